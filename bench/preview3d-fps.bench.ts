// 3D preview frame rate: a 128x128 design (12 colours, border on) in the editor's preview window, rotated
// back and forth for a few seconds in headless Chromium with software WebGL (SwiftShader, --disable-gpu).
// Pointer events are dispatched inside the page once per animation frame, so the figure is what the page
// can draw, not the speed of the Playwright connection. Prints frames drawn per second and frame times,
// at the window's start size (200x400) and enlarged to 600x600.
// Needs the production build (`npm run build`); serves apps/web/dist itself, so no server or database.
// Run: npx tsx bench/preview3d-fps.bench.ts

import type { Page } from '@playwright/test'
import { PixelArt } from '@threadbit/pixelart'
import { withBuiltApp } from './lib/serve-dist.ts'

const GRID = 128
const ROTATE_MS = 4000
const TARGET_FPS = 30

/** A busy 128x128 design with 12 colours: diagonal bands, rings and noise, so every stitch kind appears. */
function busyDesign(): string {
  const colors = [
    '#e4572e',
    '#2e86ab',
    '#f2c14e',
    '#2f9e6b',
    '#1d1b26',
    '#ffffff',
    '#8e44ad',
    '#f78fb3',
    '#6d4c41',
    '#90caf9',
    '#c0ca33',
    '#ff7043',
  ]
  const art = new PixelArt()
  art.resize(GRID, GRID)
  for (let y = 0; y < GRID; y++) {
    for (let x = 0; x < GRID; x++) {
      const ring = Math.floor(Math.hypot(x - 64, y - 64) / 6)
      const band = Math.floor((x + y) / 9)
      if ((x * 7 + y * 13) % 29 === 0) continue // scattered holes: bare cloth and side walls
      const index = (ring + band + (x % 5 === 0 ? 3 : 0)) % colors.length
      art.setPixel(x, y, colors[index] as string)
    }
  }
  art.border = true
  art.borderColor = '#1d1b26'
  return JSON.stringify({ version: 1, art: art.toJSON(), meta: {}, slot: 0 })
}

interface Result {
  frames: number
  seconds: number
  fps: number
  median: number
  p95: number
}

/** Drags across the preview in-page, one pointer move per animation frame, sweeping to both limits. */
async function rotate(page: Page): Promise<Result> {
  return page.evaluate(
    (durationMs) =>
      new Promise<Result>((resolve) => {
        const host = document.querySelector<HTMLElement>('[data-testid="stitch-preview"]')
        const canvas = host?.querySelector('canvas')
        if (!host || !canvas) throw new Error('no preview canvas')
        const box = canvas.getBoundingClientRect()
        const cx = box.left + box.width / 2
        const cy = box.top + box.height / 2
        const fire = (type: string, x: number, y: number) =>
          canvas.dispatchEvent(
            new PointerEvent(type, {
              bubbles: true,
              cancelable: true,
              pointerId: 1, // the mouse: OrbitControls captures the pointer, which must exist
              pointerType: 'mouse',
              isPrimary: true,
              button: type === 'pointermove' ? -1 : 0,
              buttons: type === 'pointerup' ? 0 : 1,
              clientX: x,
              clientY: y,
            }),
          )
        const framesBefore = Number(host.dataset.frames ?? 0)
        const intervals: number[] = []
        fire('pointerdown', cx, cy)
        const start = performance.now()
        let last = start
        const tick = (now: number) => {
          intervals.push(now - last)
          last = now
          const t = (now - start) / 1000
          // About one full left-right sweep a second, with some up and down: always within the limits' reach.
          fire('pointermove', cx + Math.sin(t * Math.PI * 2) * box.width * 0.45, cy + Math.sin(t * 5) * 30)
          if (now - start < durationMs) requestAnimationFrame(tick)
          else {
            fire('pointerup', cx, cy)
            // Let the last requested frame land before counting.
            requestAnimationFrame(() => {
              const seconds = (performance.now() - start) / 1000
              const frames = Number(host.dataset.frames ?? 0) - framesBefore
              const sorted = intervals.slice(2).sort((a, b) => a - b)
              const at = (q: number) =>
                sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
              resolve({ frames, seconds, fps: frames / seconds, median: at(0.5), p95: at(0.95) })
            })
          }
        }
        requestAnimationFrame(tick)
      }),
    ROTATE_MS,
  )
}

function print(name: string, r: Result): void {
  const verdict = r.fps >= TARGET_FPS ? 'ok' : `BELOW ${TARGET_FPS}`
  console.log(
    `${name.padEnd(34)} ${String(r.frames).padStart(4)} frames in ${r.seconds.toFixed(1)} s  ` +
      `${r.fps.toFixed(1)} fps  median ${r.median.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  ${verdict}`,
  )
}

async function main(): Promise<void> {
  await withBuiltApp(async (page, origin) => {
    await page.addInitScript((draft) => localStorage.setItem('threadbit.editor.draft', draft), busyDesign())
    await page.goto(`${origin}/editor`)
    await page.getByTestId('editor-canvas').waitFor()
    await page.locator('[data-command="preview"]').first().click()
    const host = page.getByTestId('stitch-preview')
    await page.waitForFunction(
      () => Number(document.querySelector<HTMLElement>('[data-testid="stitch-preview"]')?.dataset.frames) > 0,
    )
    const size = await host.getAttribute('data-size')
    const renderer = await page.evaluate(() => {
      const gl = document.createElement('canvas').getContext('webgl2')
      const info = gl?.getExtension('WEBGL_debug_renderer_info')
      return info && gl ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : 'unknown'
    })
    console.log(`design ${size} with border, headless Chromium --disable-gpu, WebGL renderer: ${renderer}`)
    // Baseline: animation frames per second with nothing to draw. On a busy machine (other processes on
    // the two cores) this drops below 60 too, and the rotation figures should be read against it.
    const idleFps = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let frames = 0
          const start = performance.now()
          const tick = (now: number) => {
            frames++
            if (now - start < 2000) requestAnimationFrame(tick)
            else resolve(frames / ((now - start) / 1000))
          }
          requestAnimationFrame(tick)
        }),
    )
    console.log(`idle page: ${idleFps.toFixed(1)} animation frames per second`)
    const box = await host.boundingBox()
    print(
      `rotate, window 200x400 (view ${Math.round(box?.width ?? 0)}x${Math.round(box?.height ?? 0)})`,
      await rotate(page),
    )
    // Enlarge the window from its corner handle.
    const handle = await page.getByTestId('preview-resize-handle').boundingBox()
    if (!handle) throw new Error('no resize handle')
    const win = await page.getByTestId('preview-window').boundingBox()
    await page.mouse.move(handle.x + 4, handle.y + 4)
    await page.mouse.down()
    await page.mouse.move(handle.x + 4 + 400, handle.y + 4 + 200, { steps: 4 })
    await page.mouse.up()
    const big = await host.boundingBox()
    const bigWin = await page.getByTestId('preview-window').boundingBox()
    void win
    print(
      `rotate, window ${Math.round(bigWin?.width ?? 0)}x${Math.round(bigWin?.height ?? 0)} (view ${Math.round(big?.width ?? 0)}x${Math.round(big?.height ?? 0)})`,
      await rotate(page),
    )
  })
}

await main()
