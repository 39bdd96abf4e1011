import {
  EMBROIDERY_SCALE_MAX,
  EMBROIDERY_SCALE_MIN,
  EMBROIDERY_STITCH_SIZE_MAX,
  EMBROIDERY_STITCH_SIZE_MIN,
} from '@threadbit/contracts'

/**
 * How a pixel is filled:
 * - `satin-blocks` (default, the pixel look): one small satin block per pixel, stitch direction alternating
 *   like a chessboard; blocks of 3 mm and more get an edge-walk underlay;
 * - `tatami` (the lighter fill): tatami rows with a centre-walk underlay across horizontal runs of 3 pixels or
 *   more, satin blocks only for runs 1–2 pixels wide (too short for rows); about half the stitches of
 *   `satin-blocks` on areas.
 */
export type FillMethod = 'satin-blocks' | 'tatami'
export const FILL_METHODS: readonly FillMethod[] = ['satin-blocks', 'tatami']

export interface PlanOptions {
  /** Pixel side before scaling, within the product's stitch-size limits (contracts). */
  stitchSizeMm: number
  /** 1 or 2. */
  scale: number
  /** Satin column around the design's outline, in this colour. */
  border?: { color: string; widthMm?: number } | null
  method?: FillMethod
  /** Largest distance between tatami rows. */
  rowSpacingMm?: number
  /** Satin blocks: distance between successive stitches along a block (a rail gets a point every twice this). */
  satinSpacingMm?: number
  /** Longest fill stitch. */
  maxStitchMm?: number
  /** How far the thread's edge lies past the design's outer edges (against the fabric); none against other colours. */
  pullCompensationMm?: number
  /** Underlay under tatami rows; on by default. */
  underlay?: boolean
}

export const PLAN_DEFAULTS = {
  method: 'satin-blocks' as FillMethod,
  rowSpacingMm: 0.4,
  satinSpacingMm: 0.2,
  maxStitchMm: 3.5,
  pullCompensationMm: 0.1,
  /** How far a thread's edge lies past an edge where two colours meet (each side: 0.2 mm overlap in all). */
  colorOverlapMm: 0.1,
  borderWidthMm: 2,
  /** The border's inner needle points lie this far inside the design's outline, over the fill. */
  borderOverlapMm: 0.4,
  /** Running stitches that travel inside a region, hidden under later colours, or walk under the border. */
  travelStitchMm: 2,
  /** Lock stitches: back and forth over this length. */
  lockMm: 0.7,
  /** No stitch shorter than this outside lock stitches: shorter ones break thread and make bird-nests. */
  minStitchMm: 0.3,
  /** Tatami needle points nearer than this to a row end are dropped. */
  rowEndGapMm: 0.5,
  underlayStepMm: 1.5,
  underlayInsetMm: 0.3,
  /** Satin blocks this large (scale 2) get an edge-walk underlay. */
  satinUnderlayFromMm: 3,
  /** Runs up to this many pixels wide are satin blocks in the `tatami` method. */
  tatamiSatinMaxRun: 2,
} as const

export function validatePlanOptions(options: PlanOptions): void {
  const { stitchSizeMm, scale } = options
  if (!(stitchSizeMm >= EMBROIDERY_STITCH_SIZE_MIN && stitchSizeMm <= EMBROIDERY_STITCH_SIZE_MAX))
    throw new RangeError(
      `stitchSizeMm must be between ${EMBROIDERY_STITCH_SIZE_MIN} and ${EMBROIDERY_STITCH_SIZE_MAX}`,
    )
  if (!Number.isInteger(scale) || scale < EMBROIDERY_SCALE_MIN || scale > EMBROIDERY_SCALE_MAX)
    throw new RangeError(
      `scale must be an integer between ${EMBROIDERY_SCALE_MIN} and ${EMBROIDERY_SCALE_MAX}`,
    )
  if (options.method !== undefined && !FILL_METHODS.includes(options.method))
    throw new RangeError(`method must be one of ${FILL_METHODS.join(', ')}`)
}
