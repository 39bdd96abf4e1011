import { useState } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import { BrowserRouter } from 'react-router'
import { AppErrorBoundary } from './ErrorScreens.tsx'
import { createQueryClient } from './query-client.ts'
import { AppRoutes } from './routes.tsx'
import { pageSettings, SettingsProvider } from '../lib/settings.tsx'

export function App() {
  const [queryClient] = useState(createQueryClient)
  return (
    <AppErrorBoundary>
      <SettingsProvider value={pageSettings}>
        <QueryClientProvider client={queryClient}>
          {/* Declarative, not createBrowserRouter: the app has no loaders or actions, and the data router's
              code (~18 kB gzipped) would be in every page's first download. */}
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </QueryClientProvider>
      </SettingsProvider>
    </AppErrorBoundary>
  )
}
