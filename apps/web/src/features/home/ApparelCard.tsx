import type { Product } from '@threadbit/contracts'
import { ProductTile, ProductTileSkeleton } from '../../ui/ProductTile.tsx'
import { fromPriceText } from '../shop/art-on-product.ts'
import styles from './ApparelCard.module.css'

const MAX_SWATCHES = 5

/** A catalogue product on the home page: picking it starts "apparel first" (designs that fit it). */
export function ApparelCard({ product }: { product: Product }) {
  const image = product.colors[0]?.image_url ?? ''
  const extra = product.colors.length - MAX_SWATCHES
  return (
    <ProductTile
      to={`/discover?fits=${product.id}`}
      imageUrl={image}
      title={product.product_name}
      subtitle={product.product_type}
      price={fromPriceText(product.colors)}
      linkLabel={`${product.product_name}: pick a design for it`}
      testId="apparel-card"
      footer={
        <span className={styles.swatches} aria-label={`${product.colors.length} colours`} role="img">
          {product.colors.slice(0, MAX_SWATCHES).map((color) => (
            <span
              key={color.id}
              className={styles.swatch}
              style={{ background: color.hex_code }}
              title={color.color_name}
            />
          ))}
          {extra > 0 && <span className={styles.more}>+{extra}</span>}
        </span>
      }
    />
  )
}

export function ApparelCardSkeleton() {
  return <ProductTileSkeleton testId="apparel-skeleton" />
}
