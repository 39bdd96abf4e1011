import { useState } from 'react'
import { Link } from 'react-router'
import { useLazyZodForm } from './lazy-resolver.ts'
import { toast } from '../../ui/toast.ts'
import { AuthMessages, type User } from '@threadbit/contracts'
import { ApiError } from '../../api/client.ts'
import { usePageSettings } from '../../lib/settings.tsx'
import { Button } from '../../ui/Button.tsx'
import { EmailField, FormError } from '../../ui/Field.tsx'
import { useAuth } from './AuthProvider.tsx'
import { GoogleSignIn } from './google/GoogleSignIn.tsx'
import { applyServerErrors, mentionsDuplicate } from './server-errors.ts'
import styles from './auth.module.css'
import { NEW_PASSWORD_HINT, NewPasswordFields, UsernameField } from './fields.tsx'

const FIELDS = ['username', 'email', 'password1', 'password2'] as const

interface SignupFormProps {
  onSuccess: (user: User) => void
  /** In a modal, "Log in" switches the modal instead of navigating. */
  onSwitchToLogin?: () => void
  linkState?: unknown
}

export function SignupForm({ onSuccess, onSwitchToLogin, linkState }: SignupFormProps) {
  const { register: registerAccount } = useAuth()
  const { productName } = usePageSettings()
  const [isDuplicate, setIsDuplicate] = useState(false)
  const { register, handleSubmit, setError, errors, isSubmitting } = useLazyZodForm('Registration', {
    username: '',
    email: '',
    password1: '',
    password2: '',
  })

  const onSubmit = handleSubmit(async (values) => {
    setIsDuplicate(false)
    try {
      const user = await registerAccount(values)
      toast.success(`Welcome to ${productName}! Check your inbox to verify your e-mail.`)
      onSuccess(user)
    } catch (error) {
      // Server field errors go on their fields; non_field_errors (and unknown keys) on the email field.
      const { applied, messages } = applyServerErrors(error, setError, FIELDS, 'email')
      if (!applied && error instanceof ApiError && error.status === 409 && error.detail) {
        setError('email', { type: 'server', message: error.detail })
      } else if (!applied) {
        setError('root', { type: 'server', message: AuthMessages.unexpected })
      }
      setIsDuplicate(mentionsDuplicate(messages))
    }
  })

  const loginLink = (label: string) =>
    onSwitchToLogin ? (
      <button type="button" className={styles.linkButton} onClick={onSwitchToLogin}>
        {label}
      </button>
    ) : (
      <Link to="/login" state={linkState} className={styles.linkButton}>
        {label}
      </Link>
    )

  return (
    <div className={styles.form}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <UsernameField
          hint="3–20 characters: letters, digits, _ - ."
          error={errors.username?.message}
          {...register('username')}
        />
        <EmailField error={errors.email?.message} {...register('email')} />
        <NewPasswordFields
          label="Password"
          hint={NEW_PASSWORD_HINT}
          password={register('password1')}
          confirm={register('password2')}
          errors={{ password: errors.password1?.message, confirm: errors.password2?.message }}
        />
        {isDuplicate && (
          <p className={styles.duplicate} data-testid="duplicate-login">
            Looks like you already have an account. {loginLink('Log in')}
          </p>
        )}
        <FormError>{errors.root?.message}</FormError>
        <Button type="submit" size="lg" block isLoading={isSubmitting}>
          Sign Up
        </Button>
      </form>
      <GoogleSignIn mode="signup" onSuccess={onSuccess} />
      <p className={styles.switch}>Already have an account? {loginLink('Log in')}</p>
    </div>
  )
}
