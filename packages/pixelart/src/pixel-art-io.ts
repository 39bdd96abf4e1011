import { COLOR_MATCH_TOLERANCE, PALETTE_SLOTS } from '@threadbit/contracts'
import { OPAQUE_ALPHA } from './alpha.ts'
import { TRANSPARENT, cellDistance, cellOf, cellToColor, packRGB, type Cell, type Color } from './color.ts'
import { STRIDE, checkGridSize } from './grid.ts'
import { TRANSPARENT_SLOT } from './palette.ts'
import type { RGBAImage } from './png.ts'
import {
  SERIALIZED_FORMAT,
  SERIALIZED_VERSION,
  encodeCells,
  type DecodedPixelArt,
  type SerializedPixelArt,
} from './serialize.ts'

// A PixelArt's grid in and out: RGBA images (and so PNG) and the JSON kept in localStorage. The model
// calls these with its storage grid (see grid.ts); they hold the rules, it holds the state.

/** Exports above this many pixels a side are refused rather than allocating hundreds of megabytes. */
const MAX_EXPORT_SIDE = 16_384

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1

/** The visible rows x columns of the grid as RGBA, each cell drawn as a scale x scale square. */
export function gridToRGBA(grid: Uint32Array, rows: number, columns: number, scale: number): RGBAImage {
  if (!Number.isInteger(scale) || scale < 1) throw new RangeError('scale must be a positive integer')
  const width = columns * scale
  const height = rows * scale
  if (width > MAX_EXPORT_SIDE || height > MAX_EXPORT_SIDE) throw new RangeError('export too large')
  const data = new Uint8ClampedArray(width * height * 4)
  if (LITTLE_ENDIAN) {
    // Cells already have ImageData's byte order on little-endian machines: fill 32-bit words.
    const out = new Uint32Array(data.buffer)
    for (let y = 0; y < rows; y++) {
      const rowStart = y * scale * width
      const src = y * STRIDE
      if (scale === 1) out.set(grid.subarray(src, src + columns), rowStart)
      else {
        for (let x = 0; x < columns; x++) {
          out.fill(grid[src + x] as number, rowStart + x * scale, rowStart + (x + 1) * scale)
        }
        for (let k = 1; k < scale; k++) out.copyWithin(rowStart + k * width, rowStart, rowStart + width)
      }
    }
  } else {
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const cell = grid[((y / scale) | 0) * STRIDE + ((x / scale) | 0)] as number
        const o = (y * width + x) * 4
        data[o] = cell & 0xff
        data[o + 1] = (cell >>> 8) & 0xff
        data[o + 2] = (cell >>> 16) & 0xff
        data[o + 3] = cell >>> 24
      }
    }
  }
  return { width, height, data }
}

/**
 * Writes an image into the (cleared) grid and returns the palette it leaves. Alpha below 128 is transparent.
 * Each other colour takes the nearest palette colour within CIE76 ΔE 10, else it is added to the first
 * empty slot (and later colours may match it). With no empty slot left the colour is kept in the grid
 * as it is (still merged with near colours seen before), so an image is never silently recoloured.
 */
export function gridFromRGBA(
  image: RGBAImage,
  currentPalette: readonly (Color | null)[],
  grid: Uint32Array,
): (Color | null)[] {
  const { width, height, data } = image
  checkGridSize(width, 'width')
  checkGridSize(height, 'height')
  if (data.length !== width * height * 4) throw new RangeError('data must hold width * height * 4 bytes')
  const palette: (Color | null)[] = Array.from({ length: PALETTE_SLOTS }, (_, i) => currentPalette[i] ?? null)
  palette[TRANSPARENT_SLOT] = TRANSPARENT
  // The pool is what a new colour may match: palette colours first, then colours kept without a slot.
  const pool: Cell[] = []
  for (const c of palette) if (c !== null && c !== TRANSPARENT) pool.push(cellOf(c))
  const resolved = new Map<Cell, Cell>()
  const resolve = (raw: Cell): Cell => {
    let best = raw
    let bestDistance = Infinity
    for (const candidate of pool) {
      const d = cellDistance(raw, candidate)
      if (d < bestDistance) {
        bestDistance = d
        best = candidate
      }
    }
    if (bestDistance <= COLOR_MATCH_TOLERANCE) return best
    const empty = palette.indexOf(null)
    if (empty >= 0 && empty < TRANSPARENT_SLOT) palette[empty] = cellToColor(raw)
    pool.push(raw)
    return raw
  }
  grid.fill(0)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4
      if ((data[o + 3] as number) < OPAQUE_ALPHA) continue
      const raw = packRGB(data[o] as number, data[o + 1] as number, data[o + 2] as number)
      let cell = resolved.get(raw)
      if (cell === undefined) {
        cell = resolve(raw)
        resolved.set(raw, cell)
      }
      grid[y * STRIDE + x] = cell
    }
  }
  return palette
}

type SavedFields = Omit<DecodedPixelArt, 'cells' | 'palette'> & { palette: readonly (Color | null)[] }

/** The design as saved JSON: its fields and the visible cells of its grid. */
export function serializeGrid(fields: SavedFields, grid: Uint32Array): SerializedPixelArt {
  const { rows, columns } = fields
  const cells = new Uint32Array(rows * columns)
  for (let y = 0; y < rows; y++) {
    cells.set(grid.subarray(y * STRIDE, y * STRIDE + columns), y * columns)
  }
  return {
    format: SERIALIZED_FORMAT,
    version: SERIALIZED_VERSION,
    id: fields.id,
    title: fields.title,
    author: fields.author,
    rows,
    columns,
    border: fields.border,
    borderColor: fields.borderColor,
    palette: [...fields.palette],
    ...encodeCells(cells, cellToColor),
  }
}

/** Copies the row-major cells of a decoded design into an empty grid. */
export function placeCells(grid: Uint32Array, decoded: DecodedPixelArt): void {
  for (let y = 0; y < decoded.rows; y++) {
    grid.set(decoded.cells.subarray(y * decoded.columns, (y + 1) * decoded.columns), y * STRIDE)
  }
}
