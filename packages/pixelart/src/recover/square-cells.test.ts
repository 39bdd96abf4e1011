import { describe, expect, it } from 'vitest'
import { cellsFromEdges } from './axis-cells.ts'
import { squareCells } from './square-cells.ts'

const LENGTH = 320

/** A gradient profile (boundary positions 1..LENGTH-1) with a peak at each given edge over weak noise. */
function profileOf(peaks: { at: number; height: number }[]) {
  let seed = 5
  const values = new Float64Array(LENGTH - 1).map(() => {
    seed = (seed * 16807) % 2147483647
    return 0.02 * (seed / 2147483647)
  })
  for (const p of peaks) values[p.at - 1] = p.height
  return { values, first: 1 }
}

const lattice = (scale: number) => Array.from({ length: LENGTH / scale + 1 }, (_, k) => k * scale)
/** Edges on every boundary of 8-px cells, those on every second boundary `strong` times stronger. */
const everyCell = (strong = 1) =>
  profileOf(
    lattice(8)
      .slice(1, -1)
      .map((at, k) => ({ at, height: k % 2 === 1 ? strong : 1 })),
  )

describe('square cells', () => {
  it('refits an axis whose cells merged pairs of cells whose edges repeat every second cell', () => {
    // An isometric sprite's 2:1 steps: most x edges every second cell, a few on the others.
    const x = { gradient: everyCell(4), length: LENGTH, cells: cellsFromEdges(lattice(16), 'flat') }
    const y = { gradient: everyCell(), length: LENGTH, cells: cellsFromEdges(lattice(8), 'flat') }
    const square = squareCells(x, y)
    expect(square.x.count).toBe(40)
    expect(square.y).toBe(y.cells)
  })

  it('squares cells when only one axis was read as a smooth upscale', () => {
    // Blurred cells whose ramps one axis took for a smooth upscale's: the image was still made one way
    // on both axes, so the coarse axis is refitted as when both read as flat cells.
    const x = { gradient: everyCell(4), length: LENGTH, cells: cellsFromEdges(lattice(16), 'linear') }
    const y = { gradient: everyCell(), length: LENGTH, cells: cellsFromEdges(lattice(8), 'flat') }
    expect(squareCells(x, y).x.count).toBe(40)
    // A smooth upscale read as one on both axes keeps its cells.
    const smooth = { ...y, cells: cellsFromEdges(lattice(8), 'linear') }
    expect(squareCells(x, smooth)).toEqual({ x: x.cells, y: smooth.cells })
  })

  it('merges an axis split into half cells that hold no edges of their own', () => {
    const x = { gradient: everyCell(), length: LENGTH, cells: cellsFromEdges(lattice(8), 'flat') }
    const y = { gradient: everyCell(), length: LENGTH, cells: cellsFromEdges(lattice(4), 'flat') }
    const square = squareCells(x, y)
    expect(square.y.count).toBe(40)
    expect(square.x).toBe(x.cells)
  })

  it('leaves square cells alone', () => {
    const x = { gradient: everyCell(), length: LENGTH, cells: cellsFromEdges(lattice(8), 'flat') }
    const y = { gradient: everyCell(), length: LENGTH, cells: cellsFromEdges(lattice(8), 'flat') }
    expect(squareCells(x, y)).toEqual({ x: x.cells, y: y.cells })
  })

  it('judges an axis it leaves as found the same way in every option', () => {
    // A narrow sprite's few columns found as half cells; the rows' lattice sits 0.75 px off their edges,
    // as a lattice does off the whole pixels a fit lands on. Merging the columns leaves the rows as found,
    // so they must not count against it.
    const x = { gradient: everyCell(), length: LENGTH, cells: cellsFromEdges(lattice(4), 'flat') }
    const shifted = lattice(8).map((e) => e + 0.75)
    const y = { gradient: everyCell(), length: LENGTH, cells: cellsFromEdges(shifted, 'flat') }
    const square = squareCells(x, y)
    expect(square.x.count).toBe(40)
    expect(square.y).toBe(y.cells)
  })

  it('refits the coarse axis when only cells of the fine size draw the image', () => {
    // Bevelled blocks four cells tall: strong edges every 32 px, the bevels' faint ones every 8 px. Rows
    // found at 32/3 px hold every strong edge with fewer cells than rows of 8 px, but draw the bevels
    // badly; only cells on the 8-px boundaries draw the image.
    const blocks = profileOf(
      lattice(8)
        .slice(1, -1)
        .map((at) => ({ at, height: at % 32 === 0 ? 1 : 0.015 })),
    )
    const redraw = (edges: readonly number[]) =>
      edges.every((e) => Math.abs(e / 8 - Math.round(e / 8)) < 0.2) ? 2 : 12
    const x = { gradient: everyCell(), length: LENGTH, cells: cellsFromEdges(lattice(8), 'flat'), redraw }
    const rows = cellsFromEdges(lattice(32 / 3), 'flat')
    const y = { gradient: blocks, length: LENGTH, cells: rows, redraw }
    expect(squareCells(x, y).y.count).toBe(40)
    // Without the redraw, fewest cells among equals keeps the rows found.
    expect(squareCells({ ...x, redraw: undefined }, { ...y, redraw: undefined }).y).toBe(rows)
  })

  it('refits the coarse axis whose cells fill the spans between its edges unevenly', () => {
    // Bricks: x edges after runs of 3, 2, 1 … cells of 8 px. Columns found 10 px wide or more hold every one of
    // them (each span laid as its length over 11 px, at least one cell), and with fewer cells.
    const runs = [3, 2, 1, 3, 2, 2, 3, 1]
    const edgeCells: number[] = [0]
    for (let r = 0; (edgeCells.at(-1) as number) < 40; r++)
      edgeCells.push(Math.min(40, (edgeCells.at(-1) as number) + (runs[r % runs.length] as number)))
    const wide: number[] = [0]
    for (let i = 1; i < edgeCells.length; i++) {
      const a = 8 * (edgeCells[i - 1] as number)
      const b = 8 * (edgeCells[i] as number)
      const n = Math.max(1, Math.round((b - a) / 11))
      for (let j = 1; j <= n; j++) wide.push(a + ((b - a) * j) / n)
    }
    const bricks = profileOf(edgeCells.slice(1, -1).map((k) => ({ at: 8 * k, height: 1 })))
    const columns = cellsFromEdges(wide, 'flat')
    expect(columns.scale).toBeGreaterThanOrEqual(10)
    const x = { gradient: bricks, length: LENGTH, cells: columns }
    const y = { gradient: everyCell(), length: LENGTH, cells: cellsFromEdges(lattice(8), 'flat') }
    const square = squareCells(x, y)
    expect(square.x.count).toBe(40)
    expect(square.y).toBe(y.cells)
  })

  it('takes square cells among equals when the refined coarse axis draws clearly better', () => {
    // A crowd's heads every second row: strong y edges every 16 px, faint ones between. Rows of 16 px hold
    // as many strong edges as rows of 8 px with fewer cells, and draw well enough, but 8-px rows draw
    // the faint lines too: a repeat the found rows merged, not a sprite stretched on purpose.
    const heads = everyCell(4)
    const faint = profileOf(
      lattice(8)
        .slice(1, -1)
        .map((at) => ({ at, height: at % 16 === 0 ? 1 : 0.03 })),
    )
    // Residuals under DRAWN_RESIDUAL either way: boundaries on every 8-px line draw a third better.
    const onEvery8 = (edges: readonly number[]) =>
      lattice(8).every((at) => edges.some((e) => Math.abs(e - at) < 1))
    const redraw = (edges: readonly number[]) => (onEvery8(edges) ? 4 : 6)
    const x = { gradient: heads, length: LENGTH, cells: cellsFromEdges(lattice(8), 'flat'), redraw }
    const rows = cellsFromEdges(lattice(16), 'flat')
    const y = { gradient: faint, length: LENGTH, cells: rows, redraw }
    expect(squareCells(x, y).y.count).toBe(40)
    // A refit that draws no better (a sprite stretched to a square canvas) keeps the fewest cells.
    const same = () => 4
    expect(squareCells({ ...x, redraw: same }, { ...y, redraw: same }).y).toBe(rows)
  })
})
