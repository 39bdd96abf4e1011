import { useState } from 'react'
import type { ReactNode } from 'react'
import { TRANSPARENT } from '@threadbit/pixelart'
import { CommandButton } from './CommandButton.tsx'
import { CommandSwitch } from './CommandSwitch.tsx'
import { getCommand } from './commands.ts'
import type { CommandId } from './commands.ts'
import { EditorDialog } from './dialogs/EditorDialog.tsx'
import { DesignIdentity } from './EditorChrome.tsx'
import { Icon } from './icons.tsx'
import { BorderPanel } from './panels/BorderPanel.tsx'
import { CanvasSizePanel } from './panels/CanvasSizePanel.tsx'
import { colorName, PalettePanel, usePalette } from './panels/PalettePanel.tsx'
import { useArtValue, useToolState } from './use-editor.ts'

type Sheet = 'tool' | 'color' | 'border'

const TOOL_COMMANDS: CommandId[] = ['tool.pen', 'tool.fill', 'tool.eraser', 'tool.drag']

/**
 * At 768 px or less: the canvas fills the screen, a bottom bar holds tool, colour, border, undo and redo,
 * and everything else folds into a collapsible tools tray. Tool, colour and border open as sheets.
 */
export function MobileEditor({ stage, isCountWarning }: { stage: ReactNode; isCountWarning: boolean }) {
  const [sheet, setSheet] = useState<Sheet | null>(null)
  const [isTrayOpen, setTrayOpen] = useState(false)
  const { tool, slot } = useToolState()
  const palette = usePalette()
  const hasBorder = useArtValue((a) => a.border)
  const borderColor = useArtValue((a) => a.borderColor)
  const color = palette[slot] ?? TRANSPARENT
  const toolCommand = getCommand(`tool.${tool}`)
  const close = () => setSheet(null)
  // A command that opens something (a dialog, the preview) folds the tray away, so the canvas is in view.
  const closeTray = () => setTrayOpen(false)

  return (
    <div className="ed-mobile">
      <div className="ed-mtop">
        <DesignIdentity compact />
        <CommandButton id="file.save" />
        <CommandButton id="file.download" />
      </div>
      {stage}
      <div id="ed-tools-tray" className="ed-tray" hidden={!isTrayOpen} role="region" aria-label="More tools">
        <div className="ed-tray__row">
          <CommandButton id="view.grid" tooltipSide="top" />
          <CommandButton id="view.background" tooltipSide="top" />
          <span className="ed-sep ed-sep--v" aria-hidden="true" />
          <CommandButton id="zoom.out" tooltipSide="top" />
          <CommandButton id="zoom.fit" tooltipSide="top" />
          <CommandButton id="zoom.in" tooltipSide="top" />
        </div>
        <CanvasSizePanel />
        <div className="ed-tray__grid">
          <CommandButton id="file.new" variant="label" onAfterRun={closeTray} />
          <CommandButton id="file.designs" variant="label" onAfterRun={closeTray} />
          <CommandButton id="ai.open" variant="label" onAfterRun={closeTray} />
          <CommandButton id="preview" variant="label" onAfterRun={closeTray} />
          <CommandButton id="embroider" variant="label" onAfterRun={closeTray} />
          <CommandButton id="tutorial" variant="label" onAfterRun={closeTray} />
        </div>
        <CommandSwitch id="view.tooltips" />
      </div>
      <div className="ed-mbar" role="toolbar" aria-label="Drawing">
        <button
          type="button"
          className="ed-mbar__btn"
          aria-haspopup="dialog"
          aria-label={`Tool: ${toolCommand.label}`}
          onClick={() => setSheet('tool')}
        >
          <Icon name={toolCommand.icon} size={22} />
          <span>{toolCommand.label}</span>
        </button>
        <button
          type="button"
          className="ed-mbar__btn"
          aria-haspopup="dialog"
          aria-label={`Colour: ${colorName(color)}`}
          onClick={() => setSheet('color')}
        >
          <span
            className={`ed-swatch ed-swatch--md ${color === TRANSPARENT ? 'is-transparent' : ''}`}
            style={color !== TRANSPARENT ? { background: color } : undefined}
            aria-hidden="true"
          />
          <span>Colour</span>
        </button>
        <button
          type="button"
          className="ed-mbar__btn"
          aria-haspopup="dialog"
          aria-label="Border"
          onClick={() => setSheet('border')}
        >
          <span
            className={`ed-border-icon ${hasBorder ? '' : 'is-off'}`}
            style={{ borderColor: hasBorder ? borderColor : undefined }}
            aria-hidden="true"
          />
          <span>Border</span>
        </button>
        <CommandButton id="undo" tooltipSide="top" />
        <CommandButton id="redo" tooltipSide="top" />
        <button
          type="button"
          className={`ed-mbar__btn ${isTrayOpen ? 'is-active' : ''}`}
          aria-expanded={isTrayOpen}
          aria-controls="ed-tools-tray"
          onClick={() => setTrayOpen((open) => !open)}
        >
          <Icon name={isTrayOpen ? 'chevronDown' : 'chevronUp'} size={22} />
          <span>Tools</span>
        </button>
      </div>

      <EditorDialog
        variant="sheet"
        open={sheet === 'tool'}
        onOpenChange={(open) => !open && close()}
        title="Tool"
      >
        <div className="ed-tool-grid">
          {TOOL_COMMANDS.map((id) => (
            <CommandButton key={id} id={id} variant="tile" onAfterRun={close} />
          ))}
        </div>
      </EditorDialog>
      <EditorDialog
        variant="sheet"
        open={sheet === 'color'}
        onOpenChange={(open) => !open && close()}
        title="Colour"
      >
        <PalettePanel onPicked={close} isCountWarning={isCountWarning} />
      </EditorDialog>
      <EditorDialog
        variant="sheet"
        open={sheet === 'border'}
        onOpenChange={(open) => !open && close()}
        title="Border"
      >
        <BorderPanel />
      </EditorDialog>
    </div>
  )
}
