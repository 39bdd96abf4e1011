/** GET /api/products/ — the whole catalogue. */
export interface PlacementPreset {
  x: number
  y: number
  is_default: boolean
  /** Shown on the preset's button (e.g. 'Left chest'); catalogues seeded before labels existed lack it. */
  label?: string
}

export interface PlacementRegion {
  id: number
  name: string
  x_min: number
  x_max: number
  y_min: number
  y_max: number
  default_stitch_size: number
  presets: PlacementPreset[]
}

export interface Sku {
  id: number
  size: string | null
  /** Whole US dollars as a number (e.g. 32), for display and the cart. */
  price: number
  price_cents: number
  in_stock: boolean
}

export interface ProductColor {
  id: number
  color_name: string
  hex_code: string
  image_url: string
  skus: Sku[]
}

export interface Product {
  id: number
  slug: string
  product_name: string
  product_type: string
  description: string
  weight_grams: number
  px_per_mm: number
  img_width: number
  colors: ProductColor[]
  placement_regions: PlacementRegion[]
}

/** A design fits a region at the minimum size of 1.5 mm per pixel (docs/decisions/placement-geometry.md). */
export const MIN_STITCH_MM = 1.5

type RegionBounds = Pick<PlacementRegion, 'x_min' | 'x_max' | 'y_min' | 'y_max'>

/** Largest design (columns × rows) that fits a region at `stitchSizeMm` per pixel. */
export function maxCellsInRegion(
  region: RegionBounds,
  pxPerMm: number,
  stitchSizeMm = MIN_STITCH_MM,
): { columns: number; rows: number } {
  const widthMm = (region.x_max - region.x_min) / pxPerMm
  const heightMm = (region.y_max - region.y_min) / pxPerMm
  // A tiny epsilon keeps exact fits (192 mm / 1.5 mm = 128) from losing a cell to floating point.
  return {
    columns: Math.floor(widthMm / stitchSizeMm + 1e-9),
    rows: Math.floor(heightMm / stitchSizeMm + 1e-9),
  }
}

export function designFitsRegion(
  design: { rows: number; columns: number },
  region: RegionBounds,
  pxPerMm: number,
): boolean {
  const max = maxCellsInRegion(region, pxPerMm)
  return design.columns <= max.columns && design.rows <= max.rows
}
