import { describe, expect, it } from 'vitest'
import type { PlacementRegion } from './catalog.ts'
import {
  clampPlacement,
  defaultPlacement,
  designRectInImage,
  placementFitsRegion,
  sliderBounds,
  sliderValueToStitch,
} from './placement.ts'
import { ReviewFields, ReviewMessages } from './reviews.ts'
import {
  CheckoutRequest,
  decodeSharedProduct,
  encodeSharedProduct,
  formatDesignSizeField,
  formatPlacementField,
  parseDesignSizeField,
  parsePlacementField,
  PixelArtProductCreate,
  type SharedProductPayload,
} from './shop.ts'

/** 300 × 300 image pixels at 2 px per mm: a 150 mm square. */
function region(overrides: Partial<PlacementRegion> = {}): PlacementRegion {
  return {
    id: 1,
    name: 'Front',
    x_min: 0,
    x_max: 300,
    y_min: 0,
    y_max: 300,
    default_stitch_size: 1.5,
    presets: [],
    ...overrides,
  }
}
const design = (columns: number, rows = columns) => ({ columns, rows })
const at = (x: number, y: number, stitch = 1.5, scale = 1) => ({
  placement_x: x,
  placement_y: y,
  stitch_size: stitch,
  scale_factor: scale,
})

describe('placement geometry', () => {
  it('puts the design centre at the fractions of the region', () => {
    // 20 cells × 1.5 mm × 2 px = 60 px; centre at (150, 75) in a region starting at (0, 0).
    expect(designRectInImage(design(20), region(), 2, at(0.5, 0.25))).toEqual({
      left: 120,
      top: 45,
      width: 60,
      height: 60,
    })
  })

  it('clamps the centre so the whole design stays inside, and centres a design as large as the region', () => {
    const r = region()
    expect(clampPlacement(design(20), r, 2, at(0.5, 0.5))).toEqual(at(0.5, 0.5))
    // Half of 60 px is 30 px = 0.1 of 300 px.
    const clamped = clampPlacement(design(20), r, 2, at(0, 1))
    expect(clamped.placement_x).toBeCloseTo(0.1)
    expect(clamped.placement_y).toBeCloseTo(0.9)
    // 100 cells × 1.5 × 2 = 300 px: exactly the region.
    expect(clampPlacement(design(100), r, 2, at(0.1, 0.9))).toMatchObject({
      placement_x: 0.5,
      placement_y: 0.5,
    })
    // A degenerate region never divides by zero.
    expect(clampPlacement(design(4), region({ x_max: 0 }), 2, at(0.2, 0.5)).placement_x).toBe(0.5)
  })

  it('checks that a placement fits: position, size and the scale rules', () => {
    const r = region()
    expect(placementFitsRegion(design(20), r, 2, at(0.5, 0.5))).toBe(true)
    expect(placementFitsRegion(design(20), r, 2, at(0.05, 0.5))).toBe(false)
    expect(placementFitsRegion(design(20), r, 2, at(0.5, 0.5, 1.4))).toBe(false)
    expect(placementFitsRegion(design(20), r, 2, at(0.5, 0.5, 2.6))).toBe(false)
    expect(placementFitsRegion(design(20), r, 2, at(0.5, 0.5, 1.5, 2))).toBe(true)
    expect(placementFitsRegion(design(33, 10), r, 2, at(0.5, 0.5, 1.5, 2))).toBe(false)
    expect(placementFitsRegion(design(20), r, 2, at(0.5, 0.5, 1.5, 3))).toBe(false)
    // Clamped placements always fit (when the size does).
    for (const x of [0, 0.03, 0.5, 0.97, 1]) {
      expect(placementFitsRegion(design(20), r, 2, clampPlacement(design(20), r, 2, at(x, 1 - x)))).toBe(true)
    }
  })
})

describe('size slider', () => {
  it('goes up to 5 mm for designs up to 32×32 and 2.5 mm above, within what the region holds', () => {
    expect(sliderBounds(design(24), region(), 2)).toEqual({ min: 1.5, max: 5, step: 0.01 })
    expect(sliderBounds(design(32), region(), 2).max).toBe(4.68) // 150 mm / 32 = 4.6875
    expect(sliderBounds(design(33, 10), region(), 2).max).toBe(2.5)
    expect(sliderBounds(design(80), region(), 2).max).toBe(1.87) // 150 / 80 = 1.875
  })

  it('lowers a maximum in the 2.5–3.0 gap to 2.5, and keeps 3.0 itself', () => {
    // 32 cells in 89.6 mm → 2.8 mm per pixel: no valid pair between 2.5 and 3.0.
    expect(sliderBounds(design(32), region({ x_max: 89.6, y_max: 89.6 }), 1).max).toBe(2.5)
    expect(sliderBounds(design(32), region({ x_max: 96, y_max: 96 }), 1).max).toBe(3)
  })

  it('never answers a maximum below the minimum', () => {
    expect(sliderBounds(design(128), region({ x_max: 10, y_max: 10 }), 1).max).toBe(1.5)
  })

  it('maps slider values to stitch size and scale', () => {
    expect(sliderValueToStitch(2, design(24))).toEqual({ stitch_size: 2, scale_factor: 1 })
    expect(sliderValueToStitch(2.5, design(24))).toEqual({ stitch_size: 2.5, scale_factor: 1 })
    // 2.5–3.0 snaps to scale 2 at 1.5 mm, i.e. 3.0 mm per pixel.
    expect(sliderValueToStitch(2.7, design(24))).toEqual({ stitch_size: 1.5, scale_factor: 2 })
    expect(sliderValueToStitch(4.5, design(32))).toEqual({ stitch_size: 2.25, scale_factor: 2 })
    expect(sliderValueToStitch(4.5, design(33, 8))).toEqual({ stitch_size: 2.5, scale_factor: 1 })
    expect(sliderValueToStitch(1, design(24))).toEqual({ stitch_size: 1.5, scale_factor: 1 })
  })

  it('starts at the default preset and the region default size, clamped to fit', () => {
    const r = region({
      default_stitch_size: 2,
      presets: [
        { x: 0.2, y: 0.2, is_default: false },
        { x: 0.5, y: 0.3, is_default: true },
      ],
    })
    expect(defaultPlacement(design(20), r, 2)).toEqual(at(0.5, 0.3, 2))
    expect(defaultPlacement(design(20), region(), 2)).toEqual(at(0.5, 0.5, 1.5))
    // A preset near the edge is pulled in; a default size beyond the slider is lowered.
    const edge = defaultPlacement(
      design(80),
      region({ default_stitch_size: 2.5, presets: [{ x: 0, y: 0, is_default: true }] }),
      2,
    )
    expect(edge.stitch_size).toBe(1.87)
    expect(placementFitsRegion(design(80), region(), 2, edge)).toBe(true)
  })
})

describe('shared product links', () => {
  const payload: SharedProductPayload = {
    artUuid: '00000000-0000-4000-8000-000000000001',
    productColorId: 12,
    placementX: 0.5,
    placementY: 0.31,
    stitchSize: 1.75,
    scaleFactor: 2,
  }
  const standard = (encoded: string) => {
    const b = encoded.replace(/-/g, '+').replace(/_/g, '/')
    return b + '='.repeat((4 - (b.length % 4)) % 4)
  }

  it('round-trips as URL-safe base64 without padding', () => {
    const encoded = encodeSharedProduct(payload)
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(decodeSharedProduct(encoded)).toEqual(payload)
  })

  it('accepts standard and padded base64 too', () => {
    // '?>' and '~~' make '+' and '/' in standard base64, so both alphabets are exercised.
    const odd = { ...payload, artUuid: 'a?>~~?' }
    const encoded = encodeSharedProduct(odd)
    expect(encoded).toMatch(/[-_]/)
    expect(decodeSharedProduct(standard(encoded))).toEqual(odd)
    expect(decodeSharedProduct(`${encoded}${'='.repeat((4 - (encoded.length % 4)) % 4)}`)).toEqual(odd)
    expect(decodeSharedProduct(Buffer.from(JSON.stringify(payload)).toString('base64'))).toEqual(payload)
  })

  it('answers null for anything invalid', () => {
    const b64 = (text: string) => Buffer.from(text).toString('base64url')
    const invalid = [
      '',
      'not base64!',
      'a'.repeat(5000),
      b64('not json'),
      b64('[1,2]'),
      b64(JSON.stringify({ ...payload, productColorId: 0 })),
      b64(JSON.stringify({ ...payload, productColorId: 1.5 })),
      b64(JSON.stringify({ ...payload, artUuid: '' })),
      b64(JSON.stringify({ ...payload, extra: 1 })),
      b64(JSON.stringify({ ...payload, placementX: '0.5' })),
      Buffer.from([0xff, 0xfe, 0x7b]).toString('base64url'),
      '===',
    ]
    for (const text of invalid) expect(decodeSharedProduct(text), text.slice(0, 40)).toBeNull()
    const { stitchSize: _omitted, ...missing } = payload
    expect(decodeSharedProduct(b64(JSON.stringify(missing)))).toBeNull()
  })
})

describe('cart custom fields', () => {
  it('formats placement and design size to 2 decimals and reads them back', () => {
    expect(formatPlacementField({ placement_x: 0.5, placement_y: 0.3333 })).toBe('0.50,0.33')
    expect(formatDesignSizeField({ stitch_size: 1.5, scale_factor: 1 })).toBe('1.50')
    expect(formatDesignSizeField({ stitch_size: 1.75, scale_factor: 2 })).toBe('1.75 x2')
    for (const p of [at(0.5, 0.25, 2.25, 2), at(0.12, 0.9, 1.5, 1)]) {
      expect(parsePlacementField(formatPlacementField(p))).toEqual({
        placement_x: p.placement_x,
        placement_y: p.placement_y,
      })
      expect(parseDesignSizeField(formatDesignSizeField(p))).toEqual({
        stitch_size: p.stitch_size,
        scale_factor: p.scale_factor,
      })
    }
    expect(parseDesignSizeField(' 2 x 2 ')).toEqual({ stitch_size: 2, scale_factor: 2 })
  })

  it('refuses unreadable fields', () => {
    for (const bad of ['', 'x', '1.5x', '-1', '1,5', 'NaN']) expect(parseDesignSizeField(bad), bad).toBeNull()
    for (const bad of ['', '0.5', '0.5;0.5', 'a,b', '-0.1,0.5', '0.5,0.5,0.5']) {
      expect(parsePlacementField(bad), bad).toBeNull()
    }
  })
})

describe('request schemas', () => {
  const valid = {
    art_uuid: '00000000-0000-4000-8000-000000000001',
    product_color_id: 3,
    ...at(0.5, 0.5),
  }

  it('PixelArtProductCreate refuses NaN-like and out-of-range values', () => {
    expect(PixelArtProductCreate.safeParse(valid).success).toBe(true)
    for (const bad of [
      { placement_x: Number.NaN },
      { placement_y: Infinity },
      { stitch_size: 2.51 },
      { scale_factor: 1.5 },
      { product_color_id: -1 },
      { art_uuid: 'x' },
    ]) {
      expect(PixelArtProductCreate.safeParse({ ...valid, ...bad }).success, JSON.stringify(bad)).toBe(false)
    }
  })

  it('CheckoutRequest drops price fields a client might send', () => {
    const parsed = CheckoutRequest.parse({
      email: 'a@b.co',
      name: ' Ada ',
      total_cents: 1,
      items: [{ ...valid, sku_id: 1, quantity: 2, price: 0.01 }],
    })
    expect(parsed).toEqual({ email: 'a@b.co', name: 'Ada', items: [{ ...valid, sku_id: 1, quantity: 2 }] })
  })

  it('ReviewFields reads form strings and needs an alias only when sharing', () => {
    const base = { pixel_art_product_uuid: valid.art_uuid, stars: '4' }
    expect(ReviewFields.parse(base)).toEqual({
      ...base,
      stars: 4,
      fit: 1,
      comment: '',
      public_consent: false,
      alias: '',
    })
    expect(ReviewFields.parse({ ...base, public_consent: 'on', alias: ' Fan ' })).toMatchObject({
      public_consent: true,
      alias: 'Fan',
    })
    const missing = ReviewFields.safeParse({ ...base, public_consent: 'true', alias: '  ' })
    expect(missing.success).toBe(false)
    expect(missing.error?.issues.map((i) => i.message)).toEqual([ReviewMessages.aliasRequired])
  })
})
