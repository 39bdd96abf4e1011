import { designDisplayTitle, type PixelArtProduct, type PixelArtProductCreate } from '@threadbit/contracts'
import { ApiError } from '../../api/client.ts'
import type { CartAddInput } from './cart-types.ts'
import { clampQuantity, type CartLine } from './cart-line.ts'

/** What an implementation (built-in or Snipcart) does once the art-on-product exists on the server. */
export interface CartBackend {
  addItem(input: CartAddInput, saved: PixelArtProduct): Promise<void>
  open(): void
}

export interface AddToCartDeps {
  saveProduct: (body: PixelArtProductCreate) => Promise<PixelArtProduct>
  backend: CartBackend
  track: (name: string, params: Record<string, unknown>) => void
  notifyError: (message: string) => void
}

export const ADD_FAILED_MESSAGE = 'Could not add this to your cart. Please try again.'

/** The message for a failed add: the server's own words for a 400/404, else a generic retry hint. */
export function addErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return 'Could not reach the shop. Check your connection and try again.'
    if (error.status === 400 || error.status === 404) {
      const first = error.messages[0]
      if (first) return `Could not add this to your cart: ${first}`
    }
  }
  return ADD_FAILED_MESSAGE
}

export function productCreateBody(input: CartAddInput): PixelArtProductCreate {
  return {
    art_uuid: input.design.uuid,
    product_color_id: input.color.id,
    placement_x: input.placement.placement_x,
    placement_y: input.placement.placement_y,
    stitch_size: input.placement.stitch_size,
    scale_factor: input.placement.scale_factor,
  }
}

/** The built-in cart's line for an add; the placement is the saved one (the server may have rounded it). */
export function lineFromAdd(input: CartAddInput, saved: PixelArtProduct): CartLine {
  return {
    pixelArtProductUuid: saved.uuid,
    imageUrl: saved.image_url,
    artUuid: input.design.uuid,
    title: designDisplayTitle(input.design),
    productId: input.product.id,
    productName: input.product.product_name,
    colorId: input.color.id,
    colorName: input.color.color_name,
    skuId: input.sku.id,
    size: input.sku.size,
    placement_x: saved.placement_x,
    placement_y: saved.placement_y,
    stitch_size: saved.stitch_size,
    scale_factor: saved.scale_factor,
    quantity: clampQuantity(input.quantity ?? 1),
    designColumns: input.design.columns,
    designRows: input.design.rows,
  }
}

/**
 * The one add path of both carts: save the art-on-product (which also counts the add for popular picks),
 * hand it to the cart, report it, open the cart. Any failure is reported and leaves the cart untouched:
 * the backend adds in a single step, after everything that can fail on our side has succeeded.
 */
export async function addToCart(input: CartAddInput, deps: AddToCartDeps): Promise<boolean> {
  try {
    const saved = await deps.saveProduct(productCreateBody(input))
    await deps.backend.addItem(input, saved)
  } catch (error) {
    console.error(error)
    deps.notifyError(addErrorMessage(error))
    return false
  }
  const quantity = clampQuantity(input.quantity ?? 1)
  deps.track('add_to_cart', {
    productId: input.product.id,
    colorId: input.color.id,
    skuId: input.sku.id,
    artUuid: input.design.uuid,
    currency: 'USD',
    value: input.sku.price * quantity,
  })
  deps.backend.open()
  return true
}
