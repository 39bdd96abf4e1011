import { createHash } from 'node:crypto'
import { renderImages } from '../../images/image-work.ts'
import type { Blob, BlobStore } from '../../storage/blob-store.ts'
import { SEED_PRODUCTS } from './seed/catalog-data.ts'
import { mockupSvg } from './mockups/mockup-svg.ts'
import { MOCKUP_RENDER_VERSION, renderMockup } from './mockups/render-mockup.ts'

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/**
 * Keys carry a hash of the drawing (its SVG text, no rendering), so a changed drawing gets a new URL and old ones
 * stay cacheable forever.
 */
export function mockupKey(productSlug: string, colorName: string, hex: string): string {
  const hash = createHash('sha256')
    .update(MOCKUP_RENDER_VERSION)
    .update(mockupSvg(productSlug, hex))
    .digest('hex')
    .slice(0, 10)
  return `products/${productSlug}-${slugify(colorName)}-${hash}.webp`
}

function allMockups() {
  return SEED_PRODUCTS.flatMap((p) =>
    p.colors.map((c, rank) => ({
      slug: p.slug,
      hex: c.hex_code,
      key: mockupKey(p.slug, c.color_name, c.hex_code),
      rank,
    })),
  )
}

/**
 * Garment images are drawn, not shipped: each is rendered from its SVG the first time it is asked for and then
 * kept in the blob store. A render takes ~0.1 s of CPU (the first colour of a product a little more: it also
 * draws the product's blurred shading layers, cached for the process), so start-up does not wait for it.
 */
export function createMockupImages(blobs: BlobStore) {
  let index: Map<string, { slug: string; hex: string }> | null = null
  const inFlight = new Map<string, Promise<Blob>>()

  async function produce(key: string, slug: string, hex: string): Promise<Blob> {
    const bytes = await renderImages.run(() => renderMockup(slug, hex, 'webp'))
    await blobs.put(key, bytes, 'image/webp')
    return { bytes, contentType: 'image/webp' }
  }

  return {
    /** A blob-store miss for a mockup key renders it (once, even under concurrent requests). */
    async generate(key: string): Promise<Blob | null> {
      index ??= new Map(allMockups().map((m) => [m.key, m]))
      const entry = index.get(key)
      if (!entry) return null
      let pending = inFlight.get(key)
      if (!pending) {
        pending = produce(key, entry.slug, entry.hex).finally(() => inFlight.delete(key))
        inFlight.set(key, pending)
      }
      return pending
    },
    /**
     * Renders every mockup not yet stored, one at a time, so a fresh server fills its images in the background:
     * every product's first colour (the one listings show) before any other colour.
     */
    async warm(): Promise<void> {
      const byRank = allMockups().sort((a, b) => a.rank - b.rank)
      for (const m of byRank) {
        if (!(await blobs.get(m.key))) await this.generate(m.key)
      }
    },
  }
}

export type MockupImages = ReturnType<typeof createMockupImages>
