import { encodeSharedProduct } from '@threadbit/contracts'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client.ts'
import { publicArtOnProductsForSitemap, publicDesignsForSitemap } from './seo.queries.ts'

/** Pages worth finding without signing in; account, review and workshop pages stay out. */
const STATIC_PATHS = ['/', '/discover', '/popular', '/apparel', '/editor', '/faqs', '/privacy', '/terms']
const DISALLOWED = [
  '/api/',
  '/account',
  '/login',
  '/signup',
  '/choose-username',
  '/verify-email/',
  '/reset-password',
  '/review/',
  '/workshop',
]

function xmlEscape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

export function registerSeoRoutes(app: FastifyInstance, deps: { db: Db; publicUrl: string }) {
  const base = deps.publicUrl.replace(/\/+$/, '')

  app.get('/robots.txt', async (_request, reply) => {
    const lines = [
      'User-agent: *',
      ...DISALLOWED.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${base}/sitemap.xml`,
      '',
    ]
    return reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(lines.join('\n'))
  })

  app.get('/sitemap.xml', async (_request, reply) => {
    const [designs, products] = await Promise.all([
      publicDesignsForSitemap(deps.db),
      publicArtOnProductsForSitemap(deps.db),
    ])
    const entries: string[] = STATIC_PATHS.map((path) => `<url><loc>${xmlEscape(base + path)}</loc></url>`)
    for (const design of designs) {
      entries.push(
        `<url><loc>${xmlEscape(`${base}/apparel/${design.uuid}`)}</loc><lastmod>${design.updatedAt.toISOString()}</lastmod></url>`,
      )
    }
    for (const product of products) {
      const payload = encodeSharedProduct({
        artUuid: product.artUuid,
        productColorId: product.productColorId,
        placementX: product.placementX,
        placementY: product.placementY,
        stitchSize: product.stitchSize,
        scaleFactor: product.scaleFactor,
      })
      entries.push(
        `<url><loc>${xmlEscape(`${base}/shared-product/${payload}`)}</loc><lastmod>${product.updatedAt.toISOString()}</lastmod></url>`,
      )
    }
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`
    return reply
      .header('Cache-Control', 'public, max-age=600')
      .type('application/xml; charset=utf-8')
      .send(xml)
  })
}
