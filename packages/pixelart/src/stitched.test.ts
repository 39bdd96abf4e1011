import { describe, expect, it } from 'vitest'
import type { RGBAImage } from './png.ts'
import { renderStitchedDesign, stitchedBorderPx } from './stitched.ts'

function design(width: number, height: number, cells: [x: number, y: number, rgba: number[]][]): RGBAImage {
  const data = new Uint8ClampedArray(width * height * 4)
  for (const [x, y, rgba] of cells) data.set(rgba, (y * width + x) * 4)
  return { width, height, data }
}

function pixel(image: RGBAImage, x: number, y: number): number[] {
  const o = (y * image.width + x) * 4
  return Array.from(image.data.subarray(o, o + 4))
}

/** Mean RGB and the spread of brightness over a square of the output. */
function blockStats(image: RGBAImage, x0: number, y0: number, size: number) {
  let sr = 0
  let sg = 0
  let sb = 0
  let min = Infinity
  let max = -Infinity
  for (let y = y0; y < y0 + size; y++) {
    for (let x = x0; x < x0 + size; x++) {
      const [r = 0, g = 0, b = 0] = pixel(image, x, y)
      sr += r
      sg += g
      sb += b
      const lum = r + g + b
      min = Math.min(min, lum)
      max = Math.max(max, lum)
    }
  }
  const n = size * size
  return { mean: [sr / n, sg / n, sb / n], spread: max - min }
}

describe('renderStitchedDesign', () => {
  const red = [200, 30, 40, 255]
  const blue = [20, 60, 210, 255]
  const art = design(3, 2, [
    [0, 0, red],
    [2, 1, blue],
  ])

  it('draws cellPx pixels per cell and keeps transparent cells transparent', () => {
    const out = renderStitchedDesign(art, { cellPx: 6, border: false, borderColor: '#ffffff' })
    expect([out.width, out.height]).toEqual([18, 12])
    for (let y = 0; y < 6; y++) for (let x = 6; x < 18; x++) expect(pixel(out, x, y)[3]).toBe(0)
    for (let y = 0; y < 6; y++) for (let x = 0; x < 6; x++) expect(pixel(out, x, y)[3]).toBe(255)
  })

  it('textures each cell like thread while keeping its colour', () => {
    const out = renderStitchedDesign(art, { cellPx: 9, border: false, borderColor: 'white' })
    const redCell = blockStats(out, 0, 0, 9)
    expect(redCell.spread).toBeGreaterThan(60) // highlights and grooves, not a flat square
    // Still clearly the cell's colour: red dominates and the average stays near the source.
    const [r = 0, g = 0, b = 0] = redCell.mean
    expect(r).toBeGreaterThan(g + 100)
    expect(r).toBeGreaterThan(b + 100)
    expect(Math.abs(r - 200)).toBeLessThan(45)
    const [br = 0, , bb = 0] = blockStats(out, 18, 9, 9).mean
    expect(bb).toBeGreaterThan(br + 100)
  })

  it('draws the same stitch pattern in every cell of a colour', () => {
    const flat = design(2, 1, [
      [0, 0, red],
      [1, 0, red],
    ])
    const out = renderStitchedDesign(flat, { cellPx: 6, border: false, borderColor: 'white' })
    for (let y = 0; y < 6; y++)
      for (let x = 0; x < 6; x++) expect(pixel(out, x + 6, y)).toEqual(pixel(out, x, y))
  })

  it('frames the grid half a cell thick in the border colour', () => {
    const out = renderStitchedDesign(art, { cellPx: 8, border: true, borderColor: '#00ff00' })
    const pad = stitchedBorderPx(8)
    expect(pad).toBe(4)
    expect([out.width, out.height]).toEqual([3 * 8 + 8, 2 * 8 + 8])
    for (const [x, y] of [
      [0, 0],
      [out.width - 1, 0],
      [10, 1],
      [1, 10],
      [out.width - 2, out.height - 3],
    ] as const) {
      const [r = 0, g = 0, b = 0, a] = pixel(out, x, y)
      expect(a).toBe(255)
      expect(g).toBeGreaterThan(150)
      expect(r).toBeLessThan(g - 60)
      expect(b).toBeLessThan(g - 60)
    }
    // Inside the frame the grid is where it was, shifted by the frame: a transparent cell stays transparent.
    expect(pixel(out, pad + 8 + 3, pad + 3)[3]).toBe(0)
    expect(pixel(out, pad + 3, pad + 3)[3]).toBe(255)
  })

  it('a one-pixel cell is the plain colour with a one-pixel frame', () => {
    const out = renderStitchedDesign(design(1, 1, [[0, 0, [10, 20, 30, 255]]]), {
      cellPx: 1,
      border: true,
      borderColor: 'black',
    })
    expect([out.width, out.height]).toEqual([3, 3])
    expect(pixel(out, 0, 0)).toEqual([0, 0, 0, 255])
    expect(pixel(out, 1, 1)[3]).toBe(255)
  })

  it('refuses a bad cell size or border colour', () => {
    expect(() => renderStitchedDesign(art, { cellPx: 0, border: false, borderColor: 'white' })).toThrow(
      RangeError,
    )
    expect(() => renderStitchedDesign(art, { cellPx: 2.5, border: false, borderColor: 'white' })).toThrow(
      RangeError,
    )
    expect(() => renderStitchedDesign(art, { cellPx: 4, border: true, borderColor: 'nope' })).toThrow(
      RangeError,
    )
    // The border colour is not read when there is no border.
    expect(() => renderStitchedDesign(art, { cellPx: 4, border: false, borderColor: 'nope' })).not.toThrow()
  })

  it('renders a full 128×128 design at 6 px per cell', () => {
    const big = design(128, 128, [])
    for (let i = 0; i < 128 * 128; i++) big.data.set([(i * 7) % 256, (i * 13) % 256, 90, 255], i * 4)
    const out = renderStitchedDesign(big, { cellPx: 6, border: true, borderColor: '#ffffff' })
    expect([out.width, out.height]).toEqual([768 + 6, 768 + 6])
    // Its time is measured in bench/pixelart.bench.ts, not limited here.
  })
})
