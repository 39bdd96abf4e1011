import type { Region, Run } from './grid.ts'
import { satinRun } from './fill-satin.ts'
import { tatamiRun } from './fill-tatami.ts'
import { PLAN_DEFAULTS } from './plan-options.ts'
import type { Point } from './stitch-builder.ts'
import { entryFromCursor, jumpTo, sewPoints, type Entry, type Planner } from './planner.ts'
import {
  cellPathWaypoints,
  hiddenPathInRegion,
  hiddenPathToRegion,
  nearestRegionCell,
  nextRunPath,
  travelPath,
  type SearchScratch,
} from './travel.ts'

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
  let exitX = prepareRun(pl, run, region.color, entryFromCursor(pl, run), runsLeft === 1)
  const entry = pl.points.at(0) as Point
  if (approach) {
    for (const w of approach) b.runTo(w.x, w.y, pl.settings.travelStitch)
    b.runTo(entry.x, entry.y, pl.settings.travelStitch)
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
      waypoints = cellPathWaypoints(pl, hidden)
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
    const e = entryFromCursor(pl, run)
    exitX = prepareRun(pl, run, region.color, e, runsLeft === 1)
    const start = pl.points.at(0) as Point
    const at = waypoints[waypoints.length - 1] ?? { x: b.x, y: b.y }
    if (!hidden) waypoints.push({ x: start.x, y: at.y })
    waypoints.push(start)
    for (const w of waypoints) b.runTo(w.x, w.y, pl.settings.travelStitch)
  }
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
    if (cells) {
      // From the needle to the centre of the cursor's pixel, then pixel centre to pixel centre.
      approach = cellPathWaypoints(pl, cells)
      pl.cursorX = target % pl.grid.width
      pl.cursorY = Math.floor(target / pl.grid.width)
    }
    sewRegion(pl, scratch, region, target, approach)
  }
}
