import { ComingSoon } from '../pages/ComingSoon.tsx'

/** /shared-product/:payload: a product configuration someone shared (shop issue). */
export default function SharedProductPage() {
  return (
    <ComingSoon title="Shared Product">
      Shared products will open right here soon. Meanwhile, why not draw one of your own?
    </ComingSoon>
  )
}
