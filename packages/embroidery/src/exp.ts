import { ByteReader, ByteWriter } from './bytes.ts'
import { COLOR, JUMP, STITCH, TRIM, type CommandBuffer } from './command-buffer.ts'
import { centredBuffer } from './normalize.ts'
import type { Command, FormatLimits, StitchPattern } from './types.ts'

/**
 * EXP (Melco, Bernina): no header, two signed bytes (dx, dy with y up) per stitch, 0x80-escaped commands
 * (pyembroidery's ExpWriter/ExpReader): 80 04 dx dy jump, 80 80 07 00 trim, 80 01 00 00 colour change.
 * EXP carries no colours: the thread list travels next to it.
 */
export const EXP_LIMITS: FormatLimits = { maxStitch: 127, maxJump: 127 }

export function prepareExp(pattern: StitchPattern): Command[] {
  return centredBuffer(pattern, EXP_LIMITS).toCommands()
}

export function writeExp(pattern: StitchPattern): Uint8Array {
  const commands: CommandBuffer = centredBuffer(pattern, EXP_LIMITS)
  const { kinds, xs, ys } = commands
  const w = new ByteWriter(4 * commands.length + 16)
  let x = 0
  let y = 0
  for (let i = 0; i < commands.length; i++) {
    const kind = kinds[i] as number
    if (kind === TRIM) {
      w.bytes([0x80, 0x80, 0x07, 0x00])
      continue
    }
    if (kind === COLOR) {
      w.bytes([0x80, 0x01, 0x00, 0x00])
      continue
    }
    const cx = xs[i] as number
    const cy = ys[i] as number
    if (kind === JUMP) w.bytes([0x80, 0x04])
    w.u8(cx - x)
    w.u8(-(cy - y))
    x = cx
    y = cy
  }
  return w.toBytes()
}

const s8 = (v: number) => (v > 127 ? v - 256 : v)

/** Reads an EXP file into our stream (y down). */
export function readExp(data: Uint8Array): { commands: Command[] } {
  const r = new ByteReader(data)
  const commands: Command[] = []
  let x = 0
  let y = 0
  const move = (kind: number, dx: number, dy: number) => {
    x += dx
    y -= dy
    commands.push({ kind: kind === STITCH ? 'stitch' : 'jump', x, y })
  }
  while (r.offset + 2 <= data.length) {
    const b0 = r.u8()
    const b1 = r.u8()
    if (b0 !== 0x80) {
      move(STITCH, s8(b0), s8(b1))
      continue
    }
    const dx = s8(r.u8())
    const dy = s8(r.u8())
    if (b1 === 0x80) commands.push({ kind: 'trim', x, y })
    else if (b1 === 0x01) {
      commands.push({ kind: 'color', x, y })
      if (dx !== 0 || dy !== 0) move(JUMP, dx, dy)
    } else if (b1 === 0x04) move(JUMP, dx, dy)
    else if (b1 === 0x02) move(STITCH, dx, dy)
    else break
  }
  return { commands }
}
