import { useInfiniteQuery } from '@tanstack/react-query'
import type { Paged, PixelArtProduct } from '@threadbit/contracts'
import { shop } from '../../../api/shop.ts'

export interface PopularQuery {
  search: string | undefined
  productIds: readonly number[]
}

/** /popular's list, page after page for infinite scroll. */
export function usePopularFeed(query: PopularQuery) {
  return useInfiniteQuery({
    queryKey: ['shop', 'popular', query.search ?? '', [...query.productIds].sort((a, b) => a - b)],
    queryFn: ({ pageParam, signal }) => shop.listPixelArtProducts({ ...query, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last: Paged<PixelArtProduct>, all) => (last.next ? all.length + 1 : undefined),
  })
}

/** `product_id=1,3` in the URL -> [1, 3]; anything that is not a positive integer is dropped. */
export function parseProductIds(value: string | null): number[] {
  if (!value) return []
  const ids = value
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0)
  return [...new Set(ids)]
}
