import { MAX_PAGE_SIZE, PAGE_SIZE, type Paged } from '@threadbit/contracts'
import type { FastifyRequest } from 'fastify'
import { NotFound, ValidationError } from './errors.ts'

export interface PageRequest {
  page: number
  pageSize: number
  offset: number
}

function positiveInt(value: unknown, field: string): number | undefined {
  if (value === undefined || value === '') return undefined
  const n = Number(value)
  if (!Number.isSafeInteger(n) || n < 1)
    throw ValidationError.field(field, 'A valid positive integer is required.')
  return n
}

/** `page` (1-based, default 1) and `page_size` (default 24, at most 96) from the query string. */
export function readPage(query: Record<string, unknown>): PageRequest {
  const page = positiveInt(query['page'], 'page') ?? 1
  const pageSize = Math.min(positiveInt(query['page_size'], 'page_size') ?? PAGE_SIZE, MAX_PAGE_SIZE)
  return { page, pageSize, offset: (page - 1) * pageSize }
}

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
