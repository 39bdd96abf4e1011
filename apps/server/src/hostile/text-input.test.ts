import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { MAX_NESTING, NESTED_TOO_DEEPLY } from '../http/input-guard.ts'
import { redactError, serializeError } from '../http/log-redaction.ts'
import { startFakeAi } from '../testing/fake-ai.ts'
import { designPng } from '../testing/fixtures.ts'
import { TestClient, loopbackAddresses } from '../testing/test-app.ts'
import { appPerFile } from '../testing/app-per-file.ts'

let fake: Awaited<ReturnType<typeof startFakeAi>>
const nextIp = loopbackAddresses()

const server = appPerFile(async (database, closeLater) => {
  fake = closeLater(await startFakeAi())
  return {
    env: { AI_PROVIDER: 'sdwebui', SDWEBUI_URL: fake.url, AI_TIMEOUT_SECONDS: '1' },
  }
})

describe('NUL characters are dropped in one place, for every text input', () => {
  it('in a design title', async () => {
    const c = new TestClient(server.app, { remoteAddress: nextIp() })
    await c.register()
    const res = await c.post('/api/pixel-art/', { title: 'Sun\u0000set', png_data: designPng(4, 4) })
    expect(res.statusCode).toBe(201)
    expect(res.json().title).toBe('Sunset')
    const patched = await c.patch(`/api/pixel-art/${res.json().uuid}/`, { title: '\u0000Dawn\u0000' })
    expect(patched.statusCode).toBe(200)
    expect(patched.json().title).toBe('Dawn')
  })

  it('in an AI prompt, sent as JSON and as a form', async () => {
    const c = new TestClient(server.app, { remoteAddress: nextIp() })
    const json = await c.post('/api/image-generation/', { prompt: 'a\u0000 cat' })
    expect(json.statusCode).toBe(201)
    expect(json.json().prompt).toBe('a cat')
    const form = new FormData()
    form.append('prompt', 'a\u0000 dog')
    const multipart = await c.postForm('/api/image-generation/', form)
    expect(multipart.statusCode).toBe(201)
    expect(multipart.json().prompt).toBe('a dog')
  })

  it('in a login username and a registration', async () => {
    const c = new TestClient(server.app, { remoteAddress: nextIp() })
    const user = await c.register()
    const login = await new TestClient(server.app, { remoteAddress: nextIp() }).post('/api/auth/login/', {
      username: `${user.username}\u0000`,
      password: user.password,
    })
    expect(login.statusCode).toBe(200)
    const wrong = await new TestClient(server.app, { remoteAddress: nextIp() }).post('/api/auth/login/', {
      username: '\u0000nobody',
      password: 'x\u0000',
    })
    expect(wrong.statusCode).toBe(400)
  })

  it('in the search of the design and AI lists, and in path values', async () => {
    const c = new TestClient(server.app, { remoteAddress: nextIp() })
    for (const url of [
      '/api/pixel-art/?search=a%00b',
      '/api/pixel-art/my-art/?search=%00',
      '/api/image-generation/?search=a%00b',
      '/api/pixel-art-products/?search=%00',
      '/api/pixel-art/%00/',
      '/api/image-generation/1%00/',
    ]) {
      const res = await c.get(url)
      expect(res.statusCode, url).toBeLessThan(500)
    }
    expect((await c.get('/api/pixel-art/?search=a%00b')).statusCode).toBe(200)
  })
})

describe('deep nesting', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}"pes"${']'.repeat(depth)}`

  it('is a 400 in the embroidery format field, not a 500', async () => {
    const c = new TestClient(server.app, { remoteAddress: nextIp() })
    await c.register()
    const body = `{"pixel_art_uuid":"00000000-0000-0000-0000-000000000000","stitch_size":2,"scale":1,"format":${nested(5000)}}`
    const res = await c.request('POST', '/api/pixel-art/generate-embroidery-file/', body, {
      'content-type': 'application/json',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ format: [NESTED_TOO_DEEPLY] })
  })

  it('names a refused choice without stringifying it', async () => {
    const c = new TestClient(server.app, { remoteAddress: nextIp() })
    await c.register()
    const body = {
      pixel_art_uuid: '00000000-0000-0000-0000-000000000000',
      stitch_size: 2,
      scale: 1,
      format: JSON.parse(nested(MAX_NESTING - 2)) as unknown,
    }
    const res = await c.post('/api/pixel-art/generate-embroidery-file/', body)
    expect(res.statusCode).toBe(400)
    expect(res.json().format).toEqual(['"a list" is not a valid choice.'])
  })
})

describe('database errors in the log', () => {
  it('carry the SQL and the error code, never the parameters', async () => {
    const secret = 'my secret prompt 8f3a'
    let caught: unknown
    try {
      await server.database.db.execute(sql`select ${secret}::int, ${`${secret}\u0000`}::text`)
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(Error)
    const logged = JSON.stringify(serializeError(caught as Error))
    expect(logged).not.toContain('8f3a')
    expect(logged).toMatch(/select \$1::int/)
    // The original error still has them (for the code that handles it); only what is logged is redacted.
    expect(JSON.stringify({ m: (caught as Error).message })).toContain('8f3a')
  })

  it('drops the detail that repeats key values, and keeps the constraint', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email"'), {
      code: '23505',
      constraint: 'users_email',
      detail: 'Key (email)=(someone@example.com) already exists.',
    })
    const error = Object.assign(new Error('Failed query: insert into users\nparams: someone@example.com'), {
      query: 'insert into users',
      params: ['someone@example.com'],
      cause,
    })
    const logged = JSON.stringify(serializeError(error))
    expect(logged).not.toContain('someone@example.com')
    expect(logged).toContain('users_email')
    expect(logged).toContain('23505')
    expect(redactError('not an error')).toBe('not an error')
  })
})
