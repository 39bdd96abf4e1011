import type { Design } from '@threadbit/contracts'
import { bytesToBase64, PixelArt } from '@threadbit/pixelart'
import { dataUrlToBytes } from './data-url.ts'
import type { EditorMeta } from './design-meta.ts'

const PNG_DATA_URL_PREFIX = 'data:image/png;base64,'

export function pngBytesToDataUrl(bytes: Uint8Array): string {
  return PNG_DATA_URL_PREFIX + bytesToBase64(bytes)
}

/**
 * What the server stores: one pixel per cell of the visible grid, as a PNG data URL. Null when the grid
 * cannot be exported (no rows or columns).
 */
export function artToPngDataUrl(art: PixelArt): string | null {
  try {
    return pngBytesToDataUrl(art.toPNG(1))
  } catch {
    return null
  }
}

/**
 * A saved design as a fresh PixelArt. Title and border are set before the pixels are loaded, so the
 * load (which clears the history) leaves nothing to undo. Throws when png_data cannot be decoded.
 */
export function artFromDesign(
  design: Pick<Design, 'png_data' | 'title' | 'border' | 'border_color'>,
): PixelArt {
  const bytes = dataUrlToBytes(design.png_data)
  if (!bytes) throw new TypeError('The design has no readable image data.')
  const art = new PixelArt()
  art.title = design.title ?? ''
  art.border = design.border
  art.borderColor = design.border_color
  art.loadPNG(bytes)
  return art
}

/** The editor metadata of a saved design. */
export function metaFromDesign(
  design: Pick<
    Design,
    'id' | 'uuid' | 'owner' | 'owner_name' | 'remix_of' | 'is_public' | 'moderation_notice'
  >,
): EditorMeta {
  return {
    id: design.id,
    uuid: design.uuid,
    ownerId: design.owner,
    ownerName: design.owner_name,
    isRemix: design.remix_of !== null,
    isPublic: design.is_public,
    ...(design.moderation_notice ? { moderationReason: design.moderation_notice.reason } : {}),
  }
}
