import { DesignIcon } from './icons.tsx'
import styles from './DesignList.module.css'

interface PagerProps {
  page: number
  /** Total items; the pager shows only when they do not fit on one page. */
  count: number
  pageSize: number
  onPageChange(page: number): void
  isBusy?: boolean
}

export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize))
}

/** 'Page x / y' with Previous and Next, when the count exceeds the page size. */
export function Pager({ page, count, pageSize, onPageChange, isBusy = false }: PagerProps) {
  if (count <= pageSize) return null
  const pages = pageCount(count, pageSize)
  return (
    <nav className={styles.pager} aria-label="Pages">
      <button
        type="button"
        className={styles.pagerBtn}
        disabled={page <= 1 || isBusy}
        onClick={() => onPageChange(page - 1)}
      >
        <DesignIcon name="arrowLeft" size={16} />
        Previous
      </button>
      <span className={styles.pagerState} aria-live="polite">
        Page {page} / {pages}
      </span>
      <button
        type="button"
        className={styles.pagerBtn}
        disabled={page >= pages || isBusy}
        onClick={() => onPageChange(page + 1)}
      >
        Next
        <DesignIcon name="arrowRight" size={16} />
      </button>
    </nav>
  )
}
