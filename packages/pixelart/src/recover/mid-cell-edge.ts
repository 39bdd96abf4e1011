// Whether a lattice leaves a strong edge inside its cells. Every edge of pixel art lies on a boundary of its
// true grid; a lattice of cells twice too long on one axis (2:1 diamond steps, bricks whose mortar
// alternates between odd and even columns) fits nearly every edge and redraws nearly every line, so its
// misfit and the finer cells' contrast say little. A coarse lattice on large flat panels puts its
// boundaries on their one-cell outlines and misses the outlines' other side, a fine cell in. One edge as
// strong as the ones it does hold, half a fine cell or more from its boundaries (and a quarter of a coarse
// cell at most) and on a boundary of the finer lattice, says the cells are split.
import type { Profile } from './edge-profiles.ts'
import { sharedReach } from './edge-share.ts'
import { smoothed } from './period.ts'

interface Lattice {
  scale: number
  phase: number
}

/** A mid-cell edge counts when it reaches this share of the median edge on the coarse boundaries... */
const STRONG_SHARE = 0.5
/** ...and lies at least this share of a coarse cell from its nearest boundary, or this share of a fine one. */
const MID_SHARE = 0.25
const FINE_SHARE = 0.5
/** Fewer edges than this on the coarse boundaries give no level to compare with. */
const MIN_HELD = 2

export function midCellEdge(gradient: Profile, coarse: Lattice, fine: Lattice): boolean {
  const values = smoothed(gradient.values)
  const reach = sharedReach(fine.scale)
  const away = Math.min(MID_SHARE * coarse.scale, FINE_SHARE * fine.scale)
  const held: number[] = []
  const inside: number[] = []
  for (let i = 1; i + 1 < values.length; i++) {
    const v = values[i] as number
    if (!(v > 0 && v >= (values[i - 1] as number) && v > (values[i + 1] as number))) continue
    const x = gradient.first + i
    const toCoarse = distance(x, coarse)
    if (toCoarse <= reach) held.push(v)
    else if (toCoarse >= away && distance(x, fine) <= reach) inside.push(v)
  }
  if (held.length < MIN_HELD || inside.length === 0) return false
  held.sort((a, b) => a - b)
  const level = held[Math.floor(held.length / 2)] as number
  return inside.some((v) => v >= STRONG_SHARE * level)
}

/** Distance from x to the nearest boundary of the lattice. */
function distance(x: number, lattice: Lattice): number {
  const t = (((x - lattice.phase) % lattice.scale) + lattice.scale) % lattice.scale
  return Math.min(t, lattice.scale - t)
}
