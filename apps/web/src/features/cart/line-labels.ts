import { pixelSizeMm, primaryRegion, type Product } from '@threadbit/contracts'
import type { CartLine } from './cart-line.ts'

/** A placement this close (as a fraction of the region) to a preset is that preset. */
const PRESET_TOLERANCE = 0.01
const MM_PER_INCH = 25.4

/**
 * The placement as a shopper names it: the catalogue preset it sits on ("Left chest"), else "Custom
 * position"; null when the product is gone from the catalogue.
 */
export function placementName(
  product: Pick<Product, 'placement_regions'> | undefined,
  line: Pick<CartLine, 'placement_x' | 'placement_y'>,
): string | null {
  const region = product ? primaryRegion(product) : undefined
  if (!region) return null
  const preset = region.presets.find(
    (p) =>
      Math.abs(p.x - line.placement_x) <= PRESET_TOLERANCE &&
      Math.abs(p.y - line.placement_y) <= PRESET_TOLERANCE,
  )
  if (!preset) return 'Custom position'
  if (preset.label?.trim()) return preset.label
  return preset.is_default ? 'Default position' : 'Custom position'
}

function round1(value: number): string {
  return (Math.round(value * 10) / 10).toFixed(1)
}

/**
 * The stitched size in cm and inches ("4.3 × 2.9 cm (1.7 × 1.1 in)"). Lines saved before the design's
 * grid was kept have no width and height: they show the stitch pitch instead.
 */
export function stitchedSizeLabel(
  line: Pick<CartLine, 'stitch_size' | 'scale_factor' | 'designColumns' | 'designRows'>,
): string {
  const pitchMm = pixelSizeMm(line)
  if (!line.designColumns || !line.designRows) return `${round1(pitchMm)} mm per stitch pixel`
  const widthMm = line.designColumns * pitchMm
  const heightMm = line.designRows * pitchMm
  const cm = `${round1(widthMm / 10)} × ${round1(heightMm / 10)} cm`
  const inches = `${round1(widthMm / MM_PER_INCH)} × ${round1(heightMm / MM_PER_INCH)} in`
  return `${cm} (${inches})`
}
