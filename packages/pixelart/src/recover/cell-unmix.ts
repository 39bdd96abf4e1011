// Undoing the leak between neighbouring cells. Blur, a box-filtered resize and above all JPEG (which keeps
// little detail at 3–5 px cells, and blurs chroma over 2×2 pixels) mix some of each neighbour's colour
// into a cell's middle: a one-cell stroke comes out shifted toward the background, and cells at a
// boundary scatter between the two colours, so the palette gets blends as colours of their own. Modelled
// on the cell grid as x = T + b·Σ₄(Tₙ − T) + d·Σ₄ₓ(Tₙ − T) (four side and four corner neighbours), with
// the leaks b, d measured from the image itself, separately for luma and chroma, and then inverted.
import { buildPalette } from './palette.ts'

export interface Cells {
  /** Per cell: 1 when opaque. */
  opaque: Uint8Array
  /** Per cell: the robust colour, RGB. */
  rgb: Uint8Array
}

/** Below this leak per side neighbour the cells are left as read: clean art stays exact. */
const MIN_LEAK = 0.01
/** Side plus corner leak at most this: the inversion stays stable and cannot ring into noise. */
const MAX_LEAK = 0.1
/** Fixed-point steps of the inversion; few, which also keeps it from amplifying noise. */
const STEPS = 4
/** Fits of the leaks, each against the palette of the previous round's unmixed colours. */
const ROUNDS = 2

const SIDES: readonly [number, number][] = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
]
const CORNERS: readonly [number, number][] = [
  [1, 1],
  [-1, 1],
  [1, -1],
  [-1, -1],
]

/**
 * The cells' colours with the neighbours' leak removed. The leaks are fitted against the cells snapped
 * to a first palette (the colours the art most likely had), twice: the second fit starts from the
 * unmixed colours, whose palette no longer holds the blends.
 */
export function unmixCells(cells: Cells, columns: number, rows: number, maxColors: number): Cells {
  const unmixed = estimateLeaks(cells, columns, rows, maxColors)
  return unmixed ? { opaque: cells.opaque, rgb: toRgb(unmixed.colours) } : cells
}

/** The leaks and the unmixed colours (YCbCr), or null when the cells show no leak. */
function estimateLeaks(
  cells: Cells,
  columns: number,
  rows: number,
  maxColors: number,
): { leaks: Leaks; colours: Float64Array } | null {
  const observed = toYcc(cells.rgb)
  let leaks: Leaks | null = null
  let current = observed
  for (let round = 0; round < ROUNDS; round++) {
    const target = snapped(current, cells.opaque, maxColors)
    const fitted = fitLeaks(observed, target, cells.opaque, columns, rows)
    if (!fitted) break
    leaks = fitted
    current = invert(observed, leaks, cells.opaque, columns, rows)
  }
  return leaks ? { leaks, colours: current } : null
}

interface Leaks {
  /** Per channel (Y, Cb, Cr): leak per side neighbour and per corner neighbour. */
  side: [number, number, number]
  corner: [number, number, number]
}

/** Σ over opaque neighbours at `offsets` of (T_n − T_c), channel `ch`. */
function laplacian(
  t: Float64Array,
  opaque: Uint8Array,
  columns: number,
  rows: number,
  x: number,
  y: number,
  ch: number,
  offsets: readonly [number, number][],
): number {
  const c = (y * columns + x) * 3 + ch
  let sum = 0
  for (const [dx, dy] of offsets) {
    const xx = x + dx
    const yy = y + dy
    if (xx < 0 || yy < 0 || xx >= columns || yy >= rows) continue
    const n = yy * columns + xx
    if (!opaque[n]) continue
    sum += (t[n * 3 + ch] as number) - (t[c] as number)
  }
  return sum
}

/** Least-squares leaks for luma and for chroma (Cb and Cr pooled), clamped to [0, MAX_LEAK]. */
function fitLeaks(
  observed: Float64Array,
  target: Float64Array,
  opaque: Uint8Array,
  columns: number,
  rows: number,
): Leaks | null {
  const side: [number, number, number] = [0, 0, 0]
  const corner: [number, number, number] = [0, 0, 0]
  for (const channels of [[0], [1, 2]]) {
    let suu = 0
    let suv = 0
    let svv = 0
    let sur = 0
    let svr = 0
    for (let y = 0; y < rows; y++) {
      for (let x = 0; x < columns; x++) {
        const c = y * columns + x
        if (!opaque[c]) continue
        for (const ch of channels) {
          const u = laplacian(target, opaque, columns, rows, x, y, ch, SIDES)
          const v = laplacian(target, opaque, columns, rows, x, y, ch, CORNERS)
          const r = (observed[c * 3 + ch] as number) - (target[c * 3 + ch] as number)
          suu += u * u
          suv += u * v
          svv += v * v
          sur += u * r
          svr += v * r
        }
      }
    }
    const det = suu * svv - suv * suv
    let b = 0
    let d = 0
    if (det > 1e-9 * suu * svv && det > 0) {
      b = (sur * svv - svr * suv) / det
      d = (svr * suu - sur * suv) / det
    } else if (suu > 0) b = sur / suu
    b = Math.max(0, b)
    d = Math.max(0, d)
    const total = 4 * (b + d)
    if (total > 4 * MAX_LEAK) {
      b *= MAX_LEAK / (b + d)
      d *= MAX_LEAK / (b + d)
    }
    for (const ch of channels) {
      side[ch] = b
      corner[ch] = d
    }
  }
  if (Math.max(...side) < MIN_LEAK) return null
  return { side, corner }
}

/** T = x − b·Σ₄(Tₙ − T) − d·Σ₄ₓ(Tₙ − T), by a few fixed-point steps from T = x. */
function invert(
  observed: Float64Array,
  leaks: Leaks,
  opaque: Uint8Array,
  columns: number,
  rows: number,
): Float64Array {
  let t = observed
  for (let step = 0; step < STEPS; step++) {
    const next = new Float64Array(observed.length)
    for (let y = 0; y < rows; y++) {
      for (let x = 0; x < columns; x++) {
        const c = y * columns + x
        if (!opaque[c]) continue
        for (let ch = 0; ch < 3; ch++) {
          const u = laplacian(t, opaque, columns, rows, x, y, ch, SIDES)
          const v = laplacian(t, opaque, columns, rows, x, y, ch, CORNERS)
          next[c * 3 + ch] =
            (observed[c * 3 + ch] as number) -
            (leaks.side[ch] as number) * u -
            (leaks.corner[ch] as number) * v
        }
      }
    }
    t = next
  }
  return t
}

/** Each opaque cell's colour snapped to a palette of its colours (YCbCr in, YCbCr out). */
function snapped(ycc: Float64Array, opaque: Uint8Array, maxColors: number): Float64Array {
  const rgb = toRgb(ycc)
  const keys = new Map<number, number>()
  const colours: number[] = []
  const weights: number[] = []
  const slotOf = new Int32Array(opaque.length).fill(-1)
  for (let i = 0; i < opaque.length; i++) {
    if (!opaque[i]) continue
    const key =
      ((rgb[i * 3] as number) << 16) | ((rgb[i * 3 + 1] as number) << 8) | (rgb[i * 3 + 2] as number)
    let slot = keys.get(key)
    if (slot === undefined) {
      slot = weights.length
      keys.set(key, slot)
      colours.push(rgb[i * 3] as number, rgb[i * 3 + 1] as number, rgb[i * 3 + 2] as number)
      weights.push(0)
    }
    weights[slot] = (weights[slot] as number) + 1
    slotOf[i] = slot
  }
  const palette = buildPalette(colours, weights, weights.length, maxColors)
  const entries = new Uint8Array(palette.entries.length * 3)
  palette.entries.forEach((e, k) => entries.set([e.r, e.g, e.b], k * 3))
  const out = new Uint8Array(rgb.length)
  for (let i = 0; i < opaque.length; i++) {
    const slot = slotOf[i] as number
    if (slot < 0) continue
    const k = palette.assignment[slot] as number
    out.set(entries.subarray(k * 3, k * 3 + 3), i * 3)
  }
  return toYcc(out)
}

/** JPEG's full-range YCbCr: linear in RGB, so a blend of colours is the same blend in either space. */
export function toYcc(rgb: ArrayLike<number>): Float64Array {
  const out = new Float64Array(rgb.length)
  for (let i = 0; i < rgb.length; i += 3) {
    const r = rgb[i] as number
    const g = rgb[i + 1] as number
    const b = rgb[i + 2] as number
    out[i] = 0.299 * r + 0.587 * g + 0.114 * b
    out[i + 1] = -0.168736 * r - 0.331264 * g + 0.5 * b
    out[i + 2] = 0.5 * r - 0.418688 * g - 0.081312 * b
  }
  return out
}

export function toRgb(ycc: ArrayLike<number>): Uint8Array {
  const out = new Uint8Array(ycc.length)
  const clamp = (v: number) => Math.min(255, Math.max(0, Math.round(v)))
  for (let i = 0; i < ycc.length; i += 3) {
    const y = ycc[i] as number
    const cb = ycc[i + 1] as number
    const cr = ycc[i + 2] as number
    out[i] = clamp(y + 1.402 * cr)
    out[i + 1] = clamp(y - 0.344136 * cb - 0.714136 * cr)
    out[i + 2] = clamp(y + 1.772 * cb)
  }
  return out
}
