// The cells' colours: each cell read robustly from its middle, then snapped to a palette of at most
// `maxColors` colours (refusing images with too many colours to be pixel art), and drawn one pixel a cell.
import type { RGBAImage } from '../png.ts'
import type { AxisCells } from './axis-cells.ts'
import type { Cells } from './cell-unmix.ts'
import { NotPixelArtError } from './not-pixel-art.ts'
import { buildPalette, buildSmearedPalette, type Palette } from './palette.ts'

export const DEFAULT_MAX_COLORS = 12
/** Alpha below one half is transparent, as everywhere else in the editor. */
export const OPAQUE_ALPHA = 128
/** A cell whose colour is further than this (ΔE) from every palette colour is badly explained... */
const OFF_PALETTE_DISTANCE = 12
/** ...and when more than this share of cells is, the image has too many colours to be pixel art. */
const MAX_OFF_PALETTE_SHARE = 0.1

/**
 * Each cell's colour from its inner region only (the middle 40% of each side), where blur and resampling
 * from the neighbours do not reach: the median alpha decides transparency, and the per-channel median of
 * the opaque samples the colour, which shrugs off noise, JPEG ringing and a stray neighbour sample.
 */
export function sampleCells(image: RGBAImage, axisX: AxisCells, axisY: AxisCells): Cells {
  const { width, height, data } = image
  const total = axisX.count * axisY.count
  const opaque = new Uint8Array(total)
  const rgb = new Uint8Array(total * 3)
  const xs = samplePositions(axisX, width)
  const ys = samplePositions(axisY, height)
  // At most 7 × 7 samples a cell (samplePositions); typed arrays sort numerically without a comparator.
  const reds = new Uint8Array(49)
  const greens = new Uint8Array(49)
  const blues = new Uint8Array(49)
  for (let cy = 0; cy < axisY.count; cy++) {
    const rows = ys[cy] as number[]
    for (let cx = 0; cx < axisX.count; cx++) {
      const columns = xs[cx] as number[]
      let n = 0
      let samples = 0
      for (const y of rows) {
        for (const x of columns) {
          const o = (y * width + x) * 4
          samples++
          if ((data[o + 3] as number) < OPAQUE_ALPHA) continue
          reds[n] = data[o] as number
          greens[n] = data[o + 1] as number
          blues[n] = data[o + 2] as number
          n++
        }
      }
      const cell = cy * axisX.count + cx
      if (n * 2 <= samples) continue
      opaque[cell] = 1
      rgb[cell * 3] = median(reds.subarray(0, n))
      rgb[cell * 3 + 1] = median(greens.subarray(0, n))
      rgb[cell * 3 + 2] = median(blues.subarray(0, n))
    }
  }
  return { opaque, rgb }
}

/** For each cell along an axis, the pixel indices sampled: up to 7 spread over its inner part. */
function samplePositions(axis: AxisCells, length: number): number[][] {
  const out: number[][] = []
  for (let k = 0; k < axis.count; k++) {
    const from = Math.max(0, axis.edges[k] as number)
    const to = Math.min(length, axis.edges[k + 1] as number)
    const centre = (from + to) / 2
    // Flat cells are sampled over their middle 40%; the ramps of a smooth upscale only near the centre.
    const radius = (to - from) * (axis.model === 'flat' ? 0.2 : 0.08)
    const steps = Math.min(7, Math.max(1, Math.floor(2 * radius) + 1))
    const positions = new Set<number>()
    for (let i = 0; i < steps; i++) {
      const t = steps === 1 ? centre : centre - radius + (2 * radius * i) / (steps - 1)
      positions.add(Math.min(length - 1, Math.max(0, Math.floor(t))))
    }
    out.push([...positions])
  }
  return out
}

function median(values: Uint8Array): number {
  values.sort()
  const mid = values.length >> 1
  return values.length % 2 === 1
    ? (values[mid] as number)
    : Math.round(((values[mid - 1] as number) + (values[mid] as number)) / 2)
}

export interface CellPalette {
  colors: Uint8Array
  /** Per cell: palette index, or -1 for transparent. */
  index: Int32Array
}

/**
 * The palette of the cells' colours and each cell's entry. Whether the image has too many colours to be
 * pixel art is judged on `asRead` (the colours as sampled, before any unmixing), so that undoing the
 * neighbours' leak never changes which images are refused.
 */
export function paletteOf(
  cells: Cells,
  maxColors: number,
  asRead: Cells = cells,
  smeared = false,
): CellPalette {
  // A smeared image's colours merge by the spread of its colour clouds (buildSmearedPalette).
  const { palette, colorOf, weights } = paletteOfColours(cells, maxColors, smeared)
  if (asRead !== cells || maxColors < DEFAULT_MAX_COLORS) {
    // Whether it is pixel art is judged with the editor's 12 colours even when fewer were asked for.
    refuseTooManyColours(paletteOfColours(asRead, Math.max(maxColors, DEFAULT_MAX_COLORS)), maxColors)
  } else refuseTooManyColours({ palette, colorOf, weights }, maxColors)
  const total = cells.opaque.length
  const colors = new Uint8Array(palette.entries.length * 3)
  palette.entries.forEach((e, k) => colors.set([e.r, e.g, e.b], k * 3))
  const index = new Int32Array(total).fill(-1)
  for (let i = 0; i < total; i++) {
    const slot = colorOf[i] as number
    if (slot >= 0) index[i] = palette.assignment[slot] as number
  }
  return { colors, index }
}

interface ColourPalette {
  palette: Palette
  /** Per cell: its distinct colour's slot, or -1 for transparent. */
  colorOf: Int32Array
  /** Per slot: how many cells have that colour. */
  weights: number[]
}

function paletteOfColours(cells: Cells, maxColors: number, smeared = false): ColourPalette {
  const total = cells.opaque.length
  const distinct = new Map<number, number>()
  const rgb: number[] = []
  const weights: number[] = []
  const colorOf = new Int32Array(total).fill(-1)
  for (let i = 0; i < total; i++) {
    if (!cells.opaque[i]) continue
    const r = cells.rgb[i * 3] as number
    const g = cells.rgb[i * 3 + 1] as number
    const b = cells.rgb[i * 3 + 2] as number
    const key = (r << 16) | (g << 8) | b
    let slot = distinct.get(key)
    if (slot === undefined) {
      slot = weights.length
      distinct.set(key, slot)
      rgb.push(r, g, b)
      weights.push(0)
    }
    weights[slot] = (weights[slot] as number) + 1
    colorOf[i] = slot
  }
  const build = smeared ? buildSmearedPalette : buildPalette
  return { palette: build(rgb, weights, weights.length, maxColors), colorOf, weights }
}

function refuseTooManyColours({ palette, weights }: ColourPalette, maxColors: number): void {
  let opaqueCells = 0
  let offPalette = 0
  for (let slot = 0; slot < weights.length; slot++) {
    opaqueCells += weights[slot] as number
    if ((palette.error[slot] as number) > OFF_PALETTE_DISTANCE) offPalette += weights[slot] as number
  }
  if (opaqueCells > 0 && offPalette / opaqueCells > MAX_OFF_PALETTE_SHARE) {
    throw new NotPixelArtError(
      `This image has too many colours to be pixel art: ${maxColors} colours leave ` +
        `${Math.round((100 * offPalette) / opaqueCells)}% of it badly matched. It looks like a photo or a painting.`,
    )
  }
}

export function renderCells(_cells: Cells, palette: CellPalette, width: number, height: number): RGBAImage {
  const data = new Uint8ClampedArray(width * height * 4)
  for (let i = 0; i < width * height; i++) {
    const k = palette.index[i] as number
    if (k < 0) continue
    data[i * 4] = palette.colors[k * 3] as number
    data[i * 4 + 1] = palette.colors[k * 3 + 1] as number
    data[i * 4 + 2] = palette.colors[k * 3 + 2] as number
    data[i * 4 + 3] = 255
  }
  return { width, height, data }
}

export function countColors(image: RGBAImage): number {
  const seen = new Set<number>()
  const { data } = image
  for (let i = 0; i < data.length; i += 4) {
    if ((data[i + 3] as number) >= OPAQUE_ALPHA) {
      seen.add(((data[i] as number) << 16) | ((data[i + 1] as number) << 8) | (data[i + 2] as number))
    }
  }
  return seen.size
}
