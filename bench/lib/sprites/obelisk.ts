// The generators of the `obelisk` split of the wide recovery bench, written to be held back after minaret,
// before any method work on it, and used by no other split: luggage (hard and soft suitcases and steamer
// trunks covered in travel stickers, airline bag tags), ski lifts (a chairlift climbing a snowy slope,
// strips of chairs or cabins on a sagging cable, single gondolas, lift pylons), greenhouses (gabled
// glasshouses end on or side on, domed palm houses and cold frames, with staging, pots and tomato vines
// behind the glass), typewriters (the machine with a typed sheet in its platen, a typed page, a single
// round key), vinyl records (discs with grooves and a label, album sleeves, turntables with a tonearm),
// sundials (horizontal garden dials from above, painted wall dials with a motto, dials on a pedestal),
// playground equipment (swings, slides, see-saws, climbing domes) and fire equipment (pillar hydrants,
// extinguishers, hydrant marker plates). Stickers, airport codes, typed sheets and pages, key caps, record
// labels and sleeve titles, turntable speeds, dial hours and mottoes, cabin and pylon numbers and marker
// figures are text-like glyphs (5×7 letters and digits, 1-px "text"); glazing bars, suitcase ribs and
// zips, record grooves, hour lines, ladder rungs and extinguisher labels are 1-px lines and dots over flat
// runs; lift cables, grooves, dome ribs, slide chutes, extinguisher hoses, hydrant chains and coffee rings
// are curved 1-px outlines, and steep greenhouse roofs, ski tracks, gondola glints, slide chutes,
// extinguisher levers and pedestal gnomons run at 45°, with type bars, tonearms, hour lines and swing legs
// at other slants; the sky over the slopes and the snow's shading, greenhouse reflections, gradient
// sleeves, verdigris, damp at the foot of wall dials, pedestal stone and playground bark are
// ordered-dithered (2×2), and soft cases, some stickers and some sleeves are checkered. Lift scenes, typed
// pages, sleeves, turntables and wall dials are opaque, bag tags and marker plates all but a hole or their
// corners, and some greenhouses, garden dials, hydrants and swing sets stand on an opaque ground;
// suitcases, gondolas, pylons, slides, hydrants and extinguishers are mostly transparent. Bag tags, cabin
// strips and see-saws are thin strips, pylons, pedestals and extinguishers tall ones; suitcases, keys,
// records, garden dials, cold frames, gondolas and hydrants are tiny (8 to 15 px) on some draws. Held
// back: scored once at the end of a round (bench/lib/wide/splits.ts).
import type { RGBAImage } from '@threadbit/pixelart'
import { uniform, type Random } from '../../../packages/pixelart/src/recover/testing/degrade.ts'
import {
  HUES,
  INKS,
  WHITES,
  bar,
  bayer,
  begin,
  circle,
  distinctTints,
  ellipse,
  finish,
  hexes,
  int,
  isColour,
  line,
  frame,
  mix,
  nudge,
  pick,
  polygon,
  rect,
  rotated,
  scale,
  scribble,
  solid,
  tint,
  trimmed,
  within,
  word,
  type Canvas,
  type RGB,
  type SpriteGenerator,
} from './canvas.ts'
import { drawText, LETTERS } from './text.ts'

const WHITE: RGB = [255, 255, 255]

type Point = [number, number]

// ---- small drawing helpers of this split ------------------------------------------------------------

/**
 * The pixels of a curve given as closely spaced samples: rounded, repeats skipped, and a pixel dropped
 * whenever the ones either side of it already touch, so the path stays one pixel thin.
 */
function pixelPath(samples: Point[]): Point[] {
  const out: Point[] = []
  for (const [sx, sy] of samples) {
    const p: Point = [Math.round(sx), Math.round(sy)]
    const last = out[out.length - 1]
    if (last && last[0] === p[0] && last[1] === p[1]) continue
    out.push(p)
    const n = out.length
    if (n >= 3) {
      const a = out[n - 3] as Point
      if (Math.abs(a[0] - p[0]) <= 1 && Math.abs(a[1] - p[1]) <= 1) out.splice(n - 2, 1)
    }
  }
  return out
}

/** A cable, rope or chain from (x0, y0) to (x1, y1) hanging `dip` px below the straight line at its middle. */
function sag(x0: number, y0: number, x1: number, y1: number, dip: number): Point[] {
  const steps = Math.max(8, Math.ceil(Math.hypot(x1 - x0, y1 - y0) * 3))
  return pixelPath(
    Array.from({ length: steps + 1 }, (_, i) => {
      const t = i / steps
      return [x0 + (x1 - x0) * t, y0 + (y1 - y0) * t + 4 * dip * t * (1 - t)] as Point
    }),
  )
}

/** A quadratic Bézier from p0 to p2 pulled towards p1, as 1-px pixels: hoses, chutes, fronds. */
function quad(p0: Point, p1: Point, p2: Point): Point[] {
  const length = Math.hypot(p1[0] - p0[0], p1[1] - p0[1]) + Math.hypot(p2[0] - p1[0], p2[1] - p1[1])
  const steps = Math.max(8, Math.ceil(length * 3))
  return pixelPath(
    Array.from({ length: steps + 1 }, (_, i) => {
      const t = i / steps
      const [a, b, c] = [(1 - t) * (1 - t), 2 * t * (1 - t), t * t]
      return [a * p0[0] + b * p1[0] + c * p2[0], a * p0[1] + b * p1[1] + c * p2[1]] as Point
    }),
  )
}

/** An elliptical arc from angle a0 to a1 (radians, y down) as 1-px pixels. */
function arcOf(cx: number, cy: number, rx: number, ry: number, a0: number, a1: number): Point[] {
  const steps = Math.max(8, Math.ceil(Math.abs(a1 - a0) * Math.max(rx, ry) * 3))
  return pixelPath(
    Array.from({ length: steps + 1 }, (_, i) => {
      const a = a0 + ((a1 - a0) * i) / steps
      return [cx + rx * Math.cos(a), cy + ry * Math.sin(a)] as Point
    }),
  )
}

/** Paints a path; with `alt` every other pixel takes that colour instead (null skips it: a dotted line). */
function stroke(canvas: Canvas, points: Point[], c: RGB, alt?: RGB | null) {
  points.forEach(([x, y], i) => {
    if (i % 2 === 1 && alt !== undefined) {
      if (alt) canvas.set(x, y, alt)
    } else canvas.set(x, y, c)
  })
}

/** A filled rectangle with its corners rounded off by about `r` px. */
function roundRect(canvas: Canvas, x0: number, y0: number, x1: number, y1: number, r: number, c: RGB | null) {
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++) {
      const dx = Math.max(0, x0 + r - x, x - (x1 - r))
      const dy = Math.max(0, y0 + r - y, y - (y1 - r))
      if (dx * dx + dy * dy <= r * r + 0.8 * r) canvas.set(x, y, c)
    }
}

/** The width of a string in the 5×7 font (one blank column between letters). */
const textWidth = (text: string) => text.length * 6 - 1

/** Lightness of a colour, 0 to 255 (for putting two tints in order). */
const light = (c: RGB) => 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2]

/** The darker and the lighter of two colours. */
const ordered = (a: RGB, b: RGB): [RGB, RGB] => (light(a) <= light(b) ? [a, b] : [b, a])

// ---------------------------------------------------------------------------------------------------

/** Suitcase shells and fabrics. */
const LUGGAGE = hexes(0x7a4a2a, 0x2a3a5a, 0xa83232, 0x3a6a4a, 0xc89858, 0x9aa2ac, 0x3a3a40, 0x6a3a6a)

interface StickerLook {
  colours: RGB[]
  paper: RGB
  ink: RGB
}

/**
 * One travel sticker in a w × h box: a coloured label with a 5×7 word (when it fits) or 1-px "text", an
 * oval with a rim, a round badge, or a chequered one; returns whether it drew letters.
 */
function sticker(
  canvas: Canvas,
  random: Random,
  x0: number,
  y0: number,
  w: number,
  h: number,
  look: StickerLook,
): boolean {
  const c = pick(random, look.colours)
  const letter = random() < 0.6 ? look.paper : look.ink
  const kind = pick(random, ['label', 'label', 'oval', 'badge', 'check'] as const)
  const [x1, y1] = [x0 + w - 1, y0 + h - 1]
  if (kind === 'oval' && w >= 7 && h >= 5) {
    const [cx, cy, rx, ry] = [x0 + (w - 1) / 2, y0 + (h - 1) / 2, (w - 1) / 2, (h - 1) / 2]
    ellipse(canvas, cx, cy, rx + 0.3, ry + 0.3, solid(letter))
    ellipse(canvas, cx, cy, rx - 0.7, ry - 0.7, solid(c))
    if (w >= 9 && h >= 6) scribble(canvas, random, x0 + 2, Math.round(cy), w - 4, letter, 0.3)
    return false
  }
  if (kind === 'badge' && Math.min(w, h) >= 5) {
    const r = (Math.min(w, h) - 1) / 2
    ellipse(canvas, x0 + r, y0 + r, r + 0.3, r + 0.3, solid(c))
    if (r >= 3) circle(canvas, Math.round(x0 + r), Math.round(y0 + r), Math.floor(r) - 1, letter)
    else canvas.set(Math.round(x0 + r), Math.round(y0 + r), letter)
    return false
  }
  if (kind === 'check') {
    const k = Math.min(w, h) >= 8 ? 2 : 1
    for (let y = y0; y <= y1; y++)
      for (let x = x0; x <= x1; x++)
        canvas.set(x, y, (Math.floor((x - x0) / k) + Math.floor((y - y0) / k)) & 1 ? c : letter)
    return false
  }
  rect(canvas, x0, y0, x1, y1, c)
  const n = Math.min(5, Math.floor((w - 2) / 6))
  if (h >= 9 && n >= 1) {
    const text = word(random, LETTERS, int(random, 1, n))
    drawText(
      canvas,
      text,
      x0 + Math.floor((w - textWidth(text)) / 2),
      y0 + Math.floor((h - 7) / 2),
      letter,
      null,
    )
    return true
  }
  for (let y = y0 + 1 + (h >= 5 ? 1 : 0); y < y1; y += 2)
    scribble(canvas, random, x0 + 1, y, w - 2, letter, 0.3)
  return false
}

/** A luggage tag on a strap from (x, y): the strap at 45°, a paper tag with a hole and 1-px "text". */
function luggageTag(canvas: Canvas, random: Random, x: number, y: number, strap: RGB, paper: RGB, ink: RGB) {
  const k = int(random, 2, 4)
  const dir = random() < 0.5 ? -1 : 1
  line(canvas, x, y, x + dir * k, y + k, strap)
  const tx = x + dir * k
  const ty = y + k + 1
  roundRect(canvas, tx - 2, ty, tx + 2, ty + 7, 1, paper)
  canvas.set(tx, ty + 1, strap)
  for (let r = ty + 3; r <= ty + 6; r += 2) scribble(canvas, random, tx - 1, r, 3, ink, 0.3)
}

/**
 * A suitcase: upright trolley cases (wheels, a telescopic handle on most) or wide cases on feet, hard
 * shells with 1-px ribs or soft cases with a dashed zip round the edge, a pocket and a chequered weave on
 * some; a top handle, one to six travel stickers (labels with 5×7 words or 1-px "text", ovals, badges,
 * chequered ones), a luggage tag on a 45° strap on some; outlined on most; 8 to 12 px (a plain case with
 * one sticker) on some draws, else 18 to 90 px.
 */
function suitcase(random: Random, ink: RGB): RGBAImage {
  const body = tint(random, LUGGAGE)
  const dark = nudge(random, scale(body, 0.68))
  const lit = nudge(random, mix(body, WHITE, 0.35))
  const metal = tint(random, hexes(0xc0c4ca, 0xd0a850, 0x8a9098))
  const paper = tint(random, WHITES)
  if (random() < 0.15) {
    // A tiny case: a body, a handle, one sticker, wheels or feet.
    const W = int(random, 7, 10)
    const H = int(random, Math.max(6, W - 3), Math.min(10, W + 2))
    const canvas = begin(W + 2, H + 5, null)
    roundRect(canvas, 1, 2, W, H + 1, 1, body)
    line(canvas, 1, 2, W, 2, lit)
    const hx = Math.floor(W / 2)
    rect(canvas, hx - 1, 0, hx + 2, 0, dark)
    canvas.set(hx - 1, 1, dark)
    canvas.set(hx + 2, 1, dark)
    const sc = tint(random, HUES)
    const sx = int(random, 2, W - 3)
    const sy = int(random, 4, H - 1)
    rect(canvas, sx, sy, sx + 1, sy + 1, sc)
    canvas.set(2, H + 2, ink)
    canvas.set(W - 1, H + 2, ink)
    return finish(canvas, random, ink, 0.7, 0.5)
  }
  const upright = random() < 0.55
  const W = upright ? int(random, 18, 50) : int(random, 28, 90)
  const H = Math.min(96, Math.round(W * (upright ? uniform(random, 1.2, 1.5) : uniform(random, 0.55, 0.75))))
  const hard = random() < 0.5
  const trolley = upright && random() < 0.75
  const rodH = trolley && random() < 0.7 ? int(random, 6, 18) : 0
  const top = Math.max(4, rodH + 2)
  const canvas = begin(W + 4, top + H + 4, null)
  const [x0, y0] = [2, top]
  const [x1, y1] = [x0 + W - 1, y0 + H - 1]
  roundRect(canvas, x0, y0, x1, y1, hard ? 3 : 2, body)
  if (hard) {
    // Ribs: a groove and a lit line beside it, every few pixels, short of the rounded ends.
    const p = int(random, 4, 7)
    const across = !upright && random() < 0.5
    if (across)
      for (let y = y0 + p; y <= y1 - 3; y += p) {
        line(canvas, x0 + 3, y, x1 - 3, y, dark)
        line(canvas, x0 + 3, y + 1, x1 - 3, y + 1, lit)
      }
    else
      for (let x = x0 + p; x <= x1 - 3; x += p) {
        line(canvas, x, y0 + 3, x, y1 - 3, dark)
        line(canvas, x + 1, y0 + 3, x + 1, y1 - 3, lit)
      }
  } else {
    if (random() < 0.4)
      for (let y = y0; y <= y1; y++)
        for (let x = x0; x <= x1; x++)
          if (isColour(canvas, x, y, body) && (Math.floor(x / 2) + Math.floor(y / 2)) & 1)
            canvas.set(x, y, dark)
    // A zip two pixels in, dashed metal on the dark tape.
    const zip: Point[] = []
    for (let x = x0 + 2; x <= x1 - 2; x++) zip.push([x, y0 + 2])
    for (let y = y0 + 3; y <= y1 - 2; y++) zip.push([x1 - 2, y])
    for (let x = x1 - 3; x >= x0 + 2; x--) zip.push([x, y1 - 2])
    for (let y = y1 - 3; y >= y0 + 3; y--) zip.push([x0 + 2, y])
    stroke(canvas, zip, metal, ink)
    if (random() < 0.6 && W >= 24 && H >= 20) {
      const px0 = x0 + Math.round(W * 0.2)
      const px1 = x1 - Math.round(W * 0.2)
      const py0 = y0 + Math.round(H * 0.5)
      const py1 = y1 - 5
      if (py1 - py0 >= 4) {
        rect(canvas, px0, py0, px1, py1, body)
        frame(canvas, px0, py0, px1, py1, dark)
        line(canvas, px0 + 1, py0 + 1, px1 - 1, py0 + 1, metal)
      }
    }
  }
  line(canvas, x0 + 3, y0, x1 - 3, y0, lit)
  // The top handle and the telescopic one.
  const hw = Math.max(4, Math.round(W * uniform(random, 0.25, 0.4)))
  const hx0 = x0 + Math.floor((W - hw) / 2)
  const hx1 = hx0 + hw - 1
  if (rodH) {
    const [ra, rb] = [x0 + Math.round(W * 0.22), x1 - Math.round(W * 0.22)]
    line(canvas, ra, y0 - 1, ra, y0 - rodH, metal)
    line(canvas, rb, y0 - 1, rb, y0 - rodH, metal)
    rect(canvas, ra - 1, y0 - rodH - 1, rb + 1, y0 - rodH, ink)
  } else {
    line(canvas, hx0, y0 - 3, hx1, y0 - 3, dark)
    line(canvas, hx0, y0 - 2, hx0, y0 - 1, dark)
    line(canvas, hx1, y0 - 2, hx1, y0 - 1, dark)
  }
  if (trolley) {
    for (const wx of [x0 + 2, x1 - 2]) {
      ellipse(canvas, wx, y1 + 2, 1.6, 1.6, solid(ink))
      canvas.set(wx, y1 + 2, metal)
    }
  } else {
    rect(canvas, x0 + 2, y1 + 1, x0 + 4, y1 + 1, ink)
    rect(canvas, x1 - 4, y1 + 1, x1 - 2, y1 + 1, ink)
  }
  // Stickers anywhere on the face, overlapping as they do on well-travelled cases.
  const look: StickerLook = { colours: distinctTints(random, HUES, int(random, 2, 3)), paper, ink }
  let lettered = false
  const count = int(random, 1, Math.max(1, Math.min(6, Math.floor((W * H) / 220))))
  for (let i = 0; i < count; i++) {
    const w = int(random, 6, Math.max(6, Math.min(24, W - 8)))
    const h = int(random, 5, Math.max(5, Math.min(12, H - 8)))
    const sx = int(random, x0 + 3, Math.max(x0 + 3, x1 - 3 - w + 1))
    const sy = int(random, y0 + 3, Math.max(y0 + 3, y1 - 3 - h + 1))
    lettered = sticker(canvas, random, sx, sy, w, h, look) || lettered
  }
  if (random() < 0.4 && !rodH)
    luggageTag(canvas, random, random() < 0.5 ? hx0 : hx1, y0 - 2, dark, paper, ink)
  return finish(canvas, random, ink, 0.65, lettered ? 0 : 0.5)
}

/**
 * A steamer trunk: a wooden or canvas box with 1-px plank lines, a lid seam with a metal band, two
 * leather straps with buckles, brass corner caps with a rivet, a lock, side handles, and travel
 * stickers; outlined on most; 32 to 96 px wide.
 */
function trunk(random: Random, ink: RGB): RGBAImage {
  const body = tint(random, hexes(0x6a4a2e, 0x3a5a3a, 0x2a3a5a, 0x8a2e2a, 0x9a7040))
  const dark = nudge(random, scale(body, 0.65))
  const leather = tint(random, hexes(0x4a2a1a, 0x5a3420, 0x2a1e18))
  const brass = tint(random, hexes(0xd0a850, 0xc0962e, 0xb8bcc0))
  const paper = tint(random, WHITES)
  const W = int(random, 32, 96)
  const H = Math.round(W * uniform(random, 0.5, 0.7))
  const canvas = begin(W + 6, H + 2, null)
  const [x0, y0, x1, y1] = [3, 1, W + 2, H]
  rect(canvas, x0, y0, x1, y1, body)
  const plank = int(random, 4, 6)
  for (let y = y0 + plank; y < y1 - 1; y += plank) line(canvas, x0, y, x1, y, dark)
  const seam = y0 + Math.round(H * uniform(random, 0.28, 0.38))
  rect(canvas, x0, seam, x1, seam + 1, brass)
  line(canvas, x0, seam + 2, x1, seam + 2, dark)
  // Side handles.
  for (const hx of [x0 - 2, x1 + 1]) rect(canvas, hx, seam + 3, hx + 1, seam + 5, leather)
  const look: StickerLook = { colours: distinctTints(random, HUES, int(random, 2, 3)), paper, ink }
  let lettered = false
  const count = int(random, 2, Math.max(2, Math.min(7, Math.floor((W * H) / 260))))
  for (let i = 0; i < count; i++) {
    const w = int(random, 7, Math.min(22, Math.floor(W / 3)))
    const h = int(random, 5, Math.max(5, Math.min(11, H - 6)))
    lettered =
      sticker(
        canvas,
        random,
        int(random, x0 + 2, x1 - 2 - w),
        int(random, y0 + 2, Math.max(y0 + 2, y1 - 2 - h)),
        w,
        h,
        look,
      ) || lettered
  }
  // Straps with a buckle at the seam, brass corners with a rivet, and the lock.
  const sw = W >= 60 ? 3 : 2
  for (const sx of [x0 + Math.round(W * 0.22), x1 - Math.round(W * 0.22) - sw + 1]) {
    rect(canvas, sx, y0, sx + sw - 1, y1, leather)
    frame(canvas, sx - 1, seam - 1, sx + sw, seam + 2, brass)
  }
  const cc = W >= 48 ? 4 : 3
  for (const [cx, cy, dx, dy] of [
    [x0, y0, 1, 1],
    [x1, y0, -1, 1],
    [x0, y1, 1, -1],
    [x1, y1, -1, -1],
  ] as [number, number, number, number][]) {
    for (let k = 0; k < cc; k++) {
      canvas.set(cx + dx * k, cy, brass)
      canvas.set(cx, cy + dy * k, brass)
      canvas.set(cx + dx * k, cy + dy, brass)
      canvas.set(cx + dx, cy + dy * k, brass)
    }
    canvas.set(cx + dx, cy + dy, ink)
  }
  const lx = x0 + Math.floor(W / 2) - 1
  rect(canvas, lx, seam - 1, lx + 2, seam + 3, brass)
  canvas.set(lx + 1, seam + 1, ink)
  return finish(canvas, random, ink, 0.6, lettered ? 0 : 0.5)
}

/**
 * An airline bag tag: a long paper strip with a coloured band at one end carrying a three-letter 5×7
 * airport code, rows of 1-px "text", a flight number in 5×7 digits on the wider ones, a dotted tear line
 * and a punched hole; opaque apart from the hole, 56 to 124 px long and 9 to 15 high, hung upright (a
 * tall one) on some.
 */
function bagTag(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 56, 124)
  const H = int(random, 9, 15)
  const paper = tint(random, WHITES)
  const [band, second] = distinctTints(random, HUES, 2) as [RGB, RGB]
  const grey = nudge(random, mix(paper, ink, 0.45))
  const canvas = begin(W, H, paper)
  const code = word(random, LETTERS, 3)
  const bw = textWidth(code) + 4 + int(random, 0, 6)
  rect(canvas, 0, 0, bw - 1, H - 1, band)
  drawText(canvas, code, 2, Math.floor((H - 7) / 2), paper, null)
  let x = bw + 3
  if (H >= 11 && W - x >= 40 && random() < 0.7) {
    const flight = word(random, LETTERS, 2) + String(int(random, 10, 999))
    drawText(canvas, flight, x, Math.floor((H - 7) / 2), ink, null)
    x += textWidth(flight) + 3
  }
  const tear = Math.min(W - 12, x + int(random, 10, 24))
  for (let y = 2; y < H - 1; y += 2) scribble(canvas, random, x, y, Math.max(2, tear - x - 3), ink, 0.3)
  for (let y = 0; y < H; y += 2) canvas.set(tear, y, grey)
  if (random() < 0.6) rect(canvas, tear + 2, 0, tear + 3, H - 1, second)
  for (let y = 2; y < H - 4; y += 2)
    scribble(canvas, random, tear + 5, y, Math.max(2, W - tear - 11), grey, 0.3)
  const hy = Math.floor(H / 2)
  ellipse(canvas, W - 4, hy, 1.6, 1.6, solid(grey))
  canvas.set(W - 4, hy, null)
  return random() < 0.25 ? trimmed(rotated(canvas)) : trimmed(canvas)
}

const luggageSprite: SpriteGenerator['draw'] = (random) => {
  const ink = tint(random, INKS)
  const kind = pick(random, ['case', 'case', 'case', 'trunk', 'tag'] as const)
  if (kind === 'case') return suitcase(random, ink)
  if (kind === 'trunk') return trunk(random, ink)
  return bagTag(random, ink)
}

// ---------------------------------------------------------------------------------------------------

/** The y of a path at each x it covers (the lowest pixel where a column has several). */
function heights(points: Point[]): Map<number, number> {
  const out = new Map<number, number>()
  for (const [x, y] of points) out.set(x, Math.max(out.get(x) ?? -Infinity, y))
  return out
}

/** A chairlift chair hanging from the cable at (x, y): a 1-px hanger, a seat and a back, a rider on some. */
function chair(canvas: Canvas, x: number, y: number, hang: number, ink: RGB, rider: RGB | null, dir: number) {
  line(canvas, x, y + 1, x, y + hang, ink)
  line(canvas, x - 1, y + hang + 1, x + 1, y + hang + 1, ink)
  line(canvas, x - dir, y + hang - 1, x - dir, y + hang + 1, ink)
  if (rider) {
    rect(canvas, x, y + hang - 1, x + dir, y + hang, rider)
    canvas.set(x, y + hang - 2, ink)
    canvas.set(x + dir * 2, y + hang + 2, ink)
  }
}

/** A small cabin (w × h, w ≥ 5) hanging from the cable at (x, y) by a 1-px hanger: a roof, a window row. */
function cabin(
  canvas: Canvas,
  x: number,
  y: number,
  hang: number,
  w: number,
  h: number,
  look: LiftLook,
  c: RGB,
) {
  line(canvas, x, y + 1, x, y + hang, look.ink)
  const x0 = x - Math.floor(w / 2)
  const top = y + hang + 1
  roundRect(canvas, x0, top, x0 + w - 1, top + h - 1, 1, c)
  line(canvas, x0 + 1, top, x0 + w - 2, top, look.ink)
  rect(canvas, x0 + 1, top + 2, x0 + w - 2, top + Math.max(2, Math.floor(h / 2)), look.glass)
  if (w >= 7)
    line(canvas, x0 + Math.floor(w / 2), top + 2, x0 + Math.floor(w / 2), top + Math.floor(h / 2), c)
}

interface LiftLook {
  ink: RGB
  metal: RGB
  glass: RGB
}

/**
 * A chairlift on a mountain: a sky ordered-dithered from deep to pale blue, a far ridge with snowy peaks,
 * a snow slope rising to the right shaded by a 2×2 dither towards the foot, pines, 45° ski tracks, pylons
 * with crossarms carrying a sagging 1-px cable, chairs (some with riders) or small cabins hanging from
 * it, a hut at each station; opaque, 48 to 128 px wide.
 */
function liftScene(random: Random, look: LiftLook): RGBAImage {
  const W = int(random, 48, 128)
  const H = Math.max(32, Math.min(110, Math.round(W * uniform(random, 0.55, 0.85))))
  const [skyA, skyB] = ordered(
    ...(distinctTints(random, hexes(0x4a78c8, 0x7aa8e0, 0xb4d2f0, 0x5c8ed8), 2) as [RGB, RGB]),
  )
  const far = tint(random, hexes(0x6a7898, 0x7a88a8, 0x8a8aa8))
  const snow = tint(random, WHITES)
  const shade = nudge(random, mix(snow, [110, 140, 200], 0.35))
  const pine = tint(random, hexes(0x1e4a30, 0x24503a, 0x2a4428))
  const wood = tint(random, hexes(0x8a5a30, 0xa8442c, 0x6a4a2e))
  const riders = distinctTints(random, HUES, 2)
  const canvas = begin(W, H, skyA)
  // The slope's crest: from low at the left to high at the right, a little uneven.
  const lowY = H - int(random, 3, Math.round(H * 0.2))
  const highY = Math.round(H * uniform(random, 0.3, 0.45))
  const ground = (x: number) => Math.round(lowY + ((highY - lowY) * x) / (W - 1))
  const horizon = highY + 2
  for (let y = 0; y < horizon; y++)
    for (let x = 0; x < W; x++) if (bayer(x, y) < (y / horizon) * 1.1) canvas.set(x, y, skyB)
  // The far ridge: peaks joined by straight flanks, snow on the tops.
  const peaks: Point[] = [[0, Math.round(H * uniform(random, 0.15, 0.35))]]
  while ((peaks[peaks.length - 1] as Point)[0] < W - 1) {
    const [px] = peaks[peaks.length - 1] as Point
    peaks.push([
      Math.min(W - 1, px + int(random, 8, 24)),
      int(random, Math.round(H * 0.08), Math.round(H * 0.38)),
    ])
  }
  const ridge = (x: number) => {
    for (let i = 1; i < peaks.length; i++) {
      const [ax, ay] = peaks[i - 1] as Point
      const [bx, by] = peaks[i] as Point
      if (x <= bx) return Math.round(ay + ((by - ay) * (x - ax)) / Math.max(1, bx - ax))
    }
    return (peaks[peaks.length - 1] as Point)[1]
  }
  const capDepth = int(random, 2, 4)
  for (let x = 0; x < W; x++)
    for (let y = ridge(x); y < H; y++)
      canvas.set(x, y, y - ridge(x) < capDepth && ridge(x) < H * 0.3 ? snow : far)
  for (let x = 0; x < W; x++)
    for (let y = ground(x); y < H; y++) {
      const t = ((y - ground(x)) / Math.max(1, H - ground(x))) * 0.7
      canvas.set(x, y, bayer(x, y) < t ? shade : snow)
    }
  // Ski tracks: zigzags of 45° runs in the shade tone.
  for (let k = int(random, 1, 3); k > 0; k--) {
    let x = int(random, Math.round(W * 0.3), W - 4)
    let y = ground(x) + int(random, 2, 5)
    let dir = random() < 0.5 ? -1 : 1
    for (let step = 0; step < 60 && y < H; step++) {
      if (isColour(canvas, x, y, snow) || isColour(canvas, x, y, shade)) canvas.set(x, y, shade)
      if (step % int(random, 4, 7) === 0) dir = -dir
      x += dir
      y += 1
    }
  }
  // Pines on the slope.
  for (let k = int(random, 2, Math.max(2, Math.floor(W / 10))); k > 0; k--) {
    const tx = int(random, 2, W - 3)
    const th = int(random, 4, 8)
    const ty = int(random, ground(tx) + 2, Math.max(ground(tx) + 2, H - th - 1))
    for (let r = 0; r < th - 1; r++) line(canvas, tx - (r >> 1), ty + r, tx + (r >> 1), ty + r, pine)
    canvas.set(tx, ty + th - 1, look.ink)
  }
  // Stations, pylons and the cable.
  const hutW = int(random, 6, 9)
  const hut = (hx: number) => {
    const gy = ground(hx + Math.floor(hutW / 2))
    rect(canvas, hx, gy - 4, hx + hutW - 1, gy + 1, wood)
    rect(canvas, hx - 1, gy - 6, hx + hutW, gy - 5, look.ink)
    rect(canvas, hx + 2, gy - 3, hx + 3, gy - 2, skyB)
    return gy - 6
  }
  const startX = 2
  const endX = W - hutW - 2
  const y0 = hut(startX) + 1
  const y1 = hut(endX) + 1
  const n = int(random, 2, Math.max(2, Math.floor(W / 28)))
  const ph = int(random, 7, Math.max(7, Math.round(H * 0.22)))
  const tops: Point[] = [[startX + hutW - 1, y0]]
  for (let i = 1; i <= n; i++) {
    const px = Math.round(startX + hutW + ((endX - startX - hutW) * i) / (n + 1))
    const py = ground(px) - ph
    line(canvas, px, ground(px) + 1, px, py, look.metal)
    line(canvas, px - 2, py, px + 2, py, look.ink)
    tops.push([px, py])
  }
  tops.push([endX, y1])
  const cable: Point[] = []
  for (let i = 1; i < tops.length; i++) {
    const [ax, ay] = tops[i - 1] as Point
    const [bx, by] = tops[i] as Point
    cable.push(...sag(ax, ay, bx, by, Math.max(1, Math.round((bx - ax) / 18))))
  }
  stroke(canvas, cable, look.ink)
  const at = heights(cable)
  const cabins = random() < 0.3
  const gap = int(random, 8, 13)
  for (let x = (tops[0] as Point)[0] + 4; x < endX - 4; x += gap) {
    const y = at.get(x)
    if (y === undefined || tops.some(([tx]) => Math.abs(tx - x) < 3)) continue
    if (cabins) cabin(canvas, x, y, 2, 5, 5, look, pick(random, riders))
    else chair(canvas, x, y, 3, look.ink, random() < 0.6 ? pick(random, riders) : null, 1)
  }
  return trimmed(canvas)
}

/**
 * A strip of a lift line: a 1-px cable sagging across, chairs (riders on some) or small cabins in one or
 * two colours hanging from it at even spacing; transparent, 48 to 128 px wide and 10 to 22 high.
 */
function liftStrip(random: Random, look: LiftLook): RGBAImage {
  const W = int(random, 48, 128)
  const cabins = random() < 0.5
  const rise = int(random, 0, 5)
  const dip = int(random, 1, 3)
  const cw = int(random, 5, 8)
  const ch = int(random, 5, 8)
  const hang = cabins ? int(random, 2, 4) : int(random, 3, 5)
  const H = rise + dip + hang + (cabins ? ch : 3) + 3
  const canvas = begin(W, H, null)
  const cable = sag(0, 1 + rise, W - 1, 1, dip)
  stroke(canvas, cable, look.ink)
  const at = heights(cable)
  const colours = distinctTints(random, HUES, int(random, 1, 2))
  const gap = cabins ? int(random, cw + 4, cw + 12) : int(random, 7, 14)
  for (let x = int(random, 3, gap); x < W - 4; x += gap) {
    const y = at.get(x) ?? 1
    canvas.set(x, y, look.metal)
    if (cabins) cabin(canvas, x, y, hang, cw, ch, look, pick(random, colours))
    else chair(canvas, x, y, hang, look.ink, random() < 0.5 ? pick(random, colours) : null, 1)
  }
  return finish(canvas, random, look.ink, 0, 0.5)
}

/**
 * A single gondola: a rounded cabin under a dark roof, a window band split by 1-px mullions with 45°
 * glints, a door line, a 5×7 number on the bigger ones, a hanger arm from a grip on a short length of
 * cable; mostly transparent; 8 to 14 px (a plain cabin) on some draws, else 12 to 40 wide.
 */
function gondola(random: Random, look: LiftLook): RGBAImage {
  const tiny = random() < 0.3
  const w = tiny ? int(random, 7, 10) : int(random, 12, 36)
  const h = tiny ? int(random, 6, 8) : Math.round(w * uniform(random, 0.9, 1.25))
  const hang = tiny ? 2 : int(random, 4, 12)
  const body = tint(random, HUES)
  const roof = nudge(random, scale(body, 0.6))
  const lit = nudge(random, mix(look.glass, WHITE, 0.6))
  const W = w + (tiny ? 2 : 8)
  const H = 2 + hang + h + 2
  const canvas = begin(W, H, null)
  const cx = Math.floor(W / 2)
  const cable = sag(0, 1, W - 1, 1 + (tiny ? 0 : int(random, 0, 2)), 0)
  stroke(canvas, cable, look.ink)
  const cy = heights(cable).get(cx) ?? 1
  rect(canvas, cx - 1, cy - 1, cx + 1, cy, look.metal)
  const top = cy + hang + 1
  if (tiny) line(canvas, cx, cy + 1, cx, top - 1, look.ink)
  else {
    // The arm: down, then a 45° elbow to the roof's middle from one side.
    const bend = Math.max(1, Math.min(3, hang - 2))
    line(canvas, cx, cy + 1, cx, top - 1 - bend, look.metal)
    line(canvas, cx, top - 1 - bend, cx + bend, top - 1, look.metal)
    line(canvas, cx - bend, top - 1, cx + bend, top - 1, look.metal)
  }
  const x0 = cx - Math.floor(w / 2)
  const x1 = x0 + w - 1
  roundRect(canvas, x0, top, x1, top + h - 1, tiny ? 1 : 2, body)
  rect(canvas, x0 + 1, top, x1 - 1, top + (tiny ? 0 : 1), roof)
  const gy0 = top + (tiny ? 2 : 3)
  const gy1 = top + Math.max(tiny ? 3 : 5, Math.round(h * 0.5))
  rect(canvas, x0 + 1, gy0, x1 - 1, gy1, look.glass)
  if (!tiny) {
    const p = int(random, 4, 6)
    for (let x = x0 + p; x < x1 - 1; x += p) line(canvas, x, gy0, x, gy1, body)
    // Glints: short 45° strokes across the glass.
    const gx = x0 + int(random, 2, Math.max(2, Math.floor(w / 3)))
    for (let k = 0; k < 2; k++)
      for (let i = 0; i <= gy1 - gy0; i++) {
        const [x, y] = [gx + k * 2 + i, gy1 - i]
        if (isColour(canvas, x, y, look.glass)) canvas.set(x, y, lit)
      }
    line(canvas, cx, gy1 + 2, cx, top + h - 2, roof)
    canvas.set(cx - 1, gy1 + Math.round((h - (gy1 - top)) / 2), look.metal)
    canvas.set(cx + 1, gy1 + Math.round((h - (gy1 - top)) / 2), look.metal)
    if (top + h - 2 - (gy1 + 2) >= 7 && w >= 16) {
      const num = String(int(random, 1, w >= 24 ? 99 : 9))
      drawText(canvas, num, x0 + 2, gy1 + 2, light(body) > 140 ? look.ink : (WHITES[0] as RGB), null)
    }
    line(canvas, x0 + 1, top + h - 1, x1 - 1, top + h - 1, roof)
  }
  return finish(canvas, random, look.ink, tiny ? 0 : 0.4, 0)
}

/**
 * A lift pylon: a concrete footing, a tube column lit on one side and shaded on the other, a ladder of
 * 1-px rails and rungs, a crossarm with a railing and sheave trains at both ends, cable stubs running off,
 * a number plate with a 5×7 digit on some; transparent, 12 to 32 px wide and 40 to 128 tall.
 */
function pylon(random: Random, look: LiftLook): RGBAImage {
  const W = int(random, 14, 32) | 1
  const H = int(random, 40, 128)
  const paint = tint(random, hexes(0x4a6a4a, 0x8a9098, 0xd8b030, 0x3a5a8a, 0xb84a2a))
  const lit = nudge(random, mix(paint, WHITE, 0.35))
  const dark = nudge(random, scale(paint, 0.65))
  const concrete = tint(random, hexes(0xa8a49c, 0xb8b4a8, 0x9a9890))
  const paper = tint(random, WHITES)
  const canvas = begin(W, H, null)
  const cx = (W - 1) / 2
  const cw = W >= 22 ? 4 : 3
  const c0 = Math.round(cx - cw / 2)
  const armY = int(random, 5, 8)
  // Footing and column.
  const fh = int(random, 3, 5)
  polygon(
    canvas,
    [
      [c0 - 1, H - fh],
      [c0 + cw + 1, H - fh],
      [c0 + cw + 3, H],
      [c0 - 3, H],
    ],
    concrete,
  )
  rect(canvas, c0, armY + 1, c0 + cw - 1, H - fh - 1, paint)
  line(canvas, c0, armY + 1, c0, H - fh - 1, lit)
  line(canvas, c0 + cw - 1, armY + 1, c0 + cw - 1, H - fh - 1, dark)
  // The ladder up the side.
  const lx = c0 + cw + 1
  if (lx + 2 < W) {
    line(canvas, lx, armY + 2, lx, H - fh - 2, look.metal)
    line(canvas, lx + 2, armY + 2, lx + 2, H - fh - 2, look.metal)
    for (let y = armY + 3; y < H - fh - 2; y += 3) canvas.set(lx + 1, y, look.metal)
  }
  // The crossarm, its railing, sheaves and cable stubs.
  rect(canvas, 1, armY, W - 2, armY + 1, paint)
  line(canvas, 1, armY + 1, W - 2, armY + 1, dark)
  line(canvas, 1, armY - 3, W - 2, armY - 3, look.metal)
  for (let x = 1; x <= W - 2; x += 3) line(canvas, x, armY - 2, x, armY - 1, look.metal)
  const sheaves = W >= 24 ? 3 : 2
  for (const side of [0, 1])
    for (let k = 0; k < sheaves; k++) {
      const sx = side ? W - 2 - k * 2 : 1 + k * 2
      canvas.set(sx, armY + 2, look.ink)
      canvas.set(sx, armY + 3, look.ink)
    }
  const tilt = int(random, 0, 2)
  line(canvas, 0, armY + 4 + tilt, 1 + sheaves * 2, armY + 4, look.ink)
  line(canvas, W - 2 - sheaves * 2, armY + 4, W - 1, armY + 4 - tilt, look.ink)
  if (random() < 0.6 && H >= 60) {
    const py = armY + int(random, 6, 14)
    rect(canvas, Math.round(cx) - 3, py, Math.round(cx) + 3, py + 8, paper)
    drawText(canvas, String(int(random, 1, 9)), Math.round(cx) - 2, py + 1, look.ink, null)
  }
  return trimmed(canvas)
}

const liftSprite: SpriteGenerator['draw'] = (random) => {
  const look: LiftLook = {
    ink: tint(random, INKS),
    metal: tint(random, hexes(0x8a9098, 0x9aa0a8, 0x787e88)),
    glass: tint(random, hexes(0xb8d8ec, 0xc8e4f0, 0xa8c8e0)),
  }
  const kind = pick(random, ['scene', 'scene', 'strip', 'gondola', 'pylon'] as const)
  if (kind === 'scene') return liftScene(random, look)
  if (kind === 'strip') return liftStrip(random, look)
  if (kind === 'gondola') return gondola(random, look)
  return pylon(random, look)
}

// ---------------------------------------------------------------------------------------------------

interface GlassLook {
  ink: RGB
  glass: RGB
  lit: RGB
  bar: RGB
  plant: RGB
  fruit: RGB
  pot: RGB
}

/** A glasshouse under construction: a canvas plus a mask of the pixels that are inside the glass. */
interface Glazed {
  canvas: Canvas
  inside: Uint8Array
}

const glazedAt = (g: Glazed, x: number, y: number) =>
  x >= 0 && y >= 0 && x < g.canvas.width && y < g.canvas.height && g.inside[y * g.canvas.width + x] === 1

/** Sets a glazed pixel: fills it with glass and marks it inside. */
function glaze(g: Glazed, x: number, y: number, look: GlassLook) {
  if (x < 0 || y < 0 || x >= g.canvas.width || y >= g.canvas.height) return
  g.canvas.set(x, y, look.glass)
  g.inside[y * g.canvas.width + x] = 1
}

/** Paints a pixel only where it is inside the glass (plants seen through it, glazing bars across it). */
function behind(g: Glazed, x: number, y: number, c: RGB) {
  if (glazedAt(g, x, y)) g.canvas.set(x, y, c)
}

/**
 * Plants seen through the glass between x0 and x1 above the floor row: staging (a 1-px shelf on legs)
 * with pots and leafy tops, or tomato vines (1-px stems with leaves to either side and fruit dots).
 */
function plants(
  g: Glazed,
  random: Random,
  look: GlassLook,
  x0: number,
  x1: number,
  floor: number,
  room: number,
) {
  if (x1 - x0 < 3 || room < 6) return
  if (random() < 0.55) {
    const shelf = floor - Math.max(3, Math.round(room * uniform(random, 0.25, 0.4)))
    for (let x = x0; x <= x1; x++) behind(g, x, shelf, look.pot)
    for (let x = x0 + 1; x <= x1; x += 7) for (let y = shelf + 1; y <= floor; y++) behind(g, x, y, look.pot)
    for (let x = x0 + int(random, 0, 2); x + 2 <= x1; x += int(random, 4, 6)) {
      for (let y = shelf - 2; y <= shelf - 1; y++) for (let k = 0; k <= 2; k++) behind(g, x + k, y, look.pot)
      for (const [dx, dy] of [
        [0, -3],
        [1, -3],
        [2, -3],
        [1, -4],
        [0, -4],
        [2, -4],
      ] as Point[])
        if (dy === -3 || random() < 0.6) behind(g, x + dx, shelf + dy, look.plant)
      if (random() < 0.3) behind(g, x + int(random, 0, 2), shelf - 4, look.fruit)
    }
    return
  }
  for (let x = x0 + int(random, 1, 2); x <= x1 - 1; x += int(random, 3, 5)) {
    const top = floor - int(random, Math.round(room * 0.5), room - 1)
    for (let y = floor; y >= top; y--) {
      behind(g, x, y, look.plant)
      if ((floor - y) % 2 === 1) behind(g, x + ((floor - y) % 4 === 1 ? 1 : -1), y, look.plant)
      if (random() < 0.08) behind(g, x + (random() < 0.5 ? 1 : -1), y, look.fruit)
    }
  }
}

/** Diagonal (45°) reflections on the glass: one or two bands, ordered-dithered, densest in their middles. */
function reflect(g: Glazed, random: Random, look: GlassLook) {
  const { canvas } = g
  const span = canvas.width + canvas.height
  const bands = Array.from({ length: int(random, 1, 2) }, () => [
    int(random, 0, span),
    int(random, 3, Math.max(4, Math.round(canvas.width / 5))),
  ])
  for (let y = 0; y < canvas.height; y++)
    for (let x = 0; x < canvas.width; x++) {
      if (!isColour(canvas, x, y, look.glass)) continue
      for (const [at, w] of bands as [number, number][]) {
        const d = Math.abs(x + y - at) / (w / 2)
        if (d < 1 && bayer(x, y) < 0.85 * (1 - d) + 0.15) canvas.set(x, y, look.lit)
      }
    }
}

/** A brick course pattern over a band of rows: mortar every third row and staggered joints every 4 px. */
function bricks(canvas: Canvas, x0: number, y0: number, x1: number, y1: number, brick: RGB, mortar: RGB) {
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++) {
      const row = y - y0
      const joint = row % 3 === 0 || (x + (Math.floor(row / 3) % 2) * 2) % 4 === 0
      canvas.set(x, y, joint ? mortar : brick)
    }
}

/**
 * A gabled glasshouse seen end on: a 45° (or 1-in-2) roof, glass in vertical 1-px bars with an eaves rail
 * and a transom on some, a glazed door with a handle, a brick base on some, staging with pots or tomato
 * vines inside, dithered diagonal reflections; on grass under a flat sky (opaque) on some; 25 to 95 wide.
 */
function glasshouseFront(random: Random, look: GlassLook): RGBAImage {
  const W = int(random, 25, 95) | 1
  const half = (W - 1) / 2
  const steep = W <= 49 || random() < 0.25
  const roofH = steep ? half : Math.round(half / 2)
  const opaque = random() < 0.4
  const margin = opaque ? int(random, 2, 8) : 0
  const top = opaque ? int(random, 3, 8) : 1
  const grassH = opaque ? int(random, 3, 8) : 0
  const wallH = Math.min(126 - top - roofH - grassH, int(random, Math.round(W * 0.3), Math.round(W * 0.55)))
  const base = random() < 0.5 ? int(random, 3, 6) : 0
  const ridgeY = top
  const eavesY = ridgeY + roofH
  const groundY = eavesY + wallH
  const sillY = groundY - base
  const cw = W + 2 * margin
  const H = groundY + 1 + grassH
  const canvas = begin(cw, H, null)
  const g: Glazed = { canvas, inside: new Uint8Array(cw * H) }
  const cx = margin + half
  let brick: RGB | null = null
  if (opaque) {
    const sky = tint(random, hexes(0xb4d2f0, 0xc8dcec, 0xa8c8e8))
    const grass = tint(random, hexes(0x5a9a3a, 0x6aa848, 0x4e8a3c))
    rect(canvas, 0, 0, cw - 1, groundY, sky)
    rect(canvas, 0, groundY + 1, cw - 1, H - 1, grass)
  }
  const width = (y: number) => (y >= eavesY ? half : steep ? y - ridgeY : 2 * (y - ridgeY))
  for (let y = ridgeY; y <= sillY; y++)
    for (let x = cx - width(y); x <= cx + width(y); x++) glaze(g, x, y, look)
  if (base) {
    brick = tint(random, hexes(0xa8442c, 0x9a4a34, 0xb86a4a))
    bricks(canvas, cx - half, sillY + 1, cx + half, groundY, brick, nudge(random, mix(brick, WHITE, 0.5)))
  }
  const dw = Math.max(5, Math.min(9, Math.round(W / 6))) | 1
  const dx0 = cx - (dw - 1) / 2
  const dx1 = cx + (dw - 1) / 2
  const doorTop = Math.max(eavesY + 2, groundY - Math.max(10, Math.round(wallH * 0.8)))
  plants(g, random, look, cx - half + 1, dx0 - 2, sillY - 1, sillY - eavesY)
  plants(g, random, look, dx1 + 2, cx + half - 1, sillY - 1, sillY - eavesY)
  reflect(g, random, look)
  // The frame: roof edges, sides, eaves rail, sill, bars.
  for (let y = ridgeY; y < eavesY; y++) {
    const w = width(y)
    for (const s of [-1, 1]) {
      canvas.set(cx + s * w, y, look.bar)
      if (!steep) canvas.set(cx + s * (w - 1), y, look.bar)
    }
  }
  line(canvas, cx - half, eavesY, cx + half, eavesY, look.bar)
  line(canvas, cx - half, sillY, cx + half, sillY, look.bar)
  line(canvas, cx - half, eavesY, cx - half, sillY, look.bar)
  line(canvas, cx + half, eavesY, cx + half, sillY, look.bar)
  const p = int(random, 4, 7)
  for (let k = 0; k * p <= half; k++)
    for (const x of k ? [cx - k * p, cx + k * p] : [cx])
      for (let y = ridgeY; y <= sillY; y++) behind(g, x, y, look.bar)
  if (random() < 0.5) {
    const ty = eavesY + Math.round(wallH * uniform(random, 0.3, 0.5))
    for (let x = cx - half; x <= cx + half; x++) behind(g, x, ty, look.bar)
  }
  canvas.set(cx, ridgeY - 1, look.bar)
  // The door.
  rect(canvas, dx0, doorTop, dx1, groundY, look.glass)
  frame(canvas, dx0, doorTop, dx1, groundY, look.bar)
  line(
    canvas,
    dx0,
    doorTop + Math.round((groundY - doorTop) * 0.55),
    dx1,
    doorTop + Math.round((groundY - doorTop) * 0.55),
    look.bar,
  )
  canvas.set(dx1 - 1, doorTop + Math.round((groundY - doorTop) * 0.5), look.ink)
  return trimmed(canvas)
}

/**
 * A long glasshouse seen from the side: a roof band with 45° hipped ends over a glazed wall, 1-px bars in
 * bays through both, a ridge and an eaves rail, an open roof vent in a lighter pane on some, a door in an
 * end bay, a brick base on some, plants and reflections behind the glass; transparent, 48 to 128 wide.
 */
function glasshouseSide(random: Random, look: GlassLook): RGBAImage {
  const W = int(random, 48, 128)
  const wallH = int(random, Math.round(W * 0.18), Math.round(W * 0.32))
  const roofH = Math.max(4, Math.round(wallH * uniform(random, 0.4, 0.7)))
  const base = random() < 0.5 ? int(random, 3, 5) : 0
  const H = roofH + wallH + 3
  const canvas = begin(W, H, null)
  const g: Glazed = { canvas, inside: new Uint8Array(W * H) }
  const ridgeY = 1
  const eavesY = ridgeY + roofH
  const groundY = H - 1
  const sillY = groundY - base
  for (let y = ridgeY; y <= sillY; y++) {
    const inset = Math.max(0, eavesY - y)
    for (let x = inset; x < W - inset; x++) glaze(g, x, y, look)
  }
  if (base) {
    const brick = tint(random, hexes(0xa8442c, 0x9a4a34, 0xb86a4a))
    bricks(canvas, 0, sillY + 1, W - 1, groundY, brick, nudge(random, mix(brick, WHITE, 0.5)))
  }
  const p = int(random, 5, 8)
  const door = random() < 0.5 ? 0 : 1
  const dx0 = door ? W - 1 - p * 2 + 1 : p + 1
  plants(g, random, look, door ? p + 1 : 2 * p + 1, door ? W - 2 - 2 * p : W - 2, sillY - 1, sillY - eavesY)
  if (random() < 0.6) {
    const bay = int(random, 1, Math.floor(W / p) - 2)
    for (let y = ridgeY + 1; y < eavesY; y++)
      for (let x = bay * p + 1; x < (bay + 1) * p; x++) if (glazedAt(g, x, y)) canvas.set(x, y, look.lit)
    line(canvas, bay * p, ridgeY - 1, (bay + 1) * p, ridgeY - 1, look.bar)
  }
  reflect(g, random, look)
  for (let y = ridgeY; y <= eavesY; y++) {
    const inset = Math.max(0, eavesY - y)
    canvas.set(inset, y, look.bar)
    canvas.set(W - 1 - inset, y, look.bar)
  }
  line(canvas, roofH, ridgeY, W - 1 - roofH, ridgeY, look.bar)
  line(canvas, 0, eavesY, W - 1, eavesY, look.bar)
  line(canvas, 0, sillY, W - 1, sillY, look.bar)
  line(canvas, 0, eavesY, 0, sillY, look.bar)
  line(canvas, W - 1, eavesY, W - 1, sillY, look.bar)
  for (let x = p; x < W - 1; x += p) for (let y = ridgeY; y <= sillY; y++) behind(g, x, y, look.bar)
  const doorTop = eavesY + Math.max(2, Math.round(wallH * 0.15))
  rect(canvas, dx0, doorTop, dx0 + p - 2, groundY, look.glass)
  frame(canvas, dx0, doorTop, dx0 + p - 2, groundY, look.bar)
  canvas.set(door ? dx0 + 1 : dx0 + p - 3, Math.round((doorTop + groundY) / 2), look.ink)
  return trimmed(canvas)
}

/**
 * A domed palm house: a half-ellipse dome drawn as curved 1-px ribs (meridians) and rings on the glass, a
 * lantern with a finial on top, a glazed wall below with bars and an arched door, a palm inside (a trunk
 * and drooping 1-px fronds), reflections; on grass under a flat sky (opaque) on some; 40 to 110 wide.
 */
function palmHouse(random: Random, look: GlassLook): RGBAImage {
  const W = int(random, 40, 110) | 1
  const rx = (W - 1) / 2
  const ry = Math.round(rx * uniform(random, 0.55, 0.85))
  const wallH = int(random, 6, Math.max(6, Math.round(rx * 0.6)))
  const lw = Math.max(5, Math.round(W / 8)) | 1
  const lh = int(random, 3, 6)
  const opaque = random() < 0.35
  const margin = opaque ? int(random, 2, 6) : 0
  const top = lh + 4 + (opaque ? int(random, 1, 5) : 0)
  const baseY = top + ry
  const groundY = baseY + wallH
  const grassH = opaque ? int(random, 2, 6) : 0
  const cw = W + 2 * margin
  const H = groundY + 1 + grassH
  const canvas = begin(cw, H, null)
  const g: Glazed = { canvas, inside: new Uint8Array(cw * H) }
  const cx = margin + rx
  if (opaque) {
    const sky = tint(random, hexes(0xb4d2f0, 0xc8dcec, 0xa8c8e8))
    const grass = tint(random, hexes(0x5a9a3a, 0x6aa848, 0x4e8a3c))
    rect(canvas, 0, 0, cw - 1, groundY, sky)
    rect(canvas, 0, groundY + 1, cw - 1, H - 1, grass)
  }
  for (let y = top; y <= groundY; y++)
    for (let x = cx - rx; x <= cx + rx; x++)
      if (y >= baseY || ((x - cx) / (rx + 0.5)) ** 2 + ((y - baseY) / (ry + 0.5)) ** 2 <= 1)
        glaze(g, x, y, look)
  // The palm: a trunk and fronds drooping from its crown.
  const crownY = baseY - Math.round(ry * uniform(random, 0.3, 0.6))
  const px = cx + int(random, -Math.round(rx / 4), Math.round(rx / 4))
  for (let y = groundY; y >= crownY; y--) behind(g, px, y, (groundY - y) % 3 === 0 ? look.pot : look.plant)
  for (let k = 0; k < int(random, 4, 7); k++) {
    const reach = int(random, Math.round(rx * 0.25), Math.round(rx * 0.55))
    const dir = k % 2 ? 1 : -1
    for (const [x, y] of sag(
      px,
      crownY,
      px + dir * reach,
      crownY + int(random, -2, Math.round(reach / 2)),
      -int(random, 1, 4),
    ))
      behind(g, x, y, look.plant)
  }
  plants(
    g,
    random,
    look,
    cx - rx + 1,
    cx - rx + Math.round(rx * 0.4),
    groundY - 1,
    wallH + Math.round(ry / 2),
  )
  reflect(g, random, look)
  // The dome's outline, ribs and rings, the wall bars, the lantern.
  stroke(canvas, arcOf(cx, baseY, rx, ry, Math.PI, 2 * Math.PI), look.bar)
  const ribs = int(random, 2, 4)
  for (let k = 1; k <= ribs; k++) {
    const f = Math.sin((k / (ribs + 1)) * (Math.PI / 2))
    for (const s of [-1, 1])
      for (const [x, y] of arcOf(
        cx,
        baseY,
        rx * f,
        ry,
        s < 0 ? Math.PI : 1.5 * Math.PI,
        s < 0 ? 1.5 * Math.PI : 2 * Math.PI,
      ))
        behind(g, x, y, look.bar)
  }
  for (let y = top; y <= groundY; y++) behind(g, cx, y, look.bar)
  for (let k = 1; k <= 2; k++) {
    const y = Math.round(baseY - ry * (k / 3))
    for (let x = 0; x < cw; x++) behind(g, x, y, look.bar)
  }
  line(canvas, cx - rx, baseY, cx + rx, baseY, look.bar)
  line(canvas, cx - rx, groundY, cx + rx, groundY, look.bar)
  line(canvas, cx - rx, baseY, cx - rx, groundY, look.bar)
  line(canvas, cx + rx, baseY, cx + rx, groundY, look.bar)
  const p = int(random, 4, 7)
  for (let x = cx - p; x > cx - rx; x -= p) line(canvas, x, baseY, x, groundY, look.bar)
  for (let x = cx + p; x < cx + rx; x += p) line(canvas, x, baseY, x, groundY, look.bar)
  const lx0 = cx - (lw - 1) / 2
  rect(canvas, lx0, top - lh, lx0 + lw - 1, top, look.glass)
  frame(canvas, lx0, top - lh, lx0 + lw - 1, top, look.bar)
  stroke(canvas, arcOf(cx, top - lh, (lw - 1) / 2, 2, Math.PI, 2 * Math.PI), look.bar)
  line(canvas, cx, top - lh - 3, cx, 0, look.bar)
  // An arched door in the wall.
  const dw = Math.max(2, Math.round(Math.min(wallH, W / 8) / 2))
  if (wallH >= 7) {
    const dTop = groundY - wallH + 3 + dw
    rect(canvas, cx - dw, dTop, cx + dw, groundY, look.glass)
    stroke(canvas, arcOf(cx, dTop, dw, dw, Math.PI, 2 * Math.PI), look.bar)
    line(canvas, cx - dw, dTop, cx - dw, groundY, look.bar)
    line(canvas, cx + dw, dTop, cx + dw, groundY, look.bar)
    canvas.set(cx + 1, Math.round((dTop + groundY) / 2), look.ink)
  }
  return trimmed(canvas)
}

/**
 * A cold frame: a wooden box (planks in 1-px lines) under a glazed lid with a frame and bars, rows of
 * seedlings seen through the glass, a dithered reflection, the lid propped open on a 1-px stick on some;
 * transparent; 8 to 14 px on some draws, else 16 to 48 wide.
 */
function coldFrame(random: Random, look: GlassLook): RGBAImage {
  const tiny = random() < 0.35
  const W = tiny ? int(random, 9, 14) : int(random, 16, 48)
  const lidH = tiny ? int(random, 4, 6) : int(random, 6, Math.max(6, Math.round(W * 0.4)))
  const boxH = tiny ? 3 : int(random, 4, Math.max(4, Math.round(W * 0.22)))
  const open = !tiny && random() < 0.4 ? int(random, 2, Math.max(2, Math.round(lidH / 2))) : 0
  const H = open + lidH + boxH + 1
  const canvas = begin(W, H, null)
  const g: Glazed = { canvas, inside: new Uint8Array(W * H) }
  const wood = look.pot
  const woodDark = scale(wood, 0.7)
  const ly = open
  for (let y = ly; y < ly + lidH; y++) for (let x = 0; x < W; x++) glaze(g, x, y, look)
  if (open)
    for (let y = ly + lidH; y < ly + lidH + open; y++)
      for (let x = 1; x < W - 1; x++) canvas.set(x, y, woodDark)
  for (let y = ly + 2; y < ly + lidH - 1; y += 2)
    for (let x = 2 + (y % 4 === 0 ? 1 : 0); x < W - 2; x += tiny ? 2 : 3) behind(g, x, y, look.plant)
  if (!tiny) reflect(g, random, look)
  frame(canvas, 0, ly, W - 1, ly + lidH - 1, look.bar)
  if (!tiny)
    for (let x = Math.round(W / 3); x < W - 2; x += Math.max(5, Math.round(W / 3)))
      line(canvas, x, ly, x, ly + lidH - 1, look.bar)
  const by = ly + lidH + open
  rect(canvas, 0, by, W - 1, H - 1, wood)
  for (let y = by + 2; y < H - 1; y += 2) line(canvas, 0, y, W - 1, y, woodDark)
  if (open) line(canvas, W - 3, by, W - 3 - open, ly + lidH - 1, look.ink)
  return finish(canvas, random, look.ink, tiny ? 0.6 : 0.3, 0.5)
}

const greenhouseSprite: SpriteGenerator['draw'] = (random) => {
  const bar = tint(random, hexes(0xf4f4ee, 0x2e6a3e, 0x8a929a, 0x8a5a30))
  // White frames read against a slightly deeper glass.
  const glass = nudge(
    random,
    scale(pick(random, hexes(0xcfe8e4, 0xc4e0ea, 0xd8ecd8)), light(bar) > 200 ? 0.82 : 1),
  )
  const look: GlassLook = {
    ink: tint(random, INKS),
    glass,
    lit: nudge(random, mix(glass, WHITE, 0.6)),
    bar,
    plant: tint(random, hexes(0x3c8a3a, 0x4a9a34, 0x2e7a44)),
    fruit: tint(random, hexes(0xd83a2a, 0xe8b020, 0xe06a20)),
    pot: tint(random, hexes(0xb8602e, 0xa8542a, 0x9a5a34)),
  }
  const kind = pick(random, ['front', 'front', 'side', 'dome', 'frame'] as const)
  if (kind === 'front') return glasshouseFront(random, look)
  if (kind === 'side') return glasshouseSide(random, look)
  if (kind === 'dome') return palmHouse(random, look)
  return coldFrame(random, look)
}

// ---------------------------------------------------------------------------------------------------

interface TypeLook {
  ink: RGB
  body: RGB
  lit: RGB
  dark: RGB
  metal: RGB
  paper: RGB
  key: RGB
  ribbon: RGB
  faded: RGB
}

/** The colour of one typed line: mostly the ink, the red half of the ribbon or a worn, faded ink on some. */
const ribbonPen = (random: Random, look: TypeLook): RGB => {
  const r = random()
  return r < 0.1 ? look.ribbon : r < 0.3 ? look.faded : look.ink
}

/** Typed lines in a box: rows of 5×7 words (9 px apart) where `big`, else rows of 1-px "text" 2 px apart. */
function typed(
  canvas: Canvas,
  random: Random,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  look: TypeLook,
  big: boolean,
) {
  if (big) {
    for (let y = y0; y + 6 <= y1; y += 9) {
      let x = x0 + (random() < 0.2 ? 6 : 0)
      const pen = ribbonPen(random, look)
      for (;;) {
        const w = word(random, LETTERS, int(random, 1, 4))
        if (x + textWidth(w) > x1) break
        drawText(canvas, w, x, y, pen, null)
        if (random() < 0.06) line(canvas, x, y + 8, x + textWidth(w) - 1, y + 8, look.ink)
        x += textWidth(w) + 6
      }
    }
    return
  }
  for (let y = y0; y <= y1; y += 2) {
    const indent = random() < 0.2 ? 2 : 0
    const len = random() < 0.2 ? int(random, 3, Math.max(3, x1 - x0 - indent)) : x1 - x0 - indent + 1
    if (len >= 2) scribble(canvas, random, x0 + indent, y, len, ribbonPen(random, look), 0.25)
  }
}

/**
 * A typewriter from the front: a sheet rising from the platen with typed 5×7 words or 1-px "text", a
 * paper bail, the rubber platen between two knobs, a carriage-return lever at 45°, a body narrowing to
 * the top, a window onto the fan of 1-px type bars (diagonals on a dark half-disc), a maker's name, rows
 * of staggered round keys and a space bar, feet; outlined on most; 28 to 96 px wide.
 */
function typewriter(random: Random, look: TypeLook): RGBAImage {
  const W = int(random, 28, 96)
  const ks = W >= 60 ? 3 : 2
  const pitch = ks + 1
  const rows = W >= 40 ? 4 : 3
  const lever = int(random, 3, 6)
  const m = lever + 2
  const pw = Math.round(W * uniform(random, 0.45, 0.62))
  const big = pw >= 24 && random() < 0.6
  const ph = big
    ? int(random, 12, Math.max(12, Math.round(W * 0.5)))
    : int(random, 6, Math.max(6, Math.round(W * 0.4)))
  const platen = W >= 50 ? 4 : 3
  const bodyH = rows * pitch + 4 + Math.max(6, Math.round(W * 0.22))
  const H = 1 + ph + platen + 2 + bodyH + 1
  const canvas = begin(W + 2 * m, H, null)
  const x0 = m
  const x1 = m + W - 1
  const cx = Math.round((x0 + x1) / 2)
  // The sheet and its typing.
  const px0 = cx - Math.floor(pw / 2) + int(random, -Math.round(W / 12), Math.round(W / 12))
  const px1 = px0 + pw - 1
  const pt = 0
  const pb = ph
  rect(canvas, px0, pt, px1, pb, look.paper)
  typed(canvas, random, px0 + 2, pt + 2, px1 - 2, pb - 4, look, big)
  // The platen, knobs, bail and lever.
  const py = pb + 1
  rect(canvas, x0 + 3, py, x1 - 3, py + platen - 1, look.ink)
  line(canvas, x0 + 3, py, x1 - 3, py, look.dark)
  line(canvas, px0, py - 2, px1, py - 2, look.metal)
  canvas.set(px0 + 2, py - 1, look.ink)
  canvas.set(px1 - 2, py - 1, look.ink)
  for (const kx of [x0, x1 - 2]) rect(canvas, kx, py - 1, kx + 2, py + platen, look.metal)
  line(canvas, x0, py - 1, x0 - lever, py - 1 - lever, look.metal)
  rect(canvas, x0 - lever - 1, py - 2 - lever, x0 - lever, py - 1 - lever, look.ink)
  // The body, narrowing towards the top.
  const by = py + platen
  const inset = Math.max(2, Math.round(W * 0.07))
  polygon(
    canvas,
    [
      [x0 + inset, by],
      [x1 + 1 - inset, by],
      [x1 + 1, by + bodyH],
      [x0, by + bodyH],
    ],
    look.body,
  )
  line(canvas, x0 + inset, by, x1 - inset, by, look.lit)
  line(canvas, x0, by + bodyH - 1, x1, by + bodyH - 1, look.dark)
  line(canvas, x0 + inset, by + 1, x1 - inset, by + 1, look.metal)
  // The type-bar window: a dark half-disc with the fan of bars.
  const rw = Math.max(3, Math.round(W * uniform(random, 0.13, 0.2)))
  const wy = by + 2 + rw
  ellipse(canvas, cx, wy, rw + 0.4, rw + 0.4, (x, y) => (y <= wy ? look.ink : null))
  const bars = Math.max(3, Math.round(rw * 1.2))
  for (let k = 0; k < bars; k++) {
    const a = Math.PI + 0.25 + ((Math.PI - 0.5) * k) / (bars - 1)
    line(
      canvas,
      cx + Math.cos(a) * rw * 0.4,
      wy + Math.sin(a) * rw * 0.4,
      cx + Math.cos(a) * (rw - 0.6),
      wy + Math.sin(a) * (rw - 0.6),
      look.metal,
    )
  }
  canvas.set(cx, wy - Math.round(rw * 0.3), look.metal)
  // The maker's name under the window.
  const ny = wy + 2
  const kbTop = by + bodyH - rows * pitch - ks - 3
  const brand = word(random, LETTERS, int(random, 3, 6))
  const lettered = kbTop - ny >= 8 && textWidth(brand) <= W - 2 * inset - 4 && random() < 0.6
  if (lettered) drawText(canvas, brand, cx - Math.floor(textWidth(brand) / 2), ny, look.metal, null)
  else if (kbTop - ny >= 2)
    scribble(canvas, random, cx - Math.round(W / 8), ny, Math.round(W / 4), look.metal, 0.2)
  // The keyboard: staggered rows of round keys, a space bar.
  for (let r = 0; r < rows; r++) {
    const y = kbTop + r * pitch
    const off = ((r % 2) * pitch) / 2
    for (let x = x0 + 3 + Math.round(off + r); x + ks - 1 <= x1 - 3 - r; x += pitch) {
      rect(canvas, x, y, x + ks - 1, y + ks - 1, look.key)
      if (ks === 3) {
        for (const [dx, dy] of [
          [0, 0],
          [2, 0],
          [0, 2],
          [2, 2],
        ] as Point[])
          canvas.set(x + dx, y + dy, look.body)
        canvas.set(x + 1, y + 1, look.metal)
      } else canvas.set(x, y, look.metal)
    }
  }
  const sy = kbTop + rows * pitch
  rect(canvas, cx - Math.round(W * 0.22), sy, cx + Math.round(W * 0.22), sy + ks - 2, look.key)
  rect(canvas, x0 + 1, H - 1, x0 + 4, H - 1, look.ink)
  rect(canvas, x1 - 4, H - 1, x1 - 1, H - 1, look.ink)
  return finish(canvas, random, look.ink, 0.6, 0)
}

/**
 * A typed page: paper with margins, a 5×7 heading with a typed underline, lines of 5×7 words or of 1-px
 * "text" (a red-ribbon line, a word struck through with Xs on some), a page number in 5×7 digits, a
 * coffee ring as a curved 1-px outline on some; opaque and tall, 24 to 72 wide and up to 104 high.
 */
function typedPage(random: Random, look: TypeLook): RGBAImage {
  const W = int(random, 24, 72)
  const H = Math.min(104, Math.round(W * uniform(random, 1.3, 1.45)))
  const canvas = begin(W, H, look.paper)
  const ml = int(random, 2, 5)
  let y = int(random, 2, 5)
  const heading = word(
    random,
    LETTERS,
    int(random, 2, Math.max(2, Math.min(6, Math.floor((W - 2 * ml) / 6)))),
  )
  if (textWidth(heading) <= W - 2 * ml) {
    const hx = Math.floor((W - textWidth(heading)) / 2)
    drawText(canvas, heading, hx, y, look.ink, null)
    line(canvas, hx, y + 8, hx + textWidth(heading) - 1, y + 8, look.ink)
    y += 12
  }
  const bottom = H - 11
  const big = W >= 40 && random() < 0.5
  typed(canvas, random, ml, y, W - 1 - ml, bottom - (big ? 0 : 2), look, big)
  if (big && random() < 0.5) {
    const sy = y + 9 * int(random, 0, Math.max(0, Math.floor((bottom - y - 7) / 9)))
    const n = int(random, 2, 4)
    rect(canvas, ml, sy, ml + textWidth('X'.repeat(n)), sy + 6, look.paper)
    drawText(canvas, 'X'.repeat(n), ml, sy, look.ink, null)
  }
  const num = String(int(random, 1, 99))
  drawText(canvas, num, Math.floor((W - textWidth(num)) / 2), H - 9, look.faded, null)
  if (random() < 0.4) {
    const stain = nudge(random, mix(look.paper, [150, 100, 50], 0.45))
    const r = int(random, 4, Math.max(4, Math.round(W / 5)))
    circle(canvas, int(random, r, W - 1 - r), int(random, r, H - 1 - r), r, stain, (x, yy) =>
      isColour(canvas, x, yy, look.paper),
    )
  }
  return canvas.image()
}

/** A single typewriter key: a metal rim lit at the top left, a dark or cream cap with a 5×7 letter; 9 to 13 px. */
function typeKey(random: Random, look: TypeLook): RGBAImage {
  const r = int(random, 4, 6)
  const s = 2 * r + 1
  const canvas = begin(s, s, null)
  const lit = nudge(random, mix(look.metal, WHITE, 0.5))
  ellipse(canvas, r, r, r + 0.3, r + 0.3, (x, y) => (x + y < 2 * r - r * 0.6 ? lit : look.metal))
  ellipse(canvas, r, r, r - 0.7, r - 0.7, solid(look.key))
  const letter = light(look.key) > 128 ? look.ink : look.paper
  if (r >= 5) drawText(canvas, pick(random, LETTERS), r - 2, r - 3, letter, null)
  else {
    line(canvas, r - 1, r - 1, r + 1, r - 1, letter)
    line(canvas, r, r - 1, r, r + 1, letter)
  }
  return finish(canvas, random, look.ink, 0.3, 0)
}

const typewriterSprite: SpriteGenerator['draw'] = (random) => {
  const body = tint(random, hexes(0x2a2a2e, 0x4a5a44, 0xe8dcc0, 0xa83a30, 0x3a7a7a, 0x5a6a8a))
  const ink = tint(random, INKS)
  const paper = tint(random, WHITES)
  const look: TypeLook = {
    ink,
    body,
    lit: nudge(random, mix(body, WHITE, 0.3)),
    dark: nudge(random, scale(body, 0.65)),
    metal: tint(random, hexes(0xc0c4ca, 0xb0b4ba, 0xd0ccc0)),
    paper,
    key: tint(random, hexes(0x1e1e22, 0x2a2a30, 0xf0e8d0)),
    ribbon: tint(random, hexes(0xc82a2a, 0xb8302a)),
    faded: nudge(random, mix(ink, paper, 0.45)),
  }
  const kind = pick(random, ['machine', 'machine', 'machine', 'page', 'key'] as const)
  if (kind === 'machine') return typewriter(random, look)
  if (kind === 'page') return typedPage(random, look)
  return typeKey(random, look)
}

// ---------------------------------------------------------------------------------------------------

interface DiscLook {
  vinyl: RGB
  groove: RGB
  shine: RGB
  label: RGB
  print: RGB
}

/**
 * A record centred on (cx, cy), R px in radius: grooves as 1-px rings every 2 px with blank bands between
 * tracks, lit in two opposite 45° wedges, a label with 1-px "text" or a 5×7 word, the spindle hole (a big
 * hole on singles); returns whether it drew letters.
 */
function record(
  canvas: Canvas,
  random: Random,
  cx: number,
  cy: number,
  R: number,
  look: DiscLook,
  single: boolean,
) {
  ellipse(canvas, cx, cy, R + 0.4, R + 0.4, solid(look.vinyl))
  const labelR = Math.max(1, Math.round(R * uniform(random, single ? 0.3 : 0.28, single ? 0.4 : 0.36)))
  const gaps = new Set(
    Array.from({ length: R >= 16 ? int(random, 1, 4) : 0 }, () => int(random, labelR + 3, R - 2)),
  )
  for (let r = labelR + 2; r <= R - 2; r += 2)
    if (!gaps.has(r) && !gaps.has(r + 1))
      circle(canvas, cx, cy, r, look.groove, (x, y) => {
        const a = Math.atan2(y - cy, x - cx)
        const d = Math.min(Math.abs(Math.sin(a + Math.PI / 4)), 1)
        return d > 0.28 || R < 8
      })
  // The shine: grooves in two opposite wedges at 45° drawn in the light tone.
  if (R >= 8)
    for (let r = labelR + 2; r <= R - 2; r += 2)
      if (!gaps.has(r) && !gaps.has(r + 1))
        circle(canvas, cx, cy, r, look.shine, (x, y) => {
          const a = Math.atan2(y - cy, x - cx)
          return Math.abs(Math.sin(a + Math.PI / 4)) <= 0.28
        })
  if (R < 8) {
    circle(canvas, cx, cy, R - 1, look.groove, (x, y) => (x - cx) * (y - cy) >= 0)
    circle(
      canvas,
      cx,
      cy,
      R - 1,
      look.shine,
      (x, y) => (x - cx) * (y - cy) < 0 && Math.abs(x - cx) === Math.abs(y - cy),
    )
  }
  ellipse(canvas, cx, cy, labelR + 0.3, labelR + 0.3, solid(look.label))
  let lettered = false
  if (labelR >= 9) {
    const n = Math.min(4, Math.floor((2 * labelR - 6) / 6))
    const text = word(random, LETTERS, int(random, 2, Math.max(2, n)))
    if (textWidth(text) <= 2 * labelR - 4) {
      drawText(canvas, text, cx - Math.floor(textWidth(text) / 2), cy - labelR + 2, look.print, null)
      lettered = true
    }
    for (let y = cy + 3; y <= cy + labelR - 3; y += 2) {
      const half = Math.floor(Math.sqrt(labelR * labelR - (y - cy) ** 2)) - 2
      if (half >= 2) scribble(canvas, random, cx - half, y, 2 * half + 1, look.print, 0.3)
    }
  } else if (labelR >= 4) {
    scribble(canvas, random, cx - labelR + 2, cy - 2, 2 * labelR - 3, look.print, 0.3)
    scribble(canvas, random, cx - labelR + 2, cy + 2, 2 * labelR - 3, look.print, 0.3)
  }
  if (single && R >= 10) clearDisc(canvas, cx, cy, Math.max(1.2, R * 0.14))
  else if (R >= 3) canvas.set(cx, cy, null)
  return lettered
}

/** Clears an ellipse to transparent. */
function clearDisc(canvas: Canvas, cx: number, cy: number, r: number) {
  for (let y = Math.floor(cy - r); y <= Math.ceil(cy + r); y++)
    for (let x = Math.floor(cx - r); x <= Math.ceil(cx + r); x++)
      if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) canvas.set(x, y, null)
}

/**
 * A record on its own: black or coloured vinyl, grooves and shine, a label, an LP or a single with the
 * big hole; transparent around it; 9 to 13 px (a disc, a label, a hole) on some draws, else up to 95.
 */
function discSprite(random: Random, look: DiscLook): RGBAImage {
  const R = random() < 0.25 ? int(random, 4, 6) : int(random, 8, 47)
  const canvas = begin(2 * R + 1, 2 * R + 1, null)
  const single = R >= 10 && random() < 0.3
  const lettered = record(canvas, random, R, R, R, look, single)
  return finish(canvas, random, look.vinyl, 0, lettered ? 0 : 0.5)
}

/**
 * An album sleeve: square cover art (45° stripes, concentric rings, a dithered gradient with a sun, or a
 * bold checker), a 5×7 title on a band or straight on the art, the record sliding out of the side on
 * some; opaque apart from the disc's surround, 24 to 96 px.
 */
function sleeve(random: Random, look: DiscLook, ink: RGB): RGBAImage {
  const S = int(random, 24, 96)
  const out = random() < 0.35 ? int(random, Math.round(S * 0.15), Math.round(S * 0.4)) : 0
  const canvas = begin(S + out, S, null)
  if (out)
    record(
      canvas,
      random,
      S - 1 - Math.floor(S / 2) + out,
      Math.floor(S / 2),
      Math.floor(S / 2) - 1,
      look,
      false,
    )
  const [a, b, c] = distinctTints(random, [...HUES, ...WHITES.slice(0, 1), ...hexes(0x1e2030)], 3) as [
    RGB,
    RGB,
    RGB,
  ]
  const style = pick(random, ['stripes', 'rings', 'gradient', 'checker'] as const)
  const bw = int(random, 3, Math.max(3, Math.round(S / 8)))
  const [ox, oy] = [int(random, 0, S - 1), int(random, 0, S - 1)]
  for (let y = 0; y < S; y++)
    for (let x = 0; x < S; x++) {
      let col: RGB
      if (style === 'stripes') col = [a, b, c][Math.floor((x + y) / bw) % 3] as RGB
      else if (style === 'rings') col = Math.floor(Math.hypot(x - ox, y - oy) / bw) % 2 ? a : b
      else if (style === 'gradient') col = bayer(x, y) < y / S ? b : a
      else col = (Math.floor(x / (bw + 1)) + Math.floor(y / (bw + 1))) % 2 ? a : b
      canvas.set(x, y, col)
    }
  if (style === 'gradient') ellipse(canvas, ox, Math.round(S * 0.45), S / 6, S / 6, solid(c))
  const title = word(random, LETTERS, int(random, 2, Math.max(2, Math.min(7, Math.floor((S - 4) / 6)))))
  if (textWidth(title) <= S - 4) {
    const tx = random() < 0.5 ? 2 : Math.floor((S - textWidth(title)) / 2)
    const ty = random() < 0.5 ? 2 : S - 9
    if (random() < 0.6) {
      rect(canvas, 0, ty - 2, S - 1, ty + 8, ink)
      drawText(canvas, title, tx, ty, WHITES[0] as RGB, null)
    } else drawText(canvas, title, tx, ty, ink, null)
  }
  return canvas.image()
}

/**
 * A turntable from above: a wooden, silver or black plinth with a lit and a shaded edge, a platter with
 * strobe dots round its rim and a record on it, a tonearm (a pivot ring, a counterweight, a 1-px arm at an
 * angle ending in a 45° headshell) resting on the record, an arm rest, a start button, 33 and 45 in 5×7
 * digits and a pitch slider on the larger ones; opaque, 40 to 110 px wide.
 */
function turntable(random: Random, look: DiscLook, ink: RGB): RGBAImage {
  const W = int(random, 40, 110)
  const H = Math.round(W * uniform(random, 0.72, 0.85))
  const plinth = tint(random, hexes(0x8a5a30, 0xa8703c, 0xb8bcc2, 0x2a2a2e))
  const lit = nudge(random, mix(plinth, WHITE, 0.3))
  const dark = nudge(random, scale(plinth, 0.65))
  const metal = tint(random, hexes(0xc8ccd2, 0xb8bcc4, 0xd4d0c8))
  const canvas = begin(W, H, plinth)
  line(canvas, 0, 0, W - 1, 0, lit)
  line(canvas, 0, 0, 0, H - 1, lit)
  line(canvas, 0, H - 1, W - 1, H - 1, dark)
  line(canvas, W - 1, 1, W - 1, H - 1, dark)
  const R = Math.floor(H / 2) - 3
  const cx = R + 3
  const cy = Math.floor(H / 2)
  ellipse(canvas, cx, cy, R + 0.4, R + 0.4, solid(metal))
  circle(canvas, cx, cy, R, ink, (x, y) => (x + y) % 2 === 0)
  record(canvas, random, cx, cy, R - 2, look, false)
  // The tonearm.
  const right = W - 2 - (cx + R + 1)
  const px = cx + R + 1 + Math.max(3, Math.round(right * 0.5))
  const py = Math.round(H * 0.2)
  const hx = cx + Math.round(R * uniform(random, 0.35, 0.6))
  const hy = cy + Math.round(R * uniform(random, 0.1, 0.4))
  rect(canvas, px - 1, py - 6, px + 1, py - 4, ink)
  ellipse(canvas, px, py, 2.6, 2.6, solid(metal))
  canvas.set(px, py, ink)
  line(canvas, px, py - 3, px, py - 4, metal)
  line(canvas, px, py + 2, hx + 2, hy - 2, metal)
  line(canvas, hx + 2, hy - 2, hx, hy, metal)
  rect(canvas, hx - 1, hy, hx, hy + 1, ink)
  rect(canvas, px + 3, Math.round(py + (hy - py) * 0.5), px + 4, Math.round(py + (hy - py) * 0.5) + 1, dark)
  // Controls.
  rect(canvas, 2, H - 5, 5, H - 3, ink)
  canvas.set(3, H - 4, metal)
  let lettered = false
  if (right >= 14 && H >= 40) {
    const tx = W - 3 - 11
    const digits = light(plinth) > 150 ? ink : metal
    drawText(canvas, '33', tx, H - 19, digits, null)
    drawText(canvas, '45', tx, H - 10, digits, null)
    lettered = true
  } else if (right >= 8) {
    line(canvas, W - 4, Math.round(H * 0.55), W - 4, H - 4, ink)
    rect(canvas, W - 5, Math.round(H * 0.7), W - 3, Math.round(H * 0.7) + 1, metal)
  }
  return lettered || random() < 0.5 ? canvas.image() : finish(canvas, random, ink, 0, 1)
}

const recordSprite: SpriteGenerator['draw'] = (random) => {
  const ink = tint(random, INKS)
  const coloured = random() < 0.2
  const vinyl = coloured
    ? tint(random, hexes(0xb82a2a, 0x2a4aa8, 0x2a8a5a, 0x7a3a9a))
    : tint(random, hexes(0x18181c, 0x1c1a20, 0x222226))
  const look: DiscLook = {
    vinyl,
    groove: nudge(random, mix(vinyl, WHITE, coloured ? 0.18 : 0.14)),
    shine: nudge(random, mix(vinyl, WHITE, 0.5)),
    label: tint(random, [...HUES, ...WHITES.slice(2)]),
    print: tint(random, [...INKS.slice(0, 1), ...WHITES.slice(0, 1)]),
  }
  if (light(look.label) > 150 && light(look.print) > 150) look.print = ink
  if (light(look.label) < 110 && light(look.print) < 110) look.print = tint(random, WHITES)
  const kind = pick(random, ['disc', 'disc', 'sleeve', 'turntable'] as const)
  if (kind === 'disc') return discSprite(random, look)
  if (kind === 'sleeve') return sleeve(random, look, ink)
  return turntable(random, look, ink)
}

// ---------------------------------------------------------------------------------------------------

interface DialLook {
  ink: RGB
  plate: RGB
  lit: RGB
  dark: RGB
  metal: RGB
  shadow: RGB
}

/** The hour of a dial line as its 5×7 number: 12 at noon, 1 to 11 either side. */
const hourText = (h: number) => String(((((h + 11) % 12) + 12) % 12) + 1)

/** Hours in the order their numbers are placed (noon, six, three and nine first), so crowding drops minor ones. */
const HOUR_ORDER = [0, -6, 6, -3, 3, -4, 4, -2, 2, -5, 5, -1, 1]

/** Whether a w × h box at (x, y) keeps a 2-px gap from the boxes placed so far; adds it if so. */
function place(
  boxes: [number, number, number, number][],
  x: number,
  y: number,
  w: number,
  h: number,
): boolean {
  if (
    boxes.some(([bx, by, bw, bh]) => x < bx + bw + 2 && bx < x + w + 2 && y < by + bh + 2 && by < y + h + 2)
  )
    return false
  boxes.push([x, y, w, h])
  return true
}

/**
 * A horizontal garden sundial from above: a round, square or octagonal plate with a lit and a shaded
 * rim, verdigris ordered-dithered in patches on some, engraved chapter rings (curved 1-px outlines),
 * hour lines fanning from the gnomon's foot (spaced as on a real dial at a random latitude, so some run
 * at about 45°), 5×7 hour numbers or tick dots, the gnomon along the noon line with its shadow across the
 * afternoon or morning, a 5×7 motto on the larger ones; on stone paving (opaque) on some; 9 to 13 px (a
 * plate, a gnomon and a few lines) on some draws, else 25 to 109.
 */
function gardenDial(random: Random, look: DialLook): RGBAImage {
  const tiny = random() < 0.2
  const R = tiny ? int(random, 4, 6) : int(random, 12, 46)
  const shape = tiny ? 'round' : pick(random, ['round', 'round', 'square', 'octagon'] as const)
  const paving = !tiny && random() < 0.4
  const m = paving ? int(random, 2, 8) : 0
  const S = 2 * R + 1 + 2 * m
  const stone = tint(random, hexes(0xa8a49c, 0xb8b0a0, 0x9c9c98))
  const canvas = begin(S, S, paving ? stone : null)
  if (paving) {
    const joint = nudge(random, scale(stone, 0.75))
    const fh = int(random, 7, 12)
    for (let y = int(random, 0, fh - 1); y < S; y += fh) {
      line(canvas, 0, y, S - 1, y, joint)
      for (let x = int(random, 2, 12); x < S; x += int(random, 8, 16))
        line(canvas, x, y + 1, x, y + fh - 1, joint)
    }
  }
  const c = m + R
  const edge = (x: number, y: number) => (x - c + (y - c) < 0 ? look.lit : look.dark)
  if (shape === 'round')
    ellipse(canvas, c, c, R + 0.4, R + 0.4, (x, y) =>
      Math.hypot(x - c, y - c) > R - 0.9 ? edge(x, y) : look.plate,
    )
  else {
    const cut = shape === 'octagon' ? Math.round(R * 0.4) : 0
    for (let y = c - R; y <= c + R; y++)
      for (let x = c - R; x <= c + R; x++) {
        const [dx, dy] = [Math.abs(x - c), Math.abs(y - c)]
        if (dx + dy > 2 * R - cut) continue
        const rimmed = dx === R || dy === R || dx + dy === 2 * R - cut
        canvas.set(x, y, rimmed ? edge(x, y) : look.plate)
      }
  }
  if (!tiny && random() < 0.4) {
    const patina = nudge(random, mix(look.plate, [80, 170, 140], 0.5))
    for (let k = int(random, 1, 3); k > 0; k--) {
      const [px, py, pr] = [
        c + int(random, -R, R),
        c + int(random, -R, R),
        int(random, 3, Math.max(3, R / 2)),
      ]
      ellipse(canvas, px, py, pr, pr * 0.7, (x, y) =>
        isColour(canvas, x, y, look.plate) && bayer(x, y) < 0.6 - Math.hypot(x - px, y - py) / (2 * pr) + 0.2
          ? patina
          : null,
      )
    }
  }
  const numerals = R >= 24
  const band = numerals ? 11 : tiny ? 1 : 3
  const Rin = R - band
  const inRound = (x: number, y: number) =>
    shape === 'round' ? Math.hypot(x - c, y - c) : Math.max(Math.abs(x - c), Math.abs(y - c))
  if (!tiny) {
    if (shape === 'round') {
      circle(canvas, c, c, R - 2, look.ink)
      circle(canvas, c, c, Rin, look.ink)
    } else {
      // The outer line runs inside the plate only (an octagon's cut corners stay clear).
      for (let k = c - R + 2; k <= c + R - 2; k++)
        for (const [x, y] of [
          [k, c - R + 2],
          [k, c + R - 2],
          [c - R + 2, k],
          [c + R - 2, k],
        ] as Point[])
          if (
            Math.abs(x - c) + Math.abs(y - c) <=
            2 * R - (shape === 'octagon' ? Math.round(R * 0.4) : 0) - 2
          )
            canvas.set(x, y, look.ink)
      frame(canvas, c - Rin, c - Rin, c + Rin, c + Rin, look.ink)
    }
  }
  const root: Point = [c, c + Math.round(Rin * (tiny ? 0.3 : 0.45))]
  const phi = uniform(random, 0.65, 0.95)
  const angle = (h: number) =>
    Math.abs(h) === 6 ? Math.sign(h) * (Math.PI / 2) : Math.atan(Math.sin(phi) * Math.tan((h * Math.PI) / 12))
  const reach = (h: number, r: number): Point => {
    const a = angle(h)
    const [dx, dy] = [Math.sin(a), -Math.cos(a)]
    let t = 0
    while (t < 4 * R && inRound(root[0] + dx * t, root[1] + dy * t) < r) t += 0.25
    return [root[0] + dx * t, root[1] + dy * t]
  }
  const boxes: [number, number, number, number][] = []
  for (let h = -6; h <= 6; h++) {
    if (tiny && h % 3 !== 0) continue
    const [ex, ey] = reach(h, Rin)
    line(canvas, root[0], root[1], ex, ey, look.ink)
  }
  for (const h of HOUR_ORDER) {
    if (tiny) break
    if (numerals) {
      const text = hourText(h)
      const [nx, ny] = reach(h, Rin + band / 2 - 1)
      const [tx, ty] = [Math.round(nx - textWidth(text) / 2), Math.round(ny - 3.5)]
      if (
        [tx, tx + textWidth(text) - 1].every((x) => [ty, ty + 6].every((y) => inRound(x, y) <= R - 2)) &&
        place(boxes, tx, ty, textWidth(text), 7)
      )
        drawText(canvas, text, tx, ty, look.ink, null)
    } else {
      const [dx, dy] = reach(h, Rin + 1.5)
      canvas.set(Math.round(dx), Math.round(dy), look.ink)
    }
  }
  // The shadow, then the gnomon along the noon line.
  const [sx, sy] = reach(pick(random, [-4, -3, -2, 2, 3, 4]), Rin * 0.85)
  if (R >= 16) bar(canvas, root[0], root[1], sx, sy, 2, look.shadow)
  else line(canvas, root[0], root[1], sx, sy, look.shadow)
  const tipY = Math.round(root[1] - (root[1] - (c - Rin)) * (tiny ? 0.7 : 0.8))
  line(canvas, root[0], root[1], root[0], tipY, look.metal)
  if (R >= 20) line(canvas, root[0] + 1, root[1], root[0] + 1, tipY + 2, look.dark)
  let lettered = numerals
  if (R >= 30) {
    const motto = word(random, LETTERS, int(random, 3, 5))
    const y = root[1] + 3
    const half = Math.floor(textWidth(motto) / 2)
    if (inRound(c - half - 1, y + 8) < Rin && inRound(c + half + 1, y + 8) < Rin) {
      drawText(canvas, motto, c - half, y, look.ink, null)
      lettered = true
    }
  }
  return finish(canvas, random, look.ink, paving ? 0 : 0.3, lettered ? 0 : 0.5)
}

/**
 * A wall sundial: a painted panel on a stucco wall (weathered at the foot by an ordered dither), a frame in
 * one or two 1-px lines, hour lines fanning down from the gnomon's foot near the top, 5×7 hour numbers in a
 * band round the edge (ticks on the small ones), the gnomon as a rod down the noon line with its shadow
 * along an hour line, a sun face with dotted rays on some, a 5×7 motto painted under the panel; opaque,
 * 24 to 72 wide and up to 110 tall.
 */
function wallDial(random: Random, look: DialLook): RGBAImage {
  const W = int(random, 24, 72)
  const wall = tint(random, hexes(0xe8d8b0, 0xd8b890, 0xe0c0b0, 0xc8c0b0))
  const damp = nudge(random, scale(wall, 0.84))
  const paint = tint(random, hexes(0xa83a2a, 0x2a4a8a, 0x8a5a20, 0x2a6a4a))
  const sun = tint(random, hexes(0xe8b020, 0xf0c030))
  const m = int(random, 2, 4)
  const x0 = m
  const x1 = W - 1 - m
  const y0 = m
  const y1 = y0 + Math.round((x1 - x0) * uniform(random, 0.8, 1.05))
  const mottoRoom = W >= 30 && random() < 0.7
  const H = Math.min(110, y1 + (mottoRoom ? 12 : 0) + int(random, 3, Math.max(3, Math.round(W * 0.4))))
  const canvas = begin(W, H, wall)
  for (let y = Math.round(H * 0.7); y < H; y++)
    for (let x = 0; x < W; x++) if (bayer(x, y) < ((y - H * 0.7) / (H * 0.3)) * 0.8) canvas.set(x, y, damp)
  rect(canvas, x0, y0, x1, y1, look.plate)
  frame(canvas, x0, y0, x1, y1, paint)
  if (random() < 0.5 && W >= 32) frame(canvas, x0 + 2, y0 + 2, x1 - 2, y1 - 2, paint)
  const numerals = W >= 40
  const band = numerals ? 10 : 4
  const cx = Math.round((x0 + x1) / 2)
  const root: Point = [cx, y0 + 3]
  const phi = uniform(random, 0.65, 0.95)
  const [ix0, ix1, iy1] = [x0 + band, x1 - band, y1 - band]
  const reach = (h: number, grow: number): Point => {
    const a = Math.atan(Math.cos(phi) * Math.tan((h * Math.PI) / 12))
    const [dx, dy] = [Math.sin(a), Math.cos(a)]
    let t = 0
    while (root[0] + dx * t > ix0 - grow && root[0] + dx * t < ix1 + grow && root[1] + dy * t < iy1 + grow)
      t += 0.25
    return [root[0] + dx * t, root[1] + dy * t]
  }
  const boxes: [number, number, number, number][] = []
  for (let h = -5; h <= 5; h++) {
    const [ex, ey] = reach(h, 0)
    line(canvas, root[0], root[1], ex, ey, look.ink)
  }
  for (const h of HOUR_ORDER.filter((k) => Math.abs(k) <= 5)) {
    if (numerals) {
      const text = hourText(h)
      const [nx, ny] = reach(h, band / 2)
      const [tx, ty] = [Math.round(nx - textWidth(text) / 2), Math.round(ny - 3.5)]
      if (tx > x0 && tx + textWidth(text) < x1 && ty + 7 < y1 && place(boxes, tx, ty, textWidth(text), 7))
        drawText(canvas, text, tx, ty, paint, null)
    } else {
      const [dx, dy] = reach(h, 2)
      canvas.set(Math.round(dx), Math.round(dy), paint)
    }
  }
  const [sx, sy] = reach(pick(random, [-3, -2, 2, 3]), 0)
  line(
    canvas,
    root[0],
    root[1],
    Math.round(root[0] + (sx - root[0]) * 0.7),
    Math.round(root[1] + (sy - root[1]) * 0.7),
    look.shadow,
  )
  line(canvas, root[0], root[1], root[0], Math.round(root[1] + (iy1 - root[1]) * 0.45), look.metal)
  if (random() < 0.5) {
    ellipse(canvas, root[0], root[1], 2.2, 2.2, solid(sun))
    for (let k = 0; k < 8; k++) {
      const a = (k * Math.PI) / 4
      const [rx, ry] = [Math.round(root[0] + 4 * Math.cos(a)), Math.round(root[1] + 4 * Math.sin(a))]
      if (ry > y0) canvas.set(rx, ry, sun)
    }
    canvas.set(root[0], root[1], look.metal)
  }
  if (mottoRoom) {
    const n = Math.min(6, Math.floor((W - 2) / 6))
    const motto = word(random, LETTERS, int(random, Math.min(3, n), n))
    drawText(canvas, motto, Math.floor((W - textWidth(motto)) / 2), y1 + 3, paint, null)
  }
  return canvas.image()
}

/**
 * A sundial on a pedestal, side on: stepped stone footings, a baluster column lit on one side and
 * shaded on the other through an ordered dither, a capping slab, the dial plate's edge as a metal line and
 * the gnomon's triangle with a 45° edge; transparent and tall, 13 to 35 wide and 30 to 110 high.
 */
function pedestalDial(random: Random, look: DialLook): RGBAImage {
  const W = int(random, 13, 35) | 1
  const H = Math.min(110, Math.max(30, Math.round(W * uniform(random, 2, 3.2))))
  const stone = tint(random, hexes(0xb8b0a0, 0xa8a49c, 0xc8bca8))
  const sLit = nudge(random, mix(stone, WHITE, 0.35))
  const sDark = nudge(random, scale(stone, 0.7))
  const canvas = begin(W, H, null)
  const cx = (W - 1) / 2
  const half = (W - 1) / 2
  let y = H - 1
  const steps = int(random, 1, 3)
  const sh = int(random, 2, 3)
  for (let s = 0; s < steps; s++) {
    const w = half - s * 2
    rect(canvas, cx - w, y - sh + 1, cx + w, y, stone)
    line(canvas, cx - w, y - sh + 1, cx + w, y - sh + 1, sLit)
    line(canvas, cx + w, y - sh + 2, cx + w, y, sDark)
    y -= sh
  }
  const gn = int(random, 3, Math.max(3, Math.round(W * 0.35)))
  const topY = gn + 1
  const slab = half - 1
  rect(canvas, cx - slab, topY, cx + slab, topY + 1, stone)
  line(canvas, cx - slab, topY + 1, cx + slab, topY + 1, sDark)
  line(canvas, cx - slab + 1, topY - 1, cx + slab - 1, topY - 1, look.metal)
  const gx = Math.round(cx - gn / 2)
  for (let k = 0; k < gn; k++) line(canvas, gx + k, topY - 2, gx + k, topY - 2 - k, look.metal)
  line(canvas, gx + gn - 1, topY - 2, gx + gn - 1, topY - 1 - gn, look.dark)
  const colTop = topY + 2
  const hmax = Math.max(2, half - 2)
  for (let yy = colTop; yy <= y; yy++) {
    const t = (yy - colTop) / Math.max(1, y - colTop)
    const hw =
      t < 0.06 || t > 0.92 ? hmax : Math.max(1, Math.round(hmax * (0.45 + 0.4 * Math.sin(Math.PI * t))))
    for (let x = Math.round(cx - hw); x <= Math.round(cx + hw); x++) {
      const u = (x - (cx - hw)) / Math.max(1, 2 * hw)
      const col =
        u < 0.25 ? sLit : u < 0.5 ? stone : u < 0.8 && bayer(x, yy) >= (u - 0.5) / 0.3 ? stone : sDark
      canvas.set(x, yy, col)
    }
  }
  return finish(canvas, random, look.ink, 0.5, 0.5)
}

const sundialSprite: SpriteGenerator['draw'] = (random) => {
  const plate = tint(random, hexes(0xc8963a, 0xb8864a, 0x5a5a60, 0xa8a49c))
  const look: DialLook = {
    ink: tint(random, INKS),
    plate,
    lit: nudge(random, mix(plate, WHITE, 0.35)),
    dark: nudge(random, scale(plate, 0.6)),
    metal: tint(random, hexes(0x3a3a3e, 0x5a4a3a, 0x2a2a2e)),
    shadow: nudge(random, scale(plate, 0.72)),
  }
  const kind = pick(random, ['garden', 'garden', 'wall', 'pedestal'] as const)
  if (kind === 'garden') return gardenDial(random, look)
  if (kind === 'wall') return wallDial(random, { ...look, plate: tint(random, WHITES) })
  return pedestalDial(random, look)
}

// ---------------------------------------------------------------------------------------------------

interface PlayLook {
  ink: RGB
  paint: RGB
  paint2: RGB
  seat: RGB
  metal: RGB
  bark: RGB
  barkDark: RGB
}

/** A strip of bark chippings, ordered-dithered in two tones. */
function barkStrip(canvas: Canvas, x0: number, y0: number, x1: number, y1: number, look: PlayLook) {
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++) canvas.set(x, y, bayer(x, y) < 0.5 ? look.barkDark : look.bark)
}

/**
 * A swing set: a beam on A-frames of diagonal legs with a cross brace, two to four swings on 1-px chains
 * (dotted in two tones) or ropes, one swung out on slanting chains, flat seats or a toddler's bucket;
 * under a flat sky on grass with dithered bark chippings under the swings (opaque) on some, else on a bark
 * strip; 28 to 100 px wide.
 */
function swingSet(random: Random, look: PlayLook): RGBAImage {
  const W = int(random, 28, 100)
  const H = Math.max(20, Math.min(80, Math.round(W * uniform(random, 0.45, 0.7))))
  const opaque = random() < 0.4
  const sky = tint(random, hexes(0xb4d2f0, 0xc8dcec, 0xa8c8e8))
  const grass = tint(random, hexes(0x5a9a3a, 0x6aa848, 0x4e8a3c))
  const canvas = begin(W, H, opaque ? sky : null)
  const groundY = H - (opaque ? int(random, 4, 7) : 3)
  if (opaque) rect(canvas, 0, groundY + 1, W - 1, H - 1, grass)
  const spread = Math.max(
    3,
    Math.min(Math.round((W - 20) / 4), Math.round((groundY - 2) * uniform(random, 0.2, 0.35))),
  )
  const bx0 = spread + 1
  const bx1 = W - 2 - spread
  const lo = bx0 + spread + 2
  const hi = bx1 - spread - 2
  barkStrip(
    canvas,
    opaque ? lo - 2 : 0,
    groundY + 1,
    opaque ? hi + 2 : W - 1,
    opaque ? groundY + 2 : H - 1,
    look,
  )
  rect(canvas, bx0 - 1, 1, bx1 + 1, 2, look.paint)
  const braceY = Math.round(2 + (groundY - 2) * 0.6)
  for (const end of [bx0, bx1]) {
    line(canvas, end, 2, end - spread, groundY, look.paint)
    line(canvas, end, 2, end + spread, groundY, look.paint)
    const off = Math.round((spread * (braceY - 2)) / (groundY - 2))
    line(canvas, end - off, braceY, end + off, braceY, look.paint2)
  }
  const chain = random() < 0.5
  const sw = int(random, 6, 10)
  const n = Math.max(1, Math.min(4, Math.floor((hi - lo + 2) / sw)))
  const start = lo + Math.floor((hi - lo + 2 - n * sw) / 2)
  const swung = random() < 0.6 ? int(random, 0, n - 1) : -1
  for (let i = 0; i < n; i++) {
    const xa = start + i * sw + 1
    const xb = xa + sw - 4
    const out = i === swung ? pick(random, [-1, 1]) * int(random, 3, 6) : 0
    const seatY = groundY - int(random, 3, 5) - (out ? 1 : 0)
    for (const x of [xa, xb]) {
      const pts = sag(x, 3, x + out, seatY - 1, 0)
      stroke(canvas, pts, look.metal, chain ? look.ink : undefined)
    }
    if (random() < 0.25 && !out) {
      rect(canvas, xa - 1, seatY - 2, xb + 1, seatY, look.seat)
      rect(canvas, xa, seatY - 2, xb, seatY - 1, null)
      if (opaque) rect(canvas, xa, seatY - 2, xb, seatY - 1, sky)
    } else rect(canvas, xa - 1 + out, seatY, xb + 1 + out, seatY, look.seat)
  }
  return finish(canvas, random, look.ink, 0, 0.5)
}

/**
 * A slide: a ladder of 1-px rails and rungs up to a platform with a railing and a pointed roof on some,
 * a chute falling at 45° and curving out to a flat run (a lit top edge, a rail beside it), a support leg;
 * transparent; 30 to 100 px wide.
 */
function slideSprite(random: Random, look: PlayLook): RGBAImage {
  const ph = int(random, 12, 56)
  const lw = int(random, 4, 5)
  const pw = int(random, 5, 10)
  const runout = int(random, 4, 10)
  const roofH = random() < 0.5 ? int(random, 4, 8) : 0
  const curve = Math.max(3, Math.round(ph * 0.25))
  const W = 2 + lw + pw + (ph - curve) + curve * 2 + runout + 3
  const H = ph + 7 + roofH
  const canvas = begin(W, H, null)
  const groundY = H - 1
  const platY = groundY - ph
  const lit = nudge(random, mix(look.seat, WHITE, 0.4))
  const dark = nudge(random, scale(look.seat, 0.7))
  // The ladder.
  for (const x of [1, 1 + lw]) line(canvas, x, groundY, x, platY - 4, look.paint)
  for (let y = groundY - 2; y > platY; y -= 3) line(canvas, 2, y, lw, y, look.metal)
  // The platform, railing, leg and roof.
  const px1 = 1 + lw + pw
  rect(canvas, 1, platY, px1, platY + 1, look.paint2)
  line(canvas, px1, platY, px1, groundY, look.paint)
  line(canvas, 1, platY - 4, px1, platY - 4, look.paint)
  line(canvas, px1, platY - 4, px1, platY, look.paint)
  if (roofH) {
    const mid = (1 + px1) / 2
    polygon(
      canvas,
      [
        [0, platY - 4],
        [px1 + 2, platY - 4],
        [mid + 1, platY - 4 - roofH],
      ],
      look.paint2,
    )
  }
  // The chute: 45° down, a curve, a flat run.
  const sx = px1 + 1
  const k = ph - curve - 2
  const pts: Point[] = []
  for (let i = 0; i <= k; i++) pts.push([sx + i, platY + i])
  const [bx, by] = [sx + k, platY + k]
  pts.push(...quad([bx, by], [bx + curve, by + curve], [bx + curve * 2, by + curve]).slice(1))
  const [ex, ey] = pts[pts.length - 1] as Point
  for (let x = ex + 1; x <= ex + runout; x++) pts.push([x, ey])
  for (const [x, y] of pts) {
    canvas.set(x, y, lit)
    canvas.set(x, y + 1, look.seat)
    canvas.set(x, y + 2, dark)
  }
  for (let i = 0; i <= k; i++) canvas.set(sx + i + 1, platY + i - 2, look.seat)
  line(canvas, ex + runout - 1, ey + 3, ex + runout - 1, groundY, look.paint)
  return finish(canvas, random, look.ink, 0.4, 0.5)
}

/**
 * A see-saw: a plank tilted across a triangular pivot, one end down on the ground, handles (a post and a
 * crossbar) near each end, dark seat pads; transparent, a thin strip 32 to 90 px long.
 */
function seesaw(random: Random, look: PlayLook): RGBAImage {
  const W = int(random, 32, 90)
  const tilt = int(random, 2, Math.max(2, Math.round(W / 14)))
  const pivotY = tilt + 4
  const H = pivotY + tilt + 3
  const canvas = begin(W, H, null)
  const groundY = H - 1
  const cx = Math.floor(W / 2)
  polygon(
    canvas,
    [
      [cx - 3, groundY + 1],
      [cx + 4, groundY + 1],
      [cx + 0.5, pivotY],
    ],
    look.paint,
  )
  const yAt = (x: number) => Math.round(pivotY + (tilt * (cx - x)) / (cx - 2))
  for (let x = 2; x <= W - 3; x++) {
    canvas.set(x, yAt(x), look.seat)
    canvas.set(x, yAt(x) + 1, look.paint2)
  }
  canvas.set(cx, pivotY, look.metal)
  for (const hx of [6, W - 7]) {
    line(canvas, hx, yAt(hx) - 1, hx, yAt(hx) - 3, look.metal)
    line(canvas, hx - 1, yAt(hx) - 3, hx + 1, yAt(hx) - 3, look.metal)
  }
  for (const [a, b] of [
    [2, 4],
    [W - 5, W - 3],
  ])
    for (let x = a as number; x <= (b as number); x++) canvas.set(x, yAt(x) - 1, look.ink)
  line(canvas, 0, groundY, W - 1, groundY, look.bark)
  return finish(canvas, random, look.ink, 0.3, 0.5)
}

/**
 * A climbing dome: a half-ellipse of curved 1-px bars (the outline, meridians in two colours and
 * horizontal rings) with joints as dots where they cross, on a dithered strip of bark; 28 to 90 px wide.
 */
function climbingDome(random: Random, look: PlayLook): RGBAImage {
  const W = int(random, 28, 90) | 1
  const rx = (W - 1) / 2
  const ry = Math.round(rx * uniform(random, 0.7, 1))
  const gh = int(random, 2, 4)
  const H = ry + 2 + gh
  const canvas = begin(W, H, null)
  const cx = rx
  const baseY = ry + 1
  barkStrip(canvas, 0, baseY + 1, W - 1, H - 1, look)
  const m = int(random, 2, 4)
  const fs: number[] = []
  for (let k = 1; k <= m; k++) {
    const f = Math.sin((k / (m + 1)) * (Math.PI / 2))
    fs.push(f)
    const c = k % 2 ? look.paint2 : look.paint
    stroke(canvas, arcOf(cx, baseY, rx * f, ry, Math.PI, 1.5 * Math.PI), c)
    stroke(canvas, arcOf(cx, baseY, rx * f, ry, 1.5 * Math.PI, 2 * Math.PI), c)
  }
  line(canvas, cx, baseY, cx, baseY - ry, look.paint)
  const L = int(random, 2, 4)
  for (let j = 1; j <= L; j++) {
    const y = Math.round(baseY - (ry * j) / (L + 1))
    const hw = rx * Math.sqrt(Math.max(0, 1 - ((baseY - y) / ry) ** 2))
    line(canvas, cx - hw, y, cx + hw, y, look.paint)
    const s = Math.sqrt(Math.max(0, 1 - ((baseY - y) / ry) ** 2))
    for (const f of [0, ...fs])
      for (const sign of [-1, 1]) canvas.set(Math.round(cx + sign * rx * f * s), y, look.metal)
  }
  stroke(canvas, arcOf(cx, baseY, rx, ry, Math.PI, 2 * Math.PI), look.paint)
  line(canvas, 0, baseY, W - 1, baseY, look.paint)
  return finish(canvas, random, look.ink, 0.3, 0.5)
}

const playgroundSprite: SpriteGenerator['draw'] = (random) => {
  const [paint, paint2, seat] = distinctTints(random, HUES, 3) as [RGB, RGB, RGB]
  const bark = tint(random, hexes(0x8a5a30, 0x9a6a3a, 0x7a5234))
  const look: PlayLook = {
    ink: tint(random, INKS),
    paint,
    paint2,
    seat,
    metal: tint(random, hexes(0xa8aeb6, 0x9aa0a8, 0xb8bcc2)),
    bark,
    barkDark: nudge(random, scale(bark, 0.7)),
  }
  const kind = pick(random, ['swings', 'swings', 'slide', 'slide', 'seesaw', 'dome'] as const)
  if (kind === 'swings') return swingSet(random, look)
  if (kind === 'slide') return slideSprite(random, look)
  if (kind === 'seesaw') return seesaw(random, look)
  return climbingDome(random, look)
}

// ---------------------------------------------------------------------------------------------------

interface FireLook {
  ink: RGB
  body: RGB
  lit: RGB
  dark: RGB
  cap: RGB
  metal: RGB
  paper: RGB
}

/**
 * A pillar fire hydrant: a nut on a domed bonnet lit on one side, a lip, a barrel lit and shaded in
 * columns, side nozzles with caps and nuts, a front pumper nozzle on the wider ones, a dotted 1-px chain
 * sagging from a cap, a flange with bolts; on paving with 1-px joints (opaque) on some, else outlined on
 * transparency; 8 to 14 px on some draws, else up to about 60.
 */
function hydrant(random: Random, look: FireLook): RGBAImage {
  const tiny = random() < 0.25
  const bw = tiny ? int(random, 4, 5) : int(random, 7, 18)
  const bh = tiny ? int(random, 4, 6) : Math.round(bw * uniform(random, 1.2, 1.8))
  const ry = tiny ? 2 : Math.max(2, Math.round(bw * 0.4))
  const noz = tiny ? 1 : Math.max(2, Math.round(bw * 0.25))
  const paving = !tiny && random() < 0.35
  const m = noz + 2 + (paving ? int(random, 2, 6) : 0)
  const W = bw + 2 * m
  const top = 2 + (paving ? int(random, 1, 4) : 0)
  const footY = top + ry + 1 + bh + 2
  const H = footY + (paving ? int(random, 3, 8) : 1)
  const stone = tint(random, hexes(0xa8a49c, 0xb8b0a0, 0x9c9c98))
  const canvas = begin(W, H, paving ? stone : null)
  if (paving) {
    const joint = nudge(random, scale(stone, 0.75))
    const fh = int(random, 5, 9)
    for (let y = footY - fh * 3; y < H; y += fh) if (y >= 0) line(canvas, 0, y, W - 1, y, joint)
    for (let x = int(random, 0, 8); x < W; x += int(random, 8, 14)) line(canvas, x, 0, x, H - 1, joint)
  }
  const x0 = m
  const x1 = m + bw - 1
  const cx = (x0 + x1) / 2
  rect(canvas, Math.floor(cx) - (tiny ? 0 : 1), top - 2, Math.ceil(cx) + (tiny ? 0 : 1), top - 1, look.cap)
  ellipse(canvas, cx, top + ry, bw / 2, ry, (x, y) =>
    y <= top + ry ? (x < cx - bw * 0.2 ? look.lit : look.body) : null,
  )
  const lipY = top + ry + 1
  rect(canvas, x0 - 1, lipY, x1 + 1, lipY, look.dark)
  rect(canvas, x0, lipY + 1, x1, lipY + bh, look.body)
  if (!tiny) {
    line(canvas, x0 + 1, lipY + 1, x0 + 1, lipY + bh, look.lit)
    line(canvas, x1 - 1, lipY + 1, x1 - 1, lipY + bh, look.dark)
  }
  line(canvas, x1, lipY + 1, x1, lipY + bh, look.dark)
  const ny = lipY + 1 + Math.round(bh * 0.25)
  const nh = tiny ? 1 : Math.max(3, Math.round(bw * 0.3))
  rect(canvas, x0 - noz, ny, x0 - 1, ny + nh - 1, look.cap)
  rect(canvas, x1 + 1, ny, x1 + noz, ny + nh - 1, look.cap)
  if (!tiny) {
    canvas.set(x0 - noz, ny + Math.floor(nh / 2), look.metal)
    canvas.set(x1 + noz, ny + Math.floor(nh / 2), look.metal)
  }
  if (bw >= 10) {
    const pr = Math.max(2, Math.round(bw * 0.2))
    const py = ny + nh + pr
    if (py + pr < lipY + bh) {
      ellipse(canvas, cx, py, pr + 0.3, pr + 0.3, solid(look.cap))
      canvas.set(Math.round(cx), py, look.metal)
    }
  }
  if (!tiny && random() < 0.7) {
    const chain = sag(x0 - noz, ny + nh, x0 + 1, lipY + Math.round(bh * 0.8), int(random, 1, 3))
    stroke(canvas, chain.slice(1), look.metal, null)
  }
  const fy = lipY + bh + 1
  rect(canvas, x0 - (tiny ? 1 : 2), fy, x1 + (tiny ? 1 : 2), fy + (tiny ? 0 : 1), look.dark)
  if (!tiny) for (let x = x0 - 1; x <= x1 + 1; x += 2) canvas.set(x, fy, look.metal)
  return finish(canvas, random, look.ink, paving ? 0 : tiny ? 0.8 : 0.6, 0.5)
}

/**
 * A fire extinguisher: a tall cylinder with a domed top, lit and shaded in columns, a coloured agent band
 * on some, a paper label with a 5×7 class letter and rows of 1-px "text", a metal neck and valve head, a
 * carry handle and a lever at 45°, a round gauge with a needle on the wider ones, a hose curving down the
 * side to a nozzle or a horn, a dark foot ring; transparent and tall, 13 to 40 px wide and up to 110 high.
 */
function extinguisher(random: Random, look: FireLook): RGBAImage {
  const bw = int(random, 8, 22)
  const bh = Math.min(84, Math.round(bw * uniform(random, 2.2, 3.4)))
  const domeH = Math.max(2, Math.round(bw * 0.3))
  const hw = Math.max(2, Math.round(bw * 0.25))
  const lever = Math.max(3, Math.round(bw * 0.5))
  const mr = Math.max(4, Math.round(bw * 0.4)) + 2
  const ml = 4
  const W = ml + bw + mr
  const headH = int(random, 3, 4)
  const headY = lever + 2
  const neckY = headY + headH
  const bodyTop = neckY + 2 + domeH
  const H = bodyTop + bh + 1
  const canvas = begin(W, H, null)
  const x0 = ml
  const x1 = ml + bw - 1
  const cx = Math.round((x0 + x1) / 2)
  const shade = (x: number): RGB =>
    x <= x0 + (bw >= 14 ? 2 : 1) && x > x0 ? look.lit : x >= x1 - (bw >= 14 ? 2 : 1) ? look.dark : look.body
  ellipse(canvas, (x0 + x1) / 2, bodyTop, bw / 2, domeH, (x, y) => (y <= bodyTop ? shade(x) : null))
  for (let y = bodyTop; y < bodyTop + bh; y++) for (let x = x0; x <= x1; x++) canvas.set(x, y, shade(x))
  rect(canvas, x0, H - 2, x1, H - 1, look.ink)
  rect(canvas, cx - 1, neckY, cx + 1, neckY + 1, look.metal)
  rect(canvas, cx - hw, headY, cx + hw, headY + headH - 1, look.metal)
  line(canvas, cx - hw, headY, cx + hw, headY, look.ink)
  line(canvas, cx - hw, headY - 1, cx + hw + 3, headY - 1, look.metal)
  line(canvas, cx - hw + 1, headY - 2, cx - hw + 1 + lever, headY - 2 - lever, look.metal)
  if (bw >= 12) {
    const gx = cx - hw - 2
    ellipse(canvas, gx, headY + 1, 2.2, 2.2, solid(look.ink))
    ellipse(canvas, gx, headY + 1, 1.2, 1.2, solid(look.paper))
    canvas.set(gx + 1, headY, look.ink)
  }
  // The label and the agent band.
  const ly0 = bodyTop + Math.round(bh * 0.3)
  const ly1 = Math.min(H - 5, ly0 + Math.max(9, Math.round(bh * 0.3)))
  const lx0 = x0 + 2
  const lx1 = x1 - 2
  if (random() < 0.6) {
    const band = tint(random, hexes(0xf0e0b0, 0x2a58c8, 0x1e1e22, 0xe8c030))
    rect(canvas, x0, ly0 - 4, x1, ly0 - 2, band)
  }
  rect(canvas, lx0, ly0, lx1, ly1, look.paper)
  let y = ly0 + 2
  const cls = pick(random, ['A', 'AB', 'ABC', 'B'])
  if (lx1 - lx0 - 3 >= textWidth(cls) && ly1 - ly0 >= 11) {
    drawText(canvas, cls, lx0 + 2, y, look.body, null)
    y += 9
  }
  for (; y <= ly1 - 2; y += 2) scribble(canvas, random, lx0 + 2, y, lx1 - lx0 - 3, look.ink, 0.3)
  // The hose and its nozzle.
  const hose = quad(
    [cx + hw + 1, headY + 1],
    [x1 + mr - 1, headY + 2],
    [x1 + 3, bodyTop + Math.round(bh * uniform(random, 0.4, 0.7))],
  )
  for (const [x, y2] of hose) {
    canvas.set(x, y2, look.ink)
    canvas.set(x - 1, y2, look.ink)
  }
  const [ex, ey] = hose[hose.length - 1] as Point
  if (random() < 0.4 && bw >= 12)
    polygon(
      canvas,
      [
        [ex - 1, ey],
        [ex + 1, ey],
        [ex + 3, ey + 6],
        [ex - 3, ey + 6],
      ],
      look.ink,
    )
  else rect(canvas, ex - 1, ey, ex, ey + 2, look.metal)
  return finish(canvas, random, look.ink, 0.4, 0)
}

/**
 * A hydrant marker plate: a yellow plate with rounded corners and a 1-px border, a big H in 1- or 2-px
 * strokes with the main's size in 5×7 digits above its crossbar and the distance below; opaque, about
 * 19 to 29 px.
 */
function markerPlate(random: Random, look: FireLook): RGBAImage {
  const yellow = tint(random, hexes(0xf0c832, 0xe8c030, 0xf4d040))
  const upper = pick(random, ['75', '80', '100', '150', '4', '6'])
  const lower = String(int(random, 1, 40))
  const s = int(random, 1, 2)
  const iw = Math.max(textWidth(upper), textWidth(lower)) + 2
  const W = 2 + 1 + s + iw + s + 1 + 2
  const H = 3 + 7 + 2 + s + 2 + 7 + 3
  const canvas = begin(W, H, null)
  roundRect(canvas, 0, 0, W - 1, H - 1, 2, look.ink)
  roundRect(canvas, 1, 1, W - 2, H - 2, 1, yellow)
  line(canvas, 2, 1, W - 3, 1, nudge(random, mix(yellow, WHITE, 0.5)))
  line(canvas, 2, H - 2, W - 3, H - 2, nudge(random, scale(yellow, 0.75)))
  const [la, lb] = [3, W - 3 - s + 1]
  for (const x of [la, lb]) rect(canvas, x, 3, x + s - 1, H - 4, look.ink)
  const barY = 3 + 7 + 1
  rect(canvas, la + s, barY, lb - 1, barY + s - 1, look.ink)
  const mid = (la + s + lb - 1) / 2
  drawText(canvas, upper, Math.round(mid - textWidth(upper) / 2 + 0.01), 3, look.ink, null)
  drawText(canvas, lower, Math.round(mid - textWidth(lower) / 2 + 0.01), barY + s + 1, look.ink, null)
  return canvas.image()
}

const fireSprite: SpriteGenerator['draw'] = (random) => {
  const kind = pick(random, ['hydrant', 'hydrant', 'extinguisher', 'extinguisher', 'plate'] as const)
  const body =
    kind === 'extinguisher'
      ? tint(random, hexes(0xce2e2c, 0xd83a30, 0xc02a24))
      : tint(random, hexes(0xce2e2c, 0xd83a30, 0xc02a24, 0xe8c030, 0x2e9250))
  const look: FireLook = {
    ink: tint(random, INKS),
    body,
    lit: nudge(random, mix(body, WHITE, 0.35)),
    dark: nudge(random, scale(body, 0.62)),
    cap: tint(random, hexes(0xe8e8e4, 0xb8bcc2, 0x2a58c8, 0xe8c030)),
    metal: tint(random, hexes(0xa8aeb6, 0x9aa0a8, 0xc0c4ca)),
    paper: tint(random, WHITES),
  }
  if (kind === 'hydrant') return hydrant(random, look)
  if (kind === 'extinguisher') return extinguisher(random, look)
  return markerPlate(random, look)
}

export const OBELISK_GENERATORS: SpriteGenerator[] = [
  { name: 'obelisk-luggage', draw: within(luggageSprite) },
  { name: 'obelisk-skilift', draw: within(liftSprite) },
  { name: 'obelisk-greenhouse', draw: within(greenhouseSprite) },
  { name: 'obelisk-typewriter', draw: within(typewriterSprite) },
  { name: 'obelisk-record', draw: within(recordSprite) },
  { name: 'obelisk-sundial', draw: within(sundialSprite) },
  { name: 'obelisk-playground', draw: within(playgroundSprite) },
  { name: 'obelisk-fire', draw: within(fireSprite) },
]
