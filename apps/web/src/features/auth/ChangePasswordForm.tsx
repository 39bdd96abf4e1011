import { useLazyZodForm } from './lazy-resolver.ts'
import { toast } from '../../ui/toast.ts'
import { AuthMessages } from '@threadbit/contracts'
import { changePassword } from '../../api/auth.ts'
import { Button } from '../../ui/Button.tsx'
import { FormError } from '../../ui/Field.tsx'
import { applyServerErrors } from './server-errors.ts'
import styles from './auth.module.css'
import { NewPasswordFields, PasswordField } from './fields.tsx'

const FIELDS = ['old_password', 'new_password1', 'new_password2'] as const
const EMPTY = { old_password: '', new_password1: '', new_password2: '' }

export function ChangePasswordForm() {
  const { register, handleSubmit, setError, reset, errors, isSubmitting } = useLazyZodForm(
    'PasswordChange',
    EMPTY,
  )

  const onSubmit = handleSubmit(async (values) => {
    try {
      await changePassword(values)
      reset(EMPTY)
      toast.success('Password changed.')
    } catch (error) {
      const { applied } = applyServerErrors(error, setError, FIELDS, 'old_password')
      if (!applied) setError('root', { type: 'server', message: AuthMessages.unexpected })
    }
  })

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <PasswordField
        label="Current Password"
        purpose="current"
        error={errors.old_password?.message}
        {...register('old_password')}
      />
      <NewPasswordFields
        label="New Password"
        password={register('new_password1')}
        confirm={register('new_password2')}
        errors={{ password: errors.new_password1?.message, confirm: errors.new_password2?.message }}
      />
      <FormError>{errors.root?.message}</FormError>
      <div>
        <Button type="submit" variant="secondary" isLoading={isSubmitting}>
          Change Password
        </Button>
      </div>
    </form>
  )
}
