// The generators of the `ziggurat` split of the wide recovery bench, written in round 22 for round 23,
// before any of its method work, and used by no other split: shop receipts (till rolls with torn edges),
// traffic cones and road barriers, bird cages, car parks seen from above, city skylines at night, dusk or
// dawn, sushi on a board or a plate, zip fasteners on their tapes, and bicycles seen from the side. Car
// parks and skylines are opaque long flat runs (asphalt, walls) with one-cell details (lamps, lit
// windows, stars); skies and some receipts' fading print are ordered-dithered; receipts are thin strips
// of 1-px "text" with a torn zigzag edge; zips are thin strips whose teeth alternate every row (a
// two-pixel period); cages and bicycles are mostly transparent, drawn in 1-px bars, spokes and tubes;
// cones and single pieces of sushi are tiny on some draws, and rows of cones, pieces of sushi and
// skyline windows repeat one motif at irregular spacing. Held back: scored once at the end of a round
// (bench/lib/wide/splits.ts).
import { uniform } from '../../../packages/pixelart/src/recover/testing/degrade.ts'
import {
  HUES,
  INKS,
  bar,
  bayer,
  begin,
  circle,
  distinctTints,
  ellipse,
  finish,
  hexes,
  int,
  line,
  mix,
  mod,
  nudge,
  pick,
  rect,
  rotated,
  scale,
  scribble,
  side,
  solid,
  tint,
  trimmed,
  within,
  isColour,
  type Canvas,
  type RGB,
} from './canvas.ts'
import type { SpriteGenerator } from './canvas.ts'
import { drawText } from './text.ts'

/** White and grey, for cars and frames (not for birds and logos). */
const GREYS = hexes(0xecece6, 0x787c84)
const PAPERS = hexes(0xf6f4ec, 0xeeeee8, 0xfaf0d6)

// ---------------------------------------------------------------------------------------------------

/**
 * A shop receipt off a till roll: a paper strip (torn in a zigzag at the foot, at the head too on some)
 * with a logo (a few letters in the 5×7 font, or a badge), a centred address line, dashed rules, item
 * lines (a scribbled name, a right-aligned price with a gap for its decimal point, a faded quantity line
 * under some), a bold total, a thank-you line; a fold crease across on some, the print fading to a
 * dither towards the foot on some, a pen ring round the total on some; opaque but for the torn edges;
 * 12 to 40 px wide, 40 to 128 px long (a thin strip).
 */
const receiptSprite: SpriteGenerator['draw'] = (random) => {
  const W = int(random, 12, 40)
  const H = int(random, Math.max(40, 2 * W), 128)
  const paper = tint(random, PAPERS)
  const ink = tint(random, INKS)
  const faded = mix(ink, paper, uniform(random, 0.4, 0.6))
  const logoC = tint(random, HUES)
  const canvas = begin(W, H, paper)
  const m = int(random, 1, 2)
  const tooth = int(random, 1, 3)
  const tornTop = random() < 0.35
  let y = (tornTop ? tooth + 1 : 0) + int(random, 2, 3)

  // The logo: letters when they fit, else a round or square badge with a light pixel in it.
  const letters = Math.min(4, Math.floor((W - 2 * m + 1) / 6))
  if (letters >= 2 && random() < 0.6) {
    const n = int(random, 2, letters)
    const text = Array.from({ length: n }, () => pick(random, 'ABCDEHKMNOPRSTUWXZ')).join('')
    drawText(canvas, text, Math.floor((W - (6 * n - 1)) / 2), y, logoC, null)
    y += 9
  } else {
    const r = int(random, 2, Math.min(5, Math.floor((W - 2 * m) / 2) - 1))
    const cx = Math.floor(W / 2)
    if (random() < 0.5) ellipse(canvas, cx, y + r, r + 0.3, r + 0.3, solid(logoC))
    else rect(canvas, cx - r, y, cx + r, y + 2 * r, logoC)
    canvas.set(cx - 1, y + r - 1, scale(logoC, 1.45))
    y += 2 * r + 3
  }
  const centred = (length: number, c: RGB) => {
    const len = Math.min(length, W - 2 * m)
    scribble(canvas, random, Math.floor((W - len) / 2), y, len, c, 0.2)
  }
  centred(int(random, Math.round(W * 0.4), W - 2 * m), faded)
  y += 2
  if (random() < 0.5) {
    centred(int(random, Math.round(W * 0.3), Math.round(W * 0.7)), faded)
    y += 2
  }
  const dash = int(random, 1, 2)
  const rule = () => {
    for (let x = m; x < W - m; x++) if (mod(x - m, dash + 1) < dash) canvas.set(x, y, ink)
    y += 2
  }
  y += 1
  rule()

  // Item lines, as many as leave room for the total and the footer.
  const pitch = int(random, 2, 3)
  const price = (py: number, bold: boolean) => {
    const len = Math.min(int(random, 4, 6), Math.floor((W - 2 * m) / 2))
    const x0 = W - m - len
    for (let i = 0; i < len; i++)
      if (i !== len - 3 || len < 4) {
        canvas.set(x0 + i, py, ink)
        if (bold) canvas.set(x0 + i, py + 1, ink)
      }
    if (len >= 4) canvas.set(x0 + len - 3, py + (bold ? 1 : 0), ink)
  }
  const footer = 12 + (tooth + 1)
  while (y + pitch + footer < H) {
    const nameLen = int(random, 2, Math.max(2, W - 2 * m - 8))
    scribble(canvas, random, m, y, nameLen, ink, 0.2)
    price(y, false)
    if (random() < 0.2 && y + pitch + 2 + footer < H) {
      y += 2
      scribble(canvas, random, m + 2, y, int(random, 2, Math.max(2, Math.round(W * 0.3))), faded, 0.2)
    }
    y += pitch
  }
  y += 1
  rule()
  const totalY = y
  for (let x = m; x < m + Math.min(5, Math.floor(W / 3)); x++) rect(canvas, x, y, x, y + 1, ink)
  price(y, true)
  y += 4
  rule()
  centred(int(random, Math.round(W * 0.3), Math.round(W * 0.6)), faded)

  if (random() < 0.35) {
    // A pen ring round the total: the one coloured mark.
    const pen = nudge(random, pick(random, [HUES[0], HUES[1]] as RGB[]))
    const [x0, y0, x1, y1] = [Math.max(0, W - m - 8), totalY - 2, W - 1, totalY + 3]
    for (let x = x0 + 1; x < x1; x++) for (const py of [y0, y1]) canvas.set(x, py, pen)
    for (let py = y0 + 1; py < y1; py++) for (const x of [x0, x1]) canvas.set(x, py, pen)
  }
  if (random() < 0.4) {
    // Thermal print fading towards the foot: ink drops to the faded tone in an ordered dither.
    const from = int(random, Math.round(H * 0.3), Math.round(H * 0.7))
    for (let py = from; py < H; py++)
      for (let x = 0; x < W; x++)
        if (isColour(canvas, x, py, ink) && bayer(x, py) < (py - from) / (H - from)) canvas.set(x, py, faded)
  }
  if (random() < 0.4) {
    // A fold crease: one row of paper a shade darker.
    const cy = int(random, Math.round(H * 0.25), Math.round(H * 0.75))
    const crease = scale(paper, 0.88)
    for (let x = 0; x < W; x++) if (isColour(canvas, x, cy, paper)) canvas.set(x, cy, crease)
  }
  // The torn edges: a zigzag of `tooth`-deep notches.
  const phase = int(random, 0, 2 * tooth)
  for (let x = 0; x < W; x++) {
    const notch = tooth - Math.abs(mod(x + phase, 2 * tooth) - tooth)
    for (let k = 0; k < notch; k++) {
      canvas.set(x, H - 1 - k, null)
      if (tornTop) canvas.set(x, k, null)
    }
  }
  return trimmed(canvas)
}

// ---------------------------------------------------------------------------------------------------

type Put = (x: number, y: number, c: RGB) => void

interface ConeColours {
  body: RGB
  shade: RGB
  band: RGB
  bandShade: RGB
  base: RGB
  baseLit: RGB
}

/**
 * One traffic cone of height `h` whose base is centred on (cx, by), through `put` (so a cone can be laid
 * on its side): a tapering body shaded on its right third, one or two reflective bands, a square base
 * with a lit top row.
 */
function cone(put: Put, cx: number, by: number, h: number, c: ConeColours) {
  const bh = Math.max(1, Math.round(h * 0.1))
  const baseHalf = Math.max(2, Math.round(h * 0.36))
  const bodyH = h - bh
  const top = Math.max(0, Math.round(h * 0.05))
  const bottom = Math.max(1, baseHalf - 1)
  const bandH = Math.max(1, Math.round(h * 0.08))
  const bands = h >= 18 ? 2 : 1
  const bandAt = (y: number) => {
    for (let k = 0; k < bands; k++) {
      const b0 = Math.round(bodyH * (bands === 1 ? 0.45 : 0.3 + 0.32 * k))
      if (y >= b0 && y < b0 + bandH) return true
    }
    return false
  }
  for (let y = 0; y < bodyH; y++) {
    const half = Math.round(top + ((bottom - top) * y) / Math.max(1, bodyH - 1))
    for (let x = -half; x <= half; x++) {
      const shaded = half >= 2 && x > half * 0.35
      const banded = bandAt(y)
      put(cx + x, by - h + 1 + y, banded ? (shaded ? c.bandShade : c.band) : shaded ? c.shade : c.body)
    }
  }
  for (let y = 0; y < bh; y++)
    for (let x = -baseHalf; x <= baseHalf; x++)
      put(cx + x, by - bh + 1 + y, y === 0 && bh > 1 ? c.baseLit : c.base)
}

/**
 * Traffic cones and road barriers: one cone (tiny on a third of draws), a row of three to eight cones at
 * irregular spacing on a strip of road with a dashed line (one lying on its side on some; a wide thin
 * strip), or an A-frame barrier (a board in diagonal red-and-white stripes on splayed legs, a framed
 * board and a warning lamp on some); on transparency; 8 to 128 px.
 */
const coneSprite: SpriteGenerator['draw'] = (random) => {
  const kind = pick(random, ['cone', 'cone', 'row', 'barrier'] as const)
  const ink = tint(random, INKS)
  const body = tint(random, hexes(0xf06e1e, 0xe64624, 0xfa961e, 0xd6e632))
  const band = tint(random, hexes(0xf4f4f0, 0xe2e6ec))
  const colours: ConeColours = {
    body,
    shade: scale(body, 0.72),
    band,
    bandShade: scale(band, 0.8),
    base: tint(random, INKS),
    baseLit: nudge(random, [88, 88, 96]),
  }
  if (kind === 'cone') {
    const h = side(random, 0.35, 13, 52)
    const canvas = begin(h + 4, h + 2, null)
    cone((x, y, c) => canvas.set(x, y, c), Math.floor((h + 4) / 2), h, h, colours)
    return finish(canvas, random, ink, 0.3, 0.5)
  }
  if (kind === 'row') {
    const ch = int(random, 9, 20)
    const rh = int(random, 4, 9)
    const half = Math.round(ch * 0.36)
    const fallen = random() < 0.4 ? int(random, 0, 7) : -1
    // Slots left to right, each a cone's width (a fallen cone's length) and an irregular gap, while they fit.
    const slots: [number, number][] = []
    let W = int(random, 0, 4)
    for (let i = 0, n = int(random, 3, 8); i < n; i++) {
      const width = i === fallen ? ch : 2 * half + 1
      const gap = int(random, 0, Math.round(ch * 0.9))
      if (W + width > 128) break
      slots.push([W, width])
      W = Math.min(128, W + width + gap)
    }
    W = Math.max(W, int(random, 24, 40))
    const H = ch + rh + 1
    const canvas = begin(W, H, null)
    const asphalt = tint(random, hexes(0x54565c, 0x6e6c68, 0x404246))
    const paint = nudge(random, random() < 0.5 ? [240, 240, 236] : [244, 204, 60])
    rect(canvas, 0, H - rh, W - 1, H - 1, asphalt)
    const ly = H - rh + Math.floor(rh / 2)
    const dashLen = int(random, 3, 8)
    const dashGap = int(random, 2, 6)
    const dashPhase = int(random, 0, dashLen + dashGap)
    for (let x = 0; x < W; x++) if (mod(x + dashPhase, dashLen + dashGap) < dashLen) canvas.set(x, ly, paint)
    slots.forEach(([x0, width], i) => {
      const by = H - rh + int(random, 0, Math.max(0, Math.floor(rh / 2) - 1))
      if (i !== fallen) cone((px, py, c) => canvas.set(px, py, c), x0 + half, by, ch, colours)
      else {
        // On its side, tip to the right, lying on the road: cone coordinates turned a quarter.
        const put: Put = (px, py, c) => canvas.set(x0 + (by - py), by - half - (px - x0), c)
        cone(put, x0, by, width, colours)
      }
    })
    return trimmed(canvas)
  }
  // An A-frame barrier.
  const W = int(random, 20, 90)
  const bh = int(random, 4, 10)
  const legH = int(random, Math.max(4, bh), Math.max(6, Math.round(W * 0.45)))
  const lamp = random() < 0.5
  const top = lamp ? 4 : 0
  const H = top + bh + legH
  const canvas = begin(W + 4, H, null)
  const red = tint(random, hexes(0xd62828, 0xe6781e))
  const white = colours.band
  const frame = random() < 0.4 ? colours.base : null
  const leg = tint(random, hexes(0x969aa0, 0x464a50, 0xe6e6e2))
  const legW = W > 50 ? 2 : 1
  for (const s of [0, 1]) {
    const lx = 2 + (s ? W - 1 - Math.round(W * 0.12) : Math.round(W * 0.12))
    const spread = Math.round(legH * 0.3)
    for (const d of [-1, 1]) {
      if (legW === 1) line(canvas, lx, top + bh, lx + d * spread, H - 1, leg)
      else bar(canvas, lx, top + bh, lx + d * spread, H - 1, 2, leg)
    }
  }
  const stripe = int(random, 2, 4)
  const dir = random() < 0.5 ? 1 : -1
  for (let y = 0; y < bh; y++)
    for (let x = 0; x < W; x++) {
      const onFrame = frame && (y === 0 || y === bh - 1 || x === 0 || x === W - 1)
      canvas.set(2 + x, top + y, onFrame ? frame : mod(x + dir * y, 2 * stripe) < stripe ? red : white)
    }
  if (lamp) {
    const lampC = nudge(random, [250, 190, 40])
    const lx = 2 + int(random, 2, W - 5)
    rect(canvas, lx, 1, lx + 2, 3, lampC)
    canvas.set(lx + 1, 0, lampC)
    canvas.set(lx, 1, scale(lampC, 1.2))
    line(canvas, lx + 1, 3, lx + 1, top - 1, leg)
  }
  return finish(canvas, random, ink, 0.2, 0.5)
}

// ---------------------------------------------------------------------------------------------------

/**
 * A bird cage: 1-px upright bars 2 to 4 px apart under a dome, a flat top or a peaked roof, one to three
 * hoops round it, a hook and ring above, a tray with a lit lip below; inside a perch
 * with a small bird on it (body, darker wing, beak, eye, tail), a swing on some, a seed cup on some; on
 * transparency, mostly empty; 24 to about 120 px tall.
 */
const cageSprite: SpriteGenerator['draw'] = (random) => {
  const ink = tint(random, INKS)
  const cw = int(random, 16, 84)
  const bodyH = Math.round(cw * uniform(random, 0.8, 1.4))
  const roof = pick(random, ['dome', 'dome', 'flat', 'peak'] as const)
  const roofH = roof === 'flat' ? 1 : Math.max(3, Math.round(cw * uniform(random, 0.25, 0.5)))
  const hookH = int(random, 3, 6)
  const trayH = int(random, 2, Math.max(2, Math.min(5, Math.round(cw / 10))))
  const W = cw + 4
  const H = hookH + roofH + bodyH + trayH + 1
  const canvas = begin(W, H, null)
  const metal = tint(random, hexes(0xc8a03c, 0xbabec6, 0xeceae2, 0x303036))
  const metalShade = scale(metal, metal[0] < 80 ? 1.7 : 0.72)
  const x0 = 2
  const x1 = x0 + cw - 1
  const cx = (x0 + x1) / 2
  const roofBase = hookH + roofH
  const base = roofBase + bodyH
  // The roof line's height above roofBase at x.
  const roofAt = (x: number) => {
    const u = Math.min(1, Math.abs(x - cx) / (cw / 2))
    if (roof === 'dome') return Math.round(roofH * Math.sqrt(Math.max(0, 1 - u * u)))
    if (roof === 'peak') return Math.round(roofH * (1 - u))
    return 0
  }
  const p = cw >= 30 ? int(random, 2, 4) : int(random, 2, 3)
  const span = x1 - x0
  const count = Math.max(2, Math.round(span / p))
  for (let k = 0; k <= count; k++) {
    const x = x0 + Math.round((k * span) / count)
    line(canvas, x, roofBase - roofAt(x), x, base - 1, metal)
  }
  // The roof edge, joined between columns so steep parts stay unbroken.
  for (let x = x0; x < x1; x++)
    line(canvas, x, roofBase - roofAt(x), x + 1, roofBase - roofAt(x + 1), metalShade)
  const hoops = int(random, 1, 3)
  for (let k = 0; k < hoops; k++) {
    const hy = roofBase + Math.round((bodyH * (k + 1)) / (hoops + 1)) + int(random, -1, 1)
    line(canvas, x0, hy, x1, hy, metalShade)
  }
  line(canvas, x0, roofBase, x1, roofBase, metalShade)
  // The hook: a stem up from the roof's top and a ring on it.
  const hx = Math.round(cx)
  const topY = roofBase - roofAt(hx)
  line(canvas, hx, topY, hx, hookH, metal)
  const rr = Math.max(1, Math.floor((hookH - 1) / 2))
  circle(canvas, hx, rr, rr, metal)
  // The tray, a little wider than the cage, with a lit lip.
  const tray = tint(random, hexes(0x784c30, 0xc83c32, 0x3c6e50, 0x5a5a64))
  rect(canvas, x0 - 1, base, x1 + 1, base + trayH - 1, tray)
  line(canvas, x0 - 1, base, x1 + 1, base, scale(tray, 1.35))
  // The perch and the bird on it.
  const wood = nudge(random, [150, 106, 60])
  const perchY = base - Math.max(3, Math.round(bodyH * uniform(random, 0.25, 0.45)))
  const px0 = x0 + Math.round(cw * 0.15)
  const px1 = x1 - Math.round(cw * 0.15)
  line(canvas, px0, perchY, px1, perchY, wood)
  const [feather] = distinctTints(random, HUES, 1) as [RGB]
  const size = Math.max(1, Math.min(4, Math.round(cw / 12)))
  const bx = int(random, px0 + size + 1, Math.max(px0 + size + 1, px1 - size - 2))
  const by = perchY - size - 1
  ellipse(canvas, bx, by, size + 0.6, size * 0.8 + 0.4, solid(feather))
  const headR = Math.max(0.8, size * 0.7)
  ellipse(canvas, bx + 1, by - size - 0.5, headR, headR, solid(feather))
  const headY = Math.round(by - size - 0.5)
  if (size >= 2) {
    ellipse(canvas, bx - 1, by + 0.5, size * 0.6, size * 0.45, solid(scale(feather, 0.68)))
    line(canvas, bx - size - 1, by, bx - size - 2, by + size, scale(feather, 0.68))
  }
  // Beak and foot share one colour, so the bird adds at most four.
  const beak = nudge(random, [240, 160, 40])
  canvas.set(bx + 2 + Math.floor(headR), headY, beak)
  canvas.set(bx + 1 + (size >= 2 ? 1 : 0), headY - (size >= 3 ? 1 : 0), ink)
  canvas.set(bx, perchY - 1, beak)
  if (roof !== 'flat' && bodyH >= 20 && random() < 0.45) {
    // A swing hanging from the roof's middle.
    const sw = Math.max(3, Math.round(cw * 0.15))
    const sy = roofBase + Math.round(bodyH * 0.3)
    line(canvas, hx, roofBase - roofH + 1, hx - sw, sy, metalShade)
    line(canvas, hx, roofBase - roofH + 1, hx + sw, sy, metalShade)
    line(canvas, hx - sw, sy, hx + sw, sy, wood)
  }
  if (cw >= 20 && random() < 0.5) {
    // A seed cup hung on the bars.
    const cup = nudge(random, pick(random, [...HUES.slice(6), ...GREYS]))
    const side0 = random() < 0.5 ? x0 + 1 : x1 - 4
    const cy = base - int(random, 4, Math.max(4, Math.round(bodyH * 0.5)))
    const seed = nudge(random, [214, 180, 100])
    rect(canvas, side0, cy, side0 + 3, cy + 2, cup)
    canvas.set(side0 + 1, cy, seed)
    canvas.set(side0 + 2, cy, seed)
  }
  return finish(canvas, random, ink, 0.1, 0.5)
}

// ---------------------------------------------------------------------------------------------------

/**
 * A car park from above: one or two aisles with a row of bays on each side, 1-px bay lines, cars in most
 * bays (a body in one of one to three colours, front and rear glass, a pair of single-pixel head or tail
 * lamps), a blue disabled bay with a white mark on some, painted arrows and a dashed line along an aisle
 * on some, a kerb and a grass verge with trees on some; opaque, long flat runs of asphalt; turned a
 * quarter on some; about 30 to 128 px.
 */
const carParkSprite: SpriteGenerator['draw'] = (random) => {
  const bw = int(random, 5, 9)
  const bd = int(random, 9, 16)
  const ad = int(random, 6, 14)
  const aisles = random() < 0.3 ? 2 : 1
  const verge = random() < 0.5 ? int(random, 4, 8) : 0
  const bays = int(random, 5, Math.floor((128 - 2) / bw))
  const mx = int(random, 1, 4)
  const W = bays * bw + 1 + 2 * mx
  const H = verge + aisles * (2 * bd + ad) + (aisles - 1) * 2 + 2
  const asphalt = tint(random, hexes(0x4e5056, 0x606064, 0x404448, 0x78726a))
  const paint = nudge(random, random() < 0.7 ? [236, 236, 230] : [240, 200, 60])
  const glass = nudge(random, [40, 54, 72])
  const lamp = nudge(random, [250, 236, 170])
  const carHues = distinctTints(random, [...HUES, ...GREYS], int(random, 1, 3))
  const canvas = begin(W, H, asphalt)
  if (verge) {
    const grass = tint(random, hexes(0x549640, 0x468446))
    const kerb = nudge(random, [190, 190, 184])
    rect(canvas, 0, 0, W - 1, verge - 2, grass)
    line(canvas, 0, verge - 1, W - 1, verge - 1, kerb)
    if (verge >= 5) {
      const leaf = scale(grass, 0.7)
      for (let tx = int(random, 3, 10); tx < W - 3; tx += int(random, 10, 26))
        ellipse(canvas, tx, Math.floor((verge - 2) / 2), 2.4, Math.min(2.4, (verge - 2) / 2), solid(leaf))
    }
  }
  // A row of bays whose mouths face the aisle: `down` rows open downwards.
  const bayRow = (y0: number, down: boolean) => {
    for (let k = 0; k <= bays; k++) line(canvas, mx + k * bw, y0, mx + k * bw, y0 + bd - 1, paint)
    line(canvas, mx, down ? y0 : y0 + bd - 1, mx + bays * bw, down ? y0 : y0 + bd - 1, paint)
    const disabled = random() < 0.3 ? int(random, 0, bays - 1) : -1
    for (let k = 0; k < bays; k++) {
      const x0 = mx + k * bw + 1
      const x1 = x0 + bw - 2
      if (k === disabled) {
        const blue = nudge(random, [40, 90, 180])
        rect(canvas, x0, y0 + (down ? 1 : 0), x1, y0 + bd - (down ? 1 : 2), blue)
        const mxk = Math.floor((x0 + x1) / 2)
        const my = y0 + Math.floor(bd / 2)
        canvas.set(mxk, my - 2, paint)
        line(canvas, mxk, my, mxk, my + 1, paint)
        line(canvas, mxk - 1, my + 2, mxk + 1, my + 2, paint)
        continue
      }
      if (random() < 0.25) continue
      const hue = pick(random, carHues)
      const cl = bd - int(random, 2, 3)
      const cx0 = x0 + (bw >= 7 ? 1 : 0)
      const cx1 = x1 - (bw >= 8 ? 1 : 0)
      // Nose-in: the car's front is at the aisle end of its bay.
      const back = down ? y0 + 1 : y0 + bd - 2
      const front = down ? back + cl - 1 : back - cl + 1
      const s = down ? 1 : -1
      rect(canvas, cx0, Math.min(back, front), cx1, Math.max(back, front), hue)
      const screen = front - s * Math.max(2, Math.round(cl * 0.3))
      line(canvas, cx0 + 1, screen, cx1 - 1, screen, glass)
      if (cl >= 10) line(canvas, cx0 + 1, screen - s, cx1 - 1, screen - s, glass)
      line(canvas, cx0 + 1, back + s, cx1 - 1, back + s, glass)
      if (random() < 0.5) {
        canvas.set(cx0, front, lamp)
        canvas.set(cx1, front, lamp)
      }
    }
  }
  let y = verge
  for (let a = 0; a < aisles; a++) {
    bayRow(y, true)
    const aisleY = y + bd
    if (random() < 0.5) {
      const cy = aisleY + Math.floor(ad / 2)
      for (let x = mx; x < W - mx; x++) if (mod(x, 6) < 3) canvas.set(x, cy, paint)
    } else if (random() < 0.6) {
      // Arrows along the aisle, pointing one way.
      const dir = random() < 0.5 ? 1 : -1
      const cy = aisleY + Math.floor(ad / 2)
      for (let ax = int(random, 6, 14); ax < W - 6; ax += int(random, 18, 34)) {
        line(canvas, ax - 3, cy, ax + 3, cy, paint)
        line(canvas, ax + dir * 3, cy, ax + dir, cy - 2, paint)
        line(canvas, ax + dir * 3, cy, ax + dir, cy + 2, paint)
      }
    }
    bayRow(aisleY + ad, false)
    y = aisleY + ad + bd + 2
  }
  return trimmed(random() < 0.3 ? rotated(canvas) : canvas)
}

// ---------------------------------------------------------------------------------------------------

/**
 * A city skyline: a sky of two or three colours (night, dusk or dawn) in ordered-dither steps, stars and
 * a moon (full or a crescent) on night skies, a far row of pale blocks, a near row of dark towers of
 * different widths, heights and setbacks, their windows a grid of single pixels at each tower's own
 * pitch, some lit, antennas with a red lamp on some roofs; opaque; a wide strip, 32 to
 * 128 px across, 20 to about 80 px high.
 */
const skylineSprite: SpriteGenerator['draw'] = (random) => {
  const W = int(random, 32, 128)
  const H = int(random, 20, Math.min(90, Math.max(24, Math.round(W * 0.75))))
  const time = pick(random, ['night', 'night', 'dusk', 'dawn'] as const)
  const skies: RGB[] =
    time === 'night'
      ? [nudge(random, [14, 18, 44]), nudge(random, [34, 40, 86]), nudge(random, [66, 56, 110])]
      : time === 'dusk'
        ? [nudge(random, [60, 40, 110]), nudge(random, [196, 80, 110]), nudge(random, [244, 150, 70])]
        : [nudge(random, [90, 140, 200]), nudge(random, [190, 170, 200]), nudge(random, [250, 200, 150])]
  const steps = random() < 0.4 ? 2 : 3
  const sky = skies.slice(0, steps)
  const canvas = begin(W, H, null)
  // Each band blends into the next over a stretch dithered with the 2×2 threshold.
  const skyAt = (x: number, y: number) => {
    const t = (y / (H - 1)) * (steps - 1)
    const k = Math.floor(t)
    return sky[Math.min(steps - 1, k + (t - k > bayer(x, y) ? 1 : 0))] as RGB
  }
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) canvas.set(x, y, skyAt(x, y))
  const pale = nudge(random, [246, 242, 214])
  if (time === 'night') {
    for (let k = Math.round((W * H) / int(random, 60, 160)); k > 0; k--)
      canvas.set(int(random, 0, W - 1), int(random, 0, Math.round(H * 0.5)), pale)
    if (random() < 0.6) {
      const r = uniform(random, 1.5, Math.max(2, Math.min(6, H / 8)))
      const mxm = int(random, Math.round(r) + 1, W - Math.round(r) - 2)
      const mym = int(random, Math.round(r) + 1, Math.round(H * 0.3) + 1)
      ellipse(canvas, mxm, mym, r, r, solid(pale))
      if (random() < 0.5) ellipse(canvas, mxm + r * 0.6, mym - r * 0.3, r, r, skyAt)
    }
  }
  const near = nudge(random, time === 'dawn' ? [60, 64, 84] : [18, 16, 28])
  const far = mix(near, sky[steps - 1] as RGB, uniform(random, 0.35, 0.55))
  const lit = tint(random, hexes(0xfad66e, 0xf4f0c8, 0xfab450))
  const unlit = random() < 0.5 ? mix(near, far, 0.5) : null
  const red = nudge(random, [230, 40, 40])
  const ground = H - int(random, 1, 3)
  // The far row: pale blocks filling the width.
  for (let x = 0; x < W;) {
    const bw = int(random, 4, 14)
    const top = ground - int(random, Math.round(H * 0.25), Math.round(H * 0.65))
    rect(canvas, x, top, x + bw - 1, H - 1, far)
    x += bw
  }
  // The near row: towers with gaps, each with its own window grid.
  for (let x = int(random, -3, 2); x < W;) {
    const bw = int(random, 5, Math.max(6, Math.min(22, Math.round(W / 4))))
    const height = int(random, Math.round(H * 0.2), Math.round(H * 0.85))
    const top = ground - height
    rect(canvas, x, top, x + bw - 1, H - 1, near)
    let roofTop = top
    if (bw >= 9 && random() < 0.35) {
      // A setback: a narrower storey on top.
      const inset = int(random, 2, Math.floor(bw / 3))
      const sh = int(random, 2, Math.max(2, Math.round(height * 0.2)))
      rect(canvas, x + inset, top - sh, x + bw - 1 - inset, top - 1, near)
      roofTop = top - sh
    }
    if (random() < 0.3) {
      const ax = x + Math.floor(bw / 2)
      const ah = int(random, 2, Math.max(2, Math.round(H * 0.15)))
      line(canvas, ax, roofTop - 1, ax, roofTop - ah, near)
      canvas.set(ax, roofTop - ah - 1, red)
    }
    const px = int(random, 2, 3)
    const py = int(random, 2, 3)
    const share = uniform(random, 0.15, 0.6)
    for (let wy = top + 2; wy < ground - 1; wy += py)
      for (let wx = x + 1; wx < x + bw - 1; wx += px) {
        if (random() < share) canvas.set(wx, wy, lit)
        else if (unlit) canvas.set(wx, wy, unlit)
      }
    x += bw + (random() < 0.4 ? int(random, 1, 6) : 0)
  }
  rect(canvas, 0, ground, W - 1, H - 1, near)
  return trimmed(canvas)
}

// ---------------------------------------------------------------------------------------------------

type Piece = 'maki' | 'nigiri'

/**
 * Sushi: maki rolls seen end on (a nori ring round rice with a coloured filling) and nigiri (an oval of
 * rice under a slab of salmon with light fat lines, tuna, egg with a nori belt, or prawn) set in one or two
 * rows at irregular spacing on a wooden board (grain lines, a darker front edge) or a plate (a rim in
 * colour), a dab of wasabi and a heap of pickled ginger on some, chopsticks across on some; or one piece
 * alone, tiny; on transparency; 9 to 124 px.
 */
const sushiSprite: SpriteGenerator['draw'] = (random) => {
  const ink = tint(random, INKS)
  const nori = nudge(random, [30, 44, 34])
  const rice = tint(random, hexes(0xf6f4ec, 0xecece2))
  const fishes = distinctTints(random, hexes(0xf47c4a, 0xc42838, 0xf6ce46, 0xf09678), int(random, 1, 3))
  const fillings = distinctTints(random, hexes(0xf47c4a, 0x5aaa46, 0xf6ce46), int(random, 1, 2))
  const drawPiece = (canvas: Canvas, kind: Piece, x: number, y: number, u: number) => {
    if (kind === 'maki') {
      // End on: nori ring, rice, filling; `u` is the radius.
      ellipse(canvas, x, y, u + 0.3, u + 0.3, solid(nori))
      ellipse(canvas, x, y, u - 0.7, u - 0.7, solid(rice))
      const f = pick(random, fillings)
      const fr = Math.max(0.5, u * 0.35)
      ellipse(canvas, x, y, fr, fr, solid(f))
      return
    }
    // Nigiri, a little from the front: a slab of fish draped over a mound of rice that shows below it
    // (shaded at its foot); `u` is the half length.
    const fish = pick(random, fishes)
    const rh = Math.max(2, Math.round(u * 0.6))
    ellipse(canvas, x, y + 1, u - 0.2, rh, (_px, py) => (py >= y + rh ? scale(rice, 0.86) : rice))
    ellipse(canvas, x, y - 1, u + 0.6, rh * 0.85, solid(fish))
    if (fish[0] > 230 && fish[1] > 180 && fish[2] < 120) {
      // Egg, with a belt of nori round it.
      rect(canvas, x - (u > 4 ? 1 : 0), y - rh, x, y + rh + 1, nori)
    } else if (fish[1] < 160 || fish[2] > 100) {
      // Fat lines across salmon, tuna or prawn, on a slant.
      const fat = scale(fish, 1.25)
      for (let k = x - u + 2; k < x + u - 1; k += int(random, 2, 3))
        line(canvas, k, y - Math.round(rh * 0.7), k + 1, y + Math.round(rh * 0.4), fat)
    }
  }
  if (random() < 0.25) {
    // One piece alone.
    const kind: Piece = random() < 0.5 ? 'maki' : 'nigiri'
    const u = int(random, 4, 7)
    const canvas = begin(2 * u + 5, 2 * u + 5, null)
    drawPiece(canvas, kind, u + 2, u + 2, u)
    return finish(canvas, random, ink, 0.4, 0.5)
  }
  const rows = random() < 0.3 ? 2 : 1
  const u = int(random, 3, 6)
  const n = int(random, 3, Math.max(3, Math.floor(90 / (2 * u + 2))))
  const plate = random() < 0.4
  const garnish = random() < 0.5
  const rowH = 2 * u + 3
  // The row's length, and the board or plate round it (a plate's flat middle is about 0.7 of it).
  const run = n * (2 * u + 2) + (garnish ? 8 : 0)
  const W = Math.min(122, plate ? Math.round(run / 0.7) + 4 : run + 8)
  const H = plate ? Math.round(rows * rowH * 1.45) + 6 : rows * rowH + 6
  const canvas = begin(W + 4, H + 4, null)
  const wood = tint(random, hexes(0xcea064, 0xb07a46, 0xe0be82))
  const edge = scale(wood, 0.7)
  const plateC = tint(random, hexes(0xf0f0ec, 0x1e1e24, 0x963c32))
  const rim = nudge(random, pick(random, [HUES[1], HUES[0], [60, 60, 64]] as RGB[]))
  const [cx, cy] = [(W + 3) / 2, plate ? (H + 3) / 2 : (H + 2) / 2]
  if (plate) {
    ellipse(canvas, cx, cy, W / 2 + 0.4, H / 2 + 0.4, solid(rim))
    ellipse(canvas, cx, cy, W / 2 - 0.8, H / 2 - 0.8, solid(plateC))
  } else {
    rect(canvas, 2, 2, W + 1, H, wood)
    rect(canvas, 2, H + 1, W + 1, H + 2, edge)
    for (let gy = 2 + int(random, 1, 4); gy < H; gy += int(random, 3, 7)) {
      const gx = int(random, 2, W - 2)
      line(canvas, gx, gy, Math.min(W + 1, gx + int(random, 5, 20)), gy, edge)
    }
  }
  // Pieces left to right with gaps of 0 to 3 px; kinds mixed or in runs; the garnish after the first row.
  const x0 = Math.round(cx - (plate ? W * 0.35 : W / 2 - 3))
  const x1 = Math.round(cx + (plate ? W * 0.35 : W / 2 - 3)) - (garnish ? 8 : 0)
  for (let r = 0; r < rows; r++) {
    const ry = Math.round(cy + (r + 0.5 - rows / 2) * rowH)
    let x = x0 + u
    const runs = random() < 0.5
    let kind: Piece = random() < 0.5 ? 'maki' : 'nigiri'
    while (x + u <= x1) {
      if (!runs || random() < 0.25) kind = random() < 0.5 ? 'maki' : 'nigiri'
      drawPiece(canvas, kind, x, ry + int(random, -1, 1), u)
      x += 2 * u + 1 + int(random, 0, 3)
    }
  }
  if (garnish) {
    const wasabi = nudge(random, [140, 190, 70])
    const ginger = nudge(random, [244, 180, 176])
    const gy = Math.round(cy - ((rows - 1) * rowH) / 2)
    ellipse(canvas, x1 + 4, gy - 2, 1.8, 1.3, solid(wasabi))
    ellipse(canvas, x1 + 5, gy + 2, 2.5, 1.6, solid(ginger))
    canvas.set(x1 + 4, gy + 2, scale(ginger, 0.85))
  }
  if (random() < 0.45) {
    const stick = tint(random, hexes(0x784628, 0xbe9664, 0x28282c))
    const tip = scale(stick, stick[0] < 80 ? 2.4 : 0.6)
    const sx = int(random, 4, Math.max(4, W - 30))
    const len = Math.min(W - sx, int(random, 20, 44))
    for (const dy of [0, 3]) {
      line(canvas, sx, H + 3 - dy, sx + len, H - 4 - dy, stick)
      line(canvas, sx, H + 3 - dy, sx + 2, H + 3 - dy - 1, tip)
    }
  }
  return finish(canvas, random, ink, 0.25, 0.5)
}

// ---------------------------------------------------------------------------------------------------

/**
 * A zip fastener on its two tapes: teeth that alternate left and right every row (interlocked below the
 * slider, parted in a V above it on some), the tape in a fabric colour with a dashed stitch line along
 * each side on some, top stops, a bottom box, a slider with a lit face and a pull tab with a hole hanging
 * over the closed teeth; metal or plastic teeth; upright or across; 9 to 30 px wide, 40 to 128 px long (a
 * thin strip).
 */
const zipSprite: SpriteGenerator['draw'] = (random) => {
  const L = int(random, 40, 128)
  const tape = int(random, 3, 9)
  const tooth = int(random, 2, 3)
  const open = random() < 0.5
  const spread = open ? uniform(random, 0.08, 0.22) : 0
  const slider = int(random, Math.round(L * 0.2), Math.round(L * 0.6))
  const maxSplay = Math.ceil(slider * spread)
  const core = 2 * tooth - 1
  const W = 2 * tape + core + 2 * maxSplay
  const canvas = begin(W, L, null)
  const fabric = tint(random, hexes(0x282c3c, 0xb4282c, 0xe2ded2, 0x3c6e46, 0x78543c))
  const stitch = random() < 0.5 ? scale(fabric, fabric[0] > 150 ? 0.75 : 1.5) : null
  const metal = tint(random, hexes(0xc8aa50, 0xbec2c8, 0x3c3e44, 0xecece8))
  const plastic = random() < 0.35
  const toothC = plastic ? nudge(random, pick(random, HUES)) : metal
  const toothShade = scale(toothC, toothC[0] > 150 ? 0.72 : 1.5)
  const cx = Math.floor(W / 2)
  // Above the slider the chains part: each side moves out by `splay` at row y.
  const splay = (y: number) => (y < slider ? Math.round((slider - y) * spread) : 0)
  for (let y = 0; y < L; y++) {
    const s = splay(y)
    const lx = cx - Math.floor(core / 2) - s
    const rx = cx + Math.floor(core / 2) + s
    // Closed, the tape shows in the notches between teeth; parted, the gap between the chains is empty.
    if (s > 0) {
      rect(canvas, lx - tape, y, lx - 1, y, fabric)
      rect(canvas, rx + 1, y, rx + tape, y, fabric)
    } else rect(canvas, lx - tape, y, rx + tape, y, fabric)
    if (stitch && mod(y, 3) < 2) {
      canvas.set(lx - tape + 1, y, stitch)
      canvas.set(rx + tape - 1, y, stitch)
    }
    // Interlocked teeth reach across the centre to the other tape's edge, leaving a notch there for the
    // next row's tooth; parted ones keep to their own tape's side.
    const left = mod(y, 2) === 0
    const reach = s > 0 ? tooth - 1 : core - 2
    if (left) {
      rect(canvas, lx, y, lx + reach, y, toothC)
      canvas.set(lx + reach, y, toothShade)
    } else {
      rect(canvas, rx - reach, y, rx, y, toothC)
      canvas.set(rx - reach, y, toothShade)
    }
  }
  // Top stops and the bottom box.
  const s0 = splay(0)
  rect(canvas, cx - Math.floor(core / 2) - s0, 0, cx - Math.floor(core / 2) - s0 + tooth - 1, 1, metal)
  rect(canvas, cx + Math.floor(core / 2) + s0 - tooth + 1, 0, cx + Math.floor(core / 2) + s0, 1, metal)
  rect(canvas, cx - Math.floor(core / 2), L - 4, cx + Math.floor(core / 2), L - 1, metal)
  // The slider: a body wider than the chain, lit on its face, and the pull tab below it.
  const sw = Math.floor(core / 2) + 1 + int(random, 0, 1)
  const sh = int(random, 4, 7)
  const lit = scale(metal, metal[0] > 200 ? 0.8 : 1.3)
  // Its body narrows by a pixel each side in its lower half.
  for (let k = -1; k <= sh; k++)
    rect(
      canvas,
      cx - sw + (k > sh / 2 ? 1 : 0),
      slider + k,
      cx + sw - (k > sh / 2 ? 1 : 0),
      slider + k,
      metal,
    )
  line(canvas, cx, slider, cx, slider + sh - 2, lit)
  const tw = Math.max(2, Math.min(4, sw))
  const tl = int(random, 5, 12)
  const tabC = scale(metal, 0.8)
  const ty = slider + sh
  rect(canvas, cx - Math.floor(tw / 2), ty, cx - Math.floor(tw / 2) + tw - 1, ty + tl - 1, tabC)
  if (tw >= 3 && tl >= 7) canvas.set(cx - Math.floor(tw / 2) + 1, ty + tl - 3, null)
  else canvas.set(cx, ty + tl - 2, lit)
  return trimmed(random() < 0.35 ? rotated(canvas) : canvas)
}

// ---------------------------------------------------------------------------------------------------

/**
 * A bicycle from the side: two wheels (a 1-px tyre, or 2 px on big ones, a rim, 6 to 16 spokes, a hub), a
 * diamond or step-through frame of 1-px (2-px on big ones) tubes, a fork, a saddle on a post, flat or
 * curled handlebars, a chain ring with the chain to a rear cog, a crank and pedal; mudguards, a basket
 * and a red rear reflector on some; on transparency, mostly empty; about 20 to 112 px wide.
 */
const bicycleSprite: SpriteGenerator['draw'] = (random) => {
  const ink = tint(random, INKS)
  const R = random() < 0.15 ? int(random, 4, 5) : int(random, 6, 22)
  const wb = Math.round(R * uniform(random, 2.55, 2.95))
  const pad = 3
  const W = 2 * R + wb + 2 * pad + 2
  const H = Math.round(R * 2.4) + 2 * pad + 4
  const canvas = begin(W, H, null)
  const y0 = H - pad - R - 1
  const rear: [number, number] = [pad + R, y0]
  const front: [number, number] = [pad + R + wb, y0]
  const tyre = tint(random, INKS)
  const silver = nudge(random, [176, 180, 188])
  const [frameC] = distinctTints(random, [...HUES, ...GREYS], 1) as [RGB]
  const thick = R >= 16 ? 2 : 1
  const tube = (a: [number, number], b: [number, number], c: RGB) => {
    if (thick === 1) line(canvas, a[0], a[1], b[0], b[1], c)
    else bar(canvas, a[0], a[1], b[0], b[1], 2, c)
  }
  // Wheels: spokes first, then the rim and tyre over their ends.
  const spokes = R >= 8 ? pick(random, [8, 12, 16]) : 6
  for (const [wx, wy] of [rear, front]) {
    const turn = uniform(random, 0, Math.PI)
    if (R >= 5)
      for (let k = 0; k < spokes; k++) {
        const a = turn + (k * 2 * Math.PI) / spokes
        line(canvas, wx, wy, wx + (R - 1) * Math.cos(a), wy + (R - 1) * Math.sin(a), silver)
      }
    if (R >= 10) circle(canvas, wx, wy, R - 1, silver)
    circle(canvas, wx, wy, R, tyre)
    if (R >= 16) circle(canvas, wx, wy, R + 1, tyre)
    canvas.set(wx, wy, scale(silver, 0.7))
  }
  const bb: [number, number] = [rear[0] + Math.round(wb * 0.42), y0 + Math.round(R * 0.1)]
  const seat: [number, number] = [bb[0] - Math.round(R * 0.3), y0 - Math.round(R * 1.05)]
  const head: [number, number] = [front[0] - Math.round(R * 0.42), y0 - Math.round(R * 1.0)]
  const headLow: [number, number] = [front[0] - Math.round(R * 0.32), y0 - Math.round(R * 0.62)]
  const stepThrough = random() < 0.3
  // Chain ring, then the chain to the rear cog.
  const ringR = Math.max(1, Math.round(R * 0.28))
  const chain = nudge(random, [96, 98, 104])
  if (R >= 6) {
    line(canvas, rear[0], rear[1] - 1, bb[0], bb[1] - ringR, chain)
    line(canvas, rear[0], rear[1] + 1, bb[0], bb[1] + ringR, chain)
    circle(canvas, bb[0], bb[1], ringR, chain)
  }
  tube(rear, bb, frameC)
  tube(rear, [seat[0] + Math.round(R * 0.05), seat[1] + Math.round(R * 0.12)], frameC)
  tube(bb, seat, frameC)
  tube(bb, headLow, frameC)
  // A step-through frame has a second low tube where a diamond frame has its top tube.
  if (stepThrough) tube([bb[0] + Math.round(R * 0.1), bb[1] - Math.round(R * 0.3)], headLow, frameC)
  else tube(seat, head, frameC)
  tube(head, headLow, frameC)
  line(canvas, headLow[0], headLow[1], front[0], front[1], thick === 2 ? scale(frameC, 0.7) : frameC)
  // Saddle on a post, handlebars on a stem.
  const saddle = tint(random, hexes(0x282424, 0x82502e, 0xc8aa78))
  const post = Math.max(1, Math.round(R * 0.2))
  const top: [number, number] = [seat[0] - Math.round(post * 0.3), seat[1] - post]
  line(canvas, seat[0], seat[1], top[0], top[1], silver)
  const sl = Math.max(2, Math.round(R * 0.45))
  const [sx, sy] = [top[0] - Math.round(sl * 0.6), top[1] - (R >= 12 ? 1 : 0)]
  line(canvas, sx, sy, sx + sl, sy, saddle)
  if (R >= 12) line(canvas, sx + 1, top[1], top[0] + Math.round(sl * 0.2), top[1], saddle)
  const stem: [number, number] = [head[0] - Math.round(R * 0.05), head[1] - Math.max(1, Math.round(R * 0.22))]
  line(canvas, head[0], head[1], stem[0], stem[1], silver)
  const grip = scale(saddle, 1.1)
  if (random() < 0.5) {
    // Flat bars sweeping back.
    const bx = stem[0] - Math.max(2, Math.round(R * 0.4))
    line(canvas, stem[0], stem[1], bx, stem[1], silver)
    line(canvas, bx, stem[1], bx - 1, stem[1], grip)
  } else {
    // Drop bars curling forward and down.
    const d = Math.max(1, Math.round(R * 0.2))
    line(canvas, stem[0], stem[1], stem[0] + d, stem[1], silver)
    line(canvas, stem[0] + d, stem[1], stem[0] + d + 1, stem[1] + d, silver)
    line(canvas, stem[0] + d + 1, stem[1] + d, stem[0] + d - 1, stem[1] + 2 * d, grip)
  }
  // Crank and pedal at a random turn.
  const a = uniform(random, 0, 2 * Math.PI)
  const crank = Math.max(1, Math.round(R * 0.35))
  const [pxp, pyp] = [Math.round(bb[0] + crank * Math.cos(a)), Math.round(bb[1] + crank * Math.sin(a))]
  line(canvas, bb[0], bb[1], pxp, pyp, silver)
  rect(canvas, pxp - 1, pyp, pxp + 1, pyp, tyre)
  if (R >= 8 && random() < 0.4) {
    // Mudguards: arcs over the upper back of each wheel.
    const guard = random() < 0.5 ? silver : scale(frameC, 0.75)
    for (const [wx, wy] of [rear, front])
      for (let k = 0, n = 4 * R; k <= n; k++) {
        const t = Math.PI + (k / n) * Math.PI * 0.8 + (wx === rear[0] ? -0.3 : 0.1)
        canvas.set(Math.round(wx + (R + 2) * Math.cos(t)), Math.round(wy + (R + 2) * Math.sin(t)), guard)
      }
  }
  if (R >= 10 && random() < 0.35) {
    // A basket in front of the bars, woven in two tones.
    const weave = nudge(random, [190, 146, 80])
    const bw = Math.round(R * 0.7)
    const bh = Math.round(R * 0.5)
    const bx0 = stem[0] + 2
    const by0 = stem[1] - 1
    for (let y = by0; y < by0 + bh; y++)
      for (let x = bx0; x < bx0 + bw; x++) canvas.set(x, y, mod(x + y, 3) === 0 ? scale(weave, 0.72) : weave)
  }
  // A red reflector on the back of the seat post.
  if (R >= 8 && random() < 0.5) canvas.set(seat[0] - 1 - thick, seat[1] - 1, nudge(random, [220, 40, 40]))
  return finish(canvas, random, ink, 0, 0.5)
}

export const ZIGGURAT_GENERATORS: SpriteGenerator[] = [
  { name: 'ziggurat-receipt', draw: within(receiptSprite) },
  { name: 'ziggurat-cone', draw: within(coneSprite) },
  { name: 'ziggurat-cage', draw: within(cageSprite) },
  { name: 'ziggurat-carpark', draw: within(carParkSprite) },
  { name: 'ziggurat-skyline', draw: within(skylineSprite) },
  { name: 'ziggurat-sushi', draw: within(sushiSprite) },
  { name: 'ziggurat-zip', draw: within(zipSprite) },
  { name: 'ziggurat-bicycle', draw: within(bicycleSprite) },
]
