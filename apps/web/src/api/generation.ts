import type { Paged } from '@threadbit/contracts'
import { http, type HttpClient } from './client.ts'

export type GenerationStatus = 'PENDING' | 'PROCESSING' | 'DONE' | 'FAILED'

/** An AI image request: what was asked, where the job is, and the native pixel art when DONE. */
export interface GenerationRequest {
  id: number
  prompt: string
  reference_image: string | null
  /** PENDING, PROCESSING, DONE or FAILED; any other value is treated as finished. */
  status: GenerationStatus | (string & {})
  /** PNG data URL of the recovered pixel art once DONE. */
  processed_png_data: string | null
  /**
   * The provider's image as generated (a /media/ URL) and the pixel grid found in it, for showing the
   * grid and fitting it again with other cell counts; null for older requests (and absent on older servers).
   */
  raw_image?: string | null
  grid?: RecoveredGrid | null
  created_at: string
  updated_at?: string
}

/** Cell edges per axis in the provider image's pixels, and that image's size. */
export interface RecoveredGrid {
  input: { width: number; height: number }
  x: number[]
  y: number[]
}

/** `limit` and `remaining` are null for staff (unlimited). */
export interface GenerationQuota {
  used: number
  limit: number | null
  remaining: number | null
  resets_at?: string
  /** False when the server has no AI provider (older servers omit it). */
  configured?: boolean
}

export interface GenerationListQuery {
  page?: number
  search?: string
  ordering?: 'created_at' | '-created_at'
}

/** A job is in progress while PENDING or PROCESSING; everything else is finished. */
export function isInProgress(status: string): boolean {
  return status === 'PENDING' || status === 'PROCESSING'
}

export function generationApi(client: HttpClient = http) {
  return {
    list: (query: GenerationListQuery = {}, signal?: AbortSignal) =>
      client.get<Paged<GenerationRequest>>('/api/image-generation/', {
        query: {
          ordering: query.ordering ?? '-created_at',
          page: query.page && query.page > 1 ? query.page : undefined,
          search: query.search?.trim() || undefined,
        },
        signal,
      }),
    pending: (signal?: AbortSignal) =>
      client.get<{ results: GenerationRequest[] }>('/api/image-generation/pending/', { signal }),
    status: (id: number, signal?: AbortSignal) =>
      client.get<{ id: number; status: string }>(`/api/image-generation/${id}/status/`, { signal }),
    get: (id: number, signal?: AbortSignal) =>
      client.get<GenerationRequest>(`/api/image-generation/${id}/`, { signal }),
    create(prompt: string, referenceImage?: Blob | null) {
      const form = new FormData()
      form.set('prompt', prompt)
      if (referenceImage) form.set('reference_image', referenceImage, 'reference.png')
      return client.post<GenerationRequest>('/api/image-generation/', form)
    },
    remove: (id: number) => client.delete<undefined>(`/api/image-generation/${id}/`),
    /** The provider's image of a request (its `raw_image` URL), as a file for the recovery. */
    async rawImage(url: string, signal?: AbortSignal): Promise<Blob> {
      const response = await fetch(url, { credentials: 'same-origin', ...(signal ? { signal } : {}) })
      if (!response.ok) throw new Error(`The generated image could not be loaded (${response.status}).`)
      return response.blob()
    },
    quota: (signal?: AbortSignal) => client.get<GenerationQuota>('/api/image-generation-quota/', { signal }),
  }
}

export type GenerationApi = ReturnType<typeof generationApi>
