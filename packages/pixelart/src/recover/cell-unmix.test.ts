import { describe, expect, it } from 'vitest'
import { deltaE76, rgbToLab } from '../color.ts'
import { paletteOf } from './cell-colours.ts'
import { toRgb, toYcc, unmixCells, type Cells } from './cell-unmix.ts'
import { rng } from './testing/degrade.ts'

const GREY: [number, number, number] = [200, 220, 210]
const RED: [number, number, number] = [230, 20, 30]
const BLUE: [number, number, number] = [50, 120, 230]

/** A 12×9 grid: grey background, a one-cell red stroke (a frame) and a 3×3 blue block. */
function truthCells(): { cells: Cells; columns: number; rows: number } {
  const columns = 12
  const rows = 9
  const rgb = new Uint8Array(columns * rows * 3)
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < columns; x++) {
      const frame = (x === 1 || x === 6) && y >= 1 && y <= 7 ? true : (y === 1 || y === 7) && x >= 1 && x <= 6
      const block = x >= 8 && x <= 10 && y >= 3 && y <= 5
      rgb.set(block ? BLUE : frame ? RED : GREY, (y * columns + x) * 3)
    }
  }
  return { cells: { opaque: new Uint8Array(columns * rows).fill(1), rgb }, columns, rows }
}

/** The forward model: each cell takes `side` (luma) or `chroma` of each side neighbour's colour. */
function leak(cells: Cells, columns: number, rows: number, side: number, chroma: number): Cells {
  const ycc = toYcc(cells.rgb)
  const out = new Float64Array(ycc.length)
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < columns; x++) {
      const c = y * columns + x
      for (let ch = 0; ch < 3; ch++) {
        const b = ch === 0 ? side : chroma
        let v = ycc[c * 3 + ch] as number
        for (const [dx, dy] of [
          [1, 0],
          [-1, 0],
          [0, 1],
          [0, -1],
        ] as const) {
          const xx = x + dx
          const yy = y + dy
          if (xx < 0 || yy < 0 || xx >= columns || yy >= rows) continue
          v += b * ((ycc[(yy * columns + xx) * 3 + ch] as number) - (ycc[c * 3 + ch] as number))
        }
        out[c * 3 + ch] = v
      }
    }
  }
  return { opaque: cells.opaque, rgb: toRgb(out) }
}

const worstError = (a: Cells, b: Cells) => {
  let worst = 0
  for (let i = 0; i < a.opaque.length; i++) {
    const p = rgbToLab(a.rgb[i * 3] as number, a.rgb[i * 3 + 1] as number, a.rgb[i * 3 + 2] as number)
    const q = rgbToLab(b.rgb[i * 3] as number, b.rgb[i * 3 + 1] as number, b.rgb[i * 3 + 2] as number)
    worst = Math.max(worst, deltaE76(p, q))
  }
  return worst
}

describe('undoing the leak between neighbouring cells', () => {
  it('leaves cells without a leak exactly as read', () => {
    const { cells, columns, rows } = truthCells()
    expect(unmixCells(cells, columns, rows, 12)).toBe(cells)
  })

  it('measures the leak from the cells and brings a smeared stroke back to its colour', () => {
    const { cells, columns, rows } = truthCells()
    const smeared = leak(cells, columns, rows, 0.04, 0.09)
    const before = worstError(smeared, cells)
    const after = worstError(unmixCells(smeared, columns, rows, 12), cells)
    expect(before).toBeGreaterThan(10)
    expect(after).toBeLessThan(before / 2)
  })
})

describe('the palette of a smeared image', () => {
  it("merges a colour's variants when the cells' spread says they are one cloud", () => {
    // Two colours, each read with a spread of a few ΔE and a fifth of its cells shifted by about 11 ΔE: a
    // clean image keeps the shifted ones apart, a smeared one sees them as the same colour.
    const random = rng(7)
    const total = 400
    const rgb = new Uint8Array(total * 3)
    for (let i = 0; i < total; i++) {
      const red = i % 2 === 0
      const base = red ? RED : BLUE
      const shift = i % 10 < 2 ? (red ? [-14, 14, 14] : [22, -22, -22]) : [0, 0, 0]
      for (let c = 0; c < 3; c++) {
        rgb[i * 3 + c] = (base[c] as number) + (shift[c] as number) + (random() < 0.5 ? -4 : 4)
      }
    }
    const cells: Cells = { opaque: new Uint8Array(total).fill(1), rgb }
    const plain = paletteOf(cells, 12)
    const smeared = paletteOf(cells, 12, cells, true)
    expect(plain.colors.length / 3).toBeGreaterThan(2)
    expect(smeared.colors.length / 3).toBe(2)
  })
})
