import { ButtonLink } from '../../ui/Button.tsx'
import { HERO_SPRITES } from './hero-sprites.ts'
import { StitchAnimation } from './StitchAnimation.tsx'
import styles from './HomeHero.module.css'

/** The home hero: what the shop is, the two ways in, and pixel art being stitched in a hoop. */
export function HomeHero() {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.text}>
        <p className={styles.kicker}>Draw it. Wear it.</p>
        <h1 id="hero-title" className={styles.title}>
          Custom pixel art embroidery
        </h1>
        <p className={styles.lede}>
          Draw pixel art in your browser, or pick a design from the community, and wear it as real embroidery.
          Every pixel becomes a little block of thread.
        </p>
        <div className={styles.ctas}>
          <ButtonLink to="/editor" size="lg">
            Create your own
          </ButtonLink>
          <ButtonLink to="/discover" size="lg" variant="secondary">
            Shop designs
          </ButtonLink>
        </div>
      </div>
      <div className={styles.art} aria-hidden="true">
        <div className={styles.hoop}>
          <StitchAnimation sprites={HERO_SPRITES} className={styles.fabric} />
          <span className={styles.screw} />
        </div>
      </div>
    </section>
  )
}
