import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import type { User } from '@threadbit/contracts'
import { useAuth } from './AuthProvider.tsx'
import type { AuthView } from './AuthDialog.tsx'

// The forms (and their validation library) load when a modal first opens, not with every page.
const AuthDialog = lazy(() => import('./AuthDialog.tsx').then((m) => ({ default: m.AuthDialog })))

export interface OpenAuthModalOptions {
  /** Runs after the visitor logged in, signed up or saved a username; the modal is closed by then. */
  onSuccess?: (user: User) => void
  /** Runs when the modal is dismissed without success. */
  onCancel?: () => void
  /** Why logging in is needed here (e.g. to save): replaces the login and sign-up description. */
  reason?: string
}

export interface AuthModalContextValue {
  open(view: AuthView, options?: OpenAuthModalOptions): void
  close(): void
  /**
   * Resolves with a user who is signed in and has a username, opening login and then choose-username as
   * needed (the editor's save flow); resolves null if the visitor gives up on the way.
   */
  requireAccount(reason?: string): Promise<User | null>
}

const AuthModalContext = createContext<AuthModalContextValue | null>(null)

export function AuthModalProvider({ children }: { children: ReactNode }) {
  const auth = useAuth()
  const [view, setView] = useState<AuthView | null>(null)
  const [reason, setReason] = useState<string | undefined>(undefined)
  // Stays mounted after the first opening, so closing can animate.
  const [hasOpened, setHasOpened] = useState(false)
  // Callbacks belong to the open call, not to rendering; a ref keeps them out of the render cycle.
  const callbacks = useRef<OpenAuthModalOptions>({})

  const open = useCallback((next: AuthView, options: OpenAuthModalOptions = {}) => {
    callbacks.current = options
    setReason(options.reason)
    setView(next)
    setHasOpened(true)
  }, [])

  const close = useCallback(() => {
    const { onCancel } = callbacks.current
    callbacks.current = {}
    setView(null)
    onCancel?.()
  }, [])

  const handleSuccess = useCallback((user: User) => {
    const { onSuccess } = callbacks.current
    callbacks.current = {}
    setView(null)
    onSuccess?.(user)
  }, [])

  const { status, user, refresh } = auth
  const requireAccount = useCallback(
    async (why?: string): Promise<User | null> => {
      const current = user ?? (status === 'loading' ? await refresh() : null)
      const askUsername = () =>
        new Promise<User | null>((resolve) =>
          open('choose-username', { onSuccess: resolve, onCancel: () => resolve(null) }),
        )
      if (current) return current.username ? current : askUsername()
      return new Promise<User | null>((resolve) =>
        open('login', {
          reason: why,
          onSuccess: (signedIn) => resolve(signedIn.username ? signedIn : askUsername()),
          onCancel: () => resolve(null),
        }),
      )
    },
    [user, status, refresh, open],
  )

  const value = useMemo(() => ({ open, close, requireAccount }), [open, close, requireAccount])

  return (
    <AuthModalContext value={value}>
      {children}
      {hasOpened && (
        <Suspense fallback={null}>
          <AuthDialog
            open={view !== null}
            view={view ?? 'login'}
            reason={reason}
            onViewChange={setView}
            onOpenChange={(isOpen) => {
              if (!isOpen) close()
            }}
            onSuccess={handleSuccess}
          />
        </Suspense>
      )}
    </AuthModalContext>
  )
}

export function useAuthModal(): AuthModalContextValue {
  const value = useContext(AuthModalContext)
  if (!value) throw new Error('useAuthModal must be used inside <AuthModalProvider>')
  return value
}
