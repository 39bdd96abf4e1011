// Pixel art has square cells: an upscale, a box-filtered resize and an image model's "pixel art" all
// scale both axes alike, and the editor's pixels are square. Cells found clearly wider on one axis than
// on the other mean that one axis went wrong: the coarse one merged cells whose edges repeat every
// second or third cell (an isometric line's 2:1 steps, bricks, a wall's mortar), or the fine one split
// cells in two. Either way the cells are made square again, on whichever axis the edges say.
import type { AxisCells } from './axis-cells.ts'
import type { Profile } from './edge-profiles.ts'
import { sharedReach, strongEdgesHeld } from './edge-share.ts'
import { freeAxis } from './irregular-choice.ts'

/** Cells this much wider on one axis than on the other are not square (widths vary ±12 % per cell, but
 * an axis's mean varies far less). */
const NOT_SQUARE = 1.25
/** Grids that hold within this much of the most strong edges (on both axes together) count as equal. */
const SQUARE_SLACK = 0.05

interface Axis {
  gradient: Profile
  length: number
  cells: AxisCells
}

/**
 * The two axes' cells, made square when they clearly are not: the coarse axis refitted at the fine
 * axis's cell size, or the fine axis at the coarse one's, whichever holds more of the strong edges on
 * both axes together (edgeShare, which discounts what boundaries that dense would catch by chance). The
 * cells found compete as a third option, and among options that hold about as much as the best, the
 * fewest cells win: merging the fine axis needs only to lose nothing, refining the coarse one must hold
 * clearly more.
 */
export function squareCells(x: Axis, y: Axis): { x: AxisCells; y: AxisCells } {
  const found = { x: x.cells, y: y.cells }
  if (x.cells.model !== 'flat' || y.cells.model !== 'flat') return found
  const ratio = x.cells.scale / y.cells.scale
  if (Math.max(ratio, 1 / ratio) < NOT_SQUARE) return found
  const [coarse, fine] = ratio > 1 ? (['x', 'y'] as const) : (['y', 'x'] as const)
  const axes = { x, y }
  const reach = sharedReach(axes[fine].cells.scale)
  const held = (axis: Axis, cells: AxisCells) => strongEdgesHeld(axis.gradient, cells.edges, reach)
  const options: { cells: { x: AxisCells; y: AxisCells }; held: number }[] = []
  // The cells found are judged as fitted the same way as a refit (a lattice's boundaries sit half a
  // pixel off the peaks a whole-pixel fit lands on, which alone costs a good part of the share), in every
  // option: an axis an option leaves as found holds as much in each.
  const alike = (axis: Axis) => freeAxis(axis.gradient, axis.length, axis.cells.scale) ?? axis.cells
  const heldAsFound = { x: held(x, alike(x)), y: held(y, alike(y)) }
  const refit = (axis: 'x' | 'y', scale: number) => {
    const cells = freeAxis(axes[axis].gradient, axes[axis].length, scale)
    if (!cells) return
    const grid = { ...found, [axis]: cells }
    const other = axis === 'x' ? 'y' : 'x'
    options.push({ cells: grid, held: held(axes[axis], cells) + heldAsFound[other] })
  }
  refit(coarse, axes[fine].cells.scale)
  refit(fine, axes[coarse].cells.scale)
  // The cells found compete too: refining the coarse axis into cells that hold no more edges than it
  // did is no evidence (a sprite stretched to a square canvas has wide cells on purpose).
  options.push({ cells: found, held: heldAsFound.x + heldAsFound.y })
  const most = Math.max(...options.map((o) => o.held))
  // Half cells hold every edge the whole ones do: among grids that hold about as much, the fewest cells.
  const cellsOf = (o: (typeof options)[number]) => o.cells.x.count * o.cells.y.count
  const equal = options.filter((o) => o.held >= most - SQUARE_SLACK)
  return equal.reduce((best, o) => (cellsOf(o) < cellsOf(best) ? o : best)).cells
}
