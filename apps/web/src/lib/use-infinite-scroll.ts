import { useEffect, useRef } from 'react'

/** The next page is requested 200 px before the end marker scrolls into view. */
export const INFINITE_SCROLL_MARGIN_PX = 200

/**
 * Calls `onReachEnd` whenever the returned marker comes within the margin of the viewport, while `enabled`.
 * The observer is re-armed after every load, so a short page that leaves the marker visible loads the next.
 */
export function useInfiniteScroll<T extends Element>(
  onReachEnd: () => void,
  { enabled, rearmKey }: { enabled: boolean; rearmKey?: unknown },
) {
  const markerRef = useRef<T | null>(null)
  const callback = useRef(onReachEnd)
  useEffect(() => {
    callback.current = onReachEnd
  })

  useEffect(() => {
    const marker = markerRef.current
    if (!enabled || !marker || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current()
      },
      { rootMargin: `0px 0px ${INFINITE_SCROLL_MARGIN_PX}px 0px` },
    )
    observer.observe(marker)
    return () => observer.disconnect()
  }, [enabled, rearmKey])

  return markerRef
}
