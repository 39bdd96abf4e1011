import type { ComponentProps } from 'react'
import { TextField } from '../../ui/Field.tsx'

type FieldProps = Omit<ComponentProps<typeof TextField>, 'label'> & { label?: string }

/** The e-mail input every auth form shares (keyboard, autofill and placeholder set once). */
export function EmailField({ label = 'Email', ...rest }: FieldProps) {
  return (
    <TextField
      label={label}
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder="you@example.com"
      {...rest}
    />
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
