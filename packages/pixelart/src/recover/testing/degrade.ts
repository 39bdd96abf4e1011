// Degradations of pixel art shared by the recovery tests and benches (bench/ imports this file; the
// package never imports bench/): seeded randomness, resizes, blur, noise, flattening on a background.
import type { RGBAImage } from '../../png.ts'

// ---- seeded randomness --------------------------------------------------------------------------------

export function rng(seed: number): () => number {
  let s = seed >>> 0
  return () => {
    s = (s + 0x6d2b79f5) >>> 0
    let t = s
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
export type Random = () => number
export const uniform = (random: Random, lo: number, hi: number) => lo + (hi - lo) * random()
export function gaussian(random: Random): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random())
}

// ---- degradations -------------------------------------------------------------------------------------

export function blank(width: number, height: number): RGBAImage {
  return { width, height, data: new Uint8ClampedArray(width * height * 4) }
}

/**
 * Nearest-neighbour resize to an exact size (non-integer factors make cells of uneven widths), starting
 * `offset` output pixels into the first cell.
 */
export function resizeNearest(
  image: RGBAImage,
  width: number,
  height: number,
  offset = { x: 0, y: 0 },
): RGBAImage {
  const out = blank(width, height)
  for (let y = 0; y < height; y++) {
    const sy = Math.min(
      image.height - 1,
      Math.max(0, Math.floor(((y + 0.5 + offset.y) * image.height) / height)),
    )
    for (let x = 0; x < width; x++) {
      const sx = Math.min(
        image.width - 1,
        Math.max(0, Math.floor(((x + 0.5 + offset.x) * image.width) / width)),
      )
      out.data.set(
        image.data.subarray((sy * image.width + sx) * 4, (sy * image.width + sx) * 4 + 4),
        (y * width + x) * 4,
      )
    }
  }
  return out
}

/** Bilinear resize (pixel centres aligned, premultiplied alpha): what browsers do to a scaled <img>. */
export function resizeBilinear(image: RGBAImage, width: number, height: number): RGBAImage {
  const out = blank(width, height)
  const { data } = image
  const at = (x: number, y: number, c: number) => {
    const o = (y * image.width + x) * 4
    return c === 3 ? (data[o + 3] as number) : ((data[o + c] as number) * (data[o + 3] as number)) / 255
  }
  for (let y = 0; y < height; y++) {
    const v = Math.min(image.height - 1, Math.max(0, ((y + 0.5) * image.height) / height - 0.5))
    const y0 = Math.floor(v)
    const y1 = Math.min(image.height - 1, y0 + 1)
    const fy = v - y0
    for (let x = 0; x < width; x++) {
      const u = Math.min(image.width - 1, Math.max(0, ((x + 0.5) * image.width) / width - 0.5))
      const x0 = Math.floor(u)
      const x1 = Math.min(image.width - 1, x0 + 1)
      const fx = u - x0
      const px = new Array<number>(4)
      for (let c = 0; c < 4; c++) {
        const top = at(x0, y0, c) * (1 - fx) + at(x1, y0, c) * fx
        const bottom = at(x0, y1, c) * (1 - fx) + at(x1, y1, c) * fx
        px[c] = top * (1 - fy) + bottom * fy
      }
      const o = (y * width + x) * 4
      const a = px[3] as number
      out.data[o + 3] = a
      for (let c = 0; c < 3; c++) out.data[o + c] = a > 0 ? ((px[c] as number) * 255) / a : 0
    }
  }
  return out
}

/** Separable Gaussian blur in premultiplied space. */
export function blur(image: RGBAImage, sigma: number): RGBAImage {
  const radius = Math.ceil(3 * sigma)
  const kernel = Array.from({ length: 2 * radius + 1 }, (_, i) =>
    Math.exp(-((i - radius) ** 2) / (2 * sigma * sigma)),
  )
  const norm = kernel.reduce((a, b) => a + b, 0)
  const { width, height } = image
  const pre = new Float32Array(width * height * 4)
  for (let i = 0; i < width * height; i++) {
    const a = image.data[i * 4 + 3] as number
    for (let c = 0; c < 3; c++) pre[i * 4 + c] = ((image.data[i * 4 + c] as number) * a) / 255
    pre[i * 4 + 3] = a
  }
  const pass = (src: Float32Array, horizontal: boolean) => {
    const dst = new Float32Array(src.length)
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        for (let c = 0; c < 4; c++) {
          let sum = 0
          for (let k = -radius; k <= radius; k++) {
            const xx = horizontal ? Math.min(width - 1, Math.max(0, x + k)) : x
            const yy = horizontal ? y : Math.min(height - 1, Math.max(0, y + k))
            sum += (src[(yy * width + xx) * 4 + c] as number) * (kernel[k + radius] as number)
          }
          dst[(y * width + x) * 4 + c] = sum / norm
        }
      }
    }
    return dst
  }
  const done = pass(pass(pre, true), false)
  const out = blank(width, height)
  for (let i = 0; i < width * height; i++) {
    const a = done[i * 4 + 3] as number
    out.data[i * 4 + 3] = a
    for (let c = 0; c < 3; c++) out.data[i * 4 + c] = a > 0 ? ((done[i * 4 + c] as number) * 255) / a : 0
  }
  return out
}

export function addNoise(image: RGBAImage, sigma: number, random: Random): RGBAImage {
  const data = new Uint8ClampedArray(image.data)
  for (let i = 0; i < data.length; i += 4) {
    if ((data[i + 3] as number) === 0) continue
    for (let c = 0; c < 3; c++) data[i + c] = (data[i + c] as number) + sigma * gaussian(random)
  }
  return { ...image, data }
}

/** Puts the image on an opaque background colour, as any format without alpha (JPEG) does. */
export function flatten(image: RGBAImage, background: readonly [number, number, number]): RGBAImage {
  const data = new Uint8ClampedArray(image.data.length)
  for (let i = 0; i < data.length; i += 4) {
    const a = (image.data[i + 3] as number) / 255
    for (let c = 0; c < 3; c++)
      data[i + c] = (image.data[i + c] as number) * a + (background[c] as number) * (1 - a)
    data[i + 3] = 255
  }
  return { ...image, data }
}
