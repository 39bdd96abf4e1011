import { describe, expect, it } from 'vitest'
import { TooManyRequests } from '../http/errors.ts'
import { CLIENT_BUSY, createBoundedQueue, QUEUE_FULL } from './bounded-queue.ts'

/** Work that finishes when the test says so. */
function gatedWork() {
  const gates: (() => void)[] = []
  const work = (n: number) => new Promise<number>((resolve) => gates.push(() => resolve(n)))
  return { work, openNext: () => gates.shift()?.() }
}
const tick = () => new Promise((r) => setTimeout(r, 0))

describe('a bounded queue', () => {
  it('runs one job at a time and refuses a client over its share with a 429 and Retry-After', async () => {
    const { work, openNext } = gatedWork()
    const queue = createBoundedQueue(work, { concurrency: 1, maxWaiting: 10, maxPerClient: 2 })
    const a = queue.submit(1, 'ip-a')
    const b = queue.submit(2, 'ip-a')
    const refused = await queue.submit(3, 'ip-a').catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(TooManyRequests)
    expect((refused as TooManyRequests).message).toBe(CLIENT_BUSY)
    expect((refused as TooManyRequests).retryAfterSeconds).toBeGreaterThanOrEqual(1)
    expect([queue.running, queue.waiting]).toEqual([1, 1])
    openNext()
    expect(await a).toBe(1)
    await tick()
    // A finished job frees its client's place.
    const c = queue.submit(4, 'ip-a')
    openNext()
    openNext()
    expect(await b).toBe(2)
    await tick()
    openNext()
    expect(await c).toBe(4)
  })

  it('refuses anyone once the queue is full, but always takes the server’s own jobs', async () => {
    const { work, openNext } = gatedWork()
    const queue = createBoundedQueue(work, { concurrency: 1, maxWaiting: 2, maxPerClient: 5 })
    const jobs = [queue.submit(1, 'a'), queue.submit(2, 'b'), queue.submit(3, 'c')]
    const refused = await queue.submit(4, 'd').catch((e: unknown) => e)
    expect((refused as TooManyRequests).message).toBe(QUEUE_FULL)
    expect((refused as TooManyRequests).status).toBe(429)
    const own = queue.submit(5, null)
    expect(queue.waiting).toBe(3)
    for (let i = 0; i < 4; i++) {
      openNext()
      await tick()
    }
    expect(await Promise.all([...jobs, own])).toEqual([1, 2, 3, 5])
  })

  it('passes a failed job’s error to its caller and goes on', async () => {
    let calls = 0
    const queue = createBoundedQueue(
      async (n: number) => {
        calls++
        if (n === 1) throw new Error('bad image')
        return n
      },
      { concurrency: 1, maxWaiting: 4, maxPerClient: 1 },
    )
    await expect(queue.submit(1, 'x')).rejects.toThrow('bad image')
    expect(await queue.submit(2, 'x')).toBe(2)
    expect(calls).toBe(2)
  })
})
