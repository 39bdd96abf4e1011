import { createContext, useCallback, useContext, useEffect, useSyncExternalStore } from 'react'
import type { ReactElement, ReactNode } from 'react'
import { getCommand, handleEditorKeyDown, isCommandEnabled } from './commands.ts'
import type { CommandContext, CommandId, EditorCommand } from './commands.ts'
import { useSettings } from './editor-settings.ts'
import { Icon } from './icons.tsx'
import { formatShortcut } from './shortcuts.ts'
import type { TooltipSide } from './tooltip/place-tooltip.ts'
import { Tooltip, type TriggerProps } from './tooltip/Tooltip.tsx'
import { useArt, useEditorSession } from './use-editor.ts'

export const CommandContextReact = createContext<CommandContext | null>(null)

export function useCommandContext(): CommandContext {
  const ctx = useContext(CommandContextReact)
  if (!ctx) throw new Error('useCommandContext must be used inside the editor page')
  return ctx
}

/** Binds the command table's shortcuts to the window while the editor is shown. */
export function useEditorShortcuts(ctx: CommandContext): void {
  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => void handleEditorKeyDown(event, ctx)
    window.addEventListener('keydown', handleKeyDown)
    return () => window.removeEventListener('keydown', handleKeyDown)
  }, [ctx])
}

/** Enabled and active state of a command; re-renders when the art, the tool or a setting changes it. */
export function useCommandState(command: EditorCommand): { isEnabled: boolean; isActive: boolean } {
  const ctx = useCommandContext()
  const session = useEditorSession()
  const art = useArt()
  const subscribe = useCallback(
    (listener: () => void) => {
      const offs = [
        art.subscribe(listener),
        session.subscribeTool(listener),
        session.settings.subscribe(listener),
      ]
      return () => offs.forEach((off) => off())
    },
    [art, session],
  )
  const isEnabled = useSyncExternalStore(subscribe, () => isCommandEnabled(command, ctx))
  const isActive = useSyncExternalStore(subscribe, () => command.isActive?.(ctx) ?? false)
  return { isEnabled, isActive }
}

/** Tooltip with the command's label and shortcut, unless the user switched tooltips off. */
export function CommandTooltip({
  command,
  children,
  side = 'bottom',
}: {
  command: EditorCommand
  children: ReactElement<TriggerProps>
  side?: TooltipSide
}) {
  const session = useEditorSession()
  const { tooltipsEnabled } = useSettings(session.settings)
  if (!tooltipsEnabled) return children
  const shortcut = command.shortcuts?.[0]
  return (
    <Tooltip
      side={side}
      content={
        <>
          <span>{command.label}</span>
          {command.badge && <span className="ed-tooltip__badge">{command.badge}</span>}
          {shortcut && <kbd className="ed-kbd">{formatShortcut(shortcut)}</kbd>}
        </>
      }
    >
      {children}
    </Tooltip>
  )
}

interface CommandButtonProps {
  id: CommandId
  /** icon: square icon button; label: icon and text; primary: a call to action. */
  variant?: 'icon' | 'label' | 'primary' | 'tile'
  tooltipSide?: TooltipSide
  className?: string
  /** Runs after the command (e.g. to close the sheet it sits in). */
  onAfterRun?(): void
  children?: ReactNode
}

/** A button for one entry of the command table: its label, icon, shortcut and state all come from there. */
export function CommandButton({
  id,
  variant = 'icon',
  tooltipSide,
  className,
  onAfterRun,
  children,
}: CommandButtonProps) {
  const command = getCommand(id)
  const ctx = useCommandContext()
  const { isEnabled, isActive } = useCommandState(command)
  const isToggle = command.isActive !== undefined
  const button = (
    <button
      type="button"
      className={['ed-btn', `ed-btn--${variant}`, isActive ? 'is-active' : '', className ?? '']
        .join(' ')
        .trim()}
      aria-label={variant === 'icon' ? command.label : undefined}
      aria-pressed={isToggle ? isActive : undefined}
      aria-keyshortcuts={command.shortcuts?.join(' ')}
      data-command={command.id}
      disabled={!isEnabled}
      onPointerEnter={() => command.prefetch?.()}
      onFocus={() => command.prefetch?.()}
      onClick={() => {
        command.run(ctx)
        onAfterRun?.()
      }}
    >
      <Icon name={command.icon} size={variant === 'tile' ? 22 : 18} />
      {variant !== 'icon' && <span className="ed-btn__label">{command.label}</span>}
      {variant !== 'icon' && command.badge && <span className="ed-badge">{command.badge}</span>}
      {children}
    </button>
  )
  // A disabled button shows no tooltip (it gets no pointer events). Wrapping it only while disabled would
  // remount the button each time undo becomes available and drop keyboard focus, so it is left as it is.
  return (
    <CommandTooltip command={command} side={tooltipSide}>
      {button}
    </CommandTooltip>
  )
}
