import { ButtonLink } from '../../ui/Button.tsx'
import styles from './NotFoundPage.module.css'

/** The page for an address that leads nowhere (and for pages a visitor may not know exist). */
export function NotFoundPage() {
  return (
    <section className={styles.screen} aria-labelledby="not-found-title" data-testid="not-found">
      <h1 id="not-found-title" className={styles.title}>
        Page not found
      </h1>
      <p className={styles.text}>The page you are looking for does not exist or has moved.</p>
      <ButtonLink to="/">Go to the home page</ButtonLink>
    </section>
  )
}
