import { generateKeyPair } from 'jose'
import { describe, expect, it } from 'vitest'
import { startGoogleJwks } from '../../testing/google-jwks.ts'
import { createTestApp, TestClient, uniqueUser } from '../../testing/test-app.ts'
import { appPerFile } from '../../testing/app-per-file.ts'

let google: Awaited<ReturnType<typeof startGoogleJwks>>

const server = appPerFile(async (database, closeLater) => {
  google = closeLater(await startGoogleJwks())
  return {
    env: { GOOGLE_CLIENT_ID: google.clientId, GOOGLE_JWKS_URL: google.url },
  }
})

const sub = () => `google-${Math.random().toString(36).slice(2)}`
const client = () => new TestClient(server.app)

describe('Google sign-in', () => {
  it('creates a user with an empty username for a new Google account and signs them in', async () => {
    const c = client()
    const email = uniqueUser().email
    const res = await c.post('/api/auth/google/', { credential: await google.sign({ sub: sub(), email }) })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ email, username: '', email_verified: true })
    expect((await c.get('/api/auth/user/')).json().email).toBe(email)
  })

  it("keeps Google's sub as the link: a changed e-mail still signs into the same account", async () => {
    const id = sub()
    const first = await client().post('/api/auth/google/', {
      credential: await google.sign({ sub: id, email: uniqueUser().email }),
    })
    const second = await client().post('/api/auth/google/', {
      credential: await google.sign({ sub: id, email: uniqueUser().email }),
    })
    expect(second.json().pk).toBe(first.json().pk)
  })

  it('links to an existing account only when Google has verified the e-mail', async () => {
    const existing = await client().register()
    const unverified = await client().post('/api/auth/google/', {
      credential: await google.sign({ sub: sub(), email: existing.email, email_verified: false }),
    })
    expect(unverified.statusCode).toBe(400)
    const verified = await client().post('/api/auth/google/', {
      credential: await google.sign({ sub: sub(), email: existing.email.toUpperCase() }),
    })
    expect(verified.statusCode).toBe(200)
    expect(verified.json().pk).toBe(existing.pk)
  })

  it('refuses a token signed with another key under the same key id', async () => {
    const { privateKey } = await generateKeyPair('RS256')
    const res = await client().post('/api/auth/google/', {
      credential: await google.sign({ sub: sub(), email: 'x@example.com' }, { key: privateKey }),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ non_field_errors: ['Invalid Google credential.'] })
  })

  it.each([
    ['the wrong audience', { audience: 'someone-else.apps.googleusercontent.com' }],
    ['the wrong issuer', { issuer: 'https://evil.example.com' }],
    ['an expired token', { expiresIn: Math.floor(Date.now() / 1000) - 60 }],
  ])('refuses %s', async (_name, options) => {
    const res = await client().post('/api/auth/google/', {
      credential: await google.sign({ sub: sub(), email: 'x@example.com' }, options),
    })
    expect(res.statusCode).toBe(400)
  })

  it('refuses garbage and a missing credential', async () => {
    expect((await client().post('/api/auth/google/', { credential: 'not.a.jwt' })).statusCode).toBe(400)
    const missing = await client().post('/api/auth/google/', {})
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toEqual({ credential: ['This field is required.'] })
  })

  it('fetches the key set once and reuses it', async () => {
    const before = google.requestCount()
    for (let i = 0; i < 3; i++) {
      await client().post('/api/auth/google/', {
        credential: await google.sign({ sub: sub(), email: uniqueUser().email }),
      })
    }
    expect(google.requestCount() - before).toBe(0)
  })
})

describe('Google sign-in when not configured', () => {
  it('answers 503 with a detail', async () => {
    const plain = await createTestApp(server.database)
    try {
      const res = await new TestClient(plain).post('/api/auth/google/', { credential: 'x' })
      expect(res.statusCode).toBe(503)
      expect(res.json().detail).toMatch(/not configured/)
    } finally {
      await plain.close()
    }
  })
})
