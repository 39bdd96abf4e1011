import {
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query'
import type { Design, Paged } from '@threadbit/contracts'
import { catalog } from '../../api/catalog.ts'
import { designs, type DesignListQuery, type DesignListScope } from '../../api/designs.ts'

/** Every cached design list lives under this key, so one invalidation refreshes them all. */
export const DESIGNS_KEY = ['designs'] as const
export const PRODUCTS_KEY = ['catalog', 'products'] as const

export const designKeys = {
  page: (scope: DesignListScope, query: DesignListQuery) => [...DESIGNS_KEY, 'page', scope, query] as const,
  feed: (query: DesignListQuery) => [...DESIGNS_KEY, 'feed', query] as const,
}

/** The catalogue rarely changes; one load per visit is enough (it is also cacheable on the server). */
export function useProducts() {
  return useQuery({
    queryKey: PRODUCTS_KEY,
    queryFn: ({ signal }) => catalog.products(signal),
    staleTime: Infinity,
    gcTime: Infinity,
  })
}

/** One page of a list; the previous page stays on screen while the next one loads. */
export function useDesignPage(scope: DesignListScope, query: DesignListQuery, enabled = true) {
  return useQuery({
    queryKey: designKeys.page(scope, query),
    queryFn: ({ signal }) => designs.list(scope, query, signal),
    placeholderData: keepPreviousData,
    enabled,
  })
}

/** The public list page after page, for infinite scroll. */
export function useDesignFeed(query: Omit<DesignListQuery, 'page'>) {
  return useInfiniteQuery({
    queryKey: designKeys.feed(query),
    queryFn: ({ pageParam, signal }) => designs.list('public', { ...query, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last: Paged<Design>, all) => (last.next ? all.length + 1 : undefined),
  })
}

function isPaged(value: unknown): value is Paged<Design> {
  return typeof value === 'object' && value !== null && Array.isArray((value as Paged<Design>).results)
}

function isInfinite(value: unknown): value is InfiniteData<Paged<Design>> {
  return typeof value === 'object' && value !== null && Array.isArray((value as InfiniteData<unknown>).pages)
}

/**
 * Applies a change to one design in every cached list: `update` returns the new design, or null to take
 * it out of the list (after a delete). Lists are refetched later; this makes the change visible at once.
 */
export function updateCachedDesign(
  queryClient: QueryClient,
  uuid: string,
  update: (design: Design) => Design | null,
): void {
  const patchPage = (page: Paged<Design>): Paged<Design> => {
    if (!page.results.some((d) => d.uuid === uuid)) return page
    const results = page.results.flatMap((d) => {
      if (d.uuid !== uuid) return [d]
      const next = update(d)
      return next ? [next] : []
    })
    return { ...page, results, count: page.count - (page.results.length - results.length) }
  }
  queryClient.setQueriesData({ queryKey: DESIGNS_KEY }, (data: unknown) => {
    if (isPaged(data)) return patchPage(data)
    if (isInfinite(data)) return { ...data, pages: data.pages.map(patchPage) }
    return data
  })
}
