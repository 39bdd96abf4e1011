import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { designPng, makeStaff, stripes } from '../../testing/fixtures.ts'
import { startGoogleJwks } from '../../testing/google-jwks.ts'
import { createTestApp, TestClient, uniqueUser } from '../../testing/test-app.ts'
import { designsPerFile, saveDesign, token } from './designs-fixture.ts'

const { server, products, signedIn } = designsPerFile()

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
    expect(d.fitting_products).toContain(products.large.id)
    expect(d.fitting_products).not.toContain(products.small.id)
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
    const d = await saveDesign(await signedIn(), { is_quick_draw: true, is_public: true })
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
    const d = await saveDesign(owner, { is_public: false })
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
    const pub = await saveDesign(owner)
    const priv = await saveDesign(owner, { is_public: false })
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
    const d = await saveDesign(owner)
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
    const d = await saveDesign(owner)
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
    const original = await saveDesign(await signedIn())
    const remixer = await signedIn()
    const remix = await saveDesign(remixer, { remix_of: original.id })
    expect(remix).toMatchObject({ remix_of: original.id, owner: remixer.user.pk })
    expect(remix.uuid).not.toBe(original.uuid)
  })

  it('refuses to remix a design the user cannot see', async () => {
    const hidden = await saveDesign(await signedIn(), { is_public: false })
    const res = await (
      await signedIn()
    ).post('/api/pixel-art/', { png_data: designPng(4, 4), remix_of: hidden.id })
    expect(res.statusCode).toBe(400)
    expect(Object.keys(res.json())).toEqual(['remix_of'])
  })
})
