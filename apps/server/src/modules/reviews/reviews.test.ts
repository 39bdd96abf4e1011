import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  ReviewMessages,
  type CheckoutResponse,
  type PixelArtProduct,
  type PublicReview,
} from '@threadbit/contracts'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { createFsBlobStore } from '../../storage/blob-store.ts'
import { TestClient } from '../../testing/test-app.ts'
import { appPerFile } from '../../testing/app-per-file.ts'
import { centre, insertDesign, insertOwner, insertShopProduct } from '../../testing/shop-fixtures.ts'

let tee: Awaited<ReturnType<typeof insertShopProduct>>
let bag: Awaited<ReturnType<typeof insertShopProduct>>
let shopOwner: number

const server = appPerFile(async (database) => {
  tee = await insertShopProduct(database.db)
  bag = await insertShopProduct(database.db)
  shopOwner = await insertOwner(database.db)
  const blobs = createFsBlobStore(mkdtempSync(path.join(tmpdir(), 'threadbit-review-blobs-')))
  return { blobs, mailer: { send: async () => {} } }
})

/** An order of `n` different designs on a product, through the built-in checkout. */
async function order(n: number, product = tee) {
  const designs = []
  for (let i = 0; i < n; i++)
    designs.push(await insertDesign(server.database.db, { ownerId: shopOwner, title: `R${i}` }))
  const res = await new TestClient(server.app).post('/api/orders/checkout/', {
    email: 'reviewer@example.com',
    name: 'Rev',
    items: designs.map((d) => ({
      sku_id: product.skuId,
      art_uuid: d.uuid,
      product_color_id: product.colorId,
      ...centre,
      quantity: 1,
    })),
  })
  if (res.statusCode !== 201) throw new Error(res.body)
  const body = res.json() as CheckoutResponse
  return { uuid: body.uuid, items: body.items.map((i) => i.pixel_art_product_uuid) }
}

function form(fields: Record<string, string>, image?: { bytes: Buffer; type: string; name?: string }) {
  const f = new FormData()
  for (const [k, v] of Object.entries(fields)) f.append(k, v)
  if (image)
    f.append(
      'image',
      new Blob([new Uint8Array(image.bytes)], { type: image.type }),
      image.name ?? 'photo.png',
    )
  return f
}

const reviewPath = (uuid: string) => `/api/submit-review/${uuid}/`
const photo = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#aa3311' } })
    .jpeg()
    .toBuffer()

describe('the review page', () => {
  it('lists the items to review, takes one review per item, then answers 204', async () => {
    const o = await order(2)
    const c = new TestClient(server.app)
    const list = await c.get(reviewPath(o.uuid))
    expect(list.statusCode).toBe(200)
    expect((list.json() as PixelArtProduct[]).map((p) => p.uuid)).toEqual(o.items)

    const first = await c.postForm(
      reviewPath(o.uuid),
      form({
        pixel_art_product_uuid: o.items[0]!,
        stars: '5',
        fit: '1',
        comment: 'Lovely',
        public_consent: 'true',
        alias: 'PixelFan',
      }),
    )
    expect(first.statusCode).toBe(201)
    expect((await c.get(reviewPath(o.uuid))).json().map((p: PixelArtProduct) => p.uuid)).toEqual([o.items[1]])

    const twice = await c.postForm(
      reviewPath(o.uuid),
      form({ pixel_art_product_uuid: o.items[0]!, stars: '4' }),
    )
    expect(twice.statusCode).toBe(409)
    expect(twice.json()).toEqual({ detail: ReviewMessages.alreadyReviewed })

    const second = await c.postForm(
      reviewPath(o.uuid),
      form(
        { pixel_art_product_uuid: o.items[1]!, stars: '3' },
        { bytes: await photo(), type: 'image/jpeg', name: 'a.jpg' },
      ),
    )
    expect(second.statusCode).toBe(201)
    const done = await c.get(reviewPath(o.uuid))
    expect(done.statusCode).toBe(204)
    expect(done.body).toBe('')
  })

  it('answers 404 for unknown orders, malformed uuids and items not in the order', async () => {
    const o = await order(1)
    const elsewhere = await order(1)
    const c = new TestClient(server.app)
    expect((await c.get(reviewPath('6f1c1f2e-0000-4000-8000-000000000000'))).statusCode).toBe(404)
    expect((await c.get(reviewPath('not-a-uuid'))).statusCode).toBe(404)
    const unknownOrder = await c.postForm(
      reviewPath('6f1c1f2e-0000-4000-8000-000000000000'),
      form({ pixel_art_product_uuid: o.items[0]!, stars: '5' }),
    )
    expect(unknownOrder.statusCode).toBe(404)
    const notInOrder = await c.postForm(
      reviewPath(o.uuid),
      form({ pixel_art_product_uuid: elsewhere.items[0]!, stars: '5' }),
    )
    expect(notInOrder.statusCode).toBe(404)
    expect(notInOrder.json()).toEqual({ detail: ReviewMessages.notInOrder })
  })

  it("answers every form error with the contract's message", async () => {
    const o = await order(1)
    const c = new TestClient(server.app)
    const post = (fields: Record<string, string>) =>
      c.postForm(reviewPath(o.uuid), form({ pixel_art_product_uuid: o.items[0]!, ...fields }))
    expect((await post({})).json()).toEqual({ stars: [ReviewMessages.starsRequired] })
    expect((await post({ stars: '' })).json()).toEqual({ stars: [ReviewMessages.starsRequired] })
    expect((await post({ stars: 'abc' })).json()).toEqual({ stars: [ReviewMessages.starsRequired] })
    expect((await post({ stars: '0' })).json()).toEqual({ stars: [ReviewMessages.starsMin] })
    expect((await post({ stars: '6' })).json()).toEqual({ stars: [ReviewMessages.starsMax] })
    expect((await post({ stars: '4', fit: '3' })).json()).toEqual({ fit: [ReviewMessages.fitRange] })
    expect((await post({ stars: '4', comment: 'x'.repeat(1001) })).json()).toEqual({
      comment: [ReviewMessages.commentMax],
    })
    expect((await post({ stars: '4', public_consent: 'true' })).json()).toEqual({
      alias: [ReviewMessages.aliasRequired],
    })
    expect((await post({ stars: '4', public_consent: 'on', alias: 'y'.repeat(51) })).json()).toEqual({
      alias: [ReviewMessages.aliasMax],
    })
    const badUuid = await c.postForm(reviewPath(o.uuid), form({ pixel_art_product_uuid: 'x', stars: '4' }))
    expect(badUuid.json()).toEqual({ pixel_art_product_uuid: ['Must be a valid UUID.'] })
    // Nothing was stored by the failures.
    expect((await c.get(reviewPath(o.uuid))).statusCode).toBe(200)
  })

  it('takes only real images up to 10 MB', async () => {
    const o = await order(1)
    const c = new TestClient(server.app)
    const post = (bytes: Buffer, type = 'image/png') =>
      c.postForm(
        reviewPath(o.uuid),
        form({ pixel_art_product_uuid: o.items[0]!, stars: '4' }, { bytes, type }),
      )

    const notImage = await post(Buffer.from('<html>hello</html>'), 'image/png')
    expect(notImage.statusCode).toBe(400)
    expect(notImage.json()).toEqual({ image: [ReviewMessages.imageNotImage] })

    const svg = await post(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>'),
      'image/svg+xml',
    )
    expect(svg.json()).toEqual({ image: [ReviewMessages.imageNotImage] })

    const tooBig = await post(Buffer.alloc(10_000_001, 1))
    expect(tooBig.statusCode).toBe(400)
    expect(tooBig.json()).toEqual({ image: [ReviewMessages.imageTooBig] })

    // A small file that decodes to a huge picture is refused from its header.
    const huge = await sharp({ create: { width: 5000, height: 100, channels: 3, background: '#fff' } })
      .png()
      .toBuffer()
    const hugeRes = await post(huge)
    expect(hugeRes.statusCode).toBe(400)
    expect(hugeRes.json().image[0]).toMatch(/4096/)

    expect((await c.get(reviewPath(o.uuid))).statusCode).toBe(200)
  })

  it('accepts garbage bodies with a 4xx, never a 500', async () => {
    const o = await order(1)
    const c = new TestClient(server.app)
    for (const [body, type] of [
      ['{', 'application/json'],
      ['[]', 'application/json'],
      ['--x\r\nbroken', 'multipart/form-data; boundary=x'],
    ] as const) {
      const res = await c.request('POST', reviewPath(o.uuid), body, { 'content-type': type })
      expect(res.statusCode, body).toBeGreaterThanOrEqual(400)
      expect(res.statusCode, body).toBeLessThan(500)
    }
    // PostgreSQL text cannot hold NUL: it is dropped, not a 500.
    const nul = await c.postForm(
      reviewPath(o.uuid),
      form({ pixel_art_product_uuid: o.items[0]!, stars: '3', comment: 'a\u0000b' }),
    )
    expect(nul.statusCode).toBe(201)
  })
})

describe('public reviews', () => {
  it('lists only reviews shared with consent, newest first, with the photo under /media', async () => {
    const o = await order(3, bag)
    const c = new TestClient(server.app)
    const send = (i: number, fields: Record<string, string>, image?: Buffer) =>
      c.postForm(
        reviewPath(o.uuid),
        form(
          { pixel_art_product_uuid: o.items[i]!, stars: '5', ...fields },
          image ? { bytes: image, type: 'image/jpeg' } : undefined,
        ),
      )
    expect(
      (await send(0, { comment: 'shared', public_consent: 'true', alias: 'Fan One' }, await photo()))
        .statusCode,
    ).toBe(201)
    expect((await send(1, { comment: 'private' })).statusCode).toBe(201)
    expect(
      (await send(2, { comment: 'shared too', public_consent: 'true', alias: 'Fan Two', fit: '2' }))
        .statusCode,
    ).toBe(201)

    const res = await c.get(`/api/reviews/?product_id=${bag.id}`)
    expect(res.statusCode).toBe(200)
    const page = res.json() as { count: number; results: PublicReview[] }
    expect(page.results.map((r) => r.comment)).toEqual(['shared too', 'shared'])
    expect(page.results[0]).toMatchObject({
      product_id: bag.id,
      product_name: bag.name,
      alias: 'Fan Two',
      fit: 2,
      stars: 5,
      image_url: null,
    })
    const withPhoto = page.results[1]!
    expect(withPhoto.image_url).toMatch(/^\/media\/reviews\/[0-9a-f]{32}\.webp$/)
    const image = await c.get(withPhoto.image_url!)
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/webp')
    expect((await sharp(image.rawPayload).metadata()).width).toBe(40)

    expect((await c.get('/api/reviews/?product_id=abc')).statusCode).toBe(400)
    expect((await c.get('/api/reviews/')).statusCode).toBe(200)
  })
})
