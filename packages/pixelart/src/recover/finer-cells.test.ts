import { describe, expect, it } from 'vitest'
import { cellsFromEdges } from './axis-cells.ts'
import { edgeProfiles, premultiply } from './edge-profiles.ts'
import { finerCells } from './finer-cells.ts'
import { blobs } from './testing/blobs.ts'
import { addNoise, blur, resizeBilinear, rng } from './testing/degrade.ts'
import { cellEdges, render } from './testing/render-cells.ts'
import { roof } from './testing/roof.ts'

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

  it('replaces a lattice of three cells to every four true cells (a repeat read at 3/4 of its size)', () => {
    // About half the draws are taken (9 of these 16); with cells of at most 0.7 of the found size, none.
    let near = 0
    for (let seed = 1; seed <= 16; seed++) {
      const { image, profiles } = drawn(40, 30, 6, seed)
      const cells = finerCells(image, 'x', profiles.gradientX, lattice(image.width, 30))
      if (Math.abs(cells.count - 40) <= 1) near++
    }
    expect(near).toBeGreaterThanOrEqual(7)
  })

  it('keeps the true cells of an image noisy enough that they leave much undrawn', () => {
    for (const seed of [1, 2, 3]) {
      // Noise of σ 12 leaves a residual of about 10 on the true cells: finer fits draw it a little better.
      const { image, profiles, xs } = drawn(24, 20, 11, seed, 12)
      const found = cellsFromEdges(xs.edges, 'flat')
      expect(finerCells(image, 'x', profiles.gradientX, found)).toBe(found)
    }
  })

  it('finds one-cell detail on a few lines: a roof read at half its columns, but for its chimney', () => {
    let near = 0
    // The mean residual over all lines is under 8 (the chimney is too small a part): only the worst lines
    // show what the half columns miss.
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const random = rng(seed)
      const xs = cellEdges(24, 7, 0.08, 1, 1, random)
      const ys = cellEdges(18, 7, 0.08, 1, 1, random)
      const sprite = roof(24, 18, 2 + 2 * seed)
      const image = premultiply(addNoise(blur(render(sprite, xs, ys, true), 0.8), 3, random))
      const halves = xs.edges.filter((_, k) => k % 2 === 0)
      const cells = finerCells(image, 'x', edgeProfiles(image).gradientX, cellsFromEdges(halves, 'flat'))
      if (Math.abs(cells.count - 24) <= 1) near++
    }
    expect(near).toBe(6)
  })

  it('takes finer cells the mean shows even where a few lines of heavy noise are drawn worst by every fit', () => {
    let near = 0
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const random = rng(seed)
      const xs = cellEdges(40, 5, 0, 1, 1, random)
      const ys = cellEdges(36, 5, 0, 1, 1, random)
      const image = addNoise(blur(render(blobs(40, 36, seed), xs, ys, true), 0.8), 3, random)
      // The top 6 % of the rows carry noise of σ 20: a floor under the worst tenth of the lines of every
      // fit (as JPEG grain along high-contrast rows is), so there half-size cells look nearly as good.
      const band = addNoise(image, 20, random)
      image.data.set(band.data.subarray(0, Math.round(image.height * 0.06) * image.width * 4))
      const premultiplied = premultiply(image)
      const halves = xs.edges.filter((_, k) => k % 2 === 0)
      const gradient = edgeProfiles(premultiplied).gradientX
      const cells = finerCells(premultiplied, 'x', gradient, cellsFromEdges(halves, 'flat'))
      if (Math.abs(cells.count - 40) <= 1) near++
    }
    expect(near).toBeGreaterThanOrEqual(7)
  })

  it('keeps the true cells of a smooth (bilinear) upscale, which flat cells draw worst on its edges', () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      // Scales 7–10.6: flat cells leave a residual over 8 on the worst lines of some (4 and 6).
      const side = Math.round(16 * (7 + (seed % 5) * 0.9))
      const image = premultiply(resizeBilinear(blobs(16, 16, seed), side, side))
      const found = lattice(image.width, 16)
      expect(finerCells(image, 'x', edgeProfiles(image).gradientX, found)).toBe(found)
    }
  })
})
