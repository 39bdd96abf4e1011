import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { request } from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../db/client.ts'
import { insertRequest } from '../modules/generation/generation.queries.ts'
import { startFakeAi } from '../testing/fake-ai.ts'

/**
 * The processes people start: `npm run db:migrate`, `npm run worker` and the server itself (main.ts), each run
 * as a real child process. They use PGlite folders of their own: a worker on the shared test database would
 * take other test files' jobs.
 */
const run = promisify(execFile)
// Each test starts Node processes with tsx: seconds normally, much longer on a busy shared machine.
const SLOW = 180_000
const src = path.resolve(import.meta.dirname, '..')
const tsx = (script: string) => [process.execPath, ['--import', 'tsx', path.join(src, script)]] as const
const freshDataDir = () => mkdtempSync(path.join(tmpdir(), 'threadbit-entry-'))
const migrationCount = (
  JSON.parse(readFileSync(path.join(src, 'db/migrations/meta/_journal.json'), 'utf8')) as {
    entries: unknown[]
  }
).entries.length

/** Starts a process and keeps what it prints; `exited` resolves with its exit code. */
function start(script: string, env: Record<string, string>) {
  const [node, args] = tsx(script)
  const child: ChildProcess = spawn(node, args, { env: { ...process.env, ...env }, stdio: 'pipe' })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, exited, output: () => output }
}

/** Polls `check` until it holds (the processes below take a few seconds to start). */
async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 150_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

describe('npm run db:migrate', () => {
  it(
    'applies every migration to a new PGlite folder, and again finds nothing to do',
    async () => {
      const dataDir = freshDataDir()
      const [node, args] = tsx('cli/migrate.ts')
      const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: '' }
      expect((await run(node, args, { env, timeout: 60_000 })).stdout).toContain(
        'Migrations applied (pglite).',
      )
      expect((await run(node, args, { env, timeout: 60_000 })).stdout).toContain(
        'Migrations applied (pglite).',
      )
      const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') })
      try {
        const applied = await database.db.execute(
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        )
        expect((applied as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(migrationCount)
        // The schema is there: the last migration's tables answer.
        await database.db.execute(sql`select 1 from pixel_art_products limit 1`)
      } finally {
        await database.close()
      }
    },
    SLOW,
  )
})

describe('npm run worker', () => {
  let fake: Awaited<ReturnType<typeof startFakeAi>>
  beforeAll(async () => {
    fake = await startFakeAi()
  })
  afterAll(async () => fake.close())

  it(
    'refuses to start without an AI provider',
    async () => {
      const worker = start('cli/worker.ts', { DATA_DIR: freshDataDir(), DATABASE_URL: '', AI_PROVIDER: '' })
      expect(await worker.exited).toBe(1)
      expect(worker.output()).toContain('No AI provider is configured (AI_PROVIDER)')
    },
    SLOW,
  )

  it(
    'takes a queued job, and on SIGTERM finishes the job in hand before it exits',
    async () => {
      const dataDir = freshDataDir()
      const pgliteDir = path.join(dataDir, 'pglite')
      const before = await openDatabase({ pgliteDir })
      await before.migrate()
      const job = await insertRequest(before.db, {
        sessionKey: 'cli',
        clientIp: '10.0.0.1',
        prompt: 'worker cli',
      })
      await before.close() // PGlite: one process at a time

      fake.set('held')
      const calls = fake.calls.length
      const worker = start('cli/worker.ts', {
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'info',
        AI_PROVIDER: 'sdwebui',
        SDWEBUI_URL: fake.url,
      })
      try {
        // The job is in flight: the provider has the request and holds its answer.
        await until('the provider call', () => fake.calls.length > calls)
        expect(JSON.parse(fake.calls.at(-1)!.body.toString()).prompt).toMatch(/^worker cli/)
        worker.child.kill('SIGTERM')
        fake.release()
        expect(await worker.exited).toBe(0)
      } finally {
        fake.set('image')
        worker.child.kill('SIGKILL')
      }
      const after = await openDatabase({ pgliteDir })
      try {
        const rows = await after.db.execute(
          sql`select status, attempts from image_generation_requests where id = ${job.id}`,
        )
        expect((rows as unknown as { rows: unknown[] }).rows[0]).toEqual({ status: 'DONE', attempts: 1 })
      } finally {
        await after.close()
      }
    },
    SLOW,
  )
})

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

describe('the server (main.ts)', () => {
  it(
    'on SIGTERM stops taking connections, answers the request in flight, and exits 0',
    async () => {
      const port = await freePort()
      const server = start('main.ts', {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: freshDataDir(),
        DATABASE_URL: '',
        LOG_LEVEL: 'info',
        WORKER: 'off',
        WEB_DIST_DIR: path.join(tmpdir(), 'threadbit-no-web-build'),
        SECRET_KEY: 'entry-point-test',
      })
      try {
        await until('the server to listen', () => /"msg":"[^"]* on http/.test(server.output()))
        // A request whose body is still on its way when the signal comes: it is in flight for sure.
        const body = JSON.stringify({ username: 'nobody@example.com', password: 'not the password' })
        let answer = ''
        const response = new Promise<number>((resolve, reject) => {
          const req = request(
            {
              host: '127.0.0.1',
              port,
              method: 'POST',
              path: '/api/auth/login/',
              headers: {
                'content-type': 'application/json',
                'content-length': Buffer.byteLength(body),
                cookie: 'csrftoken=drain-test',
                'x-csrftoken': 'drain-test',
              },
            },
            (res) => {
              res.on('data', (chunk: Buffer) => (answer += chunk.toString()))
              res.on('end', () => resolve(res.statusCode ?? 0))
            },
          )
          req.on('error', reject)
          req.write(body.slice(0, 10))
          void until('the server to see the request', () =>
            server.output().includes('/api/auth/login/'),
          ).then(async () => {
            server.child.kill('SIGTERM')
            await until('the shutdown to begin', () => server.output().includes('shutting down'))
            req.end(body.slice(10))
          }, reject)
        })
        // The login is refused (no such user): what matters is that it is answered, not cut off.
        expect(await response).toBe(400)
        expect(JSON.parse(answer)).toHaveProperty('non_field_errors')
        expect(await server.exited).toBe(0)
        await expect(fetch(`http://127.0.0.1:${port}/api/health/`)).rejects.toThrow()
      } finally {
        server.child.kill('SIGKILL')
      }
    },
    SLOW,
  )
})
