import { describe, expect, it } from 'vitest'
import { fakeServer } from '../test/fake-server.ts'
import { authApi } from './auth.ts'
import { ApiError, createHttpClient } from './client.ts'

function clientWithCookie(cookie: string) {
  return createHttpClient({ cookies: () => cookie })
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof ApiError) return error
    throw error
  }
  throw new Error('expected the request to fail')
}

describe('http client', () => {
  it('sends the csrftoken cookie as X-CSRFToken on unsafe methods', async () => {
    const server = fakeServer({
      'POST /api/x/': { status: 200, body: {} },
      'PUT /api/x/': { status: 200, body: {} },
      'PATCH /api/x/': { status: 200, body: {} },
      'DELETE /api/x/': { status: 204 },
    })
    const client = clientWithCookie('sessionid=abc; csrftoken=tok%3D123; theme=dark')
    await client.post('/api/x/', { a: 1 })
    await client.put('/api/x/', { a: 1 })
    await client.patch('/api/x/', { a: 1 })
    await client.delete('/api/x/')
    expect(server.requests.map((r) => r.headers.get('X-CSRFToken'))).toEqual([
      'tok=123',
      'tok=123',
      'tok=123',
      'tok=123',
    ])
  })

  it('does not send the CSRF header on GET', async () => {
    const server = fakeServer({ 'GET /api/x/': { status: 200, body: { ok: true } } })
    await clientWithCookie('csrftoken=tok').get('/api/x/')
    expect(server.requests[0]?.headers.has('X-CSRFToken')).toBe(false)
  })

  it('sends no CSRF header when the cookie is absent', async () => {
    const server = fakeServer({ 'POST /api/x/': { status: 200, body: {} } })
    await clientWithCookie('sessionid=abc').post('/api/x/', {})
    expect(server.requests[0]?.headers.has('X-CSRFToken')).toBe(false)
  })

  it('reads document.cookie by default', async () => {
    const server = fakeServer({ 'POST /api/x/': { status: 200, body: {} } })
    document.cookie = 'csrftoken=from-document'
    await createHttpClient().post('/api/x/', {})
    expect(server.requests[0]?.headers.get('X-CSRFToken')).toBe('from-document')
  })

  it('includes credentials and sends and reads JSON', async () => {
    const server = fakeServer({ 'POST /api/x/': { status: 201, body: { id: 3 } } })
    const answer = await clientWithCookie('').post<{ id: number }>('/api/x/', { name: 'hi' })
    const req = server.requests[0]
    expect(answer).toEqual({ id: 3 })
    expect(req?.credentials).toBe('include')
    expect(req?.headers.get('Content-Type')).toBe('application/json')
    expect(req?.body).toEqual({ name: 'hi' })
  })

  it('adds query parameters, leaving out empty ones', async () => {
    const server = fakeServer({ 'GET /api/pixel-art/': { status: 200, body: {} } })
    await clientWithCookie('').get('/api/pixel-art/', { query: { page: 2, search: 'cat', fits: '' } })
    expect(server.requests[0]?.path).toBe('/api/pixel-art/?page=2&search=cat')
  })

  it.each([
    [400, 'Bad Request'],
    [401, 'Unauthorized'],
    [403, 'Forbidden'],
    [404, 'Not Found'],
    [409, 'Conflict'],
    [429, 'Too Many Requests'],
    [500, 'Server Error'],
    [503, 'Server Error'],
  ])('maps status %i to "%s"', async (status, text) => {
    fakeServer({ 'GET /api/x/': { status, body: { detail: 'nope' } } })
    const error = await failure(clientWithCookie('').get('/api/x/'))
    expect(error.status).toBe(status)
    expect(error.message).toBe(text)
    expect(error.detail).toBe('nope')
  })

  it('gives other statuses a generic message with the status and body', async () => {
    fakeServer({ 'GET /api/x/': { status: 418, body: { detail: 'short and stout' } } })
    const error = await failure(clientWithCookie('').get('/api/x/'))
    expect(error.message).toBe('Request failed with status 418: {"detail":"short and stout"}')
    expect(error.body).toEqual({ detail: 'short and stout' })
  })

  it('keeps the field errors of a 400 answer', async () => {
    fakeServer({
      'POST /api/x/': {
        status: 400,
        body: { email: ['Enter a valid email address.'], non_field_errors: ['Nope.'] },
      },
    })
    const error = await failure(clientWithCookie('').post('/api/x/', {}))
    expect(error.fieldErrors).toEqual({
      email: ['Enter a valid email address.'],
      non_field_errors: ['Nope.'],
    })
    expect(error.messages).toEqual(['Enter a valid email address.', 'Nope.'])
  })

  it('turns a network failure into an ApiError with status 0', async () => {
    const client = createHttpClient({
      cookies: () => '',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    })
    const error = await failure(client.get('/api/x/'))
    expect(error.status).toBe(0)
  })
})

describe('auth endpoints', () => {
  it('reads {user: null} from the session endpoint as signed out, without asking /api/auth/user/', async () => {
    const server = fakeServer({ 'GET /api/auth/session/': { status: 200, body: { user: null } } })
    await expect(authApi().getCurrentUser()).resolves.toBeNull()
    expect(server.last('GET', '/api/auth/user/')).toBeUndefined()
  })

  it('returns the user, defaulting fields the server left out', async () => {
    fakeServer({
      'GET /api/auth/session/': { status: 200, body: { user: { pk: 1, email: 'a@b.co', username: 'abc' } } },
    })
    await expect(authApi().getCurrentUser()).resolves.toEqual({
      pk: 1,
      email: 'a@b.co',
      username: 'abc',
      is_staff: false,
      flair: 'none',
      email_verified: true,
    })
  })

  it('rejects an answer that is not a user (e.g. an HTML page from a dev server)', async () => {
    fakeServer({ 'GET /api/auth/session/': { status: 200, body: '<!doctype html>' } })
    await expect(authApi().getCurrentUser()).rejects.toBeInstanceOf(ApiError)
  })

  it('rejects a session whose user is not a user', async () => {
    fakeServer({ 'GET /api/auth/session/': { status: 200, body: { user: { pk: 'x' } } } })
    await expect(authApi().getCurrentUser()).rejects.toBeInstanceOf(ApiError)
  })

  it('posts the e-mail as username on login', async () => {
    const server = fakeServer({ 'POST /api/auth/login/': { status: 200, body: { key: 'k' } } })
    await authApi().login({ username: 'ada@example.com', password: 'secret1' })
    expect(server.requests[0]?.body).toEqual({ username: 'ada@example.com', password: 'secret1' })
  })
})
