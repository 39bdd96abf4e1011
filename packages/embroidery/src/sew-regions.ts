import type { Region, Run } from './grid.ts'
import { satinRun } from './fill-satin.ts'
import { tatamiRun } from './fill-tatami.ts'
import { PLAN_DEFAULTS } from './plan-options.ts'
import type { Point } from './stitch-builder.ts'
import { entryFromCursor, jumpTo, sewPoints, type Entry, type Planner } from './planner.ts'
import {
  cellPathWaypoints,
  exitEnd,
  hiddenPathInRegion,
  hiddenPathToRegion,
  nearestRegionCell,
  pathThroughRegion,
  nextRunPath,
  travelPath,
} from './travel.ts'
import type { SearchScratch } from './search.ts'

/**
 * The entry of the region's last run: from the cursor, unless the run should end at the other end (`exitEnd`),
 * where the way on to the next region begins; then the needle travels under the run, still unsewn, to start
 * from the far end.
 */
function lastRunEntry(pl: Planner, scratch: SearchScratch, run: Run, color: number): Entry {
  const entry = entryFromCursor(pl, run)
  if (pl.needsJump) return entry
  const exit = exitEnd(pl, scratch, run, color)
  if (exit) entry.left = exit === 'right'
  return entry
}

/** Prepares a run's needle points for the plan's method; returns the column the run is left at. */
function prepareRun(pl: Planner, run: Run, color: number, entry: Entry, endsRegion: boolean): number {
  pl.points.length = 0
  // Tatami rows need room: runs of 1–2 pixels are satin blocks in either method.
  const satin = pl.settings.method === 'satin-blocks' || run.x1 - run.x0 <= PLAN_DEFAULTS.tatamiSatinMaxRun
  return satin ? satinRun(pl, run, color, entry, endsRegion) : tatamiRun(pl, run, color, entry)
}

/**
 * Sews one region run by run, starting at `firstCell`. `approach` are the waypoints of a hidden travel to it;
 * without them the needle jumps there (after a trim unless a colour change just cut). Inside the region the
 * needle only travels, whatever the distance.
 */
function sewRegion(
  pl: Planner,
  scratch: SearchScratch,
  region: Region,
  firstCell: number,
  approach: Point[] | null,
) {
  const { b } = pl
  let current = pl.runOfCell[firstCell] as number
  let run = pl.runs[current] as Run
  let runsLeft = region.runs.length
  const firstEntry = runsLeft === 1 ? lastRunEntry(pl, scratch, run, region.color) : entryFromCursor(pl, run)
  let exitX = prepareRun(pl, run, region.color, firstEntry, runsLeft === 1)
  const entry = pl.points.at(0) as Point
  if (approach) {
    for (const w of approach) b.travelTo(w.x, w.y, pl.settings.travelStitch)
    b.travelTo(entry.x, entry.y, pl.settings.travelStitch)
  } else jumpTo(pl, entry, pl.points.at(1))
  for (;;) {
    sewPoints(pl, 1)
    pl.runDone[current] = 1
    runsLeft--
    pl.cursorX = exitX
    pl.cursorY = run.y
    const path = nextRunPath(pl, scratch, current)
    if (!path) return
    // Back across sewn rows the travel would lie on top: under later colours (or rows still to come) if it can.
    const hidden = path.length > 2 ? hiddenPathInRegion(pl, scratch, region) : null
    let waypoints: Point[]
    let next: Run
    if (hidden) {
      const target = hidden[hidden.length - 1] as number
      waypoints = cellPathWaypoints(pl, hidden, { x: b.x, y: b.y })
      next = pl.runs[pl.runOfCell[target] as number] as Run
      pl.cursorX = target % pl.grid.width
      pl.cursorY = next.y
    } else {
      waypoints = travelPath(pl, path, { x: b.x, y: b.y })
      next = pl.runs[path[path.length - 1] as number] as Run
    }
    if (next.y !== run.y) pl.goingDown = next.y > run.y
    current = next.id
    run = next
    const e = runsLeft === 1 ? lastRunEntry(pl, scratch, run, region.color) : entryFromCursor(pl, run)
    exitX = prepareRun(pl, run, region.color, e, runsLeft === 1)
    const start = pl.points.at(0) as Point
    const at = waypoints[waypoints.length - 1] ?? { x: b.x, y: b.y }
    if (!hidden) waypoints.push({ x: start.x, y: at.y })
    waypoints.push(start)
    for (const w of waypoints) b.travelTo(w.x, w.y, pl.settings.travelStitch)
  }
}

/**
 * Where to begin `region`, entered at `target`, so it is sewn towards the side it is left from: the way on to the
 * colour's next region (searched from `target`, through the region) leaves it at an exit pixel; the region is
 * sewn from its row farthest from that exit, so its last rows end next to it and the travel out does not cross
 * its finished rows. The run to begin with (nearest the target among that row's) and whether rows go down.
 */
function startTowardsExit(pl: Planner, scratch: SearchScratch, region: Region, target: number) {
  const { width } = pl.grid
  const path = hiddenPathToRegion(pl, scratch, region.color, target)
  if (!path) return null
  let exit = target
  for (const cell of path) if (pl.regionOfCell[cell] === region.id) exit = cell
  const exitY = Math.floor(exit / width)
  let top = Infinity
  let bottom = -1
  for (const id of region.runs) {
    const y = (pl.runs[id] as Run).y
    top = Math.min(top, y)
    bottom = Math.max(bottom, y)
  }
  const goingDown = exitY - top >= bottom - exitY
  const row = goingDown ? top : bottom
  const tx = target % width
  let best = -1
  let bestDistance = Infinity
  for (const id of region.runs) {
    const run = pl.runs[id] as Run
    if (run.y !== row) continue
    const d = Math.max(0, run.x0 - tx, tx - (run.x1 - 1))
    if (d < bestDistance) {
      best = id
      bestDistance = d
    }
  }
  return { run: best, goingDown }
}

/**
 * Sews every region of `color`: from the cursor to the nearest unsewn region through a hidden path when there is
 * one, else to the nearest region by a jump (a trim). The choices are made on the pixel grid alone.
 */
export function sewColor(
  pl: Planner,
  regionsOfColor: readonly Region[],
  color: number,
  scratch: SearchScratch,
) {
  for (;;) {
    let cells: number[] | null = null
    if (!pl.needsJump) cells = hiddenPathToRegion(pl, scratch, color)
    const target = cells ? (cells[cells.length - 1] as number) : nearestRegionCell(pl, regionsOfColor)
    if (target < 0) return
    const region = pl.regions[pl.regionOfCell[target] as number] as Region
    pl.regionDone[region.id] = 1
    let approach: Point[] | null = null
    let first = target
    const start = region.runs.length > 1 ? startTowardsExit(pl, scratch, region, target) : null
    if (start) pl.goingDown = start.goingDown
    if (cells) {
      // From the needle to the centre of the cursor's pixel, then pixel centre to pixel centre; on under the
      // region's own pixels (none sewn yet) to the run it begins with.
      const under = start ? pathThroughRegion(pl, scratch, region, target, start.run) : null
      if (under) first = under[under.length - 1] as number
      approach = cellPathWaypoints(pl, under ? [...cells, ...under.slice(1)] : cells, {
        x: pl.b.x,
        y: pl.b.y,
      })
    } else if (start) {
      const run = pl.runs[start.run] as Run
      first = run.y * pl.grid.width + run.x0
    }
    if (cells || start) {
      pl.cursorX = first % pl.grid.width
      pl.cursorY = Math.floor(first / pl.grid.width)
    }
    sewRegion(pl, scratch, region, first, approach)
  }
}
