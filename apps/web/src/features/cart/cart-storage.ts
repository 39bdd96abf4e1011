import { mergeLine, parseCartLine, type CartLine } from './cart-line.ts'

/** Versioned: a later shape gets a new key, and an old cart is simply not read. */
export const CART_STORAGE_KEY = 'threadbit.cart.v1'

/**
 * Reads the cart from storage. Anything unreadable (bad JSON, another shape, a tampered line) is dropped
 * rather than thrown, so a corrupt entry can never break the app; valid lines survive a bad neighbour.
 */
export function parseStoredCart(raw: string | null): CartLine[] {
  if (!raw) return []
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return []
  }
  if (typeof json !== 'object' || json === null) return []
  const envelope = json as { version?: unknown; lines?: unknown }
  if (envelope.version !== 1 || !Array.isArray(envelope.lines)) return []
  let lines: CartLine[] = []
  for (const candidate of envelope.lines as unknown[]) {
    const line = parseCartLine(candidate)
    if (line) lines = mergeLine(lines, line)
  }
  return lines
}

export function serializeCart(lines: readonly CartLine[]): string {
  return JSON.stringify({ version: 1, lines })
}

/** The storage, or null where it is unavailable (privacy modes, a full quota, no window in tests). */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

export function loadCart(): CartLine[] {
  try {
    return parseStoredCart(storage()?.getItem(CART_STORAGE_KEY) ?? null)
  } catch {
    return []
  }
}

export function saveCart(lines: readonly CartLine[]): void {
  try {
    const store = storage()
    if (!store) return
    if (lines.length === 0) store.removeItem(CART_STORAGE_KEY)
    else store.setItem(CART_STORAGE_KEY, serializeCart(lines))
  } catch {
    // A full or blocked storage keeps the cart for this page only; nothing else to do.
  }
}
