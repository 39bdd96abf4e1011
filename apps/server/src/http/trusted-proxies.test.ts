import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import type { Database } from '../db/client.ts'
import { startFakeAi } from '../testing/fake-ai.ts'
import { createTestApp, openTestDatabase } from '../testing/test-app.ts'
import { parseTrustProxy } from './trusted-proxies.ts'

let database: Database
let fake: Awaited<ReturnType<typeof startFakeAi>>
let behindOneProxy: FastifyInstance
let behindRanges: FastifyInstance
// Addresses of this run's own, so runs sharing one PostgreSQL (rate limits and quotas are kept there) never meet.
const run = `${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`
let counter = 1
const clientIp = () => `198.${run}.${counter++}`.split('.').slice(0, 4).join('.')
const forged = (i: number) => `203.0.113.${(i % 250) + 1}`

beforeAll(async () => {
  database = await openTestDatabase()
  fake = await startFakeAi()
  const ai = { AI_PROVIDER: 'sdwebui', SDWEBUI_URL: fake.url, AI_QUOTA_ANONYMOUS: '3' }
  behindOneProxy = await createTestApp(database, {
    env: { TRUST_PROXY: '1', AUTH_RATE_LIMIT_PER_MINUTE: '10', ...ai },
  })
  behindRanges = await createTestApp(database, {
    env: { TRUST_PROXY: '10.0.0.0/8, 192.168.1.5', AUTH_RATE_LIMIT_PER_MINUTE: '10', ...ai },
  })
})
afterAll(async () => {
  await behindOneProxy.close()
  await behindRanges.close()
  await fake.close()
  await database.close()
})

describe('TRUST_PROXY setting', () => {
  it('reads off, a hop count and address ranges, and refuses "on" and nonsense with a clear message', () => {
    expect(parseTrustProxy('off')).toBe(false)
    expect(parseTrustProxy('0')).toBe(false)
    expect(parseTrustProxy('1')).toBe(1)
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.5,::1, fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
      '::1',
      'fd00::/8',
      'loopback',
    ])
    const env = { SECRET_KEY: 'x'.repeat(32), DATA_DIR: '/tmp/tb-trust-proxy' }
    expect(loadConfig(env).trustProxy).toBe(false)
    expect(() => loadConfig({ ...env, TRUST_PROXY: 'on' })).toThrow(
      /TRUST_PROXY=on would believe a client-forged X-Forwarded-For; set the number of proxies/,
    )
    expect(() => loadConfig({ ...env, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=on/)
    expect(() => loadConfig({ ...env, TRUST_PROXY: '10.0.0.0/33' })).toThrow(/cannot read 10.0.0.0\/33/)
    expect(() => loadConfig({ ...env, TRUST_PROXY: 'balancer.internal' })).toThrow(/cannot read/)
    expect(() => loadConfig({ ...env, TRUST_PROXY: '99' })).toThrow(/at most 10 proxy hops/)
  })
})

const csrf = { cookie: 'csrftoken=proxy-test-token', 'x-csrftoken': 'proxy-test-token' }

/** A request as it reaches us through the balancer: the client's own header, then the address it appended. */
function viaBalancer(app: FastifyInstance, body: unknown, xff: string, socket: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    remoteAddress: socket,
    headers: { ...csrf, 'content-type': 'application/json', 'x-forwarded-for': xff },
    payload: JSON.stringify(body),
  })
}

describe('a forged X-Forwarded-For', () => {
  const attempt = { username: 'nobody@example.com', password: 'wrong password' }

  /** Eleven failed logins in a row (the limit is ten a minute), the i-th with `xff(i)`; their statuses. */
  async function elevenLogins(app: FastifyInstance, xff: (i: number) => string, socket: string) {
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) statuses.push((await viaBalancer(app, attempt, xff(i), socket)).statusCode)
    return statuses
  }

  it('cannot escape login throttling behind one proxy (TRUST_PROXY=1)', async () => {
    const real = clientIp()
    // Each attempt claims a new address in front; the balancer appends the real one last.
    const statuses = await elevenLogins(behindOneProxy, (i) => `${forged(i)}, ${real}`, '10.1.2.3')
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true)
    expect(statuses[10]).toBe(429)
    // Another real client behind the same balancer is not affected.
    const other = await viaBalancer(behindOneProxy, attempt, `${forged(0)}, ${clientIp()}`, '10.1.2.3')
    expect(other.statusCode).toBe(400)
  })

  it('cannot escape login throttling when only the balancers’ addresses are trusted', async () => {
    const real = clientIp()
    const statuses = await elevenLogins(behindRanges, (i) => `${forged(i)}, ${real}`, '10.9.8.7')
    expect(statuses[9]).toBe(400)
    expect(statuses[10]).toBe(429)
  })

  it('is ignored altogether from an address that is not a trusted proxy', async () => {
    const direct = clientIp()
    // A client talking to us directly sends whatever it likes: its socket address is what counts.
    const statuses = await elevenLogins(behindRanges, (i) => forged(i), direct)
    expect(statuses[10]).toBe(429)
  })

  it('cannot stretch the anonymous AI quota', async () => {
    const real = clientIp()
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) {
      const form = new FormData()
      form.append('prompt', 'a tiny sun')
      const encoded = new Request('http://localhost', { method: 'POST', body: form })
      // Cookie-less each time, as a script would be, with a new forged address each time.
      const res = await behindOneProxy.inject({
        method: 'POST',
        url: '/api/image-generation/',
        remoteAddress: '10.1.2.3',
        headers: {
          ...csrf,
          'content-type': encoded.headers.get('content-type')!,
          'x-forwarded-for': `${forged(i)}, ${real}`,
        },
        payload: Buffer.from(await encoded.arrayBuffer()),
      })
      statuses.push(res.statusCode)
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429])
  })
})
