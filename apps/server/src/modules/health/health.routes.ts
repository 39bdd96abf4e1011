import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/client.ts'

export function registerHealthRoutes(app: FastifyInstance, deps: { database: Database; version: string }) {
  app.get('/api/health/', async (_request, reply) => {
    const reachable = await deps.database.ping()
    return reply
      .code(reachable ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({
        status: reachable ? 'ok' : 'unavailable',
        version: deps.version,
        database: reachable ? 'ok' : 'unreachable',
      })
  })
}
