import type { Region, Run } from './grid.ts'
import type { Planner } from './planner.ts'
import type { Point } from './stitch-builder.ts'
import { breadthFirst, cheapestFirst, type SearchScratch } from './search.ts'

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

/** Cost of a travel step through a pixel of a colour sewn later (hidden, but its thread lies under that colour). */
const UNDER_LATER_COST = 4

/**
 * A hidden way from the cursor's pixel to an unsewn region of `color`, the cheapest first: steps through pixels
 * of `color` (side to side, or corner to corner between two of its pixels, straight across the shared corner)
 * cost 1; steps through pixels of colours sewn later (which cover the travel) cost `UNDER_LATER_COST`, so the
 * travel stays in its own colour where it can and runs under others as little as it must. Cells from the cursor
 * to the target, or null when the other regions can only be reached across pixels that stay visible (empty or
 * sewn earlier): then a trim.
 */
export function hiddenPathToRegion(
  pl: Planner,
  scratch: SearchScratch,
  color: number,
  from = pl.cursorY * pl.grid.width + pl.cursorX,
): number[] | null {
  const { width, height, cells } = pl.grid
  const colorRank = pl.rank[color] as number
  return cheapestFirst(
    scratch,
    from,
    (cell) => cells[cell] === color && !pl.regionDone[pl.regionOfCell[cell] as number],
    (cell, relax) => {
      const x = cell % width
      const y = (cell - x) / width
      for (const [dx, dy] of STEPS_4) {
        const nx = x + dx
        const ny = y + dy
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue
        const next = ny * width + nx
        const c = cells[next] as number
        if (c === color) relax(next, 1)
        else if (c >= 0 && (pl.rank[c] as number) > colorRank) relax(ny * width + nx, UNDER_LATER_COST)
      }
      if (cells[cell] !== color) return
      // Corner to corner: the thread crosses the shared corner point, where the side pixels' own threads
      // (half a thread inside their edges) leave the fabric bare.
      for (const [dx, dy] of STEPS_DIAGONAL) {
        const nx = x + dx
        const ny = y + dy
        const next = ny * width + nx
        if (nx >= 0 && ny >= 0 && nx < width && ny < height && cells[next] === color) relax(next, 1)
      }
    },
  )
}

/**
 * Which end of `run` (the last of its region) the region should be left from: the end with the cheaper hidden
 * way on to the colour's next region (the left one among equals), or null when neither has one. Ending there
 * keeps the travel out of the region off its finished stitches.
 */
export function exitEnd(
  pl: Planner,
  scratch: SearchScratch,
  run: Run,
  color: number,
): 'left' | 'right' | null {
  const { width } = pl.grid
  const costFrom = (x: number) => {
    const path = hiddenPathToRegion(pl, scratch, color, run.y * width + x)
    return path ? (scratch.cost[path[path.length - 1] as number] as number) : Infinity
  }
  const left = costFrom(run.x0)
  const right = run.x1 - 1 > run.x0 ? costFrom(run.x1 - 1) : left
  if (left === Infinity && right === Infinity) return null
  return left <= right ? 'left' : 'right'
}

/** Cells from `from` to the nearest cell of run `to`, through the pixels of `region` (all still unsewn). */
export function pathThroughRegion(
  pl: Planner,
  scratch: SearchScratch,
  region: Region,
  from: number,
  to: number,
): number[] | null {
  const { width, height } = pl.grid
  return breadthFirst(
    scratch,
    from,
    (cell) => pl.runOfCell[cell] === to,
    (cell, reach) => {
      const x = cell % width
      const y = (cell - x) / width
      for (const [dx, dy] of STEPS_4) {
        const nx = x + dx
        const ny = y + dy
        if (nx >= 0 && ny >= 0 && nx < width && ny < height && pl.regionOfCell[ny * width + nx] === region.id)
          reach(ny * width + nx)
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
 * Waypoints of a cell path (units): pixel centres at the turns (the first one replaced when `needle`, in the
 * first pixel, is given); a corner crossing runs straight across the shared
 * corner, from a point of one pixel to a point of the other, each half a thread and a little more from the
 * corner, so the thread keeps off the side pixels but for the corner point itself.
 */
export function cellPathWaypoints(pl: Planner, path: readonly number[], needle?: Point): Point[] {
  const { width } = pl.grid
  const { P, threadHalf } = pl.settings
  const d = Math.min(P / 4, threadHalf + 1)
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
        const cornerX = Math.max(bx, x) * P
        const cornerY = Math.max(by, y) * P
        const sx = Math.sign(x - bx)
        const sy = Math.sign(y - by)
        waypoints.push(
          { x: cornerX - sx * d, y: cornerY - sy * d },
          { x: cornerX + sx * d, y: cornerY + sy * d },
        )
      } else if (i < path.length - 1) {
        const after = path[i + 1] as number
        const ax = after % width
        const ay = (after - ax) / width
        if (ax - x === x - bx && ay - y === y - by) continue
      }
    }
    if (i > 0 || path.length === 1 || !needle) waypoints.push({ x: (x + 0.5) * P, y: (y + 0.5) * P })
  }
  const next = waypoints[0]
  if (needle && path.length > 1 && next) {
    // The needle is in the first pixel, which it has just finished: rather than across the pixel to its centre
    // and back out, it steps inwards onto the line from the centre to the next waypoint (off the pixel's edges,
    // so its thread does not lap onto the neighbours) and leaves along it.
    const first = path[0] as number
    const cx = ((first % width) + 0.5) * P
    const cy = (Math.floor(first / width) + 0.5) * P
    const ux = next.x - cx
    const uy = next.y - cy
    const t = Math.min(
      1,
      Math.max(0, ((needle.x - cx) * ux + (needle.y - cy) * uy) / (ux * ux + uy * uy || 1)),
    )
    waypoints.unshift({ x: cx + t * ux, y: cy + t * uy })
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
