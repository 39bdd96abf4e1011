import {
  cloneElement,
  createContext,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import type { FocusEvent, PointerEvent, ReactElement, ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { placeTooltip, type TooltipPlacement, type TooltipSide } from './place-tooltip.ts'
import { TooltipStore, type TooltipTiming } from './tooltip-store.ts'

// The editor's tooltips, without Radix and floating-ui (~20 kB gzipped in the editor's first load): one
// fixed-position element beside the trigger, flipped when the preferred side has no room.

const OFFSET_PX = 6
const VIEWPORT_PADDING_PX = 8

interface TooltipContextValue {
  store: TooltipStore
  /** The id of the tooltip element, for the open trigger's aria-describedby. */
  tooltipId: string
}

const TooltipContext = createContext<TooltipContextValue | null>(null)

/** Shares one tooltip (and its delays) among the triggers inside. */
export function TooltipProvider({ children, ...timing }: TooltipTiming & { children: ReactNode }) {
  const [store] = useState(() => new TooltipStore(timing))
  const tooltipId = useId()
  return (
    <TooltipContext value={{ store, tooltipId }}>
      {children}
      <TooltipHost store={store} id={tooltipId} />
    </TooltipContext>
  )
}

/**
 * Shows `content` beside `children` (one element that takes pointer and focus events) on hover after the
 * delay, or at once on focus that was not a press; Escape, a press, scrolling or leaving closes it. The trigger keeps its
 * own accessible name; while open it is described by the tooltip, and `data-tooltip` says its state.
 */
export function Tooltip({
  content,
  side = 'bottom',
  children,
}: {
  content: ReactNode
  side?: TooltipSide
  children: ReactElement<TriggerProps>
}) {
  const context = useContext(TooltipContext)
  if (!context) throw new Error('Tooltip must be used inside a TooltipProvider')
  const { store, tooltipId } = context
  const owner = useId()
  const state = useSyncExternalStore(store.subscribe, () => store.stateOf(owner))

  // A trigger that goes away takes its tooltip with it.
  useEffect(() => () => store.close(owner), [store, owner])

  const tip = (anchor: HTMLElement) => ({ owner, anchor, content, side })
  const props = children.props
  return cloneElement(children, {
    'data-tooltip': state,
    'aria-describedby': state === 'closed' ? props['aria-describedby'] : tooltipId,
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      props.onPointerMove?.(event)
      if (event.pointerType !== 'touch') store.hover(tip(event.currentTarget))
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      props.onPointerLeave?.(event)
      store.release(owner)
      store.close(owner)
    },
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      props.onPointerDown?.(event)
      store.press(owner)
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      props.onFocus?.(event)
      store.focus(tip(event.currentTarget))
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      props.onBlur?.(event)
      store.release(owner)
      store.close(owner)
    },
  })
}

/** The props a trigger takes on: its own handlers still run. */
export interface TriggerProps {
  'data-tooltip'?: string
  'aria-describedby'?: string
  onPointerMove?(event: PointerEvent<HTMLElement>): void
  onPointerLeave?(event: PointerEvent<HTMLElement>): void
  onPointerDown?(event: PointerEvent<HTMLElement>): void
  onFocus?(event: FocusEvent<HTMLElement>): void
  onBlur?(event: FocusEvent<HTMLElement>): void
}

/** The open tooltip, in a portal so no toolbar's overflow clips it. */
function TooltipHost({ store, id }: { store: TooltipStore; id: string }) {
  const open = useSyncExternalStore(store.subscribe, () => store.current)
  const ref = useRef<HTMLDivElement | null>(null)
  const [placement, setPlacement] = useState<TooltipPlacement | null>(null)

  // Measured before paint, so it never shows in the wrong place.
  useLayoutEffect(() => {
    const element = ref.current
    if (!open || !element) return setPlacement(null)
    const anchor = open.anchor.getBoundingClientRect()
    const size = element.getBoundingClientRect()
    setPlacement(
      placeTooltip(
        anchor,
        size,
        { width: document.documentElement.clientWidth, height: window.innerHeight },
        open.side,
        OFFSET_PX,
        VIEWPORT_PADDING_PX,
      ),
    )
  }, [open])

  useEffect(() => {
    if (!open) return
    const close = () => store.close()
    const handleKey = (event: KeyboardEvent) => event.key === 'Escape' && close()
    document.addEventListener('keydown', handleKey)
    window.addEventListener('scroll', close, { capture: true, passive: true })
    window.addEventListener('resize', close)
    return () => {
      document.removeEventListener('keydown', handleKey)
      window.removeEventListener('scroll', close, { capture: true })
      window.removeEventListener('resize', close)
    }
  }, [open, store])

  if (!open) return null
  const isVertical = placement?.side === 'top' || placement?.side === 'bottom'
  return createPortal(
    <div
      ref={ref}
      id={id}
      role="tooltip"
      className="ed-tooltip"
      data-side={placement?.side ?? open.side}
      style={
        placement
          ? { left: placement.left, top: placement.top }
          : // First render: measured off screen-position, unseen.
            { left: 0, top: 0, visibility: 'hidden' }
      }
    >
      {open.content}
      <span
        className="ed-tooltip__arrow"
        aria-hidden="true"
        style={
          placement ? (isVertical ? { left: placement.arrowOffset } : { top: placement.arrowOffset }) : {}
        }
      />
    </div>,
    document.body,
  )
}
