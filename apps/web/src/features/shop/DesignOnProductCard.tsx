import { useId, type CSSProperties } from 'react'
import {
  designDisplayTitle,
  designRectInImage,
  primaryRegion,
  type Design,
  type Product,
} from '@threadbit/contracts'
import { CARD_ANIMATION_STEP_S } from '../designs/DesignCard.tsx'
import { ShopIcon } from './icons.tsx'
import { focusView, fullView, startPlacement } from './placement.ts'
import { ProductPreview } from './ProductPreview.tsx'
import styles from './DesignOnProductCard.module.css'

/** The close-up around the design is at least this many image pixels across (a third of a tee's chest). */
const MIN_CLOSE_UP_PX = 100

interface DesignOnProductCardProps {
  design: Design
  product: Product
  index?: number
  onPick(design: Design): void
}

/** Discover with an apparel item chosen: a design shown stitched on that product, ready to pick (spec "Discover"). */
export function DesignOnProductCard({ design, product, index = 0, onPick }: DesignOnProductCardProps) {
  const titleId = useId()
  const title = designDisplayTitle(design)
  const color = product.colors[0]
  const placement = startPlacement(design, product)
  const region = primaryRegion(product)
  const view = region
    ? focusView(product, designRectInImage(design, region, product.px_per_mm, placement), MIN_CLOSE_UP_PX)
    : fullView(product)
  return (
    <article
      className={styles.card}
      aria-labelledby={titleId}
      data-testid="design-on-product"
      data-uuid={design.uuid}
      style={{ '--delay': `${index * CARD_ANIMATION_STEP_S}s` } as CSSProperties}
    >
      <ProductPreview
        product={product}
        imageUrl={color?.image_url ?? ''}
        colorHex={color?.hex_code}
        design={{ ...design, png: design.png_data, borderColor: design.border_color }}
        placement={placement}
        view={view}
        label={`${title} on the ${product.product_name}`}
        className={styles.preview}
      />
      <div className={styles.body}>
        <h3 id={titleId} className={styles.title} title={title}>
          {title}
        </h3>
        <p className={styles.author}>by {design.owner_name || 'unknown'}</p>
        <button
          type="button"
          className={styles.pick}
          aria-label={`Choose ${title}`}
          onClick={() => onPick(design)}
        >
          Choose design <ShopIcon name="arrowRight" size={16} />
        </button>
      </div>
    </article>
  )
}
