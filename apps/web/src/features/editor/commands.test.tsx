import { act, fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CommandButton, CommandContextReact, useEditorShortcuts } from './CommandButton.tsx'
import { EDITOR_COMMANDS, findCommandForKey, getCommand } from './commands.ts'
import type { CommandContext, EditorActions } from './commands.ts'
import { EditorSession } from './editor-session.ts'
import { formatShortcut, isTypingTarget, matchesShortcut } from './shortcuts.ts'
import { TooltipProvider } from './tooltip/Tooltip.tsx'
import { EditorSessionContext } from './use-editor.ts'

afterEach(() => localStorage.clear())

function makeActions(): EditorActions {
  return {
    openNewDialog: vi.fn(),
    openDownloadDialog: vi.fn(),
    openAi: vi.fn(),
    zoomIn: vi.fn(),
    zoomOut: vi.fn(),
    zoomToFit: vi.fn(),
    save: vi.fn(),
    openDesigns: vi.fn(),
    cyclePreview: vi.fn(),
    embroider: vi.fn(),
  }
}

function makeContext(): CommandContext {
  return { session: new EditorSession({ storage: null }), actions: makeActions() }
}

/** Draws one stroke through the headless controller, as the canvas would. */
function drawStroke(ctx: CommandContext, cells: [number, number][]) {
  const [first, ...rest] = cells
  if (!first) return
  const at = ([col, row]: [number, number]) => ({ col, row, screenX: col * 10, screenY: row * 10 })
  act(() => {
    ctx.session.controller.pointerDown(at(first))
    for (const cell of rest) ctx.session.controller.pointerMove(at(cell))
    ctx.session.controller.pointerUp()
  })
}

function Harness({ ctx, children }: { ctx: CommandContext; children?: ReactNode }) {
  useEditorShortcuts(ctx)
  return (
    <EditorSessionContext value={ctx.session}>
      <CommandContextReact value={ctx}>
        <TooltipProvider delayMs={0} skipDelayMs={0}>
          {children}
          <input aria-label="Some field" />
          <textarea aria-label="Some notes" />
          <div role="dialog" aria-label="A dialog">
            <button type="button">Inside dialog</button>
          </div>
        </TooltipProvider>
      </CommandContextReact>
    </EditorSessionContext>
  )
}

const key = (init: Partial<KeyboardEventInit> & { key: string }) => ({
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...init,
})

describe('the command table', () => {
  it('declares every command once', () => {
    const ids = EDITOR_COMMANDS.map((c) => c.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('binds every shortcut to one command only', () => {
    const shortcuts = EDITOR_COMMANDS.flatMap((c) => c.shortcuts ?? []).map((s) => s.toLowerCase())
    expect(new Set(shortcuts).size).toBe(shortcuts.length)
  })

  it('binds B, G, E and H to pen, fill, eraser and drag', () => {
    expect(findCommandForKey(key({ key: 'b' }))?.id).toBe('tool.pen')
    expect(findCommandForKey(key({ key: 'g' }))?.id).toBe('tool.fill')
    expect(findCommandForKey(key({ key: 'e' }))?.id).toBe('tool.eraser')
    expect(findCommandForKey(key({ key: 'h' }))?.id).toBe('tool.drag')
  })

  it('binds Ctrl+Z to undo and Ctrl+Shift+Z and Ctrl+Y to redo on Windows and Linux', () => {
    expect(findCommandForKey(key({ key: 'z', ctrlKey: true }), EDITOR_COMMANDS, false)?.id).toBe('undo')
    expect(
      findCommandForKey(key({ key: 'Z', ctrlKey: true, shiftKey: true }), EDITOR_COMMANDS, false)?.id,
    ).toBe('redo')
    expect(findCommandForKey(key({ key: 'y', ctrlKey: true }), EDITOR_COMMANDS, false)?.id).toBe('redo')
  })

  it('uses Cmd instead of Ctrl for undo and redo on a Mac, and keeps Ctrl+Y', () => {
    expect(findCommandForKey(key({ key: 'z', metaKey: true }), EDITOR_COMMANDS, true)?.id).toBe('undo')
    expect(
      findCommandForKey(key({ key: 'z', metaKey: true, shiftKey: true }), EDITOR_COMMANDS, true)?.id,
    ).toBe('redo')
    expect(findCommandForKey(key({ key: 'z', ctrlKey: true }), EDITOR_COMMANDS, true)).toBeNull()
    expect(findCommandForKey(key({ key: 'y', ctrlKey: true }), EDITOR_COMMANDS, true)?.id).toBe('redo')
  })

  it('does not treat B with a modifier as the pen', () => {
    expect(findCommandForKey(key({ key: 'b', ctrlKey: true }))).toBeNull()
    expect(findCommandForKey(key({ key: 'B', shiftKey: true }))).toBeNull()
  })

  it('formats shortcuts for tooltips per platform', () => {
    expect(formatShortcut('Mod+Shift+Z', false)).toBe('Ctrl+Shift+Z')
    expect(formatShortcut('Mod+Shift+Z', true)).toBe('⇧⌘Z')
    expect(formatShortcut('B', false)).toBe('B')
    expect(matchesShortcut(key({ key: '+', shiftKey: true }), '+')).toBe(true)
  })

  it('knows which targets take typing', () => {
    const text = document.createElement('input')
    const checkbox = document.createElement('input')
    checkbox.type = 'checkbox'
    expect(isTypingTarget(text)).toBe(true)
    expect(isTypingTarget(document.createElement('textarea'))).toBe(true)
    expect(isTypingTarget(checkbox)).toBe(false)
    expect(isTypingTarget(document.createElement('button'))).toBe(false)
  })
})

describe('keyboard shortcuts', () => {
  it('switch tools with single keys', () => {
    const ctx = makeContext()
    render(<Harness ctx={ctx} />)
    fireEvent.keyDown(document.body, { key: 'g' })
    expect(ctx.session.getToolState().tool).toBe('fill')
    fireEvent.keyDown(document.body, { key: 'e' })
    expect(ctx.session.getToolState().tool).toBe('eraser')
    fireEvent.keyDown(document.body, { key: 'h' })
    expect(ctx.session.getToolState().tool).toBe('drag')
    fireEvent.keyDown(document.body, { key: 'b' })
    expect(ctx.session.getToolState().tool).toBe('pen')
  })

  it('undo and redo a stroke', () => {
    const ctx = makeContext()
    const { art } = ctx.session
    render(<Harness ctx={ctx} />)
    drawStroke(ctx, [
      [1, 1],
      [3, 1],
    ])
    const color = art.getPixel(2, 1)
    expect(color).not.toBe('transparent')

    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true })
    expect(art.getPixel(2, 1)).toBe('transparent')
    fireEvent.keyDown(document.body, { key: 'Z', ctrlKey: true, shiftKey: true })
    expect(art.getPixel(2, 1)).toBe(color)
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true })
    fireEvent.keyDown(document.body, { key: 'y', ctrlKey: true })
    expect(art.getPixel(2, 1)).toBe(color)
  })

  it('do not fire while typing in an input or a textarea', () => {
    const ctx = makeContext()
    render(<Harness ctx={ctx} />)
    drawStroke(ctx, [[0, 0]])
    fireEvent.keyDown(screen.getByLabelText('Some field'), { key: 'g' })
    fireEvent.keyDown(screen.getByLabelText('Some notes'), { key: 'e' })
    fireEvent.keyDown(screen.getByLabelText('Some field'), { key: 'z', ctrlKey: true })
    expect(ctx.session.getToolState().tool).toBe('pen')
    expect(ctx.session.art.canUndo).toBe(true)
  })

  it('do not fire inside a dialog', () => {
    const ctx = makeContext()
    render(<Harness ctx={ctx} />)
    fireEvent.keyDown(screen.getByRole('button', { name: 'Inside dialog' }), { key: 'g' })
    expect(ctx.session.getToolState().tool).toBe('pen')
  })

  it('leave the key alone when the command is disabled', () => {
    const ctx = makeContext()
    render(<Harness ctx={ctx} />)
    const event = new KeyboardEvent('keydown', { key: 'z', ctrlKey: true, bubbles: true, cancelable: true })
    document.body.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(false)
  })

  it('prevent the browser default for a handled shortcut (Ctrl+S would save the page)', () => {
    const ctx = makeContext()
    render(<Harness ctx={ctx} />)
    const event = new KeyboardEvent('keydown', { key: 's', ctrlKey: true, bubbles: true, cancelable: true })
    document.body.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
    expect(ctx.actions.save).toHaveBeenCalledTimes(1)
  })

  it('Escape cancels the stroke in progress', () => {
    const ctx = makeContext()
    render(<Harness ctx={ctx} />)
    act(() => ctx.session.controller.pointerDown({ col: 4, row: 4, screenX: 0, screenY: 0 }))
    expect(ctx.session.art.getPixel(4, 4)).not.toBe('transparent')
    fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(ctx.session.art.getPixel(4, 4)).toBe('transparent')
    expect(ctx.session.art.canUndo).toBe(false)
  })
})

describe('command buttons', () => {
  it('enable undo and redo as the history changes', () => {
    const ctx = makeContext()
    render(
      <Harness ctx={ctx}>
        <CommandButton id="undo" />
        <CommandButton id="redo" />
      </Harness>,
    )
    const undo = screen.getByRole('button', { name: 'Undo' })
    const redo = screen.getByRole('button', { name: 'Redo' })
    expect(undo).toBeDisabled()
    expect(redo).toBeDisabled()

    drawStroke(ctx, [[5, 5]])
    expect(undo).toBeEnabled()
    expect(redo).toBeDisabled()

    fireEvent.click(undo)
    expect(undo).toBeDisabled()
    expect(redo).toBeEnabled()
  })

  it('mark the current tool as pressed', () => {
    const ctx = makeContext()
    render(
      <Harness ctx={ctx}>
        <CommandButton id="tool.pen" />
        <CommandButton id="tool.fill" />
      </Harness>,
    )
    expect(screen.getByRole('button', { name: 'Pen' })).toHaveAttribute('aria-pressed', 'true')
    fireEvent.click(screen.getByRole('button', { name: 'Fill' }))
    expect(screen.getByRole('button', { name: 'Fill' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: 'Pen' })).toHaveAttribute('aria-pressed', 'false')
  })

  it('show the label and shortcut from the table in a tooltip', async () => {
    const ctx = makeContext()
    render(
      <Harness ctx={ctx}>
        <CommandButton id="tool.fill" />
      </Harness>,
    )
    act(() => screen.getByRole('button', { name: 'Fill' }).focus())
    const tooltip = await screen.findByRole('tooltip')
    expect(tooltip).toHaveTextContent(getCommand('tool.fill').label)
    expect(tooltip).toHaveTextContent('G')
  })

  it('show no tooltips once tooltips are switched off', async () => {
    const ctx = makeContext()
    render(
      <Harness ctx={ctx}>
        <CommandButton id="view.tooltips" />
        <CommandButton id="tool.fill" />
      </Harness>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Tooltips' }))
    expect(ctx.session.settings.get().tooltipsEnabled).toBe(false)
    expect(localStorage.getItem('tooltipsEnabled')).toBe('false')
    act(() => screen.getByRole('button', { name: 'Fill' }).focus())
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByRole('tooltip')).toBeNull()
  })
})
