import { TRANSPARENT, normalizeColor, type Color } from './color.ts'
import { forEachLineCell } from './line.ts'
import type { PixelArt } from './pixel-art.ts'

export type Tool = 'pen' | 'fill' | 'drag' | 'eraser'

/** A pointer position in grid units (fractional, possibly outside the grid) and in screen pixels. */
export interface PointerInput {
  col: number
  row: number
  screenX: number
  screenY: number
}

export type ControllerEvent = { type: 'pan' } | { type: 'color-blocked'; color: Color }

type Gesture =
  | { kind: 'paint'; color: Color; lastCol: number; lastRow: number; blockedReported: boolean }
  | { kind: 'drag'; lastX: number; lastY: number; startPan: { x: number; y: number } }
  | { kind: 'fill' }

/**
 * Headless editor input (tldraw-style): turns pointer events into PixelArt calls, with no DOM. One gesture
 * (pointer down, moves, up) is one undo step; cancel() (Escape) undoes the gesture in progress.
 */
export class ToolController {
  readonly art: PixelArt
  #tool: Tool = 'pen'
  #color: Color
  #pan = { x: 0, y: 0 }
  #gesture: Gesture | null = null
  readonly #listeners = new Set<(e: ControllerEvent) => void>()

  constructor(art: PixelArt) {
    this.art = art
    this.#color = art.palette.find((c): c is Color => c !== null) ?? '#000000'
  }

  get tool(): Tool {
    return this.#tool
  }
  /** Switching tools mid-gesture commits the gesture first. */
  set tool(tool: Tool) {
    if (tool === this.#tool) return
    this.pointerUp()
    this.#tool = tool
  }

  /** The pen and fill colour; any CSS colour, stored as '#rrggbb' or 'transparent'. Invalid values are ignored. */
  get color(): Color {
    return this.#color
  }
  set color(color: Color) {
    const normalized = typeof color === 'string' ? normalizeColor(color) : null
    if (normalized !== null) this.#color = normalized
  }

  get pan(): { x: number; y: number } {
    return this.#pan
  }

  resetPan(): void {
    if (this.#pan.x === 0 && this.#pan.y === 0) return
    this.#pan = { x: 0, y: 0 }
    this.#emit({ type: 'pan' })
  }

  get isGestureActive(): boolean {
    return this.#gesture !== null
  }

  subscribe(listener: (e: ControllerEvent) => void): () => void {
    this.#listeners.add(listener)
    return () => {
      this.#listeners.delete(listener)
    }
  }

  pointerDown(p: PointerInput): void {
    if (this.#gesture) this.pointerUp()
    const col = Math.floor(p.col)
    const row = Math.floor(p.row)
    switch (this.#tool) {
      case 'pen':
      case 'eraser': {
        const color = this.#tool === 'pen' ? this.#color : TRANSPARENT
        const gesture = { kind: 'paint' as const, color, lastCol: col, lastRow: row, blockedReported: false }
        this.#gesture = gesture
        this.art.beginStroke()
        this.#paint(gesture, col, row)
        return
      }
      case 'fill': {
        this.#gesture = { kind: 'fill' }
        if (!this.#inGrid(col, row)) return
        if (!this.art.fill(col, row, this.#color)) this.#emit({ type: 'color-blocked', color: this.#color })
        return
      }
      case 'drag':
        this.#gesture = { kind: 'drag', lastX: p.screenX, lastY: p.screenY, startPan: this.#pan }
        return
    }
  }

  pointerMove(p: PointerInput): void {
    const gesture = this.#gesture
    if (!gesture) return
    if (gesture.kind === 'paint') {
      const col = Math.floor(p.col)
      const row = Math.floor(p.row)
      if (col === gesture.lastCol && row === gesture.lastRow) return
      forEachLineCell(gesture.lastCol, gesture.lastRow, col, row, this.art, (x, y) => {
        // The previous cell was painted by the previous event.
        if (x !== gesture.lastCol || y !== gesture.lastRow) this.#paint(gesture, x, y)
      })
      gesture.lastCol = col
      gesture.lastRow = row
    } else if (gesture.kind === 'drag') {
      const dx = p.screenX - gesture.lastX
      const dy = p.screenY - gesture.lastY
      gesture.lastX = p.screenX
      gesture.lastY = p.screenY
      if (dx === 0 && dy === 0) return
      this.#pan = { x: this.#pan.x + dx, y: this.#pan.y + dy }
      this.#emit({ type: 'pan' })
    }
  }

  /** Ends the gesture; a paint gesture becomes one undo step. */
  pointerUp(p?: PointerInput): void {
    const gesture = this.#gesture
    if (!gesture) return
    if (p) this.pointerMove(p)
    this.#gesture = null
    if (gesture.kind === 'paint') this.art.endStroke()
  }

  /** Escape: a paint gesture's pixels are put back; a drag returns the view to where it started. */
  cancel(): void {
    const gesture = this.#gesture
    if (!gesture) return
    this.#gesture = null
    if (gesture.kind === 'paint') this.art.cancelStroke()
    else if (gesture.kind === 'drag' && gesture.startPan !== this.#pan) {
      this.#pan = gesture.startPan
      this.#emit({ type: 'pan' })
    }
  }

  #inGrid(col: number, row: number): boolean {
    return col >= 0 && row >= 0 && col < this.art.columns && row < this.art.rows
  }

  #paint(gesture: Extract<Gesture, { kind: 'paint' }>, col: number, row: number): void {
    if (!this.#inGrid(col, row)) return
    if (this.art.setPixel(col, row, gesture.color) || gesture.blockedReported) return
    gesture.blockedReported = true
    this.#emit({ type: 'color-blocked', color: gesture.color })
  }

  #emit(event: ControllerEvent): void {
    for (const listener of [...this.#listeners]) listener(event)
  }
}
