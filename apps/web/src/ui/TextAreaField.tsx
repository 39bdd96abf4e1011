import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react'
import fieldStyles from './Field.module.css'
import styles from './TextAreaField.module.css'

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode
  error?: string | undefined
  /** Shown under the box on the right, e.g. '120 / 1000'. */
  counter?: ReactNode
  ref?: Ref<HTMLTextAreaElement>
}

/** A labelled multi-line input in the same look as TextField, with its error and an optional counter. */
export function TextAreaField({ label, error, counter, className, ...rest }: TextAreaFieldProps) {
  const id = useId()
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className={[fieldStyles.input, styles.textarea, className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...rest}
      />
      <div className={styles.below}>
        {error ? (
          <p id={`${id}-error`} className={fieldStyles.error} role="alert">
            {error}
          </p>
        ) : (
          <span />
        )}
        {counter && (
          <span className={styles.counter} aria-hidden="true">
            {counter}
          </span>
        )}
      </div>
    </div>
  )
}
