import { EmbroideryRequest } from '@threadbit/contracts'
import type { FastifyInstance } from 'fastify'
import { NotAuthenticated, parse } from '../../http/errors.ts'
import type { DesignsService } from '../designs/designs.service.ts'
import { createEmbroideryPool, type EmbroideryRunner } from './embroidery-pool.ts'
import { createEmbroideryService } from './embroidery.service.ts'

export function registerEmbroideryRoutes(
  app: FastifyInstance,
  deps: { designs: Pick<DesignsService, 'visibleDesign'>; runner?: EmbroideryRunner },
) {
  const runner =
    deps.runner ?? createEmbroideryPool({ warn: (message, error) => app.log.warn({ err: error }, message) })
  if (!deps.runner) app.addHook('onClose', () => runner.close())
  const embroidery = createEmbroideryService({ designs: deps.designs, runner })

  app.post('/api/pixel-art/generate-embroidery-file/', async (request) => {
    // Permission before validation, as the API's other endpoints do.
    if (!request.user) throw new NotAuthenticated()
    return embroidery.generate(request.user, parse(EmbroideryRequest, request.body))
  })

  // The production sheet to open or print: GET so a link (a new tab) can show it; the query is the request.
  app.get<{ Params: { uuid: string }; Querystring: Record<string, string> }>(
    '/api/pixel-art/:uuid/embroidery-sheet/',
    async (request, reply) => {
      if (!request.user) throw new NotAuthenticated()
      const { as, ...query } = request.query
      const input = parse(EmbroideryRequest, { ...query, pixel_art_uuid: request.params.uuid })
      const kind = as === 'pdf' ? 'pdf' : 'html'
      const file = await embroidery.sheet(request.user, input, kind)
      return reply
        .header('content-type', kind === 'pdf' ? 'application/pdf' : 'text/html; charset=utf-8')
        .header('content-disposition', `inline; filename="${file.name}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(file.bytes))
    },
  )
}
