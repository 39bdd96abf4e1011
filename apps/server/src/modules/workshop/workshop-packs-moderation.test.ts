import { randomBytes } from 'node:crypto'
import type {
  ContentReport,
  ModeratedDesign,
  ModerationLogEntry,
  Paged,
  WorkshopSummary,
} from '@threadbit/contracts'
import { readDst, readPes } from '@threadbit/embroidery'
import { unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { TestClient } from '../../testing/test-app.ts'
import { insertDesign } from '../../testing/shop-fixtures.ts'
import * as ws from './workshop-fixture.ts'

// Production packs and moderation (workshop.test.ts: access, the order queue and statuses).
const server = ws.workshopPerFile()

describe('production packs', () => {
  it("holds the machine file at the line's stitch size in the workshop's format, the sheet and the guide", async () => {
    const order = await ws.placeOrder({ lines: 2, border: true })
    const [small, large] = (await ws.detail(order.uuid)).lines
    const res = await ws.staff.get(`/api/workshop/orders/${order.uuid}/lines/${large!.id}/pack/`)
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
    expect((await ws.staff.put('/api/workshop/settings/', { machine_format: 'svg' })).statusCode).toBe(400)
    expect((await ws.staff.put('/api/workshop/settings/', { machine_format: 'dst' })).json()).toMatchObject({
      machine_format: 'dst',
    })
    try {
      const batch = await ws.staff.post('/api/workshop/packs/', { line_ids: [small!.id, large!.id] })
      expect(batch.statusCode).toBe(200)
      const all = unzipSync(new Uint8Array(batch.rawPayload))
      const dsts = Object.keys(all).filter((n) => n.endsWith('.dst'))
      expect(dsts).toHaveLength(2)
      expect(Object.keys(all)).toHaveLength(10)
      const smallDst = readDst(all[dsts.find((n) => n.includes(`line${small!.id}-`))!]!)
      expect(smallDst).toBeDefined()
    } finally {
      await ws.staff.put('/api/workshop/settings/', { machine_format: 'pes' })
    }
    expect((await ws.staff.post('/api/workshop/packs/', { line_ids: [] })).statusCode).toBe(400)
    expect((await ws.staff.post('/api/workshop/packs/', { line_ids: [2 ** 40] })).statusCode).toBe(400)
    expect((await ws.staff.post('/api/workshop/packs/', { line_ids: [99999999] })).statusCode).toBe(400)
    // A line of another order is not found under this one.
    const other = await ws.placeOrder()
    const otherLine = (await ws.detail(other.uuid)).lines[0]!
    expect(
      (await ws.staff.get(`/api/workshop/orders/${order.uuid}/lines/${otherLine.id}/pack/`)).statusCode,
    ).toBe(404)
  })
})

describe('moderation and reports', () => {
  it('a reported design is counted, unpublished by staff with a reason, gone from public lists and logged', async () => {
    const owner = new TestClient(server.app)
    await owner.register()
    const saved = await owner.post('/api/pixel-art/', {
      title: `Reported ${ws.tag}`,
      png_data: (await import('../../testing/fixtures.ts')).designPng(8, 8),
    })
    const design = saved.json() as { uuid: string }
    const reporter = new TestClient(server.app)
    const report = { design_uuid: design.uuid, reason: 'offensive', text: 'Not nice' }
    expect((await reporter.post('/api/reports/', report)).statusCode).toBe(201)
    expect((await ws.user.post('/api/reports/', { ...report, reason: 'spam' })).statusCode).toBe(201)
    expect((await reporter.post('/api/reports/', { ...report, reason: 'rude' })).statusCode).toBe(400)
    expect((await reporter.post('/api/reports/', { reason: 'spam' })).statusCode).toBe(400)
    expect(
      (await reporter.post('/api/reports/', { ...report, design_uuid: crypto.randomUUID() })).statusCode,
    ).toBe(404)

    const reports = (
      await ws.staff.get('/api/workshop/reports/?open=true&page_size=96')
    ).json() as Paged<ContentReport>
    const mine = reports.results.filter((r) => r.design_uuid === design.uuid)
    expect(mine).toHaveLength(2)
    expect(mine[0]).toMatchObject({ kind: 'design', target_report_count: 2, handled: false })
    const reported = (
      await ws.staff.get('/api/workshop/designs/?reported=true&page_size=96')
    ).json() as Paged<ModeratedDesign>
    expect(reported.results.find((d) => d.uuid === design.uuid)?.report_count).toBe(2)
    const summaryBefore = (await ws.staff.get('/api/workshop/summary/')).json() as WorkshopSummary

    const unpublish = `/api/workshop/designs/${design.uuid}/unpublish/`
    expect((await ws.staff.post(unpublish, { reason: '  ' })).statusCode).toBe(400)
    expect((await ws.staff.post(unpublish, { reason: 'Hateful imagery' })).json()).toEqual({ changed: true })
    expect((await ws.staff.post(unpublish, { reason: 'Hateful imagery' })).json()).toEqual({ changed: false })
    // Gone for everyone else; the owner sees why and cannot publish it again.
    expect((await new TestClient(server.app).get(`/api/pixel-art/${design.uuid}/`)).statusCode).toBe(404)
    const list = (
      await new TestClient(server.app).get(
        `/api/pixel-art/?search=${encodeURIComponent(`Reported ${ws.tag}`)}`,
      )
    ).json()
    expect((list as Paged<{ uuid: string }>).results).toEqual([])
    const own = (await owner.get(`/api/pixel-art/${design.uuid}/`)).json() as Record<string, unknown>
    expect(own).toMatchObject({ is_public: false, moderation_notice: { reason: 'Hateful imagery' } })
    const republish = await owner.patch(`/api/pixel-art/${design.uuid}/`, { is_public: true })
    expect(republish.statusCode).toBe(400)
    expect(Object.keys(republish.json() as object)).toEqual(['is_public'])

    const log = (await ws.staff.get('/api/workshop/audit-log/')).json() as Paged<ModerationLogEntry>
    const entries = log.results.filter((e) => e.subject.includes(design.uuid))
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ action: 'unpublish_design', reason: 'Hateful imagery' })
    const summaryAfter = (await ws.staff.get('/api/workshop/summary/')).json() as WorkshopSummary
    expect(summaryAfter.open_reports).toBe(summaryBefore.open_reports - 2)
    // A design that is no longer public cannot be reported.
    expect((await reporter.post('/api/reports/', report)).statusCode).toBe(404)
  })

  it('hides a public review from public lists, logged; reviews can be reported', async () => {
    const order = await ws.placeOrder()
    const submitted = await new TestClient(server.app).post(`/api/submit-review/${order.uuid}/`, {
      pixel_art_product_uuid: order.items[0]!.pixel_art_product_uuid,
      stars: 1,
      comment: `Spam spam ${ws.tag}`,
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
    const review = (await publicList()).find((r) => r.comment.includes(ws.tag))!
    expect(review).toBeDefined()
    expect((await ws.user.post('/api/reports/', { review_id: review.id, reason: 'spam' })).statusCode).toBe(
      201,
    )
    const hide = `/api/workshop/reviews/${review.id}/hide/`
    expect((await ws.staff.post(hide, { reason: 'Advertising' })).json()).toEqual({ changed: true })
    expect((await ws.staff.post(hide, { reason: 'Advertising' })).json()).toEqual({ changed: false })
    expect((await publicList()).find((r) => r.id === review.id)).toBeUndefined()
    expect((await ws.staff.post('/api/workshop/reviews/99999999/hide/', { reason: 'x' })).statusCode).toBe(
      404,
    )
    expect((await ws.user.post('/api/reports/', { review_id: review.id, reason: 'spam' })).statusCode).toBe(
      404,
    )
    const log = (await ws.staff.get('/api/workshop/audit-log/')).json() as Paged<ModerationLogEntry>
    expect(
      log.results.find((e) => e.action === 'hide_review' && e.subject.includes(`#${review.id}`)),
    ).toMatchObject({
      reason: 'Advertising',
    })
  })

  it('rate-limits reports per user and per address', async () => {
    const design = await insertDesign(server.database.db, { ownerId: ws.designOwner })
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
