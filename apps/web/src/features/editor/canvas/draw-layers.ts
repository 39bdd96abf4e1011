import type { PixelArt, Rect } from '@threadbit/pixelart'
import type { LoadAnimationProgress } from './load-animation.ts'

/** Editor drawing area padding 10; border thickness 5. Both in CSS pixels. */
export const DRAWING_PADDING_PX = 10
export const BORDER_THICKNESS_PX = 5
/** Below this cell size (device px) grid lines would hide the art, so they are left out. */
const MIN_GRID_CELL_PX = 4
const MAJOR_GRID_EVERY = 8

export interface Theme {
  paper: string
  grid: string
  gridMajor: string
  guide: string
  hover: string
}

export const FALLBACK_THEME: Theme = {
  paper: '#23212b',
  grid: 'rgb(255 255 255 / 9%)',
  gridMajor: 'rgb(255 255 255 / 18%)',
  guide: 'rgb(242 193 78 / 70%)',
  hover: 'rgb(255 255 255 / 85%)',
}

/** The editor's colours from its CSS custom properties (they change with the light/dark toggle). */
export function readTheme(element: HTMLElement): Theme {
  const style = getComputedStyle(element)
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback
  return {
    paper: read('--ed-paper', FALLBACK_THEME.paper),
    grid: read('--ed-grid', FALLBACK_THEME.grid),
    gridMajor: read('--ed-grid-major', FALLBACK_THEME.gridMajor),
    guide: read('--ed-guide', FALLBACK_THEME.guide),
    hover: read('--ed-hover', FALLBACK_THEME.hover),
  }
}

type Cell = { col: number; row: number }

/** What a layer is drawn from: the art, where its top-left cell sits and how big cells are (device px). */
export interface LayerView {
  art: PixelArt
  /** The art at one pixel per cell (see offscreen-art.ts). */
  offscreen: HTMLCanvasElement
  origin: { x: number; y: number }
  cellPx: number
  dpr: number
  widthPx: number
  heightPx: number
  theme: Theme
  animation: LoadAnimationProgress
}

/** The art layer: the border (drawn in as the load animation runs), the paper and the art scaled up. */
export function drawArt(ctx: CanvasRenderingContext2D, view: LayerView): void {
  const { art } = view
  const { x, y } = view.origin
  const w = art.columns * view.cellPx
  const h = art.rows * view.cellPx
  ctx.clearRect(0, 0, view.widthPx, view.heightPx)
  if (art.border && view.animation.border > 0) {
    const t = Math.max(1, Math.round(BORDER_THICKNESS_PX * view.dpr))
    const perimeter = 2 * (w + t) + 2 * (h + t)
    ctx.save()
    ctx.strokeStyle = art.borderColor
    ctx.lineWidth = t
    ctx.lineJoin = 'miter'
    if (view.animation.border < 1) ctx.setLineDash([perimeter * view.animation.border, perimeter])
    ctx.strokeRect(x - t / 2, y - t / 2, w + t, h + t)
    ctx.restore()
  }
  ctx.fillStyle = view.theme.paper
  ctx.fillRect(x, y, w, h)
  if (view.animation.art >= 1) {
    ctx.drawImage(view.offscreen, 0, 0, art.columns, art.rows, x, y, w, h)
  } else if (view.animation.art > 0) {
    // The art "stitches in" row by row.
    const rows = Math.min(art.rows, Math.ceil(view.animation.art * art.rows))
    ctx.drawImage(view.offscreen, 0, 0, art.columns, rows, x, y, w, rows * view.cellPx)
  }
}

/** Redraws only the cells a stroke changed. */
export function drawArtRegion(ctx: CanvasRenderingContext2D, view: LayerView, rect: Rect): void {
  const o = view.origin
  const sx = o.x + rect.x * view.cellPx
  const sy = o.y + rect.y * view.cellPx
  const sw = rect.width * view.cellPx
  const sh = rect.height * view.cellPx
  ctx.clearRect(sx, sy, sw, sh)
  ctx.fillStyle = view.theme.paper
  ctx.fillRect(sx, sy, sw, sh)
  ctx.drawImage(view.offscreen, rect.x, rect.y, rect.width, rect.height, sx, sy, sw, sh)
}

/** The grid layer: cell lines (every 8th stronger) and the dashed centre guide. */
export function drawGrid(ctx: CanvasRenderingContext2D, view: LayerView, gridEnabled: boolean): void {
  const { art } = view
  ctx.clearRect(0, 0, view.widthPx, view.heightPx)
  if (!gridEnabled || view.animation.grid <= 0) return
  const { x, y } = view.origin
  const cell = view.cellPx
  const w = art.columns * cell
  const h = art.rows * cell
  // Only the visible part of the grid is drawn; at high zoom most lines are off screen.
  const firstCol = Math.max(1, Math.ceil(-x / cell))
  const lastCol = Math.min(art.columns - 1, Math.floor((view.widthPx - x) / cell))
  const firstRow = Math.max(1, Math.ceil(-y / cell))
  const lastRow = Math.min(art.rows - 1, Math.floor((view.heightPx - y) / cell))
  const line = Math.max(1, Math.floor(view.dpr))
  ctx.save()
  ctx.globalAlpha = view.animation.grid
  if (cell >= MIN_GRID_CELL_PX) {
    for (let c = firstCol; c <= lastCol; c++) {
      ctx.fillStyle = c % MAJOR_GRID_EVERY === 0 ? view.theme.gridMajor : view.theme.grid
      ctx.fillRect(x + c * cell, y, line, h)
    }
    for (let r = firstRow; r <= lastRow; r++) {
      ctx.fillStyle = r % MAJOR_GRID_EVERY === 0 ? view.theme.gridMajor : view.theme.grid
      ctx.fillRect(x, y + r * cell, w, line)
    }
  }
  if (view.animation.guide > 0) {
    // Centre guide: a dashed cross through the middle of the design, to help with symmetry.
    ctx.globalAlpha = view.animation.guide
    ctx.strokeStyle = view.theme.guide
    ctx.lineWidth = line
    ctx.setLineDash([4 * view.dpr, 4 * view.dpr])
    const cx = x + Math.round((art.columns * cell) / 2) + line / 2
    const cy = y + Math.round((art.rows * cell) / 2) + line / 2
    ctx.beginPath()
    ctx.moveTo(cx, y)
    ctx.lineTo(cx, y + h)
    ctx.moveTo(x, cy)
    ctx.lineTo(x + w, cy)
    ctx.stroke()
  }
  ctx.restore()
}

/** The overlay layer: the outline of the cell under the pointer. */
export function drawHover(ctx: CanvasRenderingContext2D, view: LayerView, hover: Cell | null): void {
  const { art } = view
  ctx.clearRect(0, 0, view.widthPx, view.heightPx)
  if (!hover || hover.col < 0 || hover.row < 0 || hover.col >= art.columns || hover.row >= art.rows) return
  const o = view.origin
  const line = Math.max(1, Math.round(view.dpr))
  ctx.strokeStyle = view.theme.hover
  ctx.lineWidth = line
  ctx.strokeRect(
    o.x + hover.col * view.cellPx + line / 2,
    o.y + hover.row * view.cellPx + line / 2,
    view.cellPx - line,
    view.cellPx - line,
  )
}
