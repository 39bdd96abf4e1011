import { decodePNGToRGBA, normalizeColor, TRANSPARENT } from '@threadbit/pixelart'
import type { PixelArt, RGBAImage } from '@threadbit/pixelart'

/** The preview lightens the chosen cloth colour by 30 per channel. */
export const CLOTH_LIGHTEN = 30

/** Four cloth swatches; tan is the default. */
export const CLOTH_SWATCHES = [
  { name: 'Tan', color: '#d2b48c' },
  { name: 'White', color: '#e8e4dc' },
  { name: 'Navy', color: '#1f2d4d' },
  { name: 'Black', color: '#1c1c1e' },
] as const satisfies readonly { name: string; color: string }[]

export const DEFAULT_CLOTH_COLOR: string = CLOTH_SWATCHES[0].color

export const PREVIEW_SOURCE_ERROR = 'The preview needs pixel art or PNG data to show.'

/** What the preview shows: pixel art or PNG data, border flag and colour, cloth colour. */
export interface PreviewInput {
  art?: PixelArt | null
  /** A PNG as a data URL (`data:image/png;base64,…`, the API's png_data) or as bare base64. */
  pngData?: string | null
  border: boolean
  borderColor: string
  clothColor?: string
}

/** The validated input with every colour as '#rrggbb'. */
export interface ResolvedPreview {
  image: RGBAImage
  border: boolean
  borderColor: string
  /** Already lightened (CLOTH_LIGHTEN). */
  clothColor: string
}

export class PreviewInputError extends Error {
  override name = 'PreviewInputError'
}

function requireOpaqueColor(value: unknown, what: string): string {
  const normalized = typeof value === 'string' ? normalizeColor(value) : null
  if (normalized === null || normalized === TRANSPARENT) {
    throw new PreviewInputError(`The ${what} must be a colour such as #000000, not ${JSON.stringify(value)}.`)
  }
  return normalized
}

/** Adds `amount` to each channel of a '#rrggbb' colour, stopping at 255. */
export function lightenColor(hex: string, amount: number = CLOTH_LIGHTEN): string {
  const color = requireOpaqueColor(hex, 'cloth colour')
  const channels = [1, 3, 5].map((i) => Math.min(255, parseInt(color.slice(i, i + 2), 16) + amount))
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`
}

/** PNG bytes from a data URL or bare base64; a clear error for anything else. */
export function decodePngData(pngData: string): RGBAImage {
  const match = /^data:image\/png;base64,(.*)$/s.exec(pngData.trim())
  const base64 = (match ? match[1] : pngData.trim())?.replace(/\s+/g, '') ?? ''
  if (base64 === '' || !/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) {
    throw new PreviewInputError('The PNG data is not a PNG data URL or base64 text.')
  }
  const binary = atob(base64)
  const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0))
  try {
    return decodePNGToRGBA(bytes)
  } catch (cause) {
    throw new PreviewInputError('The PNG data could not be read as an image.', { cause })
  }
}

/**
 * Checks the preview's inputs and turns them into one image and plain colours. Pixel art wins over PNG
 * data when both are given (the editor passes the live art). Throws PreviewInputError when neither exists.
 */
export function resolvePreviewInput(input: PreviewInput): ResolvedPreview {
  const hasPng = typeof input.pngData === 'string' && input.pngData.trim() !== ''
  if (!input.art && !hasPng) throw new PreviewInputError(PREVIEW_SOURCE_ERROR)
  const image = input.art ? input.art.toRGBA(1) : decodePngData(input.pngData as string)
  if (image.width < 1 || image.height < 1) throw new PreviewInputError('The design has no pixels to show.')
  return {
    image,
    border: input.border === true,
    borderColor: input.border ? requireOpaqueColor(input.borderColor, 'border colour') : '#000000',
    clothColor: lightenColor(requireOpaqueColor(input.clothColor ?? DEFAULT_CLOTH_COLOR, 'cloth colour')),
  }
}
