import { describe, expect, it } from 'vitest'
import type { RGBAImage } from '../../png.ts'
import { coarsestRuns, smallestDescription } from './smallest.ts'

/** A one-row-high image whose columns take the given grey levels (opaque). */
function row(levels: number[], height = 2): RGBAImage {
  const data = new Uint8ClampedArray(levels.length * height * 4)
  for (let y = 0; y < height; y++)
    levels.forEach((v, x) => data.set([v, v, v, 255], (y * levels.length + x) * 4))
  return { width: levels.length, height, data }
}
const levels = (image: RGBAImage) =>
  Array.from({ length: image.width }, (_, x) => image.data[x * 4] as number)

describe('the smallest description of a bench sprite', () => {
  it('reduces an exact 2× upscale whose first and last runs are cut', () => {
    // 1 | 2 2 | 3 3 | 4 4 | 5: a 2× upscale at phase 1.
    const out = smallestDescription(row([10, 20, 20, 30, 30, 40, 40, 50]))
    expect(levels(out)).toEqual([10, 20, 30, 40, 50])
    expect(out.height).toBe(1)
  })

  it('keeps a sprite that no coarser grid explains', () => {
    const image = row([10, 20, 20, 30, 40, 40])
    image.data.set([99, 99, 99, 255], (1 * 6 + 0) * 4) // rows differ: no reduction on y either
    const out = smallestDescription(image)
    expect(out.width).toBe(6)
    expect(out.height).toBe(2)
  })

  it('takes the grid with the fewest runs', () => {
    // Runs of 3 at phase 0: a 3× upscale, which no 2-pixel grid explains.
    expect(coarsestRuns([false, true, true, false, true, true, false, true, true])).toEqual([0, 3, 6])
    expect(coarsestRuns([false, false, true, false])).toEqual([0, 1, 3])
    expect(coarsestRuns([false, false, true, false, false])).toBeNull()
  })
})
