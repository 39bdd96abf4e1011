import { ComingSoon } from '../pages/ComingSoon.tsx'

/** /review/:uuid: the review form linked from the order e-mail (reviews issue). */
export default function ReviewPage() {
  return (
    <ComingSoon title="Submit Review">
      Reviewing your order will be possible here shortly. Thanks for your patience — and for your order!
    </ComingSoon>
  )
}
