import { Outlet, useLocation } from 'react-router'
import { AuthProvider } from '../features/auth/AuthProvider.tsx'
import { AuthModalProvider } from '../features/auth/AuthModalProvider.tsx'
import { CartProvider } from '../features/cart/CartProvider.tsx'
import { GenerationWatcher } from '../features/generation/GenerationWatcher.tsx'
import { Toasts } from '../ui/Toasts.tsx'
import { PageErrorBoundary } from './ErrorScreens.tsx'
import { Footer } from './Footer.tsx'
import { Header } from './Header.tsx'
import { RouteEffects, useRouteHandle } from './RouteEffects.tsx'
import styles from './Layout.module.css'

/** Version badge, header, the page and footer; the editor's page spans the full width. */
export function Layout() {
  const { fullWidth } = useRouteHandle()
  const { pathname } = useLocation()
  return (
    <div className={styles.app}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={fullWidth ? styles.fullWidth : styles.container}>
        {/* Errors in a page render inside the layout, so the header and footer stay usable. */}
        <PageErrorBoundary resetKey={pathname}>
          <Outlet />
        </PageErrorBoundary>
      </main>
      <Footer />
    </div>
  )
}

/** What every page needs from inside the router: auth (it navigates), auth modals, toasts, route effects. */
export function RootLayout() {
  return (
    <AuthProvider>
      <AuthModalProvider>
        <RouteEffects />
        <GenerationWatcher />
        <CartProvider>
          <Layout />
        </CartProvider>
        <Toasts />
      </AuthModalProvider>
    </AuthProvider>
  )
}
