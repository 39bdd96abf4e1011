import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { readPes, stitchBounds, UNITS_PER_MM } from '@threadbit/embroidery'
import { signUp } from './helpers.ts'
import { drawTwoColours } from './editor-canvas.ts'
import * as layout from './layout-checks.ts'

const SCREENS = 'test-results/screens'
const COLUMNS = 24
const STITCH_MM = 2.5

test.describe('embroidery at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test("draw, Embroider, set stitch size, download, and check the downloaded file's header and size", async ({
    page,
  }) => {
    await signUp(page)
    await page.goto('/editor')
    await expect(page.getByTestId('editor-canvas')).toBeVisible()

    // Embroider with nothing drawn is explained, not attempted.
    await page.getByRole('button', { name: 'Embroider' }).click()
    await expect(page.getByText('Draw something first: embroidery needs at least one colour.')).toBeVisible()

    // A full 24×24 grid without a border: the stitched size is exactly columns × stitch size.
    const border = page.getByRole('switch', { name: 'Show border' })
    if ((await border.getAttribute('aria-checked')) === 'true') await border.click()
    await expect(border).toHaveAttribute('aria-checked', 'false')
    await drawTwoColours(page) // two threads for the preview to list

    await page.getByRole('button', { name: 'Embroider' }).click()
    const modal = page.getByRole('dialog', { name: 'Generate Embroidery File (PES)' })
    await expect(modal).toBeVisible()
    // The quick-draw design became the editor's design.
    await expect(page).toHaveURL(/[?&]design=[0-9a-f-]{36}/)

    const stitchSize = modal.getByLabel('Stitch size (mm)')
    const scale = modal.getByLabel('Scale factor')
    await expect(stitchSize).toHaveValue('2')
    await expect(scale).toHaveValue('1')

    // Invalid values: the spec's messages, Download disabled.
    await stitchSize.fill('3')
    await expect(modal.getByText('Enter a number between 1.5 and 2.5')).toBeVisible()
    await expect(modal.getByRole('button', { name: 'Download' })).toBeDisabled()
    await stitchSize.fill(String(STITCH_MM))
    await scale.fill('2')
    // 24 × 2.5 × 2 = 120 mm of stitches: more than the 10×10 cm hoop, so the 13×18 cm one.
    await expect(modal.getByTestId('embroidery-size')).toContainText(
      /^1(19|2[01])(\.\d)? × 1(19|2[01])(\.\d)? mm/,
    )
    await expect(modal.getByTestId('embroidery-hoop')).toHaveText('Brother 13×18 cm (5×7")')
    await expect(modal.getByTestId('hoop-warning')).toBeHidden()
    // The picture is the check for the preview: the two colours as stitches, at 2.5 mm × 2.
    await expect(modal.getByTestId('embroidery-preview')).toHaveScreenshot('embroidery-preview.png')
    await layout.expectFullyInViewport(
      modal.getByRole('heading', { name: /Generate Embroidery File/ }),
      modal.getByTestId('embroidery-preview'),
      modal.getByTestId('embroidery-hoop'),
    )
    await layout.expectUncovered(modal.getByTestId('embroidery-preview'))
    await page.screenshot({ path: `${SCREENS}/embroidery-page-1280.png` }) // for people; checked above

    // On a phone the dialog fits the width and scrolls on its own to the Download button.
    await page.setViewportSize({ width: 375, height: 812 })
    await expect(modal).toBeVisible()
    await layout.expectFullyInViewport(modal.getByRole('heading', { name: /Generate Embroidery File/ }))
    await layout.expectNoSidewaysScroll(page)
    await layout.expectInside(modal.getByTestId('embroidery-preview'), modal, { sideways: true })
    await page.screenshot({ path: `${SCREENS}/embroidery-modal-375.png` }) // for people; checked above
    await modal.evaluate((el) => el.scrollTo(0, el.scrollHeight))
    await layout.expectFullyInViewport(modal.getByRole('button', { name: 'Download' }))
    await page.screenshot({ path: `${SCREENS}/embroidery-modal-375-bottom.png` }) // for people; checked above
    await page.setViewportSize({ width: 1280, height: 800 })

    await scale.fill('1')
    await expect(modal.getByTestId('embroidery-size')).toContainText(
      /^(59|6[01])(\.\d)? × (59|6[01])(\.\d)? mm/,
    )
    await expect(modal.getByTestId('embroidery-hoop')).toHaveText('Brother 10×10 cm (4×4")')

    const responsePromise = page.waitForResponse((r) => r.url().includes('/generate-embroidery-file/'))
    const downloadPromise = page.waitForEvent('download')
    await modal.getByRole('button', { name: 'Download' }).click()
    const response = await responsePromise
    const request = response.request().postDataJSON() as Record<string, unknown>
    expect(request['stitch_size']).toBe('2.50')
    expect(request['scale']).toBe(1)
    const body = (await response.json()) as { width_mm: number; height_mm: number; file_name: string }
    // The reported size is the stitched extents: columns × stitch size plus pull compensation.
    expect(body.width_mm).toBeGreaterThanOrEqual(COLUMNS * STITCH_MM - 0.4)
    expect(body.width_mm).toBeLessThanOrEqual(COLUMNS * STITCH_MM + 0.6)

    const download = await downloadPromise
    expect(download.suggestedFilename()).toMatch(/^design_\d+\.pes$/)
    expect(download.suggestedFilename()).toBe(body.file_name)
    await expect(page.getByText('Embroidery file generated successfully!')).toBeVisible()
    await expect(modal).toBeHidden()

    const bytes = new Uint8Array(await readFile(await download.path()))
    expect(new TextDecoder().decode(bytes.subarray(0, 8))).toBe('#PES0060')
    const pes = readPes(bytes)
    expect(pes.threads).toHaveLength(2)
    const bounds = stitchBounds(pes.commands)
    const widthMm = (bounds.maxX - bounds.minX) / UNITS_PER_MM
    const heightMm = (bounds.maxY - bounds.minY) / UNITS_PER_MM
    // Columns × stitch size, plus up to 0.2 mm of pull compensation past each outer edge.
    expect(Math.abs(body.width_mm - widthMm)).toBeLessThanOrEqual(0.2)
    expect(Math.abs(body.height_mm - heightMm)).toBeLessThanOrEqual(0.2)
    for (const sewn of [widthMm, heightMm]) {
      expect(sewn).toBeGreaterThanOrEqual(COLUMNS * STITCH_MM - 0.2)
      expect(sewn).toBeLessThanOrEqual(COLUMNS * STITCH_MM + 0.4 + 0.2)
    }
  })
})
