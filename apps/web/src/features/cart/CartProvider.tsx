import type { ReactNode } from 'react'
import { usePageSettings } from '../../lib/settings.tsx'
import { BuiltinCartProvider } from './BuiltinCartProvider.tsx'
import { SnipcartCartProvider } from './snipcart/SnipcartCartProvider.tsx'

/** Chooses the cart: Snipcart when the server configured a public key, else the built-in one. */
export function CartProvider({ children }: { children: ReactNode }) {
  const { snipcartPublicKey } = usePageSettings()
  if (snipcartPublicKey) {
    return <SnipcartCartProvider publicKey={snipcartPublicKey}>{children}</SnipcartCartProvider>
  }
  return <BuiltinCartProvider>{children}</BuiltinCartProvider>
}
