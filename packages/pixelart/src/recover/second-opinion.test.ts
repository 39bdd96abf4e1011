import { describe, expect, it } from 'vitest'
import { recoverNativePixelArt } from './recover.ts'
import { blobs } from './testing/blobs.ts'
import { rng } from './testing/degrade.ts'
import { cellEdges, render } from './testing/render-cells.ts'

describe('second opinion: fewer cells than a lattice of blended border pixels', () => {
  it('recovers a box-filtered opaque sprite, not the 2-pixel lattice of its blends', () => {
    const random = rng(2)
    const xs = cellEdges(18, 5.9, 0, 1, 1, random)
    const ys = cellEdges(20, 5.9, 0, 1, 1, random)
    const result = recoverNativePixelArt(render(blobs(18, 20, 2), xs, ys, true))
    expect([result.image.width, result.image.height]).toEqual([18, 20])
  })
})
