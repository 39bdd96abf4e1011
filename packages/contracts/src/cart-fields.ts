/**
 * Shared-product links and the cart's text fields (Snipcart custom fields, the built-in cart's line). No zod
 * here, so the cart does not load the validation schemas.
 */
import type { Placement } from './placement.ts'
import type { SharedProductPayload } from './shop.ts'

/** Built-in cart checkout limits. */
export const CHECKOUT_MAX_ITEMS = 50
export const CHECKOUT_MAX_QUANTITY = 20

/** URL-safe base64 without padding, so the link survives any path handling. */
export function encodeSharedProduct(payload: SharedProductPayload): string {
  const bytes = new TextEncoder().encode(JSON.stringify(payload))
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

// ---------------------------------------------------------------------------------------------
// Cart (Snipcart custom fields and the built-in cart's line)

/** 'x,y' to 2 decimals. */
export function formatPlacementField(placement: Pick<Placement, 'placement_x' | 'placement_y'>): string {
  return `${placement.placement_x.toFixed(2)},${placement.placement_y.toFixed(2)}`
}

/** Stitch size to 2 decimals, plus ' x{scale}' when the scale is above 1 (e.g. '1.75 x2'). */
export function formatDesignSizeField(placement: Pick<Placement, 'stitch_size' | 'scale_factor'>): string {
  const size = placement.stitch_size.toFixed(2)
  return placement.scale_factor > 1 ? `${size} x${placement.scale_factor}` : size
}

/** Reads the two fields above back (the Snipcart webhook rebuilds the placement from them). */
export function parseDesignSizeField(value: string): Pick<Placement, 'stitch_size' | 'scale_factor'> | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(?:x\s*(\d+))?\s*$/.exec(value)
  if (!match) return null
  return { stitch_size: Number(match[1]), scale_factor: match[2] ? Number(match[2]) : 1 }
}

export function parsePlacementField(value: string): Pick<Placement, 'placement_x' | 'placement_y'> | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*,\s*(\d+(?:\.\d+)?)\s*$/.exec(value)
  if (!match) return null
  return { placement_x: Number(match[1]), placement_y: Number(match[2]) }
}
