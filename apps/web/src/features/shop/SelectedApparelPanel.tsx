import { Link } from 'react-router'
import type { Product } from '@threadbit/contracts'
import { ShopIcon } from './icons.tsx'
import { priceLabel } from './product-options.ts'
import styles from './SelectionPanel.module.css'

interface SelectedApparelPanelProps {
  product: Product
  onRemove(): void
}

/** The apparel item designs are shown on (apparel-first journey), with remove and change (spec "Discover"). */
export function SelectedApparelPanel({ product, onRemove }: SelectedApparelPanelProps) {
  const color = product.colors[0]
  return (
    <section className={styles.panel} aria-label="Selected apparel" data-testid="selected-apparel">
      <div className={`${styles.thumb} ${styles.photo}`}>
        {color && <img className={styles.productImage} src={color.image_url} alt="" />}
      </div>
      <div className={styles.info}>
        <p className={styles.caption}>Your apparel</p>
        <h2 className={styles.name}>{product.product_name}</h2>
        <p className={styles.meta}>
          {product.product_type} · {priceLabel(product, { colorId: null, skuId: null })} ·{' '}
          {product.colors.length === 1 ? '1 colour' : `${product.colors.length} colours`}
        </p>
      </div>
      <div className={styles.actions}>
        <Link to="/apparel" className={styles.action} aria-label="Change apparel">
          <ShopIcon name="swap" size={16} /> Change
        </Link>
        <button
          type="button"
          className={`${styles.action} ${styles.remove}`}
          onClick={onRemove}
          aria-label="Remove apparel"
        >
          <ShopIcon name="close" size={16} /> Remove
        </button>
      </div>
    </section>
  )
}
