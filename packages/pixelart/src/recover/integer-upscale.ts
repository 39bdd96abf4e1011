// Clean art that is an exact integer upscale along an axis: every change between neighbouring columns (or
// rows) falls on a multiple of one whole number of pixels. Integer scaling is how pixel art is enlarged,
// and such a lattice redraws the image with no pixel wrong, while the grid search's tolerances (a 2 % redraw
// slack, a non-integer period) admit grids one cell off when a flat interior or 2:1 steps say little.
// A non-integer nearest upscale has an exact lattice too, of whole pixels rounded from a fractional size:
// exactUpscaleAxis finds it for tiny sprites whose few cells give the grid search no period.
import type { RGBAImage } from '../png.ts'
import { axisCells, MAX_SHIFT_RATIO, type AxisCells } from './axis-cells.ts'
import { MIN_CELLS } from './spectrum.ts'

/**
 * The lattice of the largest whole cell size k ≥ 2 that has a boundary at every change between
 * neighbouring lines of clean art along the axis, or null when there is none (k = 1, no change, fewer
 * than MIN_CELLS cells, or no run only one cell wide). When the image's own ends also fall on it the cells tile the axis exactly;
 * otherwise the ends are cut cells, counted as any lattice's are.
 */
export function integerUpscaleAxis(image: RGBAImage, axis: 'x' | 'y'): AxisCells | null {
  const length = axis === 'x' ? image.width : image.height
  const changes = lineChanges(image, axis)
  if (changes.length === 0) return null
  let inner = 0
  let narrowest = Infinity
  for (let i = 1; i < changes.length; i++) {
    const gap = (changes[i] as number) - (changes[i - 1] as number)
    inner = gcd(inner, gap)
    narrowest = Math.min(narrowest, gap)
  }
  const first = changes[0] as number
  const whole = gcd(gcd(inner, first), length - (changes[changes.length - 1] as number))
  const scale = whole >= 2 ? whole : inner
  if (scale < 2 || length / scale < MIN_CELLS) return null
  // Some run must be one cell wide: runs of 10 and 12 pixels share a divisor of 2, but they are a
  // non-integer upscale of cells about 11 wide, not cells of 2 that never change alone.
  if (narrowest >= 2 * scale) return null
  return latticeAxis(scale, first % scale, length)
}

/**
 * The lattice of cells `scale` pixels wide along an axis too short for integerUpscaleAxis to judge on its
 * own (a strip 5 cells tall), when the other axis is an exact upscale by `scale`: pixel art is enlarged by
 * the same whole factor both ways, so every change along this axis must fall on that lattice too. Null
 * when one does not, when the axis has no change and does not tile exactly, or when it is not short.
 */
export function integerUpscaleAxisAt(image: RGBAImage, axis: 'x' | 'y', scale: number): AxisCells | null {
  const length = axis === 'x' ? image.width : image.height
  if (length / scale >= MIN_CELLS) return null // long enough to have been judged on its own
  const changes = lineChanges(image, axis)
  const phase = changes.length > 0 ? (changes[0] as number) % scale : 0
  if (changes.length === 0 && length % scale !== 0) return null
  if (changes.some((c) => (c - phase) % scale !== 0)) return null
  return latticeAxis(scale, phase, length)
}

function latticeAxis(scale: number, phase: number, length: number): AxisCells {
  return axisCells({ scale, phase, misfit: MAX_SHIFT_RATIO, model: 'flat' }, length)
}

/** Positions i (1 … length − 1) where line i differs from line i − 1 (transparent pixels are all equal). */
function lineChanges(image: RGBAImage, axis: 'x' | 'y'): number[] {
  const { width, height, data } = image
  const view = new Uint32Array(data.buffer, data.byteOffset, width * height)
  const along = axis === 'x' ? width : height
  const across = axis === 'x' ? height : width
  const step = axis === 'x' ? 1 : width
  const lineStep = axis === 'x' ? width : 1
  const out: number[] = []
  for (let i = 1; i < along; i++) {
    for (let j = 0; j < across; j++) {
      const p = view[i * step + j * lineStep] as number
      const q = view[(i - 1) * step + j * lineStep] as number
      if (p !== q && (p | q) >>> 24 !== 0) {
        out.push(i)
        break
      }
    }
  }
  return out
}

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b]
  return a
}

/** Cell sizes are tried this finely: over the most cells an axis holds, a size off by this much moves the
 * last boundary by under half a pixel. */
const SIZE_STEP = 0.002

/**
 * The lattice of the largest cell size s ≥ 2, whole or not, on whose boundaries (rounded to whole pixels,
 * as a nearest-neighbour upscale puts them) every change between neighbouring lines of clean art along the
 * axis falls, or null when there is none. A non-integer nearest upscale (×2.55: cells of 2 and 3 pixels)
 * has no whole-number lattice, and a tiny sprite so enlarged gives the grid search too few cells to find
 * its period; its changes still fall exactly on one lattice.
 */
export function exactUpscaleAxis(image: RGBAImage, axis: 'x' | 'y'): AxisCells | null {
  const length = axis === 'x' ? image.width : image.height
  const changes = lineChanges(image, axis)
  if (changes.length === 0) return null
  let narrowest = Infinity
  for (let i = 1; i < changes.length; i++)
    narrowest = Math.min(narrowest, (changes[i] as number) - (changes[i - 1] as number))
  // No cell is wider than the narrowest run by a pixel or more; a lone change says nothing of the size.
  if (!Number.isFinite(narrowest)) return null
  const largest = Math.min(narrowest + 1 - SIZE_STEP, length / MIN_CELLS)
  for (let scale = largest; scale >= 2; scale -= SIZE_STEP) {
    const phase = commonPhase(changes, scale)
    if (phase !== null) return latticeAxis(scale, phase, length)
  }
  return null
}

/**
 * A phase φ such that every change c lies within half a pixel of a boundary φ + k · scale (c − 0.5 ≤
 * φ + k · scale < c + 0.5), or null. The changes' residues modulo the scale must fit in an arc under one
 * pixel long: the phase is its middle.
 */
function commonPhase(changes: readonly number[], scale: number): number | null {
  // Quick reject: every change must lie within a pixel of the first's lattice.
  const first = changes[0] as number
  for (const c of changes) {
    const d = (c - first) % scale
    if (d >= 1 && d <= scale - 1) return null
  }
  const residues = changes.map((c) => c % scale).sort((a, b) => a - b)
  const n = residues.length
  // The arc that holds them all is the circle less its widest gap between neighbouring residues.
  let widest = (residues[0] as number) + scale - (residues[n - 1] as number)
  let start = residues[0] as number
  for (let i = 1; i < n; i++) {
    const gap = (residues[i] as number) - (residues[i - 1] as number)
    if (gap > widest) [widest, start] = [gap, residues[i] as number]
  }
  const arc = scale - widest
  if (arc >= 1) return null
  return (start + arc / 2) % scale
}
