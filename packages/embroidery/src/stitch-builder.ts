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
  /** The last command is a fill or travel stitch that may still move (not a lock stitch or a jump). */
  private mergeable = false
  /** Direction of the last stitch of non-zero length, for the tie-off. */
  private lastDx = 0
  private lastDy = 0
  /** Command index ranges of travel, in pairs [from, to): `from` is the needle's position before it. */
  readonly travels: number[] = []

  /**
   * `capacity`: the expected number of commands. `minStitch`: needle points nearer than this to the last one are
   * dropped (lock stitches excepted), so no stitch is shorter.
   */
  constructor(
    capacity = 4096,
    private readonly minStitch = 0,
  ) {
    this.buffer = new CommandBuffer(capacity)
  }

  /** Number of commands so far. */
  get length() {
    return this.buffer.length
  }

  /**
   * A penetration at (x, y). One nearer than `minStitch` to the needle replaces the last one when that is an
   * ordinary stitch and (x, y) is far enough from the one before it: the next block's start wins over the end of
   * the last (measured: it keeps more of the later colour on top where colours meet). Otherwise it is dropped.
   */
  stitch(x: number, y: number) {
    const rx = Math.round(x)
    const ry = Math.round(y)
    const min2 = this.minStitch * this.minStitch
    const dx = rx - this.x
    const dy = ry - this.y
    if (dx * dx + dy * dy >= min2) {
      this.place(rx, ry, false)
      this.mergeable = true
      return
    }
    const n = this.buffer.length
    if (!this.mergeable || n < 2 || (dx === 0 && dy === 0) || (this.buffer.kinds[n - 2] as number) > JUMP)
      return
    const px = this.buffer.xs[n - 2] as number
    const py = this.buffer.ys[n - 2] as number
    if ((rx - px) * (rx - px) + (ry - py) * (ry - py) < min2) return
    this.buffer.pop()
    this.x = px
    this.y = py
    this.place(rx, ry, false)
  }

  /** A penetration of any length; a zero-length one only when `keepZero` (the first hole after a jump). */
  private place(x: number, y: number, keepZero: boolean) {
    this.mergeable = false
    const rx = Math.round(x)
    const ry = Math.round(y)
    const dx = rx - this.x
    const dy = ry - this.y
    if (dx === 0 && dy === 0 && !keepZero) return
    if (dx !== 0 || dy !== 0) {
      this.lastDx = dx
      this.lastDy = dy
    }
    this.x = rx
    this.y = ry
    this.buffer.push(STITCH, rx, ry)
  }

  /**
   * Running stitch to (x, y) that joins two fills (travel), its commands recorded in `travels`. A travel that
   * merges into the stitch before it may start one command early; the range still holds every travel stitch.
   */
  travelTo(x: number, y: number, maxLength: number) {
    const from = Math.max(0, this.length - 1)
    this.runTo(x, y, maxLength)
    const last = this.travels.length
    // Consecutive legs of one travel make one range.
    if (last > 0 && (this.travels[last - 1] as number) >= from) this.travels[last - 1] = this.length
    else this.travels.push(from, this.length)
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
    this.mergeable = false
    this.x = Math.round(x)
    this.y = Math.round(y)
    this.isPlaced = true
    this.buffer.push(JUMP, this.x, this.y)
  }

  trim() {
    this.mergeable = false
    this.buffer.push(TRIM, this.x, this.y)
  }

  colorChange() {
    this.mergeable = false
    this.buffer.push(COLOR, this.x, this.y)
  }

  /**
   * Tie-in after a jump: a hole at the landing point, a short stitch towards `toward` and back, so the
   * first real stitch is locked ("back and forth", 0.7 mm in Ink/Stitch).
   */
  tieIn(toward: Point, lockLength: number) {
    this.place(this.x, this.y, true)
    const ux = toward.x - this.x
    const uy = toward.y - this.y
    const length = Math.hypot(ux, uy)
    if (length < 1) return
    const k = Math.min(lockLength, length) / length
    const ox = this.x
    const oy = this.y
    this.place(ox + ux * k, oy + uy * k, false)
    this.place(ox, oy, false)
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
    this.place(bx, by, false)
    this.place(ox, oy, false)
    // Keep the direction of the sewn path, not of the lock itself.
    this.lastDx = ox - bx
    this.lastDy = oy - by
  }
}
