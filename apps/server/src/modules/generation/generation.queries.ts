import { and, count, desc, eq, gte, ilike, inArray, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { firstRow } from '../../db/first-row.ts'
import { aiQuotaUsage, imageGenerationRequests, type GenerationStatus } from '../../db/schema.ts'

export type GenerationRow = typeof imageGenerationRequests.$inferSelect

/** Who a request belongs to: a signed-in user, or the anonymous session that made it. */
export type Requester = { userId: number } | { sessionKey: string }

export function ownedBy(requester: Requester): SQL {
  return 'userId' in requester
    ? eq(imageGenerationRequests.ownerId, requester.userId)
    : sql`${imageGenerationRequests.sessionKey} = ${requester.sessionKey} and ${imageGenerationRequests.ownerId} is null`
}

export async function findOwnRequest(
  db: Db,
  requester: Requester,
  id: number,
): Promise<GenerationRow | undefined> {
  const [row] = await db
    .select()
    .from(imageGenerationRequests)
    .where(and(eq(imageGenerationRequests.id, id), ownedBy(requester)))
    .limit(1)
  return row
}

export async function listOwnRequests(
  db: Db,
  requester: Requester,
  options: {
    search?: string | undefined
    ordering: 'created_at' | '-created_at'
    statuses?: GenerationStatus[]
    limit: number
    offset: number
  },
): Promise<{ count: number; rows: GenerationRow[] }> {
  const where = and(
    ownedBy(requester),
    options.search
      ? ilike(imageGenerationRequests.prompt, `%${options.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
      : undefined,
    options.statuses ? inArray(imageGenerationRequests.status, options.statuses) : undefined,
  )
  const order =
    options.ordering === 'created_at'
      ? [imageGenerationRequests.createdAt, imageGenerationRequests.id]
      : [desc(imageGenerationRequests.createdAt), desc(imageGenerationRequests.id)]
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(imageGenerationRequests)
      .where(where)
      .orderBy(...order)
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: count() }).from(imageGenerationRequests).where(where),
  ])
  return { count: total?.n ?? 0, rows }
}

/**
 * Deletes a request; answers what it held (its reference and provider images' keys), or undefined when it
 * was not theirs.
 */
export async function deleteOwnRequest(
  db: Db,
  requester: Requester,
  id: number,
): Promise<{ referenceImageKey: string | null; rawImageKey: string | null } | undefined> {
  const [row] = await db
    .delete(imageGenerationRequests)
    .where(and(eq(imageGenerationRequests.id, id), ownedBy(requester)))
    .returning({
      referenceImageKey: imageGenerationRequests.referenceImageKey,
      rawImageKey: imageGenerationRequests.rawImageKey,
    })
  return row
}

/** Requests accepted since `since`, from the usage ledger: by user, or for anonymous visitors by session or IP. */
export async function countUsageSince(db: Db, where: SQL, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(aiQuotaUsage)
    .where(and(where, gte(aiQuotaUsage.createdAt, since)))
  return row?.n ?? 0
}

export const bySession = (sessionKey: string) => eq(aiQuotaUsage.sessionKey, sessionKey)
export const byIp = (ip: string) => sql`${aiQuotaUsage.clientIp} = ${ip} and ${aiQuotaUsage.ownerId} is null`
export const byUser = (userId: number) => eq(aiQuotaUsage.ownerId, userId)

/** Stores a request and its line in the usage ledger; call inside the transaction that checked the quota. */
export async function insertRequest(
  db: Db,
  values: typeof imageGenerationRequests.$inferInsert,
): Promise<GenerationRow> {
  const row = firstRow(
    await db.insert(imageGenerationRequests).values(values).returning(),
    'image generation request',
  )
  await db.insert(aiQuotaUsage).values({
    ownerId: row.ownerId,
    sessionKey: row.sessionKey,
    clientIp: row.clientIp,
    createdAt: row.createdAt,
  })
  return row
}

/**
 * Claims the oldest job that is waiting, or whose worker's lease ran out, in one statement. SKIP LOCKED lets
 * several workers claim at once without taking the same row.
 */
export async function claimNextJob(
  db: Db,
  leaseMs: number,
  maxAttempts: number,
): Promise<GenerationRow | undefined> {
  const result = await db.execute(sql`
    update image_generation_requests
       set status = 'PROCESSING', attempts = attempts + 1,
           lease_until = now() + ${`${leaseMs} milliseconds`}::interval, updated_at = now()
     where id = (
       select id from image_generation_requests
        where attempts < ${maxAttempts}
          and (status = 'PENDING' or (status = 'PROCESSING' and lease_until < now()))
        order by created_at, id
        limit 1
        for update skip locked)
    returning id`)
  // Both drivers answer raw statements with `{ rows }`.
  const id = (result as unknown as { rows: { id: number }[] }).rows[0]?.id
  if (id === undefined) return undefined
  const [row] = await db.select().from(imageGenerationRequests).where(eq(imageGenerationRequests.id, id))
  return row
}

/**
 * The job is still the worker's that claimed it: processing, at the same attempt. Another worker that
 * re-claimed an expired lease bumped the attempt count, and then this one has lost the job.
 */
function stillHeldBy(job: GenerationRow) {
  return and(
    eq(imageGenerationRequests.id, job.id),
    eq(imageGenerationRequests.status, 'PROCESSING'),
    eq(imageGenerationRequests.attempts, job.attempts),
  )
}

/**
 * The worker's heartbeat: while it still holds the job (same attempt), its lease runs `leaseMs` from now.
 * Answers false when the job is no longer this worker's.
 */
export async function extendLease(db: Db, job: GenerationRow, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(imageGenerationRequests)
    .set({ leaseUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
    .where(stillHeldBy(job))
    .returning({ id: imageGenerationRequests.id })
  return rows.length > 0
}

/** Jobs that used up their attempts while their lease ran out are failed for good. */
export async function failAbandonedJobs(db: Db, maxAttempts: number): Promise<number> {
  const rows = await db
    .update(imageGenerationRequests)
    .set({
      status: 'FAILED',
      failureReason: 'The request was interrupted too many times.',
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(imageGenerationRequests.status, 'PROCESSING'),
        sql`${imageGenerationRequests.leaseUntil} < now()`,
        gte(imageGenerationRequests.attempts, maxAttempts),
      ),
    )
    .returning({ id: imageGenerationRequests.id })
  return rows.length
}

/** Finishes a job, but only while this worker still holds it (its attempt number matches). */
export async function finishJob(
  db: Db,
  job: GenerationRow,
  outcome:
    | {
        status: 'DONE'
        processedPngData: string
        rawImageKey: string
        recoveredGrid: GenerationRow['recoveredGrid']
      }
    | { status: 'FAILED'; failureReason: string },
): Promise<boolean> {
  const rows = await db
    .update(imageGenerationRequests)
    .set({ ...outcome, leaseUntil: null, updatedAt: sql`now()` })
    .where(stillHeldBy(job))
    .returning({ id: imageGenerationRequests.id })
  return rows.length > 0
}
