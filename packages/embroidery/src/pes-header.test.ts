import { describe, expect, it } from 'vitest'
import { writePes } from './pes.ts'
import { threadFromHex } from './threads.ts'
import type { Command, StitchPattern } from './types.ts'

/**
 * The PES v6 file checked field by field against the format as documented, with a hand-made stitch pattern and
 * every expected value worked out here: no reader or preparation step of the writer is used. Format facts:
 *
 * - Everything is little-endian; coordinates are 0.1 mm units, y grows downwards.
 * - "#PES0060", then a u32 with the absolute offset of the PEC section, then the v6 header: u16 1, "02", five
 *   length-prefixed strings (name, category, author, keywords, comments), 18 u16 page fields (hoop width and
 *   height in mm among them), an empty image name, six f32 of an identity transform, three u16 zero counts and
 *   the thread table: per thread a code, R, G, B, a zero, u32 0x0A, a description (the PEC palette number),
 *   a brand and a chart.
 * - The body: one CEmbOne object (zero boxes, a transform whose translation centres the design in a 130 × 180 mm
 *   hoop: tx = 1000 - width / 2, ty = 1000 + height / 2, width and height of the design) and its CSewSeg
 *   segments, with stitch points relative to the left and bottom edges and colours as 0-based thread indices.
 * - The PEC section: "LA:", a 16-character label, CR, 12 spaces, FF 00, thumbnail stride 6 and height 38,
 *   12 spaces, blocks - 1, one palette index per block, spaces up to 0x200; then 00 00, a u24 offset from
 *   PEC+0x200 to the thumbnails, 31 FF F0, the design's width and height, 01E0 and 01B0, and the stitch stream:
 *   1-byte (7-bit signed) or 2-byte (12-bit signed, flag 0x10 jump or 0x20 trim) values, FE B0 t for a colour
 *   change (t = 2, 1, 2, ...), FF at the end; then (1 + blocks) thumbnails of 228 bytes whose first row is blank.
 * - After PEC: blocks - 1, the palette indices, spaces up to 128 bytes, a 144-byte bitmap per block, R, G, B per
 *   block and a u16 zero.
 */

// Two threads that are PEC palette colours exactly: 5 "Red" (#ed171f) and 2 "Blue" (#0a55a3).
const threads = [threadFromHex('#ed171f'), threadFromHex('#0a55a3')]
const EXPECTED_PALETTE = [5, 2]
const at = (kind: Command['kind'], x: number, y: number): Command => ({ kind, x, y })
/** Far from the origin, with a stitch too long for the short form and a move too long for one record. */
const commands: Command[] = [
  at('jump', 1000, 500),
  at('stitch', 1000, 500),
  at('stitch', 1030, 500),
  at('stitch', 1030, 530),
  at('stitch', 1130, 530),
  at('stitch', 1130, 600),
  at('trim', 1130, 600),
  at('jump', 4130, 600),
  at('stitch', 4130, 600),
  at('stitch', 4100, 620),
  at('color', 4100, 620),
  at('jump', 4000, 700),
  at('stitch', 4000, 700),
  at('stitch', 4010, 690),
  at('stitch', 3990, 690),
]
const pattern: StitchPattern = { threads, commands }
const NAME = 'Sampler1'

// The design's extent over every needle and frame position, and where it starts.
const placed = commands.filter((c) => c.kind === 'stitch' || c.kind === 'jump')
const minX = Math.min(...placed.map((c) => c.x))
const minY = Math.min(...placed.map((c) => c.y))
const WIDTH = Math.max(...placed.map((c) => c.x)) - minX
const HEIGHT = Math.max(...placed.map((c) => c.y)) - minY

class Cursor {
  constructor(
    private readonly view: DataView,
    public at: number,
  ) {}
  u8 = () => this.view.getUint8(this.at++)
  u16 = () => ((this.at += 2), this.view.getUint16(this.at - 2, true))
  s16 = () => ((this.at += 2), this.view.getInt16(this.at - 2, true))
  u24 = () => this.u16() + this.u8() * 65536
  u32 = () => ((this.at += 4), this.view.getUint32(this.at - 4, true))
  f32 = () => ((this.at += 4), this.view.getFloat32(this.at - 4, true))
  ascii = (n: number) => String.fromCharCode(...Array.from({ length: n }, () => this.u8()))
  str8 = () => this.ascii(this.u8())
  bytes = (n: number) => Array.from({ length: n }, () => this.u8())
}

type Decoded =
  | { kind: 'stitch' | 'jump' | 'trim'; x: number; y: number; long: [boolean, boolean] }
  | { kind: 'color'; toggle: number }

/** Decodes a PEC stitch stream from the format rules above; answers absolute positions. */
function decodeStream(c: Cursor): Decoded[] {
  const out: Decoded[] = []
  let x = 0
  let y = 0
  const value = () => {
    const first = c.u8()
    if ((first & 0x80) === 0) return { v: first >= 0x40 ? first - 0x80 : first, flags: 0, long: false }
    const raw = ((first & 0x0f) << 8) | c.u8()
    return { v: raw >= 0x800 ? raw - 0x1000 : raw, flags: first & 0x70, long: true }
  }
  for (;;) {
    const peek = c.u8()
    if (peek === 0xff) return out
    if (peek === 0xfe) {
      expect(c.u8()).toBe(0xb0)
      out.push({ kind: 'color', toggle: c.u8() })
      continue
    }
    c.at--
    const dx = value()
    const dy = value()
    expect(dx.flags, 'both coordinates of a record carry the same flag').toBe(dy.flags)
    x += dx.v
    y += dy.v
    const kind = dx.flags & 0x20 ? 'trim' : dx.flags & 0x10 ? 'jump' : 'stitch'
    out.push({ kind, x, y, long: [dx.long, dy.long] })
  }
}

const bytes = writePes(pattern, { name: NAME })
const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
const pecOffset = view.getUint32(8, true)

describe('PES v6 header', () => {
  it('starts with the signature and the offset of a PEC section', () => {
    expect(new Cursor(view, 0).ascii(8)).toBe('#PES0060')
    expect(new Cursor(view, pecOffset).ascii(3)).toBe('LA:')
  })

  it('names the design and describes the page and hoop, then one thread record per colour block', () => {
    const c = new Cursor(view, 12)
    expect(c.u16()).toBe(1)
    expect(c.ascii(2)).toBe('02')
    expect(c.str8()).toBe(NAME)
    expect([c.str8(), c.str8(), c.str8(), c.str8()]).toEqual(['', '', '', ''])
    const page = Array.from({ length: 18 }, () => c.u16())
    // Hoop width and height in mm are the third and fourth page fields: without a hoop given, the writer's
    // default 130 × 180 hoop, the one the body is centred in.
    expect(page.slice(2, 4)).toEqual([130, 180])
    expect(c.str8()).toBe('')
    expect(Array.from({ length: 6 }, () => c.f32())).toEqual([1, 0, 0, 1, 0, 0])
    expect([c.u16(), c.u16(), c.u16()]).toEqual([0, 0, 0])
    expect(c.u16()).toBe(threads.length)
    threads.forEach((thread, i) => {
      c.str8() // catalogue code
      expect(c.bytes(3), `thread ${i} is R, G, B`).toEqual([thread.r, thread.g, thread.b])
      expect(c.u8()).toBe(0)
      expect(c.u32()).toBe(0x0a)
      expect(c.str8(), 'the description is the PEC palette number').toBe(String(EXPECTED_PALETTE[i]))
      c.str8() // brand
      c.str8() // chart
    })
    expect([c.u16(), c.u16(), c.u16()]).toEqual([1, 0xffff, 0])
    expect(c.u16()).toBe(7)
    expect(c.ascii(7)).toBe('CEmbOne')
  })

  it('centres the body object in the hoop and lists its stitches relative to the left and bottom edges', () => {
    const c = new Cursor(view, 12)
    // Skip to CEmbOne by its name (the header before it was checked above).
    const at = Buffer.from(bytes).indexOf('CEmbOne') + 7
    c.at = at
    expect(Array.from({ length: 8 }, () => c.s16())).toEqual([0, 0, 0, 0, 0, 0, 0, 0])
    expect(Array.from({ length: 6 }, () => c.f32())).toEqual([
      1,
      0,
      0,
      1,
      1000 - WIDTH / 2,
      1000 + HEIGHT / 2,
    ])
    expect(c.u16()).toBe(1)
    expect([c.s16(), c.s16()]).toEqual([0, 0])
    expect([c.u16(), c.u16()]).toEqual([WIDTH, HEIGHT])
    expect(c.bytes(8)).toEqual([0, 0, 0, 0, 0, 0, 0, 0])
    const segmentCount = c.u16()
    expect([c.u16(), c.u16(), c.u16(), c.ascii(7)]).toEqual([0xffff, 0, 7, 'CSewSeg'])
    const stitches: { x: number; y: number; block: number }[] = []
    const colourOfSegment: number[] = []
    for (let s = 0; s < segmentCount; s++) {
      if (s > 0) expect(c.u16()).toBe(0x8003)
      const type = c.u16()
      const block = c.u16()
      colourOfSegment.push(block)
      const n = c.u16()
      const points = Array.from({ length: n }, () => ({ x: c.s16(), y: c.s16() }))
      expect([0, 1]).toContain(type)
      if (type === 1) expect(n).toBe(2)
      else stitches.push(...points.map((p) => ({ ...p, block })))
    }
    // Stitch points: x from the left edge, y up to 0 at the bottom edge.
    let block = 0
    const expected = commands.flatMap((cmd) => {
      if (cmd.kind === 'color') block++
      return cmd.kind === 'stitch' ? [{ x: cmd.x - minX, y: cmd.y - minY - HEIGHT, block }] : []
    })
    expect(stitches).toEqual(expected)
    // The colour log: where each block's first segment is.
    const log = Array.from({ length: c.u16() }, () => [c.u16(), c.u16()])
    expect(log.map(([, b]) => b)).toEqual([0, 1])
    for (const [segment, b] of log) expect(colourOfSegment[segment!]).toBe(b)
  })
})

describe('PEC section', () => {
  it('has the fixed 512-byte header with the label, thumbnail size and one palette index per block', () => {
    const c = new Cursor(view, pecOffset)
    expect(c.ascii(3)).toBe('LA:')
    expect(c.ascii(16)).toBe(NAME.padEnd(16, ' '))
    expect(c.u8()).toBe(0x0d)
    expect(c.bytes(12)).toEqual(new Array(12).fill(0x20))
    expect(c.bytes(2)).toEqual([0xff, 0x00])
    expect([c.u8(), c.u8()]).toEqual([48 / 8, 38])
    expect(c.bytes(12)).toEqual(new Array(12).fill(0x20))
    expect(c.u8()).toBe(threads.length - 1)
    expect(c.bytes(threads.length)).toEqual(EXPECTED_PALETTE)
    expect(c.bytes(0x200 - (c.at - pecOffset))).toEqual(new Array(463 - threads.length).fill(0x20))
  })

  it('gives the extent and a stream that starts with a long-form jump and sews every stitch in place', () => {
    const c = new Cursor(view, pecOffset + 0x200)
    expect(c.bytes(2)).toEqual([0, 0])
    const thumbnailOffset = c.u24()
    expect(c.bytes(3)).toEqual([0x31, 0xff, 0xf0])
    expect([c.s16(), c.s16()]).toEqual([WIDTH, HEIGHT])
    expect([c.u16(), c.u16()]).toEqual([0x01e0, 0x01b0])
    const stream = decodeStream(c)
    const afterEnd = c.at
    expect(afterEnd - (pecOffset + 0x200), 'the offset field points right after the end marker').toBe(
      thumbnailOffset,
    )

    // Positions relative to the design's top-left corner.
    const p = (x: number, y: number) => ({ x: x - minX, y: y - minY })
    const long: [boolean, boolean] = [true, true]
    expect(stream).toEqual([
      { kind: 'jump', ...p(1000, 500), long }, // the first record: a long-form jump from the origin
      { kind: 'stitch', ...p(1000, 500), long: [false, false] },
      { kind: 'stitch', ...p(1030, 500), long: [false, false] },
      { kind: 'stitch', ...p(1030, 530), long: [false, false] },
      { kind: 'stitch', ...p(1130, 530), long: [true, false] }, // 10 mm does not fit 7 bits
      { kind: 'stitch', ...p(1130, 600), long: [false, true] },
      // 300 mm is more than one record holds (204.7 mm): two equal moves, the cut on the first.
      { kind: 'trim', ...p(2630, 600), long },
      { kind: 'jump', ...p(4130, 600), long },
      { kind: 'stitch', ...p(4130, 600), long: [false, false] },
      { kind: 'stitch', ...p(4100, 620), long: [false, false] },
      { kind: 'color', toggle: 2 },
      { kind: 'jump', ...p(4000, 700), long },
      { kind: 'stitch', ...p(4000, 700), long: [false, false] },
      { kind: 'stitch', ...p(4010, 690), long: [false, false] },
      { kind: 'stitch', ...p(3990, 690), long: [false, false] },
    ])
  })

  it('ends with one blank-topped 48 × 38 thumbnail for the design and one per block, then the v6 addendum', () => {
    const c = new Cursor(view, pecOffset + 0x200 + new Cursor(view, pecOffset + 0x202).u24())
    for (let i = 0; i < 1 + threads.length; i++) {
      const image = c.bytes(6 * 38)
      expect(image.slice(0, 6), `thumbnail ${i}: the first row is blank`).toEqual([0, 0, 0, 0, 0, 0])
      expect(
        image.some((b) => b !== 0),
        `thumbnail ${i} shows something`,
      ).toBe(true)
    }
    expect(c.u8()).toBe(threads.length - 1)
    expect(c.bytes(threads.length)).toEqual(EXPECTED_PALETTE)
    expect(c.bytes(128 - 1 - threads.length)).toEqual(new Array(128 - 1 - threads.length).fill(0x20))
    expect(c.bytes(144 * threads.length).every((b) => b === 0)).toBe(true)
    for (const t of threads) expect(c.bytes(3)).toEqual([t.r, t.g, t.b])
    expect(c.u16()).toBe(0)
    expect(c.at, 'nothing follows the addendum').toBe(bytes.length)
  })
})
