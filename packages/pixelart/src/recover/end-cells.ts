// The cells at the two ends of an axis. A lattice's end boundaries are extrapolated over cells whose
// widths vary (and an irregular fit places them by spacing where margins show no edge), so the boundary
// next to an image edge can sit up to half a cell off the real one; the cut cell beyond it is then judged
// by a wrong width and dropped or kept wrongly. Settling moves that boundary onto the strongest real edge
// within half a cell and counts the cut cell again. Reclaiming, after every other step at the ends, counts a
// cut cell dropped as a sliver again when the edge beside it, placed to a fraction of a pixel, shows that
// about half a cell lies beyond it.
import { VISIBLE_SHARE, type AxisCells } from './axis-cells.ts'
import type { Premultiplied, Profile } from './edge-profiles.ts'
import { AUTO_WIDTH, boundaryEnergy, edgesReconstructionError } from './irregular.ts'
import { onEdge } from './flat-runs.ts'

/** An edge counts when it holds at least this share of a sharp boundary's energy on this grid... */
const EDGE_SHARE = 0.5
/** ...where "sharp" is this quantile of the energies at the grid's inner boundaries. */
const SHARP_QUANTILE = 0.75
/** ...and at least this many times the median energy over the axis (its noise level). */
const NOISE_EDGE = 3
/** A move shorter than this (pixels) is within where a blurred edge's peak falls: no drift to correct. */
const MIN_MOVE = 1.5
/**
 * A cut cell counts when about half of it shows (of the mean cell width). A cell cut to just over half
 * of a width 12 % under the mean shows 0.48 of the mean; a crop that leaves a third of a cell, one pixel
 * more once rounded to whole pixels, shows up to 0.44: the share sits between the two.
 */
const MEASURED_SHARE = 0.47
/** Cells narrower than this (pixels) are not measured: see reclaimCutCells. */
export const MIN_MEASURED_CELL = 3
/** At least this many pixels must show: one pixel at the edge is where a blurred boundary fades out. */
const MIN_SHOWN = 1.5

/**
 * The axis with the boundary next to each image edge settled on the strongest edge within half a cell,
 * and the cut cell beyond it counted when VISIBLE_SHARE of a cell shows. Kept only when the settled grid
 * redraws the axis at least as well: a boundary moved onto a false edge (a JPEG block border, the shadow
 * of a blur) leaves cell middles that straddle the real one, which the redraw error sees.
 */
export function settleEnds(
  image: Premultiplied,
  axis: 'x' | 'y',
  gradient: Profile,
  cells: AxisCells,
  length: number,
): AxisCells {
  if (cells.model !== 'flat' || cells.count < 3) return cells
  const energy = boundaryEnergy(gradient, length, cells.scale)
  const threshold = edgeThreshold(energy, cells.edges, length)
  if (!(threshold > 0)) return cells
  const edges = atBothEnds(cells.edges, energy, length, (e, en) => settleStart(e, en, threshold, cells.scale))
  if (edges.length === cells.edges.length && edges.every((v, i) => v === cells.edges[i])) return cells
  const before = edgesReconstructionError(image, axis, cells.edges)
  const after = edgesReconstructionError(image, axis, edges)
  if (!(after <= before)) return cells
  const count = edges.length - 1
  return { ...cells, edges, count }
}

/**
 * `atStart` applied at the start of the axis and then, mirrored, at its end: it sees the axis from the
 * image edge inwards either way.
 */
function atBothEnds(
  edges: readonly number[],
  energy: Float64Array,
  length: number,
  atStart: (edges: readonly number[], energy: Float64Array) => number[],
): number[] {
  const mirrored = Float64Array.from({ length: length + 1 }, (_, x) => energy[length - x] as number)
  const flip = (e: readonly number[]) => e.map((v) => length - v).reverse()
  return flip(atStart(flip(atStart(edges, energy)), mirrored))
}

/**
 * The energy an edge needs to count: EDGE_SHARE of a sharp boundary's on this grid, and clear of the
 * axis's noise (on a grid with few real edges, a dark flat sprite under noise, half the "sharp" energy is
 * down at the grain's level).
 */
export function edgeThreshold(energy: Float64Array, edges: readonly number[], length: number): number {
  return Math.max(EDGE_SHARE * sharpEnergy(energy, edges, length), NOISE_EDGE * median(energy))
}

function median(values: Float64Array): number {
  const sorted = Float64Array.from(values).sort()
  return sorted[sorted.length >> 1] ?? 0
}

/** The SHARP_QUANTILE of the energy at the grid's inner boundaries (each read within a pixel of it). */
function sharpEnergy(energy: Float64Array, edges: readonly number[], length: number): number {
  const values: number[] = []
  for (const e of edges) {
    const x = Math.round(e)
    if (x < 1 || x >= length) continue
    values.push(Math.max(energy[x - 1] ?? 0, energy[x] as number, energy[x + 1] ?? 0))
  }
  values.sort((a, b) => a - b)
  return values[Math.floor(SHARP_QUANTILE * (values.length - 1))] ?? 0
}

/**
 * Settles the first inner boundary (the one after the cell the image's start cuts): the strongest edge
 * above `threshold` within half a cell and at least MIN_MOVE away, keeping the next cell's width one the
 * irregular fit allows; then the part before it
 * holds as many `scale`-wide cells as show by VISIBLE_SHARE. Flat margins (no edge near) are left alone.
 */
export function settleStart(
  edges: readonly number[],
  energy: Float64Array,
  threshold: number,
  scale: number,
): number[] {
  const i = edges.findIndex((e) => e >= 1)
  if (i < 0 || i + 2 >= edges.length) return [...edges]
  // The outermost boundary with a real edge near it: boundaries before it lie in a flat margin, placed
  // by spacing alone (a lattice's phase extrapolated, or an even spread), so the margin's cells are laid
  // out anew from that edge.
  for (let j = i; j + 2 < edges.length; j++) {
    const boundary = edges[j] as number
    const best = strongestEdge(energy, threshold, scale, boundary, edges[j + 1] as number)
    if (best < 0) {
      // An edge the next cell's width rules out: the margin is not flat, so its cells are not re-laid.
      if (edgeNear(energy, threshold, boundary, scale)) return [...edges]
      continue
    }
    // A move shorter than MIN_MOVE is within where a blurred edge's peak falls: the boundary stays.
    const anchor = Math.abs(best - boundary) < MIN_MOVE ? boundary : best
    if (j === i && anchor === boundary) return [...edges]
    const before = Math.max(0, Math.floor(anchor / scale - VISIBLE_SHARE) + 1)
    const head = Array.from({ length: before }, (_, k) => anchor - (before - k) * scale)
    // Nothing before the boundary shows enough to be a cell: the sliver starts the first cell's edge list.
    return [...(before === 0 ? [] : head), anchor, ...edges.slice(j + 1)]
  }
  return [...edges]
}

/** Whether any position within half a cell of `boundary` holds an edge above `threshold`. */
function edgeNear(energy: Float64Array, threshold: number, boundary: number, scale: number): boolean {
  const from = Math.max(1, Math.ceil(boundary - scale / 2))
  const to = Math.min(energy.length - 2, Math.floor(boundary + scale / 2))
  for (let x = from; x <= to; x++) if ((energy[x] as number) > threshold) return true
  return false
}

/**
 * The strongest edge above `threshold` within half a cell of `boundary` that leaves the next cell (up to
 * `next`) a width the irregular fit allows; -1 when there is none. Ties keep the position nearest the
 * boundary.
 */
function strongestEdge(
  energy: Float64Array,
  threshold: number,
  scale: number,
  boundary: number,
  next: number,
): number {
  let best = -1
  let bestEnergy = threshold
  const from = Math.max(1, Math.ceil(boundary - scale / 2))
  const to = Math.min(energy.length - 2, Math.floor(boundary + scale / 2))
  for (let x = from; x <= to; x++) {
    const width = next - x
    if (width < AUTO_WIDTH[0] * scale || width > AUTO_WIDTH[1] * scale) continue
    const e = energy[x] as number
    if (
      e > bestEnergy ||
      (e === bestEnergy && best >= 0 && Math.abs(x - boundary) < Math.abs(best - boundary))
    ) {
      bestEnergy = e
      best = x
    }
  }
  return best
}

/**
 * The cut cells at the two ends that the grid dropped as slivers, counted again when the edge next to
 * them, placed to a fraction of a pixel, shows that about half a cell lies beyond it (MEASURED_SHARE).
 * Every step before judges a cut cell from a boundary read to the pixel, on a lattice extrapolated over
 * cells of varying width or a fit that rounds: a cell cut to just over half its width then reads as a
 * sliver under VISIBLE_SHARE. Cells under MIN_MEASURED_CELL pixels are left alone: there one pixel is a
 * third of a cell, and no position is precise enough to tell a half from a third.
 */
export function reclaimCutCells(
  gradient: Profile,
  cells: AxisCells,
  length: number,
  maxCount: number,
): AxisCells {
  if (cells.model !== 'flat' || cells.count < 3 || cells.scale < MIN_MEASURED_CELL) return cells
  const energy = boundaryEnergy(gradient, length, cells.scale)
  const edges = atBothEnds(cells.edges, energy, length, (e, en) => reclaimStart(e, en, cells.scale))
  // Like a reclaimed sliver, a judgement call that never makes a grid the editor holds one it cannot.
  if (edges.length === cells.edges.length || (cells.count <= maxCount && edges.length - 1 > maxCount))
    return cells
  return { ...cells, edges, count: edges.length - 1 }
}

/**
 * The edges with a cell added before the first when the grid starts after the image does (it dropped a
 * sliver) and the measured edge at its first boundary leaves MEASURED_SHARE of a cell and MIN_SHOWN
 * pixels before it. The edge must be this boundary's: nearer to it than to the next one.
 */
export function reclaimStart(edges: readonly number[], energy: Float64Array, scale: number): number[] {
  const first = edges[0] as number
  if (first < 0.5 || edges.length < 3) return [...edges]
  const edge = measuredEdge(energy, first, scale)
  if (edge === null || edge < MIN_SHOWN || edge < MEASURED_SHARE * scale) return [...edges]
  if (Math.abs(edge - first) >= Math.abs((edges[1] as number) - edge)) return [...edges]
  return [first - scale, ...edges]
}

/**
 * The position, to a fraction of a pixel, of the strongest edge within a quarter of a cell (and 1.5
 * pixels) of a boundary: the centroid of the energy above the local floor over its peak and the two
 * positions beside it (a box-filtered or blurred edge spreads symmetrically over them). Null when no
 * edge stands clear of the floor there (onEdge).
 */
export function measuredEdge(energy: Float64Array, boundary: number, scale: number): number | null {
  const reach = Math.max(1.5, scale / 4)
  const from = Math.max(1, Math.ceil(boundary - reach))
  const to = Math.min(energy.length - 2, Math.floor(boundary + reach))
  let peak = -1
  let floor = Infinity
  for (let x = from; x <= to; x++) {
    if (peak < 0 || (energy[x] as number) > (energy[peak] as number)) peak = x
    floor = Math.min(floor, energy[x] as number)
  }
  if (peak < 0 || !onEdge(energy, peak, scale)) return null
  let sum = 0
  let moment = 0
  for (let x = peak - 1; x <= peak + 1; x++) {
    const e = Math.max(0, (energy[x] ?? 0) - floor)
    sum += e
    moment += e * x
  }
  return sum > 0 ? moment / sum : null
}
