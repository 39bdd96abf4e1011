// How much of an axis's edge energy a set of cell boundaries explains. Every edge of pixel art lies on a
// boundary of its true grid, wherever the sprite's outline and colour regions happen to put it; a grid
// too coarse leaves most of the edge energy inside its cells, however flat those cells look.
import type { Profile } from './edge-profiles.ts'

/**
 * The share of the gradient profile's energy lying near some boundary (in full on it, less the further
 * it is, nothing from `reach` pixels), above the share that edges placed at random would get from
 * boundaries that dense: 1 when every edge sits on a boundary, about 0 when the boundaries ignore the
 * edges. `edges` are boundary positions in pixels, ascending.
 */
export function edgeShare(
  gradient: Profile,
  edges: readonly number[],
  reach: number,
  strongShare = 1,
): number {
  const n = edges.length
  if (n < 2) return 0
  const floor = strongFloor(gradient.values, strongShare)
  let on = 0
  let total = 0
  let k = 0
  gradient.values.forEach((v, i) => {
    if (v <= 0 || v < floor) return
    const x = gradient.first + i
    while (k + 1 < n && (edges[k + 1] as number) <= x) k++
    const before = Math.abs(x - (edges[k] as number))
    const after = k + 1 < n ? Math.abs((edges[k + 1] as number) - x) : Infinity
    on += v * Math.max(0, 1 - Math.min(before, after) / reach)
    total += v
  })
  if (total <= 0) return 0
  // Random edges: the triangle's area over the mean cell (capped: boundaries closer than two reaches
  // catch everything).
  const scale = ((edges[n - 1] as number) - (edges[0] as number)) / (n - 1)
  const chance = Math.min(1, reach / scale)
  if (chance >= 1) return 0
  return (on / total - chance) / (1 - chance)
}

/** The value above which the strongest `share` of the positive values lie (0 for all of them). */
function strongFloor(values: Float64Array, share: number): number {
  if (share >= 1) return 0
  const positive = Array.from(values)
    .filter((v) => v > 0)
    .sort((a, b) => a - b)
  return positive[Math.floor((1 - share) * positive.length)] ?? 0
}

/** The strongest tenth of an axis's edges is what a grid must hold: noise spreads evenly and is left out. */
const STRONG_EDGES = 0.1

/**
 * The reach for comparing grids of these cell sizes: one for all, so that none is favoured (a blurred
 * edge spreads over two or three pixels; a sixth of the smallest cell).
 */
export function sharedReach(...scales: number[]): number {
  return Math.max(1.5, Math.min(...scales) / 6)
}

/** The share of the strongest edges that boundaries hold, above chance (edgeShare). */
export function strongEdgesHeld(gradient: Profile, edges: readonly number[], reach: number): number {
  return edgeShare(gradient, edges, reach, STRONG_EDGES)
}
