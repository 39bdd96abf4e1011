import { useQuery } from '@tanstack/react-query'
import { designs } from '../../api/designs.ts'
import { isApiError } from '../../api/client.ts'

/** One design by uuid (kept apart from the lists' cache, which patches list shapes only). */
export function useDesign(uuid: string | undefined) {
  return useQuery({
    queryKey: ['design', uuid],
    queryFn: ({ signal }) => designs.get(uuid ?? '', signal),
    enabled: Boolean(uuid),
    // A missing design is an answer, not a hiccup: no retries for 4xx.
    retry: (count, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 2,
  })
}

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404
}
