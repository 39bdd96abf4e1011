import { recoverNativePixelArt, type RGBAImage } from '@threadbit/pixelart'
import sharp from 'sharp'
import type { WorkerPool } from '../../workers/worker-pool.ts'
import { createWorkerPool } from '../../workers/worker-pool.ts'

/** DECISIONS.md: decoded uploads are at most 4096 × 4096 and 16 megapixels, refused before full decoding. */
export const MAX_IMAGE_SIDE = 4096
export const MAX_IMAGE_PIXELS = 16_000_000

/** The image cannot become pixel art; the message is meant for the user. */
export class ImageRejected extends Error {}

/** The pure part, run on a worker thread: the grid, colours and transparency of the native pixel art. */
export function recoverTask(input: RGBAImage): RGBAImage {
  return recoverNativePixelArt(input).image
}

export function createRecoveryPool(
  warn?: (message: string, error: unknown) => void,
): WorkerPool<RGBAImage, RGBAImage> {
  return createWorkerPool({
    name: 'Image recovery',
    workerUrl: new URL('./recover.worker.ts', import.meta.url),
    runInline: recoverTask,
    ...(warn ? { warn } : {}),
  })
}

async function decode(bytes: Buffer): Promise<RGBAImage> {
  let meta
  try {
    // Only the header is read here, so the size check comes before any decoding.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata()
  } catch {
    throw new ImageRejected('The file is not an image we can read.')
  }
  const width = meta.width ?? 0
  const height = meta.height ?? 0
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    throw new ImageRejected(`The image may be at most ${MAX_IMAGE_SIDE}×${MAX_IMAGE_SIDE} pixels.`)
  }
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
    return {
      width: info.width,
      height: info.height,
      data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    }
  } catch {
    throw new ImageRejected('The file is not an image we can read.')
  }
}

/**
 * Any image -> its native pixel art as a PNG data URL. sharp decodes and encodes on its own threads; the
 * recovery itself runs on the worker pool, so neither blocks other requests.
 */
export function createImageRecovery(pool: WorkerPool<RGBAImage, RGBAImage>) {
  return async function recoverPixelArtPng(bytes: Buffer): Promise<string> {
    const input = await decode(bytes)
    let image: RGBAImage
    try {
      image = (await pool.run(input)).value
    } catch (error) {
      if (error instanceof Error && error.name === 'NotPixelArtError') throw new ImageRejected(error.message)
      throw error
    }
    const png = await sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.length), {
      raw: { width: image.width, height: image.height, channels: 4 },
    })
      .png()
      .toBuffer()
    return `data:image/png;base64,${png.toString('base64')}`
  }
}

export type ImageRecovery = ReturnType<typeof createImageRecovery>
