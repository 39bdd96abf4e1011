import { randomBytes } from 'node:crypto'
import type {
  CheckoutResponse,
  ContentReport,
  ModeratedDesign,
  ModerationLogEntry,
  Paged,
  WorkshopOrder,
  WorkshopOrderDetail,
  WorkshopSummary,
} from '@threadbit/contracts'
import { readDst, readPes } from '@threadbit/embroidery'
import { eq } from 'drizzle-orm'
import { unzipSync } from 'fflate'
import { beforeAll, describe, expect, it } from 'vitest'
import { orderMails, orderStatusEvents, orders } from '../../db/schema.ts'
import { makeStaff } from '../../testing/fixtures.ts'
import { startSmtpServer } from '../../testing/smtp.ts'
import { TestClient } from '../../testing/test-app.ts'
import { appPerFile } from '../../testing/app-per-file.ts'
import { centre, insertDesign, insertOwner, insertShopProduct } from '../../testing/shop-fixtures.ts'

let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let tee: Awaited<ReturnType<typeof insertShopProduct>>
let designOwner: number
let staff: TestClient
let user: TestClient
let customer: TestClient
let customerEmail: string

const tag = Math.random().toString(36).slice(2, 8)
const uniqueEmail = () => `ws${tag}${Math.random().toString(36).slice(2, 8)}@example.com`

const server = appPerFile(async (database, closeLater) => {
  tee = await insertShopProduct(database.db)
  designOwner = await insertOwner(database.db)
  smtp = closeLater(await startSmtpServer())
  return { env: { SMTP_URL: smtp.url } }
})
beforeAll(async () => {
  staff = new TestClient(server.app)
  const staffUser = await staff.register()
  await makeStaff(server.database.db, staffUser.pk)
  user = new TestClient(server.app)
  await user.register()
  customer = new TestClient(server.app)
  customerEmail = (await customer.register()).email
})

async function placeOrder(
  options: { email?: string; title?: string; lines?: number; client?: TestClient; border?: boolean } = {},
) {
  const design = await insertDesign(server.database.db, {
    ownerId: designOwner,
    title: options.title ?? `Workshop art ${tag}`,
    size: [12, 10],
    border: options.border ?? false,
    paint: (x) => (x < 6 ? [255, 0, 0, 255] : [0, 0, 255, 255]),
  })
  const email = options.email ?? uniqueEmail()
  const items = Array.from({ length: options.lines ?? 1 }, (_, i) => ({
    sku_id: tee.skuId,
    art_uuid: design.uuid,
    product_color_id: tee.colorId,
    ...centre,
    stitch_size: 1.5 + i * 0.5,
    quantity: i + 1,
  }))
  const res = await (options.client ?? new TestClient(server.app)).post('/api/orders/checkout/', {
    email,
    name: 'Grace Buyer',
    items,
  })
  if (res.statusCode !== 201) throw new Error(`checkout failed: ${res.body}`)
  return { ...(res.json() as CheckoutResponse), email, design }
}

async function detail(uuid: string) {
  const res = await staff.get(`/api/workshop/orders/${uuid}/`)
  expect(res.statusCode).toBe(200)
  return res.json() as WorkshopOrderDetail
}

describe('who may use the workshop', () => {
  it('refuses anonymous (403) and non-staff (404) on every endpoint, the customer and the designer included', async () => {
    const order = await placeOrder({ client: customer, email: customerEmail })
    const line = (await detail(order.uuid)).lines[0]!
    const design = await insertDesign(server.database.db, { ownerId: designOwner })
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
      ['user', user, 404],
      ['the customer of the order', customer, 404],
      ['another user', designer, 404],
    ]
    for (const [method, url, body] of endpoints) {
      for (const [name, client, status] of callers) {
        const res = await client.request(method, url, body)
        expect(res.statusCode, `${name} ${method} ${url}`).toBe(status)
      }
    }
    // Nothing changed through the refused requests.
    expect((await detail(order.uuid)).status).toBe('new')
    expect((await staff.get(`/api/pixel-art/${design.uuid}/`)).json()).toMatchObject({ is_public: true })
    // Staff get through every one (the two moderation calls with real targets are covered below).
    for (const [method, url, body] of endpoints.filter(
      ([, u]) => !u.includes('/unpublish/') && !u.includes('/hide/'),
    )) {
      const res = await staff.request(method, url, body)
      expect(res.statusCode, `staff ${method} ${url}`).toBe(200)
    }
  })
})

describe('the order queue', () => {
  it('lists orders newest first with customer e-mail, source, lines, stitch sizes and prices from checkout', async () => {
    const first = await placeOrder()
    const second = await placeOrder({ lines: 2 })
    const res = await staff.get('/api/workshop/orders/?page_size=2')
    expect(res.statusCode).toBe(200)
    const page = res.json() as Paged<WorkshopOrder>
    expect(page.results.map((o) => o.uuid)).toEqual([second.uuid, first.uuid])
    expect(page.next).toMatch(/\/api\/workshop\/orders\/\?page_size=2&page=2$/)
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
      product_name: tee.name,
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
    const email = uniqueEmail()
    const byEmail = await placeOrder({ email })
    const title = `Moonlit fox ${tag}`
    const byTitle = await placeOrder({ title })
    const find = async (query: string) =>
      ((await staff.get(`/api/workshop/orders/?${query}`)).json() as Paged<WorkshopOrder>).results.map(
        (o) => o.uuid,
      )
    expect(await find(`search=${encodeURIComponent(email.toUpperCase())}`)).toEqual([byEmail.uuid])
    expect(await find(`search=${encodeURIComponent(title.toLowerCase())}`)).toEqual([byTitle.uuid])
    expect(await find(`search=${byTitle.uuid.slice(0, 8).toUpperCase()}`)).toContain(byTitle.uuid)
    expect(await find(`search=%23${byEmail.uuid.slice(0, 8)}`)).toContain(byEmail.uuid)
    expect(await find('search=%25_nothing%25here')).toEqual([])
    await staff.post(`/api/workshop/orders/${byTitle.uuid}/status/`, { status: 'cancelled' })
    const cancelled = await find('status=cancelled&page_size=96')
    expect(cancelled).toContain(byTitle.uuid)
    expect(cancelled).not.toContain(byEmail.uuid)
    expect((await staff.get('/api/workshop/orders/?status=lost')).statusCode).toBe(400)
    expect((await staff.get('/api/workshop/orders/?page=999')).statusCode).toBe(404)
  })
})

describe('statuses', () => {
  it('moves lines and the order forward with an append-only history of who and when', async () => {
    const order = await placeOrder({ lines: 2 })
    const before = await detail(order.uuid)
    const [a, b] = before.lines
    let res = await staff.post(`/api/workshop/orders/${order.uuid}/lines/${a!.id}/status/`, {
      status: 'in_production',
    })
    expect(res.statusCode).toBe(200)
    // One line in production: the order is as far as its least advanced line.
    expect((res.json() as WorkshopOrderDetail).status).toBe('new')
    res = await staff.post(`/api/workshop/orders/${order.uuid}/lines/${b!.id}/status/`, {
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
    res = await staff.post(`/api/workshop/orders/${order.uuid}/lines/${b!.id}/status/`, { status: 'new' })
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
    expect((await detail(order.uuid)).history).toHaveLength(3)
  })

  it('ships with a tracking number: one mail to the customer, listed on the order; a repeat adds nothing', async () => {
    const order = await placeOrder()
    const url = `/api/workshop/orders/${order.uuid}/status/`
    const ship = { status: 'shipped', tracking_number: '1Z999AA10123456784' }
    const res = await staff.post(url, ship)
    expect(res.statusCode).toBe(200)
    const shipped = res.json() as WorkshopOrderDetail
    expect(shipped).toMatchObject({ status: 'shipped', tracking_number: '1Z999AA10123456784' })
    expect(shipped.lines.every((l) => l.status === 'shipped')).toBe(true)
    const mail = await smtp.mailTo(order.email)
    expect(mail.text).toContain('1Z999AA10123456784')
    expect(mail.text).toContain(order.uuid.slice(0, 8).toUpperCase())
    expect(shipped.mails.map((m) => [m.kind, m.to, m.state])).toEqual([
      ['receipt', order.email, 'sent'],
      ['shipped', order.email, 'sent'],
    ])
    // Again, and twice at once: no second history row, no second mail.
    const again = await Promise.all([staff.post(url, ship), staff.post(url, ship)])
    expect(again.map((r) => r.statusCode)).toEqual([200, 200])
    const final = await detail(order.uuid)
    expect(final.history.filter((e) => e.line_id === null)).toHaveLength(1)
    expect(final.mails).toHaveLength(2)
    expect(smtp.received.filter((m) => m.to.includes(order.email))).toHaveLength(2)
    // Shipped is final.
    expect((await staff.post(url, { status: 'cancelled' })).statusCode).toBe(409)
    const [stored] = await server.database.db.select().from(orderMails).where(eq(orderMails.kind, 'shipped'))
    expect(stored).toBeDefined()
  })

  it('cancels an order but keeps its lines and recorded prices; refuses bad input with a 4xx', async () => {
    const order = await placeOrder({ lines: 2 })
    const url = `/api/workshop/orders/${order.uuid}/status/`
    for (const [body, field] of [
      [{ status: 'lost' }, 'status'],
      [{}, 'status'],
      [{ status: 'stitched', tracking_number: 'ABC' }, 'tracking_number'],
      [{ status: 'shipped', tracking_number: 'x'.repeat(101) }, 'tracking_number'],
    ] as const) {
      const res = await staff.post(url, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(Object.keys(res.json() as object)).toEqual([field])
    }
    expect((await staff.request('POST', url, '[1]', { 'content-type': 'application/json' })).statusCode).toBe(
      400,
    )
    expect(
      (await staff.post(`/api/workshop/orders/${crypto.randomUUID()}/status/`, { status: 'new' })).statusCode,
    ).toBe(404)
    expect(
      (await staff.post(`/api/workshop/orders/${order.uuid}/lines/99999999/status/`, { status: 'new' }))
        .statusCode,
    ).toBe(404)
    const res = await staff.post(url, { status: 'cancelled' })
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

describe('production packs', () => {
  it("holds the machine file at the line's stitch size in the workshop's format, the sheet and the guide", async () => {
    const order = await placeOrder({ lines: 2, border: true })
    const [small, large] = (await detail(order.uuid)).lines
    const res = await staff.get(`/api/workshop/orders/${order.uuid}/lines/${large!.id}/pack/`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/zip')
    expect(res.headers['content-disposition']).toMatch(/attachment; filename=".+-line\d+-.+\.zip"/)
    const files = unzipSync(new Uint8Array(res.rawPayload))
    const names = Object.keys(files).sort()
    // The embroidery download's pack (machine file, thread list, sheet as HTML and PDF) plus the placement guide.
    expect(names).toHaveLength(5)
    expect(names).toEqual(
      expect.arrayContaining([
        'threads.txt',
        'production-sheet.html',
        'production-sheet.pdf',
        'placement-guide.png',
      ]),
    )
    const pesName = names.find((n) => n.endsWith('.pes'))!
    const pes = readPes(files[pesName]!)
    // 12 × 10 cells at 2.0 mm, plus a 2 mm border on each side; the file counts in 0.1 mm.
    expect([pes.width, pes.height]).toEqual([(12 * 2 + 4) * 10, (10 * 2 + 4) * 10])
    expect([large!.width_mm, large!.height_mm]).toEqual([28, 24])
    const sheet = new TextDecoder().decode(files['production-sheet.html'])
    expect(sheet).toContain('28.0 × 24.0 mm')
    expect(sheet).toContain('Colour sequence')
    // The hoop from the hoop table of the workshop's machine (PES: Brother), the order's rows and the guide.
    expect(sheet).toContain('Brother 10×10 cm')
    expect(sheet).toContain(`line ${large!.id}`)
    expect(sheet).toContain('Placement')
    expect(sheet).toContain('src="placement-guide.png"')
    expect(Buffer.from(files['production-sheet.pdf']!.subarray(0, 5)).toString()).toBe('%PDF-')
    expect(sheet).toMatch(/#ff0000[\s\S]*#0000ff|#0000ff[\s\S]*#ff0000/)
    const guide = files['placement-guide.png']!
    expect(Buffer.from(guide.subarray(1, 4)).toString()).toBe('PNG')

    // The machine is chosen once in settings; packs follow it.
    expect((await staff.put('/api/workshop/settings/', { machine_format: 'svg' })).statusCode).toBe(400)
    expect((await staff.put('/api/workshop/settings/', { machine_format: 'dst' })).json()).toMatchObject({
      machine_format: 'dst',
    })
    try {
      const batch = await staff.post('/api/workshop/packs/', { line_ids: [small!.id, large!.id] })
      expect(batch.statusCode).toBe(200)
      const all = unzipSync(new Uint8Array(batch.rawPayload))
      const dsts = Object.keys(all).filter((n) => n.endsWith('.dst'))
      expect(dsts).toHaveLength(2)
      expect(Object.keys(all)).toHaveLength(10)
      const smallDst = readDst(all[dsts.find((n) => n.includes(`line${small!.id}-`))!]!)
      expect(smallDst).toBeDefined()
    } finally {
      await staff.put('/api/workshop/settings/', { machine_format: 'pes' })
    }
    expect((await staff.post('/api/workshop/packs/', { line_ids: [] })).statusCode).toBe(400)
    expect((await staff.post('/api/workshop/packs/', { line_ids: [2 ** 40] })).statusCode).toBe(400)
    expect((await staff.post('/api/workshop/packs/', { line_ids: [99999999] })).statusCode).toBe(400)
    // A line of another order is not found under this one.
    const other = await placeOrder()
    const otherLine = (await detail(other.uuid)).lines[0]!
    expect(
      (await staff.get(`/api/workshop/orders/${order.uuid}/lines/${otherLine.id}/pack/`)).statusCode,
    ).toBe(404)
  })
})

describe('moderation and reports', () => {
  it('a reported design is counted, unpublished by staff with a reason, gone from public lists and logged', async () => {
    const owner = new TestClient(server.app)
    await owner.register()
    const saved = await owner.post('/api/pixel-art/', {
      title: `Reported ${tag}`,
      png_data: (await import('../../testing/fixtures.ts')).designPng(8, 8),
    })
    const design = saved.json() as { uuid: string }
    const reporter = new TestClient(server.app)
    const report = { design_uuid: design.uuid, reason: 'offensive', text: 'Not nice' }
    expect((await reporter.post('/api/reports/', report)).statusCode).toBe(201)
    expect((await user.post('/api/reports/', { ...report, reason: 'spam' })).statusCode).toBe(201)
    expect((await reporter.post('/api/reports/', { ...report, reason: 'rude' })).statusCode).toBe(400)
    expect((await reporter.post('/api/reports/', { reason: 'spam' })).statusCode).toBe(400)
    expect(
      (await reporter.post('/api/reports/', { ...report, design_uuid: crypto.randomUUID() })).statusCode,
    ).toBe(404)

    const reports = (
      await staff.get('/api/workshop/reports/?open=true&page_size=96')
    ).json() as Paged<ContentReport>
    const mine = reports.results.filter((r) => r.design_uuid === design.uuid)
    expect(mine).toHaveLength(2)
    expect(mine[0]).toMatchObject({ kind: 'design', target_report_count: 2, handled: false })
    const reported = (
      await staff.get('/api/workshop/designs/?reported=true&page_size=96')
    ).json() as Paged<ModeratedDesign>
    expect(reported.results.find((d) => d.uuid === design.uuid)?.report_count).toBe(2)
    const summaryBefore = (await staff.get('/api/workshop/summary/')).json() as WorkshopSummary

    const unpublish = `/api/workshop/designs/${design.uuid}/unpublish/`
    expect((await staff.post(unpublish, { reason: '  ' })).statusCode).toBe(400)
    expect((await staff.post(unpublish, { reason: 'Hateful imagery' })).json()).toEqual({ changed: true })
    expect((await staff.post(unpublish, { reason: 'Hateful imagery' })).json()).toEqual({ changed: false })
    // Gone for everyone else; the owner sees why and cannot publish it again.
    expect((await new TestClient(server.app).get(`/api/pixel-art/${design.uuid}/`)).statusCode).toBe(404)
    const list = (
      await new TestClient(server.app).get(`/api/pixel-art/?search=${encodeURIComponent(`Reported ${tag}`)}`)
    ).json()
    expect((list as Paged<{ uuid: string }>).results).toEqual([])
    const own = (await owner.get(`/api/pixel-art/${design.uuid}/`)).json() as Record<string, unknown>
    expect(own).toMatchObject({ is_public: false, moderation_notice: { reason: 'Hateful imagery' } })
    const republish = await owner.patch(`/api/pixel-art/${design.uuid}/`, { is_public: true })
    expect(republish.statusCode).toBe(400)
    expect(Object.keys(republish.json() as object)).toEqual(['is_public'])

    const log = (await staff.get('/api/workshop/audit-log/')).json() as Paged<ModerationLogEntry>
    const entries = log.results.filter((e) => e.subject.includes(design.uuid))
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ action: 'unpublish_design', reason: 'Hateful imagery' })
    const summaryAfter = (await staff.get('/api/workshop/summary/')).json() as WorkshopSummary
    expect(summaryAfter.open_reports).toBe(summaryBefore.open_reports - 2)
    // A design that is no longer public cannot be reported.
    expect((await reporter.post('/api/reports/', report)).statusCode).toBe(404)
  })

  it('hides a public review from public lists, logged; reviews can be reported', async () => {
    const order = await placeOrder()
    const submitted = await new TestClient(server.app).post(`/api/submit-review/${order.uuid}/`, {
      pixel_art_product_uuid: order.items[0]!.pixel_art_product_uuid,
      stars: 1,
      comment: `Spam spam ${tag}`,
      public_consent: true,
      alias: 'Spammer',
    })
    expect(submitted.statusCode).toBe(201)
    const publicList = async () =>
      (
        (await new TestClient(server.app).get('/api/reviews/?page_size=96')).json() as Paged<{
          id: number
          comment: string
        }>
      ).results
    const review = (await publicList()).find((r) => r.comment.includes(tag))!
    expect(review).toBeDefined()
    expect((await user.post('/api/reports/', { review_id: review.id, reason: 'spam' })).statusCode).toBe(201)
    const hide = `/api/workshop/reviews/${review.id}/hide/`
    expect((await staff.post(hide, { reason: 'Advertising' })).json()).toEqual({ changed: true })
    expect((await staff.post(hide, { reason: 'Advertising' })).json()).toEqual({ changed: false })
    expect((await publicList()).find((r) => r.id === review.id)).toBeUndefined()
    expect((await staff.post('/api/workshop/reviews/99999999/hide/', { reason: 'x' })).statusCode).toBe(404)
    expect((await user.post('/api/reports/', { review_id: review.id, reason: 'spam' })).statusCode).toBe(404)
    const log = (await staff.get('/api/workshop/audit-log/')).json() as Paged<ModerationLogEntry>
    expect(
      log.results.find((e) => e.action === 'hide_review' && e.subject.includes(`#${review.id}`)),
    ).toMatchObject({
      reason: 'Advertising',
    })
  })

  it('rate-limits reports per user and per address', async () => {
    const design = await insertDesign(server.database.db, { ownerId: designOwner })
    // Addresses of this run only: the limit's window is an hour and PostgreSQL keeps it between runs.
    const address = () =>
      `2001:db8:${randomBytes(6)
        .toString('hex')
        .replace(/(.{4})(?!$)/g, '$1:')}::1`
    const visitor = new TestClient(server.app, { remoteAddress: address() })
    const body = { design_uuid: design.uuid, reason: 'spam' }
    const codes = []
    for (let i = 0; i < 11; i++) codes.push((await visitor.post('/api/reports/', body)).statusCode)
    expect(codes.slice(0, 10).every((c) => c === 201)).toBe(true)
    expect(codes[10]).toBe(429)
    // Another address still may.
    expect(
      (await new TestClient(server.app, { remoteAddress: address() }).post('/api/reports/', body)).statusCode,
    ).toBe(201)
  })
})
