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

/**
 * 40 × 40 cells of about 5.3 px (widths vary ±8 %), box-filtered, flat over columns and rows [from, to):
 * the true edges and an axis builder (x unless told) over the drawn image's profiles.
 */
function drawnBand(seed: number, from: number, to: number, jitter = 0.08) {
  const random = rng(seed)
  const xs = cellEdges(40, 5.3, jitter, 1, 1, random)
  const ys = cellEdges(40, 5.3, jitter, 1, 1, random)
  const profiles = edgeProfiles(premultiply(render(bandedChecker(40, from, to), xs, ys, true)))
  const axis = (edges: number[], name: 'x' | 'y' = 'x') => ({
    gradient: name === 'x' ? profiles.gradientX : profiles.gradientY,
    length: name === 'x' ? xs.length : ys.length,
    cells: cellsFromEdges(edges, 'flat'),
  })
  return { xs, ys, axis }
}

describe('flat runs recounted at the pooled size', () => {
  // A flat band 20 cells wide through the middle.
  const { xs, ys, axis } = drawnBand(7, 10, 30)
  const y = axis(ys.edges, 'y')

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

  it('gives a flat margin of several cells, counted at a size read large, the cells it shows', () => {
    // The first 8 columns and rows are flat; the grid put 7 cells of 6.06 px before the first edge.
    const margin = drawnBand(11, 0, 8)
    const edges = margin.xs.edges
    const miscounted = [...spread(0, edges[8] as number, 7), ...edges.slice(9)]
    const result = recountAtPooledSize(margin.axis(miscounted), margin.axis(margin.ys.edges, 'y'))
    expect(result.x.count).toBe(40)
    expect(result.x.edges.slice(8)).toEqual(edges.slice(8))
    expect(result.y.count).toBe(40)
  })

  it('leaves grids whose runs hold the right count, and cells that are not square, alone', () => {
    const right = axis(xs.edges)
    expect(recountAtPooledSize(right, y).x).toBe(right.cells)
    const wide: AxisCells = cellsFromEdges(spread(0, xs.length, 20), 'flat')
    const result = recountAtPooledSize({ ...right, cells: wide }, y)
    expect(result.x).toBe(wide)
  })
})

describe('a long flat run of cells whose widths vary ±12 %, counted a cell off', () => {
  /** The x axis of band `seed` with its 20-cell flat band counted `count`, recounted. */
  function recounted(seed: number, count: number): number {
    const { xs, ys, axis } = drawnBand(seed, 10, 30, 0.12)
    const from = xs.edges[10] as number
    const to = xs.edges[30] as number
    const counted = [...xs.edges.slice(0, 10), ...spread(from, to, count), ...xs.edges.slice(31)]
    return recountAtPooledSize(axis(counted), axis(ys.edges, 'y')).x.count
  }

  it('is recounted even when its length is no whole count at the pooled size', () => {
    // The band is 20.35 cells of the mean width long: 19 is further off than 20.
    expect(recounted(47, 19)).toBe(40)
  })

  it('is recounted right more often than not, and a right count mostly stays', () => {
    const seeds = Array.from({ length: 60 }, (_, k) => k + 1)
    const fixed =
      seeds.filter((s) => recounted(s, 19) === 40).length +
      seeds.filter((s) => recounted(s, 21) === 40).length
    const kept = seeds.filter((s) => recounted(s, 20) === 40).length
    // Counted where only whole-looking runs were recounted: 73 of 120 and 57 of 60.
    expect(fixed).toBeGreaterThanOrEqual(84)
    expect(kept).toBeGreaterThanOrEqual(54)
  })
})
