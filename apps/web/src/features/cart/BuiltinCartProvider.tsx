import { lazy, Suspense, useCallback, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react'
import { toast } from '../../ui/toast.ts'
import { shop } from '../../api/shop.ts'
import { trackEvent } from '../../lib/analytics.ts'
import { addToCart, lineFromAdd, type CartBackend } from './add-to-cart.ts'
import { countItems, createCartStore, type CartStore } from './cart-store.ts'
import type { Cart, CartAddInput } from './cart-types.ts'
import { CartContext } from './use-cart.ts'

// The drawer (and its checkout form and validation) loads when the cart first opens, not with every page.
const CartDrawer = lazy(() => import('./CartDrawer.tsx').then((m) => ({ default: m.CartDrawer })))

interface BuiltinCartProviderProps {
  children: ReactNode
  /** Tests hand in a store over fake storage. */
  store?: CartStore
}

/** The cart kept in this browser, with its drawer and test checkout (when Snipcart is not configured). */
export function BuiltinCartProvider({ children, store: givenStore }: BuiltinCartProviderProps) {
  const [store] = useState(() => givenStore ?? createCartStore())
  const lines = useSyncExternalStore(store.subscribe, store.getLines, store.getLines)
  const [isOpen, setIsOpen] = useState(false)
  // Stays mounted after the first opening, so closing can animate.
  const [hasOpened, setHasOpened] = useState(false)
  if (isOpen && !hasOpened) setHasOpened(true)
  const open = useCallback(() => setIsOpen(true), [])

  const add = useCallback(
    async (input: CartAddInput) => {
      const backend: CartBackend = {
        addItem: async (item, saved) => store.add(lineFromAdd(item, saved)),
        open,
      }
      await addToCart(input, {
        saveProduct: shop.savePixelArtProduct,
        backend,
        track: trackEvent,
        notifyError: (message) => toast.error(message),
      })
    },
    [store, open],
  )

  const count = countItems(lines)
  const cart = useMemo<Cart>(() => ({ kind: 'builtin', count, ready: true, add, open }), [count, add, open])

  return (
    <CartContext value={cart}>
      {children}
      {hasOpened && (
        <Suspense fallback={null}>
          <CartDrawer open={isOpen} onOpenChange={setIsOpen} lines={lines} store={store} />
        </Suspense>
      )}
    </CartContext>
  )
}
