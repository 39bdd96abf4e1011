import { DESIGN_ORDERINGS, DesignCreate, DesignUpdate, type DesignOrdering } from '@threadbit/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { parse, ValidationError } from '../../http/errors.ts'
import { pageOf, readPage } from '../../http/pagination.ts'
import type { Catalog } from '../catalog/catalog.service.ts'
import { renderDesign } from './design-image.ts'
import { presentDesign, type DesignsService, type ListQuery } from './designs.service.ts'
import { RenderCache } from './render-cache.ts'

const SEARCH_MAX = 100

function readListQuery(
  query: Record<string, unknown>,
  fallback: ListQuery['ordering'],
): Omit<ListQuery, 'limit' | 'offset'> {
  const search = typeof query['search'] === 'string' ? query['search'].trim().slice(0, SEARCH_MAX) : undefined
  const orderingText = query['ordering']
  if (orderingText !== undefined && !DESIGN_ORDERINGS.includes(orderingText as DesignOrdering)) {
    throw ValidationError.field('ordering', `Choose one of: ${DESIGN_ORDERINGS.join(', ')}.`)
  }
  const fitsText = query['fits']
  let fits: number[] | undefined
  if (typeof fitsText === 'string' && fitsText.trim() !== '') {
    fits = fitsText.split(',').map((part) => Number(part.trim()))
    if (fits.some((n) => !Number.isSafeInteger(n) || n < 1)) {
      throw ValidationError.field('fits', 'Expected comma-separated product ids.')
    }
  }
  return {
    search: search || undefined,
    ordering: (orderingText as DesignOrdering | undefined) ?? fallback,
    fits,
  }
}

const RENDER_SCALES = { render: 10, 'render-large': 20 } as const

export function registerDesignRoutes(
  app: FastifyInstance,
  deps: { designs: DesignsService; catalog: Catalog; publicUrl: string },
) {
  const { designs, catalog } = deps
  const renders = new RenderCache()

  async function listRoute(
    request: FastifyRequest,
    scope: 'public' | 'mine',
    fallback: ListQuery['ordering'],
  ) {
    const query = request.query as Record<string, unknown>
    const page = readPage(query)
    const { count, rows } = await designs.list(request.user, scope, {
      ...readListQuery(query, fallback),
      limit: page.pageSize,
      offset: page.offset,
    })
    const results = await Promise.all(rows.map((row) => presentDesign(row, catalog)))
    return pageOf(request, deps.publicUrl, page, count, results)
  }

  app.get('/api/pixel-art/', (request) => listRoute(request, 'public', '-created_at'))
  app.get('/api/pixel-art/my-art/', (request) => listRoute(request, 'mine', '-created_at'))
  app.get('/api/pixel-art/homepage/', (request) => listRoute(request, 'public', 'homepage'))

  app.post('/api/pixel-art/', async (request, reply) => {
    const row = await designs.create(request.user, parse(DesignCreate, request.body))
    return reply.code(201).send(await presentDesign(row, catalog))
  })

  app.get<{ Params: { uuid: string } }>('/api/pixel-art/:uuid/', async (request) =>
    presentDesign(await designs.visibleDesign(request.user, request.params.uuid), catalog),
  )

  for (const method of ['PUT', 'PATCH'] as const) {
    app.route<{ Params: { uuid: string } }>({
      method,
      url: '/api/pixel-art/:uuid/',
      handler: async (request) => {
        const input = parse(DesignUpdate, request.body)
        const row = await designs.update(request.user, request.params.uuid, input, {
          replace: method === 'PUT',
        })
        return presentDesign(row, catalog)
      },
    })
  }

  app.delete<{ Params: { uuid: string } }>('/api/pixel-art/:uuid/', async (request, reply) => {
    await designs.remove(request.user, request.params.uuid)
    return reply.code(204).send()
  })

  for (const [variant, scale] of Object.entries(RENDER_SCALES)) {
    app.get<{ Params: { uuid: string } }>(
      `/api/pixel-art/:uuid/${variant}/`,
      async (request, reply: FastifyReply) => {
        const row = await designs.visibleDesignForRender(request.user, request.params.uuid)
        const etag = `"${row.uuid}-r${row.revision}-${variant}"`
        // `?v=<updated_at in ms>` names one version of the design, which never changes: cache it for a year.
        // Without it, caches revalidate after five minutes. Private renders stay in the viewer's own browser.
        const version = (request.query as Record<string, unknown>)['v']
        const isVersioned = version === String(row.updatedAt.getTime())
        const lifetime = isVersioned
          ? 'max-age=31536000, immutable'
          : 'max-age=300, stale-while-revalidate=86400'
        reply
          .header('ETag', etag)
          .header('Cache-Control', `${row.isPublic ? 'public' : 'private'}, ${lifetime}`)
        if (request.headers['if-none-match'] === etag) return reply.code(304).send()
        let png = renders.get(etag)
        if (!png) {
          png = await renderDesign(await row.loadPngData(), {
            scale,
            border: row.border,
            borderColor: row.borderColor,
          })
          renders.set(etag, png)
        }
        return reply.type('image/png').send(png)
      },
    )
  }
}
