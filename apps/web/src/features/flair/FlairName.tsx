import type { CSSProperties } from 'react'
import { FLAIRS, type Flair } from '@threadbit/contracts'
import styles from './flair.module.css'

export const FLAIR_LABELS: Record<Flair, string> = {
  none: 'None',
  wave: 'Wave',
  flash1: 'Flash: Rainbow Thread',
  flash2: 'Flash: Holo Shimmer',
  glow1: 'Glow: Golden',
  glow2: 'Glow: Neon',
}

function asFlair(value: string | null | undefined): Flair {
  return (FLAIRS as readonly string[]).includes(value ?? '') ? (value as Flair) : 'none'
}

interface FlairNameProps {
  username: string
  /** Unknown values render as no flair. */
  flair: Flair | string | null | undefined
  className?: string
}

/**
 * A username in its owner's flair. The animated letters are hidden from assistive technology, which reads
 * the plain name instead, so "wave" does not spell the name out letter by letter.
 */
export function FlairName({ username, flair, className }: FlairNameProps) {
  const style = asFlair(flair)
  const classes = [styles.name, styles[style], className].filter(Boolean).join(' ')
  if (style !== 'wave') {
    return (
      <span className={classes} data-flair={style}>
        {username}
      </span>
    )
  }
  return (
    <span className={classes} data-flair={style}>
      <span className={styles.srOnly}>{username}</span>
      <span aria-hidden="true">
        {Array.from(username).map((char, i) => (
          <span key={i} className={styles.letter} style={{ '--i': i } as CSSProperties}>
            {char === ' ' ? '\u00a0' : char}
          </span>
        ))}
      </span>
    </span>
  )
}
