import { useCart } from '../cart/use-cart.ts'

/** The number of items in the cart (Snipcart's, or the built-in one's), shown in the header. */
export function useCartCount(): number {
  return useCart().count
}
