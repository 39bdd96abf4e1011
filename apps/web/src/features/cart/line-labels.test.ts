import { describe, expect, it } from 'vitest'
import { placementName, stitchedSizeLabel } from './line-labels.ts'
import { makeProduct } from './test-cart.ts'

function productWithPresets() {
  const product = makeProduct()
  const [region] = product.placement_regions
  if (!region) throw new Error('test product has no region')
  region.presets = [
    { x: 0.5, y: 0.3, is_default: true, label: 'Centre chest' },
    { x: 0.76, y: 0.14, is_default: false, label: 'Left chest' },
    { x: 0.5, y: 0.6, is_default: false },
  ]
  return product
}

describe('cart line labels', () => {
  it('names the preset the design sits on, not its coordinates', () => {
    const product = productWithPresets()
    expect(placementName(product, { placement_x: 0.76, placement_y: 0.14 })).toBe('Left chest')
    expect(placementName(product, { placement_x: 0.503, placement_y: 0.298 })).toBe('Centre chest')
    expect(placementName(product, { placement_x: 0.4, placement_y: 0.14 })).toBe('Custom position')
    expect(placementName(product, { placement_x: 0.5, placement_y: 0.6 })).toBe('Custom position')
    expect(placementName(undefined, { placement_x: 0.76, placement_y: 0.14 })).toBeNull()
  })

  it('gives the stitched size in cm and inches', () => {
    // 24 × 16 pixels at 1.8 mm: 43.2 × 28.8 mm.
    expect(stitchedSizeLabel({ stitch_size: 1.8, scale_factor: 1, designColumns: 24, designRows: 16 })).toBe(
      '4.3 × 2.9 cm (1.7 × 1.1 in)',
    )
    expect(stitchedSizeLabel({ stitch_size: 1.5, scale_factor: 2, designColumns: 10, designRows: 10 })).toBe(
      '3.0 × 3.0 cm (1.2 × 1.2 in)',
    )
  })

  it('falls back to the stitch pitch for a line stored without the design grid', () => {
    expect(stitchedSizeLabel({ stitch_size: 1.8, scale_factor: 1 })).toBe('1.8 mm per stitch pixel')
  })
})
