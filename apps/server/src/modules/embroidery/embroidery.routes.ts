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
}
