import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import {
  defaultPlacement,
  primaryRegion,
  type CheckoutItem,
  type Design,
  type Paged,
  type Product,
} from '@threadbit/contracts'
import { encodeRGBAToPNG } from '@threadbit/pixelart'
import * as layout from './layout-checks.ts'

const SCREENS = 'test-results/screens'
const CAROUSELS = [
  { id: 'popular-picks', title: 'Popular picks', desktop: 3 },
  { id: 'start-with-a-design', title: 'Start with a design', desktop: 4 },
  { id: 'start-with-apparel', title: 'Start with apparel', desktop: 4 },
] as const

/** The csrftoken cookie the server sets on any page, echoed as X-CSRFToken on unsafe calls. */
async function csrfHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  await request.get('/')
  const cookie = (await request.storageState()).cookies.find((c) => c.name === 'csrftoken')
  return cookie ? { 'X-CSRFToken': cookie.value } : {}
}

async function catalogue(request: APIRequestContext) {
  const products = (await (await request.get('/api/products/')).json()) as Product[]
  const designs = ((await (await request.get('/api/pixel-art/?page_size=24')).json()) as Paged<Design>)
    .results
  return { products, designs }
}

/** A design on a product's first colour at the region's default placement, as the product card sends it. */
function placed(design: Design, product: Product, colorIndex = 0) {
  const region = primaryRegion(product)
  const color = product.colors[colorIndex % product.colors.length]
  if (!region || !color) throw new Error(`${product.product_name} has no region or colour`)
  return {
    art_uuid: design.uuid,
    product_color_id: color.id,
    ...defaultPlacement(design, region, product.px_per_mm),
    color,
  }
}

/** Seeds popular picks: a few designs on a few products, each "added to the cart" once. */
async function seedPopularPicks(request: APIRequestContext) {
  const headers = await csrfHeaders(request)
  const { products, designs } = await catalogue(request)
  let created = 0
  // Deterministic choices, so seeding again (a retried worker) finds the same entries instead of adding.
  for (const [index, design] of designs.slice(0, 4).entries()) {
    for (const product of products.slice(0, 3)) {
      if (!design.fitting_products.includes(product.id)) continue
      const { color: _color, ...body } = placed(design, product, index)
      const response = await request.post('/api/pixel-art-products/', { headers, data: body })
      expect(response.ok()).toBe(true)
      created++
    }
  }
  expect(created).toBeGreaterThan(4)
}

/** How many slides lie wholly inside the carousel's track. */
function fullyVisibleSlides(page: Page, id: string): Promise<number> {
  return page.getByTestId(`carousel-${id}`).evaluate((root) => {
    const slides = Array.from(root.querySelectorAll('[data-testid="carousel-slide"]'))
    const track = slides[0]?.parentElement
    if (!track) return 0
    const box = track.getBoundingClientRect()
    return slides.filter((slide) => {
      const r = slide.getBoundingClientRect()
      return r.left >= box.left - 1 && r.right <= box.right + 1 && r.right <= window.innerWidth + 1
    }).length
  })
}

/** The page's h1 as it reads on screen (the DOM has sentence case; CSS upper-cases it). */
async function expectUppercaseTitle(page: Page, text: string) {
  await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(text)
}

/**
 * Holds an API answer back until `release()`, so the skeletons stay on screen until the test has seen them
 * (however slow the machine), instead of for a fixed time.
 */
async function holdAnswers(page: Page, pattern: string) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(pattern, async (route) => {
    await released
    await route.continue()
  })
  return release
}

test.beforeAll(async ({ request }) => {
  await seedPopularPicks(request)
})

test('home at 1280 px: hero, three carousels, skeletons then cards, reviews 6 → 20 → 6', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  const releasePicks = await holdAnswers(page, '**/api/pixel-art-products/homepage/')
  // 'commit': the load event waits for every image, by which time the skeletons are long gone.
  await page.goto('/', { waitUntil: 'commit' })
  await expectUppercaseTitle(page, 'CUSTOM PIXEL ART EMBROIDERY')
  const hero = page.getByRole('main').getByRole('region', { name: 'Custom pixel art embroidery' })
  await expect(hero.getByRole('link', { name: 'Create your own' })).toHaveAttribute('href', '/editor')
  await expect(hero.getByRole('link', { name: 'Shop designs' })).toHaveAttribute('href', '/discover')

  // Skeletons first, then the cards.
  await expect(page.getByTestId('art-on-product-skeleton')).toHaveCount(3)
  releasePicks()
  await expect(page.getByTestId('art-on-product-card').first()).toBeVisible()
  await expect(page.getByTestId('art-on-product-skeleton')).toHaveCount(0)
  await expect(page.getByTestId('design-card').first()).toBeVisible()
  await expect(page.getByTestId('apparel-card').first()).toBeVisible()

  for (const carousel of CAROUSELS) {
    const region = page.getByRole('region', { name: carousel.title })
    await expect(region.getByRole('heading', { name: carousel.title })).toBeVisible()
    await expect(region).toHaveAttribute('data-visible', String(carousel.desktop))
    expect(await fullyVisibleSlides(page, carousel.id)).toBe(carousel.desktop)
  }
  const popular = page.getByRole('region', { name: 'Popular picks' })
  expect(await popular.getByTestId('art-on-product-card').count()).toBeLessThanOrEqual(8)
  await expect(popular.getByRole('link', { name: 'Shop all: popular picks' })).toHaveAttribute(
    'href',
    '/popular',
  )
  await expect(
    page.getByRole('region', { name: 'Start with a design' }).getByRole('link', { name: /^Shop all/ }),
  ).toHaveAttribute('href', '/discover')
  await expect(
    page.getByRole('region', { name: 'Start with apparel' }).getByRole('link', { name: /^Shop all/ }),
  ).toHaveAttribute('href', '/apparel')
  const firstPick = popular.getByTestId('art-on-product-card').first()
  await expect(firstPick.getByRole('link')).toHaveAttribute('href', /^\/shared-product\/[A-Za-z0-9_-]+$/)
  await expect(firstPick).toContainText(/From \$\d+/i)

  // The hero's two calls to action are in view; every card in view shows its picture; nothing sticks out.
  await layout.expectFullyInViewport(
    hero.getByRole('link', { name: 'Create your own' }),
    hero.getByRole('link', { name: 'Shop designs' }),
  )
  for (const card of ['art-on-product-card', 'design-card', 'apparel-card']) {
    await layout.expectImagesLoaded(page.getByTestId(card).first())
  }
  await layout.expectNoSidewaysScroll(page)
  await page.screenshot({ path: `${SCREENS}/home-1280.png`, fullPage: true }) // for people; checked above

  // Seven products, four in view: Next moves the apparel row along.
  const apparel = page.getByRole('region', { name: 'Start with apparel' })
  const scrollLeft = () =>
    apparel
      .locator('[data-testid="carousel-slide"]')
      .first()
      .evaluate((el) => el.parentElement?.scrollLeft ?? 0)
  await apparel.getByRole('button', { name: 'Next slides: Start with apparel' }).click()
  await expect.poll(scrollLeft).toBeGreaterThan(0)
  // The arrow keys move it too, from anywhere inside the carousel.
  await apparel.getByRole('link', { name: /^Shop all/ }).focus()
  await page.keyboard.press('ArrowLeft')
  await expect.poll(scrollLeft).toBe(0)
  await expect(apparel.getByTestId('apparel-card').first().getByRole('link')).toHaveAttribute(
    'href',
    /^\/discover\?fits=\d+$/,
  )

  const reviews = page.getByTestId('marketplace-reviews')
  await expect(reviews).toContainText('not from real customers')
  await expect(reviews.getByTestId('marketplace-review')).toHaveCount(6)
  await reviews.getByRole('button', { name: 'Show more' }).click()
  await expect(reviews.getByTestId('marketplace-review')).toHaveCount(20)
  await reviews.getByRole('button', { name: 'Show less' }).click()
  await expect(reviews.getByTestId('marketplace-review')).toHaveCount(6)
})

test('home at 375 px: one slide per carousel, reviews 6 → 20 → 6', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  const releaseDesigns = await holdAnswers(page, '**/api/pixel-art/homepage/**')
  await page.goto('/', { waitUntil: 'commit' })
  await expectUppercaseTitle(page, 'CUSTOM PIXEL ART EMBROIDERY')
  await expect(page.getByTestId('design-card-skeleton').first()).toBeVisible()
  releaseDesigns()
  await expect(page.getByTestId('design-card').first()).toBeVisible()
  await expect(page.getByTestId('art-on-product-card').first()).toBeVisible()
  await expect(page.getByTestId('apparel-card').first()).toBeVisible()
  for (const carousel of CAROUSELS) {
    await expect(page.getByRole('region', { name: carousel.title })).toHaveAttribute('data-visible', '1')
    expect(await fullyVisibleSlides(page, carousel.id)).toBe(1)
  }
  // Nothing overflows the phone's width.
  await layout.expectNoSidewaysScroll(page)
  await layout.expectFullyInViewport(page.getByRole('heading', { level: 1 }))
  for (const card of ['art-on-product-card', 'design-card', 'apparel-card']) {
    await layout.expectImagesLoaded(page.getByTestId(card).first())
  }
  await page.screenshot({ path: `${SCREENS}/home-375.png`, fullPage: true }) // for people; checked above

  const reviews = page.getByTestId('marketplace-reviews')
  await expect(reviews.getByTestId('marketplace-review')).toHaveCount(6)
  await reviews.getByRole('button', { name: 'Show more' }).click()
  await expect(reviews.getByTestId('marketplace-review')).toHaveCount(20)
  await reviews.getByRole('button', { name: 'Show less' }).click()
  await expect(reviews.getByTestId('marketplace-review')).toHaveCount(6)
})

test('popular: search, filter by product and the empty state', async ({ page, request }) => {
  const { products, designs } = await catalogue(request)
  const design = designs[0]!
  const tee = products[0]!
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/popular')
  await expectUppercaseTitle(page, 'POPULAR PICKS')
  const cards = page.getByTestId('art-on-product-card')
  await expect(cards.first()).toBeVisible()

  await page.getByRole('searchbox', { name: 'Search popular picks' }).fill(design.title ?? '')
  await expect(page).toHaveURL(/search=/)
  await expect(cards.first()).toBeVisible()
  for (const title of await cards.locator('h3').allTextContents()) expect(title).toBe(design.title)

  await page.getByRole('button', { name: 'Filter by product…' }).click()
  const option = page.getByRole('menuitemcheckbox', { name: tee.product_name })
  await expect(option.locator('img')).toBeVisible()
  await option.click()
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(new RegExp(`product_id=${tee.id}`))
  await expect(page.getByRole('list', { name: 'Selected products' })).toContainText(tee.product_name)
  await expect(cards.first()).toBeVisible()
  for (const text of await cards.allTextContents()) {
    expect(text).toContain(tee.product_name)
    expect(text).toContain(design.title ?? '')
  }
  await expect(page.getByText("You've reached the end!")).toBeVisible()
  await layout.expectFullyInViewport(
    page.getByRole('searchbox', { name: 'Search popular picks' }),
    page.getByRole('list', { name: 'Selected products' }),
  )
  await layout.expectImagesLoaded(cards.first())
  await layout.expectNoSidewaysScroll(page)
  await page.screenshot({ path: `${SCREENS}/popular-1280.png` }) // for people; checked above

  await page.getByRole('searchbox', { name: 'Search popular picks' }).fill('no-such-design-anywhere')
  await expect(page.getByText('No products found.')).toBeVisible()
  await expect(cards).toHaveCount(0)
})

/** The review mail of one order, found by its link among all mails in the outbox (other specs send mail too). */
function reviewMailFor(orderUuid: string): string | undefined {
  const dir = path.join(process.env['E2E_DATA_DIR'] ?? '', 'outbox')
  // Quoted-printable: undo soft line breaks and '=3D' before looking for the link.
  const decode = (file: string) =>
    readFileSync(path.join(dir, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=')
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .map(decode)
    .find((mail) => mail.includes(`/review/${orderUuid}`))
}

function pngFile(size: number): Buffer {
  const data = new Uint8ClampedArray(size * size * 4)
  for (let i = 0; i < size * size; i++) data.set([46, 134, 171, 255], i * 4)
  return Buffer.from(encodeRGBAToPNG({ width: size, height: size, data }))
}

test('review journey: an order of two items, reviewed from the e-mailed link', async ({ page, request }) => {
  const headers = await csrfHeaders(request)
  const { products, designs } = await catalogue(request)
  const items: CheckoutItem[] = []
  for (const product of products) {
    const design = designs.find(
      (d) => d.fitting_products.includes(product.id) && !items.some((i) => i.art_uuid === d.uuid),
    )
    if (!design || items.length === 2) continue
    const { color, ...placement } = placed(design, product)
    const sku = color.skus.find((s) => s.in_stock)
    if (!sku) continue
    items.push({ ...placement, sku_id: sku.id, quantity: 1 })
  }
  expect(items).toHaveLength(2)
  const email = `reviewer${Date.now()}@example.com`
  const order = await request.post('/api/orders/checkout/', {
    headers,
    data: { email, name: 'Review Tester', items },
  })
  expect(order.status()).toBe(201)
  const { uuid } = (await order.json()) as { uuid: string }

  await expect.poll(() => reviewMailFor(uuid) ?? '').toContain(`/review/${uuid}`)
  const mail = reviewMailFor(uuid) ?? ''
  expect(mail).toContain(email)
  const link = new RegExp(`https?://[^\\s"<]+/review/${uuid}`).exec(mail)?.[0]
  expect(link).toBeTruthy()

  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(new URL(link!).pathname)
  await expect(page.getByRole('heading', { name: 'Submit Review', level: 1 })).toBeVisible()
  await expect(page.getByText('1 of 2')).toBeVisible()
  const step = page.getByTestId('review-step')
  await expect(step.locator('img').first()).toHaveAttribute('src', /.+/)

  // First item: stars, fit and a comment.
  await step.locator('label', { hasText: '5 stars' }).click()
  await page.getByLabel('How did it fit?').selectOption('2')
  await page.getByLabel('Your review').fill('Crisp stitching, every pixel is there.')
  await expect(page.getByLabel(/Alias or nickname/)).toBeDisabled()
  await page.getByRole('button', { name: 'Submit Review' }).click()
  await expect(page.getByText('Submitted!')).toBeVisible()
  await expect(page.getByText('2 of 2')).toBeVisible()

  // Second item: shared publicly under an alias, with a photo.
  await page.getByRole('button', { name: 'Submit Review' }).click()
  await expect(page.getByText('Rating is required')).toBeVisible()
  await step.locator('label', { hasText: '4 stars' }).click()
  await page.getByText("I'm OK with this review being shared publicly").click()
  const alias = page.getByLabel(/Alias or nickname/)
  await expect(alias).toBeEnabled()
  await expect(alias).toHaveAttribute('placeholder', 'John D. or PixelFan123')
  await alias.fill('PixelFan123')
  await page.getByLabel('Your review').fill('Wore it all weekend!')
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngFile(64) })
  const preview = page.getByAltText('Preview of your photo')
  await expect(preview).toBeVisible()
  const previewBox = await preview.boundingBox()
  expect(previewBox?.width ?? 999).toBeLessThanOrEqual(150)
  await layout.expectImagesLoaded(preview)
  await layout.expectImagesLoaded(step.locator('img').first())
  await layout.expectInside(preview, step)
  await page.screenshot({ path: `${SCREENS}/review-1280.png`, fullPage: true }) // for people; checked above
  await page.getByRole('button', { name: 'Submit Review' }).click()

  await expect(page.getByRole('heading', { name: 'Thank you for your review!' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')

  // Everything is reviewed: the link now answers 204 and the page says thanks straight away.
  await page.goto(new URL(link!).pathname)
  await expect(page.getByRole('heading', { name: 'Thank you for your review!' })).toBeVisible()

  // The public review shows on the home page beside the marketplace reviews.
  await page.goto('/')
  await expect(page.getByTestId('shop-reviews')).toContainText('PixelFan123')
})

test('review page: an unknown order says so', async ({ page }) => {
  await page.goto('/review/00000000-0000-4000-8000-00000000dead')
  await expect(page.getByText('Unable to load review info.')).toBeVisible()
  await expect(page.getByText('Could not load your review.')).toBeVisible()
})

test('review page at 375 px', async ({ page, request }) => {
  const headers = await csrfHeaders(request)
  const { products, designs } = await catalogue(request)
  const product = products[0]!
  const design = designs.find((d) => d.fitting_products.includes(product.id))!
  const { color, ...placement } = placed(design, product)
  const order = await request.post('/api/orders/checkout/', {
    headers,
    data: {
      email: 'small-screen@example.com',
      name: 'Small Screen',
      items: [{ ...placement, sku_id: color.skus.find((s) => s.in_stock)!.id, quantity: 1 }],
    },
  })
  expect(order.status()).toBe(201)
  const { uuid } = (await order.json()) as { uuid: string }
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto(`/review/${uuid}`)
  await expect(page.getByRole('button', { name: 'Submit Review' })).toBeVisible()
  await expect(page.getByText('1 of 1')).toHaveCount(0)
  await layout.expectNoSidewaysScroll(page)
  const step = page.getByTestId('review-step')
  await layout.expectImagesLoaded(step.locator('img').first())
  await layout.expectFullyInViewport(step.locator('img').first())
  for (const control of [
    page.getByLabel('Your review'),
    page.getByRole('button', { name: 'Submit Review' }),
  ]) {
    await layout.expectInside(control, step, { sideways: true })
  }
  await page.screenshot({ path: `${SCREENS}/review-375.png`, fullPage: true }) // for people; checked above
})
