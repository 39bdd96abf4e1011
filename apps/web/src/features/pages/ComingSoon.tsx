import type { ReactNode } from 'react'
import { ButtonLink } from '../../ui/Button.tsx'
import { PixelArt } from '../../ui/PixelArt.tsx'
import { SPOOL } from '../../ui/sprites.ts'
import styles from './ComingSoon.module.css'

interface ComingSoonProps {
  /** The page's heading, e.g. "Browse Designs". */
  title: string
  kicker?: string
  children?: ReactNode
}

/** A page whose feature is still being stitched: says so, and points to the editor meanwhile. */
export function ComingSoon({ title, kicker = 'Coming soon', children }: ComingSoonProps) {
  return (
    <section className={styles.wrap} aria-labelledby="coming-soon-title">
      <div className={styles.panel}>
        <div className={styles.art}>
          <PixelArt sprite={SPOOL} pixelSize={9} />
        </div>
        <p className={styles.kicker}>{kicker}</p>
        <h1 id="coming-soon-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.text}>
          {children ??
            "We're still stitching this page together. In the meantime, draw something of your own."}
        </p>
        <div className={styles.actions}>
          <ButtonLink to="/editor" size="lg">
            Create Your Own
          </ButtonLink>
          <ButtonLink to="/" size="lg" variant="secondary">
            Back to Home
          </ButtonLink>
        </div>
      </div>
    </section>
  )
}
