import { useCallback, useSyncExternalStore } from 'react'

/** Shop spec "Home": one slide below 576 px, at most two below 992 px, else the configured count. */
export const ONE_SLIDE_BELOW_PX = 576
export const TWO_SLIDES_BELOW_PX = 992

export function visibleSlideCount(viewportWidthPx: number, configured: number): number {
  if (viewportWidthPx < ONE_SLIDE_BELOW_PX) return 1
  if (viewportWidthPx < TWO_SLIDES_BELOW_PX) return Math.min(2, configured)
  return configured
}

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange)
  return () => window.removeEventListener('resize', onChange)
}

/** The number of slides a carousel shows at the current viewport width; follows resizes. */
export function useVisibleSlides(configured: number): number {
  const snapshot = useCallback(() => visibleSlideCount(window.innerWidth, configured), [configured])
  return useSyncExternalStore(subscribe, snapshot, () => configured)
}
