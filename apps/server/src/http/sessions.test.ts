import { eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { sessions } from '../db/schema.ts'
import { TestClient, uniqueUser } from '../testing/test-app.ts'
import { appPerFile } from '../testing/app-per-file.ts'

const server = appPerFile({})

async function signIn(user: { email: string; password: string }) {
  const c = new TestClient(server.app)
  expect(
    (await c.post('/api/auth/login/', { username: user.email, password: user.password })).statusCode,
  ).toBe(200)
  return c
}

describe('changing the password', () => {
  it('signs out every other session of the user and keeps the current one', async () => {
    const first = new TestClient(server.app)
    const user = uniqueUser()
    await first.register(user)
    const laptop = await signIn(user)
    const phone = await signIn(user)
    const stranger = new TestClient(server.app)
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
    const first = new TestClient(server.app)
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
    const c = new TestClient(server.app)
    const user = await c.register()
    await signIn(user)
    const rows = await server.database.db.select().from(sessions).where(eq(sessions.userId, user.pk))
    expect(rows.length).toBe(2)
    const [expired, live] = rows
    await server.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.idHash, expired!.idHash))
    await server.app.housekeeping.runNow()
    const left = await server.database.db
      .select({ idHash: sessions.idHash })
      .from(sessions)
      .where(inArray(sessions.idHash, [expired!.idHash, live!.idHash]))
    expect(left).toEqual([{ idHash: live!.idHash }])
  })
})
