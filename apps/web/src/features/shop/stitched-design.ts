import { useEffect, useMemo, useState } from 'react'
import { renderStitchedDesign, stitchedBorderPx, type RGBAImage } from '@threadbit/pixelart'
import { dataUrlToBytes } from '../designs/data-url.ts'

export interface DesignLook {
  png: string
  rows: number
  columns: number
  border: boolean
  borderColor: string
}

type DecodePng = (bytes: Uint8Array) => RGBAImage

let decoder: DecodePng | null = null
const loadDecoder = async (): Promise<DecodePng> => {
  decoder ??= (await import('./png-decoder.ts')).decodePNGToRGBA
  return decoder
}

const decoded = new Map<string, RGBAImage | null>()

/** The design's pixels (one per cell) from its png_data; null when unreadable. Cached: cards share designs. */
function decodeDesign(png: string, decodePNGToRGBA: DecodePng): RGBAImage | null {
  if (decoded.has(png)) return decoded.get(png) ?? null
  let image: RGBAImage | null = null
  try {
    const bytes = dataUrlToBytes(png)
    image = bytes ? decodePNGToRGBA(bytes) : null
  } catch {
    image = null
  }
  if (decoded.size > 200) decoded.clear()
  decoded.set(png, image)
  return image
}

/**
 * The design's pixels, once the PNG decoder has loaded (null until then, or when the image is unreadable).
 */
export function useDecodedDesign(png: string): RGBAImage | null {
  const [decode, setDecode] = useState<DecodePng | null>(() => decoder)
  useEffect(() => {
    if (decode) return
    let isCurrent = true
    void loadDecoder().then((loaded) => isCurrent && setDecode(() => loaded))
    return () => {
      isCurrent = false
    }
  }, [decode])
  return useMemo(() => (decode ? decodeDesign(png, decode) : null), [png, decode])
}

/** Output pixels per cell: enough for the size it is shown at (device pixels), within what reads as thread. */
export function cellPxFor(cellCssPx: number, devicePixelRatio = 1): number {
  return Math.max(3, Math.min(16, Math.round(cellCssPx * devicePixelRatio)))
}

/** The border's thickness in cells (it lies outside the grid), so the frame can be placed around the design. */
export function borderCells(look: Pick<DesignLook, 'border'>, cellPx: number): number {
  return look.border ? stitchedBorderPx(cellPx) / cellPx : 0
}

/** Plain squares: the fallback when the stitched renderer refuses an input (an unparsable border colour). */
function nearestNeighbour(image: RGBAImage, cellPx: number): RGBAImage {
  const width = image.width * cellPx
  const height = image.height * cellPx
  const data = new Uint8ClampedArray(width * height * 4)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const s = (Math.floor(y / cellPx) * image.width + Math.floor(x / cellPx)) * 4
      data.set(image.data.subarray(s, s + 4), (y * width + x) * 4)
    }
  }
  return { width, height, data }
}

/** Draws the design as stitched pixels (with its border when on) into the canvas, sized to the output. */
export function drawStitchedDesign(
  canvas: HTMLCanvasElement,
  image: RGBAImage,
  look: DesignLook,
  cellPx: number,
) {
  let out: RGBAImage
  try {
    out = renderStitchedDesign(image, { cellPx, border: look.border, borderColor: look.borderColor })
  } catch {
    out = nearestNeighbour(image, cellPx)
  }
  canvas.width = out.width
  canvas.height = out.height
  const context = canvas.getContext('2d')
  if (!context) return
  context.putImageData(new ImageData(new Uint8ClampedArray(out.data), out.width, out.height), 0, 0)
}
