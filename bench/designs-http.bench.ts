/**
 * Designs API under load: 20,000 seeded designs, then autocannon over HTTP against the list, a search and a
 * render, on PGlite and (when reachable) PostgreSQL, next to a trivial Fastify route measured in the same run
 * as the ceiling this 2-core machine allows.
 *
 *   npx tsx bench/designs-http.bench.ts
 *     BENCH_SECONDS=5, BENCH_DESIGNS=20000, BENCH_ONLY=pglite|postgres, BENCH_ANALYZE=0 (skip VACUUM ANALYZE),
 *     BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/test (only used to create and drop a bench database)
 *
 * The load generator runs in its own process, so the server's event loop is its own. Besides requests/s and
 * latency (which other work on a shared machine disturbs), each row shows the CPU time the server spent per
 * request: this process plus, on PostgreSQL, the database's backends. That figure hardly depends on what
 * else runs, and 2000 / (CPU ms per request) is roughly what two idle cores could serve.
 */
import { readFileSync } from 'node:fs'
import Fastify from 'fastify'
import { sql } from 'drizzle-orm'
import { type Database } from '../apps/server/src/db/client.ts'
import { autocannon, onEachDatabase, serveSeededApp } from './lib/bench-server.ts'

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 5)
const DESIGNS = Number(process.env['BENCH_DESIGNS'] ?? 20_000)
const ANALYZE = process.env['BENCH_ANALYZE'] !== '0'
const CONNECTIONS = 10

interface Row {
  target: string
  db: string
  reqPerSec: number
  p50: number
  p99: number
  errors: number
  /** Server CPU (this process, plus PostgreSQL's backends for this database) per request. */
  cpuMsPerRequest: number
}

/** CPU time (ms) PostgreSQL's backends serving `database` have used so far, read from /proc. */
type DbCpu = () => Promise<Map<number, number>>

function procCpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
    // utime and stime, in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return 0
  }
}

async function load(url: string, dbCpu?: DbCpu): Promise<Omit<Row, 'target' | 'db'>> {
  const dbBefore = dbCpu ? await dbCpu() : new Map<number, number>()
  const before = process.cpuUsage()
  const result = await autocannon(['-c', String(CONNECTIONS), '-d', String(SECONDS)], url)
  const used = process.cpuUsage(before)
  let dbMs = 0
  if (dbCpu) for (const [pid, ms] of await dbCpu()) dbMs += ms - (dbBefore.get(pid) ?? 0)
  const serverMs = (used.user + used.system) / 1000 + dbMs
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpuMsPerRequest: serverMs / Math.max(1, result.requests.total),
  }
}

async function trivialCeiling(kind: string, rows: Row[]) {
  const trivial = Fastify()
  trivial.get('/', async () => ({ ok: true }))
  const trivialUrl = await trivial.listen({ port: 0, host: '127.0.0.1' })
  rows.push({ target: 'trivial Fastify route (ceiling)', db: kind, ...(await load(trivialUrl)) })
  await trivial.close()
}

async function measure(kind: string, database: Database, rows: Row[], dbCpu?: DbCpu) {
  const { app, base, seeded, seedSeconds } = await serveSeededApp(database, {
    designs: DESIGNS,
    // PostgreSQL's autovacuum would do this within a minute of the seed; PGlite has no autovacuum at all.
    afterSeed: async () => ANALYZE && database.db.execute(sql`vacuum analyze`),
  })
  const { uuid } = seeded
  console.log(`${kind}: seeded ${DESIGNS} designs in ${seedSeconds.toFixed(1)} s`)
  const targets: [string, string][] = [
    ['trivial route in the app', `${base}/api/bench-trivial/`],
    ['list page 1', `${base}/api/pixel-art/`],
    ['list page 300', `${base}/api/pixel-art/?page=300`],
    ['search "rocket" (1 in 14)', `${base}/api/pixel-art/?search=rocket`],
    ['search "unicorn" (no match)', `${base}/api/pixel-art/?search=unicorn`],
    ['render (cached)', `${base}/api/pixel-art/${uuid}/render/`],
  ]
  for (const [, url] of targets) await fetch(url) // warm caches: the figures are for steady state
  await trivialCeiling(kind, rows)
  for (const [target, url] of targets) rows.push({ target, db: kind, ...(await load(url, dbCpu)) })
  await app.close()
}

async function main() {
  const rows: Row[] = []

  // On PostgreSQL, the CPU of the bench database's backends counts too.
  await onEachDatabase('threadbit_bench', async (kind, database, postgres) => {
    const dbCpu: DbCpu | undefined = postgres
      ? async () => {
          const { rows: backends } = await postgres.admin.query<{ pid: number }>(
            'select pid from pg_stat_activity where datname = $1',
            [postgres.name],
          )
          return new Map(backends.map(({ pid }) => [pid, procCpuMs(pid)]))
        }
      : undefined
    await measure(kind, database, rows, dbCpu)
  })

  console.log(
    `\nDesigns API, ${DESIGNS} designs, ${CONNECTIONS} connections, ${SECONDS} s each, analyze: ${ANALYZE}`,
  )
  console.log(
    'target                           | db         |  req/s | vs ceiling | p50 ms | p99 ms | errors | CPU ms/req',
  )
  let ceiling = 1
  for (const r of rows) {
    // Each database's rows are compared with the bare route measured just before them.
    if (r.target.startsWith('trivial Fastify')) ceiling = r.reqPerSec
    console.log(
      [
        r.target.padEnd(32),
        r.db.padEnd(10),
        String(r.reqPerSec).padStart(6),
        `${((r.reqPerSec / ceiling) * 100).toFixed(0).padStart(9)}%`,
        String(r.p50).padStart(6),
        String(r.p99).padStart(6),
        String(r.errors).padStart(6),
        r.cpuMsPerRequest.toFixed(3).padStart(10),
      ].join(' | '),
    )
  }
}

await main()
