import { describe, expect, it } from 'vitest'
import { deltaE76, rgbToLab } from '../color.ts'
import type { RGBAImage } from '../png.ts'
import { REFINE_LIMITS, refinePixelArt, trimWithMargin } from './refine.ts'

type RGB = [number, number, number]

/** A one-row image with one pixel per colour (null: transparent). */
function strip(colours: (RGB | null)[], alpha = 255): RGBAImage {
  const data = new Uint8ClampedArray(colours.length * 4)
  colours.forEach((c, i) => {
    if (c) data.set([...c, alpha], i * 4)
  })
  return { width: colours.length, height: 1, data }
}

function pixel(image: RGBAImage, i: number): number[] {
  return [...image.data.subarray(i * 4, i * 4 + 4)]
}

function distinctOpaque(image: RGBAImage): Set<string> {
  const out = new Set<string>()
  for (let i = 0; i < image.width * image.height; i++) {
    const [r, g, b, a] = pixel(image, i)
    if (a! >= 128) out.add(`${r},${g},${b}`)
  }
  return out
}

/** Twelve colours far apart in Lab (no two within ΔE 10), plus a few more. */
const FAR: RGB[] = [
  [0, 0, 0],
  [255, 255, 255],
  [230, 30, 40],
  [30, 180, 60],
  [40, 70, 220],
  [250, 220, 40],
  [150, 40, 170],
  [40, 200, 210],
  [250, 140, 20],
  [120, 70, 30],
  [128, 128, 128],
  [250, 160, 200],
  [20, 80, 40],
  [90, 0, 0],
  [180, 220, 140],
  [0, 0, 100],
]
const NEUTRAL = { colors: 12, contrast: 100, saturation: 100 }

describe('refinePixelArt', () => {
  it('keeps up to twelve well separated colours exactly at the default settings', () => {
    const input = strip(FAR.slice(0, 12))
    const out = refinePixelArt(input, NEUTRAL)
    expect([out.width, out.height]).toEqual([12, 1])
    for (let i = 0; i < 12; i++) expect(pixel(out, i)).toEqual([...FAR[i]!, 255])
  })

  for (const k of [1, 2, 3, 5, 8, 12]) {
    it(`quantises sixteen colours to at most ${k}, each pixel to a nearby palette colour`, () => {
      const input = strip(FAR)
      const out = refinePixelArt(input, { ...NEUTRAL, colors: k })
      const colours = distinctOpaque(out)
      expect(colours.size).toBeLessThanOrEqual(k)
      expect(colours.size).toBeGreaterThanOrEqual(Math.min(k, 1))
      if (k === 12) expect(colours.size).toBe(12)
    })
  }

  it('clamps the number of colours to 1..12 and falls back to the default for nonsense', () => {
    const input = strip(FAR)
    expect(distinctOpaque(refinePixelArt(input, { ...NEUTRAL, colors: 0 })).size).toBe(1)
    expect(distinctOpaque(refinePixelArt(input, { ...NEUTRAL, colors: -5 })).size).toBe(1)
    expect(distinctOpaque(refinePixelArt(input, { ...NEUTRAL, colors: 40 })).size).toBe(
      REFINE_LIMITS.colors.max,
    )
    expect(distinctOpaque(refinePixelArt(input, { ...NEUTRAL, colors: Number.NaN })).size).toBe(
      REFINE_LIMITS.colors.default,
    )
  })

  it('merges colours closer than ΔE 10 even when more colours are allowed, and keeps far ones apart', () => {
    const a: RGB = [200, 60, 60]
    const nearA: RGB = [204, 62, 58]
    const b: RGB = [60, 60, 200]
    expect(deltaE76(rgbToLab(...a), rgbToLab(...nearA))).toBeLessThan(10)
    const out = refinePixelArt(strip([a, a, a, nearA, b]), NEUTRAL)
    expect(distinctOpaque(out).size).toBe(2)
    expect(pixel(out, 3)).toEqual(pixel(out, 0))
    expect(pixel(out, 4)).not.toEqual(pixel(out, 0))
    // The merged colour stays close to both originals.
    const merged = pixel(out, 0) as RGB & number[]
    expect(deltaE76(rgbToLab(merged[0]!, merged[1]!, merged[2]!), rgbToLab(...a))).toBeLessThan(10)
  })

  it('contrast 0 makes every opaque pixel mid grey; 200 pushes channels away from the middle', () => {
    const input = strip([
      [60, 100, 200],
      [220, 30, 90],
    ])
    const flat = refinePixelArt(input, { ...NEUTRAL, contrast: 0 })
    expect(pixel(flat, 0)).toEqual([128, 128, 128, 255])
    expect(pixel(flat, 1)).toEqual([128, 128, 128, 255])
    const strong = refinePixelArt(strip([[100, 128, 160]]), { ...NEUTRAL, contrast: 200 })
    // (v - 128) * 2 + 128
    expect(pixel(strong, 0)).toEqual([72, 128, 192, 255])
    const clipped = refinePixelArt(strip([[20, 128, 250]]), { ...NEUTRAL, contrast: 200 })
    expect(pixel(clipped, 0)).toEqual([0, 128, 255, 255])
  })

  it('saturation 0 makes greys of the same luma; 200 moves channels further from it', () => {
    const colour: RGB = [200, 100, 50]
    const luma = 0.299 * 200 + 0.587 * 100 + 0.114 * 50
    const grey = pixel(refinePixelArt(strip([colour]), { ...NEUTRAL, saturation: 0 }), 0)
    expect(grey[0]).toBe(grey[1])
    expect(grey[1]).toBe(grey[2])
    expect(Math.abs(grey[0]! - luma)).toBeLessThanOrEqual(1)
    const vivid = pixel(refinePixelArt(strip([colour]), { ...NEUTRAL, saturation: 200 }), 0)
    expect(vivid[0]! - luma).toBeGreaterThan(colour[0] - luma)
    expect(vivid[2]!).toBeLessThan(colour[2])
    // Out-of-range settings clamp: 999 acts as 200, -1 as 0.
    expect(pixel(refinePixelArt(strip([colour]), { ...NEUTRAL, saturation: 999 }), 0)).toEqual(vivid)
    expect(pixel(refinePixelArt(strip([colour]), { ...NEUTRAL, saturation: -1 }), 0)).toEqual(grey)
  })

  it('makes alpha all or nothing: below one half is transparent, the rest opaque', () => {
    const input: RGBAImage = {
      width: 3,
      height: 1,
      data: new Uint8ClampedArray([10, 20, 30, 127, 10, 20, 30, 128, 10, 20, 30, 0]),
    }
    const out = refinePixelArt(input, NEUTRAL)
    expect(pixel(out, 0)).toEqual([0, 0, 0, 0])
    expect(pixel(out, 1)).toEqual([10, 20, 30, 255])
    expect(pixel(out, 2)).toEqual([0, 0, 0, 0])
  })
})

/** A `width`×`height` transparent image with an opaque box at (x, y) of `w`×`h`. */
function boxImage(width: number, height: number, x: number, y: number, w: number, h: number): RGBAImage {
  const data = new Uint8ClampedArray(width * height * 4)
  for (let j = y; j < y + h; j++)
    for (let i = x; i < x + w; i++) data.set([200, 40, 40, 255], (j * width + i) * 4)
  return { width, height, data }
}

function opaqueBox(image: RGBAImage) {
  let minX = Infinity
  let minY = Infinity
  let maxX = -1
  let maxY = -1
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      if (image.data[(y * image.width + x) * 4 + 3]! < 128) continue
      minX = Math.min(minX, x)
      minY = Math.min(minY, y)
      maxX = Math.max(maxX, x)
      maxY = Math.max(maxY, y)
    }
  }
  return { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 }
}

describe('trimWithMargin', () => {
  it('crops to the opaque box and adds 2 transparent pixels on every side', () => {
    const out = trimWithMargin(boxImage(40, 30, 7, 3, 10, 6))
    expect([out.width, out.height]).toEqual([14, 10])
    expect(opaqueBox(out)).toEqual({ x: 2, y: 2, width: 10, height: 6 })
  })

  it('ignores pixels under half alpha when finding the box', () => {
    const image = boxImage(20, 20, 5, 5, 4, 4)
    image.data.set([0, 0, 0, 100], (1 * 20 + 1) * 4)
    const out = trimWithMargin(image)
    expect([out.width, out.height]).toEqual([8, 8])
  })

  // [box width, box height] -> [output width, output height] with the editor's maximum of 128.
  const cases: [number, number, number, number][] = [
    [1, 1, 5, 5],
    [60, 20, 64, 24],
    [123, 10, 127, 14],
    [124, 10, 128, 14],
    [125, 10, 127, 12], // only one pixel of margin fits on each side
    [126, 10, 126, 10], // not smaller than 128 - 2: no margin at all
    [10, 127, 10, 127],
    [128, 128, 128, 128],
  ]
  for (const [w, h, outW, outH] of cases) {
    it(`a ${w}×${h} box becomes ${outW}×${outH}, never over 128`, () => {
      const out = trimWithMargin(boxImage(140, 140, 3, 5, w, h))
      expect([out.width, out.height]).toEqual([outW, outH])
      expect(Math.max(out.width, out.height)).toBeLessThanOrEqual(128)
      const box = opaqueBox(out)
      expect([box.width, box.height]).toEqual([w, h])
      // Centred: the same margin on opposite sides.
      expect(box.x).toBe(out.width - box.x - box.width)
      expect(box.y).toBe(out.height - box.y - box.height)
    })
  }

  it('never grows past a smaller maximum either', () => {
    for (let size = 1; size <= 40; size++) {
      const out = trimWithMargin(boxImage(50, 50, 0, 0, size, size), 40)
      expect(out.width).toBeLessThanOrEqual(Math.max(40, size))
      expect(out.width).toBe(size < 38 ? Math.min(size + 4, 40 - ((40 - size) % 2)) : size)
    }
  })

  it('turns a fully transparent image into a single transparent pixel', () => {
    const out = trimWithMargin(boxImage(10, 10, 0, 0, 0, 0))
    expect([out.width, out.height]).toEqual([1, 1])
    expect([...out.data]).toEqual([0, 0, 0, 0])
  })
})
