/**
 * Designs API under load: 20,000 seeded designs, then autocannon over HTTP against the list, a search and a
 * render, on PGlite and (when reachable) PostgreSQL, next to a trivial Fastify route measured in the same run
 * as the ceiling this 2-core machine allows.
 *
 *   npx tsx bench/designs-http.bench.ts            (BENCH_SECONDS=5, BENCH_DESIGNS=20000)
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import Fastify from 'fastify'
import { eq } from 'drizzle-orm'
import pg from 'pg'
import { buildApp } from '../apps/server/src/app.ts'
import { loadConfig } from '../apps/server/src/config.ts'
import { openDatabase, type Database } from '../apps/server/src/db/client.ts'
import { pixelArtImages, pixelArts, users } from '../apps/server/src/db/schema.ts'
import { designPng, stripes } from '../apps/server/src/testing/fixtures.ts'
import { readDesignImage } from '../apps/server/src/modules/designs/design-image.ts'

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 5)
const DESIGNS = Number(process.env['BENCH_DESIGNS'] ?? 20_000)
const PG_ADMIN_URL = process.env['BENCH_PG_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test'
const WORDS = [
  'cat',
  'dog',
  'heart',
  'star',
  'moon',
  'rocket',
  'cactus',
  'ghost',
  'pizza',
  'robot',
  'wave',
  'tree',
  'frog',
  'sun',
]

interface Row {
  target: string
  db: string
  reqPerSec: number
  p50: number
  p99: number
  errors: number
}

async function load(url: string): Promise<Omit<Row, 'target' | 'db'>> {
  const result = await autocannon({ url, connections: 10, duration: SECONDS, pipelining: 1 })
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}

async function seed(database: Database): Promise<string> {
  const [owner] = await database.db
    .insert(users)
    .values({ email: `bench-${Date.now()}@example.com`, username: `bench${Date.now().toString(36)}` })
    .returning()
  // A handful of distinct images, each reused: decoding is not what this measures.
  const images = await Promise.all(
    [8, 16, 24, 32, 48].map(async (size, i) => {
      const pngData = designPng(size, size, stripes(2 + i))
      return { pngData, ...(await readDesignImage(pngData)) }
    }),
  )
  const batch = 1000
  for (let start = 0; start < DESIGNS; start += batch) {
    const values = Array.from({ length: Math.min(batch, DESIGNS - start) }, (_, k) => {
      const i = start + k
      const img = images[i % images.length]!
      return {
        title: `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} ${i}`.slice(0, 20),
        ownerId: owner!.id,
        rows: img.rows,
        columns: img.columns,
        numberOfColors: img.numberOfColors,
        isPublic: i % 10 !== 0,
      }
    })
    const ids = await database.db.insert(pixelArts).values(values).returning({ id: pixelArts.id })
    await database.db.insert(pixelArtImages).values(
      ids.map(({ id }, k) => {
        const img = images[(start + k) % images.length]!
        return { pixelArtId: id, pngData: img.pngData, trimmedPngData: img.trimmedPngData }
      }),
    )
  }
  const [one] = await database.db
    .select({ uuid: pixelArts.uuid })
    .from(pixelArts)
    .where(eq(pixelArts.isPublic, true))
    .limit(1)
  return one!.uuid
}

async function measure(kind: string, database: Database, rows: Row[]) {
  await database.migrate()
  const started = Date.now()
  const uuid = await seed(database)
  console.log(`${kind}: seeded ${DESIGNS} designs in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SECRET_KEY: 'bench',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tb-bench-')),
  })
  const app = await buildApp({ config, database })
  const base = await app.listen({ port: 0, host: '127.0.0.1' })
  const targets: [string, string][] = [
    ['list page 1', `${base}/api/pixel-art/`],
    ['list page 300', `${base}/api/pixel-art/?page=300`],
    ['search "rocket"', `${base}/api/pixel-art/?search=rocket`],
    ['render (cached)', `${base}/api/pixel-art/${uuid}/render/`],
  ]
  await fetch(targets[3]![1]) // warm the render cache
  for (const [target, url] of targets) rows.push({ target, db: kind, ...(await load(url)) })
  await app.close()
}

async function main() {
  const rows: Row[] = []

  const trivial = Fastify()
  trivial.get('/', async () => ({ ok: true }))
  const trivialUrl = await trivial.listen({ port: 0, host: '127.0.0.1' })
  rows.push({ target: 'trivial Fastify route (ceiling)', db: '-', ...(await load(trivialUrl)) })
  await trivial.close()

  const pglite = await openDatabase({})
  await measure('PGlite', pglite, rows)
  await pglite.close()

  // PostgreSQL: a throwaway database, so the test database is left alone.
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL })
  try {
    await admin.connect()
    const name = `threadbit_bench_${process.pid}`
    await admin.query(`CREATE DATABASE ${name}`)
    const url = new URL(PG_ADMIN_URL)
    url.pathname = `/${name}`
    const postgres = await openDatabase({ url: url.toString(), poolSize: 10 })
    try {
      await measure('PostgreSQL', postgres, rows)
    } finally {
      await postgres.close()
      await admin.query(`DROP DATABASE ${name}`)
    }
  } catch (error) {
    console.log(`PostgreSQL skipped: ${(error as Error).message}`)
  } finally {
    await admin.end().catch(() => {})
  }

  const ceiling = rows[0]!.reqPerSec
  console.log(`\nDesigns API, ${DESIGNS} designs, 10 connections, ${SECONDS} s each`)
  console.log(
    'target                           | db         |  req/s | vs ceiling | p50 ms | p99 ms | errors',
  )
  for (const r of rows) {
    console.log(
      `${r.target.padEnd(32)} | ${r.db.padEnd(10)} | ${String(r.reqPerSec).padStart(6)} | ${((r.reqPerSec / ceiling) * 100).toFixed(0).padStart(9)}% | ${String(r.p50).padStart(6)} | ${String(r.p99).padStart(6)} | ${r.errors}`,
    )
  }
}

await main()
