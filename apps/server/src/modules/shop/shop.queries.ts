import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import { NOT_FOUND_DESIGN_UUID, type Placement } from '@threadbit/contracts'
import type { Db } from '../../db/client.ts'
import { firstRow } from '../../db/first-row.ts'
import {
  pixelArtImages,
  pixelArtProducts,
  pixelArts,
  productColors,
  products,
  users,
  type PixelArtProductRow,
} from '../../db/schema.ts'
import { designSelection, type DesignRow } from '../designs/designs.queries.ts'

/** An art-on-product with its design (owner and images included), ready to present. */
export interface ArtOnProductRow {
  product: PixelArtProductRow
  design: DesignRow
}

/** The stored values of an art-on-product; placements are rounded as the columns store them. */
export interface ArtOnProductValues {
  artId: number
  productColorId: number
  placementX: number
  placementY: number
  stitchSize: number
  scaleFactor: number
}

/** The stored columns of a design on a product colour at a placement (the API's snake_case fields). */
export function artOnProductValues(
  artId: number,
  productColorId: number,
  placement: Placement,
): ArtOnProductValues {
  return {
    artId,
    productColorId,
    placementX: placement.placement_x,
    placementY: placement.placement_y,
    stitchSize: placement.stitch_size,
    scaleFactor: placement.scale_factor,
  }
}

export function roundValues(values: ArtOnProductValues): ArtOnProductValues {
  const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places
  return {
    ...values,
    placementX: round(values.placementX, 4),
    placementY: round(values.placementY, 4),
    stitchSize: round(values.stitchSize, 2),
  }
}

const VALUE_COLUMNS = [
  pixelArtProducts.artId,
  pixelArtProducts.productColorId,
  pixelArtProducts.placementX,
  pixelArtProducts.placementY,
  pixelArtProducts.stitchSize,
  pixelArtProducts.scaleFactor,
]

/**
 * Find or create by values in one statement, counting the visit: concurrent requests with equal values meet
 * on the unique constraint instead of racing. `created` comes from xmax, which is 0 only for a fresh insert.
 */
export async function upsertArtOnProduct(
  db: Db,
  values: ArtOnProductValues,
  counts: { addedToCart?: number; ordered?: number },
): Promise<{ id: number; uuid: string; created: boolean }> {
  const added = counts.addedToCart ?? 0
  const ordered = counts.ordered ?? 0
  const rows = await db
    .insert(pixelArtProducts)
    .values({ ...roundValues(values), timesAddedToCart: added, timesOrdered: ordered })
    .onConflictDoUpdate({
      target: VALUE_COLUMNS,
      set: {
        timesAddedToCart: sql`${pixelArtProducts.timesAddedToCart} + ${added}`,
        timesOrdered: sql`${pixelArtProducts.timesOrdered} + ${ordered}`,
      },
    })
    .returning({
      id: pixelArtProducts.id,
      uuid: pixelArtProducts.uuid,
      created: sql<boolean>`(xmax = 0)`,
    })
  return firstRow(rows, 'pixel art product')
}

const selection = { product: pixelArtProducts, ...designSelection }

function selectArtOnProducts(db: Db) {
  return db
    .select(selection)
    .from(pixelArtProducts)
    .innerJoin(pixelArts, eq(pixelArts.id, pixelArtProducts.artId))
    .innerJoin(users, eq(users.id, pixelArts.ownerId))
    .innerJoin(pixelArtImages, eq(pixelArtImages.pixelArtId, pixelArts.id))
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectArtOnProducts>['execute']>>[number]

function toRow({ product, design, ...rest }: Selected): ArtOnProductRow {
  return { product, design: { ...design, ...rest } }
}

export async function findArtOnProductByUuid(db: Db, uuid: string): Promise<ArtOnProductRow | undefined> {
  const [row] = await selectArtOnProducts(db).where(eq(pixelArtProducts.uuid, uuid)).limit(1)
  return row && toRow(row)
}

/** Several art-on-products by id, in the order of `ids`. */
export async function findArtOnProductsByIds(db: Db, ids: number[]): Promise<ArtOnProductRow[]> {
  if (ids.length === 0) return []
  const rows = await selectArtOnProducts(db).where(inArray(pixelArtProducts.id, ids))
  const byId = new Map(rows.map((r) => [r.product.id, toRow(r)]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

export interface PopularFilter {
  productIds?: number[] | undefined
  search?: string | undefined
  limit: number
  offset: number
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

function popularWhere(db: Db, filter: PopularFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    eq(pixelArts.isPublic, true),
    eq(pixelArts.isQuickDraw, false),
    sql`${pixelArts.uuid} <> ${NOT_FOUND_DESIGN_UUID}`,
  ]
  if (filter.productIds?.length) {
    const colors = db
      .select({ id: productColors.id })
      .from(productColors)
      .where(inArray(productColors.productId, filter.productIds))
    conditions.push(inArray(pixelArtProducts.productColorId, colors))
  }
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`
    const owners = db.select({ id: users.id }).from(users).where(ilike(users.username, pattern))
    const colors = db
      .select({ id: productColors.id })
      .from(productColors)
      .innerJoin(products, eq(products.id, productColors.productId))
      .where(ilike(products.productName, pattern))
    conditions.push(
      or(
        ilike(pixelArts.title, pattern),
        inArray(pixelArts.ownerId, owners),
        inArray(pixelArtProducts.productColorId, colors),
      ),
    )
  }
  return and(...conditions)
}

/** The ids of one page of popular picks, in their order (the narrow join; the designs' images come after). */
async function popularIds(
  db: Db,
  filter: PopularFilter,
  where = popularWhere(db, filter),
): Promise<number[]> {
  const rows = await db
    .select({ id: pixelArtProducts.id })
    .from(pixelArtProducts)
    .innerJoin(pixelArts, eq(pixelArts.id, pixelArtProducts.artId))
    .where(where)
    .orderBy(
      desc(pixelArtProducts.timesOrdered),
      desc(pixelArtProducts.timesAddedToCart),
      desc(pixelArtProducts.createdAt),
      desc(pixelArtProducts.id),
    )
    .limit(filter.limit)
    .offset(filter.offset)
  return rows.map((r) => r.id)
}

/** The first of the unfiltered popular picks (what /popular shows first), or undefined when there is none. */
export async function firstPopularPick(db: Db): Promise<ArtOnProductRow | undefined> {
  const [row] = await findArtOnProductsByIds(db, await popularIds(db, { limit: 1, offset: 0 }))
  return row
}

/** Popular picks: most ordered, then most added to carts, then newest; public designs only. */
export async function listPopular(
  db: Db,
  filter: PopularFilter,
): Promise<{ count: number; rows: ArtOnProductRow[] }> {
  const where = popularWhere(db, filter)
  const rows = await findArtOnProductsByIds(db, await popularIds(db, filter, where))
  if (rows.length > 0 && rows.length < filter.limit) return { count: filter.offset + rows.length, rows }
  const [total] = await db
    .select({ n: count() })
    .from(pixelArtProducts)
    .innerJoin(pixelArts, eq(pixelArts.id, pixelArtProducts.artId))
    .where(where)
  return { count: total?.n ?? 0, rows }
}
