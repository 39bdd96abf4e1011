import { hexToRgb } from '@threadbit/pixelart'

/**
 * Garment colours: the base colour and the tones derived from it for outlines, seams, stitching, insides and
 * rib-knit trims (darker on light garments, lighter on dark ones).
 */

type Rgb = [number, number, number]

export function parseHex(hex: string): Rgb {
  const rgb = hexToRgb(hex)
  if (!rgb) throw new Error(`Expected a #RRGGBB colour, got '${hex}'`)
  return rgb
}

export function toHex([r, g, b]: Rgb): string {
  const h = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0')
  return `#${h(r)}${h(g)}${h(b)}`
}

/** Linear mix of two colours, `t` = 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a)
  const y = parseHex(b)
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t])
}

/** CIE L* (0–100) of an sRGB colour. */
function lightness(hex: string): number {
  const lin = (c: number) => {
    const v = c / 255
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
  }
  const [r, g, b] = parseHex(hex)
  const y = 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
  return y > 216 / 24389 ? 116 * Math.cbrt(y) - 16 : (24389 / 27) * y
}

export interface Tones {
  base: string
  dark: boolean
  /** Silhouette outline, always darker than the garment so it reads on the light background. */
  edge: string
  /** Construction seams inside the silhouette. */
  seam: string
  /** Top-stitching (dashed). */
  stitch: string
  /** The inside of the garment (inside the neck, hood lining, under the brim). */
  inner: string
  /** Rib-knit trims, a touch off the base. */
  rib: string
  /** Rib lines within trims. */
  ribLine: string
}

export function tones(base: string): Tones {
  const l = lightness(base)
  const dark = l < 50
  const veryDark = l < 22
  return {
    base,
    dark,
    edge: dark ? mix(base, '#000000', 0.38) : mix(base, '#000000', l > 85 ? 0.4 : 0.42),
    seam: dark ? mix(base, '#ffffff', veryDark ? 0.13 : 0.16) : mix(base, '#000000', 0.17),
    stitch: dark ? mix(base, '#ffffff', veryDark ? 0.22 : 0.27) : mix(base, '#000000', 0.27),
    inner: dark ? mix(base, '#000000', 0.42) : mix(base, '#000000', 0.22),
    rib: dark ? mix(base, '#ffffff', 0.035) : mix(base, '#000000', 0.035),
    ribLine: dark ? mix(base, '#ffffff', 0.09) : mix(base, '#000000', 0.1),
  }
}
