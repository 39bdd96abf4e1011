import type { Product } from '@threadbit/contracts'
import { http, type HttpClient } from './client.ts'

export function catalogApi(client: HttpClient = http) {
  return {
    /** GET /api/products/: the whole catalogue with colours, skus and placement regions. */
    products: (signal?: AbortSignal) => client.get<Product[]>('/api/products/', { signal }),
  }
}

export const catalog = catalogApi()
