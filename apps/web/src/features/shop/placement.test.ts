import { describe, expect, it } from 'vitest'
import { decodeSharedProduct } from '@threadbit/contracts'
import { regionView, sanitizePlacement, sliderValue, stitchedSizeLabel } from './placement.ts'
import { sharedProductPath } from './share.ts'
import { makeTee } from './test-products.ts'

const tee = makeTee()
const design = { rows: 16, columns: 16 }

describe('placement helpers', () => {
  it('reads a scale-2 placement as its pixel size on the slider', () => {
    expect(sliderValue({ stitch_size: 1.75, scale_factor: 2 })).toBe(3.5)
  })

  it('brings a shared placement back inside the region and the size range', () => {
    const placement = sanitizePlacement(design, tee, {
      placement_x: 4,
      placement_y: -1,
      stitch_size: 9,
      scale_factor: 7,
    })
    // 9 mm is over the slider's 5 mm maximum for a 16×16 design: 5 mm is stitch size 2.5 at scale 2.
    expect(placement.stitch_size).toBe(2.5)
    expect(placement.scale_factor).toBe(2)
    // The 80 mm design (16 × 5 mm) stops with its edges on the 290 × 300 mm region's right and top edges.
    expect(placement.placement_x).toBeCloseTo(1 - 40 / 290, 6)
    expect(placement.placement_y).toBeCloseTo(40 / 300, 6)
  })

  it('describes the stitched size in millimetres and inches', () => {
    expect(stitchedSizeLabel(design, { stitch_size: 2, scale_factor: 2 })).toBe('64 × 64 mm (2.5 × 2.5 in)')
  })

  it('shows the region with a margin, inside the image', () => {
    const region = tee.placement_regions[0]
    if (!region) throw new Error('no region')
    const view = regionView(tee, region)
    expect(view.x).toBeLessThan(region.x_min)
    expect(view.x + view.size).toBeGreaterThan(region.x_max)
    expect(view.x).toBeGreaterThanOrEqual(0)
  })

  it('builds a shared-product link that decodes to the same values', () => {
    const path = sharedProductPath('00000000-0000-4000-8000-000000000002', 12, {
      placement_x: 0.41234567,
      placement_y: 0.3,
      stitch_size: 1.75,
      scale_factor: 2,
    })
    expect(path.startsWith('/shared-product/')).toBe(true)
    expect(decodeSharedProduct(path.slice('/shared-product/'.length))).toEqual({
      artUuid: '00000000-0000-4000-8000-000000000002',
      productColorId: 12,
      placementX: 0.4123,
      placementY: 0.3,
      stitchSize: 1.75,
      scaleFactor: 2,
    })
  })
})
