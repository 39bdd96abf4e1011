// JPEG's 8×8 blocks: each block is coded on its own, so its borders (every 8th pixel from the image's
// origin) carry a step of their own on top of the picture's edges. On large noisy images those steps
// are a stronger period than cells of 9–12 px, and lattices of 8 or 4 px won. This removes the blocks'
// share from an edge profile.
import type { Profile } from './edge-profiles.ts'

const BLOCK = 8
/**
 * Fewer blocks than this along the axis (384 px) say nothing reliable about a block pattern: on a small
 * image a sprite's own repeats (brick rows of 24 px, outlines, a scene's tiles) fall into one class of
 * positions by chance. The false block periods are a problem of large (AI-size) images; at 32 blocks two
 * small images of the development splits lost their grid.
 */
const MIN_BLOCKS = 48
/**
 * Down to this many blocks (96 px) the pattern counts when both axes show it at once: a sprite's own
 * repeats rarely fall on the block borders' phase along both axes, while JPEG's blocks always do. On noisy
 * small images the blocks alone made lattices of 4 px fit.
 */
const MIN_BLOCKS_BOTH_AXES = 12
/**
 * A class of positions (x mod 8) holding more than this many times the typical class's energy is a grid
 * aligned with the blocks (cells of 8 or 4 pixels from the origin), not JPEG steps over a picture, whose
 * borders add at most about twice the picture's own edge energy at q70–80.
 */
const MAX_BLOCK_RATIO = 4
/** The block borders (x mod 8 = 0) must stand this far above the typical class: less is chance. */
const MIN_BLOCK_RATIO = 1.25

/** Lattices this close (relative scale, pixels of phase) to the block grid coincide with it. */
const SAME_SCALE = 0.005
const SAME_PHASE = 0.5

/**
 * The profile with each position class's (x mod 8) excess over the median class removed, when the excess
 * looks like JPEG blocks (`blocky`); otherwise the profile itself. Real edges that fall on a block border
 * keep their own energy: only the class's average excess is taken off.
 */
export function withoutBlocks(
  profile: Profile,
  length: number,
  minBlocks = MIN_BLOCKS,
  halfBlockCheck = false,
): { profile: Profile; blocky: boolean } {
  const unchanged = { profile, blocky: false }
  if (length < minBlocks * BLOCK) return unchanged
  const sums = new Float64Array(BLOCK)
  const counts = new Float64Array(BLOCK)
  profile.values.forEach((v, i) => {
    const c = Math.round(profile.first + i) % BLOCK
    sums[c] = (sums[c] as number) + v
    counts[c] = (counts[c] as number) + 1
  })
  const means = Array.from(sums, (s, c) => s / Math.max(1, counts[c] as number))
  const base = [...means].sort((a, b) => a - b)[BLOCK / 2 - 1] as number
  const top = Math.max(...means)
  // No step at the block borders themselves, or a block-aligned grid.
  if (!(base > 0) || (means[0] as number) < MIN_BLOCK_RATIO * base || top > MAX_BLOCK_RATIO * base)
    return unchanged
  // Blocks step at their borders only; cells of 4 px from the origin step halfway between as much (under
  // blur their energy spreads over the neighbouring classes too, and the aligned-grid test above misses
  // them).
  if (halfBlockCheck && (means[0] as number) < MIN_BLOCK_RATIO * (means[BLOCK / 2] as number))
    return unchanged
  const values = profile.values.map((v, i) => {
    const excess = (means[Math.round(profile.first + i) % BLOCK] as number) - base
    return excess > 0 ? Math.max(0, v - excess) : v
  })
  return { profile: { values, first: profile.first, hits: profile.hits }, blocky: true }
}

/** Both axes' profiles without blocks (withoutBlocks): each on its own, or both together on a smaller
 * image when both show the block pattern (MIN_BLOCKS_BOTH_AXES). */
export function withoutBlocksOnBothAxes(
  x: Profile,
  width: number,
  y: Profile,
  height: number,
): { x: ReturnType<typeof withoutBlocks>; y: ReturnType<typeof withoutBlocks> } {
  const own = { x: withoutBlocks(x, width), y: withoutBlocks(y, height) }
  if (own.x.blocky || own.y.blocky) return own
  const both = {
    x: withoutBlocks(x, width, MIN_BLOCKS_BOTH_AXES, true),
    y: withoutBlocks(y, height, MIN_BLOCKS_BOTH_AXES, true),
  }
  return both.x.blocky && both.y.blocky ? both : own
}

/**
 * Whether a lattice coincides with the block grid (cells of 4, 8 or 16 pixels from the origin): on a
 * blocky image its fit is no evidence of cells, since the blocks alone make it fit.
 */
export function onBlockGrid(lattice: { scale: number; phase: number }): boolean {
  return [BLOCK / 2, BLOCK, 2 * BLOCK].some((size) => {
    if (Math.abs(lattice.scale - size) > SAME_SCALE * size) return false
    const d = ((lattice.phase % size) + size) % size
    return Math.min(d, size - d) <= SAME_PHASE
  })
}
