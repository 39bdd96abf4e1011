// zod/mini: the cart is read on every page's first load, and the full zod is ~25 kB gzipped more.
import { z } from 'zod/mini'
import { CHECKOUT_MAX_QUANTITY, type CheckoutItem } from '@threadbit/contracts'

export const MIN_QUANTITY = 1
export const MAX_QUANTITY = CHECKOUT_MAX_QUANTITY

const positiveInt = () => z.int().check(z.positive())

/**
 * One line of the built-in cart as kept in the browser. It holds what the drawer shows and what the
 * checkout sends; no price: prices are looked up in the catalogue, and the server prices the order anyway.
 */
export const CartLine = z.object({
  /** The art-on-product (design + colour + placement) this line is for. */
  pixelArtProductUuid: z.string().check(z.minLength(1)),
  imageUrl: z.string(),
  artUuid: z.string().check(z.minLength(1)),
  title: z.string(),
  productId: positiveInt(),
  productName: z.string(),
  colorId: positiveInt(),
  colorName: z.string(),
  skuId: positiveInt(),
  size: z.nullable(z.string()),
  placement_x: z.number().check(z.gte(0), z.lte(1)),
  placement_y: z.number().check(z.gte(0), z.lte(1)),
  stitch_size: z.number().check(z.positive()),
  scale_factor: z.int().check(z.gte(1), z.lte(2)),
  quantity: z.int().check(z.gte(MIN_QUANTITY), z.lte(MAX_QUANTITY)),
  /** The design's grid, for the stitched size in cm; carts stored before it was kept lack it. */
  designColumns: z.optional(positiveInt()),
  designRows: z.optional(positiveInt()),
})
export type CartLine = z.infer<typeof CartLine>

/** Two adds of the same configured product in the same size are one line. */
export function lineKey(line: Pick<CartLine, 'pixelArtProductUuid' | 'skuId'>): string {
  return `${line.pixelArtProductUuid}:${line.skuId}`
}

export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return MIN_QUANTITY
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.round(quantity)))
}

/** Adds `line` to `lines`: an equal line's quantity grows (up to the maximum), otherwise it is appended. */
export function mergeLine(lines: readonly CartLine[], line: CartLine): CartLine[] {
  const key = lineKey(line)
  const index = lines.findIndex((l) => lineKey(l) === key)
  if (index === -1) return [...lines, { ...line, quantity: clampQuantity(line.quantity) }]
  return lines.map((l, i) =>
    i === index ? { ...l, quantity: clampQuantity(l.quantity + line.quantity) } : l,
  )
}

/** The line's label in the cart and on Snipcart: '{product} | {title}'. */
export function lineName(line: Pick<CartLine, 'productName' | 'title'>): string {
  return `${line.productName} | ${line.title}`
}

export function toCheckoutItem(line: CartLine): CheckoutItem {
  return {
    sku_id: line.skuId,
    art_uuid: line.artUuid,
    product_color_id: line.colorId,
    placement_x: line.placement_x,
    placement_y: line.placement_y,
    stitch_size: line.stitch_size,
    scale_factor: line.scale_factor,
    quantity: line.quantity,
  }
}
