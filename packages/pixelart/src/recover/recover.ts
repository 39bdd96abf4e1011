import type { RGBAImage } from '../png.ts'
import {
  edgeProfiles,
  latticeCandidates,
  latticeMisfit,
  lineNoise,
  MIN_CELLS,
  phaseOf,
  reconstructionError,
  premultiply,
  subdivisionContrast,
  smooth3,
  type AxisLattice,
  type CellModel,
  type EdgeProfiles,
  type Premultiplied,
  type Profile,
} from './grid.ts'
import { edgesReconstructionError, fitIrregularAxis } from './irregular.ts'
import { buildPalette } from './palette.ts'

export interface RecoverResult {
  /** The native grid: one pixel per cell, at most `maxSize` on each side, opaque or fully transparent. */
  image: RGBAImage
  /** Size of one cell in input pixels (1 when the input was already native). */
  scale: { x: number; y: number }
  /** Input position of the top-left corner of the output's first cell (negative if it was cut off). */
  offset: { x: number; y: number }
  /** Number of distinct opaque colours in `image`. */
  colors: number
  /**
   * The cells found, as edge positions in input pixels per axis (clamped to the image): column k of
   * `image` spans x from `grid.x[k]` to `grid.x[k + 1]`. Irregular grids have unevenly spaced edges.
   */
  grid: { x: number[]; y: number[] }
}

/** The input is not pixel art at any scale; `message` says why, in words meant for the user. */
export class NotPixelArtError extends Error {
  override name = 'NotPixelArtError'
}

export interface RecoverOptions {
  /** Largest grid accepted, per side (the editor's 128). */
  maxSize?: number
  /** Most colours in the result (the editor's 12). */
  maxColors?: number
  /**
   * Exactly this many cells per axis (cells cut by the image edge included), when the automatic count
   * was wrong: the cell boundaries are fitted anew for that count. An axis left out is found as usual.
   */
  cells?: { x?: number; y?: number }
}

const DEFAULT_MAX_SIZE = 128
const DEFAULT_MAX_COLORS = 12
/** Alpha below one half is transparent, as everywhere else in the editor. */
const OPAQUE_ALPHA = 128
/** Smallest cell size looked for; below it a lattice cannot be told from ordinary detail. */
const MIN_SCALE = 1.4
/** A lattice whose misfit (see latticeMisfit) exceeds this is no lattice. */
const MAX_MISFIT = 0.42
/** A lattice must fit at least this much better than itself shifted by half a cell. */
const MAX_SHIFT_RATIO = 0.7
/** A median neighbour difference (sum over RGBA) above this marks a noisy image. */
const NOISY_FLOOR = 6
/** An image with at most this many exact colours and no partial alpha is clean, drawn art. */
const CLEAN_COLORS = 64
/** A finer lattice this close to the best misfit is checked against the chosen coarse one... */
const FINER_TOLERANCE = 0.15
/** ...and replaces it when its cells inside one coarse cell differ more than this (relative) amount. */
const MAX_SUBDIVISION_CONTRAST = 0.35
/** The subdivision contrast at which square cells win over cells a multiple as long. */
const SQUARE_SUBDIVISION_CONTRAST = 0.15
/** Smooth upscales are recognised from this cell size up, and when their ramps fit this well. */
const MIN_LINEAR_SCALE = 3
const MAX_LINEAR_MISFIT = 0.2
/** A lattice whose flat cells score this well is not also tried as a smooth upscale. */
const FLAT_ENOUGH = 0.05
/** The quick look at a lattice reads every QUICK_LINE_STEP-th line and rejects it beyond this margin. */
const QUICK_LINE_STEP = 4
const QUICK_MARGIN = 1.5
/** Candidates within this of the best misfit count as equally good; the coarsest of them wins... */
const MISFIT_TIE = 0.04
/** ...unless another candidate redraws the image this many times better (plus the slack)... */
const REDRAW_RATIO = 1.5
const REDRAW_SLACK = 0.02
/** ...and then the best redraw wins, or its coarsest multiple within this ratio (plus the slack) of it. */
const REDRAW_TIE = 1.25
/** Pixels this close to a cell boundary may take the neighbouring cell's colour in a redraw (the 3×3
 * smoothing of a noisy image widens every boundary by one more pixel). */
const SHARP_ALLOWANCE = 1
const SMOOTHED_ALLOWANCE = 1.5
/** A cell whose colour is further than this (ΔE) from every palette colour is badly explained... */
const OFF_PALETTE_DISTANCE = 12
/** ...and when more than this share of cells is, the image has too many colours to be pixel art. */
const MAX_OFF_PALETTE_SHARE = 0.1
/** An irregular grid replaces the regular lattice only when it redraws the axis this much better. */
const IRREGULAR_GAIN = 0.8
/**
 * A cell cut by the image edge counts when at least this share of a cell's width shows. Less than half:
 * cells vary in width, so a cell cut to just over half of its own width may show under half of its
 * neighbour's (or of the mean) width.
 */
const VISIBLE_SHARE = 0.42
/** Irregular fits of different cell counts within this ratio of the best redraw count as equally good. */
const REFIT_TIE = 1.15
/** An irregular grid as good as the lattice (within this ratio) wins when its edges drift off the
 * lattice by more than this share of a cell (and at least MIN_DRIFT pixels). */
const IRREGULAR_TIE = 1.05
const DRIFT_SHARE = 0.3
const MIN_DRIFT = 1.5
/** A share of cell middles this small is no evidence either way: clean art redraws exactly on many grids. */
const GRID_SLACK = 0.01
/** Without any lattice, an irregular grid must leave at most this share of cell middles unexplained. */
const NO_LATTICE_ERROR = 0.03
/** A fit around a far cell size replaces the lattice only when it redraws this many times better. */
const FAR_GAIN = 0.5
/** Cell sizes of the two axes this close (ratio) may be one square size (see squareTie). */
const SQUARE_NEAR = 1.35
/** A tied lattice must hold at least this share of the best tied lattice's edge energy (see pick). */
const COVERAGE_TIE = 0.85
/**
 * The share of the typical neighbour difference discounted from every lattice's misfit as noise. All of
 * it lets fine lattices fit JPEG-grained art perfectly; none leaves large flat sprites under noise with
 * no lattice that fits at all.
 */
const NOISE_DISCOUNT = 0.5
/** See shiftRatio. */
const NOISE_SLACK = 0.05
/** Cell sizes this close (relative) give the same irregular fit. */
const SAME_SCALE = 0.03

/**
 * Recovers the native pixel grid of an image that is, or was made from, pixel art: upscaled by any
 * (also non-integer) factor, shifted, blurred, noisy or JPEG-compressed. Throws NotPixelArtError when it
 * is not pixel art at any scale the editor can hold.
 */
export function recoverNativePixelArt(input: RGBAImage, options: RecoverOptions = {}): RecoverResult {
  const maxSize = Math.max(1, Math.floor(options.maxSize ?? DEFAULT_MAX_SIZE))
  const maxColors = Math.min(256, Math.max(1, Math.floor(options.maxColors ?? DEFAULT_MAX_COLORS)))
  const { width, height } = input
  if (width < 1 || height < 1) throw new NotPixelArtError('The image is empty.')
  if (!hasOpaquePixel(input)) throw new NotPixelArtError('The image is fully transparent.')

  const premultiplied = premultiply(input)
  const fitsAsIs = width <= maxSize && height <= maxSize
  const profiles = edgeProfiles(premultiplied)
  // Lattices are checked on a denoised copy when neighbouring pixels typically differ (noise, JPEG grain),
  // but not when they differ along straight ramps (a smooth upscale), which smoothing would only blur.
  const noisy = Math.min(profiles.noiseFloor, profiles.grain) > NOISY_FLOOR
  const checked = noisy ? smooth3(premultiplied) : premultiplied
  const allowance = noisy ? SMOOTHED_ALLOWANCE : SHARP_ALLOWANCE
  const forced = forcedCounts(options.cells, width, height)
  let grid = findGrid(checked, profiles, allowance)
  // Clean art that fits as it is stays native unless it is an exact upscale: a wall of 2-pixel bricks is
  // not the same wall at half the size.
  if (grid && !forced.x && !forced.y && isClean(input) && !reproduces(input, grid.x, grid.y)) grid = null
  if (grid) {
    grid = {
      x: refineAxis(checked, 'x', profiles.gradientX, grid.x, grid.y, width),
      y: refineAxis(checked, 'y', profiles.gradientY, grid.y, grid.x, height),
    }
  }
  if (!grid && !forced.x && !forced.y) grid = irregularGrid(input, checked, profiles)
  let axisX = grid?.x ?? null
  let axisY = grid?.y ?? null
  if (forced.x) axisX = fixedAxis(profiles.gradientX, width, forced.x)
  if (forced.y) axisY = fixedAxis(profiles.gradientY, height, forced.y)
  // One axis fixed by the user and the other without a grid of its own: square cells are the rule.
  if (axisX && !axisY && forced.x) axisY = freeAxis(profiles.gradientY, height, axisX.scale)
  if (axisY && !axisX && forced.y) axisX = freeAxis(profiles.gradientX, width, axisY.scale)
  if (!axisX || !axisY) {
    if (!fitsAsIs) {
      throw new NotPixelArtError(
        `No pixel grid was found in this ${width}×${height} image, so it is not pixel art that can be ` +
          `reduced to at most ${maxSize}×${maxSize} pixels.`,
      )
    }
    axisX = nativeAxis(width)
    axisY = nativeAxis(height)
  }

  const cells = sampleCells(input, axisX, axisY)
  const palette = paletteOf(cells, maxColors)
  let image = renderCells(cells, palette, axisX.count, axisY.count)
  let edgesX = axisX.edges
  let edgesY = axisY.edges
  if (image.width > maxSize || image.height > maxSize) {
    // A sprite on a large plain canvas: keep the sprite, drop the canvas.
    const box = contentBox(image)
    image = crop(image, box)
    edgesX = edgesX.slice(box.x, box.x + box.width + 1)
    edgesY = edgesY.slice(box.y, box.y + box.height + 1)
    if (image.width > maxSize || image.height > maxSize) {
      throw new NotPixelArtError(
        `This image's pixel grid is ${image.width}×${image.height}, larger than the ${maxSize}×${maxSize} ` +
          'the editor holds, or the image is not pixel art.',
      )
    }
  }
  return {
    image,
    scale: { x: axisX.scale, y: axisY.scale },
    offset: { x: edgesX[0] as number, y: edgesY[0] as number },
    colors: countColors(image),
    grid: { x: edgesX.map((e) => clamp(e, 0, width)), y: edgesY.map((e) => clamp(e, 0, height)) },
  }
}

/**
 * Whether the grid, drawn back at its scale, gives the input again (an exact upscale of clean art). Pixels
 * in the slivers of cut-off cells at the edges are not judged, and a pixel whose centre lies within a
 * fraction of a pixel of a cell boundary may take either side's colour: the lattice is measured, not
 * known, and a non-integer nearest-neighbour upscale places boundaries to the nearest pixel.
 */
function reproduces(image: RGBAImage, axisX: AxisCells, axisY: AxisCells): boolean {
  const { width, height, data } = image
  const x = axisPixels(axisX, width)
  const y = axisPixels(axisY, height)
  const view = new Uint32Array(data.buffer, data.byteOffset, width * height)
  let mismatches = 0
  let judged = 0
  for (let py = 0; py < height; py++) {
    const row = y.cell[py] as number
    if (row < 0) continue
    const rowA = (y.centre[row] as number) * width
    const rowB = (y.centre[y.other[py] as number] as number) * width
    for (let px = 0; px < width; px++) {
      const column = x.cell[px] as number
      if (column < 0) continue
      judged++
      const actual = view[py * width + px] as number
      const columnA = x.centre[column] as number
      const columnB = x.centre[x.other[px] as number] as number
      const candidates = [
        view[rowA + columnA] as number,
        view[rowA + columnB] as number,
        view[rowB + columnA] as number,
        view[rowB + columnB] as number,
      ]
      if (candidates.some((c) => matches(actual, c))) continue
      // A box-filtered (area-averaged) resize mixes the colours on either side of a boundary.
      if ((columnA !== columnB || rowA !== rowB) && isBlend(actual, candidates)) continue
      mismatches++
    }
  }
  return mismatches <= 0.02 * Math.max(1, judged)
}

/** Whether every channel of `p` lies between the smallest and largest of the candidates' (± 2). */
function isBlend(p: number, candidates: number[]): boolean {
  for (let shift = 0; shift < 32; shift += 8) {
    const v = (p >>> shift) & 255
    let lo = 255
    let hi = 0
    for (const c of candidates) {
      const w = (c >>> shift) & 255
      lo = Math.min(lo, w)
      hi = Math.max(hi, w)
    }
    if (v < lo - 2 || v > hi + 2) return false
  }
  return true
}

/** Equal colours, or both fully transparent (whatever colour they store). */
const matches = (p: number, q: number) => p === q || (p | q) >>> 24 === 0

/**
 * Per pixel along an axis: its cell (-1 outside the counted cells), the cell across the nearest boundary
 * when the pixel's centre is within the tolerance of it (else its own), and per cell the pixel nearest
 * the cell's centre.
 */
function axisPixels(axis: AxisCells, length: number) {
  const tolerance = Math.min(0.5, Math.max(0, (axis.scale - 1.5) / 2))
  const cell = new Int32Array(length)
  const other = new Int32Array(length)
  const { edges } = axis
  let k = 0
  for (let i = 0; i < length; i++) {
    const position = i + 0.5
    while (k < axis.count && (edges[k + 1] as number) <= position) k++
    if (position < (edges[0] as number) || k >= axis.count) {
      cell[i] = -1
      continue
    }
    cell[i] = k
    const fromStart = position - (edges[k] as number)
    const fromEnd = (edges[k + 1] as number) - position
    if (fromStart < tolerance && k > 0) other[i] = k - 1
    else if (fromEnd < tolerance && k + 1 < axis.count) other[i] = k + 1
    else other[i] = k
  }
  const centre = new Int32Array(axis.count)
  for (let c = 0; c < axis.count; c++) {
    const middle = ((edges[c] as number) + (edges[c + 1] as number)) / 2
    centre[c] = Math.min(length - 1, Math.max(0, Math.floor(middle)))
  }
  return { cell, other, centre }
}

/** Few exact colours: drawn art, not a resampled, blurred or compressed picture. */
function isClean(image: RGBAImage): boolean {
  const seen = new Set<number>()
  const { data } = image
  for (let i = 0; i < data.length; i += 4) {
    const a = data[i + 3] as number
    if (a !== 0 && a !== 255) return false
    if (a === 0) continue
    seen.add(((data[i] as number) << 16) | ((data[i + 1] as number) << 8) | (data[i + 2] as number))
    if (seen.size > CLEAN_COLORS) return false
  }
  return true
}

function hasOpaquePixel(image: RGBAImage): boolean {
  const { data } = image
  for (let i = 3; i < data.length; i += 4) if ((data[i] as number) >= OPAQUE_ALPHA) return true
  return false
}

// ---- the grid -----------------------------------------------------------------------------------------

/**
 * The cells along one axis: `count` cells whose edges are `edges` (count + 1 positions; the first may be
 * negative and the last beyond the image when cells are cut), `scale` pixels on average.
 */
interface AxisCells {
  edges: number[]
  scale: number
  count: number
  /** Flat cells are sampled over their middle; the ramps of a smooth upscale only near the centre. */
  model: CellModel
  misfit: number
}

interface ScoredLattice extends AxisLattice {
  misfit: number
  model: CellModel
}

/** Cells along an axis of `length` pixels; a cell cut by the image edge counts if enough of it shows. */
function axisCells(lattice: ScoredLattice, length: number): AxisCells {
  const { scale, phase } = lattice
  const start = phase >= VISIBLE_SHARE * scale ? phase - scale : phase
  const count = Math.max(1, Math.floor((length - start) / scale - VISIBLE_SHARE) + 1)
  const edges = Array.from({ length: count + 1 }, (_, k) => start + k * scale)
  return { edges, scale, count, model: lattice.model, misfit: lattice.misfit }
}

function findGrid(
  image: Premultiplied,
  profiles: EdgeProfiles,
  allowance: number,
): { x: AxisCells; y: AxisCells } | null {
  const noise = { x: NOISE_DISCOUNT * lineNoise(image, 'x'), y: NOISE_DISCOUNT * lineNoise(image, 'y') }
  const own = {
    x: axisCandidates(image, 'x', profiles.gradientX, profiles.curvatureX, noise.x),
    y: axisCandidates(image, 'y', profiles.gradientY, profiles.curvatureY, noise.y),
  }
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
    bestX = preferSquare(image, 'x', profiles.gradientX, bestX, bestY.scale)
  else if (bestY.scale > 1.8 * bestX.scale)
    bestY = preferSquare(image, 'y', profiles.gradientY, bestY, bestX.scale)
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
 * The lattice with the least misfit. Among near-ties the coarsest wins (a lattice twice too fine fits as
 * well), unless a good finer lattice is more than a subdivision of it: then its cells are real detail.
 * The misfit only looks near cell centres, so a coarse lattice whose centres happen to land on flat areas
 * (common in symmetric sprites) can tie with the true one while its cells straddle real boundaries: the
 * choice is then checked by redrawing whole cells (reconstructionError), and when another candidate
 * redraws the image clearly better, the best redraw (or its coarsest multiple that redraws about as well)
 * replaces it. A finer lattice replaces the result only when its cells differ inside the coarse ones and
 * it redraws the image clearly better too.
 */
function pick(
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
  const tied = candidates.filter((c) => c.misfit <= best + MISFIT_TIE)
  const held = tied.map((c) => edgeCoverage(gradient, c))
  const mostHeld = Math.max(...held)
  let chosen: ScoredLattice | null = null
  for (const [i, c] of tied.entries()) {
    if ((held[i] as number) < COVERAGE_TIE * mostHeld) continue
    if (!chosen || c.scale > chosen.scale) chosen = c
  }
  if (!chosen) return null
  const good = candidates.filter((c) => c.misfit <= best + FINER_TOLERANCE)
  const chosenError = reconstructionError(image, axis, chosen, chosen.model, allowance)
  const others = good.filter((c) => c !== chosen)
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
    if (c.scale > chosen.scale / 1.8) continue
    if (subdivisionContrast(image, axis, c, chosen) <= MAX_SUBDIVISION_CONTRAST) continue
    const fineError = reconstructionError(image, axis, c, c.model, allowance)
    if (coarseError > fineError * REDRAW_RATIO + REDRAW_SLACK) {
      chosen = c
      coarseError = fineError
    }
  }
  return chosen
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

/**
 * How much of an axis's edge energy (its gradient profile) lies on a lattice's boundaries: each change
 * counts in full on a boundary, less the further it is from one, nothing from a sixth of a cell (at
 * least 1.5 pixels: box filtering and blur spread an edge over two or three), above what edges placed
 * at random would score.
 */
function edgeCoverage(gradient: Profile, lattice: AxisLattice): number {
  const { scale, phase } = lattice
  const reach = Math.max(1.5, scale / 6)
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

function preferSquare(
  image: Premultiplied,
  axis: 'x' | 'y',
  gradient: Profile,
  chosen: ScoredLattice,
  scale: number,
): ScoredLattice {
  const phase = phaseOf(gradient, scale)
  let best: ScoredLattice | null = null
  for (const p of [phase, (phase + scale / 2) % scale]) {
    const scored = score(image, axis, { scale, phase: p }, 0)
    if (scored && (!best || scored.misfit < best.misfit)) best = scored
  }
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

// ---- irregular grids -----------------------------------------------------------------------------------

interface IrregularFit {
  cells: AxisCells
  error: number
}

/**
 * The best irregular grid along an axis: boundaries fitted around each of the given cell sizes (the
 * lattice's, one cell more or fewer over the axis, the spectrum's peaks, the other axis's size), judged
 * by how well they redraw the axis. Splitting cells redraws as well as the true grid, so among near-equal
 * fits the fewest cells win.
 */
function bestIrregular(
  image: Premultiplied,
  axis: 'x' | 'y',
  gradient: Profile,
  length: number,
  scales: number[],
  prefer: (p: IrregularFit, q: IrregularFit) => boolean,
): IrregularFit | null {
  const fits: IrregularFit[] = []
  const tried: number[] = []
  for (const scale of scales) {
    if (!(scale >= MIN_SCALE) || scale > length / MIN_CELLS) continue
    if (tried.some((t) => Math.abs(t - scale) < SAME_SCALE * scale)) continue
    tried.push(scale)
    const cells = freeAxis(gradient, length, scale)
    if (!cells || fits.some((f) => sameEdges(f.cells.edges, cells.edges))) continue
    fits.push({ cells, error: edgesReconstructionError(image, axis, cells.edges) })
  }
  let least = Infinity
  for (const f of fits) least = Math.min(least, f.error)
  let best: IrregularFit | null = null
  for (const f of fits) {
    if (f.error > least * REFIT_TIE + REDRAW_SLACK) continue
    if (!best || prefer(f, best)) best = f
  }
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
  const scales = latticeCandidates(gradient, length, MIN_SCALE).map((c) => c.scale)
  if (otherScale) scales.push(otherScale)
  const larger = (p: IrregularFit, q: IrregularFit) => p.cells.scale > q.cells.scale
  return bestIrregular(image, axis, gradient, length, scales, larger)
}

/**
 * The regular lattice, or an irregular grid when that redraws the axis clearly better (IRREGULAR_GAIN:
 * the irregular grid has a free parameter per cell, so it must earn it), or as well while its boundaries
 * wander off the lattice. Smooth upscales keep their lattice: their ramps have no edges to fit to.
 */
function refineAxis(
  image: Premultiplied,
  axis: 'x' | 'y',
  gradient: Profile,
  regular: AxisCells,
  other: AxisCells,
  length: number,
): AxisCells {
  if (regular.model !== 'flat') return regular
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
  const best = bestIrregular(image, axis, gradient, length, near, nearest)
  // Far from it: the spectrum's peaks and the other axis's size, for a lattice that drifted so much
  // that a wrong period fitted better. Its fit must redraw far better than both to count.
  const far = farIrregular(image, axis, gradient, length, other.scale)
  const bar = Math.min(regularError, best?.error ?? Infinity) * FAR_GAIN
  if (far && far.error + GRID_SLACK < bar) return far.cells
  if (!best) return regular
  if (best.error + GRID_SLACK < regularError * IRREGULAR_GAIN) return best.cells
  // As good a redraw, but boundaries that wander off the lattice by a good part of a cell: the lattice
  // only fits on average, and its count at the ends (where margins show no edges) is extrapolated from a
  // drifting phase, while the irregular grid follows the local cell widths to the ends.
  const wandering =
    best.cells.count === regular.count &&
    drift(best.cells.edges, regular) > Math.max(MIN_DRIFT, DRIFT_SHARE * regular.scale)
  return wandering && best.error <= regularError * IRREGULAR_TIE ? best.cells : regular
}

/** The largest distance from an inner edge to the nearest boundary of a regular lattice. */
function drift(edges: readonly number[], lattice: AxisCells): number {
  const start = lattice.edges[0] as number
  let most = 0
  for (let i = 1; i + 1 < edges.length; i++) {
    const t = ((edges[i] as number) - start) / lattice.scale
    most = Math.max(most, Math.abs(t - Math.round(t)) * lattice.scale)
  }
  return most
}

function sameEdges(p: readonly number[], q: readonly number[]): boolean {
  return p.length === q.length && p.every((v, i) => v === q[i])
}

/**
 * A grid when no lattice fits at all (cells that vary too much for any one period): irregular fits
 * around the spectrum's peaks on both axes, kept when their cells are flat inside (NO_LATTICE_ERROR) and,
 * for clean art, when they redraw it exactly.
 */
function irregularGrid(
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

/** An irregular grid of cells about `scale` pixels wide; slivers at the ends below half a cell are dropped. */
function freeAxis(gradient: Profile, length: number, scale: number): AxisCells | null {
  const fitted = fitIrregularAxis(gradient, length, { scale })
  if (!fitted || fitted.length < 3) return null
  const edges = [...fitted]
  const first = (edges[1] as number) - (edges[0] as number)
  if (edges.length > 3 && first < VISIBLE_SHARE * ((edges[2] as number) - (edges[1] as number))) edges.shift()
  const n = edges.length
  const last = (edges[n - 1] as number) - (edges[n - 2] as number)
  if (n > 3 && last < VISIBLE_SHARE * ((edges[n - 2] as number) - (edges[n - 3] as number))) edges.pop()
  return cellsFromEdges(edges, 'flat')
}

/** Exactly `count` cells along the axis, fitted to its edges. */
function fixedAxis(gradient: Profile, length: number, count: number): AxisCells {
  const fitted = fitIrregularAxis(gradient, length, { scale: length / count, count })
  const edges = fitted ?? Array.from({ length: count + 1 }, (_, k) => (k * length) / count)
  return cellsFromEdges(edges, 'flat')
}

function cellsFromEdges(edges: number[], model: CellModel): AxisCells {
  const count = edges.length - 1
  const scale = ((edges[count] as number) - (edges[0] as number)) / count
  return { edges, scale, count, model, misfit: 0 }
}

function nativeAxis(length: number): AxisCells {
  return cellsFromEdges(
    Array.from({ length: length + 1 }, (_, k) => k),
    'flat',
  )
}

/** The user's cell counts, each at least 1 and at most the axis length. */
function forcedCounts(cells: RecoverOptions['cells'], width: number, height: number) {
  const valid = (n: number | undefined, length: number) =>
    n === undefined || !Number.isFinite(n) ? undefined : Math.min(length, Math.max(1, Math.round(n)))
  return { x: valid(cells?.x, width), y: valid(cells?.y, height) }
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v))

// ---- the cells' colours -------------------------------------------------------------------------------

interface Cells {
  /** Per cell: 1 when opaque. */
  opaque: Uint8Array
  /** Per cell: the robust colour, RGB. */
  rgb: Uint8Array
}

/**
 * Each cell's colour from its inner region only (the middle 40% of each side), where blur and resampling
 * from the neighbours do not reach: the median alpha decides transparency, and the per-channel median of
 * the opaque samples the colour, which shrugs off noise, JPEG ringing and a stray neighbour sample.
 */
function sampleCells(image: RGBAImage, axisX: AxisCells, axisY: AxisCells): Cells {
  const { width, height, data } = image
  const total = axisX.count * axisY.count
  const opaque = new Uint8Array(total)
  const rgb = new Uint8Array(total * 3)
  const xs = samplePositions(axisX, width)
  const ys = samplePositions(axisY, height)
  const reds: number[] = []
  const greens: number[] = []
  const blues: number[] = []
  for (let cy = 0; cy < axisY.count; cy++) {
    const rows = ys[cy] as number[]
    for (let cx = 0; cx < axisX.count; cx++) {
      const columns = xs[cx] as number[]
      reds.length = 0
      greens.length = 0
      blues.length = 0
      let samples = 0
      for (const y of rows) {
        for (const x of columns) {
          const o = (y * width + x) * 4
          samples++
          if ((data[o + 3] as number) < OPAQUE_ALPHA) continue
          reds.push(data[o] as number)
          greens.push(data[o + 1] as number)
          blues.push(data[o + 2] as number)
        }
      }
      const cell = cy * axisX.count + cx
      if (reds.length * 2 <= samples) continue
      opaque[cell] = 1
      rgb[cell * 3] = median(reds)
      rgb[cell * 3 + 1] = median(greens)
      rgb[cell * 3 + 2] = median(blues)
    }
  }
  return { opaque, rgb }
}

/** For each cell along an axis, the pixel indices sampled: up to 7 spread over its inner part. */
function samplePositions(axis: AxisCells, length: number): number[][] {
  const out: number[][] = []
  for (let k = 0; k < axis.count; k++) {
    const from = Math.max(0, axis.edges[k] as number)
    const to = Math.min(length, axis.edges[k + 1] as number)
    const centre = (from + to) / 2
    // Flat cells are sampled over their middle 40%; the ramps of a smooth upscale only near the centre.
    const radius = (to - from) * (axis.model === 'flat' ? 0.2 : 0.08)
    const steps = Math.min(7, Math.max(1, Math.floor(2 * radius) + 1))
    const positions = new Set<number>()
    for (let i = 0; i < steps; i++) {
      const t = steps === 1 ? centre : centre - radius + (2 * radius * i) / (steps - 1)
      positions.add(Math.min(length - 1, Math.max(0, Math.floor(t))))
    }
    out.push([...positions])
  }
  return out
}

function median(values: number[]): number {
  values.sort((a, b) => a - b)
  const mid = values.length >> 1
  return values.length % 2 === 1
    ? (values[mid] as number)
    : Math.round(((values[mid - 1] as number) + (values[mid] as number)) / 2)
}

// ---- palette and output -------------------------------------------------------------------------------

interface CellPalette {
  colors: Uint8Array
  /** Per cell: palette index, or -1 for transparent. */
  index: Int32Array
}

function paletteOf(cells: Cells, maxColors: number): CellPalette {
  const total = cells.opaque.length
  const distinct = new Map<number, number>()
  const rgb: number[] = []
  const weights: number[] = []
  const colorOf = new Int32Array(total).fill(-1)
  let opaqueCells = 0
  for (let i = 0; i < total; i++) {
    if (!cells.opaque[i]) continue
    opaqueCells++
    const r = cells.rgb[i * 3] as number
    const g = cells.rgb[i * 3 + 1] as number
    const b = cells.rgb[i * 3 + 2] as number
    const key = (r << 16) | (g << 8) | b
    let slot = distinct.get(key)
    if (slot === undefined) {
      slot = weights.length
      distinct.set(key, slot)
      rgb.push(r, g, b)
      weights.push(0)
    }
    weights[slot] = (weights[slot] as number) + 1
    colorOf[i] = slot
  }
  const palette = buildPalette(rgb, weights, weights.length, maxColors)
  // Whether it is pixel art is judged with the editor's 12 colours even when fewer were asked for.
  const judge =
    maxColors >= DEFAULT_MAX_COLORS ? palette : buildPalette(rgb, weights, weights.length, DEFAULT_MAX_COLORS)
  let offPalette = 0
  for (let slot = 0; slot < weights.length; slot++) {
    if ((judge.error[slot] as number) > OFF_PALETTE_DISTANCE) offPalette += weights[slot] as number
  }
  if (opaqueCells > 0 && offPalette / opaqueCells > MAX_OFF_PALETTE_SHARE) {
    throw new NotPixelArtError(
      `This image has too many colours to be pixel art: ${maxColors} colours leave ` +
        `${Math.round((100 * offPalette) / opaqueCells)}% of it badly matched. It looks like a photo or a painting.`,
    )
  }
  const colors = new Uint8Array(palette.entries.length * 3)
  palette.entries.forEach((e, k) => colors.set([e.r, e.g, e.b], k * 3))
  const index = new Int32Array(total).fill(-1)
  for (let i = 0; i < total; i++) {
    const slot = colorOf[i] as number
    if (slot >= 0) index[i] = palette.assignment[slot] as number
  }
  return { colors, index }
}

function renderCells(_cells: Cells, palette: CellPalette, width: number, height: number): RGBAImage {
  const data = new Uint8ClampedArray(width * height * 4)
  for (let i = 0; i < width * height; i++) {
    const k = palette.index[i] as number
    if (k < 0) continue
    data[i * 4] = palette.colors[k * 3] as number
    data[i * 4 + 1] = palette.colors[k * 3 + 1] as number
    data[i * 4 + 2] = palette.colors[k * 3 + 2] as number
    data[i * 4 + 3] = 255
  }
  return { width, height, data }
}

function countColors(image: RGBAImage): number {
  const seen = new Set<number>()
  const { data } = image
  for (let i = 0; i < data.length; i += 4) {
    if ((data[i + 3] as number) >= OPAQUE_ALPHA) {
      seen.add(((data[i] as number) << 16) | ((data[i + 1] as number) << 8) | (data[i + 2] as number))
    }
  }
  return seen.size
}

interface Box {
  x: number
  y: number
  width: number
  height: number
}

/**
 * The box around everything that is not background. The background is transparent when most of the
 * border is, else the border's most common colour.
 */
function contentBox(image: RGBAImage): Box {
  const { width, height, data } = image
  const key = (i: number) =>
    (data[i * 4 + 3] as number) < OPAQUE_ALPHA
      ? -1
      : ((data[i * 4] as number) << 16) | ((data[i * 4 + 1] as number) << 8) | (data[i * 4 + 2] as number)
  const counts = new Map<number, number>()
  const count = (i: number) => counts.set(key(i), (counts.get(key(i)) ?? 0) + 1)
  for (let x = 0; x < width; x++) {
    count(x)
    count((height - 1) * width + x)
  }
  for (let y = 0; y < height; y++) {
    count(y * width)
    count(y * width + width - 1)
  }
  let background = -1
  let most = 0
  for (const [k, n] of counts) {
    if (n > most) {
      most = n
      background = k
    }
  }
  let minX = width
  let minY = height
  let maxX = -1
  let maxY = -1
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (key(y * width + x) === background) continue
      if (x < minX) minX = x
      if (x > maxX) maxX = x
      if (y < minY) minY = y
      if (y > maxY) maxY = y
    }
  }
  if (maxX < 0) return { x: 0, y: 0, width: 1, height: 1 }
  return { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 }
}

function crop(image: RGBAImage, box: Box): RGBAImage {
  const data = new Uint8ClampedArray(box.width * box.height * 4)
  for (let y = 0; y < box.height; y++) {
    const from = ((box.y + y) * image.width + box.x) * 4
    data.set(image.data.subarray(from, from + box.width * 4), y * box.width * 4)
  }
  return { width: box.width, height: box.height, data }
}
