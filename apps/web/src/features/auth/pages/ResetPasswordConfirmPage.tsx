import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { AuthMessages } from '@threadbit/contracts'
import { useLazyZodForm } from '../lazy-resolver.ts'
import { resetPasswordConfirm } from '../../../api/auth.ts'
import { ApiError } from '../../../api/client.ts'
import { Button, ButtonLink } from '../../../ui/Button.tsx'
import { FormError } from '../../../ui/Field.tsx'
import { Notice } from '../../../ui/Notice.tsx'
import { AuthCard } from '../AuthCard.tsx'
import { applyServerErrors } from '../server-errors.ts'
import styles from '../auth.module.css'
import { NEW_PASSWORD_HINT, NewPasswordFields } from '../fields.tsx'

const INVALID_LINK = 'This reset link is invalid or has expired.'

/** /reset-password/:uid/:token, the link in the reset e-mail: sets the new password. */
export default function ResetPasswordConfirmPage() {
  const { uid = '', token = '' } = useParams()
  const [isDone, setIsDone] = useState(false)
  const { register, handleSubmit, setError, errors, isSubmitting } = useLazyZodForm('PasswordResetConfirm', {
    uid,
    token,
    new_password1: '',
    new_password2: '',
  })

  const onSubmit = handleSubmit(async (values) => {
    try {
      await resetPasswordConfirm(values)
      setIsDone(true)
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : null
      if (fields && (fields.uid || fields.token)) {
        setError('root', { type: 'server', message: INVALID_LINK })
        return
      }
      const { applied } = applyServerErrors(
        error,
        setError,
        ['new_password1', 'new_password2'],
        'new_password2',
      )
      if (!applied) setError('root', { type: 'server', message: AuthMessages.unexpected })
    }
  })

  const rootMessage = errors.root?.message ?? (errors.uid || errors.token ? INVALID_LINK : undefined)

  if (isDone) {
    return (
      <AuthCard title="Password Updated">
        <div className={styles.form}>
          <Notice tone="success" title="All set">
            <p>Your password has been changed. Log in with the new one.</p>
          </Notice>
          <ButtonLink to="/login" size="lg" block>
            Log In
          </ButtonLink>
        </div>
      </AuthCard>
    )
  }

  return (
    <AuthCard title="Set New Password" lede="Choose a new password for your account.">
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <NewPasswordFields
          label="New Password"
          hint={NEW_PASSWORD_HINT}
          password={register('new_password1')}
          confirm={register('new_password2')}
          errors={{ password: errors.new_password1?.message, confirm: errors.new_password2?.message }}
        />
        {rootMessage && (
          <FormError>
            {rootMessage}
            {rootMessage === INVALID_LINK && (
              <>
                {' '}
                <Link to="/reset-password">Request a new link.</Link>
              </>
            )}
          </FormError>
        )}
        <Button type="submit" size="lg" block isLoading={isSubmitting}>
          Set Password
        </Button>
      </form>
    </AuthCard>
  )
}
