import type { RGBAImage } from '@threadbit/pixelart'
import { COLOR, commandBufferOf, STITCH, toCommandBuffer, type CommandBuffer } from './command-buffer.ts'
import type { Command, StitchPattern, Thread } from './types.ts'

export interface Bounds {
  minX: number
  minY: number
  maxX: number
  maxY: number
}

export interface RasterOptions {
  /** Image pixels per millimetre. */
  pxPerMm: number
  /** Thread drawn as a line this wide, butt-ended at the needle holes (round-ended with `roundEnds`). */
  threadWidthMm: number
  /** Round ends: the thread also covers half its width around each needle hole, as a thread lying there does. */
  roundEnds?: boolean
  /** Area of the pattern to draw, in units; the image covers exactly this box. */
  bounds: Bounds
}

/** The image that covers `bounds` (in units, tenths of a millimetre) at `pxPerMm`: at least one pixel. */
function imageSize(bounds: Bounds, pxPerMm: number): { scale: number; width: number; height: number } {
  const scale = pxPerMm / 10
  return {
    scale,
    width: Math.max(1, Math.ceil((bounds.maxX - bounds.minX) * scale)),
    height: Math.max(1, Math.ceil((bounds.maxY - bounds.minY) * scale)),
  }
}

/**
 * Walks the sewn thread: `sew` gets each segment between consecutive needle penetrations, in image pixels,
 * with the command index of its end. Jumps, trims and colour changes break the thread; a stitch in place
 * draws nothing.
 */
function forEachSegment(
  commands: CommandBuffer,
  bounds: Bounds,
  scale: number,
  sew: (command: number, ax: number, ay: number, bx: number, by: number) => void,
) {
  let hasPrevious = false
  let ax = 0
  let ay = 0
  const { kinds, xs, ys } = commands
  for (let i = 0; i < commands.length; i++) {
    if (kinds[i] !== STITCH) {
      hasPrevious = false
      continue
    }
    const bx = ((xs[i] as number) - bounds.minX) * scale
    const by = ((ys[i] as number) - bounds.minY) * scale
    if (hasPrevious && (bx !== ax || by !== ay)) sew(i, ax, ay, bx, by)
    ax = bx
    ay = by
    hasPrevious = true
  }
}

/**
 * A thread from (ax, ay) to (bx, by), in image pixels: its direction (unit vector) and length, and the box of
 * pixels a thread `half` pixels wide either side can cover, clipped to the image.
 */
function segment(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  half: number,
  width: number,
  height: number,
) {
  const dx = bx - ax
  const dy = by - ay
  const length = Math.hypot(dx, dy)
  return {
    dx,
    dy,
    length,
    ux: dx / length,
    uy: dy / length,
    x0: Math.max(0, Math.floor(Math.min(ax, bx) - half)),
    x1: Math.min(width - 1, Math.ceil(Math.max(ax, bx) + half)),
    y0: Math.max(0, Math.floor(Math.min(ay, by) - half)),
    y1: Math.min(height - 1, Math.ceil(Math.max(ay, by) + half)),
  }
}

/**
 * Calls `plot` for every image pixel each sewn thread segment covers, in sewing order (later threads lie on
 * top). Jumps, trims and colour changes break the thread: only consecutive penetrations are joined.
 * `plot` receives the pixel index, the command index of the segment's end and the distance from the thread's
 * centre line as a fraction of half its width (for shading).
 */
export function rasterizeStitches(
  commands: readonly Command[],
  o: RasterOptions,
  plot: (pixel: number, command: number, across: number) => void,
): { width: number; height: number } {
  return rasterizeBuffer(toCommandBuffer(commands), o, plot)
}

/** `rasterizeStitches` on a packed stream. */
export function rasterizeBuffer(
  commands: CommandBuffer,
  o: RasterOptions,
  plot: (pixel: number, command: number, across: number) => void,
): { width: number; height: number } {
  const { scale, width, height } = imageSize(o.bounds, o.pxPerMm)
  const half = (o.threadWidthMm * o.pxPerMm) / 2
  const round = o.roundEnds === true
  forEachSegment(commands, o.bounds, scale, (i, ax, ay, bx, by) => {
    const { dx, dy, length, ux, uy, x0, x1, y0, y1 } = segment(ax, ay, bx, by, half, width, height)
    for (let py = y0; py <= y1; py++) {
      const cy = py + 0.5 - ay
      for (let px = x0; px <= x1; px++) {
        const cx = px + 0.5 - ax
        const along = cx * ux + cy * uy
        if (along < 0 || along > length) {
          if (!round) continue
          // Round end: within half a thread of the nearer needle hole.
          const ex = along < 0 ? cx : cx - dx
          const ey = along < 0 ? cy : cy - dy
          const d2 = ex * ex + ey * ey
          if (d2 <= half * half) plot(py * width + px, i, Math.sqrt(d2) / half)
          continue
        }
        const across = Math.abs(cx * uy - cy * ux)
        if (across <= half) plot(py * width + px, i, across / half)
      }
    }
  })
  return { width, height }
}

export interface RenderOptions {
  /** Default 8 pixels per millimetre. */
  pxPerMm?: number
  /** Default 0.4 mm. */
  threadWidthMm?: number
  /** Fabric colour behind the threads, RGBA; default transparent. */
  background?: readonly [number, number, number, number]
  /** Margin around the stitches; default 1 mm. */
  marginMm?: number
  /** Round-thread shading; default on. Off gives flat thread colours. */
  shade?: boolean
}

/** Draws a stitch pattern to an RGBA image (previews, thumbnails, coverage checks). */
export function renderPattern(pattern: StitchPattern, options: RenderOptions = {}): RGBAImage {
  const pxPerMm = options.pxPerMm ?? 8
  const margin = (options.marginMm ?? 1) * 10
  const commands = commandBufferOf(pattern)
  const stitched = commands.bounds(true)
  const bounds = {
    minX: stitched.minX - margin,
    minY: stitched.minY - margin,
    maxX: stitched.maxX + margin,
    maxY: stitched.maxY + margin,
  }
  const { width, height } = imageSize(bounds, pxPerMm)
  const data = new Uint8ClampedArray(width * height * 4)
  const [r, g, b, a] = options.background ?? [0, 0, 0, 0]
  if (r !== 0 || g !== 0 || b !== 0 || a !== 0) {
    for (let o = 0; o < data.length; o += 4) {
      data[o] = r
      data[o + 1] = g
      data[o + 2] = b
      data[o + 3] = a
    }
  }
  paintStitches(commands, pattern.threads, data, {
    pxPerMm,
    threadWidthMm: options.threadWidthMm ?? 0.4,
    bounds,
    shade: options.shade ?? true,
  })
  return { width, height, data }
}

/**
 * `rasterizeBuffer` with the thread colours written straight into the image (one call per pixel of a hundred
 * thousand stitches is most of a preview's time otherwise). The walk and the segment boxes are shared.
 */
function paintStitches(
  commands: CommandBuffer,
  threads: readonly Thread[],
  data: Uint8ClampedArray,
  o: RasterOptions & { shade: boolean },
) {
  const { scale, width, height } = imageSize(o.bounds, o.pxPerMm)
  const half = (o.threadWidthMm * o.pxPerMm) / 2
  const shade = o.shade
  const blocks = blockIndexPerCommand(commands)
  forEachSegment(commands, o.bounds, scale, (i, ax, ay, bx, by) => {
    const thread = threads[blocks[i] as number] ?? threads[0]
    if (!thread) return
    const { r, g, b } = thread
    const { length, ux, uy, x0, x1, y0, y1 } = segment(ax, ay, bx, by, half, width, height)
    for (let py = y0; py <= y1; py++) {
      const cy = py + 0.5 - ay
      for (let px = x0; px <= x1; px++) {
        const cx = px + 0.5 - ax
        const along = cx * ux + cy * uy
        if (along < 0 || along > length) continue
        const distance = Math.abs(cx * uy - cy * ux)
        if (distance > half) continue
        const across = distance / half
        // A round thread: lit along its middle, darker towards its sides.
        const k = shade ? 1.12 - 0.45 * across * across : 1
        const lift = shade ? 10 * (1 - across) : 0
        const at = (py * width + px) * 4
        data[at] = r * k + lift
        data[at + 1] = g * k + lift
        data[at + 2] = b * k + lift
        data[at + 3] = 255
      }
    }
  })
}

/** Colour block of every command (the number of colour changes before it). */
export function blockIndexPerCommand(commands: CommandBuffer): Int32Array {
  const out = new Int32Array(commands.length)
  let block = 0
  for (let i = 0; i < commands.length; i++) {
    if (commands.kinds[i] === COLOR) block++
    out[i] = block
  }
  return out
}
