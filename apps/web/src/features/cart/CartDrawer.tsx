import { useState } from 'react'
import * as RadixDialog from '@radix-ui/react-dialog'
import type { CheckoutResponse } from '@threadbit/contracts'
import { ButtonLink } from '../../ui/Button.tsx'
import { Notice } from '../../ui/Notice.tsx'
import { useCartCatalog } from './catalog-query.ts'
import { lineKey, type CartLine } from './cart-line.ts'
import type { CartStore } from './cart-store.ts'
import { formatDollars, priceLines, subtotalDollars } from './cart-totals.ts'
import { CartLineItem } from './CartLineItem.tsx'
import { CheckoutForm } from './CheckoutForm.tsx'
import { OrderConfirmation } from './OrderConfirmation.tsx'
import styles from './CartDrawer.module.css'

interface CartDrawerProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  lines: readonly CartLine[]
  store: CartStore
}

interface PlacedOrder {
  order: CheckoutResponse
  email: string
}

/** The built-in cart: a side sheet (full width on phones) with the lines, the subtotal and a test checkout. */
export function CartDrawer({ open, onOpenChange, lines, store }: CartDrawerProps) {
  const [placed, setPlaced] = useState<PlacedOrder | null>(null)
  const catalogue = useCartCatalog(open || lines.length > 0)
  const priced = priceLines(lines, catalogue.data)
  const subtotal = subtotalDollars(priced)
  const hasUnavailable = priced.some((p) => !p.isAvailable)
  const handleOpenChange = (next: boolean) => {
    // The confirmation is shown once; the next opening shows the (now empty) cart.
    if (!next) setPlaced(null)
    onOpenChange(next)
  }
  const close = () => handleOpenChange(false)

  const handlePlaced = (order: CheckoutResponse, email: string) => {
    store.clear()
    setPlaced({ order, email })
  }

  return (
    <RadixDialog.Root open={open} onOpenChange={handleOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content className={styles.sheet} data-testid="cart-drawer" aria-describedby={undefined}>
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>
              {placed ? 'Order placed' : 'Your cart'}
            </RadixDialog.Title>
            <RadixDialog.Close className={styles.close} aria-label="Close cart">
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </div>

          {placed ? (
            <OrderConfirmation order={placed.order} email={placed.email} onContinue={close} />
          ) : lines.length === 0 ? (
            <div className={styles.empty}>
              <p>Your cart is empty. Pick a design and some apparel to fill it!</p>
              <ButtonLink to="/apparel" onClick={close}>
                Shop Apparel
              </ButtonLink>
            </div>
          ) : (
            <div className={styles.scroll}>
              <ul className={styles.lines} aria-label="Items in your cart">
                {priced.map((p) => (
                  <CartLineItem
                    key={lineKey(p.line)}
                    priced={p}
                    onQuantityChange={(quantity) => store.setQuantity(lineKey(p.line), quantity)}
                    onRemove={() => store.remove(lineKey(p.line))}
                  />
                ))}
              </ul>
              {catalogue.isError && (
                <Notice tone="warning">
                  Prices could not be loaded. The shop prices your order at checkout.
                </Notice>
              )}
              <div className={styles.subtotal}>
                <span>Subtotal</span>
                <span data-testid="cart-subtotal">{catalogue.data ? formatDollars(subtotal) : '…'}</span>
              </div>
              {hasUnavailable && (
                <Notice tone="warning">Remove the items that are no longer available to check out.</Notice>
              )}
              <CheckoutForm lines={lines} isBlocked={hasUnavailable} onPlaced={handlePlaced} />
            </div>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
