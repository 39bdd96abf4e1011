// The generators of the `cist` split of the wide recovery bench, written in round 16 before the method
// changes and used by no other split: computer keyboards and keycaps, kitchen utensils (pans, ladles,
// whisks, spatulas), circuit boards with chips, barcodes and matrix codes on labels, dominoes, stacks of
// falling-block puzzle pieces in a well, pipes with flanges and valves, and stationery (pencils, rulers,
// paper clips, pushpins). Held back until round 16 scored it once; a development split now
// (bench/lib/wide/splits.ts).
import { uniform, type Random } from '../../../packages/pixelart/src/recover/testing/degrade.ts'
import {
  Canvas,
  at,
  bar,
  begin,
  bayer,
  ellipse,
  int,
  line,
  nudge,
  pick,
  polygon,
  ramp,
  rect,
  ring,
  scale,
  side,
  solid,
  tint,
  trimmed,
  within,
  type RGB,
  type SpriteGenerator,
  finish,
} from './canvas.ts'

/** A near-black with a slight cast: outlines, legends, traces' shadows. */
const dark = (random: Random): RGB => {
  const v = int(random, 14, 38)
  return [v + int(random, 0, 9), v + int(random, 0, 9), v + int(random, 0, 12)]
}

const PLASTICS: RGB[] = [
  [226, 222, 212],
  [64, 66, 74],
  [196, 92, 80],
  [88, 140, 196],
  [120, 176, 120],
  [232, 196, 96],
]

/**
 * Computer keyboards seen from above (rows of keycaps with a 1-px gap, a long space bar, a lit top edge on
 * each cap and a legend dot or bar on some, in a case; opaque on a desk for a third) or a single keycap
 * (8 to 16 px, a bevel of three tones and a letter-like mark); 8 to 120 px wide.
 */
const keyboardSprite: SpriteGenerator['draw'] = (random) => {
  const ink = dark(random)
  const cap = ramp(tint(random, PLASTICS), 3)
  const legend = random() < 0.5 ? ink : scale(at(cap, 2), 1.25)
  if (random() < 0.3) {
    const w = int(random, 8, 16)
    const h = Math.max(8, w - int(random, 0, 3))
    const canvas = begin(w + 2, h + 2, null)
    rect(canvas, 1, 1, w, h, at(cap, 0))
    rect(canvas, 2, 1, w - 1, h - 2, at(cap, 1))
    rect(canvas, 3, 2, w - 2, h - 4, at(cap, 2))
    const [cx, cy] = [Math.round(w / 2) + 1, Math.round((h - 2) / 2) + 1]
    line(canvas, cx - 1, cy - 2, cx - 1, cy + 1, legend)
    line(canvas, cx - 1, cy - 2, cx + 1, cy - 2, legend)
    if (random() < 0.5) line(canvas, cx - 1, cy, cx, cy, legend)
    return finish(canvas, random, ink, 0.7, 0)
  }
  const unit = pick(random, [3, 4, 5, 6] as const)
  const cols = int(random, 10, 18)
  const rows = int(random, 4, 6)
  const pad = int(random, 1, 3)
  const w = Math.min(124, cols * (unit + 1) + 2 * pad + 1)
  const h = rows * (unit + 1) + 2 * pad + 1
  const body = nudge(random, scale(at(cap, 0), 0.7))
  const desk: RGB | null =
    random() < 0.33
      ? tint(random, [
          [150, 110, 80],
          [200, 200, 196],
          [70, 90, 110],
        ] as RGB[])
      : null
  const accent = ramp(tint(random, PLASTICS), 3)
  const canvas = begin(w + (desk ? 6 : 0), h + (desk ? 6 : 0), desk)
  const o = desk ? 3 : 0
  rect(canvas, o, o, o + w - 1, o + h - 1, body)
  for (let r = 0; r < rows; r++) {
    const y = o + pad + r * (unit + 1) + 1
    let x = o + pad + 1 + (r % 3) * Math.floor(unit / 2)
    const right = o + w - pad - 2
    while (x + unit - 1 <= right) {
      const last = r === rows - 1
      const span = last && x > o + w * 0.3 && x < o + w * 0.45 ? Math.min(right - x + 1, unit * 5 + 4) : unit
      const tone = random() < 0.12 ? accent : cap
      rect(canvas, x, y, x + span - 1, y + unit - 1, at(tone, 1))
      line(canvas, x, y, x + span - 1, y, at(tone, 2))
      if (unit >= 5) line(canvas, x, y + unit - 1, x + span - 1, y + unit - 1, at(tone, 0))
      if (unit >= 4 && random() < 0.6) canvas.set(x + 1, y + 2, legend)
      x += span + 1
    }
  }
  return trimmed(canvas)
}

const METALS: RGB[] = [
  [176, 182, 190],
  [120, 124, 132],
  [200, 160, 110],
  [70, 74, 80],
]

/**
 * Kitchen utensils on a diagonal or upright: a frying pan (a disc with a rim ring and a highlight arc, a
 * long handle), a ladle (a bowl and a 1-px or 2-px shaft), a whisk (1-px wire loops from a handle) or a
 * spatula (a slotted blade); metal in three tones and a wooden or plastic handle; 8 to 100 px.
 */
const utensilSprite: SpriteGenerator['draw'] = (random) => {
  const kind = pick(random, ['pan', 'ladle', 'whisk', 'spatula'] as const)
  const ink = dark(random)
  const metal = ramp(tint(random, METALS), 3)
  const grip = tint(random, [
    [120, 80, 50],
    [40, 40, 44],
    [180, 60, 50],
    [60, 110, 170],
  ] as RGB[])
  const len = side(random, 0.15, 18, 100)
  const canvas = begin(len + 4, len + 4, null)
  if (kind === 'pan' || kind === 'ladle') {
    const r = Math.max(3, Math.round(len * (kind === 'pan' ? 0.28 : 0.17)))
    const [cx, cy] = [r + 2, len - r + 1]
    ellipse(canvas, cx, cy, r, r, (x, y) => (x - cx + (y - cy) < -r * 0.6 ? at(metal, 2) : at(metal, 1)))
    ring(canvas, cx, cy, r, r, 1, at(metal, 0))
    if (kind === 'pan') ellipse(canvas, cx, cy, r * 0.55, r * 0.55, solid(scale(at(metal, 0), 0.75)))
    const t = kind === 'pan' ? Math.max(1, Math.round(len / 22)) : len > 40 ? 2 : 1
    const ex = len + 1
    const ey = 2
    bar(
      canvas,
      cx + r * 0.6,
      cy - r * 0.6,
      ex,
      ey,
      t + (kind === 'pan' ? 1 : 0),
      kind === 'pan' ? grip : at(metal, 1),
    )
    if (kind === 'ladle') canvas.set(ex, ey, grip)
  } else if (kind === 'whisk') {
    const hx = Math.round(len * 0.45)
    bar(canvas, len + 1, 2, len - hx, hx, Math.max(2, Math.round(len / 18)), grip)
    const loops = int(random, 3, 5)
    const [bx, by] = [len * 0.3, len * 0.7]
    for (let i = 0; i < loops; i++) {
      const spread = ((i + 0.5) / loops - 0.5) * len * 0.35
      const pts: [number, number][] = []
      for (let s = 0; s <= 12; s++) {
        const u = s / 12
        const bulge = Math.sin(u * Math.PI) * (1 + Math.abs(spread) * 0.05)
        pts.push([
          len - hx - (len - hx - bx) * u + spread * bulge * 0.7,
          hx + (by - hx) * u + spread * bulge * 0.7,
        ])
      }
      for (let s = 1; s < pts.length; s++) {
        const [a, b] = [pts[s - 1] as [number, number], pts[s] as [number, number]]
        line(canvas, a[0], a[1], b[0], b[1], at(metal, i % 2 ? 2 : 1))
      }
    }
  } else {
    const w = Math.max(4, Math.round(len * 0.3))
    const blade = Math.round(len * 0.4)
    rect(canvas, 2, len - blade, 1 + w, len, at(metal, 1))
    line(canvas, 2, len - blade, 1 + w, len - blade, at(metal, 2))
    for (let s = 4; s < w - 1; s += 3) rect(canvas, 1 + s, len - blade + 2, 1 + s, len - 2, null)
    const cx = 2 + Math.floor(w / 2)
    rect(canvas, cx - 1, len - blade - Math.round(len * 0.55), cx, len - blade - 1, grip)
  }
  return finish(canvas, random, ink, 0.6)
}

/**
 * Circuit boards: an opaque board tile (green, blue, red or black solder mask) with 1-px copper traces
 * that turn at right angles or 45°, round pads and vias, a chip or two (a dark body with rows of pins
 * and a notch dot), silkscreen marks; or, for a third, a lone chip on transparency; 10 to 96 px.
 */
const boardSprite: SpriteGenerator['draw'] = (random) => {
  const ink = dark(random)
  const mask = tint(random, [
    [40, 120, 60],
    [40, 70, 140],
    [150, 40, 40],
    [30, 34, 38],
  ] as RGB[])
  const copper = tint(random, [
    [200, 170, 90],
    [210, 210, 200],
    [190, 120, 70],
  ] as RGB[])
  const silk: RGB = nudge(random, [236, 236, 226])
  const body = nudge(random, [34, 34, 38])
  const pin = scale(copper, 1.1)
  const chip = (canvas: Canvas, x: number, y: number, w: number, h: number) => {
    rect(canvas, x, y, x + w - 1, y + h - 1, body)
    for (let px = x + 1; px < x + w - 1; px += 2) {
      canvas.set(px, y - 1, pin)
      canvas.set(px, y + h, pin)
    }
    if (w >= 6 && h >= 6)
      for (let py = y + 1; py < y + h - 1; py += 2) {
        canvas.set(x - 1, py, pin)
        canvas.set(x + w, py, pin)
      }
    canvas.set(x + 1, y + 1, silk)
  }
  if (random() < 0.33) {
    const w = int(random, 6, 30)
    const h = int(random, 4, Math.max(5, Math.round(w * 0.8)))
    const canvas = begin(w + 4, h + 4, null)
    chip(canvas, 2, 2, w, h)
    return trimmed(canvas)
  }
  const w = side(random, 0.12, 16, 96)
  const h = Math.max(8, Math.round(w * uniform(random, 0.55, 1)))
  const canvas = begin(w, h, mask)
  const traces = int(random, 3, 4 + Math.round(w / 8))
  for (let i = 0; i < traces; i++) {
    let [x, y] = [int(random, 0, w - 1), int(random, 0, h - 1)]
    const steps = int(random, 2, 4)
    for (let s = 0; s < steps; s++) {
      const dir = pick(random, [
        [1, 0],
        [0, 1],
        [1, 1],
        [-1, 0],
        [0, -1],
        [1, -1],
      ] as const)
      const n = int(random, 3, Math.max(4, Math.round(w / 3)))
      const [nx, ny] = [x + dir[0] * n, y + dir[1] * n]
      line(canvas, x, y, nx, ny, copper)
      ;[x, y] = [nx, ny]
    }
    ellipse(canvas, x, y, 1, 1, solid(copper))
    canvas.set(x, y, ink)
  }
  const chips = w >= 28 ? int(random, 1, 2) : w >= 14 ? 1 : 0
  for (let i = 0; i < chips; i++) {
    const cw = int(random, 4, Math.max(5, Math.round(w / 3)))
    const ch = int(random, 4, Math.max(5, Math.round(h / 3)))
    chip(canvas, int(random, 2, Math.max(2, w - cw - 2)), int(random, 2, Math.max(2, h - ch - 2)), cw, ch)
  }
  canvas.set(int(random, 1, w - 2), int(random, 1, h - 2), ink)
  line(canvas, 1, h - 2, 1 + int(random, 2, Math.max(2, Math.round(w / 4))), h - 2, silk)
  return trimmed(canvas)
}

/**
 * Barcodes and matrix codes: a linear barcode (bars 1 to 3 px wide, guard bars that run lower, digits as
 * 1-px dots under it) or a square matrix code (modules of 1 or 2 px, three finder squares) on a white
 * label, sometimes on a coloured tag with a hole; large flat areas and 1-px detail; 12 to 110 px.
 */
const codeSprite: SpriteGenerator['draw'] = (random) => {
  const ink = dark(random)
  const paper: RGB = nudge(random, [240, 238, 230])
  const tag: RGB | null =
    random() < 0.4
      ? tint(random, [
          [230, 190, 80],
          [200, 90, 90],
          [120, 170, 210],
        ] as RGB[])
      : null
  let label: Canvas
  if (random() < 0.55) {
    const bars = int(random, 12, 40)
    const widths = Array.from({ length: bars }, () => int(random, 1, 3))
    const codeW = widths.reduce((a, b) => a + b, 0) + bars
    const h = int(random, 8, Math.max(10, Math.round(codeW * 0.5)))
    label = begin(Math.min(118, codeW + 6), h + 7, paper)
    let x = 3
    widths.forEach((bw, i) => {
      const guard = i < 2 || i >= bars - 2 || i === Math.floor(bars / 2)
      if (x + bw < label.width - 2) rect(label, x, 2, x + bw - 1, h + (guard ? 2 : 0), ink)
      x += bw + 1
    })
    for (let d = 5; d < label.width - 4; d += int(random, 2, 3)) if (random() < 0.7) label.set(d, h + 4, ink)
  } else {
    const m = pick(random, [1, 1, 2] as const)
    const n = int(random, 15, m === 1 ? 41 : 29)
    const size = n * m + 4
    label = begin(size, size, paper)
    const mod = (i: number, j: number) =>
      rect(label, 2 + i * m, 2 + j * m, 1 + (i + 1) * m, 1 + (j + 1) * m, ink)
    const finder = (i0: number, j0: number) => {
      for (let i = 0; i < 7; i++)
        for (let j = 0; j < 7; j++) {
          const e = Math.max(Math.abs(i - 3), Math.abs(j - 3))
          if (e === 3 || e <= 1) mod(i0 + i, j0 + j)
        }
    }
    for (let i = 0; i < n; i++)
      for (let j = 0; j < n; j++) {
        const inFinder = (i < 8 && j < 8) || (i >= n - 8 && j < 8) || (i < 8 && j >= n - 8)
        if (!inFinder && random() < 0.48) mod(i, j)
      }
    finder(0, 0)
    finder(n - 7, 0)
    finder(0, n - 7)
  }
  const band = tint(random, [
    [200, 60, 60],
    [60, 120, 200],
    [60, 160, 90],
    [230, 170, 50],
  ] as RGB[])
  line(label, 0, 0, label.width - 1, 0, band)
  if (!tag) return trimmed(label)
  const canvas = begin(label.width + 8, label.height + 6, null)
  rect(canvas, 0, 0, canvas.width - 1, canvas.height - 1, tag)
  ellipse(canvas, 3, canvas.height / 2, 1.5, 1.5, () => null)
  for (let i = 0; i < 4; i++) {
    canvas.set(0, i, null)
    canvas.set(i, 0, null)
    canvas.set(0, canvas.height - 1 - i, null)
    canvas.set(i, canvas.height - 1, null)
  }
  for (let y = 0; y < label.height; y++)
    for (let x = 0; x < label.width; x++) {
      const o = (y * label.width + x) * 4
      canvas.set(x + 6, y + 3, [
        label.data[o] as number,
        label.data[o + 1] as number,
        label.data[o + 2] as number,
      ])
    }
  return finish(canvas, random, ink, 0.5, 0)
}

/**
 * Dominoes: a single bone upright or on its side (a cream or black face, a 1-px dividing line, pips of 1,
 * 2x2 or round 3 px on a grid, a shaded edge), or a short chain of two to four laid end to end; tiny ones
 * of 8 to 12 px; up to 100 px.
 */
const dominoSprite: SpriteGenerator['draw'] = (random) => {
  const ink = dark(random)
  const black = random() < 0.3
  const face: RGB = black ? nudge(random, [34, 34, 40]) : nudge(random, [238, 228, 200])
  const pipC: RGB = black
    ? nudge(random, [240, 240, 236])
    : random() < 0.7
      ? ink
      : tint(random, [
          [190, 50, 50],
          [40, 90, 170],
        ] as RGB[])
  const edge = scale(face, black ? 1.8 : 0.78)
  const pip = pick(random, [1, 2, 3] as const)
  const half = pip === 1 ? int(random, 4, 6) : pip === 2 ? int(random, 7, 10) : int(random, 11, 16)
  const count = random() < 0.3 ? int(random, 2, 4) : 1
  const w = half + 2
  const h = 2 * half + 3
  const canvas = begin(count * (w + 1) + 2, h + 3, null)
  const spots: [number, number][][] = [
    [],
    [[1, 1]],
    [
      [0, 0],
      [2, 2],
    ],
    [
      [0, 0],
      [1, 1],
      [2, 2],
    ],
    [
      [0, 0],
      [2, 0],
      [0, 2],
      [2, 2],
    ],
    [
      [0, 0],
      [2, 0],
      [1, 1],
      [0, 2],
      [2, 2],
    ],
    [
      [0, 0],
      [2, 0],
      [0, 1],
      [2, 1],
      [0, 2],
      [2, 2],
    ],
  ]
  for (let k = 0; k < count; k++) {
    const x0 = 1 + k * (w + 1)
    rect(canvas, x0, 1, x0 + w - 1, h, face)
    line(canvas, x0, h + 1, x0 + w - 1, h + 1, edge)
    line(canvas, x0 + 1, half + 2, x0 + w - 2, half + 2, black ? pipC : ink)
    for (const [top, n] of [
      [2, int(random, 0, 6)],
      [half + 4, int(random, 0, 6)],
    ] as const)
      for (const [i, j] of spots[n] as [number, number][]) {
        const step = (half - pip) / 2
        const px = x0 + 1 + Math.round(i * step)
        const py = top + Math.round(j * step) - 1
        if (pip === 3) ellipse(canvas, px + 1, py + 1, 1, 1, solid(pipC))
        else rect(canvas, px, py, px + pip - 1, py + pip - 1, pipC)
      }
  }
  const image = finish(canvas, random, ink, 0.5, 0)
  if (count > 1 || random() < 0.5) return image
  // on its side: the bone turned a quarter
  const turned = new Canvas(image.height, image.width)
  for (let y = 0; y < image.height; y++)
    for (let x = 0; x < image.width; x++) {
      const o = (y * image.width + x) * 4
      if (image.data[o + 3])
        turned.set(image.height - 1 - y, x, [
          image.data[o] as number,
          image.data[o + 1] as number,
          image.data[o + 2] as number,
        ])
    }
  return turned.image()
}

const BLOCKS: RGB[] = [
  [220, 70, 70],
  [240, 160, 60],
  [236, 220, 80],
  [90, 190, 90],
  [70, 180, 220],
  [80, 100, 210],
  [170, 90, 200],
]

/**
 * A falling-block puzzle well: an opaque well (a dark or dithered backdrop, a wall of grey blocks round
 * it) holding stacked pieces of four cells, each cell a bevelled block (light top-left edge, dark
 * bottom-right edge, flat middle) of cells 3 to 8 px, with rows nearly full and gaps; 16 to 110 px.
 */
const wellSprite: SpriteGenerator['draw'] = (random) => {
  const cell = pick(random, [3, 4, 5, 6, 8] as const)
  const cols = int(random, 6, Math.min(12, Math.floor(100 / cell)))
  const rows = int(random, Math.max(5, cols), Math.min(22, Math.floor(110 / cell)))
  const back: RGB = nudge(
    random,
    pick(random, [
      [20, 20, 36],
      [36, 30, 50],
      [16, 40, 40],
    ] as RGB[]),
  )
  const back2 = scale(back, 1.5)
  const dither = random() < 0.4
  const stone = ramp(
    tint(random, [
      [150, 150, 160],
      [140, 120, 100],
    ] as RGB[]),
    2,
  )
  const wall = [at(stone, 0), at(stone, 1), at(stone, 1)]
  const colours = Array.from({ length: dither ? 2 : 3 }, () => ramp(tint(random, BLOCKS), 3))
  const W = (cols + 2) * cell
  const H = (rows + 1) * cell
  const canvas = begin(W, H, back)
  if (dither)
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++) if (bayer(x, y) < 0.25 && y / H > 0.4) canvas.set(x, y, back2)
  const block = (cx: number, cy: number, tones: RGB[]) => {
    const [x, y] = [cx * cell, cy * cell]
    rect(canvas, x, y, x + cell - 1, y + cell - 1, at(tones, 1))
    line(canvas, x, y, x + cell - 1, y, at(tones, 2))
    line(canvas, x, y, x, y + cell - 1, at(tones, 2))
    line(canvas, x + cell - 1, y + 1, x + cell - 1, y + cell - 1, at(tones, 0))
    line(canvas, x + 1, y + cell - 1, x + cell - 1, y + cell - 1, at(tones, 0))
  }
  for (let r = 0; r <= rows; r++) {
    block(0, r, wall)
    block(cols + 1, r, wall)
  }
  for (let c = 1; c <= cols; c++) block(c, rows, wall)
  const filled = int(random, Math.round(rows * 0.3), Math.round(rows * 0.7))
  for (let r = rows - filled; r < rows; r++) {
    const gap = int(random, 1, cols)
    for (let c = 1; c <= cols; c++) {
      if (c === gap || (r < rows - filled + 2 && random() < 0.4)) continue
      block(c, r, pick(random, colours))
    }
  }
  const tones = pick(random, colours)
  const px = int(random, 1, cols - 2)
  const py = int(random, 0, Math.max(0, rows - filled - 4))
  const shape = pick(random, [
    [
      [0, 0],
      [1, 0],
      [2, 0],
      [1, 1],
    ],
    [
      [0, 0],
      [0, 1],
      [0, 2],
      [1, 2],
    ],
    [
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 1],
    ],
    [
      [0, 0],
      [1, 0],
      [1, 1],
      [2, 1],
    ],
  ] as const)
  for (const [dx, dy] of shape) block(px + dx, py + dy, tones)
  return trimmed(canvas)
}

/**
 * Pipes: an opaque wall tile (brick courses with 1-px mortar, or flat plaster) crossed by pipes 3 to 9 px
 * thick, shaded along their length in three tones, with flanges (a wider band and bolt dots) at joints,
 * an elbow, and a wheel valve (a ring with spokes) or a gauge; or, for a third, a lone pipe run on
 * transparency; 12 to 110 px.
 */
const pipeSprite: SpriteGenerator['draw'] = (random) => {
  const ink = dark(random)
  const metal = ramp(
    tint(random, [
      [150, 156, 164],
      [180, 110, 60],
      [90, 140, 90],
      [190, 60, 50],
    ] as RGB[]),
    3,
  )
  const t = int(random, 3, 9)
  const w = side(random, 0.12, 20, 110)
  const h = Math.max(8, Math.round(w * uniform(random, 0.5, 1)))
  const opaque = random() >= 0.33
  const canvas = begin(
    w,
    h,
    opaque
      ? tint(random, [
          [170, 90, 70],
          [200, 190, 170],
          [110, 110, 120],
        ] as RGB[])
      : null,
  )
  if (opaque && random() < 0.6) {
    const mortar = nudge(random, [200, 196, 186])
    const bh = int(random, 3, 6)
    const bw = bh * 2 + int(random, 0, 3)
    for (let y = 0; y < h; y += bh + 1) {
      line(canvas, 0, y, w - 1, y, mortar)
      const shift = (y / (bh + 1)) % 2 ? Math.floor(bw / 2) : 0
      for (let x = shift; x < w; x += bw + 1) line(canvas, x, y, x, y + bh, mortar)
    }
  }
  const run = (x0: number, y0: number, x1: number, y1: number) => {
    const horizontal = y0 === y1
    for (let k = 0; k < t; k++) {
      const tone = k < t * 0.3 ? at(metal, 2) : k > t * 0.75 ? at(metal, 0) : at(metal, 1)
      if (horizontal) line(canvas, x0, y0 + k, x1, y0 + k, tone)
      else line(canvas, x0 + k, y0, x0 + k, y1, tone)
    }
  }
  const flange = (x: number, y: number, horizontal: boolean) => {
    if (horizontal) {
      rect(canvas, x, y - 1, x + 1, y + t, at(metal, 0))
      canvas.set(x, y - 1, ink)
      canvas.set(x, y + t, ink)
    } else {
      rect(canvas, x - 1, y, x + t, y + 1, at(metal, 0))
      canvas.set(x - 1, y, ink)
      canvas.set(x + t, y, ink)
    }
  }
  const y = int(random, 2, Math.max(2, h - t - 3))
  const x = int(random, Math.round(w * 0.3), Math.max(Math.round(w * 0.3), w - t - 2))
  run(0, y, x + t - 1, y)
  run(x, y, x, h - 1)
  for (let fx = int(random, 3, 8); fx < x - 2; fx += int(random, 8, 20)) flange(fx, y, true)
  if (h - y > 10) flange(x, y + t + 3, false)
  if (w >= 24 && random() < 0.7) {
    const r = Math.max(3, Math.round(t * 0.9))
    const [vx, vy] = [Math.round(x / 2), y - r]
    if (vy - r >= 0) {
      line(canvas, vx, vy, vx, y, ink)
      ring(
        canvas,
        vx,
        vy,
        r,
        r,
        1,
        tint(random, [
          [200, 40, 40],
          [40, 40, 40],
        ] as RGB[]),
      )
      line(canvas, vx - r + 1, vy, vx + r - 1, vy, at(metal, 0))
      line(canvas, vx, vy - r + 1, vx, vy + r - 1, at(metal, 0))
    }
  }
  return opaque ? trimmed(canvas) : finish(canvas, random, ink, 0.6)
}

/**
 * Stationery: a pencil on a diagonal or level (a hexagonal body in three stripes, a ferrule and eraser, a
 * sharpened wood cone and graphite tip), a ruler (a long flat bar with 1-px ticks of three lengths), a
 * paper clip (a 1-px wire of nested loops) or a pushpin (tiny: a round head, a 1-px needle); 8 to 110 px.
 */
const stationerySprite: SpriteGenerator['draw'] = (random) => {
  const kind = pick(random, ['pencil', 'ruler', 'clip', 'pin'] as const)
  const ink = dark(random)
  if (kind === 'pin') {
    const head = ramp(
      tint(random, [
        [210, 60, 60],
        [60, 120, 210],
        [240, 200, 60],
        [80, 180, 90],
      ] as RGB[]),
      3,
    )
    const r = int(random, 2, 4)
    const canvas = begin(2 * r + 8, 2 * r + 8, null)
    const [cx, cy] = [r + 1, r + 1]
    ellipse(canvas, cx, cy, r, r, (x, y) => (x - cx + y - cy < -r * 0.5 ? at(head, 2) : at(head, 1)))
    const needle = int(random, 3, 6)
    line(
      canvas,
      cx + r - 1,
      cy + r - 1,
      cx + r - 1 + needle,
      cy + r - 1 + needle,
      nudge(random, [190, 190, 196]),
    )
    return finish(canvas, random, ink, 0.5)
  }
  if (kind === 'clip') {
    const wire = nudge(
      random,
      pick(random, [
        [170, 176, 186],
        [200, 70, 70],
        [70, 150, 220],
      ] as RGB[]),
    )
    const h = side(random, 0.2, 14, 48)
    const w = Math.max(5, Math.round(h * 0.36))
    const canvas = begin(w + 4, h + 4, null)
    const loop = (x0: number, y0: number, x1: number, y1: number) => {
      line(canvas, x0 + 1, y0, x1 - 1, y0, wire)
      line(canvas, x0, y0 + 1, x0, y1 - 1, wire)
      line(canvas, x1, y0 + 1, x1, y1 - 1, wire)
      line(canvas, x0 + 1, y1, x1 - 1, y1, wire)
    }
    loop(1, 1, w + 1, h + 1)
    loop(3, 3, w - 1, Math.round(h * 0.8))
    for (let yy = Math.round(h * 0.8); yy < h + 1; yy++) canvas.set(w + 1, yy, null)
    line(canvas, 2, 1, w, 1, scale(wire, 1.25))
    return finish(canvas, random, ink, 1)
  }
  const len = side(random, 0.1, 24, 110)
  if (kind === 'ruler') {
    const wood = tint(random, [
      [220, 190, 120],
      [230, 230, 220],
      [200, 220, 240],
    ] as RGB[])
    const th = Math.max(6, Math.round(len / int(random, 5, 9)))
    const canvas = begin(len, th, wood)
    line(canvas, 0, th - 1, len - 1, th - 1, scale(wood, 0.75))
    const step = pick(random, [2, 3] as const)
    for (let i = 1; i * step < len - 1; i++) {
      const tl =
        i % 10 === 0
          ? Math.round(th * 0.6)
          : i % 5 === 0
            ? Math.round(th * 0.45)
            : Math.max(1, Math.round(th * 0.25))
      line(canvas, i * step, 0, i * step, tl - 1, ink)
      if (i % 10 === 0 && th >= 8) canvas.set(i * step + 1, th - 3, ink)
    }
    return trimmed(canvas)
  }
  const paint = ramp(
    tint(random, [
      [236, 196, 60],
      [200, 60, 60],
      [60, 110, 200],
      [70, 160, 90],
    ] as RGB[]),
    3,
  )
  const th = Math.max(3, Math.round(len / int(random, 9, 14)))
  const canvas = begin(len + 2, th + 2, null)
  const eraser = nudge(random, [230, 140, 150])
  const ferrule = nudge(random, [190, 190, 180])
  const woodC = nudge(random, [226, 196, 150])
  const graphite = nudge(random, [60, 60, 66])
  const cone = Math.max(3, Math.round(th * 1.6))
  for (let k = 0; k < th; k++) {
    const tone = k < th / 3 ? at(paint, 2) : k >= (2 * th) / 3 ? at(paint, 0) : at(paint, 1)
    line(canvas, 1 + Math.round(th * 0.8) + 2, 1 + k, len - cone, 1 + k, tone)
  }
  rect(canvas, 1, 1, Math.round(th * 0.8), th, eraser)
  rect(canvas, 1 + Math.round(th * 0.8), 1, Math.round(th * 0.8) + 2, th, ferrule)
  polygon(
    canvas,
    [
      [len - cone + 1, 1],
      [len + 1, 1 + th / 2],
      [len - cone + 1, 1 + th],
    ],
    woodC,
  )
  rect(canvas, len - 1, Math.floor(th / 2), len, Math.ceil(th / 2) + 1, graphite)
  const image = finish(canvas, random, ink, 0.5)
  if (random() < 0.5) return image
  // the pencil on a diagonal: each column shifted down by its x
  const out = new Canvas(image.width, image.height + image.width)
  for (let yy = 0; yy < image.height; yy++)
    for (let xx = 0; xx < image.width; xx++) {
      const o = (yy * image.width + xx) * 4
      if (image.data[o + 3])
        out.set(xx, yy + Math.round(xx * 0.6), [
          image.data[o] as number,
          image.data[o + 1] as number,
          image.data[o + 2] as number,
        ])
    }
  return trimmed(out)
}

export const CIST_GENERATORS: SpriteGenerator[] = [
  { name: 'cist-keyboard', draw: within(keyboardSprite) },
  { name: 'cist-utensil', draw: within(utensilSprite) },
  { name: 'cist-board', draw: within(boardSprite) },
  { name: 'cist-code', draw: within(codeSprite) },
  { name: 'cist-domino', draw: within(dominoSprite, 5) },
  { name: 'cist-well', draw: within(wellSprite) },
  { name: 'cist-pipe', draw: within(pipeSprite) },
  { name: 'cist-stationery', draw: within(stationerySprite, 4) },
]
