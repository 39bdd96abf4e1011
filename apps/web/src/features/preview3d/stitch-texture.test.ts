import { describe, expect, it } from 'vitest'
import type { RGBAImage } from '@threadbit/pixelart'
import {
  classifyStitches,
  decodeStitch,
  encodeStitch,
  generateClothWeave,
  generateStitchMaps,
} from './stitch-texture.ts'

/** An image from rows of characters: '.' is transparent, other characters name colours. */
function image(rows: string[], colors: Record<string, [number, number, number]>): RGBAImage {
  const width = rows[0]!.length
  const data = new Uint8ClampedArray(width * rows.length * 4)
  rows.forEach((row, y) =>
    [...row].forEach((ch, x) => {
      const c = colors[ch]
      if (!c) return
      data.set([...c, 255], (y * width + x) * 4)
    }),
  )
  return { width, height: rows.length, data }
}

const RED: [number, number, number] = [200, 30, 40]
const BLUE: [number, number, number] = [20, 60, 200]
const NO_BORDER = { border: false, borderColor: '#000000' }

function texel(maps: { width: number; color: Uint8ClampedArray }, x: number, y: number) {
  return Array.from(maps.color.subarray((y * maps.width + x) * 4, (y * maps.width + x) * 4 + 4))
}

describe('stitch textures', () => {
  it('are 4 times the source size', () => {
    const maps = generateStitchMaps(image(['rr.', 'rrr'], { r: RED }), NO_BORDER)
    expect([maps.width, maps.height]).toEqual([12, 8])
    expect(maps.color).toHaveLength(12 * 8 * 4)
    expect(maps.normal).toHaveLength(12 * 8 * 4)
  })

  it('add a 1.5-pixel border ring in the border colour when the border is on', () => {
    const maps = generateStitchMaps(image(['rr', 'rr'], { r: RED }), { border: true, borderColor: '#00ff00' })
    expect(maps.marginCells).toBe(1.5)
    expect([maps.width, maps.height]).toEqual([(2 + 3) * 4, (2 + 3) * 4])
    const [r, g, b, a] = texel(maps, 2, 10)
    expect(a).toBe(255)
    expect(g).toBeGreaterThan(150)
    expect(r).toBe(0)
    expect(b).toBe(0)
  })

  it('leave transparent pixels bare and cover the others with thread of their colour', () => {
    const maps = generateStitchMaps(image(['r.', '..'], { r: RED }), NO_BORDER)
    expect(texel(maps, 6, 2)[3]).toBe(0)
    expect(texel(maps, 5, 6)[3]).toBe(0)
    const [r, g, b, a] = texel(maps, 1, 1)
    expect(a).toBe(255)
    // Shaded, never recoloured: the channels keep their order and rough ratio.
    expect(r).toBeGreaterThan(120)
    expect(r).toBeGreaterThan(g! * 3)
    expect(r).toBeGreaterThan(b! * 3)
  })

  it('sew narrow runs as satin across the run and large areas as tatami', () => {
    const stitches = classifyStitches(
      image(['bbbbbb', 'bbbbbb', 'bbbbbb', '......', 'r.....', 'r.....', 'r.....', '..rr..'], {
        b: BLUE,
        r: RED,
      }),
    )
    expect(stitches[0]).toMatchObject({ kind: 'tatami' })
    // A vertical line one pixel wide: threads go across it (along x).
    expect(stitches[4 * 6]).toEqual({ kind: 'satin', angle: 0 })
    // A horizontal run two pixels long and one tall: threads go along y, across the short side.
    expect(stitches[7 * 6 + 2]).toEqual({ kind: 'satin', angle: 2 })
    expect(stitches[3 * 6]).toBeNull()
  })

  it('store each texel stitch kind and direction in the normal map alpha', () => {
    for (const stitch of [
      { kind: 'satin', angle: 0 },
      { kind: 'satin', angle: 3 },
      { kind: 'tatami', angle: 2 },
    ] as const) {
      expect(decodeStitch(encodeStitch(stitch))).toEqual(stitch)
    }
    const maps = generateStitchMaps(image(['r', 'r', 'r'], { r: RED }), NO_BORDER)
    expect(decodeStitch(maps.normal[(5 * maps.width + 1) * 4 + 3]!)).toEqual({ kind: 'satin', angle: 0 })
  })

  it('raise the thread: a satin column is highest in its middle and dips where the needle goes in', () => {
    const maps = generateStitchMaps(image(['.r.', '.r.', '.r.'], { r: RED }), NO_BORDER)
    const rowY = 6
    const h = (x: number) => maps.height01[rowY * maps.width + x]!
    expect(h(0)).toBe(0)
    expect(h(5)).toBeGreaterThan(h(4))
    expect(h(5)).toBeGreaterThan(0.8)
    expect(h(4)).toBeLessThan(0.6)
    // Normals lean outwards on the slopes and are unit length.
    const n = (x: number) => {
      const o = (rowY * maps.width + x) * 4
      return [0, 1, 2].map((c) => maps.normal[o + c]! / 127.5 - 1)
    }
    expect(n(4)[0]).toBeLessThan(-0.1)
    expect(n(7)[0]).toBeGreaterThan(0.1)
    for (const x of [4, 5, 6, 7]) expect(Math.hypot(...n(x))).toBeCloseTo(1, 1)
  })

  it('leave gaps between tatami rows', () => {
    const maps = generateStitchMaps(image(['rrrr', 'rrrr', 'rrrr', 'rrrr'], { r: RED }), NO_BORDER)
    const column = Array.from({ length: 8 }, (_, y) => maps.height01[(y + 4) * maps.width + 7]!)
    const distinct = new Set(column.map((v) => v.toFixed(2)))
    expect(distinct.size).toBeGreaterThan(1)
    expect(Math.max(...column) - Math.min(...column)).toBeGreaterThan(0.1)
  })

  it('are deterministic', () => {
    const source = image(['rb', 'br'], { r: RED, b: BLUE })
    const a = generateStitchMaps(source, { border: true, borderColor: '#123456' })
    const b = generateStitchMaps(source, { border: true, borderColor: '#123456' })
    expect(a.color).toEqual(b.color)
    expect(a.normal).toEqual(b.normal)
  })

  it('weave a tileable cloth texture', () => {
    const weave = generateClothWeave(32, 8)
    expect(weave.data).toHaveLength(32 * 32 * 4)
    // Tileable: the first and last columns continue into each other (same thread period).
    const row = (y: number) => Array.from({ length: 32 }, (_, x) => weave.data[(y * 32 + x) * 4 + 3]!)
    expect(row(0)).toEqual(row(8))
    expect(Math.max(...row(1)) - Math.min(...row(1))).toBeGreaterThan(30)
  })
})
