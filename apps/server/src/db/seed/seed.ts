import { count, eq, inArray } from 'drizzle-orm'
import { encodeRGBAToPNG, parseColor } from '@threadbit/pixelart'
import type { FastifyBaseLogger } from 'fastify'
import { readDesignImage } from '../../modules/designs/design-image.ts'
import { insertDesign } from '../../modules/designs/designs.queries.ts'
import { SEED_PRODUCTS } from '../../modules/catalog/seed/catalog-data.ts'
import { mockupKey } from '../../modules/catalog/mockup-images.ts'
import { seedPopularPicks } from '../../modules/shop/shop.seed.ts'
import type { Db } from '../client.ts'
import { firstRow } from '../first-row.ts'
import { pixelArts, placementRegions, productColors, products, skus, users } from '../schema.ts'
import { SHOP_DESIGNS, type ShopDesign } from './shop-designs.ts'

export const SHOP_EMAIL = 'shop@threadbit.example'
export const SHOP_USERNAME = 'Threadbit'

async function seedCatalog(db: Db): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(products)
  if ((existing?.n ?? 0) > 0) return 0
  await db.transaction(async (tx) => {
    for (const [productIndex, p] of SEED_PRODUCTS.entries()) {
      const productRows = await tx
        .insert(products)
        .values({
          slug: p.slug,
          productName: p.product_name,
          productType: p.product_type,
          description: p.description,
          weightGrams: p.weight_grams,
          pxPerMm: p.px_per_mm,
          imgWidth: p.img_width,
          sortOrder: productIndex,
        })
        .returning({ id: products.id })
      const productId = firstRow(productRows, 'product').id
      for (const [colorIndex, c] of p.colors.entries()) {
        const colorRows = await tx
          .insert(productColors)
          .values({
            productId,
            colorName: c.color_name,
            hexCode: c.hex_code,
            imageUrl: `/media/${mockupKey(p.slug, c.color_name, c.hex_code)}`,
            sortOrder: colorIndex,
          })
          .returning({ id: productColors.id })
        await tx.insert(skus).values(
          c.skus.map((s, skuIndex) => ({
            productColorId: firstRow(colorRows, 'product colour').id,
            size: s.size,
            priceCents: s.price,
            inStock: s.in_stock,
            sortOrder: skuIndex,
          })),
        )
      }
      await tx.insert(placementRegions).values(
        p.placement_regions.map((r) => ({
          productId,
          name: r.label,
          xMin: r.x_min,
          xMax: r.x_max,
          yMin: r.y_min,
          yMax: r.y_max,
          defaultStitchSize: r.default_stitch_size,
          presets: r.presets.map(({ x, y, is_default, label }) => ({ x, y, is_default, label })),
        })),
      )
    }
  })
  return SEED_PRODUCTS.length
}

/** The shop's own account owns the seeded designs. It has no password: nobody signs in as it. */
async function ensureShopUser(db: Db): Promise<number> {
  const [found] = await db.select({ id: users.id }).from(users).where(eq(users.email, SHOP_EMAIL)).limit(1)
  if (found) return found.id
  const created = await db
    .insert(users)
    .values({
      email: SHOP_EMAIL,
      username: SHOP_USERNAME,
      isStaff: true,
      emailVerified: true,
      flair: 'glow1',
    })
    .returning({ id: users.id })
  return firstRow(created, 'user').id
}

export function shopDesignPng(design: ShopDesign): string {
  const height = design.rows.length
  const width = Math.max(...design.rows.map((row) => row.length))
  const data = new Uint8ClampedArray(width * height * 4)
  design.rows.forEach((row, y) =>
    [...row].forEach((char, x) => {
      const hex = design.legend[char]
      const rgb = hex ? parseColor(hex) : null
      if (rgb) data.set([rgb.r, rgb.g, rgb.b, 255], (y * width + x) * 4)
    }),
  )
  return `data:image/png;base64,${Buffer.from(encodeRGBAToPNG({ width, height, data })).toString('base64')}`
}

async function seedShopDesigns(db: Db): Promise<number> {
  const present = await db
    .select({ uuid: pixelArts.uuid })
    .from(pixelArts)
    .where(
      inArray(
        pixelArts.uuid,
        SHOP_DESIGNS.map((d) => d.uuid),
      ),
    )
  const missing = SHOP_DESIGNS.filter((d) => !present.some((p) => p.uuid === d.uuid))
  if (missing.length === 0) return 0
  const ownerId = await ensureShopUser(db)
  for (const design of missing) {
    const pngData = shopDesignPng(design)
    const image = await readDesignImage(pngData)
    await insertDesign(db, {
      uuid: design.uuid,
      title: design.title,
      pngData,
      trimmedPngData: image.trimmedPngData,
      border: true,
      borderColor: design.borderColor,
      isPublic: true,
      isStaffPick: design.isStaffPick,
      ownerId,
      rows: image.rows,
      columns: image.columns,
      numberOfColors: image.numberOfColors,
    })
  }
  return missing.length
}

/** First-start content, so that no page is empty. Safe to run on every start: it fills only what is missing. */
export async function seedDatabase(deps: { db: Db; log: FastifyBaseLogger | Pick<Console, 'info'> }) {
  const productCount = await seedCatalog(deps.db)
  const designCount = await seedShopDesigns(deps.db)
  const pickCount = await seedPopularPicks(deps.db)
  if (productCount || designCount || pickCount)
    deps.log.info(
      `Seeded ${productCount} products, ${designCount} shop designs and ${pickCount} popular picks.`,
    )
}
