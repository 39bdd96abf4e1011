import type { RGBAImage } from '../png.ts'
import {
  edgeProfiles,
  latticeCandidates,
  latticeMisfit,
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
  let grid = findGrid(checked, profiles, noisy ? SMOOTHED_ALLOWANCE : SHARP_ALLOWANCE)
  // Clean art that fits as it is stays native unless it is an exact upscale: a wall of 2-pixel bricks is
  // not the same wall at half the size.
  if (grid && isClean(input) && !reproduces(input, grid.x, grid.y)) grid = null
  const axisX = grid?.x ?? { start: 0, scale: 1, count: width, model: 'flat', misfit: 0 }
  const axisY = grid?.y ?? { start: 0, scale: 1, count: height, model: 'flat', misfit: 0 }
  if (!grid && !fitsAsIs) {
    throw new NotPixelArtError(
      `No pixel grid was found in this ${width}×${height} image, so it is not pixel art that can be reduced ` +
        `to at most ${maxSize}×${maxSize} pixels.`,
    )
  }

  const cells = sampleCells(input, axisX, axisY)
  const palette = paletteOf(cells, maxColors)
  let image = renderCells(cells, palette, axisX.count, axisY.count)
  let offsetX = axisX.start
  let offsetY = axisY.start
  if (image.width > maxSize || image.height > maxSize) {
    // A sprite on a large plain canvas: keep the sprite, drop the canvas.
    const box = contentBox(image)
    image = crop(image, box)
    offsetX += box.x * axisX.scale
    offsetY += box.y * axisY.scale
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
    offset: { x: offsetX, y: offsetY },
    colors: countColors(image),
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
      if (
        matches(actual, view[rowA + columnA] as number) ||
        matches(actual, view[rowA + columnB] as number) ||
        matches(actual, view[rowB + columnA] as number) ||
        matches(actual, view[rowB + columnB] as number)
      )
        continue
      mismatches++
    }
  }
  return mismatches <= 0.02 * Math.max(1, judged)
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
  for (let i = 0; i < length; i++) {
    const t = (i + 0.5 - axis.start) / axis.scale
    const k = Math.floor(t)
    if (k < 0 || k >= axis.count) {
      cell[i] = -1
      continue
    }
    cell[i] = k
    const fromStart = (t - k) * axis.scale
    const fromEnd = axis.scale - fromStart
    if (fromStart < tolerance && k > 0) other[i] = k - 1
    else if (fromEnd < tolerance && k + 1 < axis.count) other[i] = k + 1
    else other[i] = k
  }
  const centre = new Int32Array(axis.count)
  for (let k = 0; k < axis.count; k++) {
    centre[k] = Math.min(length - 1, Math.max(0, Math.floor(axis.start + (k + 0.5) * axis.scale)))
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

/** The cells along one axis: `count` cells of `scale` pixels, the first starting at `start`. */
interface AxisCells {
  start: number
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

/** Cells along an axis of `length` pixels; a cell cut by the image edge counts if half of it is visible. */
function axisCells(lattice: ScoredLattice, length: number): AxisCells {
  const { scale, phase } = lattice
  const start = phase >= scale / 2 ? phase - scale : phase
  const count = Math.max(1, Math.floor((length - start) / scale - 0.5) + 1)
  return { start, scale, count, model: lattice.model, misfit: lattice.misfit }
}

function findGrid(
  image: Premultiplied,
  profiles: EdgeProfiles,
  allowance: number,
): { x: AxisCells; y: AxisCells } | null {
  const own = {
    x: axisCandidates(image, 'x', profiles.gradientX, profiles.curvatureX, 0),
    y: axisCandidates(image, 'y', profiles.gradientY, profiles.curvatureY, 0),
  }
  // Square pixels are the rule: each axis also tries the best scales the other axis found, which rescues
  // an axis with few edges of its own (a sprite of horizontal stripes has almost no vertical boundaries).
  const borrowedX = borrow(image, 'x', profiles.gradientX, own.x, own.y, 0)
  const borrowedY = borrow(image, 'y', profiles.gradientY, own.y, own.x, 0)
  let bestX = pick(image, 'x', [...own.x, ...borrowedX], allowance)
  let bestY = pick(image, 'y', [...own.y, ...borrowedY], allowance)
  if (!bestX && !bestY) return null
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
    const ratio = flat / Math.max(1e-9, latticeMisfit(image, axis, shiftedLattice, 'flat', noise))
    if (ratio <= MAX_SHIFT_RATIO) best = { ...lattice, misfit: ratio, model: 'flat' }
  }
  // Cells that are already flat need no ramps to explain them.
  if (lattice.scale >= MIN_LINEAR_SCALE && !(best && best.misfit <= FLAT_ENOUGH)) {
    const linear =
      latticeMisfit(image, axis, lattice, 'linear', noise, QUICK_LINE_STEP) > QUICK_MARGIN * MAX_LINEAR_MISFIT
        ? Infinity
        : latticeMisfit(image, axis, lattice, 'linear', noise)
    if (linear <= MAX_LINEAR_MISFIT) {
      const ratio = linear / Math.max(1e-9, latticeMisfit(image, axis, shiftedLattice, 'linear', noise))
      if (ratio <= MAX_SHIFT_RATIO && (!best || ratio < best.misfit))
        best = { ...lattice, misfit: ratio, model: 'linear' }
    }
  }
  return best
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
    if (c.scale > length / 3 || own.some((o) => Math.abs(o.scale - c.scale) < 0.01 * c.scale)) continue
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
  candidates: ScoredLattice[],
  allowance: number,
): ScoredLattice | null {
  let best = Infinity
  for (const c of candidates) best = Math.min(best, c.misfit)
  if (!Number.isFinite(best)) return null
  let chosen: ScoredLattice | null = null
  for (const c of candidates) {
    if (c.misfit <= best + MISFIT_TIE && (!chosen || c.scale > chosen.scale)) chosen = c
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
    const from = Math.max(0, axis.start + k * axis.scale)
    const to = Math.min(length, axis.start + (k + 1) * axis.scale)
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
