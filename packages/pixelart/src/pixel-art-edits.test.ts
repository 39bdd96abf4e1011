import { describe, expect, it } from 'vitest'
import { PixelArt, TRANSPARENT, type ChangeEvent } from './index.ts'
import { drawColors, gridOf, preset } from './test-helpers.ts'

// Fill, strokes, resize, trim and change notifications (pixel-art.test.ts: the model, its pixels and palette).

describe('fill', () => {
  it('fills the 4-connected region of the clicked colour', () => {
    const art = new PixelArt({ rows: 3, columns: 3 })
    // A diagonal wall: (1,0) (0,1) block the top-left corner in 4-connectivity only.
    art.setPixel(1, 0, '#000000')
    art.setPixel(0, 1, '#000000')
    expect(art.fill(2, 2, '#ff0000')).toBe(true)
    expect(gridOf(art)).toEqual([
      ['transparent', '#000000', '#ff0000'],
      ['#000000', '#ff0000', '#ff0000'],
      ['#ff0000', '#ff0000', '#ff0000'],
    ])
  })

  it('fills the whole empty grid', () => {
    const art = new PixelArt({ rows: 128, columns: 128 })
    art.fill(64, 64, '#00ff00')
    expect(art.activeColors()).toEqual(['#00ff00'])
    expect(art.trimmedBounds()).toEqual({ x: 0, y: 0, width: 128, height: 128 })
  })

  it('is one undo step', () => {
    const art = new PixelArt({ rows: 4, columns: 4 })
    art.fill(0, 0, '#00ff00')
    art.undo()
    expect(art.isEmpty()).toBe(true)
    expect(art.canUndo).toBe(false)
  })

  it('refuses a fill that would add a 13th colour', () => {
    const art = new PixelArt()
    drawColors(art, 12)
    expect(art.fill(5, 5, preset(12))).toBe(false)
    expect(art.getPixel(5, 5)).toBe(TRANSPARENT)
    expect(art.canUndo).toBe(true)
    expect(art.activeColorCount).toBe(12)
  })

  it('allows a new colour replacing every pixel of one colour', () => {
    const art = new PixelArt()
    drawColors(art, 12)
    expect(art.fill(0, 0, preset(12))).toBe(true)
    expect(art.activeColorCount).toBe(12)
  })

  it('throws on a bad colour and ignores cells outside the grid', () => {
    const art = new PixelArt()
    expect(() => art.fill(0, 0, 1)).toThrow(TypeError)
    expect(art.fill(99, 0, '#000000')).toBe(false)
  })
})

describe('strokes', () => {
  it('makes everything between beginStroke and endStroke one undo step', () => {
    const art = new PixelArt()
    art.beginStroke()
    for (let x = 0; x < 10; x++) art.setPixel(x, 0, '#000000')
    art.fill(5, 5, '#ff0000')
    art.endStroke()
    expect(art.undo()).toBe(true)
    expect(art.isEmpty()).toBe(true)
    expect(art.canUndo).toBe(false)
  })

  it('restores the pre-stroke pixels on cancel and records nothing', () => {
    const art = new PixelArt()
    art.setPixel(3, 0, '#00ff00')
    art.beginStroke()
    for (let x = 0; x < 10; x++) art.setPixel(x, 0, '#000000')
    art.cancelStroke()
    expect(art.getPixel(3, 0)).toBe('#00ff00')
    expect(art.getPixel(4, 0)).toBe(TRANSPARENT)
    expect(art.activeColors()).toEqual(['#00ff00'])
    art.undo()
    expect(art.canUndo).toBe(false)
  })

  it('records no step for a stroke that ends where it started', () => {
    const art = new PixelArt()
    art.beginStroke()
    art.setPixel(0, 0, '#000000')
    art.setPixel(0, 0, TRANSPARENT)
    art.endStroke()
    expect(art.canUndo).toBe(false)
  })

  it('clears the redo stack when a stroke is committed', () => {
    const art = new PixelArt()
    art.setPixel(0, 0, '#000000')
    art.undo()
    art.beginStroke()
    art.setPixel(1, 1, '#000000')
    art.endStroke()
    expect(art.canRedo).toBe(false)
  })
})

describe('resize', () => {
  it('keeps pixels and fills new cells with transparent', () => {
    const art = new PixelArt({ rows: 2, columns: 2 })
    art.setPixel(1, 1, '#ff0000')
    art.resize(3, 4)
    expect(gridOf(art)).toEqual([
      ['transparent', 'transparent', 'transparent', 'transparent'],
      ['transparent', '#ff0000', 'transparent', 'transparent'],
      ['transparent', 'transparent', 'transparent', 'transparent'],
    ])
  })

  it('shows transparent cells after shrinking and growing again', () => {
    const art = new PixelArt({ rows: 4, columns: 4 })
    art.setPixel(3, 3, '#ff0000')
    art.resize(2, 2)
    art.resize(4, 4)
    expect(art.getPixel(3, 3)).toBe(TRANSPARENT)
    expect(art.isEmpty()).toBe(true)
  })

  it('is one undo step that restores size and pixels', () => {
    const art = new PixelArt({ rows: 4, columns: 4 })
    art.setPixel(3, 3, '#ff0000')
    art.resize(2, 2)
    art.undo()
    expect([art.rows, art.columns]).toEqual([4, 4])
    expect(art.getPixel(3, 3)).toBe('#ff0000')
    art.redo()
    expect([art.rows, art.columns]).toEqual([2, 2])
    art.undo()
    art.undo()
    expect(art.isEmpty()).toBe(true)
  })

  it('accepts 0 and 128 and throws a RangeError for other values', () => {
    const art = new PixelArt()
    art.resize(0, 128)
    expect([art.rows, art.columns]).toEqual([0, 128])
    expect(() => art.resize(129, 1)).toThrow(RangeError)
    expect(() => art.resize(-1, 1)).toThrow(RangeError)
    expect(() => art.resize(1.5, 1)).toThrow(RangeError)
    expect(() => art.resize(Number.NaN, 1)).toThrow(RangeError)
  })

  it('records nothing when the size does not change', () => {
    const art = new PixelArt()
    art.resize(24, 24)
    expect(art.canUndo).toBe(false)
  })
})

describe('trim', () => {
  it('finds the bounding box of the drawn pixels', () => {
    const art = new PixelArt({ rows: 10, columns: 10 })
    expect(art.trimmedBounds()).toBeNull()
    art.setPixel(2, 3, '#000000')
    art.setPixel(6, 4, '#000000')
    expect(art.trimmedBounds()).toEqual({ x: 2, y: 3, width: 5, height: 2 })
  })

  it('crops to that box, moving the pixels to the top-left, as one undo step', () => {
    const art = new PixelArt({ rows: 10, columns: 10 })
    art.setPixel(2, 3, '#000000')
    art.setPixel(6, 4, '#ff0000')
    art.trim()
    expect([art.rows, art.columns]).toEqual([2, 5])
    expect(art.getPixel(0, 0)).toBe('#000000')
    expect(art.getPixel(4, 1)).toBe('#ff0000')
    art.resize(10, 10)
    expect(art.trimmedBounds()).toEqual({ x: 0, y: 0, width: 5, height: 2 })
    art.undo()
    art.undo()
    expect([art.rows, art.columns]).toEqual([10, 10])
    expect(art.getPixel(2, 3)).toBe('#000000')
    expect(art.getPixel(0, 0)).toBe(TRANSPARENT)
  })

  it('does nothing on an empty grid', () => {
    const art = new PixelArt()
    art.trim()
    expect([art.rows, art.columns, art.canUndo]).toEqual([24, 24, false])
  })
})

describe('change notifications', () => {
  it('tells subscribers what changed and where', () => {
    const art = new PixelArt()
    const events: ChangeEvent[] = []
    const unsubscribe = art.subscribe((e) => events.push(e))
    art.setPixel(2, 3, '#000000')
    art.setPaletteColor(0, '#010101')
    art.title = 'Hi'
    art.resize(5, 5)
    art.undo()
    unsubscribe()
    art.setPixel(0, 0, '#000000')
    expect(events.map((e) => e.kind)).toEqual(['pixels', 'palette', 'meta', 'size', 'history'])
    expect(events[0]?.dirty).toEqual({ x: 2, y: 3, width: 1, height: 1 })
  })

  it('increments the revision on every change and not on reads or no-ops', () => {
    const art = new PixelArt()
    const r0 = art.revision
    art.setPixel(0, 0, '#000000')
    const r1 = art.revision
    art.getPixel(0, 0)
    art.setPixel(0, 0, '#000000')
    art.title = 'x'.repeat(30)
    expect(r1).toBeGreaterThan(r0)
    expect(art.revision).toBe(r1)
  })
})
