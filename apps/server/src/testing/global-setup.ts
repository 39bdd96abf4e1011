import { openDatabase } from '../db/client.ts'

/** Migrates the shared PostgreSQL test database once, before test files run in parallel. */
export default async function setup() {
  const url = process.env['TEST_DATABASE_URL']
  if (!url) return
  const database = await openDatabase({ url, poolSize: 1 })
  try {
    await database.migrate()
  } finally {
    await database.close()
  }
}
