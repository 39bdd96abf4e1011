export type { Command, CommandKind, FormatLimits, StitchPattern, Thread } from './types.ts'
export { UNITS_PER_MM } from './types.ts'
export { gridFromRGBA, findRegions, type PixelGrid } from './grid.ts'
export { planEmbroidery, countCommands, type EmbroideryPlan, type PlanStats } from './plan.ts'
export {
  validatePlanOptions,
  PLAN_DEFAULTS,
  FILL_METHODS,
  type FillMethod,
  type PlanOptions,
} from './plan-options.ts'
export { normalizeCommands, commandBounds, stitchBounds } from './normalize.ts'
export { PEC_THREADS, JEF_THREADS, assignPaletteIndices, threadFromHex } from './threads.ts'
export { deltaE2000 } from './color.ts'
export {
  THREAD_CHARTS,
  DEFAULT_THREAD_CHART,
  threadChartById,
  matchThreads,
  type ChartThread,
  type ThreadChart,
  type ThreadMatch,
} from './thread-charts.ts'
export {
  MACHINES,
  machineById,
  defaultMachine,
  hoopById,
  hoopFits,
  chooseHoop,
  UNVERIFIED_HOOP_NOTE,
  HoopError,
  type Hoop,
  type Machine,
} from './hoops.ts'
export {
  estimateSewingMinutes,
  MACHINE_STITCHES_PER_MINUTE,
  COLOR_CHANGE_SECONDS,
  TRIM_SECONDS,
  JUMP_SECONDS,
  type SewingCounts,
} from './estimate.ts'
export {
  productionSheet,
  stitchedSizeMm,
  stitchesPerBlock,
  type ProductionSheet,
  type ProductionSheetOptions,
  type SheetColor,
} from './production-sheet.ts'
export { PEC_LIMITS, PEC_THUMBNAIL_WIDTH, PEC_THUMBNAIL_HEIGHT, readPecSection } from './pec.ts'
export { PES_LIMITS, PES_SIGNATURE, writePes, readPes, preparePes, type PesFile } from './pes.ts'
export { DST_LIMITS, writeDst, readDst, prepareDst, type DstFile } from './dst.ts'
export { JEF_LIMITS, JEF_TRIM_JUMPS, writeJef, readJef, prepareJef, type JefFile } from './jef.ts'
export { EXP_LIMITS, writeExp, readExp, prepareExp } from './exp.ts'
export { VP3_LIMITS, writeVp3, readVp3, prepareVp3, type Vp3File } from './vp3.ts'
export { XXX_LIMITS, writeXxx, readXxx, prepareXxx, type XxxFile } from './xxx.ts'
export { renderPattern, rasterizeStitches, type RenderOptions } from './render.ts'
export { measureQuality, type PlanQuality, type ColorQuality } from './quality.ts'
export { FormatError } from './bytes.ts'
export {
  EMBROIDERY_FORMATS,
  writeEmbroidery,
  type EmbroideryFormat,
  type EmbroideryWriteOptions,
} from './formats.ts'
