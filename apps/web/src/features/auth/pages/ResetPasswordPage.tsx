import { useState } from 'react'
import { Link } from 'react-router'
import { AuthMessages } from '@threadbit/contracts'
import { useLazyZodForm } from '../lazy-resolver.ts'
import { resetPassword } from '../../../api/auth.ts'
import { Button } from '../../../ui/Button.tsx'
import { EmailField, FormError } from '../../../ui/Field.tsx'
import { Notice } from '../../../ui/Notice.tsx'
import { AuthCard } from '../AuthCard.tsx'
import { applyServerErrors } from '../server-errors.ts'
import styles from '../auth.module.css'

/** /reset-password: asks for the e-mail to send a reset link to. */
export default function ResetPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null)
  const { register, handleSubmit, setError, errors, isSubmitting } = useLazyZodForm('PasswordReset', {
    email: '',
  })

  const onSubmit = handleSubmit(async (values) => {
    try {
      await resetPassword(values)
      setSentTo(values.email)
    } catch (error) {
      const { applied } = applyServerErrors(error, setError, ['email'], 'email')
      if (!applied) setError('root', { type: 'server', message: AuthMessages.unexpected })
    }
  })

  return (
    <AuthCard
      title="Reset Password"
      lede={sentTo ? undefined : "Enter your account's e-mail and we'll send you a link."}
    >
      {sentTo ? (
        <div className={styles.form}>
          <Notice tone="success" title="Check your inbox">
            <p>If an account exists for {sentTo}, a link to set a new password is on its way.</p>
          </Notice>
          <p className={styles.switch}>
            <Link to="/login" className={styles.linkButton}>
              Back to Log In
            </Link>
          </p>
        </div>
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <EmailField error={errors.email?.message} {...register('email')} />
          <FormError>{errors.root?.message}</FormError>
          <Button type="submit" size="lg" block isLoading={isSubmitting}>
            Send Reset Link
          </Button>
          <p className={styles.switch}>
            Remembered it?{' '}
            <Link to="/login" className={styles.linkButton}>
              Log In
            </Link>
          </p>
        </form>
      )}
    </AuthCard>
  )
}
