import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { orderItems, orders, reviews } from './db/schema.ts'
import { insertRequest } from './modules/generation/generation.queries.ts'
import { centre, insertDesign, insertShopProduct } from './testing/shop-fixtures.ts'
import { startFakeAi, upscaledSprite } from './testing/fake-ai.ts'
import { designPng, makeStaff } from './testing/fixtures.ts'
import { TestClient, uniqueUser } from './testing/test-app.ts'
import { appPerFile } from './testing/app-per-file.ts'

/**
 * Who may call what: one row per registered route, each answered for an anonymous visitor, the owner of the
 * thing it names, another signed-in user and staff. A route the app registers without a row here fails the
 * test, so a new endpoint cannot land without its access rules written down.
 */

type Actor = 'anonymous' | 'owner' | 'other' | 'staff'
const ACTORS: Actor[] = ['anonymous', 'other', 'staff', 'owner'] // the owner last: it may delete the thing

/** What one request works on, made fresh for each actor so a DELETE or an update cannot leak between them. */
interface Fixture {
  publicDesign: () => Promise<string>
  privateDesign: () => Promise<string>
  publicProduct: () => Promise<string>
  privateProduct: () => Promise<string>
  aiRequest: () => Promise<number>
  order: () => Promise<{ uuid: string; item: string }>
  /** The id of the order's first line (the workshop's unit of production). */
  orderLine: () => Promise<number>
  /** A review of the order, shared publicly. */
  publicReview: () => Promise<number>
}

type Body = Record<string, unknown> | FormData
interface Case {
  /** What the case is about, when a route has several. */
  what?: string
  url?: (f: Fixture) => Promise<string>
  body?: (f: Fixture) => Body | Promise<Body>
  expect: Record<Actor, number>
}
interface Row {
  route: string
  /** Unsafe methods check the CSRF token unless the route is a server-to-server webhook. */
  csrf?: 'exempt'
  /** Signs in, out or rotates the session: each signed-in actor is then a user made for this request. */
  changesSession?: boolean
  cases: Case[]
}

const all = (status: number): Record<Actor, number> => ({
  anonymous: status,
  owner: status,
  other: status,
  staff: status,
})
const signedIn = (status: number, anonymous = 403): Record<Actor, number> => ({ ...all(status), anonymous })
/** Private things are invisible to everyone but their owner (and staff when they may look). */
const ownerAndStaff = (ok: number): Record<Actor, number> => ({
  anonymous: 404,
  owner: ok,
  other: 404,
  staff: ok,
})
const ownerOnly = (ok: number, others = 404): Record<Actor, number> => ({
  anonymous: others,
  owner: ok,
  other: others,
  staff: others,
})

/** The workshop: anonymous 403, every signed-in non-staff user 404 (it does not exist for them), staff `ok`. */
const staffOnly = (ok: number): Record<Actor, number> => ({
  anonymous: 403,
  owner: 404,
  other: 404,
  staff: ok,
})

const png = designPng(10, 8)
const PASSWORD = uniqueUser().password
const form = (fields: Record<string, string | Blob>) => {
  const f = new FormData()
  for (const [k, v] of Object.entries(fields)) f.append(k, v)
  return f
}
let sprite: Blob
let tee: Awaited<ReturnType<typeof insertShopProduct>>
const cartItem = (artUuid: string) => ({
  sku_id: tee.skuId,
  art_uuid: artUuid,
  product_color_id: tee.colorId,
  ...centre,
  quantity: 1,
})
let login: { username: string }
/** A placement no fixture uses, so saving it makes a new entry (201) rather than finding one (200). */
const elsewhere = { ...centre, placement_x: 0.4 }

const TABLE: Row[] = [
  { route: 'GET /api/health/', cases: [{ expect: all(200) }] },
  { route: 'GET /robots.txt', cases: [{ expect: all(200) }] },
  // The API description is public (served only outside production).
  { route: 'GET /api/docs/', cases: [{ expect: all(200) }] },
  { route: 'GET /api/docs/openapi.json', cases: [{ expect: all(200) }] },
  { route: 'GET /sitemap.xml', cases: [{ expect: all(200) }] },
  {
    route: 'POST /api/auth/registration/',
    changesSession: true,
    cases: [
      {
        body: () => {
          const u = uniqueUser('r')
          return { username: u.username, email: u.email, password1: u.password, password2: u.password }
        },
        expect: all(201),
      },
    ],
  },
  {
    route: 'POST /api/auth/login/',
    changesSession: true,
    cases: [{ body: () => ({ username: login.username, password: PASSWORD }), expect: all(200) }],
  },
  { route: 'POST /api/auth/logout/', changesSession: true, cases: [{ expect: all(200) }] },
  {
    route: 'POST /api/auth/google/',
    cases: [{ what: 'not configured here', body: () => ({ credential: 'x' }), expect: all(503) }],
  },
  { route: 'GET /api/auth/user/', cases: [{ expect: signedIn(200) }] },
  { route: 'GET /api/auth/session/', cases: [{ expect: all(200) }] },
  { route: 'PUT /api/auth/user/', cases: [{ body: () => ({ first_name: 'Ada' }), expect: signedIn(200) }] },
  { route: 'PATCH /api/auth/user/', cases: [{ body: () => ({ first_name: 'Ada' }), expect: signedIn(200) }] },
  {
    route: 'POST /api/auth/registration/verify-email/',
    cases: [{ what: 'an unknown key', body: () => ({ key: 'nope' }), expect: all(400) }],
  },
  {
    route: 'POST /api/auth/registration/resend-email/',
    cases: [{ body: () => ({ email: 'nobody@example.com' }), expect: all(200) }],
  },
  {
    route: 'POST /api/auth/password/change/',
    changesSession: true,
    cases: [
      {
        body: () => ({ old_password: PASSWORD, new_password1: PASSWORD, new_password2: PASSWORD }),
        expect: signedIn(200),
      },
    ],
  },
  {
    route: 'POST /api/auth/password/reset/',
    cases: [{ body: () => ({ email: 'nobody@example.com' }), expect: all(200) }],
  },
  {
    route: 'POST /api/auth/password/reset/confirm/',
    cases: [
      {
        what: 'an unknown token',
        body: () => ({ uid: 'x', token: 'y', new_password1: 'a new one 1', new_password2: 'a new one 1' }),
        expect: all(400),
      },
    ],
  },
  {
    route: 'GET /media/*',
    cases: [{ what: 'an unknown key', url: async () => '/media/no/such/file.png', expect: all(404) }],
  },
  { route: 'GET /api/products/', cases: [{ expect: all(200) }] },
  { route: 'GET /api/pixel-art/', cases: [{ expect: all(200) }] },
  { route: 'GET /api/pixel-art/my-art/', cases: [{ expect: signedIn(200) }] },
  { route: 'GET /api/pixel-art/homepage/', cases: [{ expect: all(200) }] },
  {
    route: 'POST /api/pixel-art/',
    cases: [{ body: () => ({ title: 'Mine', png_data: png }), expect: signedIn(201) }],
  },
  {
    route: 'GET /api/pixel-art/:uuid/',
    cases: [
      { what: 'public', url: async (f) => `/api/pixel-art/${await f.publicDesign()}/`, expect: all(200) },
      {
        what: 'private',
        url: async (f) => `/api/pixel-art/${await f.privateDesign()}/`,
        expect: ownerAndStaff(200),
      },
    ],
  },
  ...(['PUT', 'PATCH'] as const).map((method): Row => ({
    route: `${method} /api/pixel-art/:uuid/`,
    cases: [
      {
        what: 'public',
        url: async (f) => `/api/pixel-art/${await f.publicDesign()}/`,
        body: () => ({ title: 'Changed', png_data: png }),
        expect: { anonymous: 403, owner: 200, other: 403, staff: 403 },
      },
      {
        what: 'private',
        url: async (f) => `/api/pixel-art/${await f.privateDesign()}/`,
        body: () => ({ title: 'Changed', png_data: png }),
        expect: { anonymous: 403, owner: 200, other: 404, staff: 403 },
      },
    ],
  })),
  {
    route: 'DELETE /api/pixel-art/:uuid/',
    cases: [
      {
        what: 'public',
        url: async (f) => `/api/pixel-art/${await f.publicDesign()}/`,
        expect: { anonymous: 403, owner: 204, other: 403, staff: 403 },
      },
      {
        what: 'private',
        url: async (f) => `/api/pixel-art/${await f.privateDesign()}/`,
        expect: { anonymous: 403, owner: 204, other: 404, staff: 403 },
      },
    ],
  },
  ...(['render', 'render-large'] as const).map((variant): Row => ({
    route: `GET /api/pixel-art/:uuid/${variant}/`,
    cases: [
      {
        what: 'public',
        url: async (f) => `/api/pixel-art/${await f.publicDesign()}/${variant}/`,
        expect: all(200),
      },
      {
        what: 'private',
        url: async (f) => `/api/pixel-art/${await f.privateDesign()}/${variant}/`,
        expect: ownerAndStaff(200),
      },
    ],
  })),
  {
    route: 'GET /api/pixel-art/:uuid/embroidery-sheet/',
    cases: [
      {
        what: 'public',
        url: async (f) =>
          `/api/pixel-art/${await f.publicDesign()}/embroidery-sheet/?stitch_size=2.00&scale=1`,
        expect: signedIn(200),
      },
      {
        what: 'private',
        url: async (f) =>
          `/api/pixel-art/${await f.privateDesign()}/embroidery-sheet/?stitch_size=2.00&scale=1`,
        expect: { anonymous: 403, owner: 200, other: 404, staff: 200 },
      },
    ],
  },
  {
    route: 'POST /api/pixel-art/generate-embroidery-file/',
    cases: [
      {
        what: 'public',
        body: async (f) => ({ pixel_art_uuid: await f.publicDesign(), stitch_size: '2.00', scale: 1 }),
        expect: signedIn(200),
      },
      {
        what: 'private',
        body: async (f) => ({ pixel_art_uuid: await f.privateDesign(), stitch_size: '2.00', scale: 1 }),
        expect: { anonymous: 403, owner: 200, other: 404, staff: 200 },
      },
    ],
  },
  {
    route: 'POST /api/pixel-art-products/',
    cases: [
      {
        what: 'public',
        body: async (f) => ({
          art_uuid: await f.publicDesign(),
          product_color_id: tee.colorId,
          ...elsewhere,
        }),
        expect: all(201),
      },
      {
        what: 'private',
        body: async (f) => ({
          art_uuid: await f.privateDesign(),
          product_color_id: tee.colorId,
          ...elsewhere,
        }),
        expect: ownerAndStaff(201),
      },
    ],
  },
  { route: 'GET /api/pixel-art-products/', cases: [{ expect: all(200) }] },
  { route: 'GET /api/pixel-art-products/homepage/', cases: [{ expect: all(200) }] },
  ...(['', 'render/'] as const).map((tail): Row => ({
    route: `GET /api/pixel-art-products/:uuid/${tail}`,
    cases: [
      {
        what: 'of a public design',
        url: async (f) => `/api/pixel-art-products/${await f.publicProduct()}/${tail}`,
        expect: all(200),
      },
      {
        what: 'of a private design',
        url: async (f) => `/api/pixel-art-products/${await f.privateProduct()}/${tail}`,
        expect: ownerAndStaff(200),
      },
    ],
  })),
  {
    route: 'POST /api/orders/checkout/',
    cases: [
      {
        what: 'a public design',
        body: async (f) => ({
          email: 'buyer@example.com',
          name: 'Buyer',
          items: [cartItem(await f.publicDesign())],
        }),
        expect: all(201),
      },
      {
        what: 'a private design',
        body: async (f) => ({
          email: 'buyer@example.com',
          name: 'Buyer',
          items: [cartItem(await f.privateDesign())],
        }),
        expect: { anonymous: 400, owner: 201, other: 400, staff: 201 },
      },
    ],
  },
  {
    route: 'GET /api/rest/snipcart/products/:skuId/',
    cases: [{ url: async () => `/api/rest/snipcart/products/${tee.skuId}/`, expect: all(200) }],
  },
  {
    route: 'POST /api/orders/snipcart-webhook/',
    csrf: 'exempt',
    cases: [
      { what: 'without its request token', body: () => ({ eventName: 'order.completed' }), expect: all(404) },
    ],
  },
  {
    route: 'GET /api/submit-review/:uuid/',
    cases: [
      {
        what: 'the link from the mail',
        url: async (f) => `/api/submit-review/${(await f.order()).uuid}/`,
        expect: all(200),
      },
    ],
  },
  {
    route: 'POST /api/submit-review/:uuid/',
    cases: [
      {
        what: 'the link from the mail',
        url: async (f) => `/api/submit-review/${(await f.order()).uuid}/`,
        body: async (f) =>
          form({ pixel_art_product_uuid: (await f.order()).item, stars: '5', comment: 'Lovely' }),
        expect: all(201),
      },
    ],
  },
  { route: 'GET /api/reviews/', cases: [{ expect: all(200) }] },
  {
    route: 'POST /api/recover-native-image/',
    cases: [{ body: () => form({ file: sprite }), expect: all(200) }],
  },
  {
    route: 'POST /api/image-generation/',
    cases: [{ body: () => form({ prompt: 'a tiny sun' }), expect: all(201) }],
  },
  { route: 'GET /api/image-generation/', cases: [{ expect: all(200) }] },
  { route: 'GET /api/image-generation/pending/', cases: [{ expect: all(200) }] },
  { route: 'GET /api/image-generation-quota/', cases: [{ expect: all(200) }] },
  {
    route: 'GET /api/image-generation/:id/',
    cases: [{ url: async (f) => `/api/image-generation/${await f.aiRequest()}/`, expect: ownerOnly(200) }],
  },
  {
    route: 'GET /api/image-generation/:id/status/',
    cases: [
      { url: async (f) => `/api/image-generation/${await f.aiRequest()}/status/`, expect: ownerOnly(200) },
    ],
  },
  {
    route: 'DELETE /api/image-generation/:id/',
    cases: [{ url: async (f) => `/api/image-generation/${await f.aiRequest()}/`, expect: ownerOnly(204) }],
  },
  ...(['PUT', 'PATCH'] as const).map((method): Row => ({
    route: `${method} /api/image-generation/:id/`,
    cases: [
      {
        what: 'nobody may rewrite a request (405), and only its owner learns that it exists',
        url: async (f) => `/api/image-generation/${await f.aiRequest()}/`,
        body: () => ({ prompt: 'rewritten' }),
        expect: ownerOnly(405),
      },
    ],
  })),
  { route: 'GET /api/workshop/summary/', cases: [{ expect: staffOnly(200) }] },
  { route: 'GET /api/workshop/orders/', cases: [{ expect: staffOnly(200) }] },
  {
    route: 'GET /api/workshop/orders/:uuid/',
    cases: [
      {
        what: 'an order a visitor placed',
        url: async (f) => `/api/workshop/orders/${(await f.order()).uuid}/`,
        expect: staffOnly(200),
      },
    ],
  },
  {
    route: 'POST /api/workshop/orders/:uuid/status/',
    cases: [
      {
        url: async (f) => `/api/workshop/orders/${(await f.order()).uuid}/status/`,
        body: () => ({ status: 'in_production' }),
        expect: staffOnly(200),
      },
    ],
  },
  {
    route: 'POST /api/workshop/orders/:uuid/lines/:lineId/status/',
    cases: [
      {
        url: async (f) =>
          `/api/workshop/orders/${(await f.order()).uuid}/lines/${await f.orderLine()}/status/`,
        body: () => ({ status: 'in_production' }),
        expect: staffOnly(200),
      },
    ],
  },
  {
    route: 'GET /api/workshop/orders/:uuid/lines/:lineId/pack/',
    cases: [
      {
        url: async (f) => `/api/workshop/orders/${(await f.order()).uuid}/lines/${await f.orderLine()}/pack/`,
        expect: staffOnly(200),
      },
    ],
  },
  {
    route: 'POST /api/workshop/packs/',
    cases: [{ body: async (f) => ({ line_ids: [await f.orderLine()] }), expect: staffOnly(200) }],
  },
  { route: 'GET /api/workshop/settings/', cases: [{ expect: staffOnly(200) }] },
  {
    route: 'PUT /api/workshop/settings/',
    cases: [{ body: () => ({ machine_format: 'pes' }), expect: staffOnly(200) }],
  },
  { route: 'GET /api/workshop/designs/', cases: [{ expect: staffOnly(200) }] },
  {
    route: 'POST /api/workshop/designs/:uuid/unpublish/',
    cases: [
      {
        what: 'the owner is the designer',
        url: async (f) => `/api/workshop/designs/${await f.publicDesign()}/unpublish/`,
        body: () => ({ reason: 'Spam' }),
        expect: staffOnly(200),
      },
    ],
  },
  { route: 'GET /api/workshop/reviews/', cases: [{ expect: staffOnly(200) }] },
  {
    route: 'POST /api/workshop/reviews/:id/hide/',
    cases: [
      {
        url: async (f) => `/api/workshop/reviews/${await f.publicReview()}/hide/`,
        body: () => ({ reason: 'Advertising' }),
        expect: staffOnly(200),
      },
    ],
  },
  { route: 'GET /api/workshop/reports/', cases: [{ expect: staffOnly(200) }] },
  { route: 'GET /api/workshop/audit-log/', cases: [{ expect: staffOnly(200) }] },
  {
    route: 'POST /api/reports/',
    cases: [
      {
        what: 'a public design',
        body: async (f) => ({ design_uuid: await f.publicDesign(), reason: 'spam' }),
        expect: all(201),
      },
      {
        what: 'a private design is not found',
        body: async (f) => ({ design_uuid: await f.privateDesign(), reason: 'spam' }),
        expect: all(404),
      },
    ],
  },
]

let fakeAi: Awaited<ReturnType<typeof startFakeAi>>
const clients = {} as Record<Exclude<Actor, 'anonymous'>, TestClient & { pk: number }>
let anonymousIp = 0
const anonymousClient = () =>
  // A fresh address each time, so the anonymous AI quota (per IP) never decides a row.
  new TestClient(server.app, {
    remoteAddress: `127.42.${Math.floor(anonymousIp / 250)}.${(anonymousIp++ % 250) + 1}`,
  })

const server = appPerFile(async (database, closeLater) => {
  fakeAi = closeLater(await startFakeAi())
  return { env: { AI_PROVIDER: 'sdwebui', SDWEBUI_URL: fakeAi.url } }
})
beforeAll(async () => {
  tee = await insertShopProduct(server.database.db)
  sprite = new Blob([new Uint8Array(await upscaledSprite())], { type: 'image/png' })
  for (const actor of ['owner', 'other', 'staff'] as const) {
    const client = new TestClient(server.app)
    const user = await client.register()
    clients[actor] = Object.assign(client, { pk: user.pk })
    if (actor === 'owner') login = user
  }
  await makeStaff(server.database.db, clients.staff.pk)
})

/** Runs `make` once, on first use: a case pays only for the things it names. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined
  return () => (made ??= make())
}

function makeFixture(): Fixture {
  const ownerId = clients.owner.pk
  const publicDesign = once(async () => (await insertDesign(server.database.db, { ownerId })).uuid)
  const privateDesign = once(
    async () => (await insertDesign(server.database.db, { ownerId, isPublic: false })).uuid,
  )
  const onProduct = (design: () => Promise<string>) =>
    once(async () => {
      const res = await clients.owner.post('/api/pixel-art-products/', {
        art_uuid: await design(),
        product_color_id: tee.colorId,
        ...centre,
      })
      if (res.statusCode > 201) throw new Error(res.body)
      return res.json().uuid as string
    })
  const order = orderFixture(publicDesign)
  return {
    publicDesign,
    privateDesign,
    publicProduct: onProduct(publicDesign),
    privateProduct: onProduct(privateDesign),
    aiRequest: once(async () => {
      // Finished and from yesterday: neither queued for a worker nor counted against today's quota.
      const row = await insertRequest(server.database.db, {
        ownerId,
        sessionKey: 'authorization-test',
        clientIp: '127.0.0.1',
        prompt: 'a fixture',
        status: 'FAILED',
        failureReason: 'fixture',
        createdAt: new Date(Date.now() - 2 * 24 * 3600 * 1000),
      })
      return row.id
    }),
    order,
    orderLine: once(async () => {
      const [line] = await server.database.db
        .select({ id: orderItems.id })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(eq(orders.uuid, (await order()).uuid))
      if (!line) throw new Error('no order line')
      return line.id
    }),
    publicReview: once(async () => {
      const { uuid, item } = await order()
      const res = await anonymousClient().post(`/api/submit-review/${uuid}/`, {
        pixel_art_product_uuid: item,
        stars: 2,
        public_consent: true,
        alias: 'Reviewer',
      })
      if (res.statusCode !== 201) throw new Error(res.body)
      const [review] = await server.database.db
        .select({ id: reviews.id })
        .from(reviews)
        .innerJoin(orders, eq(orders.id, reviews.orderId))
        .where(eq(orders.uuid, uuid))
      if (!review) throw new Error('no review')
      return review.id
    }),
  }
}

function orderFixture(publicDesign: () => Promise<string>) {
  return once(async () => {
    const checkout = await anonymousClient().post('/api/orders/checkout/', {
      email: 'reviewer@example.com',
      name: 'Rev',
      items: [cartItem(await publicDesign())],
    })
    if (checkout.statusCode !== 201) throw new Error(checkout.body)
    return { uuid: checkout.json().uuid, item: checkout.json().items[0].pixel_art_product_uuid }
  })
}

async function throwawayClient(actor: Exclude<Actor, 'anonymous'>): Promise<TestClient> {
  const client = new TestClient(server.app)
  const user = await client.register()
  if (actor === 'staff') await makeStaff(server.database.db, user.pk)
  return client
}

function clientFor(actor: Actor): TestClient {
  if (actor === 'anonymous') return anonymousClient()
  return clients[actor]
}

async function send(client: TestClient, method: string, url: string, body: Body | undefined) {
  if (body instanceof FormData) {
    const encoded = new Request('http://localhost', { method: 'POST', body })
    const bytes = Buffer.from(await encoded.arrayBuffer())
    return client.request(method as 'POST', url, bytes, {
      'content-type': encoded.headers.get('content-type')!,
    })
  }
  return client.request(
    method as 'POST',
    url,
    body ?? (method === 'GET' || method === 'DELETE' ? undefined : {}),
  )
}

const rowKey = (method: string, url: string) => `${method} ${url}`
const parseRoute = (route: string) => {
  const [method, pattern] = route.split(' ') as [string, string]
  return { method, pattern }
}

describe('authorization table', () => {
  it('has exactly one row for every route the server.app registers', () => {
    const registered = new Set(
      server.app.registeredRoutes.filter((r) => r.method !== 'HEAD').map((r) => rowKey(r.method, r.url)),
    )
    const rows = TABLE.map((row) => row.route)
    expect(new Set(rows).size, 'a route has two rows').toBe(rows.length)
    expect(
      [...registered].filter((route) => !rows.includes(route)),
      'routes without a row',
    ).toEqual([])
    expect(
      rows.filter((route) => !registered.has(route)),
      'rows for routes the server.app does not have',
    ).toEqual([])
  })

  for (const row of TABLE) {
    const { method, pattern } = parseRoute(row.route)
    for (const c of row.cases) {
      it(`${row.route}${c.what ? ` (${c.what})` : ''}: ${ACTORS.map((a) => `${a} ${c.expect[a]}`).join(', ')}`, async () => {
        const answers: Partial<Record<Actor, number>> = {}
        const bodies: Partial<Record<Actor, string>> = {}
        for (const actor of ACTORS) {
          const fixture = await makeFixture()
          const url = c.url ? await c.url(fixture) : pattern
          const client =
            row.changesSession && actor !== 'anonymous' ? await throwawayClient(actor) : clientFor(actor)
          const res = await send(client, method, url, await c.body?.(fixture))
          answers[actor] = res.statusCode
          bodies[actor] = res.body.slice(0, 200)
          // A denial never leaks a stack trace, and never answers 5xx (503 "not configured" is a row of its own).
          if (c.expect[actor] < 500)
            expect(res.statusCode, `${actor}: ${res.body.slice(0, 300)}`).toBeLessThan(500)
        }
        expect(answers, JSON.stringify(bodies)).toEqual(c.expect)
      })
    }

    if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) {
      const c = row.cases.at(-1)!
      const title =
        row.csrf === 'exempt'
          ? `${row.route} needs no CSRF token (server to server)`
          : `${row.route} refuses the owner's own session without a CSRF token (403)`
      it(title, async () => {
        const fixture = await makeFixture()
        const url = c.url ? await c.url(fixture) : pattern
        const owner = row.changesSession ? await throwawayClient('owner') : clients.owner
        const bare = new TestClient(server.app, { sendCsrf: false })
        for (const [name, value] of owner.cookies) bare.cookies.set(name, value)
        const res = await send(bare, method, url, await c.body?.(fixture))
        if (row.csrf === 'exempt') expect(res.json().detail ?? '').not.toMatch(/^CSRF Failed/)
        else expect(res.json()).toEqual({ detail: 'CSRF Failed: CSRF token missing.' })
      })
    }
  }
})
