import type { FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import type { Database } from '../../db/client.ts'
import { startFakeAi } from '../../testing/fake-ai.ts'
import { createTestApp, loopbackAddresses, openTestDatabase } from '../../testing/test-app.ts'

/*
 * What the AI generation tests share: one database per test file with a fake image provider, and two apps on
 * it, one asking it as Stable Diffusion (`sd`), one as OpenAI. `generationPerFile` makes them before the
 * file's first test; they are live bindings: a test file imports this module as a namespace and reads
 * the ones made for it.
 */
export let database: Database
export let fake: Awaited<ReturnType<typeof startFakeAi>>
export let sd: FastifyInstance
export let openai: FastifyInstance
// Each client gets its own loopback address (loopbackAddresses), so the per-IP quota of anonymous visitors
// couples neither the tests nor runs against the same PostgreSQL database.
export const onPostgres = Boolean(process.env['TEST_DATABASE_URL'])
export const nextIp = loopbackAddresses()

export function generationPerFile() {
  beforeAll(async () => {
    database = await openTestDatabase()
    fake = await startFakeAi()
    sd = await createTestApp(database, {
      env: { AI_PROVIDER: 'sdwebui', SDWEBUI_URL: fake.url, AI_TIMEOUT_SECONDS: '1' },
    })
    openai = await createTestApp(database, {
      env: {
        AI_PROVIDER: 'openai',
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: `${fake.url}/v1`,
        AI_TIMEOUT_SECONDS: '1',
      },
    })
  })
  afterAll(async () => {
    await sd.close()
    await openai.close()
    await fake.close()
    await database.close()
  })
  beforeEach(() => fake.set('image'))
}

export function form(fields: Record<string, string | Blob>) {
  const f = new FormData()
  for (const [k, v] of Object.entries(fields)) f.append(k, v)
  return f
}
export const promptForm = (prompt = 'a tiny sun') => form({ prompt })

/** How many times a worker has claimed the request. */
export async function attemptsOf(id: number): Promise<number> {
  const result = await database.db.execute(
    sql`select attempts from image_generation_requests where id = ${id}`,
  )
  const [row] = (result as unknown as { rows: { attempts: number }[] }).rows
  if (!row) throw new Error(`no request ${id}`)
  return row.attempts
}

/** Runs the worker until no job is waiting (jobs of other tests may be queued too). */
export async function drain(app: FastifyInstance) {
  const worker = app.generationWorker
  if (!worker) throw new Error('the app has no generation worker')
  while (await worker.runOnce()) {
    /* keep going */
  }
}

/**
 * The calls the fake provider got to `path` since it had `before` calls. On a PostgreSQL database shared by
 * test files running side by side, a drain may also run other files' jobs, after this test's own: the
 * last call need not be this test's.
 */
export function callsSince(before: number, path: string) {
  return fake.calls.slice(before).filter((call) => call.path === path)
}

/** Ends the job's lease now (instead of waiting for it to run out). */
export async function expireLease(id: number): Promise<void> {
  await database.db.execute(
    sql`update image_generation_requests set lease_until = now() - interval '1 second' where id = ${id}`,
  )
}

/** Resolves once `n` sessions of this database wait for a lock (the barrier of the concurrency tests). */
export async function untilSomeoneWaitsForALock(n: number): Promise<void> {
  for (;;) {
    const result = await database.db.execute(
      sql`select count(*)::int as n from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock'`,
    )
    if (((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0) >= n) return
    await new Promise((r) => setTimeout(r, 5))
  }
}
