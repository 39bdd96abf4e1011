import sharp from 'sharp'
import { findSeedProduct } from '../seed/catalog-data.ts'
import { mockupSvg } from './mockup-svg.ts'
import { grainFilter } from './document.ts'
import { BLUR_NAMES, BLURS, type BlurName } from './shading.ts'

/**
 * Bump when `renderMockup` draws the same SVG differently (it is part of the mockup image keys, next to the
 * SVG itself, so changed images get new URLs).
 */
export const MOCKUP_RENDER_VERSION = 'bitmap-filters-1'
//
// librsvg spends almost all of a render in the SVG's filters (Gaussian blurs at full resolution and the
// fractal-noise grain). Those parts do not depend on the garment colour beyond light/dark, so `renderMockup`
// renders them once per process with sharp (libvips) — blurs at reduced resolution, where a wide blur loses
// nothing — and hands librsvg an SVG in which each filtered group is a ready-made bitmap.

const BLUR_GROUP = new RegExp(
  `<g filter="url\\(#[\\w-]+-(${BLUR_NAMES.join('|')})\\)" opacity="([^"]*)">([\\s\\S]*?)<!--/blur--></g>`,
  'g',
)
const GRAIN_RECT = /<rect width="(\d+)" height="\1" filter="url\(#([\w-]+)-grain\)"\/>/g

const pngDataUri = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`

/** Pixels per user unit at which a blur is computed: soft blurs at a quarter of the output resolution. */
const blurScale = (sigma: number) => (sigma >= 12 ? 0.125 : sigma >= 5 ? 0.25 : 0.5)

const bitmaps = new Map<string, Promise<unknown>>()

/** Memoises a bitmap by key for the life of the process (failed renders are retried). */
function memo<T>(key: string, render: () => Promise<T>): Promise<T> {
  let pending = bitmaps.get(key) as Promise<T> | undefined
  if (!pending) {
    pending = render()
    pending.catch(() => bitmaps.delete(key))
    bitmaps.set(key, pending)
  }
  return pending
}

interface Layer {
  /** Placement in user units. */
  x: number
  y: number
  width: number
  height: number
  href: string
}

/**
 * The group's content blurred by the named blur, cropped to where it is not fully transparent (so librsvg
 * composites only that much), as a PNG data URI with its placement.
 */
function blurLayer(name: BlurName, content: string, size: number): Promise<Layer | null> {
  return memo(`blur|${name}|${size}|${content}`, async () => {
    const { sigma } = BLURS[name]
    const unit = blurScale(sigma) * (size / 1000) // pixels per user unit
    const px = Math.max(1, Math.round(1000 * unit))
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 1000 1000">${content}</svg>`
    const { data, info } = await sharp(Buffer.from(svg))
      .blur(Math.max(0.3, sigma * unit))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
    const { width, height, channels } = info
    let [x0, y0, x1, y1] = [width, height, -1, -1]
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        if (data[(y * width + x) * channels + channels - 1] === 0) continue
        if (x < x0) x0 = x
        if (x > x1) x1 = x
        if (y < y0) y0 = y
        if (y > y1) y1 = y
      }
    }
    if (x1 < 0) return null
    const crop = { left: x0, top: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 }
    const png = await sharp(data, { raw: { width, height, channels } })
      .extract(crop)
      .png({ compressionLevel: 1 })
      .toBuffer()
    const k = 1000 / px
    return {
      x: crop.left * k,
      y: crop.top * k,
      width: crop.width * k,
      height: crop.height * k,
      href: pngDataUri(png),
    }
  })
}

/** The grain tile (the same noise as the SVG filter), rendered once. */
function grainTile(tile: number): Promise<string> {
  return memo(`grain|${tile}`, async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${tile}" height="${tile}"><defs>${grainFilter('g')}</defs><rect width="${tile}" height="${tile}" filter="url(#g-grain)"/></svg>`
    return pngDataUri(await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer())
  })
}

/** The mockup SVG with every filter replaced by a cached bitmap; looks the same, renders far faster. */
async function fastSvg(svg: string, size: number): Promise<string> {
  const blurs = [...svg.matchAll(BLUR_GROUP)]
  const done = await Promise.all(blurs.map((m) => blurLayer(m[1] as BlurName, m[3] ?? '', size)))
  const grains = [...svg.matchAll(GRAIN_RECT)]
  const tiles = await Promise.all(grains.map((m) => grainTile(Number(m[1]))))
  let i = 0
  let j = 0
  return svg
    .replace(BLUR_GROUP, (_, _name: string, opacity: string) => {
      const layer = done[i++]
      return layer
        ? `<image x="${layer.x}" y="${layer.y}" width="${layer.width}" height="${layer.height}" preserveAspectRatio="none" opacity="${opacity}" href="${layer.href}"/>`
        : ''
    })
    .replace(
      GRAIN_RECT,
      (_, tile: string) => `<image width="${tile}" height="${tile}" href="${tiles[j++] ?? ''}"/>`,
    )
}

/** Renders the mockup to PNG or WebP (quality 85; encoder effort 2 is twice as fast as the default 4, same size). */
export async function renderMockup(
  productSlug: string,
  hexColor: string,
  format: 'png' | 'webp',
): Promise<Buffer> {
  const svg = mockupSvg(productSlug, hexColor)
  const size = findSeedProduct(productSlug)?.img_width ?? 1000
  const image = sharp(Buffer.from(await fastSvg(svg, size)))
  return format === 'png'
    ? image.png({ compressionLevel: 9 }).toBuffer()
    : image.webp({ quality: 85, effort: 2 }).toBuffer()
}
