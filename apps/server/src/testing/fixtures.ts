import { encodeRGBAToPNG } from '@threadbit/pixelart'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { placementRegions, productColors, products, skus, users } from '../db/schema.ts'

type Paint = (x: number, y: number) => readonly [number, number, number, number] | null

/** A design image as the editor sends it: a PNG data URL, one pixel per cell. */
export function designPng(width: number, height: number, paint: Paint = () => [255, 0, 0, 255]): string {
  const data = new Uint8ClampedArray(width * height * 4)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const rgba = paint(x, y)
      if (rgba) data.set(rgba, (y * width + x) * 4)
    }
  }
  return `data:image/png;base64,${Buffer.from(encodeRGBAToPNG({ width, height, data })).toString('base64')}`
}

/** `n` distinct colours, one per column (cycling), on every cell. */
export function stripes(n: number): Paint {
  return (x) => [(x % n) * 17, 255 - (x % n) * 13, 40, 255]
}

export async function insertProduct(
  db: Db,
  options: { name: string; pxPerMm: number; regions: { width: number; height: number }[]; type?: string },
): Promise<{ id: number; colorId: number; skuId: number }> {
  const [product] = await db
    .insert(products)
    .values({
      slug: `${options.name}-${Math.random().toString(36).slice(2)}`,
      productName: options.name,
      productType: options.type ?? 'Other',
      weightGrams: 200,
      pxPerMm: options.pxPerMm,
      imgWidth: 1000,
    })
    .returning()
  const [color] = await db
    .insert(productColors)
    .values({ productId: product!.id, colorName: 'Black', hexCode: '#111111', imageUrl: '/media/x.png' })
    .returning()
  const [sku] = await db
    .insert(skus)
    .values({ productColorId: color!.id, size: 'M', priceCents: 3200 })
    .returning()
  for (const r of options.regions) {
    await db.insert(placementRegions).values({
      productId: product!.id,
      xMin: 100,
      xMax: 100 + r.width,
      yMin: 100,
      yMax: 100 + r.height,
      presets: [{ x: 0.5, y: 0.5, is_default: true }],
    })
  }
  return { id: product!.id, colorId: color!.id, skuId: sku!.id }
}

export async function makeStaff(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ isStaff: true }).where(eq(users.id, userId))
}
