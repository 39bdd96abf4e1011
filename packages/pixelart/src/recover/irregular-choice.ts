// Irregular grids in the recovery: fits around the lattice's size (and far from it) that replace the
// lattice only when they redraw the axis clearly better, a grid when no lattice fits at all, and the
// user's fixed cell counts.
import type { RGBAImage } from '../png.ts'
import { cellsFromEdges, MIN_SCALE, REDRAW_SLACK, VISIBLE_SHARE, type AxisCells } from './axis-cells.ts'
import { isClean, reproduces } from './exact-upscale.ts'
import { boundaryEnergy, edgesReconstructionError, fitIrregularAxis } from './irregular.ts'
import { onEdge, respaceFlatRuns } from './flat-runs.ts'
import { sharedReach, strongEdgesHeld } from './edge-share.ts'
import type { EdgeProfiles, Premultiplied, Profile } from './edge-profiles.ts'
import { latticeCandidates, MIN_CELLS } from './spectrum.ts'
import { modelResidual } from './model-redraw.ts'

/** An irregular grid replaces the regular lattice only when it redraws the axis this much better. */
const IRREGULAR_GAIN = 0.8
/** Irregular fits of different cell counts within this ratio of the best redraw count as equally good. */
const REFIT_TIE = 1.15
/** An irregular grid as good as the lattice (within this ratio) wins when its edges drift off the
 * lattice by more than this share of a cell (and at least MIN_DRIFT pixels). */
const IRREGULAR_TIE = 1.05
const DRIFT_SHARE = 0.3
/** A fit of another count as good as the lattice wins when its boundaries on real edges drift off the
 * lattice by more than this share of a cell (and at least MIN_DRIFT pixels). */
const ANCHORED_DRIFT_SHARE = 0.4
const MIN_DRIFT = 1.5
/** An irregular grid as good as the lattice wins when its boundaries hold this much more of the strong
 * edges (above chance). */
const EDGES_GAIN = 0.2
/** A share of cell middles this small is no evidence either way: clean art redraws exactly on many grids. */
const GRID_SLACK = 0.01
/** Without any lattice, an irregular grid must leave at most this share of cell middles unexplained. */
const NO_LATTICE_ERROR = 0.03
/** A fit around a far cell size replaces the lattice only when it redraws this many times better. */
const FAR_GAIN = 0.5
/** A fit of another count near the lattice's replaces it when its model redraw leaves at most this share
 * of the lattice's residual. */
const DRAWN_GAIN = 0.6
/** Cell sizes this close (relative) give the same irregular fit. */
const SAME_SCALE = 0.03
/** Cell widths drawn ±12 % vary by this share of the size (uniform: 0.12 / √3)... */
const WIDTH_SD = 0.07
/** ...so n cells of a known size span n·size within this many of their standard deviations, plus a cell
 * for the margins. */
const PLAUSIBLE_SDS = 2

interface IrregularFit {
  cells: AxisCells
  error: number
}

/**
 * Irregular grids along an axis: boundaries fitted around each of the given cell sizes (the lattice's,
 * one cell more or fewer over the axis, the spectrum's peaks, the other axis's size), each with how well
 * it redraws the axis. Sizes that give the same boundaries give one fit.
 */
function irregularFits(
  image: Premultiplied,
  axis: 'x' | 'y',
  gradient: Profile,
  length: number,
  scales: readonly number[],
): IrregularFit[] {
  const fits: IrregularFit[] = []
  for (const scale of scales) {
    if (!(scale >= MIN_SCALE) || scale > length / MIN_CELLS) continue
    const cells = freeAxis(gradient, length, scale)
    if (!cells || fits.some((f) => sameEdges(f.cells.edges, cells.edges))) continue
    fits.push({ cells, error: edgesReconstructionError(image, axis, cells.edges) })
  }
  return fits
}

/** The fits that redraw the axis within REFIT_TIE of the best of `reference` (of them by default). */
function equallyGood(fits: readonly IrregularFit[], reference = fits): IrregularFit[] {
  let least = Infinity
  for (const f of reference) least = Math.min(least, f.error)
  return fits.filter((f) => f.error <= least * REFIT_TIE + REDRAW_SLACK)
}

/** The sizes with those within SAME_SCALE of an earlier one left out: they would give about the same fit. */
function distinctScales(scales: readonly number[]): number[] {
  const out: number[] = []
  for (const scale of scales) if (!out.some((t) => Math.abs(t - scale) < SAME_SCALE * scale)) out.push(scale)
  return out
}

/** The preferred one of equally good fits: splitting cells redraws as well as the true grid, so the
 * preference (the fewest cells, or the count nearest a lattice's) decides among them. */
function preferred(
  fits: readonly IrregularFit[],
  prefer: (p: IrregularFit, q: IrregularFit) => boolean,
): IrregularFit | null {
  let best: IrregularFit | null = null
  for (const f of fits) if (!best || prefer(f, best)) best = f
  return best
}

/**
 * The best irregular grid around the spectrum's peaks (and the other axis's cell size: pixels are
 * square more often than not). A grid of cells twice too fine redraws as well, so among near-equal fits
 * the largest cells win.
 */
function farIrregular(
  image: Premultiplied,
  axis: 'x' | 'y',
  gradient: Profile,
  length: number,
  otherScale: number | null,
): IrregularFit | null {
  const peaks = latticeCandidates(gradient, length, MIN_SCALE).map((c) => c.scale)
  if (otherScale) peaks.push(otherScale)
  const larger = (p: IrregularFit, q: IrregularFit) => p.cells.scale > q.cells.scale
  return preferred(equallyGood(irregularFits(image, axis, gradient, length, distinctScales(peaks))), larger)
}

/**
 * Whether an irregular grid's redraw error beats a regular lattice's by enough to replace it: the
 * irregular grid has a free parameter per cell, so it must earn it.
 */
export function redrawsClearlyBetter(irregularError: number, regularError: number): boolean {
  return irregularError + GRID_SLACK < regularError * IRREGULAR_GAIN
}

/**
 * The regular lattice, or an irregular grid when that redraws the axis clearly better (IRREGULAR_GAIN:
 * the irregular grid has a free parameter per cell, so it must earn it), or as well while its boundaries
 * wander off the lattice, or one of another count that a model redraw finds clearly better (not on
 * `clean` art: few exact colours). A lattice of ramps keeps its cells on a clean-edged image (a smooth
 * upscale: its ramps have no edges to fit to), but not on a `noisy` one: there ramps also fit box-filtered,
 * blurred cells that vary in width, and the near counts are weighed as for flat cells.
 */
export function refineAxis(
  image: Premultiplied,
  axis: 'x' | 'y',
  gradient: Profile,
  regular: AxisCells,
  other: AxisCells,
  length: number,
  { clean, noisy }: { clean: boolean; noisy: boolean },
): AxisCells {
  if (regular.model !== 'flat' && !noisy) return regular
  const regularError = edgesReconstructionError(image, axis, regular.edges)
  // Near the lattice: its mean cell size is off when widths vary, and one cell more or fewer over the
  // axis is the usual miss. Cells in flat margins are placed by spacing alone there, so among equal
  // redraws the count nearest the lattice's wins (always taking the fewest cells lost a margin cell).
  const near = [regular.scale, length / (regular.count + 1), length / Math.max(1, regular.count - 1)]
  const nearest = (p: IrregularFit, q: IrregularFit) => {
    const dp = Math.abs(p.cells.count - regular.count)
    const dq = Math.abs(q.cells.count - regular.count)
    return dp < dq || (dp === dq && p.cells.count < q.cells.count)
  }
  const distinct = distinctScales(near)
  const fits = irregularFits(image, axis, gradient, length, distinct)
  const equal = equallyGood(fits)
  const best = preferred(equal, nearest)
  // Far from it: the spectrum's peaks and the other axis's size, for a lattice that drifted so much
  // that a wrong period fitted better. Its fit must redraw far better than both to count. Not against
  // ramps: the flatness of cell middles is no fair measure of them against cells of another size.
  if (regular.model === 'flat') {
    const far = farIrregular(image, axis, gradient, length, other.scale)
    const bar = Math.min(regularError, best?.error ?? Infinity) * FAR_GAIN
    if (far && far.error + GRID_SLACK < bar) return far.cells
  }
  if (!best) return regular
  if (redrawsClearlyBetter(best.error, regularError)) return best.cells
  if (best.error < regularError && followsEdgesBetter(gradient, best.cells, regular)) return best.cells
  // Another count that redraws as well, whose boundaries on real edges sit far off the lattice: the
  // cells vary in width, and the lattice's count comes from a period averaged over them (edges in flat
  // runs and margins do not show where it drifted). A non-integer upscale's edges stay within a pixel
  // or so of its lattice.
  if (
    best.cells.count !== regular.count &&
    best.error <= regularError * IRREGULAR_TIE &&
    anchoredDrift(gradient, best.cells, regular, length) >
      Math.max(MIN_DRIFT, ANCHORED_DRIFT_SHARE * regular.scale)
  )
    return best.cells
  // As good a redraw, but boundaries that wander off the lattice by a good part of a cell: the lattice
  // only fits on average, and its count at the ends (where margins show no edges) is extrapolated from a
  // drifting phase, while the irregular grid follows the local cell widths to the ends.
  const wandering = best.cells.count === regular.count && wandersOff(best.cells, regular)
  if (wandering && best.error <= regularError * IRREGULAR_TIE) return best.cells
  // Another count whose cells, drawn as the image was made (area-sampled and blurred), leave clearly
  // less of the image undrawn: where cell widths vary, a lattice with a period off by a cell over the
  // axis puts boundaries inside cells for long stretches, which the flatness of cell middles misses
  // when those stretches are plain. One cell more or fewer over dozens barely changes what a grid can
  // draw, so this comparison is fair here; across very different cell sizes it is not (finer cells
  // always draw a blurred image better). Not on clean art: a lattice placed a fraction of a pixel off
  // leaves whole pixels undrawn there, which a fit of the wrong count on whole pixels need not.
  if (!clean) {
    let latticeResidual: number | undefined
    const latticeDraws = () => (latticeResidual ??= modelResidual(image, axis, regular.edges))
    if (
      best.cells.count !== regular.count &&
      modelResidual(image, axis, best.cells.edges) < DRAWN_GAIN * latticeDraws()
    )
      return best.cells
    // Other fits one cell longer or shorter, judged like with like too: a lattice whose boundaries sit off
    // the edges draws worse than any fit that follows them, whatever the count, so only drawing clearly
    // better than a fit of the lattice's own count says that count is wrong. Only a cell more or fewer:
    // that is what the sizes near the lattice's stand for, and a fit around one that comes out further
    // off (cells of 2–3 px split again, say) is the finer cells' bias, not a count. Sizes one cell off on a
    // long axis are within SAME_SCALE of the lattice's and were left out above, though a fit around them
    // can come out a cell longer or shorter: they are fitted here.
    const skipped = near.filter((scale) => !distinct.includes(scale))
    const others = [...equal, ...equallyGood(irregularFits(image, axis, gradient, length, skipped), fits)]
    const drawn = bestDrawn(
      image,
      axis,
      others.filter((f) => f !== best && Math.abs(f.cells.count - regular.count) === 1),
    )
    if (drawn && drawn.residual < DRAWN_GAIN * latticeDraws()) {
      const own =
        equal.find((f) => f.cells.count === regular.count)?.cells ??
        fixedAxis(gradient, length, regular.count)
      if (drawn.residual < DRAWN_GAIN * modelResidual(image, axis, own.edges)) return drawn.cells
    }
  }
  return regular
}

/** Of the fits, the cells that, drawn as the image was made, leave the least residual, and that residual. */
function bestDrawn(
  image: Premultiplied,
  axis: 'x' | 'y',
  fits: readonly IrregularFit[],
): { cells: AxisCells; residual: number } | null {
  let best: { cells: AxisCells; residual: number } | null = null
  for (const f of fits) {
    const residual = modelResidual(image, axis, f.cells.edges)
    if (!best || residual < best.residual) best = { cells: f.cells, residual }
  }
  return best
}

/** Whether cells along an axis leave at most DRAWN_GAIN of the residual other cells leave, when both are
 * drawn as the image was made (model-redraw.ts). */
export function modelDrawsClearlyBetter(
  image: Premultiplied,
  axis: 'x' | 'y',
  cells: AxisCells,
  other: AxisCells,
): boolean {
  return modelResidual(image, axis, cells.edges) < DRAWN_GAIN * modelResidual(image, axis, other.edges)
}

/**
 * Whether an irregular grid's boundaries wander off a regular lattice by a good part of a cell and hold
 * clearly more of the strong edges: a lattice whose period averages cells of varying width holds the
 * edges only where its phase happens to meet them, and its count follows that average, while the
 * irregular grid's boundaries follow the edges. (A non-integer upscale's edges sit up to half a pixel off
 * its lattice: no wandering.)
 */
export function followsEdgesBetter(gradient: Profile, irregular: AxisCells, lattice: AxisCells): boolean {
  if (!wandersOff(irregular, lattice)) return false
  const reach = sharedReach(irregular.scale, lattice.scale)
  return (
    strongEdgesHeld(gradient, irregular.edges, reach) >=
    strongEdgesHeld(gradient, lattice.edges, reach) + EDGES_GAIN
  )
}

/** How far the boundaries of a fit that sit on real edges lie off a lattice (the second largest distance,
 * so that one misread edge does not count). */
export function anchoredDrift(gradient: Profile, fit: AxisCells, lattice: AxisCells, length: number): number {
  const energy = boundaryEnergy(gradient, length, fit.scale)
  const distances: number[] = []
  for (let i = 1; i + 1 < fit.edges.length; i++) {
    const e = fit.edges[i] as number
    if (onEdge(energy, Math.round(e), fit.scale)) distances.push(offLattice(e, lattice))
  }
  distances.sort((a, b) => b - a)
  return distances[1] ?? 0
}

function wandersOff(irregular: AxisCells, lattice: AxisCells): boolean {
  return drift(irregular.edges, lattice) > Math.max(MIN_DRIFT, DRIFT_SHARE * lattice.scale)
}

/** The largest distance from an inner edge to the nearest boundary of a regular lattice. */
function drift(edges: readonly number[], lattice: AxisCells): number {
  let most = 0
  for (let i = 1; i + 1 < edges.length; i++) most = Math.max(most, offLattice(edges[i] as number, lattice))
  return most
}

/** The distance from a position to the nearest boundary of a regular lattice. */
function offLattice(position: number, lattice: AxisCells): number {
  const t = (position - (lattice.edges[0] as number)) / lattice.scale
  return Math.abs(t - Math.round(t)) * lattice.scale
}

function sameEdges(p: readonly number[], q: readonly number[]): boolean {
  return p.length === q.length && p.every((v, i) => v === q[i])
}

/**
 * A grid when no lattice fits at all (cells that vary too much for any one period): irregular fits
 * around the spectrum's peaks on both axes, kept when their cells are flat inside (NO_LATTICE_ERROR) and,
 * for clean art, when they redraw it exactly.
 */
export function irregularGrid(
  input: RGBAImage,
  image: Premultiplied,
  profiles: EdgeProfiles,
): { x: AxisCells; y: AxisCells } | null {
  const x = farIrregular(image, 'x', profiles.gradientX, image.width, null)
  const y = farIrregular(image, 'y', profiles.gradientY, image.height, null)
  if (!x || !y || x.error > NO_LATTICE_ERROR || y.error > NO_LATTICE_ERROR) return null
  if (isClean(input) && !reproduces(input, x.cells, y.cells)) return null
  return { x: x.cells, y: y.cells }
}

/**
 * An irregular grid of cells about `scale` pixels wide, flat runs re-counted (at `size` when given, the
 * other axis's cells, say; otherwise at the size measured on this axis); slivers at the ends below
 * VISIBLE_SHARE of the next cell are dropped. With `size` given, a count further from length / size than
 * cells of that size can drift is no count of such cells: the fit lays flat runs in whole pixels, and
 * where noise peaks split them into runs of a cell or two (an axis along thin lines, all noise) its
 * cells stay at the nearest whole width, 3 px for 3.4. Then exactly length / size cells are fitted.
 */
export function freeAxis(gradient: Profile, length: number, scale: number, size?: number): AxisCells | null {
  const fitted = fitIrregularAxis(gradient, length, { scale })
  if (!fitted || fitted.length < 3) return null
  // Flat runs re-counted: the fit's whole-pixel spacing there drifts from the cell size (flat-runs.ts).
  const edges = respaceFlatRuns(fitted, boundaryEnergy(gradient, length, scale), scale, size)
  if (edges.length < 3) return null
  const first = (edges[1] as number) - (edges[0] as number)
  if (edges.length > 3 && first < VISIBLE_SHARE * ((edges[2] as number) - (edges[1] as number))) edges.shift()
  const n = edges.length
  const last = (edges[n - 1] as number) - (edges[n - 2] as number)
  if (n > 3 && last < VISIBLE_SHARE * ((edges[n - 2] as number) - (edges[n - 3] as number))) edges.pop()
  if (size !== undefined && !plausibleCount(edges.length - 1, length / size)) {
    return fixedAxis(gradient, length, Math.max(1, Math.round(length / size)))
  }
  return cellsFromEdges(edges, 'flat')
}

/** Whether `count` cells can span what `expected` cells of the size span, widths varying as drawn. */
function plausibleCount(count: number, expected: number): boolean {
  return Math.abs(count - expected) <= 1 + PLAUSIBLE_SDS * WIDTH_SD * Math.sqrt(expected)
}

/** Exactly `count` cells along the axis, fitted to its edges. */
export function fixedAxis(gradient: Profile, length: number, count: number): AxisCells {
  const fitted = fitIrregularAxis(gradient, length, { scale: length / count, count })
  const edges = fitted ?? Array.from({ length: count + 1 }, (_, k) => (k * length) / count)
  return cellsFromEdges(edges, 'flat')
}
