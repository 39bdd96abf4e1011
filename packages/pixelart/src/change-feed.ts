import type { Rect } from './patch.ts'

export type ChangeKind = 'pixels' | 'palette' | 'meta' | 'size' | 'history' | 'load'
export interface ChangeEvent {
  kind: ChangeKind
  /** The pixel area that changed, when known. */
  dirty?: Rect
}

/**
 * The change notifications of a PixelArt: listeners and a revision number that increments on every change
 * (a cheap cache key for renderers and React's useSyncExternalStore).
 */
export class ChangeFeed {
  #revision = 0
  readonly #listeners = new Set<(e: ChangeEvent) => void>()

  get revision(): number {
    return this.#revision
  }

  subscribe(listener: (e: ChangeEvent) => void): () => void {
    this.#listeners.add(listener)
    return () => {
      this.#listeners.delete(listener)
    }
  }

  emit(kind: ChangeKind, dirty?: Rect): void {
    this.#revision++
    const event: ChangeEvent = dirty ? { kind, dirty } : { kind }
    // A copy, so a listener may unsubscribe while being notified.
    for (const listener of [...this.#listeners]) listener(event)
  }
}
