// The generators of the `tomb` split of the wide recovery bench, written before round 5 changed the method
// and used by no other split: creatures seen from the side, trees and plants, vehicles, house fronts,
// landscapes with dithered sky bands, playing cards and chess pieces, and radial (mandala) patterns. Score
// that split once, at the end of a session.
import { uniform } from '../../../packages/pixelart/src/recover/testing/degrade.ts'
import { Canvas, int, palette, rect, type RGB, type SpriteGenerator, at, begin, pick } from './canvas.ts'
import { drawText } from './text.ts'

/** A canvas, transparent or filled with its own background colour (kept out of the figure's colours). */

function disc(canvas: Canvas, cx: number, cy: number, r: number, c: RGB | null) {
  for (let y = Math.floor(cy - r); y <= Math.ceil(cy + r); y++)
    for (let x = Math.floor(cx - r); x <= Math.ceil(cx + r); x++)
      if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) canvas.set(x, y, c)
}

/** A mirror image (left to right): side views face either way. */
function mirrored(canvas: Canvas): Canvas {
  const out = new Canvas(canvas.width, canvas.height)
  for (let y = 0; y < canvas.height; y++)
    for (let x = 0; x < canvas.width; x++) {
      const from = (y * canvas.width + canvas.width - 1 - x) * 4
      out.data.set(canvas.data.subarray(from, from + 4), (y * canvas.width + x) * 4)
    }
  return out
}

/** 4×4 Bayer thresholds in (0, 1): the order in which a dither fills in a shade. */
const BAYER = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5].map((v) => (v + 0.5) / 16)
const bayer = (x: number, y: number) => BAYER[(y & 3) * 4 + (x & 3)] as number

/**
 * A creature seen from the side: a four-legged walker (legs, head, ear, tail), a bird (wing, beak, thin
 * legs) or a fish (tail, fins, stripes), shaded in three bands from the top, 14 to 72 px, facing either way.
 */
const creatureSprite: SpriteGenerator['draw'] = (random) => {
  const kind = int(random, 0, 2)
  const width = int(random, 14, 72)
  const height = Math.max(
    10,
    Math.round(width * (kind === 2 ? uniform(random, 0.5, 0.7) : uniform(random, 0.7, 0.95))),
  )
  const colors = palette(random, int(random, 4, 7), 'ramp')
  const [a0, a1] = palette(random, 2, 'scatter') as [RGB, RGB]
  const transparent = random() < 0.8
  const canvas = begin(width, height, transparent ? null : (palette(random, 1, 'scatter')[0] as RGB))
  const ink = at(colors, 0)
  const dark = at(colors, 1)
  const body = at(colors, 2)
  const light = at(colors, 3)
  const belly = at(colors, 4)
  const cx = width * (kind === 0 ? 0.45 : 0.5)
  const cy = height * (kind === 0 ? 0.45 : 0.5)
  const rx = width * (kind === 2 ? 0.34 : 0.28)
  const ry = height * (kind === 0 ? 0.2 : kind === 1 ? 0.24 : 0.3)
  const shade = (y: number, top: number, bottom: number) => {
    const t = (y - top) / Math.max(1, bottom - top)
    return t < 0.25 ? light : t > 0.75 ? dark : body
  }
  const spots = random() < 0.35
  const ellipse = (
    ex: number,
    ey: number,
    erx: number,
    ery: number,
    paint: (x: number, y: number) => RGB,
  ) => {
    for (let y = Math.floor(ey - ery); y <= Math.ceil(ey + ery); y++)
      for (let x = Math.floor(ex - erx); x <= Math.ceil(ex + erx); x++)
        if (((x - ex) / erx) ** 2 + ((y - ey) / ery) ** 2 <= 1) canvas.set(x, y, paint(x, y))
  }
  const bodyPaint = (x: number, y: number): RGB => {
    if (spots && (x * 7 + y * 13) % 11 === 0 && Math.abs(x - cx) < rx * 0.7) return a1
    if (y > cy + ry * 0.45 && Math.abs(x - cx) < rx * 0.6) return belly
    return shade(y, cy - ry, cy + ry)
  }
  const legWidth = Math.max(1, Math.round(width / 18))
  let eye: [number, number]
  if (kind === 0) {
    // Walker: far legs darker, drawn first; near legs in the body colour; a foot of ink.
    const legTop = Math.round(cy + ry * 0.5)
    const legBottom = height - 2
    for (const [off, colour] of [
      [-0.75, dark],
      [0.45, dark],
      [-0.55, body],
      [0.7, body],
    ] as [number, RGB][]) {
      const lx = Math.round(cx + off * rx)
      rect(canvas, lx, legTop, lx + legWidth - 1, legBottom, colour)
      rect(canvas, lx, legBottom, lx + legWidth, legBottom, ink)
    }
    ellipse(cx, cy, rx, ry, bodyPaint)
    // Tail: a curve rising from the rump.
    for (let i = 0; i < Math.max(2, rx * 0.6); i++)
      canvas.set(
        Math.round(cx - rx - i * 0.8),
        Math.round(cy - ry * 0.3 - i * 0.6 + (i * i) / (rx + 1)),
        dark,
      )
    const hr = Math.max(1.5, ry * uniform(random, 0.7, 0.95))
    const hx = cx + rx * 0.95
    const hy = cy - ry * 0.9
    ellipse(hx + hr * 0.6, hy + hr * 0.35, hr * 0.8, hr * 0.5, () => light) // snout
    ellipse(hx, hy, hr, hr, (x, y) => shade(y, hy - hr, hy + hr))
    // Ear: a triangle above the back of the head.
    const earH = Math.max(1, Math.round(hr * uniform(random, 0.6, 1.2)))
    for (let i = 0; i < earH; i++)
      for (let x = 0; x <= (earH - i) / 2; x++)
        canvas.set(Math.round(hx - hr * 0.3) + x, Math.round(hy - hr) - i, dark)
    canvas.set(Math.round(hx + hr * 1.35), Math.round(hy + hr * 0.2), ink) // nose
    eye = [Math.round(hx + hr * 0.2), Math.round(hy - hr * 0.2)]
  } else if (kind === 1) {
    // Bird: thin legs, a tail fan behind, a body with a darker wing, a head with a beak.
    const legTop = Math.round(cy + ry * 0.8)
    for (const off of [-0.15, 0.15])
      rect(canvas, Math.round(cx + off * rx * 2), legTop, Math.round(cx + off * rx * 2), height - 1, a0)
    for (let i = 0; i < rx * 0.7; i++)
      for (let j = -i * 0.5; j <= i * 0.3; j++)
        canvas.set(Math.round(cx - rx * 0.8 - i), Math.round(cy - ry * 0.2 + j), dark)
    ellipse(cx, cy, rx, ry, bodyPaint)
    ellipse(cx - rx * 0.15, cy - ry * 0.05, rx * 0.55, ry * 0.5, (x, y) =>
      (x + y) % 3 === 0 && width > 24 ? ink : dark,
    )
    const hr = Math.max(1.5, ry * 0.7)
    const hx = cx + rx * 0.8
    const hy = cy - ry * 0.9
    ellipse(hx, hy, hr, hr, (x, y) => shade(y, hy - hr, hy + hr))
    const beak = Math.max(1, Math.round(hr * 0.8))
    for (let i = 0; i < beak; i++)
      for (let j = -(beak - i) / 3; j <= (beak - i) / 3; j++)
        canvas.set(Math.round(hx + hr + i), Math.round(hy + j), a1)
    eye = [Math.round(hx + hr * 0.25), Math.round(hy - hr * 0.25)]
  } else {
    // Fish: a forked tail, a dorsal fin, stripes across the body, a gill line.
    for (let i = 0; i < rx * 0.6; i++)
      for (let j = -i * 0.9; j <= i * 0.9; j++)
        if (Math.abs(j) > i * 0.3 || i < rx * 0.3)
          canvas.set(Math.round(cx - rx * 0.85 - i), Math.round(cy + j), dark)
    const finH = Math.max(1, Math.round(ry * 0.5))
    for (let i = 0; i < finH; i++)
      rect(
        canvas,
        Math.round(cx - rx * 0.3),
        Math.round(cy - ry - i + 1),
        Math.round(cx + rx * 0.3 - i * 1.5),
        Math.round(cy - ry - i + 1),
        dark,
      )
    const stripe = Math.max(1, Math.round(rx / 5))
    ellipse(cx, cy, rx, ry, (x, y) =>
      Math.floor((x - cx + rx) / stripe) % 3 === 1 && x < cx + rx * 0.5 ? a0 : bodyPaint(x, y),
    )
    for (let y = Math.round(cy - ry * 0.6); y <= Math.round(cy + ry * 0.5); y++)
      canvas.set(Math.round(cx + rx * 0.5), y, dark)
    eye = [Math.round(cx + rx * 0.72), Math.round(cy - ry * 0.25)]
  }
  // Eye: one ink pixel, with a glint on larger sprites.
  canvas.set(eye[0], eye[1], ink)
  if (width >= 36) {
    canvas.set(eye[0], eye[1] + 1, ink)
    canvas.set(eye[0] + 1, eye[1], ink)
    canvas.set(eye[0] + 1, eye[1] + 1, ink)
    canvas.set(eye[0], eye[1], belly)
  }
  if (random() < 0.7 && transparent) canvas.outline(ink, null)
  return (random() < 0.5 ? mirrored(canvas) : canvas).image()
}

/**
 * A tree or a plant: a round tree (a canopy of overlapping discs in three greens lit from the upper left,
 * dithered between the shades on some), a pine (stacked tiers, snow on some), a potted flower or a cactus
 * (ribs and spines), 8 to 96 px.
 */
const plantSprite: SpriteGenerator['draw'] = (random) => {
  const kind = int(random, 0, 3)
  const width = kind === 2 ? int(random, 8, 32) : kind === 3 ? int(random, 10, 48) : int(random, 12, 96)
  const height = Math.min(128, Math.max(8, Math.round(width * uniform(random, 1, kind === 1 ? 1.6 : 1.3))))
  const leaves = palette(random, int(random, 3, 4), 'ramp')
  const wood = palette(random, 2, 'ramp')
  const [a0, a1] = palette(random, 2, 'scatter') as [RGB, RGB]
  const transparent = random() < 0.75
  const canvas = begin(width, height, transparent ? null : (palette(random, 1, 'scatter')[0] as RGB))
  const ink = random() < 0.5 ? at(leaves, 0) : null
  const [dark, mid, light] = [
    at(leaves, leaves.length - 3),
    at(leaves, leaves.length - 2),
    at(leaves, leaves.length - 1),
  ]
  const dither = random() < 0.5
  const cx = (width - 1) / 2
  if (kind === 0) {
    const trunkW = Math.max(1, Math.round(width / 8))
    const canopyY = height * 0.4
    rect(canvas, cx - trunkW / 2, canopyY, cx + trunkW / 2, height - 1, at(wood, 0))
    rect(canvas, cx - trunkW / 2, canopyY, cx - trunkW / 2, height - 1, at(wood, 1))
    const blobs = Array.from({ length: int(random, 3, 7) }, () => ({
      x: cx + uniform(random, -0.22, 0.22) * width,
      y: canopyY + uniform(random, -0.15, 0.12) * height,
      r: width * uniform(random, 0.16, 0.27),
    }))
    // Clusters painted back to front (upper ones first), each lit around its own upper-left highlight, as
    // pixel artists shade a canopy; the shade steps dithered on some.
    blobs.sort((p, q) => p.y - q.y)
    for (const b of blobs)
      for (let y = Math.floor(b.y - b.r); y <= Math.ceil(b.y + b.r); y++)
        for (let x = Math.floor(b.x - b.r); x <= Math.ceil(b.x + b.r); x++) {
          if ((x - b.x) ** 2 + (y - b.y) ** 2 > b.r * b.r) continue
          const t =
            Math.hypot(x - b.x + 0.4 * b.r, y - b.y + 0.4 * b.r) / (1.4 * b.r) +
            (dither ? (bayer(x, y) - 0.5) * 0.25 : 0)
          canvas.set(x, y, t < 0.45 ? light : t > 0.85 ? dark : mid)
        }
    if (random() < 0.4)
      for (let i = 0; i < int(random, 2, 6); i++) {
        const b = pick(random, blobs)
        const fx = Math.round(b.x + uniform(random, -0.6, 0.6) * b.r)
        const fy = Math.round(b.y + uniform(random, -0.6, 0.6) * b.r)
        if (canvas.opaque(fx, fy)) disc(canvas, fx, fy, Math.max(0.5, width / 40), a0) // fruit
      }
  } else if (kind === 1) {
    const tiers = int(random, 2, 4)
    const trunkH = Math.max(1, Math.round(height * 0.12))
    rect(
      canvas,
      cx - Math.max(0, width / 16),
      height - trunkH,
      cx + Math.max(0, width / 16),
      height - 1,
      at(wood, 0),
    )
    const snow = random() < 0.4
    for (let t = 0; t < tiers; t++) {
      const top = Math.round(((height - trunkH) * t) / (tiers + 1))
      const bottom = Math.round(((height - trunkH) * (t + 2)) / (tiers + 1))
      const slope = ((width / 2 - 1) * ((t + 2) / (tiers + 1))) / (bottom - top)
      const snowDepth = Math.max(1, Math.round((bottom - top) / 6))
      for (let y = top; y < bottom; y++) {
        const half = (y - top + 1) * slope
        for (let x = Math.round(cx - half); x <= Math.round(cx + half); x++) {
          // Snow along the tier's upper edge: pixels that a few rows higher would lie outside the tier.
          const edge = snow && Math.abs(x - cx) > half - snowDepth * slope
          canvas.set(x, y, edge ? a1 : x < cx - half / 3 ? light : x > cx + half / 3 ? dark : mid)
        }
      }
    }
  } else if (kind === 2) {
    // Potted flower: a pot with a rim, a stem with leaves, a head of petals around a centre.
    const potH = Math.max(3, Math.round(height * 0.3))
    for (let y = height - potH; y < height; y++) {
      const half = width * 0.3 - ((y - (height - potH)) / potH) * width * 0.08
      rect(
        canvas,
        cx - half,
        y,
        cx + half,
        y,
        y < height - potH + Math.max(1, potH / 4) ? at(wood, 1) : at(wood, 0),
      )
    }
    const headR = Math.max(1.5, width * uniform(random, 0.18, 0.3))
    const headY = headR + 1
    rect(canvas, cx, headY, cx, height - potH - 1, dark)
    if (height > 14) {
      canvas.set(Math.round(cx) - 1, Math.round((headY + height - potH) / 2), mid)
      canvas.set(Math.round(cx) + 1, Math.round((headY + height - potH) / 2) + 1, mid)
    }
    const petals = int(random, 5, 8)
    for (let p = 0; p < petals; p++) {
      const ang = (p / petals) * 2 * Math.PI
      disc(canvas, cx + Math.cos(ang) * headR * 0.6, headY + Math.sin(ang) * headR * 0.6, headR * 0.45, a0)
    }
    disc(canvas, cx, headY, Math.max(0.5, headR * 0.35), a1)
  } else {
    // Cactus: a column with a rounded top and two arms, dark ribs, light spines.
    const colW = Math.max(3, Math.round(width * 0.28))
    const x0 = Math.round(cx - colW / 2)
    const body = (x: number, y0: number, w: number, h: number) => {
      for (let y = y0; y < y0 + h; y++)
        for (let i = 0; i < w; i++) {
          if (y === y0 && (i === 0 || i === w - 1) && w > 2) continue
          canvas.set(x + i, y, i === 0 ? light : i === w - 1 || (w > 4 && i % 3 === 2) ? dark : mid)
        }
    }
    body(x0, 1, colW, height - 1)
    const armW = Math.max(2, Math.round(colW * 0.7))
    for (const side of [-1, 1]) {
      if (random() < 0.2) continue
      const armY = Math.round(height * uniform(random, 0.3, 0.55))
      const armX = side < 0 ? Math.max(0, x0 - armW - 1) : x0 + colW + 1
      const jointX = side < 0 ? armX : x0 + colW
      body(armX, armY - Math.round(height * 0.2), armW, Math.round(height * 0.2) + armW)
      rect(canvas, Math.min(jointX, x0), armY + armW - 1, Math.max(jointX + armW, x0), armY + armW, mid)
    }
    for (let i = 0; i < Math.round(height / 4); i++) {
      const sx = int(random, 0, width - 1)
      const sy = int(random, 1, height - 1)
      if (canvas.opaque(sx, sy)) canvas.set(sx, sy, a1)
    }
    if (random() < 0.5) disc(canvas, cx, 1, Math.max(0.8, colW / 4), a0)
  }
  if (ink && transparent) canvas.outline(ink, null)
  return canvas.image()
}

/**
 * A vehicle from the side: a car (cabin with two windows), a truck (cab and cargo box) or a bus (a row of
 * windows and a door); wheels with hubs cut into arches, a light line along the body, head and tail
 * lights, 16 to 112 px wide, facing either way.
 */
const vehicleSprite: SpriteGenerator['draw'] = (random) => {
  const kind = int(random, 0, 2)
  const width = int(random, 16, 112)
  const height = Math.max(
    9,
    Math.round(width * (kind === 0 ? uniform(random, 0.4, 0.55) : uniform(random, 0.45, 0.6))),
  )
  const paint = palette(random, 3, 'ramp')
  const [glass, glassLight] = palette(random, 2, 'ramp') as [RGB, RGB]
  const [lamp, tail] = palette(random, 2, 'scatter') as [RGB, RGB]
  const ink = palette(random, 1, 'ramp')[0] as RGB
  const tyre: RGB = [ink[0] >> 1, ink[1] >> 1, ink[2] >> 1]
  const hub: RGB = [200, 200, 205]
  const transparent = random() < 0.8
  const background = transparent ? null : (palette(random, 1, 'scatter')[0] as RGB)
  const canvas = begin(width, height, background)
  const [dark, mid, light] = [at(paint, 0), at(paint, 1), at(paint, 2)]
  const wr = Math.max(1.5, height * uniform(random, 0.15, 0.2))
  const groundY = height - 1
  const wheelY = groundY - wr
  const bodyBottom = Math.round(wheelY + wr * 0.3)
  const beltY = Math.round(height * (kind === 0 ? 0.48 : 0.25))
  const box = (x0: number, y0: number, x1: number, y1: number) => {
    rect(canvas, x0, y0, x1, y1, mid)
    rect(canvas, x0, y0, x1, y0, light)
    rect(canvas, x0, y1, x1, y1, dark)
  }
  const windows = (x0: number, x1: number, y0: number, y1: number, count: number) => {
    const w = (x1 - x0 + 1) / count
    for (let i = 0; i < count; i++) {
      const a = Math.round(x0 + i * w + (i ? 1 : 0))
      const b = Math.round(x0 + (i + 1) * w - 1)
      if (b < a) continue
      rect(canvas, a, y0, b, y1, glass)
      if (b > a) canvas.set(a, y0, glassLight)
    }
  }
  let wheels = [0.2, 0.8]
  if (kind === 0) {
    box(1, beltY, width - 2, bodyBottom)
    // Cabin: a trapezoid with slanted pillars.
    const roof = Math.max(1, Math.round(height * 0.12))
    for (let y = roof; y < beltY; y++) {
      const slant = ((beltY - y) / Math.max(1, beltY - roof)) * width * 0.1
      rect(canvas, width * 0.22 + slant, y, width * 0.72 - slant, y, y === roof ? light : mid)
    }
    if (beltY - roof > 2) windows(Math.round(width * 0.28), Math.round(width * 0.66), roof + 1, beltY - 1, 2)
    canvas.set(Math.round(width * 0.48), beltY + 2, dark) // door handle
    rect(canvas, width * 0.47, beltY + 1, width * 0.47, bodyBottom - 1, dark) // door line
  } else if (kind === 1) {
    const cabX = Math.round(width * 0.68)
    box(1, beltY, cabX - 2, bodyBottom) // cargo box
    box(cabX, Math.round(height * 0.35), width - 2, bodyBottom)
    if (height > 12) windows(cabX + 2, width - 4, Math.round(height * 0.35) + 2, Math.round(height * 0.55), 1)
    wheels = random() < 0.5 ? [0.15, 0.4, 0.82] : [0.2, 0.82]
  } else {
    box(1, beltY, width - 2, bodyBottom)
    const count = Math.max(2, Math.floor(width / Math.max(6, height * 0.45)))
    windows(4, width - 5, beltY + 2, Math.round(beltY + (bodyBottom - beltY) * 0.45), count)
    const doorX = Math.round(width * 0.78)
    rect(canvas, doorX, beltY + 2, doorX + Math.max(1, Math.round(width / 20)), bodyBottom - 1, glass)
    rect(
      canvas,
      2,
      Math.round(beltY + (bodyBottom - beltY) * 0.65),
      width - 3,
      Math.round(beltY + (bodyBottom - beltY) * 0.65),
      light,
    )
  }
  rect(canvas, width - 2, bodyBottom - Math.max(1, Math.round(height / 6)), width - 2, bodyBottom - 1, lamp)
  rect(canvas, 1, bodyBottom - Math.max(1, Math.round(height / 6)), 1, bodyBottom - 1, tail)
  for (const f of wheels) {
    const wx = width * f
    disc(canvas, wx, wheelY, wr + 1, background) // the arch: clear the body around the wheel
    disc(canvas, wx, wheelY, wr, tyre)
    disc(canvas, wx, wheelY, Math.max(0.5, wr * 0.45), hub)
  }
  if (random() < 0.6 && transparent) canvas.outline(ink, null)
  return (random() < 0.5 ? mirrored(canvas) : canvas).image()
}

/**
 * A house or building seen from the front: a gabled, hipped or flat roof with rows of tiles, walls of
 * bricks, planks or plaster, one to three storeys of framed windows with panes and sills, a door with a
 * knob, a chimney on some, 16 to 128 px.
 */
const houseSprite: SpriteGenerator['draw'] = (random) => {
  const width = random() < 0.3 ? int(random, 16, 32) : int(random, 32, 128)
  const storeys = Math.min(3, Math.max(1, Math.round(width / int(random, 24, 48))))
  const height = Math.min(128, Math.max(16, Math.round(width * uniform(random, 0.8, 1.25))))
  const wall = palette(random, 3, 'ramp')
  const roofC = palette(random, 2, 'ramp')
  const [glass, frame, door] = palette(random, 3, 'scatter') as [RGB, RGB, RGB]
  const ink = random() < 0.6 ? at(palette(random, 1, 'ramp'), 0) : null
  const transparent = random() < 0.6
  const canvas = begin(width, height, transparent ? null : (palette(random, 1, 'scatter')[0] as RGB))
  const roofKind = int(random, 0, 2) // gabled, hipped, flat
  const roofH =
    roofKind === 2 ? Math.max(2, Math.round(height * 0.08)) : Math.round(height * uniform(random, 0.25, 0.4))
  const wallX0 = Math.max(1, Math.round(width * 0.06))
  const wallX1 = width - 1 - wallX0
  const wallTop = roofH
  const wallKind = int(random, 0, 2) // bricks, planks, plaster
  const course = int(random, 2, 4)
  const brick = course * 2 + int(random, 0, 2)
  for (let y = wallTop; y < height; y++)
    for (let x = wallX0; x <= wallX1; x++) {
      const row = Math.floor((y - wallTop) / course)
      let c = at(wall, 1)
      if (
        wallKind === 0 &&
        ((y - wallTop) % course === course - 1 || (x + (row % 2) * (brick >> 1)) % brick === 0)
      )
        c = at(wall, 0)
      if (wallKind === 1 && (y - wallTop) % course === course - 1) c = at(wall, 0)
      if (x === wallX0) c = at(wall, 2)
      canvas.set(x, y, c)
    }
  if (random() < 0.4 && roofKind !== 2) {
    const chX = Math.round(width * uniform(random, 0.6, 0.75))
    rect(canvas, chX, Math.max(0, roofH * 0.2), chX + Math.max(1, width / 14), roofH, at(wall, 0))
  }
  for (let y = 0; y < roofH; y++) {
    const t = (y + 1) / roofH
    const half = roofKind === 0 ? t * (width / 2) : roofKind === 1 ? width * 0.3 + t * width * 0.2 : width / 2
    const stripe = roofKind !== 2 && y % 3 === 2
    rect(
      canvas,
      (width - 1) / 2 - half,
      y,
      (width - 1) / 2 + half,
      y,
      stripe || y === roofH - 1 ? at(roofC, 0) : at(roofC, 1),
    )
  }
  // Storeys of windows, a door on the ground floor.
  const storeyH = (height - wallTop) / storeys
  const winW = Math.max(2, Math.round(storeyH * uniform(random, 0.35, 0.5)))
  const winH = Math.max(2, Math.round(storeyH * uniform(random, 0.4, 0.55)))
  const gap = Math.max(2, Math.round(winW * uniform(random, 0.6, 1.2)))
  const count = Math.max(1, Math.floor((wallX1 - wallX0 - gap) / (winW + gap)))
  const rowW = count * winW + (count - 1) * gap
  const doorW = Math.max(2, Math.round(winW * 1.1))
  const doorSlot = storeys === 1 || count % 2 === 1 ? Math.floor(count / 2) : -1
  for (let s = 0; s < storeys; s++) {
    const y0 = Math.round(wallTop + s * storeyH + (storeyH - winH) / 2)
    for (let i = 0; i < count; i++) {
      const x0 = Math.round((width - rowW) / 2 + i * (winW + gap))
      if (s === storeys - 1 && i === doorSlot) {
        const doorTop = Math.round(height - storeyH * 0.7)
        rect(canvas, x0, doorTop, x0 + doorW - 1, height - 1, door)
        rect(canvas, x0 - 1, doorTop - 1, x0 + doorW, doorTop - 1, frame)
        canvas.set(x0 + doorW - 2, Math.round((doorTop + height) / 2), frame)
        continue
      }
      rect(canvas, x0, y0, x0 + winW - 1, y0 + winH - 1, frame)
      rect(canvas, x0 + 1, y0 + 1, x0 + winW - 2, y0 + winH - 2, glass)
      if (winW >= 5 && winH >= 5) {
        rect(canvas, x0 + Math.floor(winW / 2), y0, x0 + Math.floor(winW / 2), y0 + winH - 1, frame)
        rect(canvas, x0, y0 + Math.floor(winH / 2), x0 + winW - 1, y0 + Math.floor(winH / 2), frame)
      }
      rect(canvas, x0 - 1, y0 + winH, x0 + winW, y0 + winH, at(wall, 2)) // sill
    }
  }
  if (ink && transparent) canvas.outline(ink, null)
  return canvas.image()
}

/**
 * A landscape: a sky in 3 to 5 bands (dark above, light at the horizon, or the reverse at sunset), each
 * boundary a hard line or an ordered-dither ramp, a sun or a moon and stars, one or two jagged mountain
 * ranges (snow on the higher one), and a foreground of ground or of water with a striped reflection;
 * opaque, 24 to 128 px wide.
 */
const landscapeSprite: SpriteGenerator['draw'] = (random) => {
  const width = int(random, 24, 128)
  const height = Math.max(16, Math.min(96, Math.round(width * uniform(random, 0.45, 0.8))))
  const bands = int(random, 3, 5)
  const sky = palette(random, bands, 'ramp')
  if (random() < 0.5) sky.reverse()
  const [sunC, snow] = palette(random, 2, 'scatter') as [RGB, RGB]
  const land = palette(random, int(random, 2, 3), 'ramp')
  const canvas = begin(width, height, at(sky, 0))
  const horizon = Math.round(height * uniform(random, 0.55, 0.75))
  const ditherRows = random() < 0.65 ? int(random, 2, 4) : 0
  const bandH = horizon / bands
  for (let y = 0; y < horizon; y++)
    for (let x = 0; x < width; x++) {
      let b = Math.min(bands - 1, Math.floor(y / bandH))
      // Within `ditherRows` above the next band, pixels of the next band spread in by Bayer order.
      const toNext = (b + 1) * bandH - y
      if (ditherRows && b < bands - 1 && toNext <= ditherRows && bayer(x, y) > toNext / (ditherRows + 1)) b++
      canvas.set(x, y, at(sky, b))
    }
  const night = random() < 0.35
  const sx = uniform(random, 0.15, 0.85) * width
  const sy = horizon * uniform(random, 0.25, 0.55)
  const sr = Math.max(1.5, height * uniform(random, 0.06, 0.12))
  disc(canvas, sx, sy, sr, sunC)
  if (night) {
    disc(
      canvas,
      sx + sr * 0.5,
      sy - sr * 0.3,
      sr * 0.85,
      at(sky, Math.min(bands - 1, Math.floor(sy / bandH))),
    )
    for (let i = 0; i < int(random, 3, 12); i++)
      canvas.set(int(random, 0, width - 1), int(random, 0, Math.round(horizon * 0.5)), sunC)
  }
  // Mountain ridges: a random walk of slopes turned back at a floor and a ceiling (peaks and valleys), the
  // far range higher, snow above a snow line on the far range when there are two.
  const ranges = int(random, 1, 2)
  for (let r = 0; r < ranges; r++) {
    const colour = at(land, ranges - 1 - r)
    const ceiling = horizon * (r === 0 ? uniform(random, 0.3, 0.5) : uniform(random, 0.55, 0.75))
    const floor = horizon - Math.max(1, horizon * 0.08)
    let h = uniform(random, ceiling, floor)
    let slope = uniform(random, -0.9, 0.9)
    const ridge: number[] = []
    for (let x = 0; x < width; x++) {
      if (random() < 0.15) slope = uniform(random, -0.9, 0.9)
      h += slope
      if (h < ceiling || h > floor) slope = -slope
      h = Math.max(ceiling, Math.min(floor, h))
      ridge.push(Math.round(h))
    }
    const snowLine = Math.min(...ridge) + (horizon - Math.min(...ridge)) * 0.3
    ridge.forEach((top, x) => {
      for (let y = top; y < horizon; y++)
        canvas.set(x, y, r === 0 && ranges === 2 && y < snowLine ? snow : colour)
    })
  }
  const water = random() < 0.5
  for (let y = horizon; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (!water) canvas.set(x, y, y > horizon && random() < 0.06 ? at(land, 0) : at(land, land.length - 1))
      else {
        // Water: bands of the sky's last colours, a broken column under the sun.
        const stripe = (y - horizon) % 3 === 0
        const glint = Math.abs(x - sx) < sr * (1 - (y - horizon) / (height - horizon + 1)) && (x + y) % 4 < 2
        canvas.set(x, y, glint ? sunC : stripe ? at(sky, bands - 2) : at(sky, bands - 1))
      }
    }
  return canvas.image()
}

const SUITS: Record<string, number[]> = {
  // 5×5 pips, rows top to bottom, most significant bit on the left.
  heart: [0b01010, 0b11111, 0b11111, 0b01110, 0b00100],
  diamond: [0b00100, 0b01110, 0b11111, 0b01110, 0b00100],
  club: [0b01110, 0b01110, 0b11111, 0b11111, 0b00100],
  spade: [0b00100, 0b01110, 0b11111, 0b11111, 0b00100],
}
const PIECES = ['pawn', 'rook', 'bishop', 'queen', 'king'] as const

/**
 * A playing card (a rounded white face, a rank in the corner, pips of one suit in the middle) or a chess
 * piece (a turned profile: a base, a stem and a head per piece, lit from the left), 10 to 48 px.
 */
const cardChessSprite: SpriteGenerator['draw'] = (random) => {
  const transparent = random() < 0.8
  const bgColour = transparent ? null : (palette(random, 1, 'scatter')[0] as RGB)
  if (random() < 0.5) {
    const width = int(random, 12, 40)
    const height = Math.round(width * uniform(random, 1.3, 1.5))
    const canvas = begin(width, height, bgColour)
    const [face, edge] = palette(random, 2, 'ramp').reverse() as [RGB, RGB]
    const suit = pick(random, Object.keys(SUITS))
    const red = suit === 'heart' || suit === 'diamond'
    const [pipRed, pipBlack] = palette(random, 2, 'scatter') as [RGB, RGB]
    const ink: RGB = red
      ? [Math.max(150, pipRed[0]), pipRed[1] >> 2, pipRed[2] >> 2]
      : [pipBlack[0] >> 3, pipBlack[1] >> 3, pipBlack[2] >> 3]
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const u = Math.min(x, width - 1 - x)
        const v = Math.min(y, height - 1 - y)
        if (u + v < 1) continue
        canvas.set(x, y, u === 0 || v === 0 ? edge : face)
      }
    const pip = (px: number, py: number) =>
      (SUITS[suit] as number[]).forEach((bits, row) => {
        for (let col = 0; col < 5; col++) if ((bits >> (4 - col)) & 1) canvas.set(px + col, py + row, ink)
      })
    // The rank in the corner; as many pips as a number card's rank (up to 6), one for an ace or a face.
    const rank = pick(random, 'AKQJ23456')
    if (width >= 16) drawText(canvas, rank, 2, 2, ink, null)
    const count = width >= 24 && rank >= '2' && rank <= '6' ? Number(rank) : 1
    const cols = count > 3 ? 2 : 1
    const rows = Math.ceil(count / cols)
    for (let i = 0; i < count; i++) {
      const c = i % cols
      const r = Math.floor(i / cols)
      const px = Math.round(((width - 5) * (c + 1)) / (cols + 1))
      const py = Math.round(((height - 5) * (r + 1)) / (rows + 1) + (width >= 16 ? 2 : 0))
      pip(px, py)
    }
    return canvas.image()
  }
  const piece = pick(random, PIECES)
  const height = int(random, 10, 48)
  const width = Math.max(7, Math.round(height * uniform(random, 0.6, 0.75)) | 1)
  const canvas = begin(width, height, bgColour)
  const ramp = palette(random, int(random, 3, 5), 'ramp')
  if (random() < 0.5) ramp.reverse() // a dark piece or a light one
  const cx = (width - 1) / 2
  const R = width / 2 - 1
  // Half-width of the profile at a height t (0 top, 1 bottom).
  const profile = (t: number): number => {
    if (t > 0.85) return R
    if (t > 0.78) return R * 0.75
    if (piece === 'pawn')
      return t < 0.4
        ? Math.sqrt(Math.max(0, 0.04 - (t - 0.2) ** 2)) * 5 * R * 0.6
        : R * (0.3 + (t - 0.4) * 0.7)
    if (piece === 'rook') return t < 0.3 ? R * 0.8 : R * 0.5
    if (piece === 'bishop')
      return t < 0.6 ? Math.sqrt(Math.max(0, 0.09 - (t - 0.3) ** 2)) * 3.3 * R * 0.5 : R * 0.35
    if (piece === 'queen') return t < 0.2 ? R * (0.4 + t * 2.5) : R * (0.8 - (t - 0.2) * 0.8)
    return t < 0.15 ? R * 0.2 : R * (0.55 - (t - 0.15) * 0.3)
  }
  for (let y = 0; y < height; y++) {
    const t = y / (height - 1)
    const half = profile(t)
    for (let x = 0; x < width; x++) {
      const dx = x - cx
      if (Math.abs(dx) > half) continue
      // Crenellations on the rook, points on the queen's crown, a cross on the king.
      if (piece === 'rook' && t < 0.1 && Math.floor((dx + R) / Math.max(1, R / 2)) % 2 === 1) continue
      if (piece === 'queen' && t < 0.12 && Math.round(dx + R) % 3 !== 0) continue
      if (piece === 'king' && t < 0.15 && Math.abs(dx) > 0.5 && Math.abs(t - 0.07) > 0.04) continue
      const s = (dx / Math.max(1, half) + 1) / 2
      canvas.set(x, y, at(ramp, s < 0.3 ? ramp.length - 1 : s > 0.75 ? 1 : ramp.length - 2))
    }
  }
  if (piece === 'bishop' && height > 16)
    canvas.set(Math.round(cx + R * 0.15), Math.round(height * 0.25), at(ramp, 1))
  if (transparent) canvas.outline(at(ramp, 0), null)
  return canvas.image()
}

/**
 * A mandala: rings around a centre, each plain, of petals, of dots or of rays, with 8-fold symmetry (each
 * pixel folded into one octant before it is coloured) and dark rims between some rings; 9 to 97 px,
 * transparent or on a square ground.
 */
const mandalaSprite: SpriteGenerator['draw'] = (random) => {
  const size = random() < 0.3 ? int(random, 9, 24) : int(random, 25, 97)
  const colors = palette(random, int(random, 3, 8), random() < 0.5 ? 'ramp' : 'scatter')
  const transparent = random() < 0.6
  const canvas = begin(size, size, transparent ? null : (palette(random, 1, 'scatter')[0] as RGB))
  const c = (size - 1) / 2
  const R = size / 2
  const rings: { outer: number; style: number; fg: RGB; bg: RGB; n: number }[] = []
  for (let r = 0; r < R;) {
    const w = Math.max(1.5, R * uniform(random, 0.12, 0.3))
    rings.push({
      outer: Math.min(R, r + w),
      style: int(random, 0, 3),
      fg: pick(random, colors),
      bg: pick(random, colors),
      n: 8 * int(random, 1, 3),
    })
    r += w
  }
  const rim = random() < 0.6 ? (colors[0] as RGB) : null
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      let dx = Math.abs(x - c)
      let dy = Math.abs(y - c)
      if (dy > dx) [dx, dy] = [dy, dx]
      const d = Math.hypot(dx, dy)
      if (d > R) continue
      const theta = Math.atan2(dy, dx) // 0 … π/4
      const i = rings.findIndex((ring) => d <= ring.outer)
      const ring = rings[i] as (typeof rings)[number]
      const inner = i ? (rings[i - 1] as (typeof rings)[number]).outer : 0
      const u = (d - inner) / Math.max(1, ring.outer - inner) // 0 … 1 across the ring
      const wave = (Math.cos(ring.n * theta) + 1) / 2
      let on = true
      if (ring.style === 1)
        on = u < wave * 1.1 // petals
      else if (ring.style === 2)
        on = wave > 0.7 && Math.abs(u - 0.5) < 0.35 // dots
      else if (ring.style === 3) on = wave > 0.5 // rays
      if (rim && d > ring.outer - 1 && i < rings.length - 1) canvas.set(x, y, rim)
      else canvas.set(x, y, on ? ring.fg : ring.bg)
    }
  return canvas.image()
}

export const TOMB_GENERATORS: SpriteGenerator[] = [
  { name: 'creature-side', draw: creatureSprite },
  { name: 'plant', draw: plantSprite },
  { name: 'vehicle', draw: vehicleSprite },
  { name: 'house-front', draw: houseSprite },
  { name: 'landscape-dithered', draw: landscapeSprite },
  { name: 'card-chess', draw: cardChessSprite },
  { name: 'mandala', draw: mandalaSprite },
]
