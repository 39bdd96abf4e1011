import {
  designDisplayTitle,
  encodeSharedProduct,
  type PixelArtProduct,
  type Product,
  type ProductColor,
} from '@threadbit/contracts'

/** The shared-product link of a design on a product colour, with its placement. */
export function sharedProductPath(item: PixelArtProduct): string {
  return `/shared-product/${encodeSharedProduct({
    artUuid: item.art.uuid,
    productColorId: item.product_color_id,
    placementX: item.placement_x,
    placementY: item.placement_y,
    stitchSize: item.stitch_size,
    scaleFactor: item.scale_factor,
  })}`
}

/** 'From $32': the lowest price among skus, in whole dollars. */
export function fromPriceText(colors: readonly Pick<ProductColor, 'skus'>[]): string | undefined {
  const prices = colors.flatMap((color) => color.skus.map((sku) => sku.price_cents))
  if (prices.length === 0) return undefined
  return `From $${Math.round(Math.min(...prices) / 100)}`
}

export interface ArtOnProductInfo {
  title: string
  productName: string | undefined
  price: string | undefined
}

/** What a card says about a design on a product; the catalogue supplies the product's name and price. */
export function describeArtOnProduct(
  item: PixelArtProduct,
  products: readonly Product[] | undefined,
): ArtOnProductInfo {
  const product = products?.find((p) => p.id === item.product_id)
  const color = product?.colors.find((c) => c.id === item.product_color_id)
  return {
    title: designDisplayTitle(item.art),
    productName: product?.product_name,
    price: color ? fromPriceText([color]) : undefined,
  }
}
