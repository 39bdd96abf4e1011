import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DST_LIMITS, prepareDst, readDst, writeDst } from './dst.ts'
import { JEF_LIMITS, prepareJef, readJef, writeJef } from './jef.ts'
import { commandBounds, normalizeCommands } from './normalize.ts'
import { PEC_LIMITS, PEC_THUMBNAIL_HEIGHT, PEC_THUMBNAIL_WIDTH } from './pec.ts'
import { preparePes, readPes, writePes } from './pes.ts'
import { planEmbroidery } from './plan.ts'
import { BASIC_DESIGNS, blobDesign, heart, twelveColors } from './test-designs.ts'
import { movesWithin } from './format-moves.ts'
import { assignPaletteIndices, JEF_THREADS, PEC_THREADS, threadFromHex } from './threads.ts'
import type { Command, StitchPattern } from './types.ts'

const patterns: [string, StitchPattern][] = BASIC_DESIGNS.flatMap(([name, design]) =>
  [false, true].map(
    (border) =>
      [
        `${name}${border ? ' with border' : ''}`,
        planEmbroidery(design(), { stitchSizeMm: 2, scale: 1, border: border ? { color: '#202020' } : null })
          .pattern,
      ] as [string, StitchPattern],
  ),
)

/** Stitches per colour block, relative to the first stitch: what a machine sews, independent of the origin. */
function stitchesByBlock(commands: readonly Command[]) {
  const blocks: [number, number][][] = [[]]
  const first = commands.find((c) => c.kind === 'stitch') ?? { x: 0, y: 0 }
  for (const c of commands) {
    if (c.kind === 'color') blocks.push([])
    if (c.kind === 'stitch')
      (blocks[blocks.length - 1] as [number, number][]).push([c.x - first.x, c.y - first.y])
  }
  return blocks
}

describe.each(patterns)('%s', (_, pattern) => {
  it('PES: write -> read gives back the same stitches, jumps, trims and thread colours', () => {
    const file = readPes(writePes(pattern, { name: 'test' }))
    expect(file.commands).toEqual(preparePes(pattern))
    expect(stitchesByBlock(file.commands)).toEqual(stitchesByBlock(pattern.commands))
    expect(file.threads.map((t) => t.hex)).toEqual(pattern.threads.map((t) => t.hex))
    expect(file.addendumColors.map((t) => t.hex)).toEqual(pattern.threads.map((t) => t.hex))
    expect(movesWithin(file.commands, PEC_LIMITS)).toBe(true)
  })

  it('DST: write -> read gives back the same stitches, jumps and trims', () => {
    const file = readDst(writeDst(pattern))
    expect(file.commands).toEqual(prepareDst(pattern))
    expect(stitchesByBlock(file.commands)).toEqual(stitchesByBlock(pattern.commands))
    expect(movesWithin(file.commands, DST_LIMITS)).toBe(true)
  })

  it('JEF: write -> read gives back the same stitches, jumps and trims', () => {
    const file = readJef(writeJef(pattern, { date: '20250101120000' }))
    expect(file.commands).toEqual(prepareJef(pattern))
    expect(stitchesByBlock(file.commands)).toEqual(stitchesByBlock(pattern.commands))
    expect(file.paletteIndices).toHaveLength(pattern.threads.length)
    expect(movesWithin(file.commands, JEF_LIMITS)).toBe(true)
  })
})

describe('PES v6 layout', () => {
  const pattern = planEmbroidery(twelveColors(), {
    stitchSizeMm: 2,
    scale: 1,
    border: { color: '#202020' },
  }).pattern
  const bytes = writePes(pattern, { name: 'Twelve colours' })
  const view = new DataView(bytes.buffer)
  const pec = view.getUint32(8, true)
  const blocks = pattern.threads.length

  it('starts with #PES0060 and points at a PEC section starting with LA:', () => {
    expect(new TextDecoder().decode(bytes.slice(0, 8))).toBe('#PES0060')
    expect(new TextDecoder().decode(bytes.slice(pec, pec + 3))).toBe('LA:')
    // Label: first 8 characters, space padded to 16, then CR.
    expect(new TextDecoder().decode(bytes.slice(pec + 3, pec + 20))).toBe('Twelve c        \r')
    expect(bytes[pec + 0x22]).toBe(6)
    expect(bytes[pec + 0x23]).toBe(38)
  })

  it('has one distinct PEC palette index per colour block and the exact RGB in the thread table', () => {
    expect(bytes[pec + 0x30]).toBe(blocks - 1)
    const indices = Array.from(bytes.slice(pec + 0x31, pec + 0x31 + blocks))
    expect(new Set(indices).size).toBe(blocks)
    for (const i of indices) expect(i).toBeGreaterThanOrEqual(1)
    expect(indices).toEqual(
      assignPaletteIndices(
        pattern.threads,
        PEC_THREADS.map((t) => t.hex),
      ),
    )
    expect(bytes[pec + 0x31 + blocks]).toBe(0x20)
    const file = readPes(bytes)
    expect(file.threadDescriptions).toEqual(indices.map(String))
  })

  it('points the thumbnail offset just past the end marker, with 1 + blocks thumbnails and an empty first row', () => {
    const offset = bytes[pec + 0x202]! | (bytes[pec + 0x203]! << 8) | (bytes[pec + 0x204]! << 16)
    const thumbs = pec + 0x200 + offset
    expect(bytes[thumbs - 1]).toBe(0xff)
    expect(Array.from(bytes.slice(pec + 0x205, pec + 0x208))).toEqual([0x31, 0xff, 0xf0])
    // First record is a long-form jump (0x9X on both coordinates).
    expect(bytes[pec + 0x210]! & 0xf0).toBe(0x90)
    expect(bytes[pec + 0x212]! & 0xf0).toBe(0x90)
    for (let i = 0; i < 6; i++) expect(bytes[thumbs + i]).toBe(0)
    const thumbBytes = (PEC_THUMBNAIL_WIDTH / 8) * PEC_THUMBNAIL_HEIGHT
    // Addendum: count - 1, palette copy padded to 128, blank bitmaps, R,G,B per block, u16 0.
    const addendum = thumbs + (blocks + 1) * thumbBytes
    expect(bytes[addendum]).toBe(blocks - 1)
    expect(bytes.length).toBe(addendum + 128 + 144 * blocks + 3 * blocks + 2)
    const rgb = addendum + 128 + 144 * blocks
    expect(Array.from(bytes.slice(rgb, rgb + 3))).toEqual([
      pattern.threads[0]!.r,
      pattern.threads[0]!.g,
      pattern.threads[0]!.b,
    ])
  })

  it('keeps the body consistent: segment count, colour indices into the thread table', () => {
    const file = readPes(bytes)
    expect(file.segmentCount).toBeGreaterThan(0)
    const b = commandBounds(file.commands)
    expect([file.width, file.height]).toEqual([b.maxX - b.minX, b.maxY - b.minY])
    expect(b.minX).toBe(0)
    expect(b.minY).toBe(0)
  })

  it('writes colour changes as FE B0 with the 2, 1, 2, ... toggle', () => {
    const toggles: number[] = []
    for (let i = pec + 0x214; i < bytes.length - 2; i++)
      if (bytes[i] === 0xfe && bytes[i + 1] === 0xb0) toggles.push(bytes[i + 2]!)
    expect(toggles.slice(0, blocks - 1)).toEqual(
      Array.from({ length: blocks - 1 }, (_, i) => (i % 2 === 0 ? 2 : 1)),
    )
  })
})

describe('DST and JEF headers', () => {
  const pattern = planEmbroidery(heart(), { stitchSizeMm: 2, scale: 1 }).pattern

  it('DST: 512-byte ASCII header with counts and extents, records of 3 bytes, END', () => {
    const bytes = writeDst(pattern, { name: 'heart' })
    const file = readDst(bytes)
    expect(file.header['LA']).toBe('heart           ')
    expect(Number(file.header['CO'])).toBe(2)
    expect(Number(file.header['ST'])).toBe((bytes.length - 512) / 3)
    const b = commandBounds(prepareDst(pattern))
    expect(Number(file.header['+X'])).toBe(b.maxX)
    expect(Number(file.header['-X'])).toBe(-b.minX)
    expect(Array.from(bytes.slice(-3))).toEqual([0, 0, 0xf3])
    expect(bytes[bytes.indexOf(0x1a)]).toBe(0x1a)
  })

  it('JEF: stitch offset, colour count, point count and Janome palette', () => {
    const bytes = writeJef(pattern, { date: '20250101120000' })
    const view = new DataView(bytes.buffer)
    expect(view.getUint32(0, true)).toBe(0x74 + 8 * 3)
    expect(view.getUint32(24, true)).toBe(3)
    const file = readJef(bytes)
    const commands = prepareJef(pattern)
    const points = 1 + commands.reduce((n, c) => n + (c.kind === 'stitch' ? 1 : c.kind === 'trim' ? 6 : 2), 0)
    expect(file.pointCount).toBe(points)
    expect(file.paletteIndices).toEqual(assignPaletteIndices(pattern.threads, JEF_THREADS))
    expect(file.threads.map((t) => t.hex)).toEqual(['#e3311f', '#000000', '#ffffff'])
    expect(Array.from(bytes.slice(-2))).toEqual([0x80, 0x10])
  })
})

describe('the shared normaliser', () => {
  const command = fc.record({
    kind: fc.constantFrom<Command['kind']>('stitch', 'stitch', 'stitch', 'jump', 'trim', 'color'),
    x: fc.integer({ min: -3000, max: 3000 }),
    y: fc.integer({ min: -3000, max: 3000 }),
  })

  it.each([
    ['PEC', PEC_LIMITS],
    ['DST', DST_LIMITS],
    ['JEF', JEF_LIMITS],
  ] as const)('keeps every %s move within limits and every stitch position', (_, limits) => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 40 }), (commands) => {
        const out = normalizeCommands(commands, limits)
        expect(movesWithin(out, limits)).toBe(true)
        const positioned = (cs: readonly Command[]) =>
          cs.filter((c) => c.kind === 'stitch' || c.kind === 'jump').at(-1)
        const last = positioned(commands)
        if (last) expect(positioned(out)).toMatchObject({ x: last.x, y: last.y })
        expect(out.filter((c) => c.kind === 'color')).toHaveLength(
          commands.filter((c) => c.kind === 'color').length,
        )
        out.forEach((c, i) => {
          if (c.kind === 'trim') expect(out[i + 1]?.kind).toBe('jump')
        })
        if (out.length > 0) expect(out[0]!.kind).toBe('jump')
      }),
    )
  })

  it('round-trips random streams through every format', () => {
    fc.assert(
      fc.property(fc.array(command, { minLength: 1, maxLength: 30 }), (commands) => {
        const colorChanges = commands.filter((c) => c.kind === 'color').length
        const pattern: StitchPattern = {
          threads: Array.from({ length: colorChanges + 1 }, (_, i) =>
            threadFromHex(i % 2 ? '#123456' : '#fedcba'),
          ),
          commands,
        }
        expect(readPes(writePes(pattern)).commands).toEqual(preparePes(pattern))
        expect(readDst(writeDst(pattern)).commands).toEqual(prepareDst(pattern))
        expect(readJef(writeJef(pattern, { date: '20250101000000' })).commands).toEqual(prepareJef(pattern))
      }),
      { numRuns: 200 },
    )
  })
})

describe('thread matching', () => {
  it('gives each distinct colour its own nearest Brother thread (CIEDE2000)', () => {
    const threads = ['#ff0000', '#fe0000', '#000000', '#ff0000'].map(threadFromHex)
    const indices = assignPaletteIndices(
      threads,
      PEC_THREADS.map((t) => t.hex),
    )
    expect(indices[2]).toBe(20) // Black
    expect(indices[0]).toBe(28) // Vermilion (ΔE 3.4; Red is 5.0)
    expect(indices[1]).not.toBe(indices[0])
    expect(indices[3]).toBe(indices[0])
  })

  it('matches by perceived colour, not RGB: near-black is Black, a dark green is Emerald Green', () => {
    const names = assignPaletteIndices(
      ['#111111', '#2d6a4f'].map(threadFromHex),
      PEC_THREADS.map((t) => t.hex),
    ).map((i) => PEC_THREADS[i - 1]?.name)
    expect(names).toEqual(['Black', 'Emerald Green'])
  })

  it('handles a 128×128 design within PEC limits', () => {
    const pattern = planEmbroidery(blobDesign(128), { stitchSizeMm: 2.5, scale: 1 }).pattern
    const file = readPes(writePes(pattern))
    expect(file.width).toBeGreaterThan(2047)
    expect(movesWithin(file.commands, PEC_LIMITS)).toBe(true)
  })
})
