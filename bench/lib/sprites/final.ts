// The generators of the `final` split of the wide recovery bench: shaded items, patterns, faces, scenes.
import { uniform } from '../../../packages/pixelart/src/recover/testing/degrade.ts'
import { int, palette, start, type RGB, type SpriteGenerator } from './canvas.ts'
import { DIGITS, LETTERS, textSprite } from './text.ts'

/** A gem, shield or orb lit from one side: radial shading bands, a highlight and an outline, 10 to 40 px. */
const shadedItemSprite: SpriteGenerator['draw'] = (random) => {
  const size = int(random, 10, 40)
  const colors = palette(random, int(random, 4, 9), 'ramp')
  const transparent = random() < 0.8
  const canvas = start(size, size, colors, transparent)
  const shape = int(random, 0, 2)
  const c = (size - 1) / 2
  const r = size * uniform(random, 0.35, 0.47)
  const light = { x: uniform(random, -0.6, -0.2), y: uniform(random, -0.6, -0.2) }
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const dx = (x - c) / r
      const dy = (y - c) / r
      const inside =
        shape === 0
          ? Math.abs(dx) + Math.abs(dy) < 1 // gem
          : shape === 1
            ? Math.abs(dx) < 0.8 && dy < 0.9 - dx * dx && dy > -0.8 // shield
            : dx * dx + dy * dy < 1 // orb
      if (!inside) continue
      const lit = 1 - Math.min(1, Math.hypot(dx - light.x, dy - light.y) / 1.6)
      const band = Math.round(lit * (colors.length - 2))
      canvas.set(x, y, colors[Math.max(1, band)] as RGB)
    }
  }
  canvas.set(
    Math.round(c + light.x * r * 0.6),
    Math.round(c + light.y * r * 0.6),
    colors[colors.length - 2] as RGB,
  )
  canvas.outline(colors[0] as RGB, transparent ? null : (colors[colors.length - 1] as RGB))
  return canvas.image()
}

/**
 * A checked or plaid pattern of 2 to 4 colours, 8 to 48 px. Its blocks are one pixel: a checker of k-pixel
 * blocks is the same picture as a one-pixel checker at k times the scale, so the truth is the pattern's
 * smallest description (a bigger block would make the truth a guess between equal pictures).
 */
const patternSprite: SpriteGenerator['draw'] = (random) => {
  const width = int(random, 8, 48)
  const height = int(random, 8, 48)
  const colors = palette(random, int(random, 2, 4), 'scatter')
  const canvas = start(width, height, colors, false)
  const plaid = random() < 0.5
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const k = plaid ? ((x % colors.length) + (y % 2)) % colors.length : (x + y) % colors.length
      canvas.set(x, y, colors[k] as RGB)
    }
  }
  return canvas.image()
}

/** A round face: eyes, a mouth and cheeks on a shaded disc, 12 to 32 px. */
const faceSprite: SpriteGenerator['draw'] = (random) => {
  const size = int(random, 12, 32)
  const colors = palette(random, int(random, 4, 7), 'ramp')
  const transparent = random() < 0.7
  const canvas = start(size, size, colors, transparent)
  const c = (size - 1) / 2
  const r = size * 0.45
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const d = Math.hypot(x - c, y - c) / r
      if (d < 1) canvas.set(x, y, colors[d > 0.75 ? 2 : 3] as RGB)
    }
  }
  const eye = Math.max(1, Math.round(size / 10))
  const eyeY = Math.round(c - r * 0.25)
  for (const side of [-1, 1]) {
    const ex = Math.round(c + side * r * 0.38)
    for (let y = 0; y < eye + 1; y++)
      for (let x = 0; x < eye; x++) canvas.set(ex + x, eyeY + y, colors[0] as RGB)
  }
  const mouthY = Math.round(c + r * 0.4)
  const smile = random() < 0.7
  for (let x = Math.round(c - r * 0.35); x <= Math.round(c + r * 0.35); x++) {
    const bend = Math.round(((x - c) / r) ** 2 * r * 0.6)
    canvas.set(x, mouthY + (smile ? -bend : bend), colors[0] as RGB)
  }
  canvas.outline(colors[0] as RGB, transparent ? null : (colors[colors.length - 1] as RGB))
  return canvas.image()
}

/** A small landscape: sky bands, hills, a sun and trees, 32 to 112 px wide, opaque. */
const sceneSprite: SpriteGenerator['draw'] = (random) => {
  const width = int(random, 32, 112)
  const height = Math.max(24, Math.min(96, Math.round(width * uniform(random, 0.5, 0.9))))
  const sky = palette(random, 3, 'ramp')
  const land = palette(random, int(random, 3, 5), 'ramp')
  const canvas = start(width, height, [...sky, ...land], false)
  const horizon = Math.round(height * uniform(random, 0.45, 0.65))
  const sun = { x: uniform(random, 0.15, 0.85) * width, y: horizon * 0.4, r: Math.max(2, height * 0.08) }
  const phase = random() * 6
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const hill = horizon + Math.round(Math.sin(x / (width / 5) + phase) * height * 0.06)
      if (y < hill) {
        const inSun = Math.hypot(x - sun.x, y - sun.y) < sun.r
        canvas.set(
          x,
          y,
          (inSun ? land[land.length - 1] : sky[Math.min(2, Math.floor((3 * y) / hill))]) as RGB,
        )
      } else {
        const depth = Math.min(
          land.length - 2,
          Math.floor(((y - hill) / (height - hill + 1)) * (land.length - 1)),
        )
        canvas.set(x, y, land[depth] as RGB)
      }
    }
  }
  const trees = int(random, 1, 5)
  for (let t = 0; t < trees; t++) {
    const tx = int(random, 2, width - 3)
    const th = int(random, 4, Math.max(5, Math.round(height * 0.3)))
    const base = horizon + 2
    for (let y = base - th; y < base; y++) {
      const half = Math.max(0, Math.round(((y - (base - th)) / th) * th * 0.3))
      for (let x = tx - half; x <= tx + half; x++) canvas.set(x, y, land[0] as RGB)
    }
  }
  return canvas.image()
}

/** Generators of the final split, scored once at the end of a session: none of them was worked against. */
export const FINAL_GENERATORS: SpriteGenerator[] = [
  { name: 'item-shaded', draw: shadedItemSprite },
  { name: 'pattern', draw: patternSprite },
  { name: 'face', draw: faceSprite },
  { name: 'scene', draw: sceneSprite },
  { name: 'text-mixed', draw: textSprite(LETTERS + DIGITS) },
]
