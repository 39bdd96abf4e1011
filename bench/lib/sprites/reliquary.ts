// The generators of the `reliquary` split of the wide recovery bench, written in round 32 to be held back
// after sepulchre, before sepulchre was scored, never looked at by any method work, and used by no other
// split: the dentist (molars and incisors with a gum line, a cavity or a sparkle, toothbrushes lying or
// standing with striped paste, tubes of toothpaste, dental charts of numbered tooth boxes, dentist's chairs
// with a lamp on a jointed arm, bitewing X-rays), the florist (bouquets in a paper cone, plain, striped or
// checked, tied with a bow, zinc buckets of cut flowers with price cards alone or in a row on a shelf,
// wreaths, pressed specimens on a herbarium sheet), the smithy (anvils on a stump with a hot bar or a
// hammer, horseshoes alone or hung in a row on a rail, forge hearths under a hood, tongs crossed with a
// hammer, wrought-iron bracket signs), the ice rink (curling stones side on or from above, curling sheets,
// hockey sticks and pucks, skates, rink boards with adverts), the polling station (ballot boxes in oblique
// view, ballot papers, rosettes, polling-station signs on a post, rows of voting booths), the wine cellar
// (bottles standing or lying, racks of bottle ends, glasses, bunches of grapes, corkscrews, labels), the
// hardware shop (screws, bolts with a nut, cards of nails, paint tins, swatch strips and fanned swatch
// decks, pegboards of hung tools) and the climbing wall (walls of bolted holds, carabiners and
// quickdraws, coiled ropes, ice axes, chalk bags). Tooth numbers, chart headings, toothpaste brands,
// flower prices and specimen labels, sign and advert words, ballot names, numbers and headings, rosette
// words, cuvée names and vintages, paint names, swatch codes, nail cards and route grades are text-like
// glyphs in a squat four-row font of this file (glyphs one to five columns wide, twice size on some signs,
// boxes and labels); bristle tufts, chart boxes, hole grids of pegboards and climbing walls, bucket ribs,
// mortar, hood rivets, hog and tee lines, booth folds, rack frames, nails and sling stitches are 1-px lines
// and dots over flat runs; rose spirals, specimen leaves and petals, wrought-iron scrolls, stone and
// spanner rims, glass bowls, grape shading, tendrils, paint-tin rims and handles, carabiners and rope
// loops are curved 1-px outlines; bouquet stems, daisy rays, chair arms and lamp arms, tongs and
// hammers, hockey sticks, screw threads, corkscrew worms, swatch fans and ice axes run at many slants, and
// striped wrapping and ballot-box edges at 45°. Tooth, chair and anvil shading, X-ray edges, wreath
// foliage, forge coals, curling granite, ice pebble, bottle shading, glass meniscuses, tin shading and
// chalk dust are ordered-dithered (2×2), and checked wrapping, wine-label bands, corks and toothpaste
// crimps are checkered. Dental charts, X-rays, specimens, forge hearths, curling sheets, rink boards,
// ballot papers, wine racks, labels, swatch strips, pegboards and climbing walls are opaque, large flat
// areas with few edges on some draws (specimen paper, label grounds, walls); chairs, bouquets, tongs,
// hockey sticks, signs on a post, glasses, corkscrews, quickdraws, ropes and ice axes are mostly
// transparent. Broad stripes two px wide carry 1-px details on some draws (toothbrush grips, toothpaste
// bands, hog lines, rink rails, wine-label borders). Lying toothbrushes, toothpaste, one-row charts,
// horseshoe rails, curling sheets, rink boards, lying bottles, one-row racks, screws and bolts are thin
// strips; standing toothbrushes, bouquets, hockey sticks, signs on a post, bottles, swatch strips,
// quickdraws and ice axes are tall ones; teeth, horseshoes, curling stones, skates, rosettes, glasses,
// grapes, wreaths, screws, paint tins, carabiners and chalk bags are tiny (8 to 15 px) on some draws.
// Held back: scored once at the end of a round (bench/lib/wide/splits.ts).
import type { RGBAImage } from '@threadbit/pixelart'
import { uniform, type Random } from '../../../packages/pixelart/src/recover/testing/degrade.ts'
import {
  bar,
  bayer,
  begin,
  colourCount,
  ellipse,
  flipped,
  frame,
  hexes,
  HUES,
  INKS,
  int,
  line,
  mix,
  pick,
  polygon,
  rect,
  ring,
  rotated,
  roundedBox,
  scale,
  solid,
  tint,
  trimmed,
  WHITES,
  type Canvas,
  type RGB,
  type SpriteGenerator,
} from './canvas.ts'

type Pt = [number, number]
type Draw = SpriteGenerator['draw']

const WHITE: RGB = [255, 255, 255]
/** A colour a share `k` of the way to white. */
const pale = (c: RGB, k = 0.35): RGB => mix(c, WHITE, k)
const deep = (c: RGB, k = 0.68): RGB => scale(c, k)
const STEELS = hexes(0xa6aeb6, 0x9098a2, 0xbcc4ca)
const TIMBERS = hexes(0x9c6a3a, 0xb8864e, 0x7a5230, 0xc89a64)
const PAPERS = hexes(0xf6f0de, 0xf2eee6, 0xfaf2e0, 0xeee8d4)

// A squat four-row pixel font of this file: glyphs one to five columns wide, rows separated by spaces.
const GLYPHS: Record<string, string> = {
  A: '.#. #.# ### #.#',
  B: '##. ### #.# ###',
  C: '### #.. #.. ###',
  D: '##. #.# #.# ##.',
  E: '### ##. #.. ###',
  F: '### ##. #.. #..',
  G: '##. #.. #.# ###',
  H: '#.# ### #.# #.#',
  I: '# # # #',
  J: '..# ..# #.# ##.',
  K: '#.# ##. #.# #.#',
  L: '#.. #.. #.. ###',
  M: '#...# ##.## #.#.# #...#',
  N: '#..# ##.# #.## #..#',
  O: '### #.# #.# ###',
  P: '### #.# ### #..',
  Q: '### #.# ##. .##',
  R: '### #.# ##. #.#',
  S: '.## #.. ..# ##.',
  T: '### .#. .#. .#.',
  U: '#.# #.# #.# ###',
  V: '#.# #.# #.# .#.',
  W: '#...# #.#.# #.#.# .#.#.',
  X: '#.# .#. #.# #.#',
  Y: '#.# #.# .#. .#.',
  Z: '### ..# #.. ###',
  '0': '.#. #.# #.# .#.',
  '1': '.# ## .# .#',
  '2': '##. ..# .#. ###',
  '3': '### .## ..# ###',
  '4': '#.# #.# ### ..#',
  '5': '### ##. ..# ##.',
  '6': '#.. ### #.# ###',
  '7': '### ..# .#. .#.',
  '8': '### ### #.# ###',
  '9': '### #.# ### ..#',
  '.': '. . . #',
  ':': '. # . #',
  '-': '.. ## .. ..',
  '+': '... .#. ### .#.',
  '/': '..# .#. .#. #..',
  ' ': '.. .. .. ..',
}
const glyph = (ch: string) => (GLYPHS[ch] ?? (GLYPHS[' '] as string)).split(' ')
/** How wide `text` prints at `k` times size. */
function textWidth(text: string, k = 1): number {
  let w = 0
  for (const ch of text) w += ((glyph(ch)[0] as string).length + 1) * k
  return Math.max(0, w - k)
}
/** Prints `text` with its top left at (x, y), each font pixel a k×k block. */
function write(canvas: Canvas, text: string, x: number, y: number, c: RGB, k = 1) {
  let cx = Math.round(x)
  y = Math.round(y)
  for (const ch of text) {
    const g = glyph(ch)
    g.forEach((row, ry) => {
      for (let rx = 0; rx < row.length; rx++)
        if (row[rx] === '#') rect(canvas, cx + rx * k, y + ry * k, cx + rx * k + k - 1, y + ry * k + k - 1, c)
    })
    cx += ((g[0] as string).length + 1) * k
  }
}
const writeCentred = (canvas: Canvas, text: string, cx: number, y: number, c: RGB, k = 1) =>
  write(canvas, text, Math.round(cx - (textWidth(text, k) - 1) / 2), y, c, k)
/** One of the words that fits in `room` pixels at size k, or undefined. */
function fitting(random: Random, words: readonly string[], room: number, k = 1): string | undefined {
  const ok = words.filter((w) => textWidth(w, k) <= room)
  return ok.length ? pick(random, ok) : undefined
}

/** A polyline of 1-px Bresenham segments. */
function path(canvas: Canvas, points: Pt[], c: RGB) {
  for (let i = 1; i < points.length; i++) {
    const [a, b] = [points[i - 1] as Pt, points[i] as Pt]
    line(canvas, a[0], a[1], b[0], b[1], c)
  }
}
/** The 1-px rim of a filled ellipse (its pixels with a 4-neighbour outside), only where `keep` allows. */
function rim(
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
      if (inE(x, y) && (!inE(x + 1, y) || !inE(x - 1, y) || !inE(x, y + 1) || !inE(x, y - 1)) && keep(x, y))
        canvas.set(x, y, c)
}
/** A 1-px spiral from radius r0 inward over `turns` turns, starting at angle a0. */
function spiral(
  canvas: Canvas,
  cx: number,
  cy: number,
  r0: number,
  turns: number,
  a0: number,
  c: RGB,
  sense = 1,
) {
  const points: Pt[] = []
  const end = turns * 2 * Math.PI
  for (let t = 0; t <= end; t += 0.08) {
    const r = r0 * (1 - t / end)
    const p: Pt = [
      Math.round(cx + r * Math.cos(a0 + sense * t)),
      Math.round(cy + r * Math.sin(a0 + sense * t)),
    ]
    const last = points[points.length - 1]
    if (!last || last[0] !== p[0] || last[1] !== p[1]) points.push(p)
  }
  path(canvas, points, c)
}
/** A checkerboard of two colours (null: left alone) in cells `cell` px square. */
function checker(
  canvas: Canvas,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  a: RGB | null,
  b: RGB | null,
  cell = 1,
) {
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++) {
      const c = (Math.floor((x - x0) / cell) + Math.floor((y - y0) / cell)) % 2 ? b : a
      if (c) canvas.set(x, y, c)
    }
}
/** Repaints the opaque pixels of colour `from` whose pixel above is not `from` (a lit top edge). */
function litTops(canvas: Canvas, from: RGB, to: RGB) {
  const same = (x: number, y: number) => {
    if (!canvas.opaque(x, y)) return false
    const o = (y * canvas.width + x) * 4
    return canvas.data[o] === from[0] && canvas.data[o + 1] === from[1] && canvas.data[o + 2] === from[2]
  }
  const hits: Pt[] = []
  for (let y = 0; y < canvas.height; y++)
    for (let x = 0; x < canvas.width; x++) if (same(x, y) && !same(x, y - 1)) hits.push([x, y])
  for (const [x, y] of hits) canvas.set(x, y, to)
}
/** Sets a pixel only where the canvas is still transparent. */
function under(canvas: Canvas, x: number, y: number, c: RGB) {
  if (!canvas.opaque(x, y)) canvas.set(x, y, c)
}
/** Outlined for an `outline` share of draws (on transparency only), mirrored for a `mirror` share, trimmed. */
function done(canvas: Canvas, random: Random, ink: RGB, outline: number, mirror = 0.5): RGBAImage {
  if (random() < outline) canvas.outline(ink, null)
  return trimmed(random() < mirror ? flipped(canvas) : canvas)
}

/** Whether a drawing keeps to this split's rules: 8 to 120 px a side and 3 to 10 colours. */
function keeps(image: RGBAImage): boolean {
  if (Math.min(image.width, image.height) < 8 || Math.max(image.width, image.height) > 120) return false
  const n = colourCount(image)
  return n >= 3 && n <= 10
}
/** A generator that draws again from the same stream until the drawing keeps the rules (thirty tries). */
const kept =
  (draw: Draw): Draw =>
  (random) => {
    let image = draw(random)
    for (let tries = 1; tries < 30 && !keeps(image); tries++) image = draw(random)
    return image
  }

// ---- the dentist -------------------------------------------------------------------------------------

const ENAMELS = hexes(0xf6f4ec, 0xf4f0e2, 0xfaf8f0)
const GUMS = hexes(0xe27c88, 0xd66a7a, 0xec8c94)
const MINTS = hexes(0x4cc4b0, 0x4aa8dc, 0x62c87a)
const SPARKS = hexes(0xfff6a0, 0xdff4ff)

/** A molar (two roots, a notched crown) or an incisor (a shovel crown, one root), with a sparkle or a cavity. */
function tooth(random: Random, ink: RGB): RGBAImage {
  const tiny = random() < 0.35
  const H = tiny ? int(random, 9, 15) : int(random, 16, 64)
  const W = Math.max(8, Math.round(H * uniform(random, 0.62, 0.9)))
  const molar = random() < 0.6
  const m = 3
  const canvas = begin(W + 2 * m, H + 2 * m, null)
  const enamel = tint(random, ENAMELS)
  const shade = mix(enamel, [150, 162, 180], 0.4)
  const root = mix(enamel, [226, 190, 130], 0.4)
  const crown = molar ? 0.55 : 0.48
  const inTooth = (u: number, v: number) => {
    if (u < 0 || u > 1 || v < 0 || v > 1) return false
    if (v <= crown) {
      if (molar) {
        if (v < 0.09 && Math.abs(u - 0.5) < 0.11) return false
        const r = 0.18
        const cu = Math.min(u, 1 - u)
        return !(v < r && cu < r) || Math.hypot(cu - r, v - r) <= r
      }
      const half = 0.5 - 0.14 * (v / crown)
      if (v < 0.06 && Math.abs(u - 0.5) > half - 0.08) return false
      return Math.abs(u - 0.5) <= half
    }
    const t = (v - crown) / (1 - crown)
    if (molar) {
      const half = 0.19 * (1 - 0.72 * t)
      return Math.abs(u - (0.27 - 0.05 * t)) <= half || Math.abs(u - (0.73 + 0.05 * t)) <= half
    }
    return Math.abs(u - 0.5) <= 0.36 * (1 - 0.8 * t)
  }
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const [u, v] = [(x + 0.5) / W, (y + 0.5) / H]
      if (!inTooth(u, v)) continue
      const base = v <= crown ? enamel : root
      canvas.set(x + m, y + m, bayer(x, y) < (u - 0.6) / 0.22 ? shade : base)
    }
  if (!tiny || random() < 0.5)
    line(
      canvas,
      m + Math.round(W * 0.22),
      m + Math.round(H * 0.12),
      m + Math.round(W * 0.22),
      m + Math.round(H * crown * 0.7),
      WHITE,
    )
  if (random() < 0.35) {
    const gy = m + Math.round(H * crown)
    for (let x = m - 1; x <= m + W; x++)
      for (let y = gy; y <= gy + (tiny ? 0 : 1); y++)
        if (canvas.opaque(x, y) || canvas.opaque(x, y - 1)) canvas.set(x, y, tint(random, GUMS.slice(0, 1)))
  }
  const decay = random() < 0.35
  if (decay) {
    const cx = m + int(random, Math.round(W * 0.3), Math.round(W * 0.6))
    const cy = m + int(random, Math.round(H * 0.12), Math.round(H * crown * 0.7))
    rect(canvas, cx, cy, cx + (tiny ? 0 : 1), cy + (tiny ? 0 : 1), [92, 62, 40])
  }
  if (random() < 0.9) canvas.outline(ink, null)
  if (!decay && random() < 0.6) {
    const spark = pick(random, SPARKS)
    const [sx, sy] = [W + m, m]
    for (const [dx, dy] of [
      [0, 0],
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as Pt[])
      under(canvas, sx + dx, sy + dy, spark)
    if (!tiny)
      for (const [dx, dy] of [
        [2, 0],
        [-2, 0],
        [0, 2],
        [0, -2],
      ] as Pt[])
        under(canvas, sx + dx, sy + dy, spark)
  }
  return done(canvas, random, ink, 0)
}

/** A toothbrush lying down (a thin strip) or standing (a tall one), with striped paste on some. */
function toothbrush(random: Random, ink: RGB): RGBAImage {
  const L = int(random, 28, 110)
  const t = int(random, 3, 5)
  const bh = int(random, 5, 9)
  const paste = random() < 0.5
  const ph = paste ? 2 : 0
  const canvas = begin(L + 2, ph + bh + t + 2, null)
  const [body, grip] = [tint(random, HUES), tint(random, [...HUES, ...WHITES])]
  const bristles = [tint(random, WHITES), tint(random, MINTS)]
  const hw = Math.min(int(random, 12, 22), Math.floor(L / 3))
  const hy = 1 + ph + bh
  for (let x = 1; x <= L; x++) {
    const neck = x > hw && x < hw + Math.round(L * 0.18)
    const y0 = hy + (neck ? 1 : 0)
    for (let y = y0; y < hy + t; y++) canvas.set(x, y, body)
  }
  canvas.set(L, hy, null)
  canvas.set(L, hy + t - 1, null)
  line(canvas, hw + Math.round(L * 0.18), hy, L - 1, hy, pale(body, 0.45))
  const gs = hw + Math.round(L * 0.3)
  const ge = Math.min(L - 3, gs + int(random, 8, 20))
  if (random() < 0.7)
    for (let x = gs; x <= ge; x++) if (((x - gs) >> 1) % 2 === 0) line(canvas, x, hy + 1, x, hy + t - 1, grip)
  for (let x = 2; x < hw; x++) {
    if (x % 3 === 1) continue
    line(canvas, x, 1 + ph, x, hy - 1, bristles[Math.floor(x / 3) % 2] as RGB)
  }
  if (paste) {
    const pc = [tint(random, WHITES), bristles[1] as RGB, tint(random, HUES)]
    for (let x = 2; x < hw; x++) {
      canvas.set(x, 2, pc[Math.floor(x / 2) % 3] as RGB)
      if (x % 4 < 2 && x < hw - 1) canvas.set(x, 1, pc[(Math.floor(x / 2) + 1) % 3] as RGB)
    }
  }
  if (random() < 0.5) canvas.outline(ink, null)
  return trimmed(
    random() < 0.35
      ? rotated(random() < 0.5 ? flipped(canvas) : canvas)
      : random() < 0.5
        ? flipped(canvas)
        : canvas,
  )
}

const PASTES = ['MINT', 'FRESH', 'PASTE', 'DENT', 'WHITE', 'CARE', 'SMILE', 'ZING', 'GUMS']

/** A tube of toothpaste: a crimped end, a printed body with broad stripes, a ridged cap. */
function toothpaste(random: Random, ink: RGB): RGBAImage {
  const L = int(random, 22, 96)
  const h = Math.max(9, Math.min(26, Math.round(L * uniform(random, 0.22, 0.34))))
  const canvas = begin(L + 2, h + 2, null)
  const body = tint(random, WHITES)
  const [s1, s2] = [tint(random, HUES), tint(random, MINTS)]
  const cap = tint(random, [...HUES, ...hexes(0xf2f2f2, 0x2a2a30)])
  const cw = int(random, 4, Math.max(4, Math.min(10, Math.round(L / 6))))
  const sl = int(random, 2, 4)
  const bodyEnd = L - cw - sl
  const taper = int(random, 0, 2)
  for (let x = 1; x <= bodyEnd; x++) {
    const d = Math.round(taper * (1 - (x - 1) / Math.max(1, bodyEnd - 1)))
    rect(canvas, x, 1 + d, x, h - d, body)
  }
  for (let x = 1; x <= 3; x++)
    for (let y = 1; y <= h; y++) canvas.set(x, y, (y + x) % 2 ? body : deep(body, 0.84))
  line(canvas, 4, 1 + taper, 4, h - taper, deep(body, 0.84))
  const mid = (1 + h) / 2
  for (let i = 1; i <= sl; i++) {
    const half = (h / 2) * (1 - (0.45 * i) / sl)
    rect(canvas, bodyEnd + i, Math.round(mid - half), bodyEnd + i, Math.round(mid + half) - 1, body)
  }
  const ch = Math.max(3, Math.round(h * 0.55))
  for (let x = bodyEnd + sl + 1; x <= L; x++)
    rect(
      canvas,
      x,
      Math.round(mid - ch / 2),
      x,
      Math.round(mid + ch / 2) - 1,
      (x - bodyEnd) % 2 ? cap : deep(cap, 0.75),
    )
  const sy = h - Math.max(3, Math.round(h * 0.3))
  for (let y = sy; y <= h - 1; y++) line(canvas, 6, y, bodyEnd - 1, y, Math.floor((y - sy) / 2) % 2 ? s2 : s1)
  const room = bodyEnd - 8
  const word = fitting(random, PASTES, room, h >= 20 ? 2 : 1)
  if (word && sy - 2 >= 5) {
    const k = h >= 20 ? 2 : 1
    const ty = Math.max(2, Math.round((1 + sy - 1 - 4 * k) / 2))
    writeCentred(canvas, word, (6 + bodyEnd) / 2, ty, s1, k)
  }
  line(canvas, 5, h, bodyEnd, h, deep(body, 0.84))
  return done(canvas, random, ink, 0.7, 0)
}

/** A dental chart: one or two rows of numbered tooth boxes with marks, on paper, under a heading on some. */
function dentalChart(random: Random, ink: RGB): RGBAImage {
  let n = int(random, 4, 8)
  const bw = int(random, 5, 7)
  const bh = int(random, 6, 9)
  while (2 * n * bw + 9 > 120) n--
  const two = random() < 0.7
  const head = random() < 0.5
  const W = 2 * n * bw + 9
  const H = 2 + (head ? 9 : 0) + (two ? 2 * (bh + 6) + 2 : bh + 6) + 2
  const paper = tint(random, PAPERS)
  const canvas = begin(W, H, paper)
  const [red, blue] = [tint(random, hexes(0xc8283a, 0xd23a2a)), tint(random, hexes(0x2a4aa8, 0x1e6ab0))]
  let y = 2
  if (head) {
    const band = tint(random, hexes(0x2a6a8a, 0x3a8a5a, 0x6a3a8a, 0x8a2a3a))
    rect(canvas, 0, 0, W - 1, 8, band)
    const word = fitting(
      random,
      ['DENTAL CHART', 'CHART', 'ORAL', 'ANNA B', 'TOM K', 'RECALL', 'EXAM 2'],
      W - 6,
    )
    if (word) write(canvas, word, 3, 2, paper)
    y = 11
  }
  const xOf = (i: number) => 3 + i * bw + (i >= n ? 2 : 0)
  const rowOf = (top: number, below: boolean) => {
    const by = below ? top : top + 5
    for (let i = 0; i < 2 * n; i++) {
      const x = xOf(i)
      frame(canvas, x, by, x + bw, by + bh, ink)
      const num = String(i < n ? n - i : i - n + 1)
      writeCentred(canvas, num, x + bw / 2, below ? by + bh + 2 : top, ink)
      const r = random()
      const [ix0, iy0, ix1, iy1] = [x + 1, by + 1, x + bw - 1, by + bh - 1]
      if (r < 0.14) ellipse(canvas, (ix0 + ix1) / 2, (iy0 + iy1) / 2, 1.2, 1.2, solid(red))
      else if (r < 0.26) {
        line(canvas, ix0, iy0, ix1, iy1, blue)
        line(canvas, ix1, iy0, ix0, iy1, blue)
      } else if (r < 0.36) rect(canvas, ix0, iy0, ix1, Math.floor((iy0 + iy1) / 2), blue)
      else if (r < 0.43) rim(canvas, (ix0 + ix1) / 2, (iy0 + iy1) / 2, (ix1 - ix0) / 2, (iy1 - iy0) / 2, red)
    }
    return by + bh
  }
  const top = y
  let bottom = rowOf(y, false)
  if (two) bottom = rowOf(bottom + 3, true) + 6
  line(canvas, xOf(n) - 1, top + 5, xOf(n) - 1, Math.min(H - 2, bottom), red)
  return trimmed(canvas)
}

/** A dentist's chair side on: a reclined seat on a column, a lamp on a jointed arm, a spittoon and a tray. */
function dentalChair(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 40, 110)
  const H = Math.min(112, Math.round(W * uniform(random, 0.7, 1)))
  const canvas = begin(W + 2, H + 2, null)
  const uph = tint(random, hexes(0x3a8ad0, 0x2ab0a0, 0xd06a3a, 0x8a5ac8, 0x4a4a58, 0xc83a5a))
  const shell = tint(random, WHITES)
  const metal = tint(random, STEELS)
  const th = Math.max(3, Math.round(W / 16))
  const gy = H
  const bx = Math.round(W * 0.55)
  const sy = Math.round(gy - H * 0.32)
  rect(canvas, bx - Math.round(W * 0.17), gy - 1, bx + Math.round(W * 0.17), gy, metal)
  rect(canvas, bx - Math.ceil(th / 2), sy, bx + Math.ceil(th / 2), gy - 2, shell)
  const [sx0, sx1] = [bx - Math.round(W * 0.2), bx + Math.round(W * 0.12)]
  bar(canvas, sx0, sy - th / 2, sx1, sy - th / 2, th, uph)
  const a = uniform(random, 0.35, 1.0)
  const lb = W * 0.32
  const [hx, hy] = [sx0 - lb * Math.cos(a), sy - th / 2 - lb * Math.sin(a)]
  bar(canvas, sx0, sy - th / 2, hx, hy, th, uph)
  const a2 = a + uniform(random, -0.4, 0.3)
  bar(canvas, hx, hy, hx - W * 0.08 * Math.cos(a2), hy - W * 0.08 * Math.sin(a2), Math.max(2, th - 1), uph)
  const b = uniform(random, 0.35, 0.8)
  const [fx, fy] = [sx1 + W * 0.3 * Math.cos(b), sy - th / 2 + W * 0.3 * Math.sin(b)]
  bar(canvas, sx1, sy - th / 2, fx, fy, th, uph)
  bar(canvas, fx - 1, fy + 1, fx + th * Math.sin(b), fy + th - th * Math.cos(b) + 1, 2, shell)
  litTops(canvas, uph, pale(uph, 0.4))
  const px = bx + Math.round(W * 0.3)
  const ptop = Math.max(2, Math.round(H * 0.08))
  rect(canvas, px, ptop, px + 1, gy - 2, metal)
  const [ex, ey] = [px - W * uniform(random, 0.15, 0.3), ptop + H * uniform(random, 0.05, 0.2)]
  const [lx, ly] = [ex - W * uniform(random, 0.1, 0.25), ey + H * uniform(random, 0.05, 0.2)]
  path(
    canvas,
    [
      [px, ptop],
      [ex, ey],
      [lx, ly],
    ],
    metal,
  )
  ellipse(canvas, lx, ly + 1, Math.max(2, W / 22), Math.max(1.5, W / 36), solid(shell))
  line(
    canvas,
    lx - Math.max(1, W / 30),
    ly + 2 + Math.max(1, W / 40),
    lx + Math.max(1, W / 30),
    ly + 2 + Math.max(1, W / 40),
    pick(random, SPARKS),
  )
  if (random() < 0.7) {
    const tx = px + 3
    const ty = sy - 3
    line(canvas, px + 1, ty + 2, tx + 2, ty + 2, metal)
    rect(canvas, tx, ty, Math.min(W, tx + 8), ty + 1, shell)
    for (let i = 0; i < 3 && tx + 2 + 2 * i < W; i++)
      line(canvas, tx + 1 + 2 * i, ty - 1, tx + 2 + 2 * i + (i % 2), ty - 2 - (i % 2), ink)
  }
  if (random() < 0.6) {
    const cx = bx + Math.round(W * 0.12)
    line(canvas, bx, sy + 3, cx, sy + 3, metal)
    ellipse(canvas, cx + 2, sy + 1, 2.5, 1.5, solid(shell))
    line(canvas, cx + 1, sy, cx + 3, sy, deep(shell, 0.7))
  }
  return done(canvas, random, ink, 0.5)
}

/** A bitewing X-ray: upper and lower teeth in pale bone on a dark film, edges dithered, fillings bright. */
function xray(random: Random, _ink: RGB): RGBAImage {
  const W = int(random, 24, 100)
  const H = Math.max(16, Math.round(W * uniform(random, 0.55, 0.8)))
  const canvas = begin(W, H, null)
  const film = tint(random, hexes(0x141c24, 0x18181e, 0x10202a))
  roundedBox(canvas, 0, 0, W - 1, H - 1, int(random, 1, 3), film)
  const bone = tint(random, hexes(0xc8ccd0, 0xbcc4c8, 0xd0ccc0))
  const pulp = mix(bone, film, 0.55)
  const bright = WHITE
  const n = int(random, 3, 6)
  const tw = W / n
  const mid = Math.round(H / 2)
  const ch = Math.max(3, Math.round(H * 0.2))
  for (const upper of [true, false]) {
    for (let i = -1; i <= n; i++) {
      const cx = (i + 0.5) * tw + (upper ? 0 : tw * 0.35)
      const half = tw * 0.42
      for (let y = 2; y < H - 2; y++) {
        if (upper ? y >= mid : y <= mid) continue
        const fromMid = upper ? mid - 1 - y : y - mid - 1
        const rootLen = (upper ? mid - 3 : H - mid - 4) - ch
        const w =
          fromMid < ch ? half : half * Math.max(0.15, 1 - (0.75 * (fromMid - ch)) / Math.max(1, rootLen))
        for (let x = Math.floor(cx - w); x <= Math.ceil(cx + w); x++) {
          if (x < 1 || x > W - 2 || Math.abs(x + 0.5 - cx) > w) continue
          const edge = w - Math.abs(x + 0.5 - cx) < 1.2
          if (edge && bayer(x, y) < 0.5) continue
          canvas.set(x, y, fromMid >= ch && Math.abs(x + 0.5 - cx) < 0.7 ? pulp : bone)
        }
      }
      if (random() < 0.3) {
        const fy = upper ? mid - 1 - Math.round(ch / 2) : mid + 1 + Math.round(ch / 2)
        ellipse(canvas, cx, fy, Math.max(1, tw * 0.2), Math.max(0.8, ch * 0.3), solid(bright))
      }
    }
  }
  if (random() < 0.6) rim(canvas, 3.5, 3.5, 1.5, 1.5, pulp)
  return trimmed(canvas)
}

/** The dentist: a tooth, a toothbrush, toothpaste, a chart, a chair or an X-ray. */
const dentistSprite: Draw = (random) =>
  pick(random, [tooth, tooth, toothbrush, toothpaste, dentalChart, dentalChair, xray])(
    random,
    tint(random, INKS),
  )

// ---- the florist -------------------------------------------------------------------------------------

const PETALS = hexes(0xe0324a, 0xf07aa8, 0xf6d23a, 0xf4f2ee, 0x8a52c8, 0xf08a2a, 0xc82a7a, 0x5a7ae0)
const STEMS = hexes(0x3a8a3a, 0x4a9a2e, 0x2e7a4a)
const LEAVES = hexes(0x2a6a2e, 0x3e7e26, 0x22603e)
const WRAPS = hexes(0xc8a070, 0xf2e6d0, 0xe8c8d8, 0xcfe0ec, 0xd8d0f0)
const RIBBONS = hexes(0xd02a3a, 0x2a5ac8, 0xe8b020, 0x9a3ab0, 0x2a9a6a)

type Head = 'daisy' | 'tulip' | 'rose' | 'ball' | 'spray'
/** One flower head of radius r at (x, y): rayed, cupped, curled, round or a spray of dots. */
function flower(
  canvas: Canvas,
  random: Random,
  x: number,
  y: number,
  r: number,
  kind: Head,
  petal: RGB,
  eye: RGB,
  ink: RGB,
) {
  if (kind === 'daisy') {
    const n = r < 3 ? 6 : int(random, 8, 12)
    for (let i = 0; i < n; i++) {
      const a = (i / n) * 2 * Math.PI + uniform(random, 0, 0.3)
      line(canvas, x, y, x + r * Math.cos(a), y + r * Math.sin(a), petal)
    }
    ellipse(canvas, x, y, Math.max(0.6, r / 3.5), Math.max(0.6, r / 3.5), solid(eye))
  } else if (kind === 'tulip') {
    const w = Math.max(1.5, r * 0.8)
    polygon(
      canvas,
      [
        [x - w, y - r],
        [x - w / 3, y - r * 0.45],
        [x, y - r],
        [x + w / 3, y - r * 0.45],
        [x + w, y - r],
        [x + w, y + r * 0.2],
        [x, y + r * 0.75],
        [x - w, y + r * 0.2],
      ],
      petal,
    )
    if (r >= 3) line(canvas, x, y - r * 0.35, x, y + r * 0.45, deep(petal, 0.78))
  } else if (kind === 'rose') {
    ellipse(canvas, x, y, r, r * 0.9, solid(petal))
    if (r >= 2.5) spiral(canvas, x, y, r * 0.8, 1.6, uniform(random, 0, 6), ink)
    else canvas.set(Math.round(x), Math.round(y), ink)
  } else if (kind === 'ball') {
    ellipse(canvas, x, y, r, r, (px, py) => (bayer(px, py) < 0.3 ? pale(petal, 0.4) : petal))
  } else {
    for (let i = 0; i < 3 + r * 2; i++) {
      const a = uniform(random, 0, 2 * Math.PI)
      const d = uniform(random, 0, r)
      canvas.set(Math.round(x + d * Math.cos(a)), Math.round(y + d * Math.sin(a)), petal)
    }
  }
}

/** A bouquet: stems at many slants out of a paper cone (plain, striped or checked), tied with a bow. */
function bouquet(random: Random, ink: RGB): RGBAImage {
  const H = int(random, 30, 118)
  const W = Math.max(16, Math.min(100, Math.round(H * uniform(random, 0.55, 0.85))))
  const canvas = begin(W + 2, H + 2, null)
  const kinds = Array.from({ length: int(random, 1, 3) }, () =>
    pick(random, ['daisy', 'tulip', 'rose', 'ball', 'spray'] as const),
  )
  const petals = kinds.map(() => tint(random, PETALS))
  const eye = tint(random, hexes(0xf0c020, 0x6a4a1a))
  const [stem, leaf] = [tint(random, STEMS), tint(random, LEAVES)]
  const wrap = tint(random, WRAPS)
  const wrap2 = deep(wrap, 0.8)
  const cx = W / 2 + 1
  const coneTop = Math.round(H * uniform(random, 0.4, 0.55))
  const apex: Pt = [cx, H]
  const heads: [number, number, number][] = []
  const count = int(random, 4, Math.max(5, Math.round(W / 5)))
  const r = Math.max(1.5, Math.min(7, W / uniform(random, 9, 14)))
  for (let i = 0; i < count; i++) {
    const hx = uniform(random, r + 1, W - r + 1)
    const hy = uniform(random, r + 1, coneTop - r * 0.5)
    heads.push([hx, hy, i % kinds.length])
    line(canvas, hx, hy, apex[0] + uniform(random, -2, 2), coneTop + (H - coneTop) * 0.6, stem)
  }
  for (let i = 0; i < Math.round(count / 2); i++) {
    const lx = uniform(random, 3, W - 2)
    const ly = uniform(random, coneTop * 0.5, coneTop)
    ellipse(canvas, lx, ly, Math.max(1, r * 0.6), Math.max(0.6, r * 0.3), solid(leaf))
  }
  heads.sort((a, b) => a[1] - b[1])
  for (const [hx, hy, k] of heads)
    flower(canvas, random, hx, hy, r, kinds[k] as Head, petals[k] as RGB, eye, ink)
  const half = W * uniform(random, 0.36, 0.5)
  const cone: Pt[] = [
    [cx - half, coneTop - 2],
    [cx + half, coneTop + 2],
    [cx + 1, H + 1],
    [cx - 1, H + 1],
  ]
  const style = pick(random, ['plain', 'stripes', 'check'] as const)
  polygon(canvas, cone, wrap)
  if (style !== 'plain')
    for (let y = coneTop - 3; y <= H; y++)
      for (let x = 0; x <= W + 1; x++) {
        if (!canvas.opaque(x, y) || y < coneTop - 3) continue
        const o = (y * canvas.width + x) * 4
        if (canvas.data[o] !== wrap[0] || canvas.data[o + 1] !== wrap[1] || canvas.data[o + 2] !== wrap[2])
          continue
        const on =
          style === 'stripes'
            ? Math.floor((x + y) / 2) % 2 === 0
            : (Math.floor(x / 2) + Math.floor(y / 2)) % 2 === 0
        if (on) canvas.set(x, y, wrap2)
      }
  line(canvas, cx - half, coneTop - 2, cx + 1, H + 1, deep(wrap, 0.6))
  const ry = Math.round(coneTop + (H - coneTop) * 0.55)
  const ribbon = tint(random, RIBBONS)
  const rw = Math.max(2, Math.round(half * 0.45))
  rect(canvas, cx - rw, ry, cx + rw, ry + 1, ribbon)
  const bs = Math.max(2, Math.round(W / 10))
  polygon(
    canvas,
    [
      [cx, ry + 1],
      [cx - bs * 1.6, ry - bs],
      [cx - bs * 1.6, ry + bs + 1],
    ],
    ribbon,
  )
  polygon(
    canvas,
    [
      [cx + 1, ry + 1],
      [cx + 1 + bs * 1.6, ry - bs],
      [cx + 1 + bs * 1.6, ry + bs + 1],
    ],
    ribbon,
  )
  line(canvas, cx, ry + 2, cx - bs, ry + 2 + bs * 1.5, ribbon)
  line(canvas, cx + 1, ry + 2, cx + 1 + bs, ry + 2 + bs * 1.5, ribbon)
  return done(canvas, random, ink, 0.4)
}

/** Zinc buckets of cut flowers, alone or in a row on a shelf, each with a price card. */
function buckets(random: Random, ink: RGB): RGBAImage {
  const n = random() < 0.3 ? 1 : int(random, 2, 5)
  const bw = int(random, 9, n === 1 ? 30 : Math.max(9, Math.min(22, Math.floor(110 / n) - 2)))
  const bh = Math.max(7, Math.round(bw * uniform(random, 0.7, 1.0)))
  const fh = int(random, 5, Math.max(6, Math.round(bh * 1.6)))
  const W = n * (bw + 2) + 2
  const H = bh + fh + 5
  const canvas = begin(W + 2, H + 2, null)
  const zinc = tint(random, STEELS)
  const [zd, zl] = [deep(zinc, 0.78), pale(zinc, 0.4)]
  const stem = tint(random, STEMS)
  const eye = tint(random, hexes(0xf0c020))
  const kinds = [
    pick(random, ['daisy', 'tulip', 'rose', 'ball', 'spray'] as const),
    pick(random, ['daisy', 'tulip', 'rose', 'ball'] as const),
  ]
  const petals = [tint(random, PETALS), tint(random, PETALS)]
  const card = tint(random, WHITES)
  const top = H - bh - 1
  for (let i = 0; i < n; i++) {
    const x0 = 2 + i * (bw + 2)
    const k = i % 2
    for (let j = 0; j < Math.max(3, Math.round(bw / 2.5)); j++) {
      const hx = uniform(random, x0 + 1, x0 + bw - 1)
      const hy = uniform(random, top - fh + 2, top - 2)
      line(canvas, hx, hy, x0 + bw / 2 + uniform(random, -bw / 4, bw / 4), top + 1, stem)
      flower(
        canvas,
        random,
        hx,
        hy,
        Math.max(1.5, Math.min(4, bw / 5)),
        kinds[k] as Head,
        petals[k] as RGB,
        eye,
        ink,
      )
    }
    polygon(
      canvas,
      [
        [x0, top],
        [x0 + bw + 1, top],
        [x0 + bw - 1, H],
        [x0 + 2, H],
      ],
      zinc,
    )
    line(canvas, x0, top, x0 + bw, top, zl)
    for (let y = top + 3; y < H - 1; y += 4) line(canvas, x0 + 1, y, x0 + bw, y, zd)
    for (let y = top + 1; y <= H; y++)
      for (let x = x0 + Math.round(bw * 0.6); x <= x0 + bw; x++)
        if (canvas.opaque(x, y) && bayer(x, y) < 0.5 && y % 4 !== 3 - (top % 4)) canvas.set(x, y, zd)
    if (bw >= 11) {
      const price = pick(random, ['2', '3', '5', '2.50', '4.99', '1.50', '6', '10'])
      const tw = textWidth(price) + 2
      if (tw <= bw - 2) {
        const tx = x0 + Math.round((bw - tw) / 2) + 1
        rect(canvas, tx, top + 2, tx + tw, top + 7, card)
        write(canvas, price, tx + 1, top + 3, ink)
      }
    }
  }
  if (n >= 3) rect(canvas, 0, H + 1, W + 1, H + 1, deep(tint(random, TIMBERS), 0.9))
  return done(canvas, random, ink, 0.3, 0)
}

/** A wreath: a ring of dithered foliage with berries, tied with a bow; tiny on some draws. */
function wreath(random: Random, ink: RGB): RGBAImage {
  const R = random() < 0.3 ? int(random, 5, 7) : int(random, 8, 50)
  const T = Math.max(2, Math.round(R * uniform(random, 0.3, 0.45)))
  const S = 2 * R + 5
  const canvas = begin(S, S + Math.round(R * 0.5), null)
  const c = R + 2
  const [l1, l2] = [tint(random, LEAVES), tint(random, STEMS)]
  const k = int(random, 5, 9)
  const phase = uniform(random, 0, 6)
  ellipse(canvas, c, c, R, R, (x, y) => {
    const d = Math.hypot(x - c, y - c)
    if (d < R - T) return null
    const a = Math.atan2(y - c, x - c)
    return bayer(x, y) < 0.5 + 0.45 * Math.sin(a * k * 2 + d * 1.3 + phase) ? l2 : l1
  })
  const berry = tint(random, hexes(0xd0202a, 0xe8e0e0, 0xe07a20))
  for (let i = 0; i < Math.round(R * 0.9); i++) {
    const a = uniform(random, 0, 2 * Math.PI)
    const d = uniform(random, R - T + 1, R - 1)
    const [bx, by] = [Math.round(c + d * Math.cos(a)), Math.round(c + d * Math.sin(a))]
    canvas.set(bx, by, berry)
    if (R > 18 && random() < 0.5) canvas.set(bx + 1, by, berry)
  }
  if (random() < 0.8) {
    const ribbon = tint(random, RIBBONS)
    const by = c + R - Math.round(T / 2)
    const bs = Math.max(1.5, R / 5)
    polygon(
      canvas,
      [
        [c + 0.5, by + 0.5],
        [c - bs * 1.8, by - bs],
        [c - bs * 1.8, by + bs + 1],
      ],
      ribbon,
    )
    polygon(
      canvas,
      [
        [c + 0.5, by + 0.5],
        [c + 1 + bs * 1.8, by - bs],
        [c + 1 + bs * 1.8, by + bs + 1],
      ],
      ribbon,
    )
    line(canvas, c, by, c - bs, by + bs * 2.5, ribbon)
    line(canvas, c, by, c + bs, by + bs * 2.5, ribbon)
    canvas.set(c, by, deep(ribbon, 0.7))
  }
  return done(canvas, random, ink, 0.4)
}

const BOTANY = ['ROSA', 'IRIS', 'VIOLA', 'LILY', 'ASTER', 'PHLOX', 'SALVIA', 'MALVA', 'ERICA', 'DAHLIA']

/** A pressed flower on a herbarium sheet: 1-px stems and leaf outlines, tape strips and a written label. */
function specimen(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 30, 96)
  const H = Math.min(120, Math.round(W * uniform(random, 1.1, 1.45)))
  const paper = tint(random, PAPERS)
  const canvas = begin(W, H, paper)
  const [stem, petal] = [deep(tint(random, STEMS), 0.85), deep(tint(random, PETALS), 0.85)]
  const tape = mix(paper, [210, 200, 150], 0.45)
  const bx = Math.round(W * uniform(random, 0.35, 0.6))
  const points: Pt[] = []
  let [x, y] = [bx, H - Math.round(H * 0.3)]
  const topY = Math.round(H * 0.16)
  while (y > topY) {
    points.push([x, y])
    y -= int(random, 3, 6)
    x += int(random, -2, 2)
  }
  points.push([x, topY])
  path(canvas, points, stem)
  for (let i = 1; i < points.length - 1; i++) {
    if (random() < 0.45) continue
    const [px, py] = points[i] as Pt
    const side = i % 2 ? 1 : -1
    const lw = Math.max(2, W * uniform(random, 0.08, 0.16))
    const lh = Math.max(1, lw * 0.45)
    rim(canvas, px + side * (lw + 1), py - lh, lw, lh, stem)
    line(canvas, px, py, px + side * lw * 1.6, py - lh, stem)
  }
  const fr = Math.max(3, W * uniform(random, 0.1, 0.16))
  const n = int(random, 5, 7)
  for (let i = 0; i < n; i++) {
    const a = (i / n) * 2 * Math.PI
    rim(canvas, x + Math.cos(a) * fr * 0.75, topY + Math.sin(a) * fr * 0.75, fr * 0.45, fr * 0.45, petal)
  }
  ellipse(canvas, x, topY, fr * 0.3, fr * 0.3, solid(petal))
  for (const [tx, ty] of [
    points[1] ?? [bx, H / 2],
    points[Math.floor(points.length / 2)] ?? [bx, H / 2],
  ] as Pt[])
    rect(canvas, tx - 3, ty - 1, tx + 3, ty, tape)
  const name = fitting(random, BOTANY, W - 8)
  if (name) {
    const lw = Math.max(textWidth(name), textWidth('NO 00')) + 4
    const [lx, ly] = [W - lw - 2, H - 14]
    rect(canvas, lx, ly, lx + lw, ly + 11, WHITE)
    frame(canvas, lx, ly, lx + lw, ly + 11, ink)
    write(canvas, name, lx + 2, ly + 2, ink)
    write(canvas, `NO ${int(random, 10, 99)}`, lx + 2, ly + 6, ink)
  }
  return trimmed(canvas)
}

/** The florist: a bouquet, buckets of cut flowers, a wreath or a pressed specimen. */
const floristSprite: Draw = (random) =>
  pick(random, [bouquet, bouquet, buckets, wreath, specimen])(random, tint(random, INKS))

// ---- the smithy --------------------------------------------------------------------------------------

const IRONS = hexes(0x4a4e56, 0x3e424a, 0x56545a)
const GLOWS = hexes(0xfff08a, 0xffa030, 0xd8401e)

/** An anvil side on (horn, face, waist, feet) on a wooden stump on some, a hot bar or a hammer on it. */
function anvil(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 20, 100)
  const ah = Math.round(W * uniform(random, 0.5, 0.62))
  const stump = random() < 0.55 ? Math.round(W * uniform(random, 0.25, 0.4)) : 0
  const H = ah + stump
  const canvas = begin(W + 2, H + 2, null)
  const iron = tint(random, IRONS)
  const [lit, dark] = [pale(iron, 0.35), deep(iron, 0.7)]
  const P = (u: number, v: number): Pt => [1 + u * W, 1 + v * ah]
  polygon(
    canvas,
    [
      P(0, 0.05),
      P(0.3, 0),
      P(1, 0),
      P(1, 0.24),
      P(0.8, 0.3),
      P(0.7, 0.62),
      P(0.9, 0.8),
      P(0.92, 1),
      P(0.2, 1),
      P(0.24, 0.8),
      P(0.42, 0.62),
      P(0.36, 0.36),
      P(0.3, 0.34),
      P(0.14, 0.2),
    ],
    iron,
  )
  for (let y = 1; y <= ah; y++)
    for (let x = 1; x <= W; x++)
      if (canvas.opaque(x, y) && bayer(x, y) < ((y - 1) / ah - 0.45) * 1.8) canvas.set(x, y, dark)
  line(canvas, 1 + Math.round(0.3 * W), 1, W, 1, lit)
  path(canvas, [P(0.02, 0.05), P(0.3, 0.01)], lit)
  const hx = 1 + Math.round(W * 0.84)
  rect(canvas, hx, 1, hx + Math.max(0, Math.round(W / 40)), 1 + Math.max(0, Math.round(W / 40)), dark)
  if (stump) {
    const wood = tint(random, TIMBERS)
    const x0 = 1 + Math.round(W * 0.14)
    const x1 = 1 + Math.round(W * 0.98)
    rect(canvas, x0, ah + 1, x1, H, wood)
    for (let x = x0 + 2; x < x1; x += int(random, 3, 5))
      line(canvas, x, ah + 2, x, H - int(random, 1, 3), deep(wood, 0.75))
    line(canvas, x0, ah + 1, x1, ah + 1, pale(wood, 0.3))
  }
  const extra = random()
  if (extra < 0.35) {
    const [g0, g1] = [tint(random, GLOWS.slice(1, 2)), pick(random, GLOWS)]
    const y = 0
    rect(canvas, 1 + Math.round(W * 0.35), y, 1 + Math.round(W * 0.85), y, g0)
    line(canvas, 1 + Math.round(W * 0.55), y, 1 + Math.round(W * 0.8), y, g1)
  } else if (extra < 0.7) {
    const wood = tint(random, TIMBERS)
    const a = uniform(random, 0.6, 1.2)
    const [x0, y0] = [1 + W * 0.98, 0]
    const L = ah * 0.9
    const [x1, y1] = [x0 - L * Math.cos(a) * 0.4, y0 + L * Math.sin(a)]
    bar(canvas, x0, y0, x1, Math.min(H, y1), Math.max(2, W / 30), wood)
    bar(canvas, x0 - 3, y0 - 1, x0 + 3, y0 + 1, Math.max(3, W / 18), deep(iron, 0.85))
  }
  return done(canvas, random, ink, 0.6)
}

/** One horseshoe (a U of iron, nail holes, a fuller groove) or a row hung on a rail; tiny on some draws. */
function shoe(canvas: Canvas, cx: number, cy: number, R: number, up: boolean, iron: RGB, hole: RGB) {
  const t = Math.max(2, Math.round(R * 0.38))
  const leg = Math.round(R * 0.55)
  const s = up ? -1 : 1
  for (let y = Math.floor(cy - R - leg); y <= Math.ceil(cy + R + leg); y++)
    for (let x = Math.floor(cx - R); x <= Math.ceil(cx + R); x++) {
      const dy = (y - cy) * s
      const d = dy < 0 ? Math.hypot(x - cx, y - cy) : Math.abs(x - cx)
      if (dy > leg) continue
      if (d <= R && d > R - t) canvas.set(x, y, iron)
    }
  const mid = R - t / 2
  const holes = R >= 6 ? 8 : 4
  for (let i = 0; i < holes; i++) {
    const a = Math.PI * (0.12 + (0.76 * i) / (holes - 1))
    canvas.set(Math.round(cx - mid * Math.cos(a)), Math.round(cy - s * mid * Math.sin(a)), hole)
  }
}
function horseshoes(random: Random, ink: RGB): RGBAImage {
  const iron = tint(
    random,
    IRONS.map((c) => pale(c, 0.2)),
  )
  const hole = deep(iron, 0.55)
  if (random() < 0.5) {
    const R = random() < 0.35 ? int(random, 4, 6) : int(random, 7, 40)
    const canvas = begin(2 * R + 4, 2 * R + 4 + Math.round(R * 0.6), null)
    shoe(canvas, R + 2, R + 2, R, random() < 0.5, iron, hole)
    canvas.set(R + 2 - Math.round(R * 0.6), R + 2 - Math.round(R * 0.6), pale(iron, 0.5))
    return done(canvas, random, ink, 0.7)
  }
  const n = int(random, 2, 6)
  const R = int(random, 4, Math.max(4, Math.min(12, Math.floor(54 / n))))
  const gap = int(random, 1, 4)
  const W = n * (2 * R + gap) + 4
  const canvas = begin(W, 2 * R + 10, null)
  const wood = tint(random, TIMBERS)
  rect(canvas, 0, 1, W - 1, 3, wood)
  line(canvas, 0, 1, W - 1, 1, pale(wood, 0.3))
  for (let i = 0; i < n; i++) {
    const cx = 2 + R + i * (2 * R + gap)
    canvas.set(cx, 2, ink)
    shoe(canvas, cx, R + 4, R, false, iron, hole)
  }
  return done(canvas, random, ink, 0.5)
}

/** A forge: a brick hearth, its coals glowing in dithered bands under a riveted hood, tools on a rail. */
function hearth(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 40, 118)
  const H = Math.min(118, Math.round(W * uniform(random, 0.75, 1.1)))
  const wall = tint(random, hexes(0x5a5048, 0x4a4a50, 0x6a5a4a))
  const canvas = begin(W, H, wall)
  const mortar = deep(wall, 0.75)
  for (let y = 0; y < H; y += 4) {
    line(canvas, 0, y, W - 1, y, mortar)
    for (let x = (y / 4) % 2 ? 0 : 4; x < W; x += 8) line(canvas, x, y, x, y + 3, mortar)
  }
  const brick = tint(random, hexes(0xa0442e, 0x9a5236, 0x8a3a2a))
  const ty = Math.round(H * 0.55)
  const [hx0, hx1] = [Math.round(W * 0.12), Math.round(W * 0.88)]
  rect(canvas, hx0, ty, hx1, H - 1, brick)
  for (let y = ty + 3; y < H; y += 3) {
    line(canvas, hx0, y, hx1, y, deep(brick, 0.7))
    for (let x = hx0 + ((y / 3) % 2 ? 2 : 5); x < hx1; x += 6) canvas.set(x, y + 1, deep(brick, 0.7))
  }
  const coal = hexes(0x221a1a)[0] as RGB
  const fx = (hx0 + hx1) / 2
  const fw = (hx1 - hx0) * 0.34
  const fh = Math.max(3, Math.round(H * 0.12))
  ellipse(canvas, fx, ty, fw, fh, (x, y) => {
    const d = Math.hypot((x - fx) / fw, (y - ty) / fh)
    if (y > ty) return coal
    const g = d < 0.35 ? 0 : d < 0.65 ? 1 : 2
    const c = GLOWS[g] as RGB
    return bayer(x, y) < (d - [0, 0.35, 0.65][g]!) * 2.6 ? (g < 2 ? (GLOWS[g + 1] as RGB) : coal) : c
  })
  const steel = tint(
    random,
    STEELS.map((c) => deep(c, 0.7)),
  )
  const hoodTop = Math.round(H * 0.08)
  const hoodBot = ty - fh - Math.max(3, Math.round(H * 0.1))
  polygon(
    canvas,
    [
      [fx - W * 0.1, hoodTop],
      [fx + W * 0.1, hoodTop],
      [fx + fw * 1.3, hoodBot],
      [fx - fw * 1.3, hoodBot],
    ],
    steel,
  )
  line(canvas, fx - fw * 1.3, hoodBot, fx + fw * 1.3, hoodBot, pale(steel, 0.4))
  for (let x = Math.round(fx - fw * 1.1); x < fx + fw * 1.2; x += 4)
    canvas.set(x, hoodBot - 2, pale(steel, 0.4))
  rect(canvas, Math.round(fx - W * 0.06), 0, Math.round(fx + W * 0.06), hoodTop, steel)
  if (random() < 0.75) {
    const ry = Math.round(H * 0.18)
    line(canvas, 1, ry, hx0 + 4, ry, steel)
    for (let x = 3; x < hx0 + 2; x += 4)
      line(
        canvas,
        x,
        ry + 1,
        x + int(random, -1, 1),
        ry + int(random, 6, Math.max(7, Math.round(H * 0.3))),
        ink,
      )
  }
  return trimmed(canvas)
}

/** Tongs and a hammer crossed at a slant, or a scroll bracket holding a hanging sign. */
function tongs(random: Random, ink: RGB): RGBAImage {
  const S = int(random, 24, 100)
  const canvas = begin(S + 2, S + 2, null)
  const iron = tint(random, IRONS)
  const wood = tint(random, TIMBERS)
  const a = uniform(random, 0.4, 1.2)
  const [cx, cy] = [S / 2 + 1, S / 2 + 1]
  const L = S * 0.48
  const dir = (t: number): Pt => [Math.cos(t), Math.sin(t)]
  const [dx, dy] = dir(a)
  const spread = uniform(random, 0.04, 0.1)
  for (const s of [-1, 1]) {
    const [ex, ey] = dir(a + s * spread)
    line(canvas, cx, cy, cx - ex * L, cy - ey * L, iron)
    const [jx, jy] = dir(a - s * spread * 0.6)
    path(
      canvas,
      [
        [cx, cy],
        [cx + jx * L * 0.45, cy + jy * L * 0.45],
        [cx + dx * L * 0.55 + s * dy * 2, cy + dy * L * 0.55 - s * dx * 2],
      ],
      iron,
    )
  }
  ellipse(canvas, cx, cy, 1, 1, solid(pale(iron, 0.4)))
  const b = Math.PI - a + uniform(random, -0.3, 0.3)
  const [hx, hy] = dir(b)
  bar(canvas, cx - hx * L, cy - hy * L, cx + hx * L * 0.6, cy + hy * L * 0.6, Math.max(2, S / 28), wood)
  const [px, py] = [cx + hx * L * 0.6, cy + hy * L * 0.6]
  const hw = Math.max(3, S / 7)
  bar(
    canvas,
    px - hy * hw * 0.5,
    py + hx * hw * 0.5,
    px + hy * hw,
    py - hx * hw,
    Math.max(3, S / 14),
    deep(iron, 0.85),
  )
  return done(canvas, random, ink, 0.5)
}

const SMITHS = ['FORGE', 'SMITH', 'IRON', 'FARRIER', 'SMITHY', 'J HALL', 'ANVIL']

/** A wrought-iron bracket: a wall plate, an arm with 1-px scrolls under it, a sign hung on two chains. */
function bracket(random: Random, ink: RGB): RGBAImage {
  const word = pick(random, SMITHS)
  const k = random() < 0.4 ? 2 : 1
  const sw = textWidth(word, k) + 6
  const W = Math.min(118, sw + int(random, 10, 24))
  const canvas = begin(W + 2, 4 * k + int(random, 24, 40), null)
  const iron = tint(
    random,
    IRONS.map((c) => deep(c, 0.7)),
  )
  const board = tint(random, [...TIMBERS, ...hexes(0x2a4a3a, 0x3a2a4a, 0x7a1e22)])
  const letters = tint(random, hexes(0xf0d060, 0xf2eee0))
  rect(canvas, 1, 1, 2, Math.round(canvas.height * 0.6), iron)
  rect(canvas, 1, 4, W, 5, iron)
  const sr = Math.max(3, Math.round(W / 10))
  spiral(canvas, 3 + sr, 6 + sr, sr, 1.3, -Math.PI / 2, iron)
  if (W > 40) spiral(canvas, 3 + sr * 3, 6 + sr * 0.7, sr * 0.7, 1.2, -Math.PI / 2, iron, -1)
  line(canvas, 3, 6 + 2 * sr, 3 + sr * 3, 6, iron)
  const sx0 = W - sw
  const sy = 6 + 2 * sr + int(random, 0, 3)
  for (const x of [sx0 + 2, W - 2])
    for (let y = 6; y < sy; y++) canvas.set(x, y, y % 2 ? iron : pale(iron, 0.5))
  const sh = 4 * k + 5
  rect(canvas, sx0, sy, W, sy + sh, board)
  frame(canvas, sx0, sy, W, sy + sh, deep(board, 0.6))
  writeCentred(canvas, word, (sx0 + W) / 2, sy + 3, letters, k)
  return done(canvas, random, ink, 0.3, 0)
}

/** The smithy: an anvil, horseshoes, a forge hearth, tongs and a hammer, or a bracket sign. */
const smithySprite: Draw = (random) =>
  pick(random, [anvil, horseshoes, horseshoes, hearth, tongs, bracket])(random, tint(random, INKS))

// ---- the ice rink ------------------------------------------------------------------------------------

const ICES = hexes(0xeaf4fa, 0xe2eef8, 0xf0f6f6)
const GRANITES = hexes(0x8a8c92, 0x7a7e86, 0x9a9490)
const TEAMS = hexes(0xd8283a, 0xf0c020, 0x2a5ad0, 0x2aa060)

/** A curling stone side on (speckled granite, a striking band, a gooseneck handle) or from above. */
function curlingStone(random: Random, ink: RGB): RGBAImage {
  const W = random() < 0.35 ? int(random, 9, 15) : int(random, 16, 70)
  const granite = tint(random, GRANITES)
  const [speck, band] = [deep(granite, 0.7), pale(granite, 0.3)]
  const team = tint(random, TEAMS)
  if (random() < 0.6) {
    const bh = Math.max(5, Math.round(W * 0.42))
    const hh = Math.max(3, Math.round(W * 0.22))
    const canvas = begin(W + 2, bh + hh + 2, null)
    const cy = hh + 1 + bh / 2
    ellipse(canvas, (W + 1) / 2, cy, W / 2, bh / 2, (x, y) => ((x * 7 + y * 13) % 11 === 0 ? speck : granite))
    const by = Math.round(cy)
    for (let x = 0; x <= W + 1; x++) if (canvas.opaque(x, by)) canvas.set(x, by, band)
    if (W >= 24)
      for (let x = 0; x <= W + 1; x++) if (canvas.opaque(x, by - 1) && x & 1) canvas.set(x, by - 1, band)
    const post = Math.round(W * 0.32) + 1
    rect(canvas, post, 1, post + Math.max(1, Math.round(W / 16)), hh + 2, team)
    rect(canvas, post, 1, Math.round(W * 0.8), Math.max(1, Math.round(hh / 2)), team)
    line(canvas, post + 1, 1, Math.round(W * 0.8) - 1, 1, pale(team, 0.45))
    return done(canvas, random, ink, 0.8)
  }
  const R = Math.round(W / 2)
  const canvas = begin(2 * R + 3, 2 * R + 3, null)
  const c = R + 1
  ellipse(canvas, c, c, R, R, (x, y) => (bayer(x, y) < 0.25 ? speck : granite))
  ellipse(canvas, c, c, R * 0.55, R * 0.55, solid(team))
  rect(canvas, c - Math.round(R * 0.5), c - 1, c + Math.round(R * 0.5), c, deep(team, 0.7))
  rim(canvas, c, c, R, R, band, (x, y) => x + y < 2 * c)
  return done(canvas, random, ink, 0.6)
}

/** A curling sheet from above: a long strip of pebbled ice, the house's rings, 2-px hog lines, stones. */
function sheet(random: Random, ink: RGB): RGBAImage {
  const L = int(random, 60, 120)
  const w = int(random, 12, 24)
  const ice = tint(random, ICES)
  const canvas = begin(L, w, ice)
  const pebble = deep(ice, 0.93)
  for (let y = 0; y < w; y++)
    for (let x = 0; x < L; x++) if (bayer(x, y) < 0.12 && (x >> 1) % 3 === y % 3) canvas.set(x, y, pebble)
  const [blue, red] = [tint(random, hexes(0x2a5ad0)), tint(random, hexes(0xd8283a))]
  const R = (w - 2) / 2
  const cy = (w - 1) / 2
  const houses = random() < 0.5 ? [R + 2] : [R + 2, L - R - 3]
  for (const hx of houses) {
    ellipse(canvas, hx, cy, R, R, solid(blue))
    ellipse(canvas, hx, cy, R * 0.66, R * 0.66, solid(ice))
    ellipse(canvas, hx, cy, R * 0.4, R * 0.4, solid(red))
    ellipse(canvas, hx, cy, Math.max(0.6, R * 0.15), Math.max(0.6, R * 0.15), solid(ice))
    line(canvas, hx, 0, hx, w - 1, ink)
  }
  line(canvas, 0, Math.round(cy), L - 1, Math.round(cy), ink)
  for (const hx of houses) {
    const gx = Math.round(hx < L / 2 ? hx + R + L * 0.18 : hx - R - L * 0.18)
    rect(canvas, gx, 0, gx + 1, w - 1, red)
  }
  const teams = [tint(random, TEAMS.slice(0, 2)), tint(random, TEAMS.slice(2))]
  for (let i = 0; i < int(random, 1, 6); i++) {
    const sx = uniform(random, 2, L - 3)
    const sy = uniform(random, 2, w - 3)
    const t = teams[i % 2] as RGB
    ellipse(canvas, sx, sy, 1.6, 1.6, solid(GRANITES[0] as RGB))
    canvas.set(Math.round(sx), Math.round(sy), t)
  }
  const out = random() < 0.3 ? rotated(canvas) : canvas
  return trimmed(out)
}

/** A hockey stick at a slant with taped blade and a puck, or a skate side on with crossed laces. */
function hockey(random: Random, ink: RGB): RGBAImage {
  const S = int(random, 28, 110)
  const canvas = begin(S + 2, S + 2, null)
  const shaft = tint(random, [...TIMBERS, ...hexes(0x2a2a30, 0xd8d8d0)])
  const tape = tint(random, hexes(0x1e1e22, 0xf2f2ee, 0x2a4ab0))
  const a = uniform(random, 1.0, 1.45)
  const [x0, y0] = [S * 0.95, 1]
  const L = S * 0.82
  const [x1, y1] = [x0 - L * Math.cos(a), y0 + L * Math.sin(a)]
  const w = Math.max(2, Math.round(S / 30))
  bar(canvas, x0, y0, x1, y1, w, shaft)
  const bl = S * uniform(random, 0.22, 0.32)
  const [x2, y2] = [x1 - bl, y1 + bl * uniform(random, 0, 0.25)]
  bar(canvas, x1, y1, x2, y2, w + 1, tape)
  const steps = Math.round(Math.hypot(x2 - x1, y2 - y1))
  for (let i = 2; i < steps; i += 3) {
    const [tx, ty] = [x1 + ((x2 - x1) * i) / steps, y1 + ((y2 - y1) * i) / steps]
    canvas.set(Math.round(tx), Math.round(ty), deep(tape, 0.6))
  }
  line(canvas, x0, y0, x0 - (L / 6) * Math.cos(a), y0 + (L / 6) * Math.sin(a), tape)
  if (random() < 0.8) {
    const puck = hexes(0x141416)[0] as RGB
    const [px, py] = [Math.max(3, x2 - S * 0.1), Math.min(S - 2, y2 + 1)]
    ellipse(canvas, px, py, Math.max(2, S / 16), Math.max(1, S / 40), solid(puck))
    line(
      canvas,
      px - Math.max(2, S / 16) + 1,
      py - Math.max(1, S / 40),
      px + Math.max(2, S / 16) - 1,
      py - Math.max(1, S / 40),
      deep(GRANITES[0] as RGB, 0.8),
    )
  }
  return done(canvas, random, ink, 0.4)
}

function skate(random: Random, ink: RGB): RGBAImage {
  const W = random() < 0.3 ? int(random, 10, 15) : int(random, 16, 80)
  const H = Math.max(9, Math.round(W * uniform(random, 0.75, 0.95)))
  const canvas = begin(W + 2, H + 2, null)
  const boot = tint(random, hexes(0xf2f0ea, 0x1e1e24, 0x6a3e22, 0xe8a0b8))
  const blade = tint(random, STEELS)
  const bladeH = Math.max(2, Math.round(H * 0.14))
  const soleY = H - bladeH
  const P = (u: number, v: number): Pt => [1 + u * W, 1 + v * soleY]
  polygon(
    canvas,
    [P(0.06, 0), P(0.46, 0), P(0.5, 0.45), P(0.86, 0.6), P(1, 0.78), P(1, 1), P(0.04, 1), P(0.02, 0.5)],
    boot,
  )
  const sole = deep(boot, boot[0] < 80 ? 1.6 : 0.7)
  line(canvas, 1, soleY, W, soleY, sole)
  const lace = boot[0] < 80 ? WHITE : deep(boot, 0.45)
  for (let y = 3; y < soleY * 0.55; y += 3) {
    const x = 1 + Math.round(W * 0.45 + (y / soleY) * W * 0.05)
    if (W >= 16) {
      line(canvas, x - 3, y, x, y + 2, lace)
      line(canvas, x - 3, y + 2, x, y, lace)
    } else canvas.set(x - 1, y, lace)
  }
  const figure = random() < 0.5
  for (const u of [0.2, 0.8])
    line(canvas, 1 + Math.round(u * W), soleY + 1, 1 + Math.round(u * W), H - 1, blade)
  line(canvas, 1, H, W, H, blade)
  if (figure) for (let i = 0; i < 2; i++) canvas.set(W + 1 - i, H - 1 - i, blade)
  return done(canvas, random, ink, 0.8)
}

const ADS = ['ICE', 'RINK', 'GO', 'POLAR', 'FROST', 'GLIDE', 'SKATE', 'COLA', 'BANK', 'TEA 2', 'RADIO']

/** A strip of rink boards: white boards under a 2-px rail and glass, a kick plate, adverts in the font. */
function boards(random: Random, ink: RGB): RGBAImage {
  const L = int(random, 50, 120)
  const h = int(random, 12, 22)
  const board = tint(random, WHITES)
  const canvas = begin(L, h, board)
  const rail = tint(random, TEAMS)
  const kick = tint(random, hexes(0xf0c020, 0x2a2a30, 0x2a5ad0))
  const glass = tint(random, hexes(0xcfe4f0, 0xd8ecf4))
  const gh = Math.max(2, Math.round(h * 0.25))
  for (let y = 0; y < gh; y++)
    for (let x = 0; x < L; x++) canvas.set(x, y, (x + 2 * y) % 9 === 0 ? WHITE : glass)
  for (let x = 0; x < L; x += int(random, 14, 24)) line(canvas, x, 0, x, gh - 1, deep(glass, 0.8))
  rect(canvas, 0, gh, L - 1, gh + 1, rail)
  rect(canvas, 0, h - 3, L - 1, h - 1, kick)
  line(canvas, 0, h - 3, L - 1, h - 3, deep(kick, 0.75))
  let x = 2
  while (x < L - 6) {
    const word = fitting(random, ADS, L - x - 3)
    if (!word) break
    const panel = tint(random, HUES.slice(0, 4))
    const pw = textWidth(word) + 4
    if (random() < 0.5) {
      rect(canvas, x, gh + 3, x + pw, h - 5, panel)
      write(canvas, word, x + 2, Math.round((gh + 3 + h - 5) / 2) - 1, board)
    } else write(canvas, word, x + 2, Math.round((gh + 3 + h - 5) / 2) - 1, panel)
    x += pw + int(random, 3, 10)
  }
  return done(canvas, random, ink, 0, 0)
}

/** The ice rink: a curling stone, a curling sheet, a hockey stick and puck, a skate or the boards. */
const rinkSprite: Draw = (random) =>
  pick(random, [curlingStone, sheet, hockey, skate, boards])(random, tint(random, INKS))

// ---- the polling station -----------------------------------------------------------------------------

const PARTIES = hexes(0xd8283a, 0x2a5ad0, 0xf0a020, 0x2a9a4a, 0x8a3ab0, 0xe8d020)
const NAMES = [
  'ADAMS',
  'BELL',
  'COOK',
  'DAVIES',
  'EVANS',
  'FOX',
  'GRAY',
  'HILL',
  'KING',
  'MOSS',
  'NASH',
  'PAGE',
  'REED',
  'SHAW',
  'WEST',
]

/** A ballot box in oblique view: a slot with a paper going in, a padlock, a label; top face lit. */
function ballotBox(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 18, 80)
  const H = Math.max(12, Math.round(W * uniform(random, 0.6, 0.95)))
  const d = Math.max(3, Math.round(W * uniform(random, 0.18, 0.3)))
  const canvas = begin(W + d + 2, H + d + 2, null)
  const body = tint(random, hexes(0x1e1e24, 0x5a5e66, 0xa8763e, 0x2a3a6a))
  const [top, side] = [pale(body, 0.3), deep(body, 0.7)]
  const fy = d + 1
  rect(canvas, 1, fy, W, fy + H - 1, body)
  polygon(
    canvas,
    [
      [1, fy],
      [1 + d, 1],
      [1 + W + d, 1],
      [1 + W, fy],
    ],
    top,
  )
  polygon(
    canvas,
    [
      [1 + W, fy],
      [1 + W + d, 1],
      [1 + W + d, 1 + H],
      [1 + W, fy + H],
    ],
    side,
  )
  const sx0 = Math.round(W * 0.3) + Math.round(d / 2)
  const sx1 = Math.round(W * 0.7) + Math.round(d / 2)
  const sy = Math.round(1 + d / 2)
  line(canvas, sx0, sy, sx1, sy, ink)
  if (random() < 0.6 && W >= 24) {
    const paper = tint(random, WHITES)
    const px = int(random, sx0 + 1, Math.max(sx0 + 1, sx1 - 7))
    rect(canvas, px, sy - 5, px + 5, sy - 1, paper)
    line(canvas, px + 1, sy - 4, px + 3, sy - 2, ink)
    line(canvas, px + 3, sy - 4, px + 1, sy - 2, ink)
  }
  const word = fitting(
    random,
    ['BALLOT', 'BALLOT BOX', 'VOTE', 'BOX 7', 'POLL', 'WARD 3'],
    W - 6,
    W > 60 ? 2 : 1,
  )
  const plate = tint(random, WHITES)
  if (word) {
    const k = W > 60 ? 2 : 1
    const pw = textWidth(word, k) + 4
    const px = Math.round((W - pw) / 2) + 1
    const py = fy + Math.round(H * 0.22)
    rect(canvas, px, py, px + pw, py + 4 * k + 3, plate)
    write(canvas, word, px + 2, py + 2, ink, k)
  }
  if (H >= 18) {
    const lx = Math.round(W / 2) + 1
    const ly = fy + H - Math.max(6, Math.round(H * 0.3))
    const brass = tint(random, hexes(0xd8a830, 0xc89a3a))
    rim(canvas, lx, ly, 1.5, 2, brass, (x, y) => y <= ly)
    rect(canvas, lx - 2, ly + 1, lx + 2, ly + 4, brass)
    canvas.set(lx, ly + 2, ink)
  }
  return done(canvas, random, ink, 0.6, 0)
}

/** A ballot paper: a numbered stub behind a dotted tear line, candidates with party squares and boxes, one X. */
function ballotPaper(random: Random, ink: RGB): RGBAImage {
  const n = int(random, 2, 8)
  const names = Array.from({ length: n }, () => pick(random, NAMES))
  const nameW = Math.max(...names.map((s) => textWidth(s)))
  const stub = random() < 0.5 ? 12 : 0
  const W = stub + nameW + 24
  const rh = int(random, 8, 11)
  const head = random() < 0.6 ? 8 : 0
  const H = head + n * rh + 3
  const paper = tint(random, PAPERS)
  const canvas = begin(W, H, paper)
  const pencil = tint(random, hexes(0x4a4a58, 0x2a3a8a))
  if (stub) {
    for (let y = 0; y < H; y += 2) canvas.set(stub - 1, y, ink)
    write(canvas, String(int(random, 100, 999)), 1, 3, ink)
  }
  if (head) {
    write(
      canvas,
      fitting(random, ['VOTE FOR ONE', 'VOTE ONCE', 'BALLOT', 'ONE X'], W - stub - 4) ?? 'X',
      stub + 2,
      2,
      ink,
    )
    line(canvas, stub, head, W - 1, head, ink)
  }
  const mark = int(random, 0, n - 1)
  names.forEach((name, i) => {
    const y = head + i * rh
    if (i) line(canvas, stub, y, W - 1, y, deep(paper, 0.8))
    write(canvas, name, stub + 2, y + Math.round((rh - 4) / 2), ink)
    const party = tint(random, PARTIES)
    const qx = stub + nameW + 5
    rect(canvas, qx, y + 2, qx + 5, y + rh - 2, party)
    const bx = W - rh - 1
    frame(canvas, bx, y + 1, bx + rh - 2, y + rh - 1, ink)
    if (i === mark) {
      line(canvas, bx + 2, y + 3, bx + rh - 4, y + rh - 3, pencil)
      line(canvas, bx + rh - 4, y + 3, bx + 2, y + rh - 3, pencil)
    }
  })
  frame(canvas, 0, 0, W - 1, H - 1, deep(paper, 0.7))
  return trimmed(random() < 0.2 ? rotated(canvas) : canvas)
}

/** A rosette: pleated ribbon in radial wedges round a middle disc with a word or a number, two notched tails. */
function rosette(random: Random, ink: RGB): RGBAImage {
  const R = random() < 0.35 ? int(random, 4, 6) : int(random, 7, 36)
  const tail = Math.round(R * uniform(random, 0.9, 1.6))
  const canvas = begin(2 * R + 3, 2 * R + tail + 3, null)
  const c = R + 1
  const rib = tint(random, PARTIES)
  const rib2 = pale(rib, 0.35)
  const n = Math.max(8, Math.round(R * 1.6))
  for (const s of [-1, 1]) {
    const tx = c + s * R * 0.45
    const tw = Math.max(1.5, R * 0.35)
    polygon(
      canvas,
      [
        [tx - tw, c],
        [tx + tw, c],
        [tx + tw + s * R * 0.2, c + R + tail],
        [tx + s * R * 0.1, c + R + tail - tw],
        [tx - tw + s * R * 0.2, c + R + tail],
      ],
      deep(rib, 0.85),
    )
  }
  ellipse(canvas, c, c, R, R, (x, y) => {
    const a = Math.atan2(y - c, x - c)
    return Math.floor(((a + Math.PI) / (2 * Math.PI)) * n) % 2 ? rib : rib2
  })
  const inner = Math.max(1.5, R * 0.5)
  const mid = tint(random, WHITES)
  ellipse(canvas, c, c, inner, inner, solid(mid))
  if (R >= 7) rim(canvas, c, c, inner, inner, deep(rib, 0.7))
  const word = fitting(random, ['VOTE', 'X', '1', 'YES', 'WIN', 'MP'], inner * 2 - 2)
  if (word && inner >= 4) writeCentred(canvas, word, c, c - 1.5, ink)
  else canvas.set(c, c, ink)
  return done(canvas, random, ink, 0.5, 0)
}

/** A polling-station sign: a board with the words (twice size on some) and an arrow, on a post. */
function pollSign(random: Random, ink: RGB): RGBAImage {
  const lines = pick(random, [
    ['POLLING', 'STATION'],
    ['POLLING', 'STATION', 'HERE'],
    ['VOTE', 'HERE'],
    ['POLLS'],
    ['POLLING STATION'],
  ])
  const k = random() < 0.4 && Math.max(...lines.map((l) => textWidth(l, 2))) < 100 ? 2 : 1
  const tw = Math.max(...lines.map((l) => textWidth(l, k)))
  const bw = tw + 6 + (random() < 0.6 ? 8 : 0)
  const bh = lines.length * (4 * k + 2) + 4
  const post = int(random, 10, Math.max(12, 110 - bh))
  const canvas = begin(bw + 2, bh + post + 2, null)
  const boardC = tint(random, hexes(0xf2f0e8, 0x1e3a8a, 0x2a2a30))
  const letters = boardC[0] > 200 ? tint(random, hexes(0x1e1e24, 0x1e3a8a)) : WHITE
  const postC = tint(random, STEELS)
  rect(canvas, Math.round(bw / 2), bh, Math.round(bw / 2) + 1, bh + post, postC)
  rect(canvas, 1, 1, bw, bh, boardC)
  frame(canvas, 2, 2, bw - 1, bh - 1, letters)
  lines.forEach((l, i) => write(canvas, l, 4, 4 + i * (4 * k + 2), letters, k))
  if (bw - tw >= 14) {
    const ax = bw - 5
    const ay = Math.round(bh / 2)
    line(canvas, ax - 3, ay, ax + 1, ay, letters)
    line(canvas, ax - 1, ay - 2, ax + 1, ay, letters)
    line(canvas, ax - 1, ay + 2, ax + 1, ay, letters)
  }
  return done(canvas, random, ink, 0.4, 0)
}

/** A row of voting booths: folded curtains under a rail, a voter's feet under one, a sign on top. */
function booths(random: Random, ink: RGB): RGBAImage {
  const n = int(random, 1, 5)
  const bw = int(random, 10, Math.max(10, Math.min(28, Math.floor(116 / n))))
  const H = int(random, 16, 50)
  const W = n * bw + 1
  const canvas = begin(W, H, null)
  const frameC = tint(random, [...TIMBERS, ...STEELS])
  const curtain = tint(
    random,
    PARTIES.slice(0, 5).map((c) => pale(c, 0.15)),
  )
  const fold = deep(curtain, 0.75)
  const top = 6
  const gap = Math.max(2, Math.round(H * 0.12))
  rect(canvas, 0, top - 2, W - 1, top - 1, frameC)
  for (let i = 0; i < n; i++) {
    const x0 = i * bw
    line(canvas, x0, top, x0, H - 1, frameC)
    rect(canvas, x0 + 1, top, x0 + bw - 1, H - 1 - gap, curtain)
    for (let x = x0 + 2; x < x0 + bw - 1; x += 2) line(canvas, x, top + 1, x, H - 1 - gap, fold)
    if (random() < 0.5) {
      const shoe = tint(random, hexes(0x1e1e24, 0x6a3e22))
      rect(canvas, x0 + 2, H - 2, x0 + 4, H - 1, shoe)
      rect(canvas, x0 + 6, H - 2, x0 + 8, H - 1, shoe)
    }
  }
  line(canvas, W - 1, top, W - 1, H - 1, frameC)
  const word = fitting(random, ['POLLING', 'VOTE', 'BOOTH', 'POLL'], W - 4)
  if (word) {
    const sw = textWidth(word) + 4
    const sx = Math.round((W - sw) / 2)
    rect(canvas, sx, 0, sx + sw, 5, WHITE)
    write(canvas, word, sx + 2, 1, ink)
  }
  return trimmed(canvas)
}

/** The polling station: a ballot box, a ballot paper, a rosette, a sign or a row of booths. */
const pollSprite: Draw = (random) =>
  pick(random, [ballotBox, ballotPaper, rosette, pollSign, booths])(random, tint(random, INKS))

// ---- the wine cellar ---------------------------------------------------------------------------------

const BOTTLES = hexes(0x1e4a2a, 0x2a3a1a, 0x3a2a14, 0x12301e, 0x5a1a24)
const WINES = hexes(0x7a1028, 0x9a1a34, 0xe8d47a, 0xf0a0a8)
const FOILS = hexes(0x8a1a2a, 0xd8b040, 0x1e1e22, 0xc8c8cc, 0x2a4a8a)
const CUVEES = ['VIN', 'ROUGE', 'BLANC', 'CRU', 'RESERVA', 'ROSE', 'BRUT', 'SEC', 'CLOS']

/** A wine bottle standing (tall) or lying (a thin strip): glass with a glint, a foil capsule, a label. */
function wineBottle(random: Random, ink: RGB): RGBAImage {
  const H = int(random, 28, 110)
  const W = Math.max(8, Math.min(24, Math.round(H * uniform(random, 0.22, 0.3))))
  const canvas = begin(W + 2, H + 2, null)
  const glass = tint(random, BOTTLES)
  const foil = tint(random, FOILS)
  const neckW = Math.max(3, Math.round(W * 0.36))
  const shoulder = Math.round(H * uniform(random, 0.3, 0.42))
  const cx = (W + 1) / 2
  for (let y = 1; y <= H; y++) {
    const half =
      y < shoulder - W / 2
        ? neckW / 2
        : y < shoulder
          ? neckW / 2 + (W / 2 - neckW / 2) * Math.sin(((y - shoulder + W / 2) / (W / 2)) * (Math.PI / 2))
          : W / 2
    for (let x = 1; x <= W; x++)
      if (Math.abs(x + 0.5 - cx - 0.5) <= half) canvas.set(x, y, y <= Math.round(H * 0.14) ? foil : glass)
  }
  line(
    canvas,
    Math.round(cx - neckW / 2) + 1,
    Math.round(H * 0.14),
    Math.round(cx + neckW / 2),
    Math.round(H * 0.14),
    pale(foil, 0.4),
  )
  line(canvas, 2, shoulder + 1, 2, H - 3, pale(glass, 0.45))
  for (let y = shoulder; y <= H; y++)
    for (let x = Math.round(W * 0.7); x <= W; x++)
      if (canvas.opaque(x, y) && bayer(x, y) < 0.5) canvas.set(x, y, deep(glass, 0.6))
  const paper = tint(random, PAPERS)
  const ly0 = shoulder + Math.round((H - shoulder) * 0.2)
  const ly1 = Math.min(H - 3, ly0 + Math.max(6, Math.round((H - shoulder) * 0.5)))
  rect(canvas, 1, ly0, W, ly1, paper)
  const word = fitting(random, CUVEES, W - 2)
  if (word && ly1 - ly0 >= 6) writeCentred(canvas, word, cx, ly0 + 2, ink)
  if (ly1 - ly0 >= 12)
    writeCentred(canvas, String(int(random, 1961, 2019)).slice(W < 16 ? 2 : 0), cx, ly0 + 7, deep(foil, 0.9))
  const out = random() < 0.3 ? rotated(canvas) : canvas
  return done(out, random, ink, 0.3, 0)
}

/** A wine rack: a grid of bottle ends (1-px rims round a dark punt) in a timber frame; one row on some. */
function wineRack(random: Random, _ink: RGB): RGBAImage {
  const s = int(random, 6, 12)
  const cols = int(random, 2, Math.max(2, Math.floor(116 / (s + 1))))
  const rows = random() < 0.3 ? 1 : int(random, 2, Math.max(2, Math.floor(116 / (s + 1))))
  const W = cols * (s + 1) + 1
  const H = rows * (s + 1) + 1
  const wood = tint(random, TIMBERS)
  const canvas = begin(W, H, wood)
  const back = deep(wood, 0.35)
  const glasses = [tint(random, BOTTLES), tint(random, BOTTLES)]
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const [x0, y0] = [1 + c * (s + 1), 1 + r * (s + 1)]
      rect(canvas, x0, y0, x0 + s - 1, y0 + s - 1, back)
      if (random() < 0.15) continue
      const g = glasses[(r + c) % 2] as RGB
      const [cx, cy, rr] = [x0 + (s - 1) / 2, y0 + (s - 1) / 2, (s - 1) / 2]
      ellipse(canvas, cx, cy, rr, rr, solid(g))
      rim(canvas, cx, cy, rr, rr, pale(g, 0.35))
      ellipse(canvas, cx, cy, Math.max(0.6, rr * 0.35), Math.max(0.6, rr * 0.35), solid(deep(g, 0.5)))
    }
  for (let c = 0; c <= cols; c++) line(canvas, c * (s + 1), 0, c * (s + 1), H - 1, pale(wood, 0.25))
  return trimmed(canvas)
}

/** A wine glass: a 1-px bowl outline holding wine with a dithered meniscus, a stem, a foot; tiny on some. */
function wineGlass(random: Random, ink: RGB): RGBAImage {
  const H = random() < 0.3 ? int(random, 10, 15) : int(random, 16, 80)
  const rx = Math.max(4, Math.round(H * uniform(random, 0.22, 0.32)))
  const bowl = Math.round(H * 0.55)
  const canvas = begin(2 * rx + 3, H + 2, null)
  const cx = rx + 1
  const glassC = tint(random, hexes(0xb8d0e0, 0xc8dce8, 0x9ab4c8))
  const wine = tint(random, WINES)
  const level = Math.round(bowl * uniform(random, 0.35, 0.6))
  ellipse(canvas, cx, 1, rx, bowl, (x, y) =>
    y >= level ? (y === level && bayer(x, y) < 0.5 ? pale(wine, 0.4) : wine) : null,
  )
  rim(canvas, cx, 1, rx, bowl, glassC, (_x, y) => y >= 1)
  line(canvas, cx, bowl + 1, cx, H - 1, glassC)
  line(canvas, cx - Math.round(rx * 0.8), H, cx + Math.round(rx * 0.8), H, glassC)
  if (H >= 20) line(canvas, cx - rx + 2, 3, cx - rx + 2, Math.min(level - 1, bowl * 0.5), WHITE)
  return done(canvas, random, ink, 0.25)
}

/** A bunch of grapes (round berries with a glint), a curled tendril and a lobed leaf with 1-px veins. */
function grapes(random: Random, ink: RGB): RGBAImage {
  const g = random() < 0.3 ? 1.5 : uniform(random, 2, 4.5)
  const rowsN = int(random, 4, 7)
  const W = Math.ceil(rowsN * 2 * g + 8)
  const H = Math.ceil(rowsN * 2 * g * 0.85 + 10)
  const canvas = begin(W + 2, H + 2, null)
  const berry = tint(random, hexes(0x5a2a6a, 0x3a1e4a, 0x9ab83a, 0x7a1e3a))
  const [dark, glint] = [deep(berry, 0.65), pale(berry, 0.55)]
  const leaf = tint(random, LEAVES)
  const cx = W / 2 + 1
  const top = 7
  const stalk = tint(random, TIMBERS)
  line(canvas, cx, 1, cx, top, stalk)
  if (g >= 2) spiral(canvas, cx + 3, 3, 2.5, 1.5, 0, stalk)
  const lw = Math.max(3, g * 2.2)
  polygon(
    canvas,
    [
      [cx - 1, top - 1],
      [cx - lw, top - lw * 0.4],
      [cx - lw * 1.6, top - lw * 0.2],
      [cx - lw * 1.2, top + lw * 0.5],
      [cx - lw * 0.5, top + lw * 0.3],
    ],
    leaf,
  )
  line(canvas, cx - 1, top - 1, cx - lw * 1.3, top, deep(leaf, 0.7))
  for (let r = 0; r < rowsN; r++) {
    const n = rowsN - r
    for (let i = 0; i < n; i++) {
      const bx = cx + (i - (n - 1) / 2) * 2 * g + uniform(random, -0.4, 0.4)
      const by = top + 1 + g + r * 2 * g * 0.85
      ellipse(canvas, bx, by, g, g, solid(berry))
      rim(canvas, bx, by, g, g, dark, (x, y) => x + y > bx + by)
      canvas.set(Math.round(bx - g / 2), Math.round(by - g / 2), glint)
    }
  }
  return done(canvas, random, ink, 0.5)
}

/** A corkscrew: a T-handle of wood, a shaft and a worm of 1-px slants, a cork on its tip on some. */
function corkscrew(random: Random, ink: RGB): RGBAImage {
  const H = int(random, 20, 80)
  const hw = Math.max(10, Math.round(H * uniform(random, 0.45, 0.7)))
  const canvas = begin(hw + 2, H + 2, null)
  const wood = tint(random, TIMBERS)
  const steel = tint(random, STEELS)
  const cx = Math.round((hw + 1) / 2)
  const th = Math.max(2, Math.round(H / 14))
  roundedBox(canvas, 1, 1, hw, th + 1, 1, wood)
  line(canvas, 2, 1, hw - 1, 1, pale(wood, 0.35))
  const shaftEnd = Math.round(H * 0.35)
  line(canvas, cx, th + 2, cx, shaftEnd, steel)
  const amp = Math.max(1, Math.round(H / 22))
  const pitch = Math.max(3, Math.round(H / 10))
  const pts: Pt[] = []
  for (let y = shaftEnd, i = 0; y <= H - 1; y += pitch / 2, i++)
    pts.push([cx + (i % 2 ? amp : -amp), Math.round(y)])
  path(canvas, pts, steel)
  if (random() < 0.4) {
    const cork = tint(random, hexes(0xc89a64, 0xb88a54))
    const ch = Math.max(4, Math.round(H * 0.2))
    checker(canvas, cx - amp - 2, H - ch, cx + amp + 2, H, cork, deep(cork, 0.85))
    line(canvas, cx - amp - 2, H - ch, cx + amp + 2, H - ch, stained(cork))
  }
  return done(canvas, random, ink, 0.5)
}
const stained = (cork: RGB): RGB => mix(cork, WINES[0] as RGB, 0.6)

/** A wine label: a 2-px border with a 1-px line inside, a checked band, a château or a leaf, words and a year. */
function wineLabel(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 26, 90)
  const H = Math.max(24, Math.min(110, Math.round(W * uniform(random, 0.8, 1.3))))
  const paper = tint(random, PAPERS)
  const canvas = begin(W, H, paper)
  const trim = tint(random, hexes(0x8a1a2a, 0xb8902a, 0x1e3a2a, 0x1e1e22))
  rect(canvas, 0, 0, W - 1, 1, trim)
  rect(canvas, 0, H - 2, W - 1, H - 1, trim)
  rect(canvas, 0, 0, 1, H - 1, trim)
  rect(canvas, W - 2, 0, W - 1, H - 1, trim)
  frame(canvas, 3, 3, W - 4, H - 4, trim)
  if (random() < 0.6) checker(canvas, 4, H - 8, W - 5, H - 5, trim, null)
  const k = W > 60 ? 2 : 1
  const word =
    fitting(random, ['CHATEAU', 'DOMAINE', 'CLOS', 'BODEGA', 'CASA', 'VILLA'], W - 10, k) ??
    fitting(random, CUVEES, W - 10)
  if (word) writeCentred(canvas, word, W / 2, 6, ink, word.length > 0 && textWidth(word, k) <= W - 10 ? k : 1)
  const gy = 6 + 4 * k + 3
  const ph = H - gy - 18
  if (ph >= 6) {
    const hill = tint(random, hexes(0x6a7a3a, 0x8a8a5a))
    if (random() < 0.5) {
      const bw = Math.min(W - 14, Math.round(ph * 1.4))
      const x0 = Math.round((W - bw) / 2)
      rect(canvas, x0, gy + Math.round(ph * 0.4), x0 + bw, gy + ph, ink)
      for (const tx of [x0, x0 + bw - Math.max(2, Math.round(bw / 6))]) {
        rect(canvas, tx, gy + Math.round(ph * 0.15), tx + Math.max(2, Math.round(bw / 6)), gy + ph, ink)
        polygon(
          canvas,
          [
            [tx - 0.5, gy + ph * 0.15 + 0.5],
            [tx + Math.max(2, bw / 6) / 2 + 0.5, gy - 1],
            [tx + Math.max(2, bw / 6) + 1.5, gy + ph * 0.15 + 0.5],
          ],
          ink,
        )
      }
      for (let x = x0 + 3; x < x0 + bw - 2; x += 3) canvas.set(x, gy + Math.round(ph * 0.6), paper)
    } else {
      for (let y = gy; y <= gy + ph; y++)
        for (let x = 5; x < W - 5; x++)
          if (y > gy + ph * 0.5 + Math.sin(x / 5) * ph * 0.2)
            canvas.set(x, y, (x + y) % 3 ? hill : deep(hill, 0.7))
    }
  }
  writeCentred(canvas, String(int(random, 1961, 2019)), W / 2, H - 14, trim)
  return trimmed(canvas)
}

/** The wine cellar: a bottle, a rack, a glass, grapes, a corkscrew or a label. */
const cellarSprite: Draw = (random) =>
  pick(random, [wineBottle, wineRack, wineGlass, grapes, corkscrew, wineLabel])(random, tint(random, INKS))

// ---- the hardware shop -------------------------------------------------------------------------------

/** A screw or a bolt with a nut lying down (thread in 1-px slants), or a row of nails on a card; tiny on some. */
function fastener(random: Random, ink: RGB): RGBAImage {
  const steel = tint(random, [...STEELS, ...hexes(0xc8a040, 0x8a8a80)])
  const [lit, dark] = [pale(steel, 0.45), deep(steel, 0.62)]
  if (random() < 0.25) {
    const n = int(random, 3, 9)
    const nl = int(random, 12, 40)
    const card = tint(random, hexes(0xe8dcc0, 0xd8e4ec, 0xf0c040))
    const W = n * 5 + 5
    const canvas = begin(W, nl + 12, card)
    write(canvas, fitting(random, ['NAILS', '40MM', 'PINS', 'TACKS'], W - 4) ?? '', 2, 2, ink)
    for (let i = 0; i < n; i++) {
      const x = 4 + i * 5
      rect(canvas, x - 1, 8, x + 1, 8, steel)
      line(canvas, x, 9, x, 8 + nl, steel)
      canvas.set(x, 10, lit)
    }
    return trimmed(canvas)
  }
  const tiny = random() < 0.35
  const hh = tiny ? int(random, 8, 9) : int(random, 9, 18)
  const L = tiny ? int(random, 10, 15) : int(random, 20, 100)
  const d = Math.max(3, Math.round(hh * 0.5))
  const canvas = begin(L + 2, hh + 2, null)
  const cy = (hh + 1) / 2
  const bolt = random() < 0.4
  const hl = Math.max(3, Math.round(hh * (bolt ? 0.45 : 0.35)))
  if (bolt) {
    rect(canvas, 1, 1, hl, hh, steel)
    line(canvas, 1, Math.round(hh * 0.33), hl, Math.round(hh * 0.33), dark)
    line(canvas, 1, Math.round(hh * 0.67), hl, Math.round(hh * 0.67), dark)
    line(canvas, 1, 1, hl, 1, lit)
  } else {
    ellipse(canvas, hl, cy, hl - 0.5, hh / 2, (x) => (x <= hl ? steel : null))
    line(canvas, Math.max(1, hl - 2), Math.round(cy), hl, Math.round(cy), dark)
  }
  const y0 = Math.round(cy - d / 2)
  const y1 = y0 + d - 1
  const tip = bolt ? L : L - Math.max(2, Math.round(d * 0.9))
  rect(canvas, hl + 1, y0, tip, y1, steel)
  if (!bolt)
    polygon(
      canvas,
      [
        [tip + 0.5, y0],
        [L + 1, cy + 0.5],
        [tip + 0.5, y1 + 1],
      ],
      steel,
    )
  const start = hl + Math.round((L - hl) * (bolt ? 0.35 : 0.2))
  for (let x = start; x < L; x += 2) line(canvas, x, y0, x - Math.max(1, Math.round(d / 3)), y1, dark)
  line(canvas, hl + 1, y0, start - 1, y0, lit)
  if (bolt && L > 30) {
    const nx = Math.round(L * uniform(random, 0.55, 0.75))
    rect(canvas, nx, 1, nx + hl - 1, hh, steel)
    line(canvas, nx, Math.round(hh / 2), nx + hl - 1, Math.round(hh / 2), dark)
    line(canvas, nx, 1, nx + hl - 1, 1, lit)
  }
  return done(canvas, random, ink, 0.5)
}

const PAINTS = ['GLOSS', 'MATT', 'SATIN', 'EMUL', 'PAINT', '2.5L', '1L', '5L']

/** A paint tin side on: rim lines, a 1-px wire handle, a label with a colour patch and words, drips. */
function paintTin(random: Random, ink: RGB): RGBAImage {
  const W = random() < 0.3 ? int(random, 10, 15) : int(random, 16, 70)
  const H = Math.max(9, Math.round(W * uniform(random, 0.8, 1.15)))
  const hr = Math.round(W * 0.35)
  const canvas = begin(W + 2, H + hr + 3, null)
  const tin = tint(random, STEELS)
  const paint = tint(random, HUES)
  const top = hr + 2
  rect(canvas, 1, top, W, top + H - 1, tin)
  for (const y of [top, top + H - 1]) line(canvas, 1, y, W, y, deep(tin, 0.7))
  for (let y = top + 1; y < top + H - 1; y++)
    for (let x = Math.round(W * 0.75); x <= W; x++) if (bayer(x, y) < 0.5) canvas.set(x, y, deep(tin, 0.82))
  rim(canvas, (W + 1) / 2, top, W / 2 - 1, hr, tin, (_x, y) => y < top)
  const label = tint(random, WHITES)
  const ly0 = top + Math.max(2, Math.round(H * 0.2))
  const ly1 = top + H - Math.max(2, Math.round(H * 0.15))
  rect(canvas, 1, ly0, W, ly1, label)
  const pw = Math.max(2, Math.round(W * 0.3))
  rect(canvas, 1, ly0, pw, ly1, paint)
  const word = fitting(random, PAINTS, W - pw - 3)
  if (word && ly1 - ly0 >= 5) write(canvas, word, pw + 2, Math.round((ly0 + ly1) / 2) - 2, ink)
  if (random() < 0.6) {
    rect(canvas, 1, top - 1, W, top, paint)
    for (let i = 0; i < int(random, 1, 4); i++) {
      const x = int(random, 2, W - 1)
      line(canvas, x, top, x, top + int(random, 2, Math.max(2, Math.round(H * 0.5))), paint)
    }
  }
  return done(canvas, random, ink, 0.6, 0)
}

/** A paint swatch strip: chips from light to dark of one hue, 1-px gaps, codes in the font; or a fanned deck. */
function swatches(random: Random, ink: RGB): RGBAImage {
  const base = tint(random, HUES)
  const card = tint(random, WHITES)
  if (random() < 0.55) {
    const n = int(random, 3, 7)
    const cw = int(random, 12, 26)
    const ch = int(random, 8, 16)
    const H = n * (ch + 1) + 7
    const canvas = begin(cw + 2, H, card)
    write(canvas, fitting(random, ['HUE', 'TONE', 'SHADE', 'TINT'], cw - 2) ?? '', 2, 1, ink)
    for (let i = 0; i < n; i++) {
      const c = mix(deep(base, 0.55), WHITE, 0.8 - (0.8 * i) / (n - 1))
      const y = 6 + i * (ch + 1)
      rect(canvas, 1, y, cw, y + ch - 1, c)
      write(canvas, `${int(random, 1, 99)}${pick(random, 'ABCDEF')}`, 2, y + ch - 5, i < n / 2 ? ink : card)
    }
    return trimmed(random() < 0.3 ? rotated(canvas) : canvas)
  }
  const L = int(random, 28, 90)
  const canvas = begin(L * 2 + 4, L + 4, null)
  const [px, py] = [L + 2, L + 1]
  const n = int(random, 3, 5)
  const hues = [base, ...Array.from({ length: n - 1 }, () => tint(random, HUES))]
  const w = Math.max(4, Math.round(L / 7))
  for (let i = 0; i < n; i++) {
    const a = Math.PI * (0.2 + (0.6 * i) / Math.max(1, n - 1))
    const [dx, dy] = [-Math.cos(a), -Math.sin(a)]
    const [ex, ey] = [px + dx * L, py + dy * L]
    bar(canvas, px, py, ex, ey, w + 2, card)
    bar(canvas, px + dx * L * 0.3, py + dy * L * 0.3, ex - dx * 2, ey - dy * 2, w, hues[i] as RGB)
    line(
      canvas,
      px + dx * L * 0.6,
      py + dy * L * 0.6 - 0,
      px + dx * L * 0.6 + dy * w * 0.5,
      py + dy * L * 0.6 - dx * w * 0.5,
      card,
    )
  }
  ellipse(canvas, px, py, 1.5, 1.5, solid(ink))
  return done(canvas, random, ink, 0.4)
}

/** A pegboard: a board pierced with a grid of 1-px holes, tools hung on it (hammer, spanner, saw, screwdriver). */
function pegboard(random: Random, _ink: RGB): RGBAImage {
  const W = int(random, 30, 118)
  const H = Math.max(24, Math.min(100, Math.round(W * uniform(random, 0.5, 0.9))))
  const board = tint(random, hexes(0xb88a5a, 0xe8e0d0, 0x5a7a9a, 0x9aa890))
  const canvas = begin(W, H, board)
  const hole = deep(board, 0.55)
  const step = int(random, 3, 4)
  for (let y = 2; y < H; y += step) for (let x = 2; x < W; x += step) canvas.set(x, y, hole)
  const steel = tint(random, STEELS)
  const grip = tint(random, [...HUES.slice(0, 3), ...TIMBERS])
  let x = 4
  while (x < W - 8) {
    const kind = pick(random, ['hammer', 'spanner', 'saw', 'driver'] as const)
    const th = Math.round(H * uniform(random, 0.5, 0.85))
    const y0 = 3
    if (kind === 'hammer') {
      rect(canvas, x, y0, x + 6, y0 + 2, steel)
      rect(canvas, x + 2, y0 + 3, x + 4, y0 + th, grip)
      x += 10
    } else if (kind === 'spanner') {
      rect(canvas, x + 1, y0 + 3, x + 2, y0 + th - 3, steel)
      for (const [cy, open] of [
        [y0 + 2, -1],
        [y0 + th - 2, 1],
      ] as Pt[]) {
        rim(canvas, x + 1.5, cy, 2.5, 2.5, steel, (_px, py) => (open < 0 ? py >= cy - 1 : py <= cy + 1))
      }
      x += 8
    } else if (kind === 'saw') {
      const sw = Math.min(W - x - 4, int(random, 10, 18))
      if (sw < 8) break
      polygon(
        canvas,
        [
          [x, y0 + 5],
          [x + sw, y0 + 5],
          [x + sw, y0 + th],
          [x + sw - 4, y0 + th],
        ],
        steel,
      )
      for (let y = y0 + 6; y < y0 + th; y += 2) canvas.set(x + sw + 1, y, steel)
      roundedBox(canvas, x + sw - 5, y0, x + sw, y0 + 6, 1, grip)
      canvas.set(x + sw - 3, y0 + 3, board)
      x += sw + 4
    } else {
      rect(canvas, x, y0, x + 3, y0 + Math.round(th * 0.4), grip)
      line(canvas, x + 1, y0 + 1, x + 1, y0 + Math.round(th * 0.4) - 1, pale(grip, 0.4))
      line(canvas, x + 1, y0 + Math.round(th * 0.4) + 1, x + 1, y0 + th, steel)
      line(canvas, x + 2, y0 + Math.round(th * 0.4) + 1, x + 2, y0 + th, deep(steel, 0.75))
      x += 7
    }
    x += int(random, 1, 4)
  }
  return trimmed(canvas)
}

/** The hardware shop: a screw, bolt or card of nails, a paint tin, swatches or a pegboard of tools. */
const hardwareSprite: Draw = (random) =>
  pick(random, [fastener, fastener, paintTin, swatches, pegboard])(random, tint(random, INKS))

// ---- the climbing wall -------------------------------------------------------------------------------

const HOLDS = hexes(0xe83a3a, 0x2a8ae0, 0xf0c020, 0x3ab04a, 0xe86aa8, 0x8a4ac8, 0xf08a2a, 0x1e1e24)
const GRADES = ['5', '5+', '6A', '6B+', '6C', '7A', '7B', 'V2', 'V4', 'V6', '4']

/** A climbing wall: panels with seams and a grid of bolt holes, bolted holds in route colours, volumes, tags. */
function climbingWall(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 30, 118)
  const H = int(random, 40, 118)
  const wallC = tint(random, hexes(0xd8c8a8, 0x8a9aa8, 0xe8e4dc, 0x3a3a44))
  const canvas = begin(W, H, wallC)
  const seam = deep(wallC, 0.8)
  const pw = int(random, 24, 40)
  for (let x = pw; x < W; x += pw) line(canvas, x, 0, x, H - 1, seam)
  for (let y = pw; y < H; y += pw) line(canvas, 0, y, W - 1, y, seam)
  const hole = deep(wallC, 0.55)
  for (let y = 3; y < H; y += 5) for (let x = 3 + ((y / 5) % 2 ? 2 : 0); x < W; x += 5) canvas.set(x, y, hole)
  if (random() < 0.5) {
    const [vx, vy, vs] = [uniform(random, 4, W - 20), uniform(random, 4, H - 20), uniform(random, 8, 18)]
    const vol = tint(random, hexes(0x4a6a8a, 0x6a4a3a, 0x2a2a30))
    polygon(
      canvas,
      [
        [vx, vy + vs],
        [vx + vs / 2, vy],
        [vx + vs / 2, vy + vs * 0.7],
      ],
      pale(vol, 0.3),
    )
    polygon(
      canvas,
      [
        [vx + vs / 2, vy],
        [vx + vs, vy + vs],
        [vx + vs / 2, vy + vs * 0.7],
      ],
      vol,
    )
    polygon(
      canvas,
      [
        [vx, vy + vs],
        [vx + vs / 2, vy + vs * 0.7],
        [vx + vs, vy + vs],
      ],
      deep(vol, 0.7),
    )
  }
  const routes = int(random, 1, 3)
  for (let r = 0; r < routes; r++) {
    const c = tint(random, HOLDS)
    const shadow = deep(c, 0.6)
    let [x, y] = [uniform(random, 4, W - 4), H - 4]
    const tag = tint(random, WHITES)
    const grade = pick(random, GRADES)
    const tw = textWidth(grade) + 2
    const tx = Math.round(Math.min(W - tw - 2, Math.max(1, x - tw / 2)))
    rect(canvas, tx, H - 7, tx + tw, H - 2, tag)
    write(canvas, grade, tx + 1, H - 6, ink)
    while (y > 4) {
      y -= uniform(random, 6, 14)
      x = Math.max(3, Math.min(W - 4, x + uniform(random, -10, 10)))
      const s = uniform(random, 1, 3.5)
      const sq = uniform(random, 0.6, 1.2)
      ellipse(canvas, x, y + 1, s, s * sq, solid(shadow))
      ellipse(canvas, x, y, s, s * sq, solid(c))
      if (s > 2) canvas.set(Math.round(x), Math.round(y), hole)
    }
  }
  return trimmed(canvas)
}

/** A carabiner (a 2-px D or oval with a 1-px gate), alone (tiny on some) or two on a stitched sling. */
function carabiner(canvas: Canvas, x: number, y: number, w: number, h: number, metal: RGB, gate: RGB) {
  const t = w >= 8 ? 2 : 1
  ring(canvas, x + w / 2, y + h / 2, w / 2, h / 2, t, metal)
  const gx = Math.round(x + w / 2 + w / 2 - t / 2)
  for (let yy = Math.round(y + h * 0.25); yy <= Math.round(y + h * 0.75); yy++) canvas.set(gx, yy, gate)
  canvas.set(gx - 1, Math.round(y + h * 0.25), gate)
}
function quickdraw(random: Random, ink: RGB): RGBAImage {
  const metal = tint(random, [...HOLDS.slice(0, 7), ...STEELS])
  const gate = tint(random, STEELS)
  if (random() < 0.45) {
    const h = random() < 0.4 ? int(random, 9, 15) : int(random, 16, 60)
    const w = Math.max(6, Math.round(h * uniform(random, 0.5, 0.65)))
    const canvas = begin(w + 4, h + 4, null)
    carabiner(canvas, 1, 1, w, h, metal, gate)
    return done(canvas, random, ink, 0.5)
  }
  const h = int(random, 14, 40)
  const w = Math.max(7, Math.round(h * 0.55))
  const sling = int(random, 10, 50)
  const canvas = begin(w + 4, 2 * h + sling + 4, null)
  const fabric = tint(random, HOLDS.slice(0, 7))
  carabiner(canvas, 1, 1, w, h, metal, gate)
  carabiner(canvas, 1, h + sling + 1, w, h, tint(random, STEELS), gate)
  const sx = Math.round(1 + w / 2) - 1
  rect(canvas, sx - 1, h - 1, sx + 2, h + sling + 3, fabric)
  for (let y = h + 1; y < h + sling + 2; y += 2) canvas.set(sx + (y % 4 ? 0 : 1), y, pale(fabric, 0.5))
  rect(canvas, sx - 1, h + 2, sx + 2, h + 3, deep(fabric, 0.7))
  rect(canvas, sx - 1, h + sling - 1, sx + 2, h + sling, deep(fabric, 0.7))
  return done(canvas, random, ink, 0.3)
}

/** A coiled rope: loops of 1-px or 2-px flecked rope, wrapped round the middle. */
function rope(random: Random, ink: RGB): RGBAImage {
  const R = int(random, 8, 45)
  const canvas = begin(2 * R + 6, 2 * R + 6, null)
  const [r1, r2] = [tint(random, HOLDS.slice(0, 7)), tint(random, WHITES)]
  const loops = int(random, 3, 6)
  const c = R + 3
  for (let i = 0; i < loops; i++) {
    const rx = R - i * uniform(random, 0.6, 1.6)
    const ry = rx * uniform(random, 0.85, 1)
    const ox = uniform(random, -1.5, 1.5)
    ellipse(canvas, c + ox, c, rx, ry, (x, y) => {
      const d = ((x - c - ox) / rx) ** 2 + ((y - c) / ry) ** 2
      if (d < (1 - 1.6 / rx) ** 2) return null
      return (x + 2 * y) % 5 === 0 ? r2 : r1
    })
  }
  const wy0 = Math.round(c - R * 0.2)
  const wy1 = Math.round(c + R * 0.2)
  for (let y = wy0; y <= wy1; y++)
    for (let x = 1; x < 6 + R / 6; x++)
      if (canvas.opaque(x, y) || x > 2) canvas.set(x, y, y % 2 ? r1 : deep(r1, 0.65))
  return done(canvas, random, ink, 0.4)
}

/** An ice axe at a slant: a 2-px shaft with a grip, a spike, a curved toothed pick and an adze. */
function iceAxe(random: Random, ink: RGB): RGBAImage {
  const L = int(random, 30, 110)
  const canvas = begin(L + 2, L + 2, null)
  const shaft = tint(random, [...HOLDS.slice(0, 7), ...STEELS])
  const steel = tint(random, STEELS)
  const a = uniform(random, 1.1, 1.5)
  const [x0, y0] = [L * 0.5 + Math.cos(a) * L * 0.4, 4]
  const [x1, y1] = [x0 - Math.cos(a) * L * 0.85, y0 + Math.sin(a) * L * 0.85]
  const w = Math.max(2, Math.round(L / 35))
  bar(canvas, x0, y0, x1, y1, w, shaft)
  const gripC = tint(random, hexes(0x1e1e24, 0x2a2a30))
  bar(canvas, x0 - Math.cos(a) * L * 0.55, y0 + Math.sin(a) * L * 0.55, x1, y1, w + 1, gripC)
  polygon(
    canvas,
    [
      [x1 - w, y1],
      [x1 + w, y1],
      [x1 - Math.cos(a) * 5, y1 + Math.sin(a) * 5 + 1],
    ],
    steel,
  )
  const [px, py] = [-Math.sin(a), -Math.cos(a)]
  const head = L * 0.32
  const pts: Pt[] = []
  for (let i = 0; i <= 8; i++) {
    const t = i / 8
    pts.push([
      x0 + px * head * t + Math.cos(a) * head * 0.25 * t * t,
      y0 + py * head * t + Math.sin(a) * head * 0.25 * t * t,
    ])
  }
  for (let k = 0; k < Math.max(2, w); k++)
    path(
      canvas,
      pts.map(([x, y]) => [x, y + k] as Pt),
      steel,
    )
  for (let i = 3; i < pts.length; i++) {
    const [tx, ty] = pts[i] as Pt
    canvas.set(Math.round(tx), Math.round(ty + Math.max(2, w)), deep(steel, 0.7))
  }
  bar(canvas, x0, y0, x0 - px * head * 0.5, y0 - py * head * 0.5, Math.max(3, L / 14), steel)
  return done(canvas, random, ink, 0.5)
}

/** A chalk bag: a fabric cylinder, white chalk dithered over its rim, a drawcord with a toggle; tiny on some. */
function chalkBag(random: Random, ink: RGB): RGBAImage {
  const W = random() < 0.35 ? int(random, 9, 14) : int(random, 15, 50)
  const H = Math.max(9, Math.round(W * uniform(random, 0.9, 1.2)))
  const canvas = begin(W + 4, H + 4, null)
  const fabric = tint(random, HOLDS)
  const chalk = tint(random, WHITES)
  roundedBox(canvas, 2, 3, W + 1, H + 2, Math.max(1, Math.round(W / 6)), fabric)
  rect(canvas, 1, 2, W + 2, 3 + Math.max(1, Math.round(H / 8)), deep(fabric, 0.7))
  for (let y = 0; y < Math.max(3, H / 4); y++)
    for (let x = 2; x <= W + 1; x++)
      if (bayer(x, y) < 0.6 - y / Math.max(3, H / 4)) canvas.set(x, y + 1, chalk)
  const cord = tint(random, HOLDS)
  path(
    canvas,
    [
      [W + 2, 3],
      [W + 3, Math.round(H * 0.35)],
      [W + 2, Math.round(H * 0.5)],
    ],
    cord,
  )
  rect(canvas, W + 2, Math.round(H * 0.5), W + 3, Math.round(H * 0.5) + 1, ink)
  for (let y = 6; y < H; y += 3) canvas.set(Math.round(W * 0.3), y, pale(fabric, 0.4))
  return done(canvas, random, ink, 0.5)
}

/** The climbing wall: a wall of holds, carabiners and quickdraws, a rope, an ice axe or a chalk bag. */
const climbingSprite: Draw = (random) =>
  pick(random, [climbingWall, quickdraw, quickdraw, rope, iceAxe, chalkBag])(random, tint(random, INKS))

export const RELIQUARY_GENERATORS: SpriteGenerator[] = [
  { name: 'reliquary-dentist', draw: kept(dentistSprite) },
  { name: 'reliquary-florist', draw: kept(floristSprite) },
  { name: 'reliquary-smithy', draw: kept(smithySprite) },
  { name: 'reliquary-rink', draw: kept(rinkSprite) },
  { name: 'reliquary-polls', draw: kept(pollSprite) },
  { name: 'reliquary-cellar', draw: kept(cellarSprite) },
  { name: 'reliquary-hardware', draw: kept(hardwareSprite) },
  { name: 'reliquary-climbing', draw: kept(climbingSprite) },
]
