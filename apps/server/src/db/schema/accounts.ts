import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    /** Empty until chosen (new Google users); unique case-insensitively when set. */
    username: text('username').notNull().default(''),
    /** Null for accounts that only ever signed in with Google. */
    passwordHash: text('password_hash'),
    isStaff: boolean('is_staff').notNull().default(false),
    flair: text('flair').notNull().default('none'),
    emailVerified: boolean('email_verified').notNull().default(false),
    googleSub: text('google_sub'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_username_lower_unique')
      .on(sql`lower(${t.username})`)
      .where(sql`${t.username} <> ''`),
    uniqueIndex('users_google_sub_unique').on(t.googleSub),
    // Design search matches owner names too.
    index('users_username_trgm_idx').using('gin', sql`${t.username} gin_trgm_ops`),
  ],
)

export const sessions = pgTable(
  'sessions',
  {
    /** HMAC of the cookie value: a leaked table does not hand out live sessions. */
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
)

/** Single-use, expiring tokens mailed to users: e-mail verification keys and password reset tokens. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'verify_email' | 'password_reset'>().notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_unique').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId),
  ],
)

export type UserRow = typeof users.$inferSelect
