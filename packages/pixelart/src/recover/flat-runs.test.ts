import { describe, expect, it } from 'vitest'
import { respaceFlatRuns } from './flat-runs.ts'

/** An energy profile (positions 0..length) with unit peaks at the given positions. */
function peaks(length: number, at: number[]): Float64Array {
  const energy = new Float64Array(length + 1)
  for (const x of at) energy[x] = 1
  return energy
}

/** Edges every `step` px from `from` to `to` (both included). */
const every = (from: number, to: number, step: number) =>
  Array.from({ length: Math.round((to - from) / step) + 1 }, (_, k) => from + k * step)

describe('cell counts in flat runs', () => {
  // Cells 5.5 px wide: real edges bound short spans at both ends, with a flat run of 11 cells
  // (60.5 px) between 22 and 82.5, which a whole-pixel fit spaces at 6 px: ten cells.
  const realStart = [0, 5.5, 11, 16.5, 22]
  const realEnd = [82.5, 88, 93.5, 99, 104.5]
  const energy = peaks(110, [...realStart.slice(1), ...realEnd].map(Math.round))

  it('re-lays a flat run whose whole-pixel spacing lost a cell', () => {
    const fitted = [0, 6, 11, 17, 22, ...every(28, 76, 6), 83, 88, 94, 99, 105, 110]
    const edges = respaceFlatRuns(fitted, energy, 5.6)
    expect(edges.length - 1).toBe(fitted.length)
    const run = edges.filter((e) => e >= 22 && e <= 83)
    expect(run).toHaveLength(12)
    for (let k = 1; k < run.length; k++)
      expect((run[k] as number) - (run[k - 1] as number)).toBeCloseTo(5.5, 1)
  })

  it('keeps the fitted boundaries where the count is right', () => {
    const fitted = [0, 6, 11, 17, 22, 28, 33, 39, 44, 50, 55, 61, 66, 72, 77, 83, 88, 94, 99, 105, 110]
    expect(respaceFlatRuns(fitted, energy, 5.6)).toEqual(fitted)
  })

  it('counts a flat margin’s cells from the outermost real edge', () => {
    // Real edges from 30 on, 5 px cells: 30 px of flat margin hold six cells. The fit put five there.
    const fitted = [0, 6, 12, 18, 24, ...every(30, 95, 5), 100]
    const edges = respaceFlatRuns(fitted, peaks(100, every(30, 95, 5)), 5.6)
    expect(edges.filter((e) => e < 30)).toEqual([0, 5, 10, 15, 20, 25])
    // And a cut cell that shows less than VISIBLE_SHARE of a cell (2 of 5 px) is no cell; 3 of 5 px is.
    const short = respaceFlatRuns([0, ...every(2, 97, 5), 100], peaks(100, every(2, 97, 5)), 5)
    expect(short[0]).toBe(2)
    expect(short.at(-1)).toBe(100)
  })

  it('measures the cell size on every span between edges, not only the short ones', () => {
    // Cells of about 9.7 px: the four one-cell spans at the start happen to be wide (11 px), ten spans of
    // three cells (29 px) show the true size, and a flat run of 96 px holds ten cells. Measured on the
    // short spans alone (11 px) the run reads as nine; counts and size settled over all spans, ten.
    const anchors = [20, 31, 42, 53, 64, ...every(93, 354, 29), 450]
    const fitted = [0, 10, ...anchors.slice(0, 5)]
    for (let a = 64; a < 354; a += 29) fitted.push(a + 10, a + 19, a + 29)
    for (let j = 1; j <= 9; j++) fitted.push(Math.round(354 + (96 * j) / 9))
    fitted.push(460, 470)
    const edges = respaceFlatRuns(fitted, peaks(470, anchors), 10)
    expect(edges.filter((e) => e > 354 && e < 450)).toHaveLength(9)
  })

  it('lays flat runs at a cell size it is given (the other axis’s) instead of its own measure', () => {
    // Four one-cell spans of 11 px and a flat run of 96 px: measured on this axis alone, nine cells of
    // about 10.7; at the other axis's 9.6 px, ten.
    const anchors = [20, 31, 42, 53, 64, 160]
    const fitted = [0, 10, ...anchors.slice(0, 5)]
    for (let j = 1; j <= 9; j++) fitted.push(Math.round(64 + (96 * j) / 9))
    fitted.push(170, 180)
    const inRun = (edges: number[]) => edges.filter((e) => e > 64 && e < 160).length
    expect(inRun(respaceFlatRuns(fitted, peaks(180, anchors), 10))).toBe(8)
    expect(inRun(respaceFlatRuns(fitted, peaks(180, anchors), 10, 9.6))).toBe(9)
  })

  it('leaves an axis with fewer than two real edges as fitted', () => {
    const fitted = [0, 6, 12, 18, 24, 30]
    expect(respaceFlatRuns(fitted, peaks(30, [12]), 6)).toEqual(fitted)
  })
})

describe('which boundaries sit on an edge', () => {
  it('counts a faint edge that stands above its local floor, not a bump in the grain', () => {
    // Grain at 0.05 everywhere; faint edges (0.15) at 10 and 20, a bump (0.07) at 30, strong edges at
    // 40 and 50. The fit's boundaries at 10, 20 and 30 stay as they are: only 30 is in a flat run, and
    // the run 20–40 holds two cells either way.
    const energy = new Float64Array(61).fill(0.05)
    for (const [x, e] of [
      [10, 0.15],
      [20, 0.15],
      [30, 0.07],
      [40, 1],
      [50, 1],
    ] as const)
      energy[x] = e
    const fitted = [0, 10, 20, 30, 40, 50, 60]
    expect(respaceFlatRuns(fitted, energy, 10)).toEqual(fitted)
    // Three cells in the flat run 20–40 (the fit's spacing drifted): it is re-laid as two, and the
    // boundaries on the faint edges hold.
    const drifted = [0, 10, 20, 27, 34, 40, 50, 60]
    expect(respaceFlatRuns(drifted, energy, 10)).toEqual(fitted)
  })
})
