import { zipSync, type Zippable } from 'fflate'

/**
 * A zip of the given files (paths may hold folders). Machine files and PNGs barely compress, so those are
 * stored as they are; text is deflated.
 */
export function zipFiles(files: Record<string, Uint8Array>): Buffer {
  const entries: Zippable = {}
  for (const [name, bytes] of Object.entries(files)) {
    const compress = /\.(html|txt|svg|csv)$/i.test(name)
    entries[name] = [bytes, { level: compress ? 6 : 0 }]
  }
  return Buffer.from(zipSync(entries))
}
