import { describe, expect, it } from 'vitest'
import { cellsFromEdges } from './axis-cells.ts'
import { unevener, widthSpread } from './width-spread.ts'

const LENGTH = 400

/** A gradient profile (boundary positions 1..LENGTH-1) with unit peaks at the given positions. */
function profileOf(at: number[]) {
  const values = new Float64Array(LENGTH - 1)
  for (const x of at) values[Math.round(x) - 1] = 1
  return { values, first: 1 }
}

/** Cells about 8 px wide (±10 %, fixed draws), and the edges of a sprite whose runs are 1–3 cells long. */
const widths = Array.from({ length: 50 }, (_, k) => 8 * (1 + 0.1 * Math.sin(k * 2.3)))
const truth = widths.reduce((edges, w) => [...edges, (edges.at(-1) as number) + w], [0])
const runs = [3, 2, 1, 3, 2, 2, 3, 1]
const edgeCells: number[] = []
for (let k = 0, r = 0; k < 50; k += runs[r++ % runs.length] as number) edgeCells.push(k)
const profile = profileOf(edgeCells.slice(1).map((k) => truth[k] as number))

describe('width spread', () => {
  it('is small for the true cells, large for cells a quarter too wide that still hold every edge', () => {
    const length = truth.at(-1) as number
    const right = widthSpread(profile, LENGTH, cellsFromEdges(truth, 'flat'))
    // Cells of 10 px: every span between edges laid as its length over 10 px cells, at least one.
    const wide: number[] = [0]
    for (let i = 1; i < edgeCells.length; i++) {
      const a = truth[edgeCells[i - 1] as number] as number
      const b = truth[edgeCells[i] as number] as number
      const n = Math.max(1, Math.round((b - a) / 10))
      for (let j = 1; j <= n; j++) wide.push(a + ((b - a) * j) / n)
    }
    wide.push(length)
    const wrong = widthSpread(profile, LENGTH, cellsFromEdges(wide, 'flat'))
    expect(right).not.toBeNull()
    expect(wrong).not.toBeNull()
    expect(right as number).toBeLessThan(0.01)
    expect(wrong as number).toBeGreaterThan(4 * (right as number))
  })

  it('says nothing when too few boundaries sit on an edge', () => {
    const cells = cellsFromEdges(truth, 'flat')
    expect(widthSpread(profileOf([truth[3] as number, truth[6] as number]), LENGTH, cells)).toBeNull()
  })

  it('counts a spread below whole-pixel rounding as luck', () => {
    // Cells of exactly 3 px lay every span in whole multiples of 3: a spread of 0 says nothing there.
    expect(unevener(0.012, 0, 3)).toBe(false)
    // At 8 px rounding is small, and 0.012 against 0 is clearly less even.
    expect(unevener(0.012, 0, 8)).toBe(true)
    expect(unevener(0.012, 0.005, 8)).toBe(false)
    expect(unevener(0.012, null, 8)).toBe(false)
  })
})
