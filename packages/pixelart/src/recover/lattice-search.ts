// The regular-lattice search: per axis, candidate lattices from the edge profile's spectrum (and the other
// axis's best sizes), each scored against itself shifted by half a cell, the best picked (lattice-pick.ts),
// and the two axes reconciled (square cells are the rule).
import { axisCells, MAX_SHIFT_RATIO, MIN_SCALE, type AxisCells, type ScoredLattice } from './axis-cells.ts'
import { FINER_TOLERANCE, MISFIT_TIE, pick } from './lattice-pick.ts'
import type { EdgeProfiles, Premultiplied, Profile } from './edge-profiles.ts'
import { onBlockGrid } from './jpeg-blocks.ts'
import { midCellEdge } from './mid-cell-edge.ts'
import { latticeMisfit, lineNoise, subdivisionContrast } from './lattice-misfit.ts'
import { type AxisLattice, latticeCandidates, MIN_CELLS, phaseOf } from './spectrum.ts'

/** A lattice whose misfit (see latticeMisfit) exceeds this is no lattice. */
const MAX_MISFIT = 0.42
/** The subdivision contrast at which square cells win over cells a multiple as long... */
const SQUARE_SUBDIVISION_CONTRAST = 0.15
/** ...whatever their misfit, when it stays this high with the noise taken off both of its terms. */
const DETAIL_ABOVE_NOISE = 0.1
/** Smooth upscales are recognised from this cell size up, and when their ramps fit this well. */
const MIN_LINEAR_SCALE = 3
const MAX_LINEAR_MISFIT = 0.2
/** A lattice whose flat cells score this well is not also tried as a smooth upscale. */
const FLAT_ENOUGH = 0.05
/** The quick look at a lattice reads every QUICK_LINE_STEP-th line and rejects it beyond this margin. */
const QUICK_LINE_STEP = 4
const QUICK_MARGIN = 1.5
/** Cell sizes of the two axes this close (ratio) may be one square size (see squareTie). */
const SQUARE_NEAR = 1.35
/**
 * The share of the typical neighbour difference discounted from every lattice's misfit as noise. All of
 * it lets fine lattices fit JPEG-grained art perfectly; none leaves large flat sprites under noise with
 * no lattice that fits at all.
 */
const NOISE_DISCOUNT = 0.5
/** See shiftRatio. */
const NOISE_SLACK = 0.05

export function findGrid(
  image: Premultiplied,
  profiles: EdgeProfiles,
  allowance: number,
): { x: AxisCells; y: AxisCells } | null {
  const noise = { x: NOISE_DISCOUNT * lineNoise(image, 'x'), y: NOISE_DISCOUNT * lineNoise(image, 'y') }
  const own = {
    x: axisCandidates(image, 'x', profiles.gradientX, profiles.curvatureX, noise.x),
    y: axisCandidates(image, 'y', profiles.gradientY, profiles.curvatureY, noise.y),
  }
  // On a JPEG whose block borders stand out, a lattice on the block grid fits because of the blocks.
  for (const axis of ['x', 'y'] as const)
    if (profiles.blocky[axis]) own[axis] = own[axis].filter((c) => !onBlockGrid(c))
  // Square pixels are the rule: each axis also tries the best scales the other axis found, which rescues
  // an axis with few edges of its own (a sprite of horizontal stripes has almost no vertical boundaries).
  const borrowedX = borrow(image, 'x', profiles.gradientX, own.x, own.y, noise.x)
  const borrowedY = borrow(image, 'y', profiles.gradientY, own.y, own.x, noise.y)
  let bestX = pick(image, 'x', profiles.gradientX, [...own.x, ...borrowedX], allowance)
  let bestY = pick(image, 'y', profiles.gradientY, [...own.y, ...borrowedY], allowance)
  if (!bestX && !bestY) return null
  if (bestX && bestY) {
    const square = squareTie([...own.x, ...borrowedX], [...own.y, ...borrowedY], bestX, bestY)
    if (square) [bestX, bestY] = square
  }
  if (!bestX && bestY) bestX = fallbackAxis(profiles.gradientX, image.width, bestY.scale)
  if (!bestY && bestX) bestY = fallbackAxis(profiles.gradientY, image.height, bestX.scale)
  if (!bestX || !bestY) return null
  // Pixels are square far more often than not: an axis whose cells came out a multiple of the other
  // axis's cells takes the other's size when those finer cells hold real detail there too.
  if (bestX.scale > 1.8 * bestY.scale)
    bestX = preferSquare(image, 'x', profiles.gradientX, bestX, bestY.scale, noise.x)
  else if (bestY.scale > 1.8 * bestX.scale)
    bestY = preferSquare(image, 'y', profiles.gradientY, bestY, bestX.scale, noise.y)
  return { x: axisCells(bestX, image.width), y: axisCells(bestY, image.height) }
}

/**
 * Scores a lattice (lower is better), or returns null when it is no lattice. The score is the lattice's
 * misfit divided by that of the same lattice shifted by half a cell, whose centres then sit on the edges:
 * noise raises both alike, while a period that ordinary detail happens to have fits about as well either
 * way. Cells are tried as flat and as the ramps of a smooth upscale, and the better model counts.
 */
function score(
  image: Premultiplied,
  axis: 'x' | 'y',
  lattice: AxisLattice,
  noise: number,
): ScoredLattice | null {
  const shiftedLattice = { scale: lattice.scale, phase: lattice.phase + lattice.scale / 2 }
  let best: ScoredLattice | null = null
  // A quick look at a quarter of the lines first: most candidates are far off, and the full check of
  // dozens of them would dominate the time on a large image.
  const flat =
    latticeMisfit(image, axis, lattice, 'flat', noise, QUICK_LINE_STEP) > QUICK_MARGIN * MAX_MISFIT
      ? Infinity
      : latticeMisfit(image, axis, lattice, 'flat', noise)
  if (flat <= MAX_MISFIT) {
    const ratio = shiftRatio(flat, latticeMisfit(image, axis, shiftedLattice, 'flat', noise), noise)
    if (ratio <= MAX_SHIFT_RATIO) best = { ...lattice, misfit: ratio, model: 'flat' }
  }
  // Cells that are already flat need no ramps to explain them.
  if (lattice.scale >= MIN_LINEAR_SCALE && !(best && best.misfit <= FLAT_ENOUGH)) {
    const linear =
      latticeMisfit(image, axis, lattice, 'linear', noise, QUICK_LINE_STEP) > QUICK_MARGIN * MAX_LINEAR_MISFIT
        ? Infinity
        : latticeMisfit(image, axis, lattice, 'linear', noise)
    if (linear <= MAX_LINEAR_MISFIT) {
      const ratio = shiftRatio(linear, latticeMisfit(image, axis, shiftedLattice, 'linear', noise), noise)
      if (ratio <= MAX_SHIFT_RATIO && (!best || ratio < best.misfit))
        best = { ...lattice, misfit: ratio, model: 'linear' }
    }
  }
  return best
}

/**
 * A lattice's misfit over its half-cell shift's. With the noise discounted, cells in flat areas fit
 * perfectly on any lattice: a little slack keeps "both perfect" from counting as evidence.
 */
function shiftRatio(misfit: number, shifted: number, noise: number): number {
  const slack = noise > 0 ? NOISE_SLACK : 0
  return (misfit + slack) / Math.max(1e-9, shifted + slack)
}

function axisCandidates(
  image: Premultiplied,
  axis: 'x' | 'y',
  gradient: Profile,
  curvature: Profile,
  noise: number,
): ScoredLattice[] {
  const length = axis === 'x' ? image.width : image.height
  const lattices = latticeCandidates(gradient, length, MIN_SCALE)
  // Curvature peaks sit on boundaries (sharp art) or on centres (smooth upscales): try both placements.
  for (const c of latticeCandidates(curvature, length, MIN_SCALE)) {
    lattices.push(c, { scale: c.scale, phase: (c.phase + c.scale / 2) % c.scale })
  }
  const out: ScoredLattice[] = []
  const tried: AxisLattice[] = []
  for (const lattice of lattices) {
    // Spectral peaks and curvature placements often name the same lattice twice: score it once.
    if (tried.some((t) => sameLattice(t, lattice))) continue
    tried.push(lattice)
    const scored = score(image, axis, lattice, noise)
    if (scored) out.push(scored)
  }
  return out
}

/** Lattices of the same scale (within 0.5%) whose boundaries sit within a fraction of a pixel. */
function sameLattice(p: AxisLattice, q: AxisLattice): boolean {
  if (Math.abs(p.scale - q.scale) > 0.005 * p.scale) return false
  const d = Math.abs(p.phase - q.phase) % p.scale
  return Math.min(d, p.scale - d) < 0.2
}

function borrow(
  image: Premultiplied,
  axis: 'x' | 'y',
  gradient: Profile,
  own: ScoredLattice[],
  other: ScoredLattice[],
  noise: number,
): ScoredLattice[] {
  const length = axis === 'x' ? image.width : image.height
  const out: ScoredLattice[] = []
  const best = [...other].sort((p, q) => p.misfit - q.misfit).slice(0, 2)
  for (const c of best) {
    if (c.scale > length / MIN_CELLS || own.some((o) => Math.abs(o.scale - c.scale) < 0.01 * c.scale))
      continue
    const phase = phaseOf(gradient, c.scale)
    for (const p of [phase, (phase + c.scale / 2) % c.scale]) {
      const scored = score(image, axis, { scale: c.scale, phase: p }, noise)
      if (scored) out.push(scored)
    }
  }
  return out
}

/**
 * Two axes whose cell sizes differ a little: when both axes have a lattice of one of the two sizes that
 * fits within MISFIT_TIE of their best, cells are square (small sprites with wide runs fit several
 * nearby sizes equally well, and the coarsest of them is then only a guess). Null to keep the choice.
 */
function squareTie(
  xs: ScoredLattice[],
  ys: ScoredLattice[],
  bestX: ScoredLattice,
  bestY: ScoredLattice,
): [ScoredLattice, ScoredLattice] | null {
  const ratio = Math.max(bestX.scale, bestY.scale) / Math.min(bestX.scale, bestY.scale)
  if (ratio < 1.01 || ratio > SQUARE_NEAR) return null
  const least = (cs: ScoredLattice[]) => Math.min(...cs.map((c) => c.misfit))
  const tiedAt = (cs: ScoredLattice[], scale: number) => {
    const bar = least(cs) + MISFIT_TIE
    let found: ScoredLattice | null = null
    for (const c of cs) {
      if (Math.abs(c.scale - scale) > 0.01 * scale || c.misfit > bar) continue
      if (!found || c.misfit < found.misfit) found = c
    }
    return found
  }
  let best: [ScoredLattice, ScoredLattice] | null = null
  let bestSum = Infinity
  for (const scale of [bestX.scale, bestY.scale]) {
    const x = tiedAt(xs, scale)
    const y = tiedAt(ys, scale)
    if (x && y && x.misfit + y.misfit < bestSum) {
      best = [x, y]
      bestSum = x.misfit + y.misfit
    }
  }
  return best
}

function preferSquare(
  image: Premultiplied,
  axis: 'x' | 'y',
  gradient: Profile,
  chosen: ScoredLattice,
  scale: number,
  noise: number,
): ScoredLattice {
  const phase = phaseOf(gradient, scale)
  let best: ScoredLattice | null = null
  for (const p of [phase, (phase + scale / 2) % scale]) {
    const scored = score(image, axis, { scale, phase: p }, 0)
    if (scored && (!best || scored.misfit < best.misfit)) best = scored
  }
  // A strong edge inside the chosen cells, on a boundary of the square ones, splits them whatever the
  // misfits say (mid-cell-edge.ts). The square lattice is scored without the noise discount, so on a noisy
  // axis it often fails to score at all and is taken as placed by the edges; on clean art (no noise) a
  // square lattice that does not score does not fit.
  const square =
    best ?? (noise > 0 ? { scale, phase, misfit: MAX_SHIFT_RATIO, model: 'flat' as const } : null)
  if (square && midCellEdge(gradient, chosen, square)) return square
  // Square cells that fit better than the coarse ones win outright (2:1 diamond steps on clean art fit
  // the square lattice exactly): the coarse lattice only looked good against its own rivals.
  if (best && best.misfit < chosen.misfit) return best
  // Finer cells that differ inside the coarse ones by more than noise makes them differ are real detail,
  // however much worse they fit (JPEG and blur smear the cells of the true lattice more than the large,
  // flat ones of a coarse lattice). Noise is taken off first: a sprite stretched to twice its height has
  // finer cells that differ by noise alone, and those must not win.
  if (best && subdivisionContrast(image, axis, best, chosen, lineNoise(image, axis)) > DETAIL_ABOVE_NOISE)
    return best
  if (!best || best.misfit > chosen.misfit + FINER_TOLERANCE) return chosen
  return subdivisionContrast(image, axis, best, chosen) > SQUARE_SUBDIVISION_CONTRAST ? best : chosen
}

/** An axis without a lattice of its own takes the other axis's scale, placed by its profile or centred. */
function fallbackAxis(gradient: Profile, length: number, scale: number): ScoredLattice {
  let mass = 0
  for (const v of gradient.values) mass += v
  const phase = mass > 0 ? phaseOf(gradient, scale) : (length % scale) / 2
  return { scale, phase, misfit: MAX_SHIFT_RATIO, model: 'flat' }
}
