import { count, inArray } from 'drizzle-orm'
import {
  clampPlacement,
  defaultPlacement,
  designFitsRegion,
  NOT_FOUND_DESIGN_UUID,
  placementFitsRegion,
  primaryRegion,
  sliderBounds,
  sliderValueToStitch,
  type PlacementRegion,
} from '@threadbit/contracts'
import type { Db } from '../../db/client.ts'
import { pixelArtProducts, pixelArts } from '../../db/schema.ts'
import { SHOP_DESIGNS } from '../designs/shop-designs.ts'
import { loadCatalog } from '../catalog/catalog.queries.ts'
import { artOnProductValues, upsertArtOnProduct } from './shop.queries.ts'

/** Products each seeded design is shown on. */
const PRODUCTS_PER_DESIGN = 3

/**
 * First-start popular picks: each of the shop's public designs on a few products it fits, at the default
 * placement and the largest size that fits, so the home page's POPULAR PICKS is not empty. Runs once: it does nothing when any of the shop's
 * designs is already on a product.
 */
export async function seedPopularPicks(db: Db): Promise<number> {
  const uuids = SHOP_DESIGNS.map((d) => d.uuid).filter((uuid) => uuid !== NOT_FOUND_DESIGN_UUID)
  const designs = await db
    .select({ id: pixelArts.id, rows: pixelArts.rows, columns: pixelArts.columns })
    .from(pixelArts)
    .where(inArray(pixelArts.uuid, uuids))
  if (designs.length === 0) return 0
  const [existing] = await db
    .select({ n: count() })
    .from(pixelArtProducts)
    .where(
      inArray(
        pixelArtProducts.artId,
        designs.map((d) => d.id),
      ),
    )
  if ((existing?.n ?? 0) > 0) return 0
  const products = await loadCatalog(db)
  // Each design's fitting products, starting at a different product per design so the picks show the range.
  const plans = designs.map((design, index) => {
    const start = index % Math.max(1, products.length)
    const rotated = [...products.slice(start), ...products.slice(0, start)]
    const fitting = rotated.filter((p) => {
      const region = primaryRegion(p)
      return region !== undefined && p.colors.length > 0 && designFitsRegion(design, region, p.px_per_mm)
    })
    return { design, index, products: fitting.slice(0, PRODUCTS_PER_DESIGN) }
  })
  let created = 0
  // Slot by slot, so the newest-first list (all counts are 0 on a fresh shop) alternates designs.
  for (let slot = 0; slot < PRODUCTS_PER_DESIGN; slot++) {
    for (const { design, index, products: fitting } of plans) {
      const product = fitting[slot]
      const region = product && primaryRegion(product)
      const color = product?.colors[index % product.colors.length]
      if (!product || !region || !color) continue
      const placement = showcasePlacement(design, region, product.px_per_mm)
      if (!placementFitsRegion(design, region, product.px_per_mm, placement)) continue
      await upsertArtOnProduct(db, artOnProductValues(design.id, color.id, placement), {})
      created++
    }
  }
  return created
}

/** The region's default position at the largest size the slider allows, so a pick shows its design well. */
function showcasePlacement(
  design: { rows: number; columns: number },
  region: PlacementRegion,
  pxPerMm: number,
) {
  const largest = sliderValueToStitch(sliderBounds(design, region, pxPerMm).max, design)
  return clampPlacement(design, region, pxPerMm, { ...defaultPlacement(design, region, pxPerMm), ...largest })
}
