// The generators of the `menhir` split of the wide recovery bench, written before round 11 changes the
// method and used by no other split: cacti, sports balls and rackets, skulls and bones, tents, spiders and
// webs, castle towers and keeps, envelopes, scrolls and parcels, and street lamps and traffic lights.
// Held back until round 11 scored it once; a development split now: see bench/lib/wide/splits.ts.
import { uniform, type Random } from '../../../packages/pixelart/src/recover/testing/degrade.ts'
import {
  type Canvas,
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
} from './canvas.ts'

/** A near-black with a cold cast: outlines, sockets, door openings. */
const ink = (random: Random): RGB => {
  const v = int(random, 14, 34)
  return [v + int(random, 0, 6), v + int(random, 0, 8), v + int(random, 6, 18)]
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

const GREENS: RGB[] = [
  [74, 140, 70],
  [92, 152, 84],
  [58, 124, 92],
  [110, 150, 64],
]

/**
 * A desert plant: a saguaro (a ribbed trunk with one to three upturned arms), a barrel cactus (a ribbed
 * dome with a crown of flowers) or a prickly pear (stacked oval pads with areole dots and red fruit), lit
 * from the left in four greens with darker rib lines, 1-px spines as pale dots along the edges, in a clay
 * pot with a rim or on a dithered sand mound, on transparency or a sky; 8 to 100 px high.
 */
const cactusSprite: SpriteGenerator['draw'] = (random) => {
  const height = side(random, 0.2, 16, 100)
  const kind =
    height < 16
      ? pick(random, ['barrel', 'pear'] as const)
      : pick(random, ['saguaro', 'barrel', 'pear'] as const)
  const width = Math.max(
    8,
    Math.round(height * (kind === 'saguaro' ? uniform(random, 0.6, 0.85) : uniform(random, 0.7, 1))),
  )
  const background: RGB | null =
    random() < 0.18
      ? tint(random, [
          [168, 208, 236],
          [240, 196, 140],
          [64, 52, 96],
        ] as RGB[])
      : null
  const canvas = begin(width, height, background)
  const dark = ink(random)
  const green = ramp(tint(random, GREENS), 4)
  const spine = nudge(random, [238, 226, 180])
  const bloom = tint(random, [
    [236, 96, 150],
    [250, 210, 70],
    [240, 120, 60],
  ] as RGB[])
  const potted = random() < 0.55
  const base = potted ? ramp(nudge(random, [184, 100, 64]), 3) : ramp(nudge(random, [220, 190, 130]), 2)
  const baseH = Math.max(2, Math.round(height * (potted ? uniform(random, 0.2, 0.28) : 0.12)))
  const groundY = height - baseH // first row of the pot or the mound
  const cx = (width - 1) / 2
  /** Green by how far across the stem a pixel is (lit on the left), with a rib line every third column. */
  const shade = (t: number, x: number, ribs: boolean): RGB =>
    t < 0.22 ? at(green, 3) : t > 0.78 ? at(green, 0) : ribs && x % 3 === 0 ? at(green, 1) : at(green, 2)
  /** A vertical stem with a round top, `x0`..`x1` wide, from `top` down to `bottom`. */
  const stem = (x0: number, x1: number, top: number, bottom: number) => {
    const w = x1 - x0 + 1
    const r = w / 2
    for (let y = Math.round(top); y <= bottom; y++)
      for (let x = Math.round(x0); x <= Math.round(x1); x++) {
        const dy = y - (top + r)
        if (dy < 0 && ((x + 0.5 - x0 - r) / r) ** 2 + (dy / r) ** 2 > 1) continue
        canvas.set(x, y, shade((x - x0) / Math.max(1, w - 1), x - Math.round(x0), w >= 5))
      }
  }
  if (kind === 'saguaro') {
    const tw = Math.max(3, Math.round(width * uniform(random, 0.24, 0.32)))
    const x0 = Math.round(cx - tw / 2)
    stem(x0, x0 + tw - 1, 0, groundY)
    const arms = height >= 24 ? int(random, 1, 3) : 1
    const firstLeft = random() < 0.5
    for (let a = 0; a < arms; a++) {
      // Arms alternate sides, the first on either.
      const left = a % 2 === 0 ? firstLeft : !firstLeft
      const aw = Math.max(2, Math.round(tw * uniform(random, 0.6, 0.8)))
      const elbowY = Math.round(height * uniform(random, 0.35, 0.62))
      const tip = Math.round(elbowY - height * uniform(random, 0.15, 0.3))
      const outer = left ? int(random, 0, 1) : width - aw - int(random, 0, 1)
      // The horizontal reach, then the upturned arm.
      const [hx0, hx1] = left ? [outer, x0] : [x0 + tw - 1, outer + aw - 1]
      for (let y = elbowY; y < elbowY + aw; y++)
        for (let x = hx0; x <= hx1; x++)
          canvas.set(x, y, y === elbowY ? at(green, 3) : at(green, y === elbowY + aw - 1 ? 1 : 2))
      stem(outer, outer + aw - 1, Math.max(0, tip), elbowY + aw - 1)
    }
  } else if (kind === 'barrel') {
    const rx = width * uniform(random, 0.36, 0.46)
    const ry = Math.min(groundY * 0.55, rx * uniform(random, 0.8, 1.2))
    const cy = groundY - ry + 1
    ellipse(canvas, cx, cy, rx, ry, (x, y) => {
      // Ribs curve with the dome: their columns bunch towards the sides.
      const u = (x - cx) / rx
      const rib =
        Math.round(Math.asin(Math.max(-1, Math.min(1, u))) * 3) !==
        Math.round(Math.asin(Math.max(-1, Math.min(1, u + 1 / rx))) * 3)
      const t = (u + 1) / 2
      if (rib && rx >= 4 && y > cy - ry * 0.8) return at(green, 1)
      return shade(t, x, false)
    })
    const flowers = rx >= 5 ? int(random, 1, 3) : 1
    for (let f = 0; f < flowers; f++) {
      const fx = cx + (f - (flowers - 1) / 2) * Math.max(2, rx * 0.35)
      const fy = cy - ry + 1
      const fr = Math.max(1, rx * 0.16)
      ellipse(canvas, fx, fy, fr, fr * 0.8, solid(bloom))
      canvas.set(Math.round(fx), Math.round(fy), scale(bloom, 0.7))
    }
  } else {
    // Prickly pear: a base pad and two to four pads on its rim.
    const padW = Math.max(3, width * uniform(random, 0.3, 0.4))
    const padH = padW * uniform(random, 1.15, 1.4)
    const pads: [number, number][] = [[cx, groundY - padH / 2 + 0.5]]
    const extra = height >= 20 ? int(random, 2, 4) : 1
    for (let p = 0; p < extra; p++) {
      const [px, py] = pick(random, pads)
      pads.push([
        Math.max(padW * 0.5, Math.min(width - padW * 0.5 - 1, px + uniform(random, -1, 1) * padW * 0.8)),
        Math.max(padH * 0.5, py - padH * uniform(random, 0.6, 0.9)),
      ])
    }
    pads.forEach(([px, py]) =>
      ellipse(canvas, px, py, padW / 2, padH / 2, (x, y) => {
        const d = (x - px) / padW + (y - py) / padH
        return d < -0.28 ? at(green, 3) : d > 0.3 ? at(green, 1) : at(green, 2)
      }),
    )
    // Areoles: scattered dark dots with a spine beside each on bigger pads.
    for (let y = 0; y < groundY; y++)
      for (let x = 0; x < width; x++)
        if (figure(canvas, background, x, y) && random() < 0.07) {
          canvas.set(x, y, at(green, 0))
          if (padW >= 8 && figure(canvas, background, x + 1, y - 1)) canvas.set(x + 1, y - 1, spine)
        }
    if (random() < 0.7)
      for (const [px, py] of pads.slice(1)) {
        const fr = Math.max(1, padW * 0.14)
        ellipse(canvas, px + padW * 0.2, py - padH / 2, fr, fr, solid(bloom))
      }
  }
  // Spines: pale dots down the rib lines, and tufts just outside the green.
  if (height >= 14 && kind !== 'pear') {
    const rib = at(green, 1)
    for (let y = 0; y < groundY; y++)
      for (let x = 0; x < width; x++) {
        const o = (y * width + x) * 4
        const onRib =
          canvas.opaque(x, y) &&
          canvas.data[o] === rib[0] &&
          canvas.data[o + 1] === rib[1] &&
          canvas.data[o + 2] === rib[2]
        if (onRib && y % 4 === 1) canvas.set(x, y, spine)
        else if (!figure(canvas, background, x, y) && (x + 3 * y) % 7 === 0) {
          const beside = [-1, 1].some(
            (d) => figure(canvas, background, x + d, y) || figure(canvas, background, x, y + d),
          )
          if (beside) canvas.set(x, y, spine)
        }
      }
  }
  if (potted) {
    const rimH = Math.max(1, Math.round(baseH * 0.3))
    const top = Math.round(width * uniform(random, 0.12, 0.2))
    polygon(
      canvas,
      [
        [top + 1, groundY + rimH],
        [width - top - 1, groundY + rimH],
        [width - top - 1 - Math.max(1, baseH * 0.25), height],
        [top + 1 + Math.max(1, baseH * 0.25), height],
      ],
      at(base, 1),
    )
    rect(canvas, top, groundY, width - top - 1, groundY + rimH - 1, at(base, 2))
    for (let y = groundY + rimH; y < height; y++)
      canvas.set(width - top - 2 - Math.round(((y - groundY) * baseH * 0.25) / baseH), y, at(base, 0))
  } else {
    ellipse(canvas, cx, height - 1, width * 0.48, baseH, (x, y) =>
      y < height - baseH * 0.5 && bayer(x, y) < 0.5 ? at(base, 1) : at(base, 0),
    )
  }
  if (random() < 0.85) canvas.outline(dark, background)
  return background ? canvas.image() : trimmed(random() < 0.5 ? flipped(canvas) : canvas)
}

/**
 * A sports ball (a football with black pentagon patches, a basketball with curved seams, a tennis ball
 * with a white seam, a baseball with red stitches, a beach ball in coloured gores) lit from the top left
 * with a dithered shade and a hard highlight, with a ground shadow on some, or a racket at a diagonal (an
 * oval frame with a string lattice, a throat and a wrapped grip); on transparency or a court colour;
 * 8 to 96 px.
 */
const ballSprite: SpriteGenerator['draw'] = (random) => {
  const kind = pick(random, ['football', 'basketball', 'tennis', 'baseball', 'beach', 'racket'] as const)
  const size = kind === 'racket' ? side(random, 0.1, 20, 96) : side(random, 0.3, 13, 64)
  const background: RGB | null =
    random() < 0.2
      ? tint(random, [
          [70, 150, 80],
          [60, 110, 170],
          [200, 120, 80],
        ] as RGB[])
      : null
  const canvas = begin(size, size, background)
  const dark = ink(random)
  if (kind === 'racket') {
    const frame = ramp(
      tint(random, [
        [200, 40, 50],
        [40, 90, 190],
        [230, 230, 235],
        [40, 40, 48],
      ] as RGB[]),
      3,
    )
    const string = nudge(random, [236, 236, 210])
    const grip = ramp(
      tint(random, [
        [240, 240, 240],
        [60, 60, 70],
        [180, 140, 90],
      ] as RGB[]),
      2,
    )
    const angle = uniform(random, 0.6, 1.0) * (random() < 0.5 ? 1 : -1) + Math.PI / 2
    const [dx, dy] = [Math.cos(angle), -Math.sin(angle)] // from the grip towards the head
    const headLen = size * 0.52
    const headW = headLen * uniform(random, 0.62, 0.75)
    const end: [number, number] = [size / 2 - dx * size * 0.44, size / 2 - dy * size * 0.44]
    const hc: [number, number] = [
      end[0] + dx * (size * 0.88 - headLen / 2),
      end[1] + dy * (size * 0.88 - headLen / 2),
    ]
    const thick = Math.max(1, Math.round(size / 22))
    // The head: a frame ring in the rotated frame, strings inside on a lattice along both axes.
    const gap = Math.max(2, Math.round(size / 14))
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++) {
        const [px, py] = [x + 0.5 - hc[0], y + 0.5 - hc[1]]
        const u = px * dx + py * dy // along the racket
        const v = -px * dy + py * dx // across it
        const e = (u / (headLen / 2)) ** 2 + (v / (headW / 2)) ** 2
        const inner = (u / (headLen / 2 - thick)) ** 2 + (v / (headW / 2 - thick)) ** 2
        if (e > 1) continue
        if (inner > 1) canvas.set(x, y, v < 0 ? at(frame, 2) : at(frame, 1))
        else if (Math.round(u) % gap === 0 || Math.round(v) % gap === 0) canvas.set(x, y, string)
      }
    const neck: [number, number] = [hc[0] - dx * headLen * 0.5, hc[1] - dy * headLen * 0.5]
    const gripStart: [number, number] = [end[0] + dx * size * 0.3, end[1] + dy * size * 0.3]
    bar(canvas, gripStart[0], gripStart[1], neck[0], neck[1], Math.max(1, thick), at(frame, 0))
    bar(canvas, end[0], end[1], gripStart[0], gripStart[1], Math.max(2, thick * 2), at(grip, 1))
    if (size >= 32)
      for (let k = 1; k < 5; k++) {
        const t = k / 5
        const [gx, gy] = [end[0] + (gripStart[0] - end[0]) * t, end[1] + (gripStart[1] - end[1]) * t]
        canvas.set(Math.round(gx), Math.round(gy), at(grip, 0))
      }
    if (random() < 0.8) canvas.outline(dark, background)
    return background ? canvas.image() : trimmed(canvas)
  }
  const r = (size - 2) / 2 - (random() < 0.35 ? Math.max(1, size * 0.08) : 0)
  const cx = size / 2 - 0.5
  const cy = size - 1.5 - r
  if (r < size / 2 - 1.5) {
    const shadow = background ? scale(background, 0.7) : nudge(random, [70, 70, 80])
    ellipse(canvas, cx, size - 1, r * 0.8, Math.max(0.6, r * 0.15), solid(shadow))
  }
  const base: Record<string, RGB> = {
    football: [236, 236, 232],
    basketball: [226, 112, 40],
    tennis: [206, 226, 60],
    baseball: [240, 236, 226],
    beach: [240, 240, 240],
  }
  const body = ramp(nudge(random, base[kind] as RGB), 3)
  const seam =
    kind === 'basketball' || kind === 'football'
      ? dark
      : kind === 'baseball'
        ? nudge(random, [200, 40, 40])
        : nudge(random, [250, 250, 250])
  const gores = [nudge(random, [220, 50, 50]), nudge(random, [250, 200, 40]), nudge(random, [50, 110, 210])]
  const tilt = uniform(random, -0.5, 0.5)
  ellipse(canvas, cx, cy, r, r, (x, y) => {
    const [u, v] = [(x - cx) / r, (y - cy) / r]
    let c = at(body, 1)
    if (kind === 'beach') {
      const a = Math.atan2(v, u) + tilt
      c = at(gores, Math.floor(((a + Math.PI) / (2 * Math.PI)) * 6) % 3)
      if (u * u + (v + 0.75) ** 2 < 0.08) c = at(body, 2)
    }
    const d = u + v
    if (d > 0.55) c = bayer(x, y) < 0.5 || d > 1 ? scale(c, 0.72) : c
    else if ((u + 0.4) ** 2 + (v + 0.4) ** 2 < 0.16 && kind !== 'beach') c = at(body, 2)
    return c
  })
  if (kind === 'football') {
    // A centre pentagon and five part-pentagons at the rim.
    const pent = (px: number, py: number, pr: number, turn: number) =>
      polygon(
        canvas,
        Array.from({ length: 5 }, (_, i) => {
          const a = turn + (i * 2 * Math.PI) / 5 - Math.PI / 2
          return [px + 0.5 + pr * Math.cos(a), py + 0.5 + pr * Math.sin(a)] as [number, number]
        }),
        dark,
      )
    const pr = r * 0.3
    pent(cx, cy, pr, tilt)
    for (let i = 0; i < 5; i++) {
      const a = tilt + (i * 2 * Math.PI) / 5 + Math.PI / 2
      const [px, py] = [cx + Math.cos(a) * r * 0.95, cy + Math.sin(a) * r * 0.95]
      pent(px, py, pr, tilt + Math.PI)
    }
    // Clip what the rim pentagons drew outside the ball.
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++)
        if (((x - cx) / r) ** 2 + ((y - cy) / r) ** 2 > 1 && canvas.opaque(x, y)) {
          const o = (y * size + x) * 4
          if (canvas.data[o] === dark[0] && canvas.data[o + 1] === dark[1] && canvas.data[o + 2] === dark[2])
            canvas.set(x, y, background)
        }
  } else if (kind !== 'beach') {
    // Seams: one or two arcs of a larger circle crossing the ball, plus a cross for the basketball.
    const arcs: [number, number, number][] =
      kind === 'basketball'
        ? [
            [cx - r * 1.25, cy, r * 0.95],
            [cx + r * 1.25, cy, r * 0.95],
          ]
        : [
            [cx - r * 1.05, cy - r * 1.05, r * 1.1],
            [cx + r * 1.05, cy + r * 1.05, r * 1.1],
          ]
    const thin = Math.max(0.5, r / 14)
    for (let y = Math.floor(cy - r); y <= cy + r; y++)
      for (let x = Math.floor(cx - r); x <= cx + r; x++) {
        if (((x - cx) / r) ** 2 + ((y - cy) / r) ** 2 > 0.92) continue
        for (const [ax, ay, ar] of arcs) {
          const dd = Math.abs(Math.hypot(x - ax, y - ay) - ar)
          if (dd < thin + 0.35) {
            if (kind !== 'baseball') canvas.set(x, y, seam)
            else if ((x + y) % 3 === 0) {
              canvas.set(x, y, seam)
              if (r >= 8) canvas.set(x + 1, y - 1, seam)
            }
          }
        }
        if (kind === 'basketball' && (Math.abs(x - cx) < thin + 0.2 || Math.abs(y - cy) < thin + 0.2))
          canvas.set(x, y, seam)
      }
  }
  if (r >= 3) {
    const hl = kind === 'beach' ? ([255, 255, 255] as RGB) : scale(at(body, 2), 1.15)
    ellipse(canvas, cx - r * 0.45, cy - r * 0.45, Math.max(0.6, r * 0.16), Math.max(0.6, r * 0.12), solid(hl))
  }
  if (random() < 0.8) canvas.outline(dark, background)
  return background ? canvas.image() : trimmed(canvas)
}

/**
 * A skull seen from the front (a domed cranium, cheekbones, dark eye sockets with a glint on some, a
 * heart-shaped nose hole, a jaw with a row of teeth split by 1-px gaps, a crack on some), alone or over
 * two crossed bones, or a single bone at a diagonal with knobbed ends; bone white to yellowed in four
 * tones lit from the top left; 8 to 96 px.
 */
const skullSprite: SpriteGenerator['draw'] = (random) => {
  const size = side(random, 0.25, 14, 96)
  const kind = pick(random, ['skull', 'crossbones', 'bone'] as const)
  const background: RGB | null =
    random() < 0.2
      ? tint(random, [
          [40, 30, 52],
          [120, 40, 40],
          [70, 90, 60],
        ] as RGB[])
      : null
  const width = kind === 'bone' ? size : Math.max(8, Math.round(size * uniform(random, 0.8, 1)))
  const height = kind === 'bone' ? Math.max(8, Math.round(size * uniform(random, 0.5, 1))) : size
  const canvas = begin(width, height, background)
  const dark = ink(random)
  const bone = ramp(
    tint(random, [
      [236, 232, 214],
      [226, 212, 170],
      [214, 214, 220],
    ] as RGB[]),
    4,
  )
  const boneShade = (x: number, y: number, cx: number, cy: number, rx: number, ry: number): RGB => {
    const d = (x - cx) / rx + (y - cy) / ry
    return d < -0.6
      ? at(bone, 3)
      : d > 0.75
        ? at(bone, 0)
        : d > 0.35 && bayer(x, y) < 0.5
          ? at(bone, 1)
          : at(bone, 2)
  }
  /** A bone from (x0, y0) to (x1, y1): a shaft and two knobs at each end. */
  const drawBone = (x0: number, y0: number, x1: number, y1: number, w: number) => {
    const len = Math.hypot(x1 - x0, y1 - y0)
    const [nx, ny] = [(-(y1 - y0) / len) * w * 0.55, ((x1 - x0) / len) * w * 0.55]
    bar(canvas, x0, y0, x1, y1, w, at(bone, 2))
    for (const [ex, ey] of [
      [x0, y0],
      [x1, y1],
    ] as const)
      for (const s of [-1, 1]) {
        const [kx, ky] = [ex + nx * s, ey + ny * s]
        ellipse(canvas, kx, ky, w * 0.6, w * 0.6, (x, y) => boneShade(x, y, kx, ky, w * 0.6, w * 0.6))
      }
    // A lit edge along the shaft.
    const steps = Math.ceil(len)
    for (let i = 0; i <= steps; i++) {
      const t = i / steps
      canvas.set(
        Math.round(x0 + (x1 - x0) * t - nx * 0.5),
        Math.round(y0 + (y1 - y0) * t - ny * 0.5),
        at(bone, 3),
      )
    }
  }
  if (kind === 'bone') {
    const w = Math.max(2, Math.round(Math.min(width, height) * uniform(random, 0.14, 0.2)))
    const m = w * 1.3
    drawBone(m, height - 1 - m, width - 1 - m, m, w)
  } else {
    const cx = (width - 1) / 2
    if (kind === 'crossbones') {
      const w = Math.max(2, Math.round(width * 0.1))
      const m = w * 1.2
      drawBone(m, height * 0.45, width - 1 - m, height - 1 - m, w)
      drawBone(m, height - 1 - m, width - 1 - m, height * 0.45, w)
    }
    const sw = kind === 'crossbones' ? 0.72 : 0.98
    const rx = (width * sw) / 2 - 0.5
    const ry = rx * uniform(random, 0.85, 1)
    const cy = ry + 0.5
    ellipse(canvas, cx, cy, rx, ry, (x, y) => boneShade(x, y, cx, cy, rx, ry))
    // Cheeks and jaw under the dome.
    const jawTop = cy + ry * 0.45
    const jawBottom = Math.min(height - 1, cy + ry * (kind === 'crossbones' ? 1.15 : 1.35))
    const jawHalf = rx * 0.62
    for (let y = Math.round(jawTop); y <= jawBottom; y++) {
      const t = (y - jawTop) / Math.max(1, jawBottom - jawTop)
      const half = jawHalf * (1 - 0.25 * t * t)
      for (let x = Math.round(cx - half); x <= Math.round(cx + half); x++)
        canvas.set(x, y, boneShade(x, y, cx, cy, rx, ry * 1.3))
    }
    // Eye sockets, a glint, the nose.
    const er = Math.max(1, rx * uniform(random, 0.24, 0.3))
    const ey = cy + ry * 0.15
    const socket = mix(dark, at(bone, 0), 0.15)
    for (const s of [-1, 1]) {
      const ex = cx + s * rx * 0.42
      ellipse(canvas, ex, ey, er, er * uniform(random, 0.85, 1.1), solid(socket))
      if (er >= 2 && random() < 0.5)
        canvas.set(Math.round(ex - er * 0.3), Math.round(ey - er * 0.3), nudge(random, [250, 90, 60]))
    }
    if (rx >= 4)
      polygon(
        canvas,
        [
          [cx + 0.5, ey + er * 0.9],
          [cx + 0.5 + Math.max(1, er * 0.5), ey + er * 1.9],
          [cx + 0.5 - Math.max(1, er * 0.5), ey + er * 1.9],
        ],
        socket,
      )
    // Teeth: a band split by dark 1-px gaps, with a dark line under the top row.
    const teethY = Math.round(Math.min(jawBottom - 1, ey + er * 2.4))
    if (jawBottom - teethY >= 1) {
      const tw = Math.max(1, Math.round(rx / 5))
      for (let x = Math.round(cx - jawHalf * 0.75); x <= cx + jawHalf * 0.75; x++) {
        canvas.set(x, teethY + Math.max(1, Math.round((jawBottom - teethY) / 2)), socket)
        if ((x - Math.round(cx)) % (tw + 1) === 0)
          for (let y = teethY; y <= jawBottom - 1; y++) canvas.set(x, y, socket)
      }
    }
    if (rx >= 8 && random() < 0.5) {
      // A crack down the dome.
      let [x, y] = [Math.round(cx + rx * uniform(random, -0.4, 0.4)), Math.round(cy - ry * 0.95)]
      for (let i = 0; i < ry * 0.6; i++) {
        canvas.set(x, y, at(bone, 0))
        y += 1
        x += int(random, -1, 1)
      }
    }
  }
  if (random() < 0.85) canvas.outline(dark, background)
  return background ? canvas.image() : trimmed(kind === 'bone' && random() < 0.5 ? flipped(canvas) : canvas)
}

/**
 * A tent: a ridge tent from the front (a canvas triangle lit on one face, a dark doorway with a flap tied
 * back, stripes on some, a pole tip with a pennant) or a dome tent (a half ellipse with crossing pole arcs
 * and a zipped door), guy ropes as 1-px diagonal lines to pegs, on a grass strip or transparency, or at
 * night under a dark sky with stars; facing either way, 10 to 110 px wide.
 */
const tentSprite: SpriteGenerator['draw'] = (random) => {
  const width = side(random, 0.2, 16, 110)
  const height = Math.max(8, Math.round(width * uniform(random, 0.55, 0.85)))
  const night = random() < 0.22
  const background: RGB | null = night ? nudge(random, [18, 22, 50]) : null
  const canvas = begin(width, height, background)
  const dark = ink(random)
  if (night)
    for (let i = 0; i < Math.round((width * height) / 60); i++)
      canvas.set(
        int(random, 0, width - 1),
        int(random, 0, Math.round(height * 0.6)),
        nudge(random, [240, 236, 200]),
      )
  const cloth = ramp(
    tint(random, [
      [210, 90, 50],
      [70, 130, 80],
      [60, 100, 170],
      [214, 196, 150],
      [240, 180, 60],
    ] as RGB[]),
    3,
  )
  const stripe = tint(random, [
    [240, 236, 220],
    [200, 50, 50],
    [40, 60, 110],
  ] as RGB[])
  const rope = nudge(random, [196, 180, 150])
  const grassy = !night && random() < 0.55
  const grass = ramp(nudge(random, [80, 150, 60]), 2)
  const groundH = grassy || night ? Math.max(1, Math.round(height * 0.1)) : 0
  const base = height - 1 - groundH
  const cx = Math.round(width * uniform(random, 0.45, 0.55))
  const halfW = width * uniform(random, 0.3, 0.38)
  const top = Math.round(height * uniform(random, 0.12, 0.25))
  const dome = random() < 0.4
  const striped = random() < 0.35
  if (dome) {
    const ry = base - top
    ellipse(canvas, cx, base, halfW, ry, (x, y) => {
      if (y > base) return null
      const lit = x < cx - halfW * 0.25
      const c = lit ? at(cloth, 2) : x > cx + halfW * 0.5 ? at(cloth, 0) : at(cloth, 1)
      return striped && Math.floor((y - top) / Math.max(2, ry / 4)) % 2 ? mix(c, stripe, 0.5) : c
    })
    // Pole arcs: two narrower half ellipses drawn as rings.
    const pole = at(cloth, 0)
    for (const k of [0.45, 0.8]) ring(canvas, cx, base, halfW * k, ry, 1, pole)
    const door = Math.max(1, halfW * 0.35)
    ellipse(canvas, cx, base, door, ry * 0.55, (x, y) =>
      y > base ? null : x === Math.round(cx) ? rope : dark,
    )
    rect(canvas, 0, base + 1, width - 1, height - 1, null)
    if (background) rect(canvas, 0, base + 1, width - 1, height - 1, background)
  } else {
    polygon(
      canvas,
      [
        [cx + 0.5, top],
        [cx + 0.5 + halfW, base + 1],
        [cx + 0.5 - halfW, base + 1],
      ],
      at(cloth, 1),
    )
    for (let y = top; y <= base; y++)
      for (let x = 0; x < width; x++) {
        if (!figure(canvas, background, x, y)) continue
        const t = (y - top) / Math.max(1, base - top)
        let c = x < cx ? at(cloth, 2) : at(cloth, 1)
        if (striped && Math.floor(t * 6) % 2 === 1) c = stripe
        canvas.set(x, y, c)
      }
    line(canvas, cx, top, cx, base, at(cloth, 0))
    // The doorway: a dark triangle under the ridge, one flap tied back.
    const doorTop = top + Math.round((base - top) * uniform(random, 0.3, 0.45))
    const doorHalf = halfW * ((base - doorTop) / Math.max(1, base - top)) * 0.55
    polygon(
      canvas,
      [
        [cx + 0.5, doorTop],
        [cx + 0.5 + doorHalf, base + 1],
        [cx + 0.5 - doorHalf, base + 1],
      ],
      dark,
    )
    polygon(
      canvas,
      [
        [cx + 0.5, doorTop],
        [cx + 0.5 + doorHalf * 0.2, base + 1],
        [cx + 0.5 + doorHalf * 1.1, base + 1],
      ],
      at(cloth, 0),
    )
    rect(canvas, cx - halfW, base, cx + halfW, base, at(cloth, 0))
    // Pole tip and pennant.
    if (top >= 3) {
      line(canvas, cx, 0, cx, top, rope)
      if (width >= 24)
        polygon(
          canvas,
          [
            [cx + 1, 0],
            [cx + 1 + Math.max(2, width / 14), 1.5],
            [cx + 1, 3],
          ],
          stripe,
        )
    }
  }
  // Guy ropes to pegs on both sides.
  if (width >= 20) {
    const ropeY = top + Math.round((base - top) * uniform(random, 0.25, 0.45))
    for (const s of [-1, 1]) {
      const fromX = cx + s * (dome ? halfW * 0.75 : halfW * ((ropeY - top) / Math.max(1, base - top)))
      const pegX = Math.max(0, Math.min(width - 1, cx + s * (halfW + width * uniform(random, 0.08, 0.12))))
      line(canvas, fromX, ropeY, pegX, base, rope)
      canvas.set(Math.round(pegX), base + 1, at(cloth, 0))
    }
  }
  if (groundH) {
    for (let x = 0; x < width; x++) {
      const h = groundH + (x % 3 === 0 ? 1 : 0)
      for (let k = 0; k < h; k++) canvas.set(x, height - 1 - k, at(grass, (x + k) % 4 === 0 ? 1 : 0))
    }
  }
  if (!night && random() < 0.8) canvas.outline(dark, background)
  return background ? canvas.image() : trimmed(random() < 0.5 ? flipped(canvas) : canvas)
}

/**
 * A spider seen from above (a round abdomen with a pale marking, a smaller head with eye dots, eight
 * jointed legs as 1- or 2-px lines bending out and down, fangs) hanging on a thread, or an orb web
 * (radial threads, a spiral of straight 1-px chords between them, whole or in a corner, a spider at the hub
 * on some) on transparency or a dark ground; 8 to 110 px.
 */
const spiderSprite: SpriteGenerator['draw'] = (random) => {
  const web = random() < 0.45
  const size = web ? side(random, 0.1, 20, 110) : side(random, 0.3, 12, 64)
  const background: RGB | null =
    web && random() < 0.5
      ? tint(random, [
          [30, 34, 48],
          [44, 60, 40],
          [70, 50, 60],
        ] as RGB[])
      : null
  const height = web ? size : Math.max(8, Math.round(size * uniform(random, 1, 1.4)))
  const canvas = begin(size, height, background)
  const dark = ink(random)
  const thread = nudge(random, [228, 228, 236])
  const body = ramp(
    tint(random, [
      [60, 50, 50],
      [90, 60, 40],
      [40, 40, 60],
      [120, 40, 40],
    ] as RGB[]),
    3,
  )
  const mark = tint(random, [
    [230, 60, 50],
    [240, 220, 120],
    [250, 250, 250],
  ] as RGB[])
  const drawSpider = (sx: number, sy: number, s: number) => {
    const ar = Math.max(1.5, s * 0.22)
    const hr = Math.max(1, ar * 0.6)
    const legW = s >= 40 ? 2 : 1
    const hy = sy - ar - hr * 0.6
    for (const side of [-1, 1])
      for (let k = 0; k < 4; k++) {
        const base: [number, number] = [sx + side * hr * 0.8, hy + hr * 0.2 + (k - 1.5) * hr * 0.5]
        const spread = (k - 1.5) * 0.5
        const knee: [number, number] = [base[0] + side * s * 0.24, base[1] - s * (0.12 - spread * 0.25)]
        const foot: [number, number] = [knee[0] + side * s * 0.16, knee[1] + s * (0.2 + spread * 0.35)]
        for (let t = 0; t < legW; t++) {
          line(canvas, base[0] + t, base[1], knee[0] + t, knee[1], at(body, 0))
          line(canvas, knee[0] + t, knee[1], foot[0] + t, foot[1], at(body, 0))
        }
      }
    ellipse(canvas, sx, sy, ar, ar * 1.15, (x, y) =>
      (x - sx) / ar + (y - sy) / ar < -0.5 ? at(body, 2) : at(body, 1),
    )
    ellipse(canvas, sx, hy, hr, hr, solid(at(body, 1)))
    if (ar >= 3) {
      // A marking: an hourglass or a cross of the accent colour.
      rect(canvas, sx - ar * 0.3, sy - ar * 0.1, sx + ar * 0.3, sy + ar * 0.1, mark)
      rect(canvas, sx - Math.max(0, ar * 0.1), sy - ar * 0.5, sx + Math.max(0, ar * 0.1), sy + ar * 0.5, mark)
    }
    if (hr >= 2) {
      canvas.set(Math.round(sx - hr * 0.4), Math.round(hy - hr * 0.3), mark)
      canvas.set(Math.round(sx + hr * 0.4), Math.round(hy - hr * 0.3), mark)
    }
    canvas.set(Math.round(sx - 1), Math.round(hy - hr), at(body, 0))
    canvas.set(Math.round(sx + 1), Math.round(hy - hr), at(body, 0))
  }
  if (!web) {
    const sx = (size - 1) / 2
    const sy = height * uniform(random, 0.62, 0.72)
    line(canvas, sx, 0, sx, sy - size * 0.3, thread)
    drawSpider(sx, sy, size)
    if (random() < 0.85) canvas.outline(dark, background)
    return trimmed(canvas)
  }
  const corner = random() < 0.4
  const [hx, hy] = corner ? [0, 0] : [size * uniform(random, 0.42, 0.58), size * uniform(random, 0.42, 0.58)]
  const spokes = corner ? int(random, 5, 7) : int(random, 8, 13)
  const span = corner ? Math.PI / 2 : Math.PI * 2
  const angles = Array.from({ length: spokes }, (_, i) =>
    corner ? (i * span) / (spokes - 1) : (i * span) / spokes + uniform(random, -0.12, 0.12),
  )
  const reach = corner ? size * 1.5 : size
  const spoke = mix(thread, background ?? [90, 90, 110], 0.3)
  for (const a of angles) line(canvas, hx, hy, hx + Math.cos(a) * reach, hy + Math.sin(a) * reach, spoke)
  const turns = Math.max(2, Math.round(size / uniform(random, 5, 8)))
  const rMax = corner ? size * 0.95 : size * 0.48
  const chords = corner ? spokes - 1 : spokes
  for (let t = 1; t <= turns; t++)
    for (let i = 0; i < chords; i++) {
      const a0 = angles[i] as number
      const a1 = angles[(i + 1) % spokes] as number
      const r0 = (rMax * (t + i / chords)) / (turns + 1)
      const r1 = (rMax * (t + (i + 1) / chords)) / (turns + 1)
      line(
        canvas,
        hx + Math.cos(a0) * r0,
        hy + Math.sin(a0) * r0,
        hx + Math.cos(a1) * r1,
        hy + Math.sin(a1) * r1,
        thread,
      )
    }
  // Dew: a few bright drops on the spiral.
  const dew = nudge(random, [170, 220, 250])
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const o = (y * size + x) * 4
      if (
        canvas.opaque(x, y) &&
        canvas.data[o] === thread[0] &&
        canvas.data[o + 2] === thread[2] &&
        random() < 0.04
      )
        canvas.set(x, y, dew)
    }
  if (!corner && random() < 0.6) drawSpider(hx, hy + size * 0.04, size * uniform(random, 0.22, 0.3))
  return background ? canvas.image() : trimmed(canvas)
}

/**
 * A castle tower or keep: a round or square stone tower with a crenellated top (merlons with gaps),
 * courses of stone with staggered joints, shaded as a cylinder or lit on one face, arrow slits and an
 * arched window, a conical or pyramid roof with a flag on some, or a keep (a wall between two towers with
 * an arched gate and a portcullis grid); on transparency or a day or night sky; 12 to 120 px high.
 */
const castleSprite: SpriteGenerator['draw'] = (random) => {
  const height = side(random, 0.15, 20, 120)
  const keep = height >= 28 && random() < 0.4
  const width = Math.max(
    8,
    Math.round(height * (keep ? uniform(random, 1, 1.3) : uniform(random, 0.45, 0.65))),
  )
  const night = random() < 0.2
  const background: RGB | null = night
    ? nudge(random, [22, 26, 58])
    : random() < 0.15
      ? nudge(random, [160, 200, 232])
      : null
  const canvas = begin(width, height, background)
  const dark = ink(random)
  const stone = ramp(
    tint(random, [
      [150, 146, 140],
      [180, 160, 130],
      [130, 136, 150],
    ] as RGB[]),
    3,
  )
  const roof = ramp(
    tint(random, [
      [170, 60, 50],
      [60, 80, 140],
      [80, 110, 80],
    ] as RGB[]),
    2,
  )
  const flag = tint(random, [
    [230, 200, 60],
    [220, 50, 60],
    [240, 240, 240],
  ] as RGB[])
  const pane = night ? nudge(random, [250, 210, 100]) : dark
  const u = Math.max(1, Math.round(height / 30))
  const course = Math.max(2, u * 3)
  /** A stone block from x0 to x1 (inclusive) and y0 to y1, round (cylinder shading) or square. */
  const masonry = (x0: number, x1: number, y0: number, y1: number, round: boolean) => {
    const w = Math.max(1, x1 - x0)
    for (let y = y0; y <= y1; y++)
      for (let x = x0; x <= x1; x++) {
        const t = (x - x0) / w
        const c = round
          ? t < 0.25
            ? at(stone, 2)
            : t > 0.72
              ? at(stone, 0)
              : at(stone, 1)
          : x < x0 + 1
            ? at(stone, 2)
            : at(stone, 1)
        const row = Math.floor((y - y0) / course)
        const joint =
          height >= 32 &&
          ((y - y0) % course === course - 1 ||
            (x - x0 + (row % 2) * Math.round(course * 1.5)) % (course * 3) === 0)
        canvas.set(x, y, joint && t <= 0.72 ? at(stone, 0) : c)
      }
  }
  const battlements = (x0: number, x1: number, y: number) => {
    const m = Math.max(1, Math.round((x1 - x0 + 1) / 7))
    const mh = Math.max(1, Math.round(m * 1.2))
    for (let x = x0; x <= x1; x++)
      if (Math.floor((x - x0) / m) % 2 === 0)
        for (let k = 1; k <= mh; k++) canvas.set(x, y - k, at(stone, x === x0 ? 2 : 1))
    rect(canvas, x0 - Math.min(1, u), y, x1 + Math.min(1, u), y + Math.max(0, u - 1), at(stone, 2))
  }
  const arch = (cx: number, bottom: number, half: number, h: number, c: RGB) => {
    rect(canvas, cx - half, bottom - h + half, cx + half, bottom, c)
    ellipse(canvas, cx, bottom - h + half, half + 0.4, half + 0.4, (x, y) =>
      y <= bottom - h + half ? c : null,
    )
  }
  const tower = (x0: number, x1: number, top: number, round: boolean, roofed: boolean) => {
    const cx = (x0 + x1) / 2
    const half = (x1 - x0) / 2
    if (roofed) {
      const roofH = Math.round(half * uniform(random, 1.6, 2.4))
      const peak = Math.max(2, top - roofH)
      polygon(
        canvas,
        [
          [cx + 0.5, peak],
          [x1 + 1.5 + u, top + 1],
          [x0 - 0.5 - u, top + 1],
        ],
        at(roof, 0),
      )
      polygon(
        canvas,
        [
          [cx + 0.5, peak],
          [cx + 0.5, top + 1],
          [x0 - 0.5 - u, top + 1],
        ],
        at(roof, 1),
      )
      line(canvas, cx, Math.max(0, peak - Math.max(2, u * 4)), cx, peak, dark)
      polygon(
        canvas,
        [
          [cx + 1, Math.max(0, peak - Math.max(2, u * 4))],
          [cx + 1 + Math.max(2, u * 3), Math.max(0, peak - Math.max(2, u * 4)) + Math.max(1, u)],
          [cx + 1, Math.max(0, peak - Math.max(2, u * 4)) + Math.max(2, u * 2)],
        ],
        flag,
      )
      masonry(x0, x1, top + 1, height - 1, round)
    } else {
      masonry(x0, x1, top + 1, height - 1, round)
      battlements(x0, x1, top + 1)
    }
    // Windows: an arched one high up, slits below.
    if (half >= 3) {
      arch(
        Math.round(cx),
        top + Math.round(half * 1.6) + u * 3,
        Math.max(1, Math.round(half * 0.3)),
        Math.max(3, u * 5),
        pane,
      )
      for (let y = top + Math.round(half * 2.6) + u * 6; y < height - u * 6; y += Math.max(6, u * 10)) {
        rect(canvas, cx, y, cx + u - 1, y + u * 3, dark)
        rect(canvas, cx - u, y + u, cx + u * 2 - 1, y + u, dark)
      }
    }
  }
  if (keep) {
    const tw = Math.round(width * uniform(random, 0.22, 0.28))
    const wallTop = Math.round(height * uniform(random, 0.35, 0.45))
    const towerTop = Math.round(height * uniform(random, 0.12, 0.2))
    masonry(tw, width - tw - 1, wallTop + 1, height - 1, false)
    battlements(tw, width - tw - 1, wallTop + 1)
    const roofed = random() < 0.5
    tower(0, tw - 1, towerTop + (roofed ? Math.round(height * 0.1) : 0), true, roofed)
    tower(width - tw, width - 1, towerTop + (roofed ? Math.round(height * 0.1) : 0), true, roofed)
    // The gate with a portcullis grid.
    const gx = (width - 1) / 2
    const gh = Math.round((height - wallTop) * 0.55)
    const gHalf = Math.max(2, Math.round((width - 2 * tw) * 0.16))
    arch(Math.round(gx), height - 1, gHalf, gh, dark)
    const grid = at(stone, 0)
    for (let x = Math.round(gx) - gHalf + 1; x < gx + gHalf; x += 2)
      line(canvas, x, height - gh + gHalf * 0.6, x, height - 1 - Math.round(gh * 0.3), grid)
    for (let y = height - gh + gHalf + 1; y < height - gh * 0.3; y += 3)
      line(canvas, gx - gHalf + 1, y, gx + gHalf - 1, y, grid)
  } else {
    const round = random() < 0.6
    const roofed = random() < 0.45
    tower(
      0,
      width - 1,
      Math.round(height * (roofed ? uniform(random, 0.3, 0.4) : uniform(random, 0.06, 0.12))),
      round,
      roofed,
    )
  }
  if (!night && random() < 0.75) canvas.outline(dark, background)
  return background ? canvas.image() : trimmed(canvas)
}

/**
 * Mail and scrolls: an envelope (a sheet of paper with a diagonal flap of two 1-px lines meeting at a wax
 * seal, or a stamp with a perforated edge under a postmark ring, and scribbled address lines), a parchment
 * scroll (a sheet with rolled ends shaded as cylinders, lines of text, a ribbon and seal on some) or a
 * parcel tied with string (tape, a label); on transparency or a desk colour; 8 to 90 px wide.
 */
const mailSprite: SpriteGenerator['draw'] = (random) => {
  const kind = pick(random, ['envelope', 'envelope', 'scroll', 'parcel'] as const)
  const width = side(random, 0.25, 14, 90)
  const height = Math.max(
    8,
    Math.round(
      width *
        (kind === 'scroll'
          ? uniform(random, 1, 1.35)
          : kind === 'parcel'
            ? uniform(random, 0.7, 0.95)
            : uniform(random, 0.58, 0.7)),
    ),
  )
  const background: RGB | null =
    random() < 0.2
      ? tint(random, [
          [120, 80, 50],
          [60, 80, 70],
          [170, 160, 150],
        ] as RGB[])
      : null
  // Drawn on its own canvas, then set one pixel in from the edge so the outline has room.
  const canvas = begin(width, height, null)
  const dark = ink(random)
  const text = nudge(random, [60, 56, 70])
  const wax = ramp(
    tint(random, [
      [190, 30, 40],
      [40, 80, 160],
      [40, 120, 60],
    ] as RGB[]),
    3,
  )
  /** Scribbled text: runs of dark pixels with gaps, one line every `pitch` rows. */
  const scribble = (x0: number, x1: number, y0: number, y1: number, pitch: number) => {
    for (let y = y0; y <= y1; y += pitch) {
      let x = x0
      const stop = x1 - (y + pitch > y1 ? Math.round((x1 - x0) * uniform(random, 0.2, 0.5)) : 0)
      while (x < stop) {
        const run = int(random, 1, 4)
        for (let k = 0; k < run && x + k <= stop; k++) canvas.set(x + k, y, text)
        x += run + int(random, 1, 2)
      }
    }
  }
  if (kind === 'envelope') {
    const paper = ramp(
      tint(random, [
        [240, 236, 222],
        [236, 214, 170],
        [220, 232, 240],
      ] as RGB[]),
      3,
    )
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        canvas.set(x, y, y === height - 1 || x === width - 1 ? at(paper, 0) : at(paper, 1))
    const back = random() < 0.5
    if (back) {
      // The back: the flap's two diagonals to a point under the middle, a seal there.
      const tipY = Math.round(height * uniform(random, 0.5, 0.62))
      polygon(
        canvas,
        [
          [0, 0],
          [width, 0],
          [width / 2, tipY + 0.5],
        ],
        at(paper, 2),
      )
      line(canvas, 0, 0, (width - 1) / 2, tipY, at(paper, 0))
      line(canvas, width - 1, 0, (width - 1) / 2, tipY, at(paper, 0))
      line(canvas, 0, height - 1, (width - 1) * 0.42, height * 0.55, at(paper, 0))
      line(canvas, width - 1, height - 1, (width - 1) * 0.58, height * 0.55, at(paper, 0))
      const sr = Math.max(1, width * 0.08)
      ellipse(canvas, (width - 1) / 2, tipY, sr, sr, (x, y) =>
        ((x - (width - 1) / 2) ** 2 + (y - tipY) ** 2) ** 0.5 > sr - 1
          ? at(wax, 0)
          : x + y < width / 2 + tipY - 1
            ? at(wax, 2)
            : at(wax, 1),
      )
    } else {
      // The front: a stamp with a perforated edge, a postmark ring and three address lines.
      const sw = Math.max(3, Math.round(width * 0.18))
      const sh = Math.max(3, Math.round(sw * 1.2))
      const [sx, sy] = [width - 2 - sw, 1 + Math.max(0, Math.round(height * 0.06))]
      rect(canvas, sx, sy, sx + sw - 1, sy + sh - 1, at(wax, 1))
      for (let x = sx; x < sx + sw; x++)
        if ((x - sx) % 2 === 1) [sy, sy + sh - 1].forEach((y) => canvas.set(x, y, at(paper, 2)))
      if (sw >= 5) rect(canvas, sx + 1, sy + Math.round(sh * 0.55), sx + sw - 2, sy + sh - 2, at(wax, 2))
      if (width >= 24) ring(canvas, sx - sw * 0.2, sy + sh * 0.6, sw * 0.55, sw * 0.55, 1, at(paper, 0))
      if (height >= 12)
        scribble(
          Math.round(width * 0.3),
          Math.round(width * 0.82),
          Math.round(height * 0.5),
          height - 3,
          Math.max(2, Math.round(height / 8)),
        )
    }
  } else if (kind === 'scroll') {
    const paper = ramp(nudge(random, [226, 204, 156]), 3)
    const rollH = Math.max(2, Math.round(height * 0.1))
    const inset = Math.max(1, Math.round(width * 0.08))
    rect(canvas, inset, rollH, width - 1 - inset, height - 1 - rollH, at(paper, 1))
    for (let y = rollH; y < height - rollH; y++) {
      canvas.set(inset, y, at(paper, 2))
      canvas.set(width - 1 - inset, y, at(paper, 0))
    }
    for (const y0 of [0, height - rollH]) {
      for (let y = y0; y < y0 + rollH; y++) {
        const t = (y - y0) / Math.max(1, rollH - 1)
        for (let x = 0; x < width; x++)
          canvas.set(x, y, t < 0.34 ? at(paper, 2) : t > 0.67 ? at(paper, 0) : at(paper, 1))
      }
      // The spiral end of the roll.
      canvas.set(0, y0 + Math.floor(rollH / 2), at(paper, 0))
      canvas.set(width - 1, y0 + Math.floor(rollH / 2), at(paper, 0))
    }
    if (height >= 14)
      scribble(
        inset + 2,
        width - 3 - inset,
        rollH + 2,
        height - rollH - 3,
        Math.max(2, Math.round(height / 10)),
      )
    if (random() < 0.5 && width >= 16) {
      const ry = Math.round(height / 2)
      rect(
        canvas,
        0,
        ry - Math.max(0, Math.round(height / 40)),
        width - 1,
        ry + Math.max(0, Math.round(height / 40)),
        at(wax, 1),
      )
      const sr = Math.max(1.5, width * 0.1)
      ellipse(canvas, (width - 1) / 2, ry, sr, sr, (x, y) =>
        x + y < width / 2 + ry - 1 ? at(wax, 2) : at(wax, 0),
      )
    }
  } else {
    const box = ramp(nudge(random, [190, 146, 96]), 3)
    const lidH = Math.max(1, Math.round(height * 0.16))
    rect(canvas, 0, 0, width - 1, height - 1, at(box, 1))
    rect(canvas, 0, 0, width - 1, lidH - 1, at(box, 2))
    rect(canvas, width - 1 - Math.max(0, Math.round(width / 16)), lidH, width - 1, height - 1, at(box, 0))
    const string = nudge(random, [236, 232, 220])
    const [mx, my] = [
      Math.round(width * uniform(random, 0.4, 0.6)),
      Math.round(height * uniform(random, 0.4, 0.6)),
    ]
    line(canvas, mx, 0, mx, height - 1, string)
    line(canvas, 0, my, width - 1, my, string)
    if (width >= 20) {
      // A bow: two loops as short diagonals from the knot.
      const l = Math.max(2, Math.round(width / 10))
      line(canvas, mx, my, mx - l, my - l, string)
      line(canvas, mx, my, mx + l, my - l, string)
      line(canvas, mx - l, my - l, mx - l, my - Math.round(l / 2), string)
      line(canvas, mx + l, my - l, mx + l, my - Math.round(l / 2), string)
      const lw = Math.max(3, Math.round(width * 0.25))
      const lx = mx < width / 2 ? width - 2 - lw : 2
      rect(
        canvas,
        lx,
        my + 2,
        lx + lw,
        Math.min(height - 2, my + 2 + Math.round(lw * 0.6)),
        nudge(random, [244, 240, 230]),
      )
      if (lw >= 6)
        scribble(lx + 1, lx + lw - 1, my + 3, Math.min(height - 3, my + 1 + Math.round(lw * 0.6)), 2)
    }
  }
  const framed = begin(width + 2, height + 2, background)
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
  if (random() < 0.85) framed.outline(dark, background)
  const out = random() < 0.5 ? flipped(framed) : framed
  return background ? out.image() : trimmed(out)
}

/**
 * Street furniture: a street lamp (a post with a base and collar, a straight or curled arm, a lantern with
 * lit panes under a cap or a globe, a dithered glow at night) or a traffic light (a dark housing with three
 * round lamps, one of them lit with a highlight and the others dim, visors above them, on a pole, a second
 * head at an angle on some); on transparency by day or on a night sky; 12 to 120 px high.
 */
const lampSprite: SpriteGenerator['draw'] = (random) => {
  const height = side(random, 0.15, 18, 120)
  const traffic = random() < 0.45
  const width = Math.max(
    8,
    Math.round(height * (traffic ? uniform(random, 0.3, 0.45) : uniform(random, 0.35, 0.6))),
  )
  const night = random() < 0.3
  const background: RGB | null = night ? nudge(random, [16, 20, 44]) : null
  const canvas = begin(width, height, background)
  const dark = ink(random)
  const metal = ramp(
    tint(random, [
      [60, 70, 80],
      [40, 90, 70],
      [90, 90, 96],
      [40, 40, 44],
    ] as RGB[]),
    3,
  )
  const u = Math.max(1, Math.round(height / 40))
  const light = tint(random, [
    [255, 220, 120],
    [240, 240, 210],
    [255, 190, 90],
  ] as RGB[])
  const glow = (gx: number, gy: number, gr: number, c: RGB) => {
    if (!background) return
    const halo = mix(background, c, 0.35)
    for (let y = Math.floor(gy - gr); y <= gy + gr; y++)
      for (let x = Math.floor(gx - gr); x <= gx + gr; x++) {
        const d = Math.hypot(x - gx, y - gy) / gr
        if (d < 1 && bayer(x, y) > d * 0.9 && !figure(canvas, background, x, y)) canvas.set(x, y, halo)
      }
  }
  if (traffic) {
    const px = Math.round(width / 2) - Math.floor(u / 2)
    const hw = Math.max(4, Math.round(width * 0.7))
    const hh = Math.max(8, Math.round(hw * 2.4))
    const hx0 = Math.round((width - hw) / 2)
    const hy0 = Math.max(0, Math.round(height * 0.04))
    const lit = int(random, 0, 2)
    const lamps: RGB[] = [
      nudge(random, [230, 40, 40]),
      nudge(random, [250, 180, 30]),
      nudge(random, [50, 210, 90]),
    ]
    const lr = Math.max(1, hw * 0.3)
    if (night) glow(hx0 + hw / 2 - 0.5, hy0 + (hh / 3) * (lit + 0.5), lr * 3.2, lamps[lit] as RGB)
    rect(canvas, px, hy0 + hh, px + u, height - 1, at(metal, 1))
    rect(canvas, px, hy0 + hh, px, height - 1, at(metal, 2))
    rect(canvas, px - u, height - 1 - u, px + 2 * u, height - 1, at(metal, 0))
    rect(canvas, hx0, hy0, hx0 + hw - 1, hy0 + hh - 1, at(metal, 0))
    rect(canvas, hx0, hy0, hx0, hy0 + hh - 1, at(metal, 1))
    canvas.set(hx0, hy0, background)
    canvas.set(hx0 + hw - 1, hy0, background)
    for (let i = 0; i < 3; i++) {
      const ly = hy0 + (hh / 3) * (i + 0.5)
      const lx = hx0 + hw / 2 - 0.5
      const c = i === lit ? (lamps[i] as RGB) : scale(lamps[i] as RGB, 0.38)
      ellipse(canvas, lx, ly, lr, lr, solid(c))
      if (i === lit && lr >= 1.5)
        canvas.set(Math.round(lx - lr * 0.4), Math.round(ly - lr * 0.4), [255, 255, 240])
      if (lr >= 2) rect(canvas, lx - lr - 0.5, ly - lr - 1, lx + lr + 0.5, ly - lr - 1, dark)
    }
  } else {
    const px = Math.round(width * uniform(random, 0.25, 0.45))
    const pw = Math.max(1, u + (random() < 0.5 ? 1 : 0))
    const curled = random() < 0.5
    const armY = Math.round(height * uniform(random, 0.08, 0.16))
    const reach = Math.round(width * uniform(random, 0.35, 0.5))
    const head = pick(random, ['lantern', 'globe'] as const)
    const hs = Math.max(3, Math.round(width * uniform(random, 0.22, 0.32)))
    const hx = Math.min(width - 2 - Math.ceil(hs / 2), px + reach)
    const hy = armY + Math.max(2, u * 2)
    if (night) glow(hx, hy + hs * 0.6, hs * 2.2, light)
    rect(canvas, px, armY, px + pw - 1, height - 1, at(metal, 1))
    rect(canvas, px, armY, px, height - 1, at(metal, 2))
    rect(canvas, px - pw, height - 1 - Math.max(1, u * 3), px + 2 * pw - 1, height - 1, at(metal, 0))
    rect(
      canvas,
      px - Math.ceil(pw / 2),
      Math.round(height * 0.55),
      px + pw,
      Math.round(height * 0.55) + u,
      at(metal, 0),
    )
    // The arm: straight, or a curl under it.
    line(canvas, px, armY, hx, armY, at(metal, 0))
    if (curled && reach >= 5) {
      const cr = Math.max(1.5, reach * 0.25)
      ring(canvas, px + cr + 1, armY + cr, cr, cr, 1, at(metal, 0))
    } else line(canvas, px + pw, armY + Math.max(2, reach * 0.5), hx - reach * 0.5, armY, at(metal, 0))
    line(canvas, hx, armY, hx, hy - 1, at(metal, 0))
    if (head === 'lantern') {
      const top = hy
      polygon(
        canvas,
        [
          [hx - hs / 2, top + 1],
          [hx + 1 + hs / 2, top + 1],
          [hx + 1 + hs * 0.35, top + hs * 1.3],
          [hx - hs * 0.35, top + hs * 1.3],
        ],
        night ? light : mix(light, at(metal, 2), 0.55),
      )
      rect(canvas, hx - hs / 2 - 0.5, top, hx + hs / 2 + 0.5, top + Math.max(0, u - 1), at(metal, 0))
      line(canvas, hx, top + 1, hx, top + hs * 1.3, at(metal, 0))
      rect(
        canvas,
        hx - hs * 0.35,
        top + hs * 1.3,
        hx + hs * 0.35,
        top + hs * 1.3 + Math.max(0, u - 1),
        at(metal, 0),
      )
    } else {
      const gr = hs / 2
      ellipse(canvas, hx, hy + gr, gr, gr, (x, y) =>
        x - hx + (y - hy - gr) < -gr * 0.5 ? [255, 255, 240] : night ? light : mix(light, at(metal, 2), 0.45),
      )
    }
  }
  if (!night && random() < 0.8) canvas.outline(dark, background)
  return background ? canvas.image() : trimmed(random() < 0.5 ? flipped(canvas) : canvas)
}

export const MENHIR_GENERATORS: SpriteGenerator[] = [
  { name: 'cactus', draw: within(cactusSprite) },
  { name: 'ball-racket', draw: within(ballSprite) },
  { name: 'skull-bones', draw: within(skullSprite) },
  { name: 'tent', draw: within(tentSprite) },
  { name: 'spider-web', draw: within(spiderSprite) },
  { name: 'castle-tower', draw: within(castleSprite) },
  { name: 'mail-scroll', draw: within(mailSprite) },
  { name: 'lamp-traffic-light', draw: within(lampSprite) },
]
