import { describe, expect, it } from 'vitest'
import { cellsFromEdges } from './axis-cells.ts'
import { edgeThreshold, measuredEdge, reclaimCutCells, reclaimStart, settleStart } from './end-cells.ts'

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
    // 2 px (a fifth of a cell) show before the real edge at 2.
    const edges = settleStart([-6, 4, 14, 24, 34, 44, 50], peaks(50, [2, 14, 24, 34, 44]), 0.5, 10)
    expect(edges).toEqual([2, 14, 24, 34, 44, 50])
  })

  it('leaves a weak edge and a move within an edge’s width alone', () => {
    const edges = [-4, 6, ...inner, 50]
    expect(settleStart(edges, peaks(50, [6, ...inner]), 0.5, 10)).toEqual(edges)
    expect(settleStart([2, ...inner, 50], peaks(50, [6, ...inner], 0.3), 0.5, 10)).toEqual([2, ...inner, 50])
    expect(settleStart([5, ...inner, 50], peaks(50, [6, ...inner]), 0.5, 10)).toEqual([5, ...inner, 50])
  })

  it('lays out a flat margin’s cells anew from the outermost real edge', () => {
    // Nothing shows before 26 (a flat margin), so the lattice's boundaries there (8, 18) are
    // extrapolated; its boundary at 28 is the real edge at 26, and 2.6 cells show before it.
    const edges = settleStart([-2, 8, 18, 28, 38, 48, 50], peaks(50, [26, 36, 46]), 0.5, 10)
    expect(edges).toEqual([-4, 6, 16, 26, 38, 48, 50])
    // With the real edge where the grid has it, the margin keeps its cells.
    const kept = [-4, 6, 16, 26, 36, 46, 50]
    expect(settleStart(kept, peaks(50, [26, 36, 46]), 0.5, 10)).toEqual(kept)
  })

  it('asks an edge to stand clear of the axis’s noise', () => {
    // Grain everywhere (0.1) and weak grid edges: half the sharp energy is the grain's level.
    const energy = new Float64Array(51).fill(0.1)
    for (const x of [16, 26, 36, 46]) energy[x] = 0.25
    expect(edgeThreshold(energy, [-4, 6, 16, 26, 36, 46, 50], 50)).toBeCloseTo(0.3)
    expect(edgeThreshold(peaks(50, inner), [-4, 6, ...inner, 50], 50)).toBeCloseTo(0.5)
  })

  it('keeps the next cell to a width the irregular fit allows', () => {
    // An edge 4 px before the boundary would leave the next cell 14 px wide (1.4 cells).
    const edges = [6, ...inner, 50]
    expect(settleStart(edges, peaks(50, [2, ...inner]), 0.5, 10)).toEqual(edges)
  })
})

describe('reclaiming cut cells from a measured edge', () => {
  /** Energy with a blurred edge centred at `at` (spread over the pixel boundaries around it). */
  function blurredEdges(length: number, at: number[]): Float64Array {
    const energy = new Float64Array(length + 1)
    for (const c of at) {
      for (let x = Math.floor(c) - 1; x <= Math.ceil(c) + 1; x++) {
        if (x > 0 && x < length) energy[x] = (energy[x] as number) + Math.max(0, 1 - Math.abs(x - c) / 1.5)
      }
    }
    return energy
  }
  const inner = [15.2, 25.2, 35.2, 45.2]

  it('counts a cell cut to half its width that the grid dropped as a sliver', () => {
    // The real first boundary is at 5.2 (half a 10-px cell shows); the grid read it at 6.2.
    const energy = blurredEdges(50, [5.2, ...inner])
    expect(measuredEdge(energy, 6.2, 10)).toBeCloseTo(5.2, 0)
    expect(reclaimStart([6.2, ...inner, 50], energy, 10)).toEqual([-3.8, 6.2, ...inner, 50])
  })

  it('leaves a cropped margin of a third of a cell dropped', () => {
    const energy = blurredEdges(50, [3.4, ...inner])
    expect(reclaimStart([4.2, ...inner, 50], energy, 10)).toEqual([4.2, ...inner, 50])
  })

  it('needs an edge at the boundary itself', () => {
    // No edge near the first boundary (a flat margin), or only the next boundary's.
    expect(reclaimStart([6, ...inner, 50], blurredEdges(50, inner), 10)).toEqual([6, ...inner, 50])
    expect(measuredEdge(blurredEdges(50, inner), 6, 10)).toBeNull()
  })

  it('leaves cells already counted, cells under 3 px and grids at the editor’s limit alone', () => {
    const energy = blurredEdges(50, [5.2, ...inner])
    expect(reclaimStart([-4.8, 5.2, ...inner, 50], energy, 10)).toEqual([-4.8, 5.2, ...inner, 50])
    const gradient = { first: 0, values: energy }
    const cells = cellsFromEdges([6.2, ...inner, 50], 'flat')
    expect(reclaimCutCells(gradient, cells, 50, 128).count).toBe(cells.count + 1)
    expect(reclaimCutCells(gradient, cells, 50, cells.count)).toBe(cells)
    const tiny = cellsFromEdges([1.5, 4, 6.5, 9, 11.5, 12], 'flat')
    expect(reclaimCutCells(gradient, tiny, 12, 128)).toBe(tiny)
  })
})
