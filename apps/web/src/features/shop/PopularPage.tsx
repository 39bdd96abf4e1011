import { ComingSoon } from '../pages/ComingSoon.tsx'

/** /popular: the most ordered designs on products (shop issue). */
export default function PopularPage() {
  return (
    <ComingSoon title="Popular Picks">
      The community&apos;s favourite designs on apparel will be showcased here soon.
    </ComingSoon>
  )
}
