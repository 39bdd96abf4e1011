import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { SEED_PRODUCTS } from '../seed/catalog-data.ts'
import { MOCKUP_SLUGS, mockupSvg } from './mockup-svg.ts'
import { renderMockup } from './render-mockup.ts'

describe.each(SEED_PRODUCTS)('$slug', (p) => {
  it('has a mockup that renders to an img_width × img_width PNG', async () => {
    expect(MOCKUP_SLUGS).toContain(p.slug)
    // Every colour uses the same drawing; the first and last colour (a light and a dark one) prove the tinting.
    const colors = [p.colors[0]!, p.colors[p.colors.length - 1]!]
    const renders = await Promise.all(colors.map((c) => renderMockup(p.slug, c.hex_code, 'png')))
    for (const png of renders) {
      const meta = await sharp(png).metadata()
      expect(meta.format).toBe('png')
      expect(meta.width).toBe(p.img_width)
      expect(meta.height).toBe(p.img_width)
    }
  }, 180_000)
})

describe('mockupSvg', () => {
  it('is a square SVG of the image width tinted with the colour', () => {
    const svg = mockupSvg('classic-tee', '#1f2a44')
    expect(svg).toMatch(/^<svg [^>]*width="1000" height="1000"/)
    expect(svg).toContain('#1f2a44')
  })

  it('rejects unknown products and malformed colours', () => {
    expect(() => mockupSvg('no-such-product', '#ffffff')).toThrow(/no-such-product/)
    expect(() => mockupSvg('classic-tee', 'red')).toThrow(/colour/)
  })

  it('draws every filter in a form renderMockup swaps for a cached bitmap', () => {
    for (const slug of MOCKUP_SLUGS) {
      for (const hex of ['#FFFFFF', '#111111']) {
        const svg = mockupSvg(slug, hex)
        const filtered = svg.match(/filter="url\(/g)?.length ?? 0
        const blurGroups = svg.match(/<!--\/blur--><\/g>/g)?.length ?? 0
        const grainTiles =
          svg.match(/<rect width="\d+" height="\d+" filter="url\(#[\w-]+-grain\)"\/>/g)?.length ?? 0
        expect(grainTiles).toBe(1)
        expect(filtered).toBe(blurGroups + grainTiles)
      }
    }
  })

  it.each([
    ['pullover-hoodie', '#1F1F22'],
    ['cuffed-beanie', '#E9E1CF'],
  ])(
    'renders %s %s like librsvg renders its SVG with the filters',
    async (slug, hex) => {
      const pixels = async (png: Buffer) => sharp(png).removeAlpha().raw().toBuffer()
      const fast = await pixels(await renderMockup(slug, hex, 'png'))
      const reference = await pixels(
        await sharp(Buffer.from(mockupSvg(slug, hex)))
          .png()
          .toBuffer(),
      )
      expect(fast.length).toBe(reference.length)
      let total = 0
      let worst = 0
      for (let i = 0; i < fast.length; i++) {
        const d = Math.abs(fast[i]! - reference[i]!)
        total += d
        worst = Math.max(worst, d)
      }
      // Blurs computed at a lower resolution differ from librsvg's by a level or two at most here and there.
      expect(total / fast.length).toBeLessThan(1.5)
      expect(worst).toBeLessThan(32)
    },
    60_000,
  )

  it('renders WebP too', async () => {
    const webp = await renderMockup('iron-on-patch', '#B3242E', 'webp')
    const meta = await sharp(webp).metadata()
    expect(meta.format).toBe('webp')
    expect(meta.width).toBe(SEED_PRODUCTS.find((p) => p.slug === 'iron-on-patch')!.img_width)
  }, 60_000)
})
