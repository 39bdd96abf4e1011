import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import { PAGE_SETTINGS_GLOBAL, type PageSettings } from '@threadbit/contracts'
import type { FastifyInstance } from 'fastify'
import { renderHeadTags, withoutGenericHead, type PageHeadTags } from './page-head-html.ts'
import { withActiveNavLink, withProductName } from './page-shell.ts'
import { routePreloadTags } from './route-preloads.ts'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/** The page global's script, and its CSP hash so the policy can allow exactly this inline script. */
export function settingsScript(settings: PageSettings): { tag: string; cspHash: string } {
  // `<` is escaped so a value can never close the script element.
  const body = `window.${PAGE_SETTINGS_GLOBAL}=${JSON.stringify(settings).replace(/</g, '\\u003c')};`
  const cspHash = `'sha256-${createHash('sha256').update(body).digest('base64')}'`
  return { tag: `<script>${body}</script>`, cspHash }
}

/**
 * Serves the built web app: hashed assets with long cache lifetimes, and index.html (with the runtime
 * settings injected) for every other GET so client-side routes work on reload.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: {
    distDir: string
    settingsTag: string
    siteName: string
    /** Per-page title, description and link-preview tags, so shared links show the design. */
    headFor?: (url: string) => Promise<PageHeadTags>
  },
) {
  const indexFile = path.join(options.distDir, 'index.html')
  const hasBuild = existsSync(indexFile)
  const built = hasBuild
    ? withProductName(readFileSync(indexFile, 'utf8'), options.siteName).replace(
        '</head>',
        `${options.settingsTag}</head>`,
      )
    : null
  const template = built && options.headFor ? withoutGenericHead(built) : built
  const preloadsFor = routePreloadTags(options.distDir)

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      allowedPath: (pathName) => pathName !== '/index.html',
      // `npm run build` writes .br and .gz beside each text asset; they are sent to clients that accept them.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const underAssets = filePath.startsWith(path.join(options.distDir, 'assets') + path.sep)
        res.header('Cache-Control', underAssets ? IMMUTABLE : 'public, max-age=3600')
      },
    })
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/')
    if (!isPage) return reply.code(404).send({ detail: 'Not found.' })
    if (!template) {
      return reply.code(503).type('text/plain').send('The web app is not built yet: run `npm run build`.')
    }
    const withHead = options.headFor
      ? template.replace(
          '</head>',
          `  ${renderHeadTags(await options.headFor(request.url), options.siteName)}\n  </head>`,
        )
      : template
    // Before the entry script, so the browser asks for the page's chunk in the same breath as the entry.
    const pathname = new URL(request.url, 'http://page.invalid').pathname
    const html = withActiveNavLink(
      withHead.replace('<script type="module"', `${preloadsFor(pathname)}<script type="module"`),
      pathname,
    )
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html)
  })
}
