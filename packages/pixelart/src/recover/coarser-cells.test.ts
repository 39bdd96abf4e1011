import { describe, expect, it } from 'vitest'
import { cellsFromEdges } from './axis-cells.ts'
import { coarserCells } from './coarser-cells.ts'
import { edgeProfiles, premultiply } from './edge-profiles.ts'
import { blobs } from './testing/blobs.ts'
import { addNoise, blur, rng } from './testing/degrade.ts'
import { cellEdges, render } from './testing/render-cells.ts'

/** A blob sprite drawn on cells about `scale` px wide varying by ±12 %, blurred and noisy. */
function drawn(width: number, height: number, scale: number, seed: number) {
  const random = rng(seed)
  const xs = cellEdges(width, scale, 0.12, 1, 1, random)
  const ys = cellEdges(height, scale, 0.12, 1, 1, random)
  const image = premultiply(addNoise(blur(render(blobs(width, height, seed), xs, ys, true), 0.8), 5, random))
  return { image, profiles: edgeProfiles(image), xs }
}

/** Each of the true cells split in two halves at its middle. */
const halves = (edges: readonly number[]) =>
  cellsFromEdges(
    edges.flatMap((e, k) => (k === 0 ? [e] : [((edges[k - 1] as number) + e) / 2, e])),
    'flat',
  )

describe('coarser cells: a grid of half cells', () => {
  it('replaces half cells with cells of the true size', () => {
    let right = 0
    for (const seed of [1, 2, 3, 4, 5]) {
      const { image, profiles, xs } = drawn(10, 12, 10, seed)
      const cells = coarserCells(image, 'x', profiles.gradientX, halves(xs.edges))
      if (cells.count === 10) right++
    }
    expect(right).toBeGreaterThanOrEqual(4)
  })

  it('keeps true cells: twice their size cannot draw the steps between them', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const { image, profiles, xs } = drawn(10, 12, 10, seed)
      const found = cellsFromEdges(xs.edges, 'flat')
      expect(coarserCells(image, 'x', profiles.gradientX, found)).toBe(found)
    }
  })
})
