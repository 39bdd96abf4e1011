import { describe, expect, it } from 'vitest'
import { analyzeRGBA, cropRGBA } from './rgba-analysis.ts'

function image(width: number, height: number, pixels: [x: number, y: number, rgba: number[]][]) {
  const data = new Uint8ClampedArray(width * height * 4)
  for (const [x, y, rgba] of pixels) data.set(rgba, (y * width + x) * 4)
  return { width, height, data }
}

describe('analyzeRGBA', () => {
  it('counts the distinct colours of opaque pixels and finds their bounds', () => {
    const img = image(5, 4, [
      [1, 1, [255, 0, 0, 255]],
      [3, 2, [0, 0, 255, 255]],
      [2, 2, [255, 0, 0, 200]],
      [4, 3, [0, 255, 0, 100]],
    ])
    const { colors, bounds } = analyzeRGBA(img)
    expect([...colors].sort((a, b) => a - b)).toEqual([0x0000ff, 0xff0000])
    expect(bounds).toEqual({ x: 1, y: 1, width: 3, height: 2 })
  })

  it('answers no bounds for an empty image', () => {
    expect(analyzeRGBA(image(3, 3, [])).bounds).toBeNull()
  })
})

describe('cropRGBA', () => {
  it('copies the rectangle row by row', () => {
    const img = image(3, 3, [[2, 1, [1, 2, 3, 255]]])
    const crop = cropRGBA(img, { x: 1, y: 1, width: 2, height: 2 })
    expect(crop.width).toBe(2)
    expect([...crop.data.slice(4, 8)]).toEqual([1, 2, 3, 255])
  })
})
