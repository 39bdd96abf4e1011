import { describe, expect, it } from 'vitest'
import { PixelArt } from '@threadbit/pixelart'
import { artFromDesign, artToPngDataUrl, metaFromDesign } from './design-codec.ts'
import { dataUrlToBytes } from './data-url.ts'
import { makeDesign } from './test-designs.ts'

describe('design codec', () => {
  it('round-trips the visible grid through a PNG data URL, without undo history', () => {
    const art = new PixelArt({ rows: 5, columns: 7 })
    art.setPixel(0, 0, '#d32f2f')
    art.setPixel(6, 4, '#1565c0')
    const pngData = artToPngDataUrl(art)
    expect(pngData).toMatch(/^data:image\/png;base64,/)
    const loaded = artFromDesign({
      png_data: pngData ?? '',
      title: 'Two dots',
      border: false,
      border_color: '#ffcc00',
    })
    expect([loaded.columns, loaded.rows]).toEqual([7, 5])
    expect(loaded.getPixel(0, 0)).toBe('#d32f2f')
    expect(loaded.getPixel(6, 4)).toBe('#1565c0')
    expect(loaded.getPixel(3, 3)).toBe('transparent')
    expect(loaded.title).toBe('Two dots')
    expect(loaded.border).toBe(false)
    expect(loaded.borderColor).toBe('#ffcc00')
    expect(loaded.canUndo).toBe(false)
  })

  it('refuses data that is not an image data URL', () => {
    expect(dataUrlToBytes('hello')).toBeNull()
    expect(() => artFromDesign({ ...makeDesign(), png_data: 'nope' })).toThrow(TypeError)
  })

  it("maps a design to the editor's metadata", () => {
    const design = makeDesign({ remix_of: 3, is_public: false, owner: 9, owner_name: 'grace' })
    expect(metaFromDesign(design)).toEqual({
      id: design.id,
      uuid: design.uuid,
      ownerId: 9,
      ownerName: 'grace',
      isRemix: true,
      isPublic: false,
    })
  })
})
