/**
 * The modal's live preview: plans the stitches in the browser with the same package the server uses and
 * draws them. Loaded on demand (dynamic import), so the editor's first load does not carry the planner.
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
import type { EmbroiderySource } from './embroidery-source.ts'

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

/** Longest side of the preview image in pixels. */
const PREVIEW_SIDE_PX = 640

const gridCache = new WeakMap<EmbroiderySource, PixelGrid>()

function gridOf(source: EmbroiderySource): PixelGrid {
  let grid = gridCache.get(source)
  if (!grid) {
    const bytes = dataUrlToBytes(source.pngData)
    if (!bytes) throw new TypeError('The design has no readable image data.')
    grid = gridFromRGBA(decodePNGToRGBA(bytes))
    gridCache.set(source, grid)
  }
  return grid
}

export function planStitchPreview(
  source: EmbroiderySource,
  options: { stitchSize: number; scale: number },
): StitchPreview {
  const grid = gridOf(source)
  const plan = planEmbroidery(grid, {
    stitchSizeMm: options.stitchSize,
    scale: options.scale,
    border: source.border ? { color: source.borderColor } : null,
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
