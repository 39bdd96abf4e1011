import type { PixelGrid } from './grid.ts'
import type { EmbroideryPlan } from './plan.ts'
import type { Command } from './types.ts'
import { commandBufferOf } from './command-buffer.ts'
import { blockIndexPerCommand, rasterizeBuffer } from './render.ts'

export interface ColorQuality {
  /** Grid palette index. */
  color: number
  /** Share of the colour's pixel area its thread covers (wherever in the sewing order). */
  coverage: number
  /**
   * Share of the colour's thread area lying outside its pixels: on other colours (hidden or not) or on the fabric
   * (outside the border's reach when there is a border).
   */
  spill: number
}

export interface PlanQuality {
  colors: ColorQuality[]
  minCoverage: number
  maxSpill: number
  /** All fill thread outside its own pixels, as a share of all fill thread. */
  spill: number
  /** Share of the design's pixel area covered by the border (0 without a border). */
  borderOverPixels: number
  /** Extent of all thread actually drawn, in mm. */
  renderedWidthMm: number
  renderedHeightMm: number
}

/**
 * Scores the plan as an independent coverage scorer does: each thread is a line 0.4 mm wide with round ends,
 * rastered at `pxPerMm`; one colour hiding another is not modelled, every thread counts where it lies. Per grid
 * colour: coverage (its pixels under its own thread) and spill (its thread outside its pixels). The border's
 * blocks are left out of the colours; fill thread on fabric the border covers is not spill.
 */
export function measureQuality(grid: PixelGrid, plan: EmbroideryPlan, pxPerMm = 10): PlanQuality {
  const P = plan.pixelSizeMm * 10
  const commands = commandBufferOf(plan.pattern)
  const stitched = commands.bounds(true)
  // Bounds on whole pixels, so the raster samples every pixel at the same points whatever the stitches' extent.
  const snap = (v: number, up: boolean) => (up ? Math.ceil(v / P) : Math.floor(v / P)) * P
  const pad = 10
  const bounds = {
    minX: snap(Math.min(stitched.minX, 0) - pad, false),
    minY: snap(Math.min(stitched.minY, 0) - pad, false),
    maxX: snap(Math.max(stitched.maxX, grid.width * P) + pad, true),
    maxY: snap(Math.max(stitched.maxY, grid.height * P) + pad, true),
  }
  const colorCount = grid.colors.length
  const blockOf = blockIndexPerCommand(commands)
  const borderStart = plan.borderStart ?? Infinity
  const BORDER = colorCount
  // Thread coverage per raster pixel as a bit per layer (grid colours, then the border): up to 31 layers.
  const layers = new Int32Array(
    Math.ceil(((bounds.maxX - bounds.minX) * pxPerMm) / 10) *
      Math.ceil(((bounds.maxY - bounds.minY) * pxPerMm) / 10),
  )
  if (colorCount + 1 > 31) throw new RangeError('measureQuality handles at most 30 colours')
  const { width, height } = rasterizeBuffer(
    commands,
    { pxPerMm, threadWidthMm: 0.4, bounds, roundEnds: true },
    (pixel, command) => {
      const layer = command >= borderStart ? BORDER : (plan.blockColors[blockOf[command] as number] as number)
      if (layer >= 0) layers[pixel] = (layers[pixel] as number) | (1 << layer)
    },
  )
  const area = new Float64Array(colorCount)
  const own = new Float64Array(colorCount)
  const thread = new Float64Array(colorCount)
  const spill = new Float64Array(colorCount)
  let pixelArea = 0
  let borderOver = 0
  let ex0 = Infinity
  let ey0 = Infinity
  let ex1 = -Infinity
  let ey1 = -Infinity
  const unitsPerPx = 10 / pxPerMm
  const borderBit = 1 << BORDER
  for (let py = 0; py < height; py++) {
    const cy = Math.floor((bounds.minY + (py + 0.5) * unitsPerPx) / P)
    for (let px = 0; px < width; px++) {
      const bits = layers[py * width + px] as number
      if (bits !== 0) {
        ex0 = Math.min(ex0, px)
        ex1 = Math.max(ex1, px)
        ey0 = Math.min(ey0, py)
        ey1 = Math.max(ey1, py)
      }
      const cx = Math.floor((bounds.minX + (px + 0.5) * unitsPerPx) / P)
      const cell =
        cx >= 0 && cy >= 0 && cx < grid.width && cy < grid.height
          ? (grid.cells[cy * grid.width + cx] as number)
          : -1
      if (cell >= 0) {
        pixelArea++
        area[cell] = (area[cell] as number) + 1
        if (bits & (1 << cell)) own[cell] = (own[cell] as number) + 1
        if (bits & borderBit) borderOver++
      }
      if ((bits & ~borderBit) === 0) continue
      for (let c = 0; c < colorCount; c++) {
        if (!(bits & (1 << c))) continue
        thread[c] = (thread[c] as number) + 1
        // Thread on the fabric under the border is the border's business.
        if (cell !== c && !(cell < 0 && bits & borderBit)) spill[c] = (spill[c] as number) + 1
      }
    }
  }
  const colors: ColorQuality[] = []
  let threadAll = 0
  let spillAll = 0
  for (let c = 0; c < colorCount; c++) {
    threadAll += thread[c] as number
    spillAll += spill[c] as number
    if (!area[c]) continue
    colors.push({
      color: c,
      coverage: (own[c] as number) / (area[c] as number),
      spill: thread[c] ? (spill[c] as number) / (thread[c] as number) : 0,
    })
  }
  return {
    colors,
    minCoverage: Math.min(...colors.map((c) => c.coverage)),
    maxSpill: Math.max(...colors.map((c) => c.spill)),
    spill: threadAll ? spillAll / threadAll : 0,
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
