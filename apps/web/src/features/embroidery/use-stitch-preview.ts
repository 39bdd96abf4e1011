import { useEffect, useState } from 'react'
import type { EmbroiderySource } from './embroidery-source.ts'
import { sharedPreviewPlanner, type PreviewPlanner } from './stitch-preview-client.ts'
import type { StitchPreview } from './stitch-preview.ts'

/** Wait after the last change to the inputs before planning again. */
export const PREVIEW_DEBOUNCE_MS = 250

export type PreviewState =
  | { status: 'idle' | 'loading'; preview: StitchPreview | null }
  | { status: 'ready'; preview: StitchPreview }
  | { status: 'error'; preview: null }

interface Result {
  source: EmbroiderySource
  key: string
  preview: StitchPreview | null
}

/**
 * Plans the stitches for the live preview (debounced), in a Web Worker where there is one. When the inputs
 * change, the request for the old ones is cancelled and its result, should it still arrive, never shows. The
 * last preview stays on screen while the next one is worked out.
 */
export function useStitchPreview(
  source: EmbroiderySource | null,
  options: { stitchSize: number; scale: number } | null,
  enabled = true,
  planner: PreviewPlanner = sharedPreviewPlanner(),
): PreviewState {
  const [result, setResult] = useState<Result | null>(null)
  const stitchSize = options?.stitchSize
  const scale = options?.scale
  const key = `${stitchSize}|${scale}`

  useEffect(() => {
    if (!enabled || !source || stitchSize === undefined || scale === undefined) return
    const controller = new AbortController()
    const key = `${stitchSize}|${scale}`
    const timer = setTimeout(() => {
      const { pngData, border, borderColor } = source
      planner.plan({ pngData, border, borderColor, stitchSize, scale }, controller.signal).then(
        (preview) => {
          if (!controller.signal.aborted) setResult({ source, key, preview })
        },
        () => {
          if (!controller.signal.aborted) setResult({ source, key, preview: null })
        },
      )
    }, PREVIEW_DEBOUNCE_MS)
    return () => {
      controller.abort()
      clearTimeout(timer)
    }
  }, [source, stitchSize, scale, enabled, planner])

  const last = result && result.source === source ? result : null
  if (!enabled || !source || !options) return { status: 'idle', preview: last?.preview ?? null }
  if (last && last.key === key) {
    return last.preview ? { status: 'ready', preview: last.preview } : { status: 'error', preview: null }
  }
  return { status: 'loading', preview: last?.preview ?? null }
}
