import type { ComponentProps } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { TextField } from '../../ui/Field.tsx'

type FieldProps = Omit<ComponentProps<typeof TextField>, 'label'> & { label?: string }

/** The username input: no capitals or spell-check, and autofill knows it is the account name. */
export function UsernameField({ label = 'Username', ...rest }: FieldProps) {
  return (
    <TextField label={label} autoComplete="username" autoCapitalize="none" spellCheck={false} {...rest} />
  )
}

/** A password input; `purpose` tells password managers whether to fill or to suggest one. */
export function PasswordField({
  label = 'Password',
  purpose,
  ...rest
}: FieldProps & { purpose: 'current' | 'new' }) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete={purpose === 'new' ? 'new-password' : 'current-password'}
      {...rest}
    />
  )
}

export const NEW_PASSWORD_HINT = 'At least 6 characters.'

interface NewPasswordFieldsProps {
  /** "Password" on sign-up, "New Password" where one is replaced; the second field is "Confirm <label>". */
  label: string
  /** `register(…)` of the password and of its confirmation. */
  password: UseFormRegisterReturn
  confirm: UseFormRegisterReturn
  errors: { password?: string | undefined; confirm?: string | undefined }
  hint?: string
}

/** A new password and its confirmation, both offered for a generated password by password managers. */
export function NewPasswordFields({ label, password, confirm, errors, hint }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField label={label} purpose="new" hint={hint} error={errors.password} {...password} />
      <PasswordField label={`Confirm ${label}`} purpose="new" error={errors.confirm} {...confirm} />
    </>
  )
}
