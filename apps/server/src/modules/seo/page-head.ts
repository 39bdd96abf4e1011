import { decodeSharedProduct } from '@threadbit/contracts'
import type { Db } from '../../db/client.ts'
import type { Catalog } from '../catalog/catalog.service.ts'
import { renderedDesignSize } from '../designs/design-image.ts'
import { firstPopularPick } from '../shop/shop.queries.ts'
import { findColor, renderPath, UUID_PATTERN } from '../shop/shop.service.ts'
import { artOnProductUuid, publicDesignSummary } from './seo.queries.ts'

/** What a page's <head> says about it to search engines and to link previews in chat apps. */
export interface PageHead {
  title: string
  description: string
  /** Absolute URL of the page without tracking parameters. */
  canonical: string
  image?: { url: string; width: number; height: number; alt: string }
  /** Pages that only make sense for one visitor (account, review links) are kept out of search results. */
  noindex?: boolean
  /** The picture the page paints largest (its LCP), fetched from the start instead of after the page's code. */
  preloadImage?: string
}

/** Large design renders (the `render-large/` endpoint, 20 px a cell) are big enough for link previews. */
const PREVIEW_SCALE = 20

const HOME = {
  title: 'Threadbit: draw pixel art, wear it as embroidery',
  description:
    'Draw pixel art in your browser, or turn any picture into pixel art, and have it embroidered on tees, hoodies and caps.',
}

const STATIC_PAGES: Record<string, { title: string; description: string }> = {
  '/': HOME,
  '/discover': {
    title: 'Browse pixel-art designs · Threadbit',
    description:
      'Pixel-art designs drawn by the Threadbit community, ready to remix or to embroider on apparel.',
  },
  '/popular': {
    title: 'Popular picks · Threadbit',
    description:
      'The embroidered tees, hoodies and caps people order most, with pixel art from the community.',
  },
  '/apparel': {
    title: 'Shop apparel · Threadbit',
    description:
      'Choose a tee, hoodie or cap and put any pixel-art design on it, stitched as real embroidery.',
  },
  '/editor': {
    title: 'Pixel-art editor · Threadbit',
    description:
      'A free pixel-art editor in your browser: pen, fill, 32-colour palette, undo, PNG download and a stitched 3D preview.',
  },
  '/faqs': {
    title: 'FAQs · Threadbit',
    description: 'Answers about designs, embroidery, orders and shipping.',
  },
  '/privacy': { title: 'Privacy policy · Threadbit', description: 'How Threadbit handles your data.' },
  '/terms': { title: 'Terms of service · Threadbit', description: 'The terms for using Threadbit.' },
}

const PRIVATE_PREFIXES = [
  '/account',
  '/login',
  '/signup',
  '/choose-username',
  '/verify-email',
  '/reset-password',
  '/review',
  '/workshop',
]

export function createPageHeads(deps: { db: Db; catalog: Catalog; publicUrl: string; productName: string }) {
  const base = deps.publicUrl.replace(/\/+$/, '')
  const absolute = (path: string) => `${base}${path}`

  /** `withPicture`: the page shows the design on products (/apparel/{uuid}); its first photo is preloaded. */
  async function designHead(
    uuid: string,
    pagePath: string,
    verb: string,
    withPicture = false,
  ): Promise<PageHead | null> {
    if (!UUID_PATTERN.test(uuid)) return null
    const design = await publicDesignSummary(deps.db, uuid)
    if (!design) return null
    const title = design.title?.trim() || 'Untitled design'
    const by = design.owner ? ` by ${design.owner}` : ''
    return {
      title: `${title}${by} · ${deps.productName}`,
      description: `“${title}”${by}: a ${design.columns}×${design.rows} pixel-art design. ${verb}`,
      canonical: absolute(pagePath),
      image: {
        url: absolute(`/api/pixel-art/${design.uuid}/render-large/?v=${design.revision}`),
        ...renderedDesignSize(design, PREVIEW_SCALE),
        alt: `${title}, pixel art`,
      },
      ...(withPicture ? { preloadImage: await firstCardPicture(design) } : {}),
    }
  }

  async function sharedProductHead(payloadText: string, pagePath: string): Promise<PageHead | null> {
    const payload = decodeSharedProduct(payloadText)
    if (!payload || !UUID_PATTERN.test(payload.artUuid)) return null
    const [design, entry] = await Promise.all([
      publicDesignSummary(deps.db, payload.artUuid),
      findColor(deps.catalog, payload.productColorId),
    ])
    if (!design || !entry) return null
    const title = design.title?.trim() || 'Untitled design'
    const garment = `${entry.product.product_name} in ${entry.color.color_name}`
    const stored = await artOnProductUuid(deps.db, { ...payload, artUuid: design.uuid })
    const side = entry.product.img_width
    return {
      title: `${title} on a ${garment} · ${deps.productName}`,
      description: `“${title}” embroidered on a ${garment}. Choose your size and order it stitched.`,
      canonical: absolute(pagePath),
      image: stored
        ? {
            url: absolute(`/api/pixel-art-products/${stored}/render/`),
            width: side,
            height: side,
            alt: `${title} on a ${garment}`,
          }
        : {
            url: absolute(`/api/pixel-art/${design.uuid}/render-large/?v=${design.revision}`),
            ...renderedDesignSize(design, PREVIEW_SCALE),
            alt: `${title}, pixel art`,
          },
    }
  }

  /**
   * The garment photo of the first product card on /apparel/{uuid}: the first product (catalogue order) the
   * design fits, in its first colour, as the page shows it (features/shop/ApparelPage.tsx).
   */
  async function firstCardPicture(design: { rows: number; columns: number }): Promise<string | undefined> {
    const fitting = new Set(await deps.catalog.fittingProducts(design))
    const { products } = await deps.catalog.snapshot()
    return products.find((product) => fitting.has(product.id))?.colors[0]?.image_url
  }

  /**
   * The first tile's picture on /popular (its largest paint), when the list is not filtered: the browser
   * then fetches it with the page instead of after the page's code and the list have arrived.
   */
  async function popularHead(parsed: URL): Promise<PageHead | null> {
    if (parsed.searchParams.get('search')?.trim() || parsed.searchParams.get('product_id')) return null
    const first = await firstPopularPick(deps.db)
    const page = STATIC_PAGES['/popular']
    return first && page
      ? { ...page, canonical: absolute('/popular'), preloadImage: renderPath(first) }
      : null
  }

  /** The head for a page URL (path and query as the browser sent them). */
  return async function headFor(url: string): Promise<PageHead> {
    const parsed = new URL(url, 'http://page.invalid')
    const path = parsed.pathname.replace(/\/+$/, '') || '/'
    try {
      const apparel = /^\/apparel\/([^/]+)$/.exec(path)?.[1]
      if (apparel) {
        const head = await designHead(apparel, path, 'Put it on a tee, hoodie or cap.', true)
        if (head) return head
      }
      const shared = /^\/shared-product\/([^/]+)$/.exec(path)?.[1]
      if (shared) {
        const head = await sharedProductHead(shared, path)
        if (head) return head
      }
      if (path === '/popular') {
        const head = await popularHead(parsed)
        if (head) return head
      }
      if (path === '/editor' || path.startsWith('/editor/')) {
        const design = parsed.searchParams.get('design')
        if (design) {
          const head = await designHead(
            design,
            `/editor?design=${encodeURIComponent(design)}`,
            'Open it in the editor to remix it.',
          )
          if (head) return head
        }
      }
    } catch {
      // A page must render even when the database is slow or down; it then gets the generic head.
    }
    const page = STATIC_PAGES[path]
    if (page) return { ...page, canonical: absolute(path === '/' ? '/' : path) }
    const noindex = PRIVATE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
    return { ...HOME, canonical: absolute(path), noindex }
  }
}
