import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  ACTORS,
  cartItem,
  given,
  type Actor,
  type Body,
  type Fixture,
  type Row,
} from './authorization/access.ts'
import { SHOP_AI_ROWS } from './authorization/rows-shop-ai.ts'
import { SITE_ACCOUNT_DESIGN_ROWS } from './authorization/rows-site-accounts-designs.ts'
import { WORKSHOP_ROWS } from './authorization/rows-workshop.ts'
import { orderItems, orders, reviews } from './db/schema.ts'
import { insertRequest } from './modules/generation/generation.queries.ts'
import { centre, insertDesign, insertShopProduct } from './testing/shop-fixtures.ts'
import { startFakeAi, upscaledSprite } from './testing/fake-ai.ts'
import { makeStaff } from './testing/fixtures.ts'
import { TestClient } from './testing/test-app.ts'
import { appPerFile } from './testing/app-per-file.ts'

/**
 * Who may call what: one row per registered route (in authorization/), each answered for an anonymous
 * visitor, the owner of the thing it names, another signed-in user and staff. A route the app registers
 * without a row fails the test, so a new endpoint cannot land without its access rules written down.
 */
const TABLE: Row[] = [...SITE_ACCOUNT_DESIGN_ROWS, ...SHOP_AI_ROWS, ...WORKSHOP_ROWS]

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
  given.tee = await insertShopProduct(server.database.db)
  given.sprite = new Blob([new Uint8Array(await upscaledSprite())], { type: 'image/png' })
  for (const actor of ['owner', 'other', 'staff'] as const) {
    const client = new TestClient(server.app)
    const user = await client.register()
    clients[actor] = Object.assign(client, { pk: user.pk })
    if (actor === 'owner') given.login = user
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
        product_color_id: given.tee.colorId,
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
