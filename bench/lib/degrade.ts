// The JPEG round trip of the recovery benches (sharp, from the server's dependencies). The other
// degradations live with the recovery: packages/pixelart/src/recover/testing/degrade.ts.
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { RGBAImage } from '@threadbit/pixelart'

const here = dirname(fileURLToPath(import.meta.url))

// sharp (a dependency of the server) gives a real libjpeg round trip; it is optional for this bench.
export type Sharp = (
  input: Buffer,
  options: { raw: { width: number; height: number; channels: 4 } },
) => {
  jpeg(options: { quality: number }): { toBuffer(): Promise<Buffer> }
}
let sharp: Sharp | null = null
export const hasSharp = () => sharp !== null
try {
  sharp = createRequire(join(here, '../../apps/server/package.json'))('sharp') as Sharp
} catch {
  console.warn('sharp is not available: the JPEG recipes are skipped')
}

export async function jpeg(image: RGBAImage, quality: number): Promise<RGBAImage> {
  if (!sharp) throw new Error('sharp is not available')
  const buffer = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength)
  const bytes = await sharp(buffer, { raw: { width: image.width, height: image.height, channels: 4 } })
    .jpeg({ quality })
    .toBuffer()
  const decoded = await (
    sharp as unknown as (b: Buffer) => {
      ensureAlpha(): { raw(): { toBuffer(o: { resolveWithObject: true }): Promise<{ data: Buffer }> } }
    }
  )(bytes)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return { width: image.width, height: image.height, data: new Uint8ClampedArray(decoded.data) }
}
