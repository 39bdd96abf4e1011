import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema/accounts.ts'
import { pixelArts } from '../../db/schema/designs.ts'
import { pixelArtProducts } from '../../db/schema/shop.ts'

/** A sitemap lists at most 50,000 URLs; the newest public designs and products share that room. */
export const SITEMAP_DESIGNS = 40_000
export const SITEMAP_PRODUCTS = 9_000

export async function publicDesignsForSitemap(db: Db) {
  return db
    .select({ uuid: pixelArts.uuid, updatedAt: pixelArts.updatedAt })
    .from(pixelArts)
    .where(eq(pixelArts.isPublic, true))
    .orderBy(desc(pixelArts.updatedAt))
    .limit(SITEMAP_DESIGNS)
}

export async function publicArtOnProductsForSitemap(db: Db) {
  return db
    .select({
      artUuid: pixelArts.uuid,
      productColorId: pixelArtProducts.productColorId,
      placementX: pixelArtProducts.placementX,
      placementY: pixelArtProducts.placementY,
      stitchSize: pixelArtProducts.stitchSize,
      scaleFactor: pixelArtProducts.scaleFactor,
      updatedAt: pixelArts.updatedAt,
    })
    .from(pixelArtProducts)
    .innerJoin(pixelArts, eq(pixelArts.id, pixelArtProducts.artId))
    .where(eq(pixelArts.isPublic, true))
    .orderBy(desc(pixelArtProducts.timesOrdered), desc(pixelArtProducts.timesAddedToCart))
    .limit(SITEMAP_PRODUCTS)
}

/** A public design's title, owner and size, or null (private and unknown designs are not described). */
export async function publicDesignSummary(db: Db, uuid: string) {
  const [row] = await db
    .select({
      uuid: pixelArts.uuid,
      title: pixelArts.title,
      rows: pixelArts.rows,
      columns: pixelArts.columns,
      revision: pixelArts.revision,
      border: pixelArts.border,
      owner: users.username,
    })
    .from(pixelArts)
    .leftJoin(users, eq(users.id, pixelArts.ownerId))
    .where(and(eq(pixelArts.uuid, uuid), eq(pixelArts.isPublic, true)))
    .limit(1)
  return row ?? null
}

/** The stored art-on-product a shared link describes, if one exists (a shared link may name a new one). */
export async function artOnProductUuid(
  db: Db,
  key: {
    artUuid: string
    productColorId: number
    placementX: number
    placementY: number
    stitchSize: number
    scaleFactor: number
  },
) {
  const [row] = await db
    .select({ uuid: pixelArtProducts.uuid })
    .from(pixelArtProducts)
    .innerJoin(pixelArts, eq(pixelArts.id, pixelArtProducts.artId))
    .where(
      and(
        eq(pixelArts.uuid, key.artUuid),
        eq(pixelArts.isPublic, true),
        eq(pixelArtProducts.productColorId, key.productColorId),
        eq(pixelArtProducts.placementX, Number(key.placementX.toFixed(4))),
        eq(pixelArtProducts.placementY, Number(key.placementY.toFixed(4))),
        eq(pixelArtProducts.stitchSize, Number(key.stitchSize.toFixed(2))),
        eq(pixelArtProducts.scaleFactor, key.scaleFactor),
      ),
    )
    .limit(1)
  return row?.uuid ?? null
}
