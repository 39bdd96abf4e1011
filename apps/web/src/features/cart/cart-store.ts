import { CART_STORAGE_KEY, loadCart, saveCart } from './cart-storage.ts'
import { clampQuantity, lineKey, mergeLine, type CartLine } from './cart-line.ts'

export interface CartStore {
  getLines(): readonly CartLine[]
  subscribe(listener: () => void): () => void
  add(line: CartLine): void
  setQuantity(key: string, quantity: number): void
  remove(key: string): void
  clear(): void
}

export interface CartPersistence {
  load(): CartLine[]
  save(lines: readonly CartLine[]): void
}

const localPersistence: CartPersistence = { load: loadCart, save: saveCart }

/**
 * The built-in cart's lines, for `useSyncExternalStore`. Every change is written through to storage, and
 * a change made in another tab (the `storage` event) is picked up, so two tabs show the same cart.
 */
export function createCartStore(persistence: CartPersistence = localPersistence): CartStore {
  let lines: readonly CartLine[] = persistence.load()
  const listeners = new Set<() => void>()

  const emit = () => listeners.forEach((listener) => listener())
  const commit = (next: readonly CartLine[]) => {
    lines = next
    persistence.save(next)
    emit()
  }
  const handleStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== CART_STORAGE_KEY) return
    lines = persistence.load()
    emit()
  }

  return {
    getLines: () => lines,
    subscribe(listener) {
      if (listeners.size === 0 && typeof window !== 'undefined') {
        window.addEventListener('storage', handleStorage)
      }
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0 && typeof window !== 'undefined') {
          window.removeEventListener('storage', handleStorage)
        }
      }
    },
    add: (line) => commit(mergeLine(lines, line)),
    setQuantity: (key, quantity) =>
      commit(lines.map((l) => (lineKey(l) === key ? { ...l, quantity: clampQuantity(quantity) } : l))),
    remove: (key) => commit(lines.filter((l) => lineKey(l) !== key)),
    clear: () => commit([]),
  }
}

export function countItems(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0)
}
