import { decode, encode, type DecodedPng } from 'fast-png'

/** Pixels in ImageData's layout: rows top to bottom, 4 bytes (R, G, B, A) per pixel. */
export interface RGBAImage {
  width: number
  height: number
  data: Uint8ClampedArray
}

export function encodeRGBAToPNG(image: RGBAImage): Uint8Array {
  if (image.width < 1 || image.height < 1) throw new RangeError('Cannot encode an empty image as PNG')
  return encode({ width: image.width, height: image.height, data: image.data, channels: 4, depth: 8 })
}

/** Decodes any PNG (grey, grey+alpha, RGB, RGBA, indexed; 1 to 16 bits; tRNS) to 8-bit RGBA. */
export function decodePNGToRGBA(bytes: Uint8Array): RGBAImage {
  let png: DecodedPng
  try {
    png = decode(bytes)
  } catch (cause) {
    throw new Error('Not a readable PNG image', { cause })
  }
  const { width, height, depth, channels } = png
  const out = new Uint8ClampedArray(width * height * 4)
  const samples = png.data
  const bitsPerPixel = depth * channels
  const rowBytes = Math.ceil((width * bitsPerPixel) / 8)
  // One sample of row `y`, pixel `x`, channel `c`, as stored (before any scaling).
  const sample = (y: number, x: number, c: number): number => {
    if (depth === 16) return samples[(y * width + x) * channels + c] as number
    if (depth === 8) return samples[y * rowBytes + x * channels + c] as number
    const bit = x * depth // depth < 8 only occurs with one channel
    const byte = samples[y * rowBytes + (bit >> 3)] as number
    return (byte >> (8 - depth - (bit & 7))) & ((1 << depth) - 1)
  }
  const max = (1 << depth) - 1
  const to8 = (v: number) => Math.round((v * 255) / max)
  const palette = png.palette
  const key = png.transparency
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4
      if (palette) {
        const entry = palette[sample(y, x, 0)] ?? [0, 0, 0, 0]
        out[o] = entry[0] ?? 0
        out[o + 1] = entry[1] ?? 0
        out[o + 2] = entry[2] ?? 0
        out[o + 3] = entry[3] ?? 255
        continue
      }
      if (channels <= 2) {
        const grey = sample(y, x, 0)
        const v = to8(grey)
        out[o] = v
        out[o + 1] = v
        out[o + 2] = v
        out[o + 3] = channels === 2 ? to8(sample(y, x, 1)) : key && key[0] === grey ? 0 : 255
      } else {
        const r = sample(y, x, 0)
        const g = sample(y, x, 1)
        const b = sample(y, x, 2)
        out[o] = to8(r)
        out[o + 1] = to8(g)
        out[o + 2] = to8(b)
        const keyed = channels === 3 && key && key[0] === r && key[1] === g && key[2] === b
        out[o + 3] = channels === 4 ? to8(sample(y, x, 3)) : keyed ? 0 : 255
      }
    }
  }
  return { width, height, data: out }
}
