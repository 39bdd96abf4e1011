import { expect, test, type Locator, type Page } from '@playwright/test'
import { stroke } from './editor-canvas.ts'
import * as layout from './layout-checks.ts'

// The preview publishes its camera on the host element (data-azimuth, data-elevation in degrees,
// data-distance-ratio against the start distance), the frames it has drawn and a revision that bumps each
// time it rebuilds the stitch textures, so a test can check limits and updates without reading pixels.
const SHOTS = 'test-results/preview3d'

/** Share of the render that is bluish (navy cloth) rather than warm (tan cloth). */
const bluish = (r: number, _g: number, b: number) => b > r + 16

async function camera(host: Locator) {
  return host.evaluate((el: HTMLElement) => ({
    azimuth: Number(el.dataset.azimuth),
    elevation: Number(el.dataset.elevation),
    distanceRatio: Number(el.dataset.distanceRatio),
    frames: Number(el.dataset.frames),
    revision: Number(el.dataset.revision),
  }))
}

/** Drags on the 3D view from its centre by (dx, dy) CSS pixels. */
async function dragView(page: Page, host: Locator, dx: number, dy: number) {
  const box = await host.boundingBox()
  if (!box) throw new Error('the preview is not visible')
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x + dx, y + dy, { steps: 10 })
  await page.mouse.up()
}

async function openPreview(page: Page) {
  await page.goto('/editor')
  await expect(page.getByTestId('editor-canvas')).toBeVisible()
  await page.getByRole('button', { name: 'Preview', exact: true }).click()
  const win = page.getByRole('dialog', { name: '3D preview' })
  await expect(win).toBeVisible()
  const host = win.getByTestId('stitch-preview')
  await expect(host).toHaveAttribute('data-renderer', 'webgl')
  await expect.poll(async () => (await camera(host)).frames).toBeGreaterThan(0)
  return { win, host }
}

test.describe('3D preview in the editor', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('opens, turns and zooms within the limits, changes cloth, follows drawing, resizes, closes', async ({
    page,
  }) => {
    // Something to look at: a red bar and a black dot.
    await page.goto('/editor')
    await expect(page.getByTestId('editor-canvas')).toBeVisible()
    await page.locator('[data-color="#000000"]').first().click()
    await stroke(page, [
      [4, 4],
      [6, 4],
    ])
    const { win, host } = await openPreview(page)

    // Starts at 200 x 400, straight on, at the start distance.
    const start = await win.boundingBox()
    expect(Math.round(start!.width)).toBe(200)
    expect(Math.round(start!.height)).toBe(400)
    expect(await camera(host)).toMatchObject({ azimuth: 0, elevation: 0, distanceRatio: 1 })
    await layout.expectFullyInViewport(win)
    // The picture is the check here: the design stitched on tan cloth, straight on.
    await expect(host).toHaveScreenshot('3d-open.png')

    // Rotation stops at 45 degrees each way, horizontally and vertically.
    await dragView(page, host, 600, 400)
    const cam = await camera(host)
    expect(Math.abs(cam.azimuth)).toBeCloseTo(45, 0)
    expect(Math.abs(cam.elevation)).toBeCloseTo(45, 0)
    await layout.expectDrawn(host)
    await dragView(page, host, -1200, -800)
    const other = await camera(host)
    expect(Math.abs(other.azimuth)).toBeCloseTo(45, 0)
    expect(Math.sign(other.azimuth)).toBe(-Math.sign(cam.azimuth))
    expect(Math.sign(other.elevation)).toBe(-Math.sign(cam.elevation))

    // Zoom: from half to three times the start distance, no further.
    const box = (await host.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    for (let i = 0; i < 25; i++) await page.mouse.wheel(0, -300)
    await expect.poll(async () => (await camera(host)).distanceRatio).toBeCloseTo(0.5, 2)
    await layout.expectDrawn(host)
    for (let i = 0; i < 40; i++) await page.mouse.wheel(0, 300)
    await expect.poll(async () => (await camera(host)).distanceRatio).toBeCloseTo(3, 2)

    // Reset puts the camera back.
    await win.getByRole('button', { name: 'Reset view' }).click()
    await expect.poll(async () => camera(host)).toMatchObject({ azimuth: 0, elevation: 0, distanceRatio: 1 })

    // Cloth swatches: four, tan first and chosen; another one changes the picture.
    const swatches = win.getByRole('radiogroup', { name: 'Cloth colour' }).getByRole('radio')
    await expect(swatches).toHaveCount(4)
    await expect(win.getByRole('radio', { name: 'Tan' })).toBeChecked()
    expect((await layout.paintedPixels(host)).share(bluish)).toBeLessThan(0.1)
    await win.getByRole('radio', { name: 'Navy' }).check()
    await expect(win.getByRole('radio', { name: 'Navy' })).toBeChecked()
    // Most of the view is cloth: it turns blue.
    await expect.poll(async () => (await layout.paintedPixels(host)).share(bluish)).toBeGreaterThan(0.5)

    // Drawing in the editor updates the preview.
    const before = await camera(host)
    const picture = await host.screenshot()
    await page.locator('[data-color="#ffffff"]').first().click()
    await stroke(page, [
      [10, 12],
      [16, 12],
      [16, 16],
    ])
    await expect.poll(async () => (await camera(host)).revision).toBeGreaterThan(before.revision)
    await expect.poll(async () => Buffer.compare(await host.screenshot(), picture)).not.toBe(0)
    // The new white stitches show (lit, so near-white rather than exactly #ffffff).
    await expect
      .poll(async () => (await layout.paintedPixels(host)).share((r, g, b) => Math.min(r, g, b) > 200))
      .toBeGreaterThan(0.005)

    // Turn it, then change the grid size: the camera resets.
    await dragView(page, host, 80, 0)
    expect((await camera(host)).azimuth).not.toBe(0)
    const rows = page.getByRole('spinbutton', { name: 'Rows' })
    await rows.fill('30')
    await rows.press('Enter')
    await expect(host).toHaveAttribute('data-size', '24x30')
    await expect.poll(async () => camera(host)).toMatchObject({ azimuth: 0, elevation: 0, distanceRatio: 1 })

    // Drag the window by its title bar.
    const bar = win.getByTestId('preview-drag-handle')
    const barBox = (await bar.boundingBox())!
    await page.mouse.move(barBox.x + 40, barBox.y + 10)
    await page.mouse.down()
    await page.mouse.move(barBox.x - 160, barBox.y + 90, { steps: 5 })
    await page.mouse.up()
    const moved = (await win.boundingBox())!
    expect(moved.x).toBeCloseTo(start!.x - 200, 0)
    expect(moved.y).toBeCloseTo(start!.y + 80, 0)

    // Resize from the corner: it stops at 100 x 100 and keeps drawing.
    const handle = (await win.getByTestId('preview-resize-handle').boundingBox())!
    await page.mouse.move(handle.x + 4, handle.y + 4)
    await page.mouse.down()
    await page.mouse.move(handle.x - 500, handle.y - 600, { steps: 6 })
    await page.mouse.up()
    const small = (await win.boundingBox())!
    expect(Math.round(small.width)).toBe(100)
    expect(Math.round(small.height)).toBe(100)
    await expect(host).toBeVisible()
    await layout.expectInside(host, win)
    await layout.expectDrawn(host)
    await page.screenshot({ path: `${SHOTS}/06-minimum.png` }) // for people; the checks are above

    // Close.
    await win.getByRole('button', { name: 'Close preview' }).click()
    await expect(win).toBeHidden()
  })

  test('the Preview control cycles 3D, 2D and off', async ({ page }) => {
    const { win, host } = await openPreview(page)
    await expect(host).toHaveAttribute('data-mode', '3d')
    await page.getByRole('button', { name: 'Preview', exact: true }).click()
    const flat = page.getByRole('dialog', { name: '2D preview' })
    await expect(flat).toBeVisible()
    await expect(flat.getByTestId('stitch-preview')).toHaveAttribute('data-renderer', 'canvas2d')
    const flatHost = flat.getByTestId('stitch-preview')
    await expect(flatHost).toHaveAttribute('data-revision', /\d+/)
    // Something to see: a red L, drawn while the flat preview is open (it follows the drawing).
    const revision = Number(await flatHost.getAttribute('data-revision'))
    await page.locator('[data-slot="4"]').click()
    await stroke(page, [
      [6, 6],
      [6, 14],
      [12, 14],
    ])
    await expect
      .poll(async () => Number(await flatHost.getAttribute('data-revision')))
      .toBeGreaterThan(revision)
    // The picture is the check: the flat stitched patch drawn on a 2D canvas.
    await expect(flatHost).toHaveScreenshot('2d-flat.png')
    await page.getByRole('button', { name: 'Preview', exact: true }).click()
    await expect(flat).toBeHidden()
    await expect(win).toBeHidden()
  })

  test('without WebGL it shows the flat preview and says why', async ({ page }) => {
    await page.addInitScript(() => {
      const getContext = HTMLCanvasElement.prototype.getContext
      HTMLCanvasElement.prototype.getContext = function (
        this: HTMLCanvasElement,
        type: string,
        ...rest: unknown[]
      ) {
        if (type.startsWith('webgl')) return null
        return (getContext as (...args: unknown[]) => unknown).call(this, type, ...rest)
      } as typeof HTMLCanvasElement.prototype.getContext
    })
    await page.goto('/editor')
    await expect(page.getByTestId('editor-canvas')).toBeVisible()
    await page.getByRole('button', { name: 'Preview', exact: true }).click()
    const win = page.getByRole('dialog', { name: '3D preview' })
    await expect(win.getByRole('note')).toContainText('WebGL')
    await expect(win.getByTestId('stitch-preview')).toHaveAttribute('data-renderer', 'canvas2d')
    await layout.expectDrawn(win.getByTestId('stitch-preview'), { minColours: 2 })
    await layout.expectInside(win.getByRole('note'), win)
    await layout.expectFullyInViewport(win.getByRole('note'))
  })
})
