/**
 * Saves and lists at 1,000 connections, on PGlite and (when reachable) PostgreSQL: p50/p99 latency, errors,
 * and whether every save the server acknowledged (201) is a row in the database afterwards.
 *
 *   npx tsx bench/load.bench.ts
 *     BENCH_SAVES=3000, BENCH_READS=5000 (requests per target), BENCH_CONNECTIONS=1000,
 *     BENCH_DESIGNS=2000 (seeded before the lists),
 *     BENCH_ONLY=pglite|postgres, BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/test (creates and drops a
 *     database of its own)
 *
 * The load generator (autocannon) runs in its own process; the server runs here, as one node would. Latency
 * at 1,000 connections is mostly queueing: 1,000 requests wait for one event loop and a pool of 10
 * database connections, so p50 ≈ connections ÷ throughput. A trivial route measured in the same run shows
 * what queueing alone costs on this machine.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { count, eq } from 'drizzle-orm'
import { type Database } from '../apps/server/src/db/client.ts'
import { pixelArts } from '../apps/server/src/db/schema.ts'
import { designPng, stripes } from '../apps/server/src/testing/fixtures.ts'
import { autocannon, onEachDatabase, serveSeededApp } from './lib/bench-server.ts'

/** Requests per target: each run ends when all are answered, so every save's fate is known. */
const SAVES = Number(process.env['BENCH_SAVES'] ?? 3000)
const READS = Number(process.env['BENCH_READS'] ?? 5000)
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 1000)
const DESIGNS = Number(process.env['BENCH_DESIGNS'] ?? 2000)

interface Row {
  target: string
  db: string
  requests: number
  p50: number
  p99: number
  errors: number
  acknowledged: number
  note: string
}

interface Load {
  method?: string
  headers?: Record<string, string>
  bodyFile?: string
  amount?: number
}

async function load(url: string, options: Load = {}) {
  const amount = Math.max(options.amount ?? READS, CONNECTIONS)
  // A long timeout: at 1,000 connections a request may queue for many seconds, which p99 should show.
  const args = ['-c', String(CONNECTIONS), '-a', String(amount), '-t', '120']
  if (options.method) args.push('-m', options.method)
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${name}=${value}`)
  if (options.bodyFile) args.push('-i', options.bodyFile)
  const result = await autocannon(args, url)
  return {
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    acknowledged: result.statusCodeStats?.['201']?.count ?? 0,
  }
}

async function measure(kind: string, database: Database, rows: Row[]) {
  const { app, base } = await serveSeededApp(database, {
    designs: DESIGNS,
    env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
  })

  // One signed-in user saves over every connection, as a browser would (session and CSRF cookies).
  const username = `load${Date.now().toString(36)}`
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/registration/',
    headers: { cookie: 'csrftoken=bench', 'x-csrftoken': 'bench', 'content-type': 'application/json' },
    payload: JSON.stringify({
      username,
      email: `${username}@example.com`,
      password1: 'correct horse 1',
      password2: 'correct horse 1',
    }),
  })
  const session = registered.cookies.find((c) => c.name === 'sessionid')?.value
  const ownerId = (registered.json() as { pk: number }).pk
  if (!session) throw new Error(`registration failed: ${registered.body}`)
  const bodyFile = path.join(mkdtempSync(path.join(tmpdir(), 'tb-load-body-')), 'design.json')
  writeFileSync(bodyFile, JSON.stringify({ title: 'Load', png_data: designPng(16, 16, stripes(3)) }))
  const signedIn = {
    cookie: `csrftoken=bench; sessionid=${session}`,
    'x-csrftoken': 'bench',
    'content-type': 'application/json',
  }

  rows.push({
    target: 'trivial route (queueing alone)',
    db: kind,
    ...(await load(`${base}/api/bench-trivial/`)),
    note: '',
  })
  const saves = await load(`${base}/api/pixel-art/`, {
    method: 'POST',
    headers: signedIn,
    bodyFile,
    amount: SAVES,
  })
  // Every save answered 201 must be a row now; nothing else writes this user's designs.
  const [stored] = await database.db
    .select({ n: count() })
    .from(pixelArts)
    .where(eq(pixelArts.ownerId, ownerId))
  const rowsStored = stored?.n ?? 0
  rows.push({
    target: 'save a design (POST)',
    db: kind,
    ...saves,
    note: `${rowsStored} rows stored for ${saves.acknowledged} acknowledged: ${
      rowsStored >= saves.acknowledged ? 'none lost' : `${saves.acknowledged - rowsStored} LOST`
    }`,
  })
  rows.push({ target: 'list page 1 (public)', db: kind, ...(await load(`${base}/api/pixel-art/`)), note: '' })
  rows.push({
    target: 'list my designs',
    db: kind,
    ...(await load(`${base}/api/pixel-art/my-art/`, { headers: { cookie: `sessionid=${session}` } })),
    note: '',
  })
  await app.close()
}

async function main() {
  const rows: Row[] = []
  await onEachDatabase('threadbit_load', (kind, database) => measure(kind, database, rows))

  console.log(
    `\nLoad: ${CONNECTIONS} connections, ${SAVES} saves and ${READS} reads per list, ${DESIGNS} seeded designs`,
  )
  console.log(
    'target                          | db         | requests | p50 ms | p99 ms | errors | acknowledged rows',
  )
  for (const r of rows) {
    console.log(
      [
        r.target.padEnd(31),
        r.db.padEnd(10),
        String(r.requests).padStart(8),
        String(r.p50).padStart(6),
        String(r.p99).padStart(6),
        String(r.errors).padStart(6),
        r.note,
      ].join(' | '),
    )
  }
}

await main()
