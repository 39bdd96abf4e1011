import type { RGBAImage } from './png.ts'

/**
 * Enlarges an image by the largest whole factor that keeps its longer side within `side`, nearest neighbour,
 * so every pixel stays a crisp square (what an image model reads best). An image already that large is
 * returned as is.
 */
export function upscaleNearest(image: RGBAImage, side: number): RGBAImage {
  const factor = Math.max(1, Math.floor(side / Math.max(image.width, image.height)))
  if (factor === 1) return image
  const width = image.width * factor
  const height = image.height * factor
  const data = new Uint8ClampedArray(width * height * 4)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const from = (Math.floor(y / factor) * image.width + Math.floor(x / factor)) * 4
      data.set(image.data.subarray(from, from + 4), (y * width + x) * 4)
    }
  }
  return { width, height, data }
}
