// Cell counts in flat runs. Where no edge says where a boundary is, an irregular fit spaces its
// boundaries by the width penalty alone, on whole pixels: a run of cells 5.6 px wide becomes a run of
// 6 px cells, one cell short every sixteen cells or so. A flat run between two edges holds as many cells
// as its length over the cell size, and a flat margin as many as show by VISIBLE_SHARE, with the cell
// size measured where edges bound the cells: first on the short spans, then on all spans, counts and size
// settled together.
import { VISIBLE_SHARE } from './axis-cells.ts'

/** Spans between neighbouring edges of at most this many cells measure the cell size... */
const SHORT_SPAN = 2
/** ...when they hold at least this many cells; otherwise the expected size stands. */
const MIN_MEASURED = 4
/** Rounds of settling: the size moves less each round, and a few settle it. */
const SETTLE_ROUNDS = 4
/** A boundary sits on an edge when the energy there stands this many times above the lowest energy
 * within half a cell (the local floor of noise, grain and blur)... */
const PROMINENCE = 2
/** ...plus this much (energies are scaled so that a typical boundary carries 1): on clean art the
 * floor is 0 and any change is an edge. */
const MIN_ENERGY = 0.02

/**
 * The fitted edges (the first 0 and the last the axis length, as `fitIrregularAxis` gives them) with each
 * flat run whose cell count is off re-laid as evenly spaced cells: runs between neighbouring boundaries
 * that sit on an edge, and the margins beyond the outermost ones. Runs whose count is right keep the
 * fitted boundaries: they may follow edges too faint to count as one here. Counts are taken at `size`
 * when the caller knows it better (the other axis's cells), otherwise at the size measured here.
 */
export function respaceFlatRuns(
  edges: readonly number[],
  energy: Float64Array,
  scale: number,
  size?: number,
): number[] {
  const length = edges.at(-1) as number
  const anchors = edgeAnchors(edges, energy, scale)
  if (anchors.length < 2) return [...edges]
  const at = (k: number) => edges[anchors[k] as number] as number
  const anchored = anchors.map((_, k) => at(k))
  const runSize = size ?? settledSize(anchored, measuredSize(anchored, scale))
  const shows = (margin: number) =>
    margin >= VISIBLE_SHARE * runSize ? Math.floor(margin / runSize - VISIBLE_SHARE) + 1 : 0
  const out: number[] = []
  const firstIndex = anchors[0] as number
  const first = at(0)
  const before = shows(first)
  if (before === firstIndex) out.push(...edges.slice(0, firstIndex))
  else {
    if (before > 0) out.push(0)
    for (let k = before - 1; k >= 1; k--) out.push(first - k * runSize)
  }
  for (let k = 0; k + 1 < anchors.length; k++) {
    const a = at(k)
    const b = at(k + 1)
    const n = Math.max(1, Math.round((b - a) / runSize))
    if (n === (anchors[k + 1] as number) - (anchors[k] as number)) {
      out.push(...edges.slice(anchors[k], anchors[k + 1]))
      continue
    }
    for (let j = 0; j < n; j++) out.push(a + ((b - a) * j) / n)
  }
  const lastIndex = anchors.at(-1) as number
  const last = at(anchors.length - 1)
  out.push(last)
  const after = shows(length - last)
  if (after === edges.length - 1 - lastIndex) out.push(...edges.slice(lastIndex + 1))
  else {
    for (let k = 1; k < after; k++) out.push(last + k * runSize)
    if (after > 0) out.push(length)
  }
  return out
}

/** The indices of the inner edges that sit on an edge of the image (onEdge), in order. */
export function edgeAnchors(edges: readonly number[], energy: Float64Array, scale: number): number[] {
  const anchors: number[] = []
  for (let i = 1; i + 1 < edges.length; i++) {
    if (onEdge(energy, Math.round(edges[i] as number), scale)) anchors.push(i)
  }
  return anchors
}

/** Whether a boundary at x (read within a pixel) stands above the energy floor within half a cell. */
export function onEdge(energy: Float64Array, x: number, scale: number): boolean {
  const peak = Math.max(energy[x - 1] ?? 0, energy[x] ?? 0, energy[x + 1] ?? 0)
  const reach = Math.max(2, Math.round(scale / 2))
  let floor = Infinity
  for (let j = Math.max(1, x - reach); j <= Math.min(energy.length - 2, x + reach); j++) {
    floor = Math.min(floor, energy[j] as number)
  }
  return peak > PROMINENCE * floor + MIN_ENERGY
}

/** The mean width of cells in short spans between edges, or `scale` when too few show. */
function measuredSize(anchors: readonly number[], scale: number): number {
  let span = 0
  let cells = 0
  for (let k = 0; k + 1 < anchors.length; k++) {
    const d = (anchors[k + 1] as number) - (anchors[k] as number)
    const n = Math.round(d / scale)
    if (n >= 1 && n <= SHORT_SPAN) {
      span += d
      cells += n
    }
  }
  return cells >= MIN_MEASURED ? span / cells : scale
}

/**
 * The cell size all spans between edges agree on, from a first measure: each span holds a whole number
 * of cells, and the size is their total length over their total count, counts and size settled together.
 * Widths vary cell by cell, so the cells of spans of three or more (and of a long run itself) say as much
 * about the mean as those of short spans; short spans alone that happen to be wide miscount a long run.
 */
function settledSize(anchors: readonly number[], first: number): number {
  let size = first
  for (let round = 0; round < SETTLE_ROUNDS; round++) {
    let span = 0
    let cells = 0
    for (let k = 0; k + 1 < anchors.length; k++) {
      const d = (anchors[k + 1] as number) - (anchors[k] as number)
      span += d
      cells += Math.max(1, Math.round(d / size))
    }
    const next = span / cells
    if (next === size) break
    size = next
  }
  return size
}
