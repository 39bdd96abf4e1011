import type { ReactNode } from 'react'
import { NotFoundPage } from '../pages/NotFoundPage.tsx'
import { PageSpinner } from '../../ui/Spinner.tsx'
import { useAuth } from '../auth/AuthProvider.tsx'

/** Staff see the page; everyone else the not-found page, so the workshop's address gives nothing away. */
export function StaffOnly({ children }: { children: ReactNode }) {
  const { status, user } = useAuth()
  if (status === 'loading') return <PageSpinner />
  if (!user?.is_staff) return <NotFoundPage />
  return <>{children}</>
}
