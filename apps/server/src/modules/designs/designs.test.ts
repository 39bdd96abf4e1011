import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { designPng, insertProduct, makeStaff, stripes } from '../../testing/fixtures.ts'
import { startGoogleJwks } from '../../testing/google-jwks.ts'
import { createTestApp, TestClient, uniqueUser } from '../../testing/test-app.ts'
import { appPerFile } from '../../testing/app-per-file.ts'
import { countDesigns, listDesignPage } from './designs.queries.ts'

let small: { id: number } // fits up to 20×20 cells (30 mm at 1.5 mm)
let large: { id: number } // fits up to 128×128

const server = appPerFile(async (database) => {
  small = await insertProduct(database.db, {
    name: 'Patch',
    pxPerMm: 10,
    regions: [{ width: 300, height: 300 }],
  })
  large = await insertProduct(database.db, {
    name: 'Tee',
    pxPerMm: 5,
    regions: [{ width: 960, height: 960 }],
  })
  return {}
})

async function signedIn() {
  const c = new TestClient(server.app)
  const user = await c.register()
  return Object.assign(c, { user })
}

const token = () => `t${Math.random().toString(36).slice(2, 9)}`

async function save(c: TestClient, body: Record<string, unknown> = {}) {
  const res = await c.post('/api/pixel-art/', { title: 'My art', png_data: designPng(24, 24), ...body })
  if (res.statusCode !== 201) throw new Error(`save failed ${res.statusCode}: ${res.body}`)
  return res.json() as { uuid: string; id: number; updated_at: string } & Record<string, unknown>
}

describe('creating a design', () => {
  it('derives size, colours, trimmed image and fitting products from the PNG, not from the client', async () => {
    const c = await signedIn()
    const png = designPng(30, 20, (x, y) =>
      x >= 5 && x < 15 && y >= 2 && y < 6 ? (x < 10 ? [255, 0, 0, 255] : [0, 0, 255, 255]) : null,
    )
    const res = await c.post('/api/pixel-art/', {
      title: 'Flag',
      png_data: png,
      rows: 1,
      columns: 1,
      number_of_colors: 99,
      owner: 1,
    })
    expect(res.statusCode).toBe(201)
    const d = res.json()
    expect(d).toMatchObject({
      title: 'Flag',
      rows: 20,
      columns: 30,
      number_of_colors: 2,
      is_public: true,
      is_quick_draw: false,
      remix_of: null,
      owner: c.user.pk,
      owner_name: c.user.username,
      owner_is_staff: false,
      owner_flair: 'none',
      border: true,
      border_color: '#000000',
    })
    expect(d.fitting_products).toContain(large.id)
    expect(d.fitting_products).not.toContain(small.id)
    const trimmed = await sharp(Buffer.from(d.trimmed_png_data.split(',')[1], 'base64')).metadata()
    expect([trimmed.width, trimmed.height]).toEqual([10, 4])
    expect(Object.keys(d).sort()).toEqual(
      [
        'border',
        'border_color',
        'columns',
        'created_at',
        'fitting_products',
        'id',
        'is_public',
        'is_quick_draw',
        'number_of_colors',
        'owner',
        'owner_flair',
        'owner_is_staff',
        'owner_name',
        'png_data',
        'remix_of',
        'rows',
        'title',
        'trimmed_png_data',
        'updated_at',
        'uuid',
      ].sort(),
    )
  })

  it('keeps quick-draw designs private whatever the client asks', async () => {
    const d = await save(await signedIn(), { is_quick_draw: true, is_public: true })
    expect(d).toMatchObject({ is_quick_draw: true, is_public: false })
  })

  it('is refused to anonymous visitors and to users without a username', async () => {
    const anon = await new TestClient(server.app).post('/api/pixel-art/', { png_data: designPng(4, 4) })
    expect(anon.statusCode).toBe(403)
    const google = await startGoogleJwks()
    const gapp = await createTestApp(server.database, {
      env: { GOOGLE_CLIENT_ID: google.clientId, GOOGLE_JWKS_URL: google.url },
    })
    try {
      const c = new TestClient(gapp)
      await c.post('/api/auth/google/', {
        credential: await google.sign({ sub: token(), email: uniqueUser().email }),
      })
      const res = await c.post('/api/pixel-art/', { png_data: designPng(4, 4) })
      expect(res.statusCode).toBe(403)
      expect(res.json()).toEqual({ detail: 'Choose a username before saving designs.' })
    } finally {
      await gapp.close()
      await google.close()
    }
  })

  it.each([
    ['not a data URL', { png_data: 'hello' }, 'png_data'],
    ['a JPEG data URL', { png_data: 'data:image/jpeg;base64,/9j/4AAQ' }, 'png_data'],
    ['undecodable bytes', { png_data: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA' }, 'png_data'],
    ['bad base64', { png_data: 'data:image/png;base64,@@@' }, 'png_data'],
    ['a grid over 128', { png_data: designPng(129, 10) }, 'png_data'],
    ['more than 12 colours', { png_data: designPng(13, 2, stripes(13)) }, 'png_data'],
    ['no pixels drawn', { png_data: designPng(8, 8, () => null) }, 'png_data'],
    ['a title over 20 characters', { title: 'x'.repeat(21) }, 'title'],
    ['a bad hex colour', { border_color: 'red' }, 'border_color'],
    ['a non-boolean border', { border: 'yes' }, 'border'],
    ['a missing png_data', { png_data: undefined }, 'png_data'],
  ])('answers a 400 field error for %s', async (_name, body, field) => {
    const c = await signedIn()
    const res = await c.post('/api/pixel-art/', { title: 'ok', png_data: designPng(4, 4), ...body })
    expect(res.statusCode).toBe(400)
    expect(Object.keys(res.json())).toEqual([field])
  })

  it('accepts exactly 12 colours and 128×128', async () => {
    const c = await signedIn()
    expect(
      (await c.post('/api/pixel-art/', { png_data: designPng(12, 3, stripes(12)) })).json().number_of_colors,
    ).toBe(12)
    expect((await c.post('/api/pixel-art/', { png_data: designPng(128, 128) })).json()).toMatchObject({
      rows: 128,
      columns: 128,
    })
  })

  it('rejects a PNG whose header claims an enormous size before decoding it', async () => {
    const c = await signedIn()
    const huge = await sharp({ create: { width: 5000, height: 5000, channels: 4, background: '#f00' } })
      .png()
      .toBuffer()
    const res = await c.post('/api/pixel-art/', {
      png_data: `data:image/png;base64,${huge.toString('base64')}`,
    })
    expect(res.statusCode).toBe(400)
  })
})

describe('who may see and change a design', () => {
  it('shows public designs to anyone and private ones only to their owner and staff (404 otherwise)', async () => {
    const owner = await signedIn()
    const d = await save(owner, { is_public: false })
    const url = `/api/pixel-art/${d.uuid}/`
    expect((await new TestClient(server.app).get(url)).statusCode).toBe(404)
    expect((await (await signedIn()).get(url)).statusCode).toBe(404)
    expect((await owner.get(url)).statusCode).toBe(200)
    const staff = await signedIn()
    await makeStaff(server.database.db, staff.user.pk)
    expect((await staff.get(url)).statusCode).toBe(200)
    expect((await new TestClient(server.app).get(`/api/pixel-art/${d.uuid}/render/`)).statusCode).toBe(404)
  })

  it('lets only the owner update; others get 403 on a public design and 404 on a private one', async () => {
    const owner = await signedIn()
    const pub = await save(owner)
    const priv = await save(owner, { is_public: false })
    const other = await signedIn()
    expect((await other.patch(`/api/pixel-art/${pub.uuid}/`, { title: 'mine now' })).statusCode).toBe(403)
    expect((await other.patch(`/api/pixel-art/${priv.uuid}/`, { title: 'mine now' })).statusCode).toBe(404)
    expect(
      (await new TestClient(server.app).patch(`/api/pixel-art/${pub.uuid}/`, { title: 'x' })).statusCode,
    ).toBe(403)
    const staff = await signedIn()
    await makeStaff(server.database.db, staff.user.pk)
    expect((await staff.patch(`/api/pixel-art/${pub.uuid}/`, { is_public: false })).statusCode).toBe(403)
    const ok = await owner.patch(`/api/pixel-art/${pub.uuid}/`, { is_public: false, title: 'Renamed' })
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toMatchObject({ is_public: false, title: 'Renamed' })
  })

  it('replaces the image with PUT, which requires png_data', async () => {
    const owner = await signedIn()
    const d = await save(owner)
    const missing = await owner.put(`/api/pixel-art/${d.uuid}/`, { title: 'x' })
    expect(missing.json()).toEqual({ png_data: ['This field is required.'] })
    const res = await owner.put(`/api/pixel-art/${d.uuid}/`, {
      title: 'Bigger',
      png_data: designPng(40, 10, stripes(3)),
    })
    expect(res.json()).toMatchObject({ title: 'Bigger', rows: 10, columns: 40, number_of_colors: 3 })
    const bad = await owner.patch(`/api/pixel-art/${d.uuid}/`, { png_data: designPng(13, 1, stripes(13)) })
    expect(bad.statusCode).toBe(400)
    expect((await owner.get(`/api/pixel-art/${d.uuid}/`)).json().columns).toBe(40)
  })

  it('lets only the owner delete', async () => {
    const owner = await signedIn()
    const d = await save(owner)
    expect((await (await signedIn()).delete(`/api/pixel-art/${d.uuid}/`)).statusCode).toBe(403)
    expect((await new TestClient(server.app).delete(`/api/pixel-art/${d.uuid}/`)).statusCode).toBe(403)
    expect((await owner.delete(`/api/pixel-art/${d.uuid}/`)).statusCode).toBe(204)
    expect((await owner.get(`/api/pixel-art/${d.uuid}/`)).statusCode).toBe(404)
  })

  it('answers 404 for a malformed or unknown uuid', async () => {
    expect((await new TestClient(server.app).get('/api/pixel-art/not-a-uuid/')).statusCode).toBe(404)
    expect(
      (await new TestClient(server.app).get('/api/pixel-art/00000000-0000-4000-8000-00000000dead/'))
        .statusCode,
    ).toBe(404)
  })
})

describe('remixing', () => {
  it("creates a new design that points at another user's original", async () => {
    const original = await save(await signedIn())
    const remixer = await signedIn()
    const remix = await save(remixer, { remix_of: original.id })
    expect(remix).toMatchObject({ remix_of: original.id, owner: remixer.user.pk })
    expect(remix.uuid).not.toBe(original.uuid)
  })

  it('refuses to remix a design the user cannot see', async () => {
    const hidden = await save(await signedIn(), { is_public: false })
    const res = await (
      await signedIn()
    ).post('/api/pixel-art/', { png_data: designPng(4, 4), remix_of: hidden.id })
    expect(res.statusCode).toBe(400)
    expect(Object.keys(res.json())).toEqual(['remix_of'])
  })
})

describe('lists', () => {
  it('searches title and owner name case-insensitively, public designs only', async () => {
    const t = token()
    const c = await signedIn()
    await save(c, { title: `Cat ${t}` })
    await save(c, { title: `Dog ${t}`, is_public: false })
    await save(c, { title: `Cow ${t}`, is_quick_draw: true })
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
    const b = await save(c, { title: `b${t}` })
    await save(c, { title: `a${t}` })
    await save(c, { title: `c${t}` })
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
    for (let i = 0; i < 5; i++) await save(c, { title: `p${i}${t}` })
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
    await save(c, { title: `s${t}`, png_data: designPng(16, 16) })
    await save(c, { title: `l${t}`, png_data: designPng(100, 60) })
    const titles = async (fits: string) =>
      (await c.get(`/api/pixel-art/?search=${t}&fits=${fits}&ordering=title`))
        .json()
        .results.map((d: { title: string }) => d.title[0])
    expect(await titles(`${large.id}`)).toEqual(['l', 's'])
    expect(await titles(`${small.id}`)).toEqual(['s'])
    expect(await titles(`${small.id},${large.id}`)).toEqual(['s'])
    expect(await titles('999999')).toEqual([])
    expect((await c.get('/api/pixel-art/?fits=1,abc')).statusCode).toBe(400)
  })

  it("lists a user's own designs, private ones included, and refuses anonymous visitors", async () => {
    const c = await signedIn()
    await save(c)
    await save(c, { is_public: false })
    const mine = (await c.get('/api/pixel-art/my-art/')).json()
    expect(mine.count).toBe(2)
    expect((await new TestClient(server.app).get('/api/pixel-art/my-art/')).statusCode).toBe(403)
  })

  it('puts staff designs first on the home page', async () => {
    const staff = await signedIn()
    await makeStaff(server.database.db, staff.user.pk)
    const picked = await save(staff, { title: 'Shop pick' })
    await save(await signedIn(), { title: 'Newer community art' })
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
    const a = await save(c, { title: `${t}a` })
    await save(c, { title: `${t}b` })
    expect(await count()).toBe(2)
    expect(await mine()).toBe(2)
    const third = await save(c, { title: `${t}c` })
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
    for (let i = 0; i < 4; i++) await save(c, { title: `${i}${t}` })
    await save(c, { title: `hidden ${t}`, is_public: false })
    const other = await signedIn()
    await save(other, { title: 'by name' })
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
    const d = await save(c)
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
    const d = await save(c, {
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
    const d = await save(c, { png_data: designPng(5, 4), border: false })
    const meta = await sharp((await c.get(`/api/pixel-art/${d.uuid}/render/`)).rawPayload).metadata()
    expect([meta.width, meta.height]).toEqual([50, 40])
  })

  it('sends a strong ETag, answers 304 to it, and lets shared caches keep a public render only a minute', async () => {
    const c = await signedIn()
    const d = await save(c)
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
    const tee = res.json().find((p: { id: number }) => p.id === large.id)
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
