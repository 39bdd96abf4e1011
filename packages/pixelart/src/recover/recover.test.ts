import { describe, expect, it } from 'vitest'
import type { RGBAImage } from '../png.ts'
import { NotPixelArtError, recoverNativePixelArt } from './recover.ts'
import { addNoise, blur, resizeNearest, rng, uniform } from './testing/degrade.ts'
import { cellEdges, render } from './testing/render-cells.ts'
import { roof } from './testing/roof.ts'
import { pixelsRight } from './testing/score.ts'

// ---- generated pixel art and its degradations -------------------------------------------------------------

const PALETTE: [number, number, number][] = [
  [20, 20, 30],
  [230, 60, 50],
  [60, 170, 70],
  [50, 90, 220],
  [245, 220, 80],
  [250, 250, 250],
]

/** The sprites' own seeded source (the tests' sprites were drawn with it). */
function lcg(seed: number): () => number {
  let s = seed >>> 0 || 1
  return () => {
    s = (s * 16807) % 2147483647
    return s / 2147483647
  }
}

/** A sprite of blobs in a few palette colours, optionally on a transparent background. */
function sprite(width: number, height: number, seed: number, transparent = true): RGBAImage {
  const next = lcg(seed)
  const data = new Uint8ClampedArray(width * height * 4)
  const blobs = Array.from({ length: 6 }, () => ({
    x: next() * width,
    y: next() * height,
    r: 1.5 + next() * Math.max(2, width / 4),
    color: PALETTE[Math.floor(next() * PALETTE.length)]!,
  }))
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4
      let color: [number, number, number] | null = transparent ? null : [200, 230, 240]
      for (const b of blobs) if ((x - b.x) ** 2 + (y - b.y) ** 2 <= b.r ** 2) color = b.color
      // A checker of single pixels in one corner: detail at the native resolution.
      if (x < 3 && y < 3 && (x + y) % 2 === 0) color = PALETTE[0]!
      if (!color) continue
      data.set([...color, 255], o)
    }
  }
  return { width, height, data }
}

// ---- behaviour ----------------------------------------------------------------------------------------

describe('recoverNativePixelArt', () => {
  it('returns a native sprite unchanged at scale 1', () => {
    const native = sprite(24, 20, 1)
    const result = recoverNativePixelArt(native)
    expect([result.image.width, result.image.height]).toEqual([24, 20])
    expect(result.scale).toEqual({ x: 1, y: 1 })
    expect(pixelsRight(result.image, native)).toBe(1)
  })

  it('finds a grid that does not start at the image corner', () => {
    const native = sprite(18, 18, 7)
    // Cells of 7.5 px, the first one cut to 4.5 px (more than half of it shows, so it stays).
    const padded = resizeNearest(native, 135, 135)
    const shifted = { ...padded, data: new Uint8ClampedArray(padded.data) }
    const cropped = cropImage(shifted, 3, 3, 132, 132)
    const result = recoverNativePixelArt(cropped)
    expect([result.image.width, result.image.height]).toEqual([18, 18])
    expect(result.offset.x).toBeCloseTo(-3, 0)
    expect(pixelsRight(result.image, native)).toBeGreaterThanOrEqual(0.98)
  })

  it('sees through blur and noise', () => {
    const native = sprite(16, 16, 11)
    const degraded = addNoise(blur(resizeNearest(native, 150, 150), 0.8), 12, rng(3))
    const result = recoverNativePixelArt(degraded)
    expect([result.image.width, result.image.height]).toEqual([16, 16])
    expect(pixelsRight(result.image, native)).toBeGreaterThanOrEqual(0.97)
  })

  it('does not take the blended border pixels of a box-filtered upscale for cells', () => {
    // Cells of 5.9 px averaged over each output pixel: every boundary leaves a column of blends, which a
    // lattice of about 2 px fits as well as the true one.
    for (const seed of [1, 2, 3, 4]) {
      const native = sprite(24, 20, seed, seed % 2 === 0)
      const box = render(
        native,
        cellEdges(24, 5.9, 0, 1, 1, rng(seed)),
        cellEdges(20, 5.9, 0, 1, 1, rng(seed)),
        true,
      )
      const result = recoverNativePixelArt(box)
      expect([result.image.width, result.image.height]).toEqual([24, 20])
      expect(pixelsRight(result.image, native)).toBeGreaterThanOrEqual(0.95)
    }
  })

  it('reads a tiled roof at its true size, though only its chimney shows cells half a tile wide', () => {
    // Tiles two cells wide everywhere but on the top sixth of the rows: cells of a whole tile draw all the
    // other lines, and the mean over all lines hides the chimney's joints.
    let right = 0
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const random = rng(seed)
      const scale = uniform(random, 4.5, 8)
      const xs = cellEdges(36, scale, 0, 1, 1, random)
      const ys = cellEdges(30, scale, 0, 1, 1, random)
      const native = roof(36, 30, 3 + 3 * seed)
      const result = recoverNativePixelArt(addNoise(blur(render(native, xs, ys, true), 0.9), 3, random))
      if (result.image.width === 36 && result.image.height === 30) right++
    }
    expect(right).toBeGreaterThanOrEqual(7)
  })

  it('keeps square cells when only one axis has flat runs to merge', () => {
    // A domino's columns run one, two, three, two and one cell wide, with no boundary inside a run: five
    // cells of uneven width redraw the columns exactly, but its rows (one-cell gaps) say the cells are
    // 8 px, and so are its columns.
    const rows = ['.XX...XX.', '.XX...XX.', '.........', '.XX...XX.', '.XX...XX.', '.........']
    const art = [...rows, '.XXXXXXX.', '.XX...XX.', ...rows, '.........', '---------'].slice(0, 18)
    const colours: Record<string, number[]> = {
      '.': [232, 214, 196, 255],
      X: [26, 26, 28, 255],
      '-': [180, 165, 150, 255],
    }
    const native: RGBAImage = { width: 9, height: 18, data: new Uint8ClampedArray(9 * 18 * 4) }
    art.forEach((row, y) => [...row].forEach((c, x) => native.data.set(colours[c]!, (y * 9 + x) * 4)))
    const result = recoverNativePixelArt(resizeNearest(native, 72, 144))
    expect([result.image.width, result.image.height]).toEqual([9, 18])
    expect(pixelsRight(result.image, native)).toBe(1)
  })

  it('keeps transparency as fully transparent cells and a solid background as a colour', () => {
    const transparent = sprite(16, 16, 5, true)
    const onTransparent = recoverNativePixelArt(resizeNearest(transparent, 96, 96)).image
    for (let i = 3; i < onTransparent.data.length; i += 4) expect([0, 255]).toContain(onTransparent.data[i])
    expect(pixelsRight(onTransparent, transparent)).toBe(1)
    const solid = sprite(16, 16, 5, false)
    const onSolid = recoverNativePixelArt(resizeNearest(solid, 96, 96)).image
    expect(pixelsRight(onSolid, solid)).toBe(1)
  })

  it('uses at most the allowed number of colours', () => {
    const result = recoverNativePixelArt(resizeNearest(sprite(16, 16, 3), 80, 80), { maxColors: 3 })
    expect(result.colors).toBeLessThanOrEqual(3)
  })

  it('drops a plain canvas around a sprite whose grid would exceed the limit', () => {
    const native = sprite(16, 16, 9)
    const big = resizeNearest(native, 64, 64)
    // The 4 px cells of a 64 px sprite on a 1024 px transparent canvas make a 256-cell grid.
    const canvas: RGBAImage = { width: 1024, height: 1024, data: new Uint8ClampedArray(1024 * 1024 * 4) }
    for (let y = 0; y < 64; y++)
      canvas.data.set(big.data.subarray(y * 256, y * 256 + 256), ((400 + y) * 1024 + 400) * 4)
    const result = recoverNativePixelArt(canvas)
    expect(result.image.width).toBeLessThanOrEqual(16)
    expect(result.image.height).toBeLessThanOrEqual(16)
  })

  it('refuses a grid larger than the editor holds', () => {
    const next = lcg(2)
    const native: RGBAImage = { width: 160, height: 40, data: new Uint8ClampedArray(160 * 40 * 4) }
    for (let i = 0; i < 160 * 40; i++)
      native.data.set([...PALETTE[Math.floor(next() * PALETTE.length)]!, 255], i * 4)
    expect(() => recoverNativePixelArt(resizeNearest(native, 480, 120))).toThrow(NotPixelArtError)
    expect(() => recoverNativePixelArt(sprite(200, 200, 2, false))).toThrow(/128/)
  })

  it('refuses an empty or fully transparent image', () => {
    expect(() => recoverNativePixelArt({ width: 10, height: 10, data: new Uint8ClampedArray(400) })).toThrow(
      NotPixelArtError,
    )
  })
})

function cropImage(image: RGBAImage, x: number, y: number, width: number, height: number): RGBAImage {
  const data = new Uint8ClampedArray(width * height * 4)
  for (let row = 0; row < height; row++) {
    const from = ((y + row) * image.width + x) * 4
    data.set(image.data.subarray(from, from + width * 4), row * width * 4)
  }
  return { width, height, data }
}
