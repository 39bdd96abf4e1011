/**
 * Placement geometry: where and how big a design sits on a product picture. The product card, the server's
 * checks and renders, and the cart image all use these functions, so they agree to the pixel
 * (docs/decisions/placement-geometry.md, docs/decisions/pixel-size-rule.md).
 */
import type { Design } from './designs.ts'
import type { PlacementRegion, Product } from './catalog.ts'
import { MIN_STITCH_MM } from './catalog.ts'
import { EMBROIDERY_STITCH_SIZE_MAX } from './constants.ts'

/** Stitch size limits (mm per design pixel at scale 1) and the product card's slider. */
export const STITCH_SIZE_MIN = MIN_STITCH_MM
export const STITCH_SIZE_MAX = EMBROIDERY_STITCH_SIZE_MAX
export const DEFAULT_STITCH_SIZE = 1.5
export const SLIDER_STEP = 0.01
/** Designs up to this many cells on both sides may be stitched at scale 2 (pixel size up to 5 mm). */
export const SCALE_TWO_MAX_CELLS = 32
export const SLIDER_MAX_SMALL_DESIGN = 5

export interface Placement {
  placement_x: number
  placement_y: number
  stitch_size: number
  scale_factor: number
}

export type DesignSize = Pick<Design, 'rows' | 'columns'>
export type RegionBounds = Pick<PlacementRegion, 'x_min' | 'x_max' | 'y_min' | 'y_max'>

/** The region a design is placed in: a product's first placement region. */
export function primaryRegion(product: Pick<Product, 'placement_regions'>): PlacementRegion | undefined {
  return product.placement_regions[0]
}

export function allowsScaleTwo(design: DesignSize): boolean {
  return design.rows <= SCALE_TWO_MAX_CELLS && design.columns <= SCALE_TWO_MAX_CELLS
}

/** Millimetres one design pixel covers. */
export function pixelSizeMm(placement: Pick<Placement, 'stitch_size' | 'scale_factor'>): number {
  return placement.stitch_size * placement.scale_factor
}

/** The design's size in product-image pixels. */
export function designSizeInImage(
  design: DesignSize,
  pxPerMm: number,
  placement: Pick<Placement, 'stitch_size' | 'scale_factor'>,
): { width: number; height: number } {
  const cell = pixelSizeMm(placement) * pxPerMm
  return { width: design.columns * cell, height: design.rows * cell }
}

/** The design's rectangle in product-image pixels; placement_x/y are the centre as fractions of the region. */
export function designRectInImage(
  design: DesignSize,
  region: RegionBounds,
  pxPerMm: number,
  placement: Placement,
): { left: number; top: number; width: number; height: number } {
  const { width, height } = designSizeInImage(design, pxPerMm, placement)
  const centreX = region.x_min + placement.placement_x * (region.x_max - region.x_min)
  const centreY = region.y_min + placement.placement_y * (region.y_max - region.y_min)
  return { left: centreX - width / 2, top: centreY - height / 2, width, height }
}

/** Keeps the centre where the whole design stays inside the region (centred when it is as large). */
export function clampPlacement(
  design: DesignSize,
  region: RegionBounds,
  pxPerMm: number,
  placement: Placement,
): Placement {
  const { width, height } = designSizeInImage(design, pxPerMm, placement)
  const clampAxis = (value: number, size: number, span: number) => {
    const half = span > 0 ? size / 2 / span : 0.5
    if (half >= 0.5) return 0.5
    return Math.min(1 - half, Math.max(half, value))
  }
  return {
    ...placement,
    placement_x: clampAxis(placement.placement_x, width, region.x_max - region.x_min),
    placement_y: clampAxis(placement.placement_y, height, region.y_max - region.y_min),
  }
}

/** The largest pixel size (mm) at which the design still fits the region's width and height. */
export function largestFittingPixelMm(design: DesignSize, region: RegionBounds, pxPerMm: number): number {
  const widthMm = (region.x_max - region.x_min) / pxPerMm
  const heightMm = (region.y_max - region.y_min) / pxPerMm
  return Math.min(widthMm / Math.max(1, design.columns), heightMm / Math.max(1, design.rows))
}

/**
 * The product card's size slider, in mm per design pixel: minimum 1.5, step 0.01, maximum the smaller of
 * 5 (designs up to 32×32; 2.5 otherwise) and the largest size that fits the region. Between 2.5 and 3.0
 * no valid pair exists (scale 2 needs stitch size ≥ 1.5), so a maximum there is lowered to 2.5.
 */
export function sliderBounds(
  design: DesignSize,
  region: RegionBounds,
  pxPerMm: number,
): { min: number; max: number; step: number } {
  const cap = allowsScaleTwo(design) ? SLIDER_MAX_SMALL_DESIGN : STITCH_SIZE_MAX
  let max = Math.min(cap, largestFittingPixelMm(design, region, pxPerMm) + 1e-9)
  if (max > STITCH_SIZE_MAX && max < STITCH_SIZE_MIN * 2) max = STITCH_SIZE_MAX
  max = Math.floor(max / SLIDER_STEP + 1e-6) * SLIDER_STEP
  return { min: STITCH_SIZE_MIN, max: Math.max(STITCH_SIZE_MIN, round2(max)), step: SLIDER_STEP }
}

/** Slider value (mm per pixel) -> the stored pair: above 2.5 means scale 2 and half the value (snapped to ≥ 1.5). */
export function sliderValueToStitch(
  value: number,
  design: DesignSize,
): Pick<Placement, 'stitch_size' | 'scale_factor'> {
  if (value > STITCH_SIZE_MAX && allowsScaleTwo(design)) {
    return { stitch_size: round2(Math.max(STITCH_SIZE_MIN, value / 2)), scale_factor: 2 }
  }
  return {
    stitch_size: round2(Math.min(STITCH_SIZE_MAX, Math.max(STITCH_SIZE_MIN, value))),
    scale_factor: 1,
  }
}

/** The region's default preset, else its centre, at the default stitch size (clamped into the region). */
export function defaultPlacement(design: DesignSize, region: PlacementRegion, pxPerMm: number): Placement {
  const preset = region.presets.find((p) => p.is_default) ?? region.presets[0]
  const bounds = sliderBounds(design, region, pxPerMm)
  const stitch = Math.min(
    bounds.max,
    Math.max(STITCH_SIZE_MIN, region.default_stitch_size || DEFAULT_STITCH_SIZE),
  )
  return clampPlacement(design, region, pxPerMm, {
    placement_x: preset?.x ?? 0.5,
    placement_y: preset?.y ?? 0.5,
    ...sliderValueToStitch(stitch, design),
  })
}

/** True when the placement is a valid pair and the design lies inside the region (with rounding slack). */
export function placementFitsRegion(
  design: DesignSize,
  region: RegionBounds,
  pxPerMm: number,
  placement: Placement,
): boolean {
  const { stitch_size, scale_factor } = placement
  if (!(stitch_size >= STITCH_SIZE_MIN - 1e-9 && stitch_size <= STITCH_SIZE_MAX + 1e-9)) return false
  if (scale_factor !== 1 && !(scale_factor === 2 && allowsScaleTwo(design))) return false
  const rect = designRectInImage(design, region, pxPerMm, placement)
  const slack = 0.5 // image pixels: placements are stored to a few decimals
  return (
    rect.left >= region.x_min - slack &&
    rect.top >= region.y_min - slack &&
    rect.left + rect.width <= region.x_max + slack &&
    rect.top + rect.height <= region.y_max + slack
  )
}

function round2(value: number): number {
  return Math.round(value * 100) / 100
}

/**
 * Where an operator hoops the design, in mm on the garment: from the garment's reference top edge (collar
 * seam, top edge; `topY` in image pixels) down to the design's top edge, and from the centre line (`centreX`)
 * to the design's centre (positive: towards the image's right, the wearer's left).
 */
export function placementDistancesMm(
  design: DesignSize,
  region: RegionBounds,
  pxPerMm: number,
  placement: Placement,
  reference: { topY: number; centreX: number },
): { fromTopMm: number; fromCentreMm: number; widthMm: number; heightMm: number } {
  const rect = designRectInImage(design, region, pxPerMm, placement)
  const round1 = (value: number) => Math.round(value * 10) / 10 || 0
  return {
    fromTopMm: round1((rect.top - reference.topY) / pxPerMm),
    fromCentreMm: round1((rect.left + rect.width / 2 - reference.centreX) / pxPerMm),
    widthMm: round1(rect.width / pxPerMm),
    heightMm: round1(rect.height / pxPerMm),
  }
}
