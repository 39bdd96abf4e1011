// A second opinion on each axis's cells from the edges' own period (period.ts): when the grid search
// settled on cells of a clearly different size, an irregular fit around the period replaces them if it
// redraws the axis as well with fewer cells (parsimony: blended border pixels and fine lattices explain
// nothing more), or far better with more (cells that straddle real edges), or when its boundaries hold
// far more of the strong edges (edge-share.ts). No grid at all takes the period's fit when it leaves few
// cell middles unexplained. `clean` art (few exact colours) is not judged by a model redraw.
import { axisCells, MAX_SHIFT_RATIO, type AxisCells } from './axis-cells.ts'
import type { Premultiplied, Profile } from './edge-profiles.ts'
import { freeAxis, modelDrawsClearlyBetter, redrawsClearlyBetter } from './irregular-choice.ts'
import { edgesReconstructionError } from './irregular.ts'
import { edgePeriod, MIN_SUPPORT } from './period.ts'
import { sharedReach, strongEdgesHeld } from './edge-share.ts'
import { phaseOf } from './spectrum.ts'

/** Cell sizes within this ratio agree: the grid search's own refits handle the rest. */
const AGREE = 1.2
/** Cells this narrow (pixels) are no wider than a blurred or box-filtered edge... */
const EDGE_WIDTH = 2.5
/** ...and fewer cells win when the edges anti-correlate at the found cells' size as much as a period's
 * edges must correlate (MIN_SUPPORT)... */
const UNSUPPORTED = -MIN_SUPPORT
/** ...and they redraw the axis as well (within this share of cell middles)... */
const FEWER_SLACK = 0.005
/** ...more cells only when they leave at most this share of the found cells' unexplained middles. */
const MORE_GAIN = 0.5
const MORE_SLACK = 0.01
/** The period's fit must hold this much more of the strongest edges (above chance) than the found cells. */
const EXPLAINED_GAIN = 0.25
/** Without a grid, the period's fit must leave at most this share of cell middles unexplained. */
const NO_GRID_ERROR = 0.05

export function secondOpinion(
  image: Premultiplied,
  axis: 'x' | 'y',
  gradient: Profile,
  found: AxisCells | null,
  clean: boolean,
): AxisCells | null {
  const length = axis === 'x' ? image.width : image.height
  const estimate = edgePeriod(gradient, length)
  if (!estimate) return found
  if (found && Math.abs(Math.log(found.scale / estimate.period)) < Math.log(AGREE)) return found
  // The period, or a half or third of it where the edges repeat too (a sprite of wide runs correlates
  // most at two cells): the largest that passes wins. Only the period itself replaces larger cells.
  const divisors = found && found.scale > estimate.period ? [1] : [1, 2, 3]
  for (const k of divisors) {
    const period = estimate.period / k
    if (k > 1 && estimate.support(period) < MIN_SUPPORT) continue
    if (found && found.scale < estimate.period && period < found.scale * AGREE) break
    const candidate = freeAxis(gradient, length, period)
    if (!candidate) continue
    const error = edgesReconstructionError(image, axis, candidate.edges)
    if (!found) {
      if (error <= NO_GRID_ERROR) return candidate
      continue
    }
    const foundError = edgesReconstructionError(image, axis, found.edges)
    // Fewer cells only when the edges anti-correlate at the found size (a fine lattice fitted to
    // blended border pixels: its cells are narrower than an edge is wide) and the fewer cells redraw
    // the axis as well. A small sprite's edges at three-pixel cells correlate weakly, but not negatively.
    const unsupported = found.scale <= EDGE_WIDTH && estimate.support(found.scale) <= UNSUPPORTED
    if (candidate.count < found.count && unsupported && error <= foundError + FEWER_SLACK)
      return regularOrFree(image, axis, gradient, length, period, candidate, error, clean)
    if (candidate.count > found.count && error + MORE_SLACK <= foundError * MORE_GAIN) return candidate
    // A grid far coarser than the edges' period can redraw a mostly flat sprite well (its cells' contrast
    // dwarfs the noise in them) while the outline's staircase and the colour regions' borders fall inside
    // its cells: the true grid has every strong edge on a boundary.
    if (candidate.count > found.count && explainsMore(gradient, candidate, found))
      return regularOrFree(image, axis, gradient, length, period, candidate, error, clean)
  }
  return found ?? null
}

/** Whether `candidate`'s boundaries hold clearly more of the strong edges than `found`'s. */
function explainsMore(gradient: Profile, candidate: AxisCells, found: AxisCells): boolean {
  const reach = sharedReach(candidate.scale, found.scale)
  const held = strongEdgesHeld(gradient, candidate.edges, reach)
  return held >= strongEdgesHeld(gradient, found.edges, reach) + EXPLAINED_GAIN
}

/**
 * The period as a regular lattice (placed by the edges' phase), or its irregular fit when that redraws the
 * axis clearly better: in flat margins the fit places cells by spacing alone and often ends a cell off,
 * while a regular grid's count there follows from its period; and the fit's whole-pixel boundaries can sit
 * half a pixel off a box filter's blended columns, which then fail the clean-art redraw check. A fit of
 * another count also wins when a model redraw finds it clearly better (not on clean art).
 */
function regularOrFree(
  image: Premultiplied,
  axis: 'x' | 'y',
  gradient: Profile,
  length: number,
  period: number,
  free: AxisCells,
  freeError: number,
  clean: boolean,
): AxisCells {
  const lattice = {
    scale: period,
    phase: phaseOf(gradient, period),
    misfit: MAX_SHIFT_RATIO,
    model: 'flat' as const,
  }
  const regular = axisCells(lattice, length)
  const regularError = edgesReconstructionError(image, axis, regular.edges)
  if (redrawsClearlyBetter(freeError, regularError)) return free
  // A fit of another count that draws the image clearly better, as in refineAxis (irregular-choice.ts).
  const drawsBetter =
    !clean && free.count !== regular.count && modelDrawsClearlyBetter(image, axis, free, regular)
  return drawsBetter ? free : regular
}
