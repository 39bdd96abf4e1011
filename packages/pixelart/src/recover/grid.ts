import type { RGBAImage } from '../png.ts'

/**
 * Finding the pixel grid of upscaled pixel art, one axis at a time.
 *
 * 1. Edge profile: for every column boundary, the summed colour change across it over all rows (and the
 *    same for rows). Upscaled pixel art changes colour only on cell boundaries, so the profile is a train of
 *    peaks at `offset + k * scale`, smeared by blur and with noise between them. The scale need not be an
 *    integer: a non-integer nearest-neighbour upscale jitters each boundary by under one pixel, a smooth
 *    resampler widens it, and neither moves the train's period.
 * 2. Spectrum: the Fourier transform of the profile peaks at the train's frequency 1/scale and at its
 *    harmonics. Peaks are refined to a fraction of a bin by evaluating the transform directly, and the phase
 *    at the peak gives the offset. Candidates are the strongest peaks and their sub-harmonics (a period 2, 3
 *    or 4 times longer), because the fundamental is not always the strongest peak.
 * 3. Verification in the image itself: for each candidate lattice, colours a quarter of a cell away from a
 *    cell's centre should equal the centre's colour (the cell is flat), while neighbouring centres differ.
 *    The ratio of the two is small only for the true lattice: a lattice twice too coarse puts cell centres
 *    on real edges, one slightly off in period drifts onto edges across the image, and one twice too fine
 *    makes half of the neighbouring centres equal. This replaces the guesses about common sizes that other
 *    tools make with a measurement.
 */

/** Colours as premultiplied RGBA so that transparent pixels of any stored colour look alike. */
export interface Premultiplied {
  width: number
  height: number
  data: Uint8ClampedArray
}

export function premultiply(image: RGBAImage): Premultiplied {
  const { width, height, data } = image
  const out = new Uint8ClampedArray(data)
  for (let i = 0; i < data.length; i += 4) {
    const a = data[i + 3] as number
    if (a === 255) continue
    if (a === 0) {
      out[i] = 0
      out[i + 1] = 0
      out[i + 2] = 0
    } else {
      out[i] = ((data[i] as number) * a + 127) / 255
      out[i + 1] = ((data[i + 1] as number) * a + 127) / 255
      out[i + 2] = ((data[i + 2] as number) * a + 127) / 255
    }
  }
  return { width, height, data: out }
}

/** A profile along one axis: `values[i]` describes the position x = first + i. */
export interface Profile {
  values: Float64Array
  first: number
}

/**
 * A 3×3 box average: divides independent pixel noise by three, which the lattice checks need on noisy
 * or JPEG-compressed input, while leaving the middle of cells of three pixels or more as flat as it was.
 */
export function smooth3(image: Premultiplied): Premultiplied {
  const { width, height, data } = image
  const rows = new Uint16Array(data.length)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4
      const left = x > 0 ? o - 4 : o
      const right = x + 1 < width ? o + 4 : o
      for (let c = 0; c < 4; c++) {
        rows[o + c] = (data[left + c] as number) + (data[o + c] as number) + (data[right + c] as number)
      }
    }
  }
  const out = new Uint8ClampedArray(data.length)
  const stride = width * 4
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4
      const up = y > 0 ? o - stride : o
      const down = y + 1 < height ? o + stride : o
      for (let c = 0; c < 4; c++) {
        out[o + c] = ((rows[up + c] as number) + (rows[o + c] as number) + (rows[down + c] as number)) / 9
      }
    }
  }
  return { width, height, data: out }
}

export interface EdgeProfiles {
  /** Colour change across each column boundary (x = i + 1): peaks on cell boundaries of sharp art. */
  gradientX: Profile
  gradientY: Profile
  /**
   * Change of the colour change at each pixel (x = i + 0.5): peaks where a smooth resampler's ramps bend,
   * at the cell centres, where the gradient profile of a bilinear upscale is flat and shows no period.
   */
  curvatureX: Profile
  curvatureY: Profile
  /** The typical colour change between neighbouring pixels (0 for clean art, the noise level otherwise). */
  noiseFloor: number
  /**
   * The typical change of that change (second difference, scaled to compare with noiseFloor): high for
   * noise and JPEG grain, near 0 on the straight ramps of a smooth upscale, whose neighbouring pixels
   * nonetheless all differ.
   */
  grain: number
}

/** Lines summed per profile: plenty for a stable average, and it bounds the time on large images. */
const PROFILE_LINES = 320

function channelDistance(data: Uint8ClampedArray, p: number, q: number): number {
  return (
    Math.abs((data[p] as number) - (data[q] as number)) +
    Math.abs((data[p + 1] as number) - (data[q + 1] as number)) +
    Math.abs((data[p + 2] as number) - (data[q + 2] as number)) +
    Math.abs((data[p + 3] as number) - (data[q + 3] as number))
  )
}

function curvatureAt(data: Uint8ClampedArray, before: number, at: number, after: number): number {
  let sum = 0
  for (let c = 0; c < 4; c++) {
    sum += Math.abs((data[before + c] as number) - 2 * (data[at + c] as number) + (data[after + c] as number))
  }
  return sum
}

/** The median of a histogram of small integers. */
function histogramMedian(histogram: Uint32Array): number {
  let total = 0
  for (const n of histogram) total += n
  let seen = 0
  for (let v = 0; v < histogram.length; v++) {
    seen += histogram[v] as number
    if (seen * 2 >= total) return v
  }
  return 0
}

/**
 * Profiles along one axis, summed over up to PROFILE_LINES evenly spaced lines across it. Changes at or
 * below the typical change (the median, zero for clean art, the noise level otherwise) are dropped, so
 * that noise and JPEG grain do not bury the boundaries.
 */
function axisProfiles(
  image: Premultiplied,
  axis: 'x' | 'y',
): { gradient: Profile; curvature: Profile; noiseFloor: number; curvatureFloor: number } {
  const { width, height, data } = image
  const along = axis === 'x' ? width : height
  const across = axis === 'x' ? height : width
  const lines = Math.min(across, PROFILE_LINES)
  const step = (axis === 'x' ? 1 : width) * 4
  const gradientRaw = new Uint16Array(lines * Math.max(0, along - 1))
  const curvatureRaw = new Uint16Array(lines * Math.max(0, along - 2))
  const gradientHistogram = new Uint32Array(1021)
  const curvatureHistogram = new Uint32Array(2041)
  for (let j = 0; j < lines; j++) {
    const line = Math.floor(((j + 0.5) * across) / lines)
    const base = (axis === 'x' ? line * width : line) * 4
    for (let i = 0; i + 1 < along; i++) {
      const p = base + i * step
      const d = channelDistance(data, p, p + step)
      gradientRaw[j * (along - 1) + i] = d
      gradientHistogram[d] = (gradientHistogram[d] as number) + 1
      if (i >= 1) {
        const c = curvatureAt(data, p - step, p, p + step)
        curvatureRaw[j * (along - 2) + i - 1] = c
        curvatureHistogram[c] = (curvatureHistogram[c] as number) + 1
      }
    }
  }
  const sumUp = (raw: Uint16Array, length: number, threshold: number) => {
    const out = new Float64Array(Math.max(0, length))
    for (let j = 0; j < lines; j++) {
      for (let i = 0; i < length; i++) {
        const v = (raw[j * length + i] as number) - threshold
        if (v > 0) out[i] = (out[i] as number) + v
      }
    }
    return out
  }
  const noiseFloor = histogramMedian(gradientHistogram)
  const curvatureFloor = histogramMedian(curvatureHistogram)
  return {
    noiseFloor,
    curvatureFloor,
    gradient: { values: sumUp(gradientRaw, along - 1, noiseFloor), first: 1 },
    curvature: { values: sumUp(curvatureRaw, along - 2, curvatureFloor), first: 1.5 },
  }
}

export function edgeProfiles(image: Premultiplied): EdgeProfiles {
  const x = axisProfiles(image, 'x')
  const y = axisProfiles(image, 'y')
  return {
    gradientX: x.gradient,
    gradientY: y.gradient,
    curvatureX: x.curvature,
    curvatureY: y.curvature,
    noiseFloor: (x.noiseFloor + y.noiseFloor) / 2,
    // For independent noise the second difference is √3 times the first.
    grain: (x.curvatureFloor + y.curvatureFloor) / 2 / Math.sqrt(3),
  }
}

// ---- spectrum -----------------------------------------------------------------------------------------

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

// ---- verification -------------------------------------------------------------------------------------

/** How cells look inside: flat (sharp or slightly blurred art) or ramps between centres (smooth upscale). */
export type CellModel = 'flat' | 'linear'

/** Lines sampled when scoring a lattice. */
const MISFIT_LINES = 64

interface SampledLines {
  /** `lines` lines of `along` RGBA pixels each, one after the other. */
  data: Uint8ClampedArray
  along: number
  lines: number
}

const sampledLinesCache = new WeakMap<Premultiplied, { x?: SampledLines; y?: SampledLines }>()

/**
 * The MISFIT_LINES evenly spaced lines along an axis that every lattice is scored on, copied once into
 * one contiguous array: dozens of candidates read them, and columns of a large image are far apart in it.
 */
export function sampledLines(image: Premultiplied, axis: 'x' | 'y'): SampledLines {
  let cached = sampledLinesCache.get(image)
  if (!cached) {
    cached = {}
    sampledLinesCache.set(image, cached)
  }
  const hit = cached[axis]
  if (hit) return hit
  const { width, height, data } = image
  const along = axis === 'x' ? width : height
  const across = axis === 'x' ? height : width
  const lines = Math.min(across, MISFIT_LINES)
  const out = new Uint8ClampedArray(lines * along * 4)
  for (let j = 0; j < lines; j++) {
    const line = Math.floor(((j + 0.5) * across) / lines)
    if (axis === 'x') {
      out.set(data.subarray(line * width * 4, (line + 1) * width * 4), j * along * 4)
    } else {
      for (let i = 0; i < along; i++) {
        const from = (i * width + line) * 4
        const to = (j * along + i) * 4
        out[to] = data[from] as number
        out[to + 1] = data[from + 1] as number
        out[to + 2] = data[from + 2] as number
        out[to + 3] = data[from + 3] as number
      }
    }
  }
  const sampled = { data: out, along, lines }
  cached[axis] = sampled
  return sampled
}

/**
 * The typical colour change between neighbouring pixels on the sampled lines (the median): what noise
 * alone makes a pixel differ from a cell's centre, on any lattice. 0 for clean art.
 */
export function lineNoise(image: Premultiplied, axis: 'x' | 'y'): number {
  const { data, along, lines } = sampledLines(image, axis)
  const histogram = new Uint32Array(1021)
  for (let j = 0; j < lines; j++) {
    const base = j * along * 4
    for (let i = 0; i + 1 < along; i++) {
      const d = channelDistance(data, base + i * 4, base + i * 4 + 4)
      histogram[d] = (histogram[d] as number) + 1
    }
  }
  return histogramMedian(histogram)
}

/**
 * How badly a lattice fits along one axis: how far pixels are from what the cell centres predict, divided
 * by how far neighbouring centres are from each other, less the noise floor. Near 0 for the true lattice, near 1 or more for
 * none, `Infinity` when the image has no contrast along the axis.
 * - 'flat': pixels within a quarter cell of a centre (at least the pixels nearer to it than to the
 *   boundary) should have the centre's colour.
 * - 'linear': every pixel should lie on the straight line between the two centres around it, which is what
 *   a bilinear upscale draws.
 * `lineStep` > 1 looks at every so many of the sampled lines only: a quick estimate.
 */
export function latticeMisfit(
  image: Premultiplied,
  axis: 'x' | 'y',
  lattice: { scale: number; phase: number },
  model: CellModel = 'flat',
  noiseFloor = 0,
  lineStep = 1,
): number {
  const { data, along, lines } = sampledLines(image, axis)
  const { scale, phase } = lattice
  const radius = Math.max(scale / 4, Math.min(1, scale / 2 - 0.3))
  const stride = 4
  const firstCell = Math.ceil((-phase - scale / 2) / scale)
  let misfit = 0
  let pixels = 0
  let contrast = 0
  let pairs = 0
  for (let j = 0; j < lines; j += lineStep) {
    const base = j * along * 4
    let previousCentre = -1
    let previous = -1
    for (let k = firstCell; ; k++) {
      const centre = phase + (k + 0.5) * scale
      if (centre < 0) continue
      if (centre >= along) break
      const c = base + Math.floor(centre) * stride
      if (model === 'flat') {
        const from = Math.max(0, Math.ceil(centre - radius - 0.5))
        const to = Math.min(along - 1, Math.floor(centre + radius - 0.5))
        for (let i = from; i <= to; i++) {
          misfit += channelDistance(data, base + i * stride, c)
          pixels++
        }
      } else if (previous >= 0) {
        const from = Math.max(0, Math.ceil(previousCentre - 0.5))
        const to = Math.min(along - 1, Math.floor(centre - 0.5))
        for (let i = from; i <= to; i++) {
          const t = (i + 0.5 - previousCentre) / scale
          const p = base + i * stride
          for (let ch = 0; ch < 4; ch++) {
            const predicted = (1 - t) * (data[previous + ch] as number) + t * (data[c + ch] as number)
            misfit += Math.abs((data[p + ch] as number) - predicted)
          }
          pixels++
        }
      }
      if (previous >= 0) {
        contrast += channelDistance(data, c, previous)
        pairs++
      }
      previous = c
      previousCentre = centre
    }
  }
  if (pixels === 0 || pairs === 0 || contrast === 0) return Infinity
  // Noise makes every pixel differ from the centre by about the noise floor, on any lattice: discount it.
  return Math.max(0, misfit / pixels - noiseFloor) / (contrast / pairs)
}

/**
 * Whether a fine lattice is only a subdivision of a coarse one: neighbouring fine cells inside one coarse
 * cell should then look alike, and differ only across coarse boundaries. Returns the ratio of the two
 * mean differences: small when the fine lattice adds nothing, near 1 when its cells are real.
 */
export function subdivisionContrast(
  image: Premultiplied,
  axis: 'x' | 'y',
  fine: { scale: number; phase: number },
  coarse: { scale: number; phase: number },
): number {
  const { data, along, lines } = sampledLines(image, axis)
  const stride = 4
  const firstCell = Math.ceil((-fine.phase - fine.scale / 2) / fine.scale)
  let inside = 0
  let insidePairs = 0
  let crossing = 0
  let crossingPairs = 0
  for (let j = 0; j < lines; j++) {
    const base = j * along * 4
    let previous = -1
    for (let k = firstCell; ; k++) {
      const centre = fine.phase + (k + 0.5) * fine.scale
      if (centre < 0) continue
      if (centre >= along) break
      const c = base + Math.floor(centre) * stride
      if (previous >= 0) {
        const boundary = centre - fine.scale / 2
        const t = (((boundary - coarse.phase) % coarse.scale) + coarse.scale) % coarse.scale
        const distance = Math.min(t, coarse.scale - t)
        const d = channelDistance(data, c, previous)
        if (distance < fine.scale / 2) {
          crossing += d
          crossingPairs++
        } else {
          inside += d
          insidePairs++
        }
      }
      previous = c
    }
  }
  if (insidePairs === 0 || crossingPairs === 0 || crossing === 0) return 1
  return inside / insidePairs / (crossing / crossingPairs)
}

/**
 * How well a lattice redraws the image along one axis: every pixel of the cells that lie wholly inside the
 * image is predicted from its cell's centre (flat cells; a pixel within `allowance` pixels of a boundary
 * may instead take the neighbouring centre, since blur and resampling smear boundaries) or from the line
 * between the two centres around it (linear cells). Returns the mean prediction error over the mean
 * difference between neighbouring centres, like latticeMisfit, but over whole cells: a lattice whose
 * centres happen to sit in flat areas while its cells straddle real boundaries is caught here.
 */
export function reconstructionError(
  image: Premultiplied,
  axis: 'x' | 'y',
  lattice: { scale: number; phase: number },
  model: CellModel,
  allowance: number,
): number {
  const { data, along, lines } = sampledLines(image, axis)
  const { scale, phase } = lattice
  const stride = 4
  const firstCell = Math.max(0, Math.ceil(-phase / scale))
  const lastCell = Math.floor((along - phase) / scale) - 1
  if (lastCell - firstCell < 1) return Infinity
  const cells = lastCell - firstCell + 1
  const centres = new Int32Array(cells)
  for (let k = 0; k < cells; k++) {
    centres[k] = Math.min(along - 1, Math.floor(phase + (firstCell + k + 0.5) * scale))
  }
  const from = Math.max(0, Math.ceil(phase + firstCell * scale - 0.5))
  const to = Math.min(along - 1, Math.floor(phase + (lastCell + 1) * scale - 0.5))
  let error = 0
  let pixels = 0
  let contrast = 0
  let pairs = 0
  for (let j = 0; j < lines; j++) {
    const base = j * along * 4
    for (let k = 1; k < cells; k++) {
      contrast += channelDistance(
        data,
        base + (centres[k] as number) * stride,
        base + (centres[k - 1] as number) * stride,
      )
      pairs++
    }
    for (let i = from; i <= to; i++) {
      const t = (i + 0.5 - phase) / scale - firstCell
      const k = Math.min(cells - 1, Math.max(0, Math.floor(t)))
      const p = base + i * stride
      const own = base + (centres[k] as number) * stride
      if (model === 'linear') {
        // Between the centre before and after the pixel.
        const u = t - 0.5
        const a = Math.min(cells - 1, Math.max(0, Math.floor(u)))
        const b = Math.min(cells - 1, a + 1)
        const w = Math.min(1, Math.max(0, u - a))
        const pa = base + (centres[a] as number) * stride
        const pb = base + (centres[b] as number) * stride
        let e = 0
        for (let ch = 0; ch < 4; ch++) {
          e += Math.abs(
            (data[p + ch] as number) - ((1 - w) * (data[pa + ch] as number) + w * (data[pb + ch] as number)),
          )
        }
        error += e
      } else {
        let e = channelDistance(data, p, own)
        const inCell = (t - k) * scale
        if (inCell < allowance && k > 0) {
          e = Math.min(e, channelDistance(data, p, base + (centres[k - 1] as number) * stride))
        } else if (scale - inCell < allowance && k + 1 < cells) {
          e = Math.min(e, channelDistance(data, p, base + (centres[k + 1] as number) * stride))
        }
        error += e
      }
      pixels++
    }
  }
  if (pixels === 0 || pairs === 0 || contrast === 0) return Infinity
  return error / pixels / (contrast / pairs)
}
