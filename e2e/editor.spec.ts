import { readFile } from 'node:fs/promises'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { decodePNGToRGBA, type RGBAImage } from '@threadbit/pixelart'
import { cellPoint, clickCell, stroke } from './editor-canvas.ts'
import * as layout from './layout-checks.ts'

/** Share of a picture's pixels that are light (luminance above 180 of 255). */
const light = (r: number, g: number, b: number) => 0.2126 * r + 0.7152 * g + 0.0722 * b > 180

async function openEditor(page: Page) {
  await page.goto('/editor')
  await expect(page.getByTestId('editor-canvas')).toBeVisible()
  await expect(page).toHaveTitle(/Create Your Own/)
}

async function pickColor(page: Page, slot: number): Promise<string> {
  const swatch = page.locator(`[data-slot="${slot}"]`)
  const color = await swatch.getAttribute('data-color')
  await swatch.click()
  return color ?? ''
}

/** Downloads through the Download dialog and decodes the PNG. */
async function download(page: Page, trigger: Locator, size: 'Actual Size' | 'Medium' | 'Large') {
  await trigger.click()
  const dialog = page.getByRole('dialog', { name: 'Download' })
  await expect(dialog).toBeVisible()
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: new RegExp(size) }).click(),
  ])
  expect(file.suggestedFilename()).toBe('pixel-art.png')
  const path = await file.path()
  return decodePNGToRGBA(new Uint8Array(await readFile(path)))
}

/** The colour of one design cell in a download made at `scale` ('transparent' or '#rrggbb'). */
function cellColor(image: RGBAImage, scale: number, col: number, row: number): string {
  const x = col * scale + Math.floor(scale / 2)
  const y = row * scale + Math.floor(scale / 2)
  const i = (y * image.width + x) * 4
  const [r, g, b, a] = Array.from(image.data.subarray(i, i + 4))
  if (a === 0) return 'transparent'
  return `#${[r, g, b].map((v) => (v ?? 0).toString(16).padStart(2, '0')).join('')}`
}

test.describe('desktop editor', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('draw, fill, erase, undo and redo with the keyboard, resize, and download at 10x', async ({
    page,
  }) => {
    await openEditor(page)
    const undo = page.getByRole('button', { name: 'Undo' })
    await expect(undo).toBeDisabled()

    // A red square outline with the pen.
    const red = await pickColor(page, 4)
    await stroke(page, [
      [2, 2],
      [8, 2],
      [8, 8],
      [2, 8],
      [2, 2],
    ])
    await expect(undo).toBeEnabled()

    // Fill its inside with yellow (G selects the fill tool).
    const yellow = await pickColor(page, 9)
    await page.keyboard.press('g')
    await expect(page.getByRole('button', { name: 'Fill' })).toHaveAttribute('aria-pressed', 'true')
    await clickCell(page, 5, 5)
    await expect(page.getByTestId('active-color-count')).toHaveText(/2 \/ 12/)

    // Erase one cell of the outline.
    await page.keyboard.press('e')
    await clickCell(page, 5, 2)

    // Undo the erase and the fill, then redo both with the two redo shortcuts.
    await page.keyboard.press('ControlOrMeta+z')
    await page.keyboard.press('ControlOrMeta+z')
    await expect(page.getByTestId('active-color-count')).toHaveText(/1 \/ 12/)
    await page.keyboard.press('ControlOrMeta+Shift+z')
    await page.keyboard.press('Control+y')
    await expect(page.getByTestId('active-color-count')).toHaveText(/2 \/ 12/)
    await expect(page.getByRole('button', { name: 'Redo' })).toBeDisabled()

    // Resize: rows with Enter, columns after the 1 s pause.
    const rows = page.getByRole('spinbutton', { name: 'Rows' })
    await rows.fill('30')
    await rows.press('Enter')
    const columns = page.getByRole('spinbutton', { name: 'Columns' })
    await columns.fill('20')
    await expect(page.getByTestId('grid-size')).toHaveText('24 × 30')
    await expect(page.getByTestId('grid-size')).toHaveText('20 × 30', { timeout: 3000 })
    // Typed values are clamped to the editor's limit.
    await columns.fill('500')
    await columns.press('Enter')
    await expect(columns).toHaveValue('128')
    await page.getByRole('button', { name: 'Decrease columns' }).click()
    await expect(columns).toHaveValue('127')
    await page.keyboard.press('ControlOrMeta+z')
    await page.keyboard.press('ControlOrMeta+z')
    await expect(page.getByTestId('grid-size')).toHaveText('20 × 30')

    // The whole editor fits the window: top bar, tool rail, canvas and settings panel, nothing over the canvas.
    const canvas = page.getByTestId('editor-canvas')
    await layout.expectFullyInViewport(
      page.getByRole('toolbar', { name: 'Design' }),
      page.getByRole('toolbar', { name: 'Tools' }),
      page.getByRole('complementary', { name: 'Design settings' }),
      canvas,
    )
    await layout.expectUncovered(canvas)
    await layout.expectNoSidewaysScroll(page)
    // The picture is the check for the canvas itself: the 20×30 grid, the red outline, the yellow fill.
    await expect(canvas).toHaveScreenshot('editor-canvas-20x30.png')
    await page.screenshot({ path: 'test-results/editor-desktop.png' }) // for people; checked above

    const image = await download(page, page.getByRole('button', { name: 'Download' }), 'Medium')
    expect(image.width).toBe(200)
    expect(image.height).toBe(300)
    expect(cellColor(image, 10, 2, 2)).toBe(red)
    expect(cellColor(image, 10, 8, 8)).toBe(red)
    expect(cellColor(image, 10, 4, 8)).toBe(red)
    expect(cellColor(image, 10, 5, 5)).toBe(yellow)
    expect(cellColor(image, 10, 3, 7)).toBe(yellow)
    expect(cellColor(image, 10, 5, 2)).toBe('transparent')
    expect(cellColor(image, 10, 9, 5)).toBe('transparent')
    expect(cellColor(image, 10, 19, 29)).toBe('transparent')
  })

  test('New asks first and then clears the design', async ({ page }) => {
    await openEditor(page)
    await clickCell(page, 3, 3)
    await expect(page.getByTestId('active-color-count')).toHaveText(/1 \/ 12/)
    await page.getByRole('button', { name: 'New' }).click()
    const confirm = page.getByRole('alertdialog')
    await expect(confirm).toContainText(
      'Are you sure you want to create a new project? This will clear your current design.',
    )
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByTestId('active-color-count')).toHaveText(/1 \/ 12/)

    await page.getByRole('button', { name: 'New' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Create new project' }).click()
    await expect(page.getByTestId('active-color-count')).toHaveText(/0 \/ 12/)
    await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled()
  })

  test('the drawing, title and settings survive a reload', async ({ page }) => {
    await openEditor(page)
    await pickColor(page, 14)
    await stroke(page, [
      [1, 1],
      [6, 1],
    ])
    await page.getByLabel('Design title').fill('Froggy')
    await page.getByRole('button', { name: 'Grid lines' }).click()
    await expect(page.getByRole('button', { name: 'Grid lines' })).toHaveAttribute('aria-pressed', 'false')
    await page.reload()
    await expect(page.getByTestId('active-color-count')).toHaveText(/1 \/ 12/)
    await expect(page.getByLabel('Design title')).toHaveValue('Froggy')
    await expect(page.getByRole('button', { name: 'Grid lines' })).toHaveAttribute('aria-pressed', 'false')
    await expect(page.getByTestId('design-owner')).toHaveText('Unsaved')
  })

  test('a 13th colour is refused with an explanation', async ({ page }) => {
    await openEditor(page)
    for (let slot = 0; slot < 12; slot++) {
      await pickColor(page, slot)
      await clickCell(page, slot, 0)
    }
    await expect(page.getByTestId('active-color-count')).toHaveText(/12 \/ 12/)
    await pickColor(page, 12)
    await clickCell(page, 0, 5)
    await expect(page.getByTestId('color-limit-notice')).toContainText('12-colour limit')
    await expect(page.getByTestId('active-color-count')).toHaveText(/12 \/ 12/)
  })

  test('palette: double-click edits a colour, an empty cell adds one, transparent cannot be edited', async ({
    page,
  }) => {
    await openEditor(page)
    await clickCell(page, 1, 1)
    await page.locator('[data-slot="0"]').dblclick()
    const edit = page.getByRole('dialog', { name: 'Edit colour' })
    await edit.getByLabel('Hex').fill('#123456')
    await edit.getByRole('button', { name: 'Done' }).click()
    await expect(page.locator('[data-slot="0"]')).toHaveAttribute('data-color', '#123456')
    await expect(page.getByTestId('current-color')).toHaveText('#123456')

    await page.locator('[data-slot="24"]').click()
    const add = page.getByRole('dialog', { name: 'Add a colour' })
    await add.getByLabel('Hex').fill('abcdef')
    await add.getByRole('button', { name: 'Add colour' }).click()
    await expect(page.locator('[data-slot="24"]')).toHaveAttribute('data-color', '#abcdef')
    await expect(page.locator('[data-slot="24"]')).toHaveAttribute('aria-pressed', 'true')

    await page.locator('[data-slot="31"]').dblclick()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Edit current colour' })).toBeDisabled()

    // Pixels keep their colour; the edited slot paints with the new one.
    await page.locator('[data-slot="0"]').click()
    await clickCell(page, 2, 2)
    const image = await download(page, page.getByRole('button', { name: 'Download' }), 'Actual Size')
    expect(cellColor(image, 1, 1, 1)).toBe('#000000')
    expect(cellColor(image, 1, 2, 2)).toBe('#123456')
  })

  test('zoom with the buttons and the wheel; light background', async ({ page }) => {
    await openEditor(page)
    const zoom = page.getByTestId('zoom-level')
    const fitted = await zoom.textContent()
    await page.getByRole('button', { name: 'Zoom in' }).click()
    await expect(zoom).not.toHaveText(fitted ?? '')
    await page.getByRole('button', { name: 'Fit to screen' }).click()
    await expect(zoom).toHaveText(fitted ?? '')
    const p = await cellPoint(page, 3, 3)
    await page.mouse.move(p.x, p.y)
    await page.mouse.wheel(0, 300)
    await expect(zoom).not.toHaveText(fitted ?? '')
    const canvas = page.getByTestId('editor-canvas')
    expect((await layout.paintedPixels(canvas)).share(light)).toBeLessThan(0.5)
    await page.getByRole('button', { name: 'Dark background' }).click()
    await expect(canvas).toHaveClass(/ed-canvas--light/)
    // What the user sees turns light, not only the class name.
    await expect.poll(async () => (await layout.paintedPixels(canvas)).share(light)).toBeGreaterThan(0.5)
  })

  test('Use AI opens /editor/ai and closing returns to /editor', async ({ page }) => {
    await openEditor(page)
    await page.getByRole('button', { name: 'Use AI' }).click()
    await expect(page).toHaveURL(/\/editor\/ai$/)
    await expect(page.getByRole('dialog', { name: 'Use AI' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page).toHaveURL(/\/editor$/)
    // Save refuses an empty design before asking anyone to log in (the save flow: e2e/designs.spec.ts).
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Cannot save: no pixels drawn yet.')).toBeVisible()
  })

  test('tool shortcuts show in tooltips, which can be switched off', async ({ page }) => {
    await openEditor(page)
    await page.getByRole('button', { name: 'Eraser' }).hover()
    await expect(page.getByRole('tooltip')).toContainText('Eraser')
    await expect(page.getByRole('tooltip')).toContainText('E')
    // A tool button is a tooltip trigger (it carries the tooltip's open state) until tooltips are switched off;
    // checking that, rather than sleeping past the delay, cannot pass while a tooltip is merely late.
    const fill = page.getByRole('button', { name: 'Fill' })
    await expect(fill).toHaveAttribute('data-tooltip', /^(closed|delayed-open|instant-open)$/)
    await page.getByRole('switch', { name: 'Show tooltips' }).click()
    await page.mouse.move(0, 0)
    await expect(page.getByRole('tooltip')).toHaveCount(0)
    await expect(fill).not.toHaveAttribute('data-tooltip', /^(closed|delayed-open|instant-open)$/)
    await fill.hover()
    await expect(page.getByRole('tooltip')).toHaveCount(0)
    // Typing in a field does not switch tools.
    await page.getByLabel('Design title').fill('ghe')
    await expect(page.getByRole('button', { name: 'Pen' })).toHaveAttribute('aria-pressed', 'true')
  })
})

test.describe('mobile editor', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true })

  /** A real touch through the browser's input pipeline (CDP), so pointer events carry pointerType touch. */
  async function touchStroke(page: Page, cells: [number, number][], holdMs: number) {
    const cdp = await page.context().newCDPSession(page)
    const points = await Promise.all(cells.map(([c, r]) => cellPoint(page, c, r)))
    const [first, ...rest] = points
    if (!first) return
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x: first.x, y: first.y }],
    })
    await page.waitForTimeout(holdMs)
    for (const p of rest) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: p.x, y: p.y }] })
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    await cdp.detach()
  }

  test('tool dialog, touch drawing after a hold, and a quick swipe that does not draw', async ({ page }) => {
    await openEditor(page)
    // The desktop side panel is gone; tools live in a bottom bar.
    await expect(page.getByRole('toolbar', { name: 'Drawing' })).toBeVisible()
    await expect(page.getByRole('complementary', { name: 'Design settings' })).toHaveCount(0)

    await page.getByRole('button', { name: /^Tool:/ }).click()
    const tools = page.getByRole('dialog', { name: 'Tool' })
    await expect(tools).toBeVisible()
    await tools.getByRole('button', { name: 'Eraser' }).click()
    await expect(tools).toBeHidden()
    await expect(page.getByRole('button', { name: 'Tool: Eraser' })).toBeVisible()
    await page.getByRole('button', { name: /^Tool:/ }).click()
    await page.getByRole('dialog', { name: 'Tool' }).getByRole('button', { name: 'Pen' }).click()

    await page.getByRole('button', { name: /^Colour:/ }).click()
    const colours = page.getByRole('dialog', { name: 'Colour' })
    const blue = await colours.locator('[data-slot="18"]').getAttribute('data-color')
    await colours.locator('[data-slot="18"]').click()
    await expect(colours).toBeHidden()

    // Held for 150 ms, then dragged: draws.
    await touchStroke(
      page,
      [
        [2, 4],
        [4, 4],
        [6, 4],
        [8, 4],
      ],
      150,
    )
    // Quick swipes (no hold) draw nothing: a vertical one is left to the browser to scroll the page.
    await touchStroke(
      page,
      [
        [2, 12],
        [10, 12],
        [18, 12],
      ],
      0,
    )
    // The canvas and the bottom bar fit the phone's screen, and the held stroke shows in blue.
    await layout.expectFullyInViewport(
      page.getByTestId('editor-canvas'),
      page.getByRole('toolbar', { name: 'Drawing' }),
    )
    await layout.expectNoSidewaysScroll(page)
    await layout.expectDrawn(page.getByTestId('editor-canvas'), { colours: [blue ?? ''] })
    await touchStroke(
      page,
      [
        [20, 6],
        [20, 13],
        [20, 20],
      ],
      0,
    )

    await page.getByRole('button', { name: 'Tools' }).click()
    await layout.expectFullyInViewport(page.getByRole('region', { name: 'More tools' }))
    await layout.expectFullyInViewport(page.getByRole('button', { name: 'Download' }))
    await layout.expectNoSidewaysScroll(page)
    await page.screenshot({ path: 'test-results/editor-mobile-tools.png' }) // for people; checked above

    const image = await download(page, page.getByRole('button', { name: 'Download' }), 'Actual Size')
    expect(image.width).toBe(24)
    for (const col of [2, 3, 4, 5, 6, 7, 8]) expect(cellColor(image, 1, col, 4)).toBe(blue)
    for (const col of [2, 6, 10, 14, 18]) expect(cellColor(image, 1, col, 12)).toBe('transparent')
    for (const row of [6, 10, 13, 17, 20]) expect(cellColor(image, 1, 20, row)).toBe('transparent')
  })

  test('border dialog switches the border off', async ({ page }) => {
    await openEditor(page)
    await page.getByRole('button', { name: 'Border' }).click()
    const dialog = page.getByRole('dialog', { name: 'Border' })
    const toggle = dialog.getByRole('switch', { name: 'Show border' })
    await expect(toggle).toBeChecked()
    await toggle.click()
    await expect(toggle).not.toBeChecked()
  })
})
