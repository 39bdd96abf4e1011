// The generators of the `kurgan` split of the wide recovery bench, written before round 14 changes the
// method and used by no other split: dinosaurs seen from the side, fossils in rock, frogs and turtles
// from above, stained-glass windows, fireworks, medical things (pills, capsules, syringes, plasters,
// first-aid kits), spinning toys (tops, yo-yos, pinwheels) and stone arch bridges. Held back until round
// 15 scored it once; a development split now (bench/lib/wide/splits.ts).
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
  colourCount,
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

/** A near-black with a cool or warm cast: outlines, eyes, lead lines, mortar. */
const ink = (random: Random): RGB => {
  const v = int(random, 12, 34)
  return [v + int(random, 0, 10), v + int(random, 0, 8), v + int(random, 0, 12)]
}

/** A canvas with a 1-px transparent margin round the drawing area, so an outline has room. */
const roomy = (width: number, height: number) => begin(width + 2, height + 2, null)

/** A backdrop colour for every pixel of an opaque ground `height` px high. */
type Ground = (x: number, y: number, height: number) => RGB

/** One of three grounds (a flat wash, a dithered two-band sky, diagonal hatching), recoloured. */
function ground(random: Random): Ground {
  const kind = pick(random, ['flat', 'sky', 'hatch'] as const)
  const a = tint(random, [
    [226, 232, 210],
    [176, 204, 232],
    [236, 214, 190],
    [48, 52, 84],
    [200, 186, 222],
  ] as RGB[])
  const b = scale(a, random() < 0.5 ? 0.8 : 1.15)
  if (kind === 'flat') return () => a
  const k = int(random, 3, 6)
  if (kind === 'hatch') return (x, y) => ((x + y) % k === 0 ? b : a)
  const horizon = uniform(random, 0.45, 0.7)
  return (x, y, height) => {
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

/** The image on an opaque ground, with a margin of up to 15 % of its long side, for a `share` of draws. */
function backed(image: RGBAImage, random: Random, share: number): RGBAImage {
  if (random() >= share) return image
  const pad = int(random, 1, Math.max(1, Math.round(Math.max(image.width, image.height) * 0.15)))
  return grounded(image, ground(random), pad)
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

/** Three tones of a rounded body lit from the top: by the share `v` down it (0 at the top). */
const lit = (tones: RGB[], v: number): RGB =>
  v < 0.3 ? at(tones, tones.length - 1) : v > 0.75 ? at(tones, 0) : at(tones, Math.floor(tones.length / 2))

const HIDES: RGB[] = [
  [96, 150, 70],
  [70, 120, 140],
  [170, 120, 70],
  [140, 90, 150],
  [190, 170, 90],
  [200, 90, 70],
]

/**
 * Dinosaurs from the side, facing right: a long-necked sauropod (a barrel body, a neck and tail that
 * taper, pillar legs), a theropod (upright, a big head with a jaw line and teeth, tiny arms, a tail held
 * out), a stegosaur (a low arched body with two rows of plates in an accent colour and tail spikes) or a
 * triceratops (a frill, three horns, a beak); lit from the top in three tones with a pale belly, a
 * dithered band of spots on some, a 1-px eye; 10 to 110 px, a fifth on a ground.
 */
const dinosaurSprite: SpriteGenerator['draw'] = (random) => {
  const kind = pick(random, ['sauropod', 'theropod', 'stegosaur', 'triceratops'] as const)
  const dark = ink(random)
  const hide = ramp(tint(random, HIDES), 3)
  const belly = mix(at(hide, 2), [236, 226, 196], 0.55)
  const accent = tint(random, [
    [214, 90, 60],
    [230, 190, 70],
    [90, 170, 190],
  ] as RGB[])
  const width = side(random, 0.15, 18, 110)
  const height = Math.max(
    8,
    Math.round(width * (kind === 'sauropod' ? 0.75 : kind === 'theropod' ? 0.8 : 0.55)),
  )
  const canvas = roomy(width, height)
  const spots = random() < 0.4 && width >= 24
  const [w, h] = [width, height]
  // The body: an ellipse lit from the top, a belly band, dithered spots along the back on some.
  const [bx, by] = [1 + w * (kind === 'theropod' ? 0.45 : 0.45), 1 + h * (kind === 'theropod' ? 0.45 : 0.5)]
  const [brx, bry] = [
    w * (kind === 'theropod' ? 0.2 : kind === 'sauropod' ? 0.24 : 0.28),
    h * (kind === 'theropod' ? 0.22 : kind === 'sauropod' ? 0.2 : 0.26),
  ]
  const legH = Math.max(2, Math.round(h * (kind === 'theropod' ? 0.3 : 0.22)))
  const legW = Math.max(1, Math.round(w * (kind === 'sauropod' ? 0.07 : 0.05)))
  const legTop = Math.round(by + bry * 0.4)
  for (const lx of kind === 'theropod' ? [0, 0.25] : [-0.6, -0.35, 0.35, 0.6]) {
    const x0 = Math.round(bx + brx * lx - legW / 2)
    rect(canvas, x0, legTop, x0 + legW - 1, Math.min(h, legTop + legH + bry * 0.5), at(hide, lx < 0 ? 0 : 1))
  }
  if (kind === 'stegosaur' && w >= 16) {
    // Plates on the arched back: triangles in the accent colour, tallest over the hips.
    const n = Math.max(3, Math.round(w / 9))
    for (let i = 0; i < n; i++) {
      const t = (i + 0.5) / n
      const px = bx - brx * 0.9 + 2 * brx * 0.9 * t
      const ph = bry * (0.6 + 0.6 * Math.sin(t * Math.PI))
      const pw = Math.max(1.5, (brx / n) * 1.1)
      const py = by - bry * Math.sqrt(Math.max(0, 1 - ((px - bx) / brx) ** 2)) + 1
      polygon(
        canvas,
        [
          [px - pw, py + 1],
          [px + 0.5, py - ph],
          [px + pw + 1, py + 1],
        ],
        i % 2 ? accent : scale(accent, 0.8),
      )
    }
  }
  // The tail: a tapering polygon from the hips back and out to the left.
  const tailY = kind === 'theropod' ? by : by - bry * 0.1
  polygon(
    canvas,
    [
      [bx - brx * 0.5, tailY - bry * 0.55],
      [1, tailY + (kind === 'sauropod' ? bry * 0.9 : kind === 'theropod' ? -bry * 0.4 : bry * 0.3)],
      [bx - brx * 0.5, tailY + bry * 0.55],
    ],
    at(hide, 1),
  )
  if (kind === 'stegosaur' && w >= 20)
    for (const s of [-1, 1])
      line(canvas, 1 + w * 0.08, tailY + bry * 0.3, 1 + w * 0.04, tailY + bry * 0.3 + s * bry * 0.6, belly)
  ellipse(canvas, bx, by, brx, bry, (x, y) => {
    const v = (y - (by - bry)) / (2 * bry)
    if (v > 0.72) return belly
    if (spots && v > 0.15 && v < 0.45 && bayer(x, y) < 0.3) return at(hide, 0)
    return lit(hide, v)
  })
  // The neck and head.
  let head: [number, number]
  let hr: number
  if (kind === 'sauropod') {
    head = [w - w * 0.06, 1 + h * 0.12]
    hr = Math.max(1.5, w * 0.05)
    bar(
      canvas,
      bx + brx * 0.6,
      by - bry * 0.3,
      head[0] - hr * 0.5,
      head[1] + hr * 0.3,
      Math.max(2, w * 0.07),
      at(hide, 1),
    )
    ellipse(canvas, head[0], head[1], hr * 1.3, hr, solid(at(hide, 2)))
  } else if (kind === 'theropod') {
    head = [bx + brx * 1.5, by - bry * 1.7]
    hr = Math.max(2, w * 0.11)
    bar(
      canvas,
      bx + brx * 0.5,
      by - bry * 0.5,
      head[0] - hr * 0.6,
      head[1] + hr * 0.2,
      Math.max(2, w * 0.1),
      at(hide, 1),
    )
    ellipse(canvas, head[0], head[1], hr * 1.4, hr * 0.9, (x, y) =>
      y > head[1] + hr * 0.25 ? belly : at(hide, 2),
    )
    if (hr >= 3) {
      line(canvas, head[0] - hr * 0.2, head[1] + hr * 0.25, head[0] + hr * 1.4, head[1] + hr * 0.25, dark)
      for (let x = Math.round(head[0]); x < head[0] + hr * 1.2; x += 2)
        canvas.set(x, Math.round(head[1] + hr * 0.25) + 1, [240, 236, 220])
    }
    // Tiny arms.
    line(canvas, bx + brx * 0.8, by - bry * 0.1, bx + brx * 1.1, by + bry * 0.3, at(hide, 0))
  } else {
    head = [bx + brx * 1.25, by - bry * 0.15]
    hr = Math.max(2, w * 0.08)
    if (kind === 'triceratops') {
      ellipse(canvas, head[0] - hr * 0.6, head[1] - hr * 0.4, hr * 1.1, hr * 1.5, solid(accent))
      ring(canvas, head[0] - hr * 0.6, head[1] - hr * 0.4, hr * 1.1, hr * 1.5, 1, scale(accent, 0.7))
    }
    ellipse(canvas, head[0], head[1], hr * 1.3, hr * 0.9, solid(at(hide, 2)))
    if (kind === 'triceratops') {
      line(canvas, head[0], head[1] - hr * 0.6, head[0] + hr * 1.5, head[1] - hr * 1.6, belly)
      line(canvas, head[0] + hr * 1.2, head[1] - hr * 0.2, head[0] + hr * 1.8, head[1] - hr * 0.7, belly)
    }
  }
  canvas.set(Math.round(head[0] + hr * 0.3), Math.round(head[1] - hr * 0.3), dark)
  return finish(canvas, random, dark, { outline: 0.85, backdrop: 0.2 })
}

/**
 * Fossils: a slab of layered rock (bands of two or three stone tones, speckled grit, a crack or two) with
 * a skeleton in it in bone white and a shadow tone: an ammonite (a spiral of ribbed chambers), a fish (a
 * spine of 1-px vertebrae, ribs, a skull, a forked tail) or a small dinosaur (a curled neck, a spine,
 * ribs, four 1-px limbs); or, for a third of draws, one loose bone or an ammonite on transparency;
 * 12 to 120 px.
 */
const fossilSprite: SpriteGenerator['draw'] = (random) => {
  const dark = ink(random)
  const bone = nudge(random, [236, 226, 200])
  const boneShade = scale(bone, 0.72)
  const kind = pick(random, ['ammonite', 'fish', 'dino'] as const)
  const loose = random() < 0.33
  /** An ammonite spiral centred at (cx, cy), outer radius r, with a rib every few degrees. */
  const ammonite = (canvas: Canvas, cx: number, cy: number, r: number) => {
    const turns = 2.6
    for (let t = 0; t < turns * Math.PI * 2; t += 0.03) {
      const rr = r * Math.exp(-0.3 * t)
      const [x, y] = [cx + Math.cos(t) * rr, cy + Math.sin(t) * rr]
      const thick = Math.max(1, rr * 0.35)
      for (let k = 0; k < thick; k += 0.7) {
        const kx = cx + Math.cos(t) * (rr - k)
        const ky = cy + Math.sin(t) * (rr - k)
        canvas.set(Math.round(kx), Math.round(ky), k < 0.8 ? boneShade : bone)
      }
      if (r >= 8 && Math.round(t * 10) % 4 === 0) canvas.set(Math.round(x), Math.round(y), boneShade)
    }
    canvas.set(Math.round(cx), Math.round(cy), boneShade)
  }
  if (loose) {
    const size = side(random, 0.3, 12, 56)
    const canvas = roomy(size, size)
    if (kind === 'ammonite') ammonite(canvas, 1 + size / 2, 1 + size / 2, size / 2 - 0.5)
    else {
      // A long bone on the diagonal with knobbed ends.
      const r = Math.max(1.5, size * 0.12)
      bar(canvas, 1 + r, size - r, size - r, 1 + r, Math.max(2, size * 0.14), bone)
      for (const [x, y] of [
        [1 + r, size - r],
        [size - r, 1 + r],
      ] as const) {
        ellipse(canvas, x - r * 0.5, y - r * 0.5, r, r, solid(bone))
        ellipse(canvas, x + r * 0.5, y + r * 0.5, r, r, solid(bone))
      }
      line(canvas, 1 + r * 2, size - r, size - r, 1 + r * 2, boneShade)
    }
    return finish(canvas, random, dark, { outline: 0.9, backdrop: 0 })
  }
  const width = side(random, 0.1, 20, 120)
  const height = Math.max(10, Math.round(width * uniform(random, 0.5, 0.85)))
  const stone = ramp(
    tint(random, [
      [170, 150, 120],
      [140, 140, 150],
      [190, 160, 130],
      [120, 110, 100],
    ] as RGB[]),
    3,
  )
  const canvas = begin(width, height, at(stone, 1))
  // Strata: wavy bands in the three tones, grit dots, a crack.
  const band = Math.max(2, Math.round(height / int(random, 3, 6)))
  const phase = random() * 6
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const b = Math.floor((y + Math.sin(x / 7 + phase) * band * 0.4) / band)
      let c = at(stone, b % 3 === 0 ? 0 : b % 3 === 1 ? 1 : 2)
      if ((x * 5 + y * 11) % 17 === 0) c = at(stone, 0)
      canvas.set(x, y, c)
    }
  if (width >= 24) {
    let [x, y] = [int(random, 0, width - 1), 0]
    while (y < height) {
      canvas.set(x, y, dark)
      y++
      x += int(random, -1, 1)
    }
  }
  const [cx, cy] = [width / 2, height / 2]
  if (kind === 'ammonite') ammonite(canvas, cx, cy, Math.min(width, height) * 0.4)
  else if (kind === 'fish') {
    const len = width * 0.7
    const x0 = cx - len / 2
    line(canvas, x0, cy, x0 + len, cy, bone)
    for (let x = x0 + len * 0.2; x < x0 + len * 0.8; x += 2) {
      const rib = height * 0.22 * Math.sin(((x - x0) / len) * Math.PI)
      line(canvas, x, cy - 1, x + 1, cy - rib, bone)
      line(canvas, x, cy + 1, x + 1, cy + rib, bone)
    }
    const hr = Math.max(2, height * 0.16)
    ellipse(canvas, x0 + len, cy, hr * 1.3, hr, solid(bone))
    canvas.set(Math.round(x0 + len + hr * 0.3), Math.round(cy - hr * 0.3), dark)
    line(canvas, x0, cy, x0 - len * 0.12, cy - height * 0.2, bone)
    line(canvas, x0, cy, x0 - len * 0.12, cy + height * 0.2, bone)
  } else {
    // A small dinosaur, curled in its death pose: the neck bent back over the spine.
    const len = width * 0.6
    const x0 = cx - len / 2
    const y0 = cy + height * 0.08
    let prev: [number, number] = [x0, y0 + height * 0.1]
    for (let i = 1; i <= 20; i++) {
      const t = i / 20
      const p: [number, number] = [x0 + len * t, y0 - Math.sin(t * Math.PI) * height * 0.12]
      line(canvas, prev[0], prev[1], p[0], p[1], bone)
      if (t > 0.3 && t < 0.65 && i % 2 === 0)
        line(canvas, p[0], p[1] + 1, p[0] - 1, p[1] + height * 0.14, boneShade)
      prev = p
    }
    const nx = x0 + len
    line(canvas, nx, prev[1], nx - len * 0.15, y0 - height * 0.3, bone)
    const hr = Math.max(1.5, height * 0.07)
    ellipse(canvas, nx - len * 0.2, y0 - height * 0.32, hr * 1.4, hr, solid(bone))
    for (const [lx, s] of [
      [0.35, -1],
      [0.6, 1],
    ] as const) {
      const px = x0 + len * lx
      line(canvas, px, y0, px + s * 2, y0 + height * 0.2, bone)
      line(canvas, px + s * 2, y0 + height * 0.2, px + s * 4, y0 + height * 0.24, boneShade)
    }
  }
  return random() < 0.5 ? flipped(canvas).image() : canvas.image()
}

/**
 * Frogs and turtles from above: a frog (a wide body with a lighter back stripe or dark spots, bulging
 * eyes with 1-px pupils, folded back legs and splayed front ones, webbed toes on big ones), or a turtle
 * (a domed shell of hexagonal scutes ringed by a rim, a head, four flippers, a pointed tail); sitting on
 * a lily pad (a notched disc in two greens) for a third of frogs; 10 to 72 px.
 */
const frogTurtleSprite: SpriteGenerator['draw'] = (random) => {
  const dark = ink(random)
  const size = side(random, 0.3, 14, 72)
  const canvas = roomy(size, size)
  const c = 1 + size / 2
  if (random() < 0.5) {
    const skin = ramp(
      tint(random, [
        [90, 170, 70],
        [120, 180, 60],
        [70, 140, 150],
        [200, 120, 60],
        [180, 60, 60],
      ] as RGB[]),
      3,
    )
    if (random() < 0.35) {
      const leaf = ramp(nudge(random, [70, 140, 70]), 2)
      ellipse(canvas, c, c, size / 2 - 0.5, size / 2 - 0.5, (x, y) =>
        Math.abs(x - c) < size * 0.06 && y < c
          ? null
          : Math.hypot(x - c, y - c) > size * 0.35
            ? at(leaf, 0)
            : at(leaf, 1),
      )
    }
    const [rx, ry] = [size * 0.24, size * 0.28]
    // Legs first, under the body: back legs folded in a Z, front legs splayed.
    for (const s of [-1, 1]) {
      bar(
        canvas,
        c + s * rx * 0.6,
        c + ry * 0.5,
        c + s * rx * 1.4,
        c + ry * 0.3,
        Math.max(1.5, size * 0.09),
        at(skin, 0),
      )
      bar(
        canvas,
        c + s * rx * 1.4,
        c + ry * 0.3,
        c + s * rx * 1.2,
        c + ry * 1.2,
        Math.max(1.2, size * 0.06),
        at(skin, 0),
      )
      line(canvas, c + s * rx * 0.7, c - ry * 0.3, c + s * rx * 1.3, c - ry * 0.7, at(skin, 0))
      if (size >= 32)
        for (const d of [-1, 0, 1])
          canvas.set(Math.round(c + s * rx * 1.2 + d), Math.round(c + ry * 1.2 + 1), at(skin, 1))
    }
    const spotted = random() < 0.5
    ellipse(canvas, c, c, rx, ry, (x, y) => {
      if (!spotted && Math.abs(x - c) < Math.max(0.6, rx * 0.18)) return at(skin, 2)
      if (spotted && size >= 20 && (x * 7 + y * 5) % 13 === 0) return at(skin, 0)
      return Math.abs(x - c) > rx * 0.7 ? at(skin, 0) : at(skin, 1)
    })
    const er = Math.max(1, size * 0.07)
    for (const s of [-1, 1]) {
      ellipse(canvas, c + s * rx * 0.55, c - ry * 0.75, er, er, solid(at(skin, 2)))
      canvas.set(Math.round(c + s * rx * 0.55), Math.round(c - ry * 0.75), dark)
    }
    return finish(canvas, random, dark, { outline: 0.8, mirror: false, backdrop: 0.15 })
  }
  const shell = ramp(
    tint(random, [
      [130, 100, 60],
      [90, 120, 60],
      [150, 120, 80],
      [70, 100, 90],
    ] as RGB[]),
    3,
  )
  const skin = ramp(nudge(random, [150, 170, 110]), 2)
  const [rx, ry] = [size * 0.3, size * 0.36]
  for (const [sx, sy] of [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ] as const)
    ellipse(
      canvas,
      c + sx * rx * 0.95,
      c + sy * ry * 0.6,
      Math.max(1, size * 0.1),
      Math.max(1, size * 0.07),
      solid(at(skin, 1)),
    )
  ellipse(
    canvas,
    c,
    c - ry * 1.05,
    Math.max(1.2, size * 0.09),
    Math.max(1.2, size * 0.11),
    solid(at(skin, 1)),
  )
  polygon(
    canvas,
    [
      [c - 1, c + ry * 0.9],
      [c + 0.5, c + ry * 1.25],
      [c + 2, c + ry * 0.9],
    ],
    at(skin, 0),
  )
  const k = Math.max(3, Math.round(size / 7))
  ellipse(canvas, c, c, rx, ry, (x, y) => {
    const e = ((x - c) / rx) ** 2 + ((y - c) / ry) ** 2
    if (e > 0.72) return at(shell, 0)
    // Hexagon-ish scutes: a staggered grid of cells with 1-px seams in the dark tone.
    const row = Math.floor((y - c + ry) / k)
    const col = Math.floor((x - c + rx + (row % 2) * (k / 2)) / k)
    const onSeam = (y - c + ry) % k < 1 || (x - c + rx + (row % 2) * (k / 2)) % k < 1
    if (onSeam && size >= 16) return at(shell, 0)
    return (row + col) % 2 ? at(shell, 2) : at(shell, 1)
  })
  const er = Math.max(0.6, size * 0.02)
  for (const s of [-1, 1]) canvas.set(Math.round(c + s * er * 2), Math.round(c - ry * 1.1), dark)
  return finish(canvas, random, dark, { outline: 0.85, mirror: false, backdrop: 0.15 })
}

const JEWELS: RGB[] = [
  [196, 40, 52],
  [40, 80, 190],
  [240, 196, 50],
  [50, 150, 80],
  [130, 60, 170],
  [70, 170, 200],
  [230, 120, 40],
]

/**
 * Stained-glass windows: a round-arched or pointed lancet (or a round rose window) in a stone frame of
 * two tones, its glass cut by 1-px lead lines into diamonds, squares or radial sectors, each pane one of
 * three to six jewel colours, with pale panes for a border on some; 16 to 128 px, most with the arch's
 * corners transparent, a quarter set in a wall.
 */
const stainedGlassSprite: SpriteGenerator['draw'] = (random) => {
  const lead = ink(random)
  const stone = ramp(nudge(random, [186, 176, 160]), 2)
  const colours = Array.from({ length: int(random, 3, 6) }, () => tint(random, JEWELS))
  const pale = nudge(random, [226, 232, 214])
  const shape = pick(random, ['round', 'pointed', 'rose'] as const)
  const height = side(random, 0.1, 20, 128)
  const width = shape === 'rose' ? height : Math.max(10, Math.round(height * uniform(random, 0.4, 0.65)))
  const canvas = begin(width, height, null)
  const frame = Math.max(1, Math.round(width * uniform(random, 0.06, 0.1)))
  const cx = (width - 1) / 2
  const archR = width / 2
  /** Whether (x, y) lies in the window's outline shrunk by `m` px. */
  const inWindow = (x: number, y: number, m: number): boolean => {
    if (shape === 'rose') return Math.hypot(x - cx, y - (height - 1) / 2) <= width / 2 - m
    if (x < m || x > width - 1 - m || y > height - 1 - m) return false
    if (y >= archR) return true
    if (shape === 'round') return Math.hypot(x - cx, y - archR) <= archR - m
    // A pointed arch: two circles of radius `width` centred on the opposite sides.
    const r = width - m
    return Math.hypot(x - (width - 1), y - archR) <= r && Math.hypot(x, y - archR) <= r
  }
  const pattern = shape === 'rose' ? 'radial' : pick(random, ['diamond', 'square'] as const)
  const k = Math.max(3, Math.round(width / int(random, 3, 6)))
  const border = random() < 0.5 && width >= 24
  const sectors = int(random, 6, 12)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (!inWindow(x, y, 0)) continue
      if (!inWindow(x, y, frame)) {
        canvas.set(x, y, (x + y) % 5 === 0 ? at(stone, 0) : at(stone, 1))
        continue
      }
      if (!inWindow(x, y, frame + 1)) {
        canvas.set(x, y, lead)
        continue
      }
      let cell: number
      let seam: boolean
      if (pattern === 'radial') {
        const [dx, dy] = [x - cx, y - (height - 1) / 2]
        const a = (Math.atan2(dy, dx) / (Math.PI * 2) + 1) % 1
        const rr = Math.hypot(dx, dy) / (width / 2)
        const s = Math.floor(a * sectors)
        const ringI = rr < 0.25 ? 0 : rr < 0.6 ? 1 : 2
        cell = ringI * 31 + (ringI ? s : 0)
        // Seams: the two rings' edges, and the spokes between sectors (1 px wide at any radius).
        const px = 1 / (width / 2)
        const across = ((a * sectors) % 1) * ((Math.PI * 2 * rr * (width / 2)) / sectors)
        seam = Math.abs(rr - 0.25) < px * 0.5 || Math.abs(rr - 0.6) < px * 0.5 || (ringI > 0 && across < 1)
      } else if (pattern === 'diamond') {
        const [u, v] = [x + y, x - y + 1000]
        cell = Math.floor(u / k) * 97 + Math.floor(v / k)
        seam = u % k === 0 || v % k === 0
      } else {
        cell = Math.floor(x / k) * 97 + Math.floor(y / k)
        seam = x % k === 0 || y % k === 0
      }
      if (seam) canvas.set(x, y, lead)
      else if (border && !inWindow(x, y, frame + 1 + Math.max(2, Math.round(k * 0.6)))) canvas.set(x, y, pale)
      else canvas.set(x, y, colours[Math.abs(cell * 2_654_435_761) % colours.length] as RGB)
    }
  return backed(trimmed(canvas), random, 0.25)
}

/**
 * Fireworks: one to three bursts, each a ring of 8 to 16 rays drawn as 1-px lines (solid or every other
 * pixel) in one or two colours, with a brighter spark at each tip and a dithered glow in the middle on
 * big ones, and a rising trail of 1-px dots below on some; half on a night sky, half on transparency;
 * 12 to 104 px.
 */
const fireworkSprite: SpriteGenerator['draw'] = (random) => {
  const size = side(random, 0.2, 16, 104)
  const canvas = roomy(size, size)
  const bursts = size >= 40 ? int(random, 1, 3) : 1
  for (let b = 0; b < bursts; b++) {
    const hue = tint(random, [
      [240, 80, 80],
      [250, 220, 80],
      [90, 220, 120],
      [100, 170, 250],
      [230, 110, 230],
      [250, 250, 240],
    ] as RGB[])
    const tip = mix(hue, [255, 255, 255], 0.6)
    const second = random() < 0.4 ? scale(hue, 0.7) : hue
    const r = (b === 0 ? size * 0.45 : size * uniform(random, 0.18, 0.3)) - 0.5
    const [cx, cy] =
      b === 0
        ? [1 + size / 2, 1 + size / 2]
        : [1 + size * uniform(random, 0.2, 0.8), 1 + size * uniform(random, 0.2, 0.6)]
    const rays = int(random, 8, 16)
    const dotted = random() < 0.4
    const twist = random() * Math.PI
    for (let i = 0; i < rays; i++) {
      const a = twist + (i / rays) * Math.PI * 2
      const start = r * 0.25
      for (let t = start; t <= r; t += 0.5) {
        const [x, y] = [Math.round(cx + Math.cos(a) * t), Math.round(cy + Math.sin(a) * t)]
        if (dotted && Math.round(t) % 2) continue
        canvas.set(x, y, t > r * 0.6 ? second : hue)
      }
      canvas.set(Math.round(cx + Math.cos(a) * (r + 1)), Math.round(cy + Math.sin(a) * (r + 1)), tip)
    }
    if (r >= 8) ellipse(canvas, cx, cy, r * 0.2, r * 0.2, (x, y) => (bayer(x, y) < 0.5 ? tip : null))
    if (b === 0 && random() < 0.5)
      for (let y = Math.round(cy + r * 0.4); y <= size; y += 2)
        canvas.set(Math.round(cx + Math.sin(y) * 0.6), y, second)
  }
  if (random() < 0.5) {
    const image = trimmed(canvas)
    const night = nudge(random, [24, 28, 60])
    const low = scale(night, 1.5)
    const pad = int(random, 1, Math.max(1, Math.round(size * 0.1)))
    return grounded(image, (x, y, h) => (y > h * 0.8 && bayer(x, y) < 0.5 ? low : night), pad)
  }
  return trimmed(canvas)
}

/**
 * Medical things: a capsule (two halves of different colours, on the diagonal, a 1-px shine), a round
 * tablet (a disc with a score line), a syringe (a barrel with 1-px gradations, a plunger, a 1-px
 * needle), a sticking plaster (a rounded strip with a pad and rows of holes) or a first-aid kit (a box
 * with a cross and a handle); mostly small, 8 to 64 px, on transparency.
 */
const medicalSprite: SpriteGenerator['draw'] = (random) => {
  const kind = pick(random, ['capsule', 'tablet', 'syringe', 'plaster', 'kit'] as const)
  const dark = ink(random)
  const white: RGB = nudge(random, [236, 236, 240])
  const colour = ramp(
    tint(random, [[210, 60, 60] as RGB, [60, 120, 210] as RGB, [240, 200, 60] as RGB, [90, 180, 110] as RGB]),
    2,
  )
  if (kind === 'capsule') {
    const size = side(random, 0.6, 10, 40)
    const canvas = roomy(size, size)
    const w = Math.max(3, size * 0.38)
    const [x0, y0, x1, y1] = [1 + w / 2, size - w / 2 + 1, size - w / 2 + 1, 1 + w / 2]
    const [mx, my] = [(x0 + x1) / 2, (y0 + y1) / 2]
    bar(canvas, x0, y0, mx, my, w, at(colour, 1))
    bar(canvas, mx, my, x1, y1, w, white)
    ellipse(canvas, x0, y0, w / 2, w / 2, solid(at(colour, 1)))
    ellipse(canvas, x1, y1, w / 2, w / 2, solid(white))
    if (size >= 16) line(canvas, x0, y0 - w * 0.25, x1 - w * 0.25, y1, mix(white, [255, 255, 255], 0.5))
    return finish(canvas, random, dark, { outline: 0.9, backdrop: 0 })
  }
  if (kind === 'tablet') {
    const size = side(random, 0.7, 10, 28)
    const canvas = roomy(size, size)
    const c = 1 + (size - 1) / 2
    ellipse(canvas, c, c, size / 2 - 0.2, size / 2 - 0.2, (x, y) =>
      x + y < 2 * c - size * 0.3 ? white : scale(white, 0.85),
    )
    line(canvas, c - size * 0.3, c, c + size * 0.3, c, scale(white, 0.7))
    return finish(canvas, random, dark, { outline: 0.9, mirror: false, backdrop: 0 })
  }
  if (kind === 'syringe') {
    const len = side(random, 0.3, 16, 64)
    const bw = Math.max(3, Math.round(len * 0.18))
    const canvas = roomy(len, bw + 4)
    const y0 = 1 + Math.floor((bw + 4 - bw) / 2)
    const barrel: [number, number] = [Math.round(len * 0.18), Math.round(len * 0.72)]
    rect(canvas, 1, y0 - 1, 2, y0 + bw, at(colour, 1))
    rect(canvas, 3, y0 + Math.floor(bw / 2) - 1, barrel[0], y0 + Math.floor(bw / 2), scale(white, 0.8))
    rect(canvas, barrel[0], y0, barrel[1], y0 + bw - 1, white)
    rect(
      canvas,
      barrel[0] + 1,
      y0 + 1,
      Math.round(barrel[0] + (barrel[1] - barrel[0]) * uniform(random, 0.3, 0.8)),
      y0 + bw - 2,
      at(colour, 0),
    )
    for (let x = barrel[0] + 2; x < barrel[1]; x += 2) canvas.set(x, y0, dark)
    line(canvas, barrel[1] + 1, y0 + Math.floor(bw / 2), len, y0 + Math.floor(bw / 2), [170, 176, 186])
    return finish(canvas, random, dark, { outline: 0.85, backdrop: 0 })
  }
  if (kind === 'plaster') {
    const len = int(random, 16, 56)
    const h = Math.max(8, Math.round(len * 0.35))
    const canvas = roomy(len, h)
    const skin = nudge(random, [226, 186, 150])
    rect(canvas, 2, 1, len - 1, h, skin)
    rect(canvas, 1, 2, len, h - 1, skin)
    const pad: [number, number] = [Math.round(len * 0.35), Math.round(len * 0.65)]
    rect(canvas, pad[0], 2, pad[1], h - 1, white)
    for (let x = 3; x < len - 1; x += 3)
      for (let y = 3; y < h - 1; y += 3)
        if (x < pad[0] - 1 || x > pad[1] + 1) canvas.set(x, y, scale(skin, 0.8))
    return finish(canvas, random, dark, { outline: 0.8, backdrop: 0 })
  }
  const w = side(random, 0.3, 14, 56)
  const h = Math.max(8, Math.round(w * uniform(random, 0.7, 0.85)))
  const handle = Math.max(1, Math.round(h * 0.15))
  const canvas = roomy(w, h + handle)
  const top = 1 + handle
  rect(canvas, 1, top, w, h + handle, at(colour, 1))
  line(canvas, 1, top, w, top, scale(at(colour, 1), 1.2))
  line(canvas, 1, h + handle, w, h + handle, at(colour, 0))
  if (handle >= 1) {
    rect(canvas, Math.round(w * 0.35), 1, Math.round(w * 0.65), top - 1, dark)
    if (handle >= 2) rect(canvas, Math.round(w * 0.35) + 1, 2, Math.round(w * 0.65) - 1, top - 1, null)
  }
  const [cx, cy] = [1 + w / 2, top + h / 2]
  const arm = Math.max(1, h * 0.28)
  const thick = Math.max(0.5, h * 0.1)
  rect(canvas, cx - arm, cy - thick, cx + arm - 1, cy + thick - 1, white)
  rect(canvas, cx - thick, cy - arm, cx + thick - 1, cy + arm - 1, white)
  return finish(canvas, random, dark, { outline: 0.85, mirror: false, backdrop: 0.1 })
}

/**
 * Spinning toys: a top (a body of stacked colour bands narrowing to a point, a handle stem, a shadow
 * ellipse under the tip on some), a yo-yo (a disc with a rim ring and an axle dot, its string a 1-px
 * line up to a loop) or a pinwheel (four vanes in two alternating colours round a pin, on a stick);
 * 10 to 80 px, a sixth on a ground.
 */
const toySprite: SpriteGenerator['draw'] = (random) => {
  const kind = pick(random, ['top', 'yoyo', 'pinwheel'] as const)
  const dark = ink(random)
  const a = ramp(tint(random, JEWELS), 2)
  const b = ramp(tint(random, JEWELS), 2)
  if (kind === 'top') {
    const h = side(random, 0.25, 14, 72)
    const w = Math.max(8, Math.round(h * uniform(random, 0.7, 1)))
    const canvas = roomy(w, h)
    const c = 1 + (w - 1) / 2
    const stem = Math.max(1, Math.round(h * 0.15))
    rect(canvas, c - Math.max(0, w * 0.06), 1, c + Math.max(0, w * 0.06), stem, [150, 110, 70])
    const bands = int(random, 2, 4)
    const bodyH = h - stem - Math.max(1, Math.round(h * 0.12))
    for (let y = stem + 1; y <= h; y++) {
      const t = (y - stem - 1) / Math.max(1, h - stem - 1)
      const half = t < 0.35 ? (w / 2) * (0.6 + t * 1.15) : (w / 2) * Math.max(0.05, (1 - t) * 1.5)
      const band = Math.floor(((y - stem - 1) / Math.max(1, bodyH)) * bands)
      const tone = band % 2 ? a : b
      for (let x = Math.round(c - half); x <= Math.round(c + half); x++)
        canvas.set(x, y, x < c - half * 0.3 ? at(tone, 1) : at(tone, 0))
    }
    return finish(canvas, random, dark, { outline: 0.85, mirror: false, backdrop: 0.15 })
  }
  if (kind === 'yoyo') {
    const d = side(random, 0.35, 10, 48)
    const stringLen = random() < 0.6 ? Math.round(d * uniform(random, 0.5, 1.2)) : 0
    const canvas = roomy(d, d + stringLen)
    const [cx, cy] = [1 + (d - 1) / 2, 1 + stringLen + (d - 1) / 2]
    ellipse(canvas, cx, cy, d / 2 - 0.2, d / 2 - 0.2, (x, y) =>
      x + y < cx + cy - d * 0.2 ? at(a, 1) : at(a, 0),
    )
    if (d >= 14) ring(canvas, cx, cy, d / 2 - 1.5, d / 2 - 1.5, 1, at(b, 1))
    ellipse(canvas, cx, cy, Math.max(0.6, d * 0.08), Math.max(0.6, d * 0.08), solid(dark))
    if (stringLen) {
      line(canvas, cx, cy, cx + 1, 1, [236, 232, 220])
      if (stringLen >= 6) ring(canvas, cx + 1, 3, 2, 2, 1, [236, 232, 220])
    }
    return finish(canvas, random, dark, { outline: 0.8, backdrop: 0.15 })
  }
  const s = side(random, 0.25, 14, 80)
  const stick = Math.round(s * uniform(random, 0.4, 0.8))
  const canvas = roomy(s, s + stick)
  const [cx, cy] = [1 + (s - 1) / 2, 1 + (s - 1) / 2]
  line(canvas, cx, cy, cx, s + stick, [170, 130, 80])
  const r = s / 2 - 0.5
  for (let i = 0; i < 4; i++) {
    const ang = (i * Math.PI) / 2
    const [dx, dy] = [Math.cos(ang), Math.sin(ang)]
    const [nx, ny] = [-dy, dx]
    polygon(
      canvas,
      [
        [cx + 0.5, cy + 0.5],
        [cx + 0.5 + dx * r, cy + 0.5 + dy * r],
        [cx + 0.5 + (dx + nx) * r * 0.7, cy + 0.5 + (dy + ny) * r * 0.7],
      ],
      i % 2 ? at(a, 1) : at(b, 1),
    )
    polygon(
      canvas,
      [
        [cx + 0.5, cy + 0.5],
        [cx + 0.5 + (dx + nx) * r * 0.7, cy + 0.5 + (dy + ny) * r * 0.7],
        [cx + 0.5 + nx * r * 0.45, cy + 0.5 + ny * r * 0.45],
      ],
      i % 2 ? at(a, 0) : at(b, 0),
    )
  }
  canvas.set(Math.round(cx), Math.round(cy), dark)
  return finish(canvas, random, dark, { outline: 0.75, backdrop: 0.15 })
}

/**
 * Stone arch bridges from the side: a deck with a parapet (coping stones or a railing of 1-px posts)
 * over one to three round arches, the masonry in two or three tones with 1-px mortar courses, a keystone
 * over each arch; over water (two blues, dithered ripples, the arches' dark reflections) under a sky for
 * most draws, alone on transparency for the rest; 24 to 128 px wide.
 */
const bridgeSprite: SpriteGenerator['draw'] = (random) => {
  const dark = ink(random)
  const width = int(random, 24, 128)
  const height = Math.max(12, Math.round(width * uniform(random, 0.35, 0.55)))
  const scene = random() < 0.65
  const stone = ramp(
    tint(random, [
      [180, 170, 150],
      [160, 150, 160],
      [190, 150, 120],
      [140, 140, 130],
    ] as RGB[]),
    3,
  )
  const sky = nudge(random, [170, 206, 236])
  const water = ramp(nudge(random, [60, 110, 170]), 2)
  const canvas = begin(width, height, scene ? sky : null)
  const waterTop = Math.round(height * uniform(random, 0.7, 0.8))
  if (scene)
    for (let y = waterTop; y < height; y++)
      for (let x = 0; x < width; x++)
        canvas.set(x, y, (y - waterTop) % 3 === 1 && bayer(x, y) < 0.5 ? at(water, 1) : at(water, 0))
  const deck = Math.round(height * uniform(random, 0.25, 0.4))
  const arches = width >= 60 ? int(random, 1, 3) : 1
  const span = width / arches
  // The arches spring a quarter of their radius above the water and keep 3 px of masonry over the crown.
  const archR = Math.max(2, Math.min(span * uniform(random, 0.32, 0.42), (waterTop - deck - 4) / 1.25))
  const course = Math.max(2, Math.round(height / 12))
  const brick = course * 2
  for (let y = deck; y < waterTop + (scene ? 1 : 0); y++)
    for (let x = 0; x < width; x++) {
      const i = Math.min(arches - 1, Math.floor(x / span))
      const ax = span * (i + 0.5)
      const springY = waterTop - Math.round(archR * 0.25)
      const inArch = Math.hypot(x - ax, Math.min(0, y - springY)) < archR && y <= waterTop
      if (inArch) {
        if (scene && y > springY - archR * 0.3 && (x + y) % 2 === 0) canvas.set(x, y, scale(sky, 0.75))
        continue
      }
      const row = Math.floor((y - deck) / course)
      const mortar = (y - deck) % course === course - 1 || (x + (row % 2) * (brick / 2)) % brick === 0
      const tone = (row * 3 + Math.floor((x + (row % 2) * (brick / 2)) / brick)) % 3
      canvas.set(x, y, mortar ? at(stone, 0) : at(stone, tone === 0 ? 1 : 2))
    }
  for (let i = 0; i < arches; i++) {
    const ax = Math.round(span * (i + 0.5))
    const springY = waterTop - Math.round(archR * 0.25)
    ellipse(canvas, ax, springY, archR + 1, archR + 1, (x, y) =>
      y <= springY && Math.hypot(x - ax, y - springY) >= archR ? at(stone, 0) : null,
    )
    const ky = Math.round(springY - archR - 1)
    rect(canvas, ax - 1, ky - 1, ax + 1, ky + 1, at(stone, 2))
    if (scene)
      for (let y = waterTop + 1; y < height; y += 2)
        line(canvas, ax - archR * 0.5, y, ax + archR * 0.5, y, scale(at(water, 0), 0.7))
  }
  // The parapet: coping stones, or posts with a rail.
  if (random() < 0.5) {
    rect(canvas, 0, deck - 2, width - 1, deck - 1, at(stone, 2))
    for (let x = 0; x < width; x += brick) canvas.set(x, deck - 2, at(stone, 0))
  } else {
    line(canvas, 0, deck - 4, width - 1, deck - 4, dark)
    for (let x = 1; x < width; x += 4) line(canvas, x, deck - 3, x, deck - 1, dark)
  }
  line(canvas, 0, deck, width - 1, deck, dark)
  return trimmed(canvas)
}

/**
 * A generator that draws again, from the same random stream, until its drawing has at least three
 * colours (five tries): a bone without its outline or a one-hue burst is too plain for this split.
 */
const varied =
  (draw: SpriteGenerator['draw']): SpriteGenerator['draw'] =>
  (random) => {
    let image = draw(random)
    for (let tries = 1; tries < 5 && colourCount(image) < 3; tries++) image = draw(random)
    return image
  }

export const KURGAN_GENERATORS: SpriteGenerator[] = [
  { name: 'dinosaur', draw: within(varied(dinosaurSprite)) },
  { name: 'fossil', draw: within(varied(fossilSprite)) },
  { name: 'frog-turtle', draw: within(varied(frogTurtleSprite)) },
  { name: 'stained-glass', draw: within(varied(stainedGlassSprite)) },
  { name: 'firework', draw: within(varied(fireworkSprite)) },
  { name: 'pill-syringe-kit', draw: within(varied(medicalSprite)) },
  { name: 'top-yoyo-pinwheel', draw: within(varied(toySprite)) },
  { name: 'arch-bridge', draw: within(varied(bridgeSprite)) },
]
