import { describe, expect, it } from 'vitest'
import type { RGBAImage } from '../png.ts'
import { cellsFromEdges, type AxisCells } from './axis-cells.ts'
import { edgeProfiles, premultiply } from './edge-profiles.ts'
import { pooledSize, recountAtPooledSize } from './pooled-size.ts'
import { blank, rng } from './testing/degrade.ts'
import { cellEdges, render } from './testing/render-cells.ts'

/** A sprite of `n` × `n` cells: a checkerboard except for a flat band of columns and rows [from, to). */
function bandedChecker(n: number, from: number, to: number): RGBAImage {
  const image = blank(n, n)
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      const flat = (x >= from && x < to) || (y >= from && y < to)
      const v = flat ? 120 : (x + y) % 2 === 0 ? 30 : 220
      image.data.set([v, flat ? 200 : v, v, 255], 4 * (y * n + x))
    }
  }
  return image
}

/** `count` cells between `from` and `to`, evenly spaced. */
const spread = (from: number, to: number, count: number) =>
  Array.from({ length: count + 1 }, (_, k) => from + ((to - from) * k) / count)

describe('the cell size measured on both axes', () => {
  it('settles the size and the spans’ counts together, leaving out spans that are no whole count', () => {
    // Spans of one to three cells 5.3 px wide, read a little off; 2.4 px is a boundary read twice.
    const spans = [5.2, 10.7, 5.4, 15.8, 5.3, 2.4, 10.5, 5.4, 16]
    expect(pooledSize(spans, 5.7)).toBeCloseTo(5.3, 1)
  })

  it('says nothing when the spans hold too few cells', () => {
    expect(pooledSize([5.2, 10.7], 5.3)).toBeNull()
  })
})

describe('flat runs recounted at the pooled size', () => {
  // 40 × 40 cells of about 5.3 px (widths vary ±8 %), a flat band 20 cells wide through the middle.
  const random = rng(7)
  const xs = cellEdges(40, 5.3, 0.08, 1, 1, random)
  const ys = cellEdges(40, 5.3, 0.08, 1, 1, random)
  const image = render(bandedChecker(40, 10, 30), xs, ys, true)
  const profiles = edgeProfiles(premultiply(image))
  const axis = (edges: number[], gradient = profiles.gradientX) => ({
    gradient,
    length: xs.length,
    cells: cellsFromEdges(edges, 'flat'),
  })
  const y = { ...axis(ys.edges, profiles.gradientY), length: ys.length }

  it('gives a flat run counted at a size read 5 % large the cells it holds', () => {
    // The band's 20 cells counted at 5.6 px: 19.
    const from = xs.edges[10] as number
    const to = xs.edges[30] as number
    const miscounted = [...xs.edges.slice(0, 10), ...spread(from, to, 19), ...xs.edges.slice(31)]
    const result = recountAtPooledSize(axis(miscounted), y)
    expect(result.x.count).toBe(40)
    expect(result.x.edges.slice(0, 11)).toEqual(xs.edges.slice(0, 11))
    expect(result.y).toBe(y.cells)
  })

  it('leaves grids whose runs hold the right count, and cells that are not square, alone', () => {
    const right = axis(xs.edges)
    expect(recountAtPooledSize(right, y).x).toBe(right.cells)
    const wide: AxisCells = cellsFromEdges(spread(0, xs.length, 20), 'flat')
    const result = recountAtPooledSize({ ...right, cells: wide }, y)
    expect(result.x).toBe(wide)
  })
})
