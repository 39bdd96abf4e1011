import { describe, expect, it } from 'vitest'
import { thumbnailFocus } from './thumbnail-focus.ts'

const region = (x_min: number, x_max: number, y_min: number, y_max: number) => ({
  id: 1,
  name: 'Front',
  x_min,
  x_max,
  y_min,
  y_max,
  default_stitch_size: 1.5,
  presets: [],
})

describe('thumbnailFocus', () => {
  it('centres on the placement region and zooms towards it, keeping enough of the garment to recognise it', () => {
    const focus = thumbnailFocus({ img_width: 1000, placement_regions: [region(400, 600, 200, 400)] })
    expect(focus).toEqual({ xPercent: 50, yPercent: 30, zoom: 1.8 })
    const chest = thumbnailFocus({ img_width: 1000, placement_regions: [region(355, 645, 262, 562)] })
    expect(chest?.zoom).toBeCloseTo(1.8)
    expect(chest?.yPercent).toBeCloseTo(41.2)
  })

  it('never zooms out, and gives up without a region', () => {
    expect(thumbnailFocus({ img_width: 1000, placement_regions: [region(0, 1000, 0, 1000)] })?.zoom).toBe(1)
    expect(thumbnailFocus({ img_width: 1000, placement_regions: [] })).toBeNull()
  })
})
