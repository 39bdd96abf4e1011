import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ShopIcon } from './icons.tsx'
import styles from './SelectionPanel.module.css'

interface SelectionPanelProps {
  /** What is selected: names the panel, its caption and its Change and Remove buttons. */
  kind: 'apparel' | 'design'
  thumb: ReactNode
  /** The thumbnail is a product photo (a padded, tinted frame) rather than pixel art. */
  photo?: boolean
  name: string
  meta: ReactNode
  /** Where Change leads: the page to pick another. */
  changeTo: string
  onRemove(): void
  /** Actions shown before Change and Remove. */
  children?: ReactNode
}

/** The shell of a picked design or apparel item above the shop's lists: thumbnail, name, facts and actions. */
export function SelectionPanel({
  kind,
  thumb,
  photo,
  name,
  meta,
  changeTo,
  onRemove,
  children,
}: SelectionPanelProps) {
  return (
    <section className={styles.panel} aria-label={`Selected ${kind}`} data-testid={`selected-${kind}`}>
      <div className={photo ? `${styles.thumb} ${styles.photo}` : styles.thumb}>{thumb}</div>
      <div className={styles.info}>
        <p className={styles.caption}>{`Your ${kind}`}</p>
        <h2 className={styles.name}>{name}</h2>
        <p className={styles.meta}>{meta}</p>
      </div>
      <div className={styles.actions}>
        {children}
        <Link to={changeTo} className={styles.action} aria-label={`Change ${kind}`}>
          <ShopIcon name="swap" size={16} /> Change
        </Link>
        <button
          type="button"
          className={`${styles.action} ${styles.remove}`}
          onClick={onRemove}
          aria-label={`Remove ${kind}`}
        >
          <ShopIcon name="close" size={16} /> Remove
        </button>
      </div>
    </section>
  )
}
