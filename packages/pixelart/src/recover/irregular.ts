import type { Premultiplied, Profile } from './edge-profiles.ts'
import { sampledLines } from './lattice-misfit.ts'

/**
 * An irregular grid along one axis: cell boundaries placed one by one where the image changes colour,
 * with spacing that may vary from cell to cell, as image models draw "pixel art" and as a wobbly scan or
 * a warped resize leaves it. A single period and phase cannot follow such a grid: its cells drift onto
 * the edges after a few cells.
 *
 * The boundaries maximise the edge energy they sit on (the axis's gradient profile, lightly smoothed)
 * minus a penalty for each cell whose width strays from the expected cell size, by dynamic programming
 * over (boundary number, position). Widths are bounded (a cell cannot be half or twice the expected
 * size), so the fit cannot split or merge cells to chase noise; the penalty keeps boundaries evenly spread
 * across flat runs where no edge says where they are.
 */

/** Relative width limits of a cell in the automatic fit (±12% drawn widths plus a misjudged scale)... */
export const AUTO_WIDTH = [0.72, 1.32] as const
/** ...and when the user fixed the cell count, so the expected size is only the axis length over it. */
const FIXED_WIDTH = [0.6, 1.5] as const
/** The share of a boundary's energy taken from edge hits (edge-profiles.ts) rather than summed change. */
const HITS_WEIGHT = 0.5
/** Weight of the width penalty against edge energy (a typical boundary's energy is 1). */
const WIDTH_PENALTY = 2
/** The middle of a cell judged: blur and resampling reach into the rest from the neighbours. */
const INNER_SHARE = 0.2
/** A pixel further than this share of the typical neighbouring-centre difference from its cell is wrong. */
const OUTLIER_SHARE = 0.4
/** Neighbouring cell middles closer than this many typical in-cell deviations count as one colour. */
const PAIR_NOISE = 2

export interface IrregularAxisOptions {
  /** Expected cell size in pixels. */
  scale: number
  /** Exactly this many cells (partly visible ones at the ends included); otherwise the best count. */
  count?: number
}

/**
 * Cell edges along an axis of `length` pixels: the positions 0 and `length` at the ends and the
 * boundaries fitted between them, in increasing order (so `edges.length - 1` cells). Null when no
 * boundaries fit the limits (the axis is shorter than a cell, or the count is impossible).
 */
export function fitIrregularAxis(
  profile: Profile,
  length: number,
  options: IrregularAxisOptions,
): number[] | null {
  const { scale, count } = options
  if (!(scale >= 1) || length < 2) return null
  const [lo, hi] = count === undefined ? AUTO_WIDTH : FIXED_WIDTH
  const minWidth = Math.max(1, Math.floor(lo * scale))
  const maxWidth = Math.max(minWidth, Math.ceil(hi * scale))
  if (count !== undefined && (count < 1 || count > length)) return null
  const energy = boundaryEnergy(profile, length, scale)
  const penalty = new Float64Array(maxWidth + 1)
  for (let w = minWidth; w <= maxWidth; w++) penalty[w] = WIDTH_PENALTY * ((w - scale) / scale) ** 2

  return count === undefined
    ? fitFree(energy, penalty, length, minWidth, maxWidth)
    : fitCount(energy, penalty, length, minWidth, maxWidth, count)
}

/**
 * Any number of boundaries: best[x] is the best score of a boundary at x with all boundaries before it.
 * The first and last cells may be cut by the image edge, so their widths are bounded above only and not
 * penalised.
 */
function fitFree(
  energy: Float64Array,
  penalty: Float64Array,
  length: number,
  minWidth: number,
  maxWidth: number,
): number[] | null {
  const best = new Float64Array(length + 1).fill(-Infinity)
  const from = new Int32Array(length + 1).fill(-1)
  for (let x = 1; x < length; x++) {
    let value = x <= maxWidth ? 0 : -Infinity
    let arg = 0
    for (let p = Math.max(1, x - maxWidth); p <= x - minWidth; p++) {
      const v = (best[p] as number) - (penalty[x - p] as number)
      if (v > value) {
        value = v
        arg = p
      }
    }
    if (value === -Infinity) continue
    best[x] = value + (energy[x] as number)
    from[x] = arg
  }
  let end = -1
  for (let x = Math.max(1, length - maxWidth); x < length; x++) {
    if ((best[x] as number) > (end < 0 ? -Infinity : (best[end] as number))) end = x
  }
  if (end < 0 || best[end] === -Infinity) return length <= maxWidth ? [0, length] : null
  const boundaries: number[] = []
  for (let x = end; x > 0; x = from[x] as number) boundaries.push(x)
  return [0, ...boundaries.reverse(), length]
}

/** Exactly `count` cells: best[k][x] is the best score with boundary number k (from 1) at x. */
function fitCount(
  energy: Float64Array,
  penalty: Float64Array,
  length: number,
  minWidth: number,
  maxWidth: number,
  count: number,
): number[] | null {
  if (count === 1) return [0, length]
  const from: Int32Array[] = []
  let previous = new Float64Array(length + 1).fill(-Infinity)
  for (let x = 1; x < length && x <= maxWidth; x++) previous[x] = energy[x] as number
  from.push(new Int32Array(length + 1).fill(-1))
  for (let k = 2; k < count; k++) {
    const layer = new Float64Array(length + 1).fill(-Infinity)
    const back = new Int32Array(length + 1).fill(-1)
    // Boundary k lies after k - 1 narrowest cells and leaves room for the remaining ones at most.
    const lo = Math.max(k, (k - 1) * minWidth + 1)
    const hi = Math.min(length - 1, k * maxWidth)
    for (let x = lo; x <= hi; x++) {
      let value = -Infinity
      let arg = -1
      for (let p = Math.max(1, x - maxWidth); p <= x - minWidth; p++) {
        const v = (previous[p] as number) - (penalty[x - p] as number)
        if (v > value) {
          value = v
          arg = p
        }
      }
      if (arg < 0) continue
      layer[x] = value + (energy[x] as number)
      back[x] = arg
    }
    from.push(back)
    previous = layer
  }
  let end = -1
  for (let x = Math.max(1, length - maxWidth); x < length; x++) {
    if ((previous[x] as number) > (end < 0 ? -Infinity : (previous[end] as number))) end = x
  }
  if (end < 0 || previous[end] === -Infinity) return null
  const boundaries: number[] = []
  for (let k = count - 1, x = end; k >= 1; k--) {
    boundaries.push(x)
    x = (from[k - 1] as Int32Array)[x] as number
  }
  return [0, ...boundaries.reverse(), length]
}

/**
 * Edge energy per boundary position 0..length (a boundary at x lies between pixels x - 1 and x),
 * smoothed over three positions (a box-filtered edge splits over two pixels) and scaled so that the
 * average boundary of a grid of `scale`-pixel cells carries 1.
 */
export function boundaryEnergy(profile: Profile, length: number, scale: number): Float64Array {
  const energy = normalisedEnergy(profile.values, profile.first, length, scale)
  if (!profile.hits) return energy
  // Half summed colour change, half edge hits: the sum alone weighs a boundary by how many lines cross
  // it, so one cell of detail in a tall sprite sinks under the noise of all the other lines.
  const hits = normalisedEnergy(profile.hits, profile.first, length, scale)
  for (let x = 0; x <= length; x++)
    energy[x] = (1 - HITS_WEIGHT) * (energy[x] as number) + HITS_WEIGHT * (hits[x] as number)
  return energy
}

/** The profile's values per boundary position 0..length, smoothed over three positions and scaled so
 * that the average boundary of a grid of `scale`-pixel cells carries 1. */
function normalisedEnergy(values: Float64Array, first: number, length: number, scale: number): Float64Array {
  const raw = new Float64Array(length + 1)
  values.forEach((v, i) => {
    const x = Math.round(first + i)
    if (x > 0 && x < length) raw[x] = v
  })
  const out = new Float64Array(length + 1)
  let sum = 0
  for (let x = 1; x < length; x++) {
    const v = 0.25 * (raw[x - 1] as number) + 0.5 * (raw[x] as number) + 0.25 * (raw[x + 1] as number)
    out[x] = v
    sum += v
  }
  const perBoundary = sum / Math.max(1, length / scale)
  if (perBoundary > 0) for (let x = 0; x <= length; x++) out[x] = (out[x] as number) / perBoundary
  return out
}

/**
 * How well cells with these edges explain the image along one axis: the middle of each cell (where blur
 * and resampling from the neighbours do not reach) should be flat. Returns the share of middle pixels,
 * on the sampled lines, further from their cell's middle mean than OUTLIER_SHARE of the typical
 * difference between neighbouring cells: noise and JPEG grain raise every pixel's distance a little on
 * any grid, while a cell that straddles a real edge (a missed or misplaced boundary) gets whole runs of
 * pixels wrong. Extra boundaries cost nothing here: the callers prefer fewer cells among equal scores.
 * Lower is better; Infinity when there is nothing to judge.
 */
export function edgesReconstructionError(
  image: Premultiplied,
  axis: 'x' | 'y',
  edges: readonly number[],
): number {
  const { data, along, lines } = sampledLines(image, axis)
  const cells = edges.length - 1
  if (cells < 2) return Infinity
  const inner: [number, number][] = []
  for (let k = 0; k < cells; k++) {
    const from = Math.max(0, edges[k] as number)
    const to = Math.min(along, edges[k + 1] as number)
    const centre = (from + to) / 2
    const radius = INNER_SHARE * (to - from)
    const lo = Math.min(along - 1, Math.max(0, Math.floor(centre - radius)))
    inner.push([lo, Math.max(lo, Math.min(along - 1, Math.ceil(centre + radius) - 1))])
  }
  const means = new Float64Array(lines * cells * 4)
  for (let j = 0; j < lines; j++) {
    const base = j * along * 4
    for (let k = 0; k < cells; k++) {
      const [lo, hi] = inner[k] as [number, number]
      const m = (j * cells + k) * 4
      for (let i = lo; i <= hi; i++) {
        for (let c = 0; c < 4; c++)
          means[m + c] = (means[m + c] as number) + (data[base + i * 4 + c] as number)
      }
      for (let c = 0; c < 4; c++) means[m + c] = (means[m + c] as number) / (hi - lo + 1)
    }
  }
  const off = (p: number, m: number) => {
    let d = 0
    for (let c = 0; c < 4; c++) d += Math.abs((data[p + c] as number) - (means[m + c] as number))
    return d
  }
  // Neighbouring cells whose middles differ by no more than the noise inside a cell are the same colour:
  // an axis along which most neighbours repeat (vertical stripes, one-pixel text strokes) would otherwise
  // take its typical contrast from noise and call every noisy pixel wrong.
  const same = Math.max(1, PAIR_NOISE * typicalDeviation(along, lines, cells, inner, off))
  let contrast = 0
  let pairs = 0
  for (let j = 0; j < lines; j++) {
    for (let k = 1; k < cells; k++) {
      const m = (j * cells + k) * 4
      let d = 0
      for (let c = 0; c < 4; c++) d += Math.abs((means[m + c] as number) - (means[m - 4 + c] as number))
      if (d > same) {
        contrast += d
        pairs++
      }
    }
  }
  if (pairs === 0) return Infinity
  const limit = (OUTLIER_SHARE * contrast) / pairs
  let outliers = 0
  let pixels = 0
  for (let j = 0; j < lines; j++) {
    const base = j * along * 4
    for (let k = 0; k < cells; k++) {
      const own = (j * cells + k) * 4
      const [lo, hi] = inner[k] as [number, number]
      for (let i = lo; i <= hi; i++) {
        if (off(base + i * 4, own) > limit) outliers++
        pixels++
      }
    }
  }
  return pixels === 0 ? Infinity : outliers / pixels
}

/** The median distance (in whole units) of a cell-middle pixel from its cell's middle mean, on every
 * fourth line. */
function typicalDeviation(
  along: number,
  lines: number,
  cells: number,
  inner: [number, number][],
  off: (p: number, m: number) => number,
): number {
  // Distances are sums over four channels (0..1020): a histogram gives the median without sorting.
  const histogram = new Uint32Array(1024)
  let total = 0
  for (let j = 0; j < lines; j += 4) {
    const base = j * along * 4
    for (let k = 0; k < cells; k++) {
      const [lo, hi] = inner[k] as [number, number]
      for (let i = lo; i <= hi; i++) {
        const bin = Math.min(1023, Math.floor(off(base + i * 4, (j * cells + k) * 4)))
        histogram[bin] = (histogram[bin] as number) + 1
        total++
      }
    }
  }
  let seen = 0
  for (let bin = 0; bin < 1024; bin++) {
    seen += histogram[bin] as number
    if (2 * seen > total) return bin
  }
  return 0
}
