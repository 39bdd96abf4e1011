import { ByteReader, ByteWriter, FormatError } from './bytes.ts'
import { COLOR, commandBufferOf, JUMP, TRIM, type CommandBuffer } from './command-buffer.ts'
import { normalizeToBuffer } from './normalize.ts'
import { PEC_LIMITS, pecSectionEnd, readPecSection, writePecSection } from './pec.ts'
import { assignPaletteIndices, PEC_THREADS, threadFromRgb } from './threads.ts'
import type { Hoop } from './hoops.ts'
import type { ThreadMatch } from './thread-charts.ts'
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
  /** Written in the header and the design centred in it; default the 130×180 mm hoop. */
  hoop?: Pick<Hoop, 'widthMm' | 'heightMm'>
  /** The chart's spool per colour block: catalogue number, name and brand in the thread table. */
  threads?: readonly ThreadMatch[]
}

const DEFAULT_HOOP = { widthMm: 130, heightMm: 180 }
const ascii = (text: string, max = 255) => text.replace(/[^\x20-\x7e]/g, '').slice(0, max)

/** The exact command stream the PES writer encodes: normalised, origin at the top-left of the bounds. */
export function preparePes(pattern: StitchPattern): Command[] {
  return preparePesBuffer(pattern).commands.toCommands()
}

function preparePesBuffer(pattern: StitchPattern) {
  const source = commandBufferOf(pattern)
  const start = source.bounds()
  const commands = normalizeToBuffer(source, PES_LIMITS, { x: start.minX, y: start.minY })
  const b = commands.bounds()
  const dx = -b.minX
  const dy = -b.minY
  commands.translate(dx, dy)
  // Moving every point moves the extremes (rounding is monotonic).
  const bounds = { minX: b.minX + dx, minY: b.minY + dy, maxX: b.maxX + dx, maxY: b.maxY + dy }
  return { commands, bounds }
}

/** PES version 6 (fact sheet section 4): exact thread colours in the header, plus the PEC section machines sew. */
export function writePes(pattern: StitchPattern, options: PesWriteOptions = {}): Uint8Array {
  const blocks = pattern.threads.length
  if (blocks < 1) throw new RangeError('A PES file needs at least one thread')
  const { commands, bounds } = preparePesBuffer(pattern)
  const colorChanges = commands.count(COLOR)
  if (colorChanges !== blocks - 1) throw new RangeError('One thread per colour block is required')
  const width = bounds.maxX - bounds.minX
  const height = bounds.maxY - bounds.minY
  const palette = assignPaletteIndices(
    pattern.threads,
    PEC_THREADS.map((t) => t.hex),
  )
  const name = ascii(options.name ?? 'design')
  const hoop = options.hoop ?? DEFAULT_HOOP

  // Room for everything up front: header and thread table, 4 bytes per body point, at most 4 per PEC record,
  // thumbnails and the addendum.
  const w = new ByteWriter(2048 + name.length + 400 * blocks + 8 * commands.length)
  w.ascii(PES_SIGNATURE)
  w.u32(0) // PEC offset, patched below
  w.u16(1)
  w.ascii('02')
  w.u8(name.length)
  w.ascii(name)
  for (let i = 0; i < 4; i++) w.u8(0) // category, author, keywords, comments
  // Hoop width and height in mm at the third and fourth field.
  for (const v of [0, 0, hoop.widthMm, hoop.heightMm, 0, 200, 200, 100, 100, 100, 7, 19, 1, 1, 0, 100, 1, 0])
    w.u16(v)
  w.u8(0) // background image name
  for (const v of [1, 0, 0, 1, 0, 0]) w.f32(v)
  w.u16(0) // programmable fills
  w.u16(0) // motifs
  w.u16(0) // feather patterns
  w.u16(blocks)
  pattern.threads.forEach((thread, i) => {
    // A chart's spool: its number, name and brand, so the machine lists real spools; else a custom colour
    // described by its PEC palette number (as PE-Design does).
    const spool = options.threads?.[i]
    w.str8(ascii(spool?.code ?? ''))
    w.bytes([thread.r, thread.g, thread.b])
    w.u8(0)
    w.u32(0x0a)
    w.str8(ascii(spool?.name ?? String(palette[i])))
    w.str8(ascii(spool?.brand ?? BRAND))
    w.str8(ascii(spool?.chart ?? ''))
  })
  w.u16(1) // one object
  w.u16(0xffff)
  w.u16(0)

  // CEmbOne: zero boxes (as pyembroidery), a translation centring the design in the hoop (pyembroidery's
  // formula for the 130×180 hoop, tx = 350 + 650 - w/2, ty = 100 + 900 + h/2, for any hoop).
  w.u16(7)
  w.ascii('CEmbOne')
  for (let i = 0; i < 8; i++) w.s16(0)
  const tx = 350 + hoop.widthMm * 5 - width / 2
  const ty = 100 + hoop.heightMm * 5 + height / 2
  for (const v of [1, 0, 0, 1, tx, ty]) w.f32(v)
  w.u16(1)
  w.s16(0)
  w.s16(0)
  w.u16(width)
  w.u16(height)
  w.fill(0, 8)
  const colorLog = writeBodySegments(w, commands, bounds)
  w.u16(colorLog.length / 2)
  for (const v of colorLog) w.u16(v)
  w.u16(0)
  w.u16(0)
  // Version 6 extra after the objects (pyembroidery writes it; meaning unknown).
  w.u32(0)
  w.u32(0)
  for (let i = 0; i < colorLog.length / 2; i++) {
    w.u32(i)
    w.u32(0)
  }

  w.patchU32(8, w.length)
  writePecSection(w, commands, palette, name, bounds)

  // v6 addendum (5.7): palette copy padded to 128 bytes, a blank 144-byte bitmap per block, R,G,B per block.
  w.u8(blocks - 1)
  w.bytes(palette)
  w.fill(0x20, 128 - 1 - blocks)
  w.fill(0, 144 * blocks)
  for (const t of pattern.threads) w.bytes([t.r, t.g, t.b])
  w.u16(0)
  return w.toBytes()
}

/**
 * Body segments (CSewSeg): runs of stitches, and one jump segment (from, to) per move between them, in the frame
 * pyembroidery uses (x from the left edge, y up to 0 at the bottom edge, so y <= 0), after their count and
 * type name. Returns the colour log: (first segment, block) pairs, one per block with segments.
 */
function writeBodySegments(w: ByteWriter, commands: CommandBuffer, bounds: { minX: number; maxY: number }) {
  const segmentCountAt = w.length
  w.u16(0)
  w.u16(0xffff)
  w.u16(0)
  w.u16(7)
  w.ascii('CSewSeg')
  const { kinds, xs, ys } = commands
  const colorLog: number[] = []
  let segments = 0
  let block = 0
  let x = 0
  let y = 0
  /** The open segment: its type (-1 for none), where its point count is written, and how many points. */
  let type = -1
  let countAt = 0
  let points = 0
  const close = () => {
    if (type !== -1) w.patchU16(countAt, points)
  }
  const open = (segmentType: number) => {
    close()
    if (segments > 0) w.u16(0x8003)
    if (colorLog.length === 0 || colorLog[colorLog.length - 1] !== block) colorLog.push(segments, block)
    segments++
    type = segmentType
    w.u16(segmentType)
    w.u16(block)
    countAt = w.length
    w.u16(0)
    points = 0
  }
  const point = (px: number, py: number) => {
    w.s16(px - bounds.minX)
    w.s16(py - bounds.maxY)
    points++
  }
  for (let i = 0; i < commands.length; i++) {
    const kind = kinds[i] as number
    if (kind === COLOR) {
      block++
      close()
      type = -1
      continue
    }
    if (kind === TRIM) continue
    const cx = xs[i] as number
    const cy = ys[i] as number
    if (kind === JUMP) {
      if (type !== SEGMENT_JUMP) {
        open(SEGMENT_JUMP)
        point(x, y)
        point(cx, cy)
      } else {
        // Consecutive moves: one segment from where the needle was to where it lands.
        w.length -= 4
        point(cx, cy)
        points--
      }
    } else {
      if (type !== SEGMENT_STITCH) open(SEGMENT_STITCH)
      point(cx, cy)
    }
    x = cx
    y = cy
  }
  close()
  w.patchU16(segmentCountAt, segments)
  return colorLog
}

export interface PesFile {
  version: string
  name: string
  /** Hoop size from the header, mm. */
  hoopWidthMm: number
  hoopHeightMm: number
  /** CEmbOne translation (0.1 mm). */
  translation: { x: number; y: number }
  /** Catalogue numbers and brands from the thread table. */
  threadCodes: string[]
  threadBrands: string[]
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
  let hoopWidthMm = 0
  let hoopHeightMm = 0
  let translation = { x: 0, y: 0 }
  const threadCodes: string[] = []
  const threadBrands: string[] = []
  if (signature === PES_SIGNATURE) {
    r.u16()
    r.ascii(2)
    name = r.str8()
    for (let i = 0; i < 4; i++) r.str8()
    r.skip(4)
    hoopWidthMm = r.u16()
    hoopHeightMm = r.u16()
    r.skip(28)
    r.str8()
    r.skip(24)
    const fills = r.u16()
    const motifs = r.u16()
    const feathers = r.u16()
    if (fills || motifs || feathers)
      throw new FormatError('Programmable fills, motifs and feathers are not supported')
    const count = r.u16()
    for (let i = 0; i < count; i++) {
      threadCodes.push(r.str8())
      const red = r.u8()
      const green = r.u8()
      const blue = r.u8()
      r.u8()
      r.u32()
      threadDescriptions.push(r.str8())
      threadBrands.push(r.str8())
      r.str8()
      threads.push(threadFromRgb(red, green, blue))
    }
    const objects = r.u16()
    if (objects > 0) {
      r.skip(4)
      if (r.u16() !== 7 || r.ascii(7) !== 'CEmbOne') throw new FormatError('Expected CEmbOne')
      r.skip(16 + 16)
      translation = { x: r.f32(), y: r.f32() }
      r.skip(2 + 4 + 4 + 8)
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
    hoopWidthMm,
    hoopHeightMm,
    translation,
    threadCodes,
    threadBrands,
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
