// A sprite on a large plain canvas: the box around everything that is not background (cropped to with
// cropRGBA).
import type { RGBAImage } from '../png.ts'
import type { Rect } from '../patch.ts'
import { OPAQUE_ALPHA } from './cell-colours.ts'

/**
 * The box around everything that is not background. The background is transparent when most of the
 * border is, else the border's most common colour.
 */
export function contentBox(image: RGBAImage): Rect {
  const { width, height, data } = image
  const key = (i: number) =>
    (data[i * 4 + 3] as number) < OPAQUE_ALPHA
      ? -1
      : ((data[i * 4] as number) << 16) | ((data[i * 4 + 1] as number) << 8) | (data[i * 4 + 2] as number)
  const counts = new Map<number, number>()
  const count = (i: number) => counts.set(key(i), (counts.get(key(i)) ?? 0) + 1)
  for (let x = 0; x < width; x++) {
    count(x)
    count((height - 1) * width + x)
  }
  for (let y = 0; y < height; y++) {
    count(y * width)
    count(y * width + width - 1)
  }
  let background = -1
  let most = 0
  for (const [k, n] of counts) {
    if (n > most) {
      most = n
      background = k
    }
  }
  let minX = width
  let minY = height
  let maxX = -1
  let maxY = -1
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (key(y * width + x) === background) continue
      if (x < minX) minX = x
      if (x > maxX) maxX = x
      if (y < minY) minY = y
      if (y > maxY) maxY = y
    }
  }
  if (maxX < 0) return { x: 0, y: 0, width: 1, height: 1 }
  return { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 }
}
