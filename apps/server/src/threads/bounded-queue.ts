import { TooManyRequests } from '../http/errors.ts'

export const QUEUE_FULL = 'Too many images are being converted right now. Please try again in a few seconds.'
export const CLIENT_BUSY = 'You already have images being converted. Please wait for them to finish.'

export interface BoundedQueue<I, O> {
  /**
   * Runs `work(input)` when a slot is free. A job with a client key is refused with a 429 (and a
   * Retry-After estimate) when the queue or that client's share of it is full; a job without one (the
   * server's own work) always waits its turn.
   */
  submit(input: I, client: string | null): Promise<O>
  readonly running: number
  readonly waiting: number
}

interface Job<I, O> {
  input: I
  client: string | null
  resolve: (value: O) => void
  reject: (error: unknown) => void
}

/**
 * A queue in front of expensive work that holds only what a job needs before its turn (the upload's compressed
 * bytes, not its decoded pixels), with a bound on its length and on how many jobs one client may have in it.
 */
export function createBoundedQueue<I, O>(
  work: (input: I) => Promise<O>,
  options: { concurrency: number; maxWaiting: number; maxPerClient: number; now?: () => number },
): BoundedQueue<I, O> {
  const now = options.now ?? (() => performance.now())
  const queue: Job<I, O>[] = []
  const perClient = new Map<string, number>()
  let running = 0
  // A moving average of how long a job takes, for the Retry-After estimate.
  let averageMs = 1000

  function retryAfterSeconds(): number {
    const ahead = queue.length + running
    const seconds = Math.ceil((ahead * averageMs) / options.concurrency / 1000)
    return Math.min(60, Math.max(1, seconds))
  }

  function leave(client: string | null) {
    if (client === null) return
    const count = (perClient.get(client) ?? 1) - 1
    if (count <= 0) perClient.delete(client)
    else perClient.set(client, count)
  }

  function pump() {
    while (running < options.concurrency && queue.length > 0) {
      const job = queue.shift() as Job<I, O>
      running += 1
      const started = now()
      work(job.input)
        .then(job.resolve, job.reject)
        .finally(() => {
          averageMs = averageMs * 0.8 + (now() - started) * 0.2
          running -= 1
          leave(job.client)
          pump()
        })
    }
  }

  return {
    submit(input, client) {
      if (client !== null) {
        if ((perClient.get(client) ?? 0) >= options.maxPerClient)
          return Promise.reject(new TooManyRequests(CLIENT_BUSY, retryAfterSeconds()))
        if (queue.length >= options.maxWaiting)
          return Promise.reject(new TooManyRequests(QUEUE_FULL, retryAfterSeconds()))
        perClient.set(client, (perClient.get(client) ?? 0) + 1)
      }
      return new Promise<O>((resolve, reject) => {
        queue.push({ input, client, resolve, reject })
        pump()
      })
    },
    get running() {
      return running
    },
    get waiting() {
      return queue.length
    },
  }
}
