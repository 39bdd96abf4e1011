import { lazy, Suspense, useMemo, type ComponentType } from 'react'
import { matchRoutes, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router'
import { PageSpinner } from '../ui/Spinner.tsx'
import { DEFAULT_DESIGN_UUID } from '@threadbit/contracts'
import { RootLayout } from './Layout.tsx'
import { RouteHandleContext, type RouteHandle } from './RouteEffects.tsx'

// Every page is a chunk of its own, so a first visit downloads only what it shows; the server names the
// landing page's chunk in index.html (build/route-preloads.ts), so it loads in parallel with the entry.
const HomePage = lazy(() => import('../features/home/HomePage.tsx'))
// The editor (and three.js behind it) is the heaviest page: its own chunk, loaded on first visit.
const EditorPage = lazy(() => import('../features/editor/EditorPage.tsx'))
const AccountPage = lazy(() => import('../features/auth/pages/AccountPage.tsx'))
const ChooseUsernamePage = lazy(() => import('../features/auth/pages/ChooseUsernamePage.tsx'))
const LoginPage = lazy(() => import('../features/auth/pages/LoginPage.tsx'))
const ResetPasswordConfirmPage = lazy(() => import('../features/auth/pages/ResetPasswordConfirmPage.tsx'))
const ResetPasswordPage = lazy(() => import('../features/auth/pages/ResetPasswordPage.tsx'))
const SignupPage = lazy(() => import('../features/auth/pages/SignupPage.tsx'))
const VerifyEmailPage = lazy(() => import('../features/auth/pages/VerifyEmailPage.tsx'))
const FaqPage = lazy(() => import('../features/pages/FaqPage.tsx'))
const PrivacyPage = lazy(() => import('../features/pages/PrivacyPage.tsx'))
const TermsPage = lazy(() => import('../features/pages/TermsPage.tsx'))
const ReviewPage = lazy(() => import('../features/reviews/ReviewPage.tsx'))
const ApparelPage = lazy(() => import('../features/shop/ApparelPage.tsx'))
const DiscoverPage = lazy(() => import('../features/shop/DiscoverPage.tsx'))
const PopularPage = lazy(() => import('../features/shop/PopularPage.tsx'))
const SharedProductPage = lazy(() => import('../features/shop/SharedProductPage.tsx'))
const WorkshopPage = lazy(() => import('../features/workshop/WorkshopPage.tsx'))
const WorkshopOrderPage = lazy(() => import('../features/workshop/WorkshopOrderPage.tsx'))

function page(Page: ComponentType, fallback?: string) {
  return (
    <Suspense fallback={<PageSpinner label={fallback} />}>
      <Page />
    </Suspense>
  )
}

const handle = (h: RouteHandle) => h

/** Every route of the shop spec's route table, inside the common layout; titles live here. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: page(HomePage), handle: handle({ title: 'Custom Pixel Art Embroidery' }) },
      {
        path: 'editor/*',
        element: page(EditorPage, 'Loading the editor…'),
        handle: handle({ title: 'Create Your Own', fullWidth: true }),
      },
      { path: 'discover', element: page(DiscoverPage), handle: handle({ title: 'Browse Designs' }) },
      { path: 'apparel', element: page(ApparelPage), handle: handle({ title: 'Shop Apparel' }) },
      { path: 'apparel/:artUuid', element: page(ApparelPage), handle: handle({ title: 'Shop Apparel' }) },
      {
        path: 'shared-product/:payload',
        element: page(SharedProductPage),
        handle: handle({ title: 'Shared Product' }),
      },
      { path: 'popular', element: page(PopularPage), handle: handle({ title: 'Popular Picks' }) },
      { path: 'account', element: page(AccountPage), handle: handle({ title: 'Account Settings' }) },
      { path: 'login', element: page(LoginPage), handle: handle({ title: 'Log In' }) },
      { path: 'signup', element: page(SignupPage), handle: handle({ title: 'Sign Up' }) },
      {
        path: 'choose-username',
        element: page(ChooseUsernamePage),
        handle: handle({ title: 'Choose Username' }),
      },
      {
        path: 'verify-email/:key',
        element: page(VerifyEmailPage),
        handle: handle({ title: 'Verify E-mail' }),
      },
      {
        path: 'reset-password',
        element: page(ResetPasswordPage),
        handle: handle({ title: 'Reset Password' }),
      },
      {
        path: 'reset-password/:uid/:token',
        element: page(ResetPasswordConfirmPage),
        handle: handle({ title: 'Set New Password' }),
      },
      { path: 'review/:uuid', element: page(ReviewPage), handle: handle({ title: 'Submit Review' }) },
      { path: 'faqs', element: page(FaqPage), handle: handle({ title: 'FAQs' }) },
      { path: 'privacy', element: page(PrivacyPage), handle: handle({ title: 'Privacy Policy' }) },
      { path: 'terms', element: page(TermsPage), handle: handle({ title: 'Terms of Service' }) },
      // Staff only; the pages set their titles themselves, so others learn nothing from the tab.
      { path: 'workshop', element: page(WorkshopPage) },
      { path: 'workshop/orders/:uuid', element: page(WorkshopOrderPage) },
      { path: 'bc', element: <Navigate to="/?ref=business_card" replace /> },
      { path: '*', element: <Navigate to={`/apparel/${DEFAULT_DESIGN_UUID}`} replace /> },
    ],
  },
]

/**
 * The route table for the current location, with its routes' handles (title, full width) for the layout.
 * Rendered in a declarative router (`BrowserRouter`): no loaders or actions are used, so the data router's
 * code is not downloaded.
 */
export function AppRoutes() {
  const location = useLocation()
  const handle = useMemo(() => {
    const merged: RouteHandle = {}
    for (const match of matchRoutes(routes, location) ?? []) Object.assign(merged, match.route.handle)
    return merged
  }, [location])
  return <RouteHandleContext value={handle}>{useRoutes(routes, location)}</RouteHandleContext>
}
