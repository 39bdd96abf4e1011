import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { AiLimits } from '../../config.ts'
import type { Db } from '../../db/client.ts'
import { decodeUpload, UploadImageRejected } from '../../images/upload-image.ts'
import type { UserRow } from '../../db/schema.ts'
import { AppError, NotFound, ServiceUnavailable, ValidationError } from '../../http/errors.ts'
import type { BlobStore } from '../../storage/blob-store.ts'
import * as q from './generation.queries.ts'

export const NOT_CONFIGURED = 'AI image generation is not configured on this server.'
export const QUOTA_REACHED = "You've reached your daily limit."
const PROMPT_MAX = 1000
const REFERENCE_SIDE = 1024

export class QuotaReached extends AppError {
  constructor() {
    super(429, QUOTA_REACHED)
  }
}

export interface Quota {
  used: number
  limit: number | null
  remaining: number | null
  resets_at: string
  /** False when no AI provider is configured, so the UI can say so before the first request. */
  configured: boolean
}

export interface Caller {
  user: UserRow | null
  sessionKey: string | null
  ip: string
}

export function requesterOf(caller: Caller): q.Requester | null {
  if (caller.user) return { userId: caller.user.id }
  return caller.sessionKey ? { sessionKey: caller.sessionKey } : null
}

/** The UTC day a quota counts in (docs/decisions/quota-ledger.md: the day resets at 00:00 UTC). */
function utcDay(now: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
  return { start, end: new Date(start.getTime() + 24 * 3600 * 1000) }
}

/**
 * A reference image is checked from its header (raster formats and size limits), decoded, shrunk to at most
 * 1024 px and stored as PNG: the provider gets a clean, bounded image whatever was uploaded.
 */
export async function normaliseReferenceImage(bytes: Buffer): Promise<Buffer> {
  try {
    return await decodeUpload(bytes, (image) =>
      image
        .resize(REFERENCE_SIDE, REFERENCE_SIDE, { fit: 'inside', withoutEnlargement: true })
        .png()
        .toBuffer(),
    )
  } catch (error) {
    if (!(error instanceof UploadImageRejected)) throw error
    const message =
      error.reason === 'unreadable'
        ? 'Upload a valid image. The file you uploaded was either not an image or a corrupted image.'
        : error.message
    throw ValidationError.field('reference_image', message)
  }
}

export function createGenerationService(deps: {
  db: Db
  blobs: BlobStore
  limits: AiLimits
  isConfigured: boolean
  now: () => Date
  /** Tells an in-process worker that a job is waiting, so it need not wait for its next poll. */
  onJobCreated?: () => void
  logError?: (message: string, error: unknown) => void
}) {
  const { db, limits } = deps

  function limitFor(user: UserRow | null): number | null {
    if (user?.isStaff) return null
    return user ? limits.quotaUser : limits.quotaAnonymous
  }

  /** Used today: the user's requests, or for anonymous visitors the larger of their session's and their IP's. */
  async function usedToday(tx: Db, caller: Caller, since: Date): Promise<number> {
    if (caller.user) return q.countUsageSince(tx, q.byUser(caller.user.id), since)
    const byIp = await q.countUsageSince(tx, q.byIp(caller.ip), since)
    const bySession = caller.sessionKey
      ? await q.countUsageSince(tx, q.bySession(caller.sessionKey), since)
      : 0
    return Math.max(byIp, bySession)
  }

  /** A file nothing points at any more; failing to remove it must not fail the request. */
  async function removeBlob(key: string) {
    try {
      await deps.blobs.delete(key)
    } catch (error) {
      deps.logError?.('removing an AI image failed', error)
    }
  }

  return {
    isConfigured: deps.isConfigured,

    async quota(caller: Caller): Promise<Quota> {
      const { start, end } = utcDay(deps.now())
      const used = await usedToday(db, caller, start)
      const limit = limitFor(caller.user)
      return {
        used,
        limit,
        remaining: limit === null ? null : Math.max(0, limit - used),
        resets_at: end.toISOString(),
        configured: deps.isConfigured,
      }
    },

    /**
     * Checks the quota before anything is decoded or stored, then checks it again and stores the request in
     * one transaction holding an advisory lock per quota key, so parallel requests can never pass the limit
     * together. A refused request leaves nothing behind: no file, and no session for a cookie-less visitor
     * (`openSession` is called only once the request is going to be kept).
     */
    async create(
      caller: Caller,
      input: { prompt: string; reference?: Buffer | undefined },
      openSession: () => Promise<string>,
    ): Promise<q.GenerationRow> {
      if (!deps.isConfigured) throw new ServiceUnavailable(NOT_CONFIGURED)
      const prompt = input.prompt.trim()
      if (!prompt) throw ValidationError.field('prompt', 'This field is required.')
      if (prompt.length > PROMPT_MAX)
        throw ValidationError.field('prompt', `Ensure this field has no more than ${PROMPT_MAX} characters.`)
      const limit = limitFor(caller.user)
      const { start } = utcDay(deps.now())
      if (limit !== null && (await usedToday(db, caller, start)) >= limit) throw new QuotaReached()

      const reference = input.reference ? await normaliseReferenceImage(input.reference) : null
      const sessionKey = caller.sessionKey ?? (await openSession())
      const counted = { ...caller, sessionKey }
      let referenceImageKey: string | null = null
      if (reference) {
        referenceImageKey = `ai/references/${randomUUID()}.png`
        await deps.blobs.put(referenceImageKey, reference, 'image/png')
      }
      const keys = caller.user ? [`user:${caller.user.id}`] : [`ip:${caller.ip}`, `session:${sessionKey}`]
      let row: q.GenerationRow
      try {
        row = await db.transaction(async (tx) => {
          for (const key of keys.sort()) await tx.execute(sqlLock(key))
          if (limit !== null && (await usedToday(tx, counted, start)) >= limit) throw new QuotaReached()
          return q.insertRequest(tx, {
            ownerId: caller.user?.id ?? null,
            sessionKey,
            clientIp: caller.ip,
            prompt,
            referenceImageKey,
          })
        })
      } catch (error) {
        // Lost the race for the last request of the day (or the database failed): the file goes too.
        if (referenceImageKey) await removeBlob(referenceImageKey)
        throw error
      }
      deps.onJobCreated?.()
      return row
    },

    async get(caller: Caller, id: number): Promise<q.GenerationRow> {
      const requester = requesterOf(caller)
      const row =
        requester && Number.isSafeInteger(id) ? await q.findOwnRequest(db, requester, id) : undefined
      if (!row) throw new NotFound()
      return row
    },

    async list(caller: Caller, options: Omit<Parameters<typeof q.listOwnRequests>[2], 'statuses'>) {
      const requester = requesterOf(caller)
      if (!requester) return { count: 0, rows: [] }
      return q.listOwnRequests(db, requester, options)
    },

    async pending(caller: Caller): Promise<q.GenerationRow[]> {
      const requester = requesterOf(caller)
      if (!requester) return []
      const { rows } = await q.listOwnRequests(db, requester, {
        ordering: '-created_at',
        statuses: ['PENDING', 'PROCESSING'],
        limit: 100,
        offset: 0,
      })
      return rows
    },

    async remove(caller: Caller, id: number): Promise<void> {
      const requester = requesterOf(caller)
      const deleted =
        requester && Number.isSafeInteger(id) ? await q.deleteOwnRequest(db, requester, id) : undefined
      if (!deleted) throw new NotFound()
      if (deleted.referenceImageKey) await removeBlob(deleted.referenceImageKey)
      if (deleted.rawImageKey) await removeBlob(deleted.rawImageKey)
    },
  }
}

/** A transaction-scoped advisory lock named by a quota key. */
function sqlLock(key: string) {
  return sql`select pg_advisory_xact_lock(hashtext(${key}))`
}

export type GenerationService = ReturnType<typeof createGenerationService>
