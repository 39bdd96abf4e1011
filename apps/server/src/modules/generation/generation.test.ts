import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { Db } from '../../db/client.ts'
import { makeStaff } from '../../testing/fixtures.ts'
import { upscaledSprite } from '../../testing/fake-ai.ts'
import { createTestApp, TestClient } from '../../testing/test-app.ts'
import { claimNextJob, finishJob } from './generation.queries.ts'
import * as ai from './generation-fixture.ts'

ai.generationPerFile()

describe('creating a request', () => {
  it('answers 503 when no provider is configured', async () => {
    const plain = await createTestApp(ai.database)
    try {
      const res = await new TestClient(plain).postForm('/api/image-generation/', ai.promptForm())
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
    const c = new TestClient(ai.sd, { remoteAddress: ai.nextIp() })
    const before = ai.fake.calls.length
    const res = await c.postForm('/api/image-generation/', ai.promptForm('a tiny sun'))
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ prompt: 'a tiny sun', status: 'PENDING', processed_png_data: null })
    expect(c.cookies.has('sessionid')).toBe(true)
    const id = res.json().id
    expect(
      (await c.get('/api/image-generation/pending/')).json().results.map((r: { id: number }) => r.id),
    ).toEqual([id])

    await ai.drain(ai.sd)
    const done = (await c.get(`/api/image-generation/${id}/`)).json()
    expect(done.status).toBe('DONE')
    const png = Buffer.from(done.processed_png_data.split(',')[1], 'base64')
    const meta = await sharp(png).metadata()
    expect([meta.width, meta.height]).toEqual([16, 16])
    expect((await c.get(`/api/image-generation/${id}/status/`)).json()).toEqual({ id, status: 'DONE' })
    expect((await c.get('/api/image-generation/pending/')).json().results).toEqual([])
    const sent = ai.callsSince(before, '/sdapi/v1/txt2img').map((call) => JSON.parse(call.body.toString()))
    expect(sent.map((body) => body.prompt)).toContainEqual(expect.stringMatching(/^a tiny sun\. Pixel art/))
  })

  it("keeps the provider's image and the grid found in it, refits it with other counts, and deletes it with the request", async () => {
    const c = new TestClient(ai.sd, { remoteAddress: ai.nextIp() })
    const id = (await c.postForm('/api/image-generation/', ai.promptForm('a grid'))).json().id
    await ai.drain(ai.sd)
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
      ai.form({ file: new Blob([raw.rawPayload], { type: 'image/png' }), cells_x: '15' }),
    )
    expect(refit.statusCode).toBe(200)
    expect(refit.json().grid.x).toHaveLength(16)
    // The other axis keeps its edges (up to floating-point rounding: the fit works on both axes' profiles).
    const refitY = refit.json().grid.y as number[]
    expect(refitY).toHaveLength(done.grid.y.length)
    refitY.forEach((edge, k) => expect(edge).toBeCloseTo(done.grid.y[k], 6))

    expect((await c.delete(`/api/image-generation/${id}/`)).statusCode).toBe(204)
    expect((await c.get(done.raw_image)).statusCode).toBe(404)
  })

  it('sends the reference image to img2img, and to the OpenAI edits endpoint', async () => {
    const reference = new Blob([await upscaledSprite()], { type: 'image/png' })
    const c = new TestClient(ai.sd, { remoteAddress: ai.nextIp() })
    let before = ai.fake.calls.length
    expect(
      (
        await c.postForm(
          '/api/image-generation/',
          ai.form({ prompt: 'like this', reference_image: reference }),
        )
      ).statusCode,
    ).toBe(201)
    await ai.drain(ai.sd)
    const img2img = ai.callsSince(before, '/sdapi/v1/img2img')
    expect(img2img.map((call) => JSON.parse(call.body.toString()).init_images)).toContainEqual([
      expect.any(String),
    ])

    const u = new TestClient(ai.openai)
    await u.register()
    before = ai.fake.calls.length
    const res = await u.postForm(
      '/api/image-generation/',
      ai.form({ prompt: 'like this', reference_image: reference }),
    )
    expect(res.json().reference_image).toMatch(/^\/media\/ai\/references\//)
    await ai.drain(ai.openai)
    expect(ai.callsSince(before, '/v1/images/edits')).not.toHaveLength(0)
    expect((await u.get(`/api/image-generation/${res.json().id}/`)).json().status).toBe('DONE')
  })

  it('goes through the OpenAI images API for a prompt alone', async () => {
    const u = new TestClient(ai.openai)
    await u.register()
    const before = ai.fake.calls.length
    const res = await u.postForm('/api/image-generation/', ai.promptForm('a cat'))
    await ai.drain(ai.openai)
    const sent = ai.callsSince(before, '/v1/images/generations').map((call) => call.body.toString())
    expect(sent).toContainEqual(expect.stringContaining('a cat'))
    expect((await u.get(`/api/image-generation/${res.json().id}/`)).json().status).toBe('DONE')
  })

  it.each([
    ['an error', 'error'],
    ['a timeout', 'hang'],
    ['an image that is not pixel art', 'photo'],
  ] as const)('marks the request FAILED on %s', async (_name, behaviour) => {
    ai.fake.set(behaviour)
    const c = new TestClient(ai.sd, { remoteAddress: ai.nextIp() })
    const id = (await c.postForm('/api/image-generation/', ai.promptForm())).json().id
    await ai.drain(ai.sd)
    expect((await c.get(`/api/image-generation/${id}/`)).json()).toMatchObject({
      status: 'FAILED',
      processed_png_data: null,
    })
  })
})

describe('jobs', () => {
  it('leaves a job alone while its lease runs and takes it up again once the lease has run out', async () => {
    await ai.drain(ai.sd) // other tests' leftovers first, so the next claim is this test's job
    const c = new TestClient(ai.sd, { remoteAddress: ai.nextIp() })
    const id = (await c.postForm('/api/image-generation/', ai.promptForm('interrupted'))).json().id
    // A worker claims the job and then "dies" without finishing it.
    const job = await claimNextJob(ai.database.db, 60_000, 3)
    expect(job).toMatchObject({ id, status: 'PROCESSING', attempts: 1 })
    expect((await c.get(`/api/image-generation/${id}/status/`)).json().status).toBe('PROCESSING')
    // While the lease runs, nobody else takes the job (a probe claim that found another job lets it go at once).
    expect((await claimNextJob(ai.database.db, 1, 3))?.id).not.toBe(id)
    // The lease runs out (moved into the past instead of waiting for it).
    await ai.expireLease(id)
    await ai.drain(ai.sd)
    expect((await c.get(`/api/image-generation/${id}/status/`)).json().status).toBe('DONE')
    expect(await ai.attemptsOf(id)).toBe(2)
  })

  it('fails a job for good once its lease ran out on its last attempt', async () => {
    await ai.drain(ai.sd)
    const c = new TestClient(ai.sd, { remoteAddress: ai.nextIp() })
    const id = (await c.postForm('/api/image-generation/', ai.promptForm('interrupted thrice'))).json().id
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await claimNextJob(ai.database.db, 60_000, 3)).toMatchObject({ id, attempts: attempt })
      await ai.expireLease(id)
    }
    // A claim never takes a job past its last attempt, even before anyone has failed it.
    expect((await claimNextJob(ai.database.db, 1, 3))?.id).not.toBe(id)
    await ai.drain(ai.sd)
    expect((await c.get(`/api/image-generation/${id}/status/`)).json().status).toBe('FAILED')
    expect(await ai.attemptsOf(id)).toBe(3)
  })

  it('lets only the latest holder of a lease finish the job', async () => {
    await ai.drain(ai.sd)
    const c = new TestClient(ai.sd, { remoteAddress: ai.nextIp() })
    const id = (await c.postForm('/api/image-generation/', ai.promptForm('slow worker'))).json().id
    const slow = await claimNextJob(ai.database.db, 60_000, 3)
    expect(slow).toMatchObject({ id, attempts: 1 })
    await ai.expireLease(id)
    const fresh = await claimNextJob(ai.database.db, 60_000, 3)
    expect(fresh).toMatchObject({ id, attempts: 2 })
    // The slow worker comes back after losing its lease: its answer is dropped.
    expect(await finishJob(ai.database.db, slow!, { status: 'FAILED', failureReason: 'late' })).toBe(false)
    expect((await c.get(`/api/image-generation/${id}/status/`)).json().status).toBe('PROCESSING')
    const done = { status: 'DONE', processedPngData: 'data:,', rawImageKey: 'ai/results/x.png' } as const
    expect(await finishJob(ai.database.db, fresh!, { ...done, recoveredGrid: null })).toBe(true)
    expect((await c.get(`/api/image-generation/${id}/status/`)).json().status).toBe('DONE')
  })

  it('runs each job once when three workers drain the queue together (any database)', async () => {
    const staff = new TestClient(ai.sd)
    const me = await staff.register()
    await makeStaff(ai.database.db, me.pk)
    const tag = `job-${Math.random().toString(36).slice(2)}`
    for (let i = 0; i < 6; i++) await staff.postForm('/api/image-generation/', ai.promptForm(`${tag} ${i}`))
    const before = ai.fake.calls.length
    const second = await createTestApp(ai.database, {
      env: { AI_PROVIDER: 'sdwebui', SDWEBUI_URL: ai.fake.url },
    })
    try {
      await Promise.all([ai.drain(ai.sd), ai.drain(second), ai.drain(ai.sd)])
    } finally {
      await second.close()
    }
    const prompts = ai.fake.calls
      .slice(before)
      .map((call) => JSON.parse(call.body.toString()).prompt as string)
      .filter((p) => p.startsWith(tag))
    expect(prompts).toHaveLength(6)
    expect(new Set(prompts).size).toBe(6)
  })

  // PGlite has one connection, so claims there never overlap: only PostgreSQL can prove the row locking.
  it.runIf(ai.onPostgres)(
    'PostgreSQL: a claim that overlaps an uncommitted claim skips its row (FOR UPDATE SKIP LOCKED)',
    async () => {
      await ai.drain(ai.sd)
      const c = new TestClient(ai.sd, { remoteAddress: ai.nextIp() })
      for (const n of [1, 2]) await c.postForm('/api/image-generation/', ai.promptForm(`overlap ${n}`))
      let release!: () => void
      const released = new Promise<void>((resolve) => (release = resolve))
      let firstClaim!: (job: Awaited<ReturnType<typeof claimNextJob>>) => void
      const first = new Promise<Awaited<ReturnType<typeof claimNextJob>>>((resolve) => (firstClaim = resolve))
      // Worker A claims inside a transaction it keeps open until worker B has claimed or is blocked.
      const a = ai.database.db.transaction(async (tx) => {
        firstClaim(await claimNextJob(tx as unknown as Db, 1, 3))
        await released
      })
      const jobA = await first
      expect(jobA).toBeDefined()
      const b = claimNextJob(ai.database.db, 1, 3)
      await Promise.race([b, ai.untilSomeoneWaitsForALock(1)])
      release()
      await a
      const jobB = await b
      expect(jobB?.id).toBeDefined()
      expect(jobB!.id).not.toBe(jobA!.id)
      await ai.drain(ai.sd)
    },
  )
})
