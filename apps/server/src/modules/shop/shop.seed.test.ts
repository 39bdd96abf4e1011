import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { NOT_FOUND_DESIGN_UUID, type PixelArtProduct } from '@threadbit/contracts'
import { count } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { pixelArtProducts } from '../../db/schema.ts'
import { seedDatabase } from '../../seed.ts'
import { createFsBlobStore } from '../../storage/blob-store.ts'
import { quietLog, seededDatabasePerFile } from '../../testing/seeded-database.ts'
import { createTestApp, TestClient } from '../../testing/test-app.ts'

const seeded = seededDatabasePerFile()

describe('seeded popular picks', () => {
  it('puts the shop designs on fitting products so the home page is not empty, once', async () => {
    const blobs = createFsBlobStore(mkdtempSync(path.join(tmpdir(), 'threadbit-seed-blobs-')))
    const app = await createTestApp(seeded.database, { blobs })
    try {
      const c = new TestClient(app)
      const picks = (await c.get('/api/pixel-art-products/homepage/')).json() as PixelArtProduct[]
      expect(picks.length).toBe(8)
      expect(picks.every((p) => p.art.uuid !== NOT_FOUND_DESIGN_UUID)).toBe(true)
      expect(picks.every((p) => p.art.fitting_products.includes(p.product_id))).toBe(true)

      const [before] = await seeded.database.db.select({ n: count() }).from(pixelArtProducts)
      await seedDatabase({ db: seeded.database.db, log: quietLog })
      const [after] = await seeded.database.db.select({ n: count() }).from(pixelArtProducts)
      expect(after?.n).toBe(before?.n)

      // A pick's picture is the real garment picture with the design on it.
      const first = picks[0]!
      const png = await c.get(first.image_url)
      expect(png.statusCode).toBe(200)
      const meta = await sharp(png.rawPayload).metadata()
      const catalogue = (await c.get('/api/products/')).json() as { id: number; img_width: number }[]
      expect(meta.width).toBe(catalogue.find((p) => p.id === first.product_id)?.img_width)
    } finally {
      await app.close()
    }
  })
})
