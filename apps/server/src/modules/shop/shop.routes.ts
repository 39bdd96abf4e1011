import { createHash } from 'node:crypto'
import { PixelArtProductCreate } from '@threadbit/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { withCacheHeaders } from '../../http/cacheable.ts'
import { NotFound, parse } from '../../http/errors.ts'
import { listPage } from '../../http/pagination.ts'
import { idListParam, pageParams, pageRequest, parseQuery, searchParam } from '../../http/query.ts'
import type { BlobStore } from '../../storage/blob-store.ts'
import type { MockupImages } from '../catalog/mockup-images.ts'
import type { Catalog } from '../catalog/catalog.service.ts'
import { RenderCache } from '../../lib/render-cache.ts'
import { renderArtOnProduct } from './shop.render.ts'
import { diversifyPicks } from './diversify.ts'
import { findColor, type ShopService } from './shop.service.ts'

const SEARCH_MAX = 100
const HOMEPAGE_COUNT = 8
/** Candidates read per carousel slot, so near-duplicates can be skipped. */
const HOMEPAGE_CANDIDATES_PER_SLOT = 4

/** The art-on-product list's query string. */
export const ArtOnProductListQuery = z.object({
  ...pageParams,
  product_id: idListParam,
  search: searchParam(SEARCH_MAX),
})

/** `?v=<design revision>` names one version of the picture. */
export const RenderQuery = z.object({ v: z.string().optional() })

export function registerShopRoutes(
  app: FastifyInstance,
  deps: {
    shop: ShopService
    catalog: Catalog
    blobs: BlobStore
    mockups: MockupImages
    publicUrl: string
  },
) {
  const { shop } = deps
  const renders = new RenderCache(96 * 1024 * 1024)

  app.post(
    '/api/pixel-art-products/',
    { config: { docs: { summary: 'Place a design on a product', body: PixelArtProductCreate } } },
    async (request, reply) => {
      const { created, item } = await shop.save(request.user, parse(PixelArtProductCreate, request.body))
      return reply.code(created ? 201 : 200).send(item)
    },
  )

  app.get(
    '/api/pixel-art-products/',
    { config: { docs: { summary: 'Designs on products', query: ArtOnProductListQuery } } },
    async (request) => {
      const query = parseQuery(ArtOnProductListQuery, request.query)
      return listPage(request, deps.publicUrl, pageRequest(query), (slice) =>
        shop.list({ productIds: query.product_id, search: query.search, ...slice }),
      )
    },
  )

  // The home carousel: the most popular picks, without the same design on the same product side by side.
  app.get('/api/pixel-art-products/homepage/', async () => {
    const { results } = await shop.list({ limit: HOMEPAGE_COUNT * HOMEPAGE_CANDIDATES_PER_SLOT, offset: 0 })
    return diversifyPicks(results, HOMEPAGE_COUNT)
  })

  app.get<{ Params: { uuid: string } }>('/api/pixel-art-products/:uuid/', async (request) =>
    shop.present(await shop.visible(request.user, request.params.uuid)),
  )

  async function mockupBytes(imageUrl: string): Promise<Buffer | null> {
    if (!imageUrl.startsWith('/media/')) return null
    const key = imageUrl.slice('/media/'.length)
    const blob = (await deps.blobs.get(key)) ?? (await deps.mockups.generate(key))
    return blob?.bytes ?? null
  }

  app.get<{ Params: { uuid: string } }>(
    '/api/pixel-art-products/:uuid/render/',
    { config: { docs: { summary: 'The design on its product, WebP (cacheable)', query: RenderQuery } } },
    async (request, reply) => {
      const row = await shop.visible(request.user, request.params.uuid)
      const entry = await findColor(deps.catalog, row.product.productColorId)
      // The picture depends on the design's revision and on the garment picture (its key carries a hash).
      const garment = createHash('sha256')
        .update(
          entry ? `${entry.color.image_url}|${entry.color.hex_code}|${JSON.stringify(entry.region)}` : '',
        )
        .digest('base64url')
        .slice(0, 10)
      const etag = `"${row.product.uuid}-r${row.design.revision}-${garment}"`
      const versioned = parseQuery(RenderQuery, request.query).v === String(row.design.revision)
      const cache = { etag, isPublic: row.design.isPublic, versioned }
      if (withCacheHeaders(request, reply, cache).notModified) return reply.code(304).send()
      let picture = renders.get(etag)
      if (!picture) {
        // Colours are deleted with their art-on-products; only a stale catalogue snapshot gets here.
        if (!entry) throw new NotFound()
        picture = await renderArtOnProduct(await mockupBytes(entry.color.image_url), {
          pngData: row.design.pngData,
          design: row.design,
          entry,
          placement: {
            placement_x: row.product.placementX,
            placement_y: row.product.placementY,
            stitch_size: row.product.stitchSize,
            scale_factor: row.product.scaleFactor,
          },
        })
        renders.set(etag, picture)
      }
      return reply.type('image/webp').send(picture)
    },
  )
}
