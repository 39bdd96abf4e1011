// The generators of the `sealed` split of the wide recovery bench, written before the method was changed
// and used by no other split: isometric tiles, UI buttons with one-pixel outlines, dithered portraits and
// terrain maps. Score that split once, at the end of a session.
import { uniform } from '../../../packages/pixelart/src/recover/testing/degrade.ts'
import { int, palette, start, type RGB, type SpriteGenerator } from './canvas.ts'

/** An isometric block: a diamond top and two shaded sides, outlined, 16 to 64 px wide, transparent. */
const isometricSprite: SpriteGenerator['draw'] = (random) => {
  const half = int(random, 4, 16) // half of the diamond's width, in 2:1 steps
  const width = 4 * half
  const depth = int(random, 2, Math.max(3, half))
  const height = 2 * half + depth + 1
  const colors = palette(random, int(random, 4, 7), 'ramp')
  const canvas = start(width, height, colors, true)
  const top = colors[colors.length - 2] as RGB
  const left = colors[Math.max(1, colors.length - 4)] as RGB
  const right = colors[Math.max(1, colors.length - 3)] as RGB
  const cx = width / 2
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const dx = Math.abs(x + 0.5 - cx) / 2
      const inTop = Math.abs(y + 0.5 - half) + dx <= half
      const below = y + 0.5 - half
      const inSide = below >= 0 && below <= depth + half - dx
      if (inTop) canvas.set(x, y, top)
      else if (inSide) canvas.set(x, y, x < cx ? left : right)
    }
  }
  // A stripe of a second colour across the top face: grass on earth, a rug on a floor.
  if (random() < 0.6) {
    const stripe = colors[1] as RGB
    for (let x = 2; x < width - 2; x++) canvas.set(x, half, stripe)
  }
  canvas.outline(colors[0] as RGB, null)
  return canvas.image()
}

/** A UI button or panel: bevelled, with a one-pixel outline and a glyph (plus, check, arrow), 12 to 40 px. */
const buttonSprite: SpriteGenerator['draw'] = (random) => {
  const width = int(random, 12, 40)
  const height = random() < 0.5 ? width : int(random, 10, Math.max(12, Math.round(width * 0.7)))
  const colors = palette(random, int(random, 4, 8), random() < 0.5 ? 'ramp' : 'scatter')
  const transparent = random() < 0.6
  const canvas = start(width, height, colors, transparent)
  const ink = colors[0] as RGB
  const face = colors[Math.floor(colors.length / 2)] as RGB
  const light = colors[colors.length - 2] as RGB
  const dark = colors[1] as RGB
  const round = random() < 0.6 ? 1 : 0
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const corner = (x === 0 || x === width - 1) && (y === 0 || y === height - 1)
      if (round && corner) continue
      const edge = x === 0 || y === 0 || x === width - 1 || y === height - 1
      const bevel = x === 1 || y === 1 ? light : x === width - 2 || y === height - 2 ? dark : face
      canvas.set(x, y, edge ? ink : bevel)
    }
  }
  const glyph = int(random, 0, 2)
  const cx = Math.floor(width / 2)
  const cy = Math.floor(height / 2)
  const r = Math.max(2, Math.floor(Math.min(width, height) / 2) - 3)
  for (let t = -r; t <= r; t++) {
    if (glyph === 0) {
      canvas.set(cx + t, cy, ink)
      canvas.set(cx, cy + t, ink)
    } else if (glyph === 1) {
      if (t <= 0) canvas.set(cx + t, cy - t - Math.ceil(r / 2), ink)
      else canvas.set(cx + t, cy - t, ink)
    } else {
      canvas.set(cx + t, cy, ink)
      const head = r - Math.abs(t)
      if (t > 0) canvas.set(cx + head, cy + t, ink)
    }
  }
  return canvas.image()
}

/** A bust portrait: shaded face, hair and shoulders with 2×2 ordered dither between bands, 20 to 64 px. */
const portraitSprite: SpriteGenerator['draw'] = (random) => {
  const height = int(random, 20, 64)
  const width = Math.max(16, Math.round(height * uniform(random, 0.7, 1)))
  const skin = palette(random, 3, 'ramp')
  const rest = palette(random, int(random, 3, 6), 'scatter')
  const colors = [...skin, ...rest]
  const transparent = random() < 0.5
  const canvas = start(width, height, colors, transparent)
  const bayer = [0, 2, 3, 1]
  const cx = (width - 1) / 2
  const headY = height * 0.4
  const rx = width * uniform(random, 0.25, 0.33)
  const ry = height * 0.3
  const hair = rest[0] as RGB
  const cloth = rest[1] as RGB
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const dx = (x - cx) / rx
      const dy = (y - headY) / ry
      const d = dx * dx + dy * dy
      if (y > headY + ry * 0.8 && Math.abs(x - cx) < width * (0.2 + (y - headY - ry * 0.8) / height)) {
        canvas.set(x, y, cloth)
      } else if (d < 1) {
        if (dy < -0.45 + 0.15 * Math.sin(x)) {
          canvas.set(x, y, hair)
          continue
        }
        // Lit from the left: the light level falls across the face; the dither picks between bands.
        const level = Math.min(1.99, Math.max(0, (dx + 1) * 0.9 + d * 0.4))
        const base = Math.floor(level)
        const up = (level - base) * 4 > (bayer[(x % 2) + 2 * (y % 2)] as number) ? 1 : 0
        canvas.set(x, y, skin[2 - Math.min(2, base + up)] as RGB)
      }
    }
  }
  const eyeY = Math.round(headY)
  for (const side of [-1, 1])
    canvas.set(Math.round(cx + side * rx * 0.4), eyeY, colors[colors.length - 1] as RGB)
  canvas.set(Math.round(cx), Math.round(headY + ry * 0.5), skin[0] as RGB)
  canvas.outline(rest[2] as RGB, transparent ? null : (colors[colors.length - 1] as RGB))
  return canvas.image()
}

/** A terrain map: water, sand and grass regions from a coarse noise field, with trees, 40 to 128 px. */
const terrainSprite: SpriteGenerator['draw'] = (random) => {
  const width = int(random, 40, 128)
  const height = Math.max(32, Math.min(128, Math.round(width * uniform(random, 0.6, 1.2))))
  const colors = palette(random, int(random, 5, 10), 'scatter')
  const canvas = start(width, height, colors, false)
  const coarse = int(random, 6, 14)
  const gw = Math.ceil(width / coarse) + 2
  const gh = Math.ceil(height / coarse) + 2
  const field = Array.from({ length: gw * gh }, () => random())
  const at = (gx: number, gy: number) => field[Math.min(gh - 1, gy) * gw + Math.min(gw - 1, gx)] as number
  const bands = Math.min(colors.length - 2, 4)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const u = x / coarse
      const v = y / coarse
      const gx = Math.floor(u)
      const gy = Math.floor(v)
      const fx = u - gx
      const fy = v - gy
      const h =
        at(gx, gy) * (1 - fx) * (1 - fy) +
        at(gx + 1, gy) * fx * (1 - fy) +
        at(gx, gy + 1) * (1 - fx) * fy +
        at(gx + 1, gy + 1) * fx * fy
      canvas.set(x, y, colors[Math.min(bands - 1, Math.floor(h * bands))] as RGB)
    }
  }
  const trees = int(random, 2, Math.max(3, Math.round((width * height) / 300)))
  for (let t = 0; t < trees; t++) {
    const x = int(random, 1, width - 2)
    const y = int(random, 1, height - 3)
    canvas.set(x, y, colors[colors.length - 1] as RGB)
    canvas.set(x - 1, y + 1, colors[colors.length - 1] as RGB)
    canvas.set(x, y + 1, colors[colors.length - 1] as RGB)
    canvas.set(x + 1, y + 1, colors[colors.length - 1] as RGB)
    canvas.set(x, y + 2, colors[colors.length - 2] as RGB)
  }
  return canvas.image()
}

export const SEALED_GENERATORS: SpriteGenerator[] = [
  { name: 'isometric', draw: isometricSprite },
  { name: 'button', draw: buttonSprite },
  { name: 'portrait-dithered', draw: portraitSprite },
  { name: 'terrain', draw: terrainSprite },
]
