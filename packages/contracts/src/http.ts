/** Shapes of the server's answers (docs/decisions/errors-and-statuses.md). */
export interface Paged<T> {
  count: number
  next: string | null
  previous: string | null
  results: T[]
}

/** 400 body: field name -> messages, plus non_field_errors. */
export type ValidationErrorBody = Record<string, string[]>

/** 401/403/404/409/429/503 body. */
export interface DetailBody {
  detail: string
}

/** Text the HTTP client shows for a status. */
export const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  429: 'Too Many Requests',
}

export function statusText(status: number): string {
  if (status >= 500) return 'Server Error'
  return STATUS_TEXT[status] ?? `Request failed with status ${status}`
}

/** The runtime settings the server injects into the HTML as `window.__THREADBIT__`. */
export interface PageSettings {
  version: string
  productName: string
  googleClientId: string | null
  snipcartPublicKey: string | null
  gaMeasurementId: string | null
  sentry: { dsn: string; release: string; environment: string } | null
}
export const PAGE_SETTINGS_GLOBAL = '__THREADBIT__'
