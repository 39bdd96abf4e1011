// The generators of the `crypt` split of the wide recovery bench, written before round 4 changed the method
// and used by no other split: weapons on a diagonal, food, 1-bit (two-colour) sprites, UI panels cut from a
// 9-slice with text, and animation strips (one creature in several poses side by side). Score that split
// once, at the end of a session.
import { uniform } from '../../../packages/pixelart/src/recover/testing/degrade.ts'
import { int, palette, start, type Canvas, type RGB, type SpriteGenerator, pick } from './canvas.ts'
import { DIGITS, drawText, LETTERS } from './text.ts'

function disc(canvas: Canvas, cx: number, cy: number, r: number, c: RGB) {
  for (let y = Math.floor(cy - r); y <= Math.ceil(cy + r); y++)
    for (let x = Math.floor(cx - r); x <= Math.ceil(cx + r); x++)
      if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) canvas.set(x, y, c)
}

/**
 * A sword, axe, staff or pickaxe lying on the 45° diagonal (handle lower left, tip upper right), as item
 * icons are drawn: a lit edge along the blade or shaft, a guard or a head across it, 12 to 48 px.
 */
const weaponSprite: SpriteGenerator['draw'] = (random) => {
  const size = int(random, 12, 48)
  const colors = palette(random, int(random, 6, 11), 'ramp')
  const transparent = random() < 0.8
  const canvas = start(size, size, colors, transparent)
  const kind = int(random, 0, 3) // sword, axe, staff, pickaxe
  const thick = Math.max(1, Math.round(size / int(random, 10, 16)))
  const w = (thick - 1) / 2 // the blade's or shaft's width across the axis, in half-pixel diagonal steps
  const metal = colors[colors.length - 3] as RGB
  const shine = colors[colors.length - 2] as RGB
  const wood = colors[2] as RGB
  const grip = colors[1] as RGB
  const gem = colors[Math.max(3, colors.length - 4)] as RGB
  const reach = Math.max(1.5, size / (kind === 1 || kind === 3 ? 12 : 8)) // guard, orb or head size
  // Room for the outline and for the widest part (a guard, an orb, or a head reaching twice as far).
  const margin = 1 + Math.ceil(w + reach * (kind === 1 || kind === 3 ? 2 : 1))
  const length = size - 1 - 2 * margin
  const handle = kind === 0 ? Math.round(length * uniform(random, 0.22, 0.32)) : length + 1
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      // a: along the axis from the end of the handle (lower left); c: across it, 0 on the upper-left side.
      const a = (x + size - 1 - y) / 2 - margin
      const c = (x - (size - 1 - y)) / 2
      let colour: RGB | null = null
      const onAxis = c >= 0 && c <= w && a >= 0 && a <= length
      if (onAxis) {
        // A wrapped grip (bands every two pixels); a blade lit on its upper side, shaded on its lower one.
        if (a < handle) colour = kind !== 0 ? wood : Math.floor(a / 2) % 2 ? grip : wood
        else if (length - a >= c)
          colour =
            c === 0 && thick > 1 ? shine : c === w && thick > 2 ? (colors[colors.length - 5] as RGB) : metal
      }
      if (kind === 0 && Math.abs(a - handle) <= 0.5 && c >= -reach && c <= w + reach) colour = gem // guard
      if (kind === 0 && a >= -1.5 && a < 0 && c >= 0 && c <= w) colour = gem // pommel
      const headStart = length - 1.5 * reach
      if (kind === 1 && a > headStart && a <= length && c > w && c <= w + reach + (a - headStart) * 0.66)
        colour = c > w + reach - 0.5 ? shine : metal // axe head, widening towards the top
      if (kind === 3) {
        // Pickaxe head: an arc across the top of the shaft, bending down at both ends.
        const bend = (((c - w / 2) / (2 * reach)) ** 2 * reach) / 1.5
        if (Math.abs(c - w / 2) <= 2 * reach && a >= length - 1 - bend && a <= length - bend)
          colour = a > length - 0.5 - bend ? shine : metal
      }
      if (colour) canvas.set(x, y, colour)
    }
  }
  if (kind === 2) {
    // Staff: an orb at the top, with a glint.
    const ox = margin + length + w
    const oy = size - 1 - margin - length + w
    disc(canvas, ox, oy, reach, gem)
    canvas.set(Math.round(ox - reach / 2), Math.round(oy - reach / 2), shine)
  }
  if (random() < 0.75)
    canvas.outline(colors[0] as RGB, transparent ? null : (colors[colors.length - 1] as RGB))
  return canvas.image()
}

/**
 * Food: an apple (stem and leaf), a loaf (score marks), a cheese wedge (holes), a drumstick (bone), a fried
 * egg (yolk) or a melon slice (rind and seeds), in three shading bands lit from the upper left, 10 to 40 px.
 */
const foodSprite: SpriteGenerator['draw'] = (random) => {
  const size = int(random, 10, 40)
  const height = Math.max(8, Math.round(size * uniform(random, 0.75, 1)))
  const colors = palette(random, int(random, 6, 11), 'ramp')
  const accent = palette(random, 3, 'scatter')
  const transparent = random() < 0.85
  const canvas = start(size, height, colors, transparent)
  const kind = int(random, 0, 5)
  const cx = (size - 1) / 2
  const cy = (height - 1) / 2
  const r = Math.min(size, height) * 0.42
  // Three consecutive steps of the ramp shade the body: light towards the upper left, dark to the lower right.
  const i0 = int(random, 1, colors.length - 4)
  const [dark, mid, light] = colors.slice(i0, i0 + 3) as [RGB, RGB, RGB]
  const shade = (x: number, y: number) => {
    const t = (x - cx + (y - cy)) / (1.4 * r)
    return t > 0.35 ? dark : t < -0.45 ? light : mid
  }
  const inside = (x: number, y: number): boolean => {
    const dx = (x - cx) / r
    const dy = (y - cy) / r
    if (kind === 0) return dx * dx + (dy - 0.1) ** 2 < 0.8 && !(Math.abs(dx) < 0.15 && dy < -0.6) // apple
    if (kind === 1) return (dx / 1.1) ** 2 + ((dy - 0.1) / 0.65) ** 2 < 1 // loaf
    if (kind === 2) return dx > -1 && dx < 1 && dy < 0.6 && dy > 0.6 - (dx + 1) * 0.6 // wedge
    if (kind === 3) return ((dx + 0.35) / 0.65) ** 2 + ((dy + 0.35) / 0.55) ** 2 < 1 // drumstick meat
    if (kind === 4) return dx * dx + dy * dy < 0.85 + 0.12 * Math.sin(5 * Math.atan2(dy, dx)) // egg white
    return dy > 0 && dx * dx + dy * dy < 1 // melon slice
  }
  for (let y = 0; y < height; y++)
    for (let x = 0; x < size; x++) if (inside(x, y)) canvas.set(x, y, shade(x, y))
  // A glint: a few body pixels on the way from the upper left towards the centre, one step lighter.
  const glint = colors[i0 + 3] as RGB
  for (let i = 0, lit = 0; i < 2 * r && lit < Math.max(1, Math.round(r / 5)); i++) {
    const x = Math.round(cx - r * 0.5 + i * 0.3)
    const y = Math.round(cy - r + i)
    if (inside(x, y) && inside(x, y - 1)) {
      canvas.set(x, y, glint)
      lit++
    }
  }
  const ink = colors[0] as RGB
  const [a0, a1, a2] = accent as [RGB, RGB, RGB]
  if (kind === 0) {
    // Apple: a stem and a leaf on top.
    const top = Math.round(cy - r * 0.95)
    canvas.set(Math.round(cx), top, ink)
    canvas.set(Math.round(cx), top - 1, ink)
    for (let i = 1; i <= Math.max(1, Math.round(r / 3)); i++)
      canvas.set(Math.round(cx) + i, top - 1 - (i >> 1), a0)
  } else if (kind === 1) {
    // Loaf: diagonal score marks across the crust.
    for (let k = -1; k <= 1; k++)
      for (let i = 0; i < Math.max(2, r / 2); i++)
        canvas.set(Math.round(cx + k * r * 0.55 + i * 0.5), Math.round(cy - r * 0.4 + i), dark)
  } else if (kind === 2) {
    // Cheese: round holes.
    for (let h = 0; h < int(random, 2, 4); h++) {
      const hx = cx + uniform(random, -0.4, 0.7) * r
      const hy = cy + uniform(random, 0, 0.5) * r
      if (inside(Math.round(hx), Math.round(hy)))
        disc(canvas, hx, hy, Math.max(0.6, r / 6), colors[i0 - 1] as RGB)
    }
  } else if (kind === 3) {
    // Drumstick: a bone out of the meat to the lower right, with a knob.
    const bone = colors[colors.length - 2] as RGB
    for (let i = 0; i < r * 0.9; i++)
      for (let w = 0; w < Math.max(1, r / 5); w++)
        canvas.set(Math.round(cx + r * 0.1 + i + w), Math.round(cy + r * 0.1 + i), bone)
    disc(canvas, cx + r * 1.0, cy + r * 0.95, Math.max(1, r / 4.5), bone)
  } else if (kind === 4) {
    // Egg: a yolk with a highlight.
    disc(canvas, cx + r * 0.1, cy + r * 0.05, r * 0.38, a2)
    canvas.set(Math.round(cx - r * 0.05), Math.round(cy - r * 0.1), colors[colors.length - 1] as RGB)
  } else {
    // Melon: rind and pale band along the arc, seeds in the flesh.
    for (let y = 0; y < height; y++)
      for (let x = 0; x < size; x++) {
        if (!inside(x, y)) continue
        const d = Math.hypot((x - cx) / r, (y - cy) / r)
        if (d > 0.85) canvas.set(x, y, a0)
        else if (d > 0.72) canvas.set(x, y, light)
        else canvas.set(x, y, a1)
      }
    for (let s = 0; s < int(random, 3, 7); s++) {
      const angle = uniform(random, 0.3, Math.PI - 0.3)
      const d = uniform(random, 0.25, 0.6) * r
      canvas.set(Math.round(cx + Math.cos(angle) * d), Math.round(cy + Math.sin(angle) * d), ink)
    }
  }
  if (random() < 0.7)
    canvas.outline(colors[0] as RGB, transparent ? null : (colors[colors.length - 1] as RGB))
  return canvas.image()
}

/** 4×4 Bayer thresholds in (0, 1): the order in which a 1-bit artist's dither fills in a shade. */
const BAYER = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5].map((v) => (v + 0.5) / 16)

/**
 * A 1-bit sprite, one ink colour on transparency or on one paper colour: a mirrored creature smoothed by a
 * cellular automaton, a sphere shaded by ordered dither, a line-drawn object, or a word; 8 to 64 px.
 */
const oneBitSprite: SpriteGenerator['draw'] = (random) => {
  const kind = int(random, 0, 3)
  const size = int(random, 8, kind === 3 ? 24 : 64)
  // Ink and paper far apart in lightness, as 1-bit palettes are: one pulled towards black, one towards white.
  const [a, b] = palette(random, 2, 'scatter') as [RGB, RGB]
  const dark = a.map((v) => Math.round(v * 0.35)) as RGB
  const light = b.map((v) => Math.round(255 - (255 - v) * 0.3)) as RGB
  const [inkColour, paper] = random() < 0.7 ? [dark, light] : [light, dark]
  const transparent = random() < 0.5
  const colors = [inkColour, paper]
  if (kind === 3) {
    const text = Array.from({ length: int(random, 2, 5) }, () => pick(random, LETTERS + DIGITS)).join('')
    const canvas = start(text.length * 6 + 1, 9, colors, transparent)
    drawText(canvas, text, 1, 1, inkColour, null)
    return canvas.image()
  }
  const height = Math.min(64, Math.max(8, Math.round(size * uniform(random, 0.7, 1.2))))
  const canvas = start(size, height, colors, transparent)
  if (kind === 0) {
    // Creature: random cells, mirrored, then four rounds of "at least 5 of 9 neighbours" smoothing.
    let cells = Array.from({ length: height }, () => Array.from({ length: size }, () => random() < 0.5))
    for (let round = 0; round < 4; round++) {
      cells = cells.map((row, y) =>
        row.map((_, x) => {
          const mx = Math.min(x, size - 1 - x)
          let n = 0
          for (let dy = -1; dy <= 1; dy++)
            for (let dx = -1; dx <= 1; dx++) if (cells[y + dy]?.[Math.min(mx + dx, size - 1 - mx - dx)]) n++
          return n >= 5
        }),
      )
    }
    cells.forEach((row, y) =>
      row.forEach(
        (on, x) => on && y > 0 && y < height - 1 && x > 0 && x < size - 1 && canvas.set(x, y, inkColour),
      ),
    )
    // Eyes: two paper holes on the upper half.
    const ey = Math.round(height * 0.35)
    const ex = Math.round(size * uniform(random, 0.2, 0.35))
    if (canvas.opaque(ex, ey)) {
      canvas.set(ex, ey, transparent ? null : paper)
      canvas.set(size - 1 - ex, ey, transparent ? null : paper)
    }
  } else if (kind === 1) {
    // Sphere: lit from the upper left, shaded by ordered dither, with a one-pixel rim.
    const cx = (size - 1) / 2
    const cy = (height - 1) / 2
    const r = Math.min(size, height) / 2 - 1
    for (let y = 0; y < height; y++)
      for (let x = 0; x < size; x++) {
        const d = Math.hypot(x - cx, y - cy)
        if (d > r) continue
        const lit = 1 - Math.hypot(x - cx + r * 0.4, y - cy + r * 0.4) / (1.6 * r)
        if (d > r - 1 || lit < (BAYER[(y % 4) * 4 + (x % 4)] as number)) canvas.set(x, y, inkColour)
      }
  } else {
    // Line-drawn object: a box (crate, shutter, window) with inner strokes.
    const x0 = 1
    const y0 = 1
    const x1 = size - 2
    const y1 = height - 2
    for (let x = x0; x <= x1; x++) {
      canvas.set(x, y0, inkColour)
      canvas.set(x, y1, inkColour)
    }
    for (let y = y0; y <= y1; y++) {
      canvas.set(x0, y, inkColour)
      canvas.set(x1, y, inkColour)
    }
    const style = int(random, 0, 2)
    for (let y = y0 + 1; y < y1; y++)
      for (let x = x0 + 1; x < x1; x++) {
        const u = x - x0
        const v = y - y0
        const on =
          style === 0
            ? u === v || x1 - x === v // crate: both diagonals
            : style === 1
              ? v % 3 === 0 // shutter: rows of slats
              : u === Math.floor((x1 - x0) / 2) || v === Math.floor((y1 - y0) / 2) // window: a cross of bars
        if (on) canvas.set(x, y, inkColour)
      }
  }
  return canvas.image()
}

/**
 * A UI panel built as game UIs are, from a 9-slice: a border of 2–4 bands (one colour per depth, with
 * rivets repeated along the sides and a corner cut or decorated), a flat or striped middle, and 1–3 lines
 * of text; 24 to 128 px wide.
 */
const panelSprite: SpriteGenerator['draw'] = (random) => {
  const corner = int(random, 2, 4)
  const lines = int(random, 1, 3)
  const perLine = int(random, 2, 16)
  const width = Math.min(128, Math.max(24, perLine * 6 + 2 * corner + int(random, 2, 10)))
  const height = Math.max(16, lines * 9 + 2 * corner + int(random, 1, 8))
  const colors = palette(random, int(random, 4, 10), random() < 0.5 ? 'ramp' : 'scatter')
  const transparent = random() < 0.6
  const canvas = start(width, height, colors, transparent)
  const fill = colors[colors.length - 2] as RGB
  const stripe = random() < 0.2 ? (colors[colors.length - 3] as RGB) : fill
  // One colour per depth into the border, from the palette's first colours.
  const bands = Array.from({ length: corner }, () => colors[int(random, 0, colors.length - 3)] as RGB)
  const rivet = colors[int(random, 0, colors.length - 2)] as RGB
  const rivetEvery = random() < 0.5 ? int(random, 3, 8) : 0
  const cut = int(random, 0, corner - 1) // corner cells with u + v < cut are clear: a rounded corner
  const cornerGem = random() < 0.4 ? rivet : null
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // Fold every pixel onto the top-left quarter: its distances from the nearest sides.
      const u = Math.min(x, width - 1 - x)
      const v = Math.min(y, height - 1 - y)
      let colour: RGB | null = y % 2 ? stripe : fill
      if (u < corner && v < corner) {
        colour = u + v < cut ? null : (bands[Math.min(u, v)] as RGB)
        if (cornerGem && u === corner - 1 && v === corner - 1) colour = cornerGem
      } else if (v < corner || u < corner) {
        const along = v < corner ? x : y
        const depth = Math.min(u, v)
        colour =
          rivetEvery && depth === corner >> 1 && along % rivetEvery === 0 ? rivet : (bands[depth] as RGB)
      }
      canvas.set(x, y, colour)
    }
  }
  // Text in the palette colour farthest in lightness from the fill.
  const lightness = (c: RGB) => c[0] + c[1] + c[2]
  const ink = colors.reduce((best, c) =>
    Math.abs(lightness(c) - lightness(fill)) > Math.abs(lightness(best) - lightness(fill)) ? c : best,
  )
  const shadow = random() < 0.4 ? (colors.find((c) => c !== ink && c !== fill) ?? null) : null
  const fits = Math.max(1, Math.floor((width - 2 * corner - 1) / 6))
  for (let l = 0; l < lines; l++) {
    const length = l === lines - 1 ? int(random, 1, Math.min(perLine, fits)) : Math.min(perLine, fits)
    const text = Array.from({ length }, () => pick(random, LETTERS + DIGITS)).join('')
    drawText(canvas, text, corner + 1, corner + 1 + l * 9, ink, shadow)
  }
  return canvas.image()
}

/**
 * An animation strip: one small creature in 2 to 6 poses side by side, frames of 8 to 24 px, 3 to 8
 * colours: a walker (legs that swap from frame to frame, a bob) or a flyer (wings up, wings down), a blink
 * in the last frame, with or without a one-pixel outline.
 */
const stripSprite: SpriteGenerator['draw'] = (random) => {
  const frame = int(random, 8, 24)
  const frames = Math.min(int(random, 2, 6), Math.floor(128 / frame))
  const colors = palette(random, int(random, 3, 9), 'ramp')
  const transparent = random() < 0.8
  const canvas = start(frame * frames, frame, colors, transparent)
  const body = colors[Math.floor(colors.length / 2)] as RGB
  const belly = colors[Math.min(colors.length - 2, Math.floor(colors.length / 2) + 1)] as RGB
  const light = colors[Math.max(1, colors.length - 2)] as RGB
  const ink = colors[0] as RGB
  const feet = colors[Math.min(1, colors.length - 1)] as RGB
  const cheek = colors.length >= 6 ? (colors[colors.length - 3] as RGB) : null
  const flyer = random() < 0.4
  const legs = Math.max(1, Math.round(frame / 8))
  // A flyer's wings reach out half as far again as its body: keep both inside the frame.
  const halfWidth = frame * uniform(random, 0.2, flyer ? 0.28 : 0.4)
  const bodyHeight = Math.round(frame * uniform(random, 0.45, 0.6))
  const wingLength = Math.max(2, Math.round(halfWidth * 0.7))
  const outlined = random() < 0.6
  for (let f = 0; f < frames; f++) {
    const ox = f * frame
    const bob = f % 2
    const top = flyer ? Math.round((frame - bodyHeight) / 2) + bob : frame - 2 - legs - bodyHeight + bob
    const cx = ox + (frame - 1) / 2
    for (let y = 0; y < bodyHeight; y++)
      for (let x = 0; x < frame; x++) {
        const dx = (ox + x - cx) / halfWidth
        const dy = (y - bodyHeight / 2) / (bodyHeight / 2)
        if (dx * dx + dy * dy < 1) canvas.set(ox + x, top + y, dy > 0.3 && Math.abs(dx) < 0.6 ? belly : body)
      }
    if (colors.length >= 4)
      canvas.set(Math.round(cx - halfWidth * 0.45), top + Math.round(bodyHeight * 0.2), light)
    if (flyer) {
      // Wings: triangles from the body's sides, raised in even frames and lowered in odd ones.
      const rootY = top + Math.round(bodyHeight * 0.4)
      const slope = f % 2 === 0 ? -1 : 0.5
      for (const side of [-1, 1])
        for (let i = 0; i <= wingLength; i++) {
          const x = Math.round(cx + side * (halfWidth * 0.8 + i))
          const tip = Math.round(rootY + slope * i)
          for (let y = Math.min(rootY, tip); y <= Math.max(rootY, tip); y++) canvas.set(x, y, light)
        }
    } else {
      // Legs: two short columns that swap length from frame to frame (a walk cycle).
      const stride = f % 2 === 0 ? 1 : 0
      for (let i = 0; i < legs + 1; i++) {
        if (i < legs + stride) canvas.set(Math.round(cx - halfWidth / 2), top + bodyHeight + i, feet)
        if (i < legs + 1 - stride) canvas.set(Math.round(cx + halfWidth / 2), top + bodyHeight + i, feet)
      }
    }
    if (cheek && bodyHeight >= 8)
      for (const side of [-1, 1])
        canvas.set(Math.round(cx + (side * halfWidth) / 1.6), top + Math.round(bodyHeight * 0.55), cheek)
    // Eyes, closed (a dash) in the blink frame.
    const ey = top + Math.round(bodyHeight * 0.35)
    const blink = f === frames - 1 && frames > 2
    for (const ex of [Math.round(cx - halfWidth / 3), Math.round(cx + halfWidth / 3)]) {
      canvas.set(ex, ey, ink)
      if (blink) canvas.set(ex + 1, ey, ink)
      else if (frame >= 14) canvas.set(ex, ey - 1, ink)
    }
  }
  if (outlined) canvas.outline(ink, transparent ? null : (colors[colors.length - 1] as RGB))
  return canvas.image()
}

export const CRYPT_GENERATORS: SpriteGenerator[] = [
  { name: 'weapon-diagonal', draw: weaponSprite },
  { name: 'food', draw: foodSprite },
  { name: 'one-bit', draw: oneBitSprite },
  { name: 'panel-9slice', draw: panelSprite },
  { name: 'anim-strip', draw: stripSprite },
]
