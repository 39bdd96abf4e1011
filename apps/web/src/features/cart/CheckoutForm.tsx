import { useState } from 'react'
import type { CheckoutResponse } from '@threadbit/contracts'
import { shop } from '../../api/shop.ts'
import { useZodForm } from '../../lib/use-zod-form.ts'
import { Button } from '../../ui/Button.tsx'
import { EmailField, FormError, TextField } from '../../ui/Field.tsx'
import { toCheckoutItem, type CartLine } from './cart-line.ts'
import { CheckoutFields, checkoutErrors } from './checkout-form.ts'
import styles from './CartDrawer.module.css'

interface CheckoutFormProps {
  lines: readonly CartLine[]
  /** True while a line cannot be ordered (gone from the catalogue or out of stock). */
  isBlocked: boolean
  onPlaced: (order: CheckoutResponse, email: string) => void
}

/** The built-in cart's test checkout: records the order and mails a review link; no payment is taken. */
export function CheckoutForm({ lines, isBlocked, onPlaced }: CheckoutFormProps) {
  const [formError, setFormError] = useState<string | null>(null)
  const { register, handleSubmit, setError, errors, isSubmitting } = useZodForm(CheckoutFields, {
    name: '',
    email: '',
  })

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null)
    try {
      const order = await shop.checkout({ ...values, items: lines.map(toCheckoutItem) })
      onPlaced(order, values.email)
    } catch (error) {
      const { fields, form } = checkoutErrors(error)
      if (fields.name) setError('name', { type: 'server', message: fields.name })
      if (fields.email) setError('email', { type: 'server', message: fields.email })
      setFormError(form)
    }
  })

  return (
    <form className={styles.checkout} onSubmit={onSubmit} noValidate aria-labelledby="cart-checkout-title">
      <h3 id="cart-checkout-title" className={styles.checkoutTitle}>
        Test checkout
      </h3>
      <p className={styles.testNote}>
        This is a test checkout: <strong>no payment is taken</strong> and nothing is shipped. We record your
        order and e-mail you a link to review it.
      </p>
      <TextField
        label="Name"
        autoComplete="name"
        error={errors.name?.message}
        disabled={isSubmitting}
        {...register('name')}
      />
      <EmailField error={errors.email?.message} disabled={isSubmitting} {...register('email')} />
      <FormError>{formError}</FormError>
      <Button type="submit" size="lg" block isLoading={isSubmitting} disabled={isBlocked}>
        Place test order
      </Button>
    </form>
  )
}
