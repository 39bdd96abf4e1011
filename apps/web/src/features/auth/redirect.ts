import type { Location } from 'react-router'

/** Location state that remembers where the visitor was before being sent to log in. */
export interface FromState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'> | string
}

const AUTH_PATHS = ['/login', '/signup']

/**
 * The path to return to after logging in, or null. Returning to a sign-in page would loop, and only
 * same-app paths are accepted.
 */
export function originPath(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null
  const from = (state as FromState).from
  let path: string | null = null
  if (typeof from === 'string') path = from
  else if (from && typeof from.pathname === 'string')
    path = `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`
  if (!path || !path.startsWith('/') || path.startsWith('//')) return null
  if (AUTH_PATHS.some((p) => path === p || path.startsWith(`${p}?`) || path.startsWith(`${p}/`))) return null
  return path
}

/** True when the router's history has an entry before this one inside the app. */
export function canGoBack(): boolean {
  const state = window.history.state as { idx?: number } | null
  return typeof state?.idx === 'number' && state.idx > 0
}
