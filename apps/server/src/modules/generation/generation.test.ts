import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Database } from '../../db/client.ts'
import { makeStaff } from '../../testing/fixtures.ts'
import { startFakeAi, upscaledSprite } from '../../testing/fake-ai.ts'
import { createTestApp, openTestDatabase, TestClient } from '../../testing/test-app.ts'
import { claimNextJob } from './generation.queries.ts'

let database: Database
let fake: Awaited<ReturnType<typeof startFakeAi>>
let sd: FastifyInstance
let openai: FastifyInstance
// Each client gets its own loopback address, so the per-IP quota of anonymous visitors couples neither the tests
// nor runs against the same PostgreSQL database on the same day.
const run = Math.floor(Math.random() * 250) + 1
let ipCounter = 1
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
  it('takes up again a job whose worker died, once its lease has run out', async () => {
    const c = new TestClient(sd, { remoteAddress: nextIp() })
    const id = (await c.postForm('/api/image-generation/', promptForm('interrupted'))).json().id
    await drain(sd) // other tests' leftovers
    // A worker claims the job with a very short lease and then "dies" without finishing it.
    const job = await claimNextJob(database.db, 1, 3)
    if (job?.id === id) {
      expect((await c.get(`/api/image-generation/${id}/status/`)).json().status).toBe('PROCESSING')
      await new Promise((r) => setTimeout(r, 20))
    }
    await drain(sd)
    expect((await c.get(`/api/image-generation/${id}/status/`)).json().status).toBe('DONE')
  })

  it('never lets two workers process one job', async () => {
    const c = new TestClient(sd, { remoteAddress: nextIp() })
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
    void c
  })
})

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

  it('holds under 20 parallel requests from one user', async () => {
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
