import { ByteReader, FormatError, type ByteWriter } from './bytes.ts'
import { COLOR, JUMP, STITCH, TRIM, type CommandBuffer } from './command-buffer.ts'
import type { Command, FormatLimits } from './types.ts'

/** PEC record limits: long form is 12-bit signed per axis; split anything longer (fact sheet 5.5). */
export const PEC_LIMITS: FormatLimits = { maxStitch: 121, maxJump: 2047 }
/** Short form (one byte) for normal stitches within ±63 units; the long form otherwise. */
export const PEC_SHORT_MAX = 63
export const PEC_THUMBNAIL_WIDTH = 48
export const PEC_THUMBNAIL_HEIGHT = 38
export const PEC_THUMBNAIL_BYTES = (PEC_THUMBNAIL_WIDTH / 8) * PEC_THUMBNAIL_HEIGHT
export const PEC_LABEL_MAX = 8
export const PEC_MAX_BLOCKS = 255

const JUMP_FLAG = 0x10
const TRIM_FLAG = 0x20

/**
 * Writes the PEC section (fact sheet section 5). `commands` are normalised and in the file frame: the stream's
 * origin (0, 0) is the top-left of their bounds. One palette index (1-64) per colour block.
 */
export function writePecSection(
  w: ByteWriter,
  commands: CommandBuffer,
  paletteIndices: readonly number[],
  label: string,
  bounds: ReturnType<CommandBuffer['bounds']> = commands.bounds(),
) {
  const blocks = paletteIndices.length
  if (blocks < 1 || blocks > PEC_MAX_BLOCKS)
    throw new RangeError(`PEC holds 1-${PEC_MAX_BLOCKS} colour blocks`)
  const start = w.length
  // 5.1 fixed 512-byte header.
  w.ascii('LA:')
  w.ascii(pecLabel(label).padEnd(16, ' '))
  w.u8(0x0d)
  w.fill(0x20, 12)
  w.u8(0xff)
  w.u8(0x00)
  w.u8(PEC_THUMBNAIL_WIDTH / 8)
  w.u8(PEC_THUMBNAIL_HEIGHT)
  w.fill(0x20, 12)
  w.u8(blocks - 1)
  w.bytes(paletteIndices)
  w.fill(0x20, 463 - blocks)
  if (w.length - start !== 0x200) throw new Error('PEC header size')

  // 5.2 stitch-section header.
  w.u8(0)
  w.u8(0)
  const offsetField = w.length
  w.u24(0)
  w.bytes([0x31, 0xff, 0xf0])
  w.s16(bounds.maxX - bounds.minX)
  w.s16(bounds.maxY - bounds.minY)
  w.u16(0x01e0)
  w.u16(0x01b0)

  // 5.3 stream.
  let x = 0
  let y = 0
  let trimPending = false
  let colorToggle = 2
  const { kinds, xs, ys } = commands
  for (let i = 0; i < commands.length; i++) {
    const kind = kinds[i] as number
    if (kind === TRIM) {
      trimPending = true
      continue
    }
    if (kind === COLOR) {
      w.u8(0xfe)
      w.u8(0xb0)
      w.u8(colorToggle)
      colorToggle = colorToggle === 2 ? 1 : 2
      continue
    }
    const cx = xs[i] as number
    const cy = ys[i] as number
    const dx = cx - x
    const dy = cy - y
    x = cx
    y = cy
    if (kind === JUMP) {
      // A cut is the trim flag on the move after it; further parts of a split move are plain jumps.
      const flag = trimPending ? TRIM_FLAG : JUMP_FLAG
      trimPending = false
      longForm(w, dx, flag)
      longForm(w, dy, flag)
    } else {
      coordinate(w, dx)
      coordinate(w, dy)
    }
  }
  w.u8(0xff)
  w.patchU24(offsetField, w.length - (start + 0x200))

  // 5.6 thumbnails: the whole design, then one per colour block.
  for (const image of thumbnails(commands, bounds, blocks)) w.bytes(image)
}

export function pecLabel(label: string): string {
  return (
    label
      .replace(/[^\x20-\x7e]/g, '')
      .slice(0, PEC_LABEL_MAX)
      .trim() || 'design'
  )
}

function longForm(w: ByteWriter, v: number, flag: number) {
  if (v < -2048 || v > 2047) throw new RangeError(`PEC move out of range: ${v}`)
  const u = v & 0x0fff
  w.u8(0x80 | flag | (u >> 8))
  w.u8(u & 0xff)
}

function coordinate(w: ByteWriter, v: number) {
  if (v >= -PEC_SHORT_MAX && v <= PEC_SHORT_MAX) w.u8(v & 0x7f)
  else longForm(w, v, 0)
}

/**
 * 48×38, 1 bit per pixel, LSB = leftmost, rows top to bottom: the whole design, then one per colour block. A
 * frame with the stitches scaled inside; the first row stays empty (pyembroidery's reader looks for 0xFF 0x00
 * before it).
 */
function thumbnails(commands: CommandBuffer, bounds: ReturnType<CommandBuffer['bounds']>, blocks: number) {
  const images = Array.from({ length: blocks + 1 }, () => new Uint8Array(PEC_THUMBNAIL_BYTES))
  const set = (bits: Uint8Array, px: number, py: number) => {
    if (px < 0 || py < 1 || px >= PEC_THUMBNAIL_WIDTH || py >= PEC_THUMBNAIL_HEIGHT) return
    bits[py * 6 + (px >> 3)] = (bits[py * 6 + (px >> 3)] as number) | (1 << (px & 7))
  }
  for (const bits of images) {
    for (let px = 3; px <= 44; px++) {
      set(bits, px, 1)
      set(bits, px, 36)
    }
    for (let py = 2; py <= 35; py++) {
      set(bits, 2, py)
      set(bits, 45, py)
    }
  }
  const inner = { x0: 5, y0: 4, w: 38, h: 30 }
  const bw = Math.max(1, bounds.maxX - bounds.minX)
  const bh = Math.max(1, bounds.maxY - bounds.minY)
  const scale = Math.min(inner.w / bw, inner.h / bh)
  const offX = inner.x0 + (inner.w - bw * scale) / 2
  const offY = inner.y0 + (inner.h - bh * scale) / 2
  const all = images[0] as Uint8Array
  let own = images[1]
  let current = 1
  const { kinds, xs, ys } = commands
  for (let i = 0; i < commands.length; i++) {
    const kind = kinds[i] as number
    if (kind === COLOR) own = images[++current]
    if (kind !== STITCH) continue
    const px = Math.floor(offX + ((xs[i] as number) - bounds.minX) * scale)
    const py = Math.floor(offY + ((ys[i] as number) - bounds.minY) * scale)
    if (px < 0 || py < 1 || px >= PEC_THUMBNAIL_WIDTH || py >= PEC_THUMBNAIL_HEIGHT) continue
    const at = py * 6 + (px >> 3)
    const bit = 1 << (px & 7)
    all[at] = (all[at] as number) | bit
    if (own) own[at] = (own[at] as number) | bit
  }
  return images
}

export interface PecSection {
  label: string
  paletteIndices: number[]
  width: number
  height: number
  commands: Command[]
  thumbnails: Uint8Array[]
}

/** Reads a PEC section starting at `start` (the `L` of `LA:`). */
export function readPecSection(data: Uint8Array, start: number): PecSection {
  const r = new ByteReader(data, start)
  if (r.ascii(3) !== 'LA:') throw new FormatError('PEC section does not start with LA:')
  const label = r.ascii(16).trimEnd()
  r.offset = start + 0x30
  const countByte = r.u8()
  const blocks = countByte === 0xff ? 0 : countByte + 1
  const paletteIndices: number[] = []
  for (let i = 0; i < blocks; i++) paletteIndices.push(r.u8())
  r.offset = start + 0x202
  const thumbnailOffset = r.u24()
  r.offset = start + 0x208
  const width = r.s16()
  const height = r.s16()
  r.offset = start + 0x210
  const commands: Command[] = []
  let x = 0
  let y = 0
  for (;;) {
    const b0 = r.u8()
    if (b0 === 0xff) break
    if (b0 === 0xfe) {
      r.skip(2)
      commands.push({ kind: 'color', x, y })
      continue
    }
    r.offset--
    const dx = readCoordinate(r)
    const dy = readCoordinate(r)
    x += dx.value
    y += dy.value
    const flags = dx.flags | dy.flags
    if (flags & TRIM_FLAG) commands.push({ kind: 'trim', x: x - dx.value, y: y - dy.value })
    commands.push({ kind: flags & (TRIM_FLAG | JUMP_FLAG) ? 'jump' : 'stitch', x, y })
  }
  const thumbnailsAt = start + 0x200 + thumbnailOffset
  if (thumbnailsAt !== r.offset) throw new FormatError('PEC thumbnail offset does not follow the end marker')
  const thumbnails: Uint8Array[] = []
  for (let i = 0; i <= blocks; i++) {
    const at = thumbnailsAt + i * PEC_THUMBNAIL_BYTES
    if (at + PEC_THUMBNAIL_BYTES > data.length) throw new FormatError('PEC thumbnails are truncated')
    thumbnails.push(data.slice(at, at + PEC_THUMBNAIL_BYTES))
  }
  return { label, paletteIndices, width, height, commands, thumbnails }
}

function readCoordinate(r: ByteReader): { value: number; flags: number } {
  const b0 = r.u8()
  if (b0 & 0x80) {
    const b1 = r.u8()
    let value = ((b0 & 0x0f) << 8) | b1
    if (value & 0x800) value -= 0x1000
    return { value, flags: b0 & 0x70 }
  }
  return { value: b0 & 0x40 ? b0 - 0x80 : b0, flags: 0 }
}

/** End of the PEC section: just past the last thumbnail. */
export function pecSectionEnd(start: number, section: PecSection, data: Uint8Array): number {
  const r = new ByteReader(data, start + 0x202)
  return start + 0x200 + r.u24() + (section.paletteIndices.length + 1) * PEC_THUMBNAIL_BYTES
}
