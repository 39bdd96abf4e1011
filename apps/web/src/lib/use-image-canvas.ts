import { useEffect, useRef } from 'react'
import type { RGBAImage } from '@threadbit/pixelart'

/** A canvas ref that shows `image` at its native size (CSS scales it): import previews, the stitch preview. */
export function useImageCanvas(image: RGBAImage) {
  const ref = useRef<HTMLCanvasElement>(null)
  useEffect(() => {
    const canvas = ref.current
    if (!canvas) return
    canvas.width = image.width
    canvas.height = image.height
    let ctx: CanvasRenderingContext2D | null = null
    try {
      ctx = canvas.getContext('2d')
    } catch {
      ctx = null // jsdom without a canvas implementation
    }
    if (!ctx) return
    ctx.putImageData(new ImageData(new Uint8ClampedArray(image.data), image.width, image.height), 0, 0)
  }, [image])
  return ref
}
