import { expect, test } from '@playwright/test'
import { stroke } from './editor-canvas.ts'
import { linkFromMail, signUp } from './helpers.ts'
import * as layout from './layout-checks.ts'

const SCREENS = 'test-results/screens'

test('journey: draw a design, put it on a product, check out, and review it from the order mail', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signUp(page)

  // 1. Draw and save a design of one's own.
  const title = `Journey ${Date.now().toString(36).slice(-6)}`
  await page.goto('/editor')
  await expect(page.getByTestId('editor-canvas')).toBeVisible()
  await page.locator('[data-slot="3"]').click()
  await stroke(page, [
    [2, 2],
    [9, 2],
    [9, 9],
    [2, 9],
    [2, 3],
  ])
  await page.getByLabel('Design title').fill(title)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Design saved successfully!')).toBeVisible()
  await expect(page).toHaveURL(/\/editor\?design=[0-9a-f-]{36}$/)
  const designUuid = new URL(page.url()).searchParams.get('design')!

  // 2. Put it on the first product that offers it, in a size when there are sizes.
  await page.goto(`/apparel/${designUuid}`)
  await expect(page.getByRole('heading', { name: 'Now Pick Apparel' })).toBeVisible()
  const card = page.getByTestId('product-card').first()
  await expect(card).toBeVisible()
  const sizes = card.getByRole('group', { name: /Size/ })
  if ((await sizes.count()) > 0) await sizes.getByRole('radio', { disabled: false }).first().check()
  await card.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page.getByTestId('cart-count')).toHaveText('1')

  // 3. Check out with the built-in test checkout.
  const drawer = page.getByRole('dialog', { name: 'Your cart' })
  // Adding opens the cart (as e2e/cart.spec.ts checks); clicking the cart button while it slides in raced it.
  await expect(drawer).toBeVisible()
  const email = `journey${Date.now().toString(36)}@example.com`
  await drawer.getByLabel('Name').fill('Journey Tester')
  await drawer.getByLabel('Email').fill(email)
  await drawer.getByRole('button', { name: 'Place test order' }).click()
  const confirmation = page.getByRole('dialog', { name: 'Order placed' }).getByTestId('order-confirmation')
  await expect(confirmation).toBeVisible()
  const orderNumber = (await confirmation.getByTestId('order-number').textContent()) ?? ''
  expect(orderNumber).toMatch(/^[0-9A-F]{8}$/)

  // 4. The mail to this buyer carries the review link of this order (its number is the uuid's first part).
  const link = await linkFromMail(
    email,
    new RegExp(`https?://[^\\s"<]+/review/${orderNumber.toLowerCase()}[0-9a-f-]{28}`),
  )
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Submit Review', level: 1 })).toBeVisible()
  const step = page.getByTestId('review-step')
  // The item to review is the design drawn above.
  await expect(step.getByRole('form', { name: `Review of ${title}` })).toBeVisible()
  await expect(step.getByRole('img', { name: new RegExp(`^${title} on `) })).toBeVisible()
  await step.locator('label', { hasText: '5 stars' }).click()
  await page.getByLabel('Your review').fill('My own pixel art, stitched.')
  await layout.expectImagesLoaded(step.getByRole('img', { name: new RegExp(`^${title} on `) }))
  await layout.expectFullyInViewport(step.getByRole('img', { name: new RegExp(`^${title} on `) }))
  await page.screenshot({ path: `${SCREENS}/journey-review-1280.png` }) // for people; checked above
  await page.getByRole('button', { name: 'Submit Review' }).click()
  await expect(page.getByRole('heading', { name: 'Thank you for your review!' })).toBeVisible()
})
