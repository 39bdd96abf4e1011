import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

export const pixelArts = pgTable(
  'pixel_arts',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    title: text('title'),
    border: boolean('border').notNull().default(true),
    borderColor: text('border_color').notNull().default('#000000'),
    isPublic: boolean('is_public').notNull().default(true),
    isQuickDraw: boolean('is_quick_draw').notNull().default(false),
    remixOf: integer('remix_of').references((): AnyPgColumn => pixelArts.id, { onDelete: 'set null' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rows: integer('rows').notNull(),
    columns: integer('columns').notNull(),
    numberOfColors: integer('number_of_colors').notNull(),
    /** Bumped on every change of what a render shows: the render ETag. */
    revision: integer('revision').notNull().default(1),
    isStaffPick: boolean('is_staff_pick').notNull().default(false),
    /** Set when staff unpublish the design; the owner sees the reason and cannot publish it again. */
    unpublishedAt: timestamp('unpublished_at', { withTimezone: true }),
    unpublishReason: text('unpublish_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pixel_arts_owner_created_idx').on(t.ownerId, t.createdAt, t.id),
    // One index per public list ordering. Ascending keys: a backward scan serves the DESC orderings too
    // (a `DESC` key would be `NULLS LAST`, which `ORDER BY … DESC` cannot use).
    index('pixel_arts_public_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.isPublic} and not ${t.isQuickDraw}`),
    index('pixel_arts_public_updated_idx')
      .on(t.updatedAt, t.id)
      .where(sql`${t.isPublic} and not ${t.isQuickDraw}`),
    index('pixel_arts_public_title_idx')
      .on(t.title, t.id)
      .where(sql`${t.isPublic} and not ${t.isQuickDraw}`),
    // Case-insensitive substring search (ILIKE '%q%') served by trigram indexes, on PostgreSQL and PGlite alike.
    index('pixel_arts_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
)

/**
 * The images of a design, apart from its row: lists count and sort thousands of designs, and keeping the
 * image data out of that table keeps those scans small.
 */
export const pixelArtImages = pgTable('pixel_art_images', {
  pixelArtId: integer('pixel_art_id')
    .primaryKey()
    .references(() => pixelArts.id, { onDelete: 'cascade' }),
  /** data:image/png;base64,… exactly as saved; rows, columns and colours are derived from it. */
  pngData: text('png_data').notNull(),
  trimmedPngData: text('trimmed_png_data').notNull(),
})
