import { useId } from 'react'
import type { Product } from '@threadbit/contracts'
import { ShopIcon } from './icons.tsx'
import { priceLabel } from './product-options.ts'
import styles from './ApparelTile.module.css'

/** Colour dots shown on a tile before the rest fold into "+n". */
const MAX_DOTS = 6

interface ApparelTileProps {
  product: Product
  isSelected?: boolean
  onPick(product: Product): void
}

/** One product of the apparel list (no design chosen yet): photo, name, price, colours, "Pick a design". */
export function ApparelTile({ product, isSelected = false, onPick }: ApparelTileProps) {
  const titleId = useId()
  const first = product.colors[0]
  return (
    <article
      className={`${styles.tile} ${isSelected ? styles.selected : ''}`}
      aria-labelledby={titleId}
      data-testid="apparel-tile"
      data-product-id={product.id}
    >
      <div className={styles.photo}>
        {first && (
          <img className={styles.image} src={first.image_url} alt="" loading="lazy" decoding="async" />
        )}
        {isSelected && <span className={styles.flag}>Selected</span>}
      </div>
      <div className={styles.body}>
        <div className={styles.header}>
          <h3 id={titleId} className={styles.name}>
            {product.product_name}
          </h3>
          <p className={styles.price}>{priceLabel(product, { colorId: null, skuId: null })}</p>
        </div>
        <ul className={styles.dots} aria-label={`${product.colors.length} colours`}>
          {product.colors.slice(0, MAX_DOTS).map((color) => (
            <li
              key={color.id}
              className={styles.dot}
              style={{ backgroundColor: color.hex_code }}
              title={color.color_name}
            >
              <span className={styles.srOnly}>{color.color_name}</span>
            </li>
          ))}
          {product.colors.length > MAX_DOTS && (
            <li className={styles.more}>+{product.colors.length - MAX_DOTS}</li>
          )}
        </ul>
        <button
          type="button"
          className={styles.pick}
          onClick={() => onPick(product)}
          aria-label={`Pick a design for the ${product.product_name}`}
        >
          Pick a design <ShopIcon name="arrowRight" size={16} />
        </button>
      </div>
    </article>
  )
}
