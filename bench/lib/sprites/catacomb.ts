// The generators of the `catacomb` split of the wide recovery bench, written in round 30 to be held back
// after mausoleum, before mausoleum was scored, never looked at by any method work, and used by no other
// split: the science laboratory (conical and round-bottomed flasks, beakers and measuring cylinders with a
// liquid in them, racks of test tubes, Bunsen burners under a tripod and gauze, periodic-table tiles alone
// or in a row), cakes and the bakery (whole iced cakes with candles, tiered wedding cakes, slices of layer
// cake on a plate, ring doughnuts from above, shelves of cupcakes with price tags), the circus (striped
// podiums, unicycles, trapezes and rope ladders, posters), golf (holes from above with a fairway, a green,
// a bunker or a pond, balls alone or on a tee, bags of clubs, scorecards), mining (mine carts alone or in a
// train on a track, pit headframes with a winding house, mine entrances in a rock face), the building site
// (tower cranes, excavators, hard hats, hazard-striped notices and barrier boards), the amusement arcade
// (upright cabinets, claw machines, high-score tables, joysticks) and nursery toys (teddy bears, rocking
// horses, stacking rings, jacks-in-the-box). Element numbers and symbols, rack numbers, cupcake prices,
// poster acts and dates, scorecard holes, pars, names and scores, mine names, notices, game names,
// high-score tables, claw-machine words and box letters are text-like glyphs in a 3×5 font of this file
// (twice size on big tiles, posters, notices, score tables and boxes), and element names and poster bills
// 1-px "text"; graduation ticks, glints, cupcake pleats, beaded icing, cart ribs, sleepers, crane and
// headframe struts, vents, track links, teddy seams and bulbs are 1-px lines and dots over flat runs; hose
// loops, cake tops and swags, frosting edges, podium rims, unicycle rims, the green's fringe, golf-bag
// straps, sheave wheels, ring shines and rocking-horse rockers and reins are curved 1-px outlines; tripod
// legs, sprinkles, spokes, trapeze ropes, club shafts, crane ties, headframe braces and ropes, excavator
// rams, mine-track rails, springs and manes run at many slants, and podium, notice and barrier stripes at
// 45° and at other slants. Liquids, cake shading, flames, podium shading, the sunburst behind posters,
// bunkers, ball shading, rock faces, lamp glow, claw-machine glass and rocking-horse dapples are
// ordered-dithered (2×2), and gauzes, greens, golf-club covers and score-table borders are checkered.
// Periodic-table tiles, posters, holes from above, scorecards, mine entrances, notices, barrier boards and
// high-score tables are opaque, arcade cabinets and claw machines all but a few corners; burners,
// trapezes, unicycles, headframes, tower cranes and rocking horses are mostly transparent. Rows of tiles,
// test-tube racks, cupcake shelves, scorecards, trains of carts and barrier boards are thin strips;
// measuring cylinders, unicycles, trapezes, golf bags, headframes, tower cranes, cabinets, claw machines
// and stacking toys are tall ones; small glassware, lone tiles, doughnuts, podiums, golf balls, mine carts,
// hard hats, joysticks and teddy bears are tiny (8 to 12 px) on some draws. Held back: scored once at the
// end of a round (bench/lib/wide/splits.ts).
import type { RGBAImage } from '@threadbit/pixelart'
import { uniform, type Random } from '../../../packages/pixelart/src/recover/testing/degrade.ts'
import {
  type Canvas,
  type RGB,
  type SpriteGenerator,
  within,
  finish,
  begin,
  hexes,
  tint,
  nudge,
  mix,
  scale,
  distinctTints,
  pick,
  int,
  INKS,
  HUES,
  WHITES,
  line,
  rect,
  frame,
  polygon,
  bar,
  ellipse,
  solid,
  ring,
  circle,
  bayer,
  dither,
  repaint,
  isColour,
  roundedBox,
  scribble,
} from './canvas.ts'

const WHITE: RGB = [255, 255, 255]
const lift = (c: RGB, k: number): RGB => mix(c, WHITE, k)

type Pt = [number, number]

// ---- drawing helpers of this split -------------------------------------------------------------------

/**
 * This split's 3×5 font: each glyph five rows of three cells, `#` inked and `.` blank, rows parted by
 * spaces (capitals, digits and a few signs).
 */
const FONT: Record<string, string> = {
  A: '.#. #.# ### #.# #.#',
  B: '##. #.# ##. #.# ##.',
  C: '.## #.. #.. #.. .##',
  D: '##. #.# #.# #.# ##.',
  E: '### #.. ##. #.. ###',
  F: '### #.. ##. #.. #..',
  G: '.## #.. #.# #.# .##',
  H: '#.# #.# ### #.# #.#',
  I: '### .#. .#. .#. ###',
  J: '..# ..# ..# #.# .#.',
  K: '#.# #.# ##. #.# #.#',
  L: '#.. #.. #.. #.. ###',
  M: '#.# ### ### #.# #.#',
  N: '##. #.# #.# #.# #.#',
  O: '.#. #.# #.# #.# .#.',
  P: '##. #.# ##. #.. #..',
  Q: '.#. #.# #.# ##. .##',
  R: '##. #.# ##. #.# #.#',
  S: '.## #.. .#. ..# ##.',
  T: '### .#. .#. .#. .#.',
  U: '#.# #.# #.# #.# ###',
  V: '#.# #.# #.# #.# .#.',
  W: '#.# #.# ### ### #.#',
  X: '#.# #.# .#. #.# #.#',
  Y: '#.# #.# .#. .#. .#.',
  Z: '### ..# .#. #.. ###',
  '0': '### #.# #.# #.# ###',
  '1': '.#. ##. .#. .#. ###',
  '2': '##. ..# .#. #.. ###',
  '3': '##. ..# .#. ..# ##.',
  '4': '#.# #.# ### ..# ..#',
  '5': '### #.. ##. ..# ##.',
  '6': '.## #.. ### #.# ###',
  '7': '### ..# .#. .#. .#.',
  '8': '### #.# ### #.# ###',
  '9': '### #.# ### ..# ##.',
  '.': '... ... ... ... .#.',
  '-': '... ... ### ... ...',
  '!': '.#. .#. .#. ... .#.',
  '+': '... .#. ### .#. ...',
}

/** How many columns a string takes in the 3×5 font at k times size (three a glyph, one between). */
const textWidth = (text: string, k = 1) => Math.max(0, text.length * 4 - 1) * k

/** A string in the 3×5 font with its top left at (x, y), each cell a k × k block. */
function print(canvas: Canvas, text: string, x: number, y: number, c: RGB, k = 1) {
  ;[...text].forEach((ch, i) =>
    (FONT[ch] ?? '').split(' ').forEach((row, gy) =>
      [...row].forEach((cell, gx) => {
        const px = x + (i * 4 + gx) * k
        if (cell === '#') rect(canvas, px, y + gy * k, px + k - 1, y + gy * k + k - 1, c)
      }),
    ),
  )
}

/** The same, centred on column cx. */
const printCentred = (canvas: Canvas, text: string, cx: number, y: number, c: RGB, k = 1) =>
  print(canvas, text, Math.round(cx - (textWidth(text, k) - 1) / 2), y, c, k)

/**
 * A 1-px elliptical arc from angle a0 to a1 (radians, y pointing down), its sample points about two
 * pixels apart and joined by straight 1-px lines.
 */
function arcLine(
  canvas: Canvas,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  a0: number,
  a1: number,
  c: RGB,
) {
  const n = Math.max(4, Math.ceil((Math.abs(a1 - a0) * Math.max(rx, ry)) / 2))
  let last: Pt | null = null
  for (let i = 0; i <= n; i++) {
    const a = a0 + ((a1 - a0) * i) / n
    const p: Pt = [Math.round(cx + rx * Math.cos(a)), Math.round(cy + ry * Math.sin(a))]
    if (last) line(canvas, last[0], last[1], p[0], p[1], c)
    else canvas.set(p[0], p[1], c)
    last = p
  }
}

/**
 * A braced truss between two chords p(t) and q(t), t from 0 to `length` (px along it): both chords, a
 * strut across every `step` px and a diagonal brace in each bay, zigzagging (masts, jibs, headframes).
 */
function truss(
  canvas: Canvas,
  p: (t: number) => Pt,
  q: (t: number) => Pt,
  length: number,
  step: number,
  c: RGB,
) {
  const ends = (t: number) => [...p(t), ...q(t)].map(Math.round) as [number, number, number, number]
  let t = 0
  for (let bay = 0; t < length; bay++) {
    const next = Math.min(length, t + step)
    const [ax, ay, bx, by] = ends(t)
    const [cx, cy, dx, dy] = ends(next)
    line(canvas, ax, ay, cx, cy, c)
    line(canvas, bx, by, dx, dy, c)
    line(canvas, ax, ay, bx, by, c)
    if (bay % 2) line(canvas, ax, ay, dx, dy, c)
    else line(canvas, bx, by, cx, cy, c)
    t = next
  }
  const [ex, ey, fx, fy] = ends(length)
  line(canvas, ex, ey, fx, fy, c)
}

/**
 * The tone of a pixel on a round body seen from the side (a drum, a cake, a cart): lit a little left of
 * its middle, plain across, ordered-dithered into the shade and dark at its right edge.
 */
function roundTone(x: number, y: number, left: number, right: number, plain: RGB, lit: RGB, dark: RGB): RGB {
  const u = (x - left) / Math.max(1, right - left)
  if (u > 0.18 && u < 0.34) return lit
  if (u > 0.86) return dark
  if (u > 0.7) return bayer(x, y) < 0.5 ? dark : plain
  return plain
}

/** A colour from the pool (nudged) with a lighter and a darker tone of it: paint, lit, shade. */
function toned(random: Random, pool: readonly RGB[], up: number, down: number): [RGB, RGB, RGB] {
  const c = tint(random, pool)
  return [c, nudge(random, lift(c, up)), nudge(random, scale(c, 1 - down))]
}

/** A five-pointed star's outline points around (cx, cy), outer radius r. */
const star = (cx: number, cy: number, r: number): Pt[] =>
  Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5
    const k = i % 2 ? 0.45 : 1
    return [cx + r * k * Math.cos(a), cy + r * k * Math.sin(a)] as Pt
  })

/** Glass tints and timber, shared by several themes here. */
const GLASSES = hexes(0xd6ecf2, 0xe0f0e8, 0xdae0f2)
const TIMBERS = hexes(0xa8743e, 0xc4955c, 0x7e5634, 0xd0a878)
const STEEL_GREYS = hexes(0x9aa2aa, 0x848a92, 0xb4b8bc)

// ---- the science laboratory ---------------------------------------------------------------------------

/**
 * A piece of glassware with a coloured liquid in it: a conical flask, a round-bottomed flask, a beaker or
 * a tall measuring cylinder on a foot, its 1-px glass edge a darker tint of the glass, a froth line at
 * the surface, the bottom of the liquid dithered darker, bubbles, a glint, and 1-px graduation ticks on
 * beakers and cylinders; 10 to 12 px high on some draws.
 */
function glassware(random: Random, ink: RGB): RGBAImage {
  const kind = pick(random, ['conical', 'round', 'beaker', 'cylinder'] as const)
  const tiny = random() < 0.3
  const H = tiny ? int(random, 9, 11) : int(random, 18, kind === 'cylinder' ? 96 : 64)
  const wide = kind === 'cylinder' ? uniform(random, 0.2, 0.3) : uniform(random, 0.62, 0.9)
  const W = Math.max(6, Math.round(H * wide))
  const canvas = begin(W + 4, H + 2, null)
  const glass = tint(random, GLASSES)
  const edge = nudge(random, scale(glass, 0.6))
  const glint = nudge(random, lift(glass, 0.75))
  const liquid = tint(random, HUES)
  const deep = nudge(random, scale(liquid, 0.68))
  const froth = nudge(random, lift(liquid, 0.55))
  const cx = (W + 3) / 2
  const neck = Math.max(1.5, W * 0.17)
  const R = Math.min(W / 2, H * 0.36)
  const half = (y: number) => {
    const t = (y - 1) / Math.max(1, H - 1)
    if (kind === 'conical') return t < 0.32 ? neck : neck + (W / 2 - neck) * ((t - 0.32) / 0.68)
    if (kind === 'round') {
      const dy = y - (H - R)
      return Math.max(neck, Math.abs(dy) <= R ? Math.sqrt(R * R - dy * dy) : 0)
    }
    return W / 2
  }
  const low = kind === 'conical' || kind === 'round' ? 0.45 : 0.25
  const level = Math.round(1 + (H - 1) * uniform(random, low, 0.8))
  const rows: [number, number][] = []
  for (let y = 1; y <= H; y++) {
    const l = Math.round(cx - half(y))
    const r = W + 3 - l
    rows[y] = [l, r]
    for (let x = l; x <= r; x++) {
      const rim = x === l || x === r || y === H || y === 1
      const bottom = y > H - (H - level) * 0.35 && bayer(x, y) < 0.5
      canvas.set(x, y, rim ? edge : y > level ? (bottom ? deep : liquid) : y === level ? froth : glass)
    }
  }
  const [l1, r1] = rows[1] as [number, number]
  rect(canvas, l1 - 1, 1, r1 + 1, 1, edge)
  if (kind === 'cylinder') rect(canvas, 1, H + 1, W + 2, H + 1, edge)
  if (tiny) return finish(canvas, random, ink, 0.3, 0.5)
  for (let y = 3; y < H - 2; y++) {
    const [l, r] = rows[y] as [number, number]
    if (y < level - 1 && r - l > 5) canvas.set(l + 2, y, glint)
    if ((kind === 'beaker' || kind === 'cylinder') && (H - y) % 4 === 0)
      line(canvas, r - ((H - y) % 8 === 0 ? 3 : 2), y, r - 1, y, edge)
  }
  for (let k = int(random, 0, 4); k > 0; k--) {
    const y = int(random, level + 2, H - 2)
    const [l, r] = rows[y] ?? [0, 0]
    if (r - l > 4) canvas.set(int(random, l + 2, r - 2), y, froth)
  }
  return finish(canvas, random, ink, 0.5, 0.5)
}

/**
 * A wooden rack of three to eight test tubes, each with its own liquid (or none), in a row: the tubes
 * stand through a front bar and into a base that numbers them on some draws; a low one is a thin strip.
 */
function tubeRack(random: Random, ink: RGB): RGBAImage {
  const tw = int(random, 3, 5)
  const gap = int(random, 1, 3)
  const n = Math.min(int(random, 3, 8), Math.floor(116 / (tw + gap)))
  const th = int(random, 12, 40)
  const numbered = tw + gap >= 4 && random() < 0.6
  const baseH = numbered ? 7 : 3
  const W = 8 + n * (tw + gap) - gap
  const H = th + baseH + 2
  const canvas = begin(W, H, null)
  const [wood, woodLit, woodDark] = toned(random, TIMBERS, 0.3, 0.35)
  const [glass, , edge] = toned(random, GLASSES, 0, 0.38)
  const liquids = distinctTints(random, HUES, 3)
  const barY = Math.round(H * 0.32)
  rect(canvas, 1, barY, 2, H - 1, woodDark)
  rect(canvas, W - 3, barY, W - 2, H - 1, woodDark)
  for (let k = 0; k < n; k++) {
    const x0 = 4 + k * (tw + gap)
    const x1 = x0 + tw - 1
    const top = 1 + int(random, 0, Math.round(th * 0.2))
    const bottom = H - baseH - 1
    const level = random() < 0.2 ? H : int(random, top + 2, bottom - 1)
    const liquid = pick(random, liquids)
    for (let y = top; y <= bottom; y++)
      for (let x = x0; x <= x1; x++) {
        if (y === bottom && (x === x0 || x === x1)) continue
        const rim = x === x0 || x === x1 || y === bottom
        canvas.set(x, y, rim ? edge : y >= level ? liquid : glass)
      }
  }
  rect(canvas, 1, barY, W - 2, barY + 1, wood)
  line(canvas, 1, barY, W - 2, barY, woodLit)
  rect(canvas, 0, H - baseH, W - 1, H - 1, wood)
  line(canvas, 0, H - baseH, W - 1, H - baseH, woodLit)
  if (numbered)
    for (let k = 0; k < n; k++)
      printCentred(canvas, String(k + 1), 4 + k * (tw + gap) + (tw - 1) / 2, H - 6, woodDark)
  return finish(canvas, random, ink, 0.4, numbered ? 0 : 0.5)
}

/**
 * A Bunsen burner under a tripod: three splayed 1-px legs, a checkered wire gauze on the ring, a beaker
 * heating on it on some draws, a blue flame (an ordered-dithered outer cone round a light inner one) and
 * an orange gas hose looping off to one side; mostly transparent.
 */
function burner(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 20, 56)
  const H = Math.round(W * uniform(random, 1.2, 1.8))
  const canvas = begin(W, H, null)
  const steel = tint(random, STEEL_GREYS)
  const steelLit = nudge(random, lift(steel, 0.45))
  const steelDark = nudge(random, scale(steel, 0.55))
  const gauze = tint(random, hexes(0xd8d4c8, 0xc8c0b0))
  const flame = tint(random, hexes(0x3a6ae0, 0x4a86f0))
  const core = nudge(random, lift(flame, 0.55))
  const hose = tint(random, hexes(0xe87824, 0xc85a2a, 0xd8a020))
  const floor = H - 1
  const ringY = Math.round(H * uniform(random, 0.38, 0.48))
  const cx = Math.round(W / 2)
  const inset = Math.round(W * 0.16)
  line(canvas, 0, floor, inset, ringY, steel)
  line(canvas, W - 1, floor, W - 1 - inset, ringY, steel)
  line(canvas, cx + int(random, -3, 3), floor - 3, cx, ringY, steelDark)
  for (let x = Math.round(W * 0.08); x <= W - 1 - Math.round(W * 0.08); x++)
    for (let y = ringY - 1; y <= ringY; y++) canvas.set(x, y, (x + y) % 2 ? gauze : steelDark)
  const bw = Math.max(1, Math.round(W * 0.06))
  const tubeTop = ringY + Math.round((floor - ringY) * uniform(random, 0.35, 0.55))
  rect(canvas, cx - bw, tubeTop, cx + bw, floor - 2, steel)
  line(canvas, cx - bw, tubeTop, cx - bw, floor - 2, steelLit)
  rect(canvas, cx - 3 * bw - 1, floor - 1, cx + 3 * bw + 1, floor, steelDark)
  canvas.set(cx, Math.round((tubeTop + floor) / 2), ink)
  const rr = Math.max(2, Math.round((W - cx - 3 * bw - 3) / 2) - 1)
  if (rr >= 2) arcLine(canvas, cx + 3 * bw + 2 + rr, floor, rr, rr * 0.7, Math.PI, 2 * Math.PI, hose)
  const span = Math.max(2, tubeTop - ringY - 1)
  for (let y = ringY + 1; y < tubeTop; y++) {
    const t = (tubeTop - y) / span
    const hw = bw + 0.5 + t * (bw + 1.5)
    for (let x = Math.round(cx - hw); x <= Math.round(cx + hw); x++) {
      const inner = Math.abs(x - cx) <= bw * (1 - t) && t < 0.7
      if (inner) canvas.set(x, y, core)
      else if (bayer(x, y) < 0.75 - t * 0.4) canvas.set(x, y, flame)
    }
  }
  if (random() < 0.6) {
    const glass = tint(random, GLASSES)
    const liquid = tint(random, HUES)
    const bx = Math.round(W * uniform(random, 0.22, 0.3))
    const top = Math.max(0, ringY - 2 - Math.round(W * uniform(random, 0.3, 0.45)))
    for (let y = top; y <= ringY - 2; y++)
      for (let x = bx; x <= W - 1 - bx; x++) {
        const rim = x === bx || x === W - 1 - bx || y === ringY - 2
        canvas.set(x, y, rim ? steelDark : y > (top + ringY) / 2 ? liquid : glass)
      }
  }
  return finish(canvas, random, ink, 0.3, 0.5)
}

const ELEMENTS: [string, number][] = [
  ['H', 1],
  ['HE', 2],
  ['LI', 3],
  ['C', 6],
  ['N', 7],
  ['O', 8],
  ['NE', 10],
  ['NA', 11],
  ['MG', 12],
  ['AL', 13],
  ['SI', 14],
  ['S', 16],
  ['CL', 17],
  ['K', 19],
  ['CA', 20],
  ['FE', 26],
  ['CU', 29],
  ['ZN', 30],
  ['AG', 47],
  ['SN', 50],
  ['AU', 79],
  ['HG', 80],
  ['PB', 82],
]

/**
 * Tiles of the periodic table, opaque: one tile or a row of two to six on a backing, each a pastel
 * square in a 1-px frame with its atomic number and symbol in the 3×5 font (the symbol twice size on big
 * tiles) and a line of 1-px "text" for its name; a lone tile of 9 to 12 px has only its symbol.
 */
function elements(random: Random, ink: RGB): RGBAImage {
  const n = random() < 0.5 ? 1 : int(random, 2, 6)
  const tiny = n === 1 && random() < 0.45
  const s = tiny ? int(random, 9, 12) : n > 3 ? int(random, 14, 20) : int(random, 16, 30)
  const backing = tint(random, WHITES)
  const W = n * s + (n - 1)
  const canvas = begin(W, s, backing)
  const groups = distinctTints(random, hexes(0xf0a0a0, 0xa0c8f0, 0xf0d890, 0xa8e0a8, 0xd8b0e8, 0xf0c0a0), 3)
  const frames = groups.map((g) => nudge(random, scale(g, 0.62)))
  for (let k = 0; k < n; k++) {
    const x0 = k * (s + 1)
    const g = int(random, 0, groups.length - 1)
    const [symbol, number] = pick(random, ELEMENTS)
    rect(canvas, x0, 0, x0 + s - 1, s - 1, groups[g] as RGB)
    frame(canvas, x0, 0, x0 + s - 1, s - 1, frames[g] as RGB)
    const cx = x0 + (s - 1) / 2
    if (tiny) {
      printCentred(canvas, symbol, cx, Math.round((s - 5) / 2), ink)
      continue
    }
    print(canvas, String(number), x0 + 2, 2, ink)
    const k2 = s >= 24 && symbol.length * 8 <= s - 4 ? 2 : 1
    printCentred(canvas, symbol, cx, 8, ink, k2)
    const below = 8 + 5 * k2 + 2
    if (below <= s - 3) scribble(canvas, random, x0 + 3, below, s - 6, frames[g] as RGB, 0.25)
  }
  return finish(canvas, random, ink, 0, 0)
}

/** The science laboratory: glassware, a test-tube rack, a burner under a tripod or periodic-table tiles. */
const laboratorySprite: SpriteGenerator['draw'] = (random) =>
  pick(random, [glassware, glassware, tubeRack, burner, elements, elements])(random, tint(random, INKS))

// ---- cakes and the bakery -----------------------------------------------------------------------------

/** Icings, sponges and the trims piped on them. */
const ICINGS = hexes(0xf2f0e8, 0xf4b8c8, 0x7a4428, 0xf0e0a0, 0xb8e0f0)
const SPONGES = hexes(0xe8c478, 0xd8a860, 0x8a5030, 0xf0d898)
const TRIMS = hexes(0xe26492, 0xce2e2c, 0x2eacc0, 0xf0c432, 0x6a3a22, 0x2e9250)

/**
 * A whole cake seen from the side on a stand: one iced drum with candles (a 1-px wick and a flame on
 * each) or a tiered wedding cake of two to four drums, each lit and ordered-dithered into shade, with its
 * top an ellipse of lighter icing, drips or 1-px swags in the trim colour and a beaded border.
 */
function cake(random: Random, ink: RGB): RGBAImage {
  const tiers = random() < 0.55 ? 1 : int(random, 2, 4)
  const W = tiers === 1 ? int(random, 16, 80) : int(random, 30, 90)
  const icing = tint(random, ICINGS)
  const lit = nudge(random, lift(icing, 0.45))
  const shade = nudge(random, scale(icing, 0.8))
  const dark = nudge(random, scale(icing, 0.62))
  const trim = tint(random, TRIMS)
  const plate = tint(random, hexes(0xe8e8f0, 0xc0c4c8, 0xd8c098))
  const plateDark = nudge(random, scale(plate, 0.7))
  const heights = Array.from({ length: tiers }, () =>
    tiers === 1 ? int(random, Math.round(W * 0.3), Math.round(W * 0.6)) : int(random, 9, 20),
  )
  const ry0 = Math.max(1, Math.round(W * 0.12))
  const candles = tiers === 1 && random() < 0.6
  const H = heights.reduce((a, b) => a + b, 0) + ry0 + (candles ? Math.round(W * 0.12) + 4 : 2) + 4
  const canvas = begin(W + 4, H, null)
  const cx = (W + 3) / 2
  rect(canvas, 0, H - 3, W + 3, H - 3, plate)
  rect(canvas, Math.round(cx - W / 6), H - 2, Math.round(cx + W / 6), H - 1, plateDark)
  const drips = random() < 0.5
  let bottom = H - 4
  heights.forEach((th, i) => {
    const w = W * (1 - i * 0.24)
    const [x0, x1] = [Math.round(cx - w / 2), Math.round(cx + w / 2)]
    const top = bottom - th
    const ry = Math.max(1, Math.round(w * 0.12))
    ellipse(canvas, cx, bottom - 1, w / 2, ry, (x, y) =>
      y >= bottom - 1 ? roundTone(x, y, x0, x1, icing, lit, dark) : null,
    )
    for (let y = top; y < bottom; y++)
      for (let x = x0; x <= x1; x++) canvas.set(x, y, roundTone(x, y, x0, x1, icing, lit, dark))
    ellipse(canvas, cx, top, w / 2, ry, solid(lit))
    arcLine(canvas, cx, top, w / 2, ry, 0, Math.PI, shade)
    if (drips)
      for (let x = x0 + 1; x < x1; x += int(random, 2, 4)) {
        const y = Math.round(top + ry * Math.sqrt(Math.max(0, 1 - ((x - cx) / (w / 2)) ** 2)))
        line(canvas, x, y, x, y + int(random, 1, Math.max(1, Math.round(th * 0.35))), trim)
      }
    else if (th >= 8)
      for (let x = x0 + 1; x + 5 <= x1; x += 5)
        arcLine(canvas, x + 2.5, top + ry + 1, 2.5, 2, 0, Math.PI, trim)
    for (let x = x0 + 1; x < x1; x += 2) canvas.set(x, bottom - 1 + Math.round(ry * 0.6), trim)
    bottom = top
  })
  if (candles) {
    const ch = Math.round(W * 0.12) + 2
    const wax = tint(random, HUES)
    const fire = tint(random, hexes(0xf8d030, 0xf0a020))
    const count = int(random, 1, Math.max(1, Math.min(7, Math.floor(W / 6))))
    for (let k = 0; k < count; k++) {
      const x = Math.round(cx - W * 0.35 + ((k + 0.5) * W * 0.7) / count)
      line(canvas, x, bottom - ch, x, bottom, wax)
      canvas.set(x, bottom - ch - 1, fire)
      canvas.set(x, bottom - ch - 2, fire)
    }
  } else if (tiers > 1) ellipse(canvas, cx, bottom - 1, 1.5, 1.5, solid(trim))
  return finish(canvas, random, ink, 0.4, 0.5)
}

/**
 * A slice of layer cake on a plate: its cut face (two to five sponge layers with crumb dots, parted by
 * cream and jam), its iced top running back on a slant and its iced side, and a cherry on the top.
 */
function slice(random: Random, ink: RGB): RGBAImage {
  const w = int(random, 12, 56)
  // Sponge layers, each lh rows, parted by ch rows of filling.
  const [layers, lh, ch] = [int(random, 2, 5), int(random, 3, 7), int(random, 1, 3)]
  const depth = Math.round(w * uniform(random, 0.4, 0.7))
  const rise = Math.max(2, Math.round(depth * uniform(random, 0.35, 0.6)))
  const faceH = layers * lh + (layers - 1) * ch + 2
  const W = w + depth + 3
  const H = faceH + rise + 5
  const canvas = begin(W, H, null)
  const [icing, icingLit, icingSide] = toned(random, ICINGS, 0.4, 0.22)
  const [sponge, , crumb] = toned(random, SPONGES, 0, 0.25)
  const jam = tint(random, hexes(0xb8202c, 0x8a1a3a, 0xe87824))
  const plate = tint(random, hexes(0xe8e8f0, 0xd0d8e0))
  const plateDark = nudge(random, scale(plate, 0.72))
  const [x0, x1] = [1, w]
  const yTop = rise + 2
  const yBot = yTop + faceH - 1
  polygon(
    canvas,
    [
      [x1 + 1, yTop],
      [x1 + 1 + depth, yTop - rise],
      [x1 + 1 + depth, yBot + 1 - rise],
      [x1 + 1, yBot + 1],
    ],
    icingSide,
  )
  polygon(
    canvas,
    [
      [x0, yTop],
      [x1 + 1, yTop],
      [x1 + 1 + depth, yTop - rise],
      [x0 + depth, yTop - rise],
    ],
    icingLit,
  )
  let y = yTop
  rect(canvas, x0, y, x1, y + 1, icing)
  y += 2
  for (let k = 0; k < layers; k++) {
    for (let yy = y; yy < y + lh; yy++)
      for (let x = x0; x <= x1; x++) canvas.set(x, yy, random() < 0.08 ? crumb : sponge)
    y += lh
    if (k < layers - 1) {
      rect(canvas, x0, y, x1, y + ch - 1, k % 2 ? icing : jam)
      y += ch
    }
  }
  line(canvas, 0, yBot + 1, W - 1, yBot + 1, plate)
  line(canvas, 2, yBot + 2, W - 3, yBot + 2, plateDark)
  ellipse(canvas, x0 + depth * 0.5 + w * 0.5, yTop - rise * 0.5 - 1, 1.6, 1.6, solid(jam))
  return finish(canvas, random, ink, 0.5, 0.5)
}

/**
 * A ring doughnut from above: dough shaded at its lower right, a wavy cap of icing lit at the upper
 * left, 1-px sprinkles in two to four colours on the bigger ones (across, down and both diagonals) and a
 * transparent hole; 8 to 12 px on some draws.
 */
function doughnut(random: Random, ink: RGB): RGBAImage {
  const tiny = random() < 0.45
  const d = tiny ? int(random, 8, 11) : int(random, 14, 44)
  const canvas = begin(d + 2, d + 2, null)
  const c = (d + 1) / 2
  const R = d / 2
  const hole = Math.max(1, d * uniform(random, 0.13, 0.2))
  const dough = tint(random, hexes(0xd89a58, 0xc88a48, 0xe0a868))
  const doughDark = nudge(random, scale(dough, 0.72))
  const icing = tint(random, hexes(0xf4a8c0, 0x6a3a22, 0xf2f0e8, 0xa8d8f0, 0xf0d870))
  const icingLit = nudge(random, lift(icing, 0.45))
  const waves = int(random, 5, 9)
  const phase = uniform(random, 0, 6)
  ellipse(canvas, c, c, R, R, (x, y) => {
    const [dx, dy] = [x - c, y - c]
    const dist = Math.hypot(dx, dy)
    if (dist < hole) return null
    const outer = R * 0.8 + R * 0.08 * Math.sin(Math.atan2(dy, dx) * waves + phase)
    if (dist > outer || dist < hole + R * 0.14) return dist > R - 1.3 && dx + dy > 0 ? doughDark : dough
    return dx + dy < -R * 0.6 && dist > R * 0.45 ? icingLit : icing
  })
  if (!tiny) {
    const sprinkles = distinctTints(random, HUES, int(random, 2, 4))
    const steps: Pt[] = [
      [1, 0],
      [0, 1],
      [1, 1],
      [1, -1],
    ]
    for (let k = Math.round(d * d * 0.04); k > 0; k--) {
      const a = uniform(random, 0, 2 * Math.PI)
      const r = uniform(random, hole + R * 0.2, R * 0.7)
      const [x, y] = [Math.round(c + r * Math.cos(a)), Math.round(c + r * Math.sin(a))]
      const [sx, sy] = pick(random, steps)
      const on = (px: number, py: number) =>
        isColour(canvas, px, py, icing) || isColour(canvas, px, py, icingLit)
      if (!on(x, y) || !on(x + sx, y + sy)) continue
      const col = pick(random, sprinkles)
      canvas.set(x, y, col)
      canvas.set(x + sx, y + sy, col)
    }
  }
  return finish(canvas, random, ink, tiny ? 0.5 : 0.4, 0.5)
}

/**
 * A bakery shelf: a row of two to seven cupcakes (pleated paper cases with 1-px pleats, a swirl of
 * frosting in two or three tiers with 1-px curved edges, a cherry on some) over a shelf edge, with a
 * price tag in the 3×5 font under each; a thin strip.
 */
function cupcakes(random: Random, ink: RGB): RGBAImage {
  const cw = int(random, 8, 16)
  const gap = int(random, 1, 4)
  const n = Math.min(int(random, 2, 7), Math.floor(124 / (cw + gap)))
  const caseH = Math.max(3, Math.round(cw * 0.5))
  const frostH = Math.max(4, Math.round(cw * 0.6))
  const W = n * (cw + gap) - gap + 2
  const H = frostH + caseH + 11
  const canvas = begin(W, H, null)
  const frosts = distinctTints(random, ICINGS, 2)
  const frostShades = frosts.map((f) => nudge(random, scale(f, 0.78)))
  const paper = tint(random, [...TRIMS.slice(0, 4), ...WHITES.slice(0, 1)])
  const pleat = nudge(random, scale(paper, 0.72))
  const shelf = tint(random, TIMBERS)
  const tag = tint(random, WHITES)
  const cherry = tint(random, hexes(0xce2e2c, 0xb81e3a))
  const shelfY = frostH + caseH + 1
  rect(canvas, 0, shelfY, W - 1, shelfY + 1, shelf)
  for (let k = 0; k < n; k++) {
    const x0 = 1 + k * (cw + gap)
    const x1 = x0 + cw - 1
    const f = int(random, 0, frosts.length - 1)
    const [frost, frostShade] = [frosts[f] as RGB, frostShades[f] as RGB]
    polygon(
      canvas,
      [
        [x0, shelfY - caseH],
        [x1 + 1, shelfY - caseH],
        [x1, shelfY],
        [x0 + 1, shelfY],
      ],
      paper,
    )
    for (let x = x0 + 2; x < x1; x += 2) line(canvas, x, shelfY - caseH + 1, x, shelfY - 1, pleat)
    const tiersN = cw >= 12 ? 3 : 2
    for (let t = 0; t < tiersN; t++) {
      const rx = (cw / 2) * (1 - t * 0.28)
      const cy = shelfY - caseH - 1 - t * Math.max(1.5, frostH / (tiersN + 0.5))
      const ry = Math.max(1.5, frostH / (tiersN + 0.5))
      ellipse(canvas, x0 + (cw - 1) / 2, cy, rx, ry, solid(frost))
      arcLine(canvas, x0 + (cw - 1) / 2, cy, rx, ry, 0.2, Math.PI - 0.2, frostShade)
    }
    if (random() < 0.5) canvas.set(Math.round(x0 + (cw - 1) / 2), shelfY - caseH - frostH, cherry)
    const price = cw >= 11 ? String(int(random, 100, 450)) : String(int(random, 10, 99))
    const tw = textWidth(price)
    const tx = Math.round(x0 + (cw - tw) / 2)
    rect(canvas, tx - 1, shelfY + 2, tx + tw, H - 1, tag)
    print(canvas, price, tx, shelfY + 3, ink)
  }
  return finish(canvas, random, ink, 0.3, 0)
}

/** Cakes and the bakery: a whole or tiered cake, a slice, a doughnut or a shelf of cupcakes. */
const bakerySprite: SpriteGenerator['draw'] = (random) =>
  pick(random, [cake, cake, slice, doughnut, doughnut, cupcakes])(random, tint(random, INKS))

// ---- the circus ---------------------------------------------------------------------------------------

const SHOW_REDS = hexes(0xce2e2c, 0x2660be, 0x2e9250, 0x8842a6)
const SHOW_GOLDS = hexes(0xf0c432, 0xf2f0e8, 0xe8a830)

/**
 * A circus podium (an animal's drum) from the side: a cylinder in two colours, in vertical stripes that
 * narrow towards its edges, in diagonal stripes or plain with a big star on its front, shaded at its
 * right, a lighter top inside a 1-px elliptical rim; 8 to 11 px wide on some draws.
 */
function podium(random: Random, ink: RGB): RGBAImage {
  const tiny = random() < 0.35
  const w = tiny ? int(random, 8, 10) : int(random, 14, 60)
  const h = tiny ? int(random, 5, 8) : Math.round(w * uniform(random, 0.45, 1.1))
  const ry = Math.max(1, Math.round(w * 0.14))
  const canvas = begin(w + 2, h + 2 * ry + 3, null)
  const a = tint(random, SHOW_REDS)
  const b = tint(random, SHOW_GOLDS)
  const aDark = nudge(random, scale(a, 0.65))
  const bDark = nudge(random, scale(b, 0.72))
  const top = tint(random, hexes(0xe8e0d0, 0xd8c8a8, 0xf0c432))
  const rim = nudge(random, scale(top, 0.68))
  const style = tiny ? 'bands' : pick(random, ['bands', 'slant', 'star'] as const)
  const bands = tiny ? 4 : 2 * int(random, 2, 5)
  const sw = int(random, 2, 5)
  const cx = (w + 1) / 2
  const y0 = ry + 1
  for (let y = y0; y <= y0 + h + ry; y++)
    for (let x = 1; x <= w; x++) {
      const u = (x - cx) / (w / 2)
      if (y > y0 + h && ((y - y0 - h) / ry) ** 2 + u * u > 1) continue
      const second =
        style === 'bands'
          ? Math.floor((Math.asin(Math.max(-1, Math.min(1, u))) / Math.PI + 0.5) * bands) % 2 === 1
          : style === 'slant'
            ? Math.floor((x + y) / sw) % 2 === 1
            : false
      const shaded = u > 0.62 || (u > 0.4 && bayer(x, y) < 0.5)
      canvas.set(x, y, second ? (shaded ? bDark : b) : shaded ? aDark : a)
    }
  if (style === 'star') polygon(canvas, star(cx, y0 + ry + h / 2, Math.min(w, h) * 0.38), b)
  ellipse(canvas, cx, y0, w / 2, ry, solid(top))
  ring(canvas, cx, y0, w / 2, ry, 1, rim)
  return finish(canvas, random, ink, tiny ? 0.4 : 0.5, 0.5)
}

/**
 * A unicycle leaning a little: a tyre round a 1-px rim and 1-px spokes at every slant, pedals on a crank,
 * a 1-px or 2-px seat post up to a saddle; tall and mostly transparent.
 */
function unicycle(random: Random, ink: RGB): RGBAImage {
  const R = int(random, 5, 20)
  const post = Math.round(R * uniform(random, 1.6, 3.1))
  const lean = uniform(random, -0.35, 0.35)
  const reach = Math.abs(Math.sin(lean)) * post
  const W = Math.ceil(2 * R + 10 + reach + R * 0.5)
  const H = 2 * R + post + 6
  const canvas = begin(W, H, null)
  const tyre = tint(random, hexes(0x2a2a2e, 0x3a2a22))
  const metal = tint(random, STEEL_GREYS)
  const paint = tint(random, HUES)
  const seat = tint(random, hexes(0x1a1a22, 0xce2e2c, 0x6a3a22))
  const hx = Math.round(R + 4 + (lean < 0 ? reach : 0))
  const hy = H - R - 2
  ring(canvas, hx, hy, R, R, R >= 10 ? 2 : 1, tyre)
  circle(canvas, hx, hy, Math.max(1, R - (R >= 10 ? 2 : 1)), metal)
  const spokes = R >= 9 ? 2 * int(random, 4, 8) : 4
  const turn = uniform(random, 0, Math.PI)
  for (let k = 0; k < spokes; k++) {
    const a = turn + (k * 2 * Math.PI) / spokes
    line(canvas, hx, hy, hx + (R - 2) * Math.cos(a), hy + (R - 2) * Math.sin(a), metal)
  }
  const crank = uniform(random, 0, Math.PI)
  for (const s of [1, -1]) {
    const [px, py] = [hx + s * R * 0.5 * Math.cos(crank), hy + s * R * 0.5 * Math.sin(crank)]
    line(canvas, hx, hy, px, py, paint)
    rect(canvas, Math.round(px) - 1, Math.round(py), Math.round(px) + 1, Math.round(py), ink)
  }
  const [sx, sy] = [hx + Math.sin(lean) * post, hy - Math.cos(lean) * post]
  if (R >= 10) bar(canvas, hx, hy, sx, sy, 2, paint)
  else line(canvas, hx, hy, sx, sy, paint)
  ellipse(canvas, sx, sy - 1, R * 0.5 + 1.5, 1.5, solid(seat))
  canvas.set(hx, hy, ink)
  return finish(canvas, random, ink, 0.25, 0.5)
}

/**
 * A trapeze or a rope ladder hung from a rigging beam: two 1-px ropes, straight down or swung to a slant,
 * to a bar with taped ends, or with rungs across; tall and mostly transparent.
 */
function trapeze(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 20, 80)
  const H = int(random, 30, 120)
  const canvas = begin(W, H, null)
  const beam = tint(random, [...TIMBERS, ...STEEL_GREYS])
  const beamDark = nudge(random, scale(beam, 0.65))
  const rope = tint(random, hexes(0xe8d8b0, 0xd8c090, 0xf2f0e8))
  const barCol = tint(random, STEEL_GREYS)
  const tape = tint(random, HUES)
  rect(canvas, 0, 0, W - 1, 2, beam)
  line(canvas, 0, 2, W - 1, 2, beamDark)
  const ladder = random() < 0.35
  const span = ladder ? int(random, 5, Math.min(14, W - 6)) : int(random, Math.round(W * 0.3), W - 8)
  const x1 = int(random, 3, W - 4 - span)
  const swing = ladder
    ? int(random, -3, 3)
    : int(random, -Math.min(x1 - 1, 18), Math.min(W - 2 - x1 - span, 18))
  const bottom = H - 2
  canvas.set(x1, 3, ink)
  canvas.set(x1 + span, 3, ink)
  line(canvas, x1, 3, x1 + swing, bottom, rope)
  line(canvas, x1 + span, 3, x1 + span + swing, bottom, rope)
  if (ladder) {
    for (let y = bottom; y > 8; y -= int(random, 4, 6)) {
      const dx = Math.round((swing * (y - 3)) / (bottom - 3))
      line(canvas, x1 + dx, y, x1 + span + dx, y, barCol)
    }
  } else {
    rect(canvas, x1 + swing - 1, bottom, x1 + span + swing + 1, bottom + 1, barCol)
    rect(canvas, x1 + swing - 1, bottom, x1 + swing + 1, bottom + 1, tape)
    rect(canvas, x1 + span + swing - 1, bottom, x1 + span + swing + 1, bottom + 1, tape)
  }
  return finish(canvas, random, ink, 0.2, 0.5)
}

const ACTS = ['CIRCUS', 'BIG TOP', 'CLOWNS', 'LIONS', 'MAGIC', 'GRAND SHOW', 'JUGGLERS', 'STARS', 'ZIPPO']
const DATES = ['TONIGHT', 'MAY 12', 'JUNE 3', 'SAT 8PM', 'ONE WEEK', 'FRI 7PM', 'FROM 2']

/**
 * A circus poster, opaque: old paper inside a double 1-px border, an act in the 3×5 font (twice size
 * where it fits), an ordered-dithered sunburst behind a striped ball on a podium, lines of 1-px "text" and
 * a date; a few stars in the corners.
 */
function poster(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 32, 76)
  const H = Math.round(W * uniform(random, 1.2, 1.55))
  const paper = tint(random, hexes(0xf0d898, 0xf2e4c0, 0xe8c888))
  const canvas = begin(W, H, paper)
  const red = tint(random, hexes(0xc82a2a, 0xb8242e))
  const blue = tint(random, hexes(0x2a3a8a, 0x1e4a7a, 0x2e6a3a))
  const gold = tint(random, hexes(0xf0b020, 0xe89a20))
  frame(canvas, 0, 0, W - 1, H - 1, red)
  frame(canvas, 2, 2, W - 3, H - 3, red)
  const act = pick(
    random,
    ACTS.filter((a) => textWidth(a) <= W - 8),
  )
  const k = textWidth(act, 2) <= W - 8 ? 2 : 1
  printCentred(canvas, act, (W - 1) / 2, 5, red, k)
  const top = 5 + 5 * k + 3
  const bottom = H - 14
  const [cx, cy] = [(W - 1) / 2, (top + bottom) / 2]
  const rays = 2 * int(random, 5, 9)
  dither(canvas, 4, top, W - 5, bottom, null, gold, (x, y) =>
    Math.floor(((Math.atan2(y - cy, x - cx) + Math.PI) / (2 * Math.PI)) * rays) % 2 ? 0.5 : 0,
  )
  const r = Math.max(3, Math.min(W * 0.2, (bottom - top) * 0.25))
  const pw = r * 1.6
  rect(canvas, Math.round(cx - pw), Math.round(cy + r * 0.9), Math.round(cx + pw), bottom - 1, blue)
  ellipse(canvas, cx, cy, r, r, (x) => (Math.floor((x - cx + r) / Math.max(2, r / 2)) % 2 ? gold : red))
  if (W >= 44)
    for (const [sx, sy] of [
      [6, top + 3],
      [W - 7, top + 3],
    ] as Pt[])
      polygon(canvas, star(sx, sy, 3), red)
  scribble(canvas, random, 6, H - 12, W - 12, blue, 0.2)
  printCentred(
    canvas,
    pick(
      random,
      DATES.filter((d) => textWidth(d) <= W - 8),
    ),
    (W - 1) / 2,
    H - 9,
    blue,
  )
  return finish(canvas, random, ink, 0, 0)
}

/** The circus: a podium, a unicycle, a trapeze or a rope ladder, or a poster. */
const circusSprite: SpriteGenerator['draw'] = (random) =>
  pick(random, [podium, podium, unicycle, trapeze, poster, poster])(random, tint(random, INKS))

// ---- golf ---------------------------------------------------------------------------------------------

/**
 * A hole seen from above, opaque: rough round a fairway mown in diagonal stripes, a green checkered by
 * the mower inside a 1-px fringe, a hole with the flag's shadow, a ball, and a sand bunker
 * ordered-dithered darker at its lip or a pond with 1-px ripples.
 */
function green(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 24, 110)
  const H = int(random, 20, 90)
  const rough = tint(random, hexes(0x3a7a2e, 0x2e6a2a))
  const canvas = begin(W, H, rough)
  const fairA = tint(random, hexes(0x5aa83e, 0x4e9a36))
  const fairB = nudge(random, lift(fairA, 0.16))
  const greenA = tint(random, hexes(0x7cc858, 0x70bc4c))
  const greenB = nudge(random, lift(greenA, 0.16))
  const fringe = nudge(random, scale(greenA, 0.78))
  const sw = int(random, 3, 6)
  const amp = H * uniform(random, 0.05, 0.15)
  const f = uniform(random, 0.03, 0.09)
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++)
      if (Math.abs(y - H / 2 - amp * Math.sin(x * f)) < H * 0.3)
        canvas.set(x, y, Math.floor((x + y) / sw) % 2 ? fairA : fairB)
  const grx = W * uniform(random, 0.18, 0.28)
  const gry = H * uniform(random, 0.22, 0.32)
  const gx = W - grx - 3
  const gy = H / 2 + uniform(random, -1, 1) * (H / 2 - gry - 3)
  ellipse(canvas, gx, gy, grx + 1, gry + 1, solid(fringe))
  const cell = int(random, 2, 4)
  ellipse(canvas, gx, gy, grx, gry, (x, y) =>
    (Math.floor(x / cell) + Math.floor(y / cell)) % 2 ? greenA : greenB,
  )
  const [hx, hy] = [
    Math.round(gx + uniform(random, -0.4, 0.4) * grx),
    Math.round(gy + uniform(random, -0.3, 0.3) * gry),
  ]
  const pin = tint(random, WHITES)
  line(canvas, hx + 1, hy + 1, hx + 4, hy + 3, fringe)
  canvas.set(hx, hy, ink)
  canvas.set(Math.round(gx - grx * 0.6), Math.round(gy + gry * 0.2), pin)
  const bx = W * uniform(random, 0.25, 0.45)
  const by = H * pick(random, [0.22, 0.78])
  const brx = Math.max(3, W * uniform(random, 0.08, 0.14))
  const bry = Math.max(2, H * uniform(random, 0.08, 0.14))
  if (random() < 0.65) {
    const sand = tint(random, hexes(0xe8d8a0, 0xf0e0b0))
    const sandDark = nudge(random, scale(sand, 0.82))
    ellipse(canvas, bx, by, brx, bry, (x, y) =>
      bayer(x, y) < (Math.hypot((x - bx) / brx, (y - by) / bry) > 0.7 && y < by ? 0.5 : 0) ? sandDark : sand,
    )
  } else {
    const water = tint(random, hexes(0x3a78c8, 0x2e6ab0))
    const ripple = nudge(random, lift(water, 0.35))
    ellipse(canvas, bx, by, brx * 1.4, bry * 1.2, solid(water))
    for (let k = 0; k < 3; k++) {
      const rx = Math.round(bx + uniform(random, -0.6, 0.4) * brx)
      const ryy = Math.round(by + uniform(random, -0.5, 0.5) * bry)
      line(canvas, rx, ryy, rx + 2, ryy, ripple)
    }
  }
  return finish(canvas, random, ink, 0, 0.5)
}

/**
 * A golf ball, alone or on a tee: shaded with an ordered dither at its lower right and, on the bigger
 * ones, dimpled with 1-px dots in staggered rows; 8 to 11 px on most draws.
 */
function golfBall(random: Random, ink: RGB): RGBAImage {
  const d = random() < 0.6 ? int(random, 8, 11) : int(random, 12, 36)
  const tee = random() < 0.5
  const teeH = tee ? Math.max(3, Math.round(d * 0.6)) : 0
  const canvas = begin(d + 2, d + 2 + teeH, null)
  const white = tint(random, WHITES)
  const shade = nudge(random, scale(white, 0.78))
  const deep = nudge(random, scale(white, 0.6))
  const c = (d + 1) / 2
  const R = d / 2
  ellipse(canvas, c, c, R, R, (x, y) => {
    const far = Math.hypot(x - c + R * 0.35, y - c + R * 0.35) / (R * 1.35)
    if (far > 0.92) return deep
    if (far > 0.7) return bayer(x, y) < 0.5 ? shade : white
    if (d >= 12 && x % 3 === 0 && (y + (Math.floor(x / 3) % 2)) % 3 === 0) return shade
    return white
  })
  if (tee) {
    const peg = tint(random, hexes(0xe83030, 0xf0c432, 0x2e9250, 0x2660be))
    const cup = Math.max(2, Math.round(d * 0.28))
    const y0 = d + 1
    rect(canvas, Math.round(c - cup), y0, Math.round(c + cup), y0, peg)
    polygon(
      canvas,
      [
        [c - 0.5, y0 + 1],
        [c + 1.5, y0 + 1],
        [c + 1, y0 + teeH + 1],
        [c, y0 + teeH + 1],
      ],
      peg,
    )
  }
  return finish(canvas, random, ink, 0.45, 0.5)
}

/**
 * A golf bag standing with its clubs fanned out of it: a rounded bag with a collar, an accent band and a
 * pocket, lit left and dark right, a strap bowed out to one side as a 1-px curve, and three to six clubs
 * on 1-px shafts at several slants, irons (small blades) or woods (round heads in knitted covers); tall.
 */
function golfBag(random: Random, ink: RGB): RGBAImage {
  const bw = int(random, 9, 26)
  const bh = Math.min(80, Math.round(bw * uniform(random, 2.2, 3.4)))
  const clubLen = Math.round(bh * uniform(random, 0.3, 0.5))
  const side = Math.ceil(clubLen * 0.36) + 3
  const strap = Math.ceil(bw * 0.35) + 2
  const W = bw + 2 * side + strap
  const H = bh + clubLen + 4
  const canvas = begin(W, H, null)
  const bag = tint(random, [...SHOW_REDS, ...hexes(0x1a1a22, 0xf2f0e8)])
  const bagLit = nudge(random, lift(bag, 0.3))
  const bagDark = nudge(random, scale(bag, 0.6))
  const accent = tint(random, SHOW_GOLDS)
  const steel = tint(random, STEEL_GREYS)
  const cover = tint(random, HUES)
  const coverB = nudge(random, lift(cover, 0.4))
  const [x0, x1] = [side, side + bw - 1]
  const top = clubLen + 2
  const cx = (x0 + x1) / 2
  for (let k = int(random, 3, 6); k > 0; k--) {
    const a = uniform(random, -0.36, 0.36)
    const bx = cx + uniform(random, -bw * 0.3, bw * 0.3)
    const len = clubLen * uniform(random, 0.75, 1)
    const [tx, ty] = [bx + Math.sin(a) * len, top - Math.cos(a) * len]
    line(canvas, bx, top, tx, ty, steel)
    if (random() < 0.5)
      rect(canvas, Math.round(tx) - 1, Math.round(ty), Math.round(tx) + 2, Math.round(ty) + 1, steel)
    else ellipse(canvas, tx, ty, 2.2, 2.2, (x, y) => ((x + y) % 2 ? cover : coverB))
  }
  roundedBox(canvas, x0, top, x1, H - 1, 2, bag)
  line(canvas, x0 + 1, top + 3, x0 + 1, H - 3, bagLit)
  line(canvas, x1 - 1, top + 3, x1 - 1, H - 3, bagDark)
  rect(canvas, x0, top, x1, top + 2, bagDark)
  rect(canvas, x0, top + Math.round(bh * 0.3), x1, top + Math.round(bh * 0.3) + 1, accent)
  roundedBox(canvas, x0 + 2, top + Math.round(bh * 0.5), x1 - 3, top + Math.round(bh * 0.75), 1, bagLit)
  rect(canvas, x0, H - 3, x1, H - 1, bagDark)
  arcLine(canvas, x1, top + bh * 0.45, bw * 0.35, bh * 0.3, -Math.PI / 2, Math.PI / 2, accent)
  return finish(canvas, random, ink, 0.4, 0.5)
}

/**
 * A golf scorecard, opaque and a thin strip: a header of hole numbers on a coloured band, a par row and
 * one to three players' scores (birdies in red) in a 1-px grid, the 3×5 font throughout, with OUT totals.
 */
function scorecard(random: Random, ink: RGB): RGBAImage {
  const holes = int(random, 5, 9)
  const players = int(random, 1, 3)
  const cw = 8
  const lw = textWidth('HOLE') + 3
  const tw = textWidth('OUT') + 3
  const W = lw + holes * cw + tw + 1
  const H = (players + 2) * 7 + 1
  const card = tint(random, WHITES)
  const canvas = begin(W, H, card)
  const rule = tint(random, hexes(0x2e9250, 0x2660be, 0x6a6a72))
  const band = nudge(random, scale(rule, 0.85))
  const red = tint(random, hexes(0xce2e2c, 0xe2302a))
  rect(canvas, 0, 0, W - 1, 7, band)
  const pars = Array.from({ length: holes }, () => int(random, 3, 5))
  const rows: [string, string[], RGB[]][] = [
    ['HOLE', pars.map((_, i) => String(i + 1)), pars.map(() => card)],
    ['PAR', pars.map(String), pars.map(() => ink)],
  ]
  for (let p = 0; p < players; p++) {
    const scores = pars.map((par) => par + int(random, -1, 2))
    rows.push([
      pick(random, ['JO', 'AL', 'SAM', 'KIM', 'BEN', 'LIZ']),
      scores.map(String),
      scores.map((s, i) => (s < (pars[i] as number) ? red : ink)),
    ])
  }
  rows.forEach(([label, cells, colours], r) => {
    const y = r * 7 + 1
    print(canvas, label, 2, y + 1, r === 0 ? card : ink)
    cells.forEach((cell, i) => printCentred(canvas, cell, lw + i * cw + cw / 2, y + 1, colours[i] as RGB))
    const total = r === 0 ? 'OUT' : String(cells.reduce((s, c) => s + Number(c), 0))
    printCentred(canvas, total, lw + holes * cw + tw / 2, y + 1, r === 0 ? card : ink)
  })
  for (let r = 1; r <= players + 2; r++) line(canvas, 0, r * 7, W - 1, r * 7, rule)
  frame(canvas, 0, 0, W - 1, H - 1, rule)
  for (let i = 0; i <= holes; i++) line(canvas, lw + i * cw, 0, lw + i * cw, H - 1, rule)
  return finish(canvas, random, ink, 0, 0)
}

/** Golf: a hole from above, a ball, a bag of clubs or a scorecard. */
const golfSprite: SpriteGenerator['draw'] = (random) =>
  pick(random, [green, green, golfBall, golfBall, golfBag, scorecard])(random, tint(random, INKS))

// ---- mining -------------------------------------------------------------------------------------------

/**
 * Mine carts from the side: one (8 to 11 px wide on some draws) or a train of two to five coupled by
 * 1-px links, each a tapered iron tub with a lit rim, 1-px ribs and rivets, a heap of ore lumps (stone,
 * coal, copper or gold, each with a lit dot) and two wheels, on a rail over sleepers on most; a train is
 * a thin strip.
 */
function minecarts(random: Random, ink: RGB): RGBAImage {
  const tiny = random() < 0.3
  const cw = tiny ? int(random, 8, 10) : int(random, 12, 30)
  const gap = int(random, 2, 4)
  const n = tiny || random() < 0.45 ? 1 : Math.min(int(random, 2, 5), Math.floor(122 / (cw + gap)))
  const ch = Math.max(4, Math.round(cw * uniform(random, 0.45, 0.6)))
  const wr = Math.max(1, Math.round(cw * 0.12))
  const oh = tiny ? 2 : Math.max(2, Math.round(ch * 0.5))
  const rails = !tiny && random() < 0.75
  const W = n * (cw + gap) - gap + (rails ? 4 : 2)
  const H = oh + ch + 2 * wr + (rails ? 4 : 2)
  const canvas = begin(W, H, null)
  const iron = tint(random, hexes(0x5a5e66, 0x6a4a3a, 0x4a5a4a))
  const ironLit = nudge(random, lift(iron, 0.35))
  const ironDark = nudge(random, scale(iron, 0.6))
  const ore = tint(random, hexes(0x8a8a90, 0x2a2a2e, 0xc8783a, 0xe8c040))
  const oreLit = nudge(random, lift(ore, 0.4))
  const wheel = tint(random, hexes(0x2a2a2e, 0x3a3028))
  const yTop = oh + 1
  const yBot = yTop + ch - 1
  for (let k = 0; k < n; k++) {
    const x0 = (rails ? 2 : 1) + k * (cw + gap)
    const x1 = x0 + cw - 1
    for (let j = Math.round(cw * 0.8); j > 0; j--) {
      const lx = uniform(random, x0 + 2, x1 - 2)
      const ly = yTop - uniform(random, 0, oh - 1)
      const lr = tiny ? 1 : uniform(random, 1, Math.max(1.2, oh * 0.6))
      ellipse(canvas, lx, ly, lr, lr, solid(ore))
      canvas.set(Math.round(lx - lr * 0.4), Math.round(ly - lr * 0.4), oreLit)
    }
    polygon(
      canvas,
      [
        [x0, yTop],
        [x1 + 1, yTop],
        [x1, yBot + 1],
        [x0 + 1, yBot + 1],
      ],
      iron,
    )
    line(canvas, x0, yTop, x1, yTop, ironLit)
    if (!tiny) {
      for (let x = x0 + 3; x < x1 - 1; x += 4) line(canvas, x, yTop + 1, x, yBot, ironDark)
      for (const x of [x0 + 1, x1 - 1]) canvas.set(x, yTop + 2, ironLit)
    }
    for (const wx of [x0 + 1 + wr, x1 - 1 - wr]) {
      ellipse(canvas, wx, yBot + wr, wr, wr, solid(wheel))
      canvas.set(wx, yBot + wr, ironLit)
    }
    if (k > 0) line(canvas, x0 - gap, yBot - 1, x0 - 1, yBot - 1, ink)
  }
  if (rails) {
    const steel = tint(random, STEEL_GREYS)
    const sleeper = tint(random, TIMBERS)
    const ry = yBot + 2 * wr + 1
    for (let x = 1; x < W - 1; x += 4) rect(canvas, x, ry + 1, x + 1, ry + 2, sleeper)
    line(canvas, 0, ry, W - 1, ry, steel)
  }
  return finish(canvas, random, ink, tiny ? 0.5 : 0.35, 0.5)
}

/**
 * A pit headframe: a tapering braced steel tower (1-px struts and zigzag braces), a raking back strut,
 * the sheave wheel at its top (a 1-px rim and spokes), 1-px winding ropes down the shaft and off at a
 * slant to a winding house with a pitched roof and lit windows; tall and mostly transparent.
 */
function headframe(random: Random, ink: RGB): RGBAImage {
  const H = int(random, 40, 124)
  const W = Math.round(H * uniform(random, 0.5, 0.85))
  const canvas = begin(W, H, null)
  const steel = tint(random, hexes(0x4a4a52, 0x8a3a2a, 0x3a4a6a, 0x6a6a60))
  const steelLit = nudge(random, lift(steel, 0.35))
  const rope = tint(random, STEEL_GREYS)
  const wall = tint(random, hexes(0xa8503a, 0x9a6a4a, 0xb8a890))
  const roof = tint(random, hexes(0x3a3a42, 0x5a3a2a, 0x4a5a6a))
  const glow = tint(random, hexes(0xf8d060, 0xf0e090))
  const r = Math.max(3, Math.round(W * 0.12))
  const topY = r + 2
  const [l0, r0] = [2, Math.round(W * 0.5)]
  const [lt, rt] = [Math.round(W * 0.16), Math.round(W * 0.36)]
  const len = H - 1 - topY
  const step = Math.max(5, Math.round((r0 - l0) * 0.8))
  truss(
    canvas,
    (t) => [lt + ((l0 - lt) * t) / len, topY + t],
    (t) => [rt + ((r0 - rt) * t) / len, topY + t],
    len,
    step,
    steel,
  )
  bar(canvas, rt, topY, W - 3, H - 1, 2, steel)
  const wx = (lt + rt) / 2
  circle(canvas, Math.round(wx), r + 1, r, steelLit)
  for (let k = 0; k < 6; k++) {
    const a = (k * Math.PI) / 3
    line(canvas, wx, r + 1, wx + (r - 1) * Math.cos(a), r + 1 + (r - 1) * Math.sin(a), steelLit)
  }
  const hw = Math.round(W * 0.3)
  const hh = Math.round(H * 0.16)
  const hx = W - 1 - hw
  line(canvas, Math.round(wx - r), r + 1, Math.round(wx - r), H - 1, rope)
  line(canvas, Math.round(wx + r * 0.7), Math.round(r * 0.3), hx + Math.round(hw * 0.3), H - hh, rope)
  rect(canvas, hx, H - hh, W - 1, H - 1, wall)
  polygon(
    canvas,
    [
      [hx - 1, H - hh + 0.5],
      [hx + hw / 2 + 0.5, H - hh - Math.max(2, hw * 0.35)],
      [W + 0.5, H - hh + 0.5],
    ],
    roof,
  )
  for (let x = hx + 2; x < W - 2; x += 4) rect(canvas, x, H - hh + 2, x + 1, H - hh + 3, glow)
  return finish(canvas, random, ink, 0.2, 0.5)
}

/**
 * A mine entrance in a rock face, opaque: rock ordered-dithered in two tones with 1-px cracks, a dark
 * adit under a timber lintel on two posts, a rail track running into it in perspective (1-px rails
 * converging, sleepers closer together as they go), a lamp hung from the lintel, and a board with its
 * name in the 3×5 font.
 */
function adit(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 32, 110)
  const H = int(random, 30, 90)
  const rock = tint(random, hexes(0x6a6058, 0x7a6a5a, 0x5a5a60))
  const canvas = begin(W, H, rock)
  const rockDark = nudge(random, scale(rock, 0.72))
  const black = tint(random, hexes(0x141210, 0x18141a))
  const timber = tint(random, TIMBERS)
  const timberDark = nudge(random, scale(timber, 0.6))
  const steel = tint(random, STEEL_GREYS)
  const lamp = tint(random, hexes(0xf8d060, 0xf0b040))
  const board = tint(random, hexes(0xe0c890, 0xd8d0b8))
  const [f1, f2] = [uniform(random, 0.15, 0.4), uniform(random, 0.15, 0.4)]
  dither(canvas, 0, 0, W - 1, H - 1, null, rockDark, (x, y) =>
    Math.max(0, Math.sin(x * f1 + 2 * Math.sin(y * 0.2)) * Math.cos(y * f2 + x * 0.05)),
  )
  for (let k = int(random, 3, 6); k > 0; k--) {
    let [x, y] = [int(random, 0, W - 1), int(random, 0, H - 1)]
    for (let s = int(random, 2, 4); s > 0; s--) {
      const [nx, ny] = [x + int(random, -6, 6), y + int(random, 2, 6)]
      line(canvas, x, y, nx, ny, rockDark)
      ;[x, y] = [nx, ny]
    }
  }
  const mw = Math.round(W * uniform(random, 0.36, 0.5))
  const mh = Math.round(H * uniform(random, 0.5, 0.65))
  const mx0 = Math.round((W - mw) / 2)
  const mx1 = mx0 + mw - 1
  const my = H - mh
  rect(canvas, mx0 - 3, my - 3, mx1 + 3, H - 1, timber)
  rect(canvas, mx0, my, mx1, H - 1, black)
  line(canvas, mx0 - 3, my - 2, mx1 + 3, my - 2, timberDark)
  line(canvas, mx0 - 2, my, mx0 - 2, H - 1, timberDark)
  line(canvas, mx1 + 2, my, mx1 + 2, H - 1, timberDark)
  const cx = (W - 1) / 2
  const vy = my + Math.round(mh * 0.3)
  line(canvas, cx - mw * 0.3, H - 1, cx - 1, vy, steel)
  line(canvas, cx + mw * 0.3, H - 1, cx + 1, vy, steel)
  for (let y = H - 2, s = 4; y > vy + 2; y -= s, s = Math.max(2, s - 1)) {
    const t = (y - vy) / (H - 1 - vy)
    line(canvas, Math.round(cx - mw * 0.3 * t), y, Math.round(cx + mw * 0.3 * t), y, timberDark)
  }
  const lx = mx0 + int(random, 2, Math.max(2, Math.round(mw * 0.25)))
  line(canvas, lx, my, lx, my + 2, steel)
  rect(canvas, lx - 1, my + 3, lx, my + 4, lamp)
  dither(canvas, lx - 3, my + 2, lx + 2, my + 7, null, lamp, (x, y) =>
    isColour(canvas, x, y, black) && Math.hypot(x - lx, y - my - 4) < 3 ? 0.3 : 0,
  )
  const name = pick(
    random,
    ['MINE', 'PIT 3', 'SHAFT', 'NO 7', 'ADIT', 'LEVEL 2', 'DANGER'].filter((s) => textWidth(s) + 4 <= W),
  )
  const bw = textWidth(name) + 4
  const bx = Math.round(cx - bw / 2)
  const by = Math.max(1, my - 12)
  rect(canvas, bx, by, bx + bw - 1, by + 6, board)
  print(canvas, name, bx + 2, by + 1, ink)
  return finish(canvas, random, ink, 0, 0)
}

/** Mining: carts of ore, a headframe or a mine entrance. */
const miningSprite: SpriteGenerator['draw'] = (random) =>
  pick(random, [minecarts, minecarts, headframe, adit, adit])(random, tint(random, INKS))

// ---- the building site --------------------------------------------------------------------------------

const SITE_PAINTS = hexes(0xf0c020, 0xe8a818, 0xd83a2a, 0xf2f0e8)

/**
 * A tower crane: a braced lattice mast on a concrete base, a long braced jib and a short counter-jib with
 * its concrete weights, tie bars running at shallow slants from the apex, a glazed cab, a trolley with a
 * 1-px hoist rope down to a hook and, on some, a pallet of bricks or a steel beam; mostly transparent.
 */
function towerCrane(random: Random, ink: RGB): RGBAImage {
  const H = int(random, 40, 126)
  const W = Math.max(30, Math.min(126, Math.round(H * uniform(random, 0.7, 1.3))))
  const canvas = begin(W, H, null)
  const paint = tint(random, SITE_PAINTS)
  const paintDark = nudge(random, scale(paint, 0.62))
  const concrete = tint(random, hexes(0xa8a49c, 0x98968e))
  const glass = tint(random, GLASSES)
  const rope = tint(random, hexes(0x3a3a42, 0x4a4440))
  const mw = Math.max(3, Math.round(W * 0.06))
  const mx = Math.round(W * uniform(random, 0.22, 0.34))
  const jh = Math.max(3, mw - 1)
  const jy = Math.round(H * 0.14) + 2
  const apex = Math.max(1, jy - Math.round(H * 0.12))
  truss(
    canvas,
    (t) => [mx, jy + jh + t],
    (t) => [mx + mw, jy + jh + t],
    H - 4 - jy - jh,
    mw + 1,
    paint,
  )
  rect(canvas, mx - 2, H - 3, mx + mw + 2, H - 1, concrete)
  truss(
    canvas,
    (t) => [mx + mw + t, jy],
    (t) => [mx + mw + t, jy + jh],
    W - 1 - mx - mw,
    jh + 1,
    paint,
  )
  truss(
    canvas,
    (t) => [mx - t, jy],
    (t) => [mx - t, jy + jh],
    mx,
    jh + 1,
    paint,
  )
  rect(canvas, 0, jy + jh + 1, Math.max(2, Math.round(mx * 0.35)), jy + jh + 4, concrete)
  line(canvas, mx + mw / 2, apex, mx + mw / 2, jy, paintDark)
  line(canvas, mx + mw / 2, apex, W - 1 - Math.round((W - mx) * 0.3), jy, paintDark)
  line(canvas, mx + mw / 2, apex, 1, jy, paintDark)
  rect(canvas, mx + mw + 1, jy + jh + 1, mx + mw + 4, jy + jh + 4, paint)
  rect(canvas, mx + mw + 2, jy + jh + 2, mx + mw + 3, jy + jh + 3, glass)
  const tx = int(random, mx + mw + 8, W - 4)
  const drop = int(random, Math.round((H - jy) * 0.25), Math.round((H - jy) * 0.75))
  rect(canvas, tx - 1, jy + jh + 1, tx + 1, jy + jh + 1, paintDark)
  line(canvas, tx, jy + jh + 2, tx, jy + jh + drop, rope)
  rect(canvas, tx - 1, jy + jh + drop, tx + 1, jy + jh + drop + 1, paint)
  if (random() < 0.6) {
    const y0 = jy + jh + drop + 2
    const lw = int(random, 3, 7)
    line(canvas, tx, y0, tx - lw, y0 + 3, rope)
    line(canvas, tx, y0, tx + lw, y0 + 3, rope)
    if (random() < 0.5) {
      const brick = tint(random, hexes(0xb8503a, 0xa84a30))
      const mortar = nudge(random, lift(brick, 0.5))
      rect(canvas, tx - lw, y0 + 4, tx + lw, y0 + 9, brick)
      for (let y = y0 + 5; y <= y0 + 9; y += 2) line(canvas, tx - lw, y, tx + lw, y, mortar)
    } else rect(canvas, tx - lw - 4, y0 + 4, tx + lw + 4, y0 + 5, paintDark)
  }
  return finish(canvas, random, ink, 0.15, 0.5)
}

/**
 * An excavator from the side: crawler tracks (a rounded belt with 1-px links and road wheels), a house
 * with a glazed cab and 1-px engine vents, a boom raised at a slant and a dipper arm down at another, with
 * a 1-px ram along the boom and a toothed bucket at the end.
 */
function excavator(random: Random, ink: RGB): RGBAImage {
  const u = uniform(random, 0.45, 1.2)
  const canvas = begin(128, 128, null)
  const paint = tint(random, SITE_PAINTS.slice(0, 3))
  const paintLit = nudge(random, lift(paint, 0.35))
  const paintDark = nudge(random, scale(paint, 0.62))
  const track = tint(random, hexes(0x2a2a2e, 0x34302c))
  const trackMid = nudge(random, lift(track, 0.3))
  const glass = tint(random, GLASSES)
  const steel = tint(random, STEEL_GREYS)
  const tw = Math.round(44 * u)
  const th = Math.max(4, Math.round(8 * u))
  const base = 120
  const x0 = 4
  roundedBox(canvas, x0, base - th, x0 + tw, base, Math.floor(th / 2), track)
  for (let x = x0 + 2; x < x0 + tw - 1; x += 2) {
    canvas.set(x, base - th, trackMid)
    canvas.set(x + 1, base, trackMid)
  }
  const wr = Math.max(1, Math.floor(th / 2) - 1)
  for (let x = x0 + wr + 2; x <= x0 + tw - wr - 2; x += 2 * wr + 2)
    ellipse(canvas, x, base - th / 2, wr, wr, solid(trackMid))
  const hh = Math.round(14 * u)
  const hx0 = x0 + Math.round(tw * 0.1)
  const hx1 = x0 + Math.round(tw * 0.85)
  rect(canvas, hx0, base - th - hh, hx1, base - th - 1, paint)
  line(canvas, hx0, base - th - hh, hx1, base - th - hh, paintLit)
  const cabW = Math.round(11 * u)
  const cabTop = base - th - hh - Math.round(8 * u)
  rect(canvas, hx1 - cabW, cabTop, hx1, base - th - hh, paint)
  rect(canvas, hx1 - cabW + 2, cabTop + 2, hx1 - 2, base - th - hh - 1, glass)
  line(canvas, hx1 - cabW + 2, base - th - hh - 2, hx1 - 3, cabTop + 2, lift(glass, 0.6))
  for (let x = hx0 + 3; x < hx0 + Math.round(tw * 0.35); x += 2)
    line(canvas, x, base - th - hh + 3, x, base - th - 4, paintDark)
  const pivot: Pt = [hx1, base - th - Math.round(hh * 0.6)]
  const a1 = uniform(random, 0.5, 1.05)
  const boom = 34 * u
  const elbow: Pt = [pivot[0] + boom * Math.cos(a1), pivot[1] - boom * Math.sin(a1)]
  const a2 = uniform(random, 0.7, 1.4)
  const stick = Math.min(24 * u, base - 4 - elbow[1])
  const end: Pt = [elbow[0] + stick * Math.cos(a2) * 0.6, elbow[1] + stick * Math.sin(a2)]
  bar(canvas, pivot[0], pivot[1], elbow[0], elbow[1], Math.max(2, 3 * u), paint)
  bar(canvas, elbow[0], elbow[1], end[0], end[1], Math.max(2, 2.2 * u), paintDark)
  line(canvas, pivot[0], pivot[1] + 3, elbow[0] - 2, elbow[1] + 2, steel)
  const bs = Math.max(3, Math.round(6 * u))
  polygon(
    canvas,
    [
      [end[0] - bs * 0.4, end[1] - bs * 0.5],
      [end[0] + bs, end[1] - bs * 0.2],
      [end[0] + bs * 0.6, end[1] + bs],
      [end[0] - bs * 0.3, end[1] + bs * 0.6],
    ],
    paintDark,
  )
  for (let k = 0; k < 3; k++)
    canvas.set(Math.round(end[0] + bs * (0.6 - k * 0.3)), Math.round(end[1] + bs + 1 - k * 0.4), steel)
  return finish(canvas, random, ink, 0.4, 0.5)
}

/**
 * A hard hat from the side: a domed shell lit on its crown and dark at its back, a 1-px ridge curving
 * over it, a brim with a peak at the front; 8 to 12 px on half the draws.
 */
function hardHat(random: Random, ink: RGB): RGBAImage {
  const tiny = random() < 0.5
  const w = tiny ? int(random, 6, 10) : int(random, 14, 48)
  const h = Math.max(4, Math.round(w * 0.55))
  const canvas = begin(w + 3, h + 2, null)
  const shell = tint(random, [...SITE_PAINTS, ...hexes(0x2660be, 0xe87824)])
  const lit = nudge(random, lift(shell, 0.45))
  const dark = nudge(random, scale(shell, 0.66))
  const cx = (w + 1) / 2
  ellipse(canvas, cx, h, w / 2, h - 0.5, (x, y) => {
    if (y > h) return null
    if (x > cx + w * 0.3) return dark
    return (x - cx + w * 0.15) ** 2 / (w * w) + (y - h * 0.35) ** 2 / (h * h) < 0.02 ? lit : shell
  })
  if (!tiny) arcLine(canvas, cx, h, w * 0.16, h - 1.5, Math.PI, 2 * Math.PI, lit)
  rect(canvas, 0, h, w + 1, h + 1, shell)
  line(canvas, 0, h + 1, w + 1, h + 1, dark)
  rect(canvas, w + 2, h + 1, w + 2, h + 1, dark)
  return finish(canvas, random, ink, 0.5, 0.5)
}

const NOTICES = [
  ['DANGER'],
  ['HARD HAT', 'AREA'],
  ['KEEP OUT'],
  ['SITE', 'ENTRANCE'],
  ['DEEP', 'EXCAVATION'],
  ['NO', 'ENTRY'],
  ['CAUTION'],
  ['CRANE', 'WORKING'],
  ['MEN AT', 'WORK'],
]

/**
 * Site boards, opaque: a notice inside a border of hazard stripes at 45° (yellow and black), with a red
 * header band on some, its words in the 3×5 font (twice size where they fit); or a barrier board, a thin
 * strip of red and white stripes at another slant with 1-px bolt dots.
 */
function siteBoard(random: Random, ink: RGB): RGBAImage {
  const hazardA = tint(random, hexes(0xf0c020, 0xe8b010))
  const hazardB = tint(random, hexes(0x1a1a1e, 0x22201e))
  if (random() < 0.35) {
    const W = int(random, 40, 124)
    const H = int(random, 8, 12)
    const red = tint(random, hexes(0xd82a2a, 0xe0401e))
    const white = tint(random, WHITES)
    const canvas = begin(W, H, white)
    const sw = int(random, 3, 6)
    const slant = pick(random, [1, 2, 0.5])
    repaint(canvas, 0, 0, W - 1, H - 1, white, (x, y) => (Math.floor((x + y * slant) / sw) % 2 ? red : null))
    for (const x of [3, W - 4]) canvas.set(x, Math.floor(H / 2), hazardB)
    return finish(canvas, random, ink, 0, 0.5)
  }
  const lines = pick(random, NOTICES)
  const widest = Math.max(...lines.map((l) => textWidth(l)))
  const k = widest * 2 + 14 <= 124 && random() < 0.5 ? 2 : 1
  const b = int(random, 3, 5)
  const W = widest * k + 2 * b + 8
  const headed = random() < 0.5
  const H = lines.length * 6 * k + 2 * b + 6 + (headed ? 4 : 0)
  const canvas = begin(W, H, hazardA)
  const sw = int(random, 2, 4)
  repaint(canvas, 0, 0, W - 1, H - 1, hazardA, (x, y) => (Math.floor((x + y) / sw) % 2 ? hazardB : null))
  const panel = tint(random, WHITES)
  rect(canvas, b, b, W - 1 - b, H - 1 - b, panel)
  let y = b + 3
  if (headed) {
    const red = tint(random, hexes(0xd82a2a, 0xc8202e))
    rect(canvas, b, b, W - 1 - b, b + 6 * k + 3, red)
    printCentred(canvas, lines[0] as string, (W - 1) / 2, y, panel, k)
    y += 6 * k + 4
    lines.slice(1).forEach((l, i) => printCentred(canvas, l, (W - 1) / 2, y + i * 6 * k, ink, k))
  } else lines.forEach((l, i) => printCentred(canvas, l, (W - 1) / 2, y + i * 6 * k, ink, k))
  return finish(canvas, random, ink, 0, 0)
}

/** The building site: a tower crane, an excavator, a hard hat or a site board. */
const siteSprite: SpriteGenerator['draw'] = (random) =>
  pick(random, [towerCrane, towerCrane, excavator, excavator, hardHat, siteBoard, siteBoard])(
    random,
    tint(random, INKS),
  )

// ---- the amusement arcade -----------------------------------------------------------------------------

const CABINETS = hexes(0x1a1a22, 0x2a2a6a, 0x6a1a2a, 0x1e4a2a)
const GAMES = ['ZAP', 'ROBO', 'BLAST', 'ORBIT', 'RALLY', 'NINJA', 'GALAXY', 'DIG', 'ASTRO', 'KONG']

/** Rows of a small invader for cabinet screens, five columns each. */
const INVADER = ['.#.#.', '#####', '#.#.#', '.#.#.']

/**
 * An upright arcade cabinet from the front: a lit marquee with the game's name in the 3×5 font, a screen
 * in a black bezel with rows of invaders, a player's ship and 1-px shots, a control panel standing out
 * with a joystick and buttons, a coin door with two slots and diagonal stripes of side art on its edges;
 * tall.
 */
function cabinet(random: Random, ink: RGB): RGBAImage {
  const w = int(random, 16, 44)
  const H = Math.round(w * uniform(random, 2.2, 2.8))
  const canvas = begin(w + 2, H, null)
  const body = tint(random, CABINETS)
  const bodyLit = nudge(random, lift(body, 0.3))
  const marquee = tint(random, hexes(0xf0c432, 0xf2f0e8, 0x2eacc0))
  const title = tint(random, hexes(0xce2e2c, 0x8842a6, 0x2660be))
  const screen = tint(random, hexes(0x0a0e24, 0x101a10))
  const sprite = tint(random, hexes(0x5ae860, 0xf2f0e8, 0xe8e040))
  const buttons = distinctTints(random, HUES, 2)
  const mh = Math.max(7, Math.round(H * 0.12))
  rect(canvas, 1, 0, w, H - 1, body)
  for (let y = mh; y < H; y++)
    for (const x of [1, 2, w - 1, w]) if (Math.floor((x + y) / 3) % 2) canvas.set(x, y, bodyLit)
  rect(canvas, 0, 1, w + 1, mh - 1, marquee)
  const name = pick(
    random,
    GAMES.filter((g) => textWidth(g) <= w - 2),
  )
  printCentred(canvas, name, (w + 1) / 2, Math.round((mh - 5) / 2), title)
  const sy0 = mh + 2
  const sy1 = sy0 + Math.round(w * 0.75)
  rect(canvas, 3, sy0, w - 2, sy1, ink)
  rect(canvas, 5, sy0 + 2, w - 4, sy1 - 2, screen)
  const cols = Math.floor((w - 10) / 7)
  for (let r = 0; r < 2; r++)
    for (let c = 0; c < cols; c++)
      INVADER.forEach((row, gy) =>
        [...row].forEach((cell, gx) => {
          if (cell === '#') canvas.set(7 + c * 7 + gx, sy0 + 4 + r * 6 + gy, sprite)
        }),
      )
  const px = int(random, 7, w - 7)
  rect(canvas, px - 1, sy1 - 4, px + 1, sy1 - 4, sprite)
  rect(canvas, px - 2, sy1 - 3, px + 2, sy1 - 3, sprite)
  line(canvas, px, sy1 - 6, px, sy1 - 8, sprite)
  const cy = sy1 + 3
  rect(canvas, 0, cy, w + 1, cy + 4, bodyLit)
  line(canvas, Math.round(w * 0.3), cy + 1, Math.round(w * 0.3), cy - 2, ink)
  ellipse(canvas, Math.round(w * 0.3), cy - 2, 1, 1, solid(buttons[0] as RGB))
  for (let k = 0; k < 3 && Math.round(w * 0.55) + 3 * k < w - 1; k++)
    canvas.set(Math.round(w * 0.55) + 3 * k, cy + 2, buttons[k % 2] as RGB)
  const dy = cy + 8
  if (dy + 8 < H) {
    const door = Math.round(w * 0.3)
    const cx = (w + 1) / 2
    frame(canvas, Math.round(cx - door), dy, Math.round(cx + door), dy + 8, bodyLit)
    for (const sx of [-door / 2, door / 2])
      line(canvas, Math.round(cx + sx), dy + 3, Math.round(cx + sx), dy + 5, marquee)
  }
  return finish(canvas, random, ink, 0.3, 0)
}

/**
 * A claw crane machine: a cabinet with a header of lights (dots in two colours) and a word, a glass box
 * with diagonal reflections ordered-dithered on it, a gantry with a 1-px cable down to a three-pronged
 * claw, a heap of round prizes in two or three colours, and a base with a chute and a coin slot; tall.
 */
function clawMachine(random: Random, ink: RGB): RGBAImage {
  const w = int(random, 22, 60)
  const H = Math.min(124, Math.round(w * uniform(random, 1.6, 2.2)))
  const canvas = begin(w, H, null)
  const body = tint(random, [...SHOW_REDS, ...hexes(0xe26492)])
  const bodyDark = nudge(random, scale(body, 0.6))
  const bulbs = tint(random, SHOW_GOLDS)
  const glass = tint(random, GLASSES)
  const glint = nudge(random, lift(glass, 0.7))
  const steel = tint(random, STEEL_GREYS)
  const prizes = distinctTints(random, [...HUES, ...hexes(0xc89060)], int(random, 2, 3))
  const hh = 9
  const baseH = Math.round(H * 0.28)
  rect(canvas, 0, 0, w - 1, hh - 1, body)
  for (let x = 1; x < w - 1; x += 2) canvas.set(x, x % 4 === 1 ? 0 : hh - 1, bulbs)
  const word = pick(
    random,
    ['CLAW', 'WIN', 'PRIZES', 'GRAB', 'TOYS'].filter((s) => textWidth(s) <= w - 4),
  )
  printCentred(canvas, word, (w - 1) / 2, 2, bulbs)
  const gy0 = hh
  const gy1 = H - baseH - 1
  rect(canvas, 0, gy0, w - 1, gy1, bodyDark)
  rect(canvas, 2, gy0, w - 3, gy1, glass)
  dither(canvas, 2, gy0, w - 3, gy1, null, glint, (x, y) => (Math.floor((x + y) / 4) % 5 === 0 ? 0.5 : 0))
  line(canvas, 2, gy0 + 1, w - 3, gy0 + 1, steel)
  const pileTop = gy1 - Math.round((gy1 - gy0) * uniform(random, 0.25, 0.45))
  for (let k = Math.round(w * 0.9); k > 0; k--) {
    const r = uniform(random, 1.5, Math.max(2, w * 0.07))
    const x = uniform(random, 3 + r, w - 4 - r)
    const y = uniform(random, pileTop + r, gy1 - r)
    ellipse(canvas, x, y, r, r, solid(pick(random, prizes)))
    canvas.set(Math.round(x - r * 0.4), Math.round(y - r * 0.4), glint)
  }
  const cx = int(random, 6, w - 7)
  const cableEnd = int(random, gy0 + 4, Math.max(gy0 + 5, pileTop - 4))
  rect(canvas, cx - 1, gy0 + 1, cx + 1, gy0 + 2, steel)
  line(canvas, cx, gy0 + 3, cx, cableEnd, ink)
  rect(canvas, cx - 1, cableEnd, cx + 1, cableEnd + 1, steel)
  line(canvas, cx - 1, cableEnd + 2, cx - 3, cableEnd + 5, steel)
  line(canvas, cx + 1, cableEnd + 2, cx + 3, cableEnd + 5, steel)
  line(canvas, cx, cableEnd + 2, cx, cableEnd + 5, steel)
  rect(canvas, 0, gy1 + 1, w - 1, H - 1, body)
  rect(canvas, 3, H - Math.round(baseH * 0.6), Math.round(w * 0.35), H - 4, ink)
  line(canvas, w - 6, gy1 + 4, w - 6, gy1 + 6, bulbs)
  return finish(canvas, random, ink, 0.2, 0)
}

/**
 * A high-score table, opaque: a black screen inside a checkered border, a title and three to eight ranks
 * of initials and scores in the 3×5 font (twice size on some), the rows in two or three cycling colours.
 */
function highScores(random: Random, ink: RGB): RGBAImage {
  const rows = int(random, 3, 8)
  const k = rows <= 4 && random() < 0.5 ? 2 : 1
  const wide = textWidth('1 ABC 00000', k)
  const W = wide + 12
  const H = (rows + 2) * 6 * k + 10
  const black = tint(random, hexes(0x08080e, 0x0e0a14))
  const canvas = begin(W, H, black)
  const colours = distinctTints(
    random,
    hexes(0xf0e040, 0x40e8f0, 0xf04080, 0x60f060, 0xf2f0e8),
    int(random, 2, 3),
  )
  const edgeA = tint(random, hexes(0x2a2ad0, 0xd02a2a))
  const edgeB = nudge(random, lift(edgeA, 0.5))
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++)
      if (x < 2 || y < 2 || x >= W - 2 || y >= H - 2) canvas.set(x, y, (x + y) % 2 ? edgeA : edgeB)
  const titleText = pick(
    random,
    ['HI SCORE', 'HIGH SCORES', 'TOP 5', 'BEST', 'RANKING'].filter((t) => textWidth(t, k) <= W - 6),
  )
  printCentred(canvas, titleText, (W - 1) / 2, 4, colours[0] as RGB, k)
  let score = int(random, 20, 99) * 1000
  for (let r = 0; r < rows; r++) {
    const initials = Array.from({ length: 3 }, () => pick(random, 'ABCDEFGHJKLMNPRSTWXYZ')).join('')
    const text = `${(r + 1) % 10} ${initials} ${String(score).padStart(5, '0')}`
    print(canvas, text, 6, 4 + (r + 1.5) * 6 * k, colours[r % colours.length] as RGB, k)
    score -= int(random, 1, 9) * 500
  }
  return finish(canvas, random, ink, 0, 0)
}

/**
 * An arcade joystick on its own: a ball top lit at one side, a 1-px or 2-px shaft leaning or upright, a
 * dust washer and a base plate with one or two buttons; 8 to 12 px on half the draws.
 */
function joystick(random: Random, ink: RGB): RGBAImage {
  const tiny = random() < 0.55
  const s = tiny ? int(random, 8, 12) : int(random, 16, 40)
  const canvas = begin(s + 2, s + 2, null)
  const ball = tint(random, HUES)
  const ballLit = nudge(random, lift(ball, 0.5))
  const plate = tint(random, hexes(0x2a2a32, 0x3a3a48, 0x1a1a22))
  const shaft = tint(random, STEEL_GREYS)
  const button = tint(random, SHOW_GOLDS)
  const ph = Math.max(2, Math.round(s * 0.18))
  const baseY = s + 1 - ph
  roundedBox(canvas, 0, baseY, s + 1, s + 1, 1, plate)
  const cx = Math.round(s * 0.4)
  const lean = int(random, -2, 2)
  const br = Math.max(1.5, s * 0.17)
  const top = Math.round(br + 1)
  if (s >= 20) bar(canvas, cx, baseY, cx + lean, top, 2, shaft)
  else line(canvas, cx, baseY, cx + lean, top, shaft)
  ellipse(canvas, cx + lean, top, br, br, (x, y) => (x - (cx + lean) + y - top < -br * 0.6 ? ballLit : ball))
  canvas.set(s - 1, baseY + Math.floor(ph / 2), button)
  if (!tiny) canvas.set(s - 4, baseY + Math.floor(ph / 2), ball)
  return finish(canvas, random, ink, tiny ? 0.4 : 0.3, 0.5)
}

/** The amusement arcade: a cabinet, a claw machine, a high-score table or a joystick. */
const arcadeSprite: SpriteGenerator['draw'] = (random) =>
  pick(random, [cabinet, cabinet, clawMachine, highScores, highScores, joystick])(random, tint(random, INKS))

// ---- nursery toys -------------------------------------------------------------------------------------

const FURS = hexes(0xb07a48, 0xc8a070, 0x8a5a34, 0xe0c8a0, 0x6a4a3a)

/**
 * A teddy bear sitting: a round head with ears (lighter insides), a pale muzzle with a nose and eyes, a
 * body with a 1-px dotted seam down its tummy, stubby arms and legs with pale pads, and a bow at its
 * neck; 9 to 12 px on some draws.
 */
function teddy(random: Random, ink: RGB): RGBAImage {
  const tiny = random() < 0.35
  const s = tiny ? int(random, 9, 12) : int(random, 16, 64)
  const canvas = begin(s + 2, Math.round(s * 1.25) + 2, null)
  const fur = tint(random, FURS)
  const furDark = nudge(random, scale(fur, 0.7))
  const pale = nudge(random, lift(fur, 0.5))
  const bow = tint(random, HUES)
  const cx = (s + 1) / 2
  const hr = s * 0.27
  const hy = hr + 1
  const by = hy + hr + s * 0.3
  ellipse(canvas, cx, by, s * 0.3, s * 0.34, solid(fur))
  for (const d of [-1, 1]) {
    ellipse(canvas, cx + d * s * 0.34, by - s * 0.08, s * 0.11, s * 0.17, solid(furDark))
    ellipse(canvas, cx + d * s * 0.22, by + s * 0.3, s * 0.14, s * 0.12, solid(fur))
    if (!tiny) ellipse(canvas, cx + d * s * 0.22, by + s * 0.32, s * 0.07, s * 0.06, solid(pale))
    ellipse(
      canvas,
      cx + d * hr * 0.8,
      hy - hr * 0.75,
      Math.max(1, s * 0.09),
      Math.max(1, s * 0.09),
      solid(furDark),
    )
  }
  ellipse(canvas, cx, hy, hr, hr * 0.92, solid(fur))
  ellipse(canvas, cx, hy + hr * 0.35, Math.max(1, hr * 0.45), Math.max(1, hr * 0.32), solid(pale))
  canvas.set(Math.round(cx), Math.round(hy + hr * 0.2), ink)
  for (const d of [-1, 1]) canvas.set(Math.round(cx + d * hr * 0.45), Math.round(hy - hr * 0.15), ink)
  if (!tiny) {
    for (let y = Math.round(by - s * 0.15); y < by + s * 0.25; y += 2) canvas.set(Math.round(cx), y, furDark)
    const ny = Math.round(hy + hr)
    polygon(
      canvas,
      [
        [cx, ny + 0.5],
        [cx - s * 0.12, ny - s * 0.05],
        [cx - s * 0.12, ny + s * 0.07],
      ],
      bow,
    )
    polygon(
      canvas,
      [
        [cx + 1, ny + 0.5],
        [cx + 1 + s * 0.12, ny - s * 0.05],
        [cx + 1 + s * 0.12, ny + s * 0.07],
      ],
      bow,
    )
  }
  return finish(canvas, random, ink, tiny ? 0.5 : 0.45, 0.5)
}

/**
 * A rocking horse from the side: two curved rockers (1-px arcs, one over the other, with a few 1-px
 * struts between), four legs at slants, a body dappled in an ordered dither, a raised neck and head, a
 * mane and tail of 1-px lines, a saddle and a rein curving to the mouth; mostly transparent.
 */
function rockingHorse(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 28, 100)
  const H = Math.round(W * uniform(random, 0.75, 0.95))
  const canvas = begin(W, H, null)
  const coat = tint(random, [...WHITES, ...hexes(0xc8a070, 0x8a5a34)])
  const dapple = nudge(random, scale(coat, 0.72))
  const rocker = tint(random, [...SHOW_REDS, ...TIMBERS.slice(0, 2)])
  const mane = tint(random, hexes(0x2a2a2e, 0xe8d8a8, 0x6a3a22))
  const saddle = tint(random, HUES)
  const cx = (W - 1) / 2
  const rx = W / 2 - 1
  const ry = H * 0.22
  arcLine(canvas, cx, H - 1 - ry, rx, ry, 0.25, Math.PI - 0.25, rocker)
  arcLine(canvas, cx, H - 3 - ry, rx - 1, ry, 0.3, Math.PI - 0.3, rocker)
  const bodyY = H * 0.42
  const bw = W * 0.26
  const bh = Math.max(3, H * 0.12)
  const legTop = bodyY + bh * 0.5
  const legEnd = H - 3 - ry * 0.45
  for (const [fx, tx] of [
    [cx - bw * 0.8, cx - rx * 0.55],
    [cx - bw * 0.5, cx - rx * 0.35],
    [cx + bw * 0.5, cx + rx * 0.35],
    [cx + bw * 0.8, cx + rx * 0.55],
  ] as Pt[])
    bar(canvas, fx, legTop, tx, legEnd, Math.max(1.5, W * 0.035), coat)
  ellipse(canvas, cx, bodyY, bw, bh, (x, y) => (bayer(x, y) < 0.25 && (x + y) % 5 < 2 ? dapple : coat))
  const neck: Pt = [cx + bw * 0.8, bodyY - bh * 0.4]
  const head: Pt = [cx + bw * 1.25, bodyY - H * 0.22]
  bar(canvas, neck[0], neck[1], head[0], head[1], Math.max(2, W * 0.08), coat)
  ellipse(
    canvas,
    head[0] + W * 0.05,
    head[1] + H * 0.02,
    Math.max(2, W * 0.08),
    Math.max(1.5, W * 0.045),
    solid(coat),
  )
  for (let k = 0; k < 4; k++) {
    const t = k / 3
    const [mx, my] = [neck[0] + (head[0] - neck[0]) * t, neck[1] + (head[1] - neck[1]) * t]
    line(canvas, mx - 1, my - 1, mx - 3, my + 1, mane)
  }
  line(canvas, cx - bw, bodyY - 1, cx - bw - W * 0.1, bodyY + bh * 1.6, mane)
  line(canvas, cx - bw + 1, bodyY, cx - bw - W * 0.07, bodyY + bh * 1.8, mane)
  rect(
    canvas,
    Math.round(cx - bw * 0.35),
    Math.round(bodyY - bh),
    Math.round(cx + bw * 0.3),
    Math.round(bodyY - bh * 0.4),
    saddle,
  )
  canvas.set(Math.round(head[0] + W * 0.02), Math.round(head[1] - H * 0.02), ink)
  arcLine(
    canvas,
    (head[0] + cx) / 2 + W * 0.04,
    head[1] + H * 0.03,
    (head[0] - cx) / 2 + W * 0.04,
    bh,
    0,
    Math.PI * 0.9,
    ink,
  )
  return finish(canvas, random, ink, 0.2, 0.5)
}

/**
 * A stacking toy: three to six rings, each smaller than the one below, on a wooden peg on a round base,
 * each ring lit along its top with a 1-px curve, and a ball on the peg's top; tall.
 */
function stackingRings(random: Random, ink: RGB): RGBAImage {
  const n = int(random, 3, 6)
  const w = int(random, 14, 48)
  const rh = Math.max(3, Math.round(w * uniform(random, 0.2, 0.3)))
  const H = n * rh + Math.round(w * 0.45) + 4
  const canvas = begin(w + 2, H, null)
  const colours = distinctTints(random, HUES, n)
  const shine = tint(random, WHITES)
  const wood = tint(random, TIMBERS)
  const woodDark = nudge(random, scale(wood, 0.65))
  const cx = (w + 1) / 2
  const baseY = H - 3
  ellipse(canvas, cx, baseY, w / 2, 2, solid(woodDark))
  rect(canvas, Math.round(cx - 1), Math.round(w * 0.3), Math.round(cx + 1), baseY, wood)
  colours.forEach((c, i) => {
    const rw = (w / 2) * (1 - i * 0.12)
    const cy = baseY - rh / 2 - i * rh
    ellipse(canvas, cx, cy, rw, rh / 2 + 0.3, solid(c))
    if (rw > 4) arcLine(canvas, cx, cy, rw * 0.7, rh * 0.3, Math.PI * 1.15, Math.PI * 1.6, shine)
  })
  const top = baseY - n * rh - Math.max(2, w * 0.12)
  ellipse(canvas, cx, top, Math.max(2, w * 0.14), Math.max(2, w * 0.14), solid(pick(random, colours)))
  return finish(canvas, random, ink, 0.45, 0.5)
}

/**
 * A jack-in-the-box: a box in oblique view (a front face with a big letter in the 3×5 font at twice size,
 * a darker side, a lid flung open at a slant), a spring of 1-px zigzags, a clown's head with a pointed
 * hat and a scalloped ruff, and a crank handle on the side.
 */
function jackInTheBox(random: Random, ink: RGB): RGBAImage {
  const b = int(random, 14, 40)
  const d = Math.round(b * 0.35)
  const spring = Math.round(b * uniform(random, 0.5, 0.9))
  const hr = Math.max(3, b * 0.22)
  const W = b + d + 6
  const top = Math.round(hr * 3 + spring)
  const H = top + b + d + 2
  const canvas = begin(W, H, null)
  const [face, lid] = distinctTints(random, SHOW_REDS, 2) as [RGB, RGB]
  const side = nudge(random, scale(face, 0.62))
  const letter = tint(random, SHOW_GOLDS)
  const skin = tint(random, hexes(0xf4d0b0, 0xe8b890))
  const hat = tint(random, HUES)
  const ruff = tint(random, WHITES)
  const metal = tint(random, STEEL_GREYS)
  const y0 = top + d
  polygon(
    canvas,
    [
      [b + 1, y0],
      [b + 1 + d, y0 - d],
      [b + 1 + d, H - 1 - d],
      [b + 1, H - 1],
    ],
    side,
  )
  rect(canvas, 1, y0, b, H - 1, face)
  frame(canvas, 1, y0, b, H - 1, side)
  printCentred(
    canvas,
    pick(random, 'ABCDEFGHJKMNPRSTXYZ'),
    (b + 1) / 2,
    Math.round(y0 + (b - 10) / 2),
    letter,
    2,
  )
  polygon(
    canvas,
    [
      [1, y0],
      [b + 1, y0],
      [-2, y0 - b * 0.8],
      [-2 - 0.01, y0 - b * 0.8 - 2],
    ].map(([x, y]) => [Math.max(0, x as number), y] as Pt),
    lid,
  )
  line(canvas, b + 1 + d, y0 + b * 0.4, W - 1, y0 + b * 0.4, metal)
  line(canvas, W - 1, y0 + b * 0.4, W - 1, y0 + b * 0.4 + 3, metal)
  const sx = (b + d) / 2 + 1
  const turns = Math.max(2, Math.round(spring / 3))
  for (let k = 0; k < turns; k++) {
    const ya = y0 - d / 2 - (k * spring) / turns
    const yb = y0 - d / 2 - ((k + 1) * spring) / turns
    line(canvas, sx - 3, ya, sx + 3, (ya + yb) / 2, metal)
    line(canvas, sx + 3, (ya + yb) / 2, sx - 3, yb, metal)
  }
  const hy = y0 - d / 2 - spring - hr
  for (let x = -hr; x <= hr; x += 2) ellipse(canvas, sx + x, hy + hr, 1.5, 1.2, solid(ruff))
  ellipse(canvas, sx, hy, hr, hr, solid(skin))
  polygon(
    canvas,
    [
      [sx - hr, hy - hr * 0.4],
      [sx + hr + 1, hy - hr * 0.4],
      [sx + 0.5, hy - hr * 2.3],
    ],
    hat,
  )
  for (const dx of [-1, 1]) canvas.set(Math.round(sx + dx * hr * 0.4), Math.round(hy), ink)
  canvas.set(Math.round(sx), Math.round(hy + hr * 0.4), hat)
  return finish(canvas, random, ink, 0.4, 0)
}

/** Nursery toys: a teddy bear, a rocking horse, a stacking toy or a jack-in-the-box. */
const toySprite: SpriteGenerator['draw'] = (random) =>
  pick(random, [teddy, teddy, rockingHorse, stackingRings, jackInTheBox])(random, tint(random, INKS))

export const CATACOMB_GENERATORS: SpriteGenerator[] = [
  { name: 'catacomb-laboratory', draw: within(laboratorySprite) },
  { name: 'catacomb-bakery', draw: within(bakerySprite) },
  { name: 'catacomb-circus', draw: within(circusSprite) },
  { name: 'catacomb-golf', draw: within(golfSprite) },
  { name: 'catacomb-mining', draw: within(miningSprite) },
  { name: 'catacomb-site', draw: within(siteSprite) },
  { name: 'catacomb-arcade', draw: within(arcadeSprite) },
  { name: 'catacomb-toys', draw: within(toySprite) },
]
