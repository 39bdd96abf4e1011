// The generators of the `quoit` split of the wide recovery bench, written in round 17 before the method
// changes and used by no other split: woven baskets and hampers, bookcases of book spines, go boards with
// stones, parquet and tiled floors, muffin tins, egg cartons and ice-cube trays, patchwork quilts, woven
// rugs (kilims) with stepped-diamond repeats and fringes, and wall calendars with a grid of days. Most of
// them repeat one small motif many times on purpose (repeats are where the recovery misses most often).
// Held back: scored once at the end of a round (bench/lib/wide/splits.ts).
import type { Random } from '../../../packages/pixelart/src/recover/testing/degrade.ts'
import {
  at,
  begin,
  ellipse,
  int,
  line,
  mix,
  nudge,
  pick,
  ramp,
  rect,
  ring,
  scale,
  solid,
  tint,
  trimmed,
  within,
  type RGB,
  type SpriteGenerator,
  distinctTints,
  finish,
} from './canvas.ts'

/** A near-black with a slight warm or cool cast: outlines, seams, ink. */
const dark = (random: Random): RGB => {
  const v = int(random, 16, 40)
  return [v + int(random, 0, 10), v + int(random, 0, 8), v + int(random, 0, 12)]
}

const WICKER: RGB[] = [
  [196, 150, 92],
  [170, 120, 70],
  [214, 184, 130],
  [140, 100, 64],
]

const FABRICS: RGB[] = [
  [200, 60, 56],
  [60, 100, 170],
  [230, 200, 90],
  [90, 150, 90],
  [236, 228, 210],
  [150, 80, 140],
  [230, 140, 60],
  [70, 60, 70],
  [120, 190, 200],
]

/**
 * A woven basket or hamper seen from the side: a body that widens to the rim, woven in rows of 2 to 4 px
 * over stakes 3 to 6 px apart (light and dark cells alternating like a checker that shifts each row,
 * 1-px gaps between rows), a lighter rim band, an arched handle on some, a checked cloth peeking out on
 * others; transparent, 10 to 100 px wide.
 */
const basketSprite: SpriteGenerator['draw'] = (random) => {
  const ink = dark(random)
  const cane = ramp(tint(random, WICKER), 3)
  const w = random() < 0.15 ? int(random, 10, 16) : int(random, 20, 100)
  const h = Math.max(8, Math.round(w * (0.45 + random() * 0.35)))
  const rowH = int(random, 2, w > 40 ? 4 : 3)
  const stake = int(random, 3, w > 50 ? 6 : 4)
  const handle = random() < 0.5 ? Math.round(h * 0.7) : 0
  const cloth = random() < 0.3 ? distinctTints(random, FABRICS, 2) : null
  const canvas = begin(w + 2, h + handle + 4, null)
  const top = handle + 3
  const taper = random() * 0.25
  // The handle first: the body is woven over its lower half.
  if (handle) ring(canvas, (w + 1) / 2, top, w * 0.32, handle, w > 40 ? 2 : 1, at(cane, 1))
  for (let y = 0; y < h; y++) {
    const inset = Math.round((y / h) * taper * w * 0.5)
    const row = Math.floor(y / (rowH + 1))
    const gap = y % (rowH + 1) === rowH
    for (let x = 1 + inset; x <= w - inset; x++) {
      const cell = Math.floor((x + row * Math.floor(stake / 2)) / stake)
      canvas.set(x, top + y, gap ? at(cane, 0) : at(cane, (cell + row) % 2 ? 1 : 2))
    }
  }
  const rim = Math.max(1, Math.round(rowH / 2))
  rect(canvas, 0, top, w + 1, top + rim, at(cane, 2))
  line(canvas, 0, top + rim, w + 1, top + rim, at(cane, 0))
  if (cloth)
    for (let x = 2; x < w; x++)
      for (let y = top - 1 - ((x >> 1) % 3); y < top; y++) canvas.set(x, y, at(cloth, ((x >> 1) + y) % 2))
  return finish(canvas, random, ink, 0.6)
}

/**
 * A bookcase seen from the front: a wooden frame with 1 to 5 shelves, each a row of book spines 2 to 5 px
 * wide and of varied heights against a dark back, a gold band across some spines, a leaning book or a
 * gap here and there; free-standing on transparency (a cornice and two feet), or for a third set against
 * an opaque wall; 14 to 110 px.
 */
const bookcaseSprite: SpriteGenerator['draw'] = (random) => {
  const ink = dark(random)
  const wood = ramp(
    tint(random, [
      [150, 100, 60],
      [110, 70, 44],
      [190, 150, 100],
    ] as RGB[]),
    2,
  )
  const back = nudge(random, scale(at(wood, 0), 0.45))
  const books = distinctTints(random, FABRICS, int(random, 3, 6))
  const gold = tint(random, [
    [230, 196, 90],
    [240, 236, 220],
  ] as RGB[])
  const shelves = int(random, 1, 5)
  const shelfH = int(random, 6, shelves > 3 ? 14 : 20)
  const w = int(random, 14, 104)
  const h = Math.min(104, shelves * (shelfH + 2) + 2)
  const wall: RGB | null =
    random() < 0.33
      ? tint(random, [
          [200, 196, 180],
          [120, 140, 150],
        ] as RGB[])
      : null
  const m = wall ? 3 : 1
  const canvas = begin(w + 2 * m, h + 2 * m + 2, wall)
  rect(canvas, m, m, m + w - 1, m + h - 1, at(wood, 1))
  // A cornice a pixel wider than the case, and two feet under it.
  line(canvas, m - 1, m, m + w, m, at(wood, 1))
  rect(canvas, m, m + h, m + 1, m + h + 1, at(wood, 0))
  rect(canvas, m + w - 2, m + h, m + w - 1, m + h + 1, at(wood, 0))
  for (let s = 0; s < shelves; s++) {
    const y0 = m + 2 + s * (shelfH + 2)
    const y1 = Math.min(m + h - 3, y0 + shelfH - 1)
    rect(canvas, m + 2, y0, m + w - 3, y1, back)
    line(canvas, m + 2, y1 + 1, m + w - 3, y1 + 1, at(wood, 0))
    let x = m + 2
    while (x < m + w - 3) {
      const bw = int(random, 2, 5)
      if (random() < 0.08) {
        x += bw
        continue
      }
      const bh = Math.max(3, y1 - y0 + 1 - int(random, 0, Math.max(1, Math.round(shelfH * 0.35))))
      const colour = pick(random, books)
      const right = Math.min(x + bw - 1, m + w - 3)
      rect(canvas, x, y1 - bh + 1, right, y1, colour)
      if (bh >= 6 && random() < 0.5) line(canvas, x, y1 - bh + 2, right, y1 - bh + 2, gold)
      if (bh >= 9 && random() < 0.35) line(canvas, x, y1 - 2, right, y1 - 2, gold)
      x = right + 1 + (random() < 0.25 ? 1 : 0)
    }
  }
  return wall ? trimmed(canvas) : finish(canvas, random, ink, 0.4, 0)
}

/**
 * A go board seen from above: an opaque wooden tile with a grid of 1-px lines (5 to 19 lines, 3 to 6 px
 * apart), star points, and black and white stones on some intersections (a plus of five pixels at the
 * smallest spacing, else a disc with a highlight); 14 to 110 px.
 */
const goSprite: SpriteGenerator['draw'] = (random) => {
  const board = tint(random, [
    [214, 170, 100],
    [226, 190, 120],
    [190, 140, 80],
  ] as RGB[])
  const lines = nudge(random, scale(board, 0.35))
  const black = dark(random)
  const white = tint(random, [[236, 236, 228] as RGB])
  const shine = mix(black, white, 0.45)
  const gap = int(random, 3, 6)
  const n = Math.min(int(random, 5, 19), Math.floor(100 / gap) + 1)
  const margin = int(random, 2, Math.max(2, gap))
  const size = (n - 1) * gap + 1 + 2 * margin
  const canvas = begin(size, size, board)
  for (let i = 0; i < n; i++) {
    const p = margin + i * gap
    line(canvas, margin, p, size - margin - 1, p, lines)
    line(canvas, p, margin, p, size - margin - 1, lines)
  }
  const stars = n >= 13 ? [3, Math.floor(n / 2), n - 4] : n >= 9 ? [2, n - 3] : [Math.floor(n / 2)]
  for (const a of stars)
    for (const b of stars) {
      const [x, y] = [margin + a * gap, margin + b * gap]
      rect(canvas, x - (gap >= 5 ? 1 : 0), y - (gap >= 5 ? 1 : 0), x, y, lines)
    }
  const stones = int(random, 2, Math.round(n * n * 0.35))
  for (let k = 0; k < stones; k++) {
    const [x, y] = [margin + int(random, 0, n - 1) * gap, margin + int(random, 0, n - 1) * gap]
    const c = k % 2 ? white : black
    if (gap <= 4) {
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ] as const)
        canvas.set(x + dx, y + dy, c)
    } else {
      const r = (gap - 1) / 2
      ellipse(canvas, x, y, r, r, solid(c))
      canvas.set(x - 1, y - 1, c === black ? shine : scale(white, 0.8))
    }
  }
  return trimmed(canvas)
}

/**
 * A floor seen from above, an opaque tile: floorboards in rows with staggered end joints (a dark knot
 * here and there on half of them), a basketweave parquet (square blocks of two to four planks that turn a
 * quarter each block), or square tiles with 1-px grout and a small diamond inset at the corners; wood in
 * three tones or two tile colours; 12 to 96 px.
 */
const floorSprite: SpriteGenerator['draw'] = (random) => {
  const kind = pick(random, ['boards', 'basketweave', 'tiles'] as const)
  const w = int(random, 12, 96)
  const h = Math.max(12, Math.min(96, w + int(random, -20, 20)))
  const seam = dark(random)
  const wood = ramp(
    tint(random, [
      [180, 130, 80],
      [150, 96, 60],
      [210, 176, 120],
    ] as RGB[]),
    3,
  )
  const canvas = begin(w, h, at(wood, 1))
  if (kind === 'boards') {
    const bw = int(random, 3, 6)
    const knot = random() < 0.5 ? nudge(random, scale(at(wood, 0), 0.6)) : null
    for (let y0 = 0; y0 < h; y0 += bw) {
      line(canvas, 0, y0, w - 1, y0, seam)
      let x = -int(random, 0, 20)
      while (x < w) {
        const len = int(random, 10, 30)
        const tone = at(wood, int(random, 0, 2))
        rect(canvas, Math.max(0, x + 1), y0 + 1, Math.min(w - 1, x + len - 1), y0 + bw - 1, tone)
        if (knot && random() < 0.3) canvas.set(x + int(random, 2, len - 2), y0 + int(random, 1, bw - 1), knot)
        canvas.set(x, y0 + 1, seam)
        for (let y = y0 + 1; y < y0 + bw; y++) canvas.set(x, y, seam)
        x += len
      }
    }
  } else if (kind === 'basketweave') {
    const pw = int(random, 2, 4)
    const k = int(random, 2, 4)
    const block = pw * k
    for (let by = 0; by * block < h; by++)
      for (let bx = 0; bx * block < w; bx++) {
        const across = (bx + by) % 2 === 0
        for (let p = 0; p < k; p++) {
          const tone = at(wood, (p + bx + by) % 3)
          const [x0, y0] = [bx * block, by * block]
          if (across) {
            rect(canvas, x0, y0 + p * pw, x0 + block - 1, y0 + p * pw + pw - 1, tone)
            line(canvas, x0, y0 + p * pw, x0 + block - 1, y0 + p * pw, seam)
          } else {
            rect(canvas, x0 + p * pw, y0, x0 + p * pw + pw - 1, y0 + block - 1, tone)
            line(canvas, x0 + p * pw, y0, x0 + p * pw, y0 + block - 1, seam)
          }
        }
      }
  } else {
    const tiles = distinctTints(random, FABRICS, 2).map((c) => mix(c, [200, 200, 196], 0.4))
    const grout = nudge(random, [150, 146, 140])
    const inset = tint(random, [
      [40, 60, 90],
      [120, 40, 40],
      [30, 30, 30],
    ] as RGB[])
    const s = int(random, 5, 12)
    canvas.fill(at(tiles, 0))
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const [tx, ty] = [Math.floor(x / s), Math.floor(y / s)]
        if (x % s === 0 || y % s === 0) canvas.set(x, y, grout)
        else if ((tx + ty) % 2) canvas.set(x, y, at(tiles, 1))
      }
    const d = Math.max(1, Math.floor(s / 4))
    for (let y = 0; y < h; y += s)
      for (let x = 0; x < w; x += s)
        for (let dy = -d; dy <= d; dy++)
          for (let dx = -d + Math.abs(dy); dx <= d - Math.abs(dy); dx++) canvas.set(x + dx, y + dy, inset)
  }
  return trimmed(canvas)
}

/**
 * A tray of cups seen from above: a muffin tin (round cups with a dark rim, some holding a domed muffin
 * with a highlight), an egg carton (cups in rows of two to six with white or brown eggs), or an ice-cube
 * tray (square cells with pale cubes); 2 to 6 rows of 2 to 8 cups, transparent around the tray, 12 to
 * 110 px.
 */
const traySprite: SpriteGenerator['draw'] = (random) => {
  const kind = pick(random, ['muffin', 'eggs', 'ice'] as const)
  const ink = dark(random)
  const rows = int(random, 2, kind === 'eggs' ? 3 : 5)
  const cols = int(random, 2, kind === 'eggs' ? 6 : 8)
  const cup = int(random, 4, Math.max(4, Math.floor(100 / Math.max(rows, cols))))
  const pad = int(random, 1, 3)
  const w = cols * (cup + 1) + 2 * pad - 1
  const h = rows * (cup + 1) + 2 * pad - 1
  const base =
    kind === 'muffin'
      ? ramp(
          tint(random, [
            [170, 174, 180],
            [90, 92, 98],
          ] as RGB[]),
          3,
        )
      : kind === 'eggs'
        ? ramp(
            tint(random, [
              [200, 180, 150],
              [150, 170, 190],
            ] as RGB[]),
            3,
          )
        : ramp(
            tint(random, [
              [120, 170, 210],
              [220, 220, 224],
            ] as RGB[]),
            3,
          )
  const canvas = begin(w + 2, h + 2, null)
  rect(canvas, 1, 1, w, h, at(base, 1))
  line(canvas, 1, 1, w, 1, at(base, 2))
  for (const [x, y] of [
    [1, 1],
    [w, 1],
    [1, h],
    [w, h],
  ] as const)
    canvas.set(x, y, null)
  const cake = ramp(
    tint(random, [
      [150, 90, 50],
      [200, 150, 90],
    ] as RGB[]),
    3,
  )
  const egg = tint(random, [
    [240, 236, 226],
    [200, 150, 110],
  ] as RGB[])
  const ice = nudge(random, [214, 236, 246])
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const x0 = 1 + pad + c * (cup + 1)
      const y0 = 1 + pad + r * (cup + 1)
      const cx = x0 + (cup - 1) / 2
      const cy = y0 + (cup - 1) / 2
      const rr = (cup - 1) / 2
      if (kind === 'ice') {
        rect(canvas, x0, y0, x0 + cup - 1, y0 + cup - 1, at(base, 0))
        if (random() < 0.75) {
          rect(canvas, x0 + 1, y0 + 1, x0 + cup - 2, y0 + cup - 2, ice)
          canvas.set(x0 + 1, y0 + 1, [250, 252, 255])
        }
        continue
      }
      ellipse(canvas, cx, cy, rr, rr, solid(at(base, 0)))
      const full = random() < 0.7
      if (kind === 'muffin' && full) {
        ellipse(canvas, cx, cy, rr - 0.6, rr - 0.6, solid(at(cake, 1)))
        if (cup >= 6) ellipse(canvas, cx + 0.5, cy + 0.5, rr * 0.4, rr * 0.4, solid(at(cake, 0)))
        canvas.set(Math.round(cx - rr * 0.4), Math.round(cy - rr * 0.4), at(cake, 2))
      } else if (kind === 'eggs' && full) {
        ellipse(canvas, cx, cy, rr * 0.8, rr - 0.4, solid(egg))
        canvas.set(Math.round(cx - rr * 0.3), Math.round(cy - rr * 0.4), scale(egg, 1.1))
      }
    }
  return finish(canvas, random, ink, 0.6, 0)
}

/**
 * A patchwork quilt: square patches 4 to 10 px of three to six fabrics, each plain, split on a diagonal
 * into two fabrics, or printed with 1-px dots of another fabric, set in a grid with 1-px seams of a
 * stitching colour or without; a binding band round the edge; opaque, or with rounded corners on
 * transparency; 16 to 110 px.
 */
const quiltSprite: SpriteGenerator['draw'] = (random) => {
  const cloth = distinctTints(random, FABRICS, int(random, 3, 6))
  const s = int(random, 4, 10)
  const seams = random() < 0.6
  const stitch = seams ? nudge(random, scale(pick(random, cloth), 0.5)) : null
  const cols = int(random, 3, Math.max(3, Math.floor(104 / (s + 1))))
  const rows = int(random, 3, Math.max(3, Math.floor(104 / (s + 1))))
  const step = s + (seams ? 1 : 0)
  const binding = nudge(random, pick(random, cloth))
  const b = int(random, 1, 3)
  const w = cols * step + 2 * b
  const h = rows * step + 2 * b
  const canvas = begin(w, h, binding)
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const kind = pick(random, ['plain', 'plain', 'split', 'dots'] as const)
      const a = pick(random, cloth)
      const other = pick(
        random,
        cloth.filter((x) => x !== a),
      )
      const [x0, y0] = [b + c * step, b + r * step]
      for (let y = 0; y < s; y++)
        for (let x = 0; x < s; x++) {
          let colour = a
          if (kind === 'split' && x > y) colour = other
          if (kind === 'dots' && x % 3 === 1 && y % 3 === 1) colour = other
          canvas.set(x0 + x, y0 + y, colour)
        }
      if (stitch) {
        line(canvas, x0 + s, y0, x0 + s, y0 + s, stitch)
        line(canvas, x0, y0 + s, x0 + s, y0 + s, stitch)
      }
    }
  if (random() < 0.35)
    for (const [x, y] of [
      [0, 0],
      [w - 1, 0],
      [0, h - 1],
      [w - 1, h - 1],
    ] as const)
      canvas.set(x, y, null)
  return trimmed(canvas)
}

/**
 * A woven rug (a kilim) seen from above: border bands of two colours, a field of stepped diamonds repeated
 * in a row or a lattice (each a few nested outlines in alternating colours), small hooks between them
 * on some, and a fringe of 1-px threads at both ends every other pixel; transparent around, 16 to 110 px
 * long.
 */
const rugSprite: SpriteGenerator['draw'] = (random) => {
  const cloth = distinctTints(random, FABRICS, int(random, 3, 5))
  const field = at(cloth, 0)
  const thread = nudge(random, [232, 222, 196])
  const d = int(random, 3, 8)
  const unit = 2 * d + 1
  const across = int(random, 1, 3)
  const along = int(random, 2, Math.max(2, Math.floor(96 / unit)))
  const border = int(random, 2, 4)
  const w = along * unit + 2 * border
  const h = across * unit + 2 * border
  const fringe = int(random, 2, 4)
  const canvas = begin(w + 2 * fringe, h, null)
  const o = fringe
  rect(canvas, o, 0, o + w - 1, h - 1, at(cloth, 1))
  rect(canvas, o + 1, 1, o + w - 2, h - 2, at(cloth, 2 % cloth.length))
  rect(canvas, o + border, border, o + w - border - 1, h - border - 1, field)
  for (let i = 0; i < along; i++)
    for (let j = 0; j < across; j++) {
      const [cx, cy] = [o + border + i * unit + d, border + j * unit + d]
      for (let y = -d; y <= d; y++)
        for (let x = -d; x <= d; x++) {
          const r = Math.abs(x) + Math.abs(y)
          if (r > d) continue
          const band = Math.floor((d - r) / 2)
          canvas.set(cx + x, cy + y, at(cloth, 1 + (band % (cloth.length - 1))))
        }
    }
  for (let y = 0; y < h; y += 2) {
    line(canvas, 0, y, o - 1, y, thread)
    line(canvas, o + w, y, o + w + fringe - 1, y, thread)
  }
  return trimmed(canvas)
}

/**
 * A wall calendar page: metal rings along the top, a coloured header band with a lighter title bar, and a
 * grid of seven columns by five or six rows of day cells (3 to 8 px) in 1-px lines; day numbers as tiny
 * marks, the weekend column's marks red, one day ringed, a few past days crossed out; a shadow down one
 * side; transparent around, 24 to 72 px wide.
 */
const calendarSprite: SpriteGenerator['draw'] = (random) => {
  const ink = dark(random)
  const paper = tint(random, [
    [244, 240, 228],
    [232, 236, 240],
  ] as RGB[])
  const gridC = nudge(random, scale(paper, 0.72))
  const header = tint(random, FABRICS.slice(0, 4))
  const red = nudge(random, [200, 50, 44])
  const metal = nudge(random, [150, 154, 160])
  const cell = int(random, 3, 8)
  const rows = int(random, 5, 6)
  const gridW = 7 * (cell + 1) + 1
  const gridH = rows * (cell + 1) + 1
  const top = 3 + int(random, 5, 10)
  const w = gridW + 4
  const h = top + gridH + 3
  const canvas = begin(w + 1, h + 3, null)
  rect(canvas, 0, 2, w - 1, h + 1, paper)
  rect(canvas, w, 4, w, h + 2, scale(gridC, 0.8))
  rect(canvas, 1, h + 2, w, h + 2, scale(gridC, 0.8))
  rect(canvas, 0, 2, w - 1, top - 2, header)
  line(canvas, 3, Math.round((top + 2) / 2), w - 4, Math.round((top + 2) / 2), mix(header, paper, 0.6))
  for (let x = 3; x < w - 2; x += 4) {
    canvas.set(x, 0, metal)
    canvas.set(x, 1, metal)
    canvas.set(x, 3, ink)
  }
  const [gx, gy] = [2, top]
  for (let i = 0; i <= 7; i++)
    line(canvas, gx + i * (cell + 1), gy, gx + i * (cell + 1), gy + gridH - 1, gridC)
  for (let j = 0; j <= rows; j++)
    line(canvas, gx, gy + j * (cell + 1), gx + gridW - 1, gy + j * (cell + 1), gridC)
  const first = int(random, 0, 6)
  const ringed = int(random, 3, 27)
  const crossed = int(random, 0, 12)
  let day = 0
  for (let j = 0; j < rows; j++)
    for (let i = 0; i < 7; i++) {
      if (j === 0 && i < first) continue
      day++
      if (day > 31) continue
      const [x0, y0] = [gx + i * (cell + 1) + 1, gy + j * (cell + 1) + 1]
      const mark = i >= 5 ? red : ink
      const wide = day >= 10 && cell >= 5 ? 1 : 0
      canvas.set(x0, y0, mark)
      if (cell >= 4) canvas.set(x0, y0 + 1, mark)
      if (wide) {
        canvas.set(x0 + 2, y0, mark)
        canvas.set(x0 + 2, y0 + 1, mark)
      }
      if (day === ringed && cell >= 5) {
        line(canvas, x0, y0 + cell - 1, x0 + cell - 1, y0 + cell - 1, red)
        line(canvas, x0 + cell - 1, y0, x0 + cell - 1, y0 + cell - 1, red)
      }
      if (day <= crossed) line(canvas, x0, y0 + cell - 1, x0 + cell - 1, y0, scale(ink, 1.6))
    }
  return finish(canvas, random, ink, 0.3, 0)
}

export const QUOIT_GENERATORS: SpriteGenerator[] = [
  { name: 'quoit-basket', draw: within(basketSprite) },
  { name: 'quoit-bookcase', draw: within(bookcaseSprite) },
  { name: 'quoit-go', draw: within(goSprite) },
  { name: 'quoit-floor', draw: within(floorSprite) },
  { name: 'quoit-tray', draw: within(traySprite) },
  { name: 'quoit-quilt', draw: within(quiltSprite) },
  { name: 'quoit-rug', draw: within(rugSprite) },
  { name: 'quoit-calendar', draw: within(calendarSprite) },
]
