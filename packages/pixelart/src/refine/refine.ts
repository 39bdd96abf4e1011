import type { RGBAImage } from '../png.ts'
import { buildPalette } from '../recover/palette.ts'
import { OPAQUE_ALPHA } from '../alpha.ts'
import { opaqueBounds } from '../rgba-analysis.ts'

/** The import refinement's settings (spec: colours 1-12, contrast and saturation 0-200, 100 = unchanged). */
export interface RefineOptions {
  colors: number
  contrast: number
  saturation: number
}

export const REFINE_LIMITS = {
  colors: { min: 1, max: 12, default: 12 },
  contrast: { min: 0, max: 200, default: 100 },
  saturation: { min: 0, max: 200, default: 100 },
} as const

/** The editor's maximum grid size. */
const DEFAULT_MAX_SIZE = 128
const MARGIN_PX = 2

function clampOption(value: number, limits: { min: number; max: number; default: number }): number {
  if (!Number.isFinite(value)) return limits.default
  return Math.min(limits.max, Math.max(limits.min, value))
}

/**
 * Contrast and saturation, then at most `colors` colours chosen in CIELAB with near colours merged.
 * Alpha becomes all or nothing (below one half is transparent). Out-of-range settings are clamped.
 */
export function refinePixelArt(input: RGBAImage, options: RefineOptions): RGBAImage {
  const colors = Math.round(clampOption(options.colors, REFINE_LIMITS.colors))
  const contrast = clampOption(options.contrast, REFINE_LIMITS.contrast) / 100
  const saturation = clampOption(options.saturation, REFINE_LIMITS.saturation) / 100
  const { width, height, data } = input
  const out = new Uint8ClampedArray(width * height * 4)
  const rgb: number[] = []
  const weights: number[] = []
  const slotByColor = new Map<number, number>()
  const slotOfPixel = new Int32Array(width * height).fill(-1)
  for (let i = 0; i < width * height; i++) {
    const o = i * 4
    if ((data[o + 3] as number) < OPAQUE_ALPHA) continue
    let r = data[o] as number
    let g = data[o + 1] as number
    let b = data[o + 2] as number
    // Saturation around the pixel's own luma, contrast around mid-grey: 1 leaves both unchanged.
    const luma = 0.299 * r + 0.587 * g + 0.114 * b
    r = clampByte((luma + (r - luma) * saturation - 128) * contrast + 128)
    g = clampByte((luma + (g - luma) * saturation - 128) * contrast + 128)
    b = clampByte((luma + (b - luma) * saturation - 128) * contrast + 128)
    const key = (r << 16) | (g << 8) | b
    let slot = slotByColor.get(key)
    if (slot === undefined) {
      slot = weights.length
      slotByColor.set(key, slot)
      rgb.push(r, g, b)
      weights.push(0)
    }
    weights[slot] = (weights[slot] as number) + 1
    slotOfPixel[i] = slot
  }
  if (weights.length === 0) return { width, height, data: out }
  const palette = buildPalette(rgb, weights, weights.length, colors)
  for (let i = 0; i < width * height; i++) {
    const slot = slotOfPixel[i] as number
    if (slot < 0) continue
    const entry = palette.entries[palette.assignment[slot] as number]
    if (!entry) continue
    out[i * 4] = entry.r
    out[i * 4 + 1] = entry.g
    out[i * 4 + 2] = entry.b
    out[i * 4 + 3] = 255
  }
  return { width, height, data: out }
}

function clampByte(v: number): number {
  return Math.min(255, Math.max(0, Math.round(v)))
}

/**
 * Crops to the bounding box of the opaque pixels; when the result is smaller than `maxSize - 2` on both
 * sides, adds a transparent margin of 2 px on each side, never growing past `maxSize` (a 125 px wide
 * result gets what fits). A fully transparent image comes back as a single transparent pixel.
 */
export function trimWithMargin(input: RGBAImage, maxSize = DEFAULT_MAX_SIZE): RGBAImage {
  const { width, data } = input
  const box = opaqueBounds(input)
  if (!box) return { width: 1, height: 1, data: new Uint8ClampedArray(4) }
  const { x: minX, y: minY, width: boxWidth, height: boxHeight } = box
  const hasMargin = boxWidth < maxSize - 2 && boxHeight < maxSize - 2
  const margin = hasMargin
    ? Math.min(MARGIN_PX, Math.floor((maxSize - boxWidth) / 2), Math.floor((maxSize - boxHeight) / 2))
    : 0
  const outWidth = boxWidth + 2 * margin
  const outHeight = boxHeight + 2 * margin
  const out = new Uint8ClampedArray(outWidth * outHeight * 4)
  for (let y = 0; y < boxHeight; y++) {
    for (let x = 0; x < boxWidth; x++) {
      const from = ((minY + y) * width + minX + x) * 4
      if ((data[from + 3] as number) < OPAQUE_ALPHA) continue
      const to = ((y + margin) * outWidth + x + margin) * 4
      out[to] = data[from] as number
      out[to + 1] = data[from + 1] as number
      out[to + 2] = data[from + 2] as number
      out[to + 3] = 255
    }
  }
  return { width: outWidth, height: outHeight, data: out }
}
