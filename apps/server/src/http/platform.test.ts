import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/client.ts'
import { createTestApp, openTestDatabase, TestClient } from '../testing/test-app.ts'

let database: Database
let app: FastifyInstance
const dist = mkdtempSync(path.join(tmpdir(), 'threadbit-dist-'))

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'))
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body></body></html>',
  )
  writeFileSync(path.join(dist, 'assets', 'app-Ab12Cd.js'), 'console.log(1)')
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  database = await openTestDatabase()
  app = await createTestApp(database, {
    env: { WEB_DIST_DIR: dist, GOOGLE_CLIENT_ID: 'cid.apps.googleusercontent.com' },
  })
})
afterAll(async () => {
  await app.close()
  await database.close()
})

describe('health', () => {
  it('answers the version and database reachability', async () => {
    const res = await app.inject({ url: '/api/health/' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      status: 'ok',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      database: 'ok',
    })
  })
})

describe('serving the web app', () => {
  it('answers client routes with index.html carrying the page settings and a csrftoken cookie', async () => {
    const res = await app.inject({ url: '/editor/ai' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/text\/html/)
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.body).toContain('window.__THREADBIT__={"version":')
    expect(res.body).toContain('"googleClientId":"cid.apps.googleusercontent.com"')
    expect(res.cookies.map((c) => c.name)).toContain('csrftoken')
  })

  it('allows exactly the settings script and Google sign-in in the CSP', async () => {
    const csp = String((await app.inject({ url: '/' })).headers['content-security-policy'])
    expect(csp).toMatch(
      /script-src 'self' 'sha256-[A-Za-z0-9+/=]+' https:\/\/accounts\.google\.com\/gsi\/client/,
    )
    expect(csp).not.toContain("'unsafe-inline' https://accounts.google.com/gsi/client")
  })

  it('sends hashed assets with a long immutable cache lifetime', async () => {
    const res = await app.inject({ url: '/assets/app-Ab12Cd.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    // Shared caches must not store (or hand out) a visitor's CSRF token.
    expect(res.headers['set-cookie']).toBeUndefined()
    const icon = await app.inject({ url: '/favicon.svg' })
    expect(icon.headers['cache-control']).toBe('public, max-age=3600')
  })

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await app.inject({ url: '/api/nothing-here/' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ detail: 'Not found.' })
  })

  it('tags every response with a request id', async () => {
    const res = await app.inject({ url: '/api/health/', headers: { 'x-request-id': 'abc-123' } })
    expect(res.headers['x-request-id']).toBe('abc-123')
  })
})

describe('rate limits', () => {
  it('answers 429 with a detail after too many login attempts', async () => {
    const limited = await createTestApp(database, { env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } })
    try {
      // Counts are shared through the database: addresses of their own keep runs on one PostgreSQL apart.
      const octet = () => Math.floor(Math.random() * 250) + 1
      const c = new TestClient(limited, { remoteAddress: `127.7.${octet()}.${octet()}` })
      const statuses = []
      for (let i = 0; i < 4; i++)
        statuses.push((await c.post('/api/auth/login/', { username: 'a@b.co', password: 'x' })).statusCode)
      expect(statuses).toEqual([400, 400, 400, 429])
      const res = await c.post('/api/auth/login/', { username: 'a@b.co', password: 'x' })
      expect(res.json().detail).toMatch(/^Request was throttled/)
      const reset = await c.post('/api/auth/password/reset/', { email: 'a@b.co' })
      expect(reset.statusCode).toBe(200)
      const other = new TestClient(limited, { remoteAddress: `127.8.${octet()}.${octet()}` })
      expect((await other.post('/api/auth/login/', { username: 'a@b.co', password: 'x' })).statusCode).toBe(
        400,
      )
    } finally {
      await limited.close()
    }
  })
})
