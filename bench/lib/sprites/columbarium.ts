// The generators of the `columbarium` split of the wide recovery bench, written in round 33 to be held back
// after reliquary, before reliquary was scored, by a helper that saw no recovery work, and used by no other
// split: the orchard (apples with a dithered blush, pears and pairs of cherries on curved stalks, branches
// at a slant with twigs, leaves and hanging fruit, slatted crates of fruit alone, side by side or stacked
// with a stencilled variety, orchard scenes of round trees in rows under a sky, cider presses with a
// threaded screw and a hooped tub, tapering orchard ladders on a third leg), the butcher (chains of linked
// sausages lying straight or hung in a swag, cleavers and boning knives at any angle, steaks and chops
// with a fat rim, marbling and a bone, rails of S-hooks with netted hams and sausages, display counters of
// trays with price cards, striped aprons), the print shop (single sorts of type from above with a mirrored
// letter, composing sticks holding a line of set type, type cases of divided compartments, ink brayers
// over an inked slab, letterpress broadsides, iron hand presses), the milliner (top hats, bowlers,
// boaters, cloches and fedoras with a ribbon band and a feather on some, hatboxes alone or stacked, hat
// stands with pegs, pincushions bristling with pins, shop windows with hats on stands), the pub (pints in
// straight, bulged and handled glasses, hand pumps with pump clips on a bar, dartboards with darts in them,
// beer mats, optics of upturned bottles on a bracket), the cheesemonger (wheels in oblique view with a
// wedge cut out of some, wedges with holes or blue veins, shelves of wheels with flag labels, box graters,
// glass cheese domes on a board), the casino (roulette wheels from above, chips alone from above or in
// stacks side on, slot machines with three reels and a lever, half-round blackjack tables, roulette betting
// layouts) and the cobbler (brogues, court shoes on a heel, ankle boots and trainers side on, shoe racks,
// wooden lasts, tins of polish from above, repair signs). Crate varieties, counter headings and prices,
// type letters and set lines, broadside bills, milliners' names on boxes and windows, ale names on pump
// clips and mats, cheese names on rinds and flags, chip values, slot-machine signs and reels, table rules,
// layout numbers and outside bets, polish brands and repair-sign words are text-like glyphs in a tiny
// three-row font of this file (glyphs one to five columns wide, most three; mirrored on type; twice or
// three times size on big crates, broadsides, windows, mats, chips, signs and tins); grain dots on crate
// slats, fence rails, price leaders, case dividers and the sorts lying in them, slab and reel edges, bracket
// rails, grater holes and slits, stitched pockets, chip edge spots and brogue perforations are 1-px lines
// and dots over flat runs; cherry stalks, hook curls, apron neck loops and ties, brim curves, hatbox lids
// and cords, pincushion seams, tankard handles, dartboard wires, beer-mat rings, cheese-dome glass and
// glints, chip rings, betting circles, roulette frets and polish-tin rings are curved 1-px outlines; twigs,
// leaves, ladder rails and poles, capstan bars, cleavers, bone arms, brayer frames and handles, press bars,
// hat-stand pegs and feet, pins, pump handles pulled to a slant, darts, slot levers, trainer stripes and
// roulette turrets run at many slants, and feather barbs, ham netting, hatbox papers on some, beer-mat
// bands on some and shoe laces at 45°. Apple blushes, cherry and foliage shading, orchard haze, steak
// marbling and edges, ham shading, brayer rollers and slabs, hat crowns, window glints, pincushion
// shading, cheese rinds and blue veins, roulette cones and shoe uppers are ordered-dithered (2×2), and
// mince, beer-mat bands and trainer soles are checkered. Broad stripes two px wide carry 1-px detail on
// some draws (apron stripes with pinstripes, crate slats with grain, hat bands with a bow, stacked chips
// with edge spots, cask hoops on the press tub). Orchard scenes, display counters, type cases,
// broadsides, shop windows, dartboards, roulette wheels, roulette layouts, repair signs and cheese shelves
// on a wall are opaque, large flat areas with few edges on some draws (sky and grass, paper, glass,
// felt, painted boards); branches, orchard ladders, hook rails, brayers, hand presses, hat stands, hand
// pumps, cheese domes and bare cheese shelves are mostly transparent. Lying sausages, one-row counters,
// composing sticks, hook rails, optics, one-shelf cheese racks, roulette layouts, rows of crates and
// one-bar shoe racks are thin strips; orchard ladders, stacked crates, cider presses, aprons, broadsides,
// hat stands, stacked hatboxes, hand pumps, box graters, chip stacks and slot machines are tall ones;
// fruit, steaks, sorts, hats, pincushions, pints, beer mats, cheese wheels and wedges, single chips, shoes
// and polish tins are tiny (8 to 15 px) on some draws. Held back: scored once at the end of a round
// (bench/lib/wide/splits.ts).
import type { RGBAImage } from '@threadbit/pixelart'
import { uniform, type Random } from '../../../packages/pixelart/src/recover/testing/degrade.ts'
import {
  bar,
  bayer,
  begin,
  circle,
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
  curve,
  oval,
  polyline,
} from './canvas.ts'

type Pt = [number, number]
type Draw = SpriteGenerator['draw']
type Maker = (random: Random, ink: RGB) => RGBAImage

const WHITE: RGB = [255, 255, 255]
/** A colour a share `k` of the way to white. */
const light = (c: RGB, k = 0.38): RGB => mix(c, WHITE, k)
/** A colour with its channels scaled down by `k`. */
const dark = (c: RGB, k = 0.7): RGB => scale(c, k)
const WOODS = hexes(0xa8743e, 0x8e5c32, 0xc08a52, 0x7a4e2c)
const METALS = hexes(0xa4acb4, 0x8e969e, 0xb8bec4)
const PAPERS = hexes(0xf4eedc, 0xf0ead8, 0xf8f2e4)
const BRASS = hexes(0xd0a640, 0xc49a3a)

// A tiny three-row pixel font of this file: glyphs one to five columns wide (most three), rows separated
// by spaces. Letters are told apart by their top and bottom rows more than by their middles.
const FONT: Record<string, string> = {
  A: '.#. ### #.#',
  B: '##. ### ##.',
  C: '.## #.. .##',
  D: '##. #.# ##.',
  E: '### ##. ###',
  F: '### ##. #..',
  G: '##. #.# .##',
  H: '#.# ### #.#',
  I: '# # #',
  J: '..# ..# ##.',
  K: '#.# ##. #.#',
  L: '#.. #.. ###',
  M: '##.## #.#.# #...#',
  N: '##.# #.## #..#',
  O: '### #.# ###',
  P: '### ### #..',
  Q: '###. #.#. ####',
  R: '##. ##. #.#',
  S: '.## .#. ##.',
  T: '### .#. .#.',
  U: '#.# #.# ###',
  V: '#.# #.# .#.',
  W: '#...# #.#.# .#.#.',
  X: '#.# .#. #.#',
  Y: '#.# .#. .#.',
  Z: '##. .#. .##',
  '0': '.#. #.# .#.',
  '1': '## .# .#',
  '2': '##. .#. ###',
  '3': '### .## ###',
  '4': '#.# ### ..#',
  '5': '### ##. .##',
  '6': '#.. ### ###',
  '7': '### ..# ..#',
  '8': '### ### ###',
  '9': '### ### ..#',
  '.': '. . #',
  ':': '# . #',
  '-': '.. ## ..',
  '/': '..# .#. #..',
  '&': '.#. ##. ###',
  ' ': '.. .. ..',
}
const ROWS = 3
const glyphRows = (ch: string) => (FONT[ch] ?? (FONT[' '] as string)).split(' ')
/** How many pixels `text` takes across at `k` times size. */
function measure(text: string, k = 1): number {
  let w = 0
  for (const ch of text) w += ((glyphRows(ch)[0] as string).length + 1) * k
  return Math.max(0, w - k)
}
/** Prints `text` with its top left at (x, y), each font pixel a k×k block; `mirror` prints it as type does. */
function print(canvas: Canvas, text: string, x: number, y: number, c: RGB, k = 1, mirror = false) {
  let cx = Math.round(x)
  const top = Math.round(y)
  const chars = mirror ? [...text].reverse() : [...text]
  for (const ch of chars) {
    const rows = glyphRows(ch)
    const w = (rows[0] as string).length
    rows.forEach((row, ry) => {
      for (let rx = 0; rx < w; rx++) {
        if (row[mirror ? w - 1 - rx : rx] !== '#') continue
        rect(canvas, cx + rx * k, top + ry * k, cx + rx * k + k - 1, top + ry * k + k - 1, c)
      }
    })
    cx += (w + 1) * k
  }
}
const printCentred = (canvas: Canvas, text: string, cx: number, y: number, c: RGB, k = 1) =>
  print(canvas, text, Math.round(cx - (measure(text, k) - 1) / 2), y, c, k)
/** A word of the list that fits in `room` pixels at size k (undefined if none does). */
function choose(random: Random, words: readonly string[], room: number, k = 1): string | undefined {
  const fit = words.filter((w) => measure(w, k) <= room)
  return fit.length ? pick(random, fit) : undefined
}

/** A bar with round ends of radius r from a to b: sausages, handles, rolled things. */
function capsule(canvas: Canvas, a: Pt, b: Pt, r: number, c: RGB) {
  bar(canvas, a[0], a[1], b[0], b[1], 2 * r, c)
  ellipse(canvas, a[0] + 0.5, a[1] + 0.5, r, r, solid(c))
  ellipse(canvas, b[0] + 0.5, b[1] + 0.5, r, r, solid(c))
}
/** A leaf: a pointed lens from its stalk end (x, y), `len` long at angle `a`, with a midrib on some. */
function leaf(canvas: Canvas, x: number, y: number, len: number, a: number, c: RGB, rib: RGB | null) {
  const [ux, uy] = [Math.cos(a), Math.sin(a)]
  const w = Math.max(1, len * 0.28)
  const pts: Pt[] = []
  for (let i = 0; i <= 8; i++) {
    const t = i / 8
    const h = Math.sin(Math.PI * t) * w
    pts.push([x + ux * len * t - uy * h + 0.5, y + uy * len * t + ux * h + 0.5])
  }
  for (let i = 7; i >= 1; i--) {
    const t = i / 8
    const h = Math.sin(Math.PI * t) * w
    pts.push([x + ux * len * t + uy * h + 0.5, y + uy * len * t - ux * h + 0.5])
  }
  polygon(canvas, pts, c)
  if (rib && len >= 5) line(canvas, x, y, x + ux * len * 0.8, y + uy * len * 0.8, rib)
}
/** Turns points about (cx, cy) by angle a (radians). */
const turn = (points: Pt[], a: number, cx: number, cy: number): Pt[] =>
  points.map(([x, y]) => [
    cx + (x - cx) * Math.cos(a) - (y - cy) * Math.sin(a),
    cy + (x - cx) * Math.sin(a) + (y - cy) * Math.cos(a),
  ])
/** Checkers of two colours (null: left alone) in cells `cell` px square over a box. */
function checks(
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
/** Whether the pixel is opaque and exactly `c`. */
function is(canvas: Canvas, x: number, y: number, c: RGB): boolean {
  if (!canvas.opaque(x, y)) return false
  const o = (y * canvas.width + x) * 4
  return canvas.data[o] === c[0] && canvas.data[o + 1] === c[1] && canvas.data[o + 2] === c[2]
}
/** Repaints every pixel of colour `from` with paint(x, y) (null: left). */
function recolour(canvas: Canvas, from: RGB, paint: (x: number, y: number) => RGB | null) {
  for (let y = 0; y < canvas.height; y++)
    for (let x = 0; x < canvas.width; x++)
      if (is(canvas, x, y, from)) {
        const c = paint(x, y)
        if (c) canvas.set(x, y, c)
      }
}
/** Outlined (over transparency) for an `outline` share of draws, mirrored for a `mirror` share, trimmed. */
function finishOff(canvas: Canvas, random: Random, ink: RGB, outline: number, mirror = 0.5): RGBAImage {
  if (random() < outline) canvas.outline(ink, null)
  return trimmed(random() < mirror ? flipped(canvas) : canvas)
}

/** Whether a drawing keeps this split's rules: 8 to 120 px a side and 3 to 10 opaque colours. */
function obeys(image: RGBAImage): boolean {
  if (Math.min(image.width, image.height) < 8 || Math.max(image.width, image.height) > 120) return false
  const n = colourCount(image)
  return n >= 3 && n <= 10
}
/** A generator that draws again from the same stream until its drawing obeys the rules (forty tries). */
const ruled =
  (draw: Draw): Draw =>
  (random) => {
    let image = draw(random)
    for (let tries = 1; tries < 40 && !obeys(image); tries++) image = draw(random)
    return image
  }
/** A theme: one of its makers (some listed twice to come up more often), with an ink of its own. */
const theme =
  (makers: Maker[]): Draw =>
  (random) =>
    pick(random, makers)(random, tint(random, INKS))

// ---- the orchard -------------------------------------------------------------------------------------

const APPLES = hexes(0xc8282a, 0xd8402a, 0xb01e3a, 0x8cc43a, 0xa8c83c)
const PEARS = hexes(0xc8c040, 0xb8b83a, 0xd0a84a)
const CHERRIES = hexes(0xa8101e, 0xc01830, 0x80102a)
const FOLIAGE = hexes(0x2e7a2e, 0x3a8a34, 0x286a3a)
const BARKS = hexes(0x6a4a2e, 0x5a3e2a, 0x7a5636)
const SKIES = hexes(0x9ccce8, 0xb4d8ec, 0xa8c4e0)
const GRASSES = hexes(0x6ca840, 0x5c9a3a, 0x7cb04a)

/** A fruit: an apple with a blush, a pear, or a pair of cherries on curved stalks; tiny on some draws. */
function fruit(random: Random, ink: RGB): RGBAImage {
  const S = random() < 0.35 ? int(random, 8, 12) : int(random, 13, 54)
  const canvas = begin(S + 8, S + 10, null)
  const kind = pick(random, ['apple', 'apple', 'pear', 'cherries'] as const)
  const stalk = tint(random, BARKS)
  const green = tint(random, FOLIAGE)
  const cx = S / 2 + 4
  if (kind === 'cherries') {
    const skin = tint(random, CHERRIES)
    const r = Math.max(2, S * 0.22)
    const top: Pt = [cx + uniform(random, -1, 1), 2]
    const feet: Pt[] = [
      [cx - r * 1.1, S + 6 - r],
      [cx + r * 1.2, S + 5 - r * 1.3],
    ]
    for (const [fx, fy] of feet) {
      polyline(
        canvas,
        curve(top, [(top[0] + fx) / 2 + uniform(random, -3, 3), top[1] + S * 0.2], [fx, fy - r]),
        stalk,
      )
      ellipse(canvas, fx, fy, r, r, (x, y) =>
        x > fx + r * 0.3 && bayer(x, y) < 0.5 ? dark(skin, 0.72) : skin,
      )
      if (r >= 3) canvas.set(Math.round(fx - r * 0.4), Math.round(fy - r * 0.4), light(skin, 0.6))
    }
    if (S > 12)
      leaf(canvas, top[0], top[1] + 1, S * 0.35, uniform(random, -0.3, 0.4), green, dark(green, 0.75))
    return finishOff(canvas, random, ink, 0.6)
  }
  const skin = tint(random, kind === 'apple' ? APPLES : PEARS)
  const blush =
    kind === 'apple' ? tint(random, hexes(0xe8c040, 0xf08a2a, 0x8a1420)) : tint(random, hexes(0xd87a3a))
  const top = 5
  const H = S
  const halfAt = (v: number) => {
    if (kind === 'apple')
      return Math.sqrt(Math.max(0, 1 - ((v - 0.52) / 0.5) ** 2)) * (S / 2) * (1 + 0.08 * v)
    const lower = Math.sqrt(Math.max(0, 1 - ((v - 0.68) / 0.33) ** 2)) * 0.5
    const upper = Math.sqrt(Math.max(0, 1 - ((v - 0.24) / 0.25) ** 2)) * 0.3
    const neck = v > 0.2 && v < 0.7 ? 0.28 + ((v - 0.2) / 0.5) * 0.2 : 0
    return Math.max(lower, upper, neck) * S * 0.9
  }
  const share = uniform(random, 0.2, 0.7)
  for (let y = 0; y < H; y++) {
    const v = (y + 0.5) / H
    const hw = halfAt(v)
    for (let x = Math.floor(cx - hw); x <= Math.ceil(cx + hw); x++) {
      if (Math.abs(x + 0.5 - cx) > hw) continue
      if (kind === 'apple' && y < H * 0.08 && Math.abs(x + 0.5 - cx) < S * 0.1) continue
      const u = (x + 0.5 - (cx - hw)) / Math.max(1, 2 * hw)
      canvas.set(x, y + top, bayer(x, y) < (u - 1 + share) * 2.2 ? blush : skin)
    }
  }
  const [sx, sy] = [Math.round(cx), top + Math.round(H * 0.1)]
  line(canvas, sx, sy, sx + int(random, -2, 2), sy - int(random, 3, 5), stalk)
  if (random() < 0.75)
    leaf(canvas, sx, sy - 2, Math.max(3, S * 0.32), uniform(random, -0.6, 0.2), green, dark(green, 0.75))
  if (S > 12) {
    const hx = Math.round(cx - S * 0.22)
    line(
      canvas,
      hx,
      top + Math.round(H * 0.3),
      hx,
      top + Math.round(H * 0.3) + Math.max(1, Math.round(S / 10)),
      light(skin, 0.55),
    )
  }
  return finishOff(canvas, random, ink, 0.7)
}

/** A branch at a slant with twigs at many angles, leaves and hanging fruit: mostly transparent. */
function branch(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 28, 110)
  const H = Math.max(20, Math.round(W * uniform(random, 0.45, 0.9)))
  const canvas = begin(W + 4, H + 4, null)
  const bark = tint(random, BARKS)
  const green = tint(random, FOLIAGE)
  const rib = random() < 0.6 ? dark(green, 0.72) : null
  const skin = tint(random, [...APPLES, ...PEARS, ...CHERRIES])
  const shine = light(skin, 0.5)
  const y0 = uniform(random, 2, H * 0.4)
  const y1 = uniform(random, 2, H * 0.5)
  const thick = Math.max(2, Math.round(W / 28))
  bar(canvas, 1, y0, W + 2, y1, thick, bark)
  const n = int(random, 2, Math.max(3, Math.round(W / 14)))
  const r = Math.max(1.5, Math.min(6, W / uniform(random, 12, 20)))
  for (let i = 0; i < n; i++) {
    const t = uniform(random, 0.1, 0.95)
    const bx = 1 + t * (W + 1)
    const by = y0 + t * (y1 - y0)
    const a = uniform(random, -2.8, -0.3) * (random() < 0.5 ? -1 : 1)
    const len = uniform(random, W * 0.12, W * 0.3)
    const [tx, ty] = [bx + Math.cos(a) * len, by + Math.sin(a) * len]
    line(canvas, bx, by, tx, ty, bark)
    for (let j = 0; j < 3; j++) {
      const s = uniform(random, 0.3, 1)
      leaf(
        canvas,
        bx + (tx - bx) * s,
        by + (ty - by) * s,
        uniform(random, 3, Math.max(4, W / 8)),
        a + uniform(random, -1.2, 1.2),
        green,
        rib,
      )
    }
    if (random() < 0.75) {
      const s = uniform(random, 0.3, 0.9)
      const [fx, fy] = [bx + (tx - bx) * s, by + (ty - by) * s]
      const drop = uniform(random, 2, 5)
      line(canvas, fx, fy, fx, fy + drop, bark)
      ellipse(canvas, fx + 0.5, fy + drop + r, r, r, solid(skin))
      if (r >= 2.5) canvas.set(Math.round(fx - r * 0.3), Math.round(fy + drop + r * 0.6), shine)
    }
  }
  return finishOff(canvas, random, ink, 0.35)
}

const VARIETIES = [
  'COX',
  'GALA',
  'BRAMLEY',
  'PIPPIN',
  'RUSSET',
  'JAZZ',
  'COMICE',
  'WILLIAMS',
  'MORELLO',
  'FUJI',
]

/** Crates of fruit: slatted fronts with grain dots and a stencilled variety, alone, side by side or stacked. */
function crates(random: Random, ink: RGB): RGBAImage {
  const layout = pick(random, ['one', 'row', 'stack'] as const)
  const n = layout === 'one' ? 1 : int(random, 2, 4)
  const cw = int(random, 14, layout === 'row' ? Math.max(14, Math.floor(112 / n)) : 60)
  const ch = Math.max(9, Math.round(cw * uniform(random, 0.5, 0.75)))
  const [cols, rows] = layout === 'row' ? [n, 1] : layout === 'stack' ? [1, n] : [1, 1]
  const W = cols * cw
  const fr = Math.max(1.5, Math.min(5, cw / 9))
  const H = rows * ch + Math.ceil(fr * 1.6)
  const canvas = begin(W + 2, H + 2, null)
  const wood = tint(random, WOODS)
  const [grain, edge] = [dark(wood, 0.72), light(wood, 0.3)]
  const stencil = tint(random, [...INKS, ...hexes(0x2a4a8a, 0xa02a2a)])
  const skin = tint(random, [...APPLES, ...PEARS])
  const top = H - rows * ch + 1
  for (let k = 0; k < Math.round((cols * cw) / (fr * 2)); k++) {
    const fx = 1 + fr + k * fr * 2 + uniform(random, -0.3, 0.3)
    if (fx > W - fr + 1) break
    ellipse(canvas, fx, top - fr * 0.4, fr, fr, (x, y) => (bayer(x, y) < 0.25 ? light(skin, 0.45) : skin))
  }
  const word = choose(random, VARIETIES, cw - 6, cw >= 40 && ch >= 20 ? 2 : 1)
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const x0 = 1 + c * cw
      const y0 = top + r * ch
      const slats = ch >= 16 ? 3 : 2
      const sh = Math.floor((ch - 1) / slats)
      for (let s = 0; s < slats; s++) {
        const sy0 = y0 + s * sh
        const sy1 = s === slats - 1 ? y0 + ch - 1 : sy0 + sh - 2
        rect(canvas, x0, sy0, x0 + cw - 1, sy1, wood)
        line(canvas, x0, sy0, x0 + cw - 1, sy0, edge)
        for (let x = x0 + 2; x < x0 + cw - 2; x += int(random, 3, 7))
          canvas.set(x, sy0 + 1 + int(random, 0, Math.max(0, sy1 - sy0 - 1)), grain)
      }
      rect(canvas, x0, y0, x0 + 1, y0 + ch - 1, grain)
      rect(canvas, x0 + cw - 2, y0, x0 + cw - 1, y0 + ch - 1, grain)
      if (word) {
        const k = cw >= 40 && ch >= 20 ? 2 : 1
        const mid = y0 + sh + Math.floor((sh - 1 - ROWS * k) / 2)
        if (slats === 3 || ch >= 12)
          printCentred(canvas, word, x0 + cw / 2, slats === 3 ? mid : y0 + 2, stencil, k)
      }
    }
  return finishOff(canvas, random, ink, 0.5, 0)
}

/** An orchard: rows of round trees with fruit dots under a sky, on grass; opaque, wide flat areas. */
function orchardScene(random: Random, _ink: RGB): RGBAImage {
  const W = int(random, 36, 120)
  const H = Math.max(24, Math.min(110, Math.round(W * uniform(random, 0.45, 0.85))))
  const sky = tint(random, SKIES)
  const canvas = begin(W, H, sky)
  const grass = tint(random, GRASSES)
  const shade = dark(grass, 0.8)
  const crown = tint(random, FOLIAGE)
  const trunk = tint(random, BARKS)
  const skin = tint(random, [...APPLES, ...PEARS])
  const horizon = Math.round(H * uniform(random, 0.3, 0.55))
  if (random() < 0.5) {
    const haze = light(sky, 0.45)
    for (let y = horizon - 6; y < horizon; y++)
      for (let x = 0; x < W; x++) if (bayer(x, y) < (y - horizon + 7) / 8) canvas.set(x, y, haze)
  }
  rect(canvas, 0, horizon, W - 1, H - 1, grass)
  const rowsN = int(random, 1, 4)
  for (let r = 0; r < rowsN; r++) {
    const t = rowsN === 1 ? 1 : r / (rowsN - 1)
    const base = Math.round(horizon + 2 + t * (H - horizon - 4))
    const R = Math.max(2, (2 + t * 6) * (W / 80))
    const gap = Math.max(2 * R + 2, R * uniform(random, 2.4, 3.4))
    const off = uniform(random, 0, gap)
    for (let x = off; x < W + R; x += gap) {
      const th = Math.max(2, Math.round(R * 0.9))
      rect(canvas, Math.round(x), base - th, Math.round(x) + (R > 4 ? 1 : 0), base, trunk)
      line(canvas, Math.round(x - R * 0.8), base + 1, Math.round(x + R * 0.8), base + 1, shade)
      const cy = base - th - R * 0.8
      ellipse(canvas, x + 0.5, cy, R, R * 0.85, (px, py) =>
        py > cy + R * 0.3 && bayer(px, py) < 0.5 ? dark(crown, 0.75) : crown,
      )
      if (R >= 3)
        for (let k = 0; k < Math.round(R); k++)
          canvas.set(
            Math.round(x + uniform(random, -R * 0.7, R * 0.7)),
            Math.round(cy + uniform(random, -R * 0.5, R * 0.5)),
            skin,
          )
    }
  }
  if (random() < 0.4) {
    const fence = tint(random, WOODS)
    const fy = H - 4
    line(canvas, 0, fy, W - 1, fy, fence)
    line(canvas, 0, fy + 2, W - 1, fy + 2, fence)
    for (let x = 1; x < W; x += 6) line(canvas, x, fy - 1, x, H - 1, fence)
  }
  return trimmed(canvas)
}

/** A cider press: a screw with 45° threads in a timber frame, a capstan bar, a hooped tub and a spout. */
function ciderPress(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 22, 80)
  const H = Math.max(24, Math.min(116, Math.round(W * uniform(random, 1.0, 1.45))))
  const canvas = begin(W + 4, H + 2, null)
  const wood = tint(random, WOODS)
  const [wd, wl] = [dark(wood, 0.7), light(wood, 0.28)]
  const iron = tint(random, METALS)
  const juice = tint(random, hexes(0xe0a030, 0xd8b848, 0xc87a28))
  const post = Math.max(2, Math.round(W / 12))
  const beam = Math.max(2, Math.round(H / 16))
  const x0 = 2
  const x1 = W + 1
  rect(canvas, x0, 1, x0 + post - 1, H, wood)
  rect(canvas, x1 - post + 1, 1, x1, H, wood)
  rect(canvas, x0, 1, x1, beam, wood)
  line(canvas, x0, 1, x1, 1, wl)
  const tubTop = Math.round(H * 0.55)
  const tubBot = H - Math.max(2, Math.round(H / 12))
  rect(canvas, x0, tubBot + 1, x1, H, wd)
  const [tx0, tx1] = [x0 + post + 1, x1 - post - 1]
  for (let x = tx0; x <= tx1; x++) {
    rect(canvas, x, tubTop, x, tubBot, (x - tx0) % 3 === 2 ? wd : wood)
  }
  for (const hy of [tubTop + 2, tubBot - 3]) rect(canvas, tx0, hy, tx1, hy + 1, iron)
  const cx = Math.round((x0 + x1) / 2)
  const sw = Math.max(1, Math.round(W / 18))
  const plate = tubTop - Math.max(2, Math.round(H / 14))
  rect(canvas, tx0 + 1, plate, tx1 - 1, tubTop - 1, wd)
  for (let y = beam + 1; y < plate; y++)
    for (let x = cx - sw; x <= cx + sw; x++) canvas.set(x, y, (x + y) % 3 === 0 ? dark(iron, 0.7) : iron)
  const a = uniform(random, -0.25, 0.25)
  const hl = W * uniform(random, 0.35, 0.55)
  const hy = beam + Math.max(3, Math.round((plate - beam) * 0.35))
  bar(
    canvas,
    cx - hl * Math.cos(a),
    hy - hl * Math.sin(a),
    cx + hl * Math.cos(a),
    hy + hl * Math.sin(a),
    2,
    iron,
  )
  const sx = tx1 - 1
  rect(canvas, sx, tubBot - 1, sx + 2, tubBot, wd)
  line(canvas, sx + 3, tubBot + 1, sx + 3, H - 1, juice)
  if (random() < 0.6) ellipse(canvas, sx + 3, H, 2, 1, solid(juice))
  return finishOff(canvas, random, ink, 0.5)
}

/** A tapering orchard ladder on a slanted third leg, with a picking bag on some: tall, mostly transparent. */
function orchardLadder(random: Random, ink: RGB): RGBAImage {
  const H = int(random, 36, 118)
  const W = Math.max(12, Math.round(H * uniform(random, 0.35, 0.55)))
  const canvas = begin(W + 4, H + 2, null)
  const wood = tint(random, WOODS)
  const [rung, pole] = [light(wood, 0.3), dark(wood, 0.72)]
  const bottomHalf = W * 0.32
  const topHalf = Math.max(1, W * 0.06)
  const cx = W * 0.42 + 2
  bar(canvas, cx + W * 0.05, 2, W + 1, H, 2, pole)
  bar(canvas, cx - topHalf, 1, cx - bottomHalf, H, 2, wood)
  bar(canvas, cx + topHalf, 1, cx + bottomHalf, H, 2, wood)
  const step = int(random, 5, 9)
  for (let y = 4; y < H - 2; y += step) {
    const t = y / H
    const hw = topHalf + (bottomHalf - topHalf) * t
    line(canvas, cx - hw + 1, y, cx + hw - 1, y, rung)
  }
  if (random() < 0.45) {
    const bag = tint(random, hexes(0xc8b48a, 0x8a9a6a, 0xd8c8a0))
    const by = Math.round(H * uniform(random, 0.25, 0.5))
    const bx = Math.round(cx + bottomHalf * (by / H))
    line(canvas, bx, by, bx + 2, by + 3, pole)
    roundedBox(
      canvas,
      bx,
      by + 3,
      bx + Math.max(5, Math.round(W / 3)),
      by + 3 + Math.max(6, Math.round(W / 2.5)),
      2,
      bag,
    )
  }
  return finishOff(canvas, random, ink, 0.4)
}

const orchardSprite = theme([fruit, fruit, branch, crates, orchardScene, ciderPress, orchardLadder])

// ---- the butcher -------------------------------------------------------------------------------------

const MEATS = hexes(0xb8303a, 0xc84048, 0xa02a34)
const FATS = hexes(0xf2e4d8, 0xf6ecde, 0xeedcd0)
const CASINGS = hexes(0xb8644a, 0xc87a5a, 0xa8503e, 0xd89a7a)
const HAMS = hexes(0xd88a78, 0xc8705e, 0xe4a08a)

/** Sausages linked in a chain: lying straight (a thin strip) or hung in a swag, each link with a shine. */
function sausages(random: Random, ink: RGB): RGBAImage {
  const n = int(random, 2, 9)
  const r = random() < 0.3 ? 1.5 : uniform(random, 2, 5)
  const len = Math.max(r * 2.5, uniform(random, r * 3, r * 6))
  const W = Math.min(114, Math.round(n * len))
  const swag = random() < 0.55
  const sag = swag ? uniform(random, W * 0.15, W * 0.5) : 0
  const canvas = begin(W + Math.ceil(4 * r) + 4, Math.ceil(sag + 4 * r) + 4, null)
  const casing = tint(random, CASINGS)
  const [twist, shine] = [dark(casing, 0.68), light(casing, 0.42)]
  const at = (t: number): Pt => [2 * r + 2 + t * W, 2 * r + 2 + sag * 4 * t * (1 - t)]
  const links = Math.max(1, Math.round(W / len))
  for (let i = 0; i < links; i++) {
    const a = at((i + 0.12) / links)
    const b = at((i + 0.88) / links)
    capsule(canvas, a, b, r, casing)
    const d = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1
    const [nx, ny] = [(-(b[1] - a[1]) / d) * r * 0.5, ((b[0] - a[0]) / d) * r * 0.5]
    if (r >= 2)
      line(
        canvas,
        a[0] + nx + 0.5,
        a[1] - Math.abs(ny) + 0.5,
        b[0] + nx + 0.5,
        b[1] - Math.abs(ny) + 0.5,
        shine,
      )
    if (i > 0) {
      const [px, py] = at(i / links)
      rect(canvas, Math.round(px), Math.round(py), Math.round(px), Math.round(py + Math.max(0, r - 1)), twist)
    }
  }
  if (swag) {
    const string = tint(random, WHITES)
    line(canvas, 1, 1, at(0)[0], at(0)[1], string)
    line(canvas, canvas.width - 2, 1, at(1)[0], at(1)[1], string)
  }
  return finishOff(canvas, random, ink, 0.55)
}

/** A cleaver or a boning knife at any angle: a steel blade with a hole and a lit edge, a riveted handle. */
function cleaver(random: Random, ink: RGB): RGBAImage {
  const L = int(random, 18, 96)
  const knife = random() < 0.35
  const bh = knife ? Math.max(3, L * 0.12) : Math.max(5, L * uniform(random, 0.28, 0.4))
  const hl = L * 0.38
  const canvas = begin(L + 8, L + 8, null)
  const c = (L + 8) / 2
  const steel = tint(random, METALS)
  const [edgeC, spine] = [light(steel, 0.55), dark(steel, 0.75)]
  const wood = tint(random, [...WOODS, ...hexes(0x2a2a30, 0x3a2a24)])
  const pin = tint(random, BRASS)
  const x0 = c - L / 2
  const bx = x0 + hl
  const y0 = c - bh / 2
  const a = uniform(random, -Math.PI, Math.PI)
  const blade: Pt[] = knife
    ? [
        [bx, y0],
        [x0 + L, c + bh * 0.3],
        [bx, y0 + bh],
      ]
    : [
        [bx, y0],
        [x0 + L, y0],
        [x0 + L, y0 + bh],
        [bx, y0 + bh],
      ]
  polygon(canvas, turn(blade, a, c, c), steel)
  const [e0, e1] = turn(
    knife
      ? [
          [bx, y0 + bh - 1],
          [x0 + L - 1, c + bh * 0.3],
        ]
      : [
          [bx, y0 + bh - 1],
          [x0 + L - 1, y0 + bh - 1],
        ],
    a,
    c,
    c,
  ) as [Pt, Pt]
  line(canvas, e0[0], e0[1], e1[0], e1[1], edgeC)
  const [s0, s1] = turn(
    [
      [bx, y0 + 0.5],
      [x0 + L - 1, y0 + 0.5],
    ],
    a,
    c,
    c,
  ) as [Pt, Pt]
  if (!knife) line(canvas, s0[0], s0[1], s1[0], s1[1], spine)
  const hh = Math.max(3, Math.min(bh * 0.55, L * 0.12))
  polygon(
    canvas,
    turn(
      [
        [x0, c - hh / 2],
        [bx + 1, c - hh / 2 - (knife ? 0 : bh * 0.15)],
        [bx + 1, c + hh / 2],
        [x0, c + hh / 2],
      ],
      a,
      c,
      c,
    ),
    wood,
  )
  const rivets = L >= 30 ? int(random, 2, 3) : 1
  for (let i = 0; i < rivets; i++) {
    const [p] = turn([[x0 + hl * ((i + 0.6) / (rivets + 0.4)), c]], a, c, c) as [Pt]
    canvas.set(Math.round(p[0]), Math.round(p[1]), pin)
  }
  if (!knife && bh >= 8) {
    const [p] = turn([[x0 + L - bh * 0.4, y0 + bh * 0.3]], a, c, c) as [Pt]
    ellipse(canvas, p[0], p[1], Math.max(0.8, bh / 10), Math.max(0.8, bh / 10), () => null)
    rect(
      canvas,
      Math.round(p[0]),
      Math.round(p[1]),
      Math.round(p[0]) + (bh >= 14 ? 1 : 0),
      Math.round(p[1]) + (bh >= 14 ? 1 : 0),
      null,
    )
  }
  return finishOff(canvas, random, ink, 0.6)
}

/** A steak or chop: an irregular cut with a fat rim, dithered marbling and curved 1-px veins, a bone on some. */
function steak(random: Random, ink: RGB): RGBAImage {
  const S = random() < 0.3 ? int(random, 9, 13) : int(random, 14, 70)
  const ry = S * uniform(random, 0.45, 0.62)
  const canvas = begin(S + 6, Math.ceil(2 * ry) + 6, null)
  const meat = tint(random, MEATS)
  const [marble, deepM] = [mix(meat, WHITE, 0.45), dark(meat, 0.75)]
  const fat = tint(random, FATS)
  const bone = tint(random, hexes(0xe8dcc0, 0xf0e6cc))
  const [cx, cy] = [S / 2 + 3, ry + 3]
  const bumps = Array.from({ length: 5 }, () => uniform(random, -0.08, 0.08))
  const phase = uniform(random, 0, 6)
  const radius = (ang: number) => 1 + bumps.reduce((s, b, i) => s + b * Math.sin((i + 2) * ang + phase), 0)
  const fatSide = uniform(random, 0, 2 * Math.PI)
  const fatW = Math.max(1, Math.round(S / 14))
  for (let y = 0; y < canvas.height; y++)
    for (let x = 0; x < canvas.width; x++) {
      const [dx, dy] = [(x + 0.5 - cx) / (S / 2), (y + 0.5 - cy) / ry]
      const ang = Math.atan2(dy, dx)
      const d = Math.hypot(dx, dy) / radius(ang)
      if (d > 1) continue
      const rim = Math.cos(ang - fatSide) > 0.2 && d > 1 - fatW / (S / 2)
      if (rim) canvas.set(x, y, fat)
      else
        canvas.set(
          x,
          y,
          bayer(x, y) < 0.3 * Math.sin(dx * 5 + dy * 7 + phase) - 0.05
            ? marble
            : d > 0.85 && bayer(x, y) < 0.5
              ? deepM
              : meat,
        )
    }
  if (S >= 20)
    for (let k = 0; k < int(random, 1, 3); k++) {
      const p0: Pt = [cx + uniform(random, -S * 0.3, 0), cy + uniform(random, -ry * 0.5, ry * 0.5)]
      polyline(
        canvas,
        curve(
          p0,
          [p0[0] + S * 0.15, p0[1] + uniform(random, -ry, ry) * 0.6],
          [p0[0] + S * 0.3, p0[1] + uniform(random, -ry, ry) * 0.3],
        ),
        marble,
      )
    }
  if (random() < 0.5) {
    const bw = Math.max(1, Math.round(S / 16))
    const a = fatSide + Math.PI / 2
    const x1 = cx + Math.cos(a) * S * 0.36
    const y1 = cy + Math.sin(a) * ry * 0.72
    bar(canvas, cx - (x1 - cx) * 0.2, cy - (y1 - cy) * 0.2, x1, y1, bw * 2, bone)
    bar(
      canvas,
      cx - Math.sin(a) * S * 0.2,
      cy + Math.cos(a) * ry * 0.4,
      cx + Math.sin(a) * S * 0.2,
      cy - Math.cos(a) * ry * 0.4,
      bw * 2,
      bone,
    )
  }
  return finishOff(canvas, random, ink, 0.65)
}

/** A rail of S-hooks carrying netted hams and links of sausages: mostly transparent, a strip when long. */
function hookRail(random: Random, ink: RGB): RGBAImage {
  const n = int(random, 1, 5)
  const pitch = int(random, 12, Math.max(12, Math.min(28, Math.floor(112 / n))))
  const W = n * pitch + 4
  const hamH = Math.round(pitch * uniform(random, 1.3, 2.2))
  const canvas = begin(W, hamH + 14, null)
  const steel = tint(random, METALS)
  const ham = tint(random, HAMS)
  const [hamD, net] = [dark(ham, 0.75), tint(random, WHITES)]
  const casing = tint(random, CASINGS)
  rect(canvas, 0, 1, W - 1, 2, steel)
  for (let i = 0; i < n; i++) {
    const x = 2 + Math.round((i + 0.5) * pitch)
    oval(canvas, x + 1, 4.5, 1.5, 1.5, steel, (px) => px >= x + 1)
    oval(canvas, x - 1, 7.5, 1.5, 1.5, steel, (px) => px <= x - 1)
    line(canvas, x, 3, x, 9, steel)
    const top = 10
    if (random() < 0.65) {
      const hw = pitch * 0.42
      for (let y = top; y < top + hamH; y++) {
        const v = (y - top) / hamH
        const w = Math.max(1, hw * Math.sin(Math.PI * Math.min(1, 0.15 + v * 0.95)) * (0.35 + 0.65 * v))
        for (let px = Math.round(x - w); px <= Math.round(x + w); px++)
          canvas.set(
            px,
            y,
            (px - x + y) % 4 === 0 || (x - px + y) % 4 === 0 ? net : bayer(px, y) < (px - x) / w ? hamD : ham,
          )
      }
      line(canvas, x, 9, x, top, net)
    } else {
      const links = int(random, 2, 4)
      const r = Math.max(1.5, pitch / 8)
      for (let k = 0; k < links; k++) {
        const sx = x - r * 2 + k * r * 1.6
        capsule(canvas, [x, top], [sx, top + hamH * 0.9], r, casing)
      }
      line(canvas, x - 1, top, x + 1, top, dark(casing, 0.7))
    }
  }
  return finishOff(canvas, random, ink, 0.3)
}

/** A display counter: trays of cuts behind glass, plastic-parsley zigzags, price cards; opaque. */
function counter(random: Random, ink: RGB): RGBAImage {
  const n = int(random, 2, 6)
  const tw = int(random, 14, Math.max(14, Math.floor(114 / n)))
  const W = n * tw + 2
  const head = random() < 0.5
  const th = Math.max(10, Math.round(tw * uniform(random, 0.6, 0.9)))
  const H = (head ? 8 : 0) + th + 10
  const front = tint(random, hexes(0xe8e4dc, 0xd8dce0, 0x2a5a8a, 0x8a2a2a))
  const canvas = begin(W, H, front)
  const tray = tint(random, WHITES)
  const parsley = tint(random, FOLIAGE)
  const meat = tint(random, MEATS)
  const fatC = tint(random, FATS)
  const card = light(tray, 0.2)
  let y = 0
  if (head) {
    const band = dark(front, 0.6)
    rect(canvas, 0, 0, W - 1, 6, band)
    const word = choose(random, ['FAMILY BUTCHER', 'QUALITY MEATS', 'BUTCHER', 'MEATS'], W - 4)
    if (word) printCentred(canvas, word, W / 2, 2, tray)
    y = 8
  }
  for (let i = 0; i < n; i++) {
    const x0 = 1 + i * tw
    rect(canvas, x0 + 1, y + 1, x0 + tw - 2, y + th, tray)
    for (let x = x0 + 1; x <= x0 + tw - 2; x++) canvas.set(x, y + 1 + (x % 2), parsley)
    const style = pick(random, ['mince', 'chops', 'links'] as const)
    const [ix0, iy0, ix1, iy1] = [x0 + 2, y + 3, x0 + tw - 3, y + th - 1]
    if (style === 'mince') {
      checks(canvas, ix0, iy0, ix1, iy1, meat, fatC)
    } else if (style === 'chops') {
      for (let px = ix0; px + 3 <= ix1; px += 5) {
        ellipse(canvas, px + 2, (iy0 + iy1) / 2, 2.2, (iy1 - iy0) / 2, solid(meat))
        line(canvas, px, iy0 + 1, px, iy1 - 1, fatC)
      }
    } else {
      for (let py = iy0 + 1; py <= iy1 - 1; py += 3)
        capsule(canvas, [ix0 + 1, py], [ix1 - 1, py], 1, dark(meat, 0.8))
    }
    const price = `${int(random, 1, 12)}.${pick(random, ['00', '20', '49', '50', '99', '75'])}`
    const cw = measure(price) + 2
    if (cw <= tw - 2) {
      const cx0 = x0 + Math.round((tw - cw) / 2)
      rect(canvas, cx0, y + th + 2, cx0 + cw, y + th + 6, card)
      print(canvas, price, cx0 + 1, y + th + 3, ink)
    }
  }
  line(canvas, 0, H - 2, W - 1, H - 2, dark(front, 0.8))
  return trimmed(canvas)
}

/** A butcher's apron: broad 2-px stripes with 1-px pinstripes, a neck loop, ties and a stitched pocket. */
function apron(random: Random, ink: RGB): RGBAImage {
  const H = int(random, 24, 110)
  const W = Math.max(14, Math.round(H * uniform(random, 0.55, 0.8)))
  const canvas = begin(W + 8, H + 8, null)
  const [base, stripe] = [tint(random, WHITES), tint(random, hexes(0x2a4a8a, 0x1e3a6a, 0x8a2a34, 0x2a6a4a))]
  const pin = light(stripe, 0.5)
  const cx = W / 2 + 4
  const bib = W * 0.32
  const waist = Math.round(H * 0.38)
  const outline: Pt[] = [
    [cx - bib, 6],
    [cx + bib, 6],
    [cx + bib, waist - 4],
    [cx + W / 2, waist],
    [cx + W / 2, H + 5],
    [cx - W / 2, H + 5],
    [cx - W / 2, waist],
    [cx - bib, waist - 4],
  ]
  polygon(canvas, outline, base)
  const period = int(random, 5, 8)
  recolour(canvas, base, (x) => {
    const m = (x - Math.round(cx)) % period
    const k = (m + period) % period
    return k < 2 ? stripe : k === Math.floor(period / 2) + 1 && random() < 0.95 ? pin : null
  })
  ring(canvas, cx, 6, bib * 0.85, 5, 1, stripe)
  rect(canvas, Math.round(cx - bib * 0.9), 6, Math.round(cx + bib * 0.9), 10, base)
  for (const s of [-1, 1])
    polyline(
      canvas,
      curve(
        [cx + s * (W / 2), waist + 1],
        [cx + s * (W / 2 + 3), waist + 4],
        [cx + s * (W / 2 + 2), waist + 10],
      ),
      stripe,
    )
  if (H >= 40) {
    const [px0, py0] = [Math.round(cx - W * 0.2), Math.round(H * 0.6)]
    const [px1, py1] = [Math.round(cx + W * 0.2), Math.round(H * 0.6 + W * 0.22)]
    rect(canvas, px0, py0, px1, py1, base)
    for (let x = px0 + 1; x < px1; x += 2) canvas.set(x, py0 + 1, stripe)
    line(canvas, Math.round(cx), py0, Math.round(cx), py1, stripe)
  }
  return finishOff(canvas, random, ink, 0.6, 0)
}

const butcherSprite = theme([sausages, sausages, cleaver, steak, hookRail, counter, apron])

// ---- the print shop ----------------------------------------------------------------------------------

const LEADS = hexes(0x8c9096, 0x7e848c, 0x989ca0)
const PRINT_INKS = hexes(0x1a1a20, 0xb8242a, 0x1e3e8a)
const LETTERS = 'ABCDEFGHKLMNPRSTUWXYZ2345679&'

/** One piece of type from above: a lead body with a nick and a raised, mirrored letter lit on its upper edges. */
function sort(random: Random, ink: RGB): RGBAImage {
  const k = random() < 0.35 ? 2 : int(random, 3, 9)
  const ch = pick(random, LETTERS)
  const gw = measure(ch, k)
  const pad = Math.max(1, Math.round(k * uniform(random, 0.6, 1.4)))
  const W = gw + 2 * pad + 2
  const H = ROWS * k + 2 * pad + 2
  const canvas = begin(W + 2, H + 3, null)
  const lead = tint(random, LEADS)
  const [side, lit] = [dark(lead, 0.7), light(lead, 0.35)]
  const face = dark(lead, 0.45)
  rect(canvas, 1, 1, W, H, lead)
  rect(canvas, 1, H + 1, W, H + 2, side)
  line(canvas, 1, 1, W, 1, lit)
  line(canvas, 1, 1, 1, H, lit)
  if (H >= 10) rect(canvas, 1, H - Math.round(H / 4), W, H - Math.round(H / 4), side)
  print(canvas, ch, 2 + pad, 2 + pad, face, k, true)
  if (k >= 3) {
    const shadow: Pt[] = []
    for (let y = 2; y < H; y++)
      for (let x = 2; x < W; x++)
        if (is(canvas, x, y, face) && !is(canvas, x - 1, y - 1, face)) shadow.push([x, y])
    for (const [x, y] of shadow)
      if (!is(canvas, x - 1, y, face) || !is(canvas, x, y - 1, face)) canvas.set(x, y, lit)
  }
  return finishOff(canvas, random, ink, 0.6, 0)
}

const SET_WORDS = [
  'THE END',
  'SALE',
  'NOTICE',
  'FAIR',
  'GRAND BALL',
  'TO LET',
  'LOST DOG',
  'AUCTION',
  'MAY 12',
  'OPEN DAY',
]

/** A composing stick: a steel rail holding a line of set type, letters mirrored, quads between words. */
function composingStick(random: Random, ink: RGB): RGBAImage {
  const k = random() < 0.6 ? 1 : 2
  const text = choose(random, SET_WORDS, 100, k) ?? 'SALE'
  const tw = measure(text, k)
  const W = tw + int(random, 8, 20)
  const H = ROWS * k + 8
  const canvas = begin(W + 2, H + 2, null)
  const steel = tint(random, METALS)
  const lead = tint(random, LEADS)
  const [quad, face] = [dark(lead, 0.7), dark(lead, 0.42)]
  rect(canvas, 1, H - 1, W, H, steel)
  rect(canvas, 1, 1, 3, H, steel)
  rect(canvas, W - 3, 2, W - 2, H - 2, light(steel, 0.3))
  const y0 = H - 3 - ROWS * k - 2
  rect(canvas, 4, y0, 4 + tw + 3, H - 2, lead)
  print(canvas, text, 6, y0 + 1, face, k, true)
  let x = 6
  for (const c of [...text].reverse()) {
    const w = measure(c, k)
    if (c === ' ') rect(canvas, x, y0 + 1, x + w - 1, H - 3, quad)
    else line(canvas, x + w, y0, x + w, H - 2, quad)
    x += w + k
  }
  return finishOff(canvas, random, ink, 0.5, 0)
}

/** A type case from above: a wooden drawer of 1-px divided compartments, sorts lying in them; opaque. */
function typeCase(random: Random, _ink: RGB): RGBAImage {
  const W = int(random, 30, 120)
  const H = Math.max(16, Math.min(90, Math.round(W * uniform(random, 0.45, 0.7))))
  const wood = tint(random, WOODS)
  const canvas = begin(W, H, wood)
  const well = dark(wood, 0.55)
  const divider = light(wood, 0.22)
  const lead = tint(random, LEADS)
  const leadLit = light(lead, 0.4)
  const brass = tint(random, BRASS)
  const m = Math.max(2, Math.round(W / 30))
  rect(canvas, m, m, W - 1 - m, H - 1 - m, well)
  const cols = int(random, 4, Math.max(5, Math.floor((W - 2 * m) / 6)))
  const rows = int(random, 2, Math.max(3, Math.floor((H - 2 * m) / 6)))
  const cw = (W - 2 * m) / cols
  const rh = (H - 2 * m) / rows
  for (let r = 1; r < rows; r++)
    line(canvas, m, Math.round(m + r * rh), W - 1 - m, Math.round(m + r * rh), divider)
  for (let r = 0; r < rows; r++) {
    const wide = r >= rows / 2 && random() < 0.6
    for (let c = 1; c < cols; c++) {
      if (wide && c % 2 === 1) continue
      line(
        canvas,
        Math.round(m + c * cw),
        Math.round(m + r * rh),
        Math.round(m + c * cw),
        Math.round(m + (r + 1) * rh),
        divider,
      )
    }
  }
  for (let i = 0; i < Math.round((W * H) / 40); i++) {
    const x = int(random, m + 1, W - 2 - m)
    const y = int(random, m + 1, H - 2 - m)
    if (!is(canvas, x, y, well) || !is(canvas, x + 1, y, well)) continue
    canvas.set(x, y, lead)
    canvas.set(x + 1, y, random() < 0.5 ? leadLit : lead)
  }
  if (H >= 24) {
    const pw = Math.max(6, Math.round(W / 8))
    rect(canvas, Math.round(W / 2 - pw / 2), H - m, Math.round(W / 2 + pw / 2), H - 1, brass)
  }
  return trimmed(canvas)
}

/** An ink brayer at a slant: a rubber roller inked in a colour, a wire frame, a wooden handle; a slab on some. */
function brayer(random: Random, ink: RGB): RGBAImage {
  const L = int(random, 18, 90)
  const canvas = begin(L + 10, L + 10, null)
  const c = (L + 10) / 2
  const colour = tint(random, [...PRINT_INKS, ...HUES.slice(0, 3)])
  const [rollLit, rollDark] = [light(colour, 0.45), dark(colour, 0.6)]
  const wire = tint(random, METALS)
  const handle = tint(random, WOODS)
  const rw = Math.max(5, L * uniform(random, 0.4, 0.6))
  const rr = Math.max(2, L * 0.1)
  const a = uniform(random, -0.9, 0.9)
  const slab = random() < 0.4
  if (slab) {
    const glass = tint(random, hexes(0xd8e0e0, 0xc8d4d8))
    const y0 = Math.round(c + rr + 1)
    rect(canvas, 1, y0, L + 8, Math.min(L + 9, y0 + Math.round(L * 0.25)), glass)
    for (let y = y0; y <= y0 + Math.round(L * 0.25); y++)
      for (let x = 2; x < L * 0.6; x++) if (bayer(x, y) < 0.6 - x / (L * 0.6)) canvas.set(x, y, colour)
  }
  const x0 = c - rw / 2
  for (let y = Math.floor(c - rr); y <= Math.ceil(c + rr); y++) {
    const t = (y - (c - rr)) / (2 * rr)
    const col = t < 0.25 ? rollLit : t > 0.75 ? rollDark : bayer(0, y) < 0.5 && t > 0.6 ? rollDark : colour
    line(canvas, x0, y, x0 + rw, y, col)
  }
  const hx = c + Math.sin(a) * L * 0.55
  const hy = c - Math.cos(a) * L * 0.55
  polyline(
    canvas,
    [
      [x0 - 1, c],
      [x0 - 1, c - rr - 2],
      [hx, hy],
    ],
    wire,
  )
  polyline(
    canvas,
    [
      [x0 + rw + 1, c],
      [x0 + rw + 1, c - rr - 2],
      [hx, hy],
    ],
    wire,
  )
  bar(canvas, hx, hy, hx + Math.sin(a) * L * 0.35, hy - Math.cos(a) * L * 0.35, Math.max(2, L / 14), handle)
  return finishOff(canvas, random, ink, 0.45)
}

const BILLS = ['GRAND', 'AUCTION', 'NOTICE', 'CONCERT', 'WANTED', 'FAIR', 'DANCE', 'SALE', 'CIRCUS', 'REWARD']
const BILL_LINES = [
  'TONIGHT',
  'AT 7 PM',
  'MAY 12',
  'TOWN HALL',
  'ALL WELCOME',
  'FREE',
  'BY ORDER',
  'JUNE 3',
  'ONE DAY ONLY',
]

/** A letterpress broadside: words at one to three times size, rules and a border; opaque, flat paper. */
function broadside(random: Random, _ink: RGB): RGBAImage {
  const W = int(random, 28, 100)
  const H = Math.min(120, Math.round(W * uniform(random, 1.1, 1.5)))
  const paper = tint(random, PAPERS)
  const canvas = begin(W, H, paper)
  const [black, red] = [tint(random, PRINT_INKS.slice(0, 1)), tint(random, PRINT_INKS.slice(1))]
  if (random() < 0.7) {
    frame(canvas, 1, 1, W - 2, H - 2, black)
    if (random() < 0.5) frame(canvas, 3, 3, W - 4, H - 4, red)
  }
  let y = 6
  const sparse = random() < 0.3
  for (let i = 0; y < H - 8; i++) {
    const big = i === 0 || random() < 0.25
    const k = big ? (W >= 70 ? 3 : 2) : 1
    const word = choose(random, big ? BILLS : BILL_LINES, W - 10, k)
    if (!word || y + ROWS * k > H - 6) break
    printCentred(canvas, word, W / 2, y, big ? red : black, k)
    y += ROWS * k + (sparse ? int(random, 6, 12) : int(random, 3, 5))
    if (random() < 0.35 && y < H - 8) {
      const half = Math.round(W * uniform(random, 0.15, 0.35))
      for (let x = Math.round(W / 2 - half); x <= Math.round(W / 2 + half); x++)
        if (x % 2 === 0 || random() < 0.2) canvas.set(x, y, black)
      y += 3
    }
  }
  return trimmed(canvas)
}

/** An iron hand press: cheeks under a curved crown, a platen, a bed on rails and a bar at a slant. */
function handPress(random: Random, ink: RGB): RGBAImage {
  const H = int(random, 30, 112)
  const W = Math.max(20, Math.round(H * uniform(random, 0.8, 1.1)))
  const canvas = begin(W + 4, H + 4, null)
  const iron = tint(random, hexes(0x2e3238, 0x3a3630, 0x24303a))
  const [ironLit, brass] = [light(iron, 0.3), tint(random, BRASS)]
  const wood = tint(random, WOODS)
  const paper = tint(random, PAPERS)
  const cw = Math.max(2, Math.round(W / 12))
  const [lx, rx] = [Math.round(W * 0.28), Math.round(W * 0.72)]
  const crown = Math.round(H * 0.12)
  rect(canvas, lx - cw, crown, lx, H, iron)
  rect(canvas, rx, crown, rx + cw, H, iron)
  ellipse(canvas, (lx + rx) / 2, crown, (rx - lx) / 2 + cw, crown, (x, y) => (y <= crown ? iron : null))
  oval(canvas, (lx + rx) / 2, crown, (rx - lx) / 2 + cw, crown, ironLit, (_x, y) => y < crown)
  if (H >= 40) ellipse(canvas, (lx + rx) / 2, 2, 2, 2, solid(brass))
  const py = Math.round(H * 0.45)
  rect(canvas, lx + 1, crown + 2, rx - 1, crown + 2 + Math.max(2, Math.round(H / 12)), iron)
  rect(canvas, Math.round((lx + rx) / 2) - 1, crown + 2, Math.round((lx + rx) / 2) + 1, py, ironLit)
  rect(canvas, lx + 2, py, rx - 2, py + Math.max(2, Math.round(H / 20)), iron)
  const bedY = Math.round(H * 0.62)
  rect(canvas, 1, bedY, W + 2, bedY + Math.max(2, Math.round(H / 18)), wood)
  line(canvas, 1, bedY, W + 2, bedY, light(wood, 0.3))
  rect(canvas, 3, bedY - 1, Math.round(W * 0.3), bedY - 1, paper)
  const a = uniform(random, 0.2, 1.2)
  const [hx, hy] = [rx + cw, Math.round(H * 0.36)]
  bar(canvas, hx, hy, hx + Math.cos(a) * W * 0.4, hy + Math.sin(a) * W * 0.4, 2, iron)
  ellipse(canvas, hx + Math.cos(a) * W * 0.4 + 0.5, hy + Math.sin(a) * W * 0.4 + 0.5, 1.5, 1.5, solid(wood))
  return finishOff(canvas, random, ink, 0.35)
}

const printSprite = theme([sort, sort, composingStick, typeCase, brayer, broadside, handPress])

// ---- the milliner ------------------------------------------------------------------------------------

const FELTS = hexes(0x2a2a32, 0x5a3a2a, 0x3a4a6a, 0x8a2a3a, 0x6a6a5a, 0x2e5a4a)
const STRAWS = hexes(0xe8d08a, 0xd8c070, 0xf0dca0)
const RIBBON = hexes(0xc82a3a, 0x2a3a8a, 0x1e1e24, 0xe8e0d0, 0x3a8a5a, 0xd8a030)

type HatKind = 'top' | 'bowler' | 'boater' | 'cloche' | 'fedora'
/** A hat side on, its crown from a half-width profile over a curved brim, a banded ribbon; tiny on some. */
function hat(random: Random, ink: RGB): RGBAImage {
  const W = random() < 0.3 ? int(random, 10, 14) : int(random, 15, 90)
  const kind = pick(random, ['top', 'bowler', 'boater', 'cloche', 'fedora'] as HatKind[])
  const ch = Math.round(
    W * (kind === 'top' ? uniform(random, 0.6, 0.8) : kind === 'boater' ? 0.28 : uniform(random, 0.38, 0.5)),
  )
  const brimH = Math.max(1, Math.round(W / 16))
  const canvas = begin(W + 4, ch + brimH * 3 + 6, null)
  const body = tint(random, kind === 'boater' ? STRAWS : FELTS)
  const [shade, lit] = [dark(body, 0.72), light(body, 0.3)]
  const band = tint(random, RIBBON)
  const cx = W / 2 + 2
  const cwid = W * (kind === 'cloche' ? 0.42 : 0.32)
  const base = ch + 3
  for (let y = 3; y <= base; y++) {
    const v = (y - 3) / ch
    let hw = cwid
    if (kind === 'bowler' || kind === 'cloche') hw = cwid * Math.sqrt(Math.max(0, 1 - (1 - v) ** 2))
    else if (kind === 'fedora') hw = cwid * (0.75 + 0.25 * v)
    else if (kind === 'top') hw = cwid * (1 + 0.08 * (1 - v) - 0.1 * Math.sin(Math.PI * v))
    if (hw < 0.5) continue
    for (let x = Math.round(cx - hw); x <= Math.round(cx + hw); x++)
      canvas.set(x, y, bayer(x, y) < (x - cx) / hw - 0.2 ? shade : body)
  }
  if (kind === 'fedora' && W >= 16) {
    line(canvas, cx - 1, 3, cx - 1, 3 + Math.round(ch * 0.3), shade)
    line(canvas, cx, 3, cx, 3 + Math.round(ch * 0.3), shade)
  }
  if (kind !== 'cloche') {
    const bw = W / 2
    const curl = kind === 'top' || kind === 'bowler' ? 1.5 : kind === 'fedora' ? 1 : 0
    for (let x = Math.round(cx - bw); x <= Math.round(cx + bw); x++) {
      const u = (x - cx) / bw
      const lift = Math.round(curl * u * u * 2)
      rect(canvas, x, base + 1 - lift, x, base + brimH - lift, body)
      canvas.set(x, base + brimH + 1 - lift, shade)
    }
    line(canvas, Math.round(cx - bw * 0.7), base + 1, Math.round(cx + bw * 0.7), base + 1, lit)
  } else {
    for (let x = Math.round(cx - cwid - 2); x <= Math.round(cx + cwid + 2); x++)
      rect(canvas, x, base - 1, x, base + brimH, x < cx - cwid * 0.3 ? shade : body)
  }
  const bh = Math.max(1, Math.min(4, Math.round(ch / 5)))
  for (let y = base - bh; y < base; y++)
    for (let x = 0; x < canvas.width; x++)
      if (canvas.opaque(x, y) && !is(canvas, x, y, lit)) canvas.set(x, y, band)
  if (bh >= 2 && random() < 0.5) {
    const bx = Math.round(cx + cwid * 0.6)
    rect(canvas, bx - 1, base - bh - 1, bx + 1, base, dark(band, 0.7))
  }
  if (kind === 'boater' && W >= 20)
    for (let y = 4; y < base - bh; y += 2) line(canvas, cx - cwid + 1, y, cx + cwid - 1, y, shade)
  if (random() < 0.3 && W >= 18) {
    const plume = tint(random, [...RIBBON, ...HUES])
    const [fx, fy] = [cx + cwid * 0.5, base - bh]
    const tip: Pt = [fx + W * 0.35, fy - ch * 0.9]
    const pts = curve([fx, fy], [fx + W * 0.05, tip[1] + ch * 0.2], tip, 12)
    polyline(canvas, pts, plume)
    for (let i = 2; i < pts.length; i += 2) {
      const [px, py] = pts[i] as Pt
      line(canvas, px, py, px - 2, py - 2, plume)
    }
  }
  return finishOff(canvas, random, ink, 0.7)
}

const MILLINERS = ['HATS', 'MODES', 'CHAPEAUX', 'MILLINER', 'BONNETS', 'LOCK & CO', 'MAISON']

/** A hatbox or a stack of them: striped or 45°-striped paper, an oval lid, a cord handle and a label. */
function hatBoxes(random: Random, ink: RGB): RGBAImage {
  const n = random() < 0.5 ? 1 : int(random, 2, 4)
  const W0 = int(random, 14, 70)
  const boxes: [number, number][] = []
  let H = 0
  for (let i = 0; i < n; i++) {
    const w = Math.max(12, Math.round(W0 * (1 - i * 0.15)))
    const h = Math.max(8, Math.round(w * uniform(random, 0.45, 0.7)))
    boxes.push([w, h])
    H += h + Math.ceil(w / 8) + 1
  }
  if (H > 110) return hat(random, ink)
  const canvas = begin(W0 + 4, H + Math.ceil(W0 / 6) + 8, null)
  const cx = W0 / 2 + 2
  let bottom = canvas.height - 2
  for (const [w, h] of boxes) {
    const paper = tint(random, [...WHITES, ...STRAWS, ...hexes(0xe8c8d8, 0xc8d8e8)])
    const stripe = tint(random, RIBBON)
    const ry = Math.max(1.5, w / 8)
    const top = bottom - h
    ellipse(canvas, cx, bottom, w / 2, ry, solid(paper))
    rect(canvas, Math.round(cx - w / 2), top, Math.round(cx + w / 2), bottom, paper)
    const diag = random() < 0.5
    for (let y = top; y <= bottom + Math.ceil(ry); y++)
      for (let x = Math.round(cx - w / 2); x <= Math.round(cx + w / 2); x++)
        if (
          is(canvas, x, y, paper) &&
          (diag ? Math.floor((x + y) / 2) % 3 === 0 : Math.floor((x - Math.round(cx)) / 2) % 3 === 0)
        )
          canvas.set(x, y, stripe)
    const lid = dark(stripe, 0.8)
    rect(
      canvas,
      Math.round(cx - w / 2) - 1,
      top - 1,
      Math.round(cx + w / 2) + 1,
      top + Math.max(1, Math.round(h / 6)),
      lid,
    )
    ellipse(canvas, cx, top - 1, w / 2 + 1, ry, solid(light(paper, 0.2)))
    oval(canvas, cx, top - 1, w / 2 + 1, ry, lid)
    const word = choose(random, MILLINERS, w - 8)
    if (word && h >= 14) {
      const lw = measure(word) + 4
      const ly = Math.round(top + h / 2)
      rect(canvas, Math.round(cx - lw / 2), ly - 1, Math.round(cx + lw / 2), ly + 3, WHITE)
      printCentred(canvas, word, cx, ly, ink)
    }
    bottom = Math.round(top - ry - 1)
  }
  const cord = tint(random, RIBBON)
  const lastW = (boxes[boxes.length - 1] as [number, number])[0]
  polyline(
    canvas,
    curve([cx - lastW * 0.2, bottom + 1], [cx, bottom - lastW * 0.35], [cx + lastW * 0.2, bottom + 1]),
    cord,
  )
  return finishOff(canvas, random, ink, 0.4, 0)
}

/** A hat stand: a tall turned pole on splayed feet, pegs at slants with hats or a ribbon hung on them. */
function hatStand(random: Random, ink: RGB): RGBAImage {
  const H = int(random, 40, 116)
  const W = Math.max(16, Math.round(H * uniform(random, 0.3, 0.5)))
  const canvas = begin(W + 6, H + 2, null)
  const wood = tint(random, WOODS)
  const [knob, peg] = [light(wood, 0.3), dark(wood, 0.7)]
  const cx = Math.round(W / 2 + 3)
  rect(canvas, cx - 1, 3, cx, H - 2, wood)
  ellipse(canvas, cx, 2.5, 2, 2, solid(knob))
  for (const s of [-1, 1]) bar(canvas, cx, H - Math.round(H / 6), cx + s * W * 0.48, H, 2, wood)
  line(canvas, cx - 1, H - 1, cx, H - 1, peg)
  const pegs = int(random, 2, 4)
  for (let i = 0; i < pegs; i++) {
    const s = i % 2 ? 1 : -1
    const py = 6 + i * Math.round(H / 10)
    const a = uniform(random, 0.5, 1.1)
    const [ex, ey] = [cx + s * Math.cos(a) * W * 0.4, py - Math.sin(a) * W * 0.3]
    line(canvas, cx, py, ex, ey, peg)
    canvas.set(Math.round(ex), Math.round(ey) - 1, knob)
    if (random() < 0.6) {
      const felt = tint(random, FELTS)
      const hw = Math.max(3, W * 0.22)
      ellipse(canvas, ex, ey + 1, hw * 0.7, hw * 0.6, (_x, y) => (y <= ey + 1 ? felt : null))
      line(canvas, ex - hw, ey + 2, ex + hw, ey + 2, felt)
    }
  }
  return finishOff(canvas, random, ink, 0.35)
}

/** A pincushion: a tomato cushion with curved 1-px segment seams, pins at many slants; tiny on some. */
function pincushion(random: Random, ink: RGB): RGBAImage {
  const R = random() < 0.35 ? int(random, 4, 6) : int(random, 7, 36)
  const canvas = begin(2 * R + 12, 2 * R + 12, null)
  const cloth = tint(random, hexes(0xc8283a, 0xd04a6a, 0x3a7a4a, 0x5a5ab0))
  const [seam, shade] = [dark(cloth, 0.65), dark(cloth, 0.82)]
  const c = R + 6
  const ry = R * 0.78
  ellipse(canvas, c, c + 2, R, ry, (x, y) => (bayer(x, y) < (y - c) / ry ? shade : cloth))
  for (let k = 1; k < 4; k++) {
    const rx = (R * k) / 4
    oval(canvas, c, c + 2, rx, ry, seam, (_x, y) => y > c - ry * 0.6)
  }
  const headC = [tint(random, HUES), tint(random, HUES), tint(random, WHITES)]
  const steel = tint(random, METALS)
  for (let i = 0; i < int(random, 3, 7); i++) {
    const a = uniform(random, -Math.PI * 0.95, -Math.PI * 0.05)
    const [sx, sy] = [c + Math.cos(a) * R * 0.6, c + 2 + Math.sin(a) * ry * 0.6]
    const L = Math.max(3, R * uniform(random, 0.5, 0.8))
    const [ex, ey] = [sx + Math.cos(a) * L, sy + Math.sin(a) * L]
    line(canvas, sx, sy, ex, ey, steel)
    canvas.set(Math.round(ex), Math.round(ey), pick(random, headC))
    if (R > 10) canvas.set(Math.round(ex) + 1, Math.round(ey), pick(random, headC))
  }
  return finishOff(canvas, random, ink, 0.6)
}

/** A milliner's shop window: a painted fascia name, glass with a dithered glint, hats on stands; opaque. */
function shopWindow(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 40, 120)
  const H = Math.max(30, Math.min(100, Math.round(W * uniform(random, 0.55, 0.9))))
  const paint = tint(random, hexes(0x2a4a3a, 0x3a2a4a, 0x1e2a4a, 0x6a2a2a))
  const canvas = begin(W, H, paint)
  const glass = tint(random, hexes(0xc8dce4, 0xbcd0dc))
  const gold = tint(random, BRASS)
  const fh = 8
  const word = choose(random, MILLINERS, W - 6, W >= 90 ? 2 : 1)
  if (word) printCentred(canvas, word, W / 2, W >= 90 ? 1 : 3, gold, W >= 90 ? 2 : 1)
  rect(canvas, 3, fh + 1, W - 4, H - 5, glass)
  const sparse = random() < 0.35
  if (!sparse) {
    const glint = light(glass, 0.55)
    for (let y = fh + 1; y < H - 5; y++)
      for (let x = 3; x < W - 3; x++) {
        const d = x - y - W * 0.2
        if (d > 0 && d < 6 && bayer(x, y) < 0.6) canvas.set(x, y, glint)
      }
  }
  if (random() < 0.5) line(canvas, Math.round(W / 2), fh + 1, Math.round(W / 2), H - 5, paint)
  const n = int(random, 1, Math.max(1, Math.floor(W / 28)))
  for (let i = 0; i < n; i++) {
    const x = Math.round(((i + 0.5) * (W - 8)) / n + 4)
    const top = Math.round(H * uniform(random, 0.45, 0.6))
    line(canvas, x, top, x, H - 6, ink)
    line(canvas, x - 3, H - 6, x + 3, H - 6, ink)
    const felt = tint(random, FELTS)
    const hw = Math.max(4, Math.round(W / 16))
    ellipse(canvas, x + 0.5, top, hw * 0.6, hw * 0.55, (_x, y) => (y <= top ? felt : null))
    rect(canvas, x - hw, top + 1, x + hw, top + 1, felt)
  }
  line(canvas, 0, H - 3, W - 1, H - 3, gold)
  return trimmed(canvas)
}

const millinerSprite = theme([hat, hat, hatBoxes, hatStand, pincushion, shopWindow])

// ---- the pub -----------------------------------------------------------------------------------------

const BEERS = hexes(0xd8962a, 0xc87a1e, 0xe8b040, 0x3a1e14, 0xa05a20)
const FOAMS = hexes(0xf6f0dc, 0xf8f4e8, 0xeee2c4)
const ALES = ['BEST', 'MILD', 'IPA', 'STOUT', 'PORTER', 'GOLD', 'BITTER', 'OLD TOM', 'XXX']

/** A pint: a straight, bulged or handled glass of beer with dithered bubbles and a head; tiny on some. */
function pint(random: Random, ink: RGB): RGBAImage {
  const H = random() < 0.35 ? int(random, 9, 14) : int(random, 15, 70)
  const W = Math.max(6, Math.round(H * uniform(random, 0.5, 0.7)))
  const kind = pick(random, ['straight', 'nonic', 'tankard'] as const)
  const canvas = begin(W + 10, H + 4, null)
  const beer = tint(random, BEERS)
  const [bubble, foam] = [light(beer, 0.4), tint(random, FOAMS)]
  const glass = tint(random, hexes(0xd8e4e8, 0xc8d8dc))
  const head = Math.max(1, Math.round(H * uniform(random, 0.08, 0.18)))
  const x0 = 2
  for (let y = 2; y <= H + 1; y++) {
    const v = (y - 2) / H
    let hw = W / 2 - (1 - v) * 0 - v * W * 0.12
    if (kind === 'nonic' && v > 0.1 && v < 0.22) hw += 1
    if (kind === 'tankard') hw = W / 2
    const cx = x0 + W / 2
    for (let x = Math.round(cx - hw); x <= Math.round(cx + hw); x++) {
      const edge = x === Math.round(cx - hw) || x === Math.round(cx + hw) || y === H + 1
      canvas.set(
        x,
        y,
        edge ? glass : y < 2 + head ? foam : bayer(x, y) < 0.12 && (x * 7 + y * 3) % 5 === 0 ? bubble : beer,
      )
    }
  }
  if (kind === 'tankard') {
    const hx = x0 + W + 1
    ring(canvas, hx, 2 + H * 0.45, Math.max(2, W * 0.3), Math.max(2.5, H * 0.25), 1, glass)
  }
  if (H >= 20) line(canvas, x0 + 2, 3 + head, x0 + 2, H - 2, light(glass, 0.6))
  return finishOff(canvas, random, ink, 0.5)
}

/** Hand pumps on a bar: tall handles upright or pulled to a slant, brass collars and pump clips with ale names. */
function handPumps(random: Random, ink: RGB): RGBAImage {
  const n = int(random, 1, 4)
  const pitch = int(random, 12, 26)
  const H = int(random, 30, 100)
  const W = n * pitch + 4
  const canvas = begin(W + 10, H + 4, null)
  const handle = tint(random, [...WOODS, ...hexes(0xece6d8, 0x2a2a30)])
  const brass = tint(random, BRASS)
  const bar_ = tint(random, WOODS)
  const clip = tint(random, [...HUES, ...hexes(0x1e1e24)])
  const counterY = H - Math.max(3, Math.round(H / 10))
  rect(canvas, 0, counterY, W + 9, H + 2, bar_)
  line(canvas, 0, counterY, W + 9, counterY, light(bar_, 0.3))
  for (let i = 0; i < n; i++) {
    const bx = 3 + Math.round((i + 0.5) * pitch)
    const a = random() < 0.35 ? uniform(random, 0.15, 0.5) : 0
    const L = H * uniform(random, 0.55, 0.75)
    const collar = counterY - 3
    rect(canvas, bx - 2, collar, bx + 2, counterY - 1, brass)
    const [tx, ty] = [bx + Math.sin(a) * L, collar - Math.cos(a) * L]
    bar(canvas, bx, collar, tx, ty, Math.max(2, pitch / 6), handle)
    ellipse(canvas, tx + 0.5, ty, Math.max(1.5, pitch / 7), Math.max(1.5, pitch / 7), solid(handle))
    const cw = Math.max(8, pitch - 3)
    const cy = collar - Math.round(L * 0.45)
    const cxm = bx + Math.sin(a) * (collar - cy)
    const word = choose(random, ALES, cw - 2)
    roundedBox(canvas, Math.round(cxm - cw / 2), cy - 4, Math.round(cxm + cw / 2), cy + 4, 2, clip)
    if (word) printCentred(canvas, word, cxm, cy - 1, light(clip, 0.8))
  }
  return finishOff(canvas, random, ink, 0.4, 0)
}

/** A dartboard: twenty sectors, double and treble rings, a bull, 1-px wires on some, darts at slants; opaque. */
function dartboard(random: Random, ink: RGB): RGBAImage {
  const R = int(random, 11, 56)
  const canvas = begin(2 * R + 10, 2 * R + 10, null)
  const c = R + 5
  const [black, cream] = [tint(random, hexes(0x1e1e20)), tint(random, hexes(0xf0e0b0, 0xe8d8a8))]
  const [red, green] = [tint(random, hexes(0xc8202a)), tint(random, hexes(0x20884a))]
  const wire = tint(random, METALS)
  const rim = R * 0.82
  ellipse(canvas, c, c, R, R, (x, y) => {
    const d = Math.hypot(x - c, y - c)
    if (d > rim) return black
    const ang = Math.atan2(y - c, x - c) + Math.PI / 20
    const s = Math.floor(((ang + 2 * Math.PI) % (2 * Math.PI)) / (Math.PI / 10))
    if (d < rim * 0.06 + 0.6) return red
    if (d < rim * 0.14 + 0.6) return green
    const ringed = d > rim * 0.9 || (d > rim * 0.55 && d < rim * 0.63)
    if (ringed) return s % 2 ? red : green
    return s % 2 ? black : cream
  })
  if (R >= 20 && random() < 0.6) {
    for (let k = 0; k < 20; k++) {
      const a = (k * Math.PI) / 10 - Math.PI / 20
      line(
        canvas,
        c + Math.cos(a) * rim * 0.14,
        c + Math.sin(a) * rim * 0.14,
        c + Math.cos(a) * rim,
        c + Math.sin(a) * rim,
        wire,
      )
    }
    circle(canvas, c, c, Math.round(rim), wire)
  }
  if (R >= 26) {
    for (let k = 0; k < 20; k++) {
      const a = (k * Math.PI) / 10
      const num = String([6, 13, 4, 18, 1, 20, 5, 12, 9, 14, 11, 8, 16, 7, 19, 3, 17, 2, 15, 10][k])
      printCentred(canvas, num, c + Math.cos(a) * R * 0.91, c + Math.sin(a) * R * 0.91 - 1, cream)
    }
  }
  for (let i = 0; i < int(random, 0, 3); i++) {
    const a = uniform(random, 0, 2 * Math.PI)
    const d = uniform(random, 0, rim * 0.9)
    const [x, y] = [c + Math.cos(a) * d, c + Math.sin(a) * d]
    const t = uniform(random, -2.4, -0.7)
    const L = Math.max(4, R * 0.3)
    line(canvas, x, y, x + Math.cos(t) * L, y + Math.sin(t) * L, wire)
    const [fx, fy] = [x + Math.cos(t) * L, y + Math.sin(t) * L]
    bar(canvas, fx, fy, fx + Math.cos(t) * 3, fy + Math.sin(t) * 3, 3, red)
  }
  return finishOff(canvas, random, ink, 0.3)
}

/** A beer mat: round or square, a printed border, a brand in one or two sizes, checks or 45° stripes; tiny on some. */
function beerMat(random: Random, ink: RGB): RGBAImage {
  const S = random() < 0.35 ? int(random, 9, 13) : int(random, 14, 60)
  const canvas = begin(S + 2, S + 2, null)
  const ground = tint(random, [...WHITES, ...HUES])
  const print_ = tint(random, [...HUES, ...INKS])
  const round = random() < 0.5
  if (round) ellipse(canvas, S / 2 + 0.5, S / 2 + 0.5, S / 2, S / 2, solid(ground))
  else roundedBox(canvas, 1, 1, S, S, Math.max(1, Math.round(S / 10)), ground)
  if (S >= 14) {
    if (round) oval(canvas, S / 2 + 0.5, S / 2 + 0.5, S / 2 - 2, S / 2 - 2, print_)
    else frame(canvas, 3, 3, S - 2, S - 2, print_)
  }
  const style = random()
  const band = Math.max(2, Math.round(S / 6))
  const by = Math.round(S * 0.62)
  for (let y = by; y < by + band; y++)
    for (let x = 1; x <= S; x++)
      if (is(canvas, x, y, ground) && (style < 0.5 ? (x + y) % 2 === 0 : Math.floor((x + y) / 2) % 2 === 0))
        canvas.set(x, y, print_)
  const word = choose(random, ALES, S - 6, S >= 40 ? 2 : 1)
  if (word && S >= 14) printCentred(canvas, word, S / 2 + 0.5, Math.round(S * 0.3), print_, S >= 40 ? 2 : 1)
  return finishOff(canvas, random, ink, 0.3, 0)
}

/** Optics: spirit bottles upside down on a wall bracket, each over a glass measure; a thin strip. */
function optics(random: Random, ink: RGB): RGBAImage {
  const n = int(random, 2, 6)
  const bw = int(random, 6, Math.max(6, Math.min(16, Math.floor(110 / n) - 2)))
  const bh = Math.round(bw * uniform(random, 1.6, 2.4))
  const W = n * (bw + 2) + 2
  const canvas = begin(W + 2, bh + bw + 10, null)
  const bracket = tint(random, METALS)
  const glass = tint(random, hexes(0xd8e4e8))
  const label = tint(random, WHITES)
  rect(canvas, 0, 1, W + 1, 2, bracket)
  for (let i = 0; i < n; i++) {
    const x0 = 2 + i * (bw + 2)
    const body = tint(random, hexes(0x2a6a3a, 0x8a4a1e, 0x6a1e1e, 0xd8d8c8, 0x1e2a4a))
    rect(canvas, x0, 3, x0 + bw - 1, 3 + bh - 1, body)
    const nw = Math.max(1, Math.round(bw / 5))
    const mid = x0 + Math.floor(bw / 2)
    rect(canvas, mid - nw, 3 + bh, mid + nw - (bw % 2 ? 0 : 1), 3 + bh + 2, body)
    if (bw >= 8) {
      rect(canvas, x0 + 1, 3 + Math.round(bh * 0.3), x0 + bw - 2, 3 + Math.round(bh * 0.6), label)
      for (let y = 4 + Math.round(bh * 0.3); y < 3 + Math.round(bh * 0.6); y += 2)
        line(canvas, x0 + 2, y, x0 + bw - 3, y, ink)
    }
    const my = 6 + bh
    rect(canvas, mid - Math.ceil(bw / 3), my, mid + Math.ceil(bw / 3), my + Math.round(bw * 0.6), glass)
    line(canvas, mid, my + Math.round(bw * 0.6) + 1, mid, my + Math.round(bw * 0.6) + 2, bracket)
  }
  return finishOff(canvas, random, ink, 0.4, 0)
}

const pubSprite = theme([pint, pint, handPumps, dartboard, beerMat, optics])

// ---- the cheesemonger --------------------------------------------------------------------------------

const PASTES = hexes(0xf2d870, 0xf6e6a0, 0xe8c050, 0xf4eed8)
const RINDS = hexes(0xc89a48, 0xb07a34, 0xd8c8a0, 0xc8282a, 0x4a6a3a)
const CHEESES = [
  'BRIE',
  'EDAM',
  'GOUDA',
  'FETA',
  'COMTE',
  'STILTON',
  'CHEDDAR',
  'GRUYERE',
  'TOMME',
  'ZAMORANO',
]

/** A wheel in oblique view: a rind band, a paste top, a wedge cut out of some, holes, a stamp; tiny on some. */
function cheeseWheel(random: Random, ink: RGB): RGBAImage {
  const W = random() < 0.3 ? int(random, 9, 14) : int(random, 15, 100)
  const ry = Math.max(2, W * uniform(random, 0.18, 0.3))
  const h = Math.max(3, Math.round(W * uniform(random, 0.18, 0.4)))
  const canvas = begin(W + 4, Math.ceil(2 * ry) + h + 4, null)
  const paste = tint(random, PASTES)
  const rind = tint(random, RINDS)
  const [hole, rindD] = [dark(paste, 0.82), dark(rind, 0.75)]
  const [cx, cy] = [W / 2 + 2, ry + 2]
  ellipse(canvas, cx, cy + h, W / 2, ry, (x, y) => (bayer(x, y) < 0.3 ? rindD : rind))
  rect(canvas, Math.round(cx - W / 2), Math.round(cy), Math.round(cx + W / 2), Math.round(cy + h), rind)
  ellipse(canvas, cx, cy, W / 2, ry, solid(paste))
  const cut = random() < 0.55
  if (cut) {
    const a0 = uniform(random, 0.2, 1.2)
    const a1 = a0 + uniform(random, 0.5, 1.0)
    for (let y = 0; y < canvas.height; y++)
      for (let x = 0; x < canvas.width; x++) {
        const a = Math.atan2((y - cy) / ry, (x - cx) / (W / 2))
        const inTop = ((x - cx) / (W / 2)) ** 2 + ((y - cy) / ry) ** 2 <= 1
        if (inTop && a > a0 && a < a1) canvas.set(x, y, null)
      }
    const [ex, ey] = [cx + Math.cos(a0) * (W / 2), cy + Math.sin(a0) * ry]
    polygon(
      canvas,
      [
        [cx, cy],
        [ex, ey],
        [ex, ey + h],
        [cx, cy + h],
      ],
      hole,
    )
    for (let y = Math.round(cy) + 1; y < canvas.height; y++)
      for (let x = 0; x < canvas.width; x++) {
        const a = Math.atan2((y - h - cy) / ry, (x - cx) / (W / 2))
        const inBottom = ((x - cx) / (W / 2)) ** 2 + ((y - h - cy) / ry) ** 2 <= 1
        if (inBottom && a > a0 && a < a1 && y > cy + Math.sin(a0) * ry + h) canvas.set(x, y, null)
      }
  }
  if (W >= 20 && random() < 0.5)
    for (let i = 0; i < Math.round(W / 6); i++) {
      const [hx, hy] = [cx + uniform(random, -W * 0.35, W * 0.35), cy + uniform(random, -ry * 0.6, ry * 0.6)]
      if (is(canvas, Math.round(hx), Math.round(hy), paste))
        ellipse(canvas, hx, hy, uniform(random, 0.6, 2), uniform(random, 0.5, 1.2), solid(hole))
    }
  const word = choose(random, CHEESES, W * 0.5)
  if (word && h >= 6)
    printCentred(canvas, word, cx - W * 0.15, Math.round(cy + ry * 0.6 + (h - ROWS) / 2) + 1, rindD)
  return finishOff(canvas, random, ink, 0.6, word && h >= 6 ? 0 : 0.5)
}

/** A wedge side on: a triangular face with Swiss holes or blue veins (1-px squiggles and dither), a rind. */
function wedge(random: Random, ink: RGB): RGBAImage {
  const W = random() < 0.3 ? int(random, 10, 14) : int(random, 15, 80)
  const H = Math.max(8, Math.round(W * uniform(random, 0.45, 0.75)))
  const canvas = begin(W + 4, H + 4, null)
  const paste = tint(random, PASTES)
  const rind = tint(random, RINDS)
  const topC = light(paste, 0.3)
  const blue = random() < 0.4
  const vein = blue ? tint(random, hexes(0x4a6a8a, 0x3a5a6a)) : dark(paste, 0.8)
  const d = Math.max(2, Math.round(H * 0.25))
  polygon(
    canvas,
    [
      [2, H + 2],
      [W + 2, H + 2],
      [W + 2, 2 + d],
    ],
    paste,
  )
  polygon(
    canvas,
    [
      [2, H + 2],
      [W + 2, 2 + d],
      [W + 2 - d, 2],
      [2 - d * 0.2, H + 2 - d],
    ],
    topC,
  )
  const rw = Math.max(1, Math.round(W / 20))
  rect(canvas, W + 3 - rw, 2 + d, W + 2, H + 2, rind)
  if (blue) {
    for (let y = 0; y < canvas.height; y++)
      for (let x = 0; x < canvas.width; x++)
        if (is(canvas, x, y, paste) && bayer(x, y) < 0.2 * (1 + Math.sin(x * 0.7 + y * 1.1)))
          canvas.set(x, y, vein)
    if (W >= 24)
      for (let k = 0; k < 3; k++) {
        const y0 = H + 2 - uniform(random, 2, (H - d) * 0.7)
        const x0 = W * uniform(random, 0.45, 0.75)
        const pts = curve([x0, y0], [x0 + W * 0.1, y0 - 3], [x0 + W * 0.2, y0 + 1], 8).filter(([x, y]) =>
          is(canvas, Math.round(x), Math.round(y), paste),
        )
        polyline(canvas, pts, vein)
      }
  } else
    for (let i = 0; i < Math.round(W / 5); i++) {
      const [hx, hy] = [uniform(random, W * 0.3, W), uniform(random, d + 3, H + 1)]
      if (is(canvas, Math.round(hx), Math.round(hy), paste))
        ellipse(
          canvas,
          hx,
          hy,
          uniform(random, 0.7, Math.max(1, W / 16)),
          uniform(random, 0.6, Math.max(1, W / 20)),
          solid(vein),
        )
    }
  return finishOff(canvas, random, ink, 0.65)
}

/** A cheese shelf: wheels side on with flag labels on one or two boards, on a wall or bare; a strip when one. */
function cheeseShelf(random: Random, ink: RGB): RGBAImage {
  const shelves = random() < 0.5 ? 1 : 2
  const W = int(random, 36, 118)
  const rowH = int(random, 12, 24)
  const H = shelves * (rowH + 3) + 1
  const wall = random() < 0.5 ? tint(random, hexes(0xe8e0cc, 0xdcd4c0, 0x8a9a8a)) : null
  const canvas = begin(W, H, wall)
  const board = tint(random, WOODS)
  const rinds = [tint(random, RINDS), tint(random, RINDS)]
  const flag = tint(random, WHITES)
  for (let s = 0; s < shelves; s++) {
    const by = (s + 1) * (rowH + 3) - 1
    rect(canvas, 0, by, W - 1, by + 2, board)
    line(canvas, 0, by, W - 1, by, light(board, 0.3))
    let x = 2
    while (x < W - 8) {
      const ww = int(random, 8, Math.min(30, W - x - 2))
      const wh = Math.max(4, Math.min(rowH - 6, Math.round(ww * uniform(random, 0.3, 0.6))))
      const r = pick(random, rinds)
      roundedBox(canvas, x, by - wh, x + ww - 1, by - 1, Math.min(2, Math.floor(wh / 3)), r)
      line(canvas, x + 1, by - wh, x + ww - 2, by - wh, light(r, 0.3))
      const word = choose(random, CHEESES, ww + 4)
      if (word && by - wh - 6 >= s * (rowH + 3)) {
        const fx = x + 1
        line(canvas, fx, by - wh - 1, fx, by - wh - 6, ink)
        rect(canvas, fx + 1, by - wh - 7, fx + measure(word) + 2, by - wh - 3, flag)
        print(canvas, word, fx + 2, by - wh - 6, ink)
      }
      x += ww + int(random, 2, 5)
    }
  }
  return finishOff(canvas, random, ink, wall ? 0 : 0.4, 0)
}

/** A box grater: a tall tapered steel box with rows of 1-px holes and slits, a loop handle on top. */
function grater(random: Random, ink: RGB): RGBAImage {
  const H = int(random, 20, 100)
  const W = Math.max(10, Math.round(H * uniform(random, 0.45, 0.65)))
  const canvas = begin(W + 4, H + 6, null)
  const steel = tint(random, METALS)
  const [hole, lit] = [dark(steel, 0.55), light(steel, 0.4)]
  const handle = tint(random, [...HUES, ...hexes(0x1e1e24)])
  const top = Math.max(4, Math.round(H * 0.12))
  const taper = Math.max(1, Math.round(W * 0.1))
  polygon(
    canvas,
    [
      [2 + taper, top],
      [W + 2 - taper, top],
      [W + 2, H + 5],
      [2, H + 5],
    ],
    steel,
  )
  const side = Math.round(W * uniform(random, 0.6, 0.7))
  line(canvas, 2 + side, top, 2 + side + 1, H + 5, lit)
  const pattern = pick(random, ['dots', 'slits', 'stars'] as const)
  const step = pattern === 'slits' ? 4 : 3
  for (let y = top + 3; y < H + 3; y += step)
    for (let x = 4 + taper; x < 1 + side - 1; x += 3) {
      if (!canvas.opaque(x - 1, y) || !canvas.opaque(x + 1, y)) continue
      if (pattern === 'dots') canvas.set(x + ((y / step) % 2 ? 1 : 0), y, hole)
      else if (pattern === 'slits') line(canvas, x, y, x + 1, y, hole)
      else {
        canvas.set(x, y, hole)
        canvas.set(x, y - 1, lit)
      }
    }
  for (let y = top + 3; y < H + 3; y += 5) line(canvas, 4 + side, y, W - taper, y, hole)
  ring(canvas, W / 2 + 2, top, W * 0.3, top - 0.5, Math.max(1, Math.round(W / 14)), handle)
  return finishOff(canvas, random, ink, 0.5)
}

/** A cheese dome: a glass cloche drawn as a curved 1-px outline with a glint, over a wedge on a wooden board. */
function cloche(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 18, 90)
  const H = Math.max(14, Math.round(W * uniform(random, 0.65, 0.95)))
  const canvas = begin(W + 4, H + 6, null)
  const glass = tint(random, hexes(0xc8dce4, 0xd8e8ec, 0xb8d0d8))
  const board = tint(random, WOODS)
  const paste = tint(random, PASTES)
  const rind = tint(random, RINDS)
  const cx = W / 2 + 2
  const base = H + 2
  rect(canvas, 1, base, W + 3, base + 2, board)
  line(canvas, 1, base + 2, W + 3, base + 2, dark(board, 0.7))
  const ww = W * 0.45
  const wh = Math.max(3, H * 0.3)
  polygon(
    canvas,
    [
      [cx - ww / 2, base],
      [cx + ww / 2, base],
      [cx + ww / 2, base - wh * 0.4],
      [cx - ww / 2, base - wh],
    ],
    paste,
  )
  line(canvas, cx + ww / 2 - 1, base - 1, cx + ww / 2 - 1, base - wh * 0.4, rind)
  oval(canvas, cx, base, W / 2 - 1, H - 3, glass, (_x, y) => y < base)
  if (W >= 24)
    oval(
      canvas,
      cx,
      base,
      W / 2 - 4,
      H - 6,
      light(glass, 0.6),
      (x, y) => y < base - H * 0.45 && x < cx - W * 0.1,
    )
  ellipse(canvas, cx, base - H + 2, Math.max(1.5, W / 16), Math.max(1.5, W / 18), solid(glass))
  return finishOff(canvas, random, ink, 0.3)
}

const cheeseSprite = theme([cheeseWheel, cheeseWheel, wedge, cheeseShelf, grater, cloche])

// ---- the casino --------------------------------------------------------------------------------------

const FELT = hexes(0x1e6a3a, 0x1a5a34, 0x2a7a46)
const CHIPS = hexes(0xd02a2a, 0x2a4ab0, 0x1e1e24, 0x2a8a4a, 0xe8e4dc, 0x8a3aa0, 0xe8a020)
const ROULETTE_RED: RGB = [196, 32, 40]

/** A roulette wheel from above: a wooden rim, a ball track, 37 pockets with 1-px frets, a turret; opaque. */
function roulette(random: Random, _ink: RGB): RGBAImage {
  const R = int(random, 14, 58)
  const canvas = begin(2 * R + 3, 2 * R + 3, null)
  const c = R + 1
  const wood = tint(random, WOODS)
  const track = light(wood, 0.3)
  const [red, black, green] = [
    tint(random, [ROULETTE_RED]),
    tint(random, hexes(0x1a1a1e)),
    tint(random, FELT),
  ]
  const fret = tint(random, METALS)
  const cone = dark(wood, 0.75)
  ellipse(canvas, c, c, R, R, (x, y) => {
    const d = Math.hypot(x - c, y - c)
    if (d > R * 0.88) return wood
    if (d > R * 0.72) return track
    if (d > R * 0.5) {
      const a = (Math.atan2(y - c, x - c) + 2 * Math.PI) % (2 * Math.PI)
      const k = Math.floor((a / (2 * Math.PI)) * 37)
      return k === 0 ? green : k % 2 ? red : black
    }
    return bayer(x, y) < 0.3 ? light(cone, 0.3) : cone
  })
  if (R >= 22)
    for (let k = 0; k < 37; k += R >= 40 ? 1 : 2) {
      const a = (k / 37) * 2 * Math.PI
      line(
        canvas,
        c + Math.cos(a) * R * 0.5,
        c + Math.sin(a) * R * 0.5,
        c + Math.cos(a) * R * 0.6,
        c + Math.sin(a) * R * 0.6,
        fret,
      )
    }
  const arm = R * 0.3
  const t = uniform(random, 0, Math.PI / 2)
  for (const a of [t, t + Math.PI / 2, t + Math.PI, t + (3 * Math.PI) / 2])
    line(canvas, c, c, c + Math.cos(a) * arm, c + Math.sin(a) * arm, fret)
  ellipse(canvas, c, c, Math.max(1, R / 14), Math.max(1, R / 14), solid(fret))
  const b = uniform(random, 0, 2 * Math.PI)
  ellipse(
    canvas,
    c + Math.cos(b) * R * 0.8,
    c + Math.sin(b) * R * 0.8,
    Math.max(0.8, R / 22),
    Math.max(0.8, R / 22),
    solid(WHITE),
  )
  return trimmed(canvas)
}

/** Chips: one from above with edge spots, a ring and a value (tiny on some), or stacks side on in 2-px bands. */
function chips(random: Random, ink: RGB): RGBAImage {
  if (random() < 0.45) {
    const R = random() < 0.4 ? int(random, 4, 6) : int(random, 7, 30)
    const canvas = begin(2 * R + 3, 2 * R + 3, null)
    const c = R + 1
    const body = tint(random, CHIPS)
    const spot = tint(random, WHITES)
    ellipse(canvas, c, c, R, R, (x, y) => {
      const a = (Math.atan2(y - c, x - c) + 2 * Math.PI) % (2 * Math.PI)
      return Math.hypot(x - c, y - c) > R * 0.72 && Math.floor(a / (Math.PI / 6)) % 2 === 0 ? spot : body
    })
    if (R >= 7) oval(canvas, c, c, R * 0.62, R * 0.62, spot)
    const value = pick(random, ['1', '5', '10', '25', '50', '100', '500'])
    const k = R >= 20 ? 2 : 1
    if (measure(value, k) <= R * 1.1 && R >= 7)
      printCentred(canvas, value, c, c - Math.floor((ROWS * k) / 2), spot, k)
    return finishOff(canvas, random, ink, 0.5, 0)
  }
  const n = int(random, 1, 5)
  const cw = int(random, 8, 22)
  const W = n * (cw + 2)
  const canvas = begin(W + 2, 118, null)
  const spot = tint(random, WHITES)
  const colours = [tint(random, CHIPS), tint(random, CHIPS)]
  let maxH = 0
  for (let i = 0; i < n; i++) {
    const count = int(random, 2, n === 1 ? 40 : 20)
    const x0 = 1 + i * (cw + 2)
    const body = pick(random, colours)
    for (let k = 0; k < count; k++) {
      const y = 116 - k * 2
      if (y < 4) break
      const off = k % 3 === 0 ? 0 : k % 3 === 1 ? 1 : -1
      rect(canvas, x0 + off, y - 1, x0 + cw - 1 + off, y, body)
      for (let x = x0 + off + 1; x < x0 + cw - 1 + off; x += 4) canvas.set(x, y, spot)
      line(canvas, x0 + off, y - 1, x0 + cw - 1 + off, y - 1, light(body, 0.3))
      maxH = Math.max(maxH, 118 - y)
    }
  }
  return finishOff(canvas, random, ink, 0.4, 0)
}

/** A slot machine: a cabinet with a lit sign, three reels of 7s, bars and cherries, a payline, a lever. */
function slotMachine(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 22, 70)
  const H = Math.min(118, Math.round(W * uniform(random, 1.4, 1.9)))
  const canvas = begin(W + 8, H + 2, null)
  const body = tint(random, hexes(0xc8282a, 0x2a4a9a, 0x8a2a8a, 0x1e1e24, 0xd0a030))
  const [bodyD, chrome] = [dark(body, 0.7), tint(random, METALS)]
  const reel = tint(random, WHITES)
  const red = tint(random, [ROULETTE_RED])
  const gold = tint(random, BRASS)
  roundedBox(canvas, 1, 1, W, H, Math.max(1, Math.round(W / 10)), body)
  const sh = Math.max(7, Math.round(H * 0.18))
  rect(canvas, 4, 4, W - 3, sh, bodyD)
  for (let x = 5; x < W - 3; x += 3) canvas.set(x, 4, gold)
  const word = choose(random, ['JACKPOT', 'WIN', '777', 'BONUS', 'LUCKY'], W - 10, W >= 50 ? 2 : 1)
  if (word)
    printCentred(
      canvas,
      word,
      (W + 1) / 2,
      Math.round((4 + sh) / 2) - (W >= 50 ? 2 : 1),
      gold,
      W >= 50 ? 2 : 1,
    )
  const ry0 = sh + 4
  const rh = Math.max(9, Math.round(H * 0.28))
  const rw = Math.floor((W - 10) / 3)
  for (let i = 0; i < 3; i++) {
    const x0 = 5 + i * (rw + 1)
    rect(canvas, x0, ry0, x0 + rw - 1, ry0 + rh, reel)
    const sym = pick(random, ['7', 'BAR', 'cherry'] as const)
    const my = ry0 + Math.round(rh / 2)
    if (sym === '7') printCentred(canvas, '7', x0 + rw / 2, my - (rw >= 12 ? 3 : 1), red, rw >= 12 ? 2 : 1)
    else if (sym === 'BAR') {
      rect(canvas, x0 + 1, my - 2, x0 + rw - 2, my + 2, ink)
      if (rw >= 12) printCentred(canvas, 'BAR', x0 + rw / 2, my - 1, reel)
    } else {
      ellipse(canvas, x0 + rw * 0.35, my + 1, Math.max(1, rw / 7), Math.max(1, rw / 7), solid(red))
      ellipse(canvas, x0 + rw * 0.65, my + 1.5, Math.max(1, rw / 7), Math.max(1, rw / 7), solid(red))
      polyline(canvas, curve([x0 + rw * 0.35, my], [x0 + rw * 0.5, my - rw * 0.4], [x0 + rw * 0.65, my]), ink)
    }
  }
  line(
    canvas,
    4,
    ry0 + Math.round(rh / 2) + (rh > 14 ? 4 : 3),
    W - 3,
    ry0 + Math.round(rh / 2) + (rh > 14 ? 4 : 3),
    red,
  )
  rect(canvas, 6, H - Math.round(H * 0.14), W - 5, H - 3, chrome)
  rect(canvas, 8, H - Math.round(H * 0.14) + 2, W - 7, H - 4, bodyD)
  const a = uniform(random, -0.5, 0.2)
  const [lx, ly] = [W + 1, ry0 + rh]
  const L = H * 0.3
  line(canvas, lx, ly, lx + Math.sin(a) * 4 + 3, ly - Math.cos(a) * L, chrome)
  ellipse(canvas, lx + Math.sin(a) * 4 + 3.5, ly - Math.cos(a) * L, 2, 2, solid(red))
  return finishOff(canvas, random, ink, 0.45, 0)
}

/** A blackjack table from above: a half-round felt with a padded rail, betting circles, a printed rule, a chip tray. */
function cardTable(random: Random, _ink: RGB): RGBAImage {
  const W = int(random, 40, 120)
  const R = W / 2
  const H = Math.round(R + 2)
  const canvas = begin(W + 2, H + 2, null)
  const felt = tint(random, [...FELT, ...hexes(0x2a3a7a, 0x7a1e2a)])
  const rail = tint(random, hexes(0x3a2418, 0x2a1e1a, 0x5a3420))
  const print_ = tint(random, hexes(0xe8d890, 0xf0ece0))
  const cx = W / 2 + 1
  ellipse(canvas, cx, 1, R, R, (x, y) => (Math.hypot((x - cx) / R, (y - 1) / R) > 0.9 ? rail : felt))
  rect(canvas, 1, 0, W + 1, 0, rail)
  const seats = int(random, 3, 7)
  for (let i = 0; i < seats; i++) {
    const a = Math.PI * (0.12 + (0.76 * (i + 0.5)) / seats)
    const [x, y] = [cx - Math.cos(a) * R * 0.7, 1 + Math.sin(a) * R * 0.7]
    oval(canvas, x, y, Math.max(1.5, R / 14), Math.max(1.5, R / 14), print_)
  }
  if (random() < 0.6) oval(canvas, cx, 1, R * 0.5, R * 0.5, print_, (_x, y) => y > R * 0.32)
  const rule = choose(
    random,
    ['BLACKJACK PAYS 3 TO 2', 'PAYS 3 TO 2', 'DEALER STANDS ON 17', 'INSURANCE PAYS 2 TO 1', 'BLACKJACK'],
    W * 0.6,
  )
  if (rule) printCentred(canvas, rule, cx, Math.round(R * 0.38), print_)
  const tw = Math.round(W * 0.3)
  rect(canvas, Math.round(cx - tw / 2), 2, Math.round(cx + tw / 2), 6, rail)
  const chipC = [tint(random, CHIPS), tint(random, CHIPS)]
  for (let x = Math.round(cx - tw / 2) + 1; x < cx + tw / 2 - 1; x += 2)
    line(canvas, x, 3, x, 5, chipC[Math.floor(x / 6) % 2] as RGB)
  return trimmed(canvas)
}

/** A roulette layout: a zero cell and columns of red and black numbered cells, outside bets below; a strip. */
function layout(random: Random, _ink: RGB): RGBAImage {
  const cols = int(random, 3, 12)
  const cw = int(random, 9, 11)
  const chh = int(random, 7, 9)
  const W = 12 + cols * cw + 2
  const outside = random() < 0.6
  const H = 3 * chh + 3 + (outside ? chh + 1 : 0)
  const felt = tint(random, FELT)
  const canvas = begin(W, H, felt)
  const lineC = tint(random, WHITES)
  const [red, black] = [tint(random, [ROULETTE_RED]), tint(random, hexes(0x1a1a1e))]
  const reds = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36])
  const first = int(random, 0, 12 - cols)
  frame(canvas, 1, 1, W - 2, 3 * chh + 1, lineC)
  printCentred(canvas, '0', 6, Math.round(1.5 * chh) - 1, lineC)
  for (let c = 0; c < cols; c++)
    for (let r = 0; r < 3; r++) {
      const num = (first + c) * 3 + (3 - r)
      const x0 = 12 + c * cw
      const y0 = 1 + r * chh
      frame(canvas, x0, y0, x0 + cw, y0 + chh, lineC)
      printCentred(
        canvas,
        String(num),
        x0 + cw / 2,
        y0 + Math.round((chh - ROWS) / 2),
        reds.has(num) ? red : black,
      )
    }
  if (outside) {
    const y0 = 3 * chh + 1
    const cells = Math.max(1, Math.floor(cols / 2))
    const ow = (cols * cw) / cells
    const words = ['1-18', 'EVEN', 'RED', 'BLACK', 'ODD', '19-36']
    for (let i = 0; i < cells; i++) {
      const x0 = Math.round(12 + i * ow)
      frame(canvas, x0, y0, Math.round(x0 + ow), y0 + chh, lineC)
      const w = words[i % 6] as string
      if (w === 'RED' || w === 'BLACK') {
        const mx = x0 + ow / 2
        polygon(
          canvas,
          [
            [mx - 4, y0 + chh / 2 + 0.5],
            [mx + 0.5, y0 + 1.5],
            [mx + 5, y0 + chh / 2 + 0.5],
            [mx + 0.5, y0 + chh - 0.5],
          ],
          w === 'RED' ? red : black,
        )
      } else if (measure(w) < ow - 2)
        printCentred(canvas, w, x0 + ow / 2, y0 + Math.round((chh - ROWS) / 2), lineC)
    }
  }
  return trimmed(random() < 0.3 ? rotated(canvas) : canvas)
}

const casinoSprite = theme([roulette, chips, chips, slotMachine, cardTable, layout])

// ---- the cobbler -------------------------------------------------------------------------------------

const LEATHERS = hexes(0x6a3a1e, 0x3a2418, 0x8a4a24, 0x1e1a1a, 0xa0602a, 0x7a1e24)
const SOLES = hexes(0x2a2220, 0x3a3030, 0xd8c8a8)

type ShoeKind = 'brogue' | 'court' | 'boot' | 'trainer'
/** A shoe side on into a box of w×h: a sole, a toe cap, laces at 45°, perforation dots, a heel. */
function drawShoe(
  canvas: Canvas,
  random: Random,
  x0: number,
  y0: number,
  w: number,
  h: number,
  kind: ShoeKind,
  ink: RGB,
) {
  const upper = tint(random, kind === 'trainer' ? [...WHITES, ...HUES] : LEATHERS)
  const [shade, lit] = [dark(upper, 0.72), light(upper, 0.3)]
  const sole = tint(random, SOLES)
  const heelH = kind === 'court' ? Math.round(h * 0.45) : Math.max(1, Math.round(h * 0.12))
  const solH = Math.max(1, Math.round(h * (kind === 'trainer' ? 0.2 : 0.1)))
  const bottom = y0 + h - 1
  const collar = kind === 'boot' ? y0 : y0 + Math.round(h * (kind === 'court' ? 0.35 : 0.3))
  const heelX = x0 + Math.round(w * 0.22)
  const pts: Pt[] =
    kind === 'court'
      ? [
          [x0, collar],
          [x0 + w * 0.3, collar + h * 0.18],
          [x0 + w * 0.85, bottom - solH - h * 0.2],
          [x0 + w, bottom - solH * 0.5],
          [x0 + w * 0.55, bottom - solH + 1],
          [x0 + w * 0.2, bottom - heelH],
          [x0, bottom - heelH],
        ]
      : [
          [x0, collar],
          [x0 + w * (kind === 'boot' ? 0.35 : 0.45), collar + (kind === 'boot' ? h * 0.35 : h * 0.12)],
          [x0 + w * 0.8, bottom - solH - h * 0.32],
          [x0 + w, bottom - solH - h * 0.12],
          [x0 + w, bottom - solH + 1],
          [x0, bottom - solH + 1],
        ]
  polygon(canvas, pts, upper)
  for (let y = y0; y <= bottom; y++)
    for (let x = x0; x <= x0 + w; x++)
      if (is(canvas, x, y, upper) && bayer(x, y) < (y - collar) / (bottom - collar) - 0.55)
        canvas.set(x, y, shade)
  if (kind === 'court') {
    polygon(
      canvas,
      [
        [x0, bottom - heelH],
        [x0 + w * 0.18, bottom - heelH],
        [x0 + w * 0.12, bottom + 1],
        [x0 + w * 0.06, bottom + 1],
      ],
      sole,
    )
    line(canvas, x0 + w * 0.3, bottom - solH, x0 + w, bottom - solH, sole)
  } else {
    rect(canvas, x0, bottom - solH + 1, x0 + w, bottom, sole)
    if (kind === 'trainer') for (let x = x0 + 1; x < x0 + w; x += 2) canvas.set(x, bottom, upper)
    else rect(canvas, x0, bottom - solH - heelH + 1, heelX, bottom, sole)
  }
  if (kind === 'brogue' || kind === 'boot') {
    const lx = x0 + w * (kind === 'boot' ? 0.4 : 0.42)
    const top = kind === 'boot' ? collar + 1 : collar + h * 0.1
    for (let y = Math.round(top); y < bottom - solH - h * 0.25; y += 2) {
      line(canvas, lx, y, lx + 2, y + 2, lit)
      line(canvas, lx + 2, y, lx, y + 2, lit)
    }
    if (w >= 24 && kind === 'brogue') {
      const cap = x0 + w * 0.72
      for (let y = Math.round(bottom - solH - h * 0.32); y < bottom - solH; y += 2)
        canvas.set(Math.round(cap + (bottom - y) * 0.2), y, shade)
    }
  }
  if (kind === 'trainer') {
    const stripe = tint(random, HUES)
    for (let k = 0; k < 3; k++)
      line(
        canvas,
        x0 + w * (0.35 + k * 0.08),
        bottom - solH,
        x0 + w * (0.45 + k * 0.08),
        collar + h * 0.15,
        stripe,
      )
  }
  line(canvas, x0 + 1, collar, x0 + w * 0.3, collar + (kind === 'court' ? h * 0.18 : 1), ink)
}

/** A shoe: a brogue, a court shoe on a heel, an ankle boot or a trainer, side on; tiny on some draws. */
function shoe(random: Random, ink: RGB): RGBAImage {
  const w = random() < 0.3 ? int(random, 10, 14) : int(random, 15, 100)
  const kind = pick(random, ['brogue', 'court', 'boot', 'trainer'] as ShoeKind[])
  const h = Math.max(
    6,
    Math.round(w * (kind === 'boot' ? uniform(random, 0.7, 0.9) : uniform(random, 0.4, 0.55))),
  )
  const canvas = begin(w + 4, h + 4, null)
  drawShoe(canvas, random, 2, 2, w, h, kind, ink)
  return finishOff(canvas, random, ink, 0.6)
}

/** A shoe rack: one to three bars with pairs of shoes of mixed kinds: a strip when one. */
function shoeRack(random: Random, ink: RGB): RGBAImage {
  const tiers = int(random, 1, 3)
  const sw = int(random, 12, 24)
  const n = int(random, 2, Math.max(2, Math.floor(110 / (sw + 3))))
  const sh = Math.round(sw * 0.55)
  const W = n * (sw + 3) + 4
  const canvas = begin(W, tiers * (sh + 4) + 2, null)
  const rail = tint(random, [...METALS, ...WOODS])
  const kinds: ShoeKind[] = [
    pick(random, ['brogue', 'court', 'trainer'] as ShoeKind[]),
    pick(random, ['brogue', 'trainer'] as ShoeKind[]),
  ]
  for (let t = 0; t < tiers; t++) {
    const by = (t + 1) * (sh + 4)
    for (let i = 0; i < n; i++)
      drawShoe(canvas, random, 2 + i * (sw + 3), by - sh - 1, sw, sh, pick(random, kinds), ink)
    rect(canvas, 0, by, W - 1, by + 1, rail)
  }
  line(canvas, 0, 0, 0, canvas.height - 1, rail)
  line(canvas, W - 1, 0, W - 1, canvas.height - 1, rail)
  return finishOff(canvas, random, ink, 0.3, 0)
}

/** A wooden last: a foot form with curved grain, a hinge cut, a thimble hole and a heel plate. */
function last(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 18, 90)
  const H = Math.max(9, Math.round(W * uniform(random, 0.45, 0.6)))
  const canvas = begin(W + 4, H + 4, null)
  const wood = tint(random, hexes(0xd8b880, 0xc8a070, 0xe0c490))
  const [grain, plate] = [dark(wood, 0.75), tint(random, METALS)]
  const pts: Pt[] = [
    [2, 2],
    [2 + W * 0.28, 2],
    [2 + W * 0.45, 2 + H * 0.3],
    [2 + W * 0.85, 2 + H * 0.45],
    [2 + W, 2 + H * 0.75],
    [2 + W * 0.95, 2 + H],
    [2 + W * 0.1, 2 + H],
    [2, 2 + H * 0.7],
  ]
  polygon(canvas, pts, wood)
  for (let k = 1; k <= 3; k++) {
    const y = 2 + H * (0.45 + k * 0.13)
    polyline(
      canvas,
      curve([2 + W * 0.1, y], [2 + W * 0.5, y - H * 0.12], [2 + W * 0.9, y + H * 0.05], 10).filter(
        ([x, yy]) => is(canvas, Math.round(x), Math.round(yy), wood),
      ),
      grain,
    )
  }
  line(canvas, 2 + W * 0.3, 2 + H * 0.15, 2 + W * 0.2, 2 + H * 0.55, grain)
  if (W >= 24) {
    ellipse(canvas, 2 + W * 0.14, 2 + H * 0.15, Math.max(1, W / 30), Math.max(1, W / 30), solid(plate))
    canvas.set(Math.round(2 + W * 0.14), Math.round(2 + H * 0.15), ink)
  }
  rect(canvas, 3, Math.round(2 + H * 0.8), Math.round(2 + W * 0.12), 1 + H, plate)
  return finishOff(canvas, random, ink, 0.6)
}

const POLISHES = ['BLACK', 'BROWN', 'TAN', 'OXBLOOD', 'NEUTRAL', 'CHERRY', 'KIWI', 'SHINE']

/** A tin of shoe polish from above: a lid with a rim ring, a brand and shade, a butterfly key; tiny on some. */
function polishTin(random: Random, ink: RGB): RGBAImage {
  const R = random() < 0.35 ? int(random, 4, 6) : int(random, 7, 36)
  const canvas = begin(2 * R + 8, 2 * R + 4, null)
  const lid = tint(random, [...HUES, ...hexes(0xd8b040, 0x1e1e24, 0x8a1e24)])
  const [rim, print_] = [tint(random, METALS), tint(random, [...WHITES, ...hexes(0xf0d040)])]
  const c = R + 2
  ellipse(canvas, c, c, R, R, (x, y) => (Math.hypot(x - c, y - c) > R - Math.max(1, R / 10) ? rim : lid))
  if (R >= 9) oval(canvas, c, c, R * 0.72, R * 0.72, print_)
  if (R >= 8) {
    const k = R >= 28 ? 2 : 1
    const word = choose(random, POLISHES, R * 1.3, k)
    if (word) printCentred(canvas, word, c, c - Math.round(ROWS * k * 0.5) - (R >= 14 ? 2 : 0), print_, k)
    if (R >= 14) {
      const shade = choose(random, ['BLACK', 'BROWN', 'TAN', 'DARK', 'MID'], R * 1.2)
      if (shade) printCentred(canvas, shade, c, c + 2, light(lid, 0.5))
    }
  }
  const kx = c + R + 1
  rect(canvas, kx, c - 1, kx + 1, c + 1, rim)
  if (R >= 7) {
    rect(canvas, kx + 2, c - 2, kx + 3, c - 1, rim)
    rect(canvas, kx + 2, c + 1, kx + 3, c + 2, rim)
  }
  return finishOff(canvas, random, ink, 0.4, 0)
}

const REPAIRS = [
  'SHOE REPAIRS',
  'HEELS',
  'SOLES',
  'KEYS CUT',
  'WHILE U WAIT',
  'COBBLER',
  'HEEL BAR',
  'RESOLED',
]

/** A cobbler's sign: words in two sizes on a painted board, a boot icon, a border; opaque, flat. */
function repairSign(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 30, 120)
  const H = Math.max(14, Math.min(80, Math.round(W * uniform(random, 0.3, 0.6))))
  const paint = tint(random, hexes(0x1e3a6a, 0x2a5a3a, 0x8a1e24, 0xe8d8a8, 0x1e1e24))
  const canvas = begin(W, H, paint)
  const letters = tint(
    random,
    hexes(0xf0e8d0, 0xe8c040, 0xf6f0dc, 0x1e1e24)
      .filter((c) => Math.abs(c[0] - paint[0]) + Math.abs(c[1] - paint[1]) > 200)
      .concat(paint[0] > 128 ? INKS : WHITES),
  )
  if (random() < 0.7) frame(canvas, 1, 1, W - 2, H - 2, letters)
  const icon = H >= 20 && W >= 50
  const left = icon ? Math.round(H * 0.9) + 4 : 4
  let y = 4
  for (let i = 0; i < 3 && y + ROWS < H - 3; i++) {
    const k = i === 0 && H >= 24 ? 2 : 1
    const word = choose(random, REPAIRS, W - left - 4, k)
    if (!word || y + ROWS * k > H - 3) break
    printCentred(canvas, word, (left + W - 2) / 2, y, letters, k)
    y += ROWS * k + (random() < 0.3 ? 6 : 3)
  }
  if (icon) {
    const s = Math.round(H * 0.7)
    drawShoe(canvas, random, 4, Math.round((H - s) / 2), s, s, 'boot', ink)
  }
  return trimmed(canvas)
}

const cobblerSprite = theme([shoe, shoe, shoeRack, last, polishTin, repairSign])

export const COLUMBARIUM_GENERATORS: SpriteGenerator[] = [
  { name: 'columbarium-orchard', draw: ruled(orchardSprite) },
  { name: 'columbarium-butcher', draw: ruled(butcherSprite) },
  { name: 'columbarium-printshop', draw: ruled(printSprite) },
  { name: 'columbarium-milliner', draw: ruled(millinerSprite) },
  { name: 'columbarium-pub', draw: ruled(pubSprite) },
  { name: 'columbarium-cheesemonger', draw: ruled(cheeseSprite) },
  { name: 'columbarium-casino', draw: ruled(casinoSprite) },
  { name: 'columbarium-cobbler', draw: ruled(cobblerSprite) },
]
