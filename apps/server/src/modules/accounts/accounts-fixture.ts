import { startSmtpServer } from '../../testing/smtp.ts'
import { uniqueUser } from '../../testing/test-app.ts'
import { appPerFile } from '../../testing/app-per-file.ts'

/*
 * What the account tests share: an app whose mail goes to a catcher (`smtp`, a live binding set before the
 * file's first test) and whose clock a test can move.
 */
export let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let clock = new Date()

/** Sets the app's clock (e.g. past a link's lifetime); `setClock(new Date())` puts it back. */
export function setClock(date: Date) {
  clock = date
}

export function accountsPerFile() {
  return appPerFile(async (_database, closeLater) => {
    smtp = closeLater(await startSmtpServer())
    return { env: { SMTP_URL: smtp.url }, now: () => clock }
  })
}

/** The registration form of a new user. */
export const registration = (u = uniqueUser()) => ({
  username: u.username,
  email: u.email,
  password1: u.password,
  password2: u.password,
})
