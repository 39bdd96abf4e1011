import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from '../../api/client.ts'

/** A message that means "this account exists already" (then a Log in link appears). */
const DUPLICATE = /already registered|already exists|duplicate|unique/i

export function mentionsDuplicate(messages: readonly string[]): boolean {
  return messages.some((m) => DUPLICATE.test(m))
}

export interface AppliedServerErrors {
  /** Whether anything was put on a field. */
  applied: boolean
  messages: string[]
}

/**
 * Puts a 400 answer's `{field: [messages]}` on the form's matching fields. `non_field_errors` and keys the
 * form does not have go to `fallbackField`.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fallbackField: Path<T>,
): AppliedServerErrors {
  if (!(error instanceof ApiError)) return { applied: false, messages: [] }
  const fieldErrors = error.fieldErrors
  if (!fieldErrors) return { applied: false, messages: error.messages }
  const byField = new Map<Path<T>, string[]>()
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const target = (fields as readonly string[]).includes(key) ? (key as Path<T>) : fallbackField
    byField.set(target, [...(byField.get(target) ?? []), ...messages])
  }
  for (const [field, messages] of byField) setError(field, { type: 'server', message: messages.join(' ') })
  return { applied: byField.size > 0, messages: error.messages }
}

/** The first message the server gave, for forms with a single place to show it. */
export function firstServerMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return null
  return error.messages[0] ?? null
}
