import {
  designDisplayTitle,
  encodeSharedProduct,
  formatDesignSizeField,
  formatPlacementField,
  type PixelArtProduct,
} from '@threadbit/contracts'
import type { CartAddInput } from '../cart-types.ts'
import { clampQuantity, lineName } from '../cart-line.ts'
import type { SnipcartCustomField, SnipcartItem } from './snipcart-sdk.ts'

/** Snipcart's crawler fetches this to check the price it was given (the server answers from the catalogue). */
export const snipcartProductUrl = (skuId: number) => `/api/rest/snipcart/products/${skuId}/`

function readonly(name: string, value: string): SnipcartCustomField {
  return { name, value, type: 'readonly' }
}

/** The colour's in-stock sizes, in catalogue order; the chosen size is kept even if it just sold out. */
function sizeOptions(input: CartAddInput): string[] {
  const sizes = input.color.skus.filter((s) => s.size && (s.in_stock || s.id === input.sku.id))
  return [...new Set(sizes.map((s) => s.size ?? ''))]
}

/**
 * The item handed to `Snipcart.api.cart.items.add`. Everything a
 * fulfilment needs rides along as custom fields; the webhook rebuilds the placement from them.
 */
export function snipcartItem(input: CartAddInput, saved: PixelArtProduct, origin: string): SnipcartItem {
  const { product, color, sku, design } = input
  const absolute = (path: string) => new URL(path, origin).href
  const shared = encodeSharedProduct({
    artUuid: design.uuid,
    productColorId: color.id,
    placementX: saved.placement_x,
    placementY: saved.placement_y,
    stitchSize: saved.stitch_size,
    scaleFactor: saved.scale_factor,
  })
  const customFields: SnipcartCustomField[] = []
  if (color.skus.some((s) => s.size)) {
    customFields.push({
      name: 'Size',
      type: 'dropdown',
      options: sizeOptions(input).join('|'),
      value: sku.size ?? '',
      required: true,
    })
  }
  customFields.push(
    readonly('Number of Colors', String(design.number_of_colors)),
    readonly('Design ID', design.uuid),
    readonly('Border Color', design.border ? design.border_color : 'None'),
    readonly('Placement', formatPlacementField(saved)),
    readonly('Design Size', formatDesignSizeField(saved)),
    readonly('Design url', absolute(`/api/pixel-art/${encodeURIComponent(design.uuid)}/render/`)),
    readonly('Full product url', absolute(`/shared-product/${shared}`)),
  )
  return {
    id: String(sku.id),
    name: lineName({ productName: product.product_name, title: designDisplayTitle(design) }),
    price: sku.price,
    url: snipcartProductUrl(sku.id),
    description: product.description,
    image: absolute(saved.image_url),
    quantity: clampQuantity(input.quantity ?? 1),
    taxable: true,
    weight: product.weight_grams,
    customFields,
  }
}
