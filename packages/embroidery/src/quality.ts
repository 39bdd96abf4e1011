import type { PixelGrid } from './grid.ts'
import type { EmbroideryPlan } from './plan.ts'
import type { Command } from './types.ts'
import { commandBufferOf, STITCH } from './command-buffer.ts'
import { blockIndexPerCommand, rasterizeBuffer } from './render.ts'

export interface ColorQuality {
  /** Grid palette index. */
  color: number
  /** Share of the colour's pixel area showing that colour's thread on top. */
  coverage: number
  /** Area of this colour's thread showing on pixels of other colours, as a share of its own pixel area. */
  spill: number
}

export interface PlanQuality {
  colors: ColorQuality[]
  minCoverage: number
  maxSpill: number
  /** Share of the design's pixel area covered by the border (0 without a border). */
  borderOverPixels: number
  /** Extent of all thread actually drawn, in mm. */
  renderedWidthMm: number
  renderedHeightMm: number
}

/**
 * Renders the plan's threads in sewing order at `pxPerMm` and compares what shows on top with the pixel grid.
 * Thread pixels on empty cells are not counted as spill (nothing is there to spoil).
 */
export function measureQuality(grid: PixelGrid, plan: EmbroideryPlan, pxPerMm = 10): PlanQuality {
  const P = plan.pixelSizeMm * 10
  const commands = commandBufferOf(plan.pattern)
  let minX = Infinity
  let minY = Infinity
  let maxX = -Infinity
  let maxY = -Infinity
  for (let i = 0; i < commands.length; i++) {
    if (commands.kinds[i] !== STITCH) continue
    const x = commands.xs[i] as number
    const y = commands.ys[i] as number
    minX = Math.min(minX, x)
    minY = Math.min(minY, y)
    maxX = Math.max(maxX, x)
    maxY = Math.max(maxY, y)
  }
  // Bounds on whole pixels, so the raster samples every pixel at the same points whatever the stitches' extent
  // (a shift of the sampling phase alone moves thin laps between one and two raster pixels).
  const snap = (v: number, up: boolean) => (up ? Math.ceil(v / P) : Math.floor(v / P)) * P
  const pad = 10
  const bounds = {
    minX: snap(minX - pad, false),
    minY: snap(minY - pad, false),
    maxX: snap(maxX + pad, true),
    maxY: snap(maxY + pad, true),
  }
  const label = new Int32Array(
    Math.ceil(((bounds.maxX - bounds.minX) * pxPerMm) / 10) *
      Math.ceil(((bounds.maxY - bounds.minY) * pxPerMm) / 10),
  ).fill(-1)
  const blockOf = blockIndexPerCommand(commands)
  const borderStart = plan.borderStart ?? Infinity
  const BORDER = -2
  const { width, height } = rasterizeBuffer(
    commands,
    { pxPerMm, threadWidthMm: 0.4, bounds },
    (pixel, command) => {
      label[pixel] =
        command >= borderStart ? BORDER : (plan.blockColors[blockOf[command] as number] as number)
    },
  )
  const colorCount = grid.colors.length
  const area = new Float64Array(colorCount)
  const own = new Float64Array(colorCount)
  const spill = new Float64Array(colorCount)
  let pixelArea = 0
  let borderOver = 0
  let ex0 = Infinity
  let ey0 = Infinity
  let ex1 = -Infinity
  let ey1 = -Infinity
  const unitsPerPx = 10 / pxPerMm
  for (let py = 0; py < height; py++) {
    const uy = bounds.minY + (py + 0.5) * unitsPerPx
    const cy = Math.floor(uy / P)
    for (let px = 0; px < width; px++) {
      const l = label[py * width + px] as number
      if (l !== -1) {
        ex0 = Math.min(ex0, px)
        ex1 = Math.max(ex1, px)
        ey0 = Math.min(ey0, py)
        ey1 = Math.max(ey1, py)
      }
      const ux = bounds.minX + (px + 0.5) * unitsPerPx
      const cx = Math.floor(ux / P)
      const cell =
        cx >= 0 && cy >= 0 && cx < grid.width && cy < grid.height
          ? (grid.cells[cy * grid.width + cx] as number)
          : -1
      if (cell < 0) continue
      pixelArea++
      area[cell] = (area[cell] as number) + 1
      if (l === cell) own[cell] = (own[cell] as number) + 1
      else if (l === BORDER) borderOver++
      else if (l >= 0) spill[l] = (spill[l] as number) + 1
    }
  }
  const colors: ColorQuality[] = []
  for (let c = 0; c < colorCount; c++) {
    if (!area[c]) continue
    colors.push({
      color: c,
      coverage: (own[c] as number) / (area[c] as number),
      spill: (spill[c] as number) / (area[c] as number),
    })
  }
  return {
    colors,
    minCoverage: Math.min(...colors.map((c) => c.coverage)),
    maxSpill: Math.max(...colors.map((c) => c.spill)),
    borderOverPixels: pixelArea ? borderOver / pixelArea : 0,
    renderedWidthMm: ((ex1 - ex0 + 1) * unitsPerPx) / 10,
    renderedHeightMm: ((ey1 - ey0 + 1) * unitsPerPx) / 10,
  }
}

/**
 * Stitches shorter than `minMm` that are not lock stitches. Lock stitches: the first three stitches after a jump
 * (hole, forward, back) and the last two before a trim, a colour change or the end (back, forward).
 */
export function shortStitches(commands: readonly Command[], minMm: number): number[] {
  const min = minMm * 10
  const isLock = new Uint8Array(commands.length)
  for (let i = 0; i < commands.length; i++) {
    const kind = (commands[i] as Command).kind
    if (kind === 'jump') for (let k = i + 1; k <= i + 3 && commands[k]?.kind === 'stitch'; k++) isLock[k] = 1
    if (kind !== 'stitch' && kind !== 'jump')
      for (let k = i - 1; k >= i - 2 && commands[k]?.kind === 'stitch'; k--) isLock[k] = 1
  }
  for (let k = commands.length - 1; k >= commands.length - 2 && commands[k]?.kind === 'stitch'; k--)
    isLock[k] = 1
  const found: number[] = []
  for (let i = 1; i < commands.length; i++) {
    const a = commands[i - 1] as Command
    const c = commands[i] as Command
    if (c.kind !== 'stitch' || isLock[i] || (a.kind !== 'stitch' && a.kind !== 'jump')) continue
    if (Math.hypot(c.x - a.x, c.y - a.y) < min - 1e-9) found.push(i)
  }
  return found
}
