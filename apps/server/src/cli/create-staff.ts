import { parseArgs } from 'node:util'
import { hash } from '@node-rs/argon2'
import { PASSWORD_MIN, Registration } from '@threadbit/contracts'
import { loadConfig } from '../config.ts'
import { openConfiguredDatabase } from '../db/configured-database.ts'
import {
  findUserByEmail,
  insertUser,
  isUsernameTaken,
  updateUser,
} from '../modules/accounts/accounts.queries.ts'
import { readSecret } from './prompt.ts'

const usage =
  'Usage: npm run create-staff -- --email you@example.com --username you   (password from STAFF_PASSWORD or a prompt)'

/**
 * Makes a staff account, or promotes an existing one (matched by e-mail). Staff can never be made through
 * the API, so this is the only way in.
 */
async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, username: { type: 'string' } } })
  if (!values.email || !values.username) {
    console.error(usage)
    process.exit(2)
  }
  const password = process.env['STAFF_PASSWORD'] ?? (await readSecret('Password for the staff account: '))
  const checked = Registration.safeParse({
    email: values.email,
    username: values.username,
    password1: password,
    password2: password,
  })
  if (!checked.success) {
    for (const issue of checked.error.issues) console.error(`${issue.path.join('.')}: ${issue.message}`)
    console.error(`(passwords need at least ${PASSWORD_MIN} characters)`)
    process.exit(2)
  }
  const input = checked.data
  const config = loadConfig()
  const database = await openConfiguredDatabase(config)
  try {
    const db = database.db
    const existing = await findUserByEmail(db, input.email)
    if (await isUsernameTaken(db, input.username, existing?.id)) {
      console.error(`The username ${input.username} is taken by another account.`)
      process.exit(1)
    }
    const passwordHash = await hash(input.password1)
    if (existing) {
      await updateUser(db, existing.id, { isStaff: true, username: input.username, passwordHash })
      console.log(`Promoted ${input.email} to staff.`)
    } else {
      await insertUser(db, {
        email: input.email.toLowerCase(),
        username: input.username,
        passwordHash,
        isStaff: true,
        emailVerified: true,
      })
      console.log(`Created staff account ${input.email}.`)
    }
  } finally {
    await database.close()
  }
}

await main()
