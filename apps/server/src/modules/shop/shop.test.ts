import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { PixelArtProduct } from '@threadbit/contracts'
import { NOT_FOUND_DESIGN_UUID } from '@threadbit/contracts'
import { eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { pixelArtProducts, pixelArts } from '../../db/schema.ts'
import { makeStaff } from '../../testing/fixtures.ts'
import { TestClient } from '../../testing/test-app.ts'
import { appPerFile } from '../../testing/app-per-file.ts'
import { createFsBlobStore } from '../../storage/blob-store.ts'
import { centre, insertDesign, insertOwner, insertShopProduct } from '../../testing/shop-fixtures.ts'
import { ShopMessages } from './shop.service.ts'

let tee: Awaited<ReturnType<typeof insertShopProduct>>
let cap: Awaited<ReturnType<typeof insertShopProduct>>
let shopOwner: number
const MOCKUP = '#3366cc'

const server = appPerFile(async (database) => {
  tee = await insertShopProduct(database.db)
  cap = await insertShopProduct(database.db)
  shopOwner = await insertOwner(database.db)
  // The test products' colour image is /media/x.png: a 1000 px square in a colour the render must keep.
  const blobs = createFsBlobStore(mkdtempSync(path.join(tmpdir(), 'threadbit-shop-blobs-')))
  const mockup = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: MOCKUP } })
    .png()
    .toBuffer()
  await blobs.put('x.png', mockup, 'image/png')
  return { blobs }
})

async function signedIn() {
  const c = new TestClient(server.app)
  const user = await c.register()
  return Object.assign(c, { user })
}

const save = (c: TestClient, body: Record<string, unknown>) => c.post('/api/pixel-art-products/', body)

/** Saves a design on the tee and marks the entry as ordered `times` times; answers the entry's uuid. */
async function pickOrderedTimes(designUuid: string, times: number): Promise<string> {
  const res = await save(new TestClient(server.app), {
    art_uuid: designUuid,
    product_color_id: tee.colorId,
    ...centre,
  })
  if (res.statusCode > 201) throw new Error(res.body)
  const uuid = (res.json() as PixelArtProduct).uuid
  await server.database.db
    .update(pixelArtProducts)
    .set({ timesOrdered: times })
    .where(eq(pixelArtProducts.uuid, uuid))
  return uuid
}

describe('saving a design on a product', () => {
  it('creates once (201) and finds the same entry by values afterwards (200), counting adds to cart', async () => {
    const design = await insertDesign(server.database.db, { ownerId: shopOwner })
    const c = new TestClient(server.app)
    const body = { art_uuid: design.uuid, product_color_id: tee.colorId, ...centre }
    const first = await save(c, body)
    expect(first.statusCode).toBe(201)
    const item = first.json() as PixelArtProduct
    expect(item).toMatchObject({
      product_id: tee.id,
      product_color_id: tee.colorId,
      placement_x: 0.5,
      placement_y: 0.5,
      stitch_size: 1.5,
      scale_factor: 1,
      times_ordered: 0,
      times_added_to_cart: 1,
    })
    expect(item.art.uuid).toBe(design.uuid)
    expect(item.image_url).toMatch(new RegExp(`^/api/pixel-art-products/${item.uuid}/render/`))

    // Equal after rounding to the stored precision (4 decimals, stitch size 2) is the same entry.
    const again = await save(c, { ...body, placement_x: 0.50001, stitch_size: 1.501 })
    expect(again.statusCode).toBe(200)
    expect(again.json()).toMatchObject({ uuid: item.uuid, times_added_to_cart: 2 })

    const moved = await save(c, { ...body, placement_x: 0.45 })
    expect(moved.statusCode).toBe(201)
    expect(moved.json().uuid).not.toBe(item.uuid)
  })

  it('refuses bad values with field errors', async () => {
    const design = await insertDesign(server.database.db, { ownerId: shopOwner })
    const c = new TestClient(server.app)
    const res = await save(c, {
      art_uuid: 'nope',
      product_color_id: 'x',
      placement_x: 2,
      placement_y: -1,
      stitch_size: 9,
      scale_factor: 3,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      art_uuid: ['Must be a valid UUID.'],
      product_color_id: ['A valid integer is required.'],
      placement_x: ['Must be between 0 and 1.'],
      placement_y: ['Must be between 0 and 1.'],
      stitch_size: ['Enter a number between 1.5 and 2.5'],
      scale_factor: ['Enter an integer between 1 and 2'],
    })
    const missing = await save(c, {})
    expect(missing.statusCode).toBe(400)
    expect(missing.json().product_color_id).toEqual(['This field is required.'])

    const huge = await save(c, { art_uuid: design.uuid, product_color_id: 2 ** 40, ...centre })
    expect(huge.statusCode).toBe(400)
    const unknownColor = await save(c, { art_uuid: design.uuid, product_color_id: 999999, ...centre })
    expect(unknownColor.statusCode).toBe(400)
    expect(unknownColor.json()).toEqual({
      product_color_id: ['Invalid pk "999999" - object does not exist.'],
    })

    for (const bad of ['[1,2]', '"text"', '{"art_uuid": ']) {
      const r = await c.request('POST', '/api/pixel-art-products/', bad, {
        'content-type': 'application/json',
      })
      expect(r.statusCode).toBe(400)
    }
  })

  it('refuses placements outside the region, too large sizes and scale 2 for large designs', async () => {
    const design = await insertDesign(server.database.db, { ownerId: shopOwner })
    const big = await insertDesign(server.database.db, { ownerId: shopOwner, size: [64, 64] })
    const c = new TestClient(server.app)
    const base = { art_uuid: design.uuid, product_color_id: tee.colorId, ...centre }

    const edge = await save(c, { ...base, placement_x: 0.05 })
    expect(edge.statusCode).toBe(400)
    expect(edge.json()).toEqual({ non_field_errors: [ShopMessages.outside] })

    // 64 cells × 2.5 mm × 5 px = 800 px > 500 px region.
    const tooLarge = await save(c, { ...base, art_uuid: big.uuid, stitch_size: 2.5 })
    expect(tooLarge.statusCode).toBe(400)
    expect(tooLarge.json()).toEqual({ stitch_size: [ShopMessages.tooLarge] })

    const scaleTwo = await save(c, { ...base, art_uuid: big.uuid, scale_factor: 2 })
    expect(scaleTwo.statusCode).toBe(400)
    expect(scaleTwo.json()).toEqual({ scale_factor: [ShopMessages.scaleTwo] })

    // A 24×24 design may use scale 2 (pixel size 3 mm → 360 px, fits 500).
    const small = await save(c, { ...base, stitch_size: 1.5, scale_factor: 2 })
    expect(small.statusCode).toBe(201)
  })

  it('needs a design the caller may see: private ones are 404 to others, visible to owner and staff', async () => {
    const owner = await signedIn()
    const other = await signedIn()
    const staff = await signedIn()
    await makeStaff(server.database.db, staff.user.pk)
    const priv = await insertDesign(server.database.db, { ownerId: owner.user.pk, isPublic: false })
    const body = { art_uuid: priv.uuid, product_color_id: tee.colorId, ...centre }

    const anonymous = await save(new TestClient(server.app), body)
    expect(anonymous.statusCode).toBe(404)
    expect(anonymous.json()).toEqual({ detail: 'Not found.' })
    expect((await save(other, body)).statusCode).toBe(404)
    expect((await save(owner, body)).statusCode).toBe(201)
    expect((await save(staff, body)).statusCode).toBe(200)

    const unknown = await save(owner, { ...body, art_uuid: '6f1c1f2e-0000-4000-8000-000000000000' })
    expect(unknown.statusCode).toBe(404)
  })

  it('needs the CSRF token like every unsafe request', async () => {
    const design = await insertDesign(server.database.db, { ownerId: shopOwner })
    const c = new TestClient(server.app, { sendCsrf: false })
    const res = await save(c, { art_uuid: design.uuid, product_color_id: tee.colorId, ...centre })
    expect(res.statusCode).toBe(403)
  })
})

describe('listing popular picks', () => {
  const word = `zq${Math.random().toString(36).slice(2, 8)}`
  let ids: Record<string, string>

  beforeAll(async () => {
    const c = new TestClient(server.app)
    const make = async (
      title: string,
      product: typeof tee,
      extra: { isPublic?: boolean; isQuickDraw?: boolean } = {},
    ) => {
      const d = await insertDesign(server.database.db, { ownerId: shopOwner, title })
      const res = await save(c, { art_uuid: d.uuid, product_color_id: product.colorId, ...centre })
      if (res.statusCode !== 201) throw new Error(res.body)
      // Saved while public (saving needs a visible design), hidden afterwards.
      if (extra.isPublic !== undefined || extra.isQuickDraw !== undefined) {
        await server.database.db.update(pixelArts).set(extra).where(eq(pixelArts.id, d.id))
      }
      return (res.json() as PixelArtProduct).uuid
    }
    ids = {
      carted: await make(`${word} carted`, tee),
      ordered: await make(`${word} ordered`, tee),
      plain: await make(`${word} plain`, cap),
      hidden: await make(`${word} hidden`, tee, { isPublic: false }),
      quick: await make(`${word} quick`, tee, { isQuickDraw: true }),
    }
    // Popularity: ordered beats added to cart; equal counts fall back to newest.
    await server.database.db
      .update(pixelArtProducts)
      .set({ timesAddedToCart: 5 })
      .where(eq(pixelArtProducts.uuid, ids['carted']!))
    await server.database.db
      .update(pixelArtProducts)
      .set({ timesOrdered: 1 })
      .where(eq(pixelArtProducts.uuid, ids['ordered']!))
  })

  it('orders by times ordered, then added to cart, then newest; public designs only', async () => {
    const res = await new TestClient(server.app).get(`/api/pixel-art-products/?search=${word}`)
    expect(res.statusCode).toBe(200)
    const page = res.json()
    expect(page.results.map((r: PixelArtProduct) => r.uuid)).toEqual([
      ids['ordered'],
      ids['carted'],
      ids['plain'],
    ])
    expect(page.count).toBe(3)
  })

  it('filters by product ids and searches design title, owner name and product name', async () => {
    const c = new TestClient(server.app)
    const byCap = await c.get(`/api/pixel-art-products/?search=${word}&product_id=${cap.id}`)
    expect(byCap.json().results.map((r: PixelArtProduct) => r.uuid)).toEqual([ids['plain']])
    const both = await c.get(`/api/pixel-art-products/?search=${word}&product_id=${cap.id},${tee.id}`)
    expect(both.json().count).toBe(3)
    const byProductName = await c.get(
      `/api/pixel-art-products/?search=${encodeURIComponent(cap.name.toUpperCase())}`,
    )
    expect(byProductName.json().results.map((r: PixelArtProduct) => r.uuid)).toEqual([ids['plain']])
    const owner = await server.database.db.query.users.findFirst({
      where: (u, { eq: e }) => e(u.id, shopOwner),
    })
    const byOwner = await c.get(`/api/pixel-art-products/?search=${owner?.username}&product_id=${tee.id}`)
    expect(byOwner.json().count).toBeGreaterThanOrEqual(2)
    expect((await c.get('/api/pixel-art-products/?search=%25%25_')).statusCode).toBe(200)
  })

  it('answers 400 for garbage product ids and bad pages', async () => {
    const c = new TestClient(server.app)
    expect((await c.get('/api/pixel-art-products/?search=a%00b')).statusCode).toBe(200)
    for (const q of [
      'product_id=abc',
      'product_id=1,,2',
      'product_id=-3',
      'product_id=99999999999',
      'page=0',
      'page_size=x',
    ]) {
      const res = await c.get(`/api/pixel-art-products/?${q}`)
      expect(res.statusCode, q).toBe(400)
    }
    expect((await c.get(`/api/pixel-art-products/?search=${word}&page=9`)).statusCode).toBe(404)
  })

  it('pages with absolute links', async () => {
    const res = await new TestClient(server.app).get(`/api/pixel-art-products/?search=${word}&page_size=2`)
    const page = res.json()
    expect(page.results).toHaveLength(2)
    expect(page.next).toBe(`http://threadbit.test/api/pixel-art-products/?search=${word}&page_size=2&page=2`)
    const second = await new TestClient(server.app).get(
      `/api/pixel-art-products/?search=${word}&page_size=2&page=2`,
    )
    expect(second.json().results.map((r: PixelArtProduct) => r.uuid)).toEqual([ids['plain']])
  })

  it('leaves out the not-found design even when it is the most popular, and gives the home page 8 as a plain array', async () => {
    // The not-found design (seeded, or made here on a fresh server.database) gets the most ordered pick of all, and
    // nine other picks come right after it: without the rule it would head both lists.
    const [seeded] = await server.database.db
      .select()
      .from(pixelArts)
      .where(eq(pixelArts.uuid, NOT_FOUND_DESIGN_UUID))
    if (!seeded)
      await insertDesign(server.database.db, {
        ownerId: shopOwner,
        uuid: NOT_FOUND_DESIGN_UUID,
        title: '404 NOT FOUND',
      })
    else if (!seeded.isPublic) throw new Error('the seeded not-found design must be public')
    const [{ top }] = (await server.database.db
      .select({ top: sql<number>`coalesce(max(${pixelArtProducts.timesOrdered}), 0)::int` })
      .from(pixelArtProducts)) as [{ top: number }]
    const popular: string[] = []
    for (let i = 0; i < 9; i++) {
      const d = await insertDesign(server.database.db, { ownerId: shopOwner, title: `popular ${i}` })
      popular.push(await pickOrderedTimes(d.uuid, top + 1))
    }
    const hidden = await pickOrderedTimes(NOT_FOUND_DESIGN_UUID, top + 2)

    const res = await new TestClient(server.app).get('/api/pixel-art-products/homepage/')
    expect(res.statusCode).toBe(200)
    const list = res.json() as PixelArtProduct[]
    expect(Array.isArray(list)).toBe(true)
    expect(list).toHaveLength(8)
    expect(list.every((p) => popular.includes(p.uuid))).toBe(true)
    const page = (await new TestClient(server.app).get('/api/pixel-art-products/?page_size=10')).json()
    expect(page.results.map((p: PixelArtProduct) => p.uuid)).not.toContain(hidden)
    expect(
      page.results
        .slice(0, 9)
        .map((p: PixelArtProduct) => p.uuid)
        .sort(),
    ).toEqual([...popular].sort())
  })

  it('shows one entry by uuid to whoever may see its design', async () => {
    const c = new TestClient(server.app)
    const res = await c.get(`/api/pixel-art-products/${ids['plain']}/`)
    expect(res.statusCode).toBe(200)
    expect(res.json().uuid).toBe(ids['plain'])
    expect((await c.get('/api/pixel-art-products/not-a-uuid/')).statusCode).toBe(404)
    expect((await c.get('/api/pixel-art-products/6f1c1f2e-0000-4000-8000-000000000000/')).statusCode).toBe(
      404,
    )
  })
})

describe('the product picture', () => {
  it('draws the stitched design onto the colour image at the placement, with a strong ETag', async () => {
    const red = await insertDesign(server.database.db, { ownerId: shopOwner, paint: () => [255, 0, 0, 255] })
    const c = new TestClient(server.app)
    const saved = (await save(c, { art_uuid: red.uuid, product_color_id: tee.colorId, ...centre })).json()
    const res = await c.get(saved.image_url)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/webp')
    expect(res.headers['etag']).toMatch(/^"[^W]/)
    expect(res.headers['cache-control']).toContain('max-age=31536000')
    const { data, info } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true })
    expect([info.width, info.height]).toEqual([1000, 1000])
    const at = (x: number, y: number) =>
      Array.from(data.subarray((y * 1000 + x) * info.channels, (y * 1000 + x) * info.channels + 3))
    // Region 100..600, centre 350; 24 cells × 7.5 px = 180 px → 260..440.
    const [r, g, b] = at(350, 350) as [number, number, number]
    expect(r).toBeGreaterThan(150)
    expect(g).toBeLessThan(100)
    expect(b).toBeLessThan(100)
    expect(at(300, 300)[0]).toBeGreaterThan(150)
    // Outside the design the garment picture is untouched (within WebP's lossy tolerance).
    const near = (actual: number[], expected: number[]) =>
      actual.every((v, i) => Math.abs(v - (expected[i] as number)) <= 6)
    expect(near(at(200, 200), [0x33, 0x66, 0xcc])).toBe(true)
    expect(near(at(450, 350), [0x33, 0x66, 0xcc])).toBe(true)

    const cached = await c.request('GET', saved.image_url, undefined, {
      'if-none-match': res.headers['etag'] as string,
    })
    expect(cached.statusCode).toBe(304)
  })

  it('is 404 for unknown entries and for private designs of others', async () => {
    const owner = await signedIn()
    const priv = await insertDesign(server.database.db, { ownerId: owner.user.pk })
    const saved = (
      await save(owner, { art_uuid: priv.uuid, product_color_id: tee.colorId, ...centre })
    ).json()
    await server.database.db.update(pixelArts).set({ isPublic: false }).where(eq(pixelArts.id, priv.id))
    expect((await new TestClient(server.app).get(saved.image_url)).statusCode).toBe(404)
    const own = await owner.get(saved.image_url)
    expect(own.statusCode).toBe(200)
    expect(own.headers['cache-control']).toMatch(/^private/)
    expect(
      (await owner.get('/api/pixel-art-products/6f1c1f2e-0000-4000-8000-000000000000/render/')).statusCode,
    ).toBe(404)
  })
})
