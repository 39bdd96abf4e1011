import { ByteReader, ByteWriter, FormatError } from './bytes.ts'
import { commandBounds, normalizeCommands, translateCommands } from './normalize.ts'
import { PEC_LIMITS, pecSectionEnd, readPecSection, writePecSection } from './pec.ts'
import { assignPaletteIndices, PEC_THREADS, threadFromRgb } from './threads.ts'
import type { Command, FormatLimits, StitchPattern, Thread } from './types.ts'

/** PES carries the stitches in its PEC section, so PEC's limits apply. */
export const PES_LIMITS: FormatLimits = PEC_LIMITS
export const PES_SIGNATURE = '#PES0060'
const BRAND = 'Threadbit'
/** Body segment types. */
const SEGMENT_STITCH = 0
const SEGMENT_JUMP = 1

export interface PesWriteOptions {
  /** Design name: PES header and (first 8 ASCII characters) the PEC label. */
  name?: string
}

/** The exact command stream the PES writer encodes: normalised, origin at the top-left of the bounds. */
export function preparePes(pattern: StitchPattern): Command[] {
  const bounds = commandBounds(pattern.commands)
  const normalized = normalizeCommands(pattern.commands, PES_LIMITS, { x: bounds.minX, y: bounds.minY })
  const b = commandBounds(normalized)
  return translateCommands(normalized, -b.minX, -b.minY)
}

/** PES version 6 (fact sheet section 4): exact thread colours in the header, plus the PEC section machines sew. */
export function writePes(pattern: StitchPattern, options: PesWriteOptions = {}): Uint8Array {
  const blocks = pattern.threads.length
  if (blocks < 1) throw new RangeError('A PES file needs at least one thread')
  const commands = preparePes(pattern)
  const colorChanges = commands.filter((c) => c.kind === 'color').length
  if (colorChanges !== blocks - 1) throw new RangeError('One thread per colour block is required')
  const bounds = commandBounds(commands)
  const width = bounds.maxX - bounds.minX
  const height = bounds.maxY - bounds.minY
  const palette = assignPaletteIndices(
    pattern.threads,
    PEC_THREADS.map((t) => t.hex),
  )
  const name = (options.name ?? 'design').replace(/[^\x20-\x7e]/g, '').slice(0, 255)

  const w = new ByteWriter()
  w.ascii(PES_SIGNATURE)
  w.u32(0) // PEC offset, patched below
  w.u16(1)
  w.ascii('02')
  w.u8(name.length)
  w.ascii(name)
  for (let i = 0; i < 4; i++) w.u8(0) // category, author, keywords, comments
  for (const v of [0, 0, 100, 100, 0, 200, 200, 100, 100, 100, 7, 19, 1, 1, 0, 100, 1, 0]) w.u16(v)
  w.u8(0) // background image name
  for (const v of [1, 0, 0, 1, 0, 0]) w.f32(v)
  w.u16(0) // programmable fills
  w.u16(0) // motifs
  w.u16(0) // feather patterns
  w.u16(blocks)
  pattern.threads.forEach((thread, i) => {
    w.u8(0) // catalogue code: these are custom colours
    w.bytes([thread.r, thread.g, thread.b])
    w.u8(0)
    w.u32(0x0a)
    const description = String(palette[i])
    w.u8(description.length)
    w.ascii(description)
    w.u8(BRAND.length)
    w.ascii(BRAND)
    w.u8(0) // chart
  })
  w.u16(1) // one object
  w.u16(0xffff)
  w.u16(0)

  // CEmbOne: pyembroidery's values (zero boxes, translation centring the design in a 130×180 hoop).
  w.u16(7)
  w.ascii('CEmbOne')
  for (let i = 0; i < 8; i++) w.s16(0)
  for (const v of [1, 0, 0, 1, 350 + 650 - width / 2, 100 + 900 + height / 2]) w.f32(v)
  w.u16(1)
  w.s16(0)
  w.s16(0)
  w.u16(width)
  w.u16(height)
  w.fill(0, 8)
  const segmentCountAt = w.length
  w.u16(0)
  w.u16(0xffff)
  w.u16(0)
  w.u16(7)
  w.ascii('CSewSeg')
  const segments = bodySegments(commands)
  segments.forEach((segment, i) => {
    if (i > 0) w.u16(0x8003)
    w.u16(segment.type)
    w.u16(segment.block)
    w.u16(segment.points.length)
    for (const p of segment.points) {
      // pyembroidery's frame: x from the left edge, y up to 0 at the bottom edge (y <= 0).
      w.s16(p.x - bounds.minX)
      w.s16(p.y - bounds.maxY)
    }
  })
  w.patchU16(segmentCountAt, segments.length)
  const colorLog: { segment: number; block: number }[] = []
  segments.forEach((segment, i) => {
    if (colorLog[colorLog.length - 1]?.block !== segment.block)
      colorLog.push({ segment: i, block: segment.block })
  })
  w.u16(colorLog.length)
  for (const entry of colorLog) {
    w.u16(entry.segment)
    w.u16(entry.block)
  }
  w.u16(0)
  w.u16(0)
  // Version 6 extra after the objects (pyembroidery writes it; meaning unknown).
  w.u32(0)
  w.u32(0)
  colorLog.forEach((_, i) => {
    w.u32(i)
    w.u32(0)
  })

  w.patchU32(8, w.length)
  writePecSection(w, commands, palette, name)

  // v6 addendum (5.7): palette copy padded to 128 bytes, a blank 144-byte bitmap per block, R,G,B per block.
  w.u8(blocks - 1)
  w.bytes(palette)
  w.fill(0x20, 128 - 1 - blocks)
  w.fill(0, 144 * blocks)
  for (const t of pattern.threads) w.bytes([t.r, t.g, t.b])
  w.u16(0)
  return w.toBytes()
}

interface Segment {
  type: number
  block: number
  points: { x: number; y: number }[]
}

/** Body segments: runs of stitches, and one jump segment (from, to) per move between them. */
function bodySegments(commands: readonly Command[]): Segment[] {
  const segments: Segment[] = []
  let block = 0
  let x = 0
  let y = 0
  let current = null as Segment | null
  for (const c of commands) {
    if (c.kind === 'color') {
      block++
      current = null
      continue
    }
    if (c.kind === 'trim') continue
    if (c.kind === 'jump') {
      if (current?.type !== SEGMENT_JUMP || current.block !== block) {
        current = {
          type: SEGMENT_JUMP,
          block,
          points: [
            { x, y },
            { x: c.x, y: c.y },
          ],
        }
        segments.push(current)
      } else current.points[1] = { x: c.x, y: c.y }
    } else {
      if (current?.type !== SEGMENT_STITCH || current.block !== block) {
        current = { type: SEGMENT_STITCH, block, points: [] }
        segments.push(current)
      }
      current.points.push({ x: c.x, y: c.y })
    }
    x = c.x
    y = c.y
  }
  return segments
}

export interface PesFile {
  version: string
  name: string
  /** Thread colours from the v6 header table, one per colour block. */
  threads: Thread[]
  /** Descriptions from the thread table (we write the PEC palette number there). */
  threadDescriptions: string[]
  paletteIndices: number[]
  /** R,G,B per block from the v6 addendum. */
  addendumColors: Thread[]
  segmentCount: number
  width: number
  height: number
  commands: Command[]
  thumbnails: Uint8Array[]
}

/** Reads a PES v6 file as we write it (and the PEC section of any version). */
export function readPes(data: Uint8Array): PesFile {
  const r = new ByteReader(data)
  const signature = r.ascii(8)
  if (!/^#PES\d{4}$/.test(signature)) throw new FormatError('Not a PES file')
  const pecOffset = r.u32()
  const threads: Thread[] = []
  const threadDescriptions: string[] = []
  let name = ''
  let segmentCount = 0
  if (signature === PES_SIGNATURE) {
    r.u16()
    r.ascii(2)
    name = r.str8()
    for (let i = 0; i < 4; i++) r.str8()
    r.skip(36)
    r.str8()
    r.skip(24)
    const fills = r.u16()
    const motifs = r.u16()
    const feathers = r.u16()
    if (fills || motifs || feathers)
      throw new FormatError('Programmable fills, motifs and feathers are not supported')
    const count = r.u16()
    for (let i = 0; i < count; i++) {
      r.str8()
      const red = r.u8()
      const green = r.u8()
      const blue = r.u8()
      r.u8()
      r.u32()
      threadDescriptions.push(r.str8())
      r.str8()
      r.str8()
      threads.push(threadFromRgb(red, green, blue))
    }
    const objects = r.u16()
    if (objects > 0) {
      r.skip(4)
      if (r.u16() !== 7 || r.ascii(7) !== 'CEmbOne') throw new FormatError('Expected CEmbOne')
      r.skip(16 + 24 + 2 + 4 + 4 + 8)
      segmentCount = r.u16()
    }
  }
  const pec = readPecSection(data, pecOffset)
  const addendumColors: Thread[] = []
  if (signature === PES_SIGNATURE) {
    const end = pecSectionEnd(pecOffset, pec, data)
    const blocks = pec.paletteIndices.length
    const a = new ByteReader(data, end + 128 + 144 * blocks)
    for (let i = 0; i < blocks; i++) addendumColors.push(threadFromRgb(a.u8(), a.u8(), a.u8()))
  }
  return {
    version: signature,
    name,
    threads,
    threadDescriptions,
    paletteIndices: pec.paletteIndices,
    addendumColors,
    segmentCount,
    width: pec.width,
    height: pec.height,
    commands: pec.commands,
    thumbnails: pec.thumbnails,
  }
}
