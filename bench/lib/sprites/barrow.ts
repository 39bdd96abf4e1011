// The generators of the `barrow` split of the wide recovery bench, written before round 7 changed the
// method and used by no other split: musical instruments, fish seen from the side, birds in flight, tools
// held at an angle, striped flags on poles, clock and gauge dials, trees with dithered foliage, and banded
// planets and moons. Scored once at the end of round 7; a development split now.
import { uniform, type Random } from '../../../packages/pixelart/src/recover/testing/degrade.ts'
import {
  Canvas,
  int,
  line,
  palette,
  rect,
  type RGB,
  type SpriteGenerator,
  at,
  begin,
  ellipse,
  pick,
  polygon,
  scale,
  solid,
  bayer,
} from './canvas.ts'

const ink = (random: Random): RGB => {
  const v = int(random, 12, 40)
  return [v, v + int(random, 0, 12), v + int(random, 0, 20)]
}

/** The 2×2 ordered-dither threshold of a pixel, in (0, 1): shading steps broken into checkers. */

/**
 * A musical instrument: a lute (two-lobed body, sound hole, neck, one-pixel strings), a drum (membrane,
 * rims, zigzag cords) or a trumpet (tube, flared bell, valves, loop), 8 to 110 px on the long side.
 */
const instrumentSprite: SpriteGenerator['draw'] = (random) => {
  const kind = int(random, 0, 2)
  const wood = palette(random, 3, 'ramp')
  const dark = ink(random)
  const background = random() < 0.25 ? (palette(random, 1, 'scatter')[0] as RGB) : null
  if (kind === 0) {
    const width = random() < 0.25 ? int(random, 8, 11) : int(random, 12, 50)
    const height = Math.min(128, Math.round(width * uniform(random, 2, 2.5)))
    const canvas = begin(width, height, background)
    const cx = (width - 1) / 2
    const neck = Math.max(0, Math.round(width / 12))
    rect(canvas, cx - neck - 1, 0, cx + neck + 1, Math.max(1, height * 0.06), dark)
    rect(canvas, cx - neck, 0, cx + neck, height * 0.5, at(wood, 0))
    const shade = (x: number) => (x > cx + width * 0.18 ? at(wood, 1) : at(wood, 2))
    ellipse(canvas, cx, height * 0.52, width * 0.36, height * 0.15, shade)
    ellipse(canvas, cx, height * 0.74, width / 2 - 0.5, height * 0.25, shade)
    if (width >= 10) ellipse(canvas, cx, height * 0.6, width / 9, width / 9, solid(dark))
    rect(canvas, cx - width / 6, height * 0.84, cx + width / 6, height * 0.84 + Math.max(0, width / 20), dark)
    if (width >= 14) {
      const string: RGB = [230, 226, 200]
      for (const dx of neck > 0 ? [-neck, neck] : [0])
        line(canvas, cx + dx, 1, cx + dx, height * 0.84, string)
    }
    return canvas.image()
  }
  if (kind === 1) {
    const width = random() < 0.25 ? int(random, 8, 11) : int(random, 12, 80)
    const height = Math.min(128, Math.round(width * uniform(random, 0.8, 1.2)))
    const canvas = begin(width, height, background)
    const [rim, membrane] = [palette(random, 1, 'scatter')[0] as RGB, [236, 228, 208] as RGB]
    const cx = (width - 1) / 2
    const ry = Math.max(1, height * 0.14)
    const bottom = height - 1 - ry
    rect(canvas, 0, ry, width - 1, bottom, at(wood, 1))
    ellipse(canvas, cx, bottom, width / 2 - 0.5, ry, solid(at(wood, 0)))
    rect(canvas, 0, bottom - Math.max(0, height / 16), width - 1, bottom, rim)
    rect(canvas, 0, ry, width - 1, ry + Math.max(0, height / 16), rim)
    ellipse(canvas, cx, ry, width / 2 - 0.5, ry, solid(membrane))
    const cords = Math.max(2, Math.round(width / 8))
    for (let i = 0; i < cords; i++) {
      const x0 = (i * (width - 1)) / cords
      const x1 = ((i + 0.5) * (width - 1)) / cords
      const x2 = ((i + 1) * (width - 1)) / cords
      line(canvas, x0, ry * 2 + 1, x1, bottom - 2, dark)
      line(canvas, x1, bottom - 2, x2, ry * 2 + 1, dark)
    }
    return canvas.image()
  }
  const width = random() < 0.2 ? int(random, 12, 16) : int(random, 17, 110)
  const height = Math.max(8, Math.round(width * uniform(random, 0.35, 0.5)))
  const canvas = begin(width, height, background)
  const metal = palette(random, 3, 'ramp').map((c) => scale(c, 1.2))
  const tube = Math.max(1, Math.round(height / 9))
  const mid = Math.round(height * 0.55)
  rect(canvas, 1, mid - tube, width * 0.7, mid + tube - 1, at(metal, 1))
  line(canvas, 1, mid - tube, width * 0.7, mid - tube, at(metal, 2))
  rect(canvas, 0, mid - tube - 1, 1, mid + tube, dark)
  polygon(
    canvas,
    [
      [width * 0.6, mid - tube],
      [width, mid - height * 0.45],
      [width, mid + height * 0.45],
      [width * 0.6, mid + tube],
    ],
    at(metal, 1),
  )
  line(canvas, width - 1, mid - height * 0.45, width - 1, mid + height * 0.45, at(metal, 0))
  const loopTop = mid + tube + Math.max(1, height * 0.08)
  const loopBottom = Math.min(height - 1, mid + height * 0.38)
  for (const y of [loopTop, loopBottom]) line(canvas, width * 0.22, y, width * 0.55, y, at(metal, 0))
  line(canvas, width * 0.22, loopTop, width * 0.22, loopBottom, at(metal, 0))
  const valves = width >= 24 ? 3 : 1
  for (let i = 0; i < valves; i++) {
    const x = Math.round(width * (0.3 + i * 0.09))
    rect(
      canvas,
      x,
      mid - tube - Math.max(2, height * 0.25),
      x + Math.max(0, width / 40),
      mid - tube,
      at(metal, 2),
    )
  }
  return canvas.image()
}

/**
 * A fish seen from the side: an oval body lighter towards the belly, a forked or fan tail, dorsal and
 * pectoral fins, checkered scales or stripes on larger ones, an eye; on open water with bubbles for some.
 */
const fishSprite: SpriteGenerator['draw'] = (random) => {
  const width = random() < 0.2 ? int(random, 8, 12) : int(random, 13, 112)
  const height = Math.max(6, Math.round(width * uniform(random, 0.4, 0.65)))
  const water = random() < 0.35 ? scale(palette(random, 1, 'ramp')[0] as RGB, 0.8) : null
  const canvas = begin(width, height, water)
  const body = palette(random, 4, 'ramp')
  const fin = palette(random, 1, 'scatter')[0] as RGB
  const dark = ink(random)
  const [cx, cy] = [width * 0.56, (height - 1) / 2]
  const [rx, ry] = [width * 0.42, height * 0.3]
  const tail = width * 0.2
  const forked = random() < 0.6
  polygon(
    canvas,
    forked
      ? [
          [cx - rx + 1, cy],
          [0, cy - ry * 1.3],
          [tail * 0.6, cy],
          [0, cy + ry * 1.3],
        ]
      : [
          [cx - rx + 1, cy],
          [0, cy - ry * 1.1],
          [0, cy + ry * 1.1],
        ],
    fin,
  )
  polygon(
    canvas,
    [
      [cx - rx * 0.5, cy - ry + 1],
      [cx - rx * 0.1, 0],
      [cx + rx * 0.4, cy - ry + 1],
    ],
    fin,
  )
  const scales = width >= 24 && random() < 0.5
  const stripes = !scales && width >= 16 && random() < 0.5
  ellipse(canvas, cx, cy, rx, ry, (x, y) => {
    const band = (y - (cy - ry)) / (2 * ry)
    if (stripes && Math.floor((x - cx) / Math.max(2, width / 10)) % 2 === 0 && band < 0.7) return at(body, 0)
    const tone = band < 0.3 ? 1 : band < 0.7 ? 2 : 3
    if (scales && tone === 2 && (x + y) % 2 === 0 && x < cx + rx * 0.5) return at(body, 1)
    return at(body, tone)
  })
  polygon(
    canvas,
    [
      [cx - rx * 0.1, cy + ry * 0.2],
      [cx + rx * 0.25, cy + ry * 0.3],
      [cx - rx * 0.25, cy + ry * 0.95],
    ],
    fin,
  )
  const eye = [Math.round(cx + rx * 0.6), Math.round(cy - ry * 0.25)] as const
  if (width >= 16) canvas.set(eye[0] - 1, eye[1], [240, 240, 236])
  canvas.set(eye[0], eye[1], dark)
  if (random() < 0.6) canvas.outline(dark, water)
  if (water && width >= 20)
    for (let i = int(random, 1, 4); i > 0; i--) {
      const [bx, by] = [int(random, Math.round(cx + rx), width - 2), int(random, 1, height - 2)]
      canvas.set(bx, by, scale(water, 1.6))
      canvas.set(bx, by - 2, scale(water, 1.6))
    }
  return canvas.image()
}

/**
 * Birds in flight: one large bird, wings raised or spread (jagged feather tips, a fanned tail, a beak), or
 * a flock of one-pixel V strokes over a sky of dithered bands.
 */
const birdSprite: SpriteGenerator['draw'] = (random) => {
  const dark = ink(random)
  if (random() < 0.4) {
    const width = int(random, 24, 128)
    const height = int(random, 16, Math.min(96, width))
    const sky = palette(random, int(random, 2, 3), 'ramp').map((c) => scale(c, 1.3))
    const canvas = new Canvas(width, height)
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const t = (y / height) * sky.length
        const i = Math.floor(t)
        canvas.set(x, y, at(sky, t - i > bayer(x, y) * 0.5 + 0.5 ? i + 1 : i))
      }
    for (let i = int(random, 2, Math.max(3, width / 6)); i > 0; i--) {
      const [x, y] = [int(random, 2, width - 3), int(random, 1, height - 3)]
      const span = int(random, 1, 3)
      line(canvas, x - span, y - (span > 1 ? 1 : 0), x, y + 1, dark)
      line(canvas, x, y + 1, x + span, y - (span > 1 ? 1 : 0), dark)
    }
    return canvas.image()
  }
  const width = random() < 0.25 ? int(random, 8, 12) : int(random, 13, 90)
  const height = Math.max(6, Math.round(width * uniform(random, 0.55, 0.9)))
  const canvas = begin(width, height, null)
  const feathers = palette(random, 3, 'ramp')
  const beak: RGB = [232, 160 + int(random, 0, 40), 40]
  const [cx, cy] = [(width - 1) / 2, height * 0.55]
  const raised = random() < 0.5
  const tipY = raised ? 0 : cy - height * 0.1
  for (const side of [-1, 1]) {
    const tip: [number, number] = [cx + side * (width / 2), tipY]
    polygon(
      canvas,
      [[cx, cy - height * 0.12], tip, [cx + side * width * 0.12, cy + height * 0.1]],
      at(feathers, 1),
    )
    const teeth = Math.max(1, Math.round(width / 12))
    for (let i = 1; i <= teeth; i++) {
      const f = i / (teeth + 1)
      const [fx, fy] = [cx + side * (width / 2) * f, tipY + (cy - tipY) * (1 - f) + 1]
      line(canvas, fx, fy, fx - side, fy + Math.max(1, height / 10), at(feathers, 0))
    }
  }
  ellipse(canvas, cx, cy, Math.max(1, width * 0.08), height * 0.22, solid(at(feathers, 2)))
  polygon(
    canvas,
    [
      [cx, cy + height * 0.15],
      [cx - width * 0.1, height - 1],
      [cx + width * 0.1, height - 1],
    ],
    at(feathers, 0),
  )
  const head = Math.max(1, width * 0.06)
  ellipse(canvas, cx, cy - height * 0.24, head, head, solid(at(feathers, 2)))
  canvas.set(Math.round(cx), Math.round(cy - height * 0.24 - head - 1), beak)
  if (random() < 0.5) canvas.outline(dark, null)
  return canvas.image()
}

/**
 * A tool held at an angle: hammer, pickaxe, saw or axe, a wooden handle with a shaded side and a metal
 * head, turned by any angle (the stair-steps of a diagonal handle are the point), outlined on most.
 */
const toolSprite: SpriteGenerator['draw'] = (random) => {
  const size = random() < 0.25 ? int(random, 8, 12) : int(random, 13, 72)
  const width = size
  const height = Math.min(128, Math.round(size * uniform(random, 0.8, 1.4)))
  const canvas = begin(width, height, random() < 0.2 ? (palette(random, 1, 'scatter')[0] as RGB) : null)
  const wood = palette(random, 2, 'ramp')
  const metal = palette(random, 3, 'ramp').map((c) => scale(c, 1.15))
  const kind = int(random, 0, 3)
  const angle = pick(random, [Math.PI / 4, Math.PI / 6, Math.PI / 3, uniform(random, 0, Math.PI / 2)])
  const [ux, uy] = [Math.cos(angle), -Math.sin(angle)]
  // Long enough to cross most of the canvas, short enough to keep the head inside it.
  const length =
    0.75 * Math.min((width - 1) / Math.max(0.05, Math.abs(ux)), (height - 1) / Math.max(0.05, Math.abs(uy)))
  const [ox, oy] = [(width - 1) / 2 - (ux * length) / 2, (height - 1) / 2 - (uy * length) / 2]
  const handle = Math.max(0.6, length / 22)
  const head = length * uniform(random, 0.22, 0.32)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const [dx, dy] = [x - ox, y - oy]
      const u = dx * ux + dy * uy // along the handle
      const v = -dx * uy + dy * ux // across it
      let c: RGB | null = null
      if (u >= 0 && u <= length && Math.abs(v) <= handle) c = at(wood, v > 0 ? 0 : 1)
      const near = length - u
      if (kind === 0 && near >= 0 && near <= head * 0.45 && Math.abs(v) <= head)
        c = at(metal, near < 1 ? 2 : v > head * 0.6 ? 0 : 1)
      if (
        kind === 1 &&
        Math.abs(v) <= head * 1.3 &&
        Math.abs(near - (v / head) ** 2 * head * 0.35) <= handle + 0.6
      )
        c = at(metal, v < 0 ? 2 : 1)
      if (kind === 2 && u >= length * 0.3 && near >= 0 && v >= 0 && v <= head * (0.4 + (0.6 * u) / length))
        c = Math.abs(v - head * (0.4 + (0.6 * u) / length)) < 1 && Math.round(u) % 2 ? null : at(metal, 1)
      if (kind === 3 && near >= 0 && near <= head * 0.7 && v >= 0 && v <= head * (0.6 + 0.6 * (near / head)))
        c = v > head * (0.5 + 0.6 * (near / head)) ? at(metal, 2) : at(metal, 1)
      if (c) canvas.set(x, y, c)
    }
  if (random() < 0.7) canvas.outline(ink(random), null)
  return canvas.image()
}

/**
 * A flag on a pole: two to five horizontal or vertical stripes, a canton of one-pixel stars or a disc,
 * cross or triangle emblem, a swallowtail on some, and a wave shaded on its falling slopes.
 */
const flagSprite: SpriteGenerator['draw'] = (random) => {
  const flagWidth = random() < 0.25 ? int(random, 7, 11) : int(random, 12, 96)
  const flagHeight = Math.max(5, Math.round(flagWidth * uniform(random, 0.55, 0.75)))
  const pole = flagWidth >= 24 ? 2 : 1
  const wave = flagWidth >= 16 && random() < 0.7 ? Math.max(1, Math.round(flagHeight / 10)) : 0
  const width = flagWidth + pole
  const height = Math.min(128, flagHeight + wave * 2 + Math.round(flagHeight * uniform(random, 0.3, 0.8)))
  const canvas = begin(width, height, null)
  const colors = palette(random, int(random, 2, 4), 'scatter')
  const stripes = int(random, 2, 5)
  const vertical = random() < 0.35
  const emblem = int(random, 0, 3)
  const emblemColour: RGB = random() < 0.5 ? [240, 236, 220] : [236, 196, 64]
  const swallow = random() < 0.25
  const period = uniform(random, 0.6, 1.2) * flagWidth
  for (let x = 0; x < flagWidth; x++) {
    const phase = (2 * Math.PI * x) / period
    const shift = Math.round(wave * Math.sin(phase))
    const falling = wave > 0 && Math.cos(phase) < -0.3
    const notch = swallow ? Math.max(0, (x - flagWidth * 0.75) / (flagWidth * 0.25)) * (flagHeight / 2) : -1
    for (let y = 0; y < flagHeight; y++) {
      if (Math.abs(y - (flagHeight - 1) / 2) < notch) continue
      const s = vertical ? Math.floor((x * stripes) / flagWidth) : Math.floor((y * stripes) / flagHeight)
      let c = at(colors, s % colors.length)
      const [ex, ey] = [x - flagWidth * 0.3, y - (flagHeight - 1) / 2]
      if (emblem === 1 && x < flagWidth * 0.4 && y < flagHeight * 0.5) c = at(colors, colors.length - 1)
      if (emblem === 1 && x < flagWidth * 0.4 && y < flagHeight * 0.5 && x % 3 === 1 && y % 3 === 1)
        c = emblemColour
      if (emblem === 2 && ex * ex + ey * ey <= (flagHeight * 0.22) ** 2) c = emblemColour
      if (emblem === 3 && (Math.abs(ex) < flagHeight * 0.08 || Math.abs(ey) < flagHeight * 0.08))
        c = emblemColour
      canvas.set(pole + x, wave + y + shift, falling ? scale(c, 0.78) : c)
    }
  }
  const poleColour = ink(random)
  rect(canvas, 0, 0, pole - 1, height - 1, poleColour)
  if (random() < 0.5) canvas.set(pole - 1, 0, emblemColour)
  return canvas.image()
}

/**
 * A dial: a round clock (rim, twelve ticks, longer quarter ticks, two one-pixel hands, a centre pin) or a
 * half-round gauge (a green-amber-red arc and a needle), 9 to 96 px, on a plate for some.
 */
const clockSprite: SpriteGenerator['draw'] = (random) => {
  const size = random() < 0.25 ? int(random, 9, 13) : int(random, 14, 96)
  const gauge = random() < 0.35
  const width = size
  const height = gauge ? Math.round(size * 0.62) : size
  const plate = random() < 0.35 ? (palette(random, 1, 'scatter')[0] as RGB) : null
  const canvas = begin(width, height, plate)
  const [rim, face] = palette(random, 2, 'ramp').map((c, i) => (i ? scale(c, 1.5) : c)) as [RGB, RGB]
  const dark = ink(random)
  const r = (size - 1) / 2
  const [cx, cy] = [r, gauge ? height - 2 : r]
  const rimWidth = Math.max(1, Math.round(size / 14))
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const d = Math.hypot(x - cx, y - cy)
      if (d > r + 0.3) continue
      canvas.set(x, y, d > r - rimWidth ? rim : face)
    }
  if (gauge) {
    const zones: RGB[] = [
      [60, 170, 70],
      [230, 180, 40],
      [210, 50, 40],
    ]
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const d = Math.hypot(x - cx, y - cy)
        if (d > r - rimWidth - 0.5 || d < r - rimWidth - Math.max(1.5, size / 10)) continue
        const a = Math.atan2(cy - y, x - cx) // π at the left, 0 at the right
        canvas.set(x, y, at(zones, Math.floor((1 - a / Math.PI) * 3)))
      }
    const a = uniform(random, 0.1, 0.9) * Math.PI
    line(canvas, cx, cy, cx - Math.cos(a) * r * 0.8, cy - Math.sin(a) * r * 0.8, dark)
    return canvas.image()
  }
  const inner = r - rimWidth - 0.5
  if (size >= 14)
    for (let h = 0; h < 12; h++) {
      const a = (h * Math.PI) / 6
      const long = h % 3 === 0 && size >= 20 ? 2 : 1
      line(
        canvas,
        cx + Math.sin(a) * inner,
        cy - Math.cos(a) * inner,
        cx + Math.sin(a) * (inner - long + 1),
        cy - Math.cos(a) * (inner - long + 1),
        dark,
      )
    }
  const [hour, minute] = [uniform(random, 0, 2 * Math.PI), uniform(random, 0, 2 * Math.PI)]
  line(canvas, cx, cy, cx + Math.sin(hour) * inner * 0.5, cy - Math.cos(hour) * inner * 0.5, dark)
  line(canvas, cx, cy, cx + Math.sin(minute) * inner * 0.8, cy - Math.cos(minute) * inner * 0.8, dark)
  if (size >= 20) canvas.set(Math.round(cx), Math.round(cy), [200, 40, 40])
  return canvas.image()
}

/**
 * A tree: a conifer of stacked tiers or a broadleaf crown of overlapping discs, lit from the upper left in
 * three greens with an ordered-dither step between them, a trunk, on a sky for some.
 */
const treeSprite: SpriteGenerator['draw'] = (random) => {
  const width = random() < 0.25 ? int(random, 8, 12) : int(random, 13, 80)
  const height = Math.min(128, Math.round(width * uniform(random, 1.2, 1.7)))
  const sky = random() < 0.3 ? scale(palette(random, 1, 'ramp')[0] as RGB, 1.4) : null
  const canvas = begin(width, height, sky)
  const leaves = palette(random, 3, 'ramp')
  const bark = palette(random, 2, 'ramp').map((c) => scale(c, 0.7))
  const cx = (width - 1) / 2
  const trunkWidth = Math.max(0, Math.round(width / 14))
  const crownBottom = Math.round(height * 0.8)
  rect(canvas, cx - trunkWidth, height * 0.5, cx + trunkWidth, height - 1, at(bark, 1))
  if (trunkWidth > 0) line(canvas, cx + trunkWidth, height * 0.5, cx + trunkWidth, height - 1, at(bark, 0))
  const lit = (x: number, y: number, light: number) => {
    const level = Math.max(0, Math.min(1.999, light * 2))
    const i = Math.floor(level)
    return at(leaves, level - i > bayer(x, y) ? i + 1 : i)
  }
  if (random() < 0.5) {
    const tiers = Math.max(1, Math.min(5, Math.round(height / 14)))
    for (let t = 0; t < tiers; t++) {
      const top = (t * crownBottom * 0.7) / tiers
      const bottom = top + crownBottom / tiers + crownBottom * 0.15
      const half = ((t + 1) / tiers) * (width / 2)
      for (let y = Math.round(top); y <= Math.min(crownBottom, bottom); y++) {
        const span = half * ((y - top) / (bottom - top))
        for (let x = Math.round(cx - span); x <= Math.round(cx + span); x++)
          canvas.set(x, y, lit(x, y, 0.5 - (x - cx) / (width * 0.9) + (y - top) / (bottom - top) / -4 + 0.2))
      }
    }
    return canvas.image()
  }
  const blobs = int(random, 3, 6)
  const radius = width * 0.28
  const centres = Array.from({ length: blobs }, () => [
    cx + uniform(random, -1, 1) * (width / 2 - radius),
    radius + uniform(random, 0, 1) * (crownBottom - 2 * radius),
  ])
  for (const [bx, by] of centres)
    ellipse(canvas, bx as number, by as number, radius, radius, (x, y) => {
      const light = 0.55 - (x - (bx as number)) / (radius * 3) - (y - (by as number)) / (radius * 3)
      return lit(x, y, light)
    })
  if (random() < 0.5) canvas.outline(at(leaves, 0), sky)
  return canvas.image()
}

/**
 * A planet or moon: a disc in latitude bands (gas giant) or with craters (moon), a dark side past a
 * dithered terminator, a thin ring on some, on a starfield for some.
 */
const planetSprite: SpriteGenerator['draw'] = (random) => {
  const r = random() < 0.25 ? uniform(random, 3.5, 5.5) : uniform(random, 6, 44)
  const ringed = r >= 6 && random() < 0.35
  const width = Math.min(128, Math.round(2 * r * (ringed ? 1.45 : 1)) + 1)
  const height = Math.round(2 * r) + 1
  const space = random() < 0.4 ? ([int(random, 6, 24), int(random, 6, 20), int(random, 20, 48)] as RGB) : null
  const canvas = begin(width, height, space)
  if (space)
    for (let i = Math.round((width * height) / 60); i > 0; i--)
      canvas.set(int(random, 0, width - 1), int(random, 0, height - 1), [230, 230, 210])
  const bands = palette(random, int(random, 2, 4), 'ramp').map((c) => scale(c, 1.2))
  const moon = random() < 0.35
  const [cx, cy] = [(width - 1) / 2, (height - 1) / 2]
  const tilt = uniform(random, -0.3, 0.3)
  const lightX = uniform(random, -0.9, 0.2)
  const craters = moon
    ? Array.from({ length: int(random, 2, 6) }, () => [
        uniform(random, -0.6, 0.6) * r,
        uniform(random, -0.6, 0.6) * r,
        uniform(random, 0.12, 0.25) * r,
      ])
    : []
  const ringAt = (x: number, y: number) => {
    const [dx, dy] = [(x - cx) / (r * 1.42), (y - cy - (x - cx) * tilt) / (r * 0.3)]
    const d = dx * dx + dy * dy
    return d <= 1 && d >= 0.62
  }
  const ringColour = scale(at(bands, bands.length - 1), 1.1)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const [dx, dy] = [(x - cx) / r, (y - cy) / r]
      const inDisc = dx * dx + dy * dy <= 1
      if (ringed && ringAt(x, y) && (!inDisc || y > cy + (x - cx) * tilt)) {
        canvas.set(x, y, ringColour)
        continue
      }
      if (!inDisc) continue
      const latitude = dy + dx * tilt
      let c = moon
        ? at(bands, 1)
        : at(bands, Math.floor(((latitude + 1) / 2) * bands.length * 1.5) % bands.length)
      for (const [kx, ky, kr] of craters)
        if ((x - cx - (kx as number)) ** 2 + (y - cy - (ky as number)) ** 2 <= (kr as number) ** 2)
          c = at(bands, 0)
      const dz = Math.sqrt(Math.max(0, 1 - dx * dx - dy * dy))
      const light = dx * lightX - dy * 0.4 + dz * 0.7
      if (light < 0.05 || (light < 0.25 && bayer(x, y) > (light - 0.05) / 0.2)) c = scale(c, 0.45)
      canvas.set(x, y, c)
    }
  return canvas.image()
}

export const BARROW_GENERATORS: SpriteGenerator[] = [
  { name: 'instrument', draw: instrumentSprite },
  { name: 'fish-side', draw: fishSprite },
  { name: 'bird-flight', draw: birdSprite },
  { name: 'tool-angled', draw: toolSprite },
  { name: 'flag-striped', draw: flagSprite },
  { name: 'clock-dial', draw: clockSprite },
  { name: 'tree-dithered', draw: treeSprite },
  { name: 'planet-banded', draw: planetSprite },
]
