/** Test helpers for the shop's tests: designs and products written straight to the database. */
import { randomUUID } from 'node:crypto'
import type { Db } from '../db/client.ts'
import { pixelArtImages, pixelArts, skus, users } from '../db/schema.ts'
import { designPng, insertProduct } from './fixtures.ts'

type Paint = Parameters<typeof designPng>[2]

export async function insertDesign(
  db: Db,
  options: {
    ownerId: number
    uuid?: string
    title?: string
    size?: [columns: number, rows: number]
    isPublic?: boolean
    isQuickDraw?: boolean
    paint?: Paint
    border?: boolean
    borderColor?: string
  },
): Promise<{ id: number; uuid: string }> {
  const [columns, rows] = options.size ?? [24, 24]
  const pngData = designPng(columns, rows, options.paint)
  const uuid = options.uuid ?? randomUUID()
  const [row] = await db
    .insert(pixelArts)
    .values({
      uuid,
      title: options.title ?? 'Shop test',
      ownerId: options.ownerId,
      isPublic: options.isPublic ?? true,
      isQuickDraw: options.isQuickDraw ?? false,
      border: options.border ?? false,
      borderColor: options.borderColor ?? '#000000',
      rows,
      columns,
      numberOfColors: 1,
    })
    .returning({ id: pixelArts.id })
  if (!row) throw new Error('no design row')
  await db.insert(pixelArtImages).values({ pixelArtId: row.id, pngData, trimmedPngData: pngData })
  return { id: row.id, uuid }
}

export async function insertOwner(db: Db, username = `own${randomUUID().slice(0, 12)}`): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({ email: `${username}@example.com`, username })
    .returning({ id: users.id })
  if (!row) throw new Error('no user row')
  return row.id
}

/**
 * A product with one colour and two sizes (M in stock at $32, L out of stock), image 1000 px wide,
 * region 500 × 500 px from (100, 100) at 5 px per mm: a 24-cell design at 1.5 mm is 180 px.
 */
export async function insertShopProduct(db: Db, name = `Tee ${randomUUID().slice(0, 8)}`) {
  const product = await insertProduct(db, { name, pxPerMm: 5, regions: [{ width: 500, height: 500 }] })
  const [outOfStock] = await db
    .insert(skus)
    .values({ productColorId: product.colorId, size: 'L', priceCents: 3400, inStock: false })
    .returning({ id: skus.id })
  if (!outOfStock) throw new Error('no sku row')
  return { ...product, name, outOfStockSkuId: outOfStock.id }
}

export const centre = { placement_x: 0.5, placement_y: 0.5, stitch_size: 1.5, scale_factor: 1 }
