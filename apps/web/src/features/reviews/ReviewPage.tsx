import { useEffect, useState } from 'react'
import { useParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { toast } from '../../ui/toast.ts'
import { ReviewMessages } from '@threadbit/contracts'
import { shop } from '../../api/shop.ts'
import { ButtonLink } from '../../ui/Button.tsx'
import { PixelArt } from '../../ui/PixelArt.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import { LOGO } from '../../ui/sprites.ts'
import { useProducts } from '../designs/queries.ts'
import { ReviewForm } from './ReviewForm.tsx'
import styles from './ReviewPage.module.css'

function Finished() {
  return (
    <div className={styles.panel} data-testid="review-finished">
      <PixelArt sprite={LOGO} pixelSize={8} className={styles.finishedArt} />
      <h1 className={styles.title}>{ReviewMessages.thanks}</h1>
      <p className={styles.lede}>Your feedback helps other makers pick their next piece.</p>
      <ButtonLink to="/" size="lg">
        Back to Home
      </ButtonLink>
    </div>
  )
}

/**
 * /review/{order uuid}, linked from the order e-mail; no login (the uuid is the key). One form per item
 * not yet reviewed, then a thank-you. A 204 means everything has been reviewed already.
 */
export default function ReviewPage() {
  const { uuid = '' } = useParams()
  const products = useProducts()
  const items = useQuery({
    queryKey: ['reviews', 'order', uuid],
    // 204 (nothing left to review) answers undefined, which react-query does not store: null says "none".
    queryFn: async ({ signal }) => (await shop.reviewableItems(uuid, signal)) ?? null,
    // The list is read once: reviewing shrinks it on the server, and the steps must not shift.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  })
  const [step, setStep] = useState(0)
  const [isFinished, setFinished] = useState(false)

  useEffect(() => {
    if (items.isError) toast.error(ReviewMessages.loadFailedToast, { id: 'review-load-failed' })
  }, [items.isError])

  if (items.isPending) {
    return (
      <div className={styles.page}>
        <div className={styles.loading}>
          <Spinner size="lg" label="Loading your order…" />
        </div>
      </div>
    )
  }

  if (items.isError) {
    return (
      <div className={styles.page}>
        <div className={styles.panel}>
          <h1 className={styles.title}>Submit Review</h1>
          <p className={styles.loadError} role="alert">
            {ReviewMessages.loadFailed}
          </p>
          <ButtonLink to="/" variant="secondary">
            Back to Home
          </ButtonLink>
        </div>
      </div>
    )
  }

  const list = items.data ?? []
  const item = list[step]
  if (isFinished || !item) {
    return (
      <div className={styles.page}>
        <Finished />
      </div>
    )
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.kicker}>Thanks for your order</p>
        <h1 className={styles.title}>Submit Review</h1>
        {list.length > 1 && (
          <ol className={styles.progress} aria-label="Items to review">
            {list.map((entry, index) => (
              <li
                key={entry.uuid}
                className={styles.dot}
                data-state={index < step ? 'done' : index === step ? 'current' : 'todo'}
                aria-current={index === step ? 'step' : undefined}
              >
                <span className={styles.visuallyHidden}>
                  Item {index + 1}
                  {index < step ? ', reviewed' : ''}
                </span>
              </li>
            ))}
          </ol>
        )}
      </header>
      <ReviewForm
        key={item.uuid}
        orderUuid={uuid}
        item={item}
        products={products.data}
        stepLabel={list.length > 1 ? `${step + 1} of ${list.length}` : undefined}
        shouldFocusHeading={step > 0}
        onSubmitted={() => {
          if (step + 1 < list.length) {
            setStep(step + 1)
            window.scrollTo({ top: 0 })
          } else {
            setFinished(true)
          }
        }}
      />
    </div>
  )
}
