import { vi } from 'vitest'

export interface RecordedRequest {
  method: string
  path: string
  headers: Headers
  body: unknown
  credentials: RequestCredentials | undefined
}

type Reply =
  { status: number; body?: unknown } | ((req: RecordedRequest) => { status: number; body?: unknown })

/**
 * A replacement for `fetch` that answers by "METHOD /path/" and records every request. Unknown routes
 * answer 404, like a server without them.
 */
export function fakeServer(routes: Record<string, Reply> = {}) {
  const requests: RecordedRequest[] = []
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost')
    const method = (init.method ?? 'GET').toUpperCase()
    const raw = init.body
    const req: RecordedRequest = {
      method,
      path: url.pathname + url.search,
      headers: new Headers(init.headers),
      body: typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw,
      credentials: init.credentials,
    }
    requests.push(req)
    const route = routes[`${method} ${url.pathname}`]
    const reply =
      typeof route === 'function' ? route(req) : (route ?? { status: 404, body: { detail: 'Not found.' } })
    const hasBody = reply.body !== undefined && reply.status !== 204
    return new Response(hasBody ? JSON.stringify(reply.body) : null, {
      status: reply.status,
      headers: hasBody ? { 'Content-Type': 'application/json' } : {},
    })
  })
  vi.stubGlobal('fetch', fetchImpl)
  return {
    requests,
    fetch: fetchImpl,
    last: (method: string, path: string) => requests.findLast((r) => r.method === method && r.path === path),
  }
}
