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
 * blurred and a nearest-neighbour model; Infinity when there is nothing to judge. `lineStep`: every how
 * many sampled lines is judged (a quick look takes fewer).
 */
export function modelResidual(
  image: Premultiplied,
  axis: 'x' | 'y',
  edges: readonly number[],
  lineStep = LINE_STEP,
): number {
  const { data, along, lines } = sampledLines(image, axis)
  if (edges.length < 2 || along < 2) return Infinity
  let best = Infinity
  for (const sigma of BLURS) {
    const design = designMatrix(edges, along, sigma)
    if (!design) return Infinity
    best = Math.min(best, residual(design, data, along, lines, lineStep))
  }
  // A nearest-neighbour upscale gives each pixel wholly to the cell over its centre: cells on
  // fractional edges, area-sampled, would mix colours that such an image never mixes.
  if (edges.some((e) => !Number.isInteger(e))) {
    const nearest = designMatrix(
      edges.map((e) => Math.ceil(e - 0.5)),
      along,
      0,
    )
    if (nearest) best = Math.min(best, residual(nearest, data, along, lines, lineStep))
  }
  return best
}

/** Blurs tried (σ in pixels): none (a nearest-neighbour or sharp box upscale) and a typical soft one. */
const BLURS = [0, 0.9]
/** Every second sampled line is judged: half the work, and still dozens of lines. */
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
 * The root-mean-square residual of the least-squares cell colours on every sampled line and channel.
 * The normal matrix is the same for every line: it is factored once (banded Cholesky) and solved per
 * line and channel.
 */
function residual(
  design: Design,
  data: Uint8ClampedArray,
  along: number,
  lines: number,
  lineStep: number,
): number {
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
  const rhs = new Float64Array(cells)
  let sum = 0
  let judged = 0
  for (let j = 0; j < lines; j += lineStep) {
    judged++
    const lineBase = j * along * 4
    for (let c = 0; c < 4; c++) {
      rhs.fill(0)
      for (let i = 0; i < along; i++) {
        const y = data[lineBase + i * 4 + c] as number
        if (y === 0) continue
        const base = i * width
        const first = start[i] as number
        for (let a = 0; a < width && first + a < cells; a++)
          rhs[first + a] = (rhs[first + a] as number) + (weights[base + a] as number) * y
      }
      solveBanded(factor, cells, band, rhs)
      for (let i = 0; i < along; i++) {
        const base = i * width
        const first = start[i] as number
        let model = 0
        for (let a = 0; a < width && first + a < cells; a++)
          model += (weights[base + a] as number) * (rhs[first + a] as number)
        const d = (data[lineBase + i * 4 + c] as number) - model
        sum += d * d
      }
    }
  }
  return Math.sqrt(sum / (judged * along * 4))
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

/** Solves LLᵀx = b in place with the factor from choleskyBanded. */
function solveBanded(l: Float64Array, n: number, band: number, b: Float64Array): void {
  for (let k = 0; k < n; k++) {
    let v = b[k] as number
    for (let p = Math.max(0, k - band + 1); p < k; p++)
      v -= (l[p * band + (k - p)] as number) * (b[p] as number)
    b[k] = v / (l[k * band] as number)
  }
  for (let k = n - 1; k >= 0; k--) {
    let v = b[k] as number
    for (let d = 1; d < band && k + d < n; d++) v -= (l[k * band + d] as number) * (b[k + d] as number)
    b[k] = v / (l[k * band] as number)
  }
}
