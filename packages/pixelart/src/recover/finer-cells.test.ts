import { describe, expect, it } from 'vitest'
import { cellsFromEdges } from './axis-cells.ts'
import { edgeProfiles, premultiply } from './edge-profiles.ts'
import { finerCells } from './finer-cells.ts'
import { blobs } from './testing/blobs.ts'
import { addNoise, blur, rng } from './testing/degrade.ts'
import { cellEdges, render } from './testing/render-cells.ts'

/** A blob sprite drawn on irregular cells about `scale` px wide, blurred and noisy (σ `noise`). */
function drawn(width: number, height: number, scale: number, seed: number, noise = 5) {
  const random = rng(seed)
  const xs = cellEdges(width, scale, 0.1, 1, 1, random)
  const ys = cellEdges(height, scale, 0.1, 1, 1, random)
  const image = premultiply(
    addNoise(blur(render(blobs(width, height, seed), xs, ys, true), 0.8), noise, random),
  )
  return { image, profiles: edgeProfiles(image), xs }
}

/** A regular lattice of `count` cells over the axis. */
const lattice = (length: number, count: number) =>
  cellsFromEdges(
    Array.from({ length: count + 1 }, (_, k) => (k * length) / count),
    'flat',
  )

describe('finer cells: a grid far too coarse for what the image shows', () => {
  it('replaces a lattice of four cells to each true cell with cells near the true size', () => {
    let near = 0
    for (const seed of [1, 2, 3, 4, 5]) {
      const { image, profiles } = drawn(40, 30, 6, seed)
      const found = lattice(image.width, 10)
      const cells = finerCells(image, 'x', profiles.gradientX, found)
      if (Math.abs(cells.count - 40) <= 2) near++
    }
    expect(near).toBeGreaterThanOrEqual(4)
  })

  it('keeps the true cells of an image noisy enough that they leave much undrawn', () => {
    for (const seed of [1, 2, 3]) {
      // Noise of σ 12 leaves a residual of about 10 on the true cells: finer fits draw it a little better.
      const { image, profiles, xs } = drawn(24, 20, 11, seed, 12)
      const found = cellsFromEdges(xs.edges, 'flat')
      expect(finerCells(image, 'x', profiles.gradientX, found)).toBe(found)
    }
  })
})
