import type { ReportReason } from '@threadbit/contracts'
import { sql } from 'drizzle-orm'
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { pixelArts } from './designs.ts'
import { orderItems, orders, reviews, type OrderStatus } from './shop.ts'

/**
 * Append-only: every status change of an order or of one of its lines, with who made it and when. Rows are
 * only ever inserted; the current status lives on the order and line rows.
 */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** Null for a change of the whole order. */
    orderItemId: integer('order_item_id').references(() => orderItems.id, { onDelete: 'restrict' }),
    fromStatus: text('from_status').$type<OrderStatus>().notNull(),
    toStatus: text('to_status').$type<OrderStatus>().notNull(),
    trackingNumber: text('tracking_number'),
    /** Who changed it; null once that account is deleted (the history itself stays). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_events_order_idx').on(t.orderId, t.id)],
)

export const ORDER_MAIL_KINDS = ['receipt', 'shipped'] as const
export type OrderMailKind = (typeof ORDER_MAIL_KINDS)[number]

/** Every mail sent to an order's customer, listed on the order in the workshop. */
export const orderMails = pgTable(
  'order_mails',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<OrderMailKind>().notNull(),
    /** The status change that caused the mail: one mail per change, never two. */
    statusEventId: integer('status_event_id').references(() => orderStatusEvents.id, {
      onDelete: 'restrict',
    }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** pending until the mailer answers; then sent or failed. */
    state: text('state').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('order_mails_order_idx').on(t.orderId, t.id),
    uniqueIndex('order_mails_event_unique')
      .on(t.statusEventId)
      .where(sql`${t.statusEventId} is not null`),
  ],
)

/** One row (id 1): the workshop's machine and what else is chosen once. */
export const workshopSettings = pgTable('workshop_settings', {
  id: integer('id').primaryKey(),
  machineFormat: text('machine_format').notNull().default('pes'),
  updatedById: integer('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const MODERATION_ACTIONS = ['unpublish_design', 'hide_review'] as const
export type ModerationAction = (typeof MODERATION_ACTIONS)[number]

/** Append-only audit log of staff moderation: who did what to which design or review, when and why. */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: serial('id').primaryKey(),
    action: text('action').$type<ModerationAction>().notNull(),
    designId: integer('design_id').references(() => pixelArts.id, { onDelete: 'set null' }),
    reviewId: integer('review_id').references(() => reviews.id, { onDelete: 'set null' }),
    /** What was acted on, readable after the design or review is gone. */
    subject: text('subject').notNull(),
    reason: text('reason').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('moderation_actions_created_idx').on(t.createdAt, t.id)],
)

/** A user's report of a public design or review. */
export const contentReports = pgTable(
  'content_reports',
  {
    id: serial('id').primaryKey(),
    designId: integer('design_id').references(() => pixelArts.id, { onDelete: 'cascade' }),
    reviewId: integer('review_id').references(() => reviews.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<ReportReason>().notNull(),
    text: text('text').notNull().default(''),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reporterIp: text('reporter_ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('content_reports_design_idx').on(t.designId),
    index('content_reports_review_idx').on(t.reviewId),
    index('content_reports_created_idx').on(t.createdAt, t.id),
  ],
)

export type OrderStatusEventRow = typeof orderStatusEvents.$inferSelect
export type OrderMailRow = typeof orderMails.$inferSelect
