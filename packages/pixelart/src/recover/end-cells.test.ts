import { describe, expect, it } from 'vitest'
import { settleStart } from './end-cells.ts'

/** An energy profile (positions 0..length) with unit peaks at the given positions. */
function peaks(length: number, at: number[], height = 1): Float64Array {
  const energy = new Float64Array(length + 1)
  for (const x of at) energy[x] = height
  return energy
}

describe('settling the cells at the ends of an axis', () => {
  const inner = [16, 26, 36, 46]

  it('moves a drifted first boundary onto the real edge and counts the cut cell beyond it', () => {
    // The real first boundary is at 6 (a cut cell of 6 of 10 px shows); the grid put it at 2, so the
    // sliver before it was dropped.
    const edges = settleStart([2, ...inner, 50], peaks(50, [6, ...inner]), 0.5, 10)
    expect(edges).toEqual([-4, 6, ...inner, 50])
  })

  it('drops the cut cell when less than VISIBLE_SHARE of a cell shows before the real edge', () => {
    const edges = settleStart([-4, 6, 16, 26, 36, 46, 50], peaks(50, [3, ...inner]), 0.5, 10)
    expect(edges).toEqual([3, ...inner, 50])
  })

  it('leaves a flat margin, a weak edge and a move within an edge’s width alone', () => {
    const edges = [2, ...inner, 50]
    expect(settleStart(edges, peaks(50, inner), 0.5, 10)).toEqual(edges)
    expect(settleStart(edges, peaks(50, [6], 0.3), 0.5, 10)).toEqual(edges)
    expect(settleStart([5, ...inner, 50], peaks(50, [6, ...inner]), 0.5, 10)).toEqual([5, ...inner, 50])
  })

  it('keeps the next cell to a width the irregular fit allows', () => {
    // An edge 4 px before the boundary would leave the next cell 14 px wide (1.4 cells).
    const edges = [6, ...inner, 50]
    expect(settleStart(edges, peaks(50, [2, ...inner]), 0.5, 10)).toEqual(edges)
  })
})
