import type { User } from '@threadbit/contracts'
import { SAMPLE_USER } from './render.tsx'

/**
 * Fake-server routes for a sign-in: the session answers "nobody" until `route` (e.g. the login or Google
 * endpoint) has been called, and `user` after it, like the real cookie session.
 */
export function signInRoutes(
  route = 'POST /api/auth/login/',
  { user = SAMPLE_USER, body = {} as unknown } = {},
) {
  let signedIn = false
  return {
    [route]: () => {
      signedIn = true
      return { status: 200, body }
    },
    'GET /api/auth/session/': () => ({
      status: 200,
      body: { user: signedIn ? (user as User | null) : null },
    }),
  }
}
