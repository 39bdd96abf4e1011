import type { FastifyError, FastifyInstance } from 'fastify'
import type { DetailBody, ValidationErrorBody } from '@threadbit/contracts'
import type { z } from 'zod'

/**
 * Errors carry a kind; the HTTP status is chosen here and only here (docs/decisions/errors-and-statuses.md).
 * Services throw these; routes never set error statuses themselves.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}
export class ValidationError extends AppError {
  constructor(readonly fields: Record<string, string[]>) {
    super(400, 'Validation failed')
  }
  static field(name: string, message: string) {
    return new ValidationError({ [name]: [message] })
  }
  static nonField(message: string) {
    return new ValidationError({ non_field_errors: [message] })
  }
}
export class NotAuthenticated extends AppError {
  constructor(message = 'Authentication credentials were not provided.') {
    super(403, message)
  }
}
export class Forbidden extends AppError {
  constructor(message = 'You do not have permission to perform this action.') {
    super(403, message)
  }
}
export class NotFound extends AppError {
  constructor(message = 'Not found.') {
    super(404, message)
  }
}
export class Conflict extends AppError {
  constructor(message: string) {
    super(409, message)
  }
}
/** A 429 that tells the client when to come back (sent as `Retry-After`, in whole seconds). */
export class TooManyRequests extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message)
  }
}
export class ServiceUnavailable extends AppError {
  constructor(message: string) {
    super(503, message)
  }
}

/** zod issues -> DRF-shaped body: top-level field name -> messages; the rest under non_field_errors. */
export function zodToFields(error: z.ZodError): ValidationErrorBody {
  const fields: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const key = typeof issue.path[0] === 'string' ? issue.path[0] : 'non_field_errors'
    const messages = (fields[key] ??= [])
    if (!messages.includes(issue.message)) messages.push(issue.message)
  }
  return fields
}

/** Parse a JSON body with a contract schema; unknown keys are dropped (zod objects strip them). */
export function parse<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const body = input ?? {}
  if (typeof body !== 'object' || Array.isArray(body)) {
    const got = Array.isArray(body) ? 'list' : typeof body === 'string' ? 'str' : typeof body
    throw ValidationError.nonField(`Invalid data. Expected a dictionary, but got ${got}.`)
  }
  const result = schema.safeParse(body)
  if (!result.success) throw new ValidationError(zodToFields(result.error))
  return result.data
}

/** Fastify's own client errors (bad JSON, body too large, wrong content type) keep their 4xx status. */
function clientErrorDetail(error: FastifyError): ({ status: number } & DetailBody) | null {
  const status = error.statusCode ?? 500
  if (status < 400 || status >= 500) return null
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, detail: 'JSON parse error - the request body is not valid JSON.' }
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, detail: 'Request body is too large.' }
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, detail: 'Unsupported media type in request.' }
    case 'FST_ERR_RATE_LIMIT_EXCEEDED':
      return { status: 429, detail: error.message }
    default:
      return { status, detail: status === 400 ? 'Bad request.' : error.message }
  }
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ValidationError) return reply.code(400).send(error.fields)
    if (error instanceof TooManyRequests) reply.header('Retry-After', String(error.retryAfterSeconds))
    if (error instanceof AppError) return reply.code(error.status).send({ detail: error.message })
    const client = clientErrorDetail(error)
    if (client) {
      request.log.info({ err: error }, 'client error')
      return reply.code(client.status).send({ detail: client.detail })
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply.code(500).send({ detail: 'A server error occurred.' })
  })
}
