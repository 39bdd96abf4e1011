import {
  AUTHOR_MAX,
  COLOR_MATCH_TOLERANCE,
  DEFAULT_COLUMNS,
  DEFAULT_ROWS,
  GRID_STORAGE_SIZE,
  MAX_ACTIVE_COLORS,
  PALETTE_SLOTS,
  TITLE_MAX,
  UNDO_LIMIT,
} from '@threadbit/contracts'
import {
  COLOR_STRING_ERROR,
  TRANSPARENT,
  TRANSPARENT_CELL,
  cellDistance,
  cellToColor,
  normalizeColor,
  packRGB,
  requireCell,
  type Cell,
  type Color,
} from './color.ts'
import { OPAQUE_ALPHA } from './alpha.ts'
import { floodRegion } from './flood-fill.ts'
import { DEFAULT_PALETTE, TRANSPARENT_SLOT } from './palette.ts'
import {
  applyPatch,
  countPatch,
  countRect,
  encodePatch,
  isEmptyRect,
  patchBytes,
  sameInRect,
  type PixelPatch,
  type Rect,
} from './patch.ts'
import { decodePNGToRGBA, encodeRGBAToPNG, type RGBAImage } from './png.ts'
import {
  SERIALIZED_FORMAT,
  SERIALIZED_VERSION,
  decodeSerialized,
  encodeCells,
  type SerializedPixelArt,
} from './serialize.ts'

export type ChangeKind = 'pixels' | 'palette' | 'meta' | 'size' | 'history' | 'load'
export interface ChangeEvent {
  kind: ChangeKind
  /** The pixel area that changed, when known. */
  dirty?: Rect
}

/** Row stride of the pixel storage: the grid always lives in a 128x128 array, whatever its visible size. */
const STRIDE = GRID_STORAGE_SIZE
/** Exports above this many pixels a side are refused rather than allocating hundreds of megabytes. */
const MAX_EXPORT_SIDE = 16_384

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1

/** What one undo or redo step restores. Pixels are a patch of the area the step changed. */
interface HistoryEntry {
  title: string
  author: string
  rows: number
  columns: number
  palette: readonly (Color | null)[]
  /** For a step that changes the size this covers the whole visible area of the state it restores. */
  pixels: PixelPatch | null
  /** Consecutive steps with the same key (typing a title, dragging a colour picker) merge into one. */
  mergeKey: string | null
}

interface Stroke {
  minX: number
  minY: number
  maxX: number
  maxY: number
}

function newId(): string {
  const webCrypto = globalThis.crypto
  // randomUUID exists only in secure contexts; a design opened over plain http still needs an id.
  if (typeof webCrypto.randomUUID === 'function') return webCrypto.randomUUID()
  const b = webCrypto.getRandomValues(new Uint8Array(16))
  b[6] = ((b[6] as number) & 0x0f) | 0x40
  b[8] = ((b[8] as number) & 0x3f) | 0x80
  const hex = Array.from(b, (v) => v.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

function checkGridSize(value: number, name: string): void {
  if (!Number.isInteger(value) || value < 0 || value > GRID_STORAGE_SIZE) {
    throw new RangeError(`${name} must be an integer from 0 to ${GRID_STORAGE_SIZE}`)
  }
}

function fullRect(columns: number, rows: number): Rect {
  return { x: 0, y: 0, width: columns, height: rows }
}

/**
 * The pixel-art document: grid, palette, metadata and undo history. Framework-free; the editor subscribes
 * and redraws, and a headless ToolController turns pointer input into calls on it.
 *
 * Storage: one Uint32Array of 128x128 cells (0 = transparent, else an opaque RGB, see color.ts) of which the
 * top-left rows x columns are visible. Cells outside the visible area are always transparent, so growing
 * the grid shows transparent cells even after a shrink. A colour -> count map of the visible cells makes
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
  #undo: HistoryEntry[] = []
  #redo: HistoryEntry[] = []
  #lastMergeKey: string | null = null
  #stroke: Stroke | null = null
  #strokeBase: Uint32Array | null = null
  #revision = 0
  readonly #listeners = new Set<(e: ChangeEvent) => void>()

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
    return this.#revision
  }

  subscribe(listener: (e: ChangeEvent) => void): () => void {
    this.#listeners.add(listener)
    return () => {
      this.#listeners.delete(listener)
    }
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
    this.#checkSlot(slot)
    if (slot === TRANSPARENT_SLOT || cell === TRANSPARENT_CELL) return
    this.#writeSlot(slot, cellToColor(cell))
  }

  /** Empties a palette slot (0-30); one undo step. */
  clearPaletteSlot(slot: number): void {
    this.#checkSlot(slot)
    if (slot === TRANSPARENT_SLOT) return
    this.#writeSlot(slot, null)
  }

  #checkSlot(slot: number): void {
    if (!Number.isInteger(slot) || slot < 0 || slot >= PALETTE_SLOTS) {
      throw new RangeError(`Palette slot must be an integer from 0 to ${PALETTE_SLOTS - 1}`)
    }
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
   * The 12-colour rule: painting `cellCount` cells of colour `target` (or one cell `target`) with `cell` is
   * refused when the result would hold more than 12 distinct colours and `cell` is a new one.
   */
  #wouldExceedColors(cell: Cell, replaced: Cell, replacedCount: number): boolean {
    if (cell === TRANSPARENT_CELL || this.#counts.has(cell)) return false
    const removesOne = replaced !== TRANSPARENT_CELL && this.#counts.get(replaced) === replacedCount
    return this.#counts.size + 1 - (removesOne ? 1 : 0) > MAX_ACTIVE_COLORS
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
    if (this.#wouldExceedColors(cell, old, 1)) return false
    const dirty = { x, y, width: 1, height: 1 }
    const stroke = this.#stroke
    let entry: HistoryEntry | null = null
    if (stroke) {
      if (x < stroke.minX) stroke.minX = x
      if (x > stroke.maxX) stroke.maxX = x
      if (y < stroke.minY) stroke.minY = y
      if (y > stroke.maxY) stroke.maxY = y
    } else entry = this.#snapshot(dirty, null)
    this.#count(old, -1)
    this.#count(cell, 1)
    this.#grid[i] = cell
    if (entry) this.#push(entry)
    this.#emit('pixels', dirty)
    return true
  }

  #count(cell: Cell, delta: number): void {
    if (cell === TRANSPARENT_CELL) return
    const next = (this.#counts.get(cell) ?? 0) + delta
    if (next <= 0) this.#counts.delete(cell)
    else this.#counts.set(cell, next)
  }

  /** 4-connected flood fill from (x, y); one undo step. False when outside or it would add a 13th colour. */
  fill(x: number, y: number, color: unknown): boolean {
    const cell = requireCell(color)
    if (!this.#inBounds(x, y)) return false
    const target = this.#grid[y * STRIDE + x] as number
    if (target === cell) return true
    const region = floodRegion(this.#grid, STRIDE, this.#columns, this.#rows, x, y)
    if (this.#wouldExceedColors(cell, target, region.cellCount)) return false
    const { bounds } = region
    const stroke = this.#stroke
    let entry: HistoryEntry | null = null
    if (stroke) {
      stroke.minX = Math.min(stroke.minX, bounds.x)
      stroke.minY = Math.min(stroke.minY, bounds.y)
      stroke.maxX = Math.max(stroke.maxX, bounds.x + bounds.width - 1)
      stroke.maxY = Math.max(stroke.maxY, bounds.y + bounds.height - 1)
    } else entry = this.#snapshot(bounds, null)
    const { spans, spanCount } = region
    for (let s = 0; s < spanCount; s++) {
      const base = (spans[3 * s] as number) * STRIDE
      this.#grid.fill(cell, base + (spans[3 * s + 1] as number), base + (spans[3 * s + 2] as number) + 1)
    }
    this.#count(target, -region.cellCount)
    this.#count(cell, region.cellCount)
    if (entry) this.#push(entry)
    this.#emit('pixels', bounds)
    return true
  }

  /** Starts a gesture: every pixel change until endStroke is one undo step. */
  beginStroke(): void {
    if (this.#stroke) return
    this.#strokeBase ??= new Uint32Array(STRIDE * STRIDE)
    this.#strokeBase.set(this.#grid)
    this.#stroke = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity }
  }

  /** Commits the gesture as one undo step (none if it changed nothing). */
  endStroke(): void {
    const stroke = this.#stroke
    const base = this.#strokeBase
    if (!stroke || !base) return
    this.#stroke = null
    const rect = this.#strokeRect(stroke)
    if (isEmptyRect(rect) || sameInRect(base, this.#grid, STRIDE, rect)) return
    this.#push({ ...this.#meta(), pixels: encodePatch(base, STRIDE, rect), mergeKey: null })
    this.#emit('history')
  }

  /** Abandons the gesture and puts back the pixels it changed (Escape). */
  cancelStroke(): void {
    const stroke = this.#stroke
    const base = this.#strokeBase
    if (!stroke || !base) return
    this.#stroke = null
    const rect = this.#strokeRect(stroke)
    if (isEmptyRect(rect)) return
    countRect(this.#grid, STRIDE, rect, this.#counts, -1)
    for (let row = rect.y; row < rect.y + rect.height; row++) {
      const start = row * STRIDE + rect.x
      this.#grid.set(base.subarray(start, start + rect.width), start)
    }
    countRect(this.#grid, STRIDE, rect, this.#counts, 1)
    this.#emit('pixels', rect)
  }

  get isStroking(): boolean {
    return this.#stroke !== null
  }

  #strokeRect(s: Stroke): Rect {
    if (s.maxX < s.minX) return { x: 0, y: 0, width: 0, height: 0 }
    return { x: s.minX, y: s.minY, width: s.maxX - s.minX + 1, height: s.maxY - s.minY + 1 }
  }

  /** False when drawing this colour would add a 13th active colour. */
  canUseColor(color: Color): boolean {
    const normalized = typeof color === 'string' ? normalizeColor(color) : null
    if (normalized === null) return false
    if (normalized === TRANSPARENT) return true
    return this.#counts.size < MAX_ACTIVE_COLORS || this.#counts.has(this.#cellOf(normalized))
  }

  #cellOf(hex: Color): Cell {
    return packRGB(
      parseInt(hex.slice(1, 3), 16),
      parseInt(hex.slice(3, 5), 16),
      parseInt(hex.slice(5, 7), 16),
    )
  }

  /** Distinct non-transparent colours of the visible grid, in reading order of first appearance. */
  activeColors(): Color[] {
    const seen = new Set<Cell>()
    const colors: Color[] = []
    for (let y = 0; y < this.#rows && seen.size < this.#counts.size; y++) {
      const start = y * STRIDE
      for (let i = start; i < start + this.#columns; i++) {
        const cell = this.#grid[i] as number
        if (cell !== TRANSPARENT_CELL && !seen.has(cell)) {
          seen.add(cell)
          colors.push(cellToColor(cell))
        }
      }
    }
    return colors
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
        this.#clearOutside(rows, columns)
        this.#rows = rows
        this.#columns = columns
        this.#recount()
      },
      fullRect(columns, rows),
    )
  }

  /** Clears visible cells that fall outside a new size, keeping the invariant that hidden cells are empty. */
  #clearOutside(rows: number, columns: number): void {
    for (let y = 0; y < this.#rows; y++) {
      const start = y * STRIDE
      if (y >= rows) this.#grid.fill(0, start, start + this.#columns)
      else if (columns < this.#columns) this.#grid.fill(0, start + columns, start + this.#columns)
    }
  }

  #recount(): void {
    this.#counts.clear()
    countRect(this.#grid, STRIDE, fullRect(this.#columns, this.#rows), this.#counts, 1)
  }

  /** Bounding box of the non-transparent pixels, or null when there are none. */
  trimmedBounds(): Rect | null {
    if (this.#counts.size === 0) return null
    let minX = Infinity
    let minY = Infinity
    let maxX = -1
    let maxY = -1
    for (let y = 0; y < this.#rows; y++) {
      const start = y * STRIDE
      for (let x = 0; x < this.#columns; x++) {
        if (this.#grid[start + x] === TRANSPARENT_CELL) continue
        if (x < minX) minX = x
        if (x > maxX) maxX = x
        if (y < minY) minY = y
        maxY = y
      }
    }
    return { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 }
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
        // Rows move up and left, so copying top to bottom never overwrites a row not yet read.
        for (let y = 0; y < b.height; y++) {
          const from = (b.y + y) * STRIDE + b.x
          this.#grid.copyWithin(y * STRIDE, from, from + b.width)
        }
        const oldRows = this.#rows
        const oldColumns = this.#columns
        for (let y = 0; y < oldRows; y++) {
          const start = y * STRIDE
          if (y >= b.height) this.#grid.fill(0, start, start + oldColumns)
          else this.#grid.fill(0, start + b.width, start + oldColumns)
        }
        this.#rows = b.height
        this.#columns = b.width
        // Only transparent cells were dropped, so the colour counts are unchanged.
      },
      fullRect(b.width, b.height),
    )
  }

  // ---- history ------------------------------------------------------------------------------------------

  get canUndo(): boolean {
    return this.#undo.length > 0 || (this.#stroke !== null && !isEmptyRect(this.#strokeRect(this.#stroke)))
  }
  get canRedo(): boolean {
    return this.#redo.length > 0
  }

  /** Restores the state before the last step; false when there is none. An open stroke is committed first. */
  undo(): boolean {
    this.endStroke()
    const entry = this.#undo.pop()
    if (!entry) return false
    const inverse = this.#inverseOf(entry)
    this.#redo.push(inverse)
    this.#emit('history', this.#restore(entry, inverse))
    return true
  }

  redo(): boolean {
    this.endStroke()
    const entry = this.#redo.pop()
    if (!entry) return false
    const inverse = this.#inverseOf(entry)
    this.#undo.push(inverse)
    this.#emit('history', this.#restore(entry, inverse))
    return true
  }

  /** Bytes held by the pixel patches of the undo and redo stacks (palettes are shared, titles tiny). */
  historyBytes(): number {
    let bytes = 0
    for (const e of [...this.#undo, ...this.#redo]) if (e.pixels) bytes += patchBytes(e.pixels)
    return bytes
  }

  get undoDepth(): number {
    return this.#undo.length
  }

  #meta(): Omit<HistoryEntry, 'pixels' | 'mergeKey'> {
    return {
      title: this.#title,
      author: this.#author,
      rows: this.#rows,
      columns: this.#columns,
      palette: this.#palette,
    }
  }

  #snapshot(pixels: Rect | null, mergeKey: string | null): HistoryEntry {
    const patch = pixels && !isEmptyRect(pixels) ? encodePatch(this.#grid, STRIDE, pixels) : null
    return { ...this.#meta(), pixels: patch, mergeKey }
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
    this.#push(entry)
    this.#emit(kind, dirty)
  }

  #push(entry: HistoryEntry): void {
    this.#redo = []
    if (entry.mergeKey !== null && entry.mergeKey === this.#lastMergeKey && this.#undo.length > 0) return
    this.#lastMergeKey = entry.mergeKey
    this.#undo.push(entry)
    if (this.#undo.length > UNDO_LIMIT) this.#undo.shift()
  }

  /** The entry that takes the current state back after `entry` is restored. */
  #inverseOf(entry: HistoryEntry): HistoryEntry {
    const resizes = entry.rows !== this.#rows || entry.columns !== this.#columns
    const rect = resizes ? fullRect(this.#columns, this.#rows) : (entry.pixels?.rect ?? null)
    return this.#snapshot(rect, null)
  }

  /** Puts `entry` back; `inverse` holds the current cells of the same area (see #inverseOf). */
  #restore(entry: HistoryEntry, inverse: HistoryEntry): Rect | undefined {
    this.#lastMergeKey = null
    this.#title = entry.title
    this.#author = entry.author
    this.#palette = entry.palette
    const patch = entry.pixels
    if (entry.rows !== this.#rows || entry.columns !== this.#columns) {
      this.#clearOutside(0, 0)
      this.#rows = entry.rows
      this.#columns = entry.columns
      this.#counts.clear()
      if (patch) {
        // The patch covers the whole restored area, so its cells are all the colours there are.
        applyPatch(this.#grid, STRIDE, patch)
        countPatch(patch, this.#counts, 1)
      }
      return fullRect(entry.columns, entry.rows)
    }
    if (!patch) return undefined
    // Counting from the two patches' tables avoids rescanning the grid.
    if (inverse.pixels) countPatch(inverse.pixels, this.#counts, -1)
    applyPatch(this.#grid, STRIDE, patch)
    countPatch(patch, this.#counts, 1)
    return patch.rect
  }

  #emit(kind: ChangeKind, dirty?: Rect): void {
    this.#revision++
    const event: ChangeEvent = dirty ? { kind, dirty } : { kind }
    for (const listener of [...this.#listeners]) listener(event)
  }

  // ---- export -------------------------------------------------------------------------------------------

  /** The visible grid as RGBA, each pixel drawn as a scale x scale square (1, 10 and 20 are the downloads). */
  toRGBA(scale = 1): RGBAImage {
    if (!Number.isInteger(scale) || scale < 1) throw new RangeError('scale must be a positive integer')
    const width = this.#columns * scale
    const height = this.#rows * scale
    if (width > MAX_EXPORT_SIDE || height > MAX_EXPORT_SIDE) throw new RangeError('export too large')
    const data = new Uint8ClampedArray(width * height * 4)
    if (LITTLE_ENDIAN) {
      // Cells already have ImageData's byte order on little-endian machines: fill 32-bit words.
      const out = new Uint32Array(data.buffer)
      for (let y = 0; y < this.#rows; y++) {
        const rowStart = y * scale * width
        const src = y * STRIDE
        if (scale === 1) out.set(this.#grid.subarray(src, src + this.#columns), rowStart)
        else {
          for (let x = 0; x < this.#columns; x++) {
            out.fill(this.#grid[src + x] as number, rowStart + x * scale, rowStart + (x + 1) * scale)
          }
          for (let k = 1; k < scale; k++) out.copyWithin(rowStart + k * width, rowStart, rowStart + width)
        }
      }
    } else {
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const cell = this.#grid[((y / scale) | 0) * STRIDE + ((x / scale) | 0)] as number
          const o = (y * width + x) * 4
          data[o] = cell & 0xff
          data[o + 1] = (cell >>> 8) & 0xff
          data[o + 2] = (cell >>> 16) & 0xff
          data[o + 3] = cell >>> 24
        }
      }
    }
    return { width, height, data }
  }

  /** PNG bytes of toRGBA(scale). Throws a RangeError for a grid with no rows or columns. */
  toPNG(scale = 1): Uint8Array {
    return encodeRGBAToPNG(this.toRGBA(scale))
  }

  // ---- import -------------------------------------------------------------------------------------------

  /**
   * Replaces the grid with an image; not an undo step (history is cleared). Alpha below 128 is transparent.
   * Each other colour takes the nearest palette colour within CIE76 ΔE 10, else it is added to the first
   * empty slot (and later colours may match it). With no empty slot left the colour is kept in the grid
   * as it is (still merged with near colours seen before), so an image is never silently recoloured.
   */
  loadRGBA(image: RGBAImage): void {
    const { width, height, data } = image
    checkGridSize(width, 'width')
    checkGridSize(height, 'height')
    if (data.length !== width * height * 4) throw new RangeError('data must hold width * height * 4 bytes')
    this.#stroke = null
    const palette: (Color | null)[] = Array.from(
      { length: PALETTE_SLOTS },
      (_, i) => this.#palette[i] ?? null,
    )
    palette[TRANSPARENT_SLOT] = TRANSPARENT
    // The pool is what a new colour may match: palette colours first, then colours kept without a slot.
    const pool: Cell[] = []
    for (const c of palette) if (c !== null && c !== TRANSPARENT) pool.push(this.#cellOf(c))
    const resolved = new Map<Cell, Cell>()
    const resolve = (raw: Cell): Cell => {
      let best = raw
      let bestDistance = Infinity
      for (const candidate of pool) {
        const d = cellDistance(raw, candidate)
        if (d < bestDistance) {
          bestDistance = d
          best = candidate
        }
      }
      if (bestDistance <= COLOR_MATCH_TOLERANCE) return best
      const empty = palette.indexOf(null)
      if (empty >= 0 && empty < TRANSPARENT_SLOT) palette[empty] = cellToColor(raw)
      pool.push(raw)
      return raw
    }
    this.#grid.fill(0)
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const o = (y * width + x) * 4
        if ((data[o + 3] as number) < OPAQUE_ALPHA) continue
        const raw = packRGB(data[o] as number, data[o + 1] as number, data[o + 2] as number)
        let cell = resolved.get(raw)
        if (cell === undefined) {
          cell = resolve(raw)
          resolved.set(raw, cell)
        }
        this.#grid[y * STRIDE + x] = cell
      }
    }
    this.#rows = height
    this.#columns = width
    this.#palette = Object.freeze(palette)
    this.#recount()
    this.#undo = []
    this.#redo = []
    this.#lastMergeKey = null
    this.#emit('load', fullRect(width, height))
  }

  loadPNG(bytes: Uint8Array): void {
    this.loadRGBA(decodePNGToRGBA(bytes))
  }

  static fromPNG(bytes: Uint8Array): PixelArt {
    const art = new PixelArt()
    art.loadPNG(bytes)
    return art
  }

  // ---- JSON ---------------------------------------------------------------------------------------------

  toJSON(): SerializedPixelArt {
    const cells = new Uint32Array(this.#rows * this.#columns)
    for (let y = 0; y < this.#rows; y++) {
      cells.set(this.#grid.subarray(y * STRIDE, y * STRIDE + this.#columns), y * this.#columns)
    }
    return {
      format: SERIALIZED_FORMAT,
      version: SERIALIZED_VERSION,
      id: this.id,
      title: this.#title,
      author: this.#author,
      rows: this.#rows,
      columns: this.#columns,
      border: this.#border,
      borderColor: this.#borderColor,
      palette: [...this.#palette],
      ...encodeCells(cells, cellToColor),
    }
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
    for (let y = 0; y < d.rows; y++) {
      art.#grid.set(d.cells.subarray(y * d.columns, (y + 1) * d.columns), y * STRIDE)
    }
    art.#recount()
    return art
  }
}
