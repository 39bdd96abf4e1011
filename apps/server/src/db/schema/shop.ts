import type { OrderStatus } from '@threadbit/contracts'
import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { productColors, skus } from './catalog.ts'
import { pixelArts } from './designs.ts'

/**
 * A design on a product colour at one placement. Rows are shared: the same values always find the same row
 * (placements are stored as fixed-point numbers, so equal values compare equal), which is what makes
 * "times ordered" and "times added to cart" meaningful for popular picks.
 */
export const pixelArtProducts = pgTable(
  'pixel_art_products',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    // Deleting a design removes its art-on-products; orders keep their lines (see order_items).
    artId: integer('art_id')
      .notNull()
      .references(() => pixelArts.id, { onDelete: 'cascade' }),
    productColorId: integer('product_color_id')
      .notNull()
      .references(() => productColors.id, { onDelete: 'cascade' }),
    placementX: numeric('placement_x', { precision: 6, scale: 4, mode: 'number' }).notNull(),
    placementY: numeric('placement_y', { precision: 6, scale: 4, mode: 'number' }).notNull(),
    stitchSize: numeric('stitch_size', { precision: 4, scale: 2, mode: 'number' }).notNull(),
    scaleFactor: smallint('scale_factor').notNull().default(1),
    /** Sum of ordered quantities, kept with each order so popular picks sort on an index. */
    timesOrdered: integer('times_ordered').notNull().default(0),
    timesAddedToCart: integer('times_added_to_cart').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('pixel_art_products_values_unique').on(
      t.artId,
      t.productColorId,
      t.placementX,
      t.placementY,
      t.stitchSize,
      t.scaleFactor,
    ),
    // Popular picks: most ordered, then most added to carts, then newest (a backward scan serves DESC).
    index('pixel_art_products_popular_idx').on(t.timesOrdered, t.timesAddedToCart, t.createdAt, t.id),
    index('pixel_art_products_color_idx').on(t.productColorId),
  ],
)

export const ORDER_SOURCES = ['builtin', 'snipcart'] as const
export type OrderSource = (typeof ORDER_SOURCES)[number]

/** Where an order and each of its lines stand in the workshop; history is kept in order_status_events. */
export type { OrderStatus }

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** The key of the e-mailed review link: random, never sequential. */
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    source: text('source').$type<OrderSource>().notNull(),
    /** Snipcart's order token: a replayed webhook finds the order it already made. */
    snipcartToken: text('snipcart_token').unique(),
    totalCents: integer('total_cents').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('new'),
    /** Set when the order is shipped with a tracking number. */
    trackingNumber: text('tracking_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_created_idx').on(t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
  ],
)

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // Lines outlive catalogue and design changes: what was paid stays recorded.
    skuId: integer('sku_id').references(() => skus.id, { onDelete: 'set null' }),
    pixelArtProductId: integer('pixel_art_product_id').references(() => pixelArtProducts.id, {
      onDelete: 'set null',
    }),
    quantity: integer('quantity').notNull(),
    priceCents: integer('price_cents').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('new'),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.pixelArtProductId),
  ],
)

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    pixelArtProductId: integer('pixel_art_product_id')
      .notNull()
      .references(() => pixelArtProducts.id, { onDelete: 'cascade' }),
    stars: smallint('stars').notNull(),
    fit: smallint('fit').notNull().default(1),
    comment: text('comment').notNull().default(''),
    /** Blob-store key of the uploaded photo (re-encoded), served under /media. */
    imageKey: text('image_key'),
    publicConsent: boolean('public_consent').notNull().default(false),
    alias: text('alias').notNull().default(''),
    /** Set when staff hide the review from public lists (see moderation_actions for who and why). */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One review per item of an order.
    unique('reviews_order_product_unique').on(t.orderId, t.pixelArtProductId),
    index('reviews_public_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.publicConsent}`),
    index('reviews_product_idx').on(t.pixelArtProductId),
  ],
)

export type PixelArtProductRow = typeof pixelArtProducts.$inferSelect
export type OrderRow = typeof orders.$inferSelect
export type ReviewRow = typeof reviews.$inferSelect
