import { describe, expect, it } from 'vitest'
import type { RGBAImage } from '@threadbit/pixelart'
import { clampSetting, countColors, refinePixelArt, trimWithMargin } from './refine.ts'

function image(width: number, height: number, paint: (x: number, y: number) => number[] | null): RGBAImage {
  const data = new Uint8ClampedArray(width * height * 4)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const rgb = paint(x, y)
      if (rgb) data.set([...rgb, 255], (y * width + x) * 4)
    }
  return { width, height, data }
}

describe('trimWithMargin', () => {
  it('trims to the drawn pixels and adds a 2 px transparent margin when small enough', () => {
    const src = image(40, 30, (x, y) => (x >= 10 && x < 20 && y >= 5 && y < 12 ? [255, 0, 0] : null))
    const out = trimWithMargin(src, 128)
    expect([out.width, out.height]).toEqual([14, 11])
    expect(out.data[3]).toBe(0)
    expect(out.data[(2 * 14 + 2) * 4 + 3]).toBe(255)
    expect(countColors(out)).toBe(1)
  })

  it('adds no margin when one side is at least the maximum minus 2', () => {
    const src = image(126, 40, () => [0, 0, 255])
    const out = trimWithMargin(src, 128)
    expect([out.width, out.height]).toEqual([126, 40])
  })
})

describe('refinePixelArt', () => {
  const stripes = image(12, 4, (x) => [x * 20, 255 - x * 20, (x * 37) % 256])

  it('keeps at most the number of colours asked for', () => {
    expect(countColors(stripes)).toBe(12)
    expect(
      countColors(refinePixelArt(stripes, { colors: 12, contrast: 100, saturation: 100 })),
    ).toBeLessThanOrEqual(12)
    expect(countColors(refinePixelArt(stripes, { colors: 3, contrast: 100, saturation: 100 }))).toBe(3)
    expect(countColors(refinePixelArt(stripes, { colors: 1, contrast: 100, saturation: 100 }))).toBe(1)
  })

  it('merges near colours and leaves transparency alone', () => {
    const src = image(4, 1, (x) => (x === 3 ? null : x === 0 ? [200, 40, 40] : [202, 41, 40]))
    const out = refinePixelArt(src, { colors: 12, contrast: 100, saturation: 100 })
    expect(countColors(out)).toBe(1)
    expect(out.data[3 * 4 + 3]).toBe(0)
  })

  it('saturation 0 makes grey, contrast 0 makes mid grey', () => {
    const src = image(1, 1, () => [255, 0, 0])
    const grey = refinePixelArt(src, { colors: 12, contrast: 100, saturation: 0 })
    expect(grey.data[0]).toBe(grey.data[1])
    expect(grey.data[1]).toBe(grey.data[2])
    const flat = refinePixelArt(src, { colors: 12, contrast: 0, saturation: 100 })
    expect(Array.from(flat.data.subarray(0, 3))).toEqual([128, 128, 128])
  })
})

describe('clampSetting', () => {
  it('clamps and rounds to the spec ranges', () => {
    expect(clampSetting('colors', 40)).toBe(12)
    expect(clampSetting('colors', 0)).toBe(1)
    expect(clampSetting('contrast', -5)).toBe(0)
    expect(clampSetting('saturation', 250)).toBe(200)
    expect(clampSetting('contrast', 99.6)).toBe(100)
    expect(clampSetting('colors', Number.NaN)).toBe(1)
  })
})
