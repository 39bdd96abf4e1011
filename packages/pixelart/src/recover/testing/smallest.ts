// The smallest description of a sprite, used as the bench's truth. A sprite whose columns (or rows) come
// in runs of k equal ones is the same picture as its k-fold reduction drawn k times larger, so asking the
// recovery for the larger one makes the truth a guess between equal pictures (the isometric generator's
// 2:1 diamonds were almost a 2× upscale on x). Each axis is reduced to the fewest runs that a k-pixel
// grid, at any phase and with cut runs at both ends, explains; repeated until nothing reduces.
import type { RGBAImage } from '../../png.ts'
import { blank } from './degrade.ts'

/** same[i]: column (x) or row (y) i equals i − 1 in every channel; same[0] is false. */
function sameAsPrevious(image: RGBAImage, axis: 'x' | 'y'): boolean[] {
  const { width, height, data } = image
  const along = axis === 'x' ? width : height
  const across = axis === 'x' ? height : width
  const out: boolean[] = [false]
  for (let i = 1; i < along; i++) {
    let same = true
    for (let j = 0; j < across && same; j++) {
      const p = axis === 'x' ? (j * width + i) * 4 : (i * width + j) * 4
      const q = axis === 'x' ? p - 4 : p - width * 4
      for (let c = 0; c < 4; c++) if (data[p + c] !== data[q + c]) same = false
    }
    out.push(same)
  }
  return out
}

/**
 * The starts of the runs of the coarsest grid (k ≥ 2 pixels, phase 0..k−1) whose every run holds equal
 * columns, or null when no such grid has fewer runs than there are columns.
 */
export function coarsestRuns(same: boolean[]): number[] | null {
  const n = same.length
  let best: number[] | null = null
  for (let k = 2; k <= n; k++) {
    for (let phase = 0; phase < k; phase++) {
      const starts: number[] = []
      let ok = true
      for (let i = 0; i < n && ok; i++) {
        if ((i - phase) % k === 0 || i === 0) starts.push(i)
        else if (!same[i]) ok = false
      }
      if (ok && starts.length < (best?.length ?? n)) best = starts
    }
  }
  return best
}

function keep(image: RGBAImage, axis: 'x' | 'y', starts: number[]): RGBAImage {
  const width = axis === 'x' ? starts.length : image.width
  const height = axis === 'y' ? starts.length : image.height
  const out = blank(width, height)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const sx = axis === 'x' ? (starts[x] as number) : x
      const sy = axis === 'y' ? (starts[y] as number) : y
      const o = (sy * image.width + sx) * 4
      out.data.set(image.data.subarray(o, o + 4), (y * width + x) * 4)
    }
  }
  return out
}

/** The sprite with every axis that is an exact k-fold upscale (any phase, cut ends) reduced. */
export function smallestDescription(image: RGBAImage): RGBAImage {
  let out = image
  for (let changed = true; changed;) {
    changed = false
    for (const axis of ['x', 'y'] as const) {
      const starts = coarsestRuns(sameAsPrevious(out, axis))
      if (starts) {
        out = keep(out, axis, starts)
        changed = true
      }
    }
  }
  return out
}
