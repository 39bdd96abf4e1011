/**
 * Sewing-time model for a home embroidery machine. One function so the API, the modal and the production
 * sheet quote the same figure:
 * - stitches at 600 stitches per minute (a typical home machine's top speed is 650–850; it slows down on
 *   long stitches and starts/stops, so 600 is an average);
 * - each colour change: 30 s (the machine stops, the user swaps and threads the spool);
 * - each trim: 8 s (tie-off, cut, move, tie-in);
 * - each jump: 0.2 s of frame travel.
 */
export const MACHINE_STITCHES_PER_MINUTE = 600
export const COLOR_CHANGE_SECONDS = 30
export const TRIM_SECONDS = 8
export const JUMP_SECONDS = 0.2

export interface SewingCounts {
  stitchCount: number
  colorChangeCount: number
  trimCount: number
  jumpCount: number
}

/** Minutes to sew, rounded up to a whole minute. */
export function estimateSewingMinutes(counts: SewingCounts): number {
  const seconds =
    (counts.stitchCount / MACHINE_STITCHES_PER_MINUTE) * 60 +
    counts.colorChangeCount * COLOR_CHANGE_SECONDS +
    counts.trimCount * TRIM_SECONDS +
    counts.jumpCount * JUMP_SECONDS
  return Math.max(1, Math.ceil(seconds / 60))
}
