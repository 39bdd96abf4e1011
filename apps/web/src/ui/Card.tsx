import type { HTMLAttributes } from 'react'
import styles from './Card.module.css'

interface CardProps extends HTMLAttributes<HTMLElement> {
  /** A dashed "stitched" inner border, for featured content. */
  stitched?: boolean
  as?: 'section' | 'div' | 'article'
}

export function Card({ stitched, as: Tag = 'section', className, ...rest }: CardProps) {
  return (
    <Tag
      className={[styles.card, stitched && styles.stitched, className].filter(Boolean).join(' ')}
      {...rest}
    />
  )
}
