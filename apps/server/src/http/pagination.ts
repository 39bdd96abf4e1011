import type { Paged } from '@threadbit/contracts'
import type { FastifyRequest } from 'fastify'
import { NotFound } from './errors.ts'
import type { PageRequest } from './query.ts'

/** The DRF page shape, with absolute next/previous links that keep the other query parameters. */
export function pageOf<T>(
  request: FastifyRequest,
  publicUrl: string,
  page: PageRequest,
  count: number,
  results: T[],
): Paged<T> {
  const lastPage = Math.max(1, Math.ceil(count / page.pageSize))
  if (page.page > lastPage) throw new NotFound('Invalid page.')
  const link = (n: number) => {
    const url = new URL(request.url, publicUrl)
    const absolute = new URL(url.pathname + url.search, publicUrl)
    if (n === 1) absolute.searchParams.delete('page')
    else absolute.searchParams.set('page', String(n))
    return absolute.toString()
  }
  return {
    count,
    next: page.page < lastPage ? link(page.page + 1) : null,
    previous: page.page > 1 ? link(page.page - 1) : null,
    results,
  }
}

/**
 * One page of a list, answered: `list` fetches the slice the page asks for (its count and rows), and they
 * become the DRF page.
 */
export async function listPage<T>(
  request: FastifyRequest,
  publicUrl: string,
  page: PageRequest,
  list: (slice: { limit: number; offset: number }) => Promise<{ count: number; results: T[] }>,
): Promise<Paged<T>> {
  const { count, results } = await list({ limit: page.pageSize, offset: page.offset })
  return pageOf(request, publicUrl, page, count, results)
}
