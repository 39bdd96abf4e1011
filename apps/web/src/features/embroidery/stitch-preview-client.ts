/**
 * Plans stitch previews in a Web Worker (stitch-preview.worker.ts), so a large design never stalls the modal's
 * inputs. A request whose signal is aborted (its inputs changed) settles at once with an AbortError, is dropped
 * from the worker's queue if it has not started, and its late result is ignored. Where there are no workers
 * (jsdom in tests, very old browsers) or the worker fails to start, previews are planned on the main thread.
 */
import type { StitchPreview, StitchPreviewInput } from './stitch-preview.ts'

export type PreviewWorkerRequest =
  { type: 'plan'; id: number; input: StitchPreviewInput } | { type: 'cancel'; id: number }

export type PreviewWorkerResponse =
  { id: number; ok: true; preview: StitchPreview } | { id: number; ok: false; message: string }

export interface PreviewPlanner {
  /** Rejects with an AbortError once `signal` is aborted, whatever the planner is doing. */
  plan(input: StitchPreviewInput, signal: AbortSignal): Promise<StitchPreview>
  dispose(): void
}

/** The parts of a Worker the planner uses (tests hand in a fake). */
export type PreviewWorker = Pick<Worker, 'postMessage' | 'terminate' | 'addEventListener'>

export interface PreviewPlannerOptions {
  /** Starts the worker; null or a throw means "no workers here". */
  createWorker?: () => PreviewWorker | null
  /** The main-thread fallback. */
  planLocally?: (input: StitchPreviewInput) => Promise<StitchPreview>
}

function startWorker(): PreviewWorker | null {
  if (typeof Worker === 'undefined') return null
  return new Worker(new URL('./stitch-preview.worker.ts', import.meta.url), {
    type: 'module',
    name: 'stitch-preview',
  })
}

async function planOnMainThread(input: StitchPreviewInput): Promise<StitchPreview> {
  const { planStitchPreview } = await import('./stitch-preview.ts')
  return planStitchPreview(input)
}

function abortError(): DOMException {
  return new DOMException('The stitch preview is no longer wanted.', 'AbortError')
}

interface Pending {
  resolve(preview: StitchPreview): void
  reject(error: unknown): void
  input: StitchPreviewInput
}

export function createPreviewPlanner(options: PreviewPlannerOptions = {}): PreviewPlanner {
  const createWorker = options.createWorker ?? startWorker
  const planLocally = options.planLocally ?? planOnMainThread
  let worker: PreviewWorker | null | undefined
  let nextId = 1
  const pending = new Map<number, Pending>()

  /** No (working) worker: from now on everything is planned here, including what the worker still owed. */
  function fallBack() {
    worker?.terminate()
    worker = null
    const owed = [...pending.values()]
    pending.clear()
    for (const request of owed) planLocally(request.input).then(request.resolve, request.reject)
  }

  function getWorker(): PreviewWorker | null {
    if (worker !== undefined) return worker
    try {
      worker = createWorker()
    } catch {
      worker = null
    }
    worker?.addEventListener('message', (event) => {
      const response = (event as MessageEvent<PreviewWorkerResponse>).data
      const request = pending.get(response.id)
      // A result nobody waits for any more (the request was cancelled) is dropped.
      if (!request) return
      pending.delete(response.id)
      if (response.ok) request.resolve(response.preview)
      else request.reject(new Error(response.message))
    })
    // The script failed to load or threw: plan on the main thread instead.
    worker?.addEventListener('error', fallBack)
    return worker
  }

  return {
    plan(input, signal) {
      if (signal.aborted) return Promise.reject(abortError())
      return new Promise<StitchPreview>((resolve, reject) => {
        const target = getWorker()
        const id = nextId++
        const onAbort = () => {
          if (pending.delete(id)) target?.postMessage({ type: 'cancel', id } satisfies PreviewWorkerRequest)
          reject(abortError())
        }
        signal.addEventListener('abort', onAbort, { once: true })
        const settle = {
          resolve: (preview: StitchPreview) => {
            signal.removeEventListener('abort', onAbort)
            if (signal.aborted) reject(abortError())
            else resolve(preview)
          },
          reject: (error: unknown) => {
            signal.removeEventListener('abort', onAbort)
            reject(signal.aborted ? abortError() : error)
          },
        }
        if (!target) {
          planLocally(input).then(settle.resolve, settle.reject)
          return
        }
        pending.set(id, { ...settle, input })
        target.postMessage({ type: 'plan', id, input } satisfies PreviewWorkerRequest)
      })
    },
    dispose() {
      worker?.terminate()
      worker = undefined
      for (const request of pending.values()) request.reject(abortError())
      pending.clear()
    },
  }
}

let shared: PreviewPlanner | null = null

/** The app's planner: one worker, started with the first preview and kept for the next. */
export function sharedPreviewPlanner(): PreviewPlanner {
  shared ??= createPreviewPlanner()
  return shared
}
