import type { LightMyRequestResponse } from 'fastify'
import { describe, expect, it } from 'vitest'
import { startFakeAi } from '../testing/fake-ai.ts'
import { makeStaff } from '../testing/fixtures.ts'
import { startGoogleJwks } from '../testing/google-jwks.ts'
import { HEAVY_SVG, pngDeclaring } from '../testing/hostile-files.ts'
import { TestClient, loopbackAddresses } from '../testing/test-app.ts'
import { appPerFile } from '../testing/app-per-file.ts'

/**
 * Every registered route (read from the app, so a new route is covered without touching this file) gets the
 * bodies, query strings and path values an attacker sends, as an anonymous visitor, a user and staff. None may
 * answer a 5xx or show a stack trace.
 */
let fake: Awaited<ReturnType<typeof startFakeAi>>
let google: Awaited<ReturnType<typeof startGoogleJwks>>
const nextIp = loopbackAddresses()

const server = appPerFile(async (database, closeLater) => {
  fake = closeLater(await startFakeAi())
  google = closeLater(await startGoogleJwks())
  // Every optional service on, so each route reaches its validation rather than "not configured".
  return {
    mailer: { send: async () => {} },
    env: {
      AI_PROVIDER: 'sdwebui',
      SDWEBUI_URL: fake.url,
      AI_TIMEOUT_SECONDS: '1',
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_JWKS_URL: google.url,
    },
  }
})

/** Field names our forms use: a hostile value under each reaches the validation of every route. */
const FIELDS = [
  'title', 'png_data', 'prompt', 'username', 'email', 'password', 'password1', 'password2', 'new_password1',
  'new_password2', 'old_password', 'key', 'uid', 'token', 'credential', 'search', 'format', 'stitch_size',
  'scale', 'pixel_art_uuid', 'is_public', 'border', 'border_color', 'items', 'name', 'sku_id', 'art_uuid',
  'product_color_id', 'quantity', 'comment', 'alias', 'stars', 'fit', 'pixel_art_product_uuid', 'content',
  'eventName', 'first_name', 'last_name',
] // prettier-ignore

/** JSON text nested `depth` levels (lists and objects in turn), built as text: too deep for JSON.stringify. */
function nestedJson(depth: number): string {
  const open = Array.from({ length: depth }, (_, i) => (i % 2 ? '{"a":' : '[')).join('')
  const close = Array.from({ length: depth }, (_, i) => (i % 2 ? '}' : ']'))
    .reverse()
    .join('')
  return `${open}"x"${close}`
}
const everyField = (value: unknown) => JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, value])))
const everyFieldJson = (json: string) => `{${FIELDS.map((f) => `"${f}":${json}`).join(',')}}`

const JSON_BODIES: [string, string][] = [
  ['a list', '[1, 2]'],
  ['a string', '"text"'],
  ['a number', '42'],
  ['null', 'null'],
  ['NUL in every field', everyField('a\0b')],
  ['a NUL key', JSON.stringify({ 'ti\0tle': 'x' })],
  ['lists in every field', everyField(['x'])],
  ['objects in every field', everyField({ a: 1 })],
  ['numbers in every field', everyField(1e308)],
  ['booleans in every field', everyField(true)],
  ['nulls in every field', everyField(null)],
  ['long strings in every field', everyField('x'.repeat(20_000))],
  ['5,000 levels in every field', everyFieldJson(nestedJson(5000))],
  ['5,000 levels', nestedJson(5000)],
]
const RAW_BODIES: [string, string, string][] = [
  ['broken JSON', '{"title": ', 'application/json'],
  ['100,000 levels of JSON', '['.repeat(100_000) + ']'.repeat(100_000), 'application/json'],
  ['a literal NUL in JSON', '{"title": "a\u0000b"}', 'application/json'],
  ['a body over the limit', JSON.stringify({ title: 'x'.repeat(3 * 1024 * 1024) }), 'application/json'],
  ['form-urlencoded', 'title=a%00b', 'application/x-www-form-urlencoded'],
  ['plain text', 'a\0b', 'text/plain'],
  ['XML', '<?xml version="1.0"?><a/>', 'application/xml'],
]
const QUERIES = [
  'search=a%00b',
  'search=' + 'x'.repeat(5000),
  'page=%00',
  'page=-1',
  'page=1e308',
  'page_size=99999999999',
  'ordering=%00',
  'ordering[]=x',
  'search[a][b][c]=1',
  'product_ids=1,%00',
  'product_ids=' + '1,'.repeat(2000),
]
const PATH_VALUES = [
  '1',
  '00000000-0000-0000-0000-000000000000',
  '%00',
  'a%00b',
  '-1',
  '9'.repeat(40),
  '%2e%2e%2f',
]

function expand(url: string): string[] {
  if (!/[:*]/.test(url)) return [url]
  return PATH_VALUES.map((v) => url.replace(/:[A-Za-z]+/g, v).replace('*', `x/${v}`))
}

function multipart(fields: Record<string, string | Blob>): FormData {
  const f = new FormData()
  for (const [k, v] of Object.entries(fields)) f.append(k, v)
  return f
}

const failures: string[] = []
function check(label: string, res: LightMyRequestResponse) {
  if (res.statusCode >= 500) failures.push(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`)
  else if (/\n\s+at |node_modules|\.ts:\d+|Failed query/.test(res.body))
    failures.push(`${label}: leaks internals: ${res.body.slice(0, 200)}`)
}

async function clients() {
  const anonymous = new TestClient(server.app, { remoteAddress: nextIp() })
  const user = new TestClient(server.app, { remoteAddress: nextIp() })
  await user.register()
  const staff = new TestClient(server.app, { remoteAddress: nextIp() })
  await makeStaff(server.database.db, (await staff.register()).pk)
  return { anonymous, user, staff }
}

describe('hostile input on every endpoint', () => {
  it('finds the routes from the app', () => {
    const urls = server.app.registeredRoutes.map((r) => `${r.method} ${r.url}`)
    expect(urls).toContain('POST /api/recover-native-image/')
    expect(urls).toContain('POST /api/pixel-art/generate-embroidery-file/')
    expect(server.app.registeredRoutes.length).toBeGreaterThan(40)
  })

  it('answers 4xx, never a 5xx or a stack trace, to wrong types, NUL, deep nesting and huge bodies', async () => {
    const who = await clients()
    const routes = server.app.registeredRoutes.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS')
    for (const [role, client] of Object.entries(who)) {
      for (const route of routes) {
        for (const url of expand(route.url)) {
          const label = `${role} ${route.method} ${url}`
          for (const query of QUERIES) check(`${label}?${query}`, await client.request(route.method as 'GET', `${url}?${query}`))
          if (route.method === 'GET' || route.method === 'DELETE') continue
          // The large bodies once per route (as staff, who passes every permission check); the rest for all.
          const light = role !== 'staff' || url !== expand(route.url)[0]
          for (const [name, body] of JSON_BODIES) {
            if (light && body.length > 30_000) continue
            check(`${label} ${name}`, await client.request(route.method as 'POST', url, body, { 'content-type': 'application/json' }))
          }
          for (const [name, body, type] of RAW_BODIES) {
            if (light && body.length > 30_000) continue
            check(`${label} ${name}`, await client.request(route.method as 'POST', url, body, { 'content-type': type }))
          }
        }
      }
    }
    expect(failures).toEqual([])
  }, 240_000) // prettier-ignore

  it('answers 4xx to multipart forms with NUL fields, SVG and bombs on every endpoint that takes a body', async () => {
    const { user } = await clients()
    const routes = server.app.registeredRoutes.filter((r) => r.method === 'POST')
    const forms: [string, () => FormData][] = [
      ['NUL fields', () => multipart(Object.fromEntries(FIELDS.slice(0, 9).map((f) => [f, 'a\0b'])))],
      [
        'an SVG file',
        () => multipart({ prompt: 'x', file: new Blob([HEAVY_SVG], { type: 'image/svg+xml' }) }),
      ],
      [
        'a bomb in every file field',
        () => {
          const bomb = new Blob([new Uint8Array(pngDeclaring(60_000, 60_000))], { type: 'image/png' })
          return multipart({ prompt: 'x', stars: '4', file: bomb, reference_image: bomb, image: bomb })
        },
      ],
    ]
    for (const route of routes) {
      for (const url of expand(route.url)) {
        for (const [name, make] of forms) {
          check(`user POST ${url} ${name}`, await user.postForm(url, make()))
        }
      }
    }
    expect(failures).toEqual([])
  }, 120_000)
})
