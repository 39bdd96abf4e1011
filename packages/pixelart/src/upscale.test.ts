import { describe, expect, it } from 'vitest'
import { upscaleNearest } from './upscale.ts'

const image = (width: number, height: number) => ({
  width,
  height,
  data: Uint8ClampedArray.from({ length: width * height * 4 }, (_, i) => i),
})

describe('upscaleNearest', () => {
  it('grows by the largest whole factor that fits, each pixel a square', () => {
    const out = upscaleNearest(image(2, 1), 7)
    expect([out.width, out.height]).toEqual([6, 3])
    // Row 2, column 4 comes from source pixel (x 1, y 0).
    expect([...out.data.subarray((2 * 6 + 4) * 4, (2 * 6 + 4) * 4 + 4)]).toEqual([4, 5, 6, 7])
    expect([...out.data.subarray(0, 4)]).toEqual([0, 1, 2, 3])
  })

  it('returns an image that already reaches the side unchanged', () => {
    const source = image(300, 200)
    expect(upscaleNearest(source, 512)).toBe(source)
  })
})
