import { asc } from 'drizzle-orm'
import type { Product } from '@threadbit/contracts'
import type { Db } from '../../db/client.ts'
import { placementRegions, productColors, products, skus } from '../../db/schema.ts'

/** The whole catalogue in four small queries, assembled in memory (it is dozens of rows, not thousands). */
export async function loadCatalog(db: Db): Promise<Product[]> {
  const [productRows, colorRows, skuRows, regionRows] = await Promise.all([
    db.select().from(products).orderBy(asc(products.sortOrder), asc(products.id)),
    db.select().from(productColors).orderBy(asc(productColors.sortOrder), asc(productColors.id)),
    db.select().from(skus).orderBy(asc(skus.sortOrder), asc(skus.id)),
    db.select().from(placementRegions).orderBy(asc(placementRegions.id)),
  ])
  return productRows.map((p) => ({
    id: p.id,
    slug: p.slug,
    product_name: p.productName,
    product_type: p.productType,
    description: p.description,
    weight_grams: p.weightGrams,
    px_per_mm: p.pxPerMm,
    img_width: p.imgWidth,
    colors: colorRows
      .filter((c) => c.productId === p.id)
      .map((c) => ({
        id: c.id,
        color_name: c.colorName,
        hex_code: c.hexCode,
        image_url: c.imageUrl,
        skus: skuRows
          .filter((s) => s.productColorId === c.id)
          .map((s) => ({
            id: s.id,
            size: s.size,
            price: Math.round(s.priceCents / 100),
            price_cents: s.priceCents,
            in_stock: s.inStock,
          })),
      })),
    placement_regions: regionRows
      .filter((r) => r.productId === p.id)
      .map((r) => ({
        id: r.id,
        name: r.name,
        x_min: r.xMin,
        x_max: r.xMax,
        y_min: r.yMin,
        y_max: r.yMax,
        default_stitch_size: r.defaultStitchSize,
        presets: r.presets,
      })),
  }))
}
