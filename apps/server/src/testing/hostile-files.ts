import { crc32, deflateSync } from 'node:zlib'
import sharp from 'sharp'

/**
 * Files an attacker uploads: formats that are not raster images (some render for minutes), files that lie about
 * their type, and small files whose header declares an enormous picture.
 */

/** 235 bytes of SVG whose filters make a renderer work for minutes at 4000×4000. */
export const HEAVY_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="4000"><filter id="f"><feTurbulence baseFrequency=".9" numOctaves="30"/><feGaussianBlur stdDeviation="90"/></filter><rect width="4000" height="4000" filter="url(#f)"/></svg>',
)

/** Each level uses the previous one ten times: a billion rectangles from a few hundred bytes. */
export const NESTED_USE_SVG = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="4000" height="4000"><defs><rect id="a0" width="9" height="9"/>${Array.from(
    { length: 9 },
    (_, i) =>
      `<g id="a${i + 1}">${Array.from({ length: 10 }, () => `<use xlink:href="#a${i}"/>`).join('')}</g>`,
  ).join('')}</defs><use xlink:href="#a9"/></svg>`,
)

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A valid PNG structure whose header declares `width` × `height`, with one tiny compressed row. */
export function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr[8] = 8 // bit depth
  ihdr[9] = 2 // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/** A JPEG whose frame header declares `width` × `height`. */
export function jpegDeclaring(width: number, height: number): Buffer {
  const sof = Buffer.from([
    0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1,
  ])
  sof.writeUInt16BE(height, 5)
  sof.writeUInt16BE(width, 7)
  return Buffer.concat([Buffer.from([0xff, 0xd8]), sof, Buffer.from([0xff, 0xd9])])
}

/** An extended WebP (VP8X) whose canvas is `width` × `height`. */
export function webpDeclaring(width: number, height: number): Buffer {
  const vp8x = Buffer.alloc(10)
  vp8x.writeUIntLE(width - 1, 4, 3)
  vp8x.writeUIntLE(height - 1, 7, 3)
  const chunk = Buffer.concat([Buffer.from('VP8X'), Buffer.from([10, 0, 0, 0]), vp8x])
  const size = Buffer.alloc(4)
  size.writeUInt32LE(4 + chunk.length)
  return Buffer.concat([Buffer.from('RIFF'), size, Buffer.from('WEBP'), chunk])
}

/** A GIF whose logical screen is `width` × `height`. */
export function gifDeclaring(width: number, height: number): Buffer {
  const screen = Buffer.alloc(7)
  screen.writeUInt16LE(width, 0)
  screen.writeUInt16LE(height, 2)
  return Buffer.concat([Buffer.from('GIF89a'), screen, Buffer.from([0x3b])])
}

/** A 2×2 BMP (uncompressed, 24-bit). */
export function bmp(): Buffer {
  const pixels = Buffer.alloc(16, 0x80)
  const header = Buffer.alloc(54)
  header.write('BM', 0, 'ascii')
  header.writeUInt32LE(54 + pixels.length, 2)
  header.writeUInt32LE(54, 10)
  header.writeUInt32LE(40, 14)
  header.writeInt32LE(2, 18)
  header.writeInt32LE(2, 22)
  header.writeUInt16LE(1, 26)
  header.writeUInt16LE(24, 28)
  return Buffer.concat([header, pixels])
}

export const tiff = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .tiff()
    .toBuffer()

/** Every file that must be refused before a decoder renders it, by name. Each is sent as `image/png`. */
export async function hostileUploads(): Promise<[string, Buffer][]> {
  return [
    ['an SVG with heavy filters', HEAVY_SVG],
    ['an SVG of nested <use>', NESTED_USE_SVG],
    ['an SVG after an XML declaration and whitespace', Buffer.from(`<?xml version="1.0"?>\n  ${HEAVY_SVG}`)],
    ['a BMP renamed as PNG', bmp()],
    ['a TIFF renamed as PNG', await tiff()],
    ['a PDF', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF')],
    ['HTML', Buffer.from('<html><script>alert(1)</script></html>')],
    ['a PNG signature followed by SVG', Buffer.concat([pngDeclaring(1, 1).subarray(0, 8), HEAVY_SVG])],
    ['a GIF header followed by SVG', Buffer.concat([Buffer.from('GIF89a'), HEAVY_SVG])],
    ['a JPEG marker followed by SVG', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), HEAVY_SVG])],
    ['a PNG declaring 100000×100000', pngDeclaring(100_000, 100_000)],
    ['a PNG declaring 4096×4097', pngDeclaring(4096, 4097)],
    ['a PNG declaring 4096×4096 (over 16 MP)', pngDeclaring(4096, 4096)],
    ['a JPEG declaring 65000×65000', jpegDeclaring(65_000, 65_000)],
    ['a WebP declaring 16384×16384', webpDeclaring(16_384, 16_384)],
    ['a GIF declaring 65535×65535', gifDeclaring(65_535, 65_535)],
    ['an empty PNG signature', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ]
}

/** A real PNG (by default near the size limit) that compresses to little: slow to decode, quick to send. */
export function largePlainPng(side = 4000): Promise<Buffer> {
  return sharp({ create: { width: side, height: side, channels: 3, background: '#4488cc' } })
    .png({ compressionLevel: 9 })
    .toBuffer()
}
