import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client.ts'
import type { RecoveredGrid } from '../../db/schema.ts'
import type { BlobStore } from '../../storage/blob-store.ts'
import * as q from './generation.queries.ts'
import { ProviderError, type ImageProvider } from './providers.ts'

export interface GenerationWorkerDeps {
  db: Db
  blobs: BlobStore
  provider: ImageProvider
  /**
   * Provider image bytes -> the design as a PNG data URL and the grid it was read from; throws an Error
   * whose message the user may read.
   */
  processImage: (bytes: Buffer) => Promise<ProcessedImage>
  /** How long a claim lasts without a heartbeat: a crashed worker's job is taken up again after this. */
  leaseMs: number
  /** How often a working worker renews its lease; a quarter of the lease unless set. */
  heartbeatMs?: number
  maxAttempts: number
  pollMs?: number
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>
}

export interface ProcessedImage {
  image_data: string
  input: RecoveredGrid['input']
  grid: { x: number[]; y: number[] }
}

/** The provider image's type from its first bytes: the media route serves a blob's type from its extension. */
function imageType(bytes: Buffer): { extension: string; contentType: string } {
  if (bytes.subarray(0, 4).toString('hex') === '89504e47')
    return { extension: '.png', contentType: 'image/png' }
  if (bytes.subarray(0, 3).toString('hex') === 'ffd8ff')
    return { extension: '.jpg', contentType: 'image/jpeg' }
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return { extension: '.webp', contentType: 'image/webp' }
  return { extension: '.bin', contentType: 'application/octet-stream' }
}

/** What the user sees on a failed card is the spec's fixed text; the reason is kept for us. */
function failureReason(error: unknown): string {
  if (error instanceof ProviderError) return `The image service failed: ${error.message}`.slice(0, 500)
  return (error instanceof Error ? error.message : String(error)).slice(0, 500)
}

/**
 * Claims and runs AI jobs one at a time. Any number of these may run, in the web process or in worker
 * processes (`npm run worker`), against one database.
 */
export function createGenerationWorker(deps: GenerationWorkerDeps) {
  let running = false
  let timer: NodeJS.Timeout | null = null
  let current: Promise<unknown> = Promise.resolve()
  let wake: (() => void) | null = null

  async function runOnce(): Promise<boolean> {
    await q.failAbandonedJobs(deps.db, deps.maxAttempts)
    const job = await q.claimNextJob(deps.db, deps.leaseMs, deps.maxAttempts)
    if (!job) return false
    deps.log.info({ job: job.id, attempt: job.attempts }, 'ai job claimed')
    const heartbeat = startHeartbeat(job)
    try {
      const reference = job.referenceImageKey
        ? ((await deps.blobs.get(job.referenceImageKey))?.bytes ?? undefined)
        : undefined
      const image = await deps.provider.generate({ prompt: job.prompt, reference })
      const processed = await deps.processImage(image)
      // The provider's image is kept so the user can fit its grid again with other cell counts.
      const type = imageType(image)
      const rawImageKey = `ai/results/${randomUUID()}${type.extension}`
      await deps.blobs.put(rawImageKey, image, type.contentType)
      const finished = await q.finishJob(deps.db, job, {
        status: 'DONE',
        processedPngData: processed.image_data,
        rawImageKey,
        recoveredGrid: { input: processed.input, x: processed.grid.x, y: processed.grid.y },
      })
      // Another worker took the job over: its own copy is the one the row points at.
      if (!finished) await deps.blobs.delete(rawImageKey)
      deps.log.info({ job: job.id }, 'ai job done')
    } catch (error) {
      deps.log.warn({ job: job.id, err: error }, 'ai job failed')
      await q.finishJob(deps.db, job, { status: 'FAILED', failureReason: failureReason(error) })
    } finally {
      clearInterval(heartbeat)
    }
    return true
  }

  /**
   * The lease is short (a crash is noticed within it) and renewed while the job runs, however long the
   * provider takes. A failed renewal is only logged: the next one, or finishJob's attempt check, decides.
   */
  function startHeartbeat(job: q.GenerationRow): NodeJS.Timeout {
    const timer = setInterval(
      () => {
        q.extendLease(deps.db, job, deps.leaseMs).then(
          (held) => {
            if (!held) deps.log.warn({ job: job.id }, 'ai job lease lost to another worker')
          },
          (error: unknown) => deps.log.warn({ job: job.id, err: error }, 'ai job heartbeat failed'),
        )
      },
      deps.heartbeatMs ?? deps.leaseMs / 4,
    )
    timer.unref()
    return timer
  }

  async function loop() {
    while (running) {
      let worked = false
      try {
        worked = await (current = runOnce())
      } catch (error) {
        deps.log.error({ err: error }, 'ai worker loop error')
      }
      if (!worked && running) {
        await new Promise<void>((resolve) => {
          wake = resolve
          timer = setTimeout(resolve, deps.pollMs ?? 1000)
        })
        wake = null
      }
    }
  }

  return {
    runOnce,
    start() {
      if (running) return
      running = true
      void loop()
    },
    /** A new job is waiting: skip the rest of the poll interval. */
    nudge() {
      wake?.()
    },
    async stop() {
      running = false
      if (timer) clearTimeout(timer)
      wake?.()
      await current.catch(() => {})
    },
  }
}

export type GenerationWorker = ReturnType<typeof createGenerationWorker>
