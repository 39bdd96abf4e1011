export type { Command, CommandKind, FormatLimits, StitchPattern, Thread } from './types.ts'
export { UNITS_PER_MM } from './types.ts'
export { gridFromRGBA, findRegions, type PixelGrid } from './grid.ts'
export {
  planEmbroidery,
  validatePlanOptions,
  countCommands,
  PLAN_DEFAULTS,
  STITCH_SIZE_MIN_MM,
  STITCH_SIZE_MAX_MM,
  SCALE_MIN,
  SCALE_MAX,
  type EmbroideryPlan,
  type FillMethod,
  type PlanOptions,
  type PlanStats,
} from './plan.ts'
export { normalizeCommands, commandBounds, stitchBounds } from './normalize.ts'
export { PEC_THREADS, JEF_THREADS, assignPaletteIndices, colorDistance, threadFromHex } from './threads.ts'
export { PEC_LIMITS, PEC_THUMBNAIL_WIDTH, PEC_THUMBNAIL_HEIGHT, readPecSection } from './pec.ts'
export { PES_LIMITS, PES_SIGNATURE, writePes, readPes, preparePes, type PesFile } from './pes.ts'
export { DST_LIMITS, writeDst, readDst, prepareDst, type DstFile } from './dst.ts'
export { JEF_LIMITS, JEF_TRIM_JUMPS, writeJef, readJef, prepareJef, type JefFile } from './jef.ts'
export { renderPattern, rasterizeStitches, type RenderOptions } from './render.ts'
export { measureQuality, type PlanQuality, type ColorQuality } from './quality.ts'
export { FormatError } from './bytes.ts'
export { EMBROIDERY_FORMATS, writeEmbroidery, type EmbroideryFormat } from './formats.ts'
