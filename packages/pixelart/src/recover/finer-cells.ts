// Cells far too coarse: a grid of the sprite's own structure (a flag's stripes, a card's border, shelves)
// can look flat inside while the true cells, several to each of its cells, go undrawn. Drawn the way the
// image was made (model-redraw.ts), such a grid leaves much of the image unexplained, and fits of far
// smaller cells draw it. Finer cells always draw blur and noise a little better, so the residual alone
// cannot say which size is right: among the fits that draw the image, the one most in phase with its
// colour steps wins (shifted by half a cell, it draws worst relative to itself), and the boundaries it
// adds must be real steps too: JPEG-grained noise inside true cells draws a little better with any
// partition, wherever its boundaries fall.
import { sameBoundaryReach, type AxisCells } from './axis-cells.ts'
import type { Premultiplied, Profile } from './edge-profiles.ts'
import { freeAxis } from './irregular-choice.ts'
import { DRAWN_RESIDUAL, modelResidual, modelResiduals } from './model-redraw.ts'

/** The quick look judges every this many of the redraw's sampled lines: most grids draw the image well,
 * and an eighth of the lines tells so at an eighth of the cost. */
const QUICK_LINES = 8
/** Each rung of the ladder of finer fits is this share of the one before (irregular fits are sensitive
 * to the expected size, so the rungs are close)... */
const RUNG = 0.9
/** ...down to cells this small: below it a blur of σ 1 mixes whole cells. */
const SMALLEST = 3
/** A fit draws the image when its residual is within this of the best fit's (×, +). */
const DRAWN_RATIO = 1.5
const DRAWN_SLACK = 1
/** The replacement must have cells at most this share of the found size and leave at most this share of
 * the residual that cells of the found size leave (as found, or fitted anew). Repeats every four cells
 * (go boards, bricks, panels) are read at three-quarters of their size as often as at a half: cells of
 * 3/4 the found size must be reachable... */
const MOST_SCALE = 0.8
const MOST_RESIDUAL = 0.5
/** ...and with the boundaries it adds shifted by half a cell, leave at least this many times its own. */
const ADDED_PHASE_GAIN = 1.6

/** Where the image is no smooth upscale, the tenth of the sampled lines a grid draws worst may open the
 * step too: a roof's chimney joints or a window's bar, one cell wide on a few lines, vanish in the mean
 * over all lines. They only open it: where the mean opens it, the worst lines do not shut it, since JPEG
 * grain and noise put a floor under every fit's worst lines that hides how much better finer cells draw
 * them. A smooth upscale's ramps are drawn worst by flat cells on its highest-contrast lines, so there
 * only the mean judges. */
const WORST_SHARE = 0.1

/** A redraw's residual over all judged lines, and over the worst tenth of them. */
interface Drawn {
  all: number
  worst: number
}
type Judge = keyof Drawn

interface Fit extends Drawn {
  cells: AxisCells
}

/**
 * The found cells, or a fit of far smaller cells when the found ones leave much of the axis undrawn and
 * the smaller cells draw it, in phase with the image's colour steps.
 */
export function finerCells(
  image: Premultiplied,
  axis: 'x' | 'y',
  gradient: Profile,
  found: AxisCells,
): AxisCells {
  // Ramps (a smooth upscale) are no flat cells: finer flat cells always draw a ramp better.
  if (found.model !== 'flat') return found
  const length = axis === 'x' ? image.width : image.height
  const redraw = (edges: number[]): Drawn => modelResiduals(image, axis, edges, { worst: WORST_SHARE })
  const drawn = modelResiduals(image, axis, found.edges, { worst: WORST_SHARE, enough: DRAWN_RESIDUAL })
  // The worst lines are drawn: so are all of them.
  if (!(drawn.worst > DRAWN_RESIDUAL)) return found
  // A lattice whose ramps between cell centres draw even its worst lines is a smooth upscale read as flat
  // cells: there only the mean judges.
  const smooth =
    modelResidual(image, axis, found.edges, { worst: WORST_SHARE, ramps: true }) <= DRAWN_RESIDUAL
  // The mean opens the step after a quick look (every eighth sampled line): most grids draw the image.
  const byMean =
    modelResidual(image, axis, found.edges, { lineStep: QUICK_LINES }) > DRAWN_RESIDUAL &&
    drawn.all > DRAWN_RESIDUAL
  if (!byMean && smooth) return found
  // Cells of the right size but misplaced (a lattice over cells whose widths vary) draw badly too: a free
  // fit of the found size that draws the image says so, and finer cells must beat it as well.
  const refit = freeAxis(gradient, length, found.scale)
  const refitDrawn = refit ? redraw(refit.edges) : { all: Infinity, worst: Infinity }
  const ownSize: Drawn = {
    all: Math.min(drawn.all, refitDrawn.all),
    worst: Math.min(drawn.worst, refitDrawn.worst),
  }
  const opens: Record<Judge, boolean> = {
    all: byMean && ownSize.all > DRAWN_RESIDUAL,
    worst: !smooth && ownSize.worst > DRAWN_RESIDUAL,
  }
  if (!opens.all && !opens.worst) return found
  const fits: Fit[] = []
  for (let scale = found.scale * RUNG; scale >= SMALLEST; scale *= RUNG) {
    const cells = freeAxis(gradient, length, scale)
    if (!cells || cells.count <= found.count) continue
    if (fits.some((f) => f.cells.count === cells.count)) continue
    fits.push({ cells, ...redraw(cells.edges) })
  }
  const chosen = mostInPhase(image, axis, fits, length)
  if (!chosen || chosen.cells.scale > MOST_SCALE * found.scale) return found
  const added = redraw(addedShifted(chosen.cells, found, length))
  const takes = (judge: Judge) =>
    opens[judge] &&
    chosen[judge] <= MOST_RESIDUAL * ownSize[judge] &&
    added[judge] >= ADDED_PHASE_GAIN * chosen[judge]
  return takes('all') || takes('worst') ? chosen.cells : found
}

/** Among the fits that draw the image about as well as the best, the one whose redraw suffers most (as a
 * ratio) when all its boundaries move half a cell. */
function mostInPhase(image: Premultiplied, axis: 'x' | 'y', fits: Fit[], length: number): Fit | null {
  let least = Infinity
  for (const f of fits) least = Math.min(least, f.all)
  let best: Fit | null = null
  let bestContrast = 0
  for (const f of fits) {
    if (f.all > least * DRAWN_RATIO + DRAWN_SLACK) continue
    const shifted = shiftEdges(f.cells, length, () => true)
    const contrast = modelResidual(image, axis, shifted) / f.all
    if (contrast > bestContrast) [best, bestContrast] = [f, contrast]
  }
  return best
}

/** The fit with the boundaries it adds to the found cells moved by half a cell. */
function addedShifted(fit: AxisCells, found: AxisCells, length: number): number[] {
  const near = sameBoundaryReach(fit.scale)
  return shiftEdges(fit, length, (e) => !found.edges.some((g) => Math.abs(g - e) <= near))
}

/** The cells' inner edges for which `moves` holds moved by half a cell (those leaving the axis dropped),
 * the ends kept. */
function shiftEdges(cells: AxisCells, length: number, moves: (edge: number) => boolean): number[] {
  const { edges, scale } = cells
  const inner = edges
    .slice(1, -1)
    .map((e) => (moves(e) ? e + scale / 2 : e))
    .filter((e) => e < length)
    .sort((a, b) => a - b)
  return [edges[0] as number, ...inner, edges.at(-1) as number]
}
