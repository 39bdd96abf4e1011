import { and, asc, count, desc, eq, inArray, isNull, notExists, sql, type SQL } from 'drizzle-orm'
import type { PgSelect } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import {
  orderItems,
  pixelArtProducts,
  pixelArts,
  productColors,
  products,
  reviews,
  type ReviewRow,
} from '../../db/schema.ts'

/** The order's art-on-products without a review yet, in the order they were bought. */
export async function unreviewedProductIds(db: Db, orderId: number): Promise<number[]> {
  const rows = await db
    .select({ id: orderItems.pixelArtProductId, first: sql<number>`min(${orderItems.id})` })
    .from(orderItems)
    .where(
      and(
        eq(orderItems.orderId, orderId),
        sql`${orderItems.pixelArtProductId} is not null`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(reviews)
            .where(
              and(eq(reviews.orderId, orderId), eq(reviews.pixelArtProductId, orderItems.pixelArtProductId)),
            ),
        ),
      ),
    )
    .groupBy(orderItems.pixelArtProductId)
    .orderBy(asc(sql`min(${orderItems.id})`))
  return rows.flatMap((r) => (r.id === null ? [] : [r.id]))
}

/** The art-on-product of this uuid when the order holds it. */
export async function findOrderedProduct(db: Db, orderId: number, uuid: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: pixelArtProducts.id })
    .from(orderItems)
    .innerJoin(pixelArtProducts, eq(pixelArtProducts.id, orderItems.pixelArtProductId))
    .where(and(eq(orderItems.orderId, orderId), eq(pixelArtProducts.uuid, uuid)))
    .limit(1)
  return row?.id
}

export async function hasReview(db: Db, orderId: number, pixelArtProductId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.orderId, orderId), eq(reviews.pixelArtProductId, pixelArtProductId)))
    .limit(1)
  return row !== undefined
}

/** Null when the item already has a review (the unique constraint decides, so two submits cannot both win). */
export async function insertReview(db: Db, values: typeof reviews.$inferInsert): Promise<ReviewRow | null> {
  const [row] = await db.insert(reviews).values(values).onConflictDoNothing().returning()
  return row ?? null
}

export interface PublicReviewRow {
  review: ReviewRow
  productId: number
  productName: string
  artUuid: string
}

/** Reviews shared with consent, not hidden by staff, on designs that are public, newest first. */
export async function listPublicReviews(
  db: Db,
  filter: { productIds?: number[] | undefined; limit: number; offset: number },
): Promise<{ count: number; rows: PublicReviewRow[] }> {
  const where = and(
    eq(reviews.publicConsent, true),
    isNull(reviews.hiddenAt),
    eq(pixelArts.isPublic, true),
    filter.productIds?.length ? inArray(products.id, filter.productIds) : undefined,
  )
  return pageOfReviews(db, where, filter)
}

/** Joins each review to its art-on-product, design, colour and product. */
function aboutProductAndDesign<T extends PgSelect>(query: T) {
  return query
    .innerJoin(pixelArtProducts, eq(pixelArtProducts.id, reviews.pixelArtProductId))
    .innerJoin(pixelArts, eq(pixelArts.id, pixelArtProducts.artId))
    .innerJoin(productColors, eq(productColors.id, pixelArtProducts.productColorId))
    .innerJoin(products, eq(products.id, productColors.productId))
}

/**
 * A page of reviews with the product and design they are about, newest first, and how many match in all:
 * the public list and the staff's moderation list differ only in `where`.
 */
export async function pageOfReviews(
  db: Db,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: PublicReviewRow[] }> {
  const rows = await aboutProductAndDesign(
    db
      .select({
        review: reviews,
        productId: products.id,
        productName: products.productName,
        artUuid: pixelArts.uuid,
      })
      .from(reviews)
      .$dynamic(),
  )
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(page.limit)
    .offset(page.offset)
  // A partly filled page tells the total without counting.
  if (rows.length > 0 && rows.length < page.limit) return { count: page.offset + rows.length, rows }
  const [total] = await aboutProductAndDesign(db.select({ n: count() }).from(reviews).$dynamic()).where(where)
  return { count: total?.n ?? 0, rows }
}
