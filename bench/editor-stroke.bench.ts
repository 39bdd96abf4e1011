// Editor stroke frame times: draws across a 128x128 grid in the built web app (Chromium, headless) and
// records requestAnimationFrame intervals while the stroke runs. Prints median / p95 frame time and fps.
// Needs the production build (`npm run build`); serves apps/web/dist itself, so no server or database.
// Run: npx tsx bench/editor-stroke.bench.ts

import type { Page } from '@playwright/test'
import { gridGeometry } from '../e2e/editor-canvas.ts'
import { withBuiltApp } from './lib/serve-dist.ts'

const GRID = 128
const STROKE_MS = 3000

interface FrameStats {
  frames: number
  median: number
  p95: number
  max: number
  fps: number
  inputMsPerFrame?: number
}

function stats(intervals: number[], inputMs?: number[]): FrameStats {
  const sorted = [...intervals].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
  const total = intervals.reduce((sum, v) => sum + v, 0)
  const result: FrameStats = {
    frames: intervals.length,
    median: at(0.5),
    p95: at(0.95),
    max: sorted[sorted.length - 1] ?? 0,
    fps: intervals.length / (total / 1000),
  }
  if (inputMs && inputMs.length > 0) {
    result.inputMsPerFrame = [...inputMs].sort((a, b) => a - b)[Math.floor(inputMs.length / 2)] ?? 0
  }
  return result
}

function print(name: string, s: FrameStats): void {
  const input =
    s.inputMsPerFrame === undefined ? '' : `  input handling ${s.inputMsPerFrame.toFixed(2)} ms/frame`
  console.log(
    `${name.padEnd(40)} ${String(s.frames).padStart(4)} frames  median ${s.median.toFixed(2)} ms  ` +
      `p95 ${s.p95.toFixed(2)} ms  max ${s.max.toFixed(2)} ms  ${s.fps.toFixed(1)} fps${input}`,
  )
}

/** Playwright drives the mouse through CDP, as fast as it can, in a zigzag over every row pair. */
async function cdpStroke(page: Page): Promise<FrameStats> {
  const g = await gridGeometry(page)
  await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __stop: boolean }
    w.__frames = []
    w.__stop = false
    let last = performance.now()
    const tick = (now: number) => {
      w.__frames.push(now - last)
      last = now
      if (!w.__stop) requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
  })
  const at = (col: number, row: number) => ({ x: g.x + (col + 0.5) * g.cell, y: g.y + (row + 0.5) * g.cell })
  const start = at(0, 0)
  await page.mouse.move(start.x, start.y)
  await page.mouse.down()
  const began = Date.now()
  let row = 0
  while (Date.now() - began < STROKE_MS) {
    // Alternate sweeps to the right and to the left edge, three rows further down each time.
    const end = at(row % 2 === 0 ? GRID - 1 : 0, row % GRID)
    await page.mouse.move(end.x, end.y, { steps: 32 })
    row += 3
  }
  await page.mouse.up()
  const frames = await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __stop: boolean }
    w.__stop = true
    return w.__frames.slice(2)
  })
  return stats(frames)
}

/**
 * Pointer events dispatched inside the page at 2 per frame (a 120 Hz pen), sweeping the whole grid, so the
 * measurement is not limited by CDP round trips. Records frame intervals and the time the input took.
 */
async function syntheticStroke(page: Page): Promise<FrameStats> {
  const g = await gridGeometry(page)
  const result = await page.evaluate(
    ({ g, grid, durationMs }) =>
      new Promise<{ frames: number[]; input: number[] }>((resolve) => {
        const el = document.querySelector<HTMLElement>('[data-testid="editor-canvas"]')
        if (!el) throw new Error('no canvas')
        const frames: number[] = []
        const input: number[] = []
        const fire = (type: string, col: number, row: number) =>
          el.dispatchEvent(
            new PointerEvent(type, {
              bubbles: true,
              cancelable: true,
              pointerId: 7,
              pointerType: 'pen',
              isPrimary: true,
              button: type === 'pointermove' ? -1 : 0,
              buttons: type === 'pointerup' ? 0 : 1,
              clientX: g.x + (col + 0.5) * g.cell,
              clientY: g.y + (row + 0.5) * g.cell,
            }),
          )
        // A diagonal zigzag: every frame moves ~10 cells, so every frame paints new pixels everywhere.
        let t = 0
        const position = (step: number) => {
          const col = Math.abs(((step * 5) % (2 * grid)) - grid) % grid
          const row = Math.abs(((step * 3) % (2 * grid)) - grid) % grid
          return [col, row] as const
        }
        fire('pointerdown', 0, 0)
        const start = performance.now()
        let last = start
        const tick = (now: number) => {
          frames.push(now - last)
          last = now
          const before = performance.now()
          for (let i = 0; i < 2; i++) {
            const [col, row] = position(++t)
            fire('pointermove', col, row)
          }
          input.push(performance.now() - before)
          if (now - start < durationMs) requestAnimationFrame(tick)
          else {
            fire('pointerup', ...position(t))
            resolve({ frames: frames.slice(2), input })
          }
        }
        requestAnimationFrame(tick)
      }),
    { g, grid: GRID, durationMs: STROKE_MS },
  )
  return stats(result.frames, result.input)
}

async function main(): Promise<void> {
  await withBuiltApp(async (page, origin) => {
    await page.goto(`${origin}/editor`)
    await page.getByTestId('editor-canvas').waitFor()
    for (const name of ['Rows', 'Columns']) {
      const input = page.getByRole('spinbutton', { name })
      await input.fill(String(GRID))
      await input.press('Enter')
    }
    await page
      .getByTestId('grid-size')
      .filter({ hasText: `${GRID} × ${GRID}` })
      .waitFor()
    await page.waitForTimeout(1800) // let the load animation finish
    const g = await gridGeometry(page)
    console.log(
      `grid ${GRID}x${GRID}, ${g.cell} CSS px per cell, viewport 1280x800, headless Chromium (--disable-gpu)`,
    )
    print('idle (no input)', await idle(page))
    print('stroke, CDP mouse (Playwright)', await cdpStroke(page))
    await page.keyboard.press('Control+z')
    print('stroke, in-page pen events 2/frame', await syntheticStroke(page))
    const count = await page.getByTestId('active-color-count').textContent()
    console.log(`colours in design after the strokes: ${count?.trim()}`)
  })
}

async function idle(page: Page): Promise<FrameStats> {
  const frames = await page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const out: number[] = []
        let last = performance.now()
        const tick = (now: number) => {
          out.push(now - last)
          last = now
          if (out.length < 90) requestAnimationFrame(tick)
          else resolve(out.slice(2))
        }
        requestAnimationFrame(tick)
      }),
  )
  return stats(frames)
}

await main()
