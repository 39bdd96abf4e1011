/** A small least-recently-used cache of rendered PNGs, bounded by total bytes. */
export class RenderCache {
  private readonly entries = new Map<string, Buffer>()
  private bytes = 0
  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  get(key: string): Buffer | undefined {
    const value = this.entries.get(key)
    if (value) {
      this.entries.delete(key)
      this.entries.set(key, value)
    }
    return value
  }

  set(key: string, value: Buffer): void {
    if (value.length > this.maxBytes) return
    const old = this.entries.get(key)
    if (old) {
      this.bytes -= old.length
      this.entries.delete(key)
    }
    this.entries.set(key, value)
    this.bytes += value.length
    for (const [k, v] of this.entries) {
      if (this.bytes <= this.maxBytes) break
      this.entries.delete(k)
      this.bytes -= v.length
    }
  }
}
