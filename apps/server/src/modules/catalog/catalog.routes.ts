import type { FastifyInstance } from 'fastify'
import type { Catalog } from './catalog.service.ts'

export function registerCatalogRoutes(app: FastifyInstance, deps: { catalog: Catalog }) {
  app.get('/api/products/', async (request, reply) => {
    const { products, etag } = await deps.catalog.snapshot()
    reply.header('ETag', etag).header('Cache-Control', 'public, max-age=300, stale-while-revalidate=3600')
    if (request.headers['if-none-match'] === etag) return reply.code(304).send()
    return products
  })
}
