import type { ReactNode } from 'react'
import { CommandButton } from './CommandButton.tsx'
import { CommandSwitch } from './CommandSwitch.tsx'
import { DesignIdentity } from './EditorChrome.tsx'
import { BorderPanel } from './panels/BorderPanel.tsx'
import { CanvasSizePanel } from './panels/CanvasSizePanel.tsx'
import { PalettePanel } from './panels/PalettePanel.tsx'

function Section({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <section className="ed-section" aria-label={title}>
      <header className="ed-section__head">
        <h2 className="ed-section__title">{title}</h2>
        {aside}
      </header>
      {children}
    </section>
  )
}

/** Above 768 px: actions on top, tools on the left, the canvas in the middle, palette and settings right. */
export function DesktopEditor({ stage, isCountWarning }: { stage: ReactNode; isCountWarning: boolean }) {
  return (
    <div className="ed-desktop">
      <div className="ed-topbar" role="toolbar" aria-label="Design">
        <DesignIdentity />
        <div className="ed-topbar__group">
          <CommandButton id="file.new" variant="label" />
          <CommandButton id="file.designs" variant="label" />
          <CommandButton id="file.save" variant="label" />
        </div>
        <span className="ed-sep ed-sep--v" aria-hidden="true" />
        <div className="ed-topbar__group">
          <CommandButton id="ai.open" variant="label" className="ed-btn--ai" />
        </div>
        <span className="ed-sep ed-sep--v" aria-hidden="true" />
        <div className="ed-topbar__group">
          <CommandButton id="file.download" variant="label" />
          <CommandButton id="preview" variant="label" />
          <CommandButton id="embroider" variant="primary" />
        </div>
      </div>
      <div className="ed-workspace">
        <div className="ed-rail" role="toolbar" aria-label="Tools" aria-orientation="vertical">
          <CommandButton id="tool.pen" tooltipSide="right" />
          <CommandButton id="tool.fill" tooltipSide="right" />
          <CommandButton id="tool.eraser" tooltipSide="right" />
          <CommandButton id="tool.drag" tooltipSide="right" />
          <span className="ed-sep" aria-hidden="true" />
          <CommandButton id="undo" tooltipSide="right" />
          <CommandButton id="redo" tooltipSide="right" />
          <span className="ed-sep" aria-hidden="true" />
          <CommandButton id="view.grid" tooltipSide="right" />
          <CommandButton id="view.background" tooltipSide="right" />
        </div>
        {stage}
        <aside className="ed-panel" aria-label="Design settings">
          <Section title="Palette">
            <PalettePanel isCountWarning={isCountWarning} />
          </Section>
          <Section title="Canvas size">
            <CanvasSizePanel />
          </Section>
          <Section title="Border">
            <BorderPanel />
          </Section>
          <Section title="Help">
            <div className="ed-help">
              <CommandSwitch id="view.tooltips" label="Show tooltips" />
              <CommandButton id="tutorial" variant="label" className="ed-btn--block" />
            </div>
          </Section>
        </aside>
      </div>
    </div>
  )
}
