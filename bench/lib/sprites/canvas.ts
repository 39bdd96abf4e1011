// Drawing helpers for the procedural sprites of the wide recovery bench: a seeded palette and a small
// RGBA canvas with a one-pixel outline, plus the shape, tone, dither and size helpers and the sprite-rule
// check (`within`) that several splits' generators share.
import type { RGBAImage } from '@threadbit/pixelart'
import { uniform, type Random } from '../../../packages/pixelart/src/recover/testing/degrade.ts'

export interface SpriteGenerator {
  name: string
  draw(random: Random): RGBAImage
}

export type RGB = [number, number, number]

export const int = (random: Random, lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1))

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

export class Canvas {
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
export function start(width: number, height: number, colors: RGB[], transparent: boolean): Canvas {
  const canvas = new Canvas(width, height)
  if (!transparent) canvas.fill(colors[colors.length - 1] as RGB)
  return canvas
}

/** Fills the rectangle between two corners (rounded, both included); null makes it transparent. */
export function rect(canvas: Canvas, x0: number, y0: number, x1: number, y1: number, c: RGB | null) {
  for (let y = Math.round(y0); y <= Math.round(y1); y++)
    for (let x = Math.round(x0); x <= Math.round(x1); x++) canvas.set(x, y, c)
}

/** A one-pixel line from (x0, y0) to (x1, y1), end points rounded (Bresenham): strings, hands, rays. */
export function line(canvas: Canvas, x0: number, y0: number, x1: number, y1: number, c: RGB) {
  for (const [x, y] of linePixels(x0, y0, x1, y1)) canvas.set(x, y, c)
}

/** The pixels of that line, end points rounded, in order from (x0, y0). */
export function linePixels(x0: number, y0: number, x1: number, y1: number): [number, number][] {
  let [x, y] = [Math.round(x0), Math.round(y0)]
  const [tx, ty] = [Math.round(x1), Math.round(y1)]
  const dx = Math.abs(tx - x)
  const dy = -Math.abs(ty - y)
  const sx = x < tx ? 1 : -1
  const sy = y < ty ? 1 : -1
  let err = dx + dy
  const out: [number, number][] = []
  for (;;) {
    out.push([x, y])
    if (x === tx && y === ty) return out
    const e2 = 2 * err
    if (e2 >= dy) {
      err += dy
      x += sx
    }
    if (e2 <= dx) {
      err += dx
      y += sy
    }
  }
}

/** The 1-px frame of a box between two corners. */
export function frame(canvas: Canvas, x0: number, y0: number, x1: number, y1: number, c: RGB) {
  line(canvas, x0, y0, x1, y0, c)
  line(canvas, x0, y1, x1, y1, c)
  line(canvas, x0, y0, x0, y1, c)
  line(canvas, x1, y0, x1, y1, c)
}

// Small drawing helpers the split generators share.

/** Colours written as 0xrrggbb, one per argument. */
export const hexes = (...values: number[]): RGB[] => values.map((v) => [v >> 16, (v >> 8) & 255, v & 255])
/** Near-blacks for outlines and print, each with a slight cast (the later splits' shared inks). */
export const INKS = hexes(0x18161c, 0x141c26, 0x261a16, 0x202020)
/** Paint, paper and plastic colours shared by the later splits. */
export const HUES = hexes(0xce2e2c, 0x2660be, 0xf0c432, 0x2e9250, 0xe87824, 0x8842a6, 0x2eacc0, 0xe26492)
/** Warm and cool off-whites: paper, enamel, plastic. */
export const WHITES = hexes(0xf2f0e8, 0xeceee8, 0xf6f0dc)
/** One of the items, uniformly. */
export const pick = <T>(random: Random, items: ArrayLike<T>): T =>
  items[Math.floor(random() * items.length)] as T
/** A "word" of `length` letters drawn uniformly from `letters`. */
export const word = (random: Random, letters: string, length: number): string =>
  Array.from({ length }, () => pick(random, letters)).join('')
/** The colour at index `i` of a ramp, clamped to its ends. */
export const at = (colors: RGB[], i: number): RGB =>
  colors[Math.max(0, Math.min(colors.length - 1, i))] as RGB
/** A colour with every channel scaled by `k` (darker below 1, lighter above). */
/** The colour a share `t` of the way from `a` to `b`, per channel, rounded. */
export const mix = (a: RGB, b: RGB, t: number): RGB =>
  a.map((v, i) => Math.round(v + ((b[i] as number) - v) * t)) as RGB
export const scale = (c: RGB, k: number): RGB =>
  c.map((v) => Math.max(0, Math.min(255, Math.round(v * k)))) as RGB

/** A canvas, transparent or filled with a background colour kept out of the figure's colours. */
export function begin(width: number, height: number, background: RGB | null): Canvas {
  const canvas = new Canvas(width, height)
  if (background) canvas.fill(background)
  return canvas
}

/** Fills an ellipse, asking `paint` for each pixel's colour (null leaves the pixel as it is). */
export function ellipse(
  canvas: Canvas,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  paint: (x: number, y: number) => RGB | null,
) {
  for (let y = Math.floor(cy - ry); y <= Math.ceil(cy + ry); y++)
    for (let x = Math.floor(cx - rx); x <= Math.ceil(cx + rx); x++) {
      if (((x - cx) / Math.max(0.5, rx)) ** 2 + ((y - cy) / Math.max(0.5, ry)) ** 2 > 1) continue
      const c = paint(x, y)
      if (c) canvas.set(x, y, c)
    }
}
/** A paint for `ellipse` of one colour. */
export const solid = (c: RGB) => () => c

/** A ring (an ellipse with its inside left alone): handles, loops, rims. */
export function ring(canvas: Canvas, cx: number, cy: number, rx: number, ry: number, thick: number, c: RGB) {
  ellipse(canvas, cx, cy, rx, ry, (x, y) =>
    ((x - cx) / Math.max(0.5, rx - thick)) ** 2 + ((y - cy) / Math.max(0.5, ry - thick)) ** 2 > 1 ? c : null,
  )
}

/** Even-odd point-in-polygon test. */
export function inside(points: [number, number][], x: number, y: number): boolean {
  let hit = false
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i] as [number, number]
    const [xj, yj] = points[j] as [number, number]
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit
  }
  return hit
}

/** Fills a polygon (even-odd), sampled at pixel centres. */
export function polygon(canvas: Canvas, points: [number, number][], c: RGB) {
  const xs = points.map((p) => p[0])
  const ys = points.map((p) => p[1])
  for (let y = Math.floor(Math.min(...ys)); y <= Math.ceil(Math.max(...ys)); y++)
    for (let x = Math.floor(Math.min(...xs)); x <= Math.ceil(Math.max(...xs)); x++)
      if (inside(points, x + 0.5, y + 0.5)) canvas.set(x, y, c)
}

/** A straight bar `width` px thick from (x0, y0) to (x1, y1), square ends: bones, handles, poles at an angle. */
export function bar(canvas: Canvas, x0: number, y0: number, x1: number, y1: number, width: number, c: RGB) {
  const len = Math.max(1e-6, Math.hypot(x1 - x0, y1 - y0))
  const [nx, ny] = [(-(y1 - y0) / len) * (width / 2), ((x1 - x0) / len) * (width / 2)]
  polygon(
    canvas,
    [
      [x0 + 0.5 + nx, y0 + 0.5 + ny],
      [x1 + 0.5 + nx, y1 + 0.5 + ny],
      [x1 + 0.5 - nx, y1 + 0.5 - ny],
      [x0 + 0.5 - nx, y0 + 0.5 - ny],
    ],
    c,
  )
}

/** A long side: a tiny one (8 to 12 px) for a `tiny` share of draws, else `lo` to `hi`. */
export const side = (random: Random, tiny: number, lo: number, hi: number) =>
  random() < tiny ? int(random, 8, 12) : int(random, lo, hi)
/** `steps` tones of one colour, dark to light, as a shaded material is painted. */
export const ramp = (base: RGB, steps: number): RGB[] =>
  Array.from({ length: steps }, (_, i) => scale(base, 0.55 + (0.75 * i) / Math.max(1, steps - 1)))
/** The 2×2 ordered-dither threshold of a pixel, in (0, 1). */
export const bayer = (x: number, y: number) => [0.125, 0.625, 0.875, 0.375][(y & 1) * 2 + (x & 1)] as number
/** A nudged copy of a named colour, so two draws rarely share exact values. */
export const nudge = (random: Random, c: RGB): RGB =>
  c.map((v) => Math.max(0, Math.min(255, v + int(random, -14, 14)))) as RGB

/** One of the given colours, nudged (see nudge). */
export const tint = (random: Random, colours: readonly RGB[]): RGB => nudge(random, pick(random, colours))

/** `count` different colours of the pool (at most all of them), nudged, in a random order. */
export function distinctTints(random: Random, pool: readonly RGB[], count: number): RGB[] {
  const left = [...pool]
  const out: RGB[] = []
  for (let i = 0; i < count && left.length; i++)
    out.push(nudge(random, left.splice(int(random, 0, left.length - 1), 1)[0] as RGB))
  return out
}

/** The canvas cut to its opaque pixels' bounding box (a figure drawn with room to spare). */
export function trimmed(canvas: Canvas): RGBAImage {
  let [x0, y0, x1, y1] = [canvas.width, canvas.height, -1, -1]
  for (let y = 0; y < canvas.height; y++)
    for (let x = 0; x < canvas.width; x++)
      if (canvas.opaque(x, y))
        [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)]
  if (x1 < 0) return canvas.image()
  const out = new Canvas(x1 - x0 + 1, y1 - y0 + 1)
  for (let y = y0; y <= y1; y++)
    out.data.set(
      canvas.data.subarray((y * canvas.width + x0) * 4, (y * canvas.width + x1 + 1) * 4),
      (y - y0) * out.width * 4,
    )
  return out.image()
}

/** A mirror image, left to right (side views face either way). */
export function flipped(canvas: Canvas): Canvas {
  const out = new Canvas(canvas.width, canvas.height)
  for (let y = 0; y < canvas.height; y++)
    for (let x = 0; x < canvas.width; x++) {
      const from = (y * canvas.width + x) * 4
      out.data.set(canvas.data.subarray(from, from + 4), (y * canvas.width + canvas.width - 1 - x) * 4)
    }
  return out
}

/** A copy turned a quarter turn clockwise (a strip drawn upright then runs across). */
export function rotated(canvas: Canvas): Canvas {
  const out = new Canvas(canvas.height, canvas.width)
  for (let y = 0; y < canvas.height; y++)
    for (let x = 0; x < canvas.width; x++) {
      const from = (y * canvas.width + x) * 4
      out.data.set(canvas.data.subarray(from, from + 4), (x * out.width + (canvas.height - 1 - y)) * 4)
    }
  return out
}

/** A 1-px circle (midpoint algorithm) of integer centre and radius, only the points `keep` accepts. */
export function circle(
  canvas: Canvas,
  cx: number,
  cy: number,
  r: number,
  c: RGB,
  keep: (x: number, y: number) => boolean = () => true,
) {
  let [x, y, err] = [r, 0, 1 - r]
  while (x >= y) {
    // The eight octants' points: (x, y) and (y, x), mirrored both ways.
    for (let k = 0; k < 8; k++) {
      const [a, b] = k & 4 ? [y, x] : [x, y]
      const [px, py] = [cx + (k & 1 ? -a : a), cy + (k & 2 ? -b : b)]
      if (keep(px, py)) canvas.set(px, py, c)
    }
    y++
    if (err < 0) err += 2 * y + 1
    else {
      x--
      err += 2 * (y - x) + 1
    }
  }
}

/** A line of "text": a run of 1-px ink with a one-pixel word gap at a `gap` share of its inner pixels
 * (never at its ends). */
export function scribble(
  canvas: Canvas,
  random: Random,
  x: number,
  y: number,
  length: number,
  c: RGB,
  gap: number,
) {
  for (let i = 0; i < length; i++) if (i === 0 || i === length - 1 || random() > gap) canvas.set(x + i, y, c)
}

/** Non-negative remainder. */
export const mod = (a: number, n: number) => ((a % n) + n) % n

/** The canvas outlined for an `outline` share of draws, mirrored for a `mirror` share, cut to its pixels. */
export function finish(canvas: Canvas, random: Random, ink: RGB, outline: number, mirror = 0.5): RGBAImage {
  if (random() < outline) canvas.outline(ink, null)
  return trimmed(random() < mirror ? flipped(canvas) : canvas)
}

/**
 * Whether a drawing keeps to the bench's sprite rules: 8 to 128 px on the long side, at least `short`
 * (8 unless a generator allows narrower sprites) on the short side, at most 12 colours.
 */
function fits(image: RGBAImage, short: number): boolean {
  const [lo, hi] = [Math.min(image.width, image.height), Math.max(image.width, image.height)]
  if (lo < short || hi < 8 || hi > 128) return false
  return colourCount(image) <= 12
}

/** How many opaque colours an image has. */
export function colourCount(image: RGBAImage): number {
  const colours = new Set<number>()
  for (let i = 0; i < image.data.length; i += 4)
    if (image.data[i + 3])
      colours.add(
        ((image.data[i] as number) << 16) |
          ((image.data[i + 1] as number) << 8) |
          (image.data[i + 2] as number),
      )
  return colours.size
}
/**
 * A generator that draws again, from the same random stream, until its drawing fits (five tries); `short`
 * lets it be narrower than 8 px (batteries, arrows, closed umbrellas).
 */
export const within =
  (draw: SpriteGenerator['draw'], short = 8): SpriteGenerator['draw'] =>
  (random) => {
    let image = draw(random)
    for (let tries = 1; tries < 5 && !fits(image, short); tries++) image = draw(random)
    return image
  }

/** Whether the pixel is opaque and exactly the colour `c`. */
export function isColour(canvas: Canvas, x: number, y: number, c: RGB): boolean {
  if (!canvas.opaque(x, y)) return false
  const o = (y * canvas.width + x) * 4
  return canvas.data[o] === c[0] && canvas.data[o + 1] === c[1] && canvas.data[o + 2] === c[2]
}

/** A box with its corners rounded to radius r (0 or 1 cut little or nothing), filled (null: cleared). */
export function roundedBox(
  canvas: Canvas,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  r: number,
  c: RGB | null,
) {
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++) {
      const dx = Math.max(0, x0 + r - x, x - (x1 - r))
      const dy = Math.max(0, y0 + r - y, y - (y1 - r))
      if (dx * dx + dy * dy <= r * r + 0.5) canvas.set(x, y, c)
    }
}

/** Over a box, `b` where the 2×2 ordered-dither threshold is under share(x, y), else `a` (null: left). */
export function dither(
  canvas: Canvas,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  a: RGB | null,
  b: RGB,
  share: (x: number, y: number) => number,
) {
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++) {
      if (bayer(x, y) < share(x, y)) canvas.set(x, y, b)
      else if (a) canvas.set(x, y, a)
    }
}

/** Repaints every pixel of a box that is exactly `from` with paint(x, y) (null: left alone). */
export function repaint(
  canvas: Canvas,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  from: RGB,
  paint: (x: number, y: number) => RGB | null,
) {
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++) {
      if (!isColour(canvas, x, y, from)) continue
      const c = paint(x, y)
      if (c) canvas.set(x, y, c)
    }
}

/** A point on the canvas (fractional where a curve passes between pixels). */
export type Point = [number, number]

/** 1-px segments through the points in turn. */
export function polyline(canvas: Canvas, points: Point[], c: RGB) {
  for (let i = 1; i < points.length; i++) {
    const [a, b] = [points[i - 1] as Point, points[i] as Point]
    line(canvas, a[0], a[1], b[0], b[1], c)
  }
}
/** The points of a quadratic curve from a through control b to c, `n` steps. */
export function curve(a: Point, b: Point, c: Point, n = 16): Point[] {
  const out: Point[] = []
  for (let i = 0; i <= n; i++) {
    const t = i / n
    const u = 1 - t
    out.push([u * u * a[0] + 2 * u * t * b[0] + t * t * c[0], u * u * a[1] + 2 * u * t * b[1] + t * t * c[1]])
  }
  return out
}
/** The edge pixels of a filled ellipse (those with a 4-neighbour outside it) where `keep` allows. */
export function oval(
  canvas: Canvas,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  c: RGB,
  keep: (x: number, y: number) => boolean = () => true,
) {
  const inE = (x: number, y: number) =>
    ((x - cx) / Math.max(0.5, rx)) ** 2 + ((y - cy) / Math.max(0.5, ry)) ** 2 <= 1
  for (let y = Math.floor(cy - ry) - 1; y <= Math.ceil(cy + ry) + 1; y++)
    for (let x = Math.floor(cx - rx) - 1; x <= Math.ceil(cx + rx) + 1; x++)
      if (inE(x, y) && !(inE(x + 1, y) && inE(x - 1, y) && inE(x, y + 1) && inE(x, y - 1)) && keep(x, y))
        canvas.set(x, y, c)
}
