// The generators of the `ossuary` split of the wide recovery bench, written before round 6 changed the
// method and used by no other split: heraldic shields, spaceships seen from the top, insects seen from the
// top, potions and cut gems, game HUD pieces (bars, inventory grids), weather icons, top-down maps with
// roads and rivers, and furniture seen from the front. Score that split once, at the end of a session.
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
  pick,
  polygon,
} from './canvas.ts'

const ink = (random: Random): RGB => {
  const v = int(random, 10, 45)
  return [v, Math.max(0, v - int(random, 0, 10)), v + int(random, 0, 25)]
}

const backgroundOf = (random: Random, transparentShare: number): RGB | null =>
  random() < transparentShare ? null : (palette(random, 1, 'scatter')[0] as RGB)

function ellipse(
  canvas: Canvas,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  paint: (x: number, y: number) => RGB | null,
) {
  for (let y = Math.floor(cy - ry); y <= Math.ceil(cy + ry); y++)
    for (let x = Math.floor(cx - rx); x <= Math.ceil(cx + rx); x++)
      if (((x - cx) / Math.max(0.5, rx)) ** 2 + ((y - cy) / Math.max(0.5, ry)) ** 2 <= 1)
        canvas.set(x, y, paint(x, y))
}

/** Even-odd point-in-polygon test (stars, gem facets). */
/** A one-pixel dot, with a pixel on each side when `arms` (a star, a snowflake). */
function sparkle(canvas: Canvas, x: number, y: number, c: RGB, arms: boolean) {
  canvas.set(x, y, c)
  if (!arms) return
  for (const [dx, dy] of [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ] as const)
    canvas.set(x + dx, y + dy, c)
}

const star = (cx: number, cy: number, r: number, points = 5): [number, number][] =>
  Array.from({ length: points * 2 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / points
    const rr = i % 2 ? r * 0.45 : r
    return [cx + rr * Math.cos(a), cy + rr * Math.sin(a)]
  })

/** Copies the left half onto the right (symmetric craft, creatures and shields are drawn this way). */
function mirrorLeft(canvas: Canvas) {
  for (let y = 0; y < canvas.height; y++)
    for (let x = 0; x < Math.floor(canvas.width / 2); x++) {
      const from = (y * canvas.width + x) * 4
      canvas.data.copyWithin((y * canvas.width + canvas.width - 1 - x) * 4, from, from + 4)
    }
}

// The heraldic tinctures: metals and colours, nudged so that two draws rarely share exact values.
const TINCTURES: RGB[] = [
  [236, 196, 64], // or
  [232, 232, 224], // argent
  [196, 36, 44], // gules
  [40, 76, 168], // azure
  [40, 132, 64], // vert
  [32, 28, 36], // sable
  [120, 52, 132], // purpure
]
const jitter = (random: Random, c: RGB): RGB =>
  c.map((v) => Math.max(0, Math.min(255, v + int(random, -12, 12)))) as RGB

/**
 * A heraldic shield: a heater shape (straight sides, a curved point), divided per pale, per fess,
 * quarterly, per bend, chevron, cross, saltire, paly or chequy in two or three tinctures, with a charge
 * (roundel, star, lozenge) on some, a metal rim on some and a shaded right side on some, 10 to 72 px wide.
 */
const heraldrySprite: SpriteGenerator['draw'] = (random) => {
  const width = random() < 0.2 ? int(random, 10, 14) : int(random, 15, 72)
  const height = Math.round(width * uniform(random, 1.1, 1.3))
  const background = backgroundOf(random, 0.85)
  const canvas = begin(width, height, background)
  const order = [...TINCTURES.keys()].sort(() => random() - 0.5)
  const [t0, t1, t2] = order.slice(0, 3).map((i) => jitter(random, TINCTURES[i] as RGB)) as [RGB, RGB, RGB]
  const rim = width >= 14 && random() < 0.5 ? jitter(random, TINCTURES[random() < 0.5 ? 0 : 1] as RGB) : null
  const outlineColour = ink(random)
  const cx = (width - 1) / 2
  const straight = height * uniform(random, 0.45, 0.6)
  const halfAt = (y: number) =>
    y < straight
      ? width / 2 - 1.5
      : (width / 2 - 1.5) * Math.sqrt(Math.max(0, 1 - ((y - straight) / (height - 1 - straight)) ** 2))
  const division = int(random, 0, 9)
  const bar = Math.max(1, Math.round(width / 6))
  const cell = Math.max(2, Math.round(width / int(random, 4, 6)))
  const field = (x: number, y: number): RGB => {
    const u = x - cx
    const v = y - height * 0.45
    switch (division) {
      case 0:
        return t0
      case 1:
        return u < 0 ? t0 : t1
      case 2:
        return v < 0 ? t0 : t1
      case 3:
        return u < 0 !== v < 0 ? t1 : t0
      case 4:
        return x - y * (width / height) < 0 ? t1 : t0
      case 5:
        return y > height * 0.3 + Math.abs(u) * 0.9 && y < height * 0.3 + Math.abs(u) * 0.9 + bar * 1.5
          ? t1
          : t0
      case 6:
        return Math.abs(u) < bar / 2 + 0.01 || Math.abs(v) < bar / 2 + 0.01 ? t1 : t0
      case 7:
        return Math.abs(Math.abs(u) - Math.abs(v)) < bar * 0.6 ? t1 : t0
      case 8:
        return Math.floor((x + 1) / cell) % 2 ? t1 : t0
      default:
        return (Math.floor((x + 1) / cell) + Math.floor((y + 1) / cell)) % 2 ? t1 : t0
    }
  }
  const shade = width >= 18 && random() < 0.5
  const darker = (c: RGB): RGB => c.map((v) => Math.round(v * 0.72)) as RGB
  for (let y = 1; y < height - 1; y++) {
    const half = halfAt(y)
    for (let x = Math.round(cx - half); x <= Math.round(cx + half); x++) {
      const edge = Math.abs(x - cx) > half - 1.2 || y === 1
      if (rim && edge) canvas.set(x, y, rim)
      else canvas.set(x, y, shade && x > cx + half * 0.55 ? darker(field(x, y)) : field(x, y))
    }
  }
  if (width >= 16 && random() < 0.55) {
    const r = width * uniform(random, 0.14, 0.22)
    const [chx, chy] = [cx, height * 0.42]
    const kind = int(random, 0, 2)
    if (kind === 0) ellipse(canvas, chx, chy, r, r, () => t2)
    else if (kind === 1) polygon(canvas, star(chx + 0.5, chy + 0.5, r * 1.3), t2)
    else
      polygon(
        canvas,
        [
          [chx + 0.5, chy - r * 1.3],
          [chx + r + 0.5, chy + 0.5],
          [chx + 0.5, chy + r * 1.3 + 1],
          [chx - r + 0.5, chy + 0.5],
        ],
        t2,
      )
  }
  canvas.outline(outlineColour, background)
  return canvas.image()
}

/**
 * A spaceship seen from the top, nose up: a tapered hull, swept wings, a cockpit with a glint, engine
 * nozzles with a glow below, panel lines and a stripe on larger ships, lit from the left; 10 to 96 px.
 */
const shipSprite: SpriteGenerator['draw'] = (random) => {
  const height = random() < 0.2 ? int(random, 10, 13) : int(random, 14, 96)
  const width = Math.max(9, Math.round(height * uniform(random, 0.6, 1.15)))
  const space = random() < 0.12
  const canvas = begin(
    width,
    height,
    space ? ([int(random, 5, 25), int(random, 5, 20), int(random, 25, 60)] as RGB) : null,
  )
  if (space)
    for (let i = 0; i < (width * height) / 40; i++)
      canvas.set(int(random, 0, width - 1), int(random, 0, height - 1), [230, 230, 210])
  const hull = palette(random, int(random, 3, 4), 'ramp')
  const [accent, glow, glass] = palette(random, 3, 'scatter') as [RGB, RGB, RGB]
  const outlineColour = ink(random)
  const cx = (width - 1) / 2
  const top = 1
  const bottom = height - Math.max(2, Math.round(height * 0.1))
  const bodyHalf = width * uniform(random, 0.1, 0.18)
  const noseShare = uniform(random, 0.25, 0.45)
  const halfAt = (y: number) => {
    const t = (y - top) / (bottom - top)
    return t < noseShare ? bodyHalf * Math.sqrt(t / noseShare) : bodyHalf
  }
  const shadeOf = (x: number, half: number): RGB =>
    x < cx - half * 0.35
      ? at(hull, hull.length - 1)
      : x > cx + half * 0.45
        ? at(hull, 0)
        : at(hull, hull.length - 2)
  // Wings first, so the hull overlaps their roots.
  const wingTop = bottom - (bottom - top) * uniform(random, 0.35, 0.55)
  const wingSpan = width / 2 - 1
  const sweep = uniform(random, 0.3, 1)
  for (let y = Math.round(wingTop); y <= bottom - 1; y++) {
    const t = (y - wingTop) / Math.max(1, bottom - 1 - wingTop)
    const reach = bodyHalf + (wingSpan - bodyHalf) * Math.min(1, t / sweep)
    for (let x = Math.round(cx - reach); x <= Math.round(cx); x++)
      canvas.set(x, y, x < cx - reach + 1.5 && width > 20 ? accent : at(hull, 1))
  }
  for (let y = top; y <= bottom; y++) {
    const half = halfAt(y)
    for (let x = Math.round(cx - half); x <= Math.round(cx); x++) canvas.set(x, y, shadeOf(x, half))
  }
  if (height >= 28)
    for (let y = top + Math.round(height * 0.3); y < bottom; y += int(random, 4, 7))
      for (let x = Math.round(cx - bodyHalf + 1); x <= Math.round(cx); x++) canvas.set(x, y, at(hull, 0))
  mirrorLeft(canvas)
  // Re-light the right half: the mirrored copy is lit from the left too, so darken it one step.
  for (let y = 0; y < height; y++)
    for (let x = Math.ceil(cx + 0.5); x < width; x++) {
      const o = (y * width + x) * 4
      const c: RGB = [canvas.data[o] as number, canvas.data[o + 1] as number, canvas.data[o + 2] as number]
      const step = hull.findIndex((h) => h[0] === c[0] && h[1] === c[1] && h[2] === c[2])
      if (step > 0 && canvas.opaque(x, y)) canvas.set(x, y, at(hull, step - 1))
    }
  const cockpitY = top + (bottom - top) * noseShare * 1.1
  const cr = Math.max(0.8, bodyHalf * 0.6)
  ellipse(canvas, cx, cockpitY, cr, cr * 1.5, () => glass)
  canvas.set(Math.round(cx - cr * 0.4), Math.round(cockpitY - cr * 0.6), [250, 250, 250])
  const engines = width >= 24 && random() < 0.6 ? [-bodyHalf * 0.5, bodyHalf * 0.5] : [0]
  for (const off of engines) {
    const ex = Math.round(cx + off)
    const glowLength = Math.max(1, Math.round(height * 0.06))
    rect(
      canvas,
      ex - Math.floor(bodyHalf * 0.3),
      bottom + 1,
      ex + Math.floor(bodyHalf * 0.3),
      bottom + glowLength,
      glow,
    )
  }
  if (!space) canvas.outline(outlineColour, null)
  return canvas.image()
}

/**
 * An insect seen from the top: a beetle or ladybird (split shell, spots), a bee (stripes, pale wings) or
 * an ant (three beads), six bent legs and two antennae of one pixel, shaded from the left, 8 to 64 px.
 */
const insectSprite: SpriteGenerator['draw'] = (random) => {
  const kind = int(random, 0, 2)
  const height = random() < 0.25 ? int(random, 8, 12) : int(random, 13, 64)
  const width = Math.max(7, Math.round(height * uniform(random, 0.7, 1)))
  const background = backgroundOf(random, 0.85)
  const canvas = begin(width, height, background)
  const body = palette(random, 3, 'ramp')
  const [spot, wing] = palette(random, 2, 'scatter') as [RGB, RGB]
  const legColour = ink(random)
  const cx = (width - 1) / 2
  const u = height / 16
  const headY = height * 0.14
  const thoraxY = height * (kind === 2 ? 0.36 : 0.3)
  const abdomenY = height * 0.64
  const abdomenRy = height * (kind === 2 ? 0.22 : 0.3)
  const abdomenRx = width * (kind === 2 ? 0.2 : 0.32)
  // Legs: from the thorax, bent at a knee, three per side (mirrored later).
  for (let i = 0; i < 3; i++) {
    const ly = thoraxY + (i - 1) * u * 2.2 + (kind === 2 ? 0 : u * 2)
    const kx = cx - abdomenRx - u * 1.5
    const ky = ly + (i - 1) * u * 1.5
    line(canvas, cx, ly, kx, ky, legColour)
    line(canvas, kx, ky, Math.max(0, kx - u * 1.2), ky + (i - 0.5) * u * 2.5, legColour)
  }
  line(canvas, cx - u * 0.6, headY, cx - u * 2.5, Math.max(0, headY - u * 2.5), legColour)
  const shade = (x: number, rx: number, ox: number): RGB =>
    x < ox - rx * 0.35 ? at(body, 2) : x > ox + rx * 0.2 ? at(body, 0) : at(body, 1)
  if (kind === 1)
    ellipse(
      canvas,
      cx - abdomenRx * 0.6,
      abdomenY - abdomenRy * 0.5,
      abdomenRx * 0.9,
      abdomenRy * 0.55,
      () => wing,
    )
  ellipse(canvas, cx, abdomenY, abdomenRx, abdomenRy, (x, y) => {
    if (kind === 1 && Math.floor((y - abdomenY + abdomenRy) / Math.max(1, u * 2)) % 2 === 1)
      return at(body, 0)
    return shade(x, abdomenRx, cx)
  })
  ellipse(canvas, cx, thoraxY, width * 0.16, height * 0.1, (x) => shade(x, width * 0.16, cx))
  ellipse(canvas, cx, headY, width * 0.12, height * 0.08, (x) => shade(x, width * 0.12, cx))
  if (kind === 0) {
    // Spots: a few pixels or small discs on the shell's left half, mirrored.
    for (let i = 0; i < int(random, 1, 3); i++)
      ellipse(
        canvas,
        cx - abdomenRx * uniform(random, 0.3, 0.6),
        abdomenY + abdomenRy * uniform(random, -0.5, 0.5),
        Math.max(0.5, u * 0.9),
        Math.max(0.5, u * 0.9),
        () => spot,
      )
  }
  mirrorLeft(canvas)
  if (kind === 0)
    for (let y = Math.round(abdomenY - abdomenRy + 1); y <= Math.round(abdomenY + abdomenRy - 1); y++)
      canvas.set(Math.round(cx), y, legColour)
  if (height >= 16) canvas.set(Math.round(cx - width * 0.06), Math.round(headY), [245, 245, 235]) // eye glint
  if (random() < 0.7) canvas.outline(legColour, background)
  return canvas.image()
}

/**
 * A potion (round or tall flask, cork, liquid with a lighter surface line, glass glints) or a cut gem
 * (an octagon or a brilliant: table, crown facets in three shades, a sparkle), 8 to 48 px.
 */
const potionGemSprite: SpriteGenerator['draw'] = (random) => {
  const size = random() < 0.3 ? int(random, 8, 12) : int(random, 13, 48)
  const liquid = palette(random, 4, 'ramp').slice(1)
  const outlineColour = ink(random)
  const white: RGB = [250, 250, 245]
  if (random() < 0.55) {
    const width = size
    const height = Math.round(size * uniform(random, 1.1, 1.4))
    const background = backgroundOf(random, 0.85)
    const canvas = begin(width, height, background)
    const glass = palette(random, 1, 'scatter')[0] as RGB
    const cork: RGB = jitter(random, [150, 100, 60])
    const cx = (width - 1) / 2
    const neckW = Math.max(1, Math.round(width * 0.14))
    const neckH = Math.max(1, Math.round(height * 0.18))
    rect(canvas, cx - neckW, 1, cx + neckW, neckH, cork)
    rect(canvas, cx - neckW, neckH + 1, cx + neckW, neckH + Math.max(1, Math.round(neckH / 2)), glass)
    const bodyTop = neckH + Math.max(1, Math.round(neckH / 2))
    const tall = random() < 0.4
    const rx = width * (tall ? 0.32 : 0.45)
    const ry = (height - 2 - bodyTop) / 2
    const cy = bodyTop + ry + 0.5
    const level = cy - ry * uniform(random, -0.3, 0.6)
    const fill = (x: number, y: number): RGB =>
      y < level
        ? glass
        : Math.abs(y - level) < 0.8
          ? at(liquid, 2)
          : x < cx - rx * 0.3
            ? at(liquid, 1)
            : at(liquid, 0)
    if (tall)
      for (let y = bodyTop + 1; y <= height - 2; y++)
        for (let x = Math.round(cx - rx); x <= Math.round(cx + rx); x++) canvas.set(x, y, fill(x, y))
    else ellipse(canvas, cx, cy, rx, ry, fill)
    canvas.set(Math.round(cx - rx * 0.55), Math.round(cy - ry * 0.3), white)
    if (width >= 16) canvas.set(Math.round(cx - rx * 0.55), Math.round(cy - ry * 0.3) + 1, white)
    canvas.outline(outlineColour, background)
    return canvas.image()
  }
  const width = size
  const height = Math.round(size * uniform(random, 0.8, 1.1))
  const background = backgroundOf(random, 0.85)
  const canvas = begin(width, height, background)
  const cx = width / 2
  const brilliant = random() < 0.5
  const crown = brilliant ? height * 0.38 : height * 0.28
  const outer: [number, number][] = brilliant
    ? [
        [width * 0.22, 1],
        [width * 0.78, 1],
        [width - 1, crown],
        [cx, height - 1],
        [1, crown],
      ]
    : [
        [width * 0.3, 1],
        [width * 0.7, 1],
        [width - 1, crown],
        [width - 1, height - 1 - crown],
        [width * 0.7, height - 1],
        [width * 0.3, height - 1],
        [1, height - 1 - crown],
        [1, crown],
      ]
  polygon(canvas, outer, at(liquid, 1))
  // Facets: the left crown light, the right side dark, a table in the lightest shade.
  polygon(
    canvas,
    [
      [1, crown],
      [width * 0.22, 1],
      [cx, crown],
    ],
    at(liquid, 2),
  )
  polygon(
    canvas,
    [
      [width - 1, crown],
      [cx, crown],
      [cx, height - 1],
      [width - 1, height - 1 - (brilliant ? 0 : crown)],
    ],
    at(liquid, 0),
  )
  if (!brilliant)
    polygon(
      canvas,
      [
        [width * 0.35, crown],
        [width * 0.65, crown],
        [width * 0.65, height - 1 - crown],
        [width * 0.35, height - 1 - crown],
      ],
      at(liquid, 2),
    )
  canvas.set(Math.round(width * 0.3), Math.round(crown * 0.6), white)
  if (width >= 20) {
    canvas.set(Math.round(width * 0.3) - 1, Math.round(crown * 0.6), white)
    canvas.set(Math.round(width * 0.3), Math.round(crown * 0.6) - 1, white)
  }
  canvas.outline(outlineColour, background)
  return canvas.image()
}

/**
 * A game HUD piece: a health or mana bar (a framed track, a fill with a highlight row, notches, a heart
 * or drop at the left) or an inventory grid (bevelled slots, a few holding small items), 24 to 120 px.
 */
const hudSprite: SpriteGenerator['draw'] = (random) => {
  const frame = palette(random, 3, 'ramp')
  const [fillColour, item0, item1] = palette(random, 3, 'scatter') as [RGB, RGB, RGB]
  const outlineColour = ink(random)
  if (random() < 0.5) {
    const width = int(random, 24, 120)
    const height = int(random, 7, Math.max(8, Math.min(20, Math.round(width / 4))))
    const background = backgroundOf(random, 0.8)
    const canvas = begin(width, height, background)
    const icon = Math.min(height, Math.round(height * 1))
    const x0 = icon + 1
    rect(canvas, x0, 0, width - 1, height - 1, at(frame, 1))
    rect(canvas, x0, 0, width - 1, 0, at(frame, 2))
    rect(canvas, x0 + 1, 2, width - 3, height - 3, at(frame, 0))
    const share = uniform(random, 0.15, 1)
    const fillEnd = x0 + 1 + Math.round((width - 4 - x0) * share)
    rect(canvas, x0 + 1, 2, fillEnd, height - 3, fillColour)
    const light = fillColour.map((v) => Math.min(255, v + 70)) as RGB
    rect(canvas, x0 + 1, 2, fillEnd, 2, light)
    const notch = int(random, 0, 1) ? Math.max(4, Math.round(width / int(random, 5, 10))) : 0
    if (notch)
      for (let x = x0 + notch; x < width - 2; x += notch) rect(canvas, x, 2, x, height - 3, at(frame, 0))
    // The icon: a heart (two lobes and a point) or a drop.
    const r = Math.max(1, icon / 4)
    if (random() < 0.5) {
      ellipse(canvas, icon * 0.3, icon * 0.35, r, r, () => item0)
      ellipse(canvas, icon * 0.7 - 1, icon * 0.35, r, r, () => item0)
      polygon(
        canvas,
        [
          [0, icon * 0.4],
          [icon - 1, icon * 0.4],
          [icon / 2 - 0.5, icon - 1],
        ],
        item0,
      )
    } else {
      polygon(
        canvas,
        [
          [icon / 2 - 0.5, 0],
          [icon * 0.85, icon * 0.6],
          [icon * 0.15, icon * 0.6],
        ],
        item1,
      )
      ellipse(canvas, icon / 2 - 0.5, icon * 0.65, icon * 0.35, icon * 0.33, () => item1)
    }
    canvas.set(Math.round(icon * 0.3), Math.round(icon * 0.3), [250, 250, 245])
    return canvas.image()
  }
  const slot = int(random, 7, 18)
  const columns = int(random, 2, Math.max(2, Math.floor(110 / slot)))
  const rows = int(random, 1, Math.max(1, Math.min(5, Math.floor(100 / slot))))
  const gap = int(random, 0, 2)
  const width = columns * (slot + gap) - gap + 2
  const height = rows * (slot + gap) - gap + 2
  const canvas = begin(width, height, random() < 0.5 ? at(frame, 1) : null)
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < columns; c++) {
      const x = 1 + c * (slot + gap)
      const y = 1 + r * (slot + gap)
      rect(canvas, x, y, x + slot - 1, y + slot - 1, at(frame, 0))
      rect(canvas, x, y + slot - 1, x + slot - 1, y + slot - 1, at(frame, 2))
      rect(canvas, x + slot - 1, y, x + slot - 1, y + slot - 1, at(frame, 2))
      if (random() < 0.35) {
        const c0 = random() < 0.5 ? item0 : item1
        ellipse(canvas, x + slot / 2 - 0.5, y + slot / 2 - 0.5, slot * 0.28, slot * 0.28, () => c0)
        canvas.set(x + Math.round(slot * 0.35), y + Math.round(slot * 0.35), [250, 250, 245])
      }
    }
  if (!canvas.opaque(0, 0)) canvas.outline(outlineColour, null)
  return canvas.image()
}

/**
 * A weather icon: sun (disc and rays), cloud (overlapping puffs shaded underneath), rain, snow or a storm
 * below a cloud, or a crescent moon with stars, 8 to 40 px.
 */
const weatherSprite: SpriteGenerator['draw'] = (random) => {
  const size = random() < 0.35 ? int(random, 8, 12) : int(random, 13, 40)
  const width = size
  const height = Math.round(size * uniform(random, 0.85, 1.1))
  const background = backgroundOf(random, 0.8)
  const canvas = begin(width, height, background)
  const kind = int(random, 0, 5)
  const sun = jitter(random, [250, 200, 50])
  const sunLight = jitter(random, [255, 240, 140])
  const cloud = jitter(random, [236, 240, 246])
  const cloudDark = jitter(random, [150, 165, 190])
  const water = jitter(random, [70, 130, 230])
  const bolt = jitter(random, [255, 225, 60])
  const outlineColour = ink(random)
  const cx = (width - 1) / 2
  if (kind === 0) {
    const r = size * 0.26
    const rays = size >= 14 ? 8 : 4
    for (let i = 0; i < rays; i++) {
      const a = (i * 2 * Math.PI) / rays
      line(
        canvas,
        cx + Math.cos(a) * r * 1.4,
        height / 2 - 0.5 + Math.sin(a) * r * 1.4,
        cx + Math.cos(a) * (size / 2 - 0.5),
        height / 2 - 0.5 + Math.sin(a) * (size / 2 - 0.5),
        sun,
      )
    }
    ellipse(canvas, cx, height / 2 - 0.5, r, r, (x, y) =>
      x + y < cx + height / 2 - r * 0.6 ? sunLight : sun,
    )
  } else if (kind === 5) {
    const r = size * 0.38
    ellipse(canvas, cx - size * 0.05, height / 2, r, r, () => sunLight)
    ellipse(canvas, cx + r * 0.55, height / 2 - r * 0.35, r * 0.85, r * 0.85, () => background)
    for (let i = 0; i < int(random, 1, 3); i++) {
      const sx = int(random, Math.round(width * 0.6), width - 2)
      const sy = int(random, 1, Math.round(height * 0.5))
      sparkle(canvas, sx, sy, cloud, size >= 16)
    }
  } else {
    const cloudBottom = kind === 1 ? height * 0.8 : height * 0.55
    if (kind === 1 && random() < 0.5)
      ellipse(canvas, width * 0.7, height * 0.3, size * 0.22, size * 0.22, () => sun)
    const puffs: [number, number, number][] = [
      [width * 0.3, cloudBottom - size * 0.15, size * 0.17],
      [width * 0.52, cloudBottom - size * 0.25, size * 0.23],
      [width * 0.72, cloudBottom - size * 0.14, size * 0.16],
    ]
    for (const [px, py, r] of puffs)
      ellipse(canvas, px, py, r, r, (_x, y) => (y > cloudBottom - size * 0.1 ? cloudDark : cloud))
    rect(canvas, width * 0.3, cloudBottom - size * 0.12, width * 0.72, cloudBottom, cloudDark)
    const below = Math.round(cloudBottom + 2)
    if (kind === 2)
      for (let x = Math.round(width * 0.25); x < width * 0.8; x += Math.max(2, Math.round(size / 6)))
        line(canvas, x, below, x - Math.max(1, size / 10), Math.min(height - 1, below + size * 0.25), water)
    else if (kind === 3)
      for (let x = Math.round(width * 0.25); x < width * 0.8; x += Math.max(3, Math.round(size / 5))) {
        sparkle(canvas, x, below + ((x * 7) % 3), cloud, size >= 16)
      }
    else if (kind === 4)
      polygon(
        canvas,
        [
          [cx + size * 0.1, below - 1],
          [cx - size * 0.12, below + size * 0.22],
          [cx + size * 0.02, below + size * 0.22],
          [cx - size * 0.08, height - 1],
          [cx + size * 0.18, below + size * 0.12],
          [cx + size * 0.04, below + size * 0.12],
        ],
        bolt,
      )
  }
  if (size >= 12 && random() < 0.6) canvas.outline(outlineColour, background)
  return canvas.image()
}

/**
 * A top-down map, opaque: grass with a sprinkle of a second green, a meandering river with light edges,
 * a road crossing it (a bridge where they meet), round trees and small houses with roofs and shadows,
 * 24 to 120 px.
 */
const mapSprite: SpriteGenerator['draw'] = (random) => {
  const width = int(random, 24, 120)
  const height = int(random, 24, Math.min(120, Math.round(width * 1.2)))
  const grass = palette(random, 2, 'ramp').map(
    (c) => [Math.round(c[0] * 0.6), Math.max(c[1], 110), Math.round(c[2] * 0.5)] as RGB,
  )
  const water: RGB[] = [jitter(random, [50, 90, 190]), jitter(random, [120, 180, 240])]
  const road: RGB[] = [jitter(random, [170, 140, 90]), jitter(random, [120, 95, 60])]
  const tree: RGB[] = [
    jitter(random, [20, 70, 35]),
    jitter(random, [40, 120, 50]),
    jitter(random, [90, 170, 70]),
  ]
  const roof = palette(random, 1, 'scatter')[0] as RGB
  const wall: RGB = jitter(random, [220, 210, 190])
  const canvas = begin(width, height, at(grass, 1))
  for (let i = 0; i < (width * height) / 18; i++)
    canvas.set(int(random, 0, width - 1), int(random, 0, height - 1), at(grass, 0))
  const riverW = Math.max(2, Math.round(Math.min(width, height) * uniform(random, 0.08, 0.16)))
  const phase = random() * 6
  const amp = width * uniform(random, 0.05, 0.15)
  const riverX = (y: number) => width * 0.55 + amp * Math.sin(y / (height / 3) + phase)
  for (let y = 0; y < height; y++) {
    const x0 = Math.round(riverX(y) - riverW / 2)
    rect(canvas, x0, y, x0 + riverW - 1, y, water[0] as RGB)
    canvas.set(x0, y, water[1] as RGB)
  }
  const roadY = Math.round(height * uniform(random, 0.3, 0.7))
  const roadW = Math.max(2, Math.round(riverW * 0.8))
  rect(canvas, 0, roadY, width - 1, roadY + roadW - 1, road[0] as RGB)
  rect(canvas, 0, roadY + roadW, width - 1, roadY + roadW, road[1] as RGB)
  const bx = Math.round(riverX(roadY))
  rect(canvas, bx - riverW / 2 - 1, roadY - 1, bx + riverW / 2 + 1, roadY + roadW, road[1] as RGB)
  rect(canvas, bx - riverW / 2 - 1, roadY, bx + riverW / 2 + 1, roadY + roadW - 1, wall)
  const free = (x: number, y: number, r: number) =>
    Math.abs(x - riverX(y)) > riverW / 2 + r + 1 && (y + r < roadY - 1 || y - r > roadY + roadW + 1)
  for (let i = 0; i < int(random, 2, Math.max(3, Math.round((width * height) / 250))); i++) {
    const r = Math.max(1, Math.min(width, height) * uniform(random, 0.04, 0.08))
    const x = uniform(random, r, width - 1 - r)
    const y = uniform(random, r, height - 2 - r)
    if (!free(x, y, r)) continue
    ellipse(canvas, x + 1, y + 1, r, r, () => tree[0] as RGB) // shadow
    ellipse(canvas, x, y, r, r, (px, py) => (px + py < x + y - r * 0.5 ? (tree[2] as RGB) : (tree[1] as RGB)))
  }
  for (let i = 0; i < int(random, 0, 3); i++) {
    const hw = int(random, 4, Math.max(4, Math.round(width / 8)))
    const hh = Math.max(3, Math.round(hw * 0.8))
    const x = int(random, 1, width - hw - 2)
    const y = roadY - hh - 2
    if (y < 1 || !free(x + hw / 2, y + hh / 2, hw / 2)) continue
    rect(canvas, x + 1, y + 1, x + hw, y + hh, tree[0] as RGB)
    rect(canvas, x, y, x + hw - 1, y + hh - 1, wall)
    rect(canvas, x, y, x + hw - 1, y + Math.round(hh / 2) - 1, roof)
  }
  return canvas.image()
}

/**
 * Furniture seen from the front: a bookshelf (books of varied colours and heights), a cabinet (two doors,
 * knobs), a chair, a bed (headboard, pillow, blanket) or a table with a lamp; wood in three shades, 10 to
 * 64 px.
 */
const furnitureSprite: SpriteGenerator['draw'] = (random) => {
  const kind = int(random, 0, 4)
  const size = random() < 0.2 ? int(random, 10, 14) : int(random, 15, 64)
  const brown = (l: number): RGB =>
    jitter(random, [Math.round(150 * l), Math.round(95 * l), Math.round(55 * l)])
  const wood = random() < 0.75 ? [brown(0.45), brown(0.85), brown(1.25)] : palette(random, 3, 'ramp')
  const cloth = palette(random, int(random, 2, 4), 'scatter')
  const outlineColour = ink(random)
  const [dark, mid, light] = [at(wood, 0), at(wood, 1), at(wood, 2)]
  const knob: RGB = jitter(random, [230, 190, 70])
  if (kind === 0 || kind === 1) {
    const width = size
    const height = Math.round(size * uniform(random, 1.1, 1.6))
    const background = backgroundOf(random, 0.85)
    const canvas = begin(width, height, background)
    rect(canvas, 0, 0, width - 1, height - 1, mid)
    rect(canvas, 0, 0, width - 1, 0, light)
    if (kind === 0) {
      const shelves = Math.max(2, Math.round(height / int(random, 8, 12)))
      const shelfH = (height - 2) / shelves
      for (let s = 0; s < shelves; s++) {
        const y0 = Math.round(1 + s * shelfH)
        const y1 = Math.round(1 + (s + 1) * shelfH) - 2
        rect(canvas, 1, y0, width - 2, y1, dark)
        for (let x = 1; x < width - 1;) {
          const bw = Math.min(width - 1 - x, int(random, 1, Math.max(1, Math.round(width / 8))))
          const top = y0 + int(random, 0, Math.max(0, Math.round((y1 - y0) / 3)))
          if (random() < 0.85) rect(canvas, x, top, x + bw - 1, y1, pick(random, cloth))
          x += bw
        }
      }
    } else {
      const mid0 = Math.floor(width / 2)
      rect(canvas, 1, 1, mid0 - 1, height - 3, light)
      rect(canvas, mid0 + 1, 1, width - 2, height - 3, light)
      rect(canvas, 2, 2, mid0 - 2, height - 4, mid)
      rect(canvas, mid0 + 2, 2, width - 3, height - 4, mid)
      canvas.set(mid0 - 2, Math.round(height / 2), knob)
      canvas.set(mid0 + 2, Math.round(height / 2), knob)
      rect(canvas, 0, height - 2, width - 1, height - 1, dark)
    }
    canvas.outline(outlineColour, background)
    return canvas.image()
  }
  const width = kind === 3 ? Math.round(size * 1.5) : size
  const height = kind === 2 ? Math.round(size * 1.4) : size
  const background = backgroundOf(random, 0.85)
  const canvas = begin(width, height, background)
  const leg = Math.max(1, Math.round(width / 10))
  if (kind === 2) {
    const seat = Math.round(height * 0.55)
    rect(canvas, 1, 0, leg, height - 1, mid)
    rect(canvas, width - 1 - leg, 0, width - 2, height - 1, dark)
    for (let y = Math.round(height * 0.12); y < seat - 1; y += Math.max(2, Math.round(height / 7)))
      rect(canvas, 1, y, width - 2, y, mid)
    rect(canvas, 0, seat, width - 1, seat + Math.max(1, Math.round(height / 12)), light)
    rect(
      canvas,
      0,
      seat + Math.max(1, Math.round(height / 12)) + 1,
      width - 1,
      seat + Math.max(1, Math.round(height / 12)) + 1,
      dark,
    )
  } else if (kind === 3) {
    const board = Math.round(height * 0.35)
    rect(canvas, 0, 0, leg + 1, height - 1, dark)
    rect(canvas, 0, 0, leg, board, mid)
    const mattress = Math.round(height * 0.45)
    rect(canvas, leg + 1, mattress, width - 1, height - leg - 2, at(cloth, 0))
    rect(canvas, leg + 1, mattress, width - 1, mattress, cloth[0]!.map((v) => Math.min(255, v + 60)) as RGB)
    ellipse(canvas, leg + width * 0.12, mattress - 1, width * 0.09, height * 0.1, () => [242, 240, 232])
    rect(canvas, leg + Math.round(width * 0.3), mattress - 1, width - 1, height - leg - 2, at(cloth, 1))
    rect(canvas, width - leg - 1, mattress, width - 1, height - 1, dark)
    rect(canvas, 0, height - leg - 1, width - 1, height - leg - 1, dark)
  } else {
    const top = Math.round(height * 0.55)
    rect(canvas, 0, top, width - 1, top + Math.max(1, Math.round(height / 14)), light)
    rect(canvas, 1, top + Math.max(1, Math.round(height / 14)) + 1, leg, height - 1, mid)
    rect(canvas, width - 1 - leg, top + Math.max(1, Math.round(height / 14)) + 1, width - 2, height - 1, dark)
    const lampX = Math.round(width * uniform(random, 0.25, 0.6))
    const shadeW = Math.max(2, Math.round(width * 0.18))
    rect(canvas, lampX, Math.round(top * 0.5), lampX, top - 1, dark)
    polygon(
      canvas,
      [
        [lampX - shadeW / 2, top * 0.5],
        [lampX + shadeW / 2 + 1, top * 0.5],
        [lampX + shadeW / 4 + 1, 1],
        [lampX - shadeW / 4, 1],
      ],
      at(cloth, 0),
    )
  }
  canvas.outline(outlineColour, background)
  return canvas.image()
}

export const OSSUARY_GENERATORS: SpriteGenerator[] = [
  { name: 'heraldry', draw: heraldrySprite },
  { name: 'ship-topdown', draw: shipSprite },
  { name: 'insect-topdown', draw: insectSprite },
  { name: 'potion-gem', draw: potionGemSprite },
  { name: 'hud', draw: hudSprite },
  { name: 'weather', draw: weatherSprite },
  { name: 'map-topdown', draw: mapSprite },
  { name: 'furniture', draw: furnitureSprite },
]
