import { toast } from '../../ui/toast.ts'
import { base64ToBytes } from '@threadbit/pixelart'
import { embroidery, type EmbroideryApi, type EmbroideryFileRequest } from '../../api/embroidery.ts'
import { isApiError } from '../../api/client.ts'
import { downloadBytes } from '../../lib/download-bytes.ts'

/** The messages the embroidery download shows. */
export const EmbroideryMessages = {
  generating: 'Generating embroidery file...',
  generated: 'Embroidery file generated successfully!',
  failed: 'Failed to generate embroidery file.',
  noArt: 'No art selected for embroidery generation.',
  noData: 'No data received from server.',
} as const

const TOAST_ID = 'embroidery-file'

export interface DownloadEmbroideryDeps {
  api?: Pick<EmbroideryApi, 'generate'>
  save?: (bytes: Uint8Array, fileName: string, type: string) => void
}

/**
 * Asks the server for the machine file (or the zip with its thread list and production sheet) and saves it
 * under the name it gives (design_<timestamp>.pes, <title>_<timestamp>.zip).
 * Returns true when the file was saved. Every outcome is a toast of the spec's catalogue.
 */
export async function downloadEmbroideryFile(
  uuid: string | null,
  options: Omit<EmbroideryFileRequest, 'pixelArtUuid'>,
  deps: DownloadEmbroideryDeps = {},
): Promise<boolean> {
  const api = deps.api ?? embroidery
  const save = deps.save ?? downloadBytes
  if (!uuid) {
    toast.error(EmbroideryMessages.noArt, { id: TOAST_ID })
    return false
  }
  const id = toast.loading(EmbroideryMessages.generating, { id: TOAST_ID })
  try {
    const response = await api.generate({ pixelArtUuid: uuid, ...options })
    const bytes = response?.data ? base64ToBytes(response.data.replace(/\s+/g, '')) : null
    if (!response || !bytes || bytes.length === 0) {
      toast.error(EmbroideryMessages.noData, { id })
      return false
    }
    const isZip = options.package === 'zip'
    const fallbackName = `design_${Date.now()}.${isZip ? 'zip' : (options.format ?? 'pes')}`
    save(bytes, response.file_name || fallbackName, isZip ? 'application/zip' : 'application/octet-stream')
    toast.success(EmbroideryMessages.generated, { id })
    return true
  } catch (error) {
    // A refused request (400) names the reason; anything else keeps the catalogue's text alone.
    const reason = isApiError(error) && error.status === 400 ? error.messages[0] : undefined
    toast.error(EmbroideryMessages.failed, { id, ...(reason ? { description: reason } : {}) })
    return false
  }
}
