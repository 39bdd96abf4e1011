/**
 * The shop: a design placed on a product (PixelArtProduct), its placement geometry, the built-in cart's
 * checkout, Snipcart's product data, reviews and shared-product links. Both sides use these rules, so the
 * product card, the server's validation and the cart image agree to the pixel.
 */
import { z } from 'zod'
import type { Design } from './designs.ts'
import type { PlacementRegion, Product } from './catalog.ts'
import { MIN_STITCH_MM } from './catalog.ts'

// ---------------------------------------------------------------------------------------------
// Placement geometry (DECISIONS.md, "Shop" and "Embroidery")

/** Stitch size limits (mm per design pixel at scale 1) and the product card's slider. */
export const STITCH_SIZE_MIN = MIN_STITCH_MM
export const STITCH_SIZE_MAX = 2.5
export const DEFAULT_STITCH_SIZE = 1.5
export const SLIDER_STEP = 0.01
/** Designs up to this many cells on both sides may be stitched at scale 2 (pixel size up to 5 mm). */
export const SCALE_TWO_MAX_CELLS = 32
export const SLIDER_MAX_SMALL_DESIGN = 5

export interface Placement {
  placement_x: number
  placement_y: number
  stitch_size: number
  scale_factor: number
}

type DesignSize = Pick<Design, 'rows' | 'columns'>
type RegionBounds = Pick<PlacementRegion, 'x_min' | 'x_max' | 'y_min' | 'y_max'>

/** The region a design is placed in: a product's first placement region. */
export function primaryRegion(product: Pick<Product, 'placement_regions'>): PlacementRegion | undefined {
  return product.placement_regions[0]
}

export function allowsScaleTwo(design: DesignSize): boolean {
  return design.rows <= SCALE_TWO_MAX_CELLS && design.columns <= SCALE_TWO_MAX_CELLS
}

/** Millimetres one design pixel covers. */
export function pixelSizeMm(placement: Pick<Placement, 'stitch_size' | 'scale_factor'>): number {
  return placement.stitch_size * placement.scale_factor
}

/** The design's size in product-image pixels. */
export function designSizeInImage(
  design: DesignSize,
  pxPerMm: number,
  placement: Pick<Placement, 'stitch_size' | 'scale_factor'>,
): { width: number; height: number } {
  const cell = pixelSizeMm(placement) * pxPerMm
  return { width: design.columns * cell, height: design.rows * cell }
}

/** The design's rectangle in product-image pixels; placement_x/y are the centre as fractions of the region. */
export function designRectInImage(
  design: DesignSize,
  region: RegionBounds,
  pxPerMm: number,
  placement: Placement,
): { left: number; top: number; width: number; height: number } {
  const { width, height } = designSizeInImage(design, pxPerMm, placement)
  const centreX = region.x_min + placement.placement_x * (region.x_max - region.x_min)
  const centreY = region.y_min + placement.placement_y * (region.y_max - region.y_min)
  return { left: centreX - width / 2, top: centreY - height / 2, width, height }
}

/** Keeps the centre where the whole design stays inside the region (centred when it is as large). */
export function clampPlacement(
  design: DesignSize,
  region: RegionBounds,
  pxPerMm: number,
  placement: Placement,
): Placement {
  const { width, height } = designSizeInImage(design, pxPerMm, placement)
  const clampAxis = (value: number, size: number, span: number) => {
    const half = span > 0 ? size / 2 / span : 0.5
    if (half >= 0.5) return 0.5
    return Math.min(1 - half, Math.max(half, value))
  }
  return {
    ...placement,
    placement_x: clampAxis(placement.placement_x, width, region.x_max - region.x_min),
    placement_y: clampAxis(placement.placement_y, height, region.y_max - region.y_min),
  }
}

/** The largest pixel size (mm) at which the design still fits the region's width and height. */
export function largestFittingPixelMm(design: DesignSize, region: RegionBounds, pxPerMm: number): number {
  const widthMm = (region.x_max - region.x_min) / pxPerMm
  const heightMm = (region.y_max - region.y_min) / pxPerMm
  return Math.min(widthMm / Math.max(1, design.columns), heightMm / Math.max(1, design.rows))
}

/**
 * The product card's size slider, in mm per design pixel: minimum 1.5, step 0.01, maximum the smaller of
 * 5 (designs up to 32×32; 2.5 otherwise) and the largest size that fits the region. Between 2.5 and 3.0
 * no valid pair exists (scale 2 needs stitch size ≥ 1.5), so a maximum there is lowered to 2.5.
 */
export function sliderBounds(
  design: DesignSize,
  region: RegionBounds,
  pxPerMm: number,
): { min: number; max: number; step: number } {
  const cap = allowsScaleTwo(design) ? SLIDER_MAX_SMALL_DESIGN : STITCH_SIZE_MAX
  let max = Math.min(cap, largestFittingPixelMm(design, region, pxPerMm) + 1e-9)
  if (max > STITCH_SIZE_MAX && max < STITCH_SIZE_MIN * 2) max = STITCH_SIZE_MAX
  max = Math.floor(max / SLIDER_STEP + 1e-6) * SLIDER_STEP
  return { min: STITCH_SIZE_MIN, max: Math.max(STITCH_SIZE_MIN, round2(max)), step: SLIDER_STEP }
}

/** Slider value (mm per pixel) -> the stored pair: above 2.5 means scale 2 and half the value (snapped to ≥ 1.5). */
export function sliderValueToStitch(
  value: number,
  design: DesignSize,
): Pick<Placement, 'stitch_size' | 'scale_factor'> {
  if (value > STITCH_SIZE_MAX && allowsScaleTwo(design)) {
    return { stitch_size: round2(Math.max(STITCH_SIZE_MIN, value / 2)), scale_factor: 2 }
  }
  return {
    stitch_size: round2(Math.min(STITCH_SIZE_MAX, Math.max(STITCH_SIZE_MIN, value))),
    scale_factor: 1,
  }
}

/** The region's default preset, else its centre, at the default stitch size (clamped into the region). */
export function defaultPlacement(design: DesignSize, region: PlacementRegion, pxPerMm: number): Placement {
  const preset = region.presets.find((p) => p.is_default) ?? region.presets[0]
  const bounds = sliderBounds(design, region, pxPerMm)
  const stitch = Math.min(
    bounds.max,
    Math.max(STITCH_SIZE_MIN, region.default_stitch_size || DEFAULT_STITCH_SIZE),
  )
  return clampPlacement(design, region, pxPerMm, {
    placement_x: preset?.x ?? 0.5,
    placement_y: preset?.y ?? 0.5,
    ...sliderValueToStitch(stitch, design),
  })
}

/** True when the placement is a valid pair and the design lies inside the region (with rounding slack). */
export function placementFitsRegion(
  design: DesignSize,
  region: RegionBounds,
  pxPerMm: number,
  placement: Placement,
): boolean {
  const { stitch_size, scale_factor } = placement
  if (!(stitch_size >= STITCH_SIZE_MIN - 1e-9 && stitch_size <= STITCH_SIZE_MAX + 1e-9)) return false
  if (scale_factor !== 1 && !(scale_factor === 2 && allowsScaleTwo(design))) return false
  const rect = designRectInImage(design, region, pxPerMm, placement)
  const slack = 0.5 // image pixels: placements are stored to a few decimals
  return (
    rect.left >= region.x_min - slack &&
    rect.top >= region.y_min - slack &&
    rect.left + rect.width <= region.x_max + slack &&
    rect.top + rect.height <= region.y_max + slack
  )
}

function round2(value: number): number {
  return Math.round(value * 100) / 100
}

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
// Built-in cart checkout (DECISIONS.md): prices come from the catalogue, never from the client

export const CHECKOUT_MAX_ITEMS = 50
export const CHECKOUT_MAX_QUANTITY = 20

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
// Reviews (spec section 5; the multipart fields of POST /api/submit-review/{order_uuid}/)

export const REVIEW_COMMENT_MAX = 1000
export const REVIEW_IMAGE_MAX_BYTES = 10_000_000
export const FIT_OPTIONS = [
  { value: 0, label: 'Smaller than Expected' },
  { value: 1, label: 'True to Size' },
  { value: 2, label: 'Bigger than Expected' },
] as const
export const DEFAULT_FIT = 1
export const ALIAS_MAX = 50

export const ReviewMessages = {
  starsRequired: 'Rating is required',
  starsMin: 'Min 1 star',
  starsMax: 'Max 5 stars',
  fitRange: 'Choose how the product fits.',
  commentMax: `Max ${REVIEW_COMMENT_MAX} characters`,
  imageTooBig: 'This image is too big, please use an image less than 10MB',
  imageNotImage: 'Upload a valid image. The file you uploaded was either not an image or a corrupted image.',
  aliasRequired: 'Alias is required if sharing publicly',
  aliasMax: `Ensure this field has no more than ${ALIAS_MAX} characters.`,
  submitting: 'Submitting review…',
  submitted: 'Submitted!',
  failed: 'Failed to submit',
  loadFailed: 'Unable to load review info.',
  loadFailedToast: 'Could not load your review.',
  thanks: 'Thank you for your review!',
  alreadyReviewed: 'This item has already been reviewed.',
  notInOrder: 'Not found.',
} as const

/** The text fields of the review form (the image is checked separately, by size and by decoding). */
export const ReviewFields = z
  .object({
    pixel_art_product_uuid: z.uuid({ error: 'Must be a valid UUID.' }),
    stars: z.coerce
      .number({ error: ReviewMessages.starsRequired })
      .int(ReviewMessages.starsRequired)
      .min(1, ReviewMessages.starsMin)
      .max(5, ReviewMessages.starsMax),
    fit: z.coerce
      .number({ error: ReviewMessages.fitRange })
      .int(ReviewMessages.fitRange)
      .min(0, ReviewMessages.fitRange)
      .max(2, ReviewMessages.fitRange)
      .default(DEFAULT_FIT),
    comment: z.string().max(REVIEW_COMMENT_MAX, ReviewMessages.commentMax).default(''),
    public_consent: z
      .union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0', ''])])
      .transform((v) => v === true || v === 'true' || v === 'on' || v === '1')
      .default(false),
    alias: z.string().trim().max(ALIAS_MAX, ReviewMessages.aliasMax).default(''),
  })
  .superRefine((value, ctx) => {
    if (value.public_consent && !value.alias) {
      ctx.addIssue({ code: 'custom', path: ['alias'], message: ReviewMessages.aliasRequired })
    }
  })
export type ReviewFields = z.infer<typeof ReviewFields>

/** A review shown publicly (consent given): on the product's cards and on the home page. */
export interface PublicReview {
  id: number
  product_id: number
  product_name: string
  stars: number
  fit: number
  comment: string
  alias: string
  image_url: string | null
  art_uuid: string
  created_at: string
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

/** URL-safe base64 without padding, so the link survives any path handling. */
export function encodeSharedProduct(payload: SharedProductPayload): string {
  const bytes = new TextEncoder().encode(JSON.stringify(payload))
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

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

// ---------------------------------------------------------------------------------------------
// Cart (Snipcart custom fields and the built-in cart's line)

/** 'x,y' to 2 decimals. */
export function formatPlacementField(placement: Pick<Placement, 'placement_x' | 'placement_y'>): string {
  return `${placement.placement_x.toFixed(2)},${placement.placement_y.toFixed(2)}`
}

/** Stitch size to 2 decimals, plus ' x{scale}' when the scale is above 1 (e.g. '1.75 x2'). */
export function formatDesignSizeField(placement: Pick<Placement, 'stitch_size' | 'scale_factor'>): string {
  const size = placement.stitch_size.toFixed(2)
  return placement.scale_factor > 1 ? `${size} x${placement.scale_factor}` : size
}

/** Reads the two fields above back (the Snipcart webhook rebuilds the placement from them). */
export function parseDesignSizeField(value: string): Pick<Placement, 'stitch_size' | 'scale_factor'> | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(?:x\s*(\d+))?\s*$/.exec(value)
  if (!match) return null
  return { stitch_size: Number(match[1]), scale_factor: match[2] ? Number(match[2]) : 1 }
}

export function parsePlacementField(value: string): Pick<Placement, 'placement_x' | 'placement_y'> | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*,\s*(\d+(?:\.\d+)?)\s*$/.exec(value)
  if (!match) return null
  return { placement_x: Number(match[1]), placement_y: Number(match[2]) }
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
