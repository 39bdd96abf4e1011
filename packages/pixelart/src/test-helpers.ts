import { DEFAULT_PALETTE, type Color } from './index.ts'
import { PixelArt } from './pixel-art.ts'
import { decodePNGToRGBA, encodeRGBAToPNG } from './png.ts'

/** The 24 default presets: distinct colours for tests. */
export const PRESETS = DEFAULT_PALETTE.slice(0, 24) as Color[]

export function preset(i: number): Color {
  const color = PRESETS[i]
  if (color === undefined) throw new Error(`no preset ${i}`)
  return color
}

/** Puts colours 0..n-1 on the first row, one per cell. */
export function drawColors(art: PixelArt, n: number): void {
  for (let i = 0; i < n; i++) art.setPixel(i, 0, preset(i))
}

/** The visible grid as colour strings, row by row. */
export function gridOf(art: PixelArt): Color[][] {
  return Array.from({ length: art.rows }, (_, y) =>
    Array.from({ length: art.columns }, (_, x) => art.getPixel(x, y)),
  )
}

/** PNG bytes of a design at `scale`, as the editor's download and the saved designs make them. */
export function toPNG(art: PixelArt, scale = 1): Uint8Array {
  return encodeRGBAToPNG(art.toRGBA(scale))
}

/** A design read from PNG bytes, as a saved design is opened. */
export function fromPNG(bytes: Uint8Array): PixelArt {
  const art = new PixelArt()
  art.loadRGBA(decodePNGToRGBA(bytes))
  return art
}
