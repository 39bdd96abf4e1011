/** '#rrggbb' (or 'transparent') to RGBA bytes, cached: a stroke asks for the same few colours again and again. */
const TRANSPARENT_RGBA: readonly [number, number, number, number] = [0, 0, 0, 0]
const cache = new Map<string, readonly [number, number, number, number]>()

export function colorToRgba(color: string): readonly [number, number, number, number] {
  const cached = cache.get(color)
  if (cached) return cached
  let rgba = TRANSPARENT_RGBA
  if (/^#[0-9a-f]{6}$/i.test(color)) {
    const n = Number.parseInt(color.slice(1), 16)
    rgba = [(n >> 16) & 255, (n >> 8) & 255, n & 255, 255]
  }
  if (cache.size > 4096) cache.clear()
  cache.set(color, rgba)
  return rgba
}
