import { expect, test } from '@playwright/test'
import { linkFromMail, logIn, signUp } from './helpers.ts'
import * as layout from './layout-checks.ts'

const SCREENS = 'test-results/screens'

test('e-mail verification: the account page asks for it, the mailed link confirms it, a bad link says so', async ({
  page,
}) => {
  const user = await signUp(page)
  await page.goto('/account')
  await expect(page.getByText('E-mail not verified')).toBeVisible()
  await expect(page.getByText(`We sent a link to ${user.email}.`)).toBeVisible()

  const link = await linkFromMail(user.email, /https?:\/\/[^\s"<]+\/verify-email\/[\w-]+/)
  await page.goto(link)
  await expect(page.getByText('Your e-mail is verified')).toBeVisible()
  await layout.expectFullyInViewport(
    page.getByText('Your e-mail is verified'),
    page.getByRole('link', { name: 'Start Creating' }),
  )
  await page.screenshot({ path: `${SCREENS}/verify-email-1280.png` }) // for people; checked above
  await page.getByRole('link', { name: 'Start Creating' }).click()
  await expect(page).toHaveURL(/\/editor/)
  await page.goto('/account')
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible()
  await expect(page.getByText('E-mail not verified')).toHaveCount(0)

  // The same link again, and a made-up one, are refused on the page.
  for (const bad of [link, '/verify-email/not-a-real-key']) {
    await page.goto(bad)
    await expect(page.getByText('This link is invalid or has expired')).toBeVisible()
  }
  await page.setViewportSize({ width: 375, height: 740 })
  await layout.expectFullyInViewport(page.getByText('This link is invalid or has expired'))
  await layout.expectNoSidewaysScroll(page)
  await page.screenshot({ path: `${SCREENS}/verify-email-invalid-375.png` }) // for people; checked above
})

test('change password: the old one stops working, the new one signs in', async ({ page }) => {
  const user = await signUp(page)
  await page.goto('/account')
  const newPassword = 'a brand new one 7'
  await page.getByLabel('Current Password').fill('not my password')
  await page.getByLabel('New Password', { exact: true }).fill(newPassword)
  await page.getByLabel('Confirm New Password').fill(newPassword)
  await page.getByRole('button', { name: 'Change Password' }).click()
  // The wrong current password is named under its field, and nothing changes.
  await expect(page.getByLabel('Current Password')).toHaveAttribute('aria-invalid', 'true')

  await page.getByLabel('Current Password').fill(user.password)
  await page.getByRole('button', { name: 'Change Password' }).click()
  // The confirmation shows in view, where the user just pressed the button.
  await layout.expectFullyInViewport(page.getByText('Password changed.'))
  await page.screenshot({ path: `${SCREENS}/account-password-changed-1280.png` }) // for people; checked above

  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page.getByRole('link', { name: 'Log In' }).first()).toBeVisible()
  await page.goto('/login')
  await logIn(page, user)
  await expect(page.getByText('Login failed. Please check your credentials.')).toBeVisible()
  await logIn(page, { email: user.email, password: newPassword })
  await expect(page.getByRole('link', { name: /Account settings/ })).toBeVisible()
})

test('password reset: request a link, set a new password from the mail, and the link works once', async ({
  page,
}) => {
  const user = await signUp(page)
  await page.goto('/account')
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page.getByRole('link', { name: 'Log In' }).first()).toBeVisible()

  await page.goto('/login')
  await page.goto('/reset-password')
  await page.getByLabel('Email').fill(user.email)
  await page.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(page.getByText('Check your inbox')).toBeVisible()
  await layout.expectFullyInViewport(
    page.getByText('Check your inbox'),
    page.getByText(`If an account exists for ${user.email}`),
  )
  await page.screenshot({ path: `${SCREENS}/reset-password-sent-1280.png` }) // for people; checked above

  const link = await linkFromMail(user.email, /https?:\/\/[^\s"<]+\/reset-password\/[\w-]+\/[\w-]+/)
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Set New Password' })).toBeVisible()
  const newPassword = 'reset and ready 9'
  await page.getByLabel('New Password', { exact: true }).fill(newPassword)
  await page.getByLabel('Confirm New Password').fill('something else 9')
  await page.getByRole('button', { name: 'Set Password' }).click()
  await expect(page.getByLabel('Confirm New Password')).toHaveAttribute('aria-invalid', 'true')
  await page.getByLabel('Confirm New Password').fill(newPassword)
  await page.getByRole('button', { name: 'Set Password' }).click()
  await expect(page.getByText('Your password has been changed. Log in with the new one.')).toBeVisible()

  await page.getByRole('link', { name: 'Log In' }).last().click()
  await logIn(page, { email: user.email, password: newPassword })
  await expect(page.getByRole('link', { name: /Account settings/ })).toBeVisible()

  // The link is spent.
  await page.goto(link)
  await page.getByLabel('New Password', { exact: true }).fill('once more 10')
  await page.getByLabel('Confirm New Password').fill('once more 10')
  await page.getByRole('button', { name: 'Set Password' }).click()
  await expect(page.getByText('This reset link is invalid or has expired.')).toBeVisible()
  await page.setViewportSize({ width: 375, height: 740 })
  await layout.expectFullyInViewport(page.getByText('This reset link is invalid or has expired.'))
  await layout.expectNoSidewaysScroll(page)
  await page.screenshot({ path: `${SCREENS}/reset-password-invalid-375.png` }) // for people; checked above
})
