/**
 * A small in-process cache whose entries expire after `ttlMs`, bounded to `maxEntries` (oldest out first).
 * Values may be promises: concurrent misses for one key then share one computation.
 *
 * It is exact within this process when every write path calls `delete` or `clear` after the write has
 * committed; the designs service also hears other nodes' writes (LISTEN/NOTIFY) and clears for them. Writes
 * nobody announces show within two `ttlMs`.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; expires: number; refreshing?: boolean }>()

  constructor(private readonly options: { ttlMs: number; maxEntries: number; now?: () => number }) {}

  private now(): number {
    return (this.options.now ?? Date.now)()
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.expires <= this.now()) {
      this.entries.delete(key)
      return undefined
    }
    return entry.value
  }

  set(key: K, value: V): void {
    this.entries.delete(key)
    this.entries.set(key, { value, expires: this.now() + this.options.ttlMs })
    if (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next()
      if (!oldest.done) this.entries.delete(oldest.value)
    }
  }

  /**
   * The cached value, or `compute()`'s, remembered for the next callers. A failed computation is forgotten,
   * and so is one overtaken by `delete`/`clear` while it ran (it is still answered to its own caller).
   *
   * A value that has just expired (by less than one more lifetime) is still answered while its replacement
   * is computed, so callers do not queue behind a refresh. Only expiry does that: after `delete` or `clear`
   * (a write) there is no old value to answer.
   */
  getOrCompute<R>(this: TtlCache<K, Promise<R>>, key: K, compute: () => Promise<R>): Promise<R> {
    const entry = this.entries.get(key)
    const now = this.now()
    if (entry && entry.expires > now) return entry.value
    if (entry && entry.expires + this.options.ttlMs > now) {
      if (!entry.refreshing) {
        entry.refreshing = true
        const pending = compute()
        pending.then(
          () => {
            if (this.entries.get(key) === entry) this.set(key, pending)
          },
          () => {
            if (this.entries.get(key) === entry) this.entries.delete(key)
          },
        )
      }
      return entry.value
    }
    const pending = compute()
    this.set(key, pending)
    pending.catch(() => {
      if (this.entries.get(key)?.value === pending) this.entries.delete(key)
    })
    return pending
  }

  delete(key: K): void {
    this.entries.delete(key)
  }

  clear(): void {
    this.entries.clear()
  }
}
