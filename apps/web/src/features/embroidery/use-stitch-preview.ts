import { useEffect, useState } from 'react'
import type { EmbroiderySource } from './embroidery-source.ts'
import { sharedPreviewPlanner, type PreviewPlanner } from './stitch-preview-client.ts'
import type { StitchPreview, StitchPreviewInput } from './stitch-preview.ts'

/** What the modal chooses: everything a preview depends on besides the design. */
export type PreviewOptions = Omit<StitchPreviewInput, 'pngData' | 'border' | 'borderColor'>

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
  options: PreviewOptions | null,
  enabled = true,
  planner: PreviewPlanner = sharedPreviewPlanner(),
): PreviewState {
  const [result, setResult] = useState<Result | null>(null)
  // One string for the options: the effect re-runs when a value changes, not when the object is new.
  const key = options ? JSON.stringify(options) : ''

  useEffect(() => {
    if (!enabled || !source || !key) return
    const controller = new AbortController()
    const chosen = JSON.parse(key) as PreviewOptions
    const timer = setTimeout(() => {
      const { pngData, border, borderColor } = source
      planner.plan({ pngData, border, borderColor, ...chosen }, controller.signal).then(
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
  }, [source, key, enabled, planner])

  const last = result && result.source === source ? result : null
  if (!enabled || !source || !options) return { status: 'idle', preview: last?.preview ?? null }
  if (last && last.key === key) {
    return last.preview ? { status: 'ready', preview: last.preview } : { status: 'error', preview: null }
  }
  return { status: 'loading', preview: last?.preview ?? null }
}
