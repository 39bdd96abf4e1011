// The generators of the `tumulus` split of the wide recovery bench, written before round 13 changes the
// method and used by no other split: sewing things (spools, scissors, thimbles, buttons), old electronics
// (television sets, radios, cassettes, gamepads), seashells, starfish and coral, masks, painters' things
// (palettes, brushes, paint tubes, easels), eggs and nests, optics (cameras, telescopes, binoculars,
// magnifying glasses), and steam trains. Held back until round 13 scored it once; a development split
// now: see bench/lib/wide/splits.ts.
import type { RGBAImage } from '@threadbit/pixelart'
import { uniform, type Random } from '../../../packages/pixelart/src/recover/testing/degrade.ts'
import {
  Canvas,
  int,
  line,
  rect,
  type RGB,
  type SpriteGenerator,
  at,
  bar,
  bayer,
  begin,
  ellipse,
  flipped,
  mix,
  nudge,
  pick,
  polygon,
  ramp,
  ring,
  scale,
  side,
  solid,
  tint,
  trimmed,
  within,
} from './canvas.ts'

/** A near-black with a cool or warm cast: outlines, holes, screens, slots. */
const ink = (random: Random): RGB => {
  const v = int(random, 14, 36)
  return [v + int(random, 0, 8), v + int(random, 0, 12), v + int(random, 0, 10)]
}

/** A canvas with a 1-px transparent margin round the drawing area, so an outline has room. */
const roomy = (width: number, height: number) => begin(width + 2, height + 2, null)

/** A backdrop colour for every pixel of an opaque ground `height` px high. */
type Ground = (x: number, y: number, height: number) => RGB

/** One of four grounds (gingham, wallpaper stripes, speckled sand, a dithered two-band sky), recoloured. */
function ground(random: Random): Ground {
  const kind = pick(random, ['checks', 'stripes', 'speckle', 'sky'] as const)
  const a = tint(random, [
    [236, 226, 200],
    [180, 206, 226],
    [214, 190, 220],
    [200, 222, 180],
    [70, 64, 90],
  ] as RGB[])
  const b = scale(a, random() < 0.5 ? 0.82 : 1.12)
  const k = int(random, 2, 5)
  if (kind === 'checks') return (x, y) => ((Math.floor(x / k) + Math.floor(y / k)) % 2 ? a : b)
  if (kind === 'stripes') return (x) => (Math.floor(x / k) % 2 ? a : b)
  if (kind === 'speckle') return (x, y) => ((x * 7 + y * 13) % 11 === 0 ? b : a)
  const horizon = uniform(random, 0.5, 0.75)
  return (x, y, height) => {
    // Below the horizon the second tone, with an ordered-dither ramp k rows deep.
    const t = (y - height * horizon) / k
    return t >= 1 || (t > 0 && bayer(x, y) < t) ? b : a
  }
}

/** The figure on an opaque ground with a margin of `pad` px all round (kept within 128 px). */
function grounded(figure: RGBAImage, fill: Ground, pad: number): RGBAImage {
  const p = Math.max(0, Math.min(pad, Math.floor((128 - Math.max(figure.width, figure.height)) / 2)))
  const out = new Canvas(figure.width + 2 * p, figure.height + 2 * p)
  for (let y = 0; y < out.height; y++)
    for (let x = 0; x < out.width; x++) out.set(x, y, fill(x, y, out.height))
  for (let y = 0; y < figure.height; y++)
    for (let x = 0; x < figure.width; x++) {
      const o = (y * figure.width + x) * 4
      if (figure.data[o + 3])
        out.set(x + p, y + p, [
          figure.data[o] as number,
          figure.data[o + 1] as number,
          figure.data[o + 2] as number,
        ])
    }
  return out.image()
}

/**
 * The canvas outlined (on its transparent pixels, for an `outline` share of draws), mirrored half the
 * time when `mirror`, cut to its opaque pixels, and set on an opaque ground for a `backdrop` share.
 */
function finish(
  canvas: Canvas,
  random: Random,
  dark: RGB,
  {
    outline = 0.85,
    mirror = true,
    backdrop = 0.2,
  }: { outline?: number; mirror?: boolean; backdrop?: number } = {},
): RGBAImage {
  if (random() < outline) canvas.outline(dark, null)
  const image = trimmed(mirror && random() < 0.5 ? flipped(canvas) : canvas)
  return backed(image, random, backdrop)
}

/** The image on an opaque ground, with a margin of up to 15 % of its long side, for a `share` of draws. */
function backed(image: RGBAImage, random: Random, share: number): RGBAImage {
  if (random() >= share) return image
  const pad = int(random, 1, Math.max(1, Math.round(Math.max(image.width, image.height) * 0.15)))
  return grounded(image, ground(random), pad)
}

/** Three tones of a cylinder seen from the side, lit from the left: by the share `u` across it. */
const across = (tones: RGB[], u: number): RGB =>
  u < 0.22 ? at(tones, tones.length - 1) : u > 0.72 ? at(tones, 0) : at(tones, Math.floor(tones.length / 2))

/** A disc lit from the top left in three tones with a dithered turn, and a 1-px white glint on big ones. */
function ball(canvas: Canvas, cx: number, cy: number, r: number, tones: RGB[], glint: RGB | null) {
  ellipse(canvas, cx, cy, r, r, (x, y) => {
    const d = (x - cx + (y - cy)) / Math.max(1, r * 1.4)
    if (d < -0.45) return at(tones, 2)
    if (d > 0.5) return at(tones, 0)
    if (d > 0.3) return bayer(x, y) < 0.5 ? at(tones, 0) : at(tones, 1)
    return at(tones, 1)
  })
  if (glint && r >= 2.5) canvas.set(Math.round(cx - r * 0.45), Math.round(cy - r * 0.45), glint)
}

const THREADS: RGB[] = [
  [200, 40, 52],
  [40, 96, 200],
  [240, 200, 50],
  [60, 160, 90],
  [150, 70, 180],
  [236, 236, 230],
]

/**
 * Sewing things: a spool of thread (two wooden flanges, the core wound in 1-px rows of two thread tones,
 * a loose end, a needle stuck through on some), scissors (two steel blades crossed at a screw, opened a
 * little or wide, with coloured finger loops), a thimble (a dome with rows of dimples and a rolled rim) or
 * buttons (one with two or four holes and a raised rim, or two to four sewn on a card with crossed
 * thread); on transparency or on a card; 8 to 80 px.
 */
const sewingSprite: SpriteGenerator['draw'] = (random) => {
  const kind = pick(random, ['spool', 'spool', 'scissors', 'thimble', 'button'] as const)
  const dark = ink(random)
  const steel = ramp(nudge(random, [176, 182, 194]), 3)
  if (kind === 'spool') {
    const height = side(random, 0.25, 14, 72)
    const width = Math.max(8, Math.round(height * uniform(random, 0.55, 0.85)))
    const canvas = roomy(width, height)
    const wood = ramp(nudge(random, [196, 150, 96]), 3)
    const thread = ramp(tint(random, THREADS), 3)
    const flangeH = Math.max(1, Math.round(height * uniform(random, 0.08, 0.13)))
    const inset = Math.max(1, Math.round(width * uniform(random, 0.08, 0.16)))
    // The wound core: rows of thread, alternate rows a step darker, a lit and a shaded edge.
    for (let y = 1 + flangeH; y <= height - flangeH; y++)
      for (let x = 1 + inset; x <= width - inset; x++) {
        const u = (x - inset) / Math.max(1, width - 2 * inset)
        const c = across(thread, u)
        canvas.set(x, y, (y + (x >> 2)) % 3 === 0 && u >= 0.22 && u <= 0.72 ? at(thread, 0) : c)
      }
    for (const y0 of [1, height + 1 - flangeH]) {
      rect(canvas, 1, y0, width, y0 + flangeH - 1, at(wood, 1))
      line(canvas, 1, y0, width, y0, at(wood, 2))
      if (flangeH >= 2) line(canvas, 1, y0 + flangeH - 1, width, y0 + flangeH - 1, at(wood, 0))
    }
    if (width >= 12 && random() < 0.7) {
      // The loose end: a thread hanging from the core's right edge, with a kink.
      const ey = Math.round(1 + flangeH + (height - 2 * flangeH) * uniform(random, 0.3, 0.6))
      const ex = width - inset
      line(canvas, ex, ey, ex + 1, ey + 2, at(thread, 1))
      line(canvas, ex + 1, ey + 2, ex, Math.min(height, ey + Math.round(height * 0.35)), at(thread, 1))
    }
    if (height >= 20 && random() < 0.5) {
      // A needle stuck through the wound thread at an angle.
      const nx = 1 + width * uniform(random, 0.3, 0.6)
      const ny = 1 + height * 0.45
      const len = height * uniform(random, 0.35, 0.5)
      line(canvas, nx - len * 0.6, ny - len * 0.8, nx + len * 0.2, ny + len * 0.25, at(steel, 2))
      canvas.set(Math.round(nx - len * 0.6), Math.round(ny - len * 0.8), dark)
    }
    return finish(canvas, random, dark)
  }
  if (kind === 'scissors') {
    const size = side(random, 0.2, 16, 72)
    const canvas = roomy(size, size)
    const handle = ramp(tint(random, THREADS.slice(0, 5)), 2)
    const open = uniform(random, 0.15, 0.55)
    const pivot: [number, number] = [1 + size * 0.42, 1 + size * 0.58]
    const blade = size * uniform(random, 0.5, 0.58)
    const bw = Math.max(1.2, size * 0.07)
    const loopR = Math.max(1.5, size * uniform(random, 0.12, 0.16))
    const thick = Math.max(1, Math.round(loopR * 0.45))
    // Blades point to the top right, spread by `open`; the loops sit opposite, down and to the left.
    for (const s of [-1, 1]) {
      const a = -Math.PI / 4 + (s * open) / 2
      const [dx, dy] = [Math.cos(a), Math.sin(a)]
      const [nx, ny] = [-dy * s, dx * s]
      const tip: [number, number] = [pivot[0] + dx * blade, pivot[1] + dy * blade]
      polygon(
        canvas,
        [
          [pivot[0] + 0.5 + nx * bw, pivot[1] + 0.5 + ny * bw],
          [tip[0] + 0.5, tip[1] + 0.5],
          [pivot[0] + 0.5 - nx * bw * 0.4, pivot[1] + 0.5 - ny * bw * 0.4],
        ],
        s < 0 ? at(steel, 2) : at(steel, 1),
      )
      line(canvas, pivot[0], pivot[1], tip[0], tip[1], at(steel, 0))
      const lc: [number, number] = [
        pivot[0] - dx * (loopR + size * 0.1),
        pivot[1] - dy * (loopR + size * 0.1),
      ]
      bar(
        canvas,
        pivot[0],
        pivot[1],
        lc[0] + dx * loopR * 0.6,
        lc[1] + dy * loopR * 0.6,
        bw * 1.3,
        at(handle, 1),
      )
      ring(canvas, lc[0], lc[1], loopR, loopR * uniform(random, 0.75, 1), thick, at(handle, 1))
      if (thick >= 2) ring(canvas, lc[0], lc[1], loopR, loopR * 0.9, 1, at(handle, 0))
    }
    ellipse(canvas, pivot[0], pivot[1], Math.max(0.6, bw * 0.7), Math.max(0.6, bw * 0.7), solid(dark))
    return finish(canvas, random, dark, { outline: 0.8 })
  }
  if (kind === 'thimble') {
    const height = side(random, 0.35, 12, 48)
    const width = Math.max(8, Math.round(height * uniform(random, 0.8, 1)))
    const canvas = roomy(width, height)
    const metal = ramp(
      tint(random, [
        [196, 200, 210],
        [214, 170, 80],
        [190, 120, 80],
      ] as RGB[]),
      3,
    )
    const cx = (width + 1) / 2
    const rimH = Math.max(1, Math.round(height * 0.14))
    const top = 1
    for (let y = top; y <= height; y++) {
      const t = (y - top) / Math.max(1, height - top)
      const half =
        y > height - rimH ? width / 2 : (width / 2) * (0.78 + 0.18 * t) * Math.sqrt(Math.min(1, t * 3 + 0.25))
      for (let x = Math.round(cx - half); x <= Math.round(cx + half - 1); x++) {
        const u = (x - (cx - half)) / Math.max(1, 2 * half)
        let c = across(metal, u)
        if (y > height - rimH) c = y === height - rimH + 1 ? at(metal, 2) : at(metal, 1)
        else if (height >= 16 && (y - top) % 3 === 2 && (x + ((y - top) % 6 === 2 ? 1 : 0)) % 2 === 0)
          c = at(metal, 0)
        canvas.set(x, y, c)
      }
    }
    return finish(canvas, random, dark, { outline: 0.9, mirror: false })
  }
  const card = random() < 0.45
  const colour = ramp(tint(random, [...THREADS, [30, 30, 36], [150, 96, 60]] as RGB[]), 3)
  const thread = tint(random, THREADS)
  /** One button: a disc, a raised rim, two or four holes with the thread crossing them on a card. */
  const button = (canvas: Canvas, cx: number, cy: number, r: number, holes: number) => {
    ball(canvas, cx, cy, r, colour, null)
    if (r >= 4) ring(canvas, cx, cy, r - 1, r - 1, 1, at(colour, 2))
    const hd = Math.max(1, Math.round(r * 0.3))
    const spots: [number, number][] =
      holes === 2
        ? [
            [cx - hd, cy],
            [cx + hd, cy],
          ]
        : [
            [cx - hd, cy - hd],
            [cx + hd, cy - hd],
            [cx - hd, cy + hd],
            [cx + hd, cy + hd],
          ]
    if (card && r >= 3) {
      line(
        canvas,
        spots[0]?.[0] as number,
        spots[0]?.[1] as number,
        spots.at(-1)?.[0] as number,
        spots.at(-1)?.[1] as number,
        thread,
      )
      if (holes === 4)
        line(
          canvas,
          spots[1]?.[0] as number,
          spots[1]?.[1] as number,
          spots[2]?.[0] as number,
          spots[2]?.[1] as number,
          thread,
        )
    }
    for (const [hx, hy] of spots) canvas.set(Math.round(hx), Math.round(hy), dark)
  }
  const holes = random() < 0.5 ? 2 : 4
  if (!card) {
    const size = side(random, 0.45, 10, 40)
    const canvas = roomy(size, size)
    button(canvas, (size + 1) / 2, (size + 1) / 2, size / 2 - 0.3, holes)
    return finish(canvas, random, dark, { outline: 0.8, mirror: false })
  }
  const count = int(random, 2, 4)
  const r = int(random, 3, 9)
  const pad = Math.max(2, Math.round(r * 0.6))
  const width = count * (2 * r + 1) + (count + 1) * pad
  const height = 2 * r + 1 + 2 * pad + Math.max(2, Math.round(r * 0.8))
  const paper = ramp(tint(random, [[236, 228, 206] as RGB, [206, 214, 226] as RGB]), 2)
  const canvas = begin(width, height, at(paper, 1))
  rect(canvas, 0, height - Math.max(2, Math.round(r * 0.8)), width - 1, height - 1, at(paper, 0))
  for (let x = 1; x < width - 1; x += 4) canvas.set(x, height - Math.max(2, Math.round(r * 0.8)) + 1, dark)
  for (let k = 0; k < count; k++) button(canvas, pad + r + k * (2 * r + 1 + pad), pad + r, r, holes)
  return canvas.image()
}

/**
 * Old electronics: a television set (a wooden or plastic cabinet, a screen with rounded corners showing
 * static, colour bars or a dark glass with a glare, knobs and a speaker slot, rabbit-ear aerials and
 * legs on some), a radio (an arched cabinet, a grille of 1-px slats or dots, a tuning dial with a needle,
 * two knobs), a cassette (a shell with screws, a label with handwritten lines, two reels with teeth in a
 * window) or a gamepad (a rounded body, a cross pad, two to four buttons, a cable on some); 10 to 104 px.
 */
const electronicsSprite: SpriteGenerator['draw'] = (random) => {
  const kind = pick(random, ['tv', 'tv', 'radio', 'cassette', 'gamepad'] as const)
  const dark = ink(random)
  const knob = nudge(random, [200, 196, 186])
  if (kind === 'tv') {
    const width = side(random, 0.15, 14, 96)
    const height = Math.max(8, Math.round(width * uniform(random, 0.7, 0.9)))
    const aerial = random() < 0.5 && width >= 16
    const legs = random() < 0.4 && width >= 20
    const aerialH = aerial ? Math.round(height * 0.4) : 0
    const legH = legs ? Math.max(2, Math.round(height * 0.15)) : 0
    const canvas = roomy(width, height + aerialH + legH)
    const cab = ramp(
      tint(random, [
        [150, 96, 56],
        [190, 186, 176],
        [60, 60, 66],
        [200, 110, 60],
      ] as RGB[]),
      3,
    )
    const top = 1 + aerialH
    const bottom = top + height - 1
    const r = Math.max(1, Math.round(width / 14))
    rect(canvas, 1 + r, top, width - r, bottom, at(cab, 1))
    rect(canvas, 1, top + r, width, bottom - r, at(cab, 1))
    for (const [x, y] of [
      [1 + r, top + r],
      [width - r, top + r],
      [1 + r, bottom - r],
      [width - r, bottom - r],
    ] as const)
      ellipse(canvas, x, y, r, r, solid(at(cab, 1)))
    line(canvas, 1 + r, top, width - r, top, at(cab, 2))
    line(canvas, 1, top + r, 1, bottom - r, at(cab, 2))
    line(canvas, 1 + r, bottom, width - r, bottom, at(cab, 0))
    const panel = width >= 28 && random() < 0.65 ? Math.round(width * uniform(random, 0.2, 0.26)) : 0
    const m = Math.max(1, Math.round(width * 0.07))
    const [sx0, sy0, sx1, sy1] = [1 + m, top + m, width - m - panel, bottom - m]
    const screen = pick(random, ['static', 'bars', 'off'] as const)
    const glass = ramp(nudge(random, [60, 70, 80]), 2)
    const bars = [
      nudge(random, [230, 220, 60]),
      nudge(random, [60, 200, 220]),
      nudge(random, [220, 60, 170]),
      nudge(random, [60, 190, 80]),
    ]
    const sr = Math.max(1, Math.round((sx1 - sx0) / 8))
    for (let y = sy0; y <= sy1; y++)
      for (let x = sx0; x <= sx1; x++) {
        // Rounded screen corners: skip pixels outside the corner circles.
        const cxr = x < sx0 + sr ? sx0 + sr : x > sx1 - sr ? sx1 - sr : x
        const cyr = y < sy0 + sr ? sy0 + sr : y > sy1 - sr ? sy1 - sr : y
        if ((x - cxr) ** 2 + (y - cyr) ** 2 > sr * sr + 0.5) continue
        let c: RGB
        if (screen === 'static') c = random() < 0.5 ? at(glass, 1) : scale(at(glass, 1), 2.2)
        else if (screen === 'bars')
          c =
            y > sy0 + (sy1 - sy0) * 0.75
              ? at(glass, 0)
              : (bars[Math.floor(((x - sx0) / (sx1 - sx0 + 1)) * 4)] as RGB)
        else c = x - sx0 + (y - sy0) < (sx1 - sx0) * 0.35 && (x + y) % 3 === 0 ? at(glass, 1) : at(glass, 0)
        canvas.set(x, y, c)
      }
    if (screen === 'off' && sx1 - sx0 >= 8) line(canvas, sx0 + sr + 1, sy0 + 1, sx0 + 1, sy0 + sr + 1, knob)
    if (panel) {
      const px = width - m - panel + 2
      const kr = Math.max(1, panel * 0.28)
      for (const ky of [0.28, 0.55])
        ball(canvas, px + panel / 2 - 1, top + height * ky, kr, [dark, knob, knob], null)
      for (let y = Math.round(top + height * 0.72); y < bottom - m; y += 2)
        line(canvas, px, y, width - m - 1, y, at(cab, 0))
    }
    if (aerial) {
      const bx = 1 + width / 2
      line(canvas, bx, top - 1, bx - width * 0.3, 1, at(cab, 0))
      line(canvas, bx, top - 1, bx + width * uniform(random, 0.15, 0.35), 1 + aerialH * 0.2, at(cab, 0))
      ellipse(canvas, bx, top - 1, Math.max(1, width * 0.06), Math.max(1, width * 0.04), solid(dark))
    }
    if (legs)
      for (const lx of [0.18, 0.82])
        line(canvas, 1 + width * lx, bottom + 1, 1 + width * lx + (lx < 0.5 ? -1 : 1), bottom + legH, dark)
    return finish(canvas, random, dark, { outline: 0.85, mirror: false })
  }
  if (kind === 'radio') {
    const width = side(random, 0.15, 14, 80)
    const height = Math.max(8, Math.round(width * uniform(random, 0.65, 1)))
    const canvas = roomy(width, height)
    const body = ramp(
      tint(random, [
        [120, 72, 44],
        [214, 196, 160],
        [70, 130, 150],
        [180, 50, 50],
      ] as RGB[]),
      3,
    )
    const arch = Math.round(height * uniform(random, 0.25, 0.45))
    const cx = (width + 1) / 2
    for (let y = 1; y <= height; y++) {
      const t = y - 1 < arch ? (y - 1) / arch : 1
      const half = (width / 2) * Math.sqrt(Math.max(0, 1 - (1 - t) ** 2))
      for (let x = Math.round(cx - half); x <= Math.round(cx + half - 1); x++)
        canvas.set(x, y, across(body, (x - 1) / Math.max(1, width - 1)))
    }
    const grille = ramp(nudge(random, [200, 176, 120]), 2)
    const gx0 = Math.round(1 + width * 0.2)
    const gx1 = Math.round(width * 0.8)
    const gy0 = Math.round(1 + arch * 0.6)
    const gy1 = Math.round(1 + height * 0.62)
    const dots = random() < 0.4
    for (let y = gy0; y <= gy1; y++)
      for (let x = gx0; x <= gx1; x++)
        if (canvas.opaque(x, y))
          canvas.set(
            x,
            y,
            dots
              ? (x + y) % 2 === 0
                ? at(grille, 0)
                : at(grille, 1)
              : (y - gy0) % 2
                ? at(grille, 0)
                : at(grille, 1),
          )
    const dy0 = gy1 + Math.max(2, Math.round(height * 0.08))
    const dy1 = Math.min(height - 1, dy0 + Math.max(1, Math.round(height * 0.1)))
    const dial = nudge(random, [240, 222, 150])
    rect(canvas, gx0, dy0, gx1, dy1, dial)
    if (gx1 - gx0 >= 6) for (let x = gx0 + 1; x < gx1; x += 2) canvas.set(x, dy0, dark)
    line(
      canvas,
      gx0 + (gx1 - gx0) * uniform(random, 0.2, 0.8),
      dy0,
      gx0 + (gx1 - gx0) * 0.5,
      dy1,
      [200, 40, 30],
    )
    if (width >= 20) {
      const kr = Math.max(1, width * 0.06)
      for (const kx of [0.2, 0.8])
        ball(canvas, 1 + width * kx, height - kr - 0.5, kr, [dark, knob, knob], null)
    }
    return finish(canvas, random, dark, { outline: 0.85, mirror: false })
  }
  if (kind === 'cassette') {
    const width = side(random, 0.1, 16, 104)
    const height = Math.max(8, Math.round(width * uniform(random, 0.6, 0.66)))
    const canvas = roomy(width, height)
    const shell = ramp(
      tint(random, [
        [50, 50, 56],
        [230, 226, 214],
        [200, 60, 50],
        [60, 110, 190],
      ] as RGB[]),
      3,
    )
    const label = nudge(random, [244, 238, 214])
    const stripe = tint(random, THREADS.slice(0, 5))
    rect(canvas, 1, 1, width, height, at(shell, 1))
    line(canvas, 1, 1, width, 1, at(shell, 2))
    line(canvas, 1, 1, 1, height, at(shell, 2))
    line(canvas, 1, height, width, height, at(shell, 0))
    const m = Math.max(1, Math.round(width * 0.07))
    const ly1 = Math.round(1 + height * 0.68)
    rect(canvas, 1 + m, 1 + m, width - m, ly1, label)
    if (height >= 14)
      rect(canvas, 1 + m, 1 + m, width - m, 1 + m + Math.max(0, Math.round(height * 0.06)), stripe)
    // Handwriting: short wiggly runs on a line of the label.
    if (width >= 36) {
      const wy = 2 + m + Math.round(height * 0.12)
      for (let x = 2 + m; x < width - m - 2; x++)
        if (random() < 0.7) canvas.set(x, wy + (x % 3 === 0 ? 1 : 0), dark)
    }
    const wy0 = Math.round(1 + height * 0.36)
    const wy1 = Math.round(1 + height * 0.58)
    const wx0 = Math.round(1 + width * 0.22)
    const wx1 = Math.round(width * 0.78)
    rect(canvas, wx0, wy0, wx1, wy1, at(shell, 0))
    const rr = Math.max(1, (wy1 - wy0) / 2)
    const tape = nudge(random, [90, 60, 40])
    for (const rx of [wx0 + rr, wx1 - rr]) {
      ellipse(canvas, rx, (wy0 + wy1) / 2, rr, rr, solid(tape))
      ellipse(canvas, rx, (wy0 + wy1) / 2, rr * 0.55, rr * 0.55, solid(label))
      if (rr >= 3) ellipse(canvas, rx, (wy0 + wy1) / 2, rr * 0.25, rr * 0.25, solid(dark))
    }
    // The trapezoid at the bottom edge and its screw holes.
    const ty = Math.round(1 + height * 0.8)
    polygon(
      canvas,
      [
        [1 + width * 0.2, height + 1],
        [1 + width * 0.26, ty],
        [1 + width * 0.74, ty],
        [1 + width * 0.8, height + 1],
      ],
      at(shell, 2),
    )
    if (width >= 24)
      for (const [x, y] of [
        [1 + m / 2, 1 + m / 2],
        [width - m / 2, 1 + m / 2],
        [1 + m / 2, height - m / 2],
        [width - m / 2, height - m / 2],
      ] as const)
        canvas.set(Math.round(x), Math.round(y), dark)
    return finish(canvas, random, dark, { outline: 0.8, mirror: false })
  }
  const width = side(random, 0.15, 16, 80)
  const height = Math.max(8, Math.round(width * uniform(random, 0.45, 0.62)))
  const cable = random() < 0.4 && width >= 24
  const cableH = cable ? Math.round(height * 0.5) : 0
  const canvas = roomy(width, height + cableH)
  const body = ramp(
    tint(random, [
      [190, 190, 196],
      [60, 60, 70],
      [120, 80, 160],
      [210, 210, 200],
    ] as RGB[]),
    3,
  )
  const top = 1 + cableH
  const r = (height - 1) / 2
  const grip = random() < 0.6
  rect(canvas, 1 + r, top, width - r, top + height - 1, at(body, 1))
  for (const gx of [1 + r, width - r])
    ellipse(canvas, gx, top + r + (grip ? r * 0.15 : 0), r, r * (grip ? 1.05 : 1), solid(at(body, 1)))
  for (let x = 1; x <= width; x++)
    for (let y = top; y < top + height + 1; y++) {
      if (!canvas.opaque(x, y)) continue
      if (!canvas.opaque(x, y - 1)) canvas.set(x, y, at(body, 2))
      else if (!canvas.opaque(x, y + 1)) canvas.set(x, y, at(body, 0))
    }
  const cy = top + r
  const pad = Math.max(1, Math.round(height * 0.12))
  const px = 1 + r
  rect(canvas, px - pad * 1.5, cy - pad * 0.5, px + pad * 1.5, cy + pad * 0.5, dark)
  rect(canvas, px - pad * 0.5, cy - pad * 1.5, px + pad * 0.5, cy + pad * 1.5, dark)
  const buttons = width >= 28 ? int(random, 2, 4) : 2
  const colours = [
    nudge(random, [214, 50, 50]),
    nudge(random, [50, 170, 80]),
    nudge(random, [50, 100, 214]),
    nudge(random, [236, 200, 40]),
  ]
  const br = Math.max(0.8, height * 0.09)
  const bx = width - r
  const spots: [number, number][] =
    buttons === 2
      ? [
          [bx - br * 1.4, cy + br * 0.7],
          [bx + br * 1.4, cy - br * 0.7],
        ]
      : buttons === 3
        ? [
            [bx - br * 2, cy + br],
            [bx, cy - br * 0.2],
            [bx + br * 2, cy - br * 1.4],
          ]
        : [
            [bx, cy - br * 1.8],
            [bx - br * 1.8, cy],
            [bx + br * 1.8, cy],
            [bx, cy + br * 1.8],
          ]
  spots.forEach(([x, y], i) => ellipse(canvas, x, y, br, br, solid(colours[i] as RGB)))
  if (width >= 32)
    for (const sx of [0.44, 0.56])
      rect(canvas, 1 + width * sx - 1, cy + r * 0.35, 1 + width * sx, cy + r * 0.35, at(body, 0))
  if (cable) {
    let [x, y] = [Math.round(1 + width / 2), top - 1]
    while (y > 1) {
      const nx = x + int(random, -1, 1)
      line(canvas, x, y, nx, y - 2, dark)
      ;[x, y] = [nx, y - 2]
    }
  }
  return finish(canvas, random, dark, { outline: 0.85 })
}

/**
 * The seashore: a spiral shell (a conch or a whelk: whorls stepping up to a point, the body whorl banded,
 * a pink aperture), a scallop (ribs fanning from the hinge in alternating tones, a scalloped edge, two
 * ears), a starfish (five or six arms, a dotted skin lit from the top left) or a branching coral, alone
 * or on a sandy floor in banded water; 8 to 96 px.
 */
const shellSprite: SpriteGenerator['draw'] = (random) => {
  const kind = pick(random, ['spiral', 'scallop', 'starfish', 'coral'] as const)
  const dark = ink(random)
  if (kind === 'spiral') {
    const height = side(random, 0.25, 14, 80)
    const width = Math.max(8, Math.round(height * uniform(random, 0.55, 0.8)))
    const canvas = roomy(width, height)
    const shell = ramp(
      tint(random, [
        [236, 210, 170],
        [226, 180, 120],
        [214, 214, 200],
      ] as RGB[]),
      3,
    )
    const band = nudge(random, [150, 90, 60])
    const lip = ramp(nudge(random, [240, 160, 160]), 2)
    const whorls = height < 24 ? 3 : int(random, 4, 6)
    const bodyR = width * 0.46
    const bodyCy = 1 + height - bodyR * 1.1
    const cx0 = 1 + width / 2
    // The spire: whorls shrinking towards the tip, each an ellipse a step up and a little aside.
    let [x, y, r] = [cx0, bodyCy, bodyR]
    const spots: [number, number, number][] = []
    for (let k = 0; k < whorls; k++) {
      spots.push([x, y, r])
      const nr = r * uniform(random, 0.55, 0.68)
      y -= (r + nr) * 0.55
      x += r * 0.08
      r = nr
    }
    spots.reverse().forEach(([wx, wy, wr], i) => {
      ellipse(canvas, wx, wy, wr, wr * 0.8, (px, py) => {
        const u = (px - (wx - wr)) / (2 * wr)
        if (i === spots.length - 1 && wr >= 4 && Math.abs(py - wy) % Math.max(2, Math.round(wr / 2.5)) === 0)
          return band
        return py > wy + wr * 0.55 ? at(shell, 0) : across(shell, u)
      })
    })
    // The siphon canal below the body whorl and the aperture on its side.
    polygon(
      canvas,
      [
        [cx0 - bodyR * 0.35, bodyCy + bodyR * 0.6],
        [cx0 + bodyR * 0.15, bodyCy + bodyR * 0.6],
        [cx0 - bodyR * 0.2, height + 1],
      ],
      at(shell, 1),
    )
    ellipse(canvas, cx0 - bodyR * 0.25, bodyCy + bodyR * 0.15, bodyR * 0.32, bodyR * 0.6, (px) =>
      px < cx0 - bodyR * 0.3 ? at(lip, 1) : at(lip, 0),
    )
    return finish(canvas, random, dark, { outline: 0.85 })
  }
  if (kind === 'scallop') {
    const width = side(random, 0.25, 12, 80)
    const height = Math.max(8, Math.round(width * uniform(random, 0.85, 1)))
    const canvas = roomy(width, height)
    const shell = ramp(
      tint(random, [
        [240, 150, 110],
        [236, 220, 190],
        [230, 110, 120],
        [240, 190, 90],
      ] as RGB[]),
      3,
    )
    const hx = 1 + width / 2
    const hy = height
    const R = Math.min(width / 2, height * 0.95)
    const ribs = width < 20 ? 5 : int(random, 7, 11)
    for (let py = 1; py <= height; py++)
      for (let px = 1; px <= width; px++) {
        const [dx, dy] = [px - hx, hy - py]
        if (dy < 0) continue
        const a = Math.atan2(dy, dx)
        const d = Math.hypot(dx, dy)
        const rib = Math.floor(((Math.PI - a) / Math.PI) * ribs)
        const frac = ((Math.PI - a) / Math.PI) * ribs - rib
        const edge = R * (0.92 + 0.08 * Math.sin(Math.PI * frac))
        if (d > edge || a < 0.18 || a > Math.PI - 0.18) continue
        const lit = rib < ribs * 0.4
        canvas.set(px, py, frac < 0.22 ? at(shell, 0) : rib % 2 ? at(shell, lit ? 2 : 1) : at(shell, 1))
      }
    // Ears at the hinge.
    const ear = Math.max(1, Math.round(width * 0.12))
    rect(canvas, hx - ear * 1.6, hy - ear, hx + ear * 1.6, hy, at(shell, 1))
    line(canvas, hx - ear * 1.6, hy - ear, hx + ear * 1.6, hy - ear, at(shell, 2))
    return finish(canvas, random, dark, { outline: 0.9, mirror: false })
  }
  if (kind === 'starfish') {
    const size = side(random, 0.3, 12, 72)
    const canvas = roomy(size, size)
    const skin = ramp(
      tint(random, [
        [230, 110, 60],
        [210, 60, 80],
        [150, 80, 170],
        [240, 180, 60],
      ] as RGB[]),
      3,
    )
    const arms = random() < 0.8 ? 5 : 6
    const c = 1 + (size - 1) / 2
    const R = size / 2 - 0.5
    const r = R * uniform(random, 0.32, 0.42)
    const turn = uniform(random, -0.3, 0.3) - Math.PI / 2
    const points: [number, number][] = []
    for (let k = 0; k < arms * 2; k++) {
      const a = turn + (k * Math.PI) / arms
      const d = k % 2 ? r : R * uniform(random, 0.88, 1)
      points.push([c + 0.5 + Math.cos(a) * d, c + 0.5 + Math.sin(a) * d])
    }
    polygon(canvas, points, at(skin, 1))
    for (let y = 0; y < canvas.height; y++)
      for (let x = 0; x < canvas.width; x++) {
        if (!canvas.opaque(x, y)) continue
        const light = x - c + (y - c) < -R * 0.25
        const shade = x - c + (y - c) > R * 0.45
        let col = light ? at(skin, 2) : shade ? at(skin, 0) : at(skin, 1)
        if (size >= 20 && (x * 7 + y * 3) % 11 === 0) col = scale(at(skin, 2), 1.15)
        canvas.set(x, y, col)
      }
    return finish(canvas, random, dark, { outline: 0.8 })
  }
  const width = side(random, 0.15, 16, 96)
  const height = Math.max(8, Math.round(width * uniform(random, 0.8, 1.2)))
  const sea = random() < 0.35
  const water = ramp(nudge(random, [40, 110, 170]), 3)
  const canvas = begin(width, height, sea ? at(water, 0) : null)
  const coral = ramp(
    tint(random, [
      [236, 110, 120],
      [240, 150, 60],
      [170, 80, 190],
      [240, 200, 210],
    ] as RGB[]),
    3,
  )
  const sandH = sea ? Math.max(2, Math.round(height * 0.14)) : 0
  if (sea) {
    for (let y = 0; y < height - sandH; y++) {
      const band = Math.floor(((height - sandH - y) / (height - sandH)) * 3)
      for (let x = 0; x < width; x++) {
        const t = ((height - sandH - y) / (height - sandH)) * 3 - band
        canvas.set(x, y, at(water, Math.min(2, band + (bayer(x, y) < t * 0.5 ? 1 : 0))))
      }
    }
    const sand = ramp(nudge(random, [220, 196, 140]), 2)
    for (let y = height - sandH; y < height; y++)
      for (let x = 0; x < width; x++) canvas.set(x, y, (x * 5 + y * 3) % 7 === 0 ? at(sand, 0) : at(sand, 1))
  }
  const thick = Math.max(1, Math.round(width / 16))
  /** One branch and its forks, thinning as they go. */
  const grow = (x: number, y: number, a: number, len: number, w: number, depth: number) => {
    const [ex, ey] = [x + Math.cos(a) * len, y + Math.sin(a) * len]
    bar(canvas, x, y, ex, ey, w, at(coral, depth % 2 ? 1 : 2))
    if (depth >= 3 || len < 3) {
      ellipse(canvas, ex, ey, Math.max(0.6, w * 0.7), Math.max(0.6, w * 0.7), solid(at(coral, 2)))
      return
    }
    const forks = random() < 0.3 ? 3 : 2
    for (let f = 0; f < forks; f++)
      grow(
        ex,
        ey,
        a + uniform(random, -0.7, 0.7),
        len * uniform(random, 0.55, 0.8),
        Math.max(1, w * 0.75),
        depth + 1,
      )
  }
  const stems = width >= 32 ? int(random, 1, 2) : 1
  for (let s = 0; s < stems; s++)
    grow(
      width * (stems === 1 ? 0.5 : 0.3 + 0.4 * s),
      height - 1 - sandH,
      -Math.PI / 2 + uniform(random, -0.2, 0.2),
      height * uniform(random, 0.25, 0.35),
      thick * 1.6,
      0,
    )
  // A shaded edge on the right of every branch: found first, then painted.
  const lit = [at(coral, 1), at(coral, 2)]
  const isCoral = (x: number, y: number) => {
    if (x >= width || !canvas.opaque(x, y)) return false
    const o = (y * width + x) * 4
    return lit.some(
      (c) => canvas.data[o] === c[0] && canvas.data[o + 1] === c[1] && canvas.data[o + 2] === c[2],
    )
  }
  const edges: [number, number][] = []
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) if (isCoral(x, y) && !isCoral(x + 1, y)) edges.push([x, y])
  for (const [x, y] of edges) canvas.set(x, y, at(coral, 0))
  if (sea) return canvas.image()
  return finish(canvas, random, dark, { outline: 0.8 })
}

/**
 * Masks: theatre masks (an oval face with arched eye holes and a smiling or frowning mouth, a ribbon,
 * alone or comedy and tragedy overlapping), a carnival eye mask (two lobes with almond eye holes, a trim
 * line, a fan of feathers on one side and a stick handle on some) or a carved wooden mask (a long face
 * with 1-px grooves, ringed or slit eyes, a mouth with teeth and painted stripes); 10 to 96 px.
 */
const maskSprite: SpriteGenerator['draw'] = (random) => {
  const kind = pick(random, ['theatre', 'carnival', 'carved'] as const)
  const dark = ink(random)
  if (kind === 'theatre') {
    const pair = random() < 0.45
    const h = side(random, pair ? 0.05 : 0.3, pair ? 18 : 12, pair ? 64 : 72)
    const w = Math.max(8, Math.round(h * uniform(random, 0.72, 0.85)))
    const width = pair ? Math.round(w * 1.55) : w
    const height = pair ? Math.round(h * 1.15) : h
    const canvas = roomy(width, height)
    const ribbon = ramp(tint(random, THREADS.slice(0, 5)), 2)
    /** One mask: its face, eye holes and mouth; `happy` turns the mouth and the brows. */
    const face = (x0: number, y0: number, tones: RGB[], happy: boolean) => {
      const [cx, cy] = [x0 + w / 2, y0 + h / 2]
      ellipse(canvas, cx, cy, w / 2 - 0.3, h / 2 - 0.3, (x, y) => {
        const d = (x - cx) / w + (y - cy) / h
        return d < -0.22 ? at(tones, 2) : d > 0.3 ? at(tones, 0) : at(tones, 1)
      })
      const ey = cy - h * 0.12
      const ew = Math.max(1, w * 0.14)
      const eh = Math.max(1, h * 0.08)
      for (const s of [-1, 1]) {
        const ex = cx + s * w * 0.2
        ellipse(canvas, ex, ey, ew, eh, (_x, y) =>
          (happy ? y >= ey - eh * 0.2 : y <= ey + eh * 0.2) ? dark : null,
        )
      }
      const my = cy + h * 0.22
      const mw = w * 0.28
      const bend = h * 0.1 * (happy ? 1 : -1)
      for (let x = Math.round(cx - mw); x <= Math.round(cx + mw); x++) {
        const t = (x - cx) / mw
        const y = Math.round(my + bend * (1 - t * t) - (happy ? bend : 0))
        rect(canvas, x, y, x, y + Math.max(0, Math.round(h / 24)), dark)
      }
    }
    const gold = ramp(
      tint(random, [
        [240, 200, 80],
        [236, 232, 222],
        [220, 80, 80],
      ] as RGB[]),
      3,
    )
    const blue = ramp(
      tint(random, [
        [110, 140, 220],
        [150, 150, 160],
        [80, 70, 140],
      ] as RGB[]),
      3,
    )
    if (pair) {
      face(1 + width - w, 1 + height - h, blue, false)
      face(1, 1, gold, true)
    } else face(1, 1, random() < 0.5 ? gold : blue, random() < 0.6)
    if (w >= 16) {
      // A ribbon tied at the top left, its two ends trailing.
      const rx = 1 + w * 0.2
      const ry = 1 + h * 0.12
      ellipse(canvas, rx, ry, Math.max(1, w * 0.07), Math.max(1, w * 0.07), solid(at(ribbon, 1)))
      line(canvas, rx, ry, rx - w * 0.15, ry + h * 0.4, at(ribbon, 0))
      line(canvas, rx + 1, ry, rx - w * 0.05, ry + h * 0.45, at(ribbon, 1))
    }
    return finish(canvas, random, dark, { outline: 0.9 })
  }
  if (kind === 'carnival') {
    const width = side(random, 0.15, 16, 96)
    const feathers = random() < 0.6 && width >= 20
    const stick = random() < 0.45 && width >= 20
    const maskH = Math.max(6, Math.round(width * uniform(random, 0.32, 0.42)))
    const featherH = feathers ? Math.round(maskH * uniform(random, 1, 1.6)) : 0
    const stickH = stick ? Math.round(width * 0.6) : 0
    const height = featherH + maskH + stickH
    const canvas = roomy(width, height)
    const mask = ramp(
      tint(random, [
        [40, 40, 60],
        [190, 30, 60],
        [30, 120, 110],
        [236, 232, 220],
      ] as RGB[]),
      3,
    )
    const trim = nudge(random, [236, 196, 70])
    const plume = ramp(tint(random, THREADS), 2)
    const top = 1 + featherH
    const cx = 1 + width / 2
    if (feathers) {
      const fx = 1 + width * 0.78
      const [fy, count] = [top + maskH * 0.3, int(random, 3, 5)]
      for (let k = 0; k < count; k++) {
        // A feather: a leaf of barbs, widest past its middle, round a 1-px quill.
        const a = -Math.PI / 2 + (k - (count - 1) / 2) * 0.32
        const len = featherH + maskH * 0.3
        const [dx, dy] = [Math.cos(a), Math.sin(a)]
        const fw = Math.max(1, len * 0.16)
        const [mx, my] = [fx + dx * len * 0.6, fy + dy * len * 0.6]
        polygon(
          canvas,
          [
            [fx + 0.5 + dx * len * 0.2, fy + 0.5 + dy * len * 0.2],
            [mx + 0.5 - dy * fw, my + 0.5 + dx * fw],
            [fx + 0.5 + dx * len, fy + 0.5 + dy * len],
            [mx + 0.5 + dy * fw, my + 0.5 - dx * fw],
          ],
          at(plume, k % 2),
        )
        line(canvas, fx, fy, fx + dx * len, fy + dy * len, scale(at(plume, 0), 0.8))
      }
    }
    // The mask: two lobes joined at the bridge, a dip over the nose.
    for (let y = top; y < top + maskH; y++)
      for (let x = 1; x <= width; x++) {
        const u = Math.abs(x - cx) / (width / 2)
        const v = (y - top) / maskH
        const upper = 0.12 + 0.25 * (1 - u) ** 2
        const lower = 0.95 - (u < 0.18 ? 0.35 * (1 - u / 0.18) : 0) - 0.25 * u * u
        if (v < upper * (1 - u * 0.5) || v > lower || u > 1) continue
        canvas.set(x, y, v < upper + 0.12 ? trim : across(mask, (x - 1) / width))
      }
    for (const s of [-1, 1]) {
      const ex = cx + s * width * 0.24
      const ey = top + maskH * 0.5
      const ew = width * 0.12
      const eh = Math.max(1, maskH * 0.16)
      polygon(
        canvas,
        [
          [ex - ew, ey + 0.5],
          [ex, ey - eh],
          [ex + ew, ey + 0.5],
          [ex, ey + eh],
        ],
        dark,
      )
    }
    if (stick)
      bar(
        canvas,
        1 + width * 0.82,
        top + maskH * 0.7,
        1 + width * 0.95,
        top + maskH + stickH - 1,
        Math.max(1, width / 30),
        trim,
      )
    return finish(canvas, random, dark, { outline: 0.85 })
  }
  const height = side(random, 0.15, 16, 96)
  const width = Math.max(8, Math.round(height * uniform(random, 0.45, 0.62)))
  const canvas = roomy(width, height)
  const wood = ramp(
    tint(random, [
      [150, 96, 54],
      [110, 70, 44],
      [180, 140, 90],
    ] as RGB[]),
    3,
  )
  const paint = tint(random, [
    [236, 232, 220],
    [200, 50, 40],
    [240, 200, 60],
  ] as RGB[])
  const cx = 1 + width / 2
  for (let y = 1; y <= height; y++) {
    const v = (y - 1) / (height - 1)
    const half = (width / 2) * (v < 0.15 ? Math.sqrt(v / 0.15) * 0.9 + 0.1 : v > 0.8 ? 1 - (v - 0.8) * 2 : 1)
    for (let x = Math.round(cx - half); x <= Math.round(cx + half - 1); x++) {
      const u = (x - (cx - half)) / Math.max(1, 2 * half)
      canvas.set(x, y, (y * 3 + x) % 9 === 0 ? at(wood, 0) : across(wood, u))
    }
  }
  // Grooves: a brow ridge, a nose, a mouth with teeth.
  const brow = Math.round(1 + height * 0.3)
  line(canvas, cx - width * 0.36, brow, cx + width * 0.36, brow, at(wood, 0))
  const eyeY = brow + Math.max(2, Math.round(height * 0.07))
  const slit = random() < 0.5
  for (const s of [-1, 1]) {
    const ex = cx + s * width * 0.2
    if (slit) line(canvas, ex - width * 0.1, eyeY, ex + width * 0.1, eyeY, dark)
    else ring(canvas, ex, eyeY, Math.max(1, width * 0.1), Math.max(1, width * 0.1), 1, dark)
  }
  const noseBottom = Math.round(1 + height * 0.62)
  line(canvas, cx, brow + 1, cx, noseBottom, at(wood, 2))
  line(canvas, cx - width * 0.1, noseBottom, cx + width * 0.1, noseBottom, at(wood, 0))
  const my = Math.round(1 + height * 0.74)
  const mh = Math.max(1, Math.round(height * 0.07))
  rect(canvas, cx - width * 0.22, my, cx + width * 0.22, my + mh, dark)
  if (width >= 12)
    for (let x = Math.round(cx - width * 0.2); x <= cx + width * 0.2; x += 2) canvas.set(x, my, paint)
  if (random() < 0.7) {
    // Painted stripes on the cheeks.
    for (const s of [-1, 1])
      for (let k = 0; k < 2; k++) {
        const sy = eyeY + 2 + k * 2
        if (sy < noseBottom) line(canvas, cx + s * width * 0.18, sy, cx + s * width * 0.38, sy + 1, paint)
      }
  }
  return finish(canvas, random, dark, { outline: 0.9, mirror: false })
}

const PAINTS: RGB[] = [
  [220, 40, 40],
  [40, 90, 220],
  [250, 210, 40],
  [40, 170, 70],
  [240, 240, 240],
  [240, 130, 30],
  [150, 60, 190],
]

/**
 * Painters' things: a palette (a wooden kidney with a thumb hole and three to five blobs of paint round
 * its rim), a brush on a diagonal (a two-tone handle, a crimped ferrule, bristles with a dipped tip, as
 * thin as 5 px), a paint tube (a crimped end, a labelled body with a squeezed dent, a cap and a bead of
 * paint) or an easel (three legs, a tray and a canvas with a little landscape); 8 to 112 px.
 */
const paintSprite: SpriteGenerator['draw'] = (random) => {
  const kind = pick(random, ['palette', 'brush', 'tube', 'easel'] as const)
  const dark = ink(random)
  const wood = ramp(nudge(random, [196, 146, 92]), 3)
  if (kind === 'palette') {
    const width = side(random, 0.2, 14, 96)
    const height = Math.max(8, Math.round(width * uniform(random, 0.65, 0.8)))
    const canvas = roomy(width, height)
    const [cx, cy] = [1 + width / 2, 1 + height / 2]
    const [rx, ry] = [width / 2 - 0.3, height / 2 - 0.3]
    const notch = random() < 0.7
    ellipse(canvas, cx, cy, rx, ry, (x, y) => {
      if (
        notch &&
        (x - (cx + rx * 0.75)) ** 2 / (rx * 0.3) ** 2 + (y - (cy + ry * 0.55)) ** 2 / (ry * 0.3) ** 2 < 1
      )
        return null
      const d = (x - cx) / rx + (y - cy) / ry
      return d < -0.9 ? at(wood, 2) : d > 0.9 ? at(wood, 0) : at(wood, 1)
    })
    const hole = Math.max(1, Math.min(rx, ry) * 0.18)
    const blobs = width < 20 ? 3 : int(random, 3, 5)
    const paints = [...PAINTS].sort(() => random() - 0.5).slice(0, blobs)
    const br = Math.max(1, Math.min(rx, ry) * uniform(random, 0.16, 0.22))
    paints.forEach((p, k) => {
      const a = Math.PI * (0.95 + (k / Math.max(1, blobs - 1)) * 1.1)
      const bx = cx + Math.cos(a) * rx * 0.62
      const by = cy + Math.sin(a) * ry * 0.6
      ellipse(canvas, bx, by, br * uniform(random, 0.9, 1.3), br, solid(nudge(random, p)))
      if (br >= 2) canvas.set(Math.round(bx - br * 0.4), Math.round(by - br * 0.4), [255, 255, 255])
    })
    // The thumb hole, cut out after the blobs.
    for (let y = Math.floor(cy + ry * 0.1 - hole); y <= cy + ry * 0.1 + hole; y++)
      for (let x = Math.floor(cx + rx * 0.35 - hole); x <= cx + rx * 0.35 + hole; x++)
        if (((x - cx - rx * 0.35) / hole) ** 2 + ((y - cy - ry * 0.1) / hole) ** 2 <= 1)
          canvas.set(x, y, null)
    return finish(canvas, random, dark, { outline: 0.9 })
  }
  if (kind === 'brush') {
    const len = side(random, 0.2, 16, 96)
    const canvas = roomy(len, len)
    const handle = ramp(
      tint(random, [
        [200, 40, 40],
        [40, 40, 46],
        [230, 200, 90],
        [60, 110, 190],
      ] as RGB[]),
      2,
    )
    const metal = ramp(nudge(random, [190, 192, 200]), 2)
    const bristle = ramp(nudge(random, [180, 140, 90]), 2)
    const dip = tint(random, PAINTS)
    const w = Math.max(1, Math.round(len / 14))
    const [x0, y0] = [1 + len - 1 - w, 1 + w]
    const [x1, y1] = [1 + w, 1 + len - 1 - w]
    const at3 = (t: number): [number, number] => [x0 + (x1 - x0) * t, y0 + (y1 - y0) * t]
    const [hx, hy] = at3(0.58)
    const [fx, fy] = at3(0.74)
    const [tx, ty] = at3(1)
    bar(canvas, x0, y0, hx, hy, w * 1.2, at(handle, 1))
    line(canvas, x0, y0 - 1, hx, hy - 1, at(handle, 0))
    bar(canvas, hx, hy, fx, fy, w * 1.5, at(metal, 1))
    const [cx, cy] = at3(0.66)
    line(canvas, cx - w, cy - w, cx + w, cy + w, at(metal, 0))
    polygon(
      canvas,
      [
        [fx + 0.5 - w, fy + 0.5 - w],
        [fx + 0.5 + w, fy + 0.5 + w],
        [tx + 0.5, ty + 0.5],
      ],
      at(bristle, 1),
    )
    line(canvas, fx, fy, tx, ty, at(bristle, 0))
    const [dx, dy] = at3(0.9)
    polygon(
      canvas,
      [
        [dx + 0.5 - w * 0.6, dy + 0.5 - w * 0.6],
        [dx + 0.5 + w * 0.6, dy + 0.5 + w * 0.6],
        [tx + 0.5, ty + 0.5],
      ],
      dip,
    )
    return finish(canvas, random, dark, { outline: 0.8 })
  }
  if (kind === 'tube') {
    const long = side(random, 0.2, 14, 72)
    const short = Math.max(5, Math.round(long * uniform(random, 0.3, 0.42)))
    const canvas = roomy(short, long)
    const metal = ramp(nudge(random, [206, 208, 214]), 3)
    const labelC = tint(random, PAINTS)
    const cap = ramp(nudge(random, [40, 40, 46]), 2)
    const crimp = Math.max(1, Math.round(long * 0.08))
    const capH = Math.max(2, Math.round(long * 0.14))
    const neck = Math.max(1, Math.round(long * 0.06))
    const bodyTop = 1 + crimp
    const bodyBottom = 1 + long - capH - neck
    for (let y = bodyTop; y <= bodyBottom; y++) {
      const t = (y - bodyTop) / Math.max(1, bodyBottom - bodyTop)
      const half = (short / 2) * (t > 0.8 ? 1 - (t - 0.8) * 1.5 : 1)
      const cx = 1 + short / 2
      for (let x = Math.round(cx - half); x <= Math.round(cx + half - 1); x++) {
        const u = (x - (cx - half)) / Math.max(1, 2 * half)
        const inLabel = t > 0.3 && t < 0.7
        canvas.set(x, y, inLabel ? (u > 0.72 ? scale(labelC, 0.7) : labelC) : across(metal, u))
      }
    }
    for (let x = 1; x <= short; x++) rect(canvas, x, 1, x, crimp, x % 2 ? at(metal, 2) : at(metal, 0))
    const cx = 1 + short / 2
    rect(canvas, cx - short * 0.18, bodyBottom + 1, cx + short * 0.18 - 1, bodyBottom + neck, at(metal, 1))
    rect(canvas, cx - short * 0.3, bodyBottom + neck + 1, cx + short * 0.3 - 1, long, at(cap, 1))
    for (let y = bodyBottom + neck + 1; y <= long; y += 2)
      canvas.set(Math.round(cx + short * 0.3 - 1), y, at(cap, 0))
    const out = random() < 0.5 ? canvas : turned(canvas)
    return finish(out, random, dark, { outline: 0.85 })
  }
  const height = side(random, 0.1, 24, 112)
  const width = Math.max(12, Math.round(height * uniform(random, 0.6, 0.8)))
  const canvas = roomy(width, height)
  const cx = 1 + width / 2
  const lw = Math.max(1, Math.round(width / 24))
  bar(canvas, cx, 1, 1 + width * 0.1, height, lw, at(wood, 1))
  bar(canvas, cx, 1, width - width * 0.1, height, lw, at(wood, 1))
  bar(canvas, cx, 1, cx, height * 0.95, lw, at(wood, 0))
  const cw = width * uniform(random, 0.62, 0.78)
  const ch = height * uniform(random, 0.38, 0.5)
  const [ax, ay] = [cx - cw / 2, 1 + height * 0.12]
  const sky = nudge(random, [150, 200, 236])
  const hill = nudge(random, [90, 160, 80])
  const sun = nudge(random, [250, 220, 80])
  const white = nudge(random, [240, 238, 230])
  rect(canvas, ax, ay, ax + cw, ay + ch, white)
  const b = Math.max(1, Math.round(cw / 14))
  for (let y = Math.round(ay + b); y <= ay + ch - b; y++)
    for (let x = Math.round(ax + b); x <= ax + cw - b; x++) {
      const u = (x - ax) / cw
      const horizon = ay + ch * (0.6 - 0.15 * Math.sin(u * Math.PI * uniform(random, 0.98, 1.02)))
      canvas.set(x, y, y > horizon ? hill : sky)
    }
  if (cw >= 14)
    ellipse(canvas, ax + cw * 0.72, ay + ch * 0.3, Math.max(1, cw * 0.1), Math.max(1, cw * 0.1), solid(sun))
  const trayY = Math.round(ay + ch + 1)
  rect(canvas, ax - width * 0.06, trayY, ax + cw + width * 0.06, trayY + lw, at(wood, 2))
  return finish(canvas, random, dark, { outline: 0.85 })
}

/** A copy turned a quarter turn anticlockwise (a paint tube lying down). */
function turned(canvas: Canvas): Canvas {
  const out = new Canvas(canvas.height, canvas.width)
  for (let y = 0; y < canvas.height; y++)
    for (let x = 0; x < canvas.width; x++) {
      const from = (y * canvas.width + x) * 4
      out.data.set(canvas.data.subarray(from, from + 4), ((canvas.width - 1 - x) * out.width + y) * 4)
    }
  return out
}

/** Whether a point lies inside an egg shape (wider below) centred at (cx, cy) with half-sizes rx, ry. */
const inEgg = (x: number, y: number, cx: number, cy: number, rx: number, ry: number) => {
  const v = (y - cy) / ry
  const k = rx * (1 + 0.16 * v)
  return ((x - cx) / k) ** 2 + v * v <= 1
}

/**
 * Eggs: one egg (wider below, three tones lit from the top left with a dithered turn, speckled on some),
 * a nest (a bowl of crossing twigs in three browns holding one to four eggs, on a branch on some), a
 * hatching egg (a zigzag crack, a chick's head with a beak and an eye, or the lid lifted) or a painted
 * egg (bands of zigzags, dots and stripes); on transparency or on straw; 8 to 96 px.
 */
const eggSprite: SpriteGenerator['draw'] = (random) => {
  const kind = pick(random, ['egg', 'nest', 'nest', 'hatching', 'painted'] as const)
  const dark = ink(random)
  const shell = ramp(
    tint(random, [
      [240, 236, 224],
      [200, 150, 100],
      [150, 200, 210],
      [226, 210, 170],
    ] as RGB[]),
    3,
  )
  const speck = scale(at(shell, 0), 0.55)
  /** One egg, shaded; `speckled` scatters dark flecks; `clip` keeps rows above it. */
  const egg = (
    canvas: Canvas,
    cx: number,
    cy: number,
    rx: number,
    ry: number,
    speckled: boolean,
    clip = Infinity,
  ) => {
    for (let y = Math.floor(cy - ry); y <= Math.ceil(cy + ry); y++)
      for (let x = Math.floor(cx - rx * 1.2); x <= Math.ceil(cx + rx * 1.2); x++) {
        if (y > clip || !inEgg(x, y, cx, cy, rx, ry)) continue
        const d = (x - cx) / rx + (y - cy) / ry
        let c = d < -0.55 ? at(shell, 2) : d > 0.55 ? at(shell, 0) : at(shell, 1)
        if (d > 0.35 && d <= 0.55 && bayer(x, y) < 0.5) c = at(shell, 0)
        if (speckled && ((x * 13 + y * 7) % 9 === 0 || (x * 5 + y * 11) % 17 === 0)) c = speck
        canvas.set(x, y, c)
      }
  }
  if (kind === 'egg' || kind === 'painted') {
    const height = side(random, 0.35, 10, 64)
    const width = Math.max(8, Math.round(height * uniform(random, 0.7, 0.8)))
    const canvas = roomy(width, height)
    const [cx, cy] = [1 + (width - 1) / 2, 1 + (height - 1) / 2]
    egg(canvas, cx, cy, (width - 1) / 2 / 1.12, (height - 1) / 2, kind === 'egg' && random() < 0.5)
    if (kind === 'painted') {
      const colours = [tint(random, PAINTS), tint(random, PAINTS), tint(random, PAINTS)]
      const bands = Math.max(2, Math.round(height / 10))
      for (let k = 0; k < bands; k++) {
        const by = Math.round(1 + ((k + 1) * height) / (bands + 1))
        const c = colours[k % 3] as RGB
        const style = k % 3
        for (let x = 0; x < canvas.width; x++) {
          if (!canvas.opaque(x, by)) continue
          if (style === 0) canvas.set(x, by + (x % 4 < 2 ? 0 : 1), c)
          else if (style === 1 && x % 3 === 0) canvas.set(x, by, c)
          else if (style === 2) {
            canvas.set(x, by, c)
            if (canvas.opaque(x, by + 1)) canvas.set(x, by + 1, c)
          }
        }
      }
    }
    return finish(canvas, random, dark, { outline: 0.8, mirror: false })
  }
  if (kind === 'hatching') {
    const height = side(random, 0.2, 14, 64)
    const width = Math.max(8, Math.round(height * uniform(random, 0.72, 0.8)))
    const canvas = roomy(width, height)
    const chick = ramp(nudge(random, [250, 214, 60]), 2)
    const beak = nudge(random, [240, 130, 30])
    const [cx, cy] = [1 + (width - 1) / 2, 1 + (height - 1) / 2 + height * 0.08]
    const rx = (width - 1) / 2 / 1.12
    const ry = (height - 1) / 2 - height * 0.08
    const crackY = cy - ry * uniform(random, 0.05, 0.3)
    // The chick's head above the broken rim, then the lower shell over its body.
    const hr = rx * 0.7
    const hy = crackY - hr * 0.5
    ellipse(canvas, cx, hy, hr, hr, (x, y) => (x - cx + (y - hy) > hr * 0.5 ? at(chick, 0) : at(chick, 1)))
    canvas.set(Math.round(cx + hr * 0.3), Math.round(hy - hr * 0.2), dark)
    polygon(
      canvas,
      [
        [cx + hr * 0.6, hy - hr * 0.05],
        [cx + hr * 1.15, hy + hr * 0.15],
        [cx + hr * 0.6, hy + hr * 0.35],
      ],
      beak,
    )
    const zig = Math.max(1, Math.round(width / 8))
    egg(canvas, cx, cy, rx, ry, false)
    // Cut the top off along a zigzag, keeping what the chick covers.
    for (let y = 0; y < canvas.height; y++)
      for (let x = 0; x < canvas.width; x++) {
        const edge = crackY + (Math.floor((x - 1) / zig) % 2 ? zig : 0)
        if (y < edge && inEgg(x, y, cx, cy, rx, ry)) {
          const inHead = (x - cx) ** 2 + (y - hy) ** 2 <= hr * hr
          const inBeak = x >= cx + hr * 0.6 && x <= cx + hr * 1.15 && Math.abs(y - hy - hr * 0.15) <= hr * 0.2
          if (!inHead && !inBeak) canvas.set(x, y, null)
        }
      }
    if (random() < 0.5) {
      // The lid: a shell cap tipped up on the chick's head.
      egg(canvas, cx - hr * 0.2, hy - hr * 0.8, rx * 0.75, ry * 0.45, false, hy - hr * 0.75)
    }
    return finish(canvas, random, dark, { outline: 0.85 })
  }
  const width = side(random, 0.1, 18, 96)
  const height = Math.max(8, Math.round(width * uniform(random, 0.5, 0.7)))
  const straw = random() < 0.2
  const canvas = straw ? begin(width + 2, height + 2, nudge(random, [120, 170, 220])) : roomy(width, height)
  const twig = ramp(nudge(random, [150, 104, 60]), 3)
  const cx = 1 + width / 2
  const bowlTop = 1 + height * 0.45
  const eggs = width < 28 ? 1 : int(random, 2, 4)
  const er = Math.max(2, width * 0.11)
  for (let k = 0; k < eggs; k++)
    egg(canvas, cx + (k - (eggs - 1) / 2) * er * 1.7, bowlTop - er * 0.4, er, er * 1.3, random() < 0.5)
  // The bowl: a half ellipse of crossing twig strokes, the rim lighter.
  const bowl = (x: number, y: number) =>
    ((x - cx) / (width / 2)) ** 2 + ((y - bowlTop) / (height * 0.55)) ** 2 <= 1 && y >= bowlTop
  for (let y = Math.floor(bowlTop); y <= height; y++)
    for (let x = 1; x <= width; x++)
      if (bowl(x, y))
        canvas.set(x, y, (x + 2 * y) % 5 === 0 ? at(twig, 0) : (x - y) % 4 === 0 ? at(twig, 2) : at(twig, 1))
  const strokes = Math.round(width / 2)
  for (let k = 0; k < strokes; k++) {
    const x = uniform(random, 1, width)
    const y = bowlTop + uniform(random, -1, 2)
    line(
      canvas,
      x,
      y,
      x + uniform(random, -4, 4),
      y + uniform(random, -2, 1),
      at(twig, random() < 0.5 ? 2 : 0),
    )
  }
  if (straw) return canvas.image()
  return finish(canvas, random, dark, { outline: 0.8 })
}

/**
 * Optics: a camera (a body with a textured grip and a silver top plate, a lens barrel in rings with a
 * glinting glass, a viewfinder hump, a shutter button and a flash on some), a telescope on a tripod at an
 * angle (a banded tube, an eyepiece, a wide objective end), binoculars (two barrels and a bridge, seen
 * from the front with glinting lenses) or a magnifying glass (a rim, glass with a glare stroke, a handle
 * at an angle); 8 to 104 px.
 */
const opticsSprite: SpriteGenerator['draw'] = (random) => {
  const kind = pick(random, ['camera', 'camera', 'telescope', 'binoculars', 'magnifier'] as const)
  const dark = ink(random)
  const metal = ramp(nudge(random, [190, 194, 204]), 3)
  const glass = ramp(nudge(random, [60, 90, 150]), 2)
  const glint = nudge(random, [236, 244, 250])
  if (kind === 'camera') {
    const width = side(random, 0.2, 14, 96)
    const height = Math.max(8, Math.round(width * uniform(random, 0.62, 0.75)))
    const canvas = roomy(width, height)
    const body = ramp(
      tint(random, [
        [46, 44, 48],
        [120, 70, 44],
        [200, 60, 50],
        [80, 110, 150],
      ] as RGB[]),
      3,
    )
    const plate = Math.max(1, Math.round(height * uniform(random, 0.22, 0.3)))
    const hump = Math.max(1, Math.round(height * 0.14))
    const top = 1 + hump
    rect(canvas, 1, top + plate, width, height, at(body, 1))
    for (let y = top + plate; y <= height; y++)
      for (let x = 1; x <= width; x++)
        if ((x + y) % 3 === 0 && (x * y) % 2 === 0) canvas.set(x, y, at(body, 0))
    rect(canvas, 1, top, width, top + plate - 1, at(metal, 1))
    line(canvas, 1, top, width, top, at(metal, 2))
    const hw = Math.round(width * 0.3)
    const hx = Math.round(1 + width * 0.36)
    polygon(
      canvas,
      [
        [hx - 0.5, top + 0.5],
        [hx + hw * 0.2, 1],
        [hx + hw * 0.8, 1],
        [hx + hw + 0.5, top + 0.5],
      ],
      at(metal, 1),
    )
    line(canvas, hx + hw * 0.2, 1, hx + hw * 0.8, 1, at(metal, 2))
    if (width >= 20) rect(canvas, 1 + width * 0.08, top - 1, 1 + width * 0.2, top - 1, dark)
    const lr = Math.max(1.5, Math.min(width, height) * uniform(random, 0.28, 0.34))
    const [lx, ly] = [1 + width * 0.52, (top + plate + height) / 2 + 0.5]
    ellipse(canvas, lx, ly, lr, lr, (x, y) => (x - lx + (y - ly) < 0 ? at(metal, 2) : at(metal, 0)))
    ellipse(canvas, lx, ly, lr * 0.78, lr * 0.78, solid(at(metal, 1)))
    ellipse(canvas, lx, ly, lr * 0.58, lr * 0.58, (x, y) =>
      x - lx + (y - ly) < -lr * 0.3 ? at(glass, 1) : at(glass, 0),
    )
    if (lr >= 3) canvas.set(Math.round(lx - lr * 0.25), Math.round(ly - lr * 0.25), glint)
    if (width >= 28 && random() < 0.5) {
      const fx = Math.round(1 + width * 0.82)
      rect(canvas, fx, top + 1, fx + Math.max(1, Math.round(width * 0.1)), top + plate - 1, glint)
    }
    return finish(canvas, random, dark, { outline: 0.9 })
  }
  if (kind === 'telescope') {
    const size = side(random, 0.1, 20, 104)
    const canvas = roomy(size, size)
    const tube = ramp(
      tint(random, [
        [200, 160, 70],
        [60, 70, 120],
        [180, 180, 186],
        [130, 40, 40],
      ] as RGB[]),
      3,
    )
    const wood = ramp(nudge(random, [140, 96, 56]), 2)
    const [jx, jy] = [1 + size * 0.5, 1 + size * 0.5]
    for (const [fx, c] of [
      [0.15, at(wood, 1)],
      [0.85, at(wood, 0)],
      [0.55, at(wood, 1)],
    ] as const)
      line(canvas, jx, jy, 1 + size * fx, size, c)
    const a = -uniform(random, 0.35, 0.7)
    const [dx, dy] = [Math.cos(a), Math.sin(a)]
    const len = size * 0.48
    const w0 = Math.max(1.5, size * 0.07)
    const w1 = Math.max(2, size * 0.12)
    const [bx, by] = [jx - dx * len * 0.45, jy - dy * len * 0.45]
    const [ex, ey] = [jx + dx * len * 0.55, jy + dy * len * 0.55]
    const [nx, ny] = [-dy, dx]
    polygon(
      canvas,
      [
        [bx + 0.5 + nx * w0, by + 0.5 + ny * w0],
        [ex + 0.5 + nx * w1, ey + 0.5 + ny * w1],
        [ex + 0.5 - nx * w1, ey + 0.5 - ny * w1],
        [bx + 0.5 - nx * w0, by + 0.5 - ny * w0],
      ],
      at(tube, 1),
    )
    line(
      canvas,
      bx + nx * (w0 - 0.5),
      by + ny * (w0 - 0.5),
      ex + nx * (w1 - 0.5),
      ey + ny * (w1 - 0.5),
      at(tube, 0),
    )
    line(
      canvas,
      bx - nx * (w0 - 0.5),
      by - ny * (w0 - 0.5),
      ex - nx * (w1 - 0.5),
      ey - ny * (w1 - 0.5),
      at(tube, 2),
    )
    for (const t of [0.3, 0.65]) {
      const [rx, ry] = [bx + (ex - bx) * t, by + (ey - by) * t]
      const w = w0 + (w1 - w0) * t
      line(canvas, rx + nx * w, ry + ny * w, rx - nx * w, ry - ny * w, at(metal, 1))
    }
    bar(canvas, bx, by, bx - dx * size * 0.08, by - dy * size * 0.08, w0 * 1.2, dark)
    line(canvas, ex + nx * w1, ey + ny * w1, ex - nx * w1, ey - ny * w1, glint)
    return finish(canvas, random, dark, { outline: 0.8 })
  }
  if (kind === 'binoculars') {
    const width = side(random, 0.25, 14, 80)
    const height = Math.max(8, Math.round(width * uniform(random, 0.55, 0.7)))
    const canvas = roomy(width, height)
    const body = ramp(
      tint(random, [
        [40, 40, 44],
        [90, 100, 70],
        [120, 80, 50],
      ] as RGB[]),
      3,
    )
    const r = width * 0.26
    for (const s of [-1, 1]) {
      const cx = 1 + width / 2 + s * width * 0.24
      rect(canvas, cx - r * 0.8, 1 + height * 0.15, cx + r * 0.8, height - r * 0.5, at(body, 1))
      line(canvas, cx - r * 0.8, 1 + height * 0.15, cx - r * 0.8, height - r * 0.5, at(body, 2))
      ellipse(canvas, cx, height - r + 0.5, r, r, (x, y) =>
        x - cx + (y - height + r) < 0 ? at(body, 2) : at(body, 0),
      )
      ellipse(canvas, cx, height - r + 0.5, r * 0.68, r * 0.68, (x, y) =>
        x - cx + (y - height + r) < -r * 0.3 ? at(glass, 1) : at(glass, 0),
      )
      if (r >= 4) canvas.set(Math.round(cx - r * 0.3), Math.round(height - r * 1.2), glint)
    }
    rect(canvas, 1 + width * 0.4, 1 + height * 0.25, 1 + width * 0.6, 1 + height * 0.45, at(metal, 1))
    ellipse(
      canvas,
      1 + width / 2,
      1 + height * 0.2,
      Math.max(1, width * 0.06),
      Math.max(1, width * 0.06),
      solid(at(metal, 2)),
    )
    return finish(canvas, random, dark, { outline: 0.85, mirror: false })
  }
  const size = side(random, 0.25, 14, 88)
  const canvas = roomy(size, size)
  const rim = ramp(
    tint(random, [
      [40, 40, 44],
      [200, 160, 70],
      [180, 180, 190],
    ] as RGB[]),
    2,
  )
  const handle = ramp(
    tint(random, [
      [120, 70, 40],
      [40, 40, 44],
      [180, 40, 40],
    ] as RGB[]),
    2,
  )
  const R = size * 0.34
  const [cx, cy] = [1 + R + 0.5, 1 + R + 0.5]
  const t = Math.max(1, Math.round(R * 0.2))
  const hw = Math.max(1.2, size * 0.08)
  bar(canvas, cx + R * 0.7, cy + R * 0.7, size - hw, size - hw, hw * 2, at(handle, 1))
  bar(canvas, cx + R * 0.7, cy + R * 0.7, cx + R * 1.05, cy + R * 1.05, hw * 1.4, at(rim, 1))
  ellipse(canvas, cx, cy, R - t + 0.5, R - t + 0.5, (x, y) =>
    Math.abs(x - cx + (y - cy) + R * 0.5) < Math.max(0.8, R * 0.12)
      ? glint
      : bayer(x, y) < 0.25
        ? at(glass, 1)
        : mix(at(glass, 1), glint, 0.55),
  )
  ring(canvas, cx, cy, R, R, t, at(rim, 1))
  if (t >= 2) ring(canvas, cx, cy, R, R, 1, at(rim, 0))
  return finish(canvas, random, dark, { outline: 0.85 })
}

/**
 * Steam trains seen from the side: a locomotive (a banded boiler, a flared chimney puffing grey smoke on
 * some, a dome, a cab with a window, a cowcatcher, large spoked driving wheels joined by a rod and small
 * leading wheels), a wagon (a planked box car with a door, a tank car or an open wagon heaped with coal),
 * or a locomotive pulling one or two wagons along a rail on sleepers, 20 to 128 px wide; facing either way.
 */
const trainSprite: SpriteGenerator['draw'] = (random) => {
  const kind = pick(random, ['loco', 'loco', 'wagon', 'train'] as const)
  const dark = ink(random)
  const paint = ramp(
    tint(random, [
      [40, 44, 50],
      [40, 110, 70],
      [170, 40, 40],
      [50, 80, 150],
    ] as RGB[]),
    3,
  )
  const trim = tint(random, [
    [226, 180, 60],
    [200, 60, 50],
    [220, 220, 210],
  ] as RGB[])
  const metal = nudge(random, [150, 150, 158])
  const smoke = ramp(nudge(random, [200, 200, 206]), 2)
  const wood = ramp(nudge(random, [150, 100, 60]), 2)
  const unit = (k: 'loco' | 'wagon', len: number, h: number) => ({ k, len, h })
  let cars: { k: 'loco' | 'wagon'; len: number; h: number }[]
  const rails = kind === 'train' || random() < 0.35
  if (kind === 'train') {
    const total = int(random, 64, 128)
    const wagons = total >= 96 ? 2 : 1
    const h = Math.max(12, Math.round(total * uniform(random, 0.16, 0.22)))
    const locoLen = Math.round(total * (wagons === 2 ? 0.42 : 0.56))
    const wagonLen = Math.floor((total - locoLen - wagons) / wagons)
    cars = [
      unit('loco', locoLen, h),
      ...Array.from({ length: wagons }, () => unit('wagon', wagonLen, Math.round(h * 0.8))),
    ]
  } else {
    const len = side(random, 0.1, 20, 112)
    cars = [
      unit(kind, len, Math.max(8, Math.round(len * uniform(random, kind === 'loco' ? 0.42 : 0.45, 0.6)))),
    ]
  }
  const width = cars.reduce((s, c) => s + c.len, 0) + cars.length - 1
  const height = Math.max(...cars.map((c) => c.h))
  const smokeH = cars[0]?.k === 'loco' && random() < 0.5 ? Math.round(height * 0.45) : 0
  const railH = rails ? 2 : 0
  const canvas = roomy(width, height + smokeH + railH)
  const base = smokeH + height // wheel bottoms sit on this row (1-based with the margin)
  /** Spoked wheel centred at (cx, cy). */
  const wheel = (cx: number, cy: number, r: number) => {
    ellipse(canvas, cx, cy, r, r, solid(dark))
    if (r >= 2.5) {
      ellipse(canvas, cx, cy, r - 1, r - 1, solid(metal))
      for (let k = 0; k < 4; k++) {
        const a = (k * Math.PI) / 4
        line(
          canvas,
          cx - Math.cos(a) * (r - 1),
          cy - Math.sin(a) * (r - 1),
          cx + Math.cos(a) * (r - 1),
          cy + Math.sin(a) * (r - 1),
          dark,
        )
      }
    }
    canvas.set(Math.round(cx), Math.round(cy), trim)
  }
  let x0 = 1
  for (const car of cars) {
    const { len, h } = car
    const top = 1 + base - h
    if (car.k === 'loco') {
      const drivers = len >= 40 ? 3 : 2
      // Driving wheels as large as the body allows without overlapping each other.
      const drive = Math.max(1.5, Math.min(h * 0.22, (len * 0.5) / drivers / 2 - 0.5))
      const boilerTop = top + Math.round(h * 0.3)
      const boilerBottom = base - Math.round(drive * 1.6)
      const cabX = x0 + Math.round(len * 0.66)
      // Boiler: a long cylinder, shaded in bands from the top.
      for (let y = boilerTop; y <= boilerBottom; y++) {
        const v = (y - boilerTop) / Math.max(1, boilerBottom - boilerTop)
        rect(
          canvas,
          x0 + Math.round(len * 0.1),
          y,
          cabX,
          y,
          v < 0.25 ? at(paint, 2) : v > 0.75 ? at(paint, 0) : at(paint, 1),
        )
      }
      for (let k = 1; k <= 2; k++) {
        const bx = Math.round(x0 + len * 0.1 + ((cabX - x0 - len * 0.1) * k) / 3)
        line(canvas, bx, boilerTop, bx, boilerBottom, trim)
      }
      rect(
        canvas,
        x0 + Math.round(len * 0.06),
        boilerTop,
        x0 + Math.round(len * 0.1),
        boilerBottom,
        at(paint, 0),
      )
      // Chimney and dome.
      const chX = x0 + Math.round(len * 0.18)
      const chW = Math.max(1, Math.round(len * 0.05))
      rect(canvas, chX, top + Math.round(h * 0.08), chX + chW, boilerTop - 1, at(paint, 0))
      rect(canvas, chX - 1, top, chX + chW + 1, top + Math.max(0, Math.round(h * 0.08)), at(paint, 0))
      const dx = x0 + Math.round(len * 0.42)
      ellipse(canvas, dx, boilerTop, Math.max(1, len * 0.05), Math.max(1, h * 0.12), (_x, y) =>
        y <= boilerTop ? trim : null,
      )
      // Cab: a box with a window and a roof.
      rect(canvas, cabX, top + Math.round(h * 0.1), x0 + len - 1, boilerBottom, at(paint, 1))
      rect(canvas, cabX - 1, top + Math.round(h * 0.06), x0 + len, top + Math.round(h * 0.1), at(paint, 0))
      const wy0 = top + Math.round(h * 0.2)
      const wy1 = top + Math.round(h * 0.42)
      if (wy1 > wy0)
        rect(
          canvas,
          cabX + Math.round(len * 0.06),
          wy0,
          x0 + len - 1 - Math.round(len * 0.06),
          wy1,
          at(smoke, 1),
        )
      // Running board, cowcatcher, wheels and the rod.
      line(canvas, x0, boilerBottom + 1, x0 + len - 1, boilerBottom + 1, trim)
      polygon(
        canvas,
        [
          [x0, base + 0.5],
          [x0 + len * 0.1, boilerBottom + 1.5],
          [x0 + len * 0.14, base + 0.5],
        ],
        at(paint, 0),
      )
      const dxs: number[] = []
      for (let k = 0; k < drivers; k++) {
        const wx = x0 + len * (0.4 + (k * 0.5) / drivers) + drive
        dxs.push(wx)
        wheel(wx, base - drive + 0.5, drive)
      }
      wheel(x0 + len * 0.2, base - drive * 0.55 + 0.5, Math.max(1, drive * 0.55))
      line(canvas, dxs[0] as number, base - drive * 0.6, dxs.at(-1) as number, base - drive * 0.6, trim)
      if (smokeH) {
        let [sx, sy, sr] = [chX + chW / 2, top - 1, Math.max(1, h * 0.1)]
        while (sy - sr > -smokeH * 0.2 && sr < smokeH) {
          ellipse(canvas, sx, sy, sr, sr * 0.8, (x, y) =>
            x - sx + (y - sy) < 0 ? at(smoke, 1) : at(smoke, 0),
          )
          sy -= sr * 1.2
          sx += sr * 0.9
          sr *= 1.25
        }
      }
    } else {
      const style = pick(random, ['box', 'tank', 'coal'] as const)
      const bodyTop = top + (style === 'coal' ? Math.round(h * 0.25) : 0)
      const bodyBottom = base - Math.max(2, Math.round(h * 0.22))
      if (style === 'tank') {
        const r = (bodyBottom - bodyTop) / 2
        rect(canvas, x0 + r, bodyTop, x0 + len - 1 - r, bodyBottom, at(paint, 1))
        for (const ex of [x0 + r, x0 + len - 1 - r])
          ellipse(canvas, ex, bodyTop + r, r, r, solid(at(paint, 1)))
        line(canvas, x0 + r, bodyTop, x0 + len - 1 - r, bodyTop, at(paint, 2))
        rect(
          canvas,
          x0 + len / 2 - 1,
          bodyTop - Math.max(1, Math.round(h * 0.1)),
          x0 + len / 2 + 1,
          bodyTop,
          trim,
        )
      } else {
        rect(canvas, x0, bodyTop, x0 + len - 1, bodyBottom, style === 'box' ? at(wood, 1) : at(paint, 1))
        for (let x = x0 + 2; x < x0 + len - 1; x += 3)
          line(canvas, x, bodyTop, x, bodyBottom, style === 'box' ? at(wood, 0) : at(paint, 0))
        line(canvas, x0, bodyTop, x0 + len - 1, bodyTop, trim)
        if (style === 'box' && len >= 16) {
          const dw = Math.round(len * 0.25)
          const dxl = x0 + Math.round((len - dw) / 2)
          rect(canvas, dxl, bodyTop + 1, dxl + dw, bodyBottom, at(paint, 1))
          line(canvas, dxl, bodyTop + 1, dxl + dw, bodyBottom, at(paint, 0))
          line(canvas, dxl + dw, bodyTop + 1, dxl, bodyBottom, at(paint, 0))
        }
        if (style === 'coal')
          for (let x = x0 + 1; x < x0 + len - 1; x++) {
            const hy = bodyTop - 1 - Math.round(Math.sin(((x - x0) / len) * Math.PI) * h * 0.22)
            for (let y = hy; y < bodyTop; y++) canvas.set(x, y, (x + y) % 3 === 0 ? at(smoke, 0) : dark)
          }
      }
      const wr = Math.max(1, h * 0.16)
      for (const f of [0.22, 0.78]) wheel(x0 + len * f, base - wr + 0.5, wr)
    }
    if (car !== cars.at(-1))
      line(canvas, x0 + len - 1, base - Math.round(h * 0.25), x0 + len + 1, base - Math.round(h * 0.25), dark)
    x0 += len + 1
  }
  canvas.outline(dark, null)
  if (rails) {
    for (let x = 0; x < canvas.width; x++) {
      canvas.set(x, base + 1, metal)
      canvas.set(x, base + 2, x % 4 === 0 ? at(wood, 0) : null)
    }
  }
  return backed(trimmed(random() < 0.5 ? flipped(canvas) : canvas), random, 0.25)
}

export const TUMULUS_GENERATORS: SpriteGenerator[] = [
  { name: 'sewing', draw: within(sewingSprite) },
  { name: 'tv-radio-cassette', draw: within(electronicsSprite) },
  { name: 'shell-starfish-coral', draw: within(shellSprite) },
  { name: 'mask', draw: within(maskSprite) },
  { name: 'palette-brush-easel', draw: within(paintSprite, 5) },
  { name: 'egg-nest', draw: within(eggSprite) },
  { name: 'camera-telescope', draw: within(opticsSprite) },
  { name: 'steam-train', draw: within(trainSprite, 5) },
]
