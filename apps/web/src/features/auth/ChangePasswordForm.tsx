import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { toast } from 'sonner'
import { AuthMessages, PasswordChange } from '@threadbit/contracts'
import { changePassword } from '../../api/auth.ts'
import { Button } from '../../ui/Button.tsx'
import { FormError, TextField } from '../../ui/Field.tsx'
import { applyServerErrors } from './server-errors.ts'
import styles from './auth.module.css'

const FIELDS = ['old_password', 'new_password1', 'new_password2'] as const
const EMPTY = { old_password: '', new_password1: '', new_password2: '' }

export function ChangePasswordForm() {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(PasswordChange), defaultValues: EMPTY })

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
      <TextField
        label="Current Password"
        type="password"
        autoComplete="current-password"
        error={errors.old_password?.message}
        {...register('old_password')}
      />
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        error={errors.new_password1?.message}
        {...register('new_password1')}
      />
      <TextField
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        error={errors.new_password2?.message}
        {...register('new_password2')}
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
