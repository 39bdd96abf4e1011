import { stdSerializers } from 'pino'

/**
 * Database errors carry what was sent with the query: drizzle puts every parameter in its message ("params:
 * …"), PostgreSQL's `detail` repeats key values, and some messages quote the offending value. Those are
 * prompts, usernames, addresses and session hashes, so they never reach the log. Kept: the SQL text (its values
 * are placeholders), the error code and which constraint, table or column failed.
 */
const DROPPED_FIELDS = new Set([
  'params',
  'parameters',
  'queryOptions',
  'detail',
  'where',
  'internalQuery',
  'hint',
])
const MAX_CAUSES = 5

function redactMessage(message: string): string {
  return (
    message
      // drizzle: "Failed query: <sql>\nparams: <values>"
      .replace(/\nparams: [\s\S]*$/, '')
      // PostgreSQL: 'invalid input syntax for type integer: "abc"' and the like
      .replace(/^((?:invalid input (?:syntax|value)|value too long)[^:]*): [\s\S]*$/, '$1')
  )
}

function redactStack(stack: string | undefined, message: string, name: string): string | undefined {
  if (!stack) return stack
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line))
  return [`${name}: ${message}`, ...frames].join('\n')
}

/** A copy of the error (and its causes) without parameter values; anything not error-like passes through. */
export function redactError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error
  const message = redactMessage(error.message)
  const copy = new Error(message)
  Object.defineProperty(copy, 'name', { value: error.name, enumerable: false })
  // The serializer names an error after its constructor; keep the original's name there too.
  Object.defineProperty(copy, 'constructor', { value: error.constructor, enumerable: false })
  copy.stack = redactStack(error.stack, message, error.name)
  for (const [key, value] of Object.entries(error)) {
    if (DROPPED_FIELDS.has(key) || key === 'cause' || key === 'name' || key === 'message' || key === 'stack')
      continue
    ;(copy as unknown as Record<string, unknown>)[key] =
      value instanceof Error ? redactError(value, depth + 1) : value
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) copy.cause = redactError(error.cause, depth + 1)
  return copy
}

/**
 * pino's error serializer over the redacted copy: the `err` serializer of every logger the server makes. Causes
 * are serialized in full, so the PostgreSQL code and constraint under a drizzle error stay in the log.
 */
export function serializeError(error: Error): ReturnType<typeof stdSerializers.errWithCause> {
  return stdSerializers.errWithCause(redactError(error) as Error)
}
