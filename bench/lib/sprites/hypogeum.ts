// The generators of the `hypogeum` split of the wide recovery bench, written in round 34 to be held back
// after columbarium, before columbarium was scored, by a helper that saw no recovery work, and used by no
// other split: the glassblower (blowpipes lying, leaning or resting on a yoke stand with a glowing gather on
// the end, a bubble blown in some, glory-hole furnaces with an arched glowing mouth in a brick wall and a
// steel door slid across some, millefiori paperweights from above with rings of canes or a spiral twist,
// glass marbles with a twisted ribbon alone or in a row in a wooden groove, racks of glass cane rods plain,
// cored or twisted with white), the surveyor (theodolites on a tripod with sliding leg sections and a plumb
// bob, survey pegs with painted tops alone in a mound of soil with a streamer of tape or in a row with a
// string line, levelling staffs with E-shaped blocks, metre colours and numbers, ranging poles banded red and
// white side by side or on a stand, trundle wheels with a counter, trig pillars with a brass plate and a
// flush bracket over grass, benchmarks cut in an ashlar wall), the perfumery (scent bottles in four outlines
// with a stopper or an atomiser bulb on a tube with a tassel and a label, paper tester strips lying alone or
// fanned in a holder, glass shelves of small bottles over a mirror or bare on brackets, gift boxes in oblique
// view with patterned paper, a ribbon, a bow and a tag on some, perfumers' organs of tiered vials), the
// coffee roaster (beans alone or scattered, roasted or green, box grinders with a drawer, hopper and crank
// and tall brass cylinder grinders, faceted moka pots, espresso machines with group heads, portafilters, a
// gauge and a steam wand, cups from above on a saucer with a heart, rosetta or ring poured in the crema,
// shelves of cups, drum roasters with a hopper, a flue and a cooling tray), the swimming baths (pools from
// above with a tiled surround, lane lines, lane ropes, ladders and depth marks, lane ropes alone, banks of
// lockers, springboards on a stand and platform towers, swimming caps and goggles, tiled notices), the
// sawmill (log ends with growth rings, piles of logs end on in a pyramid or between stakes, stacks of planks
// side on with spacer sticks, straps and stamped beams, circular saw blades, sawhorses with a board on some,
// logs lying side on), the pizzeria (pizzas from above with a slice gone on some, slices at any angle,
// wood-fired ovens with a log store, against tiles on some, peels of wood or holed steel with a pizza on
// some, pizza boxes from above or stacked side on, gingham tablecloths with a plate on some) and the archive
// (filing cabinets, card-index cabinets of small drawers, index cards, lever-arch box files on a shelf,
// stacked archive boxes, rolled plans in a wire or wicker bin). Furnace temperatures, staff, counter, pillar
// and benchmark numbers, scent names on labels and strips, gift tags, machine and roaster names, depth marks,
// locker numbers, tower heights, pool notices, timber stamps, blade sizes, pizza-box names and numbers,
// drawer labels and letters, card headings, file years and box references are text-like glyphs in a wide
// five-row font of this file (glyphs mostly four columns wide, a few three, M and W five; twice size on big
// boxes and some notices); mortar and ashlar joints, door rivets, cane cores, staff blocks, pole bands,
// string lines, vial rows, grinder bands, drip-tray grilles, grout grids, lane lines and ropes, locker vents,
// ladder rungs and rails, plank grain, spacer sticks, saw slots, pizza cuts, cabinet gaps, card rules and
// written lines and wire bins are 1-px lines and dots over flat runs; rings of paperweight canes, paperweight
// glints, spiral twists, atomiser tubes, tape streamers, sagging string lines, bow loops, trundle and saw
// rims, rosettas, springboard handrails, cap ribs, goggle straps, growth rings, olive rings, box badges and
// file finger rings are curved 1-px outlines or rings; leaning blowpipes, tripod legs, stand legs, trundle
// handles, fanned tester strips, grinder cranks, portafilter handles, steam wands, sawhorse legs, pizza
// slices, cuts and spoons run at many slants. Gathers, furnace and oven fires, marble and bean shading,
// pillar shade, wall weathering, atomiser bulbs, dipped strip tips, mirror glints, crema rims, roaster
// windows and trays, float undersides, log bark, saw sheen and cheese over sauce are ordered-dithered (2×2),
// and blowpipe grips, gift papers, gingham and wicker bins are checkered. Furnaces, benchmark walls, mirrored
// shelves, organs against a wall, pools, lockers, pool notices, card indexes, pizza boxes from above, ovens
// against tiles and tablecloths are opaque, large flat areas on some draws (brick, water, tiles, paint,
// card); leaning blowpipes, theodolites, poles on a stand, trundle wheels, rows of pegs, tester fans,
// roasters, diving boards, sawhorses and peels are mostly transparent. Lying blowpipes, rows of marbles,
// sparse cane racks, lying staffs, rows of pegs, lying tester strips, one-shelf perfume shelves, cup shelves,
// lane ropes, pool notices, logs lying, thin plank stacks, lying peels and one-row card indexes are thin
// strips; theodolites, standing staffs, ranging poles, trig pillars, cylinder grinders, platform towers,
// filing cabinets, stacks of archive and pizza boxes, piles of box files laid flat and hung peels are tall
// ones; paperweights, marbles, pegs, scent bottles, gift boxes, beans, moka pots, cups, caps and goggles, log
// ends, saw blades, pizzas, slices and index cards are tiny (8 to 12 px) on some draws. Held back: scored
// once at the end of a round (bench/lib/wide/splits.ts).
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
  linePixels,
  mix,
  nudge,
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
/** True for a share `p` of draws. */
const chance = (random: Random, p: number) => random() < p
const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v))

const WOODS = hexes(0xa8743e, 0x8e5c32, 0xc08a52, 0x7a4e2c)
const METALS = hexes(0xa4acb4, 0x8e969e, 0xb8bec4)
const BRASS = hexes(0xd0a640, 0xc49a3a, 0xdcb454)
const PAPERS = hexes(0xf4eedc, 0xf0ead8, 0xf8f2e4)

// A wide five-row pixel font of this file: glyphs mostly four columns wide (a few three, M and W five), rows
// separated by spaces, `#` inked.
const FONT: Record<string, string> = {
  A: '.##. #..# #### #..# #..#',
  B: '###. #..# ###. #..# ###.',
  C: '.### #... #... #... .###',
  D: '###. #..# #..# #..# ###.',
  E: '#### #... ###. #... ####',
  F: '#### #... ###. #... #...',
  G: '.### #... #.## #..# .###',
  H: '#..# #..# #### #..# #..#',
  I: '### .#. .#. .#. ###',
  J: '..## ...# ...# #..# .##.',
  K: '#..# #.#. ##.. #.#. #..#',
  L: '#... #... #... #... ####',
  M: '#...# ##.## #.#.# #...# #...#',
  N: '#..# ##.# #.## #..# #..#',
  O: '.##. #..# #..# #..# .##.',
  P: '###. #..# ###. #... #...',
  Q: '.##. #..# #..# #.#. .#.#',
  R: '###. #..# ###. #.#. #..#',
  S: '.### #... .##. ...# ###.',
  T: '### .#. .#. .#. .#.',
  U: '#..# #..# #..# #..# .##.',
  V: '#.# #.# #.# #.# .#.',
  W: '#...# #...# #.#.# ##.## #...#',
  X: '#..# #..# .##. #..# #..#',
  Y: '#.# #.# .#. .#. .#.',
  Z: '#### ...# .##. #... ####',
  '0': '.##. #.## ##.# #..# .##.',
  '1': '.#. ##. .#. .#. ###',
  '2': '###. ...# .##. #... ####',
  '3': '###. ...# .##. ...# ###.',
  '4': '#..# #..# #### ...# ...#',
  '5': '#### #... ###. ...# ###.',
  '6': '.##. #... ###. #..# .##.',
  '7': '#### ...# ..#. .#.. .#..',
  '8': '.##. #..# .##. #..# .##.',
  '9': '.##. #..# .### ...# .##.',
  '.': '. . . . #',
  ':': '. # . # .',
  '-': '... ... ### ... ...',
  '/': '..# ..# .#. #.. #..',
  '+': '... .#. ### .#. ...',
  ' ': '.. .. .. .. ..',
}
const ROWS = 5
const glyphRows = (ch: string) => (FONT[ch] ?? (FONT[' '] as string)).split(' ')
/** How many pixels `text` takes across at `k` times size. */
function measure(text: string, k = 1): number {
  let w = 0
  for (const ch of text) w += ((glyphRows(ch)[0] as string).length + 1) * k
  return Math.max(0, w - k)
}
/** Prints `text` with its top left at (x, y), each font pixel a k×k block. */
function print(canvas: Canvas, text: string, x: number, y: number, c: RGB, k = 1) {
  let cx = Math.round(x)
  const top = Math.round(y)
  for (const ch of text) {
    const rows = glyphRows(ch)
    const w = (rows[0] as string).length
    rows.forEach((row, ry) => {
      for (let rx = 0; rx < w; rx++)
        if (row[rx] === '#')
          rect(canvas, cx + rx * k, top + ry * k, cx + rx * k + k - 1, top + ry * k + k - 1, c)
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
/** A number of `digits` digits, the first not zero. */
const digits = (random: Random, n: number) =>
  String(int(random, 1, 9)) + Array.from({ length: n - 1 }, () => String(int(random, 0, 9))).join('')

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
/** Turns points about (cx, cy) by angle a (radians). */
const turn = (points: Pt[], a: number, cx: number, cy: number): Pt[] =>
  points.map(([x, y]) => [
    cx + (x - cx) * Math.cos(a) - (y - cy) * Math.sin(a),
    cy + (x - cx) * Math.sin(a) + (y - cy) * Math.cos(a),
  ])
/** Outlined (over transparency) for an `outline` share of draws, mirrored for a `mirror` share, trimmed. */
function finishOff(canvas: Canvas, random: Random, ink: RGB, outline: number, mirror = 0.5): RGBAImage {
  if (random() < outline) canvas.outline(ink, null)
  return trimmed(random() < mirror ? flipped(canvas) : canvas)
}
/** The same, turned a quarter turn for a `turned` share of draws (a strip drawn across then stands up). */
function finishTurned(
  canvas: Canvas,
  random: Random,
  ink: RGB,
  outline: number,
  turned: number,
  mirror = 0.5,
): RGBAImage {
  if (random() < outline) canvas.outline(ink, null)
  const c = random() < mirror ? flipped(canvas) : canvas
  return trimmed(random() < turned ? rotated(c) : c)
}

/** Whether a drawing keeps this split's rules: 8 to 120 px a side and 3 to 10 opaque colours. */
function obeys(image: RGBAImage): boolean {
  if (Math.min(image.width, image.height) < 8 || Math.max(image.width, image.height) > 120) return false
  const n = colourCount(image)
  return n >= 3 && n <= 10
}
/** A generator that draws again from the same stream until its drawing obeys the rules (sixty tries). */
const ruled =
  (draw: Draw): Draw =>
  (random) => {
    let image = draw(random)
    for (let tries = 1; tries < 60 && !obeys(image); tries++) image = draw(random)
    return image
  }
/** A theme: one of its makers (some listed twice to come up more often), with an ink of its own. */
const theme =
  (makers: Maker[]): Draw =>
  (random) =>
    pick(random, makers)(random, tint(random, INKS))

// ---- the glassblower ---------------------------------------------------------------------------------

const STEELS = hexes(0x8a9098, 0x7a828c, 0x9aa2a8)
/** Hot glass, hottest first. */
const GLOWS = [hexes(0xfff0a0, 0xffc040, 0xf07820, 0xb83018), hexes(0xfff6c8, 0xffd060, 0xff8a28, 0xc8401c)]
const GLASSES = hexes(0x2a8acb, 0x2eae6a, 0xd83a4a, 0xe8b830, 0x8a48c0, 0x28b0b8, 0xf07aa8, 0x1e3a8a)
const BRICKS = hexes(0x9a4a32, 0xa85a3a, 0x8a3e2e, 0xb06840)
const glow = (random: Random) => pick(random, GLOWS).map((c) => nudge(random, c)) as RGB[]

/** A gather of hot glass: rings of heat dithered from the core out (a bubble blown in it on some). */
function gather(
  canvas: Canvas,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  heat: RGB[],
  bubble: boolean,
) {
  ellipse(canvas, cx, cy, rx, ry, (x, y) => {
    const d = Math.hypot((x - cx) / Math.max(1, rx), (y - cy) / Math.max(1, ry))
    const t = d + (bayer(x, y) - 0.5) * 0.3
    if (bubble && d < 0.45 && rx >= 5) return heat[3] as RGB
    return (t < 0.35 ? heat[0] : t < 0.62 ? heat[1] : t < 0.86 ? heat[2] : heat[3]) as RGB
  })
}

/** A blowpipe with a glowing gather on its end: lying (a thin strip), leaning, or resting on a yoke stand. */
function blowpipe(random: Random, ink: RGB): RGBAImage {
  const L0 = int(random, 36, 108)
  const R = clamp(Math.round(L0 * uniform(random, 0.05, 0.11)), 4, 11)
  const L = Math.min(L0, 112 - 2 * R)
  const steel = tint(random, STEELS)
  const heat = glow(random)
  const wood = tint(random, WOODS)
  const pose = pick(random, ['lying', 'lying', 'leaning', 'yoke'] as const)
  const thick = chance(random, 0.5) ? 1 : 2
  if (pose === 'lying') {
    const H = 2 * R + 5
    const canvas = begin(L + 2 * R + 6, H, null)
    const cy = Math.round(H / 2)
    const gx = L + R + 2
    rect(canvas, 1, cy - 1, 3, cy + thick, dark(steel, 0.7))
    rect(canvas, 1, cy, gx, cy + thick - 1, steel)
    const g0 = int(random, 6, 10)
    const g1 = g0 + Math.round(L * uniform(random, 0.15, 0.3))
    checks(canvas, g0, cy - 1, g1, cy + thick, wood, dark(wood, 0.7))
    gather(
      canvas,
      gx,
      cy + (thick - 1) / 2,
      R,
      Math.max(4.2, R * uniform(random, 0.8, 1)),
      heat,
      chance(random, 0.4),
    )
    return finishOff(canvas, random, ink, 0.35)
  }
  const H = int(random, 24, 90)
  const W = Math.max(24, Math.min(110, Math.round(L * 0.9)))
  const canvas = begin(W + 2 * R + 6, H + 2 * R + 6, null)
  const [gx, gy] = [W + R + 2, R + 3]
  const [mx, my] = [3, H + R]
  if (pose === 'yoke') {
    const sx = Math.round(mx + (gx - mx) * 0.55)
    const sy = Math.round(my + (gy - my) * 0.55)
    line(canvas, sx, sy + 2, sx, H + 2 * R + 4, dark(steel, 0.8))
    line(canvas, sx - 2, sy, sx, sy + 2, dark(steel, 0.8))
    line(canvas, sx + 2, sy, sx, sy + 2, dark(steel, 0.8))
    rect(canvas, sx - 4, H + 2 * R + 4, sx + 4, H + 2 * R + 5, dark(steel, 0.8))
  }
  if (thick === 1) line(canvas, mx, my, gx, gy, steel)
  else bar(canvas, mx, my, gx, gy, 2, steel)
  rect(canvas, mx - 1, my - 1, mx + 1, my + 1, dark(steel, 0.7))
  const t0 = uniform(random, 0.08, 0.15)
  const t1 = t0 + uniform(random, 0.15, 0.25)
  line(canvas, mx + (gx - mx) * t0, my + (gy - my) * t0, mx + (gx - mx) * t1, my + (gy - my) * t1, wood)
  gather(canvas, gx, gy, R, R, heat, chance(random, 0.4))
  return finishOff(canvas, random, ink, 0.35)
}

/** A glory-hole furnace in a brick wall: a glowing arched mouth, a steel door on some, a temperature plate. */
function furnace(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 24, 110)
  const H = clamp(Math.round(W * uniform(random, 0.6, 1)), 20, 100)
  const brick = tint(random, BRICKS)
  const brickDark = dark(brick, 0.78)
  const mortar = tint(random, hexes(0xc8bca8, 0xb8ae9c, 0x9c948a))
  const canvas = begin(W, H, mortar)
  const bh = W > 60 ? 4 : 3
  const bl = bh * 2 + int(random, 0, 2)
  for (let y = 0, row = 0; y < H; y += bh, row++) {
    const off = row % 2 ? Math.round(bl / 2) : 0
    for (let x = -off; x < W; x += bl) {
      const c = chance(random, 0.25) ? brickDark : brick
      rect(canvas, x, y, x + bl - 2, y + bh - 2, c)
    }
  }
  const heat = glow(random)
  const mw = Math.max(8, Math.round(W * uniform(random, 0.35, 0.55)))
  const mh = Math.max(8, Math.round(H * uniform(random, 0.35, 0.5)))
  const cx = W / 2
  const bottom = Math.round(H * uniform(random, 0.72, 0.85))
  const top = bottom - mh
  const inMouth = (x: number, y: number) => {
    if (y > bottom || y < top) return false
    const r = mw / 2
    const archY = top + r * 0.8
    if (y >= archY) return Math.abs(x + 0.5 - cx) <= r
    return ((x + 0.5 - cx) / r) ** 2 + ((y - archY) / (r * 0.8)) ** 2 <= 1
  }
  for (let y = top - 2; y <= bottom + 1; y++)
    for (let x = Math.floor(cx - mw / 2) - 2; x <= Math.ceil(cx + mw / 2) + 2; x++) {
      if (inMouth(x, y)) {
        const t = (bottom - y) / mh + Math.abs(x + 0.5 - cx) / mw + (bayer(x, y) - 0.5) * 0.35
        canvas.set(x, y, (t < 0.45 ? heat[0] : t < 0.75 ? heat[1] : t < 1.05 ? heat[2] : heat[3]) as RGB)
      } else if ([-1, 0, 1].some((dx) => [-1, 0, 1].some((dy) => inMouth(x + dx, y + dy))) && y <= bottom)
        canvas.set(x, y, brickDark)
    }
  const steel = tint(random, STEELS)
  rect(canvas, Math.floor(cx - mw / 2) - 3, bottom + 1, Math.ceil(cx + mw / 2) + 3, bottom + 2, steel)
  if (chance(random, 0.45) && mw >= 12) {
    // A steel door slid half across the mouth, with rivets and a handle.
    const left = chance(random, 0.5)
    const x0 = left ? Math.floor(cx - mw / 2) - 2 : Math.round(cx + int(random, -2, 2))
    const x1 = left ? Math.round(cx + int(random, -2, 2)) : Math.ceil(cx + mw / 2) + 2
    rect(canvas, x0, top - 2, x1, bottom, steel)
    frame(canvas, x0, top - 2, x1, bottom, dark(steel, 0.7))
    for (let y = top; y < bottom - 1; y += 3) {
      canvas.set(x0 + 1, y, dark(steel, 0.7))
      canvas.set(x1 - 1, y, dark(steel, 0.7))
    }
    const hx = left ? x1 - 3 : x0 + 3
    line(canvas, hx, Math.round((top + bottom) / 2) - 2, hx, Math.round((top + bottom) / 2) + 2, ink)
  }
  if (top > ROWS + 5 && W >= 28) {
    const text = pick(random, ['1140', '1150', '1080', '1200', '980', '1100'])
    const tw = measure(text)
    const px = Math.round(cx - tw / 2) - 2
    rect(canvas, px, 2, px + tw + 3, ROWS + 5, steel)
    print(canvas, text, px + 2, 4, ink)
  }
  return trimmed(canvas)
}

/** A paperweight from above: a glass dome over millefiori canes in rings or a spiral twist; tiny on some. */
function paperweight(random: Random, ink: RGB): RGBAImage {
  const R = chance(random, 0.35) ? int(random, 4, 5) : int(random, 6, 40)
  const canvas = begin(2 * R + 5, 2 * R + 5, null)
  const c = R + 2
  const glass = tint(random, hexes(0xd8ecf0, 0xc8e0e8, 0xe0f0ec))
  const ground = tint(random, [...GLASSES, ...hexes(0x1e1e28)])
  const canes = [0, 1, 2].map(() => tint(random, [...GLASSES, ...WHITES]))
  ellipse(canvas, c, c, R, R, solid(glass))
  const inner = R * uniform(random, 0.72, 0.85)
  ellipse(canvas, c, c, inner, inner, solid(ground))
  if (chance(random, 0.6)) {
    const rings = Math.max(1, Math.floor(inner / 4))
    for (let k = 0; k <= rings; k++) {
      const r = k === 0 ? 0 : (inner - 1.5) * (k / rings)
      const n = k === 0 ? 1 : Math.max(4, Math.round((2 * Math.PI * r) / (inner >= 10 ? 4 : 3)))
      const [a, b] = [canes[k % 3] as RGB, canes[(k + 1) % 3] as RGB]
      for (let i = 0; i < n; i++) {
        const t = (2 * Math.PI * i) / n + k * 0.4
        const [x, y] = [Math.round(c + r * Math.cos(t)), Math.round(c + r * Math.sin(t))]
        if (inner >= 10) {
          canvas.set(x - 1, y, b)
          canvas.set(x + 1, y, b)
          canvas.set(x, y - 1, b)
          canvas.set(x, y + 1, b)
        }
        canvas.set(x, y, a)
      }
    }
  } else {
    const arms = int(random, 3, 6)
    for (let k = 0; k < arms; k++)
      for (let s = 0; s <= 40; s++) {
        const r = (inner - 0.5) * (s / 40)
        const t = (2 * Math.PI * k) / arms + r * 0.22
        canvas.set(Math.round(c + r * Math.cos(t)), Math.round(c + r * Math.sin(t)), canes[k % 2] as RGB)
      }
  }
  if (R >= 6) {
    const gl = light(glass, 0.7)
    for (let t = 3.5; t < 4.6; t += 0.08)
      canvas.set(Math.round(c + (R - 1) * Math.cos(t)), Math.round(c + (R - 1) * Math.sin(t)), gl)
  } else canvas.set(c - 2, c - 2, light(glass, 0.7))
  return finishOff(canvas, random, ink, 0.55, 0)
}

/** Glass marbles with a twisted ribbon: one alone (tiny on some), or a row of them in a wooden groove. */
function marbles(random: Random, ink: RGB): RGBAImage {
  const swirls = [0, 1, 2].map(() => tint(random, [...GLASSES, ...WHITES]))
  const clear = tint(random, hexes(0xd0e8f0, 0xc0dce8, 0xe8f0f4, 0x90c8e0))
  const shade = dark(clear, 0.72)
  const drawMarble = (canvas: Canvas, cx: number, cy: number, r: number, k: number) => {
    const a = uniform(random, 0, Math.PI)
    const [ux, uy] = [Math.cos(a), Math.sin(a)]
    ellipse(canvas, cx, cy, r, r, (x, y) => {
      const [dx, dy] = [x - cx, y - cy]
      const u = dx * ux + dy * uy
      const v = -dx * uy + dy * ux
      const wave = Math.sin((u / r) * Math.PI * 1.2) * r * 0.35
      if (Math.abs(v - wave) < Math.max(0.6, r * 0.2)) return swirls[k % 3] as RGB
      if (Math.abs(v + wave) < Math.max(0.5, r * 0.12) && r >= 5) return swirls[(k + 1) % 3] as RGB
      if (dx + dy > r * 0.6 && bayer(x, y) < 0.5) return shade
      return clear
    })
    if (r >= 3) canvas.set(Math.round(cx - r * 0.45), Math.round(cy - r * 0.45), WHITE)
  }
  if (chance(random, 0.5)) {
    const r = chance(random, 0.45) ? int(random, 4, 5) : int(random, 6, 24)
    const canvas = begin(2 * r + 5, 2 * r + 5, null)
    drawMarble(canvas, r + 2, r + 2, r, 0)
    return finishOff(canvas, random, ink, 0.6)
  }
  const r = int(random, 3, 7)
  const n = int(random, 3, Math.min(12, Math.floor(110 / (2 * r + 2))))
  const W = n * (2 * r + 2) + 4
  const H = 2 * r + 6
  const canvas = begin(W, H, null)
  const wood = tint(random, WOODS)
  rect(canvas, 0, r + 2, W - 1, H - 1, wood)
  line(canvas, 0, H - 1, W - 1, H - 1, dark(wood, 0.7))
  for (let i = 0; i < n; i++) drawMarble(canvas, 3 + r + i * (2 * r + 2), r + 2, r, i)
  return finishTurned(canvas, random, ink, 0.4, 0.2)
}

/** Rods of coloured glass cane lying in a wooden rack: plain, cored or twisted with white; turned on some. */
function caneRack(random: Random, ink: RGB): RGBAImage {
  const n = int(random, 1, 7)
  const t = int(random, 2, 3)
  const L = int(random, 30, 110)
  const H = Math.max(8, n * (t + 1) + 3)
  const canvas = begin(L + 8, H + 2, null)
  const wood = tint(random, WOODS)
  const colours = [0, 1, 2].map(() => tint(random, GLASSES))
  const white = tint(random, WHITES)
  for (let i = 0; i < n; i++) {
    const y0 = H - 2 - (i + 1) * (t + 1) + 1
    const x0 = 3 + int(random, 0, 4)
    const x1 = L + 4 - int(random, 0, Math.round(L * 0.3))
    const c = colours[i % 3] as RGB
    const style = pick(random, ['plain', 'twist', 'core'] as const)
    for (let y = y0; y < y0 + t; y++)
      for (let x = x0; x <= x1; x++) {
        if (style === 'twist' && (x + 2 * (y - y0)) % 4 === 0) canvas.set(x, y, white)
        else if (style === 'core' && y === y0 + Math.floor(t / 2)) canvas.set(x, y, white)
        else canvas.set(x, y, c)
      }
  }
  for (const px of [1, L + 5]) {
    rect(canvas, px, 0, px + 1, H, wood)
    for (let i = 0; i < n; i++) canvas.set(px + (px === 1 ? 2 : -1), H - 1 - i * (t + 1), dark(wood, 0.7))
  }
  rect(canvas, 0, H, L + 7, H + 1, dark(wood, 0.7))
  return finishTurned(canvas, random, ink, 0.3, 0.25)
}

const glassSprite = theme([blowpipe, blowpipe, furnace, paperweight, paperweight, marbles, caneRack])

// ---- the surveyor ------------------------------------------------------------------------------------

const YELLOWS = hexes(0xf0c020, 0xe8b41c, 0xf4cc3c, 0xe87824, 0x2e9250)
const CONCRETES = hexes(0xc8c4bc, 0xbab6ae, 0xd4d0c6, 0xeeeeea)
const GRASSES = hexes(0x5c9a3a, 0x6ca840, 0x4a8a34)
const REDS = hexes(0xd02a24, 0xc8201e, 0xe0382c)

/** A theodolite on a tripod: splayed legs with a sliding lower section, the instrument on a head, a plumb bob. */
function theodolite(random: Random, ink: RGB): RGBAImage {
  const H = int(random, 30, 112)
  const spread = Math.round(H * uniform(random, 0.22, 0.42))
  const W = 2 * spread + 12
  const canvas = begin(W, H + 2, null)
  const cx = Math.round(W / 2)
  const headY = Math.round(H * uniform(random, 0.3, 0.42))
  const leg = tint(random, [...WOODS, ...hexes(0xe8c030, 0xb8bcc0)])
  const lower = tint(random, METALS)
  const body = tint(random, YELLOWS)
  const scope = tint(random, hexes(0x2a2e34, 0x3a3e44, 0x5a6068))
  const feet: Pt[] = [
    [cx - spread, H],
    [cx + spread, H],
    [cx + int(random, -3, 3), H - int(random, 1, 3)],
  ]
  const wide = H >= 60 && chance(random, 0.6) ? 2 : 1
  for (const [fx, fy] of feet) {
    const mid: Pt = [cx + (fx - cx) * 0.55, headY + (fy - headY) * 0.55]
    if (wide === 2) bar(canvas, cx, headY + 1, mid[0], mid[1], 2, leg)
    else line(canvas, cx, headY + 1, mid[0], mid[1], leg)
    line(canvas, mid[0], mid[1], fx, fy, lower)
    canvas.set(Math.round(mid[0]), Math.round(mid[1]), ink)
  }
  rect(canvas, cx - 4, headY, cx + 4, headY + 1, lower)
  const bw = Math.max(3, Math.round(H * 0.08))
  const bh = Math.max(4, Math.round(H * 0.16))
  const by = headY - 1 - bh
  rect(canvas, cx - bw, by, cx + bw, headY - 1, body)
  rect(canvas, cx - bw, headY - 2, cx + bw, headY - 1, dark(body, 0.75))
  for (const sx of [cx - bw + 1, cx, cx + bw - 1]) canvas.set(sx, headY - 1, ink)
  const sl = Math.round(bw * uniform(random, 1.4, 2))
  const tilt = uniform(random, -0.25, 0.25)
  const sy = by + Math.round(bh * 0.35)
  bar(canvas, cx - sl, sy - sl * tilt, cx + sl, sy + sl * tilt, Math.max(2, Math.round(bh * 0.3)), scope)
  canvas.set(Math.round(cx + sl), Math.round(sy + sl * tilt), tint(random, hexes(0x9cd4f0)))
  if (bw >= 4) circle(canvas, cx, by + bh - 3, 1, scope)
  if (H >= 44 && chance(random, 0.7)) {
    const drop = Math.round((H - headY) * uniform(random, 0.35, 0.6))
    line(canvas, cx, headY + 2, cx, headY + drop, lower)
    polygon(
      canvas,
      [
        [cx - 1, headY + drop],
        [cx + 2, headY + drop],
        [cx + 0.5, headY + drop + 4],
      ],
      tint(random, BRASS),
    )
  }
  return finishOff(canvas, random, ink, 0.35)
}

/** A levelling staff: a white face with the E-shaped centimetre blocks, metre colours, numbers, joints. */
function levellingStaff(random: Random, ink: RGB): RGBAImage {
  const L = int(random, 40, 116)
  const w = int(random, 8, 14)
  const canvas = begin(w + 2, L + 2, null)
  const face = tint(random, hexes(0xf4f2ea, 0xf8f4dc, 0xf0d23a))
  const marks = [tint(random, REDS), tint(random, INKS)]
  const edge = tint(random, METALS)
  rect(canvas, 1, 1, w, L, face)
  line(canvas, 1, 1, 1, L, edge)
  line(canvas, w, 1, w, L, edge)
  const s = chance(random, 0.6) ? 1 : 2
  const half = Math.max(3, Math.floor((w - 2) / 2))
  for (let y = 0; y * s < L - 2; y++) {
    const unit = Math.floor(y / 10)
    const inUnit = y % 10
    const c = marks[unit % 2] as RGB
    const y0 = L - (y + 1) * s
    if (inUnit < 5) {
      rect(canvas, 2, y0, 2, y0 + s - 1, c)
      if (inUnit % 2 === 0) rect(canvas, 2, y0, 1 + half, y0 + s - 1, c)
    }
    if (inUnit === 0 && w - half - 3 >= 4 && y0 - ROWS >= 1 && unit > 0)
      print(canvas, String(unit % 10), 3 + half, y0 - ROWS + 1, c)
  }
  const joints = int(random, 0, 2)
  for (let j = 1; j <= joints; j++) {
    const y = Math.round((L * j) / (joints + 1))
    line(canvas, 1, y, w, y, dark(edge, 0.7))
    canvas.set(w + 1, y - 1, edge)
    canvas.set(w + 1, y + 1, edge)
  }
  rect(canvas, 1, L, w, L + 1, dark(edge, 0.7))
  return finishTurned(canvas, random, ink, 0.4, 0.35, 0)
}

/** Ranging poles banded red and white on steel shoes: a few side by side, or one on a tripod stand. */
function rangingPoles(random: Random, ink: RGB): RGBAImage {
  const n = int(random, 1, 5)
  const t = int(random, 2, 3)
  const L = int(random, 30, 110)
  const band = Math.max(3, Math.round(L / uniform(random, 6, 14)))
  const gap = int(random, 2, 6)
  const stand = n * t + (n - 1) * gap < 10 || chance(random, 0.25)
  const W = n * (t + gap) + (stand ? 20 : 2)
  const canvas = begin(W, L + 4, null)
  const red = tint(random, REDS)
  const white = tint(random, WHITES)
  const third = chance(random, 0.3) ? tint(random, INKS) : null
  const shoe = tint(random, METALS)
  const x0 = stand ? 10 : 1
  for (let i = 0; i < n; i++) {
    const x = x0 + i * (t + gap)
    const top = 1 + int(random, 0, Math.round(L * 0.2))
    for (let y = top; y < L - 2; y++) {
      const k = Math.floor((y - top) / band)
      const c = third && k % 3 === 2 ? third : k % 2 ? white : red
      rect(canvas, x, y, x + t - 1, y, c)
    }
    polygon(
      canvas,
      [
        [x, L - 2],
        [x + t, L - 2],
        [x + t / 2, L + 2],
      ],
      shoe,
    )
  }
  if (stand) {
    const cx = x0 + Math.round((n * (t + gap) - gap) / 2)
    const sy = Math.round(L * 0.55)
    const steel = dark(shoe, 0.7)
    line(canvas, cx, sy, cx - 9, L + 2, steel)
    line(canvas, cx, sy, cx + 9 + n * 2, L + 2, steel)
    line(canvas, cx, sy, cx + 2, L + 2, steel)
  }
  return finishTurned(canvas, random, ink, 0.3, 0.3)
}

/** A trundle wheel: a rim on spokes, a counter at the hub, a long handle at a slant with a grip. */
function trundleWheel(random: Random, ink: RGB): RGBAImage {
  const R = int(random, 6, 30)
  const hl = Math.round(R * uniform(random, 2, 3))
  const a = uniform(random, -1.25, -0.8)
  const W = 2 * R + Math.round(hl * Math.cos(a)) + 10
  const H = 2 * R + Math.round(-hl * Math.sin(a)) + 8
  const canvas = begin(W, H, null)
  const [cx, cy] = [R + 3, H - R - 3]
  const rim = tint(random, YELLOWS)
  const tyre = tint(random, hexes(0x202024, 0x2a2a30))
  const steel = tint(random, METALS)
  const thick = Math.max(1, Math.round(R / 9))
  ring(canvas, cx, cy, R, R, thick + 1, tyre)
  ring(canvas, cx, cy, R - thick - 1, R - thick - 1, thick, rim)
  const spokes = int(random, 3, 6)
  const s0 = uniform(random, 0, Math.PI)
  for (let k = 0; k < spokes; k++) {
    const t = s0 + (2 * Math.PI * k) / spokes
    line(canvas, cx, cy, cx + (R - 2) * Math.cos(t), cy + (R - 2) * Math.sin(t), rim)
  }
  const [hx, hy] = [cx + hl * Math.cos(a), cy + hl * Math.sin(a)]
  if (R >= 10) bar(canvas, cx, cy, hx, hy, 2, steel)
  else line(canvas, cx, cy, hx, hy, steel)
  const grip = tint(random, hexes(0x202024, 0xc8201e, 0x2660be))
  bar(canvas, hx, hy, hx + 3 * Math.cos(a), hy + 3 * Math.sin(a), 3, grip)
  if (R >= 16) {
    const text = digits(random, int(random, 2, 3))
    const tw = measure(text)
    rect(canvas, cx - Math.ceil(tw / 2) - 1, cy - 4, cx + Math.ceil(tw / 2) + 1, cy + 4, dark(steel, 0.75))
    rect(canvas, cx - Math.ceil(tw / 2), cy - 3, cx + Math.ceil(tw / 2), cy + 3, WHITE)
    printCentred(canvas, text, cx, cy - 2, ink)
  } else rect(canvas, cx - 1, cy - 1, cx + 1, cy + 1, dark(steel, 0.75))
  return finishOff(canvas, random, ink, 0.3, R >= 16 ? 0 : 0.5)
}

/** A trig pillar: a tapering concrete pillar shaded to one side, a brass plate on top, a flush bracket, grass. */
function trigPillar(random: Random, ink: RGB): RGBAImage {
  const H = int(random, 24, 110)
  const wt = Math.max(5, Math.round(H * uniform(random, 0.16, 0.24)))
  const wb = Math.round(wt * uniform(random, 1.3, 1.6))
  const W = wb + 12
  const canvas = begin(W, H + 3, null)
  const concrete = tint(random, CONCRETES)
  const shade = dark(concrete, 0.78)
  const cx = W / 2
  const pts: Pt[] = [
    [cx - wt / 2, 3],
    [cx + wt / 2, 3],
    [cx + wb / 2, H],
    [cx - wb / 2, H],
  ]
  polygon(canvas, pts, concrete)
  for (let y = 3; y <= H; y++)
    for (let x = 0; x < W; x++) {
      const half = (wt + ((wb - wt) * (y - 3)) / (H - 3)) / 2
      const u = (x + 0.5 - (cx - half)) / (2 * half)
      if (is(canvas, x, y, concrete) && bayer(x, y) < (u - 0.55) * 2.5) canvas.set(x, y, shade)
    }
  rect(canvas, Math.round(cx - wt / 2) - 1, 2, Math.round(cx + wt / 2), 3, light(concrete, 0.3))
  const brass = tint(random, BRASS)
  rect(canvas, Math.round(cx) - 1, 1, Math.round(cx), 1, brass)
  const py = Math.round(H * uniform(random, 0.35, 0.55))
  const text = choose(
    random,
    ['S' + digits(random, 4), digits(random, 4), 'S' + digits(random, 2), 'OS'],
    wt - 3,
  )
  if (text && wt >= 12) {
    const tw = measure(text)
    rect(canvas, Math.round(cx - tw / 2) - 1, py - 1, Math.round(cx - tw / 2) + tw, py + ROWS, brass)
    print(canvas, text, Math.round(cx - tw / 2), py, ink)
  } else {
    rect(canvas, Math.round(cx) - 1, py, Math.round(cx) + 1, py + 2, brass)
    canvas.set(Math.round(cx), py + 1, ink)
  }
  const grass = [tint(random, GRASSES), tint(random, GRASSES)]
  for (let x = 0; x < W; x++) {
    const h = int(random, 0, 3)
    line(canvas, x, H + 2, x, H + 2 - h, grass[x % 2] as RGB)
  }
  return finishOff(canvas, random, ink, 0.35, 0)
}

/** A surveyor's benchmark cut in an ashlar wall: a bar over a broad arrow, weathering, a number on some. */
function benchmarkWall(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 20, 104)
  const H = clamp(Math.round(W * uniform(random, 0.5, 0.95)), 16, 96)
  const stone = tint(random, hexes(0xc8b898, 0xb8ac94, 0xa8a090, 0xd0c0a0))
  const joint = dark(stone, 0.72)
  const canvas = begin(W, H, stone)
  const course = int(random, 6, 10)
  for (let y = course, row = 0; y < H; y += course, row++) line(canvas, 0, y, W - 1, y, joint)
  for (let y = 0, row = 0; y < H; y += course, row++) {
    let x = row % 2 ? -int(random, 4, 10) : -int(random, 0, 4)
    while (x < W) {
      x += int(random, course + 3, course * 2 + 4)
      line(canvas, x, y, x, Math.min(H - 1, y + course), joint)
    }
  }
  const stain = dark(stone, 0.88)
  const sx = int(random, 0, W - 1)
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++)
      if (is(canvas, x, y, stone) && bayer(x, y) < 0.5 - Math.abs(x - sx) / (W * 0.5) + (y / H) * 0.3)
        canvas.set(x, y, stain)
  const bw = clamp(Math.round(W * uniform(random, 0.25, 0.4)), 7, 25)
  const cx = Math.round(W / 2 + int(random, -3, 3))
  const by = Math.round(H * uniform(random, 0.25, 0.4))
  const cut = dark(stone, 0.5)
  const lit = light(stone, 0.45)
  const ah = Math.round(bw * 0.6)
  line(canvas, cx - Math.floor(bw / 2), by, cx + Math.floor(bw / 2), by, cut)
  line(canvas, cx - Math.floor(bw / 2), by + 1, cx + Math.floor(bw / 2), by + 1, lit)
  line(canvas, cx, by + 2, cx, by + ah, cut)
  line(canvas, cx, by + 2, cx - Math.round(ah * 0.6), by + ah, cut)
  line(canvas, cx, by + 2, cx + Math.round(ah * 0.6), by + ah, cut)
  line(canvas, cx + 1, by + 3, cx + 1, by + ah, lit)
  if (H - (by + ah) > ROWS + 4 && chance(random, 0.6)) {
    const text = choose(
      random,
      ['BM', 'BM ' + digits(random, 2), digits(random, 2) + '.' + digits(random, 2)],
      W - 4,
    )
    if (text) printCentred(canvas, text, cx, by + ah + 3, chance(random, 0.5) ? cut : ink)
  }
  return trimmed(canvas)
}

/** Survey pegs with painted tops: one in a mound of soil with a streamer of tape (tiny on some), or a row of
 * them with a string line sagging between their nails (a thin strip). */
function surveyPegs(random: Random, ink: RGB): RGBAImage {
  const wood = tint(random, WOODS)
  const paint = tint(random, hexes(0xf04080, 0xf0e020, 0xf08020, 0x40c0f0, 0xd02a24))
  const nail = tint(random, METALS)
  const soil = tint(random, hexes(0x6a4a30, 0x7a5a3a, 0x5a4a3a))
  if (chance(random, 0.5)) {
    const tiny = chance(random, 0.5)
    const h = tiny ? int(random, 8, 11) : int(random, 14, 60)
    const w = tiny ? 3 : clamp(Math.round(h * uniform(random, 0.12, 0.2)), 3, 10)
    const tape = tiny ? 4 : int(random, 6, 16)
    const canvas = begin(w + tape + 8, h + 3, null)
    const x0 = 3
    const tip = Math.ceil(w / 2)
    rect(canvas, x0, 2, x0 + w - 1, h - tip, wood)
    polygon(
      canvas,
      [
        [x0, h - tip],
        [x0 + w, h - tip],
        [x0 + w / 2, h + 1],
      ],
      wood,
    )
    const band = Math.max(1, Math.round(h * 0.2))
    rect(canvas, x0, 2, x0 + w - 1, 2 + band, paint)
    if (w >= 4) line(canvas, x0 + w - 2, 3 + band, x0 + w - 2, h - tip, dark(wood, 0.75))
    canvas.set(x0 + Math.floor(w / 2), 1, nail)
    polyline(
      canvas,
      curve([x0 + w, 3], [x0 + w + tape * 0.6, 1], [x0 + w + tape, 4 + int(random, 0, 3)], 8),
      paint,
    )
    ellipse(canvas, x0 + (w - 1) / 2, h + 1, w / 2 + 3, 2, (_x, y) => (y >= h ? soil : null))
    return finishOff(canvas, random, ink, tiny ? 0.8 : 0.4)
  }
  const n = int(random, 3, 7)
  const gap = int(random, 10, Math.floor(110 / n))
  const ph = int(random, 7, 13)
  const canvas = begin(n * gap + 4, ph + 5, null)
  const string = tint(random, hexes(0xf0e020, 0xf04080, 0xf2f0e8))
  const tops: Pt[] = []
  for (let i = 0; i < n; i++) {
    const x = 2 + i * gap + int(random, 0, 2)
    const top = 2 + int(random, 0, 2)
    rect(canvas, x, top, x + 1, ph + 2, wood)
    rect(canvas, x, top, x + 1, top + 1, paint)
    canvas.set(x, top - 1, nail)
    tops.push([x, top - 1])
  }
  for (let i = 1; i < tops.length; i++) {
    const [a, b] = [tops[i - 1] as Pt, tops[i] as Pt]
    polyline(canvas, curve(a, [(a[0] + b[0]) / 2, Math.max(a[1], b[1]) + 2], b, 12), string)
  }
  rect(canvas, 0, ph + 3, n * gap + 3, ph + 4, soil)
  for (let x = 0; x < n * gap + 4; x += 2) if (bayer(x, ph + 3) < 0.5) canvas.set(x, ph + 3, dark(soil, 0.8))
  return finishTurned(canvas, random, ink, 0.3, 0)
}

const surveySprite = theme([
  theodolite,
  theodolite,
  surveyPegs,
  levellingStaff,
  rangingPoles,
  trundleWheel,
  trigPillar,
  benchmarkWall,
])

// ---- the perfumery -----------------------------------------------------------------------------------

const PERFUMES = hexes(0xf0a8c8, 0xe880b0, 0xb8d880, 0xf4d070, 0x98c4f0, 0xc8a0f0, 0xf09860, 0x88d8c8)
const GOLDS = hexes(0xd8b040, 0xc8a038, 0xe0c060, 0xb8bcc4)
const SCENTS = ['NOIR', 'ROSE', 'AMBRE', 'NO 5', 'OUD', 'MUSC', 'IRIS', 'NEROLI', 'VETIVER', 'LYS', 'FLEUR']

/** The body of a scent bottle in one of several outlines, filled to a level, with a 1-px glint. */
function flacon(
  canvas: Canvas,
  random: Random,
  x0: number,
  y0: number,
  w: number,
  h: number,
  shape: 'box' | 'round' | 'flask' | 'facet',
  liquid: RGB,
  clear: RGB,
  edge: RGB,
) {
  const level = y0 + Math.round(h * uniform(random, 0.1, 0.45))
  const cx = x0 + (w - 1) / 2
  const inside = (x: number, y: number) => {
    const u = (x - cx) / (w / 2)
    const v = (y - y0 + 0.5) / h
    if (v < 0 || v > 1 || Math.abs(u) > 1) return false
    if (shape === 'box') return true
    if (shape === 'round') return u * u + ((v - 0.5) / 0.5) ** 2 <= 1.05
    if (shape === 'flask') return Math.abs(u) <= 0.45 + 0.55 * Math.min(1, v * 2)
    return Math.abs(u) <= 1 - Math.max(0, 0.35 - v) * 1.6 - Math.max(0, v - 0.75) * 1.6
  }
  for (let y = y0; y < y0 + h; y++)
    for (let x = x0; x < x0 + w; x++) {
      if (!inside(x, y)) continue
      const border = !inside(x - 1, y) || !inside(x + 1, y) || !inside(x, y + 1) || !inside(x, y - 1)
      canvas.set(x, y, border ? edge : y >= level ? liquid : clear)
    }
  if (w >= 6 && h >= 6) line(canvas, x0 + 2, level + 1, x0 + 2, y0 + h - 3, light(liquid, 0.6))
}

/** A scent bottle: a flacon with a stopper or an atomiser bulb on a tube with a tassel, a label; tiny on some. */
function perfumeBottle(random: Random, ink: RGB): RGBAImage {
  const tiny = chance(random, 0.3)
  const w = tiny ? int(random, 7, 9) : int(random, 10, 44)
  const h = tiny ? int(random, 5, 7) : Math.round(w * uniform(random, 0.7, 1.4))
  const shape = pick(random, ['box', 'round', 'flask', 'facet'] as const)
  const atomiser = !tiny && chance(random, 0.45)
  const neck = tiny ? 1 : Math.max(2, Math.round(h * 0.12))
  const cap = tiny ? 2 : Math.max(3, Math.round(h * uniform(random, 0.2, 0.45)))
  const side = atomiser ? Math.round(w * 0.8) + 8 : 2
  const canvas = begin(w + side + 4, h + neck + cap + 4, null)
  const liquid = tint(random, PERFUMES)
  const clear = tint(random, hexes(0xe8f0f4, 0xf0f4f0))
  const edge = dark(liquid, 0.7)
  const gold = tint(random, GOLDS)
  const x0 = 2
  const y0 = cap + neck + 2
  const cx = x0 + Math.floor(w / 2)
  flacon(canvas, random, x0, y0, w, h, shape, liquid, clear, edge)
  const nw = Math.max(1, Math.round(w * 0.15))
  rect(canvas, cx - nw, y0 - neck, cx + nw - (w % 2 ? 0 : 1), y0 - 1, gold)
  if (atomiser) {
    rect(canvas, cx - nw - 1, y0 - neck - 2, cx + nw + 1, y0 - neck - 1, gold)
    const br = Math.max(2, Math.round(w * 0.2))
    const bx = x0 + w + side - br - 1
    const by = y0 - neck + br
    polyline(canvas, curve([cx + nw + 1, y0 - neck - 2], [bx, y0 - neck - 6], [bx - br, by]), gold)
    const bulb = tint(random, [...HUES, ...hexes(0x1e1e24)])
    ellipse(canvas, bx, by, br, br * 1.2, (x, y) => (x > bx && bayer(x, y) < 0.5 ? dark(bulb, 0.7) : bulb))
    line(canvas, bx, by + br * 1.2, bx, by + br * 1.2 + 3, gold)
    line(canvas, bx - 1, by + br * 1.2 + 2, bx - 1, by + br * 1.2 + 5, gold)
    line(canvas, bx + 1, by + br * 1.2 + 2, bx + 1, by + br * 1.2 + 5, gold)
  } else {
    const stopper = chance(random, 0.5) ? gold : tint(random, PERFUMES)
    const sw = Math.max(1, Math.round(w * uniform(random, 0.2, 0.4)))
    if (chance(random, 0.5) || tiny) rect(canvas, cx - sw, y0 - neck - cap, cx + sw, y0 - neck - 1, stopper)
    else
      polygon(
        canvas,
        [
          [cx + 0.5, y0 - neck - cap],
          [cx + sw + 1, y0 - neck - cap / 2],
          [cx + 0.5, y0 - neck],
          [cx - sw, y0 - neck - cap / 2],
        ],
        stopper,
      )
  }
  let labelled = false
  if (!tiny && w >= 14 && h >= 12) {
    const word = choose(random, SCENTS, w - 6)
    const paper = tint(random, [...PAPERS, ...hexes(0x1e1e24)])
    const text = paper[0] < 100 ? gold : ink
    const ly = y0 + Math.round(h * 0.5) - 3
    if (word && h >= ROWS + 8) {
      labelled = true
      const tw = measure(word)
      rect(canvas, cx - Math.ceil(tw / 2) - 1, ly - 1, cx + Math.ceil(tw / 2), ly + ROWS, paper)
      print(canvas, word, cx - Math.ceil(tw / 2) + 1, ly, text)
    } else rect(canvas, cx - 2, ly, cx + 2, ly + 2, paper)
  }
  return finishOff(canvas, random, ink, tiny ? 1 : 0.35, labelled ? 0 : 0.5)
}

/** Paper tester strips dipped in scent: one lying (a thin strip with a name), or a fan of them in a holder. */
function testerStrips(random: Random, ink: RGB): RGBAImage {
  const paper = tint(random, PAPERS)
  const dip = tint(random, PERFUMES)
  if (chance(random, 0.5)) {
    const L = int(random, 40, 116)
    const h = int(random, 8, 11)
    const canvas = begin(L + 2, h + 2, null)
    polygon(
      canvas,
      [
        [1, 1],
        [L - h / 2, 1],
        [L + 1, 1 + h / 2],
        [L - h / 2, h + 1],
        [1, h + 1],
      ],
      paper,
    )
    const dl = Math.round(L * uniform(random, 0.15, 0.35))
    for (let y = 1; y <= h; y++)
      for (let x = L - dl; x <= L + 1; x++)
        if (is(canvas, x, y, paper) && bayer(x, y) < (x - (L - dl)) / (dl * 0.5)) canvas.set(x, y, dip)
    const word = choose(random, SCENTS, L - dl - 8)
    if (word) print(canvas, word, 4, Math.round((h + 2 - ROWS) / 2), ink)
    if (chance(random, 0.5)) line(canvas, 1, h + 1, L - h / 2, h + 1, dark(paper, 0.85))
    return finishTurned(canvas, random, ink, 0.4, 0.2, 0)
  }
  const n = int(random, 3, 7)
  const L = int(random, 24, 80)
  const canvas = begin(2 * L + 12, L + 14, null)
  const [bx, by] = [L + 6, L + 8]
  const span = uniform(random, 0.6, 1.4)
  for (let i = 0; i < n; i++) {
    const a = -Math.PI / 2 + span * (i / Math.max(1, n - 1) - 0.5)
    const len = L * uniform(random, 0.8, 1)
    const [tx, ty] = [bx + len * Math.cos(a), by + len * Math.sin(a)]
    bar(canvas, bx, by, tx, ty, 3, paper)
    const [dx, dy] = [bx + len * 0.78 * Math.cos(a), by + len * 0.78 * Math.sin(a)]
    bar(canvas, dx, dy, tx, ty, 3, i % 2 ? dip : light(dip, 0.35))
  }
  const holder = tint(random, [...GOLDS, ...hexes(0x1e1e24)])
  rect(canvas, bx - 4, by - 2, bx + 4, by + 4, holder)
  line(canvas, bx - 4, by - 2, bx + 4, by - 2, light(holder, 0.4))
  return finishOff(canvas, random, ink, 0.5, 0)
}

/** Glass shelves of small bottles over a mirror (opaque) or bare on brackets, price tags on the edges. */
function perfumeShelf(random: Random, ink: RGB): RGBAImage {
  const shelves = chance(random, 0.45) ? 1 : int(random, 2, 3)
  const W = int(random, 30, 116)
  const sh = shelves === 1 ? int(random, 8, 16) : int(random, 12, 26)
  const H = shelves * (sh + 2) + 1
  const mirror = chance(random, 0.5)
  const back = tint(random, hexes(0xd8e4e8, 0xc8d8e0, 0xe4e0d8))
  const canvas = begin(W, H, mirror ? back : null)
  if (mirror)
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++)
        if (((x + y) % 14 < 2 || (x + y) % 14 === 5) && bayer(x, y) < 0.5) canvas.set(x, y, WHITE)
  const glass = tint(random, hexes(0x9cc8d0, 0x88b8c4))
  const liquids = [0, 1, 2].map(() => tint(random, PERFUMES))
  const gold = tint(random, GOLDS)
  for (let s = 0; s < shelves; s++) {
    const base = (s + 1) * (sh + 2) - 1
    line(canvas, 0, base, W - 1, base, glass)
    line(canvas, 0, base + 1, W - 1, base + 1, dark(glass, 0.75))
    if (!mirror) {
      rect(canvas, 2, base + 1, 3, Math.min(H - 1, base + 3), dark(glass, 0.75))
      rect(canvas, W - 4, base + 1, W - 3, Math.min(H - 1, base + 3), dark(glass, 0.75))
    }
    let x = int(random, 1, 3)
    let k = 0
    while (x < W - 4) {
      const bw = int(random, 3, Math.min(9, W - x - 2))
      const bh = int(random, Math.max(4, Math.round(sh * 0.45)), sh - 2)
      const liquid = liquids[k++ % 3] as RGB
      const capH = Math.max(1, Math.round(bh * 0.25))
      rect(canvas, x, base - bh + capH, x + bw - 1, base - 1, liquid)
      if (bw >= 4) line(canvas, x + 1, base - bh + capH + 1, x + 1, base - 2, WHITE)
      const cw = Math.max(0, Math.floor((bw - 1) / 3))
      rect(canvas, x + cw, base - bh, x + bw - 1 - cw, base - bh + capH - 1, gold)
      if (chance(random, 0.3) && base + 3 < H) rect(canvas, x, base + 1, x + 2, base + 2, WHITE)
      x += bw + int(random, 1, 4)
    }
  }
  return mirror ? trimmed(canvas) : finishOff(canvas, random, ink, 0.3, 0)
}

/** A gift box in oblique view: a patterned paper, a ribbon crossing the lid and front, a bow, a tag on some. */
function giftBox(random: Random, ink: RGB): RGBAImage {
  const tiny = chance(random, 0.3)
  const w = tiny ? int(random, 6, 8) : int(random, 10, 60)
  const h = tiny ? int(random, 4, 6) : Math.round(w * uniform(random, 0.4, 0.9))
  const d = tiny ? 2 : Math.max(3, Math.round(w * uniform(random, 0.2, 0.35)))
  const bowH = tiny ? 2 : Math.max(3, Math.round(w * 0.2))
  const canvas = begin(w + d + 4, h + d + bowH + 4, null)
  const paper = tint(random, [...HUES, ...hexes(0xf0e0e8, 0x1e1e24)])
  const ribbon = tint(random, [...GOLDS, ...WHITES, ...HUES])
  const x0 = 2
  const y0 = bowH + d + 2
  const top = light(paper, 0.25)
  const sideC = dark(paper, 0.72)
  rect(canvas, x0, y0, x0 + w - 1, y0 + h - 1, paper)
  polygon(
    canvas,
    [
      [x0, y0],
      [x0 + d, y0 - d],
      [x0 + w + d, y0 - d],
      [x0 + w, y0],
    ],
    top,
  )
  polygon(
    canvas,
    [
      [x0 + w, y0],
      [x0 + w + d, y0 - d],
      [x0 + w + d, y0 + h - d],
      [x0 + w, y0 + h],
    ],
    sideC,
  )
  const pattern = tiny ? 'none' : pick(random, ['dots', 'stripes', 'checks', 'none'] as const)
  const dotC = pick(random, [light(paper, 0.6), dark(paper, 0.6)])
  if (pattern !== 'none')
    for (let y = y0; y < y0 + h; y++)
      for (let x = x0; x < x0 + w; x++) {
        const on =
          pattern === 'dots'
            ? (x - x0) % 4 === 1 && (y - y0) % 4 === 1 + (Math.floor((x - x0) / 4) % 2) * 2
            : pattern === 'stripes'
              ? (x - y + 64) % 5 === 0
              : (Math.floor((x - x0) / 2) + Math.floor((y - y0) / 2)) % 2 === 0 && bayer(x, y) < 0.5
        if (on) canvas.set(x, y, dotC)
      }
  const rw = tiny ? 1 : Math.max(1, Math.round(w / 14))
  const rx = x0 + Math.round(w / 2)
  rect(canvas, rx - Math.floor(rw / 2), y0, rx - Math.floor(rw / 2) + rw - 1, y0 + h - 1, ribbon)
  for (let i = 0; i <= d; i++)
    rect(canvas, rx - Math.floor(rw / 2) + i, y0 - i, rx - Math.floor(rw / 2) + rw - 1 + i, y0 - i, ribbon)
  const ty = y0 - Math.round(d / 2)
  line(canvas, x0 + Math.round(d / 2), ty, x0 + w + Math.round(d / 2), ty, ribbon)
  const [kx, ky] = [rx + Math.round(d / 2), ty]
  if (tiny) {
    canvas.set(kx - 1, ky - 1, ribbon)
    canvas.set(kx + 1, ky - 1, ribbon)
  } else {
    oval(canvas, kx - bowH * 0.6, ky - bowH * 0.5, bowH * 0.6, bowH * 0.5, ribbon)
    oval(canvas, kx + bowH * 0.6, ky - bowH * 0.5, bowH * 0.6, bowH * 0.5, ribbon)
    canvas.set(kx, ky, dark(ribbon, 0.7))
  }
  let tagged = false
  if (!tiny && w >= 30 && chance(random, 0.5)) {
    const word = choose(random, ['FOR YOU', 'MERCI', 'AMOUR', 'XOXO', 'NOEL'], w * 0.5)
    if (word) {
      tagged = true
      const tw = measure(word)
      const tx = x0 + 3
      const tyy = y0 + h - ROWS - 4
      rect(canvas, tx - 1, tyy - 1, tx + tw, tyy + ROWS, WHITE)
      print(canvas, word, tx, tyy, ink)
    }
  }
  return finishOff(canvas, random, ink, tiny ? 1 : 0.4, tagged ? 0 : 0.5)
}

/** A perfumer's organ: tiers of tiny vials stepping back on a wooden frame, their caps and labels in rows. */
function perfumeOrgan(random: Random, ink: RGB): RGBAImage {
  const tiers = int(random, 2, 6)
  const W = int(random, 36, 116)
  const th = int(random, 7, 12)
  const inset = int(random, 2, Math.max(3, Math.round(W / (tiers * 3))))
  const H = tiers * th + 6
  const wall = chance(random, 0.4) ? tint(random, hexes(0x3a2e2a, 0x2a3040, 0xe4dccc)) : null
  const canvas = begin(W, H, wall)
  const wood = tint(random, WOODS)
  const liquids = [0, 1, 2, 3].map(() => tint(random, PERFUMES))
  const capC = tint(random, [...GOLDS, ...hexes(0x1e1e24)])
  for (let t = 0; t < tiers; t++) {
    const x0 = (tiers - 1 - t) * inset
    const x1 = W - 1 - x0
    const y1 = H - 4 - t * th
    rect(canvas, x0, y1 - 1, x1, y1 + 1 + (t === 0 ? 2 : 0), wood)
    line(canvas, x0, y1 + 1, x1, y1 + 1, dark(wood, 0.7))
    if (t === 0) rect(canvas, x0, y1 + 2, x1, H - 1, dark(wood, 0.7))
    for (let x = x0 + 1; x + 1 < x1; x += 3) {
      const vh = th - int(random, 3, 4)
      const c = liquids[(x + t) % 4] as RGB
      rect(canvas, x, y1 - vh, x + 1, y1 - 2, c)
      rect(canvas, x, y1 - vh - 1, x + 1, y1 - vh - 1, capC)
    }
    if (t > 0) {
      rect(canvas, x0, y1 + 2, x0 + 1, y1 + th - 1, wood)
      rect(canvas, x1 - 1, y1 + 2, x1, y1 + th - 1, wood)
    }
  }
  return wall ? trimmed(canvas) : finishOff(canvas, random, ink, 0.4)
}

const perfumerySprite = theme([
  perfumeBottle,
  perfumeBottle,
  testerStrips,
  perfumeShelf,
  giftBox,
  perfumeOrgan,
])

// ---- the coffee roaster ------------------------------------------------------------------------------

const ROASTS = hexes(0x5a341e, 0x6a3e22, 0x4a2a18, 0x7a4a2a)
const GREEN_BEANS = hexes(0x9aa070, 0xa8a878, 0x8e9a68)
const CREMAS = hexes(0xc8905a, 0xb87c48, 0xd4a070)
const MILKS = hexes(0xf4e8d4, 0xf0e0c8, 0xf8f0e0)
const ENAMELS = hexes(0xc02a24, 0x2a6a4a, 0x1e1e24, 0xe8e0d0, 0x2a4a8a, 0xd8a030)

/** A coffee bean at an angle: an oval shaded on one side with an S-shaped crease along it. */
function drawBean(
  canvas: Canvas,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  a: number,
  skin: RGB,
  crease: RGB,
) {
  const [ux, uy] = [Math.cos(a), Math.sin(a)]
  const shade = dark(skin, 0.78)
  for (let y = Math.floor(cy - rx - 1); y <= Math.ceil(cy + rx + 1); y++)
    for (let x = Math.floor(cx - rx - 1); x <= Math.ceil(cx + rx + 1); x++) {
      const [dx, dy] = [x + 0.5 - cx, y + 0.5 - cy]
      const u = dx * ux + dy * uy
      const v = -dx * uy + dy * ux
      if ((u / rx) ** 2 + (v / ry) ** 2 > 1) continue
      const s = Math.sin((u / rx) * Math.PI) * ry * 0.22
      if (Math.abs(v - s) < 0.55 && Math.abs(u) < rx * 0.82) canvas.set(x, y, crease)
      else canvas.set(x, y, v > ry * 0.35 && bayer(x, y) < 0.6 ? shade : skin)
    }
}

/** Coffee beans: one alone (tiny on many draws), or a scatter of roasted or green beans. */
function beans(random: Random, ink: RGB): RGBAImage {
  const green = chance(random, 0.25)
  const skin = tint(random, green ? GREEN_BEANS : ROASTS)
  const crease = dark(skin, 0.55)
  if (chance(random, 0.5)) {
    const rx = chance(random, 0.5) ? int(random, 4, 5) : int(random, 6, 24)
    const ry = Math.max(4, rx * uniform(random, 0.65, 0.8))
    const canvas = begin(2 * rx + 6, 2 * rx + 6, null)
    drawBean(canvas, rx + 3, rx + 3, rx, ry, uniform(random, 0, Math.PI), skin, crease)
    return finishOff(canvas, random, ink, 0.55)
  }
  const W = int(random, 20, 100)
  const H = clamp(Math.round(W * uniform(random, 0.35, 0.9)), 12, 90)
  const canvas = begin(W, H, null)
  const n = Math.round((W * H) / uniform(random, 40, 90))
  const second = tint(random, green ? GREEN_BEANS : ROASTS)
  for (let i = 0; i < n; i++) {
    const rx = uniform(random, 3, 5)
    const c = i % 3 === 0 ? second : skin
    drawBean(
      canvas,
      uniform(random, rx + 1, W - rx - 1),
      uniform(random, rx + 1, H - rx - 1),
      rx,
      rx * 0.72,
      uniform(random, 0, Math.PI),
      c,
      crease,
    )
  }
  return finishOff(canvas, random, ink, 0.3)
}

/** A coffee grinder: a wooden box mill with a drawer, hopper and crank, or a tall engraved brass cylinder. */
function grinder(random: Random, ink: RGB): RGBAImage {
  const metal = tint(random, [...BRASS, ...METALS, ...hexes(0x3a3a40)])
  const knob = tint(random, [...WOODS, ...hexes(0x1e1e24)])
  if (chance(random, 0.4)) {
    const w = int(random, 6, 18)
    const h = Math.round(w * uniform(random, 2.5, 4.5))
    const canvas = begin(w + 16, h + 10, null)
    const x0 = 3
    rect(canvas, x0, 6, x0 + w - 1, h + 5, metal)
    for (let y = 8; y < h + 4; y += int(random, 3, 6)) {
      line(canvas, x0, y, x0 + w - 1, y, dark(metal, 0.7))
      if (chance(random, 0.4)) for (let x = x0; x < x0 + w; x += 2) canvas.set(x, y + 1, light(metal, 0.4))
    }
    line(canvas, x0 + 1, 7, x0 + 1, h + 4, light(metal, 0.5))
    rect(canvas, x0 + 1, 4, x0 + w - 2, 5, dark(metal, 0.7))
    const cx = x0 + Math.floor(w / 2)
    line(canvas, cx, 4, cx, 1, dark(metal, 0.7))
    const ex = cx + w / 2 + int(random, 4, 10)
    line(canvas, cx, 1, ex, 1, metal)
    line(canvas, ex, 1, ex, 5, metal)
    rect(canvas, ex - 1, 5, ex + 1, 8, knob)
    return finishOff(canvas, random, ink, 0.4)
  }
  const w = int(random, 10, 40)
  const h = Math.round(w * uniform(random, 0.7, 1.1))
  const bowl = Math.max(3, Math.round(w * 0.3))
  const crank = Math.round(w * uniform(random, 0.5, 0.8))
  const canvas = begin(w + crank + 6, h + bowl + crank + 6, null)
  const wood = tint(random, WOODS)
  const x0 = 2
  const y0 = bowl + crank + 3
  rect(canvas, x0, y0, x0 + w - 1, y0 + h - 1, wood)
  for (let y = y0 + 2; y < y0 + h - 1; y += 3)
    line(canvas, x0 + 1, y, x0 + w - 2, y + int(random, -1, 1), dark(wood, 0.8))
  const dy = y0 + Math.round(h * 0.55)
  frame(canvas, x0 + 2, dy, x0 + w - 3, y0 + h - 3, dark(wood, 0.6))
  rect(canvas, x0 + 3, dy + 1, x0 + w - 4, y0 + h - 4, wood)
  canvas.set(x0 + Math.floor(w / 2), dy + Math.round((y0 + h - 3 - dy) / 2), tint(random, BRASS))
  polygon(
    canvas,
    [
      [x0 + 1, y0 - bowl],
      [x0 + w - 1, y0 - bowl],
      [x0 + w * 0.75, y0],
      [x0 + w * 0.25, y0],
    ],
    metal,
  )
  line(canvas, x0 + 1, y0 - bowl, x0 + w - 2, y0 - bowl, light(metal, 0.45))
  const cx = x0 + Math.floor(w / 2)
  line(canvas, cx, y0 - bowl, cx, y0 - bowl - 3, dark(metal, 0.7))
  const a = uniform(random, -2.6, -0.4)
  const [ex, ey] = [cx + crank * Math.cos(a), y0 - bowl - 3 + crank * Math.sin(a) * 0.6]
  line(canvas, cx, y0 - bowl - 3, ex, ey, dark(metal, 0.7))
  ellipse(canvas, ex, ey - 1, 1.5, 2, solid(knob))
  return finishOff(canvas, random, ink, 0.4)
}

/** A stovetop moka pot: faceted chambers pinched at the waist, a lid knob, a spout and a black handle. */
function mokaPot(random: Random, ink: RGB): RGBAImage {
  const tiny = chance(random, 0.3)
  const H = tiny ? int(random, 8, 10) : int(random, 14, 80)
  const wb = Math.max(5, Math.round(H * uniform(random, 0.45, 0.6)))
  const canvas = begin(wb + Math.round(wb * 0.6) + 8, H + 4, null)
  const alu = tint(random, [...hexes(0xb0b4b8, 0xa0a4aa, 0xc0c4c6), ...hexes(0xc02a24, 0xd8a030)])
  const tones = [light(alu, 0.45), alu, dark(alu, 0.75)]
  const handle = tint(random, hexes(0x1e1e24, 0x2a2a30))
  const cx = 3 + wb / 2
  const waist = Math.round(H * 0.52)
  const top = 3
  const half = (y: number) => {
    if (y >= waist) return (wb / 2) * (0.7 + 0.3 * ((y - waist) / (H - waist)))
    return (wb / 2) * (0.68 + 0.26 * ((waist - y) / (waist - top)))
  }
  for (let y = top; y <= H; y++) {
    const hw = half(y)
    for (let x = Math.floor(cx - hw); x <= Math.ceil(cx + hw) - 1; x++) {
      const u = (x + 0.5 - (cx - hw)) / (2 * hw)
      canvas.set(x, y, tones[u < 0.3 ? 0 : u < 0.7 ? 1 : 2] as RGB)
    }
  }
  line(canvas, Math.round(cx - half(waist)), waist, Math.round(cx + half(waist)) - 1, waist, tones[2] as RGB)
  rect(canvas, Math.round(cx) - 1, top - 2, Math.round(cx), top - 1, handle)
  const sx = Math.round(cx - half(top)) - 1
  polygon(
    canvas,
    [
      [sx + 1, top],
      [sx - Math.max(1, wb * 0.2), top - 1],
      [sx + 1, top + Math.max(2, H * 0.12)],
    ],
    tones[1] as RGB,
  )
  const hx = Math.round(cx + half(top))
  const hy0 = top + 1
  const hy1 = Math.max(hy0 + 2, waist - 2)
  const reach = Math.max(2, Math.round(wb * 0.45))
  rect(canvas, hx, hy0, hx + reach, hy0 + 1, handle)
  rect(canvas, hx + reach - 1, hy0, hx + reach, hy1, handle)
  if (!tiny && H >= 24)
    rect(canvas, Math.round(cx - half(H) + 1), H, Math.round(cx + half(H)) - 2, H, tones[2] as RGB)
  return finishOff(canvas, random, ink, tiny ? 0.7 : 0.45)
}

const BRANDS = ['CAFE', 'ROMA', 'NAPOLI', 'BAR', 'CREMA', 'DOPPIO', 'ESPRESSO', 'LUNGO', 'TORINO']

/** An espresso machine from the front: a body with a name, group heads and portafilters, a gauge, a steam wand. */
function espressoMachine(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 30, 110)
  const H = clamp(Math.round(W * uniform(random, 0.55, 0.85)), 22, 90)
  const canvas = begin(W + 8, H + 6, null)
  const enamel = tint(random, ENAMELS)
  const chrome = tint(random, METALS)
  const chromeDark = dark(chrome, 0.7)
  const x0 = 4
  const x1 = x0 + W - 1
  const bodyTop = 4
  const bodyBottom = bodyTop + Math.round(H * 0.55)
  const cupC = tint(random, [...WHITES, ...HUES])
  roundedBox(canvas, x0, bodyTop, x1, bodyBottom, 2, enamel)
  rect(canvas, x0, bodyTop, x1, bodyTop + 1, chrome)
  for (let x = x0 + 2; x < x1 - 1; x += int(random, 4, 7)) rect(canvas, x, 1, x + 2, bodyTop - 1, cupC)
  const groups = clamp(Math.floor(W / 30) + int(random, 0, 1), 1, 3)
  const word = choose(random, BRANDS, W - 12)
  const ty = bodyTop + 4
  const textC = enamel[0] + enamel[1] + enamel[2] > 380 ? ink : chrome
  if (word) printCentred(canvas, word, (x0 + x1) / 2, ty, textC)
  if (H >= 34 && W >= 40) {
    const gr = Math.max(3, Math.round(H * 0.09))
    const gx = x0 + gr + 3
    const gy = bodyTop + gr + 3 + (word ? ROWS + 1 : 0)
    if (gy + gr < bodyBottom - 2) {
      ellipse(canvas, gx, gy, gr, gr, solid(WHITE))
      oval(canvas, gx, gy, gr, gr, chrome)
      line(canvas, gx, gy, gx + gr * 0.6, gy - gr * 0.5, ink)
    }
  }
  const trayY = bodyTop + H - 4
  for (let g = 0; g < groups; g++) {
    const gx = Math.round(x0 + ((g + 0.5) * W) / groups)
    rect(canvas, gx - 3, bodyBottom + 1, gx + 3, bodyBottom + 3, chromeDark)
    rect(canvas, gx - 2, bodyBottom + 4, gx + 2, bodyBottom + 5, chrome)
    const hl = Math.round(W / groups / 2) - 2
    const dir = g % 2 ? 1 : -1
    line(canvas, gx, bodyBottom + 5, gx + dir * hl, bodyBottom + 5 + Math.round(hl * 0.3), ink)
    if (chance(random, 0.6) && trayY - bodyBottom > 9) {
      rect(canvas, gx - 2, trayY - 4, gx + 2, trayY - 1, cupC)
      canvas.set(gx + 3, trayY - 3, cupC)
    }
  }
  rect(canvas, x0 + 2, trayY, x1 - 2, trayY + 1, chrome)
  for (let x = x0 + 3; x < x1 - 2; x += 2) canvas.set(x, trayY, chromeDark)
  rect(canvas, x0, bodyBottom, x0 + 1, trayY + 1, enamel)
  rect(canvas, x1 - 1, bodyBottom, x1, trayY + 1, enamel)
  line(canvas, x1 - 3, bodyBottom + 1, x1 + 2, bodyBottom + Math.round(H * 0.3), chromeDark)
  return finishOff(canvas, random, ink, 0.35, 0)
}

/** A cup from above on a saucer: crema with a poured heart or rosetta, a handle and a spoon; tiny on some. */
function latteCup(random: Random, ink: RGB): RGBAImage {
  const R = chance(random, 0.3) ? int(random, 3, 4) : int(random, 5, 28)
  const S = Math.round(R * uniform(random, 1.35, 1.6))
  const canvas = begin(2 * S + 8, 2 * S + 6, null)
  const c = S + 3
  const china = tint(random, [...WHITES, ...hexes(0x2a6a4a, 0xc02a24, 0x2a4a8a)])
  const rim = china[0] + china[1] + china[2] > 500 ? dark(china, 0.82) : light(china, 0.4)
  const crema = tint(random, CREMAS)
  const milk = tint(random, MILKS)
  ellipse(canvas, c, c, S, S, solid(china))
  oval(canvas, c, c, S, S, rim)
  ellipse(canvas, c, c, R + 1, R + 1, solid(rim))
  ellipse(canvas, c, c, R, R, solid(crema))
  const art = R >= 5 ? pick(random, ['heart', 'rosetta', 'ring'] as const) : 'dot'
  if (art === 'heart') {
    const hr = R * 0.32
    ellipse(canvas, c - hr * 0.8, c - hr * 0.3, hr, hr, solid(milk))
    ellipse(canvas, c + hr * 0.8, c - hr * 0.3, hr, hr, solid(milk))
    polygon(
      canvas,
      [
        [c - hr * 1.75, c],
        [c + hr * 1.75 + 1, c],
        [c + 0.5, c + hr * 2],
      ],
      milk,
    )
  } else if (art === 'rosetta') {
    for (let k = 0; k < 5; k++) {
      const y = c - R * 0.55 + k * R * 0.25
      const hw = R * (0.6 - k * 0.08)
      polyline(canvas, curve([c - hw, y], [c, y + R * 0.25], [c + hw, y], 8), milk)
    }
    line(canvas, c, c - R * 0.7, c, c + R * 0.75, milk)
  } else if (art === 'ring') {
    ring(canvas, c, c, R * 0.6, R * 0.6, Math.max(1, R * 0.2), milk)
  } else canvas.set(c, c, milk)
  for (let y = c - R; y <= c + R; y++)
    for (let x = c - R; x <= c + R; x++)
      if (is(canvas, x, y, crema) && Math.hypot(x - c, y - c) > R - 1.5 && bayer(x, y) < 0.5)
        canvas.set(x, y, dark(crema, 0.75))
  const hx = c + R + 1
  rect(canvas, hx + 1, c - 1, hx + Math.max(2, Math.round(R * 0.35)), c + 1, china)
  if (R >= 8) {
    const spoon = tint(random, METALS)
    const a = uniform(random, 1.9, 2.6)
    const [sx, sy] = [c + (R + 3) * Math.cos(a), c + (R + 3) * Math.sin(a)]
    ellipse(canvas, sx, sy, 1.5, 1.5, solid(spoon))
    line(canvas, sx, sy, sx + (S - R) * Math.cos(a + 0.9), sy + (S - R) * Math.sin(a + 0.9), spoon)
  }
  return finishOff(canvas, random, ink, 0.45, 0)
}

/** A drum roaster side on: an enamelled drum with a window door, a hopper, a flue, a cooling tray of beans. */
function roaster(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 36, 112)
  const H = clamp(Math.round(W * uniform(random, 0.75, 1.05)), 30, 112)
  const canvas = begin(W + 4, H + 4, null)
  const enamel = tint(random, ENAMELS)
  const trim = tint(random, [...BRASS, ...METALS])
  const steel = tint(random, METALS)
  const bean = tint(random, ROASTS)
  const dw = Math.round(W * 0.45)
  const dh = Math.round(H * 0.35)
  const dx = 2
  const dy = Math.round(H * 0.35)
  roundedBox(canvas, dx, dy, dx + dw, dy + dh, 2, enamel)
  const dr = Math.max(2, Math.round(Math.min(dw, dh) * 0.32))
  const [ccx, ccy] = [dx + Math.round(dw / 2), dy + Math.round(dh / 2)]
  ellipse(canvas, ccx, ccy, dr, dr, (x, y) => (bayer(x, y) < 0.5 ? bean : dark(bean, 0.7)))
  oval(canvas, ccx, ccy, dr + 1, dr + 1, trim)
  rect(canvas, dx + 2, dy + dh + 1, dx + 3, H, steel)
  rect(canvas, dx + dw - 3, dy + dh + 1, dx + dw - 2, H, steel)
  const hw = Math.max(3, Math.round(dw * 0.3))
  polygon(
    canvas,
    [
      [ccx - hw, dy - hw * 1.2],
      [ccx + hw + 1, dy - hw * 1.2],
      [ccx + 2, dy],
      [ccx - 1, dy],
    ],
    steel,
  )
  line(canvas, ccx - hw, dy - hw * 1.2, ccx + hw, dy - hw * 1.2, light(steel, 0.4))
  const fx = dx + dw - 3
  rect(canvas, fx, 1, fx + 2, dy - 1, dark(steel, 0.75))
  rect(canvas, fx, 1, fx + Math.round(W * 0.3), 3, dark(steel, 0.75))
  const tr = Math.max(4, Math.round(W * 0.22))
  const [tx, ty] = [Math.min(W - tr, dx + dw + tr - 2), dy + dh + 2]
  const tray = tint(random, METALS)
  ellipse(canvas, tx, ty, tr, tr * 0.38, solid(tray))
  ellipse(canvas, tx, ty + 1, tr - 1, tr * 0.38 - 1, (x, y) => (bayer(x, y) < 0.5 ? bean : dark(bean, 0.75)))
  line(canvas, tx - tr * 0.6, ty, tx + tr * 0.6, ty + 1, steel)
  rect(canvas, Math.round(tx) - 1, ty + tr * 0.38, Math.round(tx), H, steel)
  rect(canvas, Math.round(tx - tr * 0.6), H - 1, Math.round(tx + tr * 0.6), H, steel)
  const word = choose(random, ['ROAST', 'NO 2', 'TOSTA', 'KG 5', 'KG 12'], dw - 4)
  if (word && dh >= ROWS + 8 && measure(word) + 4 <= dw / 2 - dr - 1)
    print(canvas, word, dx + 2, dy + dh - ROWS - 2, enamel[0] + enamel[1] + enamel[2] > 380 ? ink : trim)
  return finishOff(canvas, random, ink, 0.35, 0)
}

/** A shelf of cups side on: espresso cups upright on saucers or turned down, on a board with brackets. */
function cupShelf(random: Random, ink: RGB): RGBAImage {
  const ch = int(random, 3, 8)
  const cw = ch + int(random, 0, 3)
  const gap = int(random, 1, 4)
  const n = int(random, 3, Math.max(3, Math.min(12, Math.floor(108 / (cw + gap + 3)))))
  const W = n * (cw + gap + 3) + 6
  const H = ch + 9
  const canvas = begin(W, H, null)
  const china = [tint(random, WHITES), tint(random, [...HUES, ...ENAMELS])]
  const rim = dark(china[0] as RGB, 0.8)
  const wood = tint(random, WOODS)
  const board = ch + 4
  const down = chance(random, 0.3)
  for (let i = 0; i < n; i++) {
    const x = 3 + i * (cw + gap + 3)
    const c = china[chance(random, 0.5) ? 0 : 1] as RGB
    if (down) {
      roundedBox(canvas, x, board - ch, x + cw - 1, board - 1, 1, c)
      line(canvas, x, board - 1, x + cw - 1, board - 1, rim)
    } else {
      line(canvas, x - 1, board - 1, x + cw, board - 1, c)
      roundedBox(canvas, x, board - 1 - ch, x + cw - 1, board - 2, 1, c)
      line(canvas, x, board - 1 - ch, x + cw - 1, board - 1 - ch, rim)
      canvas.set(x + cw, board - ch, c)
      canvas.set(x + cw + 1, board - ch, c)
      canvas.set(x + cw + 1, board - ch + 1, c)
      canvas.set(x + cw, board - ch + 2, c)
    }
  }
  rect(canvas, 0, board, W - 1, board + 1, wood)
  line(canvas, 0, board + 1, W - 1, board + 1, dark(wood, 0.7))
  const metal = tint(random, METALS)
  for (const bx of [3, W - 6]) {
    line(canvas, bx, board + 2, bx, H - 1, metal)
    line(canvas, bx, board + 2, bx + 2, board + 2, metal)
    line(canvas, bx, H - 1, bx + 2, board + 2, metal)
  }
  return finishTurned(canvas, random, ink, 0.35, 0)
}

const coffeeSprite = theme([beans, beans, grinder, mokaPot, espressoMachine, latteCup, cupShelf, roaster])

// ---- the swimming baths ------------------------------------------------------------------------------

const WATERS = hexes(0x3aa0d8, 0x2e94cc, 0x48aee0, 0x2c88c0)
const POOL_TILES = hexes(0xe8f0f0, 0xdce8ec, 0xf0f4ee)
const LANE_MARKS = hexes(0x1e3a8a, 0x203060, 0x1e1e40)
const FLOATS = hexes(0xd02a24, 0xf2f0e8, 0x2660be, 0xf0c432, 0x2e9250)

/** A pool from above: a tiled surround, rippled water, lane lines, lane ropes, ladders, depth markings. */
function poolFromAbove(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 30, 118)
  const H = clamp(Math.round(W * uniform(random, 0.5, 1)), 20, 110)
  const tile = tint(random, POOL_TILES)
  const grout = dark(tile, 0.85)
  const canvas = begin(W, H, tile)
  const m = chance(random, 0.4) && H >= 30 ? ROWS + 3 : int(random, 2, 5)
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) if (x % 3 === 0 || y % 3 === 0) canvas.set(x, y, grout)
  const water = tint(random, WATERS)
  const ripple = light(water, 0.3)
  const ph = uniform(random, 0, 6)
  for (let y = m; y < H - m; y++)
    for (let x = m; x < W - m; x++)
      canvas.set(x, y, Math.sin(x * 0.55 + Math.sin(y * 0.45 + ph) * 2.2) > 0.8 ? ripple : water)
  const lanes = int(random, 2, Math.max(2, Math.min(8, Math.floor((H - 2 * m) / 6))))
  const lh = (H - 2 * m) / lanes
  const mark = tint(random, LANE_MARKS)
  const ropes = [tint(random, FLOATS), tint(random, FLOATS)]
  for (let k = 0; k < lanes; k++) {
    const y = Math.round(m + (k + 0.5) * lh)
    line(canvas, m + 3, y, W - m - 4, y, mark)
    line(canvas, m + 3, y - 1, m + 3, y + 1, mark)
    line(canvas, W - m - 4, y - 1, W - m - 4, y + 1, mark)
    if (k > 0) {
      const ry = Math.round(m + k * lh)
      for (let x = m; x < W - m; x++) canvas.set(x, ry, ropes[Math.floor(x / 2) % 2] as RGB)
    }
  }
  const chrome = tint(random, METALS)
  if (chance(random, 0.6)) {
    const lx = int(random, m + 2, W - m - 6)
    line(canvas, lx, m - 2, lx, m + 2, chrome)
    line(canvas, lx + 3, m - 2, lx + 3, m + 2, chrome)
  }
  const shallow = pick(random, ['0.9M', '1.0M', '1.2M'])
  const deep = pick(random, ['1.8M', '2.0M', '2.5M', '3.0M'])
  if (m >= ROWS + 2 && measure(shallow) + measure(deep) + 10 <= W) {
    print(canvas, shallow, 2, Math.round((m - ROWS) / 2), ink)
    print(canvas, deep, W - 2 - measure(deep), Math.round((m - ROWS) / 2), ink)
  }
  return trimmed(canvas)
}

/** A lane rope: a line of floats in repeating colours on a cable with an end ring; turned on some. */
function laneRope(random: Random, ink: RGB): RGBAImage {
  const L = int(random, 40, 116)
  const r = int(random, 4, 6)
  const canvas = begin(L + 4, 2 * r + 5, null)
  const cy = r + 2
  const cable = tint(random, METALS)
  line(canvas, 1, cy, L + 2, cy, cable)
  const n = int(random, 2, 3)
  const colours = distinctFloats(random, n)
  const pattern = pick(random, [
    [0, 1],
    [0, 0, 1],
    [0, 1, 2],
    [0, 0, 1, 1],
  ])
  const fw = Math.max(3, Math.round(r * uniform(random, 0.6, 1.1)))
  const gap = int(random, 0, 1)
  let k = 0
  for (let x = 5; x + fw < L; x += fw + gap, k++) {
    const c = colours[(pattern[k % pattern.length] as number) % colours.length] as RGB
    ellipse(canvas, x + fw / 2 - 0.5, cy, fw / 2, r + 0.5, (px, py) =>
      py > cy + r * 0.4 && bayer(px, py) < 0.5 ? dark(c, 0.75) : c,
    )
  }
  circle(canvas, 2, cy, 2, cable)
  return finishTurned(canvas, random, ink, 0.4, 0.25)
}
function distinctFloats(random: Random, n: number): RGB[] {
  const left = [...FLOATS]
  return Array.from({ length: n }, () =>
    nudge(random, left.splice(int(random, 0, left.length - 1), 1)[0] as RGB),
  )
}

/** A bank of lockers: painted doors in one to three tiers, vent slits, number plates, a key on a band on some. */
function lockers(random: Random, ink: RGB): RGBAImage {
  const cols = int(random, 2, 10)
  const tiers = int(random, 1, 3)
  const dw = int(random, 7, 13)
  const dh = tiers === 1 ? int(random, 10, 30) : int(random, 10, 24)
  const W = cols * (dw + 1) + 1
  const H = tiers * (dh + 1) + 1 + (chance(random, 0.5) ? 2 : 0)
  if (W > 118 || H > 118) return lockers(random, ink)
  const paint = tint(random, [...HUES, ...hexes(0x8a969e, 0xc8c0a8)])
  const seam = dark(paint, 0.6)
  const canvas = begin(W, H, seam)
  const plate = tint(random, WHITES)
  const band = tint(random, FLOATS)
  let n = int(random, 1, 60)
  for (let t = 0; t < tiers; t++)
    for (let c = 0; c < cols; c++, n++) {
      const x0 = 1 + c * (dw + 1)
      const y0 = 1 + t * (dh + 1)
      rect(canvas, x0, y0, x0 + dw - 1, y0 + dh - 1, paint)
      line(canvas, x0, y0, x0 + dw - 1, y0, light(paint, 0.3))
      for (let k = 0; k < Math.min(4, Math.floor(dh / 6)); k++)
        line(canvas, x0 + 2, y0 + 2 + 2 * k, x0 + dw - 3, y0 + 2 + 2 * k, seam)
      const text = String(n)
      const py = y0 + Math.min(4, Math.floor(dh / 6)) * 2 + 3
      if (measure(text) + 2 <= dw && py + ROWS + 1 < y0 + dh - 3) {
        rect(canvas, x0 + 1, py - 1, x0 + measure(text) + 2, py + ROWS, plate)
        print(canvas, text, x0 + 2, py, ink)
      }
      const ky = y0 + Math.round(dh * 0.72)
      canvas.set(x0 + dw - 3, ky, ink)
      if (chance(random, 0.15) && dh >= 12) {
        circle(canvas, x0 + dw - 3, ky + 3, 2, band)
      }
    }
  return trimmed(canvas)
}

/** A diving board: a springboard on a stand with handrails and a roller, or a tower of platforms with rails. */
function divingBoard(random: Random, ink: RGB): RGBAImage {
  const chrome = tint(random, METALS)
  const concrete = tint(random, CONCRETES)
  const board = tint(random, hexes(0x2660be, 0x1e6aa8, 0xf2f0e8, 0x2e9aa8))
  const grip = board[0] + board[1] + board[2] > 600 ? tint(random, hexes(0x2660be)) : light(board, 0.5)
  const water = chance(random, 0.5) ? tint(random, WATERS) : null
  if (chance(random, 0.5)) {
    const bl = int(random, 24, 96)
    const H = int(random, 12, Math.max(13, Math.min(40, Math.round(bl * 0.6))))
    const canvas = begin(bl + 8, H + 6, null)
    const base = water ? H + 1 : H + 4
    const sh = H - 4
    polygon(
      canvas,
      [
        [2, base + 1],
        [4, base - sh + 2],
        [14, base - sh + 2],
        [16, base + 1],
      ],
      concrete,
    )
    const y0 = base - sh
    const y1 = y0 - Math.max(1, Math.round(bl / 30))
    bar(canvas, 3, y0, bl + 4, y1, 2, board)
    for (const [x, y] of curve([3, y0], [Math.round(bl * 0.5), y0], [bl + 4, y1], 24))
      if (Math.round(x) % 2 === 0) canvas.set(Math.round(x), Math.round(y) - 1, grip)
    const rx = Math.round(bl * uniform(random, 0.3, 0.45))
    ellipse(canvas, rx, y0 + 2, 1.5, 1.5, solid(tint(random, hexes(0xf0c432, 0xe87824))))
    rect(canvas, rx - 1, y0 + 3, rx + 1, base, concrete)
    for (const off of [0, 3]) {
      polyline(canvas, curve([2 + off, base], [2 + off, y0 - 6], [10 + off, y0 - 4], 10), chrome)
      line(canvas, 10 + off, y0 - 4, 16 + off, y0 - 4, chrome)
    }
    if (water) {
      rect(canvas, 17, base + 1, bl + 7, H + 5, water)
      for (let x = 18; x < bl + 7; x += int(random, 2, 5))
        canvas.set(x, base + 2 + (x % 2), light(water, 0.4))
    }
    return finishOff(canvas, random, ink, 0.35)
  }
  const H = int(random, 40, 112)
  const cw = int(random, 6, 12)
  const levels = int(random, 2, 3)
  const bl = int(random, 16, 50)
  const W = cw + bl + 10
  const canvas = begin(W, H + 2, null)
  const base = water ? H - 3 : H
  const x0 = 5
  rect(canvas, x0, 4, x0 + cw - 1, base, concrete)
  for (let y = 10; y < base; y += 8) line(canvas, x0, y, x0 + cw - 1, y, dark(concrete, 0.8))
  line(canvas, x0 + cw - 1, 4, x0 + cw - 1, base, dark(concrete, 0.8))
  for (let y = 5; y < base; y += 3) line(canvas, x0 - 4, y, x0 - 1, y, chrome)
  line(canvas, x0 - 4, 2, x0 - 4, base, chrome)
  const heights = ['10M', '7.5M', '5M', '3M', '1M']
  for (let k = 0; k < levels; k++) {
    const y = Math.round(4 + ((base - 16) * k) / levels)
    const len = Math.round(bl * (1 - k * 0.2))
    rect(canvas, x0, y, x0 + cw + len, y + 2, concrete)
    line(canvas, x0 + cw, y + 2, x0 + cw + len, y + 2, board)
    line(canvas, x0 + cw + len, y, x0 + cw + len, y + 2, board)
    line(canvas, x0, y - 4, x0 + cw + len - 3, y - 4, chrome)
    for (let x = x0 + 2; x < x0 + cw + len - 2; x += 5) line(canvas, x, y - 4, x, y - 1, chrome)
    const label = heights[k + (levels === 2 ? 2 : 0)] as string
    if (measure(label) <= cw - 2 && y + 4 + ROWS < base) print(canvas, label, x0 + 1, y + 4, ink)
  }
  if (water) {
    rect(canvas, 0, base + 1, W - 1, H + 1, water)
    for (let x = 0; x < W; x += int(random, 2, 5)) canvas.set(x, base + 2 + (x % 2), light(water, 0.4))
  }
  return finishOff(canvas, random, ink, 0.3, 0)
}

/** A swimming cap (a dome with ribs and a badge) or a pair of goggles on a curved strap; tiny on some. */
function capGoggles(random: Random, ink: RGB): RGBAImage {
  const tiny = chance(random, 0.4)
  const colour = tint(random, [...HUES, ...WHITES])
  if (chance(random, 0.5)) {
    const w = tiny ? int(random, 9, 11) : int(random, 12, 40)
    const h = Math.max(7, Math.round(w * uniform(random, 0.6, 0.75)))
    const canvas = begin(w + 4, h + 4, null)
    const cx = w / 2 + 2
    const stripe = tint(random, colour[0] + colour[1] + colour[2] > 600 ? HUES : WHITES)
    ellipse(canvas, cx - 0.5, h + 1, w / 2, h, (x, y) => (y > h + 1 ? null : colour))
    const ribs = tiny ? 0 : int(random, 0, 3)
    for (let k = 1; k <= ribs; k++)
      oval(canvas, cx - 0.5, h + 1, (w / 2) * (k / (ribs + 1)), h, dark(colour, 0.8), (_x, y) => y <= h)
    rect(canvas, 2, h + 1, w + 1, h + 2, stripe)
    canvas.set(Math.round(cx - w * 0.25), Math.round(h * 0.45), light(colour, 0.6))
    return finishOff(canvas, random, ink, 0.6)
  }
  const lr = tiny ? 3 : int(random, 3, 9)
  const W = lr * 4 + 10 + (tiny ? 0 : int(random, 4, 16))
  const canvas = begin(W + 2, lr * 2 + 8, null)
  const lens = tint(random, hexes(0x2a6a9a, 0x8a4aa8, 0xd87a2a, 0x3a3a44, 0x48aec0))
  const cy = lr + 3
  const strap = colour
  const cx0 = Math.round(W / 2) - lr - 1
  const cx1 = Math.round(W / 2) + lr + 2
  polyline(canvas, curve([1, cy + lr + 2], [cx0 - lr - 1, cy + 2], [cx0 - lr, cy]), strap)
  polyline(canvas, curve([W, cy + lr + 2], [cx1 + lr + 1, cy + 2], [cx1 + lr, cy]), strap)
  for (const gx of [cx0, cx1]) {
    ellipse(canvas, gx, cy, lr, lr * 0.8 + 0.5, solid(strap))
    ellipse(canvas, gx, cy, lr - 1, lr * 0.8 - 0.5, solid(lens))
    if (lr >= 3) canvas.set(gx - 1, cy - 1, light(lens, 0.6))
  }
  line(canvas, cx0 + lr, cy, cx1 - lr, cy, strap)
  return finishOff(canvas, random, ink, 0.6, 0)
}

const POOL_WORDS = [
  'NO DIVING',
  'DEEP END',
  'SHALLOW',
  'NO RUNNING',
  'SHOWER',
  'LANE 1',
  'SLOW',
  'FAST',
  'MEDIUM',
]

/** A tiled notice at the baths: a word and a pictogram (a diver struck through in a red ring) on white tiles. */
function poolSign(random: Random, ink: RGB): RGBAImage {
  const tile = tint(random, POOL_TILES)
  const grout = dark(tile, 0.85)
  const big = chance(random, 0.4)
  const k = big ? 2 : 1
  const word = choose(random, POOL_WORDS, big ? 110 : 80, k) ?? 'SLOW'
  const pict = word.startsWith('NO') || (word === 'DEEP END' && chance(random, 0.5))
  const ps = pict ? Math.max(13, ROWS * k + 6) : 0
  const W = measure(word, k) + 8 + (pict ? ps + 3 : 0)
  const H = Math.max(ROWS * k + 8, ps + 4)
  const canvas = begin(W, H, tile)
  const cell = int(random, 4, 8)
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) if (x % cell === 0 || y % cell === 0) canvas.set(x, y, grout)
  const edge = tint(random, LANE_MARKS)
  frame(canvas, 0, 0, W - 1, H - 1, edge)
  const text = chance(random, 0.5) ? edge : ink
  print(canvas, word, 4, Math.round((H - ROWS * k) / 2), text, k)
  if (pict) {
    const r = Math.floor(ps / 2) - 1
    const [cx, cy] = [W - 4 - r, Math.floor(H / 2)]
    const red = tint(random, REDS)
    ellipse(canvas, cx, cy, r - 1, r - 1, solid(WHITE))
    circle(canvas, cx, cy, r, red)
    circle(canvas, cx, cy, r - 1, red)
    line(canvas, cx - r * 0.4, cy + r * 0.3, cx + r * 0.2, cy - r * 0.5, text)
    canvas.set(Math.round(cx + r * 0.35), Math.round(cy - r * 0.55), text)
    line(canvas, cx - r * 0.6, cy + r * 0.5, cx + r * 0.6, cy + r * 0.5, tint(random, WATERS))
    line(canvas, cx - r * 0.7, cy - r * 0.7, cx + r * 0.7, cy + r * 0.7, red)
  }
  return trimmed(canvas)
}

const bathsSprite = theme([poolFromAbove, laneRope, laneRope, lockers, divingBoard, capGoggles, poolSign])

// ---- the sawmill -------------------------------------------------------------------------------------

const TIMBERS = hexes(0xd8b07a, 0xe0bc88, 0xcaa068, 0xe8c890)
const BARKS = hexes(0x5a3e2a, 0x6a4a30, 0x4e3626, 0x7a6a5a)
const STAMPS = ['PINE', 'OAK', 'ASH', 'ELM', 'C24', 'C16', '2X4', '4X2', 'KD', 'FSC', 'LARCH', 'SPRUCE']

/** The sawn end of a log: bark, wobbling growth rings, darker heartwood, a pith and a crack on some. */
function drawLogEnd(
  canvas: Canvas,
  random: Random,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  wood: RGB,
  bark: RGB,
) {
  const ringC = dark(wood, 0.72)
  const heart = dark(wood, 0.88)
  const n = Math.max(1, Math.round(rx / uniform(random, 2.2, 3.5)))
  const k = int(random, 3, 7)
  const ph = uniform(random, 0, 6)
  const barkW = Math.max(1, rx / 9)
  ellipse(canvas, cx, cy, rx, ry, (x, y) => {
    const [dx, dy] = [x - cx, y - cy]
    const d = Math.hypot(dx / Math.max(0.5, rx), dy / Math.max(0.5, ry))
    if (d * rx > rx - barkW) return bark
    const w = d * (1 + 0.05 * Math.sin(Math.atan2(dy, dx) * k + ph))
    const f = w * n
    if (rx >= 5 && f - Math.floor(f) < 0.7 / Math.max(1, rx / n) + 0.08 && w > 0.12) return ringC
    return w < 0.5 ? heart : wood
  })
  if (rx >= 4) canvas.set(Math.round(cx), Math.round(cy), ringC)
  if (rx >= 10 && chance(random, 0.5)) {
    const a = uniform(random, 0, 2 * Math.PI)
    line(canvas, cx, cy, cx + rx * 0.75 * Math.cos(a), cy + ry * 0.75 * Math.sin(a), dark(wood, 0.5))
  }
}

/** One log end face on, tiny on some draws. */
function logEnd(random: Random, ink: RGB): RGBAImage {
  const rx = chance(random, 0.35) ? int(random, 4, 5) : int(random, 6, 42)
  const ry = Math.max(4, rx * uniform(random, 0.85, 1))
  const canvas = begin(2 * rx + 5, Math.ceil(2 * ry) + 5, null)
  drawLogEnd(canvas, random, rx + 2, ry + 2, rx, ry, tint(random, TIMBERS), tint(random, BARKS))
  return finishOff(canvas, random, ink, 0.5, 0)
}

/** A pile of logs end on: a pyramid, or a square stack held between two stakes. */
function logPile(random: Random, ink: RGB): RGBAImage {
  const r = int(random, 3, 8)
  const nb = int(random, 2, Math.min(8, Math.floor(100 / (2 * r + 1))))
  const pyramid = chance(random, 0.55)
  const rows = pyramid ? nb : int(random, 2, Math.min(7, Math.floor(100 / (2 * r))))
  const W = nb * (2 * r + 1) + 10
  const H = rows * 2 * r + 8
  const canvas = begin(W, H, null)
  const wood = tint(random, TIMBERS)
  const bark = tint(random, BARKS)
  for (let row = 0; row < rows; row++) {
    const count = pyramid ? nb - row : nb
    const x0 = 5 + r + (pyramid ? row * (r + 0.5) : 0)
    const y = H - 3 - r - row * (2 * r - (pyramid ? 1 : 0))
    for (let i = 0; i < count; i++) {
      const rr = Math.max(2, r - int(random, 0, 1))
      drawLogEnd(canvas, random, x0 + i * (2 * r + 1), y, rr, rr, wood, bark)
    }
  }
  if (!pyramid) {
    const stake = dark(bark, 0.8)
    rect(canvas, 1, 3, 2, H - 1, stake)
    rect(canvas, W - 3, 3, W - 2, H - 1, stake)
  }
  return finishOff(canvas, random, ink, 0.35)
}

/** A stack of sawn planks side on: grain and knots, spacer sticks between layers, straps, a grade stamp. */
function plankStack(random: Random, ink: RGB): RGBAImage {
  const layers = int(random, 1, 10)
  const beam = layers <= 2 && chance(random, 0.6)
  const t = beam ? int(random, 7, 10) : int(random, 2, 4)
  const L = int(random, 30, 116)
  const spacers = layers > 1 ? 2 : 0
  const bearers = 3
  let H = layers * t + (layers - 1) * spacers + bearers
  const extra = Math.max(0, 8 - H)
  H += extra
  const canvas = begin(L + 2, H + 1, null)
  const wood = tint(random, TIMBERS)
  const grain = dark(wood, 0.78)
  const endC = light(wood, 0.3)
  const stick = dark(wood, 0.6)
  let y = H - bearers - extra
  for (let i = 0; i < 3; i++) {
    const bx = Math.round(1 + (i * (L - 4)) / 2)
    rect(canvas, bx, y + 1, bx + 3, H, stick)
  }
  for (let l = 0; l < layers; l++) {
    const y1 = y
    const y0 = y1 - t + 1
    const off = int(random, 0, 3)
    rect(canvas, 1 + off, y0, L - int(random, 0, 3), y1, wood)
    for (let g = y0 + 1; g < y1; g += 2) {
      let gy = g
      for (let x = 2 + off; x < L - 3; x++) {
        if (chance(random, 0.06)) gy = clamp(gy + (chance(random, 0.5) ? 1 : -1), y0, y1)
        if (chance(random, 0.85)) canvas.set(x, gy, grain)
      }
    }
    if (t >= 3 && chance(random, 0.6)) {
      const kx = int(random, 6, L - 6)
      canvas.set(kx, Math.round((y0 + y1) / 2), dark(wood, 0.5))
    }
    rect(canvas, 1 + off, y0, 1 + off, y1, endC)
    if (beam) {
      const word = choose(random, STAMPS, L / 2)
      if (word)
        print(
          canvas,
          word,
          Math.round(L * uniform(random, 0.2, 0.4)),
          y0 + Math.round((t - ROWS) / 2),
          tint(random, hexes(0x2a4a8a, 0xc02a24, 0x1e1e24)),
        )
    }
    y = y0 - 1
    if (l < layers - 1) {
      for (let i = 0; i < 3; i++) {
        const bx = Math.round(1 + (i * (L - 4)) / 2)
        rect(canvas, bx, y - spacers + 1, bx + 2, y, stick)
      }
      y -= spacers
    }
  }
  if (layers >= 3 && chance(random, 0.5)) {
    const strap = tint(random, hexes(0x2a4a8a, 0x1e1e24, 0xc8c8c8))
    for (const sx of [Math.round(L * 0.25), Math.round(L * 0.75)])
      line(canvas, sx, y + 1, sx, H - bearers - extra, strap)
  }
  return finishTurned(canvas, random, ink, 0.3, 0.2, beam ? 0 : 0.5)
}

/** A circular saw blade: a steel disc with a dithered sheen, hooked teeth with tips, slots, a bore; tiny on some. */
function sawBlade(random: Random, ink: RGB): RGBAImage {
  const R = chance(random, 0.3) ? 5 : int(random, 6, 46)
  const canvas = begin(2 * R + 5, 2 * R + 5, null)
  const c = R + 2
  const steel = tint(random, METALS)
  const sheen = light(steel, 0.35)
  const tip = tint(random, hexes(0xd8b040, 0x4a4a50, 0xe8e8e8))
  const teeth = clamp(Math.round((2 * Math.PI * R) / uniform(random, 3, 6)), 6, 64)
  const depth = Math.max(1, R * 0.12)
  const bore = Math.max(1, R * 0.14)
  const body = chance(random, 0.3) ? tint(random, hexes(0xc02a24, 0x2a4a8a, 0xe8a020)) : steel
  for (let y = 0; y < canvas.height; y++)
    for (let x = 0; x < canvas.width; x++) {
      const [dx, dy] = [x - c, y - c]
      const d = Math.hypot(dx, dy)
      const f = ((((Math.atan2(dy, dx) / (2 * Math.PI)) * teeth) % 1) + 1) % 1
      const edge = R - depth + depth * f
      if (d > edge + 0.3 || d <= bore) continue
      if (d > R - depth * 0.6) canvas.set(x, y, tip)
      else if (d > R - depth - 1.5 || body === steel)
        canvas.set(x, y, bayer(x, y) < 0.5 - (dx + dy) / (3 * R) ? sheen : steel)
      else canvas.set(x, y, body)
    }
  if (R >= 10) {
    const slots = int(random, 3, 6)
    for (let k = 0; k < slots; k++) {
      const a = (2 * Math.PI * k) / slots + 0.3
      line(
        canvas,
        c + (R - depth - 1) * Math.cos(a),
        c + (R - depth - 1) * Math.sin(a),
        c + R * 0.62 * Math.cos(a),
        c + R * 0.62 * Math.sin(a),
        ink,
      )
      canvas.set(Math.round(c + R * 0.6 * Math.cos(a)), Math.round(c + R * 0.6 * Math.sin(a)), null)
    }
  }
  if (R >= 18) {
    const text = pick(random, ['24T', '40T', '60T', '250', '300', String(teeth) + 'T'])
    printCentred(canvas, text, c, c + Math.round(bore) + 3, ink)
  }
  return finishOff(canvas, random, ink, R < 6 ? 1 : 0.45, 0)
}

/** A sawhorse: a beam on splayed legs with a cross brace, a board across it on some. */
function sawhorse(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 20, 104)
  const H = int(random, 14, Math.max(16, Math.min(70, W)))
  const canvas = begin(W + 6, H + 10, null)
  const wood = tint(random, WOODS)
  const edge = dark(wood, 0.7)
  const bt = int(random, 2, 4)
  const top = 8
  rect(canvas, 3, top, W + 2, top + bt - 1, wood)
  line(canvas, 3, top + bt - 1, W + 2, top + bt - 1, edge)
  rect(canvas, 3, top, 3, top + bt - 1, light(wood, 0.35))
  rect(canvas, W + 2, top, W + 2, top + bt - 1, light(wood, 0.35))
  const spread = Math.round(H * uniform(random, 0.15, 0.3))
  for (const lx of [6, W - 1]) {
    bar(canvas, lx, top + bt, lx - spread, top + H, 2, wood)
    bar(canvas, lx + 1, top + bt, lx + 1 + Math.round(spread * 0.3), top + H, 2, edge)
  }
  const by = top + Math.round(H * 0.6)
  line(canvas, 6 - spread * 0.6, by, W - 1 - spread * 0.6, by, edge)
  const metal = tint(random, METALS)
  for (const lx of [6, W - 1]) rect(canvas, lx - 1, top + bt, lx + 2, top + bt + 1, metal)
  if (chance(random, 0.5)) {
    const board = tint(random, TIMBERS)
    const bl = int(random, Math.round(W * 0.6), W + 4)
    const bx = int(random, 0, Math.max(0, W + 5 - bl))
    rect(canvas, bx, top - 3, bx + bl, top - 1, board)
    for (let x = bx + 2; x < bx + bl - 1; x += int(random, 3, 8)) canvas.set(x, top - 2, dark(board, 0.75))
  }
  return finishOff(canvas, random, ink, 0.35)
}

/** A log lying side on: bark with 1-px fissures, one or both sawn ends showing rings, a branch stub on some. */
function lyingLog(random: Random, ink: RGB): RGBAImage {
  const r = int(random, 4, 14)
  const L = int(random, Math.max(24, 4 * r), 116)
  const canvas = begin(L + 4, 2 * r + 5, null)
  const bark = tint(random, BARKS)
  const fissure = dark(bark, 0.65)
  const wood = tint(random, TIMBERS)
  const cy = r + 2
  const er = Math.max(2, r * 0.38)
  rect(canvas, 2 + er, cy - r, L + 1 - er, cy + r, bark)
  ellipse(canvas, L + 1 - er, cy, er, r, solid(bark))
  for (let k = 0; k < Math.round(L / 3); k++) {
    const x = int(random, 3, L - 2)
    const y = int(random, cy - r + 1, cy + r - 2)
    const x1 = x + int(random, 2, 6)
    const y1 = y + int(random, -1, 1)
    for (const [px, py] of linePixels(x, y, x1, y1)) if (is(canvas, px, py, bark)) canvas.set(px, py, fissure)
  }
  for (let x = 2; x < L + 2; x++)
    if (bayer(x, cy + r) < 0.5 && is(canvas, x, cy + r, bark)) canvas.set(x, cy + r, fissure)
  drawLogEnd(canvas, random, 2 + er, cy, er, r, wood, dark(bark, 0.8))
  if (chance(random, 0.4) && r >= 6) {
    const sx = int(random, Math.round(L * 0.3), Math.round(L * 0.7))
    ellipse(canvas, sx, cy - r, 2, 1.5, solid(wood))
    oval(canvas, sx, cy - r, 2, 1.5, fissure)
  }
  return finishTurned(canvas, random, ink, 0.35, 0.15)
}

const sawmillSprite = theme([logEnd, logEnd, logPile, plankStack, sawBlade, sawhorse, lyingLog])

// ---- the pizzeria ------------------------------------------------------------------------------------

const CRUSTS = hexes(0xd8a050, 0xc89040, 0xe0b060)
const SAUCES = hexes(0xc8301e, 0xb82818, 0xd04024)
const CHEESES = hexes(0xf4d070, 0xf0c860, 0xf8dc88)
const PEPPERONI = hexes(0xa82418, 0x9a2014, 0xb83020)
const BASILS = hexes(0x2e8a2e, 0x3a9a34)
const OLIVES = hexes(0x282018, 0x3a3a28)

/** A pizza from above on a canvas: crust with char, cheese over sauce, toppings, cuts, a slice gone on some. */
function drawPizza(
  canvas: Canvas,
  random: Random,
  c: number,
  cy: number,
  R: number,
  missing: boolean,
  rich = true,
) {
  const crust = tint(random, CRUSTS)
  const char = dark(crust, 0.6)
  const cheese = tint(random, CHEESES)
  const sauce = tint(random, SAUCES)
  const cw = Math.max(1, Math.round(R * 0.13))
  const slices = pick(random, [4, 6, 8])
  const a0 = uniform(random, 0, 2 * Math.PI)
  const gone = (x: number, y: number) => {
    if (!missing) return false
    const a = (((Math.atan2(y - cy, x - c) - a0) % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI)
    return a < (2 * Math.PI) / slices
  }
  const share = uniform(random, 0.15, 0.45)
  ellipse(canvas, c, cy, R, R, (x, y) => {
    if (gone(x, y)) return null
    const d = Math.hypot(x - c, y - cy)
    if (d > R - cw) return rich && chance(random, 0.12) ? char : crust
    return bayer(x, y) < share && chance(random, 0.7) ? sauce : cheese
  })
  const kind0 = pick(random, ['pepperoni', 'olive', 'basil'] as const)
  const kinds =
    R < 6 ? [] : rich ? [kind0, pick(random, ['pepperoni', 'olive', 'basil'] as const)] : [kind0, kind0]
  const pep = tint(random, PEPPERONI)
  const olive = tint(random, OLIVES)
  const basil = tint(random, BASILS)
  const n = Math.round(R * uniform(random, 0.5, 0.9))
  for (let i = 0; i < n && kinds.length; i++) {
    const kind = kinds[i % 2]
    const rr = (R - cw - 2) * Math.sqrt(random())
    const a = uniform(random, 0, 2 * Math.PI)
    const [x, y] = [c + rr * Math.cos(a), cy + rr * Math.sin(a)]
    if (gone(Math.round(x), Math.round(y))) continue
    if (kind === 'pepperoni') {
      const pr = Math.max(1, R * 0.13)
      ellipse(canvas, x, y, pr, pr, (px, py) => (gone(px, py) ? null : pep))
      if (pr >= 2.5 && rich) canvas.set(Math.round(x), Math.round(y), dark(pep, 0.7))
    } else if (kind === 'olive') {
      if (R >= 14) circle(canvas, Math.round(x), Math.round(y), 1, olive, (px, py) => !gone(px, py))
      else canvas.set(Math.round(x), Math.round(y), olive)
    } else {
      const b = uniform(random, 0, Math.PI)
      line(canvas, x, y, x + 2 * Math.cos(b), y + 2 * Math.sin(b), basil)
      canvas.set(Math.round(x + Math.cos(b + 1.2)), Math.round(y + Math.sin(b + 1.2)), basil)
    }
  }
  if (R >= 8 && rich) {
    const cut = dark(cheese, 0.8)
    for (let k = 0; k < slices; k++) {
      const a = a0 + (2 * Math.PI * k) / slices
      for (let s = 1; s < R - cw; s++) {
        const [x, y] = [Math.round(c + s * Math.cos(a)), Math.round(cy + s * Math.sin(a))]
        if (!gone(x, y) && canvas.opaque(x, y)) canvas.set(x, y, cut)
      }
    }
  }
}

/** A whole pizza from above, a slice gone on some; tiny on some draws. */
function pizza(random: Random, ink: RGB): RGBAImage {
  const R = chance(random, 0.3) ? int(random, 4, 5) : int(random, 6, 50)
  const canvas = begin(2 * R + 5, 2 * R + 5, null)
  drawPizza(canvas, random, R + 2, R + 2, R, R >= 8 && chance(random, 0.35))
  return finishOff(canvas, random, ink, 0.35, 0)
}

/** A slice of pizza at any angle: a wedge with a risen crust, cheese, toppings, a drip at the tip; tiny on some. */
function pizzaSlice(random: Random, ink: RGB): RGBAImage {
  const tiny = chance(random, 0.3)
  const L = tiny ? int(random, 9, 10) : int(random, 12, 70)
  const half = L * uniform(random, tiny ? 0.4 : 0.3, 0.45)
  const canvas = begin(2 * L + 6, 2 * L + 6, null)
  const c = L + 3
  const a = uniform(random, 0, 2 * Math.PI)
  const crust = tint(random, CRUSTS)
  const cheese = tint(random, CHEESES)
  const sauce = tint(random, SAUCES)
  const pep = tint(random, PEPPERONI)
  const cw = Math.max(2, Math.round(L * 0.12))
  const wedge = turn(
    [
      [c, c - L / 2],
      [c + half, c + L / 2],
      [c - half, c + L / 2],
    ],
    a,
    c,
    c,
  )
  polygon(canvas, wedge, cheese)
  const [b0, b1] = [wedge[1] as Pt, wedge[2] as Pt]
  bar(canvas, b0[0] - 0.5, b0[1] - 0.5, b1[0] - 0.5, b1[1] - 0.5, cw, crust)
  for (let y = 0; y < canvas.height; y++)
    for (let x = 0; x < canvas.width; x++)
      if (is(canvas, x, y, cheese) && bayer(x, y) < 0.25 && chance(random, 0.6)) canvas.set(x, y, sauce)
  if (L >= 16) {
    for (let i = 0; i < int(random, 1, 3); i++) {
      const t = uniform(random, 0.35, 0.75)
      const s = uniform(random, -0.25, 0.25)
      const [x, y] = [c + s * half * 2 * t, c - L / 2 + L * t]
      const [p] = turn([[x, y]], a, c, c)
      ellipse(canvas, (p as Pt)[0], (p as Pt)[1], L * 0.08, L * 0.08, solid(pep))
    }
  }
  const tip = wedge[0] as Pt
  const [dx, dy] = [Math.cos(a + Math.PI / 2) * -1, Math.sin(a + Math.PI / 2) * -1]
  if (L >= 12) line(canvas, tip[0], tip[1], tip[0] - dx * 2, tip[1] + Math.abs(dy) * 3, cheese)
  return finishOff(canvas, random, ink, tiny ? 1 : 0.45, 0)
}

/** A wood-fired oven: a brick dome with a fire in its mouth, a flue, a log store below; against tiles on some. */
function woodOven(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 30, 112)
  const H = clamp(Math.round(W * uniform(random, 0.8, 1.05)), 28, 112)
  const wall = chance(random, 0.45) ? tint(random, hexes(0xe8e4da, 0x2a6a8a, 0xf0ece0)) : null
  const canvas = begin(W, H, wall)
  if (wall) {
    const grout = dark(wall, 0.85)
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++) if (x % 5 === 0 || y % 5 === 0) canvas.set(x, y, grout)
  }
  const brick = tint(random, BRICKS)
  const mortar = tint(random, hexes(0xc8bca8, 0x9c948a))
  const cx = W / 2
  const domeR = W * 0.42
  const baseY = Math.round(H * 0.55)
  const domeH = Math.min(baseY - 4, domeR * uniform(random, 0.8, 1))
  const course = 3
  ellipse(canvas, cx - 0.5, baseY, domeR, domeH, (x, y) => {
    if (y > baseY) return null
    const d = Math.hypot((x + 0.5 - cx) / domeR, (y - baseY) / domeH)
    return Math.floor(d * (domeH / course)) !== Math.floor((d - 1 / domeH) * (domeH / course))
      ? mortar
      : brick
  })
  const mw = Math.max(6, Math.round(domeR * 0.8))
  const mh = Math.max(5, Math.round(domeH * 0.55))
  const heat = glow(random)
  const inMouth = (x: number, y: number) =>
    y <= baseY && y > baseY - mh && ((x + 0.5 - cx) / (mw / 2)) ** 2 + ((y - baseY) / mh) ** 2 <= 1
  for (let y = baseY - mh; y <= baseY; y++)
    for (let x = Math.floor(cx - mw / 2) - 1; x <= Math.ceil(cx + mw / 2); x++) {
      if (!inMouth(x, y)) continue
      const t = (baseY - y) / mh + (bayer(x, y) - 0.5) * 0.5 + Math.abs(x + 0.5 - cx) / mw
      canvas.set(x, y, t < 0.5 ? (heat[1] as RGB) : t < 0.85 ? (heat[2] as RGB) : (INKS[0] as RGB))
    }
  const stone = tint(random, CONCRETES)
  rect(canvas, Math.round(cx - domeR) - 1, baseY + 1, Math.round(cx + domeR), baseY + 3, stone)
  rect(canvas, Math.round(cx - domeR) + 1, baseY + 4, Math.round(cx + domeR) - 2, H - 1, stone)
  for (let y = baseY + 7; y < H - 1; y += 4)
    line(canvas, Math.round(cx - domeR) + 1, y, Math.round(cx + domeR) - 2, y, mortar)
  const sx0 = Math.round(cx - domeR) + 4
  const sx1 = Math.round(cx + domeR) - 5
  const sy0 = baseY + 6
  if (sx1 - sx0 >= 6 && H - 2 - sy0 >= 5) {
    rect(canvas, sx0, sy0, sx1, H - 2, INKS[0] as RGB)
    const wood = tint(random, TIMBERS)
    for (let y = H - 4; y > sy0 + 1; y -= 3)
      for (let x = sx0 + 2; x < sx1 - 1; x += 3) {
        rect(canvas, x - 1, y - 1, x, y, wood)
        canvas.set(x, y, brick)
      }
  }
  const fw = Math.max(2, Math.round(W * 0.06))
  rect(canvas, Math.round(cx - fw / 2), 0, Math.round(cx + fw / 2), Math.round(baseY - domeH) + 2, stone)
  return wall ? trimmed(canvas) : finishOff(canvas, random, ink, 0.3)
}

/** A pizza peel: a long handle and a blade of wood or holed steel, a pizza on it on some; hung up on some. */
function peel(random: Random, ink: RGB): RGBAImage {
  const bw = int(random, 10, 36)
  const hl = int(random, 20, 70)
  const bh = Math.max(8, Math.round(bw * uniform(random, 0.8, 1.1)))
  const canvas = begin(bw + hl + 4, bh + 4, null)
  const steelBlade = chance(random, 0.4)
  const blade = steelBlade ? tint(random, METALS) : tint(random, TIMBERS)
  const handle = tint(random, WOODS)
  const cy = Math.round(bh / 2) + 2
  rect(canvas, bw + 1, cy - 1, bw + hl + 1, cy, handle)
  line(canvas, bw + 1, cy, bw + hl + 1, cy, dark(handle, 0.75))
  roundedBox(canvas, 2, 2, bw + 1, bh + 1, Math.min(4, Math.round(bw / 5)), blade)
  const onIt = chance(random, 0.4) && bw >= 14
  if (steelBlade)
    for (let y = 5; y < bh - 1; y += 3) for (let x = 5 + (y % 2); x < bw - 1; x += 4) canvas.set(x, y, null)
  else if (!onIt) for (let y = 4; y < bh; y += int(random, 2, 4)) line(canvas, 3, y, bw, y, dark(blade, 0.85))
  if (onIt)
    drawPizza(canvas, random, Math.floor(bw / 2) + 2, cy, Math.floor(Math.min(bw, bh) / 2) - 2, false, false)
  canvas.set(bw + hl, cy - 1, dark(handle, 0.5))
  return finishTurned(canvas, random, ink, 0.35, 0.3)
}

/** Pizza boxes: one from above with a printed badge and a name, or a stack side on with holes in the sides. */
function pizzaBoxes(random: Random, ink: RGB): RGBAImage {
  const card = tint(random, hexes(0xe8dcc0, 0xf0ece0, 0xd8c8a0, 0xc8a878))
  const print_ = tint(random, [...REDS, ...hexes(0x2e7a2e, 0x1e1e24, 0x2a4a8a)])
  const edge = dark(card, 0.78)
  if (chance(random, 0.5)) {
    const S = int(random, 16, 90)
    const canvas = begin(S, S, card)
    frame(canvas, 0, 0, S - 1, S - 1, edge)
    frame(canvas, 2, 2, S - 3, S - 3, edge)
    const r = Math.round(S * 0.22)
    const cy = Math.round(S * 0.38)
    circle(canvas, Math.round(S / 2), cy, r, print_)
    if (r >= 4) circle(canvas, Math.round(S / 2), cy, r - 2, print_)
    const k = S >= 60 ? 2 : 1
    const word = choose(random, ['PIZZA', 'HOT', 'FRESH', 'NAPOLI', 'FORNO', 'DOMANI', 'BELLA'], S - 8, k)
    if (word && cy + r + 3 + ROWS * k < S - 3) printCentred(canvas, word, S / 2, cy + r + 3, print_, k)
    const num = digits(random, 3)
    if (S >= 30 && r >= 6) printCentred(canvas, num, S / 2, cy - 2, print_)
    return trimmed(canvas)
  }
  const n = int(random, 2, 26)
  const bh = int(random, 3, 4)
  const w = int(random, 14, 60)
  const canvas = begin(w + 6, n * bh + 3, null)
  for (let i = 0; i < n; i++) {
    const x0 = 1 + int(random, 0, 3)
    const y0 = 1 + i * bh
    rect(canvas, x0, y0, x0 + w - 1, y0 + bh - 1, card)
    line(canvas, x0, y0 + bh - 1, x0 + w - 1, y0 + bh - 1, edge)
    if (bh >= 4) for (let x = x0 + 4; x < x0 + w - 3; x += Math.round(w / 4)) canvas.set(x, y0 + 1, edge)
    if (i === 0) line(canvas, x0 + 2, y0 + 1, x0 + Math.round(w * 0.4), y0 + 1, print_)
  }
  return finishOff(canvas, random, ink, 0.35)
}

/** A checked tablecloth (gingham: three tones where the stripes cross), with a plate, a pizza and cutlery on some. */
function tablecloth(random: Random, _ink: RGB): RGBAImage {
  const W = int(random, 16, 112)
  const H = clamp(Math.round(W * uniform(random, 0.5, 1)), 12, 100)
  const white = tint(random, WHITES)
  const colour = tint(random, [...REDS, ...hexes(0x2e7a2e, 0x2660be)])
  const midC = mix(white, colour, 0.5)
  const canvas = begin(W, H, white)
  const cell = int(random, 2, 5)
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const a = Math.floor(x / cell) % 2 === 0
      const b = Math.floor(y / cell) % 2 === 0
      canvas.set(x, y, a && b ? colour : a || b ? midC : white)
    }
  if (W >= 30 && H >= 26 && chance(random, 0.7)) {
    const R = Math.round(Math.min(W, H) * uniform(random, 0.3, 0.42))
    const [cx, cy] = [Math.round(W / 2), Math.round(H / 2)]
    const plate = tint(random, WHITES)
    ellipse(canvas, cx, cy, R, R, solid(plate))
    oval(canvas, cx, cy, R, R, dark(plate, 0.8))
    if (chance(random, 0.7)) drawPizza(canvas, random, cx, cy, R - 2, chance(random, 0.4), false)
    const steel = tint(random, METALS)
    if (cx + R + 4 < W) line(canvas, cx + R + 3, cy - R + 2, cx + R + 3, cy + R - 2, steel)
    if (cx - R - 4 >= 0) {
      line(canvas, cx - R - 3, cy - R + 5, cx - R - 3, cy + R - 2, steel)
      for (const dx of [-1, 1]) line(canvas, cx - R - 3 + dx, cy - R + 2, cx - R - 3 + dx, cy - R + 4, steel)
    }
  }
  return trimmed(canvas)
}

const pizzaSprite = theme([pizza, pizza, pizzaSlice, woodOven, peel, pizzaBoxes, tablecloth])

// ---- the archive -------------------------------------------------------------------------------------

const CABINETS = hexes(0x7a8a6a, 0x8a8e94, 0xc8bca0, 0x5a6a7a, 0x9a7a5a)
const CARDBOARDS = hexes(0xc8a46a, 0xb89458, 0xd0ae78)
const FILE_COLOURS = hexes(0x2660be, 0xce2e2c, 0x2e9250, 0x1e1e24, 0xe87824, 0x8842a6, 0x6a6a6a)
const INDEX_WORDS = [
  'A-C',
  'D-F',
  'G-K',
  'L-N',
  'O-R',
  'S-U',
  'V-Z',
  '1910',
  '1934',
  '1962',
  '1988',
  'MAPS',
  'DEEDS',
  'WILLS',
  'PLANS',
  'TAX',
]

/** A filing cabinet from the front: drawers with label holders and cards, handles, a lock, a shaded side. */
function filingCabinet(random: Random, ink: RGB): RGBAImage {
  const n = int(random, 2, 5)
  const w = int(random, 12, 40)
  const dh = int(random, 8, Math.max(9, Math.min(22, Math.floor(108 / n))))
  const H = n * dh + 4
  const canvas = begin(w + 4, H + 2, null)
  const paint = tint(random, CABINETS)
  const gap = dark(paint, 0.6)
  const card = tint(random, PAPERS)
  const handle = tint(random, [...METALS, ...BRASS])
  rect(canvas, 1, 1, w, H, paint)
  line(canvas, w, 1, w, H, dark(paint, 0.8))
  line(canvas, 1, 1, w, 1, light(paint, 0.3))
  for (let d = 0; d < n; d++) {
    const y0 = 3 + d * dh
    line(canvas, 2, y0 + dh - 1, w - 1, y0 + dh - 1, gap)
    const word = choose(random, INDEX_WORDS, w - 8)
    const lw = word && dh >= ROWS + 6 ? measure(word) + 3 : Math.max(4, Math.round(w * 0.3))
    const lh = word && dh >= ROWS + 6 ? ROWS + 2 : 2
    const lx = Math.round((w + 2 - lw) / 2)
    const ly = y0 + 1
    frame(canvas, lx - 1, ly - 1, lx + lw, ly + lh, handle)
    rect(canvas, lx, ly, lx + lw - 1, ly + lh - 1, card)
    if (word && dh >= ROWS + 6) print(canvas, word, lx + 2, ly + 1, ink)
    const hy = ly + lh + 2
    if (hy < y0 + dh - 2) {
      const hw = Math.max(2, Math.round(w * 0.2))
      line(canvas, Math.round(w / 2) + 1 - hw, hy, Math.round(w / 2) + 1 + hw, hy, handle)
    }
  }
  if (w >= 16) circle(canvas, w - 3, 4, 1, handle)
  rect(canvas, 2, H + 1, 3, H + 1, gap)
  rect(canvas, w - 2, H + 1, w - 1, H + 1, gap)
  return finishOff(canvas, random, ink, 0.35, 0)
}

/** A card-index cabinet: a wooden grid of small drawers each with a brass label plate and a pull; opaque. */
function cardIndex(random: Random, ink: RGB): RGBAImage {
  const cols = int(random, 2, 10)
  const rows = chance(random, 0.3) ? 1 : int(random, 2, 7)
  const cw = int(random, 8, 15)
  const ch = int(random, 7, 12)
  const W = cols * cw + 3
  const H = rows * ch + 3
  if (W > 118 || H > 118) return cardIndex(random, ink)
  const wood = tint(random, WOODS)
  const gap = dark(wood, 0.6)
  const canvas = begin(W, Math.max(8, H), gap)
  const brass = tint(random, BRASS)
  const plate = tint(random, PAPERS)
  let letter = int(random, 0, 20)
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++, letter++) {
      const x0 = 2 + c * cw
      const y0 = 2 + r * ch
      rect(canvas, x0, y0, x0 + cw - 2, y0 + ch - 2, wood)
      line(canvas, x0, y0, x0 + cw - 2, y0, light(wood, 0.25))
      const pw = Math.min(cw - 4, 7)
      const px = x0 + Math.floor((cw - 1 - pw) / 2)
      if (ch >= 10 && cw >= 10) {
        frame(canvas, px - 1, y0 + 1, px + pw, y0 + ROWS + 2, brass)
        rect(canvas, px, y0 + 2, px + pw - 1, y0 + ROWS + 1, plate)
        const l = 'ABCDEFGHIJKLMNOPRSTUWYZ'[letter % 23] as string
        printCentred(canvas, l, px + pw / 2, y0 + 2, ink)
        canvas.set(x0 + Math.floor((cw - 1) / 2), y0 + ch - 3, brass)
      } else {
        rect(canvas, px, y0 + 2, px + pw - 1, y0 + 3, brass)
        canvas.set(x0 + Math.floor((cw - 1) / 2), y0 + ch - 3, brass)
      }
    }
  return trimmed(canvas)
}

/** An index card: a red heading rule, blue rules with written lines, a typed heading, a hole or a tab on some. */
function indexCard(random: Random, ink: RGB): RGBAImage {
  const tiny = chance(random, 0.25)
  const W = tiny ? int(random, 10, 12) : int(random, 20, 90)
  const H = tiny ? int(random, 8, 9) : clamp(Math.round(W * uniform(random, 0.55, 0.65)), 12, 60)
  const tab = !tiny && chance(random, 0.35)
  const canvas = begin(W, H + (tab ? 4 : 0), null)
  const top = tab ? 4 : 0
  const card = tint(random, PAPERS)
  const blue = tint(random, hexes(0x88a8d8, 0x98b4e0))
  const red = tint(random, REDS)
  const pen = tint(random, hexes(0x1e3a8a, 0x1e1e24, 0x2a2a6a))
  rect(canvas, 0, top, W - 1, top + H - 1, card)
  if (tab) {
    const tw = Math.round(W * 0.3)
    const tx = int(random, 1, W - tw - 1)
    rect(canvas, tx, 0, tx + tw, top, tint(random, FILE_COLOURS))
  }
  const head = tiny ? 2 : ROWS + 3
  line(canvas, 0, top + head, W - 1, top + head, red)
  if (!tiny) {
    const word = choose(random, INDEX_WORDS, W - 6)
    if (word) print(canvas, word, 2, top + 2, ink)
    const num = digits(random, 3)
    if (measure(word ?? '') + measure(num) + 8 < W) print(canvas, num, W - 2 - measure(num), top + 2, red)
  }
  for (let y = top + head + 3; y < top + H - 1; y += 3) {
    line(canvas, 0, y, W - 1, y, blue)
    if (chance(random, 0.75)) {
      const len = int(random, Math.round(W * 0.3), W - 4)
      for (let x = 2; x < 2 + len; x++) if (random() > 0.18) canvas.set(x, y - 1, pen)
    }
  }
  if (!tiny && chance(random, 0.5)) ellipse(canvas, W / 2 - 0.5, top + H - 3, 1.5, 1.2, () => null)
  if (!tiny && chance(random, 0.5))
    for (let y = top + 1; y < top + H - 1; y++) canvas.set(W - 1, y, dark(card, 0.85))
  return finishOff(canvas, random, ink, tiny ? 0.6 : 0.3, 0)
}

/** Lever-arch box files standing on a shelf: coloured spines with a finger ring and a label; lying on some. */
function boxFiles(random: Random, ink: RGB): RGBAImage {
  const n = int(random, 2, 12)
  const sw = int(random, 7, 12)
  const h = int(random, 20, 60)
  const W = n * (sw + 1) + 4
  if (W > 118) return boxFiles(random, ink)
  const canvas = begin(W, h + 4, null)
  const colours = [0, 1, 2].map(() => tint(random, FILE_COLOURS))
  const label = tint(random, PAPERS)
  const shelf = tint(random, WOODS)
  const metal = tint(random, METALS)
  const shadow = dark(shelf, 0.55)
  let year = int(random, 1960, 2020)
  for (let i = 0; i < n; i++, year++) {
    const x0 = 2 + i * (sw + 1)
    const fh = h - int(random, 0, 3)
    const y0 = h + 1 - fh
    const c = colours[i % 3] as RGB
    rect(canvas, x0, y0, x0 + sw - 1, h, c)
    line(canvas, x0, y0, x0 + sw - 1, y0, metal)
    line(canvas, x0 + sw - 1, y0 + 1, x0 + sw - 1, h, shadow)
    const ly = y0 + 3
    const lh = Math.min(ROWS + 2, Math.round(fh * 0.3))
    rect(canvas, x0 + 1, ly, x0 + sw - 2, ly + lh, label)
    const text = String(year % 100).padStart(2, '0')
    if (measure(text) <= sw - 3 && lh >= ROWS + 1) print(canvas, text, x0 + 2, ly + 1, ink)
    else line(canvas, x0 + 2, ly + 1, x0 + sw - 3, ly + 1, ink)
    const ry = y0 + Math.round(fh * 0.68)
    if (ry + 3 < h) oval(canvas, x0 + (sw - 1) / 2, ry, Math.max(1.5, sw * 0.25), 2.5, metal)
  }
  rect(canvas, 0, h + 1, W - 1, h + 3, shelf)
  line(canvas, 0, h + 3, W - 1, h + 3, dark(shelf, 0.7))
  return finishTurned(canvas, random, ink, 0.3, 0.2, 0)
}

/** Archive boxes stacked in columns: lids with a lip, hand-holes, labels with a reference; tall on some. */
function archiveBoxes(random: Random, ink: RGB): RGBAImage {
  const cols = int(random, 1, 3)
  const rows = int(random, 1, 6)
  const bw = int(random, 14, 34)
  const bh = int(random, 8, 18)
  const W = cols * (bw + 1) + 2
  const H = rows * bh + 2
  if (W > 118 || H > 118) return archiveBoxes(random, ink)
  const canvas = begin(W, H, null)
  const card = tint(random, CARDBOARDS)
  const lip = dark(card, 0.8)
  const hole = dark(card, 0.45)
  const label = tint(random, PAPERS)
  for (let c = 0; c < cols; c++) {
    const rs = rows - (c === cols - 1 && cols > 1 ? int(random, 0, rows - 1) : 0)
    for (let r = 0; r < rs; r++) {
      const x0 = 1 + c * (bw + 1)
      const y1 = H - 2 - r * bh
      const y0 = y1 - bh + 1
      rect(canvas, x0, y0, x0 + bw - 1, y1, card)
      rect(canvas, x0, y0, x0 + bw - 1, y0 + 1, lip)
      line(canvas, x0, y1, x0 + bw - 1, y1, lip)
      const text = pick(random, [
        'BOX ' + digits(random, 2),
        'REF ' + digits(random, 1),
        digits(random, 4),
        'A' + digits(random, 2),
      ])
      const lw = measure(text) + 3
      if (lw <= bw - 4 && bh >= ROWS + 6) {
        rect(canvas, x0 + 2, y0 + 3, x0 + 2 + lw, y0 + 4 + ROWS, label)
        print(canvas, text, x0 + 4, y0 + 4, ink)
      } else rect(canvas, x0 + 2, y0 + 3, x0 + Math.round(bw / 2), y0 + 5, label)
      const hx = x0 + bw - 6
      if (bh >= 10) rect(canvas, hx, y0 + 4, hx + 3, y0 + 5, hole)
    }
  }
  return finishOff(canvas, random, ink, 0.35, 0)
}

/** Rolled plans standing in a bin: rolls of several heights with spiral ends and bands, a wire or wicker bin. */
function rolledPlans(random: Random, ink: RGB): RGBAImage {
  const n = int(random, 3, 10)
  const r = int(random, 2, 4)
  const binW = n * (2 * r) + 4
  const binH = int(random, 10, 30)
  const H = binH + int(random, 14, 60)
  const canvas = begin(binW + 6, H + 2, null)
  const papers = [tint(random, PAPERS), tint(random, hexes(0xb8d0e8, 0xe8dcb0, 0xf0f0f0))]
  const band = tint(random, REDS)
  const shade = dark(papers[0] as RGB, 0.72)
  const binC = tint(random, [...METALS, ...WOODS])
  for (let i = 0; i < n; i++) {
    const cx = 5 + r + i * 2 * r + int(random, -1, 1)
    const top = int(random, 2, H - binH - 4)
    const p = papers[i % 2] as RGB
    rect(canvas, cx - r, top + 1, cx + r - 1, H, p)
    line(canvas, cx + r - 1, top + 1, cx + r - 1, H, shade)
    ellipse(canvas, cx - 0.5, top + 1, r, Math.max(1, r * 0.6), solid(WHITE))
    canvas.set(cx, top + 1, shade)
    if (r >= 3) canvas.set(cx - 1, top + 1, shade)
    if (chance(random, 0.5)) {
      const by = int(random, top + 4, H - binH - 1)
      line(canvas, cx - r, by, cx + r - 1, by, band)
    }
  }
  const y0 = H - binH
  const wire = chance(random, 0.5)
  for (let y = y0; y <= H; y++)
    for (let x = 2; x <= binW + 3; x++) {
      if (wire) {
        if (x % 3 === 2 || y === y0 || y === H || (y - y0) % 5 === 0) canvas.set(x, y, binC)
      } else canvas.set(x, y, (Math.floor(x / 2) + Math.floor(y / 2)) % 2 ? binC : dark(binC, 0.75))
    }
  return finishOff(canvas, random, ink, 0.3)
}

const archiveSprite = theme([
  filingCabinet,
  filingCabinet,
  cardIndex,
  indexCard,
  boxFiles,
  archiveBoxes,
  rolledPlans,
])

export const HYPOGEUM_GENERATORS: SpriteGenerator[] = [
  { name: 'hypogeum-glassblower', draw: ruled(glassSprite) },
  { name: 'hypogeum-surveyor', draw: ruled(surveySprite) },
  { name: 'hypogeum-perfumery', draw: ruled(perfumerySprite) },
  { name: 'hypogeum-coffee', draw: ruled(coffeeSprite) },
  { name: 'hypogeum-baths', draw: ruled(bathsSprite) },
  { name: 'hypogeum-sawmill', draw: ruled(sawmillSprite) },
  { name: 'hypogeum-pizzeria', draw: ruled(pizzaSprite) },
  { name: 'hypogeum-archive', draw: ruled(archiveSprite) },
]
