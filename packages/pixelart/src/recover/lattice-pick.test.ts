import { describe, expect, it } from 'vitest'
import type { RGBAImage } from '../png.ts'
import { edgeProfiles, premultiply } from './edge-profiles.ts'
import { pick } from './lattice-pick.ts'
import { recoverNativePixelArt } from './recover.ts'
import { blobs } from './testing/blobs.ts'
import { blank, blur, rng } from './testing/degrade.ts'
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

describe('lattice pick: lattices whose redraw says nothing', () => {
  // A box filter leaves a blended column at every cell boundary; a lattice of 2-pixel cells then
  // "redraws" the image, since every pixel is a centre or may take its neighbour's colour.
  it.each([
    [22, 10, 3.89, 1],
    [28, 16, 3.49, 4],
    [24, 14, 3.38, 57],
    [16, 13, 3.52, 60],
  ])('recovers %i×%i blobs box-filtered at %f px, not a lattice of about 2 px', (w, h, scale, seed) => {
    const random = rng(seed)
    const xs = cellEdges(w, scale, 0, 1, 1, random)
    const ys = cellEdges(h, scale, 0, 1, 1, random)
    const result = recoverNativePixelArt(render(blobs(w, h, seed), xs, ys, true))
    expect([result.image.width, result.image.height]).toEqual([w, h])
  })
})

describe('lattice pick: edges held, compared at one reach', () => {
  // Blur spreads every edge over several pixels. Measured with a reach of a sixth of its own cell, a
  // lattice four cells wide catches the spread edges near its boundaries and looked as good as the true
  // one; at the same reach for both it holds far less.
  it.each([4, 8, 12])(
    'keeps the true 7.85 px lattice against a tied one 4.34 times coarser (phase %i)',
    (phase) => {
      const random = rng(1)
      const xs = cellEdges(27, 7.85, 0, 1, 1, random)
      const ys = cellEdges(27, 7.85, 0, 1, 1, random)
      const image = premultiply(blur(render(blobs(27, 27, 1), xs, ys, true), 2.5))
      const candidates = [
        { scale: 7.85, phase: 0, misfit: 0.18, model: 'flat' as const },
        { scale: 7.85 * 4.34, phase, misfit: 0.143, model: 'flat' as const },
      ]
      const chosen = pick(image, 'x', edgeProfiles(image).gradientX, candidates, 1)
      expect(chosen?.scale).toBe(7.85)
    },
  )
})

describe('lattice pick: the tie bar is set by a lattice that holds the edges', () => {
  // A lattice four cells wide placed between the true boundaries fits best while holding none of the
  // edges; a bar set by it admitted a rival 9/7 as coarse as the true lattice but not the true one.
  it.each([1, 9])('keeps the true 7.37 px lattice, not the 9/7 rival (blobs, seed %i)', (seed) => {
    const random = rng(seed)
    const xs = cellEdges(30, 7.37, 0, 1, 1, random)
    const ys = cellEdges(30, 7.37, 0, 1, 1, random)
    const image = premultiply(blur(render(blobs(30, 30, seed), xs, ys, true), 1))
    const candidates = [
      { scale: 7.37, phase: 0, misfit: 0.157, model: 'flat' as const },
      { scale: 7.37 * 4, phase: 7.37 * 2, misfit: 0.087, model: 'flat' as const },
      { scale: (7.37 * 9) / 7, phase: 5, misfit: 0.123, model: 'flat' as const },
    ]
    const chosen = pick(image, 'x', edgeProfiles(image).gradientX, candidates, 1)
    expect(chosen?.scale).toBe(7.37)
  })
})
