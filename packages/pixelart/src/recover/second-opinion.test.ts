import { describe, expect, it } from 'vitest'
import type { RGBAImage } from '../png.ts'
import { recoverNativePixelArt } from './recover.ts'
import { blank, rng } from './testing/degrade.ts'
import { cellEdges, render } from './testing/render-cells.ts'

/** Opaque round blobs in four colours on a plain ground: clean art with few colours. */
function blobs(width: number, height: number, seed: number): RGBAImage {
  const random = rng(seed)
  const image = blank(width, height)
  const colours = [
    [200, 60, 50],
    [60, 160, 80],
    [240, 220, 90],
    [90, 110, 220],
  ]
  const shapes = Array.from({ length: 7 }, () => ({
    x: random() * width,
    y: random() * height,
    r: 1 + (random() * width) / 5,
    c: colours[Math.floor(random() * 4)] as number[],
  }))
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let c = [235, 235, 225]
      for (const s of shapes) if ((x + 0.5 - s.x) ** 2 + (y + 0.5 - s.y) ** 2 < s.r ** 2) c = s.c
      image.data.set([...c, 255], (y * width + x) * 4)
    }
  }
  return image
}

describe('second opinion: fewer cells than a lattice of blended border pixels', () => {
  it('recovers a box-filtered opaque sprite, not the 2-pixel lattice of its blends', () => {
    const random = rng(2)
    const xs = cellEdges(18, 5.9, 0, 1, 1, random)
    const ys = cellEdges(20, 5.9, 0, 1, 1, random)
    const result = recoverNativePixelArt(render(blobs(18, 20, 2), xs, ys, true))
    expect([result.image.width, result.image.height]).toEqual([18, 20])
  })
})
