import type { Run } from './grid.ts'
import { reach, type Entry, type Planner } from './planner.ts'

/** Stagger of the needle points over a cycle of four rows, as fractions of a stitch length. */
const STAGGER = [0, 0.5, 0.25, 0.75] as const

/**
 * Tatami rows merged across a run, needle points staggered over four rows. With underlay, a centre walk along
 * the run first (entry end to far end), then the rows back: an odd number of rows per pixel ends them at the entry
 * end; without underlay they end at the far end. Returns the column the run is left at.
 */
export function tatamiRun(pl: Planner, run: Run, color: number, entry: Entry): number {
  const s = pl.settings
  const { P, rowsPerPixel, rowStep, underlayInset } = s
  const points = pl.points
  const x0 = run.x0 * P - reach(pl, color, run.x0 - 1, run.y)
  const x1 = run.x1 * P + reach(pl, color, run.x1, run.y)
  const y0 = run.y * P
  const latticeStep = s.maxStitch - s.rowEndGap
  let rowsStartLeft = entry.left
  if (s.tatamiUnderlay) {
    // A running stitch along the middle of the run, entry end to far end: it holds the fabric under the rows
    // for a few stitches per run (a zigzag would cost more than the rows on short runs).
    const xs = entry.left ? x0 + underlayInset : x1 - underlayInset
    const xe = entry.left ? x1 - underlayInset : x0 + underlayInset
    const steps = Math.max(1, Math.ceil(Math.abs(xe - xs) / s.travelStitch))
    for (let j = 0; j <= steps; j++) points.push(xs + ((xe - xs) * j) / steps, y0 + P / 2)
    rowsStartLeft = !entry.left
  }
  for (let i = 0; i < rowsPerPixel; i++) {
    const index = entry.top ? i : rowsPerPixel - 1 - i
    const y = y0 + (index + 0.5) * rowStep
    const leftToRight = i % 2 === 0 ? rowsStartLeft : !rowsStartLeft
    const xa = leftToRight ? x0 : x1
    const xb = leftToRight ? x1 : x0
    points.push(xa, y)
    // Needle points on a lattice shifted per row (staggered), so holes never line up into a groove.
    const offset = (STAGGER[(run.y * rowsPerPixel + index) % 4] as number) * latticeStep
    const lo = Math.min(xa, xb) + s.rowEndGap
    const hi = Math.max(xa, xb) - s.rowEndGap
    const jFirst = Math.ceil((lo - offset) / latticeStep)
    const jLast = Math.floor((hi - offset) / latticeStep)
    if (leftToRight) for (let j = jFirst; j <= jLast; j++) points.push(offset + j * latticeStep, y)
    else for (let j = jLast; j >= jFirst; j--) points.push(offset + j * latticeStep, y)
    points.push(xb, y)
  }
  const endsLeft = s.tatamiUnderlay ? entry.left : !entry.left
  return endsLeft ? run.x0 : run.x1 - 1
}
