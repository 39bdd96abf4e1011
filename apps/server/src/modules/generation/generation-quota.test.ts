import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { makeStaff } from '../../testing/fixtures.ts'
import { openTestDatabase, TestClient } from '../../testing/test-app.ts'
import * as ai from './generation-fixture.ts'

// The quota, ownership and bad uploads (generation.test.ts: creating requests and running jobs).
ai.generationPerFile()

describe('quota', () => {
  it('allows three requests a day to an anonymous visitor, counted by session and by IP', async () => {
    const ip = ai.nextIp()
    const c = new TestClient(ai.sd, { remoteAddress: ip })
    expect((await c.get('/api/image-generation-quota/')).json()).toMatchObject({
      used: 0,
      limit: 3,
      remaining: 3,
    })
    for (let i = 0; i < 3; i++)
      expect((await c.postForm('/api/image-generation/', ai.promptForm())).statusCode).toBe(201)
    const refused = await c.postForm('/api/image-generation/', ai.promptForm())
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({ detail: "You've reached your daily limit." })
    const quota = (await c.get('/api/image-generation-quota/')).json()
    expect(quota).toMatchObject({ used: 3, limit: 3, remaining: 0, configured: true })
    expect(Date.parse(quota.resets_at)).toBeGreaterThan(Date.now())
    // Clearing cookies does not help: the address has used its quota too.
    const fresh = new TestClient(ai.sd, { remoteAddress: ip })
    expect((await fresh.postForm('/api/image-generation/', ai.promptForm())).statusCode).toBe(429)
  })

  it('holds under 20 parallel requests from one user (any database; the PostgreSQL test below forces the overlap)', async () => {
    const u = new TestClient(ai.sd)
    await u.register()
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () =>
        u.postForm('/api/image-generation/', ai.promptForm()).then((r) => r.statusCode),
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

  it.runIf(ai.onPostgres)(
    'PostgreSQL: two requests for the last one of the day that overlap in the database get one 201 and one 429 (advisory lock)',
    async () => {
      const u = new TestClient(ai.sd)
      await u.register()
      for (let i = 0; i < 9; i++)
        expect((await u.postForm('/api/image-generation/', ai.promptForm())).statusCode).toBe(201)
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
          [1, 2].map(() => u.postForm('/api/image-generation/', ai.promptForm()).then((r) => r.statusCode)),
        )
        // With the advisory lock one request waits for it, the other for the table; without it both wait for the table.
        await Promise.race([requests, ai.untilSomeoneWaitsForALock(2)])
        release()
        await holding
        expect((await requests).sort()).toEqual([201, 429])
      } finally {
        await blocker.close()
      }
    },
  )

  it('does not limit staff', async () => {
    const s = new TestClient(ai.sd)
    const me = await s.register()
    await makeStaff(ai.database.db, me.pk)
    expect((await s.get('/api/image-generation-quota/')).json()).toMatchObject({
      limit: null,
      remaining: null,
    })
  })
})

describe('ownership', () => {
  it('shows a request only to the user or session that made it (404 for everyone else)', async () => {
    const owner = new TestClient(ai.sd)
    await owner.register()
    const id = (await owner.postForm('/api/image-generation/', ai.promptForm('mine'))).json().id
    const other = new TestClient(ai.sd)
    await other.register()
    for (const c of [other, new TestClient(ai.sd, { remoteAddress: ai.nextIp() })]) {
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
    const c = new TestClient(ai.sd, { remoteAddress: ai.nextIp() })
    expect((await c.postForm('/api/image-generation/', ai.form({}))).json()).toEqual({
      prompt: ['This field is required.'],
    })
    const text = await c.postForm(
      '/api/image-generation/',
      ai.form({ prompt: 'x', reference_image: new Blob(['hello'], { type: 'image/png' }) }),
    )
    expect(text.statusCode).toBe(400)
    expect(Object.keys(text.json())).toEqual(['reference_image'])
    const pdf = await c.postForm(
      '/api/image-generation/',
      ai.form({ prompt: 'x', reference_image: new Blob(['%PDF'], { type: 'application/pdf' }) }),
    )
    expect(pdf.statusCode).toBe(400)
    const huge = await sharp({ create: { width: 5000, height: 5000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer()
    const pixels = await c.postForm(
      '/api/image-generation/',
      ai.form({ prompt: 'x', reference_image: new Blob([huge], { type: 'image/png' }) }),
    )
    expect(pixels.statusCode).toBe(400)
    const big = new Blob([Buffer.alloc(10 * 1024 * 1024 + 10)], { type: 'image/png' })
    const tooBig = await c.postForm('/api/image-generation/', ai.form({ prompt: 'x', reference_image: big }))
    expect(tooBig.statusCode).toBe(400)
    expect(tooBig.json()).toEqual({
      reference_image: ['This image is too big, please use an image less than 10MB'],
    })
    // None of these counted against the quota.
    expect((await c.get('/api/image-generation-quota/')).json().used).toBe(0)
  })
})
