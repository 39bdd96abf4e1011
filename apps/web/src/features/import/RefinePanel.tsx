import { useDeferredValue, useId, useMemo, useState } from 'react'
import type { RGBAImage } from '@threadbit/pixelart'
import {
  clampSetting,
  countColors,
  DEFAULT_REFINE,
  refinePixelArt,
  REFINE_LIMITS,
  type RefineOptions,
} from './refine.ts'
import styles from './import.module.css'
import { useImageCanvas } from '../../lib/use-image-canvas.ts'

/** The import preview box is 300 px. */
export const PREVIEW_BOX_PX = 300

const LABELS: Record<keyof RefineOptions, string> = {
  colors: 'Colours',
  contrast: 'Contrast',
  saturation: 'Saturation',
}
const UNITS: Record<keyof RefineOptions, string> = { colors: '', contrast: '%', saturation: '%' }

/**
 * One refinement setting: a number input that clamps to its range (a draft is kept while typing, and the
 * clamped value is shown again on blur) and a slider for the same value.
 */
export function RefineInput({
  setting,
  value,
  onChange,
  disabled,
}: {
  setting: keyof RefineOptions
  value: number
  onChange(value: number): void
  disabled?: boolean
}) {
  const id = useId()
  const { min, max } = REFINE_LIMITS[setting]
  const [draft, setDraft] = useState<string | null>(null)
  const commit = (raw: string) => {
    if (raw.trim() === '') return
    onChange(clampSetting(setting, Number(raw)))
  }
  return (
    <div className={styles.setting}>
      <label htmlFor={id} className={styles.settingLabel}>
        {LABELS[setting]}
      </label>
      <input
        type="range"
        className={styles.slider}
        min={min}
        max={max}
        step={1}
        value={value}
        disabled={disabled}
        aria-label={`${LABELS[setting]} slider`}
        aria-valuetext={`${value}${UNITS[setting]}`}
        onChange={(e) => onChange(clampSetting(setting, Number(e.target.value)))}
      />
      <span className={styles.numberWrap}>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          className={styles.number}
          min={min}
          max={max}
          step={1}
          value={draft ?? String(value)}
          disabled={disabled}
          onChange={(e) => {
            setDraft(e.target.value)
            commit(e.target.value)
          }}
          onBlur={(e) => {
            commit(e.target.value)
            setDraft(null)
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              commit(e.currentTarget.value)
              setDraft(null)
            }
          }}
        />
        <span className={styles.unit} aria-hidden="true">
          {UNITS[setting]}
        </span>
      </span>
    </div>
  )
}

/** Draws an image at its native size; CSS scales it to fit the box with crisp pixels. */
export function PixelPreview({
  image,
  label,
  box = PREVIEW_BOX_PX,
}: {
  image: RGBAImage
  label: string
  box?: number
}) {
  const ref = useImageCanvas(image)
  const scale = box / Math.max(image.width, image.height)
  return (
    <div className={styles.previewBox} style={{ width: box, height: box }}>
      <canvas
        ref={ref}
        className={styles.previewCanvas}
        role="img"
        aria-label={label}
        data-testid="refine-preview"
        data-width={image.width}
        data-height={image.height}
        style={{ width: image.width * scale, height: image.height * scale }}
      />
    </div>
  )
}

interface RefinePanelProps {
  /** The prepared (trimmed) image. */
  source: RGBAImage
  confirmLabel: string
  onConfirm(refined: RGBAImage): void
  onCancel(): void
  cancelLabel?: string
  busy?: boolean
}

/** Colours, contrast and saturation with a live preview in a 300 px box. */
export function RefinePanel({
  source,
  confirmLabel,
  onConfirm,
  onCancel,
  cancelLabel = 'Back',
  busy,
}: RefinePanelProps) {
  const [settings, setSettings] = useState<RefineOptions>(DEFAULT_REFINE)
  const deferred = useDeferredValue(settings)
  const refined = useMemo(() => refinePixelArt(source, deferred), [source, deferred])
  const colorCount = useMemo(() => countColors(refined), [refined])
  const set = (key: keyof RefineOptions) => (value: number) => setSettings((s) => ({ ...s, [key]: value }))

  return (
    <div className={styles.refine}>
      <div className={styles.refinePreview}>
        <PixelPreview image={refined} label="Refined preview" />
        <p className={styles.meta} aria-live="polite">
          {refined.width} × {refined.height} px · {colorCount} {colorCount === 1 ? 'colour' : 'colours'}
        </p>
      </div>
      <div className={styles.refineControls}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Refine</legend>
          <RefineInput setting="colors" value={settings.colors} onChange={set('colors')} disabled={busy} />
          <RefineInput
            setting="contrast"
            value={settings.contrast}
            onChange={set('contrast')}
            disabled={busy}
          />
          <RefineInput
            setting="saturation"
            value={settings.saturation}
            onChange={set('saturation')}
            disabled={busy}
          />
        </fieldset>
        <button
          type="button"
          className={styles.reset}
          onClick={() => setSettings(DEFAULT_REFINE)}
          disabled={busy}
        >
          Reset
        </button>
        <div className={styles.actions}>
          <button type="button" className="ed-btn ed-btn--label" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </button>
          <button
            type="button"
            className="ed-btn ed-btn--primary"
            onClick={() => onConfirm(refinePixelArt(source, settings))}
            disabled={busy}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  )
}
