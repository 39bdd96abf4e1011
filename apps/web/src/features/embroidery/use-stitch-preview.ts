import { useEffect, useState } from 'react'
import type { EmbroiderySource } from './embroidery-source.ts'
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
 * Plans the stitches in the browser (debounced) for the live preview. The planner is a dynamic import:
 * it is fetched the first time the modal shows a preview. The last preview stays on screen while the next
 * one is worked out.
 */
export function useStitchPreview(
  source: EmbroiderySource | null,
  options: { stitchSize: number; scale: number } | null,
  enabled = true,
): PreviewState {
  const [result, setResult] = useState<Result | null>(null)
  const stitchSize = options?.stitchSize
  const scale = options?.scale
  const key = `${stitchSize}|${scale}`

  useEffect(() => {
    if (!enabled || !source || stitchSize === undefined || scale === undefined) return
    let isCurrent = true
    const timer = setTimeout(() => {
      import('./stitch-preview.ts')
        .then(({ planStitchPreview }) => {
          if (!isCurrent) return
          const preview = planStitchPreview(source, { stitchSize, scale })
          if (isCurrent) setResult({ source, key: `${stitchSize}|${scale}`, preview })
        })
        .catch(() => {
          if (isCurrent) setResult({ source, key: `${stitchSize}|${scale}`, preview: null })
        })
    }, PREVIEW_DEBOUNCE_MS)
    return () => {
      isCurrent = false
      clearTimeout(timer)
    }
  }, [source, stitchSize, scale, enabled])

  const last = result && result.source === source ? result : null
  if (!enabled || !source || !options) return { status: 'idle', preview: last?.preview ?? null }
  if (last && last.key === key) {
    return last.preview ? { status: 'ready', preview: last.preview } : { status: 'error', preview: null }
  }
  return { status: 'loading', preview: last?.preview ?? null }
}
