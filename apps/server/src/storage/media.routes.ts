import type { FastifyInstance } from 'fastify'
import { NotFound } from '../http/errors.ts'
import type { Blob, BlobStore } from './blob-store.ts'

/** Makes a missing blob on demand (e.g. a drawn product image), or answers null when the key is unknown. */
export type BlobGenerator = (key: string) => Promise<Blob | null>

/** Serves stored files. Keys carry a content hash, so a response never changes and may be cached for a year. */
export function registerMediaRoutes(
  app: FastifyInstance,
  deps: { blobs: BlobStore; generate?: BlobGenerator },
) {
  app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
    const key = request.params['*']
    const blob = (await deps.blobs.get(key)) ?? (await deps.generate?.(key)) ?? null
    if (!blob) throw new NotFound()
    return reply
      .type(blob.contentType)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(blob.bytes)
  })
}
