import { readFileSync } from 'node:fs'
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { DesignMessages, type WorkshopOrderDetail } from '@threadbit/contracts'
import { readPes } from '@threadbit/embroidery'
import { decodePNGToRGBA, encodeRGBAToPNG } from '@threadbit/pixelart'
import { unzipSync } from 'fflate'
import { addFirstProduct, logIn, mailTo, newUser, signUp } from './helpers.ts'
import { E2E_STAFF } from './staff.ts'
import * as layout from './layout-checks.ts'

const SCREENS = 'test-results/screens'

/** How many columns and rows the design's stitched (non-transparent) cells span. */
function filledCells(pngData: string): { columns: number; rows: number } {
  const image = decodePNGToRGBA(
    new Uint8Array(Buffer.from(pngData.slice(pngData.indexOf(',') + 1), 'base64')),
  )
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -1, -1]
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      if ((image.data[(y * image.width + x) * 4 + 3] ?? 0) < 128) continue // the planner leaves these empty
      minX = Math.min(minX, x)
      maxX = Math.max(maxX, x)
      minY = Math.min(minY, y)
      maxY = Math.max(maxY, y)
    }
  }
  return { columns: maxX - minX + 1, rows: maxY - minY + 1 }
}

async function staffPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto('/login')
  await logIn(page, E2E_STAFF)
  await expect(page.getByRole('link', { name: /Account settings/ })).toBeVisible()
  return { context, page }
}

/** A customer orders the first product of the default design through the built-in cart; its order number. */
async function placeOrder(page: Page, email: string): Promise<string> {
  await addFirstProduct(page)
  const drawer = page.getByRole('dialog', { name: 'Your cart' })
  await drawer.getByLabel('Name').fill('Ada Lovelace')
  await drawer.getByLabel('Email').fill(email)
  await drawer.getByRole('button', { name: 'Place test order' }).click()
  const number = page.getByRole('dialog', { name: 'Order placed' }).getByTestId('order-number')
  await expect(number).toHaveText(/^[0-9A-F]{8}$/)
  return (await number.textContent()) ?? ''
}

test('staff take a new order through production: pack at the ordered size, shipped with tracking, mail sent', async ({
  page,
  browser,
}) => {
  test.slow() // a whole journey in two browsers, with a pack generated on the way
  const email = `workshop${Date.now().toString(36)}@example.com`
  const number = await placeOrder(page, email)

  // Customers and visitors see only the not-found page at /workshop.
  await page.goto('/workshop')
  await expect(page.getByTestId('not-found')).toBeVisible()

  const { context, page: staff } = await staffPage(browser)
  await staff.goto('/workshop')
  await expect(staff.getByRole('heading', { name: 'Workshop' })).toBeVisible()
  const row = staff.getByTestId('workshop-order').filter({ hasText: `#${number}` })
  await expect(row).toBeVisible()
  await expect(row).toContainText(email)
  await expect(row.getByText('New', { exact: true })).toBeVisible()
  await expect(staff.getByTestId('workshop-order').first()).toContainText(`#${number}`) // newest first
  await staff.getByPlaceholder('Search order number, e-mail or design').fill(email)
  await expect(staff.getByTestId('workshop-order')).toHaveCount(1)
  const search = staff.getByPlaceholder('Search order number, e-mail or design')
  await layout.expectFullyInViewport(search, row.getByRole('link', { name: `#${number}` }))
  await staff.screenshot({ path: `${SCREENS}/workshop-queue-1280.png`, fullPage: true }) // for people
  // On a phone the queue keeps to the screen's width: the row and its status stay readable.
  await staff.setViewportSize({ width: 375, height: 812 })
  await layout.expectNoSidewaysScroll(staff)
  await layout.expectFullyInViewport(search)
  await layout.expectInside(row, staff.getByRole('main'), { sideways: true })
  await layout.expectInside(row.getByText('New', { exact: true }), row, { sideways: true })
  await staff.screenshot({ path: `${SCREENS}/workshop-queue-375.png`, fullPage: true }) // for people
  await staff.setViewportSize({ width: 1280, height: 720 })

  await row.getByRole('link', { name: `#${number}` }).click()
  await expect(staff.getByRole('heading', { name: `Order #${number}` })).toBeVisible()
  const uuid = staff.url().split('/').pop() ?? ''
  const line = staff.getByTestId('order-line').first()
  await layout.expectImagesLoaded(line.locator('img'))
  await expect(line.getByTestId('line-stitch')).toHaveText(/^\d\.\d\d mm/)

  // The pack: the machine file stitched exactly at the ordered size.
  const detail = (await (
    await staff.request.get(`/api/workshop/orders/${uuid}/`)
  ).json()) as WorkshopOrderDetail
  const ordered = detail.lines[0]!
  const design = (await (await staff.request.get(`/api/pixel-art/${ordered.design_uuid}/`)).json()) as {
    png_data: string
    border: boolean
  }
  const filled = filledCells(design.png_data)
  const [download] = await Promise.all([
    staff.waitForEvent('download'),
    line.getByRole('link', { name: 'Production pack' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${number}-line${ordered.id}-.+\\.zip$`))
  const files = unzipSync(new Uint8Array(readFileSync(await download.path())))
  const pesName = Object.keys(files).find((n) => n.endsWith('.pes'))
  expect(pesName).toBeDefined()
  const pes = readPes(files[pesName!]!)
  const pixelMm = ordered.stitch_size! * ordered.scale_factor!
  const border = design.border ? 4 : 0
  // PES counts in 0.1 mm: the stitched cells × stitch size × scale, plus the 2 mm border on each side (the
  // border's outer rail is the edge); without a border the outer needle points lie within half a thread (0.2 mm)
  // of the pixels' edges.
  const slack = design.border ? 0 : 4
  expect(Math.abs(pes.width - Math.round((filled.columns * pixelMm + border) * 10))).toBeLessThanOrEqual(
    slack,
  )
  expect(Math.abs(pes.height - Math.round((filled.rows * pixelMm + border) * 10))).toBeLessThanOrEqual(slack)
  // The embroidery download's pack (machine file, thread list, sheet as HTML and PDF) plus the placement guide.
  expect(Object.keys(files).sort()).toEqual(
    [pesName, 'threads.txt', 'production-sheet.html', 'production-sheet.pdf', 'placement-guide.png'].sort(),
  )

  const actions = staff.getByRole('group', { name: 'Order actions' })
  await actions.getByRole('button', { name: 'Start production' }).click()
  await expect(staff.getByRole('heading', { name: `Order #${number}` }).locator('..')).toContainText(
    'In production',
  )
  await actions.getByRole('button', { name: 'Mark stitched' }).click()
  await expect(staff.getByTestId('order-history')).toContainText('In production → Stitched')
  await layout.expectFullyInViewport(
    staff.getByRole('heading', { name: `Order #${number}` }),
    line.locator('img').locator('..'),
  )
  await staff.screenshot({ path: `${SCREENS}/workshop-order-1280.png`, fullPage: true }) // for people
  await staff.setViewportSize({ width: 375, height: 812 })
  await layout.expectNoSidewaysScroll(staff)
  for (const part of [line, actions, staff.getByTestId('order-history')]) {
    await layout.expectInside(part, staff.getByRole('main'), { sideways: true })
  }
  await staff.screenshot({ path: `${SCREENS}/workshop-order-375.png`, fullPage: true }) // for people
  await staff.setViewportSize({ width: 1280, height: 720 })

  const tracking = `TRK${Date.now().toString(36).toUpperCase()}`
  await actions.getByRole('button', { name: 'Mark shipped' }).click()
  const dialog = staff.getByRole('dialog', { name: 'Mark as shipped' })
  await dialog.getByLabel('Tracking number').fill(tracking)
  await dialog.getByRole('button', { name: 'Ship and notify customer' }).click()
  await expect(dialog).toBeHidden()
  await expect(staff.getByTestId('order-mails')).toContainText('has shipped')
  await expect(staff.getByText(`Tracking: ${tracking}`)).toBeVisible()

  // The customer's mail for THIS order, with its number and tracking number.
  await expect.poll(() => mailTo(email, new RegExp(tracking)) ?? '').toContain(`order ${number}`)
  await context.close()
})

test('a reported design is unpublished from the workshop and leaves Discover', async ({ page, browser }) => {
  test.slow() // three browsers: the owner, a visitor and staff
  await signUp(page, newUser('wsown'))
  const title = `Reportme${Date.now().toString(36)}`
  const size = 8
  const data = new Uint8ClampedArray(size * size * 4)
  for (let i = 0; i < size * size; i++) data.set([40, 120, 200, 255], i * 4)
  const png = `data:image/png;base64,${Buffer.from(encodeRGBAToPNG({ width: size, height: size, data })).toString('base64')}`
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? ''
  const created = await page.request.post('/api/pixel-art/', {
    headers: { 'X-CSRFToken': csrf },
    data: { title, png_data: png, is_public: true },
  })
  expect(created.status()).toBe(201)
  const { uuid } = (await created.json()) as { uuid: string }

  // A visitor reports it from its card on Discover.
  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  await visitor.goto(`/discover?search=${title}`)
  const card = visitor.getByTestId('design-card').filter({ hasText: title })
  await expect(card).toBeVisible()
  await card.getByRole('button', { name: `Report ${title}` }).click()
  const report = visitor.getByRole('dialog', { name: `Report “${title}”` })
  await report.getByRole('button', { name: 'Send report' }).click()
  await expect(report.getByText('Choose a reason.')).toBeVisible()
  await report.getByLabel('Offensive or hateful').check()
  await report.getByLabel('Anything else? (optional)').fill('Please take a look')
  await report.getByRole('button', { name: 'Send report' }).click()
  await expect(visitor.getByText('Thank you. Our team will take a look.')).toBeVisible()

  const { context, page: staff } = await staffPage(browser)
  await staff.goto('/workshop?tab=moderation')
  await expect(staff.getByTestId('open-reports')).toContainText(title)
  await staff.getByLabel('Reported only').check()
  const tile = staff.getByTestId('moderated-design').filter({ hasText: title })
  await expect(tile).toContainText('1 report')
  await layout.expectImagesLoaded(tile)
  await staff.screenshot({ path: `${SCREENS}/workshop-moderation-1280.png`, fullPage: true }) // for people
  await staff.setViewportSize({ width: 375, height: 812 })
  await layout.expectNoSidewaysScroll(staff)
  await layout.expectInside(tile, staff.getByRole('main'), { sideways: true })
  await layout.expectInside(tile.getByRole('button', { name: 'Unpublish' }), tile)
  await staff.screenshot({ path: `${SCREENS}/workshop-moderation-375.png`, fullPage: true }) // for people
  await staff.setViewportSize({ width: 1280, height: 720 })
  await tile.getByRole('button', { name: 'Unpublish' }).click()
  const confirm = staff.getByRole('dialog', { name: `Unpublish “${title}”?` })
  await confirm.getByLabel('Reason').fill('Reported as offensive')
  await confirm.getByRole('button', { name: 'Unpublish' }).click()
  await expect(staff.getByText('Design unpublished.')).toBeVisible()
  await expect(staff.getByTestId('audit-log')).toContainText('Reported as offensive')

  // Gone from Discover; the owner sees why on their card.
  await visitor.goto(`/discover?search=${title}`)
  await expect(visitor.getByText(DesignMessages.noDesigns)).toBeVisible()
  await expect(visitor.getByTestId('design-card')).toHaveCount(0)
  const own = (await (await page.request.get(`/api/pixel-art/${uuid}/`)).json()) as {
    is_public: boolean
    moderation_notice?: { reason: string }
  }
  expect(own).toMatchObject({ is_public: false, moderation_notice: { reason: 'Reported as offensive' } })
  await page.goto(`/editor?design=${uuid}`)
  await expect(page.getByTestId('moderation-notice').first()).toContainText('Reported as offensive')
  await visitorContext.close()
  await context.close()
})
