import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      const list = matchMedia(query)
      list.addEventListener('change', listener)
      return () => list.removeEventListener('change', listener)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => matchMedia(query).matches,
    () => false,
  )
}

/** How long a busy page may put the prefetch off. */
const IDLE_TIMEOUT_MS = 3000

/**
 * Loads code the page does not need to be usable (e.g. the design codec, for a first Save or Open) once the
 * page has loaded and the browser is idle, so its first use does not wait for the network and it does not
 * compete with what the page loads first. A failed load is retried by that first use.
 */
export function usePrefetchWhenIdle(load: () => Promise<unknown>): void {
  useEffect(() => {
    let cancel = () => {}
    const run = () => void load().catch(() => undefined)
    const whenIdle = () => {
      if ('requestIdleCallback' in window) {
        const id = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
        cancel = () => window.cancelIdleCallback(id)
      } else {
        const id = setTimeout(run, IDLE_TIMEOUT_MS)
        cancel = () => clearTimeout(id)
      }
    }
    if (document.readyState === 'complete') whenIdle()
    else {
      window.addEventListener('load', whenIdle, { once: true })
      cancel = () => window.removeEventListener('load', whenIdle)
    }
    return () => cancel()
  }, [load])
}

/**
 * Whether `open` has been true at least once: a dialog that loads its code on demand renders from then on
 * (and so can still run its closing behaviour).
 */
export function useHasOpened(open: boolean): boolean {
  const [hasOpened, setHasOpened] = useState(open)
  if (open && !hasOpened) setHasOpened(true)
  return hasOpened || open
}

export interface Debounced<A extends unknown[]> {
  (...args: A): void
  /** Runs a pending call now. */
  flush(): void
  cancel(): void
}

/** A debounced version of `fn` that always calls the latest `fn`, and is flushed on unmount. */
export function useDebouncedCallback<A extends unknown[]>(
  fn: (...args: A) => void,
  delayMs: number,
): Debounced<A> {
  const fnRef = useRef(fn)
  useEffect(() => {
    fnRef.current = fn
  })
  const state = useRef<{ timer: ReturnType<typeof setTimeout> | null; args: A | null }>({
    timer: null,
    args: null,
  })
  const debounced = useMemo(() => {
    const run = () => {
      const { args } = state.current
      if (state.current.timer !== null) clearTimeout(state.current.timer)
      state.current = { timer: null, args: null }
      if (args) fnRef.current(...args)
    }
    const call = ((...args: A) => {
      if (state.current.timer !== null) clearTimeout(state.current.timer)
      state.current = { timer: setTimeout(run, delayMs), args }
    }) as Debounced<A>
    call.flush = run
    call.cancel = () => {
      if (state.current.timer !== null) clearTimeout(state.current.timer)
      state.current = { timer: null, args: null }
    }
    return call
  }, [delayMs])
  useEffect(() => () => debounced.flush(), [debounced])
  return debounced
}
