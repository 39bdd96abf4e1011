/**
 * Reads what an uploaded file claims to be from its first bytes, in plain JavaScript, before any decoder sees it.
 * Only the four raster formats the product takes are recognised: a vector or document format (SVG, PDF) can
 * make a decoder render for minutes, and other raster formats (TIFF, BMP, HEIF…) bring decoders nobody needs.
 */
export type RasterFormat = 'png' | 'jpeg' | 'webp' | 'gif'

export interface RasterHeader {
  format: RasterFormat
  width: number
  height: number
}

export type HeaderProblem = 'not-raster' | 'unreadable'

export type HeaderResult = { ok: true; header: RasterHeader } | { ok: false; problem: HeaderProblem }

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  if (bytes.length < at + signature.length) return false
  return signature.every((b, i) => bytes[at + i] === b)
}

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length))

/** The format named by the magic bytes, or null for anything else (SVG, BMP, TIFF, PDF, text…). */
export function sniffRasterFormat(bytes: Uint8Array): RasterFormat | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp'
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) return 'gif'
  return null
}

/** A byte, 0 past the end (callers check lengths first; this keeps a short file from reading undefined). */
const byte = (b: Uint8Array, at: number) => b[at] ?? 0

const u16be = (b: Uint8Array, at: number) => (byte(b, at) << 8) | byte(b, at + 1)
const u16le = (b: Uint8Array, at: number) => byte(b, at) | (byte(b, at + 1) << 8)
const u24le = (b: Uint8Array, at: number) => byte(b, at) | (byte(b, at + 1) << 8) | (byte(b, at + 2) << 16)
const u32be = (b: Uint8Array, at: number) =>
  ((byte(b, at) << 24) >>> 0) + ((byte(b, at + 1) << 16) | (byte(b, at + 2) << 8) | byte(b, at + 3))

function pngSize(b: Uint8Array): [number, number] | null {
  // The IHDR chunk must come first: length 13, type "IHDR", then width and height.
  if (b.length < 24 || ascii(b, 12, 4) !== 'IHDR') return null
  return [u32be(b, 16), u32be(b, 20)]
}

function gifSize(b: Uint8Array): [number, number] | null {
  // The logical screen: every frame is drawn inside it, so it bounds the decoded size.
  if (b.length < 10) return null
  return [u16le(b, 6), u16le(b, 8)]
}

function webpSize(b: Uint8Array): [number, number] | null {
  if (b.length < 30) return null
  const chunk = ascii(b, 12, 4)
  if (chunk === 'VP8 ') {
    // Key frame start code 9d 01 2a, then 14-bit width and height.
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null
    return [u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff]
  }
  if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) return null
    const bits = byte(b, 21) | (byte(b, 22) << 8) | (byte(b, 23) << 16) | (byte(b, 24) << 24)
    return [(bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1]
  }
  if (chunk === 'VP8X') return [u24le(b, 24) + 1, u24le(b, 27) + 1]
  return null
}

/** Start-of-frame markers carry the size; DHT (C4), JPG (C8) and DAC (CC) share the range but do not. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc

function jpegSize(b: Uint8Array): [number, number] | null {
  let at = 2
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null
    const marker = byte(b, at + 1)
    if (marker === 0xff) {
      at += 1 // fill byte
      continue
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2 // markers without a length
      continue
    }
    if (marker === 0xd9 || marker === 0xda) return null // end of image or scan data before any frame header
    const length = u16be(b, at + 2)
    if (length < 2) return null
    if (isStartOfFrame(marker)) {
      if (at + 9 > b.length) return null
      return [u16be(b, at + 7), u16be(b, at + 5)]
    }
    at += 2 + length
  }
  return null
}

const SIZE_READERS: Record<RasterFormat, (b: Uint8Array) => [number, number] | null> = {
  png: pngSize,
  jpeg: jpegSize,
  webp: webpSize,
  gif: gifSize,
}

/** The format and declared size of an upload, read from its header only (no pixel is decoded). */
export function readRasterHeader(bytes: Uint8Array): HeaderResult {
  const format = sniffRasterFormat(bytes)
  if (!format) return { ok: false, problem: 'not-raster' }
  const size = SIZE_READERS[format](bytes)
  if (!size || size[0] < 1 || size[1] < 1) return { ok: false, problem: 'unreadable' }
  return { ok: true, header: { format, width: size[0], height: size[1] } }
}
