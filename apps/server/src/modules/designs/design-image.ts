import { MAX_ACTIVE_COLORS, MAX_GRID_SIZE } from '@threadbit/contracts'
import { analyzeRGBA, cropRGBA, type RGBAImage } from '@threadbit/pixelart'
import sharp from 'sharp'
import { ValidationError } from '../../http/errors.ts'
import { renderImages } from '../../images/image-work.ts'
import { checkUploadHeader, UploadImageRejected } from '../../images/upload-image.ts'

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

  // The header is read first, in plain code: anything but a PNG within the grid is refused before decoding.
  let header
  try {
    header = checkUploadHeader(bytes, { maxSide: MAX_GRID_SIZE, maxPixels: MAX_GRID_SIZE * MAX_GRID_SIZE })
  } catch (error) {
    if (!(error instanceof UploadImageRejected)) throw error
    if (error.reason === 'tooLarge')
      invalidThrow(`A design may be at most ${MAX_GRID_SIZE}×${MAX_GRID_SIZE} pixels.`)
    invalidThrow(error.reason === 'notRaster' ? 'The image is not a PNG.' : 'The image could not be decoded.')
  }
  if (header.format !== 'png') invalidThrow('The image is not a PNG.')

  let width: number, height: number, data: Buffer
  try {
    ;({
      data,
      info: { width, height },
    } = await renderImages.run(() =>
      sharp(bytes, { limitInputPixels: MAX_GRID_SIZE * MAX_GRID_SIZE })
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true }),
    ))
  } catch {
    invalidThrow('The image could not be decoded.')
  }
  if (width !== header.width || height !== header.height) invalidThrow('The image could not be decoded.')
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
  return renderImages.run(() =>
    sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.length), {
      raw: { width: image.width, height: image.height, channels: 4 },
    })
      .png({ compressionLevel: 9, palette: false })
      .toBuffer(),
  )
}

/** Thickness of the border frame in picture pixels: half a cell. */
function frameThickness(scale: number): number {
  return Math.max(1, Math.round(scale / 2))
}

/** The size of `renderDesign`'s picture, known without drawing it (link previews state it). */
export function renderedDesignSize(
  design: { columns: number; rows: number; border: boolean },
  scale: number,
): { width: number; height: number } {
  const frame = design.border ? 2 * frameThickness(scale) : 0
  return { width: design.columns * scale + frame, height: design.rows * scale + frame }
}

/**
 * A design as a picture: each cell `scale` pixels square (nearest neighbour, so edges stay crisp), framed by the
 * border colour when the border is on. The frame is half a cell thick, as the editor draws it at 10 px cells.
 */
export function renderDesign(
  pngData: string,
  options: { scale: number; border: boolean; borderColor: string },
): Promise<Buffer> {
  return renderImages.run(() => drawDesign(pngData, options))
}

async function drawDesign(
  pngData: string,
  options: { scale: number; border: boolean; borderColor: string },
): Promise<Buffer> {
  const bytes = Buffer.from(pngData.slice(PNG_DATA_URL_PREFIX.length), 'base64')
  const meta = await sharp(bytes).metadata()
  const width = (meta.width ?? 1) * options.scale
  const height = (meta.height ?? 1) * options.scale
  let image = sharp(bytes).resize(width, height, { kernel: 'nearest' })
  if (options.border) {
    const thickness = frameThickness(options.scale)
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
