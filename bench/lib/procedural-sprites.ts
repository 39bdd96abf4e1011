// Pixel-art sprites drawn by code for the wide recovery bench: text in a small bitmap font, icons,
// outlined characters, dithered and brick tiles, symmetric and asymmetric blobs. Every generator takes a
// seeded random source and picks its own size (8 to 128 px), palette (3 to 12 colours) and whether the
// background is transparent, so no two draws look alike.
import type { RGBAImage } from '@threadbit/pixelart'
import { uniform, type Random } from './degrade.ts'

export interface SpriteGenerator {
  name: string
  draw(random: Random): RGBAImage
}

type RGB = [number, number, number]

const int = (random: Random, lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1))

function hsl(h: number, s: number, l: number): RGB {
  const k = (n: number) => (n + h / 30) % 12
  const a = s * Math.min(l, 1 - l)
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))
  return [Math.round(255 * f(0)), Math.round(255 * f(8)), Math.round(255 * f(4))]
}

/**
 * `count` colours that stay apart (Lab-ish separation through hue and lightness steps), in one of two
 * styles: a hue ramp (shaded game art) or scattered hues (icons, UI).
 */
export function palette(random: Random, count: number, style: 'ramp' | 'scatter'): RGB[] {
  const out: RGB[] = []
  const baseHue = random() * 360
  for (let i = 0; i < count; i++) {
    const hue =
      style === 'ramp' ? baseHue + (i % 3) * 40 + uniform(random, -8, 8) : (baseHue + i * 137.5) % 360
    const light = style === 'ramp' ? 0.12 + (0.76 * i) / Math.max(1, count - 1) : uniform(random, 0.2, 0.8)
    out.push(hsl(hue % 360, uniform(random, 0.45, 0.95), light))
  }
  return out
}

class Canvas {
  readonly data: Uint8ClampedArray
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Uint8ClampedArray(width * height * 4)
  }
  set(x: number, y: number, c: RGB | null) {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return
    const o = (y * this.width + x) * 4
    if (!c) {
      this.data.fill(0, o, o + 4)
      return
    }
    this.data[o] = c[0]
    this.data[o + 1] = c[1]
    this.data[o + 2] = c[2]
    this.data[o + 3] = 255
  }
  opaque(x: number, y: number) {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return false
    return (this.data[(y * this.width + x) * 4 + 3] as number) > 0
  }
  fill(c: RGB) {
    for (let y = 0; y < this.height; y++) for (let x = 0; x < this.width; x++) this.set(x, y, c)
  }
  /** A one-pixel outline around everything opaque, drawn on transparent or background pixels. */
  outline(c: RGB, background: RGB | null) {
    const inside = new Uint8Array(this.width * this.height)
    for (let y = 0; y < this.height; y++)
      for (let x = 0; x < this.width; x++) inside[y * this.width + x] = this.isForeground(x, y, background)
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        if (inside[y * this.width + x]) continue
        const near = [
          [1, 0],
          [-1, 0],
          [0, 1],
          [0, -1],
        ].some(([dx, dy]) => {
          const nx = x + (dx as number)
          const ny = y + (dy as number)
          return nx >= 0 && ny >= 0 && nx < this.width && ny < this.height && inside[ny * this.width + nx]
        })
        if (near) this.set(x, y, c)
      }
    }
  }
  private isForeground(x: number, y: number, background: RGB | null): 0 | 1 {
    const o = (y * this.width + x) * 4
    if ((this.data[o + 3] as number) === 0) return 0
    if (!background) return 1
    return this.data[o] === background[0] &&
      this.data[o + 1] === background[1] &&
      this.data[o + 2] === background[2]
      ? 0
      : 1
  }
  image(): RGBAImage {
    return { width: this.width, height: this.height, data: this.data }
  }
}

/** A transparent background (when `transparent`) or an opaque one from the palette's last colour. */
function start(width: number, height: number, colors: RGB[], transparent: boolean): Canvas {
  const canvas = new Canvas(width, height)
  if (!transparent) canvas.fill(colors[colors.length - 1] as RGB)
  return canvas
}

// ---- a 5×7 bitmap font ---------------------------------------------------------------------------------

/** Rows top to bottom, 5 bits each, most significant bit on the left. */
const FONT: Record<string, number[]> = {
  A: [14, 17, 17, 31, 17, 17, 17],
  B: [30, 17, 17, 30, 17, 17, 30],
  C: [14, 17, 16, 16, 16, 17, 14],
  D: [30, 17, 17, 17, 17, 17, 30],
  E: [31, 16, 16, 30, 16, 16, 31],
  F: [31, 16, 16, 30, 16, 16, 16],
  G: [14, 17, 16, 23, 17, 17, 15],
  H: [17, 17, 17, 31, 17, 17, 17],
  I: [14, 4, 4, 4, 4, 4, 14],
  K: [17, 18, 20, 24, 20, 18, 17],
  L: [16, 16, 16, 16, 16, 16, 31],
  M: [17, 27, 21, 21, 17, 17, 17],
  N: [17, 25, 21, 19, 17, 17, 17],
  O: [14, 17, 17, 17, 17, 17, 14],
  P: [30, 17, 17, 30, 16, 16, 16],
  R: [30, 17, 17, 30, 20, 18, 17],
  S: [15, 16, 16, 14, 1, 1, 30],
  T: [31, 4, 4, 4, 4, 4, 4],
  U: [17, 17, 17, 17, 17, 17, 14],
  W: [17, 17, 17, 21, 21, 21, 10],
  X: [17, 17, 10, 4, 10, 17, 17],
  Y: [17, 17, 10, 4, 4, 4, 4],
  Z: [31, 1, 2, 4, 8, 16, 31],
  '0': [14, 17, 19, 21, 25, 17, 14],
  '1': [4, 12, 4, 4, 4, 4, 14],
  '2': [14, 17, 1, 2, 4, 8, 31],
  '3': [30, 1, 1, 14, 1, 1, 30],
  '4': [2, 6, 10, 18, 31, 2, 2],
  '5': [31, 16, 30, 1, 1, 17, 14],
  '6': [6, 8, 16, 30, 17, 17, 14],
  '7': [31, 1, 2, 4, 8, 8, 8],
  '8': [14, 17, 17, 14, 17, 17, 14],
  '9': [14, 17, 17, 15, 1, 2, 12],
  '!': [4, 4, 4, 4, 4, 0, 4],
  '?': [14, 17, 1, 2, 4, 0, 4],
}

function drawText(canvas: Canvas, text: string, x0: number, y0: number, c: RGB, shadow: RGB | null) {
  let x = x0
  for (const ch of text) {
    const rows = FONT[ch]
    if (rows) {
      rows.forEach((bits, row) => {
        for (let col = 0; col < 5; col++) {
          if (!((bits >> (4 - col)) & 1)) continue
          if (shadow) canvas.set(x + col + 1, y0 + row + 1, shadow)
          canvas.set(x + col, y0 + row, c)
        }
      })
    }
    x += 6
  }
}

function word(random: Random, letters: string, length: number): string {
  return Array.from({ length }, () => letters[Math.floor(random() * letters.length)]).join('')
}

// ---- generators ----------------------------------------------------------------------------------------

const LETTERS = 'ABCDEFGHIKLMNOPRSTUWXYZ'
const DIGITS = '0123456789!?'

/** A word (or a score counter) on a label, with a drop shadow. */
function textSprite(alphabet: string): SpriteGenerator['draw'] {
  return (random) => {
    const length = int(random, 1, 5)
    const colors = palette(random, int(random, 3, 6), 'scatter')
    const transparent = random() < 0.5
    const lines = length > 3 && random() < 0.4 ? 2 : 1
    const perLine = Math.ceil(length / lines)
    const width = perLine * 6 + 3
    const height = lines * 9 + 2
    const canvas = start(width, height, colors, transparent)
    const text = word(random, alphabet, length)
    for (let l = 0; l < lines; l++) {
      drawText(
        canvas,
        text.slice(l * perLine, (l + 1) * perLine),
        1,
        1 + l * 9,
        colors[0] as RGB,
        colors[1] as RGB,
      )
    }
    if (random() < 0.5)
      canvas.outline(colors[2] as RGB, transparent ? null : (colors[colors.length - 1] as RGB))
    return canvas.image()
  }
}

/** An icon: heart, star, coin, arrow, potion, sword or key, shaded, outlined, at 8 to 32 px. */
const iconSprite: SpriteGenerator['draw'] = (random) => {
  const size = int(random, 8, 32)
  const colors = palette(random, int(random, 3, 8), random() < 0.5 ? 'ramp' : 'scatter')
  const transparent = random() < 0.7
  const canvas = start(size, size, colors, transparent)
  const shape = int(random, 0, 5)
  const c = (size - 1) / 2
  const r = size * uniform(random, 0.3, 0.45)
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const dx = (x - c) / r
      const dy = (y - c) / r
      let inside = false
      if (shape === 0)
        inside = (dx * dx + dy * dy - 1) ** 3 - dx * dx * -dy * -dy * -dy < 0 // heart
      else if (shape === 1) {
        const angle = Math.atan2(dy, dx)
        const radius = 0.55 + 0.45 * Math.abs(Math.cos((5 * angle) / 2))
        inside = Math.hypot(dx, dy) < radius // star
      } else if (shape === 2)
        inside = dx * dx + dy * dy < 1 // coin
      else if (shape === 3)
        inside = (Math.abs(dy) < 0.3 && dx < 0.4) || (dx >= 0.2 && Math.abs(dy) < 1 - dx) // arrow
      else if (shape === 4)
        inside = dx * dx + (dy - 0.3) ** 2 < 0.5 || (Math.abs(dx) < 0.25 && dy < 0) // potion
      else inside = Math.abs(dx + dy) < 0.25 || (Math.abs(dx - dy) < 0.55 && Math.abs(dx + dy - 0.9) < 0.2) // sword
      if (!inside) continue
      const shade = Math.min(
        colors.length - 2,
        Math.max(0, Math.floor(((dx + dy + 2) / 4) * (colors.length - 1))),
      )
      canvas.set(x, y, colors[Math.max(0, shade)] as RGB)
    }
  }
  if (random() < 0.7)
    canvas.outline(colors[0] as RGB, transparent ? null : (colors[colors.length - 1] as RGB))
  return canvas.image()
}

/** A character: symmetric head and body blobs, eyes, limbs, an outline; optionally asymmetric gear. */
function characterSprite(asymmetric: boolean): SpriteGenerator['draw'] {
  return (random) => {
    const height = int(random, 10, 48)
    const width = Math.max(8, Math.round(height * uniform(random, 0.6, 1)))
    const colors = palette(random, int(random, 4, 10), 'ramp')
    const transparent = random() < 0.75
    const canvas = start(width, height, colors, transparent)
    const mid = (width - 1) / 2
    const head = height * uniform(random, 0.25, 0.4)
    for (let y = 1; y < height - 1; y++) {
      for (let x = 0; x <= Math.floor(mid); x++) {
        const dx = mid - x
        const inHead = y < head + 1 && (dx / (width * 0.35)) ** 2 + ((y - head / 2 - 1) / (head / 2)) ** 2 < 1
        const bodyHalf = width * (0.2 + 0.2 * Math.sin((Math.PI * (y - head)) / (height - head)))
        const inBody = y >= head && y < height - 1 && dx < bodyHalf
        if (!inHead && !inBody) continue
        const shade = 1 + ((x + y * 3) % 3 === 0 ? 1 : 0) + (inHead ? 2 : 0)
        const colour = colors[Math.min(colors.length - 2, shade)] as RGB
        canvas.set(x, y, colour)
        canvas.set(width - 1 - x, y, colour)
      }
    }
    const eyeY = Math.round(head / 2 + 1)
    const eyeDx = Math.max(1, Math.round(width * 0.15))
    canvas.set(Math.round(mid - eyeDx), eyeY, colors[0] as RGB)
    canvas.set(Math.round(mid + eyeDx), eyeY, colors[0] as RGB)
    if (asymmetric) {
      // A held item on one side and a stray lock of hair on the other.
      const itemX = int(random, 0, Math.max(0, Math.floor(width / 4)))
      for (let y = Math.round(head); y < height - 2; y++)
        canvas.set(itemX, y, colors[colors.length - 2] as RGB)
      for (let i = 0; i < 3; i++) canvas.set(Math.round(mid) + i, 1 + i, colors[1] as RGB)
    }
    canvas.outline(colors[0] as RGB, transparent ? null : (colors[colors.length - 1] as RGB))
    return canvas.image()
  }
}

/** A floor or wall tile: ordered dither between two colours, bricks with mortar, or noise speckles. */
function tileSprite(kind: 'dither' | 'bricks'): SpriteGenerator['draw'] {
  return (random) => {
    const size = [8, 12, 16, 24, 32, 48][int(random, 0, 5)] as number
    const width = size * (random() < 0.3 ? 2 : 1)
    const colors = palette(random, int(random, 3, 6), 'ramp')
    const canvas = start(width, size, colors, false)
    const bayer = [0, 2, 3, 1]
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < width; x++) {
        if (kind === 'dither') {
          const t = (x + y * 0.5) / (width + size * 0.5)
          const level = t * (colors.length - 1)
          const base = Math.floor(level)
          const up = (level - base) * 4 > (bayer[(x % 2) + 2 * (y % 2)] as number) ? 1 : 0
          canvas.set(x, y, colors[Math.min(colors.length - 1, base + up)] as RGB)
        } else {
          const rowH = Math.max(3, Math.round(size / 4))
          const brickW = rowH * 2
          const row = Math.floor(y / rowH)
          const bx = (x + (row % 2) * (brickW / 2)) % brickW
          const mortar = y % rowH === 0 || Math.floor(bx) === 0
          const tone =
            ((row * 7 + Math.floor((x + (row % 2) * (brickW / 2)) / brickW) * 3) % (colors.length - 1)) + 1
          canvas.set(x, y, (mortar ? colors[0] : colors[Math.min(colors.length - 1, tone)]) as RGB)
        }
      }
    }
    return canvas.image()
  }
}

/** A random-walk blob, mirrored or not, filled in up to 12 colour bands: creatures, rocks, clouds. */
function blobSprite(symmetric: boolean): SpriteGenerator['draw'] {
  return (random) => {
    const width = int(random, 8, 128)
    const height = Math.max(8, Math.min(128, Math.round(width * uniform(random, 0.5, 1.5))))
    const colors = palette(random, int(random, 3, 12), random() < 0.5 ? 'ramp' : 'scatter')
    const transparent = random() < 0.6
    const canvas = start(width, height, colors, transparent)
    const seeds = Array.from({ length: int(random, 2, 6) }, () => ({
      x: uniform(random, 0.2, 0.8) * width,
      y: uniform(random, 0.2, 0.8) * height,
      r: uniform(random, 0.15, 0.35) * Math.min(width, height),
      c: int(random, 0, colors.length - 2),
    }))
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < (symmetric ? Math.ceil(width / 2) : width); x++) {
        let best = -1
        let bestD = Infinity
        seeds.forEach((s, i) => {
          const d = Math.hypot(x - s.x, y - s.y) / s.r
          if (d < 1 && d < bestD) {
            bestD = d
            best = i
          }
        })
        if (best < 0) continue
        const seed = seeds[best] as (typeof seeds)[0]
        const band = Math.min(colors.length - 2, seed.c + (bestD > 0.6 ? 1 : 0))
        canvas.set(x, y, colors[band] as RGB)
        if (symmetric) canvas.set(width - 1 - x, y, colors[band] as RGB)
      }
    }
    if (random() < 0.5)
      canvas.outline(colors[0] as RGB, transparent ? null : (colors[colors.length - 1] as RGB))
    return canvas.image()
  }
}

/** Generators of the development split. */
export const DEV_GENERATORS: SpriteGenerator[] = [
  { name: 'text', draw: textSprite(LETTERS) },
  { name: 'icon', draw: iconSprite },
  { name: 'character', draw: characterSprite(false) },
  { name: 'tile-dither', draw: tileSprite('dither') },
  { name: 'blob-symmetric', draw: blobSprite(true) },
]

/** Generators of the held-back split: other glyphs, other tiles, asymmetric shapes. */
export const HELD_GENERATORS: SpriteGenerator[] = [
  { name: 'digits', draw: textSprite(DIGITS) },
  { name: 'icon', draw: iconSprite },
  { name: 'character-armed', draw: characterSprite(true) },
  { name: 'tile-bricks', draw: tileSprite('bricks') },
  { name: 'blob-asymmetric', draw: blobSprite(false) },
]

/** A gem, shield or orb lit from one side: radial shading bands, a highlight and an outline, 10 to 40 px. */
const shadedItemSprite: SpriteGenerator['draw'] = (random) => {
  const size = int(random, 10, 40)
  const colors = palette(random, int(random, 4, 9), 'ramp')
  const transparent = random() < 0.8
  const canvas = start(size, size, colors, transparent)
  const shape = int(random, 0, 2)
  const c = (size - 1) / 2
  const r = size * uniform(random, 0.35, 0.47)
  const light = { x: uniform(random, -0.6, -0.2), y: uniform(random, -0.6, -0.2) }
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const dx = (x - c) / r
      const dy = (y - c) / r
      const inside =
        shape === 0
          ? Math.abs(dx) + Math.abs(dy) < 1 // gem
          : shape === 1
            ? Math.abs(dx) < 0.8 && dy < 0.9 - dx * dx && dy > -0.8 // shield
            : dx * dx + dy * dy < 1 // orb
      if (!inside) continue
      const lit = 1 - Math.min(1, Math.hypot(dx - light.x, dy - light.y) / 1.6)
      const band = Math.round(lit * (colors.length - 2))
      canvas.set(x, y, colors[Math.max(1, band)] as RGB)
    }
  }
  canvas.set(
    Math.round(c + light.x * r * 0.6),
    Math.round(c + light.y * r * 0.6),
    colors[colors.length - 2] as RGB,
  )
  canvas.outline(colors[0] as RGB, transparent ? null : (colors[colors.length - 1] as RGB))
  return canvas.image()
}

/** A checked or plaid pattern of 2 to 4 colours in blocks of 1 to 4 pixels, 8 to 48 px. */
const patternSprite: SpriteGenerator['draw'] = (random) => {
  const width = int(random, 8, 48)
  const height = int(random, 8, 48)
  const colors = palette(random, int(random, 2, 4), 'scatter')
  const canvas = start(width, height, colors, false)
  const bx = int(random, 1, 4)
  const by = random() < 0.7 ? bx : int(random, 1, 4)
  const plaid = random() < 0.5
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = Math.floor(x / bx)
      const j = Math.floor(y / by)
      const k = plaid ? ((i % colors.length) + (j % 2)) % colors.length : (i + j) % colors.length
      canvas.set(x, y, colors[k] as RGB)
    }
  }
  return canvas.image()
}

/** A round face: eyes, a mouth and cheeks on a shaded disc, 12 to 32 px. */
const faceSprite: SpriteGenerator['draw'] = (random) => {
  const size = int(random, 12, 32)
  const colors = palette(random, int(random, 4, 7), 'ramp')
  const transparent = random() < 0.7
  const canvas = start(size, size, colors, transparent)
  const c = (size - 1) / 2
  const r = size * 0.45
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const d = Math.hypot(x - c, y - c) / r
      if (d < 1) canvas.set(x, y, colors[d > 0.75 ? 2 : 3] as RGB)
    }
  }
  const eye = Math.max(1, Math.round(size / 10))
  const eyeY = Math.round(c - r * 0.25)
  for (const side of [-1, 1]) {
    const ex = Math.round(c + side * r * 0.38)
    for (let y = 0; y < eye + 1; y++)
      for (let x = 0; x < eye; x++) canvas.set(ex + x, eyeY + y, colors[0] as RGB)
  }
  const mouthY = Math.round(c + r * 0.4)
  const smile = random() < 0.7
  for (let x = Math.round(c - r * 0.35); x <= Math.round(c + r * 0.35); x++) {
    const bend = Math.round(((x - c) / r) ** 2 * r * 0.6)
    canvas.set(x, mouthY + (smile ? -bend : bend), colors[0] as RGB)
  }
  canvas.outline(colors[0] as RGB, transparent ? null : (colors[colors.length - 1] as RGB))
  return canvas.image()
}

/** A small landscape: sky bands, hills, a sun and trees, 32 to 112 px wide, opaque. */
const sceneSprite: SpriteGenerator['draw'] = (random) => {
  const width = int(random, 32, 112)
  const height = Math.max(24, Math.min(96, Math.round(width * uniform(random, 0.5, 0.9))))
  const sky = palette(random, 3, 'ramp')
  const land = palette(random, int(random, 3, 5), 'ramp')
  const canvas = start(width, height, [...sky, ...land], false)
  const horizon = Math.round(height * uniform(random, 0.45, 0.65))
  const sun = { x: uniform(random, 0.15, 0.85) * width, y: horizon * 0.4, r: Math.max(2, height * 0.08) }
  const phase = random() * 6
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const hill = horizon + Math.round(Math.sin(x / (width / 5) + phase) * height * 0.06)
      if (y < hill) {
        const inSun = Math.hypot(x - sun.x, y - sun.y) < sun.r
        canvas.set(
          x,
          y,
          (inSun ? land[land.length - 1] : sky[Math.min(2, Math.floor((3 * y) / hill))]) as RGB,
        )
      } else {
        const depth = Math.min(
          land.length - 2,
          Math.floor(((y - hill) / (height - hill + 1)) * (land.length - 1)),
        )
        canvas.set(x, y, land[depth] as RGB)
      }
    }
  }
  const trees = int(random, 1, 5)
  for (let t = 0; t < trees; t++) {
    const tx = int(random, 2, width - 3)
    const th = int(random, 4, Math.max(5, Math.round(height * 0.3)))
    const base = horizon + 2
    for (let y = base - th; y < base; y++) {
      const half = Math.max(0, Math.round(((y - (base - th)) / th) * th * 0.3))
      for (let x = tx - half; x <= tx + half; x++) canvas.set(x, y, land[0] as RGB)
    }
  }
  return canvas.image()
}

/** Generators of the final split, scored once at the end of a session: none of them was worked against. */
export const FINAL_GENERATORS: SpriteGenerator[] = [
  { name: 'item-shaded', draw: shadedItemSprite },
  { name: 'pattern', draw: patternSprite },
  { name: 'face', draw: faceSprite },
  { name: 'scene', draw: sceneSprite },
  { name: 'text-mixed', draw: textSprite(LETTERS + DIGITS) },
]
