import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { readJef } from '@threadbit/embroidery'
import { unzipSync } from 'fflate'
import { signUp } from './helpers.ts'
import { drawTwoColours } from './editor-canvas.ts'
import * as layout from './layout-checks.ts'

const SCREENS = 'test-results/screens'

test.use({ viewport: { width: 1280, height: 800 } })

test('choose a machine, see hoop and time, download the zip and open the production sheet', async ({
  page,
  context,
}) => {
  await signUp(page)
  await page.goto('/editor')
  await expect(page.getByTestId('editor-canvas')).toBeVisible()
  await drawTwoColours(page)

  await page.getByRole('button', { name: 'Embroider' }).click()
  let modal = page.getByRole('dialog', { name: /Generate Embroidery File/ })
  await expect(modal).toBeVisible()

  // A Janome: JEF, Janome hoops, and the machine is remembered.
  await modal.getByLabel('My machine is a …').selectOption('janome')
  await expect(page.getByRole('dialog', { name: 'Generate Embroidery File (JEF)' })).toBeVisible()
  modal = page.getByRole('dialog', { name: 'Generate Embroidery File (JEF)' })
  await expect(modal.getByTestId('embroidery-hoop')).toContainText('Janome')
  await expect(modal.getByTestId('embroidery-time')).toHaveText(/≈ \d+ min/)
  await expect(modal.getByTestId('method-tatami')).toHaveText(/[\d,]+ stitches · \d+ min/)
  await expect(modal.getByRole('list', { name: 'Threads, in sewing order' })).toContainText(/ΔE \d+\.\d/)
  // The preview shows the drawing as stitches, in the two thread colours (red fill, white bar).
  await layout.expectDrawn(modal.getByTestId('embroidery-preview'), { minColours: 4 })
  await layout.expectFullyInViewport(
    modal.getByLabel('My machine is a …'),
    modal.getByTestId('embroidery-preview'),
    modal.getByTestId('embroidery-hoop'),
  )
  await modal.screenshot({ path: `${SCREENS}/embroidery-machines-modal-1280.png` }) // for people; checked above
  await page.setViewportSize({ width: 375, height: 812 })
  await layout.expectFullyInViewport(modal.getByLabel('My machine is a …'))
  await layout.expectNoSidewaysScroll(page)
  await layout.expectInside(modal.getByRole('list', { name: 'Threads, in sewing order' }), modal, {
    sideways: true,
  })
  await page.screenshot({ path: `${SCREENS}/embroidery-machines-modal-375.png` }) // for people; checked above
  await modal.evaluate((el) => el.scrollTo(0, el.scrollHeight))
  await layout.expectFullyInViewport(modal.getByRole('button', { name: 'Download' }))
  await page.screenshot({ path: `${SCREENS}/embroidery-machines-modal-375-bottom.png` }) // for people; checked above
  await page.setViewportSize({ width: 1280, height: 800 })

  // The production sheet opens in a new tab.
  const sheetPromise = context.waitForEvent('page')
  await modal.getByTestId('production-sheet-link').click()
  const sheet = await sheetPromise
  await sheet.waitForLoadState()
  await expect(sheet.getByRole('heading', { name: 'Colour sequence' })).toBeVisible()
  await expect(sheet.locator('body')).toContainText('JEF for Janome')
  await expect(sheet.locator('body')).toContainText(/\d+(\.\d)? × \d+(\.\d)? mm \(\d+\.\d\d × \d+\.\d\d in\)/)
  await layout.expectImagesLoaded(sheet.locator('img.preview'))
  await sheet.setViewportSize({ width: 1280, height: 900 })
  await layout.expectFullyInViewport(sheet.locator('img.preview'))
  await layout.expectNoSidewaysScroll(sheet)
  await sheet.screenshot({ path: `${SCREENS}/production-sheet-1280.png`, fullPage: true }) // for people
  await sheet.setViewportSize({ width: 375, height: 812 })
  await layout.expectNoSidewaysScroll(sheet)
  await layout.expectInside(sheet.locator('img.preview'), sheet.locator('body'), { sideways: true })
  await sheet.screenshot({ path: `${SCREENS}/production-sheet-375.png`, fullPage: true }) // for people
  await sheet.close()

  // The zip: JEF file, thread list, production sheet as HTML and PDF.
  await modal.getByRole('checkbox', { name: /Zip with thread list/ }).check()
  const shownTime = await modal.getByTestId('embroidery-time').textContent()
  const responsePromise = page.waitForResponse((r) => r.url().includes('/generate-embroidery-file/'))
  const downloadPromise = page.waitForEvent('download')
  await modal.getByRole('button', { name: 'Download' }).click()
  const response = await responsePromise
  const request = response.request().postDataJSON() as Record<string, unknown>
  expect(request).toMatchObject({ machine: 'janome', format: 'jef', package: 'zip' })
  const body = (await response.json()) as {
    hoop: { name: string }
    estimated_minutes: number
    stitch_count: number
  }
  const download = await downloadPromise
  expect(download.suggestedFilename()).toMatch(/\.zip$/)
  const files = unzipSync(new Uint8Array(await readFile(await download.path())))
  const names = Object.keys(files)
  expect(names.some((n) => n.endsWith('.jef'))).toBe(true)
  expect(names.some((n) => n.endsWith('-threads.txt'))).toBe(true)
  expect(names.some((n) => n.endsWith('-sheet.html'))).toBe(true)
  expect(names.some((n) => n.endsWith('-sheet.pdf'))).toBe(true)
  const jef = readJef(files[names.find((n) => n.endsWith('.jef')) as string] as Uint8Array)
  expect(jef.commands.filter((c) => c.kind === 'stitch')).toHaveLength(body.stitch_count)
  // The time the dialog showed is the one the server worked out for the file.
  expect(shownTime).toBe(`≈ ${body.estimated_minutes} min`)

  // Opened again: still a Janome.
  await page.getByRole('button', { name: 'Embroider' }).click()
  await expect(page.getByRole('dialog', { name: 'Generate Embroidery File (JEF)' })).toBeVisible()
})
