import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test'
import { encodeRGBAToPNG } from '@threadbit/pixelart'
import { logIn, newUser, signUp } from './helpers.ts'
import { stroke } from './editor-canvas.ts'
import * as layout from './layout-checks.ts'

const SCREENS = 'test-results/screens'

async function openEditor(page: Page, path = '/editor') {
  await page.goto(path)
  await expect(page.getByTestId('editor-canvas')).toBeVisible()
}

/** A signed-up user in a context of their own (the page stays open for API calls). */
async function userContext(browser: Browser, prefix: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const user = await signUp(page, newUser(prefix))
  return { context, page, user }
}

async function csrfHeader(context: BrowserContext): Promise<Record<string, string>> {
  const cookie = (await context.cookies()).find((c) => c.name === 'csrftoken')
  return cookie ? { 'X-CSRFToken': cookie.value } : {}
}

/** A small PNG data URL: a `size` square of one colour, as the editor would send it. */
function pngDataUrl(size: number, rgb: [number, number, number]): string {
  const data = new Uint8ClampedArray(size * size * 4)
  for (let i = 0; i < size * size; i++) data.set([...rgb, 255], i * 4)
  const bytes = encodeRGBAToPNG({ width: size, height: size, data })
  return `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`
}

async function createDesign(
  request: APIRequestContext,
  context: BrowserContext,
  body: { title: string; is_public?: boolean },
) {
  const response = await request.post('/api/pixel-art/', {
    headers: await csrfHeader(context),
    data: { png_data: pngDataUrl(6, [200, 60, 40]), border: true, border_color: '#000000', ...body },
  })
  expect(response.status()).toBe(201)
  return (await response.json()) as { uuid: string; id: number; title: string }
}

function designUuidFromUrl(page: Page): string {
  const uuid = new URL(page.url()).searchParams.get('design')
  if (!uuid) throw new Error(`no design in ${page.url()}`)
  return uuid
}

test.describe('designs at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('anonymous Save asks for a login and then saves; a second user remixes from Discover', async ({
    page,
    browser,
  }) => {
    // The account exists already (signed up elsewhere); this visitor is anonymous.
    const owner = await userContext(browser, 'own')
    await owner.context.close()
    const title = `Sun${Date.now().toString(36).slice(-6)}`

    await openEditor(page)
    const red = (await page.locator('[data-slot="4"]').getAttribute('data-color')) ?? ''
    await page.locator('[data-slot="4"]').click()
    await stroke(page, [
      [3, 3],
      [10, 3],
      [10, 10],
    ])
    await page.getByLabel('Design title').fill(title)
    await page.getByRole('button', { name: 'Save', exact: true }).click()

    const login = page.getByRole('dialog', { name: 'Log In' })
    await expect(login).toBeVisible()
    await logIn(page, owner.user)
    await expect(login).toBeHidden()
    await expect(page.getByText('Design saved successfully!')).toBeVisible()
    await expect(page).toHaveURL(/\/editor\?design=[0-9a-f-]{36}$/)
    await expect(page.getByTestId('design-owner')).toHaveText(`by ${owner.user.username}`)
    await expect(page.getByTestId('privacy-switch')).toBeChecked()
    const uuid = designUuidFromUrl(page)

    // A reload reopens the saved design from the server, even without the local draft.
    await page.evaluate(() => localStorage.clear())
    await page.reload()
    await expect(page.getByLabel('Design title')).toHaveValue(title)
    await expect(page.getByTestId('design-owner')).toHaveText(`by ${owner.user.username}`)
    await expect(page.getByTestId('active-color-count')).toHaveText(/1 \/ 12/)
    // The saved design's editor: title, owner and privacy in view, the drawn red stroke on the canvas.
    await layout.expectFullyInViewport(
      page.getByLabel('Design title'),
      page.getByTestId('design-owner'),
      page.getByTestId('privacy-switch'),
      page.getByTestId('editor-canvas'),
    )
    await layout.expectDrawn(page.getByTestId('editor-canvas'), { colours: [red] })
    await page.screenshot({ path: `${SCREENS}/editor-saved-1280.png` }) // for people; checked above

    // Saving again updates the same design.
    await stroke(page, [[5, 12]])
    await page.keyboard.press('ControlOrMeta+s')
    await expect(page.getByText('Design saved successfully!')).toBeVisible()
    expect(designUuidFromUrl(page)).toBe(uuid)

    // Another user finds it on Discover, opens it in the editor, edits and saves: a remix.
    const other = await userContext(browser, 'rmx')
    const otherPage = other.page
    await otherPage.goto('/discover')
    await expect(otherPage.getByRole('heading', { name: 'Design First' })).toBeVisible()
    await otherPage.getByLabel('Search Designs').fill(title)
    await expect(otherPage).toHaveURL(new RegExp(`search=${title}`))
    const card = otherPage.getByTestId('design-card').filter({ hasText: title })
    await expect(card).toHaveCount(1)
    await card.getByRole('link', { name: `Edit ${title}` }).click()
    await expect(otherPage).toHaveURL(new RegExp(`/editor\\?design=${uuid}`))
    await expect(otherPage.getByLabel('Design title')).toHaveValue(title)
    await expect(otherPage.getByTestId('design-owner')).toHaveText(`by ${owner.user.username}`)
    await expect(otherPage.getByTestId('privacy-switch')).toHaveCount(0)
    await stroke(otherPage, [
      [1, 1],
      [1, 6],
    ])
    await otherPage.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(otherPage.getByText('Remix saved successfully!')).toBeVisible()
    await expect(otherPage.getByTestId('remix-label')).toBeVisible()
    await expect(otherPage.getByTestId('design-owner')).toHaveText(`by ${other.user.username}`)
    await expect(otherPage.getByTestId('privacy-switch')).toBeChecked()
    const remixUuid = designUuidFromUrl(otherPage)
    expect(remixUuid).not.toBe(uuid)
    const remix = (await (await otherPage.request.get(`/api/pixel-art/${remixUuid}/`)).json()) as {
      remix_of: number
    }
    const original = (await (await otherPage.request.get(`/api/pixel-art/${uuid}/`)).json()) as { id: number }
    expect(remix.remix_of).toBe(original.id)

    // The remix shows on Discover with its mark.
    await otherPage.goto(`/discover?search=${title}`)
    await expect(otherPage.getByTestId('design-card')).toHaveCount(2)
    await expect(
      otherPage.getByTestId('design-card').filter({ hasText: other.user.username }).getByText('Remix'),
    ).toBeVisible()
    await other.context.close()
  })

  test('privacy toggle and delete from a card, and the Designs modal search and paging', async ({
    page,
    playwright,
  }) => {
    const user = await signUp(page, newUser('pg'))
    const tag = Date.now().toString(36).slice(-5)
    // 26 designs: more than one page of 24.
    for (let i = 0; i < 26; i++) {
      await createDesign(page.request, page.context(), { title: `${tag} n${String(i).padStart(2, '0')}` })
    }

    await openEditor(page)
    await page.getByRole('button', { name: 'Designs' }).click()
    const modal = page.getByRole('dialog', { name: 'Designs' })
    await expect(modal).toBeVisible()
    await expect(modal.getByRole('tab', { name: 'My Designs' })).toHaveAttribute('aria-selected', 'true')
    await expect(modal.getByTestId('design-card')).toHaveCount(24)
    await expect(modal.getByText('Page 1 / 2')).toBeVisible()
    await expect(modal.getByRole('button', { name: 'Previous' })).toBeDisabled()
    // The modal fits the window with its search, first row of cards (pictures decoded) and pager.
    await layout.expectFullyInViewport(
      modal.getByLabel('Search designs'),
      modal.getByTestId('design-card').first(),
      modal.getByRole('button', { name: 'Next' }),
    )
    await layout.expectImagesLoaded(modal.getByTestId('design-card').first())
    await layout.expectInside(modal.getByTestId('design-card').first(), modal)
    await page.screenshot({ path: `${SCREENS}/designs-modal-1280.png` }) // for people; checked above
    await modal.getByRole('button', { name: 'Next' }).click()
    await expect(modal.getByText('Page 2 / 2')).toBeVisible()
    await expect(modal.getByTestId('design-card')).toHaveCount(2)
    await expect(modal.getByRole('button', { name: 'Next' })).toBeDisabled()

    // Search (debounced) narrows the list and starts at page 1 again; the pager goes away.
    await modal.getByLabel('Search designs').fill(`${tag} n07`)
    await expect(modal.getByTestId('design-card')).toHaveCount(1)
    await expect(modal.getByText(/Page \d \/ \d/)).toHaveCount(0)
    await modal.getByLabel('Search designs').fill(`${tag} nothing-like-this`)
    await expect(modal.getByText('No designs found.')).toBeVisible()
    await modal.getByLabel('Search designs').fill(`${tag} n07`)
    const card = modal.getByTestId('design-card')
    await expect(card).toHaveCount(1)

    // Privacy: private for everyone else at once (404), then public again.
    const uuid = await card.getAttribute('data-uuid')
    const privacy = card.getByRole('switch')
    await expect(privacy).toBeChecked()
    await privacy.click()
    await expect(page.getByText('Your design is now private')).toBeVisible()
    await expect(privacy).not.toBeChecked()
    await expect(card.getByText('Private', { exact: true }).first()).toBeVisible()
    const anonymous = await playwright.request.newContext({ baseURL: new URL(page.url()).origin })
    expect((await anonymous.get(`/api/pixel-art/${uuid}/`)).status()).toBe(404)
    await privacy.click()
    await expect(page.getByText('Your design is now discoverable')).toBeVisible()
    expect((await anonymous.get(`/api/pixel-art/${uuid}/`)).status()).toBe(200)

    // Delete asks first, then removes the card.
    await card.getByRole('button', { name: `Delete ${tag} n07` }).click()
    const confirm = page.getByRole('alertdialog')
    await expect(confirm).toContainText('Are you sure you want to delete this design?')
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('Design deleted successfully.')).toBeVisible()
    await expect(modal.getByTestId('design-card')).toHaveCount(0)
    await expect(modal.getByText('No designs found.')).toBeVisible()
    expect((await anonymous.get(`/api/pixel-art/${uuid}/`)).status()).toBe(404)
    await anonymous.dispose()

    // Selecting a design opens it in the editor and closes the modal.
    await modal.getByLabel('Search designs').fill(`${tag} n03`)
    await expect(modal.getByTestId('design-card')).toHaveCount(1)
    await modal.getByRole('button', { name: `Open ${tag} n03` }).click()
    await expect(modal).toBeHidden()
    await expect(page.getByLabel('Design title')).toHaveValue(`${tag} n03`)
    await expect(page.getByTestId('design-owner')).toHaveText(`by ${user.username}`)
    await expect(page).toHaveURL(/\?design=[0-9a-f-]{36}$/)

    // Discover scrolls on past the first page.
    await page.goto('/discover')
    await expect(page.getByTestId('design-card')).toHaveCount(24)
    // The search and the first row of pictures (decoded) are in view without scrolling.
    const firstPicture = page.getByTestId('design-card').first().locator('img').first()
    await layout.expectFullyInViewport(page.getByLabel('Search Designs'), firstPicture)
    await layout.expectImagesLoaded(firstPicture)
    await layout.expectNoSidewaysScroll(page)
    await page.screenshot({ path: `${SCREENS}/discover-1280.png` }) // for people; checked above
    await page.getByTestId('list-end-marker').scrollIntoViewIfNeeded()
    await expect(page.getByTestId('design-card')).not.toHaveCount(24)
    await expect(async () => {
      await page.getByTestId('list-end-marker').scrollIntoViewIfNeeded()
      await expect(page.getByText("You've reached the end!")).toBeVisible({ timeout: 1000 })
    }).toPass()
  })

  test('My Designs asks an anonymous visitor to log in', async ({ page }) => {
    await openEditor(page)
    await page.getByRole('button', { name: 'Designs' }).click()
    const modal = page.getByRole('dialog', { name: 'Designs' })
    await expect(modal.getByRole('tab', { name: 'Discover' })).toHaveAttribute('aria-selected', 'true')
    await expect(modal.getByTestId('design-card').first()).toBeVisible()
    await modal.getByRole('tab', { name: 'My Designs' }).click()
    await expect(page.getByRole('dialog', { name: 'Log In' })).toBeVisible()
  })
})

test.describe('designs at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

  test('editor with a saved design, the Designs modal and Discover on a phone', async ({ page }) => {
    await signUp(page, newUser('mob'))
    const design = await createDesign(page.request, page.context(), { title: 'Pocket Fox' })
    await openEditor(page, `/editor?design=${design.uuid}`)
    await expect(page.getByLabel('Design title')).toHaveValue('Pocket Fox')
    await layout.expectFullyInViewport(
      page.getByLabel('Design title'),
      page.getByTestId('privacy-switch'),
      page.getByTestId('editor-canvas'),
      page.getByRole('toolbar', { name: 'Drawing' }),
    )
    await layout.expectNoSidewaysScroll(page)
    await layout.expectDrawn(page.getByTestId('editor-canvas'), { colours: ['#c83c28'] }) // the design's one colour
    await page.screenshot({ path: `${SCREENS}/editor-saved-375.png` }) // for people; checked above

    await page.getByRole('button', { name: 'Tools' }).click()
    await page.getByRole('button', { name: 'Designs' }).click()
    const modal = page.getByRole('dialog', { name: 'Designs' })
    const checkModal = async () => {
      await layout.expectFullyInViewport(
        modal.getByRole('tab', { name: 'My Designs' }),
        modal.getByLabel('Search designs'),
        modal.getByTestId('design-card').first(),
      )
      await layout.expectInside(modal, page.locator('body'), { sideways: true })
      await layout.expectImagesLoaded(modal.getByTestId('design-card').first())
      await layout.expectNoSidewaysScroll(page)
    }
    await expect(modal.getByTestId('design-card').first()).toBeVisible()
    await checkModal()
    await page.screenshot({ path: `${SCREENS}/designs-modal-375.png` }) // for people; checked above
    await modal.getByRole('tab', { name: 'Discover' }).click()
    await expect(modal.getByRole('tab', { name: 'Discover' })).toHaveAttribute('aria-selected', 'true')
    await expect(modal.getByTestId('design-card').first()).toBeVisible()
    await checkModal()
    await page.screenshot({ path: `${SCREENS}/designs-modal-discover-375.png` }) // for people; checked above

    await page.goto('/discover')
    const card = page.getByTestId('design-card').first()
    await expect(card).toBeVisible()
    await layout.expectNoSidewaysScroll(page)
    await layout.expectFullyInViewport(page.getByLabel('Search Designs'))
    // One card: its picture decoded, its title and buttons inside it (not pushed out at this width).
    await layout.expectFullyInViewport(card.locator('img').first())
    await layout.expectImagesLoaded(card)
    await layout.expectInside(card, page.locator('main'), { sideways: true })
    await layout.expectInside(card.getByRole('heading'), card)
    for (const control of await card.getByRole('link').or(card.getByRole('button')).all()) {
      await layout.expectInside(control, card)
    }
    await page.screenshot({ path: `${SCREENS}/discover-375.png` }) // for people; checked above
  })
})
