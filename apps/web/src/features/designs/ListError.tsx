import { DesignMessages } from '@threadbit/contracts'
import styles from './DesignList.module.css'

/** List errors are red text with the error's message, or 'Failed to load'. */
export function ListError({ error, onRetry }: { error: unknown; onRetry?(): void }) {
  const message = error instanceof Error && error.message ? error.message : DesignMessages.listFailed
  return (
    <div className={styles.error} role="alert">
      <span>{message}</span>
      {onRetry && (
        <button type="button" className={styles.retry} onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  )
}
