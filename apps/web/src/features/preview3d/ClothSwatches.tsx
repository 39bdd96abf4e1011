import { useId } from 'react'
import { CLOTH_SWATCHES } from './preview-input.ts'

/** The four cloth colours as a radio group (arrow keys move between them, as in any radio group). */
export function ClothSwatches({ value, onChange }: { value: string; onChange(color: string): void }) {
  const name = useId()
  return (
    <div className="p3d-swatches" role="radiogroup" aria-label="Cloth colour">
      {CLOTH_SWATCHES.map((swatch) => (
        <label key={swatch.color} className="p3d-swatch" title={swatch.name}>
          <input
            type="radio"
            name={name}
            value={swatch.color}
            checked={value === swatch.color}
            onChange={() => onChange(swatch.color)}
            aria-label={swatch.name}
          />
          <span style={{ background: swatch.color }} aria-hidden="true" />
        </label>
      ))}
    </div>
  )
}
