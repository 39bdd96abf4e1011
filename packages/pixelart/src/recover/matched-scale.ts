// Cells of both axes are one size (square-cells.ts says why), but where cells vary in width an axis's
// own measure of it can be off by a few per cent: a lattice through a few visible edges of an axis that
// is mostly flat runs, say, whose flat runs then hold a cell too few or too many. When the two axes'
// cells are near-square but not alike, each axis is refitted at the other's cell size, its flat runs
// counted at that size rather than at the one measured on its own spans. A refit that draws its axis
// clearly better (model-redraw.ts) is taken; where neither does (flat runs draw alike at any count), the
// axis fewer of whose boundaries sit on an edge takes the other's size, if it draws its axis as well: its
// own measure rests on fewer cells. Sizes a per cent or two apart are settled too, on long axes where that
// is half a cell or more, but only by the axis with fewer cells taking the size of the one with more: the
// mean of n widths that each vary by some per cent is good to that over √n, so the axis with more cells
// has the better measure.
import type { AxisCells } from './axis-cells.ts'
import type { Premultiplied, Profile } from './edge-profiles.ts'
import { edgeAnchors } from './flat-runs.ts'
import { boundaryEnergy } from './irregular.ts'
import { freeAxis } from './irregular-choice.ts'
import { modelResidual } from './model-redraw.ts'

/** Cells this much wider on one axis than on the other are not square (square-cells.ts takes them)... */
const NEAR_SQUARE = 1.25
/** ...and within this much of each other only the axis with fewer cells takes the other's size. */
const ALIKE = 1.02
/** Alike sizes are settled only where the other's size moves the axis's count by this many cells. */
const MIN_COUNT_MOVE = 0.5
/** A refit draws its axis clearly better when it leaves at least this share less residual. */
const CLEARLY = 0.05

interface Axis {
  gradient: Profile
  length: number
  cells: AxisCells
}

interface Refit {
  cells: AxisCells
  /** The residual of the axis's cells as found (fitted anew at their own size, like with like)... */
  own: number
  /** ...less that of the refit at the other axis's size. */
  gain: number
}

/** Near-square axes, one of them refitted at the other's cell size when that is the better measure. */
export function matchScales(image: Premultiplied, x: Axis, y: Axis): { x: AxisCells; y: AxisCells } {
  const found = { x: x.cells, y: y.cells }
  if (x.cells.model !== 'flat' || y.cells.model !== 'flat') return found
  const ratio = innerScale(x.cells) / innerScale(y.cells)
  const apart = Math.max(ratio, 1 / ratio)
  if (apart >= NEAR_SQUARE) return found
  const alike = apart < ALIKE
  // Alike sizes: only the axis with fewer cells is refitted, and only when the other's size moves its
  // count by half a cell or more (a smaller difference is within what either measures).
  const refitted = (self: Axis, other: Axis) =>
    !alike || (self.cells.count <= other.cells.count && self.cells.count * (apart - 1) >= MIN_COUNT_MOVE)
  const refits = {
    x: refitted(x, y) ? refitAt(image, 'x', x, innerScale(y.cells)) : null,
    y: refitted(y, x) ? refitAt(image, 'y', y, innerScale(x.cells)) : null,
  }
  const clear = (['x', 'y'] as const)
    .filter((a) => refits[a] && refits[a].gain > CLEARLY * refits[a].own)
    .sort((a, b) => (refits[b]?.gain ?? 0) - (refits[a]?.gain ?? 0))
  let taken = clear[0]
  if (!taken) {
    const [ax, ay] = [anchoredShare(x), anchoredShare(y)]
    const weaker = ax > ay ? 'y' : ay > ax ? 'x' : undefined
    if (weaker && refits[weaker] && refits[weaker].gain >= 0) taken = weaker
  }
  if (!taken) return found
  return { ...found, [taken]: (refits[taken] as Refit).cells }
}

/** The axis refitted at `scale`, and how much better than its own cells it draws the axis. */
function refitAt(image: Premultiplied, name: 'x' | 'y', axis: Axis, scale: number): Refit | null {
  // Its flat runs laid at that size too: a free fit would measure the size on its own spans again.
  const cells = freeAxis(axis.gradient, axis.length, scale, scale)
  if (!cells) return null
  const alike = freeAxis(axis.gradient, axis.length, axis.cells.scale) ?? axis.cells
  const own = modelResidual(image, name, alike.edges)
  return { cells, own, gain: own - modelResidual(image, name, cells.edges) }
}

/** The mean width of the inner cells: the end cells may be cut by the image edge. */
function innerScale(cells: AxisCells): number {
  const { edges, count } = cells
  if (count < 4) return cells.scale
  return ((edges[count - 1] as number) - (edges[1] as number)) / (count - 2)
}

/** The share of the axis's inner boundaries that sit on an edge. */
function anchoredShare(axis: Axis): number {
  const scale = innerScale(axis.cells)
  const energy = boundaryEnergy(axis.gradient, axis.length, scale)
  const inner = axis.cells.edges.length - 2
  if (inner <= 0) return 0
  return edgeAnchors(axis.cells.edges, energy, scale).length / inner
}
