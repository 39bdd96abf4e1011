import { DESIGN_ORDERINGS, DesignCreate, DesignUpdate } from '@threadbit/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { withCacheHeaders } from '../../http/cacheable.ts'
import { parse } from '../../http/errors.ts'
import { pageOf } from '../../http/pagination.ts'
import {
  choiceParam,
  idListParam,
  pageParams,
  pageRequest,
  parseQuery,
  searchParam,
} from '../../http/query.ts'
import type { Catalog } from '../catalog/catalog.service.ts'
import { renderDesign } from './design-image.ts'
import { presentDesign, type DesignsService, type ListQuery } from './designs.service.ts'
import { RenderCache } from '../../lib/render-cache.ts'

const SEARCH_MAX = 100

/** The list routes' query string. */
export const DesignListQuery = z.object({
  ...pageParams,
  search: searchParam(SEARCH_MAX),
  ordering: choiceParam(DESIGN_ORDERINGS),
  fits: idListParam,
})

/** `?v=<updated_at in ms>` names one version of the design. */
export const RenderQuery = z.object({ v: z.string().optional() })

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
    const query = parseQuery(DesignListQuery, request.query)
    const page = pageRequest(query)
    const { count, rows } = await designs.list(request.user, scope, {
      search: query.search,
      ordering: query.ordering ?? fallback,
      fits: query.fits,
      limit: page.pageSize,
      offset: page.offset,
    })
    const results = await Promise.all(rows.map((row) => presentDesign(row, catalog)))
    return pageOf(request, deps.publicUrl, page, count, results)
  }

  const listDocs = (summary: string) => ({ config: { docs: { summary, query: DesignListQuery } } })
  app.get('/api/pixel-art/', listDocs('Public designs'), (request) =>
    listRoute(request, 'public', '-created_at'),
  )
  app.get('/api/pixel-art/my-art/', listDocs("The caller's designs"), (request) =>
    listRoute(request, 'mine', '-created_at'),
  )
  app.get('/api/pixel-art/homepage/', listDocs('Designs for the home page'), (request) =>
    listRoute(request, 'public', 'homepage'),
  )

  app.post(
    '/api/pixel-art/',
    { config: { docs: { summary: 'Save a design', body: DesignCreate } } },
    async (request, reply) => {
      const row = await designs.create(request.user, parse(DesignCreate, request.body))
      return reply.code(201).send(await presentDesign(row, catalog))
    },
  )

  app.get<{ Params: { uuid: string } }>('/api/pixel-art/:uuid/', async (request) =>
    presentDesign(await designs.visibleDesign(request.user, request.params.uuid), catalog),
  )

  for (const method of ['PUT', 'PATCH'] as const) {
    app.route<{ Params: { uuid: string } }>({
      method,
      url: '/api/pixel-art/:uuid/',
      config: { docs: { summary: 'Change a design (owner only)', body: DesignUpdate } },
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
      { config: { docs: { summary: `The design as a PNG, ${scale}× (cacheable)`, query: RenderQuery } } },
      async (request, reply: FastifyReply) => {
        const row = await designs.visibleDesignForRender(request.user, request.params.uuid)
        const etag = `"${row.uuid}-r${row.revision}-${variant}"`
        const version = parseQuery(RenderQuery, request.query).v
        const cache = { etag, isPublic: row.isPublic, versioned: version === String(row.updatedAt.getTime()) }
        if (withCacheHeaders(request, reply, cache).notModified) return reply.code(304).send()
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
