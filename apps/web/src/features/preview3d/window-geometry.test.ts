import { describe, expect, it } from 'vitest'
import {
  EDGE_GAP_PX,
  reservedStrips,
  startRect,
  WINDOW_START,
  WINDOW_START_PHONE,
} from './window-geometry.ts'

const rect = (left: number, top: number, width: number, height: number) =>
  new DOMRectReadOnly(left, top, width, height)

describe('the preview window start', () => {
  it("opens in the desktop stage's top-right corner at 200 x 400, inside the stage", () => {
    const stage = rect(60, 134, 925, 666)
    expect(startRect(stage, { width: 1280, height: 800, top: 64 })).toEqual({
      x: 60 + 925 - WINDOW_START.width - EDGE_GAP_PX,
      y: 134 + EDGE_GAP_PX,
      ...WINDOW_START,
    })
  })

  it('opens smaller on a phone, so most of the canvas stays in view', () => {
    const stage = rect(0, 120, 375, 420)
    const start = startRect(stage, { width: 375, height: 740, top: 64 })
    expect(start).toMatchObject(WINDOW_START_PHONE)
    expect(start.x + start.width).toBe(375 - EDGE_GAP_PX)
    expect(start.width * start.height).toBeLessThan((375 * 420) / 4)
  })

  it('opens below the sticky header when the stage is scrolled under it', () => {
    const start = startRect(rect(0, -150, 375, 420), { width: 375, height: 740, top: 64 })
    expect(start.y).toBe(64 + EDGE_GAP_PX)
  })

  it('stays on screen in a short viewport', () => {
    const start = startRect(rect(0, 500, 900, 200), { width: 900, height: 600, top: 64 })
    expect(start.y + start.height).toBeLessThanOrEqual(600 - EDGE_GAP_PX)
  })

  it('reserves a strip beside the art on a desktop stage, above it on a phone', () => {
    expect(reservedStrips(rect(60, 134, 925, 666), 64)).toEqual({
      right: WINDOW_START.width + 2 * EDGE_GAP_PX,
      top: 0,
    })
    expect(reservedStrips(rect(0, 120, 375, 420), 64)).toEqual({
      right: 0,
      top: WINDOW_START_PHONE.height + 2 * EDGE_GAP_PX,
    })
    expect(reservedStrips(null, 64)).toEqual({ right: 0, top: 0 })
    // Part of the stage scrolled under the header: the strip covers that part too.
    expect(reservedStrips(rect(0, 14, 375, 420), 64).top).toBe(
      50 + WINDOW_START_PHONE.height + 2 * EDGE_GAP_PX,
    )
  })
})
