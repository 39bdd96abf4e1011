import type { CheckoutResponse } from '@threadbit/contracts'
import { count, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderItems, orders, pixelArtProducts } from '../../db/schema.ts'
import { orderCompletedPayload, startFakeSnipcart } from '../../testing/fake-snipcart.ts'
import { findLink, startSmtpServer } from '../../testing/smtp.ts'
import { createTestApp, TestClient } from '../../testing/test-app.ts'
import { appPerFile } from '../../testing/app-per-file.ts'
import { centre, insertDesign, insertOwner, insertShopProduct } from '../../testing/shop-fixtures.ts'
import { ShopMessages } from '../shop/shop.service.ts'
import { OrderMessages } from './orders.service.ts'

let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let tee: Awaited<ReturnType<typeof insertShopProduct>>
let other: Awaited<ReturnType<typeof insertShopProduct>>
let shopOwner: number

const server = appPerFile(async (database, closeLater) => {
  tee = await insertShopProduct(database.db)
  other = await insertShopProduct(database.db)
  shopOwner = await insertOwner(database.db)
  smtp = closeLater(await startSmtpServer())
  return { env: { SMTP_URL: smtp.url } }
})

const uniqueEmail = () => `buyer${Math.random().toString(36).slice(2, 10)}@example.com`

async function ordersFor(email: string) {
  return server.database.db.select().from(orders).where(eq(orders.email, email))
}

function item(artUuid: string, extra: Record<string, unknown> = {}) {
  return {
    sku_id: tee.skuId,
    art_uuid: artUuid,
    product_color_id: tee.colorId,
    ...centre,
    quantity: 1,
    ...extra,
  }
}

describe('Snipcart product data', () => {
  it('answers the catalogue price in dollars as JSON for the crawler', async () => {
    const c = new TestClient(server.app)
    const res = await c.get(`/api/rest/snipcart/products/${tee.skuId}/`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    expect(res.json()).toEqual({
      id: String(tee.skuId),
      price: 32,
      url: `/api/rest/snipcart/products/${tee.skuId}/`,
    })
    for (const bad of ['999999999', 'abc', '1e3', '-1', '0']) {
      expect((await c.get(`/api/rest/snipcart/products/${bad}/`)).statusCode, bad).toBe(404)
    }
  })
})

describe('built-in checkout', () => {
  it('records the order with catalogue prices, ignoring prices the client sends, and mails the review link', async () => {
    const design = await insertDesign(server.database.db, { ownerId: shopOwner, title: 'Checkout art' })
    const email = uniqueEmail()
    const c = new TestClient(server.app)
    const res = await c.post('/api/orders/checkout/', {
      email,
      name: 'Ada Buyer',
      total_cents: 1,
      items: [item(design.uuid, { quantity: 2, price: 0.01, price_cents: 1 })],
    })
    expect(res.statusCode).toBe(201)
    const body = res.json() as CheckoutResponse
    expect(body.total_cents).toBe(6400)
    expect(body.items).toEqual([
      { sku_id: tee.skuId, pixel_art_product_uuid: expect.any(String), quantity: 2, price_cents: 3200 },
    ])
    const [stored] = await ordersFor(email)
    expect(stored).toMatchObject({ uuid: body.uuid, totalCents: 6400, source: 'builtin', name: 'Ada Buyer' })
    const [product] = await server.database.db
      .select()
      .from(pixelArtProducts)
      .where(eq(pixelArtProducts.uuid, body.items[0]!.pixel_art_product_uuid))
    expect(product?.timesOrdered).toBe(2)

    const mail = await smtp.mailTo(email)
    expect(findLink(mail, /http:\/\/threadbit\.test\/review\/[0-9a-f-]{36}/)).toBe(
      `http://threadbit.test/review/${body.uuid}`,
    )
    expect(mail.text).toContain('Checkout art')
    expect(mail.text).toContain('$64.00')
  })

  it('refuses out-of-stock and unknown sizes, sizes of another colour and placements outside the region', async () => {
    const design = await insertDesign(server.database.db, { ownerId: shopOwner })
    const email = uniqueEmail()
    const c = new TestClient(server.app)
    const res = await c.post('/api/orders/checkout/', {
      email,
      name: 'Bob',
      items: [
        item(design.uuid),
        item(design.uuid, { sku_id: tee.outOfStockSkuId }),
        item(design.uuid, { sku_id: other.skuId }),
        item(design.uuid, { placement_x: 0.01 }),
        item(design.uuid, { sku_id: 987654321 }),
        item('6f1c1f2e-0000-4000-8000-000000000000'),
      ],
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      items: [
        {},
        { sku_id: [OrderMessages.outOfStock] },
        { sku_id: [OrderMessages.skuOtherColor] },
        { non_field_errors: [ShopMessages.outside] },
        { sku_id: [OrderMessages.skuMissing(987654321)] },
        { art_uuid: [OrderMessages.designMissing] },
      ],
    })
    // All or nothing: the valid first line was not recorded either.
    expect(await ordersFor(email)).toEqual([])
  })

  it('reports request errors per field and per item, and never a 500 for junk', async () => {
    const design = await insertDesign(server.database.db, { ownerId: shopOwner })
    const c = new TestClient(server.app)
    const res = await c.post('/api/orders/checkout/', {
      email: 'not-an-email',
      name: '',
      items: [item(design.uuid), item(design.uuid, { quantity: 0, sku_id: 'x' })],
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      email: ['Enter a valid email address.'],
      name: ['This field may not be blank.'],
      items: [
        {},
        {
          sku_id: ['A valid integer is required.'],
          quantity: ['Ensure this value is greater than or equal to 1.'],
        },
      ],
    })
    const empty = await c.post('/api/orders/checkout/', { email: 'a@b.co', name: 'A', items: [] })
    expect(empty.json()).toEqual({ items: ['Your cart is empty.'] })
    for (const junk of ['[]', '"x"', 'null', '{"items": {}}', '{']) {
      const r = await c.request('POST', '/api/orders/checkout/', junk, { 'content-type': 'application/json' })
      expect(r.statusCode, junk).toBe(400)
    }
  })

  it('copes with hostile values: NUL characters and ids beyond the integer range', async () => {
    const design = await insertDesign(server.database.db, { ownerId: shopOwner })
    const c = new TestClient(server.app)
    const email = uniqueEmail()
    const nul = await c.post('/api/orders/checkout/', {
      email,
      name: 'Nul\u0000Name',
      items: [item(design.uuid)],
    })
    expect(nul.statusCode).toBe(201)
    expect((await ordersFor(email))[0]?.name).toBe('NulName')
    const huge = await c.post('/api/orders/checkout/', {
      email: uniqueEmail(),
      name: 'X',
      items: [item(design.uuid, { sku_id: 2 ** 40 })],
    })
    expect(huge.statusCode).toBe(400)
    expect((await c.get('/api/rest/snipcart/products/9999999999/')).statusCode).toBe(404)
  })

  it('does not sell a private design of someone else', async () => {
    const owner = new TestClient(server.app)
    const user = await owner.register()
    const priv = await insertDesign(server.database.db, { ownerId: user.pk, isPublic: false })
    const body = { email: uniqueEmail(), name: 'X', items: [item(priv.uuid)] }
    const stranger = await new TestClient(server.app).post('/api/orders/checkout/', body)
    expect(stranger.statusCode).toBe(400)
    expect(stranger.json()).toEqual({ items: [{ art_uuid: [OrderMessages.designMissing] }] })
    expect((await owner.post('/api/orders/checkout/', body)).statusCode).toBe(201)
  })

  it('keeps the order when the mail cannot be sent', async () => {
    const failing = await createTestApp(server.database, {
      mailer: {
        send: () => Promise.reject(new Error('smtp down')),
      },
    })
    try {
      const design = await insertDesign(server.database.db, { ownerId: shopOwner })
      const email = uniqueEmail()
      const res = await new TestClient(failing).post('/api/orders/checkout/', {
        email,
        name: 'Mailless',
        items: [item(design.uuid)],
      })
      expect(res.statusCode).toBe(201)
      expect(await ordersFor(email)).toHaveLength(1)
    } finally {
      await failing.close()
    }
  })

  it('does not exist while Snipcart is the cart', async () => {
    const withSnipcart = await createTestApp(server.database, { env: { SNIPCART_PUBLIC_KEY: 'pk_test' } })
    try {
      const design = await insertDesign(server.database.db, { ownerId: shopOwner })
      const res = await new TestClient(withSnipcart).post('/api/orders/checkout/', {
        email: uniqueEmail(),
        name: 'X',
        items: [item(design.uuid)],
      })
      expect(res.statusCode).toBe(404)
    } finally {
      await withSnipcart.close()
    }
  })
})

describe('Snipcart webhook', () => {
  const secret = 'sk_test_secret'
  let snipcart: Awaited<ReturnType<typeof startFakeSnipcart>>
  let hooked: FastifyInstance

  beforeAll(async () => {
    snipcart = await startFakeSnipcart(secret)
    hooked = await createTestApp(server.database, {
      env: {
        SMTP_URL: smtp.url,
        SNIPCART_PUBLIC_KEY: 'pk_test',
        SNIPCART_SECRET_KEY: secret,
        SNIPCART_API_URL: snipcart.apiUrl,
      },
    })
  })
  afterAll(async () => {
    await hooked.close()
    await snipcart.close()
  })

  // Snipcart sends no CSRF cookie: the webhook must not need one.
  const deliver = (body: unknown, token?: string) =>
    new TestClient(hooked, { sendCsrf: false }).request(
      'POST',
      '/api/orders/snipcart-webhook/',
      JSON.stringify(body),
      { 'content-type': 'application/json', ...(token ? { 'x-snipcart-requesttoken': token } : {}) },
    )

  it('records a completed order once, with catalogue prices, and mails the review link', async () => {
    const design = await insertDesign(server.database.db, { ownerId: shopOwner, title: 'Hooked' })
    const email = uniqueEmail()
    const payload = orderCompletedPayload({
      email,
      name: 'Snip Buyer',
      lines: [
        {
          skuId: tee.skuId,
          quantity: 3,
          artUuid: design.uuid,
          placement: '0.50,0.50',
          designSize: '1.50',
          price: 0.5,
        },
        {
          skuId: tee.skuId,
          quantity: 1,
          artUuid: design.uuid,
          placement: '0.40,0.45',
          designSize: '1.50 x2',
        },
      ],
    })
    const res = await deliver(payload, snipcart.issueToken())
    expect(res.statusCode).toBe(201)
    const { uuid } = res.json() as { uuid: string }
    expect(snipcart.calls.at(-1)).toMatchObject({
      authorization: `Basic ${Buffer.from(`${secret}:`).toString('base64')}`,
      accept: 'application/json',
    })
    const [stored] = await ordersFor(email)
    expect(stored).toMatchObject({ uuid, source: 'snipcart', name: 'Snip Buyer', totalCents: 4 * 3200 })
    const lines = await server.database.db
      .select({
        quantity: orderItems.quantity,
        price: orderItems.priceCents,
        scale: pixelArtProducts.scaleFactor,
      })
      .from(orderItems)
      .innerJoin(pixelArtProducts, eq(pixelArtProducts.id, orderItems.pixelArtProductId))
      .where(eq(orderItems.orderId, stored!.id))
    expect(lines).toEqual(
      expect.arrayContaining([
        { quantity: 3, price: 3200, scale: 1 },
        { quantity: 1, price: 3200, scale: 2 },
      ]),
    )
    const mail = await smtp.mailTo(email)
    expect(mail.text).toContain(`http://threadbit.test/review/${uuid}`)

    // Snipcart retries deliveries: the same order token is the same order.
    const replay = await deliver(payload, snipcart.issueToken())
    expect(replay.statusCode).toBe(200)
    expect(replay.json()).toEqual({ uuid, created: false })
    expect(await ordersFor(email)).toHaveLength(1)
  })

  it('refuses calls without a token or with one Snipcart did not issue', async () => {
    const email = uniqueEmail()
    const payload = orderCompletedPayload({ email, name: 'X', lines: [] })
    const missing = await deliver(payload)
    expect(missing.statusCode).toBe(401)
    expect(missing.json()).toEqual({ detail: 'Missing X-Snipcart-RequestToken header.' })
    const forged = await deliver(payload, 'forged-token')
    expect(forged.statusCode).toBe(401)
    expect(forged.json()).toEqual({ detail: 'Invalid Snipcart request token.' })
    expect(await ordersFor(email)).toEqual([])
  })

  it('ignores other events and refuses a malformed order', async () => {
    const ignored = await deliver({ eventName: 'order.status.changed', content: {} }, snipcart.issueToken())
    expect(ignored.statusCode).toBe(200)
    expect(ignored.json()).toEqual({ detail: 'Ignored.' })
    const malformed = await deliver(
      { eventName: 'order.completed', content: { items: 'x' } },
      snipcart.issueToken(),
    )
    expect(malformed.statusCode).toBe(400)
    const junk = await deliver('nonsense', snipcart.issueToken())
    expect(junk.statusCode).toBe(400)
  })

  it('skips lines it cannot match and still records the rest', async () => {
    const design = await insertDesign(server.database.db, { ownerId: shopOwner })
    const email = uniqueEmail()
    const payload = orderCompletedPayload({
      email,
      name: 'Partial',
      lines: [
        { skuId: 987654321, quantity: 1, artUuid: design.uuid, placement: '0.5,0.5', designSize: '1.5' },
        { skuId: tee.skuId, quantity: 1, artUuid: design.uuid, placement: 'garbage', designSize: '1.5' },
        { skuId: tee.skuId, quantity: 2, artUuid: design.uuid, placement: '0.5,0.5', designSize: '2.00' },
      ],
    })
    const res = await deliver(payload, snipcart.issueToken())
    expect(res.statusCode).toBe(201)
    const [stored] = await ordersFor(email)
    expect(stored?.totalCents).toBe(6400)
    const [n] = await server.database.db
      .select({ n: count() })
      .from(orderItems)
      .where(eq(orderItems.orderId, stored!.id))
    expect(n?.n).toBe(1)
  })

  it('is 404 when no secret key is configured', async () => {
    const res = await new TestClient(server.app, { sendCsrf: false }).request(
      'POST',
      '/api/orders/snipcart-webhook/',
      '{}',
      { 'content-type': 'application/json', 'x-snipcart-requesttoken': 't' },
    )
    expect(res.statusCode).toBe(404)
  })
})
