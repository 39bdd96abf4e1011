// The generators of the `torii` split of the wide recovery bench, written to be held back after obelisk,
// before any method work on it, and used by no other split: telephones (telephone boxes with a sign and a
// glazed door, dial telephones with a finger wheel and a coiled cord, mobile phones: candybars with a
// keypad, slab smartphones, tiny ones), washing machines (front-loaders with a porthole door, a dryer
// stacked on a washer, launderettes as a strip of machines or a scene with a sign), shopping trolleys
// (side on with a wire or holed plastic basket, rows of nested trolleys, hand baskets), stairs
// (escalators, flights of stairs with a banister, spiral staircases from above, stairwells cut open), money
// (banknotes, coins, stacks of coins), skateboards (decks from above or below, decks and longboards side
// on, quad roller skates, half-pipes), billiards (pool and snooker tables from above, single balls, cue
// racks, scoreboard strips) and snow globes (round globes and bell-jar domes on a plain or a music-box
// base). Kiosk signs, dialled numbers and phone clocks, machine displays and launderette signs, banknote
// values and serials, coin values, deck words, ball numbers, scores, floor numbers and globe plaques are
// text-like glyphs (5×7 letters and digits, 1-px "text"); glazing bars, keypad dots, trolley wires,
// cladding seams, balusters, banknote hatching, coin beads and reeding, truck bolts, rail sights, score
// scales and snowflakes are 1-px lines and dots over flat runs; dial rims and coiled cords, porthole seals,
// basket handles, escalator handrail ends, spiral-stair rails, guilloche waves and rosettes, coin rims,
// kicktails, half-pipe transitions, the snooker D and globe rims and glints are curved 1-px outlines;
// pane glints, trolley handles, 45° escalators and flights, laces, deck stripes, banknote hatching, roofs
// and pine flanks run at 45°, with shallower escalators and flights, stairwell flights, spiral-stair
// nosings at every angle, trolley fronts, cues and half-pipe braces at other slants. Smartphone
// wallpapers, porthole water, launderette dados, escalator glass, a banister's shadow, stairwell walls,
// banknote portraits, grip tape, half-pipe skies, the far limb of a ball, globe skies and snow are
// ordered-dithered (2×2), and launderette floors, tiny baskets, deck graphics and landing plates are
// checkered. Launderette scenes, flights of stairs, stairwells, banknotes, half-pipes, pool tables and
// scoreboards are opaque, and launderette strips nearly so; trolleys, rows of them, escalators, side-on
// decks and cue racks are mostly transparent. Launderette strips, rows of trolleys, decks and scoreboards
// are thin strips, phone boxes, mobiles, stacked washer-dryers, stairwells, coin stacks, upright decks and
// cue racks tall ones; mobiles, washers, baskets, coins, roller skates, balls and snow globes are tiny (8
// to 15 px) on some draws. Held back: scored once at the end of a round (bench/lib/wide/splits.ts).
import type { RGBAImage } from '@threadbit/pixelart'
import { uniform, type Random } from '../../../packages/pixelart/src/recover/testing/degrade.ts'
import {
  type Canvas,
  type RGB,
  type SpriteGenerator,
  within,
  begin,
  finish,
  trimmed,
  rotated,
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
  bar,
  polygon,
  inside,
  ellipse,
  solid,
  ring,
  circle,
  scribble,
  bayer,
  isColour,
  dither,
} from './canvas.ts'
import { drawText, LETTERS } from './text.ts'

const WHITE: RGB = [255, 255, 255]

type Point = [number, number]

// ---- small drawing helpers of this split ------------------------------------------------------------

/**
 * The pixels along a curve p(t), t from 0 to 1, sampled about three times per pixel of `length` and kept
 * one pixel thin: a new pixel that already touches the one two back takes the place of the one between.
 */
function along(p: (t: number) => Point, length: number): Point[] {
  const n = Math.max(8, Math.ceil(length * 3))
  const kept: Point[] = []
  for (let i = 0; i <= n; i++) {
    const [fx, fy] = p(i / n)
    const q: Point = [Math.round(fx), Math.round(fy)]
    const last = kept.at(-1)
    if (last && last[0] === q[0] && last[1] === q[1]) continue
    const before = kept.at(-2)
    if (before && Math.max(Math.abs(before[0] - q[0]), Math.abs(before[1] - q[1])) <= 1)
      kept[kept.length - 1] = q
    else kept.push(q)
  }
  return kept
}

/** An elliptical arc from angle a0 to a1 (radians, y down) as 1-px pixels. */
const arcPoints = (cx: number, cy: number, rx: number, ry: number, a0: number, a1: number): Point[] =>
  along(
    (t) => [cx + rx * Math.cos(a0 + (a1 - a0) * t), cy + ry * Math.sin(a0 + (a1 - a0) * t)],
    Math.abs(a1 - a0) * Math.max(rx, ry),
  )

/** A quadratic curve from a to c pulled towards b, as 1-px pixels. */
const curvePoints = (a: Point, b: Point, c: Point): Point[] =>
  along(
    (t) => [
      (1 - t) ** 2 * a[0] + 2 * t * (1 - t) * b[0] + t * t * c[0],
      (1 - t) ** 2 * a[1] + 2 * t * (1 - t) * b[1] + t * t * c[1],
    ],
    Math.hypot(b[0] - a[0], b[1] - a[1]) + Math.hypot(c[0] - b[0], c[1] - b[1]),
  )

/** Paints every pixel of a path. */
const paint = (canvas: Canvas, points: Point[], c: RGB) => points.forEach(([x, y]) => canvas.set(x, y, c))

/** A rectangle whose four corners are rounded to radius `r` (0: square). */
function rounded(canvas: Canvas, x0: number, y0: number, x1: number, y1: number, r: number, c: RGB | null) {
  for (let y = y0; y <= y1; y++) {
    const dy = Math.max(0, y0 + r - y, y - (y1 - r))
    const cut = dy > 0 ? Math.max(0, Math.ceil(r - Math.sqrt(Math.max(0, r * r - dy * dy)) - 0.3)) : 0
    for (let x = x0 + cut; x <= x1 - cut; x++) canvas.set(x, y, c)
  }
}

/** The 1-px border of a box (its edge pixels only). */
function border(canvas: Canvas, x0: number, y0: number, x1: number, y1: number, c: RGB) {
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++) if (y === y0 || y === y1 || x === x0 || x === x1) canvas.set(x, y, c)
}

/** How wide a string is in the 5×7 font. */
const wide = (text: string) => text.length * 6 - 1

/** Brightness of a colour, 0 to 255. */
const bright = (c: RGB) => 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2]

// ---------------------------------------------------------------------------------------------------

/** Kiosk paints: post-office red, a darker red, green, blue, cream. */
const KIOSK = hexes(0xc8281e, 0xa82420, 0x2e6a3a, 0x2a4a8a, 0xd8c8a0)

/**
 * A telephone box: a shallow domed roof over a cornice, a sign band with a 5×7 word (PHONE, CALL or TEL
 * where it fits, else 1-px "text"), a door of small panes between 1-px glazing bars with a 45° glint, a
 * handset seen through one pane on some, a kick panel with an inset 1-px border, a handle and a plinth;
 * transparent round it, 14 to 36 px wide and 2.6 to 3.4 times as tall (a tall one).
 */
function phoneBox(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 14, 36)
  const H = Math.min(124, Math.round(W * uniform(random, 2.6, 3.4)))
  const body = tint(random, KIOSK)
  const dark = nudge(random, scale(body, 0.64))
  const lit = nudge(random, mix(body, WHITE, 0.3))
  const glass = tint(random, hexes(0xb8d4e0, 0xa8c8d8, 0x3a4a58, 0xc8dce4))
  const glint = nudge(random, mix(glass, WHITE, 0.55))
  const sign = tint(random, WHITES)
  const metal = tint(random, hexes(0xd0a850, 0xb8bcc0))
  const canvas = begin(W, H, null)
  const domeH = Math.max(2, Math.round(W * 0.16))
  ellipse(canvas, (W - 1) / 2, domeH, (W - 3) / 2, domeH, (_, y) => (y <= domeH ? body : null))
  if (random() < 0.5) canvas.set(Math.floor((W - 1) / 2), Math.max(1, Math.round(domeH / 2)), metal)
  rect(canvas, 0, domeH, W - 1, domeH + 1, dark)
  const words = ['PHONE', 'CALL', 'TEL'].filter((w) => wide(w) <= W - 6)
  const lettered = words.length > 0 && random() < 0.85
  const sy = domeH + 2
  const sh = lettered ? 9 : 4
  rect(canvas, 1, sy, W - 2, sy + sh - 1, body)
  rect(canvas, 2, sy + 1, W - 3, sy + sh - 2, sign)
  if (lettered) {
    const text = pick(random, words)
    drawText(canvas, text, Math.floor((W - wide(text)) / 2), sy + 1, ink, null)
  } else scribble(canvas, random, 4, sy + 1, W - 8, ink, 0.3)
  // The body, lit on the left and shaded on the right, on a plinth.
  const by0 = sy + sh
  const by1 = H - 4
  rect(canvas, 1, by0, W - 2, by1, body)
  line(canvas, 1, by0, 1, by1, lit)
  line(canvas, W - 2, by0, W - 2, by1, dark)
  rect(canvas, 0, by1 + 1, W - 1, H - 1, dark)
  line(canvas, 0, H - 1, W - 1, H - 1, ink)
  // The glazed door: panes between 1-px bars, a kick panel below.
  const kick = Math.max(4, Math.round(H * 0.12))
  const [gx0, gx1, gy0, gy1] = [3, W - 4, by0 + 2, by1 - kick]
  rect(canvas, gx0, gy0, gx1, gy1, glass)
  const cols = W >= 26 ? 3 : 2
  for (let k = 1; k < cols; k++) {
    const x = gx0 + Math.round(((gx1 - gx0) * k) / cols)
    line(canvas, x, gy0, x, gy1, body)
  }
  const pane = int(random, 4, 7)
  for (let y = gy0 + pane; y < gy1 - 1; y += pane) line(canvas, gx0, y, gx1, y, body)
  if (random() < 0.6 && gy1 - gy0 > 16) {
    // The telephone inside, dark against the back wall, about a third of the way down.
    const py = gy0 + Math.round((gy1 - gy0) * 0.35)
    const px = gx0 + 1
    rect(canvas, px, py, px + 2, py + 3, ink)
    canvas.set(px + 3, py + 1, ink)
  }
  for (let i = 0; i < Math.min(gx1 - gx0, gy1 - gy0); i++) {
    const [x, y] = [gx1 - Math.round((gx1 - gx0) * 0.3) + i, gy0 + 2 + i]
    if (isColour(canvas, x, y, glass)) canvas.set(x, y, glint)
  }
  border(canvas, gx0 + 1, gy1 + 2, gx1 - 1, by1 - 1, dark)
  rect(canvas, gx1 - 1, Math.round((gy0 + gy1) / 2), gx1, Math.round((gy0 + gy1) / 2) + 1, metal)
  return finish(canvas, random, ink, 0.45, lettered ? 0 : 0.5)
}

/**
 * A dial telephone seen from the front: a sloping body, a handset lying on two cradle prongs, a dial
 * plate with a 1-px rim, ten finger holes round a curve and a slanting finger stop, a centre card, and a
 * coiled cord (a 1-px line waving along a curve) from the handset round to the body; transparent round it,
 * 18 to 64 px wide.
 */
function dialPhone(random: Random, ink: RGB): RGBAImage {
  const body = tint(random, hexes(0x26262a, 0xb02a26, 0xe8dcc0, 0x2e6a4a, 0x6a8ab0, 0xd88aa0))
  const blackish = bright(body) < 60
  const dark = nudge(random, blackish ? mix(body, WHITE, 0.14) : scale(body, 0.62))
  const lit = nudge(random, mix(body, WHITE, blackish ? 0.38 : 0.32))
  const face = tint(random, hexes(0xe8e4da, 0xc8ccd0, 0xf0ead8))
  const W = int(random, 18, 64)
  const ml = Math.max(4, Math.round(W * 0.16))
  const bh = Math.round(W * uniform(random, 0.42, 0.52))
  const gh = Math.max(2, Math.round(W * 0.07))
  const cupR = Math.max(2, Math.round(W * 0.09))
  const by0 = 1 + gh + Math.round(cupR * 0.9)
  const by1 = by0 + bh - 1
  const canvas = begin(ml + W + 2, by1 + 5, null)
  const inset = Math.round(W * 0.15)
  const [bl, br] = [ml, ml + W - 1]
  // The cord first, so the body covers its ends.
  const a: Point = [bl + inset - 1, by0]
  const b: Point = [0.5, by1 + 4]
  const c: Point = [bl + 2, by1 - 1]
  const base = (t: number): Point => [
    (1 - t) ** 2 * a[0] + 2 * t * (1 - t) * b[0] + t * t * c[0],
    (1 - t) ** 2 * a[1] + 2 * t * (1 - t) * b[1] + t * t * c[1],
  ]
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]) + Math.hypot(c[0] - b[0], c[1] - b[1])
  const coils = W >= 28 ? Math.round(length / 3) : 0
  const cord = along(
    (t) => {
      const [x, y] = base(t)
      const [x2, y2] = base(Math.min(1, t + 0.01))
      const [dx, dy] = [x2 - x, y2 - y]
      const k = Math.sin(2 * Math.PI * coils * t) / Math.max(1e-6, Math.hypot(dx, dy))
      return [x - dy * k, y + dx * k]
    },
    length * (coils ? 2 : 1),
  )
  paint(canvas, cord, blackish ? lit : dark)
  // The body: a trapezoid lit along its top, shaded along its foot, on two feet.
  polygon(
    canvas,
    [
      [bl + inset, by0],
      [br + 1 - inset, by0],
      [br + 1, by1 + 1],
      [bl, by1 + 1],
    ],
    body,
  )
  line(canvas, bl + inset, by0, br - inset, by0, lit)
  line(canvas, bl, by1, br, by1, dark)
  canvas.set(bl + 2, by1 + 1, ink)
  canvas.set(br - 2, by1 + 1, ink)
  // The dial.
  const cx = Math.round((bl + br) / 2)
  const cy = Math.round(by0 + bh * 0.55)
  const R = Math.max(3, Math.round(Math.min(bh * 0.4, W * 0.22)))
  ellipse(canvas, cx, cy, R + 0.3, R + 0.3, solid(face))
  circle(canvas, cx, cy, R, ink)
  for (let i = 0; i < 10; i++) {
    const angle = ((-50 - i * 30) * Math.PI) / 180
    const [hx, hy] = [cx + (R - 2) * Math.cos(angle), cy + (R - 2) * Math.sin(angle)]
    if (R >= 7) ellipse(canvas, hx, hy, 1.1, 1.1, solid(dark))
    else canvas.set(Math.round(hx), Math.round(hy), dark)
  }
  const stop = (60 * Math.PI) / 180
  line(
    canvas,
    cx + Math.round((R - 2) * Math.cos(stop)),
    cy + Math.round((R - 2) * Math.sin(stop)),
    cx + Math.round((R + 1) * Math.cos(stop)),
    cy + Math.round((R + 1) * Math.sin(stop)),
    ink,
  )
  if (R >= 6) {
    const r = Math.max(1.2, R * 0.32)
    ellipse(canvas, cx, cy, r, r, solid(WHITES[0] as RGB))
    if (r >= 2) canvas.set(cx, cy, ink)
  }
  // The handset on its prongs.
  for (const px of [bl + inset + 1, br - inset - 1]) line(canvas, px, by0 - 2, px, by0 - 1, dark)
  const [hl, hr] = [bl + inset - 2, br - inset + 2]
  rect(canvas, hl + 1, 1, hr - 1, gh, body)
  line(canvas, hl + 2, 1, hr - 2, 1, lit)
  for (const [c0, c1] of [
    [hl, hl + 2 * cupR],
    [hr - 2 * cupR, hr],
  ] as Point[]) {
    rounded(canvas, c0, 1, c1, by0 - 1, 1, body)
    line(canvas, c0 + 1, by0 - 1, c1 - 1, by0 - 1, dark)
  }
  return finish(canvas, random, ink, 0.5, 0.5)
}

/**
 * A mobile phone: a tiny one (a body, a screen, rows of key dots; 8 to 15 px), a candybar phone (an
 * earpiece slot, a screen with signal bars, a battery and a dialled number in 5×7 digits, a navigation
 * ring, soft keys and a 3 × 4 keypad) or a slab smartphone (a screen ordered-dithered from one wallpaper
 * colour to another, a clock in 5×7 digits, a grid of app icons, a dock); transparent round it.
 */
function mobilePhone(random: Random, ink: RGB): RGBAImage {
  const body = tint(random, hexes(0x2a2c30, 0x8a9098, 0x2a4a8a, 0xb02a26, 0xe8e4da, 0x3a3a40))
  const lcd = tint(random, hexes(0x9cb870, 0x8ab8c8, 0xc8d8a0, 0xa8c4e0))
  const keys = nudge(random, bright(body) > 150 ? scale(body, 0.72) : mix(body, WHITE, 0.45))
  const kind = pick(random, ['tiny', 'candybar', 'candybar', 'slab', 'slab'] as const)
  if (kind === 'tiny') {
    const W = int(random, 8, 9)
    const H = int(random, 12, 15)
    const canvas = begin(W, H, null)
    rounded(canvas, 0, 0, W - 1, H - 1, 1, body)
    const sb = Math.round(H * 0.45)
    rect(canvas, 1, 1, W - 2, sb, lcd)
    for (let y = sb + 2; y <= H - 2; y += 2) for (let x = 2; x <= W - 3; x += 2) canvas.set(x, y, keys)
    return trimmed(canvas)
  }
  if (kind === 'candybar') {
    const W = int(random, 14, 30)
    const H = Math.min(80, Math.round(W * uniform(random, 2.0, 2.5)))
    const canvas = begin(W, H, null)
    rounded(canvas, 0, 0, W - 1, H - 1, W >= 20 ? 3 : 2, body)
    const slot = Math.max(2, Math.round(W / 4))
    line(canvas, Math.floor((W - slot) / 2), 2, Math.floor((W - slot) / 2) + slot - 1, 2, ink)
    const [sx0, sx1, sy0] = [2, W - 3, 4]
    const sy1 = sy0 + Math.round(W * 0.75)
    rect(canvas, sx0 - 1, sy0 - 1, sx1 + 1, sy1 + 1, ink)
    rect(canvas, sx0, sy0, sx1, sy1, lcd)
    const lcdInk = nudge(random, scale(lcd, 0.35))
    for (let i = 0; i < 4 && sx0 + 1 + i * 2 < sx1 - 5; i++)
      line(canvas, sx0 + 1 + i * 2, sy0 + 4, sx0 + 1 + i * 2, sy0 + 4 - Math.min(3, i), lcdInk)
    border(canvas, sx1 - 4, sy0 + 1, sx1 - 1, sy0 + 3, lcdInk)
    const n = Math.min(6, Math.floor((sx1 - sx0 - 1) / 6))
    if (n >= 2 && sy1 - sy0 >= 14) {
      const number = String(int(random, 10 ** (n - 1), 10 ** n - 1))
      drawText(canvas, number, sx1 - wide(number), sy1 - 8, lcdInk, null)
    } else
      for (let y = sy0 + 6; y < sy1; y += 2) scribble(canvas, random, sx0 + 1, y, sx1 - sx0 - 1, lcdInk, 0.3)
    // Soft keys either side of a navigation ring, then the keypad.
    const ny = sy1 + 2 + Math.max(2, Math.round(W * 0.12))
    const nr = Math.max(2, Math.round(W * 0.12))
    ellipse(canvas, (W - 1) / 2, ny, nr, nr * 0.8, solid(keys))
    canvas.set(Math.round((W - 1) / 2), ny, ink)
    rect(canvas, 2, ny - 1, 3, ny, keys)
    rect(canvas, W - 4, ny - 1, W - 3, ny, keys)
    const kw = Math.max(2, Math.floor((W - 6) / 3))
    const kh = Math.max(1, Math.round(kw * 0.55))
    const kx0 = Math.floor((W - (kw * 3 + 2)) / 2)
    for (let r = 0; r < 4; r++)
      for (let col = 0; col < 3; col++) {
        const [x, y] = [kx0 + col * (kw + 1), ny + nr + 2 + r * (kh + 1)]
        if (y + kh > H - 2) continue
        rect(canvas, x, y, x + kw - 1, y + kh - 1, keys)
        if (kw >= 4 && kh >= 2) canvas.set(x + Math.floor(kw / 2), y + Math.floor(kh / 2), ink)
      }
    return finish(canvas, random, ink, 0.4, 0)
  }
  const W = int(random, 14, 34)
  const H = Math.min(76, Math.round(W * uniform(random, 1.9, 2.2)))
  const frameC = pick(random, [ink, body])
  const canvas = begin(W, H, null)
  rounded(canvas, 0, 0, W - 1, H - 1, W >= 22 ? 3 : 2, frameC)
  const [sx0, sx1, sy0, sy1] = [1, W - 2, 3, H - 4]
  const [top, low] = distinctTints(random, HUES, 2) as [RGB, RGB]
  dither(canvas, sx0, sy0, sx1, sy1, top, low, (_, y) => (y - sy0) / (sy1 - sy0))
  const clock = String(int(random, 0, 23)).padStart(2, '0') + String(int(random, 0, 59)).padStart(2, '0')
  let iy = sy0 + 2
  if (sx1 - sx0 + 1 >= wide(clock) + 2) {
    drawText(canvas, clock, Math.floor((W - wide(clock)) / 2), sy0 + 2, WHITES[0] as RGB, null)
    iy = sy0 + 11
  }
  const cols = W >= 24 ? 4 : 3
  const s = Math.max(2, Math.floor((sx1 - sx0 - 1 - (cols - 1) * 2) / cols))
  const icons = distinctTints(random, HUES, 3)
  const ix0 = sx0 + Math.floor((sx1 - sx0 + 1 - (cols * s + (cols - 1) * 2)) / 2)
  for (let y = iy; y + s < sy1 - s - 3; y += s + 2)
    for (let col = 0; col < cols; col++)
      if (random() < 0.85)
        rect(canvas, ix0 + col * (s + 2), y, ix0 + col * (s + 2) + s - 1, y + s - 1, pick(random, icons))
  const dock = nudge(random, mix(low, WHITE, 0.4))
  rect(canvas, sx0 + 1, sy1 - s - 2, sx1 - 1, sy1 - 1, dock)
  for (let col = 0; col < cols; col++)
    rect(canvas, ix0 + col * (s + 2), sy1 - s - 1, ix0 + col * (s + 2) + s - 1, sy1 - 2, pick(random, icons))
  return finish(canvas, random, ink, 0.3, 0)
}

/** A telephone: a box, a dial telephone or a mobile, a third each. */
const phoneSprite: SpriteGenerator['draw'] = (random) =>
  pick(random, [phoneBox, dialPhone, mobilePhone])(random, tint(random, INKS))

// ---------------------------------------------------------------------------------------------------

interface WasherLook {
  ink: RGB
  body: RGB
  shade: RGB
  rim: RGB
  glass: RGB
  water: RGB
  clothes: RGB[]
  lcd: RGB
  glow: RGB
}

/**
 * One front-loading machine filling the box at (x0, y0), w × h: a control panel (a drawer outline, a
 * programme dial, a display with 5×7 digits or a row of button dots), a porthole door (a rim, a 1-px seal,
 * glass with tumbling clothes, water ordered-dithered below its line unless it is a dryer, a 45° glint), a
 * handle and a kick plate.
 */
function frontLoader(
  canvas: Canvas,
  look: WasherLook,
  random: Random,
  x0: number,
  y0: number,
  w: number,
  h: number,
  dryer: boolean,
) {
  const [x1, y1] = [x0 + w - 1, y0 + h - 1]
  rounded(canvas, x0, y0, x1, y1, w >= 16 ? 1 : 0, look.body)
  line(canvas, x1, y0 + 1, x1, y1 - 1, look.shade)
  const ph = Math.max(2, Math.round(h * 0.18))
  line(canvas, x0 + 1, y0 + ph, x1 - 1, y0 + ph, look.shade)
  if (ph >= 4) {
    const dw = Math.max(3, Math.round(w * 0.28))
    border(canvas, x0 + 1, y0 + 1, x0 + dw, y0 + ph - 2, look.shade)
    const dr = Math.max(1, Math.floor((ph - 2) / 2))
    const [dx, dy] = [x1 - 2 - dr, y0 + Math.floor(ph / 2)]
    if (dr >= 2) {
      circle(canvas, dx, dy, dr, look.rim)
      canvas.set(dx, dy - dr + 1, look.ink)
    } else canvas.set(dx, dy, look.ink)
    const [lx0, lx1] = [x0 + dw + 2, dx - dr - 2]
    const temp = pick(random, ['30', '40', '60', '90', '120', '800', '1400'])
    if (ph >= 10 && lx1 - lx0 + 1 >= wide(temp) + 2) {
      rect(canvas, lx0, y0 + 1, lx1, y0 + ph - 2, look.lcd)
      drawText(
        canvas,
        temp,
        lx1 - wide(temp),
        y0 + Math.max(1, Math.floor((ph - 7) / 2) - 1),
        look.glow,
        null,
      )
    } else for (let x = lx0; x <= lx1; x += 2) canvas.set(x, y0 + Math.floor(ph / 2), look.rim)
  } else canvas.set(x1 - 2, y0 + 1, look.ink)
  // The door.
  const top = y0 + ph + 1
  const r = Math.max(2, Math.floor(Math.min(w - 4, y1 - 2 - top) / 2))
  const cx = x0 + Math.floor((w - 1) / 2)
  const cy = top + Math.floor((y1 - 2 - top) / 2) + 1
  ellipse(canvas, cx, cy, r + 0.4, r + 0.4, solid(look.rim))
  const gr = r >= 6 ? r - 2 : r - 1
  const wet = dryer ? Infinity : cy - Math.round(gr * uniform(random, -0.2, 0.3))
  const blobs = Array.from({ length: gr >= 4 ? int(random, 1, 3) : 1 }, () => ({
    x: cx + uniform(random, -0.5, 0.5) * gr,
    y: cy + uniform(random, 0, 0.55) * gr,
    r: gr * uniform(random, 0.3, 0.5),
    c: pick(random, look.clothes),
  }))
  ellipse(canvas, cx, cy, gr + 0.3, gr + 0.3, (x, y) => {
    const blob = blobs.find((b) => (x - b.x) ** 2 + (y - b.y) ** 2 <= b.r * b.r)
    if (blob) return blob.c
    return y >= wet && bayer(x, y) < 0.5 ? look.water : look.glass
  })
  if (gr >= 3) {
    circle(canvas, cx, cy, gr + 1, look.shade)
    const g = Math.round(gr * 0.55)
    line(canvas, cx - g, cy - 1, cx - 1, cy - g, mix(look.glass, WHITE, 0.6))
  }
  if (cx + r + 2 < x1) rect(canvas, cx + r + 1, cy - 1, cx + r + 2, cy + 1, look.shade)
  line(canvas, x0 + 1, y1, x1 - 1, y1, look.shade)
}

function washerLook(random: Random, clothes: number): WasherLook {
  const body = tint(random, [...WHITES, ...hexes(0xc8ccd0, 0x8a9098)])
  return {
    ink: tint(random, INKS),
    body,
    shade: nudge(random, scale(body, 0.72)),
    rim: tint(random, hexes(0xb0b6be, 0x9aa0a8, 0x5a6068)),
    glass: tint(random, hexes(0x3a4a62, 0x4a5a70, 0x2e3e52)),
    water: tint(random, hexes(0x6a9ac8, 0x78a8d0, 0x5a8ab8)),
    clothes: distinctTints(random, HUES, clothes),
    lcd: tint(random, hexes(0x1e2620, 0x16201e, 0x242424)),
    glow: tint(random, hexes(0x6ae08a, 0xe85a4a, 0x6ac8e8)),
  }
}

/**
 * A launderette: a thin strip of five to eight small machines side by side on a chequered floor, or an
 * opaque scene of one or two rows of them (dryers stacked on washers) against a wall with an
 * ordered-dithered dado and a sign band with a 5×7 word.
 */
function launderette(random: Random): RGBAImage {
  const look = washerLook(random, 1)
  const floor = tint(random, hexes(0x2a2a30, 0x7a4a3a, 0x3a5a7a, 0x6a6a72))
  const w = int(random, 10, 16)
  const h = Math.round(w * uniform(random, 1.1, 1.25))
  const tile = w >= 13 ? 2 : 1
  if (random() < 0.5) {
    const n = int(random, 5, Math.min(8, Math.floor(127 / (w + 1))))
    const W = n * (w + 1) + 1
    const fh = tile * int(random, 2, 3)
    const canvas = begin(W, h + fh + 1, null)
    for (let k = 0; k < n; k++) frontLoader(canvas, look, random, 1 + k * (w + 1), 0, w, h, false)
    for (let y = h; y < h + fh + 1; y++)
      for (let x = 0; x < W; x++)
        canvas.set(x, y, (Math.floor(x / tile) + Math.floor(y / tile)) & 1 ? floor : look.body)
    return trimmed(canvas)
  }
  const rows = random() < 0.5 ? 2 : 1
  const n = int(random, 3, Math.min(7, Math.floor(124 / (w + 1))))
  const W = n * (w + 1) + 3 + int(random, 0, 8)
  const words = ['LAUNDRY', 'WASH', 'SOAP', 'DRY'].filter((t) => wide(t) <= W - 6)
  const text = words.length ? pick(random, words) : ''
  const signH = text ? 11 : 4
  const fh = tile * int(random, 3, 5)
  const gap = int(random, 2, 6)
  const H = signH + gap + rows * (h + 1) + fh
  const canvas = begin(W, H, null)
  const wall = tint(random, hexes(0xd8e4e0, 0xe8dcc0, 0xc8d8e8, 0xe8c8c8, 0xd0e0b8))
  const dado = nudge(random, scale(wall, 0.82))
  const band = tint(random, HUES)
  rect(canvas, 0, 0, W - 1, H - 1, wall)
  const floorY = H - fh
  const dadoY = floorY - Math.round((h + 1) * rows * 0.45)
  dither(
    canvas,
    0,
    dadoY,
    W - 1,
    floorY - 1,
    null,
    dado,
    (_, y) => 0.2 + (0.6 * (y - dadoY)) / (floorY - dadoY),
  )
  rect(canvas, 0, 0, W - 1, signH - 1, band)
  if (text) drawText(canvas, text, Math.floor((W - wide(text)) / 2), 2, look.body, null)
  else scribble(canvas, random, 3, 1, W - 6, look.body, 0.3)
  line(canvas, 0, signH, W - 1, signH, look.ink)
  const x0 = Math.floor((W - n * (w + 1) + 1) / 2)
  for (let row = 0; row < rows; row++)
    for (let k = 0; k < n; k++)
      frontLoader(
        canvas,
        look,
        random,
        x0 + k * (w + 1),
        floorY - (rows - row) * (h + 1),
        w,
        h,
        row < rows - 1,
      )
  for (let y = floorY; y < H; y++)
    for (let x = 0; x < W; x++)
      canvas.set(x, y, (Math.floor(x / tile) + Math.floor(y / tile)) & 1 ? floor : look.body)
  line(canvas, 0, floorY, W - 1, floorY, look.ink)
  return canvas.image()
}

/**
 * A washing machine: a single front-loader (8 to 12 px wide on some draws, else 18 to 62), a dryer
 * stacked on a washer (a tall one), or a launderette (see launderette).
 */
const washerSprite: SpriteGenerator['draw'] = (random) => {
  const kind = pick(random, ['single', 'single', 'stack', 'stack', 'row', 'row'] as const)
  if (kind === 'row') return launderette(random)
  const look = washerLook(random, int(random, 1, 3))
  if (kind === 'stack') {
    const w = int(random, 14, 36)
    const h = Math.round(w * uniform(random, 1.05, 1.2))
    const canvas = begin(w + 2, 2 * h + 3, null)
    frontLoader(canvas, look, random, 1, 1, w, h, true)
    frontLoader(canvas, look, random, 1, h + 2, w, h, false)
    line(canvas, 2, h + 1, w - 1, h + 1, look.shade)
    return finish(canvas, random, look.ink, 0.5, 0)
  }
  const tiny = random() < 0.3
  const w = tiny ? int(random, 8, 12) : int(random, 18, 62)
  const h = tiny ? w + int(random, 0, 2) : Math.round(w * uniform(random, 1.05, 1.25))
  const canvas = begin(w + 2, h + 2, null)
  frontLoader(canvas, look, random, 1, 1, w, h, false)
  return finish(canvas, random, look.ink, tiny ? 0 : 0.6, 0)
}

// ---------------------------------------------------------------------------------------------------

interface TrolleyLook {
  ink: RGB
  metal: RGB
  plastic: RGB
  wheel: RGB
  goods: RGB[]
}

/**
 * One shopping trolley seen from the side, facing right, its basket's back top corner at (xa, yt) and its
 * top `L` px long: a basket of 1-px wires every p by q px inside a sloping outline (the front slanting in
 * at 45° or steeper), a plastic top rail and child-seat flap on some, a handle out at 45° with a plastic
 * grip, goods behind the mesh on some, or a plastic basket with a grid of holes; a back leg, a diagonal
 * strut, a tray of 1-px bars over the base and four castors (two seen). Returns the ground row.
 */
function trolley(
  canvas: Canvas,
  random: Random,
  xa: number,
  yt: number,
  L: number,
  look: TrolleyLook,
  detail: { goods: boolean; plastic: boolean },
): number {
  const bh = Math.max(4, Math.round(L * 0.45))
  const yb = yt + bh
  const fs = Math.round(bh * uniform(random, 0.5, 1))
  const bs = Math.round(bh * 0.12)
  const legH = Math.max(4, Math.round(L * 0.42))
  const cr = L >= 30 ? 2 : 1
  const yg = yb + legH
  const baseY = yg - 2 * cr
  const basket: Point[] = [
    [xa, yt],
    [xa + L, yt],
    [xa + L - fs, yb + 1],
    [xa + bs, yb + 1],
  ]
  const inBasket = (x: number, y: number) => inside(basket, x + 0.5, y + 0.5)
  const p = L >= 40 ? 3 : 2
  const q = L >= 24 ? 3 : 2
  // The undercarriage first: back leg, strut, tray and castors.
  const xr = xa + bs - Math.round(legH * 0.15)
  const xf = xa + L - 1 - Math.round(fs * 0.6)
  line(canvas, xa + bs, yb, xr, baseY, look.metal)
  line(canvas, xa + bs + 1, yb + 1, xf, baseY - 1, look.metal)
  line(canvas, xr, baseY, xf + 1, baseY, look.metal)
  if (legH >= 8) {
    line(canvas, xr + 1, baseY - 2, xf, baseY - 2, look.metal)
    for (let x = xr + 2; x < xf; x += 3) canvas.set(x, baseY - 1, look.metal)
  }
  for (const wx of [xr + 1, xf]) {
    if (cr >= 2) ellipse(canvas, wx, yg - cr, cr + 0.3, cr + 0.3, solid(look.wheel))
    else rect(canvas, wx, yg - 1, wx + 1, yg, look.wheel)
    canvas.set(wx, yg - cr, look.metal)
  }
  // Goods, then the basket.
  if (detail.goods && !detail.plastic)
    for (let x = xa + bs + 1; x < xa + L - fs - 1;) {
      const gw = int(random, 2, Math.max(2, Math.round(L * 0.18)))
      const gh = int(random, 2, Math.max(2, bh - 1))
      const c = pick(random, look.goods)
      for (let y = yb - gh + 1; y <= yb; y++)
        for (let k = 0; k < gw; k++) if (inBasket(x + k, y)) canvas.set(x + k, y, c)
      x += gw + int(random, 0, 2)
    }
  for (let y = yt; y <= yb; y++)
    for (let x = xa; x <= xa + L; x++) {
      if (!inBasket(x, y)) continue
      const onEdge = !inBasket(x - 1, y) || !inBasket(x + 1, y) || !inBasket(x, y - 1) || !inBasket(x, y + 1)
      const onGrid = (x - xa) % p === 0 || (y - yt) % q === 0
      if (detail.plastic) canvas.set(x, y, onEdge || onGrid ? look.plastic : null)
      else if (onEdge || onGrid) canvas.set(x, y, look.metal)
    }
  if (detail.plastic || random() < 0.5) line(canvas, xa, yt, xa + L - 1, yt, look.plastic)
  if (!detail.plastic && bh >= 8 && random() < 0.5)
    rect(canvas, xa + 1, yt + 1, xa + Math.round(L * 0.22), yt + Math.round(bh * 0.4), look.plastic)
  const hb = Math.max(2, Math.round(L * 0.12))
  line(canvas, xa, yt, xa - hb, yt - hb, look.metal)
  rect(canvas, xa - hb - 1, yt - hb - 1, xa - hb, yt - hb + (L >= 30 ? 1 : 0), look.plastic)
  return yg
}

/**
 * A wire shopping basket carried by hand, seen from the side: a tapering body of plastic with a grid of
 * holes (a checker of 1-px holes on the tiny ones, 8 to 13 px) or of 1-px wires, a rim, one handle up as a
 * curved 1-px loop with a plastic grip and the other folded down, goods poking out on some (a loaf at a
 * slant, a bottle, an apple).
 */
function handBasket(random: Random, look: TrolleyLook): RGBAImage {
  const tiny = random() < 0.3
  const W = tiny ? int(random, 9, 13) : int(random, 16, 52)
  const bh = Math.max(5, Math.round(W * uniform(random, 0.45, 0.6)))
  const taper = Math.max(1, Math.round(bh * 0.25))
  const hr = Math.max(3, Math.round(W * 0.3))
  const top = hr + 3
  const canvas = begin(W + 2, top + bh + 2, null)
  const [x0, x1] = [1, W]
  const body: Point[] = [
    [x0, top],
    [x1 + 1, top],
    [x1 + 1 - taper, top + bh + 1],
    [x0 + taper, top + bh + 1],
  ]
  const grid = W >= 30 ? 3 : 2
  if (!tiny && random() < 0.5) {
    // Goods first, so the rim and the near side cover their feet.
    const kind = pick(random, ['loaf', 'bottle', 'apple'] as const)
    const c = pick(random, look.goods)
    const gx = int(random, x0 + 3, x1 - 5)
    if (kind === 'loaf') bar(canvas, gx, top + 2, gx + Math.round(W * 0.3), top - Math.round(W * 0.25), 3, c)
    else if (kind === 'bottle') {
      rect(canvas, gx, top - Math.round(bh * 0.5), gx + 2, top + 2, c)
      rect(canvas, gx + 1, top - Math.round(bh * 0.5) - 3, gx + 1, top - Math.round(bh * 0.5) - 1, c)
    } else ellipse(canvas, gx + 2, top - 1, 2.4, 2.4, solid(c))
  }
  for (let y = top; y <= top + bh; y++)
    for (let x = x0; x <= x1; x++) {
      if (!inside(body, x + 0.5, y + 0.5)) continue
      const edge =
        y === top || y === top + bh || !inside(body, x - 0.5, y + 0.5) || !inside(body, x + 1.5, y + 0.5)
      const hole = tiny ? (x + y) % 2 === 0 : (x - x0) % grid !== 0 && (y - top) % grid !== 0
      canvas.set(x, y, edge || !hole ? look.plastic : null)
    }
  line(canvas, x0, top, x1, top, look.metal)
  // The handles: one up as a half loop with a grip at its top, one folded down along the side.
  const [ha, hb] = [x0 + Math.round(W * 0.18), x1 - Math.round(W * 0.18)]
  const hcx = (ha + hb) / 2
  const rx = (hb - ha) / 2
  paint(canvas, arcPoints(hcx, top - 1, rx, hr, Math.PI, 2 * Math.PI), look.metal)
  const grip = tiny ? 0 : Math.max(1, Math.round(rx * 0.35))
  rect(
    canvas,
    Math.round(hcx) - grip,
    top - 1 - hr,
    Math.round(hcx) + grip,
    top - hr + (tiny ? -1 : 0),
    look.ink,
  )
  if (!tiny) {
    paint(
      canvas,
      arcPoints(hcx, top + 1, rx, Math.max(1, Math.round(bh * 0.3)), 0.15, Math.PI - 0.15),
      look.metal,
    )
  }
  return finish(canvas, random, look.ink, tiny ? 0 : 0.3, 0.5)
}

/**
 * Shopping trolleys: one seen from the side (see trolley) with a basket 22 to 84 px long, mostly
 * transparent; a thin strip of five to twelve nested into one another; or a hand basket (see handBasket).
 */
const trolleySprite: SpriteGenerator['draw'] = (random) => {
  const look: TrolleyLook = {
    ink: tint(random, INKS),
    metal: tint(random, hexes(0x9aa0a8, 0xb0b6be, 0x7a8088, 0xc8ccd0)),
    plastic: tint(random, hexes(0xce2e2c, 0x2660be, 0x2e9250, 0xe87824, 0xf0c432)),
    wheel: tint(random, hexes(0x2a2a30, 0x3a3a40, 0x6a2a2a)),
    goods: distinctTints(random, HUES, int(random, 2, 3)),
  }
  const kind = pick(random, ['one', 'one', 'one', 'row', 'row', 'basket', 'basket'] as const)
  if (kind === 'basket') return handBasket(random, look)
  if (kind === 'one') {
    const L = int(random, 22, 84)
    const hb = Math.max(2, Math.round(L * 0.12))
    const canvas = begin(L + hb + 6, Math.round(L * 1.05) + hb + 8, null)
    const detail = { goods: random() < 0.45, plastic: random() < 0.25 }
    trolley(canvas, random, hb + 3, hb + 3, L, look, detail)
    return finish(canvas, random, look.ink, 0, 0.5)
  }
  const L = int(random, 12, 20)
  const n = int(random, 5, 12)
  const hb = Math.max(2, Math.round(L * 0.12))
  const step = Math.max(3, Math.round(L * uniform(random, 0.22, 0.32)))
  const canvas = begin(Math.min(128, L + hb + 4 + (n - 1) * step), Math.round(L * 1.05) + hb + 6, null)
  const detail = { goods: false, plastic: random() < 0.3 }
  for (let k = 0; k < n; k++) trolley(canvas, random, hb + 2 + k * step, hb + 2, L, look, detail)
  return finish(canvas, random, look.ink, 0, 0.5)
}

// ---------------------------------------------------------------------------------------------------

/** Slopes of stairs as [run, rise] per step unit: 45°, about 27°, about 34° and about 31°. */
const SLOPES: Point[] = [
  [1, 1],
  [2, 1],
  [3, 2],
  [5, 3],
]

/**
 * An escalator seen from the side: a clad truss with 1-px panel seams under a flat landing at each end and
 * an incline between them (45° or shallower), the steps' side profile with a yellow nosing line on each
 * tread, an ordered-dithered glass balustrade above, a handrail along its top turning down round each end
 * in a curved 1-px loop, comb plates, and riders on some; transparent round it, about 25 to 125 px long.
 */
function escalator(random: Random, ink: RGB): RGBAImage {
  const [run, rise] = pick(random, SLOPES)
  const k = run === 1 ? int(random, 2, 3) : 1
  const [tw, th] = [run * k, rise * k]
  const G = int(random, 5, 14)
  const T = int(random, 3, 10)
  const land = int(random, 5, 14)
  const steps = Math.max(
    3,
    Math.min(Math.floor((124 - 2 * land - 2 * G) / tw), Math.floor((120 - G - T - 4) / th)),
  )
  const n = int(random, Math.min(3, steps), steps)
  const incl = n * tw
  const climb = n * th
  const margin = Math.ceil(G / 2) + 2
  const W = 2 * margin + 2 * land + incl
  const H = climb + G + T + 5
  const canvas = begin(W, H, null)
  const clad = tint(random, hexes(0xa8aeb6, 0xc8ccd0, 0x5a6470, 0xd8d0c0, 0x6a7a8a))
  const seam = nudge(random, scale(clad, 0.76))
  const metal = tint(random, hexes(0x8a9098, 0x7a8088, 0x9aa0a8))
  const nose = tint(random, hexes(0xf0c432, 0xe8d040))
  const glass = tint(random, hexes(0xb8d8e4, 0xc8e0e8, 0xa8ccd8))
  const sheen = nudge(random, mix(glass, WHITE, 0.55))
  const rail = pick(random, [ink, tint(random, hexes(0x2a2a30, 0x8a2a2a, 0x2a3a6a))])
  const xl = margin + land
  const xh = xl + incl
  const yLow = H - T - 3
  const yHigh = yLow - climb
  // The deck line under the steps and the stepped top of the steps.
  const deck = (x: number) => (x < xl ? yLow : x >= xh ? yHigh : Math.round(yLow - ((x - xl) * climb) / incl))
  const tread = (x: number) => (x < xl ? yLow : x >= xh ? yHigh : yLow - th * (Math.floor((x - xl) / tw) + 1))
  const [x0, x1] = [margin, W - margin - 1]
  // Glass first, then steps, cladding and rail over it.
  for (let x = x0; x <= x1; x++)
    dither(canvas, x, deck(x) - G, x, deck(x) - 1, glass, sheen, (px, py) => ((px + py) % 11 < 3 ? 0.8 : 0.1))
  for (const [cx, from, to] of [
    [x0, Math.PI / 2, (3 * Math.PI) / 2],
    [x1, -Math.PI / 2, Math.PI / 2],
  ] as [number, number, number][]) {
    const cy = deck(cx) - G / 2
    ellipse(canvas, cx, cy, G / 2, G / 2, (x) => ((cx === x0 ? x <= cx : x >= cx) ? glass : null))
    paint(canvas, arcPoints(cx, cy, G / 2 + 0.5, G / 2 + 0.5, from, to), rail)
  }
  for (let x = x0; x <= x1; x++) {
    for (let y = tread(x); y <= deck(x); y++) canvas.set(x, y, metal)
    if (x >= xl && x < xh) canvas.set(x, tread(x), nose)
    for (let y = deck(x) + 1; y <= deck(x) + T; y++) canvas.set(x, y, clad)
    canvas.set(x, deck(x) + T, seam)
    if ((x - x0) % 12 === 11) for (let y = deck(x) + 1; y < deck(x) + T; y++) canvas.set(x, y, seam)
    canvas.set(x, deck(x) - G - 1, rail)
    if (G >= 9) canvas.set(x, deck(x) - G - 2, rail)
  }
  // Comb plates at the landings, then riders on some.
  rect(canvas, x0 + 1, yLow, xl - 1, yLow, ink)
  rect(canvas, xh + 1, yHigh, x1 - 1, yHigh, ink)
  if (random() < 0.5 && G >= 7) {
    const coats = distinctTints(random, HUES, 2)
    const skin = tint(random, hexes(0xf0c8a0, 0xc89068, 0x8a5a3a))
    for (let r = int(random, 1, 3); r > 0; r--) {
      const px = int(random, xl + tw, xh - tw)
      const py = tread(px) - 1
      const tall = G - 2
      rect(canvas, px, py - tall + 3, px + 1, py, pick(random, coats))
      rect(canvas, px, py - tall + 1, px + 1, py - tall + 2, skin)
    }
  }
  return finish(canvas, random, ink, 0, 0.5)
}

/**
 * A flight of stairs inside a house, seen from the side: a wall with the banister's ordered-dithered
 * shadow on it and framed pictures stepping up beside the flight, steps at 45° or a shallower slant with
 * lit treads and shaded risers over a string board, a handrail and 1-px balusters, a newel post with a cap,
 * a cupboard door under the stairs and floorboards; opaque, 40 to 128 px wide.
 */
function stairFlight(random: Random, ink: RGB): RGBAImage {
  const [run, rise] = pick(random, SLOPES)
  const k = Math.max(1, Math.ceil(3 / run), int(random, 1, 3))
  const [tw, th] = [run * k, rise * k]
  const W = int(random, 40, 128)
  const H = Math.max(32, Math.min(128, Math.round(W * uniform(random, 0.6, 0.95))))
  const wall = tint(random, hexes(0xe8dcc0, 0xd8e4e0, 0xc8b8d8, 0xe8c8b0, 0xb8c8a8))
  const shadow = nudge(random, scale(wall, 0.8))
  const wood = tint(random, hexes(0x8a5a30, 0x6a4a2e, 0xa87a4a))
  const lit = nudge(random, mix(wood, WHITE, 0.3))
  const dark = nudge(random, scale(wood, 0.62))
  const spindle = tint(random, [...WHITES, wood])
  const floorC = nudge(random, scale(wood, 0.8))
  const canvas = begin(W, H, wall)
  const floorY = H - int(random, 3, 6)
  const x0 = int(random, Math.round(W * 0.12), Math.round(W * 0.3))
  const topY = int(random, Math.round(H * 0.15), Math.round(H * 0.3))
  const n = Math.max(2, Math.min(Math.floor((W - x0) / tw), Math.floor((floorY - topY) / th)))
  const tread = (x: number) => (x < x0 ? floorY : floorY - th * Math.min(n, Math.floor((x - x0) / tw) + 1))
  const railH = Math.max(6, Math.round(H * 0.2))
  const nose = (x: number) => floorY - ((x - x0) * th) / tw - th
  // The wall: pictures, and the banister's shadow a few pixels up and back.
  const frameC = tint(random, hexes(0x2a2a30, 0xc8a040, 0x6a4a2e))
  const picture = tint(random, HUES)
  for (let p = int(random, 0, 3); p > 0; p--) {
    const px = int(random, x0, W - 10)
    const pw = int(random, 6, 12)
    const ph = int(random, 5, 10)
    const py = Math.round(nose(px) - railH - ph - int(random, 3, 8))
    if (py < 1) continue
    rect(canvas, px, py, px + pw - 1, py + ph - 1, frameC)
    rect(canvas, px + 1, py + 1, px + pw - 2, py + ph - 2, picture)
  }
  const drop = int(random, 3, 6)
  for (let x = 0; x < W; x++) {
    const y0 = Math.round(nose(x + drop) - railH - 1)
    if (x < x0 - 3) continue
    dither(canvas, x, y0, x, Math.min(tread(x) - 1, y0 + railH - 1), null, shadow, () => 0.5)
  }
  // The steps and the string board, the cupboard under them, the floor.
  for (let x = 0; x < W; x++)
    for (let y = tread(x); y < floorY; y++) {
      const stepTop = y === tread(x)
      const riser = x >= x0 && (x - x0) % tw === 0 && x - x0 < n * tw
      canvas.set(x, y, stepTop ? lit : riser ? dark : wood)
    }
  for (let x = x0; x < W; x++) {
    const sy = Math.round(nose(x) + th + Math.max(3, th + 1))
    if (sy < floorY) canvas.set(x, sy, dark)
  }
  const cw = Math.round((W - x0) * 0.3)
  const cx = x0 + Math.round((W - x0) * 0.55)
  const cTop = Math.round(nose(cx + cw) + th + 6)
  if (cw >= 5 && floorY - cTop >= 8) {
    border(canvas, cx, cTop, cx + cw, floorY - 1, dark)
    canvas.set(cx + 2, Math.round((cTop + floorY) / 2), ink)
  }
  for (let y = floorY; y < H; y++) for (let x = 0; x < W; x++) canvas.set(x, y, y === floorY ? dark : floorC)
  for (let y = floorY + 2; y < H; y += 2)
    for (let x = int(random, 0, 9); x < W; x += int(random, 8, 16)) canvas.set(x, y, dark)
  // Balusters from every tread, the rail over them, the newel post.
  const every = tw >= 4 ? Math.floor(tw / 2) : tw
  for (let x = x0 + 1; x < x0 + n * tw; x += every) {
    const top = Math.round(nose(x) - railH)
    for (let y = top; y < tread(x); y++) canvas.set(x, y, spindle)
  }
  for (let x = x0 - 1; x < W; x++) {
    if (x >= x0 + n * tw) break
    const y = Math.round(nose(x) - railH)
    canvas.set(x, y, dark)
    canvas.set(x, y - 1, wood)
  }
  const postTop = Math.round(nose(x0) - railH - 3)
  rect(canvas, x0 - 3, postTop, x0 - 1, floorY - 1, wood)
  line(canvas, x0 - 1, postTop, x0 - 1, floorY - 1, dark)
  rect(canvas, x0 - 4, postTop - 1, x0, postTop, dark)
  return finish(canvas, random, ink, 0, 0.5)
}

/**
 * A spiral staircase from above: wedge-shaped treads fanned round a central pole, each a step darker as
 * the flight winds down, their nosings 1-px lines at every angle; a square landing of checker plate over
 * one quarter, a handrail as a 1-px circle with a baluster dot at each tread; transparent outside the
 * circle, about 21 to 109 px across.
 */
function spiralStair(random: Random, ink: RGB): RGBAImage {
  const R = int(random, 10, 54)
  const n = int(random, 10, 18)
  const canvas = begin(2 * R + 3, 2 * R + 3, null)
  const c = R + 1
  const base = tint(random, hexes(0xa8aeb6, 0x8a5a30, 0xc8c0b0, 0x4a5a6a, 0xb86a3a))
  const shades = int(random, 3, 5)
  const tones = Array.from({ length: shades }, (_, i) =>
    nudge(random, mix(base, i ? scale(base, 0.35) : WHITE, i ? i / shades : 0.2)),
  )
  const rail = tint(random, [ink, ...hexes(0x8a2a2a, 0xc8a040, 0x2a3a6a)])
  const plate = tint(random, hexes(0x9aa0a8, 0xb0b6be))
  const stud = nudge(random, scale(plate, 0.7))
  const phase = (int(random, 0, 3) * Math.PI) / 2
  const wedge = (1.5 * Math.PI) / n
  for (let y = 0; y < canvas.height; y++)
    for (let x = 0; x < canvas.width; x++) {
      const [dx, dy] = [x - c, y - c]
      const a = (Math.atan2(dy, dx) - phase + 4 * Math.PI) % (2 * Math.PI)
      if (a >= 1.5 * Math.PI) {
        // The landing: a square quarter of plate studded with raised dashes.
        if (Math.abs(dx) <= R && Math.abs(dy) <= R)
          canvas.set(x, y, (x + 2 * y) % 4 === 0 && (x + y) % 2 === 0 ? stud : plate)
        continue
      }
      if (dx * dx + dy * dy > R * R) continue
      canvas.set(x, y, tones[Math.min(shades - 1, Math.floor((a / wedge) * (shades / n)))] as RGB)
    }
  for (let i = 0; i <= n; i++) {
    const a = phase + i * wedge
    line(canvas, c, c, c + Math.round(R * Math.cos(a)), c + Math.round(R * Math.sin(a)), ink)
  }
  circle(canvas, c, c, R, rail, (x, y) => {
    const a = (Math.atan2(y - c, x - c) - phase + 4 * Math.PI) % (2 * Math.PI)
    return a < 1.5 * Math.PI
  })
  if (R >= 14)
    for (let i = 0; i < n; i++) {
      const a = phase + (i + 0.5) * wedge
      canvas.set(c + Math.round((R - 2) * Math.cos(a)), c + Math.round((R - 2) * Math.sin(a)), rail)
    }
  const pole = Math.max(1.2, R * 0.14)
  ellipse(canvas, c, c, pole, pole, solid(rail))
  if (pole >= 3) canvas.set(c - 1, c - 1, tones[0] as RGB)
  return trimmed(canvas)
}

/**
 * A stairwell cut open from the side: floors joined by flights that switch back at a half landing, each
 * flight's treads lit over a concrete slab with a 1-px underside, a 1-px handrail at the flight's own
 * slant with a baluster every third pixel, a window over each half landing and a painted floor number in
 * 5×7 digits under it; the wall ordered-dithered darker towards each floor; opaque, 24 to 48 px wide and
 * 64 to 128 tall (a tall one).
 */
function stairwell(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 24, 48)
  const total = int(random, 64, 125)
  const floors = Math.max(2, Math.min(int(random, 2, 4), Math.floor(total / 30)))
  const FH = Math.floor(total / floors)
  const H = floors * FH + 3
  const wall = tint(random, hexes(0xe0dcd0, 0xd0dce0, 0xe8e0c8, 0xc8d0c0))
  const dim = nudge(random, scale(wall, 0.84))
  const slab = tint(random, hexes(0x9a9890, 0xa8a49c, 0x8a8e92))
  const edge = nudge(random, scale(slab, 0.7))
  const tread = nudge(random, mix(slab, WHITE, 0.35))
  const railC = tint(random, hexes(0x2e9250, 0xce2e2c, 0x2660be, 0xe87824, 0x3a3a40))
  const glass = tint(random, hexes(0xa8c8e0, 0xb8d8ec))
  const canvas = begin(W, H, wall)
  const land = Math.max(6, Math.round(W * 0.18))
  const span = W - 2 * land
  const half = Math.floor(FH / 2)
  const th = int(random, 2, 3)
  const nSteps = Math.max(2, Math.round(half / th))
  const climb = nSteps * th
  const flight = (ya: number, rightward: boolean) => {
    for (let k = 0; k < span; k++) {
      const x = rightward ? land + k : W - 1 - land - k
      const i = Math.floor((k * nSteps) / span)
      const top = ya - (i + 1) * th + 1
      const under = Math.round(ya - (k * climb) / span) + 2
      for (let y = top; y <= under; y++) canvas.set(x, y, y === top ? tread : y === under ? edge : slab)
      const railY = Math.round(ya - (k * climb) / span) - th - 6
      canvas.set(x, railY, railC)
      if (k % 3 === 1) for (let y = railY + 1; y < top; y++) canvas.set(x, y, railC)
    }
  }
  for (let f = 0; f < floors; f++) {
    const yFloor = H - 1 - f * FH
    const third = Math.max(2, Math.round(FH / 3))
    dither(
      canvas,
      0,
      yFloor - third,
      W - 1,
      yFloor - 3,
      null,
      dim,
      (_, y) => (0.6 * (y - (yFloor - third))) / third,
    )
    // The floor's landing on the left (the whole width at the bottom), the half landing on the right.
    rect(canvas, 0, yFloor - 2, f === 0 ? W - 1 : land - 1, yFloor, slab)
    line(canvas, 0, yFloor - 2, f === 0 ? W - 1 : land - 1, yFloor - 2, tread)
    const yHalf = yFloor - 2 - climb
    rect(canvas, W - land, yHalf, W - 1, yHalf + 2, slab)
    line(canvas, W - land, yHalf, W - 1, yHalf, tread)
    flight(yFloor - 3, true)
    flight(yHalf - 1, false)
    // A window over the half landing and the floor's number under it.
    const wy1 = yHalf - 3
    const wy0 = Math.max(2, wy1 - Math.min(12, climb - 6))
    if (wy1 - wy0 >= 4) {
      rect(canvas, W - land + 1, wy0, W - 2, wy1, glass)
      border(canvas, W - land + 1, wy0, W - 2, wy1, ink)
      line(canvas, W - land + Math.floor(land / 2), wy0, W - land + Math.floor(land / 2), wy1, ink)
    }
    if (yFloor - 3 - (yHalf + 3) >= 8) drawText(canvas, String(f), W - land + 1, yFloor - 11, railC, null)
  }
  rect(canvas, 0, 0, W - 1, 1, slab)
  return canvas.image()
}

/** Stairs: an escalator, a flight of stairs, a spiral staircase from above, or a stairwell. */
const stairsSprite: SpriteGenerator['draw'] = (random) =>
  pick(random, [escalator, escalator, stairFlight, stairFlight, spiralStair, spiralStair, stairwell])(
    random,
    tint(random, INKS),
  )

// ---------------------------------------------------------------------------------------------------

/** Coin metals: gold, silver, copper, brass, nickel. */
const METALS = hexes(0xd8b040, 0xc4c8cc, 0xc07838, 0xc8a850, 0xa8b0a8)

/**
 * A banknote: paper in a pale tint with a 1-px border and an inner frame, guilloche bands of two crossing
 * 1-px sine waves along the top and bottom, the value in 5×7 digits in two corners (one on low notes), a
 * portrait in an oval (head and shoulders ordered-dithered (2×2) from light to dark across), a rosette
 * drawn as a curved 1-px petal line round the value or a ring on the other side, a panel of 45° hatching,
 * a dashed security thread, and a serial number (5×7 letters and digits on the wider notes, 1-px "text"
 * on the others); opaque, 48 to 128 px wide.
 */
function banknote(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 48, 128)
  const H = Math.max(22, Math.round(W * uniform(random, 0.42, 0.52)))
  const paper = tint(random, hexes(0xc8dcb8, 0xc0d0e4, 0xe8c8d0, 0xd8c8e8, 0xe8d8b0, 0xb8d8d0))
  const inkC = nudge(random, scale(paper, 0.42))
  const mid = nudge(random, mix(paper, inkC, 0.45))
  const pale = nudge(random, mix(paper, WHITE, 0.6))
  const accent = tint(random, HUES)
  const canvas = begin(W, H, paper)
  border(canvas, 0, 0, W - 1, H - 1, ink)
  border(canvas, 2, 2, W - 3, H - 3, mid)
  const band = H >= 30 ? 5 : 4
  const period = int(random, 6, 10)
  for (const yc of [2 + band / 2, H - 3 - band / 2])
    for (const phase of [0, Math.PI])
      paint(
        canvas,
        along(
          (t) => [
            3 + t * (W - 7),
            yc + ((band - 2) / 2) * Math.sin((2 * Math.PI * t * (W - 7)) / period + phase),
          ],
          W,
        ),
        mid,
      )
  const value = pick(random, ['5', '10', '20', '50', '100', '500'])
  const portraitLeft = random() < 0.5
  const inner = 3 + band
  drawText(canvas, value, portraitLeft ? W - 5 - wide(value) : 5, inner + 1, inkC, null)
  if (H - inner - 8 >= inner + 9)
    drawText(canvas, value, portraitLeft ? W - 5 - wide(value) : 5, H - inner - 8, inkC, null)
  // The portrait.
  const ry = (H - 2 * inner - 3) / 2
  const rx = ry * 0.75
  const ox = portraitLeft ? 5 + rx + 2 : W - 6 - rx - 2
  const oy = H / 2 - 0.5
  ellipse(canvas, ox, oy, rx, ry, solid(pale))
  const shade = (x: number, base: number) => base + (0.5 * (x - (ox - rx))) / (2 * rx)
  ellipse(canvas, ox, oy + ry * 0.95, rx * 0.9, ry * 0.5, (x, y) =>
    ((x - ox) / rx) ** 2 + ((y - oy) / ry) ** 2 <= 1 ? (bayer(x, y) < shade(x, 0.35) ? inkC : mid) : null,
  )
  ellipse(canvas, ox, oy - ry * 0.12, rx * 0.48, ry * 0.5, (x, y) =>
    bayer(x, y) < shade(x, 0.05) ? inkC : mid,
  )
  ring(canvas, ox, oy, rx + 0.4, ry + 0.4, 1, inkC)
  // The rosette in the middle of the free side.
  const free0 = portraitLeft ? ox + rx + 3 : 5 + wide(value) + 3
  const free1 = portraitLeft ? W - 6 - wide(value) - 3 : ox - rx - 3
  const rr = Math.min((free1 - free0) / 2, ry) - 1
  const rcx = Math.round((free0 + free1) / 2)
  const rcy = Math.round(oy)
  if (rr >= 5) {
    const petals = int(random, 5, 9)
    paint(
      canvas,
      along(
        (t) => {
          const a = 2 * Math.PI * t
          const r = rr * (0.72 + 0.28 * Math.cos(petals * a))
          return [rcx + r * Math.cos(a), rcy + r * Math.sin(a)]
        },
        2 * Math.PI * rr * 1.4,
      ),
      mid,
    )
    if (rr >= 9 && wide(value) <= rr * 1.1)
      drawText(canvas, value, rcx - Math.floor(wide(value) / 2), rcy - 3, accent, null)
    else circle(canvas, rcx, rcy, Math.max(1, Math.round(rr * 0.35)), accent)
  }
  // A hatched panel, the thread and the serial number.
  const hx0 = Math.round(free0)
  const hx1 = Math.round(free1)
  const hy0 = H - inner - 5
  if (hx1 - hx0 >= 8)
    for (let y = hy0; y <= H - inner - 2; y++)
      for (let x = hx0; x <= hx1; x++) if ((x + y) % 3 === 0) canvas.set(x, y, mid)
  const tx = portraitLeft ? Math.round(ox + rx + 2) : Math.round(ox - rx - 3)
  for (let y = 1; y < H - 1; y++) if (y % 4 < 2) rect(canvas, tx, y, tx + 1, y, y % 8 < 4 ? accent : inkC)
  const serial = word(random, LETTERS, 2) + String(int(random, 1000, 9999))
  const sx = portraitLeft ? Math.round(ox + rx + 5) : 5
  if (W >= 96 && H >= 44) drawText(canvas, serial, sx, inner + 1, accent, null)
  else
    scribble(
      canvas,
      random,
      portraitLeft ? W - 7 - wide(value) - 14 : 5 + wide(value) + 3,
      inner + 2,
      12,
      accent,
      0.25,
    )
  return canvas.image()
}

/**
 * A coin: a metal disc lit round its upper left and shaded round its lower right, a 1-px inner rim, a ring
 * of beads on the bigger ones, the value in 5×7 digits (a 1-px mark when it does not fit), an inner disc
 * of another metal on some (bimetallic), seen tilted with a reeded edge on some; transparent round it;
 * 8 to 12 px on some draws (a tiny one), else 14 to 44.
 */
function coin(random: Random, ink: RGB): RGBAImage {
  const [metal, other] = distinctTints(random, METALS, 2) as [RGB, RGB]
  const tiny = random() < 0.35
  const D = tiny ? int(random, 8, 12) : int(random, 14, 44)
  const tilt = !tiny && random() < 0.3 ? uniform(random, 0.45, 0.7) : 1
  const edge = tilt < 1 ? Math.max(2, Math.round(D * 0.08)) : 0
  const r = (D - 1) / 2
  const ry = r * tilt
  const canvas = begin(D + 2, Math.round(2 * ry) + edge + 3, null)
  const [cx, cy] = [r + 1, ry + 1]
  const lit = nudge(random, mix(metal, WHITE, 0.45))
  const dark = nudge(random, scale(metal, 0.6))
  for (let k = edge; k >= 1; k--)
    ellipse(canvas, cx, cy + k, r + 0.3, ry + 0.3, (x) => (x % 2 ? dark : metal))
  ellipse(canvas, cx, cy, r + 0.3, ry + 0.3, (x, y) => {
    const [u, v] = [(x - cx) / r, (y - cy) / Math.max(0.5, ry)]
    const d = Math.hypot(u, v)
    if (d > 1 - 1.6 / r) return u + v < -0.3 ? lit : u + v > 0.3 ? dark : metal
    return metal
  })
  if (tiny) {
    canvas.set(Math.round(cx - r * 0.4), Math.round(cy - ry * 0.4), lit)
    canvas.set(Math.round(cx), Math.round(cy), dark)
    return finish(canvas, random, ink, 0.5, 0)
  }
  paint(canvas, arcPoints(cx, cy, r - 2, ry - 2 * tilt, 0, 2 * Math.PI), dark)
  const face = tilt === 1 && random() < 0.35 ? other : metal
  if (face !== metal) ellipse(canvas, cx, cy, r * 0.6, ry * 0.6, solid(face))
  if (D >= 24)
    for (let k = 0; k < 36; k += 2) {
      const a = (k * Math.PI) / 18
      canvas.set(Math.round(cx + (r - 4) * Math.cos(a)), Math.round(cy + (ry - 4 * tilt) * Math.sin(a)), dark)
    }
  const value = pick(random, ['1', '2', '5', '10', '20', '50'])
  if (2 * ry * 0.75 >= 9 && r * 1.3 >= wide(value) + 2)
    drawText(
      canvas,
      value,
      Math.round(cx - wide(value) / 2),
      Math.round(cy - 3.5),
      face === metal ? dark : ink,
      null,
    )
  else
    line(canvas, Math.round(cx - r * 0.25), Math.round(cy), Math.round(cx + r * 0.25), Math.round(cy), dark)
  return finish(canvas, random, ink, 0.4, 0)
}

/**
 * Stacks of coins seen from the side: one to three columns, each coin a 2- or 3-px band with a separating
 * dark line, reeded with a dark dot every other pixel, lit down the left and shaded down the right, some
 * set a pixel off; the top coin's face an ellipse with a 1-px rim; a single column is a tall one (up to
 * 120 px).
 */
function coinStack(random: Random, ink: RGB): RGBAImage {
  const metal = tint(random, METALS)
  const lit = nudge(random, mix(metal, WHITE, 0.45))
  const dark = nudge(random, scale(metal, 0.6))
  const cw = int(random, 9, 24)
  const th = int(random, 2, 3)
  const columns = random() < 0.55 ? 1 : int(random, 2, 3)
  const capH = Math.max(2, Math.round(cw * 0.22))
  const counts = Array.from({ length: columns }, () =>
    int(random, columns === 1 ? 14 : 5, Math.floor(110 / th)),
  )
  const H = Math.max(...counts) * th + 2 * capH + 4
  const W = columns * (cw + 2) + 2
  const canvas = begin(W, H, null)
  const base = H - 2
  counts.forEach((count, col) => {
    const x0 = 1 + col * (cw + 2)
    let shift = 0
    for (let j = 0; j < count; j++) {
      if (random() < 0.15) shift = shift === 0 ? pick(random, [-1, 1]) : 0
      const y0 = base - (j + 1) * th + 1
      for (let y = y0; y < y0 + th; y++)
        for (let x = x0 + shift; x < x0 + shift + cw; x++) {
          const first = x === x0 + shift
          const last = x === x0 + shift + cw - 1
          const c =
            y === y0 ? dark : first ? lit : last ? dark : (x + y) % 2 === 0 && y === y0 + 1 ? dark : metal
          canvas.set(x, y, c)
        }
    }
    const topY = base - count * th + 1
    const cx = x0 + shift + (cw - 1) / 2
    ellipse(canvas, cx, topY, (cw - 1) / 2, capH, solid(metal))
    paint(canvas, arcPoints(cx, topY, (cw - 1) / 2, capH, Math.PI, 2 * Math.PI), lit)
    if (cw >= 14)
      paint(canvas, arcPoints(cx, topY, (cw - 1) / 2 - 2, Math.max(1, capH - 1), 0, 2 * Math.PI), dark)
  })
  return finish(canvas, random, ink, 0.35, 0.5)
}

/** Money: a banknote, a coin or stacks of coins. */
const moneySprite: SpriteGenerator['draw'] = (random) =>
  pick(random, [banknote, banknote, coin, coin, coin, coinStack, coinStack])(random, tint(random, INKS))

// ---------------------------------------------------------------------------------------------------

interface SkateLook {
  ink: RGB
  deck: RGB
  ply: RGB
  metal: RGB
  wheel: RGB
  art: RGB[]
}

/**
 * A skateboard deck from above or below: rounded ends with a 1-px ply edge. From above, grip tape
 * ordered-dithered (2×2) with a lighter grit, a 45° stripe cut out of it on some, and two sets of four truck
 * bolts; from below, a graphic (a 5×7 word, a band of 45° stripes or a checker near one end), the trucks'
 * baseplates and hangers with the wheels showing past the edge; 48 to 124 px long and a quarter as wide
 * (a thin strip), stood upright on some (a tall one).
 */
function deckFlat(random: Random, look: SkateLook): RGBAImage {
  const L = int(random, 48, 124)
  const w = Math.max(11, Math.round(L * uniform(random, 0.22, 0.3)))
  const below = random() < 0.5
  const out = below ? 2 : 0
  const canvas = begin(L + 2, w + 2 + 2 * out, null)
  const [x0, x1, y0, y1] = [1, L, 1 + out, w + out]
  const r = Math.floor(w / 2)
  const trucks = [x0 + Math.round(L * 0.2), x1 - Math.round(L * 0.2)]
  const ym = Math.round((y0 + y1) / 2)
  if (below)
    for (const tx of trucks) {
      rect(canvas, tx - 2, y0 - 2, tx + 2, y0 - 1, look.wheel)
      rect(canvas, tx - 2, y1 + 1, tx + 2, y1 + 2, look.wheel)
    }
  rounded(canvas, x0, y0, x1, y1, r, look.ply)
  rounded(canvas, x0 + 1, y0 + 1, x1 - 1, y1 - 1, r - 1, look.deck)
  if (!below) {
    const grit = nudge(random, mix(look.ink, WHITE, 0.3))
    const cut = random() < 0.4
    const [cx0, cw] = [int(random, x0 + r, x1 - r - 8), int(random, 3, 6)]
    for (let y = y0 + 1; y < y1; y++)
      for (let x = x0 + 1; x < x1; x++) {
        if (!isColour(canvas, x, y, look.deck)) continue
        const band = cut && (((x - y - cx0) % 24) + 24) % 24 < cw && x > cx0 - w && x < cx0 + 2 * w
        if (!band) canvas.set(x, y, bayer(x, y) < 0.25 ? grit : look.ink)
      }
    for (const tx of trucks)
      for (const [dx, dy] of [
        [-1, -2],
        [1, -2],
        [-1, 2],
        [1, 2],
      ] as Point[])
        canvas.set(tx + dx * Math.max(1, Math.round(L / 50)), ym + dy, look.metal)
  } else {
    const [a, b] = look.art as [RGB, RGB]
    const style = pick(random, ['stripes', 'checker', 'word'] as const)
    const ex0 = x0 + Math.round(L * (style === 'word' ? 0.33 : 0.06))
    const ex1 = x0 + Math.round(L * (style === 'word' ? 0.67 : 0.3))
    if (style !== 'word')
      for (let y = y0 + 1; y < y1; y++)
        for (let x = ex0; x <= ex1; x++) {
          if (!isColour(canvas, x, y, look.deck)) continue
          const on = style === 'stripes' ? (x + y) % 4 < 2 : (Math.floor(x / 2) + Math.floor(y / 2)) % 2 === 0
          if (on) canvas.set(x, y, a)
        }
    const n = Math.min(6, Math.floor((L * 0.4) / 6))
    if (w >= 11 && n >= 2) {
      const text = word(random, LETTERS, int(random, 2, n))
      drawText(canvas, text, x0 + Math.round((L - wide(text)) / 2), ym - 3, b, null)
    }
    for (const tx of trucks) {
      rect(canvas, tx - 2, ym - 2, tx + 2, ym + 2, look.metal)
      line(canvas, tx, y0 - 1, tx, y1 + 1, look.metal)
      canvas.set(tx, ym, look.ink)
    }
  }
  const image = finish(canvas, random, look.ink, 0, 0.5)
  if (random() < 0.3) {
    const upright = begin(image.width, image.height, null)
    upright.data.set(image.data)
    return rotated(upright).image()
  }
  return image
}

/**
 * A skateboard from the side: a two-tone deck with kicktails curving up at both ends (curved 1-px rows), or
 * a flat longboard, baseplates and trucks, and one wheel per truck with a hub; transparent, a thin strip
 * 40 to 110 px long and 12 to 19 high.
 */
function deckSide(random: Random, look: SkateLook): RGBAImage {
  const L = int(random, 40, 110)
  const longboard = random() < 0.3
  const lift = longboard ? 0 : Math.max(2, Math.round(L * uniform(random, 0.04, 0.07)))
  const tail = Math.round(L * 0.13)
  const wr = longboard ? int(random, 2, 3) : int(random, 1, 2)
  const H = lift + 2 + 3 + 2 * wr + 3
  const canvas = begin(L + 2, H, null)
  const yd = lift + 1
  const [x0, x1] = [1, L]
  const top = look.ink
  for (const [dy, c] of [
    [0, top],
    [1, look.ply],
  ] as [number, RGB][]) {
    line(canvas, x0 + tail, yd + dy, x1 - tail, yd + dy, c)
    if (lift) {
      paint(canvas, curvePoints([x0 + tail, yd + dy], [x0 + tail * 0.35, yd + dy], [x0, yd + dy - lift]), c)
      paint(canvas, curvePoints([x1 - tail, yd + dy], [x1 - tail * 0.35, yd + dy], [x1, yd + dy - lift]), c)
    } else line(canvas, x0, yd + dy, x1, yd + dy, c)
  }
  for (const tx of [x0 + Math.round(L * 0.2), x1 - Math.round(L * 0.2)]) {
    line(canvas, tx - 2, yd + 2, tx + 2, yd + 2, look.metal)
    line(canvas, tx - 1, yd + 3, tx + 1, yd + 3, look.metal)
    canvas.set(tx, yd + 4, look.metal)
    ellipse(canvas, tx, yd + 4 + wr, wr + 0.3, wr + 0.3, solid(look.wheel))
    canvas.set(tx, yd + 4 + wr, look.metal)
  }
  return finish(canvas, random, look.ink, 0, 0.5)
}

/**
 * A quad roller skate from the side: a boot with a high shaft and a round toe cap, a stripe round it,
 * laces crossing at 45° up the front, a dark sole plate, trucks, two bright wheels with hubs and a rubber
 * toe stop; transparent round it; 9 to 13 px (a boot on two wheels) on some draws, else 18 to 52 long.
 */
function rollerSkate(random: Random, look: SkateLook): RGBAImage {
  const boot = tint(random, [...WHITES, ...hexes(0xe26492, 0xce2e2c, 0x2a2a30, 0x2660be)])
  const shade = nudge(random, bright(boot) > 100 ? scale(boot, 0.78) : mix(boot, WHITE, 0.25))
  const [stripe, wheelC] = look.art as [RGB, RGB]
  if (random() < 0.3) {
    const S = int(random, 9, 13)
    const canvas = begin(S, S, null)
    const hb = S - 5
    rect(canvas, 1, 0, Math.round(S * 0.45), hb, boot)
    rect(canvas, 1, hb - 2, S - 2, hb, boot)
    line(canvas, 1, hb + 1, S - 2, hb + 1, look.ink)
    for (const wx of [2, S - 4]) rect(canvas, wx, hb + 2, wx + 1, hb + 3, wheelC)
    canvas.set(S - 1, hb + 1, look.ink)
    return finish(canvas, random, look.ink, 0, 0.5)
  }
  const S = int(random, 18, 52)
  const hb = Math.round(S * 0.78)
  const wr = Math.max(2, Math.round(S * 0.11))
  const canvas = begin(S + 3, hb + 4 + 2 * wr + 2, null)
  const [x0, x1, ys] = [1, S, hb + 1]
  const front = (y: number) => x0 + S * 0.42 + ((ys - S * 0.3 - y) / (hb - S * 0.3)) * -S * 0.06
  const shape: Point[] = [
    [x0, ys + 1],
    [x1 + 1, ys + 1],
    [x1 + 1, ys - S * 0.14],
    [x0 + S * 0.56, ys - S * 0.32],
    [front(1), 1],
    [x0, 1],
  ]
  polygon(canvas, shape, boot)
  ellipse(canvas, x0 + S * 0.78, ys - S * 0.16, S * 0.23, S * 0.17, (_, y) => (y <= ys ? boot : null))
  line(canvas, x0 + 1, 1, x0 + 1, ys, shade)
  // The stripe round the boot, the laces up the front.
  const sy = ys - Math.round(S * uniform(random, 0.15, 0.25))
  for (let y = sy; y < sy + Math.max(2, Math.round(S * 0.06)); y++)
    for (let x = x0; x <= x1 + 1; x++)
      if (isColour(canvas, x, y, boot) || isColour(canvas, x, y, shade)) canvas.set(x, y, stripe)
  const lace = bright(boot) > 140 ? look.ink : (WHITES[0] as RGB)
  for (let y = 3; y < ys - S * 0.3; y++)
    for (let x = Math.round(front(y)) - 4; x <= Math.round(front(y)) - 1; x++)
      if ((x + y) % 4 === 0 || (((x - y) % 4) + 4) % 4 === 0) canvas.set(x, y, lace)
  rect(canvas, x0, 0, Math.round(front(0)), 1, shade)
  // Sole plate, trucks, wheels and toe stop.
  rect(canvas, x0, ys + 1, x1, ys + 2, look.ink)
  for (const wx of [x0 + Math.round(S * 0.2), x0 + Math.round(S * 0.76)]) {
    rect(canvas, wx - 1, ys + 3, wx + 1, ys + 3, look.metal)
    ellipse(canvas, wx, ys + 4 + wr, wr + 0.3, wr + 0.3, solid(wheelC))
    canvas.set(wx, ys + 4 + wr, look.metal)
  }
  rect(canvas, x1 - 1, ys + 2, x1 + 1, ys + 3 + wr, look.wheel)
  return finish(canvas, random, look.ink, 0.5, 0.5)
}

/**
 * A half-pipe ramp from the side under an ordered-dithered sky: two quarter-pipe transitions (curved 1-px
 * riding lines) joined by a flat bottom, a side panel with 1-px studs and a diagonal brace, metal coping at
 * the lips, decks with a railing of 1-px posts, a skater in the air over one lip on some, on a ground
 * strip; opaque, 48 to 128 px wide.
 */
function halfPipe(random: Random, look: SkateLook): RGBAImage {
  const W = int(random, 48, 128)
  const H = Math.max(26, Math.min(100, Math.round(W * uniform(random, 0.42, 0.6))))
  const [skyA, skyB] = distinctTints(random, hexes(0x4a78c8, 0x8ab8e8, 0xb8d8f0, 0xe8b890), 2) as [RGB, RGB]
  const ground = tint(random, hexes(0x4a8a3a, 0x6a6a70, 0x8a7a5a))
  const panel = tint(random, hexes(0xc89858, 0xb88a4a, 0x8a9aa8, 0x5a7a9a))
  const stud = nudge(random, scale(panel, 0.72))
  const canvas = begin(W, H, skyA)
  dither(canvas, 0, 0, W - 1, H - 1, null, skyB, (_, y) => y / H)
  const gY = H - int(random, 2, 4)
  const yb = gY - 2
  const Rt = Math.max(8, Math.round(Math.min(H * 0.55, W * 0.26)))
  const deckW = Math.max(4, Math.round(W * 0.08))
  const lipY = yb - Rt
  // The side panel under the riding line.
  const surfaceY = (x: number) => {
    const dl = deckW + Rt - x
    const dr = x - (W - 1 - deckW - Rt)
    const d = Math.max(dl, dr)
    if (x < deckW || x > W - 1 - deckW) return lipY
    return d > 0 ? Math.round(yb - (Rt - Math.sqrt(Math.max(0, Rt * Rt - d * d)))) : yb
  }
  for (let x = 0; x < W; x++) for (let y = surfaceY(x); y < gY; y++) canvas.set(x, y, panel)
  for (let x = 3; x < W; x += 6) for (let y = surfaceY(x) + 2; y < gY; y++) canvas.set(x, y, stud)
  line(canvas, 1, gY - 1, deckW + Rt - 2, lipY + 2, stud)
  line(canvas, W - 2, gY - 1, W - deckW - Rt + 1, lipY + 2, stud)
  paint(canvas, arcPoints(deckW + Rt, lipY, Rt, Rt, Math.PI / 2, Math.PI), look.ink)
  paint(canvas, arcPoints(W - 1 - deckW - Rt, lipY, Rt, Rt, 0, Math.PI / 2), look.ink)
  line(canvas, deckW + Rt, yb, W - 1 - deckW - Rt, yb, look.ink)
  line(canvas, 0, lipY, deckW, lipY, look.ink)
  line(canvas, W - 1 - deckW, lipY, W - 1, lipY, look.ink)
  for (const cx of [deckW, W - 1 - deckW]) rect(canvas, cx - 1, lipY - 1, cx, lipY, look.metal)
  // Railings at the back of each deck.
  const railY = lipY - int(random, 4, 6)
  if (railY >= 1)
    for (const [ra, rb] of [
      [0, deckW - 2],
      [W - deckW + 1, W - 1],
    ] as Point[]) {
      line(canvas, ra, railY, rb, railY, look.metal)
      for (let x = ra; x <= rb; x += 3) line(canvas, x, railY + 1, x, lipY - 1, look.metal)
    }
  rect(canvas, 0, gY, W - 1, H - 1, ground)
  if (random() < 0.5 && lipY >= 10) {
    const [shirt] = look.art as [RGB]
    const sx = random() < 0.5 ? deckW + 2 : W - deckW - 5
    const sy = Math.max(2, lipY - int(random, 7, 10))
    rect(canvas, sx, sy + 2, sx + 1, sy + 5, shirt)
    rect(canvas, sx, sy, sx + 1, sy + 1, look.ply)
    line(canvas, sx - 2, sy + 6, sx + 3, sy + 7, look.deck)
  }
  return canvas.image()
}

/** Skateboards: a deck from above or below, one from the side, a roller skate or a half-pipe. */
const skateSprite: SpriteGenerator['draw'] = (random) => {
  const look: SkateLook = {
    ink: tint(random, INKS),
    deck: tint(random, [...HUES, ...hexes(0xc89858, 0x2a2a30)]),
    ply: tint(random, hexes(0xd8b880, 0xe0c898, 0xc8a870)),
    metal: tint(random, hexes(0xb0b6be, 0x9aa0a8, 0xc8ccd0)),
    wheel: tint(random, hexes(0xf0e8d0, 0xe8d040, 0x2a2a30, 0xe26492)),
    art: distinctTints(random, HUES, 2),
  }
  return pick(random, [deckFlat, deckFlat, deckSide, deckSide, rollerSkate, rollerSkate, halfPipe])(
    random,
    look,
  )
}

// ---------------------------------------------------------------------------------------------------

/** Pool ball colours: yellow, blue, red, purple, orange, green, maroon. */
const BALLS = hexes(0xf0c432, 0x2660be, 0xce2e2c, 0x6a3aa6, 0xe87824, 0x2e9250, 0x8a2a30)
/** Snooker colours past the reds: yellow, green, brown, blue, pink. */
const SNOOKER = hexes(0xf0d030, 0x2a8a4a, 0x7a4a2a, 0x2a5ac8, 0xe890b0)

/** A ball `size` px across (2 to 4), top-left at (x, y); a striped one has `stripe` top and bottom. */
function tableBall(canvas: Canvas, x: number, y: number, size: number, c: RGB, stripe: RGB | null) {
  if (size >= 4) rounded(canvas, x, y, x + 3, y + 3, 1, c)
  else rect(canvas, x, y, x + size - 1, y + size - 1, c)
  if (stripe) {
    line(canvas, x + (size >= 4 ? 1 : 0), y, x + size - (size >= 4 ? 2 : 1), y, stripe)
    if (size >= 3)
      line(
        canvas,
        x + (size >= 4 ? 1 : 0),
        y + size - 1,
        x + size - (size >= 4 ? 2 : 1),
        y + size - 1,
        stripe,
      )
  }
}

/**
 * A pool or snooker table from above: a wooden frame lit along two edges with pearl sights (1-px dots
 * on the flat rail), cloth inside a 1-px cushion line, six pockets; a snooker table's baulk line, its D
 * (a curved 1-px half circle) and spots, reds racked in a triangle or scattered and some colours on their
 * spots; a pool table's rack of solids and stripes, the white, and a cue at a slant from the white on
 * some; opaque, 48 to 128 px wide.
 */
function poolTable(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 48, 128)
  const H = Math.max(28, Math.round(W * uniform(random, 0.5, 0.58)))
  const snooker = random() < 0.45
  const wood = tint(random, hexes(0x6a3a1e, 0x8a5a30, 0x4a2a1a, 0x3a3034))
  const woodLit = nudge(random, mix(wood, WHITE, 0.25))
  const cloth = tint(
    random,
    snooker ? hexes(0x2a7a3a, 0x2e8a4a) : hexes(0x2a7a3a, 0x1e6a8a, 0x2e5aa8, 0x8a2a30),
  )
  const cushion = nudge(random, scale(cloth, 0.72))
  const pearl = tint(random, WHITES)
  const rw = Math.max(3, Math.round(W / 22))
  const canvas = begin(W, H, wood)
  line(canvas, 0, 0, W - 1, 0, woodLit)
  line(canvas, 0, 0, 0, H - 1, woodLit)
  const [x0, y0, x1, y1] = [rw, rw, W - 1 - rw, H - 1 - rw]
  rect(canvas, x0, y0, x1, y1, cloth)
  border(canvas, x0, y0, x1, y1, cushion)
  const mid = Math.floor(rw / 2)
  for (let k = 1; k < 8; k++)
    if (k !== 4) {
      const x = Math.round(x0 + ((x1 - x0) * k) / 8)
      canvas.set(x, mid, pearl)
      canvas.set(x, H - 1 - mid, pearl)
    }
  for (let k = 1; k < 4; k++) {
    const y = Math.round(y0 + ((y1 - y0) * k) / 4)
    canvas.set(mid, y, pearl)
    canvas.set(W - 1 - mid, y, pearl)
  }
  const pr = Math.max(1.5, rw * 0.7)
  for (const px of [x0 - 0.5, (W - 1) / 2, x1 + 0.5])
    for (const py of [y0 - 0.5, y1 + 0.5]) ellipse(canvas, px, py, pr, pr, solid(ink))
  const size = W >= 96 ? 4 : W >= 64 ? 3 : 2
  const cy = Math.round((y0 + y1) / 2 - size / 2 + 0.5)
  const apex = Math.round(x0 + (x1 - x0) * 0.68)
  const racked = random() < 0.6
  const triangle = (colour: (i: number) => [RGB, RGB | null]) => {
    let i = 0
    for (let row = 0; row < 5; row++)
      for (let k = 0; k <= row; k++) {
        const [c, stripe] = colour(i++)
        if (racked)
          tableBall(canvas, apex + row * size, cy + Math.round((k - row / 2) * size), size, c, stripe)
        else if (random() < 0.7)
          tableBall(
            canvas,
            int(random, x0 + 2, x1 - size - 1),
            int(random, y0 + 2, y1 - size - 1),
            size,
            c,
            stripe,
          )
      }
  }
  const cueX = Math.round(x0 + (x1 - x0) * 0.2)
  if (snooker) {
    const baulk = Math.round(x0 + (x1 - x0) * 0.2)
    line(canvas, baulk, y0 + 1, baulk, y1 - 1, pearl)
    const dr = Math.max(3, Math.round((y1 - y0) * 0.17))
    paint(canvas, arcPoints(baulk, (y0 + y1) / 2, dr, dr, Math.PI / 2, (3 * Math.PI) / 2), pearl)
    const red = tint(random, hexes(0xc82a26, 0xd83a30))
    triangle(() => [red, null])
    const colours = distinctTints(random, SNOOKER, int(random, 2, 5))
    const spots: Point[] = [
      [baulk - size, Math.round((y0 + y1) / 2 - dr)],
      [baulk - size, Math.round((y0 + y1) / 2 + dr - size + 1)],
      [Math.round((x0 + x1) / 2), cy],
      [apex - size - 1, cy],
      [x1 - size - 3, cy],
    ]
    colours.forEach((c, k) => {
      const [sx, sy] = spots[k] as Point
      tableBall(canvas, sx, sy, size, c, null)
    })
    tableBall(canvas, baulk - Math.round(dr * 0.6), cy + 1, size, pearl, null)
    return canvas.image()
  }
  const [solidA, solidB, solidC] = distinctTints(random, BALLS, 3) as [RGB, RGB, RGB]
  canvas.set(apex, Math.round((y0 + y1) / 2), mix(cloth, WHITE, 0.3))
  triangle((i) => (i === 4 ? [ink, null] : [pick(random, [solidA, solidB, solidC]), i % 2 ? pearl : null]))
  tableBall(canvas, cueX, cy, size, pearl, null)
  if (random() < 0.6) {
    // The cue: pale shaft from a chalked tip beside the white, darkening to the butt, off over the rail.
    const a = uniform(random, 0.6, 2.6) + (random() < 0.5 ? Math.PI : 0)
    const [dx, dy] = [Math.cos(a), Math.sin(a)]
    const shaft = tint(random, hexes(0xe8d0a0, 0xf0dcb0))
    const chalk = tint(random, hexes(0x4a8ad8, 0x3a7ac8))
    const length = W * uniform(random, 0.5, 0.8)
    const [bx, by] = [cueX + size / 2 - 0.5, cy + size / 2 - 0.5]
    for (let t = size; t < length; t += 0.5) {
      const [x, y] = [Math.round(bx - dx * t), Math.round(by - dy * t)]
      canvas.set(x, y, t < size + 1.5 ? chalk : t < length * 0.6 ? shaft : wood === ink ? woodLit : ink)
    }
  }
  return canvas.image()
}

/**
 * A single ball: a solid colour, a white with a coloured band (a stripe), the black or the white (with
 * red spots); a white circle with the number in 5×7 digits on the big ones (a dot on the small), a
 * highlight, the far limb ordered-dithered (2×2) into shadow, outlined on most; 8 to 12 px on some draws
 * (a tiny one), else 14 to 32.
 */
function poolBall(random: Random, ink: RGB): RGBAImage {
  const tiny = random() < 0.4
  const D = tiny ? int(random, 8, 12) : int(random, 14, 32)
  const kind = pick(random, ['solid', 'solid', 'stripe', 'stripe', 'eight', 'white'] as const)
  const colour = kind === 'eight' ? nudge(random, hexes(0x1e1e22)[0] as RGB) : tint(random, BALLS)
  const white = tint(random, WHITES)
  const r = (D - 1) / 2
  const c = r + 1
  const canvas = begin(D + 2, D + 2, null)
  const base = (y: number) =>
    kind === 'white' ? white : kind === 'stripe' ? (Math.abs(y - c) <= r * 0.45 ? colour : white) : colour
  const shadeOf = (col: RGB) =>
    col === white ? nudge(random, scale(white, 0.75)) : nudge(random, scale(col, 0.6))
  const shades = new Map<RGB, RGB>([
    [colour, shadeOf(colour)],
    [white, shadeOf(white)],
  ])
  ellipse(canvas, c, c, r + 0.3, r + 0.3, (x, y) => {
    const col = base(y)
    return (x - c + (y - c)) / r > 0.75 && bayer(x, y) < 0.6 ? (shades.get(col) as RGB) : col
  })
  const number = String(kind === 'eight' ? 8 : kind === 'stripe' ? int(random, 9, 15) : int(random, 1, 7))
  if (kind === 'white') {
    const spot = tint(random, hexes(0xce2e2c, 0xd83a30))
    canvas.set(Math.round(c + r * 0.2), Math.round(c + r * 0.1), spot)
    if (!tiny) canvas.set(Math.round(c - r * 0.5), Math.round(c + r * 0.35), spot)
  } else {
    const nr = Math.max(1.2, r * 0.45)
    ellipse(canvas, c, c, nr, nr, solid(white))
    if (2 * nr >= wide(number) + 1 && D >= 20)
      drawText(canvas, number, Math.round(c - wide(number) / 2), Math.round(c - 3.5), ink, null)
    else canvas.set(Math.round(c), Math.round(c), ink)
  }
  const hx = Math.round(c - r * 0.5)
  const hy = Math.round(c - r * 0.5)
  const glare = kind === 'white' ? (shades.get(white) as RGB) : white
  if (kind !== 'white') rect(canvas, hx, hy, hx + (D >= 20 ? 1 : 0), hy + (D >= 20 ? 1 : 0), glare)
  return finish(canvas, random, ink, tiny || kind === 'white' ? 1 : 0.7, 0)
}

/**
 * A wall rack of cues: a top bar with its lit edge and a bottom bar, three to eight cues standing in them
 * (chalked tips, white ferrules, pale shafts, dark butts two pixels wide with a coloured ring and an ink
 * cap) at different heights, chalk cubes on a shelf below on some; mostly transparent between the cues,
 * 16 to 47 px wide and 64 to 128 tall (a tall one).
 */
function cueRack(random: Random, ink: RGB): RGBAImage {
  const n = int(random, 3, 8)
  const sp = int(random, 3, 5)
  const W = n * sp + 7
  const H = int(random, 64, 128)
  const wood = tint(random, hexes(0x6a3a1e, 0x8a5a30, 0x4a2a1a))
  const woodLit = nudge(random, mix(wood, WHITE, 0.3))
  const shaft = tint(random, hexes(0xe8d0a0, 0xf0dcb0, 0xd8c090))
  const butt = tint(random, hexes(0x3a2418, 0x5a2a1a, 0x2a2a30))
  const chalk = tint(random, hexes(0x4a8ad8, 0x3a7ac8, 0x2e9250))
  const rings = distinctTints(random, HUES, 2)
  const ferrule = tint(random, WHITES)
  const canvas = begin(W, H, null)
  const topY = Math.round(H * 0.18)
  const lowY = H - 12
  rect(canvas, 0, topY, W - 1, topY + 2, wood)
  line(canvas, 0, topY, W - 1, topY, woodLit)
  rect(canvas, 1, lowY, W - 2, lowY + 3, wood)
  line(canvas, 1, lowY, W - 2, lowY, woodLit)
  rect(canvas, 0, H - 3, W - 1, H - 1, wood)
  for (let k = 0; k < n; k++) {
    const x = 4 + k * sp
    const tip = int(random, 0, Math.max(0, topY - 6))
    const joint = Math.round(tip + (H - 4 - tip) * 0.55)
    line(canvas, x, tip + 3, x, joint, shaft)
    canvas.set(x, tip, chalk)
    rect(canvas, x, tip + 1, x, tip + 2, ferrule)
    rect(canvas, x, joint + 1, x + 1, H - 5, butt)
    rect(canvas, x, joint + 3, x + 1, joint + 3, pick(random, rings))
    rect(canvas, x, H - 4, x + 1, H - 4, ink)
  }
  if (random() < 0.5)
    for (let k = int(random, 1, 2); k > 0; k--) {
      const cx = int(random, 1, W - 4)
      rect(canvas, cx, H - 5, cx + 1, H - 4, chalk)
    }
  return finish(canvas, random, ink, 0, 0.5)
}

/**
 * A scoreboard strip for two players: a wooden board with a 1-px scale for each (a dot every other pixel,
 * a longer tick every ten), a brass pointer on each, and the scores in 5×7 digits at the ends; opaque, a
 * thin strip 60 to 128 px long and 12 to 22 high.
 */
function scoreStrip(random: Random, ink: RGB): RGBAImage {
  const H = int(random, 12, 22)
  const W = Math.max(3 * H + 2, int(random, 60, 128))
  const wood = tint(random, hexes(0x6a3a1e, 0x8a5a30, 0x4a2a1a, 0x2a4a3a))
  const face = tint(random, WHITES)
  const brass = tint(random, hexes(0xd0a850, 0xc0962e))
  const figure = tint(random, hexes(0xce2e2c, 0x1e1e22, 0x2660be))
  const canvas = begin(W, H, wood)
  const rows = H >= 20 ? 2 : 1
  const left = String(int(random, 0, 147))
  const right = String(int(random, 0, 147))
  const lw = wide(rows === 2 ? '147' : left) + 4
  const rw = rows === 2 ? 0 : wide(right) + 4
  rect(canvas, 1, 1, lw, H - 2, face)
  if (rows === 1) rect(canvas, W - 1 - rw, 1, W - 2, H - 2, face)
  drawText(canvas, left, 3, rows === 2 ? 1 : Math.floor((H - 7) / 2), figure, null)
  if (rows === 2) drawText(canvas, right, 3, H - 8, figure, null)
  else drawText(canvas, right, W - rw + 1, Math.floor((H - 7) / 2), figure, null)
  const sx0 = lw + 3
  const sx1 = W - rw - 4
  for (let row = 0; row < rows; row++) {
    const y = rows === 2 ? (row === 0 ? 4 : H - 5) : Math.floor(H / 2)
    for (let x = sx0; x <= sx1; x += 2) {
      canvas.set(x, y, face)
      if ((x - sx0) % 10 === 0) canvas.set(x, y - 1, face)
    }
    const px = int(random, sx0, sx1 - 2)
    rect(canvas, px, y - 2, px + 2, y + 1, brass)
    canvas.set(px + 1, y + 1, ink)
  }
  return canvas.image()
}

/** Billiards: a table from above, a single ball, a cue rack or a scoreboard strip. */
const billiardsSprite: SpriteGenerator['draw'] = (random) =>
  pick(random, [poolTable, poolTable, poolBall, poolBall, cueRack, scoreStrip])(random, tint(random, INKS))

// ---------------------------------------------------------------------------------------------------

interface GlobeLook {
  ink: RGB
  skyA: RGB
  skyB: RGB
  snow: RGB
  drift: RGB
  rim: RGB
  base: RGB
  baseDark: RGB
  brass: RGB
}

/** A pine of `h` rows standing on (x, y): rows widening a pixel each side (45° flanks), snow on its tips. */
function pine(canvas: Canvas, x: number, y: number, h: number, green: RGB, snow: RGB) {
  for (let r = 0; r < h; r++) {
    const half = Math.floor((r % Math.max(3, Math.ceil(h / 2))) + r / 3)
    line(canvas, x - half, y - h + r, x + half, y - h + r, green)
    if (r > 0 && r % 3 === 0) canvas.set(x - half, y - h + r, snow)
  }
  canvas.set(x, y - h, snow)
}

/**
 * A snow globe: a glass ball (or a bell-jar dome) holding a sky ordered-dithered (2×2) from deep to pale,
 * a snow mound shaded by a dither towards its foot, a house under a 45° roof with a lit (brass) window or
 * a stand of pines, snowflakes as 1-px dots, a pale 1-px rim round the glass and a curved 1-px glint; a
 * flared base with a dark rim and a brass plaque carrying a 5×7 word or 1-px "text", taller with a
 * winding key on a music box; transparent round it; 9 to 14 px (a globe, a mound, a tree, a base) on some
 * draws, else about 20 to 100 px.
 */
function snowGlobe(random: Random, look: GlobeLook): RGBAImage {
  const shape = pick(random, ['round', 'round', 'round', 'dome', 'music'] as const)
  if (shape === 'round' && random() < 0.35) {
    const G = int(random, 7, 10)
    const canvas = begin(G + 2, G + 4, null)
    const r = (G - 1) / 2
    const [cx, cy] = [r + 1, r + 1]
    ellipse(canvas, cx, cy, r + 0.3, r + 0.3, (x, y) =>
      y > cy + r * 0.3 ? look.snow : bayer(x, y) < (y - 1) / G ? look.skyB : look.skyA,
    )
    canvas.set(Math.round(cx), Math.round(cy), tint(random, hexes(0x2a6a3a, 0x1e5a30)))
    canvas.set(Math.round(cx), Math.round(cy + 1), tint(random, hexes(0x2a6a3a, 0x1e5a30)))
    canvas.set(Math.round(cx - r * 0.5), Math.round(cy - r * 0.5), look.snow)
    rect(canvas, 0, G, G + 1, G + 2, look.base)
    line(canvas, 1, G, G, G, look.baseDark)
    return finish(canvas, random, look.ink, 0.6, 0.5)
  }
  const R = int(random, 7, 40)
  const flare = Math.max(1, Math.round(R * 0.15))
  const baseH = Math.max(4, Math.round(R * (shape === 'music' ? 0.85 : 0.45)))
  const wall = shape === 'dome' ? Math.round(R * uniform(random, 0.5, 0.9)) : 0
  const W = 2 * R + 1 + 2 * flare + 4
  const cx = Math.floor(W / 2)
  const cy = R + 1
  const baseTop = shape === 'dome' ? cy + wall : cy + Math.round(R * 0.75)
  const H = baseTop + baseH + 1
  const canvas = begin(W, H, null)
  const glass = (x: number, y: number) =>
    y < baseTop &&
    (y >= cy && shape === 'dome' ? Math.abs(x - cx) <= R : (x - cx) ** 2 + (y - cy) ** 2 <= R * R + 0.5)
  const top = 1
  for (let y = top; y < baseTop; y++)
    for (let x = 0; x < W; x++)
      if (glass(x, y)) canvas.set(x, y, bayer(x, y) < (y - top) / (baseTop - top) ? look.skyB : look.skyA)
  // The snow mound and what stands on it.
  const ground = baseTop - Math.max(2, Math.round(R * 0.35))
  const mound = (x: number) => ground - Math.round(R * 0.12 * Math.cos(((x - cx) / R) * (Math.PI / 2)))
  for (let x = 0; x < W; x++)
    for (let y = mound(x); y < baseTop; y++)
      if (glass(x, y))
        canvas.set(x, y, bayer(x, y) < ((y - mound(x)) / (baseTop - mound(x))) * 0.8 ? look.drift : look.snow)
  const green = tint(random, hexes(0x2a6a3a, 0x1e5a30, 0x3a7a4a))
  if (random() < 0.5 && R >= 10) {
    const wallC = tint(random, hexes(0xc83a2a, 0xe8d8b0, 0x6a4a2e, 0x3a6a9a))
    const roof = tint(random, hexes(0x3a2a2a, 0x8a2a2a, 0x2a3a5a))
    const hw = Math.max(5, Math.round(R * 0.5)) | 1
    const hh = Math.max(3, Math.round(R * 0.3))
    const hx0 = cx - Math.floor(hw / 2)
    const hy1 = mound(cx)
    rect(canvas, hx0, hy1 - hh, hx0 + hw - 1, hy1, wallC)
    const peak = Math.ceil(hw / 2) + 1
    for (let r = 0; r <= peak; r++)
      line(canvas, cx - r, hy1 - hh - peak + r, cx + r, hy1 - hh - peak + r, r === 0 ? look.snow : roof)
    rect(canvas, hx0 + 1, hy1 - hh + 1, hx0 + 2, hy1 - hh + 2, look.brass)
    rect(canvas, hx0 + hw - 3, hy1 - Math.min(3, hh - 1), hx0 + hw - 2, hy1, look.ink)
    if (R >= 16)
      pine(canvas, hx0 - Math.round(R * 0.25), mound(hx0) + 1, Math.round(R * 0.4), green, look.snow)
  } else
    for (let k = int(random, 1, 3); k > 0; k--) {
      const px = cx + int(random, -Math.round(R * 0.5), Math.round(R * 0.5))
      pine(
        canvas,
        px,
        mound(px) + 1,
        int(random, Math.max(4, Math.round(R * 0.35)), Math.max(4, Math.round(R * 0.7))),
        green,
        look.snow,
      )
    }
  for (let k = Math.round((R * R) / 12); k > 0; k--) {
    const [x, y] = [int(random, cx - R, cx + R), int(random, top, ground)]
    if (isColour(canvas, x, y, look.skyA) || isColour(canvas, x, y, look.skyB)) canvas.set(x, y, look.snow)
  }
  // The glass's rim and glint.
  for (let y = top - 1; y < baseTop; y++)
    for (let x = 0; x < W; x++)
      if (!glass(x, y) && (glass(x + 1, y) || glass(x - 1, y) || glass(x, y + 1))) canvas.set(x, y, look.rim)
  paint(canvas, arcPoints(cx, cy, R - 2, R - 2, 1.08 * Math.PI, 1.42 * Math.PI), look.snow)
  // The base, its plaque and the music box's key.
  polygon(
    canvas,
    [
      [cx - R - 0.5, baseTop],
      [cx + R + 1.5, baseTop],
      [cx + R + flare + 1.5, H],
      [cx - R - flare - 0.5, H],
    ],
    look.base,
  )
  line(canvas, cx - R, baseTop, cx + R, baseTop, look.baseDark)
  line(canvas, cx - R - flare, H - 1, cx + R + flare, H - 1, look.baseDark)
  const text = word(random, LETTERS, Math.max(1, Math.min(5, Math.floor((2 * R - 6) / 6))))
  if (baseH >= 11 && wide(text) + 4 <= 2 * R - 2) {
    const py = baseTop + Math.floor((baseH - 9) / 2) + 1
    rect(
      canvas,
      cx - Math.ceil(wide(text) / 2) - 2,
      py,
      cx + Math.ceil(wide(text) / 2) + 1,
      py + 8,
      look.brass,
    )
    drawText(canvas, text, cx - Math.ceil(wide(text) / 2), py + 1, look.ink, null)
  } else if (baseH >= 5 && R >= 6) {
    const py = baseTop + Math.floor(baseH / 2) - 1
    rect(canvas, cx - Math.round(R * 0.5), py, cx + Math.round(R * 0.5), py + 2, look.brass)
    scribble(canvas, random, cx - Math.round(R * 0.5) + 1, py + 1, Math.round(R) - 1, look.ink, 0.3)
  }
  if (shape === 'music') {
    const ky = baseTop + Math.round(baseH / 2)
    const kx = cx + R + flare + 1
    line(canvas, kx, ky, kx + 1, ky, look.brass)
    border(canvas, kx + 2, ky - 1, kx + 3, ky + 1, look.brass)
  }
  return finish(canvas, random, look.ink, 0.4, 0)
}

const snowGlobeSprite: SpriteGenerator['draw'] = (random) => {
  const skyA = tint(random, hexes(0x2a4a8a, 0x3a5aa8, 0x4a3a7a, 0x2a6a8a, 0x5a8ac8))
  const base = tint(random, hexes(0x6a3a1e, 0x2a2a30, 0xb02a26, 0x2e6a3a, 0x3a2a4a))
  const snow = tint(random, WHITES)
  const look: GlobeLook = {
    ink: tint(random, INKS),
    skyA,
    skyB: nudge(random, mix(skyA, WHITE, 0.35)),
    snow,
    drift: nudge(random, mix(snow, skyA, 0.3)),
    rim: nudge(random, mix(skyA, WHITE, 0.7)),
    base,
    baseDark: nudge(random, scale(base, bright(base) < 60 ? 1.6 : 0.62)),
    brass: tint(random, hexes(0xd0a850, 0xe8d8a0, 0xc0962e)),
  }
  return snowGlobe(random, look)
}

export const TORII_GENERATORS: SpriteGenerator[] = [
  { name: 'torii-phone', draw: within(phoneSprite) },
  { name: 'torii-washer', draw: within(washerSprite) },
  { name: 'torii-trolley', draw: within(trolleySprite) },
  { name: 'torii-stairs', draw: within(stairsSprite) },
  { name: 'torii-money', draw: within(moneySprite) },
  { name: 'torii-skate', draw: within(skateSprite) },
  { name: 'torii-billiards', draw: within(billiardsSprite) },
  { name: 'torii-snowglobe', draw: within(snowGlobeSprite) },
]
