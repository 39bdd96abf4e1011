import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { SIGNED_OUT_ATTRIBUTE, type LoginForm, type Registration, type User } from '@threadbit/contracts'
import { authApi, type AuthApi } from '../../api/auth.ts'
import { ApiError } from '../../api/client.ts'

export const USER_QUERY_KEY = ['auth', 'user'] as const

/** Unknown while the current user loads, then signed in or anonymous. */
export type AuthStatus = 'loading' | 'authenticated' | 'anonymous'

export interface AuthContextValue {
  status: AuthStatus
  user: User | null
  login(values: LoginForm): Promise<User>
  loginWithGoogle(credential: string): Promise<User>
  /** Creates the account and signs in with it. */
  register(values: Registration): Promise<User>
  /** Calls the server, forgets the user and goes home. */
  logout(): Promise<void>
  /** Reloads the current user from the server. */
  refresh(): Promise<User | null>
  /** Replaces the cached user with the server's answer to an update. */
  setUser(user: User): void
}

const AuthContext = createContext<AuthContextValue | null>(null)

interface AuthProviderProps {
  children: ReactNode
  api?: AuthApi
}

const defaultApi = authApi()

/**
 * The server marks a page requested without a session cookie: that visitor is signed out, so the first render
 * can say so (the static header already shows "Log In"). Read when the provider mounts; the check still runs.
 */
function pageSaysSignedOut(): boolean {
  return typeof document !== 'undefined' && document.documentElement.hasAttribute(SIGNED_OUT_ATTRIBUTE)
}

export function AuthProvider({ children, api = defaultApi }: AuthProviderProps) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [signedOutAtStart] = useState(pageSaysSignedOut)

  const query = useQuery({
    queryKey: USER_QUERY_KEY,
    queryFn: () => api.getCurrentUser(),
    // Any failure (server down, unexpected answer) reads as "anonymous"; retrying only delays that.
    retry: false,
    staleTime: 5 * 60_000,
    // Known signed out: start as anonymous, but as stale data, so the check still runs on mount.
    ...(signedOutAtStart ? { initialData: null, initialDataUpdatedAt: 0 } : {}),
  })

  const status: AuthStatus = query.data ? 'authenticated' : query.isPending ? 'loading' : 'anonymous'
  const user = query.data ?? null

  const refresh = useCallback(async (): Promise<User | null> => {
    try {
      return await queryClient.fetchQuery({
        queryKey: USER_QUERY_KEY,
        queryFn: () => api.getCurrentUser(),
        staleTime: 0,
      })
    } catch {
      queryClient.setQueryData(USER_QUERY_KEY, null)
      return null
    }
  }, [api, queryClient])

  /** After the session changes, everything cached for the previous visitor is stale. */
  const invalidateOthers = useCallback(() => {
    void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== USER_QUERY_KEY[0] })
  }, [queryClient])

  const loadSignedInUser = useCallback(async (): Promise<User> => {
    const signedIn = await refresh()
    // The server accepted the credentials but the session did not stick (e.g. cookies blocked).
    if (!signedIn) throw new ApiError(403, 'Forbidden', { detail: 'The session could not be started.' })
    invalidateOthers()
    return signedIn
  }, [refresh, invalidateOthers])

  const login = useCallback(
    async ({ email, password }: LoginForm) => {
      // The UI signs in with the e-mail, sent in the `username` field.
      await api.login({ username: email, password })
      return loadSignedInUser()
    },
    [api, loadSignedInUser],
  )

  const loginWithGoogle = useCallback(
    async (credential: string) => {
      await api.googleLogin({ credential })
      return loadSignedInUser()
    },
    [api, loadSignedInUser],
  )

  const register = useCallback(
    async (values: Registration) => {
      await api.register(values)
      // Some servers sign the new account in with the registration itself; otherwise log in now.
      const already = await refresh()
      if (already) {
        invalidateOthers()
        return already
      }
      await api.login({ username: values.email, password: values.password1 })
      return loadSignedInUser()
    },
    [api, refresh, invalidateOthers, loadSignedInUser],
  )

  const logout = useCallback(async () => {
    await api.logout()
    queryClient.setQueryData(USER_QUERY_KEY, null)
    invalidateOthers()
    await navigate('/')
  }, [api, queryClient, invalidateOthers, navigate])

  const setUser = useCallback(
    (next: User) => {
      queryClient.setQueryData(USER_QUERY_KEY, next)
    },
    [queryClient],
  )

  const value = useMemo<AuthContextValue>(
    () => ({ status, user, login, loginWithGoogle, register, logout, refresh, setUser }),
    [status, user, login, loginWithGoogle, register, logout, refresh, setUser],
  )

  return <AuthContext value={value}>{children}</AuthContext>
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext)
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>')
  return value
}
