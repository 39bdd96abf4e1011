import { UPLOAD_IMAGE_TYPES } from '@threadbit/contracts'
import { useEffect, useId, useMemo, useRef } from 'react'
import styles from './ReviewPage.module.css'

interface ReviewImageFieldProps {
  value: File | null
  onChange(file: File | null): void
  error?: string | undefined
  disabled?: boolean
}

function usePreviewUrl(file: File | null): string | null {
  const url = useMemo(
    () => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null),
    [file],
  )
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url])
  return url
}

/** An optional photo: images only, a preview (at most 150 px) and Remove. */
export function ReviewImageField({ value, onChange, error, disabled }: ReviewImageFieldProps) {
  const id = useId()
  const inputRef = useRef<HTMLInputElement | null>(null)
  const previewUrl = usePreviewUrl(value)

  const remove = () => {
    onChange(null)
    if (inputRef.current) inputRef.current.value = ''
    inputRef.current?.focus()
  }

  return (
    <div className={styles.imageField}>
      <span className={styles.fieldLabel} id={`${id}-label`}>
        Add a photo <span className={styles.optional}>(optional)</span>
      </span>
      <div className={styles.imageRow}>
        {value && previewUrl && (
          <img className={styles.preview} src={previewUrl} alt="Preview of your photo" />
        )}
        <div className={styles.imageActions}>
          <label htmlFor={id} className={styles.fileButton} data-disabled={disabled || undefined}>
            {value ? 'Choose another image' : 'Choose an image'}
          </label>
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept={UPLOAD_IMAGE_TYPES}
            className={styles.fileInput}
            aria-labelledby={`${id}-label`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            disabled={disabled}
            onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          />
          {value && (
            <>
              <span className={styles.fileName} title={value.name}>
                {value.name}
              </span>
              <button type="button" className={styles.removeButton} onClick={remove} disabled={disabled}>
                Remove
              </button>
            </>
          )}
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
