import type { Rect } from './patch.ts'
import type { RGBAImage } from './png.ts'
import { OPAQUE_ALPHA } from './alpha.ts'

/** Alpha below one half is empty, the same rule the model applies when it loads an image. */

export interface RGBAAnalysis {
  /** Distinct colours of the opaque pixels, as 0xRRGGBB. */
  colors: Set<number>
  /** Bounding box of the opaque pixels, or null when there are none. */
  bounds: Rect | null
}

/**
 * What the server needs to know about an uploaded design, in one pass: which colours it uses and where
 * its drawn pixels are. Exact colours, no perceptual merging: the stored image is what gets stitched.
 */
export function analyzeRGBA(image: RGBAImage): RGBAAnalysis {
  const { data } = image
  const colors = new Set<number>()
  for (let o = 0; o < data.length; o += 4) {
    if ((data[o + 3] as number) < OPAQUE_ALPHA) continue
    colors.add(((data[o] as number) << 16) | ((data[o + 1] as number) << 8) | (data[o + 2] as number))
  }
  return { colors, bounds: opaqueBounds(image) }
}

/** Bounding box of the opaque pixels, or null when there are none. */
export function opaqueBounds(image: RGBAImage): Rect | null {
  const { width, height, data } = image
  let minX = width
  let minY = height
  let maxX = -1
  let maxY = -1
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if ((data[(y * width + x) * 4 + 3] as number) < OPAQUE_ALPHA) continue
      if (x < minX) minX = x
      if (x > maxX) maxX = x
      if (y < minY) minY = y
      if (y > maxY) maxY = y
    }
  }
  return maxX < 0 ? null : { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 }
}

/** Copies a rectangle out of an image. */
export function cropRGBA(image: RGBAImage, rect: Rect): RGBAImage {
  const out = new Uint8ClampedArray(rect.width * rect.height * 4)
  for (let y = 0; y < rect.height; y++) {
    const from = ((rect.y + y) * image.width + rect.x) * 4
    out.set(image.data.subarray(from, from + rect.width * 4), y * rect.width * 4)
  }
  return { width: rect.width, height: rect.height, data: out }
}
