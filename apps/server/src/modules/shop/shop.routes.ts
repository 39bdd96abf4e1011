import { createHash } from 'node:crypto'
import { PixelArtProductCreate } from '@threadbit/contracts'
import type { FastifyInstance } from 'fastify'
import { NotFound, parse, ValidationError } from '../../http/errors.ts'
import { pageOf, readPage } from '../../http/pagination.ts'
import type { BlobStore } from '../../storage/blob-store.ts'
import type { MockupImages } from '../catalog/mockup-images.ts'
import type { Catalog } from '../catalog/catalog.service.ts'
import { RenderCache } from '../designs/render-cache.ts'
import { renderArtOnProduct } from './shop.render.ts'
import { findColor, type ShopService } from './shop.service.ts'
import { withoutNul } from './text.ts'

const SEARCH_MAX = 100
const HOMEPAGE_COUNT = 8

/** `product_id=1,2,3` -> ids; anything else in it is a 400. */
export function readProductIds(value: unknown): number[] | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined
  const ids = value.split(',').map((part) => Number(part.trim()))
  if (ids.length > 100 || ids.some((n) => !Number.isInteger(n) || n < 1 || n > 2_147_483_647)) {
    throw ValidationError.field('product_id', 'Expected comma-separated product ids.')
  }
  return ids
}

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

  app.post('/api/pixel-art-products/', async (request, reply) => {
    const { created, item } = await shop.save(request.user, parse(PixelArtProductCreate, request.body))
    return reply.code(created ? 201 : 200).send(item)
  })

  app.get('/api/pixel-art-products/', async (request) => {
    const query = request.query as Record<string, unknown>
    const page = readPage(query)
    const search =
      typeof query['search'] === 'string' ? withoutNul(query['search']).trim().slice(0, SEARCH_MAX) : ''
    const { count, results } = await shop.list({
      productIds: readProductIds(query['product_id']),
      search: search || undefined,
      limit: page.pageSize,
      offset: page.offset,
    })
    return pageOf(request, deps.publicUrl, page, count, results)
  })

  app.get('/api/pixel-art-products/homepage/', async () => {
    const { results } = await shop.list({ limit: HOMEPAGE_COUNT, offset: 0 })
    return results
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

  app.get<{ Params: { uuid: string } }>('/api/pixel-art-products/:uuid/render/', async (request, reply) => {
    const row = await shop.visible(request.user, request.params.uuid)
    const entry = await findColor(deps.catalog, row.product.productColorId)
    // The picture depends on the design's revision and on the garment picture (its key carries a hash).
    const garment = createHash('sha256')
      .update(entry ? `${entry.color.image_url}|${entry.color.hex_code}|${JSON.stringify(entry.region)}` : '')
      .digest('base64url')
      .slice(0, 10)
    const etag = `"${row.product.uuid}-r${row.design.revision}-${garment}"`
    const versioned = (request.query as Record<string, unknown>)['v'] === String(row.design.revision)
    const lifetime = versioned ? 'max-age=31536000, immutable' : 'max-age=300, stale-while-revalidate=86400'
    reply
      .header('ETag', etag)
      .header('Cache-Control', `${row.design.isPublic ? 'public' : 'private'}, ${lifetime}`)
    if (request.headers['if-none-match'] === etag) return reply.code(304).send()
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
  })
}
