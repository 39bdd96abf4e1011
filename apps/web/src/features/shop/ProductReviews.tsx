import { useQuery } from '@tanstack/react-query'
import { shop } from '../../api/shop.ts'
import { ShopIcon } from './icons.tsx'
import styles from './ProductReviews.module.css'

/** Comments shown under a product card; the rest stay a number. */
const SHOWN_COMMENTS = 2

function Stars({ value }: { value: number }) {
  return (
    <span className={styles.stars} aria-hidden="true">
      {Array.from({ length: 5 }, (_, i) => (
        <ShopIcon key={i} name="star" size={14} className={i < Math.round(value) ? styles.on : styles.off} />
      ))}
    </span>
  )
}

/** The product's public reviews, compactly: average stars, how many, and a couple of comments to open. */
export function ProductReviews({ productId }: { productId: number }) {
  const { data } = useQuery({
    queryKey: ['reviews', 'public', productId],
    queryFn: ({ signal }) => shop.publicReviews({ productId }, signal),
    staleTime: 5 * 60_000,
    // Reviews are extra: a failure shows nothing rather than an error on a card that works.
    retry: false,
  })
  const reviews = data?.results ?? []
  if (!data || reviews.length === 0) return null
  const average = reviews.reduce((sum, r) => sum + r.stars, 0) / reviews.length
  const comments = reviews.filter((r) => r.comment.trim()).slice(0, SHOWN_COMMENTS)
  return (
    <details className={styles.reviews}>
      <summary className={styles.summary}>
        <Stars value={average} />
        <span>
          {average.toFixed(1)} · {data.count === 1 ? '1 review' : `${data.count} reviews`}
        </span>
      </summary>
      <ul className={styles.list}>
        {comments.map((review) => (
          <li key={review.id} className={styles.item}>
            <Stars value={review.stars} />
            <q className={styles.comment}>{review.comment}</q>
            <span className={styles.alias}>— {review.alias}</span>
          </li>
        ))}
      </ul>
    </details>
  )
}
