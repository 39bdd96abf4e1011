import { primaryRegion, type Product } from '@threadbit/contracts'

/** How a cart thumbnail zooms into the garment picture: the centre (percent of the picture) and a scale. */
export interface ThumbnailFocus {
  xPercent: number
  yPercent: number
  zoom: number
}

const MAX_ZOOM = 1.8

/**
 * A whole garment at 88 px shows the design as a speck; zooming towards the placement region shows it larger
 * while enough of the garment stays in view to recognise it. Pictures are square, `img_width` on each side.
 */
export function thumbnailFocus(
  product: Pick<Product, 'img_width' | 'placement_regions'>,
): ThumbnailFocus | null {
  const region = primaryRegion(product)
  if (!region || product.img_width <= 0) return null
  const span = Math.max(region.x_max - region.x_min, region.y_max - region.y_min)
  if (span <= 0) return null
  return {
    xPercent: ((region.x_min + region.x_max) / 2 / product.img_width) * 100,
    yPercent: ((region.y_min + region.y_max) / 2 / product.img_width) * 100,
    zoom: Math.min(MAX_ZOOM, Math.max(1, (product.img_width / span) * 0.9)),
  }
}
