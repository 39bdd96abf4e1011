import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TooltipStore } from './tooltip-store.ts'

const anchor = {} as HTMLElement
const tip = (owner: string) => ({ owner, anchor, content: owner, side: 'bottom' as const })

describe('TooltipStore', () => {
  let now = 0
  let store: TooltipStore
  beforeEach(() => {
    vi.useFakeTimers()
    now = 0
    store = new TooltipStore({ delayMs: 350, skipDelayMs: 200 }, () => now)
  })
  afterEach(() => vi.useRealTimers())

  it('opens a hovered trigger after the delay, and a focused one at once', () => {
    store.hover(tip('a'))
    vi.advanceTimersByTime(349)
    expect(store.stateOf('a')).toBe('closed')
    vi.advanceTimersByTime(1)
    expect(store.stateOf('a')).toBe('delayed-open')
    store.focus(tip('b'))
    expect(store.stateOf('b')).toBe('instant-open')
    expect(store.stateOf('a')).toBe('closed')
  })

  it('moving from an open tooltip, or just after one closed, opens the next at once', () => {
    store.focus(tip('a'))
    store.hover(tip('b'))
    expect(store.stateOf('b')).toBe('instant-open')
    store.close('b')
    now += 199
    store.hover(tip('c'))
    expect(store.stateOf('c')).toBe('instant-open')
    store.close('c')
    now += 200
    store.hover(tip('d'))
    expect(store.stateOf('d')).toBe('closed')
  })

  it('leaving before the delay cancels the opening; closing another trigger leaves it alone', () => {
    store.hover(tip('a'))
    store.close('a')
    vi.advanceTimersByTime(1000)
    expect(store.current).toBeNull()
    store.focus(tip('b'))
    store.close('a')
    expect(store.stateOf('b')).toBe('instant-open')
    store.close()
    expect(store.current).toBeNull()
  })

  it('a pressed trigger shows nothing on hover or focus until it is released', () => {
    store.focus(tip('a'))
    store.press('a')
    expect(store.current).toBeNull()
    store.focus(tip('a'))
    store.hover(tip('a'))
    vi.advanceTimersByTime(1000)
    expect(store.current).toBeNull()
    store.focus(tip('b'))
    expect(store.stateOf('b')).toBe('instant-open')
    store.release('a')
    store.focus(tip('a'))
    expect(store.stateOf('a')).toBe('instant-open')
  })

  it('tells subscribers when the open tooltip changes', () => {
    const listener = vi.fn()
    const off = store.subscribe(listener)
    store.focus(tip('a'))
    store.close('a')
    expect(listener).toHaveBeenCalledTimes(2)
    off()
    store.focus(tip('a'))
    expect(listener).toHaveBeenCalledTimes(2)
  })
})
