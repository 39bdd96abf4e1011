import { ORDER_STATUS_LABELS, type OrderStatus } from '@threadbit/contracts'
import styles from './workshop.module.css'

export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`${styles.badge} ${styles[`status_${status}`]}`} data-status={status}>
      {ORDER_STATUS_LABELS[status]}
    </span>
  )
}

export function money(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`
}

export function when(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })
}

export const SOURCE_LABELS = { builtin: 'Online store', snipcart: 'Snipcart' } as const
