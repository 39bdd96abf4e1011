import { CheckoutRequest } from '@threadbit/contracts'
import { ApiError } from '../../api/client.ts'

/** The form's own fields, with the contract's messages (the server answers with the same ones). */
export const CheckoutFields = CheckoutRequest.pick({ name: true, email: true })
export type CheckoutFields = { name: string; email: string }

export const CHECKOUT_FAILED = 'Your order could not be placed. Please try again.'

export interface CheckoutErrors {
  fields: Partial<Record<keyof CheckoutFields, string>>
  /** Messages about the cart itself (items, stock, placement) or the whole request. */
  form: string | null
}

/** Splits a failed checkout into messages for the name and e-mail fields and one for the whole form. */
export function checkoutErrors(error: unknown): CheckoutErrors {
  if (!(error instanceof ApiError)) return { fields: {}, form: CHECKOUT_FAILED }
  if (error.status === 404) {
    return { fields: {}, form: 'The test checkout is not available on this server.' }
  }
  const fieldErrors = error.status === 400 ? error.fieldErrors : null
  if (!fieldErrors) {
    return { fields: {}, form: error.status === 0 || error.status >= 500 ? CHECKOUT_FAILED : error.message }
  }
  const fields: CheckoutErrors['fields'] = {}
  const rest: string[] = []
  for (const [key, messages] of Object.entries(fieldErrors)) {
    if (key === 'name' || key === 'email') fields[key] = messages.join(' ')
    else rest.push(...messages)
  }
  const detail = error.detail
  if (detail) rest.push(detail)
  return { fields, form: rest.length > 0 ? rest.join(' ') : null }
}
