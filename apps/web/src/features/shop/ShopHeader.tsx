import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ShopIcon } from './icons.tsx'
import styles from '../../ui/PageHeader.module.css'

interface ShopHeaderProps {
  back: { to: string; label: string }
  kicker?: string
  title: string
  children?: ReactNode
}

/** The shop pages' top: a return link, the step, the big pixel title and a line of guidance. */
export function ShopHeader({ back, kicker, title, children }: ShopHeaderProps) {
  return (
    <>
      <Link to={back.to} className={styles.back}>
        <ShopIcon name="arrowLeft" size={16} /> {back.label}
      </Link>
      <header className={styles.header}>
        {kicker && <p className={styles.kicker}>{kicker}</p>}
        <h1 className={styles.title}>{title}</h1>
        {children && <p className={styles.lede}>{children}</p>}
      </header>
    </>
  )
}
