import { NAMED_COLORS } from './named-colors.ts'

/** '#rrggbb' in lower case, or 'transparent'. */
export type Color = string
export const TRANSPARENT = 'transparent'

export interface RGBA {
  r: number
  g: number
  b: number
  /** Opacity from 0 to 1. */
  a: number
}

/**
 * A grid cell as one unsigned 32-bit number: 0 is transparent, anything else is an opaque colour laid out
 * so that, on a little-endian machine, its four bytes are R, G, B, 255 — the byte order of ImageData.
 * That lets exports copy cells straight into an RGBA buffer through a Uint32Array view.
 */
export type Cell = number
export const TRANSPARENT_CELL: Cell = 0

export function packRGB(r: number, g: number, b: number): Cell {
  return ((r & 0xff) | ((g & 0xff) << 8) | ((b & 0xff) << 16) | 0xff000000) >>> 0
}

export function cellRed(cell: Cell): number {
  return cell & 0xff
}
export function cellGreen(cell: Cell): number {
  return (cell >>> 8) & 0xff
}
export function cellBlue(cell: Cell): number {
  return (cell >>> 16) & 0xff
}

/** The cell of a normalised '#rrggbb' colour (callers have normalised it; nothing is checked here). */
export function cellOf(hex: Color): Cell {
  return packRGB(parseInt(hex.slice(1, 3), 16), parseInt(hex.slice(3, 5), 16), parseInt(hex.slice(5, 7), 16))
}

const hexByCell = new Map<Cell, Color>()

/** The colour string of a cell; cached because getPixel is called once per cell on every redraw. */
export function cellToColor(cell: Cell): Color {
  if (cell === TRANSPARENT_CELL) return TRANSPARENT
  let hex = hexByCell.get(cell)
  if (hex === undefined) {
    hex = toHex({ r: cellRed(cell), g: cellGreen(cell), b: cellBlue(cell) })
    // Bounded: a long session with a colour picker must not grow this without limit.
    if (hexByCell.size > 4096) hexByCell.clear()
    hexByCell.set(cell, hex)
  }
  return hex
}

/** Alpha below one half counts as transparent, like an alpha byte below 128 in an image. */
export function rgbaToCell(c: RGBA): Cell {
  return c.a < 0.5 ? TRANSPARENT_CELL : packRGB(c.r, c.g, c.b)
}

function byteHex(n: number): string {
  const v = Math.max(0, Math.min(255, Math.round(n)))
  return (v < 16 ? '0' : '') + v.toString(16)
}

export function toHex(rgb: { r: number; g: number; b: number }): Color {
  return `#${byteHex(rgb.r)}${byteHex(rgb.g)}${byteHex(rgb.b)}`
}

const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i

function parseNumber(text: string): number | null {
  return NUMBER.test(text) ? Number(text) : null
}

/** A number or a percentage of `full`. */
function parseScaled(text: string, full: number): number | null {
  if (text.endsWith('%')) {
    const n = parseNumber(text.slice(0, -1))
    return n === null ? null : (n / 100) * full
  }
  return parseNumber(text)
}

function parseAlpha(text: string | undefined): number | null {
  if (text === undefined) return 1
  const n = parseScaled(text, 1)
  return n === null ? null : clamp(n, 0, 1)
}

function clamp(n: number, min: number, max: number): number {
  return n < min ? min : n > max ? max : n
}

/** Splits `a, b, c[, d]` or `a b c[ / d]` into channel texts and an optional alpha text. */
function splitArguments(body: string): { channels: string[]; alpha: string | undefined } | null {
  const text = body.trim()
  if (text.includes(',')) {
    const parts = text.split(',').map((s) => s.trim())
    if (parts.length !== 3 && parts.length !== 4) return null
    return { channels: parts.slice(0, 3), alpha: parts[3] }
  }
  const [main = '', alpha, ...rest] = text.split('/').map((s) => s.trim())
  if (rest.length > 0 || alpha === '') return null
  const channels = main.split(/\s+/)
  return channels.length === 3 ? { channels, alpha } : null
}

function parseHex(digits: string): RGBA | null {
  if (!/^[0-9a-f]+$/.test(digits)) return null
  const n = digits.length
  if (n === 3 || n === 4) {
    const v = [...digits].map((d) => parseInt(d + d, 16))
    return { r: v[0] ?? 0, g: v[1] ?? 0, b: v[2] ?? 0, a: n === 4 ? (v[3] ?? 255) / 255 : 1 }
  }
  if (n === 6 || n === 8) {
    const v = parseInt(digits, 16)
    if (n === 6) return { r: (v >>> 16) & 0xff, g: (v >>> 8) & 0xff, b: v & 0xff, a: 1 }
    return { r: (v >>> 24) & 0xff, g: (v >>> 16) & 0xff, b: (v >>> 8) & 0xff, a: (v & 0xff) / 255 }
  }
  return null
}

function parseRgbFunction(body: string): RGBA | null {
  const args = splitArguments(body)
  if (!args) return null
  const values = args.channels.map((c) => parseScaled(c, 255))
  const alpha = parseAlpha(args.alpha)
  const [r, g, b] = values
  if (r == null || g == null || b == null || alpha === null) return null
  return {
    r: Math.round(clamp(r, 0, 255)),
    g: Math.round(clamp(g, 0, 255)),
    b: Math.round(clamp(b, 0, 255)),
    a: alpha,
  }
}

const HUE_UNITS: Record<string, number> = { deg: 1, grad: 0.9, rad: 180 / Math.PI, turn: 360 }

function parseHue(text: string): number | null {
  const match = /^(.*?)(deg|grad|rad|turn)?$/.exec(text)
  const n = match?.[1] === undefined ? null : parseNumber(match[1])
  if (n === null || !match) return null
  return n * (HUE_UNITS[match[2] ?? 'deg'] ?? 1)
}

function parseHslFunction(body: string): RGBA | null {
  const args = splitArguments(body)
  if (!args) return null
  const [hText = '', sText = '', lText = ''] = args.channels
  const h = parseHue(hText)
  const s = parseScaled(sText.endsWith('%') ? sText : `${sText}%`, 1)
  const l = parseScaled(lText.endsWith('%') ? lText : `${lText}%`, 1)
  const alpha = parseAlpha(args.alpha)
  if (h === null || s === null || l === null || alpha === null) return null
  const sat = clamp(s, 0, 1)
  const light = clamp(l, 0, 1)
  const hue = (((h % 360) + 360) % 360) / 30
  const k = (n: number) => (n + hue) % 12
  const a = sat * Math.min(light, 1 - light)
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))
  return {
    r: Math.round(f(0) * 255),
    g: Math.round(f(8) * 255),
    b: Math.round(f(4) * 255),
    a: alpha,
  }
}

/**
 * Parses a CSS colour: `transparent`, a named colour, `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` (the `#` may
 * be left out of the 6- and 8-digit forms, as colour pickers often do), `rgb()`/`rgba()` and
 * `hsl()`/`hsla()` in the comma and the space syntax. Case and surrounding blanks are ignored.
 */
/** `#rgb` or `#rrggbb` (the `#` optional, any case) as red, green and blue; null for anything else. */
export function hexToRgb(hex: string): [number, number, number] | null {
  const digits = hex.trim().toLowerCase().replace(/^#/, '')
  if (digits.length !== 3 && digits.length !== 6) return null
  const rgba = parseHex(digits)
  return rgba ? [rgba.r, rgba.g, rgba.b] : null
}

export function parseColor(input: string): RGBA | null {
  if (typeof input !== 'string') return null
  const text = input.trim().toLowerCase()
  if (text === TRANSPARENT) return { r: 0, g: 0, b: 0, a: 0 }
  if (text.startsWith('#')) return parseHex(text.slice(1))
  if (/^[0-9a-f]{6}$|^[0-9a-f]{8}$/.test(text)) return parseHex(text)
  const named = NAMED_COLORS.get(text)
  if (named !== undefined) return { r: named >>> 16, g: (named >>> 8) & 0xff, b: named & 0xff, a: 1 }
  const fn = /^(rgba?|hsla?)\((.*)\)$/.exec(text)
  if (!fn) return null
  const body = fn[2] ?? ''
  return fn[1]?.startsWith('rgb') ? parseRgbFunction(body) : parseHslFunction(body)
}

/** Normalises any CSS colour to '#rrggbb' or 'transparent'; null when it cannot be parsed. */
export function normalizeColor(input: string): Color | null {
  const rgba = parseColor(input)
  return rgba === null ? null : cellToColor(rgbaToCell(rgba))
}

export const COLOR_STRING_ERROR = 'Expected a valid color string'
export const COLOR_REPRESENTATION_ERROR = 'Expected a valid color representation.'

const cellByString = new Map<string, Cell>()

/** The spec's two colour errors: a non-string is a TypeError, an unreadable string an Error. */
export function requireCell(input: unknown): Cell {
  if (typeof input !== 'string') throw new TypeError(COLOR_STRING_ERROR)
  // A stroke passes the same string for every pixel: parse it once.
  const cached = cellByString.get(input)
  if (cached !== undefined) return cached
  const rgba = parseColor(input)
  if (rgba === null) throw new Error(COLOR_REPRESENTATION_ERROR)
  const cell = rgbaToCell(rgba)
  if (cellByString.size > 1024) cellByString.clear()
  cellByString.set(input, cell)
  return cell
}

// ---- CIELAB -------------------------------------------------------------------------------------------

export type Lab = readonly [l: number, a: number, b: number]

function linear(channel: number): number {
  const c = channel / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

function labF(t: number): number {
  return t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116
}

/** sRGB (D65) to CIELAB (D65 white point). */
export function rgbToLab(r: number, g: number, b: number): Lab {
  const lr = linear(r)
  const lg = linear(g)
  const lb = linear(b)
  const x = (0.4124564 * lr + 0.3575761 * lg + 0.1804375 * lb) / 0.95047
  const y = 0.2126729 * lr + 0.7151522 * lg + 0.072175 * lb
  const z = (0.0193339 * lr + 0.119192 * lg + 0.9503041 * lb) / 1.08883
  const fx = labF(x)
  const fy = labF(y)
  const fz = labF(z)
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)]
}

const labByCell = new Map<Cell, Lab>()

export function cellToLab(cell: Cell): Lab {
  let lab = labByCell.get(cell)
  if (lab === undefined) {
    lab = rgbToLab(cellRed(cell), cellGreen(cell), cellBlue(cell))
    if (labByCell.size > 4096) labByCell.clear()
    labByCell.set(cell, lab)
  }
  return lab
}

/** CIE76 ΔE: the Euclidean distance in CIELAB. */
export function deltaE76(p: Lab, q: Lab): number {
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2])
}

/** Distance between two opaque cells; transparent is 0 from itself and infinitely far from any colour. */
export function cellDistance(p: Cell, q: Cell): number {
  if (p === q) return 0
  if (p === TRANSPARENT_CELL || q === TRANSPARENT_CELL) return Infinity
  return deltaE76(cellToLab(p), cellToLab(q))
}

/**
 * The perceptual distance the spec calls "lab distance": CIE76 ΔE (Euclidean in CIELAB, D65).
 * Accepts any colour parseColor reads; throws like setPixel on anything else.
 */
export function labDistance(a: Color, b: Color): number {
  return cellDistance(requireCell(a), requireCell(b))
}
