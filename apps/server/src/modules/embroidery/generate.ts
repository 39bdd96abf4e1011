import {
  gridFromRGBA,
  planEmbroidery,
  writeEmbroidery,
  type EmbroideryFormat,
  type PlanStats,
} from '@threadbit/embroidery'
import { decodePNGToRGBA } from '@threadbit/pixelart'

export interface GenerateInput {
  /** The design's PNG data URL, one pixel per cell. */
  pngData: string
  stitchSizeMm: number
  scale: number
  /** Border colour, or null without a border. */
  borderColor: string | null
  format: EmbroideryFormat
  name: string
}

export interface GenerateOutput {
  bytes: Uint8Array
  stats: PlanStats
}

/** Design image -> machine file. CPU-bound: runs in a worker thread (see embroidery-pool.ts). */
export function generateEmbroideryFile(input: GenerateInput): GenerateOutput {
  const base64 = input.pngData.slice(input.pngData.indexOf(',') + 1)
  const image = decodePNGToRGBA(new Uint8Array(Buffer.from(base64, 'base64')))
  const plan = planEmbroidery(gridFromRGBA(image), {
    stitchSizeMm: input.stitchSizeMm,
    scale: input.scale,
    border: input.borderColor ? { color: input.borderColor } : null,
  })
  return { bytes: writeEmbroidery(plan.pattern, input.format, { name: input.name }), stats: plan.stats }
}
