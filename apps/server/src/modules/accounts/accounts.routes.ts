import {
  GoogleLogin,
  Login,
  PasswordChange,
  PasswordReset,
  PasswordResetConfirm,
  Registration,
  ResendEmail,
  UserUpdate,
  VerifyEmail,
} from '@threadbit/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { parse } from '../../http/errors.ts'
import { requireUser, type SessionManager } from '../../http/sessions.ts'
import { presentUser, type AccountsService } from './accounts.service.ts'

export function registerAccountRoutes(
  app: FastifyInstance,
  deps: { accounts: AccountsService; sessions: SessionManager; authRateLimitPerMinute: number },
) {
  const { accounts, sessions } = deps
  const limited = { rateLimit: { max: deps.authRateLimitPerMinute, timeWindow: '1 minute' } }

  app.post('/api/auth/registration/', { config: limited }, async (request, reply) => {
    const user = await accounts.register(parse(Registration, request.body))
    await sessions.signIn(request, reply, user)
    return reply.code(201).send(presentUser(user))
  })

  app.post('/api/auth/login/', { config: limited }, async (request, reply) => {
    const input = parse(Login, request.body)
    const user = await accounts.authenticate(input.username, input.password)
    await sessions.signIn(request, reply, user)
    return presentUser(user)
  })

  app.post('/api/auth/logout/', async (request, reply) => {
    await sessions.signOut(request, reply)
    return { detail: 'Successfully logged out.' }
  })

  app.post('/api/auth/google/', { config: limited }, async (request, reply) => {
    const { credential } = parse(GoogleLogin, request.body)
    const user = await accounts.signInWithGoogle(credential)
    await sessions.signIn(request, reply, user)
    return presentUser(user)
  })

  app.get('/api/auth/user/', async (request) => presentUser(requireUser(request)))
  // The page asks this one on start: "signed out" is an answer, not an error, so no 403 lands in the console.
  app.get('/api/auth/session/', async (request) => ({
    user: request.user ? presentUser(request.user) : null,
  }))

  const updateUser = async (request: FastifyRequest) =>
    presentUser(await accounts.updateProfile(requireUser(request), parse(UserUpdate, request.body)))
  app.put('/api/auth/user/', (request) => updateUser(request))
  app.patch('/api/auth/user/', (request) => updateUser(request))

  app.post('/api/auth/registration/verify-email/', async (request) => {
    const { key } = parse(VerifyEmail, request.body)
    await accounts.verifyEmail(key)
    return { detail: 'ok' }
  })

  app.post('/api/auth/registration/resend-email/', { config: limited }, async (request) => {
    const { email } = parse(ResendEmail, request.body)
    await accounts.resendVerification(email)
    return { detail: 'ok' }
  })

  app.post('/api/auth/password/change/', async (request) => {
    const user = requireUser(request)
    await accounts.changePassword(user, parse(PasswordChange, request.body))
    // Whoever else knew the old password is signed out; this browser stays signed in.
    await sessions.endOthersFor(request, user.id)
    return { detail: 'New password has been saved.' }
  })

  app.post('/api/auth/password/reset/', { config: limited }, async (request) => {
    const { email } = parse(PasswordReset, request.body)
    await accounts.requestPasswordReset(email)
    return { detail: 'Password reset e-mail has been sent.' }
  })

  app.post('/api/auth/password/reset/confirm/', { config: limited }, async (request) => {
    const userId = await accounts.confirmPasswordReset(parse(PasswordResetConfirm, request.body))
    // Whoever held the old password is signed out everywhere.
    await sessions.endAllFor(userId)
    return { detail: 'Password has been reset with the new password.' }
  })
}
