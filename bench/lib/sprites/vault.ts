// The generators of the `vault` split of the wide recovery bench, written before the method was changed
// (round 3) and used by no other split: item icons with a dark outline and a highlight, tiny glyphs,
// large dense scenes, mostly transparent sprites and characters with hand-placed mid-tones. Score that
// split once, at the end of a session.
import { uniform, type Random } from '../../../packages/pixelart/src/recover/testing/degrade.ts'
import { int, palette, start, type Canvas, type RGB, type SpriteGenerator } from './canvas.ts'

const mix = (a: RGB, b: RGB, t = 0.5): RGB => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
]

/** A bag, scroll, bottle or ring: flat body, a darker shade on one side, a 1-px dark outline and a glint. */
const itemIconSprite: SpriteGenerator['draw'] = (random) => {
  const size = int(random, 12, 32)
  const colors = palette(random, int(random, 4, 7), 'ramp')
  const transparent = random() < 0.85
  const canvas = start(size, size, colors, transparent)
  const shape = int(random, 0, 3)
  const c = (size - 1) / 2
  const r = size * uniform(random, 0.32, 0.42)
  const body = colors[Math.floor(colors.length / 2)] as RGB
  const shade = colors[1] as RGB
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const dx = (x - c) / r
      const dy = (y - c) / r
      const inside =
        shape === 0
          ? dx * dx + (dy - 0.2) ** 2 < 0.8 || (Math.abs(dx) < 0.3 && dy < -0.5 && dy > -1) // bag
          : shape === 1
            ? Math.abs(dx) < 0.9 && Math.abs(dy) < 0.55 // scroll
            : shape === 2
              ? (Math.abs(dx) < 0.55 && dy > -0.2 && dy < 1) || (Math.abs(dx) < 0.22 && dy <= -0.2 && dy > -1) // bottle
              : Math.abs(Math.hypot(dx, dy) - 0.7) < 0.22 // ring
      if (inside) canvas.set(x, y, dx + dy > 0.5 ? shade : body)
    }
  }
  // The glint: a short light diagonal near the upper left of the body.
  const light = colors[colors.length - 2] as RGB
  const gx = Math.round(c - r * 0.35)
  const gy = Math.round(c - r * 0.25)
  for (let i = 0; i < Math.max(1, Math.round(size / 10)); i++)
    if (canvas.opaque(gx + i, gy - i)) canvas.set(gx + i, gy - i, light)
  canvas.outline(colors[0] as RGB, transparent ? null : (colors[colors.length - 1] as RGB))
  return canvas.image()
}

/** An 8–12 px glyph: a mirrored random "invader", a smiley or a plus/heart-like symbol, 2–4 colours. */
const tinyGlyphSprite: SpriteGenerator['draw'] = (random) => {
  const width = int(random, 8, 12)
  const height = int(random, 8, 12)
  const colors = palette(random, int(random, 2, 4), 'scatter')
  const transparent = random() < 0.6
  const canvas = start(width, height, colors, transparent)
  const kind = int(random, 0, 1)
  const ink = colors[0] as RGB
  if (kind === 0) {
    const half = Math.ceil(width / 2)
    for (let y = 1; y < height - 1; y++) {
      for (let x = 0; x < half; x++) {
        if (random() < 0.5) continue
        const colour = colors[int(random, 0, Math.max(0, colors.length - 2))] as RGB
        canvas.set(x, y, colour)
        canvas.set(width - 1 - x, y, colour)
      }
    }
  } else {
    const cx = (width - 1) / 2
    const cy = (height - 1) / 2
    const r = Math.min(width, height) / 2 - 0.5
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) canvas.set(x, y, colors[1 % colors.length] as RGB)
    canvas.set(Math.round(cx - r / 2.5), Math.round(cy - r / 3), ink)
    canvas.set(Math.round(cx + r / 2.5), Math.round(cy - r / 3), ink)
    for (let x = Math.round(cx - r / 2); x <= Math.round(cx + r / 2); x++)
      canvas.set(x, Math.round(cy + r / 2.2), ink)
  }
  return canvas.image()
}

/** A dungeon or town map of 64–128 px: 6–10 px tiles, each with its own detail, and scattered props. */
const denseSceneSprite: SpriteGenerator['draw'] = (random) => {
  const width = int(random, 64, 128)
  const height = int(random, 64, 128)
  const colors = palette(random, int(random, 6, 12), 'scatter')
  const canvas = start(width, height, colors, false)
  const tile = int(random, 6, 10)
  for (let ty = 0; ty * tile < height; ty++) {
    for (let tx = 0; tx * tile < width; tx++) {
      const floor = colors[int(random, 0, 2)] as RGB
      const detail = colors[int(random, 3, colors.length - 1)] as RGB
      const pattern = int(random, 0, 3)
      for (let y = 0; y < tile; y++) {
        for (let x = 0; x < tile; x++) {
          const px = tx * tile + x
          const py = ty * tile + y
          const on =
            pattern === 0
              ? x === 0 || y === 0 // wall joints
              : pattern === 1
                ? (x + 2 * y) % 5 === 0 // cobbles
                : pattern === 2
                  ? random() < 0.15 // grass specks
                  : Math.abs(x - tile / 2) + Math.abs(y - tile / 2) < tile / 4 // a stud
          canvas.set(px, py, on ? detail : floor)
        }
      }
    }
  }
  const props = int(random, 4, 16)
  for (let p = 0; p < props; p++) {
    const x = int(random, 1, width - 4)
    const y = int(random, 1, height - 4)
    const c = colors[int(random, 0, colors.length - 1)] as RGB
    for (let i = 0; i < 3; i++) for (let j = 0; j < 3; j++) if ((i + j) % 2 === 0) canvas.set(x + i, y + j, c)
  }
  return canvas.image()
}

/** A mostly transparent sprite: sparkles, a thin wire or a constellation of dots, 16–64 px. */
const sparseSprite: SpriteGenerator['draw'] = (random) => {
  const width = int(random, 16, 64)
  const height = int(random, 16, 64)
  const colors = palette(random, int(random, 2, 5), 'scatter')
  const canvas = start(width, height, colors, true)
  const points = int(random, 3, 9)
  let px = int(random, 1, width - 2)
  let py = int(random, 1, height - 2)
  for (let p = 0; p < points; p++) {
    const colour = colors[p % colors.length] as RGB
    const nx = int(random, 1, width - 2)
    const ny = int(random, 1, height - 2)
    if (random() < 0.5) line(canvas, px, py, nx, ny, colors[0] as RGB)
    // A sparkle: a plus of radius 1 or 2 around the point.
    const arm = int(random, 1, 2)
    for (let t = -arm; t <= arm; t++) {
      canvas.set(nx + t, ny, colour)
      canvas.set(nx, ny + t, colour)
    }
    px = nx
    py = ny
  }
  return canvas.image()
}

function line(canvas: Canvas, x0: number, y0: number, x1: number, y1: number, c: RGB) {
  const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1)
  for (let s = 0; s <= steps; s++)
    canvas.set(Math.round(x0 + ((x1 - x0) * s) / steps), Math.round(y0 + ((y1 - y0) * s) / steps), c)
}

/**
 * A character with hand-placed mid-tones: an outlined body and head, and on every outline pixel that
 * turns a diagonal corner a colour halfway between outline and fill (the artist's anti-aliasing).
 */
const midtoneCharacterSprite: SpriteGenerator['draw'] = (random: Random) => {
  const height = int(random, 14, 48)
  const width = Math.max(10, Math.round(height * uniform(random, 0.55, 0.9)))
  const colors = palette(random, int(random, 4, 8), 'ramp')
  const transparent = random() < 0.7
  const canvas = start(width, height, colors, transparent)
  const fill = colors[Math.floor(colors.length / 2)] as RGB
  const cloth = colors[colors.length - 2] as RGB
  const cx = (width - 1) / 2
  const head = height * uniform(random, 0.3, 0.42)
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const inHead = ((x - cx) / (width * 0.3)) ** 2 + ((y - head / 2) / (head / 2)) ** 2 < 1
      const inBody = y >= head && Math.abs(x - cx) < width * (0.18 + (0.2 * (y - head)) / height)
      if (inHead) canvas.set(x, y, fill)
      else if (inBody) canvas.set(x, y, cloth)
    }
  }
  const ink = colors[0] as RGB
  canvas.outline(ink, transparent ? null : (colors[colors.length - 1] as RGB))
  const isInk = (x: number, y: number) => {
    if (!canvas.opaque(x, y)) return false
    const o = (y * width + x) * 4
    return canvas.data[o] === ink[0] && canvas.data[o + 1] === ink[1] && canvas.data[o + 2] === ink[2]
  }
  const soft: [number, number][] = []
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      // A stair step: ink with ink diagonally on one side only.
      if (!isInk(x, y)) continue
      const diagonal =
        isInk(x - 1, y - 1) !== isInk(x + 1, y + 1) || isInk(x + 1, y - 1) !== isInk(x - 1, y + 1)
      const straight = isInk(x - 1, y) && isInk(x + 1, y)
      if (diagonal && !straight && random() < 0.5) soft.push([x, y])
    }
  }
  for (const [x, y] of soft) canvas.set(x, y, mix(ink, fill))
  const eye = colors[colors.length - 1] as RGB
  canvas.set(Math.round(cx - width * 0.12), Math.round(head / 2), eye)
  canvas.set(Math.round(cx + width * 0.12), Math.round(head / 2), eye)
  return canvas.image()
}

export const VAULT_GENERATORS: SpriteGenerator[] = [
  { name: 'item-outlined', draw: itemIconSprite },
  { name: 'glyph-tiny', draw: tinyGlyphSprite },
  { name: 'scene-dense', draw: denseSceneSprite },
  { name: 'sparse', draw: sparseSprite },
  { name: 'character-midtone', draw: midtoneCharacterSprite },
]
