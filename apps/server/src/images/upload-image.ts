import { IMAGE_TOO_LARGE_MESSAGE, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from '@threadbit/contracts'
import sharp, { type Metadata, type Sharp } from 'sharp'
import { readRasterHeader, type RasterHeader } from './raster-header.ts'
import { uploadImages } from './image-work.ts'

// Decoded uploads are at most 4096 × 4096 and 16 megapixels, refused before any decoding
// (docs/decisions/decoded-image-limits.md).
export { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE }

export const UploadImageMessages = {
  notRaster: 'Only PNG, JPEG, WebP and GIF images can be uploaded.',
  unreadable: 'The file is not an image we can read.',
  tooLarge: IMAGE_TOO_LARGE_MESSAGE,
} as const

/** An upload refused before or while decoding; `message` is meant for the user. */
export class UploadImageRejected extends Error {
  constructor(readonly reason: keyof typeof UploadImageMessages) {
    super(UploadImageMessages[reason])
  }
}

/**
 * The checks every uploaded image passes before a decoder touches it: one of the four raster formats by its
 * magic bytes (whatever the declared type or file name says), and a declared size within the limits.
 */
export function checkUploadHeader(
  bytes: Uint8Array,
  limits: { maxSide: number; maxPixels: number } = { maxSide: MAX_IMAGE_SIDE, maxPixels: MAX_IMAGE_PIXELS },
): RasterHeader {
  const result = readRasterHeader(bytes)
  if (!result.ok) throw new UploadImageRejected(result.problem === 'not-raster' ? 'notRaster' : 'unreadable')
  const { width, height } = result.header
  if (width > limits.maxSide || height > limits.maxSide || width * height > limits.maxPixels) {
    throw new UploadImageRejected('tooLarge')
  }
  return result.header
}

/**
 * Decodes an upload on the upload lane after the header checks. libvips checks again that it reads the same
 * format and size the header declared, so a file built to look like one format and decode as another is refused.
 * `pipeline` gets a sharp instance with the pixel limit set and the input's orientation applied.
 */
export async function decodeUpload<T>(
  bytes: Buffer,
  pipeline: (image: Sharp) => Promise<T>,
  limits?: { maxSide: number; maxPixels: number },
): Promise<T> {
  const header = checkUploadHeader(bytes, limits)
  return uploadImages.run(async () => {
    const pixelLimit = (limits ?? { maxPixels: MAX_IMAGE_PIXELS }).maxPixels
    let meta: Metadata
    try {
      meta = await sharp(bytes, { limitInputPixels: pixelLimit }).metadata()
    } catch {
      throw new UploadImageRejected('unreadable')
    }
    if (meta.format !== header.format || meta.width !== header.width || meta.height !== header.height) {
      throw new UploadImageRejected('unreadable')
    }
    try {
      return await pipeline(sharp(bytes, { limitInputPixels: pixelLimit }).rotate())
    } catch (error) {
      if (error instanceof UploadImageRejected) throw error
      throw new UploadImageRejected('unreadable')
    }
  })
}
