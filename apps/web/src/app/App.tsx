import { useState } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { AppErrorBoundary } from './ErrorScreens.tsx'
import { createQueryClient } from './query-client.ts'
import { routes } from './routes.tsx'
import { pageSettings, SettingsProvider } from '../lib/settings.tsx'

export function App() {
  const [queryClient] = useState(createQueryClient)
  const [router] = useState(() => createBrowserRouter(routes))
  return (
    <AppErrorBoundary>
      <SettingsProvider value={pageSettings}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </SettingsProvider>
    </AppErrorBoundary>
  )
}
