import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { toast } from '../../../ui/toast.ts'
import { shop } from '../../../api/shop.ts'
import { trackEvent } from '../../../lib/analytics.ts'
import { addToCart } from '../add-to-cart.ts'
import type { Cart, CartAddInput } from '../cart-types.ts'
import { CartContext } from '../use-cart.ts'
import { snipcartBackend, subscribeToCount } from './snipcart-cart.ts'
import { loadSnipcart, type SnipcartSDK } from './snipcart-sdk.ts'

/** Snipcart is loaded when the browser is idle (so a returning visitor's count shows) or on first use. */
const IDLE_TIMEOUT_MS = 4000

function whenIdle(callback: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS })
    return () => window.cancelIdleCallback(id)
  }
  const id = setTimeout(callback, IDLE_TIMEOUT_MS)
  return () => clearTimeout(id)
}

export function SnipcartCartProvider({ publicKey, children }: { publicKey: string; children: ReactNode }) {
  const [sdk, setSdk] = useState<SnipcartSDK | null>(null)
  const [count, setCount] = useState(0)

  const load = useCallback(async () => {
    const loaded = await loadSnipcart(publicKey)
    // Read the count in the same update that makes the cart ready, so the two never disagree for a render.
    setCount(loaded.store.getState().cart.items.count)
    setSdk(loaded)
    return loaded
  }, [publicKey])

  useEffect(
    () =>
      whenIdle(() => {
        load().catch((error: unknown) => console.error(error))
      }),
    [load],
  )
  useEffect(() => (sdk ? subscribeToCount(sdk, setCount) : undefined), [sdk])

  const backend = useMemo(() => snipcartBackend(load, window.location.origin), [load])
  const add = useCallback(
    async (input: CartAddInput) => {
      await addToCart(input, {
        saveProduct: shop.savePixelArtProduct,
        backend,
        track: trackEvent,
        notifyError: (message) => toast.error(message),
      })
    },
    [backend],
  )
  const cart = useMemo<Cart>(
    () => ({ kind: 'snipcart', count, ready: sdk !== null, add, open: backend.open }),
    [count, sdk, add, backend],
  )
  return <CartContext value={cart}>{children}</CartContext>
}
