import type { Premultiplied } from './edge-profiles.ts'
import { sampledLines } from './lattice-misfit.ts'

/** Cells whose model redraw leaves at most this (RMS per channel, 0–255) draw the image: what is left is
 * blur, noise and JPEG grain, not detail they miss. */
export const DRAWN_RESIDUAL = 8

/**
 * How well cells with these edges explain the image along one axis when drawn the way the image was
 * made: each cell one flat colour, area-sampled onto the pixels and blurred. The cell colours are the
 * least-squares fit on each sampled line, so a grid is judged by the detail it cannot draw, not by how
 * flat its cell middles are. That keeps the measure fair across cell sizes: a cell of 3 px blurred by
 * σ 1 has no flat middle at all, and a grid of cells ten times too large has wide middles that look flat
 * next to its large colour steps, yet it cannot draw the small cells inside them.
 *
 * Returns the root-mean-square residual per channel (0–255 units), the smallest of an unblurred, a
 * blurred and a nearest-neighbour model (or of the ramp model alone); Infinity when there is nothing to
 * judge.
 */
export function modelResidual(
  image: Premultiplied,
  axis: 'x' | 'y',
  edges: readonly number[],
  options: RedrawOptions = {},
): number {
  const { all, worst } = modelResiduals(image, axis, edges, options)
  return options.worst === undefined ? all : worst
}

/** modelResidual over all judged lines and over the share of them drawn worst, from one redraw. */
export function modelResiduals(
  image: Premultiplied,
  axis: 'x' | 'y',
  edges: readonly number[],
  options: RedrawOptions = {},
): { all: number; worst: number } {
  const none = { all: Infinity, worst: Infinity }
  const { data, along, lines } = sampledLines(image, axis)
  if (edges.length < 2 || along < 2) return none
  const judge = { lineStep: options.lineStep ?? LINE_STEP, worst: options.worst ?? 1 }
  const designs: (Design | null)[] = options.ramps
    ? [rampMatrix(edges, along)]
    : BLURS.map((sigma) => designMatrix(edges, along, sigma))
  // A nearest-neighbour upscale gives each pixel wholly to the cell over its centre: cells on
  // fractional edges, area-sampled, would mix colours that such an image never mixes.
  if (!options.ramps && edges.some((e) => !Number.isInteger(e))) {
    designs.push(
      designMatrix(
        edges.map((e) => Math.ceil(e - 0.5)),
        along,
        0,
      ),
    )
  }
  const best = { ...none }
  for (const design of designs) {
    if (!design) return none
    const r = residual(design, data, along, lines, judge)
    best.all = Math.min(best.all, r.all)
    best.worst = Math.min(best.worst, r.worst)
    if (best.worst <= (options.enough ?? -1)) break
  }
  return best
}

export interface RedrawOptions {
  /** Every how many sampled lines is judged (a quick look takes fewer). */
  lineStep?: number
  /** The share of judged lines, those drawn worst, the residual is taken over (1: all of them). A few
   * lines of one-cell detail (a chimney's joints, a window's bar) vanish in the mean over all lines. */
  worst?: number
  /** Stop at the first model whose residual (over the worst share) is at most this: the caller asks only
   * whether the cells draw the image, and the rest of the models cannot change that answer. */
  enough?: number
  /** Draw each pixel as the straight ramp between the two cell centres around it (a smooth, bilinear
   * upscale) instead of flat, area-sampled cells. */
  ramps?: boolean
}

/** Blurs tried (σ in pixels): none (a nearest-neighbour or sharp box upscale) and a typical soft one. */
const BLURS = [0, 0.9]
/** Every second sampled line is judged by default: half the work, and still dozens of lines. */
const LINE_STEP = 2
/** Gaussian taps reach this many σ. */
const REACH = 2.5

/**
 * The weights of every cell on every pixel, pixel by pixel: `start[i]` is the first cell touching pixel
 * i and `weights` holds `width` weights per pixel from there (cells beyond it weigh 0).
 */
interface Design {
  cells: number
  start: Int32Array
  width: number
  weights: Float64Array
}

function designMatrix(edges: readonly number[], along: number, sigma: number): Design | null {
  const cells = edges.length - 1
  // Box coverage of each pixel [i, i + 1) by each cell, as (first cell, weights) per pixel.
  const box: { first: number; w: number[] }[] = []
  let k = 0
  for (let i = 0; i < along; i++) {
    while (k + 1 < cells && (edges[k + 1] as number) <= i) k++
    const w: number[] = []
    for (let j = k; j < cells; j++) {
      const from = Math.max(i, edges[j] as number)
      const to = Math.min(i + 1, edges[j + 1] as number)
      w.push(Math.max(0, to - from))
      if ((edges[j + 1] as number) >= i + 1) break
    }
    box.push({ first: k, w })
  }
  const taps = sigma > 0 ? gaussian(sigma) : [1]
  const r = (taps.length - 1) / 2
  // Blurred rows: pixel i mixes the box rows of pixels i - r .. i + r (clamped at the ends).
  let width = 1
  const start = new Int32Array(along)
  const spans: { first: number; last: number }[] = []
  for (let i = 0; i < along; i++) {
    let first = Infinity
    let last = -1
    for (let t = -r; t <= r; t++) {
      const row = box[Math.min(along - 1, Math.max(0, i + t))] as { first: number; w: number[] }
      first = Math.min(first, row.first)
      last = Math.max(last, row.first + row.w.length - 1)
    }
    spans.push({ first, last })
    start[i] = first
    width = Math.max(width, last - first + 1)
  }
  const weights = new Float64Array(along * width)
  for (let i = 0; i < along; i++) {
    const base = i * width
    const first = start[i] as number
    for (let t = -r; t <= r; t++) {
      const row = box[Math.min(along - 1, Math.max(0, i + t))] as { first: number; w: number[] }
      const tap = taps[t + r] as number
      row.w.forEach((v, j) => {
        const at = base + row.first + j - first
        weights[at] = (weights[at] as number) + tap * v
      })
    }
  }
  if (cells < 1) return null
  return { cells, start, width, weights }
}

/** Each pixel centre between two cell centres, weighted to each by nearness (linear interpolation); pixels
 * before the first or after the last centre take that cell's colour. */
function rampMatrix(edges: readonly number[], along: number): Design | null {
  const cells = edges.length - 1
  if (cells < 1) return null
  const centres = edges.slice(0, -1).map((e, k) => (e + (edges[k + 1] as number)) / 2)
  const start = new Int32Array(along)
  const weights = new Float64Array(along * 2)
  let k = 0
  for (let i = 0; i < along; i++) {
    const p = i + 0.5
    while (k + 1 < cells && (centres[k + 1] as number) <= p) k++
    const from = centres[k] as number
    const to = centres[k + 1]
    const t = to === undefined || p <= from ? 0 : (p - from) / (to - from)
    start[i] = k
    weights[i * 2] = 1 - t
    weights[i * 2 + 1] = k + 1 < cells ? t : 0
  }
  return { cells, start, width: 2, weights }
}

function gaussian(sigma: number): number[] {
  const r = Math.max(1, Math.ceil(REACH * sigma))
  const taps: number[] = []
  let sum = 0
  for (let t = -r; t <= r; t++) {
    const v = Math.exp(-(t * t) / (2 * sigma * sigma))
    taps.push(v)
    sum += v
  }
  return taps.map((v) => v / sum)
}

/**
 * The root-mean-square residual of the least-squares cell colours on every judged line and channel, over
 * all of them and over the share `judge.worst` of them drawn worst.
 * The normal matrix is the same for every line: it is factored once (banded Cholesky) and solved per
 * line and channel.
 */
function residual(
  design: Design,
  data: Uint8ClampedArray,
  along: number,
  lines: number,
  judge: { lineStep: number; worst: number },
): { all: number; worst: number } {
  const { cells, start, width, weights } = design
  const band = width // the normal matrix has nonzeros within `width - 1` of the diagonal
  const normal = new Float64Array(cells * band) // normal[k * band + d] = (WᵀW)[k][k + d]
  for (let i = 0; i < along; i++) {
    const base = i * width
    const first = start[i] as number
    for (let a = 0; a < width; a++) {
      const wa = weights[base + a] as number
      if (wa === 0 || first + a >= cells) continue
      for (let b = a; b < width && first + b < cells; b++) {
        const at = (first + a) * band + (b - a)
        normal[at] = (normal[at] as number) + wa * (weights[base + b] as number)
      }
    }
  }
  // A cell no pixel sees (beyond the image) gets a tiny ridge so the system stays solvable.
  for (let k = 0; k < cells; k++) normal[k * band] = (normal[k * band] as number) + 1e-6
  const factor = choleskyBanded(normal, cells, band)
  // The four channels of a line are solved together: one pass over the pixels and weights for all four.
  const rhs = new Float64Array(cells * 4) // rhs[k * 4 + c]
  const lineSums: number[] = []
  for (let j = 0; j < lines; j += judge.lineStep) {
    const lineBase = j * along * 4
    rhs.fill(0)
    for (let i = 0; i < along; i++) {
      const at = lineBase + i * 4
      const y0 = data[at] as number
      const y1 = data[at + 1] as number
      const y2 = data[at + 2] as number
      const y3 = data[at + 3] as number
      if (y0 === 0 && y1 === 0 && y2 === 0 && y3 === 0) continue
      const base = i * width
      const first = start[i] as number
      for (let a = 0; a < width && first + a < cells; a++) {
        const w = weights[base + a] as number
        const k = (first + a) * 4
        rhs[k] = (rhs[k] as number) + w * y0
        rhs[k + 1] = (rhs[k + 1] as number) + w * y1
        rhs[k + 2] = (rhs[k + 2] as number) + w * y2
        rhs[k + 3] = (rhs[k + 3] as number) + w * y3
      }
    }
    solveBanded4(factor, cells, band, rhs)
    let s0 = 0
    let s1 = 0
    let s2 = 0
    let s3 = 0
    for (let i = 0; i < along; i++) {
      const base = i * width
      const first = start[i] as number
      let m0 = 0
      let m1 = 0
      let m2 = 0
      let m3 = 0
      for (let a = 0; a < width && first + a < cells; a++) {
        const w = weights[base + a] as number
        const k = (first + a) * 4
        m0 += w * (rhs[k] as number)
        m1 += w * (rhs[k + 1] as number)
        m2 += w * (rhs[k + 2] as number)
        m3 += w * (rhs[k + 3] as number)
      }
      const at = lineBase + i * 4
      const d0 = (data[at] as number) - m0
      const d1 = (data[at + 1] as number) - m1
      const d2 = (data[at + 2] as number) - m2
      const d3 = (data[at + 3] as number) - m3
      s0 += d0 * d0
      s1 += d1 * d1
      s2 += d2 * d2
      s3 += d3 * d3
    }
    lineSums.push(s0 + s1 + s2 + s3)
  }
  const rms = (sums: number[]) => Math.sqrt(sums.reduce((a, b) => a + b, 0) / (sums.length * along * 4))
  const taken = Math.max(1, Math.round(judge.worst * lineSums.length))
  return { all: rms(lineSums), worst: rms([...lineSums].sort((a, b) => b - a).slice(0, taken)) }
}

/** In-place banded Cholesky: on return m[k * band + d] holds L[k + d][k] (L lower, LLᵀ = the matrix). */
function choleskyBanded(m: Float64Array, n: number, band: number): Float64Array {
  for (let k = 0; k < n; k++) {
    let diag = m[k * band] as number
    for (let p = Math.max(0, k - band + 1); p < k; p++) {
      const l = m[p * band + (k - p)] as number
      diag -= l * l
    }
    const root = Math.sqrt(Math.max(diag, 1e-12))
    m[k * band] = root
    for (let d = 1; d < band && k + d < n; d++) {
      let v = m[k * band + d] as number
      for (let p = Math.max(0, k + d - band + 1); p < k; p++) {
        v -= (m[p * band + (k - p)] as number) * (m[p * band + (k + d - p)] as number)
      }
      m[k * band + d] = v / root
    }
  }
  return m
}

/** Solves LLᵀx = b in place with the factor from choleskyBanded, for four right-hand sides interleaved
 * (b[k * 4 + c]). */
function solveBanded4(l: Float64Array, n: number, band: number, b: Float64Array): void {
  for (let k = 0; k < n; k++) {
    const root = l[k * band] as number
    for (let c = 0; c < 4; c++) {
      let v = b[k * 4 + c] as number
      for (let p = Math.max(0, k - band + 1); p < k; p++)
        v -= (l[p * band + (k - p)] as number) * (b[p * 4 + c] as number)
      b[k * 4 + c] = v / root
    }
  }
  for (let k = n - 1; k >= 0; k--) {
    const root = l[k * band] as number
    for (let c = 0; c < 4; c++) {
      let v = b[k * 4 + c] as number
      for (let d = 1; d < band && k + d < n; d++)
        v -= (l[k * band + d] as number) * (b[(k + d) * 4 + c] as number)
      b[k * 4 + c] = v / root
    }
  }
}
