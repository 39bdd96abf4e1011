import type { PixelArtProduct } from '@threadbit/contracts'
import type { CartBackend } from '../add-to-cart.ts'
import type { CartAddInput } from '../cart-types.ts'
import { snipcartItem } from './snipcart-item.ts'
import type { SnipcartSDK } from './snipcart-sdk.ts'

/** The Snipcart side of the add path, over an SDK that `load` resolves once `snipcart.ready` fired. */
export function snipcartBackend(load: () => Promise<SnipcartSDK>, origin: string): CartBackend {
  return {
    async addItem(input: CartAddInput, saved: PixelArtProduct) {
      const sdk = await load()
      await sdk.api.cart.items.add(snipcartItem(input, saved, origin))
    },
    open() {
      load().then(
        (sdk) => sdk.api.theme.cart.open(),
        (error: unknown) => console.error(error),
      )
    },
  }
}

/** Calls `onCount` with the cart's item count now and after every change of Snipcart's store. */
export function subscribeToCount(sdk: SnipcartSDK, onCount: (count: number) => void): () => void {
  const read = () => onCount(sdk.store.getState().cart.items.count)
  read()
  return sdk.store.subscribe(read)
}
