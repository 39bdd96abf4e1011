import { describe, expect, it } from 'vitest'
import type { RGBAImage } from '../png.ts'
import { cellsFromEdges } from './axis-cells.ts'
import { edgeProfiles, premultiply } from './edge-profiles.ts'
import { narrowDetail, splitCells } from './split-cells.ts'
import { addNoise, blank, blur, rng } from './testing/degrade.ts'
import { cellEdges, render } from './testing/render-cells.ts'

/** A gradient profile over `length` positions: triangular peaks (3 px wide) of the given heights. */
function profile(length: number, peaks: Record<number, number>) {
  const values = new Float64Array(length)
  for (const [at, height] of Object.entries(peaks)) {
    const x = Number(at)
    values[x] = Math.max(values[x] as number, height)
    values[x - 1] = Math.max(values[x - 1] as number, height / 2)
    values[x + 1] = Math.max(values[x + 1] as number, height / 2)
  }
  return { values, first: 0 }
}

/** Found cells of 20 px over 200 px, with a strong edge on every other boundary. */
const found = cellsFromEdges(
  Array.from({ length: 11 }, (_, k) => 20 * k),
  'flat',
)
const onBoundaries = { 20: 100, 60: 90, 100: 110, 140: 100, 180: 95 }

describe('narrowDetail: two strong edges closer than a found cell', () => {
  it('sees a one-cell stripe on a grid of two-cell blocks', () => {
    expect(narrowDetail(profile(200, { ...onBoundaries, 110: 95 }), found.edges, found.scale)).toBe(true)
  })

  it('ignores a weak edge beside a strong one, edges a whole cell apart, and one blurred edge', () => {
    expect(narrowDetail(profile(200, { ...onBoundaries, 110: 30 }), found.edges, found.scale)).toBe(false)
    expect(narrowDetail(profile(200, { ...onBoundaries, 120: 100 }), found.edges, found.scale)).toBe(false)
    // Two peaks 4 px apart with no valley between them are one edge.
    const smeared = profile(200, { ...onBoundaries, 104: 100 })
    for (let x = 100; x <= 104; x++) smeared.values[x] = Math.max(smeared.values[x] as number, 80)
    expect(narrowDetail(smeared, found.edges, found.scale)).toBe(false)
  })

  it('halves the cells when it sees one, and keeps them otherwise', () => {
    const split = splitCells(profile(200, { ...onBoundaries, 110: 95 }), found, 128)
    expect(split.count).toBe(20)
    expect(split.edges[1]).toBe(10)
    expect(splitCells(profile(200, onBoundaries), found, 128)).toBe(found)
    // Halves past the largest count allowed are not taken.
    expect(splitCells(profile(200, { ...onBoundaries, 110: 95 }), found, 19)).toBe(found)
  })
})

/** Broad stripes: columns in pairs of colours, rows in bands two cells tall, and (unless `line` is -1) one
 * dark line a single cell tall across it, the only detail finer than the two-cell blocks. */
function stripes(width: number, height: number, line: number): RGBAImage {
  const image = blank(width, height)
  const colours: [number, number, number][] = [
    [200, 160, 112],
    [32, 160, 176],
    [16, 96, 200],
    [48, 128, 64],
  ]
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const c = y === line ? [40, 24, 16] : (y >> 1) % 3 === 0 ? colours[0] : colours[1 + ((x >> 1) % 3)]
      image.data.set([...(c as number[]), 255], (y * width + x) * 4)
    }
  }
  return image
}

/** The stripes drawn on irregular cells about 10.5 px wide, blurred and noisy, with the rows' true edges. */
function drawnStripes(seed: number, line: number) {
  const random = rng(seed)
  const xs = cellEdges(16, 10.5, 0.1, 1, 1, random)
  const ys = cellEdges(24, 10.5, 0.1, 1, 1, random)
  const image = premultiply(addNoise(blur(render(stripes(16, 24, line), xs, ys, true), 0.8), 3, random))
  // The rows read two at a time: the grid of the blocks.
  const pairs = cellsFromEdges(
    ys.edges.filter((_, k) => k % 2 === 0),
    'flat',
  )
  return { gradient: edgeProfiles(image).gradientY, pairs }
}

describe('split cells on a drawn image', () => {
  it('halves rows read two at a time when a one-cell line crosses the image', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const { gradient, pairs } = drawnStripes(seed, 5 + 2 * seed)
      expect(splitCells(gradient, pairs, 128).count).toBe(24)
    }
  })

  it('keeps them when every edge lies on the blocks (their true cells are the blocks)', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const { gradient, pairs } = drawnStripes(seed, -1)
      expect(splitCells(gradient, pairs, 128)).toBe(pairs)
    }
  })
})
