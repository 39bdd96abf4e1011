import { ButtonLink } from '../../ui/Button.tsx'
import { PixelArt } from '../../ui/PixelArt.tsx'
import { SHIRT } from '../../ui/sprites.ts'
import styles from './HomePage.module.css'

const STEPS = [
  {
    n: '01',
    title: 'Draw',
    text: 'Sketch pixel art in the editor, import an image, or let AI start one for you.',
  },
  {
    n: '02',
    title: 'Pick apparel',
    text: 'Choose a tee, hoodie or hat, then set the size and placement of your design.',
  },
  {
    n: '03',
    title: 'We stitch it',
    text: 'Every pixel becomes a block of real thread. Ships within 3–5 business days.',
  },
]

/** The home page's hero; the carousels and reviews arrive with the shop. */
export default function HomePage() {
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={styles.heroText}>
          <p className={styles.kicker}>Draw it. Wear it.</p>
          <h1 id="hero-title" className={styles.title}>
            Custom pixel art embroidery
          </h1>
          <p className={styles.lede}>
            Draw pixel art in your browser and wear it as real embroidery. Every pixel becomes a little block
            of thread, in up to 12 colours.
          </p>
          <div className={styles.ctas}>
            <ButtonLink to="/editor" size="lg">
              Create Your Own
            </ButtonLink>
            <ButtonLink to="/discover" size="lg" variant="secondary">
              Browse Designs
            </ButtonLink>
          </div>
        </div>
        <div className={styles.heroArt} aria-hidden="true">
          <div className={styles.hoop}>
            <PixelArt sprite={SHIRT} pixelSize={14} className={styles.shirt} />
          </div>
        </div>
      </section>

      <section className={styles.steps} aria-labelledby="how-title">
        <h2 id="how-title" className={styles.sectionTitle}>
          How it works
        </h2>
        <ol className={styles.stepList}>
          {STEPS.map((step) => (
            <li key={step.n} className={styles.step}>
              <span className={styles.stepNumber}>{step.n}</span>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p className={styles.stepText}>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.band} aria-labelledby="band-title">
        <h2 id="band-title" className={styles.bandTitle}>
          Start with a design or start with apparel
        </h2>
        <div className={styles.ctas}>
          <ButtonLink to="/popular" variant="secondary">
            Popular Picks
          </ButtonLink>
          <ButtonLink to="/apparel" variant="secondary">
            Shop Apparel
          </ButtonLink>
        </div>
      </section>
    </div>
  )
}
