import type { FastifyInstance, FastifyRequest } from 'fastify'
import { withoutNul, withoutNulDeep } from '../lib/text.ts'
import { ValidationError } from './errors.ts'

export const NESTED_TOO_DEEPLY = 'The data is nested too deeply.'
/** Our deepest contract (a shop order's items) is 3 levels; anything near this limit is not a request of ours. */
export const MAX_NESTING = 32

/**
 * How an input is built: whether it nests deeper than MAX_NESTING (named by its top-level key) and whether any
 * string or key holds a NUL. Walks with its own stack, so a body nested thousands deep is measured without
 * recursion.
 */
export function inspectInput(input: unknown): { tooDeep: string | null; hasNul: boolean } {
  const stack: { value: unknown; depth: number; field: string }[] = [
    { value: input, depth: 0, field: 'non_field_errors' },
  ]
  let hasNul = false
  while (stack.length > 0) {
    const { value, depth, field } = stack.pop() as (typeof stack)[number]
    if (typeof value === 'string') {
      if (value.includes('\0')) hasNul = true
      continue
    }
    if (typeof value !== 'object' || value === null) continue
    if (depth >= MAX_NESTING) return { tooDeep: field, hasNul }
    for (const [key, child] of Object.entries(value)) {
      if (key.includes('\0')) hasNul = true
      stack.push({
        value: child,
        depth: depth + 1,
        field: depth === 0 && !Array.isArray(value) ? key : field,
      })
    }
  }
  return { tooDeep: null, hasNul }
}

/** The input as routes will see it: refused when nested too deeply, NUL characters dropped. */
function cleaned(input: unknown): unknown {
  const { tooDeep, hasNul } = inspectInput(input)
  if (tooDeep) throw ValidationError.field(tooDeep, NESTED_TOO_DEEPLY)
  return hasNul ? withoutNulDeep(input) : input
}

type PartsIterator = FastifyRequest['parts']

/** Multipart text fields are read by the routes part by part; each is cleaned as it is handed over. */
function cleanMultipartFields(request: FastifyRequest) {
  const parts = request.parts.bind(request) as (...args: unknown[]) => AsyncIterableIterator<unknown>
  async function* cleanedParts(...args: unknown[]) {
    for await (const part of parts(...args)) {
      const fields = part as { fieldname: string; filename?: string; value?: unknown }
      fields.fieldname = withoutNul(fields.fieldname)
      if (typeof fields.filename === 'string') fields.filename = withoutNul(fields.filename)
      if (typeof fields.value === 'string') fields.value = withoutNul(fields.value)
      yield part
    }
  }
  request.parts = cleanedParts as unknown as PartsIterator
}

/**
 * One gate for every text input, before any route sees it, whichever route, query string, path or body it
 * arrives in. PostgreSQL cannot store a NUL character (a query with one fails), and no text of ours needs one,
 * so they are dropped here; no form of ours nests deeply, so deep nesting is a 400 naming the field.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    request.params = cleaned(request.params)
    request.query = cleaned(request.query)
    if (request.body !== undefined) request.body = cleaned(request.body)
    if (request.isMultipart()) cleanMultipartFields(request)
  })
}
