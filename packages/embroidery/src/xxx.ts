import { ByteReader, ByteWriter, FormatError } from './bytes.ts'
import { COLOR, JUMP, TRIM } from './command-buffer.ts'
import { centredBuffer } from './normalize.ts'
import { threadFromRgb } from './threads.ts'
import type { Command, FormatLimits, StitchPattern, Thread } from './types.ts'

/**
 * XXX (Singer), as pyembroidery's XxxWriter/XxxReader: a 0x100-byte header, two signed bytes per stitch (y up),
 * 7F-escaped commands (7F 01 jump, 7F 03 trim, 7F 08 colour change, 7F 7F 02 14 end), then the thread colours.
 * A stitch byte may not be 7D-7F (escapes), so moves stay within ±123.
 */
export const XXX_LIMITS: FormatLimits = { maxStitch: 123, maxJump: 123 }
const HEADER_BYTES = 0x100
/** The colour table always has room for this many entries. */
const COLOR_SLOTS = 21

export function prepareXxx(pattern: StitchPattern): Command[] {
  return centredBuffer(pattern, XXX_LIMITS).toCommands()
}

export function writeXxx(pattern: StitchPattern): Uint8Array {
  const commands = centredBuffer(pattern, XXX_LIMITS)
  const { kinds, xs, ys } = commands
  const b = commands.bounds()
  const last = commands.length > 0 ? commands.length - 1 : -1
  const lastX = last >= 0 ? (xs[last] as number) : 0
  const lastY = last >= 0 ? (ys[last] as number) : 0
  const blocks = pattern.threads.length
  const w = new ByteWriter(HEADER_BYTES + 4 * commands.length + 4 * Math.max(blocks, COLOR_SLOTS) + 32)
  w.fill(0, 0x17)
  w.u32(commands.length)
  w.fill(0, 0x0c)
  w.u32(blocks)
  w.u16(0)
  w.u16(b.maxX - b.minX)
  w.u16(b.maxY - b.minY)
  w.u16(lastX)
  w.u16(-lastY)
  w.u16(-b.minX)
  w.u16(b.maxY)
  w.fill(0, 0x42)
  w.u16(0)
  w.u16(0)
  w.fill(0, 0x73)
  w.u16(0x20)
  w.fill(0, 8)
  const endField = w.length
  w.u32(0)
  if (w.length !== HEADER_BYTES) throw new Error('XXX header size')
  let x = 0
  let y = 0
  for (let i = 0; i < commands.length; i++) {
    const kind = kinds[i] as number
    const cx = xs[i] as number
    const cy = ys[i] as number
    const dx = cx - x
    const dy = -(cy - y)
    x = cx
    y = cy
    if (kind === COLOR) w.bytes([0x7f, 0x08, dx, dy])
    else if (kind === TRIM) w.bytes([0x7f, 0x03, dx, dy])
    else if (kind === JUMP) w.bytes([0x7f, 0x01, dx, dy])
    else {
      w.u8(dx)
      w.u8(dy)
    }
  }
  w.patchU32(endField, w.length)
  w.bytes([0x7f, 0x7f, 0x02, 0x14])
  w.u16(0)
  for (const t of pattern.threads) w.bytes([0, t.r, t.g, t.b])
  for (let i = blocks; i < COLOR_SLOTS; i++) w.u32(0)
  w.u32(0xffffff00)
  w.bytes([0x00, 0x01])
  return w.toBytes()
}

const s8 = (v: number) => (v > 127 ? v - 256 : v)

export interface XxxFile {
  commands: Command[]
  threads: Thread[]
  /** The header's command count. */
  commandCount: number
}

export function readXxx(data: Uint8Array): XxxFile {
  if (data.length < HEADER_BYTES) throw new FormatError('XXX header is truncated')
  const r = new ByteReader(data, 0x17)
  const commandCount = r.u32()
  r.offset = 0x27
  const colorCount = r.u16()
  r.offset = HEADER_BYTES
  const commands: Command[] = []
  let x = 0
  let y = 0
  for (;;) {
    const b1 = r.u8()
    if (b1 === 0x7d || b1 === 0x7e) {
      x += r.s16()
      y -= r.s16()
      commands.push({ kind: 'jump', x, y })
      continue
    }
    const b2 = r.u8()
    if (b1 !== 0x7f) {
      x += s8(b1)
      y -= s8(b2)
      commands.push({ kind: 'stitch', x, y })
      continue
    }
    if (b2 === 0x7f || b2 === 0x18) {
      r.skip(2)
      break
    }
    const dx = s8(r.u8())
    const dy = s8(r.u8())
    if (b2 === 0x08 || (b2 >= 0x0a && b2 <= 0x17)) commands.push({ kind: 'color', x, y })
    else if (b2 === 0x03) commands.push({ kind: 'trim', x, y })
    if (b2 === 0x01 || dx !== 0 || dy !== 0) {
      x += dx
      y -= dy
      commands.push({ kind: 'jump', x, y })
    }
  }
  r.skip(2)
  const threads: Thread[] = []
  for (let i = 0; i < colorCount; i++) {
    r.u8()
    threads.push(threadFromRgb(r.u8(), r.u8(), r.u8()))
  }
  return { commands, threads, commandCount }
}
