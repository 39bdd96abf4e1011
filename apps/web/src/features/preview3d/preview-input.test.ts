import { describe, expect, it } from 'vitest'
import { encodeRGBAToPNG, PixelArt } from '@threadbit/pixelart'
import {
  CLOTH_SWATCHES,
  decodePngData,
  lightenColor,
  PREVIEW_SOURCE_ERROR,
  PreviewInputError,
  resolvePreviewInput,
} from './preview-input.ts'

function pngDataUrl(width: number, height: number, rgba: number[]): string {
  const bytes = encodeRGBAToPNG({ width, height, data: new Uint8ClampedArray(rgba) })
  return `data:image/png;base64,${btoa(String.fromCharCode(...bytes))}`
}

const RED_AND_CLEAR = pngDataUrl(2, 1, [255, 0, 0, 255, 0, 0, 0, 0])

describe('preview inputs', () => {
  it('throws a clear error without pixel art and without PNG data', () => {
    expect(() => resolvePreviewInput({ border: false, borderColor: '#000000' })).toThrow(PREVIEW_SOURCE_ERROR)
    expect(() =>
      resolvePreviewInput({ art: null, pngData: '  ', border: false, borderColor: '#000' }),
    ).toThrow(PreviewInputError)
  })

  it('reads pixel art as it is now', () => {
    const art = new PixelArt()
    art.resize(3, 5)
    art.setPixel(4, 2, '#00ff00')
    const { image } = resolvePreviewInput({ art, border: false, borderColor: '#000000' })
    expect([image.width, image.height]).toEqual([5, 3])
    expect(Array.from(image.data.subarray((2 * 5 + 4) * 4, (2 * 5 + 4) * 4 + 4))).toEqual([0, 255, 0, 255])
  })

  it('reads PNG data given as a data URL or as bare base64', () => {
    const fromUrl = resolvePreviewInput({ pngData: RED_AND_CLEAR, border: false, borderColor: '#000' })
    expect([fromUrl.image.width, fromUrl.image.height]).toEqual([2, 1])
    expect(Array.from(fromUrl.image.data)).toEqual([255, 0, 0, 255, 0, 0, 0, 0])
    const bare = decodePngData(RED_AND_CLEAR.slice('data:image/png;base64,'.length))
    expect(bare.width).toBe(2)
  })

  it('prefers the live pixel art when both are given', () => {
    const art = new PixelArt()
    art.resize(4, 4)
    const { image } = resolvePreviewInput({ art, pngData: RED_AND_CLEAR, border: false, borderColor: '#000' })
    expect(image.width).toBe(4)
  })

  it('rejects PNG data that is not a PNG', () => {
    expect(() => decodePngData('data:image/jpeg;base64,/9j/4AAQ')).toThrow('not a PNG data URL or base64')
    expect(() => decodePngData('data:image/png;base64,aGVsbG8=')).toThrow('could not be read')
  })

  it('rejects an unreadable or transparent border colour only when the border is on', () => {
    const base = { pngData: RED_AND_CLEAR }
    expect(() => resolvePreviewInput({ ...base, border: true, borderColor: 'not-a-colour' })).toThrow(
      /border colour/,
    )
    expect(() => resolvePreviewInput({ ...base, border: true, borderColor: 'transparent' })).toThrow(
      PreviewInputError,
    )
    expect(resolvePreviewInput({ ...base, border: false, borderColor: 'not-a-colour' }).border).toBe(false)
    expect(resolvePreviewInput({ ...base, border: true, borderColor: 'white' }).borderColor).toBe('#ffffff')
  })

  it('defaults the cloth to tan and lightens it by 30 per channel', () => {
    const { clothColor } = resolvePreviewInput({ pngData: RED_AND_CLEAR, border: false, borderColor: '#000' })
    expect(clothColor).toBe('#f0d2aa')
    expect(lightenColor('#1c1c1e')).toBe('#3a3a3c')
    expect(lightenColor('#f0f0f0')).toBe('#ffffff')
    expect(() =>
      resolvePreviewInput({ pngData: RED_AND_CLEAR, border: false, borderColor: '#000', clothColor: 'x' }),
    ).toThrow(/cloth colour/)
  })

  it('offers four cloth swatches', () => {
    expect(CLOTH_SWATCHES).toHaveLength(4)
    expect(new Set(CLOTH_SWATCHES.map((s) => s.color)).size).toBe(4)
  })
})
