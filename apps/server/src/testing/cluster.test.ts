import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../db/client.ts'
import { imageGenerationRequests } from '../db/schema.ts'
import { startFakeAi } from './fake-ai.ts'
import { startFakeS3 } from './fake-s3.ts'
import { designPng } from './fixtures.ts'

/**
 * Two web nodes (WORKER=off) and one worker node, each a real process, on one PostgreSQL database and one
 * S3-compatible store, with requests sent round-robin. It needs PostgreSQL, so it runs with TEST_DATABASE_URL
 * (the API test step of CI); on PGlite, which serves a single process, it is skipped by name.
 *
 * The nodes get a database of their own, created next to the test database and dropped afterwards: their
 * worker claims whatever job is queued, so it must not meet the jobs of test files running alongside.
 */
const baseUrl = process.env['TEST_DATABASE_URL']
const here = path.dirname(new URL(import.meta.url).pathname)
const serverRoot = path.resolve(here, '../..')

interface Node {
  name: string
  child: ChildProcess
  url: string
}

let adminPool: pg.Pool
let clusterDbName: string
let database: Database
let s3: Awaited<ReturnType<typeof startFakeS3>>
let ai: Awaited<ReturnType<typeof startFakeAi>>
const nodes: Node[] = []

function nodeEnv(databaseUrl: string, worker: boolean): NodeJS.ProcessEnv {
  const credentials = { S3_ACCESS_KEY_ID: 'cluster-key', S3_SECRET_ACCESS_KEY: 'cluster-secret' }
  return {
    PATH: process.env['PATH'],
    NODE_ENV: 'test',
    LOG_LEVEL: worker ? 'info' : 'warn',
    SECRET_KEY: 'cluster-test-secret-key-0123456789',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'threadbit-cluster-node-')),
    WEB_DIST_DIR: path.join(tmpdir(), 'threadbit-no-web-build'),
    PUBLIC_URL: 'http://127.0.0.1',
    DATABASE_URL: databaseUrl,
    WORKER: worker ? 'on' : 'off',
    AUTH_RATE_LIMIT_PER_MINUTE: '10',
    BLOB_STORE: 's3',
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: 'cluster',
    ...credentials,
    AI_PROVIDER: 'openai',
    OPENAI_API_KEY: 'sk-cluster',
    OPENAI_BASE_URL: `${ai.url}/v1`,
    AI_TIMEOUT_SECONDS: '20',
  }
}

/** Starts a process and resolves once a line of its output matches `ready`. */
function startProcess(name: string, script: string, env: NodeJS.ProcessEnv, ready: RegExp) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot, script)], {
    cwd: serverRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  return new Promise<{ child: ChildProcess; match: RegExpMatchArray }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${output}`)), 50_000)
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000)
      const match = ready.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve({ child, match })
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`${name} exited with ${code}:\n${output}`))
    })
  })
}

async function startWebNode(name: string, databaseUrl: string): Promise<Node> {
  const { child, match } = await startProcess(
    name,
    'src/testing/cluster-node.ts',
    nodeEnv(databaseUrl, false),
    /listening (\d+)/,
  )
  return { name, child, url: `http://127.0.0.1:${match[1]}` }
}

/** A browser: one cookie jar whichever node answers, echoing the CSRF token as our web client does. */
class Browser {
  private readonly cookies = new Map<string, string>()

  async request(node: Node, method: string, url: string, body?: unknown) {
    if (method !== 'GET' && !this.cookies.has('csrftoken')) await this.request(node, 'GET', '/api/health/')
    const response = await fetch(node.url + url, {
      method,
      headers: {
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(method !== 'GET' ? { 'x-csrftoken': this.cookies.get('csrftoken') ?? '' } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const [name = '', value = ''] = pair.split('=')
      if (value) this.cookies.set(name, value)
      else this.cookies.delete(name)
    }
    const text = await response.text()
    return { status: response.status, json: () => JSON.parse(text) as Record<string, unknown> }
  }
}

const unique = () => Math.random().toString(36).slice(2, 10)

describe.skipIf(!baseUrl)(
  'a cluster: two web nodes and a worker node on one PostgreSQL (needs TEST_DATABASE_URL)',
  () => {
    let a: Node
    let b: Node
    let turn = 0
    /** Round-robin over the web nodes still running (`killed` is set as soon as a signal was sent). */
    const next = () => {
      const live = [a, b].filter(
        (node) => !node.child.killed && node.child.exitCode === null && node.child.signalCode === null,
      )
      return live[turn++ % live.length]!
    }

    beforeAll(async () => {
      const url = new URL(baseUrl!)
      clusterDbName = `${url.pathname.slice(1)}_cluster_${unique()}`
      adminPool = new pg.Pool({ connectionString: baseUrl, max: 1 })
      await adminPool.query(`create database "${clusterDbName}"`)
      url.pathname = `/${clusterDbName}`
      const clusterUrl = url.toString()
      database = await openDatabase({ url: clusterUrl, poolSize: 2 })
      await database.migrate()
      s3 = await startFakeS3({ accessKeyId: 'cluster-key', secretAccessKey: 'cluster-secret' })
      ai = await startFakeAi()
      const [first, second, worker] = await Promise.all([
        startWebNode('web A', clusterUrl),
        startWebNode('web B', clusterUrl),
        startProcess('worker', 'src/cli/worker.ts', nodeEnv(clusterUrl, true), /worker started/),
      ])
      a = first
      b = second
      nodes.push(a, b, { name: 'worker', child: worker.child, url: '' })
    }, 120_000)

    afterAll(async () => {
      await Promise.all(
        nodes.map(
          (node) =>
            new Promise<void>((resolve) => {
              if (node.child.exitCode !== null || node.child.signalCode !== null) return resolve()
              node.child.once('exit', () => resolve())
              node.child.kill('SIGKILL')
            }),
        ),
      )
      await database?.close()
      await s3?.close()
      await ai?.close()
      await adminPool?.query(`drop database if exists "${clusterDbName}" with (force)`)
      await adminPool?.end()
    }, 60_000)

    it('makes a design private on node A and node B answers 404 for it at once', async () => {
      const owner = new Browser()
      const user = `c${unique()}`
      const registered = await owner.request(next(), 'POST', '/api/auth/registration/', {
        username: user,
        email: `${user}@example.com`,
        password1: 'correct horse 1',
        password2: 'correct horse 1',
      })
      expect(registered.status).toBe(201)
      const title = `Cluster ${unique()}`
      const created = await owner.request(a, 'POST', '/api/pixel-art/', { title, png_data: designPng(8, 8) })
      expect(created.status).toBe(201)
      const uuid = String(created.json()['uuid'])

      const visitor = new Browser()
      const search = `/api/pixel-art/?search=${encodeURIComponent(title)}`
      // Node B caches the render's row and the list page.
      expect((await visitor.request(b, 'GET', `/api/pixel-art/${uuid}/render/`)).status).toBe(200)
      expect((await visitor.request(b, 'GET', search)).json()['count']).toBe(1)

      expect((await owner.request(a, 'PATCH', `/api/pixel-art/${uuid}/`, { is_public: false })).status).toBe(
        200,
      )
      expect((await visitor.request(b, 'GET', `/api/pixel-art/${uuid}/render/`)).status).toBe(404)
      expect((await visitor.request(b, 'GET', search)).json()['count']).toBe(0)
      expect((await visitor.request(a, 'GET', `/api/pixel-art/${uuid}/render/`)).status).toBe(404)
      // Its owner still sees it on either node.
      expect((await owner.request(b, 'GET', `/api/pixel-art/${uuid}/render/`)).status).toBe(200)
    })

    it('refuses the 11th login attempt in a minute whichever node receives it', async () => {
      const client = new Browser()
      const statuses: number[] = []
      for (let i = 0; i < 11; i++) {
        const res = await client.request(next(), 'POST', '/api/auth/login/', {
          username: 'nobody@example.com',
          password: 'not the password',
        })
        statuses.push(res.status)
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400))
      expect(statuses[10]).toBe(429)
      // Both nodes now refuse this client.
      for (const node of [a, b]) {
        const res = await client.request(node, 'POST', '/api/auth/login/', {
          username: 'x@y.zz',
          password: 'x',
        })
        expect(res.status).toBe(429)
      }
    })

    it('runs an AI job submitted on node A once, on the worker, and node B shows it done', async () => {
      const visitor = new Browser()
      const prompt = `a cluster sun ${unique()}`
      const form = new FormData()
      form.append('prompt', prompt)
      const health = await visitor.request(a, 'GET', '/api/health/')
      expect(health.status).toBe(200)
      const created = await fetch(`${a.url}/api/image-generation/`, {
        method: 'POST',
        headers: { cookie: `csrftoken=cluster`, 'x-csrftoken': 'cluster' },
        body: form,
      })
      expect(created.status).toBe(201)
      const id = Number(((await created.json()) as { id: number }).id)
      const session = created.headers
        .getSetCookie()
        .map((line) => line.split(';')[0]!)
        .find((pair) => pair.startsWith('sessionid='))!

      let status = ''
      for (let i = 0; i < 200 && status !== 'DONE' && status !== 'FAILED'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100))
        const res = await fetch(`${next().url}/api/image-generation/${id}/status/`, {
          headers: { cookie: session },
        })
        status = String(((await res.json()) as { status: string }).status)
      }
      expect(status).toBe('DONE')
      const onB = await fetch(`${b.url}/api/image-generation/${id}/`, { headers: { cookie: session } })
      expect(((await onB.json()) as { processed_png_data: string }).processed_png_data).toMatch(
        /^data:image\/png;base64,/,
      )
      const [row] = await database.db
        .select()
        .from(imageGenerationRequests)
        .where(eq(imageGenerationRequests.id, id))
      expect(row?.attempts).toBe(1)
      expect(ai.calls.filter((call) => call.body.includes(Buffer.from(prompt))).length).toBe(1)
    })

    it('loses no acknowledged write when a web node is killed (SIGKILL) in the middle of saves', async () => {
      const owner = new Browser()
      const user = `k${unique()}`
      const registered = await owner.request(a, 'POST', '/api/auth/registration/', {
        username: user,
        email: `${user}@example.com`,
        password1: 'correct horse 1',
        password2: 'correct horse 1',
      })
      expect(registered.status).toBe(201)
      const acknowledged: string[] = []
      let failed = 0
      const saves = Array.from({ length: 60 }, (_, i) =>
        owner
          .request(a, 'POST', '/api/pixel-art/', { title: `Crash ${i}`, png_data: designPng(8, 8) })
          .then((res) => {
            if (res.status === 201) acknowledged.push(String(res.json()['uuid']))
            else failed++
          })
          .catch(() => failed++),
      )
      // Kill node A once some saves have been acknowledged and others are still in flight.
      while (acknowledged.length < 5) await new Promise((resolve) => setTimeout(resolve, 5))
      const exited = new Promise((resolve) => a.child.once('exit', resolve))
      a.child.kill('SIGKILL')
      await Promise.all([saves, exited].flat())
      expect(acknowledged.length).toBeGreaterThanOrEqual(5)
      expect(acknowledged.length + failed).toBe(60)

      for (const uuid of acknowledged) {
        const res = await owner.request(next(), 'GET', `/api/pixel-art/${uuid}/`)
        expect(res.status).toBe(200)
      }
      const mine = await owner.request(b, 'GET', '/api/pixel-art/my-art/?page_size=100')
      expect(Number(mine.json()['count'])).toBeGreaterThanOrEqual(acknowledged.length)
    })
  },
)
