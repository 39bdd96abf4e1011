/** A random UUID v4 for a new design's client id. */
export function newId(): string {
  const webCrypto = globalThis.crypto
  // randomUUID exists only in secure contexts; a design opened over plain http still needs an id.
  if (typeof webCrypto.randomUUID === 'function') return webCrypto.randomUUID()
  const b = webCrypto.getRandomValues(new Uint8Array(16))
  b[6] = ((b[6] as number) & 0x0f) | 0x40
  b[8] = ((b[8] as number) & 0x3f) | 0x80
  const hex = Array.from(b, (v) => v.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
