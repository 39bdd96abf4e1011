/** Downloads are PNGs named pixel-art.png, scaled 1, 10 or 20 times. */
export const DOWNLOAD_FILE_NAME = 'pixel-art.png'

export const DOWNLOAD_SIZES = [
  { scale: 1, label: 'Actual Size' },
  { scale: 10, label: 'Medium' },
  { scale: 20, label: 'Large' },
] as const
