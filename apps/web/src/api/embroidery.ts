import type { EmbroideryFileFormat, EmbroideryFileResponse } from '@threadbit/contracts'
import { http, type HttpClient } from './client.ts'

export interface EmbroideryFileRequest {
  pixelArtUuid: string
  /** Millimetres per pixel before scaling, 1.5-2.5. */
  stitchSize: number
  scale: number
  format?: EmbroideryFileFormat
}

export function embroideryApi(client: HttpClient = http) {
  return {
    /** POST /api/pixel-art/generate-embroidery-file/ (the stitch size goes as text with 2 decimals, spec §3). */
    generate: (request: EmbroideryFileRequest) =>
      client.post<EmbroideryFileResponse | undefined>('/api/pixel-art/generate-embroidery-file/', {
        pixel_art_uuid: request.pixelArtUuid,
        stitch_size: request.stitchSize.toFixed(2),
        scale: request.scale,
        ...(request.format ? { format: request.format } : {}),
      }),
  }
}

export type EmbroideryApi = ReturnType<typeof embroideryApi>

export const embroidery = embroideryApi()

/** The bytes of a base64 string; null when it is not valid base64. */
export function base64ToBytes(base64: string): Uint8Array | null {
  try {
    const binary = atob(base64.replace(/\s+/g, ''))
    const bytes = new Uint8Array(binary.length)
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
    return bytes
  } catch {
    return null
  }
}
