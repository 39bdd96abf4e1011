import { ByteReader, ByteWriter, FormatError } from './bytes.ts'
import { commandBounds, normalizeCommands, translateCommands } from './normalize.ts'
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
  const b = commandBounds(pattern.commands)
  const cx = Math.round((b.minX + b.maxX) / 2)
  const cy = Math.round((b.minY + b.maxY) / 2)
  return translateCommands(normalizeCommands(pattern.commands, DST_LIMITS, { x: cx, y: cy }), -cx, -cy)
}

export interface DstWriteOptions {
  name?: string
}

export function writeDst(pattern: StitchPattern, options: DstWriteOptions = {}): Uint8Array {
  const commands = prepareDst(pattern)
  const records: number[][] = []
  let x = 0
  let y = 0
  for (const c of commands) {
    if (c.kind === 'color') records.push([0, 0, 0xc3])
    else if (c.kind === 'trim') for (const [dx, dy] of TRIM_JUMPS) records.push(encodeRecord(dx, dy, true))
    else {
      records.push(encodeRecord(c.x - x, c.y - y, c.kind === 'jump'))
      x = c.x
      y = c.y
    }
  }
  records.push([0, 0, 0xf3])

  const b = commandBounds(commands)
  const last = commands.filter((c) => c.kind === 'stitch' || c.kind === 'jump').at(-1) ?? { x: 0, y: 0 }
  const pad = (v: number, n: number) => String(Math.abs(Math.round(v))).padStart(n, ' ')
  const signed = (v: number) => `${v >= 0 ? '+' : '-'}${pad(v, 5)}`
  const name = (options.name ?? 'design').replace(/[^\x20-\x7e]/g, '').slice(0, 16)
  const header =
    `LA:${name.padEnd(16, ' ')}\r` +
    `ST:${pad(records.length, 7)}\r` +
    `CO:${pad(commands.filter((c) => c.kind === 'color').length, 3)}\r` +
    // Extents from the start point, y up: +Y is the distance above it (our smallest y).
    `+X:${pad(Math.max(0, b.maxX), 5)}\r` +
    `-X:${pad(Math.max(0, -b.minX), 5)}\r` +
    `+Y:${pad(Math.max(0, -b.minY), 5)}\r` +
    `-Y:${pad(Math.max(0, b.maxY), 5)}\r` +
    `AX:${signed(last.x)}\r` +
    `AY:${signed(-last.y)}\r` +
    `MX:${signed(0)}\r` +
    `MY:${signed(0)}\r` +
    `PD:******\r`
  const w = new ByteWriter()
  w.ascii(header)
  w.u8(0x1a)
  w.fill(0x20, DST_HEADER_BYTES - w.length)
  for (const r of records) w.bytes(r)
  return w.toBytes()
}

/** One 3-byte record; y is negated (DST's y grows upwards). */
function encodeRecord(dx: number, dy: number, isJump: boolean): number[] {
  if (Math.abs(dx) > 121 || Math.abs(dy) > 121) throw new RangeError(`DST move out of range: ${dx},${dy}`)
  let b0 = 0
  let b1 = 0
  let b2 = 0x03 | (isJump ? 0x80 : 0)
  let v = dx
  const digitsX: [number, number, number, number][] = [
    // weight, byte, plus bit, minus bit
    [81, 2, 0x04, 0x08],
    [27, 1, 0x04, 0x08],
    [9, 0, 0x04, 0x08],
    [3, 1, 0x01, 0x02],
    [1, 0, 0x01, 0x02],
  ]
  const digitsY: [number, number, number, number][] = [
    [81, 2, 0x20, 0x10],
    [27, 1, 0x20, 0x10],
    [9, 0, 0x20, 0x10],
    [3, 1, 0x80, 0x40],
    [1, 0, 0x80, 0x40],
  ]
  const apply = (digits: [number, number, number, number][], value: number) => {
    for (const [weight, byte, plus, minus] of digits) {
      const half = (weight - 1) / 2
      let bit = 0
      if (value > half) {
        bit = plus
        value -= weight
      } else if (value < -half) {
        bit = minus
        value += weight
      }
      if (byte === 0) b0 |= bit
      else if (byte === 1) b1 |= bit
      else b2 |= bit
    }
    if (value !== 0) throw new Error('DST encoding failed')
  }
  apply(digitsX, v)
  v = -dy
  apply(digitsY, v)
  return [b0, b1, b2]
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
