import type { ReactNode } from 'react'
import styles from './StaticPage.module.css'

interface StaticPageProps {
  title: string
  lede?: ReactNode
  updated?: string
  children: ReactNode
}

/** The frame of the FAQ, privacy and terms pages: a heading band and a readable column of text. */
export function StaticPage({ title, lede, updated, children }: StaticPageProps) {
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {lede && <p className={styles.lede}>{lede}</p>}
        {updated && <p className={styles.updated}>Last updated {updated}</p>}
      </header>
      <div className={styles.prose}>{children}</div>
    </article>
  )
}
