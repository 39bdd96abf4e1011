import type { ReactNode } from 'react'
import type { TooltipSide } from './place-tooltip.ts'

/** closed, or open after the hover delay, or open at once (focus, or moving on from another tooltip). */
export type TooltipState = 'closed' | 'delayed-open' | 'instant-open'

export interface OpenTooltip {
  /** The Tooltip instance that opened it. */
  owner: string
  anchor: HTMLElement
  content: ReactNode
  side: TooltipSide
  state: Exclude<TooltipState, 'closed'>
}

export interface TooltipTiming {
  /** How long the pointer rests on a trigger before its tooltip opens. */
  delayMs: number
  /** After a tooltip closes, another opens at once for this long (moving along a toolbar). */
  skipDelayMs: number
}

/**
 * The editor's one tooltip: which trigger shows it, and the hover delays. One tooltip is open at a time;
 * triggers and the host subscribe, so an opening re-renders only the triggers it concerns.
 */
export class TooltipStore {
  private open: OpenTooltip | null = null
  private timer: ReturnType<typeof setTimeout> | null = null
  /** The trigger waiting out the delay. */
  private pendingOwner: string | null = null
  /** The trigger last pressed: it shows no tooltip until the pointer leaves it or it loses focus. */
  private pressedOwner: string | null = null
  private skipUntil = 0
  private readonly listeners = new Set<() => void>()

  constructor(
    private readonly timing: TooltipTiming,
    private readonly now: () => number = () => performance.now(),
  ) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  get current(): OpenTooltip | null {
    return this.open
  }

  stateOf(owner: string): TooltipState {
    return this.open?.owner === owner ? this.open.state : 'closed'
  }

  /** The pointer rests on a trigger: open after the delay, or at once while moving between tooltips. */
  hover(tip: Omit<OpenTooltip, 'state'>): void {
    if (this.open?.owner === tip.owner || this.isPending(tip.owner) || this.pressedOwner === tip.owner) return
    this.cancelPending()
    if (this.open !== null || this.now() < this.skipUntil) {
      this.set({ ...tip, state: 'instant-open' })
      return
    }
    this.pendingOwner = tip.owner
    this.timer = setTimeout(() => {
      this.timer = null
      this.pendingOwner = null
      this.set({ ...tip, state: 'delayed-open' })
    }, this.timing.delayMs)
  }

  /** Focus shows the tooltip at once, unless a press on the trigger brought it (the user acts, not asks). */
  focus(tip: Omit<OpenTooltip, 'state'>): void {
    if (this.pressedOwner === tip.owner) return
    this.cancelPending()
    this.set({ ...tip, state: 'instant-open' })
  }

  /** A press on a trigger closes its tooltip and keeps it closed until `release`. */
  press(owner: string): void {
    this.pressedOwner = owner
    this.close(owner)
  }

  /** The pointer left the pressed trigger, or it lost focus. */
  release(owner: string): void {
    if (this.pressedOwner === owner) this.pressedOwner = null
  }

  /** Closes the tooltip if `owner` shows it (or is about to); without an owner, whichever is open. */
  close(owner?: string): void {
    if (owner === undefined || this.pendingOwner === owner) this.cancelPending()
    if (this.open === null || (owner !== undefined && this.open.owner !== owner)) return
    this.skipUntil = this.now() + this.timing.skipDelayMs
    this.set(null)
  }

  private isPending(owner: string): boolean {
    return this.pendingOwner === owner
  }

  private cancelPending(): void {
    if (this.timer !== null) clearTimeout(this.timer)
    this.timer = null
    this.pendingOwner = null
  }

  private set(next: OpenTooltip | null): void {
    this.open = next
    this.listeners.forEach((listener) => listener())
  }
}
