import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { EmbroiderySource } from './embroidery-source.ts'
import type { PreviewPlanner } from './stitch-preview-client.ts'
import type { StitchPreview, StitchPreviewInput } from './stitch-preview.ts'
import { fakePreview } from './test-previews.ts'
import { useStitchPreview } from './use-stitch-preview.ts'

const SOURCE: EmbroiderySource = {
  uuid: null,
  title: 'Dot',
  pngData: 'data:image/png;base64,AAAA',
  border: false,
  borderColor: '#000000',
  columns: 8,
  rows: 8,
}

/**
 * A planner whose answers the test hands out, in any order, even after a request was cancelled (a result
 * already on its way when the inputs changed): the hook itself must keep stale results off the screen.
 */
function manualPlanner() {
  const calls: {
    input: StitchPreviewInput
    signal: AbortSignal
    resolve(preview: StitchPreview): void
  }[] = []
  const planner: PreviewPlanner = {
    plan: (input, signal) => new Promise((resolve) => calls.push({ input, signal, resolve })),
    dispose: () => undefined,
  }
  return { planner, calls }
}

describe('useStitchPreview', () => {
  it('cancels the request for old inputs and never shows its late result', async () => {
    const { planner, calls } = manualPlanner()
    const { result, rerender } = renderHook(
      ({ stitchSize }: { stitchSize: number }) =>
        useStitchPreview(SOURCE, { stitchSize, scale: 1 }, true, planner),
      { initialProps: { stitchSize: 2 } },
    )
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]!.input).toMatchObject({ pngData: SOURCE.pngData, stitchSize: 2, scale: 1 })
    expect(result.current.status).toBe('loading')

    // The stitch size changes while the first preview is being planned.
    rerender({ stitchSize: 2.5 })
    expect(calls[0]!.signal.aborted).toBe(true)
    await waitFor(() => expect(calls).toHaveLength(2))
    expect(calls[1]!.input.stitchSize).toBe(2.5)

    // The old request answers first, then late again after the new one: neither shows.
    await act(async () => calls[0]!.resolve(fakePreview(111)))
    expect(result.current).toEqual({ status: 'loading', preview: null })
    await act(async () => calls[1]!.resolve(fakePreview(222)))
    expect(result.current).toEqual({ status: 'ready', preview: fakePreview(222) })
    await act(async () => calls[0]!.resolve(fakePreview(111)))
    expect(result.current.preview?.stitchCount).toBe(222)

    // While the next one is planned the last preview stays up, marked as loading.
    rerender({ stitchSize: 1.5 })
    expect(result.current).toEqual({ status: 'loading', preview: fakePreview(222) })
    expect(calls[1]!.signal.aborted).toBe(true)
  })

  it('cancels the pending request when the dialog goes away', async () => {
    const { planner, calls } = manualPlanner()
    const { unmount } = renderHook(() => useStitchPreview(SOURCE, { stitchSize: 2, scale: 1 }, true, planner))
    await waitFor(() => expect(calls).toHaveLength(1))
    unmount()
    expect(calls[0]!.signal.aborted).toBe(true)
  })
})
