import { expect, type Locator, type Page } from '@playwright/test'
import { decodePNGToRGBA } from '@threadbit/pixelart'

/*
 * Checks of what a user sees, for the places where a spec used to take a screenshot and leave the looking to
 * a human: in view and not clipped, nothing sticking out sideways, pictures decoded, canvases drawn.
 */

/** The page cannot be scrolled sideways: nothing is wider than the viewport. */
export async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }))
  expect(scrollWidth, 'the page is wider than the viewport').toBeLessThanOrEqual(innerWidth)
}

/**
 * Each element is visible and wholly inside the viewport: not cut off by its edges, nor by an ancestor that
 * clips it (the intersection Playwright measures is clipped by overflow containers too).
 */
export async function expectFullyInViewport(...locators: Locator[]) {
  for (const locator of locators) {
    await expect(locator).toBeVisible()
    await expect(locator).toBeInViewport({ ratio: 1 })
  }
}

/**
 * `inner`'s box lies inside `outer`'s (to the CSS pixel): e.g. a control is not pushed out of its card. With
 * `sideways`, only left and right are checked: for content of a container that scrolls vertically.
 */
export async function expectInside(inner: Locator, outer: Locator, { sideways = false } = {}) {
  const [a, b] = await Promise.all([inner.boundingBox(), outer.boundingBox()])
  expect(a, 'the inner element has no box').not.toBeNull()
  expect(b, 'the outer element has no box').not.toBeNull()
  const slack = 1
  expect(a!.x, 'sticks out on the left').toBeGreaterThanOrEqual(b!.x - slack)
  expect(a!.x + a!.width, 'sticks out on the right').toBeLessThanOrEqual(b!.x + b!.width + slack)
  if (sideways) return
  expect(a!.y, 'sticks out at the top').toBeGreaterThanOrEqual(b!.y - slack)
  expect(a!.y + a!.height, 'sticks out at the bottom').toBeLessThanOrEqual(b!.y + b!.height + slack)
}

/**
 * Nothing lies on top of the element: what the browser would hit at its centre is the element itself or
 * one of its children (a toast, a dialog or a sticky bar over it would be hit instead).
 */
export async function expectUncovered(locator: Locator) {
  await expect
    .poll(() =>
      locator.evaluate((element) => {
        const box = element.getBoundingClientRect()
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
        return hit !== null && (hit === element || element.contains(hit))
      }),
    )
    .toBe(true)
}

/** Every `img` in `scope` (or `scope` itself when it is one) has loaded and decoded to a real picture. */
export async function expectImagesLoaded(scope: Locator) {
  await expect
    .poll(
      () =>
        scope.evaluate((root) => {
          const images = root instanceof HTMLImageElement ? [root] : Array.from(root.querySelectorAll('img'))
          return images.length > 0 && images.every((image) => image.complete && image.naturalWidth > 0)
        }),
      { timeout: 30_000 },
    )
    .toBe(true)
}

export interface Painted {
  /** How many distinct colours the element shows on screen. */
  colours: number
  /** Whether a colour within `tolerance` of each asked-for `#rrggbb` is on screen. */
  has: (hex: string, tolerance?: number) => boolean
  /** The share (0…1) of the element's pixels whose colour passes `test`. */
  share: (test: (r: number, g: number, b: number) => boolean) => number
}

/** Reads back what the element shows on screen, pixel by pixel (from a screenshot of it). */
export async function paintedPixels(locator: Locator): Promise<Painted> {
  const image = decodePNGToRGBA(new Uint8Array(await locator.screenshot({ animations: 'disabled' })))
  const counts = new Map<number, number>()
  const pixels = image.width * image.height
  for (let i = 0; i < pixels; i++) {
    const rgb =
      ((image.data[i * 4] ?? 0) << 16) | ((image.data[i * 4 + 1] ?? 0) << 8) | (image.data[i * 4 + 2] ?? 0)
    counts.set(rgb, (counts.get(rgb) ?? 0) + 1)
  }
  const colours = [...counts.keys()]
  return {
    colours: colours.length,
    share: (test) => {
      let passing = 0
      for (const [c, n] of counts) if (test((c >> 16) & 255, (c >> 8) & 255, c & 255)) passing += n
      return passing / pixels
    },
    has: (hex, tolerance = 24) => {
      const want = Number.parseInt(hex.slice(1), 16)
      return colours.some(
        (c) =>
          Math.abs(((c >> 16) & 255) - ((want >> 16) & 255)) <= tolerance &&
          Math.abs(((c >> 8) & 255) - ((want >> 8) & 255)) <= tolerance &&
          Math.abs((c & 255) - (want & 255)) <= tolerance,
      )
    },
  }
}

/**
 * The element shows a drawing, not a blank or single-colour area: at least `minColours` distinct colours, and
 * each of `colours` (`#rrggbb`, each channel within `tolerance`) somewhere in it. Polled, as canvases draw a frame later.
 */
export async function expectDrawn(
  locator: Locator,
  { minColours = 3, colours = [] as string[], tolerance = 24 } = {},
) {
  await expect
    .poll(async () => {
      const painted = await paintedPixels(locator)
      return {
        enoughColours: painted.colours >= minColours,
        missing: colours.filter((hex) => !painted.has(hex, tolerance)),
      }
    })
    .toEqual({ enoughColours: true, missing: [] })
}
