import { useId } from 'react'
import styles from './PrivacySwitch.module.css'

interface PrivacySwitchProps {
  isPublic: boolean
  isPending: boolean
  /** The design's title, so the switch's name says which design it makes public. */
  title: string
  onChange(isPublic: boolean): void
}

/** The owner's Public / Private switch at the foot of a design card. */
export function PrivacySwitch({ isPublic, isPending, title, onChange }: PrivacySwitchProps) {
  const switchId = useId()
  const state = isPublic ? 'checked' : 'unchecked'
  return (
    <div className={styles.privacy}>
      {/* A native switch: Radix's would put its runtime into every page that shows a card. */}
      <button
        type="button"
        role="switch"
        id={switchId}
        className={styles.switch}
        aria-checked={isPublic}
        data-state={state}
        disabled={isPending}
        aria-label={`Public: ${title}`}
        onClick={() => onChange(!isPublic)}
      >
        <span className={styles.switchThumb} data-state={state} />
      </button>
      <label htmlFor={switchId} className={styles.privacyLabel}>
        {isPublic ? 'Public' : 'Private'}
      </label>
    </div>
  )
}
