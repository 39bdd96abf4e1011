import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import type { Database } from '../db/client.ts'
import { createTestApp, openTestDatabase } from './test-app.ts'

type AppOptions = NonNullable<Parameters<typeof createTestApp>[1]>

/**
 * Two app nodes on one database for a whole test file, as two server processes behind one address. On
 * PostgreSQL each node has its own pool and listening connection, as separate processes would; PGlite lives
 * in one process, so there both share it.
 */
export function twoNodesPerFile(options: AppOptions = {}) {
  const handle = {} as { nodeA: FastifyInstance; nodeB: FastifyInstance }
  const databases: Database[] = []
  beforeAll(async () => {
    const databaseA = await openTestDatabase()
    const databaseB = process.env['TEST_DATABASE_URL'] ? await openTestDatabase() : databaseA
    databases.push(...new Set([databaseA, databaseB]))
    handle.nodeA = await createTestApp(databaseA, options)
    handle.nodeB = await createTestApp(databaseB, options)
  })
  afterAll(async () => {
    await handle.nodeA?.close()
    await handle.nodeB?.close()
    for (const database of databases) await database.close()
  })
  return handle
}
