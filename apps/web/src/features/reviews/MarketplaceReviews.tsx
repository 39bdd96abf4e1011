import { useId, useState } from 'react'
import type { MarketplaceReviews as MarketplaceReviewsContent } from '@threadbit/contracts'
import { StarDisplay } from '../../ui/StarRating.tsx'
import styles from './reviews-block.module.css'

type Review = MarketplaceReviewsContent['reviews'][number]

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' })

export function formatReviewDate(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : DATE_FORMAT.format(date)
}

function initial(name: string): string {
  return Array.from(name.trim())[0]?.toUpperCase() ?? '?'
}

function MarketplaceReviewCard({ review }: { review: Review }) {
  return (
    <li className={styles.card} data-testid="marketplace-review">
      <div className={styles.cardTop}>
        <span className={styles.avatar} style={{ background: review.avatar_color }} aria-hidden="true">
          {initial(review.name)}
        </span>
        <div className={styles.who}>
          <span className={styles.name}>
            {review.name}
            {review.sample && <span className={styles.exampleTag}>Example</span>}
          </span>
          <span className={styles.rated}>
            <StarDisplay value={review.stars} size={13} />
            <time className={styles.date} dateTime={review.date}>
              {formatReviewDate(review.date)}
            </time>
          </span>
        </div>
      </div>
      <p className={styles.text}>{review.text}</p>
    </li>
  )
}

/**
 * The marketplace shop's reviews (a content file the shop owner edits): the total count, the first few,
 * and Show more / Show less for the rest.
 */
export function MarketplaceReviews({
  content,
  isNarrow = false,
}: {
  content: MarketplaceReviewsContent
  /** Beside the shop's own reviews: at most two cards to a row. */
  isNarrow?: boolean
}) {
  const [isExpanded, setExpanded] = useState(false)
  const listId = useId()
  const headingId = useId()
  const shown = isExpanded ? content.reviews : content.reviews.slice(0, content.shown_first)
  const average = content.reviews.reduce((sum, r) => sum + r.stars, 0) / Math.max(1, content.reviews.length)
  const hasMore = content.reviews.length > content.shown_first
  // Placeholder reviews are never passed off as real: no invented total, and each card says "Example".
  const isSample = content.reviews.some((review) => review.sample)
  if (content.reviews.length === 0) return null

  return (
    <section className={styles.block} aria-labelledby={headingId} data-testid="marketplace-reviews">
      <header className={styles.head}>
        <h2 id={headingId} className={styles.heading}>
          {isSample ? 'Example reviews' : 'Reviews'}
        </h2>
        {isSample ? (
          <p className={styles.summary} data-testid="sample-reviews-note">
            <span className={styles.source}>
              Examples of what reviews will look like, not from real customers.
            </span>
          </p>
        ) : (
          <p className={styles.summary}>
            <StarDisplay value={average} size={18} />
            <span className={styles.count}>{content.count} reviews</span>
            <span className={styles.source}>from our marketplace shop</span>
          </p>
        )}
      </header>
      <ul id={listId} className={isNarrow ? `${styles.grid} ${styles.gridNarrow}` : styles.grid}>
        {shown.map((review, index) => (
          <MarketplaceReviewCard key={`${review.name}-${review.date}-${index}`} review={review} />
        ))}
      </ul>
      {hasMore && (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={isExpanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
        >
          {isExpanded ? 'Show less' : 'Show more'}
        </button>
      )}
    </section>
  )
}
