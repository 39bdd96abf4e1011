import { describe, expect, it } from 'vitest'
import { placementDistancesMm } from './placement.ts'
import { isFinalStatus, orderNumber, orderStatusFromLines, ReportCreate } from './workshop.ts'

describe('order status from its lines', () => {
  it('is the least advanced line still in play; all cancelled is cancelled', () => {
    expect(orderStatusFromLines(['stitched', 'in_production', 'shipped'])).toBe('in_production')
    expect(orderStatusFromLines(['shipped', 'cancelled'])).toBe('shipped')
    expect(orderStatusFromLines(['cancelled', 'cancelled'])).toBe('cancelled')
    expect(orderStatusFromLines(['new'])).toBe('new')
  })
  it('treats shipped and cancelled as final', () => {
    expect(
      ['new', 'in_production', 'stitched', 'shipped', 'cancelled'].map((s) => isFinalStatus(s as never)),
    ).toEqual([false, false, false, true, true])
  })
  it('numbers an order by its uuid as the customer sees it', () => {
    expect(orderNumber('3c01d9cd-0000-4000-8000-000000000000')).toBe('3C01D9CD')
  })
})

describe('placement distances', () => {
  // 2 px per mm; region 200 × 300 px from (400, 300); reference top edge at y = 100, centre line at x = 500.
  const region = { x_min: 400, x_max: 600, y_min: 300, y_max: 600 }
  const reference = { topY: 100, centreX: 500 }
  it('measures from the top edge to the design top and from the centre line to the design centre', () => {
    const design = { columns: 20, rows: 10 } // 30 × 15 mm at 1.5 mm: 60 × 30 px
    const d = placementDistancesMm(
      design,
      region,
      2,
      { placement_x: 0.5, placement_y: 0, stitch_size: 1.5, scale_factor: 1 },
      reference,
    )
    // Centre y = 300 px, top = 285 px: (285 - 100) / 2 = 92.5 mm; centred: 0 mm.
    expect(d).toEqual({ fromTopMm: 92.5, fromCentreMm: 0, widthMm: 30, heightMm: 15 })
    const left = placementDistancesMm(
      design,
      region,
      2,
      { placement_x: 0.25, placement_y: 0.5, stitch_size: 2, scale_factor: 2 },
      reference,
    )
    // Centre x = 450 px: 25 mm left of the centre line (negative); 80 × 40 mm design, top at 450 - 40 = 410 px.
    expect(left).toEqual({ fromTopMm: 155, fromCentreMm: -25, widthMm: 80, heightMm: 40 })
  })
})

describe('reports', () => {
  it('take either a design or a review, one reason from the list, and short text', () => {
    const uuid = '3c01d9cd-0000-4000-8000-000000000000'
    expect(ReportCreate.safeParse({ design_uuid: uuid, reason: 'spam' }).success).toBe(true)
    expect(ReportCreate.safeParse({ review_id: 4, reason: 'other', text: 'x' }).success).toBe(true)
    expect(ReportCreate.safeParse({ design_uuid: uuid, review_id: 4, reason: 'spam' }).success).toBe(false)
    expect(ReportCreate.safeParse({ reason: 'spam' }).success).toBe(false)
    expect(ReportCreate.safeParse({ design_uuid: uuid, reason: 'rude' }).success).toBe(false)
    expect(ReportCreate.safeParse({ design_uuid: uuid, reason: 'spam', text: 'x'.repeat(501) }).success).toBe(
      false,
    )
  })
})
