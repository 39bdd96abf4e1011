import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clampGridSize, GRID_INPUT_DEBOUNCE_MS, GridSizeInput } from './panels/GridSizeInput.tsx'

function setup(value = 24) {
  const onCommit = vi.fn()
  const view = render(<GridSizeInput label="Rows" value={value} min={1} max={128} onCommit={onCommit} />)
  const input = screen.getByRole('spinbutton', { name: 'Rows' })
  return { onCommit, input, view }
}

describe('GridSizeInput', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('applies a typed value 1 s after the last keystroke, not before', () => {
    const { onCommit, input } = setup()
    fireEvent.change(input, { target: { value: '4' } })
    act(() => vi.advanceTimersByTime(600))
    fireEvent.change(input, { target: { value: '40' } })
    act(() => vi.advanceTimersByTime(GRID_INPUT_DEBOUNCE_MS - 1))
    expect(onCommit).not.toHaveBeenCalled()
    expect(input).toHaveValue('40')
    act(() => vi.advanceTimersByTime(1))
    expect(onCommit).toHaveBeenCalledTimes(1)
    expect(onCommit).toHaveBeenCalledWith(40)
  })

  it('applies at once on Enter and does not apply again when the timer would have run', () => {
    const { onCommit, input } = setup()
    fireEvent.change(input, { target: { value: '30' } })
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(onCommit).toHaveBeenCalledWith(30)
    act(() => vi.advanceTimersByTime(GRID_INPUT_DEBOUNCE_MS * 2))
    expect(onCommit).toHaveBeenCalledTimes(1)
  })

  it('clamps typed values to 1..128', () => {
    const { onCommit, input } = setup()
    fireEvent.change(input, { target: { value: '500' } })
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(onCommit).toHaveBeenLastCalledWith(128)
    fireEvent.change(input, { target: { value: '0' } })
    act(() => vi.advanceTimersByTime(GRID_INPUT_DEBOUNCE_MS))
    expect(onCommit).toHaveBeenLastCalledWith(1)
  })

  it('keeps only digits while typing', () => {
    const { input } = setup()
    fireEvent.change(input, { target: { value: '1a2-' } })
    expect(input).toHaveValue('12')
  })

  it('drops an empty entry and shows the current value again', () => {
    const { onCommit, input } = setup(24)
    fireEvent.change(input, { target: { value: '' } })
    act(() => vi.advanceTimersByTime(GRID_INPUT_DEBOUNCE_MS))
    expect(onCommit).not.toHaveBeenCalled()
    expect(input).toHaveValue('24')
  })

  it('does not report a value equal to the current one', () => {
    const { onCommit, input } = setup(128)
    fireEvent.change(input, { target: { value: '900' } })
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(onCommit).not.toHaveBeenCalled()
    expect(input).toHaveValue('128')
  })

  it('Escape drops the draft without applying it', () => {
    const { onCommit, input } = setup(24)
    fireEvent.change(input, { target: { value: '99' } })
    fireEvent.keyDown(input, { key: 'Escape' })
    act(() => vi.advanceTimersByTime(GRID_INPUT_DEBOUNCE_MS))
    expect(onCommit).not.toHaveBeenCalled()
    expect(input).toHaveValue('24')
  })

  it('applies on blur without waiting', () => {
    const { onCommit, input } = setup()
    fireEvent.change(input, { target: { value: '12' } })
    fireEvent.blur(input)
    expect(onCommit).toHaveBeenCalledWith(12)
  })

  it('steps by one with the buttons and the arrow keys, within the limits', () => {
    const { onCommit, input, view } = setup(24)
    fireEvent.click(screen.getByRole('button', { name: 'Increase rows' }))
    expect(onCommit).toHaveBeenLastCalledWith(25)
    fireEvent.click(screen.getByRole('button', { name: 'Decrease rows' }))
    expect(onCommit).toHaveBeenLastCalledWith(23)
    fireEvent.keyDown(input, { key: 'ArrowUp' })
    expect(onCommit).toHaveBeenLastCalledWith(25)

    view.rerender(<GridSizeInput label="Rows" value={128} min={1} max={128} onCommit={onCommit} />)
    expect(screen.getByRole('button', { name: 'Increase rows' })).toBeDisabled()
    view.rerender(<GridSizeInput label="Rows" value={1} min={1} max={128} onCommit={onCommit} />)
    expect(screen.getByRole('button', { name: 'Decrease rows' })).toBeDisabled()
  })

  it('shows a new value from outside (undo) when not editing', () => {
    const { input, view } = setup(24)
    view.rerender(<GridSizeInput label="Rows" value={16} min={1} max={128} onCommit={() => {}} />)
    expect(input).toHaveValue('16')
  })
})

describe('clampGridSize', () => {
  it('rounds and clamps', () => {
    expect(clampGridSize(12.6, 1, 128)).toBe(13)
    expect(clampGridSize(-5, 1, 128)).toBe(1)
    expect(clampGridSize(1000, 1, 128)).toBe(128)
    expect(clampGridSize(Number.NaN, 1, 128)).toBe(1)
  })
})
