import { describe, expect, it } from 'vitest'
import { UNDO_LIMIT } from '@threadbit/contracts'
import { DEFAULT_PALETTE, PixelArt, TRANSPARENT } from './index.ts'

describe('undo and redo', () => {
  it('return false and change nothing when their stack is empty', () => {
    const art = new PixelArt()
    const revision = art.revision
    expect(art.undo()).toBe(false)
    expect(art.redo()).toBe(false)
    expect(art.revision).toBe(revision)
    expect([art.canUndo, art.canRedo]).toEqual([false, false])
  })

  it('restore pixels', () => {
    const art = new PixelArt()
    art.setPixel(0, 0, '#000000')
    art.setPixel(0, 0, '#ff0000')
    art.undo()
    expect(art.getPixel(0, 0)).toBe('#000000')
    art.redo()
    expect(art.getPixel(0, 0)).toBe('#ff0000')
  })

  it('restore the palette', () => {
    const art = new PixelArt()
    art.setPaletteColor(25, '#abcdef')
    art.undo()
    expect(art.palette[25]).toBeNull()
    art.redo()
    expect(art.palette[25]).toBe('#abcdef')
  })

  it('restore the title and the author', () => {
    const art = new PixelArt()
    art.title = 'Cat'
    art.author = 'Ann'
    art.undo()
    expect([art.title, art.author]).toEqual(['Cat', ''])
    art.undo()
    expect(art.title).toBe('')
    art.redo()
    art.redo()
    expect([art.title, art.author]).toEqual(['Cat', 'Ann'])
  })

  it('merge consecutive title edits (typing) into one step', () => {
    const art = new PixelArt()
    art.title = 'C'
    art.title = 'Ca'
    art.title = 'Cat'
    art.undo()
    expect(art.title).toBe('')
    expect(art.canUndo).toBe(false)
  })

  it('restore rows and columns', () => {
    const art = new PixelArt()
    art.resize(10, 20)
    art.undo()
    expect([art.rows, art.columns]).toEqual([24, 24])
    art.redo()
    expect([art.rows, art.columns]).toEqual([10, 20])
  })

  it(`keep at most ${UNDO_LIMIT} steps`, () => {
    const art = new PixelArt({ rows: 1, columns: 30 })
    for (let x = 0; x < UNDO_LIMIT + 5; x++) art.setPixel(x, 0, '#000000')
    let undone = 0
    while (art.undo()) undone++
    expect(undone).toBe(UNDO_LIMIT)
    // The five oldest steps can no longer be undone.
    expect(art.getPixel(4, 0)).toBe('#000000')
    expect(art.getPixel(5, 0)).toBe(TRANSPARENT)
  })

  it('clear the redo stack when a new step is recorded', () => {
    const art = new PixelArt()
    art.setPixel(0, 0, '#000000')
    art.setPixel(1, 0, '#000000')
    art.undo()
    expect(art.canRedo).toBe(true)
    art.setPaletteColor(0, '#111111')
    expect(art.canRedo).toBe(false)
    expect(art.redo()).toBe(false)
  })

  it('undo a whole stroke in one step, committing it first if still open', () => {
    const art = new PixelArt()
    art.beginStroke()
    art.setPixel(0, 0, '#000000')
    art.setPixel(1, 0, '#000000')
    expect(art.undo()).toBe(true)
    expect(art.isEmpty()).toBe(true)
    expect(art.isStroking).toBe(false)
  })

  it('restore the active colour count', () => {
    const art = new PixelArt()
    art.setPixel(0, 0, '#000000')
    art.setPixel(1, 0, '#ff0000')
    art.undo()
    expect(art.activeColorCount).toBe(1)
    art.redo()
    expect(art.activeColors()).toEqual(['#000000', '#ff0000'])
  })

  it('walk back through a mix of steps to the start', () => {
    const art = new PixelArt({ rows: 6, columns: 6 })
    art.setPixel(5, 5, '#000000')
    art.fill(0, 0, '#00ff00')
    art.resize(3, 8)
    art.setPaletteColor(3, '#333333')
    art.title = 'mix'
    art.trim()
    while (art.undo());
    expect([art.rows, art.columns, art.title]).toEqual([6, 6, ''])
    expect(art.palette).toEqual(DEFAULT_PALETTE)
    expect(art.isEmpty()).toBe(true)
  })

  it('keeps a full 128x128 history compact', () => {
    const art = new PixelArt({ rows: 128, columns: 128 })
    const colors = ['#000000', '#ffffff']
    for (let step = 0; step < UNDO_LIMIT; step++) {
      art.beginStroke()
      for (let y = 0; y < 128; y++)
        for (let x = 0; x < 128; x++) art.setPixel(x, y, colors[(x + y + step) % 2] as string)
      art.endStroke()
    }
    // One byte per cell per step, at most: 25 x 16 kB.
    expect(art.historyBytes()).toBeLessThanOrEqual(UNDO_LIMIT * (128 * 128 + 64))
  })
})
