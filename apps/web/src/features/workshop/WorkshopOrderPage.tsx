import OrderPage from './OrderPage.tsx'
import { StaffOnly } from './StaffOnly.tsx'

/** /workshop/orders/:uuid: staff only, like the rest of the workshop. */
export default function WorkshopOrderPage() {
  return (
    <StaffOnly>
      <OrderPage />
    </StaffOnly>
  )
}
