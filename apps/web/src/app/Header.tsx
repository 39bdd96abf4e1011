import { lazy, Suspense, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { useAuth } from '../features/auth/AuthProvider.tsx'
import { useCart } from '../features/cart/use-cart.ts'
import { Avatar } from '../ui/Avatar.tsx'
import { PixelArt } from '../ui/PixelArt.tsx'
import { BAG, LOGO } from '../ui/sprites.ts'
import { NAV_ITEMS } from './navigation.ts'
import { usePageSettings } from '../lib/settings.tsx'
import './Header.css'

// The phone menu's dialog library loads on the first tap, not with every page.
const Dialog = lazy(() => import('../ui/Dialog.tsx').then((m) => ({ default: m.Dialog })))

function navClass({ isActive }: { isActive: boolean }) {
  return isActive ? 'site-nav-link site-nav-active' : 'site-nav-link'
}

/** Login keeps the page the visitor was on, to come back to it. */
function useLoginState() {
  const location = useLocation()
  const onAuthPage = location.pathname === '/login' || location.pathname === '/signup'
  return onAuthPage ? location.state : { from: location }
}

function AccountSlot() {
  const { status, user } = useAuth()
  const loginState = useLoginState()
  if (status === 'loading') return <span className="site-avatar-placeholder" aria-hidden="true" />
  if (user) {
    const name = user.username || user.email
    return (
      <Link
        to="/account"
        className="site-avatar-link"
        aria-label={`Account settings (${name})`}
        title="Account"
      >
        <Avatar name={name} />
      </Link>
    )
  }
  return (
    <Link to="/login" state={loginState} className="site-login-link">
      Log In
    </Link>
  )
}

function CartButton() {
  const { count, open } = useCart()
  return (
    <button
      type="button"
      className="site-cart"
      aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
      aria-haspopup="dialog"
      onClick={open}
    >
      <PixelArt sprite={BAG} pixelSize={2} />
      <span className="site-cart-count" data-testid="cart-count">
        {count}
      </span>
    </button>
  )
}

function MobileMenu() {
  const [isOpen, setIsOpen] = useState(false)
  const [hasOpened, setHasOpened] = useState(false)
  if (isOpen && !hasOpened) setHasOpened(true)
  const { user } = useAuth()
  const loginState = useLoginState()
  const close = () => setIsOpen(false)
  return (
    <>
      <button
        type="button"
        className="site-hamburger"
        aria-label="Open menu"
        aria-expanded={isOpen}
        onClick={() => setIsOpen(true)}
      >
        <span aria-hidden="true" />
        <span aria-hidden="true" />
        <span aria-hidden="true" />
      </button>
      {hasOpened && (
        <Suspense fallback={null}>
          <Dialog open={isOpen} onOpenChange={setIsOpen} title="Menu" variant="sheet">
            <nav aria-label="Mobile" className="site-mobile-nav">
              {NAV_ITEMS.map((item) => (
                <NavLink key={item.to} to={item.to} className={navClass} onClick={close}>
                  {item.label}
                </NavLink>
              ))}
              {user?.is_staff && (
                <NavLink to="/workshop" className={navClass} onClick={close}>
                  Workshop
                </NavLink>
              )}
              <hr className="site-mobile-rule" />
              {user ? (
                <NavLink to="/account" className={navClass} onClick={close}>
                  Account Settings
                </NavLink>
              ) : (
                <>
                  <NavLink to="/login" state={loginState} className={navClass} onClick={close}>
                    Log In
                  </NavLink>
                  <NavLink to="/signup" state={loginState} className={navClass} onClick={close}>
                    Sign Up
                  </NavLink>
                </>
              )}
            </nav>
          </Dialog>
        </Suspense>
      )}
    </>
  )
}

export function Header() {
  const { productName } = usePageSettings()
  const { user } = useAuth()
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link to="/" className="site-brand" aria-label={`${productName} home`}>
          <PixelArt sprite={LOGO} pixelSize={3} />
          <span className="site-wordmark">{productName}</span>
        </Link>
        <nav aria-label="Main" className="site-nav">
          {NAV_ITEMS.map((item) => (
            <NavLink key={item.to} to={item.to} className={navClass}>
              {item.label}
            </NavLink>
          ))}
          {/* Staff only: the workshop's orders and moderation. */}
          {user?.is_staff && (
            <NavLink to="/workshop" className={navClass}>
              Workshop
            </NavLink>
          )}
        </nav>
        <div className="site-actions">
          <CartButton />
          <AccountSlot />
          <MobileMenu />
        </div>
      </div>
    </header>
  )
}
