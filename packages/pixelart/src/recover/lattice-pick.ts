// Choosing among the scored lattices of one axis: near-ties on misfit go to the coarsest lattice whose
// boundaries hold the edges; a lattice that redraws the image clearly better, or a finer one with real
// detail inside the coarse cells, can replace it.
import type { ScoredLattice } from './axis-cells.ts'
import { REDRAW_SLACK } from './axis-cells.ts'
import type { Premultiplied, Profile } from './edge-profiles.ts'
import { sharedReach } from './edge-share.ts'
import { reconstructionError, subdivisionContrast } from './lattice-misfit.ts'
import type { AxisLattice } from './spectrum.ts'

/** A finer lattice this close to the best misfit is checked against the chosen coarse one... */
export const FINER_TOLERANCE = 0.15
/** ...and replaces it when its cells inside one coarse cell differ more than this (relative) amount. */
const MAX_SUBDIVISION_CONTRAST = 0.35
/** Candidates within this of the best misfit count as equally good; the coarsest of them wins... */
export const MISFIT_TIE = 0.04
/** ...unless another candidate redraws the image this many times better (plus the slack)... */
const REDRAW_RATIO = 1.5
/** ...and then the best redraw wins, or its coarsest multiple within this ratio (plus the slack) of it. */
const REDRAW_TIE = 1.25
/** A tied lattice must hold at least this share of the best tied lattice's edge energy (see pick). */
const COVERAGE_TIE = 0.85
/** A rival must hold this much more of the edge energy: a hundredth is no evidence either way. */
const COVERAGE_SLACK = 0.01
/** Cells no larger than this (pixels) cannot replace the chosen lattice by their redraw (see pick). */
const MIN_REDRAWN_SCALE = 3
/** Cells this many times larger than another lattice's can be its subdivision (2, 3... to one). */
const SUBDIVISION = 1.8

/**
 * The lattice with the least misfit. Among near-ties the coarsest wins (a lattice twice too fine fits as
 * well), unless a good finer lattice is more than a subdivision of it: then its cells are real detail.
 * The misfit only looks near cell centres, so a coarse lattice whose centres happen to land on flat areas
 * (common in symmetric sprites) can tie with the true one while its cells straddle real boundaries: the
 * choice is then checked by redrawing whole cells (reconstructionError), and when another candidate
 * redraws the image clearly better, the best redraw (or its coarsest multiple that redraws about as well)
 * replaces it. A finer lattice replaces the result only when its cells differ inside the coarse ones and
 * it redraws the image clearly better too.
 */
export function pick(
  image: Premultiplied,
  axis: 'x' | 'y',
  gradient: Profile,
  candidates: ScoredLattice[],
  allowance: number,
): ScoredLattice | null {
  let best = Infinity
  for (const c of candidates) best = Math.min(best, c.misfit)
  if (!Number.isFinite(best)) return null
  // Near-ties on misfit: the coarsest wins, among those whose boundaries hold about as much of the edge
  // energy as the best of them. A lattice 4/3 as coarse as thin one-cell lines (mortar, outlines) puts
  // its centres inside them and fits perfectly, but a third of the edges fall between its boundaries.
  let { tied, held, mostHeld } = tiedAt(gradient, candidates, best + MISFIT_TIE)
  // The best misfit sets the bar for a tie only when its lattice holds the edges: a lattice whose centres
  // all land in flat areas (a house's window rows every 4 cells) fits best while holding none of them,
  // and its bar can leave out the true lattice while admitting a near-size rival (9 cells for 7). Then the
  // best fit among the lattices that do hold the edges sets the bar.
  const holding = tied.filter((_, i) => (held[i] as number) >= COVERAGE_TIE * mostHeld)
  const bar = Math.min(...holding.map((c) => c.misfit)) + MISFIT_TIE
  if (Number.isFinite(bar) && bar > best + MISFIT_TIE)
    ({ tied, held, mostHeld } = tiedAt(gradient, candidates, bar))
  let chosen: ScoredLattice | null = null
  for (const [i, c] of tied.entries()) {
    if ((held[i] as number) < COVERAGE_TIE * mostHeld) continue
    if (!chosen || c.scale > chosen.scale) chosen = c
  }
  if (!chosen) return null
  // Coarsest-wins is parsimony between a lattice and its subdivisions. A tied lattice of a nearby size is
  // a rival, not a subdivision (7 cells where there are 8: a one-cell line every 8 cells fits both); the
  // one that fits at least as well and holds more of the edges (beyond the slack) wins.
  for (const [i, c] of tied.entries()) {
    if (chosen.scale / c.scale >= SUBDIVISION || c.scale >= chosen.scale) continue
    const own = held[tied.indexOf(chosen)] as number
    if (c.misfit <= chosen.misfit && (held[i] as number) > own + COVERAGE_SLACK) chosen = c
  }
  const good = candidates.filter((c) => c.misfit <= best + FINER_TOLERANCE)
  const chosenError = reconstructionError(image, axis, chosen, chosen.model, allowance)
  // Cells of three pixels or fewer are a centre and a blended pixel at each boundary: every pixel may take
  // a neighbouring centre's colour, so such a lattice redraws any image of wider runs (a box filter's
  // blended columns give one of about 2 px). Its redraw is no evidence against a coarser lattice.
  const others = good.filter((c) => c !== chosen && c.scale > MIN_REDRAWN_SCALE)
  const errors = others.map((c) => reconstructionError(image, axis, c, c.model, allowance))
  let least = Infinity
  for (const e of errors) least = Math.min(least, e)
  if (chosenError > least * REDRAW_RATIO + REDRAW_SLACK) {
    // The best redraw wins (on a tie, the first: candidates come strongest spectral peak first), or a
    // multiple of it that redraws about as well (the same boundaries, fewer cells). Unrelated lattices
    // are not traded for size here: fine ones redraw anything well enough.
    const bestIndex = errors.indexOf(least)
    const redrawn = others[bestIndex] as ScoredLattice
    let replacement = redrawn
    const all = [...others, chosen]
    const allErrors = [...errors, chosenError]
    all.forEach((c, i) => {
      const e = allErrors[i] as number
      if (
        isSubdivision(redrawn.scale, c.scale) &&
        e <= least * REDRAW_TIE + REDRAW_SLACK &&
        c.scale > replacement.scale
      )
        replacement = c
    })
    chosen = replacement
  }
  const finer = good.sort((p, q) => q.scale - p.scale)
  // A finer lattice wins when its cells differ inside the coarse ones and it redraws the image clearly
  // better: the halves of a smooth upscale's ramp differ too, but halving the cells explains nothing more.
  let coarseError = reconstructionError(image, axis, chosen, chosen.model, allowance)
  for (const c of finer) {
    if (c.scale > chosen.scale / 1.8 || c.scale <= MIN_REDRAWN_SCALE) continue
    if (subdivisionContrast(image, axis, c, chosen) <= MAX_SUBDIVISION_CONTRAST) continue
    const fineError = reconstructionError(image, axis, c, c.model, allowance)
    if (coarseError > fineError * REDRAW_RATIO + REDRAW_SLACK) {
      chosen = c
      coarseError = fineError
    }
  }
  return chosen
}

/** The candidates whose misfit is at most `bar`, with the edge energy each holds at one reach. */
function tiedAt(gradient: Profile, candidates: ScoredLattice[], bar: number) {
  const tied = candidates.filter((c) => c.misfit <= bar)
  const reach = sharedReach(...tied.map((c) => c.scale))
  const held = tied.map((c) => edgeCoverage(gradient, c, reach))
  return { tied, held, mostHeld: Math.max(...held) }
}

/**
 * How much of an axis's edge energy (its gradient profile) lies on a lattice's boundaries: each change
 * counts in full on a boundary, less the further it is from one, nothing from a sixth of a cell (at
 * least 1.5 pixels: box filtering and blur spread an edge over two or three), above what edges placed
 * at random would score.
 */
function edgeCoverage(gradient: Profile, lattice: AxisLattice, reach: number): number {
  const { scale, phase } = lattice
  let on = 0
  let total = 0
  gradient.values.forEach((v, i) => {
    const x = gradient.first + i
    const t = (((x - phase) % scale) + scale) % scale
    on += v * Math.max(0, 1 - Math.min(t, scale - t) / reach)
    total += v
  })
  if (total <= 0) return 0
  // What edges anywhere would score: near 0 for coarse cells, most of it for cells not much wider than
  // the reach. Only the share above it is evidence that the edges follow the lattice.
  const chance = reach >= scale / 2 ? 1 - scale / (4 * reach) : reach / scale
  return (on / total - chance) / (1 - chance)
}

/** Whether cells of `fine` pixels subdivide cells of `coarse` pixels (2, 3, 4... to one). */
function isSubdivision(fine: number, coarse: number): boolean {
  const ratio = coarse / fine
  return ratio > 1.8 && Math.abs(ratio - Math.round(ratio)) < 0.01 * ratio
}
