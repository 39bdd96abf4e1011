import { execFile } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../db/client.ts'
import { findUserByEmail } from '../modules/accounts/accounts.queries.ts'
import { createTestApp, TestClient, uniqueUser } from '../testing/test-app.ts'

const run = promisify(execFile)
const script = path.resolve(import.meta.dirname, 'create-staff.ts')

/** Runs the CLI as `npm run create-staff` does, against PostgreSQL when the suite uses it, else a PGlite folder. */
async function createStaff(args: string[], env: Record<string, string>) {
  return run(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...process.env, ...env },
    timeout: 60_000,
  })
}

describe('create-staff', () => {
  it('creates a staff account that can sign in, and promotes an existing one', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'threadbit-cli-'))
    const url = process.env['TEST_DATABASE_URL']
    const env = {
      DATA_DIR: dataDir,
      STAFF_PASSWORD: 'staff-pass-1',
      ...(url ? { DATABASE_URL: url } : {}),
      LOG_LEVEL: 'silent',
    }
    const u = uniqueUser('s')
    const created = await createStaff(['--email', u.email.toUpperCase(), '--username', u.username], env)
    expect(created.stdout).toMatch(/Created staff account/)
    const again = await createStaff(['--email', u.email, '--username', u.username], env)
    expect(again.stdout).toMatch(/Promoted/)

    const database = await openDatabase(url ? { url } : { pgliteDir: path.join(dataDir, 'pglite') })
    try {
      const user = await findUserByEmail(database.db, u.email)
      expect(user).toMatchObject({ isStaff: true, username: u.username, email: u.email })
      const app = await createTestApp(database)
      const res = await new TestClient(app).post('/api/auth/login/', {
        username: u.email,
        password: 'staff-pass-1',
      })
      expect(res.json()).toMatchObject({ is_staff: true })
      await app.close()
    } finally {
      await database.close()
    }
  }, 120_000)

  it('refuses missing arguments and a short password', async () => {
    const env = { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'threadbit-cli-')), STAFF_PASSWORD: 'abc' }
    await expect(createStaff(['--email', 'a@b.co'], env)).rejects.toMatchObject({ code: 2 })
    await expect(createStaff(['--email', 'a@b.co', '--username', 'abcd'], env)).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/Password must be at least 6 characters/),
    })
  }, 60_000)
})
