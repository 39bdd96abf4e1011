import type { Design, DesignCreate, DesignOrdering, DesignUpdate, Paged } from '@threadbit/contracts'
import { http, type HttpClient } from './client.ts'

/** The query of every design list (`fits` is a comma-separated list of product ids). */
export interface DesignListQuery {
  search?: string | undefined
  ordering?: DesignOrdering | undefined
  fits?: string | undefined
  page?: number | undefined
  pageSize?: number | undefined
}

export type DesignListScope = 'public' | 'mine' | 'homepage'

const LIST_PATHS: Record<DesignListScope, string> = {
  public: '/api/pixel-art/',
  mine: '/api/pixel-art/my-art/',
  homepage: '/api/pixel-art/homepage/',
}

const detailPath = (uuid: string) => `/api/pixel-art/${encodeURIComponent(uuid)}/`

export function designsApi(client: HttpClient = http) {
  return {
    list(scope: DesignListScope, query: DesignListQuery = {}, signal?: AbortSignal) {
      return client.get<Paged<Design>>(LIST_PATHS[scope], {
        query: {
          search: query.search?.trim() || undefined,
          ordering: query.ordering,
          fits: query.fits,
          page: query.page && query.page > 1 ? query.page : undefined,
          page_size: query.pageSize,
        },
        signal,
      })
    },
    get: (uuid: string, signal?: AbortSignal) => client.get<Design>(detailPath(uuid), { signal }),
    create: (body: DesignCreate) => client.post<Design>('/api/pixel-art/', body),
    /** PUT: the whole design again (png_data required). */
    replace: (uuid: string, body: DesignUpdate & { png_data: string }) =>
      client.put<Design>(detailPath(uuid), body),
    update: (uuid: string, body: DesignUpdate) => client.patch<Design>(detailPath(uuid), body),
    setPublic: (uuid: string, isPublic: boolean) =>
      client.patch<Design>(detailPath(uuid), { is_public: isPublic }),
    remove: (uuid: string) => client.delete<undefined>(detailPath(uuid)),
  }
}

export type DesignsApi = ReturnType<typeof designsApi>

export const designs = designsApi()

/**
 * The server-rendered PNG (nearest-neighbour upscaled, with the border when it is on). The version
 * parameter makes the URL change with every save, so the server can let browsers cache it for a year.
 */
export function designRenderUrl(
  design: Pick<Design, 'uuid' | 'updated_at'>,
  size: 'render' | 'render-large' = 'render',
): string {
  const version = Date.parse(design.updated_at)
  const query = Number.isFinite(version) ? `?v=${version}` : ''
  return `${detailPath(design.uuid)}${size}/${query}`
}
