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
