/**
 * The load animation: the border draws itself, then the art stitches in row by row, then the grid
 * and finally the centre guide fade in. Framework-free so any canvas (editor, preview) can play it.
 */
export interface LoadAnimationTimings {
  borderMs: number
  artMs: number
  gridMs: number
  guideMs: number
}

export const LOAD_ANIMATION_TIMINGS: LoadAnimationTimings = {
  borderMs: 500,
  artMs: 700,
  gridMs: 250,
  guideMs: 100,
}

/** Each phase from 0 (not started) to 1 (done). */
export interface LoadAnimationProgress {
  border: number
  art: number
  grid: number
  guide: number
}

export const LOAD_ANIMATION_DONE: LoadAnimationProgress = { border: 1, art: 1, grid: 1, guide: 1 }

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3
const phase = (elapsed: number, start: number, duration: number) =>
  duration <= 0 ? (elapsed >= start ? 1 : 0) : Math.min(1, Math.max(0, (elapsed - start) / duration))

export function totalDuration(t: LoadAnimationTimings = LOAD_ANIMATION_TIMINGS): number {
  return t.borderMs + t.artMs + t.gridMs + t.guideMs
}

/** Progress of every phase at a moment; the phases run one after another. */
export function loadAnimationProgress(
  elapsedMs: number,
  t: LoadAnimationTimings = LOAD_ANIMATION_TIMINGS,
): LoadAnimationProgress {
  const artStart = t.borderMs
  const gridStart = artStart + t.artMs
  const guideStart = gridStart + t.gridMs
  return {
    border: easeOutCubic(phase(elapsedMs, 0, t.borderMs)),
    art: easeOutCubic(phase(elapsedMs, artStart, t.artMs)),
    grid: phase(elapsedMs, gridStart, t.gridMs),
    guide: phase(elapsedMs, guideStart, t.guideMs),
  }
}

export interface PlayOptions {
  timings?: LoadAnimationTimings
  /** Jump straight to the end (prefers-reduced-motion). */
  reducedMotion?: boolean
  now?: () => number
  requestFrame?: (callback: () => void) => number
  cancelFrame?: (handle: number) => void
}

/**
 * Calls `onFrame` once per animation frame with the current progress, ending with every phase at 1.
 * Returns a function that stops the animation (and leaves it finished).
 */
export function playLoadAnimation(
  onFrame: (progress: LoadAnimationProgress) => void,
  options: PlayOptions = {},
): () => void {
  const timings = options.timings ?? LOAD_ANIMATION_TIMINGS
  const now = options.now ?? (() => performance.now())
  const requestFrame = options.requestFrame ?? ((cb: () => void) => requestAnimationFrame(cb))
  const cancelFrame = options.cancelFrame ?? ((handle: number) => cancelAnimationFrame(handle))
  if (options.reducedMotion) {
    onFrame(LOAD_ANIMATION_DONE)
    return () => {}
  }
  const start = now()
  const end = totalDuration(timings)
  let handle = 0
  let stopped = false
  const tick = () => {
    if (stopped) return
    const elapsed = now() - start
    onFrame(loadAnimationProgress(elapsed, timings))
    if (elapsed < end) handle = requestFrame(tick)
  }
  onFrame(loadAnimationProgress(0, timings))
  handle = requestFrame(tick)
  return () => {
    if (stopped) return
    stopped = true
    cancelFrame(handle)
    onFrame(LOAD_ANIMATION_DONE)
  }
}

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches
}
