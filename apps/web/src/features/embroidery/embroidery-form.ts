import {
  EMBROIDERY_SCALE2_MAX_GRID,
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

export const EMBROIDERY_FORM_DEFAULTS: EmbroideryFormValues = { stitchSize: '2', scale: '1' }

export interface EmbroideryFormResult {
  errors: { stitchSize?: string; scale?: string }
  /** The request values, when both inputs are valid. */
  value: { stitchSize: number; scale: number } | null
}

function toNumber(text: string): number | null {
  const trimmed = text.trim()
  if (trimmed === '') return null
  const n = Number(trimmed)
  return Number.isFinite(n) ? n : null
}

/** Spec §5: stitch size 1.5-2.5 (step 0.1 in the input), scale an integer 1-2; 2 only up to 32×32. */
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

/** Common Brother hoops (mm), smallest first by area. A design may be turned a quarter to fit. */
export const BROTHER_HOOPS = [
  { width: 100, height: 100 },
  { width: 130, height: 180 },
  { width: 200, height: 200 },
  { width: 160, height: 260 },
  { width: 200, height: 300 },
] as const

export type Hoop = (typeof BROTHER_HOOPS)[number]

export function hoopLabel(hoop: Pick<Hoop, 'width' | 'height'>): string {
  return `${hoop.width}×${hoop.height} mm`
}

export function fitsHoop(widthMm: number, heightMm: number, hoop: Pick<Hoop, 'width' | 'height'>): boolean {
  return (
    (widthMm <= hoop.width && heightMm <= hoop.height) || (widthMm <= hoop.height && heightMm <= hoop.width)
  )
}

export type HoopFit =
  /** Fits the smallest common hoop: nothing to warn about. */
  | { kind: 'fits'; hoop: Hoop }
  /** Larger than the smallest hoop: needs this one (or larger). */
  | { kind: 'needs'; hoop: Hoop }
  | { kind: 'too-big' }

export function hoopFit(widthMm: number, heightMm: number): HoopFit {
  const hoop = BROTHER_HOOPS.find((h) => fitsHoop(widthMm, heightMm, h))
  if (!hoop) return { kind: 'too-big' }
  return hoop === BROTHER_HOOPS[0] ? { kind: 'fits', hoop } : { kind: 'needs', hoop }
}

/** The warning shown under the preview, or null when the design fits every common hoop. */
export function hoopWarning(widthMm: number, heightMm: number): string | null {
  const fit = hoopFit(widthMm, heightMm)
  const size = `${formatMm(widthMm)} × ${formatMm(heightMm)} mm`
  if (fit.kind === 'fits') return null
  if (fit.kind === 'needs') {
    return `${size} is larger than the ${hoopLabel(BROTHER_HOOPS[0])} hoop: it needs a ${hoopLabel(fit.hoop)} hoop or larger.`
  }
  const largest = BROTHER_HOOPS[BROTHER_HOOPS.length - 1] as Hoop
  return `${size} is too big for all common Brother hoops (the largest is ${hoopLabel(largest)}). Try a smaller stitch size or scale.`
}

export function formatMm(mm: number): string {
  return (Math.round(mm * 10) / 10).toFixed(1).replace(/\.0$/, '')
}
