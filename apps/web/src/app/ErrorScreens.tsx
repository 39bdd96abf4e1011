import { Component, type ErrorInfo, type ReactNode } from 'react'
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

/**
 * A page's render error (or its chunk failing to load), shown inside the layout so the header stays usable.
 * A new location (`resetKey`) clears it, so the visitor can navigate away from a broken page.
 */
export function PageErrorBoundary({ resetKey, children }: { resetKey: string; children: ReactNode }) {
  return (
    <Boundary fallback={<CrashMessage />} resetKey={resetKey}>
      {children}
    </Boundary>
  )
}

/** The last line of defence: errors outside any page (providers, the router itself). */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary fallback={<CrashMessage fullPage />}>{children}</Boundary>
}

interface BoundaryProps {
  fallback: ReactNode
  resetKey?: string
  children: ReactNode
}

class Boundary extends Component<BoundaryProps, { hasError: boolean; resetKey: string | undefined }> {
  override state = { hasError: false, resetKey: this.props.resetKey }

  static getDerivedStateFromError() {
    return { hasError: true }
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { resetKey: string | undefined }) {
    return props.resetKey === state.resetKey ? null : { hasError: false, resetKey: props.resetKey }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack)
    reportError(error, { componentStack: info.componentStack })
  }

  override render() {
    return this.state.hasError ? this.props.fallback : this.props.children
  }
}
