import { Link } from 'react-router'
import { AuthMessages, type User } from '@threadbit/contracts'
import { useLazyZodForm } from './lazy-resolver.ts'
import { ApiError } from '../../api/client.ts'
import { Button } from '../../ui/Button.tsx'
import { useAuth } from './AuthProvider.tsx'
import { GoogleSignIn } from './google/GoogleSignIn.tsx'
import styles from './auth.module.css'
import { EmailField } from '../../ui/Field.tsx'
import { PasswordField } from './fields.tsx'

interface LoginFormProps {
  onSuccess: (user: User) => void
  /** In a modal, "Sign Up" switches the modal instead of navigating. */
  onSwitchToSignup?: () => void
  /** Called when a link leaves the form for another page (the modal closes). */
  onLeave?: () => void
  /** Location state passed on to the sign-up page, so it returns to the same origin. */
  linkState?: unknown
}

export function LoginForm({ onSuccess, onSwitchToSignup, onLeave, linkState }: LoginFormProps) {
  const { login } = useAuth()
  const { register, handleSubmit, setError, errors, isSubmitting } = useLazyZodForm('LoginForm', {
    email: '',
    password: '',
  })

  const onSubmit = handleSubmit(async (values) => {
    try {
      onSuccess(await login(values))
    } catch (error) {
      // Throttling says so; any other failure reads as the spec's one message.
      const message =
        error instanceof ApiError && error.status === 429
          ? (error.detail ?? error.message)
          : AuthMessages.loginFailed
      setError('password', { type: 'server', message })
    }
  })

  return (
    <div className={styles.form}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <EmailField error={errors.email?.message} {...register('email')} />
        <PasswordField purpose="current" error={errors.password?.message} {...register('password')} />
        <div className={styles.row}>
          <Link to="/reset-password" className={styles.small} onClick={onLeave}>
            Forgot password?
          </Link>
        </div>
        <Button type="submit" size="lg" block isLoading={isSubmitting}>
          Log In
        </Button>
      </form>
      <GoogleSignIn mode="signin" onSuccess={onSuccess} />
      <p className={styles.switch}>
        New here?{' '}
        {onSwitchToSignup ? (
          <button type="button" className={styles.linkButton} onClick={onSwitchToSignup}>
            Sign Up
          </button>
        ) : (
          <Link to="/signup" state={linkState} className={styles.linkButton}>
            Sign Up
          </Link>
        )}
      </p>
    </div>
  )
}
