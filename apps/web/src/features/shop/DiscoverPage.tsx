import { ComingSoon } from '../pages/ComingSoon.tsx'

/** /discover: the design browser (shop issue). */
export default function DiscoverPage() {
  return (
    <ComingSoon title="Browse Designs">
      Soon you&apos;ll be able to search every public design and put your favourite on apparel. Until then,
      make your own in the editor.
    </ComingSoon>
  )
}
