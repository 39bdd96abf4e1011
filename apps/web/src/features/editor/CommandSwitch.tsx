import { useId } from 'react'
import { CommandTooltip, useCommandContext, useCommandState } from './CommandButton.tsx'
import { getCommand } from './commands.ts'
import type { CommandId } from './commands.ts'
import { Switch } from './Switch.tsx'

/** A labelled switch for a toggle command from the table (tooltips, grid, background). */
export function CommandSwitch({ id, label }: { id: CommandId; label?: string }) {
  const command = getCommand(id)
  const ctx = useCommandContext()
  const { isActive } = useCommandState(command)
  const inputId = useId()
  return (
    <div className="ed-switch-row">
      <label htmlFor={inputId}>{label ?? command.label}</label>
      <CommandTooltip command={command}>
        <Switch
          id={inputId}
          checked={isActive}
          data-command={command.id}
          onCheckedChange={() => command.run(ctx)}
        />
      </CommandTooltip>
    </div>
  )
}
