import type { Profile } from './edge-profiles.ts'
import { MIN_CELLS } from './spectrum.ts'

/**
 * A second, independent estimate of an axis's cell size: the autocorrelation of its edge-energy profile
 * (noise floor already removed). Boundaries one cell apart both carry edges somewhere across the image,
 * so the profile correlates with itself at a lag of one cell; the lag of two cells correlates too, half
 * a cell does not. The fundamental is the smallest lag with a strong peak. Unlike one global period and
 * phase it only compares neighbouring boundaries, so cells whose widths vary (an image model's irregular
 * grid, whose boundaries drift like a random walk) still give a peak, only a wider one.
 */

/** A peak counts as the fundamental when it reaches this share of the strongest peak... */
const PEAK_SHARE = 0.6
/** ...and stands this much above the correlation half a period away (the lag where none is expected). */
const MIN_CONTRAST = 0.15
/** Smallest lag looked at: one-pixel lags are the two halves of a box-filtered or blurred edge. */
const MIN_LAG = 2

export const MIN_SUPPORT = MIN_CONTRAST

export interface PeriodEstimate {
  /** Cell size in pixels. */
  period: number
  /** The peak's normalised correlation (0–1): how clearly the edges repeat at that period. */
  strength: number
  /**
   * How well the edges support cells of another size: the correlation at that lag above the correlation
   * at half of it (as for the period itself; MIN_CONTRAST and more is support).
   */
  support(lag: number): number
}

/** The cell size the edges repeat at, or null when they show no clear period. */
export function edgePeriod(profile: Profile, length: number): PeriodEstimate | null {
  const values = smoothed(profile.values)
  const n = values.length
  const maxLag = Math.floor(Math.min(n / 2, length / (MIN_CELLS - 1)))
  if (maxLag <= MIN_LAG + 1) return null
  let mean = 0
  for (const v of values) mean += v
  mean /= n
  let variance = 0
  for (const v of values) variance += (v - mean) ** 2
  variance /= n
  if (variance <= 0) return null
  const r = new Float64Array(maxLag + 2)
  for (let lag = 1; lag <= maxLag + 1 && lag < n; lag++) {
    let sum = 0
    for (let i = 0; i + lag < n; i++)
      sum += ((values[i] as number) - mean) * ((values[i + lag] as number) - mean)
    r[lag] = sum / (n - lag) / variance
  }
  // A true period leaves no correlation half a period away; a ripple inside a wide peak does.
  const contrast = (lag: number) => (r[lag] as number) - (r[Math.max(1, Math.round(lag / 2))] as number)
  const peaks: number[] = []
  for (let lag = MIN_LAG; lag <= maxLag; lag++) {
    const v = r[lag] as number
    if (v > 0 && v >= (r[lag - 1] as number) && v > (r[lag + 1] as number)) peaks.push(lag)
  }
  if (peaks.length === 0) return null
  let strongest = 0
  for (const lag of peaks) strongest = Math.max(strongest, r[lag] as number)
  for (const lag of peaks) {
    const v = r[lag] as number
    if (v < PEAK_SHARE * strongest) continue
    if (contrast(lag) < MIN_CONTRAST) continue
    const support = (at: number) => {
      let most = -Infinity
      for (const j of [Math.floor(at), Math.ceil(at)]) {
        if (j >= MIN_LAG && j <= maxLag) most = Math.max(most, contrast(j))
      }
      return most
    }
    return { period: refine(r, lag, maxLag), strength: v, support }
  }
  return null
}

/**
 * The period to a fraction of a pixel: the parabola through the peak and its neighbours, then the same
 * at the highest multiple of it that still peaks (k periods measured at once err k times less).
 */
function refine(r: Float64Array, lag: number, maxLag: number): number {
  const vertex = (at: number) => {
    const a = r[at - 1] as number
    const b = r[at] as number
    const c = r[at + 1] as number
    const d = a - 2 * b + c
    return d < 0 ? at + Math.max(-0.5, Math.min(0.5, (0.5 * (a - c)) / d)) : at
  }
  const period = vertex(lag)
  let best = period
  for (let k = 2; k * period + 2 <= maxLag; k++) {
    const around = Math.round(k * period)
    let top = around
    for (let j = around - 1; j <= around + 1; j++) if ((r[j] as number) > (r[top] as number)) top = j
    if (top <= 1 || top >= maxLag || (r[top] as number) < 0.5 * (r[lag] as number)) break
    best = vertex(top) / k
  }
  return best
}

/** A [1, 2, 1] smoothing: a box-filtered edge split over two pixels counts as one peak. */
export function smoothed(values: Float64Array): Float64Array {
  const out = new Float64Array(values.length)
  for (let i = 0; i < values.length; i++) {
    const before = values[Math.max(0, i - 1)] as number
    const after = values[Math.min(values.length - 1, i + 1)] as number
    out[i] = (before + 2 * (values[i] as number) + after) / 4
  }
  return out
}
