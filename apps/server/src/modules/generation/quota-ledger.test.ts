import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/client.ts'
import { createFsBlobStore } from '../../storage/blob-store.ts'
import { startFakeAi, upscaledSprite } from '../../testing/fake-ai.ts'
import { createTestApp, loopbackAddresses, openTestDatabase, TestClient } from '../../testing/test-app.ts'

let database: Database
let fake: Awaited<ReturnType<typeof startFakeAi>>
let app: FastifyInstance
let blobDir: string
// Loopback addresses of this run's own: quotas are kept per address in a database other runs may share.
const nextIp = loopbackAddresses()

beforeAll(async () => {
  database = await openTestDatabase()
  fake = await startFakeAi()
  blobDir = mkdtempSync(path.join(tmpdir(), 'threadbit-ai-blobs-'))
  app = await createTestApp(database, {
    env: { AI_PROVIDER: 'sdwebui', SDWEBUI_URL: fake.url, AI_QUOTA_ANONYMOUS: '3', AI_QUOTA_USER: '4' },
    blobs: createFsBlobStore(blobDir),
  })
})
afterAll(async () => {
  await app.close()
  await fake.close()
  await database.close()
})

const references = () => {
  try {
    return readdirSync(path.join(blobDir, 'ai', 'references'))
  } catch {
    return []
  }
}

async function request(c: TestClient, withReference = false) {
  const form = new FormData()
  form.append('prompt', 'a tiny sun')
  if (withReference) form.append('reference_image', new Blob([await upscaledSprite()], { type: 'image/png' }))
  return c.postForm('/api/image-generation/', form)
}

describe('the AI quota ledger', () => {
  it('does not give an anonymous visitor quota back when they delete their requests', async () => {
    const c = new TestClient(app, { remoteAddress: nextIp() })
    const ids: number[] = []
    for (let i = 0; i < 3; i++) {
      const res = await request(c)
      expect(res.statusCode).toBe(201)
      ids.push(res.json().id)
    }
    for (const id of ids) expect((await c.delete(`/api/image-generation/${id}/`)).statusCode).toBe(204)
    expect((await c.get('/api/image-generation/')).json().count).toBe(0)
    expect((await c.get('/api/image-generation-quota/')).json()).toMatchObject({ used: 3, remaining: 0 })
    expect((await request(c)).statusCode).toBe(429)
  })

  it('does not give a user quota back either', async () => {
    const c = new TestClient(app, { remoteAddress: nextIp() })
    await c.register()
    for (let i = 0; i < 4; i++) {
      const res = await request(c)
      expect(res.statusCode).toBe(201)
      expect((await c.delete(`/api/image-generation/${res.json().id}/`)).statusCode).toBe(204)
    }
    const refused = await request(c)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({ detail: "You've reached your daily limit." })
    expect((await c.get('/api/image-generation-quota/')).json()).toMatchObject({ used: 4, limit: 4 })
  })
})

describe('files and sessions of AI requests', () => {
  it('stores no reference image for a refused request, and removes a deleted request’s image', async () => {
    const c = new TestClient(app, { remoteAddress: nextIp() })
    const accepted = []
    for (let i = 0; i < 3; i++) {
      const res = await request(c, true)
      expect(res.statusCode).toBe(201)
      accepted.push(res.json() as { id: number; reference_image: string })
    }
    const stored = references()
    for (const row of accepted) expect(stored).toContain(path.basename(row.reference_image))

    for (let i = 0; i < 3; i++) expect((await request(c, true)).statusCode).toBe(429)
    expect(references()).toEqual(stored)

    const [first] = accepted
    expect((await c.delete(`/api/image-generation/${first!.id}/`)).statusCode).toBe(204)
    expect(references()).not.toContain(path.basename(first!.reference_image))
    expect((await c.get(first!.reference_image)).statusCode).toBe(404)
  })

  it('gives a cookie-less visitor a session only when their request is accepted', async () => {
    const ip = nextIp()
    for (let i = 0; i < 3; i++) {
      const res = await request(new TestClient(app, { remoteAddress: ip }))
      expect(res.statusCode).toBe(201)
      expect(res.cookies.some((cookie) => cookie.name === 'sessionid')).toBe(true)
    }
    // Over quota from this address: refused without a session row (nor a cookie naming one).
    const refused = await request(new TestClient(app, { remoteAddress: ip }))
    expect(refused.statusCode).toBe(429)
    expect(refused.cookies.some((cookie) => cookie.name === 'sessionid')).toBe(false)
  })
})
