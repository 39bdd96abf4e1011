import type { Product, ProductColor, Sku } from '@threadbit/contracts'

let nextSku = 1000

function sku(size: string | null, inStock = true, price = 32): Sku {
  return { id: nextSku++, size, price, price_cents: price * 100, in_stock: inStock }
}

function sizedSkus(outOfStock: string[] = []): Sku[] {
  return ['S', 'M', 'L'].map((size) => sku(size, !outOfStock.includes(size), size === 'L' ? 35 : 32))
}

function color(id: number, name: string, hex: string, skus: Sku[]): ProductColor {
  return { id, color_name: name, hex_code: hex, image_url: `/media/products/${id}.webp`, skus }
}

const REGION = {
  id: 1,
  name: 'Front',
  x_min: 355,
  x_max: 645,
  y_min: 262,
  y_max: 562,
  default_stitch_size: 1.5,
  presets: [
    { x: 0.5, y: 0.3, is_default: true },
    { x: 0.76, y: 0.14, is_default: false },
    { x: 0.5, y: 0.5, is_default: false },
  ],
}

/** A tee: White (S, M, L in stock), Navy (M sold out), Red (only L in stock). */
export function makeTee(overrides: Partial<Product> = {}): Product {
  return {
    id: 1,
    slug: 'classic-tee',
    product_name: 'Classic Tee',
    product_type: 'T-Shirts',
    description: 'A tee.',
    weight_grams: 180,
    px_per_mm: 1,
    img_width: 1000,
    colors: [
      color(11, 'White', '#F4F4F1', sizedSkus()),
      color(12, 'Navy', '#1F2A44', sizedSkus(['M'])),
      color(13, 'Red', '#9B1B30', sizedSkus(['S', 'M'])),
    ],
    placement_regions: [REGION],
    ...overrides,
  }
}

/** A one-size cap: Black's first sku sold out, Khaki all sold out. */
export function makeCap(overrides: Partial<Product> = {}): Product {
  return {
    id: 4,
    slug: 'dad-cap',
    product_name: 'Dad Cap',
    product_type: 'Hats',
    description: 'A cap.',
    weight_grams: 90,
    px_per_mm: 2,
    img_width: 1000,
    colors: [
      color(41, 'Black', '#1B1B1E', [sku(null, false, 28), sku(null, true, 28)]),
      color(42, 'Khaki', '#C8B68E', [sku(null, false, 28)]),
    ],
    placement_regions: [{ ...REGION, id: 4, x_min: 400, x_max: 600, y_min: 300, y_max: 420 }],
    ...overrides,
  }
}
