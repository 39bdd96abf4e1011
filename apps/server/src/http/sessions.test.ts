import { eq, inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/client.ts'
import { sessions } from '../db/schema.ts'
import { createTestApp, openTestDatabase, TestClient, uniqueUser } from '../testing/test-app.ts'

let database: Database
let app: FastifyInstance

beforeAll(async () => {
  database = await openTestDatabase()
  app = await createTestApp(database)
})
afterAll(async () => {
  await app.close()
  await database.close()
})

async function signIn(user: { email: string; password: string }) {
  const c = new TestClient(app)
  expect(
    (await c.post('/api/auth/login/', { username: user.email, password: user.password })).statusCode,
  ).toBe(200)
  return c
}

describe('changing the password', () => {
  it('signs out every other session of the user and keeps the current one', async () => {
    const first = new TestClient(app)
    const user = uniqueUser()
    await first.register(user)
    const laptop = await signIn(user)
    const phone = await signIn(user)
    const stranger = new TestClient(app)
    await stranger.register()

    const res = await laptop.post('/api/auth/password/change/', {
      old_password: user.password,
      new_password1: 'brand new 1',
      new_password2: 'brand new 1',
    })
    expect(res.statusCode).toBe(200)
    expect((await laptop.get('/api/auth/user/')).statusCode).toBe(200)
    expect((await first.get('/api/auth/user/')).statusCode).toBe(403)
    expect((await phone.get('/api/auth/user/')).statusCode).toBe(403)
    // Other users keep theirs.
    expect((await stranger.get('/api/auth/user/')).statusCode).toBe(200)
  })

  it('keeps every session when the old password was wrong', async () => {
    const first = new TestClient(app)
    const user = uniqueUser()
    await first.register(user)
    const other = await signIn(user)
    const res = await first.post('/api/auth/password/change/', {
      old_password: 'not it at all',
      new_password1: 'brand new 1',
      new_password2: 'brand new 1',
    })
    expect(res.statusCode).toBe(400)
    expect((await other.get('/api/auth/user/')).statusCode).toBe(200)
  })
})

describe('expired sessions', () => {
  it('are swept on the housekeeping schedule, live ones stay', async () => {
    const c = new TestClient(app)
    const user = await c.register()
    await signIn(user)
    const rows = await database.db.select().from(sessions).where(eq(sessions.userId, user.pk))
    expect(rows.length).toBe(2)
    const [expired, live] = rows
    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.idHash, expired!.idHash))
    await app.housekeeping.runNow()
    const left = await database.db
      .select({ idHash: sessions.idHash })
      .from(sessions)
      .where(inArray(sessions.idHash, [expired!.idHash, live!.idHash]))
    expect(left).toEqual([{ idHash: live!.idHash }])
  })
})
