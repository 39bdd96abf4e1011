import {
  Children,
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import { useVisibleSlides } from './use-visible-slides.ts'
import styles from './Carousel.module.css'

interface CarouselProps {
  /** Names the carousel for assistive technology, e.g. the section's title. */
  label: string
  /** Slides visible at full width (fewer on narrow screens, see useVisibleSlides). */
  slidesPerView: number
  /** Shown on the left of the carousel's top row (a heading); the arrows sit on the right. */
  header?: ReactNode
  /** Shown beside the arrows (a "Shop all" link). */
  action?: ReactNode
  /** Marks the carousel busy while its slides are placeholders. */
  isBusy?: boolean
  children: ReactNode
  testId?: string
}

type Direction = -1 | 1

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  )
}

/**
 * A row of slides that scrolls sideways: native scroll-snap gives swiping and trackpad scrolling, the
 * arrow buttons (and the arrow keys inside the carousel) move by one view of slides. No library: the
 * browser's own scrolling is smoother on phones than anything emulated, and this stays ~100 lines.
 */
export function Carousel({ label, slidesPerView, header, action, isBusy, children, testId }: CarouselProps) {
  const visible = useVisibleSlides(slidesPerView)
  const trackRef = useRef<HTMLDivElement | null>(null)
  const [edges, setEdges] = useState({ atStart: true, atEnd: true })
  const slides = Children.toArray(children)

  const measure = useCallback(() => {
    const track = trackRef.current
    if (!track) return
    const atStart = track.scrollLeft <= 2
    const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 2
    setEdges((prev) => (prev.atStart === atStart && prev.atEnd === atEnd ? prev : { atStart, atEnd }))
  }, [])

  useEffect(() => {
    const track = trackRef.current
    if (!track) return
    let frame = 0
    const onScroll = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(measure)
    }
    track.addEventListener('scroll', onScroll, { passive: true })
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(onScroll)
    resize?.observe(track)
    onScroll()
    return () => {
      cancelAnimationFrame(frame)
      track.removeEventListener('scroll', onScroll)
      resize?.disconnect()
    }
  }, [measure, slides.length, visible])

  const move = (direction: Direction) => {
    const track = trackRef.current
    if (!track) return
    // One view of slides; scroll-snap then settles exactly on a slide's start.
    const gap = parseFloat(getComputedStyle(track).columnGap) || 0
    const slideWidth = track.firstElementChild?.getBoundingClientRect().width ?? track.clientWidth
    track.scrollBy({
      left: direction * Math.max(1, visible) * (slideWidth + gap),
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    })
  }

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement
    if (target.closest('input, textarea, select, [contenteditable="true"]')) return
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault()
      move(event.key === 'ArrowLeft' ? -1 : 1)
    }
  }

  const canScroll = !(edges.atStart && edges.atEnd)

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={label}
      aria-busy={isBusy || undefined}
      data-visible={visible}
      data-testid={testId}
      style={{ '--visible': visible } as CSSProperties}
      onKeyDown={handleKeyDown}
    >
      <div className={styles.top}>
        <div className={styles.header}>{header}</div>
        <div className={styles.tools}>
          {action}
          <div className={styles.arrows} data-hidden={!canScroll || undefined}>
            <button
              type="button"
              className={styles.arrow}
              aria-label={`Previous slides: ${label}`}
              disabled={edges.atStart}
              onClick={() => move(-1)}
            >
              <Chevron direction="left" />
            </button>
            <button
              type="button"
              className={styles.arrow}
              aria-label={`Next slides: ${label}`}
              disabled={edges.atEnd}
              onClick={() => move(1)}
            >
              <Chevron direction="right" />
            </button>
          </div>
        </div>
      </div>
      <div ref={trackRef} className={styles.track}>
        {slides.map((slide, index) => (
          <div
            key={index}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slides.length}`}
            data-testid="carousel-slide"
          >
            {slide}
          </div>
        ))}
      </div>
    </section>
  )
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  // A pixel chevron: three steps of 2×2 squares.
  const d =
    direction === 'left'
      ? 'M9 3h2v2H9zM7 5h2v2H7zM5 7h2v2H5zM7 9h2v2H7zM9 11h2v2H9z'
      : 'M5 3h2v2H5zM7 5h2v2H7zM9 7h2v2H9zM7 9h2v2H7zM5 11h2v2H5z'
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" shapeRendering="crispEdges">
      <path d={d} fill="currentColor" />
    </svg>
  )
}
