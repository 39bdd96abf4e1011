// The generators of the `naos` split of the wide recovery bench, written in round 20 for round 21,
// before any of its method work, and used by no other split: seven-segment displays (digital clocks,
// scoreboards and meter readouts), sports pitches and courts seen from above, fishing nets (hung from a
// headline with floats, or landing nets on a handle), wind turbines alone or in a row on a ridge, mazes,
// mouse pointers and other cursors, cross-sections of soil with an ants' nest, and charts (bars, lines,
// pies and sparklines). Pitches, soil and display panels are long flat runs with one-cell details (spots,
// eggs, ghost segments); pitch markings, net mesh, turbine blades, maze walls and chart axes are 1-px
// lines; cursors and single digits are tiny; readouts, sparklines, maze strips and wind farms are thin
// strips. Held back: scored once at the end of a round (bench/lib/wide/splits.ts).
import type { Random } from '../../../packages/pixelart/src/recover/testing/degrade.ts'
import { uniform } from '../../../packages/pixelart/src/recover/testing/degrade.ts'
import {
  bar,
  begin,
  distinctTints,
  ellipse,
  finish,
  int,
  line,
  mix,
  nudge,
  pick,
  polygon,
  rect,
  ring,
  scale,
  side,
  solid,
  tint,
  trimmed,
  within,
  type Canvas,
  type RGB,
  type SpriteGenerator,
  circle,
  mod,
  rotated,
  scribble,
} from './canvas.ts'
import { drawText, LETTERS } from './text.ts'

/** Near-blacks for outlines, axes and walls, each with a slight cast. */
const INKS: RGB[] = [
  [22, 22, 28],
  [20, 28, 38],
  [38, 24, 20],
  [32, 32, 32],
]

/** Flat hues for chart series, team shirts, floats and lamps. */
const HUES: RGB[] = [
  [214, 52, 48],
  [40, 100, 196],
  [244, 196, 48],
  [52, 156, 84],
  [234, 124, 36],
  [144, 70, 170],
  [48, 178, 196],
  [230, 104, 150],
  [124, 190, 64],
]

const PAPERS: RGB[] = [
  [246, 244, 236],
  [236, 238, 242],
  [250, 238, 206],
]

// ---------------------------------------------------------------------------------------------------

/** Segments of each digit as bits a (top, bit 6), b, c (right, top to bottom), d (bottom), e, f, g. */
const SEVEN = [0x7e, 0x30, 0x6d, 0x79, 0x33, 0x5b, 0x5f, 0x70, 0x7f, 0x7b]

/**
 * One seven-segment digit with its top-left corner at (x0, y0): segments `L` px long and `t` thick, the
 * corners between them left empty; unlit segments in `ghost` (or not drawn); leaning right by one pixel
 * every `slant` rows (0: upright). `value` -1 is a blank digit, 10 a minus sign.
 */
function sevenSegment(
  canvas: Canvas,
  x0: number,
  y0: number,
  L: number,
  t: number,
  value: number,
  lit: RGB,
  ghost: RGB | null,
  slant: number,
) {
  const H = 2 * L + 3 * t
  const bits = value === 10 ? 0x01 : (SEVEN[value] ?? 0)
  const seg = (i: number, xa: number, ya: number, xb: number, yb: number) => {
    const c = (bits >> (6 - i)) & 1 ? lit : ghost
    if (!c) return
    for (let y = ya; y <= yb; y++)
      for (let x = xa; x <= xb; x++) canvas.set(x + (slant ? Math.floor((y0 + H - 1 - y) / slant) : 0), y, c)
  }
  seg(0, x0 + t, y0, x0 + t + L - 1, y0 + t - 1)
  seg(1, x0 + t + L, y0 + t, x0 + 2 * t + L - 1, y0 + t + L - 1)
  seg(2, x0 + t + L, y0 + 2 * t + L, x0 + 2 * t + L - 1, y0 + 2 * t + 2 * L - 1)
  seg(3, x0 + t, y0 + 2 * t + 2 * L, x0 + t + L - 1, y0 + 3 * t + 2 * L - 1)
  seg(4, x0, y0 + 2 * t + L, x0 + t - 1, y0 + 2 * t + 2 * L - 1)
  seg(5, x0, y0 + t, x0 + t - 1, y0 + t + L - 1)
  seg(6, x0 + t, y0 + t + L, x0 + t + L - 1, y0 + 2 * t + L - 1)
}

type Glyph = { kind: 'digit'; value: number; point?: boolean } | { kind: 'colon' } | { kind: 'space' }

/**
 * A seven-segment display in a case: a digital clock (HH:MM, with seconds on some, an AM/PM lamp, feet
 * and a snooze bar on some), a scoreboard (two scores with team names above in a 5×7 font and period
 * lamps between), a meter readout (3 to 8 digits with a decimal point and blank leading digits: a thin
 * strip) or one or two big digits; LED (dark window), LCD (grey-green window, dark segments) or VFD
 * (teal), unlit segments faintly shown on some, upright or leaning; opaque but for rounded corners and
 * feet; 8 to about 110 px long, 11 to 45 px high.
 */
const segmentSprite: SpriteGenerator['draw'] = (random) => {
  const kind = pick(random, ['clock', 'clock', 'score', 'meter', 'meter', 'digit'] as const)
  const t = random() < 0.3 ? 2 : 1
  const L =
    kind === 'digit'
      ? int(random, 2, t === 2 ? 12 : 9)
      : kind === 'meter'
        ? int(random, 2, t === 2 ? 5 : 4)
        : int(random, t === 2 ? 3 : 2, t === 2 ? 8 : 6)
  const dw = L + 2 * t
  const dh = 2 * L + 3 * t
  const gap = t + int(random, 0, 1)
  const slant = L >= 3 && random() < 0.3 ? int(random, 3, 5) : 0
  const lean = slant ? Math.ceil(dh / slant) : 0
  const style = pick(random, ['led', 'led', 'lcd', 'vfd'] as const)
  const windowC =
    style === 'led'
      ? tint(random, [
          [20, 16, 18],
          [34, 20, 20],
          [16, 22, 30],
        ])
      : style === 'lcd'
        ? tint(random, [
            [160, 178, 140],
            [186, 196, 180],
            [150, 170, 160],
          ])
        : nudge(random, [18, 40, 44])
  const lit =
    style === 'led'
      ? tint(random, [
          [240, 40, 36],
          [80, 236, 70],
          [250, 170, 30],
          [70, 160, 250],
        ])
      : style === 'lcd'
        ? tint(random, [
            [34, 40, 30],
            [30, 30, 56],
          ])
        : nudge(random, [90, 240, 220])
  const ghost = random() < 0.45 ? mix(lit, windowC, style === 'lcd' ? 0.82 : 0.75) : null
  const caseC = tint(random, [
    [36, 36, 40],
    [226, 226, 220],
    [130, 84, 50],
    [170, 174, 182],
    [180, 40, 40],
  ])

  // The glyphs in a row, and per kind the extras.
  const glyphs: Glyph[] = []
  const digitOf = () => int(random, 0, 9)
  let labels: string[] = []
  if (kind === 'clock') {
    const seconds = random() < 0.3
    const hour = int(random, 0, 23)
    const blankTen = hour < 10 && random() < 0.5
    glyphs.push(
      { kind: 'digit', value: blankTen ? -1 : Math.floor(hour / 10) },
      { kind: 'digit', value: hour % 10 },
    )
    glyphs.push(
      { kind: 'colon' },
      { kind: 'digit', value: int(random, 0, 5) },
      { kind: 'digit', value: digitOf() },
    )
    if (seconds)
      glyphs.push(
        { kind: 'colon' },
        { kind: 'digit', value: int(random, 0, 5) },
        { kind: 'digit', value: digitOf() },
      )
  } else if (kind === 'score') {
    const three = random() < 0.2
    for (let side = 0; side < 2; side++) {
      if (side) glyphs.push({ kind: 'space' })
      const n = three && side === 0 ? 3 : 2
      for (let i = 0; i < n; i++)
        glyphs.push({ kind: 'digit', value: i === 0 && random() < 0.4 ? -1 : digitOf() })
    }
    const len = int(random, 2, 4)
    labels = [0, 1].map(() => Array.from({ length: len }, () => pick(random, LETTERS)).join(''))
  } else if (kind === 'meter') {
    const room = Math.floor((118 - lean) / (dw + gap))
    const n = int(random, 3, Math.max(3, Math.min(8, room)))
    const lead = int(random, 0, Math.max(0, n - 2))
    const point = random() < 0.7 ? int(random, lead, n - 2) : -1
    const negative = lead > 0 && random() < 0.25
    for (let i = 0; i < n; i++)
      glyphs.push({
        kind: 'digit',
        value: i < lead ? (negative && i === lead - 1 ? 10 : -1) : digitOf(),
        point: i === point,
      })
  } else {
    const n = random() < 0.3 ? 2 : 1
    for (let i = 0; i < n; i++) glyphs.push({ kind: 'digit', value: digitOf() })
  }
  const colonW = t + 2 * gap
  const spaceW = Math.max(3, L)
  const widthOf = (g: Glyph) => (g.kind === 'digit' ? dw : g.kind === 'colon' ? colonW : spaceW)
  const rowW = glyphs.reduce((w, g, i) => w + widthOf(g) + (i && g.kind === 'digit' ? gap : 0), 0) + lean

  const labelH = kind === 'score' && L >= 4 ? 9 : 0
  const pad = int(random, 1, 3)
  const bezel = int(random, 1, 3)
  const feet = kind === 'clock' && random() < 0.4 ? 2 : 0
  const innerW = rowW + 2 * pad
  const innerH = dh + 2 * pad + labelH
  const w = innerW + 2 * bezel
  const h = innerH + 2 * bezel + feet
  const canvas = begin(w, h, null)
  rect(canvas, 0, 0, w - 1, h - 1 - feet, caseC)
  if (bezel >= 2) {
    line(canvas, 0, 0, w - 1, 0, scale(caseC, 1.25))
    line(canvas, 0, h - 1 - feet, w - 1, h - 1 - feet, scale(caseC, 0.7))
    line(canvas, w - 1, 0, w - 1, h - 1 - feet, scale(caseC, 0.7))
  }
  const wx = bezel
  const wy = bezel
  rect(canvas, wx, wy, wx + innerW - 1, wy + innerH - 1, windowC)

  let x = wx + pad
  const y = wy + pad + labelH
  const groups: [number, number][] = []
  let groupStart = x
  glyphs.forEach((g, i) => {
    if (i && g.kind === 'digit' && glyphs[i - 1]?.kind === 'digit') x += gap
    if (g.kind === 'digit') {
      sevenSegment(canvas, x, y, L, t, g.value, lit, ghost, slant)
      if (g.point) {
        const px = x + dw + Math.floor((gap - t) / 2)
        rect(canvas, px, y + dh - t, px + t - 1, y + dh - 1, lit)
      }
    } else if (g.kind === 'colon') {
      const cx = x + gap + (slant ? Math.floor(dh / 2 / slant) : 0)
      for (const cy of [y + Math.round(dh / 3) - 1, y + Math.round((2 * dh) / 3)])
        rect(canvas, cx, cy, cx + t - 1, cy + t - 1, lit)
    } else {
      groups.push([groupStart, x - 1])
      groupStart = x + spaceW
    }
    x += widthOf(g)
  })
  groups.push([groupStart, x - 1])

  if (kind === 'score') {
    // Period lamps between the scores, team names above them.
    const [a, b] = groups as [[number, number], [number, number]]
    const mid = Math.floor((a[1] + b[0]) / 2)
    const lamps = int(random, 1, 3)
    const on = int(random, 1, lamps)
    for (let k = 0; k < lamps; k++) {
      const ly = y + 1 + k * (t + 1)
      if (ly + t - 1 < y + dh)
        rect(canvas, mid, ly, mid + t - 1, ly + t - 1, k < on ? lit : (ghost ?? windowC))
    }
    if (labelH) {
      const ink = style === 'lcd' ? lit : nudge(random, [236, 232, 220])
      groups.forEach(([g0, g1], i) => {
        const text = labels[i] as string
        const fit = text.slice(0, Math.max(1, Math.floor((g1 - g0 + 2) / 6)))
        drawText(
          canvas,
          fit,
          g0 + Math.max(0, Math.floor((g1 - g0 + 1 - (fit.length * 6 - 1)) / 2)),
          wy + pad,
          ink,
          null,
        )
      })
    }
  }
  if (kind === 'clock') {
    if (random() < 0.5) rect(canvas, wx + 1, wy + 1, wx + t, wy + t, random() < 0.5 ? lit : (ghost ?? lit))
    if (feet) {
      rect(canvas, 1, h - feet, 2 + bezel, h - 1, scale(caseC, 0.7))
      rect(canvas, w - 3 - bezel, h - feet, w - 2, h - 1, scale(caseC, 0.7))
    }
    if (w > 24 && random() < 0.4) {
      // A snooze bar on top: the case grows a row.
      const out = begin(w, h + 2, null)
      out.data.set(canvas.data, w * 2 * 4)
      rect(out, Math.round(w * 0.3), 0, Math.round(w * 0.7), 1, scale(caseC, 0.8))
      return trimmed(out)
    }
  }
  if (random() < 0.5)
    for (const [cx, cy] of [
      [0, 0],
      [w - 1, 0],
      [0, h - 1 - feet],
      [w - 1, h - 1 - feet],
    ] as const)
      canvas.set(cx, cy, null)
  return trimmed(canvas)
}

// ---------------------------------------------------------------------------------------------------

/**
 * A sports pitch or court seen from above, lengthwise across or up the sprite: a football pitch (grass
 * plain or in mown stripes, 1-px lines: boundary, halfway line, centre circle, penalty and goal areas,
 * penalty spots and arcs, goals, corner flags, players of two teams and a ball on some), a tennis court
 * (court and run-off in two colours, doubles and singles lines, service boxes, centre marks, the net
 * with its posts, a ball and players on some) or a basketball court (plain boards with plank lines on
 * some, painted keys, centre circle, three-point arcs, hoops and backboards); opaque; 17 to 127 px.
 */
const pitchSprite: SpriteGenerator['draw'] = (random) => {
  const kind = pick(random, ['football', 'football', 'tennis', 'basketball'] as const)
  const chalk = tint(random, [
    [244, 244, 238],
    [236, 236, 226],
  ])
  let canvas: Canvas
  if (kind === 'football') {
    let W = int(random, 32, 128)
    if (W % 2 === 0) W--
    let H = Math.round(W * uniform(random, 0.58, 0.72))
    if (H % 2 === 0) H--
    const m = int(random, 2, 4)
    const cx = (W - 1) / 2
    const cy = (H - 1) / 2
    const grass = tint(random, [
      [60, 140, 60],
      [76, 156, 52],
      [46, 120, 70],
    ])
    const mown = scale(grass, 1.14)
    const stripe = random() < 0.6 ? int(random, 3, 8) : 0
    canvas = begin(W, H, grass)
    if (stripe)
      for (let x = 0; x < W; x++)
        if (Math.floor(mod(x - m, 2 * stripe) / stripe)) line(canvas, x, 0, x, H - 1, mown)
    const fw = W - 2 * m
    const fh = H - 2 * m
    const box = (x0: number, y0: number, x1: number, y1: number) => {
      line(canvas, x0, y0, x1, y0, chalk)
      line(canvas, x0, y1, x1, y1, chalk)
      line(canvas, x0, y0, x0, y1, chalk)
      line(canvas, x1, y0, x1, y1, chalk)
    }
    box(m, m, W - 1 - m, H - 1 - m)
    line(canvas, cx, m, cx, H - 1 - m, chalk)
    const r = Math.max(2, Math.round(fh * 0.13))
    circle(canvas, cx, cy, r, chalk)
    const pd = Math.max(3, Math.round(fw * 0.157))
    const pw = Math.max(3, Math.round(fh * 0.3))
    const gd = Math.max(1, Math.round(fw * 0.052))
    const gw = Math.max(1, Math.round(fh * 0.13))
    const spot = Math.round(fw * 0.105)
    const net = nudge(random, [200, 204, 210])
    for (const s of [1, -1]) {
      const edge = s === 1 ? m : W - 1 - m
      box(Math.min(edge, edge + s * pd), cy - pw, Math.max(edge, edge + s * pd), cy + pw)
      if (gd + 1 < pd) box(Math.min(edge, edge + s * gd), cy - gw, Math.max(edge, edge + s * gd), cy + gw)
      if (spot > gd + 1 && spot < pd - 1) canvas.set(edge + s * spot, cy, chalk)
      const ax = edge + s * spot
      circle(canvas, ax, cy, r, chalk, (x) => (s === 1 ? x > edge + pd : x < edge - pd))
      const gh = Math.max(1, Math.round(fh * 0.055))
      rect(canvas, Math.min(edge - s * 2, edge - s), cy - gh, Math.max(edge - s * 2, edge - s), cy + gh, net)
    }
    if (random() < 0.5) {
      const flag = tint(random, [
        [240, 200, 40],
        [220, 50, 40],
      ])
      for (const [fx, fy] of [
        [m - 1, m - 1],
        [W - m, m - 1],
        [m - 1, H - m],
        [W - m, H - m],
      ] as const)
        canvas.set(fx, fy, flag)
    }
    if (random() < 0.45) {
      const [teamA, teamB] = distinctTints(random, HUES, 2) as [RGB, RGB]
      const n = int(random, 3, 11)
      const big = W > 90 && random() < 0.5
      for (const [team, half] of [
        [teamA, 0],
        [teamB, 1],
      ] as const)
        for (let i = 0; i < n; i++) {
          const px = int(random, m + 2, W - m - 3)
          const py = int(random, m + 2, H - m - 3)
          const keeper = i === 0
          const kx = half ? W - 1 - m - 2 : m + 2
          const [x0, y0] = keeper ? [kx, Math.round(cy)] : [px, py]
          rect(canvas, x0, y0, x0 + (big ? 1 : 0), y0 + (big ? 1 : 0), keeper ? scale(team, 0.55) : team)
        }
      canvas.set(int(random, m + 3, W - m - 4), int(random, m + 3, H - m - 4), chalk)
    }
  } else if (kind === 'tennis') {
    let cl = int(random, 28, 108)
    if (cl % 2 === 0) cl--
    let cw = Math.round(cl * 0.46)
    if (cw % 2 === 0) cw++
    const mx = Math.max(2, Math.round(cl * uniform(random, 0.06, 0.12)))
    const my = Math.max(2, Math.round(cw * uniform(random, 0.1, 0.22)))
    const W = cl + 2 * mx
    const H = cw + 2 * my
    const [runoff, court] = pick(random, [
      [
        [70, 130, 80],
        [40, 90, 160],
      ],
      [
        [186, 96, 58],
        [196, 108, 66],
      ],
      [
        [70, 140, 66],
        [84, 156, 70],
      ],
      [
        [120, 60, 70],
        [50, 110, 90],
      ],
    ] as [RGB, RGB][])
    canvas = begin(W, H, nudge(random, runoff))
    rect(canvas, mx, my, mx + cl - 1, my + cw - 1, nudge(random, court))
    const x1 = mx + cl - 1
    const y1 = my + cw - 1
    const cx = mx + (cl - 1) / 2
    const cy = my + (cw - 1) / 2
    const si = Math.max(1, Math.round(cw * 0.125))
    const sv = Math.round(cl * 0.27)
    line(canvas, mx, my, x1, my, chalk)
    line(canvas, mx, y1, x1, y1, chalk)
    line(canvas, mx, my + si, x1, my + si, chalk)
    line(canvas, mx, y1 - si, x1, y1 - si, chalk)
    line(canvas, mx, my, mx, y1, chalk)
    line(canvas, x1, my, x1, y1, chalk)
    line(canvas, cx - sv, my + si, cx - sv, y1 - si, chalk)
    line(canvas, cx + sv, my + si, cx + sv, y1 - si, chalk)
    line(canvas, cx - sv, cy, cx + sv, cy, chalk)
    canvas.set(mx + 1, cy, chalk)
    canvas.set(x1 - 1, cy, chalk)
    const netC = tint(random, INKS)
    line(canvas, cx, my - 1, cx, y1 + 1, netC)
    if (random() < 0.5) {
      const ball = nudge(random, [214, 230, 60])
      canvas.set(int(random, mx + 2, x1 - 2), int(random, my + 2, y1 - 2), ball)
      if (random() < 0.6) {
        const [p, q] = distinctTints(random, HUES, 2) as [RGB, RGB]
        canvas.set(mx - 1, int(random, my + 1, y1 - 1), p)
        canvas.set(x1 + 1, int(random, my + 1, y1 - 1), q)
      }
    }
  } else {
    let cl = int(random, 32, 118)
    if (cl % 2 === 0) cl--
    let cw = Math.round(cl * 0.54)
    if (cw % 2 === 0) cw++
    const m = int(random, 1, 4)
    const W = cl + 2 * m
    const H = cw + 2 * m
    const apron = tint(random, [
      [40, 60, 120],
      [140, 40, 40],
      [50, 50, 56],
    ])
    const boards = tint(random, [
      [214, 166, 110],
      [226, 186, 130],
      [196, 146, 96],
    ])
    canvas = begin(W, H, apron)
    rect(canvas, m, m, m + cl - 1, m + cw - 1, boards)
    if (random() < 0.4) {
      const plank = scale(boards, 0.9)
      const pitch = int(random, 3, 5)
      for (let y = m + pitch; y < m + cw - 1; y += pitch) line(canvas, m, y, m + cl - 1, y, plank)
    }
    const paint = mix(apron, boards, uniform(random, 0, 0.3))
    const x1 = m + cl - 1
    const y1 = m + cw - 1
    const cx = m + (cl - 1) / 2
    const cy = m + (cw - 1) / 2
    const kd = Math.max(3, Math.round(cl * 0.2))
    const kw = Math.max(2, Math.round(cw * 0.17))
    const r = Math.max(2, Math.round(cw * 0.12))
    const r3 = Math.max(kw + 2, Math.round(cw * 0.44))
    const hoop = nudge(random, [236, 110, 30])
    if (random() < 0.5) ellipse(canvas, cx, cy, r, r, solid(paint))
    for (const s of [1, -1]) {
      const edge = s === 1 ? m : x1
      const bx = edge + s * Math.max(2, Math.round(cl * 0.055))
      rect(canvas, Math.min(edge, edge + s * kd), cy - kw, Math.max(edge, edge + s * kd), cy + kw, paint)
      circle(canvas, edge + s * kd, cy, kw, chalk, (x) => s * (x - (edge + s * kd)) > 0)
      circle(canvas, bx, cy, r3, chalk, (x, y) => s * (x - bx) >= 0 && y > m && y < y1)
      line(canvas, edge, cy - r3, bx, cy - r3, chalk)
      line(canvas, edge, cy + r3, bx, cy + r3, chalk)
      line(canvas, edge, cy - kw, edge + s * kd, cy - kw, chalk)
      line(canvas, edge, cy + kw, edge + s * kd, cy + kw, chalk)
      line(canvas, edge + s * kd, cy - kw, edge + s * kd, cy + kw, chalk)
      line(canvas, bx - s, cy - 2, bx - s, cy + 2, chalk)
      ring(canvas, bx + s, cy, 1, 1, 1, hoop)
      canvas.set(bx + s, cy, paint)
    }
    line(canvas, m, m, x1, m, chalk)
    line(canvas, m, y1, x1, y1, chalk)
    line(canvas, m, m, m, y1, chalk)
    line(canvas, x1, m, x1, y1, chalk)
    line(canvas, cx, m, cx, y1, chalk)
    circle(canvas, cx, cy, r, chalk)
  }
  return trimmed(random() < 0.35 ? rotated(canvas) : canvas)
}

// ---------------------------------------------------------------------------------------------------

/**
 * A fishing net: hung from a headline (cork floats on it, between two poles on some) as a diamond or
 * square mesh of 1-px cord with darker knots on some, narrowing towards a wavy footrope with lead
 * sinkers, a fish or two caught in it on some; or a landing net (a hoop seen at an angle, a mesh bag
 * hanging below it, a handle with a banded grip); on transparency; 8 to 124 px.
 */
const netSprite: SpriteGenerator['draw'] = (random) => {
  const ink = tint(random, INKS)
  const cord = tint(random, [
    [196, 170, 120],
    [70, 130, 90],
    [60, 100, 170],
    [226, 120, 50],
    [220, 220, 210],
  ])
  const knot = scale(cord, 0.68)
  const knots = random() < 0.5
  const diamond = random() < 0.65
  const p = int(random, 3, 6)
  const onMesh = (x: number, y: number) =>
    diamond ? mod(x + y, p) === 0 || mod(x - y, p) === 0 : mod(x, p) === 0 || mod(y, p) === 0
  const isKnot = (x: number, y: number) =>
    diamond ? mod(x + y, p) === 0 && mod(x - y, p) === 0 : mod(x, p) === 0 && mod(y, p) === 0
  const mesh = (canvas: Canvas, x: number, y: number) => {
    if (onMesh(x, y)) canvas.set(x, y, knots && isKnot(x, y) ? knot : cord)
  }
  if (random() < 0.3) {
    // A landing net.
    const rx = int(random, 4, 20)
    const ry = Math.max(2, Math.round(rx * uniform(random, 0.3, 0.9)))
    const depth = Math.max(ry + 2, Math.round(rx * uniform(random, 0.9, 2)))
    const canvas = begin(128, 128, null)
    const cx = rx + 2
    const cy = ry + 2
    const inBag = (x: number, y: number) =>
      ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1 ||
      (y >= cy && ((x - cx) / rx) ** 2 + ((y - cy) / depth) ** 2 <= 1)
    for (let y = 0; y <= cy + depth + 1; y++)
      for (let x = 0; x <= cx + rx + 1; x++) {
        if (!inBag(x, y)) continue
        const edge = !inBag(x + 1, y) || !inBag(x - 1, y) || !inBag(x, y + 1)
        if (edge && y > cy) canvas.set(x, y, cord)
        else mesh(canvas, x, y)
      }
    const rim = tint(random, [
      [60, 60, 66],
      [170, 176, 186],
      [120, 80, 46],
    ])
    ring(canvas, cx, cy, rx, ry, 1, rim)
    const angle = uniform(random, -0.5, 0.35)
    const hl = Math.round(rx * uniform(random, 1.2, 2.6))
    const [hx, hy] = [cx + rx, cy]
    const [ex, ey] = [hx + hl * Math.cos(angle), hy - hl * Math.sin(angle)]
    const hw = rx > 10 && random() < 0.6 ? 2 : 1
    if (hw === 1) line(canvas, hx, hy, ex, ey, rim)
    else bar(canvas, hx, hy, ex, ey, 2, rim)
    const grip = nudge(random, pick(random, HUES))
    const g0 = 0.62
    for (let k = Math.round(hl * g0); k <= hl; k++) {
      const gx = hx + k * Math.cos(angle)
      const gy = hy - k * Math.sin(angle)
      const c = k % 3 === 0 ? scale(grip, 0.7) : grip
      canvas.set(Math.round(gx), Math.round(gy), c)
      if (hw === 2) canvas.set(Math.round(gx), Math.round(gy) + 1, c)
    }
    return finish(canvas, random, ink, 0.15, 0.5)
  }
  const W = side(random, 0.06, 20, 120)
  const H = Math.max(14, Math.min(124, Math.round(W * uniform(random, 0.45, 1.2))))
  const canvas = begin(W, H, null)
  const poles = W >= 28 && random() < 0.4
  const wood = tint(random, [
    [120, 84, 50],
    [90, 66, 44],
  ])
  const x0 = poles ? 3 : 0
  const x1 = poles ? W - 4 : W - 1
  const top = 2
  const taper = uniform(random, 0, 0.22)
  const amp = uniform(random, 0, H * 0.14)
  const freq = uniform(random, 0.05, 0.2)
  const phase = uniform(random, 0, 6.3)
  const bottom = (x: number) => H - 3 - Math.round(amp * (1 + Math.sin(x * freq + phase)) * 0.5)
  const xl = (y: number) => x0 + Math.round((y - top) * taper)
  const xr = (y: number) => x1 - Math.round((y - top) * taper)
  for (let y = top + 1; y < H; y++)
    for (let x = xl(y); x <= xr(y); x++) {
      const b = bottom(x)
      if (y > b) continue
      if (x === xl(y) || x === xr(y) || y === b) canvas.set(x, y, cord)
      else mesh(canvas, x, y)
    }
  const rope = scale(cord, random() < 0.5 ? 0.82 : 1.15)
  if (poles) {
    rect(canvas, 0, 0, 1, H - 1, wood)
    rect(canvas, W - 2, 0, W - 1, H - 1, wood)
    line(canvas, 2, top, W - 3, top, rope)
  } else line(canvas, x0, top, x1, top, rope)
  const floatC = tint(random, [
    [236, 120, 40],
    [226, 60, 50],
    [240, 236, 220],
    [190, 150, 96],
  ])
  const q = int(random, 6, 14)
  for (let fx = x0 + Math.floor(q / 2); fx <= x1 - 1; fx += q) {
    rect(canvas, fx - 1, top - 1, fx + 1, top + 1, floatC)
    if (random() < 0.7) canvas.set(fx - 1, top - 1, scale(floatC, 1.2))
  }
  const lead = nudge(random, [90, 94, 104])
  for (let sx = x0 + 2; sx <= x1 - 2; sx += q) {
    const b = bottom(sx)
    canvas.set(sx, b + 1, lead)
    canvas.set(sx + 1, b + 1, lead)
  }
  if (H >= 28 && random() < 0.55) {
    const fish = tint(random, [
      [176, 186, 196],
      [90, 150, 160],
      [200, 150, 80],
    ])
    for (let k = int(random, 1, 2); k > 0; k--) {
      const fy = int(random, top + 5, Math.max(top + 5, H - 8))
      const fxl = xl(fy) + 4
      const fxr = xr(fy) - 6
      if (fxr <= fxl) continue
      const fx = int(random, fxl, fxr)
      const dir = random() < 0.5 ? 1 : -1
      ellipse(canvas, fx, fy, 2.4, 1.2, solid(fish))
      canvas.set(fx - dir * 3, fy - 1, fish)
      canvas.set(fx - dir * 3, fy + 1, fish)
      canvas.set(fx - dir * 3, fy, scale(fish, 0.7))
      canvas.set(fx + dir, fy, ink)
    }
  }
  return finish(canvas, random, ink, 0, 0.5)
}

// ---------------------------------------------------------------------------------------------------

interface TurbineColours {
  light: RGB
  shade: RGB
  nacelle: RGB
  hub: RGB
  tip: RGB | null
}

/** One turbine: a tapered tower standing on (bx, by), a nacelle, a hub and three blades of length `R`. */
function turbine(
  canvas: Canvas,
  random: Random,
  bx: number,
  by: number,
  towerH: number,
  R: number,
  c: TurbineColours,
) {
  const wBase = Math.max(1, Math.round(towerH / 16))
  const wTop = Math.max(1, Math.round(wBase * 0.5))
  for (let y = by; y >= by - towerH; y--) {
    const k = (by - y) / Math.max(1, towerH)
    const w = Math.max(1, Math.round(wBase + (wTop - wBase) * k))
    const xl = bx - Math.floor((w - 1) / 2)
    for (let x = xl; x < xl + w; x++) canvas.set(x, y, w > 1 && x === xl + w - 1 ? c.shade : c.light)
  }
  const hy = by - towerH
  const dir = random() < 0.5 ? 1 : -1
  const theta = uniform(random, 0, (2 * Math.PI) / 3)
  const wide = R >= 14 && random() < 0.6
  for (let k = 0; k < 3; k++) {
    const a = theta + (k * 2 * Math.PI) / 3
    const [ux, uy] = [Math.cos(a), Math.sin(a)]
    line(canvas, bx, hy, bx + R * ux, hy + R * uy, c.light)
    if (wide) {
      const [nx, ny] = [Math.round(-uy), Math.round(ux)]
      line(canvas, bx + nx, hy + ny, bx + nx + R * 0.4 * ux, hy + ny + R * 0.4 * uy, c.shade)
    }
    if (c.tip) {
      canvas.set(Math.round(bx + R * ux), Math.round(hy + R * uy), c.tip)
      if (R >= 12) canvas.set(Math.round(bx + (R - 1) * ux), Math.round(hy + (R - 1) * uy), c.tip)
    }
  }
  const nl = Math.max(1, Math.round(R * 0.22))
  const nh = R >= 10 ? 2 : 1
  rect(canvas, bx - (dir < 0 ? 0 : nl), hy - nh + 1, bx + (dir < 0 ? nl : 0), hy, c.nacelle)
  canvas.set(bx, hy, c.hub)
  if (R >= 10) canvas.set(bx - dir, hy, c.hub)
}

/**
 * Wind turbines on transparency: one turbine (a tapered white tower shaded on one side, a nacelle, a hub
 * and three 1-px blades at a random turn, wider near the root on big ones, red tips on some) standing on
 * a grassy mound or on a sea foundation with a yellow transition piece, or nothing; or a row of two to
 * five at different sizes and turns on a ridge of grass (a wide thin strip); 8 to 128 px.
 */
const turbineSprite: SpriteGenerator['draw'] = (random) => {
  const ink = tint(random, INKS)
  const light = tint(random, [
    [240, 242, 244],
    [224, 228, 232],
    [214, 218, 210],
  ])
  const colours: TurbineColours = {
    light,
    shade: scale(light, 0.74),
    nacelle: scale(light, 0.84),
    hub: scale(light, 0.55),
    tip: random() < 0.4 ? nudge(random, [220, 50, 40]) : null,
  }
  const grass = tint(random, [
    [90, 150, 60],
    [70, 130, 70],
    [120, 160, 70],
  ])
  if (random() < 0.3) {
    // A wind farm on a ridge.
    const W = int(random, 40, 128)
    const n = int(random, 2, Math.min(5, Math.floor(W / 18)))
    const big = int(random, 18, Math.min(64, Math.round(W * 0.55)))
    const H = big + 10
    const canvas = begin(W, H, null)
    const amp = uniform(random, 0, 4)
    const phase = uniform(random, 0, 6.3)
    const ground = (x: number) => H - 4 - Math.round(amp * (1 + Math.sin((x / W) * 5 + phase)))
    const sizes = Array.from({ length: n }, () => uniform(random, 0.45, 1)).sort((a, b) => a - b)
    const slot = W / n
    const order = Array.from({ length: n }, (_, i) => i).sort(() => random() - 0.5)
    sizes.forEach((s, i) => {
      const total = Math.round(big * s)
      const R = Math.max(3, Math.round(total * 0.34))
      const bx = Math.round(slot * ((order[i] as number) + 0.5) + uniform(random, -slot * 0.15, slot * 0.15))
      const cx = Math.max(R + 1, Math.min(W - R - 2, bx))
      const by = ground(cx)
      turbine(canvas, random, cx, by, Math.max(4, total - R), R, colours)
    })
    const lit = scale(grass, 1.2)
    for (let x = 0; x < W; x++) {
      const g = ground(x)
      line(canvas, x, g + 1, x, H - 1, grass)
      canvas.set(x, g, lit)
    }
    return trimmed(canvas)
  }
  const total = side(random, 0.15, 18, 126)
  const R = Math.max(3, Math.round(total * uniform(random, 0.28, 0.36)))
  const base =
    total < 16 ? pick(random, ['none', 'mound'] as const) : pick(random, ['none', 'mound', 'sea'] as const)
  const baseH = base === 'none' ? 0 : base === 'mound' ? Math.max(2, Math.round(total * 0.06)) : 4
  const towerH = Math.max(4, total - R - baseH)
  const W = 2 * R + 8
  const canvas = begin(W, total + 4, null)
  const bx = R + 3
  const by = R + 2 + towerH
  turbine(canvas, random, bx, by, towerH, R, colours)
  if (base === 'mound') {
    const rx = Math.max(3, Math.round(R * 0.55))
    ellipse(canvas, bx, by + baseH, rx, baseH, solid(grass))
    for (let x = bx - rx; x <= bx + rx; x += 2) if (canvas.opaque(x, by)) canvas.set(x, by, scale(grass, 1.2))
  } else if (base === 'sea') {
    const sea = tint(random, [
      [40, 90, 150],
      [50, 120, 140],
    ])
    const wBase = Math.max(1, Math.round(towerH / 16))
    const xl = bx - Math.floor((wBase - 1) / 2)
    rect(canvas, xl - 1, by - 3, xl + wBase, by, nudge(random, [240, 200, 40]))
    rect(canvas, 0, by + 1, W - 1, by + 3, sea)
    for (let x = int(random, 0, 3); x < W; x += int(random, 3, 6)) canvas.set(x, by + 1, scale(sea, 1.35))
  }
  return finish(canvas, random, ink, 0, 0.5)
}

// ---------------------------------------------------------------------------------------------------

/**
 * A maze: a perfect maze (depth-first backtracker; a few walls knocked through for loops on some) of
 * corridors 1 to 3 px wide between walls 1 or 2 px thick, in ink, hedge green or stone, on a floor
 * colour or transparency; a lit top edge on the walls on some, the way out traced in a 1-px line on some,
 * a start and a goal marker and coins in dead ends on some; square, wide or a thin strip of 2 or 3 rows;
 * 9 to 127 px.
 */
const mazeSprite: SpriteGenerator['draw'] = (random) => {
  const shape = pick(random, ['square', 'square', 'wide', 'strip', 'tiny'] as const)
  const c = shape === 'tiny' ? 1 : pick(random, [1, 1, 1, 2, 2, 3])
  const wall = c === 3 && random() < 0.5 ? 2 : 1
  const q = c + wall
  const maxN = Math.floor((127 - wall) / q)
  let cols: number
  let rows: number
  if (shape === 'tiny') {
    cols = int(random, 4, 7)
    rows = int(random, 4, 7)
  } else if (shape === 'strip') {
    rows = int(random, 2, 3)
    cols = int(random, 10, Math.max(10, maxN))
  } else if (shape === 'wide') {
    cols = int(random, 8, Math.max(8, maxN))
    rows = Math.max(3, Math.round(cols * uniform(random, 0.3, 0.6)))
  } else {
    cols = int(random, 5, Math.max(5, Math.min(maxN, 32)))
    rows = Math.max(4, Math.min(maxN, cols + int(random, -2, 2)))
  }
  const n = cols * rows
  const right = new Uint8Array(n)
  const down = new Uint8Array(n)
  const seen = new Uint8Array(n)
  const stack = [int(random, 0, n - 1)]
  seen[stack[0] as number] = 1
  while (stack.length) {
    const cur = stack[stack.length - 1] as number
    const [cx, cy] = [cur % cols, Math.floor(cur / cols)]
    const next: number[] = []
    if (cx > 0 && !seen[cur - 1]) next.push(cur - 1)
    if (cx < cols - 1 && !seen[cur + 1]) next.push(cur + 1)
    if (cy > 0 && !seen[cur - cols]) next.push(cur - cols)
    if (cy < rows - 1 && !seen[cur + cols]) next.push(cur + cols)
    if (!next.length) {
      stack.pop()
      continue
    }
    const to = pick(random, next)
    if (to === cur + 1) right[cur] = 1
    else if (to === cur - 1) right[to] = 1
    else if (to === cur + cols) down[cur] = 1
    else down[to] = 1
    seen[to] = 1
    stack.push(to)
  }
  if (random() < 0.3) {
    const knock = uniform(random, 0.03, 0.12)
    for (let i = 0; i < n; i++) {
      if (i % cols < cols - 1 && random() < knock) right[i] = 1
      if (Math.floor(i / cols) < rows - 1 && random() < knock) down[i] = 1
    }
  }
  const style = pick(random, ['ink', 'hedge', 'stone'] as const)
  const wallC =
    style === 'ink'
      ? tint(random, INKS)
      : style === 'hedge'
        ? tint(random, [
            [50, 120, 56],
            [40, 100, 60],
          ])
        : tint(random, [
            [130, 126, 120],
            [150, 120, 96],
          ])
  const floor =
    style === 'ink'
      ? random() < 0.6
        ? tint(random, PAPERS)
        : null
      : random() < 0.7
        ? tint(random, [
            [214, 190, 140],
            [196, 196, 186],
            [120, 100, 80],
          ])
        : null
  const W = cols * q + wall
  const H = rows * q + wall
  const canvas = begin(W, H, wallC)
  const cellX = (i: number) => wall + (i % cols) * q
  const cellY = (i: number) => wall + Math.floor(i / cols) * q
  for (let i = 0; i < n; i++) {
    const [x0, y0] = [cellX(i), cellY(i)]
    rect(canvas, x0, y0, x0 + c - 1, y0 + c - 1, floor)
    if (right[i]) rect(canvas, x0 + c, y0, x0 + c + wall - 1, y0 + c - 1, floor)
    if (down[i]) rect(canvas, x0, y0 + c, x0 + c - 1, y0 + c + wall - 1, floor)
  }
  const sideways = random() < 0.5
  const start = 0
  const goal = n - 1
  if (sideways) {
    rect(canvas, 0, cellY(start), wall - 1, cellY(start) + c - 1, floor)
    rect(canvas, W - wall, cellY(goal), W - 1, cellY(goal) + c - 1, floor)
  } else {
    rect(canvas, cellX(start), 0, cellX(start) + c - 1, wall - 1, floor)
    rect(canvas, cellX(goal), H - wall, cellX(goal) + c - 1, H - 1, floor)
  }
  if (style !== 'ink' && (wall === 2 || c >= 2 || random() < 0.5)) {
    const lit = scale(wallC, 1.3)
    for (let y = H - 1; y >= 0; y--)
      for (let x = 0; x < W; x++) {
        const o = (y * W + x) * 4
        const isWall =
          canvas.data[o] === wallC[0] && canvas.data[o + 1] === wallC[1] && canvas.data[o + 2] === wallC[2]
        if (
          isWall &&
          canvas.opaque(x, y) &&
          (y === 0 || !canvas.opaque(x, y - 1) || (floor && isFloor(canvas, x, y - 1, floor)))
        )
          canvas.set(x, y, lit)
      }
  }
  const mid = Math.floor((c - 1) / 2)
  const centre = (i: number): [number, number] => [cellX(i) + mid, cellY(i) + mid]
  const [pathC, startC, goalC] = distinctTints(random, HUES, 3) as [RGB, RGB, RGB]
  if (random() < 0.4) {
    // The way out, found breadth first.
    const from = new Int32Array(n).fill(-1)
    from[start] = start
    const queue = [start]
    while (queue.length) {
      const cur = queue.shift() as number
      const links: number[] = []
      if (right[cur]) links.push(cur + 1)
      if (cur % cols > 0 && right[cur - 1]) links.push(cur - 1)
      if (down[cur]) links.push(cur + cols)
      if (cur >= cols && down[cur - cols]) links.push(cur - cols)
      for (const to of links)
        if (from[to] === -1) {
          from[to] = cur
          queue.push(to)
        }
    }
    for (let cur = goal; cur !== start; cur = from[cur] as number) {
      const [ax, ay] = centre(cur)
      const [bx, by] = centre(from[cur] as number)
      line(canvas, ax, ay, bx, by, pathC)
    }
    const [sx, sy] = centre(start)
    const [gx, gy] = centre(goal)
    if (sideways) {
      line(canvas, 0, sy, sx, sy, pathC)
      line(canvas, gx, gy, W - 1, gy, pathC)
    } else {
      line(canvas, sx, 0, sx, sy, pathC)
      line(canvas, gx, gy, gx, H - 1, pathC)
    }
  }
  {
    const [sx, sy] = centre(start)
    const [gx, gy] = centre(goal)
    rect(canvas, sx, sy, sx + (c >= 2 ? 1 : 0), sy + (c >= 2 ? 1 : 0), startC)
    rect(canvas, gx, gy, gx + (c >= 2 ? 1 : 0), gy + (c >= 2 ? 1 : 0), goalC)
    if (n > 30 && random() < 0.6) {
      const coin = nudge(random, [244, 200, 50])
      let coins = int(random, 2, 6)
      for (let i = 1; i < n - 1 && coins > 0; i++) {
        const links =
          right[i]! + down[i]! + (i % cols > 0 ? right[i - 1]! : 0) + (i >= cols ? down[i - cols]! : 0)
        if (links === 1 && random() < 0.25) {
          const [x, y] = centre(i)
          canvas.set(x, y, coin)
          coins--
        }
      }
    }
  }
  return trimmed(random() < 0.3 && shape !== 'strip' ? rotated(canvas) : canvas)
}

/** Whether the pixel is exactly the floor colour. */
function isFloor(canvas: Canvas, x: number, y: number, floor: RGB): boolean {
  const o = (y * canvas.width + x) * 4
  return canvas.data[o] === floor[0] && canvas.data[o + 1] === floor[1] && canvas.data[o + 2] === floor[2]
}

// ---------------------------------------------------------------------------------------------------

interface CursorLook {
  fill: RGB
  edge: RGB
  shade: RGB | null
  light: RGB | null
  shadow: RGB | null
  /** The outline touches diagonal neighbours too. */
  thick: boolean
}

/** A cursor from its mask (everything opaque on `mask`): fill, inner shade and light, outline, drop shadow. */
function renderCursor(mask: Canvas, look: CursorLook): Canvas {
  const { width: W, height: H } = mask
  const inM = (x: number, y: number) => mask.opaque(x, y)
  const inE = (x: number, y: number) => {
    if (inM(x, y)) return false
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        if (!look.thick && dx && dy) continue
        if (inM(x + dx, y + dy)) return true
      }
    return false
  }
  const out = begin(W, H, null)
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      if (inM(x, y)) {
        const lower = (!inM(x + 1, y) || !inM(x, y + 1)) && inM(x - 1, y) && inM(x, y - 1)
        const upper = (!inM(x - 1, y) || !inM(x, y - 1)) && inM(x + 1, y) && inM(x, y + 1)
        out.set(x, y, lower && look.shade ? look.shade : upper && look.light ? look.light : look.fill)
      } else if (inE(x, y)) out.set(x, y, look.edge)
      else if (look.shadow && (inM(x - 1, y - 1) || inE(x - 1, y - 1))) out.set(x, y, look.shadow)
    }
  return out
}

/**
 * A mouse pointer or cursor, tiny: an arrow pointer, a pointing hand with a cuff, a text I-beam, a
 * crosshair (a ring round it on some), a two-headed resize arrow (across, up or on a diagonal), a
 * four-way move cross or a busy spinner of dots in a ramp; white with a black outline, black with a white
 * one, or a game cursor in a metal or gem ramp with a dark outline; an inner shade, an inner light and
 * a drop shadow on some; on transparency; 8 to 25 px long, 6 to 24 px across.
 */
const cursorSprite: SpriteGenerator['draw'] = (random) => {
  const kind = pick(random, ['arrow', 'arrow', 'hand', 'ibeam', 'cross', 'resize', 'move', 'busy'] as const)
  const pad = 3
  const mask = begin(40, 40, null)
  const on: RGB = [0, 0, 0]
  const thin = kind === 'ibeam' || kind === 'cross' || kind === 'resize' || kind === 'move'
  const styleName = pick(random, ['classic', 'classic', 'inverted', 'game'] as const)
  const grey = nudge(random, [128, 128, 132])
  let look: CursorLook
  if (styleName === 'game') {
    const base = tint(random, [
      [230, 180, 50],
      [190, 196, 206],
      [200, 60, 50],
      [60, 130, 220],
      [110, 200, 90],
    ])
    look = {
      fill: base,
      edge: tint(random, INKS),
      shade: scale(base, 0.7),
      light: random() < 0.6 ? scale(base, 1.25) : null,
      shadow: thin || random() < 0.4 ? grey : null,
      thick: random() < 0.3,
    }
  } else {
    const white = nudge(random, [246, 246, 246])
    const black = tint(random, INKS)
    const shade = !thin && random() < 0.6
    look = {
      fill: styleName === 'classic' ? white : black,
      edge: styleName === 'classic' ? black : white,
      shade: shade
        ? styleName === 'classic'
          ? nudge(random, [190, 192, 200])
          : nudge(random, [80, 80, 86])
        : null,
      light: null,
      shadow: !shade || random() < 0.4 ? grey : null,
      thick: random() < 0.2,
    }
  }
  if (kind === 'arrow') {
    const h = int(random, 7, 19)
    const s = uniform(random, 0.55, 0.68)
    const p = (x: number, y: number): [number, number] => [pad + x * h, pad + y * h]
    polygon(
      mask,
      [
        p(0, -0.03),
        p(s, s - 0.03),
        p(s * 0.58, s),
        p(s * 0.86, 0.97),
        p(s * 0.62, 1.02),
        p(s * 0.36, s * 1.12),
        p(0, 0.84),
      ],
      on,
    )
  } else if (kind === 'hand') {
    const f = int(random, 2, 3)
    const fl = int(random, 3, 3 + 2 * f)
    const thumb = f
    const palmTop = pad + fl
    const palmH = int(random, 2 * f, 3 * f)
    const x0 = pad + thumb
    rect(mask, x0, pad, x0 + f - 1, palmTop + 1, on)
    for (let k = 1; k <= 3; k++)
      rect(mask, x0 + k * f, palmTop - (k === 3 ? 0 : 1), x0 + k * f + f - 1, palmTop + 2, on)
    rect(mask, x0 - 1, palmTop + 2, x0 + 4 * f - 1, palmTop + palmH, on)
    rect(mask, pad, palmTop + 2, x0 - 1, palmTop + 2 + f, on)
    const cuffH = f
    rect(mask, x0, palmTop + palmH + 1, x0 + 4 * f - 2, palmTop + palmH + cuffH, on)
    const out = renderCursor(mask, look)
    for (let k = 1; k <= 3; k++) line(out, x0 + k * f - 1, palmTop, x0 + k * f - 1, palmTop + 1, look.edge)
    line(out, x0, palmTop + palmH + 1, x0 + 4 * f - 2, palmTop + palmH + 1, look.edge)
    const cuff = styleName === 'game' ? nudge(random, pick(random, HUES)) : (look.shade ?? look.fill)
    rect(out, x0, palmTop + palmH + 2, x0 + 4 * f - 2, palmTop + palmH + cuffH, cuff)
    return finish(out, random, look.edge, 0, 0.2)
  } else if (kind === 'ibeam') {
    const s = int(random, 1, 2)
    const h = int(random, 9, 22)
    const c = pad + s
    for (const y of [pad, pad + h - 1]) {
      rect(mask, c - s, y, c - 1, y, on)
      rect(mask, c + 1, y, c + s, y, on)
    }
    line(mask, c, pad + 1, c, pad + h - 2, on)
    if (random() < 0.4) line(mask, c - 1, pad + Math.floor(h / 2), c + 1, pad + Math.floor(h / 2), on)
  } else if (kind === 'cross') {
    const a = int(random, 3, 10)
    const g = int(random, 0, 2)
    const c = pad + a
    line(mask, c - a, c, c - g - 1, c, on)
    line(mask, c + g + 1, c, c + a, c, on)
    line(mask, c, c - a, c, c - g - 1, on)
    line(mask, c, c + g + 1, c, c + a, on)
    if (g > 0 && random() < 0.5) mask.set(c, c, on)
    if (a >= 6 && random() < 0.45) circle(mask, c, c, a - 2, on)
  } else if (kind === 'resize' || kind === 'move') {
    const len = kind === 'move' ? int(random, 11, 21) : int(random, 7, 19)
    const hk = len >= 15 ? int(random, 2, 3) : 2
    const c = pad + Math.floor(len / 2)
    const across = (axis: 0 | 1) => {
      const at = (u: number, v: number) =>
        axis ? mask.set(c + v, pad + u, on) : mask.set(pad + u, c + v, on)
      for (let u = 0; u < len; u++) at(u, 0)
      for (let k = 0; k <= hk; k++)
        for (let v = -k; v <= k; v++) {
          at(k, v)
          at(len - 1 - k, v)
        }
    }
    const diagonal = kind === 'resize' && random() < 0.35
    if (diagonal) {
      const d = Math.round(len * 0.7)
      line(mask, pad, pad, pad + d, pad + d, on)
      for (let i = 0; i <= hk + 1; i++)
        for (let j = 0; i + j <= hk + 1; j++) {
          mask.set(pad + i, pad + j, on)
          mask.set(pad + d - i, pad + d - j, on)
        }
    } else if (kind === 'resize') across(random() < 0.5 ? 0 : 1)
    else {
      across(0)
      across(1)
    }
  } else {
    // A busy spinner: dots round a circle, brightest at the head, fading behind.
    const r = int(random, 3, 7)
    const dots = r >= 5 ? 8 : int(random, 6, 8)
    const dot = r >= 5 && random() < 0.6 ? 2 : 1
    const base =
      look.fill === look.edge ? tint(random, HUES) : styleName === 'game' ? look.fill : tint(random, HUES)
    const tones = [scale(base, 1.2), base, scale(base, 0.75), scale(base, 0.5)]
    const out = begin(2 * r + 8, 2 * r + 8, null)
    const head = int(random, 0, dots - 1)
    for (let k = 0; k < dots; k++) {
      const a = (k / dots) * 2 * Math.PI
      const x = Math.round(r + 3 + r * Math.cos(a))
      const y = Math.round(r + 3 + r * Math.sin(a))
      const tone = tones[Math.min(3, mod(head - k, dots))] as RGB
      rect(out, x, y, x + dot - 1, y + dot - 1, tone)
    }
    if (random() < 0.5) out.outline(look.edge === look.fill ? tint(random, INKS) : tint(random, INKS), null)
    return trimmed(out)
  }
  return finish(renderCursor(mask, look), random, look.edge, 0, kind === 'arrow' ? 0.15 : 0.5)
}

// ---------------------------------------------------------------------------------------------------

/**
 * A cross-section of ground with an ants' nest: a ragged grass line with blades and an anthill mound
 * over bands of topsoil, subsoil and clay (flat colours with wavy boundaries, a few pebbles of the next
 * band's colour) and bedrock with stones on some; tunnels 1 or 2 px wide winding down from the entrance
 * to flat-floored chambers with eggs on the floor, ants in the tunnels, roots and a worm on some; sky or
 * transparency above, an ant-farm frame on some; opaque below the surface; 12 to 128 px.
 */
const antNestSprite: SpriteGenerator['draw'] = (random) => {
  const tiny = random() < 0.12
  const W = tiny ? int(random, 12, 18) : int(random, 24, 128)
  const H = tiny
    ? int(random, 12, 18)
    : Math.max(16, Math.min(128, Math.round(W * uniform(random, 0.5, 1.1))))
  const layers = tiny ? 2 : int(random, 2, 3)
  const bedrock = !tiny && H >= 40 && random() < 0.6
  const browns = distinctTints(
    random,
    [
      [96, 64, 40],
      [130, 90, 56],
      [170, 120, 70],
      [190, 150, 96],
      [150, 100, 70],
    ],
    layers,
  ).sort((a, b) => a[0] + a[1] + a[2] - (b[0] + b[1] + b[2]))
  const stone = nudge(random, [126, 124, 122])
  const grass = tint(random, [
    [80, 150, 60],
    [100, 170, 60],
    [60, 130, 70],
  ])
  const blade = scale(grass, 1.25)
  const voidC = scale(browns[0] as RGB, uniform(random, 0.3, 0.4))
  const ant = tint(random, [
    [20, 16, 16],
    [150, 40, 30],
  ])
  const egg = nudge(random, [244, 238, 220])
  const root = nudge(random, [214, 190, 150])
  let budget = 12 - (2 + layers + (bedrock ? 2 : 0) + 4)
  const sky =
    budget > 0 && random() < 0.4
      ? (budget--,
        tint(random, [
          [150, 200, 236],
          [190, 220, 240],
        ]))
      : null
  const frame =
    sky && budget > 0 && W >= 32 && random() < 0.4
      ? (budget--,
        tint(random, [
          [200, 60, 50],
          [60, 60, 70],
          [230, 200, 60],
        ]))
      : null
  const worm = budget > 0 && !tiny && random() < 0.5 ? nudge(random, [226, 130, 140]) : null

  const canvas = begin(W, H, null)
  const top = Math.max(3, Math.round(H * uniform(random, 0.12, 0.28)))
  const ph = uniform(random, 0, 6.3)
  const surface = (x: number) => top + Math.round(Math.sin(x * 0.15 + ph) * Math.min(2, H * 0.04))
  const depthAvail = H - top
  const bands: ((x: number) => number)[] = []
  const nb = layers + (bedrock ? 1 : 0)
  for (let k = 1; k < nb; k++) {
    const base = top + Math.round((depthAvail * k) / nb) + int(random, -2, 2)
    const amp = uniform(random, 0, Math.max(1, depthAvail * 0.05))
    const f = uniform(random, 0.05, 0.25)
    const p = uniform(random, 0, 6.3)
    bands.push((x) => base + Math.round(amp * Math.sin(x * f + p)))
  }
  const bandOf = (x: number, y: number) => bands.filter((b) => y >= b(x)).length
  const colourOf = (band: number): RGB => (band < layers ? (browns[band] as RGB) : stone)
  if (sky) rect(canvas, 0, 0, W - 1, H - 1, sky)
  for (let x = 0; x < W; x++) for (let y = surface(x); y < H; y++) canvas.set(x, y, colourOf(bandOf(x, y)))
  // Pebbles: a few pixels of the next band's colour.
  for (let k = Math.round((W * H) / 140); k > 0; k--) {
    const x = int(random, 0, W - 1)
    const y = int(random, surface(x) + 2, H - 1)
    const b = bandOf(x, y)
    if (b < layers - 1) canvas.set(x, y, colourOf(b + 1))
  }
  if (bedrock) {
    const stoneLit = scale(stone, 1.3)
    for (let k = int(random, 2, Math.max(2, Math.round(W / 14))); k > 0; k--) {
      const x = int(random, 2, W - 3)
      const y = int(random, (bands[bands.length - 1] as (x: number) => number)(x) + 2, H - 2)
      const rx = uniform(random, 1.5, 4)
      const ry = uniform(random, 1, 2.5)
      ellipse(canvas, x, y, rx, ry, solid(scale(stone, 0.8)))
      canvas.set(Math.round(x - rx / 2), Math.round(y - ry / 2), stoneLit)
    }
  }
  // Roots.
  for (let k = tiny ? 0 : int(random, 1, Math.max(1, Math.round(W / 30))); k > 0; k--) {
    let x = int(random, 2, W - 3)
    const len = int(random, 3, Math.max(3, Math.round(depthAvail * 0.4)))
    for (let y = surface(x) + 1; y < surface(x) + len && y < H; y++) {
      canvas.set(x, y, root)
      if (random() < 0.35) x += random() < 0.5 ? -1 : 1
      if (random() < 0.15) canvas.set(x + (random() < 0.5 ? -1 : 1), y + 1, root)
    }
  }
  // Tunnels and chambers.
  const tw = W > 70 && random() < 0.6 ? 2 : 1
  const ex = int(random, Math.round(W * 0.25), Math.round(W * 0.75))
  const carve = (x: number, y: number) => rect(canvas, x, y, x + tw - 1, y + tw - 1, voidC)
  const chambers: [number, number, number][] = []
  const dig = (sx: number, sy: number, steps: number, downward: number) => {
    let [x, y] = [sx, sy]
    let dir = random() < 0.5 ? -1 : 1
    for (let s = 0; s < steps; s++) {
      carve(x, y)
      if (random() < downward) y++
      else x += dir
      if (random() < 0.12) dir = -dir
      if (x < 2) dir = 1
      if (x > W - 3 - tw) dir = -1
      x = Math.max(1, Math.min(W - 1 - tw, x))
      y = Math.min(H - 3 - tw, y)
    }
    return [x, y] as const
  }
  const mainSteps = Math.round(depthAvail * uniform(random, 0.9, 1.6))
  let [x, y] = [ex, surface(ex)]
  const branches = tiny ? 1 : int(random, 1, Math.max(1, Math.round(W / 24)))
  for (let b = 0; b < branches; b++) {
    ;[x, y] = dig(x, y, Math.round(mainSteps / branches), 0.6)
    const [bx, by] = dig(x, y, int(random, Math.round(W * 0.15), Math.max(4, Math.round(W * 0.45))), 0.2)
    chambers.push([bx, by, 0])
  }
  chambers.push([x, y, 0])
  for (const [cx, cy] of chambers) {
    const rx = tiny ? 1.5 : uniform(random, 2.5, Math.max(3, Math.min(9, W / 9)))
    const ry = tiny ? 1 : uniform(random, 1.5, Math.max(2, Math.min(4, H / 14)))
    const floorY = Math.min(H - 2, Math.round(cy + ry * 0.6))
    ellipse(canvas, cx, cy, rx, ry, (_px, py) => (py <= floorY ? voidC : null))
    if (random() < 0.65)
      for (let ex2 = Math.round(cx - rx + 1); ex2 <= cx + rx - 1; ex2 += 2)
        if (canvas.opaque(ex2, floorY) && isFloor(canvas, ex2, floorY, voidC)) canvas.set(ex2, floorY, egg)
  }
  // Mound and entrance.
  const mr = tiny ? 2 : int(random, 3, Math.max(3, Math.min(8, Math.round(W / 10))))
  const mh = tiny ? 1 : int(random, 2, 3)
  const sy = surface(ex)
  ellipse(canvas, ex, sy, mr, mh, (_px, py) => (py < sy ? (browns[0] as RGB) : null))
  for (let y2 = sy - mh; y2 <= sy; y2++) canvas.set(ex, y2, voidC)
  // Grass along the surface (not on the mound), blades above it.
  for (let gx = 0; gx < W; gx++) {
    if (Math.abs(gx - ex) <= mr) continue
    const s = surface(gx)
    canvas.set(gx, s, grass)
    if (random() < 0.45) canvas.set(gx, s - 1, random() < 0.5 ? blade : grass)
    if (random() < 0.12) canvas.set(gx, s - 2, blade)
  }
  // Ants in the tunnels.
  const antLen = W > 60 ? 3 : 2
  for (let k = tiny ? 1 : int(random, 2, Math.max(2, Math.round(W / 12))); k > 0; k--)
    for (let tries = 0; tries < 40; tries++) {
      const ax = int(random, 1, W - 4)
      const ay = int(random, top, H - 2)
      const across = Array.from({ length: antLen }, (_, i) => isFloor(canvas, ax + i, ay, voidC)).every(
        Boolean,
      )
      const upright = Array.from({ length: antLen }, (_, i) => isFloor(canvas, ax, ay + i, voidC)).every(
        Boolean,
      )
      if (!across && !upright) continue
      for (let i = 0; i < antLen; i++) canvas.set(across ? ax + i : ax, across ? ay : ay + i, ant)
      break
    }
  if (worm) {
    let [wx, wy] = [
      int(random, 3, W - 4),
      int(random, top + 3, Math.max(top + 3, Math.round(top + depthAvail * 0.5))),
    ]
    for (let i = int(random, 5, 10); i > 0; i--) {
      if (!isFloor(canvas, wx, wy, voidC)) canvas.set(wx, wy, worm)
      if (random() < 0.6) wx++
      else wy += random() < 0.5 ? -1 : 1
    }
  }
  if (frame) {
    rect(canvas, 0, 0, W - 1, 1, frame)
    rect(canvas, 0, H - 2, W - 1, H - 1, frame)
    rect(canvas, 0, 0, 1, H - 1, frame)
    rect(canvas, W - 2, 0, W - 1, H - 1, frame)
  }
  return trimmed(random() < 0.5 ? canvas : flippedCanvas(canvas))
}

/** A mirror image, left to right. */
function flippedCanvas(canvas: Canvas): Canvas {
  const out = begin(canvas.width, canvas.height, null)
  for (let y = 0; y < canvas.height; y++)
    for (let x = 0; x < canvas.width; x++) {
      const from = (y * canvas.width + x) * 4
      out.data.set(canvas.data.subarray(from, from + 4), (y * canvas.width + canvas.width - 1 - x) * 4)
    }
  return out
}

// ---------------------------------------------------------------------------------------------------

/**
 * A chart: bars (vertical or horizontal, one to three series in groups, a darker edge on wide bars on
 * some), a line graph (one to three series with square, plus or dot markers, the area under the first
 * filled on some) or a pie (two to six slices, separated by 1-px lines, a donut hole, a rim in
 * perspective on some), with 1-px axes, ticks, plain or dotted gridlines, "text" lines for labels, a
 * legend of swatches and a title on some; or a sparkline (a strip of 1-px bars or a line, the last value
 * in an accent); on paper (opaque, a frame on some) or transparency; 6 to 124 px.
 */
const chartSprite: SpriteGenerator['draw'] = (random) => {
  const kind = pick(random, ['bars', 'bars', 'line', 'pie', 'spark'] as const)
  const ink = tint(random, INKS)
  const paper = random() < 0.55 ? tint(random, PAPERS) : null
  const text = mix(ink, paper ?? [250, 250, 250], 0.45)
  const gridC = mix(ink, paper ?? [250, 250, 250], 0.78)
  if (kind === 'spark') {
    const h = int(random, 6, 12)
    const n = int(random, 12, 60)
    const gapped = random() < 0.5
    const w = gapped ? 2 * n - 1 : n
    const [main, accent] = distinctTints(random, HUES, 2) as [RGB, RGB]
    const canvas = begin(w + (paper ? 4 : 0), h + (paper ? 4 : 1), paper)
    const o = paper ? 2 : 0
    let v = uniform(random, 0.2, 0.8)
    const bars = random() < 0.6
    let prev: [number, number] | null = null
    for (let i = 0; i < n; i++) {
      v = Math.max(0.05, Math.min(1, v + uniform(random, -0.25, 0.25)))
      const bh = Math.max(1, Math.round(v * h))
      const x = o + (gapped ? 2 * i : i)
      const c = i === n - 1 ? accent : main
      if (bars) line(canvas, x, o + h - 1, x, o + h - bh, c)
      else {
        const pt: [number, number] = [x, o + h - bh]
        if (prev) line(canvas, prev[0], prev[1], pt[0], pt[1], main)
        canvas.set(pt[0], pt[1], c)
        prev = pt
      }
    }
    if (!paper || random() < 0.5) line(canvas, 0, o + h, canvas.width - 1, o + h, paper ? text : ink)
    return trimmed(canvas)
  }
  if (kind === 'pie') {
    const r = int(random, 4, 40)
    const slices = int(random, paper ? 2 : 3, 6)
    const deep = slices <= 4 && r >= 8 && random() < 0.35
    const ry = deep ? Math.round(r * uniform(random, 0.5, 0.7)) : r
    const depth = deep ? Math.max(2, Math.round(r * 0.16)) : 0
    const colours = distinctTints(random, HUES, slices)
    const weights = colours.map(() => uniform(random, 0.3, 1))
    const sum = weights.reduce((a, b) => a + b, 0)
    const start = uniform(random, 0, 2 * Math.PI)
    const bounds: number[] = []
    weights.reduce((acc, wgt) => (bounds.push(acc), acc + (wgt / sum) * 2 * Math.PI), 0)
    const legend = r >= 8 && random() < 0.6
    const lw = legend ? 14 : 0
    const W = 2 * r + 5 + lw
    const H = Math.max(2 * ry + 5 + depth, legend ? slices * 5 + 4 : 0)
    const canvas = begin(W, H, paper)
    const cx = r + 2
    const cy = ry + 2
    const sliceAt = (x: number, y: number) => {
      const a = mod(Math.atan2((y - cy) / ry, (x - cx) / r) - start, 2 * Math.PI)
      let s = 0
      for (let k = 0; k < slices; k++) if (a >= (bounds[k] as number)) s = k
      return s
    }
    for (let d = depth; d >= 1; d--)
      ellipse(canvas, cx, cy + d, r + 0.4, ry + 0.4, (x, y) => scale(colours[sliceAt(x, y - d)] as RGB, 0.7))
    ellipse(canvas, cx, cy, r + 0.4, ry + 0.4, (x, y) => colours[sliceAt(x, y)] as RGB)
    const sep = paper ?? (random() < 0.5 ? ink : null)
    if (sep && random() < 0.6)
      for (let k = 0; k < slices; k++) {
        const a = start + (bounds[k] as number)
        line(canvas, cx, cy, cx + (r - 0.5) * Math.cos(a), cy + (ry - 0.5) * Math.sin(a), sep)
      }
    if (r >= 6 && random() < 0.35)
      ellipse(canvas, cx, cy, r * 0.45, ry * 0.45, (x, y) => {
        canvas.set(x, y, paper)
        return null
      })
    if (random() < 0.4) ring(canvas, cx, cy, r + 1.4, ry + 1.4, 1, ink)
    if (legend)
      colours.forEach((c, k) => {
        const ly = 2 + k * 5
        rect(canvas, 2 * r + 6, ly, 2 * r + 8, ly + 2, c)
        scribble(canvas, random, 2 * r + 10, ly + 1, int(random, 3, 7), text, 0.18)
      })
    return trimmed(canvas)
  }
  // Bars or lines on axes, drawn in (along, value) space: `along` runs over the categories, `value` up
  // the scale; a horizontal bar chart maps them the other way round.
  const horizontal = kind === 'bars' && random() < 0.3
  const s = int(random, 1, 3)
  const series = distinctTints(random, HUES, s)
  const bw = kind === 'bars' ? int(random, 1, s === 1 ? 7 : 4) : 1
  const gg = int(random, 1, 3)
  const maxA = kind === 'bars' ? Math.floor(110 / (s * bw + gg)) : 20
  const k = int(random, 3, Math.max(3, Math.min(12, maxA)))
  const A = kind === 'bars' ? k * (s * bw + gg) + gg : int(random, Math.max(12, k * 3), 110)
  const V = int(random, Math.max(8, Math.round(A * 0.35)), Math.min(100, Math.round(A * 1.1) + 6))
  const Ma = random() < 0.6 ? 6 : 2
  const Mv = random() < 0.6 ? 4 : 1
  const legend = s > 1 && random() < 0.7
  const title = random() < 0.4
  const T = 2 + (legend ? 4 : 0) + (title ? 3 : 0)
  const W = horizontal ? Mv + V + 3 : Ma + A + 3
  const H = horizontal ? T + A + 1 + Ma : T + V + 1 + Mv
  const canvas = begin(W, H, paper)
  const ox = horizontal ? Mv : Ma
  const oy = horizontal ? T + A : T + V
  const P = (a: number, v: number): [number, number] =>
    horizontal ? [ox + 1 + v, oy - 1 - a] : [ox + 1 + a, oy - 1 - v]
  const set = (a: number, v: number, c: RGB) => {
    const [x, y] = P(a, v)
    canvas.set(x, y, c)
  }
  const box = (a0: number, a1: number, v0: number, v1: number, c: RGB) => {
    const [x0, y0] = P(a0, v0)
    const [x1, y1] = P(a1, v1)
    rect(canvas, Math.min(x0, x1), Math.min(y0, y1), Math.max(x0, x1), Math.max(y0, y1), c)
  }
  const step = int(random, 4, 10)
  const grid = random() < 0.6 || !paper ? (random() < 0.4 ? 'dotted' : 'solid') : 'none'
  for (let g = step - 1; g < V; g += step) {
    if (grid !== 'none') for (let a = 0; a < A; a++) if (grid === 'solid' || a % 2 === 0) set(a, g, gridC)
    set(-2, g, ink)
    if (Ma >= 6) box(-5, -4, g, g, text)
  }
  if (kind === 'bars') {
    const edge = bw >= 3 && random() < 0.5
    for (let i = 0; i < k; i++) {
      series.forEach((c, j) => {
        const a0 = gg + i * (s * bw + gg) + j * bw
        const v = Math.max(1, Math.round(V * uniform(random, 0.12, 0.97)))
        box(a0, a0 + bw - 1, 0, v - 1, c)
        if (edge) box(a0 + bw - 1, a0 + bw - 1, 0, v - 1, scale(c, 0.72))
      })
      if (Mv >= 4) box(gg + i * (s * bw + gg), gg + i * (s * bw + gg) + Math.max(0, s * bw - 2), -3, -3, text)
    }
  } else {
    const pts = k
    const marker = pick(random, ['square', 'plus', 'dot', 'none'] as const)
    const fill = random() < 0.35
    series.forEach((c, j) => {
      let v = uniform(random, 0.2, 0.8)
      const points: [number, number][] = []
      for (let i = 0; i < pts; i++) {
        v = Math.max(0.05, Math.min(0.95, v + uniform(random, -0.3, 0.3)))
        points.push([Math.round((i * (A - 1)) / (pts - 1)), Math.round(v * (V - 1))])
      }
      if (fill && j === 0)
        for (let i = 1; i < points.length; i++) {
          const [a0, v0] = points[i - 1] as [number, number]
          const [a1, v1] = points[i] as [number, number]
          for (let a = a0; a <= a1; a++) {
            const top = Math.round(v0 + ((v1 - v0) * (a - a0)) / Math.max(1, a1 - a0))
            if (top > 0) box(a, a, 0, top - 1, mix(c, paper ?? [250, 250, 250], 0.55))
          }
        }
      for (let i = 1; i < points.length; i++) {
        const [x0, y0] = P(...(points[i - 1] as [number, number]))
        const [x1, y1] = P(...(points[i] as [number, number]))
        line(canvas, x0, y0, x1, y1, c)
      }
      for (const [a, vv] of points) {
        const [x, y] = P(a, vv)
        if (marker === 'square') rect(canvas, x - 1, y - 1, x + 1, y + 1, c)
        else if (marker === 'plus') {
          line(canvas, x - 1, y, x + 1, y, c)
          line(canvas, x, y - 1, x, y + 1, c)
        } else if (marker === 'dot') canvas.set(x, y, scale(c, 0.6))
      }
    })
    if (Mv >= 4) for (let i = 0; i < pts; i++) set(Math.round((i * (A - 1)) / (pts - 1)), -2, ink)
  }
  box(-1, -1, -1, V - 1, ink)
  box(-1, A - 1, -1, -1, ink)
  if (legend)
    series.forEach((c, j) => {
      const lx = 2 + j * 12
      if (lx + 10 >= W) return
      rect(canvas, lx, 2, lx + 2, 4, c)
      scribble(canvas, random, lx + 4, 3, int(random, 3, 6), text, 0.18)
    })
  if (title) {
    const ty = legend ? 7 : 2
    scribble(
      canvas,
      random,
      Math.round(W * 0.2),
      ty,
      Math.max(4, Math.round(W * uniform(random, 0.3, 0.6))),
      ink,
      0.18,
    )
  }
  if (paper && random() < 0.4) {
    line(canvas, 0, 0, W - 1, 0, gridC)
    line(canvas, 0, H - 1, W - 1, H - 1, gridC)
    line(canvas, 0, 0, 0, H - 1, gridC)
    line(canvas, W - 1, 0, W - 1, H - 1, gridC)
  }
  return trimmed(canvas)
}

export const NAOS_GENERATORS: SpriteGenerator[] = [
  { name: 'naos-segment', draw: within(segmentSprite) },
  { name: 'naos-pitch', draw: within(pitchSprite) },
  { name: 'naos-net', draw: within(netSprite) },
  { name: 'naos-turbine', draw: within(turbineSprite) },
  { name: 'naos-maze', draw: within(mazeSprite, 5) },
  { name: 'naos-cursor', draw: within(cursorSprite, 5) },
  { name: 'naos-antnest', draw: within(antNestSprite) },
  { name: 'naos-chart', draw: within(chartSprite, 6) },
]
