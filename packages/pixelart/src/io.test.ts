import { describe, expect, it } from 'vitest'
import { encode } from 'fast-png'
import { COLOR_MATCH_TOLERANCE } from '@threadbit/contracts'
import {
  DEFAULT_PALETTE,
  PixelArt,
  TRANSPARENT,
  decodePNGToRGBA,
  labDistance,
  parseColor,
  toHex,
  type RGBAImage,
} from './index.ts'
import { fromPNG, gridOf, toPNG } from './test-helpers.ts'

function image(width: number, height: number, pixels: [number, number, number, number][]): RGBAImage {
  return { width, height, data: Uint8ClampedArray.from(pixels.flat()) }
}

function pixelAt(img: RGBAImage, x: number, y: number): number[] {
  const o = (y * img.width + x) * 4
  return Array.from(img.data.slice(o, o + 4))
}

function sample(): PixelArt {
  const art = new PixelArt({ rows: 2, columns: 3 })
  art.setPixel(0, 0, '#ff0000')
  art.setPixel(2, 1, '#0000ff')
  return art
}

describe('toRGBA', () => {
  it('exports the visible grid at scale 1', () => {
    const img = sample().toRGBA()
    expect([img.width, img.height, img.data.length]).toEqual([3, 2, 24])
    expect(pixelAt(img, 0, 0)).toEqual([255, 0, 0, 255])
    expect(pixelAt(img, 1, 0)).toEqual([0, 0, 0, 0])
    expect(pixelAt(img, 2, 1)).toEqual([0, 0, 255, 255])
  })

  for (const scale of [10, 20]) {
    it(`draws each pixel as a ${scale}x${scale} square at scale ${scale}`, () => {
      const img = sample().toRGBA(scale)
      expect([img.width, img.height]).toEqual([3 * scale, 2 * scale])
      expect(pixelAt(img, 0, 0)).toEqual([255, 0, 0, 255])
      expect(pixelAt(img, scale - 1, scale - 1)).toEqual([255, 0, 0, 255])
      expect(pixelAt(img, scale, 0)).toEqual([0, 0, 0, 0])
      expect(pixelAt(img, 2 * scale, scale)).toEqual([0, 0, 255, 255])
      expect(pixelAt(img, 3 * scale - 1, 2 * scale - 1)).toEqual([0, 0, 255, 255])
    })
  }

  it('refuses a scale that is not a positive integer', () => {
    expect(() => sample().toRGBA(0)).toThrow(RangeError)
    expect(() => sample().toRGBA(1.5)).toThrow(RangeError)
  })
})

describe('toPNG', () => {
  for (const scale of [1, 10, 20]) {
    it(`encodes a PNG at scale ${scale} that decodes to the same pixels`, () => {
      const art = sample()
      const png = toPNG(art, scale)
      expect(Array.from(png.slice(0, 8))).toEqual([137, 80, 78, 71, 13, 10, 26, 10])
      const decoded = decodePNGToRGBA(png)
      const expected = art.toRGBA(scale)
      expect([decoded.width, decoded.height]).toEqual([3 * scale, 2 * scale])
      expect(Array.from(decoded.data)).toEqual(Array.from(expected.data))
    })
  }

  it('throws a RangeError for a grid with no cells', () => {
    const art = new PixelArt({ rows: 0, columns: 5 })
    expect(() => toPNG(art)).toThrow(RangeError)
  })
})

describe('loadRGBA', () => {
  it('takes the size of the image', () => {
    const art = new PixelArt()
    art.loadRGBA(
      image(3, 1, [
        [0, 0, 0, 255],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
      ]),
    )
    expect([art.rows, art.columns]).toEqual([1, 3])
  })

  it('throws a RangeError for an image larger than 128', () => {
    const art = new PixelArt()
    expect(() => art.loadRGBA({ width: 129, height: 1, data: new Uint8ClampedArray(129 * 4) })).toThrow(
      RangeError,
    )
  })

  it('throws a RangeError when the data does not match the size', () => {
    const art = new PixelArt()
    expect(() => art.loadRGBA({ width: 2, height: 2, data: new Uint8ClampedArray(4) })).toThrow(RangeError)
  })

  it('keeps transparent pixels transparent, counting alpha below 128 as transparent', () => {
    const art = new PixelArt()
    art.loadRGBA(
      image(3, 1, [
        [255, 0, 0, 0],
        [255, 0, 0, 127],
        [255, 0, 0, 128],
      ]),
    )
    expect(gridOf(art)).toEqual([[TRANSPARENT, TRANSPARENT, '#ff0000']])
  })

  it('matches a colour within Lab distance 10 to the existing palette colour', () => {
    const art = new PixelArt()
    expect(labDistance('#fe0301', '#ff0000')).toBeLessThan(COLOR_MATCH_TOLERANCE)
    art.setPaletteColor(24, '#ff0000')
    art.loadRGBA(image(1, 1, [[0xfe, 0x03, 0x01, 255]]))
    expect(art.getPixel(0, 0)).toBe('#ff0000')
    expect(art.palette.filter((c) => c === '#ff0000')).toHaveLength(1)
  })

  it('matches a near-black pixel to the black preset', () => {
    const art = new PixelArt()
    art.loadRGBA(image(1, 1, [[8, 8, 8, 255]]))
    expect(art.getPixel(0, 0)).toBe('#000000')
    expect(art.palette).toEqual(DEFAULT_PALETTE)
  })

  it('adds a colour further than 10 from every palette colour to the first empty slot', () => {
    const art = new PixelArt()
    art.loadRGBA(
      image(2, 1, [
        [0x12, 0x34, 0xee, 255],
        [0x13, 0x34, 0xee, 255],
      ]),
    )
    expect(art.palette[24]).toBe('#1234ee')
    expect(art.palette[25]).toBeNull()
    // The second pixel is within 10 of the colour just added, so it takes it.
    expect(gridOf(art)).toEqual([['#1234ee', '#1234ee']])
  })

  it('pads the palette to 32 slots with transparent in slot 31', () => {
    const art = new PixelArt()
    const colors: [number, number, number, number][] = Array.from({ length: 10 }, (_, i) => [
      i * 25,
      255 - i * 20,
      (i * 97) % 256,
      255,
    ])
    art.loadRGBA(image(10, 1, colors))
    expect(art.palette).toHaveLength(32)
    expect(art.palette[31]).toBe(TRANSPARENT)
    expect(art.palette.slice(0, 31)).not.toContain(TRANSPARENT)
  })

  it('keeps colours that find no empty slot exactly as they are', () => {
    const art = new PixelArt()
    // Twelve colours more than 10 from every preset and from each other: more than the 7 empty slots.
    const chosen: string[] = []
    for (let r = 0; r < 256 && chosen.length < 12; r += 51) {
      for (let g = 0; g < 256 && chosen.length < 12; g += 51) {
        for (let b = 0; b < 256 && chosen.length < 12; b += 51) {
          const hex = toHex({ r, g, b })
          const pool = [...(DEFAULT_PALETTE.slice(0, 24) as string[]), ...chosen]
          if (pool.every((c) => labDistance(c, hex) > COLOR_MATCH_TOLERANCE)) chosen.push(hex)
        }
      }
    }
    const greys = chosen.map((hex): [number, number, number, number] => {
      const c = parseColor(hex) as { r: number; g: number; b: number }
      return [c.r, c.g, c.b, 255]
    })
    art.loadRGBA(image(greys.length, 1, greys))
    expect(art.palette.filter((c) => c === null)).toHaveLength(0)
    expect(art.palette).toHaveLength(32)
    expect(art.activeColors()).toEqual(chosen)
  })

  it('clears the history and records no step', () => {
    const art = new PixelArt()
    art.setPixel(0, 0, '#000000')
    art.undo()
    art.loadRGBA(image(1, 1, [[0, 0, 0, 255]]))
    expect([art.canUndo, art.canRedo]).toEqual([false, false])
  })

  it('tells subscribers it loaded', () => {
    const art = new PixelArt()
    const kinds: string[] = []
    art.subscribe((e) => kinds.push(e.kind))
    art.loadRGBA(image(1, 1, [[0, 0, 0, 255]]))
    expect(kinds).toEqual(['load'])
  })
})

describe('PNG import', () => {
  it('fromPNG builds a design from PNG bytes', () => {
    const png = toPNG(sample())
    const art = fromPNG(png)
    expect(gridOf(art)).toEqual(gridOf(sample()))
  })

  it('loadPNG replaces the grid of an existing design', () => {
    const art = new PixelArt()
    art.title = 'keep me'
    art.loadRGBA(decodePNGToRGBA(toPNG(sample())))
    expect([art.rows, art.columns, art.title]).toEqual([2, 3, 'keep me'])
  })

  it('reads RGB, grey and indexed PNGs', () => {
    const rgb = encode({ width: 1, height: 1, data: new Uint8Array([255, 0, 0]), channels: 3, depth: 8 })
    expect(fromPNG(rgb).getPixel(0, 0)).toBe('#ff0000')
    const grey = encode({
      width: 2,
      height: 1,
      data: new Uint8Array([0, 255, 255, 0]),
      channels: 2,
      depth: 8,
    })
    expect(gridOf(fromPNG(grey))).toEqual([['#000000', TRANSPARENT]])
    const indexed = encode({
      width: 2,
      height: 1,
      data: new Uint8Array([0b0000_0001]),
      channels: 1,
      depth: 4,
      palette: [
        [0, 0, 255],
        [255, 255, 255],
      ],
    })
    expect(gridOf(fromPNG(indexed))).toEqual([['#0000ff', '#ffffff']])
  })

  it('throws on bytes that are not a PNG', () => {
    expect(() => fromPNG(new Uint8Array([1, 2, 3]))).toThrow('Not a readable PNG image')
  })
})

describe('toJSON and fromJSON', () => {
  function designed(): PixelArt {
    const art = new PixelArt({ rows: 5, columns: 7 })
    art.title = 'Fox'
    art.author = 'Ann'
    art.border = false
    art.borderColor = '#123456'
    art.setPaletteColor(26, '#abcdef')
    art.setPixel(0, 0, '#ff8800')
    art.setPixel(6, 4, '#abcdef')
    return art
  }

  it('round-trips id, metadata, palette, size and pixels', () => {
    const art = designed()
    const copy = PixelArt.fromJSON(JSON.parse(JSON.stringify(art)))
    expect(copy.id).toBe(art.id)
    expect([copy.title, copy.author, copy.border, copy.borderColor]).toEqual(['Fox', 'Ann', false, '#123456'])
    expect([copy.rows, copy.columns]).toEqual([5, 7])
    expect(copy.palette).toEqual(art.palette)
    expect(gridOf(copy)).toEqual(gridOf(art))
    expect(copy.activeColorCount).toBe(2)
    expect(copy.canUndo).toBe(false)
  })

  it('round-trips a design with more than 255 colours', () => {
    const art = new PixelArt({ rows: 1, columns: 1 })
    const data: [number, number, number, number][] = []
    for (let i = 0; i < 300; i++) data.push([i % 256, (i * 7) % 256, Math.floor(i / 256) * 200, 255])
    art.loadRGBA({ width: 30, height: 10, data: Uint8ClampedArray.from(data.flat()) })
    const copy = PixelArt.fromJSON(JSON.parse(JSON.stringify(art.toJSON())))
    expect(gridOf(copy)).toEqual(gridOf(art))
  })

  it('rejects garbage', () => {
    const good = designed().toJSON()
    const bad: unknown[] = [
      null,
      'x',
      [],
      {},
      { ...good, version: 2 },
      { ...good, rows: 129 },
      { ...good, columns: -1 },
      { ...good, title: 'x'.repeat(21) },
      { ...good, author: 5 },
      { ...good, border: 'yes' },
      { ...good, borderColor: 'nope' },
      { ...good, palette: good.palette.slice(1) },
      { ...good, palette: [...good.palette.slice(0, 31), '#000000'] },
      { ...good, palette: ['bad', ...good.palette.slice(1)] },
      { ...good, colors: ['#000000', '#000000'] },
      { ...good, colors: ['transparent'] },
      { ...good, pixels: 'not base64!' },
      { ...good, pixels: good.pixels.slice(4) },
      { ...good, colors: [] },
    ]
    for (const json of bad) expect(() => PixelArt.fromJSON(json), JSON.stringify(json)).toThrow(TypeError)
  })
})
