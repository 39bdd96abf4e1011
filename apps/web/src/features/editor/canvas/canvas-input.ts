import type { PointerInput, Tool, ToolController } from '@threadbit/pixelart'
import type { CanvasRenderer } from './renderer.ts'

/** Touch drawing starts after a 100 ms hold, so that a quick swipe scrolls the page instead. */
export const TOUCH_HOLD_MS = 100
/** A touch that travels this far (CSS px) before the hold ends is a swipe, not a stroke. */
const SWIPE_SLOP_PX = 10
/** Trackpads send many small wheel deltas; one zoom step per this much delta. */
const WHEEL_STEP = 60

interface Deps {
  renderer: CanvasRenderer
  getController(): ToolController
  getTool(): Tool
}

interface PendingTouch {
  pointerId: number
  start: PointerInput
  latest: PointerInput
  timer: ReturnType<typeof setTimeout>
}

interface Pinch {
  distance: number
  midX: number
  midY: number
  cellPx: number
}

/**
 * Turns Pointer Events on the canvas element into ToolController calls, for mouse, pen and touch.
 * - mouse and pen draw at once; the middle mouse button pans the view;
 * - one finger draws after a 100 ms hold (a tap places one pixel; a quick swipe is left to the browser);
 *   the drag tool pans at once;
 * - two fingers pinch-zoom and pan, cancelling any stroke they interrupt;
 * - the wheel zooms around the cursor.
 * The element's CSS `touch-action: pan-y` lets vertical swipes scroll the page; once a stroke or pinch is
 * under way, touchmove is cancelled so the page stays put.
 */
export class CanvasInput {
  private readonly points = new Map<number, { x: number; y: number; type: string }>()
  private activePointer: number | null = null
  private pending: PendingTouch | null = null
  private pinch: Pinch | null = null
  private middlePan: { x: number; y: number } | null = null
  private wheelDelta = 0
  private rect: DOMRect | null = null

  constructor(
    private readonly element: HTMLElement,
    private readonly deps: Deps,
  ) {
    element.addEventListener('pointerdown', this.handlePointerDown)
    element.addEventListener('pointermove', this.handlePointerMove)
    element.addEventListener('pointerup', this.handlePointerUp)
    element.addEventListener('pointercancel', this.handlePointerCancel)
    element.addEventListener('pointerleave', this.handlePointerLeave)
    element.addEventListener('lostpointercapture', this.handleLostCapture)
    element.addEventListener('touchmove', this.handleTouchMove, { passive: false })
    element.addEventListener('wheel', this.handleWheel, { passive: false })
    element.addEventListener('contextmenu', this.handleContextMenu)
  }

  destroy(): void {
    this.clearPending()
    this.element.removeEventListener('pointerdown', this.handlePointerDown)
    this.element.removeEventListener('pointermove', this.handlePointerMove)
    this.element.removeEventListener('pointerup', this.handlePointerUp)
    this.element.removeEventListener('pointercancel', this.handlePointerCancel)
    this.element.removeEventListener('pointerleave', this.handlePointerLeave)
    this.element.removeEventListener('lostpointercapture', this.handleLostCapture)
    this.element.removeEventListener('touchmove', this.handleTouchMove)
    this.element.removeEventListener('wheel', this.handleWheel)
    this.element.removeEventListener('contextmenu', this.handleContextMenu)
  }

  /** Whether a stroke, pan or pinch is in progress (the page uses it to hold back other UI). */
  get isBusy(): boolean {
    return this.activePointer !== null || this.pinch !== null || this.middlePan !== null
  }

  private local(event: { clientX: number; clientY: number }): { x: number; y: number } {
    // The rectangle is measured once per gesture; hovering measures afresh (the layout may have moved).
    const isGesture = this.activePointer !== null || this.pending !== null || this.pinch !== null
    const rect = (isGesture ? this.rect : null) ?? this.element.getBoundingClientRect()
    return { x: event.clientX - rect.left, y: event.clientY - rect.top }
  }

  private toInput(event: { clientX: number; clientY: number }): PointerInput {
    const p = this.local(event)
    const { col, row } = this.deps.renderer.cellAt(p.x, p.y)
    return { col, row, screenX: event.clientX, screenY: event.clientY }
  }

  private readonly handlePointerDown = (event: PointerEvent): void => {
    this.rect = this.element.getBoundingClientRect()
    this.points.set(event.pointerId, { x: event.clientX, y: event.clientY, type: event.pointerType })
    if (event.pointerType === 'touch') {
      this.touchDown(event)
      return
    }
    if (event.button === 1) {
      event.preventDefault()
      this.middlePan = { x: event.clientX, y: event.clientY }
      this.capture(event)
      return
    }
    if (event.button !== 0 || this.activePointer !== null) return
    event.preventDefault()
    this.capture(event)
    this.activePointer = event.pointerId
    this.deps.renderer.setHover(null)
    this.deps.getController().pointerDown(this.toInput(event))
  }

  private touchDown(event: PointerEvent): void {
    const touches = [...this.points.values()].filter((p) => p.type === 'touch')
    if (touches.length >= 2) {
      // A second finger turns whatever the first one started into a pinch.
      this.clearPending()
      if (this.activePointer !== null) {
        this.deps.getController().cancel()
        this.activePointer = null
      }
      this.startPinch()
      return
    }
    if (this.deps.getTool() === 'drag') {
      this.capture(event)
      this.activePointer = event.pointerId
      this.deps.getController().pointerDown(this.toInput(event))
      return
    }
    const start = this.toInput(event)
    this.clearPending()
    this.pending = {
      pointerId: event.pointerId,
      start,
      latest: start,
      timer: setTimeout(() => this.activatePending(), TOUCH_HOLD_MS),
    }
  }

  private activatePending(): void {
    const pending = this.pending
    if (!pending) return
    this.pending = null
    this.activePointer = pending.pointerId
    const controller = this.deps.getController()
    controller.pointerDown(pending.start)
    if (pending.latest !== pending.start) controller.pointerMove(pending.latest)
  }

  private readonly handlePointerMove = (event: PointerEvent): void => {
    const point = this.points.get(event.pointerId)
    if (point) {
      point.x = event.clientX
      point.y = event.clientY
    }
    if (this.pinch) {
      this.updatePinch()
      return
    }
    if (this.middlePan) {
      this.deps.renderer.panBy(event.clientX - this.middlePan.x, event.clientY - this.middlePan.y)
      this.middlePan = { x: event.clientX, y: event.clientY }
      return
    }
    if (this.pending && this.pending.pointerId === event.pointerId) {
      const dx = event.clientX - this.pending.start.screenX
      const dy = event.clientY - this.pending.start.screenY
      if (Math.hypot(dx, dy) > SWIPE_SLOP_PX) this.clearPending()
      else this.pending.latest = this.toInput(event)
      return
    }
    if (this.activePointer === event.pointerId) {
      const controller = this.deps.getController()
      // Coalesced events keep fast strokes continuous even when the frame rate drops.
      const events = typeof event.getCoalescedEvents === 'function' ? event.getCoalescedEvents() : []
      for (const e of events.length > 0 ? events : [event]) controller.pointerMove(this.toInput(e))
      return
    }
    if (event.pointerType === 'mouse' && this.deps.getTool() !== 'drag') {
      const p = this.local(event)
      this.deps.renderer.setHover(this.deps.renderer.cellAt(p.x, p.y))
    }
  }

  private readonly handlePointerUp = (event: PointerEvent): void => {
    this.points.delete(event.pointerId)
    if (this.pinch) {
      if ([...this.points.values()].filter((p) => p.type === 'touch').length < 2) this.pinch = null
      return
    }
    if (this.middlePan && event.button === 1) {
      this.middlePan = null
      return
    }
    if (this.pending && this.pending.pointerId === event.pointerId) {
      // A tap: too short for the hold, but it did not move, so it is a deliberate single click.
      const { start } = this.pending
      this.clearPending()
      const controller = this.deps.getController()
      controller.pointerDown(start)
      controller.pointerUp(start)
      return
    }
    if (this.activePointer === event.pointerId) {
      this.activePointer = null
      this.deps.getController().pointerUp(this.toInput(event))
    }
  }

  private readonly handlePointerCancel = (event: PointerEvent): void => {
    this.points.delete(event.pointerId)
    if (this.pending?.pointerId === event.pointerId) this.clearPending()
    if (this.activePointer === event.pointerId) {
      // The browser took the gesture over (or the pen left): a half stroke is not kept.
      this.activePointer = null
      this.deps.getController().cancel()
    }
    if (this.points.size < 2) this.pinch = null
    if (this.points.size === 0) this.middlePan = null
  }

  private readonly handleLostCapture = (event: PointerEvent): void => {
    if (this.activePointer === event.pointerId && !this.points.has(event.pointerId)) this.activePointer = null
  }

  private readonly handlePointerLeave = (event: PointerEvent): void => {
    if (event.pointerType === 'mouse') this.deps.renderer.setHover(null)
  }

  private readonly handleTouchMove = (event: TouchEvent): void => {
    if ((this.activePointer !== null || this.pinch !== null) && event.cancelable) event.preventDefault()
  }

  private readonly handleWheel = (event: WheelEvent): void => {
    event.preventDefault()
    // Pixel mode deltas from trackpads are small; line/page mode (mouse wheels) count as a full step.
    const delta = event.deltaMode === 0 ? event.deltaY : Math.sign(event.deltaY) * WHEEL_STEP
    this.wheelDelta += event.ctrlKey ? delta * 3 : delta
    const anchor = this.local(event)
    while (Math.abs(this.wheelDelta) >= WHEEL_STEP) {
      if (this.wheelDelta < 0) this.deps.renderer.zoomIn(anchor)
      else this.deps.renderer.zoomOut(anchor)
      this.wheelDelta -= Math.sign(this.wheelDelta) * WHEEL_STEP
    }
  }

  private readonly handleContextMenu = (event: MouseEvent): void => {
    if (this.isBusy) event.preventDefault()
  }

  private capture(event: PointerEvent): void {
    try {
      this.element.setPointerCapture(event.pointerId)
    } catch {
      // Synthetic events (tests) may have no active pointer to capture.
    }
  }

  private clearPending(): void {
    if (this.pending) clearTimeout(this.pending.timer)
    this.pending = null
  }

  private touchPair(): [{ x: number; y: number }, { x: number; y: number }] | null {
    const [a, b] = [...this.points.values()].filter((p) => p.type === 'touch')
    return a && b ? [a, b] : null
  }

  private startPinch(): void {
    const pair = this.touchPair()
    if (!pair) return
    const [a, b] = pair
    this.pinch = {
      distance: Math.max(1, Math.hypot(a.x - b.x, a.y - b.y)),
      midX: (a.x + b.x) / 2,
      midY: (a.y + b.y) / 2,
      cellPx: this.deps.renderer.cellSizePx,
    }
  }

  private updatePinch(): void {
    const pinch = this.pinch
    const pair = this.touchPair()
    if (!pinch || !pair) return
    const [a, b] = pair
    const distance = Math.max(1, Math.hypot(a.x - b.x, a.y - b.y))
    const midX = (a.x + b.x) / 2
    const midY = (a.y + b.y) / 2
    this.deps.renderer.panBy(midX - pinch.midX, midY - pinch.midY)
    this.deps.renderer.zoomTo(
      pinch.cellPx * (distance / pinch.distance),
      this.local({ clientX: midX, clientY: midY }),
    )
    pinch.midX = midX
    pinch.midY = midY
  }
}
