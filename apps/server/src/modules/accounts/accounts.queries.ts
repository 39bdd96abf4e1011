import { and, eq, gt, isNull, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { accountTokens, users, type UserRow } from '../../db/schema.ts'

export type TokenPurpose = 'verify_email' | 'password_reset'

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1)
  return row
}

export async function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const lower = login.toLowerCase()
  const [row] = await db
    .select()
    .from(users)
    .where(
      or(eq(users.email, lower), and(sql`lower(${users.username}) = ${lower}`, sql`${users.username} <> ''`)),
    )
    .limit(1)
  return row
}

export async function findUserByGoogleSub(db: Db, sub: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleSub, sub)).limit(1)
  return row
}

export async function isUsernameTaken(db: Db, username: string, exceptUserId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1)
  return row !== undefined && row.id !== exceptUserId
}

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning()
  if (!row) throw new Error('insert returned no row')
  return row
}

export async function updateUser(
  db: Db,
  id: number,
  values: Partial<typeof users.$inferInsert>,
): Promise<UserRow> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning()
  if (!row) throw new Error('update returned no row')
  return row
}

export async function insertToken(
  db: Db,
  values: { userId: number; purpose: TokenPurpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(accountTokens).values(values)
}

/** Marks a token used and answers its user, in one statement, so a token can never be used twice. */
export async function consumeToken(
  db: Db,
  purpose: TokenPurpose,
  tokenHash: string,
  now: Date,
  userId?: number,
): Promise<number | undefined> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
        userId === undefined ? undefined : eq(accountTokens.userId, userId),
      ),
    )
    .returning({ userId: accountTokens.userId })
  return row?.userId
}
