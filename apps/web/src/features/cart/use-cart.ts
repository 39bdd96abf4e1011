import { createContext, useContext } from 'react'
import type { Cart } from './cart-types.ts'

/** Provided by `CartProvider` in the layout; tests of other features may provide a fake `Cart` here. */
export const CartContext = createContext<Cart | null>(null)

/** The cart of this page: Snipcart when configured, else the built-in one. */
export function useCart(): Cart {
  const cart = useContext(CartContext)
  if (!cart) throw new Error('useCart() needs a <CartProvider> (the app layout mounts one)')
  return cart
}
