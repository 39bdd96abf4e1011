import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react'
import styles from './Field.module.css'

interface FieldShellProps {
  id: string
  label: ReactNode
  error?: string | undefined
  hint?: ReactNode
  children: ReactNode
}

function FieldShell({ id, label, error, hint, children }: FieldShellProps) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  if (error) return `${id}-error`
  if (hint) return `${id}-hint`
  return undefined
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode
  error?: string | undefined
  hint?: ReactNode
  ref?: Ref<HTMLInputElement>
}

/** A labelled input with its hint and error wired up for screen readers. */
export function TextField({ label, error, hint, className, ...rest }: TextFieldProps) {
  const id = useId()
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        className={[styles.input, className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...rest}
      />
    </FieldShell>
  )
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode
  error?: string | undefined
  hint?: ReactNode
  ref?: Ref<HTMLSelectElement>
}

export function SelectField({ label, error, hint, className, children, ...rest }: SelectFieldProps) {
  const id = useId()
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <div className={styles.selectWrap}>
        <select
          id={id}
          className={[styles.input, styles.select, className].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          {...rest}
        >
          {children}
        </select>
      </div>
    </FieldShell>
  )
}

/** An e-mail input (keyboard, autofill and placeholder set once), for sign-in forms and checkout alike. */
export function EmailField({
  label = 'Email',
  ...rest
}: Omit<TextFieldProps, 'label'> & { label?: ReactNode }) {
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

/** An error that belongs to the whole form rather than one field. */
export function FormError({ children }: { children: ReactNode }) {
  if (!children) return null
  return (
    <p className={styles.formError} role="alert">
      {children}
    </p>
  )
}
