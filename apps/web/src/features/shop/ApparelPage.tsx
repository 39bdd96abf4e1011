import { useParams } from 'react-router'
import { ComingSoon } from '../pages/ComingSoon.tsx'

/** /apparel and /apparel/:artUuid: the apparel list, optionally for a chosen design (shop issue). */
export default function ApparelPage() {
  const { artUuid } = useParams()
  return (
    <ComingSoon title={artUuid ? 'Now Pick Apparel' : 'Shop Apparel'}>
      Tees, hoodies and hats for your pixel art are on their way to the shop. Until then, get a design ready
      in the editor.
    </ComingSoon>
  )
}
