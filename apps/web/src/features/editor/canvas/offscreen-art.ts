import type { PixelArt, Rect } from '@threadbit/pixelart'
import { colorToRgba } from './color-cache.ts'

/** The art at one pixel per cell: redrawn whole, or patched rect by rect while the user draws. */
export function rebuildOffscreen(ctx: CanvasRenderingContext2D, art: PixelArt): void {
  const canvas = ctx.canvas
  if (canvas.width !== art.columns || canvas.height !== art.rows) {
    canvas.width = art.columns
    canvas.height = art.rows
  }
  const image = art.toRGBA(1)
  ctx.putImageData(new ImageData(new Uint8ClampedArray(image.data), image.width, image.height), 0, 0)
}

export function patchOffscreen(ctx: CanvasRenderingContext2D, art: PixelArt, rect: Rect): void {
  const image = ctx.createImageData(rect.width, rect.height)
  const data = image.data
  let i = 0
  for (let y = rect.y; y < rect.y + rect.height; y++) {
    for (let x = rect.x; x < rect.x + rect.width; x++) {
      const rgba = colorToRgba(art.getPixel(x, y))
      data[i] = rgba[0]
      data[i + 1] = rgba[1]
      data[i + 2] = rgba[2]
      data[i + 3] = rgba[3]
      i += 4
    }
  }
  ctx.putImageData(image, rect.x, rect.y)
}

/** A change's dirty rect in whole cells inside the grid; null when it falls outside. */
export function clampRect(rect: Rect, columns: number, rows: number): Rect | null {
  const x = Math.max(0, Math.floor(rect.x))
  const y = Math.max(0, Math.floor(rect.y))
  const right = Math.min(columns, Math.ceil(rect.x + rect.width))
  const bottom = Math.min(rows, Math.ceil(rect.y + rect.height))
  if (right <= x || bottom <= y) return null
  return { x, y, width: right - x, height: bottom - y }
}

export function unionRect(a: Rect, b: Rect): Rect {
  const x = Math.min(a.x, b.x)
  const y = Math.min(a.y, b.y)
  return {
    x,
    y,
    width: Math.max(a.x + a.width, b.x + b.width) - x,
    height: Math.max(a.y + a.height, b.y + b.height) - y,
  }
}
