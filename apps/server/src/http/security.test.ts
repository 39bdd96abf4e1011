import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { registerSecurity, sentryOrigin, type SecurityOptions } from './security.ts'

async function csp(options: Partial<SecurityOptions> = {}): Promise<Record<string, string>> {
  const app = Fastify()
  await registerSecurity(app, {
    settingsScriptHash: "'sha256-abc'",
    googleSignIn: false,
    upgradeInsecure: false,
    ...options,
  })
  app.get('/', async () => 'ok')
  const header = String((await app.inject({ url: '/' })).headers['content-security-policy'])
  await app.close()
  return Object.fromEntries(
    header.split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/)
      return [name, values.join(' ')]
    }),
  )
}

describe('content security policy', () => {
  it('allows no third party when nothing is configured', async () => {
    const policy = await csp()
    expect(policy['script-src']).toBe("'self' 'sha256-abc'")
    expect(policy['connect-src']).toBe("'self'")
    expect(Object.values(policy).join(' ')).not.toMatch(/snipcart|google|sentry/)
  })

  it("allows Snipcart's CDN, API and payment frame only with a Snipcart key", async () => {
    const policy = await csp({ snipcart: true })
    expect(policy['script-src']).toContain('https://cdn.snipcart.com')
    expect(policy['style-src']).toContain('https://cdn.snipcart.com')
    expect(policy['connect-src']).toContain('https://app.snipcart.com')
    expect(policy['frame-src']).toContain('https://payment.snipcart.com')
    expect(policy['script-src']).not.toContain('googletagmanager')
  })

  it('allows gtag.js and its collection endpoints only with a measurement id', async () => {
    const policy = await csp({ analytics: true })
    expect(policy['script-src']).toContain('https://www.googletagmanager.com')
    expect(policy['connect-src']).toContain('https://*.google-analytics.com')
    expect(policy['script-src']).not.toContain('snipcart')
  })

  it("allows reports to the Sentry DSN's origin only", async () => {
    const policy = await csp({ sentryDsn: 'https://abc123@o42.ingest.sentry.io/7' })
    expect(policy['connect-src']).toBe("'self' https://o42.ingest.sentry.io")
    expect(policy['script-src']).toBe("'self' 'sha256-abc'")
  })

  it('ignores a DSN that is not an http(s) URL', () => {
    expect(sentryOrigin('not a url')).toBeNull()
    expect(sentryOrigin('javascript:alert(1)')).toBeNull()
    expect(sentryOrigin(undefined)).toBeNull()
  })
})
