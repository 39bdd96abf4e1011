import { AuthMessages, type User } from '@threadbit/contracts'
import { useLazyZodForm } from './lazy-resolver.ts'
import { updateUser } from '../../api/auth.ts'
import { Button } from '../../ui/Button.tsx'
import { useAuth } from './AuthProvider.tsx'
import { UsernameField } from './fields.tsx'
import { firstServerMessage } from './server-errors.ts'
import styles from './auth.module.css'

interface ChooseUsernameFormProps {
  onSuccess: (user: User) => void
}

export function ChooseUsernameForm({ onSuccess }: ChooseUsernameFormProps) {
  const { user, setUser } = useAuth()
  const { register, handleSubmit, setError, errors, isSubmitting } = useLazyZodForm('ChooseUsername', {
    username: user?.username ?? '',
  })

  const onSubmit = handleSubmit(async ({ username }) => {
    try {
      const updated = await updateUser({ username })
      setUser(updated)
      onSuccess(updated)
    } catch (error) {
      setError('username', {
        type: 'server',
        message: firstServerMessage(error) ?? AuthMessages.usernameUpdateFailed,
      })
    }
  })

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <UsernameField
        hint="This is how other makers will see you."
        error={errors.username?.message}
        {...register('username')}
      />
      <Button type="submit" size="lg" block isLoading={isSubmitting}>
        Save Username
      </Button>
    </form>
  )
}
