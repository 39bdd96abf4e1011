// The generators of the `mastaba` split of the wide recovery bench, written in round 19 for round 20,
// before any of its method work, and used by no other split: railway track seen from above (rails on
// sleepers over ballast, points and level crossings), windows with venetian blinds, roller blinds or
// louvred shutters, brick garden walls with coping and ivy, knitted jumpers and scarves with fair-isle
// bands, crossword grids with black squares, clue numbers and letters, strips of cine film with sprocket
// holes, arrays of solar panels, and vending machines with rows of goods and a keypad. Most repeat one
// small motif many times (sleepers, slats, bricks, stitches, squares, sprocket holes, cells, buttons);
// ivy, ballast and the goods are irregular. Held back: scored once at the end of a round
// (bench/lib/wide/splits.ts).
import { uniform } from '../../../packages/pixelart/src/recover/testing/degrade.ts'
import {
  at,
  bayer,
  begin,
  distinctTints,
  ellipse,
  finish,
  int,
  line,
  mix,
  nudge,
  pick,
  ramp,
  rect,
  scale,
  side,
  solid,
  tint,
  trimmed,
  within,
  type RGB,
  type SpriteGenerator,
  rotated,
} from './canvas.ts'
import { drawText, LETTERS } from './text.ts'

/** Near-blacks for outlines and gaps, each with a slight cast. */
const INKS: RGB[] = [
  [24, 22, 28],
  [20, 28, 36],
  [36, 24, 20],
  [30, 30, 30],
]

/** Yarn, paint and packaging colours. */
const DYES: RGB[] = [
  [200, 48, 52],
  [36, 92, 180],
  [240, 200, 64],
  [48, 140, 76],
  [226, 122, 40],
  [140, 64, 160],
  [52, 170, 190],
  [236, 236, 226],
  [120, 76, 48],
]

const BRICKS: RGB[] = [
  [166, 72, 52],
  [188, 110, 70],
  [140, 60, 50],
  [200, 170, 120],
]

const LEAVES: RGB[] = [
  [52, 120, 50],
  [84, 150, 60],
  [40, 96, 70],
]

/**
 * Railway track from above, running across or down the sprite: two rails (1 px, with a lit edge on
 * wider gauges) on evenly spaced sleepers of wood or concrete over dithered ballast, a second track
 * beside it on some, a diverging set of points on some, a level crossing of planks on some; 12 to 120 px.
 */
const railSprite: SpriteGenerator['draw'] = (random) => {
  const ink = tint(random, INKS)
  const length = side(random, 0.12, 24, 120)
  const gauge = random() < 0.2 ? int(random, 3, 4) : int(random, 5, 9)
  const overhang = gauge >= 6 ? 2 : 1
  const tracks = length > 40 && random() < 0.35 ? 2 : 1
  const across = gauge + 2 * overhang + 2
  const margin = int(random, 0, 6)
  const width = tracks * across + (tracks - 1) * int(random, 2, 4) + 2 * margin
  const ballast = ramp(
    tint(random, [
      [150, 140, 128],
      [120, 112, 104],
      [160, 132, 100],
    ]),
    3,
  )
  const sleeper = tint(random, [
    [110, 76, 48],
    [90, 62, 44],
    [170, 170, 164],
  ])
  const steel = tint(random, [
    [196, 200, 206],
    [150, 150, 156],
  ])
  const pitch = gauge >= 6 ? int(random, 3, 4) : 3
  const canvas = begin(width, length, null)
  for (let y = 0; y < length; y++)
    for (let x = 0; x < width; x++) {
      const t = bayer(x + int(random, 0, 1), y) + uniform(random, -0.25, 0.25)
      canvas.set(x, y, at(ballast, t < 0.3 ? 0 : t < 0.8 ? 1 : 2))
    }
  const crossing = length > 30 && random() < 0.3 ? int(random, 6, length - 14) : -1
  for (let k = 0; k < tracks; k++) {
    const x0 = margin + k * (across + 2)
    for (let y = 1; y < length; y += pitch) {
      rect(canvas, x0 + 1, y, x0 + across - 2, y, sleeper)
      if (gauge >= 6) canvas.set(x0 + 1, y, scale(sleeper, 0.75))
    }
    for (const rx of [x0 + 1 + overhang, x0 + 1 + overhang + gauge - 1]) {
      line(canvas, rx, 0, rx, length - 1, steel)
      if (gauge >= 7) line(canvas, rx + 1, 0, rx + 1, length - 1, scale(steel, 0.7))
    }
  }
  if (random() < 0.3 && length > 40) {
    // Points: the left rail bends off towards the right edge below the middle.
    const y0 = Math.round(length * 0.45)
    for (let y = y0; y < length; y++) {
      const x = margin + 2 + Math.round(((y - y0) ** 2 / (length - y0) ** 2) * (width - 4))
      canvas.set(x, y, steel)
      canvas.set(x + gauge - 1, y, steel)
    }
  }
  if (crossing >= 0) {
    const planks = mix(sleeper, [220, 200, 160], 0.4)
    rect(canvas, 0, crossing, width - 1, crossing + 7, planks)
    for (let y = crossing + 1; y < crossing + 7; y += 2) line(canvas, 0, y, width - 1, y, scale(planks, 0.8))
    for (let k = 0; k < tracks; k++) {
      const x0 = margin + k * (across + 2)
      line(canvas, x0 + 1 + overhang, crossing, x0 + 1 + overhang, crossing + 7, steel)
      line(canvas, x0 + overhang + gauge, crossing, x0 + overhang + gauge, crossing + 7, steel)
    }
  }
  const image = random() < 0.5 ? canvas : rotated(canvas)
  return random() < 0.25 ? finish(image, random, ink, 1, 0) : trimmed(image)
}

/**
 * A window with a frame and sill: venetian blinds (1-px slats with a shadow line, a cord and a bottom
 * rail, some half raised showing sky and glazing bars above), a roller blind (a cloth with a pull ring),
 * or a pair of louvred shutters (diagonal slats in a stile) folded either side of the glass; on
 * transparency or on a wall colour; 10 to 100 px.
 */
const blindsSprite: SpriteGenerator['draw'] = (random) => {
  const ink = tint(random, INKS)
  const w = side(random, 0.12, 16, 70)
  const h = Math.max(10, Math.round(w * uniform(random, 0.8, 1.5)))
  const wall =
    random() < 0.35
      ? tint(random, [
          [226, 214, 190],
          [180, 120, 96],
          [120, 140, 150],
        ])
      : null
  const kind = pick(random, ['venetian', 'venetian', 'roller', 'shutters'] as const)
  const frame = tint(random, [
    [240, 240, 236],
    [90, 60, 40],
    [60, 70, 80],
  ])
  const sky = tint(random, [
    [150, 200, 236],
    [40, 50, 90],
  ])
  const slat = nudge(random, pick(random, DYES))
  const shutterW = kind === 'shutters' ? Math.max(3, Math.round(w * 0.3)) : 0
  const pad = wall ? 2 : 0
  const canvas = begin(w + 2 * shutterW + 2 * pad, h + 2 + 2 * pad, wall)
  const x0 = shutterW + pad
  const y0 = pad
  rect(canvas, x0, y0, x0 + w - 1, y0 + h - 1, frame)
  rect(canvas, x0 + 1, y0 + 1, x0 + w - 2, y0 + h - 2, sky)
  const bars = w >= 20 && random() < 0.6
  if (bars) {
    line(canvas, x0 + Math.floor(w / 2), y0 + 1, x0 + Math.floor(w / 2), y0 + h - 2, frame)
    line(canvas, x0 + 1, y0 + Math.floor(h / 2), x0 + w - 2, y0 + Math.floor(h / 2), frame)
  }
  if (kind === 'venetian') {
    const down = y0 + 1 + Math.round((h - 3) * uniform(random, 0.35, 1))
    const shadow = scale(slat, 0.7)
    const step = h > 40 && random() < 0.5 ? 3 : 2
    for (let y = y0 + 1; y <= down; y++)
      line(canvas, x0 + 1, y, x0 + w - 2, y, (y - y0) % step === 0 ? shadow : slat)
    line(canvas, x0 + 1, down + 1, x0 + w - 2, down + 1, scale(slat, 0.5))
    const cord = x0 + 2 + int(random, 0, 1)
    line(canvas, cord, y0 + 1, cord, Math.min(y0 + h - 2, down + int(random, 2, 6)), ink)
  } else if (kind === 'roller') {
    const down = y0 + 1 + Math.round((h - 3) * uniform(random, 0.2, 0.9))
    rect(canvas, x0 + 1, y0 + 1, x0 + w - 2, down, slat)
    line(canvas, x0 + 1, y0 + 1, x0 + w - 2, y0 + 1, scale(slat, 0.6))
    line(canvas, x0 + 1, down, x0 + w - 2, down, scale(slat, 0.6))
    const cx = x0 + Math.floor(w / 2)
    canvas.set(cx, down + 1, ink)
    canvas.set(cx, down + 2, ink)
  } else {
    for (const sx of [pad, x0 + w]) {
      rect(canvas, sx, y0, sx + shutterW - 1, y0 + h - 1, slat)
      line(canvas, sx, y0, sx, y0 + h - 1, scale(slat, 0.6))
      line(canvas, sx + shutterW - 1, y0, sx + shutterW - 1, y0 + h - 1, scale(slat, 0.6))
      for (let y = y0 + 2; y < y0 + h - 2; y += 2)
        line(canvas, sx + 1, y, sx + shutterW - 2, y, scale(slat, 0.75))
      canvas.set(sx + (sx < x0 ? shutterW - 1 : 0), y0 + 2, ink)
      canvas.set(sx + (sx < x0 ? shutterW - 1 : 0), y0 + h - 3, ink)
    }
  }
  rect(canvas, x0 - 1, y0 + h, x0 + w, y0 + h + 1, scale(frame, 0.85))
  return wall ? trimmed(canvas) : finish(canvas, random, ink, 0.3, 0.5)
}

/**
 * A brick garden wall: courses of stretcher (or Flemish) bond in two or three brick tones with 1-px
 * mortar, a coping course of header bricks or stone slabs, a gate pier with a ball finial on some, ivy
 * climbing from the foot in clusters of leaves on a 1-px stem; on transparency with grass at the foot on
 * some; 12 to 124 px wide.
 */
const ivyWallSprite: SpriteGenerator['draw'] = (random) => {
  const ink = tint(random, INKS)
  const brickH = random() < 0.3 ? 2 : 3
  const brickW = brickH === 2 ? int(random, 4, 5) : int(random, 6, 8)
  const w = side(random, 0.1, 24, 124)
  const courses = int(random, 3, Math.max(3, Math.min(30, Math.floor(110 / (brickH + 1)))))
  const h = courses * (brickH + 1) + 3
  const tones = distinctTints(random, BRICKS, int(random, 2, 3))
  const mortar = tint(random, [
    [206, 200, 186],
    [150, 146, 140],
  ])
  const coping = tint(random, [
    [170, 166, 156],
    [120, 60, 44],
  ])
  const grass = random() < 0.4 ? nudge(random, [90, 150, 60]) : null
  const canvas = begin(w, h + (grass ? 2 : 0), null)
  rect(canvas, 0, 3, w - 1, h - 1, mortar)
  const flemish = random() < 0.3
  for (let c = 0; c < courses; c++) {
    const y = 3 + c * (brickH + 1) + 1
    let x = c % 2 ? -Math.floor(brickW / 2) : 0
    let k = 0
    while (x < w) {
      const len = flemish && k % 2 ? Math.ceil(brickW / 2) : brickW
      rect(canvas, Math.max(0, x), y, Math.min(w - 1, x + len - 2), y + brickH - 1, pick(random, tones))
      x += len
      k++
    }
  }
  rect(canvas, 0, 0, w - 1, 2, coping)
  line(canvas, 0, 2, w - 1, 2, scale(coping, 0.7))
  for (let x = 0; x < w; x += brickH === 2 ? 3 : 4) canvas.set(x, 1, scale(coping, 0.8))
  if (w > 40 && random() < 0.35) {
    const px = random() < 0.5 ? 0 : w - 8
    rect(canvas, px, 0, px + 7, h - 1, tones[0] as RGB)
    for (let y = 2; y < h; y += brickH + 1) line(canvas, px, y, px + 7, y, mortar)
    rect(canvas, px, 0, px + 7, 1, coping)
  }
  const leaves = distinctTints(random, LEAVES, 2)
  const stem = nudge(random, [80, 60, 40])
  const vines = int(random, 1, Math.max(1, Math.round(w / 30)))
  for (let v = 0; v < vines; v++) {
    let x = int(random, 2, w - 3)
    const top = int(random, 2, Math.max(2, Math.round(h * 0.7)))
    for (let y = h - 1; y >= top; y--) {
      canvas.set(x, y, stem)
      if (random() < 0.3) x += random() < 0.5 ? -1 : 1
      x = Math.max(1, Math.min(w - 2, x))
      if (random() < 0.45) {
        const c = pick(random, leaves)
        const lx = x + (random() < 0.5 ? -1 : 1)
        canvas.set(lx, y, c)
        canvas.set(lx + (lx < x ? -1 : 1), y, c)
        canvas.set(lx, y - 1, scale(c, 1.15))
      }
    }
  }
  if (grass) {
    rect(canvas, 0, h, w - 1, h + 1, grass)
    for (let x = 0; x < w; x += 2) canvas.set(x, h - 1, grass)
  }
  return finish(canvas, random, ink, 0.15, 0.5)
}

/**
 * A knitted jumper (front view: body, sleeves, ribbed cuffs, hem and neck) or a scarf with fringes, in a
 * main yarn with fair-isle bands: rows of small motifs (crosses, diamonds, zigzags, dots) in one or two
 * contrast yarns, and a V of stitch texture (alternate pixels a shade darker) on some; 10 to 96 px.
 */
const jumperSprite: SpriteGenerator['draw'] = (random) => {
  const ink = tint(random, INKS)
  const [main, a, b] = distinctTints(random, DYES, 3) as [RGB, RGB, RGB]
  const dark = scale(main, 0.78)
  const motif = pick(random, ['cross', 'diamond', 'zigzag', 'dots'] as const)
  const band = (x: number, y: number): boolean => {
    const u = ((x % 6) + 6) % 6
    const v = ((y % 5) + 5) % 5
    if (motif === 'cross') return (u === 2 && v >= 1 && v <= 3) || (v === 2 && u >= 1 && u <= 3)
    if (motif === 'diamond')
      return Math.abs(u - 2.5) + Math.abs(v - 2) <= 2 && Math.abs(u - 2.5) + Math.abs(v - 2) > 1
    if (motif === 'zigzag') return v === Math.abs((((x % 8) + 8) % 8) - 4)
    return u % 3 === 0 && v % 2 === 0
  }
  if (random() < 0.3) {
    // A scarf: a long strip with bands across it and a fringe at both ends.
    const sw = side(random, 0.2, 8, 16)
    const sh = int(random, Math.max(24, sw * 3), 96)
    const canvas = begin(sw, sh + 6, null)
    for (let y = 3; y < sh + 3; y++)
      for (let x = 0; x < sw; x++) {
        const inBand = (y - 3) % 20 >= 6 && (y - 3) % 20 < 11
        canvas.set(x, y, inBand ? (band(x, y) ? a : main) : (x + y) % 2 ? dark : main)
      }
    for (let x = 0; x < sw; x += 2) {
      line(canvas, x, 0, x, 2, b)
      line(canvas, x, sh + 3, x, sh + 5, b)
    }
    return finish(canvas, random, ink, 0.3, 0)
  }
  const w = side(random, 0.1, 20, 96)
  const bodyW = Math.round(w * 0.6)
  const sleeveW = Math.floor((w - bodyW) / 2)
  const h = Math.round(w * uniform(random, 0.7, 0.95))
  const canvas = begin(w, h, null)
  const bx = sleeveW
  const textured = random() < 0.6
  const bandRows: [number, number][] = []
  const bands = int(random, 1, 3)
  for (let k = 0; k < bands; k++) {
    const y = Math.round(h * (0.18 + (0.55 * k) / Math.max(1, bands)))
    bandRows.push([y, y + 4])
  }
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const inBody = x >= bx && x < bx + bodyW
      const sleeveDrop = Math.round((Math.abs(x - w / 2) - bodyW / 2) * 0.6)
      const inSleeve = !inBody && y >= Math.max(0, sleeveDrop) && y < h - 3 - Math.max(0, sleeveDrop)
      if (!inBody && !inSleeve) continue
      const inBand = bandRows.some(([y0, y1]) => y >= y0 && y <= y1)
      let c = textured && (x + y) % 2 ? dark : main
      if (inBand) c = band(x, y) ? a : y % 5 === 0 ? b : main
      canvas.set(x, y, c)
    }
  // Neck, hem and cuff ribbing.
  const neck = Math.max(2, Math.round(bodyW * 0.3))
  const cx = Math.floor(w / 2)
  for (let x = cx - Math.floor(neck / 2); x <= cx + Math.floor(neck / 2); x++) {
    canvas.set(x, 0, null)
    canvas.set(x, 1, x % 2 ? b : scale(b, 0.8))
  }
  for (let x = bx; x < bx + bodyW; x++)
    for (let y = h - 3; y < h; y++) canvas.set(x, y, x % 2 ? b : scale(b, 0.8))
  return finish(canvas, random, ink, 0.5, 0)
}

/**
 * A crossword grid: N × N (5 to 15) squares of 5 to 9 px with 1-px rules, black squares in a
 * half-turn-symmetric pattern, tiny clue numbers (a 1-px dot pattern) in the corners of some squares and
 * letters filled in some white squares (a 5×7 font on cells of 9 px, a 3-px mark otherwise); a heavier
 * outer rule; opaque; 26 to 124 px.
 */
const crosswordSprite: SpriteGenerator['draw'] = (random) => {
  const ink = tint(random, INKS)
  const cell = random() < 0.35 ? 9 : int(random, 5, 7)
  const n = Math.max(5, Math.min(int(random, 5, 15), Math.floor(122 / (cell + 1))))
  const paper = tint(random, [
    [244, 240, 228],
    [236, 236, 236],
    [250, 236, 200],
  ])
  const pen = tint(random, [
    [30, 60, 170],
    [30, 30, 30],
    [170, 30, 30],
  ])
  const size = n * (cell + 1) + 1
  const canvas = begin(size + 2, size + 2, ink)
  const black: boolean[] = Array.from({ length: n * n }, () => false)
  for (let i = 0; i < (n * n) / 2; i++)
    if (random() < 0.18) {
      black[i] = true
      black[n * n - 1 - i] = true
    }
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++) {
      const x0 = 2 + c * (cell + 1)
      const y0 = 2 + r * (cell + 1)
      if (black[r * n + c]) continue
      rect(canvas, x0, y0, x0 + cell - 1, y0 + cell - 1, paper)
      const starts = c === 0 || black[r * n + c - 1] || r === 0 || black[(r - 1) * n + c]
      if (starts && random() < 0.7) {
        canvas.set(x0, y0, ink)
        if (random() < 0.5) canvas.set(x0 + 1, y0, ink)
      }
      if (random() < 0.45) {
        if (cell >= 9) drawText(canvas, pick(random, LETTERS), x0 + 2, y0 + 1, pen, null)
        else {
          const mx = x0 + Math.floor(cell / 2) - 1
          const my = y0 + Math.floor(cell / 2) - 1
          line(canvas, mx, my, mx + 2, my + 2, pen)
          canvas.set(mx + 2, my, pen)
        }
      }
    }
  return trimmed(canvas)
}

/**
 * A strip of cine film, across or down: a dark base with a row of sprocket holes (2×2 or 3×2, rounded
 * on larger pitches) along each edge, frames between them showing a simple scene (sky over ground with a
 * sun or a figure) in two or three tones, a frame line between frames, edge numbers as dots on some; on
 * transparency; 10 to 124 px long.
 */
const filmSprite: SpriteGenerator['draw'] = (random) => {
  const base = tint(random, [
    [30, 26, 24],
    [70, 44, 28],
    [40, 40, 48],
  ])
  const hole = random() < 0.3 ? nudge(random, [240, 236, 226]) : null
  const frameW = random() < 0.2 ? int(random, 5, 7) : int(random, 8, 18)
  const frameH = Math.max(4, Math.round(frameW * uniform(random, 0.7, 0.85)))
  const count = int(random, 1, Math.max(1, Math.min(8, Math.floor(120 / (frameW + 1)))))
  const edge = frameH >= 9 ? 3 : 2
  const length = count * (frameW + 1) + 1
  const canvas = begin(length, frameH + 2 * edge + 2, base)
  const [sky, ground, accent] = distinctTints(random, [...DYES, [150, 200, 236], [90, 150, 70]], 3) as [
    RGB,
    RGB,
    RGB,
  ]
  const pitch = frameW >= 12 ? 4 : 3
  for (let x = 1; x < length - 1; x += pitch) {
    for (const y of [1, frameH + edge + 2]) {
      rect(canvas, x, y, x + (pitch > 3 ? 1 : 0), y + edge - 2, hole)
    }
  }
  for (let f = 0; f < count; f++) {
    const x0 = 1 + f * (frameW + 1)
    const y0 = edge + 1
    const horizon = y0 + Math.round(frameH * uniform(random, 0.45, 0.7))
    rect(canvas, x0, y0, x0 + frameW - 1, horizon - 1, sky)
    rect(canvas, x0, horizon, x0 + frameW - 1, y0 + frameH - 1, ground)
    const px = x0 + Math.round(((f + 1) / (count + 1)) * (frameW - 3)) + 1
    if (random() < 0.5) ellipse(canvas, px, y0 + 2, 1.2, 1.2, solid(accent))
    else {
      line(canvas, px, horizon - 3, px, horizon - 1, accent)
      canvas.set(px, horizon - 4, accent)
    }
  }
  const vertical = random() < 0.4
  const image = vertical ? rotated(canvas) : canvas
  return trimmed(image)
}

/**
 * Solar panels: one panel or an array of 1 to 4 × 1 to 6 panels, each a grid of 2×2 to 4×4 px cells in
 * two blues with 1-px silver busbars between them and a frame, tilted rows seen from the front on a roof
 * slope (a row of tiles below) on some; the cells' top rows lit on some; 10 to 124 px.
 */
const solarSprite: SpriteGenerator['draw'] = (random) => {
  const ink = tint(random, INKS)
  const cellBlue = tint(random, [
    [30, 50, 110],
    [24, 36, 70],
    [40, 70, 130],
  ])
  const lit = scale(cellBlue, 1.5)
  const bus = tint(random, [
    [200, 204, 212],
    [150, 156, 166],
  ])
  const frame = tint(random, [
    [180, 184, 190],
    [40, 40, 44],
  ])
  const cell = int(random, 2, 4)
  const cols = int(random, 3, 8)
  const rows = int(random, 2, 6)
  const pw = cols * (cell + 1) + 1
  const ph = rows * (cell + 1) + 1
  const across = int(random, 1, Math.max(1, Math.min(6, Math.floor(124 / (pw + 1)))))
  const down = int(random, 1, Math.max(1, Math.min(4, Math.floor(100 / (ph + 1)))))
  const roof = random() < 0.3
  const w = across * (pw + 1) + 1
  const h = down * (ph + 1) + 1 + (roof ? 5 : 0)
  const canvas = begin(w, h, null)
  const shine = random() < 0.5
  for (let py = 0; py < down; py++)
    for (let px = 0; px < across; px++) {
      const x0 = px * (pw + 1) + 1
      const y0 = py * (ph + 1) + 1
      rect(canvas, x0 - 1, y0 - 1, x0 + pw, y0 + ph, frame)
      rect(canvas, x0, y0, x0 + pw - 1, y0 + ph - 1, bus)
      for (let r = 0; r < rows; r++)
        for (let c = 0; c < cols; c++) {
          const cx = x0 + 1 + c * (cell + 1)
          const cy = y0 + 1 + r * (cell + 1)
          rect(canvas, cx, cy, cx + cell - 1, cy + cell - 1, cellBlue)
          if (shine && r === 0) line(canvas, cx, cy, cx + cell - 1, cy, lit)
        }
    }
  if (roof) {
    const tile = tint(random, [
      [150, 70, 50],
      [90, 90, 96],
    ])
    rect(canvas, 0, h - 5, w - 1, h - 1, tile)
    for (let x = 0; x < w; x += 4) line(canvas, x, h - 5, x, h - 1, scale(tile, 0.7))
    line(canvas, 0, h - 3, w - 1, h - 3, scale(tile, 0.7))
  }
  return finish(canvas, random, ink, 0.2, 0)
}

/**
 * A vending machine from the front: a cabinet in a livery colour with a glass front showing 3 to 6
 * shelves of goods (cans, bottles, bars in several colours, each with a 1-px price tag below), a keypad
 * of small buttons (a grid of 3 × 4 with a 1-px legend dot or a 3×5 digit on larger machines), a coin
 * slot and a delivery flap; on transparency; 16 to 120 px tall.
 */
const vendingSprite: SpriteGenerator['draw'] = (random) => {
  const ink = tint(random, INKS)
  const h = side(random, 0.1, 24, 120)
  const w = Math.max(12, Math.round(h * uniform(random, 0.55, 0.75)))
  const livery = tint(random, [
    [200, 40, 40],
    [40, 90, 170],
    [30, 30, 34],
    [230, 230, 226],
  ])
  const glass = tint(random, [
    [30, 40, 56],
    [200, 220, 226],
  ])
  const goods = distinctTints(random, DYES, int(random, 2, 4))
  const tag = nudge(random, [240, 230, 120])
  const canvas = begin(w, h, null)
  rect(canvas, 0, 0, w - 1, h - 1, livery)
  line(canvas, 0, 0, w - 1, 0, scale(livery, 1.25))
  const panelW = Math.max(4, Math.round(w * 0.26))
  const gx1 = w - panelW - 2
  const gy1 = Math.round(h * 0.72)
  rect(canvas, 2, 2, gx1, gy1, glass)
  const shelves = int(random, 3, Math.max(3, Math.min(6, Math.floor((gy1 - 2) / 6))))
  const shelfH = Math.floor((gy1 - 2) / shelves)
  const item = int(random, 2, Math.max(2, Math.min(5, Math.floor((gx1 - 3) / 3))))
  for (let s = 0; s < shelves; s++) {
    const sy = 2 + (s + 1) * shelfH - 1
    line(canvas, 2, sy, gx1, sy, scale(livery, 0.6))
    const c = pick(random, goods)
    for (let x = 4; x + item - 1 < gx1; x += item + 1) {
      rect(canvas, x, sy - Math.min(shelfH - 2, item + 1), x + item - 1, sy - 1, c)
      if (shelfH >= 6) canvas.set(x + Math.floor(item / 2), sy, tag)
    }
  }
  // The keypad beside the glass.
  const kx = gx1 + 2
  const ky = Math.round(h * 0.25)
  const key = panelW >= 10 ? 3 : 1
  const keyFace = nudge(random, [220, 220, 214])
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 3; c++) {
      const x = kx + c * (key + 1)
      const y = ky + r * (key + 1)
      if (x + key - 1 >= w - 1) continue
      rect(canvas, x, y, x + key - 1, y + key - 1, keyFace)
      if (key === 3) canvas.set(x + 1, y + 1, ink)
    }
  rect(canvas, kx, Math.round(h * 0.12), Math.min(w - 2, kx + panelW - 2), Math.round(h * 0.12) + 1, tag)
  canvas.set(kx + 1, ky + 4 * (key + 1) + 1, ink)
  canvas.set(kx + 1, ky + 4 * (key + 1) + 2, ink)
  rect(canvas, 3, gy1 + 3, gx1 - 1, Math.min(h - 3, gy1 + 3 + Math.max(2, Math.round(h * 0.08))), ink)
  return finish(canvas, random, ink, 0.5, 0.5)
}

export const MASTABA_GENERATORS: SpriteGenerator[] = [
  { name: 'mastaba-rail', draw: within(railSprite) },
  { name: 'mastaba-blinds', draw: within(blindsSprite) },
  { name: 'mastaba-ivywall', draw: within(ivyWallSprite) },
  { name: 'mastaba-jumper', draw: within(jumperSprite) },
  { name: 'mastaba-crossword', draw: within(crosswordSprite) },
  { name: 'mastaba-film', draw: within(filmSprite) },
  { name: 'mastaba-solar', draw: within(solarSprite) },
  { name: 'mastaba-vending', draw: within(vendingSprite) },
]
