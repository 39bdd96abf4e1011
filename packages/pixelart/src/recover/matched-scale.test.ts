import { describe, expect, it } from 'vitest'
import { cellsFromEdges } from './axis-cells.ts'
import { edgeProfiles, premultiply } from './edge-profiles.ts'
import { freeAxis } from './irregular-choice.ts'
import { matchScales } from './matched-scale.ts'
import { recoverNativePixelArt } from './recover.ts'
import { blobs } from './testing/blobs.ts'
import { addNoise, blur, rng } from './testing/degrade.ts'
import { cellEdges, render } from './testing/render-cells.ts'

/** A blob sprite of 24×22 cells about 6 px wide (±10 %), blurred and noisy, with free fits of both axes. */
function drawn(seed: number) {
  const random = rng(seed)
  const xs = cellEdges(24, 6, 0.1, 1, 1, random)
  const ys = cellEdges(22, 6, 0.1, 1, 1, random)
  const image = premultiply(addNoise(blur(render(blobs(24, 22, seed), xs, ys, true), 0.8), 4, random))
  const { gradientX, gradientY } = edgeProfiles(image)
  const x = { gradient: gradientX, length: image.width, cells: freeAxis(gradientX, image.width, 6)! }
  const y = { gradient: gradientY, length: image.height, cells: freeAxis(gradientY, image.height, 6)! }
  return { image, x, y }
}

describe('matched scales: near-square cells of two sizes', () => {
  it('refits a lattice 12 % too coarse, through few of the edges, at the other axis’s cell size', () => {
    let right = 0
    for (let seed = 1; seed <= 10; seed++) {
      const { image, x, y } = drawn(seed)
      const n = Math.round(image.height / (6 * 1.12))
      const lattice = cellsFromEdges(
        Array.from({ length: n + 1 }, (_, k) => (k * image.height) / n),
        'flat',
      )
      const matched = matchScales(image, x, { ...y, cells: lattice })
      if (matched.x.count === 24 && matched.y.count === 22) right++
    }
    expect(right).toBeGreaterThanOrEqual(7)
  })

  it('keeps both axes when each is fitted at its own size', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const { image, x, y } = drawn(seed)
      const matched = matchScales(image, x, y)
      expect([matched.x.count, matched.y.count]).toEqual([x.cells.count, y.cells.count])
    }
  })
})

describe('matched scales: sizes a per cent apart on long axes', () => {
  // Blob sprites of 70–110 cells about 6–9 px wide (±12 %), box-filtered, blurred and noisy: on these
  // seeds one axis was found a cell or two short, its size a per cent or so off the other's.
  it('gives the axis with fewer cells the size of the one with more when that moves its count', () => {
    for (const seed of [4, 11, 17, 19]) {
      const random = rng(seed)
      const n = 70 + Math.floor(random() * 40)
      const size = 6 + random() * 3
      const xs = cellEdges(n, size, 0.12, 0.7, 0.7, random)
      const ys = cellEdges(n, size, 0.12, 0.7, 0.7, random)
      const image = addNoise(blur(render(blobs(n, n, seed), xs, ys, true), 0.8), 4, random)
      const { width, height } = recoverNativePixelArt(image).image
      expect([seed, width, height]).toEqual([seed, n, n])
    }
  })
})
