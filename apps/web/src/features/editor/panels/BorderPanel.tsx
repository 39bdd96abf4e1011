import { useState } from 'react'
import { useCommandContext, useCommandState } from '../CommandButton.tsx'
import { getCommand } from '../commands.ts'
import { useDebouncedCallback } from '../hooks.ts'
import { Switch } from '../Switch.tsx'
import { useArtValue, useEditorSession } from '../use-editor.ts'

/** Border colour changes apply after 200 ms. */
export const BORDER_COLOR_DEBOUNCE_MS = 200

export function BorderPanel() {
  const session = useEditorSession()
  const command = getCommand('art.border')
  const ctx = useCommandContext()
  const { isActive: hasBorder } = useCommandState(command)
  const borderColor = useArtValue((a) => a.borderColor)
  // The picker shows the value being dragged; the model gets it once the drag pauses.
  const [draft, setDraft] = useState<string | null>(null)
  const apply = useDebouncedCallback((color: string) => {
    session.setBorderColor(color)
    setDraft(null)
  }, BORDER_COLOR_DEBOUNCE_MS)
  const shown = draft ?? borderColor

  return (
    <div className="ed-border">
      <div className="ed-row">
        <label className="ed-row__label" htmlFor="ed-border-switch">
          Show border
        </label>
        <Switch id="ed-border-switch" checked={hasBorder} onCheckedChange={() => command.run(ctx)} />
      </div>
      <div className={`ed-row ${hasBorder ? '' : 'is-muted'}`}>
        <label className="ed-row__label" htmlFor="ed-border-color">
          Border colour
        </label>
        <label className="ed-color-chip">
          <span className="ed-swatch ed-swatch--sm" style={{ background: shown }} aria-hidden="true" />
          <span className="ed-color-chip__hex">{shown.toUpperCase()}</span>
          <input
            id="ed-border-color"
            type="color"
            value={shown}
            disabled={!hasBorder}
            onChange={(event) => {
              setDraft(event.target.value)
              apply(event.target.value)
            }}
          />
        </label>
      </div>
    </div>
  )
}
