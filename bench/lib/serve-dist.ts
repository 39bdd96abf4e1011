import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type Page } from '@playwright/test'

/** The web app's production build, as `npm run build` leaves it. */
export const DIST = fileURLToPath(new URL('../../apps/web/dist/', import.meta.url))

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
}

/** The built SPA with an index.html fallback; /api answers 404 (the editor works without a server). */
export function serveDist(): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    if (url.pathname.startsWith('/api/')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"detail":"Not found."}')
      return
    }
    const file = normalize(join(DIST, url.pathname))
    const target =
      file.startsWith(DIST) && extname(file) !== '' && existsSync(file) ? file : join(DIST, 'index.html')
    readFile(target).then(
      (body) =>
        res
          .writeHead(200, { 'content-type': TYPES[extname(target)] ?? 'application/octet-stream' })
          .end(body),
      () => res.writeHead(500).end(),
    )
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium'

/**
 * Serves the built app and opens a page of headless Chromium (1280 × 800, no GPU) for `measure`, which gets
 * the page and the app's origin; closes both afterwards. Without a build it says so and returns.
 */
export async function withBuiltApp(measure: (page: Page, origin: string) => Promise<void>): Promise<void> {
  if (!existsSync(join(DIST, 'index.html'))) {
    console.log('skipped: apps/web/dist is missing; run `npm run build` first')
    return
  }
  const server = await serveDist()
  const { port } = server.address() as AddressInfo
  const browser = await chromium.launch({
    ...(existsSync(CHROMIUM) ? { executablePath: CHROMIUM } : {}),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  })
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    // tsx names functions with an `__name` helper that the browser does not have.
    await page.addInitScript({ content: 'window.__name = (fn) => fn' })
    await measure(page, `http://127.0.0.1:${port}`)
  } finally {
    await browser.close()
    server.close()
  }
}
