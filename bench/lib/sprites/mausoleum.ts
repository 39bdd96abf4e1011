// The generators of the `mausoleum` split of the wide recovery bench, written in round 29 to be held back
// after cenotaph, before cenotaph was scored, never looked at by any method work, and used by no other
// split: bowling (tenpins, skittles and duckpins standing alone or falling in a group with a ball rolling
// in, balls with finger holes, plain, marbled or speckled, and ball returns, lanes from above alone or side
// by side, score sheets and overhead score screens, pins from above on their deck), heating (cast-iron
// column and flat panel radiators with a valve, wood stoves boxed or pot-bellied with a flue, fireplaces in
// a papered room, hot-water bottles, bar heaters and wall thermostats), kitchen appliances (toasters with
// toast in them, fridges with magnets and notes on their doors, microwave ovens, hobs from above on a
// worktop with a pan on some, blenders), garden things (watering cans, wheelbarrows with a load, gnomes,
// hose reels on a cart or coiled on the ground, bird baths, rows of flower pots, seed packets), theatre and
// cinema (stages behind a proscenium and curtains, tickets, clapperboards, stage spotlights hung from a
// pipe or on a tripod, rows of seats, marquees), the farmyard (scarecrows, hay: fields of round bales and
// stacks of square ones, grain silos, milk churns alone or in a row on a stand, village hand pumps), street
// furniture (park benches, litter bins round, wheelie or on a post, bollards alone or chained in a row,
// pillar and lamp boxes, bus stops and shelters, parking meters, manhole covers and drains) and the seaside
// (deckchairs open or folded, windbreaks, lifebuoys alone or in a cabinet, buckets, spades and sandcastles,
// surfboards, beaches). Score marks and running scores, valve and thermostat numbers, microwave times,
// fridge-magnet letters, seed names, ADMIT ONE, show names, rows, seats and serials, ROLL, SCENE and TAKE,
// marquee words, churn and bin numbers, LITTER, collection times and cyphers, BUS and route numbers, PAY and
// meter minutes, WATER, GAS and SEWER, and LIFEBUOY are text-like glyphs in a 3×5 font of this file (twice
// size on some marquees and seed packets), and fridge notes, clapperboard fields, bench plaques, timetables
// and collection plates 1-px "text"; lane boards, arrows and dots, score-sheet rules, convector lines and
// stove vents, mortar, bottle ribs, heater guard wires, worktop grain, microwave keys, blender ticks, rose
// holes, seedling stems, stage-floor joints, footlights and fringes, ticket perforations (holes),
// marquee bulbs, silo ribs and ladders, twine, bench grain, bin slats, drain slots, windbreak poles and
// surfboard stringers are 1-px lines and dots over flat runs; pin-deck rings, burner and plate rings, pan
// rims, dial rims, watering-can handles, hoses, bird-bath bowls, fishing lines, cables, chains sagging
// between bollards, lifebuoy ropes, bucket handles, bench scrolls, bale spirals and ladder hoops are curved
// 1-px outlines; clapper stripes and gas pan supports run at 45°, with falling and knocked pins at any
// slant, raised clapper sticks, spotlight bodies, beams and barn doors, wheelbarrow handles, watering-can
// spouts, pump handles, deckchair and tripod legs, straw tufts, marble veins and chrome reflections at
// other slants. Ball shading, framed pictures, heater reflectors, microwave mesh, a glowing ceramic zone,
// soup, blender froth, barrow soil, moss, zinc, stage backdrops and spotlight pools, spotlight beams,
// skies over hay fields and beaches, surf, sand and shelter adverts are ordered-dithered (2×2), and
// hearths, knitted covers and panel-radiator grilles are checkered. Lanes, score sheets, pin decks,
// fireplaces, microwaves, hobs, stages, marquees, hay fields, road covers, beaches and wall thermostats are
// opaque, tickets, seed packets and fridges all but a few holes and corners; falling pins, stoves with a
// long flue, watering cans, wheelbarrows, hose reels, spotlights, scarecrows, hand pumps, bus stops on a pole,
// parking meters, benches and deckchairs are mostly transparent. Single lanes, score sheets, low
// radiators, rows of pots, tickets, rows of seats, rows of churns, rows of bollards, low benches,
// windbreaks, folded deckchairs and surfboards lying down are thin strips; standing pins, stoves with a
// long flue, fridges, blenders, silos, pillar boxes, bus stops, parking meters, lifebuoy cabinets and
// upright surfboards are tall ones; balls, hot-water bottles, thermostats, toasters, watering cans, gnomes,
// ticket stubs, churns, bollards, bins, road covers, lifebuoys and buckets are tiny (8 to 12 px) on some
// draws. Held back: scored once at the end of a round (bench/lib/wide/splits.ts).
import type { RGBAImage } from '@threadbit/pixelart'
import { uniform, type Random } from '../../../packages/pixelart/src/recover/testing/degrade.ts'
import {
  Canvas,
  type RGB,
  type SpriteGenerator,
  within,
  begin,
  finish,
  rotated,
  int,
  pick,
  tint,
  distinctTints,
  nudge,
  mix,
  scale,
  hexes,
  INKS,
  HUES,
  WHITES,
  rect,
  line,
  frame,
  bar,
  polygon,
  ellipse,
  solid,
  ring,
  circle,
  scribble,
  bayer,
  isColour,
  mod,
  inside,
  roundedBox,
  dither,
  repaint,
} from './canvas.ts'

const WHITE: RGB = [255, 255, 255]

type Point = [number, number]

// ---- drawing helpers of this split -------------------------------------------------------------------

/** Brightness of a colour, 0 to 255. */
const luma = (c: RGB) => 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2]

/** A darker or a lighter tone of a colour, whichever stands out from it (shading on dark paint lifts). */
const away = (c: RGB, k: number): RGB => (luma(c) > 80 ? scale(c, 1 - k) : mix(c, WHITE, k * 0.8))

/**
 * A 3×5 font of this split (capitals, digits and a few signs), each glyph three columns of five rows,
 * written as five 3-bit rows, most significant bit on the left.
 */
const GLYPHS: Record<string, number[]> = {
  A: [2, 5, 7, 5, 5],
  B: [6, 5, 6, 5, 6],
  C: [3, 4, 4, 4, 3],
  D: [6, 5, 5, 5, 6],
  E: [7, 4, 6, 4, 7],
  F: [7, 4, 6, 4, 4],
  G: [3, 4, 5, 5, 3],
  H: [5, 5, 7, 5, 5],
  I: [7, 2, 2, 2, 7],
  J: [1, 1, 1, 5, 2],
  K: [5, 5, 6, 5, 5],
  L: [4, 4, 4, 4, 7],
  M: [5, 7, 7, 5, 5],
  N: [6, 5, 5, 5, 5],
  O: [2, 5, 5, 5, 2],
  P: [6, 5, 6, 4, 4],
  Q: [2, 5, 5, 6, 3],
  R: [6, 5, 6, 5, 5],
  S: [3, 4, 2, 1, 6],
  T: [7, 2, 2, 2, 2],
  U: [5, 5, 5, 5, 7],
  V: [5, 5, 5, 5, 2],
  W: [5, 5, 7, 7, 5],
  X: [5, 5, 2, 5, 5],
  Y: [5, 5, 2, 2, 2],
  Z: [7, 1, 2, 4, 7],
  '0': [7, 5, 5, 5, 7],
  '1': [2, 6, 2, 2, 7],
  '2': [6, 1, 2, 4, 7],
  '3': [6, 1, 2, 1, 6],
  '4': [5, 5, 7, 1, 1],
  '5': [7, 4, 6, 1, 6],
  '6': [3, 4, 7, 5, 7],
  '7': [7, 1, 2, 2, 2],
  '8': [7, 5, 7, 5, 7],
  '9': [7, 5, 7, 1, 6],
  '/': [1, 1, 2, 4, 4],
  '-': [0, 0, 7, 0, 0],
  '.': [0, 0, 0, 0, 2],
  ':': [0, 2, 0, 2, 0],
  '+': [0, 2, 7, 2, 0],
  ' ': [0, 0, 0, 0, 0],
}

/** How wide a string is in the 3×5 font at k times size (a glyph and a one-column gap each). */
const glyphWidth = (text: string, k = 1) => Math.max(0, text.length * 4 - 1) * k

/** A string in the 3×5 font with its top left at (x, y), each glyph pixel a k × k square. */
function glyphs(canvas: Canvas, text: string, x: number, y: number, c: RGB, k = 1) {
  let at = x
  for (const ch of text) {
    const rows = GLYPHS[ch] ?? GLYPHS[' ']
    rows?.forEach((bits, gy) => {
      for (let gx = 0; gx < 3; gx++)
        if (bits & (4 >> gx))
          rect(canvas, at + gx * k, y + gy * k, at + gx * k + k - 1, y + gy * k + k - 1, c)
    })
    at += 4 * k
  }
}

/** The same, centred on column cx. */
const centredGlyphs = (canvas: Canvas, text: string, cx: number, y: number, c: RGB, k = 1) =>
  glyphs(canvas, text, Math.round(cx - glyphWidth(text, k) / 2), y, c, k)

/**
 * The pixels of a path p(t), t from 0 to 1, about `length` px long, one pixel wide: sampled finely, each
 * pixel taken once, and a pixel dropped where the path would turn a corner through it (so the line stays
 * 8-connected and thin).
 */
function trace(p: (t: number) => Point, length: number): Point[] {
  const steps = Math.max(12, Math.ceil(length * 4))
  const out: Point[] = []
  for (let i = 0; i <= steps; i++) {
    const [fx, fy] = p(i / steps)
    const q: Point = [Math.round(fx), Math.round(fy)]
    const last = out[out.length - 1]
    if (last && last[0] === q[0] && last[1] === q[1]) continue
    const prior = out[out.length - 2]
    if (prior && Math.abs(prior[0] - q[0]) <= 1 && Math.abs(prior[1] - q[1]) <= 1) out.pop()
    out.push(q)
  }
  return out
}

/** Paints a path's pixels. */
function paint(canvas: Canvas, points: Point[], c: RGB) {
  for (const [x, y] of points) canvas.set(x, y, c)
}

/** A 1-px elliptical arc from angle a0 to a1 (radians, y down). */
function arc(canvas: Canvas, cx: number, cy: number, rx: number, ry: number, a0: number, a1: number, c: RGB) {
  paint(
    canvas,
    trace(
      (t) => [cx + rx * Math.cos(a0 + (a1 - a0) * t), cy + ry * Math.sin(a0 + (a1 - a0) * t)],
      Math.abs(a1 - a0) * Math.max(rx, ry),
    ),
    c,
  )
}

/** A quadratic curve from a to b pulled towards `via`. */
function sag(a: Point, via: Point, b: Point): Point[] {
  const q = (t: number, i: 0 | 1) => (1 - t) ** 2 * a[i] + 2 * t * (1 - t) * via[i] + t * t * b[i]
  return trace(
    (t) => [q(t, 0), q(t, 1)],
    Math.hypot(via[0] - a[0], via[1] - a[1]) + Math.hypot(b[0] - via[0], b[1] - via[1]),
  )
}

/**
 * A solid of revolution seen from the side: at each row y from `top` (its half-width given by
 * half(y), none where it is 0 or less), shaded across by where the column falls: `tones` dark to light,
 * lit left of centre and darkest at the right edge (bottles, pins, churns, silos, pillar boxes).
 */
function turnedBody(
  canvas: Canvas,
  cx: number,
  top: number,
  bottom: number,
  half: (y: number) => number,
  tones: RGB[],
) {
  for (let y = top; y <= bottom; y++) {
    const h = half(y)
    if (h <= 0) continue
    for (let x = Math.round(cx - h); x <= Math.round(cx + h); x++) {
      const u = (x - cx) / Math.max(0.5, h)
      // Light falls from the upper left: brightest a third of the way in from the left, darkest right.
      const light = 1 - Math.abs(u + 0.35) * 0.9 - Math.max(0, u) * 0.4
      const k = Math.round(Math.max(0, Math.min(1, light)) * (tones.length - 1))
      canvas.set(x, y, tones[k] as RGB)
    }
  }
}

/** `n` tones of a colour, dark to light, kept apart enough to read (shaded metal, paint, plastic). */
const tones = (base: RGB, n: number): RGB[] =>
  Array.from({ length: n }, (_, i) =>
    i < (n - 1) / 2
      ? scale(base, 0.55 + (0.45 * i) / Math.max(1, (n - 1) / 2))
      : mix(base, WHITE, (0.5 * (i - (n - 1) / 2)) / Math.max(1, (n - 1) / 2)),
  )

/**
 * Paints a box turned by angle `a` about its corner (x0, y0): u runs along its length `len` (the
 * direction a), v across its width `wide`; paint(u, v) gives each pixel's colour (null leaves it).
 */
function turnedBox(
  canvas: Canvas,
  x0: number,
  y0: number,
  len: number,
  wide: number,
  a: number,
  paintAt: (u: number, v: number) => RGB | null,
) {
  const [ca, sa] = [Math.cos(a), Math.sin(a)]
  const reach = len + wide
  for (let y = Math.floor(y0 - reach); y <= Math.ceil(y0 + reach); y++)
    for (let x = Math.floor(x0 - reach); x <= Math.ceil(x0 + reach); x++) {
      const [dx, dy] = [x + 0.5 - x0, y + 0.5 - y0]
      const u = dx * ca + dy * sa
      const v = -dx * sa + dy * ca
      if (u < 0 || u >= len || v < 0 || v >= wide) continue
      const c = paintAt(u, v)
      if (c) canvas.set(x, y, c)
    }
}

/** Steel and aluminium, and the woods of handles, benches, frames and posts. */
const STEELS = hexes(0xa8aeb6, 0x9aa0a8, 0xc0c4c8, 0xb0b4a8)
const WOODS = hexes(0xb07a48, 0xc89060, 0x8a5a34, 0xd8a870, 0x9a6a40)

// ---- bowling ------------------------------------------------------------------------------------------

/** Half-widths of a pin along its length (0 top, 1 foot), as shares of its belly: tenpins, skittles, duckpins. */
const PIN_SHAPES: Record<'tenpin' | 'skittle' | 'duckpin', [number, number][]> = {
  tenpin: [
    [0, 0.22],
    [0.04, 0.42],
    [0.12, 0.52],
    [0.2, 0.46],
    [0.3, 0.32],
    [0.42, 0.56],
    [0.6, 1],
    [0.78, 0.92],
    [0.93, 0.7],
    [1, 0.6],
  ],
  skittle: [
    [0, 0.3],
    [0.05, 0.5],
    [0.14, 0.58],
    [0.24, 0.5],
    [0.34, 0.6],
    [0.55, 1],
    [0.8, 0.94],
    [1, 0.7],
  ],
  duckpin: [
    [0, 0.3],
    [0.06, 0.55],
    [0.15, 0.6],
    [0.26, 0.5],
    [0.36, 0.72],
    [0.58, 1],
    [0.82, 0.9],
    [1, 0.62],
  ],
}

/** Linear interpolation through (t, value) points sorted by t. */
function profile(points: [number, number][], t: number): number {
  for (let i = 1; i < points.length; i++) {
    const [t1, v1] = points[i] as [number, number]
    const [t0, v0] = points[i - 1] as [number, number]
    if (t <= t1) return v0 + ((v1 - v0) * (t - t0)) / Math.max(1e-6, t1 - t0)
  }
  return (points[points.length - 1] as [number, number])[1]
}

interface PinPaint {
  shape: [number, number][]
  body: RGB
  lit: RGB
  shade: RGB
  band: RGB
  /** Where the neck bands sit, as shares of the length. */
  bands: number[]
}

/**
 * A pin `len` px long and `wide` px across its belly, its top at (ox, oy) before turning by angle `a`
 * (radians, 0 upright): every pixel whose centre falls inside the turned profile, shaded across the pin
 * (a lit strip left of its axis, a shade right of it) with red neck bands.
 */
function drawPin(canvas: Canvas, ox: number, oy: number, len: number, wide: number, a: number, p: PinPaint) {
  const [ca, sa] = [Math.cos(a), Math.sin(a)]
  const reach = len + wide
  for (let y = Math.floor(oy - reach); y <= Math.ceil(oy + reach); y++)
    for (let x = Math.floor(ox - reach); x <= Math.ceil(ox + reach); x++) {
      const [dx, dy] = [x + 0.5 - ox, y + 0.5 - oy]
      // Local frame: v along the pin from its top, u across.
      const v = -dx * sa + dy * ca
      const u = dx * ca + dy * sa
      if (v < 0 || v > len) continue
      const t = v / len
      const half = (profile(p.shape, t) * wide) / 2
      if (Math.abs(u) > half) continue
      let c = p.body
      if (p.bands.some((b) => Math.abs(t - b) * len < Math.max(0.5, len * 0.022))) c = p.band
      else if (u > half * 0.45) c = p.shade
      else if (u < -half * 0.35 && u > -half * 0.8 && t > 0.04) c = p.lit
      canvas.set(x, y, c)
    }
}

/** A pin's colours and shape. */
function pinPaint(random: Random): PinPaint {
  const shape = pick(random, ['tenpin', 'tenpin', 'skittle', 'duckpin'] as const)
  const body = tint(random, [...WHITES, ...hexes(0xe8dcc0, 0xd8b888)])
  return {
    shape: PIN_SHAPES[shape],
    body,
    lit: nudge(random, mix(body, WHITE, 0.7)),
    shade: nudge(random, scale(body, 0.74)),
    band: tint(random, hexes(0xce2e2c, 0xb02020, 0x2660be, 0x2e9250)),
    bands: shape === 'skittle' ? [0.24] : random() < 0.8 ? [0.26, 0.33] : [0.3],
  }
}

/**
 * Bowling pins: one pin upright (tenpin, skittle or duckpin: a turned profile with its head, neck and
 * belly, a lit strip and a shaded side, one or two red bands at the neck; 22 to 90 px tall, a tall one),
 * or a group of three to seven pins, some standing and some falling at any slant, a ball rolling into them
 * on some (mostly transparent).
 */
function pins(random: Random, ink: RGB): RGBAImage {
  const paint0 = pinPaint(random)
  if (random() < 0.45) {
    const len = int(random, 22, 90)
    const wide = Math.max(8, Math.round(len * uniform(random, 0.32, 0.4)))
    const canvas = begin(wide + 4, len + 2, null)
    drawPin(canvas, (wide + 4) / 2, 1, len, wide, 0, paint0)
    return finish(canvas, random, ink, 0.6, 0.5)
  }
  const len = int(random, 14, 40)
  const wide = Math.max(5, Math.round(len * 0.36))
  const n = int(random, 3, 7)
  const W = Math.min(124, Math.round(n * wide * uniform(random, 1.2, 1.9) + len * 0.8))
  const H = Math.round(len * 1.25) + 2
  const canvas = begin(W, H, null)
  const floor = H - 1
  const ball = random() < 0.5
  const ballR = Math.max(3, Math.round(wide * 0.75))
  const x0 = ball ? ballR * 2 + 3 : 2
  for (let k = 0; k < n; k++) {
    const x = x0 + ((W - x0 - wide) * (k + 0.5)) / n
    const falling = random() < 0.45
    const a = falling ? pick(random, [-1, 1]) * uniform(random, 0.35, 1.45) : 0
    // A turned pin rests on its foot: put its top where the foot lands on the floor.
    const foot: Point = [x, floor]
    const top: Point = [foot[0] + len * Math.sin(a), foot[1] - len * Math.cos(a)]
    const lying = Math.abs(a) > 1.2
    drawPin(canvas, top[0], lying ? top[1] - wide * 0.3 : top[1], len, wide, a, paint0)
  }
  if (ball) {
    const colour = tint(random, hexes(0x1a1a22, 0x2660be, 0xce2e2c, 0x8842a6, 0x2e9250))
    const lit = nudge(random, mix(colour, WHITE, 0.45))
    const cx = ballR + 1
    const cy = floor - ballR
    ellipse(canvas, cx, cy, ballR, ballR, (x, y) =>
      (x - cx + ballR * 0.35) ** 2 + (y - cy + ballR * 0.35) ** 2 < (ballR * 0.3) ** 2 ? lit : colour,
    )
    for (let k = 1; k <= 2; k++) line(canvas, cx - ballR - 2 * k, cy - k, cx - ballR - 1 - 3 * k, cy - k, lit)
  }
  return finish(canvas, random, ink, 0.4, 0.5)
}

/**
 * A bowling ball: a sphere with three finger holes (two side by side, the thumb hole below), a lit spot and
 * a shaded crescent (ordered-dithered into the dark side on bigger ones), plain, marbled (1-px swirling
 * veins of a second colour) or speckled; 8 to 12 px on some draws, else 14 to 48. Or a ball return: a
 * hood and a rail with three to six balls on it, a long low one.
 */
function ball(random: Random, ink: RGB): RGBAImage {
  const drawBall = (canvas: Canvas, cx: number, cy: number, r: number, colours: RGB[], style: string) => {
    const [base, dark, lit, vein, hole] = colours as [RGB, RGB, RGB, RGB, RGB]
    const ang = uniform(random, 0, Math.PI)
    const f = uniform(random, 0.5, 0.9)
    const seeds = Array.from({ length: Math.round(r * r * 0.25) }, () => [
      Math.round(cx + uniform(random, -r, r)),
      Math.round(cy + uniform(random, -r, r)),
    ])
    ellipse(canvas, cx, cy, r, r, (x, y) => {
      const [dx, dy] = [x - cx, y - cy]
      if ((dx + r * 0.4) ** 2 + (dy + r * 0.4) ** 2 < (r * 0.22) ** 2 + 0.3) return lit
      const rim = Math.hypot(dx - r * 0.3, dy - r * 0.3)
      if (rim > r * 0.95 && (r < 10 || bayer(x, y) < 0.75)) return dark
      if (r >= 10 && rim > r * 0.82 && bayer(x, y) < 0.4) return dark
      if (style === 'marble') {
        const s = Math.sin(
          (dx * Math.cos(ang) + dy * Math.sin(ang)) * f + 2.2 * Math.sin(dy * 0.35 + dx * 0.2),
        )
        if (Math.abs(s) < 0.16) return vein
      } else if (style === 'speckle' && seeds.some(([sx, sy]) => sx === x && sy === y)) return vein
      return base
    })
    // The finger holes: two side by side above the centre, the thumb hole below, all turned a little.
    const hr = r >= 12 ? 1.3 : r >= 7 ? 0.8 : 0.5
    const turn = uniform(random, -0.6, 0.6)
    const at = (u: number, v: number): Point => [
      cx + u * Math.cos(turn) - v * Math.sin(turn),
      cy + u * Math.sin(turn) + v * Math.cos(turn),
    ]
    const holes = [at(-r * 0.2, -r * 0.25), at(r * 0.2, -r * 0.25), at(0, r * 0.3)]
    for (const [hx, hy] of holes)
      if (hr < 1) canvas.set(Math.round(hx), Math.round(hy), hole)
      else ellipse(canvas, hx, hy, hr, hr, solid(hole))
  }
  const colours = () => {
    const base = tint(random, hexes(0x1a1a22, 0x2660be, 0xce2e2c, 0x8842a6, 0x2e9250, 0xe87824, 0x2eacc0))
    const dark = nudge(random, away(base, 0.4))
    const lit = nudge(random, mix(base, WHITE, 0.55))
    const vein = tint(random, [...WHITES, ...hexes(0xf0c432, 0xe26492, 0x8ab8e0)])
    return [base, dark, lit, vein, ink]
  }
  const style = pick(random, ['plain', 'marble', 'marble', 'speckle'])
  if (random() < 0.7) {
    const tiny = random() < 0.5
    const d = tiny ? int(random, 8, 12) : int(random, 14, 48)
    const canvas = begin(d + 2, d + 2, null)
    drawBall(canvas, (d + 1) / 2, (d + 1) / 2, d / 2, colours(), tiny ? 'plain' : style)
    return finish(canvas, random, ink, tiny ? 0.2 : 0.3, 0.5)
  }
  // The ball return: a hood at one end, a rail with balls queued on it.
  const n = int(random, 3, 6)
  const r = int(random, 4, 9)
  const hoodW = Math.round(r * 3.2)
  const W = Math.min(126, hoodW + n * (2 * r + 2) + 4)
  const H = 2 * r + Math.round(r * 1.8) + 4
  const canvas = begin(W, H, null)
  const hood = tint(random, hexes(0x3a3a48, 0x2a4a8a, 0x6a2a2e, 0x8a9098))
  const hoodLit = nudge(random, mix(hood, WHITE, 0.3))
  const rail = tint(random, hexes(0x9aa0a8, 0xc0c4c8, 0x6a6a72))
  const railY = H - Math.round(r * 0.8) - 2
  roundedBox(canvas, 0, Math.round(H * 0.12), hoodW, H - 1, Math.round(r * 0.9), hood)
  rect(canvas, Math.round(hoodW * 0.2), Math.round(H * 0.45), Math.round(hoodW * 0.8), H - 1, ink)
  line(canvas, 2, Math.round(H * 0.12) + 1, hoodW - 3, Math.round(H * 0.12) + 1, hoodLit)
  rect(canvas, hoodW, railY, W - 1, railY + 1, rail)
  rect(canvas, hoodW, H - 2, W - 1, H - 1, hood)
  for (let x = hoodW + 3; x < W - 1; x += Math.max(4, 2 * r)) line(canvas, x, railY + 2, x, H - 3, rail)
  const palettes = [colours(), colours()]
  for (let k = 0; k < n; k++) {
    const cx = hoodW + 2 + r + k * (2 * r + 1)
    if (cx + r >= W) break
    drawBall(canvas, cx, railY - r, r, pick(random, palettes), 'plain')
  }
  return finish(canvas, random, ink, 0, 0.5)
}

/**
 * Bowling lanes seen from above, opaque: one lane 10 to 14 px wide (a thin strip) or two to four side by
 * side, 60 to 124 px long: maple boards (1-px joints, two tones in runs), dark gutters, capping between
 * lanes, the foul line across, a V of target arrows and rows of dots on the approach, and the pin deck
 * with ten pins from above (white heads, red rings) at the far end, some knocked down; turned across on
 * some draws.
 */
function lanes(random: Random, _ink: RGB): RGBAImage {
  const n = random() < 0.5 ? 1 : int(random, 2, 4)
  const lw = n === 1 ? int(random, 8, 10) : int(random, 12, 22)
  const gw = n === 1 ? 2 : int(random, 1, 2)
  const cap = n === 1 ? 0 : int(random, 2, 4)
  const W = n * (lw + 2 * gw) + (n - 1) * cap
  const H = int(random, 60, 124)
  const wood = tint(random, hexes(0xd8b080, 0xe0bc88, 0xc89a68, 0xe8c898))
  const woodB = nudge(random, scale(wood, 0.9))
  const joint = nudge(random, scale(wood, 0.78))
  const deck = nudge(random, mix(wood, WHITE, 0.3))
  const gutter = tint(random, hexes(0x2a2a30, 0x3a3a48, 0x4a4a52))
  const capping = tint(random, hexes(0x6a4a2e, 0x8a9098, 0x2a4a8a, 0x5a2a2e))
  const mark = tint(random, hexes(0x3a2a20, 0xb02020, 0x2a4a8a))
  const pinC = tint(random, WHITES)
  const pinRing = tint(random, hexes(0xce2e2c, 0xb02020))
  const canvas = begin(W, H, wood)
  const deckH = Math.max(10, Math.round(lw * 1.1), lw >= 16 ? 18 : lw >= 12 ? 14 : 10)
  const foul = Math.round(H * uniform(random, 0.72, 0.84))
  for (let k = 0; k < n; k++) {
    const x0 = k * (lw + 2 * gw + cap)
    rect(canvas, x0, 0, x0 + gw - 1, foul - 1, gutter)
    rect(canvas, x0 + gw + lw, 0, x0 + 2 * gw + lw - 1, foul - 1, gutter)
    if (k < n - 1) rect(canvas, x0 + 2 * gw + lw, 0, x0 + 2 * gw + lw + cap - 1, H - 1, capping)
    const lx = x0 + gw
    // Boards: 1-px joints every other board, runs of two tones.
    const bw = lw >= 16 ? 2 : 1
    for (let x = lx; x < lx + lw; x++) {
      const b = Math.floor((x - lx) / bw)
      const tone = mod(b * 7 + k * 3, 5) < 2 ? woodB : wood
      for (let y = deckH; y < H; y++) canvas.set(x, y, tone)
      if ((x - lx) % (bw * 2) === bw * 2 - 1 && lw >= 12)
        for (let y = deckH; y < H; y += 1) if (y % 17 !== 0) canvas.set(x, y, joint)
    }
    rect(canvas, lx, 0, lx + lw - 1, deckH - 1, deck)
    line(canvas, lx, deckH, lx + lw - 1, deckH, joint)
    line(canvas, x0, foul, x0 + 2 * gw + lw - 1, foul, mark)
    // The arrows in a V, the dots nearer the foul line, the approach dots behind it.
    const arrowsY = Math.round(deckH + (foul - deckH) * 0.62)
    const arrows = lw >= 12 ? 5 : 3
    for (let a = 0; a < arrows; a++) {
      const ax = lx + Math.round(((a + 0.5) * lw) / arrows)
      const ay = arrowsY + Math.abs(a - (arrows - 1) / 2) * 2
      canvas.set(ax, ay, mark)
      canvas.set(ax, ay + 1, mark)
      canvas.set(ax, ay + 2, mark)
      if (lw >= 12) {
        canvas.set(ax - 1, ay + 3, mark)
        canvas.set(ax + 1, ay + 3, mark)
      }
    }
    for (const dy of [Math.round((foul - arrowsY) * 0.55), H - foul > 8 ? foul - arrowsY + 5 : -1]) {
      if (dy < 0) continue
      for (let a = 1; a < arrows; a++) canvas.set(lx + Math.round((a * lw) / arrows), arrowsY + dy, mark)
    }
    // The pins from above on the deck, a triangle of four rows, point towards the bowler.
    const s = lw >= 16 ? 4 : lw >= 12 ? 3 : 2
    for (let row = 0; row < 4; row++)
      for (let i = 0; i <= row; i++) {
        if (random() < 0.2) continue
        const px = Math.round(lx + lw / 2 + (i - row / 2) * s)
        const py = deckH - 3 - (3 - row) * s
        if (s >= 4) {
          canvas.set(px - 1, py, pinRing)
          canvas.set(px + 1, py, pinRing)
          canvas.set(px, py - 1, pinRing)
          canvas.set(px, py + 1, pinRing)
        }
        canvas.set(px, py, pinC)
        if (s === 3) canvas.set(px, py + 1, pinRing)
      }
  }
  return random() < 0.5 ? rotated(canvas).image() : canvas.image()
}

/** One game of ten frames: each frame's marks (X, /, - or a count) and the running score. */
function bowlGame(random: Random): { marks: string[][]; totals: number[] } {
  const rolls: number[] = []
  const marks: string[][] = []
  const roll = (left: number) => {
    const skill = uniform(random, 0.45, 1)
    return Math.min(left, Math.max(0, Math.round(left * skill + uniform(random, -2, 2))))
  }
  for (let f = 0; f < 10; f++) {
    const a = roll(10)
    rolls.push(a)
    if (a === 10 && f < 9) {
      marks.push(['', 'X'])
      continue
    }
    const b = a === 10 ? roll(10) : roll(10 - a)
    rolls.push(b)
    const sym = (v: number) => (v === 0 ? '-' : String(v))
    if (f < 9) {
      marks.push([sym(a), a + b === 10 ? '/' : sym(b)])
      continue
    }
    const m = [a === 10 ? 'X' : sym(a), a === 10 ? (b === 10 ? 'X' : sym(b)) : a + b === 10 ? '/' : sym(b)]
    if (a === 10 || a + b === 10) {
      const c = roll(10)
      rolls.push(c)
      m.push(c === 10 ? 'X' : sym(c))
    }
    marks.push(m)
  }
  const totals: number[] = []
  let total = 0
  let i = 0
  for (let f = 0; f < 10; f++) {
    const a = rolls[i] as number
    const b = rolls[i + 1] ?? 0
    const c = rolls[i + 2] ?? 0
    if (a === 10) {
      total += 10 + b + c
      i += 1
    } else if (a + b === 10) {
      total += 10 + c
      i += 2
    } else {
      total += a + b
      i += 2
    }
    totals.push(total)
  }
  return { marks, totals }
}

/**
 * A score sheet for one game, opaque, as a thin strip 14 px high: a box for each of the ten frames (or the
 * first or last five, with the player's initials in front), two small boxes in its top right corner for
 * the rolls marked X, /, - or a count in 3×5 glyphs, and the running score under them; on paper with
 * printed lines, or as a lit overhead screen.
 */
function scoreSheet(random: Random, ink: RGB): RGBAImage {
  const { marks, totals } = bowlGame(random)
  const screen = random() < 0.4
  const paper = screen ? tint(random, hexes(0x101828, 0x1a1a22, 0x102a20)) : tint(random, WHITES)
  const rule = screen
    ? tint(random, hexes(0x2a4a8a, 0x3a5a6a))
    : tint(random, hexes(0x6a8ab0, 0x9aa0a8, 0xc86a6a))
  const markC = screen ? tint(random, hexes(0xf0c432, 0x6ae08a, 0xe8e4da)) : ink
  const strikeC = tint(random, screen ? hexes(0xe85a4a, 0x6ac8e8) : hexes(0xce2e2c, 0x2660be))
  const totalC = screen ? nudge(random, mix(markC, WHITE, 0.4)) : markC
  const nameC = tint(random, hexes(0x2660be, 0x2e9250, 0xce2e2c, 0xe87824))
  const half = random() < 0.45 ? pick(random, [0, 5]) : -1
  const frames = half < 0 ? [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] : [half, half + 1, half + 2, half + 3, half + 4]
  const fw = 12
  const nameW = half < 0 ? 0 : 14
  const W = nameW + frames.reduce((s, f) => s + (f === 9 ? 16 : fw), 0) + 1
  const H = 14
  const canvas = begin(W, H, paper)
  frame(canvas, 0, 0, W - 1, H - 1, rule)
  if (nameW) {
    rect(canvas, 1, 1, nameW - 1, H - 2, nameC)
    const initials = String.fromCharCode(65 + int(random, 0, 25), 65 + int(random, 0, 25))
    glyphs(canvas, initials, 2 + Math.floor((nameW - 2 - glyphWidth(initials)) / 2), 5, paper)
  }
  let x = nameW
  for (const f of frames) {
    const w = f === 9 ? 16 : fw
    line(canvas, x, 0, x, H - 1, rule)
    const m = marks[f] as string[]
    const boxes = f === 9 ? 3 : 2
    const bx = x + w - boxes * 5
    // The roll boxes: 1-px lines down from the top and under them.
    for (let b = 0; b < boxes; b++) line(canvas, bx + b * 5, 0, bx + b * 5, 6, rule)
    line(canvas, bx, 6, x + w, 6, rule)
    const shown = f === 9 ? m : m.length === 2 ? m : ['', ...m]
    shown.forEach((s, b) => {
      if (!s) return
      const gx = bx + b * 5 + 1 + (f === 9 ? 0 : 5 * (boxes - shown.length))
      glyphs(canvas, s, gx, 1, s === 'X' || s === '/' ? strikeC : markC)
    })
    const t = String(totals[f])
    glyphs(canvas, t, x + Math.round((w - glyphWidth(t)) / 2) + (t.length === 3 ? 0 : 1), 8, totalC)
    x += w
  }
  return canvas.image()
}

/**
 * Pins from above, the ten in their triangle (or nine in a diamond for skittles): round heads with a ring
 * of the neck band and a lit spot, standing on a pin deck (opaque, the spots painted under the knocked
 * pins) or alone on transparency; knocked pins lie at any heading (their side profile from above).
 */
function pinDeck(random: Random, ink: RGB): RGBAImage {
  const p = pinPaint(random)
  const r = int(random, 2, 5)
  const s = Math.round(r * uniform(random, 2.4, 3.2))
  const diamond = random() < 0.3
  const spots: Point[] = []
  if (diamond)
    for (let i = 0; i < 3; i++)
      for (let j = 0; j < 3; j++) spots.push([(i - j) * s * 0.75, (i + j) * s * 0.75])
  else
    for (let row = 0; row < 4; row++)
      for (let i = 0; i <= row; i++) spots.push([(i - row / 2) * s, row * s * 0.88])
  const xs = spots.map((q) => q[0])
  const ys = spots.map((q) => q[1])
  const pad = r + 3 + (random() < 0.6 ? int(random, 2, 8) : 0)
  const W = Math.round(Math.max(...xs) - Math.min(...xs)) + 2 * pad + 1
  const H = Math.round(Math.max(...ys) - Math.min(...ys)) + 2 * pad + 1
  const onDeck = random() < 0.55
  const deck = tint(random, hexes(0xe0c898, 0xd8b888, 0xe8d8b0))
  const deckLine = nudge(random, scale(deck, 0.82))
  const canvas = begin(W, H, onDeck ? deck : null)
  if (onDeck) for (let x = 2; x < W; x += int(random, 3, 4)) line(canvas, x, 0, x, H - 1, deckLine)
  const ox = pad - Math.min(...xs)
  const oy = pad - Math.min(...ys)
  for (const [sx, sy] of spots) {
    const [cx, cy] = [Math.round(ox + sx), Math.round(oy + sy)]
    if (random() < 0.25) {
      // Knocked down: the pin lying at a heading, seen from above as its side profile, foot at the spot.
      if (onDeck) canvas.set(cx, cy, p.band)
      const a = uniform(random, 0, 2 * Math.PI)
      const L = r * 3.6
      drawPin(canvas, cx + L * Math.sin(a), cy - L * Math.cos(a), L, 2 * r, a, p)
      continue
    }
    ellipse(canvas, cx, cy, r, r, (x, y) => (Math.hypot(x - cx, y - cy) > r - 0.9 ? p.shade : p.body))
    if (r >= 3) circle(canvas, cx, cy, Math.max(1, r - 2), p.band)
    canvas.set(cx - (r >= 4 ? 1 : 0), cy - (r >= 4 ? 1 : 0), p.lit)
  }
  return finish(canvas, random, ink, onDeck ? 0 : 0.5, 0.5)
}

/** Bowling: pins, balls, lanes from above, a score sheet or pins from above. */
const bowlingSprite: SpriteGenerator['draw'] = (random) =>
  pick(random, [pins, pins, ball, ball, lanes, lanes, scoreSheet, pinDeck])(random, tint(random, INKS))

// ---- heating ------------------------------------------------------------------------------------------

/** Cast-iron and painted radiator colours. */
const RADIATOR_PAINTS = hexes(0xf2f0e8, 0xe8e4da, 0x2e5a3e, 0x6a2a2e, 0x3a3a40, 0xc8b8a0, 0x6a8aa8)

/**
 * A radiator from the front: cast-iron columns (4 to 24 sections 2 to 5 px wide with rounded ends, lit on
 * their left and shaded on their right, 1-px transparent gaps between them, hubs along the top and the
 * bottom and feet under the end sections), or a flat panel with 1-px convector lines and a checkered top
 * grille on brackets; a valve on one end (a thermostatic head with 1-px ridges and a number, or a wheel)
 * on a copper pipe down to the floor. Long and low: 10 to 14 px high (a thin strip) on some draws.
 */
function radiator(random: Random, ink: RGB): RGBAImage {
  const paint0 = tint(random, RADIATOR_PAINTS)
  const lit = nudge(random, mix(paint0, WHITE, 0.35))
  const shade = nudge(random, away(paint0, 0.28))
  const deep = nudge(random, away(paint0, 0.5))
  const copper = tint(random, hexes(0xc87a48, 0xb86a38, 0xd8a070))
  const valve = tint(random, [...WHITES, ...hexes(0x2a2a30, 0xce2e2c, 0xc0c4c8)])
  const valveDark = nudge(random, away(valve, 0.3))
  const thin = random() < 0.35
  const H = thin ? int(random, 10, 14) : int(random, 16, 52)
  const panel = random() < 0.3
  const sw = panel ? 0 : int(random, 2, 5)
  const n = panel ? 0 : int(random, 4, Math.min(24, Math.floor(110 / (sw + 1))))
  const bodyW = panel ? int(random, Math.max(30, H), 110) : n * (sw + 1) - 1
  const vw = Math.max(3, Math.round(H * 0.28))
  const side = pick(random, [-1, 1])
  const W = bodyW + vw + 3
  const canvas = begin(W, H, null)
  const bx = side < 0 ? vw + 2 : 0
  const feet = Math.max(1, Math.round(H * 0.1))
  const top = 0
  const bottom = H - 1 - feet
  if (panel) {
    rect(canvas, bx, top + 1, bx + bodyW - 1, bottom, paint0)
    line(canvas, bx, top + 1, bx + bodyW - 1, top + 1, lit)
    line(canvas, bx, bottom, bx + bodyW - 1, bottom, shade)
    const step = int(random, 2, 3)
    for (let x = bx + 2; x < bx + bodyW - 2; x += step) line(canvas, x, top + 3, x, bottom - 2, shade)
    for (let x = bx + 1; x < bx + bodyW - 1; x++) canvas.set(x, top, x % 2 ? deep : lit)
    for (const fx of [bx + 3, bx + bodyW - 5]) rect(canvas, fx, bottom + 1, fx + 1, H - 1, deep)
  } else {
    const hub = Math.max(1, Math.round(H * 0.08))
    rect(canvas, bx, top + 2, bx + bodyW - 1, top + 1 + hub, shade)
    rect(canvas, bx, bottom - 1 - hub, bx + bodyW - 1, bottom - 2, shade)
    for (let k = 0; k < n; k++) {
      const x0 = bx + k * (sw + 1)
      roundedBox(canvas, x0, top, x0 + sw - 1, bottom, sw >= 4 ? 2 : 1, paint0)
      line(canvas, x0, top + 1, x0, bottom - 1, lit)
      if (sw >= 3) line(canvas, x0 + sw - 1, top + 1, x0 + sw - 1, bottom - 1, shade)
      if (sw >= 4 && H >= 24) for (let y = top + 3; y < bottom - 2; y += 4) canvas.set(x0 + 1, y, shade)
    }
    for (const fx of [bx, bx + bodyW - sw]) rect(canvas, fx, bottom + 1, fx + sw - 1, H - 1, deep)
  }
  // The valve on the pipe end: the pipe from the body's side, down to the floor.
  const px = side < 0 ? bx - 2 : bx + bodyW + 1
  const py = bottom - Math.max(2, Math.round(H * 0.18))
  rect(canvas, Math.min(px, px - side), py, Math.max(px, px - side), py + 1, copper)
  rect(canvas, px, py, px + (side < 0 ? -1 : 1) * 0, H - 1, copper)
  if (H >= 18) {
    const hx0 = side < 0 ? 0 : px - 1
    const vh = Math.max(4, Math.round(H * 0.3))
    rect(canvas, hx0, py - vh, hx0 + vw - 1, py - 1, valve)
    for (let y = py - vh + 1; y < py - 1; y += 2) line(canvas, hx0, y, hx0 + vw - 1, y, valveDark)
    if (vw >= 5 && vh >= 8)
      glyphs(canvas, String(int(random, 1, 5)), hx0 + Math.floor((vw - 3) / 2), py - vh - 6, ink)
  } else {
    const wx = side < 0 ? Math.max(1, px - 1) : px + 1
    ellipse(canvas, wx, py - 2, 1.5, 1.5, solid(valve))
    canvas.set(wx, py - 2, valveDark)
  }
  return finish(canvas, random, ink, thin ? 0.3 : 0.5, 0)
}

/** Flames in a dark firebox: licks of red, orange and yellow rising from `base` between x0 and x1. */
function flames(
  canvas: Canvas,
  random: Random,
  x0: number,
  x1: number,
  base: number,
  height: number,
  hot: RGB[],
) {
  const [red, orange, yellow] = hot as [RGB, RGB, RGB]
  const n = Math.max(1, Math.round((x1 - x0) / Math.max(3, height * 0.5)))
  for (let k = 0; k < n; k++) {
    const cx = x0 + ((x1 - x0) * (k + 0.5)) / n + uniform(random, -1, 1)
    const h = height * uniform(random, 0.6, 1)
    const w = Math.max(1.5, ((x1 - x0) / n) * 0.6)
    const lean = uniform(random, -0.3, 0.3)
    for (const [share, c] of [
      [1, red],
      [0.7, orange],
      [0.4, yellow],
    ] as [number, RGB][])
      polygon(
        canvas,
        [
          [cx - w * share, base + 0.5],
          [cx + w * share, base + 0.5],
          [cx + lean * h + 0.5, base - h * share],
        ],
        c,
      )
  }
}

/**
 * A cast-iron wood stove: a box (or a round pot belly) on short legs, a door with a glass window onto
 * logs and flames, a vent below it in 1-px slits, a brass or iron handle, a top plate and a flue pipe
 * with 1-px joint bands rising to the top, bent at an elbow on some; 16 to 48 px wide and as tall as the
 * flue (a tall one when it is long); transparent round it.
 */
function stove(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 16, 48)
  const iron = tint(random, hexes(0x2a2a30, 0x3a3a40, 0x2e3a34, 0x4a2e2a, 0x2a3448))
  const ironLit = nudge(random, mix(iron, WHITE, 0.3))
  const ironDark = nudge(random, scale(iron, 0.6))
  const glass = tint(random, hexes(0x1a1410, 0x201818))
  const log = tint(random, hexes(0x6a4a2e, 0x5a3a22))
  const hot = [tint(random, hexes(0xc82a1e)), tint(random, hexes(0xf07a1e)), tint(random, hexes(0xf8d848))]
  const handle = tint(random, hexes(0xc8a040, 0xa8aeb6))
  const belly = random() < 0.3
  const bodyH = Math.round(W * uniform(random, 0.8, 1.1))
  const legs = Math.max(2, Math.round(W * 0.1))
  const fw = Math.max(3, Math.round(W * uniform(random, 0.2, 0.28)))
  const flue = Math.round(W * uniform(random, 0.4, 2.4))
  const H = Math.min(124, flue + bodyH + legs + 2)
  const canvas = begin(W + 2, H, null)
  const bodyTop = H - legs - bodyH
  const cx = (W + 1) / 2
  // The flue first (the top plate covers its foot), an elbow to the side on some.
  const fx0 = Math.round(cx - fw / 2)
  const elbow = random() < 0.3 && flue > fw * 3
  const fy1 = bodyTop
  const bendY = elbow ? Math.round(fy1 - flue * 0.55) : 0
  rect(canvas, fx0, elbow ? bendY : 0, fx0 + fw - 1, fy1, iron)
  line(canvas, fx0, elbow ? bendY : 0, fx0, fy1, ironLit)
  if (elbow) {
    const dir = pick(random, [-1, 1])
    const ex = dir > 0 ? W + 1 : 0
    rect(canvas, Math.min(fx0, ex), bendY - fw + 1, Math.max(fx0 + fw - 1, ex), bendY, iron)
    line(canvas, Math.min(fx0, ex), bendY - fw + 1, Math.max(fx0 + fw - 1, ex), bendY - fw + 1, ironLit)
    rect(canvas, dir > 0 ? W + 2 - fw : 0, 0, dir > 0 ? W + 1 : fw - 1, bendY, iron)
    line(canvas, dir > 0 ? W + 2 - fw : 0, 0, dir > 0 ? W + 2 - fw : 0, bendY - fw, ironLit)
  }
  for (let y = fy1 - 4; y > (elbow ? bendY : 0); y -= int(random, 6, 12))
    line(canvas, fx0, y, fx0 + fw - 1, y, ironDark)
  // The body.
  if (belly) {
    ellipse(canvas, cx, bodyTop + bodyH * 0.55, W / 2, bodyH * 0.5, (x) =>
      x < cx - W * 0.25 ? ironLit : iron,
    )
    rect(canvas, Math.round(cx - W * 0.3), bodyTop, Math.round(cx + W * 0.3), bodyTop + 2, iron)
  } else {
    rect(canvas, 1, bodyTop + 2, W, H - legs - 1, iron)
    line(canvas, 1, bodyTop + 2, 1, H - legs - 1, ironLit)
    line(canvas, W, bodyTop + 2, W, H - legs - 1, ironDark)
  }
  rect(canvas, 0, bodyTop, W + 1, bodyTop + 1, ironDark)
  line(canvas, 0, bodyTop, W + 1, bodyTop, ironLit)
  // The door and its window.
  const dw = Math.max(6, Math.round(W * 0.62))
  const dh = Math.max(5, Math.round(bodyH * 0.5))
  const dx0 = Math.round(cx - dw / 2)
  const dy0 = bodyTop + Math.max(3, Math.round(bodyH * 0.14))
  rect(canvas, dx0, dy0, dx0 + dw - 1, dy0 + dh - 1, ironDark)
  rect(canvas, dx0 + 1, dy0 + 1, dx0 + dw - 2, dy0 + dh - 2, glass)
  const fb = dy0 + dh - 2
  if (dw >= 8) {
    rect(canvas, dx0 + 2, fb - 1, dx0 + dw - 3, fb, log)
    flames(canvas, random, dx0 + 2, dx0 + dw - 3, fb - 2, Math.max(2, dh - 4), hot)
  } else for (let x = dx0 + 1; x < dx0 + dw - 1; x++) canvas.set(x, fb, pick(random, hot))
  rect(canvas, dx0 + dw, dy0 + Math.floor(dh / 2) - 1, dx0 + dw, dy0 + Math.floor(dh / 2), handle)
  // The vent under the door.
  const vy = dy0 + dh + 1
  if (vy + 2 < H - legs - 1)
    for (let x = dx0 + 1; x < dx0 + dw - 1; x += 2)
      line(canvas, x, vy, x, Math.min(vy + 2, H - legs - 2), ironDark)
  // Legs.
  for (const lx of [1, W - 1]) rect(canvas, lx, H - legs, lx + 1, H - 1, iron)
  return finish(canvas, random, ink, 0.4, 0.5)
}

/**
 * A fireplace, opaque: a papered wall (stripes or a repeat of dots), a surround of bricks (1-px mortar,
 * offset rows), veined marble (1-px veins at slants) or painted wood with pilasters, a mantel shelf with
 * candlesticks, a vase or a framed picture on it, the opening (square or arched) black inside with a
 * grate of 1-px bars, logs and flames, a fireguard of 1-px mesh on some, and a hearth of checkered tiles
 * or a stone slab; 40 to 128 px wide.
 */
function fireplace(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 40, 128)
  const H = Math.max(36, Math.min(110, Math.round(W * uniform(random, 0.65, 0.95))))
  const [wallA, wallB] = distinctTints(
    random,
    hexes(0xc8d8c0, 0xe8d8b8, 0xb8c8d8, 0xd8b8b8, 0x6a8a6a, 0x8a6a8a, 0xc0a880, 0x4a5a7a),
    2,
  ) as [RGB, RGB]
  const kind = pick(random, ['brick', 'marble', 'wood'] as const)
  const surround =
    kind === 'brick'
      ? tint(random, hexes(0xa8482e, 0x8a3a28, 0xb8683e))
      : kind === 'marble'
        ? tint(random, hexes(0xece8e0, 0xd8d4cc, 0x3a3a40))
        : tint(random, [...WOODS, ...WHITES])
  const sLit = nudge(random, mix(surround, WHITE, 0.3))
  const sDark = nudge(random, away(surround, kind === 'brick' ? 0.45 : 0.3))
  const opening = tint(random, hexes(0x141010, 0x1a1614))
  const hot = [tint(random, hexes(0xc82a1e)), tint(random, hexes(0xf07a1e)), tint(random, hexes(0xf8d848))]
  const [hearthA, hearthB] =
    random() < 0.6
      ? (distinctTints(random, hexes(0xe8e4da, 0x2a2a30, 0x8a3a28, 0x2a4a6a, 0x2e5a3e), 2) as [RGB, RGB])
      : [nudge(random, scale(surround, 0.85)), sDark]
  const canvas = begin(W, H, wallA)
  // The wallpaper.
  const paper = pick(random, ['stripes', 'dots', 'plain'] as const)
  const sp = int(random, 3, 6)
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      if (paper === 'stripes' && mod(x, sp * 2) < sp) canvas.set(x, y, wallB)
      if (
        paper === 'dots' &&
        mod(x + (Math.floor(y / sp) % 2) * Math.floor(sp / 2), sp) === 0 &&
        y % sp === 0
      )
        canvas.set(x, y, wallB)
    }
  // The hearth and the surround.
  const floorY = H - Math.max(4, Math.round(H * 0.12))
  const sw = Math.round(W * uniform(random, 0.55, 0.8))
  const sx0 = Math.round((W - sw) / 2)
  const sx1 = sx0 + sw - 1
  const mantelY = Math.round(H * uniform(random, 0.3, 0.42))
  rect(canvas, sx0, mantelY, sx1, floorY - 1, surround)
  const ow = Math.round(sw * uniform(random, 0.45, 0.6))
  const ox0 = Math.round((W - ow) / 2)
  const ox1 = ox0 + ow - 1
  const oy0 = mantelY + Math.max(4, Math.round((floorY - mantelY) * 0.25))
  const arched = random() < 0.4
  if (kind === 'brick') {
    const bh = Math.max(2, Math.round(H / 28))
    const bl = bh * 2 + 1
    for (let y = mantelY + 2; y < floorY; y++)
      for (let x = sx0; x <= sx1; x++) {
        const row = Math.floor((y - mantelY - 2) / (bh + 1))
        if (
          (y - mantelY - 2) % (bh + 1) === bh ||
          mod(x - sx0 + (row % 2) * Math.ceil(bl / 2), bl + 1) === bl
        )
          canvas.set(x, y, sDark)
      }
  } else if (kind === 'marble') {
    for (let v = 0; v < Math.round(sw / 6); v++) {
      let [x, y] = [int(random, sx0, sx1), int(random, mantelY + 2, floorY - 2)]
      const dx = pick(random, [-1, 1])
      for (let k = int(random, 4, 12); k > 0; k--) {
        canvas.set(x, y, sDark)
        x += random() < 0.6 ? dx : 0
        y += random() < 0.7 ? 1 : 0
      }
    }
  } else {
    const pw = Math.max(2, Math.round(sw * 0.08))
    for (const px of [sx0 + 1, sx1 - pw]) {
      line(canvas, px, mantelY + 3, px, floorY - 2, sLit)
      line(canvas, px + pw - 1, mantelY + 3, px + pw - 1, floorY - 2, sDark)
    }
  }
  // The opening, the grate, logs and fire.
  rect(canvas, ox0 - 1, oy0 - 1, ox1 + 1, floorY - 1, sDark)
  rect(canvas, ox0, oy0, ox1, floorY - 1, opening)
  if (arched) {
    const r = ow / 2
    for (let y = oy0 - 1; y < oy0 + r; y++)
      for (let x = ox0 - 1; x <= ox1 + 1; x++) {
        const d = Math.hypot(x + 0.5 - (ox0 + ow / 2), (y + 0.5 - (oy0 + r)) * (r / Math.max(1, r * 0.7)))
        if (d > r + 1) canvas.set(x, y, surround)
        else if (d > r) canvas.set(x, y, sDark)
      }
  }
  const fb = floorY - 2
  const fireW = Math.round(ow * 0.7)
  const fx0 = Math.round(W / 2 - fireW / 2)
  flames(
    canvas,
    random,
    fx0 + 1,
    fx0 + fireW - 2,
    fb - 2,
    Math.max(3, Math.round((floorY - oy0) * 0.55)),
    hot,
  )
  bar(canvas, fx0, fb - 1, fx0 + fireW - 1, fb - 2, 2, sDark)
  for (let x = fx0; x < fx0 + fireW; x += 2) canvas.set(x, fb, ink)
  line(canvas, fx0, fb + 1, fx0 + fireW - 1, fb + 1, ink)
  // The mantel shelf and what stands on it.
  rect(canvas, sx0 - 2, mantelY - 1, sx1 + 2, mantelY + 1, kind === 'brick' ? sDark : surround)
  line(canvas, sx0 - 2, mantelY - 1, sx1 + 2, mantelY - 1, sLit)
  const things = int(random, 1, 3)
  for (let k = 0; k < things; k++) {
    const tx = Math.round(sx0 + ((k + 0.5) * sw) / things)
    const what = pick(random, ['candle', 'vase', 'picture'] as const)
    if (what === 'candle') {
      rect(canvas, tx - 1, mantelY - 3, tx + 1, mantelY - 2, hearthB)
      line(canvas, tx, mantelY - 8, tx, mantelY - 4, hearthA)
      canvas.set(tx, mantelY - 9, hot[2] as RGB)
    } else if (what === 'vase') {
      ellipse(canvas, tx, mantelY - 4, 2.2, 2.6, solid(hearthB))
      rect(canvas, tx - 1, mantelY - 8, tx + 1, mantelY - 6, hearthB)
      canvas.set(tx - 1, mantelY - 5, hearthA)
    } else {
      const ph = Math.max(5, Math.round(mantelY * 0.55))
      const pw2 = Math.round(ph * 1.2)
      rect(canvas, tx - Math.floor(pw2 / 2), mantelY - 2 - ph, tx + Math.floor(pw2 / 2), mantelY - 2, sDark)
      dither(
        canvas,
        tx - Math.floor(pw2 / 2) + 1,
        mantelY - 1 - ph,
        tx + Math.floor(pw2 / 2) - 1,
        mantelY - 3,
        wallB,
        hearthA,
        (_, y) => (y - (mantelY - 1 - ph)) / ph,
      )
    }
  }
  // A fireguard of 1-px mesh on some.
  if (random() < 0.35) {
    const gy = Math.round(oy0 + (floorY - oy0) * 0.45)
    for (let y = gy; y < floorY; y++)
      for (let x = ox0 + 1; x < ox1; x++)
        if ((x + y) % 2 === 0 && (y === gy || (x - ox0) % 3 === 1)) canvas.set(x, y, ink)
  }
  // The hearth.
  const k = Math.max(2, Math.round((H - floorY) / 2))
  for (let y = floorY; y < H; y++)
    for (let x = 0; x < W; x++)
      canvas.set(
        x,
        y,
        hearthA === hearthB || (Math.floor(x / k) + Math.floor((y - floorY) / k)) % 2 ? hearthA : hearthB,
      )
  line(canvas, 0, floorY, W - 1, floorY, sDark)
  return canvas.image()
}

/**
 * A hot-water bottle: a rubber body with shoulders up to a neck and a stopper, ribbed across in 1-px
 * lines, ribbed at 45° or plain with a lit edge, in a knitted cover (a checker of two tones with a band
 * round the neck) on some; 8 to 12 px on some draws, else 14 to 40 wide.
 */
function hotWaterBottle(random: Random, ink: RGB): RGBAImage {
  const tiny = random() < 0.45
  const W = tiny ? int(random, 8, 10) : int(random, 14, 40)
  const H = tiny ? int(random, 10, 12) : Math.round(W * uniform(random, 1.25, 1.6))
  const rubber = tint(random, hexes(0xce2e2c, 0x2660be, 0xe26492, 0x2e9250, 0xe87824, 0x8842a6))
  const rLit = nudge(random, mix(rubber, WHITE, 0.35))
  const rDark = nudge(random, scale(rubber, 0.7))
  const cap = tint(random, hexes(0x2a2a30, 0xf2f0e8, 0x9aa0a8))
  const capDark = nudge(random, away(cap, 0.3))
  const neckW = Math.max(3, Math.round(W * 0.3))
  const neckH = Math.max(2, Math.round(H * 0.14))
  const capH = Math.max(2, Math.round(H * 0.1))
  const canvas = begin(W, H, null)
  const cx = (W - 1) / 2
  const bodyTop = neckH + capH
  const shoulder = Math.max(2, Math.round(W * 0.22))
  polygon(
    canvas,
    [
      [cx - neckW / 2 + 0.5, bodyTop],
      [cx + neckW / 2 + 0.5, bodyTop],
      [W, bodyTop + shoulder],
      [W, H],
      [0, H],
      [0, bodyTop + shoulder],
    ],
    rubber,
  )
  rect(canvas, Math.round(cx - neckW / 2 + 0.5), capH, Math.round(cx + neckW / 2 - 0.5), bodyTop, rubber)
  rect(canvas, Math.round(cx - neckW / 2), 0, Math.round(cx + neckW / 2), capH - 1, cap)
  if (W >= 14)
    for (let x = Math.round(cx - neckW / 2) + 1; x < cx + neckW / 2; x += 2) canvas.set(x, 0, capDark)
  canvas.set(0, H - 1, null)
  canvas.set(W - 1, H - 1, null)
  const cover = !tiny && random() < 0.35
  const rib = pick(random, ['across', 'slant', 'plain'] as const)
  const bandTop = bodyTop + shoulder + (tiny ? 1 : 3)
  if (cover) {
    const [wool, wool2] = distinctTints(
      random,
      [...WHITES, ...hexes(0xc8a0c8, 0x8ab8e0, 0xf0c432, 0xa8d0b8)],
      2,
    ) as [RGB, RGB]
    repaint(canvas, 0, bodyTop + 2, W - 1, H - 1, rubber, (x, y) =>
      y < bodyTop + 4 ? wool2 : (Math.floor(x / 2) + Math.floor(y / 2)) % 2 ? wool : wool2,
    )
  } else if (rib === 'across') {
    for (let y = bandTop; y < H - (tiny ? 1 : 3); y += 2) line(canvas, 1, y, W - 2, y, rDark)
  } else if (rib === 'slant') {
    repaint(canvas, 1, bandTop, W - 2, H - 3, rubber, (x, y) => (mod(x + y, 3) === 0 ? rDark : null))
  }
  repaint(canvas, 0, bodyTop, 1, H - 2, rubber, () => rLit)
  repaint(canvas, W - 1, bodyTop, W - 1, H - 1, rubber, () => rDark)
  return finish(canvas, random, ink, tiny ? 0.6 : 0.5, 0.5)
}

/**
 * An electric bar heater: a case with a polished reflector (an ordered-dithered ramp, light behind the
 * bars), one to three glowing bars (a bright core on a red rod), a guard of 1-px wires across, a switch
 * and a pilot light, on feet; or a wall thermostat: a plate with a round dial, tick dots, a pointer and
 * 3×5 numbers on the bigger ones (8 to 12 px on some draws).
 */
function heater(random: Random, ink: RGB): RGBAImage {
  if (random() < 0.4) {
    const tiny = random() < 0.55
    const S = tiny ? int(random, 8, 12) : int(random, 16, 40)
    const plate = tint(random, [...WHITES, ...hexes(0xc8ccd0, 0x2a2a30)])
    const edge = nudge(random, away(plate, 0.25))
    const dial = tint(random, hexes(0xe8e4da, 0xa8aeb6, 0xc8a040))
    const mark = tint(random, hexes(0xce2e2c, 0xe87824, 0x2660be))
    const H = tiny ? S : Math.round(S * uniform(random, 1, 1.3))
    const canvas = begin(S, H, plate)
    frame(canvas, 0, 0, S - 1, H - 1, edge)
    const r = Math.max(2, Math.floor((S - 4) / 2))
    const cx = Math.floor(S / 2)
    const cy = r + 2
    ellipse(canvas, cx, cy, r, r, solid(dial))
    circle(canvas, cx, cy, r, edge)
    if (r >= 6)
      for (let k = 0; k < 7; k++) {
        const a = Math.PI * 0.75 + (k * Math.PI * 1.5) / 6
        canvas.set(Math.round(cx + (r + 0) * Math.cos(a)), Math.round(cy + (r + 0) * Math.sin(a)), ink)
      }
    const a = Math.PI * 0.75 + uniform(random, 0, Math.PI * 1.5)
    line(canvas, cx, cy, Math.round(cx + (r - 1) * Math.cos(a)), Math.round(cy + (r - 1) * Math.sin(a)), mark)
    if (H - (cy + r) >= 8) centredGlyphs(canvas, String(int(random, 15, 25)), cx, cy + r + 2, ink)
    else if (H - (cy + r) >= 3) canvas.set(S - 3, H - 3, mark)
    return canvas.image()
  }
  const W = int(random, 24, 96)
  const H = Math.max(12, Math.round(W * uniform(random, 0.35, 0.6)))
  const caseC = tint(random, [...hexes(0x8a5a34, 0x2a2a30, 0xc8a040), ...WHITES])
  const caseDark = nudge(random, away(caseC, 0.3))
  const refl = tint(random, hexes(0xc0c4c8, 0xd8c890))
  const reflDark = nudge(random, scale(refl, 0.7))
  const rod = tint(random, hexes(0xb02020, 0xc8401e))
  const core = tint(random, hexes(0xf8b848, 0xf8d878))
  const guard = tint(random, hexes(0x6a6a72, 0xa8aeb6, 0xc8a040))
  const pilot = tint(random, hexes(0xe85a4a, 0x6ae08a))
  const feet = Math.max(2, Math.round(H * 0.12))
  const canvas = begin(W, H, null)
  const bodyB = H - feet - 1
  roundedBox(canvas, 0, 0, W - 1, bodyB, Math.min(4, Math.round(H * 0.15)), caseC)
  line(canvas, 1, bodyB, W - 2, bodyB, caseDark)
  const panelW = Math.max(8, Math.round(W * 0.14))
  const rx0 = 2
  const rx1 = W - 3 - panelW
  const ry0 = 2
  const ry1 = bodyB - 2
  const my = (ry0 + ry1) / 2
  dither(canvas, rx0, ry0, rx1, ry1, refl, reflDark, (_, y) => Math.abs(y - my) / ((ry1 - ry0) / 2) - 0.15)
  const bars = Math.max(1, Math.min(3, Math.floor((ry1 - ry0) / 5)))
  for (let b = 0; b < bars; b++) {
    const by = Math.round(ry0 + ((b + 0.5) * (ry1 - ry0 + 1)) / bars)
    rect(canvas, rx0 + 1, by - 1, rx1 - 1, by, rod)
    line(canvas, rx0 + 2, by - 1, rx1 - 2, by - 1, core)
  }
  for (let x = rx0 + 2; x < rx1; x += 3) line(canvas, x, ry0, x, ry1, guard)
  line(canvas, rx0, ry0, rx1, ry0, guard)
  line(canvas, rx0, ry1, rx1, ry1, guard)
  const px = rx1 + 2 + Math.floor(panelW / 2)
  rect(canvas, px - 1, ry0 + 1, px + 1, ry0 + 3, caseDark)
  canvas.set(px, ry0 + 1, guard)
  canvas.set(px, ry0 + 6, pilot)
  for (const fx of [2, W - 5]) rect(canvas, fx, bodyB + 1, fx + 2, H - 1, caseDark)
  return finish(canvas, random, ink, 0.4, 0.5)
}

/** Heating: a radiator, a wood stove, a fireplace, a hot-water bottle, or a bar heater or thermostat. */
const heatingSprite: SpriteGenerator['draw'] = (random) =>
  pick(random, [radiator, radiator, stove, stove, fireplace, fireplace, hotWaterBottle, heater])(
    random,
    tint(random, INKS),
  )

// ---- kitchen appliances -------------------------------------------------------------------------------

/** Appliance enamels and pastel plastics. */
const APPLIANCES = hexes(
  0xf2f0e8,
  0xeceee8,
  0xe8e4da,
  0xa8d0c8,
  0xf0c8c8,
  0xf0e0a0,
  0xc8281e,
  0x2a2a30,
  0x6a8aa8,
)

/**
 * A toaster from the side: a rounded body (chrome with ordered-dithered reflection bands, or pastel
 * enamel with a lit top), two slots on top with slices of toast standing in them (a darker crust round a
 * toasted middle, dithered browner towards the top on some), a lever in its slot, a browning dial and a
 * crumb-tray line; 8 to 12 px on some draws, else 16 to 56 wide.
 */
function toaster(random: Random, ink: RGB): RGBAImage {
  const tiny = random() < 0.4
  const W = tiny ? int(random, 10, 12) : int(random, 16, 56)
  const bodyH = tiny ? int(random, 6, 7) : Math.round(W * uniform(random, 0.5, 0.7))
  const chrome = random() < 0.35
  const body = chrome ? tint(random, hexes(0xc0c4c8, 0xb0b4bc)) : tint(random, APPLIANCES)
  const lit = nudge(random, mix(body, WHITE, 0.5))
  const dark = nudge(random, away(body, 0.35))
  const bread = tint(random, hexes(0xe8c080, 0xd8a860, 0xc89048))
  const crust = nudge(random, scale(bread, 0.66))
  const toastH = tiny ? 3 : Math.max(3, Math.round(bodyH * uniform(random, 0.3, 0.55)))
  const H = bodyH + toastH
  const canvas = begin(W, H, null)
  const r = Math.max(1, Math.round(bodyH * 0.25))
  roundedBox(canvas, 0, toastH, W - 1, H - 1, r, body)
  if (chrome)
    repaint(canvas, 0, toastH, W - 1, H - 1, body, (x, y) => {
      const band = mod(x - (y - toastH) * 0.3, Math.max(6, W * 0.45))
      return band < 2 ? lit : band > Math.max(6, W * 0.45) - 2 && bayer(x, y) < 0.5 ? dark : null
    })
  else repaint(canvas, 1, toastH, W - 2, toastH, body, () => lit)
  repaint(canvas, 0, H - 2, W - 1, H - 1, body, () => dark)
  // The slots and the toast in them.
  const slots = 2
  const sw = Math.max(3, Math.round(W * 0.32))
  for (let k = 0; k < slots; k++) {
    const sx = Math.round(((k + 0.5) * W) / slots - sw / 2)
    roundedBox(canvas, sx, 0, sx + sw - 1, toastH + 1, tiny ? 0 : 1, crust)
    if (sw >= 4 && toastH >= 3)
      dither(canvas, sx + 1, 1, sx + sw - 2, toastH, bread, crust, (_, y) =>
        random() < 0.5 ? 0.5 - y / toastH : 0,
      )
    line(canvas, sx - (tiny ? 0 : 1), toastH, sx + sw - (tiny ? 1 : 0), toastH, dark)
  }
  // The lever and the dial on the side.
  if (!tiny) {
    const lx = W - 3
    const ly = toastH + Math.round(bodyH * uniform(random, 0.25, 0.6))
    rect(canvas, lx - 3, ly, lx, ly + 1, ink)
    const dy = toastH + Math.round(bodyH * 0.6)
    if (bodyH >= 12) {
      ellipse(canvas, 4, dy, 1.6, 1.6, solid(dark))
      canvas.set(4, dy - 1, lit)
    }
  } else canvas.set(W - 2, toastH + 2, ink)
  return finish(canvas, random, ink, tiny ? 0.5 : 0.45, 0.5)
}

/**
 * A fridge from the front: one door, a freezer door over the main one, or two side by side (an ice
 * dispenser in one on some), 1-px gaps, long handles, rounded top corners and a badge on the old ones;
 * magnets (dots, squares and 3×5 letters in bright colours), notes held by them (1-px "text") and a
 * child's drawing (a sun and a house) on the doors; a grille at the foot. Tall: 14 to 48 px wide, up to
 * 124 high.
 */
function fridge(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 14, 48)
  const H = Math.min(124, Math.round(W * uniform(random, 1.7, 2.8)))
  const body = tint(random, APPLIANCES)
  const side = nudge(random, away(body, 0.18))
  const gap = nudge(random, away(body, 0.45))
  const handle = tint(random, hexes(0xa8aeb6, 0xc0c4c8, 0x2a2a30, 0xc8a040))
  const mags = distinctTints(random, [...HUES], int(random, 2, 3))
  const note = tint(random, hexes(0xf6f0a0, 0xf2f0e8, 0xf0c8e0))
  const old = random() < 0.3
  const doors = old ? 'one' : pick(random, ['one', 'freezer', 'freezer', 'pair'] as const)
  const canvas = begin(W, H, null)
  const foot = Math.max(2, Math.round(H * 0.05))
  roundedBox(canvas, 0, 0, W - 1, H - 1 - foot, old ? Math.max(2, Math.round(W * 0.2)) : 1, body)
  rect(canvas, 1, H - foot, W - 2, H - 1, gap)
  for (let x = 2; x < W - 2; x += 2) line(canvas, x, H - foot, x, H - 2, side)
  repaint(canvas, W - 2, 0, W - 1, H - 1, body, () => side)
  // Door gaps and handles.
  const areas: [number, number, number, number][] = []
  if (doors === 'pair') {
    const mx = Math.floor(W / 2)
    line(canvas, mx, 0, mx, H - 1 - foot, gap)
    const hy0 = Math.round(H * 0.25)
    const hy1 = Math.round(H * 0.6)
    rect(canvas, mx - 2, hy0, mx - 2, hy1, handle)
    rect(canvas, mx + 2, hy0, mx + 2, hy1, handle)
    areas.push([1, 2, mx - 4, H - foot - 3], [mx + 4, 2, W - 3, H - foot - 3])
    if (random() < 0.5) {
      const iw = Math.max(4, Math.round(W * 0.18))
      rect(canvas, 2, Math.round(H * 0.18), 1 + iw, Math.round(H * 0.18) + Math.round(iw * 1.3), gap)
      areas[0] = [1, Math.round(H * 0.18) + Math.round(iw * 1.3) + 2, mx - 4, H - foot - 3]
    }
  } else {
    const hx = pick(random, [2, W - 4])
    const fy = doors === 'freezer' ? Math.round(H * uniform(random, 0.25, 0.35)) : -1
    if (fy > 0) {
      line(canvas, 0, fy, W - 1, fy, gap)
      rect(canvas, hx, fy - Math.max(3, Math.round(fy * 0.4)), hx, fy - 2, handle)
      rect(canvas, hx, fy + 2, hx, fy + 2 + Math.round(H * 0.25), handle)
    } else
      rect(
        canvas,
        hx,
        Math.round(H * 0.2),
        hx + (old ? 1 : 0),
        Math.round(H * 0.2) + Math.max(4, Math.round(H * 0.15)),
        handle,
      )
    const [ax0, ax1] = hx < W / 2 ? [hx + 2, W - 3] : [1, hx - 2]
    if (fy > 0) areas.push([ax0, 1, ax1, fy - 2])
    areas.push([ax0, fy > 0 ? fy + 2 : 2, ax1, H - foot - 3])
    if (old) {
      const bw = Math.min(W - 6, 9)
      rect(canvas, Math.round(W / 2 - bw / 2), 3, Math.round(W / 2 + bw / 2) - 1, 4, handle)
    }
  }
  // Magnets and notes on the doors.
  for (const [x0, y0, x1, y1] of areas) {
    if (x1 - x0 < 4 || y1 - y0 < 6) continue
    const n = int(random, 1, Math.max(1, Math.min(4, Math.round(((x1 - x0) * (y1 - y0)) / 240))))
    for (let k = 0; k < n; k++) {
      const what = random()
      const m = pick(random, mags)
      if (what < 0.35 && x1 - x0 >= 8 && y1 - y0 >= 9) {
        const nw = Math.min(x1 - x0 - 1, int(random, 6, 12))
        const nh = Math.min(y1 - y0 - 1, int(random, 7, 14))
        const nx = int(random, x0, x1 - nw)
        const ny = int(random, y0, y1 - nh)
        rect(canvas, nx, ny, nx + nw, ny + nh, note)
        for (let y = ny + 3; y < ny + nh - 1; y += 2) scribble(canvas, random, nx + 1, y, nw - 2, ink, 0.3)
        rect(canvas, nx + Math.floor(nw / 2), ny, nx + Math.floor(nw / 2) + 1, ny + 1, m)
      } else if (what < 0.5 && x1 - x0 >= 10 && y1 - y0 >= 10) {
        const nw = Math.min(x1 - x0, int(random, 9, 14))
        const nh = Math.min(y1 - y0, Math.round(nw * 0.8))
        const nx = int(random, x0, x1 - nw)
        const ny = int(random, y0, y1 - nh)
        rect(canvas, nx, ny, nx + nw, ny + nh, note)
        const sun = mags[0] as RGB
        ellipse(canvas, nx + 2.5, ny + 2.5, 1.4, 1.4, solid(sun))
        const hx = nx + Math.round(nw * 0.55)
        polygon(
          canvas,
          [
            [hx - 3, ny + nh - 4.5],
            [hx + 4, ny + nh - 4.5],
            [hx + 0.5, ny + nh - 8],
          ],
          ink,
        )
        frame(canvas, hx - 2, ny + nh - 4, hx + 2, ny + nh - 1, ink)
      } else if (what < 0.7 && y1 - y0 >= 6 && x1 - x0 >= 4) {
        const ch = String.fromCharCode(65 + int(random, 0, 25))
        glyphs(canvas, ch, int(random, x0, x1 - 3), int(random, y0, y1 - 5), m)
      } else {
        const mx = int(random, x0, x1 - 1)
        const my = int(random, y0, y1 - 1)
        rect(canvas, mx, my, mx + 1, my + 1, m)
      }
    }
  }
  return finish(canvas, random, ink, 0.5, 0)
}

/**
 * A microwave oven from the front: a door with a dark window (an ordered-dithered mesh or plain, a lit
 * turntable plate and a bowl inside on some) in a frame, a control panel with a display of the time or
 * the cooking time in 3×5 digits and a keypad of 1-px keys or one or two dials, a door-release button;
 * 28 to 80 px wide.
 */
function microwave(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 28, 80)
  const H = Math.max(16, Math.round(W * uniform(random, 0.52, 0.64)))
  const body = tint(random, [...APPLIANCES, ...hexes(0x2a2a30, 0xa8aeb6)])
  const edge = nudge(random, away(body, 0.3))
  const glass = tint(random, hexes(0x1a1a22, 0x202a26, 0x2a2420))
  const mesh = nudge(random, mix(glass, WHITE, 0.16))
  const plate = tint(random, hexes(0xe8e4da, 0xc8d8e0))
  const food = tint(random, hexes(0xce2e2c, 0xe87824, 0xf0c432, 0x6a4a2e))
  const lcd = tint(random, hexes(0x101418, 0x1a2a20))
  const digit = tint(random, hexes(0x6ae08a, 0x6ac8e8, 0xf0a040))
  const key = nudge(random, away(body, 0.18))
  const canvas = begin(W, H, body)
  frame(canvas, 0, 0, W - 1, H - 1, edge)
  line(canvas, 1, H - 2, W - 2, H - 2, edge)
  const panelW = Math.max(10, Math.round(W * 0.26))
  const px0 = W - panelW
  line(canvas, px0 - 1, 1, px0 - 1, H - 3, edge)
  // The window.
  const wx0 = 3
  const wy0 = 3
  const wx1 = px0 - 4
  const wy1 = H - 5
  rect(canvas, wx0, wy0, wx1, wy1, glass)
  const meshed = random() < 0.5
  if (random() < 0.6) {
    const cx = (wx0 + wx1) / 2
    const py = wy1 - 2
    const pr = (wx1 - wx0) * 0.36
    ellipse(canvas, cx, py, pr, Math.max(1, pr * 0.22), solid(plate))
    const br = Math.max(2, pr * 0.45)
    ellipse(canvas, cx, py - 1, br, br * 0.7, (_, y) => (y >= py - 1 ? plate : null))
    rect(
      canvas,
      Math.round(cx - br + 1),
      Math.round(py - 1 - br * 0.4),
      Math.round(cx + br - 1),
      py - 2,
      food,
    )
  }
  if (meshed) dither(canvas, wx0, wy0, wx1, wy1, null, mesh, () => 0.25)
  // The panel: a display, then keys or dials.
  const dw = panelW - 4
  const dx0 = px0 + 1
  const time =
    random() < 0.5
      ? `${int(random, 0, 9)}:${String(int(random, 0, 59)).padStart(2, '0')}`
      : String(int(random, 10, 99))
  const withDigits = dw >= glyphWidth(time) + 2
  rect(canvas, dx0, 3, dx0 + dw, withDigits ? 9 : 5, lcd)
  if (withDigits) glyphs(canvas, time, dx0 + dw - glyphWidth(time), 4, digit)
  else for (let x = dx0 + 1; x < dx0 + dw; x += 2) canvas.set(x, 4, digit)
  const ky0 = (withDigits ? 9 : 5) + 3
  if (random() < 0.6 && H - ky0 > 8) {
    for (let y = ky0; y < H - 5; y += 3)
      for (let x = dx0; x + 1 <= dx0 + dw; x += 3) rect(canvas, x, y, x + 1, y + 1, key)
  } else {
    const dr = Math.max(1.5, Math.min(dw / 2 - 1, (H - ky0 - 6) / 4))
    for (const dy of [ky0 + dr, ky0 + 3 * dr + 2]) {
      if (dy + dr > H - 5) continue
      ellipse(canvas, dx0 + dw / 2, dy, dr, dr, solid(key))
      canvas.set(Math.round(dx0 + dw / 2), Math.round(dy - dr + 1), ink)
    }
  }
  rect(canvas, dx0, H - 5, dx0 + dw, H - 4, edge)
  return finish(canvas, random, ink, 0.3, 0)
}

/**
 * A hob from above on a worktop, opaque: a worktop of wood (1-px grain runs), speckled stone or square
 * tiles, a hob of black glass, steel or white enamel with four (or two) burners: gas (a ring, a cap and a
 * pan support of 1-px bars), electric plates (dark discs with rings) or ceramic zones (1-px circles, one
 * glowing in an ordered-dithered red); control knobs along the front and a pan on one burner (a lit rim,
 * a handle, eggs, soup or nothing in it); 32 to 100 px wide.
 */
function hob(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 32, 100)
  const H = Math.max(28, Math.round(W * uniform(random, 0.7, 0.9)))
  const top = pick(random, ['wood', 'stone', 'tiles'] as const)
  const counter =
    top === 'wood' ? tint(random, WOODS) : tint(random, hexes(0xe8e4da, 0x8a8a90, 0x2a3a4a, 0xd8c8a8))
  const counter2 = nudge(random, away(counter, 0.18))
  const kind = pick(random, ['gas', 'plate', 'ceramic'] as const)
  const panel =
    kind === 'ceramic'
      ? tint(random, hexes(0x141418, 0x1a1a22))
      : tint(random, hexes(0xa8aeb6, 0xc0c4c8, 0xf2f0e8, 0x2a2a30))
  const panelEdge = nudge(random, kind === 'ceramic' ? mix(panel, WHITE, 0.3) : away(panel, 0.3))
  const burner = tint(random, kind === 'ceramic' ? hexes(0x6a6a72, 0x8a8a90) : hexes(0x2a2a30, 0x3a3a40))
  const burnerLit = nudge(random, mix(burner, WHITE, 0.3))
  const glow = tint(random, hexes(0xc82a1e, 0xe84a1e))
  const pan = tint(random, hexes(0xa8aeb6, 0x2a2a30, 0xc87a48, 0xce2e2c))
  const panLit = nudge(random, mix(pan, WHITE, 0.45))
  const canvas = begin(W, H, counter)
  if (top === 'wood')
    for (let y = 0; y < H; y++) {
      let x = int(random, 0, 8)
      while (x < W) {
        const run = int(random, 3, 12)
        if (y % 3 === 0) line(canvas, x, y, Math.min(W - 1, x + run), y, counter2)
        x += run + int(random, 3, 9)
      }
    }
  else if (top === 'stone') {
    for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) if (random() < 0.18) canvas.set(x, y, counter2)
  } else {
    const t = int(random, 5, 9)
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++) if (x % t === 0 || y % t === 0) canvas.set(x, y, counter2)
  }
  const m = Math.max(3, Math.round(W * 0.08))
  const hx0 = m
  const hx1 = W - 1 - m
  const hy0 = m
  const hy1 = H - 1 - m
  rect(canvas, hx0, hy0, hx1, hy1, panel)
  frame(canvas, hx0, hy0, hx1, hy1, panelEdge)
  const knobs = hy1 - hy0 > 30 ? 5 : 0
  const rows = 2
  const cols = random() < 0.2 ? 1 : 2
  const cw = (hx1 - hx0 - 2) / cols
  const ch = (hy1 - hy0 - 2 - knobs) / rows
  const spots: [number, number, number][] = []
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const rad = Math.max(2.5, Math.min(cw, ch) * ((r + c) % 2 ? 0.32 : 0.4))
      spots.push([hx0 + 1 + cw * (c + 0.5), hy0 + 1 + ch * (r + 0.5), rad])
    }
  const hot = int(random, 0, spots.length - 1)
  const panAt = random() < 0.5 ? (hot + 1) % spots.length : -1
  spots.forEach(([cx, cy, rad], k) => {
    if (kind === 'gas') {
      circle(canvas, Math.round(cx), Math.round(cy), Math.round(rad * 0.55), burner)
      ellipse(canvas, cx, cy, rad * 0.3, rad * 0.3, solid(burnerLit))
      for (let a = 0; a < 4; a++) {
        const ang = (a * Math.PI) / 2 + Math.PI / 4
        line(
          canvas,
          Math.round(cx + rad * 0.4 * Math.cos(ang)),
          Math.round(cy + rad * 0.4 * Math.sin(ang)),
          Math.round(cx + rad * Math.cos(ang)),
          Math.round(cy + rad * Math.sin(ang)),
          burner,
        )
      }
      circle(canvas, Math.round(cx), Math.round(cy), Math.round(rad), burner)
    } else if (kind === 'plate') {
      ellipse(canvas, cx, cy, rad, rad, solid(burner))
      for (let rr = 2; rr < rad; rr += 2) circle(canvas, Math.round(cx), Math.round(cy), rr, burnerLit)
      if (k === hot) ellipse(canvas, cx, cy, 1, 1, solid(glow))
    } else {
      if (k === hot)
        ellipse(canvas, cx, cy, rad, rad, (x, y) =>
          bayer(x, y) < 0.6 - Math.hypot(x - cx, y - cy) / rad / 2 ? glow : null,
        )
      circle(canvas, Math.round(cx), Math.round(cy), Math.round(rad), burner)
      if (rad >= 6) circle(canvas, Math.round(cx), Math.round(cy), Math.round(rad * 0.55), burner)
    }
  })
  if (knobs)
    for (let k = 0; k < spots.length; k++) {
      const kx = Math.round(hx0 + ((k + 0.5) * (hx1 - hx0)) / spots.length)
      rect(canvas, kx - 1, hy1 - 3, kx + 1, hy1 - 2, kind === 'ceramic' ? panelEdge : burner)
      canvas.set(kx, hy1 - 3, burnerLit)
    }
  if (panAt >= 0) {
    const [cx, cy, rad] = spots[panAt] as [number, number, number]
    const pr = rad * 1.05
    const a = uniform(random, 0, 2 * Math.PI)
    bar(canvas, cx, cy, cx + pr * 2.1 * Math.cos(a), cy + pr * 2.1 * Math.sin(a), Math.max(2, pr * 0.25), ink)
    ellipse(canvas, cx, cy, pr, pr, solid(pan))
    ring(canvas, cx, cy, pr, pr, 1, panLit)
    const contents = pick(random, ['eggs', 'soup', 'none'] as const)
    if (contents === 'eggs' && pr >= 5)
      for (const [dx, dy] of [
        [-0.35, -0.2],
        [0.3, 0.25],
      ] as Point[]) {
        ellipse(canvas, cx + dx * pr, cy + dy * pr, pr * 0.32, pr * 0.28, solid(WHITES[0] as RGB))
        ellipse(canvas, cx + dx * pr, cy + dy * pr, pr * 0.12, pr * 0.12, solid(HUES[2] as RGB))
      }
    else if (contents === 'soup')
      ellipse(canvas, cx, cy, pr - 1.5, pr - 1.5, (x, y) => (bayer(x, y) < 0.5 ? glow : panLit))
  }
  return canvas.image()
}

/**
 * A blender: a motor base (slanted sides, a row of coloured buttons or a dial), a jug of pale glass with
 * 1-px measuring ticks up one side, a handle on the other, the blades at its foot and a smoothie in it
 * (an ordered-dithered froth on top) or nothing, and a lid with a cap; a tall one, 24 to 90 px high.
 */
function blender(random: Random, ink: RGB): RGBAImage {
  const H = int(random, 24, 90)
  const W = Math.max(10, Math.round(H * uniform(random, 0.42, 0.55)))
  const base = tint(random, [...APPLIANCES, ...hexes(0xa8aeb6)])
  const baseDark = nudge(random, away(base, 0.3))
  const glass = tint(random, hexes(0xd8e8ec, 0xe0ecf0, 0xc8dce4))
  const glassEdge = nudge(random, scale(glass, 0.7))
  const lid = tint(random, hexes(0x2a2a30, 0x3a3a40, 0xa8aeb6))
  const drink = tint(random, hexes(0xe26492, 0x8ac84a, 0xf0a040, 0x8842a6, 0xe8d8b0))
  const froth = nudge(random, mix(drink, WHITE, 0.45))
  const buttons = distinctTints(random, HUES, 3)
  const hw = Math.max(2, Math.round(W * 0.16))
  const jw = W - hw - 1
  const baseH = Math.max(5, Math.round(H * 0.22))
  const lidH = Math.max(2, Math.round(H * 0.06))
  const canvas = begin(W, H, null)
  const jy0 = lidH
  const jy1 = H - baseH - 1
  const taper = Math.max(1, Math.round(jw * 0.14))
  polygon(
    canvas,
    [
      [0, jy0],
      [jw, jy0],
      [jw - taper, jy1 + 1],
      [taper, jy1 + 1],
    ],
    glass,
  )
  const full = random() < 0.7 ? uniform(random, 0.3, 0.85) : 0
  const level = Math.round(jy1 - (jy1 - jy0) * full)
  if (full)
    repaint(canvas, 0, level, jw, jy1, glass, (x, y) => (y < level + 2 && bayer(x, y) < 0.6 ? froth : drink))
  // The jug's edges, its ticks and handle.
  for (let y = jy0; y <= jy1; y++) {
    const t = (y - jy0) / Math.max(1, jy1 - jy0)
    canvas.set(Math.round(taper * t), y, glassEdge)
    canvas.set(Math.round(jw - 1 - taper * t), y, glassEdge)
  }
  for (let y = jy0 + 3; y < jy1 - 2; y += Math.max(3, Math.round((jy1 - jy0) / 6))) {
    const x = Math.round(taper * ((y - jy0) / (jy1 - jy0))) + 1
    line(canvas, x, y, x + (y % 2 ? 1 : 2), y, glassEdge)
  }
  rect(canvas, jw + 1, jy0 + 2, W - 1, jy0 + 3, lid)
  rect(canvas, W - 2, jy0 + 2, W - 1, Math.round(jy0 + (jy1 - jy0) * 0.7), lid)
  rect(
    canvas,
    jw - 1,
    Math.round(jy0 + (jy1 - jy0) * 0.7) - 1,
    W - 1,
    Math.round(jy0 + (jy1 - jy0) * 0.7),
    lid,
  )
  const bx = Math.round(jw / 2)
  line(canvas, bx - 2, jy1 - 1, bx + 2, jy1 - 1, ink)
  canvas.set(bx, jy1 - 2, ink)
  // The lid and the base.
  rect(canvas, 0, 0, jw - 1, lidH - 1, lid)
  rect(canvas, Math.round(jw * 0.35), 0, Math.round(jw * 0.65), 0, baseDark)
  polygon(
    canvas,
    [
      [taper - 1, jy1 + 1],
      [jw - taper + 1, jy1 + 1],
      [jw + 1, H],
      [-1, H],
    ],
    base,
  )
  line(canvas, 0, H - 1, jw, H - 1, baseDark)
  const by = jy1 + 1 + Math.round(baseH * 0.5)
  if (random() < 0.6 && jw >= 10)
    buttons.forEach((b, k) => {
      const x = Math.round(jw * (0.3 + 0.2 * k))
      rect(canvas, x - (jw >= 18 ? 1 : 0), by, x, by + (baseH >= 8 ? 1 : 0), b)
    })
  else {
    ellipse(canvas, jw / 2, by, Math.max(1.5, baseH * 0.25), Math.max(1.5, baseH * 0.25), solid(baseDark))
    canvas.set(Math.round(jw / 2), by - 1, buttons[0] as RGB)
  }
  return finish(canvas, random, ink, 0.4, 0.5)
}

/** Kitchen appliances: a toaster, a fridge, a microwave, a hob from above or a blender. */
const kitchenSprite: SpriteGenerator['draw'] = (random) =>
  pick(random, [toaster, toaster, fridge, fridge, microwave, hob, hob, blender])(random, tint(random, INKS))

// ---- garden things ------------------------------------------------------------------------------------

const TERRACOTTAS = hexes(0xc8683e, 0xb85a30, 0xd87a48)
const LEAVES = hexes(0x2e8a3e, 0x4a9a3a, 0x3a7a2e, 0x6aa84a)

/**
 * A watering can from the side: a round-shouldered body (galvanised zinc, speckled in an ordered dither,
 * or plastic with a lit band), a long spout from its foot up at a slant to a rose (an oval face dotted
 * with 1-px holes), a handle arching over the top (a curved 1-px-thick loop) or at the back, 1-px drops
 * falling from the rose on some; 10 to 12 px on some draws, else 20 to 80 wide. Mostly transparent.
 */
function wateringCan(random: Random, ink: RGB): RGBAImage {
  const tiny = random() < 0.25
  const bw = tiny ? 6 : int(random, 10, 40)
  const bh = tiny ? int(random, 6, 7) : Math.round(bw * uniform(random, 0.8, 1.15))
  const zinc = random() < 0.4
  const body = zinc
    ? tint(random, hexes(0xa8aeb6, 0x9aa4a8))
    : tint(random, hexes(0x2e8a3e, 0xce2e2c, 0x2660be, 0xf0c432, 0xe26492))
  const lit = nudge(random, mix(body, WHITE, 0.4))
  const dark = nudge(random, scale(body, 0.7))
  const rose = tint(random, hexes(0xc8a040, 0xc87a48, 0xa8aeb6))
  const water = tint(random, hexes(0x6ac8e8, 0x8ab8e0))
  const reach = tiny ? 3 : Math.round(bw * uniform(random, 0.7, 1.1))
  const handleH = Math.max(2, Math.round(bh * 0.45))
  const rise = Math.round(bh * uniform(random, 0.9, 1.3))
  const drops = !tiny && random() < 0.4
  const W = bw + reach + 3
  const top = Math.max(handleH + 1, rise - bh + 2)
  const H = top + bh + (drops ? Math.round(bh * 0.6) : 0) + 1
  const canvas = begin(W, H, null)
  const bx0 = 1
  const by0 = top
  const by1 = top + bh - 1
  // The spout from the body's foot to the rose.
  const sx0 = bx0 + bw - 2
  const sy0 = by1 - Math.max(1, Math.round(bh * 0.2))
  const rx = bx0 + bw + reach - 1
  const ry = Math.max(1, by1 - rise)
  bar(canvas, sx0, sy0, rx, ry, tiny ? 1 : Math.max(1.5, bw * 0.08), body)
  if (!tiny) line(canvas, sx0, sy0 - 1, rx - 1, ry - 1, lit)
  // The rose.
  const rr = tiny ? 1 : Math.max(1.5, bw * 0.1)
  ellipse(canvas, rx + 0.5, ry - 0.5, rr * 0.7, rr * 1.3, solid(rose))
  if (rr >= 2.5) for (let y = Math.round(ry - rr); y <= ry + rr - 1; y += 2) canvas.set(rx + 1, y, dark)
  // The body.
  roundedBox(canvas, bx0, by0, bx0 + bw - 1, by1, tiny ? 1 : Math.max(2, Math.round(bw * 0.2)), body)
  if (zinc)
    repaint(canvas, bx0, by0, bx0 + bw - 1, by1, body, (x, y) =>
      bayer(x, y) < 0.25 && (x * 7 + y * 3) % 5 === 0 ? lit : null,
    )
  else repaint(canvas, bx0 + 1, by0 + 1, bx0 + 2, by1 - 1, body, () => lit)
  line(canvas, bx0 + 1, by1, bx0 + bw - 2, by1, dark)
  if (!tiny)
    for (let y = by0 + Math.round(bh * 0.3); y < by1 - 1; y += Math.max(3, Math.round(bh * 0.35)))
      line(canvas, bx0, y, bx0 + bw - 1, y, dark)
  // The handle.
  if (random() < 0.6 || tiny)
    arc(canvas, bx0 + bw / 2 - 0.5, by0, bw * 0.38, handleH, Math.PI, 2 * Math.PI, dark)
  else {
    arc(canvas, bx0, by0 + bh * 0.45, Math.max(2, bw * 0.2), bh * 0.35, Math.PI / 2, (3 * Math.PI) / 2, dark)
    line(canvas, bx0 + 1, by0 - 1, bx0 + Math.round(bw * 0.4), by0 - 1, dark)
  }
  if (drops)
    for (let k = 0; k < 4; k++) {
      const x = rx + int(random, 0, 3)
      for (let y = Math.round(ry + rr) + 2 + k; y < H; y += int(random, 3, 5))
        canvas.set(x + Math.round((y - ry) * 0.15), y, water)
    }
  return finish(canvas, random, ink, tiny ? 0.6 : 0.4, 0.5)
}

/**
 * A wheelbarrow from the side: a tray wider at the top with a slanted front, a wheel at the front (a tyre,
 * a hub and 1-px spokes, or a solid disc), a leg at the back, handles running up and back at a slant,
 * and a load on some: a heap of soil (ordered-dithered, stones in it), leaves (dots of two colours) or a
 * stack of bricks; 28 to 110 px long, mostly transparent.
 */
function wheelbarrow(random: Random, ink: RGB): RGBAImage {
  const L = int(random, 28, 110)
  const tray = tint(random, hexes(0x2e8a3e, 0xce2e2c, 0xe87824, 0xa8aeb6, 0x2660be, 0xf0c432))
  const trayLit = nudge(random, mix(tray, WHITE, 0.35))
  const trayDark = nudge(random, scale(tray, 0.66))
  const tyre = tint(random, hexes(0x2a2a30, 0x3a3a40))
  const hub = tint(random, hexes(0xa8aeb6, 0xce2e2c, 0xf0c432))
  const wood = tint(random, WOODS)
  const th = Math.max(5, Math.round(L * uniform(random, 0.22, 0.3)))
  const wr = Math.max(3, Math.round(L * uniform(random, 0.12, 0.17)))
  const load = pick(random, ['soil', 'leaves', 'bricks', 'none'] as const)
  const loadH = load === 'none' ? 0 : Math.max(2, Math.round(th * 0.6))
  const H = loadH + th + wr + 3
  const canvas = begin(L + 2, H, null)
  const ty0 = loadH + 1
  const ty1 = ty0 + th - 1
  const tx0 = Math.round(L * 0.22)
  const tx1 = L - wr - 1
  // The handles and the leg first.
  bar(canvas, 0, ty0 + 1, tx1 - wr, ty1 + 1, 1.6, wood)
  const legX = tx0 + Math.round(th * 0.3)
  line(canvas, legX, ty1, legX - 1, H - 1, wood)
  line(canvas, legX + 1, ty1, legX, H - 1, wood)
  // The load.
  const midX = (tx0 + tx1) / 2
  if (load === 'soil') {
    const soil = tint(random, hexes(0x5a3a22, 0x6a4a2e))
    const soilLit = nudge(random, mix(soil, WHITE, 0.25))
    ellipse(canvas, midX, ty0, (tx1 - tx0) / 2 + 1, loadH + 1, (x, y) =>
      bayer(x, y) < 0.3 ? soilLit : random() < 0.05 ? trayLit : soil,
    )
  } else if (load === 'leaves') {
    const [a, b] = distinctTints(random, hexes(0xe87824, 0xc84a1e, 0xf0c432, 0x6aa84a), 2) as [RGB, RGB]
    ellipse(canvas, midX, ty0, (tx1 - tx0) / 2 + 1, loadH + 1, (x, y) =>
      random() < 0.5 ? a : (x + y) % 3 ? b : null,
    )
  } else if (load === 'bricks') {
    const brick = tint(random, hexes(0xa8482e, 0xb8683e))
    const mortar = nudge(random, mix(brick, WHITE, 0.4))
    const bl = Math.max(4, Math.round(th * 0.7))
    const bh = Math.max(2, Math.round(bl * 0.4))
    for (let row = 0; row * (bh + 1) < loadH + 2; row++)
      for (let x = tx0 + 1 + (row % 2) * Math.round(bl / 2); x + bl <= tx1; x += bl + 1) {
        const y1 = ty0 + 1 - row * (bh + 1)
        rect(canvas, x, y1 - bh + 1, x + bl - 1, y1, brick)
        line(canvas, x, y1 - bh + 1, x + bl - 1, y1 - bh + 1, mortar)
      }
  }
  // The tray: a trapezoid with a slanted front, a lit rim.
  polygon(
    canvas,
    [
      [tx0, ty0],
      [tx1 + wr * 0.6, ty0],
      [tx1 - wr * 0.4, ty1 + 1],
      [tx0 + th * 0.5, ty1 + 1],
    ],
    tray,
  )
  line(canvas, tx0, ty0, Math.round(tx1 + wr * 0.6) - 1, ty0, trayLit)
  if (th >= 8) line(canvas, tx0 + 1, ty0 + 1, Math.round(tx1 + wr * 0.6) - 2, ty0 + 1, trayLit)
  for (let y = ty0 + 2; y <= ty1; y++) {
    const x = Math.round(tx1 + wr * 0.6 - ((y - ty0) / th) * wr) - 1
    canvas.set(x, y, trayDark)
  }
  // The wheel.
  const wx = tx1 + 0
  const wy = H - 1 - wr
  ellipse(canvas, wx, wy, wr, wr, solid(tyre))
  if (random() < 0.6 && wr >= 5) {
    ellipse(canvas, wx, wy, wr - 2, wr - 2, (x, y) => (Math.hypot(x - wx, y - wy) < wr - 2.6 ? null : tyre))
    for (let x = wx - wr + 2; x <= wx + wr - 2; x++)
      for (let y = wy - wr + 2; y <= wy + wr - 2; y++)
        if (Math.hypot(x - wx, y - wy) < wr - 2) canvas.set(x, y, null)
    for (let a = 0; a < 6; a++) {
      const ang = (a * Math.PI) / 3
      line(
        canvas,
        wx,
        wy,
        Math.round(wx + (wr - 2) * Math.cos(ang)),
        Math.round(wy + (wr - 2) * Math.sin(ang)),
        hub,
      )
    }
  } else ellipse(canvas, wx, wy, wr * 0.5, wr * 0.5, solid(hub))
  canvas.set(wx, wy, trayDark)
  line(canvas, wx, wy, Math.round(tx1 - wr * 0.2), ty1, trayDark)
  return finish(canvas, random, ink, 0.4, 0.5)
}

/**
 * A garden gnome standing on a base: a tall pointed hat (bent at the tip on some), a face with a nose and
 * dot eyes, a white beard, a tunic with a belt and buckle, boots, and something held: a fishing rod (a
 * 1-px line with a curved 1-px line hanging from its tip), a lantern or a spade; 12 px high on some
 * draws, else 18 to 64.
 */
function gnome(random: Random, ink: RGB): RGBAImage {
  const tiny = random() < 0.3
  const H = tiny ? int(random, 11, 12) : int(random, 18, 64)
  const W0 = tiny ? 8 : Math.max(8, Math.round(H * uniform(random, 0.42, 0.5)))
  const [hat, coat] = distinctTints(
    random,
    hexes(0xce2e2c, 0x2660be, 0x2e8a3e, 0xe87824, 0x8842a6, 0xf0c432),
    2,
  ) as [RGB, RGB]
  const hatDark = nudge(random, scale(hat, 0.7))
  const skin = tint(random, hexes(0xf0c8a0, 0xe8b088, 0xd89878))
  const beard = tint(random, WHITES)
  const boots = tint(random, hexes(0x3a2a20, 0x2a2a30, 0x6a4a2e))
  const base = tint(random, hexes(0x6aa84a, 0x8a8a90, 0xc8b898))
  const holds = tiny ? 'none' : pick(random, ['rod', 'lantern', 'spade', 'none'] as const)
  const side = holds === 'none' ? 0 : Math.max(3, Math.round(W0 * 0.6))
  const W = W0 + side
  const canvas = begin(W, H, null)
  const cx = (W0 - 1) / 2
  const hatH = Math.round(H * 0.34)
  const faceH = Math.max(2, Math.round(H * 0.14))
  const bodyY = hatH + faceH
  const baseH = Math.max(1, Math.round(H * 0.06))
  const bootH = Math.max(1, Math.round(H * 0.08))
  const bodyB = H - baseH - bootH - 1
  // The body, the belt, the boots and the base.
  polygon(
    canvas,
    [
      [cx - W0 * 0.32 + 0.5, bodyY],
      [cx + W0 * 0.32 + 0.5, bodyY],
      [W0, bodyB + 1],
      [0, bodyB + 1],
    ],
    coat,
  )
  const beltY = Math.round(bodyY + (bodyB - bodyY) * 0.55)
  line(canvas, 0, beltY, W0 - 1, beltY, boots)
  if (!tiny) canvas.set(Math.round(cx), beltY, beard)
  rect(canvas, 1, bodyB + 1, Math.floor(cx) - 1, bodyB + bootH, boots)
  rect(canvas, Math.ceil(cx) + 1, bodyB + 1, W0 - 2, bodyB + bootH, boots)
  rect(canvas, 0, H - baseH, W - 1, H - 1, base)
  // The face and the beard over the body.
  const fw = Math.max(2, Math.round(W0 * 0.3))
  rect(canvas, Math.round(cx - fw), hatH, Math.round(cx + fw), hatH + faceH, skin)
  polygon(
    canvas,
    [
      [cx - fw - 0.5, hatH + faceH * 0.5],
      [cx + fw + 1.5, hatH + faceH * 0.5],
      [cx + 0.5, bodyY + (bodyB - bodyY) * 0.5],
    ],
    beard,
  )
  canvas.set(Math.round(cx), hatH + Math.floor(faceH / 2), nudge(random, scale(skin, 0.8)))
  canvas.set(Math.round(cx - fw * 0.5), hatH + (faceH >= 3 ? 1 : 0), ink)
  canvas.set(Math.round(cx + fw * 0.5), hatH + (faceH >= 3 ? 1 : 0), ink)
  // The hat, bent at its tip on some.
  const bend = random() < 0.5 && !tiny ? pick(random, [-1, 1]) * Math.round(W0 * 0.25) : 0
  polygon(
    canvas,
    [
      [cx - W0 * 0.42 + 0.5, hatH + 0.5],
      [cx + W0 * 0.42 + 0.5, hatH + 0.5],
      [cx + 0.5 + bend, 0],
    ],
    hat,
  )
  line(canvas, Math.round(cx - W0 * 0.42), hatH, Math.round(cx + W0 * 0.42), hatH, hatDark)
  // What it holds, at its side.
  const hx = W0 + Math.floor(side / 2) - 1
  const handY = Math.round(bodyY + (bodyB - bodyY) * 0.35)
  if (holds !== 'none') rect(canvas, W0 - 1, handY, W0, handY + 1, skin)
  if (holds === 'rod') {
    line(canvas, W0, handY + 1, W - 1, Math.max(0, handY - Math.round(H * 0.3)), boots)
    paint(
      canvas,
      sag([W - 1, Math.max(0, handY - Math.round(H * 0.3))], [W, handY], [W - 1, H - baseH - 1]),
      beard,
    )
  } else if (holds === 'lantern') {
    line(canvas, W0, handY, hx, handY, boots)
    rect(canvas, hx - 1, handY + 1, hx + 1, handY + 4, boots)
    canvas.set(hx, handY + 2, HUES[2] as RGB)
    canvas.set(hx, handY + 3, HUES[2] as RGB)
  } else if (holds === 'spade') {
    line(canvas, hx, Math.max(0, handY - 3), hx, H - baseH - 4, boots)
    rect(canvas, hx - 1, H - baseH - 4, hx + 1, H - baseH - 1, beard)
  }
  return finish(canvas, random, ink, tiny ? 0.5 : 0.5, 0.5)
}

/**
 * A hose reel: a drum of coiled hose (rings of two tones round a hub) in an A-frame cart on two wheels
 * rising to a handle over it, the hose's end trailing off in a curve to a nozzle; or a hose coiled on the ground seen
 * from above (a spiral of 1-px-apart turns). 20 to 80 px; mostly transparent round the frame.
 */
function hoseReel(random: Random, ink: RGB): RGBAImage {
  const hose = tint(random, hexes(0x2e8a3e, 0xf0c432, 0x2660be, 0xe87824, 0x4a9a3a))
  const hoseDark = nudge(random, scale(hose, 0.66))
  const metal = tint(random, [...STEELS, ...hexes(0x2a2a30, 0xce2e2c)])
  const metalDark = nudge(random, away(metal, 0.3))
  const nozzle = tint(random, hexes(0xe87824, 0xce2e2c, 0xc8a040))
  if (random() < 0.3) {
    const R = int(random, 10, 40)
    const canvas = begin(2 * R + 8, 2 * R + 3, null)
    const cx = R + 1
    const cy = R + 1
    const turns = Math.max(2, Math.round(R / 3))
    const pts = trace(
      (t) => {
        const a = t * turns * 2 * Math.PI
        const r = R * (0.25 + 0.75 * t)
        return [cx + r * Math.cos(a), cy + r * Math.sin(a)]
      },
      turns * 2 * Math.PI * R * 0.6,
    )
    pts.forEach(([x, y], k) => {
      canvas.set(x, y, hose)
      if (Math.floor(k / 3) % 4 === 0) canvas.set(x, y, hoseDark)
    })
    for (const [x, y] of pts)
      if (!canvas.opaque(x + 1, y) && (x + y) % 2 === 0) canvas.set(x + 1, y, hoseDark)
    const [ex, ey] = pts[pts.length - 1] as Point
    paint(canvas, sag([ex, ey], [ex + 4, ey + R * 0.3], [2 * R + 6, 2 * R + 1]), hose)
    rect(canvas, 2 * R + 5, 2 * R, 2 * R + 7, 2 * R + 2, nozzle)
    return finish(canvas, random, ink, 0.3, 0.5)
  }
  const R = int(random, 7, 30)
  const D = 2 * R
  const wheel = Math.max(2, Math.round(D * 0.16))
  const W = D + Math.round(D * 0.7) + 4
  const H = D + wheel * 2 + Math.round(D * 0.3) + 3
  const canvas = begin(W, H, null)
  const cx = R + 2
  const cy = Math.round(D * 0.3) + R + 1
  // The A-frame from the wheels up past the drum to a handle over it, then the coiled drum on its axle.
  const floor = H - 1
  for (const wx of [cx - Math.round(R * 0.9), cx + Math.round(R * 0.9)]) {
    line(canvas, wx, floor - wheel, cx + Math.sign(wx - cx), 1, metal)
    line(canvas, wx + Math.sign(wx - cx), floor - wheel, cx + 2 * Math.sign(wx - cx), 1, metalDark)
  }
  line(canvas, cx - Math.round(R * 0.45), 0, cx + Math.round(R * 0.45), 0, metalDark)
  line(canvas, cx - Math.round(R * 0.45), 1, cx + Math.round(R * 0.45), 1, metal)
  ellipse(canvas, cx, cy, R, R, (x, y) => {
    const r = Math.hypot(x - cx, y - cy)
    if (r < R * 0.28) return metal
    return Math.floor(r / 1.5) % 2 ? hose : hoseDark
  })
  ellipse(canvas, cx, cy, R * 0.12 + 0.6, R * 0.12 + 0.6, solid(metalDark))
  for (const wx of [cx - Math.round(R * 0.9), cx + Math.round(R * 0.9)]) {
    ellipse(canvas, wx, floor - wheel, wheel, wheel, solid(metalDark))
    canvas.set(wx, floor - wheel, metal)
  }
  // The end of the hose off the drum and away on the ground.
  const start: Point = [Math.round(cx + R * 0.7), Math.round(cy + R * 0.7)]
  const end: Point = [W - 3, floor - 1]
  paint(canvas, sag(start, [start[0] + 2, floor + 2], end), hose)
  rect(canvas, W - 3, floor - 2, W - 1, floor - 1, nozzle)
  return finish(canvas, random, ink, 0.4, 0.5)
}

/**
 * A bird bath: a pedestal (stepped foot, column, flared top) under a shallow bowl with a lit rim and water
 * in it (a lit glint or ripple), weathered stone with ordered-dithered moss on some, a small bird on the
 * rim on some; 24 to 80 px high, transparent round the column.
 */
function birdBath(random: Random, ink: RGB): RGBAImage {
  const H = int(random, 24, 80)
  const W = Math.max(14, Math.round(H * uniform(random, 0.6, 0.9)))
  const stone = tint(random, hexes(0xc8c0b0, 0xb8b0a0, 0xd8d0c0, 0x9a9a98))
  const stoneLit = nudge(random, mix(stone, WHITE, 0.4))
  const stoneDark = nudge(random, scale(stone, 0.72))
  const moss = tint(random, hexes(0x5a7a3a, 0x6a8a3a))
  const water = tint(random, hexes(0x6a9ac8, 0x5a8ab8))
  const waterLit = nudge(random, mix(water, WHITE, 0.55))
  const bird = tint(random, hexes(0x6a4a2e, 0x3a4a6a, 0xce2e2c))
  const birdOn = random() < 0.6
  const birdH = birdOn ? Math.max(4, Math.round(W * 0.16)) : 0
  const canvas = begin(W + 2, H + birdH, null)
  const cx = (W + 1) / 2
  const bowlY = birdH + Math.max(2, Math.round(H * 0.08))
  const bowlD = Math.max(3, Math.round(H * 0.12))
  const colW = Math.max(2, Math.round(W * 0.16))
  const footH = Math.max(3, Math.round(H * 0.12))
  const bottom = H + birdH - 1
  // The column, its flare and foot.
  for (let y = bowlY; y <= bottom; y++) {
    const t = (y - bowlY) / (bottom - bowlY)
    let half = colW / 2 + (t < 0.3 ? (0.3 - t) * colW * 2.5 : 0)
    if (y > bottom - footH) half = W * 0.3 + (y > bottom - footH / 2 ? 1 : 0)
    for (let x = Math.round(cx - half); x <= Math.round(cx + half); x++)
      canvas.set(x, y, x < cx - half * 0.4 ? stoneLit : x > cx + half * 0.5 ? stoneDark : stone)
  }
  // The bowl.
  ellipse(canvas, cx, bowlY, W / 2, bowlD, (_, y) => (y >= bowlY ? stone : null))
  line(canvas, 1, bowlY, W, bowlY, stoneLit)
  arc(canvas, cx, bowlY, W / 2, bowlD, 0.1, Math.PI - 0.1, stoneDark)
  rect(canvas, 2, bowlY - 1, W - 1, bowlY - 1, water)
  canvas.set(Math.round(cx - W * 0.2), bowlY - 1, waterLit)
  canvas.set(Math.round(cx - W * 0.2) + 1, bowlY - 1, waterLit)
  if (random() < 0.5)
    repaint(canvas, 0, bowlY + 1, W + 1, bottom, stone, (x, y) =>
      bayer(x, y) < 0.35 && Math.sin(x * 0.7 + y * 0.4) > 0.3 ? moss : null,
    )
  if (birdOn) {
    const bx = pick(random, [Math.round(W * 0.2), Math.round(W * 0.75)])
    const by = bowlY - 2
    const s = birdH
    ellipse(canvas, bx, by - s * 0.35, s * 0.55, s * 0.35, solid(bird))
    ellipse(canvas, bx + s * 0.45, by - s * 0.7, s * 0.25 + 0.3, s * 0.25 + 0.3, solid(bird))
    canvas.set(Math.round(bx + s * 0.45 + s * 0.25 + 1), Math.round(by - s * 0.7), HUES[2] as RGB)
    line(
      canvas,
      Math.round(bx - s * 0.5),
      Math.round(by - s * 0.4),
      Math.round(bx - s * 0.9),
      Math.round(by - s * 0.6),
      bird,
    )
    canvas.set(bx, by, ink)
    canvas.set(bx, by + 1, ink)
  }
  return finish(canvas, random, ink, 0.4, 0.5)
}

/**
 * A row of flower pots on a plank, a thin strip 10 to 14 px high: terracotta pots with a lit rim band,
 * each with a seedling (a 1-px stem and two leaves), a tulip, a rosette of a succulent or a tuft of
 * herbs; 40 to 120 px long.
 */
function potRow(random: Random, ink: RGB): RGBAImage {
  const H = int(random, 10, 14)
  const n = int(random, 4, 10)
  const pw = int(random, 5, 9)
  const gap = int(random, 1, 5)
  const W = Math.max(40, Math.min(120, n * (pw + gap) + gap))
  const pot = tint(random, TERRACOTTAS)
  const rim = nudge(random, mix(pot, WHITE, 0.25))
  const potDark = nudge(random, scale(pot, 0.75))
  const plank = tint(random, WOODS)
  const [leaf, leafDark] = distinctTints(random, LEAVES, 2) as [RGB, RGB]
  const flower = tint(random, hexes(0xce2e2c, 0xf0c432, 0xe26492, 0x8842a6, 0xf2f0e8))
  const canvas = begin(W, H, null)
  rect(canvas, 0, H - 2, W - 1, H - 1, plank)
  line(canvas, 0, H - 1, W - 1, H - 1, potDark)
  const potH = Math.max(4, Math.round(H * 0.5))
  const plantTop = 0
  let x = gap
  while (x + pw <= W) {
    const py0 = H - 2 - potH
    polygon(
      canvas,
      [
        [x, py0 + 1],
        [x + pw, py0 + 1],
        [x + pw - 1, H - 2],
        [x + 1, H - 2],
      ],
      pot,
    )
    rect(canvas, x, py0, x + pw - 1, py0 + 1, rim)
    canvas.set(x + pw - 2, py0 + 3, potDark)
    const cx = x + Math.floor(pw / 2)
    const kind = pick(random, ['seedling', 'tulip', 'rosette', 'herb'] as const)
    const stemTop = plantTop + int(random, 0, 2)
    if (kind === 'seedling') {
      line(canvas, cx, stemTop + 1, cx, py0 - 1, leafDark)
      canvas.set(cx - 1, stemTop + 1, leaf)
      canvas.set(cx + 1, stemTop, leaf)
    } else if (kind === 'tulip') {
      line(canvas, cx, stemTop + 2, cx, py0 - 1, leafDark)
      rect(canvas, cx - 1, stemTop, cx + 1, stemTop + 1, flower)
      canvas.set(cx, stemTop, null)
      canvas.set(cx - 1, py0 - 2, leaf)
    } else if (kind === 'rosette') {
      for (const [dx, dy] of [
        [-2, 0],
        [2, 0],
        [-1, -1],
        [1, -1],
        [0, -2],
        [0, 0],
      ] as Point[])
        canvas.set(cx + dx, py0 - 1 + dy, dx === 0 && dy === 0 ? leafDark : leaf)
    } else {
      for (let k = -2; k <= 2; k++)
        line(
          canvas,
          cx + k,
          py0 - 1,
          cx + Math.round(k * 1.3),
          stemTop + Math.abs(k),
          k % 2 ? leaf : leafDark,
        )
    }
    x += pw + gap + (random() < 0.3 ? 1 : 0)
  }
  return finish(canvas, random, ink, 0, 0.5)
}

/**
 * A packet of seeds, opaque but for its crimped top edge: a coloured border, a picture of what grows (a
 * carrot with its leaves, tomatoes, pea pods, a sunflower or radishes) on a sky or a soil ground, and the
 * name in 3×5 letters on a band (at twice size on the big ones), 1-px "text" under it; 20 to 48 px wide.
 */
function seedPacket(random: Random, ink: RGB): RGBAImage {
  const kinds = {
    CARROT: hexes(0xe87824, 0x2e8a3e),
    TOMATO: hexes(0xce2e2c, 0x2e8a3e),
    PEAS: hexes(0x6aa84a, 0x3a7a2e),
    SUNFLOWER: hexes(0xf0c432, 0x6a4a2e),
    RADISH: hexes(0xe26492, 0x2e8a3e),
    BEANS: hexes(0x6aa84a, 0x2e6a2e),
  }
  const name = pick(random, Object.keys(kinds)) as keyof typeof kinds
  const [main, second] = (kinds[name] as RGB[]).map((c) => nudge(random, c)) as [RGB, RGB]
  const W = int(random, Math.max(20, glyphWidth(name) + 4), 48)
  const H = Math.round(W * uniform(random, 1.3, 1.55))
  const border = tint(random, hexes(0x2660be, 0xce2e2c, 0x2e8a3e, 0xf0c432, 0x8842a6))
  const sky = tint(random, hexes(0xc8e0f0, 0xf2f0e8, 0xf0e8c0))
  const soil = tint(random, hexes(0x6a4a2e, 0x5a3a22))
  const paper = tint(random, WHITES)
  const canvas = begin(W, H, border)
  for (let x = 0; x < W; x += 2) canvas.set(x, 0, null)
  const big = W >= glyphWidth(name, 2) + 4 && H >= 40
  const bandH = big ? 14 : 9
  const bandY = H - bandH - 2
  rect(canvas, 2, 3, W - 3, bandY - 2, sky)
  const groundY = Math.round(3 + (bandY - 5) * 0.7)
  rect(canvas, 2, groundY, W - 3, bandY - 2, soil)
  rect(canvas, 2, bandY, W - 3, H - 3, paper)
  centredGlyphs(canvas, name, W / 2, bandY + 2, ink, big ? 2 : 1)
  // The picture.
  const cx = W / 2
  const pic = bandY - 5
  const s = Math.max(3, Math.round(Math.min(W - 6, pic) * 0.3))
  if (name === 'CARROT' || name === 'RADISH') {
    const n = name === 'CARROT' ? int(random, 1, 2) : int(random, 2, 3)
    for (let k = 0; k < n; k++) {
      const x = cx + (k - (n - 1) / 2) * s * 1.1
      if (name === 'CARROT')
        polygon(
          canvas,
          [
            [x - s * 0.35, groundY - s * 0.3],
            [x + s * 0.35, groundY - s * 0.3],
            [x, groundY + s * 1.2],
          ],
          main,
        )
      else ellipse(canvas, x, groundY, s * 0.4, s * 0.4, solid(main))
      for (let l = -1; l <= 1; l++)
        line(
          canvas,
          Math.round(x),
          Math.round(groundY - s * 0.3),
          Math.round(x + l * s * 0.3),
          Math.round(groundY - s),
          second,
        )
    }
  } else if (name === 'TOMATO') {
    for (const [dx, dy] of [
      [-0.5, 0],
      [0.5, 0.1],
      [0, -0.7],
    ] as Point[])
      ellipse(canvas, cx + dx * s, groundY - s * 0.8 + dy * s, s * 0.45, s * 0.42, solid(main))
    line(canvas, Math.round(cx), 4, Math.round(cx), Math.round(groundY - s * 1.4), second)
  } else if (name === 'SUNFLOWER') {
    const fy = 3 + s
    line(canvas, Math.round(cx), Math.round(fy), Math.round(cx), groundY, nudge(random, LEAVES[0] as RGB))
    ellipse(canvas, cx, fy, s, s, solid(main))
    ellipse(canvas, cx, fy, s * 0.45, s * 0.45, solid(second))
  } else {
    for (let k = 0; k < 2; k++) {
      const y = groundY - s * (0.5 + k * 0.9)
      ellipse(canvas, cx + (k ? 2 : -2), y, s * 0.9, s * 0.32, solid(second))
      for (let b = -1; b <= 1; b++)
        ellipse(canvas, cx + (k ? 2 : -2) + b * s * 0.5, y, s * 0.22 + 0.3, s * 0.22 + 0.3, solid(main))
    }
  }
  return canvas.image()
}

/** Garden things: a watering can, a wheelbarrow, a gnome, a hose reel, a bird bath, pots or seeds. */
const gardenSprite: SpriteGenerator['draw'] = (random) =>
  pick(random, [wateringCan, wateringCan, wheelbarrow, gnome, hoseReel, birdBath, potRow, seedPacket])(
    random,
    tint(random, INKS),
  )

// ---- theatre and cinema -------------------------------------------------------------------------------

const PLUSHES = hexes(0xa81e28, 0x8a1a2a, 0x2a3a8a, 0x6a1a4a, 0x1e5a3a)
const GOLDS = hexes(0xd8a838, 0xc89830, 0xe0b848)
const SHOWS = ['HAMLET', 'MACBETH', 'CARMEN', 'TOSCA', 'OTHELLO', 'CATS', 'GISELLE', 'FAUST', 'ANNIE', 'AIDA']

/**
 * A theatre stage, opaque: a gilded proscenium (lit and shaded 1-px edges), a pelmet with a scalloped
 * edge and a fringe of 1-px dots, red, blue or green curtains in folds (two tones and 1-px fold lines)
 * swept back to tiebacks, a backdrop (night sky with an ordered-dithered glow and a moon, or plain), a
 * plank floor with 1-px joints, footlights along its front, a spotlight's pool ordered-dithered on the
 * boards and dark figures on it on some; 48 to 128 px wide.
 */
function stage(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 48, 128)
  const H = Math.max(40, Math.min(110, Math.round(W * uniform(random, 0.65, 0.9))))
  const gold = tint(random, GOLDS)
  const goldLit = nudge(random, mix(gold, WHITE, 0.45))
  const goldDark = nudge(random, scale(gold, 0.62))
  const plush = tint(random, PLUSHES)
  const plushLit = nudge(random, mix(plush, WHITE, 0.22))
  const plushDark = nudge(random, scale(plush, 0.6))
  const [back, back2] = distinctTints(random, hexes(0x101830, 0x1a1a2a, 0x2a1a3a, 0x18304a), 2) as [RGB, RGB]
  const boards = tint(random, hexes(0x8a5a34, 0x6a4a2e, 0x9a6a40))
  const joint = nudge(random, scale(boards, 0.7))
  const lamp = tint(random, hexes(0xf8e088, 0xf8f0c0))
  const canvas = begin(W, H, back)
  const pw = Math.max(3, Math.round(W * 0.06))
  const floorY = Math.round(H * uniform(random, 0.72, 0.8))
  const topH = Math.max(5, Math.round(H * 0.14))
  // The backdrop.
  if (random() < 0.6) {
    dither(
      canvas,
      pw,
      topH,
      W - pw - 1,
      floorY - 1,
      back,
      back2,
      (_, y) => (y - topH) / (floorY - topH) - 0.2,
    )
    const mr = Math.max(2, W * 0.05)
    const mx = int(random, Math.round(W * 0.3), Math.round(W * 0.7))
    ellipse(canvas, mx, topH + mr + 3, mr, mr, solid(lamp))
    ellipse(canvas, mx + mr * 0.5, topH + mr + 2.5, mr * 0.8, mr * 0.8, solid(back))
  }
  // The floor and its joints, the footlights.
  rect(canvas, 0, floorY, W - 1, H - 1, boards)
  for (let y = floorY + 2; y < H - 2; y += 3) line(canvas, 0, y, W - 1, y, joint)
  for (let y = floorY + 2; y < H - 2; y += 3)
    for (let x = mod(y * 7, 13); x < W; x += 13) line(canvas, x, y - 2, x, y - 1, joint)
  if (random() < 0.5) {
    const sx = int(random, Math.round(W * 0.3), Math.round(W * 0.7))
    const sr = W * 0.16
    ellipse(canvas, sx, floorY + (H - floorY) * 0.45, sr, (H - floorY) * 0.4, (x, y) =>
      bayer(x, y) < 0.5 ? lamp : null,
    )
  }
  for (let x = 3; x < W - 3; x += 4) {
    canvas.set(x, H - 2, lamp)
    canvas.set(x, H - 1, goldDark)
  }
  // Figures on the stage.
  for (let k = random() < 0.5 ? int(random, 1, 3) : 0; k > 0; k--) {
    const fh = Math.max(6, Math.round((floorY - topH) * uniform(random, 0.35, 0.5)))
    const fx = int(random, Math.round(W * 0.3), Math.round(W * 0.7))
    const fy = floorY + 1
    ellipse(canvas, fx, fy - fh + fh * 0.12, fh * 0.12 + 0.3, fh * 0.12 + 0.3, solid(ink))
    polygon(
      canvas,
      [
        [fx - fh * 0.16, fy - fh * 0.75],
        [fx + fh * 0.16 + 1, fy - fh * 0.75],
        [fx + fh * 0.22 + 1, fy],
        [fx - fh * 0.22, fy],
      ],
      ink,
    )
  }
  // The curtains: folds of two tones with fold lines, swept to tiebacks.
  const fold = int(random, 3, 5)
  const open = uniform(random, 0.25, 0.4)
  const tieY = Math.round(topH + (floorY - topH) * uniform(random, 0.55, 0.7))
  for (const sideSign of [-1, 1]) {
    for (let y = topH; y < floorY; y++) {
      // The curtain's inner edge: narrow at the tieback, sweeping out above and below it.
      const t =
        y <= tieY
          ? (y - topH) / Math.max(1, tieY - topH)
          : 1 - (0.35 * (y - tieY)) / Math.max(1, floorY - tieY)
      const reach = W * (0.5 - open) * (1 - 0.55 * Math.sin((t * Math.PI) / 2)) + pw
      for (let i = 0; i < reach; i++) {
        const x = sideSign < 0 ? i : W - 1 - i
        const f = mod(i, fold)
        canvas.set(x, y, f === 0 ? plushDark : f === fold - 1 ? plushLit : plush)
      }
    }
    const tx =
      sideSign < 0
        ? Math.round(W * (0.5 - open) * 0.45 + pw)
        : Math.round(W - 1 - W * (0.5 - open) * 0.45 - pw)
    rect(canvas, tx - 1, tieY - 1, tx + 1, tieY + 1, gold)
    canvas.set(tx, tieY - 1, goldLit)
  }
  // The pelmet: a scalloped band and a fringe.
  const sc = Math.max(4, Math.round(W / int(random, 6, 10)))
  for (let x = 0; x < W; x++) {
    const u = mod(x, sc) / sc - 0.5
    const dip = Math.round(Math.sqrt(Math.max(0, 0.25 - u * u)) * sc * 0.5)
    for (let y = 0; y < topH + dip; y++) canvas.set(x, y, y === topH + dip - 1 ? plushDark : plush)
    if (x % 2 === 0) canvas.set(x, topH + dip, gold)
  }
  // The proscenium over everything.
  rect(canvas, 0, 0, W - 1, 1, gold)
  line(canvas, 0, 0, W - 1, 0, goldLit)
  for (const x0 of [0, W - pw]) {
    rect(canvas, x0, 0, x0 + pw - 1, floorY - 1, gold)
    line(canvas, x0, 0, x0, floorY - 1, goldLit)
    line(canvas, x0 + pw - 1, 2, x0 + pw - 1, floorY - 1, goldDark)
  }
  return canvas.image()
}

/**
 * Tickets, thin strips 10 to 14 px high (or up to 26): a coloured card with a 1-px border, ADMIT ONE, a
 * show's name, a row and seat or a number in 3×5 glyphs, a stub beyond a perforation (a column of
 * transparent holes) with notches cut out of its ends, and a serial number; two to four joined as a
 * strip on some, or one torn stub alone (8 to 12 px on some draws).
 */
function ticket(random: Random, ink: RGB): RGBAImage {
  const card = tint(random, hexes(0xe85a4a, 0xf0c432, 0x8ab8e0, 0xe8a0c0, 0xa8d0a0, 0xf2f0e8, 0xf0a040))
  const print = random() < 0.5 ? ink : tint(random, hexes(0x2a4a8a, 0x8a1a2a))
  const edge = nudge(random, away(card, 0.35))
  const serial = tint(random, hexes(0xce2e2c, 0x2660be))
  if (random() < 0.2) {
    const W = int(random, 8, 12)
    const H = int(random, 10, 12)
    const canvas = begin(W, H, card)
    for (let y = 0; y < H; y++) if (y % 2 === 0) canvas.set(W - 1, y, null)
    frame(canvas, 1, 1, W - 3, H - 2, edge)
    glyphs(canvas, String(int(random, 1, 9)), Math.floor((W - 4) / 2) - 0, Math.floor((H - 5) / 2), serial)
    return canvas.image()
  }
  const H = random() < 0.7 ? int(random, 10, 14) : int(random, 16, 26)
  const n = random() < 0.3 ? int(random, 2, 4) : 1
  const show = pick(random, SHOWS)
  const lines =
    H >= 19
      ? ['ADMIT ONE', show]
      : [pick(random, ['ADMIT ONE', show, `ROW ${String.fromCharCode(65 + int(random, 0, 12))}`])]
  const textW = Math.max(...lines.map((l) => glyphWidth(l)))
  const stubW = int(random, 8, 12)
  const tw = textW + 6 + stubW
  const W = Math.min(124, n * tw + (n - 1))
  const canvas = begin(W, H, null)
  let x0 = 0
  for (let k = 0; k < n && x0 + tw <= W; k++) {
    rect(canvas, x0, 0, x0 + tw - 1, H - 1, card)
    frame(canvas, x0 + 1, 1, x0 + tw - stubW - 2, H - 2, edge)
    const ty = Math.floor((H - (lines.length * 6 - 1)) / 2)
    lines.forEach((l, i) => glyphs(canvas, l, x0 + 3, ty + i * 6, print))
    // The perforation and the notches.
    const px = x0 + tw - stubW
    for (let y = 1; y < H - 1; y += 2) canvas.set(px, y, null)
    canvas.set(px, 0, null)
    canvas.set(px, H - 1, null)
    canvas.set(px - 1, 0, null)
    canvas.set(px + 1, 0, null)
    canvas.set(px - 1, H - 1, null)
    canvas.set(px + 1, H - 1, null)
    const no = String(int(random, 10, 999))
    const digits = no.slice(0, Math.max(1, Math.floor((stubW - 2) / 4)))
    glyphs(canvas, digits, px + 2, Math.floor((H - 5) / 2), serial)
    x0 += tw + (n > 1 ? 0 : 1)
    if (n > 1 && x0 < W) for (let y = 0; y < H; y += 2) canvas.set(x0 - 1, y, null)
  }
  return canvas.image()
}

/**
 * A film clapperboard: a slate of black (or white) board with chalk lines dividing it into fields, 3×5
 * labels (ROLL, SCENE, TAKE) and numbers where they fit, 1-px "text" where they do not, and the clapper
 * stick on top in 45° stripes (black and white, or the colour bars), hinged at one end and raised at an
 * angle on some; 20 to 64 px wide.
 */
function clapperboard(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 20, 64)
  const bh = Math.round(W * uniform(random, 0.62, 0.8))
  const dark = random() < 0.75
  const slate = dark ? tint(random, hexes(0x1a1a22, 0x2a2a30)) : tint(random, WHITES)
  const chalk = dark ? tint(random, WHITES) : tint(random, INKS)
  const bars = random() < 0.3 ? distinctTints(random, HUES, 4) : [chalk, slate]
  const hinge = tint(random, STEELS)
  const stickH = Math.max(3, Math.round(W * 0.12))
  const lift = random() < 0.5 ? uniform(random, 0.15, 0.45) : 0
  const up = Math.ceil(W * Math.sin(lift)) + 1
  const H = up + stickH * 2 + bh + 1
  const canvas = begin(W + 1, H, null)
  const by0 = up + stickH * 2 + 1
  rect(canvas, 0, by0, W - 1, H - 1, slate)
  // The lower stick, fixed on the board.
  const stripe = Math.max(2, Math.round(stickH * 0.9))
  // A stick: stripes at 45° along it; the upper one turned up about its hinge at the left.
  const striped = (x0: number, y0: number, a: number) =>
    turnedBox(
      canvas,
      x0,
      y0,
      W,
      stickH,
      -a,
      (u, v) => bars[mod(Math.floor((u + v) / stripe), bars.length)] as RGB,
    )
  striped(0, by0 - stickH, 0)
  striped(0, by0 - 2 * stickH - (lift ? 1 : 0) + (lift ? stickH * (1 - Math.cos(lift)) : 0), lift)
  rect(canvas, 0, by0 - stickH - 1, 1, by0 - 1, hinge)
  // The fields.
  const rows = bh >= 30 ? 3 : 2
  const rh = Math.floor((bh - 2) / rows)
  for (let r = 1; r < rows; r++) line(canvas, 1, by0 + r * rh, W - 2, by0 + r * rh, chalk)
  const labels = ['ROLL', 'SCENE', 'TAKE']
  const cells = rows === 3 ? 3 : 2
  const cw = Math.floor((W - 2) / cells)
  for (let c = 1; c < cells; c++) line(canvas, 1 + c * cw, by0 + rh, 1 + c * cw, by0 + 2 * rh, chalk)
  for (let c = 0; c < cells; c++) {
    const x = 2 + c * cw
    const label = labels[c + (cells === 2 ? 1 : 0)] as string
    if (glyphWidth(label) <= cw - 2 && rh >= 13) {
      glyphs(canvas, label, x, by0 + rh + 2, chalk)
      glyphs(canvas, String(int(random, 1, 99)), x, by0 + rh + 8, chalk)
    } else if (rh >= 7)
      glyphs(
        canvas,
        String(int(random, 1, 9)),
        x + Math.floor((cw - 5) / 2),
        by0 + rh + Math.floor((rh - 5) / 2),
        chalk,
      )
    else scribble(canvas, random, x, by0 + rh + Math.floor(rh / 2), cw - 3, chalk, 0.3)
  }
  const show = pick(random, SHOWS)
  if (glyphWidth(show) <= W - 4 && rh >= 8) glyphs(canvas, show, 2, by0 + Math.floor((rh - 5) / 2) + 1, chalk)
  else scribble(canvas, random, 2, by0 + Math.floor(rh / 2), W - 5, chalk, 0.25)
  for (let r = 2; r < rows; r++)
    scribble(canvas, random, 2, by0 + r * rh + Math.floor(rh / 2), W - 5, chalk, 0.3)
  return finish(canvas, random, ink, dark ? 0.2 : 0.6, 0)
}

/**
 * A stage spotlight from the side: a lamp body (a cylinder at a slant, lit along its top, 1-px cooling
 * ribs across it, a dark back cap) with a lens at its mouth and two barn-door flaps splayed from the rim,
 * on a yoke arm from its pivot: hung by a clamp from a length of pipe, or on a stand (a column and three
 * 1-px tripod legs); its cable hanging in a curve, and a cone of coloured light (two 1-px edges and a
 * sparse ordered dither between) on some; mostly transparent, 20 to 110 px.
 */
function spotlight(random: Random, ink: RGB): RGBAImage {
  const L = int(random, 10, 34)
  const d = Math.max(5, Math.round(L * uniform(random, 0.45, 0.65)))
  const body = tint(random, hexes(0x2a2a30, 0x1a1a22, 0x3a3a40, 0x6a6a72))
  const bodyLit = nudge(random, mix(body, WHITE, 0.32))
  const metal = tint(random, STEELS)
  const lens = tint(random, hexes(0xf8f0c0, 0xf8e088, 0xc8e0f0))
  const gel = tint(random, hexes(0xe85a4a, 0x6ac8e8, 0xf0c432, 0xe26492, 0x6ae08a))
  const cable = tint(random, hexes(0x1a1a22, 0x3a3a40, 0x2a2a60))
  const hung = random() < 0.5
  const beam = random() < 0.45
  // Pointing down and to the right, steeper when hung.
  const a = hung ? uniform(random, 0.35, 1.1) : uniform(random, -0.5, 0.35)
  const S = 150
  const canvas = begin(S, S, null)
  const pivot: Point = [Math.round(S * 0.4), hung ? Math.round(d * 0.8) + 6 : Math.round(S * 0.45)]
  const [dx, dy] = [Math.cos(a), Math.sin(a)]
  const [nx, ny] = [-dy, dx]
  const back: Point = [pivot[0] - dx * L * 0.45 - (nx * d) / 2, pivot[1] - dy * L * 0.45 - (ny * d) / 2]
  const mouth: Point = [pivot[0] + dx * L * 0.55, pivot[1] + dy * L * 0.55]
  // The pipe and clamp, or the stand; the yoke arm to the pivot.
  let floor = S - 1
  if (hung) {
    const pipeY = 2
    rect(canvas, Math.round(pivot[0] - L * 0.7), pipeY, Math.round(pivot[0] + L * 0.9), pipeY + 1, metal)
    line(canvas, Math.round(pivot[0] - L * 0.7), pipeY, Math.round(pivot[0] + L * 0.9), pipeY, bodyLit)
    rect(canvas, pivot[0] - 2, pipeY - 1, pivot[0] + 2, pipeY + 3, body)
    bar(canvas, pivot[0], pipeY + 3, pivot[0], pivot[1], 2, metal)
  } else {
    const standH = int(random, Math.round(L * 0.9), Math.round(L * 2.2))
    floor = Math.min(S - 1, pivot[1] + standH)
    const hub = Math.round(pivot[1] + standH * 0.62)
    bar(canvas, pivot[0], pivot[1], pivot[0], hub, 2, metal)
    const spread = Math.round(standH * 0.4)
    line(canvas, pivot[0], hub, pivot[0] - spread, floor, metal)
    line(canvas, pivot[0] + 1, hub, pivot[0] + spread, floor, metal)
    line(canvas, pivot[0], hub, pivot[0] + Math.round(spread * 0.3), floor - 1, bodyLit)
  }
  // The beam first, so the lamp covers its start: a cone of sparse ordered-dithered light between two
  // 1-px edges.
  if (beam) {
    const reach = L * uniform(random, 1.2, 2)
    const cone: Point[] = []
    for (const s of [-1, 1]) {
      const [ex, ey] = [mouth[0] + (s * nx * d) / 2, mouth[1] + (s * ny * d) / 2]
      const far: Point = [ex + dx * reach + s * nx * reach * 0.35, ey + dy * reach + s * ny * reach * 0.35]
      cone.push(s < 0 ? [ex, ey] : far, s < 0 ? far : [ex, ey])
      line(canvas, Math.round(ex), Math.round(ey), Math.round(far[0]), Math.round(far[1]), gel)
    }
    const xs = cone.map((q) => q[0])
    const ys = cone.map((q) => q[1])
    for (let y = Math.floor(Math.min(...ys)); y <= Math.ceil(Math.max(...ys)); y++)
      for (let x = Math.floor(Math.min(...xs)); x <= Math.ceil(Math.max(...xs)); x++)
        if (bayer(x, y) < 0.2 && inside(cone, x + 0.5, y + 0.5)) canvas.set(x, y, gel)
  }
  // The body: along u from the back cap to the mouth, across v; ribs, a lit top edge, the lens.
  const len = L
  turnedBox(canvas, back[0], back[1], len, d, a, (u, v) => {
    if (u < 2) return ink
    if (u > len - 2) return v > 0.8 && v < d - 0.8 ? lens : metal
    if (v < 1) return bodyLit
    if (len >= 18 && u < len * 0.4 && Math.floor(u) % 3 === 0) return bodyLit
    return body
  })
  // Barn doors splayed out from the mouth's rim.
  for (const s of [-1, 1]) {
    const [rx, ry] = [back[0] + dx * len + (s < 0 ? 0 : nx * d), back[1] + dy * len + (s < 0 ? 0 : ny * d)]
    const out = d * 0.55
    line(
      canvas,
      Math.round(rx),
      Math.round(ry),
      Math.round(rx + dx * out - s * nx * out * 0.45),
      Math.round(ry + dy * out - s * ny * out * 0.45),
      metal,
    )
  }
  ellipse(canvas, pivot[0], pivot[1], 1.3, 1.3, solid(metal))
  // The cable from the back cap.
  const tail: Point = [Math.round(back[0] + (nx * d) / 2), Math.round(back[1] + (ny * d) / 2)]
  const end: Point = hung
    ? [tail[0] - 6, Math.min(S - 1, tail[1] + L * 1.4)]
    : [Math.round(pivot[0] - L * 0.9), floor]
  paint(canvas, sag(tail, [tail[0] - 2, end[1] + 2], end), cable)
  return finish(canvas, random, ink, 0.25, 0.5)
}

/**
 * A row of cinema or theatre seats from the front: plush backs (rounded, lit on top, a fold down the
 * middle on the big ones) with seat numbers in 3×5 digits where they fit, armrests between (with a cup
 * holder on some), the seat cushions below; a thin strip 10 to 14 px high on some draws, else 16 to 34,
 * 40 to 124 px long.
 */
function seats(random: Random, ink: RGB): RGBAImage {
  const thin = random() < 0.55
  const H = thin ? int(random, 10, 14) : int(random, 16, 34)
  const sw = thin ? int(random, 6, 9) : Math.max(8, Math.round(H * uniform(random, 0.5, 0.75)))
  const aw = thin ? 1 : int(random, 2, 3)
  const n = Math.max(3, Math.min(Math.floor(120 / (sw + aw)), int(random, 4, 14)))
  const W = n * (sw + aw) + aw
  const plush = tint(random, PLUSHES)
  const plushLit = nudge(random, mix(plush, WHITE, 0.25))
  const plushDark = nudge(random, scale(plush, 0.62))
  const arm = tint(random, hexes(0x2a2a30, 0x3a2a20, 0x6a4a2e))
  const armLit = nudge(random, mix(arm, WHITE, 0.25))
  const number = tint(random, [...GOLDS, ...WHITES])
  const canvas = begin(W, H, null)
  const seatY = Math.round(H * 0.62)
  const armY = Math.round(H * 0.45)
  const first = int(random, 1, 20)
  for (let k = 0; k < n; k++) {
    const x0 = aw + k * (sw + aw)
    roundedBox(canvas, x0, 0, x0 + sw - 1, seatY, Math.min(3, Math.floor(sw / 3)), plush)
    line(canvas, x0 + 1, 0, x0 + sw - 2, 0, plushLit)
    if (sw >= 10) line(canvas, x0 + Math.floor(sw / 2), 2, x0 + Math.floor(sw / 2), seatY - 3, plushDark)
    roundedBox(canvas, x0, seatY + 1, x0 + sw - 1, H - 1, 1, plushDark)
    line(canvas, x0 + 1, seatY + 1, x0 + sw - 2, seatY + 1, plush)
    const num = String(first + k)
    if (sw >= glyphWidth(num) + 2 && seatY >= 9 && sw < 10)
      glyphs(canvas, num, x0 + Math.floor((sw - glyphWidth(num)) / 2), 2, number)
    else if (sw >= 10 && seatY >= 9) glyphs(canvas, num, x0 + 1, 2, number)
    else canvas.set(x0 + Math.floor(sw / 2), 2, number)
  }
  for (let k = 0; k <= n; k++) {
    const x0 = k * (sw + aw)
    rect(canvas, x0, armY, x0 + aw - 1, H - 1, arm)
    line(canvas, x0, armY, x0 + aw - 1, armY, armLit)
    if (aw >= 3 && random() < 0.4) {
      canvas.set(x0 + 1, armY, ink)
    }
  }
  return finish(canvas, random, ink, thin ? 0 : 0.3, 0)
}

/**
 * A cinema or theatre marquee, opaque: a sign board with a border of bulbs (1-px lights alternating lit
 * and dim, every other pixel or every third), NOW SHOWING, TONIGHT or the house's name and a show's name
 * in 3×5 letters (twice size where it fits), a star or a pediment on top on some; 40 to 124 px wide.
 */
function marquee(random: Random, ink: RGB): RGBAImage {
  const show = pick(random, SHOWS)
  const head = pick(random, ['NOW SHOWING', 'TONIGHT', 'CINEMA', 'THEATRE', 'ODEON', 'PALACE', 'EMPIRE'])
  const k = glyphWidth(show, 2) + 10 <= 124 && random() < 0.6 ? 2 : 1
  const W = Math.min(124, Math.max(40, glyphWidth(show, k), glyphWidth(head)) + int(random, 10, 24))
  const H = 6 + 5 + 3 + 5 * k + 6 + (random() < 0.4 ? 6 : 0)
  const board = tint(random, hexes(0x1a1a22, 0xf2f0e8, 0x8a1a2a, 0x1a2a4a))
  const frameC = tint(random, GOLDS)
  const bulb = tint(random, hexes(0xf8f0c0, 0xf8e088))
  const dim = nudge(random, scale(bulb, 0.62))
  const [letters, letters2] = distinctTints(
    random,
    luma(board) > 120 ? hexes(0x1a1a22, 0xce2e2c, 0x2660be) : hexes(0xf2f0e8, 0xf0c432, 0xe85a4a),
    2,
  ) as [RGB, RGB]
  const canvas = begin(W, H, board)
  rect(canvas, 0, 0, W - 1, 2, frameC)
  rect(canvas, 0, H - 3, W - 1, H - 1, frameC)
  rect(canvas, 0, 0, 2, H - 1, frameC)
  rect(canvas, W - 3, 0, W - 1, H - 1, frameC)
  const step = random() < 0.5 ? 2 : 3
  let on = 0
  const bulbAt = (x: number, y: number) => canvas.set(x, y, on++ % 2 ? dim : bulb)
  for (let x = 1; x < W - 1; x += step) bulbAt(x, 1)
  for (let y = 1 + step; y < H - 1; y += step) bulbAt(W - 2, y)
  for (let x = W - 2 - step; x > 0; x -= step) bulbAt(x, H - 2)
  for (let y = H - 2 - step; y > 1; y -= step) bulbAt(1, y)
  centredGlyphs(canvas, head, W / 2, 5, letters2)
  line(canvas, 5, 11, W - 6, 11, frameC)
  centredGlyphs(canvas, show, W / 2, 13 + (H - 6 - 14 - 5 * k >= 6 ? 3 : 0), letters, k)
  if (H - 6 - 14 - 5 * k >= 6)
    scribble(canvas, random, Math.round(W * 0.3), H - 6, Math.round(W * 0.4), letters2, 0.2)
  return finish(canvas, random, ink, 0, 0)
}

/** Theatre and cinema: a stage, tickets, a clapperboard, a spotlight, a row of seats or a marquee. */
const theatreSprite: SpriteGenerator['draw'] = (random) =>
  pick(random, [stage, stage, ticket, ticket, clapperboard, spotlight, seats, marquee])(
    random,
    tint(random, INKS),
  )

// ---- the farmyard -------------------------------------------------------------------------------------

const STRAWS = hexes(0xe0c060, 0xd8b850, 0xe8cc78)

/** Straw in tufts: `n` 1-px strands splayed from (x, y) towards angle `a` (radians) over `len` px. */
function tuft(
  canvas: Canvas,
  random: Random,
  x: number,
  y: number,
  a: number,
  len: number,
  n: number,
  c: RGB[],
) {
  for (let k = 0; k < n; k++) {
    const b = a + uniform(random, -0.5, 0.5)
    const l = len * uniform(random, 0.6, 1)
    line(
      canvas,
      Math.round(x),
      Math.round(y),
      Math.round(x + l * Math.cos(b)),
      Math.round(y + l * Math.sin(b)),
      pick(random, c),
    )
  }
}

/**
 * A scarecrow: a post and a cross-bar, a shirt in a plaid (stripes of a second colour both ways) with its
 * sleeves along the bar and straw in 1-px tufts out of the cuffs, the collar and the hem, a sack head with
 * a stitched 1-px mouth, button or cross eyes and a carrot nose, a hat (a straw boater or a battered felt
 * with a band), patched trousers or the bare post below, and a crow perched on an arm on some; mostly
 * transparent, 28 to 100 px high.
 */
function scarecrow(random: Random, ink: RGB): RGBAImage {
  const H = int(random, 28, 100)
  const W = Math.round(H * uniform(random, 0.75, 1))
  const post = tint(random, WOODS)
  const postDark = nudge(random, scale(post, 0.7))
  const [shirt, plaid] = distinctTints(
    random,
    hexes(0xce2e2c, 0x2660be, 0x2e8a3e, 0xe87824, 0xf2f0e8, 0x8a4a9a, 0x1a1a22),
    2,
  ) as [RGB, RGB]
  const sack = tint(random, hexes(0xd8c090, 0xc8b080, 0xe0cca0))
  const straw = [tint(random, STRAWS), tint(random, hexes(0xb89a40, 0xc8a848))]
  const [hat, band] = distinctTints(
    random,
    hexes(0x6a4a2e, 0x2a2a30, 0x3a4a3a, 0xe0c060, 0xce2e2c, 0x2660be),
    2,
  ) as [RGB, RGB]
  const nose = tint(random, hexes(0xe87824))
  const canvas = begin(W, H, null)
  const cx = Math.round(W / 2)
  const headR = Math.max(3, Math.round(H * 0.09))
  const hatH = Math.max(3, Math.round(headR * 1.2))
  const headY = hatH + headR
  const armY = headY + headR + Math.max(2, Math.round(H * 0.05))
  const shirtB = Math.round(armY + H * 0.3)
  const sleeve = Math.max(2, Math.round(H * 0.06))
  // The post and the bar.
  rect(canvas, cx - 1, headY, cx + 1, H - 1, post)
  line(canvas, cx + 1, headY, cx + 1, H - 1, postDark)
  const reach = Math.round(W / 2) - 3
  rect(canvas, cx - reach, armY, cx + reach, armY + 1, post)
  // The trousers on some.
  if (random() < 0.5) {
    const trousers = tint(random, hexes(0x2a4a6a, 0x6a4a2e, 0x3a3a40))
    const legB = Math.min(H - 3, shirtB + Math.round(H * 0.25))
    const lw = Math.max(2, Math.round(W * 0.1))
    rect(canvas, cx - lw - 1, shirtB, cx - 1, legB, trousers)
    rect(canvas, cx + 1, shirtB, cx + lw + 1, legB, trousers)
    if (lw >= 3) rect(canvas, cx + 2, shirtB + 2, cx + lw, shirtB + 4, plaid)
    tuft(canvas, random, cx - lw, legB + 1, Math.PI / 2, Math.max(2, H * 0.06), 3, straw)
    tuft(canvas, random, cx + lw, legB + 1, Math.PI / 2, Math.max(2, H * 0.06), 3, straw)
  }
  // The shirt and sleeves, in plaid.
  const bw = Math.max(4, Math.round(W * 0.18))
  const sleeveEnd = cx + reach - Math.max(2, Math.round(W * 0.06))
  const plaidStep = Math.max(3, Math.round(H / 16))
  const cloth = (x: number, y: number) => (mod(x, plaidStep) === 0 || mod(y, plaidStep) === 0 ? plaid : shirt)
  for (let y = armY - 1; y <= shirtB; y++)
    for (let x = cx - bw; x <= cx + bw; x++) canvas.set(x, y, cloth(x, y))
  for (let y = armY - 1; y <= armY + sleeve; y++)
    for (let x = W - 1 - sleeveEnd; x <= sleeveEnd; x++) canvas.set(x, y, cloth(x, y))
  tuft(canvas, random, sleeveEnd + 1, armY + 1, 0, Math.max(2, W * 0.08), 4, straw)
  tuft(canvas, random, W - 2 - sleeveEnd, armY + 1, Math.PI, Math.max(2, W * 0.08), 4, straw)
  tuft(canvas, random, cx, shirtB + 1, Math.PI / 2, Math.max(2, H * 0.07), 5, straw)
  tuft(canvas, random, cx, headY + headR, -Math.PI / 2, 2, 3, straw)
  // The head.
  ellipse(canvas, cx, headY, headR, headR, solid(sack))
  const ey = headY - Math.max(1, Math.round(headR * 0.3))
  const ex = Math.max(1, Math.round(headR * 0.45))
  for (const s of [-1, 1]) {
    if (headR >= 5) {
      canvas.set(cx + s * ex - 1, ey - 1, ink)
      canvas.set(cx + s * ex + 1, ey + 1, ink)
      canvas.set(cx + s * ex + 1, ey - 1, ink)
      canvas.set(cx + s * ex - 1, ey + 1, ink)
    }
    canvas.set(cx + s * ex, ey, ink)
  }
  canvas.set(cx, headY, nose)
  if (headR >= 4) canvas.set(cx + 1, headY, nose)
  const my = headY + Math.max(1, Math.round(headR * 0.5))
  for (let x = cx - ex; x <= cx + ex; x++) canvas.set(x, my, x % 2 ? ink : sack)
  // The hat.
  const brim = Math.round(headR * 1.6)
  rect(canvas, cx - brim, hatH - 1, cx + brim, hatH, hat)
  rect(canvas, cx - headR + 1, 0, cx + headR - 1, hatH - 1, hat)
  line(canvas, cx - headR + 1, hatH - 2, cx + headR - 1, hatH - 2, band)
  // A crow on one arm.
  if (random() < 0.45) {
    const crow = ink
    const s = Math.max(3, Math.round(H * 0.06))
    const bx = pick(random, [W - 2 - sleeveEnd + s, sleeveEnd - s])
    const by = armY - 2
    ellipse(canvas, bx, by - s * 0.5, s * 0.8, s * 0.5, solid(crow))
    ellipse(canvas, bx + s * 0.7, by - s * 1.1, s * 0.4 + 0.3, s * 0.4 + 0.3, solid(crow))
    canvas.set(Math.round(bx + s * 1.2) + 1, Math.round(by - s * 1.1), straw[0] as RGB)
    line(
      canvas,
      Math.round(bx - s * 0.7),
      Math.round(by - s * 0.5),
      Math.round(bx - s * 1.4),
      Math.round(by - s * 0.1),
      crow,
    )
  }
  return finish(canvas, random, ink, 0.3, 0.5)
}

/**
 * Hay: a field after the harvest, opaque (a sky ordered-dithered towards the horizon, a dark hedge line
 * with a bumpy top, stubble in rows of two tones that widen towards the front, round bales scattered on it
 * seen end on, with a 1-px spiral, or side on, some wrapped in black or green plastic, each with a
 * shadow), or a stack of square bales on transparency (straw flecked with 1-px strands, two 1-px twine
 * lines across each); 48 to 128 px wide for fields, 20 to 100 for stacks.
 */
function hay(random: Random, ink: RGB): RGBAImage {
  const straw = tint(random, STRAWS)
  const strawDark = nudge(random, scale(straw, 0.72))
  const strawLit = nudge(random, mix(straw, WHITE, 0.35))
  if (random() < 0.4) {
    const bl = int(random, 10, 24)
    const bh = Math.max(5, Math.round(bl * uniform(random, 0.4, 0.55)))
    const rows = int(random, 2, 5)
    const twine = tint(random, hexes(0xce2e2c, 0x2660be, 0xe87824, 0x2e8a3e))
    const cols = Math.max(rows, int(random, rows, rows + 2))
    const W = Math.min(124, cols * bl + 2)
    const canvas = begin(W, rows * bh + 2, null)
    for (let r = 0; r < rows; r++) {
      const n = cols - r
      const off = Math.round((r * bl) / 2)
      for (let k = 0; k < n; k++) {
        const x0 = off + k * bl + 1
        if (x0 + bl - 2 >= W) break
        const y1 = rows * bh + 1 - r * bh
        const y0 = y1 - bh + 1
        rect(canvas, x0, y0, x0 + bl - 2, y1, straw)
        line(canvas, x0, y0, x0 + bl - 2, y0, strawLit)
        line(canvas, x0, y1, x0 + bl - 2, y1, strawDark)
        for (let f = Math.round(bl * bh * 0.06); f > 0; f--) {
          const fx = int(random, x0 + 1, x0 + bl - 3)
          const fy = int(random, y0 + 1, y1 - 1)
          canvas.set(fx, fy, strawDark)
          canvas.set(fx + 1, fy, strawDark)
        }
        for (const t of [0.3, 0.7])
          line(canvas, x0 + Math.round((bl - 2) * t), y0, x0 + Math.round((bl - 2) * t), y1, twine)
      }
    }
    return finish(canvas, random, ink, 0.4, 0.5)
  }
  const W = int(random, 48, 128)
  const H = Math.max(32, Math.min(96, Math.round(W * uniform(random, 0.5, 0.75))))
  const [skyA, skyB] = distinctTints(random, hexes(0x8ab8e0, 0xb8d8f0, 0xf0d8a8, 0xe8b890, 0xc8d0e0), 2) as [
    RGB,
    RGB,
  ]
  const hedge = tint(random, hexes(0x2e5a2e, 0x3a5a2a, 0x2a4a3a))
  const field = tint(random, hexes(0xd8c070, 0xc8b060, 0xe0cc88))
  const field2 = nudge(random, scale(field, 0.86))
  const shadow = nudge(random, scale(field, 0.6))
  const wrap = tint(random, hexes(0x1a1a22, 0x2e5a2e, 0xf2f0e8))
  const wrapLit = nudge(random, mix(wrap, WHITE, 0.35))
  const canvas = begin(W, H, skyA)
  const horizon = Math.round(H * uniform(random, 0.3, 0.45))
  dither(canvas, 0, 0, W - 1, horizon - 1, skyA, skyB, (_, y) => (y / horizon) * 1.1 - 0.2)
  // The hedge, bumpy along its top.
  for (let x = 0; x < W; x++) {
    const top = horizon - 2 - Math.round(1.5 + 1.5 * Math.sin(x * 0.45) + Math.sin(x * 1.3 + 1))
    for (let y = top; y < horizon + 1; y++) canvas.set(x, y, hedge)
  }
  // Stubble rows widening towards the front.
  let y = horizon + 1
  let k = 0
  while (y < H) {
    const rowH = Math.max(1, Math.round(((y - horizon) / (H - horizon)) * 5))
    for (let yy = y; yy < Math.min(H, y + rowH); yy++) line(canvas, 0, yy, W - 1, yy, k % 2 ? field2 : field)
    y += rowH
    k++
  }
  // The bales, back to front.
  const n = int(random, 2, 7)
  const bales = Array.from({ length: n }, () => {
    const by = uniform(random, horizon + 3, H - 2)
    const depth = (by - horizon) / (H - horizon)
    return { x: uniform(random, 0, W), y: by, r: Math.max(2, depth * H * 0.2) }
  }).sort((a, b) => a.y - b.y)
  for (const b of bales) {
    const wrapped = random() < 0.3
    const [face, rim, lit] = wrapped ? [wrap, wrap, wrapLit] : [straw, strawDark, strawLit]
    ellipse(canvas, b.x + b.r * 0.6, b.y - 0.5, b.r * 1.1, Math.max(1, b.r * 0.25), solid(shadow))
    if (random() < 0.5) {
      // End on: a disc with a spiral.
      ellipse(canvas, b.x, b.y - b.r, b.r, b.r, solid(face))
      if (!wrapped && b.r >= 4)
        paint(
          canvas,
          trace(
            (t) => [b.x + b.r * 0.85 * t * Math.cos(t * 14), b.y - b.r + b.r * 0.85 * t * Math.sin(t * 14)],
            b.r * 8,
          ),
          rim,
        )
      else if (wrapped) arc(canvas, b.x, b.y - b.r, b.r * 0.6, b.r * 0.6, Math.PI, Math.PI * 1.5, lit)
    } else {
      // Side on: a box with rounded ends, lines along it.
      const len = b.r * 2.4
      roundedBox(
        canvas,
        Math.round(b.x - len / 2),
        Math.round(b.y - 2 * b.r),
        Math.round(b.x + len / 2),
        Math.round(b.y),
        Math.max(1, Math.round(b.r * 0.6)),
        face,
      )
      for (let yy = Math.round(b.y - 2 * b.r + 2); yy < b.y - 1; yy += 3)
        line(
          canvas,
          Math.round(b.x - len / 2 + 1),
          yy,
          Math.round(b.x + len / 2 - 1),
          yy,
          wrapped ? lit : rim,
        )
    }
  }
  return canvas.image()
}

/**
 * A grain silo: a tall cylinder shaded across in four tones with 1-px ribs round it, a domed or conical
 * cap with a vent, a caged ladder up one side (1-px rails and rungs, hoops), a smaller bin or a hopper on
 * legs beside it on some, on a concrete footing; 12 to 40 px across, up to 124 high.
 */
function silo(random: Random, ink: RGB): RGBAImage {
  const D = int(random, 12, 40)
  const H = Math.min(124, Math.round(D * uniform(random, 2, 3.4)))
  const metal = tint(random, [...STEELS, ...hexes(0xe8e4da, 0x6a8aa8, 0x2e5a3e, 0xa8482e)])
  const t4 = tones(metal, 4).map((c) => nudge(random, c))
  const ladder = tint(random, hexes(0x2a2a30, 0x3a3a40, 0xce2e2c))
  const footing = tint(random, hexes(0x9a9a98, 0xb8b0a0))
  const second = random() < 0.45
  const D2 = second ? Math.max(8, Math.round(D * uniform(random, 0.5, 0.7))) : 0
  const W = D + (second ? D2 + 2 : 0) + 4
  const canvas = begin(W, H, null)
  const cx = D / 2 + 1.5
  const capH = Math.max(3, Math.round(D * uniform(random, 0.3, 0.5)))
  const footH = Math.max(2, Math.round(H * 0.03))
  const bodyTop = capH + 1
  const bodyB = H - footH - 1
  const body = (x0: number, d: number, top: number, bottom: number, ch: number, domed: boolean) => {
    const c = x0 + d / 2 - 0.5
    turnedBody(canvas, c, top, bottom, () => d / 2, t4)
    for (let y = top + 3; y < bottom; y += Math.max(3, Math.round(d * 0.25)))
      repaint(canvas, x0, y, x0 + d - 1, y, t4[3] as RGB, () => t4[2] as RGB)
    for (let y = top + 3; y < bottom; y += Math.max(3, Math.round(d * 0.25)))
      for (let x = x0; x < x0 + d; x++)
        if (!isColour(canvas, x, y, t4[0] as RGB)) canvas.set(x, y, t4[0] as RGB)
    turnedBody(
      canvas,
      c,
      top - ch,
      top,
      (y) => {
        const t = (y - (top - ch)) / ch
        return domed ? (d / 2) * Math.sqrt(Math.max(0, 1 - (1 - t) ** 2)) : (d / 2) * t
      },
      t4,
    )
    rect(canvas, Math.round(c) - 1, top - ch - 1, Math.round(c) + 1, top - ch, t4[0] as RGB)
  }
  const domed = random() < 0.5
  body(2, D, bodyTop, bodyB, capH, domed)
  if (second) body(D + 4, D2, Math.round(H * 0.45), bodyB, Math.max(2, Math.round(D2 * 0.4)), !domed)
  // The caged ladder on the near side.
  const lx = Math.round(cx + D * 0.18)
  line(canvas, lx, bodyTop - 1, lx, bodyB, ladder)
  line(canvas, lx + 2, bodyTop - 1, lx + 2, bodyB, ladder)
  for (let y = bodyTop; y < bodyB; y += 2) canvas.set(lx + 1, y, ladder)
  if (D >= 20)
    for (let y = bodyTop + 4; y < bodyB - 8; y += 5) arc(canvas, lx + 1, y, 2.5, 1.2, 0, Math.PI, ladder)
  rect(canvas, 0, H - footH, W - 1, H - 1, footing)
  return finish(canvas, random, ink, 0.4, 0.5)
}

/**
 * Milk churns: one churn (a turned body with a shoulder up to a neck, a mushroom lid, a 1-px ring round
 * the belly and handles at the shoulder, a painted band or the farm's number on some; 10 to 12 px high on
 * some draws, else 16 to 56), or a row of them on a plank stand, a thin strip 12 to 14 px high.
 */
function churns(random: Random, ink: RGB): RGBAImage {
  const metal = tint(random, STEELS)
  const t4 = tones(metal, 4).map((c) => nudge(random, c))
  const paintC = tint(random, hexes(0xce2e2c, 0x2660be, 0x2e8a3e))
  const wood = tint(random, WOODS)
  const woodDark = nudge(random, scale(wood, 0.72))
  const drawChurn = (canvas: Canvas, x0: number, w: number, h: number, bottom: number, number: boolean) => {
    const cx = x0 + (w - 1) / 2
    const top = bottom - h + 1
    const lidH = Math.max(1, Math.round(h * 0.1))
    const neckH = Math.max(1, Math.round(h * 0.14))
    const shoulder = Math.max(1, Math.round(h * 0.14))
    const neck = Math.max(1, w * 0.22)
    turnedBody(
      canvas,
      cx,
      top,
      bottom,
      (y) => {
        if (y < top + lidH) return w * 0.3
        if (y < top + lidH + neckH) return neck
        if (y < top + lidH + neckH + shoulder)
          return neck + ((w / 2 - neck) * (y - top - lidH - neckH + 1)) / shoulder
        return w / 2
      },
      t4,
    )
    const ringY = Math.round(top + h * 0.62)
    for (let x = Math.round(cx - w / 2); x <= Math.round(cx + w / 2); x++) canvas.set(x, ringY, t4[0] as RGB)
    if (w >= 9) {
      const hy = top + lidH + neckH + shoulder
      canvas.set(Math.round(cx - w / 2) - 1, hy, t4[1] as RGB)
      canvas.set(Math.round(cx + w / 2) + 1, hy, t4[1] as RGB)
    }
    if (number && h >= 24) {
      const no = String(int(random, 1, 99))
      if (glyphWidth(no) <= w - 2) centredGlyphs(canvas, no, cx, Math.round(top + h * 0.68) + 1, paintC)
    } else if (random() < 0.4) {
      const by = Math.round(top + h * 0.45)
      for (let x = Math.round(cx - w / 2); x <= Math.round(cx + w / 2); x++) canvas.set(x, by, paintC)
    }
  }
  if (random() < 0.4) {
    const H = int(random, 12, 14)
    const h = H - 3
    const w = Math.max(6, Math.round(h * uniform(random, 0.55, 0.7)))
    const n = int(random, 4, 10)
    const gap = int(random, 1, 3)
    const W = Math.max(40, Math.min(124, n * (w + gap) + 4))
    const canvas = begin(W, H, null)
    rect(canvas, 0, H - 3, W - 1, H - 2, wood)
    for (const lx of [1, W - 3]) rect(canvas, lx, H - 1, lx + 1, H - 1, woodDark)
    line(canvas, 0, H - 2, W - 1, H - 2, woodDark)
    for (let x = 2; x + w <= W - 2; x += w + gap)
      drawChurn(canvas, x, w, h - (random() < 0.2 ? 1 : 0), H - 4, false)
    return finish(canvas, random, ink, 0, 0.5)
  }
  const tiny = random() < 0.4
  const h = tiny ? int(random, 10, 12) : int(random, 16, 56)
  const w = tiny ? 8 : Math.max(8, Math.round(h * uniform(random, 0.5, 0.62)))
  const canvas = begin(w + 4, h + 1, null)
  drawChurn(canvas, 2, w, h, h, !tiny)
  return finish(canvas, random, ink, tiny ? 0.6 : 0.4, 0)
}

/**
 * A village hand pump: a cast-iron column with a cap and a finial, a spout on its front, a long handle
 * up and back from the top at a slant (bent down at its grip), over a stone trough with a line of water
 * in it (lit at one end) or a bucket, 1-px drops falling from the spout on some; 24 to 90 px high.
 */
function handPump(random: Random, ink: RGB): RGBAImage {
  const H = int(random, 24, 90)
  const iron = tint(random, hexes(0x2a3a2e, 0x2a2a30, 0x2a3448, 0x5a2a22))
  const ironLit = nudge(random, mix(iron, WHITE, 0.3))
  const stone = tint(random, hexes(0xb8b0a0, 0x9a9a98, 0xc8b898))
  const stoneDark = nudge(random, scale(stone, 0.72))
  const water = tint(random, hexes(0x4a7ab8, 0x5a8ab8))
  const waterLit = nudge(random, mix(water, WHITE, 0.5))
  const colW = Math.max(3, Math.round(H * 0.1))
  const spout = Math.max(3, Math.round(H * 0.18))
  const trough = random() < 0.65
  const tw = trough ? Math.round(H * uniform(random, 0.7, 1.1)) : Math.max(6, Math.round(H * 0.22))
  const th = trough ? Math.max(5, Math.round(H * 0.22)) : Math.max(5, Math.round(H * 0.2))
  const W = Math.max(colW + spout + tw, colW + Math.round(H * 0.55)) + 3
  const canvas = begin(W, H, null)
  const cx = Math.round(H * 0.35)
  const capY = Math.round(H * 0.18)
  // The handle: a 2-px bar from the cap up and back, its grip end bent down.
  const tip: Point = [Math.max(1, cx - Math.round(H * 0.33)), Math.max(2, capY - Math.round(H * 0.16))]
  bar(canvas, cx, capY, tip[0], tip[1], 2, iron)
  line(canvas, cx, capY - 1, tip[0], tip[1] - 1, ironLit)
  line(canvas, tip[0], tip[1], tip[0] - 1, tip[1] + Math.max(2, Math.round(H * 0.05)), iron)
  // The column, cap and finial.
  rect(canvas, cx - Math.floor(colW / 2), capY, cx + Math.ceil(colW / 2) - 1, H - 1, iron)
  line(canvas, cx - Math.floor(colW / 2), capY + 2, cx - Math.floor(colW / 2), H - 2, ironLit)
  rect(canvas, cx - Math.floor(colW / 2) - 1, capY - 1, cx + Math.ceil(colW / 2), capY + 1, iron)
  line(canvas, cx - Math.floor(colW / 2) - 1, capY - 1, cx + Math.ceil(colW / 2), capY - 1, ironLit)
  ellipse(canvas, cx - 0.5, capY - 3, 1.5, 1.5, solid(iron))
  rect(canvas, cx - Math.floor(colW / 2) - 1, H - 3, cx + Math.ceil(colW / 2), H - 1, iron)
  // The spout.
  const sy = Math.round(H * 0.42)
  const sx1 = cx + Math.ceil(colW / 2) + spout
  rect(canvas, cx + Math.ceil(colW / 2), sy, sx1, sy + 1, iron)
  rect(canvas, sx1 - 1, sy, sx1, sy + 3, iron)
  line(canvas, cx + Math.ceil(colW / 2), sy, sx1, sy, ironLit)
  // The trough or the bucket under the spout.
  const tx0 = trough ? cx + Math.ceil(colW / 2) + 1 : sx1 - Math.floor(tw / 2)
  const tx1 = Math.min(W - 1, tx0 + tw - 1)
  const ty0 = H - th
  if (trough) {
    rect(canvas, tx0, ty0, tx1, H - 1, stone)
    rect(canvas, tx0 + 2, ty0 + 2, tx1 - 2, ty0 + 2, water)
    line(canvas, tx0 + 3, ty0 + 2, tx0 + Math.round(tw * 0.3), ty0 + 2, waterLit)
    line(canvas, tx0, ty0, tx1, ty0, stoneDark)
    for (let x = tx0 + 3; x < tx1; x += int(random, 4, 8))
      canvas.set(x, ty0 + int(random, 4, th - 1), stoneDark)
  } else {
    polygon(
      canvas,
      [
        [tx0, ty0],
        [tx1 + 1, ty0],
        [tx1, H],
        [tx0 + 1, H],
      ],
      stone,
    )
    line(canvas, tx0, ty0, tx1, ty0, stoneDark)
    line(canvas, tx0 + 1, ty0 + 1, tx1 - 1, ty0 + 1, water)
    arc(canvas, (tx0 + tx1) / 2, ty0, tw / 2, th * 0.6, Math.PI, 2 * Math.PI, stoneDark)
  }
  if (random() < 0.5) for (let y = sy + 5; y < ty0 - 1; y += 3) canvas.set(sx1, y, water)
  return finish(canvas, random, ink, 0.35, 0.5)
}

/** The farmyard: a scarecrow, hay, a silo, milk churns or a hand pump. */
const farmSprite: SpriteGenerator['draw'] = (random) =>
  pick(random, [scarecrow, scarecrow, hay, hay, silo, churns, churns, handPump])(random, tint(random, INKS))

// ---- street furniture ---------------------------------------------------------------------------------

const CAST_IRONS = hexes(0x1a1a22, 0x2a3a2e, 0x2a2a4a, 0x5a1a1e)

/**
 * A park bench from the front: two or three backrest slats (wood in two tones with transparent gaps), the
 * seat below seen a little from above (lighter slats and a darker front rail), open underneath between
 * its ends: cast-iron ends (a leg from the top of the back to the ground, an armrest curling over the
 * seat in a 1-px scroll, a foot scroll) or plain concrete blocks, a small brass plaque with 1-px "text"
 * on the back on some; long and low (a thin strip 12 to 14 px high on some draws), mostly transparent
 * under the seat.
 */
function bench(random: Random, ink: RGB): RGBAImage {
  const thin = random() < 0.35
  const H = thin ? int(random, 12, 14) : int(random, 16, 40)
  const W = Math.min(120, Math.max(40, Math.round(H * uniform(random, 2.6, 3.6))))
  const wood = tint(random, WOODS)
  const wood2 = nudge(random, scale(wood, 0.8))
  const woodLit = nudge(random, mix(wood, WHITE, 0.3))
  const iron = random() < 0.7
  const ends = iron ? tint(random, CAST_IRONS) : tint(random, hexes(0xb8b0a0, 0x9a9a98))
  const endsLit = nudge(random, mix(ends, WHITE, 0.3))
  const brass = tint(random, hexes(0xc8a040, 0xd4b058))
  const canvas = begin(W, H, null)
  const st = Math.max(1, Math.round(H * 0.08))
  const backSlats = H >= 24 ? 3 : 2
  let y = 0
  // Grain: short dashes of another tone at random along each slat, so no two columns are alike.
  const grain = (y0: number, y1: number, c: RGB) => {
    for (let yy = y0; yy <= y1; yy++)
      for (let x = int(random, 2, 6); x < W - 3; x += int(random, 3, 9))
        line(canvas, x, yy, x + int(random, 1, 3), yy, c)
  }
  for (let k = 0; k < backSlats; k++) {
    rect(canvas, 2, y, W - 3, y + st - 1, k % 2 ? wood2 : wood)
    grain(y, y + st - 1, k % 2 ? wood : wood2)
    y += st + Math.max(1, Math.round(st * 0.7))
  }
  const seatY = y + 1
  const seatSlats = H >= 24 ? 3 : 2
  const seatB = seatY + seatSlats * 2
  rect(canvas, 1, seatY, W - 2, seatB - 1, wood)
  for (let k = 0; k < seatSlats; k++) rect(canvas, 1, seatY + k * 2, W - 2, seatY + k * 2, woodLit)
  grain(seatY + 1, seatY + 1, wood2)
  rect(canvas, 1, seatB, W - 2, seatB + st - 1, wood2)
  // The ends: legs from the top of the back to the ground, armrests, feet.
  const legW = iron ? Math.max(1, Math.round(H * 0.07)) : Math.max(3, Math.round(H * 0.18))
  for (const side of [-1, 1]) {
    const x0 = side < 0 ? Math.round(W * 0.05) : W - 1 - Math.round(W * 0.05) - legW + 1
    if (iron) {
      rect(canvas, x0, 0, x0 + legW - 1, H - 1, ends)
      line(canvas, x0, 0, x0, H - 1, endsLit)
      const r = Math.max(1.5, Math.round(H * 0.1))
      const ax = x0 + (side < 0 ? -1 : legW)
      if (H >= 18) {
        arc(canvas, ax + side * r * 0.2, seatY - r - 1, r, r, 0, 2 * Math.PI, ends)
        arc(
          canvas,
          x0 + legW / 2 - side * r,
          H - 1 - r,
          r,
          r,
          side < 0 ? Math.PI / 2 : 0,
          side < 0 ? Math.PI : Math.PI / 2,
          ends,
        )
      } else {
        canvas.set(ax, seatY - 1, ends)
        canvas.set(ax - side, H - 1, ends)
      }
    } else {
      rect(canvas, x0, seatB, x0 + legW - 1, H - 1, ends)
      line(canvas, x0, seatB, x0 + legW - 1, seatB, endsLit)
    }
  }
  if (!thin && random() < 0.5 && st >= 2) {
    const pw = Math.min(16, Math.round(W * 0.2))
    const px = Math.round(W / 2 - pw / 2)
    rect(canvas, px, 0, px + pw - 1, st + 1, brass)
    scribble(canvas, random, px + 1, Math.floor((st + 1) / 2), pw - 2, ink, 0.3)
  }
  return finish(canvas, random, ink, 0.3, 0.5)
}

/**
 * A litter bin: a round street bin (vertical 1-px slats, a band with LITTER in 3×5 letters on the big
 * ones, an open top with litter poking out), a wheelie bin from the side (a body narrowing down, a lid
 * with an overhang and a handle, a wheel, its house number painted on) or a small bin on a post; 8 to 12
 * px on some draws, else 14 to 60 high.
 */
function litterBin(random: Random, ink: RGB): RGBAImage {
  const kind = pick(random, ['round', 'wheelie', 'post'] as const)
  const body = tint(random, [...CAST_IRONS, ...hexes(0x2e8a3e, 0x1e5aa8, 0x6a6a72, 0xc8281e)])
  const lit = nudge(random, mix(body, WHITE, 0.3))
  const dark = nudge(random, scale(body, 0.66))
  const label = tint(random, hexes(0xf0c432, 0xf2f0e8, 0xc8a040))
  const tiny = random() < 0.4
  if (kind === 'wheelie') {
    const H = tiny ? int(random, 10, 12) : int(random, 18, 60)
    const W = Math.max(8, Math.round(H * uniform(random, 0.6, 0.75)))
    const canvas = begin(W + 2, H, null)
    const lidH = Math.max(1, Math.round(H * 0.08))
    const wr = Math.max(1.5, H * 0.1)
    polygon(
      canvas,
      [
        [1, lidH],
        [W + 1, lidH],
        [W - Math.round(W * 0.08), H - 1],
        [1 + Math.round(W * 0.08), H - 1],
      ],
      body,
    )
    rect(canvas, 0, 0, W + 1, lidH, lit)
    rect(canvas, 0, 0, 1, lidH + 1, dark)
    line(canvas, 2, lidH + 1, W, lidH + 1, dark)
    if (!tiny)
      for (let x = 3; x < W - 2; x += 3) line(canvas, x, lidH + 3, x, lidH + Math.round(H * 0.12), dark)
    ellipse(canvas, W - wr + 1, H - wr - 0.5, wr, wr, solid(ink))
    const no = String(int(random, 1, 99))
    if (!tiny && glyphWidth(no) <= W - 4 && H >= 24)
      centredGlyphs(canvas, no, W / 2, Math.round(H * 0.45), label)
    return finish(canvas, random, ink, tiny ? 0.6 : 0.4, tiny ? 0.5 : 0)
  }
  if (kind === 'post') {
    const H = tiny ? int(random, 10, 12) : int(random, 20, 56)
    const bw = tiny ? 8 : Math.max(8, Math.round(H * uniform(random, 0.3, 0.45)))
    const bh = Math.round(bw * (tiny ? 0.8 : 1.1))
    const canvas = begin(bw, H, null)
    const px = Math.floor(bw / 2)
    rect(canvas, px - 1, bh, px, H - 1, dark)
    roundedBox(canvas, 0, 1, bw - 1, bh, 1, body)
    rect(canvas, 1, 0, bw - 2, 1, lit)
    rect(canvas, 2, 2, bw - 3, 3, ink)
    if (bh >= 10) line(canvas, 1, Math.round(bh * 0.6), bw - 2, Math.round(bh * 0.6), label)
    return finish(canvas, random, ink, tiny ? 0.5 : 0.4, 0.5)
  }
  const W = tiny ? int(random, 8, 11) : int(random, 14, 40)
  const H = tiny ? int(random, 9, 12) : Math.round(W * uniform(random, 1.1, 1.5))
  const litter = !tiny && random() < 0.6
  const extra = litter ? Math.max(2, Math.round(W * 0.15)) : 0
  const canvas = begin(W, H + extra, null)
  const t4 = [dark, body, body, lit]
  turnedBody(canvas, (W - 1) / 2, extra, H + extra - 1, () => W / 2, t4)
  if (W >= 14) for (let x = 2; x < W - 2; x += 2) line(canvas, x, extra + 3, x, H + extra - 3, dark)
  rect(canvas, 0, extra, W - 1, extra + 1, lit)
  line(canvas, 1, extra, W - 2, extra, ink)
  const bandY = extra + Math.round(H * 0.3)
  if (glyphWidth('LITTER') <= W - 4 && H >= 20) {
    rect(canvas, 1, bandY, W - 2, bandY + 6, body)
    centredGlyphs(canvas, 'LITTER', W / 2, bandY + 1, label)
  } else if (!tiny) line(canvas, 1, bandY, W - 2, bandY, label)
  if (litter) {
    const paper = tint(random, WHITES)
    const can = tint(random, HUES)
    polygon(
      canvas,
      [
        [W * 0.25, extra],
        [W * 0.5, extra],
        [W * 0.35, 0],
      ],
      paper,
    )
    rect(canvas, Math.round(W * 0.6), Math.max(0, extra - 2), Math.round(W * 0.6) + 1, extra - 1, can)
  }
  return finish(canvas, random, ink, tiny ? 0.5 : 0.35, 0)
}

/**
 * Bollards: one (a turned post with a domed or flat cap, a reflective band and a ring; 8 to 12 px on
 * some draws, else 16 to 48 high), or a row of them along a kerb, joined by chains sagging between their
 * tops (1-px curves), a thin strip 10 to 14 px high and 40 to 124 long.
 */
function bollards(random: Random, ink: RGB): RGBAImage {
  const post = tint(random, [...CAST_IRONS, ...hexes(0x9a9a98, 0xf2f0e8, 0xc8281e)])
  const t4 = tones(post, 4).map((c) => nudge(random, c))
  const band = tint(random, hexes(0xf2f0e8, 0xf0c432, 0xe85a4a, 0xc8a040))
  const kerb = tint(random, hexes(0x9a9a98, 0xb8b0a0))
  const chain = tint(random, hexes(0x2a2a30, 0xa8aeb6, 0xc8a040))
  const drawOne = (canvas: Canvas, x0: number, w: number, h: number, bottom: number) => {
    const cx = x0 + (w - 1) / 2
    const top = bottom - h + 1
    const dome = Math.max(1, Math.round(w * 0.35))
    turnedBody(
      canvas,
      cx,
      top,
      bottom,
      (y) => {
        if (y < top + dome) return (w / 2) * Math.sqrt(Math.max(0.15, 1 - ((top + dome - y) / dome) ** 2))
        if (y > bottom - Math.max(1, h * 0.12)) return w / 2 + 0.6
        return w / 2
      },
      t4,
    )
    const by = top + dome + Math.max(1, Math.round(h * 0.12))
    for (let y = by; y < by + Math.max(1, Math.round(h * 0.1)); y++)
      for (let x = Math.round(cx - w / 2); x <= Math.round(cx + w / 2); x++) canvas.set(x, y, band)
    return top
  }
  if (random() < 0.5) {
    const H = int(random, 10, 14)
    const w = int(random, 3, 6)
    const gap = int(random, 6, 16)
    const n = Math.max(3, Math.min(Math.floor(120 / (w + gap)), int(random, 3, 10)))
    const W = Math.max(40, n * (w + gap) - gap + 2)
    const canvas = begin(W, H, null)
    rect(canvas, 0, H - 2, W - 1, H - 1, kerb)
    line(canvas, 0, H - 2, W - 1, H - 2, t4[3] as RGB)
    const tops: Point[] = []
    for (let k = 0; k < n; k++) {
      const x0 = 1 + k * (w + gap)
      if (x0 + w > W) break
      const top = drawOne(canvas, x0, w, H - 3, H - 3)
      tops.push([x0 + Math.floor(w / 2), top + 2])
    }
    for (let k = 1; k < tops.length; k++) {
      const [a, b] = [tops[k - 1] as Point, tops[k] as Point]
      const pts = sag(
        [a[0] + 1, a[1]],
        [(a[0] + b[0]) / 2, a[1] + Math.min(H - 5 - a[1], gap * 0.5)],
        [b[0] - 1, b[1]],
      )
      pts.forEach(([x, y], i) => {
        if (!canvas.opaque(x, y)) canvas.set(x, y, i % 2 ? chain : (t4[0] as RGB))
      })
    }
    return finish(canvas, random, ink, 0, 0.5)
  }
  const tiny = random() < 0.45
  const h = tiny ? int(random, 9, 12) : int(random, 16, 48)
  const w = tiny ? int(random, 7, 9) : Math.max(6, Math.round(h * uniform(random, 0.28, 0.42)))
  const canvas = begin(w + 2, h, null)
  drawOne(canvas, 1, w, h, h - 1)
  return finish(canvas, random, ink, tiny ? 0.6 : 0.4, 0.5)
}

/**
 * A pillar box: a red (or green, blue) cylinder shaded in four tones with a domed cap over a rim, a dark
 * slot under it, a white plate of collection times (3×5 digits, 1-px "text" on the small ones), the royal
 * cypher in 3×5 letters on the bigger ones and a dark plinth; or a lamp box on a post. Tall: 12 to 36 px
 * across, 2 to 3 times as high.
 */
function postBox(random: Random, ink: RGB): RGBAImage {
  const red = tint(random, hexes(0xc8281e, 0xd8301e, 0xb8201a, 0x2e6a3e, 0x2a4a8a))
  const t4 = tones(red, 4).map((c) => nudge(random, c))
  const plate = tint(random, WHITES)
  const cypher = tint(random, hexes(0xc8a040, 0x1a1a22))
  const base = tint(random, hexes(0x1a1a22, 0x2a2a30))
  if (random() < 0.3) {
    const bw = int(random, 10, 22)
    const bh = Math.round(bw * uniform(random, 1.1, 1.4))
    const postH = Math.round(bh * uniform(random, 1.2, 2))
    const canvas = begin(bw, bh + postH, null)
    const px = Math.floor(bw / 2)
    rect(canvas, px - 1, bh, px + 1, bh + postH - 1, base)
    rect(canvas, 0, 2, bw - 1, bh - 1, t4[2] as RGB)
    rect(canvas, 1, 0, bw - 2, 2, t4[1] as RGB)
    line(canvas, bw - 1, 2, bw - 1, bh - 1, t4[0] as RGB)
    rect(canvas, 2, 4, bw - 3, 4, ink)
    rect(canvas, 2, 7, bw - 3, Math.min(bh - 3, 12), plate)
    if (bw >= 14) scribble(canvas, random, 3, 9, bw - 6, ink, 0.3)
    return finish(canvas, random, ink, 0.4, 0)
  }
  const D = int(random, 12, 36)
  const H = Math.min(124, Math.round(D * uniform(random, 2, 2.8)))
  const canvas = begin(D + 2, H, null)
  const cx = (D + 1) / 2
  const capH = Math.max(3, Math.round(D * 0.35))
  const rimH = Math.max(2, Math.round(H * 0.04))
  const plinth = Math.max(2, Math.round(H * 0.06))
  turnedBody(
    canvas,
    cx,
    0,
    capH,
    (y) => (D / 2 - 0.5) * Math.sqrt(Math.max(0.1, 1 - ((capH - y) / capH) ** 2)),
    t4,
  )
  turnedBody(canvas, cx, capH, capH + rimH - 1, () => D / 2 + 0.5, t4)
  turnedBody(canvas, cx, capH + rimH, H - plinth - 1, () => D / 2 - 0.5, t4)
  rect(canvas, 0, H - plinth, D + 1, H - 1, base)
  const slotY = capH + rimH + Math.max(2, Math.round(H * 0.05))
  rect(canvas, Math.round(cx - D * 0.28), slotY, Math.round(cx + D * 0.28), slotY + (D >= 20 ? 1 : 0), ink)
  const py = slotY + 3
  const pw = Math.round(D * 0.5)
  const ph = D >= 20 ? 13 : 5
  rect(canvas, Math.round(cx - pw / 2), py, Math.round(cx - pw / 2) + pw - 1, py + ph - 1, plate)
  if (ph === 13 && pw >= glyphWidth('5PM') + 2) {
    centredGlyphs(canvas, String(int(random, 1, 9)) + 'PM', cx, py + 1, ink)
    scribble(canvas, random, Math.round(cx - pw / 2) + 1, py + 8, pw - 2, ink, 0.3)
    scribble(canvas, random, Math.round(cx - pw / 2) + 1, py + 10, pw - 2, ink, 0.3)
  } else
    for (let y = py + 1; y < py + ph - 1; y += 2)
      scribble(canvas, random, Math.round(cx - pw / 2) + 1, y, pw - 2, ink, 0.3)
  const cy = py + ph + 3
  const letters = pick(random, ['GR', 'ER', 'VR', 'EIIR'])
  if (glyphWidth(letters) <= D - 4 && cy + 5 < H - plinth - 2) centredGlyphs(canvas, letters, cx, cy, cypher)
  return finish(canvas, random, ink, 0.4, 0)
}

/**
 * A bus stop: a pole with a flag (a round or square sign with BUS or STOP, a coloured disc or bar) and
 * route numbers on tiles below it, a timetable case with rows of 1-px "text" halfway down; mostly
 * transparent, 40 to 120 px high. Or a shelter from the front: a roof, glass panels in 1-px frames with
 * 45° glints, a bench inside and an advert panel with an ordered-dithered picture, 48 to 120 wide.
 */
function busStop(random: Random, ink: RGB): RGBAImage {
  const signC = tint(random, hexes(0xc8281e, 0x1e5aa8, 0x2e8a3e, 0xf0c428))
  const signText = tint(random, WHITES)
  const pole = tint(random, hexes(0x6a6a72, 0x9aa0a8, 0x2a2a30))
  const tile = tint(random, hexes(0xf2f0e8, 0x1a1a22))
  if (random() < 0.6) {
    const H = int(random, 40, 120)
    const sw = Math.max(14, Math.min(32, Math.round(H * uniform(random, 0.22, 0.32))))
    const W = sw + 2
    const canvas = begin(W, H, null)
    const px = Math.floor(W / 2)
    rect(canvas, px - 1, 0, px, H - 1, pole)
    rect(canvas, px - 2, H - 2, px + 1, H - 1, pole)
    const round = random() < 0.5
    const r = sw / 2
    if (round) {
      ellipse(canvas, (W - 1) / 2, r, r, r, solid(signText))
      ring(canvas, (W - 1) / 2, r, r, r, Math.max(1.5, r * 0.28), signC)
      rect(canvas, 1, Math.round(r) - 3, W - 2, Math.round(r) + 3, signC)
    } else {
      rect(canvas, 1, 0, W - 2, sw - 1, signC)
      frame(canvas, 2, 1, W - 3, sw - 2, signText)
    }
    const word = round ? 'BUS' : pick(random, ['BUS', 'STOP'])
    if (glyphWidth(word) <= W - 4) centredGlyphs(canvas, word, W / 2, Math.round(r) - 2, signText)
    let y = sw + 1
    const routes = int(random, 1, 3)
    for (let k = 0; k < routes; k++) {
      const route = String(int(random, 1, 199)) + (random() < 0.2 ? 'A' : '')
      const tw = glyphWidth(route) + 2
      rect(canvas, Math.round(W / 2 - tw / 2), y, Math.round(W / 2 - tw / 2) + tw - 1, y + 6, tile)
      glyphs(canvas, route, Math.round(W / 2 - tw / 2) + 1, y + 1, luma(tile) > 100 ? ink : signText)
      y += 8
    }
    const cy = Math.max(y + 2, Math.round(H * 0.45))
    const ch = Math.min(Math.round(H * 0.22), H - cy - 8)
    if (ch >= 6) {
      const cw = Math.round(sw * 0.7)
      const c0 = Math.round(W / 2 - cw / 2)
      rect(canvas, c0, cy, c0 + cw - 1, cy + ch - 1, signText)
      frame(canvas, c0, cy, c0 + cw - 1, cy + ch - 1, pole)
      for (let yy = cy + 2; yy < cy + ch - 1; yy += 2) scribble(canvas, random, c0 + 2, yy, cw - 4, ink, 0.3)
    }
    return finish(canvas, random, ink, 0.3, 0)
  }
  const W = int(random, 48, 120)
  const H = Math.max(30, Math.round(W * uniform(random, 0.5, 0.65)))
  const glass = tint(random, hexes(0xb8d8e0, 0xc8e0e8, 0xa8c8d8))
  const glint = tint(random, WHITES)
  const frameC = tint(random, hexes(0x2a2a30, 0x6a6a72, 0x1e5aa8, 0x2e6a3e))
  const [adA, adB] = distinctTints(random, HUES, 2) as [RGB, RGB]
  const canvas = begin(W, H, null)
  const roofH = Math.max(3, Math.round(H * 0.1))
  rect(canvas, 0, 0, W - 1, roofH - 1, frameC)
  rect(canvas, 1, 0, W - 2, 0, signC)
  const panels = Math.max(3, Math.round(W / 20))
  const pw = (W - 1) / panels
  const ad = int(random, 0, panels - 1)
  for (let k = 0; k < panels; k++) {
    const x0 = Math.round(k * pw)
    const x1 = Math.round((k + 1) * pw)
    if (k === ad) {
      dither(canvas, x0 + 1, roofH + 2, x1 - 1, H - 3, adA, adB, (_, y) => (y - roofH) / (H - roofH))
      centredGlyphs(canvas, pick(random, ['SALE', 'NEW', 'COLA', 'SOAP']), (x0 + x1) / 2, roofH + 4, glint)
    } else {
      rect(canvas, x0 + 1, roofH + 2, x1 - 1, H - 3, glass)
      for (let i = 0; i < 6; i++) canvas.set(x0 + 3 + i, roofH + 9 - i, glint)
    }
    line(canvas, x0, roofH, x0, H - 1, frameC)
  }
  line(canvas, W - 1, roofH, W - 1, H - 1, frameC)
  line(canvas, 0, roofH + 1, W - 1, roofH + 1, frameC)
  line(canvas, 0, H - 2, W - 1, H - 2, frameC)
  const benchY = Math.round(H * 0.68)
  rect(canvas, Math.round(W * 0.2), benchY, Math.round(W * 0.6), benchY + 1, pole)
  const sign = Math.min(20, Math.round(W * 0.2))
  rect(canvas, W - sign - 2, 1, W - 3, roofH - 2, signText)
  if (roofH >= 7)
    glyphs(
      canvas,
      'BUS',
      W - sign + Math.max(0, Math.floor((sign - 13) / 2)),
      Math.floor((roofH - 5) / 2),
      signC,
    )
  else scribble(canvas, random, W - sign, Math.floor(roofH / 2), sign - 4, signC, 0.3)
  return canvas.image()
}

/**
 * A parking meter on its post: a head rounded on top (one or two side by side), a display window with
 * the minutes in 3×5 digits (or 1-px dashes), a coin slot, a crank or a dial, PAY on a plate, a red
 * EXPIRED flag up in the window on some; tall and mostly transparent, 30 to 100 px high.
 */
function parkingMeter(random: Random, ink: RGB): RGBAImage {
  const H = int(random, 30, 100)
  const double = random() < 0.3
  const hw = Math.max(8, Math.round(H * uniform(random, 0.16, 0.24)))
  const W = double ? hw * 2 + 1 : hw
  const head = tint(random, hexes(0x6a6a72, 0x9aa0a8, 0x2a4a6a, 0x2e5a3e, 0xc8a040))
  const headLit = nudge(random, mix(head, WHITE, 0.35))
  const headDark = nudge(random, scale(head, 0.66))
  const glass = tint(random, hexes(0xe8e4da, 0xd8e0d0))
  const flag = tint(random, hexes(0xe8281e, 0xf0c432))
  const post = tint(random, hexes(0x3a3a40, 0x6a6a72))
  const hh = Math.round(hw * uniform(random, 1.2, 1.6))
  const canvas = begin(W, H, null)
  const px = Math.floor(W / 2)
  rect(canvas, px - 1, hh, px + 1, H - 1, post)
  rect(canvas, px - 2, H - 2, px + 2, H - 1, post)
  for (let k = 0; k < (double ? 2 : 1); k++) {
    const x0 = k * (hw + 1)
    roundedBox(canvas, x0, 0, x0 + hw - 1, hh - 1, Math.max(2, Math.floor(hw / 2) - 1), head)
    line(canvas, x0 + 1, 2, x0 + 1, hh - 2, headLit)
    line(canvas, x0 + hw - 1, 2, x0 + hw - 1, hh - 2, headDark)
    const wx0 = x0 + 2
    const wy0 = Math.max(2, Math.round(hh * 0.2))
    const wh = Math.max(4, Math.round(hh * 0.3))
    rect(canvas, wx0, wy0, x0 + hw - 3, wy0 + wh - 1, glass)
    if (random() < 0.3) rect(canvas, wx0, wy0, x0 + Math.round(hw / 2), wy0 + wh - 1, flag)
    else if (hw - 4 >= 7 && wh >= 6)
      glyphs(
        canvas,
        String(int(random, 0, 99)).padStart(2, '0'),
        x0 + Math.round(hw / 2) - 3,
        wy0 + Math.floor((wh - 5) / 2),
        ink,
      )
    else line(canvas, wx0 + 1, wy0 + Math.floor(wh / 2), x0 + hw - 4, wy0 + Math.floor(wh / 2), ink)
    const sy = wy0 + wh + 2
    line(canvas, x0 + Math.round(hw / 2) - 1, sy, x0 + Math.round(hw / 2) + 1, sy, ink)
    if (hh - sy >= 9 && hw >= 13) {
      rect(canvas, x0 + 2, sy + 2, x0 + hw - 3, sy + 8, headDark)
      centredGlyphs(canvas, 'PAY', x0 + hw / 2, sy + 3, glass)
    } else ellipse(canvas, x0 + hw / 2 - 0.5, Math.min(hh - 3, sy + 3), 1.2, 1.2, solid(headDark))
  }
  return finish(canvas, random, ink, 0.35, 0)
}

/**
 * A cover in the road from above, opaque: a round manhole cover (rings, a grid of raised squares or
 * radial ribs) or a square one (a diamond tread or rows of slots, a drain grating) in a frame, set in
 * speckled asphalt or paving, WATER, GAS or SEWER across it in 3×5 letters on the big ones; 8 to 12 px
 * on some draws, else 16 to 64.
 */
function cover(random: Random, ink: RGB): RGBAImage {
  const tiny = random() < 0.4
  const S = tiny ? int(random, 8, 12) : int(random, 16, 64)
  const asphalt = tint(random, hexes(0x3a3a40, 0x4a4a52, 0x8a8a90, 0xa8a098))
  const fleck = nudge(random, away(asphalt, 0.3))
  const iron = tint(random, hexes(0x2a2a30, 0x3a3430, 0x4a4a52))
  const ironLit = nudge(random, mix(iron, WHITE, 0.28))
  const ironDark = nudge(random, scale(iron, 0.6))
  const canvas = begin(S, S, asphalt)
  for (let y = 0; y < S; y++) for (let x = 0; x < S; x++) if (random() < 0.12) canvas.set(x, y, fleck)
  const round = random() < 0.55
  const c = (S - 1) / 2
  const R = S / 2 - (tiny ? 1 : 2)
  const inCover = (x: number, y: number) =>
    round ? Math.hypot(x - c, y - c) <= R : Math.max(Math.abs(x - c), Math.abs(y - c)) <= R
  const pattern = pick(
    random,
    round ? (['rings', 'grid', 'ribs'] as const) : (['tread', 'slots', 'grid'] as const),
  )
  for (let y = 0; y < S; y++)
    for (let x = 0; x < S; x++) {
      if (!inCover(x, y)) continue
      const edge = round
        ? Math.hypot(x - c, y - c) > R - 1
        : Math.max(Math.abs(x - c), Math.abs(y - c)) > R - 1
      let col = iron
      if (edge) col = ironDark
      else if (pattern === 'rings') col = Math.round(Math.hypot(x - c, y - c)) % 3 === 0 ? ironLit : iron
      else if (pattern === 'grid') col = x % 3 === 1 && y % 3 === 1 ? ironLit : iron
      else if (pattern === 'ribs')
        col =
          Math.round((Math.atan2(y - c, x - c) / Math.PI) * 8) % 2 === 0 && Math.hypot(x - c, y - c) > R * 0.3
            ? ironLit
            : iron
      else if (pattern === 'tread') col = mod(x + y, 4) === 0 || mod(x - y, 4) === 0 ? ironLit : iron
      else col = y % 3 === 1 && x > c - R + 1 && x < c + R - 1 ? ink : iron
      canvas.set(x, y, col)
    }
  if (!tiny && S >= 32) {
    const word = pick(random, ['WATER', 'GAS', 'SEWER', 'DRAIN'])
    if (glyphWidth(word) + 4 <= 2 * R * (round ? 0.8 : 1)) {
      rect(
        canvas,
        Math.round(c - glyphWidth(word) / 2) - 1,
        Math.round(c) - 3,
        Math.round(c + glyphWidth(word) / 2),
        Math.round(c) + 3,
        iron,
      )
      centredGlyphs(canvas, word, c + 0.5, Math.round(c) - 2, ironLit)
    }
  }
  return canvas.image()
}

/** Street furniture: a bench, a bin, bollards, a post box, a bus stop, a parking meter or a cover. */
const streetSprite: SpriteGenerator['draw'] = (random) =>
  pick(random, [bench, litterBin, bollards, bollards, postBox, busStop, parkingMeter, cover])(
    random,
    tint(random, INKS),
  )

// ---- the seaside --------------------------------------------------------------------------------------

const CANVASES = hexes(0xce2e2c, 0x2660be, 0xf0c432, 0x2e9250, 0xe87824, 0xf2f0e8, 0xe26492, 0x2eacc0)
const SANDS = hexes(0xe8d098, 0xf0dca8, 0xd8c088)

/**
 * Which band each of `length` positions falls in, the bands lo to hi px wide at random (stripes of
 * unequal widths, so a striped run is never an exact upscale of a narrower one).
 */
function bands(random: Random, length: number, lo: number, hi: number): number[] {
  const out: number[] = []
  for (let band = 0; out.length < length; band++) for (let k = int(random, lo, hi); k > 0; k--) out.push(band)
  return out.slice(0, length)
}

/**
 * A deckchair: from the front (two wooden uprights, a striped canvas sling sagging between them in two
 * or three colours, a crossbar at the top and the legs splayed below in an X; mostly transparent, 16 to
 * 56 px wide), or folded flat and stood on end (two rails and crossbars with the striped canvas between
 * them, a thin tall strip 8 to 14 px wide and 40 to 96 high).
 */
function deckchair(random: Random, ink: RGB): RGBAImage {
  const wood = tint(random, WOODS)
  const woodDark = nudge(random, scale(wood, 0.72))
  const stripes = distinctTints(random, CANVASES, int(random, 2, 3))
  const across = bands(random, 64, 1, 4)
  const stripe = (i: number) => stripes[(across[i] ?? 0) % stripes.length] as RGB
  if (random() < 0.55) {
    const W = int(random, 16, 56)
    const H = Math.round(W * uniform(random, 1.05, 1.35))
    const canvas = begin(W, H, null)
    const legTop = Math.round(H * 0.62)
    // The legs in an X under the seat, then the uprights.
    line(canvas, 1, legTop, W - 2, H - 1, woodDark)
    line(canvas, W - 2, legTop, 1, H - 1, woodDark)
    const inset = Math.max(1, Math.round(W * 0.06))
    const pw = W >= 30 ? 2 : 1
    for (const x0 of [inset, W - 1 - inset - pw + 1]) rect(canvas, x0, 0, x0 + pw - 1, legTop + 2, wood)
    rect(canvas, inset, 0, W - 1 - inset, Math.max(1, Math.round(H * 0.03)), wood)
    // The sling: striped down its length, sagging in the middle.
    const sagBy = Math.max(1, Math.round(H * 0.06))
    const top = Math.max(2, Math.round(H * 0.04) + 1)
    const bottom = legTop - 2
    for (let x = inset + pw; x <= W - 1 - inset - pw; x++) {
      const u = (x - (W - 1) / 2) / ((W - 1) / 2 - inset - pw)
      const dip = Math.round(sagBy * (1 - u * u))
      for (let y = top + dip; y <= bottom + dip; y++) canvas.set(x, y, stripe(x - inset - pw))
    }
    line(canvas, inset, legTop + 2, W - 1 - inset, legTop + 2, wood)
    return finish(canvas, random, ink, 0.3, 0.5)
  }
  // Folded flat and stood up: two long rails with crossbars, the striped canvas between them, a thin
  // tall strip.
  const W = int(random, 8, 14)
  const H = int(random, 40, 96)
  const canvas = begin(W, H, null)
  const rw = W >= 11 ? 2 : 1
  for (let y = 2; y < H - 2; y++) for (let x = rw; x < W - rw; x++) canvas.set(x, y, stripe(x - rw))
  rect(canvas, 0, 0, rw - 1, H - 1, wood)
  rect(canvas, W - rw, 0, W - 1, H - 1, wood)
  for (const y of [0, 1, Math.round(H * 0.55), H - 2, H - 1])
    line(canvas, 0, y, W - 1, y, y > 1 && y < H - 2 ? woodDark : wood)
  canvas.set(rw, Math.round(H * 0.4), woodDark)
  canvas.set(W - rw - 1, Math.round(H * 0.4), woodDark)
  return finish(canvas, random, ink, 0.3, 0.5)
}

/**
 * A windbreak: canvas panels in stripes or one colour each, a darker hem along the top, between wooden
 * poles that stand above the canvas and are driven into a strip of ordered-dithered sand; a thin strip 10
 * to 14 px high (or up to 36) and 40 to 124 long.
 */
function windbreak(random: Random, ink: RGB): RGBAImage {
  const thin = random() < 0.65
  const H = thin ? int(random, 10, 14) : int(random, 16, 36)
  const panels = int(random, 3, 7)
  const pw = int(random, thin ? 8 : 10, thin ? 18 : 24)
  const W = Math.max(40, Math.min(124, panels * (pw + 1) + 1))
  const wood = tint(random, WOODS)
  const colours = distinctTints(random, CANVASES, int(random, 2, 3))
  const hem = nudge(random, scale(colours[0] as RGB, 0.7))
  const sandy = random() < 0.6
  const sand = tint(random, SANDS)
  const sand2 = nudge(random, scale(sand, 0.86))
  const canvas = begin(W, H, null)
  const sandH = sandy ? Math.max(2, Math.round(H * 0.18)) : 0
  const top = Math.max(1, Math.round(H * 0.12))
  const bottom = H - 1 - sandH - (sandy ? 0 : Math.max(1, Math.round(H * 0.12)))
  const striped = random() < 0.6
  const along = bands(random, W, 1, 4)
  for (let x = 0; x < W; x++) {
    const panel = Math.floor(x / (pw + 1))
    const c = colours[(striped ? (along[x] as number) : panel) % colours.length] as RGB
    for (let y = top; y <= bottom; y++) canvas.set(x, y, c)
    canvas.set(x, top, hem)
  }
  for (let k = 0; k <= panels; k++) {
    const x = Math.min(W - 1, k * (pw + 1))
    line(canvas, x, 0, x, H - 1, wood)
  }
  if (sandy) dither(canvas, 0, H - sandH, W - 1, H - 1, sand, sand2, (x) => 0.3 + 0.2 * Math.sin(x * 0.7))
  return finish(canvas, random, ink, 0, 0.5)
}

/**
 * A lifebuoy: a ring in four or eight segments of two colours (red and white, orange and white), lit on
 * its upper left, a rope looped round it in sagging 1-px curves between four grips; 8 to 12 px on some
 * draws, else 14 to 48; or hung in a red cabinet on a post with LIFEBUOY in 3×5 letters over it (a tall
 * one).
 */
function lifebuoy(random: Random, ink: RGB): RGBAImage {
  const [a, b] = [tint(random, hexes(0xe8281e, 0xf07820, 0xd8201a)), tint(random, WHITES)]
  const aLit = nudge(random, mix(a, WHITE, 0.35))
  const rope = tint(random, hexes(0xd8c090, 0xe0cca0, 0x2a4a8a))
  const segments = random() < 0.5 ? 4 : 8
  const drawRing = (canvas: Canvas, cx: number, cy: number, R: number, withRope: boolean) => {
    const r = R * uniform(random, 0.48, 0.58)
    ellipse(canvas, cx, cy, R, R, (x, y) => {
      const d = Math.hypot(x - cx, y - cy)
      if (d < r) return null
      const seg = Math.floor(
        mod(Math.atan2(y - cy, x - cx) + Math.PI / segments, 2 * Math.PI) / ((2 * Math.PI) / segments),
      )
      const lit = x - cx + (y - cy) < -R * 0.6 && d > (R + r) / 2
      return seg % 2 ? b : lit ? aLit : a
    })
    if (withRope && R >= 7)
      for (let k = 0; k < 4; k++) {
        const a0 = (k * Math.PI) / 2 + Math.PI / 4
        const a1 = a0 + Math.PI / 2
        const p0: Point = [cx + (R + 0.5) * Math.cos(a0), cy + (R + 0.5) * Math.sin(a0)]
        const p1: Point = [cx + (R + 0.5) * Math.cos(a1), cy + (R + 0.5) * Math.sin(a1)]
        const mid = (a0 + a1) / 2
        paint(canvas, sag(p0, [cx + (R + 3) * Math.cos(mid), cy + (R + 3) * Math.sin(mid)], p1), rope)
        canvas.set(Math.round(p0[0]), Math.round(p0[1]), ink)
      }
  }
  const roll = random()
  if (roll < 0.3) {
    const d = int(random, 8, 12)
    const canvas = begin(d + 1, d + 1, null)
    drawRing(canvas, d / 2, d / 2, d / 2, false)
    return finish(canvas, random, ink, 0.4, 0.5)
  }
  if (roll < 0.75) {
    const R = int(random, 7, 22)
    const canvas = begin(2 * R + 8, 2 * R + 8, null)
    drawRing(canvas, R + 4, R + 4, R, true)
    return finish(canvas, random, ink, 0.3, 0.5)
  }
  const R = int(random, 8, 18)
  const cw = 2 * R + 6
  const ch = 2 * R + 14
  const postH = Math.round(ch * uniform(random, 0.6, 1.4))
  const box = tint(random, hexes(0xc8281e, 0xf0c432, 0x2a4a8a))
  const boxDark = nudge(random, scale(box, 0.66))
  const post = tint(random, WOODS)
  const canvas = begin(cw, ch + postH, null)
  rect(canvas, Math.floor(cw / 2) - 1, ch, Math.floor(cw / 2) + 1, ch + postH - 1, post)
  rect(canvas, 0, 0, cw - 1, ch - 1, box)
  frame(canvas, 0, 0, cw - 1, ch - 1, boxDark)
  rect(canvas, 2, 9, cw - 3, ch - 3, boxDark)
  drawRing(canvas, (cw - 1) / 2, 9 + R + 1.5, R, false)
  const word = glyphWidth('LIFEBUOY') <= cw - 4 ? 'LIFEBUOY' : 'SOS'
  centredGlyphs(canvas, word, cw / 2, 2, luma(box) > 140 ? ink : b)
  return finish(canvas, random, ink, 0.3, 0)
}

/**
 * Sand toys: a bucket (narrower at its foot, a lit rim band, a handle arching over it, a wave moulded
 * round it) with a spade leaning in it on some (8 to 12 px on some draws, else 14 to 48), or a sandcastle
 * (towers turned out of a bucket with ridges, crenellations, dark windows, a flag on a 1-px pole, sand
 * ordered-dithered in two tones, a moat of water on some).
 */
function sandToys(random: Random, ink: RGB): RGBAImage {
  const [plastic, spadeC] = distinctTints(
    random,
    CANVASES.filter((c) => luma(c) < 200),
    2,
  ) as [RGB, RGB]
  const lit = nudge(random, mix(plastic, WHITE, 0.4))
  const dark = nudge(random, scale(plastic, 0.7))
  const sand = tint(random, SANDS)
  const sand2 = nudge(random, scale(sand, 0.84))
  if (random() < 0.55) {
    const tiny = random() < 0.4
    const W = tiny ? int(random, 8, 11) : int(random, 14, 48)
    const H = Math.round(W * (tiny ? 1 : uniform(random, 0.95, 1.2)))
    const spade = !tiny && random() < 0.6
    const canvas = begin(W + (spade ? Math.round(W * 0.35) : 0), H + (spade ? Math.round(H * 0.3) : 0), null)
    const y0 = canvas.height - H
    const handleR = Math.max(2, Math.round(H * 0.25))
    const by0 = y0 + handleR
    const taper = Math.max(1, Math.round(W * 0.12))
    if (spade) {
      const sx = W - Math.round(W * 0.2)
      bar(canvas, sx, by0 + 2, canvas.width - 3, 0, Math.max(1.2, W * 0.05), spadeC)
      rect(canvas, canvas.width - 5, 0, canvas.width - 1, 1, spadeC)
    }
    polygon(
      canvas,
      [
        [0, by0],
        [W, by0],
        [W - taper, canvas.height],
        [taper, canvas.height],
      ],
      plastic,
    )
    rect(canvas, 0, by0, W - 1, by0 + Math.max(1, Math.round(H * 0.1)), lit)
    if (!tiny) {
      const wy = by0 + Math.round((canvas.height - by0) * 0.55)
      for (let x = 1; x < W - 1; x++) canvas.set(x, wy + Math.round(Math.sin(x * 0.9)), dark)
    }
    arc(canvas, (W - 1) / 2, by0, W / 2 - 1, handleR, Math.PI, 2 * Math.PI, dark)
    if (spade) {
      const blade: Point = [W - Math.round(W * 0.2), by0 - 1]
      rect(canvas, blade[0] - 2, blade[1] - 1, blade[0] + 2, blade[1] + 1, spadeC)
    }
    return finish(canvas, random, ink, tiny ? 0.5 : 0.4, 0.5)
  }
  const W = int(random, 24, 90)
  const H = Math.round(W * uniform(random, 0.6, 0.85))
  const flag = tint(random, HUES)
  const water = tint(random, hexes(0x4a8ac8, 0x5a9ad0))
  const canvas = begin(W, H, null)
  const moat = random() < 0.4
  const ground = H - (moat ? 3 : 1)
  const towers = int(random, 1, 3)
  const tw = Math.max(7, Math.round(W / (towers + 1)))
  // The wall between the towers, then the towers over it.
  rect(canvas, Math.round(tw * 0.4), Math.round(ground - H * 0.3), W - 1 - Math.round(tw * 0.4), ground, sand)
  for (let x = Math.round(tw * 0.4); x < W - Math.round(tw * 0.4); x += 3)
    canvas.set(x, Math.round(ground - H * 0.3) - 1, sand)
  for (let k = 0; k < towers; k++) {
    const cx = Math.round(((k + 0.5) * W) / towers)
    const th = Math.round(H * uniform(random, 0.5, 0.75))
    const top = ground - th
    const half = tw / 2
    polygon(
      canvas,
      [
        [cx - half * 0.8, top],
        [cx + half * 0.8 + 1, top],
        [cx + half + 1, ground + 1],
        [cx - half, ground + 1],
      ],
      sand,
    )
    for (let y = top + 3; y < ground; y += 3)
      line(canvas, Math.round(cx - half * 0.85), y, Math.round(cx + half * 0.85), y, sand2)
    for (let x = Math.round(cx - half * 0.8); x <= cx + half * 0.8; x += 2) canvas.set(x, top - 1, sand)
    if (th >= 14) rect(canvas, cx - 1, top + Math.round(th * 0.35), cx, top + Math.round(th * 0.35) + 2, ink)
    if (k === Math.floor(towers / 2)) {
      line(canvas, cx, top - 1, cx, top - Math.max(4, Math.round(th * 0.4)), ink)
      const fy = top - Math.max(4, Math.round(th * 0.4))
      polygon(
        canvas,
        [
          [cx + 1, fy],
          [cx + 1, fy + 3],
          [cx + 5, fy + 1.5],
        ],
        flag,
      )
    }
  }
  repaint(canvas, 0, 0, W - 1, H - 1, sand, (x, y) => (bayer(x, y) < 0.2 ? sand2 : null))
  if (moat) rect(canvas, 0, H - 2, W - 1, H - 1, water)
  return finish(canvas, random, ink, 0.3, 0.5)
}

/**
 * A surfboard: a long board with a pointed nose and a rounded tail (up to 124 px long, 10 to 30 wide),
 * a 1-px wooden stringer down the middle, stripes or a band across in other colours, its rails lit on
 * one side and shaded on the other, a leash coiled from the tail on some; standing up (a tall one) or
 * lying across (a thin strip when narrow).
 */
function surfboard(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 10, 30)
  const H = Math.min(124, Math.round(W * uniform(random, 3, 4.5)))
  const [board, band, band2] = distinctTints(random, [...CANVASES, ...hexes(0x2eacc0, 0xf0e0a0)], 3) as [
    RGB,
    RGB,
    RGB,
  ]
  const lit = nudge(random, mix(board, WHITE, 0.4))
  const shade = nudge(random, scale(board, 0.72))
  const stringer = tint(random, WOODS)
  const leash = tint(random, hexes(0x1a1a22, 0x2660be, 0xce2e2c))
  const canvas = begin(W, H, null)
  const cx = (W - 1) / 2
  const half = (y: number) => {
    const t = y / (H - 1)
    if (t < 0.45) return (W / 2) * Math.sin((t / 0.45) * (Math.PI / 2)) ** 0.7
    return (W / 2) * Math.sqrt(Math.max(0, 1 - ((t - 0.45) / 0.58) ** 4))
  }
  const style = pick(random, ['band', 'stripes', 'plain'] as const)
  const bandY = Math.round(H * uniform(random, 0.2, 0.55))
  const bandH = Math.max(2, Math.round(H * 0.08))
  for (let y = 0; y < H; y++) {
    const h = half(y)
    if (h < 0.5) continue
    for (let x = Math.round(cx - h); x <= Math.round(cx + h); x++) {
      let c = board
      if (style === 'band' && y >= bandY && y < bandY + bandH) c = y < bandY + bandH / 2 ? band : band2
      else if (style === 'stripes' && Math.abs(x - cx) > h - Math.max(2, W * 0.15)) c = band
      if (x === Math.round(cx - h)) c = lit
      else if (x === Math.round(cx + h)) c = shade
      canvas.set(x, y, c)
    }
  }
  for (let y = 1; y < H - 2; y++) if (half(y) > 1.5) canvas.set(Math.round(cx), y, stringer)
  if (random() < 0.4) {
    const ty = H - 4
    paint(
      canvas,
      sag([Math.round(cx), ty], [Math.round(cx) + W, ty - 6], [Math.round(cx) + 2, ty - 10]),
      leash,
    )
  }
  const image = finish(canvas, random, ink, 0.3, 0.5)
  if (random() < 0.4) {
    const turned = new Canvas(image.width, image.height)
    turned.data.set(image.data)
    return rotated(turned).image()
  }
  return image
}

/**
 * A beach, opaque: a sky ordered-dithered towards the horizon, the sea in bands with short 1-px wave
 * crests, a line of surf dithered white, sand flecked in two tones, and towels (striped rectangles), a
 * beach ball (segments of colours) and small windbreaks on it; 48 to 128 px wide.
 */
function beach(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 48, 128)
  const H = Math.max(32, Math.min(100, Math.round(W * uniform(random, 0.5, 0.8))))
  const [skyA, skyB] = distinctTints(random, hexes(0x8ac8f0, 0xb8e0f8, 0xf0e0b8, 0xa8d0e8), 2) as [RGB, RGB]
  const sea = tint(random, hexes(0x2a6aa8, 0x2a7ab0, 0x1e5a98))
  const seaLit = nudge(random, mix(sea, WHITE, 0.3))
  const foam = tint(random, WHITES)
  const sand = tint(random, SANDS)
  const sand2 = nudge(random, scale(sand, 0.88))
  const [t1, t2, t3] = distinctTints(random, CANVASES, 3) as [RGB, RGB, RGB]
  const canvas = begin(W, H, skyA)
  const horizon = Math.round(H * uniform(random, 0.28, 0.4))
  const shore = Math.round(horizon + (H - horizon) * uniform(random, 0.3, 0.45))
  dither(canvas, 0, 0, W - 1, horizon - 1, skyA, skyB, (_, y) => (y / horizon) * 1.1 - 0.1)
  rect(canvas, 0, horizon, W - 1, shore - 1, sea)
  for (let y = horizon + 2; y < shore - 1; y += 2)
    for (let x = int(random, 0, 6); x < W; x += int(random, 6, 14))
      line(canvas, x, y, x + int(random, 1, 3), y, seaLit)
  rect(canvas, 0, shore, W - 1, H - 1, sand)
  for (let y = shore; y < H; y++) for (let x = 0; x < W; x++) if (random() < 0.08) canvas.set(x, y, sand2)
  for (let x = 0; x < W; x++) {
    const wob = Math.round(Math.sin(x * 0.25) * 1.2)
    canvas.set(x, shore + wob, foam)
    if (bayer(x, shore) < 0.5) canvas.set(x, shore + wob - 1, foam)
  }
  // Towels, a ball, windbreaks.
  const towels = int(random, 1, 3)
  for (let k = 0; k < towels; k++) {
    const tw = Math.max(6, Math.round(W * uniform(random, 0.1, 0.18)))
    const th = Math.max(4, Math.round(tw * 0.5))
    const tx = int(random, 1, W - tw - 2)
    const ty = int(random, shore + 3, H - th - 1)
    for (let x = tx; x < tx + tw; x++)
      for (let y = ty; y < ty + th; y++) canvas.set(x, y, Math.floor((x - tx) / 2) % 2 ? t1 : k % 2 ? t3 : t2)
  }
  if (random() < 0.7) {
    const r = Math.max(2, W * 0.03)
    const bx = int(random, 4, W - 5)
    const by = int(random, shore + 3, H - 4)
    ellipse(
      canvas,
      bx,
      by,
      r,
      r,
      (x, y) => [t1, foam, t2][mod(Math.floor(Math.atan2(y - by, x - bx) * 1.5), 3)] as RGB,
    )
  }
  if (random() < 0.6) {
    const ww = Math.max(10, Math.round(W * 0.2))
    const wx = int(random, 1, W - ww - 1)
    const wy = shore + Math.max(3, Math.round((H - shore) * 0.3))
    const wh = Math.max(3, Math.round(ww * 0.25))
    for (let x = wx; x < wx + ww; x++)
      for (let y = wy; y < wy + wh; y++) canvas.set(x, y, x % 3 === 0 ? t3 : t1)
    for (let x = wx; x <= wx + ww; x += Math.max(3, Math.round(ww / 4)))
      line(canvas, x, wy - 1, x, wy + wh, ink)
  }
  return canvas.image()
}

/** The seaside: a deckchair, a windbreak, a lifebuoy, sand toys, a surfboard or a beach. */
const seasideSprite: SpriteGenerator['draw'] = (random) =>
  pick(random, [deckchair, deckchair, windbreak, lifebuoy, sandToys, sandToys, surfboard, beach])(
    random,
    tint(random, INKS),
  )

export const MAUSOLEUM_GENERATORS: SpriteGenerator[] = [
  { name: 'mausoleum-bowling', draw: within(bowlingSprite) },
  { name: 'mausoleum-heating', draw: within(heatingSprite) },
  { name: 'mausoleum-kitchen', draw: within(kitchenSprite) },
  { name: 'mausoleum-garden', draw: within(gardenSprite) },
  { name: 'mausoleum-theatre', draw: within(theatreSprite) },
  { name: 'mausoleum-farm', draw: within(farmSprite) },
  { name: 'mausoleum-street', draw: within(streetSprite) },
  { name: 'mausoleum-seaside', draw: within(seasideSprite) },
]
