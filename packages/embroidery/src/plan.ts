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
  const { regions, runs, regionOfCell } = findRegions(grid)
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

  const b = new StitchBuilder()
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

  function sew(points: readonly Point[], from: number) {
    for (let i = from; i < points.length; i++) {
      const p = points[i] as Point
      b.stitch(p.x, p.y)
    }
  }

  // ---- one run -----------------------------------------------------------------------------------------

  function tatamiRun(run: Run, color: number, at: Point): Point[] {
    const x0 = run.x0 * P - reach(color, run.x0 - 1, run.y)
    const x1 = run.x1 * P + reach(color, run.x1, run.y)
    const y0 = run.y * P
    const fromTop = at.y <= y0 + P / 2
    const startLeft = Math.abs(at.x - x0) <= Math.abs(at.x - x1)
    const points: Point[] = []
    let rowsStartLeft = startLeft
    if (useUnderlay) {
      // Zigzag across the run, perpendicular to the rows, ending on the entry side's edge at the far end.
      const xs = startLeft ? x0 + underlayInset : x1 - underlayInset
      const xe = startLeft ? x1 - underlayInset : x0 + underlayInset
      const yNear = fromTop ? y0 + underlayInset : y0 + P - underlayInset
      const yFar = fromTop ? y0 + P - underlayInset : y0 + underlayInset
      const m = 2 * Math.max(1, Math.ceil(Math.abs(xe - xs) / underlayStep)) + 1
      for (let j = 0; j < m; j++)
        points.push({ x: xs + ((xe - xs) * j) / (m - 1), y: j % 2 === 0 ? yNear : yFar })
      rowsStartLeft = !startLeft
    }
    for (let i = 0; i < rowsPerPixel; i++) {
      const index = fromTop ? i : rowsPerPixel - 1 - i
      const y = y0 + (index + 0.5) * rowStep
      const leftToRight = i % 2 === 0 ? rowsStartLeft : !rowsStartLeft
      const xa = leftToRight ? x0 : x1
      const xb = leftToRight ? x1 : x0
      points.push({ x: xa, y })
      // Needle points on a lattice shifted per row (staggered), so holes never line up into a groove.
      const offset = (STAGGER[(run.y * rowsPerPixel + index) % 4] as number) * latticeStep
      const lo = Math.min(xa, xb) + minGap
      const hi = Math.max(xa, xb) - minGap
      const jFirst = Math.ceil((lo - offset) / latticeStep)
      const jLast = Math.floor((hi - offset) / latticeStep)
      if (leftToRight) for (let j = jFirst; j <= jLast; j++) points.push({ x: offset + j * latticeStep, y })
      else for (let j = jLast; j >= jFirst; j--) points.push({ x: offset + j * latticeStep, y })
      points.push({ x: xb, y })
    }
    return points
  }

  /**
   * One satin block: a straight stitch along the entry edge, a zigzag between the two rails advancing at most
   * half the spacing per stitch (so each rail gets a point every `rowSpacing` or less), and a straight stitch
   * along the far edge. Straight ends keep the corners square; the zigzag has no turns on the rails, so the
   * thread does not lap over the neighbouring pixels.
   */
  function satinPixel(cx: number, cy: number, color: number, at: Point, points: Point[]) {
    const x0 = cx * P
    const y0 = cy * P
    const startLeft = at.x <= x0 + P / 2
    const fromTop = at.y <= y0 + P / 2
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
      points.push(horizontal ? { x: r, y: along } : { x: along, y: r })
    }
  }

  function satinRun(run: Run, color: number, at: Point): Point[] {
    const points: Point[] = []
    const leftFirst = Math.abs(at.x - run.x0 * P) <= Math.abs(at.x - run.x1 * P)
    let cursor = at
    for (let k = 0; k < run.x1 - run.x0; k++) {
      const cx = leftFirst ? run.x0 + k : run.x1 - 1 - k
      satinPixel(cx, run.y, color, cursor, points)
      cursor = points[points.length - 1] as Point
    }
    return points
  }

  const runPoints = method === 'tatami' ? tatamiRun : satinRun

  // ---- one region ----------------------------------------------------------------------------------------

  const runDone = new Uint8Array(runs.length)

  function runDistance(run: Run, p: Point) {
    const xs = [run.x0 * P, run.x1 * P]
    const ys = [run.y * P, (run.y + 1) * P]
    let best = Infinity
    for (const x of xs) for (const y of ys) best = Math.min(best, Math.hypot(x - p.x, y - p.y))
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

  /** Breadth-first search over the region's runs from `start` to the nearest run not yet sewn. */
  function pathToUnsewn(start: number): number[] | null {
    const previous = new Map<number, number>([[start, -1]])
    const queue = [start]
    for (let head = 0; head < queue.length; head++) {
      const id = queue[head] as number
      if (!runDone[id]) {
        const path = [id]
        let p = previous.get(id) as number
        while (p !== -1) {
          path.push(p)
          p = previous.get(p) as number
        }
        return path.reverse()
      }
      const run = runs[id] as Run
      for (const n of [...run.down, ...run.up]) {
        if (!previous.has(n)) {
          previous.set(n, id)
          queue.push(n)
        }
      }
    }
    return null
  }

  function sewRegion(region: Region) {
    let current = -1
    if (needsJump && b.commands.length === 0) current = region.runs[0] as number
    else {
      let best = Infinity
      for (const id of region.runs) {
        const d = runDistance(runs[id] as Run, needle())
        if (d < best) {
          best = d
          current = id
        }
      }
    }
    const firstRun = runs[current] as Run
    const start = b.commands.length === 0 ? { x: firstRun.x0 * P, y: firstRun.y * P } : needle()
    let points = runPoints(firstRun, region.color, start)
    arriveAt(points[0] as Point, points[1])
    for (;;) {
      sew(points, 1)
      runDone[current] = 1
      const run = runs[current] as Run
      const goingDown = b.y >= run.y * P + P / 2
      const ahead = (goingDown ? run.down : run.up).filter((id) => !runDone[id])
      const behind = (goingDown ? run.up : run.down).filter((id) => !runDone[id])
      const candidates = ahead.length > 0 ? ahead : behind
      let path: number[] | null = null
      if (candidates.length > 0) {
        let best = candidates[0] as number
        for (const id of candidates)
          if (runDistance(runs[id] as Run, needle()) < runDistance(runs[best] as Run, needle())) best = id
        path = [current, best]
      } else path = pathToUnsewn(current)
      if (!path) return
      const waypoints = travelPath(path, needle())
      current = path[path.length - 1] as number
      const at = waypoints[waypoints.length - 1] ?? needle()
      points = runPoints(runs[current] as Run, region.color, at)
      const entry = points[0] as Point
      waypoints.push({ x: entry.x, y: at.y }, entry)
      let length = 0
      let prev = needle()
      for (const w of waypoints) {
        length += Math.hypot(w.x - prev.x, w.y - prev.y)
        prev = w
      }
      if (length > maxTravel) {
        // Far across sewn rows: a cut is cleaner than a long travel line on top.
        arriveAt(entry, points[1])
        continue
      }
      for (const w of waypoints) b.runTo(w.x, w.y, travelStitch)
    }
  }

  // ---- colours ---------------------------------------------------------------------------------------------

  const regionDone = new Uint8Array(regions.length)

  /** Nearest region of `color` not yet sewn: search rings of cells around the needle. */
  function nearestRegion(color: number): Region | null {
    const cx = Math.min(width - 1, Math.max(0, Math.floor(b.x / P)))
    const cy = Math.min(height - 1, Math.max(0, Math.floor(b.y / P)))
    let best: Region | null = null
    let bestDistance = Infinity
    const maxRadius = Math.max(width, height)
    for (let r = 0; r <= maxRadius; r++) {
      if (best && (r - 1) * P > bestDistance) break
      for (let y = cy - r; y <= cy + r; y++) {
        if (y < 0 || y >= height) continue
        const edge = y === cy - r || y === cy + r
        for (let x = cx - r; x <= cx + r; x += edge ? 1 : 2 * r) {
          if (x >= 0 && x < width) {
            const id = regionOfCell[y * width + x] as number
            if (id >= 0 && !regionDone[id] && (regions[id] as Region).color === color) {
              const dx = Math.max(x * P - b.x, 0, b.x - (x + 1) * P)
              const dy = Math.max(y * P - b.y, 0, b.y - (y + 1) * P)
              const d = Math.hypot(dx, dy)
              if (d < bestDistance) {
                bestDistance = d
                best = regions[id] as Region
              }
            }
          }
          if (r === 0) break
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
    let region = b.commands.length === 0 ? regions.find((r) => r.color === color) : nearestRegion(color)
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
    borderStart = b.commands.length
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

  const commands = b.commands
  const pattern: StitchPattern = { threads, commands }
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
      ...countCommands(commands),
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
