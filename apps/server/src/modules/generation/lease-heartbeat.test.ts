import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AI_JOB_LEASE_MS } from '../../app.ts'
import type { Database } from '../../db/client.ts'
import { imageGenerationRequests } from '../../db/schema.ts'
import { createFsBlobStore } from '../../storage/blob-store.ts'
import { openTestDatabase } from '../../testing/test-app.ts'
import { claimNextJob, insertRequest } from './generation.queries.ts'
import { createGenerationWorker } from './generation.worker.ts'

let database: Database
const quiet = { info() {}, warn() {}, error() {} }

beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(async () => {
  await database.close()
})

/**
 * A job dated long ago, so it is the oldest in the queue and these tests claim it before any other test's
 * (several test files share one PostgreSQL database).
 */
async function oldestJob(values: Partial<typeof imageGenerationRequests.$inferInsert> = {}) {
  const row = await insertRequest(database.db, {
    ownerId: null,
    sessionKey: `lease-test-${Math.random()}`,
    clientIp: '192.0.2.1',
    prompt: 'lease test',
    ...values,
  })
  await database.db
    .update(imageGenerationRequests)
    .set({ createdAt: new Date('2000-01-01T00:00:00Z'), ...values })
    .where(eq(imageGenerationRequests.id, row.id))
  return row.id
}

const statusOf = async (id: number) =>
  (await database.db.select().from(imageGenerationRequests).where(eq(imageGenerationRequests.id, id)))[0]!

describe('AI job leases', () => {
  it('are short enough that a dead worker’s job is retried within half a minute', () => {
    expect(AI_JOB_LEASE_MS).toBeLessThanOrEqual(30_000)
  })

  it('take up a job whose worker stopped renewing its lease, as the next attempt', async () => {
    const id = await oldestJob({
      status: 'PROCESSING',
      attempts: 1,
      leaseUntil: sql`now() - interval '1 second'` as unknown as Date,
    })
    const job = await claimNextJob(database.db, 1_000, 3)
    expect(job?.id).toBe(id)
    expect(job?.attempts).toBe(2)
    await database.db.delete(imageGenerationRequests).where(eq(imageGenerationRequests.id, id))
  })

  it('are renewed while a slow provider works, so nobody else takes the job meanwhile', async () => {
    const id = await oldestJob()
    let release: () => void = () => {}
    const answered = new Promise<void>((resolve) => (release = resolve))
    let started: () => void = () => {}
    const claimed = new Promise<void>((resolve) => (started = resolve))
    const worker = createGenerationWorker({
      db: database.db,
      blobs: createFsBlobStore('/tmp/threadbit-lease-test'),
      provider: {
        name: 'slow',
        async generate() {
          started()
          await answered
          return Buffer.from('png')
        },
      },
      processImage: async () => ({
        image_data: 'data:image/png;base64,AA==',
        input: { width: 3, height: 1 },
        grid: { x: [0, 3], y: [0, 1] },
      }),
      leaseMs: 300,
      heartbeatMs: 50,
      maxAttempts: 3,
      log: quiet,
    })
    const run = worker.runOnce()
    await claimed
    // Four leases long: without the heartbeat the lease would have run out three times over.
    await new Promise((resolve) => setTimeout(resolve, 1_200))
    const during = await statusOf(id)
    expect(during.status).toBe('PROCESSING')
    expect(during.attempts).toBe(1)
    const [{ live } = { live: false }] = (
      (await database.db.execute(
        sql`select lease_until > now() as live from image_generation_requests where id = ${id}`,
      )) as unknown as { rows: { live: boolean }[] }
    ).rows
    expect(live).toBe(true)
    release()
    expect(await run).toBe(true)
    const done = await statusOf(id)
    expect(done).toMatchObject({ status: 'DONE', attempts: 1, leaseUntil: null })
  })
})
