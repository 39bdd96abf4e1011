import { createRequire } from 'node:module'
import { availableParallelism } from 'node:os'
import { pathToFileURL } from 'node:url'
import { threadId as mainThreadId, Worker } from 'node:worker_threads'

/** What a pool answers: the task's value and the thread that computed it (the main thread's id when inline). */
export interface PoolResult<O> {
  value: O
  threadId: number
}

export interface ThreadPool<I, O> {
  run(input: I): Promise<PoolResult<O>>
  close(): Promise<void>
}

interface Job<I, O> {
  id: number
  input: I
  resolve: (result: PoolResult<O>) => void
  reject: (error: Error) => void
}

interface Slot<I, O> {
  worker: Worker
  job: Job<I, O> | null
}

// require.resolve finds the CommonJS build of tsx's API; the worker imports its ES module twin beside it.
const TSX_API = pathToFileURL(
  createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs'),
).href

/**
 * Workers start from a bootstrap that loads their TypeScript entry through tsx's API: the same under `tsx` in
 * production and under Vitest (whose loader workers do not inherit).
 */
function bootstrap(entryUrl: URL): string {
  return `import(${JSON.stringify(TSX_API)}).then(({ tsImport }) => tsImport(${JSON.stringify(entryUrl.href)}, ${JSON.stringify(import.meta.url)}))`
}

/** One or two threads: one core is always left for the event loop. */
export function defaultPoolSize(): number {
  return Math.max(1, Math.min(2, availableParallelism() - 1))
}

/**
 * A small pool of worker threads for CPU-heavy, pure work, so one big job never stalls other requests. The
 * thread entry (`*.thread.ts`) calls `serveTasks` with the same function as `runInline`. If a worker cannot start, jobs run
 * inline and a warning is logged once: slower for other requests, but the work still gets done.
 */
export function createThreadPool<I, O>(options: {
  name: string
  entryUrl: URL
  runInline: (input: I) => O
  size?: number
  warn?: (message: string, error: unknown) => void
}): ThreadPool<I, O> {
  const size = options.size ?? defaultPoolSize()
  const slots: Slot<I, O>[] = []
  const queue: Job<I, O>[] = []
  let nextId = 1
  let isBroken = false
  let isClosed = false

  function runInline(job: Job<I, O>) {
    try {
      job.resolve({ value: options.runInline(job.input), threadId: mainThreadId })
    } catch (error) {
      job.reject(error instanceof Error ? error : new Error(String(error)))
    }
  }

  function startWorker(): Slot<I, O> {
    const worker = new Worker(bootstrap(options.entryUrl), { eval: true })
    worker.unref()
    const slot: Slot<I, O> = { worker, job: null }
    worker.on(
      'message',
      (message: {
        id: number
        ok: boolean
        value?: O
        threadId?: number
        message?: string
        name?: string
      }) => {
        const job = slot.job
        slot.job = null
        if (job && job.id === message.id) {
          if (message.ok) job.resolve({ value: message.value as O, threadId: message.threadId ?? -1 })
          else
            job.reject(
              Object.assign(new Error(message.message ?? `${options.name} failed`), {
                name: message.name ?? 'Error',
              }),
            )
        }
        pump()
      },
    )
    worker.on('error', (error) => {
      const job = slot.job
      slot.job = null
      slots.splice(slots.indexOf(slot), 1)
      if (!job) return
      // A worker that dies on its first job most likely could not load: fall back to running inline.
      if (!isBroken) {
        isBroken = true
        options.warn?.(`${options.name} worker threads are unavailable; running on the main thread.`, error)
      }
      runInline(job)
    })
    slots.push(slot)
    return slot
  }

  function pump() {
    while (queue.length > 0) {
      if (isBroken) {
        runInline(queue.shift() as Job<I, O>)
        continue
      }
      const idle = slots.find((s) => !s.job) ?? (slots.length < size ? startWorker() : null)
      if (!idle) return
      const job = queue.shift() as Job<I, O>
      idle.job = job
      idle.worker.ref()
      idle.worker.postMessage({ id: job.id, input: job.input })
    }
    for (const s of slots) if (!s.job) s.worker.unref()
  }

  return {
    run(input) {
      if (isClosed) return Promise.reject(new Error(`The ${options.name} pool is closed`))
      return new Promise((resolve, reject) => {
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
