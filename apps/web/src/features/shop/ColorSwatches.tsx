import { useId } from 'react'
import type { ProductColor } from '@threadbit/contracts'
import styles from './ProductOptions.module.css'

interface ColorSwatchesProps {
  colors: readonly ProductColor[]
  selectedId: number | null
  onSelect(colorId: number): void
}

/** The product's colours as round swatches (radio buttons named by colour, so they read out and take arrow keys). */
export function ColorSwatches({ colors, selectedId, onSelect }: ColorSwatchesProps) {
  const name = useId()
  const selected = colors.find((color) => color.id === selectedId)
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        Colour{selected && <span className={styles.legendValue}>{selected.color_name}</span>}
      </legend>
      <div className={styles.swatches}>
        {colors.map((color) => (
          <label key={color.id} className={styles.swatch} title={color.color_name}>
            <input
              type="radio"
              className={styles.radio}
              name={name}
              value={color.id}
              checked={color.id === selectedId}
              aria-label={color.color_name}
              onChange={() => onSelect(color.id)}
            />
            <span className={styles.dot} style={{ backgroundColor: color.hex_code }} aria-hidden="true" />
          </label>
        ))}
      </div>
    </fieldset>
  )
}
