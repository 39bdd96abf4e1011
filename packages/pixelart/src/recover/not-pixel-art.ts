/** The input is not pixel art at any scale; `message` says why, in words meant for the user. */
export class NotPixelArtError extends Error {
  override name = 'NotPixelArtError'
}
