import { MAX_ACTIVE_COLORS } from '@threadbit/contracts'
import {
  TRANSPARENT,
  TRANSPARENT_CELL,
  cellOf,
  cellToColor,
  normalizeColor,
  type Cell,
  type Color,
} from './color.ts'
import { STRIDE, fullRect } from './grid.ts'
import { countRect } from './patch.ts'

// A PixelArt keeps a colour -> count map of its visible cells, so that the 12-colour rule costs O(1) per
// pixel instead of a scan of the grid.

/** Counts the visible rows x columns of the grid afresh. */
export function recount(counts: Map<Cell, number>, grid: Uint32Array, rows: number, columns: number): void {
  counts.clear()
  countRect(grid, STRIDE, fullRect(columns, rows), counts, 1)
}

/**
 * The 12-colour rule: painting `replacedCount` cells of colour `replaced` with `cell` is refused when the
 * result would hold more than 12 distinct colours and `cell` is a new one.
 */
export function wouldExceedColors(
  counts: Map<Cell, number>,
  cell: Cell,
  replaced: Cell,
  replacedCount: number,
): boolean {
  if (cell === TRANSPARENT_CELL || counts.has(cell)) return false
  const removesOne = replaced !== TRANSPARENT_CELL && counts.get(replaced) === replacedCount
  return counts.size + 1 - (removesOne ? 1 : 0) > MAX_ACTIVE_COLORS
}

/** False when drawing `color` would add a 13th active colour (or it is not a readable colour). */
export function canAddColor(counts: Map<Cell, number>, color: unknown): boolean {
  const normalized = typeof color === 'string' ? normalizeColor(color) : null
  if (normalized === null) return false
  if (normalized === TRANSPARENT) return true
  return counts.size < MAX_ACTIVE_COLORS || counts.has(cellOf(normalized))
}

/** Distinct non-transparent colours of the visible grid, in reading order of first appearance. */
export function colorsInReadingOrder(
  counts: Map<Cell, number>,
  grid: Uint32Array,
  rows: number,
  columns: number,
): Color[] {
  const seen = new Set<Cell>()
  const colors: Color[] = []
  for (let y = 0; y < rows && seen.size < counts.size; y++) {
    const start = y * STRIDE
    for (let i = start; i < start + columns; i++) {
      const cell = grid[i] as number
      if (cell !== TRANSPARENT_CELL && !seen.has(cell)) {
        seen.add(cell)
        colors.push(cellToColor(cell))
      }
    }
  }
  return colors
}
