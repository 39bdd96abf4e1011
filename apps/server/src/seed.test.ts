import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DEFAULT_DESIGN_UUID, NOT_FOUND_DESIGN_UUID } from '@threadbit/contracts'
import { describe, expect, it } from 'vitest'
import { createFsBlobStore, isValidBlobKey } from './storage/blob-store.ts'
import { quietLog, seededDatabasePerFile } from './testing/seeded-database.ts'
import { createTestApp, TestClient } from './testing/test-app.ts'
import { SEED_PRODUCTS } from './modules/catalog/seed/catalog-data.ts'
import { seedDatabase } from './seed.ts'
import { SHOP_DESIGNS } from './modules/designs/shop-designs.ts'

const blobDir = mkdtempSync(path.join(tmpdir(), 'threadbit-blobs-'))
const blobs = createFsBlobStore(blobDir)

const seeded = seededDatabasePerFile()

describe('first-start seed', () => {
  it('loads the catalogue with a stored mockup image per colour', async () => {
    const app = await createTestApp(seeded.database, { blobs })
    try {
      const catalogue = (await new TestClient(app).get('/api/products/')).json()
      expect(catalogue).toHaveLength(SEED_PRODUCTS.length)
      // Preset buttons on the product card are named after the seed's labels.
      expect(catalogue[0].placement_regions[0].presets[0]).toMatchObject({ label: 'Centre chest' })
      const image = await app.inject({ url: catalogue[0].colors[0].image_url })
      expect(image.statusCode).toBe(200)
      expect(image.headers['content-type']).toBe('image/webp')
      expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    } finally {
      await app.close()
    }
  })

  it('seeds the shop designs, including the default and the not-found design, owned by staff', async () => {
    const app = await createTestApp(seeded.database, { blobs })
    try {
      const c = new TestClient(app)
      const fallback = (await c.get(`/api/pixel-art/${DEFAULT_DESIGN_UUID}/`)).json()
      expect(fallback).toMatchObject({ owner_is_staff: true, owner_name: 'Threadbit', is_public: true })
      expect(fallback.fitting_products.length).toBeGreaterThan(0)
      expect((await c.get(`/api/pixel-art/${NOT_FOUND_DESIGN_UUID}/`)).json().title).toBe('404 NOT FOUND')
      // Every shop design is listed but the not-found page's design.
      expect((await c.get('/api/pixel-art/')).json().count).toBe(SHOP_DESIGNS.length - 1)
    } finally {
      await app.close()
    }
  })

  it('adds nothing when run again', async () => {
    await seedDatabase({ db: seeded.database.db, log: quietLog })
    const app = await createTestApp(seeded.database, { blobs })
    try {
      expect((await new TestClient(app).get('/api/pixel-art/')).json().count).toBe(SHOP_DESIGNS.length - 1)
    } finally {
      await app.close()
    }
  })

  it('never serves files outside the store, however the path is spelled', async () => {
    // A secret next to the store's folder, and a real file inside it to prove the route is reached at all.
    const root = mkdtempSync(path.join(tmpdir(), 'threadbit-media-'))
    writeFileSync(path.join(root, 'secret_key.png'), 'the secret')
    const store = createFsBlobStore(path.join(root, 'blobs'))
    await store.put('products/real.png', Buffer.from('a real file'), 'image/png')
    const app = await createTestApp(seeded.database, { blobs: store })
    try {
      const real = await app.inject({ url: '/media/products/real.png' })
      expect(real.statusCode).toBe(200)
      expect(real.body).toBe('a real file')
      for (const url of ['/media/..%2Fsecret_key.png', '/media/products/..%2F..%2Fsecret_key.png']) {
        const res = await app.inject({ url })
        // The media route itself refuses (a JSON 404), not the fallback for a missing web build.
        expect(res.statusCode, url).toBe(404)
        expect(res.json(), url).toEqual({ detail: 'Not found.' })
        expect(res.body).not.toContain('the secret')
      }
      // Encoded dots are resolved by the router first: this path is /secret_key.png, never a media key.
      const outside = await app.inject({ url: '/media/products/%2e%2e/%2e%2e/secret_key.png' })
      expect(outside.body).not.toContain('the secret')
      expect(outside.headers['cache-control'] ?? '').not.toContain('immutable')
      expect(isValidBlobKey('../secret_key')).toBe(false)
      expect(isValidBlobKey('products/../../x')).toBe(false)
      expect(isValidBlobKey('/etc/passwd')).toBe(false)
      expect(isValidBlobKey('products/tee-black-abc.webp')).toBe(true)
    } finally {
      await app.close()
    }
  })
})
