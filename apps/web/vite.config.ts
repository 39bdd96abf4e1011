import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { inlineEntryCss } from './build/inline-entry-css.ts'
import { precompress } from './build/precompress.ts'
import { routePreloads } from './build/route-preloads.ts'
import { staticShell } from './build/static-shell.ts'

export default defineConfig({
  plugins: [react(), staticShell(), inlineEntryCss(), routePreloads(), precompress()],
  server: {
    port: 5173,
    // In development the API runs on the server's port; in production the server serves this build.
    proxy: { '/api': 'http://127.0.0.1:8000' },
  },
  // The manifest lets bench/bundle.bench.ts sum each page's initial (static-import) chunks.
  build: {
    outDir: 'dist',
    // Fonts stay files: the entry CSS is inlined into index.html, and a font that is only needed for rarer
    // characters (the latin-ext subset) must not ride along in every page as base64.
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      // Building a zod schema has no side effects: a page that only needs a constant from
      // @threadbit/contracts must not download every schema (and zod) with it.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          // Pages that only show designs (the product pages) need colours and the stitched look, not the
          // drawing model or the PNG codec (fast-png and its inflate), which the editor brings: each its own
          // chunk, so the pixel-art chunk the pages share stays small.
          groups: [
            { name: 'png-codec', test: /[\\/](fast-png|fflate|iobuffer)[\\/]|pixelart[\\/]src[\\/]png\.ts$/ },
            {
              name: 'pixel-model',
              test: /pixelart[\\/]src[\\/](?!index|color|named-colors|stitched|base64|alpha)[\w-]+\.ts$/,
            },
            // The owner check and the card actions travel together, as the pages with design cards use both:
            // the editor's save (which needs only the check) would otherwise split them into two requests.
            { name: 'design-actions', test: /features[\\/]designs[\\/](design-actions|ownership)\.ts$/ },
            // Likewise data: URLs and the base64 they are made of (product pages use both, the editor base64).
            {
              name: 'base64',
              test: /pixelart[\\/]src[\\/]base64\.ts$|features[\\/]designs[\\/]data-url\.ts$/,
            },
          ],
        },
      },
    },
  },
})
