import { describe, expect, it } from 'vitest'
import { PixelArt, TRANSPARENT, DEFAULT_PALETTE } from './index.ts'
import { drawColors, preset } from './test-helpers.ts'

describe('a new PixelArt', () => {
  it('is 24 by 24, empty, untitled, with the default palette', () => {
    const art = new PixelArt()
    expect([art.rows, art.columns]).toEqual([24, 24])
    expect(art.isEmpty()).toBe(true)
    expect(art.title).toBe('')
    expect(art.author).toBe('')
    expect(art.palette).toEqual(DEFAULT_PALETTE)
    expect(art.getPixel(0, 0)).toBe(TRANSPARENT)
  })

  it('takes a size from its options', () => {
    const art = new PixelArt({ rows: 8, columns: 16 })
    expect([art.rows, art.columns]).toEqual([8, 16])
  })

  it('has a generated uuid as client id', () => {
    const a = new PixelArt()
    expect(a.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(new PixelArt().id).not.toBe(a.id)
  })

  it('shows a white border by default', () => {
    const art = new PixelArt()
    expect(art.border).toBe(true)
    expect(art.borderColor).toBe('#ffffff')
  })
})

describe('title and author', () => {
  it('accepts a title of up to 20 characters', () => {
    const art = new PixelArt()
    art.title = 'x'.repeat(20)
    expect(art.title).toBe('x'.repeat(20))
  })

  it('ignores a title longer than 20 characters or not a string', () => {
    const art = new PixelArt()
    art.title = 'kept'
    art.title = 'x'.repeat(21)
    art.title = 42
    art.title = null
    expect(art.title).toBe('kept')
  })

  it('accepts an author of up to 50 characters and ignores longer ones or non-strings', () => {
    const art = new PixelArt()
    art.author = 'a'.repeat(50)
    art.author = 'b'.repeat(51)
    art.author = { name: 'x' }
    expect(art.author).toBe('a'.repeat(50))
  })
})

describe('border', () => {
  it('normalises the border colour and ignores unreadable values', () => {
    const art = new PixelArt()
    art.borderColor = 'Black'
    expect(art.borderColor).toBe('#000000')
    art.borderColor = 'not a colour'
    expect(art.borderColor).toBe('#000000')
  })

  it('keeps border changes out of the undo history', () => {
    const art = new PixelArt()
    art.border = false
    art.borderColor = '#ff0000'
    expect(art.canUndo).toBe(false)
  })
})

describe('setPixel', () => {
  it('colours a cell addressed by column and row', () => {
    const art = new PixelArt({ rows: 3, columns: 5 })
    expect(art.setPixel(4, 2, '#FF0000')).toBe(true)
    expect(art.getPixel(4, 2)).toBe('#ff0000')
    expect(art.getPixel(2, 4)).toBe(TRANSPARENT)
  })

  it('normalises any CSS colour to #rrggbb', () => {
    const art = new PixelArt()
    art.setPixel(0, 0, 'rgb(0, 128, 255)')
    expect(art.getPixel(0, 0)).toBe('#0080ff')
  })

  it('ignores cells outside the grid and returns false', () => {
    const art = new PixelArt({ rows: 2, columns: 2 })
    for (const [x, y] of [
      [-1, 0],
      [0, -1],
      [2, 0],
      [0, 2],
      [0.5, 0],
    ] as const) {
      expect(art.setPixel(x, y, '#000000')).toBe(false)
    }
    expect(art.isEmpty()).toBe(true)
  })

  it("throws TypeError('Expected a valid color string') for a non-string colour", () => {
    const art = new PixelArt()
    expect(() => art.setPixel(0, 0, 5)).toThrow(new TypeError('Expected a valid color string'))
    expect(() => art.setPixel(0, 0, null)).toThrow(TypeError)
  })

  it("throws Error('Expected a valid color representation.') for an unreadable colour string", () => {
    const art = new PixelArt()
    expect(() => art.setPixel(0, 0, 'blurple')).toThrow(new Error('Expected a valid color representation.'))
  })

  it('erases with transparent', () => {
    const art = new PixelArt()
    art.setPixel(0, 0, '#000000')
    art.setPixel(0, 0, TRANSPARENT)
    expect(art.isEmpty()).toBe(true)
  })

  it('is one undo step outside a stroke', () => {
    const art = new PixelArt()
    art.setPixel(0, 0, '#000000')
    art.setPixel(1, 0, '#000000')
    art.undo()
    expect(art.getPixel(0, 0)).toBe('#000000')
    expect(art.getPixel(1, 0)).toBe(TRANSPARENT)
  })
})

describe('the 12-colour rule', () => {
  it('ignores a pixel that would add a 13th colour', () => {
    const art = new PixelArt()
    drawColors(art, 12)
    expect(art.setPixel(0, 1, preset(12))).toBe(false)
    expect(art.getPixel(0, 1)).toBe(TRANSPARENT)
    expect(art.activeColorCount).toBe(12)
  })

  it('still allows the 12 active colours and transparent', () => {
    const art = new PixelArt()
    drawColors(art, 12)
    expect(art.setPixel(0, 1, preset(3))).toBe(true)
    expect(art.setPixel(0, 0, TRANSPARENT)).toBe(true)
  })

  it('allows a new colour that replaces the last pixel of another, since the count stays 12', () => {
    const art = new PixelArt()
    drawColors(art, 12)
    expect(art.setPixel(11, 0, preset(12))).toBe(true)
    expect(art.activeColorCount).toBe(12)
  })

  it('reports through canUseColor whether a colour could be drawn', () => {
    const art = new PixelArt()
    drawColors(art, 12)
    expect(art.canUseColor(preset(0))).toBe(true)
    expect(art.canUseColor(preset(12))).toBe(false)
    expect(art.canUseColor(TRANSPARENT)).toBe(true)
    art.setPixel(0, 0, TRANSPARENT)
    expect(art.canUseColor(preset(12))).toBe(true)
  })
})

describe('active colours', () => {
  it('lists distinct non-transparent colours in reading order and counts them', () => {
    const art = new PixelArt({ rows: 2, columns: 2 })
    art.setPixel(1, 0, '#00ff00')
    art.setPixel(0, 1, '#ff0000')
    art.setPixel(1, 1, '#00ff00')
    expect(art.activeColors()).toEqual(['#00ff00', '#ff0000'])
    expect(art.activeColorCount).toBe(2)
    expect(art.isEmpty()).toBe(false)
  })

  it('forgets a colour when its last pixel is erased', () => {
    const art = new PixelArt()
    art.setPixel(0, 0, '#ff0000')
    art.setPixel(0, 0, TRANSPARENT)
    expect(art.activeColors()).toEqual([])
    expect(art.activeColorCount).toBe(0)
  })

  it('counts only the visible grid', () => {
    const art = new PixelArt({ rows: 4, columns: 4 })
    art.setPixel(3, 3, '#ff0000')
    art.resize(2, 2)
    expect(art.activeColorCount).toBe(0)
  })
})

describe('palette', () => {
  it('sets a slot to a normalised colour', () => {
    const art = new PixelArt()
    art.setPaletteColor(24, 'ORANGE')
    expect(art.palette[24]).toBe('#ffa500')
  })

  it("requires a string: throws TypeError('Expected a valid color string')", () => {
    const art = new PixelArt()
    expect(() => art.setPaletteColor(0, 0xff0000)).toThrow(new TypeError('Expected a valid color string'))
  })

  it('throws for an unreadable colour string', () => {
    const art = new PixelArt()
    expect(() => art.setPaletteColor(0, 'nope')).toThrow('Expected a valid color representation.')
  })

  it('does not let slot 31 (transparent) be edited', () => {
    const art = new PixelArt()
    art.setPaletteColor(31, '#ff0000')
    expect(art.palette[31]).toBe(TRANSPARENT)
    expect(art.canUndo).toBe(false)
  })

  it('is one undo step', () => {
    const art = new PixelArt()
    art.setPaletteColor(0, '#123456')
    expect(art.undo()).toBe(true)
    expect(art.palette[0]).toBe(DEFAULT_PALETTE[0])
  })

  it('does not recolour pixels already drawn with the old colour', () => {
    const art = new PixelArt()
    art.setPixel(0, 0, preset(0))
    art.setPaletteColor(0, '#123456')
    expect(art.getPixel(0, 0)).toBe(preset(0))
  })

  it('returns a new palette array after each change', () => {
    const art = new PixelArt()
    const before = art.palette
    art.setPaletteColor(2, '#010203')
    expect(art.palette).not.toBe(before)
    expect(before[2]).toBe(DEFAULT_PALETTE[2])
  })

  it('empties a slot with clearPaletteSlot', () => {
    const art = new PixelArt()
    art.clearPaletteSlot(0)
    expect(art.palette[0]).toBeNull()
  })

  it('throws a RangeError for a slot outside 0-31', () => {
    const art = new PixelArt()
    expect(() => art.setPaletteColor(32, '#000000')).toThrow(RangeError)
    expect(() => art.setPaletteColor(-1, '#000000')).toThrow(RangeError)
  })
})
