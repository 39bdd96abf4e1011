// The cell size measured once for the whole image, and flat runs counted at it. Each step before sizes an
// axis's cells by a lattice's period or by its own fit, both read in whole pixels and each from one axis:
// on cells whose widths vary, that size can be a few per cent off, and a flat run of twenty cells then
// holds a cell too many or too few. Pixel art has square cells (square-cells.ts), so the boundaries of
// both axes that sit on an edge, each placed to a fraction of a pixel, measure one size together, from
// about twice the spans; a flat run between two of them holds as many cells as its length over that size,
// and a flat margin beyond the outermost as many as show by VISIBLE_SHARE.
import { cellsFromEdges, VISIBLE_SHARE, type AxisCells } from './axis-cells.ts'
import type { Profile } from './edge-profiles.ts'
import { measuredEdge, MIN_MEASURED_CELL } from './end-cells.ts'
import { onEdge } from './flat-runs.ts'
import { boundaryEnergy } from './irregular.ts'
import { areSquare } from './square-cells.ts'

/** The size is trusted when the spans between measured boundaries hold at least this many cells. */
const MIN_MEASURED_CELLS = 12
/** Rounds of settling size and span counts together: the size moves less each round. */
const SETTLE_ROUNDS = 6
/**
 * A span counts as a whole number of cells when it is within this share of a cell of one: a boundary
 * read on a blur's shadow or a noise peak leaves spans in between, which say nothing about the size, and
 * a run is recounted when its new count is this clear and the old one is off by more than a half...
 */
const WHOLE = 0.3

/**
 * ...or when the old count is off by at least this many cells: a long flat run of cells whose widths vary
 * measures no whole count (twenty cells whose widths vary ±12 % span 20 ± 0.3 of their mean), and
 * the count an earlier step gave it at its own, coarser size is then further off than the nearest one.
 */
const CLEARLY_OFF = 0.6

/** A boundary's edge is measured within this share of a cell of it (and a pixel). */
const NEAR = 0.2
/** Measured edges closer than this share of a cell are one edge read twice. */
const DISTINCT = 0.5

/** A margin's count is clear when the cells it shows are this share of a cell away from the threshold. */
const CLEAR_OF_SHARE = 0.2
/** Only margins of this many cells (before or after) are recounted: a lone cut cell is the end steps'. */
const MARGIN_CELLS = 2

interface Axis {
  gradient: Profile
  length: number
  cells: AxisCells
}

/**
 * Both axes with each flat run between boundaries on an edge recounted at the size measured on both
 * axes together, when the cells are square and enough of them are measured. Runs whose count is right
 * keep their boundaries. Margins beyond the outermost edges are recounted only where they hold two
 * cells or more: a lone cut cell is left to the steps that judge cut cells.
 */
export function recountAtPooledSize(x: Axis, y: Axis): { x: AxisCells; y: AxisCells } {
  const found = { x: x.cells, y: y.cells }
  if (x.cells.model !== 'flat' || y.cells.model !== 'flat' || !areSquare(x.cells, y.cells)) return found
  // Under MIN_MEASURED_CELL pixels a cell's edges are not placed finely enough to measure its size by.
  if (Math.min(x.cells.scale, y.cells.scale) < MIN_MEASURED_CELL) return found
  const anchored = { x: measuredBoundaries(x), y: measuredBoundaries(y) }
  const size = pooledSize([...spans(anchored.x), ...spans(anchored.y)], (x.cells.scale + y.cells.scale) / 2)
  if (size === null) return found
  return {
    x: recount(x.cells, anchored.x, size, x.length),
    y: recount(y.cells, anchored.y, size, y.length),
  }
}

interface Anchor {
  /** Index of the boundary in the axis's edges. */
  index: number
  /** Where the edge at it lies, to a fraction of a pixel. */
  at: number
  /** False when a neighbouring boundary was measured on the same edge: spans from it are not measured. */
  distinct: boolean
}

/** The inner boundaries that sit on an edge, each with the edge's measured position. */
function measuredBoundaries(axis: Axis): Anchor[] {
  const { edges, scale } = axis.cells
  const energy = boundaryEnergy(axis.gradient, axis.length, scale)
  const out: Omit<Anchor, 'distinct'>[] = []
  for (let i = 1; i + 1 < edges.length; i++) {
    const e = edges[i] as number
    if (e < 1 || e > axis.length - 1 || !onEdge(energy, Math.round(e), scale)) continue
    const at = measuredEdge(energy, e, scale)
    // An edge measured further off is as likely the neighbouring boundary's, on small cells.
    if (at !== null && Math.abs(at - e) <= Math.max(1, NEAR * scale)) out.push({ index: i, at })
  }
  // Two boundaries measured on one edge (a small cell's neighbouring boundary within reach of its peak):
  // neither says where its own edge is.
  const apart = (a: { at: number } | undefined, b: { at: number } | undefined) =>
    !a || !b || Math.abs(b.at - a.at) >= DISTINCT * scale
  return out.map((a, k) => ({ ...a, distinct: apart(out[k - 1], a) && apart(a, out[k + 1]) }))
}

function spans(anchors: readonly Anchor[]): number[] {
  const out: number[] = []
  for (let k = 0; k + 1 < anchors.length; k++) {
    const a = anchors[k] as Anchor
    const b = anchors[k + 1] as Anchor
    if (a.distinct && b.distinct) out.push(b.at - a.at)
  }
  return out
}

/**
 * The size every span agrees on, from a first guess: each span holds a whole number of cells, and the
 * size is the spans' total length over their total count, the two settled together. Null when the spans
 * hold too few cells to say.
 */
export function pooledSize(lengths: readonly number[], first: number): number | null {
  let size = first
  let cells = 0
  for (let round = 0; round < SETTLE_ROUNDS; round++) {
    let total = 0
    cells = 0
    for (const d of lengths) {
      const n = Math.round(d / size)
      if (n < 1 || Math.abs(d / size - n) > WHOLE) continue
      total += d
      cells += n
    }
    if (cells === 0) return null
    size = total / cells
  }
  return cells >= MIN_MEASURED_CELLS ? size : null
}

/** The axis with each run between neighbouring anchors holding round(length / size) cells, and its
 * margins as many as show (recountMargins). */
function recount(cells: AxisCells, anchors: readonly Anchor[], size: number, length: number): AxisCells {
  const { edges } = cells
  if (anchors.length < 2) return cells
  const out = edges.slice(0, (anchors[0] as Anchor).index)
  let changed = false
  for (let k = 0; k + 1 < anchors.length; k++) {
    const a = anchors[k] as Anchor
    const b = anchors[k + 1] as Anchor
    const from = edges[a.index] as number
    const to = edges[b.index] as number
    const measured = (b.at - a.at) / size
    const n = Math.round(measured)
    const had = b.index - a.index
    const clear = Math.abs(measured - n) <= WHOLE || Math.abs(measured - had) >= CLEARLY_OFF
    if (!a.distinct || !b.distinct || n < 1 || !clear || n === had) {
      out.push(...edges.slice(a.index, b.index))
      continue
    }
    changed = true
    for (let j = 0; j < n; j++) out.push(from + ((to - from) * j) / n)
  }
  out.push(...edges.slice((anchors.at(-1) as Anchor).index))
  const withMargins = recountMargins(out, anchors, edges, length, size)
  if (withMargins !== out) return { ...cellsFromEdges(withMargins, cells.model), misfit: cells.misfit }
  return changed ? { ...cellsFromEdges(out, cells.model), misfit: cells.misfit } : cells
}

/** Cells that show in a flat margin `margin` px long, or null when the count is not clear at this size. */
function marginCells(margin: number, size: number): number | null {
  const shown = margin / size - VISIBLE_SHARE
  if (shown < 0) return 0
  const frac = shown - Math.floor(shown)
  if (frac < CLEAR_OF_SHARE || frac > 1 - CLEAR_OF_SHARE) return null
  return Math.floor(shown) + 1
}

/**
 * The margins before the first and after the last anchor recounted at `size` when they hold two or more
 * cells and the count is clear. `edges` are the recounted inner edges; `original` the axis's edges (for
 * the anchors' indices).
 */
function recountMargins(
  edges: number[],
  anchors: readonly Anchor[],
  original: readonly number[],
  length: number,
  size: number,
): number[] {
  const first = anchors[0] as Anchor
  const last = anchors.at(-1) as Anchor
  const firstAt = original[first.index] as number
  const lastAt = original[last.index] as number
  let out = edges
  const before = marginCells(first.at, size)
  const hadBefore = first.index
  if (
    first.distinct &&
    before !== null &&
    before !== hadBefore &&
    Math.max(before, hadBefore) >= MARGIN_CELLS
  ) {
    const i = out.indexOf(firstAt)
    out = [...Array.from({ length: before }, (_, k) => firstAt - (before - k) * size), ...out.slice(i)]
  }
  const after = marginCells(length - last.at, size)
  const hadAfter = original.length - 1 - last.index
  if (last.distinct && after !== null && after !== hadAfter && Math.max(after, hadAfter) >= MARGIN_CELLS) {
    const i = out.lastIndexOf(lastAt)
    out = [...out.slice(0, i + 1), ...Array.from({ length: after }, (_, k) => lastAt + (k + 1) * size)]
  }
  return out
}
