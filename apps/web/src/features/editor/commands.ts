import type { Tool } from '@threadbit/pixelart'
import type { EditorSession } from './editor-session.ts'
import type { IconName } from './icons.tsx'
import {
  loadAiDialog,
  loadDesignsDialog,
  loadDownloadDialog,
  loadEmbroiderFlow,
  loadEmbroideryDialog,
  loadNewProjectDialog,
  loadPreviewWindow,
  loadSaveFlow,
  prefetch,
} from './lazy-code.ts'
import { isTypingTarget, matchesShortcut } from './shortcuts.ts'
import type { KeyLike, Shortcut } from './shortcuts.ts'

/** What commands may do beyond the session: open dialogs, move the view, navigate. */
export interface EditorActions {
  openNewDialog(): void
  openDownloadDialog(): void
  openAi(): void
  zoomIn(): void
  zoomOut(): void
  zoomToFit(): void
  /** The save flow: login and username as needed, then create, update or remix. */
  save(): void
  openDesigns(): void
  /** Quick-draw save, then the Generate Embroidery File modal (features/embroidery). */
  embroider(): void
  /** The Preview control cycles the floating preview: 3D, 2D, off. */
  cyclePreview(): void
}

export interface CommandContext {
  session: EditorSession
  actions: EditorActions
}

export type CommandId =
  | 'tool.pen'
  | 'tool.fill'
  | 'tool.eraser'
  | 'tool.drag'
  | 'undo'
  | 'redo'
  | 'zoom.in'
  | 'zoom.out'
  | 'zoom.fit'
  | 'view.grid'
  | 'view.background'
  | 'view.tooltips'
  | 'art.border'
  | 'file.new'
  | 'file.save'
  | 'file.designs'
  | 'file.download'
  | 'ai.open'
  | 'embroider'
  | 'preview'
  | 'tutorial'
  | 'cancel'

/**
 * One editor action, declared once (Excalidraw style). Buttons, keyboard shortcuts and tooltips all read
 * this table, so a label or shortcut cannot drift between them.
 */
export interface EditorCommand {
  id: CommandId
  label: string
  icon: IconName
  /** First entry is the one shown in tooltips. */
  shortcuts?: readonly Shortcut[]
  /** A short note shown next to the label, e.g. "Coming Soon". */
  badge?: string
  run(ctx: CommandContext): void
  isEnabled?(ctx: CommandContext): boolean
  /** Toggles and tools: whether the command is currently "on". */
  isActive?(ctx: CommandContext): boolean
  /** Fetches the code the command needs but the editor's first load leaves out (on hover or focus). */
  prefetch?(): void
}

function toolCommand(id: CommandId, tool: Tool, label: string, icon: IconName, key: string): EditorCommand {
  return {
    id,
    label,
    icon,
    shortcuts: [key],
    run: ({ session }) => session.setTool(tool),
    isActive: ({ session }) => session.getToolState().tool === tool,
  }
}

export const EDITOR_COMMANDS: readonly EditorCommand[] = [
  toolCommand('tool.pen', 'pen', 'Pen', 'pen', 'B'),
  toolCommand('tool.fill', 'fill', 'Fill', 'fill', 'G'),
  toolCommand('tool.eraser', 'eraser', 'Eraser', 'eraser', 'E'),
  toolCommand('tool.drag', 'drag', 'Drag', 'drag', 'H'),
  {
    id: 'undo',
    label: 'Undo',
    icon: 'undo',
    shortcuts: ['Mod+Z'],
    run: ({ session }) => void session.art.undo(),
    isEnabled: ({ session }) => session.art.canUndo,
  },
  {
    id: 'redo',
    label: 'Redo',
    icon: 'redo',
    shortcuts: ['Mod+Shift+Z', 'Ctrl+Y'],
    run: ({ session }) => void session.art.redo(),
    isEnabled: ({ session }) => session.art.canRedo,
  },
  {
    id: 'zoom.in',
    label: 'Zoom in',
    icon: 'zoomIn',
    shortcuts: ['+', '='],
    run: ({ actions }) => actions.zoomIn(),
  },
  {
    id: 'zoom.out',
    label: 'Zoom out',
    icon: 'zoomOut',
    shortcuts: ['-'],
    run: ({ actions }) => actions.zoomOut(),
  },
  {
    id: 'zoom.fit',
    label: 'Fit to screen',
    icon: 'fit',
    shortcuts: ['0'],
    run: ({ actions }) => actions.zoomToFit(),
  },
  {
    id: 'view.grid',
    label: 'Grid lines',
    icon: 'grid',
    run: ({ session }) => session.settings.toggle('gridEnabled'),
    isActive: ({ session }) => session.settings.get().gridEnabled,
  },
  {
    id: 'view.background',
    label: 'Dark background',
    icon: 'background',
    run: ({ session }) => session.settings.toggle('darkMode'),
    isActive: ({ session }) => session.settings.get().darkMode,
  },
  {
    id: 'view.tooltips',
    label: 'Tooltips',
    icon: 'tooltip',
    run: ({ session }) => session.settings.toggle('tooltipsEnabled'),
    isActive: ({ session }) => session.settings.get().tooltipsEnabled,
  },
  {
    id: 'art.border',
    label: 'Border',
    icon: 'border',
    run: ({ session }) => session.setBorder(!session.art.border),
    isActive: ({ session }) => session.art.border,
  },
  {
    id: 'file.new',
    label: 'New',
    icon: 'new',
    run: ({ actions }) => actions.openNewDialog(),
    prefetch: () => prefetch(loadNewProjectDialog),
  },
  {
    id: 'file.save',
    label: 'Save',
    icon: 'save',
    shortcuts: ['Mod+S'],
    run: ({ actions }) => actions.save(),
    prefetch: () => prefetch(loadSaveFlow),
  },
  {
    id: 'file.designs',
    label: 'Designs',
    icon: 'designs',
    run: ({ actions }) => actions.openDesigns(),
    prefetch: () => prefetch(loadDesignsDialog),
  },
  {
    id: 'file.download',
    label: 'Download',
    icon: 'download',
    run: ({ actions }) => actions.openDownloadDialog(),
    prefetch: () => prefetch(loadDownloadDialog),
  },
  {
    id: 'ai.open',
    label: 'Use AI',
    icon: 'sparkles',
    run: ({ actions }) => actions.openAi(),
    prefetch: () => prefetch(loadAiDialog),
  },
  {
    id: 'embroider',
    label: 'Embroider',
    icon: 'needle',
    run: ({ actions }) => actions.embroider(),
    prefetch: () => {
      prefetch(loadEmbroiderFlow)
      prefetch(loadEmbroideryDialog)
    },
  },
  {
    id: 'preview',
    label: 'Preview',
    icon: 'preview',
    run: ({ actions }) => actions.cyclePreview(),
    prefetch: () => prefetch(loadPreviewWindow),
  },
  {
    id: 'tutorial',
    label: 'Tutorial',
    icon: 'tutorial',
    badge: 'Coming Soon',
    run: () => {},
    isEnabled: () => false,
  },
  {
    // Keyboard only: Escape drops the stroke in progress (one gesture, one undo step; Escape cancels).
    id: 'cancel',
    label: 'Cancel stroke',
    icon: 'close',
    shortcuts: ['Escape'],
    run: ({ session }) => session.controller.cancel(),
    isEnabled: ({ session }) => session.controller.isGestureActive,
  },
]

const byId = new Map(EDITOR_COMMANDS.map((command) => [command.id, command]))

export function getCommand(id: CommandId): EditorCommand {
  const command = byId.get(id)
  if (!command) throw new Error(`Unknown editor command ${id}`)
  return command
}

export function isCommandEnabled(command: EditorCommand, ctx: CommandContext): boolean {
  return command.isEnabled ? command.isEnabled(ctx) : true
}

/** The command a key press asks for, or null. Held-down keys do not repeat tool switches or toggles. */
export function findCommandForKey(
  event: KeyLike & { repeat?: boolean },
  commands: readonly EditorCommand[] = EDITOR_COMMANDS,
  isApple?: boolean,
): EditorCommand | null {
  for (const command of commands) {
    if (command.shortcuts?.some((shortcut) => matchesShortcut(event, shortcut, isApple))) return command
  }
  return null
}

/**
 * Runs the command bound to a key press. Keys typed into a field, or inside a dialog, stay with it.
 * Returns true when the event was handled (and its default prevented).
 */
export function handleEditorKeyDown(
  event: KeyboardEvent,
  ctx: CommandContext,
  commands: readonly EditorCommand[] = EDITOR_COMMANDS,
): boolean {
  if (event.defaultPrevented || event.isComposing) return false
  if (isTypingTarget(event.target)) return false
  if (event.target instanceof Element && event.target.closest('[role="dialog"], [role="alertdialog"]'))
    return false
  const command = findCommandForKey(event, commands)
  // A disabled command leaves the key to the browser (e.g. Escape with no stroke under way).
  if (!command || !isCommandEnabled(command, ctx)) return false
  event.preventDefault()
  const repeatable = command.id === 'undo' || command.id === 'redo' || command.id.startsWith('zoom.')
  if (event.repeat && !repeatable) return true
  command.run(ctx)
  return true
}
