import { MIN_STITCH_MM } from '@threadbit/contracts'
/**
 * The seed catalogue: the apparel Threadbit sells on first start.
 *
 * Pure data, no I/O. Field names follow the shop spec's entities (Product, ProductColor, Sku,
 * Placement region). Ids are assigned by the database; `slug` (product), `color_name` (within a
 * product) and `size` (within a colour) are the stable keys a seeder can upsert by.
 *
 * Geometry: every mockup image is square, `img_width` × `img_width` pixels (see `../mockups/`, which
 * draws the garments to the same scale). Region bounds are image pixels; `px_per_mm` converts them to
 * millimetres on the garment. A design fits a region when `columns × 1.5 mm ≤ region width in mm` and
 * likewise rows (docs/decisions/placement-geometry.md).
 */

/** Product groups shown on the apparel page; `Other` is the default. */
export const PRODUCT_TYPES = [
  'T-Shirts',
  'Hoodies & Sweatshirts',
  'Hats',
  'Bags',
  'Patches',
  'Other',
] as const
export type ProductType = (typeof PRODUCT_TYPES)[number]

/** Unisex letter sizes, smallest first. */
export const SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'] as const
export type Size = (typeof SIZES)[number]

export interface SeedSku {
  /** `null` for one-size products (caps, beanies, bags, patches). */
  size: Size | null
  /** Integer US cents. */
  price: number
  in_stock: boolean
}

export interface SeedColor {
  /** Unique within its product. */
  color_name: string
  /** `#RRGGBB`, the garment colour the mockup is tinted with. */
  hex_code: string
  skus: SeedSku[]
}

export interface SeedPlacementPreset {
  /** Design centre as a fraction 0–1 of the region's width, from `x_min`. */
  x: number
  /** Design centre as a fraction 0–1 of the region's height, from `y_min`. */
  y: number
  is_default: boolean
  /** Human label for the preset; informational. */
  label: string
}

export interface SeedPlacementRegion {
  /** Human label for the region; informational. */
  label: string
  /** Bounds in pixels of the product image (`img_width` wide). */
  x_min: number
  x_max: number
  y_min: number
  y_max: number
  /** Millimetres per design pixel, 1.5–2.5. */
  default_stitch_size: number
  presets: SeedPlacementPreset[]
}

export interface SeedProduct {
  /** Stable key, also the mockup id (`mockupSvg(slug, hex)`). */
  slug: string
  product_name: string
  product_type: ProductType
  description: string
  weight_grams: number
  /** Mockup image width = height in pixels. */
  img_width: number
  /** Mockup image pixels per millimetre on the garment. */
  px_per_mm: number
  /**
   * Where an operator measures a placement from: the garment's reference top edge (collar seam, top edge)
   * at the centre line, in mockup image pixels (the centre line is x = img_width / 2 on every mockup).
   * Read off the mockup drawing in `../mockups/`, which is drawn to `px_per_mm`.
   */
  garment_top: { y: number; label: string }
  colors: SeedColor[]
  placement_regions: SeedPlacementRegion[]
}

// ---------------------------------------------------------------------------------------------
// Builders

/** Sized skus: `base` cents for XS–XL, `+300` for 2XL and `+500` for 3XL. */
function sizedSkus(base: number, outOfStock: readonly Size[] = []): SeedSku[] {
  const surcharge: Partial<Record<Size, number>> = { '2XL': 300, '3XL': 500 }
  return SIZES.map((size) => ({
    size,
    price: base + (surcharge[size] ?? 0),
    in_stock: !outOfStock.includes(size),
  }))
}

function oneSize(price: number, inStock = true): SeedSku[] {
  return [{ size: null, price, in_stock: inStock }]
}

function color(color_name: string, hex_code: string, skus: SeedSku[]): SeedColor {
  return { color_name, hex_code, skus }
}

/** A region centred horizontally on the image, sized in millimetres. */
function centredRegion(
  label: string,
  imgWidth: number,
  pxPerMm: number,
  widthMm: number,
  yMin: number,
  heightMm: number,
  presets: SeedPlacementPreset[],
  defaultStitchSize = MIN_STITCH_MM,
): SeedPlacementRegion {
  const halfPx = Math.round((widthMm * pxPerMm) / 2)
  const centre = imgWidth / 2
  return {
    label,
    x_min: centre - halfPx,
    x_max: centre + halfPx,
    y_min: yMin,
    y_max: yMin + Math.round(heightMm * pxPerMm),
    default_stitch_size: defaultStitchSize,
    presets,
  }
}

const preset = (label: string, x: number, y: number, is_default = false): SeedPlacementPreset => ({
  label,
  x,
  y,
  is_default,
})

// ---------------------------------------------------------------------------------------------
// The catalogue

const IMG = 1000

export const SEED_PRODUCTS: SeedProduct[] = [
  {
    slug: 'classic-tee',
    product_name: 'Classic Tee',
    product_type: 'T-Shirts',
    description:
      'A midweight 100% combed ring-spun cotton tee with a soft hand feel, a ribbed crew collar and ' +
      'a relaxed unisex fit. Your pixel art is stitched thread by thread on the chest.',
    weight_grams: 180,
    img_width: IMG,
    // The mockup shows a size L tee (about 560 mm across the chest) 560 px wide.
    px_per_mm: 1,
    garment_top: { y: 213, label: 'collar seam at the centre front' },
    colors: [
      color('White', '#F4F4F1', sizedSkus(3200)),
      color('Black', '#1D1D20', sizedSkus(3200)),
      color('Heather Grey', '#B4B5B8', sizedSkus(3200, ['XS'])),
      color('Navy', '#1F2A44', sizedSkus(3200)),
      color('Forest Green', '#2E4A3A', sizedSkus(3200, ['3XL'])),
      color('Cardinal Red', '#9B1B30', sizedSkus(3200, ['XS', '2XL', '3XL'])),
    ],
    placement_regions: [
      centredRegion('Front', IMG, 1, 290, 262, 300, [
        preset('Centre chest', 0.5, 0.3, true),
        preset('Left chest', 0.76, 0.14),
        preset('Full front', 0.5, 0.5),
      ]),
    ],
  },
  {
    slug: 'pullover-hoodie',
    product_name: 'Pullover Hoodie',
    product_type: 'Hoodies & Sweatshirts',
    description:
      'A heavyweight cotton-blend fleece hoodie with a lined hood, flat drawcords, a kangaroo pocket ' +
      'and rib-knit cuffs and waistband. Brushed inside, built to outlast the season.',
    weight_grams: 560,
    img_width: IMG,
    px_per_mm: 1,
    garment_top: { y: 306, label: 'bottom of the hood opening at the centre front' },
    colors: [
      color('Black', '#1B1B1E', sizedSkus(5800)),
      color('Heather Grey', '#A9AAAD', sizedSkus(5800)),
      color('Navy', '#1E2840', sizedSkus(5800, ['XS'])),
      color('Maroon', '#5B1E2A', sizedSkus(5800, ['XS', '3XL'])),
      color('Forest Green', '#2C4536', sizedSkus(5800)),
      color('Sand', '#D8C8A8', sizedSkus(5800, ['2XL'])),
    ],
    placement_regions: [
      centredRegion('Front', IMG, 1, 300, 318, 230, [
        preset('Centre chest', 0.5, 0.42, true),
        preset('Left chest', 0.78, 0.22),
      ]),
    ],
  },
  {
    slug: 'crewneck-sweatshirt',
    product_name: 'Crewneck Sweatshirt',
    product_type: 'Hoodies & Sweatshirts',
    description:
      'A classic crewneck in soft cotton-blend fleece with a ribbed collar, cuffs and waistband. ' +
      'Clean lines and plenty of room on the chest for your design.',
    weight_grams: 480,
    img_width: IMG,
    px_per_mm: 1,
    garment_top: { y: 228, label: 'collar seam at the centre front' },
    colors: [
      color('Oatmeal', '#E3DACB', sizedSkus(5200)),
      color('Black', '#1C1C1F', sizedSkus(5200)),
      color('Navy', '#202B45', sizedSkus(5200)),
      color('Sage', '#9FAE98', sizedSkus(5200, ['XS', 'S'])),
      color('Heather Grey', '#ADAEB1', sizedSkus(5200)),
    ],
    placement_regions: [
      centredRegion('Front', IMG, 1, 300, 262, 300, [
        preset('Centre chest', 0.5, 0.3, true),
        preset('Left chest', 0.78, 0.15),
        preset('Full front', 0.5, 0.5),
      ]),
    ],
  },
  {
    slug: 'dad-cap',
    product_name: 'Dad Cap',
    product_type: 'Hats',
    description:
      'A six-panel cotton twill cap with a curved brim, embroidered eyelets and an adjustable ' +
      'strap. One size fits most; the design is stitched on the front panels.',
    weight_grams: 110,
    img_width: IMG,
    // The crown (about 190 mm across the front) is drawn 608 px wide.
    px_per_mm: 3.2,
    garment_top: { y: 226, label: 'top of the crown (the button)' },
    colors: [
      color('Black', '#1E1E21', oneSize(2800)),
      color('Navy', '#1F2A42', oneSize(2800)),
      color('Khaki', '#C2B08E', oneSize(2800)),
      color('White', '#F3F2EE', oneSize(2800, false)),
      color('Dark Green', '#2B3F33', oneSize(2800)),
    ],
    placement_regions: [
      centredRegion('Front panels', IMG, 3.2, 112, 372, 56, [preset('Centre front', 0.5, 0.5, true)]),
    ],
  },
  {
    slug: 'cuffed-beanie',
    product_name: 'Cuffed Beanie',
    product_type: 'Hats',
    description:
      'A snug rib-knit beanie in soft acrylic with a deep fold-over cuff, the perfect canvas for a ' +
      'small pixel patch of your own. One size fits most.',
    weight_grams: 90,
    img_width: IMG,
    // About 220 mm across, drawn 660 px wide.
    px_per_mm: 3,
    garment_top: { y: 563, label: 'top fold of the cuff' },
    colors: [
      color('Black', '#1D1D20', oneSize(2600)),
      color('Charcoal', '#3C3D41', oneSize(2600)),
      color('Cream', '#EEE7D6', oneSize(2600)),
      color('Mustard', '#CF9C2E', oneSize(2600, false)),
      color('Burgundy', '#6A1F2E', oneSize(2600)),
    ],
    placement_regions: [centredRegion('Cuff', IMG, 3, 118, 612, 44, [preset('Centre cuff', 0.5, 0.5, true)])],
  },
  {
    slug: 'canvas-tote',
    product_name: 'Canvas Tote Bag',
    product_type: 'Bags',
    description:
      'A sturdy 12 oz cotton canvas tote, 38 × 42 cm, with long reinforced handles that sit ' +
      'comfortably on the shoulder. Roomy enough for groceries, books and a laptop.',
    weight_grams: 200,
    img_width: IMG,
    // 380 mm wide, drawn 570 px wide.
    px_per_mm: 1.5,
    garment_top: { y: 330, label: 'top edge of the bag' },
    colors: [
      color('Natural', '#EAE1CC', oneSize(2400)),
      color('Black', '#1E1E20', oneSize(2400)),
      color('Navy', '#222D47', oneSize(2400)),
      color('Olive', '#5E6444', oneSize(2400, false)),
    ],
    placement_regions: [
      centredRegion('Front', IMG, 1.5, 250, 428, 270, [
        preset('Centre', 0.5, 0.45, true),
        preset('Upper centre', 0.5, 0.2),
      ]),
    ],
  },
  {
    slug: 'iron-on-patch',
    product_name: 'Iron-On Patch',
    product_type: 'Patches',
    description:
      'A 76 mm square embroidered patch on sturdy twill with a merrowed edge and a heat-seal ' +
      'backing. Iron it onto a jacket, bag or cap, or sew it on for life.',
    weight_grams: 8,
    img_width: IMG,
    // 76 mm across, drawn 684 px wide.
    px_per_mm: 9,
    garment_top: { y: 158, label: 'top edge of the patch' },
    colors: [
      color('White', '#F5F4F0', oneSize(1200)),
      color('Black', '#1E1E21', oneSize(1200)),
      color('Navy', '#1F2B4A', oneSize(1200)),
      color('Red', '#B3242E', oneSize(1200)),
      color('Khaki', '#C4B28F', oneSize(1200, false)),
    ],
    placement_regions: [centredRegion('Patch', IMG, 9, 64, 212, 64, [preset('Centre', 0.5, 0.5, true)])],
  },
]

export function findSeedProduct(slug: string): SeedProduct | undefined {
  return SEED_PRODUCTS.find((p) => p.slug === slug)
}
