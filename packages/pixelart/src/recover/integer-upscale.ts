// Clean art that is an exact integer upscale along an axis: every change between neighbouring columns (or
// rows) falls on a multiple of one whole number of pixels. Integer scaling is how pixel art is enlarged,
// and such a lattice redraws the image with no pixel wrong, while the grid search's tolerances (a 2 % redraw
// slack, a non-integer period) admit grids one cell off when a flat interior or 2:1 steps say little.
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
