import { describe, expect, it } from 'vitest'
import { designFitsRegion, maxCellsInRegion } from '@threadbit/contracts'
import { PRODUCT_TYPES, SEED_PRODUCTS, SIZES, type SeedProduct } from './catalog-data.ts'

const product = (slug: string): SeedProduct => SEED_PRODUCTS.find((p) => p.slug === slug)!

describe('seed catalogue data', () => {
  it('has the expected products with unique slugs and names', () => {
    const slugs = SEED_PRODUCTS.map((p) => p.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    expect(new Set(SEED_PRODUCTS.map((p) => p.product_name)).size).toBe(slugs.length)
    expect(slugs).toEqual(
      expect.arrayContaining([
        'classic-tee',
        'pullover-hoodie',
        'crewneck-sweatshirt',
        'dad-cap',
        'cuffed-beanie',
        'canvas-tote',
        'iron-on-patch',
      ]),
    )
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  describe.each(SEED_PRODUCTS)('$slug', (p) => {
    it('has sane product fields', () => {
      expect(p.product_name.trim()).not.toBe('')
      expect(p.description.length).toBeGreaterThan(40)
      expect(PRODUCT_TYPES).toContain(p.product_type)
      expect(Number.isInteger(p.weight_grams) && p.weight_grams > 0).toBe(true)
      expect(Number.isInteger(p.img_width) && p.img_width > 0).toBe(true)
      expect(p.px_per_mm).toBeGreaterThan(0)
    })

    it('has 3–6 colours with unique names and valid hex codes', () => {
      expect(p.colors.length).toBeGreaterThanOrEqual(3)
      expect(p.colors.length).toBeLessThanOrEqual(6)
      const names = p.colors.map((c) => c.color_name)
      expect(new Set(names).size).toBe(names.length)
      for (const c of p.colors) expect(c.hex_code).toMatch(/^#[0-9A-F]{6}$/)
    })

    it('has skus with positive integer prices and unique sizes per colour', () => {
      for (const c of p.colors) {
        expect(c.skus.length).toBeGreaterThan(0)
        const sizes = c.skus.map((s) => s.size)
        expect(new Set(sizes).size).toBe(sizes.length)
        for (const s of c.skus) {
          expect(Number.isInteger(s.price) && s.price > 0).toBe(true)
          if (s.size !== null) expect(SIZES).toContain(s.size)
        }
        // Either every sku of a colour is sized, or it is a single one-size sku.
        if (sizes.includes(null)) expect(sizes).toEqual([null])
      }
      // Every product can be bought in at least one colour.
      expect(p.colors.some((c) => c.skus.some((s) => s.in_stock))).toBe(true)
    })

    it('has placement regions inside the image with one default preset each', () => {
      expect(p.placement_regions.length).toBeGreaterThan(0)
      for (const r of p.placement_regions) {
        expect(r.x_min).toBeGreaterThanOrEqual(0)
        expect(r.y_min).toBeGreaterThanOrEqual(0)
        expect(r.x_max).toBeLessThanOrEqual(p.img_width)
        expect(r.y_max).toBeLessThanOrEqual(p.img_width)
        expect(r.x_max).toBeGreaterThan(r.x_min)
        expect(r.y_max).toBeGreaterThan(r.y_min)
        expect(r.default_stitch_size).toBeGreaterThanOrEqual(1.5)
        expect(r.default_stitch_size).toBeLessThanOrEqual(2.5)
        expect(r.presets.filter((preset) => preset.is_default)).toHaveLength(1)
        for (const preset of r.presets) {
          expect(preset.x).toBeGreaterThanOrEqual(0)
          expect(preset.x).toBeLessThanOrEqual(1)
          expect(preset.y).toBeGreaterThanOrEqual(0)
          expect(preset.y).toBeLessThanOrEqual(1)
        }
      }
    })

    it('fits a 24×24 design in some region', () => {
      expect(
        p.placement_regions.some((r) => designFitsRegion({ columns: 24, rows: 24 }, r, p.px_per_mm)),
      ).toBe(true)
    })
  })

  it('sells some combinations out of stock so the UI has to handle it', () => {
    const skus = SEED_PRODUCTS.flatMap((p) => p.colors.flatMap((c) => c.skus))
    expect(skus.some((s) => !s.in_stock)).toBe(true)
    expect(skus.filter((s) => s.in_stock).length).toBeGreaterThan(skus.length / 2)
  })
})

describe('fitting rule (columns × 1.5 mm ≤ region width in mm, likewise rows)', () => {
  it('fits a 24×24 design on the tee front', () => {
    const tee = product('classic-tee')
    const region = tee.placement_regions[0]!
    const widthMm = (region.x_max - region.x_min) / tee.px_per_mm
    const heightMm = (region.y_max - region.y_min) / tee.px_per_mm
    expect(24 * 1.5).toBeLessThanOrEqual(widthMm)
    expect(24 * 1.5).toBeLessThanOrEqual(heightMm)
    expect(designFitsRegion({ columns: 24, rows: 24 }, region, tee.px_per_mm)).toBe(true)
  })

  it('fits 128×128 only on the big front regions', () => {
    const fits128 = SEED_PRODUCTS.filter((p) =>
      p.placement_regions.some((r) => designFitsRegion({ columns: 128, rows: 128 }, r, p.px_per_mm)),
    ).map((p) => p.slug)
    expect(fits128.sort()).toEqual(['canvas-tote', 'classic-tee', 'crewneck-sweatshirt', 'pullover-hoodie'])
  })

  it('counts exact fits as fitting', () => {
    const region = { x_min: 0, x_max: 192, y_min: 0, y_max: 192 }
    expect(maxCellsInRegion(region, 1)).toEqual({ columns: 128, rows: 128 })
    expect(designFitsRegion({ columns: 128, rows: 128 }, region, 1)).toBe(true)
    expect(designFitsRegion({ columns: 129, rows: 128 }, region, 1)).toBe(false)
  })
})
