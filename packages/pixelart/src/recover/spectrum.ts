// Step 2 of the grid search (see edge-profiles.ts): the edge profile's spectrum names candidate lattices,
// a period and a phase per axis.
import type { Profile } from './edge-profiles.ts'

/** In-place iterative radix-2 FFT; `re.length` must be a power of two. */
function fft(re: Float64Array, im: Float64Array): void {
  const n = re.length
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1
    for (; j & bit; bit >>= 1) j ^= bit
    j ^= bit
    if (i < j) {
      const tr = re[i] as number
      re[i] = re[j] as number
      re[j] = tr
      const ti = im[i] as number
      im[i] = im[j] as number
      im[j] = ti
    }
  }
  for (let size = 2; size <= n; size <<= 1) {
    const half = size >> 1
    const angle = (-2 * Math.PI) / size
    const wr = Math.cos(angle)
    const wi = Math.sin(angle)
    for (let start = 0; start < n; start += size) {
      let cr = 1
      let ci = 0
      for (let k = 0; k < half; k++) {
        const a = start + k
        const b = a + half
        const xr = (re[b] as number) * cr - (im[b] as number) * ci
        const xi = (re[b] as number) * ci + (im[b] as number) * cr
        re[b] = (re[a] as number) - xr
        im[b] = (im[a] as number) - xi
        re[a] = (re[a] as number) + xr
        im[a] = (im[a] as number) + xi
        const nr = cr * wr - ci * wi
        ci = cr * wi + ci * wr
        cr = nr
      }
    }
  }
}

/** The profile's Fourier coefficient at frequency `f` (cycles per pixel); entry i sits at x = first + i. */
function coefficient(
  profile: Float64Array,
  mean: number,
  f: number,
  first: number,
): { re: number; im: number } {
  const step = -2 * Math.PI * f
  const wr = Math.cos(step)
  const wi = Math.sin(step)
  // Start at x = first and rotate by one pixel per entry.
  let cr = Math.cos(step * first)
  let ci = Math.sin(step * first)
  let re = 0
  let im = 0
  for (let i = 0; i < profile.length; i++) {
    const v = (profile[i] as number) - mean
    re += v * cr
    im += v * ci
    const nr = cr * wr - ci * wi
    ci = cr * wi + ci * wr
    cr = nr
  }
  return { re, im }
}

export interface AxisLattice {
  /** Cell size in image pixels. */
  scale: number
  /** Position of a cell boundary, in [0, scale). */
  phase: number
}

/** Where the profile's peaks sit modulo `scale`, from the phase of its Fourier coefficient at 1/scale. */
export function phaseOf(profile: Profile, scale: number): number {
  let mean = 0
  for (const v of profile.values) mean += v
  mean /= Math.max(1, profile.values.length)
  const c = coefficient(profile.values, mean, 1 / scale, profile.first)
  // Peaks at x = phase + k * scale give every term the angle -2π phase / scale.
  const phase = (-Math.atan2(c.im, c.re) / (2 * Math.PI)) * scale
  return ((phase % scale) + scale) % scale
}

/**
 * Fewest cells looked for along an axis. Sprites are 8 pixels or more a side; a lattice of 3 huge cells
 * is the outline of a large sprite's shapes (its bands and blobs), which fits "well" only because so few
 * cells leave little to misfit.
 */
export const MIN_CELLS = 6

/**
 * Candidate lattices from one profile: the strongest spectral peaks between `minScale` and 1/MIN_CELLS of the
 * axis, refined to a fraction of a bin, plus the sub-harmonics of the strongest (a period 2, 3 or 4 times
 * longer, because sharp edges make every harmonic as strong as the fundamental).
 */
export function latticeCandidates(profile: Profile, length: number, minScale: number): AxisLattice[] {
  const values = profile.values
  const n = values.length
  if (n < 4) return []
  let sum = 0
  for (const v of values) sum += v
  if (sum <= 0) return []
  const mean = sum / n
  let size = 1
  while (size < 4 * n) size <<= 1
  const re = new Float64Array(size)
  const im = new Float64Array(size)
  for (let i = 0; i < n; i++) re[i] = (values[i] as number) - mean
  fft(re, im)
  const amplitude = new Float64Array((size >> 1) + 2)
  for (let k = 0; k <= size >> 1; k++) amplitude[k] = Math.hypot(re[k] as number, im[k] as number)

  const maxScale = length / MIN_CELLS
  const kLow = Math.max(1, Math.ceil(size / maxScale))
  const kHigh = Math.min(size >> 1, Math.floor(size / minScale))
  const peaks: number[] = []
  for (let k = kLow; k <= kHigh; k++) {
    const a = amplitude[k] as number
    if (a >= (amplitude[k - 1] as number) && a > (amplitude[k + 1] as number)) peaks.push(k)
  }
  peaks.sort((p, q) => (amplitude[q] as number) - (amplitude[p] as number))
  const strongest = peaks.length > 0 ? (amplitude[peaks[0] as number] as number) : 0
  const chosen = peaks.filter((k) => (amplitude[k] as number) >= 0.2 * strongest).slice(0, 5)

  const frequencies: number[] = []
  chosen.forEach((k, rank) => {
    const f = refinePeak(values, mean, k / size, 1 / size, profile.first)
    frequencies.push(f)
    if (rank >= 3) return
    for (const divisor of [2, 3, 4]) {
      if (divisor / f <= maxScale)
        frequencies.push(refinePeak(values, mean, f / divisor, 1 / size, profile.first))
    }
  })
  const out: AxisLattice[] = []
  for (const f of frequencies) {
    const scale = 1 / f
    if (scale < minScale || scale > maxScale) continue
    if (out.some((c) => Math.abs(c.scale - scale) < 0.005 * scale)) continue
    out.push({ scale, phase: phaseOf(profile, scale) })
  }
  return out
}

/** Golden-section search for the amplitude maximum within ±`radius` of `f`. */
function refinePeak(values: Float64Array, mean: number, f: number, radius: number, first: number): number {
  const power = (x: number) => {
    const c = coefficient(values, mean, x, first)
    return c.re * c.re + c.im * c.im
  }
  let lo = Math.max(1e-6, f - radius)
  let hi = f + radius
  const ratio = (Math.sqrt(5) - 1) / 2
  let a = hi - ratio * (hi - lo)
  let b = lo + ratio * (hi - lo)
  let fa = power(a)
  let fb = power(b)
  for (let i = 0; i < 16; i++) {
    if (fa > fb) {
      hi = b
      b = a
      fb = fa
      a = hi - ratio * (hi - lo)
      fa = power(a)
    } else {
      lo = a
      a = b
      fa = fb
      b = lo + ratio * (hi - lo)
      fb = power(b)
    }
  }
  return (lo + hi) / 2
}
