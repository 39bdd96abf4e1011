import type { Design, Placement, Product, ProductColor, Sku } from '@threadbit/contracts'

/** What a product card hands the cart: one configured product (design, colour, size, placement). */
export interface CartAddInput {
  product: Product
  color: ProductColor
  sku: Sku
  design: Design
  placement: Placement
  quantity?: number
}

/**
 * The cart the app talks to. Two implementations: Snipcart when `SNIPCART_PUBLIC_KEY` is configured,
 * and the built-in cart (kept in localStorage, with a drawer and a test checkout) otherwise.
 */
export interface Cart {
  kind: 'snipcart' | 'builtin'
  /** Items in the cart (sum of quantities), for the header badge. */
  count: number
  /** False until the implementation can take items (Snipcart: after `snipcart.ready`). */
  ready: boolean
  /**
   * Saves the art-on-product, adds the item, sends the add_to_cart analytics event and opens the cart.
   * Never rejects: a failure is shown as a toast and nothing is added, so callers only reset their busy state.
   */
  add(input: CartAddInput): Promise<void>
  open(): void
}
