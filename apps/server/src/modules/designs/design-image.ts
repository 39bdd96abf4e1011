import { MAX_ACTIVE_COLORS, MAX_GRID_SIZE } from '@threadbit/contracts'
import { analyzeRGBA, cropRGBA, type RGBAImage } from '@threadbit/pixelart'
import sharp from 'sharp'
import { ValidationError } from '../../http/errors.ts'

const PNG_DATA_URL_PREFIX = 'data:image/png;base64,'
/** A 128×128 RGBA PNG is at most ~66 kB; anything far larger is not a design. */
const MAX_PNG_BYTES = 512 * 1024

export interface DesignImage {
  rgba: RGBAImage
  rows: number
  columns: number
  numberOfColors: number
  trimmedPngData: string
}

/**
 * Decodes a design's PNG data URL with a real image decoder and derives what the server stores, never trusting
 * the client for size or colour count.
 */
export async function readDesignImage(pngData: string): Promise<DesignImage> {
  if (!pngData.startsWith(PNG_DATA_URL_PREFIX))
    invalidThrow('Expected a PNG image as a data URL (data:image/png;base64,…).')
  const base64 = pngData.slice(PNG_DATA_URL_PREFIX.length)
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) invalidThrow('The image data is not valid base64.')
  const bytes = Buffer.from(base64, 'base64')
  if (bytes.length > MAX_PNG_BYTES) invalidThrow('The image is too large.')

  let width: number, height: number, data: Buffer
  try {
    // The header is read first, so an oversized image is refused before its pixels are decoded.
    const meta = await sharp(bytes, { limitInputPixels: MAX_GRID_SIZE * MAX_GRID_SIZE }).metadata()
    if (meta.format !== 'png') invalidThrow('The image is not a PNG.')
    if ((meta.width ?? 0) > MAX_GRID_SIZE || (meta.height ?? 0) > MAX_GRID_SIZE) {
      invalidThrow(`A design may be at most ${MAX_GRID_SIZE}×${MAX_GRID_SIZE} pixels.`)
    }
    ;({
      data,
      info: { width, height },
    } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true }))
  } catch (error) {
    if (error instanceof ValidationError) throw error
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      invalidThrow(`A design may be at most ${MAX_GRID_SIZE}×${MAX_GRID_SIZE} pixels.`)
    }
    invalidThrow('The image could not be decoded.')
  }
  const rgba: RGBAImage = {
    width,
    height,
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
  }
  const { colors, bounds } = analyzeRGBA(rgba)
  if (!bounds) invalidThrow('Cannot save: no pixels drawn yet.')
  if (colors.size > MAX_ACTIVE_COLORS)
    invalidThrow(`A design may use at most ${MAX_ACTIVE_COLORS} colours; this one uses ${colors.size}.`)
  return {
    rgba,
    rows: height,
    columns: width,
    numberOfColors: colors.size,
    trimmedPngData: PNG_DATA_URL_PREFIX + (await encodePng(cropRGBA(rgba, bounds))).toString('base64'),
  }
}

function invalidThrow(message: string): never {
  throw ValidationError.field('png_data', message)
}

export function encodePng(image: RGBAImage): Promise<Buffer> {
  return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.length), {
    raw: { width: image.width, height: image.height, channels: 4 },
  })
    .png({ compressionLevel: 9, palette: false })
    .toBuffer()
}

/**
 * A design as a picture: each cell `scale` pixels square (nearest neighbour, so edges stay crisp), framed by the
 * border colour when the border is on. The frame is half a cell thick, as the editor draws it at 10 px cells.
 */
export async function renderDesign(
  pngData: string,
  options: { scale: number; border: boolean; borderColor: string },
): Promise<Buffer> {
  const bytes = Buffer.from(pngData.slice(PNG_DATA_URL_PREFIX.length), 'base64')
  const meta = await sharp(bytes).metadata()
  const width = (meta.width ?? 1) * options.scale
  const height = (meta.height ?? 1) * options.scale
  let image = sharp(bytes).resize(width, height, { kernel: 'nearest' })
  if (options.border) {
    const thickness = Math.max(1, Math.round(options.scale / 2))
    image = sharp(await image.png().toBuffer()).extend({
      top: thickness,
      bottom: thickness,
      left: thickness,
      right: thickness,
      background: options.borderColor,
    })
  }
  return image.png({ compressionLevel: 6 }).toBuffer()
}
