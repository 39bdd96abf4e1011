import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { designPng, makeStaff } from '../../testing/fixtures.ts'
import { TestClient } from '../../testing/test-app.ts'
import { countDesigns, listDesignPage } from './designs.queries.ts'
import { designsPerFile, saveDesign, token } from './designs-fixture.ts'

// Lists of designs, their counts and caches, renders and the catalogue (designs.test.ts: one design).
const { server, products, signedIn } = designsPerFile()

describe('lists', () => {
  it('searches title and owner name case-insensitively, public designs only', async () => {
    const t = token()
    const c = await signedIn()
    await saveDesign(c, { title: `Cat ${t}` })
    await saveDesign(c, { title: `Dog ${t}`, is_public: false })
    await saveDesign(c, { title: `Cow ${t}`, is_quick_draw: true })
    const res = await new TestClient(server.app).get(`/api/pixel-art/?search=${t.toUpperCase()}`)
    expect(res.json().results.map((d: { title: string }) => d.title)).toEqual([`Cat ${t}`])
    const byOwner = await new TestClient(server.app).get(
      `/api/pixel-art/?search=${c.user.username.toUpperCase()}`,
    )
    expect(byOwner.json().count).toBe(1)
    const wildcard = await new TestClient(server.app).get(
      `/api/pixel-art/?search=${encodeURIComponent('%_')}`,
    )
    expect(wildcard.statusCode).toBe(200)
  })

  it('orders by title, creation and update time', async () => {
    const t = token()
    const c = await signedIn()
    const b = await saveDesign(c, { title: `b${t}` })
    await saveDesign(c, { title: `a${t}` })
    await saveDesign(c, { title: `c${t}` })
    const titles = async (ordering: string) =>
      (await c.get(`/api/pixel-art/?search=${t}&ordering=${ordering}`))
        .json()
        .results.map((d: { title: string }) => d.title[0])
    expect(await titles('title')).toEqual(['a', 'b', 'c'])
    expect(await titles('created_at')).toEqual(['b', 'a', 'c'])
    expect(await titles('-created_at')).toEqual(['c', 'a', 'b'])
    await c.patch(`/api/pixel-art/${b.uuid}/`, { border: false })
    expect((await titles('-updated_at'))[0]).toBe('b')
    expect((await c.get('/api/pixel-art/?ordering=owner')).statusCode).toBe(400)
  })

  it('pages with correct count, next and previous at the edges', async () => {
    const t = token()
    const c = await signedIn()
    for (let i = 0; i < 5; i++) await saveDesign(c, { title: `p${i}${t}` })
    const p1 = (await c.get(`/api/pixel-art/?search=${t}&page_size=2`)).json()
    expect(p1.count).toBe(5)
    expect(p1.results).toHaveLength(2)
    expect(p1.previous).toBeNull()
    expect(p1.next).toBe(`http://threadbit.test/api/pixel-art/?search=${t}&page_size=2&page=2`)
    const p3 = (await c.get(`/api/pixel-art/?search=${t}&page_size=2&page=3`)).json()
    expect(p3.results).toHaveLength(1)
    expect(p3.next).toBeNull()
    expect(p3.previous).toBe(`http://threadbit.test/api/pixel-art/?search=${t}&page_size=2&page=2`)
    const p2 = (await c.get(`/api/pixel-art/?search=${t}&page_size=2&page=2`)).json()
    expect(p2.previous).toBe(`http://threadbit.test/api/pixel-art/?search=${t}&page_size=2`)
    expect((await c.get(`/api/pixel-art/?search=${t}&page_size=2&page=4`)).statusCode).toBe(404)
    expect((await c.get(`/api/pixel-art/?page=0`)).statusCode).toBe(400)
    expect((await c.get(`/api/pixel-art/?page=abc`)).statusCode).toBe(400)
    const empty = (await c.get(`/api/pixel-art/?search=nothing${t}`)).json()
    expect(empty).toEqual({ count: 0, next: null, previous: null, results: [] })
  })

  it('filters by the products a design fits, all of them', async () => {
    const t = token()
    const c = await signedIn()
    await saveDesign(c, { title: `s${t}`, png_data: designPng(16, 16) })
    await saveDesign(c, { title: `l${t}`, png_data: designPng(100, 60) })
    const titles = async (fits: string) =>
      (await c.get(`/api/pixel-art/?search=${t}&fits=${fits}&ordering=title`))
        .json()
        .results.map((d: { title: string }) => d.title[0])
    expect(await titles(`${products.large.id}`)).toEqual(['l', 's'])
    expect(await titles(`${products.small.id}`)).toEqual(['s'])
    expect(await titles(`${products.small.id},${products.large.id}`)).toEqual(['s'])
    expect(await titles('999999')).toEqual([])
    expect((await c.get('/api/pixel-art/?fits=1,abc')).statusCode).toBe(400)
  })

  it("lists a user's own designs, private ones included, and refuses anonymous visitors", async () => {
    const c = await signedIn()
    await saveDesign(c)
    await saveDesign(c, { is_public: false })
    const mine = (await c.get('/api/pixel-art/my-art/')).json()
    expect(mine.count).toBe(2)
    expect((await new TestClient(server.app).get('/api/pixel-art/my-art/')).statusCode).toBe(403)
  })

  it('puts staff designs first on the home page', async () => {
    const staff = await signedIn()
    await makeStaff(server.database.db, staff.user.pk)
    const picked = await saveDesign(staff, { title: 'Shop pick' })
    await saveDesign(await signedIn(), { title: 'Newer community art' })
    const home = (await new TestClient(server.app).get('/api/pixel-art/homepage/')).json()
    expect(home.results[0].owner_is_staff).toBe(true)
    expect(home.results.some((d: { uuid: string }) => d.uuid === picked.uuid)).toBe(true)
  })
})

describe('list counts and the caches behind them', () => {
  // Letters and digits never three in a row: no trigram to probe, so the list walks its index and its
  // total comes from the count cache (see probeSearch in designs.queries.ts).
  const walkToken = () =>
    Array.from(
      { length: 6 },
      () => `${'abcdefghjkmnpqrstuvwxyz'[Math.floor(Math.random() * 23)]}${Math.floor(Math.random() * 10)}`,
    ).join('.')

  it('keeps a cached count exact right after a design is created, made private or public, and deleted', async () => {
    const t = walkToken()
    const c = await signedIn()
    const count = async () => {
      const res = (await new TestClient(server.app).get(`/api/pixel-art/?search=${t}&page_size=1`)).json()
      return res.count as number
    }
    const mine = async () => (await c.get('/api/pixel-art/my-art/?page_size=1')).json().count as number
    const a = await saveDesign(c, { title: `${t}a` })
    await saveDesign(c, { title: `${t}b` })
    expect(await count()).toBe(2)
    expect(await mine()).toBe(2)
    const third = await saveDesign(c, { title: `${t}c` })
    expect(await count()).toBe(3)
    expect(await mine()).toBe(3)
    await c.patch(`/api/pixel-art/${a.uuid}/`, { is_public: false })
    expect(await count()).toBe(2)
    expect(await mine()).toBe(3)
    await c.patch(`/api/pixel-art/${a.uuid}/`, { is_public: true })
    expect(await count()).toBe(3)
    await c.patch(`/api/pixel-art/${third.uuid}/`, { title: 'renamed' })
    expect(await count()).toBe(2)
    await c.delete(`/api/pixel-art/${a.uuid}/`)
    expect(await count()).toBe(1)
    expect(await mine()).toBe(2)
  })

  it('finds the same page and total whether a search probes the trigram indexes or walks the order', async () => {
    const t = token()
    const c = await signedIn()
    for (let i = 0; i < 4; i++) await saveDesign(c, { title: `${i}${t}` })
    await saveDesign(c, { title: `hidden ${t}`, is_public: false })
    const other = await signedIn()
    await saveDesign(other, { title: 'by name' })
    const filters = [
      ...(['-created_at', 'created_at', 'title', '-updated_at', 'homepage'] as const).flatMap((ordering) =>
        [0, 2, 4].map((offset) => ({ search: t, ordering, offset })),
      ),
      { search: other.user.username.toUpperCase(), ordering: '-created_at' as const, offset: 0 },
    ]
    for (const f of filters) {
      const filter = { scope: 'public' as const, limit: 2, ...f }
      const probed = await listDesignPage(server.database.db, filter)
      const walked = await listDesignPage(server.database.db, { ...filter, probeLimit: 0 })
      expect(probed.rows.map((r) => r.id)).toEqual(walked.rows.map((r) => r.id))
      expect(probed.count).toBe(walked.count ?? (await countDesigns(server.database.db, filter)))
    }
  })

  it('stops serving a render as soon as its design is made private or deleted', async () => {
    const c = await signedIn()
    const d = await saveDesign(c)
    const url = `/api/pixel-art/${d.uuid}/render/`
    const anonymous = new TestClient(server.app)
    expect((await anonymous.get(url)).statusCode).toBe(200)
    // A publicly cacheable render carries no per-visitor cookie (a CDN would share or refuse it).
    const cookieless = await server.app.inject({ url })
    expect(cookieless.headers['cache-control']).toMatch(/public/)
    expect(cookieless.headers['set-cookie']).toBeUndefined()
    await c.patch(`/api/pixel-art/${d.uuid}/`, { is_public: false })
    expect((await anonymous.get(url)).statusCode).toBe(404)
    expect((await c.get(url)).statusCode).toBe(200)
    await c.patch(`/api/pixel-art/${d.uuid}/`, { is_public: true })
    expect((await anonymous.get(url)).statusCode).toBe(200)
    await c.delete(`/api/pixel-art/${d.uuid}/`)
    expect((await c.get(url)).statusCode).toBe(404)
  })
})

describe('renders', () => {
  it('upscales with nearest neighbour and frames with the border colour', async () => {
    const c = await signedIn()
    const d = await saveDesign(c, {
      png_data: designPng(3, 2, (x) => (x === 0 ? [255, 0, 0, 255] : [0, 0, 255, 255])),
      border_color: '#00FF00',
    })
    const res = await c.get(`/api/pixel-art/${d.uuid}/render/`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/png')
    const { data, info } = await sharp(res.rawPayload)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
    expect([info.width, info.height]).toEqual([3 * 10 + 10, 2 * 10 + 10])
    const at = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4),
    ]
    expect(at(0, 0)).toEqual([0, 255, 0, 255])
    expect(at(5 + 9, 5)).toEqual([255, 0, 0, 255])
    expect(at(5 + 10, 5)).toEqual([0, 0, 255, 255])
    const large = await c.get(`/api/pixel-art/${d.uuid}/render-large/`)
    const meta = await sharp(large.rawPayload).metadata()
    expect([meta.width, meta.height]).toEqual([3 * 20 + 20, 2 * 20 + 20])
  })

  it('renders without a frame when the border is off', async () => {
    const c = await signedIn()
    const d = await saveDesign(c, { png_data: designPng(5, 4), border: false })
    const meta = await sharp((await c.get(`/api/pixel-art/${d.uuid}/render/`)).rawPayload).metadata()
    expect([meta.width, meta.height]).toEqual([50, 40])
  })

  it('sends a strong ETag, answers 304 to it, and lets shared caches keep a public render only a minute', async () => {
    const c = await signedIn()
    const d = await saveDesign(c)
    const first = await c.get(`/api/pixel-art/${d.uuid}/render/`)
    const etag = String(first.headers['etag'])
    expect(etag).toMatch(/^"[^"]+"$/)
    expect(first.headers['cache-control']).toBe('public, max-age=300, s-maxage=60, must-revalidate')
    const again = await c.request('GET', `/api/pixel-art/${d.uuid}/render/`, undefined, {
      'if-none-match': etag,
    })
    expect(again.statusCode).toBe(304)
    const versioned = await c.get(`/api/pixel-art/${d.uuid}/render/?v=${Date.parse(d.updated_at)}`)
    // The browser keeps a versioned URL; a CDN asks again after a minute, so privacy reaches it quickly.
    expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, s-maxage=60, must-revalidate')
    await c.patch(`/api/pixel-art/${d.uuid}/`, { border_color: '#ff00ff' })
    const changed = await c.get(`/api/pixel-art/${d.uuid}/render/`)
    expect(changed.headers['etag']).not.toBe(etag)
  })
})

describe('catalogue', () => {
  it('answers every product with colours, skus and regions, and revalidates with an ETag', async () => {
    const res = await new TestClient(server.app).get('/api/products/')
    expect(res.statusCode).toBe(200)
    const tee = res.json().find((p: { id: number }) => p.id === products.large.id)
    expect(tee).toMatchObject({ product_name: 'Tee', px_per_mm: 5, img_width: 1000, product_type: 'Other' })
    expect(tee.colors[0].skus[0]).toMatchObject({ size: 'M', price: 32, price_cents: 3200, in_stock: true })
    expect(tee.placement_regions[0]).toMatchObject({
      x_min: 100,
      x_max: 1060,
      presets: [{ x: 0.5, y: 0.5, is_default: true }],
    })
    const again = await server.app.inject({
      url: '/api/products/',
      headers: { 'if-none-match': String(res.headers['etag']) },
    })
    expect(again.statusCode).toBe(304)
  })
})
