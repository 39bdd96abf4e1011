// The generators of the `cairn` split of the wide recovery bench, written before round 8 changed the
// method and used by no other split: robots seen from the front, spaceships seen from the side with a
// thruster glow, candles and torches with a stepped glow halo, open books and scrolls with runs of text,
// dice in perspective, mushroom clusters, crystal clusters, and keys and padlocks. Scored once at the end
// of round 8; a development split now.
import { uniform, type Random } from '../../../packages/pixelart/src/recover/testing/degrade.ts'
import {
  type Canvas,
  int,
  line,
  palette,
  rect,
  type RGB,
  type SpriteGenerator,
  at,
  begin,
  ellipse,
  mix,
  pick,
  polygon,
  scale,
  solid,
  side,
  bayer,
  trimmed,
} from './canvas.ts'

const ink = (random: Random): RGB => {
  const v = int(random, 14, 42)
  return [v + int(random, 0, 14), v, v + int(random, 0, 18)]
}

/**
 * A box lit from the upper left: a light top row and left column, a dark right edge `shade` px wide, the
 * mid tone between. Robots, padlocks and candles are built from these.
 */
function litBox(canvas: Canvas, x0: number, y0: number, x1: number, y1: number, ramp: RGB[], shade = 1) {
  const [l, t, r, b] = [Math.round(x0), Math.round(y0), Math.round(x1), Math.round(y1)]
  for (let y = t; y <= b; y++)
    for (let x = l; x <= r; x++) {
      const c = x > r - shade ? at(ramp, 0) : x === l || y === t ? at(ramp, 2) : at(ramp, 1)
      canvas.set(x, y, c)
    }
}

/**
 * A robot seen from the front: a head with a visor and one or two eyes, antennae or ear bolts, a torso with a
 * panel of one-pixel lights and vent stripes, arms with claws, and legs, tank treads or a hover glow;
 * metal lit from the upper left, 8 to 100 px high.
 */
const robotSprite: SpriteGenerator['draw'] = (random) => {
  const width = side(random, 0.3, 13, 80)
  const height = Math.min(128, Math.max(8, Math.round(width * uniform(random, 1.05, 1.5))))
  const background = random() < 0.3 ? scale(palette(random, 1, 'scatter')[0] as RGB, 0.6) : null
  const canvas = begin(width, height, background)
  const metal = palette(random, 3, 'ramp').map((c) => scale(c, 1.1))
  const [eye, light] = palette(random, 2, 'scatter').map((c) => scale(c, 1.4)) as [RGB, RGB]
  const dark = ink(random)
  const cx = (width - 1) / 2
  const u = Math.max(1, Math.round(width / 16)) // the robot's "unit": bolt, gap and line width
  const headW = Math.max(3, Math.round(width * uniform(random, 0.38, 0.55)))
  const headTop = Math.max(2, Math.round(height * 0.08))
  const headBottom = headTop + Math.max(2, Math.round(height * uniform(random, 0.16, 0.24)))
  // Antennae: one centre mast with a ball, or two thin diagonal rods.
  if (random() < 0.5) {
    line(canvas, cx, headTop - 1, cx, 1, at(metal, 0))
    canvas.set(Math.round(cx), 0, light)
    if (width >= 24) canvas.set(Math.round(cx) - 1, 0, light)
  } else
    for (const s of [-1, 1])
      line(canvas, cx + (s * headW) / 3, headTop - 1, cx + (s * headW) / 2, 0, at(metal, 0))
  litBox(
    canvas,
    cx - headW / 2,
    headTop,
    cx + headW / 2,
    headBottom,
    metal,
    Math.max(1, Math.round(headW / 10)),
  )
  // The visor: a dark band with one wide eye or two round ones.
  const visorY = Math.round(headTop + (headBottom - headTop) * 0.45)
  const visorH = Math.max(0, Math.round((headBottom - headTop) / 5))
  rect(canvas, cx - headW / 2 + u, visorY - visorH, cx + headW / 2 - u, visorY + visorH, dark)
  if (random() < 0.4) rect(canvas, cx - headW / 5, visorY, cx + headW / 5, visorY, eye)
  else
    for (const s of [-1, 1]) {
      const ex = Math.round(cx + (s * headW) / 4.5)
      canvas.set(ex, visorY, eye)
      if (width >= 40) canvas.set(ex + s, visorY, eye)
    }
  if (width >= 20 && random() < 0.5)
    for (const s of [-1, 1])
      rect(canvas, cx + s * (headW / 2 + 1), visorY - u, cx + s * (headW / 2 + u), visorY + u, at(metal, 0))
  // Neck and torso.
  const neckBottom = headBottom + Math.max(1, Math.round(height * 0.04))
  rect(
    canvas,
    cx - Math.max(1, headW / 5),
    headBottom + 1,
    cx + Math.max(1, headW / 5),
    neckBottom,
    at(metal, 0),
  )
  const bodyW = Math.max(headW, Math.round(width * uniform(random, 0.5, 0.7)))
  const bodyTop = neckBottom + 1
  const base = int(random, 0, 2) // legs, treads, hover
  const below = height - bodyTop
  const baseH =
    base === 0 ? below * 0.48 : base === 1 ? Math.min(below * 0.38, Math.max(3, width * 0.2)) : below * 0.38
  const bodyBottom = Math.round(height - 1 - baseH)
  litBox(canvas, cx - bodyW / 2, bodyTop, cx + bodyW / 2, bodyBottom, metal, u)
  // Arms hang from the shoulders, with a claw at the end.
  const armW = Math.max(1, Math.round(width * 0.08))
  const armBottom = Math.round(bodyTop + (bodyBottom - bodyTop) * uniform(random, 0.9, 1.3))
  for (const s of [-1, 1]) {
    const x0 = cx + s * (bodyW / 2 + 1)
    const x1 = cx + s * (bodyW / 2 + armW)
    litBox(canvas, Math.min(x0, x1), bodyTop + u, Math.max(x0, x1), armBottom, metal)
    if (width >= 14) {
      canvas.set(Math.round(Math.min(x0, x1)), armBottom + 1, dark)
      canvas.set(Math.round(Math.max(x0, x1)), armBottom + 1, dark)
    }
  }
  // The chest: a panel of one-pixel lights, or vent stripes, and rivets on the corners.
  const panel = [
    cx - bodyW / 4,
    bodyTop + (bodyBottom - bodyTop) * 0.25,
    cx + bodyW / 4,
    bodyTop + (bodyBottom - bodyTop) * 0.7,
  ]
  if (random() < 0.5 && bodyW >= 8) {
    rect(canvas, panel[0] as number, panel[1] as number, panel[2] as number, panel[3] as number, dark)
    for (let y = Math.round(panel[1] as number) + 1; y < (panel[3] as number); y += 2)
      for (let x = Math.round(panel[0] as number) + 1; x < (panel[2] as number); x += 2)
        if (random() < 0.7) canvas.set(x, y, random() < 0.5 ? eye : light)
  } else
    for (let y = Math.round(panel[1] as number); y <= (panel[3] as number); y += 2)
      line(canvas, panel[0] as number, y, panel[2] as number, y, at(metal, 0))
  if (bodyW >= 16)
    for (const [x, y] of [
      [cx - bodyW / 2 + u + 1, bodyTop + u + 1],
      [cx + bodyW / 2 - u - 1, bodyTop + u + 1],
      [cx - bodyW / 2 + u + 1, bodyBottom - u],
      [cx + bodyW / 2 - u - 1, bodyBottom - u],
    ] as const)
      canvas.set(Math.round(x), Math.round(y), dark)
  if (base === 0) {
    const legW = Math.max(1, Math.round(bodyW * 0.18))
    for (const s of [-1, 1]) {
      const lx = cx + s * bodyW * 0.22
      litBox(canvas, lx - legW / 2, bodyBottom + 1, lx + legW / 2, height - 2, metal)
      rect(canvas, lx - legW / 2 - u, height - 1, lx + legW / 2 + u, height - 1, dark)
    }
  } else if (base === 1) {
    // Tank treads: a dark belt with rounded ends around a row of wheels with hubs.
    const top = bodyBottom + 1
    const r = Math.max(1, (height - 1 - top) / 2)
    const cy = top + r
    const [left, right] = [cx - bodyW / 2 - u + r, cx + bodyW / 2 + u - r]
    for (let y = top; y < height; y++)
      for (let x = Math.floor(left - r); x <= Math.ceil(right + r); x++) {
        const dx = x < left ? x - left : x > right ? x - right : 0
        if (Math.hypot(dx, y - cy) <= r + 0.3) canvas.set(x, y, dark)
      }
    const wheels = Math.max(2, Math.round((right - left) / (2 * r)) + 1)
    for (let i = 0; i < wheels; i++) {
      const wx = left + ((right - left) * i) / (wheels - 1)
      ellipse(canvas, wx, cy, r - 1, r - 1, (x, y) =>
        x + y < wx + cy - r * 0.6 ? at(metal, 2) : at(metal, 1),
      )
      if (r >= 3) canvas.set(Math.round(wx), Math.round(cy), dark)
    }
  } else {
    // A hover glow: stepped bands under the body, narrower and darker downwards.
    const glow = [scale(light, 1.2), light, scale(light, 0.6)]
    const rows = height - 1 - bodyBottom
    for (let i = 1; i <= rows; i++) {
      const half = (bodyW / 2) * (1 - (0.6 * i) / Math.max(1, rows))
      rect(
        canvas,
        cx - half,
        bodyBottom + i,
        cx + half,
        bodyBottom + i,
        at(glow, Math.floor(((i - 1) * 3) / rows)),
      )
    }
  }
  if (random() < 0.75) canvas.outline(dark, background)
  return canvas.image()
}

/**
 * A spaceship seen from the side, nose to the right: a hull in stepped bands (dithered between them on big
 * ships), a cockpit bubble with a glint, portholes, a stripe, fins, a nozzle and a thruster glow in rings
 * of hot colours, on a starfield for some; 9 to 128 px long.
 */
const spaceshipSprite: SpriteGenerator['draw'] = (random) => {
  const width = side(random, 0.3, 16, 128)
  const height = Math.max(6, Math.round(width * uniform(random, 0.3, 0.5)))
  const space: RGB | null =
    random() < 0.4 ? [int(random, 4, 20), int(random, 4, 18), int(random, 18, 44)] : null
  const canvas = begin(width, height, space)
  const white: RGB = [236, 236, 220]
  if (space)
    for (let i = Math.round((width * height) / 70); i > 0; i--)
      canvas.set(int(random, 0, width - 1), int(random, 0, height - 1), white)
  const hull = palette(random, 3, 'ramp').map((c, i) => mix(scale(c, 1.1), [150, 156, 168], 0.55 - i * 0.1))
  const [accent, glass] = palette(random, 2, 'scatter') as [RGB, RGB]
  const flame: RGB[] = [
    [252, 236, 120],
    [248, 150, 40],
    [200, 60, 30],
  ]
  const dark = ink(random)
  const cy = Math.round(height * uniform(random, 0.5, 0.6))
  const tail = Math.max(2, Math.round(width * uniform(random, 0.12, 0.2)))
  const noseStart = uniform(random, 0.5, 0.72)
  const thick = Math.max(1, height * uniform(random, 0.16, 0.24))
  const pointed = random() < 0.5
  const flatBottom = random() < 0.4
  // The hull's top and bottom at column x: full thickness, then tapering to a round or pointed nose.
  const profile = (x: number): [number, number] | null => {
    const t = (x - tail) / (width - 1 - tail)
    if (t < 0 || t > 1) return null
    const n = Math.max(0, (t - noseStart) / (1 - noseStart))
    const k = t < noseStart ? 1 : pointed ? 1 - n ** 1.4 : Math.sqrt(Math.max(0, 1 - n * n))
    const half = thick * Math.max(k, 0.1)
    return [cy - half, flatBottom ? cy + thick * (0.5 + 0.5 * k) : cy + half]
  }
  // A tail fin above and a swept wing below, behind the hull.
  polygon(
    canvas,
    [
      [tail, cy - thick * 0.5],
      [tail + width * 0.26, cy - thick * 0.5],
      [tail + width * 0.08, 0],
      [tail - 1, 0],
    ],
    accent,
  )
  if (random() < 0.7)
    polygon(
      canvas,
      [
        [tail + width * 0.15, cy + thick * 0.5],
        [tail + width * 0.48, cy + thick * 0.5],
        [tail + width * 0.2, height],
        [tail + width * 0.08, height],
      ],
      scale(at(hull, 0), 0.9),
    )
  const dither = width >= 40
  for (let x = tail; x < width; x++) {
    const p = profile(x)
    if (!p) continue
    const [top, bottom] = p
    for (let y = Math.round(top); y <= Math.round(bottom); y++) {
      const band = ((y - top) / Math.max(1, bottom - top)) * 3
      const i = Math.min(2, Math.floor(band))
      const frac = band - i
      let step = 2 - i
      if (dither && i < 2 && frac > 0.75 && bayer(x, y) < (frac - 0.75) * 4) step -= 1
      canvas.set(x, y, at(hull, step))
    }
  }
  // A stripe along the hull, portholes, the cockpit.
  if (width >= 20) {
    const stripeY = Math.round(cy + thick * 0.45)
    for (let x = tail + 1; x < width * 0.85; x++) {
      const p = profile(x)
      if (p && stripeY < p[1] - 1) canvas.set(x, stripeY, accent)
    }
  }
  if (width >= 30)
    for (
      let x = Math.round(tail + width * 0.12);
      x < width * noseStart;
      x += Math.max(3, Math.round(width / 14))
    ) {
      canvas.set(x, Math.round(cy - thick * 0.15), glass)
      if (width >= 70) canvas.set(x + 1, Math.round(cy - thick * 0.15), glass)
    }
  const cockpitX = Math.round(tail + (width - 1 - tail) * (noseStart + uniform(random, -0.05, 0.08)))
  const cp = profile(cockpitX)
  if (cp && width >= 14) {
    const r = Math.max(1, thick * 0.6)
    ellipse(canvas, cockpitX, cp[0] + 1, r * 1.6, r, (x, y) => (y <= cp[0] + 1 ? glass : null))
    if (r >= 2) canvas.set(Math.round(cockpitX + r * 0.3), Math.round(cp[0] - r * 0.4 + 1), white)
  }
  // The nozzle and a thruster glow of rings: hot core, mid, outer.
  const nozzleH = Math.max(1, Math.round(thick * 0.7))
  rect(canvas, tail - 1, cy - nozzleH, tail, cy + nozzleH, dark)
  const glowLength = Math.min(tail - 1, Math.max(2, Math.round(tail * uniform(random, 0.7, 1))))
  for (let i = 2; i >= 0; i--) {
    const reach = (glowLength * (i + 1)) / 3
    const rr = Math.max(0.6, nozzleH * (0.4 + 0.3 * i))
    ellipse(canvas, tail - 2, cy, reach, rr, (x) => (x < tail - 1 ? at(flame, i) : null))
  }
  if (random() < 0.6) canvas.outline(dark, space)
  return canvas.image()
}

/**
 * Candles and torches: one to three candles of different heights with wax drips on a dish, or a torch
 * with a wrapped head, each with a flame in three nested tones and a one-pixel wick; on a dark wall some
 * get a halo of two light steps, dithered where the steps meet.
 */
const candleSprite: SpriteGenerator['draw'] = (random) => {
  const width = side(random, 0.3, 13, 64)
  const height = Math.min(128, Math.max(10, Math.round(width * uniform(random, 1.3, 2))))
  const wall = random() < 0.45 ? scale(palette(random, 1, 'ramp')[0] as RGB, 0.35) : null
  const canvas = begin(width, height, wall)
  const flame: RGB[] = [
    [214, 70 + int(random, 0, 40), 30],
    [250, 178, 50],
    [255, 246, 190],
  ]
  const dark = ink(random)
  const torch = random() < 0.3
  const flames: [number, number, number][] = [] // centre x, base y, size
  const wax = palette(random, 3, 'ramp').map((c) => mix(c, [240, 232, 210], 0.5))
  const metal = palette(random, 2, 'ramp').map((c) => scale(c, 1.1))
  if (torch) {
    const cx = (width - 1) / 2
    const headY = height * 0.35
    const handleW = Math.max(1, width / 8)
    const wood = [scale(at(metal, 0), 0.6), scale(at(metal, 1), 0.7)]
    for (let y = Math.round(headY); y < height; y++) {
      const w = handleW * (1 - (0.5 * (y - headY)) / (height - headY))
      for (let x = Math.round(cx - w); x <= Math.round(cx + w); x++)
        canvas.set(x, y, x > cx ? at(wood, 0) : at(wood, 1))
    }
    const headW = Math.max(2, width * 0.22)
    litBox(canvas, cx - headW, headY - height * 0.06, cx + headW, headY + height * 0.05, [
      dark,
      at(metal, 0),
      at(metal, 1),
    ])
    for (let y = Math.round(headY - height * 0.06); y <= headY + height * 0.05; y += 2)
      line(canvas, cx - headW, y, cx + headW, y + 1, dark)
    flames.push([cx, headY - height * 0.06, Math.min(width * 0.42, (headY - height * 0.06) / 1.7)])
  } else {
    const count = width >= 20 ? int(random, 1, 3) : 1
    const dishY = height - Math.max(2, Math.round(height * 0.07))
    if (random() < 0.7)
      litBox(canvas, width * 0.04, dishY, width * 0.96, height - 1, [
        at(metal, 0),
        at(metal, 1),
        at(metal, 1),
      ])
    const slot = width / count
    for (let i = 0; i < count; i++) {
      const cx = slot * (i + 0.5) - 0.5
      const w = Math.max(1, slot * uniform(random, 0.18, 0.3))
      const size = Math.max(3, Math.min(w * 1.8, height * 0.16))
      const top = Math.max(
        Math.ceil(size * 1.6) + 2,
        Math.round(height * uniform(random, 0.3, 0.55) * (count > 1 ? uniform(random, 0.9, 1.3) : 1)),
      )
      litBox(canvas, cx - w, top, cx + w, dishY - 1, wax, Math.max(1, Math.round(w / 3)))
      // Drips down the side from the rim.
      for (let x = Math.round(cx - w); x <= cx + w; x++)
        if (random() < 0.3)
          line(canvas, x, top, x, top + int(random, 1, Math.max(1, Math.round(height / 10))), at(wax, 2))
      canvas.set(Math.round(cx), top - 1, dark)
      flames.push([Math.round(cx), top - 1, size])
    }
  }
  if (wall)
    for (const [fx, fy, size] of flames) {
      const steps = [mix(wall, flame[1] as RGB, 0.22), mix(wall, flame[1] as RGB, 0.42)]
      const r = size * 1.6
      for (let y = Math.floor(fy - r * 1.6); y <= fy + r; y++)
        for (let x = Math.floor(fx - r * 1.3); x <= fx + r * 1.3; x++) {
          const d = Math.hypot((x - fx) / 1.3, (y - (fy - size * 0.5)) / 1.2) / r
          if (d > 1 || !canvas.opaque(x, y)) continue
          const o = (y * width + x) * 4
          if (canvas.data[o] !== wall[0] || canvas.data[o + 1] !== wall[1] || canvas.data[o + 2] !== wall[2])
            continue
          const level = (1 - d) * 2
          canvas.set(
            x,
            y,
            level > 1 || (width >= 30 && level > 0.8 && bayer(x, y) < (level - 0.8) * 5)
              ? (steps[1] as RGB)
              : (steps[0] as RGB),
          )
        }
    }
  for (const [fx, fy, size] of flames) {
    // A teardrop: round at the bottom, pointed at the top; three nested tones.
    for (let k = 0; k < 3; k++) {
      const s = size * (1 - k * 0.3)
      const base = fy - 1 - k * Math.max(0, s * 0.08)
      polygon(
        canvas,
        [
          [fx + 0.5, base - s * 1.5],
          [fx + 0.5 + s * 0.45, base - s * 0.4],
          [fx + 0.5 + s * 0.3, base + 0.6],
          [fx + 0.5 - s * 0.3, base + 0.6],
          [fx + 0.5 - s * 0.45, base - s * 0.4],
        ],
        at(flame, k),
      )
    }
    canvas.set(Math.round(fx), Math.round(fy), dark)
  }
  if (!wall && random() < 0.5) canvas.outline(dark, null)
  return canvas.image()
}

/**
 * An open book (two pages dipping to the spine, stepped shade at the gutter, page edges, a cover around)
 * or a hanging scroll (a sheet between two shaded rolls with knobs, a wax seal on some), with lines of
 * text as runs of one-pixel words, a coloured heading or initial, a small picture on some pages.
 */
const bookSprite: SpriteGenerator['draw'] = (random) => {
  const scroll = random() < 0.35
  const width = side(random, 0.25, 16, scroll ? 64 : 120)
  const height = Math.min(
    128,
    Math.max(8, Math.round(width * (scroll ? uniform(random, 1.1, 1.6) : uniform(random, 0.55, 0.8)))),
  )
  const background = random() < 0.3 ? (palette(random, 1, 'scatter')[0] as RGB) : null
  const canvas = begin(width, height, background)
  const paper: RGB[] = [[226 + int(random, -10, 10), 214, 176 + int(random, -20, 20)]]
  paper.push(scale(paper[0] as RGB, 0.86), scale(paper[0] as RGB, 0.74))
  const text = scale(ink(random), 1.6)
  const [heading, cover] = palette(random, 2, 'scatter') as [RGB, RGB]
  const dark = ink(random)
  const spacing = width >= 60 && random() < 0.5 ? 3 : 2
  /** Lines of words between x0 and x1, rows y0..y1, the first maybe a heading. */
  const writeText = (x0: number, x1: number, y0: number, y1: number, rowTop: (x: number) => number) => {
    let first = random() < 0.5
    for (let y = Math.round(y0); y <= y1; y += spacing) {
      let x = Math.round(x0)
      const end = random() < 0.2 ? x0 + (x1 - x0) * uniform(random, 0.3, 0.7) : x1
      while (x < end) {
        const word = int(random, 1, Math.max(2, Math.round((x1 - x0) / 5)))
        for (let i = 0; i < word && x + i <= end; i++)
          if (y > rowTop(x + i)) canvas.set(x + i, y, first ? heading : text)
        x += word + 1
      }
      first = false
    }
  }
  if (scroll) {
    const rollH = Math.max(2, Math.round(height * 0.07))
    const sheet = [Math.round(width * 0.12), rollH, Math.round(width * 0.88), height - 1 - rollH] as const
    rect(canvas, sheet[0], sheet[1], sheet[2], sheet[3], at(paper, 0))
    line(canvas, sheet[2], sheet[1], sheet[2], sheet[3], at(paper, 1))
    const wood = [scale(cover, 0.6), cover, scale(cover, 1.3)]
    for (const y0 of [0, height - rollH]) {
      for (let y = y0; y < y0 + rollH; y++)
        rect(
          canvas,
          width * 0.06,
          y,
          width * 0.94 - 1,
          y,
          at(paper, y - y0 === 0 ? 0 : y - y0 === rollH - 1 ? 2 : 1),
        )
      rect(canvas, 0, y0, Math.max(0, width * 0.06 - 1), y0 + rollH - 1, at(wood, 1))
      rect(canvas, width * 0.94, y0, width - 1, y0 + rollH - 1, at(wood, 0))
    }
    writeText(
      sheet[0] + 2,
      sheet[2] - 2,
      sheet[1] + 2,
      sheet[3] - 2 - (width >= 24 ? height * 0.12 : 0),
      () => -1,
    )
    if (width >= 24 && random() < 0.6)
      ellipse(canvas, width * 0.7, sheet[3] - height * 0.07, width * 0.07, width * 0.07, solid(heading))
    if (random() < 0.7) canvas.outline(dark, background)
    return canvas.image()
  }
  const cx = Math.floor(width / 2)
  const dip = Math.max(1, Math.round(height * 0.08))
  const top = Math.max(1, Math.round(height * 0.06))
  const bottom = height - 1 - Math.max(2, Math.round(height * 0.08))
  const pageTop = (x: number) => top + Math.round(dip * (1 - Math.abs(x - cx + 0.5) / (width / 2 - 1)) ** 2)
  // The cover shows around the pages, the page edges as stripes below them.
  for (let x = 0; x < width; x++) rect(canvas, x, pageTop(x) + 1, x, height - 1, cover)
  for (let x = 1; x < width - 1; x++) {
    for (let y = pageTop(x); y <= bottom; y++) {
      const gutter = Math.abs(x - cx + 0.5)
      const tone = gutter < 1 ? 2 : gutter < Math.max(2, width / 14) ? 1 : 0
      canvas.set(x, y, at(paper, tone))
    }
    for (let y = bottom + 1; y < height - 1; y++) canvas.set(x, y, at(paper, (y - bottom) % 2 ? 1 : 2))
  }
  const margin = Math.max(1, Math.round(width * 0.06))
  for (const [x0, x1] of [
    [1 + margin, cx - margin - 1],
    [cx + margin, width - 2 - margin],
  ] as const) {
    const picture = width >= 48 && random() < 0.35
    const textTop = top + dip + 1
    if (picture) {
      const [px0, py0, px1, py1] = [x0, textTop, x1, textTop + (bottom - textTop) * 0.45]
      rect(canvas, px0, py0, px1, py1, dark)
      rect(canvas, px0 + 1, py0 + 1, px1 - 1, py1 - 1, scale(heading, 1.3))
      polygon(
        canvas,
        [
          [px0 + 1, py1],
          [(px0 + px1) / 2, py0 + (py1 - py0) * 0.3],
          [px1, py1],
        ],
        cover,
      )
      writeText(x0, x1, py1 + 2, bottom - 1, pageTop)
    } else writeText(x0, x1, textTop, bottom - 1, pageTop)
  }
  canvas.outline(dark, background)
  return canvas.image()
}

/** The pips of a die face, in face coordinates (0..1 both ways). */
const PIPS: [number, number][][] = [
  [[0.5, 0.5]],
  [
    [0.25, 0.25],
    [0.75, 0.75],
  ],
  [
    [0.25, 0.25],
    [0.5, 0.5],
    [0.75, 0.75],
  ],
  [
    [0.25, 0.25],
    [0.75, 0.25],
    [0.25, 0.75],
    [0.75, 0.75],
  ],
  [
    [0.25, 0.25],
    [0.75, 0.25],
    [0.5, 0.5],
    [0.25, 0.75],
    [0.75, 0.75],
  ],
  [
    [0.25, 0.25],
    [0.75, 0.25],
    [0.25, 0.5],
    [0.75, 0.5],
    [0.25, 0.75],
    [0.75, 0.75],
  ],
]

/**
 * One or two dice in an oblique view: a front face, a top face and a side face sheared by the view, lit
 * top, front, side, with pips sheared to each face (one pixel on small dice, small discs on large), a
 * one-pixel highlight along the front top edge and clipped corners on large dice.
 */
const diceSprite: SpriteGenerator['draw'] = (random) => {
  const pair = random() < 0.3
  const long = side(random, pair ? 0 : 0.3, pair ? 24 : 13, pair ? 110 : 72)
  const s = Math.max(4, Math.round(long / (pair ? 2.6 : 1.5)))
  const depth = Math.max(2, Math.round(s * uniform(random, 0.3, 0.55)))
  const lean = uniform(random, 0.4, 1) // how far the top face leans right, per unit of depth
  const dx = Math.round(depth * lean)
  const dy = depth
  const gap = pair ? Math.max(2, Math.round(s * 0.25)) : 0
  const width = Math.min(128, (pair ? 2 * (s + dx) + gap : s + dx) + 2)
  const height = s + dy + 2 + (pair ? Math.round(s * 0.3) : 0)
  const background = random() < 0.3 ? scale(palette(random, 1, 'ramp')[0] as RGB, 0.7) : null
  const canvas = begin(width, height, background)
  const dark = ink(random)
  for (let d = 0; d < (pair ? 2 : 1); d++) {
    const white = random() < 0.6
    const body = white ? ([236, 232, 222] as RGB) : (palette(random, 1, 'scatter')[0] as RGB)
    const tones = [scale(body, 1.08), scale(body, 0.86), scale(body, 0.66)] // top, front, side
    const pip: RGB = white ? (random() < 0.3 ? [196, 30, 40] : dark) : [240, 240, 236]
    const x0 = 1 + d * (s + dx + gap)
    const y0 = 1 + dy + (d === 1 ? Math.round(s * 0.3) : 0)
    const front: [number, number][] = [
      [x0, y0],
      [x0 + s, y0],
      [x0 + s, y0 + s],
      [x0, y0 + s],
    ]
    const top: [number, number][] = [
      [x0, y0],
      [x0 + dx, y0 - dy],
      [x0 + s + dx, y0 - dy],
      [x0 + s, y0],
    ]
    const sideFace: [number, number][] = [
      [x0 + s, y0],
      [x0 + s + dx, y0 - dy],
      [x0 + s + dx, y0 + s - dy],
      [x0 + s, y0 + s],
    ]
    polygon(canvas, top, at(tones, 0))
    polygon(canvas, sideFace, at(tones, 2))
    polygon(canvas, front, at(tones, 1))
    if (s >= 8) line(canvas, x0, y0, x0 + s - 1, y0, scale(body, 1.2))
    const r = s >= 24 ? Math.max(1, s / 14) : 0
    // A pip: a disc squashed to the face it lies on (rx, ry as shares of r), or one pixel on small dice.
    const dot = (x: number, y: number, rx: number, ry: number) => {
      if (r > 0) ellipse(canvas, x - 0.5, y - 0.5, Math.max(0.5, r * rx), Math.max(0.5, r * ry), solid(pip))
      else canvas.set(Math.floor(x), Math.floor(y), pip)
    }
    const value = int(random, 1, 6)
    for (const [u, v] of PIPS[value - 1] as [number, number][]) dot(x0 + u * s, y0 + v * s, 1, 1)
    if (s >= 10) {
      for (const [u, w] of PIPS[(value + 1) % 6] as [number, number][])
        dot(x0 + u * s + (1 - w) * dx, y0 - (1 - w) * dy, 1, dy / s)
      for (const [w, v] of PIPS[(value + 2) % 6] as [number, number][])
        dot(x0 + s + w * dx, y0 + v * s - w * dy, dx / s, 1)
    }
    if (s >= 16)
      for (const [cx, cy] of [
        [x0, y0 + s - 1],
        [x0 + s - 1 + dx, y0 - dy],
      ] as const)
        canvas.set(cx, cy, background)
  }
  canvas.outline(dark, background)
  return canvas.image()
}

/**
 * A cluster of one to five mushrooms on a mound: domed, conical or flat caps shaded with a dithered step,
 * spots on some, gills under flat caps, stems with a shaded side, grass blades as one-pixel slants.
 */
const mushroomSprite: SpriteGenerator['draw'] = (random) => {
  const width = side(random, 0.3, 13, 100)
  const height = Math.min(128, Math.max(8, Math.round(width * uniform(random, 0.7, 1.05))))
  const background = random() < 0.3 ? scale(palette(random, 1, 'ramp')[0] as RGB, 1.3) : null
  const canvas = begin(width, height, background)
  const cap = palette(random, 3, 'ramp')
  const stem: RGB[] = [
    [200, 186, 160],
    [236, 228, 206],
  ].map((c) => mix(c as RGB, at(cap, 2), 0.15))
  const spot: RGB = [246, 242, 230]
  const grass = palette(random, 2, 'ramp').map((c) => mix(c, [70, 150, 60], 0.6))
  const dark = ink(random)
  const ground = height - 1 - Math.max(1, Math.round(height * 0.08))
  const count = width >= 16 ? int(random, 1, 5) : int(random, 1, 2)
  const kind = int(random, 0, 2) // dome, cone, flat with gills
  const spotted = random() < 0.5
  // Larger mushrooms first (behind), smaller in front.
  const shrooms = Array.from({ length: count }, (_, i) => {
    const size =
      (i === Math.floor(count / 2) ? 1 : uniform(random, 0.45, 0.8)) *
      Math.min(width / (count > 2 ? 2.2 : 1.5), height * 0.85)
    const x =
      count === 1
        ? (width - 1) / 2
        : width * (0.2 + (0.6 * i) / (count - 1)) + uniform(random, -1, 1) * width * 0.05
    // Keep the cap inside the canvas.
    return { size, x: Math.max(size * 0.5 + 1, Math.min(width - 2 - size * 0.5, x)) }
  }).sort((a, b) => b.size - a.size)
  for (const m of shrooms) {
    const capR = Math.max(1.5, m.size * 0.5)
    const capH = kind === 2 ? capR * 0.45 : kind === 1 ? capR * 1.1 : capR * 0.75
    const stemTop = Math.max(Math.ceil(capH), ground - Math.max(2, m.size * 0.5))
    const stemW = Math.max(0.6, capR * 0.2)
    for (let y = Math.round(stemTop); y <= ground; y++)
      for (let x = Math.round(m.x - stemW); x <= Math.round(m.x + stemW); x++)
        canvas.set(x, y, x > m.x + stemW * 0.3 ? at(stem, 0) : at(stem, 1))
    const capBase = stemTop + 1
    const shade = (x: number, y: number): RGB => {
      const light = 0.5 - (x - m.x) / (capR * 2.2) - (y - capBase) / (capH * 3)
      // Three tones, dithered only in a narrow band where two of them meet.
      const level = Math.max(0, Math.min(2.4, light * 2.4))
      const i = Math.floor(level)
      const frac = level - i
      const up = width >= 24 && frac > 0.7 ? bayer(x, y) < (frac - 0.7) / 0.3 : frac > 0.5
      return at(cap, up ? i + 1 : i)
    }
    if (kind === 1)
      polygon(
        canvas,
        [
          [m.x + 0.5, capBase - capH],
          [m.x + capR + 0.5, capBase + 0.5],
          [m.x - capR + 0.5, capBase + 0.5],
        ],
        at(cap, 1),
      )
    else ellipse(canvas, m.x, capBase, capR, capH, (x, y) => (y <= capBase ? at(cap, 1) : null))
    // Shade what was just drawn as the cap.
    for (let y = Math.floor(capBase - capH); y <= capBase; y++)
      for (let x = Math.floor(m.x - capR); x <= Math.ceil(m.x + capR); x++) {
        if (!canvas.opaque(x, y)) continue
        const o = (y * width + x) * 4
        const c = at(cap, 1)
        if (canvas.data[o] === c[0] && canvas.data[o + 1] === c[1] && canvas.data[o + 2] === c[2])
          canvas.set(x, y, shade(x, y))
      }
    if (kind === 2 && capR >= 3)
      for (let x = Math.round(m.x - capR + 1); x <= m.x + capR - 1; x += 2)
        canvas.set(x, Math.round(capBase) + 1, at(stem, 0))
    if (spotted && capR >= 2.5)
      for (let i = Math.max(1, Math.round(capR / 2.5)); i > 0; i--) {
        const sx = m.x + uniform(random, -0.6, 0.6) * capR
        const sy = capBase - uniform(random, 0.25, 0.7) * capH
        if (capR >= 7) ellipse(canvas, sx, sy, capR / 7, capR / 7, solid(spot))
        else canvas.set(Math.round(sx), Math.round(sy), spot)
      }
  }
  // The mound and grass blades.
  for (let x = 0; x < width; x++) {
    const h = Math.round(1 + Math.abs(Math.sin(x * 0.7)) * 0.6 + (width >= 30 ? 1 : 0))
    rect(canvas, x, ground + 1 - h + 1, x, height - 1, at(grass, 0))
  }
  for (let i = Math.max(1, Math.round(width / 5)); i > 0; i--) {
    const x = int(random, 0, width - 1)
    const h = int(random, 1, Math.max(1, Math.round(height / 8)))
    line(canvas, x, ground, x + pick(random, [-1, 1]) * Math.ceil(h / 2), ground - h, at(grass, 1))
  }
  if (random() < 0.6) canvas.outline(dark, background)
  return background ? canvas.image() : trimmed(canvas)
}

/**
 * A cluster of crystals fanning out of a rock: hexagonal prisms with pointed tips, each split into a lit
 * left facet, a middle and a dark right facet with a one-pixel highlight line, a dark edge between
 * neighbours; sparkles of a pixel and its four neighbours around some; 8 to 96 px.
 */
const crystalSprite: SpriteGenerator['draw'] = (random) => {
  const width = side(random, 0.3, 13, 96)
  const height = Math.min(128, Math.max(8, Math.round(width * uniform(random, 0.85, 1.3))))
  const background = random() < 0.35 ? (palette(random, 1, 'ramp')[0] as RGB) : null
  const canvas = begin(width, height, background)
  const gem = palette(random, 3, 'ramp').map((c) => scale(c, 1.15))
  const shine = mix(at(gem, 2), [255, 255, 255], 0.6)
  const rock = palette(random, 2, 'ramp').map((c) => mix(c, [110, 104, 100], 0.7))
  const dark = ink(random)
  const baseX = (width - 1) / 2
  const baseY = height - 1 - Math.max(1, height * 0.12)
  const count = width >= 16 ? int(random, 3, 6) : int(random, 1, 3)
  const crystals = Array.from({ length: count }, (_, i) => {
    const spread = count === 1 ? 0 : (i / (count - 1) - 0.5) * 2
    return {
      angle: spread * uniform(random, 0.5, 0.9) + uniform(random, -0.12, 0.12),
      length: height * (1 - Math.abs(spread) * 0.45) * uniform(random, 0.6, 0.9),
      half: Math.max(1, width * uniform(random, 0.09, 0.15) * (1 - Math.abs(spread) * 0.3)),
      x: baseX + spread * width * 0.18,
    }
  }).sort((a, b) => Math.abs(b.angle) - Math.abs(a.angle)) // the upright ones last, in front
  for (const c of crystals) {
    const [ax, ay] = [Math.sin(c.angle), -Math.cos(c.angle)]
    const tip = c.half * uniform(random, 1, 1.8)
    const reach = Math.min(c.length, (baseY - 0.5) / Math.max(0.3, -ay)) // keep the tip inside
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const [px, py] = [x - c.x, y - baseY]
        const u = px * ax + py * ay // along the crystal
        const v = px * -ay + py * ax // across it
        if (u < 0 || u > reach) continue
        const limit = u > reach - tip ? (c.half * (reach - u)) / tip : c.half
        if (Math.abs(v) > limit + 0.3) continue
        let colour = v < -c.half / 3 ? at(gem, 2) : v > c.half / 3 ? at(gem, 0) : at(gem, 1)
        if (Math.abs(v) > limit - 0.7 && limit >= 1.5) colour = dark
        else if (c.half >= 2.5 && Math.abs(v + c.half / 3) < 0.5 && u < reach - tip) colour = shine
        canvas.set(x, y, colour)
      }
  }
  // A lumpy rock over the crystals' feet: a few overlapping mounds, lit on top.
  for (let i = int(random, 2, 4); i > 0; i--) {
    const [rx, ry] = [width * uniform(random, 0.16, 0.3), Math.max(1, height * uniform(random, 0.07, 0.13))]
    const mx = baseX + uniform(random, -0.22, 0.22) * width
    ellipse(canvas, mx, baseY + 1, rx, ry, (x, y) =>
      y < baseY + 1 - ry * 0.3 && x < mx + rx * 0.4 ? at(rock, 1) : at(rock, 0),
    )
  }
  if (width >= 20)
    for (let i = int(random, 0, 3); i > 0; i--) {
      const [sx, sy] = [int(random, 1, width - 2), int(random, 1, Math.round(height * 0.6))]
      if (canvas.opaque(sx, sy) && !background) continue
      canvas.set(sx, sy, shine)
      if (width >= 40)
        for (const [dx, dy] of [
          [1, 0],
          [-1, 0],
          [0, 1],
          [0, -1],
        ] as const)
          canvas.set(sx + dx, sy + dy, shine)
    }
  if (random() < 0.6) canvas.outline(dark, background)
  return background ? canvas.image() : trimmed(canvas)
}

/**
 * Keys and padlocks: a key (a ring or trefoil bow with a hole, a shaft, a toothed bit) lying flat or at an
 * angle, so its shaft is a staircase; or a padlock (a shaded body, a shackle arch with a highlight, a
 * keyhole); in gold, silver or iron.
 */
const keySprite: SpriteGenerator['draw'] = (random) => {
  const gold: RGB[] = [
    [150, 96, 20],
    [222, 170, 40],
    [252, 230, 120],
  ]
  const silver: RGB[] = [
    [96, 104, 120],
    [170, 178, 192],
    [236, 240, 246],
  ]
  const metal = pick(random, [gold, silver, palette(random, 3, 'ramp')]).map((c) =>
    mix(c, [128, 128, 128], uniform(random, 0, 0.15)),
  )
  const dark = ink(random)
  const background = random() < 0.3 ? scale(palette(random, 1, 'scatter')[0] as RGB, 0.8) : null
  if (random() < 0.4) {
    const width = side(random, 0.25, 13, 64)
    const height = Math.min(128, Math.max(8, Math.round(width * uniform(random, 1.15, 1.45))))
    const canvas = begin(width, height, background)
    const body = random() < 0.5 ? metal : palette(random, 3, 'ramp')
    const cx = (width - 1) / 2
    const bodyTop = Math.round(height * 0.45)
    const thick = Math.max(1, Math.round(width / 9))
    const r = width * 0.3
    // The shackle: a thick arch, lit on its left.
    for (let y = 0; y <= bodyTop; y++)
      for (let x = 0; x < width; x++) {
        const d = y < r ? Math.hypot(x - cx, y - r) : Math.abs(x - cx)
        if (d > r || d < r - thick) continue
        canvas.set(x, y, x < cx && d > r - thick / 2 - 0.5 ? at(metal, 2) : at(metal, 1))
      }
    litBox(
      canvas,
      width * 0.06,
      bodyTop,
      width * 0.94 - 1,
      height - 1,
      body,
      Math.max(1, Math.round(width / 10)),
    )
    if (width >= 16) {
      canvas.set(Math.round(width * 0.06), height - 1, background)
      canvas.set(Math.round(width * 0.94 - 1), height - 1, background)
    }
    const holeY = bodyTop + (height - bodyTop) * 0.45
    const holeR = Math.max(0.5, width / 14)
    ellipse(canvas, cx, holeY, holeR, holeR, solid(dark))
    rect(canvas, cx - Math.max(0, holeR / 2), holeY, cx + Math.max(0, holeR / 2), holeY + holeR * 2.2, dark)
    if (width >= 24 && random() < 0.5)
      for (const x of [width * 0.14, width * 0.86 - 1])
        canvas.set(Math.round(x), bodyTop + Math.round(thick / 2) + 1, dark)
    if (random() < 0.7) canvas.outline(dark, background)
    return canvas.image()
  }
  const length = side(random, 0.35, 13, 90)
  const diagonal = random() < 0.5
  const width = length
  const height = diagonal ? length : Math.max(8, Math.round(length * uniform(random, 0.35, 0.5)))
  const canvas = begin(width, height, background)
  const bowR = Math.max(2, diagonal ? length * 0.2 : height * 0.45)
  const shaft = Math.max(0.5, bowR * 0.22)
  const [ux, uy] = diagonal ? [Math.SQRT1_2, -Math.SQRT1_2] : [1, 0]
  const [ox, oy] = diagonal ? [bowR + 0.5, height - 1.5 - bowR] : [bowR + 0.2, (height - 1) / 2]
  const reach = diagonal ? Math.SQRT2 * (width - 1 - ox) - bowR * 0.9 : width - 2 - ox
  const trefoil = length >= 30 && random() < 0.4
  const teeth = int(random, 1, 3)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const [px, py] = [x - ox, y - oy]
      const u = px * ux + py * uy
      const v = -px * uy + py * ux
      let c: RGB | null = null
      // The bow: a ring (or three lobes) around a hole.
      const d = Math.hypot(px, py)
      const lobes = trefoil
        ? Math.min(
            ...[0, 2.1, 4.2].map((a) =>
              Math.hypot(u + Math.cos(a) * bowR * 0.5, v + Math.sin(a) * bowR * 0.5),
            ),
          )
        : d
      const ring = trefoil ? bowR * 0.55 : bowR
      const lit = (px + py) / bowR
      if (lobes <= ring && d >= bowR * 0.35) c = at(metal, lit < -0.5 ? 2 : lit > 0.6 ? 0 : 1)
      else if (u > bowR * 0.8 && u <= reach && Math.abs(v) <= shaft + 0.25) c = at(metal, v > 0.3 ? 0 : 1)
      // The bit: teeth hanging below the far end of the shaft.
      const fromEnd = reach - u
      if (fromEnd >= 0 && fromEnd < bowR * 1.2 && v > 0 && v < bowR * 0.9) {
        const tooth = Math.floor((fromEnd / (bowR * 1.2)) * (teeth * 2))
        if (tooth % 2 === 0) c = at(metal, 1)
      }
      if (c) canvas.set(x, y, c)
    }
  if (random() < 0.75) canvas.outline(dark, background)
  return canvas.image()
}

export const CAIRN_GENERATORS: SpriteGenerator[] = [
  { name: 'robot-front', draw: robotSprite },
  { name: 'spaceship-side', draw: spaceshipSprite },
  { name: 'candle-glow', draw: candleSprite },
  { name: 'book-open', draw: bookSprite },
  { name: 'dice-oblique', draw: diceSprite },
  { name: 'mushroom-cluster', draw: mushroomSprite },
  { name: 'crystal-cluster', draw: crystalSprite },
  { name: 'key-lock', draw: keySprite },
]
