import type { PixelGrid, Region, Regions, Run } from './grid.ts'
import { PLAN_DEFAULTS, type FillMethod, type PlanOptions } from './plan-options.ts'
import { StitchBuilder, type Point } from './stitch-builder.ts'

/** A growable list of points in two typed arrays. */
export class PointList {
  xs = new Float64Array(256)
  ys = new Float64Array(256)
  length = 0

  push(x: number, y: number) {
    if (this.length === this.xs.length) {
      const xs = new Float64Array(2 * this.length)
      const ys = new Float64Array(2 * this.length)
      xs.set(this.xs)
      ys.set(this.ys)
      this.xs = xs
      this.ys = ys
    }
    this.xs[this.length] = x
    this.ys[this.length] = y
    this.length++
  }

  at(i: number): Point | undefined {
    return i < this.length ? { x: this.xs[i] as number, y: this.ys[i] as number } : undefined
  }

  last(): Point {
    return { x: this.xs[this.length - 1] as number, y: this.ys[this.length - 1] as number }
  }
}

/** Which end of a run the needle comes from: decided on the pixel grid, never from millimetres. */
export interface Entry {
  left: boolean
  top: boolean
}

/** Lengths in 0.1 mm units. */
export interface PlanSettings {
  method: FillMethod
  /** Pixel side. */
  P: number
  rowSpacing: number
  /** Satin blocks: distance between successive stitches along the block (each rail gets a point every 2×). */
  satinSpacing: number
  maxStitch: number
  pullComp: number
  colorOverlap: number
  tatamiUnderlay: boolean
  satinUnderlay: boolean
  rowEndGap: number
  travelStitch: number
  lock: number
  underlayStep: number
  underlayInset: number
  /** Tatami rows per pixel: odd, so a run's rows end on the far side from where they start. */
  rowsPerPixel: number
  rowStep: number
  /** Half a thread's width: the straight end stitches of a satin block lie this far inside the pixel. */
  satinEdgeInset: number
  /** Half a thread's width, for placing needle points so the thread's edge meets a pixel edge. */
  threadHalf: number
}

/**
 * What every step of planning shares: the grid and its regions, the colour order, the builder, the points of the
 * run being prepared, which runs and regions are sewn, and the cursor: the pixel the needle last finished, in
 * grid cells. Every decision (next run, next region, travel or trim) is taken from the cursor, so a design gets
 * the same decisions at every stitch size; only the millimetre geometry scales.
 */
export interface Planner {
  grid: PixelGrid
  settings: PlanSettings
  regions: Region[]
  runs: Run[]
  regionOfCell: Int32Array
  runOfCell: Int32Array
  /** Sewing position of each palette index (-1 for unused colours). */
  rank: Int32Array
  b: StitchBuilder
  points: PointList
  runDone: Uint8Array
  regionDone: Uint8Array
  cursorX: number
  cursorY: number
  /** Vertical direction of the last move between runs, for preferring the runs ahead. */
  goingDown: boolean
  /** A colour change just cut the thread: the next arrival is a jump without a trim. */
  needsJump: boolean
}

export function planSettings(options: PlanOptions): PlanSettings {
  const mm = (v: number) => v * 10
  const method = options.method ?? PLAN_DEFAULTS.method
  const P = mm(options.stitchSizeMm * options.scale)
  const rowSpacing = mm(options.rowSpacingMm ?? PLAN_DEFAULTS.rowSpacingMm)
  let rowsPerPixel = Math.max(1, Math.ceil(P / rowSpacing - 1e-6))
  if (rowsPerPixel % 2 === 0) rowsPerPixel++
  return {
    method,
    P,
    rowSpacing,
    satinSpacing: mm(options.satinSpacingMm ?? PLAN_DEFAULTS.satinSpacingMm),
    maxStitch: mm(options.maxStitchMm ?? PLAN_DEFAULTS.maxStitchMm),
    pullComp: mm(options.pullCompensationMm ?? PLAN_DEFAULTS.pullCompensationMm),
    colorOverlap: mm(PLAN_DEFAULTS.colorOverlapMm),
    tatamiUnderlay: method !== 'satin-blocks' && (options.underlay ?? true),
    satinUnderlay: P >= mm(PLAN_DEFAULTS.satinUnderlayFromMm) - 1e-9,
    rowEndGap: mm(PLAN_DEFAULTS.rowEndGapMm),
    travelStitch: mm(PLAN_DEFAULTS.travelStitchMm),
    lock: mm(PLAN_DEFAULTS.lockMm),
    underlayStep: mm(PLAN_DEFAULTS.underlayStepMm),
    underlayInset: mm(PLAN_DEFAULTS.underlayInsetMm),
    rowsPerPixel,
    rowStep: P / rowsPerPixel,
    satinEdgeInset: 2,
    threadHalf: 2,
  }
}

export function createPlanner(
  grid: PixelGrid,
  settings: PlanSettings,
  { regions, runs, regionOfCell }: Regions,
  fillOrder: readonly number[],
): Planner {
  const runOfCell = new Int32Array(grid.width * grid.height).fill(-1)
  for (const run of runs) for (let x = run.x0; x < run.x1; x++) runOfCell[run.y * grid.width + x] = run.id
  const rank = new Int32Array(Math.max(grid.colors.length, 1)).fill(-1)
  fillOrder.forEach((color, i) => (rank[color] = i))
  let filledCells = 0
  for (const r of regions) filledCells += r.cellCount
  // About (2 × rows + 4) commands per pixel either way: one buffer, rarely grown.
  const b = new StitchBuilder(
    filledCells * (2 * settings.rowsPerPixel + 4) + 1024,
    PLAN_DEFAULTS.minStitchMm * 10,
  )
  return {
    grid,
    settings,
    regions,
    runs,
    regionOfCell,
    runOfCell,
    rank,
    b,
    points: new PointList(),
    runDone: new Uint8Array(runs.length),
    regionDone: new Uint8Array(regions.length),
    cursorX: 0,
    cursorY: 0,
    goingDown: true,
    needsJump: true,
  }
}

export function colorAt(grid: PixelGrid, x: number, y: number): number {
  return x < 0 || y < 0 || x >= grid.width || y >= grid.height
    ? -1
    : (grid.cells[y * grid.width + x] as number)
}

/**
 * Where the needle points of `color` lie relative to its edge towards the neighbouring pixel (nx, ny), outwards
 * positive. A thread is about 0.4 mm wide and shows half its width past the needle hole, so a needle point half a
 * thread inside an edge puts the thread's edge on it. Towards another colour the thread's edge lies
 * `colorOverlap` past the edge (the two colours meet without a gap of fabric, and neither laps far onto the
 * other); towards the fabric (empty or off the design) `pullComp` past it (the fabric draws a column's ends back
 * in); towards its own colour the needle is on the edge (the same thread on both sides).
 */
export function reach(pl: Planner, color: number, nx: number, ny: number): number {
  const other = colorAt(pl.grid, nx, ny)
  if (other === color) return 0
  const { pullComp, colorOverlap, threadHalf } = pl.settings
  return (other < 0 ? pullComp : colorOverlap) - threadHalf
}

/** The entry of `run` nearer the cursor, in cells. */
export function entryFromCursor(pl: Planner, run: Run): Entry {
  return {
    left: Math.abs(pl.cursorX - run.x0) <= Math.abs(pl.cursorX - (run.x1 - 1)),
    top: pl.cursorY <= run.y,
  }
}

/** The corner of `run` where an entry starts (units). */
export function entryCorner(pl: Planner, run: Run, entry: Entry): Point {
  const { P } = pl.settings
  return { x: (entry.left ? run.x0 : run.x1) * P, y: (entry.top ? run.y : run.y + 1) * P }
}

/** Brings the needle to `p` across a cut: tie-off and trim (unless a colour change just cut), jump, tie-in. */
export function jumpTo(pl: Planner, p: Point, toward: Point | undefined) {
  const { b } = pl
  if (!pl.needsJump) {
    b.tieOff(pl.settings.lock)
    b.trim()
  }
  b.jump(p.x, p.y)
  b.tieIn(toward ?? p, pl.settings.lock)
  pl.needsJump = false
}

/** Sews the prepared points from index `from`. */
export function sewPoints(pl: Planner, from: number) {
  const { xs, ys } = pl.points
  for (let i = from; i < pl.points.length; i++) pl.b.stitch(xs[i] as number, ys[i] as number)
}
