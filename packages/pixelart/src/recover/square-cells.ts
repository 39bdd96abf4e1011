// Pixel art has square cells: an upscale, a box-filtered resize and an image model's "pixel art" all
// scale both axes alike, and the editor's pixels are square. Cells found clearly wider on one axis than
// on the other mean that one axis went wrong: the coarse one merged cells whose edges repeat every
// second or third cell (an isometric line's 2:1 steps, bricks, a wall's mortar), or the fine one split
// cells in two. Either way the cells are made square again, on whichever axis the edges say, unless
// the image itself says: a coarse axis whose cells do not draw it where cells of the fine size do.
import type { AxisCells } from './axis-cells.ts'
import type { Profile } from './edge-profiles.ts'
import { sharedReach, strongEdgesHeld } from './edge-share.ts'
import { freeAxis } from './irregular-choice.ts'
import { DRAWN_RESIDUAL } from './model-redraw.ts'
import { unevener, widthSpread } from './width-spread.ts'

/** Cells this much wider on one axis than on the other are not square (widths vary ±12 % per cell, but
 * an axis's mean varies far less). */
const NOT_SQUARE = 1.25
/** Grids that hold within this much of the most strong edges (on both axes together) count as equal. */
const SQUARE_SLACK = 0.05
/** A refit that leaves at most this share of the found cells' redraw residual draws clearly better. */
const REDRAWS_BETTER = 0.9

interface Axis {
  gradient: Profile
  length: number
  cells: AxisCells
  /** How well cells with these edges draw the image along this axis (modelResidual); without it, the
   * edges alone decide. */
  redraw?: (edges: readonly number[]) => number
}

type Grid = { x: AxisCells; y: AxisCells }

/**
 * The two axes' cells, made square when they clearly are not. First the image: when the coarse axis's
 * cells do not draw it (drawn the way it was made, model-redraw.ts) and cells of the fine axis's size
 * do, on both axes, the coarse axis takes them. Its cells are then a repeat of the image (bevelled
 * blocks, bricks, a code's modules) whose strong edges they all hold, but not the one-pixel lines
 * between. Otherwise the edges: the coarse axis refitted at the fine axis's cell size, or the fine axis
 * at the coarse one's, whichever holds more of the strong edges on both axes together (edgeShare, which
 * discounts what boundaries that dense would catch by chance), leaving out the options whose cells fill
 * the spans between an axis's edges clearly less evenly than another option's (width-spread.ts). The
 * cells found compete as a third option, and among options that hold about as much as the best, the
 * fewest cells win: merging the fine axis needs only to lose nothing, refining the coarse one must hold
 * clearly more.
 */
export function squareCells(x: Axis, y: Axis): Grid {
  const found = { x: x.cells, y: y.cells }
  // A smooth upscale's ramps on both axes keep their cells. Ramps on one axis only are blurred flat
  // cells read as ramps: the image was made one way on both axes, and its cells are judged as flat ones.
  if (x.cells.model !== 'flat' && y.cells.model !== 'flat') return found
  if (areSquare(x.cells, y.cells)) return found
  const ratio = x.cells.scale / y.cells.scale
  const [coarse, fine] = ratio > 1 ? (['x', 'y'] as const) : (['y', 'x'] as const)
  const axes = { x, y }
  const reach = sharedReach(axes[fine].cells.scale)
  const held = (axis: Axis, cells: AxisCells) => strongEdgesHeld(axis.gradient, cells.edges, reach)
  // The cells found are judged as fitted the same way as a refit (a lattice's boundaries sit half a
  // pixel off the peaks a whole-pixel fit lands on, which alone costs a good part of the share, and a
  // whole-pixel fit redraws a sharp box-filtered edge worse than the lattice it came from), in every
  // option: an axis an option leaves as found holds and draws as much in each.
  const alike = (axis: Axis) => freeAxis(axis.gradient, axis.length, axis.cells.scale) ?? axis.cells
  const asFound = { x: alike(x), y: alike(y) }
  const heldAsFound = { x: held(x, asFound.x), y: held(y, asFound.y) }
  const refit = (axis: 'x' | 'y', scale: number, size?: number) => {
    const cells = freeAxis(axes[axis].gradient, axes[axis].length, scale, size)
    if (!cells) return null
    const other = axis === 'x' ? 'y' : 'x'
    return { cells: { ...found, [axis]: cells }, held: held(axes[axis], cells) + heldAsFound[other] }
  }
  // The coarse axis refined at the fine axis's size counts its flat runs at that size too (freeAxis):
  // the image says nothing about their cells' width there.
  const refined = refit(coarse, axes[fine].cells.scale, axes[fine].cells.scale)
  if (refined) {
    const draws = (axis: Axis, cells: AxisCells) =>
      !!axis.redraw && axis.redraw(cells.edges) <= DRAWN_RESIDUAL
    const c = axes[coarse]
    const f = axes[fine]
    if (!draws(c, asFound[coarse]) && draws(c, refined.cells[coarse]) && draws(f, asFound[fine]))
      return refined.cells
  }
  const merged = refit(fine, axes[coarse].cells.scale)
  // The cells found compete too: refining the coarse axis into cells that hold no more edges than it
  // did is no evidence (a sprite stretched to a square canvas has wide cells on purpose). But first the
  // spans between edges: an axis refitted at the other's size that fills them clearly more evenly than as
  // found (width-spread.ts) says its found size was wrong, whatever edges that size also reached with its
  // loose widths; one that fills them clearly less evenly says the refit's size is wrong for it.
  const spread = (axis: 'x' | 'y', cells: AxisCells) =>
    widthSpread(axes[axis].gradient, axes[axis].length, cells)
  const keep = { refined: true, merged: true, found: true }
  if (
    refined &&
    unevener(spread(coarse, asFound[coarse]), spread(coarse, refined.cells[coarse]), axes[fine].cells.scale)
  )
    keep.found = keep.merged = false
  if (merged) {
    const asFine = spread(fine, asFound[fine])
    const mergedFine = spread(fine, merged.cells[fine])
    if (unevener(mergedFine, asFine, axes[fine].cells.scale)) keep.merged = false
    if (unevener(asFine, mergedFine, axes[fine].cells.scale)) keep.found = keep.refined = false
  }
  const options = [
    keep.refined ? refined : null,
    keep.merged ? merged : null,
    keep.found ? { cells: found, held: heldAsFound.x + heldAsFound.y } : null,
  ].filter((o): o is { cells: Grid; held: number } => o !== null)
  if (options.length === 0) return found
  const most = Math.max(...options.map((o) => o.held))
  // Half cells hold every edge the whole ones do: among grids that hold about as much, the fewest cells.
  const cellsOf = (o: (typeof options)[number]) => o.cells.x.count * o.cells.y.count
  const equal = options.filter((o) => o.held >= most - SQUARE_SLACK)
  // But when the coarse axis refined also draws the image clearly better than as found, its edges are no
  // chance: the found cells merged a repeat, and only square options are left to choose from.
  const redraw = axes[coarse].redraw
  const drawsBetter =
    !!refined &&
    !!redraw &&
    equal.includes(refined) &&
    redraw(refined.cells[coarse].edges) <= REDRAWS_BETTER * redraw(asFound[coarse].edges)
  const square = equal.filter((o) => areSquare(o.cells.x, o.cells.y))
  const choice = drawsBetter && square.length > 0 ? square : equal
  return choice.reduce((best, o) => (cellsOf(o) < cellsOf(best) ? o : best)).cells
}

/** Whether cells are about as wide on one axis as on the other. */
export function areSquare(x: AxisCells, y: AxisCells): boolean {
  const ratio = x.scale / y.scale
  return Math.max(ratio, 1 / ratio) < NOT_SQUARE
}
