import { eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { firstRow } from '../../db/first-row.ts'
import { orderItems, orders, skus, type OrderRow, type OrderSource } from '../../db/schema.ts'
import { upsertArtOnProduct, type ArtOnProductValues } from '../shop/shop.queries.ts'

export const MAX_INT = 2_147_483_647

export interface SkuRow {
  id: number
  productColorId: number
  size: string | null
  priceCents: number
  inStock: boolean
}

/** Prices and stock straight from the table, never from a cached catalogue: what is charged must be current. */
export async function findSkus(db: Db, requested: number[]): Promise<Map<number, SkuRow>> {
  // Ids beyond the column's range cannot exist; asking PostgreSQL for them would be an error.
  const ids = requested.filter((id) => id <= MAX_INT)
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({
      id: skus.id,
      productColorId: skus.productColorId,
      size: skus.size,
      priceCents: skus.priceCents,
      inStock: skus.inStock,
    })
    .from(skus)
    .where(inArray(skus.id, ids))
  return new Map(rows.map((r) => [r.id, r]))
}

export interface NewOrderLine {
  skuId: number
  values: ArtOnProductValues
  quantity: number
  priceCents: number
}

export interface NewOrder {
  email: string
  name: string
  source: OrderSource
  snipcartToken?: string | null
  lines: NewOrderLine[]
}

/**
 * The order, its lines and their art-on-products in one transaction: either all of it is written or none.
 * Ordering counts towards popular picks (`times_ordered`).
 */
export async function insertOrder(
  db: Db,
  order: NewOrder,
): Promise<{
  order: OrderRow
  items: { skuId: number; uuid: string; quantity: number; priceCents: number }[]
}> {
  const total = order.lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0)
  return db.transaction(async (tx) => {
    const created = firstRow(
      await tx
        .insert(orders)
        .values({
          email: order.email,
          name: order.name,
          source: order.source,
          snipcartToken: order.snipcartToken ?? null,
          totalCents: total,
        })
        .returning(),
      'order',
    )
    const items = []
    for (const line of order.lines) {
      const product = await upsertArtOnProduct(tx, line.values, { ordered: line.quantity })
      await tx.insert(orderItems).values({
        orderId: created.id,
        skuId: line.skuId,
        pixelArtProductId: product.id,
        quantity: line.quantity,
        priceCents: line.priceCents,
      })
      items.push({
        skuId: line.skuId,
        uuid: product.uuid,
        quantity: line.quantity,
        priceCents: line.priceCents,
      })
    }
    return { order: created, items }
  })
}

export async function findOrderByUuid(db: Db, uuid: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.uuid, uuid)).limit(1)
  return row
}

export async function findOrderBySnipcartToken(db: Db, token: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.snipcartToken, token)).limit(1)
  return row
}
