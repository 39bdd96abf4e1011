import {
  EMBROIDERY_SCALE2_MAX_GRID,
  EMBROIDERY_SCALE_DEFAULT,
  EMBROIDERY_STITCH_SIZE_DEFAULT,
  EMBROIDERY_SCALE_MAX,
  EMBROIDERY_SCALE_MIN,
  EMBROIDERY_STITCH_SIZE_MAX,
  EMBROIDERY_STITCH_SIZE_MIN,
  SCALE2_TOO_LARGE_MESSAGE,
  SCALE_MESSAGE,
  STITCH_SIZE_MESSAGE,
} from '@threadbit/contracts'

/** What the inputs hold: raw text, so a half-typed value ("1.") is kept while the user types. */
export interface EmbroideryFormValues {
  stitchSize: string
  scale: string
}

export const EMBROIDERY_FORM_DEFAULTS: EmbroideryFormValues = {
  stitchSize: String(EMBROIDERY_STITCH_SIZE_DEFAULT),
  scale: String(EMBROIDERY_SCALE_DEFAULT),
}

export interface EmbroideryFormResult {
  errors: { stitchSize?: string; scale?: string }
  /** The request values, when both inputs are valid. */
  value: { stitchSize: number; scale: number } | null
}

export const STITCH_SIZE_STEP_MESSAGE = `${STITCH_SIZE_MESSAGE} in steps of 0.1`

/** A whole number of tenths (2.1 yes, 2.15 no), allowing for binary fractions. */
const isTenth = (n: number) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-9

function toNumber(text: string): number | null {
  const trimmed = text.trim()
  if (trimmed === '') return null
  const n = Number(trimmed)
  return Number.isFinite(n) ? n : null
}

/** Stitch size 1.5-2.5 in steps of 0.1, scale an integer 1-2; 2 only up to 32×32. */
export function validateEmbroideryForm(
  values: EmbroideryFormValues,
  grid: { columns: number; rows: number },
): EmbroideryFormResult {
  const errors: EmbroideryFormResult['errors'] = {}
  const stitchSize = toNumber(values.stitchSize)
  if (
    stitchSize === null ||
    stitchSize < EMBROIDERY_STITCH_SIZE_MIN ||
    stitchSize > EMBROIDERY_STITCH_SIZE_MAX
  ) {
    errors.stitchSize = STITCH_SIZE_MESSAGE
  } else if (!isTenth(stitchSize)) {
    errors.stitchSize = STITCH_SIZE_STEP_MESSAGE
  }
  const scale = toNumber(values.scale)
  if (
    scale === null ||
    !Number.isInteger(scale) ||
    scale < EMBROIDERY_SCALE_MIN ||
    scale > EMBROIDERY_SCALE_MAX
  ) {
    errors.scale = SCALE_MESSAGE
  } else if (scale === 2 && !canScaleTwice(grid)) {
    errors.scale = SCALE2_TOO_LARGE_MESSAGE
  }
  const value =
    errors.stitchSize === undefined && errors.scale === undefined && stitchSize !== null && scale !== null
      ? { stitchSize: Math.round(stitchSize * 100) / 100, scale }
      : null
  return { errors, value }
}

export function canScaleTwice(grid: { columns: number; rows: number }): boolean {
  return grid.columns <= EMBROIDERY_SCALE2_MAX_GRID && grid.rows <= EMBROIDERY_SCALE2_MAX_GRID
}

export function formatMm(mm: number): string {
  return (Math.round(mm * 10) / 10).toFixed(1).replace(/\.0$/, '')
}

/** "45 min", "2 h 05 min". */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`
}
