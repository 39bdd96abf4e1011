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
}

/** Login, sign-up and choose-username as a modal over the current page. */
export function AuthDialog({ open, onOpenChange, view, onViewChange, onSuccess }: AuthDialogProps) {
  const leave = () => onOpenChange(false)
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={TITLES[view]} description={DESCRIPTIONS[view]}>
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

interface ModalProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  onSuccess?: (user: User) => void
}

function closingOnSuccess({ onOpenChange, onSuccess }: ModalProps) {
  return (user: User) => {
    onOpenChange(false)
    onSuccess?.(user)
  }
}

export function LoginModal(props: ModalProps) {
  return (
    <AuthDialog
      view="login"
      open={props.open}
      onOpenChange={props.onOpenChange}
      onSuccess={closingOnSuccess(props)}
    />
  )
}

export function SignupModal(props: ModalProps) {
  return (
    <AuthDialog
      view="signup"
      open={props.open}
      onOpenChange={props.onOpenChange}
      onSuccess={closingOnSuccess(props)}
    />
  )
}

export function ChooseUsernameModal(props: ModalProps) {
  return (
    <AuthDialog
      view="choose-username"
      open={props.open}
      onOpenChange={props.onOpenChange}
      onSuccess={closingOnSuccess(props)}
    />
  )
}
