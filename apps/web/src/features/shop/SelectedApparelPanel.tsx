import type { Product } from '@threadbit/contracts'
import { priceLabel } from './product-options.ts'
import { SelectionPanel } from './SelectionPanel.tsx'
import styles from './SelectionPanel.module.css'

interface SelectedApparelPanelProps {
  product: Product
  onRemove(): void
}

/** The apparel item designs are shown on (apparel-first journey), with remove and change (spec "Discover"). */
export function SelectedApparelPanel({ product, onRemove }: SelectedApparelPanelProps) {
  const color = product.colors[0]
  return (
    <SelectionPanel
      kind="apparel"
      photo
      thumb={color && <img className={styles.productImage} src={color.image_url} alt="" />}
      name={product.product_name}
      meta={
        <>
          {product.product_type} · {priceLabel(product, { colorId: null, skuId: null })} ·{' '}
          {product.colors.length === 1 ? '1 colour' : `${product.colors.length} colours`}
        </>
      }
      changeTo="/apparel"
      onRemove={onRemove}
    />
  )
}
