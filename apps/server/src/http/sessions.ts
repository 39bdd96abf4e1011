import { and, eq, gt, lt, ne } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../db/client.ts'
import { sessions, users, type UserRow } from '../db/schema.ts'
import { keyedHash, randomToken } from './crypto.ts'
import { NotAuthenticated as NotAuthenticatedError } from './errors.ts'

export const SESSION_COOKIE = 'sessionid'
const SESSION_LIFETIME_MS = 14 * 24 * 3600 * 1000

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for anonymous visitors. */
    user: UserRow | null
    /** Hash of the current session's id, when the visitor has one. */
    sessionKey: string | null
  }
}

export interface SessionManager {
  /** Signs a user in: the old session (if any) is destroyed and a new id issued, so a fixed id is useless. */
  signIn(request: FastifyRequest, reply: FastifyReply, user: UserRow): Promise<void>
  signOut(request: FastifyRequest, reply: FastifyReply): Promise<void>
  /** Anonymous visitors get a session only when something must be remembered for them. */
  ensure(request: FastifyRequest, reply: FastifyReply): Promise<string>
  /** Ends every session of a user (after a password reset). */
  endAllFor(userId: number): Promise<void>
  /** Ends every session of a user but the one making this request (after a password change). */
  endOthersFor(request: FastifyRequest, userId: number): Promise<void>
  /** Deletes expired sessions; the app runs it on a schedule. Answers how many went. */
  sweepExpired(): Promise<number>
}

export function registerSessions(
  app: FastifyInstance,
  options: { db: Db; secretKey: string; secureCookies: boolean; now?: () => Date },
): SessionManager {
  const { db, secretKey } = options
  const now = options.now ?? (() => new Date())
  const hash = (id: string) => keyedHash(secretKey, `session:${id}`)

  app.decorateRequest('user', null)
  app.decorateRequest('sessionKey', null)

  app.addHook('onRequest', async (request) => {
    const id = request.cookies[SESSION_COOKIE]
    if (!id || id.length > 100) return
    const key = hash(id)
    const [row] = await db
      .select({ session: sessions, user: users })
      .from(sessions)
      .leftJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.idHash, key), gt(sessions.expiresAt, now())))
      .limit(1)
    if (!row) return
    request.sessionKey = key
    request.user = row.user ?? null
  })

  const setCookie = (reply: FastifyReply, id: string, expires: Date) =>
    reply.setCookie(SESSION_COOKIE, id, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secureCookies,
      expires,
    })

  async function create(reply: FastifyReply, userId: number | null): Promise<string> {
    const id = randomToken(32)
    const expiresAt = new Date(now().getTime() + SESSION_LIFETIME_MS)
    const key = hash(id)
    await db.insert(sessions).values({ idHash: key, userId, expiresAt })
    setCookie(reply, id, expiresAt)
    return key
  }

  return {
    async signIn(request, reply, user) {
      if (request.sessionKey) await db.delete(sessions).where(eq(sessions.idHash, request.sessionKey))
      request.sessionKey = await create(reply, user.id)
      request.user = user
      await db.update(users).set({ lastLoginAt: now() }).where(eq(users.id, user.id))
    },
    async signOut(request, reply) {
      if (request.sessionKey) await db.delete(sessions).where(eq(sessions.idHash, request.sessionKey))
      request.sessionKey = null
      request.user = null
      reply.clearCookie(SESSION_COOKIE, { path: '/' })
    },
    async ensure(request, reply) {
      if (request.sessionKey) return request.sessionKey
      request.sessionKey = await create(reply, null)
      return request.sessionKey
    },
    async endAllFor(userId) {
      await db.delete(sessions).where(eq(sessions.userId, userId))
    },
    async endOthersFor(request, userId) {
      const others = request.sessionKey
        ? and(eq(sessions.userId, userId), ne(sessions.idHash, request.sessionKey))
        : eq(sessions.userId, userId)
      await db.delete(sessions).where(others)
    },
    async sweepExpired() {
      const gone = await db
        .delete(sessions)
        .where(lt(sessions.expiresAt, now()))
        .returning({ idHash: sessions.idHash })
      return gone.length
    },
  }
}

/** Guard for routes that need a signed-in user. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new NotAuthenticatedError()
  return request.user
}
