import { afterAll, beforeAll } from 'vitest'
import type { Database } from '../db/client.ts'
import { seedDatabase } from '../seed.ts'
import { openFreshPglite } from './test-app.ts'

/** The seed's logger, silenced. */
export const quietLog = { info: () => {} }

/**
 * A fresh in-memory PGlite, migrated and seeded, for a whole test file: seeding is about an empty database,
 * so these files never use the shared test database.
 */
export function seededDatabasePerFile() {
  const handle = {} as { database: Database }
  beforeAll(async () => {
    handle.database = await openFreshPglite()
    await seedDatabase({ db: handle.database.db, log: quietLog })
  })
  afterAll(async () => handle.database?.close())
  return handle
}
