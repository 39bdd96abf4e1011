import type { FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Database, Db } from '../../db/client.ts'
import { makeStaff } from '../../testing/fixtures.ts'
import { startFakeAi, upscaledSprite } from '../../testing/fake-ai.ts'
import { createTestApp, openTestDatabase, TestClient } from '../../testing/test-app.ts'
import { claimNextJob, finishJob } from './generation.queries.ts'

let database: Database
let fake: Awaited<ReturnType<typeof startFakeAi>>
let sd: FastifyInstance
let openai: FastifyInstance
// Each client gets its own loopback address, so the per-IP quota of anonymous visitors couples neither the tests
// nor runs against the same PostgreSQL database on the same day.
const run = Math.floor(Math.random() * 250) + 1
let ipCounter = 1
const onPostgres = Boolean(process.env['TEST_DATABASE_URL'])
const nextIp = () => `127.${run}.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`

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

function form(fields: Record<string, string | Blob>) {
  const f = new FormData()
  for (const [k, v] of Object.entries(fields)) f.append(k, v)
  return f
}
const promptForm = (prompt = 'a tiny sun') => form({ prompt })

async function attemptsOf(id: number): Promise<number> {
  const result = await database.db.execute(
    sql`select attempts from image_generation_requests where id = ${id}`,
  )
  return (result as unknown as { rows: { attempts: number }[] }).rows[0]!.attempts
}

/** Runs the worker until no job is waiting (jobs of other tests may be queued too). */
async function drain(app: FastifyInstance) {
  while (await app.generationWorker!.runOnce()) {
    /* keep going */
  }
}

describe('creating a request', () => {
  it('answers 503 when no provider is configured', async () => {
    const plain = await createTestApp(database)
    try {
      const res = await new TestClient(plain).postForm('/api/image-generation/', promptForm())
      expect(res.statusCode).toBe(503)
      expect(res.json()).toEqual({ detail: 'AI image generation is not configured on this server.' })
      // The quota says so too, so the UI need not wait for a refused request.
      expect((await new TestClient(plain).get('/api/image-generation-quota/')).json()).toMatchObject({
        configured: false,
      })
    } finally {
      await plain.close()
    }
  })

  it('stores an anonymous request as PENDING in a new session, and the worker makes it DONE with native pixel art', async () => {
    const c = new TestClient(sd, { remoteAddress: nextIp() })
    const res = await c.postForm('/api/image-generation/', promptForm('a tiny sun'))
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ prompt: 'a tiny sun', status: 'PENDING', processed_png_data: null })
    expect(c.cookies.has('sessionid')).toBe(true)
    const id = res.json().id
    expect(
      (await c.get('/api/image-generation/pending/')).json().results.map((r: { id: number }) => r.id),
    ).toEqual([id])

    await drain(sd)
    const done = (await c.get(`/api/image-generation/${id}/`)).json()
    expect(done.status).toBe('DONE')
    const png = Buffer.from(done.processed_png_data.split(',')[1], 'base64')
    const meta = await sharp(png).metadata()
    expect([meta.width, meta.height]).toEqual([16, 16])
    expect((await c.get(`/api/image-generation/${id}/status/`)).json()).toEqual({ id, status: 'DONE' })
    expect((await c.get('/api/image-generation/pending/')).json().results).toEqual([])
    const sent = JSON.parse(fake.calls.at(-1)!.body.toString())
    expect(fake.calls.at(-1)!.path).toBe('/sdapi/v1/txt2img')
    expect(sent.prompt).toMatch(/^a tiny sun\. Pixel art/)
  })

  it("keeps the provider's image and the grid found in it, refits it with other counts, and deletes it with the request", async () => {
    const c = new TestClient(sd, { remoteAddress: nextIp() })
    const id = (await c.postForm('/api/image-generation/', promptForm('a grid'))).json().id
    await drain(sd)
    const done = (await c.get(`/api/image-generation/${id}/`)).json()
    // The fake provider answers a 16×16 sprite drawn 8 times larger: 17 edges 8 px apart on each axis.
    expect(done.raw_image).toMatch(/^\/media\/ai\/results\/[0-9a-f-]+\.png$/)
    expect(done.grid.input).toEqual({ width: 128, height: 128 })
    for (const axis of [done.grid.x, done.grid.y]) {
      expect(axis).toHaveLength(17)
      axis.forEach((edge: number, k: number) => expect(edge).toBeCloseTo(8 * k, 0))
    }
    const raw = await c.get(done.raw_image)
    expect(raw.statusCode).toBe(200)
    expect(raw.rawPayload.equals(await upscaledSprite())).toBe(true)

    const refit = await c.postForm(
      '/api/recover-native-image/',
      form({ file: new Blob([raw.rawPayload], { type: 'image/png' }), cells_x: '15' }),
    )
    expect(refit.statusCode).toBe(200)
    expect(refit.json().grid.x).toHaveLength(16)
    expect(refit.json().grid.y).toEqual(done.grid.y)

    expect((await c.delete(`/api/image-generation/${id}/`)).statusCode).toBe(204)
    expect((await c.get(done.raw_image)).statusCode).toBe(404)
  })

  it('sends the reference image to img2img, and to the OpenAI edits endpoint', async () => {
    const reference = new Blob([await upscaledSprite()], { type: 'image/png' })
    const c = new TestClient(sd, { remoteAddress: nextIp() })
    expect(
      (await c.postForm('/api/image-generation/', form({ prompt: 'like this', reference_image: reference })))
        .statusCode,
    ).toBe(201)
    await drain(sd)
    expect(fake.calls.at(-1)!.path).toBe('/sdapi/v1/img2img')
    expect(JSON.parse(fake.calls.at(-1)!.body.toString()).init_images).toHaveLength(1)

    const u = new TestClient(openai)
    await u.register()
    const res = await u.postForm(
      '/api/image-generation/',
      form({ prompt: 'like this', reference_image: reference }),
    )
    expect(res.json().reference_image).toMatch(/^\/media\/ai\/references\//)
    await drain(openai)
    expect(fake.calls.at(-1)!.path).toBe('/v1/images/edits')
    expect((await u.get(`/api/image-generation/${res.json().id}/`)).json().status).toBe('DONE')
  })

  it('goes through the OpenAI images API for a prompt alone', async () => {
    const u = new TestClient(openai)
    await u.register()
    const res = await u.postForm('/api/image-generation/', promptForm('a cat'))
    await drain(openai)
    expect(fake.calls.at(-1)!.path).toBe('/v1/images/generations')
    expect((await u.get(`/api/image-generation/${res.json().id}/`)).json().status).toBe('DONE')
  })

  it.each([
    ['an error', 'error'],
    ['a timeout', 'hang'],
    ['an image that is not pixel art', 'photo'],
  ] as const)('marks the request FAILED on %s', async (_name, behaviour) => {
    fake.set(behaviour)
    const c = new TestClient(sd, { remoteAddress: nextIp() })
    const id = (await c.postForm('/api/image-generation/', promptForm())).json().id
    await drain(sd)
    expect((await c.get(`/api/image-generation/${id}/`)).json()).toMatchObject({
      status: 'FAILED',
      processed_png_data: null,
    })
  })
})

describe('jobs', () => {
  it('leaves a job alone while its lease runs and takes it up again once the lease has run out', async () => {
    await drain(sd) // other tests' leftovers first, so the next claim is this test's job
    const c = new TestClient(sd, { remoteAddress: nextIp() })
    const id = (await c.postForm('/api/image-generation/', promptForm('interrupted'))).json().id
    // A worker claims the job and then "dies" without finishing it.
    const job = await claimNextJob(database.db, 60_000, 3)
    expect(job).toMatchObject({ id, status: 'PROCESSING', attempts: 1 })
    expect((await c.get(`/api/image-generation/${id}/status/`)).json().status).toBe('PROCESSING')
    // While the lease runs, nobody else takes the job (a probe claim that found another job lets it go at once).
    expect((await claimNextJob(database.db, 1, 3))?.id).not.toBe(id)
    // The lease runs out (moved into the past instead of waiting for it).
    await database.db.execute(
      sql`update image_generation_requests set lease_until = now() - interval '1 second' where id = ${id}`,
    )
    await drain(sd)
    expect((await c.get(`/api/image-generation/${id}/status/`)).json().status).toBe('DONE')
    expect(await attemptsOf(id)).toBe(2)
  })

  it('fails a job for good once its lease ran out on its last attempt', async () => {
    await drain(sd)
    const c = new TestClient(sd, { remoteAddress: nextIp() })
    const id = (await c.postForm('/api/image-generation/', promptForm('interrupted thrice'))).json().id
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await claimNextJob(database.db, 60_000, 3)).toMatchObject({ id, attempts: attempt })
      await database.db.execute(
        sql`update image_generation_requests set lease_until = now() - interval '1 second' where id = ${id}`,
      )
    }
    // A claim never takes a job past its last attempt, even before anyone has failed it.
    expect((await claimNextJob(database.db, 1, 3))?.id).not.toBe(id)
    await drain(sd)
    expect((await c.get(`/api/image-generation/${id}/status/`)).json().status).toBe('FAILED')
    expect(await attemptsOf(id)).toBe(3)
  })

  it('lets only the latest holder of a lease finish the job', async () => {
    await drain(sd)
    const c = new TestClient(sd, { remoteAddress: nextIp() })
    const id = (await c.postForm('/api/image-generation/', promptForm('slow worker'))).json().id
    const slow = await claimNextJob(database.db, 60_000, 3)
    expect(slow).toMatchObject({ id, attempts: 1 })
    await database.db.execute(
      sql`update image_generation_requests set lease_until = now() - interval '1 second' where id = ${id}`,
    )
    const fresh = await claimNextJob(database.db, 60_000, 3)
    expect(fresh).toMatchObject({ id, attempts: 2 })
    // The slow worker comes back after losing its lease: its answer is dropped.
    expect(await finishJob(database.db, slow!, { status: 'FAILED', failureReason: 'late' })).toBe(false)
    expect((await c.get(`/api/image-generation/${id}/status/`)).json().status).toBe('PROCESSING')
    const done = { status: 'DONE', processedPngData: 'data:,', rawImageKey: 'ai/results/x.png' } as const
    expect(await finishJob(database.db, fresh!, { ...done, recoveredGrid: null })).toBe(true)
    expect((await c.get(`/api/image-generation/${id}/status/`)).json().status).toBe('DONE')
  })

  it('runs each job once when three workers drain the queue together (any database)', async () => {
    const staff = new TestClient(sd)
    const me = await staff.register()
    await makeStaff(database.db, me.pk)
    const tag = `job-${Math.random().toString(36).slice(2)}`
    for (let i = 0; i < 6; i++) await staff.postForm('/api/image-generation/', promptForm(`${tag} ${i}`))
    const before = fake.calls.length
    const second = await createTestApp(database, { env: { AI_PROVIDER: 'sdwebui', SDWEBUI_URL: fake.url } })
    try {
      await Promise.all([drain(sd), drain(second), drain(sd)])
    } finally {
      await second.close()
    }
    const prompts = fake.calls
      .slice(before)
      .map((call) => JSON.parse(call.body.toString()).prompt as string)
      .filter((p) => p.startsWith(tag))
    expect(prompts).toHaveLength(6)
    expect(new Set(prompts).size).toBe(6)
  })

  // PGlite has one connection, so claims there never overlap: only PostgreSQL can prove the row locking.
  it.runIf(onPostgres)(
    'PostgreSQL: a claim that overlaps an uncommitted claim skips its row (FOR UPDATE SKIP LOCKED)',
    async () => {
      await drain(sd)
      const c = new TestClient(sd, { remoteAddress: nextIp() })
      for (const n of [1, 2]) await c.postForm('/api/image-generation/', promptForm(`overlap ${n}`))
      let release!: () => void
      const released = new Promise<void>((resolve) => (release = resolve))
      let firstClaim!: (job: Awaited<ReturnType<typeof claimNextJob>>) => void
      const first = new Promise<Awaited<ReturnType<typeof claimNextJob>>>((resolve) => (firstClaim = resolve))
      // Worker A claims inside a transaction it keeps open until worker B has claimed or is blocked.
      const a = database.db.transaction(async (tx) => {
        firstClaim(await claimNextJob(tx as unknown as Db, 1, 3))
        await released
      })
      const jobA = await first
      expect(jobA).toBeDefined()
      const b = claimNextJob(database.db, 1, 3)
      await Promise.race([b, untilSomeoneWaitsForALock(1)])
      release()
      await a
      const jobB = await b
      expect(jobB?.id).toBeDefined()
      expect(jobB!.id).not.toBe(jobA!.id)
      await drain(sd)
    },
  )
})

/** Resolves once `n` sessions of this database wait for a lock (the barrier of the concurrency tests). */
async function untilSomeoneWaitsForALock(n: number): Promise<void> {
  for (;;) {
    const result = await database.db.execute(
      sql`select count(*)::int as n from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock'`,
    )
    if ((result as unknown as { rows: { n: number }[] }).rows[0]!.n >= n) return
    await new Promise((r) => setTimeout(r, 5))
  }
}

describe('quota', () => {
  it('allows three requests a day to an anonymous visitor, counted by session and by IP', async () => {
    const ip = nextIp()
    const c = new TestClient(sd, { remoteAddress: ip })
    expect((await c.get('/api/image-generation-quota/')).json()).toMatchObject({
      used: 0,
      limit: 3,
      remaining: 3,
    })
    for (let i = 0; i < 3; i++)
      expect((await c.postForm('/api/image-generation/', promptForm())).statusCode).toBe(201)
    const refused = await c.postForm('/api/image-generation/', promptForm())
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({ detail: "You've reached your daily limit." })
    const quota = (await c.get('/api/image-generation-quota/')).json()
    expect(quota).toMatchObject({ used: 3, limit: 3, remaining: 0, configured: true })
    expect(Date.parse(quota.resets_at)).toBeGreaterThan(Date.now())
    // Clearing cookies does not help: the address has used its quota too.
    const fresh = new TestClient(sd, { remoteAddress: ip })
    expect((await fresh.postForm('/api/image-generation/', promptForm())).statusCode).toBe(429)
  })

  it('holds under 20 parallel requests from one user (any database; the PostgreSQL test below forces the overlap)', async () => {
    const u = new TestClient(sd)
    await u.register()
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () =>
        u.postForm('/api/image-generation/', promptForm()).then((r) => r.statusCode),
      ),
    )
    expect(statuses.filter((s) => s === 201)).toHaveLength(10)
    expect(statuses.filter((s) => s === 429)).toHaveLength(10)
    expect((await u.get('/api/image-generation-quota/')).json()).toMatchObject({
      used: 10,
      limit: 10,
      remaining: 0,
    })
  })

  it.runIf(onPostgres)(
    'PostgreSQL: two requests for the last one of the day that overlap in the database get one 201 and one 429 (advisory lock)',
    async () => {
      const u = new TestClient(sd)
      await u.register()
      for (let i = 0; i < 9; i++)
        expect((await u.postForm('/api/image-generation/', promptForm())).statusCode).toBe(201)
      // The barrier: a table lock lets both requests count but holds their inserts until both have arrived.
      const blocker = await openTestDatabase()
      try {
        let release!: () => void
        const released = new Promise<void>((resolve) => (release = resolve))
        let locked!: () => void
        const isLocked = new Promise<void>((resolve) => (locked = resolve))
        const holding = blocker.db.transaction(async (tx) => {
          await tx.execute(sql`lock table image_generation_requests in share mode`)
          locked()
          await released
        })
        await isLocked
        const requests = Promise.all(
          [1, 2].map(() => u.postForm('/api/image-generation/', promptForm()).then((r) => r.statusCode)),
        )
        // With the advisory lock one request waits for it, the other for the table; without it both wait for the table.
        await Promise.race([requests, untilSomeoneWaitsForALock(2)])
        release()
        await holding
        expect((await requests).sort()).toEqual([201, 429])
      } finally {
        await blocker.close()
      }
    },
  )

  it('does not limit staff', async () => {
    const s = new TestClient(sd)
    const me = await s.register()
    await makeStaff(database.db, me.pk)
    expect((await s.get('/api/image-generation-quota/')).json()).toMatchObject({
      limit: null,
      remaining: null,
    })
  })
})

describe('ownership', () => {
  it('shows a request only to the user or session that made it (404 for everyone else)', async () => {
    const owner = new TestClient(sd)
    await owner.register()
    const id = (await owner.postForm('/api/image-generation/', promptForm('mine'))).json().id
    const other = new TestClient(sd)
    await other.register()
    for (const c of [other, new TestClient(sd, { remoteAddress: nextIp() })]) {
      expect((await c.get(`/api/image-generation/${id}/`)).statusCode).toBe(404)
      expect((await c.get(`/api/image-generation/${id}/status/`)).statusCode).toBe(404)
      expect((await c.delete(`/api/image-generation/${id}/`)).statusCode).toBe(404)
      expect(
        (await c.get('/api/image-generation/')).json().results.some((r: { id: number }) => r.id === id),
      ).toBe(false)
    }
    const list = (await owner.get('/api/image-generation/?search=MINE')).json()
    expect(list.results.map((r: { id: number }) => r.id)).toContain(id)
    expect((await owner.patch(`/api/image-generation/${id}/`, { prompt: 'x' })).statusCode).toBe(405)
    expect((await owner.delete(`/api/image-generation/${id}/`)).statusCode).toBe(204)
    expect((await owner.get(`/api/image-generation/${id}/`)).statusCode).toBe(404)
  })
})

describe('bad uploads', () => {
  it('refuses a missing prompt, a file that is not an image, too many pixels and more than 10 MB', async () => {
    const c = new TestClient(sd, { remoteAddress: nextIp() })
    expect((await c.postForm('/api/image-generation/', form({}))).json()).toEqual({
      prompt: ['This field is required.'],
    })
    const text = await c.postForm(
      '/api/image-generation/',
      form({ prompt: 'x', reference_image: new Blob(['hello'], { type: 'image/png' }) }),
    )
    expect(text.statusCode).toBe(400)
    expect(Object.keys(text.json())).toEqual(['reference_image'])
    const pdf = await c.postForm(
      '/api/image-generation/',
      form({ prompt: 'x', reference_image: new Blob(['%PDF'], { type: 'application/pdf' }) }),
    )
    expect(pdf.statusCode).toBe(400)
    const huge = await sharp({ create: { width: 5000, height: 5000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer()
    const pixels = await c.postForm(
      '/api/image-generation/',
      form({ prompt: 'x', reference_image: new Blob([huge], { type: 'image/png' }) }),
    )
    expect(pixels.statusCode).toBe(400)
    const big = new Blob([Buffer.alloc(10 * 1024 * 1024 + 10)], { type: 'image/png' })
    const tooBig = await c.postForm('/api/image-generation/', form({ prompt: 'x', reference_image: big }))
    expect(tooBig.statusCode).toBe(400)
    expect(tooBig.json()).toEqual({
      reference_image: ['This image is too big, please use an image less than 10MB'],
    })
    // None of these counted against the quota.
    expect((await c.get('/api/image-generation-quota/')).json().used).toBe(0)
  })
})
