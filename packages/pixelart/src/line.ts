/**
 * Calls `visit` for every cell on the line from (x0, y0) to (x1, y1), both ends included (Bresenham), so a
 * fast pointer that jumps several cells between two events still leaves a connected stroke.
 * The line is first clipped to `bounds` grown by one cell, so a pointer far outside the grid costs nothing.
 */
export function forEachLineCell(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  bounds: { columns: number; rows: number },
  visit: (x: number, y: number) => void,
): void {
  if (![x0, y0, x1, y1].every(Number.isFinite)) return
  const clipped = clip(x0, y0, x1, y1, -1, -1, bounds.columns, bounds.rows)
  if (!clipped) return
  let [ax, ay] = clipped
  const [, , bx, by] = clipped
  const dx = Math.abs(bx - ax)
  const dy = -Math.abs(by - ay)
  const sx = ax < bx ? 1 : -1
  const sy = ay < by ? 1 : -1
  let err = dx + dy
  for (;;) {
    visit(ax, ay)
    if (ax === bx && ay === by) return
    const e2 = 2 * err
    if (e2 >= dy) {
      err += dy
      ax += sx
    }
    if (e2 <= dx) {
      err += dx
      ay += sy
    }
  }
}

/** Liang–Barsky clipping of an integer segment to a box; null when it misses the box. */
function clip(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  minX: number,
  minY: number,
  maxX: number,
  maxY: number,
): [number, number, number, number] | null {
  const inside = (x: number, y: number) => x >= minX && x <= maxX && y >= minY && y <= maxY
  if (inside(x0, y0) && inside(x1, y1)) return [x0, y0, x1, y1]
  const dx = x1 - x0
  const dy = y1 - y0
  let t0 = 0
  let t1 = 1
  const edges: [number, number][] = [
    [-dx, x0 - minX],
    [dx, maxX - x0],
    [-dy, y0 - minY],
    [dy, maxY - y0],
  ]
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return null
      continue
    }
    const t = q / p
    if (p < 0) t0 = Math.max(t0, t)
    else t1 = Math.min(t1, t)
    if (t0 > t1) return null
  }
  return [
    Math.round(x0 + t0 * dx),
    Math.round(y0 + t0 * dy),
    Math.round(x0 + t1 * dx),
    Math.round(y0 + t1 * dy),
  ]
}
