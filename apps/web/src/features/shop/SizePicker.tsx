import { useId } from 'react'
import type { Sku } from '@threadbit/contracts'
import styles from './ProductOptions.module.css'

interface SizePickerProps {
  sizes: readonly Sku[]
  selectedSkuId: number | null
  onSelect(skuId: number): void
}

/** Letter sizes of the chosen colour; sold-out ones stay visible but cannot be chosen. */
export function SizePicker({ sizes, selectedSkuId, onSelect }: SizePickerProps) {
  const name = useId()
  const selected = sizes.find((sku) => sku.id === selectedSkuId)
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        Size
        {selected ? (
          <span className={styles.legendValue}>{selected.size}</span>
        ) : (
          <span className={styles.legendHint}>Choose a size</span>
        )}
      </legend>
      <div className={styles.sizes}>
        {sizes.map((sku) => (
          <label
            key={sku.id}
            className={`${styles.size} ${sku.in_stock ? '' : styles.soldOut}`}
            title={sku.in_stock ? undefined : 'Out of stock'}
          >
            <input
              type="radio"
              className={styles.radio}
              name={name}
              value={sku.id}
              checked={sku.id === selectedSkuId}
              disabled={!sku.in_stock}
              aria-label={sku.in_stock ? (sku.size ?? '') : `${sku.size ?? ''}, out of stock`}
              onChange={() => onSelect(sku.id)}
            />
            <span className={styles.sizeBox} aria-hidden="true">
              {sku.size}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
