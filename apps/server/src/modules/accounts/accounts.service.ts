import { hash, verify } from '@node-rs/argon2'
import type {
  PasswordChange,
  PasswordResetConfirm,
  Registration,
  User,
  UserUpdate,
} from '@threadbit/contracts'
import type { Db } from '../../db/client.ts'
import type { UserRow } from '../../db/schema.ts'
import { keyedHash, randomToken } from '../../http/crypto.ts'
import { ServiceUnavailable, ValidationError } from '../../http/errors.ts'
import type { Mailer } from '../../mail/mailer.ts'
import { passwordResetMail, verificationMail } from '../../mail/templates.ts'
import * as q from './accounts.queries.ts'
import type { GoogleVerifier } from './google.ts'

export const DUPLICATE_EMAIL = 'A user with this e-mail address already exists.'
export const DUPLICATE_USERNAME = 'A user with that username already exists.'
export const BAD_CREDENTIALS = 'Unable to log in with provided credentials.'
export const BAD_RESET_LINK = 'This password reset link is invalid or has expired.'
export const BAD_VERIFY_KEY = 'This verification link is invalid or has expired.'

const VERIFY_TTL_MS = 3 * 24 * 3600 * 1000
const RESET_TTL_MS = 3600 * 1000

export interface AccountsDeps {
  db: Db
  mailer: Mailer
  secretKey: string
  publicUrl: string
  productName: string
  google: GoogleVerifier | null
  now: () => Date
  /** Mail failures are logged, never shown to the user: the account change itself succeeded. */
  logMailError: (error: unknown) => void
}

export function presentUser(row: UserRow): User {
  return {
    email: row.email,
    pk: row.id,
    username: row.username,
    is_staff: row.isStaff,
    flair: row.flair as User['flair'],
    email_verified: row.emailVerified,
  }
}

// Verifying against a fixed hash when the user does not exist keeps the answer time the same,
// so response timing does not reveal which e-mails have accounts.
let dummyHash: Promise<string> | undefined
const getDummyHash = () => (dummyHash ??= hash('not-a-real-password'))

function isUniqueViolation(error: unknown): string | null {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } }
  const code = e.code ?? e.cause?.code
  if (code !== '23505') return null
  return e.constraint ?? e.cause?.constraint ?? ''
}

export function createAccountsService(deps: AccountsDeps) {
  const { db } = deps
  const tokenHash = (raw: string) => keyedHash(deps.secretKey, `token:${raw}`)

  async function issueToken(userId: number, purpose: q.TokenPurpose, ttlMs: number): Promise<string> {
    const raw = randomToken(32)
    await q.insertToken(db, {
      userId,
      purpose,
      tokenHash: tokenHash(raw),
      expiresAt: new Date(deps.now().getTime() + ttlMs),
    })
    return raw
  }

  async function sendQuietly(send: () => Promise<void>) {
    try {
      await send()
    } catch (error) {
      deps.logMailError(error)
    }
  }

  async function sendVerification(user: UserRow) {
    const key = await issueToken(user.id, 'verify_email', VERIFY_TTL_MS)
    const link = `${deps.publicUrl}/verify-email/${key}`
    await sendQuietly(() => deps.mailer.send(verificationMail(user.email, link, deps.productName)))
  }

  return {
    async register(input: Registration): Promise<UserRow> {
      const email = input.email.toLowerCase()
      const errors: Record<string, string[]> = {}
      if (await q.findUserByEmail(db, email)) errors['email'] = [DUPLICATE_EMAIL]
      if (await q.isUsernameTaken(db, input.username)) errors['username'] = [DUPLICATE_USERNAME]
      if (Object.keys(errors).length > 0) throw new ValidationError(errors)
      let user: UserRow
      try {
        user = await q.insertUser(db, {
          email,
          username: input.username,
          passwordHash: await hash(input.password1),
        })
      } catch (error) {
        // Two sign-ups racing for the same name: the unique index decides, the loser gets the same message.
        const constraint = isUniqueViolation(error)
        if (constraint === null) throw error
        throw constraint.includes('email')
          ? ValidationError.field('email', DUPLICATE_EMAIL)
          : ValidationError.field('username', DUPLICATE_USERNAME)
      }
      await sendVerification(user)
      return user
    },

    async authenticate(login: string, password: string): Promise<UserRow> {
      const user = await q.findUserByLogin(db, login)
      if (!user?.passwordHash) {
        await verify(await getDummyHash(), password)
        throw ValidationError.nonField(BAD_CREDENTIALS)
      }
      if (!(await verify(user.passwordHash, password))) throw ValidationError.nonField(BAD_CREDENTIALS)
      return user
    },

    async updateProfile(user: UserRow, input: UserUpdate): Promise<UserRow> {
      const changes: { username?: string; flair?: string } = {}
      if (input.username !== undefined && input.username !== user.username) {
        if (await q.isUsernameTaken(db, input.username, user.id))
          throw ValidationError.field('username', DUPLICATE_USERNAME)
        changes.username = input.username
      }
      if (input.flair !== undefined) changes.flair = input.flair
      if (Object.keys(changes).length === 0) return user
      try {
        return await q.updateUser(db, user.id, changes)
      } catch (error) {
        if (isUniqueViolation(error) !== null) throw ValidationError.field('username', DUPLICATE_USERNAME)
        throw error
      }
    },

    async verifyEmail(key: string): Promise<UserRow> {
      const userId = await q.consumeToken(db, 'verify_email', tokenHash(key), deps.now())
      if (userId === undefined) throw ValidationError.field('key', BAD_VERIFY_KEY)
      return q.updateUser(db, userId, { emailVerified: true })
    },

    /** Answers the same whether or not the address has an account. */
    async resendVerification(email: string): Promise<void> {
      const user = await q.findUserByEmail(db, email)
      if (user && !user.emailVerified) await sendVerification(user)
    },

    async changePassword(user: UserRow, input: PasswordChange): Promise<void> {
      if (!user.passwordHash || !(await verify(user.passwordHash, input.old_password))) {
        throw ValidationError.field(
          'old_password',
          'Your old password was entered incorrectly. Please enter it again.',
        )
      }
      await q.updateUser(db, user.id, { passwordHash: await hash(input.new_password1) })
    },

    /** Always succeeds from the caller's view; mail goes out only when the account exists. */
    async requestPasswordReset(email: string): Promise<void> {
      const user = await q.findUserByEmail(db, email)
      if (!user) return
      const token = await issueToken(user.id, 'password_reset', RESET_TTL_MS)
      const uid = Buffer.from(String(user.id)).toString('base64url')
      const link = `${deps.publicUrl}/reset-password/${uid}/${token}`
      await sendQuietly(() => deps.mailer.send(passwordResetMail(user.email, link, deps.productName)))
    },

    /** Sets the new password and answers the user id, whose sessions the caller then ends. */
    async confirmPasswordReset(input: PasswordResetConfirm): Promise<number> {
      const userId = Number(Buffer.from(input.uid, 'base64url').toString('utf8'))
      if (!Number.isSafeInteger(userId) || userId <= 0) throw ValidationError.field('uid', BAD_RESET_LINK)
      const consumed = await q.consumeToken(db, 'password_reset', tokenHash(input.token), deps.now(), userId)
      if (consumed === undefined) throw ValidationError.field('token', BAD_RESET_LINK)
      // A reset proves control of the mailbox, so the address counts as verified from now on.
      await q.updateUser(db, userId, { passwordHash: await hash(input.new_password1), emailVerified: true })
      return userId
    },

    async signInWithGoogle(credential: string): Promise<UserRow> {
      if (!deps.google) throw new ServiceUnavailable('Google sign-in is not configured on this server.')
      const identity = await deps.google(credential)
      const linked = await q.findUserByGoogleSub(db, identity.sub)
      if (linked) return linked
      const existing = await q.findUserByEmail(db, identity.email)
      if (existing) {
        // Only a Google-verified address may take over an existing account; else anyone could claim it.
        if (!identity.emailVerified) {
          throw ValidationError.nonField(
            'An account with this e-mail already exists. Please log in with your password.',
          )
        }
        return q.updateUser(db, existing.id, { googleSub: identity.sub, emailVerified: true })
      }
      return q.insertUser(db, {
        email: identity.email,
        username: '',
        googleSub: identity.sub,
        emailVerified: identity.emailVerified,
      })
    },
  }
}

export type AccountsService = ReturnType<typeof createAccountsService>
