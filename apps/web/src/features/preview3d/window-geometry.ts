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
 * in the viewport's top-right corner. The canvas then centres the art in the rest (see `reservedRight`).
 */
export function startRect(stage: DOMRectReadOnly | null, viewport: { width: number; height: number }): Rect {
  const area = stage ?? {
    left: 0,
    top: 0,
    right: viewport.width,
    bottom: viewport.height,
    width: viewport.width,
  }
  const size = area.width < PHONE_STAGE_PX ? WINDOW_START_PHONE : WINDOW_START
  const x = Math.max(EDGE_GAP_PX, area.right - size.width - EDGE_GAP_PX)
  const y = Math.max(
    EDGE_GAP_PX,
    Math.min(area.top + EDGE_GAP_PX, viewport.height - size.height - EDGE_GAP_PX),
  )
  return { x, y, ...size }
}

/**
 * The stage's right-hand strip the window takes when it opens there, in CSS px: the canvas keeps the art
 * out of it. Zero when the stage is too narrow to spare it (a phone), where the small window floats over.
 */
export function reservedRight(stage: DOMRectReadOnly | null): number {
  if (!stage || stage.width < PHONE_STAGE_PX) return 0
  return WINDOW_START.width + 2 * EDGE_GAP_PX
}
