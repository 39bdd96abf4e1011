import { ByteWriter, FormatError } from './bytes.ts'
import { COLOR, STITCH, TRIM } from './command-buffer.ts'
import { centredBuffer } from './normalize.ts'
import { threadFromRgb } from './threads.ts'
import type { Command, FormatLimits, StitchPattern, Thread } from './types.ts'

/**
 * VP3 (Husqvarna Viking, Pfaff), big-endian, as pyembroidery's Vp3Writer/Vp3Reader lay it out: a file block
 * holding one design block holding one block per colour (start position, thread with catalogue number, name
 * and brand, then the stitches). Header positions are in 0.001 mm, stitches in 0.1 mm with y down. VP3 has no
 * jump: a move is the next stitch's displacement (a long one, 80 01 dx dy 80 02), after a trim (80 03).
 */
export const VP3_LIMITS: FormatLimits = { maxStitch: 127, maxJump: 3200 }
const PRODUCER = 'Produced by     Software Ltd'
const MAGIC = '%vsm%'

export interface Vp3Thread {
  code: string
  name: string
  brand: string
}

export interface Vp3WriteOptions {
  /** Catalogue number, name and brand per colour block (else the colour's hex). */
  threads?: readonly Vp3Thread[]
}

class Vp3Writer extends ByteWriter {
  u16be(v: number) {
    this.u8(v >> 8)
    this.u8(v)
  }
  s32be(v: number) {
    const u = v >>> 0
    this.u8(u >>> 24)
    this.u8(u >>> 16)
    this.u8(u >>> 8)
    this.u8(u)
  }
  string16(text: string) {
    this.u16be(text.length * 2)
    for (let i = 0; i < text.length; i++) this.u16be(text.charCodeAt(i))
  }
  string8(text: string) {
    const bytes = new TextEncoder().encode(text)
    this.u16be(bytes.length)
    this.bytes(bytes)
  }
  /** A block's length field: opened with a placeholder, closed with the distance to the block's end. */
  open(tag: number): number {
    this.bytes([0x00, tag, 0x00])
    const at = this.length
    this.s32be(0)
    return at
  }
  close(at: number) {
    const end = this.length
    this.length = at
    this.s32be(end - at - 4)
    this.length = end
  }
}

export function prepareVp3(pattern: StitchPattern): Command[] {
  return centredBuffer(pattern, VP3_LIMITS).toCommands()
}

export function writeVp3(pattern: StitchPattern, options: Vp3WriteOptions = {}): Uint8Array {
  const commands = centredBuffer(pattern, VP3_LIMITS)
  const { kinds, xs, ys } = commands
  const b = commands.bounds()
  const blocks = pattern.threads.length
  const w = new Vp3Writer(1024 + 200 * blocks + 8 * commands.length)
  w.ascii(MAGIC)
  w.u8(0)
  w.string16(PRODUCER)
  const file = w.open(0x02)
  w.string16('')
  for (const v of [b.maxX, -b.minY, b.minX, -b.maxY]) w.s32be(v * 100)
  w.s32be(commands.length)
  w.bytes([0, blocks, 12, 0, 1])

  const design = w.open(0x03)
  const width = b.maxX - b.minX
  const height = b.maxY - b.minY
  const centerX = Math.trunc(b.maxX - width / 2)
  const centerY = Math.trunc(b.maxY - height / 2)
  w.s32be(centerX * 100)
  w.s32be(-centerY * 100)
  w.bytes([0, 0, 0])
  const hw = Math.trunc(width / 2)
  const hh = Math.trunc(height / 2)
  for (const v of [-hw, hw, -hh, hh, Math.trunc(width), Math.trunc(height)]) w.s32be(v * 100)
  w.string16('')
  w.bytes([0x64, 0x64])
  for (const v of [4096, 0, 0, 4096]) w.s32be(v)
  w.bytes([0x78, 0x78, 0x50, 0x50, 0x01, 0x00])
  w.string16(PRODUCER)
  w.u16be(blocks)

  let i = 0
  for (let block = 0; block < blocks; block++) {
    // The block runs to the next colour change; it starts where its first stitch is.
    let end = i
    while (end < commands.length && kinds[end] !== COLOR) end++
    let first = i
    while (first < end && kinds[first] !== STITCH) first++
    const startX = first < end ? (xs[first] as number) : 0
    const startY = first < end ? (ys[first] as number) : 0
    let lastStitch = end - 1
    while (lastStitch > first && kinds[lastStitch] !== STITCH) lastStitch--
    const colorBlock = w.open(0x05)
    w.s32be((startX - centerX) * 100)
    w.s32be(-(startY - centerY) * 100)
    const thread = pattern.threads[block] as Thread
    const info = options.threads?.[block]
    w.bytes([0x01, 0x00, thread.r, thread.g, thread.b, 0x00, 0x00, 0x00, 0x05, 0x28])
    w.string8(info?.code ?? '')
    w.string8(info?.name ?? thread.hex)
    w.string8(info?.brand ?? '')
    const endX = first < end ? (xs[lastStitch] as number) : startX
    const endY = first < end ? (ys[lastStitch] as number) : startY
    w.s32be((endX - startX) * 100)
    w.s32be(-(endY - startY) * 100)
    const stitches = w.open(0x01)
    w.bytes([0x0a, 0xf6, 0x00])
    let x = startX
    let y = startY
    // The first stitch is a zero move: the needle goes down where the block starts.
    for (let k = first; k < end; k++) {
      const kind = kinds[k] as number
      if (kind === TRIM) w.bytes([0x80, 0x03])
      if (kind !== STITCH) continue
      const dx = (xs[k] as number) - x
      const dy = (ys[k] as number) - y
      x += dx
      y += dy
      if (dx >= -127 && dx <= 127 && dy >= -127 && dy <= 127) {
        w.u8(dx)
        w.u8(dy)
      } else {
        w.bytes([0x80, 0x01])
        w.u16be(dx)
        w.u16be(dy)
        w.bytes([0x80, 0x02])
      }
    }
    // The machine does not cut at the end on its own.
    if (block === blocks - 1) w.bytes([0x80, 0x03])
    w.close(stitches)
    w.u8(0)
    w.close(colorBlock)
    i = end + 1
  }
  w.close(design)
  w.close(file)
  return w.toBytes()
}

export interface Vp3File {
  threads: (Thread & Vp3Thread)[]
  /** Per colour block: a jump to its start, then stitches and trims; colour changes between blocks. */
  commands: Command[]
  stitchCount: number
}

class Vp3Reader {
  offset = 0
  constructor(private readonly data: Uint8Array) {}
  u8() {
    if (this.offset >= this.data.length) throw new FormatError('Unexpected end of file')
    return this.data[this.offset++] as number
  }
  u16() {
    return (this.u8() << 8) | this.u8()
  }
  s16() {
    const v = this.u16()
    return v > 0x7fff ? v - 0x10000 : v
  }
  s32() {
    return (this.u8() << 24) | (this.u8() << 16) | (this.u8() << 8) | this.u8() | 0
  }
  skip(n: number) {
    this.offset += n
  }
  string8() {
    const n = this.u16()
    const text = new TextDecoder().decode(this.data.subarray(this.offset, this.offset + n))
    this.offset += n
    return text
  }
  skipString() {
    this.skip(this.u16())
  }
}

export function readVp3(data: Uint8Array): Vp3File {
  const magic = new TextDecoder().decode(data.subarray(0, 5))
  if (magic !== MAGIC) throw new FormatError('Not a VP3 file')
  const r = new Vp3Reader(data)
  r.skip(6)
  r.skipString()
  r.skip(7)
  r.skipString()
  r.skip(16)
  const stitchCount = r.s32()
  r.skip(12)
  const centerX = r.s32() / 100
  const centerY = -r.s32() / 100
  r.skip(27)
  r.skipString()
  r.skip(24)
  r.skipString()
  const blocks = r.u16()
  const threads: Vp3File['threads'] = []
  const commands: Command[] = []
  const s8 = (v: number) => (v > 127 ? v - 256 : v)
  for (let block = 0; block < blocks; block++) {
    if (block > 0) commands.push({ kind: 'color', x: commands.at(-1)?.x ?? 0, y: commands.at(-1)?.y ?? 0 })
    r.skip(3)
    const length = r.s32()
    const blockEnd = r.offset + length
    let x = r.s32() / 100 + centerX
    let y = -r.s32() / 100 + centerY
    commands.push({ kind: 'jump', x, y })
    const colors = r.u8()
    r.u8()
    let rgb = [0, 0, 0]
    for (let c = 0; c < colors; c++) {
      rgb = [r.u8(), r.u8(), r.u8()]
      r.skip(3)
    }
    r.skip(2)
    const code = r.string8()
    const name = r.string8()
    const brand = r.string8()
    threads.push({
      ...threadFromRgb(rgb[0] as number, rgb[1] as number, rgb[2] as number),
      code,
      name,
      brand,
    })
    r.skip(15)
    r.skip(3)
    // The block ends with one padding byte.
    while (r.offset < blockEnd - 1) {
      const b0 = r.u8()
      const b1 = r.u8()
      if (b0 !== 0x80) {
        x += s8(b0)
        y += s8(b1)
        commands.push({ kind: 'stitch', x, y })
      } else if (b1 === 0x01) {
        x += r.s16()
        y += r.s16()
        r.skip(2)
        commands.push({ kind: 'stitch', x, y })
      } else if (b1 === 0x03) commands.push({ kind: 'trim', x, y })
    }
    r.offset = blockEnd
  }
  return { threads, commands, stitchCount }
}
