import { designRectInImage, type Placement } from '@threadbit/contracts'
import { decodePNGToRGBA, renderStitchedDesign, type RGBAImage } from '@threadbit/pixelart'
import sharp, { type Sharp } from 'sharp'
import { renderImages } from '../../images/image-work.ts'
import type { ColorEntry } from './shop.service.ts'

const PNG_PREFIX = 'data:image/png;base64,'

export interface ArtOnProductPicture {
  pngData: string
  design: { rows: number; columns: number; border: boolean; borderColor: string }
  entry: ColorEntry
  placement: Placement
}

interface Base {
  width: number
  height: number
  /** A fresh pipeline over the picture (a sharp pipeline runs once). */
  image: () => Sharp
}

/** The garment picture; a plain square in the colour when its image is missing (a test catalogue, a bad key). */
async function baseImage(mockup: Buffer | null, entry: ColorEntry): Promise<Base> {
  if (mockup) {
    try {
      const { width, height } = await sharp(mockup).metadata()
      if (width && height) return { width, height, image: () => sharp(mockup) }
    } catch {
      // fall through to the plain square
    }
  }
  const side = entry.product.img_width
  const create = { width: side, height: side, channels: 4 as const, background: entry.color.hex_code }
  return { width: side, height: side, image: () => sharp({ create }) }
}

function stitched(image: RGBAImage, cellPx: number, border: boolean, borderColor: string): RGBAImage {
  try {
    return renderStitchedDesign(image, { cellPx, border, borderColor })
  } catch {
    // A colour the renderer cannot read draws no frame rather than no picture.
    return renderStitchedDesign(image, { cellPx, border: false, borderColor })
  }
}

/**
 * The design stitched onto the product colour's picture at its placement, as a WebP the size of the picture.
 * The stitched design is drawn at a whole number of pixels per cell and then resized to the exact size the
 * placement gives, so it sits where the product card shows it.
 */
export function renderArtOnProduct(mockup: Buffer | null, picture: ArtOnProductPicture): Promise<Buffer> {
  return renderImages.run(() => drawArtOnProduct(mockup, picture))
}

async function drawArtOnProduct(mockup: Buffer | null, picture: ArtOnProductPicture): Promise<Buffer> {
  const { entry, design, placement } = picture
  const base = await baseImage(mockup, entry)
  const { width: W, height: H } = base
  const region = entry.region
  // WebP: a garment photo as PNG is ~650 kB, as WebP ~10× smaller, and cards load 8 to 24 of them at once.
  const encode = (image: Sharp) => image.webp({ quality: 86, effort: 2 }).toBuffer()
  if (!region) return encode(base.image())

  const scale = W / entry.product.img_width
  const rect = designRectInImage(design, region, entry.product.px_per_mm, placement)
  const cell = (rect.width / Math.max(1, design.columns)) * scale
  const cellPx = Math.min(64, Math.max(1, Math.ceil(cell)))
  const art = decodePNGToRGBA(Buffer.from(picture.pngData.slice(PNG_PREFIX.length), 'base64'))
  const drawn = stitched(art, cellPx, design.border, design.borderColor)
  const factor = cell / cellPx
  const pad = (drawn.width - art.width * cellPx) / 2 // 0 without a border
  const width = Math.max(1, Math.round(drawn.width * factor))
  const height = Math.max(1, Math.round(drawn.height * factor))
  const left = Math.round(rect.left * scale - pad * factor)
  const top = Math.round(rect.top * scale - pad * factor)

  // Only the part that lies on the picture (a frame may reach past a region at the picture's edge).
  const x0 = Math.max(0, -left)
  const y0 = Math.max(0, -top)
  const visibleWidth = Math.min(width, W - left) - x0
  const visibleHeight = Math.min(height, H - top) - y0
  if (visibleWidth <= 0 || visibleHeight <= 0) return encode(base.image())

  let overlay = sharp(Buffer.from(drawn.data.buffer, drawn.data.byteOffset, drawn.data.length), {
    raw: { width: drawn.width, height: drawn.height, channels: 4 },
  }).resize(width, height, { kernel: factor === 1 ? 'nearest' : 'lanczos3', fit: 'fill' })
  if (x0 > 0 || y0 > 0 || visibleWidth < width || visibleHeight < height) {
    overlay = sharp(await overlay.png().toBuffer()).extract({
      left: x0,
      top: y0,
      width: visibleWidth,
      height: visibleHeight,
    })
  }
  const input = await overlay.png({ compressionLevel: 1 }).toBuffer()
  return encode(base.image().composite([{ input, left: left + x0, top: top + y0 }]))
}
