// The generators of the `tholos` split of the wide recovery bench, written in round 19 before any method
// change and used by no other split: strings of pennant bunting and washing lines, cross-stitch samplers
// with letters, crowds of tiny people (in stands or queueing), abacuses and counting frames, electricity
// pylons and telegraph poles with sagging wires, Ferris wheels and carousels, mahjong tiles, and stacks of
// shipping containers. Several are made of thin 1-px parts (strings, wires, rods, spokes, lattice braces);
// the others repeat one small motif many times (stitches, people, beads, tiles, corrugations). Held back:
// scored once at the end of a round (bench/lib/wide/splits.ts).
import { uniform } from '../../../packages/pixelart/src/recover/testing/degrade.ts'
import {
  Canvas,
  at,
  bayer,
  begin,
  distinctTints,
  ellipse,
  finish,
  int,
  line,
  mix,
  nudge,
  pick,
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
} from './canvas.ts'
import { drawText, LETTERS } from './text.ts'

/** Near-blacks for outlines, rods and wires, each with a slight cast. */
const INKS: RGB[] = [
  [26, 22, 30],
  [20, 30, 38],
  [38, 26, 20],
  [30, 30, 30],
]

/** Dyed cloth, paint and livery colours. */
const FABRICS: RGB[] = [
  [208, 52, 48],
  [40, 96, 186],
  [246, 204, 60],
  [56, 150, 82],
  [230, 126, 40],
  [150, 70, 170],
  [60, 180, 196],
  [232, 110, 150],
  [120, 190, 70],
]

const SKINS: RGB[] = [
  [244, 200, 160],
  [226, 170, 112],
  [196, 132, 80],
  [140, 88, 50],
  [96, 60, 38],
]

const HAIRS: RGB[] = [
  [36, 28, 22],
  [96, 60, 30],
  [214, 170, 70],
  [160, 156, 150],
  [140, 50, 26],
]

const WOODS: RGB[] = [
  [150, 100, 58],
  [112, 72, 44],
  [196, 150, 96],
  [84, 56, 40],
]

const SKIES: RGB[] = [
  [150, 200, 236],
  [190, 214, 230],
  [236, 180, 140],
  [96, 120, 170],
]

/**
 * Bunting or a washing line, on transparency: a cord sagging in a shallow curve (straight on some), hung
 * with pennants (triangles, square flags or round-bottomed scallops, striped or shaded on some, in two to
 * four colours in turn) or with washing (towels with bands, shirts with sleeves, socks) held by 1-px pegs;
 * posts at the ends on some; 8 to 124 px long.
 */
const buntingSprite: SpriteGenerator['draw'] = (random) => {
  const ink = tint(random, INKS)
  const laundry = random() < 0.35
  const w = side(random, 0.12, 20, 124)
  const tiny = w <= 12
  const flagH = tiny
    ? int(random, 3, 5)
    : laundry
      ? int(random, 6, Math.max(6, Math.min(16, Math.round(w / 5))))
      : int(random, 4, Math.max(4, Math.min(14, Math.round(w / 6))))
  const flagW = tiny
    ? int(random, 2, 3)
    : laundry
      ? int(random, 4, 11)
      : Math.max(3, Math.round(flagH * uniform(random, 0.6, 1.2)))
  const drop = random() < 0.85 ? Math.round(w * uniform(random, 0.02, 0.16)) : 0
  const posts = !tiny && random() < 0.35
  const h = 2 + drop + flagH + 2 + (posts ? int(random, 4, 12) : 0)
  const canvas = begin(w, h, null)
  const cord = tint(random, [
    [96, 72, 52],
    [60, 60, 66],
    [214, 206, 188],
  ])
  const colours = distinctTints(random, FABRICS, int(random, 2, tiny ? 2 : 4))
  const white = nudge(random, [244, 240, 230])
  const yAt = (x: number) => 1 + Math.round(Math.sin((x / Math.max(1, w - 1)) * Math.PI) * drop)
  for (let x = 0; x < w; x++) canvas.set(x, yAt(x), cord)
  if (posts) {
    const post = tint(random, WOODS)
    for (const px of [0, w - 1]) line(canvas, px, 0, px, h - 1, post)
  }
  const shape = pick(random, ['triangle', 'triangle', 'square', 'scallop'] as const)
  const striped = random() < 0.3
  const shaded = random() < 0.5
  const peg = tint(random, [
    [220, 200, 160],
    [60, 140, 200],
    [210, 70, 60],
  ])
  const gap = tiny ? 1 : int(random, 0, laundry ? 4 : 3)
  const start = posts ? 2 : 1
  let x0 = start
  for (let i = 0; ; i++) {
    const c = colours[i % colours.length] as RGB
    const kind = laundry ? pick(random, ['towel', 'shirt', 'sock'] as const) : null
    const itemW = kind === 'shirt' ? Math.max(5, flagW) : kind === 'sock' ? 5 : flagW
    if (x0 + itemW > w - start) break
    const top = (x: number) => yAt(x) + 1
    if (!kind) {
      for (let dx = 0; dx < flagW; dx++) {
        const t = Math.abs(dx - (flagW - 1) / 2) / Math.max(0.5, (flagW - 1) / 2)
        const len =
          shape === 'triangle'
            ? Math.max(1, Math.round(flagH * (1 - 0.85 * t)))
            : shape === 'scallop'
              ? Math.max(1, Math.round(flagH * Math.sqrt(Math.max(0, 1 - t * t))))
              : flagH
        for (let dy = 0; dy < len; dy++) {
          const band = striped && dy === Math.floor(flagH * 0.3)
          const edge = shaded && dx === flagW - 1
          canvas.set(x0 + dx, top(x0 + dx) + dy, band ? white : edge ? scale(c, 0.7) : c)
        }
      }
    } else {
      const itemH = kind === 'sock' ? Math.max(5, flagH - 2) : flagH
      for (let dx = 0; dx < itemW; dx++) {
        const y0 = top(x0 + dx)
        if (kind === 'towel')
          for (let dy = 0; dy < itemH; dy++)
            canvas.set(x0 + dx, y0 + dy, dy === itemH - 3 || dy === itemH - 5 ? white : c)
        else if (kind === 'shirt') {
          const sleeve = dx === 0 || dx === itemW - 1
          for (let dy = 0; dy < (sleeve ? Math.min(3, itemH) : itemH); dy++)
            canvas.set(x0 + dx, y0 + dy, dy === itemH - 1 ? scale(c, 0.75) : c)
        } else {
          const leg = dx < 3
          for (let dy = leg ? 0 : itemH - 2; dy < itemH; dy++)
            canvas.set(x0 + dx, y0 + dy, dy < 2 ? white : c)
        }
      }
      if (kind === 'shirt') canvas.set(x0 + (itemW >> 1), top(x0 + (itemW >> 1)), null)
      for (const px of kind === 'sock' ? [x0 + 1] : [x0, x0 + itemW - 1]) {
        canvas.set(px, yAt(px) - 1, peg)
        canvas.set(px, yAt(px), peg)
      }
    }
    x0 += itemW + gap
  }
  return finish(canvas, random, ink, 0.2, 0.5)
}

/**
 * A cross-stitch sampler, opaque: even-weave cloth with a dotted grid of holes, rows of letters in
 * stitches (each stitch a 3×3 cross, or a 2×2 block with a darker diagonal), a repeating border (a line,
 * a zigzag or dots) and on some a row of small hearts or trees, in two to four thread colours, inside a
 * wooden frame on most; 18 to 126 px.
 */
const samplerSprite: SpriteGenerator['draw'] = (random) => {
  const cell = random() < 0.55 ? 3 : 2
  const cloth = tint(random, [
    [236, 228, 206],
    [224, 232, 236],
    [242, 238, 226],
    [214, 200, 170],
  ])
  const hole = mix(cloth, [110, 100, 90], 0.2)
  const threads = distinctTints(
    random,
    [
      [180, 40, 50],
      [30, 70, 150],
      [40, 120, 70],
      [30, 30, 36],
      [200, 120, 40],
      [120, 60, 140],
    ],
    int(random, 2, cell === 3 ? 4 : 3),
  )
  const perRow = int(random, 1, cell === 3 ? 5 : 9)
  const textRows = int(random, 1, cell === 3 ? 3 : 4)
  const motifs = random() < 0.6 ? pick(random, ['heart', 'tree'] as const) : null
  const border = pick(random, ['line', 'zigzag', 'dots'] as const)
  // Layout in stitch cells: a border ring two cells deep and two blank cells on every side, the text rows
  // (8 cells each) and the motif row.
  const cols = perRow * 6 - 1 + 8
  const rows = textRows * 8 - 1 + 8 + (motifs ? 7 : 0)
  const frame = random() < 0.7 ? int(random, 2, 3) : 0
  const canvas = begin(cols * cell + 2 * frame, rows * cell + 2 * frame, cloth)
  const stitched = new Set<number>()
  const stitch = (cx: number, cy: number, c: RGB) => {
    if (cx < 0 || cy < 0 || cx >= cols || cy >= rows) return
    stitched.add(cy * cols + cx)
    const x = frame + cx * cell
    const y = frame + cy * cell
    if (cell === 3) {
      for (const [dx, dy] of [
        [0, 0],
        [2, 0],
        [1, 1],
        [0, 2],
        [2, 2],
      ] as const)
        canvas.set(x + dx, y + dy, c)
    } else {
      rect(canvas, x, y, x + 1, y + 1, c)
      canvas.set(x + 1, y, scale(c, 0.8))
      canvas.set(x, y + 1, scale(c, 0.8))
    }
  }
  const edge = threads[0] as RGB
  for (let i = 0; i < Math.max(cols, rows); i++) {
    const on = border === 'line' ? true : border === 'dots' ? i % 2 === 0 : true
    if (!on) continue
    const zig = border === 'zigzag' ? i % 2 : 0
    if (i < cols) {
      stitch(i, zig, edge)
      stitch(i, rows - 1 - zig, edge)
    }
    if (i < rows) {
      stitch(zig, i, edge)
      stitch(cols - 1 - zig, i, edge)
    }
  }
  // The letters: drawn 1:1 on a scratch canvas by the shared 5×7 font, then each pixel becomes a stitch.
  const scratch = new Canvas(perRow * 6, textRows * 8)
  for (let r = 0; r < textRows; r++) {
    const len = r === textRows - 1 ? int(random, 1, perRow) : perRow
    const word = Array.from({ length: len }, () => pick(random, LETTERS)).join('')
    drawText(scratch, word, Math.floor(((perRow - len) * 6) / 2), r * 8, [0, 0, 0], null)
  }
  for (let y = 0; y < scratch.height; y++)
    for (let x = 0; x < scratch.width; x++)
      if (scratch.opaque(x, y)) {
        const r = Math.floor(y / 8)
        stitch(4 + x, 4 + y, threads[(r + 1) % threads.length] as RGB)
      }
  if (motifs) {
    const my = 4 + textRows * 8
    const c = threads[threads.length - 1] as RGB
    const shape =
      motifs === 'heart'
        ? ['.x.x.', 'xxxxx', '.xxx.', '..x..']
        : ['..x..', '.xxx.', 'xxxxx', '..x..', '..x..']
    const trunk = mix(c, [90, 60, 40], 0.6)
    for (let mx = 4; mx + 5 <= cols - 4; mx += 7)
      shape.forEach((rowBits, dy) => {
        for (let dx = 0; dx < 5; dx++)
          if (rowBits[dx] === 'x') stitch(mx + dx, my + dy, motifs === 'tree' && dy > 2 ? trunk : c)
      })
  }
  // Holes in the cloth where nothing is stitched.
  for (let cy = 0; cy < rows; cy++)
    for (let cx = 0; cx < cols; cx++)
      if (!stitched.has(cy * cols + cx))
        canvas.set(frame + cx * cell + (cell === 3 ? 1 : 0), frame + cy * cell + (cell === 3 ? 1 : 0), hole)
  if (frame) {
    const wood = ramp(tint(random, WOODS), 3)
    for (let k = 0; k < frame; k++) {
      const c = at(wood, k === 0 ? 0 : k === frame - 1 ? 1 : 2)
      rect(canvas, k, k, canvas.width - 1 - k, k, c)
      rect(canvas, k, canvas.height - 1 - k, canvas.width - 1 - k, canvas.height - 1 - k, c)
      rect(canvas, k, k, k, canvas.height - 1 - k, c)
      rect(canvas, canvas.width - 1 - k, k, canvas.width - 1 - k, canvas.height - 1 - k, c)
    }
  }
  return trimmed(canvas)
}

/** Tiny people: 3×7 or 5×11 figures, one letter a pixel (h hair, s skin, t shirt, p trousers, b shoes). */
const PEOPLE: string[][] = [
  ['.h.', '.s.', 'ttt', 'ttt', 'sts', 'p.p', 'p.p'],
  ['.h.', 'hsh', 'ttt', 'ttt', 'sts', 'ttt', '.s.'],
  ['.hhh.', '.hss.', '.sss.', '..s..', 'ttttt', 'ttttt', 'tpppt', 's.p.s', '.p.p.', '.p.p.', '.b.b.'],
  ['.hhh.', 'hssh.', '.sss.', 'ttttt', 'ttttt', 'stttt', 'ttttt', '.ttt.', '.s.s.', '.s.s.', '.b.b.'],
]

/**
 * A crowd of tiny people: spectators packed in the tiers of a stand (heads and shoulders above each
 * bench, some with an arm raised), opaque; or a queue of whole figures side by side (3×7 or 5×11, in
 * shirts of two to four colours, two skin tones, two hair colours, short and tall) on transparency, a
 * ground line under some; 10 to 120 px.
 */
const crowdSprite: SpriteGenerator['draw'] = (random) => {
  const ink = tint(random, INKS)
  const skins = distinctTints(random, SKINS, 2)
  const hairs = distinctTints(random, HAIRS, 2)
  const shirts = distinctTints(random, FABRICS, int(random, 2, 4))
  const trousers = nudge(random, pick(random, [[40, 50, 90] as RGB, [60, 56, 52] as RGB]))
  const shoes = mix(trousers, ink, 0.6)
  const paint = (canvas: Canvas, rows: string[], x: number, y: number) => {
    const skin = pick(random, skins)
    const hair = pick(random, hairs)
    const shirt = pick(random, shirts)
    rows.forEach((bits, dy) => {
      for (let dx = 0; dx < bits.length; dx++) {
        const k = bits[dx]
        const c =
          k === 'h'
            ? hair
            : k === 's'
              ? skin
              : k === 't'
                ? shirt
                : k === 'p'
                  ? trousers
                  : k === 'b'
                    ? shoes
                    : null
        if (c) canvas.set(x + dx, y + dy, c)
      }
    })
  }
  if (random() < 0.5) {
    // The stand: tiers of benches, each with a row of heads and shoulders above it.
    const w = side(random, 0.1, 24, 120)
    const tiers = int(random, 2, 7)
    const tierH = int(random, 6, 8)
    const h = tiers * tierH + 2
    const stand = tint(random, [
      [120, 124, 132],
      [150, 120, 90],
      [70, 90, 120],
    ])
    const canvas = begin(w, h, stand)
    const bench = scale(stand, 1.25)
    for (let t = 0; t < tiers; t++) {
      const base = 2 + t * tierH + tierH - 1
      rect(canvas, 0, base - 1, w - 1, base, t % 2 ? bench : scale(bench, 0.9))
      for (let x = int(random, 0, 2); x + 4 <= w; x += int(random, 4, 6)) {
        if (random() < 0.12) continue
        const skin = pick(random, skins)
        const shirt = pick(random, shirts)
        const top = base - 5
        rect(canvas, x + 1, top, x + 2, top, pick(random, hairs))
        rect(canvas, x + 1, top + 1, x + 2, top + 1, skin)
        rect(canvas, x, top + 2, x + 3, base - 2, shirt)
        if (random() < 0.15) {
          canvas.set(x + 3, top - 1, skin)
          canvas.set(x + 3, top, shirt)
          canvas.set(x + 3, top + 1, shirt)
        }
      }
    }
    return trimmed(canvas)
  }
  const big = random() < 0.4
  const count = int(random, big ? 2 : 3, big ? 18 : 28)
  const canvas = begin(count * (big ? 7 : 5) + 4, big ? 16 : 11, null)
  let x = 1
  for (let i = 0; i < count; i++) {
    const rows = big ? (PEOPLE[int(random, 2, 3)] as string[]) : (PEOPLE[int(random, 0, 1)] as string[])
    const y = canvas.height - 1 - rows.length
    paint(canvas, rows, x, y)
    if (random() < 0.3) {
      // A hat, or a taller person's hair.
      const hx = x + Math.floor((rows[0] as string).length / 2)
      canvas.set(hx, y - 1, pick(random, [pick(random, hairs), trousers]))
    }
    x += (rows[0] as string).length + int(random, 0, 2)
    if (x > canvas.width - 6) break
  }
  if (random() < 0.4) line(canvas, 0, canvas.height - 1, x, canvas.height - 1, tint(random, [[110, 100, 90]]))
  return finish(canvas, random, ink, 0.25, 0.5)
}

/**
 * An abacus on transparency: a wooden frame (1 to 3 px, with feet on some) and 3 to 10 rods, 1-px
 * horizontal wires with round beads pushed left and right, one colour a rod or alternating bands; or a
 * soroban, vertical rods through a divider bar with flat diamond beads above and below; 12 to 110 px.
 */
const abacusSprite: SpriteGenerator['draw'] = (random) => {
  const ink = tint(random, INKS)
  const wood = ramp(tint(random, WOODS), 3)
  const beadColours = distinctTints(random, FABRICS, int(random, 1, 4))
  const rodColour = tint(random, [
    [170, 170, 176],
    [120, 90, 60],
    [60, 60, 64],
  ])
  const soroban = random() < 0.35
  const rods = int(random, 3, soroban ? 13 : 10)
  const bw = soroban ? int(random, 4, 7) : int(random, 3, 6)
  const bh = soroban ? int(random, 2, 3) : int(random, 3, 5)
  const fr = int(random, 1, 3)
  const beads = soroban ? 5 : int(random, 4, 10)
  const highlight = random() < 0.5
  const span = soroban ? 5 * bh + 7 : beads * (bw + 1) + int(random, bw * 2, bw * 5)
  const pitch = (soroban ? bw : bh) + int(random, 1, 2)
  const w = (soroban ? rods * pitch + 2 : span) + 2 * fr
  const h = (soroban ? span : rods * pitch + 1) + 2 * fr
  const feet = random() < 0.4 ? 2 : 0
  const canvas = begin(w + 2, h + feet + 1, null)
  const X0 = 1
  for (let r = 0; r < rods; r++) {
    const colour = (beadColours.length > 1 ? beadColours[r % beadColours.length] : beadColours[0]) as RGB
    if (!soroban) {
      const y = fr + 1 + r * pitch + Math.floor(bh / 2)
      line(canvas, X0 + fr, y, X0 + w - fr - 1, y, rodColour)
      const left = int(random, 0, beads)
      for (let b = 0; b < beads; b++) {
        const bx = b < left ? X0 + fr + b * (bw + 1) : X0 + w - fr - (beads - b) * (bw + 1) + 1
        ellipse(canvas, bx + (bw - 1) / 2, y, (bw - 1) / 2 + 0.3, (bh - 1) / 2 + 0.3, solid(colour))
        if (highlight)
          canvas.set(
            bx + Math.floor(bw / 3),
            y - Math.floor((bh - 1) / 2) + (bh > 3 ? 1 : 0),
            scale(colour, 1.35),
          )
      }
    } else {
      const x = X0 + fr + 1 + r * pitch + Math.floor(bw / 2)
      const bar = fr + bh + 2
      line(canvas, x, fr, x, h - fr - 1, rodColour)
      const upDown = random() < 0.5
      const diamond = (cy: number) => {
        for (let dy = 0; dy < bh; dy++) {
          const half = Math.max(0, Math.floor(bw / 2) - Math.abs(dy - (bh - 1) / 2) * 1.2)
          line(canvas, Math.round(x - half), cy + dy, Math.round(x + half), cy + dy, colour)
        }
      }
      diamond(upDown ? bar - bh : fr)
      const lower = int(random, 0, 4)
      for (let b = 0; b < 4; b++) {
        const cy = b < lower ? bar + 2 + b * bh : h - fr - (4 - b) * bh
        diamond(cy)
      }
    }
  }
  if (soroban) rect(canvas, X0 + fr, fr + bh + 2, X0 + w - fr - 1, fr + bh + 3, at(wood, 0))
  for (let k = 0; k < fr; k++) {
    const c = at(wood, k === 0 ? 0 : 2)
    rect(canvas, X0 + k, k, X0 + w - 1 - k, k, c)
    rect(canvas, X0 + k, h - 1 - k, X0 + w - 1 - k, h - 1 - k, c)
    rect(canvas, X0 + k, k, X0 + k, h - 1 - k, c)
    rect(canvas, X0 + w - 1 - k, k, X0 + w - 1 - k, h - 1 - k, c)
  }
  if (feet) {
    rect(canvas, X0, h, X0 + 1, h + feet - 1, at(wood, 0))
    rect(canvas, X0 + w - 2, h, X0 + w - 1, h + feet - 1, at(wood, 0))
  }
  return finish(canvas, random, ink, 0.3, 0.5)
}

/**
 * Electricity pylons or telegraph poles with wires: lattice towers (two legs narrowing upwards, crossed
 * 1-px braces, one or two cross arms with dark insulators) or wooden poles with a cross bar, 1-px wires
 * sagging between them, birds sitting on the wires on some, on a sky of two or three bands (dithered
 * between on some) over a strip of field, or on transparency; 24 to 124 px wide.
 */
const pylonSprite: SpriteGenerator['draw'] = (random) => {
  const ink = tint(random, INKS)
  const w = side(random, 0.08, 24, 124)
  const h = Math.max(10, Math.min(110, Math.round(w * uniform(random, 0.35, 0.8))))
  const opaque = random() < 0.6
  const canvas = begin(w, h, null)
  const ground = h - Math.max(2, Math.round(h * uniform(random, 0.08, 0.2)))
  if (opaque) {
    const sky = tint(random, SKIES)
    const bands = int(random, 2, 3)
    const dither = random() < 0.5
    for (let y = 0; y < ground; y++)
      for (let x = 0; x < w; x++) {
        const t = (y / ground) * bands
        const band = Math.floor(t)
        const s = dither && t - band > 0.6 && bayer(x, y) < (t - band - 0.6) / 0.4 ? band + 1 : band
        canvas.set(x, y, scale(sky, 0.85 + 0.12 * Math.min(bands - 1, s)))
      }
    const field = tint(random, [
      [90, 140, 70],
      [170, 150, 80],
      [110, 110, 80],
    ])
    rect(canvas, 0, ground, w - 1, h - 1, field)
    for (let x = 0; x < w; x += int(random, 2, 5)) canvas.set(x, ground, scale(field, 0.8))
  }
  const lattice = random() < 0.6
  const metal = lattice
    ? tint(random, [
        [96, 100, 110],
        [150, 154, 160],
        [60, 64, 70],
      ])
    : tint(random, WOODS)
  const count = int(random, 1, Math.max(1, Math.min(4, Math.floor(w / 28))))
  const wire = random() < 0.5 ? ink : mix(metal, ink, 0.5)
  const porcelain = tint(random, [
    [226, 222, 206],
    [120, 170, 150],
    [150, 90, 60],
  ])
  const tops: { x: number; y: number; arm: number }[] = []
  const topY = int(random, 2, Math.max(2, Math.round(ground * 0.25)))
  const arm = lattice
    ? Math.max(3, Math.round((ground - topY) * uniform(random, 0.2, 0.35)))
    : int(random, 3, 6)
  const baseHalf = Math.max(2, Math.round((ground - topY) * uniform(random, 0.16, 0.26)))
  const twoArms = random() < 0.5
  const step = int(random, 3, 6)
  for (let p = 0; p < count; p++) {
    const cx = Math.round(((p + 0.5) * w) / count)
    if (lattice) {
      const legAt = (y: number) => 1 + ((baseHalf - 1) * (y - topY)) / Math.max(1, ground - topY)
      line(canvas, cx - 1, topY, cx - baseHalf, ground, metal)
      line(canvas, cx + 1, topY, cx + baseHalf, ground, metal)
      for (let y = topY + step; y + step <= ground; y += step) {
        const a = legAt(y)
        const b = legAt(y + step)
        line(canvas, Math.round(cx - a), y, Math.round(cx + b), y + step, metal)
        line(canvas, Math.round(cx + a), y, Math.round(cx - b), y + step, metal)
      }
      for (const ay of twoArms ? [topY + 2, topY + 7] : [topY + 2]) {
        line(canvas, cx - arm, ay, cx + arm, ay, metal)
        for (const ix of [cx - arm, cx + arm]) line(canvas, ix, ay + 1, ix, ay + 2, porcelain)
      }
      line(canvas, cx, topY - 2, cx, topY, metal)
    } else {
      line(canvas, cx, topY, cx, ground, metal)
      line(canvas, cx + 1, topY, cx + 1, ground, scale(metal, 0.8))
      line(canvas, cx - arm, topY + 2, cx + arm + 1, topY + 2, metal)
      for (const ix of [cx - arm, cx - 1, cx + 2, cx + arm + 1]) canvas.set(ix, topY + 1, porcelain)
    }
    tops.push({ x: cx, y: topY + (lattice ? 4 : 2), arm })
  }
  // Two wires from the left edge through every pole to the right edge, sagging in between.
  const birds = random() < 0.4
  for (const sign of [-1, 1]) {
    const first = tops[0] as { x: number; y: number; arm: number }
    const last = tops[tops.length - 1] as { x: number; y: number; arm: number }
    const anchors = [
      { x: 0, y: first.y + 2 + (sign > 0 ? 2 : 0), arm: 0 },
      ...tops,
      { x: w - 1, y: last.y + 2 + (sign > 0 ? 2 : 0), arm: 0 },
    ]
    for (let i = 1; i < anchors.length; i++) {
      const a = anchors[i - 1] as { x: number; y: number; arm: number }
      const b = anchors[i] as { x: number; y: number; arm: number }
      const ax = a.x + sign * a.arm
      const bx = b.x + sign * b.arm
      const sag = Math.max(1, Math.round(Math.abs(bx - ax) * 0.12))
      for (let x = Math.min(ax, bx); x <= Math.max(ax, bx); x++) {
        const t = (x - ax) / (bx - ax || 1)
        const y = Math.round(a.y + (b.y - a.y) * t + Math.sin(t * Math.PI) * sag)
        canvas.set(x, y, wire)
        if (birds && random() < 0.03 && y > 2) {
          canvas.set(x, y - 1, ink)
          canvas.set(x + 1, y - 1, ink)
          canvas.set(x, y - 2, ink)
        }
      }
    }
  }
  return opaque ? trimmed(canvas) : finish(canvas, random, ink, 0, 0.5)
}

/**
 * A Ferris wheel or a carousel. The wheel: a rim (1 or 2 px) with 8 to 16 spokes from a hub, gondolas
 * hanging at the rim points in two to four colours, lamps on the rim on some, an A-frame on a base; the
 * carousel: a striped conical canopy with a scalloped valance, a centre post, poles with small horses at
 * staggered heights and a platform; on transparency or on sky; 16 to 124 px.
 */
const ferrisSprite: SpriteGenerator['draw'] = (random) => {
  const ink = tint(random, INKS)
  const colours = distinctTints(random, FABRICS, int(random, 2, 4))
  const steel = tint(random, [
    [220, 224, 230],
    [110, 116, 130],
    [200, 60, 60],
  ])
  const opaque = random() < 0.3
  const sky = tint(random, SKIES)
  if (random() < 0.65) {
    const d = side(random, 0.1, 20, 110)
    const r = Math.floor(d / 2)
    const gw = Math.max(2, Math.min(6, Math.round(r / 5)))
    const gh = Math.max(2, Math.round(gw * 0.9))
    const w = d + 6
    const h = d + Math.max(gh + 4, Math.round(d * 0.25)) + 3
    const canvas = begin(w, h, opaque ? sky : null)
    const cx = Math.floor(w / 2)
    const cy = r + 2
    const spokes = pick(random, [8, 10, 12, 16])
    const legs = mix(steel, ink, 0.35)
    line(canvas, cx, cy, cx - Math.round(r * 0.7), h - 2, legs)
    line(canvas, cx, cy, cx + Math.round(r * 0.7), h - 2, legs)
    if (r > 12)
      line(
        canvas,
        cx - Math.round(r * 0.35),
        Math.round((cy + h) / 2),
        cx + Math.round(r * 0.35),
        Math.round((cy + h) / 2),
        legs,
      )
    rect(canvas, cx - Math.round(r * 0.85), h - 2, cx + Math.round(r * 0.85), h - 1, mix(legs, ink, 0.4))
    for (let s = 0; s < spokes; s++) {
      const a = (s / spokes) * Math.PI * 2
      line(canvas, cx, cy, Math.round(cx + Math.cos(a) * r), Math.round(cy + Math.sin(a) * r), steel)
    }
    ring(canvas, cx, cy, r, r, r > 20 && random() < 0.6 ? 2 : 1, steel)
    if (r > 14 && random() < 0.5) ring(canvas, cx, cy, r * 0.6, r * 0.6, 1, steel)
    ellipse(canvas, cx, cy, 1.2, 1.2, solid(ink))
    const lamps = random() < 0.4 ? nudge(random, [250, 236, 150]) : null
    if (lamps)
      for (let s = 0; s < spokes * 2; s++) {
        const a = ((s + 0.5) / (spokes * 2)) * Math.PI * 2
        canvas.set(Math.round(cx + Math.cos(a) * r), Math.round(cy + Math.sin(a) * r), lamps)
      }
    for (let s = 0; s < spokes; s++) {
      const a = (s / spokes) * Math.PI * 2
      const gx = Math.round(cx + Math.cos(a) * r)
      const gy = Math.round(cy + Math.sin(a) * r)
      const c = colours[s % colours.length] as RGB
      canvas.set(gx, gy + 1, ink)
      rect(canvas, gx - Math.floor(gw / 2), gy + 2, gx - Math.floor(gw / 2) + gw - 1, gy + 1 + gh, c)
      if (gw >= 4)
        line(canvas, gx - Math.floor(gw / 2) + 1, gy + 3, gx - Math.floor(gw / 2) + gw - 2, gy + 3, sky)
    }
    return opaque ? trimmed(canvas) : finish(canvas, random, ink, 0.2, 0)
  }
  const w = side(random, 0.1, 24, 110)
  const roofH = Math.max(4, Math.round(w * uniform(random, 0.25, 0.4)))
  const bodyH = Math.max(6, Math.round(w * uniform(random, 0.35, 0.55)))
  const h = roofH + bodyH + 4
  const canvas = begin(w + 2, h + 1, opaque ? sky : null)
  const [a, b] = [colours[0] as RGB, nudge(random, [244, 240, 232])]
  const stripes = Math.max(3, Math.round(w / int(random, 5, 9)))
  for (let y = 1; y <= roofH; y++) {
    const half = Math.round(((w / 2) * y) / roofH)
    for (let x = Math.round(w / 2) - half; x <= Math.round(w / 2) + half; x++) {
      const k = Math.floor(((x - w / 2) / Math.max(1, half) + 1) * (stripes / 2))
      canvas.set(x + 1, y, k % 2 ? a : b)
    }
  }
  canvas.set(Math.round(w / 2) + 1, 0, colours[1] as RGB)
  for (let x = 0; x <= w; x++) {
    const k = Math.floor((x / w) * stripes)
    canvas.set(x + 1, roofH + 1, k % 2 ? a : b)
    if (x % 4 !== 3) canvas.set(x + 1, roofH + 2, k % 2 ? a : b)
  }
  const floorY = roofH + 2 + bodyH
  line(canvas, Math.round(w / 2) + 1, roofH + 2, Math.round(w / 2) + 1, floorY, steel)
  rect(canvas, 1, floorY, w + 1, floorY + 1, mix(a, ink, 0.5))
  const horse = colours.length > 2 ? (colours[2] as RGB) : nudge(random, [240, 236, 226])
  const poles = Math.max(2, Math.round(w / int(random, 7, 11)))
  for (let p = 0; p < poles; p++) {
    const x = 1 + Math.round(((p + 0.5) * w) / poles)
    line(canvas, x, roofH + 3, x, floorY - 1, steel)
    const hy = roofH + 3 + Math.round((bodyH - 5) * (p % 2 ? 0.55 : 0.25))
    const dir = p % 2 ? 1 : -1
    rect(canvas, x - 2, hy + 1, x + 2, hy + 2, horse)
    canvas.set(x + 2 * dir, hy, horse)
    canvas.set(x + 3 * dir, hy, horse)
    canvas.set(x - 2, hy + 3, horse)
    canvas.set(x + 2, hy + 3, horse)
    canvas.set(x - 1 * dir, hy + 1, colours[1] as RGB)
  }
  return opaque ? trimmed(canvas) : finish(canvas, random, ink, 0.25, 0.5)
}

/**
 * Mahjong tiles, on transparency or on green felt: one tile, a row of up to 14 tiles side by side or two
 * rows; each tile an ivory face with a coloured back showing on its lower and right edges and a dark
 * outline on some, its face a suit (1 to 9 dots as small rings or discs, bamboo sticks with nodes, or a
 * red sign under a dark glyph) or an honour (a bordered blank, a red or green block glyph); 8 to 124 px.
 */
const mahjongSprite: SpriteGenerator['draw'] = (random) => {
  const ink = tint(random, INKS)
  const tw = random() < 0.2 ? int(random, 6, 8) : int(random, 9, 16)
  const th = Math.round(tw * uniform(random, 1.3, 1.45))
  const depth = tw >= 9 ? 2 : 1
  const ivory = tint(random, [
    [244, 238, 220],
    [236, 236, 230],
  ])
  const shadeFace = scale(ivory, 0.86)
  const back = tint(random, [
    [40, 130, 80],
    [40, 90, 170],
    [220, 150, 40],
  ])
  const red = nudge(random, [200, 40, 40])
  const green = nudge(random, [30, 130, 60])
  const blue = nudge(random, [40, 70, 160])
  const layout = random() < 0.2 ? 'one' : random() < 0.7 ? 'row' : 'rows'
  const per =
    layout === 'one' ? 1 : Math.max(2, Math.min(14, Math.floor(120 / (tw + depth)), int(random, 3, 14)))
  const lines = layout === 'rows' ? 2 : 1
  const outlined = random() < 0.5
  const felt = random() < 0.25 ? nudge(random, [30, 110, 70]) : null
  const pad = felt ? 3 : 1
  const canvas = begin(per * (tw + depth) + 2 * pad, lines * (th + depth + 1) + 2 * pad, felt)
  const dotSpots: Record<number, [number, number][]> = {
    1: [[0.5, 0.5]],
    2: [
      [0.5, 0.25],
      [0.5, 0.75],
    ],
    3: [
      [0.2, 0.2],
      [0.5, 0.5],
      [0.8, 0.8],
    ],
    4: [
      [0.27, 0.25],
      [0.73, 0.25],
      [0.27, 0.75],
      [0.73, 0.75],
    ],
    5: [
      [0.22, 0.2],
      [0.78, 0.2],
      [0.5, 0.5],
      [0.22, 0.8],
      [0.78, 0.8],
    ],
    6: [
      [0.27, 0.18],
      [0.73, 0.18],
      [0.27, 0.5],
      [0.73, 0.5],
      [0.27, 0.82],
      [0.73, 0.82],
    ],
  }
  for (let l = 0; l < lines; l++)
    for (let i = 0; i < per; i++) {
      const x0 = pad + i * (tw + depth)
      const y0 = pad + l * (th + depth + 1)
      rect(canvas, x0 + depth, y0 + depth, x0 + tw - 1 + depth, y0 + th - 1 + depth, back)
      rect(canvas, x0, y0, x0 + tw - 1, y0 + th - 1, ivory)
      line(canvas, x0 + 1, y0 + th - 1, x0 + tw - 1, y0 + th - 1, shadeFace)
      line(canvas, x0 + tw - 1, y0 + 1, x0 + tw - 1, y0 + th - 1, shadeFace)
      if (outlined) {
        line(canvas, x0, y0, x0 + tw - 1, y0, ink)
        line(canvas, x0, y0, x0, y0 + th - 1, ink)
      }
      const fx = x0 + 1
      const fy = y0 + 1
      const fw = tw - 3
      const fh = th - 3
      const suit = pick(random, ['dots', 'dots', 'bamboo', 'sign', 'honour'] as const)
      if (suit === 'dots') {
        const n = int(random, 1, 6)
        const c = pick(random, [red, green, blue])
        const rd = Math.max(0.6, Math.min(fw, fh) / (n <= 2 ? 4.5 : 7))
        for (const [u, v] of dotSpots[n] as [number, number][]) {
          const px = fx + u * (fw - 1)
          const py = fy + v * (fh - 1)
          if (rd >= 1.5) ring(canvas, px, py, rd, rd, 1, c)
          else ellipse(canvas, px, py, rd, rd, solid(c))
        }
      } else if (suit === 'bamboo') {
        const n = int(random, 2, Math.max(2, Math.min(4, Math.floor(fw / 2))))
        for (let s = 0; s < n; s++) {
          const sx = fx + Math.round(((s + 0.5) * fw) / n)
          line(canvas, sx, fy + 1, sx, fy + fh - 1, green)
          for (let y = fy + 2; y < fy + fh - 1; y += 3) canvas.set(sx, y, scale(green, 0.6))
        }
        if (n < 4 && fh > 6) canvas.set(fx + Math.round(fw / 2), fy + Math.round(fh / 2), red)
      } else if (suit === 'sign') {
        for (let k = 0; k < 3; k++) {
          const y = fy + 1 + k * 2
          line(canvas, fx + 1 + (k % 2), y, fx + fw - 2, y, ink)
        }
        line(canvas, fx + Math.round(fw / 2), fy + 1, fx + Math.round(fw / 2), fy + 5, ink)
        rect(canvas, fx + 1, fy + fh - Math.max(2, Math.round(fh * 0.35)), fx + fw - 2, fy + fh - 2, red)
        line(canvas, fx + 2, fy + fh - 3, fx + fw - 3, fy + fh - 3, ivory)
      } else {
        const kind = int(random, 0, 2)
        if (kind === 0) {
          line(canvas, fx + 1, fy + 1, fx + fw - 2, fy + 1, blue)
          line(canvas, fx + 1, fy + fh - 2, fx + fw - 2, fy + fh - 2, blue)
          line(canvas, fx + 1, fy + 1, fx + 1, fy + fh - 2, blue)
          line(canvas, fx + fw - 2, fy + 1, fx + fw - 2, fy + fh - 2, blue)
        } else {
          const c = kind === 1 ? red : green
          rect(canvas, fx + 2, fy + 2, fx + fw - 3, fy + fh - 3, c)
          line(canvas, fx + 2, fy + Math.round(fh / 2), fx + fw - 3, fy + Math.round(fh / 2), ivory)
          line(canvas, fx + Math.round(fw / 2), fy + 2, fx + Math.round(fw / 2), fy + fh - 3, ivory)
        }
      }
    }
  return trimmed(canvas)
}

/**
 * Shipping containers, stacked: one to five tiers of 20- and 40-foot boxes (one and two units long) in
 * two or three liveries, each corrugated in vertical ridges of two tones between a dark top and bottom
 * rail and corner posts, some seen end on with two doors and 1-px locking bars, a white stencil on some;
 * on transparency or standing on a quay; 10 to 124 px wide.
 */
const containerSprite: SpriteGenerator['draw'] = (random) => {
  const ink = tint(random, INKS)
  const liveries = distinctTints(
    random,
    [
      [190, 50, 40],
      [40, 90, 160],
      [50, 130, 90],
      [220, 130, 40],
      [130, 134, 140],
      [40, 150, 160],
      [220, 190, 60],
    ],
    int(random, 2, 3),
  )
  const white = nudge(random, [236, 236, 232])
  const tiny = random() < 0.12
  const unit = tiny ? int(random, 8, 12) : int(random, 12, 24)
  const boxH = tiny ? int(random, 5, 7) : Math.max(6, Math.round(unit * uniform(random, 0.45, 0.7)))
  const columns = tiny ? 1 : int(random, 1, Math.max(1, Math.floor(120 / unit)))
  const tiers = tiny ? 1 : int(random, 1, Math.max(1, Math.min(5, Math.floor(110 / boxH))))
  const quay = !tiny && random() < 0.35
  const w = columns * unit
  const h = tiers * boxH + (quay ? 3 : 0)
  const canvas = begin(w, h, null)
  const ridge = int(random, 2, 3)
  const drawBox = (x0: number, y0: number, len: number, c: RGB, endOn: boolean) => {
    const x1 = x0 + len - 1
    const y1 = y0 + boxH - 1
    for (let x = x0; x <= x1; x++)
      for (let y = y0; y <= y1; y++) canvas.set(x, y, (x - x0) % ridge === 0 ? scale(c, 0.78) : c)
    const rail = scale(c, 0.78)
    line(canvas, x0, y0 + 1, x1, y0 + 1, scale(c, 1.18))
    line(canvas, x0, y0, x1, y0, rail)
    line(canvas, x0, y1, x1, y1, ink)
    line(canvas, x0, y0, x0, y1, rail)
    line(canvas, x1, y0, x1, y1, rail)
    if (endOn && len >= 6) {
      const mid = Math.round((x0 + x1) / 2)
      line(canvas, mid, y0 + 1, mid, y1 - 1, ink)
      for (const bx of [x0 + 2, mid - 2, mid + 2, x1 - 2]) line(canvas, bx, y0 + 1, bx, y1 - 1, white)
    } else if (len >= 10 && boxH >= 7 && random() < 0.5) {
      const sx = x0 + 2 + int(random, 0, 2)
      line(canvas, sx, y0 + 2, sx + Math.min(len - 6, int(random, 3, 8)), y0 + 2, white)
      if (random() < 0.5) line(canvas, sx, y0 + 4, sx + int(random, 1, 3), y0 + 4, white)
    }
  }
  for (let t = 0; t < tiers; t++) {
    const y0 = h - (quay ? 3 : 0) - (t + 1) * boxH
    let x = t === 0 ? 0 : int(random, 0, 1) * Math.round(unit / 2)
    while (x < w) {
      if (t > 0 && random() < 0.15) {
        x += unit
        continue
      }
      const len = Math.min(w - x, random() < 0.5 ? unit * 2 : unit)
      if (len < 6) break
      drawBox(x, y0, len, pick(random, liveries), random() < 0.15)
      x += len
    }
  }
  if (quay) {
    const concrete = tint(random, [
      [150, 146, 140],
      [110, 108, 104],
    ])
    rect(canvas, 0, h - 3, w - 1, h - 1, concrete)
    for (let x = 0; x < w; x += 6) canvas.set(x, h - 1, ink)
  }
  return finish(canvas, random, ink, 0.15, 0.5)
}

export const THOLOS_GENERATORS: SpriteGenerator[] = [
  { name: 'tholos-bunting', draw: within(buntingSprite, 4) },
  { name: 'tholos-sampler', draw: within(samplerSprite) },
  { name: 'tholos-crowd', draw: within(crowdSprite, 5) },
  { name: 'tholos-abacus', draw: within(abacusSprite) },
  { name: 'tholos-pylon', draw: within(pylonSprite) },
  { name: 'tholos-ferris', draw: within(ferrisSprite) },
  { name: 'tholos-mahjong', draw: within(mahjongSprite) },
  { name: 'tholos-container', draw: within(containerSprite, 5) },
]
