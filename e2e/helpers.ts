import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, type Locator, type Page } from '@playwright/test'
import { DEFAULT_DESIGN_UUID } from '@threadbit/contracts'

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

/**
 * Waits until the element stops moving (e.g. a smooth scroll into view has ended): its position is the same
 * over two animation frames.
 */
export async function untilStill(locator: Locator) {
  await expect
    .poll(() =>
      locator.evaluate(
        (element) =>
          new Promise<boolean>((resolve) => {
            const before = element.getBoundingClientRect()
            requestAnimationFrame(() =>
              requestAnimationFrame(() => {
                const after = element.getBoundingClientRect()
                resolve(
                  before.top === after.top && before.left === after.left && before.height === after.height,
                )
              }),
            )
          }),
      ),
    )
    .toBe(true)
}

/**
 * The mail sent to `address` whose text matches `pattern`, from the server's outbox (other specs send mail too,
 * so a mail is found by its recipient and content, never as "the newest"). Quoted-printable soft breaks and
 * '=3D' are undone first.
 */
export function mailTo(address: string, pattern: RegExp): string | undefined {
  const dir = path.join(process.env['E2E_DATA_DIR'] ?? '', 'outbox')
  let files: string[]
  try {
    files = readdirSync(dir).filter((name) => name.endsWith('.eml'))
  } catch {
    return undefined
  }
  return files
    .map((name) =>
      readFileSync(path.join(dir, name), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    )
    .find((mail) => new RegExp(`^To: .*${escapeRegExp(address)}`, 'mi').test(mail) && pattern.test(mail))
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** Waits for the mail to `address` with a link matching `link`, and answers the link's path. */
export async function linkFromMail(address: string, link: RegExp): Promise<string> {
  await expect.poll(() => Boolean(mailTo(address, link)), { timeout: 15_000 }).toBe(true)
  const found = link.exec(mailTo(address, link) ?? '')?.[0]
  if (!found) throw new Error(`no link ${link} in the mail to ${address}`)
  return new URL(found).pathname
}

/** Adds the first product of the default design's apparel page through its card, in a size when it has sizes. */
export async function addFirstProduct(page: Page) {
  await page.goto(`/apparel/${DEFAULT_DESIGN_UUID}`)
  const card = page.getByTestId('product-card').first()
  await expect(card).toBeVisible()
  const sizes = card.getByRole('group', { name: /Size/ })
  if ((await sizes.count()) > 0) await sizes.getByRole('radio', { disabled: false }).first().check()
  await card.getByRole('button', { name: 'Add to Cart' }).click()
}
