import { ByteReader, ByteWriter, FormatError } from './bytes.ts'
import { COLOR, JUMP, STITCH, TRIM, type CommandBuffer } from './command-buffer.ts'
import { centredBuffer } from './normalize.ts'
import { assignPaletteIndices, JEF_THREADS, threadFromHex } from './threads.ts'
import type { Hoop } from './hoops.ts'
import type { Command, FormatLimits, StitchPattern, Thread } from './types.ts'

/** Signed byte per axis; -128 would read as the 0x80 command escape. */
export const JEF_LIMITS: FormatLimits = { maxStitch: 127, maxJump: 127 }
/** Janome machines cut after a few consecutive commands: a trim is written as this many zero jumps. */
export const JEF_TRIM_JUMPS = 3

export function prepareJef(pattern: StitchPattern): Command[] {
  return prepareJefBuffer(pattern).toCommands()
}

function prepareJefBuffer(pattern: StitchPattern): CommandBuffer {
  return centredBuffer(pattern, JEF_LIMITS)
}

const JEF_ZERO_JUMP = [0x80, 0x02, 0, 0] as const
const JEF_COLOR_CHANGE = [0x80, 0x01, 0, 0] as const

export interface JefWriteOptions {
  /** `YYYYMMDDhhmmss`; defaults to now (UTC). */
  date?: string
  /** The hoop sewn in: its JEF code when it has one, and the fourth (custom) edge-distance block. */
  hoop?: Pick<Hoop, 'widthMm' | 'heightMm' | 'jefCode'>
}

const HOOPS = [
  // code, half width, half height (units)
  [0, 550, 550],
  [1, 250, 250],
  [2, 700, 1000],
] as const

export function writeJef(pattern: StitchPattern, options: JefWriteOptions = {}): Uint8Array {
  const commands = prepareJefBuffer(pattern)
  const { kinds, xs, ys } = commands
  const blocks = pattern.threads.length
  const b = commands.bounds()
  const halfWidth = Math.max(-b.minX, b.maxX)
  const halfHeight = Math.max(-b.minY, b.maxY)
  let points = 1
  for (let i = 0; i < commands.length; i++) {
    const kind = kinds[i] as number
    if (kind === STITCH) points += 1
    else if (kind === JUMP || kind === COLOR) points += 2
    else points += 2 * JEF_TRIM_JUMPS
  }
  const date = options.date ?? new Date().toISOString().replace(/\D/g, '').slice(0, 14)
  const w = new ByteWriter(0x74 + 8 * blocks + 2 * points + 16)
  w.u32(0x74 + 8 * blocks)
  w.u32(0x14)
  w.ascii(date.padEnd(14, '0').slice(0, 14))
  w.u8(0)
  w.u8(0)
  w.u32(blocks)
  w.u32(points)
  const w2 = 2 * halfWidth
  const h2 = 2 * halfHeight
  const hoop = options.hoop
  w.u32(
    hoop?.jefCode !== undefined
      ? hoop.jefCode
      : w2 < 500 && h2 < 500
        ? 1
        : w2 < 1260 && h2 < 1100
          ? 3
          : w2 < 1400 && h2 < 2000
            ? 2
            : w2 < 2000 && h2 < 2000
              ? 4
              : 0,
  )
  for (let i = 0; i < 2; i++) {
    w.u32(halfWidth)
    w.u32(halfHeight)
  }
  // The last block is for the hoop sewn in (140×200 when none is given).
  const custom = hoop ? ([3, hoop.widthMm * 5, hoop.heightMm * 5] as const) : ([3, 700, 1000] as const)
  for (const [, hx, hy] of [...HOOPS, custom]) {
    const ex = hx - halfWidth
    const ey = hy - halfHeight
    for (const v of ex >= 0 && ey >= 0 ? [ex, ey, ex, ey] : [-1, -1, -1, -1]) w.s32(v)
  }
  for (const index of assignPaletteIndices(pattern.threads, JEF_THREADS)) w.u32(index)
  for (let i = 0; i < blocks; i++) w.u32(0x0d)
  let x = 0
  let y = 0
  for (let i = 0; i < commands.length; i++) {
    const kind = kinds[i] as number
    if (kind === TRIM) {
      for (let k = 0; k < JEF_TRIM_JUMPS; k++) w.bytes(JEF_ZERO_JUMP)
      continue
    }
    if (kind === COLOR) {
      w.bytes(JEF_COLOR_CHANGE)
      continue
    }
    const cx = xs[i] as number
    const cy = ys[i] as number
    const dx = cx - x
    const dy = -(cy - y)
    x = cx
    y = cy
    if (kind === JUMP) {
      w.u8(0x80)
      w.u8(0x02)
    }
    w.u8(dx & 0xff)
    w.u8(dy & 0xff)
  }
  w.bytes([0x80, 0x10])
  return w.toBytes()
}

export interface JefFile {
  date: string
  /** Janome palette colour per block. */
  threads: Thread[]
  paletteIndices: number[]
  pointCount: number
  hoopCode: number
  commands: Command[]
}

export function readJef(data: Uint8Array): JefFile {
  const r = new ByteReader(data)
  const stitchOffset = r.u32()
  r.u32()
  const date = r.ascii(14)
  r.skip(2)
  const blocks = r.u32()
  const pointCount = r.u32()
  const hoopCode = r.u32()
  if (stitchOffset !== 0x74 + 8 * blocks)
    throw new FormatError('JEF stitch offset does not match the colour count')
  r.offset = 116
  const paletteIndices: number[] = []
  for (let i = 0; i < blocks; i++) paletteIndices.push(r.u32())
  r.offset = stitchOffset
  const s8 = (v: number) => (v > 127 ? v - 256 : v)
  const commands: Command[] = []
  let x = 0
  let y = 0
  let zeroJumps = 0
  for (;;) {
    const b0 = r.u8()
    const b1 = r.u8()
    if (b0 === 0x80) {
      if (b1 === 0x10) break
      const dx = s8(r.u8())
      const dy = -s8(r.u8())
      if (b1 === 0x01) {
        commands.push({ kind: 'color', x, y })
        continue
      }
      if (b1 !== 0x02) throw new FormatError(`Unknown JEF command 0x80 0x${b1.toString(16)}`)
      if (dx === 0 && dy === 0 && commands.length > 0) {
        zeroJumps++
        if (zeroJumps === JEF_TRIM_JUMPS) {
          commands.push({ kind: 'trim', x, y })
          zeroJumps = 0
        }
        continue
      }
      zeroJumps = 0
      x += dx
      y += dy
      commands.push({ kind: 'jump', x, y })
      continue
    }
    zeroJumps = 0
    x += s8(b0)
    y -= s8(b1)
    commands.push({ kind: 'stitch', x, y })
  }
  return {
    date,
    threads: paletteIndices.map((i) => threadFromHex(JEF_THREADS[i - 1] ?? '#000000')),
    paletteIndices,
    pointCount,
    hoopCode,
    commands,
  }
}
