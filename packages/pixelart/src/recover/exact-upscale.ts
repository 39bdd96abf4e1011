// Whether clean (drawn) art is an exact upscale on a grid: the check that keeps clean art native unless a
// grid redraws it pixel for pixel.
import type { RGBAImage } from '../png.ts'
import type { AxisCells } from './axis-cells.ts'

/** An image with at most this many exact colours and no partial alpha is clean, drawn art. */
const CLEAN_COLORS = 64

/**
 * Whether the grid, drawn back at its scale, gives the input again (an exact upscale of clean art). Pixels
 * in the slivers of cut-off cells at the edges are not judged, and a pixel whose centre lies within a
 * fraction of a pixel of a cell boundary may take either side's colour: the lattice is measured, not
 * known, and a non-integer nearest-neighbour upscale places boundaries to the nearest pixel.
 */
export function reproduces(image: RGBAImage, axisX: AxisCells, axisY: AxisCells): boolean {
  const { width, height, data } = image
  const x = axisPixels(axisX, width)
  const y = axisPixels(axisY, height)
  const view = new Uint32Array(data.buffer, data.byteOffset, width * height)
  let mismatches = 0
  let judged = 0
  for (let py = 0; py < height; py++) {
    const row = y.cell[py] as number
    if (row < 0) continue
    const rowA = (y.centre[row] as number) * width
    const rowB = (y.centre[y.other[py] as number] as number) * width
    for (let px = 0; px < width; px++) {
      const column = x.cell[px] as number
      if (column < 0) continue
      judged++
      const actual = view[py * width + px] as number
      const columnA = x.centre[column] as number
      const columnB = x.centre[x.other[px] as number] as number
      const candidates = [
        view[rowA + columnA] as number,
        view[rowA + columnB] as number,
        view[rowB + columnA] as number,
        view[rowB + columnB] as number,
      ]
      if (candidates.some((c) => matches(actual, c))) continue
      // A box-filtered (area-averaged) resize mixes the colours on either side of a boundary.
      if ((columnA !== columnB || rowA !== rowB) && isBlend(actual, candidates)) continue
      mismatches++
    }
  }
  return mismatches <= 0.02 * Math.max(1, judged)
}

/** Whether every channel of `p` lies between the smallest and largest of the candidates' (± 2). */
function isBlend(p: number, candidates: number[]): boolean {
  for (let shift = 0; shift < 32; shift += 8) {
    const v = (p >>> shift) & 255
    let lo = 255
    let hi = 0
    for (const c of candidates) {
      const w = (c >>> shift) & 255
      lo = Math.min(lo, w)
      hi = Math.max(hi, w)
    }
    if (v < lo - 2 || v > hi + 2) return false
  }
  return true
}

/** Equal colours, or both fully transparent (whatever colour they store). */
const matches = (p: number, q: number) => p === q || (p | q) >>> 24 === 0

/**
 * Per pixel along an axis: its cell (-1 outside the counted cells), the cell across the nearest boundary
 * when the pixel's centre is within the tolerance of it (else its own), and per cell the pixel nearest
 * the cell's centre.
 */
function axisPixels(axis: AxisCells, length: number) {
  const tolerance = Math.min(0.5, Math.max(0, (axis.scale - 1.5) / 2))
  const cell = new Int32Array(length)
  const other = new Int32Array(length)
  const { edges } = axis
  let k = 0
  for (let i = 0; i < length; i++) {
    const position = i + 0.5
    while (k < axis.count && (edges[k + 1] as number) <= position) k++
    if (position < (edges[0] as number) || k >= axis.count) {
      cell[i] = -1
      continue
    }
    cell[i] = k
    const fromStart = position - (edges[k] as number)
    const fromEnd = (edges[k + 1] as number) - position
    if (fromStart < tolerance && k > 0) other[i] = k - 1
    else if (fromEnd < tolerance && k + 1 < axis.count) other[i] = k + 1
    else other[i] = k
  }
  const centre = new Int32Array(axis.count)
  for (let c = 0; c < axis.count; c++) {
    const middle = ((edges[c] as number) + (edges[c + 1] as number)) / 2
    centre[c] = Math.min(length - 1, Math.max(0, Math.floor(middle)))
  }
  return { cell, other, centre }
}

/** Few exact colours: drawn art, not a resampled, blurred or compressed picture. */
export function isClean(image: RGBAImage): boolean {
  const seen = new Set<number>()
  const { data } = image
  for (let i = 0; i < data.length; i += 4) {
    const a = data[i + 3] as number
    if (a !== 0 && a !== 255) return false
    if (a === 0) continue
    seen.add(((data[i] as number) << 16) | ((data[i + 1] as number) << 8) | (data[i + 2] as number))
    if (seen.size > CLEAN_COLORS) return false
  }
  return true
}
