import { describe, expect, it, vi } from 'vitest'
import {
  createPreviewPlanner,
  type PreviewWorker,
  type PreviewWorkerRequest,
  type PreviewWorkerResponse,
} from './stitch-preview-client.ts'
import type { StitchPreviewInput } from './stitch-preview.ts'
import { fakePreview } from './test-previews.ts'

const INPUT: StitchPreviewInput = {
  pngData: 'data:image/png;base64,AAAA',
  border: false,
  borderColor: '#000000',
  stitchSize: 2,
  scale: 1,
}

/** A worker that records what it is sent and answers when the test says so. */
class FakeWorker implements PreviewWorker {
  sent: PreviewWorkerRequest[] = []
  terminated = false
  private listeners = new Map<string, ((event: Event) => void)[]>()

  postMessage(message: PreviewWorkerRequest) {
    this.sent.push(message)
  }
  terminate() {
    this.terminated = true
  }
  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }
  answer(response: PreviewWorkerResponse) {
    for (const listener of this.listeners.get('message') ?? []) listener({ data: response } as MessageEvent)
  }
  fail() {
    for (const listener of this.listeners.get('error') ?? []) listener(new Event('error'))
  }
}

describe('the stitch preview planner', () => {
  it('plans in the worker, tells it about cancelled requests and drops their late results', async () => {
    const worker = new FakeWorker()
    const planLocally = vi.fn()
    const planner = createPreviewPlanner({ createWorker: () => worker, planLocally })

    const stale = new AbortController()
    const first = planner.plan(INPUT, stale.signal)
    const second = planner.plan({ ...INPUT, stitchSize: 2.5 }, new AbortController().signal)
    expect(worker.sent).toEqual([
      { type: 'plan', id: 1, input: INPUT },
      { type: 'plan', id: 2, input: { ...INPUT, stitchSize: 2.5 } },
    ])

    stale.abort()
    await expect(first).rejects.toMatchObject({ name: 'AbortError' })
    expect(worker.sent[2]).toEqual({ type: 'cancel', id: 1 })

    // The worker had already started on the first one: its answer arrives, and is ignored.
    worker.answer({ id: 1, ok: true, preview: fakePreview(111) })
    worker.answer({ id: 2, ok: true, preview: fakePreview(222) })
    await expect(second).resolves.toEqual(fakePreview(222))
    expect(planLocally).not.toHaveBeenCalled()
  })

  it('passes on a planning error', async () => {
    const worker = new FakeWorker()
    const planner = createPreviewPlanner({ createWorker: () => worker })
    const request = planner.plan(INPUT, new AbortController().signal)
    worker.answer({ id: 1, ok: false, message: 'The design has no readable image data.' })
    await expect(request).rejects.toThrow('The design has no readable image data.')
  })

  it('plans on the main thread where there are no workers', async () => {
    const planLocally = vi.fn().mockResolvedValue(fakePreview(5))
    const planner = createPreviewPlanner({ createWorker: () => null, planLocally })
    await expect(planner.plan(INPUT, new AbortController().signal)).resolves.toEqual(fakePreview(5))
    expect(planLocally).toHaveBeenCalledWith(INPUT)

    // A request cancelled while it was planned here settles as cancelled, not with the stale preview.
    const controller = new AbortController()
    const request = planner.plan({ ...INPUT, scale: 2 }, controller.signal)
    controller.abort()
    await expect(request).rejects.toMatchObject({ name: 'AbortError' })
  })

  it('falls back to the main thread, with what the worker still owed, when the worker fails', async () => {
    const worker = new FakeWorker()
    const planLocally = vi.fn().mockResolvedValue(fakePreview(7))
    const planner = createPreviewPlanner({ createWorker: () => worker, planLocally })
    const request = planner.plan(INPUT, new AbortController().signal)
    worker.fail()
    await expect(request).resolves.toEqual(fakePreview(7))
    expect(worker.terminated).toBe(true)
    await expect(planner.plan(INPUT, new AbortController().signal)).resolves.toEqual(fakePreview(7))
    expect(worker.sent).toHaveLength(1)
  })
})
