import { expect, test } from '@playwright/test'
import { logIn, newUser, signUp } from './helpers.ts'
import * as layout from './layout-checks.ts'

test('sign up, pick a flair, sign out, and log in again back on the page of origin', async ({ page }) => {
  const user = await signUp(page, newUser('flair'))
  const avatar = page.getByRole('link', { name: /Account settings/ })
  await expect(avatar).toHaveText(user.username[0]!.toUpperCase())

  await avatar.click()
  await expect(page).toHaveURL(/\/account$/)
  await expect(page).toHaveTitle(/Account/)
  await page.getByLabel('Flair', { exact: true }).selectOption('glow1')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Profile updated successfully!')).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Flair', { exact: true })).toHaveValue('glow1')

  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('link', { name: 'Log In' }).first()).toBeVisible()

  await page.goto('/terms')
  await page.getByRole('link', { name: 'Log In' }).first().click()
  await expect(page).toHaveURL(/\/login$/)
  await logIn(page, user)
  await expect(page).toHaveURL(/\/terms$/)
  await expect(page.getByRole('link', { name: /Account settings/ })).toHaveText(
    user.username[0]!.toUpperCase(),
  )
})

test('a wrong password shows the spec message under the password field', async ({ page }) => {
  await page.goto('/login')
  await logIn(page, { email: 'nobody@example.com', password: 'wrong-password' })
  await expect(page.getByText('Login failed. Please check your credentials.')).toBeVisible()
})

test('a signed-in visitor is sent away from the login page', async ({ page }) => {
  await signUp(page)
  await page.goto('/login')
  await expect(page).not.toHaveURL(/\/login$/)
})

for (const width of [1280, 375]) {
  test(`the layout holds at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/faqs')
    await expect(page).toHaveTitle(/FAQ/)
    await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()))
    if (width < 768) {
      await page.getByRole('button', { name: 'Open menu' }).click()
      await expect(
        page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Browse Designs' }),
      ).toBeVisible()
      await page.keyboard.press('Escape')
    } else {
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Create Your Own' }),
      ).toBeVisible()
    }
    await layout.expectFullyInViewport(page.getByRole('heading', { level: 1 }))
    await layout.expectNoSidewaysScroll(page)
    // for people; the header, menu, footer and width are checked above
    await page.screenshot({ path: `test-results/screens/layout-${width}.png`, fullPage: true })
  })
}
