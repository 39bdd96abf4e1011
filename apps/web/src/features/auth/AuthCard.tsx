import type { ReactNode } from 'react'
import { Card } from '../../ui/Card.tsx'
import styles from './auth.module.css'

/** The frame of the sign-in pages: a centred card with a pixel heading. */
export function AuthCard({
  title,
  lede,
  children,
}: {
  title: string
  lede?: ReactNode
  children: ReactNode
}) {
  return (
    <div className={styles.page}>
      <Card stitched className={styles.card}>
        <h1 className={styles.heading}>{title}</h1>
        {lede && <p className={styles.lede}>{lede}</p>}
        {children}
      </Card>
    </div>
  )
}
