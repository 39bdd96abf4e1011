import { describe, expect, it } from 'vitest'
import { midCellEdge } from './mid-cell-edge.ts'

/** A gradient profile over 64 positions with spikes of the given strengths. */
function profile(spikes: Record<number, number>) {
  const values = new Float64Array(64)
  for (const [x, v] of Object.entries(spikes)) values[Number(x)] = v
  return { values, first: 0 }
}

const coarse = { scale: 8, phase: 0 }
const fine = { scale: 4, phase: 0 }
const onCoarse = { 8: 10, 16: 12, 24: 9, 32: 11, 40: 10, 48: 10 }

describe('midCellEdge', () => {
  it('finds a strong edge half a coarse cell from its boundaries, on a fine boundary', () => {
    expect(midCellEdge(profile({ ...onCoarse, 20: 9 }), coarse, fine)).toBe(true)
  })

  it('ignores weak edges there, and edges on no fine boundary', () => {
    expect(midCellEdge(profile(onCoarse), coarse, fine)).toBe(false)
    expect(midCellEdge(profile({ ...onCoarse, 20: 2 }), coarse, fine)).toBe(false)
    expect(midCellEdge(profile({ ...onCoarse, 22: 9 }), coarse, fine)).toBe(false)
  })

  it('finds the inner side of a one-cell outline on the boundary of a lattice of wide panels', () => {
    // Panels 32 wide framed by outlines one 5-pixel cell wide: the outline's far side is 5 pixels from a
    // panel boundary, far less than a quarter of a panel, but a whole fine cell.
    const panels = { scale: 32, phase: 0 }
    const cells = { scale: 5, phase: 0 }
    const outlines = { ...Object.fromEntries(Array.from({ length: 5 }, (_, i) => [32 * i, 10])) }
    const values = new Float64Array(140)
    for (const [x, v] of Object.entries({ ...outlines, 35: 9, 100: 10 })) values[Number(x)] = v
    expect(midCellEdge({ values, first: 0 }, panels, cells)).toBe(true)
    const flat = new Float64Array(140)
    for (const [x, v] of Object.entries({ ...outlines, 35: 1 })) flat[Number(x)] = v
    expect(midCellEdge({ values: flat, first: 0 }, panels, cells)).toBe(false)
  })
})
