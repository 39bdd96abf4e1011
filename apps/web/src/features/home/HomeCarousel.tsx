import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { DesignMessages } from '@threadbit/contracts'
import { Carousel } from '../../ui/Carousel.tsx'
import { useReadyAfterHold } from '../../ui/use-held-until-ready.ts'
import { ListError } from '../designs/ListError.tsx'
import styles from './HomeCarousel.module.css'

interface HomeCarouselProps<T> {
  id: string
  title: string
  /** Where "Shop all" leads. */
  shopAllTo: string
  slidesPerView: number
  items: readonly T[] | undefined
  error: unknown
  onRetry(): void
  itemKey(item: T): string | number
  renderItem(item: T, index: number): ReactNode
  renderSkeleton(): ReactNode
  emptyText?: string
}

/** One of the home page's carousels: title, "Shop all", and skeletons until the cards may show. */
export function HomeCarousel<T>({
  id,
  title,
  shopAllTo,
  slidesPerView,
  items,
  error,
  onRetry,
  itemKey,
  renderItem,
  renderSkeleton,
  emptyText = DesignMessages.noDesigns,
}: HomeCarouselProps<T>) {
  const isReady = useReadyAfterHold(items !== undefined)
  const headingId = `${id}-title`
  const header = (
    <h2 id={headingId} className={styles.title}>
      {title}
    </h2>
  )
  const action = (
    <Link to={shopAllTo} className={styles.shopAll} aria-label={`Shop all: ${title.toLowerCase()}`}>
      Shop all
      <span aria-hidden="true" className={styles.shopAllArrow}>
        →
      </span>
    </Link>
  )

  // Without items to scroll, the heading and "Shop all" sit above a message instead of the carousel.
  const notice = (message: ReactNode) => (
    <section className={styles.section} aria-labelledby={headingId} data-testid={`carousel-${id}`}>
      <div className={styles.errorTop}>
        {header}
        {action}
      </div>
      {message}
    </section>
  )

  if (error && items === undefined) return notice(<ListError error={error} onRetry={onRetry} />)
  if (isReady && items?.length === 0) return notice(<p className={styles.empty}>{emptyText}</p>)

  return (
    <div className={styles.section}>
      <Carousel
        label={title}
        slidesPerView={slidesPerView}
        header={header}
        action={action}
        isBusy={!isReady}
        testId={`carousel-${id}`}
      >
        {isReady && items
          ? items.map((item, index) => <div key={itemKey(item)}>{renderItem(item, index)}</div>)
          : Array.from({ length: slidesPerView }, (_, index) => <div key={index}>{renderSkeleton()}</div>)}
      </Carousel>
    </div>
  )
}
