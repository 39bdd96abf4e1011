import {
  gridFromRGBA,
  planEmbroidery,
  productionSheet,
  renderPattern,
  writeEmbroidery,
  type EmbroideryFormat,
  type FillMethod,
  type PlanStats,
  type ProductionSheet,
} from '@threadbit/embroidery'
import { decodePNGToRGBA, encodeRGBAToPNG } from '@threadbit/pixelart'

export interface GenerateInput {
  /** The design's PNG data URL, one pixel per cell. */
  pngData: string
  stitchSizeMm: number
  scale: number
  /** Border colour, or null without a border. */
  borderColor: string | null
  format: EmbroideryFormat
  name: string
  machine?: string | null
  hoop?: string | null
  threadChart?: string | null
  method?: FillMethod
  /** Also render the realistic stitch preview (PNG) for the production sheet. */
  preview?: boolean
}

export interface GenerateOutput {
  bytes: Uint8Array
  stats: PlanStats
  /** The thread colours (#rrggbb) in sewing order. */
  threads: string[]
  sheet: ProductionSheet
  previewPng?: Uint8Array
}

/** Preview resolution on the sheet: sharp when printed at the sheet's size, small enough to embed. */
const SHEET_PREVIEW_MAX_PX = 900

/**
 * Design image -> machine file and its production-sheet data. CPU-bound: runs in a worker thread (see
 * embroidery-pool.ts). A design that fits no hoop throws a HoopError (the pool keeps its name).
 */
export function generateEmbroideryFile(input: GenerateInput): GenerateOutput {
  const base64 = input.pngData.slice(input.pngData.indexOf(',') + 1)
  const image = decodePNGToRGBA(new Uint8Array(Buffer.from(base64, 'base64')))
  const plan = planEmbroidery(gridFromRGBA(image), {
    stitchSizeMm: input.stitchSizeMm,
    scale: input.scale,
    border: input.borderColor ? { color: input.borderColor } : null,
    ...(input.method ? { method: input.method } : {}),
  })
  const sheet = productionSheet(plan, {
    title: input.name,
    format: input.format,
    machine: input.machine ?? null,
    hoop: input.hoop ?? null,
    threadChart: input.threadChart ?? null,
  })
  const bytes = writeEmbroidery(plan.pattern, input.format, {
    name: input.name,
    hoop: sheet.hoop,
    threads: sheet.colors.map((c) => c.thread),
  })
  const output: GenerateOutput = {
    bytes,
    stats: plan.stats,
    threads: plan.pattern.threads.map((t) => t.hex),
    sheet,
  }
  if (input.preview) {
    const pxPerMm = Math.min(8, SHEET_PREVIEW_MAX_PX / Math.max(sheet.widthMm + 2, sheet.heightMm + 2, 1))
    output.previewPng = encodeRGBAToPNG(
      renderPattern(plan.pattern, { pxPerMm, marginMm: 1, background: [255, 255, 255, 255] }),
    )
  }
  return output
}
