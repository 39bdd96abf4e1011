import { execFile } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type pg from 'pg'
import { buildApp } from '../../apps/server/src/app.ts'
import { loadConfig } from '../../apps/server/src/config.ts'
import { openDatabase, type Database } from '../../apps/server/src/db/client.ts'
import { withBenchPostgres } from './bench-postgres.ts'
import { seedDesigns } from './designs-seed.ts'

/** Used only to create and drop a throwaway bench database. */
const PG_ADMIN_URL = process.env['BENCH_PG_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test'
/** `pglite` or `postgres` to measure one database only. */
const ONLY = process.env['BENCH_ONLY']

/** The PostgreSQL side of a run: its admin connection and the bench database's name (to find its backends). */
export interface BenchPostgres {
  admin: pg.Client
  name: string
}

/**
 * Runs `measure` on an in-memory PGlite and then on a throwaway PostgreSQL database (when reachable), or on
 * the one BENCH_ONLY names.
 */
export async function onEachDatabase(
  prefix: string,
  measure: (kind: string, database: Database, postgres?: BenchPostgres) => Promise<void>,
): Promise<void> {
  if (ONLY !== 'postgres') {
    const pglite = await openDatabase({})
    await measure('PGlite', pglite)
    await pglite.close()
  }
  if (ONLY !== 'pglite') {
    await withBenchPostgres(PG_ADMIN_URL, prefix, (database, admin, name) =>
      measure('PostgreSQL', database, { admin, name }),
    )
  }
}

/**
 * Migrates and seeds `designs` designs, then serves the app on a free port, with `/api/bench-trivial/`: the
 * same trivial answer inside the app, the ceiling once its hooks (security headers, CSRF cookie, request id,
 * session lookup) are paid. `afterSeed` runs between the seed and the app (e.g. VACUUM ANALYZE).
 */
export async function serveSeededApp(
  database: Database,
  options: { designs: number; env?: Record<string, string>; afterSeed?: () => Promise<unknown> },
) {
  await database.migrate()
  const started = Date.now()
  const seeded = await seedDesigns(database, options.designs)
  const seedSeconds = (Date.now() - started) / 1000
  await options.afterSeed?.()
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SECRET_KEY: 'bench',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tb-bench-')),
    ...options.env,
  })
  const app = await buildApp({ config, database })
  app.get('/api/bench-trivial/', async () => ({ ok: true }))
  const base = await app.listen({ port: 0, host: '127.0.0.1' })
  return { app, base, seeded, seedSeconds }
}

const AUTOCANNON = path.join(
  path.dirname(createRequire(import.meta.url).resolve('autocannon/package.json')),
  'autocannon.js',
)

/** What autocannon's JSON report holds that the benches read. */
export interface AutocannonReport {
  requests: { average: number; total: number }
  latency: { p50: number; p99: number }
  errors: number
  non2xx: number
  statusCodeStats?: Record<string, { count: number }>
}

/** Runs autocannon in its own process (so the server's event loop is its own) and returns its report. */
export async function autocannon(args: string[], url: string): Promise<AutocannonReport> {
  const { stdout } = await promisify(execFile)(process.execPath, [AUTOCANNON, '-j', ...args, url], {
    maxBuffer: 64 * 1024 * 1024,
  })
  return JSON.parse(stdout) as AutocannonReport
}
