/**
 * The shop's schemas: a design placed on a product (PixelArtProduct), the built-in cart's checkout, Snipcart's
 * product data and custom fields, and shared-product links. The geometry they rely on is in placement.ts.
 */
import { z } from 'zod'
import { CHECKOUT_MAX_ITEMS, CHECKOUT_MAX_QUANTITY } from './cart-fields.ts'
import type { Design } from './designs.ts'
import { STITCH_SIZE_MAX, STITCH_SIZE_MIN, type Placement } from './placement.ts'

// Cart limits, Snipcart field formats and the share-link encoder live apart from zod, so pages that only
// draw products do not download the schemas.
export * from './cart-fields.ts'

// ---------------------------------------------------------------------------------------------
// PixelArtProduct: a design on a product colour, deduplicated by its values

// zod 4 numbers already refuse NaN and ±Infinity.
const num = () =>
  z.number({
    error: (i) => (i.input === undefined ? 'This field is required.' : 'A valid number is required.'),
  })
const fraction = () => num().min(0, 'Must be between 0 and 1.').max(1, 'Must be between 0 and 1.')

/** POST /api/pixel-art-products/ — find or create (200 existing, 201 new); counts as an add to cart. */
export const PixelArtProductCreate = z.object({
  art_uuid: z.uuid({ error: 'Must be a valid UUID.' }),
  product_color_id: z
    .number({
      error: (i) => (i.input === undefined ? 'This field is required.' : 'A valid integer is required.'),
    })
    .int('A valid integer is required.')
    .positive('A valid integer is required.'),
  placement_x: fraction(),
  placement_y: fraction(),
  stitch_size: num()
    .min(STITCH_SIZE_MIN, `Enter a number between ${STITCH_SIZE_MIN} and ${STITCH_SIZE_MAX}`)
    .max(STITCH_SIZE_MAX, `Enter a number between ${STITCH_SIZE_MIN} and ${STITCH_SIZE_MAX}`),
  scale_factor: z
    .number({
      error: (i) => (i.input === undefined ? 'This field is required.' : 'A valid integer is required.'),
    })
    .int('Enter an integer between 1 and 2')
    .min(1, 'Enter an integer between 1 and 2')
    .max(2, 'Enter an integer between 1 and 2'),
})
export type PixelArtProductCreate = z.infer<typeof PixelArtProductCreate>

export interface PixelArtProduct extends Placement {
  uuid: string
  /** The design, as the designs API answers it. */
  art: Design
  product_id: number
  product_color_id: number
  /** Absolute path of the composited image (design stitched onto the product colour), PNG. */
  image_url: string
  times_ordered: number
  times_added_to_cart: number
}

// ---------------------------------------------------------------------------------------------
// Built-in cart checkout: prices come from the catalogue, never from the client
// (docs/decisions/cart-never-stores-prices.md)

export const CheckoutItem = PixelArtProductCreate.extend({
  sku_id: z
    .number({
      error: (i) => (i.input === undefined ? 'This field is required.' : 'A valid integer is required.'),
    })
    .int('A valid integer is required.')
    .positive('A valid integer is required.'),
  quantity: z
    .number({
      error: (i) => (i.input === undefined ? 'This field is required.' : 'A valid integer is required.'),
    })
    .int('A valid integer is required.')
    .min(1, 'Ensure this value is greater than or equal to 1.')
    .max(CHECKOUT_MAX_QUANTITY, `Ensure this value is less than or equal to ${CHECKOUT_MAX_QUANTITY}.`),
})
export type CheckoutItem = z.infer<typeof CheckoutItem>

export const CheckoutRequest = z.object({
  email: z.email({ error: 'Enter a valid email address.' }).max(254),
  name: z
    .string({ error: (i) => (i.input === undefined ? 'This field is required.' : 'Not a valid string.') })
    .trim()
    .min(1, 'This field may not be blank.')
    .max(100, 'Ensure this field has no more than 100 characters.'),
  items: z
    .array(CheckoutItem, { error: 'Expected a list of items.' })
    .min(1, 'Your cart is empty.')
    .max(CHECKOUT_MAX_ITEMS, `Ensure this field has no more than ${CHECKOUT_MAX_ITEMS} elements.`),
})
export type CheckoutRequest = z.infer<typeof CheckoutRequest>

export interface OrderItem {
  sku_id: number
  pixel_art_product_uuid: string
  quantity: number
  price_cents: number
}

/** 201 answer of POST /api/orders/checkout/. */
export interface CheckoutResponse {
  uuid: string
  total_cents: number
  items: OrderItem[]
}

/** GET /api/rest/snipcart/products/{skuId}/ — what Snipcart's crawler validates the price with. */
export interface SnipcartProductData {
  id: string
  price: number
  url: string
}

// ---------------------------------------------------------------------------------------------
// Shared product links: /shared-product/{base64 of JSON}

export const SharedProductPayload = z.strictObject({
  artUuid: z.string().min(1),
  productColorId: z.number().int().positive(),
  placementX: z.number(),
  placementY: z.number(),
  stitchSize: z.number(),
  scaleFactor: z.number(),
})
export type SharedProductPayload = z.infer<typeof SharedProductPayload>

/** Accepts standard and URL-safe base64, padded or not; null for anything invalid. */
export function decodeSharedProduct(encoded: string): SharedProductPayload | null {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(encoded) || encoded.length > 4096) return null
  try {
    const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '')
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4)
    const binary = atob(padded)
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0))
    const json: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
    const parsed = SharedProductPayload.safeParse(json)
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** Marketplace reviews on the home page (a content file the shop owner edits). */
export interface MarketplaceReviews {
  count: number
  shown_first: number
  reviews: {
    name: string
    avatar_color: string
    stars: number
    date: string
    text: string
    sample: boolean
  }[]
}
