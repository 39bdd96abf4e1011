import { act, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Tooltip, TooltipProvider } from './Tooltip.tsx'

function renderTrigger(onFocus = vi.fn()) {
  render(
    <TooltipProvider delayMs={0} skipDelayMs={0}>
      <Tooltip content="Eraser (E)">
        <button type="button" aria-label="Eraser" onFocus={onFocus}>
          E
        </button>
      </Tooltip>
    </TooltipProvider>,
  )
  return screen.getByRole('button', { name: 'Eraser' })
}

describe('Tooltip', () => {
  it('shows on focus, describes its trigger while open, and closes on Escape', () => {
    const onFocus = vi.fn()
    const trigger = renderTrigger(onFocus)
    expect(trigger).toHaveAttribute('data-tooltip', 'closed')
    act(() => trigger.focus())
    const tooltip = screen.getByRole('tooltip')
    expect(tooltip).toHaveTextContent('Eraser (E)')
    expect(trigger).toHaveAttribute('aria-describedby', tooltip.id)
    expect(trigger).toHaveAttribute('data-tooltip', 'instant-open')
    // The trigger's own handlers still run.
    expect(onFocus).toHaveBeenCalledTimes(1)
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(screen.queryByRole('tooltip')).toBeNull()
    expect(trigger).not.toHaveAttribute('aria-describedby')
  })

  it('stays closed for focus that a press brought, until the pointer leaves', () => {
    const trigger = renderTrigger()
    fireEvent.pointerDown(trigger)
    act(() => trigger.focus())
    fireEvent.pointerMove(trigger)
    expect(screen.queryByRole('tooltip')).toBeNull()
    fireEvent.pointerLeave(trigger)
    act(() => trigger.blur())
    act(() => trigger.focus())
    expect(screen.getByRole('tooltip')).toBeInTheDocument()
  })

  it('goes away with its trigger', () => {
    const { unmount } = render(
      <TooltipProvider delayMs={0} skipDelayMs={0}>
        <Tooltip content="Fill">
          <button type="button">Fill</button>
        </Tooltip>
      </TooltipProvider>,
    )
    act(() => screen.getByRole('button', { name: 'Fill' }).focus())
    expect(screen.getByRole('tooltip')).toBeInTheDocument()
    unmount()
    expect(screen.queryByRole('tooltip')).toBeNull()
  })
})
