import type { Plugin, Rolldown } from 'vite'

type OutputBundle = Rolldown.OutputBundle
type OutputChunk = Rolldown.OutputChunk

/** Written into dist/ for the server (apps/server/src/http/route-preloads.ts reads it). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json'

/** What every page asks the API for as it starts (the signed-in user, their pending AI jobs). */
const EVERY_PAGE_DATA = ['/api/auth/session/', '/api/image-generation/pending/']

/**
 * The pages a visitor lands on from outside (a link, a search result, a bookmark): the lazy module each
 * route in src/app/routes.tsx renders and the API
 * reads its first render starts, so they can begin with the page instead of after its code has run.
 * `:name` in a data URL is the route's parameter of that name.
 */
const LANDING_ROUTES: Record<string, { module?: string; data?: string[] }> = {
  '/': {
    module: 'src/features/home/HomePage.tsx',
    data: [
      '/api/products/',
      '/api/pixel-art-products/homepage/',
      '/api/pixel-art/homepage/?page_size=12',
      '/api/reviews/',
    ],
  },
  '/editor/*': { module: 'src/features/editor/EditorPage.tsx' },
  '/discover': { module: 'src/features/shop/DiscoverPage.tsx', data: ['/api/products/', '/api/pixel-art/'] },
  '/popular': {
    module: 'src/features/shop/PopularPage.tsx',
    data: ['/api/products/', '/api/pixel-art-products/'],
  },
  '/apparel': { module: 'src/features/shop/ApparelPage.tsx', data: ['/api/products/'] },
  '/apparel/:artUuid': {
    module: 'src/features/shop/ApparelPage.tsx',
    data: ['/api/pixel-art/:artUuid/', '/api/products/'],
  },
  '/shared-product/:payload': { module: 'src/features/shop/SharedProductPage.tsx' },
  '/login': { module: 'src/features/auth/pages/LoginPage.tsx' },
  '/signup': { module: 'src/features/auth/pages/SignupPage.tsx' },
  '/account': { module: 'src/features/auth/pages/AccountPage.tsx' },
  '/faqs': { module: 'src/features/pages/FaqPage.tsx' },
  '/privacy': { module: 'src/features/pages/PrivacyPage.tsx' },
  '/terms': { module: 'src/features/pages/TermsPage.tsx' },
}

export interface RoutePreload {
  /** A route pattern: literal segments, `:name` for one segment, a final `*` for any rest. */
  path: string
  /** The route's chunk and every chunk it imports statically that the entry does not already load. */
  scripts: string[]
  /** The stylesheets those chunks bring. */
  styles: string[]
  /** API reads (GET, with credentials) the page makes as it starts; `:name` stands for a route parameter. */
  data: string[]
}

function staticClosure(bundle: OutputBundle, start: OutputChunk, seen = new Set<string>()): Set<string> {
  if (seen.has(start.fileName)) return seen
  seen.add(start.fileName)
  for (const name of start.imports) {
    const chunk = bundle[name]
    if (chunk?.type === 'chunk') staticClosure(bundle, chunk, seen)
  }
  return seen
}

/**
 * Lists, per landing route, the files its lazy chunk needs, so the server can name them in the page's
 * <head>: the browser then fetches them, and the page's first API reads, together with the entry instead
 * of after it has run (round trips fewer before the page can paint).
 */
export function routePreloads(): Plugin {
  return {
    name: 'threadbit-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk')
      const entry = chunks.find((chunk) => chunk.isEntry)
      if (!entry) return
      const loadedByEntry = staticClosure(bundle, entry)
      const routes: RoutePreload[] = Object.entries(LANDING_ROUTES).map(([path, { module, data = [] }]) => {
        const chunk = module && chunks.find((c) => c.facadeModuleId?.endsWith(`/apps/web/${module}`))
        if (module && !chunk) throw new Error(`route-preloads: ${module} (${path}) is not a chunk of its own`)
        const closure = chunk ? staticClosure(bundle, chunk) : new Set<string>()
        const files = [...closure].filter((file) => !loadedByEntry.has(file))
        const styles = files.flatMap((file) => {
          const item = bundle[file]
          return item?.type === 'chunk' ? [...(item.viteMetadata?.importedCss ?? [])] : []
        })
        return {
          path,
          scripts: files.map((file) => `/${file}`),
          styles: [...new Set(styles)].map((file) => `/${file}`),
          data: [...EVERY_PAGE_DATA, ...data],
        }
      })
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(routes) })
    },
  }
}
