import type { FastifyReply, FastifyRequest } from 'fastify'

/** How long a shared cache (CDN, proxy) may answer a public picture before asking us again. */
export const SHARED_MAX_AGE_S = 60

/**
 * Cache-Control for a picture of a design. Shared caches keep a public one for a minute, then must
 * revalidate (the ETag makes that a 304), so a design made private leaves them within a minute: the
 * revalidation is answered 404. A browser may keep a versioned URL (`?v=` names one version) for a year; the
 * person holding it has seen it already. Private pictures stay in the viewer's own browser only.
 */
export function pictureCacheControl(options: { isPublic: boolean; versioned: boolean }): string {
  if (!options.isPublic) {
    const lifetime = options.versioned
      ? 'max-age=31536000, immutable'
      : 'max-age=300, stale-while-revalidate=86400'
    return `private, ${lifetime}`
  }
  const browser = options.versioned ? 'max-age=31536000' : 'max-age=300'
  return `public, ${browser}, s-maxage=${SHARED_MAX_AGE_S}, must-revalidate`
}

/**
 * Sets ETag and Cache-Control for a rendered picture. `versioned` is true when the URL carries the version
 * of what it shows (`?v=…`). `notModified` is true when the client's copy is current: the caller then sends
 * a bare 304.
 */
export function withCacheHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: { etag: string; isPublic: boolean; versioned: boolean },
): { notModified: boolean } {
  reply.header('ETag', cache.etag).header('Cache-Control', pictureCacheControl(cache))
  return { notModified: request.headers['if-none-match'] === cache.etag }
}
