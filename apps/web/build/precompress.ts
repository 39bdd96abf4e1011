import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

const TEXT_ASSET = /\.(?:js|mjs|css|svg|json|txt|webmanifest)$/
/** Below this, the compressed copy saves less than the header bytes it costs. */
const MIN_BYTES = 1024

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* filesUnder(full)
    else yield full
  }
}

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside every text asset once at build time, so the server
 * sends compressed files without spending CPU per request.
 */
export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'threadbit-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      for await (const file of filesUnder(outDir)) {
        if (!TEXT_ASSET.test(file)) continue
        const bytes = await readFile(file)
        if (bytes.length < MIN_BYTES) continue
        const brotli = brotliCompressSync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        })
        await writeFile(`${file}.br`, brotli)
        await writeFile(`${file}.gz`, gzipSync(bytes, { level: 9 }))
      }
    },
  }
}
