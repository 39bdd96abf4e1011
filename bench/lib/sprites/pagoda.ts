// The generators of the `pagoda` split of the wide recovery bench, written in round 24 to be held back
// after stupa, before any method work, and used by no other split: trams seen from the side (under a
// 1-px overhead wire on most, a pantograph or a trolley pole up to it), music-box movements from above (a
// pinned brass cylinder over a steel comb of 1-px tines, in a felt-lined box on some), licence plates
// (European strips, American plates, motorbike plates, old black plates), punched paper tape and punched
// cards, spirograph drawings, eye-test charts (Sloan letters, tumbling Es or Landolt rings), strings of
// paper lanterns and single lanterns, and mixing desks seen from above. Plates, tape, charts, tram boards
// and desk scribble strips carry text-like glyphs (3×5 and 5×7 letters, 1-px "text"); music-box tines,
// overhead wires, fader slots, card print and graph paper are 1-px lines and dots over flat runs;
// spirographs, lanterns, Landolt rings and pantographs are curved or diagonal 1-px outlines; night skies
// round lanterns and some tram skies are ordered-dithered, and desks have a checker grille; tape and
// plates are thin strips, charts and rotated tape tall ones. Mixing desks and most eye charts are
// opaque; lantern strings are mostly transparent, trams under their wire largely so; single combs, small
// plates and lanterns and small desks are tiny on some draws. Held back: scored once at the end of a round
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
  colourCount,
  distinctTints,
  ellipse,
  finish,
  flipped,
  hexes,
  inside,
  int,
  line,
  mix,
  nudge,
  pick,
  rect,
  ring,
  rotated,
  scale,
  scribble,
  solid,
  tint,
  trimmed,
  word,
  type Canvas,
  type RGB,
} from './canvas.ts'
import type { SpriteGenerator } from './canvas.ts'
import { drawText, LETTERS } from './text.ts'

const WHITE: RGB = [255, 255, 255]

type Point = [number, number]

/** Letters and digits 3 px wide and 5 tall, rows top to bottom, most significant bit on the left. */
const FONT3: Record<string, number[]> = {
  A: [2, 5, 7, 5, 5],
  B: [6, 5, 6, 5, 6],
  C: [3, 4, 4, 4, 3],
  D: [6, 5, 5, 5, 6],
  E: [7, 4, 6, 4, 7],
  F: [7, 4, 6, 4, 4],
  G: [3, 4, 5, 5, 3],
  H: [5, 5, 7, 5, 5],
  K: [5, 5, 6, 5, 5],
  L: [4, 4, 4, 4, 7],
  M: [5, 7, 7, 5, 5],
  N: [6, 5, 5, 5, 5],
  P: [6, 5, 6, 4, 4],
  R: [6, 5, 6, 5, 5],
  S: [3, 4, 2, 1, 6],
  T: [7, 2, 2, 2, 2],
  U: [5, 5, 5, 5, 7],
  V: [5, 5, 5, 5, 2],
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
}
const LETTERS3 = 'ABCDEFGHKLMNPRSTUVXYZ'
const DIGITS = '0123456789'

/** The Sloan letters of eye charts on their 5×5 grid (and the E of tumbling-E charts). */
const SLOAN: Record<string, number[]> = {
  C: [14, 17, 16, 17, 14],
  D: [30, 17, 17, 17, 30],
  H: [17, 17, 31, 17, 17],
  K: [17, 18, 28, 18, 17],
  N: [17, 25, 21, 19, 17],
  O: [14, 17, 17, 17, 14],
  R: [30, 17, 30, 18, 17],
  S: [15, 16, 14, 1, 30],
  V: [17, 17, 17, 10, 4],
  Z: [31, 2, 4, 8, 31],
}
const TUMBLING_E = [31, 16, 31, 16, 31]

/** Draws a bitmap (rows of `w` bits, most significant on the left), each bit an s × s block. */
function bitmap(canvas: Canvas, rows: number[], w: number, x0: number, y0: number, s: number, c: RGB) {
  rows.forEach((bits, r) => {
    for (let col = 0; col < w; col++)
      if ((bits >> (w - 1 - col)) & 1)
        rect(canvas, x0 + col * s, y0 + r * s, x0 + col * s + s - 1, y0 + r * s + s - 1, c)
  })
}

/** A 5×5 bitmap turned a quarter turn clockwise `turns` times. */
function turned(rows: number[], turns: number): number[] {
  let out = rows
  for (let t = 0; t < turns; t++)
    out = Array.from({ length: 5 }, (_, r) => {
      let bits = 0
      for (let c = 0; c < 5; c++) bits |= ((out[4 - c] as number) >> (4 - r)) & 1 ? 1 << (4 - c) : 0
      return bits
    })
  return out
}

/** Text in the 3×5 font, 4 px a character (spaces leave a gap). */
function text3(canvas: Canvas, text: string, x0: number, y0: number, c: RGB) {
  let x = x0
  for (const ch of text) {
    const rows = FONT3[ch]
    if (rows) bitmap(canvas, rows, 3, x, y0, 1, c)
    x += 4
  }
}

/** Opaque colours, plus one for transparency where any pixel is transparent. */
function colours(image: RGBAImage): number {
  let clear = 0
  for (let i = 3; i < image.data.length; i += 4) if (!image.data[i]) clear = 1
  return colourCount(image) + clear
}

/**
 * A generator that draws again, from the same random stream, until its drawing keeps to this split's
 * rules (8 to 128 px on both sides, 3 to 10 colours counting transparency as one; eight tries).
 */
const fitting =
  (draw: SpriteGenerator['draw']): SpriteGenerator['draw'] =>
  (random) => {
    const fits = (image: RGBAImage) => {
      const n = colours(image)
      return (
        Math.min(image.width, image.height) >= 8 &&
        Math.max(image.width, image.height) <= 128 &&
        n >= 3 &&
        n <= 10
      )
    }
    let image = draw(random)
    for (let tries = 1; tries < 8 && !fits(image); tries++) image = draw(random)
    return image
  }

// ---------------------------------------------------------------------------------------------------

/**
 * A tram from the side: one to three sections (articulated by pleated bellows), a lower body in a livery
 * colour under a belt stripe and a pale window band (windows split by 1- or 2-px pillars, a 1-px glint on
 * some, the cab's windscreen following its raked nose), doors with a 1-px split, a destination board
 * with 1-px text on most, a headlight, bogies of small wheels on a 1-px rail; a 1-px overhead wire on
 * most, reached by a single-arm pantograph or a trolley pole (diagonal 1-px arms); on transparency, or
 * under a flat or dithered sky over a dark road on some; 14 to 128 px wide.
 */
const tramSprite: SpriteGenerator['draw'] = (random) => {
  const ink = tint(random, INKS)
  const tiny = random() < 0.15
  const sections = tiny ? 1 : pick(random, [1, 1, 2, 3])
  const joint = 3
  const wire = !tiny && random() < 0.75
  const pad = wire ? int(random, 2, 10) : 0
  const maxSec = Math.floor((126 - 2 * pad - (sections - 1) * joint) / sections)
  const secL = tiny ? int(random, 14, 20) : Math.min(maxSec, int(random, 26, sections === 1 ? 76 : 48))
  const L = sections * secL + (sections - 1) * joint
  const bodyH = tiny
    ? int(random, 6, 7)
    : Math.max(10, Math.min(24, Math.round(secL * uniform(random, 0.3, 0.42))))
  const [main, third] = distinctTints(random, HUES, 2) as [RGB, RGB]
  const upper = random() < 0.65 ? tint(random, WHITES) : nudge(random, mix(main, WHITE, 0.6))
  const glass = tint(random, hexes(0x2a3a4e, 0x34445a, 0x1e2e3a, 0x3c4c44))
  const grey = tint(random, hexes(0x8c9098, 0x9a9a94, 0x7a8088))
  const light = tint(random, hexes(0xf8e8a0, 0xfff4d0, 0xf0d060))
  const sky = !tiny && random() < 0.3
  const dithered = sky && random() < 0.6
  const stripe = !sky && random() < 0.5 ? third : ink
  const pole = wire && random() < 0.3
  const panH = tiny ? 0 : wire ? int(random, 6, 10) : int(random, 0, 2)
  const roofTop = (wire ? 1 : 0) + panH + (panH > 0 && !wire ? 1 : 0)
  const roofH = bodyH >= 14 ? 2 : 1
  const bodyTop = roofTop + roofH
  const bodyBot = bodyTop + bodyH - 1
  const wr = bodyH >= 16 ? 2 : 1
  const wheelY = bodyBot + 1 + wr
  const railY = wheelY + wr + 1
  const road = sky ? int(random, 2, 4) : random() < 0.2 ? int(random, 1, 2) : 0
  const W = L + 2 * pad
  const H = railY + 1 + road
  const canvas = begin(W, H, null)
  if (sky) {
    const [skyA, skyB] = distinctTints(random, hexes(0x9cc8ec, 0xc4def0, 0xf0c8a0, 0x6c8cc8), 2) as [RGB, RGB]
    for (let y = 0; y < railY; y++)
      for (let x = 0; x < W; x++) canvas.set(x, y, dithered ? (bayer(x, y) < y / railY ? skyB : skyA) : skyA)
    rect(canvas, 0, railY + 1, W - 1, H - 1, ink)
  } else if (road) rect(canvas, 0, railY + 1, W - 1, H - 1, ink)
  if (wire) line(canvas, 0, 0, W - 1, 0, ink)
  line(canvas, 0, railY, W - 1, railY, grey)
  const uh = Math.max(1, Math.round(bodyH * 0.2))
  const winTop = bodyTop + uh
  const winH = Math.max(2, Math.round(bodyH * 0.36))
  const beltY = winTop + winH
  const rake = tiny ? 1 : int(random, 2, Math.max(2, Math.round(bodyH * 0.22)))
  for (let s = 0; s < sections; s++) {
    const x0 = pad + s * (secL + joint)
    const X1 = x0 + secL
    const kl = s === 0 ? rake : 0
    const kr = s === sections - 1 ? rake : 0
    const T = bodyTop
    const B = bodyBot + 1
    const pts: Point[] = [
      [x0 + kl, T],
      [X1 - kr, T],
      [X1, T + 2 * kr],
      [X1, B],
      [x0, B],
      [x0, T + 2 * kl],
    ]
    // The roof, the body in its bands, the windscreens along the raked ends.
    rect(canvas, x0 + kl + 1, roofTop, X1 - kr - 2, bodyTop - 1, grey)
    for (let y = T; y < B; y++)
      for (let x = x0; x < X1; x++) {
        if (!inside(pts, x + 0.5, y + 0.5)) continue
        const raked = (x < x0 + kl + 2 && kl) || (x >= X1 - kr - 2 && kr)
        const c =
          y === bodyBot ? ink : y > beltY ? main : y === beltY ? stripe : y >= winTop && raked ? glass : upper
        canvas.set(x, y, c)
      }
    // Windows, then doors over them.
    const ww = tiny ? 2 : int(random, 3, 6)
    const pw = tiny ? 1 : int(random, 1, 2)
    const from = x0 + kl + 3
    const to = X1 - kr - 4
    const glint = !tiny && ww >= 4 && winH >= 3 && random() < 0.6
    for (let x = from; x + ww - 1 <= to; x += ww + pw) {
      rect(canvas, x, winTop, x + ww - 1, beltY - 1, glass)
      if (glint && random() < 0.5) line(canvas, x + 1, beltY - 2, x + 2, winTop, light)
    }
    const doors = tiny ? 0 : secL >= 36 ? 2 : 1
    const dw = int(random, 4, 5)
    for (let d = 0; d < doors; d++) {
      const dx = x0 + Math.round(secL * (doors === 1 ? 0.5 : d === 0 ? 0.3 : 0.72)) - Math.floor(dw / 2)
      rect(canvas, dx, winTop - 1, dx + dw - 1, bodyBot - 1, main)
      rect(canvas, dx + 1, winTop, dx + dw - 2, Math.min(bodyBot - 2, beltY + 1), glass)
      line(canvas, dx, winTop - 1, dx, bodyBot - 1, ink)
      line(canvas, dx + dw - 1, winTop - 1, dx + dw - 1, bodyBot - 1, ink)
      line(canvas, dx + Math.floor(dw / 2), winTop, dx + Math.floor(dw / 2), bodyBot - 1, ink)
    }
    // A destination board with a line of "text" over the first windows.
    if (s === 0 && uh >= 3 && random() < 0.85) {
      const bw = Math.min(secL - kl - 6, int(random, 8, 16))
      const bx = x0 + kl + 3
      rect(canvas, bx, bodyTop, bx + bw - 1, winTop - 2, ink)
      scribble(canvas, random, bx + 1, bodyTop + Math.floor((uh - 1) / 2), bw - 2, light, 0.25)
    }
    // Bogies: a frame and two wheels each with a hub.
    if (tiny) for (const wx of [x0 + 3, X1 - 4]) ellipse(canvas, wx, wheelY, 1.3, 1.3, solid(ink))
    for (const f of tiny ? [] : [0.2, 0.8]) {
      const bx = x0 + Math.round(secL * f)
      rect(canvas, bx - 2 * wr - 1, bodyBot + 1, bx + 2 * wr + 1, bodyBot + 1, ink)
      for (const sx of [-(wr + 1), wr + 1]) {
        ellipse(canvas, bx + sx, wheelY, wr + 0.3, wr + 0.3, solid(ink))
        if (wr >= 2) canvas.set(bx + sx, wheelY, grey)
      }
    }
    if (s < sections - 1)
      for (let x = X1; x < X1 + joint; x++) line(canvas, x, T + 1, x, bodyBot - 1, (x - X1) % 2 ? grey : ink)
  }
  // The headlight on the leading end.
  rect(canvas, pad + L - 1 - (tiny ? 0 : 1), bodyBot - 2, pad + L - 1, bodyBot - 2, light)
  // A pantograph (a base, a knee and a shoe) or a trolley pole.
  const ps = sections === 3 ? 1 : 0
  const px = pad + ps * (secL + joint) + Math.round(secL * uniform(random, 0.35, 0.6))
  const topY = wire ? 1 : roofTop - panH
  if (pole) {
    const footX = pad + ps * (secL + joint) + Math.round(secL * 0.7)
    const tipX = Math.max(1, footX - Math.round((roofTop - 1) * uniform(random, 2, 3.5)))
    rect(canvas, footX - 1, roofTop - 1, footX + 1, roofTop - 1, ink)
    line(canvas, footX, roofTop - 2, tipX, 1, ink)
  } else if (panH > 0) {
    const kneeY = Math.round((roofTop - 2 + topY) / 2)
    if (panH >= 6 && random() < 0.4) {
      rect(canvas, px - 1, roofTop - 1, px + 1, roofTop - 1, ink)
      // A diamond pantograph: four arms round a rhombus.
      for (const sx of [-3, 3]) {
        line(canvas, px, roofTop - 2, px + sx, kneeY, ink)
        line(canvas, px + sx, kneeY, px, topY + 1, ink)
      }
    } else {
      // A single-arm pantograph: a lower arm out to the knee, an upper arm back to the head.
      rect(canvas, px - 4, roofTop - 1, px - 2, roofTop - 1, ink)
      line(canvas, px - 3, roofTop - 2, px + 4, kneeY, ink)
      line(canvas, px + 4, kneeY, px - 1, topY + 1, ink)
    }
    line(canvas, px - 3, topY, px + 2, topY, ink)
  }
  return finish(canvas, random, ink, 0, 0.5)
}

// ---------------------------------------------------------------------------------------------------

/**
 * A music-box movement from above: a brass cylinder (lit, mid and shaded rows, darker ends, an axle) with
 * steel pins in the columns of the tines, over a steel comb of 1-px (or 2-px, shaded) tines getting
 * shorter from bass to treble, their roots a diagonal staircase into the comb's base with screws; a
 * spring barrel and an air-brake fan on some; on transparency, on a brass bedplate, or in a wooden box
 * lined with felt; or a loose comb alone (tiny); 8 to 128 px wide.
 */
const musicBoxSprite: SpriteGenerator['draw'] = (random) => {
  const ink = tint(random, INKS)
  const steel = tint(random, hexes(0xc4ccd4, 0xb8c0c8, 0xd0d4d8))
  const steelDark = scale(steel, 0.6)
  if (random() < 0.15) {
    // A loose comb: tines from a common tip line down to a staircase of roots, a base with screws.
    const W = int(random, 8, 16)
    const H = int(random, 9, 14)
    const canvas = begin(W, H, null)
    const baseH = int(random, 3, 4)
    const n = Math.ceil(W / 2)
    const drop = Math.min(H - baseH - 3, int(random, 2, 5))
    const root = (x: number) => H - baseH - Math.round((drop * Math.floor(x / 2)) / Math.max(1, n - 1))
    for (let x = 0; x < W; x++) {
      if (x % 2 === 0) line(canvas, x, 0, x, root(x) - 1, steel)
      rect(canvas, x, root(x), x, H - 1, steel)
    }
    line(canvas, 0, H - 1, W - 1, H - 1, steelDark)
    for (const sx of [1, W - 3]) rect(canvas, sx, H - baseH + 1, sx + 1, H - baseH + 1, ink)
    return finish(canvas, random, ink, 0, 0.5)
  }
  const brass = tint(random, hexes(0xc8a048, 0xb89040, 0xd4aa5a))
  const brassLit = mix(brass, [255, 250, 220], 0.45)
  const brassShade = scale(brass, 0.66)
  const setting = pick(random, ['bare', 'plate', 'box', 'box'] as const)
  const bw = setting === 'box' ? int(random, 2, 4) : 0
  const m = setting === 'box' ? int(random, 1, 4) : setting === 'plate' ? 1 : 0
  const mechW = Math.min(126 - 2 * (bw + m), int(random, 20, 110))
  const cylH = Math.max(4, Math.min(12, Math.round(mechW * uniform(random, 0.12, 0.2))))
  const pitch = mechW >= 60 && random() < 0.5 ? 3 : 2
  const gov =
    setting !== 'bare' && random() < 0.7 ? Math.max(8, Math.round(mechW * uniform(random, 0.18, 0.26))) : 0
  const cylL = mechW - gov
  const combL = Math.max(5, Math.min(30, Math.round(mechW * uniform(random, 0.15, 0.3))))
  const combMin = Math.max(3, Math.round(combL * uniform(random, 0.35, 0.6)))
  const baseH = int(random, 3, 6)
  const mechH = cylH + combL + baseH
  const W = mechW + 2 + 2 * (bw + m)
  const H = mechH + 2 + 2 * (bw + m)
  const ox = bw + m + 1
  const oy = bw + m + 1
  let canvas: Canvas
  if (setting === 'box') {
    const wood = tint(random, hexes(0x7a4a2a, 0x9a6238, 0x5a3420, 0xb07a48))
    const woodDark = scale(wood, 0.62)
    const felt = tint(random, hexes(0x8c1e2a, 0x1e5a3a, 0x2a2e6e, 0x6a1e4a))
    canvas = begin(W, H, wood)
    rect(canvas, bw, bw, W - 1 - bw, H - 1 - bw, felt)
    line(canvas, bw, bw, W - 1 - bw, bw, woodDark)
    line(canvas, bw, bw, bw, H - 1 - bw, woodDark)
    if (random() < 0.5) {
      line(canvas, 0, H - 1, W - 1, H - 1, woodDark)
      line(canvas, W - 1, 0, W - 1, H - 1, woodDark)
    }
  } else {
    canvas = begin(W, H, null)
    if (setting === 'plate') rect(canvas, 0, 0, W - 1, H - 1, brassShade)
  }
  // The cylinder: shaded rows, darker ends, an axle out of each end.
  for (let y = oy; y < oy + cylH; y++) {
    const t = (y - oy + 0.5) / cylH
    rect(canvas, ox, y, ox + cylL - 1, y, t < 0.3 ? brassLit : t > 0.72 ? brassShade : brass)
  }
  line(canvas, ox, oy, ox, oy + cylH - 1, brassShade)
  line(canvas, ox + cylL - 1, oy, ox + cylL - 1, oy + cylH - 1, brassShade)
  const axle = oy + Math.floor(cylH / 2)
  canvas.set(ox - 1, axle, steelDark)
  canvas.set(ox + cylL, axle, steelDark)
  // The comb: tines from the cylinder's edge down to a staircase of roots, then the base.
  const n = Math.floor((cylL - 3) / pitch)
  const cx0 = ox + 2
  const tipY = oy + cylH
  const baseBottom = tipY + combL + baseH - 1
  const density = uniform(random, 0.12, 0.3)
  for (let i = 0; i < n; i++) {
    const x = cx0 + i * pitch
    const rootY = tipY + Math.round(combL - ((combL - combMin) * i) / Math.max(1, n - 1))
    for (let k = 0; k < pitch - 1; k++)
      line(canvas, x + k, tipY, x + k, rootY - 1, k === 1 ? steelDark : steel)
    rect(canvas, x, rootY, x + pitch - 1, baseBottom, steel)
    // Pins on the cylinder, in this tine's column.
    for (let y = oy + 1; y < oy + cylH - 1; y++) if (random() < density) canvas.set(x, y, steel)
  }
  const combEnd = cx0 + n * pitch - 1
  line(canvas, cx0, baseBottom, combEnd, baseBottom, steelDark)
  const screws = combEnd - cx0 > 30 ? 3 : 2
  for (let k = 0; k < screws; k++) {
    const sx = cx0 + 1 + Math.round(((combEnd - cx0 - 3) * k) / (screws - 1))
    const sy = baseBottom - Math.max(1, Math.floor(baseH / 2))
    rect(canvas, sx, sy, sx + (baseH >= 5 ? 1 : 0), sy + (baseH >= 5 ? 1 : 0), ink)
  }
  // The spring barrel and the air-brake fan beside the cylinder.
  if (gov) {
    const gx = ox + cylL + Math.floor(gov / 2)
    const r = Math.max(2, Math.min(Math.floor(gov / 2) - 1, Math.round(cylH * 0.9)))
    const gy = oy + r
    ellipse(canvas, gx, gy, r + 0.3, r + 0.3, solid(brass))
    circle(canvas, gx, gy, r, brassShade)
    if (r >= 4) circle(canvas, gx, gy, Math.max(1, r - 2), brassLit)
    canvas.set(gx, gy, ink)
    const fy = Math.min(baseBottom - 1, gy + r + 2 + int(random, 0, 4))
    const fw = Math.max(1, Math.floor(gov / 2) - 2)
    rect(canvas, gx - fw, fy, gx + fw, fy + 1, steel)
    line(canvas, gx, gy + r + 1, gx, fy - 1, steelDark)
  }
  return finish(canvas, random, ink, 0, 0.5)
}

// ---------------------------------------------------------------------------------------------------

/** Paints a plate of w × h at (x0, y0): rounded corners (left alone), a 1-px rim, the ground inside. */
function plateShape(
  canvas: Canvas,
  x0: number,
  y0: number,
  w: number,
  h: number,
  r: number,
  ground: RGB,
  rim: RGB,
) {
  const cut = (x: number, y: number) => {
    const dx = Math.min(x, w - 1 - x)
    const dy = Math.min(y, h - 1 - y)
    return dx + dy < r
  }
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      if (cut(x, y)) continue
      const edge =
        x === 0 ||
        y === 0 ||
        x === w - 1 ||
        y === h - 1 ||
        cut(x - 1, y) ||
        cut(x + 1, y) ||
        cut(x, y - 1) ||
        cut(x, y + 1)
      canvas.set(x0 + x, y0 + y, edge ? rim : ground)
    }
}

/**
 * A licence plate: a European strip (a blue band with a ring of yellow stars and a country letter, a 3×5
 * or 5×7 registration with a gap), an American plate (the state in small letters, a dithered sky band or
 * hills in a pale tone, a 5×7 registration, a 1-px slogan, bolt holes, a sticker on some), a two-row
 * motorbike plate, an old black plate with embossed silver letters, or a tiny plate of three or four 3×5
 * characters; rounded corners on transparency, or on a car's paint and bumper (opaque) on some; 15 to
 * about 70 px wide, 9 to 35 px tall.
 */
const plateSprite: SpriteGenerator['draw'] = (random) => {
  const ink = tint(random, INKS)
  const style = pick(random, ['euro', 'euro', 'us', 'moto', 'black', 'tiny'] as const)
  const big =
    style === 'us' || style === 'black' || ((style === 'euro' || style === 'moto') && random() < 0.4)
  const cw = big ? 6 : 4
  const gh = big ? 7 : 5
  const pad = style === 'tiny' ? 1 : int(random, 1, 2)
  const reg = (n: number) => {
    const digits = int(random, 2, n - 1)
    return word(random, big ? LETTERS : LETTERS3, n - digits) + word(random, DIGITS, digits)
  }
  const write = (text: string, x: number, y: number, c: RGB, shadow: RGB | null = null) =>
    big ? drawText(canvas, text, x, y, c, shadow) : text3(canvas, text, x, y, c)
  let w: number
  let h: number
  let lines: string[] = []
  let bandW = 0
  let gap = 0
  if (style === 'euro' || style === 'black') {
    const text = reg(int(random, 5, 7))
    const split = int(random, 2, text.length - 2)
    lines = [text.slice(0, split), text.slice(split)]
    gap = big ? int(random, 3, 5) : int(random, 2, 3)
    bandW = style === 'euro' && random() < 0.75 ? (big ? int(random, 6, 7) : int(random, 4, 5)) : 0
    w = 2 + bandW + 2 * pad + text.length * cw - 1 + gap + (style === 'black' ? 1 : 0)
    h = 2 + 2 * pad + gh + (style === 'black' ? 1 : 0)
  } else if (style === 'moto') {
    lines = [reg(int(random, 2, 3)), reg(int(random, 3, 4))]
    w = 2 + 2 * pad + Math.max(...lines.map((l) => l.length)) * cw - 1
    h = 2 + 2 * pad + 2 * gh + int(random, 1, 2)
  } else if (style === 'tiny') {
    lines = [reg(int(random, 3, 4))]
    w = 2 + 2 * pad + (lines[0] as string).length * 4 - 1
    h = 2 + 2 * pad + 5
  } else {
    const n = int(random, 5, 7)
    lines = [reg(n)]
    w = Math.max(n * 6 + 5, int(random, 40, 64))
    h = Math.round(w * uniform(random, 0.48, 0.55))
  }
  const onCar = style !== 'tiny' && random() < 0.2
  const mg = onCar ? int(random, 2, 4) : 0
  const canvas = begin(w + 2 * mg, h + 2 * mg, null)
  if (onCar) {
    rect(canvas, 0, 0, w + 2 * mg - 1, Math.floor((h + 2 * mg) / 2), tint(random, HUES))
    rect(
      canvas,
      0,
      Math.floor((h + 2 * mg) / 2) + 1,
      w + 2 * mg - 1,
      h + 2 * mg - 1,
      nudge(random, [60, 62, 66]),
    )
  }
  const r = style === 'us' ? 2 : 1
  if (style === 'black') {
    const ground = nudge(random, [28, 28, 30])
    const silver = tint(random, hexes(0xd8dce0, 0xc8ccd0, 0xe8e4d8))
    plateShape(canvas, mg, mg, w, h, r, ground, silver)
    const shade = nudge(random, [96, 98, 104])
    write(lines[0] as string, mg + 1 + pad, mg + 1 + pad, silver, shade)
    write(
      lines[1] as string,
      mg + 1 + pad + (lines[0] as string).length * cw + gap,
      mg + 1 + pad,
      silver,
      shade,
    )
    return trimmed(canvas)
  }
  const ground =
    style === 'us' ? tint(random, WHITES) : tint(random, [...WHITES, ...hexes(0xf6d02a, 0xf2c81c)])
  const rim = ink
  plateShape(canvas, mg, mg, w, h, r, ground, rim)
  const x0 = mg + 1
  const y0 = mg + 1
  if (style === 'euro') {
    if (bandW) {
      const blue = tint(random, hexes(0x1e44a8, 0x2040b0))
      const yellow = tint(random, hexes(0xf6d02a, 0xf0c020))
      rect(canvas, x0, y0, x0 + bandW - 1, mg + h - 2, blue)
      const bx = x0 + Math.floor((bandW - 1) / 2)
      const letterC = tint(random, WHITES)
      if (h >= 12 && bandW >= 6) {
        circle(canvas, bx, y0 + 2, 2, yellow, (x, y) => (x + y) % 2 === 0)
        text3(canvas, pick(random, LETTERS3), bx - 1, mg + h - 7, letterC)
      } else {
        canvas.set(bx, y0 + 1, yellow)
        if (h - 2 >= 7) text3(canvas, pick(random, LETTERS3), bx - 1, mg + h - 7, letterC)
        else canvas.set(bx, y0 + 3, letterC)
      }
    }
    const tx = x0 + bandW + pad
    write(lines[0] as string, tx, y0 + pad, ink)
    write(lines[1] as string, tx + (lines[0] as string).length * cw + gap, y0 + pad, ink)
  } else if (style === 'moto' || style === 'tiny') {
    lines.forEach((l, i) => {
      const lw = l.length * cw - 1
      write(l, x0 + pad + Math.floor((w - 2 - 2 * pad - lw) / 2), y0 + pad + i * (gh + 1), ink)
    })
  } else {
    // American: a pale picture behind, the state's name, the registration, a slogan, bolts, a sticker.
    const accent = tint(random, HUES)
    const pale = mix(ground, accent, 0.3)
    if (random() < 0.5) {
      const band = Math.round(h * 0.45)
      for (let y = y0; y < y0 + band; y++)
        for (let x = x0; x < mg + w - 1; x++) if (bayer(x, y) > (y - y0) / band) canvas.set(x, y, pale)
    } else {
      const peaks = int(random, 2, 4)
      const base = mg + h - 2
      for (let x = x0; x < mg + w - 1; x++) {
        const t = ((x - x0) / (w - 2)) * peaks * Math.PI
        const top = base - Math.round(h * (0.2 + 0.2 * Math.abs(Math.sin(t + 0.7))))
        line(canvas, x, top, x, base, pale)
      }
    }
    const state = word(random, LETTERS3, int(random, 4, Math.min(8, Math.floor((w - 4) / 4))))
    text3(canvas, state, mg + Math.floor((w - (state.length * 4 - 1)) / 2), y0 + 1, accent)
    const text = lines[0] as string
    const glyphC = random() < 0.5 ? ink : nudge(random, scale(accent, 0.6))
    const ty = mg + Math.floor((h - 7) / 2) + 1
    drawText(canvas, text, mg + Math.floor((w - (text.length * 6 - 1)) / 2), ty, glyphC, null)
    if (ty + 9 <= mg + h - 2)
      scribble(canvas, random, mg + Math.round(w * 0.25), mg + h - 3, Math.round(w * 0.5), accent, 0.2)
    for (const bx of [Math.round(w * 0.22), Math.round(w * 0.78) - 1]) {
      rect(canvas, mg + bx, y0 + 1 + 5 + 1, mg + bx + 1, y0 + 1 + 5 + 1, ink)
    }
    if (random() < 0.35) {
      const sticker = tint(random, HUES)
      rect(canvas, mg + w - 6, y0 + 1, mg + w - 3, y0 + 3, sticker)
      canvas.set(mg + w - 5, y0 + 2, ink)
    }
  }
  return trimmed(canvas)
}

// ---------------------------------------------------------------------------------------------------

/**
 * A punched card: 20 to 56 columns of 1-px-wide holes (1 or 2 px tall) in twelve rows, a zone and a digit
 * punch or a digit punch alone in most columns, blank fields between; the digits 0 to 9 printed as a
 * 1-px dot in every unpunched place, 1-px "text" printed along the top, field lines and a coloured
 * stripe on some, a clipped corner; holes transparent.
 */
function cardSprite(random: Random, ink: RGB): RGBAImage {
  const small = random() < 0.5
  const rowP = small ? 2 : 3
  const nc = small ? int(random, 20, 40) : int(random, 30, 56)
  const m = int(random, 2, 3)
  const head = small ? 3 : 5
  const W = 2 * m + nc * 2 - 1
  const H = head + 12 * rowP - 1 + 2
  const card = tint(random, [...WHITES, ...hexes(0xf0d8b0, 0xe8c8b8, 0xd8e8c8, 0xc8dcec)])
  const print = nudge(random, mix(card, pick(random, hexes(0xc02828, 0x2a48a0, 0x4a4a4a)), 0.45))
  const canvas = begin(W, H, card)
  if (random() < 0.35) rect(canvas, 0, 0, W - 1, small ? 0 : 1, tint(random, HUES))
  scribble(canvas, random, m, head - 2, W - 2 * m, ink, 0.2)
  const fields = random() < 0.4
  let blank = 0
  for (let c = 0; c < nc; c++) {
    const x = m + 2 * c
    if (blank > 0) blank--
    else if (random() < 0.06) blank = int(random, 1, 6)
    const punches: number[] = []
    if (!blank) {
      punches.push(int(random, 2, 11))
      if (random() < 0.55) punches.push(int(random, 0, 2))
    }
    for (let row = 0; row < 12; row++) {
      const y = head + row * rowP
      if (punches.includes(row)) rect(canvas, x, y, x, y + rowP - 2, null)
      else if (row >= 2) canvas.set(x, y, print)
    }
    if (fields && c % 10 === 9 && c < nc - 1) line(canvas, x + 1, head, x + 1, H - 3, print)
  }
  // The clipped corner.
  const cut = int(random, 3, 6)
  for (let y = 0; y < cut; y++) for (let x = 0; x < cut - y; x++) canvas.set(x, y, null)
  return trimmed(random() < 0.5 ? canvas : flipped(canvas))
}

/**
 * Punched paper tape: five or eight tracks of 1- or 2-px holes with a row of 1-px feed holes between
 * them, one character a column pair or triple (letters, so the upper tracks repeat), a blank leader with
 * feed holes only, and a 1-px scribbled label on some; a torn end and a straight or 45° cut end, a 1-px
 * shaded edge; holes transparent, or on a table (opaque) on some; run across, or turned upright (a tall
 * strip) on some; or a punched card (cardSprite).
 */
const tapeSprite: SpriteGenerator['draw'] = (random) => {
  const ink = tint(random, INKS)
  if (random() < 0.35) return cardSprite(random, ink)
  const eight = random() < 0.5
  const tracks = eight ? 8 : 5
  const feedAfter = eight ? 3 : 2
  const pitch = random() < 0.6 ? 2 : 3
  const edge = int(random, 1, 2)
  const table = random() < 0.2
  const around = table ? int(random, 2, 4) : 0
  const tapeH = 2 * edge + (tracks + 1) * pitch - 1 + 1
  const cutSlope = random() < 0.5 ? 1 : 0
  const W = int(random, Math.max(40, 4 * tapeH), 128)
  const H = tapeH + 2 * around
  const paper = tint(random, hexes(0xf2e8c8, 0xf4d8d0, 0xf0e090, 0xc8dcec, 0xd8ecc8))
  const shade = scale(paper, 0.78)
  const back = table ? tint(random, hexes(0x5a3a24, 0x2a4a34, 0x2c2c34)) : null
  const canvas = begin(W, H, back)
  const top = around
  const bottom = around + tapeH - 1
  for (let y = top; y <= bottom; y++) {
    const x0 = int(random, 0, 2)
    const x1 = W - 1 - cutSlope * (y - top)
    rect(canvas, x0, y, x1, y, y === bottom ? shade : paper)
  }
  const hole = back
  const trackY = (k: number) => top + edge + k * pitch
  const leader = int(random, 3, 12)
  const codes = eight ? (c: number) => (c % 6 === 5 ? 32 : 64 + int(random, 1, 26)) : () => int(random, 1, 31)
  for (let c = 0, x = 3; x + pitch - 1 < W - 3 - cutSlope * tapeH; c++, x += pitch) {
    canvas.set(x, trackY(feedAfter), hole)
    if (c < leader) continue
    const code = codes(c)
    for (let bit = 0; bit < tracks; bit++) {
      if (!((code >> bit) & 1)) continue
      const k = bit < feedAfter ? bit : bit + 1
      rect(canvas, x, trackY(k), x + pitch - 2, trackY(k) + pitch - 2, hole)
    }
  }
  if (leader >= 8 && random() < 0.6) {
    const labelY = trackY(feedAfter + 1) + (pitch === 3 ? 1 : 0)
    scribble(
      canvas,
      random,
      4,
      labelY,
      leader * pitch - 4,
      tint(random, [ink, ...hexes(0xc02828, 0x2040a0)]),
      0.3,
    )
  }
  return trimmed(random() < 0.3 ? rotated(canvas) : canvas)
}

// ---------------------------------------------------------------------------------------------------

const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a)

/**
 * A spirograph drawing: one to three hypotrochoids or epitrochoids (3 to 14 lobes, a pen hole nearer or
 * further out) traced in 1-px lines of different pens, on white paper, on graph paper (a 1-px grid) or on
 * transparency, inside the toy's toothed plastic ring on some; 14 to 120 px square.
 */
const spiroSprite: SpriteGenerator['draw'] = (random) => {
  const small = random() < 0.2
  const S = small ? int(random, 20, 27) : int(random, 28, 120)
  const ground = pick(random, ['paper', 'paper', 'grid', 'none', 'none'] as const)
  const paper = tint(random, WHITES)
  const canvas = begin(S, S, ground === 'none' ? null : paper)
  if (ground === 'grid') {
    const gridC = nudge(random, mix(paper, [90, 140, 220], 0.35))
    const g = int(random, 4, 8)
    const o = int(random, 0, g - 1)
    for (let k = o; k < S; k += g) {
      line(canvas, k, 0, k, S - 1, gridC)
      line(canvas, 0, k, S - 1, k, gridC)
    }
  }
  const toy = !small && S >= 48 && random() < 0.3
  const curves = small ? 2 : ground === 'grid' || toy ? int(random, 1, 3) : int(random, 2, 3)
  const pens = distinctTints(random, HUES, curves)
  const c = (S - 1) / 2
  const reach = (S / 2 - 1) * (toy ? 0.7 : uniform(random, 0.85, 1))
  const maxLobes = small ? 5 : S < 48 ? 8 : 14
  pens.forEach((pen, j) => {
    const p = int(random, 3, small && j > 0 ? 4 : maxLobes)
    let q = small ? 1 : int(random, 1, Math.min(p - 1, 5))
    while (gcd(p, q) !== 1) q--
    const rr = q / p
    const epi = !small && random() < 0.3
    const d = rr * uniform(random, 0.5, 1.3)
    const R = epi ? 1 + rr : 1 - rr
    const k =
      ((j === 0 ? 1 : small ? uniform(random, 0.4, 0.5) : uniform(random, 0.55, 0.95)) * reach) / (R + d)
    const turn = random() * 2 * Math.PI
    const steps = 2500 * q
    let prev: Point | null = null
    for (let i = 0; i <= steps; i++) {
      const t = (i / steps) * 2 * Math.PI * q
      const a = (R / rr) * t
      const x = R * Math.cos(t) + (epi ? -d : d) * Math.cos(a)
      const y = R * Math.sin(t) - d * Math.sin(a)
      const px = Math.round(c + k * (x * Math.cos(turn) - y * Math.sin(turn)))
      const py = Math.round(c + k * (x * Math.sin(turn) + y * Math.cos(turn)))
      if (prev && (prev[0] !== px || prev[1] !== py)) line(canvas, prev[0], prev[1], px, py, pen)
      prev = [px, py]
    }
  })
  if (toy) {
    const plastic = tint(random, hexes(0x9ad0f0, 0xf0a0c8, 0xb8e0a0))
    const teeth = scale(plastic, 0.7)
    const outer = S / 2 - 0.5
    ring(canvas, c, c, outer, outer, Math.max(3, Math.round(S * 0.07)), plastic)
    const rin = outer - Math.max(3, Math.round(S * 0.07))
    ellipse(canvas, c, c, rin + 1, rin + 1, (x, y) => {
      const dd = Math.hypot(x - c, y - c)
      return dd > rin && (x + y) % 2 === 0 ? teeth : null
    })
  }
  return trimmed(canvas)
}

// ---------------------------------------------------------------------------------------------------

/**
 * An eye-test chart: rows of Sloan letters, tumbling Es or Landolt rings, one big optotype at the top and
 * more, smaller ones in each row down to 5 px (blocks of 1 to 9 px), a red and a green 1-px line under
 * the last rows, lines of 3×5 letters and 1-px reading "text" below, row numbers in grey on the left of
 * wide charts, a coloured header on some; a white card with a 1-px border and rounded corners or a hanging
 * hole on some; 14 to 64 px wide, taller than wide.
 */
const chartSprite: SpriteGenerator['draw'] = (random) => {
  const ink = tint(random, INKS)
  const card = tint(random, WHITES)
  const red = tint(random, hexes(0xd02828, 0xc83c30))
  const green = tint(random, hexes(0x2a9a44, 0x30a050))
  const grey = nudge(random, mix(card, ink, 0.5))
  const kind = pick(random, ['sloan', 'sloan', 'tumbling', 'landolt'] as const)
  const W = random() < 0.15 ? int(random, 14, 19) : int(random, 20, 64)
  const border = random() < 0.6
  const m = border ? 2 : 1
  const labels = W >= 40 && random() < 0.6
  const labelW = labels ? 9 : 0
  const inner = W - 2 * m - labelW
  const header = W >= 28 && random() < 0.35
  const headH = header ? 5 : 0
  const s0 = Math.max(2, Math.min(9, Math.floor(Math.min(inner / 5, 9) * uniform(random, 0.6, 0.95))))
  const rows: { s: number; n: number }[] = []
  let y = m + headH + (header ? 2 : 1)
  for (let s = s0, k = 0; s >= 1; k++) {
    const n = Math.min(k + 1, Math.floor((inner + s) / (6 * s)))
    if (n < 1 || y + 5 * s + Math.max(2, s) + 14 > 127) break
    rows.push({ s, n })
    y += 5 * s + Math.max(2, s)
    if (s === 1) break
    s = Math.max(1, Math.min(s - 1, Math.round(s * 0.72)))
  }
  const small3 = Math.floor((inner + 1) / 4)
  const lines3 = y + 7 + 8 <= 127 ? int(random, 0, 2) : 0
  let reading = Math.max(int(random, 1, 3), Math.ceil((W * 1.3 - y - lines3 * 7 - 4 - m) / 2))
  reading = Math.min(reading, Math.floor((127 - y - lines3 * 7 - 4 - m) / 2))
  const H = y + 4 + lines3 * 7 + Math.max(0, reading) * 2 + m
  const canvas = begin(W, H, card)
  if (border) {
    rect(canvas, 0, 0, W - 1, 0, ink)
    rect(canvas, 0, H - 1, W - 1, H - 1, ink)
    rect(canvas, 0, 0, 0, H - 1, ink)
    rect(canvas, W - 1, 0, W - 1, H - 1, ink)
  }
  if (header) {
    const band = tint(random, HUES)
    rect(canvas, m - 1, m - 1, W - m, m + headH - 2, band)
    scribble(canvas, random, m + 2, m + 1, W - 2 * m - 4, card, 0.25)
  }
  y = m + headH + (header ? 2 : 1)
  const sizes = ['60', '36', '24', '18', '12', '9', '6', '5', '4']
  rows.forEach(({ s, n }, i) => {
    const rowW = n * 6 * s - s
    let x = m + labelW + Math.floor((inner - rowW) / 2)
    const used = new Set<string>()
    for (let k = 0; k < n; k++) {
      if (kind === 'landolt') {
        const dir = int(random, 0, 3)
        const cx = x + 2.5 * s
        const cy = y + 2.5 * s
        for (let py = y; py < y + 5 * s; py++)
          for (let px = x; px < x + 5 * s; px++) {
            const [dx, dy] = [px + 0.5 - cx, py + 0.5 - cy]
            const dd = Math.hypot(dx, dy)
            if (dd > 2.5 * s || dd < 1.5 * s) continue
            const [along, across] = [
              [dx, dy],
              [dy, -dx],
              [-dx, -dy],
              [-dy, dx],
            ][dir] as [number, number]
            if (along > 0 && Math.abs(across) < 0.5 * s) continue
            canvas.set(px, py, ink)
          }
      } else {
        let letter = pick(random, Object.keys(SLOAN))
        while (used.has(letter) && used.size < n) letter = pick(random, Object.keys(SLOAN))
        used.add(letter)
        const rowsOf =
          kind === 'tumbling' ? turned(TUMBLING_E, int(random, 0, 3)) : (SLOAN[letter] as number[])
        bitmap(canvas, rowsOf, 5, x, y, s, ink)
      }
      x += 6 * s
    }
    if (labels) text3(canvas, sizes[i] ?? '3', m, y + Math.floor((5 * s - 5) / 2), grey)
    y += 5 * s + Math.max(2, s)
    if (i === rows.length - 2 || i === rows.length - 1) {
      line(
        canvas,
        m,
        y - Math.max(2, s) + 1,
        W - 1 - m,
        y - Math.max(2, s) + 1,
        i === rows.length - 2 ? red : green,
      )
    }
  })
  y += 2
  for (let l = 0; l < lines3; l++) {
    text3(
      canvas,
      word(random, LETTERS3, small3),
      m + Math.floor((inner + labelW - (small3 * 4 - 1)) / 2),
      y,
      ink,
    )
    y += 7
  }
  for (let l = 0; l < reading; l++) {
    scribble(canvas, random, m + 1, y, W - 2 * m - 2 - (l === reading - 1 ? int(random, 0, 8) : 0), ink, 0.22)
    y += 2
  }
  if (border && random() < 0.6)
    for (const [x, yy] of [
      [0, 0],
      [W - 1, 0],
      [0, H - 1],
      [W - 1, H - 1],
    ] as Point[])
      canvas.set(x, yy, null)
  if (!header && random() < 0.3) rect(canvas, Math.floor(W / 2) - 1, 1, Math.floor(W / 2), 1, null)
  return trimmed(canvas)
}

// ---------------------------------------------------------------------------------------------------

interface LanternLook {
  shape: 'round' | 'oval' | 'drum'
  ribs: 'across' | 'down'
  body: RGB
  glow: RGB | null
  rib: RGB
  cap: RGB
  glyph: boolean
}

/** Draws a paper lantern hanging from (cx, top), w wide (odd) and h tall with its caps; returns its foot. */
function lantern(
  canvas: Canvas,
  random: Random,
  cx: number,
  top: number,
  w: number,
  h: number,
  look: LanternLook,
) {
  const rx = (w - 1) / 2
  const capW = Math.max(1, Math.round(rx * 0.45))
  const capH = h >= 14 ? 2 : 1
  rect(canvas, cx - capW, top, cx + capW, top + capH - 1, look.cap)
  const bt = top + capH
  const bh = h - 2 * capH
  const cy = bt + (bh - 1) / 2
  const ry = bh / 2
  const half = (y: number) => {
    if (look.shape === 'drum') return y === bt || y === bt + bh - 1 ? rx - 1 : rx
    return (rx + 0.45) * Math.sqrt(Math.max(0, 1 - ((y - cy) / (ry - 0.05)) ** 2))
  }
  const ribP = bh >= 12 ? 3 : 2
  const downRibs = w >= 11 ? 3 : 1
  for (let y = bt; y < bt + bh; y++) {
    const hw = half(y)
    for (let x = Math.ceil(cx - hw); x <= Math.floor(cx + hw); x++) {
      const t = Math.hypot((x - cx) / (rx + 0.5), (y - cy) / ry)
      let c = look.glow && t < 0.55 ? look.glow : look.body
      if (look.ribs === 'across' && (y - bt) % ribP === ribP - 1 && y < bt + bh - 1) c = look.rib
      canvas.set(x, y, c)
    }
    if (look.ribs === 'down')
      for (let k = 1; k <= downRibs; k++) {
        const a = -Math.PI / 2 + (k * Math.PI) / (downRibs + 1)
        canvas.set(Math.round(cx + hw * Math.sin(a)), y, look.rib)
      }
  }
  if (look.glyph && w >= 11 && bh >= 11) {
    // A character: three or four strokes on a cleared 5 × 5 patch.
    const gx = cx - 2
    const gy = Math.round(cy) - 2
    rect(canvas, gx, gy, gx + 4, gy + 4, look.glow ?? look.body)
    const strokes: [number, number, number, number][] = [
      [0, 0, 4, 0],
      [1, 2, 3, 2],
      [0, 4, 4, 4],
      [2, 0, 2, 4],
      [0, 1, 0, 4],
      [4, 1, 4, 4],
      [0, 4, 3, 1],
      [2, 2, 4, 4],
    ]
    for (let k = int(random, 3, 4); k > 0; k--) {
      const [a, b, c2, d] = pick(random, strokes)
      line(canvas, gx + a, gy + b, gx + c2, gy + d, look.rib)
    }
  }
  const foot = top + h
  rect(canvas, cx - capW, foot - capH, cx + capW, foot - 1, look.cap)
  return foot
}

/**
 * Paper lanterns: a string of three to seven (a 1-px cord sagging between the edges or two posts, each
 * lantern on a short 1-px drop) in one or two colours, or a single lantern on a cord (from a bracket on
 * some); round, oval or drum-shaped, with 1-px ribs across or curving down, gold caps, a tassel, a lit
 * core and a 1-px character on some; on transparency (mostly empty), or on a night sky with a dithered
 * glow round each lantern and a few stars on some; 9 to 128 px wide.
 */
const lanternSprite: SpriteGenerator['draw'] = (random) => {
  const ink = tint(random, INKS)
  const night = random() < 0.3
  const single = random() < 0.3
  const [bodyA, bodyB] = distinctTints(
    random,
    hexes(0xd42a28, 0xe87824, 0xf0c432, 0xe26492, 0xf4f0e0),
    2,
  ) as [RGB, RGB]
  const two = !single && random() < 0.5
  const lit = night || random() < 0.5
  const looks = [bodyA, bodyB].map((body) => ({
    body,
    glow: lit ? nudge(random, mix(body, [255, 244, 190], 0.55)) : null,
  }))
  const rib = random() < 0.6 ? ink : nudge(random, scale(bodyA, 0.55))
  const cap = tint(random, hexes(0xc89a30, 0xb08428, 0x2a2a2a))
  const shape = pick(random, ['round', 'oval', 'drum'] as const)
  const ribs = pick(random, ['across', 'down'] as const)
  const cord = night ? nudge(random, [150, 146, 140]) : ink
  const sky = night ? tint(random, hexes(0x141e3c, 0x1c1430, 0x0e1a2a)) : null
  const halo = sky ? nudge(random, mix(sky, [240, 170, 80], 0.3)) : null
  const size = (w: number) =>
    shape === 'oval'
      ? Math.round(w * uniform(random, 1.3, 1.6))
      : shape === 'drum'
        ? Math.round(w * uniform(random, 1, 1.3))
        : Math.round(w * uniform(random, 0.85, 1))
  const tassel = (canvas: Canvas, cx: number, y: number, len: number, c: RGB) => {
    // A cord, a knot, then two strands (one on short tassels).
    line(canvas, cx, y, cx, y + Math.min(len, 2) - 1, c)
    if (len >= 5) {
      rect(canvas, cx - 1, y + 2, cx + 1, y + 2, c)
      line(canvas, cx - 1, y + 3, cx - 1, y + len - 1, c)
      line(canvas, cx + 1, y + 3, cx + 1, y + len - 1, c)
    } else line(canvas, cx, y, cx, y + len - 1, c)
  }
  if (single) {
    const w = 2 * int(random, 4, 15) + 1
    const h = Math.max(8, size(w))
    const tl = Math.max(2, Math.round(h * uniform(random, 0.25, 0.45)))
    const bracket = random() < 0.35
    const drop = int(random, 2, 8)
    const glowR = night ? Math.round(w * 0.8) : 0
    const W = w + 2 + 2 * glowR + (bracket ? 4 : 0)
    const H = Math.min(127, drop + h + tl + 2 + glowR)
    const canvas = begin(W, H, sky)
    const cx = Math.floor(W / 2)
    const top = drop + 1
    if (halo) {
      const cy = top + h / 2
      for (let y = 0; y < H; y++)
        for (let x = 0; x < W; x++) {
          const dd = Math.hypot((x - cx) / (w / 2 + glowR), (y - cy) / (h / 2 + glowR))
          if (dd < 1 && bayer(x, y) < 1.15 - dd) canvas.set(x, y, halo)
        }
    }
    line(canvas, cx, 0, cx, top - 1, cord)
    if (bracket) {
      line(canvas, 0, 0, cx, 0, cord)
      line(canvas, 0, 0, 0, Math.min(H - 1, top + 3), cord)
    }
    const look = looks[0] as { body: RGB; glow: RGB | null }
    const foot = lantern(canvas, random, cx, top, w, h, {
      shape,
      ribs,
      rib,
      cap,
      glyph: random() < 0.5,
      ...look,
    })
    tassel(canvas, cx, foot, Math.min(tl, H - foot), random() < 0.5 ? cap : look.body)
    return finish(canvas, random, ink, 0, 0.5)
  }
  const n = int(random, 3, 7)
  const W = int(random, Math.max(40, n * 10), 128)
  const spacing = W / n
  const w = Math.max(5, Math.min(2 * Math.floor((spacing - 3) / 2) + 1, 2 * int(random, 3, 8) + 1))
  const h = size(w)
  const sag = int(random, 2, 12)
  const ends: [number, number] = [int(random, 0, 6), int(random, 0, 6)]
  const posts = random() < 0.3
  const drops = Array.from({ length: n }, () => int(random, 1, 4))
  const tl = Math.max(2, Math.round(h * uniform(random, 0.25, 0.4)))
  const glowR = night ? Math.max(2, Math.round(w * 0.5)) : 0
  const H = Math.min(127, Math.max(...ends) + sag + 4 + h + tl + glowR + 1)
  const canvas = begin(W, H, sky)
  const cordY = (x: number) => {
    const t = x / (W - 1)
    return Math.round(ends[0] + (ends[1] - ends[0]) * t + 4 * sag * t * (1 - t))
  }
  const xs = Array.from({ length: n }, (_, i) => Math.round(spacing * (i + 0.5)))
  if (halo)
    xs.forEach((cx, i) => {
      const top = cordY(cx) + (drops[i] as number) + 1
      const cy = top + h / 2
      for (let y = Math.floor(cy - h / 2 - glowR); y <= cy + h / 2 + glowR; y++)
        for (let x = cx - Math.ceil(w / 2 + glowR); x <= cx + w / 2 + glowR; x++) {
          const dd = Math.hypot((x - cx) / (w / 2 + glowR), (y - cy) / (h / 2 + glowR))
          if (dd < 1 && bayer(x, y) < 1.1 - dd) canvas.set(x, y, halo)
        }
    })
  if (sky)
    for (let k = int(random, 2, 6); k > 0; k--)
      canvas.set(int(random, 0, W - 1), int(random, 0, H - 1), halo as RGB)
  for (let x = 0; x < W; x++) if (x > 0) line(canvas, x - 1, cordY(x - 1), x, cordY(x), cord)
  if (posts)
    for (const px of [0, W - 1]) {
      line(canvas, px, cordY(px), px, H - 1, cord)
    }
  xs.forEach((cx, i) => {
    const look = looks[two ? i % 2 : 0] as { body: RGB; glow: RGB | null }
    const top = cordY(cx) + (drops[i] as number) + 1
    line(canvas, cx, cordY(cx), cx, top - 1, cord)
    const foot = lantern(canvas, random, cx, top, w, h, { shape, ribs, rib, cap, glyph: false, ...look })
    tassel(canvas, cx, foot, Math.min(tl, H - foot), cap)
  })
  return trimmed(canvas)
}

// ---------------------------------------------------------------------------------------------------

/**
 * A mixing desk from above: two to sixteen channel strips (rows of knobs with a white pointer, the top row
 * in an accent colour on some, a mute button lit on some, a fader in a 1-px slot with 1-px tick dots, a
 * column of meter lights on wide strips, 1-px dividers on some) over a white scribble strip of 1-px
 * labels; a master section on most wide desks (a checker speaker grille, two faders, two meters); a dark
 * 1-px casing with rounded corners on some; opaque; 10 to 128 px wide.
 */
const mixerSprite: SpriteGenerator['draw'] = (random) => {
  const ink = tint(random, INKS)
  const tiny = random() < 0.15
  const sw = tiny ? 4 : int(random, 4, 7)
  const frame = tiny ? 1 : int(random, 1, 3)
  let n = tiny ? int(random, 2, 3) : int(random, 4, 16)
  const master = !tiny && n >= 6 && random() < 0.75
  const mw = master ? int(random, 9, 14) : 0
  n = Math.min(n, Math.floor((128 - 2 * frame - mw) / sw))
  const knobs = tiny ? 1 : int(random, 1, 4)
  const kp = sw >= 5 ? 4 : 3
  const fadH = tiny ? int(random, 6, 9) : int(random, 10, 40)
  const tapeH = int(random, 3, 4)
  const panel = tint(random, hexes(0x3a3e46, 0x4a4e58, 0xc8c0ac, 0x2c3448, 0x5a5a5a))
  const light = panel[0] + panel[1] + panel[2] > 400
  const dark = nudge(random, mix(panel, ink, 0.65))
  const knob = nudge(random, light ? [70, 72, 76] : [184, 186, 190])
  const white = tint(random, WHITES)
  const [ledG, ledR, accent] = [
    tint(random, hexes(0x30d050, 0x50e040)),
    tint(random, hexes(0xe83028, 0xf04838)),
    random() < 0.5 ? tint(random, hexes(0x2a7ae0, 0xf0b020, 0x2ab0b0)) : null,
  ]
  const W = 2 * frame + n * sw + mw
  const top = frame + 1
  const buttonsY = top + knobs * kp
  const fadY0 = buttonsY + 3
  const fadY1 = fadY0 + fadH - 1
  const tapeY = fadY1 + 2
  const H = tapeY + tapeH + frame + 1
  const canvas = begin(W, H, panel)
  for (let k = 0; k < frame; k++) {
    rect(canvas, k, k, W - 1 - k, k, dark)
    rect(canvas, k, H - 1 - k, W - 1 - k, H - 1 - k, dark)
    rect(canvas, k, k, k, H - 1 - k, dark)
    rect(canvas, W - 1 - k, k, W - 1 - k, H - 1 - k, dark)
  }
  const dividers = random() < 0.5
  const meters = sw >= 6 && random() < 0.7
  const ticks = sw >= 5
  const capH = int(random, 2, 3)
  const fader = (xs: number, level: number) => {
    line(canvas, xs, fadY0, xs, fadY1, dark)
    if (ticks) for (let y = fadY0; y <= fadY1; y += 2) canvas.set(xs - 2, y, knob)
    const cy = fadY0 + Math.round((fadH - capH) * level)
    rect(canvas, xs - 1, cy, xs + 1, cy + capH - 1, knob)
    line(canvas, xs - 1, cy + capH - 2, xs + 1, cy + capH - 2, white)
  }
  const meter = (x: number, level: number) => {
    for (let y = fadY1; y >= fadY0; y -= 2) {
      const on = y >= fadY1 - level * fadH
      canvas.set(x, y, !on ? dark : y < fadY0 + fadH * 0.2 ? ledR : ledG)
    }
  }
  for (let i = 0; i < n; i++) {
    const x0 = frame + i * sw
    const xs = x0 + Math.floor(sw / 2)
    if (dividers && i > 0) line(canvas, x0, frame, x0, tapeY - 2, dark)
    for (let k = 0; k < knobs; k++) {
      const ky = top + k * kp + 1
      const body = k === 0 && accent ? accent : knob
      if (sw >= 5) {
        rect(canvas, xs - 1, ky, xs + 1, ky, body)
        rect(canvas, xs, ky - 1, xs, ky + 1, body)
        const [dx, dy] = pick(random, [
          [-1, 0],
          [1, 0],
          [0, -1],
        ] as Point[])
        canvas.set(xs + dx, ky + dy, white)
      } else {
        rect(canvas, xs - 1, ky - 1, xs, ky, body)
        canvas.set(xs - int(random, 0, 1), ky - 1, white)
      }
    }
    rect(canvas, xs - 1, buttonsY, xs + (sw >= 5 ? 1 : 0), buttonsY + 1, random() < 0.3 ? ledR : knob)
    fader(xs, uniform(random, 0.1, 0.9))
    if (meters) meter(xs + 2, uniform(random, 0, 1))
  }
  rect(canvas, frame, tapeY, frame + n * sw - 1, tapeY + tapeH - 1, white)
  for (let i = 0; i < n; i++) scribble(canvas, random, frame + i * sw + 1, tapeY + 1, sw - 2, ink, 0.3)
  if (master) {
    const mx = frame + n * sw
    line(canvas, mx, frame, mx, H - 1 - frame, dark)
    for (let y = top; y < buttonsY; y++)
      for (let x = mx + 2; x <= mx + mw - 3; x++) if ((x + y) % 2) canvas.set(x, y, dark)
    const level = uniform(random, 0.1, 0.5)
    fader(mx + 3, level)
    fader(mx + mw - 4, level)
    const lv = uniform(random, 0.3, 1)
    meter(mx + Math.floor(mw / 2) - 1, lv)
    meter(mx + Math.floor(mw / 2) + 1, lv * uniform(random, 0.8, 1))
  }
  if (random() < 0.6)
    for (const [x, y] of [
      [0, 0],
      [W - 1, 0],
      [0, H - 1],
      [W - 1, H - 1],
    ] as Point[])
      canvas.set(x, y, null)
  return trimmed(canvas)
}

export const PAGODA_GENERATORS: SpriteGenerator[] = [
  { name: 'pagoda-tram', draw: fitting(tramSprite) },
  { name: 'pagoda-musicbox', draw: fitting(musicBoxSprite) },
  { name: 'pagoda-plate', draw: fitting(plateSprite) },
  { name: 'pagoda-tape', draw: fitting(tapeSprite) },
  { name: 'pagoda-spirograph', draw: fitting(spiroSprite) },
  { name: 'pagoda-eyechart', draw: fitting(chartSprite) },
  { name: 'pagoda-lantern', draw: fitting(lanternSprite) },
  { name: 'pagoda-mixer', draw: fitting(mixerSprite) },
]
