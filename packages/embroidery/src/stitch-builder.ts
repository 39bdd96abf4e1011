import { COLOR, CommandBuffer, JUMP, STITCH, TRIM } from './command-buffer.ts'

export interface Point {
  x: number
  y: number
}

/**
 * Appends commands in absolute 0.1 mm units. Positions are rounded once, here, so deltas between rounded
 * positions never drift (fact sheet section 1).
 */
export class StitchBuilder {
  readonly buffer: CommandBuffer
  /** Needle position (rounded); null before the first jump. */
  x = 0
  y = 0
  isPlaced = false
  /** Direction of the last stitch of non-zero length, for the tie-off. */
  private lastDx = 0
  private lastDy = 0

  /** `capacity`: the expected number of commands. */
  constructor(capacity = 4096) {
    this.buffer = new CommandBuffer(capacity)
  }

  /** Number of commands so far. */
  get length() {
    return this.buffer.length
  }

  /** A penetration at (x, y); a zero-length stitch is kept only when `force` (the first hole after a jump). */
  stitch(x: number, y: number, force = false) {
    const rx = Math.round(x)
    const ry = Math.round(y)
    const dx = rx - this.x
    const dy = ry - this.y
    if (dx === 0 && dy === 0 && !force) return
    if (dx !== 0 || dy !== 0) {
      this.lastDx = dx
      this.lastDy = dy
    }
    this.x = rx
    this.y = ry
    this.buffer.push(STITCH, rx, ry)
  }

  /** Running stitch to (x, y) in equal steps no longer than `maxLength` units. */
  runTo(x: number, y: number, maxLength: number) {
    const sx = this.x
    const sy = this.y
    // Math.hypot is slow and rarely needed: a plain square root gives the same count unless the quotient is
    // within rounding of a whole number.
    const approx = Math.sqrt((x - sx) * (x - sx) + (y - sy) * (y - sy)) / maxLength - 1e-9
    const q =
      Math.abs(approx - Math.round(approx)) > 1e-6 ? approx : Math.hypot(x - sx, y - sy) / maxLength - 1e-9
    const steps = Math.max(1, Math.ceil(q))
    for (let i = 1; i <= steps; i++) this.stitch(sx + ((x - sx) * i) / steps, sy + ((y - sy) * i) / steps)
  }

  jump(x: number, y: number) {
    this.x = Math.round(x)
    this.y = Math.round(y)
    this.isPlaced = true
    this.buffer.push(JUMP, this.x, this.y)
  }

  trim() {
    this.buffer.push(TRIM, this.x, this.y)
  }

  colorChange() {
    this.buffer.push(COLOR, this.x, this.y)
  }

  /**
   * Tie-in after a jump: a hole at the landing point, a short stitch towards `toward` and back, so the
   * first real stitch is locked ("back and forth", 0.7 mm in Ink/Stitch).
   */
  tieIn(toward: Point, lockLength: number) {
    this.stitch(this.x, this.y, true)
    const ux = toward.x - this.x
    const uy = toward.y - this.y
    const length = Math.hypot(ux, uy)
    if (length < 1) return
    const k = Math.min(lockLength, length) / length
    const ox = this.x
    const oy = this.y
    this.stitch(ox + ux * k, oy + uy * k)
    this.stitch(ox, oy)
  }

  /** Tie-off before a cut: back along the last stitch and forward again. */
  tieOff(lockLength: number) {
    const length = Math.hypot(this.lastDx, this.lastDy)
    if (length < 1) return
    const k = Math.min(lockLength, length) / length
    const ox = this.x
    const oy = this.y
    const bx = ox - this.lastDx * k
    const by = oy - this.lastDy * k
    this.stitch(bx, by)
    this.stitch(ox, oy)
    // Keep the direction of the sewn path, not of the lock itself.
    this.lastDx = ox - bx
    this.lastDy = oy - by
  }
}
