import type { EmbroideryFileFormat, EmbroideryFileResponse, EmbroideryFillMethod } from '@threadbit/contracts'
import { http, type HttpClient } from './client.ts'

export interface EmbroideryFileRequest {
  pixelArtUuid: string
  /** Millimetres per pixel before scaling, 1.5-2.5. */
  stitchSize: number
  scale: number
  format?: EmbroideryFileFormat
  machine?: string
  /** Hoop id; missing for the smallest that fits. */
  hoop?: string
  threadChart?: string
  method?: EmbroideryFillMethod
  /** `zip`: the file, a thread list and the production sheet. */
  package?: 'file' | 'zip'
}

/** The request as the API's fields (the POST body, or the production sheet's query). */
export function embroideryRequestFields(request: Omit<EmbroideryFileRequest, 'pixelArtUuid'>) {
  return {
    stitch_size: request.stitchSize.toFixed(2),
    scale: request.scale,
    ...(request.format ? { format: request.format } : {}),
    ...(request.machine ? { machine: request.machine } : {}),
    ...(request.hoop ? { hoop: request.hoop } : {}),
    ...(request.threadChart ? { thread_chart: request.threadChart } : {}),
    ...(request.method ? { method: request.method } : {}),
    ...(request.package ? { package: request.package } : {}),
  }
}

/** Where the printable production sheet of a saved design opens (HTML, or `as=pdf`). */
export function productionSheetUrl(
  uuid: string,
  request: Omit<EmbroideryFileRequest, 'pixelArtUuid' | 'package'>,
  as: 'html' | 'pdf' = 'html',
) {
  const query = new URLSearchParams(
    Object.entries({ ...embroideryRequestFields(request), ...(as === 'pdf' ? { as } : {}) }).map(([k, v]) => [
      k,
      String(v),
    ]),
  )
  return `/api/pixel-art/${encodeURIComponent(uuid)}/embroidery-sheet/?${query.toString()}`
}

export function embroideryApi(client: HttpClient = http) {
  return {
    /** POST /api/pixel-art/generate-embroidery-file/ (the stitch size goes as text with 2 decimals). */
    generate: (request: EmbroideryFileRequest) =>
      client.post<EmbroideryFileResponse | undefined>('/api/pixel-art/generate-embroidery-file/', {
        pixel_art_uuid: request.pixelArtUuid,
        ...embroideryRequestFields(request),
      }),
  }
}

export type EmbroideryApi = ReturnType<typeof embroideryApi>

export const embroidery = embroideryApi()
