import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useAuth } from './AuthProvider.tsx'
import { canGoBack, originPath } from './redirect.ts'

/**
 * The login and sign-up pages' redirect: a visitor who arrives signed in goes to the page
 * they came from, or home; one who signs in here returns to the origin page, or back in history.
 * Telling the two apart by the status transition (anonymous -> signed in) avoids racing the form's
 * own success callback.
 */
export function useReturnAfterSignIn() {
  const { status } = useAuth()
  const location = useLocation()
  const navigate = useNavigate()
  const from = originPath(location.state)
  const wasAnonymous = useRef(false)

  useEffect(() => {
    if (status === 'anonymous') {
      wasAnonymous.current = true
      return
    }
    if (status !== 'authenticated') return
    if (from) void navigate(from, { replace: true })
    else if (wasAnonymous.current && canGoBack()) void navigate(-1)
    else void navigate('/', { replace: true })
  }, [status, from, navigate])

  return { status, from }
}
