import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError } from './errors.ts'
import { randomToken, safeEqual } from './crypto.ts'

export const CSRF_COOKIE = 'csrftoken'
export const CSRF_HEADER = 'x-csrftoken'
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const ONE_YEAR_S = 365 * 24 * 3600

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Server-to-server endpoints (webhooks) authenticate otherwise. */
    csrfExempt?: boolean
  }
}

export class CsrfFailed extends AppError {
  constructor(reason: string) {
    super(403, `CSRF Failed: ${reason}`)
  }
}

/**
 * Double-submit cookie, as Django does it: the `csrftoken` cookie is readable by our own scripts, and every
 * unsafe request must echo it in `X-CSRFToken`. Another origin can make the browser send the cookie but
 * cannot read it, so it cannot forge the header.
 */
export function registerCsrf(app: FastifyInstance, options: { secureCookies: boolean }) {
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method) || request.routeOptions.config?.csrfExempt) return
    const cookie = request.cookies[CSRF_COOKIE]
    const header = request.headers[CSRF_HEADER]
    if (!cookie) throw new CsrfFailed('CSRF cookie not set.')
    if (typeof header !== 'string' || header === '') throw new CsrfFailed('CSRF token missing.')
    if (!safeEqual(cookie, header)) throw new CsrfFailed('CSRF token incorrect.')
  })

  app.addHook('onSend', async (request: FastifyRequest, reply) => {
    if (request.cookies[CSRF_COOKIE]) return
    // A response a CDN may share (assets, renders, images) must not hand one visitor's token to everyone,
    // and a Set-Cookie would stop most CDNs from caching it at all.
    if (/\bpublic\b/.test(String(reply.getHeader('cache-control') ?? ''))) return
    const alreadySet = ([] as unknown[])
      .concat(reply.getHeader('set-cookie') ?? [])
      .some((c) => String(c).startsWith(`${CSRF_COOKIE}=`))
    if (alreadySet) return
    reply.setCookie(CSRF_COOKIE, randomToken(24), {
      path: '/',
      sameSite: 'lax',
      secure: options.secureCookies,
      httpOnly: false,
      maxAge: ONE_YEAR_S,
    })
  })
}
