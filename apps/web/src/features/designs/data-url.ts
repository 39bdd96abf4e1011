import { base64ToBytes } from '@threadbit/pixelart'

// Apart from design-codec.ts (which brings the PixelArt model and its PNG codec) for pages that only read
// a design's image.

/** The bytes of a base64 image data URL; null when it is not one. */
export function dataUrlToBytes(dataUrl: string): Uint8Array | null {
  const match = /^data:image\/[a-z+.-]+;base64,(.*)$/is.exec(dataUrl.trim())
  return match?.[1] ? base64ToBytes(match[1].replace(/\s+/g, '')) : null
}
