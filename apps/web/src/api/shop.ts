import type {
  CheckoutRequest,
  CheckoutResponse,
  Paged,
  PixelArtProduct,
  PixelArtProductCreate,
  PublicReview,
} from '@threadbit/contracts'
import { http, type HttpClient } from './client.ts'

export interface PixelArtProductListQuery {
  search?: string | undefined
  /** Product ids; sent comma-joined as `product_id`. */
  productIds?: readonly number[] | undefined
  page?: number | undefined
  pageSize?: number | undefined
}

const reviewPath = (orderUuid: string) => `/api/submit-review/${encodeURIComponent(orderUuid)}/`

/** The shop's endpoints: art on products, the built-in checkout and reviews. */
export function shopApi(client: HttpClient = http) {
  return {
    /** GET /api/pixel-art-products/: popular picks, most ordered first, then most added to carts. */
    listPixelArtProducts(query: PixelArtProductListQuery = {}, signal?: AbortSignal) {
      return client.get<Paged<PixelArtProduct>>('/api/pixel-art-products/', {
        query: {
          search: query.search?.trim() || undefined,
          product_id: query.productIds?.length ? query.productIds.join(',') : undefined,
          page: query.page && query.page > 1 ? query.page : undefined,
          page_size: query.pageSize,
        },
        signal,
      })
    },
    /** GET /api/pixel-art-products/homepage/: up to 8 popular picks for the home page. */
    homepagePixelArtProducts: (signal?: AbortSignal) =>
      client.get<PixelArtProduct[]>('/api/pixel-art-products/homepage/', { signal }),
    /** POST /api/pixel-art-products/: find or create the design-on-product; counts as an add to cart. */
    savePixelArtProduct: (body: PixelArtProductCreate) =>
      client.post<PixelArtProduct>('/api/pixel-art-products/', body),
    /** POST /api/orders/checkout/ (built-in cart only): prices come from the catalogue. */
    checkout: (body: CheckoutRequest) => client.post<CheckoutResponse>('/api/orders/checkout/', body),
    /** GET /api/submit-review/{order}/: items not yet reviewed; `undefined` (204) when none remain. */
    reviewableItems: (orderUuid: string, signal?: AbortSignal) =>
      client.get<PixelArtProduct[] | undefined>(reviewPath(orderUuid), { signal }),
    /** POST /api/submit-review/{order}/ as multipart (see ReviewFields in contracts). */
    submitReview: (orderUuid: string, form: FormData) => client.post<unknown>(reviewPath(orderUuid), form),
    /** GET /api/reviews/: public reviews (consent given), newest first; `product_id` filters. */
    publicReviews: (query: { productId?: number; page?: number } = {}, signal?: AbortSignal) =>
      client.get<Paged<PublicReview>>('/api/reviews/', {
        query: { product_id: query.productId, page: query.page && query.page > 1 ? query.page : undefined },
        signal,
      }),
  }
}

export const shop = shopApi()
