import { parseColor } from './color.ts'
import type { RGBAImage } from './png.ts'

export interface StitchedOptions {
  /** Output pixels per design cell (a whole number, at least 1). */
  cellPx: number
  /** Frames the whole grid, half a cell thick, as the render endpoint and the editor do. */
  border: boolean
  /** Any CSS colour; used only when `border` is on. */
  borderColor: string
}

/** The frame's thickness in output pixels: half a cell, at least one pixel (as `renderDesign` on the server). */
export function stitchedBorderPx(cellPx: number): number {
  return Math.max(1, Math.round(cellPx / 2))
}

/**
 * A design as embroidery: every opaque cell becomes a block of diagonal satin strands (a highlight along each
 * strand, a groove between strands, a lit top-left and shaded bottom-right edge), so it reads as thread rather
 * than as a flat square. Transparent cells stay transparent. With `border`, a frame of satin stitches in the
 * border colour surrounds the grid, so the output is `cellPx × size + 2 × stitchedBorderPx(cellPx)` wide.
 *
 * The shading is a per-pixel `value × mul + add` computed once per cell pattern, so drawing is one multiply-add
 * per channel: a 128×128 design at 6 px per cell takes a few milliseconds.
 */
export function renderStitchedDesign(image: RGBAImage, options: StitchedOptions): RGBAImage {
  const { cellPx } = options
  if (!Number.isInteger(cellPx) || cellPx < 1 || cellPx > 64) {
    throw new RangeError('cellPx must be a whole number from 1 to 64')
  }
  const { width: columns, height: rows, data: src } = image
  if (src.length !== columns * rows * 4) throw new RangeError('image data does not match its size')
  let borderRgb: [number, number, number] | null = null
  if (options.border) {
    const color = parseColor(options.borderColor)
    if (color === null) throw new RangeError(`Not a colour: ${options.borderColor}`)
    borderRgb = [color.r, color.g, color.b]
  }
  const pad = borderRgb ? stitchedBorderPx(cellPx) : 0
  const width = columns * cellPx + 2 * pad
  const height = rows * cellPx + 2 * pad
  const out = new Uint8ClampedArray(width * height * 4)

  const { mul, add } = cellShading(cellPx)
  for (let cy = 0; cy < rows; cy++) {
    for (let cx = 0; cx < columns; cx++) {
      const s = (cy * columns + cx) * 4
      const alpha = src[s + 3] as number
      if (alpha === 0) continue
      const r = src[s] as number
      const g = src[s + 1] as number
      const b = src[s + 2] as number
      const x0 = pad + cx * cellPx
      const y0 = pad + cy * cellPx
      for (let py = 0; py < cellPx; py++) {
        let o = ((y0 + py) * width + x0) * 4
        let k = py * cellPx
        for (let px = 0; px < cellPx; px++, o += 4, k++) {
          const m = mul[k] as number
          const a = add[k] as number
          out[o] = r * m + a
          out[o + 1] = g * m + a
          out[o + 2] = b * m + a
          out[o + 3] = alpha
        }
      }
    }
  }
  if (borderRgb) drawBorder(out, width, height, pad, borderRgb)
  return { width, height, data: out }
}

/** Light in [-1, 1] turned into `mul`/`add`: shadows darken the thread, highlights move it towards white. */
function toMulAdd(light: number, mul: Float32Array, add: Float32Array, i: number): void {
  const l = Math.max(-1, Math.min(1, light))
  if (l < 0) {
    mul[i] = 1 + 0.5 * l
    add[i] = 0
  } else {
    mul[i] = 1 - 0.4 * l
    add[i] = 255 * 0.4 * l
  }
}

const shadingCache = new Map<number, { mul: Float32Array; add: Float32Array }>()

/** The shading of one stitched cell, `cellPx` square; the same for every cell, so it is computed once. */
function cellShading(cellPx: number): { mul: Float32Array; add: Float32Array } {
  const cached = shadingCache.get(cellPx)
  if (cached) return cached
  const mul = new Float32Array(cellPx * cellPx)
  const add = new Float32Array(cellPx * cellPx)
  // Strands run diagonally ('/'); about one strand per 3 output pixels, at least two per cell.
  const strands = Math.max(1, Math.round(cellPx / 3))
  for (let py = 0; py < cellPx; py++) {
    for (let px = 0; px < cellPx; px++) {
      const u = (px + 0.5) / cellPx
      const v = (py + 0.5) / cellPx
      let light = 0
      if (cellPx >= 3) {
        const f = ((u + v) * strands) % 1
        const ridge = 1 - 2 * Math.abs(f - 0.5) // 1 along a strand's middle, 0 in the groove
        light += (ridge - 0.55) * 0.7
        // The thread's twist: a faint ripple along each strand.
        light += Math.sin((u - v) * Math.PI * 2 * strands) * 0.06
      }
      // A raised block: the top-left edge catches the light, the bottom-right edge falls into shadow.
      const edge = Math.max(0.12, 1 / cellPx)
      if (u < edge || v < edge) light += 0.25
      if (u > 1 - edge || v > 1 - edge) light -= 0.35
      toMulAdd(light, mul, add, py * cellPx + px)
    }
  }
  const shading = { mul, add }
  if (shadingCache.size > 64) shadingCache.clear()
  shadingCache.set(cellPx, shading)
  return shading
}

/** A satin frame: strands across the frame's width, lighter towards its outer edge. */
function drawBorder(
  out: Uint8ClampedArray,
  width: number,
  height: number,
  pad: number,
  [r, g, b]: [number, number, number],
): void {
  const period = Math.max(2, pad)
  const mul = new Float32Array(1)
  const add = new Float32Array(1)
  for (let y = 0; y < height; y++) {
    const inBand = y < pad || y >= height - pad
    for (let x = 0; x < width; x++) {
      if (!inBand && x >= pad && x < width - pad) {
        x = width - pad - 1 // skip the inside of the frame
        continue
      }
      let light = 0
      if (pad >= 2) {
        const f = ((x + y + 0.5) / period) % 1
        light = (1 - 2 * Math.abs(f - 0.5) - 0.55) * 0.5
        const depth = Math.min(x, y, width - 1 - x, height - 1 - y) / pad // 0 at the outside, ~1 inside
        light += depth < 0.5 ? 0.1 : -0.1
      }
      toMulAdd(light, mul, add, 0)
      const m = mul[0] as number
      const a = add[0] as number
      const o = (y * width + x) * 4
      out[o] = r * m + a
      out[o + 1] = g * m + a
      out[o + 2] = b * m + a
      out[o + 3] = 255
    }
  }
}
