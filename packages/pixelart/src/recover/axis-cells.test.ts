import { describe, expect, it } from 'vitest'
import { cellsFromEdges, oneWayOnBothAxes } from './axis-cells.ts'

const lattice = (count: number, size: number) => Array.from({ length: count + 1 }, (_, k) => k * size)

describe('oneWayOnBothAxes', () => {
  const ramps = cellsFromEdges(lattice(20, 6), 'linear')
  const flat = cellsFromEdges(lattice(12, 6), 'flat')

  it('judges a noisy grid read as ramps on one axis only as flat cells on both, and says which had ramps', () => {
    const mixed = oneWayOnBothAxes(ramps, flat, true)
    expect(mixed).not.toBeNull()
    expect(mixed?.x).toEqual({ ...ramps, model: 'flat' })
    expect(mixed?.y).toEqual(flat)
    expect([mixed?.rampsX, mixed?.rampsY]).toEqual([true, false])
    expect(oneWayOnBothAxes(flat, ramps, true)).toMatchObject({ rampsX: false, rampsY: true })
  })

  it("keeps a clean image's reading: its ramps are a smooth upscale's", () => {
    expect(oneWayOnBothAxes(ramps, flat, false)).toBeNull()
  })

  it('leaves grids read alike on both axes', () => {
    expect(oneWayOnBothAxes(flat, flat, true)).toBeNull()
    expect(oneWayOnBothAxes(ramps, ramps, true)).toBeNull()
  })
})
