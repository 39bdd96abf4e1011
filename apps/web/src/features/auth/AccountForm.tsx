import { useWatch } from 'react-hook-form'
import { useLazyZodForm } from './lazy-resolver.ts'
import { toast } from '../../ui/toast.ts'
import { AuthMessages, FLAIRS, type User } from '@threadbit/contracts'
import { updateUser } from '../../api/auth.ts'
import { Button } from '../../ui/Button.tsx'
import { FormError, SelectField, TextField } from '../../ui/Field.tsx'
import { FLAIR_LABELS, FlairName } from '../flair/FlairName.tsx'
import { useAuth } from './AuthProvider.tsx'
import { UsernameField } from './fields.tsx'
import { applyServerErrors } from './server-errors.ts'
import styles from './account.module.css'

/** Username (editable), email (read-only), flair with a live preview, Save Changes and Sign Out. */
export function AccountForm({ user }: { user: User }) {
  const { setUser, logout } = useAuth()
  const { register, handleSubmit, setError, reset, control, errors, isSubmitting } = useLazyZodForm(
    'AccountForm',
    { username: user.username, flair: user.flair },
  )
  const [username, flair] = useWatch({ control, name: ['username', 'flair'] })

  const onSubmit = handleSubmit(async (values) => {
    const toastId = toast.loading(AuthMessages.profileUpdating)
    try {
      // The form sends is_staff: true; the server never reads it (docs/decisions/staff-only-from-the-command-line.md).
      const updated = await updateUser({ username: values.username, flair: values.flair, is_staff: true })
      setUser(updated)
      reset({ username: updated.username, flair: updated.flair })
      toast.success(AuthMessages.profileUpdated, { id: toastId })
    } catch (error) {
      toast.error(AuthMessages.profileUpdateFailed, { id: toastId })
      const { applied } = applyServerErrors(error, setError, ['username', 'flair'], 'username')
      if (!applied) setError('root', { type: 'server', message: AuthMessages.profileUnexpected })
    }
  })

  const handleSignOut = () => {
    logout().catch(() => toast.error('Could not sign out. Please try again.'))
  }

  const previewName = username?.trim() || user.username || 'your-name'

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <UsernameField error={errors.username?.message} {...register('username')} />
      <TextField
        label="Email"
        type="email"
        value={user.email}
        readOnly
        hint="Your e-mail cannot be changed."
      />
      <SelectField label="Flair" error={errors.flair?.message} {...register('flair')}>
        {FLAIRS.map((f) => (
          <option key={f} value={f}>
            {FLAIR_LABELS[f]}
          </option>
        ))}
      </SelectField>
      <div className={styles.preview}>
        <span className={styles.previewLabel}>Preview</span>
        <div className={styles.previewSwatches}>
          <div className={styles.swatchLight} data-testid="flair-preview">
            <FlairName username={previewName} flair={flair} className={styles.wholeName} />
          </div>
          <div className={styles.swatchDark} aria-hidden="true">
            <FlairName username={previewName} flair={flair} className={styles.wholeName} />
          </div>
        </div>
      </div>
      <FormError>{errors.root?.message}</FormError>
      <div className={styles.actions}>
        <Button type="submit" isLoading={isSubmitting}>
          Save Changes
        </Button>
        <Button variant="secondary" onClick={handleSignOut}>
          Sign Out
        </Button>
      </div>
    </form>
  )
}
