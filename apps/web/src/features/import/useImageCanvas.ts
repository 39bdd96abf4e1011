import { useEffect, useRef } from 'react'
import type { RGBAImage } from '@threadbit/pixelart'

/** A canvas ref that shows `image` at its native size (CSS scales it). */
export function useImageCanvas(image: RGBAImage) {
  const ref = useRef<HTMLCanvasElement>(null)
  useEffect(() => {
    const canvas = ref.current
    if (!canvas) return
    canvas.width = image.width
    canvas.height = image.height
    const ctx = canvas.getContext('2d')
    if (!ctx) return // jsdom
    ctx.putImageData(new ImageData(new Uint8ClampedArray(image.data), image.width, image.height), 0, 0)
  }, [image])
  return ref
}
