import type { Design } from '@threadbit/contracts'
import { PixelArt } from '@threadbit/pixelart'
import type { EditorMeta } from '../editor/editor-meta.ts'

const PNG_DATA_URL_PREFIX = 'data:image/png;base64,'
// String.fromCharCode takes its arguments on the stack: feed it slices, not a whole image.
const CHUNK = 0x8000

export function pngBytesToDataUrl(bytes: Uint8Array): string {
  let binary = ''
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK))
  }
  return PNG_DATA_URL_PREFIX + btoa(binary)
}

/** The bytes of a base64 image data URL; null when it is not one. */
export function dataUrlToBytes(dataUrl: string): Uint8Array | null {
  const match = /^data:image\/[a-z+.-]+;base64,(.*)$/is.exec(dataUrl.trim())
  if (!match?.[1]) return null
  try {
    const binary = atob(match[1])
    const bytes = new Uint8Array(binary.length)
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
    return bytes
  } catch {
    return null
  }
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

/** The editor metadata (spec §3) of a saved design. */
export function metaFromDesign(
  design: Pick<Design, 'id' | 'uuid' | 'owner' | 'owner_name' | 'remix_of' | 'is_public'>,
): EditorMeta {
  return {
    id: design.id,
    uuid: design.uuid,
    ownerId: design.owner,
    ownerName: design.owner_name,
    isRemix: design.remix_of !== null,
    isPublic: design.is_public,
  }
}
