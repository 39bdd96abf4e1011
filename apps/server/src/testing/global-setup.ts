import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { migratedPgliteSnapshot, openDatabase } from '../db/client.ts'
import { aiQuotaUsage, rateLimitHits } from '../db/schema/generation.ts'

/**
 * On PostgreSQL: migrates the shared test database once, before test files run in parallel, and clears what
 * earlier runs left counting against today (rate-limit windows of up to an hour, the AI quota ledger of the UTC
 * day), so every run starts as a fresh PGlite does; tests that call as 127.0.0.1 would otherwise run out on a re-run.
 *
 * On PGlite: migrates one in-memory database and hands its data directory to the test files, so each file's own
 * fresh database is a copy of it instead of running initdb and every migration again (openTestDatabase still
 * calls migrate(), which finds nothing left to do). The provided value is declared in test-app.ts, which reads it.
 */
export default async function setup(project: TestProject) {
  const url = process.env['TEST_DATABASE_URL']
  if (!url) {
    const dir = mkdtempSync(path.join(tmpdir(), 'threadbit-pglite-snapshot-'))
    const file = path.join(dir, 'migrated.tar')
    writeFileSync(file, Buffer.from(await (await migratedPgliteSnapshot()).arrayBuffer()))
    project.provide('pgliteSnapshot', file)
    return () => rmSync(dir, { recursive: true, force: true })
  }
  project.provide('pgliteSnapshot', '')
  const database = await openDatabase({ url, poolSize: 1 })
  try {
    await database.migrate()
    await database.db.delete(rateLimitHits)
    await database.db.delete(aiQuotaUsage)
  } finally {
    await database.close()
  }
}
