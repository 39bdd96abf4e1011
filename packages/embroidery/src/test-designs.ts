import type { PixelGrid } from './grid.ts'

/** Designs the tests, the benchmark and the previews share. Deterministic. */

export const TWELVE_COLORS = [
  '#e63946',
  '#f1fa8c',
  '#2a9d8f',
  '#264653',
  '#f4a261',
  '#8d5524',
  '#6a4c93',
  '#1982c4',
  '#8ac926',
  '#ffffff',
  '#000000',
  '#ff70a6',
] as const

function make(
  width: number,
  height: number,
  colors: readonly string[],
  at: (x: number, y: number) => number,
): PixelGrid {
  const cells = new Int16Array(width * height)
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) cells[y * width + x] = at(x, y)
  return { width, height, cells, colors }
}

export const singlePixel = (): PixelGrid => make(1, 1, ['#e63946'], () => 0)

export const checkerboard = (size = 8): PixelGrid =>
  make(size, size, ['#264653', '#f4a261'], (x, y) => (x + y) % 2)

/** A red square with two holes and a blue island inside one of them, on an empty background. */
export const withHoles = (): PixelGrid =>
  make(12, 10, ['#e63946', '#1982c4'], (x, y) => {
    if (x < 1 || y < 1 || x > 10 || y > 8) return -1
    if (x >= 3 && x <= 5 && y >= 3 && y <= 6) return x === 4 && y === 4 ? 1 : -1
    if (x === 8 && y >= 3 && y <= 5) return -1
    return 0
  })

export const strip = (width: number, height: number): PixelGrid =>
  make(width, height, ['#6a4c93', '#8ac926'], (x, y) => (Math.floor((x + y) / 16) % 2 === 0 ? 0 : 1))

function random(seed: number) {
  let s = seed >>> 0
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0
    return s / 2 ** 32
  }
}

/**
 * Random colour blobs on an empty background, about three quarters of the cells filled: a stand-in for
 * typical pixel art, as in the reference measurements of the fact sheet (section 11).
 */
export function blobDesign(size: number, colorCount = 12, seed = 7): PixelGrid {
  const rnd = random(seed + size)
  const cells = new Int16Array(size * size).fill(-1)
  const blobs = Math.round((size * size) / 22)
  for (let i = 0; i < blobs; i++) {
    const cx = rnd() * size
    const cy = rnd() * size
    const r = 0.6 + rnd() * 2.6
    const color = Math.floor(rnd() * colorCount)
    for (let y = Math.max(0, Math.floor(cy - r)); y <= Math.min(size - 1, Math.ceil(cy + r)); y++)
      for (let x = Math.max(0, Math.floor(cx - r)); x <= Math.min(size - 1, Math.ceil(cx + r)); x++)
        if ((x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2 <= r * r) cells[y * size + x] = color
  }
  return { width: size, height: size, cells, colors: TWELVE_COLORS.slice(0, colorCount) }
}

/** Every colour of the 12 in vertical bands with a checker in the middle: 12 colours, many neighbours. */
export const twelveColors = (): PixelGrid =>
  make(24, 24, TWELVE_COLORS, (x, y) =>
    x >= 8 && x < 16 && y >= 8 && y < 16 ? (x + y) % 12 : Math.floor(x / 2),
  )

/** A little pixel-art heart with a black outline: what customers actually draw. */
export const heart = (): PixelGrid => {
  const rows = [
    '..XXX...XXX..',
    '.XRRRX.XRRRX.',
    'XRRWRRXRRRRRX',
    'XRWRRRRRRRRRX',
    'XRRRRRRRRRRRX',
    '.XRRRRRRRRRX.',
    '..XRRRRRRRX..',
    '...XRRRRRX...',
    '....XRRRX....',
    '.....XRX.....',
    '......X......',
  ]
  const key: Record<string, number> = { '.': -1, X: 0, R: 1, W: 2 }
  return make(
    13,
    11,
    ['#000000', '#e63946', '#ffffff'],
    (x, y) => key[(rows[y] as string)[x] as string] as number,
  )
}

/** Diagonal lines one pixel wide in two colours, on an empty background (staircases of corner-touching pixels). */
export const thinDiagonals = (size = 24): PixelGrid =>
  make(size, size, ['#264653', '#e63946'], (x, y) => {
    const d = (x - y + size) % 8
    const a = (x + y) % 11
    return d === 0 ? 0 : a === 0 ? 1 : -1
  })

/** Lone pixels scattered with gaps between them, each its own region, in several colours. */
export function singlePixels(width = 16, height = 12, count = 12, seed = 5): PixelGrid {
  const rnd = random(seed)
  const cells = new Int16Array(width * height).fill(-1)
  for (let placed = 0, tries = 0; placed < count && tries < 10_000; tries++) {
    const x = Math.floor(rnd() * width)
    const y = Math.floor(rnd() * height)
    let free = true
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx
        const ny = y + dy
        if (nx >= 0 && ny >= 0 && nx < width && ny < height && (cells[ny * width + nx] as number) >= 0)
          free = false
      }
    if (!free) continue
    cells[y * width + x] = placed % 4
    placed++
  }
  return { width, height, cells, colors: TWELVE_COLORS.slice(0, 4) }
}

/** Square rings one pixel wide, three colours in turn, around a centre pixel. */
export const concentricSquares = (size = 21): PixelGrid => {
  const c = (size - 1) / 2
  return make(size, size, ['#e63946', '#1982c4', '#f1fa8c'], (x, y) => {
    const ring = Math.max(Math.abs(x - c), Math.abs(y - c))
    return ring % 2 === 1 ? -1 : (ring / 2) % 3
  })
}

/** 5×7 letters, one pixel strokes. */
const FONT: Record<string, readonly string[]> = {
  H: ['X...X', 'X...X', 'X...X', 'XXXXX', 'X...X', 'X...X', 'X...X'],
  E: ['XXXXX', 'X....', 'X....', 'XXXX.', 'X....', 'X....', 'XXXXX'],
  L: ['X....', 'X....', 'X....', 'X....', 'X....', 'X....', 'XXXXX'],
  O: ['.XXX.', 'X...X', 'X...X', 'X...X', 'X...X', 'X...X', '.XXX.'],
  A: ['.XXX.', 'X...X', 'X...X', 'XXXXX', 'X...X', 'X...X', 'X...X'],
  R: ['XXXX.', 'X...X', 'X...X', 'XXXX.', 'X.X..', 'X..X.', 'X...X'],
  B: ['XXXX.', 'X...X', 'X...X', 'XXXX.', 'X...X', 'X...X', 'XXXX.'],
  '8': ['.XXX.', 'X...X', 'X...X', '.XXX.', 'X...X', 'X...X', '.XXX.'],
  K: ['X...X', 'X..X.', 'X.X..', 'XX...', 'X.X..', 'X..X.', 'X...X'],
}

/** A line of text in the 5×7 letters, each letter in the next of three colours, one empty column between. */
export const glyphs = (text = 'HELLO BAR8K'): PixelGrid => {
  const width = text.length * 6 + 1
  return make(width, 9, ['#000000', '#e63946', '#1982c4'], (x, y) => {
    const i = Math.floor((x - 1) / 6)
    const col = (x - 1) % 6
    const letter = FONT[text[i] ?? ' ']
    if (x < 1 || y < 1 || y > 7 || col > 4 || !letter) return -1
    return (letter[y - 1] as string)[col] === 'X' ? i % 3 : -1
  })
}

/**
 * A photo-like picture: smooth waves plus grain, quantised to 12 colours with no empty cells, so colour areas
 * have ragged edges, specks and single pixels like a downscaled photograph.
 */
export function photoLike(size = 128, seed = 11): PixelGrid {
  const rnd = random(seed)
  const f1 = 0.03 + rnd() * 0.05
  const f2 = 0.03 + rnd() * 0.05
  const f3 = 0.01 + rnd() * 0.03
  const phase = rnd() * 6
  return make(size, size, TWELVE_COLORS, (x, y) => {
    const v = Math.sin(x * f1 + phase) + Math.cos(y * f2) + Math.sin((x + y) * f3 + 1) + (rnd() - 0.5) * 0.8
    const level = Math.floor(((v + 3.4) / 6.8) * 12)
    return Math.min(11, Math.max(0, level))
  })
}

/** A disc with several holes, one of them holding an island of a second colour. */
export const shapeWithHoles = (size = 32): PixelGrid => {
  const c = size / 2
  const holes = [
    [c - size / 5, c - size / 6, size / 9],
    [c + size / 5, c - size / 8, size / 10],
    [c, c + size / 5, size / 7],
  ] as const
  return make(size, size, ['#2a9d8f', '#f4a261'], (x, y) => {
    const px = x + 0.5
    const py = y + 0.5
    if ((px - c) ** 2 + (py - c) ** 2 > (size / 2 - 1) ** 2) return -1
    for (const [hx, hy, r] of holes) {
      const d2 = (px - hx) ** 2 + (py - hy) ** 2
      if (d2 <= r * r) return hx === c && d2 <= (r / 2.5) ** 2 ? 1 : -1
    }
    return 0
  })
}

/** Long one-pixel lines: horizontal ones in one colour, vertical ones crossing them in another. */
export const longLines = (size = 96, every = 12): PixelGrid =>
  make(size, size, ['#6a4c93', '#8ac926'], (x, y) =>
    x % every === every / 2 ? 1 : y % every === every / 2 ? 0 : -1,
  )

/** A checker of 2×2 blocks in two colours: every block touches its own colour at the corners only. */
export const checkers2x2 = (size = 16): PixelGrid =>
  make(size, size, ['#264653', '#f4a261'], (x, y) => (Math.floor(x / 2) + Math.floor(y / 2)) % 2)

/** Random cells with `colorCount` colours and about a fifth empty, from a seed. */
export function randomGrid(width: number, height: number, colorCount: number, seed: number): PixelGrid {
  const rnd = random(seed)
  return make(width, height, TWELVE_COLORS.slice(0, colorCount), () => {
    const v = rnd()
    return v < 0.2 ? -1 : Math.floor(((v - 0.2) / 0.8) * colorCount)
  })
}

/** The edge cases every writer and the planner are run on: one pixel, holes, many colours, thin strips. */
export const BASIC_DESIGNS: [string, () => PixelGrid][] = [
  ['single pixel', singlePixel],
  ['checkerboard', () => checkerboard(8)],
  ['holes', withHoles],
  ['12 colours', twelveColors],
  ['1×128 strip', () => strip(128, 1)],
  ['128×1 strip', () => strip(1, 128)],
  ['heart', heart],
]
