import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'

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
