import { describe, expect, it } from 'vitest'
import type { RGBAImage } from '../png.ts'
import { recoverNativePixelArt } from './recover.ts'
import { rng } from './testing/degrade.ts'
import { cellEdges, render } from './testing/render-cells.ts'

const COLOURS: Record<string, [number, number, number]> = {
  a: [17, 8, 30],
  b: [28, 78, 168],
  c: [189, 26, 48],
}

/**
 * A shield of vertical stripes two cells wide inside a one-cell outline: along x, cells twice too wide
 * hold every stripe, and only the outline's columns say otherwise.
 */
const SHIELD = [
  '.aaaaaaaaaa.',
  ...Array.from({ length: 10 }, () => 'abbccbbccbba'),
  '.abccbbccba.',
  '..accbbcca..',
  '...aaaaaa...',
]

function fromRows(rows: string[]): RGBAImage {
  const width = rows[0]!.length
  const data = new Uint8ClampedArray(width * rows.length * 4)
  rows.forEach((row, y) => {
    for (let x = 0; x < width; x++) {
      const c = COLOURS[row[x]!]
      if (c) data.set([...c, 255], (y * width + x) * 4)
    }
  })
  return { width, height: rows.length, data }
}

describe('square cells over a lattice twice too coarse on one axis', () => {
  it('takes the other axis cells when they fit this one better', () => {
    const sprite = fromRows(SHIELD)
    for (const [scale, seed] of [
      [6.93, 1],
      [8.7, 3],
    ] as const) {
      const random = rng(seed)
      const xs = cellEdges(12, scale, 0, 1, 1, random)
      const ys = cellEdges(14, scale, 0, 1, 1, random)
      const result = recoverNativePixelArt(render(sprite, xs, ys, true))
      expect([scale, result.image.width, result.image.height]).toEqual([scale, 12, 14])
    }
  })
})
