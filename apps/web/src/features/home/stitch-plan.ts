import type { PixelSprite } from '../../ui/PixelArt.tsx'

export interface Stitch {
  column: number
  row: number
  color: string
}

/**
 * The order a machine would stitch a sprite in: one thread colour at a time (largest area first, so the
 * outline and details land on top), each colour row by row, alternating direction like a fill stitch.
 * Columns and rows are relative to the sprite's bounding box.
 */
export function stitchPlan(sprite: PixelSprite): { stitches: Stitch[]; columns: number; rows: number } {
  const cells: Stitch[] = []
  sprite.rows.forEach((line, row) => {
    Array.from(line).forEach((key, column) => {
      const color = sprite.colors[key]
      if (color) cells.push({ column, row, color })
    })
  })
  if (cells.length === 0) return { stitches: [], columns: 0, rows: 0 }
  const minColumn = Math.min(...cells.map((c) => c.column))
  const minRow = Math.min(...cells.map((c) => c.row))
  const columns = Math.max(...cells.map((c) => c.column)) - minColumn + 1
  const rows = Math.max(...cells.map((c) => c.row)) - minRow + 1

  const byColor = new Map<string, Stitch[]>()
  for (const cell of cells) {
    const list = byColor.get(cell.color) ?? []
    list.push({ column: cell.column - minColumn, row: cell.row - minRow, color: cell.color })
    byColor.set(cell.color, list)
  }
  const stitches = [...byColor.values()]
    .sort((a, b) => b.length - a.length)
    .flatMap((list) =>
      list.sort((a, b) => a.row - b.row || (a.row % 2 === 0 ? a.column - b.column : b.column - a.column)),
    )
  return { stitches, columns, rows }
}

/** `hex` lightened (amount > 0) or darkened (amount < 0) by a fraction 0–1. */
export function shade(hex: string, amount: number): string {
  const value = parseInt(hex.slice(1), 16)
  const channel = (shift: number) => {
    const c = (value >> shift) & 255
    const target = amount > 0 ? 255 : 0
    return Math.round(c + (target - c) * Math.abs(amount))
  }
  return `rgb(${channel(16)} ${channel(8)} ${channel(0)})`
}
