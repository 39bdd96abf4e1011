import { describe, expect, it } from 'vitest'
import type { RGBAImage } from '../png.ts'
import { recoverNativePixelArt } from './recover.ts'
import { blank, rng } from './testing/degrade.ts'
import { cellEdges, render } from './testing/render-cells.ts'

/** A wall of bricks 16 × 8 with one-pixel mortar, rows offset by half a brick. */
function wall(width: number, height: number): RGBAImage {
  const image = blank(width, height)
  const tones = [
    [170, 80, 60],
    [150, 70, 50],
    [190, 100, 70],
  ]
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / 8)
    for (let x = 0; x < width; x++) {
      const bx = (x + (row % 2) * 8) % 16
      const brick = Math.floor((x + (row % 2) * 8) / 16)
      const mortar = y % 8 === 0 || bx === 0
      const c = mortar ? [220, 215, 200] : (tones[(row + brick) % 3] as number[])
      image.data.set([...c, 255], (y * width + x) * 4)
    }
  }
  return image
}

describe('lattice pick: rivals of a nearby size', () => {
  it('keeps the cells of a brick wall, not 7 cells per brick (a one-pixel mortar fits both)', () => {
    const sprite = wall(64, 32)
    const random = rng(3)
    const xs = cellEdges(64, 5.27, 0, 1, 1, random)
    const ys = cellEdges(32, 5.27, 0, 1, 1, random)
    const result = recoverNativePixelArt(render(sprite, xs, ys, true))
    expect([result.image.width, result.image.height]).toEqual([64, 32])
  })
})
