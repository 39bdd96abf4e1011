import { createRequire } from 'node:module'
import { availableParallelism } from 'node:os'
import { pathToFileURL } from 'node:url'
import { threadId as mainThreadId, Worker } from 'node:worker_threads'
import { generateEmbroideryFile, type GenerateInput, type GenerateOutput } from './generate.ts'

export interface GenerateResult extends GenerateOutput {
  /** Thread that generated the file (the main thread's id only when the pool fell back to running inline). */
  threadId: number
}

export interface EmbroideryRunner {
  run(input: GenerateInput): Promise<GenerateResult>
  close(): Promise<void>
}

interface Job {
  id: number
  input: GenerateInput
  resolve: (result: GenerateResult) => void
  reject: (error: Error) => void
}

interface Slot {
  worker: Worker
  job: Job | null
}

const WORKER_URL = new URL('./embroidery.worker.ts', import.meta.url)
/**
 * Workers start from this bootstrap, which loads the TypeScript entry through tsx's API: the same under `tsx`
 * in production and under Vitest (whose loader workers do not inherit).
 */
// require.resolve finds the CommonJS build of tsx's API; the worker imports its ES module twin beside it.
const TSX_API = pathToFileURL(
  createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs'),
).href
const BOOTSTRAP = `import(${JSON.stringify(TSX_API)}).then(({ tsImport }) => tsImport(${JSON.stringify(WORKER_URL.href)}, ${JSON.stringify(import.meta.url)}))`

/**
 * A small pool of worker threads, so a 128×128 design never stalls other requests. If a worker cannot start (no loader available), jobs run inline and a warning is logged once: slower for
 * other requests, but the file is still generated.
 */
export function createEmbroideryPool(
  options: { size?: number; warn?: (message: string, error: unknown) => void } = {},
): EmbroideryRunner {
  const size = options.size ?? Math.max(1, Math.min(2, availableParallelism() - 1))
  const slots: Slot[] = []
  const queue: Job[] = []
  let nextId = 1
  let isBroken = false
  let isClosed = false

  function runInline(job: Job) {
    try {
      job.resolve({ ...generateEmbroideryFile(job.input), threadId: mainThreadId })
    } catch (error) {
      job.reject(error instanceof Error ? error : new Error(String(error)))
    }
  }

  function startWorker(): Slot {
    const worker = new Worker(BOOTSTRAP, { eval: true })
    worker.unref()
    const slot: Slot = { worker, job: null }
    worker.on(
      'message',
      (message: {
        id: number
        ok: boolean
        result?: GenerateOutput
        threadId?: number
        message?: string
      }) => {
        const job = slot.job
        slot.job = null
        if (job && job.id === message.id) {
          if (message.ok && message.result)
            job.resolve({ ...message.result, threadId: message.threadId ?? -1 })
          else job.reject(new Error(message.message ?? 'Embroidery generation failed'))
        }
        pump()
      },
    )
    worker.on('error', (error) => {
      const job = slot.job
      slot.job = null
      slots.splice(slots.indexOf(slot), 1)
      if (!job) return
      // A worker that dies on its first job most likely could not load: fall back to inline generation.
      if (!isBroken) {
        isBroken = true
        options.warn?.('Embroidery worker threads are unavailable; generating on the main thread.', error)
      }
      runInline(job)
    })
    slots.push(slot)
    return slot
  }

  function pump() {
    while (queue.length > 0) {
      if (isBroken) {
        runInline(queue.shift() as Job)
        continue
      }
      const idle = slots.find((s) => !s.job) ?? (slots.length < size ? startWorker() : null)
      if (!idle) return
      const job = queue.shift() as Job
      idle.job = job
      idle.worker.ref()
      idle.worker.postMessage({ id: job.id, input: job.input })
    }
    for (const s of slots) if (!s.job) s.worker.unref()
  }

  return {
    run(input) {
      if (isClosed) return Promise.reject(new Error('The embroidery pool is closed'))
      return new Promise<GenerateResult>((resolve, reject) => {
        queue.push({ id: nextId++, input, resolve, reject })
        pump()
      })
    },
    async close() {
      isClosed = true
      await Promise.all(slots.splice(0).map((s) => s.worker.terminate()))
    },
  }
}
