// The cells found along one axis (edges, mean size, cell model) and the thresholds the lattice search and
// the irregular fits share.
import type { CellModel } from './lattice-misfit.ts'
import type { AxisLattice } from './spectrum.ts'

/** Smallest cell size looked for; below it a lattice cannot be told from ordinary detail. */
export const MIN_SCALE = 1.4
/** A lattice must fit at least this much better than itself shifted by half a cell. */
export const MAX_SHIFT_RATIO = 0.7
export const REDRAW_SLACK = 0.02
/**
 * A cell cut by the image edge counts when at least this share of a cell's width shows. Less than half:
 * cells vary in width, so a cell cut to just over half of its own width may show under half of its
 * neighbour's (or of the mean) width. (0.3 gained on the wide bench, whose cut cells all show 55–80 %,
 * but dropped cells showing 30–38 % in the older bench's crops: the threshold sits between the two.)
 */
export const VISIBLE_SHARE = 0.42

/**
 * The cells along one axis: `count` cells whose edges are `edges` (count + 1 positions; the first may be
 * negative and the last beyond the image when cells are cut), `scale` pixels on average.
 */
export interface AxisCells {
  edges: number[]
  scale: number
  count: number
  /** Flat cells are sampled over their middle; the ramps of a smooth upscale only near the centre. */
  model: CellModel
  misfit: number
}

export interface ScoredLattice extends AxisLattice {
  misfit: number
  model: CellModel
}

/** Cells along an axis of `length` pixels; a cell cut by the image edge counts if enough of it shows. */
export function axisCells(lattice: ScoredLattice, length: number): AxisCells {
  const { scale, phase } = lattice
  const start = phase >= VISIBLE_SHARE * scale ? phase - scale : phase
  const count = Math.max(1, Math.floor((length - start) / scale - VISIBLE_SHARE) + 1)
  const edges = Array.from({ length: count + 1 }, (_, k) => start + k * scale)
  return { edges, scale, count, model: lattice.model, misfit: lattice.misfit }
}

/** How close (pixels) two boundaries of cells about `scale` wide are the same boundary: a third of a cell,
 * at least a pixel and a half (a boundary is read to within a pixel or so). */
export function sameBoundaryReach(scale: number): number {
  return Math.max(1.5, (1 / 3) * scale)
}

export function cellsFromEdges(edges: number[], model: CellModel): AxisCells {
  const count = edges.length - 1
  const scale = ((edges[count] as number) - (edges[0] as number)) / count
  return { edges, scale, count, model, misfit: 0 }
}

export function nativeAxis(length: number): AxisCells {
  return cellsFromEdges(
    Array.from({ length: length + 1 }, (_, k) => k),
    'flat',
  )
}

/**
 * A grid read as a smooth upscale's ramps on one axis and as flat cells on the other. An image is resized
 * one way on both axes, so on a noisy image, where blurred cell borders pass for ramps, the flat reading
 * is the one every later step should judge; the ramps are kept only for where a cell's colour is sampled.
 * A clean image's ramps are real (a bilinear upscale) and keep their reading. Null when nothing changes.
 */
export function oneWayOnBothAxes(
  x: AxisCells,
  y: AxisCells,
  noisy: boolean,
): { x: AxisCells; y: AxisCells; rampsX: boolean; rampsY: boolean } | null {
  if (!noisy || x.model === y.model) return null
  return {
    x: { ...x, model: 'flat' },
    y: { ...y, model: 'flat' },
    rampsX: x.model === 'linear',
    rampsY: y.model === 'linear',
  }
}
