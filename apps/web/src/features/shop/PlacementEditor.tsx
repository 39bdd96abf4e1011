import { useId, useState, type KeyboardEvent } from 'react'
import {
  clampPlacement,
  primaryRegion,
  sliderBounds,
  type Design,
  type Placement,
  type PlacementPreset,
  type Product,
} from '@threadbit/contracts'
import { Button } from '../../ui/Button.tsx'
import { Slider } from '../../ui/Slider.tsx'
import { resizePlacement, sliderValue, stitchedSizeLabel } from './placement.ts'
import styles from './PlacementEditor.module.css'

interface PlacementEditorProps {
  design: Pick<Design, 'rows' | 'columns'>
  product: Pick<Product, 'placement_regions' | 'px_per_mm'>
  placement: Placement
  /** Every change, live: the card's preview follows it. */
  onChange(placement: Placement): void
  /** The panel is done (after Accept, or after Close restored the original values). */
  onDone(): void
}

/** A preset's name when the catalogue gives one ("Centre chest"), else "Default" or a number. */
function presetLabel(preset: PlacementPreset, index: number): string {
  if (preset.label?.trim()) return preset.label
  return preset.is_default ? 'Default' : `Preset ${index + 1}`
}

const near = (a: number, b: number) => Math.abs(a - b) < 0.005

/**
 * "Edit Size & Placement" (spec "Product card"): holds the values it opened with; Close puts them back,
 * Accept keeps the changes. Size is the slider (mm per design pixel), position the presets or a drag on the
 * preview, which is editable only while this panel is open.
 */
export function PlacementEditor({ design, product, placement, onChange, onDone }: PlacementEditorProps) {
  const [original] = useState(placement)
  const headingId = useId()
  const region = primaryRegion(product)
  if (!region) return null
  const bounds = sliderBounds(design, region, product.px_per_mm)
  const value = sliderValue(placement)

  const handleClose = () => {
    onChange(original)
    onDone()
  }
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    event.preventDefault()
    handleClose()
  }
  const presets = region.presets.map((preset, index) => {
    const target = clampPlacement(design, region, product.px_per_mm, {
      ...placement,
      placement_x: preset.x,
      placement_y: preset.y,
    })
    const isCurrent =
      near(target.placement_x, placement.placement_x) && near(target.placement_y, placement.placement_y)
    return { label: presetLabel(preset, index), target, isCurrent }
  })

  return (
    <section
      className={styles.panel}
      aria-labelledby={headingId}
      onKeyDown={handleKeyDown}
      data-testid="placement-editor"
    >
      <h4 id={headingId} className={styles.heading}>
        Edit Size &amp; Placement
      </h4>
      <p className={styles.hint}>Drag the design on the picture, or focus it and use the arrow keys.</p>

      <div className={styles.group}>
        <div className={styles.row}>
          <span className={styles.label}>Design size</span>
          <span className={styles.value} data-testid="pixel-size">
            {value.toFixed(2)} mm / pixel
          </span>
        </div>
        <Slider
          value={Math.min(bounds.max, Math.max(bounds.min, value))}
          min={bounds.min}
          max={bounds.max}
          step={bounds.step}
          label="Design size"
          valueText={`${value.toFixed(2)} millimetres per pixel`}
          disabled={bounds.max <= bounds.min}
          onValueChange={(next) => onChange(resizePlacement(design, product, placement, next))}
        />
        <div className={styles.scale} aria-hidden="true">
          <span>{bounds.min.toFixed(1)} mm</span>
          <span>{bounds.max.toFixed(1)} mm</span>
        </div>
        <p className={styles.stitched} data-testid="stitched-size">
          Stitched size: <strong>{stitchedSizeLabel(design, placement)}</strong>
          {placement.scale_factor > 1 && (
            <span className={styles.badge}>Big stitches ×{placement.scale_factor}</span>
          )}
        </p>
      </div>

      {presets.length > 0 && (
        <div className={styles.group}>
          <span className={styles.label} id={`${headingId}-presets`}>
            Position
          </span>
          <div className={styles.presets} role="group" aria-labelledby={`${headingId}-presets`}>
            {presets.map((preset) => (
              <button
                key={preset.label}
                type="button"
                className={styles.preset}
                aria-pressed={preset.isCurrent}
                onClick={() => onChange(preset.target)}
              >
                {preset.label}
              </button>
            ))}
          </div>
        </div>
      )}

      <div className={styles.actions}>
        <Button variant="secondary" size="sm" onClick={handleClose}>
          Close
        </Button>
        <Button size="sm" onClick={onDone}>
          Accept
        </Button>
      </div>
    </section>
  )
}
