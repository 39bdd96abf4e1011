import { useQuery } from '@tanstack/react-query'
import { catalog } from '../../api/catalog.ts'
import { PRODUCTS_KEY } from '../designs/queries.ts'

/** The catalogue (shared cache with the shop pages), loaded only once the cart needs prices. */
export function useCartCatalog(enabled: boolean) {
  return useQuery({
    queryKey: PRODUCTS_KEY,
    queryFn: ({ signal }) => catalog.products(signal),
    staleTime: Infinity,
    gcTime: Infinity,
    enabled,
  })
}
