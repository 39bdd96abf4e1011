// The generators of the `stupa` split of the wide recovery bench, written in round 23 to be held back
// after ziggurat, before any method work, and used by no other split: pinball playfields seen from above,
// origami (cranes, boats, darts, fox faces and strings of cranes), accordions, jigsaw puzzles (a part-done
// picture or one loose piece), puzzle cubes (face on, or three faces in 2:1 isometric), wind chimes,
// weather charts with isobars and fronts, and mirror balls. Pinball tables and weather charts are opaque
// long flat runs (playfield, sea, land) crossed by 1-px lines (rails and guides, isobars, coasts), with
// an ordered-dithered glow or rain area on some; jigsaws are opaque pictures cut by 1-px lines with holes
// where pieces are missing; accordion bellows, cube stickers and mirror tiles repeat one small motif
// many times; wind chimes are mostly transparent, hung on 1-px strings; origami are flat facets in two
// or three tones; cubes, single pieces, small balls and small origami are tiny on some draws. Held back:
// scored once at the end of a round (bench/lib/wide/splits.ts).
import { uniform } from '../../../packages/pixelart/src/recover/testing/degrade.ts'
import {
  HUES,
  INKS,
  WHITES,
  bar,
  bayer,
  begin,
  circle,
  distinctTints,
  ellipse,
  finish,
  hexes,
  int,
  line,
  mix,
  mod,
  nudge,
  pick,
  polygon,
  rect,
  scale,
  side,
  solid,
  tint,
  trimmed,
  within,
  type Canvas,
  type RGB,
} from './canvas.ts'
import type { SpriteGenerator } from './canvas.ts'
import { drawText } from './text.ts'

type Point = [number, number]

// ---------------------------------------------------------------------------------------------------

/**
 * A pinball playfield from above: a wooden cabinet wall round an arched playfield (a flat colour, lit
 * towards the top in an ordered dither on some), a plunger lane down the right with a coiled spring, two
 * or three top rollover lanes with lamp inserts, two to four pop bumpers (a white skirt, a coloured body,
 * a pale cap), a bank of drop targets, a column of arrow inserts, slingshots over the 1-px inlane guides,
 * two flippers (one raised on some) over the drain and the apron, the ball on some; 1-px rails along the
 * walls on some; opaque; 36 to 80 px wide, up to 128 px tall.
 */
const pinballSprite: SpriteGenerator['draw'] = (random) => {
  const W = int(random, 36, 80)
  const H = Math.min(128, Math.round(W * uniform(random, 1.45, 1.9)))
  const wall = tint(random, hexes(0x2a1c16, 0x3c2a1e, 0x1c1c24, 0x5a3420))
  const rail = nudge(random, [176, 180, 190])
  const field = tint(random, hexes(0x1e3c8c, 0x4a1e6e, 0x8c1e2a, 0x1e6e46, 0x0e5a6e))
  const rubber = tint(random, WHITES)
  const [bumperC, insertC, targetC] = distinctTints(random, HUES, 3) as [RGB, RGB, RGB]
  const cap = mix(bumperC, rubber, 0.5)
  const unlit = scale(insertC, 0.45)
  const canvas = begin(W, H, field)
  if (random() < 0.5) {
    // The playfield lit towards the top: a lighter tone dithered into the field.
    const glow = mix(field, rubber, 0.25)
    const reach = H * uniform(random, 0.35, 0.6)
    for (let y = 0; y < reach; y++)
      for (let x = 0; x < W; x++) if (bayer(x, y) < 1.1 - y / reach) canvas.set(x, y, glow)
  }
  const b = W >= 56 ? 3 : 2
  const apronH = int(random, 3, 5)
  const R = (W - 2 * b) / 2
  const archH = Math.round(R * uniform(random, 0.55, 0.9))
  const isWall = (x: number, y: number) => {
    if (x < b || x >= W - b || y < b || y >= H - apronH) return true
    const dy = y + 0.5 - (b + archH)
    return dy < 0 && ((x + 0.5 - W / 2) / R) ** 2 + (dy / archH) ** 2 > 1
  }
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) if (isWall(x, y)) canvas.set(x, y, wall)
  if (random() < 0.5) {
    // A rail along the inside of the wall and the arch.
    for (let y = 0; y < H - apronH; y++)
      for (let x = 0; x < W; x++)
        if (!isWall(x, y) && (isWall(x - 1, y) || isWall(x + 1, y) || isWall(x, y - 1)))
          canvas.set(x, y, rail)
  }
  // The plunger lane: a 1-px rail, the spring and the plunger's tip at its foot.
  const pw = W >= 60 ? int(random, 4, 5) : int(random, 3, 4)
  const railX = W - 1 - b - pw
  const laneTop = b + Math.round(archH * 0.8)
  line(canvas, railX, laneTop, railX, H - apronH - 1, rail)
  const springH = int(random, 4, 8)
  for (let k = 0; k < springH; k++)
    if (k % 2 === 0) line(canvas, railX + 1, H - apronH - 1 - k, W - 1 - b, H - apronH - 1 - k, rail)
  rect(canvas, railX + 1, H - apronH - springH - 1, W - 1 - b, H - apronH - springH, targetC)
  const ball = (x: number, y: number) => {
    rect(canvas, x - 1, y, x + 1, y, rail)
    rect(canvas, x, y - 1, x, y + 1, rail)
    canvas.set(x, y, rubber)
  }
  // Flippers, their inlane guides and the slingshots over them, mirrored about the play area's middle.
  const playW = railX - b
  const mid = b + (playW - 1) / 2
  const fl = Math.max(4, Math.round(playW * uniform(random, 0.2, 0.26)))
  const gap = int(random, 1, 3)
  const pivotY = H - apronH - int(random, 4, 8)
  const drop = Math.round(fl * 0.45)
  const fw = W >= 56 ? 3 : 2
  const raised = random() < 0.3 ? pick(random, [-1, 1]) : 0
  const showSling = playW / 2 - gap - fl >= 7
  for (const s of [-1, 1]) {
    const px = Math.round(mid + s * (gap + fl))
    const tx = Math.round(mid + s * gap)
    const wallX = s < 0 ? b : railX - 1
    const gy = pivotY - Math.round(fl * 1.1)
    line(canvas, wallX, gy, px, pivotY - 1, rail)
    if (showSling) {
      const along = (x: number) => gy + ((pivotY - 1 - gy) * (x - wallX)) / (px - wallX)
      // From two pixels in from the wall to two pixels short of the pivot.
      const sx0 = wallX - s * 2
      const sx1 = px + s * 2
      const slH = Math.max(3, Math.round(fl * 0.8))
      const a: Point = [sx0, Math.round(along(sx0)) - 3 - slH]
      const c: Point = [sx1, Math.round(along(sx1)) - 3]
      const bl: Point = [sx0, Math.round(along(sx0)) - 3]
      polygon(
        canvas,
        [a, bl, c].map(([x, y]) => [x + 0.5, y + 0.5] as Point),
        insertC,
      )
      line(canvas, a[0], a[1], bl[0], bl[1], rubber)
      line(canvas, a[0], a[1], c[0], c[1], rubber)
    }
    const up = raised === s ? -1 : 1
    bar(canvas, px, pivotY, tx, pivotY + up * drop, fw, rubber)
    canvas.set(px, pivotY, rail)
  }
  // A column of arrow inserts above the flippers, the lower ones lit.
  const arrowsFrom = pivotY - Math.round(fl * 1.4) - 3
  const arrows = Math.min(int(random, 3, 5), Math.floor((arrowsFrom - H * 0.5) / 4))
  const lit = int(random, 0, arrows)
  const ax = Math.round(mid)
  for (let k = 0; k < arrows; k++) {
    const y = arrowsFrom - 4 * k
    const c = k < lit ? insertC : unlit
    line(canvas, ax - 2, y + 2, ax, y, c)
    line(canvas, ax, y, ax + 2, y + 2, c)
  }
  // A bank of drop targets against one wall, halfway down.
  const targets = int(random, 3, 5)
  const ty0 = Math.round(H * uniform(random, 0.42, 0.52))
  const tx0 = random() < 0.5 ? b + 1 : railX - 2
  for (let k = 0; k < targets; k++) rect(canvas, tx0, ty0 + 4 * k, tx0 + 1, ty0 + 4 * k + 2, targetC)
  // Top rollover lanes: short 1-px guides with a lamp between each pair.
  const lanes = int(random, 2, 3)
  const sp = int(random, 4, 6)
  const ly0 = b + Math.round(archH * 0.55)
  const ll = int(random, 4, 7)
  for (let k = 0; k <= lanes; k++) {
    const x = Math.round(mid + (k - lanes / 2) * sp)
    line(canvas, x, ly0, x, ly0 + ll, rail)
    if (k < lanes)
      canvas.set(x + Math.floor(sp / 2), ly0 + Math.floor(ll / 2), random() < 0.5 ? insertC : unlit)
  }
  // Pop bumpers in the upper half, kept apart.
  const r = Math.max(2, Math.round(playW * uniform(random, 0.07, 0.1)))
  const bumpers: Point[] = []
  const want = int(random, 2, 4)
  for (let tries = 0; tries < 40 && bumpers.length < want; tries++) {
    const x = int(random, b + r + 3, railX - r - 3)
    const y = int(random, ly0 + ll + r + 3, Math.round(H * 0.42))
    if (bumpers.every(([bx, by]) => Math.hypot(bx - x, by - y) > 2 * r + 3)) bumpers.push([x, y])
  }
  for (const [x, y] of bumpers) {
    ellipse(canvas, x, y, r + 0.4, r + 0.4, solid(rubber))
    ellipse(canvas, x, y, r - 0.6, r - 0.6, solid(bumperC))
    ellipse(canvas, x, y, Math.max(0.5, r * 0.4), Math.max(0.5, r * 0.4), solid(cap))
  }
  const ballAt = random()
  if (ballAt < 0.3) ball(railX + 1 + Math.floor(pw / 2), H - apronH - springH - 3)
  else if (ballAt < 0.7) ball(int(random, b + 3, railX - 3), int(random, Math.round(H * 0.45), pivotY - 4))
  return trimmed(canvas)
}

// ---------------------------------------------------------------------------------------------------

/** A facet of folded paper: a polygon in a unit box, its tone (0 lit, 1 mid, 2 shade), and whether it is a
 * thin spike (drawn with a 1-px spine too, so it survives at small sizes). */
interface Facet {
  pts: Point[]
  tone: 0 | 1 | 2
  spike?: boolean
}

/** A crane from the side, head to the right: tail, neck, wings raised over a diamond body. */
function crane(random: () => number): Facet[] {
  const wingTop = uniform(random, 0, 0.14)
  const wingX = uniform(random, 0.36, 0.5)
  const neckY = uniform(random, 0.16, 0.34)
  const tailY = uniform(random, 0.18, 0.36)
  return [
    {
      pts: [
        [0.46, 0.56],
        [0.64, 0.6],
        [wingX + 0.2, wingTop + 0.08],
      ],
      tone: 2,
    },
    {
      pts: [
        [0.28, 0.62],
        [0.42, 0.67],
        [0.02, tailY],
      ],
      tone: 1,
      spike: true,
    },
    {
      pts: [
        [0.58, 0.67],
        [0.72, 0.62],
        [0.92, neckY],
      ],
      tone: 0,
      spike: true,
    },
    {
      pts: [
        [0.88, neckY + 0.03],
        [0.93, neckY - 0.02],
        [1, neckY + 0.13],
      ],
      tone: 2,
    },
    {
      pts: [
        [0.28, 0.62],
        [0.5, 0.5],
        [0.5, 0.8],
      ],
      tone: 1,
    },
    {
      pts: [
        [0.5, 0.5],
        [0.72, 0.62],
        [0.5, 0.8],
      ],
      tone: 2,
    },
    {
      pts: [
        [0.36, 0.6],
        [0.6, 0.55],
        [wingX, wingTop],
      ],
      tone: 0,
    },
  ]
}

/** A paper boat from the side: a sail in two halves rising from a hull with folded-in ends. */
function boat(random: () => number): Facet[] {
  const peak = uniform(random, 0.02, 0.12)
  const flare = uniform(random, 0.12, 0.22)
  return [
    {
      pts: [
        [0.22, 0.56],
        [0.5, 0.56],
        [0.5, peak],
      ],
      tone: 0,
    },
    {
      pts: [
        [0.5, 0.56],
        [0.78, 0.56],
        [0.5, peak],
      ],
      tone: 1,
    },
    {
      pts: [
        [0, 0.5],
        [1, 0.5],
        [1 - flare, 0.9],
        [flare, 0.9],
      ],
      tone: 1,
    },
    {
      pts: [
        [0, 0.5],
        [flare, 0.9],
        [0.3, 0.5],
      ],
      tone: 2,
    },
    {
      pts: [
        [1, 0.5],
        [1 - flare, 0.9],
        [0.7, 0.5],
      ],
      tone: 2,
    },
  ]
}

/** A paper dart in flight, nose to the right: far wing, near wing and keel. */
function dart(random: () => number): Facet[] {
  const tail = uniform(random, 0.04, 0.16)
  const keel = uniform(random, 0.62, 0.8)
  return [
    {
      pts: [
        [1, 0.42],
        [0.02, 0.3],
        [0.12, 0.42],
      ],
      tone: 2,
    },
    {
      pts: [
        [1, 0.42],
        [0, tail],
        [0.12, 0.42],
      ],
      tone: 0,
    },
    {
      pts: [
        [1, 0.44],
        [0.12, 0.42],
        [0.08, keel],
      ],
      tone: 1,
    },
  ]
}

/** A fox's face from the front: two cheeks meeting at the chin, ears and a folded brow. */
function fox(random: () => number): Facet[] {
  const ear = uniform(random, 0.06, 0.14)
  const chin = uniform(random, 0.85, 1)
  return [
    {
      pts: [
        [0, 0.22],
        [ear, 0],
        [0.32, 0.25],
      ],
      tone: 2,
    },
    {
      pts: [
        [1, 0.22],
        [1 - ear, 0],
        [0.68, 0.25],
      ],
      tone: 2,
    },
    {
      pts: [
        [0, 0.22],
        [0.5, 0.3],
        [0.5, chin],
      ],
      tone: 0,
    },
    {
      pts: [
        [1, 0.22],
        [0.5, 0.3],
        [0.5, chin],
      ],
      tone: 1,
    },
    {
      pts: [
        [0.3, 0.24],
        [0.7, 0.24],
        [0.5, 0.34],
      ],
      tone: 2,
    },
  ]
}

/** Draws facets scaled into the box (x0, y0, w, h) in the given three tones; returns the mapping used. */
function fold(canvas: Canvas, facets: Facet[], x0: number, y0: number, w: number, h: number, tones: RGB[]) {
  const to = ([x, y]: Point): Point => [x0 + x * (w - 1), y0 + y * (h - 1)]
  for (const f of facets) {
    const c = tones[f.tone] as RGB
    polygon(
      canvas,
      f.pts.map((p) => {
        const [x, y] = to(p)
        return [x + 0.5, y + 0.5] as Point
      }),
      c,
    )
    if (f.spike) {
      const [a, b, tip] = f.pts.map(to) as [Point, Point, Point]
      line(canvas, (a[0] + b[0]) / 2, (a[1] + b[1]) / 2, tip[0], tip[1], c)
    }
  }
  return to
}

/**
 * Origami: a crane, a boat, a dart or a fox face folded from one sheet (flat facets in a lit, a mid and a
 * shade tone of the paper, the shade showing the white back of the sheet on some, a dotted print on the
 * lit facets of some, 1-px creases along the facet edges on some, eyes on the fox, a ripple of water under
 * the boat on some), or a string of three to six small cranes in different papers on a 1-px thread with a
 * bead; on transparency; 8 to about 80 px.
 */
const origamiSprite: SpriteGenerator['draw'] = (random) => {
  const ink = tint(random, INKS)
  const papers = hexes(0xd63a3a, 0xf0a030, 0x2e7ad6, 0x3aa05a, 0xe86ca0, 0x8a52c0, 0x30b0b0, 0xe8d25a)
  if (random() < 0.2) {
    // A string of cranes.
    const n = int(random, 3, 6)
    const cs = int(random, 10, 16)
    const ch = Math.round(cs * 0.85)
    const step = ch + int(random, 1, 4)
    const top = int(random, 3, 8)
    const H = top + n * step + 4
    const canvas = begin(cs + 4, H, null)
    const thread = nudge(
      random,
      pick(random, [
        [200, 60, 60],
        [230, 230, 220],
        [60, 60, 70],
      ] as RGB[]),
    )
    const cx = 2 + Math.round((cs - 1) * 0.5)
    line(canvas, cx, 0, cx, H - 3, thread)
    const colours = distinctTints(random, papers, int(random, 2, 4))
    for (let k = 0; k < n; k++) {
      const base = colours[k % colours.length] as RGB
      fold(canvas, crane(random), 2, top + k * step, cs, ch, [base, base, scale(base, 0.7)])
    }
    const bead = tint(random, hexes(0xf0c432, 0xf2f0e8, 0xce2e2c))
    rect(canvas, cx - 1, H - 3, cx + 1, H - 1, bead)
    return finish(canvas, random, ink, 0.2, 0.5)
  }
  const kind = pick(random, ['crane', 'crane', 'boat', 'dart', 'fox'] as const)
  const S = side(random, 0.25, 14, 76)
  const aspect = { crane: 0.85, boat: 0.8, dart: 0.55, fox: 1 }[kind]
  const w = S
  const h = Math.max(8, Math.round(S * aspect))
  const water = kind === 'boat' && random() < 0.4
  const canvas = begin(w + 4, h + 4 + (water ? 4 : 0), null)
  const base = tint(random, papers)
  const back = random() < 0.3 ? tint(random, WHITES) : scale(base, 0.7)
  const tones: RGB[] = [mix(base, [255, 255, 255], 0.28), base, back]
  const facets = { crane, boat, dart, fox }[kind](random)
  const to = fold(canvas, facets, 2, 2, w, h, tones)
  if (S >= 24 && random() < 0.3) {
    // A dotted print on the lit facets, in a staggered grid.
    const dot = scale(base, 0.82)
    const pitch = int(random, 3, 4)
    const lit = tones[0] as RGB
    for (let y = 0; y < canvas.height; y++)
      for (let x = 0; x < canvas.width; x++) {
        const o = (y * canvas.width + x) * 4
        const isLit =
          canvas.opaque(x, y) &&
          canvas.data[o] === lit[0] &&
          canvas.data[o + 1] === lit[1] &&
          canvas.data[o + 2] === lit[2]
        if (isLit && mod(y, pitch) === 0 && mod(x + (mod(y, 2 * pitch) === 0 ? 0 : pitch >> 1), pitch) === 0)
          canvas.set(x, y, dot)
      }
  }
  if (S >= 20 && random() < 0.4) {
    // Creases along every facet edge.
    const crease = scale(base, 0.55)
    for (const f of facets)
      f.pts.forEach((p, i) => {
        const [a, b] = [to(p), to(f.pts[(i + 1) % f.pts.length] as Point)]
        line(canvas, a[0], a[1], b[0], b[1], crease)
      })
  }
  if (kind === 'fox') {
    for (const ex of [0.36, 0.64]) {
      const [x, y] = to([ex, 0.46])
      canvas.set(Math.round(x), Math.round(y), ink)
    }
    const [nx, ny] = to([0.5, facets[2]?.pts[2]?.[1] ?? 1])
    canvas.set(Math.round(nx), Math.round(ny), ink)
  }
  if (water) {
    const sea = tint(random, hexes(0x3c8cd2, 0x46a0c8))
    const len = int(random, 3, 5)
    for (const [dy, phase] of [
      [h + 3, 0],
      [h + 5, len],
    ] as const)
      for (let x = 0; x < w + 4; x++) if (mod(x + phase, 2 * len) < len) canvas.set(x, dy, sea)
  }
  return finish(canvas, random, ink, 0.35, 0.5)
}

// ---------------------------------------------------------------------------------------------------

/**
 * An accordion from the front: a bass box (a grid of pearl buttons, a strap across it on some) and a
 * treble box (a slotted grille over a badge) in a lacquered colour with a metal trim and a shaded side,
 * the bellows between them in folds of 2 to 4 px (a light and a dark face each, metal corners at every
 * ridge), and a piano keyboard (white keys split by 1-px lines, black keys in twos and threes) or three
 * columns of buttons down the treble side; on transparency; 10 to 60 px tall, up to about 124 px wide.
 */
const accordionSprite: SpriteGenerator['draw'] = (random) => {
  const ink = tint(random, INKS)
  const H = random() < 0.2 ? int(random, 10, 15) : int(random, 16, 60)
  const boxW = Math.max(4, Math.round(H * uniform(random, 0.28, 0.4)))
  const keysW = Math.max(3, Math.round(H * uniform(random, 0.18, 0.26)))
  const pitch = H < 16 ? 2 : int(random, 2, 4)
  const maxFolds = Math.floor((122 - 2 * boxW - keysW) / pitch)
  const folds = int(random, Math.min(4, maxFolds), Math.min(16, maxFolds))
  const bellowsW = folds * pitch
  const inset = H >= 24 ? int(random, 1, 2) : 1
  const W = 2 * boxW + bellowsW + keysW + 4
  const canvas = begin(W, H + 4, null)
  const body = tint(random, hexes(0xc8202a, 0x1c1c22, 0x2a4a9a, 0xe6e0d2, 0x1e7a4a))
  const dull = body[0] + body[1] + body[2] < 150
  const bodyShade = dull
    ? mix(body, [255, 255, 255], 0.22)
    : scale(body, body[0] + body[1] + body[2] > 360 ? 0.78 : 1.7)
  const trim = tint(random, hexes(0xc8ccd2, 0xd8b04a))
  // A black box gets a metal grille, any other a dark one.
  const grille = dull ? trim : ink
  const pearl = tint(random, WHITES)
  const [light] = distinctTints(random, hexes(0xe6e2d8, 0x2a2a30, 0xb42828, 0x2a3c7a, 0x8a2a6a), 1) as [RGB]
  const dark = scale(light, light[0] + light[1] + light[2] > 360 ? 0.7 : 1.8)
  const y0 = 2
  const y1 = y0 + H - 1
  const lx = 2
  const bx = lx + boxW
  const rx = bx + bellowsW
  const kx = rx + boxW
  // The boxes: lacquer, a shaded side, trim along top and bottom and the edge against the bellows.
  const box = (x0: number, shadeRight: boolean) => {
    rect(canvas, x0, y0, x0 + boxW - 1, y1, body)
    const sx = shadeRight ? x0 + boxW - 1 : x0
    line(canvas, sx, y0, sx, y1, bodyShade)
    line(canvas, x0, y0, x0 + boxW - 1, y0, trim)
    line(canvas, x0, y1, x0 + boxW - 1, y1, trim)
  }
  box(lx, false)
  box(rx, true)
  line(canvas, bx - 1, y0, bx - 1, y1, trim)
  line(canvas, rx, y0, rx, y1, trim)
  // Bass buttons: a staggered grid of pearl dots.
  if (boxW >= 5) {
    for (let row = 0, y = y0 + 3; y <= y1 - 3; row++, y += H >= 30 ? 3 : 2)
      for (let x = lx + 2 + (row % 2); x <= bx - 3; x += 2) canvas.set(x, y, pearl)
  }
  if (random() < 0.4) {
    const strap = nudge(random, [110, 66, 36])
    bar(canvas, lx, y0 + 1, bx - 2, y1 - 1, H >= 30 ? 2 : 1, strap)
  }
  // The treble grille: rows of slots, staggered, over the upper part; a badge below it.
  const grilleTo = y0 + Math.round(H * uniform(random, 0.4, 0.6))
  for (let y = y0 + 2; y < grilleTo; y += 2)
    for (let x = rx + 2; x <= kx - 3; x++)
      if (mod(x + (((y - y0) >> 1) % 2) * 2, 4) !== 3) canvas.set(x, y, grille)
  if (boxW >= 7) {
    const badge = Math.max(2, boxW - 6)
    line(canvas, rx + 3, grilleTo + 2, rx + 2 + badge, grilleTo + 2, trim)
  }
  // The bellows: each fold a light face and a dark face, metal corners at its ridge.
  for (let k = 0; k < folds; k++)
    for (let i = 0; i < pitch; i++) {
      const x = bx + k * pitch + i
      line(canvas, x, y0 + inset, x, y1 - inset, i < Math.ceil(pitch / 2) ? light : dark)
    }
  const corner = H >= 24 ? 2 : 1
  for (let k = 0; k <= folds; k++) {
    const x = bx + k * pitch
    if (x >= rx) continue
    for (let j = 0; j < corner; j++) {
      canvas.set(x, y0 + inset + j, trim)
      canvas.set(x, y1 - inset - j, trim)
    }
  }
  if (random() < 0.65) {
    // A piano keyboard down the treble edge: white keys split by 1-px lines, black keys between some.
    const keyShade = scale(pearl, 0.72)
    rect(canvas, kx, y0 + 1, kx + keysW - 1, y1 - 1, pearl)
    const kh = H >= 36 ? 3 : 2
    const blackW = Math.max(1, Math.round(keysW * 0.55))
    for (let n = 1, y = y0 + 1 + kh; y < y1 - 1; n++, y += kh + 1) {
      line(canvas, kx, y, kx + keysW - 1, y, keyShade)
      // Black keys after the first, second, fourth, fifth and sixth white key of each octave.
      if ([1, 2, 4, 5, 6].includes(mod(n, 7)) && y > y0 + 2 && y < y1 - 2)
        rect(canvas, kx, y - (kh > 2 ? 1 : 0), kx + blackW - 1, y + (kh > 2 ? 1 : 0), ink)
    }
    line(canvas, kx + keysW - 1, y0 + 1, kx + keysW - 1, y1 - 1, keyShade)
  } else {
    // A button board: three staggered columns of pearl buttons on the lacquer.
    rect(canvas, kx, y0 + 1, kx + keysW - 1, y1 - 1, bodyShade)
    for (let row = 0, y = y0 + 2; y <= y1 - 2; row++, y += 2)
      for (let x = kx + 1 + (row % 2); x < kx + keysW - 1; x += 2) canvas.set(x, y, pearl)
  }
  return finish(canvas, random, ink, 0.5, 0.5)
}

// ---------------------------------------------------------------------------------------------------

/** A picture for a jigsaw: a landscape (a sky dithered into a second tone, a sun, two rows of hills, a
 * lake and trees on some) or an abstract of broad diagonal or circular bands. */
function jigsawPicture(random: () => number, W: number, H: number): Canvas {
  const canvas = begin(W, H, null)
  if (random() < 0.7) {
    const skyTop = tint(random, hexes(0x3c78d2, 0x6aa6e6, 0xe87a4a, 0x7a5ab4))
    const skyLow = mix(skyTop, [255, 236, 200], uniform(random, 0.35, 0.55))
    const horizon = Math.round(H * uniform(random, 0.4, 0.6))
    for (let y = 0; y < horizon; y++)
      for (let x = 0; x < W; x++) canvas.set(x, y, bayer(x, y) < y / horizon - 0.1 ? skyLow : skyTop)
    const sun = tint(random, hexes(0xf8e070, 0xf6f2e0, 0xf0a040))
    const sr = Math.max(2, Math.round(Math.min(W, H) * uniform(random, 0.06, 0.12)))
    ellipse(
      canvas,
      int(random, sr + 1, W - sr - 2),
      int(random, sr + 1, Math.max(sr + 1, horizon - sr)),
      sr,
      sr,
      solid(sun),
    )
    const far = tint(random, hexes(0x5a8c64, 0x7a86a6, 0x8a9a5a))
    const near = tint(random, hexes(0x2e7a3a, 0x4a8a2a, 0x3a6a3a))
    const hill = (y0: number, amp: number, c: RGB) => {
      const [f1, f2, p1, p2] = [
        uniform(random, 0.03, 0.09),
        uniform(random, 0.1, 0.2),
        random() * 7,
        random() * 7,
      ]
      for (let x = 0; x < W; x++) {
        const top = Math.round(y0 + amp * (Math.sin(x * f1 + p1) + 0.4 * Math.sin(x * f2 + p2)))
        for (let y = Math.max(0, top); y < H; y++) canvas.set(x, y, c)
      }
    }
    hill(horizon - Math.round(H * 0.05), H * 0.08, far)
    hill(horizon + Math.round(H * 0.15), H * 0.07, near)
    if (random() < 0.5) {
      const lake = mix(skyTop, near, 0.3)
      ellipse(
        canvas,
        int(random, 0, W - 1),
        H - 1,
        W * uniform(random, 0.2, 0.4),
        H * uniform(random, 0.12, 0.2),
        solid(lake),
      )
    }
    if (random() < 0.6) {
      const trunk = nudge(random, [96, 62, 36])
      const leaf = scale(near, 0.65)
      for (let t = int(random, 2, 5); t > 0; t--) {
        const tx = int(random, 2, W - 3)
        const ty = int(random, horizon + 2, H - 3)
        const tr = Math.max(1.5, H * 0.05)
        line(canvas, tx, ty, tx, ty + Math.round(tr * 1.5), trunk)
        ellipse(canvas, tx, ty - tr * 0.3, tr, tr * 1.3, solid(leaf))
      }
    }
  } else {
    const bands = distinctTints(random, HUES, int(random, 3, 5))
    const width = int(random, 4, 9)
    const [cx, cy] = [random() * W, random() * H]
    const round = random() < 0.5
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++) {
        const d = round ? Math.hypot(x - cx, y - cy) : x + y
        canvas.set(x, y, bands[mod(Math.floor(d / width), bands.length)] as RGB)
      }
  }
  return canvas
}

/**
 * Which piece each pixel of a cols × rows jigsaw of c-px cells belongs to: every inner edge has a round
 * tab on a neck, pushed from one side or the other.
 */
function jigsawPieces(
  random: () => number,
  cols: number,
  rows: number,
  c: number,
): (x: number, y: number) => number {
  const kr = c * uniform(random, 0.17, 0.22)
  const push = kr * 0.75
  // +1: the tab belongs to the piece left of (above) the edge, −1 to the one right of (below) it.
  const across = Array.from({ length: rows * cols }, () => (random() < 0.5 ? 1 : -1))
  const down = Array.from({ length: rows * cols }, () => (random() < 0.5 ? 1 : -1))
  const wobble = Array.from({ length: rows * cols * 2 }, () => uniform(random, -0.08, 0.08) * c)
  return (x, y) => {
    const [px, py] = [x + 0.5, y + 0.5]
    const col = Math.min(cols - 1, Math.floor(px / c))
    const row = Math.min(rows - 1, Math.floor(py / c))
    // The edges round this cell: right (col, col+1) and left (col−1, col), below and above.
    for (const [ec, er, vertical] of [
      [col, row, true],
      [col - 1, row, true],
      [col, row, false],
      [col, row - 1, false],
    ] as const) {
      if (ec < 0 || er < 0 || (vertical && ec >= cols - 1) || (!vertical && er >= rows - 1)) continue
      const i = er * cols + ec
      const s = (vertical ? across[i] : down[i]) as number
      const w = wobble[2 * i + (vertical ? 0 : 1)] as number
      const [kx, ky] = vertical
        ? [(ec + 1) * c + s * push, er * c + c / 2 + w]
        : [ec * c + c / 2 + w, (er + 1) * c + s * push]
      if (Math.hypot(px - kx, py - ky) <= kr) {
        const [oc, or] = s > 0 ? [ec, er] : vertical ? [ec + 1, er] : [ec, er + 1]
        return or * cols + oc
      }
    }
    return row * cols + col
  }
}

/**
 * A jigsaw: a picture (a landscape or an abstract) cut into pieces with round tabs by 1-px dark lines,
 * fully done or with one to four pieces missing (transparent holes, outlined); or one loose piece with a
 * lit top-left and a shaded bottom-right edge (an inner, edge or corner piece); 8 to 128 px.
 */
const jigsawSprite: SpriteGenerator['draw'] = (random) => {
  const ink = tint(random, INKS)
  const cut = scale(ink, 1.4)
  if (random() < 0.35) {
    const c = random() < 0.35 ? int(random, 7, 10) : int(random, 11, 24)
    const owner = jigsawPieces(random, 3, 3, c)
    const picture = jigsawPicture(random, 3 * c, 3 * c)
    const id = pick(random, [4, 4, 4, 1, 3, 0])
    const canvas = begin(3 * c + 2, 3 * c + 2, null)
    const mine = (x: number, y: number) => x >= 0 && y >= 0 && x < 3 * c && y < 3 * c && owner(x, y) === id
    const lit = mix(cut, [255, 255, 255], 0.75)
    const relief = random() < 0.6
    for (let y = 0; y < 3 * c; y++)
      for (let x = 0; x < 3 * c; x++) {
        if (!mine(x, y)) continue
        const o = (y * picture.width + x) * 4
        let colour: RGB = [
          picture.data[o] as number,
          picture.data[o + 1] as number,
          picture.data[o + 2] as number,
        ]
        if (!mine(x + 1, y) || !mine(x, y + 1)) colour = cut
        else if (relief && (!mine(x - 1, y) || !mine(x, y - 1))) colour = lit
        canvas.set(x + 1, y + 1, colour)
      }
    return finish(canvas, random, ink, 0.3, 0.5)
  }
  const c = int(random, 8, 16)
  const cols = int(random, 3, Math.min(8, Math.floor(126 / c)))
  const rows = int(random, 2, Math.min(6, Math.floor(126 / c)))
  const [W, H] = [cols * c, rows * c]
  const owner = jigsawPieces(random, cols, rows, c)
  const canvas = jigsawPicture(random, W, H)
  const missing = new Set<number>()
  if (random() < 0.7) for (let k = int(random, 1, 4); k > 0; k--) missing.add(int(random, 0, cols * rows - 1))
  const ids = new Int32Array(W * H)
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) ids[y * W + x] = owner(x, y)
  const idAt = (x: number, y: number) =>
    x < 0 || y < 0 || x >= W || y >= H ? -1 : (ids[y * W + x] as number)
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const id = idAt(x, y)
      if (missing.has(id)) {
        canvas.set(x, y, null)
        continue
      }
      const [r, d, l, u] = [idAt(x + 1, y), idAt(x, y + 1), idAt(x - 1, y), idAt(x, y - 1)]
      const cutHere = (r >= 0 && r !== id) || (d >= 0 && d !== id) || missing.has(l) || missing.has(u)
      if (cutHere) canvas.set(x, y, cut)
    }
  return trimmed(canvas)
}

// ---------------------------------------------------------------------------------------------------

/** The six sticker colours of a puzzle cube. */
const STICKERS = hexes(0xf4f4ee, 0xf6d22c, 0xd8242c, 0xf47c1c, 0x1e5ad2, 0x20a04a)

/**
 * A puzzle cube: face on (a 2×2 to 4×4 grid of stickers 2 to 7 px on a black or dark body with 1-px gaps,
 * round sticker corners and a glare pixel on big stickers, round body corners on some), or three faces in
 * 2:1 isometric (the top face lit, the left face and the right face darker, stickers mostly of each face's
 * colour with some scrambled in); 8 to about 70 px.
 */
const cubeSprite: SpriteGenerator['draw'] = (random) => {
  const body = nudge(
    random,
    pick(random, [
      [24, 24, 28],
      [36, 36, 40],
      [16, 16, 20],
    ] as RGB[]),
  )
  const n = pick(random, [2, 3, 3, 3, 4])
  if (random() < 0.5) {
    const sMin = Math.max(2, Math.ceil((8 - (n + 1)) / n))
    const s = int(random, sMin, n === 4 ? 5 : 7)
    const size = n * s + n + 1
    const canvas = begin(size, size, body)
    const colours = distinctTints(random, STICKERS, 6)
    const glare = nudge(random, [252, 252, 250])
    for (let i = 0; i < n; i++)
      for (let j = 0; j < n; j++) {
        // The first two stickers differ, so even a small cube has three colours.
        const c = (i === 0 && j < 2 ? colours[j] : pick(random, colours)) as RGB
        const [x0, y0] = [1 + j * (s + 1), 1 + i * (s + 1)]
        rect(canvas, x0, y0, x0 + s - 1, y0 + s - 1, c)
        if (s >= 4)
          for (const [cx, cy] of [
            [x0, y0],
            [x0 + s - 1, y0],
            [x0, y0 + s - 1],
            [x0 + s - 1, y0 + s - 1],
          ] as const)
            canvas.set(cx, cy, body)
        if (s >= 5) canvas.set(x0 + 1, y0 + 1, glare)
      }
    if (random() < 0.5)
      for (const [cx, cy] of [
        [0, 0],
        [size - 1, 0],
        [0, size - 1],
        [size - 1, size - 1],
      ] as const)
        canvas.set(cx, cy, null)
    return trimmed(canvas)
  }
  const q = n === 4 ? int(random, 4, 5) : n === 2 ? int(random, 4, 9) : int(random, 4, 8)
  const E = n * q
  const canvas = begin(2 * E + 2, 2 * E + 2, null)
  const [top, left, right] = distinctTints(random, STICKERS, 3) as [RGB, RGB, RGB]
  const faces = [top, left, right]
  const mixUp = uniform(random, 0, 0.45)
  const stickers = faces.map((own) =>
    Array.from({ length: n * n }, () => (random() < mixUp ? pick(random, faces) : own)),
  )
  const shades = [1, uniform(random, 0.74, 0.84), uniform(random, 0.56, 0.66)]
  const [cx, cy] = [E + 1, E + 1]
  const cell = (face: number, u: number, v: number) => {
    const g = 1
    if (u < g || v < g || u > E - g || v > E - g || mod(u, q) < g || mod(v, q) < g) return body
    const c = stickers[face]?.[Math.floor(v / q) * n + Math.floor(u / q)] as RGB
    return scale(c, shades[face] as number)
  }
  for (let sy = 0; sy < canvas.height; sy++)
    for (let sx = 0; sx < canvas.width; sx++) {
      const [dx, dy] = [sx + 0.5 - cx, sy + 0.5 - cy]
      // Top face (Z = E): X − Y = dx, X + Y = 2(dy + E).
      const X = (dx + 2 * (dy + E)) / 2
      const Y = (2 * (dy + E) - dx) / 2
      if (X >= 0 && X < E && Y >= 0 && Y < E) {
        canvas.set(sx, sy, cell(0, X, Y))
        continue
      }
      // Left face (Y = E): X = dx + E, Z = (X + E)/2 − dy.
      const lX = dx + E
      const lZ = (lX + E) / 2 - dy
      if (lX >= 0 && lX < E && lZ >= 0 && lZ < E) {
        canvas.set(sx, sy, cell(1, lX, E - lZ))
        continue
      }
      // Right face (X = E): Y = E − dx, Z = (E + Y)/2 − dy.
      const rY = E - dx
      const rZ = (E + rY) / 2 - dy
      if (rY >= 0 && rY < E && rZ >= 0 && rZ < E) canvas.set(sx, sy, cell(2, E - rY, E - rZ))
    }
  return trimmed(canvas)
}

// ---------------------------------------------------------------------------------------------------

/**
 * A wind chime: a hanging ring on a 1-px cord over a wooden bar or a metal dome, three to eight tubes 2 to
 * 4 px thick on 1-px strings (lit, metal and shaded columns, a dark cap; graded long to short, longest in
 * the middle, or shortest in the middle), or small brass bells with clappers, a striker disc and a sail
 * (a leaf, a pennant or a fish with a 1-px vein) on a centre string; swinging a little on some; on
 * transparency, mostly empty; about 10 to 64 px wide, 30 to 120 px tall.
 */
const windChimeSprite: SpriteGenerator['draw'] = (random) => {
  const ink = tint(random, INKS)
  const cord = nudge(
    random,
    pick(random, [
      [70, 66, 62],
      [150, 150, 146],
      [180, 60, 50],
    ] as RGB[]),
  )
  const bells = random() < 0.25
  const n = bells ? int(random, 3, 5) : int(random, 3, 8)
  const tw = bells ? int(random, 3, 6) : n >= 7 ? int(random, 2, 3) : int(random, 2, 4)
  const gapT = int(random, 1, bells ? 3 : 4)
  const span = n * tw + (n - 1) * gapT
  const margin = int(random, 1, 3)
  const topW = span + 2 * margin
  const hookH = int(random, 3, 8)
  const dome = random() < 0.4
  const barH = dome ? Math.max(3, Math.round(topW * 0.3)) : int(random, 2, 4)
  const stringTop = int(random, 2, 6)
  const Lmax = bells ? tw + 1 : int(random, 12, 60)
  const Lmin = bells ? tw + 1 : Math.max(6, Math.round(Lmax * uniform(random, 0.35, 0.7)))
  const order = pick(random, ['ramp', 'arch', 'valley'] as const)
  const lengths = Array.from({ length: n }, (_, i) => {
    const t = n === 1 ? 0 : i / (n - 1)
    const u = order === 'ramp' ? t : order === 'arch' ? Math.abs(2 * t - 1) : 1 - Math.abs(2 * t - 1)
    return Math.round(Lmax - (Lmax - Lmin) * u)
  })
  const drops = lengths.map(() => (bells ? int(random, 2, 14) : stringTop))
  const deepest = Math.max(...lengths.map((l, i) => l + (drops[i] as number)))
  const sailW = int(random, 4, 12)
  const sailH = Math.round(sailW * uniform(random, 1.2, 1.8))
  const sailGap = int(random, 3, 10)
  const slope = random() < 0.3 ? uniform(random, -0.22, 0.22) : 0
  const depth = barH + deepest + sailGap + sailH + 2
  const swing = Math.ceil(Math.abs(slope) * depth) + 2
  const W = Math.max(topW, sailW + 2) + 2 * swing + 4
  const H = hookH + depth + 4
  const canvas = begin(W, H, null)
  const cx = Math.floor(W / 2)
  const barY = hookH + 2
  const shift = (y: number) => Math.round(slope * (y - barY - barH))
  // Ring and cord, then the bar or dome.
  circle(canvas, cx, 2, 1, cord)
  line(canvas, cx, 3, cx, barY, cord)
  const wood = tint(random, hexes(0x9a6a3c, 0x6a4428, 0xc89c64, 0x8c8c94))
  const woodShade = scale(wood, 0.7)
  const x0 = cx - Math.floor(topW / 2)
  if (dome)
    ellipse(canvas, cx, barY + barH - 1, topW / 2, barH, (x, y) =>
      y > barY + barH - 1 ? null : y === barY + barH - 1 ? woodShade : wood,
    )
  else {
    rect(canvas, x0, barY, x0 + topW - 1, barY + barH - 2, wood)
    line(canvas, x0, barY + barH - 1, x0 + topW - 1, barY + barH - 1, woodShade)
  }
  const metal = tint(
    random,
    bells ? hexes(0xc8a040, 0xb88a3c) : hexes(0xb4bac4, 0xc8a050, 0x6a8aa6, 0xa0a4aa),
  )
  const metalLit = mix(metal, [255, 255, 255], 0.45)
  const metalShade = scale(metal, 0.66)
  const hangY = barY + barH
  for (let i = 0; i < n; i++) {
    const tx = x0 + margin + i * (tw + gapT)
    const mid = tx + Math.floor(tw / 2)
    const topY = hangY + (drops[i] as number)
    line(canvas, mid, hangY, mid + shift(topY), topY - 1, cord)
    const L = lengths[i] as number
    for (let y = topY; y < topY + L; y++) {
      const sx = tx + shift(y)
      if (bells) {
        // A bell: narrow at the top, flaring to its lip.
        const t = (y - topY) / Math.max(1, L - 1)
        const half = Math.round(((tw - 1) / 2) * (0.45 + 0.55 * Math.sqrt(t)))
        const c0 = sx + Math.floor(tw / 2)
        for (let x = c0 - half; x <= c0 + half; x++)
          canvas.set(x, y, y === topY + L - 1 ? metalShade : x === c0 - half ? metalLit : metal)
        continue
      }
      for (let k = 0; k < tw; k++) {
        const c = y === topY ? metalShade : k === 0 ? metalLit : k === tw - 1 && tw >= 3 ? metalShade : metal
        canvas.set(sx + k, y, c)
      }
    }
    if (bells) canvas.set(mid + shift(topY + L), topY + L, ink)
  }
  // The centre string, the striker and the sail.
  const strikerY = hangY + stringTop + Math.round(Lmin * 0.5)
  const sailY = hangY + deepest + sailGap
  line(canvas, cx, hangY, cx + shift(sailY), sailY, cord)
  const strikerW = Math.max(1, Math.round(span * 0.18))
  rect(
    canvas,
    cx + shift(strikerY) - strikerW,
    strikerY,
    cx + shift(strikerY) + strikerW,
    strikerY + 1,
    woodShade,
  )
  const sail = tint(random, HUES)
  const vein = scale(sail, 0.7)
  const sx = cx + shift(sailY)
  const shape = pick(random, ['leaf', 'pennant', 'fish'] as const)
  if (shape === 'leaf') ellipse(canvas, sx, sailY + sailH / 2, sailW / 2, sailH / 2, solid(sail))
  else if (shape === 'pennant')
    polygon(
      canvas,
      [
        [sx - sailW / 2 + 0.5, sailY],
        [sx + sailW / 2 + 0.5, sailY],
        [sx + sailW / 2 + 0.5, sailY + sailH],
        [sx + 0.5, sailY + sailH * 0.75],
        [sx - sailW / 2 + 0.5, sailY + sailH],
      ],
      sail,
    )
  else {
    ellipse(canvas, sx, sailY + sailH * 0.4, sailW / 2, sailH * 0.4, solid(sail))
    polygon(
      canvas,
      [
        [sx + 0.5, sailY + sailH * 0.7],
        [sx - sailW / 2 + 0.5, sailY + sailH + 0.5],
        [sx + sailW / 2 + 0.5, sailY + sailH + 0.5],
      ],
      sail,
    )
  }
  line(canvas, sx, sailY, sx, sailY + Math.round(sailH * 0.7), vein)
  return finish(canvas, random, ink, 0.15, 0.5)
}

// ---------------------------------------------------------------------------------------------------

interface Centre {
  x: number
  y: number
  a: number
  s: number
}

/**
 * A weather chart: sea and land (a coast from a few blobs, a 1-px coastline), a dashed graticule on the
 * sea on some, a rain area in a checker dither on some, 1-px isobars round two to four highs and lows (H
 * in blue, L in red, on a cleared patch), and a cold front (triangles) or a warm front (half discs)
 * trailing from a low on some; opaque; 48 to 128 px wide, 40 to 128 px tall.
 */
const isobarSprite: SpriteGenerator['draw'] = (random) => {
  const W = int(random, 48, 128)
  const H = int(random, 40, Math.min(128, Math.round(W * 1.1)))
  const sea = tint(random, hexes(0xb4d2ec, 0xc8e0f0, 0x9cc4e4))
  const land = tint(random, hexes(0xd8e8b4, 0xe8dcb4, 0xc4dca0))
  const coast = scale(land, 0.62)
  const isobar = tint(random, INKS)
  const high = nudge(random, [30, 70, 200])
  const low = nudge(random, [210, 40, 40])
  // Land: a few blobs and a ripple, above a threshold.
  const blobs = Array.from({ length: int(random, 2, 4) }, () => ({
    x: uniform(random, -0.2, 1.2) * W,
    y: uniform(random, -0.2, 1.2) * H,
    s: uniform(random, 0.18, 0.4) * Math.max(W, H),
  }))
  const [f1, f2, p1, p2] = [
    uniform(random, 0.08, 0.2),
    uniform(random, 0.08, 0.2),
    random() * 7,
    random() * 7,
  ]
  const landAt = (x: number, y: number) =>
    blobs.reduce((t, b) => t + Math.exp(-((x - b.x) ** 2 + (y - b.y) ** 2) / (2 * b.s * b.s)), 0) +
      0.12 * Math.sin(x * f1 + p1) * Math.sin(y * f2 + p2) >
    0.55
  const canvas = begin(W, H, sea)
  const isLand = new Uint8Array(W * H)
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) isLand[y * W + x] = landAt(x, y) ? 1 : 0
  const landPx = (x: number, y: number) => x >= 0 && y >= 0 && x < W && y < H && isLand[y * W + x] === 1
  const base = (x: number, y: number) => (landPx(x, y) ? land : sea)
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      if (!landPx(x, y)) continue
      const shore = [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ].some(([dx, dy]) => {
        const [nx, ny] = [x + (dx as number), y + (dy as number)]
        return nx >= 0 && ny >= 0 && nx < W && ny < H && !landPx(nx, ny)
      })
      canvas.set(x, y, shore ? coast : land)
    }
  if (random() < 0.4) {
    const gs = int(random, 12, 24)
    const shade = scale(sea, 0.88)
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++)
        if (!landPx(x, y) && ((mod(x, gs) === 0 && mod(y, 2) === 0) || (mod(y, gs) === 0 && mod(x, 2) === 0)))
          canvas.set(x, y, shade)
  }
  if (random() < 0.4) {
    const rain = nudge(random, [90, 180, 90])
    const [rx, ry, rs] = [
      uniform(random, 0.2, 0.8) * W,
      uniform(random, 0.2, 0.8) * H,
      uniform(random, 0.1, 0.2) * W,
    ]
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++)
        if (Math.exp(-((x - rx) ** 2 + (y - ry) ** 2) / (2 * rs * rs)) > 0.5 && mod(x + y, 2) === 0)
          canvas.set(x, y, rain)
  }
  // Pressure: highs and lows (at least one of each) and a gentle slope.
  const centres: Centre[] = []
  const count = int(random, 2, 4)
  for (let tries = 0; tries < 60 && centres.length < count; tries++) {
    const c: Centre = {
      x: int(random, 6, W - 7),
      y: int(random, 6, H - 7),
      a:
        (centres.length === 0 ? 1 : centres.length === 1 ? -1 : pick(random, [1, -1])) *
        uniform(random, 0.6, 1),
      s: uniform(random, 0.22, 0.4) * Math.min(W, H),
    }
    if (centres.every((o) => Math.hypot(o.x - c.x, o.y - c.y) > 0.4 * Math.max(W, H))) centres.push(c)
  }
  const [gx, gy] = [uniform(random, -0.004, 0.004), uniform(random, -0.004, 0.004)]
  const pressure = new Float64Array(W * H)
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++)
      pressure[y * W + x] =
        centres.reduce(
          (t, c) => t + c.a * Math.exp(-((x - c.x) ** 2 + (y - c.y) ** 2) / (2 * c.s * c.s)),
          0,
        ) +
        gx * x +
        gy * y
  // Isobars at an even step that gives the chart five to nine of them from its lowest to its highest.
  const step = (Math.max(...pressure) - Math.min(...pressure)) / int(random, 6, 10)
  const levels = pressure.map((p) => Math.floor(p / step))
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const v = levels[y * W + x]
      if ((x + 1 < W && levels[y * W + x + 1] !== v) || (y + 1 < H && levels[(y + 1) * W + x] !== v))
        canvas.set(x, y, isobar)
    }
  // A front from the first low, symbols on one side every few pixels.
  const firstLow = centres.find((c) => c.a < 0)
  if (firstLow && random() < 0.6) {
    const cold = random() < 0.5
    const c = cold ? high : low
    let theta = random() * 2 * Math.PI
    let [x, y] = [firstLow.x + 4 * Math.cos(theta), firstLow.y + 4 * Math.sin(theta)]
    const bend = uniform(random, -0.06, 0.06)
    const every = int(random, 7, 10)
    for (let k = 0, len = int(random, 20, 60); k < len; k++) {
      theta += bend + uniform(random, -0.05, 0.05)
      x += Math.cos(theta)
      y += Math.sin(theta)
      canvas.set(Math.round(x), Math.round(y), c)
      if (k % every === every - 1) {
        const [tx, ty, nx, ny] = [Math.cos(theta), Math.sin(theta), -Math.sin(theta), Math.cos(theta)]
        const rows = cold ? [2, 1, 0] : [2, 2, 1]
        rows.forEach((half, d) => {
          for (let t = -half; t <= half; t++)
            canvas.set(Math.round(x + t * tx + (d + 1) * nx), Math.round(y + t * ty + (d + 1) * ny), c)
        })
      }
    }
  }
  for (const ctr of centres) {
    const letter = ctr.a > 0 ? 'H' : 'L'
    const [lx, ly] = [ctr.x - 2, ctr.y - 3]
    for (let y = ly - 1; y <= ly + 7; y++) for (let x = lx - 1; x <= lx + 5; x++) canvas.set(x, y, base(x, y))
    drawText(canvas, letter, lx, ly, ctr.a > 0 ? high : low, null)
  }
  return trimmed(canvas)
}

// ---------------------------------------------------------------------------------------------------

/**
 * A mirror ball: a sphere tiled in rings of square mirrors (fewer per ring towards the poles) split by
 * 1-px dark grout, each tile a flat tone of a three- or four-step ramp (silver, gold or rose) from the
 * light and a random glint, in an ordered dither on big balls on some, a few tiles catching a coloured
 * spotlight on some, white star glints, a cap and a 1-px cord above; on transparency; radius 4 to 34 px.
 */
const mirrorBallSprite: SpriteGenerator['draw'] = (random) => {
  const R = random() < 0.25 ? int(random, 4, 6) : int(random, 7, 34)
  const tile = R < 8 ? 2 : R < 16 ? int(random, 2, 3) : int(random, 3, 5)
  const pad = 4
  const hang = int(random, 2, 10)
  const W = 2 * R + 1 + 2 * pad
  const H = 2 * R + 1 + pad + hang + 2
  const canvas = begin(W, H, null)
  const [cx, cy] = [pad + R, hang + 2 + R]
  const steps = int(random, 3, 4)
  const metal = pick(random, [
    [200, 204, 212],
    [220, 190, 110],
    [226, 180, 190],
  ] as RGB[])
  const tones = Array.from({ length: steps }, (_, i) =>
    scale(nudge(random, metal), 0.35 + (0.85 * i) / (steps - 1)),
  )
  const grout = tint(random, INKS)
  const white = nudge(random, [252, 252, 248])
  const lights = random() < 0.4 ? distinctTints(random, HUES, int(random, 1, 2)) : []
  const dither = R >= 12 && random() < 0.5
  const dLat = Math.PI / Math.max(3, Math.round((Math.PI * R) / (tile + 1)))
  const spin = random() * 2 * Math.PI
  const [lx, ly, lz] = [-0.5, -0.6, 0.62]
  const tiles = new Map<string, { v: number; hue: RGB | null }>()
  const tileAt = (x: number, y: number): string | null => {
    const [nx, ny] = [(x + 0.5 - cx) / (R + 0.5), (y + 0.5 - cy) / (R + 0.5)]
    if (nx * nx + ny * ny > 1) return null
    const nz = Math.sqrt(1 - nx * nx - ny * ny)
    const lat = Math.asin(ny)
    const ring = Math.floor((lat + Math.PI / 2) / dLat)
    const latC = -Math.PI / 2 + (ring + 0.5) * dLat
    const per = Math.max(1, Math.round((2 * Math.PI * Math.cos(latC)) / dLat))
    const lon = Math.atan2(nx, nz) + spin
    return `${ring},${mod(Math.floor((lon / (2 * Math.PI)) * per), per)}`
  }
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const id = tileAt(x, y)
      if (id === null) continue
      const right = tileAt(x + 1, y)
      const below = tileAt(x, y + 1)
      if ((right !== null && right !== id) || (below !== null && below !== id)) {
        canvas.set(x, y, grout)
        continue
      }
      let t = tiles.get(id)
      if (!t) {
        const [nx, ny] = [(x + 0.5 - cx) / R, (y + 0.5 - cy) / R]
        const nz = Math.sqrt(Math.max(0, 1 - nx * nx - ny * ny))
        const diffuse = Math.max(0, nx * lx + ny * ly + nz * lz)
        const v = Math.max(0, Math.min(0.999, 0.15 + 0.75 * diffuse + uniform(random, -0.25, 0.25)))
        t = { v, hue: lights.length && random() < 0.12 ? pick(random, lights) : null }
        tiles.set(id, t)
      }
      if (t.hue) {
        canvas.set(x, y, t.hue)
        continue
      }
      const level = t.v * (steps - 1)
      const k = Math.floor(level) + (dither && level - Math.floor(level) > bayer(x, y) ? 1 : 0)
      canvas.set(x, y, tones[Math.min(steps - 1, dither ? k : Math.round(level))] as RGB)
    }
  // The cap and the cord.
  const capW = Math.max(1, Math.round(R * 0.2))
  rect(canvas, cx - capW, cy - R - 1, cx + capW, cy - R, tones[1] as RGB)
  line(canvas, cx, 0, cx, cy - R - 2, grout)
  // Star glints on the lit side and at the rim.
  for (let k = int(random, 1, 4); k > 0; k--) {
    const a = uniform(random, Math.PI, 1.9 * Math.PI)
    const d = uniform(random, 0.3, 1) * R
    const [gx, gy] = [Math.round(cx + d * Math.cos(a)), Math.round(cy + d * Math.sin(a))]
    const arm = R < 8 ? 1 : int(random, 1, 3)
    for (let i = -arm; i <= arm; i++) {
      canvas.set(gx + i, gy, white)
      canvas.set(gx, gy + i, white)
    }
  }
  return trimmed(canvas)
}

export const STUPA_GENERATORS: SpriteGenerator[] = [
  { name: 'stupa-pinball', draw: within(pinballSprite) },
  { name: 'stupa-origami', draw: within(origamiSprite) },
  { name: 'stupa-accordion', draw: within(accordionSprite) },
  { name: 'stupa-jigsaw', draw: within(jigsawSprite) },
  { name: 'stupa-cube', draw: within(cubeSprite) },
  { name: 'stupa-windchime', draw: within(windChimeSprite) },
  { name: 'stupa-isobar', draw: within(isobarSprite) },
  { name: 'stupa-mirrorball', draw: within(mirrorBallSprite) },
]
