import {
  clampPlacement,
  defaultPlacement,
  pixelSizeMm,
  primaryRegion,
  sliderBounds,
  sliderValueToStitch,
  type Design,
  type Placement,
  type PlacementRegion,
  type Product,
} from '@threadbit/contracts'

type DesignSize = Pick<Design, 'rows' | 'columns'>
type Geometry = Pick<Product, 'placement_regions' | 'px_per_mm'>

/** A square window onto the product image, in image pixels: what a preview shows. */
export interface ViewBox {
  x: number
  y: number
  size: number
}

/** Product images are square, `img_width` on each side (the catalogue's mockups). */
export function fullView(product: Pick<Product, 'img_width'>): ViewBox {
  return { x: 0, y: 0, size: product.img_width }
}

function squareAround(cx: number, cy: number, size: number, imageSize: number): ViewBox {
  const side = Math.min(imageSize, Math.max(1, size))
  const clampStart = (c: number) => Math.min(imageSize - side, Math.max(0, c - side / 2))
  return { x: clampStart(cx), y: clampStart(cy), size: side }
}

/** The placement region with a margin around it: where the design can go, large enough to drag in. */
export function regionView(
  product: Pick<Product, 'img_width'>,
  region: PlacementRegion,
  margin = 0.12,
): ViewBox {
  const width = region.x_max - region.x_min
  const height = region.y_max - region.y_min
  const side = Math.max(width, height) * (1 + 2 * margin)
  return squareAround(region.x_min + width / 2, region.y_min + height / 2, side, product.img_width)
}

/** A close-up around a rectangle (the design), at least `minSize` image pixels across. */
export function focusView(
  product: Pick<Product, 'img_width'>,
  rect: { left: number; top: number; width: number; height: number },
  minSize: number,
): ViewBox {
  const side = Math.max(minSize, Math.max(rect.width, rect.height) * 2.6)
  return squareAround(rect.left + rect.width / 2, rect.top + rect.height / 2, side, product.img_width)
}

/** The size slider's value for a placement: millimetres per design pixel (docs/decisions/pixel-size-rule.md). */
export function sliderValue(placement: Pick<Placement, 'stitch_size' | 'scale_factor'>): number {
  return Math.round(pixelSizeMm(placement) * 100) / 100
}

/** A new size from the slider, keeping the design inside the region. */
export function resizePlacement(
  design: DesignSize,
  product: Geometry,
  placement: Placement,
  value: number,
): Placement {
  const region = primaryRegion(product)
  if (!region) return placement
  return clampPlacement(design, region, product.px_per_mm, {
    ...placement,
    ...sliderValueToStitch(value, design),
  })
}

/** The placement a card starts with: the region's default preset at the default size. */
export function startPlacement(design: DesignSize, product: Geometry): Placement {
  const region = primaryRegion(product)
  if (!region) return { placement_x: 0.5, placement_y: 0.5, stitch_size: 1.5, scale_factor: 1 }
  return defaultPlacement(design, region, product.px_per_mm)
}

/**
 * Placement values from outside (a shared link): an invalid size is brought into the slider's range and the
 * position clamped, so whatever the link says, the card shows a product that can be ordered.
 */
export function sanitizePlacement(design: DesignSize, product: Geometry, raw: Placement): Placement {
  const region = primaryRegion(product)
  if (!region) return startPlacement(design, product)
  const bounds = sliderBounds(design, region, product.px_per_mm)
  const finite = (n: number, fallback: number) => (Number.isFinite(n) ? n : fallback)
  const scale = raw.scale_factor === 2 ? 2 : 1
  const value = Math.min(bounds.max, Math.max(bounds.min, finite(raw.stitch_size, 1.5) * scale))
  return clampPlacement(design, region, product.px_per_mm, {
    placement_x: Math.min(1, Math.max(0, finite(raw.placement_x, 0.5))),
    placement_y: Math.min(1, Math.max(0, finite(raw.placement_y, 0.5))),
    ...sliderValueToStitch(value, design),
  })
}

/** "24 × 24 mm (0.9 × 0.9 in)": the stitched design's size on the garment. */
export function stitchedSizeLabel(
  design: DesignSize,
  placement: Pick<Placement, 'stitch_size' | 'scale_factor'>,
) {
  const mm = pixelSizeMm(placement)
  const widthMm = design.columns * mm
  const heightMm = design.rows * mm
  const inches = (v: number) => (v / 25.4).toFixed(1)
  return `${Math.round(widthMm)} × ${Math.round(heightMm)} mm (${inches(widthMm)} × ${inches(heightMm)} in)`
}
