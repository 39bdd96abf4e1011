import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

export interface PlacementPreset {
  x: number
  y: number
  is_default: boolean
}

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    productName: text('product_name').notNull(),
    productType: text('product_type').notNull().default('Other'),
    description: text('description').notNull().default(''),
    weightGrams: integer('weight_grams').notNull(),
    /** Mockup image pixels per millimetre of garment. */
    pxPerMm: doublePrecision('px_per_mm').notNull(),
    imgWidth: integer('img_width').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('products_slug_unique').on(t.slug)],
)

export const productColors = pgTable(
  'product_colors',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    colorName: text('color_name').notNull(),
    hexCode: text('hex_code').notNull(),
    imageUrl: text('image_url').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_colors_product_idx').on(t.productId)],
)

export const skus = pgTable(
  'skus',
  {
    id: serial('id').primaryKey(),
    productColorId: integer('product_color_id')
      .notNull()
      .references(() => productColors.id, { onDelete: 'cascade' }),
    size: text('size'),
    priceCents: integer('price_cents').notNull(),
    inStock: boolean('in_stock').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('skus_color_idx').on(t.productColorId)],
)

/** Where a design may sit on a product, in pixels of the product image. */
export const placementRegions = pgTable(
  'placement_regions',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default('Front'),
    xMin: integer('x_min').notNull(),
    xMax: integer('x_max').notNull(),
    yMin: integer('y_min').notNull(),
    yMax: integer('y_max').notNull(),
    defaultStitchSize: doublePrecision('default_stitch_size').notNull().default(1.5),
    presets: jsonb('presets').$type<PlacementPreset[]>().notNull().default([]),
  },
  (t) => [index('placement_regions_product_idx').on(t.productId)],
)
