import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeServer } from '../test/fake-server.ts'
import { signInRoutes } from '../test/sign-in-routes.ts'
import { renderWithApp, SAMPLE_USER } from '../test/render.tsx'
import { DEFAULT_DESIGN_UUID } from '@threadbit/contracts'
import { AppRoutes } from './routes.tsx'

// The app renders its route table with AppRoutes (which also provides the routes' titles); here it sits
// under a memory router's catch-all route, so the tests can read and drive the router.
const routes = [{ path: '*', element: <AppRoutes /> }]

const anonymous = { 'GET /api/auth/session/': { status: 200, body: { user: null } } }

function renderAt(path: string, options: Parameters<typeof renderWithApp>[1] = {}) {
  return renderWithApp(null, { routes, path, ...options })
}

describe('routes', () => {
  it('replaces /bc with the home page marked as a business-card visit', async () => {
    fakeServer(anonymous)
    const { router } = renderAt('/bc')
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(router.state.location.search).toBe('?ref=business_card')
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it('sends unknown paths to the default design', async () => {
    fakeServer(anonymous)
    const { router } = renderAt('/no/such/page')
    await waitFor(() => expect(router.state.location.pathname).toBe(`/apparel/${DEFAULT_DESIGN_UUID}`))
  })

  it.each([
    ['/login', 'Log In | Threadbit'],
    ['/signup', 'Sign Up | Threadbit'],
    ['/account', 'Account Settings | Threadbit'],
    ['/discover', 'Browse Designs | Threadbit'],
    ['/review/abc', 'Submit Review | Threadbit'],
    ['/faqs', 'FAQs | Threadbit'],
    ['/privacy', 'Privacy Policy | Threadbit'],
    ['/terms', 'Terms of Service | Threadbit'],
  ])('titles %s "%s"', async (path, title) => {
    fakeServer(anonymous)
    renderAt(path)
    await waitFor(() => expect(document.title).toBe(title))
  })

  it('uses the configured product name', async () => {
    fakeServer(anonymous)
    renderAt('/faqs', { settings: { productName: 'Stitchy', version: '1.4.2' } })
    await waitFor(() => expect(document.title).toBe('FAQs | Stitchy'))
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Stitchy`)).toBeInTheDocument()
    expect(within(footer).getByTestId('version-badge')).toHaveTextContent('v1.4.2')
  })
})

describe('layout', () => {
  it('shows the navigation, an empty cart and a Log In link to anonymous visitors', async () => {
    fakeServer(anonymous)
    renderAt('/faqs')
    const nav = screen.getByRole('navigation', { name: 'Main' })
    for (const [name, href] of [
      ['Create Your Own', '/editor'],
      ['Browse Designs', '/discover'],
      ['Popular Picks', '/popular'],
      ['Shop Apparel', '/apparel'],
    ]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href)
    }
    expect(screen.getByTestId('cart-count')).toHaveTextContent('0')
    expect(await screen.findByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login')
  })

  it('treats a failing user request as signed out', async () => {
    fakeServer({ 'GET /api/auth/session/': { status: 500 } })
    renderAt('/')
    expect(await screen.findByRole('link', { name: 'Log In' })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Custom pixel art embroidery' })).toBeInTheDocument()
  })

  it("shows a signed-in user's initial, upper-cased, linking to the account", async () => {
    fakeServer()
    renderAt('/faqs', { user: SAMPLE_USER })
    const link = await screen.findByRole('link', { name: /Account settings/ })
    expect(link).toHaveAttribute('href', '/account')
    expect(within(link).getByTestId('avatar-letter')).toHaveTextContent('A')
  })

  it('links the footer to the static pages', () => {
    fakeServer(anonymous)
    renderAt('/')
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/faqs')
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy')
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms')
  })

  it('opens the mobile menu as a dialog', async () => {
    fakeServer(anonymous)
    renderAt('/')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open menu' }))
    const dialog = await screen.findByRole('dialog', { name: 'Menu' })
    expect(within(dialog).getByRole('link', { name: 'Shop Apparel' })).toBeInTheDocument()
  })
})

describe('access', () => {
  it('sends anonymous visitors of a protected page to /login, remembering it', async () => {
    fakeServer(anonymous)
    const { router } = renderAt('/choose-username')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/choose-username' } })
  })

  it('asks anonymous visitors of /account to log in', async () => {
    fakeServer(anonymous)
    renderAt('/account')
    expect(await screen.findByText('Log in to manage your username, flair and password.')).toBeInTheDocument()
  })

  it('redirects a signed-in visitor away from /login to where they came from', async () => {
    fakeServer()
    const { router } = renderWithApp(null, { routes, path: '/login', user: SAMPLE_USER })
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  it('returns to the origin page after logging in', async () => {
    fakeServer(signInRoutes())
    const { router } = renderAt('/choose-username')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Email', {}, { timeout: 3000 }), 'ada@example.com')
    await user.type(screen.getByLabelText('Password'), 'secret1')
    await user.click(screen.getByRole('button', { name: 'Log In' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/choose-username'))
  })
})
