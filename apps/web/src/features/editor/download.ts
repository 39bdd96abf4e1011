/** Spec §9: downloads are PNGs named pixel-art.png, scaled 1, 10 or 20 times. */
export const DOWNLOAD_FILE_NAME = 'pixel-art.png'

export const DOWNLOAD_SIZES = [
  { scale: 1, label: 'Actual Size' },
  { scale: 10, label: 'Medium' },
  { scale: 20, label: 'Large' },
] as const

export function downloadBytes(bytes: Uint8Array, fileName: string, type: string): void {
  const blob = new Blob([new Uint8Array(bytes)], { type })
  const url = URL.createObjectURL(blob)
  const anchor = document.createElement('a')
  anchor.href = url
  anchor.download = fileName
  anchor.rel = 'noopener'
  anchor.style.display = 'none'
  document.body.append(anchor)
  anchor.click()
  anchor.remove()
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
