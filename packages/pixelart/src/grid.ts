import { GRID_STORAGE_SIZE } from '@threadbit/contracts'
import { TRANSPARENT_CELL } from './color.ts'
import type { Rect } from './patch.ts'

// How a PixelArt keeps its cells: one Uint32Array of 128x128 cells of which the top-left rows x columns are
// visible. Cells outside the visible area are always transparent. The model, its history and its
// import/export all index the grid this way.

/** Row stride of the pixel storage: the grid always lives in a 128x128 array, whatever its visible size. */
export const STRIDE = GRID_STORAGE_SIZE

export function checkGridSize(value: number, name: string): void {
  if (!Number.isInteger(value) || value < 0 || value > GRID_STORAGE_SIZE) {
    throw new RangeError(`${name} must be an integer from 0 to ${GRID_STORAGE_SIZE}`)
  }
}

export function fullRect(columns: number, rows: number): Rect {
  return { x: 0, y: 0, width: columns, height: rows }
}

/**
 * Clears the cells of a rows x columns visible area that fall outside `keepRows` x `keepColumns`, keeping
 * the invariant that hidden cells are empty.
 */
export function clearOutside(
  grid: Uint32Array,
  rows: number,
  columns: number,
  keepRows: number,
  keepColumns: number,
): void {
  for (let y = 0; y < rows; y++) {
    const start = y * STRIDE
    if (y >= keepRows) grid.fill(0, start, start + columns)
    else if (keepColumns < columns) grid.fill(0, start + keepColumns, start + columns)
  }
}

/** Bounding box of the non-transparent cells of the visible area, or null when there are none. */
export function opaqueBounds(grid: Uint32Array, rows: number, columns: number): Rect | null {
  let minX = Infinity
  let minY = Infinity
  let maxX = -1
  let maxY = -1
  for (let y = 0; y < rows; y++) {
    const start = y * STRIDE
    for (let x = 0; x < columns; x++) {
      if (grid[start + x] === TRANSPARENT_CELL) continue
      if (x < minX) minX = x
      if (x > maxX) maxX = x
      if (y < minY) minY = y
      maxY = y
    }
  }
  if (maxX < 0) return null
  return { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 }
}

/** Moves the cells of `bounds` to the top-left corner and clears the rest of the old visible area. */
export function cropGrid(grid: Uint32Array, bounds: Rect, rows: number, columns: number): void {
  // Rows move up and left, so copying top to bottom never overwrites a row not yet read.
  for (let y = 0; y < bounds.height; y++) {
    const from = (bounds.y + y) * STRIDE + bounds.x
    grid.copyWithin(y * STRIDE, from, from + bounds.width)
  }
  clearOutside(grid, rows, columns, bounds.height, bounds.width)
}
