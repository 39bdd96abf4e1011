import type {
  Flair,
  GoogleLogin,
  Login,
  PasswordChange,
  PasswordReset,
  PasswordResetConfirm,
  Registration,
  ResendEmail,
  User,
  VerifyEmail,
} from '@threadbit/contracts'
import { ApiError, http, type HttpClient } from './client.ts'

/** `{detail}` answers of the auth endpoints that have nothing else to say. */
export interface DetailResponse {
  detail?: string
}

/** PATCH /api/auth/user/. The spec's account form sends `is_staff: true`; the server ignores it. */
export interface UserUpdateBody {
  username?: string
  flair?: Flair
  is_staff?: true
}

function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return typeof v.pk === 'number' && typeof v.email === 'string'
}

function asUser(value: unknown): User {
  if (!isUser(value)) throw new ApiError(0, 'Unexpected answer from the server.', value)
  const v = value as User & Partial<Record<keyof User, unknown>>
  return {
    email: v.email,
    pk: v.pk,
    username: typeof v.username === 'string' ? v.username : '',
    is_staff: v.is_staff === true,
    flair: v.flair ?? 'none',
    // A server that does not report verification is treated as "verified": no nagging without cause.
    email_verified: v.email_verified !== false,
  }
}

export function authApi(client: HttpClient = http) {
  return {
    /** The UI puts the e-mail in `username`. */
    login: (body: Login) => client.post<DetailResponse>('/api/auth/login/', body),
    logout: () => client.post<DetailResponse>('/api/auth/logout/'),
    googleLogin: (body: GoogleLogin) => client.post<DetailResponse>('/api/auth/google/', body),
    register: (body: Registration) => client.post<DetailResponse>('/api/auth/registration/', body),
    verifyEmail: (body: VerifyEmail) =>
      client.post<DetailResponse>('/api/auth/registration/verify-email/', body),
    resendEmail: (body: ResendEmail) =>
      client.post<DetailResponse>('/api/auth/registration/resend-email/', body),
    changePassword: (body: PasswordChange) => client.post<DetailResponse>('/api/auth/password/change/', body),
    resetPassword: (body: PasswordReset) => client.post<DetailResponse>('/api/auth/password/reset/', body),
    resetPasswordConfirm: (body: PasswordResetConfirm) =>
      client.post<DetailResponse>('/api/auth/password/reset/confirm/', body),

    /**
     * The signed-in user, or null for an anonymous visitor. Asks the session endpoint, which answers
     * 200 `{user: null}` when signed out, so a normal visit logs no 403 in the console.
     */
    async getCurrentUser(): Promise<User | null> {
      const answer = await client.get<unknown>('/api/auth/session/')
      if (typeof answer !== 'object' || answer === null || !('user' in answer)) {
        throw new ApiError(0, 'Unexpected answer from the server.', answer)
      }
      const { user } = answer as { user: unknown }
      return user === null ? null : asUser(user)
    },
    async updateUser(body: UserUpdateBody): Promise<User> {
      return asUser(await client.patch<unknown>('/api/auth/user/', body))
    },
  }
}

export type AuthApi = ReturnType<typeof authApi>

export const {
  login,
  logout,
  googleLogin,
  register,
  verifyEmail,
  resendEmail,
  changePassword,
  resetPassword,
  resetPasswordConfirm,
  getCurrentUser,
  updateUser,
} = authApi()
