import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import {
  bmp,
  gifDeclaring,
  HEAVY_SVG,
  jpegDeclaring,
  pngDeclaring,
  tiff,
  webpDeclaring,
} from '../testing/hostile-files.ts'
import { readRasterHeader, sniffRasterFormat } from './raster-header.ts'
import { checkUploadHeader, UploadImageRejected } from './upload-image.ts'

const make = (format: 'png' | 'jpeg' | 'webp' | 'gif', width: number, height: number, lossless = false) =>
  sharp({ create: { width, height, channels: 3, background: '#c04020' } })
    .toFormat(format, format === 'webp' ? { lossless } : {})
    .toBuffer()

describe('reading an upload header', () => {
  it.each([
    ['png', false],
    ['jpeg', false],
    ['webp', false],
    ['webp', true],
    ['gif', false],
  ] as const)(
    'reads the format and size of a real %s (lossless %s) as libvips does',
    async (format, lossless) => {
      const bytes = await make(format, 321, 123, lossless)
      const meta = await sharp(bytes).metadata()
      expect(readRasterHeader(bytes)).toEqual({
        ok: true,
        header: { format, width: meta.width, height: meta.height },
      })
      expect([meta.width, meta.height]).toEqual([321, 123])
    },
  )

  it('reads the sizes that bombs declare, without decoding anything', () => {
    expect(readRasterHeader(pngDeclaring(100_000, 3))).toEqual({
      ok: true,
      header: { format: 'png', width: 100_000, height: 3 },
    })
    expect(readRasterHeader(jpegDeclaring(65_000, 60_000))).toMatchObject({
      header: { width: 65_000, height: 60_000 },
    })
    expect(readRasterHeader(webpDeclaring(16_384, 9))).toMatchObject({ header: { width: 16_384, height: 9 } })
    expect(readRasterHeader(gifDeclaring(65_535, 7))).toMatchObject({ header: { width: 65_535, height: 7 } })
  })

  it('recognises nothing but PNG, JPEG, WebP and GIF by their magic bytes', async () => {
    for (const bytes of [
      HEAVY_SVG,
      bmp(),
      await tiff(),
      Buffer.from('%PDF-1.4'),
      Buffer.alloc(0),
      Buffer.from('GIF8'),
    ])
      expect(sniffRasterFormat(bytes)).toBeNull()
    expect(readRasterHeader(HEAVY_SVG)).toEqual({ ok: false, problem: 'not-raster' })
  })

  it('calls a truncated header unreadable', () => {
    expect(readRasterHeader(pngDeclaring(10, 10).subarray(0, 20))).toEqual({
      ok: false,
      problem: 'unreadable',
    })
    expect(readRasterHeader(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]))).toEqual({
      ok: false,
      problem: 'unreadable',
    })
    expect(readRasterHeader(pngDeclaring(0, 10))).toEqual({ ok: false, problem: 'unreadable' })
  })

  it('holds uploads to 4096 a side and 16 megapixels', () => {
    expect(checkUploadHeader(pngDeclaring(4096, 3906))).toMatchObject({ width: 4096 })
    for (const [w, h] of [
      [4097, 1],
      [1, 4097],
      [4096, 3907],
    ] as const) {
      expect(() => checkUploadHeader(pngDeclaring(w, h))).toThrow(UploadImageRejected)
    }
  })
})
