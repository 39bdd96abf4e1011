import { ByteReader, ByteWriter, FormatError } from './bytes.ts'
import { COLOR, JUMP, TRIM, type CommandBuffer } from './command-buffer.ts'
import { centredBuffer } from './normalize.ts'
import type { Command, FormatLimits, StitchPattern } from './types.ts'

/** Balanced ternary with weights 1, 3, 9, 27, 81: ±121 units per record and axis (fact sheet section 9). */
export const DST_LIMITS: FormatLimits = { maxStitch: 121, maxJump: 121 }
export const DST_HEADER_BYTES = 512
/** A cut: DST has no trim command; machines cut after consecutive jumps. pyembroidery's three-jump pattern. */
const TRIM_JUMPS = [
  [2, 2],
  [-4, -4],
  [2, 2],
] as const

/** The command stream the DST writer encodes: normalised, origin (where the machine starts) at the centre. */
export function prepareDst(pattern: StitchPattern): Command[] {
  return prepareDstBuffer(pattern).toCommands()
}

function prepareDstBuffer(pattern: StitchPattern): CommandBuffer {
  return centredBuffer(pattern, DST_LIMITS)
}

export interface DstWriteOptions {
  name?: string
}

export function writeDst(pattern: StitchPattern, options: DstWriteOptions = {}): Uint8Array {
  const commands = prepareDstBuffer(pattern)
  const { kinds, xs, ys } = commands
  let recordCount = 1 // the end record
  let colorCount = 0
  let last = -1
  for (let i = 0; i < commands.length; i++) {
    const kind = kinds[i] as number
    if (kind === COLOR) colorCount++
    else if (kind !== TRIM) last = i
    recordCount += kind === TRIM ? TRIM_JUMPS.length : 1
  }

  const b = commands.bounds()
  const lastX = last >= 0 ? (xs[last] as number) : 0
  const lastY = last >= 0 ? (ys[last] as number) : 0
  const pad = (v: number, n: number) => String(Math.abs(Math.round(v))).padStart(n, ' ')
  const signed = (v: number) => `${v >= 0 ? '+' : '-'}${pad(v, 5)}`
  const name = (options.name ?? 'design').replace(/[^\x20-\x7e]/g, '').slice(0, 16)
  const header =
    `LA:${name.padEnd(16, ' ')}\r` +
    `ST:${pad(recordCount, 7)}\r` +
    `CO:${pad(colorCount, 3)}\r` +
    // Extents from the start point, y up: +Y is the distance above it (our smallest y).
    `+X:${pad(Math.max(0, b.maxX), 5)}\r` +
    `-X:${pad(Math.max(0, -b.minX), 5)}\r` +
    `+Y:${pad(Math.max(0, -b.minY), 5)}\r` +
    `-Y:${pad(Math.max(0, b.maxY), 5)}\r` +
    `AX:${signed(lastX)}\r` +
    `AY:${signed(-lastY)}\r` +
    `MX:${signed(0)}\r` +
    `MY:${signed(0)}\r` +
    `PD:******\r`
  const w = new ByteWriter(DST_HEADER_BYTES + 3 * recordCount)
  w.ascii(header)
  w.u8(0x1a)
  w.fill(0x20, DST_HEADER_BYTES - w.length)
  let x = 0
  let y = 0
  for (let i = 0; i < commands.length; i++) {
    const kind = kinds[i] as number
    if (kind === COLOR) {
      w.u8(0)
      w.u8(0)
      w.u8(0xc3)
    } else if (kind === TRIM) for (const [dx, dy] of TRIM_JUMPS) writeRecord(w, dx, dy, true)
    else {
      const cx = xs[i] as number
      const cy = ys[i] as number
      writeRecord(w, cx - x, cy - y, kind === JUMP)
      x = cx
      y = cy
    }
  }
  w.u8(0)
  w.u8(0)
  w.u8(0xf3)
  return w.toBytes()
}

/** Balanced-ternary digits: weight, byte, bit for +1 and bit for -1, per axis. */
const DIGIT_WEIGHTS = [81, 27, 9, 3, 1] as const
const DIGIT_BYTES = [2, 1, 0, 1, 0] as const
const X_PLUS = [0x04, 0x04, 0x04, 0x01, 0x01] as const
const X_MINUS = [0x08, 0x08, 0x08, 0x02, 0x02] as const
const Y_PLUS = [0x20, 0x20, 0x20, 0x80, 0x80] as const
const Y_MINUS = [0x10, 0x10, 0x10, 0x40, 0x40] as const
const recordBytes = new Uint8Array(3)

/** One 3-byte record; y is negated (DST's y grows upwards). */
function writeRecord(w: ByteWriter, dx: number, dy: number, isJump: boolean) {
  if (Math.abs(dx) > 121 || Math.abs(dy) > 121) throw new RangeError(`DST move out of range: ${dx},${dy}`)
  recordBytes[0] = 0
  recordBytes[1] = 0
  recordBytes[2] = 0x03 | (isJump ? 0x80 : 0)
  encodeAxis(dx, X_PLUS, X_MINUS)
  encodeAxis(-dy, Y_PLUS, Y_MINUS)
  w.u8(recordBytes[0] as number)
  w.u8(recordBytes[1] as number)
  w.u8(recordBytes[2] as number)
}

function encodeAxis(value: number, plus: readonly number[], minus: readonly number[]) {
  for (let k = 0; k < DIGIT_WEIGHTS.length; k++) {
    const weight = DIGIT_WEIGHTS[k] as number
    const half = (weight - 1) / 2
    let bit = 0
    if (value > half) {
      bit = plus[k] as number
      value -= weight
    } else if (value < -half) {
      bit = minus[k] as number
      value += weight
    }
    const byte = DIGIT_BYTES[k] as number
    recordBytes[byte] = (recordBytes[byte] as number) | bit
  }
  if (value !== 0) throw new Error('DST encoding failed')
}

function decodeRecord(b0: number, b1: number, b2: number) {
  const bit = (b: number, mask: number) => ((b & mask) !== 0 ? 1 : 0)
  const x =
    bit(b0, 0x01) -
    bit(b0, 0x02) +
    9 * (bit(b0, 0x04) - bit(b0, 0x08)) +
    3 * (bit(b1, 0x01) - bit(b1, 0x02)) +
    27 * (bit(b1, 0x04) - bit(b1, 0x08)) +
    81 * (bit(b2, 0x04) - bit(b2, 0x08))
  const y =
    bit(b0, 0x80) -
    bit(b0, 0x40) +
    9 * (bit(b0, 0x20) - bit(b0, 0x10)) +
    3 * (bit(b1, 0x80) - bit(b1, 0x40)) +
    27 * (bit(b1, 0x20) - bit(b1, 0x10)) +
    81 * (bit(b2, 0x20) - bit(b2, 0x10))
  return { dx: x, dy: -y }
}

export interface DstFile {
  header: Record<string, string>
  commands: Command[]
}

/** Reads a DST file; our three-jump cut pattern comes back as a trim. */
export function readDst(data: Uint8Array): DstFile {
  if (data.length < DST_HEADER_BYTES) throw new FormatError('DST header is truncated')
  const r = new ByteReader(data)
  const text = r.ascii(DST_HEADER_BYTES)
  const header: Record<string, string> = {}
  for (const line of text.split('\r')) {
    const m = /^([A-Z+-]{2}):(.*)$/.exec(line)
    if (m) header[m[1] as string] = m[2] as string
  }
  const raw: { kind: 'stitch' | 'jump' | 'color'; dx: number; dy: number }[] = []
  for (;;) {
    const b0 = r.u8()
    const b1 = r.u8()
    const b2 = r.u8()
    if (b2 === 0xf3) break
    if ((b2 & 0xc3) === 0xc3) {
      raw.push({ kind: 'color', dx: 0, dy: 0 })
      continue
    }
    const { dx, dy } = decodeRecord(b0, b1, b2)
    raw.push({ kind: b2 & 0x80 ? 'jump' : 'stitch', dx, dy })
  }
  const commands: Command[] = []
  let x = 0
  let y = 0
  for (let i = 0; i < raw.length; i++) {
    const isTrim = TRIM_JUMPS.every(([tx, ty], k) => {
      const rec = raw[i + k]
      return rec?.kind === 'jump' && rec.dx === tx && rec.dy === ty
    })
    if (isTrim) {
      commands.push({ kind: 'trim', x, y })
      i += TRIM_JUMPS.length - 1
      continue
    }
    const rec = raw[i] as (typeof raw)[number]
    x += rec.dx
    y += rec.dy
    commands.push({ kind: rec.kind, x, y })
  }
  return { header, commands }
}
