import { describe, expect, it } from 'vitest'
import type { RGBAImage } from '../png.ts'
import { premultiply } from './edge-profiles.ts'
import { modelResidual, modelResiduals } from './model-redraw.ts'
import { blur, resizeBilinear, rng } from './testing/degrade.ts'
import { cellEdges, render } from './testing/render-cells.ts'
import { randomCells } from './testing/random-cells.ts'

const randomSprite = (width: number, height: number, seed: number) => randomCells(width, height, rng(seed))

/** The sprite box-filtered onto cells of `scale` px (irregular by ±`jitter`), blurred by σ. */
function drawn(sprite: RGBAImage, scale: number, jitter: number, sigma: number, seed: number) {
  const next = rng(seed)
  const xs = cellEdges(sprite.width, scale, jitter, 1, 1, next)
  const ys = cellEdges(sprite.height, scale, jitter, 1, 1, next)
  const image = render(sprite, xs, ys, true)
  return { image: premultiply(sigma > 0 ? blur(image, sigma) : image), xs: xs.edges }
}

/** Every `step`-th edge: cells `step` times too large. */
const coarser = (edges: number[], step: number) =>
  edges.filter((_, k) => k % step === 0 || k === edges.length - 1)

describe('the model redraw residual', () => {
  it('is near zero on the true edges of a sharp box-filtered upscale', () => {
    const { image, xs } = drawn(randomSprite(20, 6, 1), 5.3, 0, 0, 2)
    expect(modelResidual(image, 'x', xs)).toBeLessThan(1)
  })

  it('stays small on the true edges of small blurred cells, where no cell has a flat middle', () => {
    const { image, xs } = drawn(randomSprite(30, 6, 3), 3.4, 0.12, 0.9, 4)
    const truth = modelResidual(image, 'x', xs)
    expect(truth).toBeLessThan(4)
    // Cells twice and five times too large cannot draw the cells inside them.
    expect(modelResidual(image, 'x', coarser(xs, 2))).toBeGreaterThan(5 * truth)
    expect(modelResidual(image, 'x', coarser(xs, 5))).toBeGreaterThan(5 * truth)
  })

  it('does not punish cells split in two: they draw the image as well', () => {
    const { image, xs } = drawn(randomSprite(16, 4, 5), 8.2, 0, 0.9, 6)
    const split = xs.flatMap((e, k) => (k === 0 ? [e] : [((xs[k - 1] as number) + e) / 2, e]))
    expect(modelResidual(image, 'x', split)).toBeLessThanOrEqual(modelResidual(image, 'x', xs) + 1e-6)
  })

  it('draws a bilinear upscale with ramps between cell centres, which flat cells cannot', () => {
    const sprite = randomSprite(12, 4, 7)
    const image = premultiply(resizeBilinear(sprite, 12 * 9, 4 * 9))
    const edges = Array.from({ length: 13 }, (_, k) => k * 9)
    const ramps = modelResidual(image, 'x', edges, { ramps: true })
    expect(ramps).toBeLessThan(1)
    expect(modelResidual(image, 'x', edges)).toBeGreaterThan(5 * ramps)
  })

  it('judges a few badly drawn lines by the worst share, where they vanish in the mean', () => {
    // Cells three times too large on one line in ten: the mean hides it, the worst tenth does not.
    const sprite = randomSprite(30, 20, 9)
    for (let x = 0; x < 30; x++) {
      for (let y = 0; y < 20; y++) {
        if (y % 10 === 0) continue
        const from = (y * 30 + 3 * Math.floor(x / 3)) * 4
        sprite.data.copyWithin((y * 30 + x) * 4, from, from + 4)
      }
    }
    const { image, xs } = drawn(sprite, 5, 0, 0, 10)
    const { all, worst } = modelResiduals(image, 'x', coarser(xs, 3), { worst: 0.1 })
    expect(worst).toBeGreaterThan(2 * all)
    expect(worst).toBeGreaterThan(8)
  })
})
