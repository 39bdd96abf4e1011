import { describe, expect, it } from 'vitest'
import { findLink } from '../../testing/smtp.ts'
import { TestClient } from '../../testing/test-app.ts'
import { accountsPerFile, setClock, smtp } from './accounts-fixture.ts'

// Password change and reset, and resending the verification mail (accounts.test.ts: sign-up, sign-in, the user).
const server = accountsPerFile()
const client = () => new TestClient(server.app)

describe('password change', () => {
  it('needs the old password and then accepts the new one at login', async () => {
    const c = client()
    const u = await c.register()
    const wrong = await c.post('/api/auth/password/change/', {
      old_password: 'nope nope',
      new_password1: 'brand new 1',
      new_password2: 'brand new 1',
    })
    expect(wrong.statusCode).toBe(400)
    expect(Object.keys(wrong.json())).toEqual(['old_password'])
    const ok = await c.post('/api/auth/password/change/', {
      old_password: u.password,
      new_password1: 'brand new 1',
      new_password2: 'brand new 1',
    })
    expect(ok.statusCode).toBe(200)
    expect(
      (await client().post('/api/auth/login/', { username: u.email, password: 'brand new 1' })).statusCode,
    ).toBe(200)
  })

  it('is refused for anonymous visitors', async () => {
    const res = await client().post('/api/auth/password/change/', {
      old_password: 'a',
      new_password1: 'bbbbbb',
      new_password2: 'bbbbbb',
    })
    expect(res.statusCode).toBe(403)
  })
})

describe('password reset', () => {
  async function requestReset(email: string) {
    const res = await client().post('/api/auth/password/reset/', { email })
    expect(res.statusCode).toBe(200)
    const mail = await smtp.mailTo(email)
    const [, uid, token] = findLink(mail, /\/reset-password\/[\w-]+\/[\w-]+/).match(
      /\/reset-password\/([\w-]+)\/([\w-]+)/,
    )!
    return { uid: uid!, token: token! }
  }

  it('answers 200 and sends nothing for an unknown address', async () => {
    const before = smtp.received.length
    const res = await client().post('/api/auth/password/reset/', { email: 'nobody-here@example.com' })
    expect(res.statusCode).toBe(200)
    await new Promise((r) => setTimeout(r, 200))
    expect(smtp.received.length).toBe(before)
  })

  it('sets a new password with a mailed link that works once, and signs out other sessions', async () => {
    const signedIn = client()
    const u = await signedIn.register()
    const link = await requestReset(u.email)
    const body = { ...link, new_password1: 'after reset 1', new_password2: 'after reset 1' }
    const ok = await client().post('/api/auth/password/reset/confirm/', body)
    expect(ok.statusCode).toBe(200)
    expect((await signedIn.get('/api/auth/user/')).statusCode).toBe(403)
    expect(
      (await client().post('/api/auth/login/', { username: u.email, password: 'after reset 1' })).statusCode,
    ).toBe(200)
    const reused = await client().post('/api/auth/password/reset/confirm/', body)
    expect(reused.statusCode).toBe(400)
    expect(reused.json()).toEqual({ token: ['This password reset link is invalid or has expired.'] })
  })

  it('refuses an expired token', async () => {
    const u = await client().register()
    const link = await requestReset(u.email)
    setClock(new Date(Date.now() + 2 * 3600 * 1000))
    try {
      const res = await client().post('/api/auth/password/reset/confirm/', {
        ...link,
        new_password1: 'late late',
        new_password2: 'late late',
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().token).toBeDefined()
    } finally {
      setClock(new Date())
    }
  })

  it("refuses a token used with another user's uid", async () => {
    const victim = await client().register()
    const attacker = await client().register()
    const link = await requestReset(attacker.email)
    const uid = Buffer.from(String(victim.pk)).toString('base64url')
    const res = await client().post('/api/auth/password/reset/confirm/', {
      uid,
      token: link.token,
      new_password1: 'pwned123',
      new_password2: 'pwned123',
    })
    expect(res.statusCode).toBe(400)
    const garbage = await client().post('/api/auth/password/reset/confirm/', {
      uid: '!!',
      token: 'x',
      new_password1: 'pwned123',
      new_password2: 'pwned123',
    })
    expect(garbage.statusCode).toBe(400)
  })

  it('validates the new passwords', async () => {
    const res = await client().post('/api/auth/password/reset/confirm/', {
      uid: 'MQ',
      token: 't',
      new_password1: 'abc',
      new_password2: 'abd',
    })
    expect(res.json()).toEqual({
      new_password1: ['Password must be at least 6 characters'],
      new_password2: ['Passwords must match'],
    })
  })
})

describe('resend verification', () => {
  it('answers 200 for any address and mails only unverified accounts', async () => {
    const u = await client().register()
    await smtp.mailTo(u.email)
    const before = smtp.received.filter((m) => m.to.includes(u.email)).length
    expect((await client().post('/api/auth/registration/resend-email/', { email: u.email })).statusCode).toBe(
      200,
    )
    await smtp.mailTo(u.email)
    await new Promise((r) => setTimeout(r, 100))
    expect(smtp.received.filter((m) => m.to.includes(u.email)).length).toBe(before + 1)
    expect(
      (await client().post('/api/auth/registration/resend-email/', { email: 'ghost@example.com' }))
        .statusCode,
    ).toBe(200)
    expect((await client().post('/api/auth/registration/resend-email/', { email: 'bad' })).statusCode).toBe(
      400,
    )
  })
})
