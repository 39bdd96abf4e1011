import type { PixelArtProduct, Product } from '@threadbit/contracts'
import { makeDesign } from '../designs/test-designs.ts'
import type { CartAddInput } from './cart-types.ts'
import type { CartLine } from './cart-line.ts'

/** A tee in two colours: black with sizes S (sold out), M, L; white with M only. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  const sku = (id: number, size: string | null, price: number, inStock = true) => ({
    id,
    size,
    price,
    price_cents: price * 100,
    in_stock: inStock,
  })
  return {
    id: 3,
    slug: 'classic-tee',
    product_name: 'Classic Tee',
    product_type: 'tshirt',
    description: 'A soft cotton tee.',
    weight_grams: 180,
    px_per_mm: 2,
    img_width: 800,
    colors: [
      {
        id: 31,
        color_name: 'Black',
        hex_code: '#111111',
        image_url: '/media/tee-black.png',
        skus: [sku(301, 'S', 32, false), sku(302, 'M', 32), sku(303, 'L', 34)],
      },
      {
        id: 32,
        color_name: 'White',
        hex_code: '#ffffff',
        image_url: '/media/tee-white.png',
        skus: [sku(311, 'M', 30)],
      },
    ],
    placement_regions: [
      {
        id: 1,
        name: 'Chest',
        x_min: 300,
        x_max: 500,
        y_min: 200,
        y_max: 400,
        default_stitch_size: 1.5,
        presets: [],
      },
    ],
    ...overrides,
  }
}

export const PAP_UUID = '11111111-2222-4333-8444-555555555555'
export const ART_UUID = '00000000-0000-4000-8000-000000000001'

export function makeAddInput(overrides: Partial<CartAddInput> = {}): CartAddInput {
  const product = makeProduct()
  const color = product.colors[0]
  const sku = color?.skus[1]
  if (!color || !sku) throw new Error('fixture')
  return {
    product,
    color,
    sku,
    design: makeDesign({
      uuid: ART_UUID,
      title: 'Cat',
      number_of_colors: 4,
      border: true,
      border_color: '#ffffff',
    }),
    placement: { placement_x: 0.5, placement_y: 0.25, stitch_size: 1.75, scale_factor: 2 },
    ...overrides,
  }
}

export function makeSaved(input: CartAddInput, overrides: Partial<PixelArtProduct> = {}): PixelArtProduct {
  return {
    uuid: PAP_UUID,
    art: input.design,
    product_id: input.product.id,
    product_color_id: input.color.id,
    image_url: `/api/pixel-art-products/${PAP_UUID}/image/`,
    times_ordered: 0,
    times_added_to_cart: 1,
    ...input.placement,
    ...overrides,
  }
}

export function makeLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    pixelArtProductUuid: PAP_UUID,
    imageUrl: `/api/pixel-art-products/${PAP_UUID}/image/`,
    artUuid: ART_UUID,
    title: 'Cat',
    productId: 3,
    productName: 'Classic Tee',
    colorId: 31,
    colorName: 'Black',
    skuId: 302,
    size: 'M',
    placement_x: 0.5,
    placement_y: 0.25,
    stitch_size: 1.75,
    scale_factor: 2,
    quantity: 1,
    ...overrides,
  }
}
