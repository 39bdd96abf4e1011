// The generators of the `dev` and `held` splits of the wide recovery bench: icons, characters, tiles
// and blobs (plus the text sprites of text.ts).
import { uniform } from '../../../packages/pixelart/src/recover/testing/degrade.ts'
import { int, palette, start, type RGB, type SpriteGenerator } from './canvas.ts'
import { DIGITS, LETTERS, textSprite } from './text.ts'

/** An icon: heart, star, coin, arrow, potion, sword or key, shaded, outlined, at 8 to 32 px. */
const iconSprite: SpriteGenerator['draw'] = (random) => {
  const size = int(random, 8, 32)
  const colors = palette(random, int(random, 3, 8), random() < 0.5 ? 'ramp' : 'scatter')
  const transparent = random() < 0.7
  const canvas = start(size, size, colors, transparent)
  const shape = int(random, 0, 5)
  const c = (size - 1) / 2
  const r = size * uniform(random, 0.3, 0.45)
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const dx = (x - c) / r
      const dy = (y - c) / r
      let inside = false
      if (shape === 0)
        inside = (dx * dx + dy * dy - 1) ** 3 - dx * dx * -dy * -dy * -dy < 0 // heart
      else if (shape === 1) {
        const angle = Math.atan2(dy, dx)
        const radius = 0.55 + 0.45 * Math.abs(Math.cos((5 * angle) / 2))
        inside = Math.hypot(dx, dy) < radius // star
      } else if (shape === 2)
        inside = dx * dx + dy * dy < 1 // coin
      else if (shape === 3)
        inside = (Math.abs(dy) < 0.3 && dx < 0.4) || (dx >= 0.2 && Math.abs(dy) < 1 - dx) // arrow
      else if (shape === 4)
        inside = dx * dx + (dy - 0.3) ** 2 < 0.5 || (Math.abs(dx) < 0.25 && dy < 0) // potion
      else inside = Math.abs(dx + dy) < 0.25 || (Math.abs(dx - dy) < 0.55 && Math.abs(dx + dy - 0.9) < 0.2) // sword
      if (!inside) continue
      const shade = Math.min(
        colors.length - 2,
        Math.max(0, Math.floor(((dx + dy + 2) / 4) * (colors.length - 1))),
      )
      canvas.set(x, y, colors[Math.max(0, shade)] as RGB)
    }
  }
  if (random() < 0.7)
    canvas.outline(colors[0] as RGB, transparent ? null : (colors[colors.length - 1] as RGB))
  return canvas.image()
}

/** A character: symmetric head and body blobs, eyes, limbs, an outline; optionally asymmetric gear. */
function characterSprite(asymmetric: boolean): SpriteGenerator['draw'] {
  return (random) => {
    const height = int(random, 10, 48)
    const width = Math.max(8, Math.round(height * uniform(random, 0.6, 1)))
    const colors = palette(random, int(random, 4, 10), 'ramp')
    const transparent = random() < 0.75
    const canvas = start(width, height, colors, transparent)
    const mid = (width - 1) / 2
    const head = height * uniform(random, 0.25, 0.4)
    for (let y = 1; y < height - 1; y++) {
      for (let x = 0; x <= Math.floor(mid); x++) {
        const dx = mid - x
        const inHead = y < head + 1 && (dx / (width * 0.35)) ** 2 + ((y - head / 2 - 1) / (head / 2)) ** 2 < 1
        const bodyHalf = width * (0.2 + 0.2 * Math.sin((Math.PI * (y - head)) / (height - head)))
        const inBody = y >= head && y < height - 1 && dx < bodyHalf
        if (!inHead && !inBody) continue
        const shade = 1 + ((x + y * 3) % 3 === 0 ? 1 : 0) + (inHead ? 2 : 0)
        const colour = colors[Math.min(colors.length - 2, shade)] as RGB
        canvas.set(x, y, colour)
        canvas.set(width - 1 - x, y, colour)
      }
    }
    const eyeY = Math.round(head / 2 + 1)
    const eyeDx = Math.max(1, Math.round(width * 0.15))
    canvas.set(Math.round(mid - eyeDx), eyeY, colors[0] as RGB)
    canvas.set(Math.round(mid + eyeDx), eyeY, colors[0] as RGB)
    if (asymmetric) {
      // A held item on one side and a stray lock of hair on the other.
      const itemX = int(random, 0, Math.max(0, Math.floor(width / 4)))
      for (let y = Math.round(head); y < height - 2; y++)
        canvas.set(itemX, y, colors[colors.length - 2] as RGB)
      for (let i = 0; i < 3; i++) canvas.set(Math.round(mid) + i, 1 + i, colors[1] as RGB)
    }
    canvas.outline(colors[0] as RGB, transparent ? null : (colors[colors.length - 1] as RGB))
    return canvas.image()
  }
}

/** A floor or wall tile: ordered dither between two colours, bricks with mortar, or noise speckles. */
function tileSprite(kind: 'dither' | 'bricks'): SpriteGenerator['draw'] {
  return (random) => {
    const size = [8, 12, 16, 24, 32, 48][int(random, 0, 5)] as number
    const width = size * (random() < 0.3 ? 2 : 1)
    const colors = palette(random, int(random, 3, 6), 'ramp')
    const canvas = start(width, size, colors, false)
    const bayer = [0, 2, 3, 1]
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < width; x++) {
        if (kind === 'dither') {
          const t = (x + y * 0.5) / (width + size * 0.5)
          const level = t * (colors.length - 1)
          const base = Math.floor(level)
          const up = (level - base) * 4 > (bayer[(x % 2) + 2 * (y % 2)] as number) ? 1 : 0
          canvas.set(x, y, colors[Math.min(colors.length - 1, base + up)] as RGB)
        } else {
          const rowH = Math.max(3, Math.round(size / 4))
          const brickW = rowH * 2
          const row = Math.floor(y / rowH)
          const bx = (x + (row % 2) * (brickW / 2)) % brickW
          const mortar = y % rowH === 0 || Math.floor(bx) === 0
          const tone =
            ((row * 7 + Math.floor((x + (row % 2) * (brickW / 2)) / brickW) * 3) % (colors.length - 1)) + 1
          canvas.set(x, y, (mortar ? colors[0] : colors[Math.min(colors.length - 1, tone)]) as RGB)
        }
      }
    }
    return canvas.image()
  }
}

/** A random-walk blob, mirrored or not, filled in up to 12 colour bands: creatures, rocks, clouds. */
function blobSprite(symmetric: boolean): SpriteGenerator['draw'] {
  return (random) => {
    const width = int(random, 8, 128)
    const height = Math.max(8, Math.min(128, Math.round(width * uniform(random, 0.5, 1.5))))
    const colors = palette(random, int(random, 3, 12), random() < 0.5 ? 'ramp' : 'scatter')
    const transparent = random() < 0.6
    const canvas = start(width, height, colors, transparent)
    const seeds = Array.from({ length: int(random, 2, 6) }, () => ({
      x: uniform(random, 0.2, 0.8) * width,
      y: uniform(random, 0.2, 0.8) * height,
      r: uniform(random, 0.15, 0.35) * Math.min(width, height),
      c: int(random, 0, colors.length - 2),
    }))
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < (symmetric ? Math.ceil(width / 2) : width); x++) {
        let best = -1
        let bestD = Infinity
        seeds.forEach((s, i) => {
          const d = Math.hypot(x - s.x, y - s.y) / s.r
          if (d < 1 && d < bestD) {
            bestD = d
            best = i
          }
        })
        if (best < 0) continue
        const seed = seeds[best] as (typeof seeds)[0]
        const band = Math.min(colors.length - 2, seed.c + (bestD > 0.6 ? 1 : 0))
        canvas.set(x, y, colors[band] as RGB)
        if (symmetric) canvas.set(width - 1 - x, y, colors[band] as RGB)
      }
    }
    if (random() < 0.5)
      canvas.outline(colors[0] as RGB, transparent ? null : (colors[colors.length - 1] as RGB))
    return canvas.image()
  }
}

/** Generators of the development split. */
export const DEV_GENERATORS: SpriteGenerator[] = [
  { name: 'text', draw: textSprite(LETTERS) },
  { name: 'icon', draw: iconSprite },
  { name: 'character', draw: characterSprite(false) },
  { name: 'tile-dither', draw: tileSprite('dither') },
  { name: 'blob-symmetric', draw: blobSprite(true) },
]

/** Generators of the held-back split: other glyphs, other tiles, asymmetric shapes. */
export const HELD_GENERATORS: SpriteGenerator[] = [
  { name: 'digits', draw: textSprite(DIGITS) },
  { name: 'icon', draw: iconSprite },
  { name: 'character-armed', draw: characterSprite(true) },
  { name: 'tile-bricks', draw: tileSprite('bricks') },
  { name: 'blob-asymmetric', draw: blobSprite(false) },
]
