import type { Cell } from './color.ts'

export interface Rect {
  x: number
  y: number
  width: number
  height: number
}

/**
 * A rectangle of cells stored compactly: a table of the distinct cells in it and one small index per
 * cell (1 byte while there are at most 256 distinct cells, else 2). A uniform rectangle (an empty grid,
 * a filled one) stores no indices at all.
 */
export interface PixelPatch {
  readonly rect: Rect
  readonly table: Uint32Array
  readonly indices: Uint8Array | Uint16Array | null
}

let scratchIndices = new Uint16Array(0)

// A small open-addressing hash (cell -> table index) in typed arrays, reset by bumping a generation stamp
// instead of clearing. Designs hold at most a few dozen colours, so it rarely holds more than 12 keys;
// past HASH_LIMIT distinct cells (a photo-like import) a Map takes over.
const HASH_BITS = 10
const HASH_SIZE = 1 << HASH_BITS
const HASH_LIMIT = HASH_SIZE / 2
const hashKeys = new Uint32Array(HASH_SIZE)
const hashValues = new Uint16Array(HASH_SIZE)
const hashStamps = new Uint32Array(HASH_SIZE)
let generation = 0

/**
 * Reads the cells of a rectangle into `scratchIndices` (row-major) and returns the table of distinct cells
 * in order of first appearance. Shared by patch encoding and colour counting.
 */
function scanRect(grid: Uint32Array, stride: number, rect: Rect): number[] {
  const { x, y, width, height } = rect
  const area = width * height
  if (scratchIndices.length < area) scratchIndices = new Uint16Array(Math.max(area, 16_384))
  const indices = scratchIndices
  generation = (generation + 1) >>> 0
  if (generation === 0) {
    hashStamps.fill(0)
    generation = 1
  }
  const gen = generation
  const table: number[] = []
  let overflow: Map<number, number> | null = null
  let lastCell = -1
  let lastIndex = 0
  let k = 0
  for (let row = y; row < y + height; row++) {
    const start = row * stride + x
    for (let i = start; i < start + width; i++) {
      const cell = grid[i] as number
      if (cell !== lastCell) {
        lastCell = cell
        if (overflow) {
          let index = overflow.get(cell)
          if (index === undefined) {
            index = table.length
            table.push(cell)
            overflow.set(cell, index)
          }
          lastIndex = index
        } else {
          let h = Math.imul(cell, 0x9e3779b1) >>> (32 - HASH_BITS)
          while (hashStamps[h] === gen && hashKeys[h] !== cell) h = (h + 1) & (HASH_SIZE - 1)
          if (hashStamps[h] === gen) lastIndex = hashValues[h] as number
          else {
            lastIndex = table.length
            table.push(cell)
            hashStamps[h] = gen
            hashKeys[h] = cell
            hashValues[h] = lastIndex
            if (table.length >= HASH_LIMIT) overflow = new Map(table.map((c, j) => [c, j]))
          }
        }
      }
      indices[k++] = lastIndex
    }
  }
  return table
}

export function encodePatch(grid: Uint32Array, stride: number, rect: Rect): PixelPatch {
  const table = scanRect(grid, stride, rect)
  const area = rect.width * rect.height
  let stored: Uint8Array | Uint16Array | null = null
  if (table.length > 256) stored = scratchIndices.slice(0, area)
  else if (table.length > 1) {
    stored = new Uint8Array(area)
    stored.set(scratchIndices.subarray(0, area))
  }
  return { rect: { ...rect }, table: Uint32Array.from(table), indices: stored }
}

export function applyPatch(grid: Uint32Array, stride: number, patch: PixelPatch): void {
  const { rect, table, indices } = patch
  let k = 0
  for (let row = rect.y; row < rect.y + rect.height; row++) {
    const start = row * stride + rect.x
    if (indices === null) {
      grid.fill(table[0] ?? 0, start, start + rect.width)
      continue
    }
    for (let i = start; i < start + rect.width; i++) grid[i] = table[indices[k++] as number] as number
  }
}

/** Bytes held by a patch's typed arrays (the object headers are small and constant). */
export function patchBytes(patch: PixelPatch): number {
  return patch.table.byteLength + (patch.indices?.byteLength ?? 0)
}

export function isEmptyRect(rect: Rect): boolean {
  return rect.width <= 0 || rect.height <= 0
}

/** Adds (sign 1) or removes (sign -1) the cells of a rectangle to a colour -> count map, skipping transparent. */
export function countRect(
  grid: Uint32Array,
  stride: number,
  rect: Rect,
  counts: Map<Cell, number>,
  sign: 1 | -1,
): void {
  const table = scanRect(grid, stride, rect)
  countIndexed(table, scratchIndices, rect.width * rect.height, counts, sign)
}

/** Like countRect for the cells a patch holds. */
export function countPatch(patch: PixelPatch, counts: Map<Cell, number>, sign: 1 | -1): void {
  const area = patch.rect.width * patch.rect.height
  if (patch.indices === null) {
    if (area > 0) addCount(counts, patch.table[0] ?? 0, sign * area)
    return
  }
  countIndexed(patch.table, patch.indices, area, counts, sign)
}

let histogram = new Uint32Array(0)

function countIndexed(
  table: ArrayLike<number>,
  indices: ArrayLike<number>,
  area: number,
  counts: Map<Cell, number>,
  sign: 1 | -1,
): void {
  // A histogram over table indices first: one map update per distinct colour, not per cell.
  if (histogram.length < table.length) histogram = new Uint32Array(Math.max(table.length, 256))
  histogram.fill(0, 0, table.length)
  for (let i = 0; i < area; i++) {
    const t = indices[i] as number
    histogram[t] = (histogram[t] as number) + 1
  }
  for (let t = 0; t < table.length; t++) addCount(counts, table[t] as number, sign * (histogram[t] as number))
}

/** Adds `delta` cells of a colour to a colour -> count map (transparent is never counted). */
export function addCount(counts: Map<Cell, number>, cell: Cell, delta: number): void {
  if (cell === 0 || delta === 0) return
  const next = (counts.get(cell) ?? 0) + delta
  if (next <= 0) counts.delete(cell)
  else counts.set(cell, next)
}

/** True when two grids hold the same cells inside the rectangle. */
export function sameInRect(a: Uint32Array, b: Uint32Array, stride: number, rect: Rect): boolean {
  for (let row = rect.y; row < rect.y + rect.height; row++) {
    const start = row * stride + rect.x
    for (let i = start; i < start + rect.width; i++) if (a[i] !== b[i]) return false
  }
  return true
}
