import { STATUS_TEXT, statusText } from '@threadbit/contracts'

/** Methods that change state; the server's CSRF check applies to these only. */
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export const CSRF_COOKIE = 'csrftoken'
export const CSRF_HEADER = 'X-CSRFToken'

/** Field name -> messages, as the server answers a 400 (`non_field_errors` for the whole form). */
export type FieldErrors = Record<string, string[]>

/**
 * A failed request. `message` is the spec's text for the status (400 Bad Request, ...), or a generic
 * message with the status and body for anything else; `body` is the parsed answer, so forms can show
 * field errors and pages can show `detail`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly status: number
  readonly body: unknown

  constructor(status: number, message: string, body: unknown) {
    super(message)
    this.status = status
    this.body = body
  }

  /** The 400 body's `{field: [messages]}` map, or null when the body is not of that shape. */
  get fieldErrors(): FieldErrors | null {
    if (typeof this.body !== 'object' || this.body === null || Array.isArray(this.body)) return null
    const out: FieldErrors = {}
    for (const [key, value] of Object.entries(this.body)) {
      if (key === 'detail') continue
      if (Array.isArray(value)) {
        const messages = value.filter((m): m is string => typeof m === 'string')
        if (messages.length > 0) out[key] = messages
      } else if (typeof value === 'string') {
        out[key] = [value]
      }
    }
    return Object.keys(out).length > 0 ? out : null
  }

  /** The `{detail}` of a 401/403/404/409/429/503 answer. */
  get detail(): string | null {
    if (typeof this.body !== 'object' || this.body === null) return null
    const detail = (this.body as Record<string, unknown>).detail
    return typeof detail === 'string' ? detail : null
  }

  /** Every message the server sent, field errors first. */
  get messages(): string[] {
    const fields = this.fieldErrors
    const all = fields ? Object.values(fields).flat() : []
    const detail = this.detail
    return detail ? [...all, detail] : all
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

function bodyPreview(body: unknown): string {
  if (body === undefined || body === null || body === '') return ''
  const raw = typeof body === 'string' ? body : JSON.stringify(body)
  return raw.length > 200 ? `${raw.slice(0, 200)}…` : raw
}

/** The message for a failed response: the spec's status text, or a generic one naming status and body. */
export function errorMessage(status: number, body: unknown): string {
  if (status in STATUS_TEXT || status >= 500) return statusText(status)
  const preview = bodyPreview(body)
  return preview ? `Request failed with status ${status}: ${preview}` : `Request failed with status ${status}`
}

export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [rawKey, ...rest] = part.trim().split('=')
    if (rawKey === name) {
      const value = rest.join('=')
      try {
        return decodeURIComponent(value)
      } catch {
        return value
      }
    }
  }
  return null
}

export interface RequestOptions {
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown
  query?: Record<string, string | number | boolean | null | undefined>
  signal?: AbortSignal
}

export interface HttpClientOptions {
  /** The network; tests hand in a replacement. */
  fetch?: typeof fetch
  /** Where the csrftoken cookie is read from on every unsafe request. */
  cookies?: () => string
  baseUrl?: string
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface HttpClient {
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>
  get<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>
  patch<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>
  delete<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined
  const text = await response.text()
  if (text === '') return undefined
  const type = response.headers.get('content-type') ?? ''
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown
    } catch {
      return text
    }
  }
  return text
}

function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value))
  }
  const qs = params.toString()
  if (!qs) return path
  return `${path}${path.includes('?') ? '&' : '?'}${qs}`
}

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  // Resolved on every call, so a test's replacement of the global fetch is seen.
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init))
  const cookies = options.cookies ?? (() => (typeof document === 'undefined' ? '' : document.cookie))
  const baseUrl = options.baseUrl ?? ''

  async function request<T>(method: HttpMethod, path: string, opts: RequestOptions = {}): Promise<T> {
    const headers = new Headers({ Accept: 'application/json' })
    let body: BodyInit | undefined
    if (opts.body instanceof FormData) {
      body = opts.body // the browser sets the multipart boundary
    } else if (opts.body !== undefined) {
      headers.set('Content-Type', 'application/json')
      body = JSON.stringify(opts.body)
    }
    if (UNSAFE_METHODS.has(method)) {
      const token = readCookie(cookies(), CSRF_COOKIE)
      if (token) headers.set(CSRF_HEADER, token)
    }

    let response: Response
    try {
      response = await doFetch(baseUrl + withQuery(path, opts.query), {
        method,
        headers,
        body,
        credentials: 'include',
        signal: opts.signal,
      })
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause
      throw new ApiError(0, 'Network error: the server could not be reached.', null)
    }

    const parsed = await parseBody(response)
    if (!response.ok) throw new ApiError(response.status, errorMessage(response.status, parsed), parsed)
    return parsed as T
  }

  return {
    request,
    get: (path, o) => request('GET', path, o),
    post: (path, body, o) => request('POST', path, { ...o, body }),
    put: (path, body, o) => request('PUT', path, { ...o, body }),
    patch: (path, body, o) => request('PATCH', path, { ...o, body }),
    delete: (path, o) => request('DELETE', path, o),
  }
}

/** The app's client: same origin, cookies included. */
export const http = createHttpClient()
