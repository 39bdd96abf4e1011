import type { Command, FormatLimits } from './types.ts'

/**
 * Whether every stitch and jump, from `origin` on, moves no further on either axis than the format allows
 * (tests check a writer's output with it).
 */
export function movesWithin(commands: readonly Command[], limits: FormatLimits, origin = { x: 0, y: 0 }) {
  let { x, y } = origin
  for (const c of commands) {
    if (c.kind !== 'stitch' && c.kind !== 'jump') continue
    const max = c.kind === 'stitch' ? limits.maxStitch : limits.maxJump
    if (Math.abs(c.x - x) > max || Math.abs(c.y - y) > max) return false
    x = c.x
    y = c.y
  }
  return true
}
