import type { Paged, WorkshopOrder, WorkshopOrderDetail } from '@threadbit/contracts'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orderMails, orderStatusEvents, orders } from '../../db/schema.ts'
import { TestClient } from '../../testing/test-app.ts'
import { insertDesign } from '../../testing/shop-fixtures.ts'
import * as ws from './workshop-fixture.ts'

const server = ws.workshopPerFile()

describe('who may use the workshop', () => {
  it('refuses anonymous (403) and non-staff (404) on every endpoint, the customer and the designer included', async () => {
    const order = await ws.placeOrder({ client: ws.customer, email: ws.customerEmail })
    const line = (await ws.detail(order.uuid)).lines[0]!
    const design = await insertDesign(server.database.db, { ownerId: ws.designOwner })
    const endpoints: [method: 'GET' | 'POST' | 'PUT', url: string, body?: Record<string, unknown>][] = [
      ['GET', '/api/workshop/summary/'],
      ['GET', '/api/workshop/orders/'],
      ['GET', `/api/workshop/orders/${order.uuid}/`],
      ['POST', `/api/workshop/orders/${order.uuid}/status/`, { status: 'in_production' }],
      ['POST', `/api/workshop/orders/${order.uuid}/lines/${line.id}/status/`, { status: 'in_production' }],
      ['GET', `/api/workshop/orders/${order.uuid}/lines/${line.id}/pack/`],
      ['POST', '/api/workshop/packs/', { line_ids: [line.id] }],
      ['GET', '/api/workshop/settings/'],
      ['PUT', '/api/workshop/settings/', { machine_format: 'pes' }],
      ['GET', '/api/workshop/designs/'],
      ['POST', `/api/workshop/designs/${design.uuid}/unpublish/`, { reason: 'test' }],
      ['GET', '/api/workshop/reviews/'],
      ['POST', '/api/workshop/reviews/1/hide/', { reason: 'test' }],
      ['GET', '/api/workshop/reports/'],
      ['GET', '/api/workshop/audit-log/'],
    ]
    const designer = new TestClient(server.app)
    await designer.register()
    const callers: [name: string, client: TestClient, status: number][] = [
      ['anonymous', new TestClient(server.app), 403],
      ['user', ws.user, 404],
      ['the customer of the order', ws.customer, 404],
      ['another user', designer, 404],
    ]
    for (const [method, url, body] of endpoints) {
      for (const [name, client, status] of callers) {
        const res = await client.request(method, url, body)
        expect(res.statusCode, `${name} ${method} ${url}`).toBe(status)
      }
    }
    // Nothing changed through the refused requests.
    expect((await ws.detail(order.uuid)).status).toBe('new')
    expect((await ws.staff.get(`/api/pixel-art/${design.uuid}/`)).json()).toMatchObject({ is_public: true })
    // Staff get through every one (the two moderation calls with real targets are covered below).
    for (const [method, url, body] of endpoints.filter(
      ([, u]) => !u.includes('/unpublish/') && !u.includes('/hide/'),
    )) {
      const res = await ws.staff.request(method, url, body)
      expect(res.statusCode, `staff ${method} ${url}`).toBe(200)
    }
  })
})

describe('the order queue', () => {
  it('lists orders newest first with customer e-mail, source, lines, stitch sizes and prices from checkout', async () => {
    // On the shared PostgreSQL other test files place orders at the same time, and the queue lists
    // everyone's: this test's orders carry a design title of their own, and the queue is searched by it.
    const title = `Queue order ${ws.tag}`
    await ws.placeOrder({ title })
    const first = await ws.placeOrder({ title })
    const second = await ws.placeOrder({ title, lines: 2 })
    const res = await ws.staff.get(`/api/workshop/orders/?page_size=2&search=${encodeURIComponent(title)}`)
    expect(res.statusCode).toBe(200)
    const page = res.json() as Paged<WorkshopOrder>
    expect(page.results.map((o) => o.uuid)).toEqual([second.uuid, first.uuid])
    expect(page.next).toMatch(/\/api\/workshop\/orders\/\?page_size=2&search=Queue\+order\+\w+&page=2$/)
    const [order] = page.results
    expect(order).toMatchObject({
      email: second.email,
      name: 'Grace Buyer',
      source: 'builtin',
      status: 'new',
      number: second.uuid.slice(0, 8).toUpperCase(),
      total_cents: 3200 * 1 + 3200 * 2,
    })
    expect(order!.lines).toHaveLength(2)
    expect(order!.lines[1]).toMatchObject({
      quantity: 2,
      price_cents: 3200,
      product_name: ws.tee.name,
      color_name: 'Black',
      size: 'M',
      stitch_size: 2,
      scale_factor: 1,
      width_mm: 24,
      height_mm: 20,
      design_uuid: second.design.uuid,
      status: 'new',
      image_url: expect.stringMatching(/^\/api\/pixel-art-products\/[0-9a-f-]{36}\/render\/\?v=\d+$/),
      // Region from (100, 100) at 5 px/mm; centre of the image is x = 500; the design is 24 × 20 mm.
      placement: { from_top_mm: 50 - 10, from_centre_mm: -30, region_name: 'Front' },
    })
  })

  it('filters by status and searches by order number, e-mail and design title', async () => {
    const email = ws.uniqueEmail()
    const byEmail = await ws.placeOrder({ email })
    const title = `Moonlit fox ${ws.tag}`
    const byTitle = await ws.placeOrder({ title })
    const find = async (query: string) =>
      ((await ws.staff.get(`/api/workshop/orders/?${query}`)).json() as Paged<WorkshopOrder>).results.map(
        (o) => o.uuid,
      )
    expect(await find(`search=${encodeURIComponent(email.toUpperCase())}`)).toEqual([byEmail.uuid])
    expect(await find(`search=${encodeURIComponent(title.toLowerCase())}`)).toEqual([byTitle.uuid])
    expect(await find(`search=${byTitle.uuid.slice(0, 8).toUpperCase()}`)).toContain(byTitle.uuid)
    expect(await find(`search=%23${byEmail.uuid.slice(0, 8)}`)).toContain(byEmail.uuid)
    expect(await find('search=%25_nothing%25here')).toEqual([])
    await ws.staff.post(`/api/workshop/orders/${byTitle.uuid}/status/`, { status: 'cancelled' })
    const cancelled = await find('status=cancelled&page_size=96')
    expect(cancelled).toContain(byTitle.uuid)
    expect(cancelled).not.toContain(byEmail.uuid)
    expect((await ws.staff.get('/api/workshop/orders/?status=lost')).statusCode).toBe(400)
    expect((await ws.staff.get('/api/workshop/orders/?page=999')).statusCode).toBe(404)
  })
})

describe('statuses', () => {
  it('moves lines and the order forward with an append-only history of who and when', async () => {
    const order = await ws.placeOrder({ lines: 2 })
    const before = await ws.detail(order.uuid)
    const [a, b] = before.lines
    let res = await ws.staff.post(`/api/workshop/orders/${order.uuid}/lines/${a!.id}/status/`, {
      status: 'in_production',
    })
    expect(res.statusCode).toBe(200)
    // One line in production: the order is as far as its least advanced line.
    expect((res.json() as WorkshopOrderDetail).status).toBe('new')
    res = await ws.staff.post(`/api/workshop/orders/${order.uuid}/lines/${b!.id}/status/`, {
      status: 'stitched',
    })
    const after = res.json() as WorkshopOrderDetail
    expect(after.status).toBe('in_production')
    expect(after.history.map((e) => [e.line_id, e.from_status, e.to_status])).toEqual([
      [a!.id, 'new', 'in_production'],
      [b!.id, 'new', 'stitched'],
      [null, 'new', 'in_production'],
    ])
    expect(after.history.every((e) => e.actor && !Number.isNaN(Date.parse(e.created_at)))).toBe(true)
    // Backwards is refused; the line's history is untouched.
    res = await ws.staff.post(`/api/workshop/orders/${order.uuid}/lines/${b!.id}/status/`, { status: 'new' })
    expect(res.statusCode).toBe(409)
    // The history table refuses changes at the server.database too.
    await expect(
      server.database.db
        .update(orderStatusEvents)
        .set({ toStatus: 'new' })
        .where(eq(orderStatusEvents.id, after.history[0]!.id)),
    ).rejects.toThrow()
    await expect(
      server.database.db.delete(orderStatusEvents).where(eq(orderStatusEvents.id, after.history[0]!.id)),
    ).rejects.toThrow()
    expect((await ws.detail(order.uuid)).history).toHaveLength(3)
  })

  it('ships with a tracking number: one mail to the customer, listed on the order; a repeat adds nothing', async () => {
    const order = await ws.placeOrder()
    const url = `/api/workshop/orders/${order.uuid}/status/`
    const ship = { status: 'shipped', tracking_number: '1Z999AA10123456784' }
    const res = await ws.staff.post(url, ship)
    expect(res.statusCode).toBe(200)
    const shipped = res.json() as WorkshopOrderDetail
    expect(shipped).toMatchObject({ status: 'shipped', tracking_number: '1Z999AA10123456784' })
    expect(shipped.lines.every((l) => l.status === 'shipped')).toBe(true)
    const mail = await ws.smtp.mailTo(order.email)
    expect(mail.text).toContain('1Z999AA10123456784')
    expect(mail.text).toContain(order.uuid.slice(0, 8).toUpperCase())
    expect(shipped.mails.map((m) => [m.kind, m.to, m.state])).toEqual([
      ['receipt', order.email, 'sent'],
      ['shipped', order.email, 'sent'],
    ])
    // Again, and twice at once: no second history row, no second mail.
    const again = await Promise.all([ws.staff.post(url, ship), ws.staff.post(url, ship)])
    expect(again.map((r) => r.statusCode)).toEqual([200, 200])
    const final = await ws.detail(order.uuid)
    expect(final.history.filter((e) => e.line_id === null)).toHaveLength(1)
    expect(final.mails).toHaveLength(2)
    expect(ws.smtp.received.filter((m) => m.to.includes(order.email))).toHaveLength(2)
    // Shipped is final.
    expect((await ws.staff.post(url, { status: 'cancelled' })).statusCode).toBe(409)
    const [stored] = await server.database.db.select().from(orderMails).where(eq(orderMails.kind, 'shipped'))
    expect(stored).toBeDefined()
  })

  it('cancels an order but keeps its lines and recorded prices; refuses bad input with a 4xx', async () => {
    const order = await ws.placeOrder({ lines: 2 })
    const url = `/api/workshop/orders/${order.uuid}/status/`
    for (const [body, field] of [
      [{ status: 'lost' }, 'status'],
      [{}, 'status'],
      [{ status: 'stitched', tracking_number: 'ABC' }, 'tracking_number'],
      [{ status: 'shipped', tracking_number: 'x'.repeat(101) }, 'tracking_number'],
    ] as const) {
      const res = await ws.staff.post(url, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(Object.keys(res.json() as object)).toEqual([field])
    }
    expect(
      (await ws.staff.request('POST', url, '[1]', { 'content-type': 'application/json' })).statusCode,
    ).toBe(400)
    expect(
      (await ws.staff.post(`/api/workshop/orders/${crypto.randomUUID()}/status/`, { status: 'new' }))
        .statusCode,
    ).toBe(404)
    expect(
      (await ws.staff.post(`/api/workshop/orders/${order.uuid}/lines/99999999/status/`, { status: 'new' }))
        .statusCode,
    ).toBe(404)
    const res = await ws.staff.post(url, { status: 'cancelled' })
    const cancelled = res.json() as WorkshopOrderDetail
    expect(cancelled.status).toBe('cancelled')
    expect(cancelled.lines.map((l) => [l.status, l.price_cents])).toEqual([
      ['cancelled', 3200],
      ['cancelled', 3200],
    ])
    const [row] = await server.database.db.select().from(orders).where(eq(orders.uuid, order.uuid))
    expect(row?.totalCents).toBe(3200 * 3)
    // Orders with history cannot be deleted.
    await expect(server.database.db.delete(orders).where(eq(orders.uuid, order.uuid))).rejects.toThrow()
  })
})
