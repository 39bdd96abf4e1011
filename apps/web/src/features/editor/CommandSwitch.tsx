import { useId } from 'react'
import * as Switch from '@radix-ui/react-switch'
import { CommandTooltip, useCommandContext, useCommandState } from './CommandButton.tsx'
import { getCommand } from './commands.ts'
import type { CommandId } from './commands.ts'

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
        <Switch.Root
          id={inputId}
          className="ed-switch"
          checked={isActive}
          data-command={command.id}
          onCheckedChange={() => command.run(ctx)}
        >
          <Switch.Thumb className="ed-switch__thumb" />
        </Switch.Root>
      </CommandTooltip>
    </div>
  )
}
