import {
  bytesToBase64,
  decodePNGToRGBA,
  encodeRGBAToPNG,
  NotPixelArtError,
  recoverNativePixelArt,
  type RGBAImage,
} from '@threadbit/pixelart'
import { exceedsImageLimits, MAX_GRID_SIZE } from '@threadbit/contracts'
import { http, isApiError, type HttpClient } from './client.ts'

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** The file could not be read as an image ('Failed to load image. Please try another file.'). */
export class ImageLoadError extends Error {
  override name = 'ImageLoadError'
}

/**
 * The image was read but is not pixel art that can be recovered; `message` is meant for the user when
 * `userFacing` is set (the server's `detail` or the recovery's reason).
 */
export class RecoverError extends Error {
  override name = 'RecoverError'
  readonly userFacing: boolean
  constructor(message: string, userFacing: boolean) {
    super(message)
    this.userFacing = userFacing
  }
}

function isPng(bytes: Uint8Array): boolean {
  return PNG_SIGNATURE.every((b, i) => bytes[i] === b)
}

function checkSize(width: number, height: number): void {
  if (width < 1 || height < 1 || exceedsImageLimits(width, height)) {
    throw new ImageLoadError('The image is empty or too large.')
  }
}

/**
 * Decodes an image file to RGBA. PNGs are decoded exactly (no colour management, so pixel art keeps its
 * colours); other formats go through the browser's decoder.
 */
export async function decodeImageFile(file: Blob): Promise<RGBAImage> {
  let bytes: Uint8Array
  try {
    bytes = new Uint8Array(await file.arrayBuffer())
  } catch (cause) {
    throw new ImageLoadError('The file could not be read.', { cause })
  }
  if (isPng(bytes)) {
    try {
      const image = decodePNGToRGBA(bytes)
      checkSize(image.width, image.height)
      return image
    } catch (cause) {
      if (cause instanceof ImageLoadError) throw cause
      // Fall through to the browser, which reads a few PNG variants fast-png does not (e.g. APNG quirks).
    }
  }
  if (typeof createImageBitmap !== 'function') throw new ImageLoadError('This browser cannot read the image.')
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file, { premultiplyAlpha: 'none', colorSpaceConversion: 'none' })
  } catch (cause) {
    throw new ImageLoadError('The image could not be decoded.', { cause })
  }
  try {
    checkSize(bitmap.width, bitmap.height)
    const canvas = document.createElement('canvas')
    canvas.width = bitmap.width
    canvas.height = bitmap.height
    const ctx = canvas.getContext('2d', { willReadFrequently: true })
    if (!ctx) throw new ImageLoadError('The image could not be decoded.')
    ctx.drawImage(bitmap, 0, 0)
    const { data } = ctx.getImageData(0, 0, bitmap.width, bitmap.height)
    return { width: bitmap.width, height: bitmap.height, data }
  } finally {
    bitmap.close()
  }
}

export function rgbaToPngBytes(image: RGBAImage): Uint8Array {
  return encodeRGBAToPNG(image)
}

export function rgbaToPngBlob(image: RGBAImage): Blob {
  return new Blob([rgbaToPngBytes(image) as Uint8Array<ArrayBuffer>], { type: 'image/png' })
}

export function rgbaToDataUrl(image: RGBAImage): string {
  return `data:image/png;base64,${bytesToBase64(rgbaToPngBytes(image))}`
}

/** Decodes a `data:image/png;base64,...` URL (the server's processed_png_data and image_data). */
export function dataUrlToRGBA(dataUrl: string): RGBAImage {
  const comma = dataUrl.indexOf(',')
  if (!dataUrl.startsWith('data:image/png') || comma < 0) throw new ImageLoadError('Not a PNG data URL.')
  let binary: string
  try {
    binary = atob(dataUrl.slice(comma + 1))
  } catch (cause) {
    throw new ImageLoadError('Not a PNG data URL.', { cause })
  }
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  try {
    return decodePNGToRGBA(bytes)
  } catch (cause) {
    throw new ImageLoadError('The image could not be decoded.', { cause })
  }
}

/** Cell edges per axis in the uploaded image's pixels: column k spans x[k] to x[k + 1]. */
export interface DetectedGrid {
  x: number[]
  y: number[]
}

/** Native pixel art and the grid it was read from. */
export interface Recovered {
  image: RGBAImage
  grid: DetectedGrid | null
}

/** Cell counts to fit instead of the automatic ones. */
export interface CellCounts {
  x?: number
  y?: number
}

/** In-browser recovery, for servers without the endpoint. */
function recoverLocally(image: RGBAImage, cells?: CellCounts): Recovered {
  try {
    const result = recoverNativePixelArt(image, { maxSize: MAX_GRID_SIZE, ...(cells ? { cells } : {}) })
    return { image: result.image, grid: result.grid }
  } catch (error) {
    if (error instanceof NotPixelArtError) throw new RecoverError(error.message, true)
    throw new RecoverError('The image could not be processed.', false)
  }
}

/** The answer's grid when it has the expected shape (older servers send none). */
function gridOf(value: unknown): DetectedGrid | null {
  if (!value || typeof value !== 'object') return null
  const { x, y } = value as { x?: unknown; y?: unknown }
  const numbers = (v: unknown): v is number[] =>
    Array.isArray(v) && v.length >= 2 && v.every((n) => typeof n === 'number' && Number.isFinite(n))
  return numbers(x) && numbers(y) ? { x, y } : null
}

export function imagingApi(client: HttpClient = http) {
  return {
    /**
     * The native pixel art of a (large) image: `POST /api/recover-native-image/`, or the same
     * recovery in the browser when this server has no such endpoint (404). `image` is the decoded file,
     * used only by the fallback.
     */
    async recoverNativeImage(file: Blob, image: RGBAImage): Promise<RGBAImage> {
      return (await this.recoverWithGrid(file, image)).image
    },

    /**
     * The same, with the grid found in the image; `cells` fixes the number of cells per axis when the
     * automatic count was wrong.
     */
    async recoverWithGrid(file: Blob, image: RGBAImage, cells?: CellCounts): Promise<Recovered> {
      const form = new FormData()
      if (cells?.x) form.set('cells_x', String(cells.x))
      if (cells?.y) form.set('cells_y', String(cells.y))
      form.set('file', file, file instanceof File ? file.name : 'image.png')
      let answer: { image_data?: unknown; grid?: unknown }
      try {
        answer = await client.post<{ image_data?: unknown }>('/api/recover-native-image/', form)
      } catch (error) {
        if (isApiError(error) && (error.status === 404 || error.status === 405))
          return recoverLocally(image, cells)
        if (isApiError(error) && error.status === 400) {
          throw new RecoverError(error.detail ?? 'The image is not pixel art.', error.detail !== null)
        }
        throw new RecoverError(error instanceof Error ? error.message : 'Recovery failed.', false)
      }
      if (typeof answer.image_data !== 'string') throw new RecoverError('No image data received.', false)
      return { image: dataUrlToRGBA(answer.image_data), grid: gridOf(answer.grid) }
    },
  }
}

export type ImagingApi = ReturnType<typeof imagingApi>
