import { useEffect, useRef, useState } from 'react'
import { toast } from '../../ui/toast.ts'
import { encodeSharedProduct, type Placement } from '@threadbit/contracts'

/** The 'Copied!' note shows for 2 seconds. */
export const COPIED_MS = 2000

export function designSharePath(artUuid: string): string {
  return `/apparel/${encodeURIComponent(artUuid)}`
}

/** /shared-product/{payload}: the configured product, as the shared-product page reads it back. */
export function sharedProductPath(artUuid: string, productColorId: number, placement: Placement): string {
  return `/shared-product/${encodeSharedProduct({
    artUuid,
    productColorId,
    placementX: round4(placement.placement_x),
    placementY: round4(placement.placement_y),
    stitchSize: placement.stitch_size,
    scaleFactor: placement.scale_factor,
  })}`
}

function round4(value: number): number {
  return Math.round(value * 10000) / 10000
}

export function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).href
}

/**
 * Share (spec "Apparel for a design"): the device's share sheet when there is one, else the link is copied to
 * the clipboard and `isCopied` is true for 2 seconds.
 */
export function useShare() {
  const [isCopied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
    },
    [],
  )

  async function share(path: string, title: string) {
    const url = absoluteUrl(path)
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url })
        return
      } catch (error) {
        // The visitor closed the sheet: nothing to do. Anything else falls through to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    try {
      await navigator.clipboard.writeText(url)
    } catch {
      toast('Copy this link to share it', { description: url, duration: 10_000 })
      return
    }
    setCopied(true)
    if (timer.current) clearTimeout(timer.current)
    timer.current = setTimeout(() => setCopied(false), COPIED_MS)
  }

  return { share, isCopied }
}
