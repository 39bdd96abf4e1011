// Step 3 of the grid search (see edge-profiles.ts): checking a lattice in the image itself, by how flat its
// cells are against how much neighbouring cells differ, and by how well its cells redraw the image.
import { channelDistance, histogramMedian, type Premultiplied } from './edge-profiles.ts'

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
        // channelDistance to the centre, with the centre's channels read once (the hot loop of the search).
        const r = data[c] as number
        const g = data[c + 1] as number
        const b = data[c + 2] as number
        const a = data[c + 3] as number
        for (let p = base + from * stride, end = base + to * stride; p <= end; p += stride) {
          misfit +=
            Math.abs((data[p] as number) - r) +
            Math.abs((data[p + 1] as number) - g) +
            Math.abs((data[p + 2] as number) - b) +
            Math.abs((data[p + 3] as number) - a)
        }
        if (to >= from) pixels += to - from + 1
      } else if (previous >= 0) {
        const from = Math.max(0, Math.ceil(previousCentre - 0.5))
        const to = Math.min(along - 1, Math.floor(centre - 0.5))
        // Both centres' channels read once (the search's other hot loop).
        const r0 = data[previous] as number
        const g0 = data[previous + 1] as number
        const b0 = data[previous + 2] as number
        const a0 = data[previous + 3] as number
        const r1 = data[c] as number
        const g1 = data[c + 1] as number
        const b1 = data[c + 2] as number
        const a1 = data[c + 3] as number
        for (let i = from; i <= to; i++) {
          const t = (i + 0.5 - previousCentre) / scale
          const u = 1 - t
          const p = base + i * stride
          misfit += Math.abs((data[p] as number) - (u * r0 + t * r1))
          misfit += Math.abs((data[p + 1] as number) - (u * g0 + t * g1))
          misfit += Math.abs((data[p + 2] as number) - (u * b0 + t * b1))
          misfit += Math.abs((data[p + 3] as number) - (u * a0 + t * a1))
        }
        if (to >= from) pixels += to - from + 1
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
 * mean differences: small when the fine lattice adds nothing, near 1 when its cells are real. `noise` (the
 * difference noise alone makes between two pixels, see lineNoise) is taken off both means first.
 */
export function subdivisionContrast(
  image: Premultiplied,
  axis: 'x' | 'y',
  fine: { scale: number; phase: number },
  coarse: { scale: number; phase: number },
  noise = 0,
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
  const across = crossing / crossingPairs - noise
  if (across <= 0) return 1
  return Math.max(0, inside / insidePairs - noise) / across
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
