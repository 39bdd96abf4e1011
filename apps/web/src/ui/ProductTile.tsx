import { useId, type ReactNode } from 'react'
import { Link } from 'react-router'
import { Skeleton } from './Skeleton.tsx'
import styles from './ProductTile.module.css'

interface ProductTileProps {
  to: string
  imageUrl: string
  /** The main line (a design's title, or a product's name). */
  title: string
  /** A second, quieter line (the product the design is on). */
  subtitle?: string | undefined
  /** e.g. 'From $32'; omitted while the catalogue is loading. */
  price?: string | undefined
  /** The link's accessible name when it should say more than the title. */
  linkLabel?: string | undefined
  /** A small picture pinned to the image's corner (the design itself, which is small on a garment). */
  badgeUrl?: string | undefined
  /** Small extras under the text (colour swatches). */
  footer?: ReactNode
  testId?: string
  /**
   * The page's largest paint, which the server preloads (the first /popular pick): loaded at once from that
   * preload instead of waiting, as off-screen tiles do, until layout shows it is near the viewport.
   */
  isPreloaded?: boolean
}

/** A shop tile: a square product image and its name and price; the whole tile is one link. */
export function ProductTile({
  to,
  imageUrl,
  title,
  subtitle,
  price,
  linkLabel,
  badgeUrl,
  footer,
  testId,
  isPreloaded = false,
}: ProductTileProps) {
  const titleId = useId()
  return (
    <article className={styles.tile} aria-labelledby={titleId} data-testid={testId}>
      <div className={styles.media}>
        <img
          className={styles.image}
          src={imageUrl}
          alt=""
          loading={isPreloaded ? 'eager' : 'lazy'}
          decoding="async"
        />
        {badgeUrl && (
          <span className={styles.badge} aria-hidden="true">
            <img src={badgeUrl} alt="" loading="lazy" decoding="async" />
          </span>
        )}
      </div>
      <div className={styles.body}>
        <h3 id={titleId} className={styles.title} title={title}>
          {/* The link covers the whole tile (see .link::after), so the tile is one tap target. */}
          <Link to={to} className={styles.link} aria-label={linkLabel}>
            {title}
          </Link>
        </h3>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        <div className={styles.meta}>
          {price ? <span className={styles.price}>{price}</span> : <Skeleton width="4.5em" />}
          {footer}
        </div>
      </div>
    </article>
  )
}

/** The tile's shape while its data loads. */
export function ProductTileSkeleton({ testId = 'product-tile-skeleton' }: { testId?: string }) {
  return (
    <div className={`${styles.tile} ${styles.placeholder}`} aria-hidden="true" data-testid={testId}>
      <div className={styles.media}>
        <Skeleton shape="block" />
      </div>
      <div className={styles.body}>
        <Skeleton width="72%" height="1.05em" />
        <Skeleton width="48%" />
        <Skeleton width="30%" height="1.2em" />
      </div>
    </div>
  )
}
