/**
 * The modal's live preview: plans the stitches in the browser with the same package the server uses and
 * draws them. Runs in a Web Worker (stitch-preview.worker.ts) or, without workers, on the main thread; loaded
 * on demand either way, so the editor's first load does not carry the planner.
 */
import {
  PEC_THREADS,
  assignPaletteIndices,
  gridFromRGBA,
  planEmbroidery,
  renderPattern,
  type PixelGrid,
} from '@threadbit/embroidery'
import { decodePNGToRGBA, type RGBAImage } from '@threadbit/pixelart'
import { dataUrlToBytes } from '../designs/design-codec.ts'

export interface PreviewThread {
  hex: string
  /** Nearest Brother thread (what the PEC block names for older machines). */
  brotherName: string
  isBorder: boolean
}

export interface StitchPreview {
  image: RGBAImage
  stitchCount: number
  colorCount: number
  widthMm: number
  heightMm: number
  threads: PreviewThread[]
}

/** What a preview is planned from: plain data, so that it can be posted to a worker. */
export interface StitchPreviewInput {
  /** The design's PNG data URL, one pixel per cell. */
  pngData: string
  border: boolean
  borderColor: string
  stitchSize: number
  scale: number
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

export function planStitchPreview(input: StitchPreviewInput): StitchPreview {
  const grid = gridOf(input.pngData)
  const plan = planEmbroidery(grid, {
    stitchSizeMm: input.stitchSize,
    scale: input.scale,
    border: input.border ? { color: input.borderColor } : null,
  })
  const { widthMm, heightMm } = plan.stats
  const pxPerMm = Math.min(8, PREVIEW_SIDE_PX / Math.max(widthMm + 2, heightMm + 2, 1))
  const image = renderPattern(plan.pattern, { pxPerMm, marginMm: 1 })
  const brother = assignPaletteIndices(
    plan.pattern.threads,
    PEC_THREADS.map((t) => t.hex),
  )
  const threads = plan.pattern.threads.map((thread, i) => ({
    hex: thread.hex,
    brotherName: PEC_THREADS[(brother[i] ?? 1) - 1]?.name ?? 'Custom',
    isBorder: plan.borderBlock === i,
  }))
  return {
    image,
    stitchCount: plan.stats.stitchCount,
    colorCount: plan.stats.colorCount,
    widthMm,
    heightMm,
    threads,
  }
}
