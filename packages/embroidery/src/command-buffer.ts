import type { Command, CommandKind, StitchPattern, Thread } from './types.ts'

/** Command kinds as small integers, for the packed stream. */
export const STITCH = 0
export const JUMP = 1
export const TRIM = 2
export const COLOR = 3

const KIND_CODE: Record<CommandKind, number> = { stitch: STITCH, jump: JUMP, trim: TRIM, color: COLOR }
const KIND_NAME: readonly CommandKind[] = ['stitch', 'jump', 'trim', 'color']

export function kindCode(kind: CommandKind): number {
  return KIND_CODE[kind]
}

/**
 * A command stream in three parallel typed arrays instead of one object per command: what the planner and the
 * writers build and walk, without the garbage of a hundred thousand small objects per design. `toCommands`
 * gives the public form.
 */
export class CommandBuffer {
  kinds: Uint8Array
  xs: Float64Array
  ys: Float64Array
  length = 0

  constructor(capacity = 1024) {
    const size = Math.max(16, capacity)
    this.kinds = new Uint8Array(size)
    this.xs = new Float64Array(size)
    this.ys = new Float64Array(size)
  }

  push(kind: number, x: number, y: number) {
    if (this.length === this.kinds.length) this.grow()
    const i = this.length++
    this.kinds[i] = kind
    this.xs[i] = x
    this.ys[i] = y
  }

  pop() {
    if (this.length > 0) this.length--
  }

  /** Kind of the last command, or -1 when empty. */
  lastKind(): number {
    return this.length > 0 ? (this.kinds[this.length - 1] as number) : -1
  }

  private grow() {
    const size = this.kinds.length * 2
    const kinds = new Uint8Array(size)
    const xs = new Float64Array(size)
    const ys = new Float64Array(size)
    kinds.set(this.kinds)
    xs.set(this.xs)
    ys.set(this.ys)
    this.kinds = kinds
    this.xs = xs
    this.ys = ys
  }

  /** Bounds of the stitches and jumps (as `commandBounds`), or of the stitches only. */
  bounds(stitchesOnly = false) {
    const top = stitchesOnly ? STITCH : JUMP
    let minX = Infinity
    let minY = Infinity
    let maxX = -Infinity
    let maxY = -Infinity
    const { kinds, xs, ys } = this
    for (let i = 0; i < this.length; i++) {
      if ((kinds[i] as number) > top) continue
      const x = xs[i] as number
      const y = ys[i] as number
      if (x < minX) minX = x
      if (y < minY) minY = y
      if (x > maxX) maxX = x
      if (y > maxY) maxY = y
    }
    if (minX === Infinity) return { minX: 0, minY: 0, maxX: 0, maxY: 0 }
    return { minX, minY, maxX, maxY }
  }

  /** Moves every command (as `translateCommands`). */
  translate(dx: number, dy: number) {
    const { xs, ys } = this
    for (let i = 0; i < this.length; i++) {
      xs[i] = (xs[i] as number) + dx
      ys[i] = (ys[i] as number) + dy
    }
  }

  /** How many commands of each kind (as `countCommands`). */
  counts() {
    const n = new Int32Array(4)
    for (let i = 0; i < this.length; i++)
      n[this.kinds[i] as number] = (n[this.kinds[i] as number] as number) + 1
    return {
      stitchCount: n[STITCH] as number,
      jumpCount: n[JUMP] as number,
      trimCount: n[TRIM] as number,
      colorChangeCount: n[COLOR] as number,
    }
  }

  count(kind: number): number {
    let n = 0
    for (let i = 0; i < this.length; i++) if (this.kinds[i] === kind) n++
    return n
  }

  toCommands(): Command[] {
    const out: Command[] = new Array<Command>(this.length)
    const { kinds, xs, ys } = this
    for (let i = 0; i < this.length; i++)
      out[i] = { kind: KIND_NAME[kinds[i] as number] as CommandKind, x: xs[i] as number, y: ys[i] as number }
    return out
  }
}

/** Packs a public command array. */
export function toCommandBuffer(commands: readonly Command[]): CommandBuffer {
  const out = new CommandBuffer(commands.length)
  for (const c of commands) out.push(KIND_CODE[c.kind], c.x, c.y)
  return out
}

/** Patterns made by the planner whose `commands` array nobody has asked for yet: their packed stream. */
const packedStreams = new WeakMap<StitchPattern, CommandBuffer>()

/**
 * A pattern whose public `commands` array is made from the packed stream on first use: writing a file or
 * rendering a preview straight after planning never builds the hundred thousand command objects. Once read (or
 * replaced), `commands` is an ordinary array property and the only source of truth.
 */
export function packedPattern(threads: Thread[], buffer: CommandBuffer): StitchPattern {
  const pattern = { threads } as StitchPattern
  const settle = (commands: Command[]) => {
    packedStreams.delete(pattern)
    Object.defineProperty(pattern, 'commands', {
      value: commands,
      writable: true,
      enumerable: true,
      configurable: true,
    })
    return commands
  }
  Object.defineProperty(pattern, 'commands', {
    get: () => settle(buffer.toCommands()),
    set: (commands: Command[]) => settle(commands),
    enumerable: true,
    configurable: true,
  })
  packedStreams.set(pattern, buffer)
  return pattern
}

/** The pattern's command stream, packed. Treat as read-only: it may be the pattern's own. */
export function commandBufferOf(pattern: StitchPattern): CommandBuffer {
  return packedStreams.get(pattern) ?? toCommandBuffer(pattern.commands)
}
