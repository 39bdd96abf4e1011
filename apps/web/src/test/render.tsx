import type { ReactNode } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { createMemoryRouter, type RouteObject } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { Toaster } from 'sonner'
import type { PageSettings, User } from '@threadbit/contracts'
import { createQueryClient } from '../app/query-client.ts'
import { FALLBACK_SETTINGS, SettingsProvider } from '../lib/settings.tsx'
import { AuthModalProvider } from '../features/auth/AuthModalProvider.tsx'
import { AuthProvider, USER_QUERY_KEY } from '../features/auth/AuthProvider.tsx'

export const SAMPLE_USER: User = {
  email: 'ada@example.com',
  pk: 7,
  username: 'ada',
  is_staff: false,
  flair: 'none',
  email_verified: true,
}

interface Options {
  path?: string
  /** Seeds the current user (null: anonymous) so no request for it is needed. */
  user?: User | null
  settings?: Partial<PageSettings>
  /** Full route table instead of a single catch-all route rendering `ui`. */
  routes?: RouteObject[]
}

/** Renders inside the providers the app has: settings, react-query, a memory router, auth and toasts. */
export function renderWithApp(ui: ReactNode, options: Options = {}) {
  const queryClient = createQueryClient()
  queryClient.setDefaultOptions({ queries: { retry: false } })
  if (options.user !== undefined) queryClient.setQueryData(USER_QUERY_KEY, options.user)
  const routes = options.routes ?? [
    {
      path: '*',
      element: (
        <AuthProvider>
          <AuthModalProvider>
            {ui}
            <Toaster />
          </AuthModalProvider>
        </AuthProvider>
      ),
    },
  ]
  const router = createMemoryRouter(routes, { initialEntries: [options.path ?? '/'] })
  const result = render(
    <SettingsProvider value={{ ...FALLBACK_SETTINGS, ...options.settings }}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SettingsProvider>,
  )
  return { ...result, router, queryClient }
}
