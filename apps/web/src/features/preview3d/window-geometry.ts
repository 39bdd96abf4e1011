/** Where the editor's floating preview window opens, and how much of the canvas it leaves free. */

export interface Rect {
  x: number
  y: number
  width: number
  height: number
}

/** The floating window starts at 200 x 400 (smaller on a phone) and can be made as small as 100 x 100. */
export const WINDOW_START = { width: 200, height: 400 } as const
export const WINDOW_START_PHONE = { width: 150, height: 200 } as const
export const WINDOW_MIN = { width: 100, height: 100 } as const
export const EDGE_GAP_PX = 12
/** Below this stage width the window opens at its phone size. */
const PHONE_STAGE_PX = 600

/**
 * The window opens in the top-right corner of the stage (the canvas area), inside it; with no stage known,
 * in the viewport's top-right corner. The canvas then centres the art in the rest (see `reservedStrips`).
 */
export function startRect(
  stage: DOMRectReadOnly | null,
  viewport: { width: number; height: number; /** Covered by the sticky header. */ top: number },
): Rect {
  const area = stage ?? { top: viewport.top, right: viewport.width, width: viewport.width }
  const size = area.width < PHONE_STAGE_PX ? WINDOW_START_PHONE : WINDOW_START
  const x = Math.max(EDGE_GAP_PX, area.right - size.width - EDGE_GAP_PX)
  // The stage's top may be scrolled under the header: the window opens below the header then.
  const top = Math.max(area.top, viewport.top) + EDGE_GAP_PX
  const y = Math.max(EDGE_GAP_PX, Math.min(top, viewport.height - size.height - EDGE_GAP_PX))
  return { x, y, ...size }
}

/**
 * The strips of the stage the window takes when it opens there, in CSS px, for the canvas to keep the art
 * out of: on a wide stage a strip on the right (beside the art), on a phone one at the top (above it,
 * counting the part of the stage scrolled under the header).
 */
export function reservedStrips(
  stage: DOMRectReadOnly | null,
  headerPx: number,
): { right: number; top: number } {
  if (!stage) return { right: 0, top: 0 }
  if (stage.width < PHONE_STAGE_PX) {
    const hidden = Math.max(0, headerPx - stage.top)
    return { right: 0, top: hidden + WINDOW_START_PHONE.height + 2 * EDGE_GAP_PX }
  }
  return { right: WINDOW_START.width + 2 * EDGE_GAP_PX, top: 0 }
}

/** The app's sticky header height (a design token), which covers the top of the viewport. */
export function stickyHeaderPx(): number {
  return parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-height')) || 0
}
