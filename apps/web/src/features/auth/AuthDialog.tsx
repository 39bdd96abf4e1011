import type { User } from '@threadbit/contracts'
import { Dialog } from '../../ui/Dialog.tsx'
import { ChooseUsernameForm } from './ChooseUsernameForm.tsx'
import { LoginForm } from './LoginForm.tsx'
import { SignupForm } from './SignupForm.tsx'

export type AuthView = 'login' | 'signup' | 'choose-username'

const TITLES: Record<AuthView, string> = {
  login: 'Log In',
  signup: 'Sign Up',
  'choose-username': 'Choose Username',
}

const DESCRIPTIONS: Record<AuthView, string> = {
  login: 'Log in to save your designs and pick up where you left off.',
  signup: 'Create a free account to save, publish and remix designs.',
  'choose-username': 'Pick a name to show on your designs before saving.',
}

interface AuthDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  view: AuthView
  /** Omit to keep the modal on one view (links then navigate to the other page). */
  onViewChange?: (view: AuthView) => void
  onSuccess: (user: User) => void
  /** Why the visitor is asked to log in here; replaces the generic login and sign-up description. */
  reason?: string | undefined
}

/** Login, sign-up and choose-username as a modal over the current page. */
export function AuthDialog({ open, onOpenChange, view, onViewChange, onSuccess, reason }: AuthDialogProps) {
  const leave = () => onOpenChange(false)
  const description = reason && view !== 'choose-username' ? reason : DESCRIPTIONS[view]
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={TITLES[view]} description={description}>
      {view === 'login' && (
        <LoginForm
          onSuccess={onSuccess}
          onLeave={leave}
          onSwitchToSignup={onViewChange ? () => onViewChange('signup') : undefined}
        />
      )}
      {view === 'signup' && (
        <SignupForm
          onSuccess={onSuccess}
          onSwitchToLogin={onViewChange ? () => onViewChange('login') : undefined}
        />
      )}
      {view === 'choose-username' && <ChooseUsernameForm onSuccess={onSuccess} />}
    </Dialog>
  )
}
