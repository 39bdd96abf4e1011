import { describe, expect, it } from 'vitest'
import { cellsFromEdges } from './axis-cells.ts'
import type { Premultiplied } from './edge-profiles.ts'
import { reclaimSlivers } from './end-slivers.ts'

const WHITE = [255, 255, 255, 255]
const RED = [200, 30, 30, 255]

/**
 * A 40×30 white image with the given columns painted red on rows 8–19 (12 rows: two 6-px cells), or
 * mixed towards red by the given share per column.
 */
function image(redColumns: number[] | Record<number, number>): Premultiplied {
  const width = 40
  const height = 30
  const share = (x: number) =>
    Array.isArray(redColumns) ? (redColumns.includes(x) ? 1 : 0) : (redColumns[x] ?? 0)
  const data = new Uint8ClampedArray(width * height * 4)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = y >= 8 && y < 20 ? share(x) : 0
      data.set(
        WHITE.map((w, c) => Math.round((1 - t) * w + t * (RED[c] as number))),
        4 * (y * width + x),
      )
    }
  }
  return { width, height, data }
}

// Cells of 6 px from x = 3: the strip 0–3 before them was left out as a sliver (half a cell).
const cells = cellsFromEdges([3, 9, 15, 21, 27, 33, 39], 'flat')

describe('reclaiming cut cells with detail of their own at the image edges', () => {
  it('adds a cell for a strip whose colour changes along the edge', () => {
    const out = reclaimSlivers(image([0, 1, 2]), 'x', cells, 6, 40, 128)
    expect(out.edges).toEqual([-3, 3, 9, 15, 21, 27, 33, 39])
    expect(out.count).toBe(7)
  })

  it('leaves a flat strip (a margin) to be judged by its width alone', () => {
    expect(reclaimSlivers(image([5, 6, 7]), 'x', cells, 6, 40, 128)).toBe(cells)
  })

  it('leaves a flat strip that only a blurred boundary tints, fading towards the image edge', () => {
    // The red cell beyond the boundary at 3 bleeds into the margin: a fifth at the edge, half inside.
    expect(reclaimSlivers(image({ 0: 0.2, 1: 0.5, 2: 0.8, 3: 1 }), 'x', cells, 6, 40, 128)).toBe(cells)
  })

  it('leaves a strip too narrow to be a cut cell, and detail shorter than a cell along the edge', () => {
    const narrow = cellsFromEdges([1, 7, 13, 19, 25, 31, 37, 39], 'flat')
    expect(reclaimSlivers(image([0]), 'x', narrow, 6, 40, 128)).toBe(narrow)
    // The red run is 12 rows: on a grid of 24-px rows it is under RUN_SHARE of a cell.
    expect(reclaimSlivers(image([0, 1, 2]), 'x', cells, 24, 40, 128)).toBe(cells)
  })

  it('never makes the grid larger than the editor holds', () => {
    // Six cells with room for six: the detailed strip stays out rather than a seventh cell being refused.
    expect(reclaimSlivers(image([0, 1, 2]), 'x', cells, 6, 40, 6)).toBe(cells)
    // Room for one more: the first end takes it, the far end gets none.
    const both = image([0, 1, 2, 39])
    const short = cellsFromEdges([3, 9, 15, 21, 27, 33, 37], 'flat')
    expect(reclaimSlivers(both, 'x', short, 6, 40, 7).count).toBe(7)
  })

  it('adds the cell at the far end too', () => {
    // The last boundary is at 37, and the 3-px strip after it is red on some rows.
    const short = cellsFromEdges([1, 7, 13, 19, 25, 31, 37], 'flat')
    const out = reclaimSlivers(image([37, 38, 39]), 'x', short, 6, 40, 128)
    expect(out.edges.at(-1)).toBe(43)
    expect(out.count).toBe(7)
  })
})
