import { eq, inArray } from 'drizzle-orm'
import { encodeRGBAToPNG, parseColor } from '@threadbit/pixelart'
import type { Db } from '../../db/client.ts'
import { firstRow } from '../../db/first-row.ts'
import { pixelArts, users } from '../../db/schema.ts'
import { readDesignImage } from './design-image.ts'
import { insertDesign } from './designs.queries.ts'
import { SHOP_DESIGNS, type ShopDesign } from './shop-designs.ts'

export const SHOP_EMAIL = 'shop@threadbit.example'
export const SHOP_USERNAME = 'Threadbit'

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

/** First-start designs: the shop's own public designs that are not there yet. */
export async function seedShopDesigns(db: Db): Promise<number> {
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
