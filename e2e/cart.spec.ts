import { expect, test } from '@playwright/test'
import { addFirstProduct, mailTo, untilStill } from './helpers.ts'
import * as layout from './layout-checks.ts'

const SCREENS = 'test-results/screens'

test('built-in cart: add from a card, change the quantity, test checkout, review mail', async ({ page }) => {
  await addFirstProduct(page)

  const drawer = page.getByRole('dialog', { name: 'Your cart' })
  await expect(drawer).toBeVisible()
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  const line = drawer.getByTestId('cart-line')
  await expect(line).toHaveCount(1)
  // The composited image (design stitched on the product) is served and decodes.
  await expect
    .poll(
      () => line.locator('img').evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : -1)),
      {
        timeout: 30_000,
      },
    )
    .toBeGreaterThan(0)
  const subtotal = drawer.getByTestId('cart-subtotal')
  await expect(subtotal).toHaveText(/^\$\d+$/)
  const unitPrice = Number((await subtotal.textContent())?.slice(1))

  await drawer.getByRole('button', { name: 'Increase quantity' }).click()
  await expect(page.getByTestId('cart-count')).toHaveText('2')
  await expect(subtotal).toHaveText(`$${unitPrice * 2}`)

  // The cart survives a reload (kept in the browser).
  await page.reload()
  await expect(page.getByTestId('cart-count')).toHaveText('2')
  await page.getByRole('button', { name: /^Cart, 2 items/ }).click()
  await expect(drawer).toBeVisible()
  await untilStill(drawer) // the sheet slides in
  // The sheet is wholly on screen with the line, its price and the subtotal; nothing lies over it.
  await layout.expectFullyInViewport(drawer, line, subtotal)
  await layout.expectUncovered(line)
  // The picture is the check for the thumbnail: the design stitched on the product, zoomed to its placement.
  // (its frame: the picture itself is scaled up inside it, and clipped by it)
  await expect(line.locator('img').locator('..')).toHaveScreenshot('cart-line-thumbnail.png')
  await page.screenshot({ path: `${SCREENS}/cart-drawer-1280.png` }) // for people; checked above
  await page.setViewportSize({ width: 375, height: 812 })
  await layout.expectFullyInViewport(drawer, line, subtotal)
  await layout.expectNoSidewaysScroll(page)
  await page.screenshot({ path: `${SCREENS}/cart-drawer-375.png` }) // for people; checked above
  await page.setViewportSize({ width: 1280, height: 720 })

  const email = `cart${Date.now().toString(36)}@example.com`
  await drawer.getByRole('button', { name: 'Place test order' }).click()
  await expect(drawer.getByText('This field may not be blank.')).toBeVisible()
  await drawer.getByLabel('Name').fill('Ada Lovelace')
  await drawer.getByLabel('Email').fill(email)
  await drawer.getByRole('button', { name: 'Place test order' }).click()

  const placed = page.getByRole('dialog', { name: 'Order placed' })
  const confirmation = placed.getByTestId('order-confirmation')
  await expect(confirmation).toBeVisible()
  await expect(confirmation.getByTestId('order-total')).toHaveText(`$${unitPrice * 2}`)
  await expect(confirmation.getByTestId('order-number')).toHaveText(/^[0-9A-F]{8}$/)
  await expect(confirmation).toContainText(`We sent a link to review your order to ${email}`)
  await expect(page.getByTestId('cart-count')).toHaveText('0')
  await layout.expectFullyInViewport(placed)
  await layout.expectUncovered(confirmation.getByTestId('order-number'))
  await page.screenshot({ path: `${SCREENS}/cart-confirmation-1280.png` }) // for people; checked above

  const orderNumber = (await confirmation.getByTestId('order-number').textContent()) ?? ''
  const reviewLink = /\/review\/([0-9a-f-]{36})/
  await expect.poll(() => mailTo(email, reviewLink) ?? '').toMatch(reviewLink)
  const review = reviewLink.exec(mailTo(email, reviewLink) ?? '')
  expect(review?.[1]?.split('-')[0]?.toUpperCase()).toBe(orderNumber)

  await confirmation.getByRole('button', { name: 'Continue shopping' }).click()
  await expect(placed).toBeHidden()
  await page.getByRole('button', { name: /^Cart, 0 items/ }).click()
  await expect(drawer.getByText(/Your cart is empty/)).toBeVisible()
})

test('a corrupt stored cart does not break the page', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('threadbit.cart.v1', '{"version":1,"lines":[{"x":1}]'))
  await page.goto('/faqs')
  await expect(page.getByTestId('cart-count')).toHaveText('0')
  await page.getByRole('button', { name: /^Cart, 0 items/ }).click()
  await expect(page.getByRole('dialog', { name: 'Your cart' }).getByText(/Your cart is empty/)).toBeVisible()
})
