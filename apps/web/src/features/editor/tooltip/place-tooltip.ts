export type TooltipSide = 'top' | 'right' | 'bottom' | 'left'

export interface Box {
  left: number
  top: number
  width: number
  height: number
}

export interface TooltipPlacement {
  left: number
  top: number
  /** The side actually used: the preferred one, or its opposite when the preferred one has no room. */
  side: TooltipSide
  /** Where the arrow points at the trigger's centre, along the tooltip's edge (px from its start). */
  arrowOffset: number
}

const OPPOSITE: Record<TooltipSide, TooltipSide> = {
  top: 'bottom',
  bottom: 'top',
  left: 'right',
  right: 'left',
}
/** The arrow never sits in a rounded corner. */
const ARROW_INSET = 8

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(value, Math.max(min, max)))

/**
 * Where a tooltip of `size` goes beside `anchor` (both in viewport pixels): on `side`, `offset` away,
 * centred on the anchor, kept `padding` inside the viewport. It flips to the opposite side when it does not
 * fit on the preferred one and fits there.
 */
export function placeTooltip(
  anchor: Box,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
  preferred: TooltipSide,
  offset: number,
  padding: number,
): TooltipPlacement {
  const fits = (side: TooltipSide) => {
    switch (side) {
      case 'top':
        return anchor.top - offset - size.height >= padding
      case 'bottom':
        return anchor.top + anchor.height + offset + size.height <= viewport.height - padding
      case 'left':
        return anchor.left - offset - size.width >= padding
      case 'right':
        return anchor.left + anchor.width + offset + size.width <= viewport.width - padding
    }
  }
  const side = !fits(preferred) && fits(OPPOSITE[preferred]) ? OPPOSITE[preferred] : preferred
  const centreX = anchor.left + anchor.width / 2
  const centreY = anchor.top + anchor.height / 2

  if (side === 'top' || side === 'bottom') {
    const left = clamp(centreX - size.width / 2, padding, viewport.width - padding - size.width)
    const top = side === 'top' ? anchor.top - offset - size.height : anchor.top + anchor.height + offset
    return { left, top, side, arrowOffset: clamp(centreX - left, ARROW_INSET, size.width - ARROW_INSET) }
  }
  const top = clamp(centreY - size.height / 2, padding, viewport.height - padding - size.height)
  const left = side === 'left' ? anchor.left - offset - size.width : anchor.left + anchor.width + offset
  return { left, top, side, arrowOffset: clamp(centreY - top, ARROW_INSET, size.height - ARROW_INSET) }
}
