/**
 * Initial JavaScript per page, gzipped: what a first visit downloads before the page is usable.
 *
 *   npm run build -w apps/web && npx tsx bench/bundle.bench.ts
 *
 * Reads the Vite manifest of apps/web/dist: a page's initial JavaScript is the entry (index.html) plus the
 * page's own lazy chunk, each with every chunk it imports statically. Dynamic imports (dialogs, the cart
 * drawer, forms) are left out: they load when first needed. Sizes are gzip level 9 of the built files.
 * The entry's CSS is counted although the build inlines it into index.html (build/inline-entry-css.ts).
 * Goal: ≤ 150 kB on every page.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

interface ManifestChunk {
  file: string
  imports?: string[]
  css?: string[]
}

const GOAL_KB = 150
const dist = join(dirname(fileURLToPath(import.meta.url)), '../apps/web/dist')
const manifestPath = join(dist, '.vite/manifest.json')

/** Each page and the lazy chunk its route loads (null: the page is part of the entry). */
const PAGES: Record<string, string | null> = {
  '/': 'src/features/home/HomePage.tsx',
  '/discover': 'src/features/shop/DiscoverPage.tsx',
  '/popular': 'src/features/shop/PopularPage.tsx',
  '/editor': 'src/features/editor/EditorPage.tsx',
  '/apparel/{uuid}': 'src/features/shop/ApparelPage.tsx',
  '/login': 'src/features/auth/pages/LoginPage.tsx',
}

if (!existsSync(manifestPath)) {
  console.log(`No ${manifestPath}: run \`npm run build -w apps/web\` first.`)
} else {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>
  const gzipKb = new Map<string, number>()
  const sizeOf = (file: string) => {
    let kb = gzipKb.get(file)
    if (kb === undefined) {
      kb = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1000
      gzipKb.set(file, kb)
    }
    return kb
  }
  /** The chunk and everything it imports statically, as output file names. */
  const closure = (key: string, files: Set<string>, css: Set<string>) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const sheet of chunk.css ?? []) css.add(sheet)
    for (const imported of chunk.imports ?? []) closure(imported, files, css)
  }

  const rows = Object.entries(PAGES).map(([page, lazyChunk]) => {
    const files = new Set<string>()
    const css = new Set<string>()
    closure('index.html', files, css)
    if (lazyChunk) {
      if (!manifest[lazyChunk]) throw new Error(`${lazyChunk} is not in the manifest: update PAGES.`)
      closure(lazyChunk, files, css)
    }
    const js = [...files].reduce((sum, file) => sum + sizeOf(file), 0)
    const styles = [...css].reduce((sum, file) => sum + sizeOf(file), 0)
    return { page, js, styles, chunks: files.size }
  })

  console.log('| page | initial JS (gzip kB) | chunks | initial CSS (gzip kB) | ≤ 150 kB |')
  console.log('|---|---|---|---|---|')
  for (const { page, js, styles, chunks } of rows) {
    console.log(
      `| ${page} | ${js.toFixed(1)} | ${chunks} | ${styles.toFixed(1)} | ${js <= GOAL_KB ? 'yes' : 'NO'} |`,
    )
  }
}
