import { analyzeRGBA, REFINE_LIMITS, type RefineOptions, type RGBAImage } from '@threadbit/pixelart'

/**
 * Refinement and trimming for the import flow: the pixelart package's
 * `refinePixelArt` (contrast, saturation, at most N colours in CIELAB with near colours merged) and
 * `trimWithMargin`, plus what the inputs need.
 */
export { refinePixelArt, REFINE_LIMITS, trimWithMargin, type RefineOptions } from '@threadbit/pixelart'

export const DEFAULT_REFINE: RefineOptions = {
  colors: REFINE_LIMITS.colors.default,
  contrast: REFINE_LIMITS.contrast.default,
  saturation: REFINE_LIMITS.saturation.default,
}

/** Clamps and rounds a refinement input to its range; NaN (an emptied field) becomes the minimum. */
export function clampSetting(key: keyof RefineOptions, value: number): number {
  const { min, max } = REFINE_LIMITS[key]
  if (!Number.isFinite(value)) return min
  return Math.min(max, Math.max(min, Math.round(value)))
}

/** Number of distinct opaque colours. */
export function countColors(image: RGBAImage): number {
  return analyzeRGBA(image).colors.size
}
