import { NotPixelArtError, recoverNativePixelArt } from '@threadbit/pixelart'
import sharp from 'sharp'

/** DECISIONS.md: decoded uploads are at most 4096 × 4096 and 16 megapixels, refused before full decoding. */
export const MAX_IMAGE_SIDE = 4096
export const MAX_IMAGE_PIXELS = 16_000_000

export class ImageRejected extends Error {}

/**
 * Any image -> its native pixel art as a PNG data URL: decoded with sharp (limits checked from the header
 * first), then the grid, colours and transparency recovered by the pixelart package.
 */
export async function recoverPixelArtPng(bytes: Buffer): Promise<string> {
  let meta
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata()
  } catch {
    throw new ImageRejected('The file is not an image we can read.')
  }
  const width = meta.width ?? 0
  const height = meta.height ?? 0
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    throw new ImageRejected(`The image may be at most ${MAX_IMAGE_SIDE}×${MAX_IMAGE_SIDE} pixels.`)
  }
  let raw
  try {
    raw = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
  } catch {
    throw new ImageRejected('The file is not an image we can read.')
  }
  const input = {
    width: raw.info.width,
    height: raw.info.height,
    data: new Uint8ClampedArray(raw.data.buffer, raw.data.byteOffset, raw.data.length),
  }
  let result
  try {
    result = recoverNativePixelArt(input)
  } catch (error) {
    if (error instanceof NotPixelArtError) throw new ImageRejected(error.message)
    throw error
  }
  const { image } = result
  const png = await sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.length), {
    raw: { width: image.width, height: image.height, channels: 4 },
  })
    .png()
    .toBuffer()
  return `data:image/png;base64,${png.toString('base64')}`
}
