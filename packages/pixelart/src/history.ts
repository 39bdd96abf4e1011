import { UNDO_LIMIT } from '@threadbit/contracts'
import type { Cell, Color } from './color.ts'
import { STRIDE, clearOutside, fullRect } from './grid.ts'
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

/** The parts of a design an undo step puts back besides its pixels. */
export interface HistoryMeta {
  title: string
  author: string
  rows: number
  columns: number
  palette: readonly (Color | null)[]
}

/** What one undo or redo step restores. Pixels are a patch of the area the step changed. */
export interface HistoryEntry extends HistoryMeta {
  /** For a step that changes the size this covers the whole visible area of the state it restores. */
  pixels: PixelPatch | null
  /** Consecutive steps with the same key (typing a title, dragging a colour picker) merge into one. */
  mergeKey: string | null
}

/** The current state of `pixels` (none when the area is empty or null), as a step that would restore it. */
export function snapshot(
  meta: HistoryMeta,
  grid: Uint32Array,
  pixels: Rect | null,
  mergeKey: string | null,
): HistoryEntry {
  const patch = pixels && !isEmptyRect(pixels) ? encodePatch(grid, STRIDE, pixels) : null
  return { ...meta, pixels: patch, mergeKey }
}

/** The entry that takes the current state back after `entry` is restored. */
export function inverseOf(meta: HistoryMeta, grid: Uint32Array, entry: HistoryEntry): HistoryEntry {
  const resizes = entry.rows !== meta.rows || entry.columns !== meta.columns
  const rect = resizes ? fullRect(meta.columns, meta.rows) : (entry.pixels?.rect ?? null)
  return snapshot(meta, grid, rect, null)
}

/**
 * Puts the pixels of `entry` back into the grid of a design currently `current.rows` x `current.columns`, and
 * keeps the colour counts right; `inverse` holds the current cells of the same area (see inverseOf). Returns
 * the area that changed. The caller puts back the rest of `entry` (title, size, palette…).
 */
export function restorePixels(
  grid: Uint32Array,
  counts: Map<Cell, number>,
  current: { rows: number; columns: number },
  entry: HistoryEntry,
  inverse: HistoryEntry,
): Rect | undefined {
  const patch = entry.pixels
  if (entry.rows !== current.rows || entry.columns !== current.columns) {
    clearOutside(grid, current.rows, current.columns, 0, 0)
    counts.clear()
    if (patch) {
      // The patch covers the whole restored area, so its cells are all the colours there are.
      applyPatch(grid, STRIDE, patch)
      countPatch(patch, counts, 1)
    }
    return fullRect(entry.columns, entry.rows)
  }
  if (!patch) return undefined
  // Counting from the two patches' tables avoids rescanning the grid.
  if (inverse.pixels) countPatch(inverse.pixels, counts, -1)
  applyPatch(grid, STRIDE, patch)
  countPatch(patch, counts, 1)
  return patch.rect
}

/** The undo and redo stacks: at most UNDO_LIMIT steps, merging consecutive steps with the same key. */
export class UndoHistory {
  #undo: HistoryEntry[] = []
  #redo: HistoryEntry[] = []
  #lastMergeKey: string | null = null

  get undoDepth(): number {
    return this.#undo.length
  }
  get redoDepth(): number {
    return this.#redo.length
  }

  /** A new step: clears the redo stack, and merges into the last step when both have the same key. */
  record(entry: HistoryEntry): void {
    this.#redo = []
    if (entry.mergeKey !== null && entry.mergeKey === this.#lastMergeKey && this.#undo.length > 0) return
    this.#lastMergeKey = entry.mergeKey
    this.#undo.push(entry)
    if (this.#undo.length > UNDO_LIMIT) this.#undo.shift()
  }

  /** Takes the last undo step; its inverse goes to the redo stack with `keepRedo`. */
  takeUndo(): HistoryEntry | undefined {
    return this.#travelled(this.#undo.pop())
  }
  takeRedo(): HistoryEntry | undefined {
    return this.#travelled(this.#redo.pop())
  }
  keepRedo(inverse: HistoryEntry): void {
    this.#redo.push(inverse)
  }
  keepUndo(inverse: HistoryEntry): void {
    this.#undo.push(inverse)
  }

  /** After an undo or redo the next edit starts a new step, even with the same merge key. */
  #travelled(entry: HistoryEntry | undefined): HistoryEntry | undefined {
    if (entry) this.#lastMergeKey = null
    return entry
  }

  clear(): void {
    this.#undo = []
    this.#redo = []
    this.#lastMergeKey = null
  }

  /** Bytes held by the pixel patches of both stacks (palettes are shared, titles tiny). */
  bytes(): number {
    let bytes = 0
    for (const e of [...this.#undo, ...this.#redo]) if (e.pixels) bytes += patchBytes(e.pixels)
    return bytes
  }
}

/**
 * A gesture in progress (a pencil drag, a line, a fill while dragging): the grid as it was when it began and
 * the area its changes cover, so that it becomes one undo step when it ends, or is taken back when cancelled.
 */
export class Gesture {
  /** Kept between gestures: copying 64 kB beats allocating it on every pointer-down. */
  #base: Uint32Array | null = null
  #area: { minX: number; minY: number; maxX: number; maxY: number } | null = null

  get open(): boolean {
    return this.#area !== null
  }

  /** True when the open gesture has changed something. */
  get touched(): boolean {
    return this.#area !== null && !isEmptyRect(areaRect(this.#area))
  }

  begin(grid: Uint32Array): void {
    if (this.#area) return
    this.#base ??= new Uint32Array(grid.length)
    this.#base.set(grid)
    this.#area = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity }
  }

  /** Adds a changed area; false when no gesture is open (the change is then a step of its own). */
  cover(rect: Rect): boolean {
    const a = this.#area
    if (!a) return false
    a.minX = Math.min(a.minX, rect.x)
    a.minY = Math.min(a.minY, rect.y)
    a.maxX = Math.max(a.maxX, rect.x + rect.width - 1)
    a.maxY = Math.max(a.maxY, rect.y + rect.height - 1)
    return true
  }

  /** Ends the gesture: the cells it changed, as they were before it, or null when it changed nothing. */
  end(grid: Uint32Array): PixelPatch | null {
    const closed = this.close()
    if (!closed) return null
    const { base, rect } = closed
    if (isEmptyRect(rect) || sameInRect(base, grid, STRIDE, rect)) return null
    return encodePatch(base, STRIDE, rect)
  }

  /** Abandons the gesture and puts back the cells it changed (Escape), counts included; the area, if any. */
  cancel(grid: Uint32Array, counts: Map<Cell, number>): Rect | null {
    const closed = this.close()
    if (!closed) return null
    const { base, rect } = closed
    if (isEmptyRect(rect)) return null
    countRect(grid, STRIDE, rect, counts, -1)
    for (let row = rect.y; row < rect.y + rect.height; row++) {
      const start = row * STRIDE + rect.x
      grid.set(base.subarray(start, start + rect.width), start)
    }
    countRect(grid, STRIDE, rect, counts, 1)
    return rect
  }

  /** Closes the gesture without a step: the grid before it and the area it changed, or null when none was open. */
  close(): { base: Uint32Array; rect: Rect } | null {
    const a = this.#area
    const base = this.#base
    if (!a || !base) return null
    this.#area = null
    return { base, rect: areaRect(a) }
  }
}

function areaRect(a: { minX: number; minY: number; maxX: number; maxY: number }): Rect {
  if (a.maxX < a.minX) return { x: 0, y: 0, width: 0, height: 0 }
  return { x: a.minX, y: a.minY, width: a.maxX - a.minX + 1, height: a.maxY - a.minY + 1 }
}
