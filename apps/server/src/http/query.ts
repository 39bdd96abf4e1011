import { MAX_PAGE_SIZE, PAGE_SIZE } from '@threadbit/contracts'
import { z } from 'zod'
import { withoutNul } from '../lib/text.ts'
import { ValidationError, zodToFields } from './errors.ts'

// Query-string fields as schemas: each route's query is one `z.object` of these, parsed by `parseQuery`, and
// the same schema documents the route in the OpenAPI description.

const POSITIVE_INT = 'A valid positive integer is required.'
const ID_LIST = 'Expected comma-separated product ids.'
const MAX_ID = 2_147_483_647

/** A positive whole number; absent or empty means "not given". */
export const positiveIntParam = z
  .string({ error: POSITIVE_INT })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === '') return undefined
    const n = Number(value)
    if (Number.isSafeInteger(n) && n >= 1) return n
    ctx.addIssue({ code: 'custom', message: POSITIVE_INT })
    return z.NEVER
  })

/** `1,2,3`: at most 100 database ids. */
export const idListParam = z
  .string({ error: ID_LIST })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value.trim() === '') return undefined
    const ids = value.split(',').map((part) => Number(part.trim()))
    if (ids.length <= 100 && ids.every((n) => Number.isInteger(n) && n >= 1 && n <= MAX_ID)) return ids
    ctx.addIssue({ code: 'custom', message: ID_LIST })
    return z.NEVER
  })

/** Free text, trimmed and cut to `max` characters; NUL (which PostgreSQL text cannot hold) is dropped. */
export const searchParam = (max = 100) =>
  z
    .string()
    .optional()
    .transform((value) =>
      value === undefined ? undefined : withoutNul(value).trim().slice(0, max) || undefined,
    )

/** One of a fixed list of values. */
export const choiceParam = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `Choose one of: ${values.join(', ')}.` }).optional()

/** `page` (1-based) and `page_size` (at most MAX_PAGE_SIZE): every list route takes them. */
export const pageParams = { page: positiveIntParam, page_size: positiveIntParam }

export interface PageRequest {
  page: number
  pageSize: number
  offset: number
}

export function pageRequest(query: {
  page?: number | undefined
  page_size?: number | undefined
}): PageRequest {
  const page = query.page ?? 1
  const pageSize = Math.min(query.page_size ?? PAGE_SIZE, MAX_PAGE_SIZE)
  return { page, pageSize, offset: (page - 1) * pageSize }
}

/** Parses a query string with its schema; a wrong value is a 400 naming the field. Unknown keys are ignored. */
export function parseQuery<T extends z.ZodType>(schema: T, query: unknown): z.output<T> {
  const result = schema.safeParse(query ?? {})
  if (!result.success) throw new ValidationError(zodToFields(result.error))
  return result.data
}

/** `page` and `page_size` alone, for a route whose other query fields are read separately. */
export function readPage(query: unknown): PageRequest {
  return pageRequest(parseQuery(z.object(pageParams), query))
}

/** A yes/no switch in the query string: `true` or `1` is yes, anything else (or nothing) is no. */
export function queryFlag(query: unknown, name: string): boolean {
  const value = (query as Record<string, unknown> | undefined)?.[name]
  return value === 'true' || value === '1'
}
