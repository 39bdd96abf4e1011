// The generators of the `henge` split of the wide recovery bench, written before round 9 changes the
// method and used by no other split: trophies and medals, treasure chests and barrels, helmets, jellyfish
// and octopuses, hot-air balloons, party balloons and kites, gravestones, pottery (vases, teapots, mugs)
// and snakes. Held back until round 9 scored it once;
// a development split now: see bench/lib/wide/splits.ts.
import { uniform, type Random } from '../../../packages/pixelart/src/recover/testing/degrade.ts'
import {
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
  ring,
  pick,
  polygon,
  scale,
  solid,
  side,
  ramp,
  bayer,
  nudge,
  trimmed,
  flipped,
  within,
} from './canvas.ts'

const ink = (random: Random): RGB => {
  const v = int(random, 12, 40)
  return [v + int(random, 0, 12), v + int(random, 0, 6), v + int(random, 0, 16)]
}

const METALS: RGB[] = [
  [222, 176, 52], // gold
  [188, 194, 206], // silver
  [196, 122, 62], // bronze
]

/**
 * A trophy cup (a bowl with two loop handles, a stem with a knot, a stepped foot, a dark plinth with a
 * plaque on some, a star on larger bowls) or a medal on a ribbon (two-coloured V ribbon, a rimmed disc with
 * an embossed star), gold, silver or bronze in four tones lit from the left, with a highlight streak;
 * 8 to 100 px high.
 */
const trophySprite: SpriteGenerator['draw'] = (random) => {
  const height = side(random, 0.25, 14, 100)
  const medal = random() < 0.3
  const width = Math.max(
    8,
    Math.round(height * (medal ? uniform(random, 0.5, 0.7) : uniform(random, 0.7, 1))),
  )
  const background = random() < 0.2 ? scale(palette(random, 1, 'scatter')[0] as RGB, 0.45) : null
  const canvas = begin(width + 2, height + 2, background)
  const metal = ramp(nudge(random, pick(random, METALS)), 4)
  const dark = ink(random)
  const cx = (width + 1) / 2
  /** Metal lit from the left, across a body `half` px wide around cx. */
  const lit = (x: number, half: number): RGB => {
    const u = (x - cx) / Math.max(1, half)
    if (u < -0.55 && u > -0.8 && half >= 4) return at(metal, 3)
    return u < -0.2 ? at(metal, 2) : u < 0.5 ? at(metal, 1) : at(metal, 0)
  }
  if (medal) {
    const [a, b] = palette(random, 2, 'scatter') as [RGB, RGB]
    const r = Math.max(3, Math.round(width * 0.45))
    const discY = height - r
    // The ribbon: two bands meeting in a V above the disc.
    for (let y = 1; y < discY; y++) {
      const t = y / discY
      const spread = (width / 2) * (1 - t * 0.6)
      const band = Math.max(1, Math.round(width * 0.18))
      for (let k = 0; k < band; k++) {
        canvas.set(Math.round(cx - spread + k + t * spread * 0.8), y, a)
        canvas.set(Math.round(cx + spread - k - t * spread * 0.8), y, b)
      }
    }
    ellipse(canvas, cx, discY, r, r, (x) => lit(x, r))
    if (r >= 4) ring(canvas, cx, discY, r, r, 1, at(metal, 0))
    if (r >= 5) {
      // An embossed five-point star.
      const pts: [number, number][] = []
      for (let i = 0; i < 10; i++) {
        const ang = -Math.PI / 2 + (i * Math.PI) / 5
        const rr = (i % 2 ? 0.22 : 0.55) * r
        pts.push([cx + 0.5 + rr * Math.cos(ang), discY + 0.5 + rr * Math.sin(ang)])
      }
      polygon(canvas, pts, at(metal, 3))
    }
  } else {
    const plinth = height >= 20 && random() < 0.6
    const plinthH = plinth ? Math.max(3, Math.round(height * 0.16)) : 0
    const footH = Math.max(1, Math.round(height * 0.08))
    const stemH = Math.max(1, Math.round(height * uniform(random, 0.12, 0.22)))
    const bowlTop = 1
    const bowlBottom = height - plinthH - footH - stemH
    const bowlHalf = (width / 2) * uniform(random, 0.62, 0.78)
    const shape = pick(random, ['round', 'tulip', 'cone'] as const)
    const bowlAt = (y: number) => {
      const t = (y - bowlTop) / Math.max(1, bowlBottom - bowlTop)
      return shape === 'round'
        ? bowlHalf * Math.sqrt(Math.max(0, 1 - t * t))
        : shape === 'tulip'
          ? bowlHalf * (1 - 0.7 * t * t) * (t < 0.2 ? 0.9 + t * 0.5 : 1)
          : bowlHalf * (1 - 0.8 * t)
    }
    // Handles first (loops at both sides of the upper bowl), then the bowl over their inner halves.
    if (width >= 10) {
      const hr = Math.max(1.5, bowlHalf * 0.45)
      const hy = bowlTop + (bowlBottom - bowlTop) * 0.35
      for (const s of [-1, 1])
        ring(
          canvas,
          cx + s * (bowlHalf + hr * 0.2),
          hy,
          hr,
          hr * 1.2,
          Math.max(1, hr * 0.35),
          at(metal, s < 0 ? 2 : 0),
        )
    }
    for (let y = bowlTop; y <= bowlBottom; y++) {
      const half = bowlAt(y)
      for (let x = Math.round(cx - half); x <= Math.round(cx + half); x++) canvas.set(x, y, lit(x, half))
    }
    // The rim: a darker lip with the bowl's inside showing.
    rect(canvas, cx - bowlHalf + 1, bowlTop, cx + bowlHalf - 1, bowlTop, at(metal, 0))
    if (height >= 24)
      rect(canvas, cx - bowlHalf + 2, bowlTop + 1, cx + bowlHalf - 2, bowlTop + 1, at(metal, 1))
    // Stem, knot and foot.
    const stemHalf = Math.max(0.5, width * 0.07)
    for (let y = bowlBottom + 1; y <= bowlBottom + stemH; y++)
      for (let x = Math.round(cx - stemHalf); x <= Math.round(cx + stemHalf); x++)
        canvas.set(x, y, lit(x, stemHalf + 1))
    if (stemH >= 4) {
      const ky = bowlBottom + Math.round(stemH / 2)
      rect(canvas, cx - stemHalf - 1, ky, cx + stemHalf + 1, ky, at(metal, 2))
    }
    const footTop = bowlBottom + stemH + 1
    for (let y = footTop; y < footTop + footH; y++) {
      const half = width * (0.22 + (0.14 * (y - footTop + 1)) / footH)
      for (let x = Math.round(cx - half); x <= Math.round(cx + half); x++) canvas.set(x, y, lit(x, half))
    }
    if (plinth) {
      const wood = ramp(nudge(random, [92, 58, 40]), 3)
      const top = footTop + footH
      const half = width * 0.42
      rect(canvas, cx - half, top, cx + half, height, at(wood, 1))
      rect(canvas, cx - half, top, cx + half, top, at(wood, 2))
      rect(canvas, cx + half - Math.max(1, half * 0.15), top, cx + half, height, at(wood, 0))
      if (plinthH >= 4) rect(canvas, cx - half * 0.5, top + 2, cx + half * 0.5, height - 1, at(metal, 2))
    }
    if (height >= 40 && random() < 0.6) {
      const sy = bowlTop + (bowlBottom - bowlTop) * 0.4
      const rr = bowlHalf * 0.35
      const pts: [number, number][] = []
      for (let i = 0; i < 10; i++) {
        const ang = -Math.PI / 2 + (i * Math.PI) / 5
        pts.push([
          cx + 0.5 + (i % 2 ? 0.45 : 1) * rr * Math.cos(ang),
          sy + (i % 2 ? 0.45 : 1) * rr * Math.sin(ang),
        ])
      }
      polygon(canvas, pts, at(metal, 3))
    }
  }
  if (random() < 0.8) canvas.outline(dark, background)
  return background ? canvas.image() : trimmed(canvas)
}

/**
 * A treasure chest (planks with dark seams, metal straps and corners, a lock plate with a keyhole; closed
 * with a domed lid, or open with the lid's dark inside showing and a heap of coins and gems) or a barrel
 * (bulging staves shaded across, two or three metal hoops, a lit top on some); 8 to 100 px wide.
 */
const chestSprite: SpriteGenerator['draw'] = (random) => {
  const barrel = random() < 0.4
  const long = side(random, 0.25, 14, 100)
  const width = barrel ? Math.max(8, Math.round(long * uniform(random, 0.62, 0.8))) : long
  const height = barrel ? long : Math.max(8, Math.round(long * uniform(random, 0.7, 0.95)))
  const background = random() < 0.2 ? scale(palette(random, 1, 'ramp')[0] as RGB, 0.5) : null
  const canvas = begin(width, height, background)
  const wood = ramp(
    nudge(
      random,
      pick(random, [
        [150, 96, 54],
        [120, 74, 46],
        [168, 120, 70],
      ] as RGB[]),
    ),
    3,
  )
  const metal = ramp(nudge(random, pick(random, METALS)), 3)
  const dark = ink(random)
  const u = Math.max(1, Math.round(width / 14))
  if (barrel) {
    const cx = (width - 1) / 2
    const staves = Math.max(3, Math.round(width / int(random, 3, 5)))
    const top = random() < 0.5 ? Math.max(1, Math.round(height * 0.08)) : 0
    for (let y = 0; y < height; y++) {
      const t = (y - (height - 1) / 2) / ((height - 1) / 2)
      const half = (width / 2) * (0.8 + 0.2 * (1 - t * t))
      for (let x = Math.round(cx - half); x <= Math.round(cx + half); x++) {
        const v = (x - cx) / half
        const ang = Math.asin(Math.max(-1, Math.min(1, v)))
        const stave = Math.floor(((ang + Math.PI / 2) / Math.PI) * staves)
        const seam =
          Math.floor(
            ((Math.asin(Math.max(-1, Math.min(1, (x + 1 - cx) / half))) + Math.PI / 2) / Math.PI) * staves,
          ) !== stave
        let c = v < -0.45 ? at(wood, 2) : v < 0.45 ? at(wood, 1) : at(wood, 0)
        if (seam && width >= 12 && Math.abs(v) < 0.9) c = at(wood, 0)
        canvas.set(x, y, c)
      }
    }
    if (top)
      ellipse(canvas, cx, top, width * 0.42, top, (x) =>
        x < cx ? at(wood, 2) : mix(at(wood, 1), at(wood, 2), 0.5),
      )
    const hoops = height >= 20 ? int(random, 2, 3) : 2
    const hoopH = Math.max(1, Math.round(height / 18))
    for (let i = 0; i < hoops; i++) {
      const hy = Math.round(((i + 0.5) / hoops) * (height - 1) * 0.8 + height * 0.1)
      for (let y = hy; y < hy + hoopH; y++) {
        const t = (y - (height - 1) / 2) / ((height - 1) / 2)
        const half = (width / 2) * (0.8 + 0.2 * (1 - t * t))
        for (let x = Math.round(cx - half); x <= Math.round(cx + half); x++)
          canvas.set(x, y, (x - cx) / half < -0.3 ? at(metal, 2) : at(metal, 1))
      }
    }
  } else {
    const open = random() < 0.45
    const lidH = Math.max(2, Math.round(height * (open ? 0.34 : 0.38)))
    const bodyTop = lidH
    // Body: planks with seams.
    const plank = Math.max(2, Math.round(height / int(random, 5, 8)))
    for (let y = bodyTop; y < height; y++)
      for (let x = 0; x < width; x++) {
        const seam = (y - bodyTop) % plank === plank - 1 && y < height - 1
        canvas.set(
          x,
          y,
          seam ? at(wood, 0) : x > width - 1 - u ? at(wood, 0) : y === bodyTop ? at(wood, 2) : at(wood, 1),
        )
      }
    if (open) {
      // The lid tipped back: its dark inside, then a heap of coins and gems above the rim.
      rect(canvas, u, 0, width - 1 - u, lidH - Math.max(1, Math.round(lidH / 3)), scale(at(wood, 0), 0.7))
      rect(canvas, 0, 0, width - 1, Math.max(0, u - 1), at(wood, 1))
      const gold = ramp(nudge(random, [230, 190, 60]), 3)
      const gems = palette(random, 3, 'scatter').map((c) => scale(c, 1.2))
      for (let i = 0; i < Math.max(3, Math.round(width / 3)); i++) {
        const gx = uniform(random, u + 1, width - 2 - u)
        const gy = uniform(random, lidH * 0.45, lidH + 1)
        const r = Math.max(0.6, uniform(random, 0.8, 1.6) * u)
        const gem = random() < 0.2 ? pick(random, gems) : null
        ellipse(canvas, gx, gy, r, r * 0.8, (x, y) => gem ?? (x < gx && y < gy ? at(gold, 2) : at(gold, 1)))
      }
    } else {
      // A domed lid: rows of planks under a rounded top.
      for (let y = 0; y < lidH; y++) {
        const t = 1 - y / lidH
        const inset = Math.round(u * 2 * t * t)
        for (let x = inset; x < width - inset; x++)
          canvas.set(
            x,
            y,
            y === lidH - 1
              ? at(wood, 0)
              : x > width - 1 - inset - u
                ? at(wood, 0)
                : y <= 1
                  ? at(wood, 2)
                  : at(wood, 1),
          )
      }
    }
    // Straps and corners in metal.
    if (width >= 12)
      for (const sx of [u * 2, width - 1 - u * 3])
        rect(canvas, sx, open ? lidH : 0, sx + u - 1, height - 1, at(metal, 1))
    rect(canvas, 0, height - u, u, height - 1, at(metal, 0))
    rect(canvas, width - 1 - u, height - u, width - 1, height - 1, at(metal, 0))
    // The lock plate, with a keyhole on larger chests.
    const lw = Math.max(1, Math.round(width * 0.09))
    const ly = bodyTop - (open ? 0 : Math.round(lidH * 0.3))
    const cx = Math.round((width - 1) / 2)
    rect(canvas, cx - lw, ly, cx + lw, ly + lw * 2, at(metal, 2))
    if (lw >= 2) {
      canvas.set(cx, ly + lw, dark)
      canvas.set(cx, ly + lw + 1, dark)
    }
  }
  if (random() < 0.75) canvas.outline(dark, background)
  return canvas.image()
}

/**
 * A helmet seen from the front (a dome lit from the left, a visor slit and a nose guard, breathing holes,
 * rivets along a brow band, and a plume, horns or a ridge on top) or from the side (a profile with a
 * neck guard, a visor slit and a trailing plume), facing either way; 8 to 96 px.
 */
const helmetSprite: SpriteGenerator['draw'] = (random) => {
  const top = pick(random, ['plume', 'horns', 'ridge', 'none'] as const)
  const size = side(random, 0.25, 14, top === 'horns' ? 80 : 90)
  const profile = random() < 0.35
  const width = size + (top === 'horns' ? Math.round(size * 0.5) : 0)
  const height = size + (top === 'plume' ? Math.round(size * 0.4) : 0)
  const background = random() < 0.25 ? scale(palette(random, 1, 'scatter')[0] as RGB, 0.4) : null
  const canvas = begin(width + 2, height + 2, background)
  const metal = ramp(
    nudge(
      random,
      pick(random, [
        [170, 176, 188],
        [150, 150, 160],
        [196, 150, 80],
      ] as RGB[]),
    ),
    4,
  )
  const [feather, horn] = [
    ramp(scale(palette(random, 1, 'scatter')[0] as RGB, 1.1), 3),
    ramp(nudge(random, [226, 214, 180]), 3),
  ]
  const dark = ink(random)
  const cx = (width + 1) / 2
  const headTop = height - size + 1
  const r = size / 2
  const cy = headTop + r
  // The shell: a half dome over a straight lower part to the chin.
  for (let y = headTop; y <= height; y++)
    for (let x = Math.round(cx - r); x <= Math.round(cx + r); x++) {
      const dx = (x - cx) / r
      const dy = (y - cy) / r
      const inDome = dy < 0 ? dx * dx + dy * dy <= 1 : Math.abs(dx) <= 1 - (profile ? 0 : 0.12 * dy * dy)
      if (!inDome) continue
      if (profile && dx > 0.2 && dy > 0.25 && dx > 1.1 - dy) continue
      const c =
        dx < -0.6 && dy < 0.1
          ? at(metal, 3)
          : dx < -0.15
            ? at(metal, 2)
            : dx < 0.55
              ? at(metal, 1)
              : at(metal, 0)
      canvas.set(x, y, c)
    }
  const u = Math.max(1, Math.round(size / 14))
  const brow = Math.round(cy - r * 0.05)
  // The brow band with rivets.
  rect(canvas, cx - r, brow, cx + r, brow + u - 1, at(metal, 2))
  if (size >= 20)
    for (let x = Math.round(cx - r + 2 * u); x < cx + r - u; x += 3 * u) canvas.set(x, brow, at(metal, 3))
  // The visor slit and the nose guard (front) or the eye slit (profile).
  const slitY = brow + u + Math.max(1, Math.round(r * 0.12))
  if (profile) rect(canvas, cx + r * 0.1, slitY, cx + r, slitY + u - 1, dark)
  else {
    rect(canvas, cx - r * 0.78, slitY, cx + r * 0.78, slitY + u - 1, dark)
    rect(canvas, cx - u / 2, brow, cx + u / 2 - (u === 1 ? 1 : 0), cy + r * 0.8, at(metal, 2))
    if (size >= 24)
      for (let y = slitY + 3 * u; y < cy + r * 0.8; y += 2 * u)
        for (let x = Math.round(cx + r * 0.25); x < cx + r * 0.7; x += 2 * u) canvas.set(x, y, dark)
  }
  if (profile) {
    // The neck guard flares out at the back.
    polygon(
      canvas,
      [
        [cx - r, cy],
        [cx - r - u * 2, height + 1],
        [cx - r * 0.2, height + 1],
      ],
      at(metal, 1),
    )
  }
  if (top === 'plume') {
    const strands = Math.max(2, Math.round(size / 6))
    for (let i = 0; i < strands; i++) {
      const x0 = cx + (profile ? -r * 0.2 : (i - (strands - 1) / 2) * 0.8)
      const lean = profile
        ? -uniform(random, 0.4, 1) * r
        : (i - (strands - 1) / 2) * uniform(random, 0.3, 0.8)
      const tipY = Math.max(0, headTop - (height - size) + int(random, 0, 2))
      line(canvas, x0, headTop, x0 + lean, tipY, at(feather, i % 3))
      line(canvas, x0 + 1, headTop, x0 + lean + 1, tipY + 1, at(feather, (i + 1) % 3))
    }
  } else if (top === 'horns') {
    // Horns grow from the sides of the dome, curving out and up to a point.
    for (const sgn of [-1, 1]) {
      const rootX = cx + sgn * r * 0.92
      const rootY = cy - r * 0.25
      const pts: [number, number][] = []
      const steps = 8
      for (let i = 0; i <= steps; i++) {
        const f = i / steps
        const x = rootX + sgn * r * 0.55 * Math.sin((f * Math.PI) / 2)
        const y = rootY - (rootY - headTop) * f * f
        pts.push([x, y])
      }
      for (let i = 0; i < pts.length; i++) {
        const [x, y] = pts[i] as [number, number]
        const th = Math.max(0.6, r * 0.16 * (1 - i / pts.length))
        ellipse(canvas, x, y, th, th, (px) => at(horn, (px - x) * sgn < 0 ? 2 : 1))
      }
    }
  } else if (top === 'ridge') rect(canvas, cx - u / 2, headTop - u, cx + u / 2, cy, at(metal, 3))
  if (random() < 0.8) canvas.outline(dark, background)
  const out = profile && random() < 0.5 ? flipped(canvas) : canvas
  return background ? out.image() : trimmed(out)
}

/**
 * A jellyfish (a domed bell lighter at its scalloped rim, spots, ribbon arms down the middle and one-pixel
 * wavy tentacles) or an octopus (a round mantle with a highlight, two eyes, six to eight tapering tentacles
 * curling outward with light suckers), on dark water with rising bubbles for some; 8 to 110 px.
 */
const seaCreatureSprite: SpriteGenerator['draw'] = (random) => {
  const jelly = random() < 0.5
  const height = side(random, 0.25, 16, 110)
  const width = Math.max(
    8,
    Math.round(height * (jelly ? uniform(random, 0.55, 0.8) : uniform(random, 0.8, 1.1))),
  )
  const water = random() < 0.35 ? nudge(random, [16, 34, 62]) : null
  const canvas = begin(width, height, water)
  const body = ramp(scale(palette(random, 1, 'scatter')[0] as RGB, 1.15), 4)
  const dark = ink(random)
  const cx = (width - 1) / 2
  const phase = uniform(random, 0, Math.PI * 2)
  if (jelly) {
    const rx = width * 0.46
    const ry = height * uniform(random, 0.24, 0.32)
    const cy = ry + 0.5
    // Tentacles first, so the bell covers their roots.
    const n = Math.max(2, Math.round(width / 4))
    for (let i = 0; i < n; i++) {
      const x0 = cx - rx * 0.8 + (i * rx * 1.6) / Math.max(1, n - 1)
      const len = height - cy - int(random, 0, Math.round(height * 0.2))
      for (let y = Math.round(cy); y < cy + len; y++)
        canvas.set(
          Math.round(x0 + Math.sin(y * 0.35 + phase + i) * Math.max(0.6, width / 30)),
          y,
          at(body, 2),
        )
    }
    const arms = width >= 14 ? int(random, 2, 4) : 1
    for (let i = 0; i < arms; i++) {
      const x0 = cx + (i - (arms - 1) / 2) * Math.max(1.5, rx * 0.25)
      const len = (height - cy) * uniform(random, 0.5, 0.85)
      const thick = Math.max(0.6, width / 22)
      for (let y = Math.round(cy); y < cy + len; y++) {
        const x = x0 + Math.sin(y * 0.2 + phase * 2 + i) * thick * 1.5
        rect(canvas, x - thick, y, x + thick, y, at(body, (y & 2) === 0 ? 1 : 0))
      }
    }
    ellipse(canvas, cx, cy, rx, ry, (x, y) => {
      if (y > cy) return null
      const d = Math.hypot((x - cx) / rx, (y - cy) / ry)
      if (d > 0.8) return at(body, 3)
      return (x - cx) / rx < -0.3 && (y - cy) / ry < -0.3 ? at(body, 2) : at(body, 1)
    })
    // A scalloped rim under the bell.
    for (let x = Math.round(cx - rx); x <= Math.round(cx + rx); x++)
      if (Math.floor(x / Math.max(1, Math.round(width / 10))) % 2 === 0)
        canvas.set(x, Math.round(cy) + 1, at(body, 3))
    if (width >= 16)
      for (let i = 0; i < 3; i++)
        ellipse(
          canvas,
          cx + (i - 1) * rx * 0.45,
          cy - ry * 0.45,
          Math.max(0.6, rx * 0.09),
          Math.max(0.6, ry * 0.12),
          solid(at(body, 3)),
        )
  } else {
    const rx = width * 0.3
    const ry = height * 0.3
    const cy = ry + 0.5
    const arms = width >= 16 ? int(random, 6, 8) : 4
    const thick0 = Math.max(1, width * 0.07)
    for (let i = 0; i < arms; i++) {
      const t = (i + 0.5) / arms
      const baseX = cx - rx * 0.9 + t * rx * 1.8
      const dir = (t - 0.5) * 2
      const curl = (random() < 0.5 ? -1 : 1) * uniform(random, 0.6, 1.4)
      const len = height - cy
      let [x, y] = [baseX, cy + ry * 0.5]
      const steps = Math.round(len * 1.6)
      for (let s = 0; s < steps; s++) {
        const f = s / steps
        const ang = Math.PI / 2 - dir * 1.1 * f + curl * f * f * 1.6
        x += Math.cos(ang) * 0.7
        y += Math.sin(ang) * 0.7
        const th = thick0 * (1 - f * 0.85)
        ellipse(canvas, x, y, th, th, (px) => (px < x ? at(body, 2) : at(body, 1)))
        if (width >= 36 && s % 5 === 0 && th >= 1.5)
          canvas.set(Math.round(x + th * 0.5), Math.round(y + th * 0.5), at(body, 3))
      }
    }
    ellipse(canvas, cx, cy, rx, ry, (x, y) =>
      (x - cx) / rx < -0.35 && (y - cy) / ry < -0.35
        ? at(body, 3)
        : (x - cx) / rx > 0.5
          ? at(body, 0)
          : at(body, 2),
    )
    const eye = Math.max(0.6, rx * 0.22)
    for (const s of [-1, 1]) {
      ellipse(canvas, cx + s * rx * 0.45, cy + ry * 0.35, eye, eye, solid([238, 238, 226]))
      canvas.set(Math.round(cx + s * rx * 0.45 + (eye >= 1.5 ? 0.5 : 0)), Math.round(cy + ry * 0.35), dark)
    }
  }
  if (water) {
    const bubble = mix(water, [200, 230, 255], 0.6)
    for (let i = 0; i < Math.round((width * height) / 300) + 1; i++) {
      const bx = int(random, 0, width - 1)
      const by = int(random, 0, height - 1)
      const br = random() < 0.6 || width < 30 ? 0 : 1
      if (br === 0) canvas.set(bx, by, bubble)
      else ring(canvas, bx, by, 1.5, 1.5, 1, bubble)
    }
  }
  if (random() < 0.7) canvas.outline(dark, water)
  return canvas.image()
}

/**
 * A hot-air balloon (an envelope of curved gores in two or three colours, shaded at the right, a band at
 * the equator on some, ropes down to a woven basket), a bunch of party balloons (ovals with a highlight and
 * a knot on curving strings) or a kite (a diamond in four panels, dark spars, a tail of bows); some on a
 * sky with a cloud; 8 to 120 px.
 */
const balloonSprite: SpriteGenerator['draw'] = (random) => {
  const kind = random() < 0.45 ? 'hot-air' : random() < 0.55 ? 'party' : 'kite'
  const height = side(random, 0.25, 16, 120)
  const width = Math.max(
    8,
    Math.round(height * (kind === 'hot-air' ? uniform(random, 0.62, 0.8) : uniform(random, 0.6, 1))),
  )
  const sky = random() < 0.3 ? nudge(random, [120, 176, 226]) : null
  const canvas = begin(width, height, sky)
  const dark = ink(random)
  const colours = palette(random, 3, 'scatter').map((c) => scale(c, 1.15))
  if (sky && width >= 24) {
    const cloud = mix(sky, [255, 255, 255], 0.75)
    const cx = uniform(random, 0, width)
    const cy = uniform(random, height * 0.1, height * 0.8)
    for (let i = 0; i < 3; i++)
      ellipse(
        canvas,
        cx + (i - 1) * width * 0.08,
        cy - (i === 1 ? 2 : 0),
        width * 0.08,
        height * 0.04 + 1,
        solid(cloud),
      )
  }
  if (kind === 'hot-air') {
    const cx = (width - 1) / 2
    const r = width * 0.48
    const cy = r + 0.5
    const mouthY = Math.round(height * 0.72)
    const mouthHalf = Math.max(1, r * 0.28)
    const gores = int(random, 3, 6)
    const stripes = int(random, 2, 3)
    const band = random() < 0.5
    const halfAt = (y: number) =>
      y <= cy
        ? Math.sqrt(Math.max(0, r * r - (y - cy) ** 2))
        : r - ((r - mouthHalf) * (y - cy)) / (mouthY - cy)
    for (let y = 0; y <= mouthY; y++) {
      const half = halfAt(y)
      for (let x = Math.round(cx - half); x <= Math.round(cx + half); x++) {
        const v = Math.max(-1, Math.min(1, (x - cx) / Math.max(0.5, half)))
        const gore = Math.floor(((Math.asin(v) + Math.PI / 2) / Math.PI) * gores * stripes)
        let c = at(colours, gore % stripes)
        if (band && Math.abs(y - cy) <= Math.max(0.5, height * 0.025)) c = at(colours, stripes % 3)
        if (v > 0.6) c = scale(c, 0.7)
        else if (v < -0.65 && y < cy) c = scale(c, 1.2)
        canvas.set(x, y, c)
      }
    }
    const basketTop = Math.round(height * 0.88)
    const basketHalf = Math.max(1, mouthHalf * 0.8)
    const wicker = ramp(nudge(random, [150, 104, 58]), 3)
    for (const s of [-1, 1])
      line(canvas, cx + s * mouthHalf, mouthY + 1, cx + s * basketHalf, basketTop - 1, dark)
    for (let y = basketTop; y < height; y++)
      for (let x = Math.round(cx - basketHalf); x <= Math.round(cx + basketHalf); x++)
        canvas.set(x, y, y === basketTop ? at(wicker, 2) : (x + y) % 2 === 0 ? at(wicker, 1) : at(wicker, 0))
  } else if (kind === 'party') {
    const n = width < 14 ? 1 : int(random, 2, 5)
    const knotY = height - 1
    const knotX = (width - 1) / 2
    const rx = Math.max(2, Math.min(width / (n > 1 ? n * 1.3 : 2.2), height * 0.22))
    const ry = rx * 1.2
    const balloons = Array.from({ length: n }, (_, i) => ({
      x: n === 1 ? knotX : rx + ((width - 1 - 2 * rx) * i) / (n - 1),
      y: ry + 0.5 + uniform(random, 0, height * 0.25),
      c: ramp(at(colours, i), 3),
    }))
    for (const b of balloons) {
      // A string that bends once on its way to the hand.
      const mx = (b.x + knotX) / 2 + uniform(random, -2, 2)
      const my = (b.y + ry + knotY) / 2
      line(canvas, b.x, b.y + ry + 1, mx, my, dark)
      line(canvas, mx, my, knotX, knotY, dark)
    }
    for (const b of balloons) {
      // A dark crescent on the right and below, a lighter cap at the upper left.
      ellipse(canvas, b.x, b.y, rx, ry, (x, y) => {
        const u = (x - b.x) / rx
        const v = (y - b.y) / ry
        if ((u + 0.25) ** 2 + (v + 0.2) ** 2 > 0.8) return at(b.c, 0)
        return (u + 0.4) ** 2 + (v + 0.45) ** 2 < 0.12 ? at(b.c, 2) : at(b.c, 1)
      })
      canvas.set(Math.round(b.x), Math.round(b.y + ry + 0.5), at(b.c, 0))
      if (rx >= 4) canvas.set(Math.round(b.x - rx * 0.45), Math.round(b.y - ry * 0.45), [250, 250, 246])
    }
  } else {
    const cx = (width - 1) / 2
    const kiteH = Math.round(height * 0.55)
    const crossY = kiteH * 0.35
    const top: [number, number] = [cx + 0.5, 0]
    const left: [number, number] = [0, crossY]
    const right: [number, number] = [width, crossY]
    const bottom: [number, number] = [cx + 0.5, kiteH]
    const centre: [number, number] = [cx + 0.5, crossY]
    const [a, b] = [at(colours, 0), at(colours, 1)]
    polygon(canvas, [top, left, centre], a)
    polygon(canvas, [top, centre, right], b)
    polygon(canvas, [left, bottom, centre], b)
    polygon(canvas, [centre, bottom, right], a)
    line(canvas, cx, 0, cx, kiteH - 1, dark)
    line(canvas, 0, crossY, width - 1, crossY, dark)
    // The tail: a wavy string with bows.
    let prev: [number, number] = [cx, kiteH]
    const steps = height - kiteH
    for (let s = 1; s <= steps; s++) {
      const p: [number, number] = [cx + Math.sin(s * 0.15) * width * 0.12, kiteH + s]
      line(canvas, prev[0], prev[1], p[0], p[1], dark)
      if (s % Math.max(3, Math.round(steps / 4)) === 0 && s < steps - 1) {
        const bw = Math.max(1, Math.round(width * 0.06))
        rect(canvas, p[0] - bw, p[1], p[0] - 1, p[1], at(colours, 2))
        rect(canvas, p[0] + 1, p[1], p[0] + bw, p[1], at(colours, 2))
      }
      prev = p
    }
  }
  if (kind !== 'party' && random() < 0.6) canvas.outline(dark, sky)
  return canvas.image()
}

// A 3×5 font for the engravings (R, I, P and a few letters for names).
const FONT: Record<string, string> = {
  R: '110101110101101',
  I: '111010010010111',
  P: '110101110100100',
  A: '010101111101101',
  E: '111100110100111',
  O: '111101101101111',
  N: '101111111111101',
  L: '100100100100111',
}

/**
 * Gravestones: one stone or a row of two to four (rounded, cross, obelisk or notched slab), stone in three
 * or four tones lit from the left, an engraved RIP or runs of dark text, a crack on some, moss dithered up
 * from the base, grass tufts, and on some a night sky with a moon; 8 to 128 px wide.
 */
const graveSprite: SpriteGenerator['draw'] = (random) => {
  const count = random() < 0.7 ? 1 : int(random, 2, 4)
  const stoneH = side(random, 0.3, 14, count > 1 ? 48 : 90)
  const stoneW = Math.max(6, Math.round(stoneH * uniform(random, 0.55, 0.85)))
  const gap = Math.max(1, Math.round(stoneW * 0.3))
  const ground = stoneH >= 14 && random() < 0.7 ? Math.max(2, Math.round(stoneH * 0.12)) : 0
  const width = Math.min(128, count * stoneW + (count - 1) * gap + (ground ? 2 * gap : 0))
  const height = stoneH + ground + 1
  const night = random() < 0.3 ? nudge(random, [24, 28, 56]) : null
  const canvas = begin(width, height, night)
  const stone = ramp(
    nudge(
      random,
      pick(random, [
        [150, 150, 156],
        [140, 132, 120],
        [120, 130, 140],
      ] as RGB[]),
    ),
    4,
  )
  const moss = ramp(nudge(random, [86, 132, 60]), 2)
  const dark = ink(random)
  if (night && width >= 24) {
    const mr = Math.max(1.5, width * 0.06)
    const mx = uniform(random, mr, width - mr)
    ellipse(canvas, mx, mr + 1, mr, mr, solid([238, 232, 196]))
    ellipse(canvas, mx + mr * 0.5, mr + 0.5, mr, mr, solid(night))
  }
  const x0 = ground ? gap : 0
  for (let i = 0; i < count; i++) {
    const left = x0 + i * (stoneW + gap)
    const right = Math.min(width - 1, left + stoneW - 1)
    const h = Math.round(stoneH * (count > 1 ? uniform(random, 0.75, 1) : 1))
    const topY = height - ground - h
    const bottom = height - ground - 1
    const shape = pick(random, ['round', 'round', 'cross', 'obelisk', 'slab'] as const)
    const w = right - left + 1
    const cx = (left + right) / 2
    const inShape = (x: number, y: number): boolean => {
      const v = y - topY
      if (shape === 'round') {
        const r = w / 2
        return v >= r || ((x - cx) / r) ** 2 + ((v - r) / r) ** 2 <= 1
      }
      if (shape === 'cross') {
        const arm = Math.max(1, Math.round(w * 0.2))
        const armY = Math.round(h * 0.28)
        return Math.abs(x - cx) <= arm || (v >= armY - arm && v <= armY + arm)
      }
      if (shape === 'obelisk') {
        const tip = Math.round(h * 0.15)
        const half = (w / 2) * (v < tip ? v / tip : 0.7 + (0.3 * (v - tip)) / Math.max(1, h - tip))
        return Math.abs(x - cx) <= half
      }
      const notch = Math.max(1, Math.round(w * 0.15))
      return !(v < notch && (x - left < notch - v || right - x < notch - v))
    }
    for (let y = topY; y <= bottom; y++)
      for (let x = left; x <= right; x++) {
        if (!inShape(x, y)) continue
        const u = (x - left) / Math.max(1, w - 1)
        let c = u < 0.18 ? at(stone, 3) : u < 0.7 ? at(stone, 2) : u < 0.88 ? at(stone, 1) : at(stone, 0)
        const mossLine = (bottom - y) / Math.max(1, h * 0.3)
        if (mossLine < 1 && bayer(x, y) > mossLine + 0.1 && random() < 0.8) c = at(moss, (x + y) % 2)
        canvas.set(x, y, c)
      }
    // The engraving: RIP on wide enough stones, else runs of text.
    const engraveY = topY + Math.round(h * (shape === 'cross' ? 0.5 : 0.35))
    if (w >= 14 && shape !== 'cross' && random() < 0.7) {
      const word = w >= 24 && random() < 0.5 ? pick(random, ['NOEL', 'ALEN', 'LIAN']) : 'RIP'
      const tw = word.length * 4 - 1
      const tx = Math.round(cx - tw / 2)
      for (let k = 0; k < word.length; k++) {
        const glyph = FONT[word[k] as string] as string
        for (let p = 0; p < 15; p++)
          if (glyph[p] === '1') canvas.set(tx + k * 4 + (p % 3), engraveY + Math.floor(p / 3), at(stone, 0))
      }
    } else if (w >= 8) {
      for (let row = 0; row < Math.min(4, Math.floor(h / 8)); row++) {
        const y = engraveY + row * 2 + (shape === 'cross' ? 0 : 6)
        if (y >= bottom - 1) break
        let x = left + Math.max(1, Math.round(w * 0.2))
        while (x < right - Math.max(1, Math.round(w * 0.2))) {
          const len = int(random, 1, 4)
          for (let k = 0; k < len && x + k < right - w * 0.2; k++)
            if (inShape(x + k, y)) canvas.set(x + k, y, at(stone, 0))
          x += len + 1
        }
      }
    }
    if (h >= 24 && random() < 0.5) {
      let [x, y] = [left + w * uniform(random, 0.4, 0.8), topY + h * 0.1]
      for (let s = 0; s < h * 0.4; s++) {
        if (inShape(Math.round(x), Math.round(y))) canvas.set(Math.round(x), Math.round(y), at(stone, 0))
        x += uniform(random, -0.8, 0.8)
        y += 1
      }
    }
  }
  if (ground) {
    const soil = ramp(nudge(random, [92, 120, 56]), 3)
    for (let y = height - ground; y < height; y++)
      for (let x = 0; x < width; x++)
        canvas.set(x, y, y === height - ground ? at(soil, 2) : (x + y) % 3 ? at(soil, 1) : at(soil, 0))
    for (let x = 0; x < width; x += int(random, 2, 4)) canvas.set(x, height - ground - 1, at(soil, 2))
  }
  if (!night && random() < 0.6) canvas.outline(dark, null)
  return canvas.image()
}

/**
 * Pottery lit from the left: a vase or amphora (a turned profile of neck, shoulder, belly and foot, painted
 * bands of zigzags, dots or steps, loop handles on amphorae), a teapot (a round body, lid and knob, spout,
 * handle, steam) or a mug or teacup (handle, liquid, a saucer under the cup); 8 to 100 px.
 */
const potterySprite: SpriteGenerator['draw'] = (random) => {
  const kind = random() < 0.45 ? 'vase' : random() < 0.6 ? 'teapot' : 'mug'
  const size = side(random, 0.25, 14, 100)
  const width = kind === 'vase' ? Math.max(8, Math.round(size * uniform(random, 0.5, 0.75))) : size
  const height = kind === 'vase' ? size : Math.max(8, Math.round(size * uniform(random, 0.7, 0.95)))
  const background = random() < 0.2 ? scale(palette(random, 1, 'ramp')[0] as RGB, 0.5) : null
  const canvas = begin(width, height, background)
  const clay = ramp(
    nudge(
      random,
      pick(random, [
        [196, 110, 62],
        [210, 200, 186],
        [80, 120, 170],
        [150, 170, 120],
      ] as RGB[]),
    ),
    4,
  )
  const paint = scale(palette(random, 1, 'scatter')[0] as RGB, 0.75)
  const dark = ink(random)
  const lit = (x: number, cx: number, half: number): RGB => {
    const u = (x - cx) / Math.max(1, half)
    return u < -0.55 ? at(clay, 3) : u < 0 ? at(clay, 2) : u < 0.6 ? at(clay, 1) : at(clay, 0)
  }
  if (kind === 'vase') {
    const cx = (width - 1) / 2
    const amphora = width >= 14 && random() < 0.4
    const maxHalf = (width / 2) * (amphora ? 0.72 : 0.98)
    // Control points of the half-width, top to bottom: lip, neck, shoulder, belly, foot.
    const lip = uniform(random, 0.35, 0.6)
    const neck = uniform(random, 0.2, 0.4)
    const belly = uniform(random, 0.85, 1)
    const foot = uniform(random, 0.3, 0.5)
    const keys: [number, number][] = [
      [0, lip],
      [0.18, neck],
      [0.35, belly * 0.9],
      [0.6, belly],
      [0.92, foot],
      [1, foot + 0.05],
    ]
    const halfAt = (t: number) => {
      for (let k = 1; k < keys.length; k++) {
        const [t1, v1] = keys[k] as [number, number]
        const [t0, v0] = keys[k - 1] as [number, number]
        if (t <= t1) {
          const f = (t - t0) / (t1 - t0)
          return maxHalf * (v0 + (v1 - v0) * (0.5 - Math.cos(f * Math.PI) / 2))
        }
      }
      return maxHalf * foot
    }
    const bands = Array.from({ length: size >= 24 ? int(random, 1, 3) : 1 }, () => ({
      y: Math.round(height * uniform(random, 0.3, 0.8)),
      h: Math.max(1, Math.round(height * uniform(random, 0.04, 0.09))),
      kind: pick(random, ['solid', 'zigzag', 'dots', 'steps'] as const),
    }))
    for (let y = 0; y < height; y++) {
      const half = halfAt(y / Math.max(1, height - 1))
      for (let x = Math.round(cx - half); x <= Math.round(cx + half); x++) {
        let c = lit(x, cx, half)
        for (const b of bands) {
          const v = y - b.y
          if (v < 0 || v >= b.h) continue
          const on =
            b.kind === 'solid' ||
            (b.kind === 'zigzag' && Math.abs((x % (2 * b.h)) - b.h) === v) ||
            (b.kind === 'dots' && x % 3 === 0 && v === Math.floor(b.h / 2)) ||
            (b.kind === 'steps' && Math.floor(x / Math.max(2, b.h)) % 2 === (v < b.h / 2 ? 0 : 1))
          if (on) c = (x - cx) / half > 0.6 ? scale(paint, 0.7) : paint
        }
        canvas.set(x, y, c)
      }
    }
    rect(canvas, cx - halfAt(0) - 1, 0, cx + halfAt(0) + 1, 0, at(clay, 2))
    if (amphora)
      for (const s of [-1, 1])
        ring(
          canvas,
          cx + s * (halfAt(0.2) + maxHalf * 0.25),
          height * 0.22,
          maxHalf * 0.3,
          height * 0.1,
          Math.max(1, width / 18),
          at(clay, s < 0 ? 2 : 0),
        )
  } else if (kind === 'teapot') {
    const bodyRx = width * 0.3
    const bodyRy = height * 0.32
    const cx = width * 0.48
    const cy = height - bodyRy - 1
    // Spout: a slanted tube to the right; handle: a loop to the left.
    const sw = Math.max(1, width * 0.05)
    polygon(
      canvas,
      [
        [cx + bodyRx * 0.7, cy + bodyRy * 0.3],
        [width - 1, cy - bodyRy * 0.9],
        [width, cy - bodyRy * 0.9 + sw * 1.5],
        [cx + bodyRx * 0.8, cy + bodyRy * 0.7],
      ],
      at(clay, 1),
    )
    ring(
      canvas,
      cx - bodyRx,
      cy - bodyRy * 0.1,
      bodyRx * 0.45,
      bodyRy * 0.6,
      Math.max(1, width / 16),
      at(clay, 2),
    )
    ellipse(canvas, cx, cy, bodyRx, bodyRy, (x) => lit(x, cx, bodyRx))
    if (height >= 20)
      rect(canvas, cx - bodyRx * 0.95, cy, cx + bodyRx * 0.95, cy + Math.max(0, height / 40), paint)
    const lidY = cy - bodyRy
    ellipse(canvas, cx, lidY, bodyRx * 0.55, Math.max(1, bodyRy * 0.3), (x) => lit(x, cx, bodyRx * 0.55))
    ellipse(
      canvas,
      cx,
      lidY - bodyRy * 0.3,
      Math.max(0.6, bodyRx * 0.12),
      Math.max(0.6, bodyRy * 0.1),
      solid(paint),
    )
    if (height >= 24 && !background) {
      const steam = mix([240, 240, 240], at(clay, 3), 0.2)
      for (let y = 0; y < lidY - bodyRy * 0.5 - 1; y++)
        canvas.set(Math.round(width - 3 + Math.sin(y * 0.6) * 1.5), y, steam)
    }
  } else {
    const saucer = random() < 0.5
    const cupW = width * (saucer ? 0.62 : 0.7)
    const cupTop = Math.round(height * 0.12)
    const cupBottom = height - 1 - (saucer ? Math.max(1, Math.round(height * 0.12)) : 0)
    const cx = width * 0.44
    const half = cupW / 2
    ring(
      canvas,
      cx + half,
      (cupTop + cupBottom) / 2,
      half * 0.5,
      (cupBottom - cupTop) * 0.28,
      Math.max(1, width / 14),
      at(clay, 1),
    )
    for (let y = cupTop; y <= cupBottom; y++) {
      const t = (y - cupTop) / Math.max(1, cupBottom - cupTop)
      const h = saucer ? half * (1 - 0.35 * t * t) : half
      for (let x = Math.round(cx - h); x <= Math.round(cx + h); x++) canvas.set(x, y, lit(x, cx, h))
    }
    const liquid = nudge(
      random,
      pick(random, [
        [92, 56, 34],
        [170, 110, 60],
        [200, 200, 190],
      ] as RGB[]),
    )
    rect(canvas, cx - half + 1, cupTop, cx + half - 1, cupTop, liquid)
    if (height >= 20)
      rect(
        canvas,
        cx - half,
        cupTop + Math.round((cupBottom - cupTop) * 0.3),
        cx + half,
        cupTop + Math.round((cupBottom - cupTop) * 0.3),
        paint,
      )
    if (saucer)
      ellipse(canvas, cx, height - 1 - height * 0.06, width * 0.48, Math.max(1, height * 0.07), (x) =>
        lit(x, cx, width * 0.48),
      )
  }
  if (random() < 0.8) canvas.outline(dark, background)
  return canvas.image()
}

/**
 * A snake: a tapering body along a sine path (seen from above) or a flat coil with the head raised, its
 * top side lit and its far side dark, banded, diamond-backed or spotted, an eye and a forked red tongue;
 * facing either way, 8 to 120 px.
 */
const snakeSprite: SpriteGenerator['draw'] = (random) => {
  const coiled = random() < 0.35
  const size = Math.max(10, side(random, 0.25, 16, 120))
  const width = size
  const height = coiled
    ? Math.max(8, Math.round(size * uniform(random, 0.7, 1)))
    : Math.max(8, Math.round(size * uniform(random, 0.3, 0.55)))
  const background = random() < 0.25 ? scale(palette(random, 1, 'ramp')[0] as RGB, 0.55) : null
  const canvas = begin(width, height, background)
  const skin = ramp(scale(palette(random, 1, 'scatter')[0] as RGB, 1.1), 3)
  const markColour = random() < 0.5 ? ink(random) : scale(palette(random, 1, 'scatter')[0] as RGB, 1.2)
  const pattern = pick(random, ['bands', 'diamonds', 'spots', 'plain'] as const)
  const dark = ink(random)
  const thick = Math.max(1, Math.min(height, width) * (coiled ? 0.09 : 0.14))
  // Sample the path from tail (s = 0) to head (s = 1).
  const pts: [number, number][] = []
  const n = 240
  if (coiled) {
    const cx = width / 2
    const cy = height / 2
    const turns = uniform(random, 1.5, 2.3)
    const rMax = Math.min(width, height) / 2 - thick
    for (let i = 0; i < n; i++) {
      const f = i / (n - 1)
      const ang = f * turns * Math.PI * 2
      const r = rMax * (1 - f * 0.75)
      pts.push([cx + r * Math.cos(ang), cy + r * Math.sin(ang) * (height / width)])
    }
  } else {
    const waves = uniform(random, 1, 2.2)
    const amp = (height / 2 - thick) * uniform(random, 0.6, 1)
    const phase = uniform(random, 0, Math.PI * 2)
    for (let i = 0; i < n; i++) {
      const f = i / (n - 1)
      pts.push([
        thick + f * (width - 2 * thick - 1),
        height / 2 + amp * Math.sin(phase + f * waves * Math.PI * 2),
      ])
    }
  }
  const radius = (f: number) => thick * (0.3 + 0.7 * Math.min(1, f * 3)) * (f > 0.96 ? 1.15 : 1)
  let travelled = 0
  const arc: number[] = [0]
  for (let i = 1; i < n; i++) {
    const [ax, ay] = pts[i - 1] as [number, number]
    const [bx, by] = pts[i] as [number, number]
    travelled += Math.hypot(bx - ax, by - ay)
    arc.push(travelled)
  }
  const period = Math.max(3, thick * 2.2)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      // The nearest sample wins; later (head-ward) samples win ties, so the head lies on top.
      let best = -1
      let bestD = Infinity
      for (let i = 0; i < n; i += 1) {
        const [px, py] = pts[i] as [number, number]
        const d = Math.hypot(x + 0.5 - px, y + 0.5 - py) / radius(i / (n - 1))
        if (d <= bestD) [best, bestD] = [i, d]
      }
      if (bestD > 1) continue
      const [px, py] = pts[best] as [number, number]
      const [qx, qy] = pts[Math.min(n - 1, best + 1)] as [number, number]
      const [ox, oy] = pts[Math.max(0, best - 1)] as [number, number]
      const tx = qx - ox
      const ty = qy - oy
      const norm = Math.hypot(tx, ty) || 1
      // Signed offset across the body: negative towards the upper left (lit).
      const across = ((x + 0.5 - px) * -ty + (y + 0.5 - py) * tx) / norm / radius(best / (n - 1))
      const lightSide = -ty - tx < 0 ? -across : across
      let c = lightSide < -0.35 ? at(skin, 2) : lightSide > 0.5 ? at(skin, 0) : at(skin, 1)
      const s = (arc[best] as number) / period
      if (best < n * 0.95) {
        if (pattern === 'bands' && Math.floor(s) % 2 === 0 && s % 1 < 0.45) c = markColour
        if (pattern === 'diamonds' && Math.abs(across) < 0.6 - Math.abs((s % 1) - 0.5) * 1.2) c = markColour
        if (pattern === 'spots' && thick >= 2 && Math.abs(across) < 0.45 && Math.floor(s * 1.5) % 3 === 0)
          c = markColour
      }
      canvas.set(x, y, c)
    }
  // Eye and tongue at the head.
  const [hx, hy] = pts[n - 1] as [number, number]
  const [bx, by] = pts[n - 6] as [number, number]
  const dl = Math.hypot(hx - bx, hy - by) || 1
  const [dx, dy] = [(hx - bx) / dl, (hy - by) / dl]
  const hr = radius(1)
  canvas.set(Math.round(hx - dy * hr * 0.45), Math.round(hy + dx * hr * 0.45 - 0.5), dark)
  if (size >= 20) {
    const tongue: RGB = [214, 40 + int(random, 0, 30), 48]
    const tipX = hx + dx * (hr + Math.max(2, thick))
    const tipY = hy + dy * (hr + Math.max(2, thick))
    line(canvas, hx + dx * hr, hy + dy * hr, tipX, tipY, tongue)
    if (thick >= 2) {
      canvas.set(Math.round(tipX + dx - dy), Math.round(tipY + dy + dx), tongue)
      canvas.set(Math.round(tipX + dx + dy), Math.round(tipY + dy - dx), tongue)
    }
  }
  if (random() < 0.75) canvas.outline(dark, background)
  const out = random() < 0.5 ? flipped(canvas) : canvas
  return background ? out.image() : trimmed(out)
}

export const HENGE_GENERATORS: SpriteGenerator[] = [
  { name: 'trophy-medal', draw: within(trophySprite) },
  { name: 'chest-barrel', draw: within(chestSprite) },
  { name: 'helmet', draw: within(helmetSprite) },
  { name: 'jellyfish-octopus', draw: within(seaCreatureSprite) },
  { name: 'balloon-kite', draw: within(balloonSprite) },
  { name: 'gravestone', draw: within(graveSprite) },
  { name: 'pottery', draw: within(potterySprite) },
  { name: 'snake', draw: within(snakeSprite) },
]
