/**
 * Plans and draws the modal's stitch preview off the main thread. Requests run one at a time, oldest first;
 * a request cancelled before its turn is skipped (a planning run itself cannot be interrupted, and is short).
 */
import { planStitchPreview } from './stitch-preview.ts'
import type { PreviewWorkerRequest, PreviewWorkerResponse } from './stitch-preview-client.ts'

const queue: Extract<PreviewWorkerRequest, { type: 'plan' }>[] = []
let isScheduled = false

function post(response: PreviewWorkerResponse) {
  // The image's pixels move to the main thread instead of being copied.
  const transfer = response.ok ? [response.preview.image.data.buffer] : []
  self.postMessage(response, { transfer })
}

/** Works through the queue one request per task, so cancellations posted meanwhile are seen in between. */
function runNext() {
  isScheduled = false
  const request = queue.shift()
  if (!request) return
  try {
    post({ id: request.id, ok: true, preview: planStitchPreview(request.input) })
  } catch (error) {
    post({ id: request.id, ok: false, message: error instanceof Error ? error.message : String(error) })
  }
  schedule()
}

function schedule() {
  if (isScheduled || queue.length === 0) return
  isScheduled = true
  setTimeout(runNext, 0)
}

self.addEventListener('message', (event: MessageEvent<PreviewWorkerRequest>) => {
  const request = event.data
  if (request.type === 'cancel') {
    const index = queue.findIndex((queued) => queued.id === request.id)
    if (index >= 0) queue.splice(index, 1)
    return
  }
  queue.push(request)
  schedule()
})
