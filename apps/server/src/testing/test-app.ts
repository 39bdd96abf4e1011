import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { buildApp, type AppDeps } from '../app.ts'
import { loadConfig, type Config } from '../config.ts'
import { openDatabase, type Database } from '../db/client.ts'

/**
 * The database API tests run against: PostgreSQL when TEST_DATABASE_URL is set (migrated once by the global
 * setup), else a fresh in-memory PGlite for this test file. Tests isolate themselves with unique data.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env['TEST_DATABASE_URL']
  if (url) return openDatabase({ url, poolSize: 4 })
  return openFreshPglite()
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (tarball) the global setup made for the test files; '' on PostgreSQL. */
    pgliteSnapshot: string
  }
}

/**
 * A fresh in-memory PGlite of this test file's own, migrated: a copy of the migrated data directory the global
 * setup made (see global-setup.ts), or, outside the server project's test run, an empty one migrated here.
 * migrate() runs either way (on the copy it has nothing left to do).
 */
export async function openFreshPglite(): Promise<Database> {
  // Imported here: this module is also used outside vitest (scripts, benches).
  const { inject } = await import('vitest')
  const snapshot = inject('pgliteSnapshot')
  const database = await openDatabase(snapshot ? { pgliteDataDir: new Blob([readFileSync(snapshot)]) } : {})
  await database.migrate()
  return database
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SECRET_KEY: 'test-secret-key',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'threadbit-test-')),
    WEB_DIST_DIR: path.join(tmpdir(), 'threadbit-no-web-build'),
    PUBLIC_URL: 'http://threadbit.test',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    ...env,
  })
}

export async function createTestApp(
  database: Database,
  options: { env?: Record<string, string> } & Omit<Partial<AppDeps>, 'database' | 'config'> = {},
): Promise<FastifyInstance> {
  const { env, ...rest } = options
  const app = await buildApp({ config: testConfig(env), database, ...rest })
  await app.ready()
  return app
}

/**
 * Hands out loopback addresses, one per client, from a random start in the 250³ addresses 127.1.1.1 to
 * 127.250.250.250: per-IP quotas and queue shares then couple neither the tests of a file, nor test files
 * running at once, nor runs against the same PostgreSQL database on the same day. (A random first octet
 * with a counter from 1 gave two files the same addresses once in 250 pairs, and a shared PostgreSQL
 * quota failed a test.)
 */
export function loopbackAddresses(): () => string {
  const span = 250 ** 3
  let next = Math.floor(Math.random() * span)
  return () => {
    const n = next++ % span
    return `127.${Math.floor(n / 62_500) + 1}.${(Math.floor(n / 250) % 250) + 1}.${(n % 250) + 1}`
  }
}

let counter = 0
/** Unique, valid user data (usernames stay within 20 characters). */
export function uniqueUser(prefix = 'u') {
  const id = `${Date.now().toString(36).slice(-5)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`
  const username = `${prefix}${id}`.slice(0, 20)
  return { username, email: `${username}@example.com`, password: 'correct horse 1' }
}

type Body = Record<string, unknown> | unknown[] | string | Buffer | null

/** A browser-like client over app.inject: keeps cookies and echoes the CSRF token like our web client does. */
export class TestClient {
  readonly cookies = new Map<string, string>()
  constructor(
    private readonly app: FastifyInstance,
    private readonly options: { sendCsrf?: boolean; remoteAddress?: string } = {},
  ) {}

  async request(
    method: InjectOptions['method'],
    url: string,
    body?: Body,
    headers: Record<string, string> = {},
  ) {
    const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(String(method))
    if (unsafe && this.options.sendCsrf !== false && !this.cookies.has('csrftoken'))
      await this.request('GET', '/api/health/')
    const cookieHeader = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    const response = await this.app.inject({
      method,
      url,
      remoteAddress: this.options.remoteAddress ?? '127.0.0.1',
      headers: {
        ...(cookieHeader ? { cookie: cookieHeader } : {}),
        ...(unsafe && this.options.sendCsrf !== false && this.cookies.has('csrftoken')
          ? { 'x-csrftoken': this.cookies.get('csrftoken')! }
          : {}),
        ...(body !== undefined && typeof body !== 'string' && !Buffer.isBuffer(body)
          ? { 'content-type': 'application/json' }
          : {}),
        ...headers,
      },
      ...(body === undefined
        ? {}
        : { payload: typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body) }),
    })
    this.storeCookies(response)
    return response
  }

  private storeCookies(response: LightMyRequestResponse) {
    for (const c of response.cookies as { name: string; value: string; expires?: Date; maxAge?: number }[]) {
      const expired = (c.expires && c.expires.getTime() < Date.now()) || c.maxAge === 0 || c.value === ''
      if (expired) this.cookies.delete(c.name)
      else this.cookies.set(c.name, c.value)
    }
  }

  get = (url: string) => this.request('GET', url)
  post = (url: string, body?: Body) => this.request('POST', url, body ?? {})
  put = (url: string, body?: Body) => this.request('PUT', url, body ?? {})
  patch = (url: string, body?: Body) => this.request('PATCH', url, body ?? {})
  delete = (url: string) => this.request('DELETE', url)

  /** POSTs a multipart form, encoded the way a browser would encode it. */
  async postForm(url: string, form: FormData) {
    const encoded = new Request('http://localhost', { method: 'POST', body: form })
    const bytes = Buffer.from(await encoded.arrayBuffer())
    return this.request('POST', url, bytes, { 'content-type': encoded.headers.get('content-type')! })
  }

  async register(user = uniqueUser()) {
    const response = await this.post('/api/auth/registration/', {
      username: user.username,
      email: user.email,
      password1: user.password,
      password2: user.password,
    })
    if (response.statusCode !== 201) throw new Error(`registration failed: ${response.body}`)
    return { ...user, pk: (response.json() as { pk: number }).pk }
  }
}
