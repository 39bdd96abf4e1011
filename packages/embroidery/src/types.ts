/**
 * The stitch stream every writer encodes and every reader returns. Coordinates are absolute integers in
 * 0.1 mm ("units"), x to the right and y downwards (the PES/PEC convention; DST and JEF writers flip y).
 *
 * - `stitch`: the needle goes to (x, y) and penetrates.
 * - `jump`: the frame moves to (x, y) without stitching.
 * - `trim`: cut the thread where the needle is; always followed by a jump.
 * - `color`: stop and change to the next thread; implies a cut.
 */
export type CommandKind = 'stitch' | 'jump' | 'trim' | 'color'

export interface Command {
  kind: CommandKind
  x: number
  y: number
}

export interface Thread {
  /** `#rrggbb`, lower case. */
  hex: string
  r: number
  g: number
  b: number
}

/** A design ready for a writer: one thread per colour block, in sewing order. */
export interface StitchPattern {
  threads: Thread[]
  commands: Command[]
}

/** What a format can encode in one record, per axis, in units (0.1 mm). */
export interface FormatLimits {
  maxStitch: number
  maxJump: number
}

export const UNITS_PER_MM = 10
