import { stitchBorder } from './border.ts'
import { colorOrder } from './color-order.ts'
import { packedPattern } from './command-buffer.ts'
import { findRegions, type PixelGrid, type Region } from './grid.ts'
import { PLAN_DEFAULTS, validatePlanOptions, type FillMethod, type PlanOptions } from './plan-options.ts'
import { createPlanner, jumpTo, planSettings } from './planner.ts'
import { sewColor } from './sew-regions.ts'
import type { Point } from './stitch-builder.ts'
import { threadFromHex } from './threads.ts'
import { searchScratch } from './search.ts'
import type { Command, StitchPattern, Thread } from './types.ts'

export interface PlanStats {
  stitchCount: number
  jumpCount: number
  trimCount: number
  colorChangeCount: number
  colorCount: number
  regionCount: number
  /** The embroidered size: columns (rows) × pixel size, plus the border on both sides. */
  widthMm: number
  heightMm: number
}

export interface EmbroideryPlan {
  pattern: StitchPattern
  pixelSizeMm: number
  method: FillMethod
  /** Grid palette index sewn in each colour block (-1 for a block with the border only). */
  blockColors: number[]
  /** Index of the first border command, or null without a border. */
  borderStart: number | null
  borderBlock: number | null
  /** Offset of the design's top-left pixel corner in the pattern (units); the border extends beyond it. */
  origin: Point
  stats: PlanStats
  /**
   * Travel between fills as command index ranges in pairs [from, to): command `from` is where the needle was
   * when the travel began, commands from+1 … to-1 are the travel's stitches.
   */
  travels: readonly number[]
}

/**
 * Pixel grid -> stitch plan. Pure and deterministic. Colours in `colorOrder`; per colour, regions joined by
 * hidden travel or trims (`sewColor`); per region, runs joined by travel; per run, the method's fill
 * (`fill-satin.ts`, `fill-tatami.ts`); the border last (`border.ts`).
 */
export function planEmbroidery(grid: PixelGrid, options: PlanOptions): EmbroideryPlan {
  validatePlanOptions(options)
  const settings = planSettings(options)
  const { P } = settings
  const found = findRegions(grid)
  const { regions } = found
  if (regions.length === 0) throw new RangeError('The design has no pixels to stitch')
  const borderHex = options.border ? threadFromHex(options.border.color).hex : null
  const fillOrder = colorOrder(grid, regions, borderHex)
  const pl = createPlanner(grid, settings, found, fillOrder)
  const { b } = pl
  const scratch = searchScratch(Math.max(grid.width * grid.height, pl.runs.length))
  const regionsOfColor = grid.colors.map(() => [] as Region[])
  for (const region of pl.regions) regionsOfColor[region.color]?.push(region)

  const threads: Thread[] = []
  const blockColors: number[] = []
  for (const color of fillOrder) {
    if (threads.length > 0) {
      b.tieOff(settings.lock)
      b.colorChange()
      pl.needsJump = true
    }
    threads.push(threadFromHex(grid.colors[color] as string))
    blockColors.push(color)
    sewColor(pl, regionsOfColor[color] ?? [], color, scratch)
  }

  let borderStart: number | null = null
  let borderBlock: number | null = null
  const borderWidth = 10 * (options.border?.widthMm ?? PLAN_DEFAULTS.borderWidthMm)
  if (options.border && borderHex) {
    const last = threads[threads.length - 1] as Thread
    if (last.hex !== borderHex) {
      b.tieOff(settings.lock)
      b.colorChange()
      pl.needsJump = true
      threads.push(threadFromHex(borderHex))
      blockColors.push(-1)
    }
    borderBlock = threads.length - 1
    borderStart = b.length
    stitchBorder(grid, {
      pixel: P,
      width: borderWidth,
      spacing: settings.rowSpacing,
      overlap: 10 * PLAN_DEFAULTS.borderOverlapMm,
      threadHalfWidth: settings.satinEdgeInset,
      travelStitch: settings.travelStitch,
      builder: b,
      // Border loops are apart from one another: each is reached across a cut.
      arriveAt: (p, toward) => jumpTo(pl, p, toward),
    })
  }
  b.tieOff(settings.lock)

  const pattern = packedPattern(threads, b.buffer)
  const border = options.border ? borderWidth : 0
  return {
    pattern,
    pixelSizeMm: P / 10,
    method: settings.method,
    blockColors,
    borderStart,
    borderBlock,
    origin: { x: 0, y: 0 },
    travels: b.travels,
    stats: {
      ...b.buffer.counts(),
      colorCount: threads.length,
      regionCount: regions.length,
      widthMm: Math.round(grid.width * P + 2 * border) / 10,
      heightMm: Math.round(grid.height * P + 2 * border) / 10,
    },
  }
}

export function countCommands(commands: readonly Command[]) {
  let stitchCount = 0
  let jumpCount = 0
  let trimCount = 0
  let colorChangeCount = 0
  for (const c of commands) {
    if (c.kind === 'stitch') stitchCount++
    else if (c.kind === 'jump') jumpCount++
    else if (c.kind === 'trim') trimCount++
    else colorChangeCount++
  }
  return { stitchCount, jumpCount, trimCount, colorChangeCount }
}
