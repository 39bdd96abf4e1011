import { AxeBuilder } from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { DEFAULT_DESIGN_UUID } from '@threadbit/contracts'
import { stroke } from './editor-canvas.ts'
import { logIn, signUp } from './helpers.ts'
import { E2E_STAFF } from './staff.ts'

// axe-core on every page and dialog, at desktop and phone width: no serious or critical violation (WCAG 2.x
// A/AA rules, colour contrast included). Moderate and minor findings are annotated, not failed.
// Then the editor walked by keyboard only: every control is reachable with Tab and shows a focus ring.

const WIDTHS = [1280, 375] as const

async function expectAccessible(page: Page, scope?: Locator) {
  // Entrance animations (cards fading in) would make axe read half-transparent colours.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.evaluate(() => document.fonts.ready)
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'best-practice',
  ])
  if (scope) builder = builder.include(await scopeSelector(scope))
  const { violations } = await builder.analyze()
  const summary = (impact: string) =>
    violations
      .filter((violation) => violation.impact === impact)
      .map((v) => `${v.id} (${v.help}): ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`)
  // Kept in the test's report as annotations.
  for (const line of [...summary('moderate'), ...summary('minor')]) {
    test.info().annotations.push({ type: 'a11y note', description: `${page.url()}: ${line}` })
  }
  expect([...summary('critical'), ...summary('serious')]).toEqual([])
}

/** axe takes a CSS selector: the scope (a dialog) is marked with an attribute of its own. */
async function scopeSelector(scope: Locator): Promise<string> {
  await scope.evaluate((element) => {
    document
      .querySelectorAll('[data-axe-scope]')
      .forEach((marked) => marked.removeAttribute('data-axe-scope'))
    element.setAttribute('data-axe-scope', '')
  })
  return '[data-axe-scope]'
}

/** Waits for a page's content: its h1, and no skeleton left. */
async function settled(page: Page) {
  await expect(page.locator('h1').first()).toBeAttached()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
}

async function openEditor(page: Page) {
  await page.goto('/editor')
  await expect(page.getByTestId('editor-canvas')).toBeVisible()
}

/** Runs an editor command: on a phone most live in the "Tools" tray. */
async function editorCommand(page: Page, width: number, name: string) {
  if (width < 768) {
    const tray = page.getByRole('button', { name: 'Tools' })
    if ((await tray.getAttribute('aria-expanded')) !== 'true') await tray.click()
  }
  await page.getByRole('button', { name, exact: true }).click()
}

for (const width of WIDTHS) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 812 : 800 } })

    const pages = [
      '/',
      '/discover',
      '/popular',
      '/apparel',
      `/apparel/${DEFAULT_DESIGN_UUID}`,
      '/login',
      '/signup',
      '/reset-password',
      '/faqs',
      '/privacy',
      '/terms',
      // What a dead link shows: an unknown design, an unknown path, a review that does not exist.
      '/apparel/00000000-0000-4000-8000-00000000dead',
      '/no-such-page',
      '/review/00000000-0000-4000-8000-00000000dead',
    ]
    for (const path of pages) {
      test(`page ${path}`, async ({ page }) => {
        await page.goto(path)
        await settled(page)
        await expectAccessible(page)
      })
    }

    test('page /editor', async ({ page }) => {
      await openEditor(page)
      await expectAccessible(page)
    })

    test('shop dialogs: 3D preview, report, cart drawer, checkout', async ({ page }) => {
      await page.goto('/discover')
      await settled(page)
      const card = page.getByTestId('design-card').first()
      await card.getByRole('button', { name: /^3D preview of/ }).click()
      const preview = page.getByRole('dialog')
      await expect(preview).toBeVisible()
      await expectAccessible(page, preview)
      await page.keyboard.press('Escape')
      await expect(preview).toBeHidden()

      await card.getByRole('button', { name: /^Report/ }).click()
      const report = page.getByRole('dialog')
      await expect(report).toBeVisible()
      await expectAccessible(page, report)
      await page.keyboard.press('Escape')

      await page.getByRole('button', { name: /^Cart, / }).click()
      const emptyCart = page.getByRole('dialog', { name: 'Your cart' })
      await expect(emptyCart).toBeVisible()
      await expectAccessible(page, emptyCart)
      await page.keyboard.press('Escape')

      await page.goto(`/apparel/${DEFAULT_DESIGN_UUID}`)
      const product = page.getByTestId('product-card').first()
      await expect(product.getByRole('button', { name: 'Add to Cart' })).toBeVisible()
      const sizes = product.getByRole('group', { name: /Size/ })
      if ((await sizes.count()) > 0) await sizes.getByRole('radio', { disabled: false }).first().check()
      await product.getByRole('button', { name: 'Add to Cart' }).click()
      const drawer = page.getByRole('dialog', { name: 'Your cart' })
      await expect(drawer.getByTestId('cart-line')).toHaveCount(1)
      await expectAccessible(page, drawer)
      // The checkout form with its errors shown.
      await drawer.getByRole('button', { name: 'Place test order' }).click()
      await expect(drawer.getByText('This field may not be blank.').first()).toBeVisible()
      await expectAccessible(page, drawer)
    })

    test('editor dialogs, signed out: login, signup, 3D preview, AI', async ({ page }) => {
      await openEditor(page)
      // My Designs needs an account: the login dialog opens, saying why.
      await editorCommand(page, width, 'Designs')
      await page.getByRole('dialog', { name: 'Designs' }).getByRole('tab', { name: 'My Designs' }).click()
      const login = page.getByRole('dialog', { name: 'Log In' })
      await expect(login).toBeVisible()
      await expectAccessible(page, login)
      await login.getByRole('button', { name: 'Sign Up' }).click()
      const signup = page.getByRole('dialog', { name: 'Sign Up' })
      await expect(signup).toBeVisible()
      await expectAccessible(page, signup)

      await openEditor(page)
      await editorCommand(page, width, 'Preview')
      const preview = page.getByRole('dialog', { name: '3D preview' })
      await expect(preview).toBeVisible()
      await expectAccessible(page, preview)
      await preview.getByRole('button', { name: 'Close preview' }).click()
      await expect(preview).toBeHidden()

      await page.goto('/editor/ai')
      const ai = page.getByRole('dialog', { name: 'Use AI' })
      await expect(ai).toBeVisible()
      await expectAccessible(page, ai)
    })

    test('signed in: account page, My Designs (empty), Embroider', async ({ page }) => {
      await signUp(page)
      await page.goto('/account')
      await settled(page)
      await expectAccessible(page)

      await openEditor(page)
      await editorCommand(page, width, 'Designs')
      const designs = page.getByRole('dialog', { name: 'Designs' })
      await expect(designs).toBeVisible()
      await expect(designs.getByRole('button', { name: 'Draw your first design' })).toBeVisible()
      await expectAccessible(page, designs)
      await page.keyboard.press('Escape')
      await expect(designs).toBeHidden()

      // The current colour (black) is enough to have something to embroider.
      await stroke(page, [
        [3, 3],
        [8, 3],
        [8, 8],
      ])
      await editorCommand(page, width, 'Embroider')
      const embroider = page.getByRole('dialog', { name: /Generate Embroidery File/ })
      await expect(embroider).toBeVisible()
      await expectAccessible(page, embroider)
    })

    test('staff: the workshop', async ({ page }) => {
      await page.goto('/login')
      await logIn(page, E2E_STAFF)
      await expect(page.getByRole('link', { name: /Account settings/ })).toBeVisible()
      await page.goto('/workshop')
      await settled(page)
      await expectAccessible(page)
    })
  })
}

test.describe('the editor by keyboard only', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('Tab reaches every tool, palette slot, canvas action and menu, each with a visible focus ring', async ({
    page,
  }) => {
    await openEditor(page)
    // The resting focus style is checked, not a frame of its transition.
    await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' })
    // A stroke, so Undo is enabled (a disabled button is rightly skipped by Tab).
    await stroke(page, [
      [3, 3],
      [6, 3],
    ])
    const editor = page.getByTestId('editor')
    // Tab from the top of the page (the skip link), not from where the stroke left the focus point.
    await page.getByRole('link', { name: 'Skip to content' }).focus()
    const reached = new Set<string>()
    // Tab through the whole page once (until focus comes back round), noting each editor control.
    for (let i = 0; i < 200; i++) {
      await page.keyboard.press('Tab')
      const focused = page.locator(':focus')
      if ((await focused.count()) === 0) continue
      const info = await focused.evaluate((element) => {
        // A ring: a visible outline, or a box-shadow with a spread (not a drop shadow), on the control or on
        // the field that wraps it (number inputs show theirs on the field).
        const hasRing = (target: Element) => {
          const style = getComputedStyle(target)
          const outline =
            style.outlineStyle !== 'none' &&
            parseFloat(style.outlineWidth) >= 1 &&
            !/rgba\([^)]*, 0\)|transparent/.test(style.outlineColor)
          const spreadShadow = style.boxShadow.split(/,(?![^(]*\))/).some((shadow) => {
            if (/rgba\([^)]*, 0\)|transparent/.test(shadow)) return false
            const lengths = shadow.replace(/rgba?\([^)]*\)/, '').match(/-?[\d.]+px/g) ?? []
            return parseFloat(lengths[3] ?? '0') >= 1
          })
          return outline || spreadShadow
        }
        const name =
          element.getAttribute('aria-label') ||
          element.getAttribute('title') ||
          element.getAttribute('data-slot') ||
          (element as HTMLElement).innerText.trim().split('\n')[0] ||
          element.id ||
          element.tagName
        return {
          name,
          ring: hasRing(element) || (element.parentElement !== null && hasRing(element.parentElement)),
          inEditor: element.closest('[data-testid="editor"]') !== null,
        }
      })
      if (!info.inEditor) {
        if (reached.size > 0) break
        continue
      }
      expect(info.ring, `${info.name} shows no focus ring`).toBe(true)
      reached.add(info.name)
    }
    await expect(editor).toBeVisible()
    const names = [...reached]
    // Tools, history, view toggles, the file menu's actions, palette slots and the design settings.
    for (const expected of [
      'Pen',
      'Fill',
      'Eraser',
      'Drag',
      'Undo',
      'New',
      'Designs',
      'Save',
      'Use AI',
      'Download',
      'Embroider',
      'Preview',
    ]) {
      expect(
        names.some((name) => name.startsWith(expected)),
        `${expected} not reached by Tab`,
      ).toBe(true)
    }
    expect(
      names.filter((name) => /\(slot \d+\)$/.test(name)).length,
      'palette slots reached',
    ).toBeGreaterThan(20)
    for (const expected of ['Decrease rows', 'Increase columns', 'Zoom in', 'Fit to screen', 'Grid lines']) {
      expect(names, `${expected} not reached by Tab`).toContain(expected)
    }
  })
})
