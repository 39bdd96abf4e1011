import type { CSSProperties } from 'react'
import styles from './Skeleton.module.css'

interface SkeletonProps {
  /** CSS width, e.g. '70%' or 120. */
  width?: CSSProperties['width']
  height?: CSSProperties['height']
  /** 'text' is a rounded bar, 'block' fills its box (images), 'circle' for avatars. */
  shape?: 'text' | 'block' | 'circle'
  className?: string
}

/** A shimmering placeholder for content that is loading. Decorative: the list around it says it is busy. */
export function Skeleton({ width, height, shape = 'text', className }: SkeletonProps) {
  return (
    <span
      className={[styles.skeleton, styles[shape], className].filter(Boolean).join(' ')}
      style={{ width, height }}
      aria-hidden="true"
    />
  )
}
