import { expect, test, type Locator, type Page } from '@playwright/test'

const SHOTS = 'test-results/ai-grid'

/** Generates one image with the fake provider (a 16×16 sprite drawn 8 times larger) and opens its import. */
async function generateAndOpen(page: Page, address: string): Promise<Locator> {
  // An address no other spec uses: the per-IP quota of anonymous visitors starts full.
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': address })
  await page.goto('/editor/ai')
  const dialog = page.getByRole('dialog', { name: 'Use AI' })
  await dialog.getByLabel('Prompt').fill('a pixel-art mushroom')
  await dialog.getByRole('button', { name: 'Generate' }).click()
  const card = dialog.getByTestId('generation-card').first()
  await expect(card).toHaveAttribute('data-status', 'DONE', { timeout: 30_000 })
  await card.getByRole('button', { name: /^Import/ }).click()
  return dialog
}

test.describe('the grid of an AI result (desktop)', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('shows the grid found in the generated image, refits it on a nudge and imports the refit', async ({
    page,
  }) => {
    const dialog = await generateAndOpen(page, '10.31.0.1')
    const overlay = dialog.getByRole('img', { name: /cells over the generated image/ })
    await expect(overlay).toHaveAttribute('data-columns', '16')
    await expect(overlay).toHaveAttribute('data-rows', '16')
    // 15 inner lines per axis, on the sprite's 8-pixel cells.
    await expect(overlay.locator('line')).toHaveCount(30)
    const preview = dialog.getByTestId('refine-preview')
    const width = Number(await preview.getAttribute('data-width'))
    const height = Number(await preview.getAttribute('data-height'))
    await page.screenshot({ path: `${SHOTS}/ai-grid-1280.png` }) // for people; checked above

    await dialog.getByRole('button', { name: 'One column more' }).click()
    await expect(overlay).toHaveAttribute('data-columns', '17')
    await expect(preview).toHaveAttribute('data-width', String(width + 1))
    await dialog.getByRole('button', { name: 'One row fewer' }).click()
    await expect(overlay).toHaveAttribute('data-rows', '15')
    await expect(preview).toHaveAttribute('data-height', String(height - 1))
    await page.screenshot({ path: `${SHOTS}/ai-grid-nudged-1280.png` }) // for people; checked above

    await dialog.getByRole('button', { name: 'Import', exact: true }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('grid-size')).toHaveText(`${width + 1} × ${height - 1}`)
  })
})

test.describe('the grid of an AI result (phone)', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true })

  test('fits a 375 px screen', async ({ page }) => {
    const dialog = await generateAndOpen(page, '10.31.0.2')
    await expect(dialog.getByRole('img', { name: /cells over the generated image/ })).toHaveAttribute(
      'data-columns',
      '16',
    )
    await expect(dialog.getByRole('button', { name: 'One column more' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await page.screenshot({ path: `${SHOTS}/ai-grid-375.png` }) // for people; checked above
  })
})
