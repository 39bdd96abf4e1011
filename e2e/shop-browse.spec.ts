import { expect, test, type Locator, type Page } from '@playwright/test'
import { untilStill } from './helpers.ts'
import * as layout from './layout-checks.ts'

const SCREENS = 'test-results/screens'
const PIXEL_HEART = '00000000-0000-4000-8000-000000000001'
const NOT_FOUND = '00000000-0000-4000-8000-000000000404'
const TEE_ID = 1
const CAP_ID = 4

/** What a shared-product link carries, encoded as the app does (URL-safe base64 of JSON). */
function payload(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url')
}

function productCard(page: Page, productId: number): Locator {
  return page.locator(`[data-testid="product-card"][data-product-id="${productId}"]`)
}

async function placement(card: Locator) {
  const design = card.getByTestId('placed-design')
  return {
    x: Number(await design.getAttribute('data-x')),
    y: Number(await design.getAttribute('data-y')),
  }
}

/** Drags with the mouse from the design's centre by (dx, dy) CSS pixels. */
async function dragDesign(page: Page, card: Locator, dx: number, dy: number) {
  const box = await card.getByTestId('placed-design').boundingBox()
  if (!box) throw new Error('the design is not visible')
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 4 })
  await page.mouse.move(x + dx, y + dy, { steps: 4 })
  await page.mouse.up()
}

/** Opens the card's Edit Size & Placement panel and waits for the card to finish scrolling into view. */
async function startEditing(card: Locator) {
  await card.getByRole('button', { name: 'Edit Size & Placement' }).click()
  await expect(card.getByTestId('placement-editor')).toBeVisible()
  await untilStill(card)
}

async function openApparelFor(page: Page, uuid = PIXEL_HEART) {
  await page.goto(`/apparel/${uuid}`)
  await expect(page.getByRole('heading', { name: 'Now Pick Apparel' })).toBeVisible()
  await expect(productCard(page, TEE_ID)).toBeVisible()
}

test.describe('shop: browsing and configuring', () => {
  test('design first: Discover → apparel for the design → configure → cart', async ({ page }) => {
    await page.goto('/discover')
    await expect(page.getByRole('heading', { name: 'Design First' })).toBeVisible()
    // Other specs add designs to the same database, so find it rather than expect it on the first page.
    await page.getByLabel('Search Designs').fill('Pixel Heart')
    await page.getByRole('link', { name: 'Pick apparel for Pixel Heart' }).click()

    await expect(page).toHaveURL(new RegExp(`/apparel/${PIXEL_HEART}$`))
    await expect(page.getByRole('heading', { name: 'Now Pick Apparel' })).toBeVisible()
    await expect(page.getByTestId('selected-design')).toContainText('Pixel Heart')
    await expect(page.getByRole('link', { name: 'Back to Designs' })).toHaveAttribute('href', '/discover')

    const tee = productCard(page, TEE_ID)
    const add = tee.getByRole('button', { name: 'Add to Cart' })
    await expect(add).toBeDisabled()
    await tee.getByRole('radio', { name: 'Navy' }).check()
    await tee.getByRole('radio', { name: 'L', exact: true }).check()
    await expect(tee.getByTestId('price')).toHaveText('$32')
    await expect(add).toBeEnabled()
    await add.click()

    const drawer = page.getByTestId('cart-drawer')
    await expect(drawer).toBeVisible()
    await expect(drawer.getByTestId('cart-line')).toHaveCount(1)
    await expect(drawer.getByTestId('cart-line')).toContainText('Pixel Heart')
    await expect(drawer.getByTestId('cart-line')).toContainText('Classic Tee')
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('cart-count')).toHaveText('1')

    // The selection survives a reload of the tab: /apparel goes straight back to the design's apparel.
    await page.goto('/apparel')
    await expect(page).toHaveURL(new RegExp(`/apparel/${PIXEL_HEART}$`))

    // Remove: back to the plain apparel list, which now stays there.
    await page.getByRole('button', { name: 'Remove design' }).click()
    await expect(page).toHaveURL(/\/apparel$/)
    await expect(page.getByRole('heading', { name: 'Apparel First' })).toBeVisible()
  })

  test('apparel first: /apparel → product → Discover with fits → design → product card', async ({ page }) => {
    await page.goto('/apparel')
    await expect(page.getByRole('heading', { name: 'Apparel First' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Hats' })).toBeVisible()
    await page.getByRole('button', { name: 'Pick a design for the Dad Cap' }).click()

    await expect(page).toHaveURL(new RegExp(`/discover\\?fits=${CAP_ID}$`))
    await expect(page.getByRole('heading', { name: 'Now Pick Design' })).toBeVisible()
    await expect(page.getByTestId('selected-apparel')).toContainText('Dad Cap')
    await expect(page.getByRole('link', { name: 'Back to Apparel' })).toHaveAttribute('href', '/apparel')
    await page.getByLabel('Search Designs').fill('Tiny Rocket')
    const rocket = page.locator('[data-testid="design-on-product"]', { hasText: 'Tiny Rocket' })
    await expect(rocket.getByTestId('placed-design')).toBeAttached()
    await rocket.getByRole('button', { name: 'Choose Tiny Rocket' }).click()

    await expect(page).toHaveURL(new RegExp(`/apparel/[0-9a-f-]+\\?product=${CAP_ID}$`))
    await expect(page.getByTestId('selected-design')).toContainText('Tiny Rocket')
    const cap = productCard(page, CAP_ID)
    await expect(cap).toBeInViewport()
    await expect(cap).toContainText('Your pick')
    // A one-size product is ready to buy as soon as it shows.
    await expect(cap.getByRole('button', { name: 'Add to Cart' })).toBeEnabled()
  })

  test('the apparel selection: change, remove, and cleared when Discover has no fits', async ({ page }) => {
    await page.goto('/apparel')
    await page.getByRole('button', { name: 'Pick a design for the Classic Tee' }).click()
    await expect(page.getByTestId('selected-apparel')).toContainText('Classic Tee')

    await page.getByRole('link', { name: 'Change apparel' }).click()
    await expect(page).toHaveURL(/\/apparel$/)
    await expect(page.locator(`[data-testid="apparel-tile"][data-product-id="${TEE_ID}"]`)).toContainText(
      'Selected',
    )

    // Discover without fits while apparel is selected: the selection is dropped.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Browse Designs' }).click()
    await expect(page.getByRole('heading', { name: 'Design First' })).toBeVisible()
    await page.goto('/apparel')
    await expect(page.getByText('Selected', { exact: true })).toHaveCount(0)

    await page.goto(`/discover?fits=${TEE_ID}`)
    await page.getByRole('button', { name: 'Remove apparel' }).click()
    await expect(page).toHaveURL(/\/discover$/)
    await expect(page.getByRole('heading', { name: 'Design First' })).toBeVisible()
    await expect(page.getByTestId('selected-apparel')).toHaveCount(0)
  })

  test('placement: drag only in edit mode, clamp at the edge, size slider, Accept keeps and Close reverts', async ({
    page,
  }) => {
    await openApparelFor(page)
    const tee = productCard(page, TEE_ID)
    const start = await placement(tee)
    expect(start).toEqual({ x: 0.5, y: 0.3 })

    // Not in edit mode: dragging does nothing.
    await dragDesign(page, tee, 60, 40)
    expect(await placement(tee)).toEqual(start)

    await startEditing(tee)
    const panel = tee.getByTestId('placement-editor')
    await expect(tee.getByTestId('placement-region')).toBeVisible()

    await dragDesign(page, tee, 40, 30)
    const moved = await placement(tee)
    expect(moved.x).toBeGreaterThan(start.x)
    expect(moved.y).toBeGreaterThan(start.y)

    // Far past the right edge: the 24 mm design stops with its edge on the 290 mm region's edge.
    await dragDesign(page, tee, 2000, 0)
    expect((await placement(tee)).x).toBeCloseTo(1 - 12 / 290, 3)

    // The slider: End is the largest size (5 mm per pixel for a 16×16 design, i.e. stitch 2.5 at scale 2).
    const slider = panel.getByRole('slider', { name: 'Design size' })
    await slider.focus()
    await page.keyboard.press('End')
    await expect(panel.getByTestId('pixel-size')).toHaveText('5.00 mm / pixel')
    await expect(panel.getByTestId('stitched-size')).toContainText('80 × 80 mm')
    // Larger, it is pushed back inside the region.
    expect((await placement(tee)).x).toBeCloseTo(1 - 40 / 290, 3)

    await panel.getByRole('button', { name: 'Close' }).click()
    await expect(panel).toHaveCount(0)
    expect(await placement(tee)).toEqual(start)

    await tee.getByRole('button', { name: 'Edit Size & Placement' }).click()
    await expect(panel.getByTestId('pixel-size')).toHaveText('1.50 mm / pixel')
    await panel.getByRole('button', { name: 'Full front' }).click()
    await slider.focus()
    await page.keyboard.press('ArrowRight')
    await expect(panel.getByTestId('pixel-size')).toHaveText('1.51 mm / pixel')
    await panel.getByRole('button', { name: 'Accept' }).click()
    await expect(panel).toHaveCount(0)
    expect(await placement(tee)).toEqual({ x: 0.5, y: 0.5 })
    await tee.getByRole('button', { name: 'Edit Size & Placement' }).click()
    await expect(panel.getByTestId('pixel-size')).toHaveText('1.51 mm / pixel')
  })

  test('placement: a touch drag moves the design on a phone', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      hasTouch: true,
      isMobile: true,
    })
    const page = await context.newPage()
    await openApparelFor(page)
    const tee = productCard(page, TEE_ID)
    await startEditing(tee)
    const design = tee.getByTestId('placed-design')
    await design.scrollIntoViewIfNeeded()
    const box = await design.boundingBox()
    if (!box) throw new Error('the design is not visible')
    const x = box.x + box.width / 2
    const y = box.y + box.height / 2
    const cdp = await context.newCDPSession(page)
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', px: number, py: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x: px, y: py, id: 1 }],
      })
    await touch('touchStart', x, y)
    for (let i = 1; i <= 5; i++) await touch('touchMove', x - i * 8, y + i * 6)
    await touch('touchEnd', x - 40, y + 30)
    const moved = await placement(tee)
    expect(moved.x).toBeLessThan(0.5)
    expect(moved.y).toBeGreaterThan(0.3)
    await context.close()
  })

  test('share: the copied link opens the same configured product', async ({ browser }) => {
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] })
    const page = await context.newPage()
    // Headless Chromium may offer no share sheet; make sure this test takes the clipboard path.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true })
    })
    await openApparelFor(page)
    const tee = productCard(page, TEE_ID)
    await tee.getByRole('radio', { name: 'Cardinal Red' }).check()
    await tee.getByRole('button', { name: 'Edit Size & Placement' }).click()
    const panel = tee.getByTestId('placement-editor')
    await panel.getByRole('button', { name: 'Left chest' }).click()
    const slider = panel.getByRole('slider', { name: 'Design size' })
    await slider.focus()
    await page.keyboard.press('End')
    await panel.getByRole('button', { name: 'Accept' }).click()
    const configured = await placement(tee)

    await tee.getByRole('button', { name: /Share this Classic Tee/ }).click()
    await expect(tee.getByText('Copied!')).toBeVisible()
    await expect(tee.getByText('Copied!')).toBeHidden({ timeout: 4000 })
    const link = await page.evaluate(() => navigator.clipboard.readText())
    expect(link).toMatch(/\/shared-product\/[A-Za-z0-9_-]+$/)

    await page.goto(link)
    await expect(page.getByRole('heading', { name: 'Shared Product' })).toBeVisible()
    const shared = productCard(page, TEE_ID)
    await expect(shared.getByRole('radio', { name: 'Cardinal Red' })).toBeChecked()
    expect(await placement(shared)).toEqual(configured)
    await shared.getByRole('button', { name: 'Edit Size & Placement' }).click()
    await expect(shared.getByTestId('pixel-size')).toHaveText('5.00 mm / pixel')
    await context.close()
  })

  test('share: the device share sheet gets the design link when there is one', async ({ page }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = []
      Object.defineProperty(window, '__shared', { value: shared })
      Object.defineProperty(navigator, 'share', {
        value: async (data: ShareData) => {
          shared.push(data)
        },
        configurable: true,
      })
    })
    await openApparelFor(page)
    await page.getByRole('button', { name: 'Share design' }).click()
    const shared = await page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared)
    expect(shared).toHaveLength(1)
    expect(shared[0]?.url).toMatch(new RegExp(`/apparel/${PIXEL_HEART}$`))
  })

  test('not found: bad shared payloads and missing designs lead to the not-found design', async ({
    page,
  }) => {
    const notFoundUrl = new RegExp(`/apparel/${NOT_FOUND}$`)
    const good = {
      artUuid: PIXEL_HEART,
      productColorId: 1,
      placementX: 0.5,
      placementY: 0.5,
      stitchSize: 1.5,
      scaleFactor: 1,
    }

    await page.goto('/shared-product/not*base64!')
    await expect(page).toHaveURL(notFoundUrl)
    await expect(page.getByTestId('selected-design')).toContainText('404 NOT FOUND')

    await page.goto(`/shared-product/${payload({ ...good, productColorId: 999999 })}`)
    await expect(page).toHaveURL(notFoundUrl)

    await page.goto(
      `/shared-product/${payload({ ...good, artUuid: '11111111-1111-4111-8111-111111111111' })}`,
    )
    await expect(page).toHaveURL(notFoundUrl)

    await page.goto('/apparel/11111111-1111-4111-8111-111111111111')
    await expect(page).toHaveURL(notFoundUrl)
    await expect(page.getByRole('heading', { name: 'Now Pick Apparel' })).toBeVisible()

    // A valid one still works (padded standard base64 is accepted too).
    await page.goto(`/shared-product/${Buffer.from(JSON.stringify(good)).toString('base64')}`)
    await expect(page.getByRole('heading', { name: 'Shared Product' })).toBeVisible()
    await expect(productCard(page, TEE_ID)).toBeVisible()
  })

  test('pages and placement at 1280 and 375 px', async ({ browser }) => {
    const shared = payload({
      artUuid: '00000000-0000-4000-8000-000000000002',
      productColorId: 4,
      placementX: 0.45,
      placementY: 0.3,
      stitchSize: 2,
      scaleFactor: 1,
    })
    for (const width of [1280, 375]) {
      const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 812 } })
      const page = await context.newPage()
      /** Every picture on the page decoded, the title in view, nothing wider than the screen; then a picture for people. */
      const checkAndShoot = async (name: string) => {
        await layout.expectImagesLoaded(page.getByRole('main'))
        await layout.expectFullyInViewport(page.getByRole('heading', { level: 1 }))
        await layout.expectNoSidewaysScroll(page)
        await page.screenshot({ path: `${SCREENS}/shop-${name}-${width}.png`, fullPage: true })
      }
      await page.goto('/apparel')
      await expect(page.getByTestId('apparel-tile').first()).toBeVisible()
      await checkAndShoot('apparel')
      await page.goto(`/discover?fits=${TEE_ID}`)
      await expect(page.getByTestId('design-on-product').first()).toBeVisible()
      await checkAndShoot('discover-fits')
      await openApparelFor(page)
      await checkAndShoot('apparel-design')
      const tee = productCard(page, TEE_ID)
      await startEditing(tee)
      // The picture is the check: Pixel Heart on the white tee at its default place, the region outlined.
      await layout.expectFullyInViewport(
        tee.getByTestId('product-preview'),
        tee.getByRole('heading', { name: 'Edit Size & Placement' }),
      )
      await layout.expectInside(tee.getByTestId('placement-region'), tee.getByTestId('product-preview'))
      await expect(tee.getByTestId('product-preview')).toHaveScreenshot(`placement-${width}.png`)
      await page.goto(`/shared-product/${shared}`)
      await expect(page.getByRole('heading', { name: 'Shared Product' })).toBeVisible()
      await expect(productCard(page, TEE_ID)).toBeVisible()
      await checkAndShoot('shared')
      // The shared link's design, colour and placement, as the buyer will see them.
      await expect(productCard(page, TEE_ID).getByTestId('product-preview')).toHaveScreenshot(
        `shared-${width}.png`,
      )
      await context.close()
    }
  })
})
