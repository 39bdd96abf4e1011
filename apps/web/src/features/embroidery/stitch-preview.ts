/**
 * The modal's live preview: plans the stitches in the browser with the same package the server uses and
 * draws them. Runs in a Web Worker (stitch-preview.worker.ts) or, without workers, on the main thread; loaded
 * on demand either way, so the editor's first load does not carry the planner.
 */
import {
  chooseHoop,
  defaultMachine,
  estimateSewingMinutes,
  gridFromRGBA,
  HoopError,
  machineById,
  matchThreads,
  planEmbroidery,
  renderPattern,
  stitchedSizeMm,
  stitchesPerBlock,
  threadChartById,
  DEFAULT_THREAD_CHART,
  type EmbroideryFormat,
  type FillMethod,
  type Hoop,
  type PixelGrid,
  type ThreadChart,
  type ThreadMatch,
} from '@threadbit/embroidery'
import { decodePNGToRGBA, type RGBAImage } from '@threadbit/pixelart'
import { dataUrlToBytes } from '../designs/data-url.ts'

export interface PreviewThread {
  /** The design colour. */
  hex: string
  /** The chart's nearest spool (CIEDE2000) and how far it is. */
  code: string
  name: string
  brand: string
  spoolHex: string
  deltaE: number
  stitches: number
  isBorder: boolean
}

export interface MethodFigures {
  stitchCount: number
  estimatedMinutes: number
}

export interface StitchPreview {
  image: RGBAImage
  stitchCount: number
  colorCount: number
  trimCount: number
  /** Stitched extents, mm. */
  widthMm: number
  heightMm: number
  format: EmbroideryFormat
  /** The hoop it is sewn in, or null with the reason when none fits. */
  hoop: Hoop | null
  hoopError: string | null
  estimatedMinutes: number
  threads: PreviewThread[]
  /** Stitch count and time of each fill method, to choose between them. */
  methods: Record<FillMethod, MethodFigures>
}

/** What a preview is planned from: plain data, so that it can be posted to a worker. */
export interface StitchPreviewInput {
  /** The design's PNG data URL, one pixel per cell. */
  pngData: string
  border: boolean
  borderColor: string
  stitchSize: number
  scale: number
  /** Machine id; default Brother. */
  machine?: string
  /** Hoop id; empty or missing for the smallest that fits. */
  hoop?: string
  threadChart?: string
  method?: FillMethod
}

/** Longest side of the preview image in pixels. */
const PREVIEW_SIDE_PX = 640

/** The last design's grid: changing the stitch size or scale does not decode the PNG again. */
let lastGrid: { pngData: string; grid: PixelGrid } | null = null

function gridOf(pngData: string): PixelGrid {
  if (lastGrid?.pngData !== pngData) {
    const bytes = dataUrlToBytes(pngData)
    if (!bytes) throw new TypeError('The design has no readable image data.')
    lastGrid = { pngData, grid: gridFromRGBA(decodePNGToRGBA(bytes)) }
  }
  return lastGrid.grid
}

const FILL_METHODS: readonly FillMethod[] = ['satin-blocks', 'tatami']

export function planStitchPreview(input: StitchPreviewInput): StitchPreview {
  const grid = gridOf(input.pngData)
  const planWith = (method: FillMethod) =>
    planEmbroidery(grid, {
      stitchSizeMm: input.stitchSize,
      scale: input.scale,
      border: input.border ? { color: input.borderColor } : null,
      method,
    })
  const method = input.method ?? 'satin-blocks'
  const plan = planWith(method)
  const methods = {} as Record<FillMethod, MethodFigures>
  for (const m of FILL_METHODS) {
    const stats = m === method ? plan.stats : planWith(m).stats
    methods[m] = { stitchCount: stats.stitchCount, estimatedMinutes: estimateSewingMinutes(stats) }
  }
  const machine = (input.machine && machineById(input.machine)) || defaultMachine('pes')
  const chart =
    threadChartById(input.threadChart ?? DEFAULT_THREAD_CHART) ??
    (threadChartById(DEFAULT_THREAD_CHART) as ThreadChart)
  const { widthMm, heightMm } = stitchedSizeMm(plan.pattern)
  let hoop: Hoop | null = null
  let hoopError: string | null = null
  try {
    hoop = chooseHoop(machine, widthMm, heightMm, input.hoop || null)
  } catch (error) {
    if (!(error instanceof HoopError)) throw error
    hoopError = error.message
  }
  const pxPerMm = Math.min(8, PREVIEW_SIDE_PX / Math.max(widthMm + 2, heightMm + 2, 1))
  const image = renderPattern(plan.pattern, { pxPerMm, marginMm: 1 })
  const matches = matchThreads(plan.pattern.threads, chart)
  const perBlock = stitchesPerBlock(plan.pattern)
  return {
    image,
    stitchCount: plan.stats.stitchCount,
    colorCount: plan.stats.colorCount,
    trimCount: plan.stats.trimCount,
    widthMm,
    heightMm,
    format: machine.format,
    hoop,
    hoopError,
    estimatedMinutes: methods[method].estimatedMinutes,
    methods,
    threads: plan.pattern.threads.map((thread, i) => {
      const match = matches[i] as ThreadMatch
      return {
        hex: thread.hex,
        code: match.code,
        name: match.name,
        brand: match.brand,
        spoolHex: match.hex,
        deltaE: match.deltaE,
        stitches: perBlock[i] ?? 0,
        isBorder: plan.borderBlock === i,
      }
    }),
  }
}
