import { describe, expect, it } from 'vitest'
import { placeTooltip } from './place-tooltip.ts'

const viewport = { width: 400, height: 300 }
const size = { width: 80, height: 20 }
const anchorAt = (left: number, top: number) => ({ left, top, width: 40, height: 40 })

describe('placeTooltip', () => {
  it('centres the tooltip below the anchor, offset from it, with the arrow at the anchor centre', () => {
    expect(placeTooltip(anchorAt(100, 100), size, viewport, 'bottom', 6, 8)).toEqual({
      left: 80,
      top: 146,
      side: 'bottom',
      arrowOffset: 40,
    })
  })

  it('flips to the opposite side when the preferred one has no room', () => {
    const placement = placeTooltip(anchorAt(100, 250), size, viewport, 'bottom', 6, 8)
    expect(placement.side).toBe('top')
    expect(placement.top).toBe(250 - 6 - 20)
  })

  it('keeps the preferred side when neither side has room', () => {
    const tall = { width: 80, height: 200 }
    expect(placeTooltip(anchorAt(100, 120), tall, viewport, 'bottom', 6, 8).side).toBe('bottom')
  })

  it('stays inside the viewport padding and moves the arrow to keep pointing at the anchor', () => {
    const placement = placeTooltip(anchorAt(0, 100), size, viewport, 'bottom', 6, 8)
    expect(placement.left).toBe(8)
    expect(placement.arrowOffset).toBe(20 - 8)
  })

  it('places beside the anchor for left and right, centred vertically', () => {
    expect(placeTooltip(anchorAt(100, 100), size, viewport, 'right', 6, 8)).toMatchObject({
      left: 146,
      top: 110,
      side: 'right',
      arrowOffset: 10,
    })
    expect(placeTooltip(anchorAt(20, 100), size, viewport, 'left', 6, 8)).toMatchObject({ side: 'right' })
  })
})
