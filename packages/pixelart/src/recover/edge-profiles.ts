import type { RGBAImage } from '../png.ts'

/**
 * Finding the pixel grid of upscaled pixel art, one axis at a time (this file: step 1; spectrum.ts: step 2;
 * lattice-misfit.ts: step 3).
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

import { withoutBlocksOnBothAxes } from './jpeg-blocks.ts'

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
  /**
   * Per boundary position (x = i + 1, as `values`): on how many of the summed lines an edge stands out
   * there (edgeHits). Only the gradient profiles have it.
   */
  hits?: Float64Array
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
  /** Per axis: JPEG block borders stood out from the picture's edges (their share is removed above). */
  blocky: { x: boolean; y: boolean }
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

export function channelDistance(data: Uint8ClampedArray, p: number, q: number): number {
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
export function histogramMedian(histogram: Uint32Array): number {
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
    gradient: {
      values: sumUp(gradientRaw, along - 1, noiseFloor),
      first: 1,
      hits: edgeHits(image, axis, lines),
    },
    curvature: { values: sumUp(curvatureRaw, along - 2, curvatureFloor), first: 1.5 },
  }
}

/** A step across an edge must exceed this many times the typical step (the noise) to be a hit... */
const HIT_NOISE = 3
/** ...and at least this much (sum over premultiplied RGBA): two shades a palette tells apart. */
const MIN_HIT_STEP = 24

/**
 * On how many lines each boundary holds an edge: per line, the colour step across three pixels (so an
 * edge a blur or a box filter spread over two or three pixels counts whole) at its local maxima along
 * the line, where it stands clear of the noise. The summed gradient weighs an edge by its length across
 * the image, so a boundary that only a few lines cross (one cell of detail in a tall sprite) sinks under
 * the noise summed over all the others; a count of lines where an edge stands out does not.
 */
function edgeHits(image: Premultiplied, axis: 'x' | 'y', lines: number): Float64Array {
  const { width, height, data } = image
  const along = axis === 'x' ? width : height
  const across = axis === 'x' ? height : width
  const step = (axis === 'x' ? 1 : width) * 4
  const out = new Float64Array(Math.max(0, along - 1))
  if (along < 4) return out
  // steps[b] is the change across boundary b (between pixels b - 1 and b), read from b - 2 to b + 1.
  const steps = new Uint16Array(lines * (along + 1))
  const histogram = new Uint32Array(1021)
  for (let j = 0; j < lines; j++) {
    const line = Math.floor(((j + 0.5) * across) / lines)
    const base = (axis === 'x' ? line * width : line) * 4
    for (let b = 1; b < along; b++) {
      const d = channelDistance(
        data,
        base + Math.max(0, b - 2) * step,
        base + Math.min(along - 1, b + 1) * step,
      )
      steps[j * (along + 1) + b] = d
      histogram[d] = (histogram[d] as number) + 1
    }
  }
  const threshold = Math.max(MIN_HIT_STEP, HIT_NOISE * histogramMedian(histogram))
  for (let j = 0; j < lines; j++) {
    const row = j * (along + 1)
    for (let b = 1; b < along; b++) {
      const v = steps[row + b] as number
      if (v <= threshold) continue
      // A plateau of equal steps (a sharp edge read across three pixels) counts once, at its middle.
      const left = b > 1 ? (steps[row + b - 1] as number) : 0
      if (v < left) continue
      let end = b
      while (end + 1 < along && (steps[row + end + 1] as number) === v) end++
      const right = end + 1 < along ? (steps[row + end + 1] as number) : 0
      if (v <= right || (v === left && b > 1)) continue
      const at = (b + end) >> 1
      out[at - 1] = (out[at - 1] as number) + 1
    }
  }
  return out
}

export function edgeProfiles(image: Premultiplied): EdgeProfiles {
  const x = axisProfiles(image, 'x')
  const y = axisProfiles(image, 'y')
  const { x: blocksX, y: blocksY } = withoutBlocksOnBothAxes(
    x.gradient,
    image.width,
    y.gradient,
    image.height,
  )
  return {
    gradientX: blocksX.profile,
    gradientY: blocksY.profile,
    blocky: { x: blocksX.blocky, y: blocksY.blocky },
    curvatureX: x.curvature,
    curvatureY: y.curvature,
    noiseFloor: (x.noiseFloor + y.noiseFloor) / 2,
    // For independent noise the second difference is √3 times the first.
    grain: (x.curvatureFloor + y.curvatureFloor) / 2 / Math.sqrt(3),
  }
}
