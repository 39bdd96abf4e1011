import { createContext, use, useEffect, useLayoutEffect } from 'react'
import { useLocation } from 'react-router'
import { formatTitle } from '../lib/use-document-title.ts'
import { initAnalytics, trackPageView } from '../lib/analytics.ts'
import { usePageSettings } from '../lib/settings.tsx'

/** What a route may declare in its `handle`. */
export interface RouteHandle {
  /** The document title, before " | Threadbit"; undefined for the product name alone. */
  title?: string
  /** The page fills the window's width (the editor). */
  fullWidth?: boolean
}

/**
 * The merged handles of the matched routes, provided where the route table is rendered (`AppRoutes`): the
 * declarative router has no `useMatches`, and the data router that has it costs ~18 kB on every page.
 */
export const RouteHandleContext = createContext<RouteHandle>({})

export function useRouteHandle(): RouteHandle {
  return use(RouteHandleContext)
}

/** On every route change: the title from the route table, scroll to the top, and a page view. */
export function RouteEffects() {
  const { pathname, search } = useLocation()
  const { title } = useRouteHandle()
  const { productName, gaMeasurementId } = usePageSettings()

  // A layout effect runs before the pages' own (passive) title effects, so a page can still override it.
  useLayoutEffect(() => {
    document.title = formatTitle(title, productName)
  }, [pathname, title, productName])

  useEffect(() => {
    window.scrollTo(0, 0)
  }, [pathname])

  useEffect(() => initAnalytics(gaMeasurementId), [gaMeasurementId])
  useEffect(() => {
    trackPageView(pathname + search)
  }, [pathname, search])

  return null
}
