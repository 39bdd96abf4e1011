import styles from './ProductFilter.module.css'

/** The filter button's inside: the same before and after the menu's code has loaded. */
export function FilterTriggerContent({ text, count }: { text: string; count: number }) {
  return (
    <>
      <span className={styles.triggerText}>{text}</span>
      {count > 0 && <span className={styles.badge}>{count}</span>}
      <svg className={styles.chevron} width="12" height="8" viewBox="0 0 12 8" aria-hidden="true">
        <path d="M0 0h2v2H0zM2 2h2v2H2zM4 4h4v2H4zM8 2h2v2H8zM10 0h2v2h-2zM5 6h2v2H5z" fill="currentColor" />
      </svg>
    </>
  )
}
