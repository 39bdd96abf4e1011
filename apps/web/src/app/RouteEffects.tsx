import { useEffect, useLayoutEffect } from 'react'
import { useLocation, useMatches } from 'react-router'
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

export function useRouteHandle(): RouteHandle {
  const matches = useMatches()
  const merged: RouteHandle = {}
  for (const match of matches) Object.assign(merged, match.handle as RouteHandle | undefined)
  return merged
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
