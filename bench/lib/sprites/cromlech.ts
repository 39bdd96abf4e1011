// The generators of the `cromlech` split of the wide recovery bench, written before round 12 changes the
// method and used by no other split: crowns, rings and amulets, anchors, compass roses and ships' wheels,
// magnets, batteries and light bulbs, fences and gates, beehives, bees and honeycomb, gears, umbrellas, and
// archery targets and bows. Held back until round 12 scored it once; a development split now: see
// bench/lib/wide/splits.ts.
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
  begin,
  ellipse,
  mix,
  pick,
  polygon,
  ring,
  scale,
  solid,
  side,
  ramp,
  bayer,
  nudge,
  tint,
  trimmed,
  flipped,
  within,
  rotated,
} from './canvas.ts'

/** A near-black with a warm or cold cast: outlines, holes, strings. */
const ink = (random: Random): RGB => {
  const v = int(random, 12, 34)
  return [v + int(random, 0, 10), v + int(random, 0, 8), v + int(random, 0, 14)]
}

/** Whether the pixel is drawn and not the background colour (so shading passes skip the ground). */
const figure = (canvas: Canvas, background: RGB | null, x: number, y: number) => {
  if (!canvas.opaque(x, y)) return false
  if (!background) return true
  const o = (y * canvas.width + x) * 4
  return !(
    canvas.data[o] === background[0] &&
    canvas.data[o + 1] === background[1] &&
    canvas.data[o + 2] === background[2]
  )
}

/** Whether the pixel holds exactly the colour `c`. */
const holds = (canvas: Canvas, x: number, y: number, c: RGB) => {
  if (!canvas.opaque(x, y)) return false
  const o = (y * canvas.width + x) * 4
  return canvas.data[o] === c[0] && canvas.data[o + 1] === c[1] && canvas.data[o + 2] === c[2]
}

/** Every pixel of colour `from` repainted by `paint` (shading a shape drawn flat). */
const repaint = (canvas: Canvas, from: RGB, paint: (x: number, y: number) => RGB) => {
  for (let y = 0; y < canvas.height; y++)
    for (let x = 0; x < canvas.width; x++) if (holds(canvas, x, y, from)) canvas.set(x, y, paint(x, y))
}

/** A copy with each row shifted right by `k` px per row above the bottom: a lean, with stepped edges. */
function sheared(canvas: Canvas, k: number, background: RGB | null): Canvas {
  const extra = Math.ceil(Math.abs(k) * (canvas.height - 1))
  const out = begin(canvas.width + extra, canvas.height, background)
  for (let y = 0; y < canvas.height; y++) {
    const shift = Math.round((k >= 0 ? canvas.height - 1 - y : y) * Math.abs(k))
    for (let x = 0; x < canvas.width; x++)
      if (figure(canvas, background, x, y)) {
        const o = (y * canvas.width + x) * 4
        out.set(x + shift, y, [
          canvas.data[o] as number,
          canvas.data[o + 1] as number,
          canvas.data[o + 2] as number,
        ])
      }
  }
  return out
}

const METALS: RGB[] = [
  [226, 178, 56], // gold
  [236, 206, 104], // pale gold
  [196, 202, 214], // silver
  [204, 128, 72], // copper
]
const GEMS: RGB[] = [
  [214, 36, 60],
  [40, 116, 222],
  [36, 176, 96],
  [168, 64, 204],
  [236, 236, 246],
]

/**
 * Jewellery: a crown (a band set with gems, three to five points with a ball or gem on each tip, a velvet
 * cap behind the points on some), a ring seen at an angle (the far side of the band darker, a faceted gem
 * in a prong setting) or an amulet (a V of chain in alternating tones, a rimmed pendant with a gem);
 * metal in four tones lit from the top left with a dithered turn; on transparency or velvet; 8 to 80 px.
 */
const crownSprite: SpriteGenerator['draw'] = (random) => {
  const kind = pick(random, ['crown', 'crown', 'ring', 'amulet'] as const)
  const size = side(random, 0.3, 14, kind === 'crown' ? 80 : 56)
  const width = kind === 'amulet' ? Math.max(8, Math.round(size * uniform(random, 0.6, 0.8))) : size
  const height = kind === 'crown' ? Math.max(8, Math.round(size * uniform(random, 0.6, 0.85))) : size
  const background: RGB | null =
    random() < 0.15
      ? tint(random, [
          [110, 22, 44],
          [30, 30, 84],
          [22, 64, 44],
        ] as RGB[])
      : null
  const canvas = begin(width, height, background)
  const dark = ink(random)
  const metal = ramp(tint(random, METALS), 4)
  const gem = ramp(tint(random, GEMS), 3)
  const flat = nudge(random, [128, 128, 128])
  /** Metal lit from the top left, by its share across (u) and down (v), dithered where it turns. */
  const shade = (x: number, y: number, u: number, v: number): RGB => {
    const d = u * 0.7 + v * 0.3
    if (d < 0.22) return at(metal, 3)
    if (d > 0.8) return at(metal, 0)
    if (d > 0.62) return bayer(x, y) < 0.5 ? at(metal, 0) : at(metal, 1)
    return d < 0.42 ? at(metal, 2) : at(metal, 1)
  }
  const stone = (cx: number, cy: number, r: number) => {
    ellipse(canvas, cx, cy, r, r, (x, y) =>
      x - cx + (y - cy) < -r * 0.4 ? at(gem, 2) : x - cx + (y - cy) > r * 0.5 ? at(gem, 0) : at(gem, 1),
    )
    if (r >= 2) canvas.set(Math.round(cx - r * 0.4), Math.round(cy - r * 0.4), [255, 255, 255])
  }
  if (kind === 'crown') {
    const bandH = Math.max(2, Math.round(height * uniform(random, 0.18, 0.26)))
    const bandTop = height - bandH
    const points = width < 20 ? 3 : int(random, 3, 5)
    const ball = Math.max(0.6, width / 24)
    const tipY = Math.ceil(ball * 2)
    const dipY = Math.round(bandTop - (bandTop - tipY) * uniform(random, 0.35, 0.55))
    if (width >= 24 && random() < 0.5) {
      // A velvet cap behind the points.
      const velvet = ramp(
        tint(random, [
          [170, 30, 50],
          [60, 40, 150],
        ] as RGB[]),
        2,
      )
      ellipse(canvas, (width - 1) / 2, dipY, width * 0.36, dipY - tipY * 0.5, (x, y) =>
        x > width * 0.55 && bayer(x, y) < 0.5 ? at(velvet, 0) : at(velvet, 1),
      )
    }
    const outline: [number, number][] = [[0, bandTop + 1]]
    for (let k = 0; k < points; k++) {
      const px = (k * width) / (points - 1)
      if (k > 0) outline.push([px - width / (points - 1) / 2, dipY])
      outline.push([Math.min(width, Math.max(0, px + (k === 0 ? 0.5 : k === points - 1 ? -0.5 : 0))), tipY])
    }
    outline.push([width, bandTop + 1])
    polygon(canvas, outline, flat)
    rect(canvas, 0, bandTop, width - 1, height - 1, flat)
    repaint(canvas, flat, (x, y) =>
      y >= bandTop
        ? y === bandTop
          ? at(metal, 3)
          : y === height - 1
            ? at(metal, 0)
            : shade(x, y, x / width, 0.4)
        : shade(x, y, x / width, y / height),
    )
    for (let k = 0; k < points; k++) {
      const px = Math.min(width - 1 - ball, Math.max(ball, (k * (width - 1)) / (points - 1)))
      if (random() < 0.5 && ball >= 1.5) stone(px, ball, ball)
      else ellipse(canvas, px, ball, ball, ball, (x, y) => (x + y < px + ball ? at(metal, 3) : at(metal, 1)))
    }
    const gems = Math.max(1, Math.min(5, Math.round(width / 12)))
    const gr = Math.max(0.6, bandH * 0.3)
    for (let k = 0; k < gems; k++) stone(((k + 0.5) * width) / gems - 0.5, bandTop + bandH / 2 - 0.5, gr)
  } else if (kind === 'ring') {
    const cx = (width - 1) / 2
    const rx = width * 0.42
    const ry = rx * uniform(random, 0.55, 0.8)
    const cy = height - 1 - ry
    const t = Math.max(1, Math.round(width / uniform(random, 8, 12)))
    ring(canvas, cx, cy, rx, ry, t, flat)
    repaint(canvas, flat, (x, y) =>
      y < cy - ry * 0.2 ? (x < cx ? at(metal, 1) : at(metal, 0)) : shade(x, y, (x - cx + rx) / (2 * rx), 0.3),
    )
    // The setting: prongs on the band's top, a faceted stone above.
    const g = Math.max(1.5, width * uniform(random, 0.14, 0.2))
    const top = Math.max(0, cy - ry - g * 2.2)
    rect(canvas, cx - g, top + g, cx + g, cy - ry + 1, at(metal, 1))
    polygon(
      canvas,
      [
        [cx + 0.5 - g, top + g * 0.7],
        [cx + 0.5 + g, top + g * 0.7],
        [cx + 0.5, top + g * 2],
      ],
      at(gem, 0),
    )
    polygon(
      canvas,
      [
        [cx + 0.5 - g, top + g * 0.7],
        [cx + 0.5 - g * 0.5, top],
        [cx + 0.5 + g * 0.5, top],
        [cx + 0.5 + g, top + g * 0.7],
      ],
      at(gem, 2),
    )
    if (g >= 2.5) line(canvas, cx - g * 0.5, top + g * 0.7, cx, top + g * 2 - 1, at(gem, 1))
  } else {
    const cx = (width - 1) / 2
    const pr = Math.max(2, width * uniform(random, 0.26, 0.34))
    const pcy = height - 1 - pr
    // The chain: a V of links in alternating tones.
    for (const sx of [0, width - 1]) {
      const steps = Math.ceil(Math.hypot(sx - cx, pcy - pr))
      for (let i = 0; i <= steps; i++) {
        const t = i / steps
        canvas.set(
          Math.round(sx + (cx - sx) * t),
          Math.round((pcy - pr) * t),
          i % 2 ? at(metal, 1) : at(metal, 3),
        )
      }
    }
    if (random() < 0.5) {
      // A teardrop: a point above the disc.
      polygon(
        canvas,
        [
          [cx + 0.5 - pr * 0.7, pcy - pr * 0.4],
          [cx + 0.5, pcy - pr * 1.5],
          [cx + 0.5 + pr * 0.7, pcy - pr * 0.4],
        ],
        flat,
      )
    }
    ellipse(canvas, cx, pcy, pr, pr, solid(flat))
    repaint(canvas, flat, (x, y) => shade(x, y, (x - cx + pr) / (2 * pr), (y - pcy + pr) / (2 * pr)))
    stone(cx, pcy, Math.max(0.8, pr * 0.55))
  }
  if (random() < 0.85) canvas.outline(dark, background)
  return background ? canvas.image() : trimmed(canvas)
}

/**
 * A nautical emblem: an anchor (a ring, a stock across the shank, curved arms ending in flukes, rope wound
 * round the shank in 1-px diagonals on some), a compass rose (eight points split into a lit and a shaded
 * half, a ring with ticks, an N on larger ones, on parchment or transparency) or a ship's wheel (a rim, a
 * hub and eight turned spokes at any angle ending in knobs); 8 to 96 px.
 */
const nauticalSprite: SpriteGenerator['draw'] = (random) => {
  const kind = pick(random, ['anchor', 'compass', 'wheel'] as const)
  const dark = ink(random)
  if (kind === 'anchor') {
    const height = side(random, 0.2, 14, 96)
    const width = Math.max(8, Math.round(height * uniform(random, 0.62, 0.8)))
    const canvas = begin(width, height, null)
    const metal = ramp(
      tint(random, [
        [80, 86, 96],
        [196, 150, 70],
        [150, 84, 52],
      ] as RGB[]),
      3,
    )
    const cx = (width - 1) / 2
    const sw = Math.max(1, Math.round(width / 11))
    const rr = Math.max(1.5, width * 0.11)
    ring(canvas, cx, rr, rr, rr, Math.max(1, Math.round(rr * 0.45)), at(metal, 1))
    const armR = width * 0.46
    const armCy = height - 1 - armR * 0.8
    bar(canvas, cx, rr * 2, cx, armCy + armR * 0.8 - sw, sw, at(metal, 1))
    const stockY = Math.round(rr * 2 + Math.max(1, height * 0.07))
    rect(canvas, cx - width * 0.26, stockY, cx + width * 0.26, stockY + sw - 1, at(metal, 1))
    for (const s of [-1, 1])
      ellipse(canvas, cx + s * width * 0.27, stockY + (sw - 1) / 2, sw * 0.7, sw * 0.7, solid(at(metal, 2)))
    // The arms: the lower half of an ellipse ring, flukes at both ends.
    const ir = Math.max(0.5, armR - sw - 0.5)
    ellipse(canvas, cx, armCy, armR, armR * 0.8, (x, y) =>
      y >= armCy && ((x - cx) / ir) ** 2 + ((y - armCy) / Math.max(0.5, armR * 0.8 - sw - 0.5)) ** 2 > 1
        ? at(metal, 1)
        : null,
    )
    const fl = Math.max(1.5, width * 0.13)
    for (const s of [-1, 1]) {
      const ex = cx + s * (armR - sw / 2)
      polygon(
        canvas,
        [
          [ex + 0.5 - s * fl, armCy + 0.5],
          [ex + 0.5 + s * fl * 0.6, armCy + 0.5],
          [ex + 0.5 + s * fl * 0.2, armCy + 0.5 - fl * 1.6],
        ],
        at(metal, 1),
      )
    }
    repaint(canvas, at(metal, 1), (x, y) =>
      figure(canvas, null, x - 1, y)
        ? figure(canvas, null, x + 1, y)
          ? at(metal, 1)
          : at(metal, 0)
        : at(metal, 2),
    )
    if (height >= 20 && random() < 0.55) {
      // Rope: short diagonals across the shank, and a loose end from the ring.
      const rope = nudge(random, [206, 176, 120])
      for (let y = Math.round(stockY + sw + 2); y < armCy - 1; y += 3)
        line(canvas, cx - sw - 1, y, cx + sw + 1, y + 2, rope)
      line(canvas, cx + rr, rr * 1.6, cx + width * 0.4, stockY + height * 0.2, rope)
    }
    if (random() < 0.85) canvas.outline(dark, null)
    return trimmed(random() < 0.5 ? flipped(canvas) : canvas)
  }
  const size = side(random, kind === 'wheel' ? 0.08 : 0.2, 18, 96)
  const parchment = kind === 'compass' && random() < 0.4
  const background: RGB | null = parchment ? nudge(random, [226, 206, 160]) : null
  const canvas = begin(size, size, background)
  const c = (size - 1) / 2
  if (kind === 'compass') {
    const pale = nudge(random, [240, 232, 210])
    const red = tint(random, [
      [190, 40, 40],
      [40, 70, 150],
      [30, 30, 40],
    ] as RGB[])
    const grey = ramp(nudge(random, [120, 120, 130]), 2)
    const R = size * 0.47
    if (size >= 24) {
      ring(canvas, c, c, R * 0.78, R * 0.78, 1, dark)
      for (let k = 0; k < 16; k++) {
        const a = (k * Math.PI) / 8
        const [r0, r1] = k % 2 ? [R * 0.7, R * 0.78] : [R * 0.64, R * 0.78]
        line(
          canvas,
          c + Math.cos(a) * r0,
          c + Math.sin(a) * r0,
          c + Math.cos(a) * r1,
          c + Math.sin(a) * r1,
          dark,
        )
      }
    }
    /** One point of the star: a lit half and a shaded half. */
    const point = (a: number, len: number, half: number, lit: RGB, shaded: RGB) => {
      const [dx, dy] = [Math.cos(a), Math.sin(a)]
      const [nx, ny] = [-dy, dx]
      const tip: [number, number] = [c + 0.5 + dx * len, c + 0.5 + dy * len]
      const mid: [number, number] = [c + 0.5, c + 0.5]
      polygon(canvas, [mid, tip, [c + 0.5 + nx * half, c + 0.5 + ny * half]], lit)
      polygon(canvas, [mid, tip, [c + 0.5 - nx * half, c + 0.5 - ny * half]], shaded)
    }
    for (let k = 0; k < 4; k++)
      point(Math.PI / 4 + (k * Math.PI) / 2, R * 0.62, R * 0.14, at(grey, 1), at(grey, 0))
    for (let k = 0; k < 4; k++)
      point(
        (k * Math.PI) / 2 - Math.PI / 2,
        R,
        R * 0.2,
        k === 0 ? red : pale,
        k === 0 ? scale(red, 0.6) : at(grey, 1),
      )
    ellipse(canvas, c, c, Math.max(0.6, size / 28), Math.max(0.6, size / 28), solid(dark))
    if (size >= 48) {
      // An N above the north point: three 1-px strokes.
      const [nx, ny, nw, nh] = [Math.round(c - 2), 0, 4, 5]
      line(canvas, nx, ny + nh - 1, nx, ny, dark)
      line(canvas, nx, ny, nx + nw - 1, ny + nh - 1, dark)
      line(canvas, nx + nw - 1, ny + nh - 1, nx + nw - 1, ny, dark)
    }
  } else {
    const wood = ramp(
      tint(random, [
        [150, 96, 52],
        [112, 70, 40],
        [176, 120, 66],
      ] as RGB[]),
      3,
    )
    const brass = nudge(random, [214, 172, 70])
    const R = size * 0.33
    const turn = uniform(random, 0, Math.PI / 4)
    const sw = Math.max(1, Math.round(size / 22))
    for (let k = 0; k < 8; k++) {
      const a = turn + (k * Math.PI) / 4
      const reach = size * 0.47
      bar(canvas, c, c, c + Math.cos(a) * (reach - sw), c + Math.sin(a) * (reach - sw), sw, at(wood, 1))
      const kr = Math.max(0.8, size / 28)
      ellipse(
        canvas,
        c + Math.cos(a) * (reach - kr),
        c + Math.sin(a) * (reach - kr),
        kr,
        kr,
        solid(at(wood, 2)),
      )
    }
    const t = Math.max(1, Math.round(size / 14))
    ring(canvas, c, c, R, R, t, at(wood, 0))
    if (t >= 2) ring(canvas, c, c, R - 0.5, R - 0.5, 1, at(wood, 2))
    const hr = Math.max(1, size * 0.08)
    ellipse(canvas, c, c, hr, hr, (x, y) => (x + y < 2 * c ? brass : scale(brass, 0.7)))
  }
  if (random() < 0.8) canvas.outline(dark, background)
  return background ? canvas.image() : trimmed(canvas)
}

/**
 * Electrics: a horseshoe magnet (a red U lit on one side with silver tips, dotted field lines or 1-px
 * zigzag sparks between the poles), a battery (a cylinder in three tones with a label band and a glint,
 * a terminal nub and a plus sign, upright or lying, as narrow as 5 px) or a light bulb (a glass globe and
 * neck with a zigzag filament on two posts, a grooved screw base, lit with a dithered glow and rays on a
 * dark ground, or unlit); 8 to 96 px.
 */
const electricSprite: SpriteGenerator['draw'] = (random) => {
  const kind = pick(random, ['magnet', 'battery', 'battery', 'bulb'] as const)
  const dark = ink(random)
  if (kind === 'battery') {
    const long = side(random, 0.35, 12, 64)
    const short = Math.max(5, Math.round(long * uniform(random, 0.28, 0.45)))
    const canvas = begin(short, long, null)
    const body = ramp(
      tint(random, [
        [40, 40, 46],
        [40, 120, 70],
        [40, 80, 170],
        [200, 60, 40],
      ] as RGB[]),
      3,
    )
    const band = ramp(
      tint(random, [
        [214, 140, 50],
        [220, 220, 226],
        [230, 200, 60],
      ] as RGB[]),
      3,
    )
    const metal = nudge(random, [196, 200, 208])
    const nub = Math.max(1, Math.round(long * 0.07))
    const bandTop = nub + Math.round((long - nub) * uniform(random, 0.05, 0.15))
    const bandBottom = nub + Math.round((long - nub) * uniform(random, 0.4, 0.6))
    /** Three tones across the cylinder, a highlight column near the lit edge. */
    const across = (x: number, tones: RGB[]): RGB => {
      const t = x / Math.max(1, short - 1)
      return t < 0.2 ? at(tones, 2) : t > 0.7 ? at(tones, 0) : at(tones, 1)
    }
    for (let y = nub; y < long; y++)
      for (let x = 0; x < short; x++)
        canvas.set(x, y, across(x, y >= bandTop && y <= bandBottom ? band : body))
    rect(canvas, Math.floor(short * 0.3), 0, Math.ceil(short * 0.7) - 1, nub - 1, metal)
    // A glint on the body below the band.
    const glintY = Math.min(long - 3, bandBottom + 2 + Math.round((long - bandBottom) * 0.3))
    canvas.set(Math.round(short * 0.2), glintY, scale(at(body, 2), 1.4))
    for (let x = 0; x < short; x++) canvas.set(x, long - 1, scale(metal, 0.7))
    if (short >= 7) {
      const [px, py] = [Math.round((short - 1) / 2), Math.round((bandTop + bandBottom) / 2)]
      const arm = Math.max(1, Math.floor(short / 5))
      line(canvas, px - arm, py, px + arm, py, dark)
      line(canvas, px, py - arm, px, py + arm, dark)
    }
    const out = random() < 0.5 ? canvas : rotated(canvas)
    if (random() < 0.7) {
      const framed = begin(out.width + 2, out.height + 2, null)
      for (let y = 0; y < out.height; y++)
        for (let x = 0; x < out.width; x++)
          if (out.opaque(x, y)) {
            const o = (y * out.width + x) * 4
            framed.set(x + 1, y + 1, [
              out.data[o] as number,
              out.data[o + 1] as number,
              out.data[o + 2] as number,
            ])
          }
      framed.outline(dark, null)
      return trimmed(framed)
    }
    return trimmed(out)
  }
  if (kind === 'magnet') {
    const width = side(random, 0.25, 12, 72)
    const sparks = random() < 0.55
    const height = Math.max(8, Math.round(width * uniform(random, 0.9, 1.15) + (sparks ? width * 0.25 : 0)))
    const canvas = begin(width, height, null)
    const red = ramp(nudge(random, [206, 44, 44]), 3)
    const silver = ramp(nudge(random, [200, 204, 212]), 2)
    const R = (width - 1) / 2
    const t = Math.max(2, Math.round(width * uniform(random, 0.24, 0.32)))
    const legEnd = height - 1 - (sparks ? Math.round(width * 0.25) : 0)
    ellipse(canvas, R, R, R + 0.4, R + 0.4, (x, y) =>
      y <= R && (x - R) ** 2 + (y - R) ** 2 > (R - t + 0.4) ** 2 ? at(red, 1) : null,
    )
    rect(canvas, 0, R, t - 1, legEnd, at(red, 1))
    rect(canvas, width - t, R, width - 1, legEnd, at(red, 1))
    const tip = Math.max(1, Math.round(t * 0.8))
    rect(canvas, 0, legEnd - tip + 1, t - 1, legEnd, at(silver, 1))
    rect(canvas, width - t, legEnd - tip + 1, width - 1, legEnd, at(silver, 1))
    repaint(canvas, at(red, 1), (x, y) => {
      const inner = x < R ? x === t - 1 : x === width - t
      return x === 0 || (y <= R && (x - R) ** 2 + (y - R) ** 2 > (R - 0.8) ** 2 && x < R)
        ? at(red, 2)
        : inner
          ? at(red, 0)
          : at(red, 1)
    })
    repaint(canvas, at(silver, 1), (x) => (x === 0 || x === width - t ? at(silver, 1) : at(silver, 0)))
    if (sparks) {
      const spark = nudge(random, [250, 230, 90])
      for (const x0 of [Math.round(t / 2), Math.round(width - 1 - t / 2)]) {
        let [x, y] = [x0, legEnd + 1]
        while (y < height - 1) {
          const nx = x + (random() < 0.5 ? -1 : 1) * int(random, 1, 2)
          line(canvas, x, y, nx, y + 2, spark)
          ;[x, y] = [nx, y + 2]
        }
      }
    } else if (width >= 20) {
      // Field lines: dotted arcs between the poles, below the legs' ends.
      for (const k of [0.2, 0.45]) {
        const rx = (width - t) / 2
        for (let a = 0; a <= Math.PI; a += 0.12) {
          const x = Math.round(R - Math.cos(a) * rx)
          const y = Math.round(legEnd - Math.sin(a) * rx * k)
          if (!canvas.opaque(x, y) && Math.round(a / 0.12) % 2 === 0) canvas.set(x, y, at(silver, 0))
        }
      }
    }
    if (random() < 0.85) canvas.outline(dark, null)
    const out = random() < 0.5 ? canvas : flipVertical(canvas)
    return trimmed(out)
  }
  const height = side(random, 0.25, 14, 72)
  const width = Math.max(8, Math.round(height * uniform(random, 0.6, 0.7)))
  const lit = random() < 0.6
  const night = lit && random() < 0.5
  const background: RGB | null = night ? nudge(random, [24, 22, 40]) : null
  const pad = night ? Math.round(width * 0.3) : 0
  const canvas = begin(width + 2 * pad, height + pad, background)
  const glass = lit ? nudge(random, [252, 236, 150]) : nudge(random, [206, 222, 232])
  const metal = ramp(nudge(random, [176, 178, 184]), 3)
  const cx = pad + (width - 1) / 2
  const r = (width - 1) / 2
  const gy = pad + r
  const baseH = Math.max(2, Math.round(height * 0.24))
  const baseTop = pad + height - baseH
  if (night) {
    const halo = mix(background as RGB, glass, 0.35)
    const gr = r + pad * 0.9
    for (let y = 0; y < canvas.height; y++)
      for (let x = 0; x < canvas.width; x++) {
        const d = Math.hypot(x - cx, y - gy) / gr
        if (d < 1 && bayer(x, y) > d * 0.95) canvas.set(x, y, halo)
      }
    for (let k = 0; k < 8; k++) {
      const a = (k * Math.PI) / 4 + Math.PI / 8
      if (Math.sin(a) > 0.5) continue
      line(
        canvas,
        cx + Math.cos(a) * (r + 2),
        gy + Math.sin(a) * (r + 2),
        cx + Math.cos(a) * (r + pad),
        gy + Math.sin(a) * (r + pad),
        glass,
      )
    }
  }
  ellipse(canvas, cx, gy, r, r, solid(glass))
  polygon(
    canvas,
    [
      [cx + 0.5 - r * 0.9, gy + r * 0.5],
      [cx + 0.5 + r * 0.9, gy + r * 0.5],
      [cx + 0.5 + r * 0.45, baseTop + 0.5],
      [cx + 0.5 - r * 0.45, baseTop + 0.5],
    ],
    glass,
  )
  // A highlight arc on the upper left of the globe.
  if (r >= 3)
    for (let a = Math.PI * 1.05; a < Math.PI * 1.4; a += 0.15)
      canvas.set(
        Math.round(cx + Math.cos(a) * r * 0.65),
        Math.round(gy + Math.sin(a) * r * 0.65),
        [255, 255, 255],
      )
  const wire = lit ? nudge(random, [240, 130, 40]) : nudge(random, [110, 100, 96])
  if (r >= 3) {
    const fy = Math.round(gy + r * 0.1)
    const fw = Math.max(1, Math.round(r * 0.5))
    line(canvas, cx - fw, fy, cx - fw * 0.6, baseTop - 1, wire)
    line(canvas, cx + fw, fy, cx + fw * 0.6, baseTop - 1, wire)
    const zig = Math.max(2, Math.round(fw * 0.8))
    for (let x = Math.round(cx - fw), k = 0; x < cx + fw; x += zig, k++)
      line(canvas, x, fy + (k % 2), Math.min(cx + fw, x + zig), fy + ((k + 1) % 2), wire)
  }
  const bw = Math.max(1.5, r * 0.5)
  for (let y = baseTop; y < pad + height; y++) {
    const bottom = y >= pad + height - Math.max(1, Math.round(baseH * 0.25))
    const c = bottom ? dark : (y - baseTop) % 2 ? at(metal, 0) : at(metal, 2)
    rect(canvas, cx - (bottom ? bw * 0.5 : bw), y, cx + (bottom ? bw * 0.5 : bw), y, c)
  }
  if (!night && random() < 0.85) canvas.outline(dark, background)
  return background ? canvas.image() : trimmed(canvas)
}

/** A mirror image, top to bottom (a magnet with its poles up). */
function flipVertical(canvas: Canvas): Canvas {
  const out = new Canvas(canvas.width, canvas.height)
  for (let y = 0; y < canvas.height; y++)
    out.data.set(
      canvas.data.subarray(y * canvas.width * 4, (y + 1) * canvas.width * 4),
      (canvas.height - 1 - y) * canvas.width * 4,
    )
  return out
}

/**
 * A stretch of fence: a picket fence (pointed or rounded pickets with a lit and a shaded edge over two
 * rails, a gate with a diagonal brace, hinges and a latch on wider ones), a wrought-iron railing (1-px
 * bars with spear tips, rails, ball-topped posts, curls on some) or a ranch fence (posts with thick
 * rails and X braces of 1- or 2-px bars in each bay); on transparency or in front of a sky and a grass
 * strip with a dithered horizon; 8 to 128 px wide.
 */
const fenceSprite: SpriteGenerator['draw'] = (random) => {
  const width = side(random, 0.12, 24, 128)
  const kind = pick(random, ['picket', 'iron', 'ranch'] as const)
  const height = Math.max(8, Math.round(width * uniform(random, kind === 'iron' ? 0.35 : 0.28, 0.6)))
  const scene = random() < 0.3
  const sky = nudge(random, [150, 196, 232])
  const grass = ramp(nudge(random, [86, 150, 64]), 2)
  const background: RGB | null = scene ? sky : null
  const canvas = begin(width, height, background)
  const dark = ink(random)
  const groundH = scene ? Math.max(2, Math.round(height * 0.18)) : 0
  const base = height - 1 - groundH
  if (scene)
    for (let y = base + 1; y < height; y++)
      for (let x = 0; x < width; x++)
        canvas.set(x, y, y === base + 1 && bayer(x, y) < 0.5 ? sky : at(grass, (x + 2 * y) % 5 === 0 ? 0 : 1))
  if (kind === 'picket') {
    const paint = ramp(
      tint(random, [
        [236, 234, 226],
        [176, 120, 70],
        [96, 150, 96],
      ] as RGB[]),
      3,
    )
    const pw = Math.max(2, Math.round(height * uniform(random, 0.1, 0.16)))
    const gap = Math.max(1, Math.round(pw * uniform(random, 0.5, 1)))
    const top = Math.round(height * uniform(random, 0.05, 0.15))
    const pointed = random() < 0.6
    for (const ry of [0.35, 0.75]) {
      const y = Math.round(top + (base - top) * ry)
      rect(canvas, 0, y, width - 1, y + Math.max(0, Math.round(pw / 3)), at(paint, 0))
    }
    const gate = width >= 48 && random() < 0.6
    const gx0 = Math.round(width * uniform(random, 0.35, 0.5))
    const gx1 = gx0 + Math.round(width * 0.22)
    for (let x = 0; x < width; x += pw + gap) {
      if (gate && x + pw > gx0 && x < gx1) continue
      const tipH = pointed ? Math.ceil(pw / 2) : 0
      rect(canvas, x, top + tipH, x + pw - 1, base, at(paint, 1))
      if (pointed)
        polygon(
          canvas,
          [
            [x, top + tipH + 0.5],
            [x + pw / 2, top],
            [x + pw, top + tipH + 0.5],
          ],
          at(paint, 1),
        )
      else ellipse(canvas, x + (pw - 1) / 2, top + pw / 2, pw / 2, pw / 2, solid(at(paint, 1)))
      for (let y = top + tipH; y <= base; y++) {
        canvas.set(x, y, at(paint, 2))
        if (pw >= 3) canvas.set(x + pw - 1, y, at(paint, 0))
      }
    }
    if (gate) {
      // The gate: a frame of boards, a diagonal brace, hinges and a latch.
      const gTop = top + Math.round((base - top) * 0.15)
      rect(canvas, gx0, gTop, gx1, base, at(paint, 1))
      for (let x = gx0; x <= gx1; x += pw + 1) line(canvas, x, gTop, x, base, at(paint, 0))
      const bw = Math.max(1, Math.round(pw / 2))
      bar(canvas, gx0 + 1, base - 1, gx1 - 1, gTop + 1, bw, at(paint, 2))
      rect(canvas, gx0, gTop, gx1, gTop + bw - 1, at(paint, 2))
      rect(canvas, gx0, base - bw + 1, gx1, base, at(paint, 0))
      for (const hy of [gTop + 2, base - 2]) rect(canvas, gx0, hy, gx0 + 1, hy, dark)
      canvas.set(gx1 - 1, Math.round((gTop + base) / 2), dark)
    }
  } else if (kind === 'iron') {
    const iron = ramp(
      tint(random, [
        [40, 40, 48],
        [36, 70, 52],
        [70, 50, 40],
      ] as RGB[]),
      3,
    )
    const step = int(random, 3, 5)
    const top = Math.round(height * 0.12)
    for (const ry of [0.12, 0.85]) {
      const y = Math.round(top + (base - top) * ry)
      line(canvas, 0, y, width - 1, y, at(iron, 0))
    }
    for (let x = 1; x < width - 1; x += step) {
      line(canvas, x, top + 1, x, base, at(iron, 1))
      if (step >= 4) {
        canvas.set(x - 1, top + 2, at(iron, 1))
        canvas.set(x + 1, top + 2, at(iron, 1))
      }
      canvas.set(x, top, at(iron, 2))
    }
    const postW = Math.max(2, Math.round(width / 30))
    const posts = width >= 48 ? 3 : 2
    for (let k = 0; k < posts; k++) {
      const px = Math.round((k * (width - postW)) / (posts - 1))
      rect(canvas, px, top, px + postW - 1, base, at(iron, 0))
      line(canvas, px, top, px, base, at(iron, 2))
      ellipse(canvas, px + (postW - 1) / 2, top - postW * 0.3, postW * 0.7, postW * 0.7, solid(at(iron, 2)))
    }
    if (height >= 24 && random() < 0.5) {
      const cr = Math.max(1.5, step * 0.6)
      for (let x = step * 2; x < width - step * 2; x += step * 4)
        ring(canvas, x + step / 2, Math.round(top + (base - top) * 0.6), cr, cr, 1, at(iron, 1))
    }
  } else {
    const wood = ramp(
      tint(random, [
        [140, 96, 60],
        [120, 110, 100],
        [170, 130, 84],
      ] as RGB[]),
      3,
    )
    const postW = Math.max(2, Math.round(height * 0.12))
    const bays = Math.max(1, Math.round(width / (height * uniform(random, 1, 1.6))))
    const top = Math.round(height * 0.08)
    const railW = Math.max(1, Math.round(postW * 0.6))
    const rails = height >= 24 ? 3 : 2
    for (let k = 0; k < rails; k++) {
      const y = Math.round(top + postW + ((base - top - postW * 2) * k) / Math.max(1, rails - 1))
      rect(canvas, 0, y, width - 1, y + railW - 1, at(wood, 1))
      if (railW >= 2) line(canvas, 0, y, width - 1, y, at(wood, 2))
    }
    const braceW = random() < 0.5 ? 1 : Math.max(1, railW)
    for (let b = 0; b < bays; b++) {
      const x0 = Math.round((b * (width - postW)) / bays) + postW
      const x1 = Math.round(((b + 1) * (width - postW)) / bays) - 1
      if (x1 - x0 >= 4) {
        bar(canvas, x0, top + postW, x1, base - 1, braceW, at(wood, 0))
        bar(canvas, x0, base - 1, x1, top + postW, braceW, at(wood, 0))
      }
    }
    for (let b = 0; b <= bays; b++) {
      const px = Math.round((b * (width - postW)) / bays)
      rect(canvas, px, top, px + postW - 1, base, at(wood, 1))
      line(canvas, px, top, px, base, at(wood, 2))
      if (postW >= 3) line(canvas, px + postW - 1, top, px + postW - 1, base, at(wood, 0))
    }
  }
  if (!scene && kind !== 'iron' && random() < 0.7) canvas.outline(dark, background)
  return background ? canvas.image() : trimmed(canvas)
}

/**
 * Bees and honey: a straw skep (a dome of coiled bands lit on the left with 1-px stitches, a dark doorway,
 * a plank stand, tiny bees with a dotted flight path), a honeycomb tile (hexagonal wax cells, each
 * empty, capped, holding a larva or filled with honey in an ordered-dither gradient; opaque) or one large
 * bee side-on (a striped abdomen, pale veined wings, 1-px legs and feelers, a sting); 8 to 110 px.
 */
const hiveSprite: SpriteGenerator['draw'] = (random) => {
  const kind = pick(random, ['skep', 'comb', 'bee'] as const)
  const dark = ink(random)
  const yellow = nudge(random, [244, 196, 40])
  if (kind === 'comb') {
    const width = side(random, 0.2, 16, 96)
    const height = Math.max(8, Math.round(width * uniform(random, 0.7, 1.1)))
    const wax = ramp(nudge(random, [232, 176, 60]), 3)
    const honey = ramp(nudge(random, [214, 128, 24]), 3)
    const canvas = begin(width, height, at(wax, 1))
    const R = Math.max(2.5, Math.min(width, height) / uniform(random, 4, 9))
    const wall = Math.max(0.8, R * 0.2)
    const inr = (R * Math.sqrt(3)) / 2
    const states = new Map<string, number>()
    const [ox, oy] = [uniform(random, 0, R), uniform(random, 0, R)]
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        // Pointy-top hexagons: axial coordinates, rounded through cube coordinates.
        const [px, py] = [x + 0.5 + ox, y + 0.5 + oy]
        const q = ((Math.sqrt(3) / 3) * px - py / 3) / R
        const r = ((2 / 3) * py) / R
        let [rq, rr, rs] = [Math.round(q), Math.round(r), Math.round(-q - r)]
        const [dq, dr, ds] = [Math.abs(rq - q), Math.abs(rr - r), Math.abs(rs + q + r)]
        if (dq > dr && dq > ds) rq = -rr - rs
        else if (dr > ds) rr = -rq - rs
        else rs = -rq - rr
        const cxh = R * Math.sqrt(3) * (rq + rr / 2)
        const cyh = R * 1.5 * rr
        const [dx, dy] = [px - cxh, py - cyh]
        const d = Math.max(
          Math.abs(dx),
          Math.abs(dx / 2 + (dy * Math.sqrt(3)) / 2),
          Math.abs(-dx / 2 + (dy * Math.sqrt(3)) / 2),
        )
        const key = `${rq},${rr}`
        if (!states.has(key)) states.set(key, int(random, 0, 5))
        const state = states.get(key) as number
        if (d > inr - wall) {
          canvas.set(x, y, d > inr - wall * 0.4 ? at(wax, 0) : at(wax, 2))
          continue
        }
        const t = (dx + dy + inr) / (2 * inr)
        if (state <= 2) canvas.set(x, y, bayer(x, y) < t ? at(honey, state === 0 ? 0 : 1) : at(honey, 2))
        else if (state === 3)
          canvas.set(x, y, dx * dx + dy * dy < (inr * 0.25) ** 2 ? at(wax, 0) : at(wax, 2))
        else if (state === 4) canvas.set(x, y, dx * dx + dy * dy < (inr * 0.35) ** 2 ? [246, 240, 226] : dark)
        else canvas.set(x, y, scale(dark, 1.6))
      }
    return canvas.image()
  }
  if (kind === 'bee') {
    const width = side(random, 0.3, 12, 64)
    const height = Math.max(8, Math.round(width * uniform(random, 0.7, 0.9)))
    const canvas = begin(width, height, null)
    const wing = nudge(random, [214, 232, 246])
    const ax = width * 0.6
    const ay = height * 0.62
    const arx = width * 0.3
    const ary = height * 0.22
    // Wings first, behind the body: two veined ellipses up and back.
    for (const [wx, wy, k] of [
      [width * 0.52, height * 0.26, 1],
      [width * 0.68, height * 0.3, 0.8],
    ] as const)
      ellipse(canvas, wx, wy, width * 0.16 * k, height * 0.22 * k, (x, y) =>
        x === Math.round(wx) && y > wy ? scale(wing, 0.8) : wing,
      )
    const stripes = Math.max(2, Math.round(arx / 2))
    ellipse(canvas, ax, ay, arx, ary, (x) =>
      Math.floor(((x - (ax - arx)) / (2 * arx)) * stripes * 2) % 2 ? dark : yellow,
    )
    polygon(
      canvas,
      [
        [ax + arx - 0.5, ay - 0.5],
        [Math.min(width, ax + arx + width * 0.1), ay + 0.5],
        [ax + arx - 0.5, ay + 1.5],
      ],
      dark,
    )
    const hr = Math.max(1, height * 0.14)
    const hx = width * 0.22
    ellipse(canvas, hx + hr * 1.1, ay - hr * 0.2, hr * 1.1, hr, solid(scale(yellow, 0.75)))
    ellipse(canvas, hx, ay - hr * 0.4, hr, hr, solid(dark))
    if (width >= 20) {
      line(canvas, hx, ay - hr * 1.2, hx - width * 0.08, ay - hr * 2.6, dark)
      line(canvas, hx - width * 0.08, ay - hr * 2.6, hx - width * 0.12, ay - hr * 2.4, dark)
      for (let k = 0; k < 3; k++)
        line(
          canvas,
          hx + hr + k * width * 0.07,
          ay + ary * 0.6,
          hx + hr + k * width * 0.07 - 1,
          height - 1,
          dark,
        )
    }
    if (random() < 0.6) canvas.outline(dark, null)
    return trimmed(random() < 0.5 ? flipped(canvas) : canvas)
  }
  const height = side(random, 0.25, 14, 80)
  const width = Math.max(8, Math.round(height * uniform(random, 0.8, 1.05)))
  const canvas = begin(width, height, null)
  const straw = ramp(nudge(random, [214, 170, 96]), 4)
  const wood = ramp(nudge(random, [120, 80, 50]), 2)
  const standH = Math.max(2, Math.round(height * 0.16))
  const domeBottom = height - 1 - standH
  const cx = (width - 1) / 2
  const rx = width * 0.42
  const top = Math.round(height * 0.06)
  const bandH = Math.max(2, Math.round(height / uniform(random, 6, 9)))
  for (let y = top; y <= domeBottom; y++) {
    const t = (domeBottom - y) / Math.max(1, domeBottom - top)
    const half = rx * Math.sqrt(Math.max(0, 1 - t ** 2.2))
    const inBand = (y - top) % bandH
    for (let x = Math.round(cx - half); x <= Math.round(cx + half); x++) {
      const u = (x - (cx - half)) / Math.max(1, 2 * half)
      let c =
        inBand === 0
          ? at(straw, 1)
          : inBand === bandH - 1
            ? at(straw, 0)
            : u < 0.3
              ? at(straw, 3)
              : at(straw, 2)
      if (u > 0.72 && bayer(x, y) < 0.5) c = at(straw, 0)
      if (bandH >= 3 && inBand === 1 && (x + Math.floor((y - top) / bandH) * 2) % 5 === 0) c = at(straw, 0)
      canvas.set(x, y, c)
    }
  }
  const door = Math.max(1, width * 0.1)
  ellipse(canvas, cx, domeBottom, door, door * 1.2, (_x, y) => (y <= domeBottom ? dark : null))
  rect(
    canvas,
    cx - rx - 1,
    domeBottom + 1,
    cx + rx + 1,
    domeBottom + Math.max(1, Math.round(standH * 0.4)),
    at(wood, 1),
  )
  for (const s of [-1, 1])
    rect(canvas, cx + s * rx * 0.7 - 0.5, domeBottom + 1, cx + s * rx * 0.7 + 0.5, height - 1, at(wood, 0))
  if (random() < 0.85) canvas.outline(dark, null)
  if (width >= 20) {
    const bees = int(random, 1, 3)
    for (let b = 0; b < bees; b++) {
      const [bx, by] = [int(random, 1, width - 4), int(random, 0, Math.round(height * 0.4))]
      if (canvas.opaque(bx, by)) continue
      canvas.set(bx, by, yellow)
      canvas.set(bx + 1, by, dark)
      canvas.set(bx + 2, by, yellow)
      canvas.set(bx + 1, by - 1, [236, 244, 250])
      if (random() < 0.6)
        for (let k = 1; k < 6; k++)
          if (k % 2 === 0) canvas.set(bx - k, by + Math.round(Math.sin(k) * 1.5), scale(dark, 2))
    }
  }
  return trimmed(random() < 0.5 ? flipped(canvas) : canvas)
}

/**
 * Gears: one to three meshing cogwheels (teeth cut as trapezoids round a root circle, a bored hub, spokes
 * with cut-outs on large wheels, a groove ring), steel, brass or copper in four tones lit from the top
 * left with a dithered turn, on transparency or on a blueprint with a 1-px grid; 8 to 128 px.
 */
const gearSprite: SpriteGenerator['draw'] = (random) => {
  const size = side(random, 0.2, 14, 128)
  const count = size < 28 ? 1 : int(random, 1, 3)
  const metal = ramp(
    tint(random, [
      [150, 156, 168],
      [206, 164, 70],
      [194, 118, 72],
    ] as RGB[]),
    4,
  )
  const dark = ink(random)
  const blueprint = random() < 0.22
  const paper = nudge(random, [30, 60, 120])
  const gridline = mix(paper, [230, 240, 250], 0.3)
  // Lay the wheels out in their own frame: each meshes with the one before it.
  const gears: { x: number; y: number; R: number; n: number; turn: number }[] = []
  const R0 = (count === 1 ? size / 2 : size * uniform(random, 0.3, 0.38)) - 1
  const pitch = uniform(random, 4, 7)
  const teeth = (R: number) => Math.max(6, Math.min(28, Math.round((2 * Math.PI * R) / pitch)))
  gears.push({ x: 0, y: 0, R: R0, n: teeth(R0), turn: random() })
  for (let g = 1; g < count; g++) {
    const prev = gears[g - 1] as (typeof gears)[number]
    const R = Math.max(4, prev.R * uniform(random, 0.45, 0.8))
    const a = uniform(random, -0.6, 0.9)
    const d = prev.R + R - Math.max(1, R * 0.14)
    gears.push({ x: prev.x + Math.cos(a) * d, y: prev.y + Math.sin(a) * d, R, n: teeth(R), turn: random() })
  }
  const pad = blueprint ? int(random, 1, 4) : 1
  const minX = Math.min(...gears.map((g) => g.x - g.R)) - pad
  const minY = Math.min(...gears.map((g) => g.y - g.R)) - pad
  const width = Math.ceil(Math.max(...gears.map((g) => g.x + g.R)) - minX + pad)
  const height = Math.ceil(Math.max(...gears.map((g) => g.y + g.R)) - minY + pad)
  const canvas = begin(width, height, blueprint ? paper : null)
  const gridStep = int(random, 6, 10)
  if (blueprint)
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) if (x % gridStep === 0 || y % gridStep === 0) canvas.set(x, y, gridline)
  const ground = (x: number, y: number): RGB | null =>
    blueprint ? (x % gridStep === 0 || y % gridStep === 0 ? gridline : paper) : null
  for (const g of gears) {
    const [cx, cy] = [g.x - minX, g.y - minY]
    const depth = Math.max(1.5, Math.round(g.R * 0.18))
    const root = g.R - depth
    const hub = Math.max(1, g.R * 0.28)
    const hole = Math.max(0.6, g.R * 0.12)
    const spokes = g.R >= 14 ? int(random, 4, 6) : 0
    const rimIn = root - Math.max(2, g.R * 0.18)
    const spokeHalf = Math.max(1.2, g.R * 0.1)
    for (let y = Math.floor(cy - g.R - 1); y <= cy + g.R + 1; y++)
      for (let x = Math.floor(cx - g.R - 1); x <= cx + g.R + 1; x++) {
        const [dx, dy] = [x - cx, y - cy]
        const r = Math.hypot(dx, dy)
        const a = Math.atan2(dy, dx)
        const phase = ((((a / (2 * Math.PI)) * g.n + g.turn) % 1) + 1) % 1
        const half = 0.27 - (0.1 * Math.max(0, r - root)) / depth
        const tooth = Math.abs(phase - 0.5) < half
        if (r > g.R || (r > root && !tooth)) continue
        if (r < hole) {
          canvas.set(x, y, ground(x, y))
          continue
        }
        if (spokes && r > hub && r < rimIn) {
          const sa = ((((a / (2 * Math.PI)) * spokes + g.turn * 3) % 1) + 1) % 1
          const arc = Math.abs(sa - 0.5) * ((2 * Math.PI * r) / spokes)
          if (arc > spokeHalf) {
            canvas.set(x, y, ground(x, y))
            continue
          }
        }
        const light = -(dx + dy) / Math.max(1, r * Math.SQRT2)
        const edge = r > g.R - 1.2 || (spokes > 0 && Math.abs(r - rimIn) < 1) || Math.abs(r - hub) < 0.8
        let c: RGB
        if (edge) c = light > 0.1 ? at(metal, 3) : at(metal, 0)
        else if (light > 0.45) c = at(metal, 3)
        else if (light < -0.45) c = bayer(x, y) < 0.5 ? at(metal, 0) : at(metal, 1)
        else c = at(metal, light > 0 ? 2 : 1)
        canvas.set(x, y, c)
      }
    if (g.R >= 10 && !spokes) ring(canvas, cx, cy, g.R * 0.6, g.R * 0.6, 1, at(metal, 1))
  }
  if (random() < 0.85) canvas.outline(dark, blueprint ? paper : null)
  return blueprint ? canvas.image() : trimmed(canvas)
}

/**
 * An umbrella: open (a dome canopy of gores in one or two alternating colours, the rib lines drawn from
 * the tip, a scalloped hem between the rib ends, a finial, a shaft and a J handle), leaning over in
 * stepped rows on some, or closed (a furled spindle with fold lines and a strap, as narrow as 5 px
 * upright or leaning), on transparency or in rain (1-px diagonal streaks on a dark sky); 8 to 128 px.
 */
const umbrellaSprite: SpriteGenerator['draw'] = (random) => {
  const open = random() < 0.62
  const dark = ink(random)
  const cloth = ramp(
    tint(random, [
      [206, 40, 52],
      [40, 90, 196],
      [240, 196, 40],
      [60, 150, 90],
      [150, 60, 170],
    ] as RGB[]),
    3,
  )
  const second = ramp(
    tint(random, [
      [240, 240, 236],
      [40, 40, 52],
      [240, 160, 50],
    ] as RGB[]),
    2,
  )
  const handle = nudge(
    random,
    pick(random, [
      [110, 70, 40],
      [40, 36, 40],
    ] as RGB[]),
  )
  const rain = random() < 0.2
  const background: RGB | null = rain ? nudge(random, [44, 56, 80]) : null
  let canvas: Canvas
  if (open) {
    const width = side(random, 0.25, 14, 96)
    const height = Math.max(8, Math.round(width * uniform(random, 0.85, 1.1)))
    canvas = begin(width, height, null)
    const cx = (width - 1) / 2
    const top = 1
    const hem = Math.round(height * uniform(random, 0.36, 0.46))
    const panels = width < 20 ? 4 : pick(random, [6, 8])
    const scallop = Math.max(1, Math.round(width / (panels * 3)))
    const striped = random() < 0.55
    const pw = width / panels
    for (let y = top; y <= hem; y++)
      for (let x = 0; x < width; x++) {
        const t = (y - top + 1) / (hem - top + 1)
        const half = (width / 2) * Math.sqrt(Math.max(0, 1 - (1 - t) ** 2))
        if (Math.abs(x - cx) > half) continue
        const u = cx + (x - cx) / Math.max(0.05, t)
        const k = Math.max(0, Math.min(panels - 1, Math.floor((u + 0.5) / pw)))
        const frac = (u + 0.5 - k * pw) / pw
        if (y > hem - scallop * Math.sin(Math.PI * frac) && y > top + 1) continue
        const tones = striped && k % 2 ? second : cloth
        canvas.set(
          x,
          y,
          k < panels * 0.35 ? at(tones, tones.length - 1) : k >= panels * 0.7 ? at(tones, 0) : at(tones, 1),
        )
      }
    if (width >= 24)
      for (let k = 1; k < panels; k++) {
        const ex = k * pw - 0.5
        for (let y = top + 1; y <= hem; y++) {
          const t = (y - top + 1) / (hem - top + 1)
          const x = Math.round(cx + (ex - cx) * t)
          if (figure(canvas, null, x, y)) canvas.set(x, y, at(cloth, 0))
        }
      }
    canvas.set(Math.round(cx), 0, handle)
    const shaftBottom = height - 1 - Math.max(1, Math.round(width * 0.08))
    line(canvas, cx, hem - scallop, cx, shaftBottom, handle)
    const hr = Math.max(1, Math.round(width * 0.08))
    ellipse(canvas, cx + hr, shaftBottom, hr, hr, (x, y) =>
      y >= shaftBottom && (x - cx - hr) ** 2 + (y - shaftBottom) ** 2 > (hr - 1.2) ** 2 ? handle : null,
    )
    if (random() < 0.8) {
      const framed = begin(width + 2, height + 2, null)
      for (let y = 0; y < height; y++)
        for (let x = 0; x < width; x++)
          if (canvas.opaque(x, y)) {
            const o = (y * width + x) * 4
            framed.set(x + 1, y + 1, [
              canvas.data[o] as number,
              canvas.data[o + 1] as number,
              canvas.data[o + 2] as number,
            ])
          }
      framed.outline(dark, null)
      canvas = framed
    }
    if (random() < 0.35)
      canvas = sheared(canvas, uniform(random, 0.15, 0.35) * (random() < 0.5 ? -1 : 1), null)
  } else {
    const height = side(random, 0.25, 16, 72)
    const width = Math.max(5, Math.round(height * uniform(random, 0.1, 0.2)))
    canvas = begin(width, height, null)
    const cx = (width - 1) / 2
    const tip = Math.max(1, Math.round(height * 0.06))
    const clothTop = tip
    const clothBottom = Math.round(height * uniform(random, 0.66, 0.74))
    const widest = clothTop + (clothBottom - clothTop) * 0.7
    for (let y = clothTop; y <= clothBottom; y++) {
      const t = y < widest ? (y - clothTop) / (widest - clothTop) : (clothBottom - y) / (clothBottom - widest)
      const half = Math.max(0.5, (width / 2) * (0.35 + 0.65 * t))
      for (let x = Math.round(cx - half + 0.3); x <= Math.round(cx + half - 0.3); x++) {
        const u = (x - (cx - half)) / (2 * half)
        canvas.set(
          x,
          y,
          u < 0.3 ? at(cloth, 2) : u > 0.7 ? at(cloth, 0) : (x + y) % 3 === 0 ? at(cloth, 0) : at(cloth, 1),
        )
      }
    }
    line(canvas, cx, 0, cx, clothTop, handle)
    const strapY = Math.round(clothTop + (clothBottom - clothTop) * 0.45)
    rect(canvas, 0, strapY, width - 1, strapY + Math.max(0, Math.round(height / 40)), at(second, 0))
    line(canvas, cx, clothBottom, cx, height - 2, handle)
    rect(canvas, cx - 1, height - Math.max(3, Math.round(height * 0.1)), cx + 1, height - 1, handle)
    if (random() < 0.7) {
      const framed = begin(width + 2, height + 2, null)
      for (let y = 0; y < height; y++)
        for (let x = 0; x < width; x++)
          if (canvas.opaque(x, y)) {
            const o = (y * width + x) * 4
            framed.set(x + 1, y + 1, [
              canvas.data[o] as number,
              canvas.data[o + 1] as number,
              canvas.data[o + 2] as number,
            ])
          }
      framed.outline(dark, null)
      canvas = framed
    }
    if (random() < 0.4) canvas = sheared(canvas, uniform(random, 0.4, 1) * (random() < 0.5 ? -1 : 1), null)
  }
  if (!background) return trimmed(random() < 0.5 ? flipped(canvas) : canvas)
  // Rain: the drawing over a dark sky with short diagonal streaks.
  const out = begin(canvas.width + 4, canvas.height + 4, background)
  const streak = mix(background, [200, 214, 236], 0.6)
  for (let i = 0; i < Math.round((out.width * out.height) / 40); i++) {
    const [x, y] = [int(random, 0, out.width - 1), int(random, 0, out.height - 1)]
    line(out, x, y, x - 1, y + int(random, 1, 3), streak)
  }
  for (let y = 0; y < canvas.height; y++)
    for (let x = 0; x < canvas.width; x++)
      if (canvas.opaque(x, y)) {
        const o = (y * canvas.width + x) * 4
        out.set(x + 2, y + 2, [
          canvas.data[o] as number,
          canvas.data[o + 1] as number,
          canvas.data[o + 2] as number,
        ])
      }
  return out.image()
}

/**
 * Archery: a round target (three to five concentric rings in target colours or painted on a dithered
 * straw boss, 1-px ring lines on large faces, seen square on or slightly oblique, on a tripod of wooden
 * legs on some, zero to three arrows stuck in it with V fletching) or a bow (a limb arc thickest at the
 * grip with a wrapped grip, a 1-px string straight or drawn back with an arrow nocked, facing either way);
 * on transparency or a field; 8 to 128 px.
 */
const targetSprite: SpriteGenerator['draw'] = (random) => {
  const dark = ink(random)
  const wood = ramp(nudge(random, [150, 100, 56]), 3)
  const fletch = tint(random, [
    [220, 50, 50],
    [240, 240, 240],
    [60, 160, 80],
    [250, 200, 40],
  ] as RGB[])
  const shaft = nudge(random, [196, 160, 100])
  if (random() < 0.3) {
    const height = side(random, 0.2, 16, 96)
    const drawn = random() < 0.5
    const width = Math.max(
      8,
      Math.round(height * (drawn ? uniform(random, 0.55, 0.7) : uniform(random, 0.3, 0.42))),
    )
    const canvas = begin(width, height, null)
    const cy = (height - 1) / 2
    const rx = width * (drawn ? 0.5 : 0.85)
    const limb = Math.max(1, Math.round(height / 36))
    const bx = width - 1 - (drawn ? Math.round(width * 0.45) : 0)
    /** The limb: a polyline down the arc, thickest at the grip, its outer edge lit. */
    const limbX = (y: number) => bx - rx * Math.sqrt(Math.max(0, 1 - ((y - cy) / (height / 2)) ** 2))
    for (let y = 1; y < height; y++) {
      const w = Math.max(1, Math.round(limb * (1.6 - Math.abs((y - cy) / (height / 2)))))
      for (let k = w - 1; k >= 0; k--)
        line(canvas, limbX(y - 1) + k, y - 1, limbX(y) + k, y, k === 0 ? at(wood, 2) : at(wood, 1))
    }
    const gripH = Math.max(2, Math.round(height * 0.12))
    for (let y = Math.round(cy - gripH / 2); y <= cy + gripH / 2; y++) {
      const x = Math.round(bx - rx)
      rect(canvas, x, y, x + limb, y, (y % 2 ? at(wood, 0) : dark) as RGB)
    }
    const string = nudge(random, [236, 232, 220])
    const pull = drawn ? width - 1 : bx
    line(canvas, bx, 0, pull, cy, string)
    line(canvas, pull, cy, bx, height - 1, string)
    if (drawn) {
      line(canvas, 0, cy, pull, cy, shaft)
      polygon(
        canvas,
        [
          [0, cy + 0.5],
          [3, cy - 1.5],
          [3, cy + 2.5],
        ],
        scale([200, 204, 212], 0.9),
      )
      line(canvas, pull - 3, cy - 2, pull - 1, cy, fletch)
      line(canvas, pull - 3, cy + 2, pull - 1, cy, fletch)
    }
    return trimmed(random() < 0.5 ? flipped(canvas) : canvas)
  }
  const size = side(random, 0.2, 14, 96)
  const stand = size >= 20 && random() < 0.5
  const field = random() < 0.2
  const width = size
  const height = stand ? Math.round(size * 1.35) : size
  const background: RGB | null = field ? nudge(random, [150, 200, 232]) : null
  const canvas = begin(width, height, background)
  if (field) {
    const grass = ramp(nudge(random, [90, 156, 70]), 2)
    for (let y = Math.round(height * 0.7); y < height; y++)
      for (let x = 0; x < width; x++)
        canvas.set(
          x,
          y,
          y === Math.round(height * 0.7) && bayer(x, y) < 0.5
            ? (background as RGB)
            : at(grass, (x * 3 + y) % 7 === 0 ? 0 : 1),
        )
  }
  const cx = (width - 1) / 2
  const R = size / 2 - 1.5
  const cy = R + 1
  if (stand) {
    const lw = Math.max(1, Math.round(size / 24))
    bar(canvas, cx - R * 0.3, cy, cx - R * 0.8, height - 1, lw, at(wood, 1))
    bar(canvas, cx + R * 0.3, cy, cx + R * 0.8, height - 1, lw, at(wood, 0))
    bar(canvas, cx, cy, cx, height - 1, lw, at(wood, 2))
  }
  const straw = random() < 0.35
  const rings = size < 20 ? 3 : int(random, 3, 5)
  const colours: RGB[] = straw
    ? [
        nudge(random, [220, 190, 110]),
        nudge(random, [200, 50, 50]),
        nudge(random, [240, 236, 220]),
        nudge(random, [200, 50, 50]),
        nudge(random, [250, 210, 60]),
      ]
    : [
        nudge(random, [236, 236, 236]),
        nudge(random, [40, 40, 46]),
        nudge(random, [60, 140, 220]),
        nudge(random, [220, 50, 50]),
        nudge(random, [250, 210, 60]),
      ]
  const bands = colours.slice(colours.length - rings)
  const squash = random() < 0.4 ? uniform(random, 0.8, 0.95) : 1
  const band = (x: number, y: number) =>
    Math.min(rings - 1, Math.floor((Math.hypot(x - cx, (y - cy) / squash) / R) * rings))
  ellipse(canvas, cx, cy, R, R * squash, (x, y) => {
    const k = band(x, y)
    const c = bands[rings - 1 - k] as RGB
    // 1-px lines where the ring changes, on large faces.
    if (size >= 32 && k > 0 && (band(x - 1, y) !== k || band(x, y - 1) !== k)) return dark
    if (straw && k === rings - 1 && bayer(x, y) < 0.25) return scale(c, 0.8)
    return c
  })
  const arrows = int(random, 0, 3)
  for (let a = 0; a < arrows; a++) {
    const [ha, hr] = [uniform(random, 0, Math.PI * 2), uniform(random, 0, R * 0.7)]
    const [hx, hy] = [cx + Math.cos(ha) * hr, cy + Math.sin(ha) * hr * squash]
    const dir = uniform(random, -2.6, -0.5)
    const len = size * uniform(random, 0.2, 0.35)
    const [ex, ey] = [hx + Math.cos(dir) * len, hy + Math.sin(dir) * len]
    line(canvas, hx, hy, ex, ey, shaft)
    const f = Math.max(1.5, size / 18)
    for (const s of [-0.5, 0.5])
      line(canvas, ex, ey, ex - Math.cos(dir + s) * f, ey - Math.sin(dir + s) * f, fletch)
  }
  if (!field && random() < 0.8) canvas.outline(dark, background)
  return background ? canvas.image() : trimmed(canvas)
}

export const CROMLECH_GENERATORS: SpriteGenerator[] = [
  { name: 'crown-ring', draw: within(crownSprite) },
  { name: 'anchor-compass', draw: within(nauticalSprite) },
  { name: 'magnet-battery-bulb', draw: within(electricSprite, 5) },
  { name: 'fence-gate', draw: within(fenceSprite) },
  { name: 'beehive-honeycomb', draw: within(hiveSprite) },
  { name: 'gear-cog', draw: within(gearSprite) },
  { name: 'umbrella', draw: within(umbrellaSprite, 5) },
  { name: 'archery-target', draw: within(targetSprite) },
]
