import { createHash } from 'node:crypto'
import { ReviewMessages } from '@threadbit/contracts'
import sharp from 'sharp'
import { ValidationError } from '../../http/errors.ts'

/** DECISIONS.md: decoded uploads are at most 4096 × 4096 and 16 megapixels, refused before full decoding. */
const MAX_SIDE = 4096
const MAX_PIXELS = 16_000_000
/** Photos are shown small; keeping them at most this size bounds storage and strips nothing visible. */
const STORED_SIDE = 1600
const RASTER_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff'])

const invalid = (message: string) => ValidationError.field('image', message)

/**
 * A review photo: decoded to prove it is an image (a declared type proves nothing), then re-encoded as WebP,
 * which also drops its metadata (a phone photo's location). The key is the content hash, so /media may
 * cache it forever.
 */
export async function normaliseReviewImage(bytes: Buffer): Promise<{ key: string; bytes: Buffer }> {
  let meta
  try {
    // The header only: the size check comes before any decoding.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata()
  } catch {
    throw invalid(ReviewMessages.imageNotImage)
  }
  if (!meta.format || !RASTER_FORMATS.has(meta.format)) throw invalid(ReviewMessages.imageNotImage)
  const width = meta.width ?? 0
  const height = meta.height ?? 0
  if (width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_PIXELS) {
    throw invalid(`The image may be at most ${MAX_SIDE}×${MAX_SIDE} pixels.`)
  }
  let out: Buffer
  try {
    out = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize(STORED_SIDE, STORED_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer()
  } catch {
    throw invalid(ReviewMessages.imageNotImage)
  }
  const hash = createHash('sha256').update(out).digest('hex').slice(0, 32)
  return { key: `reviews/${hash}.webp`, bytes: out }
}
