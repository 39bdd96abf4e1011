import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import type { Database } from '../db/client.ts'
import { createTestApp, openTestDatabase } from './test-app.ts'

/** One app on its own test database for a whole test file: opened before the first test, closed after the last. */
export function appPerFile(options: Parameters<typeof createTestApp>[1] = {}) {
  const handle = {} as { app: FastifyInstance; database: Database }
  beforeAll(async () => {
    handle.database = await openTestDatabase()
    handle.app = await createTestApp(handle.database, options)
  })
  afterAll(async () => {
    await handle.app?.close()
    await handle.database?.close()
  })
  return handle
}
