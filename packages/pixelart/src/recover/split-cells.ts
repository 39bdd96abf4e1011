// Cells twice too large on large flat panels. A sprite drawn almost wholly in blocks of two cells (broad
// stripes, panels two cells deep) with only a few one-cell details (a seam, a rail, a rivet) reads as a grid
// of the blocks: every line but a few is drawn exactly, so no redraw error says the cells are too coarse
// (finer-cells.ts needs much of the axis undrawn). The details still show in the edge profile: a one-cell
// stripe is two strong edges about half a found cell apart, which no true cell, however its width varies,
// puts so close. Such an axis has its found cells halved.
import type { AxisCells } from './axis-cells.ts'
import type { Profile } from './edge-profiles.ts'
import { sharedReach } from './edge-share.ts'
import { smoothed } from './period.ts'

/** Two strong edges at most this share of a found cell apart (cells vary ±12 %, and a boundary is read to
 * a pixel or so) hold a detail narrower than the cells... */
const NARROW_SHARE = 0.65
/** ...and at least this share of a found cell and this many pixels apart, with the profile between them
 * falling to this share of the weaker: closer peaks, or peaks with no valley between, are one blurred or
 * anti-aliased edge. Halves narrower than SMALLEST_HALF are not looked for either. */
const LEAST_SHARE = 0.35
const SMALLEST_HALF = 3
const VALLEY = 0.35
/** The weaker edge of a pair is at least this share of the stronger. */
const ALIKE = 0.5
/** An edge is strong when it reaches this share of a sharp edge on the found boundaries... */
const STRONG_SHARE = 0.75
/** ...where "sharp" is this quantile of the edges at the found inner boundaries that hold one... */
const SHARP_QUANTILE = 0.75
/** ...and at least this many times the profile's median (its noise level). */
const NOISE_EDGE = 3
/** Fewer boundaries holding an edge than this give no level to compare with. */
const MIN_HELD = 3

/** The found cells, or each of them halved when two strong edges stand closer than a cell. */
export function splitCells(gradient: Profile, found: AxisCells, maxCount: number): AxisCells {
  const half = halved(found, maxCount)
  return half && narrowDetail(gradient, found.edges, found.scale) ? half : found
}

/** Each of the found flat cells cut in two, or null when the halves would be too small or too many. */
export function halved(found: AxisCells, maxCount: number): AxisCells | null {
  if (found.model !== 'flat' || found.scale / 2 < SMALLEST_HALF || 2 * found.count > maxCount) return null
  const edges: number[] = [found.edges[0] as number]
  for (let k = 1; k < found.edges.length; k++) {
    const a = found.edges[k - 1] as number
    const b = found.edges[k] as number
    edges.push((a + b) / 2, b)
  }
  return { ...found, edges, count: 2 * found.count, scale: found.scale / 2 }
}

/** Whether two adjacent strong edges of the profile (local peaks of at least STRONG_SHARE of a sharp edge on
 * the found boundaries, and clear of the profile's noise) stand between SMALLEST_HALF pixels and
 * NARROW_SHARE of a cell apart. */
export function narrowDetail(gradient: Profile, edges: readonly number[], scale: number): boolean {
  const isNarrow = (d: number) =>
    d >= Math.max(SMALLEST_HALF, LEAST_SHARE * scale) && d <= NARROW_SHARE * scale
  const values = smoothed(gradient.values)
  const at = (x: number) => values[x - gradient.first] ?? 0
  const atBoundaries: number[] = []
  for (let k = 1; k + 1 < edges.length; k++) {
    const e = edges[k] as number
    const reach = sharedReach((edges[k + 1] as number) - (edges[k - 1] as number)) / 2
    let best = 0
    for (let x = Math.ceil(e - reach); x <= Math.floor(e + reach); x++) best = Math.max(best, at(x))
    atBoundaries.push(best)
  }
  const sorted = Float64Array.from(values).sort()
  const noise = NOISE_EDGE * (sorted[sorted.length >> 1] ?? 0)
  // Boundaries in flat runs hold no edge: the level is that of the ones that do.
  const held = atBoundaries.filter((v) => v > noise).sort((p, q) => p - q)
  if (held.length < MIN_HELD) return false
  const sharp = held[Math.floor(SHARP_QUANTILE * (held.length - 1))] as number
  const threshold = Math.max(STRONG_SHARE * sharp, noise)
  if (!(threshold > 0)) return false
  // Adjacent strong edges closer than a cell, alike and with a clear valley between them, are the two
  // sides of a detail narrower than the cells.
  let last = -1
  for (let i = 1; i + 1 < values.length; i++) {
    const v = values[i] as number
    if (!(v >= threshold && v >= (values[i - 1] as number) && v > (values[i + 1] as number))) continue
    if (last >= 0 && isNarrow(i - last) && isPair(values, last, i)) return true
    last = i
  }
  return false
}

/** Whether the peaks at a and b are the two sides of one detail: alike in strength (a stripe crosses the
 * same two colours twice; JPEG ringing and a blur's shoulder beside a strong edge are far weaker than it),
 * with a clear valley between them. */
function isPair(values: Float64Array, a: number, b: number): boolean {
  const weaker = Math.min(values[a] as number, values[b] as number)
  const stronger = Math.max(values[a] as number, values[b] as number)
  return weaker >= ALIKE * stronger && valley(values, a, b) <= VALLEY * weaker
}

/** The lowest value strictly between positions a and b. */
function valley(values: Float64Array, a: number, b: number): number {
  let least = Infinity
  for (let i = a + 1; i < b; i++) least = Math.min(least, values[i] as number)
  return least
}
