import { createHash } from 'node:crypto'
import { ReviewMessages } from '@threadbit/contracts'
import { ValidationError } from '../../http/errors.ts'
import { decodeUpload, UploadImageRejected } from '../../images/upload-image.ts'

/** Photos are shown small; keeping them at most this size bounds storage and strips nothing visible. */
const STORED_SIDE = 1600

/**
 * A review photo: checked from its header (raster formats and size limits), decoded to prove it is an image (a
 * declared type proves nothing), then re-encoded as WebP, which also drops its metadata (a phone photo's
 * location). The key is the content hash, so /media may cache it forever.
 */
export async function normaliseReviewImage(bytes: Buffer): Promise<{ key: string; bytes: Buffer }> {
  let out: Buffer
  try {
    out = await decodeUpload(bytes, (image) =>
      image
        .resize(STORED_SIDE, STORED_SIDE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 85 })
        .toBuffer(),
    )
  } catch (error) {
    if (!(error instanceof UploadImageRejected)) throw error
    const message = error.reason === 'tooLarge' ? error.message : ReviewMessages.imageNotImage
    throw ValidationError.field('image', message)
  }
  const hash = createHash('sha256').update(out).digest('hex').slice(0, 32)
  return { key: `reviews/${hash}.webp`, bytes: out }
}
