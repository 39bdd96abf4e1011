import type { OrderStatus } from '@threadbit/contracts'
import { and, asc, count, desc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import {
  orderItems,
  orderMails,
  orders,
  orderStatusEvents,
  pixelArtProducts,
  pixelArts,
  productColors,
  products,
  skus,
  type OrderMailRow,
  type OrderRow,
  type OrderStatusEventRow,
} from '../../db/schema.ts'

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

export interface OrderFilter {
  status?: OrderStatus | undefined
  search?: string | undefined
}

/** Order number (the uuid's first hex digits), customer e-mail or the title of a design on the order. */
function searchCondition(db: Db, search: string): SQL | undefined {
  const pattern = `%${escapeLike(search)}%`
  const byTitle = exists(
    db
      .select({ one: sql`1` })
      .from(orderItems)
      .innerJoin(pixelArtProducts, eq(pixelArtProducts.id, orderItems.pixelArtProductId))
      .innerJoin(pixelArts, eq(pixelArts.id, pixelArtProducts.artId))
      .where(and(eq(orderItems.orderId, orders.id), ilike(pixelArts.title, pattern))),
  )
  const number = search.replace(/^#/, '')
  const byNumber = /^[0-9a-f-]{1,36}$/i.test(number)
    ? ilike(sql`${orders.uuid}::text`, `${escapeLike(number.toLowerCase())}%`)
    : undefined
  return or(byNumber, ilike(orders.email, pattern), byTitle)
}

function whereOf(db: Db, filter: OrderFilter): SQL | undefined {
  return and(
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.search ? searchCondition(db, filter.search) : undefined,
  )
}

/** The queue: newest first. */
export async function listOrders(
  db: Db,
  filter: OrderFilter & { limit: number; offset: number },
): Promise<{ count: number; rows: OrderRow[] }> {
  const where = whereOf(db, filter)
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(filter.limit)
    .offset(filter.offset)
  const [total] = await db.select({ n: count() }).from(orders).where(where)
  return { count: total?.n ?? 0, rows }
}

export async function countOrdersByStatus(db: Db): Promise<Map<OrderStatus, number>> {
  const rows = await db.select({ status: orders.status, n: count() }).from(orders).groupBy(orders.status)
  return new Map(rows.map((r) => [r.status, r.n]))
}

export async function findOrder(db: Db, uuid: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.uuid, uuid)).limit(1)
  return row
}

/** An order line with what the workshop shows of it: product, colour, size, design and placement. */
export interface OrderLineRow {
  id: number
  orderId: number
  status: OrderStatus
  quantity: number
  priceCents: number
  size: string | null
  productColorId: number | null
  colorName: string | null
  productId: number | null
  productSlug: string | null
  productName: string | null
  artOnProductUuid: string | null
  placementX: number | null
  placementY: number | null
  stitchSize: number | null
  scaleFactor: number | null
  designId: number | null
  designUuid: string | null
  designTitle: string | null
  designRevision: number | null
  rows: number | null
  columns: number | null
  border: boolean | null
}

export async function findOrderLines(db: Db, orderIds: number[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return []
  return selectLines(db)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderId), asc(orderItems.id))
}

export async function findLinesByIds(db: Db, ids: number[]): Promise<OrderLineRow[]> {
  if (ids.length === 0) return []
  return selectLines(db).where(inArray(orderItems.id, ids)).orderBy(asc(orderItems.id))
}

function selectLines(db: Db) {
  // The colour comes from the sku; a line whose sku left the catalogue still knows it through its art-on-product.
  const colorId = sql`coalesce(${skus.productColorId}, ${pixelArtProducts.productColorId})`
  return db
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      status: orderItems.status,
      quantity: orderItems.quantity,
      priceCents: orderItems.priceCents,
      size: skus.size,
      productColorId: productColors.id,
      colorName: productColors.colorName,
      productId: products.id,
      productSlug: products.slug,
      productName: products.productName,
      artOnProductUuid: pixelArtProducts.uuid,
      placementX: pixelArtProducts.placementX,
      placementY: pixelArtProducts.placementY,
      stitchSize: pixelArtProducts.stitchSize,
      scaleFactor: pixelArtProducts.scaleFactor,
      designId: pixelArts.id,
      designUuid: pixelArts.uuid,
      designTitle: pixelArts.title,
      designRevision: pixelArts.revision,
      rows: pixelArts.rows,
      columns: pixelArts.columns,
      border: pixelArts.border,
    })
    .from(orderItems)
    .leftJoin(skus, eq(skus.id, orderItems.skuId))
    .leftJoin(pixelArtProducts, eq(pixelArtProducts.id, orderItems.pixelArtProductId))
    .leftJoin(pixelArts, eq(pixelArts.id, pixelArtProducts.artId))
    .leftJoin(productColors, eq(productColors.id, colorId))
    .leftJoin(products, eq(products.id, productColors.productId))
}

export async function findHistory(db: Db, orderId: number): Promise<OrderStatusEventRow[]> {
  return db
    .select()
    .from(orderStatusEvents)
    .where(eq(orderStatusEvents.orderId, orderId))
    .orderBy(asc(orderStatusEvents.id))
}

export async function findMails(db: Db, orderId: number): Promise<OrderMailRow[]> {
  return db.select().from(orderMails).where(eq(orderMails.orderId, orderId)).orderBy(asc(orderMails.id))
}
