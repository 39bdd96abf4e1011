import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { encodeSharedProduct } from '@threadbit/contracts'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { designPng, insertProduct } from '../../testing/fixtures.ts'
import { TestClient } from '../../testing/test-app.ts'
import { appPerFile } from '../../testing/app-per-file.ts'

let owner: TestClient & { username: string }
let publicDesign: { uuid: string }
let privateDesign: { uuid: string }
let colorId: number

// A stand-in for the built web app: the server adds the page's head to whatever index.html the build wrote.
const distDir = mkdtempSync(path.join(tmpdir(), 'threadbit-seo-dist-'))
writeFileSync(
  path.join(distDir, 'index.html'),
  '<!doctype html><html><head><meta charset="UTF-8" />\n<meta\n  name="description"\n  content="generic" />\n<title>Threadbit</title></head><body><div id="root"></div></body></html>',
)

let product: { id: number }
const server = appPerFile(async (database) => {
  product = await insertProduct(database.db, {
    name: 'Seo Tee',
    pxPerMm: 5,
    regions: [{ width: 960, height: 960 }],
  })
  return { env: { WEB_DIST_DIR: distDir } }
})
beforeAll(async () => {
  const catalog = (await server.app.inject({ url: '/api/products/' })).json() as {
    id: number
    colors: { id: number }[]
  }[]
  colorId = catalog.find((p) => p.id === product.id)!.colors[0]!.id
  const c = new TestClient(server.app)
  const user = await c.register()
  owner = Object.assign(c, { username: user.username })
  const save = async (title: string, isPublic: boolean) => {
    const res = await c.post('/api/pixel-art/', { title, png_data: designPng(12, 8), is_public: isPublic })
    expect(res.statusCode, res.body).toBe(201)
    return res.json() as { uuid: string }
  }
  publicDesign = await save('Rocket <b>&</b> "m"', true)
  privateDesign = await save('Secret diary', false)
})

const page = async (url: string) => {
  const res = await server.app.inject({ url })
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toContain('text/html')
  return res.body
}
/** The shared-product link payload of the public design, centred on the product's first colour. */
const sharedPublicDesign = () =>
  encodeSharedProduct({
    artUuid: publicDesign.uuid,
    productColorId: colorId,
    placementX: 0.5,
    placementY: 0.5,
    stitchSize: 2,
    scaleFactor: 1,
  })
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key.replace(/[:]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1]

describe('robots.txt and sitemap.xml', () => {
  it('answers a real robots.txt that points at the sitemap and keeps private pages out', async () => {
    const res = await server.app.inject({ url: '/robots.txt' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/plain')
    expect(res.body).toMatch(/^User-agent: \*$/m)
    expect(res.body).toMatch(/^Disallow: \/api\/$/m)
    expect(res.body).toMatch(/^Disallow: \/account$/m)
    expect(res.body).toContain('Sitemap: http://threadbit.test/sitemap.xml')
  })

  it('lists static pages, public designs and public art on products, never private designs', async () => {
    const art = await owner.post('/api/pixel-art-products/', {
      art_uuid: publicDesign.uuid,
      product_color_id: colorId,
      placement_x: 0.5,
      placement_y: 0.5,
      stitch_size: 2,
      scale_factor: 1,
    })
    expect(art.statusCode).toBeLessThan(300)
    const res = await server.app.inject({ url: '/sitemap.xml' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('application/xml')
    expect(res.body).toContain('<loc>http://threadbit.test/discover</loc>')
    expect(res.body).toContain(`<loc>http://threadbit.test/apparel/${publicDesign.uuid}</loc>`)
    expect(res.body).not.toContain(privateDesign.uuid)
    const shared = sharedPublicDesign()
    expect(res.body).toContain(`/shared-product/${shared}</loc>`)
  })
})

describe('page heads for link previews', () => {
  it('describes a public design on its apparel page with its render as the image', async () => {
    const html = await page(`/apparel/${publicDesign.uuid}`)
    expect(html).not.toContain('content="generic"')
    expect(html.match(/<title>/g)).toHaveLength(1)
    const title = meta(html, 'og:title')!
    expect(title).toContain('Rocket &lt;b&gt;&amp;&lt;/b&gt; &quot;m&quot;')
    expect(title).toContain(`by ${owner.username}`)
    expect(html).not.toContain('<b>&</b>')
    expect(meta(html, 'og:image')).toMatch(
      new RegExp(`^http://threadbit.test/api/pixel-art/${publicDesign.uuid}/render-large/\\?v=\\d+$`),
    )
    expect(meta(html, 'og:image:width')).toBe('260')
    expect(meta(html, 'og:image:height')).toBe('180')
    // The stated size is the picture's real size.
    const image = await server.app.inject({ url: new URL(meta(html, 'og:image')!).pathname })
    expect(image.statusCode).toBe(200)
    const { width, height } = await sharp(image.rawPayload).metadata()
    expect([width, height]).toEqual([260, 180])
    expect(meta(html, 'twitter:card')).toBe('summary_large_image')
    expect(html).toContain(
      `<link rel="canonical" href="http://threadbit.test/apparel/${publicDesign.uuid}" />`,
    )
  })

  it('describes the design in the editor and the art on a shared product', async () => {
    const editor = await page(`/editor?design=${publicDesign.uuid}&utm_source=chat`)
    expect(meta(editor, 'og:title')).toContain('Rocket')
    expect(editor).toContain(`href="http://threadbit.test/editor?design=${publicDesign.uuid}"`)
    const payload = sharedPublicDesign()
    const shared = await page(`/shared-product/${payload}`)
    expect(meta(shared, 'og:title')).toMatch(/Rocket .* on a Seo Tee in /)
    expect(meta(shared, 'og:image')).toMatch(
      /^http:\/\/threadbit.test\/api\/pixel-art-products\/[0-9a-f-]{36}\/render\/$/,
    )
  })

  it('never describes a private design, and gives every other page its own title and canonical', async () => {
    const html = await page(`/apparel/${privateDesign.uuid}`)
    expect(html).not.toContain('Secret diary')
    expect(meta(html, 'og:image')).toBeUndefined()
    const popular = await page('/popular')
    expect(popular).toContain('<title>Popular picks · Threadbit</title>')
    expect(popular).toContain('<link rel="canonical" href="http://threadbit.test/popular" />')
    const home = await page('/')
    expect(meta(home, 'og:title')).toContain('draw pixel art')
    expect(await page('/account')).toContain('<meta name="robots" content="noindex" />')
    expect(await page('/apparel/not-a-uuid')).toContain(
      '<link rel="canonical" href="http://threadbit.test/apparel/not-a-uuid" />',
    )
  })
})

describe('the largest paint of /popular', () => {
  const imagePreloads = (html: string) =>
    [...html.matchAll(/<link rel="preload" as="image" href="([^"]*)" fetchpriority="high" \/>/g)].map(
      (m) => m[1],
    )

  it('preloads the picture of the first pick the list shows, unless the list is filtered', async () => {
    const saved = await owner.post('/api/pixel-art-products/', {
      art_uuid: publicDesign.uuid,
      product_color_id: colorId,
      placement_x: 0.25,
      placement_y: 0.5,
      stitch_size: 2,
      scale_factor: 1,
    })
    expect(saved.statusCode, saved.body).toBeLessThan(300)
    const list = (await server.app.inject({ url: '/api/pixel-art-products/' })).json() as {
      results: { image_url: string }[]
    }
    const first = list.results[0]?.image_url
    expect(first).toMatch(/^\/api\/pixel-art-products\/[0-9a-f-]{36}\/render\/\?v=\d+$/)
    expect(imagePreloads(await page('/popular'))).toEqual([first!.replace(/&/g, '&amp;')])
    expect(imagePreloads(await page('/popular?search=rocket'))).toEqual([])
    expect(imagePreloads(await page(`/popular?product_id=${product.id}`))).toEqual([])
  })
})

describe('the signed-out session answer', () => {
  it('is 200 with a null user when signed out and the user when signed in', async () => {
    const anon = await server.app.inject({ url: '/api/auth/session/' })
    expect(anon.statusCode).toBe(200)
    expect(anon.json()).toEqual({ user: null })
    const mine = await owner.get('/api/auth/session/')
    expect(mine.statusCode).toBe(200)
    expect(mine.json()).toMatchObject({ user: { username: owner.username } })
  })
})

describe('compression', () => {
  it('compresses JSON above 1 kB for clients that accept it, and leaves small answers alone', async () => {
    for (let i = 0; i < 4; i++)
      await owner.post('/api/pixel-art/', { title: `Filler ${i}`, png_data: designPng(6, 6) })
    const plain = await server.app.inject({ url: '/api/pixel-art/?page_size=50' })
    expect(plain.body.length).toBeGreaterThan(1024)
    const big = await server.app.inject({
      url: '/api/pixel-art/?page_size=50',
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(big.statusCode).toBe(200)
    expect(big.rawPayload.length).toBeLessThan(plain.body.length)
    expect(big.headers['content-encoding']).toBe('br')
    expect(String(big.headers['vary'])).toMatch(/accept-encoding/i)
    const small = await server.app.inject({ url: '/api/health/', headers: { 'accept-encoding': 'gzip' } })
    expect(small.headers['content-encoding']).toBeUndefined()
  })
})
