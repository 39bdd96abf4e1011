import {
  COLOR,
  CommandBuffer,
  commandBufferOf,
  JUMP,
  STITCH,
  TRIM,
  toCommandBuffer,
} from './command-buffer.ts'
import type { Command, FormatLimits, StitchPattern } from './types.ts'

/**
 * Brings a stitch stream within a format's limits before encoding (pyembroidery's idea: writers declare limits,
 * one shared encoder step enforces them):
 * - the stream starts with a jump from `origin` to the first position (PEC needs one; the others are fine);
 * - stitches and jumps longer than the limits (per axis) are split into equal parts;
 * - a trim is kept only directly before a jump (a colour change or the end cut anyway); repeated trims and
 *   zero-length jumps after the first are dropped.
 * The result is what a reader of the written file gives back.
 */
export function normalizeCommands(
  commands: readonly Command[],
  limits: FormatLimits,
  origin: { x: number; y: number } = { x: 0, y: 0 },
): Command[] {
  return normalizeToBuffer(toCommandBuffer(commands), limits, origin).toCommands()
}

/** `normalizeCommands` on packed streams: what the writers encode. */
export function normalizeToBuffer(
  commands: CommandBuffer,
  limits: FormatLimits,
  origin: { x: number; y: number } = { x: 0, y: 0 },
): CommandBuffer {
  const { kinds, xs, ys, length } = commands
  const out = new CommandBuffer(length + (length >> 4) + 16)
  // Every stream starts with a jump from the origin to the first position (PEC requires it).
  let first = 0
  while (first < length && (kinds[first] as number) > JUMP) first++
  const hasFirst = first < length
  let x = hasFirst ? (xs[first] as number) : origin.x
  let y = hasFirst ? (ys[first] as number) : origin.y
  pushSplit(out, JUMP, origin.x, origin.y, x, y, limits.maxJump)
  for (let i = 0; i < length; i++) {
    const kind = kinds[i] as number
    if (i === first && kind === JUMP) continue
    if (kind === TRIM) {
      if (i + 1 < length && kinds[i + 1] === JUMP && i + 1 !== first && out.lastKind() !== TRIM)
        out.push(TRIM, x, y)
    } else if (kind === COLOR) out.push(COLOR, x, y)
    else {
      const cx = xs[i] as number
      const cy = ys[i] as number
      if (kind === JUMP) {
        if (cx === x && cy === y) {
          if (out.lastKind() === TRIM) out.pop()
        } else pushSplit(out, JUMP, x, y, cx, cy, limits.maxJump)
      } else pushSplit(out, STITCH, x, y, cx, cy, limits.maxStitch)
      x = cx
      y = cy
    }
  }
  return out
}

function pushSplit(
  out: CommandBuffer,
  kind: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  max: number,
) {
  const dx = x1 - x0
  const dy = y1 - y0
  const parts = Math.max(1, Math.ceil(Math.max(Math.abs(dx), Math.abs(dy)) / max))
  if (parts === 1) {
    out.push(kind, x1, y1)
    return
  }
  for (let i = 1; i <= parts; i++) {
    out.push(kind, x0 + Math.round((dx * i) / parts), y0 + Math.round((dy * i) / parts))
  }
}

/**
 * The stream normalised for a format whose origin (where the machine starts) is the design's centre, as DST,
 * JEF, EXP, VP3 and XXX expect.
 */
export function centredBuffer(pattern: StitchPattern, limits: FormatLimits): CommandBuffer {
  const source = commandBufferOf(pattern)
  const b = source.bounds()
  const cx = Math.round((b.minX + b.maxX) / 2)
  const cy = Math.round((b.minY + b.maxY) / 2)
  const commands = normalizeToBuffer(source, limits, { x: cx, y: cy })
  commands.translate(-cx, -cy)
  return commands
}

/** Bounds of all positioned commands (stitches and jumps), in units. */
export function commandBounds(commands: readonly Command[]) {
  let minX = Infinity
  let minY = Infinity
  let maxX = -Infinity
  let maxY = -Infinity
  for (const c of commands) {
    if (c.kind !== 'stitch' && c.kind !== 'jump') continue
    if (c.x < minX) minX = c.x
    if (c.y < minY) minY = c.y
    if (c.x > maxX) maxX = c.x
    if (c.y > maxY) maxY = c.y
  }
  if (minX === Infinity) return { minX: 0, minY: 0, maxX: 0, maxY: 0 }
  return { minX, minY, maxX, maxY }
}

/** Bounds of the needle penetrations only: the stitched size. */
export function stitchBounds(commands: readonly Command[]) {
  return commandBounds(commands.filter((c) => c.kind === 'stitch'))
}

export function translateCommands(commands: readonly Command[], dx: number, dy: number): Command[] {
  return commands.map((c) => ({ kind: c.kind, x: c.x + dx, y: c.y + dy }))
}
