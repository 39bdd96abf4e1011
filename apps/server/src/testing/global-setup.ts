import { openDatabase } from '../db/client.ts'
import { aiQuotaUsage, rateLimitHits } from '../db/schema/generation.ts'

/**
 * Migrates the shared PostgreSQL test database once, before test files run in parallel, and clears what earlier
 * runs left counting against today (rate-limit windows of up to an hour, the AI quota ledger of the UTC day), so
 * every run starts as a fresh PGlite does; tests that call as 127.0.0.1 would otherwise run out on a re-run.
 */
export default async function setup() {
  const url = process.env['TEST_DATABASE_URL']
  if (!url) return
  const database = await openDatabase({ url, poolSize: 1 })
  try {
    await database.migrate()
    await database.db.delete(rateLimitHits)
    await database.db.delete(aiQuotaUsage)
  } finally {
    await database.close()
  }
}
