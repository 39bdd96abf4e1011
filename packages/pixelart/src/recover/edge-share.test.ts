import { describe, expect, it } from 'vitest'
import type { RGBAImage } from '../png.ts'
import { cellsFromEdges } from './axis-cells.ts'
import { edgeProfiles, premultiply } from './edge-profiles.ts'
import { edgeShare } from './edge-share.ts'
import { settleEnds } from './end-cells.ts'
import { secondOpinion } from './second-opinion.ts'
import { addNoise, blank, blur, resizeNearest, rng } from './testing/degrade.ts'

/** A profile with a peak of 1 at each edge (whole pixels) over a floor of weak noise. */
function profileOf(edges: number[], length: number, noise = 0) {
  const random = rng(3)
  const values = new Float64Array(length - 1).map(() => noise * random())
  for (const e of edges) values[e - 1] = 1
  return { values, first: 1 }
}

const lattice = (scale: number, length: number) =>
  Array.from({ length: Math.floor(length / scale) + 1 }, (_, k) => k * scale)

describe('edgeShare', () => {
  // Edges on every 8th pixel, but only some boundaries carry one (a sprite's edges are where its colours
  // change, not on every boundary).
  const edges = lattice(8, 400).filter((e, k) => e > 0 && e < 400 && k % 3 !== 1)

  it('is about 1 for the grid the edges lie on, noise or not', () => {
    expect(edgeShare(profileOf(edges, 400), lattice(8, 400), 1.5)).toBeGreaterThan(0.95)
    expect(edgeShare(profileOf(edges, 400, 0.2), lattice(8, 400), 1.5, 0.05)).toBeGreaterThan(0.95)
    expect(edgeShare(profileOf(edges, 400, 0.2), lattice(8, 400), 1.5)).toBeLessThan(0.9)
  })

  it('is about 0 for a coarse grid whose boundaries the edges ignore', () => {
    const coarse = lattice(57, 400).map((e) => e + 3)
    expect(edgeShare(profileOf(edges, 400), coarse, 1.5)).toBeLessThan(0.1)
  })

  it('holds less for a finer grid that is not a subdivision than for the true one', () => {
    const fine = lattice(3, 400)
    expect(edgeShare(profileOf(edges, 400), fine, 1.5)).toBeLessThan(0.6)
  })
})

/** A large flat sprite: a disc with a staircase outline and a band of a second colour, on a background. */
function flatSprite(width: number, height: number): RGBAImage {
  const image = blank(width, height)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const dx = (x - width / 2) / (width / 2.4)
      const dy = (y - height / 2) / (height / 2.4)
      const inside = dx * dx + dy * dy < 1
      const band = inside && Math.abs(y - height / 2 + 0.3 * (x - width / 2)) < 4
      const colour = !inside ? [30, 40, 90] : band ? [240, 200, 60] : [200, 70, 60]
      image.data.set([...colour, 255], (y * width + x) * 4)
    }
  }
  return image
}

describe('secondOpinion on a large flat sprite', () => {
  const sprite = flatSprite(60, 48)
  const input = addNoise(blur(resizeNearest(sprite, 510, 408), 1), 5, rng(7))
  const image = premultiply(input)
  const profiles = edgeProfiles(image)

  it('replaces a coarse grid that leaves the outline inside its cells by the edges’ period', () => {
    const coarse = cellsFromEdges(
      Array.from({ length: 8 }, (_, k) => k * (510 / 7)),
      'flat',
    )
    const second = secondOpinion(image, 'x', profiles.gradientX, coarse, false)
    expect(second?.count).toBeGreaterThan(50)
    // The fit spaces cells by whole pixels across the flat margins; the recovery settles them afterwards.
    expect(second && settleEnds(image, 'x', profiles.gradientX, second, 510).count).toBe(60)
  })

  it('keeps the true grid', () => {
    const truth = cellsFromEdges(
      Array.from({ length: 61 }, (_, k) => k * 8.5),
      'flat',
    )
    expect(secondOpinion(image, 'x', profiles.gradientX, truth, false)).toBe(truth)
  })
})
