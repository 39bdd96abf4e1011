import { packedPattern } from './command-buffer.ts'
import { findRegions, type PixelGrid, type Region, type Run } from './grid.ts'
import { stitchBorder } from './border.ts'
import { StitchBuilder, type Point } from './stitch-builder.ts'
import { threadFromHex } from './threads.ts'
import type { Command, StitchPattern, Thread } from './types.ts'

/**
 * How a pixel is filled:
 * - `tatami`: rows merged across each horizontal run of same-colour pixels, needle points staggered over four
 *   rows, with a light perpendicular underlay on pixels of 2 mm and more;
 * - `satin-blocks`: one small satin block per pixel, stitch direction alternating like a chessboard.
 */
export type FillMethod = 'tatami' | 'satin-blocks'

export const STITCH_SIZE_MIN_MM = 1.5
export const STITCH_SIZE_MAX_MM = 2.5
export const SCALE_MIN = 1
export const SCALE_MAX = 2

export interface PlanOptions {
  /** Pixel side before scaling, 1.5-2.5 mm. */
  stitchSizeMm: number
  /** 1 or 2. */
  scale: number
  /** Satin column around the design's outline, in this colour. */
  border?: { color: string; widthMm?: number } | null
  method?: FillMethod
  /** Largest distance between fill rows (tatami) or satin points on one side (satin blocks). */
  rowSpacingMm?: number
  /** Longest fill stitch. */
  maxStitchMm?: number
  /** How far rows reach into neighbouring pixels of colours sewn later. */
  pullCompensationMm?: number
  /** Tatami underlay; by default on for pixels of 2 mm and more. */
  underlay?: boolean
}

export const PLAN_DEFAULTS = {
  method: 'satin-blocks' as FillMethod,
  rowSpacingMm: 0.4,
  maxStitchMm: 3.5,
  pullCompensationMm: 0.2,
  borderWidthMm: 2,
  /** Running stitches that travel inside a region or walk under the border. */
  travelStitchMm: 2,
  /** Lock stitches: back and forth over this length. */
  lockMm: 0.7,
  /** Separate regions closer than this are joined by a stitch instead of a cut. */
  connectMm: 1,
  /** Longer travel inside a region is replaced by a cut and a jump. */
  maxTravelMm: 10,
  /** Needle points nearer than this to a row end are dropped (no tiny stitches). */
  minStitchMm: 0.5,
  underlayStepMm: 1.5,
  underlayInsetMm: 0.3,
} as const

/**
 * Distances are Math.hypot's (the plan depends on their exact values), but a plain square root differs from it
 * by a few ulps at most: candidates more than this much farther than the best so far are ruled out without it.
 */
const NEAR = 1e-6

/** Stagger of the needle points over a cycle of four rows, as fractions of a stitch length. */
const STAGGER = [0, 0.5, 0.25, 0.75] as const

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
}

export function validatePlanOptions(options: PlanOptions): void {
  const { stitchSizeMm, scale } = options
  if (!(stitchSizeMm >= STITCH_SIZE_MIN_MM && stitchSizeMm <= STITCH_SIZE_MAX_MM))
    throw new RangeError(`stitchSizeMm must be between ${STITCH_SIZE_MIN_MM} and ${STITCH_SIZE_MAX_MM}`)
  if (!Number.isInteger(scale) || scale < SCALE_MIN || scale > SCALE_MAX)
    throw new RangeError(`scale must be an integer between ${SCALE_MIN} and ${SCALE_MAX}`)
}

/** A growable list of points in two typed arrays. */
class PointList {
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
}

/** Pixel grid -> stitch plan. Pure and deterministic. */
export function planEmbroidery(grid: PixelGrid, options: PlanOptions): EmbroideryPlan {
  validatePlanOptions(options)
  const method = options.method ?? PLAN_DEFAULTS.method
  const mm = (v: number) => v * 10
  const P = mm(options.stitchSizeMm * options.scale)
  const rowSpacing = mm(options.rowSpacingMm ?? PLAN_DEFAULTS.rowSpacingMm)
  const maxStitch = mm(options.maxStitchMm ?? PLAN_DEFAULTS.maxStitchMm)
  const pullComp = mm(options.pullCompensationMm ?? PLAN_DEFAULTS.pullCompensationMm)
  const useUnderlay = method === 'tatami' && (options.underlay ?? P >= 20 - 1e-9)
  const minGap = mm(PLAN_DEFAULTS.minStitchMm)
  const latticeStep = maxStitch - minGap
  const travelStitch = mm(PLAN_DEFAULTS.travelStitchMm)
  const lock = mm(PLAN_DEFAULTS.lockMm)
  const connect = mm(PLAN_DEFAULTS.connectMm)
  const maxTravel = mm(PLAN_DEFAULTS.maxTravelMm)
  const underlayStep = mm(PLAN_DEFAULTS.underlayStepMm)
  const underlayInset = mm(PLAN_DEFAULTS.underlayInsetMm)
  // An integer number of rows per pixel, so rows line up across neighbouring pixels.
  const rowsPerPixel = Math.max(1, Math.ceil(P / rowSpacing - 1e-6))
  const rowStep = P / rowsPerPixel
  /** The straight end stitches of a satin block lie half a thread width inside the pixel. */
  const satinEdgeInset = 2

  const { width, height, cells } = grid
  const { regions, runs } = findRegions(grid)
  if (regions.length === 0) throw new RangeError('The design has no pixels to stitch')

  // Colour order: each colour once (colour changes = colours - 1); large areas first so details sit on top
  // and pull compensation reaches under them. A border in one of the design's colours makes that colour last.
  const area = new Map<number, number>()
  for (const r of regions) area.set(r.color, (area.get(r.color) ?? 0) + r.cellCount)
  const borderHex = options.border ? threadFromHex(options.border.color).hex : null
  const fillOrder = [...area.keys()].sort((a, b) => {
    const aBorder = borderHex !== null && threadFromHex(grid.colors[a] as string).hex === borderHex
    const bBorder = borderHex !== null && threadFromHex(grid.colors[b] as string).hex === borderHex
    if (aBorder !== bBorder) return aBorder ? 1 : -1
    return (area.get(b) as number) - (area.get(a) as number) || a - b
  })
  const rank = new Int32Array(Math.max(grid.colors.length, 1)).fill(-1)
  fillOrder.forEach((color, i) => (rank[color] = i))
  const colorAt = (x: number, y: number) =>
    x < 0 || y < 0 || x >= width || y >= height ? -1 : (cells[y * width + x] as number)
  /** Reach into a neighbouring pixel only when another colour sewn later covers the overlap. */
  const reach = (color: number, nx: number, ny: number) => {
    const other = colorAt(nx, ny)
    return other >= 0 && other !== color && (rank[other] as number) > (rank[color] as number) ? pullComp : 0
  }

  // About (2 × rows + 4) commands per pixel either way: one buffer, rarely grown.
  let filledCells = 0
  for (const r of regions) filledCells += r.cellCount
  const b = new StitchBuilder(filledCells * (2 * rowsPerPixel + 4) + 1024)
  let needsJump = true
  const needle = (): Point => ({ x: b.x, y: b.y })

  /** Brings the needle to `p`: a jump after a colour change, a stitch when close, else tie-off, cut, jump. */
  function arriveAt(p: Point, toward: Point | undefined) {
    if (!needsJump && Math.hypot(p.x - b.x, p.y - b.y) <= connect) {
      b.stitch(p.x, p.y)
      return
    }
    if (!needsJump) {
      b.tieOff(lock)
      b.trim()
    }
    b.jump(p.x, p.y)
    b.tieIn(toward ?? p, lock)
    needsJump = false
  }

  /** The needle points of the run being sewn, reused from run to run. */
  const points = new PointList()
  const pointAt = (i: number): Point | undefined =>
    i < points.length ? { x: points.xs[i] as number, y: points.ys[i] as number } : undefined

  function sew(from: number) {
    const { xs, ys } = points
    for (let i = from; i < points.length; i++) b.stitch(xs[i] as number, ys[i] as number)
  }

  // ---- one run -----------------------------------------------------------------------------------------

  function tatamiRun(run: Run, color: number, atX: number, atY: number) {
    points.length = 0
    const x0 = run.x0 * P - reach(color, run.x0 - 1, run.y)
    const x1 = run.x1 * P + reach(color, run.x1, run.y)
    const y0 = run.y * P
    const fromTop = atY <= y0 + P / 2
    const startLeft = Math.abs(atX - x0) <= Math.abs(atX - x1)
    let rowsStartLeft = startLeft
    if (useUnderlay) {
      // Zigzag across the run, perpendicular to the rows, ending on the entry side's edge at the far end.
      const xs = startLeft ? x0 + underlayInset : x1 - underlayInset
      const xe = startLeft ? x1 - underlayInset : x0 + underlayInset
      const yNear = fromTop ? y0 + underlayInset : y0 + P - underlayInset
      const yFar = fromTop ? y0 + P - underlayInset : y0 + underlayInset
      const m = 2 * Math.max(1, Math.ceil(Math.abs(xe - xs) / underlayStep)) + 1
      for (let j = 0; j < m; j++) points.push(xs + ((xe - xs) * j) / (m - 1), j % 2 === 0 ? yNear : yFar)
      rowsStartLeft = !startLeft
    }
    for (let i = 0; i < rowsPerPixel; i++) {
      const index = fromTop ? i : rowsPerPixel - 1 - i
      const y = y0 + (index + 0.5) * rowStep
      const leftToRight = i % 2 === 0 ? rowsStartLeft : !rowsStartLeft
      const xa = leftToRight ? x0 : x1
      const xb = leftToRight ? x1 : x0
      points.push(xa, y)
      // Needle points on a lattice shifted per row (staggered), so holes never line up into a groove.
      const offset = (STAGGER[(run.y * rowsPerPixel + index) % 4] as number) * latticeStep
      const lo = Math.min(xa, xb) + minGap
      const hi = Math.max(xa, xb) - minGap
      const jFirst = Math.ceil((lo - offset) / latticeStep)
      const jLast = Math.floor((hi - offset) / latticeStep)
      if (leftToRight) for (let j = jFirst; j <= jLast; j++) points.push(offset + j * latticeStep, y)
      else for (let j = jLast; j >= jFirst; j--) points.push(offset + j * latticeStep, y)
      points.push(xb, y)
    }
  }

  /**
   * One satin block: a straight stitch along the entry edge, a zigzag between the two rails advancing at most
   * half the spacing per stitch (so each rail gets a point every `rowSpacing` or less), and a straight stitch
   * along the far edge. Straight ends keep the corners square; the zigzag has no turns on the rails, so the
   * thread does not lap over the neighbouring pixels.
   */
  function satinPixel(cx: number, cy: number, color: number, atX: number, atY: number) {
    const x0 = cx * P
    const y0 = cy * P
    const startLeft = atX <= x0 + P / 2
    const fromTop = atY <= y0 + P / 2
    const horizontal = (cx + cy) % 2 === 0
    // Rails reach into neighbours of colours sewn later (pull compensation); the other sides stay put.
    const low = horizontal ? x0 - reach(color, cx - 1, cy) : y0 - reach(color, cx, cy - 1)
    const high = horizontal ? x0 + P + reach(color, cx + 1, cy) : y0 + P + reach(color, cx, cy + 1)
    const firstRail = horizontal ? (startLeft ? low : high) : fromTop ? low : high
    const inset = Math.min(satinEdgeInset, P / 4)
    let zigs = Math.max(1, Math.ceil((P - 2 * inset) / (rowSpacing / 2) - 1e-6))
    // A block with left-right stitches must leave on the far rail, where the next pixel of the run begins.
    if (horizontal && zigs % 2 === 0) zigs++
    const step = (P - 2 * inset) / zigs
    // Up-down blocks start and end half a thread inside their rails, so the short stitches joining them to
    // their left-right neighbours run along the row instead of poking past the pixel's edge.
    const endInset = horizontal ? 0 : inset
    const dir = horizontal ? (fromTop ? 1 : -1) : startLeft ? 1 : -1
    const base = horizontal ? (fromTop ? y0 : y0 + P) : startLeft ? x0 : x0 + P
    let rail = firstRail
    for (let j = 0; j <= zigs + 2; j++) {
      // j = 0: straight stitch's start; 1..zigs+1: rails alternate; last: straight stitch's end.
      const isEnd = j === 0 || j === zigs + 2
      const t = j === 0 ? inset : j === zigs + 2 ? P - inset : inset + (j - 1) * step
      if (j > 0) rail = rail === low ? high : low
      const r = isEnd ? rail + (rail === low ? endInset : -endInset) : rail
      const along = base + dir * t
      if (horizontal) points.push(r, along)
      else points.push(along, r)
    }
  }

  function satinRun(run: Run, color: number, atX: number, atY: number) {
    points.length = 0
    const leftFirst = Math.abs(atX - run.x0 * P) <= Math.abs(atX - run.x1 * P)
    let cursorX = atX
    let cursorY = atY
    for (let k = 0; k < run.x1 - run.x0; k++) {
      const cx = leftFirst ? run.x0 + k : run.x1 - 1 - k
      satinPixel(cx, run.y, color, cursorX, cursorY)
      cursorX = points.xs[points.length - 1] as number
      cursorY = points.ys[points.length - 1] as number
    }
  }

  const runPoints = method === 'tatami' ? tatamiRun : satinRun

  // ---- one region ----------------------------------------------------------------------------------------

  const runDone = new Uint8Array(runs.length)

  /** Distance from (px, py) to the nearest corner of a run (Math.hypot only for corners that may be it). */
  function runDistance(run: Run, px: number, py: number) {
    const dx0 = run.x0 * P - px
    const dx1 = run.x1 * P - px
    const dy0 = run.y * P - py
    const dy1 = (run.y + 1) * P - py
    const r00 = Math.sqrt(dx0 * dx0 + dy0 * dy0)
    const r01 = Math.sqrt(dx0 * dx0 + dy1 * dy1)
    const r10 = Math.sqrt(dx1 * dx1 + dy0 * dy0)
    const r11 = Math.sqrt(dx1 * dx1 + dy1 * dy1)
    const limit = Math.min(r00, r01, r10, r11) + NEAR
    let best = Infinity
    if (r00 <= limit) best = Math.min(best, Math.hypot(dx0, dy0))
    if (r01 <= limit) best = Math.min(best, Math.hypot(dx0, dy1))
    if (r10 <= limit) best = Math.min(best, Math.hypot(dx1, dy0))
    if (r11 <= limit) best = Math.min(best, Math.hypot(dx1, dy1))
    return best
  }

  /** Waypoints from the needle through vertically adjacent runs `path[1..]`, along row lines. */
  function travelPath(path: readonly number[], from: Point): Point[] {
    const waypoints: Point[] = []
    let { x, y } = from
    for (let i = 1; i < path.length; i++) {
      const a = runs[path[i - 1] as number] as Run
      const c = runs[path[i] as number] as Run
      const lo = Math.max(a.x0, c.x0) * P
      const hi = Math.min(a.x1, c.x1) * P
      const margin = Math.min(3, (hi - lo) / 2)
      x = Math.min(Math.max(x, lo + margin), hi - margin)
      waypoints.push({ x, y })
      y = c.y > a.y ? c.y * P + rowStep / 2 : (c.y + 1) * P - rowStep / 2
      waypoints.push({ x, y })
    }
    return waypoints
  }

  /** Length of the travel from the needle through `waypoints`; exact only when near `maxTravel`. */
  function travelLength(waypoints: readonly Point[]) {
    let approx = 0
    let px = b.x
    let py = b.y
    for (const w of waypoints) {
      approx += Math.sqrt((w.x - px) * (w.x - px) + (w.y - py) * (w.y - py))
      px = w.x
      py = w.y
    }
    if (Math.abs(approx - maxTravel) > NEAR) return approx
    let length = 0
    px = b.x
    py = b.y
    for (const w of waypoints) {
      length += Math.hypot(w.x - px, w.y - py)
      px = w.x
      py = w.y
    }
    return length
  }

  /** Breadth-first search state, reused: the run each run was reached from, valid where `seen` is `visit`. */
  const previous = new Int32Array(runs.length)
  const seen = new Int32Array(runs.length)
  const queue = new Int32Array(runs.length)
  let visit = 0

  /** Breadth-first search over the region's runs from `start` to the nearest run not yet sewn. */
  function pathToUnsewn(start: number): number[] | null {
    visit++
    seen[start] = visit
    previous[start] = -1
    queue[0] = start
    let tail = 1
    for (let head = 0; head < tail; head++) {
      const id = queue[head] as number
      if (!runDone[id]) {
        const path = [id]
        let p = previous[id] as number
        while (p !== -1) {
          path.push(p)
          p = previous[p] as number
        }
        return path.reverse()
      }
      const run = runs[id] as Run
      for (const neighbours of [run.down, run.up]) {
        for (const n of neighbours) {
          if (seen[n] !== visit) {
            seen[n] = visit
            previous[n] = id
            queue[tail++] = n
          }
        }
      }
    }
    return null
  }

  /** The run of `ids` not yet sewn nearest the needle (the first of equals), or -1. */
  function nearestUnsewn(ids: readonly number[]) {
    let best = -1
    let bestDistance = Infinity
    for (const id of ids) {
      if (runDone[id]) continue
      const d = runDistance(runs[id] as Run, b.x, b.y)
      if (best < 0 || d < bestDistance) {
        best = id
        bestDistance = d
      }
    }
    return best
  }

  function sewRegion(region: Region) {
    let current = -1
    if (needsJump && b.length === 0) current = region.runs[0] as number
    else {
      let best = Infinity
      for (const id of region.runs) {
        const d = runDistance(runs[id] as Run, b.x, b.y)
        if (d < best) {
          best = d
          current = id
        }
      }
    }
    const firstRun = runs[current] as Run
    const start = b.length === 0 ? { x: firstRun.x0 * P, y: firstRun.y * P } : needle()
    runPoints(firstRun, region.color, start.x, start.y)
    arriveAt(pointAt(0) as Point, pointAt(1))
    for (;;) {
      sew(1)
      runDone[current] = 1
      const run = runs[current] as Run
      const goingDown = b.y >= run.y * P + P / 2
      // The nearest unsewn neighbour ahead, else behind, else the nearest unsewn run of the region.
      let best = nearestUnsewn(goingDown ? run.down : run.up)
      if (best < 0) best = nearestUnsewn(goingDown ? run.up : run.down)
      const path = best >= 0 ? [current, best] : pathToUnsewn(current)
      if (!path) return
      const waypoints = travelPath(path, needle())
      current = path[path.length - 1] as number
      const at = waypoints[waypoints.length - 1] ?? needle()
      runPoints(runs[current] as Run, region.color, at.x, at.y)
      const entry = pointAt(0) as Point
      waypoints.push({ x: entry.x, y: at.y }, entry)
      if (travelLength(waypoints) > maxTravel) {
        // Far across sewn rows: a cut is cleaner than a long travel line on top.
        arriveAt(entry, pointAt(1))
        continue
      }
      for (const w of waypoints) b.runTo(w.x, w.y, travelStitch)
    }
  }

  // ---- colours ---------------------------------------------------------------------------------------------

  const regionDone = new Uint8Array(regions.length)

  const regionsOfColor = grid.colors.map(() => [] as Region[])
  for (const region of regions) regionsOfColor[region.color]?.push(region)
  /** Bounding box of each region in cells: x0, y0, x1, y1 (exclusive ends). */
  const regionBox = new Int32Array(4 * regions.length)
  for (const region of regions) {
    let x0 = width
    let y0 = height
    let x1 = 0
    let y1 = 0
    for (const id of region.runs) {
      const run = runs[id] as Run
      x0 = Math.min(x0, run.x0)
      x1 = Math.max(x1, run.x1)
      y0 = Math.min(y0, run.y)
      y1 = Math.max(y1, run.y + 1)
    }
    regionBox.set([x0, y0, x1, y1], 4 * region.id)
  }

  /** Distance from the needle to a region's bounding box: no cell of the region is nearer. */
  function boxDistance(region: Region) {
    const o = 4 * region.id
    const dx = Math.max((regionBox[o] as number) * P - b.x, 0, b.x - (regionBox[o + 2] as number) * P)
    const dy = Math.max((regionBox[o + 1] as number) * P - b.y, 0, b.y - (regionBox[o + 3] as number) * P)
    return Math.sqrt(dx * dx + dy * dy)
  }

  /** Box distance per candidate region (scratch for `nearestRegion`). */
  const boxDistances = new Float64Array(regions.length)

  /**
   * Nearest region of `color` not yet sewn: the one with the cell nearest the needle. Among cells at the same
   * distance, the first in rings of cells around the needle's cell (then by row, then by column) wins.
   */
  function nearestRegion(color: number): Region | null {
    // Drop the regions sewn since the last call (their order does not matter).
    const candidates = regionsOfColor[color] ?? []
    let kept = 0
    for (const region of candidates) if (!regionDone[region.id]) candidates[kept++] = region
    candidates.length = kept
    if (kept === 0) return null
    for (let k = 0; k < kept; k++) boxDistances[k] = boxDistance(candidates[k] as Region)
    // First the nearest distance with plain square roots (Math.hypot is slow), regions in order of their
    // boxes until the next box is farther than the nearest cell so far...
    let nearest = Infinity
    const open = boxDistances.slice(0, kept)
    for (;;) {
      let next = -1
      for (let k = 0; k < kept; k++) if (next < 0 || (open[k] as number) < (open[next] as number)) next = k
      if (next < 0 || (open[next] as number) > nearest) break
      open[next] = Infinity
      for (const id of (candidates[next] as Region).runs) {
        const run = runs[id] as Run
        const dy = Math.max(run.y * P - b.y, 0, b.y - (run.y + 1) * P)
        for (let x = run.x0; x < run.x1; x++) {
          const dx = Math.max(x * P - b.x, 0, b.x - (x + 1) * P)
          nearest = Math.min(nearest, Math.sqrt(dx * dx + dy * dy))
        }
      }
    }
    // ...then the exact distances of the cells that may be the nearest.
    const limit = nearest + NEAR
    const cx = Math.min(width - 1, Math.max(0, Math.floor(b.x / P)))
    const cy = Math.min(height - 1, Math.max(0, Math.floor(b.y / P)))
    let best: Region | null = null
    let bestDistance = Infinity
    let bestRing = 0
    let bestY = 0
    let bestX = 0
    for (let k = 0; k < kept; k++) {
      if ((boxDistances[k] as number) > limit) continue
      const region = candidates[k] as Region
      for (const id of region.runs) {
        const run = runs[id] as Run
        const y = run.y
        const dy = Math.max(y * P - b.y, 0, b.y - (y + 1) * P)
        for (let x = run.x0; x < run.x1; x++) {
          const dx = Math.max(x * P - b.x, 0, b.x - (x + 1) * P)
          if (Math.sqrt(dx * dx + dy * dy) > limit) continue
          const d = Math.hypot(dx, dy)
          const ring = Math.max(Math.abs(x - cx), Math.abs(y - cy))
          if (
            d < bestDistance ||
            (d === bestDistance &&
              (ring < bestRing || (ring === bestRing && (y < bestY || (y === bestY && x < bestX)))))
          ) {
            best = region
            bestDistance = d
            bestRing = ring
            bestY = y
            bestX = x
          }
        }
      }
    }
    return best
  }

  const threads: Thread[] = []
  const blockColors: number[] = []
  for (const color of fillOrder) {
    if (threads.length > 0) {
      b.tieOff(lock)
      b.colorChange()
      needsJump = true
    }
    threads.push(threadFromHex(grid.colors[color] as string))
    blockColors.push(color)
    let region = b.length === 0 ? regions.find((r) => r.color === color) : nearestRegion(color)
    while (region) {
      regionDone[region.id] = 1
      sewRegion(region)
      region = nearestRegion(color)
    }
  }

  let borderStart: number | null = null
  let borderBlock: number | null = null
  const borderWidth = mm(options.border?.widthMm ?? PLAN_DEFAULTS.borderWidthMm)
  if (options.border && borderHex) {
    const last = threads[threads.length - 1] as Thread
    if (last.hex !== borderHex) {
      b.tieOff(lock)
      b.colorChange()
      needsJump = true
      threads.push(threadFromHex(borderHex))
      blockColors.push(-1)
    }
    borderBlock = threads.length - 1
    borderStart = b.length
    stitchBorder(grid, {
      pixel: P,
      width: borderWidth,
      spacing: rowSpacing,
      inset: satinEdgeInset,
      travelStitch,
      lock,
      builder: b,
      arriveAt,
    })
  }
  b.tieOff(lock)

  const pattern = packedPattern(threads, b.buffer)
  const border = options.border ? borderWidth : 0
  return {
    pattern,
    pixelSizeMm: P / 10,
    method,
    blockColors,
    borderStart,
    borderBlock,
    origin: { x: 0, y: 0 },
    stats: {
      ...b.buffer.counts(),
      colorCount: threads.length,
      regionCount: regions.length,
      widthMm: Math.round(width * P + 2 * border) / 10,
      heightMm: Math.round(height * P + 2 * border) / 10,
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
