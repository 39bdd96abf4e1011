import styles from './Spinner.module.css'

/** A small "stitching" spinner: four pixels chasing each other. Decorative; pair it with text. */
export function Spinner({ size = 'md', label }: { size?: 'sm' | 'md' | 'lg'; label?: string }) {
  return (
    <span className={`${styles.spinner} ${styles[size]}`} role={label ? 'status' : undefined}>
      <span className={styles.dots} aria-hidden="true">
        <span />
        <span />
        <span />
        <span />
      </span>
      {label && <span className={styles.label}>{label}</span>}
    </span>
  )
}

export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className={styles.page}>
      <Spinner size="lg" label={label} />
    </div>
  )
}
