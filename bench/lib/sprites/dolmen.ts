// The generators of the `dolmen` split of the wide recovery bench, written before round 10 changes the
// method and used by no other split: signposts and road signs, boats seen from the side, campfires,
// snowmen, bells and hourglasses, clothing (shirts, boots, mittens), lighthouses and windmills, and bombs
// and dynamite. Held back until round 10 scored it once;
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
  const v = int(random, 10, 38)
  return [v + int(random, 0, 10), v + int(random, 0, 8), v + int(random, 0, 14)]
}

/** A background colour for the share `p` of draws that get one, else null (transparent). */
const ground = (random: Random, p: number, k: number): RGB | null =>
  random() < p ? scale(palette(random, 1, 'scatter')[0] as RGB, k) : null

const WOODS: RGB[] = [
  [150, 98, 56],
  [122, 80, 48],
  [176, 130, 80],
  [104, 72, 54],
]

/**
 * A wooden signpost (a post with one to three plank arrows pointing either way, grain lines, nail dots
 * and scratched runs of text, a tuft of grass at the foot on some) or a road sign (a round, triangular,
 * diamond or octagonal plate with a light rim and a symbol, on a grey pole); 8 to 96 px high.
 */
const signpostSprite: SpriteGenerator['draw'] = (random) => {
  const height = side(random, 0.2, 16, 96)
  const road = random() < 0.4
  const width = Math.max(
    8,
    Math.round(height * (road ? uniform(random, 0.45, 0.7) : uniform(random, 0.6, 1.1))),
  )
  const background = ground(random, 0.2, 0.5)
  const canvas = begin(width, height, background)
  const dark = ink(random)
  const cx = Math.round((width - 1) / 2)
  const u = Math.max(1, Math.round(height / 24))
  if (road) {
    const pole = ramp(nudge(random, [150, 156, 164]), 3)
    const r = Math.max(3, Math.round((width - 2) / 2))
    const plateY = r + 1
    for (let y = plateY; y < height; y++)
      for (let k = 0; k < Math.max(1, u); k++)
        canvas.set(cx - Math.floor(u / 2) + k, y, at(pole, k === 0 ? 2 : 1))
    const shape = pick(random, ['round', 'triangle', 'diamond', 'octagon'] as const)
    const face = nudge(
      random,
      pick(random, [
        [206, 40, 44],
        [240, 196, 40],
        [40, 90, 190],
        [250, 250, 250],
      ] as RGB[]),
    )
    const rim: RGB = face[0] > 230 && face[2] > 230 ? [206, 40, 44] : [244, 244, 240]
    const pts: [number, number][] =
      shape === 'triangle'
        ? [
            [cx + 0.5, plateY - r],
            [cx + 0.5 + r, plateY + r * 0.8],
            [cx + 0.5 - r, plateY + r * 0.8],
          ]
        : shape === 'diamond'
          ? [
              [cx + 0.5, plateY - r],
              [cx + 0.5 + r, plateY],
              [cx + 0.5, plateY + r],
              [cx + 0.5 - r, plateY],
            ]
          : Array.from({ length: shape === 'octagon' ? 8 : 24 }, (_, i) => {
              const n = shape === 'octagon' ? 8 : 24
              const a = ((i + (shape === 'octagon' ? 0.5 : 0)) * 2 * Math.PI) / n
              return [cx + 0.5 + r * Math.cos(a), plateY + 0.5 + r * Math.sin(a)] as [number, number]
            })
    polygon(canvas, pts, rim)
    const inner = pts.map(
      ([x, y]) => [cx + 0.5 + (x - cx - 0.5) * 0.78, plateY + (y - plateY) * 0.78] as [number, number],
    )
    polygon(canvas, inner, face)
    // The symbol: a bar, an exclamation mark or an arrow, in the dark ink or white.
    const sym = face[0] > 200 && face[1] < 100 ? ([250, 250, 250] as RGB) : dark
    const kind = pick(random, ['bar', 'mark', 'arrow'] as const)
    if (r >= 4) {
      if (kind === 'bar') rect(canvas, cx - r * 0.45, plateY, cx + r * 0.45, plateY + Math.max(0, u - 1), sym)
      else if (kind === 'mark') {
        rect(canvas, cx, plateY - r * 0.4, cx + u - 1, plateY + r * 0.15, sym)
        rect(canvas, cx, plateY + r * 0.3, cx + u - 1, plateY + r * 0.3 + u - 1, sym)
      } else {
        line(canvas, cx - r * 0.4, plateY + 0.5, cx + r * 0.4, plateY + 0.5, sym)
        line(canvas, cx + r * 0.4, plateY + 0.5, cx + r * 0.1, plateY - r * 0.25, sym)
        line(canvas, cx + r * 0.4, plateY + 0.5, cx + r * 0.1, plateY + r * 0.3, sym)
      }
    }
  } else {
    const wood = ramp(nudge(random, pick(random, WOODS)), 4)
    const postW = Math.max(1, Math.round(width / 10))
    rect(canvas, cx, 0, cx + postW - 1, height - 1, at(wood, 1))
    if (postW >= 2) rect(canvas, cx, 0, cx, height - 1, at(wood, 2))
    rect(canvas, cx + postW - 1, 0, cx + postW - 1, height - 1, at(wood, 0))
    const boards = height >= 30 ? int(random, 1, 3) : 1
    const boardH = Math.max(3, Math.round(height * uniform(random, 0.12, 0.18)))
    for (let b = 0; b < boards; b++) {
      const y0 = Math.round(height * 0.08) + b * (boardH + Math.max(1, u))
      const dir = random() < 0.5 ? -1 : 1
      const len = Math.round(width * uniform(random, 0.55, 0.9))
      const tip = Math.max(1, Math.round(boardH / 2))
      const xs = dir > 0 ? cx - Math.round(len * 0.3) : cx + postW + Math.round(len * 0.3) - len
      const xe = xs + len
      // A plank with a pointed end.
      const pts: [number, number][] =
        dir > 0
          ? [
              [xs, y0],
              [xe - tip, y0],
              [xe, y0 + boardH / 2],
              [xe - tip, y0 + boardH],
              [xs, y0 + boardH],
            ]
          : [
              [xe, y0],
              [xs + tip, y0],
              [xs, y0 + boardH / 2],
              [xs + tip, y0 + boardH],
              [xe, y0 + boardH],
            ]
      polygon(canvas, pts, at(wood, 2))
      rect(
        canvas,
        Math.min(xs, xe) + tip,
        y0 + boardH - 1,
        Math.max(xs, xe) - tip,
        y0 + boardH - 1,
        at(wood, 1),
      )
      // Grain or text: short runs of a darker brown along the plank.
      for (let y = y0 + 1; y < y0 + boardH - 1; y += 2) {
        let x = Math.min(xs, xe) + tip + 1
        while (x < Math.max(xs, xe) - tip - 1) {
          const run = int(random, 1, 4)
          for (let k = 0; k < run && x + k < Math.max(xs, xe) - tip - 1; k++)
            if (random() < 0.85) canvas.set(x + k, y, at(wood, 0))
          x += run + int(random, 1, 2)
        }
      }
      if (boardH >= 5) canvas.set(cx + Math.floor(postW / 2), y0 + Math.floor(boardH / 2), at(wood, 3))
    }
    if (height >= 20 && random() < 0.6) {
      const grass = ramp(nudge(random, [76, 150, 62]), 3)
      for (let x = cx - 3 * u; x <= cx + postW + 3 * u; x++) {
        const h = int(random, 1, Math.max(1, 2 * u))
        for (let k = 0; k < h; k++) canvas.set(x, height - 1 - k, at(grass, k === h - 1 ? 2 : x & 1))
      }
    }
  }
  if (random() < 0.8) canvas.outline(dark, background)
  return background ? canvas.image() : trimmed(random() < 0.5 ? flipped(canvas) : canvas)
}

/**
 * A boat seen from the side: a sailing boat (a planked hull with a light top strake and portholes, a
 * one-pixel mast, one or two triangular or square sails shaded on the lee side, striped on some, a pennant)
 * or a rowing boat (a shallow hull and an oar), on a band of water with dithered wave crests or on
 * transparency; facing either way, 10 to 110 px wide.
 */
const boatSprite: SpriteGenerator['draw'] = (random) => {
  const width = side(random, 0.2, 18, 110)
  const sail = random() < 0.7
  const height = Math.max(
    8,
    Math.round(width * (sail ? uniform(random, 0.8, 1.2) : uniform(random, 0.35, 0.5))),
  )
  const water = random() < 0.35
  const sea = ramp(nudge(random, [48, 110, 170]), 3)
  const background = water
    ? random() < 0.5
      ? mix(at(sea, 2), [255, 255, 255], 0.55)
      : scale(at(sea, 0), 0.5)
    : null
  const canvas = begin(width, height, background)
  const hull = ramp(
    nudge(random, pick(random, [...WOODS, [180, 60, 50], [60, 80, 120], [230, 230, 220]] as RGB[])),
    4,
  )
  const dark = ink(random)
  const waterH = water ? Math.max(2, Math.round(height * 0.18)) : 0
  const hullH = Math.max(2, Math.round(height * (sail ? 0.18 : 0.6)))
  const hullBottom = height - 1 - Math.round(waterH * 0.5)
  const hullTop = hullBottom - hullH + 1
  const bow = Math.max(1, Math.round(width * uniform(random, 0.12, 0.22)))
  const stern = Math.max(0, Math.round(width * uniform(random, 0, 0.08)))
  polygon(
    canvas,
    [
      [0, hullTop],
      [width, hullTop - Math.max(0, Math.round(hullH * 0.2))],
      [width - bow, hullBottom + 1],
      [stern + Math.max(1, bow / 3), hullBottom + 1],
    ],
    at(hull, 1),
  )
  // The top strake (light), the keel line (dark) and planks between.
  for (let x = 0; x < width; x++) {
    for (let y = hullTop - 2; y <= hullBottom; y++) {
      if (
        !canvas.opaque(x, y) ||
        (background &&
          canvas.data[(y * width + x) * 4] === background[0] &&
          canvas.data[(y * width + x) * 4 + 1] === background[1])
      )
        continue
      const top = !canvas.opaque(x, y - 1) || y === hullTop - 2
      if (top) canvas.set(x, y, at(hull, 3))
      else if (!canvas.opaque(x, y + 1) || y === hullBottom) canvas.set(x, y, at(hull, 0))
      else if (hullH >= 6 && (y - hullTop) % 3 === 0) canvas.set(x, y, at(hull, 2))
    }
  }
  if (hullH >= 5 && sail) {
    const porthole = scale(at(sea, 2), 1.2)
    for (let x = Math.round(width * 0.3); x < width * 0.75; x += Math.max(3, Math.round(width / 8)))
      canvas.set(x, hullTop + Math.floor(hullH / 2), porthole)
  }
  if (sail) {
    const mastX = Math.round(width * uniform(random, 0.4, 0.55))
    const mastTop = Math.round(height * 0.04)
    const cloth = nudge(
      random,
      pick(random, [
        [240, 236, 220],
        [230, 220, 190],
        [200, 60, 50],
        [250, 250, 250],
      ] as RGB[]),
    )
    const shade = scale(cloth, 0.78)
    const stripe = random() < 0.4 ? scale(palette(random, 1, 'scatter')[0] as RGB, 0.9) : null
    const square = random() < 0.35
    const sailBottom = hullTop - Math.max(1, Math.round(height * 0.04))
    if (square) {
      const half = Math.round(width * uniform(random, 0.2, 0.32))
      for (let y = mastTop + 2; y <= sailBottom; y++) {
        const t = (y - mastTop) / Math.max(1, sailBottom - mastTop)
        const bulge = Math.round(Math.sin(t * Math.PI) * half * 0.12)
        for (let x = mastX - half + bulge; x <= mastX + half + bulge; x++) {
          const c = x > mastX + half * 0.4 ? shade : cloth
          canvas.set(x, y, stripe && Math.floor(((x - mastX + half) * 4) / (2 * half + 1)) % 2 ? stripe : c)
        }
      }
      line(canvas, mastX - half - 1, mastTop + 2, mastX + half + 1, mastTop + 2, at(hull, 0))
    } else {
      // A mainsail aft of the mast and a jib forward.
      const boom = Math.round(width * uniform(random, 0.28, 0.4))
      polygon(
        canvas,
        [
          [mastX, mastTop + 1],
          [mastX, sailBottom + 1],
          [mastX - boom, sailBottom + 1],
        ],
        cloth,
      )
      for (let y = mastTop + 1; y <= sailBottom; y++) {
        const t = (y - mastTop) / Math.max(1, sailBottom - mastTop)
        const x0 = mastX - Math.round(boom * t * 0.35)
        for (let x = x0; x < mastX; x++) if (canvas.opaque(x, y) && bayer(x, y) < 0.5) canvas.set(x, y, shade)
        if (stripe && Math.round(t * 6) % 3 === 0)
          for (let x = mastX - Math.round(boom * t); x < mastX; x++)
            if (canvas.opaque(x, y)) canvas.set(x, y, stripe)
      }
      if (random() < 0.7)
        polygon(
          canvas,
          [
            [mastX + 1, mastTop + Math.round((sailBottom - mastTop) * 0.2)],
            [mastX + 1, sailBottom],
            [mastX + Math.round(width * uniform(random, 0.22, 0.34)), sailBottom],
          ],
          shade,
        )
    }
    line(canvas, mastX, mastTop, mastX, hullTop - 1, at(hull, 0))
    if (width >= 24) {
      const flag = scale(palette(random, 1, 'scatter')[0] as RGB, 1.1)
      line(canvas, mastX + 1, mastTop, mastX + Math.max(2, Math.round(width / 14)), mastTop + 1, flag)
      canvas.set(mastX + 1, mastTop + 1, flag)
    }
  } else if (width >= 16) {
    // An oar across the gunwale, its blade in the water.
    const oar = at(hull, 2)
    line(canvas, width * 0.55, hullTop - Math.max(2, hullH * 0.6), width * 0.25, height - 1, oar)
    rect(canvas, width * 0.22, height - 2, width * 0.27, height - 1, oar)
  }
  if (water) {
    for (let y = height - waterH; y < height; y++)
      for (let x = 0; x < width; x++) {
        const t = (y - (height - waterH)) / Math.max(1, waterH)
        if (canvas.opaque(x, y) && !background) continue
        const crest = y === height - waterH && (x + int(random, 0, 1)) % 5 < 2
        canvas.set(
          x,
          y,
          crest ? at(sea, 2) : t < 0.5 ? (bayer(x, y) < 0.5 ? at(sea, 1) : at(sea, 2)) : at(sea, 1),
        )
      }
  }
  if (random() < 0.7) canvas.outline(dark, background)
  return random() < 0.5 ? flipped(canvas).image() : canvas.image()
}

/**
 * A campfire: a ring of grey stones, two to four crossed logs with bark and pale end rings, and a flame in
 * stepped tiers (dark red, orange, yellow, a white core) with a ragged top, one-pixel sparks above, and a
 * dithered glow on the ground or a night sky for some; 8 to 96 px.
 */
const campfireSprite: SpriteGenerator['draw'] = (random) => {
  const width = side(random, 0.25, 14, 96)
  const height = Math.max(8, Math.round(width * uniform(random, 0.8, 1.25)))
  const night = random() < 0.25
  const background: RGB | null = night ? nudge(random, [22, 24, 48]) : null
  const canvas = begin(width, height, background)
  const dark = ink(random)
  const cx = (width - 1) / 2
  const baseY = height - 1 - Math.max(1, Math.round(height * 0.08))
  const fire: RGB[] = [
    nudge(random, [170, 36, 30]),
    nudge(random, [236, 110, 34]),
    nudge(random, [250, 204, 60]),
    [255, 250, 220],
  ]
  if (night) {
    // A glow: the fire's dark red dithered into the sky around the flame.
    const gr = width * 0.45
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const d = Math.hypot((x - cx) / gr, (y - baseY * 0.7) / (gr * 1.1))
        if (d < 1 && bayer(x, y) > d) canvas.set(x, y, mix(background as RGB, at(fire, 0), 0.45))
      }
  }
  // Flame: a tall teardrop with a wavy edge, tiered inwards.
  const flameH = Math.round(height * uniform(random, 0.55, 0.75))
  const flameW = width * uniform(random, 0.28, 0.4)
  const top = baseY - flameH
  const wob = uniform(random, 0, Math.PI * 2)
  for (let y = Math.max(0, top); y <= baseY; y++) {
    const t = (y - top) / Math.max(1, flameH) // 0 at the tip, 1 at the base
    const half = flameW * Math.sin(Math.min(1, t * 1.15) * Math.PI * 0.5) * (0.35 + 0.65 * t)
    const shift = Math.sin(wob + t * 7) * flameW * 0.12 * (1 - t)
    for (let x = Math.round(cx - half + shift); x <= Math.round(cx + half + shift); x++) {
      const u = Math.abs(x - cx - shift) / Math.max(0.5, half)
      const tier = u > 0.75 || t < 0.2 ? 0 : u > 0.45 || t < 0.4 ? 1 : u > 0.2 || t < 0.65 ? 2 : 3
      canvas.set(x, y, at(fire, flameW >= 4 ? tier : Math.min(2, tier + 1)))
    }
  }
  // Logs: bars crossing under the flame, bark with a light top and pale end rings.
  const logs = ramp(nudge(random, pick(random, WOODS)), 3)
  const endRing = nudge(random, [222, 190, 140])
  const logT = Math.max(1, Math.round(height * 0.07))
  const n = width >= 20 ? int(random, 2, 4) : 2
  for (let i = 0; i < n; i++) {
    const s = i % 2 ? 1 : -1
    const x0 = cx + s * width * uniform(random, 0.3, 0.42)
    const x1 = cx - s * width * uniform(random, 0.15, 0.3)
    const y0 = baseY - int(random, 0, logT)
    const y1 = baseY - logT - int(random, 0, logT * 2)
    for (let k = 0; k < logT; k++)
      line(canvas, x0, y0 - k, x1, y1 - k, at(logs, k === logT - 1 ? 2 : k === 0 ? 0 : 1))
    canvas.set(Math.round(x0), Math.round(y0 - Math.floor((logT - 1) / 2)), endRing)
  }
  // Stones: a row of grey lumps along the base.
  if (width >= 14) {
    const stone = ramp(nudge(random, [128, 126, 130]), 3)
    const sr = Math.max(1, width * 0.07)
    for (let x = sr; x < width - sr; x += sr * 2.1) {
      const y = baseY + 1 - sr * 0.3
      ellipse(canvas, x, y, sr, sr * 0.75, (px, py) =>
        py < y - sr * 0.2 ? at(stone, 2) : px > x ? at(stone, 0) : at(stone, 1),
      )
    }
  }
  // Sparks above the flame.
  const sparks = int(random, 0, Math.max(1, Math.round(width / 10)))
  for (let i = 0; i < sparks; i++)
    canvas.set(
      Math.round(cx + uniform(random, -flameW * 1.2, flameW * 1.2)),
      int(random, 0, Math.max(0, top - 1)),
      at(fire, int(random, 1, 2)),
    )
  if (random() < 0.6) canvas.outline(dark, background)
  return background ? canvas.image() : trimmed(canvas)
}

/**
 * A snowman: two or three stacked snowballs, white lit from the upper left with a blue shadow side
 * (dithered into the mid tone on some), coal eyes and buttons, a carrot nose, stick arms of one-pixel
 * lines with twig fingers, a top hat, bucket or knitted cap, a scarf with a hanging end, and a snow drift
 * at the foot or a winter sky; 8 to 100 px high.
 */
const snowmanSprite: SpriteGenerator['draw'] = (random) => {
  const height = side(random, 0.2, 16, 100)
  const width = Math.max(8, Math.round(height * uniform(random, 0.6, 0.9)))
  const sky = random() < 0.25
  const background: RGB | null = sky
    ? nudge(
        random,
        pick(random, [
          [120, 160, 210],
          [40, 52, 96],
        ] as RGB[]),
      )
    : null
  const canvas = begin(width, height, background)
  const snow: RGB[] = [nudge(random, [150, 170, 210]), nudge(random, [206, 218, 236]), [252, 252, 252]]
  const dark = ink(random)
  const coal = scale(dark, 0.8)
  const cx = (width - 1) / 2
  const balls = height >= 20 && random() < 0.75 ? 3 : 2
  const hatH = Math.max(1, Math.round(height * 0.14))
  const avail = height - hatH - 1
  const weights = balls === 3 ? [1, 0.8, 0.6] : [1, 0.7]
  const total = weights.reduce((s, w) => s + w, 0)
  const radii = weights.map((w) => ((avail / total) * w) / 2)
  const dither = random() < 0.5
  let y = height - 1
  const centres: [number, number][] = []
  for (const r of radii) {
    const rx = Math.min(width / 2 - 0.5, r * 1.08)
    const cy = y - r + 0.5
    ellipse(canvas, cx, cy, rx, r, (px, py) => {
      const d = (px - cx) / rx + (py - cy) / r
      if (d < -0.7) return at(snow, 2)
      if (d > 0.55) return dither && d < 0.85 && bayer(px, py) < 0.5 ? at(snow, 1) : at(snow, 0)
      return at(snow, 1)
    })
    centres.push([cy, r])
    y -= Math.round(2 * r * 0.88)
  }
  const [headY, headR] = centres[centres.length - 1] as [number, number]
  // Face: eyes, nose.
  const eyeDx = Math.max(1, Math.round(headR * 0.35))
  canvas.set(Math.round(cx - eyeDx), Math.round(headY - headR * 0.2), coal)
  canvas.set(Math.round(cx + eyeDx), Math.round(headY - headR * 0.2), coal)
  const carrot: RGB = nudge(random, [236, 120, 36])
  const noseLen = Math.max(1, Math.round(headR * 0.8))
  for (let k = 0; k < noseLen; k++)
    canvas.set(Math.round(cx) + 1 + k, Math.round(headY + headR * 0.1), carrot)
  if (headR >= 6) canvas.set(Math.round(cx) + 1, Math.round(headY + headR * 0.1) + 1, scale(carrot, 0.75))
  // Buttons down the middle ball(s).
  for (let b = 0; b < centres.length - 1; b++) {
    const [by, br] = centres[b] as [number, number]
    for (let k = -1; k <= 1; k++) if (br >= 4) canvas.set(Math.round(cx), Math.round(by + k * br * 0.4), coal)
  }
  // Arms: sticks from the middle ball, with a twig.
  if (balls === 3 && width >= 14) {
    const [my, mr] = centres[1] as [number, number]
    const stick = nudge(random, [110, 72, 40])
    for (const s of [-1, 1]) {
      const x0 = cx + s * mr * 0.9
      const x1 = Math.max(0, Math.min(width - 1, cx + s * (width / 2)))
      const y1 = my - mr * uniform(random, 0.4, 1.1)
      line(canvas, x0, my - mr * 0.1, x1, y1, stick)
      line(
        canvas,
        x0 + (x1 - x0) * 0.7,
        my - mr * 0.1 + (y1 - my) * 0.7,
        x0 + (x1 - x0) * 0.75,
        y1 - 2,
        stick,
      )
    }
  }
  // Scarf round the neck, one end hanging.
  if (height >= 20) {
    const scarf = ramp(scale(palette(random, 1, 'scatter')[0] as RGB, 1.1), 3)
    const ny = Math.round(headY + headR * 0.85)
    const sw = headR * 0.95
    rect(canvas, cx - sw, ny, cx + sw, ny + Math.max(0, Math.round(headR * 0.2)), at(scarf, 1))
    const endX = Math.round(cx - sw * 0.6)
    rect(
      canvas,
      endX,
      ny,
      endX + Math.max(1, Math.round(headR * 0.3)),
      ny + Math.round(headR * 0.9),
      at(scarf, 0),
    )
    if (random() < 0.5)
      for (let x = Math.round(cx - sw); x <= cx + sw; x += 2) canvas.set(x, ny, at(scarf, 2))
  }
  // Hat.
  const hat = pick(random, ['top', 'bucket', 'cap'] as const)
  const hatTop = Math.max(0, Math.round(headY - headR) - hatH + 1)
  const hatBottom = Math.round(headY - headR * 0.55)
  if (hat === 'top') {
    const hc = ramp(nudge(random, [40, 40, 48]), 3)
    rect(canvas, cx - headR * 0.55, hatTop, cx + headR * 0.55, hatBottom, at(hc, 1))
    rect(canvas, cx - headR * 0.55, hatTop, cx - headR * 0.55, hatBottom, at(hc, 2))
    rect(canvas, cx - headR * 0.95, hatBottom, cx + headR * 0.95, hatBottom, at(hc, 0))
    if (hatBottom - hatTop >= 3)
      rect(
        canvas,
        cx - headR * 0.55,
        hatBottom - 1,
        cx + headR * 0.55,
        hatBottom - 1,
        nudge(random, [180, 40, 40]),
      )
  } else if (hat === 'bucket') {
    const hc = ramp(nudge(random, [180, 90, 60]), 3)
    polygon(
      canvas,
      [
        [cx - headR * 0.45, hatTop],
        [cx + headR * 0.45 + 1, hatTop],
        [cx + headR * 0.7 + 1, hatBottom + 1],
        [cx - headR * 0.7, hatBottom + 1],
      ],
      at(hc, 1),
    )
    line(canvas, cx - headR * 0.45, hatTop, cx - headR * 0.7, hatBottom, at(hc, 2))
  } else {
    const hc = ramp(scale(palette(random, 1, 'scatter')[0] as RGB, 1), 3)
    ellipse(canvas, cx, hatBottom, headR * 0.85, Math.max(1, hatBottom - hatTop), (px, py) =>
      py === hatBottom ? at(hc, 0) : (px + py) % 3 === 0 ? at(hc, 2) : at(hc, 1),
    )
    ellipse(
      canvas,
      cx,
      Math.max(0.5, hatTop),
      Math.max(0.6, headR * 0.2),
      Math.max(0.6, headR * 0.2),
      solid(at(snow, 2)),
    )
  }
  if (sky) {
    // Falling snow, one pixel each.
    for (let i = 0; i < Math.round((width * height) / 60); i++) {
      const x = int(random, 0, width - 1)
      const yy = int(random, 0, height - 1)
      if (!canvas.opaque(x, yy) || canvas.data[(yy * width + x) * 4] === (background as RGB)[0])
        canvas.set(x, yy, at(snow, 2))
    }
  }
  if (random() < 0.75) canvas.outline(dark, background)
  if (!sky && random() < 0.5) {
    for (let x = 0; x < width; x++) {
      const h = Math.max(1, Math.round(height * 0.05 + Math.sin(x * 0.5) * 0.8))
      for (let k = 0; k < h; k++) canvas.set(x, height - 1 - k, k === h - 1 ? at(snow, 2) : at(snow, 1))
    }
  }
  return sky ? canvas.image() : trimmed(canvas)
}

/**
 * A bell (a flared profile of crown, waist and lip, brass or bronze lit from the left, a clapper below,
 * a yoke or a ribbon bow on top, sound lines beside it on some) or an hourglass (wooden end caps and
 * turned posts, glass bulbs as thin light outlines, sand heaped below and draining above, a one-pixel
 * stream); 8 to 96 px high.
 */
const bellSprite: SpriteGenerator['draw'] = (random) => {
  const height = side(random, 0.2, 14, 96)
  const glass = random() < 0.45
  const width = Math.max(
    8,
    Math.round(height * (glass ? uniform(random, 0.5, 0.65) : uniform(random, 0.75, 1))),
  )
  const background = ground(random, 0.2, 0.45)
  const canvas = begin(width, height, background)
  const dark = ink(random)
  const cx = (width - 1) / 2
  if (glass) {
    const wood = ramp(nudge(random, pick(random, WOODS)), 3)
    const capH = Math.max(1, Math.round(height * 0.07))
    rect(canvas, 0, 0, width - 1, capH - 1, at(wood, 1))
    rect(canvas, 0, height - capH, width - 1, height - 1, at(wood, 1))
    rect(canvas, 0, 0, width - 1, 0, at(wood, 2))
    rect(canvas, 0, height - 1, width - 1, height - 1, at(wood, 0))
    const inner = height - 2 * capH
    const mid = capH + inner / 2
    const bulb = (yy: number) => {
      const t = Math.abs(yy - mid) / (inner / 2) // 0 at the neck, 1 at the caps
      return Math.max(0.6, (width / 2 - 2) * Math.sin(Math.min(1, t * 1.1) * Math.PI * 0.5) ** 0.8)
    }
    const rim = nudge(random, [196, 226, 240])
    const sand = ramp(nudge(random, [226, 190, 110]), 3)
    const fill = uniform(random, 0.15, 0.85) // share of sand already fallen
    for (let yy = capH; yy < height - capH; yy++) {
      const half = bulb(yy)
      const xl = Math.round(cx - half)
      const xr = Math.round(cx + half)
      const lower = yy > mid
      const t = Math.abs(yy - mid) / (inner / 2)
      const sandHere = lower ? t > 1 - fill * 0.9 : t < (1 - fill) * 0.9 && t > 0.1
      for (let x = xl; x <= xr; x++) {
        if (x === xl || x === xr) canvas.set(x, yy, rim)
        else if (sandHere) canvas.set(x, yy, x - cx < -half * 0.4 ? at(sand, 2) : at(sand, 1))
      }
    }
    line(canvas, Math.round(cx), mid - 1, Math.round(cx), height - capH - 2, at(sand, 1))
    // Posts at both sides.
    if (width >= 10)
      for (const x of [0, width - 1]) rect(canvas, x, capH, x, height - capH - 1, at(wood, x ? 0 : 2))
  } else {
    const metal = ramp(
      nudge(
        random,
        pick(random, [
          [214, 170, 60],
          [190, 120, 60],
          [196, 196, 206],
        ] as RGB[]),
      ),
      4,
    )
    const top = Math.max(2, Math.round(height * 0.16))
    const lip = height - 1 - Math.max(1, Math.round(height * 0.12))
    const lipHalf = width / 2 - 0.5
    const crownHalf = lipHalf * uniform(random, 0.4, 0.55)
    for (let yy = top; yy <= lip; yy++) {
      const t = (yy - top) / Math.max(1, lip - top)
      const half = crownHalf + (lipHalf - crownHalf) * t ** 2.2 + (t < 0.15 ? -crownHalf * (0.15 - t) * 2 : 0)
      for (let x = Math.round(cx - half); x <= Math.round(cx + half); x++) {
        const u = (x - cx) / Math.max(1, half)
        canvas.set(
          x,
          yy,
          u < -0.55 ? at(metal, 3) : u < -0.1 ? at(metal, 2) : u < 0.55 ? at(metal, 1) : at(metal, 0),
        )
      }
    }
    // A raised band near the lip and the clapper under it.
    rect(canvas, cx - lipHalf, lip, cx + lipHalf, lip, at(metal, 0))
    if (height >= 20) rect(canvas, cx - lipHalf * 0.8, lip - 2, cx + lipHalf * 0.8, lip - 2, at(metal, 3))
    ellipse(
      canvas,
      cx,
      height - 1 - Math.max(0.5, height * 0.05),
      Math.max(0.6, width * 0.08),
      Math.max(0.6, height * 0.05),
      solid(at(metal, 0)),
    )
    // The yoke (a loop) or a ribbon bow.
    if (random() < 0.5) {
      const lr = Math.max(1, crownHalf * 0.5)
      ellipse(canvas, cx, top - lr * 0.6, lr, lr, (px, py) =>
        Math.hypot(px - cx, py - (top - lr * 0.6)) > lr - 1 ? at(metal, 1) : null,
      )
    } else {
      const ribbon = ramp(scale(palette(random, 1, 'scatter')[0] as RGB, 1.1), 3)
      const bw = crownHalf * 1.4
      polygon(
        canvas,
        [
          [cx, top],
          [cx - bw, 0],
          [cx - bw, top],
          [cx, top - 1],
        ],
        at(ribbon, 1),
      )
      polygon(
        canvas,
        [
          [cx + 1, top],
          [cx + 1 + bw, 0],
          [cx + 1 + bw, top],
          [cx + 1, top - 1],
        ],
        at(ribbon, 0),
      )
      rect(canvas, cx - 0.5, top - 2, cx + 1, top - 1, at(ribbon, 2))
    }
    if (width >= 24 && random() < 0.5) {
      const wave = scale(at(metal, 3), 1.05)
      for (const s of [-1, 1])
        for (let k = 0; k < 2; k++) {
          const x = Math.round(cx + s * (lipHalf + 2 + k * 2))
          line(canvas, x, lip - height * 0.3, x, lip - height * 0.1, wave)
        }
    }
  }
  if (random() < 0.8) canvas.outline(dark, background)
  return background ? canvas.image() : trimmed(canvas)
}

/**
 * Clothing laid flat: a shirt or tunic (sleeves, a collar, buttons or laces down the front, a belt, a
 * patterned hem), a pair of boots seen from the side (sole, heel, cuff, laces of one-pixel crosses) or a
 * pair of mittens (thumb, striped cuff, knitted dots); cloth in three tones lit from the upper left, 8 to
 * 80 px.
 */
const clothingSprite: SpriteGenerator['draw'] = (random) => {
  const kind = pick(random, ['shirt', 'boots', 'mittens'] as const)
  const size = side(random, 0.2, 14, 80)
  const background = ground(random, 0.2, 0.5)
  const dark = ink(random)
  const cloth = ramp(scale(palette(random, 1, 'scatter')[0] as RGB, 1.05), 3)
  const trim2 = ramp(scale(palette(random, 1, 'scatter')[0] as RGB, 1.1), 3)
  if (kind === 'shirt') {
    const width = size
    const height = Math.max(8, Math.round(size * uniform(random, 0.8, 1.05)))
    const canvas = begin(width, height, background)
    const cx = (width - 1) / 2
    const bodyHalf = width * uniform(random, 0.26, 0.32)
    const sleeve = width * uniform(random, 0.16, 0.22)
    const neck = Math.max(1, width * 0.1)
    polygon(
      canvas,
      [
        [cx - neck, 0],
        [cx - bodyHalf - sleeve * 0.2, 1],
        [0, height * 0.32],
        [sleeve * 0.7, height * 0.46],
        [cx - bodyHalf, height * 0.3],
        [cx - bodyHalf, height],
        [cx + bodyHalf + 1, height],
        [cx + bodyHalf + 1, height * 0.3],
        [width - sleeve * 0.7, height * 0.46],
        [width, height * 0.32],
        [cx + bodyHalf + sleeve * 0.2 + 1, 1],
        [cx + neck + 1, 0],
        [cx + 0.5, neck * 1.4],
      ],
      at(cloth, 1),
    )
    // Light on the left edges, shade on the right sleeve and side.
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        if (
          !canvas.opaque(x, y) ||
          (background &&
            canvas.data[(y * width + x) * 4] === background[0] &&
            canvas.data[(y * width + x) * 4 + 2] === background[2])
        )
          continue
        if (x > cx + bodyHalf * 0.6) canvas.set(x, y, at(cloth, 0))
        else if (x < cx - bodyHalf * 0.7 && y < height * 0.5 && bayer(x, y) < 0.6)
          canvas.set(x, y, at(cloth, 2))
      }
    // Placket with buttons or laces, a belt, a hem pattern.
    const buttons = random() < 0.5
    for (let y = Math.round(neck * 1.6); y < height - 1; y += Math.max(2, Math.round(height / 8)))
      if (buttons) canvas.set(Math.round(cx), y, at(trim2, 2))
      else {
        canvas.set(Math.round(cx) - 1, y, dark)
        canvas.set(Math.round(cx) + 1, y + 1, dark)
      }
    if (height >= 20 && random() < 0.6) {
      const by = Math.round(height * 0.68)
      rect(canvas, cx - bodyHalf, by, cx + bodyHalf, by + Math.max(0, Math.round(height / 24)), at(trim2, 0))
      canvas.set(Math.round(cx), by, at(trim2, 2))
    }
    if (random() < 0.5)
      for (let x = Math.round(cx - bodyHalf); x <= cx + bodyHalf; x++)
        if (x % 3 !== 0) canvas.set(x, height - 2, at(trim2, 1))
    if (random() < 0.85) canvas.outline(dark, background)
    return background ? canvas.image() : trimmed(canvas)
  }
  if (kind === 'boots') {
    const width = size
    const height = Math.max(8, Math.round(size * uniform(random, 0.6, 0.85)))
    const canvas = begin(width, height, background)
    const leather = ramp(nudge(random, pick(random, [...WOODS, [60, 50, 46], [150, 40, 40]] as RGB[])), 3)
    const sole = scale(at(leather, 0), 0.6)
    const pair = width >= 16
    const bw = pair ? width / 2 - 1 : width
    for (let b = 0; b < (pair ? 2 : 1); b++) {
      const ox = b * (bw + 2) - (pair && b ? 1 : 0)
      const shaftW = bw * 0.5
      const footY = height * 0.62
      polygon(
        canvas,
        [
          [ox, 0],
          [ox + shaftW, 0],
          [ox + shaftW, footY],
          [ox + bw - 1, footY + (height - footY) * 0.35],
          [ox + bw, height - 1],
          [ox, height - 1],
        ],
        at(leather, 1),
      )
      rect(canvas, ox, height - Math.max(1, Math.round(height / 12)), ox + bw - 1, height - 1, sole)
      rect(canvas, ox, 0, ox + shaftW, Math.max(0, Math.round(height * 0.1)), at(trim2, 1))
      rect(canvas, ox, 0, ox, height - 2, at(leather, 2))
      for (let y = Math.round(height * 0.2); y < footY; y += 2) {
        canvas.set(Math.round(ox + shaftW - 2), y, at(leather, 2))
        if (shaftW >= 6) canvas.set(Math.round(ox + shaftW - 3), y + 1, at(leather, 0))
      }
    }
    if (random() < 0.85) canvas.outline(dark, background)
    return background ? canvas.image() : trimmed(random() < 0.5 ? flipped(canvas) : canvas)
  }
  const width = size
  const height = Math.max(8, Math.round(size * uniform(random, 0.55, 0.8)))
  const canvas = begin(width, height, background)
  const pair = width >= 14
  const mw = pair ? width / 2 - 1 : width
  for (let m = 0; m < (pair ? 2 : 1); m++) {
    const ox = m * (mw + 2) - (pair && m ? 1 : 0)
    const mcx = ox + mw * 0.55
    const cuffH = Math.max(1, Math.round(height * 0.22))
    ellipse(canvas, mcx, height * 0.38, mw * 0.42, height * 0.38, (px, py) =>
      (px + py) % 4 === 0 && size >= 24 ? at(cloth, 2) : px > mcx + mw * 0.2 ? at(cloth, 0) : at(cloth, 1),
    )
    ellipse(
      canvas,
      m ? ox + mw * 0.9 : ox + mw * 0.12,
      height * 0.5,
      mw * 0.16,
      height * 0.16,
      solid(at(cloth, 1)),
    )
    rect(canvas, mcx - mw * 0.38, height - cuffH, mcx + mw * 0.38, height - 1, at(trim2, 1))
    for (let x = Math.round(mcx - mw * 0.38); x <= mcx + mw * 0.38; x += 2)
      canvas.set(x, height - cuffH, at(trim2, 2))
  }
  if (random() < 0.85) canvas.outline(dark, background)
  return background ? canvas.image() : trimmed(canvas)
}

/**
 * A lighthouse (a tapering tower in two-colour bands lit from the left, a gallery with a one-pixel rail,
 * a glazed lamp room with a bright lamp and beams, a cap, on rocks or on transparency, a night sky for
 * some) or a windmill (a stone or timber tower with a door and window, four sails of lattice or cloth
 * turned to a random angle); 12 to 110 px high.
 */
const towerSprite: SpriteGenerator['draw'] = (random) => {
  const height = side(random, 0.15, 20, 110)
  const mill = random() < 0.45
  const width = Math.max(
    8,
    Math.round(height * (mill ? uniform(random, 0.75, 1) : uniform(random, 0.45, 0.8))),
  )
  const night = random() < 0.25
  const background: RGB | null = night
    ? nudge(random, [20, 28, 56])
    : random() < 0.15
      ? nudge(random, [150, 196, 230])
      : null
  const canvas = begin(width, height, background)
  const dark = ink(random)
  const cx = (width - 1) / 2
  if (!mill) {
    const [band1, band2] = [
      ramp(nudge(random, [236, 236, 230]), 3),
      ramp(
        nudge(
          random,
          pick(random, [
            [200, 50, 46],
            [40, 70, 150],
            [40, 40, 44],
          ] as RGB[]),
        ),
        3,
      ),
    ]
    const baseHalf = width * 0.3
    const topHalf = baseHalf * uniform(random, 0.55, 0.75)
    const lampTop = Math.round(height * 0.1)
    const lampBottom = Math.round(height * 0.24)
    const towerTop = lampBottom + 2
    const bands = int(random, 2, 4)
    for (let y = towerTop; y < height; y++) {
      const t = (y - towerTop) / Math.max(1, height - towerTop)
      const half = topHalf + (baseHalf - topHalf) * t
      const b = Math.floor(t * bands * 2) % 2 ? band2 : band1
      for (let x = Math.round(cx - half); x <= Math.round(cx + half); x++) {
        const u = (x - cx) / Math.max(1, half)
        canvas.set(x, y, u < -0.4 ? at(b, 2) : u < 0.45 ? at(b, 1) : at(b, 0))
      }
    }
    // Door and window.
    if (height >= 30) {
      rect(canvas, cx - 1, height - Math.round(height * 0.09), cx + 1, height - 1, dark)
      rect(canvas, cx, Math.round(height * 0.5), cx, Math.round(height * 0.5) + 1, dark)
    }
    // Gallery with rail, lamp room, cap.
    const railY = towerTop - 1
    rect(canvas, cx - topHalf - 1, railY, cx + topHalf + 1, railY, at(band2, 0))
    for (let x = Math.round(cx - topHalf - 1); x <= cx + topHalf + 1; x += 2)
      canvas.set(x, railY - 1, at(band2, 1))
    const lamp = nudge(random, [250, 230, 120])
    rect(canvas, cx - topHalf * 0.7, lampTop, cx + topHalf * 0.7, lampBottom, mix(lamp, [255, 255, 255], 0.3))
    rect(canvas, cx - topHalf * 0.7, lampTop, cx - topHalf * 0.7, lampBottom, at(band2, 0))
    rect(canvas, cx + topHalf * 0.7, lampTop, cx + topHalf * 0.7, lampBottom, at(band2, 0))
    polygon(
      canvas,
      [
        [cx + 0.5, 0],
        [cx + topHalf + 1.5, lampTop],
        [cx - topHalf - 0.5, lampTop],
      ],
      at(band2, 1),
    )
    if (night || random() < 0.4) {
      const ly = (lampTop + lampBottom) / 2
      for (const s of [-1, 1])
        for (let x = Math.round(cx + s * (topHalf + 2)); x >= 0 && x < width; x += s)
          for (let k = -1; k <= 1; k++) {
            const spread = Math.abs(x - cx) * 0.12
            const yy = Math.round(ly + k * spread)
            if (!canvas.opaque(x, yy) || night) if (bayer(x, yy) < 0.7 || k === 0) canvas.set(x, yy, lamp)
          }
    }
    if (random() < 0.5) {
      const rock = ramp(nudge(random, [110, 104, 100]), 3)
      for (let i = 0; i < 4; i++) {
        const rx = cx + uniform(random, -baseHalf * 1.4, baseHalf * 1.4)
        const rr = Math.max(1, width * uniform(random, 0.08, 0.16))
        ellipse(canvas, rx, height - 1, rr, rr * 0.8, (px, py) =>
          py < height - 1 - rr * 0.3 ? at(rock, 2) : px > rx ? at(rock, 0) : at(rock, 1),
        )
      }
    }
  } else {
    const wall = ramp(
      nudge(
        random,
        pick(random, [
          [200, 190, 170],
          [170, 120, 80],
          [226, 222, 210],
        ] as RGB[]),
      ),
      3,
    )
    const roof = ramp(
      nudge(
        random,
        pick(random, [
          [150, 60, 50],
          [90, 70, 60],
          [60, 90, 120],
        ] as RGB[]),
      ),
      3,
    )
    const hubY = Math.round(height * 0.38)
    const baseHalf = width * 0.26
    const topHalf = baseHalf * 0.62
    for (let y = hubY; y < height; y++) {
      const t = (y - hubY) / Math.max(1, height - hubY)
      const half = topHalf + (baseHalf - topHalf) * t
      for (let x = Math.round(cx - half); x <= Math.round(cx + half); x++) {
        const u = (x - cx) / Math.max(1, half)
        const brick = height >= 40 && (y % 4 === 0 || (x + (Math.floor(y / 4) % 2) * 2) % 5 === 0)
        canvas.set(x, y, brick ? at(wall, 0) : u < -0.4 ? at(wall, 2) : at(wall, 1))
      }
    }
    polygon(
      canvas,
      [
        [cx + 0.5, hubY - height * 0.14],
        [cx + topHalf + 2, hubY + 1],
        [cx - topHalf - 1, hubY + 1],
      ],
      at(roof, 1),
    )
    line(canvas, cx + 0.5, hubY - height * 0.14, cx - topHalf - 1, hubY + 1, at(roof, 2))
    rect(canvas, cx - 1, height - Math.max(2, Math.round(height * 0.12)), cx + 1, height - 1, at(roof, 0))
    if (height >= 30) rect(canvas, cx, Math.round(height * 0.6), cx + 1, Math.round(height * 0.6) + 1, dark)
    // Four sails from the hub.
    const angle = uniform(random, 0, Math.PI / 2)
    const len = Math.min(width / 2 - 1, hubY) * uniform(random, 0.9, 1)
    const sailW = Math.max(1.5, len * 0.28)
    const frame = at(roof, 0)
    const clothC = nudge(random, [236, 230, 214])
    const lattice = random() < 0.5
    for (let i = 0; i < 4; i++) {
      const a = angle + (i * Math.PI) / 2
      const [dx, dy] = [Math.cos(a), Math.sin(a)]
      const [nx, ny] = [-dy, dx]
      const [hx, hy] = [cx + 0.5, hubY]
      const p = (along: number, across: number): [number, number] => [
        hx + dx * along + nx * across,
        hy + dy * along + ny * across,
      ]
      polygon(canvas, [p(len * 0.2, 0), p(len, 0), p(len, sailW), p(len * 0.2, sailW)], clothC)
      if (lattice)
        for (let k = 1; k < 4; k++) {
          const [ax, ay] = p(len * (0.2 + 0.2 * k), 0)
          const [bx, by] = p(len * (0.2 + 0.2 * k), sailW)
          line(canvas, ax, ay, bx, by, frame)
        }
      const [ex, ey] = p(len, 0)
      line(canvas, hx, hy, ex, ey, frame)
    }
    canvas.set(Math.round(cx), hubY, dark)
  }
  if (!night && random() < 0.75) canvas.outline(dark, background)
  return background ? canvas.image() : trimmed(canvas)
}

/**
 * A bomb (a black sphere with a hard highlight and a dithered shade, a metal cap, a curling one-pixel fuse
 * and a star-shaped spark) or a bundle of dynamite (two to four red sticks with a lit edge, a tape band, a
 * twisted fuse); 8 to 72 px.
 */
const bombSprite: SpriteGenerator['draw'] = (random) => {
  const size = side(random, 0.3, 14, 72)
  const dynamite = random() < 0.4
  const background = ground(random, 0.2, 0.55)
  const canvas = begin(size, size, background)
  const dark = ink(random)
  const spark: RGB[] = [nudge(random, [240, 120, 30]), nudge(random, [252, 220, 80]), [255, 255, 236]]
  const fuseC = nudge(random, [200, 180, 140])
  let fuseStart: [number, number]
  if (dynamite) {
    const sticks = size >= 16 ? int(random, 2, 4) : 2
    const red = ramp(nudge(random, [196, 44, 40]), 3)
    const sw = Math.max(2, Math.round((size * 0.75) / sticks))
    const top = Math.round(size * 0.3)
    const x0 = Math.round((size - sw * sticks) / 2)
    for (let s = 0; s < sticks; s++) {
      const xs = x0 + s * sw
      const yTop = top + (s % 2 ? int(random, 0, 2) : 0)
      for (let y = yTop; y < size; y++)
        for (let x = xs; x < xs + sw; x++)
          canvas.set(x, y, x === xs ? at(red, 2) : x === xs + sw - 1 ? at(red, 0) : at(red, 1))
      rect(canvas, xs, yTop, xs + sw - 1, yTop, scale(at(red, 2), 1.1))
    }
    const tape = nudge(random, [60, 56, 52])
    const ty = Math.round(size * 0.62)
    rect(canvas, x0, ty, x0 + sw * sticks - 1, ty + Math.max(0, Math.round(size / 16)), tape)
    fuseStart = [x0 + Math.floor(sw / 2), top - 1]
  } else {
    const r = size * 0.36
    const cx = size * 0.45
    const cy = size - r - 1
    const body = ramp(
      nudge(
        random,
        pick(random, [
          [50, 52, 64],
          [40, 40, 40],
          [60, 50, 80],
        ] as RGB[]),
      ),
      3,
    )
    ellipse(canvas, cx, cy, r, r, (px, py) => {
      const d = (px - cx) / r + (py - cy) / r
      if (d > 0.3) return bayer(px, py) < 0.5 || d > 0.8 ? at(body, 0) : at(body, 1)
      return at(body, 1)
    })
    if (r >= 3) {
      ellipse(
        canvas,
        cx - r * 0.4,
        cy - r * 0.4,
        Math.max(0.6, r * 0.18),
        Math.max(0.6, r * 0.14),
        solid(scale(at(body, 2), 1.8)),
      )
      canvas.set(Math.round(cx - r * 0.15), Math.round(cy - r * 0.62), at(body, 2))
    }
    const capW = Math.max(1, r * 0.3)
    const capY = Math.round(cy - r * 0.92)
    const cap = ramp(nudge(random, [170, 170, 176]), 3)
    rect(
      canvas,
      cx + r * 0.3 - capW,
      capY - Math.max(1, Math.round(r * 0.22)),
      cx + r * 0.3 + capW,
      capY,
      at(cap, 1),
    )
    rect(
      canvas,
      cx + r * 0.3 - capW,
      capY - Math.max(1, Math.round(r * 0.22)),
      cx + r * 0.3 - capW,
      capY,
      at(cap, 2),
    )
    fuseStart = [Math.round(cx + r * 0.3), capY - Math.max(1, Math.round(r * 0.22)) - 1]
  }
  // The fuse curls up and to the right; the spark sits at its end.
  let [fx, fy] = fuseStart
  const steps = Math.max(2, Math.round(size * 0.22))
  const bend = uniform(random, 0.3, 1)
  for (let i = 0; i < steps && fy > 1; i++) {
    canvas.set(Math.round(fx), Math.round(fy), i % 3 === 2 && size >= 30 ? scale(fuseC, 0.8) : fuseC)
    fx += bend * (i / steps) + 0.2
    fy -= 1
  }
  const [sx, sy] = [Math.round(fx), Math.round(fy)]
  const arm = Math.max(1, Math.round(size / 14))
  for (let k = 1; k <= arm; k++)
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const)
      canvas.set(sx + dx * k, sy + dy * k, at(spark, k === arm ? 0 : 1))
  if (size >= 24)
    for (const [dx, dy] of [
      [1, 1],
      [-1, -1],
      [1, -1],
      [-1, 1],
    ] as const)
      canvas.set(sx + dx, sy + dy, at(spark, 0))
  canvas.set(sx, sy, at(spark, 2))
  if (random() < 0.8) canvas.outline(dark, background)
  return background ? canvas.image() : trimmed(canvas)
}

export const DOLMEN_GENERATORS: SpriteGenerator[] = [
  { name: 'signpost', draw: within(signpostSprite) },
  { name: 'boat-side', draw: within(boatSprite) },
  { name: 'campfire', draw: within(campfireSprite) },
  { name: 'snowman', draw: within(snowmanSprite) },
  { name: 'bell-hourglass', draw: within(bellSprite) },
  { name: 'clothing', draw: within(clothingSprite) },
  { name: 'lighthouse-windmill', draw: within(towerSprite) },
  { name: 'bomb-dynamite', draw: within(bombSprite) },
]
