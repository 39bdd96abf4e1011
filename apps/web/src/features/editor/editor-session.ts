import { PixelArt, ToolController, TRANSPARENT } from '@threadbit/pixelart'
import type { Color, Tool } from '@threadbit/pixelart'
import { PALETTE_SLOTS } from '@threadbit/contracts'
import { MetaStore, parseMeta, UNSAVED_META } from './editor-meta.ts'
import type { EditorMetadata } from './editor-meta.ts'
import { SettingsStore } from './editor-settings.ts'

/** Editor default: black border; the model's own default (white) is for loaded images. */
export const EDITOR_BORDER_COLOR = '#000000'
export const DRAFT_STORAGE_KEY = 'threadbit.editor.draft'
export const DRAFT_SAVE_INTERVAL_MS = 400

export interface ToolState {
  tool: Tool
  /** Selected palette slot; the drawing colour is the palette colour in it. */
  slot: number
}

interface Draft {
  version: 1
  art: unknown
  meta: unknown
  slot?: unknown
}

type Listener = () => void

/**
 * Everything the editor page works on: one PixelArt, the tool controller that draws into it, the design's
 * metadata and the device settings. React components subscribe to these objects and render; none of them
 * keeps a copy of the grid. The art is replaced (never copied) on New and when a draft is restored.
 */
export class EditorSession {
  art: PixelArt
  controller: ToolController
  readonly meta: MetaStore
  readonly settings: SettingsStore
  private toolState: ToolState = { tool: 'pen', slot: 0 }
  private readonly sessionListeners = new Set<Listener>()
  private readonly toolListeners = new Set<Listener>()
  private readonly loadListeners = new Set<Listener>()
  private unsubscribeArt: () => void = () => {}
  private saveTimer: ReturnType<typeof setTimeout> | null = null
  private artVersion = 0
  private readonly storage: Storage | null

  constructor(options: { storage?: Storage | null; restoreDraft?: boolean } = {}) {
    this.storage = options.storage === undefined ? safeLocalStorage() : options.storage
    this.meta = new MetaStore()
    this.settings = new SettingsStore()
    const restored = options.restoreDraft === false ? null : this.readDraft()
    this.art = restored?.art ?? createBlankArt()
    if (restored) {
      this.meta.set(restored.meta)
      this.toolState = { ...this.toolState, slot: restored.slot }
    }
    this.controller = this.createController(this.art)
    this.watchArt()
    this.meta.subscribe(() => this.scheduleSave())
  }

  /** Bumps when the PixelArt instance is replaced; React keys its subscriptions on it. */
  getArtVersion = (): number => this.artVersion

  subscribe = (listener: Listener): (() => void) => {
    this.sessionListeners.add(listener)
    return () => this.sessionListeners.delete(listener)
  }

  getToolState = (): ToolState => this.toolState

  subscribeTool = (listener: Listener): (() => void) => {
    this.toolListeners.add(listener)
    return () => this.toolListeners.delete(listener)
  }

  /** Fires when a design is loaded into the editor (new art, draft restore, loadRGBA). */
  onLoad(listener: Listener): () => void {
    this.loadListeners.add(listener)
    return () => this.loadListeners.delete(listener)
  }

  get color(): Color {
    return this.art.palette[this.toolState.slot] ?? TRANSPARENT
  }

  setTool(tool: Tool): void {
    if (tool === this.toolState.tool) return
    // The controller commits a gesture in progress before it switches.
    this.controller.tool = tool
    this.toolState = { ...this.toolState, tool }
    this.emitTool()
  }

  selectSlot(slot: number): void {
    if (slot < 0 || slot >= PALETTE_SLOTS) return
    this.toolState = { ...this.toolState, slot }
    this.controller.color = this.color
    // Picking a colour means the user wants to paint with it: leave eraser and drag.
    if (this.toolState.tool === 'eraser' || this.toolState.tool === 'drag') {
      this.controller.tool = 'pen'
      this.toolState = { ...this.toolState, tool: 'pen' }
    }
    this.emitTool()
    this.scheduleSave()
  }

  /** Model setters, behind methods so that components never assign to an object a hook returned. */
  setTitle(title: string): void {
    this.art.title = title
  }

  setBorder(hasBorder: boolean): void {
    this.art.border = hasBorder
  }

  setBorderColor(color: Color): void {
    this.art.borderColor = color
  }

  getMetadata(): EditorMetadata {
    return { ...this.meta.get(), title: this.art.title }
  }

  /** New project: a blank 24x24 design with the editor's defaults, unsaved, and no history. */
  newProject(): void {
    this.meta.set(UNSAVED_META)
    this.replaceArt(createBlankArt(), { announceLoad: false })
  }

  /** Puts another design into the editor (e.g. PixelArt.fromJSON of a saved design) and plays the load animation. */
  loadArt(art: PixelArt, meta = UNSAVED_META): void {
    this.meta.set(meta)
    this.replaceArt(art, { announceLoad: true })
  }

  /** Writes any pending draft now (page hide, unmount). */
  flush(): void {
    if (this.saveTimer !== null) {
      clearTimeout(this.saveTimer)
      this.saveTimer = null
    }
    this.writeDraft()
  }

  dispose(): void {
    this.flush()
    this.controller.cancel()
    this.unsubscribeArt()
    this.sessionListeners.clear()
    this.toolListeners.clear()
    this.loadListeners.clear()
  }

  private replaceArt(art: PixelArt, options: { announceLoad: boolean }): void {
    this.controller.cancel()
    this.unsubscribeArt()
    this.art = art
    this.controller = this.createController(art)
    this.artVersion += 1
    this.watchArt()
    for (const listener of this.sessionListeners) listener()
    this.emitTool()
    if (options.announceLoad) this.emitLoad()
    this.scheduleSave()
  }

  private createController(art: PixelArt): ToolController {
    const controller = new ToolController(art)
    controller.tool = this.toolState.tool
    controller.color = art.palette[this.toolState.slot] ?? TRANSPARENT
    return controller
  }

  private watchArt(): void {
    this.unsubscribeArt = this.art.subscribe((event) => {
      if (event.kind === 'palette' || event.kind === 'load' || event.kind === 'history') {
        // The selected slot may now hold another colour (edited, undone, or a loaded palette).
        this.controller.color = this.color
        this.emitTool()
      }
      if (event.kind === 'load') this.emitLoad()
      this.scheduleSave()
    })
  }

  private emitTool(): void {
    for (const listener of this.toolListeners) listener()
  }

  private emitLoad(): void {
    for (const listener of this.loadListeners) listener()
  }

  /** Throttled: at most one write per interval while drawing, and always the latest state. */
  private scheduleSave(): void {
    if (this.saveTimer !== null || this.storage === null) return
    this.saveTimer = setTimeout(() => {
      this.saveTimer = null
      this.writeDraft()
    }, DRAFT_SAVE_INTERVAL_MS)
  }

  private writeDraft(): void {
    if (this.storage === null) return
    const draft: Draft = {
      version: 1,
      art: this.art.toJSON(),
      meta: this.meta.get(),
      slot: this.toolState.slot,
    }
    try {
      this.storage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft))
    } catch (error) {
      // Quota exceeded or storage blocked: the editor keeps working, only the reload safety net is gone.
      console.warn('Could not keep the drawing in local storage', error)
    }
  }

  private readDraft(): { art: PixelArt; meta: ReturnType<typeof parseMeta>; slot: number } | null {
    if (this.storage === null) return null
    try {
      const raw = this.storage.getItem(DRAFT_STORAGE_KEY)
      if (raw === null) return null
      const draft = JSON.parse(raw) as Partial<Draft>
      if (typeof draft !== 'object' || draft === null || draft.version !== 1) return null
      const art = PixelArt.fromJSON(draft.art)
      const slot =
        typeof draft.slot === 'number' && draft.slot >= 0 && draft.slot < PALETTE_SLOTS ? draft.slot : 0
      return { art, meta: parseMeta(draft.meta), slot: Math.floor(slot) }
    } catch {
      // A damaged or foreign draft is ignored rather than breaking the editor.
      return null
    }
  }
}

export function createBlankArt(): PixelArt {
  const art = new PixelArt()
  art.borderColor = EDITOR_BORDER_COLOR
  return art
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}
