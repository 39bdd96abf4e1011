import { recoverNativePixelArt, type RGBAImage } from '@threadbit/pixelart'
import sharp from 'sharp'
import { renderImages } from '../../images/image-work.ts'
import { checkUploadHeader, decodeUpload, UploadImageRejected } from '../../images/upload-image.ts'
import { createBoundedQueue } from '../../threads/bounded-queue.ts'
import type { ThreadPool } from '../../threads/thread-pool.ts'
import { createThreadPool, defaultPoolSize } from '../../threads/thread-pool.ts'

/** The image cannot become pixel art; the message is meant for the user. */
export class ImageRejected extends Error {}

/** Cell counts the user fixed per axis when the automatic grid was wrong. */
export interface CellCounts {
  x?: number
  y?: number
}

export interface RecoverTaskInput {
  image: RGBAImage
  cells?: CellCounts
}

export interface RecoverTaskOutput {
  image: RGBAImage
  /** Cell edges in input pixels per axis (see RecoverResult.grid). */
  grid: { x: number[]; y: number[] }
}

/** How many uploads may wait for the recovery worker, and how many of them one client may have in flight. */
export const RECOVERY_MAX_WAITING = 8
export const RECOVERY_MAX_PER_CLIENT = 2

/** The pure part, run on a worker thread: the grid, colours and transparency of the native pixel art. */
export function recoverTask(input: RecoverTaskInput): RecoverTaskOutput {
  const result = recoverNativePixelArt(input.image, input.cells ? { cells: input.cells } : {})
  return { image: result.image, grid: result.grid }
}

export function createRecoveryPool(
  warn?: (message: string, error: unknown) => void,
): ThreadPool<RecoverTaskInput, RecoverTaskOutput> {
  return createThreadPool({
    name: 'Image recovery',
    entryUrl: new URL('./recover.thread.ts', import.meta.url),
    runInline: recoverTask,
    size: defaultPoolSize(),
    ...(warn ? { warn } : {}),
  })
}

async function decode(bytes: Buffer): Promise<RGBAImage> {
  try {
    const { data, info } = await decodeUpload(bytes, (image) =>
      image.ensureAlpha().raw().toBuffer({ resolveWithObject: true }),
    )
    return {
      width: info.width,
      height: info.height,
      data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    }
  } catch (error) {
    if (error instanceof UploadImageRejected) throw new ImageRejected(error.message)
    throw error
  }
}

export interface RecoveredImage {
  /** The native pixel art as a PNG data URL. */
  image_data: string
  /** Size of the decoded input and the cell edges found in it, for drawing the grid over it. */
  input: { width: number; height: number }
  grid: { x: number[]; y: number[] }
}

export interface ImageRecovery {
  /**
   * Any raster image -> its native pixel art as a PNG data URL, with the grid found. `client` (an IP
   * address) is held to its share of the queue; null is the server's own work (AI results), which always
   * waits its turn. `cells` fixes the cell counts per axis when the automatic grid was wrong.
   */
  (bytes: Buffer, client?: string | null, cells?: CellCounts): Promise<RecoveredImage>
}

/**
 * Uploads wait in a bounded queue as the bytes they arrived as; each is decoded only when its turn comes, so the
 * memory held is one decoded image per worker however many uploads arrive. The recovery itself runs on the
 * worker pool and sharp's decodes and encodes on the upload lane, so neither blocks other requests.
 */
export function createImageRecovery(pool: ThreadPool<RecoverTaskInput, RecoverTaskOutput>): ImageRecovery {
  async function recover({ bytes, cells }: { bytes: Buffer; cells: CellCounts | undefined }) {
    const input = await decode(bytes)
    const size = { width: input.width, height: input.height }
    let image: RGBAImage
    let grid: RecoverTaskOutput['grid']
    try {
      ;({ image, grid } = (await pool.run(cells ? { image: input, cells } : { image: input })).value)
    } catch (error) {
      if (error instanceof Error && error.name === 'NotPixelArtError') throw new ImageRejected(error.message)
      throw error
    }
    const png = await renderImages.run(() =>
      sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.length), {
        raw: { width: image.width, height: image.height, channels: 4 },
      })
        .png()
        .toBuffer(),
    )
    const imageData = `data:image/png;base64,${png.toString('base64')}`
    return { image_data: imageData, input: size, grid }
  }
  const queue = createBoundedQueue(recover, {
    concurrency: defaultPoolSize(),
    maxWaiting: RECOVERY_MAX_WAITING,
    maxPerClient: RECOVERY_MAX_PER_CLIENT,
  })
  return async (bytes, client = null, cells) => {
    // The header is checked before the queue, so an SVG or a bomb never takes a place in it.
    try {
      checkUploadHeader(bytes)
    } catch (error) {
      if (error instanceof UploadImageRejected) throw new ImageRejected(error.message)
      throw error
    }
    return queue.submit({ bytes, cells }, client)
  }
}
