// How evenly a grid's cells fill the spans between the edges it holds. Between two real edges lie a whole
// number of true cells, each within a few per cent of the mean width. A grid of the wrong size can still
// put a boundary on every edge when the widths it may take are loose (an irregular fit's are): cells a
// quarter too wide read a span of three cells as two and one of two as two, and so its cells come out a
// fifth too wide in one span and a fifth too narrow in the next. The true size fills every span evenly.
import type { AxisCells } from './axis-cells.ts'
import type { Profile } from './edge-profiles.ts'
import { edgeAnchors } from './flat-runs.ts'
import { boundaryEnergy } from './irregular.ts'

/** One fit fills the spans between edges clearly less evenly than another when its width spread is this
 * many times the other's, plus this much, plus what whole-pixel boundaries add on cells of the finer size:
 * a pixel's rounding at both ends of a span of about two cells, ROUNDING over the size squared. */
const SPREAD_RATIO = 2
const SPREAD_SLACK = 0.002
const ROUNDING = 0.08
/** Fewer spans than this between edges say nothing about the spread. */
const MIN_SPANS = 5

/**
 * The spread of the cells' widths between the boundaries that sit on an edge: over the spans between
 * neighbouring such boundaries, the squared relative difference of the span's mean cell width from the
 * mean over all spans, weighted by the span's cell count (a long span's mean varies less), per cell.
 * About the square of the widths' relative spread (±12 % drawn widths: 0.005) on the true cells; null
 * when too few boundaries sit on an edge to tell.
 */
export function widthSpread(gradient: Profile, length: number, cells: AxisCells): number | null {
  const { edges, scale } = cells
  const energy = boundaryEnergy(gradient, length, scale)
  const anchors = edgeAnchors(edges, energy, scale)
  if (anchors.length <= MIN_SPANS) return null
  // Each span between neighbouring anchors: its length and how many cells it holds.
  const spans = anchors.slice(1).map((a, k) => {
    const b = anchors[k] as number
    return { length: (edges[a] as number) - (edges[b] as number), cells: a - b }
  })
  const span = spans.reduce((sum, s) => sum + s.length, 0)
  const count = spans.reduce((sum, s) => sum + s.cells, 0)
  const mean = span / count
  let sum = 0
  for (const s of spans) sum += s.cells * (s.length / s.cells / mean - 1) ** 2
  return sum / count
}

/**
 * Whether cells with spread `a` fill the spans between edges clearly less evenly than cells with `b`, the
 * finer of the two `scale` pixels wide. A spread below what whole-pixel rounding alone adds is luck (a fit
 * of a whole-pixel size lays every span in exact multiples of it), so `b` counts as at least that.
 */
export function unevener(a: number | null, b: number | null, scale: number): boolean {
  if (a === null || b === null) return false
  const rounding = ROUNDING / scale ** 2
  return a > SPREAD_RATIO * Math.max(b, rounding) + SPREAD_SLACK + rounding
}
