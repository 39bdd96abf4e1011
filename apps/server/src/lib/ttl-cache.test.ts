import { describe, expect, it } from 'vitest'
import { TtlCache } from './ttl-cache.ts'

describe('TtlCache', () => {
  it('forgets entries after their lifetime and the oldest beyond its size', () => {
    let now = 0
    const cache = new TtlCache<string, number>({ ttlMs: 100, maxEntries: 2, now: () => now })
    cache.set('a', 1)
    now = 99
    expect(cache.get('a')).toBe(1)
    now = 100
    expect(cache.get('a')).toBeUndefined()
    cache.set('a', 1)
    cache.set('b', 2)
    cache.set('c', 3)
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3])
  })

  it('shares one computation between concurrent callers and forgets a failed one', async () => {
    const cache = new TtlCache<string, Promise<number>>({ ttlMs: 1000, maxEntries: 10 })
    let calls = 0
    const compute = async () => ++calls
    const [x, y] = await Promise.all([cache.getOrCompute('k', compute), cache.getOrCompute('k', compute)])
    expect([x, y, calls]).toEqual([1, 1, 1])
    await expect(cache.getOrCompute('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await cache.getOrCompute('bad', compute)).toBe(2)
  })

  it('answers a just-expired value while one refresh runs, but never after a clear', async () => {
    let now = 0
    const cache = new TtlCache<string, Promise<number>>({ ttlMs: 100, maxEntries: 10, now: () => now })
    let calls = 0
    const compute = async () => ++calls
    expect(await cache.getOrCompute('k', compute)).toBe(1)
    now = 150
    const [a, b] = await Promise.all([cache.getOrCompute('k', compute), cache.getOrCompute('k', compute)])
    expect([a, b, calls]).toEqual([1, 1, 2])
    expect(await cache.getOrCompute('k', compute)).toBe(2)
    now = 400 // more than one lifetime past expiry: computed while the caller waits
    expect(await cache.getOrCompute('k', compute)).toBe(3)
    now = 550
    cache.clear()
    expect(await cache.getOrCompute('k', compute)).toBe(4)
  })

  it('does not keep a computation that a clear overtook', async () => {
    const cache = new TtlCache<string, Promise<string>>({ ttlMs: 1000, maxEntries: 10 })
    let release = (_: string) => {}
    const pending = cache.getOrCompute('k', () => new Promise<string>((resolve) => (release = resolve)))
    cache.clear()
    release('stale')
    expect(await pending).toBe('stale')
    expect(await cache.getOrCompute('k', async () => 'fresh')).toBe('fresh')
  })
})
