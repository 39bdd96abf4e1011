import { availableParallelism } from 'node:os'
import sharp from 'sharp'
import { TooManyRequests } from '../http/errors.ts'

/**
 * sharp runs every decode, encode and metadata read on libuv's thread pool, which argon2 (logins, sign-ups)
 * and file reads share. Image work therefore goes through lanes with a fixed number of slots, so however much
 * of it is queued, most of the pool's threads stay free for everything else.
 */
export interface ImageLane {
  /** Runs `work` when a slot is free; refuses with a 429 when `maxWaiting` jobs already wait. */
  run<T>(work: () => Promise<T>): Promise<T>
  readonly active: number
  readonly waiting: number
}

export const IMAGE_BUSY = 'The server is busy with other images. Please try again in a moment.'

export function createImageLane(options: { concurrency: number; maxWaiting?: number }): ImageLane {
  const waiting: (() => void)[] = []
  let active = 0
  const maxWaiting = options.maxWaiting ?? Number.POSITIVE_INFINITY

  function release() {
    active -= 1
    const next = waiting.shift()
    if (next) {
      active += 1
      next()
    }
  }

  return {
    async run(work) {
      if (active >= options.concurrency) {
        if (waiting.length >= maxWaiting) throw new TooManyRequests(IMAGE_BUSY, 2)
        await new Promise<void>((resolve) => waiting.push(resolve))
      } else {
        active += 1
      }
      try {
        return await work()
      } finally {
        release()
      }
    },
    get active() {
      return active
    },
    get waiting() {
      return waiting.length
    },
  }
}

/** libuv reads UV_THREADPOOL_SIZE once, before any JavaScript of ours runs; 4 when unset. */
export function threadPoolSize(env: NodeJS.ProcessEnv = process.env): number {
  const size = Number(env['UV_THREADPOOL_SIZE'])
  return Number.isInteger(size) && size > 0 ? Math.min(size, 1024) : 4
}

/** At most half of the pool for images: one slot for uploads, the rest (at least one) for our own renders. */
export function laneSizes(poolSize: number): { uploads: number; renders: number } {
  const forImages = Math.max(2, Math.floor(poolSize / 2))
  return { uploads: 1, renders: forImages - 1 }
}

const sizes = laneSizes(threadPoolSize())

// Each image also gets libvips' own helper threads; one fewer than the cores leaves a core for requests.
sharp.concurrency(Math.max(1, Math.min(4, availableParallelism() - 1)))

/**
 * Files people send: decoded one at a time, with a short bounded wait. Everything that reaches it has already
 * passed the header checks, so a job is a bounded raster decode.
 */
export const uploadImages: ImageLane = createImageLane({ concurrency: sizes.uploads, maxWaiting: 16 })

/** Our own small images (design saves and renders, art on products, mockups): never refused, only queued. */
export const renderImages: ImageLane = createImageLane({ concurrency: sizes.renders })
