import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { PixelArt } from '../ui/PixelArt.tsx'
import { SNAPPED } from '../ui/sprites.ts'
import { reportError } from './error-reporting.ts'
import screen from '../ui/MessageScreen.module.css'
import styles from './ErrorScreens.module.css'

export const CRASH_MESSAGE = 'An error has occurred'

/** The crash message (spec: 'An error has occurred'), with a way out. Plain links: the router may be gone. */
export function CrashMessage({ fullPage }: { fullPage?: boolean }) {
  return (
    <div className={fullPage ? `${screen.screen} ${styles.fullPage}` : screen.screen} role="alert">
      <PixelArt sprite={SNAPPED} pixelSize={8} />
      <h1 className={screen.title}>{CRASH_MESSAGE}</h1>
      <p className={screen.text}>A thread snapped somewhere. Reloading the page usually fixes it.</p>
      <div className={screen.actions}>
        <button type="button" className={styles.button} onClick={() => window.location.reload()}>
          Reload page
        </button>
        <a className={styles.link} href="/">
          Go to the home page
        </a>
      </div>
    </div>
  )
}

/** A route's render error, shown inside the layout so the header stays usable. */
export function RouteErrorScreen() {
  const error = useRouteError()
  const isCrash = !isRouteErrorResponse(error)
  if (isCrash) console.error(error)
  // Reported once per error, not on every render of the screen.
  useEffect(() => {
    if (isCrash) reportError(error)
  }, [error, isCrash])
  return <CrashMessage />
}

/** The last line of defence: errors outside any route (providers, the router itself). */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary>{children}</Boundary>
}

class Boundary extends Component<{ children: ReactNode }, { hasError: boolean }> {
  override state = { hasError: false }

  static getDerivedStateFromError() {
    return { hasError: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack)
    reportError(error, { componentStack: info.componentStack })
  }

  override render() {
    return this.state.hasError ? <CrashMessage fullPage /> : this.props.children
  }
}
