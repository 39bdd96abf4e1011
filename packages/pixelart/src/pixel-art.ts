import { AUTHOR_MAX, DEFAULT_COLUMNS, DEFAULT_ROWS, TITLE_MAX } from '@threadbit/contracts'
import {
  COLOR_STRING_ERROR,
  TRANSPARENT,
  TRANSPARENT_CELL,
  cellToColor,
  normalizeColor,
  requireCell,
  type Cell,
  type Color,
} from './color.ts'
import { type ChangeEvent, type ChangeKind, ChangeFeed } from './change-feed.ts'
import { canAddColor, colorsInReadingOrder, recount, wouldExceedColors } from './color-counts.ts'
import { floodRegion, paintRegion } from './flood-fill.ts'
import { STRIDE, checkGridSize, clearOutside, cropGrid, fullRect, opaqueBounds } from './grid.ts'
import {
  Gesture,
  UndoHistory,
  inverseOf,
  restorePixels,
  snapshot,
  type HistoryEntry,
  type HistoryMeta,
} from './history.ts'
import { newId } from './new-id.ts'
import { DEFAULT_PALETTE, TRANSPARENT_SLOT, checkPaletteSlot } from './palette.ts'
import { addCount, type Rect } from './patch.ts'
import { gridFromRGBA, gridToRGBA, placeCells, serializeGrid } from './pixel-art-io.ts'
import type { RGBAImage } from './png.ts'
import { decodeSerialized, type SerializedPixelArt } from './serialize.ts'

/**
 * The pixel-art document: grid, palette, metadata and undo history (history.ts), loaded from and saved to
 * images and JSON by pixel-art-io.ts. Framework-free; the editor subscribes
 * and redraws, and a headless ToolController turns pointer input into calls on it.
 *
 * Storage: one Uint32Array of 128x128 cells (0 = transparent, else an opaque RGB, see color.ts) of which the
 * top-left rows x columns are visible (grid.ts). Cells outside the visible area are always transparent, so
 * growing the grid shows transparent cells even after a shrink. A colour -> count map of the visible cells makes
 * the 12-colour rule O(1) per pixel.
 */
export class PixelArt {
  readonly id: string
  #title = ''
  #author = ''
  #rows: number
  #columns: number
  #border = true
  #borderColor: Color = '#ffffff'
  #palette: readonly (Color | null)[] = DEFAULT_PALETTE
  readonly #grid = new Uint32Array(STRIDE * STRIDE)
  readonly #counts = new Map<Cell, number>()
  readonly #history = new UndoHistory()
  readonly #gesture = new Gesture()
  readonly #changes = new ChangeFeed()

  constructor(options: { rows?: number; columns?: number; id?: string } = {}) {
    const rows = options.rows ?? DEFAULT_ROWS
    const columns = options.columns ?? DEFAULT_COLUMNS
    checkGridSize(rows, 'rows')
    checkGridSize(columns, 'columns')
    this.#rows = rows
    this.#columns = columns
    this.id = typeof options.id === 'string' && options.id !== '' ? options.id : newId()
  }

  // ---- metadata -----------------------------------------------------------------------------------------

  get title(): string {
    return this.#title
  }
  /** Accepted only if a string of at most 20 characters; anything else is ignored. */
  set title(value: unknown) {
    if (typeof value !== 'string' || value.length > TITLE_MAX || value === this.#title) return
    this.#step('meta', 'title', null, () => {
      this.#title = value
    })
  }

  get author(): string {
    return this.#author
  }
  /** Accepted only if a string of at most 50 characters; anything else is ignored. */
  set author(value: unknown) {
    if (typeof value !== 'string' || value.length > AUTHOR_MAX || value === this.#author) return
    this.#step('meta', 'author', null, () => {
      this.#author = value
    })
  }

  /** Shown around the design; a display setting, so it is not in the undo history. */
  get border(): boolean {
    return this.#border
  }
  set border(value: boolean) {
    if (Boolean(value) === this.#border) return
    this.#border = Boolean(value)
    this.#emit('meta')
  }

  get borderColor(): Color {
    return this.#borderColor
  }
  /** Any CSS colour, stored as '#rrggbb'; unreadable or transparent values are ignored. */
  set borderColor(value: Color) {
    const color = typeof value === 'string' ? normalizeColor(value) : null
    if (color === null || color === TRANSPARENT || color === this.#borderColor) return
    this.#borderColor = color
    this.#emit('meta')
  }

  get rows(): number {
    return this.#rows
  }
  get columns(): number {
    return this.#columns
  }

  /** Increments on every change: a cheap cache key for renderers and React's useSyncExternalStore. */
  get revision(): number {
    return this.#changes.revision
  }

  subscribe(listener: (e: ChangeEvent) => void): () => void {
    return this.#changes.subscribe(listener)
  }

  // ---- palette ------------------------------------------------------------------------------------------

  /** 32 slots; a new array after every palette change, so identity comparison detects changes. */
  get palette(): readonly (Color | null)[] {
    return this.#palette
  }

  /**
   * Sets a palette slot (0-30) to a colour, normalised to '#rrggbb'; one undo step (successive edits of the
   * same slot merge). Pixels already drawn keep their colour: the grid stores colours, not slot numbers.
   * Slot 31 (transparent) and transparent colours are ignored.
   */
  setPaletteColor(slot: number, color: unknown): void {
    if (typeof color !== 'string') throw new TypeError(COLOR_STRING_ERROR)
    const cell = requireCell(color)
    checkPaletteSlot(slot)
    if (slot === TRANSPARENT_SLOT || cell === TRANSPARENT_CELL) return
    this.#writeSlot(slot, cellToColor(cell))
  }

  /** Empties a palette slot (0-30); one undo step. */
  clearPaletteSlot(slot: number): void {
    checkPaletteSlot(slot)
    if (slot === TRANSPARENT_SLOT) return
    this.#writeSlot(slot, null)
  }

  #writeSlot(slot: number, color: Color | null): void {
    if (this.#palette[slot] === color) return
    this.#step('palette', `palette:${slot}`, null, () => {
      const next = [...this.#palette]
      next[slot] = color
      this.#palette = Object.freeze(next)
    })
  }

  // ---- pixels -------------------------------------------------------------------------------------------

  #inBounds(x: number, y: number): boolean {
    return (
      Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < this.#columns && y < this.#rows
    )
  }

  /** x is the column, y the row; 'transparent' outside the grid. */
  getPixel(x: number, y: number): Color {
    return this.#inBounds(x, y) ? cellToColor(this.#grid[y * STRIDE + x] as number) : TRANSPARENT
  }

  /**
   * Colours one cell. Returns false when ignored: outside the grid, or it would add a 13th colour.
   * A non-string colour throws a TypeError, an unreadable one an Error. Outside a stroke it is one undo step.
   */
  setPixel(x: number, y: number, color: unknown): boolean {
    const cell = requireCell(color)
    if (!this.#inBounds(x, y)) return false
    const i = y * STRIDE + x
    const old = this.#grid[i] as number
    if (old === cell) return true
    if (wouldExceedColors(this.#counts, cell, old, 1)) return false
    const dirty = { x, y, width: 1, height: 1 }
    const entry = this.#gesture.cover(dirty) ? null : this.#snapshot(dirty, null)
    addCount(this.#counts, old, -1)
    addCount(this.#counts, cell, 1)
    this.#grid[i] = cell
    if (entry) this.#history.record(entry)
    this.#emit('pixels', dirty)
    return true
  }

  /** 4-connected flood fill from (x, y); one undo step. False when outside or it would add a 13th colour. */
  fill(x: number, y: number, color: unknown): boolean {
    const cell = requireCell(color)
    if (!this.#inBounds(x, y)) return false
    const target = this.#grid[y * STRIDE + x] as number
    if (target === cell) return true
    const region = floodRegion(this.#grid, STRIDE, this.#columns, this.#rows, x, y)
    if (wouldExceedColors(this.#counts, cell, target, region.cellCount)) return false
    const { bounds } = region
    const entry = this.#gesture.cover(bounds) ? null : this.#snapshot(bounds, null)
    paintRegion(this.#grid, STRIDE, region, cell)
    addCount(this.#counts, target, -region.cellCount)
    addCount(this.#counts, cell, region.cellCount)
    if (entry) this.#history.record(entry)
    this.#emit('pixels', bounds)
    return true
  }

  /** Starts a gesture: every pixel change until endStroke is one undo step. */
  beginStroke(): void {
    this.#gesture.begin(this.#grid)
  }

  /** Commits the gesture as one undo step (none if it changed nothing). */
  endStroke(): void {
    const patch = this.#gesture.end(this.#grid)
    if (!patch) return
    this.#history.record({ ...this.#meta(), pixels: patch, mergeKey: null })
    this.#emit('history')
  }

  /** Abandons the gesture and puts back the pixels it changed (Escape). */
  cancelStroke(): void {
    const rect = this.#gesture.cancel(this.#grid, this.#counts)
    if (rect) this.#emit('pixels', rect)
  }

  get isStroking(): boolean {
    return this.#gesture.open
  }

  /** False when drawing this colour would add a 13th active colour. */
  canUseColor(color: Color): boolean {
    return canAddColor(this.#counts, color)
  }

  /** Distinct non-transparent colours of the visible grid, in reading order of first appearance. */
  activeColors(): Color[] {
    return colorsInReadingOrder(this.#counts, this.#grid, this.#rows, this.#columns)
  }

  get activeColorCount(): number {
    return this.#counts.size
  }

  isEmpty(): boolean {
    return this.#counts.size === 0
  }

  // ---- size ---------------------------------------------------------------------------------------------

  /**
   * Sets the visible size; one undo step. Pixels stay where they are (anchored top-left); new cells are
   * transparent, also after a shrink, because cells leaving the visible area are cleared.
   */
  resize(rows: number, columns: number): void {
    checkGridSize(rows, 'rows')
    checkGridSize(columns, 'columns')
    if (rows === this.#rows && columns === this.#columns) return
    this.#step(
      'size',
      null,
      fullRect(this.#columns, this.#rows),
      () => {
        clearOutside(this.#grid, this.#rows, this.#columns, rows, columns)
        this.#rows = rows
        this.#columns = columns
        recount(this.#counts, this.#grid, this.#rows, this.#columns)
      },
      fullRect(columns, rows),
    )
  }

  /** Bounding box of the non-transparent pixels, or null when there are none. */
  trimmedBounds(): Rect | null {
    if (this.#counts.size === 0) return null
    return opaqueBounds(this.#grid, this.#rows, this.#columns)
  }

  /** Crops to trimmedBounds(); one undo step. Does nothing on an empty or already tight grid. */
  trim(): void {
    const b = this.trimmedBounds()
    if (!b || (b.x === 0 && b.y === 0 && b.width === this.#columns && b.height === this.#rows)) return
    this.#step(
      'size',
      null,
      fullRect(this.#columns, this.#rows),
      () => {
        cropGrid(this.#grid, b, this.#rows, this.#columns)
        this.#rows = b.height
        this.#columns = b.width
        // Only transparent cells were dropped, so the colour counts are unchanged.
      },
      fullRect(b.width, b.height),
    )
  }

  // ---- history ------------------------------------------------------------------------------------------

  get canUndo(): boolean {
    return this.#history.undoDepth > 0 || this.#gesture.touched
  }
  get canRedo(): boolean {
    return this.#history.redoDepth > 0
  }

  /** Restores the state before the last step; false when there is none. An open stroke is committed first. */
  undo(): boolean {
    this.endStroke()
    return this.#travel(this.#history.takeUndo(), (inverse) => this.#history.keepRedo(inverse))
  }

  redo(): boolean {
    this.endStroke()
    return this.#travel(this.#history.takeRedo(), (inverse) => this.#history.keepUndo(inverse))
  }

  /** Bytes held by the pixel patches of the undo and redo stacks (palettes are shared, titles tiny). */
  historyBytes(): number {
    return this.#history.bytes()
  }

  get undoDepth(): number {
    return this.#history.undoDepth
  }

  /** Puts `entry` back, handing its inverse to `keep` (the other stack). */
  #travel(entry: HistoryEntry | undefined, keep: (inverse: HistoryEntry) => void): boolean {
    if (!entry) return false
    const inverse = inverseOf(this.#meta(), this.#grid, entry)
    keep(inverse)
    const dirty = restorePixels(this.#grid, this.#counts, this.#meta(), entry, inverse)
    this.#title = entry.title
    this.#author = entry.author
    this.#palette = entry.palette
    this.#rows = entry.rows
    this.#columns = entry.columns
    this.#emit('history', dirty)
    return true
  }

  #meta(): HistoryMeta {
    return {
      title: this.#title,
      author: this.#author,
      rows: this.#rows,
      columns: this.#columns,
      palette: this.#palette,
    }
  }

  #snapshot(pixels: Rect | null, mergeKey: string | null): HistoryEntry {
    return snapshot(this.#meta(), this.#grid, pixels, mergeKey)
  }

  /** A step that changes something other than single pixels: commit any stroke, snapshot, change, record. */
  #step(
    kind: ChangeKind,
    mergeKey: string | null,
    pixels: Rect | null,
    change: () => void,
    dirty?: Rect,
  ): void {
    this.endStroke()
    const entry = this.#snapshot(pixels, mergeKey)
    change()
    this.#history.record(entry)
    this.#emit(kind, dirty)
  }

  #emit(kind: ChangeKind, dirty?: Rect): void {
    this.#changes.emit(kind, dirty)
  }

  // ---- images and JSON (pixel-art-io.ts; for PNG bytes, png.ts encodes toRGBA and decodes for loadRGBA) --

  /** The visible grid as RGBA, each pixel drawn as a scale x scale square (1, 10 and 20 are the downloads). */
  toRGBA(scale = 1): RGBAImage {
    return gridToRGBA(this.#grid, this.#rows, this.#columns, scale)
  }

  /**
   * Replaces the grid with an image; not an undo step (history is cleared). Colours are matched to the
   * palette, or added to it, as `gridFromRGBA` describes.
   */
  loadRGBA(image: RGBAImage): void {
    const palette = gridFromRGBA(image, this.#palette, this.#grid)
    this.#gesture.close()
    this.#rows = image.height
    this.#columns = image.width
    this.#palette = Object.freeze(palette)
    recount(this.#counts, this.#grid, this.#rows, this.#columns)
    this.#history.clear()
    this.#emit('load', fullRect(image.width, image.height))
  }

  toJSON(): SerializedPixelArt {
    return serializeGrid(
      {
        ...this.#meta(),
        id: this.id,
        border: this.#border,
        borderColor: this.#borderColor,
      },
      this.#grid,
    )
  }

  /** Rebuilds a design saved with toJSON (history is not saved); throws a TypeError on anything invalid. */
  static fromJSON(json: unknown): PixelArt {
    const d = decodeSerialized(json)
    const art = new PixelArt({ rows: d.rows, columns: d.columns, id: d.id })
    art.#title = d.title
    art.#author = d.author
    art.#border = d.border
    art.#borderColor = d.borderColor
    art.#palette = Object.freeze(d.palette)
    placeCells(art.#grid, d)
    recount(art.#counts, art.#grid, art.#rows, art.#columns)
    return art
  }
}
