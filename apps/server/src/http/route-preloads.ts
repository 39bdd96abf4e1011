import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { escapeAttribute } from './page-head-html.ts'

/** One entry of dist/route-preloads.json, written by the web build (apps/web/build/route-preloads.ts). */
interface RoutePreload {
  path: string
  scripts: string[]
  styles: string[]
  data: string[]
}

const ASSET = /^\/assets\/[\w.-]+\.(?:js|css)$/
const API_READ = /^\/api\/[\w/:.?=&-]*$/

function isRoutePreload(value: unknown): value is RoutePreload {
  if (typeof value !== 'object' || value === null) return false
  const entry = value as Record<string, unknown>
  const all = (list: unknown, pattern: RegExp) =>
    Array.isArray(list) && list.every((item) => typeof item === 'string' && pattern.test(item))
  return (
    typeof entry['path'] === 'string' &&
    all(entry['scripts'], ASSET) &&
    all(entry['styles'], ASSET) &&
    all(entry['data'], API_READ)
  )
}

/**
 * The route parameters when a request path matches a route pattern (`:name` one segment, a final `*` any
 * rest), else null.
 */
export function matchRoute(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean)
  const have = pathname.split('/').filter(Boolean)
  const params: Record<string, string> = {}
  for (let i = 0; i < want.length; i++) {
    const segment = want[i] as string
    if (segment === '*' && i === want.length - 1) return params
    const part = have[i]
    if (part === undefined) return null
    if (segment.startsWith(':')) params[segment.slice(1)] = part
    else if (segment !== part) return null
  }
  return have.length === want.length ? params : null
}

/** A data URL with the route's parameters filled in (encoded, so a parameter cannot add a path or query). */
function fillParams(url: string, params: Record<string, string>): string | null {
  let missing = false
  const filled = url.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) missing = true
    return encodeURIComponent(decodeURIComponent(value ?? ''))
  })
  return missing ? null : filled
}

/**
 * The <link> tags that let the browser fetch a page's route chunk, its stylesheets and its first API reads
 * while the entry script loads, instead of after it has run. Stylesheets are preloaded, not applied: the
 * route's code applies them (from the cache) when it renders, so the first paint does not wait for them.
 * API reads are preloaded the way the app's client fetches them (with credentials), so it reuses them.
 */
export function routePreloadTags(distDir: string): (pathname: string) => string {
  const file = path.join(distDir, 'route-preloads.json')
  if (!existsSync(file)) return () => ''
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'))
  const routes = Array.isArray(parsed) ? parsed.filter(isRoutePreload) : []
  return (pathname) => {
    for (const route of routes) {
      const params = matchRoute(route.path, pathname)
      if (!params) continue
      let data: (string | null)[]
      try {
        data = route.data.map((url) => fillParams(url, params))
      } catch {
        data = [] // a malformed %-escape in the path: the page shows its error; nothing to preload
      }
      return [
        ...route.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
        ...route.styles.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
        ...data.flatMap((href) =>
          href
            ? [
                `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttribute(href)}">`,
              ]
            : [],
        ),
      ].join('')
    }
    return ''
  }
}
