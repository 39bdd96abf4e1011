import { lazy, Suspense, useId, useState } from 'react'
import { FIT_OPTIONS, type PublicReview } from '@threadbit/contracts'
import { StarDisplay } from '../../ui/StarRating.tsx'
import { formatReviewDate } from './MarketplaceReviews.tsx'
import styles from './reviews-block.module.css'

// The report form loads when a visitor first reports, not with the home page.
const ReportDialog = lazy(() =>
  import('../reports/ReportDialog.tsx').then((m) => ({ default: m.ReportDialog })),
)

const MAX_SHOWN = 4

function fitLabel(fit: number): string | undefined {
  return FIT_OPTIONS.find((option) => option.value === fit)?.label
}

/** Reviews left on this shop with consent to share them (GET /api/reviews/), newest first. */
export function ShopReviews({ reviews }: { reviews: readonly PublicReview[] }) {
  const headingId = useId()
  const [reported, setReported] = useState<PublicReview | null>(null)
  return (
    <section className={styles.block} aria-labelledby={headingId} data-testid="shop-reviews">
      <header className={styles.head}>
        <h2 id={headingId} className={styles.headingSmall}>
          From our customers
        </h2>
      </header>
      <ul className={styles.stack}>
        {reviews.slice(0, MAX_SHOWN).map((review) => (
          <li key={review.id} className={styles.card} data-testid="shop-review">
            <div className={styles.cardTop}>
              <div className={styles.who}>
                <span className={styles.name}>{review.alias}</span>
                <span className={styles.date}>
                  {review.product_name}
                  {fitLabel(review.fit) ? ` · ${fitLabel(review.fit)}` : ''}
                </span>
              </div>
              <StarDisplay value={review.stars} size={14} />
            </div>
            {review.comment && <p className={styles.text}>{review.comment}</p>}
            <div className={styles.cardFoot}>
              {review.image_url && (
                <img className={styles.photo} src={review.image_url} alt={`Photo by ${review.alias}`} />
              )}
              <time className={styles.date} dateTime={review.created_at}>
                {formatReviewDate(review.created_at)}
              </time>
              <button
                type="button"
                className={styles.report}
                aria-label={`Report the review by ${review.alias}`}
                onClick={() => setReported(review)}
              >
                Report
              </button>
            </div>
          </li>
        ))}
      </ul>
      {reported && (
        <Suspense fallback={null}>
          <ReportDialog
            open
            onOpenChange={(open) => !open && setReported(null)}
            target={{ reviewId: reported.id }}
            name="this review"
          />
        </Suspense>
      )}
    </section>
  )
}
