import { count } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { firstRow } from '../../db/first-row.ts'
import { placementRegions, productColors, products, skus } from '../../db/schema.ts'
import { mockupKey } from './mockup-images.ts'
import { SEED_PRODUCTS } from './seed/catalog-data.ts'

/** First-start products: the whole catalogue, once, when there is none. */
export async function seedCatalog(db: Db): Promise<number> {
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
