import type { GenerationRequest } from '../../api/generation.ts'
import { isInProgress } from '../../api/generation.ts'
import { Spinner } from '../../ui/Spinner.tsx'
import styles from './generation.module.css'

export const GenerationMessages = {
  waiting: '(This could take up to 2 minutes...)',
  failed: 'Something went wrong with this request, please try a different prompt',
  submitFailed: 'Oops! Something went wrong. Please try again.',
  quotaReached: "You've reached your daily limit.",
  listFailed: 'Failed to load image-gen requests.',
  signUpOffer: 'Create an account for more credits!',
  notConfigured: 'AI image generation is not configured on this server.',
} as const

function formatWhen(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
}

/** One request of the history. */
export function RequestCard({
  request,
  opening,
  onImport,
}: {
  request: GenerationRequest
  /** Its generated image is being loaded for the import preview. */
  opening?: boolean
  onImport(request: GenerationRequest): void
}) {
  const { status } = request
  const inProgress = isInProgress(status)
  return (
    <li
      className={`${styles.card} ${inProgress ? styles.cardPending : ''}`}
      data-testid="generation-card"
      data-status={status}
    >
      <div className={styles.cardMedia}>
        {inProgress ? (
          <Spinner size="md" />
        ) : status === 'DONE' && request.processed_png_data ? (
          <img
            className={styles.cardImage}
            src={request.processed_png_data}
            alt={`Generated: ${request.prompt}`}
          />
        ) : status === 'FAILED' ? (
          <span className={styles.errorIcon} role="img" aria-label="Failed">
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
              <path d="M12 3l10 18H2L12 3z" fill="currentColor" />
              <path d="M12 10v5M12 17.5v.5" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </span>
        ) : (
          <span className={styles.cardEmpty} aria-hidden="true">
            ?
          </span>
        )}
      </div>
      <div className={styles.cardBody}>
        <p className={styles.prompt} title={request.prompt}>
          {request.prompt}
        </p>
        {inProgress ? (
          <p className={styles.status} role="status">
            {status === 'PROCESSING' ? 'Generating…' : 'Queued…'}{' '}
            <span className={styles.muted}>{GenerationMessages.waiting}</span>
          </p>
        ) : status === 'FAILED' ? (
          <p className={styles.failed}>{GenerationMessages.failed}</p>
        ) : (
          <p className={styles.muted}>{formatWhen(request.created_at)}</p>
        )}
      </div>
      {status === 'DONE' && request.processed_png_data && (
        <button
          type="button"
          className={`ed-btn ed-btn--primary ${styles.cardAction}`}
          onClick={() => onImport(request)}
          disabled={opening}
          aria-busy={opening || undefined}
          aria-label={`Import “${request.prompt}”`}
        >
          {opening ? 'Opening…' : 'Import'}
        </button>
      )}
    </li>
  )
}
