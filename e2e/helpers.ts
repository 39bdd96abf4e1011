import { expect, type Page } from '@playwright/test'

let counter = 0
export function newUser(prefix = 'e2e') {
  const id = `${Date.now().toString(36).slice(-6)}${(counter++).toString(36)}`
  const username = `${prefix}${id}`.slice(0, 20)
  return { username, email: `${username}@example.com`, password: 'stitch-me-123' }
}

export async function signUp(page: Page, user = newUser()) {
  await page.goto('/signup')
  await page.getByLabel('Username').fill(user.username)
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(user.password)
  await page.getByLabel('Confirm Password').fill(user.password)
  await page.getByRole('button', { name: 'Sign Up' }).click()
  await expect(page.getByRole('link', { name: /Account settings/ })).toBeVisible()
  return user
}

export async function logIn(page: Page, user: { email: string; password: string }) {
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(user.password)
  await page.getByRole('button', { name: 'Log In', exact: true }).click()
}
