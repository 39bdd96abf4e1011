import { describe, expect, it } from 'vitest'
import { EDGE_GAP_PX, reservedRight, startRect, WINDOW_START, WINDOW_START_PHONE } from './window-geometry.ts'

const rect = (left: number, top: number, width: number, height: number) =>
  new DOMRectReadOnly(left, top, width, height)

describe('the preview window start', () => {
  it("opens in the desktop stage's top-right corner at 200 x 400, inside the stage", () => {
    const stage = rect(60, 134, 925, 666)
    expect(startRect(stage, { width: 1280, height: 800 })).toEqual({
      x: 60 + 925 - WINDOW_START.width - EDGE_GAP_PX,
      y: 134 + EDGE_GAP_PX,
      ...WINDOW_START,
    })
  })

  it('opens smaller on a phone, so most of the canvas stays in view', () => {
    const stage = rect(0, 120, 375, 420)
    const start = startRect(stage, { width: 375, height: 740 })
    expect(start).toMatchObject(WINDOW_START_PHONE)
    expect(start.x + start.width).toBe(375 - EDGE_GAP_PX)
    expect(start.width * start.height).toBeLessThan((375 * 420) / 4)
  })

  it('stays on screen in a short viewport', () => {
    const start = startRect(rect(0, 500, 900, 200), { width: 900, height: 600 })
    expect(start.y + start.height).toBeLessThanOrEqual(600 - EDGE_GAP_PX)
  })

  it('reserves its strip of a desktop stage for the art to keep out of, none on a phone', () => {
    expect(reservedRight(rect(60, 134, 925, 666))).toBe(WINDOW_START.width + 2 * EDGE_GAP_PX)
    expect(reservedRight(rect(0, 120, 375, 420))).toBe(0)
    expect(reservedRight(null)).toBe(0)
  })
})
