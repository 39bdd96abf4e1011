import type { Run } from './grid.ts'
import { entryCorner, reach, type Entry, type Planner } from './planner.ts'

/**
 * One satin block: a straight stitch along the entry edge, a zigzag between the two rails advancing at most
 * half the spacing per stitch (so each rail gets a point every `rowSpacing` or less), and a straight stitch
 * along the far edge. Straight ends keep the corners square; the zigzag has no turns on the rails, so the
 * thread does not lap over the neighbouring pixels.
 */
function satinPixel(
  pl: Planner,
  cx: number,
  cy: number,
  color: number,
  at: { x: number; y: number; joinedBefore: boolean; endsRegion: boolean },
) {
  const atX = at.x
  const atY = at.y
  const { P, satinSpacing, satinEdgeInset } = pl.settings
  const points = pl.points
  const x0 = cx * P
  const y0 = cy * P
  const startLeft = atX <= x0 + P / 2
  const fromTop = atY <= y0 + P / 2
  const horizontal = (cx + cy) % 2 === 0
  // Rails: on the edge towards the same colour, half a thread inside towards another, pull-compensated towards
  // the fabric (`reach`).
  const reachLow = horizontal ? reach(pl, color, cx - 1, cy) : reach(pl, color, cx, cy - 1)
  const reachHigh = horizontal ? reach(pl, color, cx + 1, cy) : reach(pl, color, cx, cy + 1)
  const low = (horizontal ? x0 : y0) - reachLow
  const high = (horizontal ? x0 : y0) + P + reachHigh
  const firstRail = horizontal ? (startLeft ? low : high) : fromTop ? low : high
  const inset = Math.min(satinEdgeInset, P / 4)
  const dir = horizontal ? (fromTop ? 1 : -1) : startLeft ? 1 : -1
  // The straight ends lie along the block's other two edges, half a thread inside them: the thread's edge on the
  // pixel edge. (Pull compensation belongs on the rails only: a satin stitch draws the fabric in along its length.)
  const insetStart = inset
  const insetEnd = inset
  const span = P - insetStart - insetEnd
  let zigs = Math.max(1, Math.ceil(span / satinSpacing - 1e-6))
  // A block with left-right stitches must leave on the far rail, where the next pixel of the run begins.
  if (horizontal && zigs % 2 === 0) zigs++
  const step = span / zigs
  // Up-down blocks start and end half a thread inside their pixel where stitches join them to a neighbour of
  // the run or travel on, so those run along the row instead of poking past the pixel's edge; a block entered
  // across a cut, or the last of its region, starts (ends) on its rail, covering the pixel's corners.
  const firstReach = firstRail === low ? reachLow : reachHigh
  const startInset = horizontal || !at.joinedBefore ? 0 : Math.max(0, inset + firstReach)
  const lastRail = zigs % 2 === 0 ? firstRail : firstRail === low ? high : low
  const lastReach = lastRail === low ? reachLow : reachHigh
  const endInset = horizontal || at.endsRegion ? 0 : Math.max(0, inset + lastReach)
  const base = horizontal ? (fromTop ? y0 : y0 + P) : startLeft ? x0 : x0 + P
  let rail = firstRail
  for (let j = 0; j <= zigs + 2; j++) {
    // j = 0: straight stitch's start; 1..zigs+1: rails alternate; last: straight stitch's end.
    const isEnd = j === 0 || j === zigs + 2
    const t = j === 0 ? insetStart : j === zigs + 2 ? P - insetEnd : insetStart + (j - 1) * step
    if (j > 0) rail = rail === low ? high : low
    const shift = j === 0 ? startInset : endInset
    const r = isEnd ? rail + (rail === low ? shift : -shift) : rail
    const along = base + dir * t
    if (horizontal) points.push(r, along)
    else points.push(along, r)
  }
}

/**
 * Edge-walk underlay for large blocks: out along the far long edge of the run and back along the near one, a
 * little inside, ending next to the entry corner where the blocks begin. It holds the fabric under satin
 * stitches 3 mm and longer.
 */
function edgeWalk(pl: Planner, run: Run, entry: Entry) {
  const { P, travelStitch } = pl.settings
  const inset = Math.max(pl.settings.underlayInset, P / 8)
  const xs = entry.left ? run.x0 * P + inset : run.x1 * P - inset
  const xe = entry.left ? run.x1 * P - inset : run.x0 * P + inset
  const yNear = entry.top ? run.y * P + inset : (run.y + 1) * P - inset
  const yFar = entry.top ? (run.y + 1) * P - inset : run.y * P + inset
  const steps = Math.max(1, Math.ceil(Math.abs(xe - xs) / travelStitch))
  for (let k = 0; k <= steps; k++) pl.points.push(xs + ((xe - xs) * k) / steps, yFar)
  for (let k = 0; k <= steps; k++) pl.points.push(xe + ((xs - xe) * k) / steps, yNear)
}

/**
 * Satin blocks along a run from its entry end; the run is left at its far end. `endsRegion`: no travel follows
 * inside the region.
 */
export function satinRun(pl: Planner, run: Run, color: number, entry: Entry, endsRegion: boolean): number {
  if (pl.settings.satinUnderlay) edgeWalk(pl, run, entry)
  const corner = entryCorner(pl, run, entry)
  let cursorX = corner.x
  let cursorY = corner.y
  const count = run.x1 - run.x0
  for (let k = 0; k < count; k++) {
    const cx = entry.left ? run.x0 + k : run.x1 - 1 - k
    satinPixel(pl, cx, run.y, color, {
      x: cursorX,
      y: cursorY,
      joinedBefore: k > 0,
      endsRegion: endsRegion && k === count - 1,
    })
    const last = pl.points.last()
    cursorX = last.x
    cursorY = last.y
  }
  return entry.left ? run.x1 - 1 : run.x0
}
