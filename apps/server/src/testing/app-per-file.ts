import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import type { Database } from '../db/client.ts'
import { createTestApp, openTestDatabase } from './test-app.ts'

type AppOptions = NonNullable<Parameters<typeof createTestApp>[1]>
type Closable = { close(): unknown }

/**
 * Sets up what a test file needs before its app is built (fixtures, fake servers) and returns the app's
 * options. Anything it starts goes through `closeLater`, which closes it after the app, before the database.
 */
type Prepare = (database: Database, closeLater: <T extends Closable>(thing: T) => T) => Promise<AppOptions>

/**
 * One app on its own test database for a whole test file: opened before the first test, closed after the
 * last. `prepare` is the app's options, or a function that sets up fixtures and fakes and returns them.
 */
export function appPerFile(prepare: AppOptions | Prepare = {}) {
  const handle = {} as { app: FastifyInstance; database: Database }
  const closers: Closable[] = []
  beforeAll(async () => {
    handle.database = await openTestDatabase()
    const options =
      typeof prepare === 'function'
        ? await prepare(handle.database, (thing) => {
            closers.push(thing)
            return thing
          })
        : prepare
    handle.app = await createTestApp(handle.database, options)
  })
  afterAll(async () => {
    await handle.app?.close()
    for (const thing of closers) await thing.close()
    await handle.database?.close()
  })
  return handle
}
