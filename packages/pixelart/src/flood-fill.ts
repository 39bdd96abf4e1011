import type { Rect } from './patch.ts'

/** The cells of a flood-fill region as horizontal spans: [row, firstColumn, lastColumn] triples. */
export interface FillRegion {
  spans: Int32Array
  spanCount: number
  cellCount: number
  bounds: Rect
}

let visited = new Uint8Array(0)
let stack = new Int32Array(0)
let spans = new Int32Array(0)

/**
 * The 4-connected region of cells equal to the seed's cell, found with a scanline fill: each row segment is
 * visited once and only the starts of runs in the rows above and below are pushed, so an empty 128x128
 * grid costs 128 pushes rather than 16,384. Scratch buffers are reused between calls.
 */
export function floodRegion(
  grid: Uint32Array,
  stride: number,
  columns: number,
  rows: number,
  seedX: number,
  seedY: number,
): FillRegion {
  const size = stride * rows
  if (visited.length < size) visited = new Uint8Array(size)
  else visited.fill(0, 0, size)
  // Every cell is pushed at most once from above and once from below.
  if (stack.length < 2 * columns * rows + 2) stack = new Int32Array(2 * columns * rows + 2)
  if (spans.length < 3 * columns * rows) spans = new Int32Array(3 * columns * rows)
  // Locals rather than the module's `let` bindings: they stay in registers in the hot loop.
  const seen = visited
  const todo = stack
  const out = spans
  const target = grid[seedY * stride + seedX]
  let top = 0
  let spanCount = 0
  let cellCount = 0
  let minX = seedX
  let maxX = seedX
  let minY = seedY
  let maxY = seedY
  todo[top++] = seedY * stride + seedX

  while (top > 0) {
    const i = todo[--top] as number
    if (seen[i] !== 0 || grid[i] !== target) continue
    const row = (i / stride) | 0
    const base = row * stride
    let left = i - base
    let right = left
    while (left > 0 && grid[base + left - 1] === target && seen[base + left - 1] === 0) left--
    while (right < columns - 1 && grid[base + right + 1] === target && seen[base + right + 1] === 0) right++
    seen.fill(1, base + left, base + right + 1)
    out[3 * spanCount] = row
    out[3 * spanCount + 1] = left
    out[3 * spanCount + 2] = right
    spanCount++
    cellCount += right - left + 1
    if (left < minX) minX = left
    if (right > maxX) maxX = right
    if (row < minY) minY = row
    if (row > maxY) maxY = row
    // Push the start of each run of fillable cells in the rows above and below.
    for (let neighbour = row - 1; neighbour <= row + 1; neighbour += 2) {
      if (neighbour < 0 || neighbour >= rows) continue
      const nBase = neighbour * stride
      let inRun = false
      for (let j = nBase + left; j <= nBase + right; j++) {
        const fillable = grid[j] === target && seen[j] === 0
        if (fillable && !inRun) todo[top++] = j
        inRun = fillable
      }
    }
  }
  return {
    spans,
    spanCount,
    cellCount,
    bounds: { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 },
  }
}

/** Paints every cell of `region` with `cell`, a span at a time. */
export function paintRegion(grid: Uint32Array, stride: number, region: FillRegion, cell: number): void {
  const { spans, spanCount } = region
  for (let s = 0; s < spanCount; s++) {
    const base = (spans[3 * s] as number) * stride
    grid.fill(cell, base + (spans[3 * s + 1] as number), base + (spans[3 * s + 2] as number) + 1)
  }
}
