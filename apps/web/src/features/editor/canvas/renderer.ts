import type { ChangeEvent, PixelArt, Rect, ToolController } from '@threadbit/pixelart'
import { LOAD_ANIMATION_DONE, playLoadAnimation, prefersReducedMotion } from './load-animation.ts'
import type { LoadAnimationProgress } from './load-animation.ts'
import {
  BORDER_THICKNESS_PX,
  DRAWING_PADDING_PX,
  drawArt,
  drawArtRegion,
  drawGrid,
  drawHover,
  FALLBACK_THEME,
  readTheme,
  type LayerView,
  type Theme,
} from './draw-layers.ts'
import { clampRect, patchOffscreen, rebuildOffscreen, unionRect } from './offscreen-art.ts'

const MAX_CELL_CSS_PX = 96
const FIT_MAX_CELL_CSS_PX = 64
const ZOOM_STEP = 1.25

export interface CanvasLayers {
  art: HTMLCanvasElement
  grid: HTMLCanvasElement
  overlay: HTMLCanvasElement
}

/** Where the grid sits on screen, in CSS pixels relative to the canvas. */
export interface CanvasGeometry {
  left: number
  top: number
  cellSize: number
  columns: number
  rows: number
  /** Zoom as a percentage: 100% is one CSS pixel per cell. */
  zoomPercent: number
}

/**
 * Draws a PixelArt on three stacked canvases and keeps redraws small:
 * - an offscreen canvas holds one pixel per cell and is patched per dirty rect from ChangeEvents;
 * - the art layer blits that image scaled by an integer cell size (nearest neighbour), and during a stroke
 *   only the dirty rect is blitted again;
 * - grid lines and the centre guide live on their own layer, redrawn only when the view changes;
 * - the hover outline has a layer of its own, so moving the mouse redraws nothing else.
 * All sizes are device pixels internally, so cells stay crisp at any devicePixelRatio.
 * Plain TypeScript: React only creates the canvases and forwards sizes and settings.
 */
export class CanvasRenderer {
  private art: PixelArt | null = null
  private controller: ToolController | null = null
  private unsubscribe: (() => void)[] = []
  private readonly offscreen: HTMLCanvasElement
  private readonly offscreenCtx: CanvasRenderingContext2D
  private readonly ctx: {
    art: CanvasRenderingContext2D
    grid: CanvasRenderingContext2D
    overlay: CanvasRenderingContext2D
  }
  private widthPx = 0
  private heightPx = 0
  private dpr = 1
  private cellPx = 1
  private isAutoFit = true
  /** Strips on the right and at the top the art keeps out of (the floating preview window), in CSS px. */
  private reserved = { right: 0, top: 0 }
  /** View offset from zooming around a point and from pinching, in CSS px; the controller's pan adds to it. */
  private offset = { x: 0, y: 0 }
  private gridEnabled = true
  private theme: Theme = FALLBACK_THEME
  private animation: LoadAnimationProgress = LOAD_ANIMATION_DONE
  private stopAnimation: (() => void) | null = null
  private hover: { col: number; row: number } | null = null
  private frame = 0
  private needsFull = true
  private needsGrid = true
  private needsOverlay = true
  private dirty: Rect | null = null
  private readonly viewListeners = new Set<(geometry: CanvasGeometry) => void>()
  private lastGeometryKey = ''

  constructor(
    private readonly layers: CanvasLayers,
    private readonly themeSource: HTMLElement,
  ) {
    this.offscreen = document.createElement('canvas')
    this.offscreenCtx = context2d(this.offscreen)
    this.ctx = {
      art: context2d(layers.art),
      grid: context2d(layers.grid),
      overlay: context2d(layers.overlay),
    }
    this.refreshTheme()
  }

  setArt(art: PixelArt, controller: ToolController): void {
    for (const off of this.unsubscribe) off()
    this.art = art
    this.controller = controller
    this.offset = { x: 0, y: 0 }
    this.isAutoFit = true
    this.unsubscribe = [
      art.subscribe((event) => this.handleChange(event)),
      controller.subscribe((event) => {
        if (event.type === 'pan') this.invalidateView()
      }),
    ]
    rebuildOffscreen(this.offscreenCtx, art)
    this.fit()
    this.invalidateView()
  }

  /** Canvas size in device pixels (from ResizeObserver's device-pixel-content-box when available). */
  resize(widthPx: number, heightPx: number, dpr: number): void {
    if (widthPx === this.widthPx && heightPx === this.heightPx && dpr === this.dpr) return
    const oldDpr = this.dpr
    this.widthPx = widthPx
    this.heightPx = heightPx
    this.dpr = dpr
    for (const canvas of Object.values(this.layers)) {
      canvas.width = widthPx
      canvas.height = heightPx
    }
    // Resizing a canvas resets its state.
    for (const ctx of Object.values(this.ctx)) ctx.imageSmoothingEnabled = false
    if (this.isAutoFit) this.fit()
    else if (oldDpr !== dpr) this.cellPx = Math.max(1, Math.round((this.cellPx / oldDpr) * dpr))
    this.invalidateView()
  }

  setGridEnabled(enabled: boolean): void {
    if (enabled === this.gridEnabled) return
    this.gridEnabled = enabled
    this.needsGrid = true
    this.schedule()
  }

  /** Re-reads colours from CSS custom properties (after the light/dark toggle). */
  refreshTheme(): void {
    this.theme = readTheme(this.themeSource)
    this.invalidateView()
  }

  playLoadAnimation(): void {
    this.stopAnimation?.()
    this.stopAnimation = playLoadAnimation(
      (progress) => {
        this.animation = progress
        this.needsFull = true
        this.needsGrid = true
        this.schedule()
      },
      { reducedMotion: prefersReducedMotion() },
    )
  }

  // ---- view ----

  zoomIn(anchor?: { x: number; y: number }): void {
    this.zoomTo(Math.max(this.cellPx + 1, Math.round(this.cellPx * ZOOM_STEP)), anchor)
  }

  zoomOut(anchor?: { x: number; y: number }): void {
    this.zoomTo(Math.min(this.cellPx - 1, Math.round(this.cellPx / ZOOM_STEP)), anchor)
  }

  /** Sets the cell size (device px), keeping the cell under `anchor` (CSS px in the canvas) in place. */
  zoomTo(cellPx: number, anchor?: { x: number; y: number }): void {
    const next = Math.min(Math.round(MAX_CELL_CSS_PX * this.dpr), Math.max(1, Math.round(cellPx)))
    if (next === this.cellPx || !this.art) return
    const a = anchor ?? { x: this.widthPx / this.dpr / 2, y: this.heightPx / this.dpr / 2 }
    const before = this.origin()
    const ax = a.x * this.dpr
    const ay = a.y * this.dpr
    const gridX = (ax - before.x) / this.cellPx
    const gridY = (ay - before.y) / this.cellPx
    this.cellPx = next
    this.isAutoFit = false
    const centred = this.origin(true)
    this.offset = {
      x: (ax - gridX * next - centred.x) / this.dpr,
      y: (ay - gridY * next - centred.y) / this.dpr,
    }
    this.invalidateView()
  }

  /**
   * Keeps the art out of a strip on the right and one at the top of the canvas (CSS px; 0 frees them):
   * fitting and centring use the rest, so a floating window there does not cover the drawing.
   */
  setReserved(strips: { right: number; top: number }): void {
    const next = { right: Math.max(0, strips.right), top: Math.max(0, strips.top) }
    if (next.right === this.reserved.right && next.top === this.reserved.top) return
    this.reserved = next
    if (this.isAutoFit) this.fit()
    this.invalidateView()
  }

  zoomToFit(): void {
    this.isAutoFit = true
    this.offset = { x: 0, y: 0 }
    this.controller?.resetPan()
    this.fit()
    this.invalidateView()
  }

  /** Moves the view by CSS pixels (pinch, middle mouse button); the drag tool pans through the controller. */
  panBy(dx: number, dy: number): void {
    this.offset.x += dx
    this.offset.y += dy
    this.invalidateView()
  }

  get cellSizePx(): number {
    return this.cellPx
  }

  /** The cell under a point given in CSS px relative to the canvas (may be outside the grid). */
  cellAt(x: number, y: number): { col: number; row: number } {
    const o = this.origin()
    return {
      col: Math.floor((x * this.dpr - o.x) / this.cellPx),
      row: Math.floor((y * this.dpr - o.y) / this.cellPx),
    }
  }

  setHover(cell: { col: number; row: number } | null): void {
    const same =
      cell && this.hover ? cell.col === this.hover.col && cell.row === this.hover.row : cell === this.hover
    if (same) return
    this.hover = cell
    this.needsOverlay = true
    this.schedule()
  }

  geometry(): CanvasGeometry {
    const o = this.origin()
    return {
      left: o.x / this.dpr,
      top: o.y / this.dpr,
      cellSize: this.cellPx / this.dpr,
      columns: this.art?.columns ?? 0,
      rows: this.art?.rows ?? 0,
      zoomPercent: Math.round((this.cellPx / this.dpr) * 100),
    }
  }

  onViewChange(listener: (geometry: CanvasGeometry) => void): () => void {
    this.viewListeners.add(listener)
    listener(this.geometry())
    return () => this.viewListeners.delete(listener)
  }

  destroy(): void {
    for (const off of this.unsubscribe) off()
    this.unsubscribe = []
    this.stopAnimation?.()
    if (this.frame) cancelAnimationFrame(this.frame)
    this.frame = 0
    this.viewListeners.clear()
  }

  // ---- model changes ----

  private handleChange(event: ChangeEvent): void {
    const art = this.art
    if (!art) return
    const sizeChanged = art.columns !== this.offscreen.width || art.rows !== this.offscreen.height
    if (sizeChanged || event.kind === 'load' || event.kind === 'palette' || event.kind === 'size') {
      rebuildOffscreen(this.offscreenCtx, art)
      if (sizeChanged && this.isAutoFit) this.fit()
      this.invalidateView()
      return
    }
    if (event.kind === 'meta') {
      // Border on/off and colour live outside the grid: repaint the art layer only.
      this.needsFull = true
      this.schedule()
      return
    }
    if (event.dirty) {
      const rect = clampRect(event.dirty, art.columns, art.rows)
      if (!rect) return
      patchOffscreen(this.offscreenCtx, art, rect)
      this.dirty = this.dirty ? unionRect(this.dirty, rect) : rect
    } else {
      rebuildOffscreen(this.offscreenCtx, art)
      this.needsFull = true
    }
    this.schedule()
  }

  // ---- drawing ----

  private fit(): void {
    const art = this.art
    if (!art || this.widthPx === 0 || this.heightPx === 0) return
    const reserve = 2 * (DRAWING_PADDING_PX + BORDER_THICKNESS_PX) * this.dpr
    const fitted = Math.floor(
      Math.min((this.freeWidthPx() - reserve) / art.columns, (this.freeHeightPx() - reserve) / art.rows),
    )
    this.cellPx = Math.max(1, Math.min(fitted, Math.round(FIT_MAX_CELL_CSS_PX * this.dpr)))
  }

  /** The canvas width the art may use: all of it but a reserved strip, which never takes more than half. */
  private freeWidthPx(): number {
    return this.widthPx - this.reservedPx(this.reserved.right, this.widthPx)
  }

  private freeHeightPx(): number {
    return this.heightPx - this.reservedPx(this.reserved.top, this.heightPx)
  }

  private reservedPx(css: number, of: number): number {
    return Math.min(Math.round(css * this.dpr), Math.floor(of / 2))
  }

  /** Top-left of the grid in device pixels, always whole pixels so cell edges stay sharp. */
  private origin(withoutOffset = false): { x: number; y: number } {
    const art = this.art
    if (!art) return { x: 0, y: 0 }
    const pan = this.controller?.pan ?? { x: 0, y: 0 }
    const ox = withoutOffset ? 0 : this.offset.x
    const oy = withoutOffset ? 0 : this.offset.y
    return {
      x: Math.round((this.freeWidthPx() - art.columns * this.cellPx) / 2 + (pan.x + ox) * this.dpr),
      y: Math.round(
        this.reservedPx(this.reserved.top, this.heightPx) +
          (this.freeHeightPx() - art.rows * this.cellPx) / 2 +
          (pan.y + oy) * this.dpr,
      ),
    }
  }

  private invalidateView(): void {
    this.needsFull = true
    this.needsGrid = true
    this.needsOverlay = true
    this.schedule()
    this.emitView()
  }

  private emitView(): void {
    if (this.viewListeners.size === 0) return
    const geometry = this.geometry()
    const key = JSON.stringify(geometry)
    if (key === this.lastGeometryKey) return
    this.lastGeometryKey = key
    for (const listener of this.viewListeners) listener(geometry)
  }

  private schedule(): void {
    if (this.frame === 0) this.frame = requestAnimationFrame(this.renderFrame)
  }

  private readonly renderFrame = (): void => {
    this.frame = 0
    if (!this.art || this.widthPx === 0) return
    const view = this.layerView(this.art)
    if (this.needsFull) drawArt(this.ctx.art, view)
    else if (this.dirty) drawArtRegion(this.ctx.art, view, this.dirty)
    if (this.needsGrid) drawGrid(this.ctx.grid, view, this.gridEnabled)
    if (this.needsOverlay) drawHover(this.ctx.overlay, view, this.hover)
    this.needsFull = false
    this.needsGrid = false
    this.needsOverlay = false
    this.dirty = null
  }

  private layerView(art: PixelArt): LayerView {
    return {
      art,
      offscreen: this.offscreen,
      origin: this.origin(),
      cellPx: this.cellPx,
      dpr: this.dpr,
      widthPx: this.widthPx,
      heightPx: this.heightPx,
      theme: this.theme,
      animation: this.animation,
    }
  }
}

function context2d(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new Error('Canvas 2D is not available')
  ctx.imageSmoothingEnabled = false
  return ctx
}
