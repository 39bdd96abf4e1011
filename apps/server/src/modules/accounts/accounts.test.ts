import { describe, expect, it } from 'vitest'
import { findLink } from '../../testing/smtp.ts'
import { TestClient, uniqueUser } from '../../testing/test-app.ts'
import { accountsPerFile, registration, smtp } from './accounts-fixture.ts'

const server = accountsPerFile()
const client = () => new TestClient(server.app)

describe('registration', () => {
  it('creates the user, signs them in and answers their profile', async () => {
    const c = client()
    const u = uniqueUser()
    const res = await c.post('/api/auth/registration/', registration(u))
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ username: u.username, email: u.email, is_staff: false, flair: 'none' })
    const me = await c.get('/api/auth/user/')
    expect(me.statusCode).toBe(200)
    expect(me.json()).toMatchObject({ username: u.username, email_verified: false })
  })

  it('sends a verification e-mail whose key verifies the address once', async () => {
    const c = client()
    const u = await c.register()
    const mail = await smtp.mailTo(u.email)
    const key = findLink(mail, /\/verify-email\/[\w-]+/)
      .split('/')
      .pop()!
    expect((await c.post('/api/auth/registration/verify-email/', { key })).statusCode).toBe(200)
    expect((await c.get('/api/auth/user/')).json()).toMatchObject({ email_verified: true })
    const again = await c.post('/api/auth/registration/verify-email/', { key })
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({ key: ['This verification link is invalid or has expired.'] })
  })

  it('names every missing field with the spec message', async () => {
    const res = await client().post('/api/auth/registration/', {})
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      username: ['Username is required'],
      email: ['Email is required'],
      password1: ['Password is required'],
      password2: ['Please confirm your password'],
    })
  })

  it('names the field that has the wrong type', async () => {
    const res = await client().post('/api/auth/registration/', { ...registration(), username: 12345 })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ username: ['Not a valid string.'] })
  })

  it.each([
    ['email', 'not-an-email', 'Invalid email address'],
    ['username', 'ab', 'Username must be at least 3 characters'],
    ['username', 'a'.repeat(21), 'Username cannot exceed 20 characters'],
    ['username', 'bad name!', 'Username may only contain letters, digits, _, - and .'],
  ])('rejects %s %j', async (field, value, message) => {
    const res = await client().post('/api/auth/registration/', { ...registration(), [field]: value })
    expect(res.statusCode).toBe(400)
    expect(res.json()[field]).toEqual([message])
  })

  it('rejects a short password and a mismatched confirmation', async () => {
    const short = await client().post('/api/auth/registration/', {
      ...registration(),
      password1: 'abc',
      password2: 'abc',
    })
    expect(short.json()).toEqual({ password1: ['Password must be at least 6 characters'] })
    const mismatch = await client().post('/api/auth/registration/', {
      ...registration(),
      password2: 'something else',
    })
    expect(mismatch.json()).toEqual({ password2: ['Passwords must match'] })
  })

  it('refuses a duplicate e-mail or username in another letter case', async () => {
    const u = await client().register()
    const res = await client().post('/api/auth/registration/', {
      ...registration(),
      email: u.email.toUpperCase(),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().email[0]).toMatch(/already exists/)
    const res2 = await client().post('/api/auth/registration/', {
      ...registration(),
      username: u.username.toUpperCase(),
    })
    expect(res2.json().username[0]).toMatch(/already exists/)
  })

  it('ignores unknown fields, including an attempt to become staff', async () => {
    const c = client()
    const res = await c.post('/api/auth/registration/', { ...registration(), is_staff: true, favourite: 'x' })
    expect(res.statusCode).toBe(201)
    expect(res.json().is_staff).toBe(false)
  })

  it('answers 400 for a body that is not an object or not JSON, and 413 when too large', async () => {
    const list = await client().post('/api/auth/registration/', [1, 2])
    expect(list.statusCode).toBe(400)
    expect(list.json()).toEqual({ non_field_errors: ['Invalid data. Expected a dictionary, but got list.'] })
    const c = client()
    await c.get('/api/health/')
    const broken = await c.request('POST', '/api/auth/registration/', '{"email": ', {
      'content-type': 'application/json',
    })
    expect(broken.statusCode).toBe(400)
    expect(broken.json().detail).toMatch(/JSON parse error/)
    const huge = await c.post('/api/auth/registration/', {
      ...registration(),
      padding: 'x'.repeat(3 * 1024 * 1024),
    })
    expect(huge.statusCode).toBe(413)
    expect(huge.json()).toEqual({ detail: 'Request body is too large.' })
  })
})

describe('CSRF', () => {
  it('refuses an unsafe request without the X-CSRFToken header', async () => {
    const c = new TestClient(server.app, { sendCsrf: false })
    await c.get('/api/auth/user/')
    expect(c.cookies.get('csrftoken')).toBeTruthy()
    const res = await c.post('/api/auth/login/', { username: 'x', password: 'y' })
    expect(res.statusCode).toBe(403)
    expect(res.json().detail).toBe('CSRF Failed: CSRF token missing.')
  })

  it('refuses a header that does not match the cookie', async () => {
    const c = client()
    await c.get('/api/health/')
    const res = await c.request('POST', '/api/auth/logout/', {}, { 'x-csrftoken': 'forged' })
    expect(res.statusCode).toBe(403)
    expect(res.json().detail).toBe('CSRF Failed: CSRF token incorrect.')
  })

  it('refuses a request with no cookie at all', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      headers: { 'x-csrftoken': 'abc' },
    })
    expect(res.statusCode).toBe(403)
    expect(res.json().detail).toMatch(/^CSRF Failed: /)
  })
})

describe('login and logout', () => {
  it('signs in with the e-mail in any letter case or with the username', async () => {
    const u = await client().register()
    const byEmail = await client().post('/api/auth/login/', {
      username: u.email.toUpperCase(),
      password: u.password,
    })
    expect(byEmail.statusCode).toBe(200)
    expect(byEmail.json().username).toBe(u.username)
    const byName = await client().post('/api/auth/login/', { username: u.username, password: u.password })
    expect(byName.statusCode).toBe(200)
  })

  it('refuses a wrong password or an unknown account with one message', async () => {
    const u = await client().register()
    const wrong = await client().post('/api/auth/login/', { username: u.email, password: 'wrong password' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toEqual({ non_field_errors: ['Unable to log in with provided credentials.'] })
    const unknown = await client().post('/api/auth/login/', {
      username: 'nobody@example.com',
      password: 'whatever1',
    })
    expect(unknown.json()).toEqual(wrong.json())
  })

  it('requires both fields', async () => {
    const res = await client().post('/api/auth/login/', {})
    expect(res.json()).toEqual({ username: ['Email is required'], password: ['Password is required'] })
  })

  it('issues a new session id on login and destroys the session on logout', async () => {
    const u = await client().register()
    const c = client()
    await c.post('/api/auth/password/reset/', { email: 'nobody@example.com' })
    const first = await c.post('/api/auth/login/', { username: u.email, password: u.password })
    const firstId = c.cookies.get('sessionid')
    expect(first.statusCode).toBe(200)
    await c.post('/api/auth/login/', { username: u.email, password: u.password })
    const secondId = c.cookies.get('sessionid')
    expect(secondId).toBeTruthy()
    expect(secondId).not.toBe(firstId)

    const stale = new TestClient(server.app)
    stale.cookies.set('sessionid', firstId!)
    expect((await stale.get('/api/auth/user/')).statusCode).toBe(403)

    const out = await c.post('/api/auth/logout/')
    expect(out.statusCode).toBe(200)
    expect(c.cookies.has('sessionid')).toBe(false)
    const replay = new TestClient(server.app)
    replay.cookies.set('sessionid', secondId!)
    expect((await replay.get('/api/auth/user/')).statusCode).toBe(403)
  })
})

describe('the current user', () => {
  it('is 403 for anonymous visitors, and updates are refused too', async () => {
    const res = await client().get('/api/auth/user/')
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ detail: 'Authentication credentials were not provided.' })
    expect((await client().patch('/api/auth/user/', { flair: 'wave' })).statusCode).toBe(403)
    expect((await client().put('/api/auth/user/', { username: 'someone' })).statusCode).toBe(403)
  })

  it('updates username and flair with PATCH and PUT', async () => {
    const c = client()
    await c.register()
    const next = uniqueUser('n').username
    const res = await c.patch('/api/auth/user/', { username: next, flair: 'glow2' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ username: next, flair: 'glow2' })
    const put = await c.put('/api/auth/user/', { username: next, flair: 'wave' })
    expect(put.json()).toMatchObject({ username: next, flair: 'wave' })
  })

  it('rejects an unknown flair and a short or taken username', async () => {
    const other = await client().register()
    const c = client()
    await c.register()
    expect((await c.patch('/api/auth/user/', { flair: 'sparkle' })).json()).toEqual({
      flair: ['Invalid flair selection'],
    })
    expect((await c.patch('/api/auth/user/', { username: 'ab' })).json()).toEqual({
      username: ['Must be at least 3 characters'],
    })
    const taken = await c.patch('/api/auth/user/', { username: other.username.toUpperCase() })
    expect(taken.statusCode).toBe(400)
    expect(taken.json().username[0]).toMatch(/already exists/)
  })

  it('never lets a user make themselves staff or change their e-mail', async () => {
    const c = client()
    const u = await c.register()
    const res = await c.patch('/api/auth/user/', {
      is_staff: true,
      email: 'new@example.com',
      flair: 'flash1',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ is_staff: false, email: u.email, flair: 'flash1' })
  })
})
