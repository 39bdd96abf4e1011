import type { PixelGrid } from './grid.ts'
import type { EmbroideryPlan } from './plan.ts'
import type { Command } from './types.ts'

/** Travel on top of finished stitches of its own colour: how much, and the worst single stretch. */
export interface TravelOnTop {
  /** Total length in mm. */
  lengthMm: number
  /** Travel segments with any part on top. */
  segments: number
}

const SAMPLE = 1 // 0.1 mm
/** A sample this close to a pixel's edge is on the edge (where neighbours' threads meet), not on its fill. */
const EDGE = 3.5

/**
 * How much travel lies on top of its own colour's finished fill. A pixel counts as sewn from the first fill
 * stitch that crosses its inside (more than 0.35 mm from its edges); travel crossing the inside of a pixel of
 * its own colour sewn before the travel began lies on top. The first `exitMm` of each travel (the needle
 * leaving the block it just finished) is allowed.
 */
export function travelOnTop(
  grid: PixelGrid,
  plan: EmbroideryPlan,
  { exitMm = 0.5, exitPixel = false } = {},
): TravelOnTop {
  const commands = plan.pattern.commands
  const P = plan.pixelSizeMm * 10
  const n = commands.length
  const travelStart = new Int32Array(n).fill(-1)
  const ranges = plan.travels
  for (let k = 0; k + 1 < ranges.length; k += 2)
    for (let i = (ranges[k] as number) + 1; i < (ranges[k + 1] as number); i++)
      travelStart[i] = ranges[k] as number
  const sewnAt = new Float64Array(grid.width * grid.height).fill(Infinity)
  const cellAt = (x: number, y: number) => {
    const cx = Math.floor(x / P)
    const cy = Math.floor(y / P)
    if (cx < 0 || cy < 0 || cx >= grid.width || cy >= grid.height) return -1
    const fx = x - cx * P
    const fy = y - cy * P
    if (fx < EDGE || fy < EDGE || fx > P - EDGE || fy > P - EDGE) return -1
    return cy * grid.width + cx
  }
  let block = 0
  let lengthUnits = 0
  let segments = 0
  for (let i = 1; i < n; i++) {
    const c = commands[i] as Command
    if (c.kind === 'color') block++
    const before = commands[i - 1] as Command
    if (c.kind !== 'stitch' || before.kind !== 'stitch') continue
    const color = plan.blockColors[block] ?? -1
    const dx = c.x - before.x
    const dy = c.y - before.y
    const length = Math.hypot(dx, dy)
    const steps = Math.max(1, Math.ceil(length / SAMPLE))
    const from = travelStart[i] as number
    const exit = from >= 0 ? (commands[from] as Command) : null
    // The pixel the needle finished in: the travel leaves from inside it.
    const exitCell = exit ? Math.floor(exit.y / P - 1e-9) * grid.width + Math.floor(exit.x / P - 1e-9) : -1
    let onTop = 0
    for (let s = 0; s <= steps; s++) {
      const x = before.x + (dx * s) / steps
      const y = before.y + (dy * s) / steps
      const cell = cellAt(x, y)
      if (cell < 0 || grid.cells[cell] !== color) continue
      if (!exit) sewnAt[cell] = Math.min(sewnAt[cell] as number, i)
      else if (
        (sewnAt[cell] as number) <= from &&
        (exitPixel ? cell !== exitCell : true) &&
        Math.hypot(x - exit.x, y - exit.y) > exitMm * 10
      )
        onTop += length / steps
    }
    if (onTop > 0) {
      lengthUnits += onTop
      segments++
    }
  }
  return { lengthMm: Math.round(lengthUnits) / 10, segments }
}
