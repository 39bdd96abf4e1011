import { useEffect, useEffectEvent, useRef } from 'react'
import { toast } from '../../../ui/toast.ts'
import type { User } from '@threadbit/contracts'
import { usePageSettings } from '../../../lib/settings.tsx'
import { useAuth } from '../AuthProvider.tsx'
import { loadGoogleIdentity, type GoogleCredentialResponse } from './gsi.ts'
import styles from './GoogleSignIn.module.css'

interface GoogleSignInProps {
  /** Button wording: "Sign in with Google" or "Sign up with Google". */
  mode?: 'signin' | 'signup'
  /** Also offer One Tap (the small prompt in the corner). */
  oneTap?: boolean
  onSuccess: (user: User) => void
}

/**
 * Google's own button (and One Tap) when the server has a Google client id; nothing otherwise. The ID token
 * goes to POST /api/auth/google/, which signs the visitor in.
 */
export function GoogleSignIn({ mode = 'signin', oneTap = true, onSuccess }: GoogleSignInProps) {
  const { googleClientId } = usePageSettings()
  const { loginWithGoogle } = useAuth()
  const container = useRef<HTMLDivElement>(null)

  const handleCredential = useEffectEvent((response: GoogleCredentialResponse) => {
    loginWithGoogle(response.credential).then(onSuccess, () => {
      toast.error('Google sign-in failed. Please try again.')
    })
  })

  useEffect(() => {
    if (!googleClientId) return
    let cancelled = false
    let promptShown = false
    loadGoogleIdentity().then(
      (google) => {
        if (cancelled || !container.current) return
        google.initialize({
          client_id: googleClientId,
          callback: (response) => handleCredential(response),
          context: mode === 'signup' ? 'signup' : 'signin',
          cancel_on_tap_outside: true,
          itp_support: true,
          use_fedcm_for_prompt: true,
        })
        google.renderButton(container.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          shape: 'rectangular',
          logo_alignment: 'center',
          text: mode === 'signup' ? 'signup_with' : 'signin_with',
          width: Math.min(400, Math.max(200, container.current.clientWidth || 320)),
        })
        if (oneTap) {
          google.prompt()
          promptShown = true
        }
      },
      (error: unknown) => console.warn('Google sign-in is unavailable:', error),
    )
    return () => {
      cancelled = true
      if (promptShown) window.google?.accounts?.id?.cancel()
    }
  }, [googleClientId, mode, oneTap])

  if (!googleClientId) return null
  return (
    <div className={styles.wrap}>
      <div className={styles.divider} role="separator">
        <span>or</span>
      </div>
      <div ref={container} className={styles.button} data-testid="google-signin" />
    </div>
  )
}
