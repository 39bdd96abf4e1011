// The generators of the `cenotaph` split of the wide recovery bench, written to be held back after torii,
// before torii was scored, never looked at by any method work, and used by no other split: weighing scales
// (balances with a tipping beam and hanging pans, kitchen scales with a bowl and a round dial, bathroom
// scales from above, cast-iron weights alone and rows of brass knob weights, shop-scale displays), fans (desk
// fans behind a guard, ceiling fans, folding hand fans, box fans, tower fans), bathroom fittings (clawfoot
// and slipper baths, tiled walls with a basin and a mirror, pillar taps, toilets, washroom door signs,
// friezes of border tiles), toy bricks and blocks (studded bricks, plates and printed bricks in oblique view,
// towers of bricks, baseplates from above, wooden alphabet blocks alone, in a row or in a pyramid), roller
// coasters (tracks with a lift hill, drops and a loop on lattice or steel supports, bare or in a scene with a
// station hut, trains and single cars, ride height boards), petrol stations (fuel pumps, old pumps with a
// glass globe, jerry cans and oil cans, price signs, forecourts under a canopy), aeroplanes (airliners side
// on, planes from above at any heading, biplanes, departures boards, planes in the sky with a contrail) and
// cleaning things (corn and push brooms, mop buckets, spray bottles, cylinder and upright vacuum cleaners,
// sponges). Scale readouts and KG, dial numbers, weight values and display labels, fan speeds and tower-fan
// displays, H and C on taps, door-sign words, printed bricks and alphabet blocks, station signs, car numbers
// and ride heights, brand words, pump readouts, grades and prices, OIL, fin letters, departures boards and
// cleaning labels are text-like glyphs (5×7 letters and digits, at two or three times size on some signs and
// blocks, and 1-px "text"); tick dots, balance strings, guard wires, vent slits, grilles, grout lines, shower
// streams, window dots, door seams, coaster ties, canopy lamps, lane dashes, bristle rows, bag seams and
// scale ticks are 1-px lines and dots over flat runs; pointer scales, pan and bowl undersides, dial rims,
// guard rings, hand-fan edges, tap spouts, stud rings, coaster drops and loops, pump and vacuum hoses, globe
// rims, roundels, bucket handles, mop yarn, grip loops and soap bubbles are curved 1-px outlines; the top and
// side faces of bricks and blocks (oblique view), lattice braces, lift hills, hazard stripes, the X on jerry
// cans, mirror glints, tile diamonds and zigzags, train noses, riders' arms, spray triggers and sponge
// hatching run at 45°, with balance beams, needles, hand-fan ribs, ceiling-fan blades, toilet levers and
// raised lids, shallower lift hills, fins and tail cones, wings seen from any heading, rigging wires, oil-can
// spouts, vacuum wands, brooms, straw and mop poles at other slants. Grain and flour, bathroom-scale glass,
// lamp glow, hand-fan sunsets, bath, basin and toilet shading, coaster, forecourt and plane skies, propeller
// blurs, contrails, bucket shading and suds, bottle shading and spray mist, and sponge shading are
// ordered-dithered (2×2), and bathroom-scale foot pads, tiled borders and floors, friezes, forecourt kerbs
// and sponge scourers are checkered. Shop-scale displays, box fans, bathroom walls, friezes, baseplates,
// coaster scenes, price signs without a post, forecourts, departures boards and skies are opaque, bathroom
// scales and door signs nearly so; balances, ceiling fans, bare coaster tracks, planes from above, biplanes
// and brooms are mostly transparent. Shop-scale displays, ceiling fans, friezes, rows of blocks and coaster
// trains are thin strips, rows of weights and airliners long low ones; tower fans, towers of bricks, height
// boards, fuel pumps, old pumps, brooms and upright vacuums are tall ones; weights, hand fans, taps, bricks,
// single coaster cars, jerry cans, planes from above, spray bottles and sponges are tiny (8 to 15 px) on some
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
  trimmed,
  int,
  pick,
  word,
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
  circle,
  scribble,
  bayer,
  isColour,
  roundedBox,
  dither,
  repaint,
} from './canvas.ts'
import { drawText, LETTERS } from './text.ts'

const WHITE: RGB = [255, 255, 255]

type Point = [number, number]

// ---- drawing helpers of this split -------------------------------------------------------------------

/** Brightness of a colour, 0 to 255. */
const luma = (c: RGB) => 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2]

/** How wide a string is in the 5×7 font, a '.' or ':' taking one column and its gap. */
function textWidth(text: string): number {
  let w = 0
  for (const ch of text) w += ch === '.' || ch === ':' ? 2 : 6
  return w - 1
}

/** A string in the 5×7 font whose '.' is a one-pixel point and ':' two (readouts, prices, times). */
function lettering(canvas: Canvas, text: string, x: number, y: number, c: RGB) {
  let at = x
  for (const ch of text) {
    if (ch === '.') canvas.set(at, y + 6, c)
    else if (ch === ':') {
      canvas.set(at, y + 2, c)
      canvas.set(at, y + 4, c)
    } else drawText(canvas, ch, at, y, c, null)
    at += ch === '.' || ch === ':' ? 2 : 6
  }
}

/** The same drawn k times larger, each pixel of a glyph a k × k square (block letters). */
function bigLettering(canvas: Canvas, text: string, x: number, y: number, k: number, c: RGB) {
  const w = textWidth(text)
  const glyphs = new Canvas(w, 7)
  lettering(glyphs, text, 0, 0, c)
  for (let gy = 0; gy < 7; gy++)
    for (let gx = 0; gx < w; gx++)
      if (glyphs.opaque(gx, gy))
        rect(canvas, x + gx * k, y + gy * k, x + gx * k + k - 1, y + gy * k + k - 1, c)
}

/**
 * The pixels of a curve p(t), t from 0 to 1, about `length` px long: sampled four times a pixel, each
 * pixel once, and thinned to one pixel (a pixel whose two neighbours on the path touch is a corner and
 * goes).
 */
function curve(p: (t: number) => Point, length: number): Point[] {
  const n = Math.max(16, Math.ceil(length * 4))
  const out: Point[] = []
  for (let i = 0; i <= n; i++) {
    const [fx, fy] = p(i / n)
    const q: Point = [Math.round(fx), Math.round(fy)]
    const last = out[out.length - 1]
    if (last && last[0] === q[0] && last[1] === q[1]) continue
    const before = out[out.length - 2]
    if (before && Math.abs(before[0] - q[0]) <= 1 && Math.abs(before[1] - q[1]) <= 1) out.pop()
    out.push(q)
  }
  return out
}

/** Paints a path's pixels. */
const stroke = (canvas: Canvas, points: Point[], c: RGB) => {
  for (const [x, y] of points) canvas.set(x, y, c)
}

/** A 1-px elliptical arc from angle a0 to a1 (radians, y pointing down). */
function arc(canvas: Canvas, cx: number, cy: number, rx: number, ry: number, a0: number, a1: number, c: RGB) {
  stroke(
    canvas,
    curve(
      (t) => [cx + rx * Math.cos(a0 + (a1 - a0) * t), cy + ry * Math.sin(a0 + (a1 - a0) * t)],
      Math.abs(a1 - a0) * Math.max(rx, ry),
    ),
    c,
  )
}

/** A quadratic curve from a to b pulled towards `pull`, as 1-px pixels. */
function bendPoints(a: Point, pull: Point, b: Point): Point[] {
  const at = (t: number, i: 0 | 1) => (1 - t) ** 2 * a[i] + 2 * t * (1 - t) * pull[i] + t * t * b[i]
  return curve(
    (t) => [at(t, 0), at(t, 1)],
    Math.hypot(pull[0] - a[0], pull[1] - a[1]) + Math.hypot(b[0] - pull[0], b[1] - pull[1]),
  )
}

/** A frame turned by angle `a` about (ox, oy): local (u across, v along) to canvas coordinates. */
const turned =
  (ox: number, oy: number, a: number) =>
  (u: number, v: number): Point => [
    ox + u * Math.cos(a) - v * Math.sin(a),
    oy + u * Math.sin(a) + v * Math.cos(a),
  ]

// ---- weighing scales ----------------------------------------------------------------------------------

const IRONS = hexes(0x3a3a40, 0x4a4440, 0x2e3438)
const BRASSES = hexes(0xc8a040, 0xd4b058, 0xb89030)
const STEELS = hexes(0xa8aeb6, 0x9aa0a8, 0xc0c4c8)

/**
 * A balance scale: a stepped base and a pillar, a beam level or tipped at a slant on its pivot, a pointer
 * standing up from the pivot over a curved 1-px scale, and two pans (shallow bowls with a curved 1-px
 * underside) hung on 1-px strings, iron weights stacked in the lower pan and fruit or a heap of grain in
 * the other on some; mostly transparent, 26 to 100 px wide.
 */
function balanceScale(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 26, 100)
  const metal = tint(random, [...BRASSES, ...STEELS])
  const lit = nudge(random, mix(metal, WHITE, 0.45))
  const dark = nudge(random, scale(metal, 0.6))
  const iron = tint(random, IRONS)
  const ironLit = nudge(random, mix(iron, WHITE, 0.3))
  const pr = Math.max(4, Math.round(W * uniform(random, 0.14, 0.2)))
  const L = Math.floor(W / 2) - pr - 1
  const tilt = random() < 0.3 ? 0 : pick(random, [-1, 1]) * uniform(random, 0.08, 0.35)
  const needle = Math.max(3, Math.round(W * 0.12))
  const cx = Math.floor(W / 2)
  const py = needle + 3
  const hang = Math.max(6, Math.round(W * uniform(random, 0.3, 0.45)))
  const bowl = Math.max(2, Math.round(pr * 0.45))
  const ends: Point[] = [-1, 1].map((s) => [
    Math.round(cx + s * L * Math.cos(tilt)),
    Math.round(py + s * L * Math.sin(tilt)),
  ])
  const baseH = Math.max(3, Math.round(W * 0.06))
  const H = Math.max(...ends.map((e) => e[1] + hang + bowl + 2), py + Math.round(W * 0.55)) + baseH
  const canvas = begin(W, H, null)
  // The pointer's scale and the pointer, the pillar and its stepped base.
  arc(canvas, cx, py, needle + 1, needle + 1, -Math.PI / 2 - 0.55, -Math.PI / 2 + 0.55, dark)
  const pw = W >= 56 ? 1 : 0
  rect(canvas, cx - pw - 1, py + 1, cx + pw, H - baseH - 1, metal)
  line(canvas, cx - pw - 1, py + 1, cx - pw - 1, H - baseH - 1, lit)
  const bw = Math.round(W * 0.22)
  rect(canvas, cx - bw + 2, H - baseH, cx + bw - 2, H - 3, metal)
  line(canvas, cx - bw + 2, H - baseH, cx + bw - 2, H - baseH, lit)
  rect(canvas, cx - bw, H - 2, cx + bw, H - 1, dark)
  // The pans, their loads and strings.
  const [e0, e1] = ends as [Point, Point]
  const lower = e0[1] > e1[1] ? 0 : e0[1] < e1[1] ? 1 : -1
  ends.forEach(([ex, ey], side) => {
    const rim = ey + hang
    const load = side === lower ? 'weights' : pick(random, ['fruit', 'grain', 'none'] as const)
    if (load === 'weights' || (lower < 0 && random() < 0.5)) {
      let y = rim - 1
      let w = Math.max(2, Math.round(pr * 0.7))
      for (let k = int(random, 1, 3); k > 0 && w >= 2; k--) {
        const h = Math.max(2, Math.round(w * 0.5))
        rect(canvas, ex - Math.floor(w / 2), y - h + 1, ex + Math.ceil(w / 2) - 1, y, iron)
        line(canvas, ex - Math.floor(w / 2), y - h + 1, ex + Math.ceil(w / 2) - 1, y - h + 1, ironLit)
        y -= h
        w -= 2
      }
      canvas.set(ex, y, ironLit)
    } else if (load === 'fruit') {
      const fruit = tint(random, hexes(0xce2e2c, 0x2e9250, 0xf0c432, 0xe87824))
      const fr = Math.max(1.2, pr * 0.32)
      for (const dx of pr >= 7 ? [-fr * 0.9, fr * 0.9] : [0])
        ellipse(canvas, ex + dx, rim - fr, fr, fr, (x, y) =>
          x + y < ex + dx + rim - fr - fr * 0.5 ? lit : fruit,
        )
    } else if (load === 'grain') {
      const grain = tint(random, hexes(0xe8d8a0, 0xd8c080, 0xc8a868))
      const gh = Math.max(2, Math.round(pr * 0.45))
      ellipse(canvas, ex, rim, pr - 1, gh, (x, y) =>
        y >= rim ? null : bayer(x, y) < 0.25 + (0.5 * (rim - y)) / gh ? grain : dark,
      )
    }
    const strings: Point[] = [
      [ex - pr + 1, rim],
      [ex + pr - 1, rim],
    ]
    if (pr >= 6) strings.push([ex, rim])
    for (const [sx, sy] of strings) line(canvas, ex, ey, sx, sy, dark)
    ellipse(canvas, ex, rim, pr, bowl, (_, y) => (y >= rim ? metal : null))
    line(canvas, ex - pr, rim, ex + pr, rim, lit)
    arc(canvas, ex, rim, pr, bowl, 0.15, Math.PI - 0.15, dark)
  })
  // The beam over the strings' tops, the pivot and the pointer.
  if (W >= 56) bar(canvas, e0[0], e0[1], e1[0], e1[1], 2, metal)
  line(canvas, e0[0], e0[1], e1[0], e1[1], W >= 56 ? lit : metal)
  line(
    canvas,
    cx,
    py,
    Math.round(cx + needle * Math.sin(tilt)),
    Math.round(py - needle * Math.cos(tilt)),
    ink,
  )
  rect(canvas, cx - 1, py - 1, cx + 1, py + 1, dark)
  canvas.set(cx, py, ink)
  return finish(canvas, random, ink, 0, 0.5)
}

/**
 * A kitchen scale seen from the front: a bowl on top (a curved 1-px underside, a heap of flour
 * ordered-dithered in it or fruit on some), a body narrowing upwards (slanted sides), a round dial with a
 * 1-px rim, tick dots, 5×7 numbers where they fit and a needle at any angle, and two feet; transparent
 * round it, 16 to 72 px wide.
 */
function kitchenScale(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 16, 72)
  const body = tint(random, [...WHITES, ...hexes(0xce2e2c, 0x2660be, 0x2e9250, 0xe26492, 0x6a8ab0)])
  const shade = nudge(random, scale(body, 0.72))
  const face = tint(random, luma(body) > 200 ? hexes(0xf6f0dc, 0xf0ead0) : WHITES)
  const hand = tint(random, hexes(0xce2e2c, 0x202020, 0x2660be))
  const metal = tint(random, STEELS)
  const metalLit = nudge(random, mix(metal, WHITE, 0.5))
  const metalDark = nudge(random, scale(metal, 0.62))
  const bowlW = Math.round(W * uniform(random, 0.9, 1.15))
  const bowlH = Math.max(3, Math.round(W * 0.24))
  const heap = Math.max(2, Math.round(bowlH * 0.8))
  const bh = Math.round(W * uniform(random, 0.72, 0.92))
  const CW = Math.max(W, bowlW) + 2
  const cx = (CW - 1) / 2
  const rimY = heap + 1
  const bodyTop = rimY + bowlH + 2
  const canvas = begin(CW, bodyTop + bh + 2, null)
  // The bowl and what is in it.
  const content = pick(random, ['flour', 'fruit', 'none'] as const)
  if (content === 'flour') {
    const flour = tint(random, WHITES)
    const dust = nudge(random, mix(flour, metal, 0.5))
    ellipse(canvas, cx, rimY, bowlW * 0.36, heap, (x, y) =>
      y > rimY ? null : bayer(x, y) < 0.3 + (0.6 * (y - rimY + heap)) / heap ? dust : flour,
    )
  } else if (content === 'fruit') {
    const fruit = tint(random, HUES)
    const r = Math.max(1.5, heap * 0.6)
    ellipse(canvas, cx - r * 0.8, rimY - r + 0.5, r, r, solid(fruit))
    ellipse(canvas, cx + r * 0.8, rimY - r + 0.5, r, r, (x, y) => (x + y < cx + rimY ? metalLit : fruit))
  }
  ellipse(canvas, cx, rimY, bowlW / 2, bowlH, (_, y) => (y >= rimY ? metal : null))
  line(canvas, Math.round(cx - bowlW / 2), rimY, Math.round(cx + bowlW / 2), rimY, metalLit)
  arc(canvas, cx, rimY, bowlW / 2, bowlH, 0.1, Math.PI - 0.1, metalDark)
  rect(canvas, Math.round(cx) - 2, bodyTop - 2, Math.round(cx) + 2, bodyTop - 1, metalDark)
  // The body.
  const slant = Math.max(1, Math.round(W * 0.1))
  const [bl, br] = [(CW - W) / 2, (CW + W) / 2]
  polygon(
    canvas,
    [
      [bl + slant, bodyTop],
      [br - slant, bodyTop],
      [br, bodyTop + bh],
      [bl, bodyTop + bh],
    ],
    body,
  )
  line(canvas, Math.round(bl), bodyTop + bh - 1, Math.round(br) - 1, bodyTop + bh - 1, shade)
  for (const fx of [bl + 2, br - 4])
    rect(canvas, Math.round(fx), bodyTop + bh, Math.round(fx) + 1, bodyTop + bh + 1, shade)
  // The dial.
  const dcx = Math.round(cx)
  const dcy = Math.round(bodyTop + bh * 0.47)
  const R = Math.max(3, Math.round(Math.min(bh * 0.38, W * 0.36)))
  ellipse(canvas, dcx, dcy, R + 0.3, R + 0.3, solid(face))
  circle(canvas, dcx, dcy, R, ink)
  let numbered = false
  if (R >= 7)
    for (let k = 0; k < 20; k++) {
      const a = (k * Math.PI) / 10
      const r = R - (R >= 10 ? 2 : 1.6)
      canvas.set(Math.round(dcx + r * Math.cos(a)), Math.round(dcy + r * Math.sin(a)), shade)
    }
  if (R >= 11) {
    numbered = true
    const marks = R >= 14 ? ['0', '1', '2', '3'] : ['0']
    marks.forEach((m, k) => {
      const a = -Math.PI / 2 + (k * Math.PI) / 2
      const r = R - 6
      drawText(
        canvas,
        m,
        Math.round(dcx + r * Math.cos(a) - 2),
        Math.round(dcy + r * Math.sin(a) - 3),
        ink,
        null,
      )
    })
  }
  const a = -Math.PI / 2 + uniform(random, 0.3, 5.6)
  line(
    canvas,
    dcx,
    dcy,
    Math.round(dcx + (R - 2) * Math.cos(a)),
    Math.round(dcy + (R - 2) * Math.sin(a)),
    hand,
  )
  canvas.set(dcx, dcy, ink)
  return finish(canvas, random, ink, 0.3, numbered ? 0 : 0.5)
}

/**
 * A bathroom scale seen from above: a rounded pad with a 1-px edge, glass with an ordered-dithered 45°
 * reflection or plain plastic, two foot pads checkered (1- or 2-px checks), and a display with the weight
 * in 5×7 digits and a point (with KG beside it where it fits), or 1-px dashes on the small ones; nearly
 * opaque, 20 to 80 px.
 */
function bathroomScale(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 20, 80)
  const H = Math.round(W * uniform(random, 1.0, 1.2))
  const glass = random() < 0.5
  const top = tint(
    random,
    glass ? hexes(0x2a2c30, 0xd8e4e8, 0x3a4a5a) : [...WHITES, ...hexes(0xe26492, 0x8a9098)],
  )
  const edge = nudge(random, luma(top) > 120 ? scale(top, 0.7) : mix(top, WHITE, 0.3))
  const sheen = nudge(random, luma(top) > 120 ? mix(top, WHITE, 0.6) : mix(top, WHITE, 0.18))
  const pad = tint(random, hexes(0x6a6a72, 0xb0b6be, 0x2a2a30, 0x8ab0c8))
  const padDark = nudge(random, luma(pad) > 90 ? scale(pad, 0.7) : mix(pad, WHITE, 0.25))
  const lcd = tint(random, hexes(0x1e2620, 0x9cb870, 0x2a3a4a))
  const digit = tint(random, luma(lcd) > 100 ? hexes(0x202820) : hexes(0x6ae08a, 0xe8e4da, 0x6ac8e8))
  const r = Math.max(2, Math.round(W * 0.1))
  const canvas = begin(W, H, null)
  roundedBox(canvas, 0, 0, W - 1, H - 1, r, edge)
  roundedBox(canvas, 1, 1, W - 2, H - 2, r - 1, top)
  if (glass) {
    const band = Math.max(3, Math.round(W * 0.18))
    const at = int(random, Math.round(W * 0.2), Math.round(W * 0.7))
    repaint(canvas, 1, 1, W - 2, H - 2, top, (x, y) => {
      const d = x + y - at - H * 0.3
      return d >= 0 && d < band && bayer(x, y) < 0.5 ? sheen : null
    })
  }
  // The display near the top.
  const value = String(int(random, 45, 120)) + '.' + String(int(random, 0, 9))
  const unit = 'KG'
  const withUnit = textWidth(value) + textWidth(unit) + 8 <= W - 2 * r
  const dw = textWidth(value) + (withUnit ? textWidth(unit) + 3 : 0) + 4
  if (dw <= W - 2 * r && H >= 30) {
    const dx = Math.floor((W - dw) / 2)
    const dy = Math.max(r, Math.round(H * 0.12))
    rect(canvas, dx, dy, dx + dw - 1, dy + 10, lcd)
    lettering(canvas, value, dx + 2, dy + 2, digit)
    if (withUnit) drawText(canvas, unit, dx + 2 + textWidth(value) + 3, dy + 2, digit, null)
  } else {
    const dwSmall = Math.max(5, Math.round(W * 0.45))
    const dx = Math.floor((W - dwSmall) / 2)
    const dy = Math.max(2, Math.round(H * 0.14))
    rect(canvas, dx, dy, dx + dwSmall - 1, dy + 3, lcd)
    for (let x = dx + 1; x < dx + dwSmall - 1; x += 2) canvas.set(x, dy + 2, digit)
  }
  // The two foot pads, checkered.
  const ck = W >= 48 ? 2 : 1
  const fw = Math.max(3, Math.round(W * 0.26))
  const fh = Math.max(4, Math.round(H * 0.38))
  const fy = H - Math.max(2, Math.round(H * 0.08)) - fh
  for (const fx of [Math.round(W * 0.5 - 2 - fw), Math.round(W * 0.5 + 2)]) {
    roundedBox(canvas, fx, fy, fx + fw - 1, fy + fh - 1, Math.min(3, Math.floor(fw / 3)), pad)
    repaint(canvas, fx, fy, fx + fw - 1, fy + fh - 1, pad, (x, y) =>
      (Math.floor(x / ck) + Math.floor(y / ck)) % 2 ? padDark : null,
    )
  }
  return finish(canvas, random, ink, 0, 0)
}

/**
 * Cast-iron weights: one weight (a flat-topped block narrowing up, with a ring handle as a curved 1-px
 * loop and its value in 5×7 letters and digits cast into it where it fits; 8 to 12 px on some draws), or
 * a thin strip of four to eight brass knob weights from big to small on a shelf line, their values on the
 * bigger ones.
 */
function weights(random: Random, ink: RGB): RGBAImage {
  if (random() < 0.6) {
    const iron = tint(random, IRONS)
    const lit = nudge(random, mix(iron, WHITE, 0.28))
    const dark = nudge(random, mix(iron, WHITE, 0.12))
    const tiny = random() < 0.45
    const W = tiny ? int(random, 8, 12) : int(random, 16, 48)
    const rr = Math.max(2, Math.round(W * 0.22))
    const bh = tiny ? Math.max(8 - rr, Math.round(W * 0.55)) : Math.round(W * uniform(random, 0.55, 0.7))
    const canvas = begin(W + 2, bh + rr + 3, null)
    const yb = rr + 2
    const inset = Math.max(1, Math.round(W * 0.12))
    polygon(
      canvas,
      [
        [1 + inset, yb],
        [1 + W - inset, yb],
        [1 + W, yb + bh],
        [1, yb + bh],
      ],
      iron,
    )
    line(canvas, 1 + inset, yb, W - inset, yb, lit)
    line(canvas, 1, yb + bh - 1, W, yb + bh - 1, dark)
    const hx = (W + 1) / 2
    arc(canvas, hx, yb, rr, rr, Math.PI, 2 * Math.PI, tiny ? lit : iron)
    if (!tiny) arc(canvas, hx, yb, rr - 1, rr - 1, Math.PI + 0.2, 2 * Math.PI - 0.2, lit)
    const value = pick(random, ['1KG', '2KG', '5KG', '500', '250', '4LB', '10'])
    let lettered = false
    if (!tiny && textWidth(value) <= W - 2 * inset - 3 && bh >= 10) {
      lettered = true
      lettering(canvas, value, Math.round(hx - textWidth(value) / 2), yb + Math.floor((bh - 7) / 2), lit)
    } else if (!tiny)
      scribble(canvas, random, 2 + inset, yb + Math.floor(bh / 2), W - 2 * inset - 2, lit, 0.3)
    return finish(canvas, random, ink, tiny ? 0.5 : 0.3, lettered ? 0 : 0.5)
  }
  const brass = tint(random, BRASSES)
  const lit = nudge(random, mix(brass, WHITE, 0.45))
  const dark = nudge(random, scale(brass, 0.62))
  const shelf = tint(random, hexes(0x6a4a2e, 0x3a3a40, 0x8a5a30))
  const n = int(random, 4, 8)
  const first = int(random, 10, 18)
  const sizes = Array.from({ length: n }, (_, k) => Math.max(3, Math.round(first * 0.82 ** k)))
  const W = sizes.reduce((s, w) => s + w + 2, 2)
  const H = Math.round(first * 1.3) + 4
  const canvas = begin(Math.min(128, W), H, null)
  let x = 1
  const gy = H - 3
  for (const w of sizes) {
    const h = Math.max(3, Math.round(w * 0.75))
    const knob = Math.max(1, Math.round(w * 0.3))
    rect(canvas, x, gy - h + 1, x + w - 1, gy, brass)
    line(canvas, x, gy - h + 1, x, gy, lit)
    line(canvas, x + w - 1, gy - h + 1, x + w - 1, gy, dark)
    const kx = x + Math.floor((w - knob) / 2)
    rect(canvas, kx + (knob > 2 ? 1 : 0), gy - h - 1, kx + knob - 1 - (knob > 2 ? 1 : 0), gy - h, dark)
    rect(canvas, kx, gy - h - knob - 1, kx + knob - 1, gy - h - 2, brass)
    const mark = String(Math.round(w * 5))
    if (h >= 9 && textWidth(mark) <= w - 2)
      lettering(
        canvas,
        mark,
        x + Math.floor((w - textWidth(mark)) / 2),
        gy - h + Math.floor((h - 7) / 2) + 1,
        dark,
      )
    x += w + 2
  }
  rect(canvas, 0, gy + 1, canvas.width - 1, gy + 2, shelf)
  return finish(canvas, random, ink, 0, 0)
}

/**
 * A shop scale's display as a thin opaque strip: a plastic panel with a 1-px bevel and three dark windows
 * (weight, price a kilo, price to pay) with 5×7 digit readouts with a point, labelled above in 5×7 letters
 * on the taller ones and by 1-px "text" on the others.
 */
function scaleDisplay(random: Random, ink: RGB): RGBAImage {
  const panel = tint(random, [...WHITES, ...hexes(0xc8ccd0, 0x2a2c30, 0x2a4a8a)])
  const bevel = nudge(random, luma(panel) > 120 ? scale(panel, 0.72) : mix(panel, WHITE, 0.3))
  const label = luma(panel) > 120 ? ink : tint(random, WHITES)
  const lcd = tint(random, hexes(0x1e2620, 0x16201e, 0x2a2020))
  const glow = tint(random, hexes(0x6ae08a, 0xe85a4a, 0xf0c432, 0x6ac8e8))
  const readings = [
    `${int(random, 0, 2)}.${String(int(random, 5, 999)).padStart(3, '0')}`,
    `${int(random, 1, 19)}.${String(int(random, 0, 99)).padStart(2, '0')}`,
    `${int(random, 1, 29)}.${String(int(random, 0, 99)).padStart(2, '0')}`,
  ]
  const lettered = random() < 0.5
  const labels = ['KG', 'PRICE', 'TOTAL']
  const ww = readings.map((r, k) => Math.max(textWidth(r), lettered ? textWidth(labels[k] as string) : 0) + 4)
  const gap = int(random, 2, 6)
  const W = ww.reduce((s, w) => s + w + gap, gap)
  const H = lettered ? int(random, 22, 26) : int(random, 13, 16)
  const canvas = begin(W, H, panel)
  line(canvas, 0, 0, W - 1, 0, bevel)
  line(canvas, 0, H - 1, W - 1, H - 1, bevel)
  line(canvas, 0, 0, 0, H - 1, bevel)
  line(canvas, W - 1, 0, W - 1, H - 1, bevel)
  let x = gap
  readings.forEach((reading, k) => {
    const w = ww[k] as number
    const name = labels[k] as string
    const wy = H - 12
    if (lettered) drawText(canvas, name, x + Math.floor((w - textWidth(name)) / 2), wy - 9, label, null)
    else scribble(canvas, random, x + 1, wy - 2, w - 2, label, 0.3)
    rect(canvas, x, wy, x + w - 1, wy + 10, lcd)
    lettering(canvas, reading, x + w - 2 - textWidth(reading), wy + 2, glow)
    x += w + gap
  })
  return canvas.image()
}

/** Weighing scales: a balance, a kitchen scale, a bathroom scale, weights or a shop scale's display. */
const scalesSprite: SpriteGenerator['draw'] = (random) =>
  pick(random, [
    balanceScale,
    balanceScale,
    kitchenScale,
    kitchenScale,
    bathroomScale,
    weights,
    weights,
    scaleDisplay,
  ])(random, tint(random, INKS))

// ---- fans ---------------------------------------------------------------------------------------------

/** Whether angle a lies in the turn from a0 through `spread` radians (clockwise, y down). */
const within2 = (a: number, a0: number, spread: number) =>
  (((a - a0) % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI) <= spread

/** The blades of a fan behind its guard: `n` broad blades round (cx, cy) out to radius R, lit on one edge. */
function blades(
  canvas: Canvas,
  cx: number,
  cy: number,
  R: number,
  n: number,
  phase: number,
  c: RGB,
  lit: RGB,
) {
  const sector = (2 * Math.PI) / n
  ellipse(canvas, cx, cy, R, R, (x, y) => {
    const r = Math.hypot(x - cx, y - cy)
    const rel = ((((Math.atan2(y - cy, x - cx) - phase) % sector) + sector) % sector) / sector
    const width = 0.18 + 0.42 * Math.sin((Math.PI * Math.min(r, R)) / (R * 1.15))
    if (rel > width) return null
    return rel < width * 0.3 ? lit : c
  })
}

/**
 * A desk fan from the front: broad blades lit along one edge behind a guard of concentric 1-px rings and
 * radial 1-px wires, a hub with a coloured badge, a neck and a rounded base with three speed buttons or
 * the speeds in 5×7 digits; transparent between the wires, 18 to 80 px across the guard.
 */
function deskFan(random: Random, ink: RGB): RGBAImage {
  const D = int(random, 18, 80)
  const R = Math.floor(D / 2)
  const guard = tint(random, [...STEELS, ...hexes(0x2a2c30, 0xe8e4da)])
  const [blade, badge] = distinctTints(random, [...HUES, ...hexes(0x8ab8d8, 0x9aa0a8)], 2) as [RGB, RGB]
  const bladeLit = nudge(random, mix(blade, WHITE, 0.4))
  const body = tint(random, [...WHITES, ...hexes(0x2a2c30, 0x6a8ab0, 0x2e6a4a, 0xc8a878)])
  const bodyDark = nudge(random, luma(body) > 100 ? scale(body, 0.7) : mix(body, WHITE, 0.3))
  const neck = Math.max(3, Math.round(D * uniform(random, 0.2, 0.4)))
  const baseH = Math.max(3, Math.round(D * uniform(random, 0.12, 0.2)))
  const baseW = Math.max(9, Math.round(D * uniform(random, 0.5, 0.75)))
  const W = 2 * R + 3
  const c = R + 1
  const H = 2 * R + 3 + neck + baseH
  const canvas = begin(W, H, null)
  // The neck and base first, so the guard covers the neck's top.
  const nw = D >= 40 ? 2 : 1
  rect(canvas, c - nw, c, c + nw - 1, c + R + neck + 1, body)
  line(canvas, c + nw - 1, c + R + 1, c + nw - 1, c + R + neck + 1, bodyDark)
  const by = c + R + neck + 1
  const bx0 = c - Math.floor(baseW / 2)
  roundedBox(canvas, bx0, by, bx0 + baseW - 1, H - 1, Math.min(2, Math.floor(baseH / 3)), body)
  line(canvas, bx0 + 1, H - 1, bx0 + baseW - 2, H - 1, bodyDark)
  let lettered = false
  const speeds = '0123'
  if (baseH >= 10 && textWidth(speeds) + 4 <= baseW) {
    lettered = true
    drawText(
      canvas,
      speeds,
      c - Math.floor(textWidth(speeds) / 2),
      by + Math.floor((baseH - 7) / 2),
      bodyDark,
      null,
    )
  } else
    for (let k = -1; k <= 1; k++)
      rect(
        canvas,
        c + k * 3 - 1,
        by + Math.floor(baseH / 2) - 1,
        c + k * 3,
        by + Math.floor(baseH / 2),
        k === 0 ? badge : bodyDark,
      )
  // The blades, the hub and the guard over them.
  blades(canvas, c, c, R - 1, pick(random, [3, 4, 5]), uniform(random, 0, 2 * Math.PI), blade, bladeLit)
  const hub = Math.max(1.5, R * 0.2)
  ellipse(canvas, c, c, hub, hub, solid(body))
  if (R >= 12) ellipse(canvas, c, c, hub * 0.5, hub * 0.5, solid(badge))
  else canvas.set(c, c, badge)
  const wires = R >= 22 ? 24 : R >= 12 ? 16 : 8
  for (let k = 0; k < wires; k++) {
    const a = (k * 2 * Math.PI) / wires
    line(
      canvas,
      Math.round(c + (hub + 1) * Math.cos(a)),
      Math.round(c + (hub + 1) * Math.sin(a)),
      Math.round(c + R * Math.cos(a)),
      Math.round(c + R * Math.sin(a)),
      guard,
    )
  }
  circle(canvas, c, c, R, guard)
  if (R >= 10) circle(canvas, c, c, Math.round(R * 0.66), guard)
  if (R >= 20) circle(canvas, c, c, Math.round(R * 0.36), guard)
  return finish(canvas, random, ink, 0, lettered ? 0 : 0.5)
}

/**
 * A ceiling fan seen from the side, a thin strip: a canopy, a downrod, a motor housing with a trim line,
 * two long blades drooping slightly at a slant on 1-px irons, and a glass bowl light ordered-dithered
 * from its rim to a warm glow, a dotted 1-px pull chain below; mostly transparent, 52 to 124 px wide.
 */
function ceilingFan(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 52, 124)
  const wood = tint(random, hexes(0x8a5a30, 0x6a4a2e, 0xe8e4da, 0x2a2a30, 0xa87a4a))
  const woodLit = nudge(random, mix(wood, WHITE, 0.3))
  const metal = tint(random, [...BRASSES, ...STEELS, ...hexes(0x2a2a30)])
  const metalDark = nudge(random, luma(metal) > 80 ? scale(metal, 0.62) : mix(metal, WHITE, 0.3))
  const glass = tint(random, hexes(0xf6f0dc, 0xe8dcc0, 0xf0e8c8))
  const glow = tint(random, hexes(0xf0c432, 0xf0a040, 0xe8d060))
  const rod = int(random, 2, 7)
  const cx = Math.floor(W / 2)
  const hh = int(random, 4, 7)
  const hw = Math.max(8, Math.round(W * uniform(random, 0.12, 0.18)))
  const y0 = 3 + rod
  const lamp = random() < 0.7
  const ry = lamp ? int(random, 3, 6) : 0
  const chain = int(random, 2, 6)
  const H = y0 + hh + ry + chain + 3
  const canvas = begin(W, H, null)
  rect(canvas, cx - 3, 0, cx + 3, 1, metal)
  line(canvas, cx - 2, 2, cx + 2, 2, metalDark)
  rect(canvas, cx - 1, 3, cx, y0 - 1, metal)
  // The blades on their irons, drooping a pixel or two towards the tips.
  const yb = y0 + Math.floor(hh / 2)
  const bt = int(random, 2, 3)
  const droop = int(random, 0, 3)
  const hx0 = cx - Math.floor(hw / 2)
  const hx1 = hx0 + hw - 1
  for (const [root, tip] of [
    [hx0 - 3, 1],
    [hx1 + 3, W - 2],
  ] as Point[]) {
    polygon(
      canvas,
      [
        [root + 0.5, yb - 0.5],
        [tip + 0.5, yb - 0.5 + droop],
        [tip + 0.5, yb + bt - 0.5 + droop],
        [root + 0.5, yb + bt - 0.5],
      ],
      wood,
    )
    line(canvas, root, yb, tip, yb + droop, woodLit)
    line(canvas, root, yb + bt, root < cx ? hx0 : hx1, yb + 1, metalDark)
  }
  // The housing, its trim, the light and the chain.
  roundedBox(canvas, hx0, y0, hx1, y0 + hh - 1, 2, metal)
  line(canvas, hx0 + 1, y0 + 1, hx1 - 1, y0 + 1, metalDark)
  let bottom = y0 + hh
  if (lamp) {
    const rx = Math.max(3, Math.round(hw * 0.42))
    const top = y0 + hh
    ellipse(canvas, cx, top, rx, ry, (x, y) =>
      y < top ? null : bayer(x, y) < 0.15 + (0.75 * (y - top)) / ry ? glow : glass,
    )
    arc(canvas, cx, top, rx, ry, 0.2, Math.PI - 0.2, metalDark)
    bottom = top + ry + 1
  }
  for (let y = bottom; y < bottom + chain; y++) if ((y - bottom) % 2 === 0) canvas.set(cx, y, metal)
  rect(canvas, cx, bottom + chain, cx, bottom + chain + 1, metalDark)
  return finish(canvas, random, ink, 0, 0.5)
}

/**
 * A folding hand fan, open between 100° and 165° (125° at most on the tiny ones) and turned either way: a
 * pleated leaf between an inner and an outer curved 1-px edge, its pleats in two tones, painted with an
 * ordered-dithered sunset or with flowers on some, bare 1-px ribs fanning from the rivet to the leaf, two
 * thicker guard sticks; 8 to 15 px across on some draws (a few pleats and ribs), else 28 to 120.
 */
function handFan(random: Random, ink: RGB): RGBAImage {
  const tiny = random() < 0.4
  const R = tiny ? int(random, 7, 8) : int(random, 14, 60)
  const spread = tiny ? uniform(random, 1.75, 2.2) : uniform(random, 1.75, 2.9)
  const a0 = -Math.PI / 2 + uniform(random, -0.5, 0.5) - spread / 2
  const pleats = tiny ? int(random, 4, 6) : int(random, 8, 18)
  const [paper, paint] = distinctTints(random, [...HUES, ...WHITES.slice(0, 2)], 2) as [RGB, RGB]
  const fold = nudge(random, luma(paper) > 140 ? scale(paper, 0.8) : mix(paper, WHITE, 0.25))
  const stick = tint(random, hexes(0x6a4a2e, 0x2a2a30, 0xe8dcc0, 0xa87a4a))
  const trim = tint(random, [...BRASSES, ...hexes(0x8a2a2a)])
  const inner = tiny ? R * 0.35 : R * uniform(random, 0.3, 0.45)
  const style = tiny ? 'plain' : pick(random, ['plain', 'sunset', 'flowers'] as const)
  const S = 2 * R + 5
  const c = R + 2
  const canvas = begin(S, S, null)
  const pleat = (x: number, y: number) =>
    Math.floor(
      ((((Math.atan2(y - c, x - c) - a0) % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI)) / (spread / pleats),
    )
  ellipse(canvas, c, c, R, R, (x, y) => {
    const r = Math.hypot(x - c, y - c)
    if (r < inner || !within2(Math.atan2(y - c, x - c), a0, spread)) return null
    const base = pleat(x, y) % 2 ? fold : paper
    if (style === 'sunset' && bayer(x, y) < ((r - inner) / (R - inner)) * 1.1 - 0.15) return paint
    return base
  })
  if (style === 'flowers')
    for (let k = int(random, 3, 8); k > 0; k--) {
      const a = a0 + uniform(random, 0.15, 0.85) * spread
      const r = uniform(random, inner + 3, R - 3)
      const [fx, fy] = [Math.round(c + r * Math.cos(a)), Math.round(c + r * Math.sin(a))]
      for (const [dx, dy] of [
        [0, -1],
        [1, 0],
        [0, 1],
        [-1, 0],
      ] as Point[])
        canvas.set(fx + dx, fy + dy, paint)
      canvas.set(fx, fy, trim)
    }
  // Ribs from the rivet out to the leaf, the guards, the edges and the rivet.
  for (let k = 0; k <= pleats; k += tiny ? 1 : 2) {
    const a = a0 + (k * spread) / pleats
    line(
      canvas,
      c,
      c,
      Math.round(c + (inner + 0.5) * Math.cos(a)),
      Math.round(c + (inner + 0.5) * Math.sin(a)),
      stick,
    )
  }
  if (!tiny) {
    for (const a of [a0, a0 + spread])
      bar(canvas, c, c, Math.round(c + R * Math.cos(a)), Math.round(c + R * Math.sin(a)), 2, stick)
    arc(canvas, c, c, R, R, a0, a0 + spread, trim)
    arc(canvas, c, c, Math.round(inner), Math.round(inner), a0, a0 + spread, stick)
  }
  rect(canvas, c - (tiny ? 0 : 1), c - (tiny ? 0 : 1), c, c, trim)
  return finish(canvas, random, ink, tiny ? 0.3 : 0.2, 0.5)
}

/**
 * A box fan from the front, opaque: a plastic frame with a lit and a shaded bevel, a dark well with the
 * blades and hub behind a grille of 1-px lines (a square grid, horizontal bars or concentric rings with a
 * cross), and on the bigger ones a control band on top with the speeds in 5×7 digits and a knob.
 */
function boxFan(random: Random, ink: RGB): RGBAImage {
  const S = int(random, 20, 96)
  const band = S >= 36 ? int(random, 10, 12) : 0
  const W = S
  const H = S + band
  const body = tint(random, [...WHITES, ...hexes(0x2a2c30, 0x6a8ab0, 0xc8ccd0, 0x8a6a4a)])
  const lit = nudge(random, mix(body, WHITE, 0.35))
  const dark = nudge(random, scale(body, luma(body) > 80 ? 0.68 : 0.5))
  const well = tint(random, hexes(0x1e2024, 0x2a2a30, 0x242830))
  const blade = tint(random, [...HUES, ...STEELS])
  const bladeLit = nudge(random, mix(blade, WHITE, 0.35))
  const grille = tint(random, [...STEELS, ...WHITES])
  const canvas = begin(W, H, body)
  line(canvas, 0, 0, W - 1, 0, lit)
  line(canvas, 0, 0, 0, H - 1, lit)
  line(canvas, 0, H - 1, W - 1, H - 1, dark)
  line(canvas, W - 1, 0, W - 1, H - 1, dark)
  const b = Math.max(2, Math.round(S * 0.07))
  const [x0, y0, x1, y1] = [b, band + b, W - 1 - b, H - 1 - b]
  rect(canvas, x0, y0, x1, y1, well)
  const cx = Math.round((x0 + x1) / 2)
  const cy = Math.round((y0 + y1) / 2)
  const R = Math.floor((x1 - x0) / 2)
  blades(canvas, cx, cy, R - 1, pick(random, [3, 5, 6]), uniform(random, 0, 2 * Math.PI), blade, bladeLit)
  ellipse(canvas, cx, cy, Math.max(1.2, R * 0.18), Math.max(1.2, R * 0.18), solid(body))
  const style = pick(random, ['grid', 'bars', 'rings'] as const)
  const g = S >= 48 ? int(random, 3, 4) : int(random, 2, 3)
  if (style === 'rings') {
    for (let r = g; r <= R; r += g)
      circle(canvas, cx, cy, r, grille, (x, y) => x >= x0 && x <= x1 && y >= y0 && y <= y1)
    line(canvas, x0, cy, x1, cy, grille)
    line(canvas, cx, y0, cx, y1, grille)
  } else
    for (let y = y0; y <= y1; y++)
      for (let x = x0; x <= x1; x++)
        if ((y - y0) % g === 0 || (style === 'grid' && (x - x0) % g === 0)) canvas.set(x, y, grille)
  frame(canvas, x0 - 1, y0 - 1, x1 + 1, y1 + 1, dark)
  if (band) {
    const ty = Math.floor((band + b - 7) / 2)
    drawText(canvas, '0123', b + 1, ty, luma(body) > 120 ? ink : lit, null)
    const kr = Math.min(4, Math.floor((band + b - 3) / 2))
    const kx = W - b - kr - 2
    const ky = ty + 3
    ellipse(canvas, kx, ky, kr + 0.3, kr + 0.3, solid(dark))
    line(canvas, kx, ky, kx + int(random, -1, 1), ky - kr, lit)
  }
  return canvas.image()
}

/**
 * A tower fan, a tall one: a narrow column with a rounded top, lit down one side and shaded down the
 * other, a vent of 1-px slits, a display with two 5×7 digits (or a row of 1-px lamps on the narrow ones)
 * and an oval foot; 8 to 22 px wide and 3.5 to 5.5 times as tall.
 */
function towerFan(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 8, 22)
  const H = Math.min(124, Math.round(W * uniform(random, 3.5, 5.5)))
  const body = tint(random, [...WHITES, ...hexes(0x2a2c30, 0x8a9098, 0xc8ccd0)])
  const lit = nudge(random, mix(body, WHITE, 0.4))
  const dark = nudge(random, scale(body, luma(body) > 80 ? 0.7 : 0.55))
  const slit = nudge(random, scale(body, luma(body) > 80 ? 0.45 : 0.35))
  const lcd = tint(random, hexes(0x1e2024, 0x16201e))
  const led = tint(random, hexes(0x6ac8e8, 0x6ae08a, 0xe85a4a, 0xf0c432))
  const foot = int(random, 2, 3)
  const CW = W + 6
  const canvas = begin(CW, H + foot, null)
  const [x0, x1] = [3, 3 + W - 1]
  const r = Math.floor(W / 2)
  roundedBox(canvas, x0, 0, x1, H - 1, r, body)
  repaint(canvas, x0, 0, x0 + 1, H - 1, body, () => lit)
  repaint(canvas, x1, 0, x1, H - 1, body, () => dark)
  // The display near the top, the vent below it.
  let vy0 = r + 3
  if (W >= 15) {
    const two = String(int(random, 16, 30))
    const dx = Math.round((CW - 1) / 2 - textWidth(two) / 2) - 1
    rect(canvas, dx, r + 1, dx + textWidth(two) + 1, r + 9, lcd)
    drawText(canvas, two, dx + 1, r + 2, led, null)
    vy0 = r + 12
  } else {
    for (let x = x0 + 2; x <= x1 - 2; x += 2) canvas.set(x, r + 1, led)
    vy0 = r + 4
  }
  const vx0 = x0 + Math.max(2, Math.round(W * 0.25))
  const vx1 = x1 - Math.max(2, Math.round(W * 0.25))
  const vy1 = H - Math.max(4, Math.round(H * 0.12))
  rect(canvas, vx0, vy0, vx1, vy1, dark)
  for (let y = vy0 + 1; y < vy1; y += 2) line(canvas, vx0 + 1, y, vx1 - 1, y, slit)
  ellipse(canvas, (CW - 1) / 2, H + foot / 2 - 0.5, CW / 2, foot / 2 + 0.3, solid(dark))
  line(canvas, 1, H - 1, CW - 2, H - 1, slit)
  return finish(canvas, random, ink, 0.3, 0)
}

/** Fans: a desk fan, a ceiling fan, a folding hand fan, a box fan or a tower fan. */
const fanSprite: SpriteGenerator['draw'] = (random) =>
  pick(random, [deskFan, deskFan, ceilingFan, handFan, handFan, boxFan, towerFan])(random, tint(random, INKS))

// ---- bathroom fittings --------------------------------------------------------------------------------

/** Enamel and porcelain colours. */
const ENAMELS = hexes(0xf2f0e8, 0xeceee8, 0xf6f0dc, 0xe8e4f0, 0xf0e4e4)

/**
 * A clawfoot bath from the side: a bowl-shaped tub (flat along its top, curving round below), one end
 * raised on some (a slipper bath), painted outside and shaded towards the bottom with an ordered dither, a
 * rolled rim, two claw feet on ball-and-claw toes, a mixer tap rising from one end with a curved spout and
 * a cross handle, foam above the rim on some; transparent round it, 28 to 110 px long.
 */
function bathtub(random: Random, ink: RGB): RGBAImage {
  const L = int(random, 28, 110)
  const h = Math.max(8, Math.round(L * uniform(random, 0.28, 0.38)))
  const paint = tint(random, [...ENAMELS, ...hexes(0x2e6a4a, 0x2a4a8a, 0xce2e2c, 0xe8c8c8, 0x2a2a30)])
  const shade = nudge(random, luma(paint) > 90 ? scale(paint, 0.76) : mix(paint, WHITE, 0.2))
  const rim = tint(random, ENAMELS)
  const metal = tint(random, [...BRASSES, ...STEELS])
  const metalLit = nudge(random, mix(metal, WHITE, 0.5))
  const slipper = random() < 0.5
  const lift = slipper ? Math.max(2, Math.round(h * 0.35)) : 0
  const feetH = Math.max(2, Math.round(h * 0.22))
  const tapH = Math.max(4, Math.round(h * 0.55))
  const W = L + 4
  const top = Math.max(tapH + 1, lift + 1)
  const H = top + h + feetH + 2
  const canvas = begin(W, H, null)
  const [x0, x1] = [2, L + 1]
  const cx = (x0 + x1) / 2
  const inTub = (x: number, y: number) => {
    const u = (x - cx) / (L / 2)
    const v = (y - top) / h
    return v >= 0 && u ** 4 + v * v <= 1
  }
  const back = pick(random, [-1, 1])
  for (let y = 0; y <= top + h; y++)
    for (let x = x0; x <= x1; x++) {
      const t = back > 0 ? (x - x0) / (x1 - x0) : (x1 - x) / (x1 - x0)
      const raised = slipper && y < top && y >= top - Math.round(lift * Math.max(0, (t - 0.6) / 0.4) ** 2)
      if (!raised && !inTub(x, y)) continue
      const v = (y - top) / h
      canvas.set(x, y, v > 0.4 && bayer(x, y) < (v - 0.4) * 1.6 ? shade : paint)
    }
  // The rolled rim along the top (and up the raised end).
  for (let x = x0 - 1; x <= x1 + 1; x++) {
    let y = top
    while (canvas.opaque(x, y - 1)) y--
    canvas.set(x, y, rim)
    if (x >= x0 && x <= x1) canvas.set(x, y + 1, rim)
  }
  // Feet: a leg from the tub's underside, a ball and a claw on the floor.
  const floor = H - 1
  for (const fx of [Math.round(x0 + L * 0.16), Math.round(x1 - L * 0.16)]) {
    let y = top + h
    while (y > top && !canvas.opaque(fx, y)) y--
    rect(canvas, fx - 1, y + 1, fx, floor - 2, metal)
    rect(canvas, fx - 2, floor - 1, fx + 1, floor, metal)
    canvas.set(fx - 1, floor - 2, metalLit)
    canvas.set(fx - 2, floor, ink)
    canvas.set(fx + 1, floor, ink)
  }
  // The tap at the foot end (away from the raised back), its spout curving over the rim.
  const tx = back > 0 ? x0 + Math.max(2, Math.round(L * 0.06)) : x1 - Math.max(2, Math.round(L * 0.06))
  const ty = top - tapH + 1
  line(canvas, tx, ty, tx, top - 1, metal)
  const reach = Math.max(2, Math.round(tapH * 0.7)) * back
  stroke(
    canvas,
    bendPoints([tx, ty + 1], [tx + reach, ty - 1], [tx + reach, ty + Math.round(tapH * 0.5)]),
    metal,
  )
  line(canvas, tx - 1, ty, tx + 1, ty, metalLit)
  canvas.set(tx, ty - 1, metalLit)
  if (random() < 0.5) {
    const foam = rim
    for (let x = Math.round(x0 + L * 0.25); x < x1 - L * 0.2; x += int(random, 2, 4)) {
      const r = uniform(random, 1, Math.max(1.2, h * 0.18))
      ellipse(canvas, x, top - r * 0.6, r, r, solid(foam))
    }
  }
  return finish(canvas, random, ink, 0.5, 0.5)
}

/**
 * A bathroom wall, opaque: tiles with 1-px grout lines to a height and painted plaster or more tiles
 * above, a border row of checks or a dark line at the top of the tiling, a floor of large checks, a
 * pedestal basin with taps, a mirror in a frame with two 45° glints over it, a towel on a rail on some
 * and a shower head with dashed 1-px streams of water on others; 40 to 128 px wide.
 */
function bathroomWall(random: Random, _ink: RGB): RGBAImage {
  const W = int(random, 40, 128)
  const H = Math.max(40, Math.min(128, Math.round(W * uniform(random, 0.6, 1.2))))
  const tile = tint(random, [...WHITES, ...hexes(0x8ab8c8, 0xa8d0b8, 0xe8c8c8, 0x2e6a6a, 0xc8d8e8)])
  const grout = nudge(random, luma(tile) > 140 ? scale(tile, 0.78) : mix(tile, WHITE, 0.35))
  const plaster = tint(random, hexes(0xe8dcc0, 0xd8e4e0, 0xc8b8d8, 0xf0e0c8, 0xb8c8a8))
  const floorA = tint(random, WHITES)
  const floorB = tint(random, hexes(0x2a2a30, 0x3a4a6a, 0x6a3a2a, 0x2e5a4a))
  const china = tint(random, ENAMELS)
  const chinaShade = nudge(random, scale(china, 0.8))
  const metal = tint(random, [...BRASSES, ...STEELS])
  const glass = tint(random, hexes(0x9ac8d8, 0xa8c8e0, 0x8ab8c8))
  const towel = tint(random, HUES)
  const canvas = begin(W, H, tile)
  const floorY = H - Math.max(4, Math.round(H * 0.14))
  const painted = random() < 0.6
  const dado = Math.round(H * uniform(random, 0.35, 0.55))
  const t = int(random, 3, 7)
  for (let y = 0; y < floorY; y++)
    for (let x = 0; x < W; x++) {
      if (painted && y < dado) canvas.set(x, y, plaster)
      else if (x % t === 0 || y % t === 0) canvas.set(x, y, grout)
    }
  if (painted) {
    if (random() < 0.5)
      for (let y = dado; y < dado + 2; y++)
        for (let x = 0; x < W; x++) canvas.set(x, y, (x + y) % 2 ? floorB : tile)
    else line(canvas, 0, dado, W - 1, dado, floorB)
  }
  const k = Math.max(2, Math.round((H - floorY) / 2))
  for (let y = floorY; y < H; y++)
    for (let x = 0; x < W; x++)
      canvas.set(x, y, (Math.floor(x / k) + Math.floor((y - floorY) / k)) % 2 ? floorB : floorA)
  line(canvas, 0, floorY, W - 1, floorY, grout)
  // The basin on its pedestal, the taps, the mirror over it.
  const bw = Math.max(10, Math.round(W * uniform(random, 0.2, 0.3)))
  const bx = int(random, Math.round(W * 0.3), Math.round(W * 0.7))
  const bh = Math.max(3, Math.round(bw * 0.3))
  const by = floorY - Math.max(8, Math.round(H * 0.28))
  ellipse(canvas, bx, by, bw / 2, bh, (x, y) =>
    y < by ? null : x > bx + bw * 0.2 && bayer(x, y) < 0.5 ? chinaShade : china,
  )
  line(canvas, Math.round(bx - bw / 2), by, Math.round(bx + bw / 2), by, chinaShade)
  const pw = Math.max(1, Math.round(bw * 0.12))
  rect(canvas, bx - pw, by + bh, bx + pw, floorY, china)
  line(canvas, bx + pw, by + bh, bx + pw, floorY, chinaShade)
  rect(canvas, bx - pw - 1, floorY - 1, bx + pw + 1, floorY, china)
  for (const dx of [-Math.round(bw * 0.3), Math.round(bw * 0.3)]) {
    rect(canvas, bx + dx, by - 3, bx + dx, by - 1, metal)
    canvas.set(bx + dx + Math.sign(dx), by - 3, metal)
  }
  const mw = Math.max(6, Math.round(bw * 0.8))
  const mh = Math.max(7, Math.round(mw * uniform(random, 1, 1.3)))
  const my1 = by - 5
  const my0 = Math.max(2, my1 - mh)
  const mx0 = bx - Math.floor(mw / 2)
  rect(canvas, mx0, my0, mx0 + mw - 1, my1, metal)
  rect(canvas, mx0 + 1, my0 + 1, mx0 + mw - 2, my1 - 1, glass)
  for (const off of [2, 4])
    for (let i = 0; i < mw; i++) {
      const [x, y] = [mx0 + off + i, my0 + mh - 3 - i]
      if (isColour(canvas, x, y, glass) && i < Math.min(mw, mh) * 0.5) canvas.set(x, y, china)
    }
  // A towel on a rail to one side, or a shower and its water.
  const side = bx > W / 2 ? -1 : 1
  const ox = side > 0 ? Math.round(bx + bw / 2 + (W - bx - bw / 2) / 2) : Math.round((bx - bw / 2) / 2)
  if (random() < 0.5 && Math.abs(ox - bx) > bw / 2 + 6) {
    const tw = Math.max(5, Math.round(W * 0.1))
    const ry = Math.round(H * 0.45)
    line(canvas, ox - tw, ry, ox + tw, ry, metal)
    rect(canvas, ox - tw + 2, ry + 1, ox + tw - 2, ry + Math.round(tw * 1.6), towel)
    line(canvas, ox - tw + 2, ry + Math.round(tw * 1.2), ox + tw - 2, ry + Math.round(tw * 1.2), china)
  } else if (Math.abs(ox - bx) > bw / 2 + 4) {
    const hy = Math.max(3, Math.round(H * 0.12))
    line(canvas, ox + 3 * side, 0, ox + 3 * side, hy - 2, metal)
    line(canvas, ox + 3 * side, hy - 2, ox + side, hy, metal)
    rect(canvas, ox - 2, hy, ox + 2, hy + 1, metal)
    for (let x = ox - 2; x <= ox + 2; x += 2)
      for (let y = hy + 3; y < floorY - 1; y++) if ((y + x) % 4 !== 0) canvas.set(x, y, glass)
  }
  return canvas.image()
}

/**
 * A tap: a pillar tap with a flange, a column, a spout curving out and down (curved 1-px edges) dripping,
 * and a cross handle with a red or blue index disc carrying H or C in 5×7 letters where it fits; 8 to 12
 * px on some draws (a bare column, spout and handle), else 16 to 48; transparent round it.
 */
function tap(random: Random, ink: RGB): RGBAImage {
  const metal = tint(random, [...STEELS, ...BRASSES])
  const lit = nudge(random, mix(metal, WHITE, 0.5))
  const dark = nudge(random, scale(metal, 0.6))
  const hot = random() < 0.5
  const disc = tint(random, hot ? hexes(0xce2e2c, 0xd83a3a) : hexes(0x2660be, 0x2a7ad0))
  const water = tint(random, hexes(0x9ac8e8, 0x8ab8d8))
  const tiny = random() < 0.4
  const S = tiny ? int(random, 8, 12) : int(random, 16, 48)
  const canvas = begin(S + 2, S + 4, null)
  const cw = Math.max(2, Math.round(S * 0.18))
  const cx0 = Math.round(S * 0.22)
  const colTop = Math.round(S * 0.3)
  const base = S + 1
  // The spout from the column's upper part, out and down.
  const sr = Math.max(2, Math.round(S * 0.32))
  const th = Math.max(1, Math.round(S * 0.1))
  const sy = colTop + Math.round(S * 0.15)
  const sx = cx0 + cw
  const R = sr + th
  ellipse(canvas, sx, sy + R, R, R, (x, y) =>
    x >= sx && y <= sy + R && Math.hypot(x - sx, y - sy - R) > R - th - 0.5 ? metal : null,
  )
  arc(canvas, sx, sy + R, R, R, -Math.PI / 2, -0.15, lit)
  rect(canvas, sx - 1, sy, sx, sy + th, metal)
  const tipX = sx + R - Math.ceil(th / 2)
  for (let k = 0; k < (tiny ? 1 : int(random, 1, 3)); k++) canvas.set(tipX, sy + R + 2 + k * 3, water)
  // The column, the flange, the handle.
  rect(canvas, cx0, colTop, cx0 + cw - 1, base, metal)
  line(canvas, cx0, colTop, cx0, base, lit)
  line(canvas, cx0 + cw - 1, colTop, cx0 + cw - 1, base, dark)
  const fw = Math.max(cw + 2, Math.round(S * 0.4))
  const fx = cx0 + Math.floor(cw / 2) - Math.floor(fw / 2)
  rect(canvas, fx, base - Math.max(0, Math.round(S * 0.06)), fx + fw - 1, base, dark)
  const hw = Math.max(2, Math.round(S * 0.28))
  const hcx = cx0 + Math.floor(cw / 2)
  line(canvas, hcx - hw, colTop - 1, hcx + hw, colTop - 1, metal)
  canvas.set(hcx - hw, colTop - 2, lit)
  canvas.set(hcx + hw, colTop - 2, lit)
  let lettered = false
  const dr = Math.max(1, Math.round(S * 0.15))
  const dcy = colTop - 1 - dr
  if (!tiny && dr >= 5) {
    lettered = true
    ellipse(canvas, hcx, dcy, dr + 0.3, dr + 0.3, solid(disc))
    drawText(canvas, hot ? 'H' : 'C', hcx - 2, dcy - 3, WHITES[0] as RGB, null)
  } else if (!tiny) ellipse(canvas, hcx, dcy, dr + 0.3, dr + 0.3, solid(disc))
  else canvas.set(hcx, colTop - 2, disc)
  return finish(canvas, random, ink, tiny ? 0 : 0.4, lettered ? 0 : 0.5)
}

/**
 * A toilet from the side: a cistern with a lid and a flush lever at a slant, a seat and a lid either
 * closed or raised and leaning back, a bowl curving into a pedestal that narrows and spreads to the floor,
 * shaded on one side with an ordered dither; transparent round it, 20 to 64 px wide.
 */
function toilet(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 20, 64)
  const H = Math.round(W * uniform(random, 1.05, 1.3))
  const china = tint(random, [...ENAMELS, ...hexes(0xc8e0d8, 0xe8d0d8)])
  const shade = nudge(random, scale(china, 0.78))
  const seat = tint(random, hexes(0x8a5a30, 0x2a2a30, 0xf2f0e8, 0x6a8ab0))
  const seatDark = nudge(random, luma(seat) > 90 ? scale(seat, 0.72) : mix(seat, WHITE, 0.25))
  const metal = tint(random, STEELS)
  const canvas = begin(W, H, null)
  const cw = Math.max(5, Math.round(W * 0.3))
  const sy = Math.round(H * 0.52)
  // The cistern and its lid and lever.
  rect(canvas, 1, 2, cw, sy - 1, china)
  rect(canvas, 0, 0, cw + 1, 1, china)
  line(canvas, 0, 1, cw + 1, 1, shade)
  line(canvas, cw, 2, cw, sy - 1, shade)
  const ly = Math.round(sy * 0.3)
  line(
    canvas,
    cw + 1,
    ly,
    cw + Math.max(2, Math.round(W * 0.08)),
    ly + Math.max(1, Math.round(W * 0.04)),
    metal,
  )
  // The bowl and pedestal.
  const bx0 = cw - 1
  const bx1 = W - 2
  const bcx = (bx0 + bx1) / 2
  const bry = Math.max(4, Math.round((H - sy) * 0.42))
  ellipse(canvas, bcx, sy + 2, (bx1 - bx0) / 2, bry, (_, y) => (y >= sy + 2 ? china : null))
  rect(canvas, bx0, sy + 1, bx1, sy + 2, china)
  const pTop = sy + 2 + bry
  const pw = Math.max(2, Math.round((bx1 - bx0) * 0.18))
  const pcx = bcx - (bx1 - bx0) * 0.12
  polygon(
    canvas,
    [
      [pcx - pw - 1, pTop - 2],
      [pcx + pw + 1, pTop - 2],
      [pcx + pw, H - 3],
      [pcx + pw + 3, H],
      [pcx - pw - 3, H],
      [pcx - pw, H - 3],
    ],
    china,
  )
  repaint(canvas, Math.round(bcx), sy + 3, W - 1, H - 1, china, (x, y) => (bayer(x, y) < 0.5 ? shade : null))
  // The seat and the lid.
  rect(canvas, bx0 + 1, sy - 1, bx1, sy, seat)
  line(canvas, bx0 + 1, sy, bx1, sy, seatDark)
  if (random() < 0.5) rect(canvas, bx0 + 1, sy - 2, bx1 - 1, sy - 2, seatDark)
  else {
    const len = Math.min(sy - 3, bx1 - bx0)
    bar(canvas, bx0 + 1, sy - 2, bx0 + 3, sy - 2 - len, 2, seat)
  }
  return finish(canvas, random, ink, 0.5, 0.5)
}

/**
 * A washroom door sign: a plate with a 1-px inset border and screws at its corners, WC, TOILET, BATH or
 * SHOWER in 5×7 letters (drawn at one, two or three times size), with a man and a woman pictogram (a
 * round head, a body, a 45°-sided dress) beside the word on some; nearly opaque.
 */
function washroomSign(random: Random, ink: RGB): RGBAImage {
  const text = pick(random, ['WC', 'WC', 'TOILET', 'BATH', 'SHOWER'])
  const plate = tint(random, [...WHITES, ...hexes(0x2660be, 0x2a2a30, 0x2e6a4a, 0xc8a040, 0xa8aeb6)])
  const ink2 = luma(plate) > 130 ? ink : tint(random, WHITES)
  const edge = nudge(random, luma(plate) > 130 ? scale(plate, 0.7) : mix(plate, WHITE, 0.35))
  const screw = tint(random, [...STEELS, ...BRASSES])
  const figures = random() < 0.5
  const figW = figures ? 2 * 7 + 4 + 3 : 0
  const kMax = Math.max(1, Math.min(3, Math.floor((116 - figW) / textWidth(text))))
  const k = int(random, 1, kMax)
  const figH = Math.max(15, 7 * k)
  const innerH = figures ? figH : 7 * k
  const m = k >= 2 ? 5 : 4
  const W = textWidth(text) * k + figW + 2 * m
  const H = innerH + 2 * m
  const canvas = begin(W, H, null)
  roundedBox(canvas, 0, 0, W - 1, H - 1, 1, plate)
  frame(canvas, 2, 2, W - 3, H - 3, edge)
  for (const [sx, sy] of [
    [1, 1],
    [W - 2, 1],
    [1, H - 2],
    [W - 2, H - 2],
  ] as Point[])
    canvas.set(sx, sy, screw)
  const ty = Math.round((H - 7 * k) / 2)
  if (k === 1) drawText(canvas, text, m, ty, ink2, null)
  else bigLettering(canvas, text, m, ty, k, ink2)
  if (figures) {
    const fy = Math.round((H - figH) / 2)
    const fx = m + textWidth(text) * k + 4
    line(canvas, fx - 2, fy, fx - 2, fy + figH - 1, edge)
    // A man: head, shoulders and body, two legs; a woman: head, a dress widening at 45°, legs.
    for (const [x, woman] of [
      [fx + 1, false],
      [fx + 10, true],
    ] as [number, boolean][]) {
      rect(canvas, x + 2, fy, x + 4, fy + 2, ink2)
      if (woman) {
        polygon(
          canvas,
          [
            [x + 2, fy + 4],
            [x + 5, fy + 4],
            [x + 7, fy + 11],
            [x, fy + 11],
          ],
          ink2,
        )
        line(canvas, x + 2, fy + 11, x + 2, fy + figH - 1, ink2)
        line(canvas, x + 4, fy + 11, x + 4, fy + figH - 1, ink2)
      } else {
        rect(canvas, x, fy + 4, x + 6, fy + 9, ink2)
        rect(canvas, x + 1, fy + 10, x + 2, fy + figH - 1, ink2)
        rect(canvas, x + 4, fy + 10, x + 5, fy + figH - 1, ink2)
      }
    }
  }
  return canvas.image()
}

/**
 * A frieze of border tiles, a thin opaque strip: square tiles between 1-px grout lines, each with a
 * motif: a diamond (45° edges) inside a diamond, quarter circles in the corners (curved 1-px edges), a
 * checker of 2-px squares round a centre dot or a 45° zigzag band; 8 to 16 px high.
 */
function frieze(random: Random, ink: RGB): RGBAImage {
  const t = int(random, 8, 16)
  const n = int(random, 4, Math.floor(124 / t))
  const W = n * t + 1
  const H = t + 1
  const [ground, a, b] = distinctTints(
    random,
    [...WHITES.slice(0, 2), ...HUES, ...hexes(0x1e3a6a, 0x2a2a30)],
    3,
  ) as [RGB, RGB, RGB]
  const grout = nudge(random, mix(ground, ink, 0.35))
  const motif = pick(random, ['diamond', 'quarters', 'checker', 'zigzag'] as const)
  const canvas = begin(W, H, ground)
  const half = (t - 1) / 2
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const [u, v] = [(x % t) - 1, y - 1]
      if (x % t === 0 || y === 0 || y === H - 1) {
        canvas.set(x, y, grout)
        continue
      }
      let c: RGB | null = null
      if (motif === 'diamond') {
        const d = Math.abs(u - half + 0.5) + Math.abs(v - half + 0.5)
        c = d <= half - 1 ? (d <= half - 3 ? b : a) : null
      } else if (motif === 'quarters') {
        const r = Math.min(Math.hypot(u + 0.5, v + 0.5), Math.hypot(t - 1.5 - u, t - 1.5 - v))
        c =
          r <= half
            ? a
            : Math.min(Math.hypot(t - 1.5 - u, v + 0.5), Math.hypot(u + 0.5, t - 1.5 - v)) <= half * 0.6
              ? b
              : null
      } else if (motif === 'checker')
        c =
          u === Math.floor(half) && v === Math.floor(half)
            ? b
            : (Math.floor(u / 2) + Math.floor(v / 2)) % 2
              ? a
              : null
      else {
        const z = Math.abs(((x + 2 * t) % (t - 1)) - half)
        c = Math.abs(v - z - 1) <= 1 ? a : v > z + 2 && v < t - 3 ? b : null
      }
      if (c) canvas.set(x, y, c)
    }
  return canvas.image()
}

/** Bathroom fittings: a bath, a wall with a basin, a tap, a toilet, a door sign or a frieze of tiles. */
const bathSprite: SpriteGenerator['draw'] = (random) =>
  pick(random, [bathtub, bathtub, bathroomWall, bathroomWall, tap, tap, toilet, washroomSign, frieze])(
    random,
    tint(random, INKS),
  )

// ---- toy bricks and blocks ------------------------------------------------------------------------------

/** Toy-brick plastics. */
const PLASTICS = hexes(0xc8281e, 0x1e5aa8, 0xf0c428, 0x2e8a3e, 0xf2f0e8, 0x2a2a30, 0xe87824, 0x7a8a9a)

interface Tones {
  face: RGB
  top: RGB
  side: RGB
}

/** A colour's three faces in oblique view: the front as it is, the top lit, the side shaded. */
function tones(random: Random, base: RGB): Tones {
  const darkish = luma(base) < 60
  return {
    face: base,
    top: nudge(random, mix(base, WHITE, darkish ? 0.28 : 0.32)),
    side: nudge(random, darkish ? mix(base, WHITE, 0.12) : scale(base, 0.66)),
  }
}

/**
 * A box in oblique projection: its front face w × h with the top-left corner at (x0, y0), its top face
 * `d` rows deep and its right side face `d` columns wide, both sheared at 45° (one pixel right for each
 * row up).
 */
function prism(canvas: Canvas, x0: number, y0: number, w: number, h: number, d: number, t: Tones) {
  for (let k = 1; k <= d; k++) {
    line(canvas, x0 + k, y0 - k, x0 + w - 1 + k, y0 - k, t.top)
    line(canvas, x0 + w - 1 + k, y0 - k, x0 + w - 1 + k, y0 + h - 1 - k, t.side)
  }
  rect(canvas, x0, y0, x0 + w - 1, y0 + h - 1, t.face)
}

/**
 * Studs on a prism's top face: `across` × `deep` of them at a pitch of u px, each a small cylinder (its
 * side in the face colour, shaded on the right, and a lid in `lid`: a flat row, or an ellipse on the
 * bigger ones), drawn back to front.
 */
function studs(
  canvas: Canvas,
  x0: number,
  y0: number,
  across: number,
  deep: number,
  u: number,
  d: number,
  t: Tones,
  lid: RGB,
) {
  const sw = Math.max(2, u - 2)
  const sh = Math.max(1, Math.round(u / 4))
  for (let j = deep - 1; j >= 0; j--) {
    const kd = Math.max(1, Math.round(((j + 0.5) * d) / deep))
    for (let i = 0; i < across; i++) {
      const sx = x0 + i * u + Math.floor((u - sw) / 2) + kd
      const y = y0 - kd
      rect(canvas, sx, y - sh, sx + sw - 1, y, t.face)
      line(canvas, sx + sw - 1, y - sh, sx + sw - 1, y, t.side)
      if (u >= 8)
        ellipse(canvas, sx + (sw - 1) / 2, y - sh, (sw - 1) / 2, Math.max(0.8, sw * 0.2), solid(lid))
      else line(canvas, sx, y - sh, sx + sw - 1, y - sh, lid)
    }
  }
}

/**
 * One toy brick in oblique view (top and side faces at 45°): a brick, a flat plate or a printed brick
 * (a 5×7 digit or letter, or a screen of 1-px "text", on its front), one or two studs deep, one to four
 * across; a tiny 2 × 1 brick (11 or 12 px wide) on some draws.
 */
function toyBrick(random: Random, ink: RGB): RGBAImage {
  const t = tones(random, tint(random, PLASTICS))
  const lid = nudge(random, mix(t.top, WHITE, 0.35))
  const tiny = random() < 0.35
  const u = tiny ? 4 : int(random, 5, 12)
  const across = tiny ? 2 : int(random, 1, Math.min(4, Math.floor(100 / u)))
  const deep = tiny ? 1 : int(random, 1, 2)
  const kind = tiny ? 'brick' : pick(random, ['brick', 'brick', 'plate', 'printed'] as const)
  const h = kind === 'plate' ? Math.max(2, Math.round(u * 0.45)) : Math.round(u * 1.2)
  const w = across * u
  const sh = Math.max(1, Math.round(u / 4))
  // Deep enough that both sides of the drawing are at least 8 px.
  const d = tiny
    ? int(random, 3, 4)
    : Math.max(2, 8 - h, 8 - w, Math.round(u * deep * uniform(random, 0.45, 0.65)))
  const canvas = begin(w + d + 2, h + d + sh + 3, null)
  const [x0, y0] = [1, d + sh + 2]
  prism(canvas, x0, y0, w, h, d, t)
  studs(canvas, x0, y0, across, deep, u, d, t, lid)
  let lettered = false
  if (kind === 'printed') {
    const print = luma(t.face) > 130 ? ink : tint(random, WHITES)
    const glyph = pick(random, [...'0123456789', ...LETTERS])
    if (w >= 9 && h >= 9) {
      lettered = true
      drawText(canvas, glyph, x0 + Math.floor((w - 5) / 2), y0 + Math.floor((h - 7) / 2), print, null)
    } else if (w >= 6 && h >= 4) {
      rect(canvas, x0 + 1, y0 + 1, x0 + w - 2, y0 + h - 2, print)
      for (let y = y0 + 2; y < y0 + h - 2; y += 2) scribble(canvas, random, x0 + 2, y, w - 4, t.face, 0.3)
    }
  }
  return finish(canvas, random, ink, tiny ? 0.3 : 0.5, lettered ? 0 : 0.5)
}

/**
 * A tower of toy bricks, a tall one: six to twenty-two bricks of two or three colours stacked with
 * overhangs (the studs left bare where a brick sticks out, and on top), in oblique view; 3 to 6 px a stud.
 */
function brickTower(random: Random, ink: RGB): RGBAImage {
  const u = int(random, 3, 6)
  const h = Math.round(u * 1.2)
  const d = Math.max(2, Math.round(u * 0.6))
  const sh = Math.max(1, Math.round(u / 4))
  const layers = int(random, 6, Math.min(22, Math.floor((122 - d - sh) / h)))
  const looks = distinctTints(random, PLASTICS, int(random, 2, 3)).map((c) => tones(random, c))
  const plan: { at: number; across: number; look: Tones }[] = []
  let at = 0
  for (let k = 0; k < layers; k++) {
    const across = int(random, 2, 4)
    at = Math.max(0, Math.min(5 - across, at + int(random, -1, 1)))
    plan.push({ at, across, look: pick(random, looks) })
  }
  const W = 5 * u + d + 2
  const H = layers * h + d + sh + 3
  const canvas = begin(W, H, null)
  plan.forEach(({ at: a, across, look }, k) => {
    const x0 = 1 + a * u
    const y0 = H - 1 - (k + 1) * h
    prism(canvas, x0, y0, across * u, h, d, look)
    studs(canvas, x0, y0, across, 1, u, d, look, look.top)
    if (k > 0) line(canvas, x0, y0 + h - 1, x0 + across * u - 1, y0 + h - 1, look.side)
  })
  return finish(canvas, random, ink, 0.4, 0.5)
}

/**
 * A baseplate from above, opaque: a grid of studs, each a 1-px ring (a curved outline on the bigger
 * pitches) lit on its upper left, with bricks of one or two other colours laid on it (their own studs,
 * a shaded edge and a 1-px shadow on the plate); 4 to 8 px a stud, up to 124 px a side.
 */
function baseplate(random: Random, _ink: RGB): RGBAImage {
  const p = int(random, 4, 8)
  const nx = int(random, 4, Math.floor(124 / p))
  const ny = Math.max(3, Math.min(Math.floor(124 / p), Math.round(nx * uniform(random, 0.5, 1.3))))
  const [plateC, ...brickCs] = distinctTints(
    random,
    [...hexes(0x3a8a3a, 0x9aa0a8, 0x2a5aa8, 0xd8c890), ...PLASTICS],
    int(random, 2, 3),
  ) as RGB[]
  const plate = tones(random, plateC as RGB)
  const bricks = brickCs.map((c) => tones(random, c))
  const W = nx * p
  const H = ny * p
  const canvas = begin(W, H, plate.face)
  const owner: (Tones | null)[] = Array.from({ length: nx * ny }, () => null)
  for (let m = int(random, 2, 6); m > 0; m--) {
    const bw = int(random, 1, 4)
    const bh = int(random, 1, 3)
    const i0 = int(random, 0, nx - bw)
    const j0 = int(random, 0, ny - bh)
    const look = pick(random, bricks)
    for (let j = j0; j < j0 + bh; j++) for (let i = i0; i < i0 + bw; i++) owner[j * nx + i] = look
  }
  for (let j = 0; j < ny; j++)
    for (let i = 0; i < nx; i++) {
      const look = owner[j * nx + i]
      if (!look) continue
      rect(canvas, i * p, j * p, i * p + p - 1, j * p + p - 1, look.face)
      if (owner[j * nx + i + 1] !== look || i === nx - 1) {
        line(canvas, i * p + p - 1, j * p, i * p + p - 1, j * p + p - 1, look.side)
        if (i < nx - 1 && !owner[j * nx + i + 1])
          line(canvas, i * p + p, j * p + 1, i * p + p, j * p + p - 1, plate.side)
      }
      if (j === ny - 1 || owner[(j + 1) * nx + i] !== look) {
        line(canvas, i * p, j * p + p - 1, i * p + p - 1, j * p + p - 1, look.side)
        if (j < ny - 1 && !owner[(j + 1) * nx + i])
          line(canvas, i * p + 1, j * p + p, i * p + p - 1, j * p + p, plate.side)
      }
    }
  const r = Math.max(1, Math.floor(p * 0.3))
  for (let j = 0; j < ny; j++)
    for (let i = 0; i < nx; i++) {
      const look = owner[j * nx + i] ?? plate
      const [cx, cy] = [i * p + Math.floor((p - 1) / 2), j * p + Math.floor((p - 1) / 2)]
      circle(canvas, cx, cy, r, look.side)
      if (r >= 2) arc(canvas, cx, cy, r - 1, r - 1, Math.PI, 1.5 * Math.PI, look.top)
      else canvas.set(cx, cy, look.top)
    }
  return canvas.image()
}

/** Block colours: wood and painted letters. */
const WOODS = hexes(0xd8b080, 0xe8c898, 0xc89868, 0xe0c8a0)
const BLOCK_WORDS = ['ABC', 'TOYS', 'PLAY', 'BABY', 'BLOCKS', 'HELLO', 'STAR', 'ZOO', 'FUN']

/**
 * Wooden alphabet blocks in oblique view (top and side faces at 45°), each face with a painted 1-px
 * border and a 5×7 letter (at twice the size on big faces): one block (12 to 40 px a face), a row of three
 * to eight spelling a word (a thin strip), or a pyramid of them.
 */
function alphabetBlocks(random: Random, ink: RGB): RGBAImage {
  const wood = tones(random, tint(random, WOODS))
  const paints = distinctTints(random, HUES, 3)
  const kind = pick(random, ['one', 'row', 'row', 'pyramid'] as const)
  const drawBlock = (
    canvas: Canvas,
    x0: number,
    y0: number,
    s: number,
    d: number,
    letter: string,
    k: number,
  ) => {
    const paint = pick(random, paints)
    prism(canvas, x0, y0, s, s, d, wood)
    frame(canvas, x0 + 1, y0 + 1, x0 + s - 2, y0 + s - 2, paint)
    if (s >= 20) frame(canvas, x0 + 2, y0 + 2, x0 + s - 3, y0 + s - 3, paint)
    const g = 5 * k
    if (k === 1)
      drawText(canvas, letter, x0 + Math.floor((s - g) / 2), y0 + Math.floor((s - 7) / 2), paint, null)
    else
      bigLettering(canvas, letter, x0 + Math.floor((s - g) / 2), y0 + Math.floor((s - 7 * k) / 2), k, paint)
    if (d >= 4)
      line(canvas, x0 + 2, y0 - 2, x0 + 2 + Math.min(d - 2, s - 4), y0 - 2 - Math.min(d - 2, s - 4), paint)
  }
  if (kind === 'one') {
    const s = int(random, 12, 40)
    const d = Math.max(3, Math.round(s * uniform(random, 0.3, 0.5)))
    const canvas = begin(s + d + 2, s + d + 2, null)
    drawBlock(canvas, 1, d + 1, s, d, pick(random, LETTERS), s >= 24 ? 2 : 1)
    return finish(canvas, random, ink, 0.4, 0)
  }
  if (kind === 'row') {
    const text = random() < 0.6 ? pick(random, BLOCK_WORDS) : word(random, LETTERS, int(random, 3, 8))
    const s = int(random, 11, Math.min(16, Math.floor(118 / text.length) - 1))
    const d = int(random, 2, 4)
    const canvas = begin(text.length * (s + 1) + d + 1, s + d + 2, null)
    ;[...text].forEach((ch, k) => drawBlock(canvas, 1 + k * (s + 1), d + 1, s, d, ch, 1))
    return finish(canvas, random, ink, 0.3, 0)
  }
  const rows = int(random, 2, 3)
  const s = int(random, 11, Math.min(20, Math.floor(110 / rows) - 2))
  const d = Math.max(2, Math.round(s * 0.3))
  const W = rows * (s + 1) + d + 2
  const canvas = begin(W, rows * s + d + 2, null)
  for (let r = 0; r < rows; r++) {
    const n = rows - r
    const off = Math.round((r * (s + 1)) / 2)
    for (let k = 0; k < n; k++)
      drawBlock(
        canvas,
        1 + off + k * (s + 1),
        canvas.height - 1 - (r + 1) * s,
        s,
        d,
        pick(random, LETTERS),
        1,
      )
  }
  return finish(canvas, random, ink, 0.3, 0)
}

/** Toy bricks and blocks: a brick, a tower of bricks, a baseplate or alphabet blocks. */
const brickSprite: SpriteGenerator['draw'] = (random) =>
  pick(random, [toyBrick, toyBrick, brickTower, baseplate, alphabetBlocks, alphabetBlocks])(
    random,
    tint(random, INKS),
  )

// ---- roller coasters ------------------------------------------------------------------------------------

interface CoasterLook {
  ink: RGB
  rail: RGB
  support: RGB
  car: RGB
  trim: RGB
  skin: RGB
}

function coasterLook(random: Random): CoasterLook {
  const ink = tint(random, INKS)
  const [car, trim] = distinctTints(random, HUES, 2) as [RGB, RGB]
  return {
    ink,
    rail: tint(random, hexes(0x2a2a30, 0x8a2a2a, 0x2a3a6a, 0x5a5a62)),
    support: tint(random, [...WHITES, ...hexes(0x8a5a30, 0xa8aeb6, 0x2e6a8a, 0xc8a040)]),
    car,
    trim,
    skin: tint(random, hexes(0xf0c8a0, 0xc89068, 0x8a5a3a, 0xe8b890)),
  }
}

/**
 * A coaster track along a profile: two 1-px rails two pixels apart with ties between them, every column
 * joined to the next so the steep drops stay connected; ys holds the top rail's row at each column (NaN
 * where there is no track).
 */
function rails(canvas: Canvas, ys: number[], look: CoasterLook) {
  for (let x = 0; x < ys.length; x++) {
    const y = ys[x] as number
    if (Number.isNaN(y)) continue
    const next = ys[x + 1]
    const ny = next === undefined || Number.isNaN(next) ? y : next
    line(canvas, x, y, x + (next === undefined || Number.isNaN(next) ? 0 : 1), ny, look.rail)
    line(canvas, x, y + 2, x + (next === undefined || Number.isNaN(next) ? 0 : 1), ny + 2, look.rail)
    if (x % 3 === 0) canvas.set(x, y + 1, look.support)
  }
}

/** A train of cars riding the profile from column x0: cars sheared along the track, trim lines, riders. */
function train(
  canvas: Canvas,
  random: Random,
  ys: number[],
  x0: number,
  cars: number,
  cl: number,
  look: CoasterLook,
) {
  const ch = Math.max(3, Math.round(cl * 0.45))
  for (let k = 0; k < cars; k++) {
    const xa = x0 + k * (cl + 1)
    const xb = xa + cl - 1
    const ya = ys[xa]
    const yb = ys[xb]
    if (ya === undefined || yb === undefined || Number.isNaN(ya) || Number.isNaN(yb)) continue
    polygon(
      canvas,
      [
        [xa, ya - 0.5],
        [xb + 1, yb - 0.5],
        [xb + 1, yb - ch - 0.5],
        [xa, ya - ch - 0.5],
      ],
      look.car,
    )
    line(canvas, xa, Math.round(ya - ch + 1), xb, Math.round(yb - ch + 1), look.trim)
    const mx = Math.round((xa + xb) / 2)
    const my = Math.round((ya + yb) / 2) - ch - 1
    rect(canvas, mx - 1, my - 1, mx, my, look.skin)
    if (random() < 0.5 && cl >= 6) {
      canvas.set(mx - 2, my - 2, look.skin)
      canvas.set(mx + 1, my - 2, look.skin)
    }
  }
}

/**
 * A roller coaster from the side: a station run, a lift hill at 45° (or about 27°), a crest and a run of
 * drops and humps (curved 1-px rails), a vertical loop (two 1-px circles) on the flat at the end of some,
 * supports every few pixels with a lattice of 45° cross braces (or plain steel columns), a train of
 * sheared cars with riders. Transparent round it (mostly so), or as an opaque scene under an
 * ordered-dithered sky with grass and a station hut with a 5×7 sign; 48 to 128 px wide.
 */
function coaster(random: Random, scene: boolean): RGBAImage {
  const look = coasterLook(random)
  const W = int(random, 48, 128)
  const H = Math.max(30, Math.min(110, Math.round(W * uniform(random, 0.45, 0.8))))
  const canvas = begin(W, H, null)
  const grassTop = H - (scene ? int(random, 3, 6) : 1)
  const yLow = grassTop - int(random, 3, 6)
  const slope = random() < 0.75 ? 1 : 0.5
  const xs = Math.max(6, Math.round(W * uniform(random, 0.08, 0.16)))
  const liftH = Math.max(8, Math.min(yLow - 3, Math.round((W - xs) * 0.45 * slope), H - 8))
  const xl = xs + Math.round(liftH / slope)
  const loop = W >= 80 && random() < 0.45
  const xe = loop ? Math.round(xl + (W - 1 - xl) * 0.55) : W - 1
  const m = loop ? 1.5 : pick(random, [1, 1.5, 2, 2.5])
  const decay = uniform(random, 0.3, 0.6)
  const ys: number[] = []
  for (let x = 0; x < W; x++) {
    if (x < xs) ys.push(yLow)
    else if (x < xl) ys.push(Math.round(yLow - (x - xs) * slope))
    else if (x <= xe) {
      const t = (x - xl) / Math.max(1, xe - xl)
      ys.push(Math.round(yLow - liftH * (0.5 + 0.5 * Math.cos(2 * Math.PI * m * t)) * (1 - decay * t)))
    } else ys.push(yLow)
  }
  // The sky, the ground and the hut under everything else.
  let skyA: RGB | null = null
  if (scene) {
    skyA = tint(random, hexes(0x5a8ac8, 0x4a7ab8, 0x8ab8e0, 0xe8a878))
    const skyB = nudge(random, mix(skyA, WHITE, 0.45))
    const grass = tint(random, hexes(0x3a8a3a, 0x4a9a4a, 0x6a9a3a))
    dither(canvas, 0, 0, W - 1, grassTop - 1, skyA, skyB, (_, y) => (y / grassTop) * 1.2 - 0.1)
    rect(canvas, 0, grassTop, W - 1, H - 1, grass)
    const hw = xs + 2
    const wall = tint(random, hexes(0xe8dcc0, 0xc83a2a, 0xf0c432))
    const roof = tint(random, hexes(0x8a2a2a, 0x2a3a5a, 0x3a2a2a))
    const hy = yLow - 12
    if (hy > 8) {
      rect(canvas, 0, hy, hw, grassTop - 1, wall)
      polygon(
        canvas,
        [
          [-1, hy + 0.5],
          [hw / 2, hy - 5],
          [hw + 2, hy + 0.5],
        ],
        roof,
      )
      const text = pick(
        random,
        ['RIDE', 'GO', 'LOOP', 'FUN'].filter((t) => textWidth(t) <= hw - 2).concat(['']),
      )
      if (text) drawText(canvas, text, 1 + Math.floor((hw - 1 - textWidth(text)) / 2), hy + 2, look.ink, null)
      else line(canvas, 2, hy + 3, hw - 2, hy + 3, look.ink)
    }
  }
  // Supports: a column every few pixels, a lattice of 45° braces between them on wooden coasters.
  const lattice = random() < 0.6
  const sp = lattice ? int(random, 5, 9) : int(random, 6, 12)
  const posts: number[] = []
  for (let x = xs + 2; x < W - 1; x += sp) posts.push(x)
  posts.forEach((x, k) => {
    line(canvas, x, (ys[x] as number) + 3, x, grassTop - 1, look.support)
    const xb = posts[k + 1]
    if (!lattice || xb === undefined || xb - x !== sp) return
    const topY = Math.min(ys[x] as number, ys[xb] as number) + 4
    for (let y = grassTop - 1; y - sp >= topY; y -= sp) {
      line(canvas, x, y, xb, y - sp, look.support)
      line(canvas, x, y - sp, xb, y, look.support)
    }
  })
  if (loop) {
    const r = Math.max(5, Math.min(Math.floor((W - 1 - xe) / 2) - 2, Math.floor((yLow - 2) / 2)))
    const lx = Math.round(xe + (W - 1 - xe) / 2)
    circle(canvas, lx, yLow - r + 2, r, look.rail)
    circle(canvas, lx, yLow - r + 2, r - 2, look.rail)
    line(canvas, lx, yLow + 3, lx, grassTop - 1, look.support)
  }
  rails(canvas, ys, look)
  // The train: on the lift on some, else on the station run or in a dip.
  const cl = int(random, 5, 8)
  const cars = int(random, 2, 5)
  const x0 =
    random() < 0.5
      ? xs + int(random, 0, Math.max(0, xl - xs - cars * (cl + 1)))
      : int(random, 1, Math.max(1, xs - 2))
  train(canvas, random, ys, Math.min(x0, W - cars * (cl + 1) - 1), cars, cl, look)
  return scene ? canvas.image() : finish(canvas, random, look.ink, 0, 0.5)
}

/**
 * A coaster train side on, a thin strip: three to eight cars on a 1-px rail, coupled by 1-px bars, the
 * front car's nose slanting at 45°, a trim stripe, the car's number in 5×7 digits on the taller ones, and
 * riders (heads, arms up at 45° on some), wheels under each car; transparent round it; or one small car
 * with a rider (13 to 15 px) on some draws.
 */
function coasterTrain(random: Random): RGBAImage {
  const look = coasterLook(random)
  const one = random() < 0.3
  const cl = one ? int(random, 5, 7) : int(random, 9, 16)
  const ch = one ? 4 : Math.max(5, Math.round(cl * uniform(random, 0.45, 0.75)))
  const n = one ? 1 : int(random, 3, Math.min(8, Math.floor(118 / (cl + 2))))
  const W = n * (cl + 2) + ch + 2
  const H = ch + 8
  const canvas = begin(W, H, null)
  const base = H - 3
  let numbered = false
  for (let k = 0; k < n; k++) {
    const x0 = 1 + k * (cl + 2)
    const front = k === n - 1
    const nose = front ? ch : 0
    polygon(
      canvas,
      [
        [x0, base - ch + 0.5],
        [x0 + cl, base - ch + 0.5],
        [x0 + cl + nose, base + 0.5],
        [x0, base + 0.5],
      ],
      look.car,
    )
    line(canvas, x0, base - ch + 2, x0 + cl - 1, base - ch + 2, look.trim)
    if (ch >= 9 && cl >= 9) {
      numbered = true
      drawText(canvas, String(k + 1), x0 + 2, base - 7, look.trim, null)
    }
    for (const wx of [x0 + 1, x0 + cl - 3]) rect(canvas, wx, base + 1, wx + 1, base + 2, look.rail)
    const hx = x0 + Math.round(cl * 0.45)
    rect(canvas, hx, base - ch - 2, hx + 1, base - ch - 1, look.skin)
    if (random() < 0.6) {
      line(canvas, hx - 1, base - ch - 1, hx - 3, base - ch - 3, look.skin)
      line(canvas, hx + 2, base - ch - 1, hx + 4, base - ch - 3, look.skin)
    }
    if (k > 0) line(canvas, x0 - 2, base - 1, x0 - 1, base - 1, look.rail)
  }
  line(canvas, 0, H - 1, W - 1, H - 1, look.support)
  return finish(canvas, random, look.ink, one ? 0.4 : 0.2, numbered ? 0 : 0.5)
}

/**
 * A ride's height board, a tall one: a board with a rounded top on a post, a 5×7 "MIN" and a height in
 * digits (1-px "text" on the narrow ones), a scale of 1-px ticks up one edge (longer every fifth), a
 * pointing arm at the line, a band of 45° hazard stripes near the foot; 14 to 36 px wide and 2.6 to 3.6
 * times as tall.
 */
function heightBoard(random: Random): RGBAImage {
  const look = coasterLook(random)
  const W = int(random, 14, 36)
  const H = Math.min(124, Math.round(W * uniform(random, 2.6, 3.6)))
  const board = tint(random, hexes(0xf0c432, 0xe8dcc0, 0x2e9250, 0x2660be, 0xe87824))
  const text = luma(board) > 130 ? look.ink : tint(random, WHITES)
  const stripe = luma(board) > 130 ? look.ink : (hexes(0xf0c432)[0] as RGB)
  const canvas = begin(W, H, null)
  const boardH = Math.round(H * 0.72)
  const r = Math.floor(W / 2)
  roundedBox(canvas, 0, 0, W - 1, boardH, r, board)
  rect(canvas, 0, r, W - 1, boardH, board)
  const pw = Math.max(1, Math.round(W * 0.12))
  rect(canvas, Math.floor(W / 2) - pw, boardH + 1, Math.floor(W / 2) + pw - 1, H - 2, look.support)
  rect(canvas, Math.floor(W / 2) - pw - 2, H - 2, Math.floor(W / 2) + pw + 1, H - 1, look.rail)
  // Words: MIN and the height, or lines of 1-px text.
  const cm = String(pick(random, [90, 100, 110, 120, 130, 140]))
  let lettered = false
  if (textWidth(cm) + 4 <= W - 4) {
    lettered = true
    drawText(canvas, 'MIN', Math.floor((W - 4 - textWidth('MIN')) / 2), Math.max(2, r - 4), text, null)
    drawText(canvas, cm, Math.floor((W - 4 - textWidth(cm)) / 2), Math.max(2, r - 4) + 9, text, null)
  } else for (let y = r - 2; y < r + 6; y += 2) scribble(canvas, random, 2, y, W - 7, text, 0.3)
  // The scale up the right edge and the arm at the line.
  for (let y = boardH - 1, k = 0; y > r + 14; y -= 2, k++)
    line(canvas, W - (k % 5 === 0 ? 4 : 2), y, W - 1, y, text)
  const ay = Math.round(boardH * uniform(random, 0.45, 0.55))
  rect(canvas, 1, ay - 1, W - 6, ay + 1, look.car)
  line(canvas, 1, ay - 3, 3, ay - 1, look.car)
  line(canvas, 1, ay + 3, 3, ay + 1, look.car)
  // Hazard stripes near the foot of the board.
  const sy0 = boardH - Math.max(4, Math.round(W * 0.3))
  for (let y = sy0; y < boardH - 1; y++)
    for (let x = 1; x < W - 5; x++) if ((x + y) % 6 < 3) canvas.set(x, y, stripe)
  return finish(canvas, random, look.ink, 0.4, lettered ? 0 : 0.5)
}

/** Roller coasters: a track (bare or in a scene), a train or one car, or a height board. */
const coasterSprite: SpriteGenerator['draw'] = (random) => {
  const kind = pick(random, ['track', 'track', 'scene', 'scene', 'train', 'train', 'board'] as const)
  if (kind === 'track' || kind === 'scene') return coaster(random, kind === 'scene')
  return kind === 'train' ? coasterTrain(random) : heightBoard(random)
}

// ---- petrol stations ------------------------------------------------------------------------------------

/** Brand words that the 5×7 font can spell, longest first. */
const FUEL_WORDS = ['PETROL', 'DIESEL', 'FUEL', 'GAS', 'OIL']

/** The longest brand word that fits in `room` px, or '' (a random one among those that fit). */
function brandWord(random: Random, room: number): string {
  const fit = FUEL_WORDS.filter((w) => textWidth(w) <= room)
  return fit.length ? pick(random, fit) : ''
}

/** A price as petrol stations show it: three digits, a point and a tenth ("139.9"). */
const price = (random: Random) => `${int(random, 119, 189)}.${int(random, 0, 9)}`

/**
 * A fuel pump, a tall one: a brand band with a 5×7 word, a dark display with two readouts in 5×7 digits
 * with a point (1-px dashes on the narrow ones), grade buttons, a 1-px door seam, a holster with the
 * nozzle hung on one side and its hose curving down and back (two curved 1-px rows), on a plinth; 16 to 44
 * px wide and 2.2 to 3.2 times as tall.
 */
function fuelPump(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 16, 44)
  const H = Math.min(124, Math.round(W * uniform(random, 2.2, 3.2)))
  const body = tint(random, [...WHITES, ...hexes(0xc8ccd0, 0x2a2c30)])
  const seam = nudge(random, luma(body) > 90 ? scale(body, 0.75) : mix(body, WHITE, 0.25))
  const [brand, button] = distinctTints(random, HUES, 2) as [RGB, RGB]
  const brandInk = luma(brand) > 150 ? ink : tint(random, WHITES)
  const panel = tint(random, hexes(0x1e2024, 0x16201e, 0x20202a))
  const led = tint(random, hexes(0xe85a4a, 0x6ae08a, 0xf0c432, 0x6ac8e8))
  const metal = tint(random, STEELS)
  const plinth = tint(random, hexes(0xa8a8a0, 0xb8b4a8, 0x8a8a84))
  const hs = Math.max(4, Math.round(W * 0.3))
  const canvas = begin(W + hs + 1, H, null)
  const pH = Math.max(2, Math.round(H * 0.04))
  const by1 = H - pH - 1
  rect(canvas, 0, 0, W - 1, by1, body)
  // The brand band.
  const text = brandWord(random, W - 4)
  const bandH = text ? 11 : Math.max(3, Math.round(H * 0.06))
  rect(canvas, 0, 0, W - 1, bandH - 1, brand)
  if (text) drawText(canvas, text, Math.floor((W - textWidth(text)) / 2), 2, brandInk, null)
  // The display: two readouts, or dashes.
  const readings = [
    `${int(random, 5, 99)}.${String(int(random, 0, 99)).padStart(2, '0')}`,
    `${int(random, 1, 9)}.${int(random, 100, 999)}`,
  ]
  const dy = bandH + 2
  let y = dy
  if (Math.max(...readings.map(textWidth)) + 4 <= W - 4) {
    rect(canvas, 2, dy, W - 3, dy + 20, panel)
    readings.forEach((r, k) => lettering(canvas, r, W - 5 - textWidth(r), dy + 2 + k * 10, led))
    y = dy + 22
  } else {
    rect(canvas, 2, dy, W - 3, dy + 8, panel)
    for (let k = 0; k < 2; k++)
      for (let x = 4; x < W - 4; x += 2) if (random() < 0.8) canvas.set(x, dy + 2 + k * 4, led)
    y = dy + 10
  }
  // Grade buttons, then the door seam below.
  const bw = Math.max(2, Math.round(W * 0.14))
  for (let k = 0; k < 3; k++) {
    const x = 2 + k * (bw + 2)
    if (x + bw > W - 2) break
    rect(canvas, x, y + 1, x + bw - 1, y + 2, k === 0 ? button : seam)
  }
  const doorY = y + 5
  if (by1 - doorY > 6) frame(canvas, 2, doorY, W - 3, by1 - 2, seam)
  rect(canvas, 0, by1 + 1, W + 1, H - 1, plinth)
  line(canvas, 0, by1 + 1, W + 1, by1 + 1, seam)
  // The holster, the nozzle and the hose.
  const ny = Math.round(dy + (by1 - dy) * 0.25)
  rect(canvas, W, ny, W + 1, ny + 4, seam)
  rect(canvas, W + 1, ny + 1, W + 2, ny + 5, metal)
  line(canvas, W + 2, ny + 6, W + 1, ny + 8, metal)
  const hoseFrom: Point = [W - 1, Math.round(by1 - (by1 - ny) * 0.25)]
  const pull: Point = [W + hs + 2, by1 + 1]
  for (const off of [0, 1])
    stroke(canvas, bendPoints([hoseFrom[0], hoseFrom[1] + off], pull, [W + 2 + off, ny + 3]), ink)
  return finish(canvas, random, ink, 0.2, 0)
}

/**
 * An old fuel pump, a tall one: a round glass globe with a 1-px rim and a band carrying a 5×7 word (or a
 * ring), a neck, a body with rounded shoulders lit down one side, a round dial (a 1-px rim, tick dots and
 * a needle), a hose hanging in a curved loop to a nozzle hooked on the side, and a wider foot; 14 to 36 px
 * wide.
 */
function vintagePump(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 14, 36)
  const R = Math.max(4, Math.round(W * 0.42))
  const paint = tint(random, hexes(0xc8281e, 0x2e7a3e, 0xf0c428, 0x1e5aa8, 0xe87824))
  const lit = nudge(random, mix(paint, WHITE, 0.35))
  const dark = nudge(random, scale(paint, 0.62))
  const cream = tint(random, hexes(0xf6f0dc, 0xf2f0e8, 0xf0e8d0))
  const chrome = tint(random, STEELS)
  const bodyH = Math.round(W * uniform(random, 2.0, 2.6))
  const top = 2 * R + 3
  const H = Math.min(124, top + bodyH + 3)
  const hs = Math.max(3, Math.round(W * 0.25))
  const canvas = begin(W + hs + 2, H, null)
  const cx = Math.floor((W - 1) / 2)
  // The globe.
  ellipse(canvas, cx, R, R, R, solid(cream))
  const text = pick(
    random,
    ['GAS', 'OIL', 'FUEL', 'GO'].filter((t) => textWidth(t) <= 2 * R - 3),
  )
  if (text && R >= 6) {
    repaint(canvas, 0, R - 4, W - 1, R + 4, cream, () => paint)
    drawText(canvas, text, cx - Math.floor(textWidth(text) / 2), R - 3, cream, null)
  } else circle(canvas, cx, R, Math.max(1, R - 2), paint)
  circle(canvas, cx, R, R, dark)
  rect(canvas, cx - 1, 2 * R + 1, cx + 1, top - 1, chrome)
  // The body, its dial, the foot.
  const by1 = H - 3
  roundedBox(canvas, 0, top, W - 1, by1, Math.max(2, Math.round(W * 0.25)), paint)
  repaint(canvas, 0, top, 1, by1, paint, () => lit)
  repaint(canvas, W - 1, top, W - 1, by1, paint, () => dark)
  const dr = Math.max(3, Math.round(W * 0.3))
  const dcy = top + Math.round(W * 0.25) + dr + 1
  ellipse(canvas, cx, dcy, dr + 0.3, dr + 0.3, solid(cream))
  circle(canvas, cx, dcy, dr, chrome)
  if (dr >= 6)
    for (let k = 0; k < 12; k++) {
      const a = (k * Math.PI) / 6
      canvas.set(Math.round(cx + (dr - 2) * Math.cos(a)), Math.round(dcy + (dr - 2) * Math.sin(a)), dark)
    }
  const a = uniform(random, 0, 2 * Math.PI)
  line(
    canvas,
    cx,
    dcy,
    Math.round(cx + (dr - 1) * Math.cos(a)),
    Math.round(dcy + (dr - 1) * Math.sin(a)),
    ink,
  )
  rect(canvas, -1, H - 2, W, H - 1, dark)
  // The hose looping from low on the side up to the nozzle on its hook.
  const hy = Math.round(dcy + dr + 4)
  rect(canvas, W, hy - 1, W + 1, hy, chrome)
  rect(canvas, W + 1, hy + 1, W + 2, hy + 4, chrome)
  stroke(canvas, bendPoints([W - 1, by1 - 2], [W + hs + 4, by1], [W + 2, hy + 5]), ink)
  return finish(canvas, random, ink, 0.3, 0)
}

/**
 * A fuel can: a jerry can (a handle of three bars with holes cut between them, a spout cap, a recessed
 * square panel with an embossed X at 45°, lit on one stroke and shaded on the other; 8 to 11 px wide on
 * some draws) or an oil can (a cone on a round-shouldered base, a long thin spout at a slant, a thumb
 * lever, a band with OIL in 5×7 letters where it fits); transparent round it.
 */
function fuelCan(random: Random, ink: RGB): RGBAImage {
  const paint = tint(random, hexes(0xc8281e, 0x3a5a2e, 0x5a6a3a, 0xf0c428, 0x1e5aa8, 0x2a2a30))
  const lit = nudge(random, mix(paint, WHITE, 0.35))
  const dark = nudge(random, luma(paint) > 60 ? scale(paint, 0.6) : mix(paint, WHITE, 0.15))
  const metal = tint(random, [...STEELS, ...BRASSES])
  if (random() < 0.6) {
    const tiny = random() < 0.35
    const W = tiny ? int(random, 8, 11) : int(random, 14, 40)
    const H = Math.round(W * uniform(random, 1.25, 1.45))
    const hT = Math.max(2, Math.round(H * 0.15))
    const canvas = begin(W, H, null)
    roundedBox(canvas, 0, hT, W - 1, H - 1, W >= 20 ? 2 : 1, paint)
    // The handle: a block with holes cut out between three bars.
    const hx0 = Math.round(W * 0.3)
    rect(canvas, hx0, 0, W - 2, hT - 1, paint)
    if (!tiny) {
      const holes = 2
      const hw = Math.max(1, Math.floor((W - 2 - hx0 - 3) / holes) - 1)
      for (let k = 0; k < holes; k++) {
        const x = hx0 + 1 + k * (hw + 1) + Math.floor((W - 2 - hx0 - holes * (hw + 1)) / 2)
        rect(canvas, x, 1, x + hw - 1, hT - 1, null)
      }
    }
    rect(canvas, 1, Math.max(0, hT - 3), 3, hT, metal)
    line(canvas, 0, Math.max(0, hT - 3), 2, Math.max(0, hT - 3), dark)
    // The panel and its X.
    const m = Math.max(1, Math.round(W * 0.14))
    const q = Math.min(W - 1 - 2 * m, H - 1 - hT - 2 * m)
    const px = Math.floor((W - 1 - q) / 2)
    const py = hT + Math.floor((H - hT - 1 - q) / 2)
    if (!tiny) frame(canvas, px, py, px + q, py + q, dark)
    line(canvas, px + 1, py + 1, px + q - 1, py + q - 1, lit)
    if (!tiny) line(canvas, px + q - 1, py + 1, px + 1, py + q - 1, dark)
    line(canvas, W - 1, hT + 1, W - 1, H - 2, dark)
    return finish(canvas, random, ink, tiny ? 0.3 : 0.5, 0.5)
  }
  const W = int(random, 10, 40)
  const bh = Math.round(W * uniform(random, 0.7, 0.9))
  const spout = Math.round(W * uniform(random, 0.7, 1.0))
  const angle = uniform(random, 0.35, 0.8)
  const sx = Math.round(spout * Math.cos(angle))
  const sy = Math.round(spout * Math.sin(angle))
  const canvas = begin(W + sx + 2, bh + sy + 3, null)
  const x0 = sx + 1
  const y1 = canvas.height - 1
  const cone = Math.round(bh * 0.45)
  const cx = x0 + (W - 1) / 2
  const shoulderY = y1 - bh + cone
  polygon(
    canvas,
    [
      [cx - W * 0.12, y1 - bh + 0.5],
      [cx + W * 0.12 + 1, y1 - bh + 0.5],
      [x0 + W, shoulderY + 0.5],
      [x0, shoulderY + 0.5],
    ],
    paint,
  )
  roundedBox(canvas, x0, shoulderY, x0 + W - 1, y1, Math.max(1, Math.round(W * 0.12)), paint)
  repaint(canvas, x0, y1 - bh, x0 + 1, y1, paint, () => lit)
  line(canvas, x0 + 1, y1, x0 + W - 2, y1, dark)
  const ty = shoulderY + Math.floor((y1 - shoulderY - 7) / 2)
  if (W >= 20 && y1 - shoulderY >= 10) {
    rect(canvas, x0 + 1, ty - 1, x0 + W - 2, ty + 7, dark)
    drawText(canvas, 'OIL', Math.round(cx - textWidth('OIL') / 2), ty, WHITES[0] as RGB, null)
  } else
    line(canvas, x0, Math.round((shoulderY + y1) / 2), x0 + W - 1, Math.round((shoulderY + y1) / 2), dark)
  const [tx, tyTop] = [Math.round(cx - W * 0.12), y1 - bh]
  line(canvas, tx, tyTop, tx - sx, tyTop - sy + 2, metal)
  if (W >= 18) line(canvas, tx + 1, tyTop, tx + 1 - sx, tyTop - sy + 2, metal)
  line(canvas, Math.round(cx + W * 0.12) + 1, tyTop + 1, Math.round(cx + W * 0.3), tyTop - 2, metal)
  return finish(canvas, random, ink, 0.4, W >= 20 ? 0 : 0.5)
}

/**
 * A price sign: a face with a brand band (a 5×7 word), and two to four rows each with a grade in 5×7
 * letters and a price in 5×7 digits with a point on a dark window, 1-px rules between them (1-px "text"
 * and dashes on the small ones); opaque, or on a post with a foot (a tall one).
 */
function priceSign(random: Random, ink: RGB): RGBAImage {
  const face = tint(random, [...WHITES, ...hexes(0x1e5aa8, 0x2e7a3e, 0x2a2a30)])
  const faceInk = luma(face) > 130 ? ink : tint(random, WHITES)
  const brand = tint(random, HUES)
  const brandInk = luma(brand) > 150 ? ink : tint(random, WHITES)
  const rule = nudge(random, mix(face, faceInk, 0.4))
  const window_ = tint(random, hexes(0x1e2024, 0x16201e))
  const led = tint(random, hexes(0xe85a4a, 0x6ae08a, 0xf0c432))
  const post = tint(random, STEELS)
  const n = int(random, 2, 4)
  const grades = ['UNL', 'SUP', 'DSL', 'LPG'].slice(0, n)
  const lettered = random() < 0.7
  const rowH = lettered ? 11 : 5
  const W = lettered ? 4 + textWidth('UNL') + 3 + textWidth('139.9') + 4 + 3 : int(random, 12, 28)
  const text = brandWord(random, W - 4)
  const bandH = lettered && text ? 11 : 5
  const faceH = bandH + n * rowH + 2
  const onPost = random() < 0.5
  const H = onPost ? Math.min(124, Math.round(faceH * uniform(random, 1.6, 2.4))) : faceH
  const canvas = begin(W, H, null)
  rect(canvas, 0, 0, W - 1, faceH - 1, face)
  rect(canvas, 0, 0, W - 1, bandH - 1, brand)
  if (lettered && text) drawText(canvas, text, Math.floor((W - textWidth(text)) / 2), 2, brandInk, null)
  else scribble(canvas, random, 2, 2, W - 4, brandInk, 0.25)
  grades.forEach((g, k) => {
    const y = bandH + 1 + k * rowH
    if (k > 0) line(canvas, 1, y - 1, W - 2, y - 1, rule)
    if (lettered) {
      drawText(canvas, g, 3, y + 2, faceInk, null)
      const p = price(random)
      const wx = W - 3 - textWidth(p) - 3
      rect(canvas, wx, y + 1, W - 3, y + rowH - 2, window_)
      lettering(canvas, p, wx + 2, y + 2, led)
    } else {
      line(canvas, 2, y + 1, 4, y + 1, faceInk)
      rect(canvas, Math.round(W * 0.45), y, W - 3, y + 2, window_)
      for (let x = Math.round(W * 0.45) + 1; x < W - 3; x += 2) canvas.set(x, y + 1, led)
    }
  })
  frame(canvas, 0, 0, W - 1, faceH - 1, rule)
  if (onPost) {
    const pw = Math.max(1, Math.round(W * 0.06))
    rect(canvas, Math.floor(W / 2) - pw, faceH, Math.floor(W / 2) + pw - 1, H - 3, post)
    rect(canvas, Math.floor(W / 2) - pw - 3, H - 2, Math.floor(W / 2) + pw + 2, H - 1, rule)
    return trimmed(canvas)
  }
  return canvas.image()
}

/**
 * A filling-station forecourt, opaque: an ordered-dithered sky, a canopy with a fascia carrying a brand
 * word in 5×7 letters (or a stripe) and a row of 1-px lamps under it, columns, two or three pumps on an
 * island with a kerb of checks, and asphalt with dashed 1-px lane lines; 64 to 128 px wide.
 */
function forecourt(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 64, 128)
  const H = Math.max(30, Math.round(W * uniform(random, 0.45, 0.7)))
  const skyA = tint(random, hexes(0x5a8ac8, 0x8ab8e0, 0x2a3a6a, 0xe8a878))
  const skyB = nudge(random, mix(skyA, WHITE, 0.4))
  const [fascia, pumpC] = distinctTints(random, HUES, 2) as [RGB, RGB]
  const white = tint(random, WHITES)
  const under = tint(random, hexes(0xa8aeb6, 0xc8ccd0, 0x8a9098))
  const asphalt = tint(random, hexes(0x3a3a40, 0x4a4a50, 0x2e3034))
  const kerb = tint(random, hexes(0xf0c428, 0xe8e4da))
  const canvas = begin(W, H, skyA)
  const groundY = Math.round(H * 0.72)
  dither(canvas, 0, 0, W - 1, groundY - 1, skyA, skyB, (_, y) => y / groundY)
  // The canopy and its fascia.
  const cy0 = Math.round(H * uniform(random, 0.12, 0.22))
  const text = brandWord(random, W - 8)
  const fh = text ? 11 : 5
  rect(canvas, 2, cy0, W - 3, cy0 + fh - 1, fascia)
  if (text) drawText(canvas, text, Math.floor((W - textWidth(text)) / 2), cy0 + 2, white, null)
  else line(canvas, 3, cy0 + 2, W - 4, cy0 + 2, white)
  rect(canvas, 2, cy0 + fh, W - 3, cy0 + fh + 1, under)
  for (let x = 5; x < W - 5; x += 6) canvas.set(x, cy0 + fh + 2, white)
  const colW = 2
  for (const x of [Math.round(W * 0.2), Math.round(W * 0.8) - colW])
    rect(canvas, x, cy0 + fh + 2, x + colW - 1, groundY - 1, under)
  // The ground, the island and the pumps on it.
  rect(canvas, 0, groundY, W - 1, H - 1, asphalt)
  const ix0 = Math.round(W * 0.22) + 3
  const ix1 = Math.round(W * 0.78) - 4
  for (let x = ix0; x <= ix1; x++) canvas.set(x, groundY, Math.floor(x / 2) % 2 ? kerb : white)
  const pumps = int(random, 2, 3)
  const pw = Math.max(4, Math.round(W * 0.07))
  const ph = Math.max(7, Math.min(groundY - cy0 - fh - 5, Math.round(pw * 2.2)))
  for (let k = 0; k < pumps; k++) {
    const x = Math.round(ix0 + ((k + 0.5) * (ix1 - ix0)) / pumps - pw / 2)
    rect(canvas, x, groundY - ph, x + pw - 1, groundY - 1, pumpC)
    rect(canvas, x + 1, groundY - ph + 1, x + pw - 2, groundY - ph + 2, white)
    line(canvas, x + pw, groundY - ph + 3, x + pw, groundY - 2, ink)
  }
  for (let y = groundY + 4; y < H; y += 5)
    for (let x = int(random, 0, 4); x < W; x += 8) line(canvas, x, y, Math.min(W - 1, x + 3), y, white)
  return canvas.image()
}

/** Petrol stations: a pump old or new, a can, a price sign or a forecourt. */
const fuelSprite: SpriteGenerator['draw'] = (random) =>
  pick(random, [fuelPump, fuelPump, vintagePump, fuelCan, fuelCan, priceSign, forecourt])(
    random,
    tint(random, INKS),
  )

// ---- aeroplanes -----------------------------------------------------------------------------------------

interface PlaneLook {
  ink: RGB
  body: RGB
  belly: RGB
  livery: RGB
  window: RGB
  engine: RGB
  engineDark: RGB
}

function planeLook(random: Random): PlaneLook {
  const body = tint(random, [...WHITES, ...hexes(0xd8dce0, 0xc8ccd0)])
  const engine = tint(random, hexes(0x9aa0a8, 0xb0b6be, 0x8a9098))
  return {
    ink: tint(random, INKS),
    body,
    belly: tint(random, hexes(0xa8aeb6, 0x8a9098, 0x2a4a8a, 0xb0b6be)),
    livery: tint(random, HUES),
    window: tint(random, hexes(0x2a3a4a, 0x1e2a38, 0x3a4a5a)),
    engine,
    engineDark: nudge(random, scale(engine, 0.6)),
  }
}

/**
 * An airliner from the side, a thin strip: a long fuselage with a rounded nose and a tail cone rising at
 * a slant, a belly colour below a straight line, a 1-px cheatline, a row of 1-px window dots broken by
 * door outlines, cockpit windows, a swept fin (slanted edges) in the livery colour with a 5×7 letter or a
 * disc on it, a slanted wing root and tailplane, an engine with a darker intake, wheels down on some;
 * transparent round it, 40 to 124 px long.
 */
function airliner(random: Random): RGBAImage {
  const look = planeLook(random)
  const L = int(random, 40, 124)
  const fh = Math.max(5, Math.round(L * uniform(random, 0.085, 0.12)))
  const finH = Math.round(fh * uniform(random, 1.3, 1.9))
  const engH = Math.max(2, Math.round(fh * 0.55))
  const gear = random() < 0.4
  const H = finH + fh + engH + (gear ? 4 : 2)
  const canvas = begin(L + 3, H, null)
  const y0 = finH + 1
  const y1 = y0 + fh - 1
  const rx = Math.max(3, Math.round(fh * 1.2))
  const nx = L - rx
  const xt = Math.round(L * 0.2)
  // The fin first, then the fuselage over its root.
  const fb = Math.round(fh * uniform(random, 1.8, 2.6))
  polygon(
    canvas,
    [
      [2, y0 + 1],
      [2 + fb, y0 + 1],
      [2 + fb * 0.4, 1],
      [2, 1],
    ],
    look.livery,
  )
  const cy = (y0 + y1) / 2
  polygon(
    canvas,
    [
      [1, y0],
      [nx, y0],
      [nx, y1 + 1],
      [xt, y1 + 1],
      [1, y0 + fh * 0.4],
    ],
    look.body,
  )
  ellipse(canvas, nx, cy, rx, fh / 2, solid(look.body))
  repaint(canvas, 0, Math.round(y0 + fh * 0.68), L + 2, y1 + 1, look.body, () => look.belly)
  const cheat = Math.round(y0 + fh * 0.58)
  line(canvas, 3, cheat, nx + Math.round(rx * 0.6), cheat, look.livery)
  // Windows and doors, the cockpit.
  const wy = Math.round(y0 + fh * 0.3)
  const doors = [xt + 3, nx - 4]
  for (let x = xt + 6; x < nx - 6; x += 2)
    if (!doors.some((d) => Math.abs(x - d) <= 2)) canvas.set(x, wy, look.window)
  for (const d of doors)
    frame(canvas, d - 1, wy - 1, d + 1, Math.min(y1 - 1, wy + Math.max(2, Math.round(fh * 0.45))), look.belly)
  line(canvas, nx + 1, wy, nx + Math.round(rx * 0.55), wy, look.window)
  canvas.set(nx + Math.round(rx * 0.55) + 1, wy + 1, look.window)
  // The letter or disc on the fin, the tailplane, the wing root, the engine.
  const lx = Math.round(2 + fb * 0.35)
  if (finH >= 10 && fb >= 10)
    drawText(canvas, pick(random, LETTERS), lx - 2, Math.round((y0 + 1) / 2) - 3, look.body, null)
  else ellipse(canvas, lx, (y0 + 1) / 2, 1.2, 1.2, solid(look.body))
  bar(
    canvas,
    2,
    Math.round(y0 + fh * 0.35),
    2 + Math.round(fh * 1.3),
    Math.round(y0 + fh * 0.2),
    1.5,
    look.belly,
  )
  const wx = Math.round(L * 0.5)
  bar(canvas, wx, y1 - 1, wx - Math.round(L * 0.12), y1 + 1, 2, look.engine)
  const ex0 = Math.round(L * 0.42)
  const ex1 = ex0 + Math.max(5, Math.round(fh * 1.4))
  roundedBox(canvas, ex0, y1 + 1, ex1, y1 + engH, Math.min(1, engH - 1), look.engine)
  line(canvas, ex1, y1 + 1, ex1, y1 + engH, look.engineDark)
  line(canvas, ex0 + 1, y1 + engH, ex1 - 1, y1 + engH, look.engineDark)
  if (gear)
    for (const gx of [Math.round(L * 0.4), nx - 2]) {
      line(canvas, gx, y1 + 1, gx, H - 3, look.engineDark)
      rect(canvas, gx - 1, H - 2, gx + 1, H - 1, look.ink)
    }
  return finish(canvas, random, look.ink, 0.3, 0)
}

/**
 * An aeroplane seen from above, heading any way (its outline edges at every slant): a fuselage with a
 * pointed nose and cockpit windows, swept wings with a shaded trailing edge, engines under them, a swept
 * tailplane and a livery stripe; 9 to 15 px on some draws (a cross of a body and 45° wings), else 20 to
 * 90; transparent round it.
 */
function planeAbove(random: Random): RGBAImage {
  const look = planeLook(random)
  const tiny = random() < 0.35
  const S = tiny ? int(random, 9, 15) : int(random, 20, 90)
  const heading = pick(random, [0, Math.PI / 4, Math.PI / 2, uniform(random, 0, 2 * Math.PI)])
  const C = Math.ceil(S * 0.8) + 2
  const canvas = begin(2 * C + 1, 2 * C + 1, null)
  const at = turned(C, C, heading)
  const poly = (points: Point[], c: RGB) =>
    polygon(
      canvas,
      points.map(([u, v]) => at(u, v)),
      c,
    )
  const fw = Math.max(1.2, S * 0.09)
  const half = S / 2
  const sweep = tiny ? 1 : uniform(random, 0.15, 0.75)
  const span = S * uniform(random, 0.42, 0.52)
  const c0 = Math.max(2, S * 0.22)
  const c1 = Math.max(1, S * 0.07)
  const vw = -S * 0.05
  for (const side of [-1, 1]) {
    poly(
      [
        [side * fw * 0.5, vw - c0 / 2],
        [side * span, vw - c0 / 2 + span * sweep],
        [side * span, vw - c0 / 2 + span * sweep + c1],
        [side * fw * 0.5, vw + c0 / 2],
      ],
      look.body,
    )
    const ts = S * 0.2
    poly(
      [
        [side * fw * 0.5, half * 0.72],
        [side * ts, half * 0.72 + ts * sweep],
        [side * ts, half * 0.72 + ts * sweep + Math.max(1, c1)],
        [side * fw * 0.5, half * 0.95],
      ],
      look.body,
    )
  }
  poly(
    [
      [0, -half - 1],
      [fw / 2, -half + fw * 1.5],
      [fw / 2, half],
      [-fw / 2, half],
      [-fw / 2, -half + fw * 1.5],
    ],
    look.body,
  )
  // Shade the trailing edges: the body pixels just behind a transparent one along the heading.
  const [bx, by] = [-Math.sin(heading) * -1, Math.cos(heading)]
  const edge: Point[] = []
  for (let y = 0; y < canvas.height; y++)
    for (let x = 0; x < canvas.width; x++)
      if (isColour(canvas, x, y, look.body) && !canvas.opaque(Math.round(x + bx), Math.round(y + by)))
        edge.push([x, y])
  for (const [x, y] of edge) canvas.set(x, y, look.belly)
  // Engines, stripe and cockpit.
  if (!tiny) {
    const engines = S >= 50 && random() < 0.5 ? [0.35, 0.65] : [0.45]
    for (const side of [-1, 1])
      for (const f of engines) {
        const u = side * span * f
        const v = vw - c0 / 2 + span * f * sweep
        poly(
          [
            [u - S * 0.03, v - S * 0.07],
            [u + S * 0.03, v - S * 0.07],
            [u + S * 0.03, v + S * 0.04],
            [u - S * 0.03, v + S * 0.04],
          ],
          look.engine,
        )
      }
    for (let v = -half + fw * 2; v < half * 0.9; v += 0.5) {
      const [x, y] = at(0, v)
      if (isColour(canvas, Math.round(x), Math.round(y), look.body))
        canvas.set(Math.round(x), Math.round(y), look.livery)
    }
  }
  const [kx, ky] = at(0, -half + Math.max(1, fw))
  canvas.set(Math.round(kx), Math.round(ky), look.window)
  if (tiny) {
    const [ex, ey] = at(span * 0.5, vw)
    canvas.set(Math.round(ex), Math.round(ey), look.engineDark)
    const [fx, fy] = at(-span * 0.5, vw)
    canvas.set(Math.round(fx), Math.round(fy), look.engineDark)
  }
  return finish(canvas, random, look.ink, tiny ? 0 : 0.3, 0.5)
}

/**
 * A biplane from the side: a fuselage tapering from the engine cowling to the tail, staggered upper and
 * lower wings (two px thick, shaded underneath), 1-px struts and rigging wires crossing at a slant, a
 * propeller blur ordered-dithered against the empty air, a fin with a striped rudder, a roundel (curved
 * 1-px rings) on the bigger ones, a pilot's head, and wheels (1-px circles) on slanted legs; transparent
 * round it, 28 to 90 px long.
 */
function biplane(random: Random): RGBAImage {
  const ink = tint(random, INKS)
  const L = int(random, 28, 90)
  const [paint, wingC] = distinctTints(random, [...HUES, ...hexes(0xd8c890, 0x6a7a3a)], 2) as [RGB, RGB]
  const paintDark = nudge(random, scale(paint, 0.68))
  const wingDark = nudge(random, scale(wingC, 0.68))
  const metal = tint(random, STEELS)
  const prop = tint(random, hexes(0x6a4a2e, 0x8a9098, 0x3a3a40))
  const skin = tint(random, hexes(0xf0c8a0, 0xc89068))
  const white = tint(random, WHITES)
  const fh = Math.max(4, Math.round(L * 0.16))
  const gap = Math.max(4, Math.round(fh * 1.1))
  const wheelR = Math.max(1, Math.round(L * 0.04))
  const top = 2
  const upperY = top + 1
  const fy0 = upperY + 2 + gap - fh
  const fy1 = fy0 + fh - 1
  const H = fy1 + 3 + Math.max(1, Math.round(fh * 0.3)) + 2 * wheelR
  const canvas = begin(L + 5, H, null)
  const nose = L
  const cyN = (fy0 + fy1) / 2
  // The fuselage: deep at the cowling, tapering to a thin tail.
  polygon(
    canvas,
    [
      [2, fy0 + fh * 0.25],
      [nose, fy0],
      [nose, fy1 + 1],
      [2, fy0 + fh * 0.55],
    ],
    paint,
  )
  repaint(canvas, 0, Math.round(cyN) + 1, nose, fy1 + 1, paint, (x, y) =>
    bayer(x, y) < 0.5 ? paintDark : null,
  )
  rect(canvas, nose - Math.max(2, Math.round(fh * 0.5)), fy0, nose, fy1, metal)
  // The fin and its striped rudder.
  const finH = Math.max(3, Math.round(fh * 1.1))
  polygon(
    canvas,
    [
      [1, fy0 + fh * 0.3],
      [2 + finH * 1.4, fy0 + fh * 0.3],
      [3, fy0 + fh * 0.3 - finH],
      [1, fy0 + fh * 0.3 - finH],
    ],
    paint,
  )
  for (let x = 1; x <= 3; x++)
    line(canvas, x, Math.round(fy0 + fh * 0.3 - finH), x, Math.round(fy0 + fh * 0.3), x % 2 ? white : wingC)
  // The wings, the struts and the wires.
  const cw = Math.max(6, Math.round(L * 0.3))
  const lx0 = Math.round(L * 0.5)
  const ux0 = lx0 + Math.max(1, Math.round(cw * 0.15))
  const lowerY = fy1 - 1
  rect(canvas, ux0, upperY, ux0 + cw - 1, upperY + 1, wingC)
  line(canvas, ux0, upperY + 1, ux0 + cw - 1, upperY + 1, wingDark)
  const struts = [ux0 + 1, ux0 + cw - 2]
  for (const sx of struts) line(canvas, sx, upperY + 2, sx - (ux0 - lx0), lowerY - 1, ink)
  line(canvas, struts[0] as number, upperY + 2, (struts[1] as number) - (ux0 - lx0), lowerY - 1, ink)
  line(canvas, struts[1] as number, upperY + 2, (struts[0] as number) - (ux0 - lx0), lowerY - 1, ink)
  rect(canvas, lx0, lowerY, lx0 + cw - 1, lowerY + 1, wingC)
  line(canvas, lx0, lowerY + 1, lx0 + cw - 1, lowerY + 1, wingDark)
  // The pilot behind the upper wing, the roundel, the propeller blur.
  rect(canvas, lx0 - 3, fy0 - 2, lx0 - 2, fy0 - 1, skin)
  canvas.set(lx0 - 1, fy0 - 2, ink)
  if (fh >= 8) {
    const rcx = Math.round(L * 0.3)
    const rcy = Math.round(cyN)
    const rr = Math.max(2, Math.round(fh * 0.3))
    ellipse(canvas, rcx, rcy, rr + 0.3, rr + 0.3, solid(white))
    circle(canvas, rcx, rcy, rr, wingC)
    canvas.set(rcx, rcy, wingC)
  }
  const pr = Math.max(3, Math.round(fh * 1.2))
  ellipse(canvas, nose + 2, cyN, 1, pr, (x, y) => (bayer(x, y) < 0.5 ? prop : null))
  rect(canvas, nose + 1, Math.round(cyN), nose + 2, Math.round(cyN), metal)
  // The undercarriage.
  const wx = lx0 + Math.round(cw * 0.5)
  const wy = H - 1 - wheelR
  line(canvas, lx0 + 1, lowerY + 2, wx, wy, ink)
  line(canvas, lx0 + cw - 2, lowerY + 2, wx, wy, ink)
  if (wheelR >= 2) {
    ellipse(canvas, wx, wy, wheelR + 0.3, wheelR + 0.3, solid(ink))
    canvas.set(wx, wy, metal)
  } else rect(canvas, wx - 1, wy, wx + 1, wy + 1, ink)
  return finish(canvas, random, ink, 0, 0.5)
}

/** Three-letter airport codes. */
const AIRPORTS = [
  'LHR',
  'CDG',
  'AMS',
  'FRA',
  'MAD',
  'BCN',
  'DUB',
  'OSL',
  'ZRH',
  'IST',
  'ATH',
  'BKK',
  'SYD',
  'LAX',
  'YUL',
]

/**
 * A departures board, opaque: a header band (DEPARTURES or FLIGHTS in 5×7 letters), then rows on
 * alternating dark grounds, each an airport code, a time with a colon, a gate and on the wide ones a
 * status in its own colour (5×7 letters and digits), or rows of 1-px "text" in columns on the small ones;
 * 30 to 126 px wide.
 */
function departures(random: Random): RGBAImage {
  const ink = tint(random, INKS)
  const board = tint(random, hexes(0x1e2024, 0x1a1e2a, 0x202020))
  const alt = nudge(random, mix(board, WHITE, 0.08))
  const band = tint(random, hexes(0xf0c428, 0x1e5aa8, 0x2e2e36, 0xe87824))
  const bandInk = luma(band) > 140 ? ink : tint(random, WHITES)
  const text = tint(random, hexes(0xf0c428, 0xe8e4da, 0xf0a030))
  const [go, late] = [tint(random, hexes(0x6ae08a)), tint(random, hexes(0xe85a4a))]
  const lettered = random() < 0.75
  if (lettered) {
    const status = random() < 0.5
    const rows = int(random, 3, 8)
    const cols = [17, 25, 17, ...(status ? [29] : [])]
    const W = cols.reduce((s, c) => s + c + 4, 4)
    const H = 11 + rows * 9 + 1
    const canvas = begin(W, H, board)
    rect(canvas, 0, 0, W - 1, 9, band)
    const title = textWidth('DEPARTURES') <= W - 4 ? 'DEPARTURES' : 'FLIGHTS'
    drawText(canvas, title, Math.floor((W - textWidth(title)) / 2), 1, bandInk, null)
    for (let r = 0; r < rows; r++) {
      const y = 11 + r * 9
      if (r % 2) rect(canvas, 0, y - 1, W - 1, y + 7, alt)
      const hh = String(int(random, 6, 23)).padStart(2, '0')
      const mm = pick(random, ['00', '05', '10', '15', '20', '25', '30', '35', '40', '45', '50', '55'])
      const cells = [
        pick(random, AIRPORTS),
        `${hh}:${mm}`,
        pick(random, ['A', 'B', 'C', 'D']) + String(int(random, 1, 40)),
      ]
      let x = 4
      cells.forEach((cell, k) => {
        lettering(canvas, cell, x, y, text)
        x += (cols[k] as number) + 4
      })
      if (status) {
        const st = pick(random, ['BOARD', 'DELAY', 'GATE', 'CLOSE', 'LATE'])
        drawText(canvas, st, x, y, st === 'DELAY' || st === 'LATE' ? late : go, null)
      }
    }
    return canvas.image()
  }
  const W = int(random, 30, 72)
  const rows = int(random, 4, 12)
  const H = 6 + rows * 4 + 1
  const canvas = begin(W, H, board)
  rect(canvas, 0, 0, W - 1, 4, band)
  scribble(canvas, random, 3, 2, W - 6, bandInk, 0.2)
  for (let r = 0; r < rows; r++) {
    const y = 6 + r * 4
    if (r % 2) rect(canvas, 0, y - 1, W - 1, y + 2, alt)
    scribble(canvas, random, 2, y + 1, 5, text, 0)
    scribble(canvas, random, 10, y + 1, 7, text, 0.3)
    scribble(canvas, random, 20, y + 1, Math.min(W - 24, 12), text, 0.3)
    if (W >= 44) scribble(canvas, random, W - 12, y + 1, 9, random() < 0.3 ? late : go, 0)
  }
  return canvas.image()
}

/**
 * A plane in the sky, opaque: a sky ordered-dithered from deep to pale, a sun (a disc with a 1-px ring)
 * on some, clouds of overlapping ellipses shaded along their bases, and a small plane with a contrail
 * drawn back from it at a slant, thinning out through an ordered dither; 32 to 128 px wide.
 */
function skyScene(random: Random): RGBAImage {
  const look = planeLook(random)
  const W = int(random, 32, 128)
  const H = Math.max(24, Math.min(100, Math.round(W * uniform(random, 0.45, 0.85))))
  const skyA = tint(random, hexes(0x2a5aa8, 0x3a6ab8, 0x5a4a8a, 0x2a7aa8))
  const skyB = nudge(random, mix(skyA, WHITE, 0.5))
  const cloud = tint(random, WHITES)
  const cloudShade = nudge(random, mix(cloud, skyA, 0.3))
  const canvas = begin(W, H, skyA)
  dither(canvas, 0, 0, W - 1, H - 1, skyA, skyB, (_, y) => (y / H) * 1.1)
  if (random() < 0.4) {
    const sun = tint(random, hexes(0xf0c428, 0xf0e080))
    const sr = Math.max(3, Math.round(H * 0.1))
    const [sx, sy] = [int(random, sr + 1, W - sr - 2), int(random, sr + 1, Math.round(H * 0.4))]
    ellipse(canvas, sx, sy, sr, sr, solid(sun))
    circle(canvas, sx, sy, sr + 2, sun)
  }
  for (let k = int(random, 1, 4); k > 0; k--) {
    const cx = int(random, 0, W - 1)
    const cy = int(random, Math.round(H * 0.3), H - 3)
    const r = uniform(random, 3, Math.max(4, H * 0.15))
    const puffs = int(random, 2, 4)
    for (let p = 0; p < puffs; p++)
      ellipse(canvas, cx + (p - puffs / 2) * r * 0.9, cy - (p % 2) * r * 0.4, r, r * 0.7, (_, y) =>
        y > cy + r * 0.25 ? cloudShade : cloud,
      )
  }
  // The plane and its trail.
  const a = uniform(random, -0.5, 0.5) + (random() < 0.5 ? 0 : Math.PI)
  const [dx, dy] = [Math.cos(a), Math.sin(a)]
  const px = Math.round(W * uniform(random, 0.3, 0.7))
  const py = Math.round(H * uniform(random, 0.2, 0.5))
  const len = W * uniform(random, 0.4, 0.8)
  for (let t = 3; t < len; t += 0.5) {
    const [x, y] = [Math.round(px - dx * t), Math.round(py - dy * t)]
    for (const off of [0, 1]) if (bayer(x, y + off) < 1 - t / len) canvas.set(x, y + off, cloud)
  }
  const s = Math.max(3, Math.round(W * 0.05))
  const at = turned(px, py, a + Math.PI / 2)
  polygon(
    canvas,
    (
      [
        [0, -s],
        [s * 0.25, s],
        [-s * 0.25, s],
      ] as Point[]
    ).map(([u, v]) => at(u, v)),
    look.body,
  )
  polygon(
    canvas,
    (
      [
        [-s, 0],
        [s, 0],
        [0, -s * 0.3],
      ] as Point[]
    ).map(([u, v]) => at(u, v)),
    look.body,
  )
  const [nxp, nyp] = at(0, -s + 1)
  canvas.set(Math.round(nxp), Math.round(nyp), look.livery)
  return canvas.image()
}

/** Aeroplanes: an airliner, a plane from above, a biplane, a departures board or a plane in the sky. */
const planeSprite: SpriteGenerator['draw'] = (random) =>
  pick(random, [airliner, airliner, planeAbove, planeAbove, biplane, departures, skyScene])(random)

// ---- cleaning things ------------------------------------------------------------------------------------

/** Broom-straw, bristle and mop-yarn colours. */
const STRAWS = hexes(0xd8b860, 0xc8a048, 0xe0c878, 0x3a3a40, 0xce2e2c, 0x2660be)

/**
 * A broom, a tall one, upright or leaning at a slant: a corn broom (a handle, a hanging loop as a 1-px
 * ring, a binding collar, straw flaring out in 1-px strands at every slant over a flat fill, a stitched
 * band across it) or a push broom (a block head, a row of bristles in alternating 1-px columns, a
 * slanted 1-px brace); transparent round it, up to 124 px tall.
 */
function broom(random: Random, ink: RGB): RGBAImage {
  const corn = random() < 0.6
  const tilt = corn && random() < 0.6 ? pick(random, [-1, 1]) * uniform(random, 0.1, 0.45) : 0
  const wood = tint(random, hexes(0x8a5a30, 0xa87a4a, 0xc8a060, 0x2660be, 0xce2e2c))
  const woodLit = nudge(random, mix(wood, WHITE, 0.35))
  const straw = tint(random, STRAWS)
  const strawDark = nudge(random, luma(straw) > 70 ? scale(straw, 0.72) : mix(straw, WHITE, 0.25))
  const band = tint(random, [...HUES, ...hexes(0x2a2a30)])
  const total = int(random, 40, 118)
  const headL = corn ? Math.round(total * uniform(random, 0.28, 0.4)) : Math.max(5, Math.round(total * 0.1))
  const Lh = total - headL
  const headW = corn
    ? Math.max(6, Math.round(headL * uniform(random, 0.6, 0.85)))
    : Math.max(12, Math.round(total * uniform(random, 0.3, 0.5)))
  const M = total + 8
  const canvas = begin(2 * M, M + 4, null)
  const at = turned(M, 3, tilt)
  const poly = (points: Point[], c: RGB) =>
    polygon(
      canvas,
      points.map(([u, v]) => at(u, v)),
      c,
    )
  const seg = (u0: number, v0: number, u1: number, v1: number, c: RGB) => {
    const [a, b] = [at(u0, v0), at(u1, v1)]
    line(canvas, a[0], a[1], b[0], b[1], c)
  }
  const hw = total >= 70 ? 1 : 0.6
  poly(
    [
      [-hw, 0],
      [hw + 0.01, 0],
      [hw + 0.01, Lh + 1],
      [-hw, Lh + 1],
    ],
    wood,
  )
  if (hw >= 1) seg(-1, 1, -1, Lh, woodLit)
  const [rx, ry] = at(0, -1)
  circle(canvas, Math.round(rx), Math.round(ry), 1, ink)
  if (corn) {
    const top = Lh + 1
    const cw = Math.max(2, headW * 0.22)
    poly(
      [
        [-cw, top],
        [cw, top],
        [cw, top + 3],
        [-cw, top + 3],
      ],
      band,
    )
    poly(
      [
        [-cw, top + 3],
        [cw, top + 3],
        [headW / 2, top + headL],
        [-headW / 2, top + headL],
      ],
      straw,
    )
    for (let u = -headW / 2 + 1; u < headW / 2; u += 2)
      seg((u * cw * 2) / headW, top + 4, u, top + headL - 1, strawDark)
    const sv = top + 3 + Math.round(headL * 0.3)
    const su = cw + (headW / 2 - cw) * ((sv - top - 3) / (headL - 3))
    seg(-su + 0.5, sv, su - 0.5, sv, band)
  } else {
    const top = Lh + 1
    poly(
      [
        [-headW / 2, top],
        [headW / 2, top],
        [headW / 2, top + 3],
        [-headW / 2, top + 3],
      ],
      wood,
    )
    seg(-headW / 2, top, headW / 2 - 1, top, woodLit)
    for (let u = Math.round(-headW / 2); u < headW / 2; u++)
      seg(u, top + 4, u, top + headL, u % 2 ? strawDark : straw)
    seg(0, top - Math.round(headW * 0.3), Math.round(headW * 0.3), top - 1, wood)
  }
  return finish(canvas, random, ink, 0, 0.5)
}

/**
 * A mop bucket: a tapering bucket (slanted sides) with a lit rim, 1-px ribs, a wire handle as a curved
 * 1-px arc and suds heaped over the rim (bubbles, ordered-dithered into the air at their edge), and on
 * some a mop at a slant, its yarn hanging over the rim in curved 1-px strands; transparent round it, 16 to
 * 60 px wide.
 */
function mopBucket(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 16, 60)
  const bh = Math.round(W * uniform(random, 0.7, 0.9))
  const plastic = tint(random, [...HUES, ...STEELS])
  const lit = nudge(random, mix(plastic, WHITE, 0.4))
  const dark = nudge(random, scale(plastic, 0.68))
  const metal = tint(random, STEELS)
  const suds = tint(random, WHITES)
  const mop = random() < 0.6
  const yarn = tint(random, hexes(0xe8e0c8, 0xd8d0b8, 0x8ab8d8, 0xc8c0a8))
  const yarnDark = nudge(random, scale(yarn, 0.78))
  const pole = tint(random, [...hexes(0x2660be, 0xce2e2c, 0x8a5a30), ...STEELS])
  const top = Math.round(W * 0.42) + 3
  const poleLen = mop ? Math.round(W * uniform(random, 0.8, 1.2)) : 0
  const lean = Math.round(poleLen * 0.55)
  const canvas = begin(W + 4 + lean, Math.max(top, Math.round(poleLen * 0.85)) + bh + 2, null)
  const rimY = canvas.height - bh - 1
  const [x0, x1] = [2, W + 1]
  const cx = (x0 + x1) / 2
  const inset = Math.round(W * 0.12)
  // The mop's pole behind the bucket's back rim.
  const mx = Math.round(cx + W * 0.15)
  if (mop) bar(canvas, mx, rimY + 2, mx + lean, rimY - Math.round(poleLen * 0.85), 2, pole)
  // Handle, suds, bucket, rim and ribs.
  arc(canvas, cx, rimY, (W - 1) / 2, W * 0.42, Math.PI, 2 * Math.PI, metal)
  const sr = Math.max(1.5, W * 0.08)
  for (let x = x0 + 2; x <= x1 - 2; x += Math.max(2, Math.round(sr * 1.3))) {
    const r = uniform(random, sr * 0.7, sr * 1.2)
    ellipse(canvas, x, rimY - r * 0.4, r, r, (px, py) =>
      Math.hypot(px - x, py - rimY + r * 0.4) > r - 0.8 && bayer(px, py) < 0.5 ? null : suds,
    )
  }
  polygon(
    canvas,
    [
      [x0, rimY],
      [x1 + 1, rimY],
      [x1 + 1 - inset, rimY + bh + 1],
      [x0 + inset, rimY + bh + 1],
    ],
    plastic,
  )
  rect(canvas, x0 - 1, rimY, x1 + 1, rimY + 1, lit)
  for (const f of [0.4, 0.75]) {
    const y = Math.round(rimY + bh * f)
    const d = Math.round(inset * f)
    line(canvas, x0 + d + 1, y, x1 - d - 1, y, dark)
  }
  repaint(canvas, Math.round(cx + W * 0.2), rimY + 2, x1 + 1, rimY + bh + 1, plastic, (x, y) =>
    bayer(x, y) < 0.5 ? dark : null,
  )
  rect(canvas, x0 - 1, rimY + 2, x0, rimY + 3, metal)
  rect(canvas, x1, rimY + 2, x1 + 1, rimY + 3, metal)
  // The mop's yarn over the front rim.
  if (mop)
    for (let k = 0; k < Math.max(3, Math.round(W * 0.25)); k++) {
      const sx = mx - 2 + k
      const len = int(random, Math.round(bh * 0.3), Math.round(bh * 0.6))
      stroke(
        canvas,
        bendPoints([sx, rimY - 1], [sx + 3, rimY - 2], [sx + 2 + Math.round(k * 0.3), rimY + len]),
        k % 2 ? yarnDark : yarn,
      )
    }
  return finish(canvas, random, ink, 0.3, 0.5)
}

/** Words on cleaning labels that the 5×7 font can spell. */
const CLEAN_WORDS = ['CLEAN', 'SHINE', 'WASH', 'SOAP', 'FRESH']

/**
 * A spray bottle: a trigger head with a nozzle and a trigger at 45°, a neck, a rounded bottle shaded down
 * one side with an ordered dither, a label with a 5×7 word or lines of 1-px "text", and a mist of
 * ordered-dithered droplets fanning from the nozzle into the air; 8 to 10 px wide (12 to 15 tall, no
 * mist) on some draws, else 14 to 40 px wide; transparent round it.
 */
function sprayBottle(random: Random, ink: RGB): RGBAImage {
  const tiny = random() < 0.35
  const W = tiny ? int(random, 8, 10) : int(random, 14, 40)
  const H = tiny ? int(random, 12, 15) : Math.round(W * uniform(random, 1.9, 2.4))
  const liquid = tint(random, hexes(0x2eacc0, 0x2e9250, 0xe26492, 0xf0c432, 0x2660be, 0xe87824))
  const shade = nudge(random, scale(liquid, 0.72))
  const label = tint(random, WHITES)
  const head = tint(random, [...WHITES, ...hexes(0x2a2a30, 0xce2e2c, 0x2660be)])
  const headDark = nudge(random, luma(head) > 90 ? scale(head, 0.7) : mix(head, WHITE, 0.3))
  const mistC = tint(random, hexes(0xc8e4f0, 0xd8ecf4))
  const ml = tiny ? 0 : Math.round(W * uniform(random, 0.5, 0.9))
  const nozzle = Math.max(2, Math.round(W * 0.3))
  const canvas = begin(W + nozzle + ml + 2, H, null)
  const hh = Math.max(3, Math.round(H * 0.2))
  const hx0 = Math.round(W * 0.25)
  const hx1 = Math.round(W * 0.75)
  rect(canvas, hx0, 0, hx1, hh - 1, head)
  rect(canvas, hx1, 0, hx1 + nozzle, Math.max(1, Math.round(hh * 0.45)), head)
  canvas.set(hx1 + nozzle, 0, headDark)
  line(canvas, hx0, hh - 1, hx1, hh - 1, headDark)
  const tl = Math.max(1, Math.round(hh * 0.7))
  line(canvas, hx1 + 1, Math.round(hh * 0.45) + 1, hx1 + 1 - tl, Math.round(hh * 0.45) + 1 + tl, headDark)
  const nw = Math.max(1, Math.round(W * 0.14))
  const ncx = Math.round((hx0 + hx1) / 2)
  rect(canvas, ncx - nw, hh, ncx + nw, hh + 1, headDark)
  const by0 = hh + 2
  roundedBox(canvas, 0, by0, W - 1, H - 1, Math.max(1, Math.round(W * 0.22)), liquid)
  repaint(canvas, Math.round(W * 0.72), by0, W - 1, H - 1, liquid, (x, y) =>
    bayer(x, y) < 0.5 ? shade : null,
  )
  // The label.
  let lettered = false
  const lx0 = Math.max(1, Math.round(W * 0.12))
  const lx1 = W - 1 - lx0
  const ly0 = by0 + Math.round((H - by0) * 0.3)
  const ly1 = H - 1 - Math.max(1, Math.round((H - by0) * 0.15))
  if (lx1 - lx0 >= 3 && ly1 - ly0 >= 2) {
    rect(canvas, lx0, ly0, lx1, ly1, label)
    const text = pick(random, CLEAN_WORDS.filter((t) => textWidth(t) <= lx1 - lx0 - 1).concat(['']))
    if (text && ly1 - ly0 >= 8) {
      lettered = true
      drawText(canvas, text, Math.round((lx0 + lx1) / 2 - textWidth(text) / 2), ly0 + 1, ink, null)
      for (let y = ly0 + 10; y < ly1; y += 2) scribble(canvas, random, lx0 + 1, y, lx1 - lx0 - 1, shade, 0.3)
    } else
      for (let y = ly0 + 1; y < ly1; y += 2) scribble(canvas, random, lx0 + 1, y, lx1 - lx0 - 1, ink, 0.3)
  }
  // The mist.
  const my = Math.max(0, Math.round(hh * 0.22))
  for (let x = hx1 + nozzle + 1; x < hx1 + nozzle + 1 + ml; x++) {
    const t = (x - hx1 - nozzle) / ml
    const spread = Math.round(t * ml * 0.45)
    for (let y = my - spread; y <= my + spread; y++)
      if (y >= 0 && bayer(x, y) < 0.75 - 0.6 * t) canvas.set(x, y, mistC)
  }
  return finish(canvas, random, ink, tiny ? 0 : 0.3, lettered ? 0 : 0.5)
}

/**
 * A vacuum cleaner: a cylinder one from the side (a rounded body with a bumper stripe and a dial (a 1-px
 * ring), two wheels with hubs, a corrugated hose curving up and over in two curved 1-px rows banded every
 * two pixels, a straight wand down at a slant to a floor head with a row of 1-px bristle dots) or an
 * upright one, a tall one (a floor head, a body with a bag of 1-px seams, a handle with a curved 1-px
 * grip loop, a cord wound on two hooks in 1-px turns); transparent round it.
 */
function vacuum(random: Random, ink: RGB): RGBAImage {
  const body = tint(random, hexes(0xce2e2c, 0x2660be, 0xf0c432, 0xe26492, 0x8842a6, 0x2e9250))
  const lit = nudge(random, mix(body, WHITE, 0.4))
  const dark = nudge(random, scale(body, 0.66))
  const grey = tint(random, hexes(0x3a3a40, 0x5a5a62, 0x2a2a30))
  const metal = tint(random, STEELS)
  if (random() < 0.55) {
    const W = int(random, 30, 110)
    const bw = Math.max(12, Math.round(W * uniform(random, 0.3, 0.38)))
    const bhh = Math.max(8, Math.round(bw * uniform(random, 0.6, 0.75)))
    const arcH = Math.max(6, Math.round(W * 0.3))
    const H = arcH + bhh + 4
    const canvas = begin(W + 2, H, null)
    const by0 = H - bhh - 2
    // The body, its stripe, dial and wheels.
    roundedBox(canvas, 1, by0, bw, H - 3, Math.round(bhh * 0.45), body)
    repaint(canvas, 1, by0, bw, by0 + 1, body, () => lit)
    const sy = by0 + Math.round(bhh * 0.55)
    repaint(canvas, 1, sy, bw, sy + 1, body, () => grey)
    const dr = Math.max(1, Math.round(bhh * 0.2))
    circle(canvas, Math.round(bw * 0.4), by0 + dr + 2, dr, dark)
    for (const wx of [Math.round(bw * 0.25), Math.round(bw * 0.8)]) {
      const wr = Math.max(2, Math.round(bhh * 0.25))
      ellipse(canvas, wx, H - 1 - wr, wr + 0.3, wr + 0.3, solid(grey))
      canvas.set(wx, H - 1 - wr, metal)
    }
    // The hose over to the wand, the wand to the floor head.
    const headW = Math.max(6, Math.round(W * 0.16))
    const hx = W - headW
    const wandTop: Point = [Math.round(hx - (H - arcH) * 0.5), Math.round(arcH * 0.6)]
    const hose = bendPoints([bw, by0 + 3], [Math.round((bw + wandTop[0]) / 2), -arcH * 0.4], wandTop)
    hose.forEach(([x, y], k) => {
      canvas.set(x, y, Math.floor(k / 2) % 2 ? dark : grey)
      canvas.set(x, y + 1, Math.floor(k / 2) % 2 ? grey : dark)
    })
    line(canvas, wandTop[0], wandTop[1], hx + 1, H - 4, metal)
    line(canvas, wandTop[0] + 1, wandTop[1], hx + 2, H - 4, metal)
    rect(canvas, hx - 1, H - 4, W, H - 2, grey)
    for (let x = hx; x < W; x += 2) canvas.set(x, H - 1, dark)
    return finish(canvas, random, ink, 0.3, 0.5)
  }
  const W = int(random, 14, 36)
  const H = Math.min(124, Math.round(W * uniform(random, 2.8, 3.6)))
  const bag = tint(random, [...WHITES, ...hexes(0x8a9098, 0x2a2a30)])
  const seam = nudge(random, luma(bag) > 100 ? scale(bag, 0.75) : mix(bag, WHITE, 0.3))
  const canvas = begin(W + 3, H, null)
  const cx = Math.floor(W / 2)
  const headH = Math.max(3, Math.round(H * 0.08))
  rect(canvas, 0, H - headH, W - 1, H - 1, body)
  line(canvas, 0, H - headH, W - 1, H - headH, lit)
  for (let x = 1; x < W - 1; x += 2) canvas.set(x, H - 1, grey)
  const bw = Math.max(6, Math.round(W * 0.55))
  const bx0 = cx - Math.floor(bw / 2)
  const by0 = Math.round(H * 0.18)
  const by1 = H - headH - 3
  rect(canvas, bx0 + 1, by1, bx0 + bw - 2, H - headH - 1, body)
  roundedBox(canvas, bx0, by0, bx0 + bw - 1, by1, Math.max(1, Math.round(bw * 0.25)), bag)
  for (let x = bx0 + 2; x < bx0 + bw - 2; x += 3) line(canvas, x, by0 + 2, x, by1 - 2, seam)
  const gr = Math.max(2, Math.round(W * 0.15))
  rect(canvas, cx, gr * 2 + 1, cx + 1, by0, metal)
  arc(canvas, cx + 0.5, gr + 1, gr, gr, 0, 2 * Math.PI, grey)
  // The cord wound on two hooks on the back.
  const hx = bx0 + bw
  for (const hy of [by0 + 3, by1 - 3]) rect(canvas, hx, hy, hx + 2, hy, grey)
  for (let y = by0 + 4; y < by1 - 3; y += 2) line(canvas, hx, y, hx + 2, y + 1, grey)
  return finish(canvas, random, ink, 0.4, 0.5)
}

/**
 * A kitchen sponge: a soft block dotted with pores (random dark dots and an ordered-dithered shade near
 * the bottom) under a scouring layer hatched at 45° or checkered, soap bubbles (1-px rings) on the bigger
 * ones; 9 to 13 px wide on some draws, else 16 to 48.
 */
function sponge(random: Random, ink: RGB): RGBAImage {
  const tiny = random() < 0.4
  const W = tiny ? int(random, 9, 13) : int(random, 16, 48)
  const H = Math.max(8, Math.round(W * uniform(random, 0.55, 0.75)))
  const soft = tint(random, hexes(0xf0c432, 0xe8a0b0, 0x8ab8e0, 0xf0a040))
  const pore = nudge(random, scale(soft, 0.72))
  const scour = tint(random, hexes(0x2e8a3e, 0x3a6a2e, 0x2a4a8a))
  const scourDark = nudge(random, scale(scour, 0.65))
  const bubble = tint(random, WHITES)
  const bubbles = !tiny && random() < 0.5
  const top = bubbles ? Math.max(4, Math.round(W * 0.15)) : 0
  const canvas = begin(W, H + top, null)
  const ts = Math.max(2, Math.round(H * 0.28))
  roundedBox(canvas, 0, top, W - 1, top + H - 1, tiny ? 1 : 2, soft)
  const hatch = random() < 0.6
  repaint(canvas, 0, top, W - 1, top + ts - 1, soft, (x, y) =>
    hatch ? ((x + y) % 3 === 0 ? scourDark : scour) : (x + y) % 2 ? scourDark : scour,
  )
  repaint(canvas, 0, top + ts, W - 1, top + H - 1, soft, (x, y) =>
    random() < 0.12 || bayer(x, y) < ((y - top - ts) / (H - ts)) * 0.7 - 0.25 ? pore : null,
  )
  if (bubbles)
    for (let k = int(random, 2, 5); k > 0; k--) {
      const r = int(random, 1, Math.min(3, top - 1))
      circle(canvas, int(random, r, W - 1 - r), top - r, r, bubble)
    }
  return finish(canvas, random, ink, tiny ? 0.3 : 0.5, 0.5)
}

/** Cleaning things: a broom, a mop bucket, a spray bottle, a vacuum cleaner or a sponge. */
const cleaningSprite: SpriteGenerator['draw'] = (random) =>
  pick(random, [broom, broom, mopBucket, sprayBottle, sprayBottle, vacuum, vacuum, sponge])(
    random,
    tint(random, INKS),
  )

export const CENOTAPH_GENERATORS: SpriteGenerator[] = [
  { name: 'cenotaph-scales', draw: within(scalesSprite) },
  { name: 'cenotaph-fan', draw: within(fanSprite) },
  { name: 'cenotaph-bath', draw: within(bathSprite) },
  { name: 'cenotaph-bricks', draw: within(brickSprite) },
  { name: 'cenotaph-coaster', draw: within(coasterSprite) },
  { name: 'cenotaph-fuel', draw: within(fuelSprite) },
  { name: 'cenotaph-plane', draw: within(planeSprite) },
  { name: 'cenotaph-cleaning', draw: within(cleaningSprite) },
]
