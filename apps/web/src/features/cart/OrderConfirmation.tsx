import type { CheckoutResponse } from '@threadbit/contracts'
import { Button } from '../../ui/Button.tsx'
import { formatDollars } from './cart-totals.ts'
import styles from './CartDrawer.module.css'

/** The order number people see: the uuid's first block, upper-cased (the full uuid is in the mailed link). */
export function shortOrderNumber(uuid: string): string {
  return uuid.split('-')[0]?.toUpperCase() ?? uuid
}

interface OrderConfirmationProps {
  order: CheckoutResponse
  email: string
  onContinue: () => void
}

export function OrderConfirmation({ order, email, onContinue }: OrderConfirmationProps) {
  return (
    <div className={styles.confirmation} role="status" data-testid="order-confirmation">
      <p className={styles.confirmationLead}>Thank you for your order!</p>
      <dl className={styles.orderFacts}>
        <div>
          <dt>Order number</dt>
          <dd data-testid="order-number">{shortOrderNumber(order.uuid)}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd data-testid="order-total">{formatDollars(order.total_cents / 100)}</dd>
        </div>
      </dl>
      <p className={styles.sentTo}>{`We sent a link to review your order to ${email}`}</p>
      <p className={styles.testNote}>This was a test checkout: no payment was taken.</p>
      <Button size="lg" block onClick={onContinue}>
        Continue shopping
      </Button>
    </div>
  )
}
