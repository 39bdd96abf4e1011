import type { Region, Run } from './grid.ts'
import { colorAt, type Planner } from './planner.ts'
import type { Point } from './stitch-builder.ts'

/** Squared distance in cells from the cursor to the nearest cell of a run. */
function runCellDistance(pl: Planner, run: Run) {
  const dx = Math.max(0, run.x0 - pl.cursorX, pl.cursorX - (run.x1 - 1))
  const dy = run.y - pl.cursorY
  return dx * dx + dy * dy
}

/** The run of `ids` not yet sewn nearest the cursor (the first of equals), or -1. */
function nearestUnsewn(pl: Planner, ids: readonly number[]) {
  let best = -1
  let bestDistance = Infinity
  for (const id of ids) {
    if (pl.runDone[id]) continue
    const d = runCellDistance(pl, pl.runs[id] as Run)
    if (d < bestDistance) {
      best = id
      bestDistance = d
    }
  }
  return best
}

/** Breadth-first search scratch, sized once per plan. */
export interface SearchScratch {
  previous: Int32Array
  seen: Int32Array
  queue: Int32Array
  visit: number
}

export function searchScratch(size: number): SearchScratch {
  return { previous: new Int32Array(size), seen: new Int32Array(size), queue: new Int32Array(size), visit: 0 }
}

function unwind(previous: Int32Array, end: number): number[] {
  const path = [end]
  let p = previous[end] as number
  while (p !== -1) {
    path.push(p)
    p = previous[p] as number
  }
  return path.reverse()
}

/**
 * Breadth-first search from `start` to the first node `isTarget` accepts; `expand` offers a node's neighbours
 * to `reach`. The path of nodes, or null.
 */
function breadthFirst(
  scratch: SearchScratch,
  start: number,
  isTarget: (node: number) => boolean,
  expand: (node: number, reach: (next: number) => void) => void,
): number[] | null {
  const { previous, seen, queue } = scratch
  const visit = ++scratch.visit
  seen[start] = visit
  previous[start] = -1
  queue[0] = start
  let tail = 1
  let from = start
  const reach = (next: number) => {
    if (seen[next] === visit) return
    seen[next] = visit
    previous[next] = from
    queue[tail++] = next
  }
  for (let head = 0; head < tail; head++) {
    from = queue[head] as number
    if (isTarget(from)) return unwind(previous, from)
    expand(from, reach)
  }
  return null
}

/** The runs of the region from `start` to the nearest run not yet sewn. */
function pathToUnsewn(pl: Planner, scratch: SearchScratch, start: number): number[] | null {
  return breadthFirst(
    scratch,
    start,
    (id) => !pl.runDone[id],
    (id, reach) => {
      const run = pl.runs[id] as Run
      for (const n of run.down) reach(n)
      for (const n of run.up) reach(n)
    },
  )
}

/**
 * The runs from the current one to the next run of the region to sew: a vertical neighbour ahead, else behind
 * (nearest the cursor), else the nearest unsewn run through the region. Null when the region is done.
 */
export function nextRunPath(pl: Planner, scratch: SearchScratch, current: number): number[] | null {
  const run = pl.runs[current] as Run
  let best = nearestUnsewn(pl, pl.goingDown ? run.down : run.up)
  if (best < 0) best = nearestUnsewn(pl, pl.goingDown ? run.up : run.down)
  return best >= 0 ? [current, best] : pathToUnsewn(pl, scratch, current)
}

/**
 * Waypoints from the needle through vertically adjacent runs `path[1..]`, along row lines: inside one region,
 * over its own stitches or under its rows still to come, never cut however long.
 */
export function travelPath(pl: Planner, path: readonly number[], from: Point): Point[] {
  const { P, rowStep } = pl.settings
  const waypoints: Point[] = []
  let { x, y } = from
  for (let i = 1; i < path.length; i++) {
    const a = pl.runs[path[i - 1] as number] as Run
    const c = pl.runs[path[i] as number] as Run
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

const STEPS_4 = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
] as const
const STEPS_DIAGONAL = [
  [1, 1],
  [-1, 1],
  [1, -1],
  [-1, -1],
] as const

/** A pixel travel of `color` may run over unseen: empty, or of `color` or a colour sewn later (which covers it). */
function hides(pl: Planner, color: number, x: number, y: number) {
  const { width, height, cells } = pl.grid
  if (x < 0 || y < 0 || x >= width || y >= height) return true
  const c = cells[y * width + x] as number
  return c < 0 || c === color || (pl.rank[c] as number) > (pl.rank[color] as number)
}

/**
 * A hidden way from the cursor's pixel to the nearest pixel of an unsewn region of `color`: through pixels of
 * `color` and pixels of colours sewn later (which will cover the travel stitches), side to side, or corner to
 * corner between two pixels of `color` (a diagonal line of pixels) when one of the two pixels beside the corner
 * hides the crossing. Cells from the cursor to the target, or null when the other regions can only be reached
 * across pixels that stay visible: then a trim.
 */
export function hiddenPathToRegion(pl: Planner, scratch: SearchScratch, color: number): number[] | null {
  const { width, height, cells } = pl.grid
  const colorRank = pl.rank[color] as number
  const passable = (cell: number) => {
    const c = cells[cell] as number
    return c === color || (c >= 0 && (pl.rank[c] as number) > colorRank)
  }
  return breadthFirst(
    scratch,
    pl.cursorY * width + pl.cursorX,
    (cell) => cells[cell] === color && !pl.regionDone[pl.regionOfCell[cell] as number],
    (cell, reach) => {
      const x = cell % width
      const y = (cell - x) / width
      for (const [dx, dy] of STEPS_4) {
        const nx = x + dx
        const ny = y + dy
        if (nx >= 0 && ny >= 0 && nx < width && ny < height && passable(ny * width + nx))
          reach(ny * width + nx)
      }
      if (cells[cell] !== color) return
      for (const [dx, dy] of STEPS_DIAGONAL) {
        const nx = x + dx
        const ny = y + dy
        if (nx < 0 || ny < 0 || nx >= width || ny >= height || cells[ny * width + nx] !== color) continue
        if (hides(pl, color, nx, y) || hides(pl, color, x, ny)) reach(ny * width + nx)
      }
    },
  )
}

/**
 * A way from the cursor's pixel to the nearest unsewn pixel of `region` that stays hidden: through pixels of
 * colours sewn later and of regions of the same colour still to sew. Null when there is none.
 */
export function hiddenPathInRegion(pl: Planner, scratch: SearchScratch, region: Region): number[] | null {
  const { width, height, cells } = pl.grid
  const colorRank = pl.rank[region.color] as number
  const unsewnOwn = (cell: number) =>
    pl.regionOfCell[cell] === region.id && !pl.runDone[pl.runOfCell[cell] as number]
  const passable = (cell: number) => {
    const c = cells[cell] as number
    if (c < 0) return false
    if (c !== region.color) return (pl.rank[c] as number) > colorRank
    const r = pl.regionOfCell[cell] as number
    return r === region.id ? unsewnOwn(cell) : !pl.regionDone[r]
  }
  return breadthFirst(scratch, pl.cursorY * width + pl.cursorX, unsewnOwn, (cell, reach) => {
    const x = cell % width
    const y = (cell - x) / width
    for (const [dx, dy] of STEPS_4) {
      const nx = x + dx
      const ny = y + dy
      if (nx >= 0 && ny >= 0 && nx < width && ny < height && passable(ny * width + nx)) reach(ny * width + nx)
    }
  })
}

/**
 * Waypoints of a cell path (units): pixel centres at the turns; a corner crossing bends into the pixel beside it
 * that hides the thread, far enough from the corner that the thread keeps off the other one.
 */
export function cellPathWaypoints(pl: Planner, color: number, path: readonly number[]): Point[] {
  const { width } = pl.grid
  const { P } = pl.settings
  const detour = Math.min(P / 4, pl.settings.satinEdgeInset + 2)
  const waypoints: Point[] = []
  for (let i = 0; i < path.length; i++) {
    const here = path[i] as number
    const x = here % width
    const y = (here - x) / width
    if (i > 0) {
      const before = path[i - 1] as number
      const bx = before % width
      const by = (before - bx) / width
      if (bx !== x && by !== y) {
        // Corner between (bx, by) and (x, y): through the centre of a side pixel sewn later (it covers the
        // travel), else bent into an empty side pixel, far enough from the corner to keep off the other one.
        const sides = [
          { sx: x, sy: by },
          { sx: bx, sy: y },
        ]
        const covered = sides.find(({ sx, sy }) => colorAt(pl.grid, sx, sy) >= 0 && hides(pl, color, sx, sy))
        if (covered) waypoints.push({ x: (covered.sx + 0.5) * P, y: (covered.sy + 0.5) * P })
        else {
          const open = sides.find(({ sx, sy }) => hides(pl, color, sx, sy)) as { sx: number; sy: number }
          const cornerX = Math.max(bx, x) * P
          const cornerY = Math.max(by, y) * P
          waypoints.push({
            x: cornerX + Math.sign(open.sx + 0.5 - cornerX / P) * detour,
            y: cornerY + Math.sign(open.sy + 0.5 - cornerY / P) * detour,
          })
        }
      } else if (i < path.length - 1) {
        const after = path[i + 1] as number
        const ax = after % width
        const ay = (after - ax) / width
        if (ax - x === x - bx && ay - y === y - by) continue
      }
    }
    waypoints.push({ x: (x + 0.5) * P, y: (y + 0.5) * P })
  }
  return waypoints
}

/**
 * The unsewn region of `color` with the pixel nearest the cursor (whole cells; the first in scan order among
 * equals) and that pixel, or null when all are sewn.
 */
export function nearestRegionCell(pl: Planner, regionsOfColor: readonly Region[]): number {
  const { width } = pl.grid
  let best = -1
  let bestDistance = Infinity
  for (const region of regionsOfColor) {
    if (pl.regionDone[region.id]) continue
    for (const id of region.runs) {
      const run = pl.runs[id] as Run
      const dy = run.y - pl.cursorY
      for (let x = run.x0; x < run.x1; x++) {
        const dx = x - pl.cursorX
        const d = dx * dx + dy * dy
        const cell = run.y * width + x
        if (d < bestDistance || (d === bestDistance && cell < best)) {
          best = cell
          bestDistance = d
        }
      }
    }
  }
  return best
}
