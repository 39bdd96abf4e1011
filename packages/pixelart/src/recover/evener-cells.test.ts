import { describe, expect, it } from 'vitest'
import { cellsFromEdges } from './axis-cells.ts'
import { evenerCells } from './evener-cells.ts'

const LENGTH = 320

/** A gradient profile (boundary positions 1..LENGTH-1) with unit peaks at the given positions. */
function profileOf(at: number[]) {
  const values = new Float64Array(LENGTH - 1)
  for (const x of at) values[Math.round(x) - 1] = 1
  return { values, first: 1 }
}

/** Cells 8 px wide; edges after runs of 3 and 2 cells, as bricks and panels draw them. */
const runs = [3, 2]
const edgeCells: number[] = []
for (let k = 0, r = 0; k < 40; k += runs[r++ % runs.length] as number) edgeCells.push(k)
const bricks = profileOf(edgeCells.slice(1).map((k) => 8 * k))
const lattice = (scale: number) => Array.from({ length: Math.round(LENGTH / scale) + 1 }, (_, k) => k * scale)

describe('evener cells', () => {
  it('takes the finer cells that fill the spans between edges evenly over a repeat’s size', () => {
    // Four cells to every five true ones: a fit of that size holds every edge, with cells of 12 px in the
    // runs of three and 8 px in the runs of two.
    const found = cellsFromEdges(lattice(10), 'flat')
    expect(evenerCells(bricks, LENGTH, found).count).toBe(40)
  })

  it('keeps the true cells, and does not halve them', () => {
    const found = cellsFromEdges(lattice(8), 'flat')
    expect(evenerCells(bricks, LENGTH, found)).toBe(found)
  })
})
