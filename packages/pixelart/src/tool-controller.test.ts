import { describe, expect, it } from 'vitest'
import { DEFAULT_PALETTE, PixelArt, TRANSPARENT, ToolController, type ControllerEvent } from './index.ts'
import { drawColors, gridOf, preset } from './test-helpers.ts'

const at = (col: number, row: number, screenX = col * 10, screenY = row * 10) => ({
  col,
  row,
  screenX,
  screenY,
})

function setup(rows = 8, columns = 8) {
  const art = new PixelArt({ rows, columns })
  const tools = new ToolController(art)
  const events: ControllerEvent[] = []
  tools.subscribe((e) => events.push(e))
  return { art, tools, events }
}

function painted(art: PixelArt): string[] {
  const cells: string[] = []
  gridOf(art).forEach((row, y) => row.forEach((c, x) => c !== TRANSPARENT && cells.push(`${x},${y}`)))
  return cells
}

describe('ToolController', () => {
  it('starts with the pen and the first palette colour', () => {
    const { tools } = setup()
    expect(tools.tool).toBe('pen')
    expect(tools.color).toBe(DEFAULT_PALETTE[0])
  })

  it('draws a pixel where the pen goes down, flooring fractional cells', () => {
    const { art, tools } = setup()
    tools.color = '#ff0000'
    tools.pointerDown(at(2.7, 3.2))
    tools.pointerUp()
    expect(art.getPixel(2, 3)).toBe('#ff0000')
  })

  it('fills the gaps between distant move events with a Bresenham line', () => {
    const { art, tools } = setup()
    tools.pointerDown(at(0, 0))
    tools.pointerMove(at(7, 3))
    tools.pointerUp()
    expect(painted(art)).toEqual(['0,0', '1,0', '2,1', '3,1', '4,2', '5,2', '6,3', '7,3'].sort(byRow))
  })

  it('makes the whole pen gesture one undo step', () => {
    const { art, tools } = setup()
    tools.pointerDown(at(0, 0))
    tools.pointerMove(at(3, 0))
    tools.pointerMove(at(3, 3))
    tools.pointerUp(at(0, 3))
    expect(painted(art)).toHaveLength(10)
    art.undo()
    expect(art.isEmpty()).toBe(true)
    expect(art.canUndo).toBe(false)
  })

  it('keeps drawing the part of a line inside the grid when the pointer leaves it', () => {
    const { art, tools } = setup(3, 3)
    tools.pointerDown(at(-5, 1))
    tools.pointerMove(at(1000, 1))
    tools.pointerUp()
    expect(painted(art)).toEqual(['0,1', '1,1', '2,1'])
  })

  it('erases with the eraser', () => {
    const { art, tools } = setup()
    art.fill(0, 0, '#000000')
    tools.tool = 'eraser'
    tools.pointerDown(at(0, 0))
    tools.pointerMove(at(3, 0))
    tools.pointerUp()
    expect([0, 1, 2, 3, 4].map((x) => art.getPixel(x, 0))).toEqual([
      TRANSPARENT,
      TRANSPARENT,
      TRANSPARENT,
      TRANSPARENT,
      '#000000',
    ])
  })

  it('flood-fills with the fill tool as one step', () => {
    const { art, tools } = setup(4, 4)
    tools.tool = 'fill'
    tools.color = '#00ff00'
    tools.pointerDown(at(1, 1))
    tools.pointerUp()
    expect(art.activeColors()).toEqual(['#00ff00'])
    expect(painted(art)).toHaveLength(16)
    art.undo()
    expect(art.isEmpty()).toBe(true)
  })

  it('pans the view by screen deltas with the drag tool', () => {
    const { tools, events, art } = setup()
    tools.tool = 'drag'
    tools.pointerDown(at(0, 0, 100, 100))
    tools.pointerMove(at(0, 0, 110, 95))
    tools.pointerMove(at(0, 0, 130, 90))
    tools.pointerUp()
    expect(tools.pan).toEqual({ x: 30, y: -10 })
    expect(events).toEqual([{ type: 'pan' }, { type: 'pan' }])
    expect(art.isEmpty()).toBe(true)
    tools.resetPan()
    expect(tools.pan).toEqual({ x: 0, y: 0 })
  })

  it('cancels a stroke in progress on Escape', () => {
    const { art, tools } = setup()
    art.setPixel(5, 5, '#000000')
    tools.pointerDown(at(0, 0))
    tools.pointerMove(at(4, 4))
    tools.cancel()
    tools.pointerMove(at(6, 6))
    tools.pointerUp()
    expect(painted(art)).toEqual(['5,5'])
    art.undo()
    expect(art.isEmpty()).toBe(true)
  })

  it('returns the view to where a cancelled drag started', () => {
    const { tools } = setup()
    tools.tool = 'drag'
    tools.pointerDown(at(0, 0, 0, 0))
    tools.pointerMove(at(0, 0, 50, 50))
    tools.cancel()
    expect(tools.pan).toEqual({ x: 0, y: 0 })
  })

  it('reports a blocked 13th colour once per gesture', () => {
    const { art, tools, events } = setup(20, 20)
    drawColors(art, 12)
    tools.color = preset(12)
    tools.pointerDown(at(0, 5))
    tools.pointerMove(at(10, 5))
    tools.pointerUp()
    expect(events).toEqual([{ type: 'color-blocked', color: preset(12) }])
    expect(art.activeColorCount).toBe(12)
  })

  it('reports a blocked 13th colour for the fill tool', () => {
    const { art, tools, events } = setup(20, 20)
    drawColors(art, 12)
    tools.tool = 'fill'
    tools.color = preset(12)
    tools.pointerDown(at(5, 5))
    tools.pointerUp()
    expect(events).toEqual([{ type: 'color-blocked', color: preset(12) }])
  })

  it('does not report a block for clicks outside the grid', () => {
    const { art, tools, events } = setup()
    drawColors(art, 8)
    tools.color = preset(12)
    tools.pointerDown(at(-3, -3))
    tools.pointerUp()
    expect(events).toEqual([])
  })

  it('ignores pointer positions that are not finite numbers', () => {
    const { art, tools } = setup()
    tools.pointerDown(at(1, 1))
    tools.pointerMove(at(Number.NaN, 2))
    tools.pointerMove(at(Infinity, -Infinity))
    tools.pointerUp()
    expect(painted(art)).toEqual(['1,1'])
  })

  it('ignores moves without a pointer down', () => {
    const { art, tools } = setup()
    tools.pointerMove(at(1, 1))
    tools.pointerUp()
    expect(art.isEmpty()).toBe(true)
  })

  it('commits a gesture when the tool changes mid-gesture', () => {
    const { art, tools } = setup()
    tools.pointerDown(at(0, 0))
    tools.tool = 'drag'
    expect(art.isStroking).toBe(false)
    expect(art.canUndo).toBe(true)
  })
})

function byRow(a: string, b: string): number {
  const [ax, ay] = a.split(',').map(Number) as [number, number]
  const [bx, by] = b.split(',').map(Number) as [number, number]
  return ay - by || ax - bx
}
