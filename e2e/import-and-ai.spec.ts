import { expect, test, type Locator, type Page } from '@playwright/test'
import { encodeRGBAToPNG, upscaleNearest, type RGBAImage } from '@threadbit/pixelart'
import { signUp } from './helpers.ts'
import * as layout from './layout-checks.ts'

const SHOTS = 'test-results/import-and-ai'

/** A `width`×`height` sprite: a transparent `pad` around a framed, two-colour body. */
function sprite(width: number, height: number, pad: number): RGBAImage {
  const data = new Uint8ClampedArray(width * height * 4)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (x < pad || y < pad || x >= width - pad || y >= height - pad) continue
      const edge = x === pad || y === pad || x === width - pad - 1 || y === height - pad - 1
      const rgb = edge ? [29, 27, 38] : (x + y) % 3 === 0 ? [242, 193, 78] : [228, 87, 46]
      data.set([...rgb, 255], (y * width + x) * 4)
    }
  }
  return { width, height, data }
}

/** Upscales with cells of uneven widths (as image models draw "pixel art"): `widths[i % n]` px per cell. */
function irregularUpscale(image: RGBAImage, widths: number[]): RGBAImage {
  const edges = (count: number, shift: number) => {
    const out = [0]
    for (let i = 0; i < count; i++)
      out.push((out.at(-1) as number) + (widths[(i + shift) % widths.length] as number))
    return out
  }
  const xs = edges(image.width, 0)
  const ys = edges(image.height, 3)
  const width = xs.at(-1) as number
  const height = ys.at(-1) as number
  const data = new Uint8ClampedArray(width * height * 4)
  for (let cy = 0; cy < image.height; cy++) {
    for (let cx = 0; cx < image.width; cx++) {
      const from = (cy * image.width + cx) * 4
      for (let y = ys[cy] as number; y < (ys[cy + 1] as number); y++) {
        for (let x = xs[cx] as number; x < (xs[cx + 1] as number); x++) {
          data.set(image.data.subarray(from, from + 4), (y * width + x) * 4)
        }
      }
    }
  }
  return { width, height, data }
}

const png = (image: RGBAImage) => Buffer.from(encodeRGBAToPNG(image))

/** The `#rrggbb` a preview canvas shows at its centre. */
function centreColour(canvas: Locator): Promise<string> {
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const pixel = element.getContext('2d')?.getImageData(element.width >> 1, element.height >> 1, 1, 1).data
    return `#${Array.from(pixel ?? [0, 0, 0])
      .slice(0, 3)
      .map((v) => v.toString(16).padStart(2, '0'))
      .join('')}`
  })
}

async function openAi(page: Page) {
  await page.goto('/editor/ai')
  const dialog = page.getByRole('dialog', { name: 'Use AI' })
  await expect(dialog).toBeVisible()
  return dialog
}

/** Opens the AI dialog on its Import tab. */
async function openImport(page: Page) {
  const dialog = await openAi(page)
  await dialog.getByRole('tab', { name: 'Import (Advanced)' }).click()
  return dialog
}

/** Chooses a file (PNG bytes, or anything pretending to be one) in the dialog's file input. */
function chooseFile(dialog: Locator, name: string, buffer: Buffer) {
  return dialog.locator('input[type=file]').setInputFiles({ name, mimeType: 'image/png', buffer })
}

test.describe('import and AI generation (desktop)', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('imports a large upscaled sprite through recovery, refines it and loads it into the editor', async ({
    page,
  }) => {
    const dialog = await openImport(page)
    // 16×16 with a 2-cell transparent border, scaled ×8: 128×128, over the 96 px limit.
    await chooseFile(dialog, 'sprite-x8.png', png(upscaleNearest(sprite(16, 16, 2), 16 * 8)))
    await expect(page.getByText('Image processed!')).toBeVisible()
    // Recovered 16×16, trimmed to the 12×12 body, then a 2 px margin: 16×16.
    const preview = dialog.getByTestId('refine-preview')
    await expect(preview).toHaveAttribute('data-width', '16')
    await expect(preview).toHaveAttribute('data-height', '16')
    await expect(dialog.getByText('16 × 16 px · 3 colours')).toBeVisible()

    // Inputs clamp.
    const colours = dialog.getByRole('spinbutton', { name: 'Colours' })
    await colours.fill('40')
    await colours.blur()
    await expect(colours).toHaveValue('12')
    await colours.fill('2')
    await colours.blur()
    await expect(dialog.getByText('16 × 16 px · 2 colours')).toBeVisible()
    const contrast = dialog.getByRole('spinbutton', { name: 'Contrast' })
    await contrast.fill('999')
    await contrast.blur()
    await expect(contrast).toHaveValue('200')
    // The dialog scrolls on a 800 px high window: scrolled down, the preview and its controls are whole.
    await preview.scrollIntoViewIfNeeded()
    await layout.expectFullyInViewport(
      preview,
      colours,
      dialog.getByRole('button', { name: 'Import', exact: true }),
    )
    // The picture is the check for the refined preview: the recovered sprite in two colours at high contrast.
    await expect(preview).toHaveScreenshot('import-refine-preview.png')
    const body = await centreColour(preview)

    await dialog.getByRole('button', { name: 'Import', exact: true }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/editor$/)
    await expect(page.getByTestId('grid-size')).toHaveText('16 × 16')
    await layout.expectFullyInViewport(page.getByTestId('editor-canvas'))
    // The editor shows the refined picture: its body colour is on the canvas (snapped to the nearest palette
    // colour, hence the tolerance).
    await layout.expectDrawn(page.getByTestId('editor-canvas'), { colours: [body], tolerance: 40 })
  })

  test('shows the grid found over an irregular upscale and refits it when a column is added', async ({
    page,
  }) => {
    const dialog = await openImport(page)
    await chooseFile(
      dialog,
      'sprite-irregular.png',
      png(irregularUpscale(sprite(16, 16, 0), [8, 9, 7, 8, 10, 7, 9, 8])),
    )
    await expect(page.getByText('Image processed!')).toBeVisible()
    const overlay = dialog.getByTestId('grid-overlay')
    await expect(overlay).toHaveAttribute('data-columns', '16')
    await expect(overlay).toHaveAttribute('data-rows', '16')
    // About 15 inner lines per axis, at the uneven cell boundaries (and none elsewhere).
    const lines = await overlay.locator('line').count()
    expect(lines).toBeGreaterThanOrEqual(30)
    expect(lines).toBeLessThanOrEqual(34)
    const preview = dialog.getByTestId('refine-preview')
    const width = Number(await preview.getAttribute('data-width'))
    // The grid lies over the uploaded picture, not beside or past it.
    await layout.expectFullyInViewport(overlay)
    await layout.expectInside(overlay, overlay.locator('..'))

    await dialog.getByRole('button', { name: 'One column more' }).click()
    await expect(overlay).toHaveAttribute('data-columns', '17')
    await expect(overlay).toHaveAttribute('data-rows', '16')
    await expect(preview).toHaveAttribute('data-width', String(width + 1))
    await dialog.getByRole('button', { name: 'One column fewer' }).click()
    await expect(overlay).toHaveAttribute('data-columns', '16')
    await expect(preview).toHaveAttribute('data-width', String(width))
    await dialog.getByRole('button', { name: 'One row fewer' }).click()
    await expect(overlay).toHaveAttribute('data-rows', '15')
  })

  test('imports a small sprite as it is, and rejects a file that is not an image', async ({ page }) => {
    const dialog = await openImport(page)
    await chooseFile(dialog, 'notes.png', Buffer.from('not an image at all'))
    await expect(page.getByText('Failed to load image. Please try another file.')).toBeVisible()

    // 30×20, no transparent border: no recovery, no trim, a 2 px margin: 34×24.
    await chooseFile(dialog, 'small.png', png(sprite(30, 20, 0)))
    const preview = dialog.getByTestId('refine-preview')
    await expect(preview).toHaveAttribute('data-width', '34')
    await expect(preview).toHaveAttribute('data-height', '24')
    await expect(page.getByText('Processing image…')).toHaveCount(0)
    await dialog.getByRole('spinbutton', { name: 'Saturation' }).fill('0')
    await dialog.getByRole('button', { name: 'Import', exact: true }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('grid-size')).toHaveText('34 × 24')
  })

  test('generates with the AI provider and imports the result', async ({ page }) => {
    // An anonymous visitor from an address no other spec uses: the per-IP quota starts full whatever ran before.
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': '10.18.0.7' })
    const dialog = await openAi(page)
    await expect(dialog.getByRole('tab', { name: 'Generate with AI' })).toHaveAttribute(
      'data-state',
      'active',
    )
    await expect(dialog.getByTestId('quota')).toContainText('3 of 3 left today')
    await expect(dialog.getByRole('button', { name: 'Create an account for more credits!' })).toBeVisible()
    await layout.expectFullyInViewport(
      dialog.getByLabel('Prompt'),
      dialog.getByRole('button', { name: 'Generate' }),
      dialog.getByTestId('quota'),
    )

    // The prompt is required.
    await dialog.getByRole('button', { name: 'Generate' }).click()
    await expect(dialog.getByText('Please describe the image you want.')).toBeVisible()

    // A reference image goes through the same refinement first.
    await chooseFile(dialog, 'reference.png', png(sprite(24, 24, 0)))
    await expect(dialog.getByRole('heading', { name: 'Refine the reference image' })).toBeVisible()
    await dialog.getByRole('button', { name: 'Use as reference' }).click()
    await expect(dialog.getByRole('img', { name: 'Reference image' })).toBeVisible()
    await expect(dialog.getByText('28 × 28 px')).toBeVisible()

    await dialog.getByLabel('Prompt').fill('a tiny pixel-art sun')
    // The reference shows as a small picture of the sprite (its orange body among others).
    const reference = dialog.getByRole('img', { name: 'Reference image' })
    await reference.scrollIntoViewIfNeeded()
    await layout.expectFullyInViewport(reference)
    await layout.expectDrawn(reference, { minColours: 3 })
    await dialog.getByRole('button', { name: 'Generate' }).click()
    await expect(dialog.getByRole('img', { name: 'Reference image' })).toHaveCount(0)
    const card = dialog.getByTestId('generation-card').first()
    await expect(card).toContainText('a tiny pixel-art sun')
    await expect(dialog.getByTestId('quota')).toContainText('2 of 3 left today')
    await expect(card).toHaveAttribute('data-status', 'DONE', { timeout: 30_000 })
    const generated = card.getByRole('img', { name: 'Generated: a tiny pixel-art sun' })
    await layout.expectImagesLoaded(generated)
    await layout.expectFullyInViewport(generated, card.getByRole('button', { name: /^Import/ }))
    await page.screenshot({ path: `${SHOTS}/generate-done-1280.png` }) // for people; checked above

    await page.setViewportSize({ width: 375, height: 740 })
    await layout.expectNoSidewaysScroll(page)
    await layout.expectInside(card, dialog, { sideways: true })
    await page.screenshot({ path: `${SHOTS}/generate-done-375.png` }) // for people; checked above
    await page.setViewportSize({ width: 1280, height: 800 })
    await card.getByRole('button', { name: /^Import/ }).click()
    // The result goes through refinement first; the editor then holds exactly the refined grid.
    const preview = dialog.getByTestId('refine-preview')
    await expect(preview).toBeVisible()
    const width = Number(await preview.getAttribute('data-width'))
    const height = Number(await preview.getAttribute('data-height'))
    expect(width).toBeGreaterThan(0)
    expect(Math.max(width, height)).toBeLessThanOrEqual(128)
    await preview.scrollIntoViewIfNeeded()
    await layout.expectFullyInViewport(preview, dialog.getByRole('button', { name: 'Import', exact: true }))
    await layout.expectDrawn(preview, { minColours: 2 })
    await dialog.getByRole('button', { name: 'Import', exact: true }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('grid-size')).toHaveText(`${width} × ${height}`)
  })

  test("shows 'Your image is ready!' when a job finishes while the user is elsewhere", async ({ page }) => {
    await signUp(page)
    const dialog = await openAi(page)
    await expect(dialog.getByTestId('quota')).toContainText('10 of 10 left today')
    await expect(dialog.getByRole('button', { name: 'Create an account for more credits!' })).toHaveCount(0)
    await dialog.getByLabel('Prompt').fill('a pixel-art cactus')
    await dialog.getByRole('button', { name: 'Generate' }).click()
    await expect(dialog.getByTestId('generation-card').first()).toHaveAttribute(
      'data-status',
      /PENDING|PROCESSING/,
    )
    // Leave through the app (no reload): close the modal, then go home.
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(page).toHaveURL(/\/editor$/)
    // By keyboard: on a fast run the toast may already be up and cover the header link.
    await page.getByRole('link', { name: 'Browse Designs' }).first().focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/discover$/)
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Your image is ready!' })
    await expect(toast).toBeVisible({ timeout: 30_000 })
    await expect(toast.getByRole('button', { name: 'Dismiss' })).toBeVisible()
    await layout.expectFullyInViewport(toast)
    await layout.expectUncovered(toast.getByRole('button', { name: 'View' }))
    await toast.getByRole('button', { name: 'View' }).click()
    await expect(page).toHaveURL(/\/editor\/ai$/)
    await expect(
      page.getByRole('dialog', { name: 'Use AI' }).getByTestId('generation-card').first(),
    ).toHaveAttribute('data-status', 'DONE')
  })
})

// Both tests below sign in a fresh user (quota 10), so they spend no anonymous quota of 127.0.0.1.
test.describe('AI generation failures and limits (desktop)', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('a job the provider fails shows the FAILED card message', async ({ page }) => {
    await signUp(page)
    const dialog = await openAi(page)
    // The e2e fake provider (e2e/fake-ai-server.ts) answers HTTP 500 to any prompt containing 'FAIL'.
    await dialog.getByLabel('Prompt').fill('a FAIL robot')
    await dialog.getByRole('button', { name: 'Generate' }).click()
    const card = dialog.getByTestId('generation-card').first()
    await expect(card).toContainText('a FAIL robot')
    await expect(card).toHaveAttribute('data-status', 'FAILED', { timeout: 30_000 })
    await expect(card).toContainText('Something went wrong with this request, please try a different prompt')
    await expect(card.getByRole('button', { name: /^Import/ })).toHaveCount(0)
    await layout.expectFullyInViewport(card.getByText('Something went wrong with this request'))
  })

  test('an exhausted quota shows "You\'ve reached your daily limit." and disables generating', async ({
    page,
  }) => {
    await signUp(page)
    const dialog = await openAi(page)
    const quota = dialog.getByTestId('quota')
    await expect(quota).toContainText('10 of 10 left today')
    const prompt = dialog.getByLabel('Prompt')
    const generate = dialog.getByRole('button', { name: 'Generate' })
    for (let used = 1; used <= 10; used++) {
      await prompt.fill(`a pixel-art gem number ${used}`)
      await generate.click()
      if (used < 10) await expect(quota).toContainText(`${10 - used} of 10 left today`)
    }
    await expect(quota).toContainText("You've reached your daily limit.")
    await expect(prompt).toBeDisabled()
    await expect(generate).toBeDisabled()
    await layout.expectFullyInViewport(quota, generate)

    // The server holds the limit too, whatever the page shows.
    const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? ''
    const response = await page.request.post('/api/image-generation/', {
      multipart: { prompt: 'one more' },
      headers: { 'X-CSRFToken': csrf },
    })
    expect(response.status()).toBe(429)
    expect(((await response.json()) as { detail: string }).detail).toBe("You've reached your daily limit.")
  })
})

test.describe('import and AI generation (phone)', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true })

  test('the modal fits a 375 px screen', async ({ page }) => {
    const dialog = await openAi(page)
    await layout.expectFullyInViewport(
      dialog.getByRole('tab', { name: 'Generate with AI' }),
      dialog.getByRole('tab', { name: 'Import (Advanced)' }),
      dialog.getByRole('button', { name: 'Close' }),
      dialog.getByLabel('Prompt'),
    )
    await layout.expectNoSidewaysScroll(page)
    await page.screenshot({ path: `${SHOTS}/generate-375.png` }) // for people; checked above
    await dialog.getByRole('tab', { name: 'Import (Advanced)' }).click()
    await layout.expectFullyInViewport(dialog.getByText('Choose an image'))
    await layout.expectNoSidewaysScroll(page)
    await chooseFile(dialog, 'sprite-x8.png', png(upscaleNearest(sprite(16, 16, 2), 16 * 8)))
    await expect(dialog.getByTestId('refine-preview')).toBeVisible()
    await expect(dialog.getByTestId('grid-overlay')).toHaveAttribute('data-columns', '16')
    await layout.expectNoSidewaysScroll(page)
    await dialog.getByTestId('refine-preview').scrollIntoViewIfNeeded()
    await layout.expectFullyInViewport(dialog.getByTestId('refine-preview'))
    await layout.expectInside(dialog.getByRole('button', { name: 'Import', exact: true }), dialog, {
      sideways: true,
    })
    await page.screenshot({ path: `${SHOTS}/import-refine-375.png` }) // for people; checked above
    await dialog.getByRole('button', { name: 'Import', exact: true }).click()
    await expect(dialog).toBeHidden()
  })
})
