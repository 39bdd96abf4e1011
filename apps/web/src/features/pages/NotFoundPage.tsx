import { ButtonLink } from '../../ui/Button.tsx'
import screen from '../../ui/MessageScreen.module.css'

/** The page for an address that leads nowhere (and for pages a visitor may not know exist). */
export function NotFoundPage() {
  return (
    <section className={screen.screen} aria-labelledby="not-found-title" data-testid="not-found">
      <h1 id="not-found-title" className={screen.title}>
        Page not found
      </h1>
      <p className={screen.text}>The page you are looking for does not exist or has moved.</p>
      <div className={screen.actions}>
        <ButtonLink to="/">Go to the home page</ButtonLink>
      </div>
    </section>
  )
}
