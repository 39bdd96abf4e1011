import { z } from 'zod'
import { CHECKOUT_MAX_QUANTITY, type CheckoutItem } from '@threadbit/contracts'

export const MIN_QUANTITY = 1
export const MAX_QUANTITY = CHECKOUT_MAX_QUANTITY

/**
 * One line of the built-in cart as kept in the browser. It holds what the drawer shows and what the
 * checkout sends; no price: prices are looked up in the catalogue, and the server prices the order anyway.
 */
export const CartLine = z.object({
  /** The art-on-product (design + colour + placement) this line is for. */
  pixelArtProductUuid: z.string().min(1),
  imageUrl: z.string(),
  artUuid: z.string().min(1),
  title: z.string(),
  productId: z.number().int().positive(),
  productName: z.string(),
  colorId: z.number().int().positive(),
  colorName: z.string(),
  skuId: z.number().int().positive(),
  size: z.string().nullable(),
  placement_x: z.number().min(0).max(1),
  placement_y: z.number().min(0).max(1),
  stitch_size: z.number().positive(),
  scale_factor: z.number().int().min(1).max(2),
  quantity: z.number().int().min(MIN_QUANTITY).max(MAX_QUANTITY),
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
