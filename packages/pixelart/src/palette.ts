import { PALETTE_SLOTS, PRESET_COLOR_COUNT } from '@threadbit/contracts'
import { TRANSPARENT, type Color } from './color.ts'

/** The last palette slot always holds transparent and cannot be edited. */
export const TRANSPARENT_SLOT = PALETTE_SLOTS - 1

/** Throws a RangeError unless `slot` is a palette slot number (0-31). */
export function checkPaletteSlot(slot: number): void {
  if (!Number.isInteger(slot) || slot < 0 || slot >= PALETTE_SLOTS) {
    throw new RangeError(`Palette slot must be an integer from 0 to ${PALETTE_SLOTS - 1}`)
  }
}

/**
 * 24 presets chosen to be available as common embroidery threads (blacks, greys and whites, skin and
 * browns, the primaries in a light and a dark shade). Every pair is at least 19 CIE76 ΔE apart, so
 * loading a PNG never merges two presets (the match tolerance is 10).
 */
const PRESETS: readonly Color[] = [
  '#000000', // black
  '#ffffff', // white
  '#9e9e9e', // grey
  '#4a4a4a', // charcoal
  '#d32f2f', // red
  '#7b1e1e', // maroon
  '#f48fb1', // pink
  '#c2185b', // raspberry
  '#ff7f27', // orange
  '#ffd600', // yellow
  '#fff1b5', // cream
  '#e8b88a', // tan
  '#a0522d', // sienna
  '#5b3a29', // dark brown
  '#2e7d32', // green
  '#9ccc65', // light green
  '#00897b', // teal
  '#0d47a1', // navy
  '#1e88e5', // blue
  '#81d4fa', // sky blue
  '#6a1b9a', // purple
  '#b39ddb', // lavender
  '#26c6da', // turquoise
  '#556b2f', // olive
]

if (PRESETS.length !== PRESET_COLOR_COUNT) throw new Error('DEFAULT_PALETTE needs exactly 24 presets')

export const DEFAULT_PALETTE: readonly (Color | null)[] = Object.freeze([
  ...PRESETS,
  ...Array.from({ length: PALETTE_SLOTS - PRESET_COLOR_COUNT - 1 }, () => null),
  TRANSPARENT,
])
