import type { Command, FormatLimits } from './types.ts'

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
  const out: Command[] = []
  // Every stream starts with a jump from the origin to the first position (PEC requires it).
  const first = commands.find((c) => c.kind === 'stitch' || c.kind === 'jump')
  const start = first ?? origin
  pushSplit(out, 'jump', origin.x, origin.y, start.x, start.y, limits.maxJump)
  let x = start.x
  let y = start.y
  for (let i = 0; i < commands.length; i++) {
    const c = commands[i] as Command
    if (c === first && c.kind === 'jump') continue
    switch (c.kind) {
      case 'trim': {
        const next = commands[i + 1]
        const last = out[out.length - 1]
        if (next?.kind === 'jump' && next !== first && last?.kind !== 'trim') out.push({ kind: 'trim', x, y })
        break
      }
      case 'color':
        out.push({ kind: 'color', x, y })
        break
      case 'jump':
        if (c.x === x && c.y === y) {
          if (out[out.length - 1]?.kind === 'trim') out.pop()
          break
        }
        pushSplit(out, 'jump', x, y, c.x, c.y, limits.maxJump)
        break
      case 'stitch':
        pushSplit(out, 'stitch', x, y, c.x, c.y, limits.maxStitch)
        break
    }
    if (c.kind === 'jump' || c.kind === 'stitch') {
      x = c.x
      y = c.y
    }
  }
  return out
}

function pushSplit(
  out: Command[],
  kind: 'jump' | 'stitch',
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
    out.push({ kind, x: x1, y: y1 })
    return
  }
  for (let i = 1; i <= parts; i++) {
    out.push({ kind, x: x0 + Math.round((dx * i) / parts), y: y0 + Math.round((dy * i) / parts) })
  }
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
