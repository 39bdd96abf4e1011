import type { ReactNode } from 'react'
import styles from './Notice.module.css'

interface NoticeProps {
  tone?: 'info' | 'success' | 'warning' | 'danger'
  title?: ReactNode
  children?: ReactNode
  action?: ReactNode
}

const ICONS = { info: 'i', success: '✓', warning: '!', danger: '!' } as const

/** A boxed message inside a page (not a toast): verification state, results of a one-off action. */
export function Notice({ tone = 'info', title, children, action }: NoticeProps) {
  return (
    <div className={`${styles.notice} ${styles[tone]}`} role={tone === 'danger' ? 'alert' : 'status'}>
      <span className={styles.icon} aria-hidden="true">
        {ICONS[tone]}
      </span>
      <div className={styles.body}>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div className={styles.text}>{children}</div>}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  )
}
