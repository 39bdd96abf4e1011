/**
 * Every cached design list lives under this key, so one invalidation refreshes them all. A module of its
 * own: the editor invalidates the lists after a save without loading the list queries.
 */
export const DESIGNS_KEY = ['designs'] as const
