// The generators of the `minaret` split of the wide recovery bench, written in round 25 to be held back
// after pagoda, before any method work, and used by no other split: metro maps (octilinear lines with
// station ticks, interchange rings and labels over a river and parks) and the line strips above train
// doors, thermometers (wall thermometers on a board with a scale, glass clinical and digital ones),
// weathervanes (an arrow, a cockerel, a fish or a ship over the four compass letters, on a roof on some),
// newspaper pages (a masthead, columns of 1-px "text", a halftone photograph), fishing tackle (hooks on
// a line, floats at the water line, spoons and crankbaits with treble hooks, tied flies, open tackle
// trays), chalkboards (school blackboards with sums, tallies and diagrams, café A-boards, slates), rock
// pools and their crabs and sea urchins, and mains sockets, plugs on their cables and extension strips.
// Map labels, scales, compass letters, mastheads, sums, menus and the digital thermometer's readout are
// text-like glyphs (5×7 letters and digits, 1-px "text"); metro lines on paper, thermometer scales,
// newspaper columns, chalk on the board and urchin tubercles are 1-px lines and dots over flat runs;
// hooks, fishing lines, ripples, cables, cockerel feathers and chalk circles are curved 1-px outlines,
// and 45° metro lines, vane arms, crab legs, urchin spines and tally strikes diagonal ones; halftone
// photographs, chalk dust, rock-pool depths, some weathervane skies and crankbait flanks are
// ordered-dithered (2×2) and the crankbaits' scales a checker. Metro maps, newspapers, blackboards, rock
// pools and sockets on a wall are opaque; hooks, floats, vanes, crabs, urchins and plugs mostly
// transparent; line strips, clinical thermometers and extension strips are thin strips, wall
// thermometers and A-boards tall ones; vanes, flies, slates, small sockets, folded papers and crabs are
// tiny (8 to 15 px) on some draws. Held back: scored once at the end of a round
// (bench/lib/wide/splits.ts).
import type { RGBAImage } from '@threadbit/pixelart'
import { uniform, type Random } from '../../../packages/pixelart/src/recover/testing/degrade.ts'
import {
  HUES,
  INKS,
  WHITES,
  bayer,
  begin,
  circle,
  distinctTints,
  ellipse,
  finish,
  flipped,
  hexes,
  int,
  line,
  mix,
  mod,
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
  isColour,
  type Canvas,
  type RGB,
} from './canvas.ts'
import type { SpriteGenerator } from './canvas.ts'
import { drawText, LETTERS } from './text.ts'

const WHITE: RGB = [255, 255, 255]

type Point = [number, number]

/** The pixels of a 1-px path through closely sampled points: repeats and L-shaped corners dropped. */
function trace(points: Point[]): Point[] {
  const out: Point[] = []
  for (const [x, y] of points) {
    const last = out[out.length - 1]
    if (last && last[0] === x && last[1] === y) continue
    out.push([x, y])
    // An L corner (a pixel between two that touch diagonally) thickens a 1-px curve: drop its middle.
    const n = out.length
    if (n >= 3) {
      const [a, b] = [out[n - 3] as Point, out[n - 1] as Point]
      if (Math.abs(a[0] - b[0]) === 1 && Math.abs(a[1] - b[1]) === 1) out.splice(n - 2, 1)
    }
  }
  return out
}

/** A 1-px quadratic Bézier curve from p0 to p2 pulled towards p1, as pixels (see trace). */
function bezier(p0: Point, p1: Point, p2: Point): Point[] {
  const length = Math.hypot(p1[0] - p0[0], p1[1] - p0[1]) + Math.hypot(p2[0] - p1[0], p2[1] - p1[1])
  const steps = Math.max(4, Math.ceil(length * 3))
  const points: Point[] = []
  for (let i = 0; i <= steps; i++) {
    const t = i / steps
    const u = 1 - t
    points.push([
      Math.round(u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0]),
      Math.round(u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1]),
    ])
  }
  return trace(points)
}

/** A 1-px elliptical arc from angle a0 to a1 (radians, y down), as pixels (see trace). */
function arc(cx: number, cy: number, rx: number, ry: number, a0: number, a1: number): Point[] {
  const steps = Math.max(6, Math.ceil(Math.abs(a1 - a0) * Math.max(rx, ry) * 3))
  const points: Point[] = []
  for (let i = 0; i <= steps; i++) {
    const a = a0 + ((a1 - a0) * i) / steps
    points.push([Math.round(cx + rx * Math.cos(a)), Math.round(cy + ry * Math.sin(a))])
  }
  return trace(points)
}

/** Paints the pixels (those `keep` accepts). */
function plot(canvas: Canvas, points: Point[], c: RGB, keep: (x: number, y: number) => boolean = () => true) {
  for (const [x, y] of points) if (keep(x, y)) canvas.set(x, y, c)
}

/** Paints the opaque pixels that touch a transparent one or the canvas's edge: a 1-px rim inside a shape. */
function rim(canvas: Canvas, c: RGB) {
  const edge: Point[] = []
  for (let y = 0; y < canvas.height; y++)
    for (let x = 0; x < canvas.width; x++)
      if (
        canvas.opaque(x, y) &&
        (!canvas.opaque(x - 1, y) ||
          !canvas.opaque(x + 1, y) ||
          !canvas.opaque(x, y - 1) ||
          !canvas.opaque(x, y + 1))
      )
        edge.push([x, y])
  for (const [x, y] of edge) canvas.set(x, y, c)
}

/** Copies the opaque pixels of `from` onto `to` (same size). */
function overlay(to: Canvas, from: Canvas) {
  for (let y = 0; y < from.height; y++)
    for (let x = 0; x < from.width; x++)
      if (from.opaque(x, y)) {
        const o = (y * from.width + x) * 4
        to.set(x, y, [from.data[o] as number, from.data[o + 1] as number, from.data[o + 2] as number])
      }
}

// ---------------------------------------------------------------------------------------------------

/** The eight octilinear steps, clockwise from east (y down). */
const STEP: Point[] = [
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
  [0, -1],
  [1, -1],
]

/**
 * A metro map: two to five lines in distinct colours (1 or 2 px thick) running across or down in
 * horizontal, vertical and 45° runs, a station tick or a small ink box every few pixels, interchange rings
 * where lines cross, termini bars, scribbled station names where the paper is clear; a river of 45° bends
 * and a park on some, a title box with 5×7 letters and a 1-px border on some; opaque, 40 to 128 px.
 */
function metroMap(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 40, 128)
  const H = Math.max(32, Math.min(128, Math.round(W * uniform(random, 0.6, 1.1))))
  const paper = tint(random, WHITES)
  const canvas = begin(W, H, paper)
  const m = int(random, 2, 4)
  if (random() < 0.35) {
    const park = nudge(random, mix(paper, [110, 190, 110], 0.4))
    const pw = int(random, 8, Math.max(8, Math.round(W / 3)))
    const ph = int(random, 6, Math.max(6, Math.round(H / 3)))
    const px = int(random, 0, W - pw)
    const py = int(random, 0, H - ph)
    rect(canvas, px, py, px + pw - 1, py + ph - 1, park)
  }
  if (random() < 0.65) {
    const water = nudge(random, mix(paper, [80, 150, 220], 0.5))
    const wide = int(random, 2, 5)
    let y = int(random, Math.round(H * 0.3), Math.round(H * 0.7))
    let slope = 0
    let run = int(random, 4, 16)
    for (let x = 0; x < W; x++) {
      if (--run <= 0) {
        slope = pick(random, [-1, 0, 0, 1])
        run = int(random, 4, 16)
      }
      if (y + slope < 1 || y + slope + wide > H - 1) slope = 0
      y += slope
      rect(canvas, x, y, x, y + wide - 1, water)
    }
  }
  const n = int(random, 2, W >= 72 ? 5 : 3)
  const pens = distinctTints(random, HUES, n)
  const thick = random() < 0.45 ? 2 : 1
  const owner = new Int8Array(W * H).fill(-1)
  const crossings: Point[] = []
  const stops: { x: number; y: number; d: Point }[] = []
  const gap = int(random, 5, 9)
  const blobs = thick === 1 && random() < 0.4
  pens.forEach((pen, li) => {
    const across = li === 0 ? random() < 0.6 : random() < 0.5
    const main = across ? 0 : 2
    let x = across ? int(random, m, Math.round(W * 0.3)) : int(random, m + 2, W - m - 4)
    let y = across ? int(random, m + 2, H - m - 4) : int(random, m, Math.round(H * 0.3))
    const end = across
      ? int(random, Math.round(W * 0.65), W - 2 - m)
      : int(random, Math.round(H * 0.65), H - 2 - m)
    const first: Point = [x, y]
    let dir = main
    let run = int(random, 3, 10)
    for (let walked = 1; walked < 600; walked++) {
      const d = STEP[dir] as Point
      const twin: Point = d[1] === 0 ? [0, 1] : [1, 0]
      for (const [ox, oy] of thick === 2 ? [[0, 0] as Point, twin] : [[0, 0] as Point]) {
        const [px, py] = [x + ox, y + oy]
        if (px < 0 || py < 0 || px >= W || py >= H) continue
        const o = owner[py * W + px] as number
        if (o !== -1 && o !== li) crossings.push([x, y])
        owner[py * W + px] = li
        canvas.set(px, py, pen)
      }
      if (walked % gap === 0) stops.push({ x, y, d })
      if ((across ? x : y) >= end) break
      if (--run <= 0) {
        run = int(random, 4, 16)
        dir = mod(main + pick(random, [-1, 0, 0, 1]), 8)
      }
      let step = STEP[dir] as Point
      if (x + step[0] < m || x + step[0] > W - 2 - m || y + step[1] < m || y + step[1] > H - 2 - m) {
        dir = main
        step = STEP[main] as Point
      }
      x += step[0]
      y += step[1]
    }
    // Termini: a bar across each end.
    for (const [tx, ty] of [first, [x, y] as Point]) {
      if (across) rect(canvas, tx, ty - 1, tx + thick - 1, ty + thick, pen)
      else rect(canvas, tx - 1, ty, tx + thick, ty + thick - 1, pen)
    }
  })
  // Interchanges: an ink ring with a paper centre where lines cross, a few pixels apart.
  const rings: Point[] = []
  for (const [cx, cy] of crossings)
    if (rings.length < 6 && rings.every(([rx, ry]) => Math.max(Math.abs(rx - cx), Math.abs(ry - cy)) > 6))
      rings.push([cx, cy])
  // Stations: a tick on one side of the line, or a small ink box with a paper centre.
  const side = random() < 0.5 ? 1 : -1
  for (const { x, y, d } of stops) {
    if (rings.some(([rx, ry]) => Math.max(Math.abs(rx - x), Math.abs(ry - y)) <= 3)) continue
    const o = owner[y * W + x] as number
    const pen = pens[o] as RGB
    if (!pen) continue
    if (blobs) {
      rect(canvas, x - 1, y - 1, x + 1, y + 1, ink)
      canvas.set(x, y, paper)
      continue
    }
    const p: Point = [-d[1] * side, d[0] * side]
    const twin: Point = d[1] === 0 ? [0, 1] : [1, 0]
    const from = 1 + (thick === 2 && p[0] * twin[0] + p[1] * twin[1] > 0 ? 1 : 0)
    for (let k = from; k < from + 2; k++) canvas.set(x + p[0] * k, y + p[1] * k, pen)
  }
  for (const [cx, cy] of rings) {
    const c = thick === 2 ? 0.5 : 0
    ellipse(canvas, cx + c, cy + c, 2.4, 2.4, solid(ink))
    rect(canvas, cx - 1 + 2 * c, cy - 1 + 2 * c, cx + 1, cy + 1, paper)
  }
  // Names in the clear paper to the right of (or above) some stations.
  const clear = (x0: number, y0: number, len: number) => {
    for (let y = y0 - 1; y <= y0 + 1; y++)
      for (let x = x0 - 1; x <= x0 + len; x++) if (!isColour(canvas, x, y, paper)) return false
    return true
  }
  for (const [sx, sy] of [...rings, ...stops.map((s) => [s.x, s.y] as Point)]) {
    if (random() < 0.4) continue
    const len = int(random, 4, 11)
    for (const [lx, ly] of [
      [sx + 4, sy],
      [sx + 4, sy - 3],
      [sx - 3 - len, sy],
      [sx - 1, sy - 4],
    ] as Point[])
      if (clear(lx, ly, len)) {
        scribble(canvas, random, lx, ly, len, ink, 0.25)
        break
      }
  }
  if (W >= 56 && random() < 0.5) {
    const letters = int(random, 3, Math.min(6, Math.floor((W / 2 - 3) / 6)))
    const bw = letters * 6 + 3
    const [bx, by] = random() < 0.5 ? [1, 1] : [W - 1 - bw, H - 12]
    rect(canvas, bx, by, bx + bw - 1, by + 10, paper)
    for (const [x0, y0, x1, y1] of [
      [bx, by, bx + bw - 1, by],
      [bx, by + 10, bx + bw - 1, by + 10],
      [bx, by, bx, by + 10],
      [bx + bw - 1, by, bx + bw - 1, by + 10],
    ] as [number, number, number, number][])
      line(canvas, x0, y0, x1, y1, ink)
    drawText(canvas, word(random, LETTERS, letters), bx + 2, by + 2, ink, null)
  }
  if (random() < 0.4) {
    line(canvas, 0, 0, W - 1, 0, ink)
    line(canvas, 0, H - 1, W - 1, H - 1, ink)
    line(canvas, 0, 0, 0, H - 1, ink)
    line(canvas, W - 1, 0, W - 1, H - 1, ink)
  }
  return trimmed(canvas)
}

/**
 * The line strip over a train's doors: one thick line (2 or 3 px) with a bar at each terminus, stations
 * as ticks up from it or as rings, the stations already passed in grey and the next one boxed in an accent
 * colour, names as 1-px "text" above or below each station or slanting up at 45°, interchange squares in
 * other lines' colours under some stations, a badge with the line's number in a 5×7 digit on most; on
 * white or a dark panel; opaque, 56 to 128 px wide and 9 to 21 tall.
 */
function metroStrip(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 56, 128)
  const dark = random() < 0.35
  const ground = dark ? tint(random, hexes(0x1c2230, 0x22242c, 0x2a2030)) : tint(random, WHITES)
  const letter = dark ? tint(random, WHITES) : ink
  const [pen, accent, other] = distinctTints(random, HUES, 3) as [RGB, RGB, RGB]
  const passed = nudge(random, mix(pen, dark ? [96, 96, 104] : [176, 176, 176], 0.7))
  const thick = int(random, 2, 3)
  const slanted = random() < 0.5
  const labelH = slanted ? int(random, 4, 9) : 3
  const lineY = labelH + 3
  const H = Math.max(9, lineY + thick + int(random, 4, 6))
  const canvas = begin(W, H, ground)
  const badge = random() < 0.7
  if (badge) {
    const by = Math.max(0, Math.floor((H - 9) / 2))
    rect(canvas, 1, by, 9, by + 8, pen)
    drawText(canvas, pick(random, '123456789'), 3, by + 1, dark ? letter : ground, null)
  }
  const x0 = badge ? 14 : 3
  const x1 = W - 4
  const n = Math.min(14, int(random, 4, Math.max(4, Math.floor((x1 - x0) / 6))))
  const spacing = (x1 - x0) / (n - 1)
  const xs = Array.from({ length: n }, (_, i) =>
    Math.round(x0 + i * spacing + (i > 0 && i < n - 1 && spacing >= 8 ? int(random, -1, 1) : 0)),
  )
  const next = int(random, 1, n - 1)
  const nextX = xs[next] as number
  for (let x = x0 - 1; x <= x1 + 1; x++)
    rect(canvas, x, lineY, x, lineY + thick - 1, x < nextX ? passed : pen)
  rect(canvas, x0 - 2, lineY - 1, x0 - 2, lineY + thick, passed)
  rect(canvas, x1 + 2, lineY - 1, x1 + 2, lineY + thick, pen)
  const rings = random() < 0.45
  const swaps = xs.map(() => random() < 0.25)
  xs.forEach((x, i) => {
    const c = x < nextX ? passed : pen
    if (i === next) {
      rect(canvas, x - 2, lineY - 2, x + 2, lineY + thick + 1, accent)
      rect(canvas, x - 1, lineY - 1, x + 1, lineY + thick, ground)
    } else if (rings) {
      rect(canvas, x - 1, lineY - 1, x + 1, lineY + thick, letter)
      rect(canvas, x, lineY, x, lineY + thick - 1, ground)
    } else rect(canvas, x, lineY - 2, x, lineY - 1, c)
    if (swaps[i]) {
      rect(canvas, x - 1, lineY + thick + 2, x, lineY + thick + 3, other)
      if (random() < 0.4) rect(canvas, x + 1, lineY + thick + 2, x + 2, lineY + thick + 3, accent)
    }
    // The station's name.
    if (slanted) {
      const len = int(random, 2, labelH - 1)
      for (let k = 0; k < len; k++)
        if (k === 0 || k === len - 1 || random() > 0.25) canvas.set(x + 1 + k, lineY - 3 - k, letter)
    } else {
      const len = Math.max(2, Math.min(Math.floor(spacing) - 2, int(random, 3, 8)))
      const below = i % 2 === 1 && !swaps[i]
      scribble(
        canvas,
        random,
        x - Math.floor(len / 2),
        below ? lineY + thick + 3 : 1,
        len,
        x < nextX ? passed : letter,
        0.25,
      )
    }
  })
  // Mirrored only without the badge, so its digit never reads backwards.
  return !badge && random() < 0.5 ? trimmed(flipped(canvas)) : trimmed(canvas)
}

const metroSprite: SpriteGenerator['draw'] = (random) => {
  const ink = tint(random, INKS)
  return random() < 0.6 ? metroMap(random, ink) : metroStrip(random, ink)
}

// ---------------------------------------------------------------------------------------------------

/**
 * A wall thermometer: a board (wood, painted or plastic, an arched or clipped top, a darker 1-px edge and a
 * hanging hole on some) with a glass tube (1 to 3 px bore) rising from a round bulb, the coloured column
 * up to a level, a glint on the bulb; a scale of 1-px ticks every 2 px (longer every fifth) on one side,
 * a second scale of another pitch on the other side or 5×7 numbers (a 1-px minus before negative ones)
 * at the long ticks on some, a coloured comfort band and a scribbled maker's name on some; 8 to 30 px wide
 * and 18 to 128 tall, turned to lie across (a thin strip) on some.
 */
function wallThermometer(random: Random, ink: RGB, glass: RGB, liquid: RGB): RGBAImage {
  const tiny = random() < 0.18
  const numbers = !tiny && random() < 0.5
  const W = tiny ? int(random, 8, 10) : numbers ? int(random, 22, 30) : int(random, 10, 20)
  const H = tiny ? int(random, 18, 28) : int(random, Math.max(40, 3 * W), 128)
  const board = tint(random, [...WHITES, ...hexes(0xa8743c, 0x8a5a30, 0x3c6a9a, 0xc8ccd0, 0x2e6a4a)])
  const canvas = begin(W, H, null)
  const arch = random() < 0.5
  const r = W / 2
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      if (arch && y < r && Math.hypot(x + 0.5 - r, y + 0.5 - r) > r + 0.2) continue
      if (!arch && (x + y < 2 || W - 1 - x + y < 2)) continue
      if (x + (H - 1 - y) < 1 || W - 1 - x + (H - 1 - y) < 1) continue
      canvas.set(x, y, board)
    }
  if (random() < 0.6) rim(canvas, nudge(random, scale(board, 0.68)))
  const hole = !tiny && random() < 0.6
  if (hole) rect(canvas, Math.floor((W - 1) / 2), 2, Math.floor(W / 2), 2 + (W >= 16 ? 1 : 0), null)
  const bore = tiny ? 1 : int(random, 1, W >= 16 ? 3 : 2)
  const tx = numbers ? int(random, 3, 4) : Math.floor((W - bore) / 2)
  const label = !tiny && random() < 0.5
  const rb = bore + 1
  const by = H - 3 - rb - (label ? 3 : 0)
  const bx = tx + (bore - 1) / 2
  const top = tiny ? 2 : hole ? int(random, 5, 7) : int(random, 3, 5)
  // The tube, the bulb, the column and the glint.
  rect(canvas, tx - 1, top + 1, tx + bore, by, glass)
  rect(canvas, tx, top, tx + bore - 1, top, glass)
  ellipse(canvas, bx, by, rb + 1.3, rb + 1.3, solid(glass))
  ellipse(canvas, bx, by, rb + 0.4, rb + 0.4, solid(liquid))
  const level = Math.round(by - rb - (by - rb - top - 2) * uniform(random, 0.15, 0.9))
  rect(canvas, tx, level, tx + bore - 1, by, liquid)
  canvas.set(Math.round(bx - rb / 2), Math.round(by - rb / 2), WHITE)
  // The scales: ticks every 2 px on the right (longer every fifth), another pitch on the left on some.
  const lo = by - rb - 3
  const xr = tx + bore + 1
  const majors: number[] = []
  for (let k = 0, y = lo; y >= top + 2; k++, y -= 2) {
    const major = k % 5 === 0
    if (major) majors.push(y)
    rect(canvas, xr, y, xr + (major ? (W - xr >= 6 ? 2 : 1) : 0), y, ink)
  }
  if (!numbers && !tiny && tx >= 4 && random() < 0.55) {
    const p = pick(random, [3, 4])
    for (let k = 0, y = lo - int(random, 0, p - 1); y >= top + 2; k++, y -= p)
      rect(canvas, tx - 2 - (k % 4 === 0 ? 1 : 0), y, tx - 2, y, ink)
  }
  if (numbers) {
    let v = pick(random, [-30, -20, -10, 0])
    const step = pick(random, [10, 10, 20])
    for (const y of majors) {
      const text = String(Math.abs(v))
      if (y - 3 >= top && y + 4 < by - rb && xr + 5 + text.length * 6 <= W) {
        drawText(canvas, text, xr + 5, y - 3, ink, null)
        if (v < 0) line(canvas, xr + 3, y, xr + 4, y, ink)
      }
      v += step
    }
  }
  if (!tiny && random() < 0.3 && majors.length >= 3) {
    const band = tint(random, hexes(0x2e9250, 0xe87824, 0xce2e2c))
    const k = int(random, 1, majors.length - 2)
    rect(canvas, tx - 2, (majors[k + 1] as number) + 1, tx - 2, majors[k] as number, band)
  }
  if (label) scribble(canvas, random, 2, H - 4, W - 4, ink, 0.3)
  return trimmed(random() < 0.2 ? rotated(canvas) : canvas)
}

/**
 * A thermometer held in the hand: a glass clinical one (a rod with a lit prism row, a bulb of mercury or
 * red spirit, a 1-px column up to a level, 1-px ticks along the top row, a coloured end cap on some) or
 * a digital one (a plastic body tapering to a steel probe, a grey-green window with a 5×7 reading such
 * as 37.5, a button); a 1-px ink outline; 36 to 96 px long and 8 to 15 tall (a thin strip).
 */
function stickThermometer(random: Random, ink: RGB, glass: RGB, liquid: RGB): RGBAImage {
  const metal = tint(random, hexes(0xb8bec6, 0xc8ccd0, 0xa8b0b8))
  if (random() < 0.5) {
    const plastic = tint(random, [...WHITES, ...hexes(0x3c8ad8, 0x40b0a0, 0xe06a8a, 0xf0c432)])
    const lcd = tint(random, hexes(0xa8b8a0, 0x9cb0a4, 0xc0c8b0))
    const probe = int(random, 6, 14)
    const taper = int(random, 4, 8)
    const H = int(random, 12, 15)
    const lw = 23
    const button = random() < 0.7
    const W = Math.max(int(random, 44, 96), probe + taper + lw + (button ? 10 : 4))
    const canvas = begin(W, H, null)
    const cy = Math.floor(H / 2)
    rect(canvas, 1, cy - 1, probe - 1, cy, metal)
    canvas.set(1, cy - 1, scale(metal, 0.7))
    canvas.set(1, cy, scale(metal, 0.7))
    for (let x = probe; x < W - 1; x++) {
      const half = Math.min(H / 2 - 1, 1 + ((x - probe + 1) * (H / 2 - 2)) / taper)
      const end = x >= W - 3 ? 1 : 0
      rect(canvas, x, Math.round(cy - half) + end, x, Math.round(cy + half) - 1 - end, plastic)
    }
    const lx = probe + taper + 1
    const ly = cy - 5
    rect(canvas, lx, ly, lx + lw - 1, ly + 8, lcd)
    const reading = pick(random, ['3', '3', '9', '1']) + pick(random, '0123456789')
    drawText(canvas, reading, lx + 2, ly + 1, ink, null)
    canvas.set(lx + 14, ly + 7, ink)
    drawText(canvas, pick(random, '0123456789'), lx + 16, ly + 1, ink, null)
    if (button)
      ellipse(canvas, lx + lw + 4, cy - 0.5, 2, 2, solid(tint(random, [scale(plastic, 0.7), ...HUES])))
    canvas.outline(ink, null)
    return finish(canvas, random, ink, 0, 0)
  }
  const inner = int(random, 6, 8)
  const W = int(random, 36, 90)
  const H = inner + 2
  const bulb = int(random, 4, 7)
  const canvas = begin(W, H, null)
  const lit = nudge(random, mix(glass, WHITE, 0.6))
  const capped = random() < 0.4
  const cap = tint(random, HUES)
  for (let x = 1; x < W - 1; x++) {
    const narrow = x <= bulb || x >= W - 3 ? 1 : 0
    rect(canvas, x, 1 + narrow, x, inner - narrow, capped && x >= W - 7 ? cap : x <= bulb ? liquid : glass)
    if (!narrow && !(capped && x >= W - 7)) canvas.set(x, 1, lit)
  }
  const my = Math.floor((inner + 3) / 2)
  const level = int(random, bulb + 6, W - (capped ? 10 : 5))
  line(canvas, bulb + 1, my, level, my, liquid)
  for (let k = 0, x = bulb + 4; x < W - (capped ? 9 : 4); k++, x += 2)
    rect(canvas, x, 2, x, k % 5 === 0 ? 3 : 2, ink)
  canvas.outline(ink, null)
  return finish(canvas, random, ink, 0, 0.5)
}

const thermometerSprite: SpriteGenerator['draw'] = (random) => {
  const ink = tint(random, INKS)
  const glass = tint(random, hexes(0xdceef4, 0xe4f0ee, 0xd0e4ec))
  const liquid = tint(random, hexes(0xd42a28, 0xc8202c, 0x2a58c8, 0x8a94a0))
  return random() < 0.65
    ? wallThermometer(random, ink, glass, liquid)
    : stickThermometer(random, ink, glass, liquid)
}

// ---------------------------------------------------------------------------------------------------

/** A cockerel facing right in a unit box (tail at the left, comb and beak at the top right, feet below). */
const COCKEREL: Point[] = [
  [0.0, 0.04],
  [0.12, 0.0],
  [0.26, 0.14],
  [0.33, 0.42],
  [0.46, 0.5],
  [0.6, 0.44],
  [0.64, 0.22],
  [0.7, 0.12],
  [0.73, 0.02],
  [0.78, 0.08],
  [0.83, 0.0],
  [0.87, 0.09],
  [0.92, 0.15],
  [1.0, 0.22],
  [0.91, 0.27],
  [0.89, 0.36],
  [0.84, 0.38],
  [0.87, 0.56],
  [0.8, 0.71],
  [0.66, 0.8],
  [0.63, 0.9],
  [0.68, 1.0],
  [0.5, 1.0],
  [0.56, 0.9],
  [0.46, 0.8],
  [0.3, 0.74],
  [0.17, 0.6],
  [0.07, 0.38],
  [0.02, 0.18],
]

/**
 * A weathervane: an arrow (a filled head, a 1-px shaft, chevron or swallow-tail fletching, a scroll on
 * some), a cockerel (lit 1-px feather curves, an eye), a fish or a ship (sails, a pennant, portholes) on a
 * rod, a gilt ball below, then the cross of arms (east-west across, north-south slanting at 45°) with a
 * 5×7 compass letter at each end on most (gilt knobs on the others); on a tiled roof ridge on some, under
 * a flat or ordered-dithered sky on some (opaque), else on transparency; 8 to about 90 px wide, up to 128
 * tall.
 */
const vaneSprite: SpriteGenerator['draw'] = (random) => {
  const metal = tint(random, hexes(0x26262a, 0x3a3632, 0x4e8a76, 0x9a6a2e, 0x7a4226))
  const lit = nudge(random, mix(metal, WHITE, 0.38))
  const gold = tint(random, hexes(0xd8a830, 0xe2bc48, 0xc8962a))
  const tiny = random() < 0.15
  const figure = tiny ? 'arrow' : pick(random, ['arrow', 'arrow', 'cockerel', 'fish', 'ship'] as const)
  const letters = !tiny && random() < 0.8
  const figW = tiny ? int(random, 8, 11) : int(random, 16, 52)
  const armHalf = tiny ? 2 : int(random, letters ? 5 : 4, 12)
  const dh = Math.max(letters ? 3 : 2, Math.round(armHalf * uniform(random, 0.45, 0.7)))
  const crossW = 2 * armHalf + 1 + (letters ? 14 : 2)
  const pad = tiny ? 0 : int(random, 1, 3)
  // A cockerel stands on its feet, a little right of its middle, so it reaches further to the left.
  const span = figure === 'cockerel' ? Math.ceil(1.16 * figW) + 1 : figW + 1
  const W = (Math.max(span, crossW) + 2 * pad) | 1
  const cx = (W - 1) / 2
  const figH =
    figure === 'arrow'
      ? 2 * Math.max(1, Math.round(figW * uniform(random, 0.1, 0.15))) + 1
      : figure === 'fish'
        ? Math.round(figW * uniform(random, 0.4, 0.5))
        : Math.round(figW * uniform(random, 0.8, 0.95))
  const top = pad
  const rodTop = figure === 'arrow' ? top + (figH - 1) / 2 : top + figH - 1
  const ballR = tiny ? 1 : int(random, 1, 3)
  const ballY = top + figH + 1 + ballR
  const crossY = ballY + ballR + 2 + (letters ? dh + 9 : dh)
  const foot = crossY + (letters ? dh + 10 : dh + 2) + (tiny ? 1 : int(random, 2, 8))
  const roof = !tiny && random() < 0.5
  const roofH = roof ? int(random, 6, Math.max(6, Math.min(16, Math.floor(W / 2) - 1))) : 0
  const H = foot + roofH + (roof ? 0 : 1)
  const sky = !tiny && random() < 0.3
  const [skyA, skyB] = distinctTints(random, hexes(0x9cc8ec, 0xc4def0, 0xf0c8a0, 0x6c8cc8), 2) as [RGB, RGB]
  const dithered = random() < 0.6
  const back = (x: number, y: number): RGB | null =>
    sky ? (dithered && bayer(x, y) < y / H ? skyB : skyA) : null
  const canvas = begin(W, H, null)
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) canvas.set(x, y, back(x, y))
  if (roof) {
    // A tiled roof ridge: 45° slopes, a darker row every two or three, a darker ridge.
    const tile = tint(random, hexes(0xa8442c, 0x8a3a2a, 0x4a505c, 0x6a6e78))
    const tileDark = nudge(random, scale(tile, 0.65))
    const half = Math.min(W / 2 + 2, roofH + int(random, 3, 14))
    polygon(
      canvas,
      [
        [cx + 0.5 - half + roofH, foot],
        [cx + 0.5 + half - roofH, foot],
        [cx + 0.5 + half, H],
        [cx + 0.5 - half, H],
      ],
      tile,
    )
    const rows = int(random, 2, 3)
    for (let y = foot; y < H; y++)
      if (y === foot || (y - foot) % rows === 0)
        for (let x = 0; x < W; x++) if (isColour(canvas, x, y, tile)) canvas.set(x, y, tileDark)
  }
  // The rod, the ball and the cross of arms.
  line(canvas, cx, rodTop, cx, foot - 1, metal)
  if (ballR) {
    ellipse(canvas, cx, ballY, ballR + 0.3, ballR + 0.3, solid(gold))
    canvas.set(cx - Math.ceil(ballR / 2), ballY - Math.floor(ballR / 2), WHITE)
  }
  line(canvas, cx - armHalf, crossY, cx + armHalf, crossY, metal)
  line(canvas, cx - dh, crossY + dh, cx + dh, crossY - dh, metal)
  if (letters) {
    const [a, b] =
      random() < 0.5
        ? [
            ['W', 'E'],
            ['N', 'S'],
          ]
        : [
            ['N', 'S'],
            ['E', 'W'],
          ]
    const across = random() < 0.5 ? a : [a[1], a[0]]
    const slant = random() < 0.5 ? b : [b[1], b[0]]
    const lc = random() < 0.5 ? gold : metal
    drawText(canvas, across[0] as string, cx - armHalf - 6, crossY - 3, lc, null)
    drawText(canvas, across[1] as string, cx + armHalf + 2, crossY - 3, lc, null)
    drawText(canvas, slant[0] as string, cx + dh + 1, crossY - dh - 9, lc, null)
    drawText(canvas, slant[1] as string, cx - dh - 6, crossY + dh + 2, lc, null)
  } else
    for (const [x, y] of [
      [cx - armHalf, crossY],
      [cx + armHalf, crossY],
      [cx - dh, crossY + dh],
      [cx + dh, crossY - dh],
    ] as Point[])
      canvas.set(x, y, gold)
  // The figure, drawn facing right on its own layer and turned round on some.
  const layer = begin(W, H, null)
  const x0 = figure === 'cockerel' ? Math.round(cx - 0.58 * figW) : Math.round(cx - figW / 2)
  const x1 = x0 + figW - 1
  if (figure === 'arrow') {
    const sy = rodTop
    const hh = (figH - 1) / 2
    const hl = Math.max(2, Math.round(figH * uniform(random, 0.8, 1.2)))
    polygon(
      layer,
      [
        [x1 + 1, sy + 0.5],
        [x1 - hl, sy - hh],
        [x1 - hl, sy + 1 + hh],
      ],
      metal,
    )
    line(layer, x0 + 1, sy, x1 - hl, sy, metal)
    if (random() < 0.5 || tiny) {
      for (let k = 0; k < (tiny ? 1 : int(random, 2, 3)); k++) {
        const fx = x0 + k * 2
        line(layer, fx + hh, sy, fx, sy - hh, metal)
        line(layer, fx + hh, sy, fx, sy + hh, metal)
      }
    } else {
      const tl = Math.max(3, Math.round(figW * 0.18))
      polygon(
        layer,
        [
          [x0, sy - hh],
          [x0 + tl, sy - hh],
          [x0 + tl + hh, sy + 0.5],
          [x0 + tl, sy + 1 + hh],
          [x0, sy + 1 + hh],
          [x0 + hh, sy + 0.5],
        ],
        metal,
      )
    }
    if (figW >= 24 && random() < 0.5) circle(layer, Math.round(x0 + figW * 0.45), sy - 2, 2, gold)
  } else if (figure === 'cockerel') {
    const at = (p: Point): Point => [x0 + p[0] * figW, top + p[1] * figH]
    polygon(layer, COCKEREL.map(at), metal)
    const on = (x: number, y: number) => isColour(layer, x, y, metal)
    const [ex, ey] = at([0.8, 0.17])
    layer.set(Math.round(ex), Math.round(ey), lit)
    if (figW >= 20) {
      const round = (p: Point): Point => [Math.round(p[0]), Math.round(p[1])]
      for (const [a, b, c] of [
        [
          [0.44, 0.46],
          [0.2, 0.4],
          [0.1, 0.08],
        ],
        [
          [0.44, 0.52],
          [0.26, 0.56],
          [0.16, 0.3],
        ],
        [
          [0.4, 0.62],
          [0.55, 0.74],
          [0.7, 0.58],
        ],
      ] as [Point, Point, Point][])
        plot(layer, bezier(round(at(a)), round(at(b)), round(at(c))), lit, on)
    }
  } else if (figure === 'fish') {
    const rx = figW * 0.36
    const fcx = cx + figW * 0.1
    const fcy = top + (figH - 1) / 2
    polygon(
      layer,
      [
        [x0, top],
        [fcx - rx + 2, fcy + 0.5],
        [x0, top + figH],
        [x0 + 3, fcy + 0.5],
      ],
      metal,
    )
    ellipse(layer, fcx, fcy, rx, figH / 2 - 0.2, solid(metal))
    polygon(
      layer,
      [
        [fcx - rx * 0.3, top + 2],
        [fcx - rx * 0.1, top - 1],
        [fcx + rx * 0.3, top + 2],
      ],
      metal,
    )
    layer.set(Math.round(fcx + rx * 0.6), Math.round(fcy - figH * 0.12), lit)
    plot(layer, arc(fcx + rx * 0.35, fcy, figH * 0.22, figH * 0.3, -Math.PI / 2, Math.PI / 2), lit, (x, y) =>
      isColour(layer, x, y, metal),
    )
  } else {
    const hullTop = top + Math.round(figH * 0.68)
    polygon(
      layer,
      [
        [x0, hullTop],
        [x1 + 1, hullTop],
        [x0 + figW * 0.85, top + figH],
        [x0 + figW * 0.15, top + figH],
      ],
      metal,
    )
    line(layer, cx, top, cx, hullTop - 1, metal)
    polygon(
      layer,
      [
        [cx - 1, top + 2],
        [cx - 1, hullTop - 1],
        [cx - figW * 0.36, hullTop - 1],
      ],
      lit,
    )
    polygon(
      layer,
      [
        [cx + 2, top + 3],
        [cx + 2, hullTop - 1],
        [cx + figW * 0.32, hullTop - 1],
      ],
      lit,
    )
    rect(layer, cx + 1, top, cx + 3, top, gold)
  }
  overlay(canvas, random() < 0.5 ? flipped(layer) : layer)
  if (figure === 'ship' && figH >= 14) {
    // Portholes: the sky (or nothing) through the hull.
    const py = top + Math.round(figH * 0.68) + 2
    for (let px = Math.round(cx - figW * 0.3); px <= cx + figW * 0.3; px += int(random, 3, 5))
      if (px !== cx) canvas.set(px, py, back(px, py))
  }
  return trimmed(canvas)
}

// ---------------------------------------------------------------------------------------------------

/**
 * Paints a halftone photograph into a w × h box: a portrait, a landscape or a street, its tones put in
 * three inks (dark, mid, paper) by the 2×2 ordered dither.
 */
function halftone(
  canvas: Canvas,
  random: Random,
  x0: number,
  y0: number,
  w: number,
  h: number,
  inks: [RGB, RGB, RGB],
) {
  const scene = pick(random, ['portrait', 'landscape', 'street'] as const)
  const phase = uniform(random, 0, 6)
  const hx = uniform(random, 0.35, 0.65)
  const horizon = uniform(random, 0.35, 0.6)
  const blocks = Array.from({ length: 8 }, () => [uniform(random, 0.2, 0.75), uniform(random, 0.2, 0.55)])
  const tone = (u: number, v: number): number => {
    if (scene === 'portrait') {
      const head = ((u - hx) / 0.22) ** 2 + ((v - 0.4) / 0.28) ** 2
      if (head < 1) return v < 0.22 ? 0.12 : 0.45 + 0.35 * (1 - Math.abs(u - hx + 0.08) * 3)
      if (v > 0.7 && Math.abs(u - hx) < 0.2 + (v - 0.7) * 1.2) return 0.18
      return 0.7 + 0.25 * v
    }
    if (scene === 'landscape') {
      const hill = horizon + 0.12 * Math.sin(u * 6 + phase)
      if (Math.hypot(u - hx, v - horizon * 0.45) < 0.1) return 1
      return v < hill ? 0.95 - 0.6 * (v / hill) * 0.6 : 0.4 - 0.35 * ((v - hill) / (1 - hill))
    }
    const b = blocks[Math.min(7, Math.floor(u * 8))] as number[]
    if (v > 1 - (b[0] as number))
      return (Math.floor(u * 32) + Math.floor(v * 20)) % 3 === 0 ? 0.8 : (b[1] as number)
    return 0.9 - 0.3 * v
  }
  for (let y = y0; y < y0 + h; y++)
    for (let x = x0; x < x0 + w; x++) {
      const t = Math.max(0, Math.min(1, tone((x - x0 + 0.5) / w, (y - y0 + 0.5) / h))) * 2
      let level = Math.floor(t)
      if (bayer(x, y) < t - level) level++
      canvas.set(x, y, inks[Math.min(2, level)] as RGB)
    }
}

/**
 * A newspaper page: a masthead in 5×7 letters (in paper on an accent band on some) over a date line
 * between 1-px rules, a headline in 5×7 words or a bold (2-px) scribble, then two to five columns of 1-px
 * "text" lines 2 px apart in paragraphs with indents, bold subheads and 1-px column rules on some, and a
 * halftone photograph (2×2 ordered dither in ink, grey and paper) over one or two columns with a
 * caption; or a tiny folded paper (a masthead band, lines of "text", a photo block, the fold); opaque, 8
 * to 100 px wide and up to 128 tall.
 */
const newspaperSprite: SpriteGenerator['draw'] = (random) => {
  const ink = tint(random, INKS)
  const paper = tint(random, [...WHITES, ...hexes(0xe6e2d2, 0xeee4c8, 0xf2dccc)])
  const grey = nudge(random, mix(paper, ink, uniform(random, 0.4, 0.6)))
  const accent = random() < 0.5 ? tint(random, HUES) : null
  if (random() < 0.12) {
    const W = int(random, 8, 12)
    const H = int(random, W + 1, W + 5)
    const canvas = begin(W, H, paper)
    rect(canvas, 1, 1, W - 2, 2, accent ?? ink)
    const photo = random() < 0.6
    for (let y = 4; y < H - 1; y += 2) scribble(canvas, random, 1, y, W - 2, ink, 0.25)
    if (photo) rect(canvas, W - 5, 4, W - 2, 7, grey)
    // The fold down the middle.
    line(canvas, Math.floor(W / 2), 3, Math.floor(W / 2), H - 1, grey)
    if (random() < 0.5) line(canvas, 0, H - 1, W - 1, H - 1, grey)
    return canvas.image()
  }
  const W = int(random, 30, 100)
  const H = Math.min(128, Math.round(W * uniform(random, 1.2, 1.5)))
  const canvas = begin(W, H, paper)
  const m = int(random, 1, 3)
  let y = m
  const n = Math.max(3, Math.min(8, Math.floor((W - 2 * m + 1) / 6) - int(random, 0, 2)))
  const tx = Math.floor((W - (n * 6 - 1)) / 2)
  if (accent && random() < 0.6) {
    rect(canvas, m, y, W - 1 - m, y + 8, accent)
    drawText(canvas, word(random, LETTERS, n), tx, y + 1, paper, null)
  } else drawText(canvas, word(random, LETTERS, n), tx, y + 1, ink, random() < 0.3 ? grey : null)
  y += 10
  line(canvas, m, y, W - 1 - m, y, ink)
  scribble(canvas, random, m + 1, y + 2, int(random, 6, Math.max(6, Math.floor(W / 3))), grey, 0.3)
  const price = int(random, 3, 6)
  scribble(canvas, random, W - 1 - m - price, y + 2, price, grey, 0.2)
  line(canvas, m, y + 4, W - 1 - m, y + 4, ink)
  const double = random() < 0.5
  if (double) line(canvas, m, y + 5, W - 1 - m, y + 5, ink)
  y += double ? 8 : 7
  // The headline.
  if (W >= 40 && random() < 0.6) {
    const perLine = Math.floor((W - 2 * m + 1) / 6)
    for (let l = int(random, 1, 2); l > 0; l--) {
      const words: string[] = []
      let used = 0
      while (used < perLine - 2) {
        const len = Math.min(perLine - used, int(random, 2, 6))
        if (len < 2) break
        words.push(word(random, LETTERS, len))
        used += len + 1
      }
      drawText(canvas, words.join(' '), m + 1, y, ink, null)
      y += 9
    }
  } else {
    for (let l = int(random, 1, 2); l > 0; l--) {
      scribble(canvas, random, m + 1, y, W - 2 * m - 2 - int(random, 0, 10), ink, 0.15)
      for (let x = 0; x < W; x++) if (isColour(canvas, x, y, ink)) canvas.set(x, y + 1, ink)
      y += 4
    }
  }
  y += 1
  // Columns of text round a photograph.
  const cols = Math.max(2, Math.min(5, Math.floor((W - 2 * m + 2) / int(random, 13, 20))))
  const gutter = random() < 0.5 ? 3 : 2
  const cw = Math.floor((W - 2 * m - (cols - 1) * gutter) / cols)
  const rules = gutter === 3 && random() < 0.7
  const photo = random() < 0.8
  const span = cols >= 3 && random() < 0.5 ? 2 : 1
  const c0 = int(random, 0, cols - span)
  const pw = span * cw + (span - 1) * gutter
  const ph = Math.min(H - m - 8 - y, Math.round(pw * uniform(random, 0.6, 1)))
  const py = y + (random() < 0.5 ? 0 : int(random, 2, 12))
  const hasPhoto = photo && ph >= 6 && py + ph < H - m - 4
  if (hasPhoto) {
    const px = m + c0 * (cw + gutter)
    halftone(canvas, random, px, py, pw, ph, [ink, grey, paper])
    scribble(canvas, random, px, py + ph + 1, pw - int(random, 0, 4), grey, 0.3)
  }
  for (let c = 0; c < cols; c++) {
    const x = m + c * (cw + gutter)
    if (rules && c > 0) line(canvas, x - 2, y, x - 2, H - 1 - m, grey)
    let lines = 0
    let paragraph = int(random, 2, 7)
    for (let ly = y; ly < H - m;) {
      if (hasPhoto && c >= c0 && c < c0 + span && ly >= py - 1 && ly <= py + ph + 2) {
        ly = py + ph + 4
        continue
      }
      if (lines === 0 && random() < 0.15 && ly + 4 < H - m) {
        // A bold subhead.
        scribble(canvas, random, x, ly, Math.max(3, cw - int(random, 2, 6)), ink, 0.15)
        for (let xx = x; xx < x + cw; xx++) if (isColour(canvas, xx, ly, ink)) canvas.set(xx, ly + 1, ink)
        ly += 4
        continue
      }
      const last = lines === paragraph - 1
      const indent = lines === 0 ? int(random, 1, 2) : 0
      const len = last ? int(random, 2, Math.max(2, cw - 3)) : cw - indent
      scribble(canvas, random, x + indent, ly, len, ink, 0.22)
      lines++
      ly += 2
      if (last) {
        lines = 0
        paragraph = int(random, 2, 7)
        ly += 1
      }
    }
  }
  return canvas.image()
}

// ---------------------------------------------------------------------------------------------------

/**
 * A J-hook hanging from its eye at (x, y), `h` tall: a 1-px eye ring, a straight shank, a round bend (its
 * lowest pixel lit), a point up the far side with a barb. Returns the bend's radius.
 */
function hook(canvas: Canvas, x: number, y: number, h: number, metal: RGB, lit: RGB): number {
  const r = h >= 16 ? 3 : h >= 9 ? 2 : 1
  circle(canvas, x, y + 1, 1, metal)
  const by = y + h - 1 - r
  line(canvas, x, y + 3, x, by, metal)
  circle(canvas, x + r, by, r, metal, (_, py) => py >= by)
  canvas.set(x + r, by + r, lit)
  const px = x + 2 * r
  const tip = by - Math.max(1, Math.round(r * 1.5))
  line(canvas, px, by, px, tip, metal)
  canvas.set(px - 1, tip + 1, metal)
  return r
}

/** A treble hook hanging from (x, y), `s` tall: a shank and two bends with points (a third seen end on). */
function treble(canvas: Canvas, x: number, y: number, s: number, metal: RGB) {
  circle(canvas, x, y + 1, 1, metal)
  const b = y + s - 1
  line(canvas, x, y + 3, x, b, metal)
  const p = Math.max(1, Math.round(s * 0.35))
  for (const d of [-1, 1]) {
    canvas.set(x + d, b, metal)
    line(canvas, x + 2 * d, b - 1, x + 2 * d, b - p, metal)
  }
}

/** A hook on a line: the line slack from the top, a knot at the eye, a worm on the bend on some. */
function hookSprite(random: Random, ink: RGB, metal: RGB, lit: RGB): RGBAImage {
  const h = int(random, 8, 36)
  const lead = int(random, 4, 26)
  const W = int(random, 9, Math.max(12, Math.round(h * 0.8)))
  const H = lead + h + 1
  const canvas = begin(W, H, null)
  const lineC = tint(random, hexes(0xe8f0f0, 0x6aa84a, 0xf0e060, 0x5a6a7a))
  const r0 = h >= 16 ? 3 : h >= 9 ? 2 : 1
  // The hook near one side, its line slack from the top of the other (so the sprite is W wide).
  const left = random() < 0.5
  const x = left ? 1 : W - 2 - 2 * r0
  const from: Point = [left ? W - 1 : 0, 0]
  plot(canvas, bezier(from, [Math.round((from[0] + x) / 2) + int(random, -3, 3), lead / 2], [x, lead]), lineC)
  const r = hook(canvas, x, lead, h, metal, lit)
  canvas.set(x, lead, lineC)
  if (h >= 14 && random() < 0.5) {
    // A worm threaded on round the bend, banded every few pixels.
    const worm = tint(random, hexes(0xd87a7a, 0xc86a5a, 0xe0908a))
    const band = nudge(random, scale(worm, 0.72))
    const y0 = lead + Math.round(h * 0.4)
    const y1 = lead + h - 1 - r
    for (let y = y0; y <= y1; y++) {
      const wx = x + Math.round(Math.sin((y - y0) * 0.9) * 1.5)
      const c = (y - y0) % 4 === 3 ? band : worm
      canvas.set(wx, y, c)
      canvas.set(wx + 1, y, c)
    }
  }
  return finish(canvas, random, ink, 0, 0.5)
}

/**
 * A float on its line: a round bobber (a red or orange top, a white belly, an ink band, a stick) or a quill
 * (a spindle, a bright tip, a band); at the water line on some, its lower part hidden and 1-px flattened
 * ripple rings round it.
 */
function floatSprite(random: Random, ink: RGB, lit: RGB): RGBAImage {
  const lineC = tint(random, hexes(0xe8f0f0, 0x5a6a7a, 0x3a4a3a))
  const top = tint(random, hexes(0xe03020, 0xf07020, 0xf0c020, 0xe02060))
  const belly = tint(random, [...WHITES, ...hexes(0x3a3a3a, 0x8a6a3a)])
  const quill = random() < 0.45
  const r = int(random, 2, 9)
  const L = int(random, 10, 36)
  const bodyW = quill ? (L >= 20 ? 3 : 2) : 2 * r + 1
  const bodyH = quill ? L : 2 * r + 1 + int(random, 2, 5)
  const water = random() < 0.45
  const rip = water ? int(random, Math.max(4, bodyW), Math.max(6, bodyW * 3)) : 0
  const W = Math.max(8, bodyW + 2 * rip + 4)
  const H = bodyH + int(random, 2, 14) + 2
  const canvas = begin(W, H, null)
  const cx = Math.floor(W / 2)
  const y0 = int(random, 1, H - bodyH - 1)
  line(canvas, cx, 0, cx, y0, lineC)
  line(canvas, cx, y0 + bodyH - 1, cx, H - 1, lineC)
  if (quill) {
    for (let y = 0; y < L; y++) {
      const t = y / (L - 1)
      const half = (bodyW / 2) * Math.sin(Math.PI * (0.08 + 0.84 * t)) ** 0.6
      const c = t < 0.28 ? top : Math.abs(t - 0.42) < 0.03 ? ink : belly
      for (let x = Math.round(cx - half + 0.2); x <= Math.round(cx + half - 0.2); x++)
        canvas.set(x, y0 + y, c)
      canvas.set(cx, y0 + y, c)
    }
  } else {
    const stick = bodyH - (2 * r + 1)
    line(canvas, cx, y0, cx, y0 + stick - 1, top)
    const cy = y0 + stick + r
    ellipse(canvas, cx, cy, r + 0.4, r + 0.4, (_, y) => (y < cy ? top : y === cy ? ink : belly))
    canvas.set(cx - Math.ceil(r / 2), cy - Math.ceil(r / 2), lit)
  }
  if (water) {
    // The water line: everything under it hidden, ripples round the float.
    const wy = y0 + Math.round(bodyH * uniform(random, 0.45, 0.7))
    const waterC = tint(random, hexes(0x6ab0d8, 0x4a90c0, 0x8ac0c8))
    rect(canvas, 0, wy + 1, W - 1, H - 1, null)
    for (let k = 0; k < int(random, 1, 3); k++) {
      const rx = bodyW / 2 + 2 + k * uniform(random, 2.5, 4)
      plot(
        canvas,
        arc(cx, wy, rx, Math.max(1, rx / 4), 0, 2 * Math.PI),
        waterC,
        (x) => Math.abs(x - cx) > bodyW / 2,
      )
    }
  }
  // An outline only out of the water: round 1-px ripples it would thicken into blots.
  return finish(canvas, random, ink, water ? 0 : 0.2, 0.5)
}

/**
 * A lure: a spoon (a teardrop of gilt or silver with a lit curve, a painted stripe or dots on some, a split
 * ring and a treble hook) or a crankbait (a fish-shaped plug, back and belly colours meeting in a 2×2
 * dithered band, checker scales on the back on some, a 1-px shine, an eye, a gill curve, a clear lip,
 * one or two treble hooks on split rings).
 */
function lureSprite(random: Random, ink: RGB, metal: RGB): RGBAImage {
  if (random() < 0.4) {
    const L = int(random, 10, 40)
    const w = Math.max(5, Math.round(L * uniform(random, 0.35, 0.5)))
    const gilt = tint(random, hexes(0xd8a830, 0xc0c4cc, 0xe0b840, 0xb0b8c0))
    const shine = nudge(random, mix(gilt, WHITE, 0.6))
    const paint = tint(random, HUES)
    const s = Math.max(5, Math.round(L * 0.3))
    const W = w + 6
    const H = 4 + L + s + 1
    const canvas = begin(W, H, null)
    const cx = Math.floor(W / 2)
    circle(canvas, cx, 1, 1, metal)
    const top = 3
    const style = pick(random, ['plain', 'stripe', 'dots'] as const)
    for (let y = 0; y < L; y++) {
      const t = (y + 0.5) / L
      const half =
        (w / 2) * (t < 0.6 ? Math.sin(((t / 0.6) * Math.PI) / 2) : Math.sqrt(1 - ((t - 0.6) / 0.4) ** 2))
      for (let x = Math.round(cx - half); x <= Math.round(cx + half); x++) {
        const stripe = style === 'stripe' && Math.abs(x - cx) <= (w >= 8 ? 1 : 0) && t > 0.2 && t < 0.85
        canvas.set(x, top + y, stripe ? paint : gilt)
      }
      if (half >= 2 && t > 0.15 && t < 0.85) canvas.set(Math.round(cx - half * 0.55), top + y, shine)
    }
    if (style === 'dots')
      for (let k = int(random, 2, 5); k > 0; k--)
        canvas.set(
          cx + int(random, 0, Math.floor(w / 4)),
          top + int(random, Math.round(L * 0.3), Math.round(L * 0.8)),
          paint,
        )
    circle(canvas, cx, top + L + 1, 1, metal)
    treble(canvas, cx, top + L + 2, s, metal)
    return finish(canvas, random, ink, 0, 0.5)
  }
  const L = int(random, 16, 56)
  const bodyH = Math.max(5, Math.round(L * uniform(random, 0.28, 0.4)))
  const [back, belly] = distinctTints(random, [...HUES, ...hexes(0x3a6a3a, 0x2a2a2a, 0xf0f0e8)], 2) as [
    RGB,
    RGB,
  ]
  const scales = random() < 0.5
  const backDark = nudge(random, scale(back, 0.7))
  const lip = nudge(random, mix(back, WHITE, 0.75))
  const shine = nudge(random, mix(back, WHITE, 0.5))
  const eye = tint(random, hexes(0xf0c020, 0xf0f0e8, 0xe04020))
  const s = Math.max(4, Math.round(bodyH * 0.6))
  const hooks = L >= 30 ? 2 : 1
  const W = L + 6
  const H = bodyH + s + 8
  const canvas = begin(W, H, null)
  const cy = 1 + (bodyH - 1) / 2
  for (let x = 0; x < L; x++) {
    const t = (x + 0.5) / L
    // A narrow tail at the left swelling to a round head at the right.
    const half =
      (bodyH / 2) *
      (t > 0.7 ? Math.sqrt(1 - ((t - 0.7) / 0.3) ** 2) : 0.35 + 0.65 * Math.sin(((t / 0.7) * Math.PI) / 2))
    for (let y = Math.round(cy - half); y <= Math.round(cy + half); y++) {
      const v = (y - (cy - half)) / Math.max(1, 2 * half)
      let c = v < 0.4 ? back : v > 0.62 ? belly : bayer(x, y) < (v - 0.4) / 0.22 ? belly : back
      if (scales && c === back && v > 0.15 && (x + y) % 2 === 0 && t > 0.15 && t < 0.7) c = backDark
      canvas.set(x, y, c)
    }
    // A 1-px shine along the top of the back.
    if (t > 0.25 && t < 0.8 && half >= 2) canvas.set(x, Math.round(cy - half) + 1, shine)
  }
  const ex = L - Math.max(3, Math.round(bodyH * 0.55))
  const ey = Math.round(cy - bodyH * 0.12)
  rect(canvas, ex, ey, ex + (bodyH >= 9 ? 1 : 0), ey + (bodyH >= 9 ? 1 : 0), eye)
  canvas.set(ex + (bodyH >= 9 ? 1 : 0), ey, ink)
  if (bodyH >= 7)
    plot(canvas, arc(ex - 1, cy, bodyH * 0.3, bodyH * 0.38, -Math.PI / 2, Math.PI / 2), backDark, (x, y) =>
      canvas.opaque(x, y),
    )
  polygon(
    canvas,
    [
      [L - 2, cy + 1],
      [L + 4, cy + bodyH * 0.55],
      [L + 3, cy + bodyH * 0.75],
      [L - 3, cy + bodyH * 0.35],
    ],
    lip,
  )
  circle(canvas, L + 4, Math.round(cy + bodyH * 0.55), 1, metal)
  for (let k = 0; k < hooks; k++) {
    const hx = Math.round(L * (hooks === 1 ? 0.5 : k === 0 ? 0.3 : 0.68))
    const hy = Math.round(cy + bodyH / 2)
    circle(canvas, hx, hy + 1, 1, metal)
    treble(canvas, hx, hy + 2, s, metal)
  }
  return finish(canvas, random, ink, 0, 0.5)
}

/**
 * A tied fly on a small hook: a body wound in two colours (1-px ribs), a hackle of 1-px fibres splayed
 * round the head, a tail of fibres behind the bend, a swept wing on some; turned to lie across on some.
 */
function flySprite(random: Random, ink: RGB, metal: RGB, lit: RGB): RGBAImage {
  const h = random() < 0.3 ? int(random, 7, 8) : int(random, 9, 24)
  const W = h + 4
  const H = h + 6
  const canvas = begin(W, H, null)
  const [body, rib, hackle, wing] = distinctTints(
    random,
    hexes(0x3a2a1a, 0xd8a830, 0x8a5a30, 0xc83020, 0x2a6a3a, 0xe0e0d8, 0x5a5a5a, 0xf0c040),
    4,
  ) as [RGB, RGB, RGB, RGB]
  const x = Math.floor(W / 2) - 1
  const y = 2
  const r = hook(canvas, x, y, h, metal, lit)
  const by = y + h - 1 - r
  const bw = h >= 14 ? 1 : 0
  for (let yy = y + 4; yy <= by - 1; yy++)
    rect(canvas, x - bw, yy, x + bw, yy, (yy - y) % 3 === 0 ? rib : body)
  // The hackle round the head and the tail behind the bend.
  const fl = Math.max(2, Math.round(h * 0.22))
  for (let k = -2; k <= 2; k++) {
    line(canvas, x - 1, y + 4, x - fl, y + 4 + k * Math.ceil(fl / 3) + 1, hackle)
    line(canvas, x + 1, y + 4, x + fl, y + 4 + k * Math.ceil(fl / 3) + 1, hackle)
  }
  for (const dx of [-1, 0, 1]) line(canvas, x, by, x + dx * Math.ceil(fl / 2), by + fl + 1, hackle)
  if (random() < 0.6) {
    polygon(
      canvas,
      [
        [x + 1, y + 5],
        [x + 1 + Math.max(2, h * 0.25), by - 1],
        [x + 1 + Math.max(1, h * 0.1), by + 1],
      ],
      wing,
    )
  }
  return finish(random() < 0.5 ? rotated(canvas) : canvas, random, ink, 0, 0.5)
}

/**
 * An open tackle tray from above: a plastic box with a 2-px rim and a lighter floor, split by 1-px dividers
 * into uneven compartments holding small hooks, split shot, beads, little bobbers, spoons or a spool of
 * line; rounded corners; nearly opaque, 40 to 100 px wide.
 */
function traySprite(random: Random, ink: RGB, metal: RGB, lit: RGB): RGBAImage {
  const W = int(random, 40, 100)
  const H = int(random, 24, Math.min(72, W))
  const plastic = tint(random, hexes(0x3a6a9a, 0x2e7a5a, 0x58585e, 0xc8c0a8, 0x8a3a2a))
  const divider = nudge(random, scale(plastic, 0.7))
  const floor = nudge(random, mix(plastic, WHITE, 0.25))
  const lead = nudge(random, [120, 124, 130])
  const [hueA, hueB] = distinctTints(random, HUES, 2) as [RGB, RGB]
  const white = tint(random, WHITES)
  const canvas = begin(W, H, plastic)
  rect(canvas, 2, 2, W - 3, H - 3, floor)
  const cuts = (from: number, to: number, count: number) => {
    const out = [from]
    for (let k = 1; k < count; k++)
      out.push(Math.round(from + ((to - from) * k) / count + uniform(random, -2, 2)))
    out.push(to)
    return out
  }
  const rowsN = H >= 40 ? int(random, 1, 3) : 1
  const ys = cuts(1, H - 2, rowsN)
  for (let r = 0; r < rowsN; r++) {
    const y0 = (ys[r] as number) + 1
    const y1 = (ys[r + 1] as number) - 1
    if (r > 0) line(canvas, 2, y0 - 1, W - 3, y0 - 1, divider)
    const colsN = Math.max(1, Math.min(6, Math.floor((W - 4) / int(random, 14, 24))))
    const xs = cuts(1, W - 2, colsN)
    for (let c = 0; c < colsN; c++) {
      const x0 = (xs[c] as number) + 1
      const x1 = (xs[c + 1] as number) - 1
      if (c > 0) line(canvas, x0 - 1, y0, x0 - 1, y1, divider)
      const w = x1 - x0 + 1
      const h = y1 - y0 + 1
      const content = pick(random, ['hooks', 'shot', 'beads', 'bobbers', 'spoons', 'spool', 'empty'] as const)
      if (content === 'hooks')
        for (let hx = x0 + 1; hx + 5 <= x1; hx += int(random, 4, 6)) {
          const hh = Math.min(h - 2, int(random, 6, 9))
          if (hh >= 6) hook(canvas, hx, y0 + int(random, 0, h - hh - 1), hh, metal, lit)
        }
      else if (content === 'shot' || content === 'beads') {
        // Split shot (2×2 with a lit pixel) or beads (single dots), on a jittered 4-px grid.
        for (let sy = y0 + 1; sy < y1 - 1; sy += 4)
          for (let sx = x0 + 1; sx < x1 - 1; sx += 4) {
            if (random() < 0.45) continue
            const [px, py] = [sx + int(random, 0, 1), sy + int(random, 0, 1)]
            if (content === 'beads') canvas.set(px, py, random() < 0.5 ? hueA : hueB)
            else {
              rect(canvas, px, py, px + 1, py + 1, lead)
              canvas.set(px, py, lit)
            }
          }
      } else if (content === 'bobbers')
        for (let bx = x0 + 3; bx + 2 <= x1; bx += 6) {
          const cy = y0 + Math.floor(h / 2)
          if (h < 7) break
          ellipse(canvas, bx, cy, 2.4, 2.4, (_, y) => (y < cy ? hueA : y === cy ? ink : white))
        }
      else if (content === 'spoons')
        for (let bx = x0 + 3; bx + 3 <= x1; bx += 6) {
          if (h < 9) break
          const sl = Math.min(h - 4, 9)
          const sy = y0 + Math.floor((h - sl) / 2)
          ellipse(canvas, bx, sy + sl * 0.6, 2, sl * 0.4, solid(random() < 0.5 ? hueB : metal))
          canvas.set(bx - 1, Math.round(sy + sl * 0.5), lit)
          circle(canvas, bx, sy, 1, metal)
        }
      else if (content === 'spool' && w >= 8 && h >= 8) {
        const sr = Math.min(w, h) / 2 - 1
        ellipse(canvas, x0 + w / 2 - 0.5, y0 + h / 2 - 0.5, sr, sr, solid(hueB))
        circle(
          canvas,
          Math.round(x0 + w / 2 - 0.5),
          Math.round(y0 + h / 2 - 0.5),
          Math.max(1, Math.round(sr / 3)),
          white,
        )
      }
    }
  }
  for (const [x, y] of [
    [0, 0],
    [W - 1, 0],
    [0, H - 1],
    [W - 1, H - 1],
  ] as Point[])
    canvas.set(x, y, null)
  return trimmed(canvas)
}

const tackleSprite: SpriteGenerator['draw'] = (random) => {
  const ink = tint(random, INKS)
  const metal = tint(random, hexes(0x8a9098, 0x9aa0a8, 0x7a8088))
  const lit = nudge(random, mix(metal, WHITE, 0.55))
  const kind = pick(random, ['hook', 'hook', 'float', 'float', 'lure', 'lure', 'fly', 'fly', 'tray'] as const)
  if (kind === 'hook') return hookSprite(random, ink, metal, lit)
  if (kind === 'float') return floatSprite(random, ink, lit)
  if (kind === 'lure') return lureSprite(random, ink, metal)
  if (kind === 'fly') return flySprite(random, ink, metal, lit)
  return traySprite(random, ink, metal, lit)
}

// ---------------------------------------------------------------------------------------------------

/** A sum such as 12+7=19: numbers in the 5×7 digits, signs as 1-px strokes in a 5-px cell. */
function sum(random: Random): string[] {
  let [a, b] = [int(random, 1, 20), int(random, 1, 12)]
  const op = pick(random, ['+', '-', 'x'] as const)
  if (op === '-' && b > a) [a, b] = [b, a]
  const result = op === '+' ? a + b : op === '-' ? a - b : a * b
  return [String(a), op, String(b), '=', String(result)]
}
const sumWidth = (parts: string[]) => parts.reduce((w, p) => w + p.length * 6, 0) - 1

function drawSum(canvas: Canvas, parts: string[], x0: number, y: number, c: RGB) {
  let x = x0
  for (const p of parts) {
    if (p === '+') {
      line(canvas, x, y + 3, x + 4, y + 3, c)
      line(canvas, x + 2, y + 1, x + 2, y + 5, c)
    } else if (p === '-') line(canvas, x + 1, y + 3, x + 3, y + 3, c)
    else if (p === 'x') {
      line(canvas, x, y + 1, x + 4, y + 5, c)
      line(canvas, x, y + 5, x + 4, y + 1, c)
    } else if (p === '=') {
      line(canvas, x, y + 2, x + 4, y + 2, c)
      line(canvas, x, y + 4, x + 4, y + 4, c)
    } else drawText(canvas, p, x, y, c, null)
    x += p.length * 6
  }
}

/** Tally marks: groups of four 1-px strokes struck through by a diagonal; returns the width used. */
function tally(canvas: Canvas, x0: number, y: number, count: number, c: RGB): number {
  let x = x0
  for (let left = count; left > 0; left -= 5) {
    const strokes = Math.min(4, left)
    for (let k = 0; k < strokes; k++) line(canvas, x + k * 2, y, x + k * 2, y + 4, c)
    if (left >= 5) line(canvas, x - 1, y + 4, x + 7, y, c)
    x += strokes * 2 + 3
  }
  return x - x0
}

interface ChalkLook {
  surface: RGB
  chalk: RGB
  colour: RGB
  dust: RGB
  wood: RGB
  woodDark: RGB
}

/** Chalk-dust smudges: ellipses where the 2×2 ordered dither leaves dust on the bare board. */
function smudges(
  canvas: Canvas,
  random: Random,
  look: ChalkLook,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
) {
  for (let k = int(random, 0, 3); k > 0; k--) {
    const rx = int(random, 4, Math.max(4, Math.round((x1 - x0) / 3)))
    const ry = int(random, 2, Math.max(2, Math.round((y1 - y0) / 3)))
    const cx = int(random, x0, x1)
    const cy = int(random, y0, y1)
    const density = uniform(random, 0.3, 0.7)
    ellipse(canvas, cx, cy, rx, ry, (x, y) =>
      x >= x0 &&
      x <= x1 &&
      y >= y0 &&
      y <= y1 &&
      isColour(canvas, x, y, look.surface) &&
      bayer(x, y) < density
        ? look.dust
        : null,
    )
  }
}

/**
 * A school blackboard: a green, black or slate board in a wooden frame with a chalk ledge (sticks of
 * chalk and a felt eraser on it), chalk-dust smudges (2×2 ordered dither), then rows of chalk work: 5×7
 * words underlined in coloured chalk, sums, tallies and lines of 1-px "handwriting"; a diagram on the right
 * of wide boards (a circle with a radius, a triangle, axes with a curve, a curved arrow); opaque.
 */
function blackboard(random: Random, look: ChalkLook): RGBAImage {
  const W = int(random, 40, 128)
  const H = int(random, 28, Math.min(100, W))
  const f = int(random, 2, 4)
  const ledge = int(random, 2, 3)
  const canvas = begin(W, H, look.wood)
  const [ix0, iy0, ix1, iy1] = [f, f, W - 1 - f, H - 1 - f - ledge]
  rect(canvas, ix0, iy0, ix1, iy1, look.surface)
  line(canvas, ix0 - 1, iy1 + 1, ix1 + 1, iy1 + 1, look.woodDark)
  line(canvas, 0, H - 1, W - 1, H - 1, look.woodDark)
  smudges(canvas, random, look, ix0, iy0, ix1, iy1)
  // Chalk and an eraser on the ledge.
  for (let k = int(random, 1, 3); k > 0; k--) {
    const sx = int(random, 2, W - 6)
    rect(canvas, sx, iy1 + 2, sx + int(random, 2, 3), iy1 + 2, random() < 0.5 ? look.chalk : look.colour)
  }
  if (random() < 0.7) {
    const ex = int(random, 2, W - 10)
    rect(canvas, ex, iy1 + 2, ex + int(random, 5, 7), H - 2, look.woodDark)
    rect(canvas, ex, H - 2, ex + int(random, 5, 7), H - 2, look.dust)
  }
  const diagram = ix1 - ix0 >= 60 && random() < 0.7
  const textRight = diagram ? ix0 + Math.round((ix1 - ix0) * 0.6) : ix1 - 2
  if (diagram) {
    const dx0 = textRight + 3
    const dw = ix1 - 2 - dx0
    const dh = iy1 - iy0 - 4
    const s = Math.min(dw, dh)
    const [cx, cy] = [dx0 + Math.floor(dw / 2), iy0 + 2 + Math.floor(dh / 2)]
    const kind = pick(random, ['circle', 'triangle', 'graph', 'arrow'] as const)
    const c = random() < 0.5 ? look.chalk : look.colour
    if (kind === 'circle') {
      const r = Math.max(3, Math.floor(s / 2) - 1)
      circle(canvas, cx, cy, r, look.chalk)
      line(canvas, cx, cy, cx + Math.round(r * 0.7), cy - Math.round(r * 0.7), c)
      canvas.set(cx, cy, c)
    } else if (kind === 'triangle') {
      const pts: Point[] = [
        [cx - Math.floor(s / 2) + 1, cy + Math.floor(s / 2) - 1],
        [cx + Math.floor(s / 2) - 1, cy + Math.floor(s / 2) - 1],
        [cx + int(random, -Math.floor(s / 3), Math.floor(s / 3)), cy - Math.floor(s / 2) + 1],
      ]
      pts.forEach((p, i) => {
        const q = pts[(i + 1) % 3] as Point
        line(canvas, p[0], p[1], q[0], q[1], look.chalk)
      })
      if (random() < 0.6) {
        const [rx, ry] = pts[1] as Point
        canvas.set(rx - 2, ry - 2, c)
      }
    } else if (kind === 'graph') {
      const [ox, oy] = [dx0 + 1, iy1 - 3]
      line(canvas, ox, oy, ox, iy0 + 2, look.chalk)
      line(canvas, ox, oy, ix1 - 2, oy, look.chalk)
      canvas.set(ox - 1, iy0 + 3, look.chalk)
      canvas.set(ox + 1, iy0 + 3, look.chalk)
      canvas.set(ix1 - 3, oy - 1, look.chalk)
      canvas.set(ix1 - 3, oy + 1, look.chalk)
      const rise = random() < 0.5
      plot(
        canvas,
        rise
          ? bezier([ox + 2, oy - 2], [ox + Math.round(dw * 0.75), oy - 2], [ix1 - 4, iy0 + 4])
          : bezier(
              [ox + 2, iy0 + 4],
              [ox + Math.round(dw * 0.5), oy + Math.round(dh * 0.7)],
              [ix1 - 4, iy0 + 4],
            ),
        c,
      )
    } else {
      const a: Point = [dx0 + 1, cy + Math.floor(s / 3)]
      const b: Point = [ix1 - 3, cy - Math.floor(s / 3)]
      plot(canvas, bezier(a, [cx, iy0 + 2], b), c)
      line(canvas, b[0], b[1], b[0] - 3, b[1], c)
      line(canvas, b[0], b[1], b[0], b[1] + 3, c)
    }
  }
  // Rows of chalk work down the left.
  const room = textRight - ix0 - 2
  for (let y = iy0 + 2; y < iy1 - 2;) {
    const left = iy1 - 1 - y
    const kind = pick(random, ['word', 'sum', 'tally', 'lines', 'lines'] as const)
    const x = ix0 + 2 + int(random, 0, 3)
    if (kind === 'word' && left >= 8 && room >= 17) {
      const n = int(random, 2, Math.min(8, Math.floor((room + 1) / 6)))
      drawText(canvas, word(random, LETTERS, n), x, y, look.chalk, null)
      if (left >= 10 && random() < 0.5) line(canvas, x, y + 8, x + n * 6 - 2, y + 8, look.colour)
      y += 10
    } else if (kind === 'sum' && left >= 8) {
      const parts = sum(random)
      if (sumWidth(parts) > room) continue
      drawSum(canvas, parts, x, y, look.chalk)
      y += 10
    } else if (kind === 'tally' && left >= 6) {
      tally(
        canvas,
        x + 1,
        y,
        int(random, 2, Math.max(2, Math.min(22, Math.floor((room - 2) / 2.2)))),
        look.chalk,
      )
      y += 8
    } else if (left >= 2) {
      const pitch = int(random, 2, 3)
      for (let k = int(random, 1, 3); k > 0 && y < iy1 - 1; k--) {
        scribble(
          canvas,
          random,
          x,
          y,
          Math.max(3, Math.round(room * uniform(random, 0.3, 0.95))),
          look.chalk,
          0.25,
        )
        y += pitch
      }
      y += 2
    } else break
  }
  return canvas.image()
}

/**
 * A café A-board: a tall board in a wooden frame standing on two legs, a dashed 1-px chalk border, a 5×7
 * heading in coloured chalk, a list of dishes (1-px "text", a dotted leader, a 5×7 price or a short one)
 * and a chalk doodle at the foot (a steaming cup, a sun or a star) on some; opaque but between the legs.
 */
function aBoard(random: Random, look: ChalkLook): RGBAImage {
  const W = int(random, 20, 56)
  const bh = int(random, Math.max(30, Math.round(W * 1.3)), 110)
  const legs = int(random, 3, 10)
  const H = bh + legs
  const f = int(random, 1, 3)
  const canvas = begin(W, H, null)
  rect(canvas, 0, 0, W - 1, bh - 1, look.wood)
  rect(canvas, f, f, W - 1 - f, bh - 1 - f, look.surface)
  const lw = Math.max(2, f)
  rect(canvas, 0, bh, lw - 1, H - 1, look.woodDark)
  rect(canvas, W - lw, bh, W - 1, H - 1, look.woodDark)
  if (legs >= 6) line(canvas, lw, bh + 2, W - 1 - lw, bh + 2, look.woodDark)
  smudges(canvas, random, look, f, f, W - 1 - f, bh - 1 - f)
  const b = f + 1
  if (random() < 0.7)
    for (let i = 0, x = b, y = b; ; i++) {
      // A dashed border walked clockwise round the board.
      if (i % 3 !== 2) canvas.set(x, y, look.chalk)
      if (y === b && x < W - 1 - b) x++
      else if (x === W - 1 - b && y < bh - 1 - b) y++
      else if (y === bh - 1 - b && x > b) x--
      else if (x === b && y > b) y--
      if (x === b && y === b) break
    }
  const inner = W - 2 * b - 4
  let y = b + 3
  const heading = Math.max(2, Math.min(6, Math.floor((inner + 1) / 6)))
  drawText(canvas, word(random, LETTERS, int(random, 2, heading)), b + 2, y, look.colour, null)
  y += 10
  const prices = inner >= 20 && random() < 0.7
  const doodle = bh - y > 34 && random() < 0.7
  const stop = doodle ? bh - b - 16 : bh - b - 3
  while (y + (prices ? 7 : 1) <= stop) {
    const pw = prices ? 11 : 3
    const name = int(random, 4, Math.max(4, inner - pw - 4))
    const ty = prices ? y + 3 : y
    scribble(canvas, random, b + 2, ty, name, look.chalk, 0.25)
    for (let x = b + 2 + name + 2; x < W - b - 2 - pw - 1; x += 2) canvas.set(x, ty, look.dust)
    const price = String(int(random, 3, 24))
    if (prices) drawText(canvas, price, W - b - 1 - price.length * 6, y, look.chalk, null)
    else scribble(canvas, random, W - b - 2 - pw, ty, pw, look.colour, 0)
    y += prices ? 9 : 3
  }
  if (doodle) {
    const cx = Math.floor(W / 2)
    const cy = bh - b - 8
    const kind = pick(random, ['cup', 'sun', 'star'] as const)
    if (kind === 'cup') {
      line(canvas, cx - 4, cy - 2, cx + 3, cy - 2, look.chalk)
      line(canvas, cx - 4, cy - 2, cx - 3, cy + 3, look.chalk)
      line(canvas, cx + 3, cy - 2, cx + 2, cy + 3, look.chalk)
      line(canvas, cx - 3, cy + 3, cx + 2, cy + 3, look.chalk)
      circle(canvas, cx + 4, cy, 2, look.chalk, (x) => x > cx + 3)
      for (const sx of [cx - 2, cx + 1])
        plot(canvas, bezier([sx, cy - 4], [sx + 2, cy - 6], [sx, cy - 8]), look.colour)
    } else if (kind === 'sun') {
      circle(canvas, cx, cy, 3, look.colour)
      for (let k = 0; k < 8; k++) {
        const a = (k * Math.PI) / 4
        line(
          canvas,
          Math.round(cx + 5 * Math.cos(a)),
          Math.round(cy + 5 * Math.sin(a)),
          Math.round(cx + 6.5 * Math.cos(a)),
          Math.round(cy + 6.5 * Math.sin(a)),
          look.colour,
        )
      }
    } else {
      const pts = Array.from({ length: 5 }, (_, k) => {
        const a = -Math.PI / 2 + (k * 4 * Math.PI) / 5
        return [Math.round(cx + 6 * Math.cos(a)), Math.round(cy + 6 * Math.sin(a))] as Point
      })
      pts.forEach((p, k) => {
        const q = pts[(k + 1) % 5] as Point
        line(canvas, p[0], p[1], q[0], q[1], look.colour)
      })
    }
  }
  return canvas.image()
}

/** A school slate: a small board in a 1- or 2-px frame with a 5×7 digit or letter, tallies or scribble. */
function slate(random: Random, look: ChalkLook): RGBAImage {
  const W = int(random, 10, 26)
  const H = Math.max(8, Math.round(W * uniform(random, 0.7, 0.9)))
  const f = W >= 16 ? int(random, 1, 2) : 1
  const canvas = begin(W, H, look.wood)
  rect(canvas, f, f, W - 1 - f, H - 1 - f, look.surface)
  if (random() < 0.5) line(canvas, f, H - 1 - f, W - 1 - f, H - 1 - f, look.dust)
  const innerH = H - 2 * f
  const innerW = W - 2 * f
  if (innerH >= 9 && random() < 0.6) {
    const n = Math.max(1, Math.min(3, Math.floor((innerW - 1) / 6)))
    drawText(
      canvas,
      word(random, random() < 0.5 ? LETTERS : '0123456789', n),
      f + 1 + int(random, 0, innerW - n * 6 - 1),
      f + 1 + int(random, 0, innerH - 9),
      look.chalk,
      null,
    )
  } else if (innerH >= 7 && innerW >= 10 && random() < 0.5)
    tally(canvas, f + 2, f + 1, int(random, 2, Math.min(9, Math.floor((innerW - 3) / 2))), look.chalk)
  else
    for (let y = f + 1; y < H - f - 1; y += 2)
      scribble(canvas, random, f + 1, y, int(random, 2, innerW - 2), look.chalk, 0.3)
  return canvas.image()
}

const chalkboardSprite: SpriteGenerator['draw'] = (random) => {
  const surface = tint(random, hexes(0x24402e, 0x2a4a3a, 0x22262a, 0x2c3436, 0x34404a))
  const chalk = nudge(random, mix(WHITE, surface, 0.08))
  const wood = tint(random, hexes(0xa8743c, 0x8a5a30, 0xc09060, 0x6a4228))
  const look: ChalkLook = {
    surface,
    chalk,
    colour: nudge(random, mix(pick(random, HUES), WHITE, 0.35)),
    dust: nudge(random, mix(surface, chalk, uniform(random, 0.22, 0.35))),
    wood,
    woodDark: nudge(random, scale(wood, 0.68)),
  }
  const kind = pick(random, ['board', 'board', 'aboard', 'slate'] as const)
  if (kind === 'board') return blackboard(random, look)
  if (kind === 'aboard') return aBoard(random, look)
  return slate(random, look)
}

// ---------------------------------------------------------------------------------------------------

interface CrabLook {
  shell: RGB
  dark: RGB
  lit: RGB
  eye: RGB
}

/**
 * A crab from above, its carapace `s` px wide centred on (cx, cy): bent 1-px legs (three or four a side),
 * claws on 1- or 2-px arms (dark fingertips, a V-shaped gape of `gap` or of transparency), eyes on
 * stalks, a darker rim behind and a lit spot.
 */
function crab(
  canvas: Canvas,
  random: Random,
  cx: number,
  cy: number,
  s: number,
  look: CrabLook,
  gap: RGB | null,
) {
  const rx = s / 2
  const ry = Math.max(1.5, s * uniform(random, 0.3, 0.36))
  const legs = s >= 9 ? 4 : 3
  const reach = Math.max(2, s * 0.3)
  for (const d of [-1, 1]) {
    for (let k = 0; k < legs; k++) {
      const ly = Math.round(cy - ry * 0.3 + (k * ry * 1.3) / (legs - 1))
      const hx = Math.round(cx + d * rx * 0.8)
      const kx = Math.round(cx + d * (rx + reach * 0.7))
      const ky = ly - Math.max(1, Math.round(s * 0.1))
      const fx = Math.round(cx + d * (rx + reach + k * 0.4))
      const fy = ly + Math.max(1, Math.round(s * 0.18)) + Math.round(k * 0.4)
      line(canvas, hx, ly, kx, ky, look.dark)
      line(canvas, kx, ky, fx, fy, look.dark)
    }
    // A claw: an arm out and forward, a pincer with its tip split.
    const ax = Math.round(cx + d * rx * 0.55)
    const ay = Math.round(cy - ry * 0.6)
    const pr = Math.max(1, s * 0.17)
    const px = Math.round(cx + d * rx * 0.85)
    const py = Math.round(cy - ry - pr - Math.max(1, s * 0.12))
    line(canvas, ax, ay, px, py, look.shell)
    if (s >= 16) line(canvas, ax + d, ay, px + d, py, look.shell)
    const pry = pr * 1.5
    ellipse(canvas, px, py, pr + 0.3, pry + 0.3, (_, y) => (y < py - pry * 0.45 ? look.dark : look.shell))
    // The gape between the two fingers: a V from the tip to about the pincer's middle.
    const tipY = Math.round(py - pry)
    const depth = Math.max(1, Math.round(pry * 0.9))
    for (let k = 0; k < depth; k++) {
      const hw = Math.round(((depth - 1 - k) / depth) * pr * 0.45)
      rect(canvas, px - hw, tipY + k, px + hw, tipY + k, gap)
    }
  }
  ellipse(canvas, cx, cy, rx, ry, (_, y) => (y > cy + ry * 0.4 ? look.dark : look.shell))
  canvas.set(Math.round(cx - rx * 0.3), Math.round(cy - ry * 0.35), look.lit)
  if (s >= 10) canvas.set(Math.round(cx - rx * 0.3) + 1, Math.round(cy - ry * 0.35), look.lit)
  for (const d of [-1, 1]) {
    const ex = Math.round(cx + d * Math.max(1, rx * 0.3))
    const ey = Math.round(cy - ry)
    canvas.set(ex, ey - 1, look.dark)
    canvas.set(ex, ey - 2, look.eye)
  }
}

/** A sea urchin: 1-px spines radiating from the centre, a round test dotted with tubercles, a lit spot. */
function urchin(
  canvas: Canvas,
  random: Random,
  cx: number,
  cy: number,
  r: number,
  body: RGB,
  spine: RGB,
  lit: RGB,
) {
  const n = Math.round(r * uniform(random, 4, 7)) + 6
  for (let i = 0; i < n; i++) {
    const a = (i / n) * 2 * Math.PI + uniform(random, -0.12, 0.12)
    const len = r + Math.max(1.5, r * uniform(random, 0.5, 1.1))
    line(canvas, cx, cy, Math.round(cx + Math.cos(a) * len), Math.round(cy + Math.sin(a) * len), spine)
  }
  ellipse(canvas, cx, cy, r + 0.3, r + 0.3, (x, y) => (x % 2 === 0 && y % 2 === 0 && r >= 3 ? spine : body))
  canvas.set(cx - Math.ceil(r / 2), cy - Math.ceil(r / 2), lit)
}

/** A beadlet anemone: a round body, a ring of tentacle dots, a dark mouth. */
function anemone(canvas: Canvas, cx: number, cy: number, r: number, body: RGB, lit: RGB, dark: RGB) {
  ellipse(canvas, cx, cy, r + 0.3, r + 0.3, solid(body))
  plot(canvas, arc(cx, cy, r + 1, r + 1, 0, 2 * Math.PI), lit, (x, y) => (x + y) % 2 === 0)
  canvas.set(cx, cy, dark)
}

/**
 * A rock pool from above: rock in three tones (lighter patches, dark cracks) round one pool made of
 * overlapping ovals, a dark 1-px lip, shallow water at the edge turning deep by a 2×2 ordered dither, pebbles
 * on the bottom, and two of: crabs, sea urchins and anemones; opaque, 48 to 128 px.
 */
function rockPool(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 48, 128)
  const H = int(random, 40, Math.min(128, W + 20))
  const rock = tint(random, hexes(0x7a746a, 0x8a8070, 0x6a6e70, 0x9a8a70))
  const rockLit = nudge(random, mix(rock, WHITE, 0.25))
  const rockDark = nudge(random, scale(rock, 0.6))
  const shallow = tint(random, hexes(0x4aa0b0, 0x3a90a8, 0x5aa894))
  const deep = nudge(random, scale(shallow, 0.68))
  const canvas = begin(W, H, rock)
  for (let k = Math.round((W * H) / 220); k > 0; k--)
    ellipse(
      canvas,
      int(random, 0, W - 1),
      int(random, 0, H - 1),
      uniform(random, 1, 4),
      uniform(random, 1, 3),
      solid(rockLit),
    )
  for (let k = int(random, 2, 6); k > 0; k--) {
    let [x, y] = [int(random, 0, W - 1), int(random, 0, H - 1)]
    for (let s = int(random, 5, 20); s > 0; s--) {
      canvas.set(x, y, rockDark)
      x += int(random, -1, 1)
      y += int(random, 0, 1)
    }
  }
  // The pool: overlapping ovals, then the distance of each water pixel from the rock.
  const wet = new Uint8Array(W * H)
  for (let k = int(random, 2, 4); k > 0; k--) {
    const [ex, ey] = [uniform(random, W * 0.3, W * 0.7), uniform(random, H * 0.3, H * 0.7)]
    const [rx, ry] = [uniform(random, W * 0.18, W * 0.34), uniform(random, H * 0.18, H * 0.34)]
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++)
        if (((x + 0.5 - ex) / rx) ** 2 + ((y + 0.5 - ey) / ry) ** 2 < 1) wet[y * W + x] = 1
  }
  const depth = new Int32Array(W * H).fill(-1)
  let queue: number[] = []
  for (let i = 0; i < W * H; i++)
    if (!wet[i]) {
      depth[i] = 0
      queue.push(i)
    }
  while (queue.length) {
    const next: number[] = []
    for (const i of queue) {
      const [x, y] = [i % W, Math.floor(i / W)]
      for (const [nx, ny] of [
        [x + 1, y],
        [x - 1, y],
        [x, y + 1],
        [x, y - 1],
      ] as Point[])
        if (nx >= 0 && ny >= 0 && nx < W && ny < H && depth[ny * W + nx] === -1) {
          depth[ny * W + nx] = (depth[i] as number) + 1
          next.push(ny * W + nx)
        }
    }
    queue = next
  }
  const deepest = Math.max(...depth)
  const ramp = Math.max(3, deepest * uniform(random, 0.5, 0.8))
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const d = depth[y * W + x] as number
      const lip = [
        [x + 1, y],
        [x - 1, y],
        [x, y + 1],
        [x, y - 1],
      ].some(
        ([nx, ny]) => canvas.opaque(nx as number, ny as number) && wet[(ny as number) * W + (nx as number)],
      )
      if (d === 0 && lip) canvas.set(x, y, rockDark)
      else if (d > 0) canvas.set(x, y, bayer(x, y) < (d - 1) / ramp ? deep : shallow)
    }
  const spot = (margin: number, lo = 0, hi = 999): Point | null => {
    for (let t = 0; t < 30; t++) {
      const [x, y] = [int(random, 0, W - 1), int(random, 0, H - 1)]
      const d = depth[y * W + x] as number
      if (d >= Math.max(lo, margin) && d <= hi) return [x, y]
    }
    return null
  }
  for (let k = int(random, 0, 6); k > 0; k--) {
    const p = spot(2)
    if (p) ellipse(canvas, p[0], p[1], uniform(random, 0.8, 2.5), uniform(random, 0.8, 2), solid(rockLit))
  }
  const kinds = pick(random, [
    ['crab', 'urchin'],
    ['crab', 'anemone'],
    ['urchin', 'anemone'],
  ] as const)
  for (const kind of kinds) {
    if (kind === 'crab') {
      const shell = tint(random, hexes(0xd05a2a, 0xc84830, 0xb86a3a, 0x4a7a8a, 0x6a7a3a))
      const look: CrabLook = {
        shell,
        dark: nudge(random, scale(shell, 0.62)),
        lit: nudge(random, mix(shell, WHITE, 0.4)),
        eye: ink,
      }
      for (let k = int(random, 1, 2); k > 0; k--) {
        const s = int(random, 6, 12)
        const p = spot(s)
        if (p) crab(canvas, random, p[0], p[1], s, look, deep)
      }
    } else if (kind === 'urchin') {
      const body = tint(random, hexes(0x5a2a6a, 0x3a2a4a, 0x6a3a2a, 0x2a3a2a))
      const spine = nudge(random, mix(body, WHITE, 0.3))
      const lit = nudge(random, mix(body, WHITE, 0.6))
      for (let k = int(random, 1, 4); k > 0; k--) {
        const r = int(random, 2, 4)
        const p = spot(2 * r + 2)
        if (p) urchin(canvas, random, p[0], p[1], r, body, spine, lit)
      }
    } else {
      const body = tint(random, hexes(0xb02030, 0xc83a2a, 0x3a8a3a, 0xd0602a))
      const lit = nudge(random, mix(body, WHITE, 0.45))
      const dark = nudge(random, scale(body, 0.5))
      for (let k = int(random, 1, 4); k > 0; k--) {
        const r = int(random, 1, 3)
        const p = spot(1, 1, r + 3)
        if (p) anemone(canvas, p[0], p[1], r, body, lit, dark)
      }
    }
  }
  return canvas.image()
}

/**
 * A crab (tiny on some), a sea urchin (on transparency, spines and tubercles) or a rock pool (rockPool).
 */
const rockPoolSprite: SpriteGenerator['draw'] = (random) => {
  const ink = tint(random, INKS)
  const kind = pick(random, ['crab', 'crab', 'urchin', 'pool', 'pool'] as const)
  if (kind === 'pool') return rockPool(random, ink)
  if (kind === 'crab') {
    const s = random() < 0.25 ? int(random, 5, 6) : int(random, 7, 40)
    const canvas = begin(Math.round(s * 2.4) + 8, Math.round(s * 1.8) + 8, null)
    const shell = tint(random, hexes(0xd05a2a, 0xc84830, 0xb86a3a, 0x4a7a8a, 0x6a7a3a, 0xd89a3a))
    const look: CrabLook = {
      shell,
      dark: nudge(random, scale(shell, 0.62)),
      lit: nudge(random, mix(shell, WHITE, 0.4)),
      eye: ink,
    }
    crab(canvas, random, Math.floor(canvas.width / 2), Math.floor(canvas.height / 2) + 2, s, look, null)
    return finish(canvas, random, ink, 0.3, 0.5)
  }
  const r = int(random, 2, 12)
  const canvas = begin(4 * r + 8, 4 * r + 8, null)
  const body = tint(random, hexes(0x5a2a6a, 0x3a2a4a, 0x6a3a2a, 0x2a3a2a, 0x8a3a6a))
  const spine = nudge(random, mix(body, WHITE, 0.3))
  urchin(canvas, random, 2 * r + 4, 2 * r + 4, r, body, spine, nudge(random, mix(body, WHITE, 0.6)))
  return finish(canvas, random, ink, 0.2, 0.5)
}

// ---------------------------------------------------------------------------------------------------

interface PlugLook {
  face: RGB
  lit: RGB
  shade: RGB
  hole: RGB
  metal: RGB
  led: RGB
}

/** A raised plate w × h at (x0, y0): corners cut, a lit top and left edge, a shaded bottom and right edge. */
function plate(canvas: Canvas, x0: number, y0: number, w: number, h: number, look: PlugLook) {
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const corner = (x === 0 || x === w - 1) && (y === 0 || y === h - 1)
      if (corner) continue
      const c = y === h - 1 || x === w - 1 ? look.shade : y === 0 || x === 0 ? look.lit : look.face
      canvas.set(x0 + x, y0 + y, c)
    }
}

/** A screw head: a small disc with a 1-px slot (straight or slanting). */
function screw(canvas: Canvas, random: Random, x: number, y: number, look: PlugLook) {
  ellipse(canvas, x, y, 1.4, 1.4, solid(look.metal))
  if (random() < 0.5) line(canvas, x - 1, y + 1, x + 1, y - 1, look.shade)
  else line(canvas, x - 1, y, x + 1, y, look.shade)
}

type SocketKind = 'uk' | 'schuko' | 'us'

/** One socket's holes in an s × s cell at (x0, y0). */
function socket(canvas: Canvas, kind: SocketKind, x0: number, y0: number, s: number, look: PlugLook) {
  const cx = x0 + Math.floor(s / 2)
  const cy = y0 + Math.floor(s / 2)
  const t = s >= 16 ? 2 : 1
  if (kind === 'uk') {
    const len = Math.max(2, Math.round(s * 0.22))
    rect(canvas, cx - t + 1, y0 + Math.round(s * 0.2), cx, y0 + Math.round(s * 0.2) + len, look.hole)
    const ly = y0 + Math.round(s * 0.6)
    for (const d of [-1, 1]) {
      const lx = cx + d * Math.round(s * 0.26)
      rect(canvas, lx - Math.floor(len / 2), ly, lx - Math.floor(len / 2) + len, ly + t - 1, look.hole)
    }
  } else if (kind === 'schuko') {
    const R = s / 2 - 1.5
    ellipse(canvas, cx, cy, R + 0.4, R + 0.4, solid(look.shade))
    ellipse(canvas, cx, cy, R - 0.6, R - 0.6, solid(look.face))
    for (const d of [-1, 1]) {
      const hx = cx + d * Math.round(R * 0.45)
      rect(canvas, hx, cy, hx + t - 1, cy + t - 1, look.hole)
      if (s >= 12)
        rect(canvas, cx - 1, Math.round(cy + d * (R - 0.5)), cx, Math.round(cy + d * (R - 0.5)), look.metal)
    }
  } else {
    const sh = Math.max(2, Math.round(s * 0.22))
    const sy = cy - Math.round(s * 0.22)
    rect(canvas, cx - Math.round(s * 0.2), sy, cx - Math.round(s * 0.2) + t - 1, sy + sh - 1, look.hole)
    rect(canvas, cx + Math.round(s * 0.2), sy, cx + Math.round(s * 0.2) + t - 1, sy + sh, look.hole)
    rect(canvas, cx, cy + Math.round(s * 0.18), cx + t - 1, cy + Math.round(s * 0.18) + t, look.hole)
  }
}

/**
 * A wall socket plate: one or two UK, Schuko or US sockets on a raised plate (lit and shaded 1-px edges, cut
 * corners) with rocker switches (a red strip when on) and slotted screws; on a wall with a 1-px shadow
 * (opaque) on some; tiny single sockets on some; 8 to about 80 px wide.
 */
function wallSocket(random: Random, look: PlugLook): RGBAImage {
  const kind = pick(random, ['uk', 'schuko', 'us'] as const)
  const tiny = random() < 0.25
  const s = tiny ? int(random, 8, 11) : int(random, 13, 34)
  const double = !tiny && random() < 0.45
  const uk = kind === 'uk' && !tiny
  const sw = uk ? Math.max(4, Math.round(s * 0.3)) : 0
  const cell = s + sw
  const [w, h] = kind === 'us' && double ? [s, 2 * s] : [double ? 2 * cell : cell, s]
  const wall = !tiny && random() < 0.35
  const m = wall ? int(random, 2, 6) : 0
  const canvas = begin(w + 2 * m + (wall ? 1 : 0), h + 2 * m + (wall ? 1 : 0), null)
  if (wall) {
    const paint = tint(random, hexes(0xe8dcc8, 0xc8d8e0, 0xd8c0b0, 0xb0c8a8))
    canvas.fill(paint)
    rect(canvas, m + 1, m + h, m + w, m + h, nudge(random, scale(paint, 0.72)))
    rect(canvas, m + w, m + 1, m + w, m + h, nudge(random, scale(paint, 0.72)))
  }
  plate(canvas, m, m, w, h, look)
  const cells: Point[] =
    kind === 'us' && double
      ? [
          [m, m],
          [m, m + s],
        ]
      : double
        ? [
            [m, m],
            [m + cell, m],
          ]
        : [[m, m]]
  for (const [x, y] of cells) {
    socket(canvas, kind, x, y, s, look)
    if (uk) {
      const rx = x + s - 1
      const ry = y + Math.round(s * 0.2)
      rect(canvas, rx, ry, rx + sw - 3, ry + Math.max(3, Math.round(s * 0.28)), look.shade)
      rect(canvas, rx + 1, ry + 1, rx + sw - 4, ry + Math.max(3, Math.round(s * 0.28)) - 1, look.lit)
      if (random() < 0.6) rect(canvas, rx + 1, ry + 1, rx + sw - 4, ry + 1, look.led)
    }
  }
  if (!tiny && s >= 16) {
    if (kind === 'us')
      screw(
        canvas,
        random,
        m + Math.floor(w / 2),
        m + Math.floor(h / 2) + (double ? 0 : Math.round(s * 0.42)),
        look,
      )
    else if (kind === 'uk' || random() < 0.5)
      for (const x of double ? [m + 3, m + w - 4] : [m + Math.floor(w / 2)])
        screw(canvas, random, x, double ? m + Math.floor(h / 2) : m + h - 4, look)
  }
  return trimmed(canvas)
}

/**
 * A plug on its cable, pins up: a UK plug (a square body, three pins with insulated sleeves), a round
 * European plug (two round pins, grip ribs) or a small US plug (two flat prongs with holes); a ribbed
 * sleeve and a 1- or 2-px cable sweeping away in a curve; mostly transparent, 12 to about 60 px.
 */
function plugSprite(random: Random, look: PlugLook, ink: RGB): RGBAImage {
  const kind = pick(random, ['uk', 'eu', 'us'] as const)
  const bw = kind === 'us' ? int(random, 7, 12) : int(random, 10, 22)
  const bh = kind === 'us' ? int(random, 6, 10) : int(random, 9, 18)
  const pin = kind === 'us' ? int(random, 3, 6) : int(random, 4, 8)
  const cable = random() < 0.5 ? look.face : tint(random, [ink, ...WHITES, ...hexes(0xe87824, 0x2660be)])
  const thick = bw >= 14 ? 2 : 1
  const tail = int(random, 8, 40)
  const W = bw + tail + 6
  const H = pin + bh + int(random, 6, 30)
  const canvas = begin(W, H, null)
  const x0 = random() < 0.5 ? 2 : W - bw - 2
  const y0 = pin
  // Pins first (their roots go under the body), then the body, the sleeve and the cable.
  const pins = kind === 'uk' ? [0.22, 0.5, 0.78] : [0.3, 0.7]
  pins.forEach((f, i) => {
    const px = x0 + Math.round(bw * f) - (kind === 'us' ? 0 : 1)
    const pw = kind === 'us' ? 1 : 2
    const len = kind === 'uk' && i === 1 ? pin : kind === 'uk' ? pin - 1 : pin
    rect(canvas, px, y0 - len, px + pw - 1, y0 - 1, look.metal)
    if (kind === 'uk' && i !== 1) rect(canvas, px, y0 - Math.ceil(len / 2), px + pw - 1, y0 - 1, ink)
    if (kind === 'us' && len >= 4) canvas.set(px, y0 - len + 1, null)
  })
  if (kind === 'eu') {
    ellipse(canvas, x0 + (bw - 1) / 2, y0 + (bh - 1) / 2, bw / 2, bh / 2, (x) =>
      x === x0 || x === x0 + bw - 1 ? look.shade : look.face,
    )
    for (let y = y0 + Math.round(bh * 0.55); y < y0 + bh - 1; y += 2)
      line(canvas, x0 + 2, y, x0 + bw - 3, y, look.shade)
  } else plate(canvas, x0, y0, bw, bh, look)
  const sx = x0 + Math.floor(bw / 2)
  const sleeve = int(random, 2, 5)
  for (let k = 0; k < sleeve; k++) {
    const half = Math.max(thick, Math.round((bw / 4) * (1 - k / (sleeve + 1))))
    line(
      canvas,
      sx - half + 1,
      y0 + bh + k,
      sx + half - (thick === 1 ? 1 : 0),
      y0 + bh + k,
      k % 2 ? look.shade : look.face,
    )
  }
  const start: Point = [sx, y0 + bh + sleeve]
  const toward = x0 < W / 2 ? 1 : -1
  const end: Point = [
    start[0] + toward * int(random, Math.round(tail * 0.5), tail),
    H - 1 - int(random, 0, 6),
  ]
  const bend: Point = [start[0] + toward * int(random, -4, tail), H - 1 + int(random, -4, 12)]
  const path = bezier(start, bend, end)
  plot(canvas, path, cable)
  if (thick === 2)
    plot(
      canvas,
      path.map(([x, y]) => [x + 1, y] as Point),
      cable,
    )
  return finish(canvas, random, ink, 0.3, 0)
}

/**
 * An extension strip: a long plastic bar (lit and shaded edges, cut corners) with a row of three to six
 * sockets (Schuko recesses or UK slots), a rocker switch with a red lit strip or an LED at one end, and
 * the cable leaving the other end and curving back under the strip along the floor; a thin strip, about 40
 * to 128 px wide and 14 to 40 tall.
 */
function extensionSprite(random: Random, look: PlugLook, ink: RGB): RGBAImage {
  const kind = pick(random, ['schuko', 'uk'] as const)
  const bh = int(random, 10, 18)
  const s = bh - 2
  const n = int(random, 3, 6)
  const gap = int(random, 1, 4)
  const sw = int(random, 5, 9)
  const bw = Math.min(120, 2 + n * (s + gap) + sw + 2)
  const droop = int(random, 4, 22)
  const lead = int(random, 3, 10)
  const W = Math.min(128, bw + lead)
  const H = bh + droop
  const canvas = begin(W, H, null)
  plate(canvas, 0, 0, bw, bh, look)
  const fits = Math.min(n, Math.floor((bw - sw - 4) / (s + gap)))
  for (let k = 0; k < fits; k++) socket(canvas, kind, 2 + sw + k * (s + gap), 1, s, look)
  rect(canvas, 2, 2, sw - 1, bh - 3, look.shade)
  rect(canvas, 3, 3, sw - 2, bh - 4, random() < 0.5 ? look.led : look.lit)
  const cable = random() < 0.5 ? look.face : ink
  // The cable: out of the end, down round a loose bend, back along the floor under the strip.
  const start: Point = [bw, Math.floor(bh / 2)]
  const end: Point = [int(random, Math.round(bw * 0.2), Math.round(bw * 0.8)), H - 1]
  plot(canvas, bezier(start, [W - 1 + int(random, 0, 6), H + int(random, 0, 4)], end), cable)
  return finish(canvas, random, ink, 0.2, 0.5)
}

const plugSocketSprite: SpriteGenerator['draw'] = (random) => {
  const ink = tint(random, INKS)
  const face = tint(random, [...WHITES, ...hexes(0x2a2a2e, 0xc8a860, 0xb8bcc0)])
  const look: PlugLook = {
    face,
    lit: nudge(random, mix(face, WHITE, 0.5)),
    shade: nudge(random, scale(face, 0.72)),
    hole: ink,
    metal: tint(random, hexes(0xd0a850, 0xc0c4c8, 0xb8904a)),
    led: tint(random, hexes(0xe83028, 0xf04030, 0xff6020)),
  }
  const kind = pick(random, ['wall', 'wall', 'plug', 'strip'] as const)
  if (kind === 'wall') return wallSocket(random, look)
  if (kind === 'plug') return plugSprite(random, look, ink)
  return extensionSprite(random, look, ink)
}

export const MINARET_GENERATORS: SpriteGenerator[] = [
  { name: 'minaret-metro', draw: within(metroSprite) },
  { name: 'minaret-thermometer', draw: within(thermometerSprite) },
  { name: 'minaret-weathervane', draw: within(vaneSprite) },
  { name: 'minaret-newspaper', draw: within(newspaperSprite) },
  { name: 'minaret-tackle', draw: within(tackleSprite) },
  { name: 'minaret-chalkboard', draw: within(chalkboardSprite) },
  { name: 'minaret-rockpool', draw: within(rockPoolSprite) },
  { name: 'minaret-socket', draw: within(plugSocketSprite) },
]
