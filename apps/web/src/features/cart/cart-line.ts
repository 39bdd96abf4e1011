import { CHECKOUT_MAX_QUANTITY, type CheckoutItem } from '@threadbit/contracts'

export const MIN_QUANTITY = 1
export const MAX_QUANTITY = CHECKOUT_MAX_QUANTITY

/**
 * One line of the built-in cart as kept in the browser. It holds what the drawer shows and what the
 * checkout sends; no price: prices are looked up in the catalogue, and the server prices the order anyway.
 */
export interface CartLine {
  /** The art-on-product (design + colour + placement) this line is for. */
  pixelArtProductUuid: string
  imageUrl: string
  artUuid: string
  title: string
  productId: number
  productName: string
  colorId: number
  colorName: string
  skuId: number
  size: string | null
  placement_x: number
  placement_y: number
  stitch_size: number
  scale_factor: number
  quantity: number
  /** The design's grid, for the stitched size in cm; carts stored before it was kept lack it. */
  designColumns?: number
  designRows?: number
}

// Checked by hand rather than with zod: the cart is read on every page's first load, and even zod/mini
// would add ~15 kB gzipped to it.
const isText = (value: unknown): value is string => typeof value === 'string'
const isFilled = (value: unknown): value is string => isText(value) && value.length > 0
const isInt = (value: unknown): value is number => Number.isSafeInteger(value)
const isPositiveInt = (value: unknown): value is number => isInt(value) && value > 0
const isIntIn = (value: unknown, min: number, max: number): value is number =>
  isInt(value) && value >= min && value <= max
const isFraction = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1

type Candidate = Partial<Record<keyof CartLine, unknown>>

function isCartLine(v: Candidate): v is CartLine {
  return (
    isFilled(v.pixelArtProductUuid) &&
    isText(v.imageUrl) &&
    isFilled(v.artUuid) &&
    isText(v.title) &&
    isPositiveInt(v.productId) &&
    isText(v.productName) &&
    isPositiveInt(v.colorId) &&
    isText(v.colorName) &&
    isPositiveInt(v.skuId) &&
    (v.size === null || isText(v.size)) &&
    isFraction(v.placement_x) &&
    isFraction(v.placement_y) &&
    typeof v.stitch_size === 'number' &&
    Number.isFinite(v.stitch_size) &&
    v.stitch_size > 0 &&
    isIntIn(v.scale_factor, 1, 2) &&
    isIntIn(v.quantity, MIN_QUANTITY, MAX_QUANTITY) &&
    (v.designColumns === undefined || isPositiveInt(v.designColumns)) &&
    (v.designRows === undefined || isPositiveInt(v.designRows))
  )
}

/** A stored line when `value` is a valid one (unknown keys dropped), null otherwise. */
export function parseCartLine(value: unknown): CartLine | null {
  if (typeof value !== 'object' || value === null) return null
  const v = value as Candidate
  if (!isCartLine(v)) return null
  const line: CartLine = {
    pixelArtProductUuid: v.pixelArtProductUuid,
    imageUrl: v.imageUrl,
    artUuid: v.artUuid,
    title: v.title,
    productId: v.productId,
    productName: v.productName,
    colorId: v.colorId,
    colorName: v.colorName,
    skuId: v.skuId,
    size: v.size,
    placement_x: v.placement_x,
    placement_y: v.placement_y,
    stitch_size: v.stitch_size,
    scale_factor: v.scale_factor,
    quantity: v.quantity,
  }
  if (v.designColumns !== undefined) line.designColumns = v.designColumns
  if (v.designRows !== undefined) line.designRows = v.designRows
  return line
}

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
