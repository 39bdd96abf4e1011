import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

export const GENERATION_STATUSES = ['PENDING', 'PROCESSING', 'DONE', 'FAILED'] as const
export type GenerationStatus = (typeof GENERATION_STATUSES)[number]

/** Cell edges per axis in the provider image's pixels, and that image's size. */
export interface RecoveredGrid {
  input: { width: number; height: number }
  x: number[]
  y: number[]
}

/**
 * An AI image request is also its own job: the worker claims the row (FOR UPDATE SKIP LOCKED) and holds it
 * with a lease, so several workers process each job once and a job whose worker died is taken up again.
 */
export const imageGenerationRequests = pgTable(
  'image_generation_requests',
  {
    id: serial('id').primaryKey(),
    /** Owner: a user, or for anonymous visitors the session that made it (its key hash). */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    sessionKey: text('session_key'),
    clientIp: text('client_ip').notNull(),
    prompt: text('prompt').notNull(),
    /** Blob-store key of the normalised reference image, when one was sent. */
    referenceImageKey: text('reference_image_key'),
    status: text('status').$type<GenerationStatus>().notNull().default('PENDING'),
    processedPngData: text('processed_png_data'),
    /** Blob-store key of the provider's image as it came, so its grid can be fitted again with other counts. */
    rawImageKey: text('raw_image_key'),
    /** The pixel grid the recovery found in that image (cell edges in its pixels), for drawing over it. */
    recoveredGrid: jsonb('recovered_grid').$type<RecoveredGrid>(),
    failureReason: text('failure_reason'),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('image_generation_owner_idx').on(t.ownerId, t.createdAt),
    index('image_generation_session_idx').on(t.sessionKey, t.createdAt),
    index('image_generation_ip_idx').on(t.clientIp, t.createdAt),
    index('image_generation_queue_idx').on(t.status, t.createdAt),
  ],
)

/**
 * One row per AI request accepted, written in the same transaction as the request. Quotas count these rows,
 * never the requests: deleting a request must not hand its quota back. Append-only; nothing deletes them.
 */
export const aiQuotaUsage = pgTable(
  'ai_quota_usage',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    sessionKey: text('session_key'),
    clientIp: text('client_ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ai_quota_usage_owner_idx').on(t.ownerId, t.createdAt),
    index('ai_quota_usage_session_idx').on(t.sessionKey, t.createdAt),
    index('ai_quota_usage_ip_idx').on(t.clientIp, t.createdAt),
  ],
)

/**
 * Login and registration attempts per client and window, shared by every web node (fixed windows, as
 * @fastify/rate-limit counts them). Expired windows are swept on a schedule.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_resets_idx').on(t.resetsAt)],
)
