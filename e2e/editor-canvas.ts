import type { Page } from '@playwright/test'

/**
 * Where the editor's grid is on screen: its top-left corner and the size of a cell, in CSS pixels. The editor
 * publishes where its grid sits on the canvas (data-grid-left, data-grid-top, data-cell-size), so a test can
 * aim at a cell without reading pixels.
 */
export async function gridGeometry(page: Page): Promise<{ x: number; y: number; cell: number }> {
  const canvas = page.getByTestId('editor-canvas')
  const box = await canvas.boundingBox()
  if (!box) throw new Error('the canvas is not visible')
  const grid = await canvas.evaluate((el: HTMLElement) => ({
    left: Number(el.dataset.gridLeft),
    top: Number(el.dataset.gridTop),
    cell: Number(el.dataset.cellSize),
  }))
  return { x: box.x + grid.left, y: box.y + grid.top, cell: grid.cell }
}

/** Where a grid cell's centre is on screen. */
export async function cellPoint(page: Page, col: number, row: number): Promise<{ x: number; y: number }> {
  const grid = await gridGeometry(page)
  return { x: grid.x + (col + 0.5) * grid.cell, y: grid.y + (row + 0.5) * grid.cell }
}

/** Drags the mouse through the given cells as one stroke. */
export async function stroke(page: Page, cells: [number, number][], steps = 6) {
  const [first, ...rest] = cells
  if (!first) return
  const start = await cellPoint(page, ...first)
  await page.mouse.move(start.x, start.y)
  await page.mouse.down()
  for (const cell of rest) {
    const p = await cellPoint(page, ...cell)
    await page.mouse.move(p.x, p.y, { steps })
  }
  await page.mouse.up()
}

/** Clicks one grid cell. */
export async function clickCell(page: Page, col: number, row: number) {
  const p = await cellPoint(page, col, row)
  await page.mouse.click(p.x, p.y)
}

/**
 * Draws two colours in the open editor, enough for a stitch plan with two threads: the fill tool floods the
 * grid with slot 4 from cell (5, 5), then the brush paints a bar of slot 1 down column 8, rows 8–15.
 */
export async function drawTwoColours(page: Page) {
  await page.locator('[data-slot="4"]').click()
  await page.keyboard.press('g')
  await clickCell(page, 5, 5)
  await page.locator('[data-slot="1"]').click()
  await page.keyboard.press('b')
  for (let row = 8; row < 16; row++) await clickCell(page, 8, row)
}
