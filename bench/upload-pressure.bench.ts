/**
 * Hostile upload pressure, in one process on PGlite (app.inject, each client its own address):
 * 1. 48 concurrent anonymous uploads of a 4000×4000 PNG to POST /api/recover-native-image/: peak RSS over the
 *    baseline, how many were taken / refused with 429, and how long a 16×16 sprite sent in the middle waits.
 * 2. Login latency alone, then while 4 large AI reference images and 4 heavy SVGs are being uploaded (ratio).
 *
 *   npx tsx bench/upload-pressure.bench.ts      BENCH_UPLOADS=48, BENCH_LOGINS=10
 */
import { buildApp } from '../apps/server/src/app.ts'
import { openDatabase } from '../apps/server/src/db/client.ts'
import { startFakeAi, upscaledSprite } from '../apps/server/src/testing/fake-ai.ts'
import { HEAVY_SVG, largePlainPng } from '../apps/server/src/testing/hostile-files.ts'
import { TestClient, testConfig, uniqueUser } from '../apps/server/src/testing/test-app.ts'

const UPLOADS = Number(process.env['BENCH_UPLOADS'] ?? 48)
const LOGINS = Number(process.env['BENCH_LOGINS'] ?? 10)

const database = await openDatabase({})
await database.migrate()
const fake = await startFakeAi()
const app = await buildApp({
  config: testConfig({
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    AI_PROVIDER: 'sdwebui',
    SDWEBUI_URL: fake.url,
    AI_QUOTA_ANONYMOUS: '1000',
  }),
  database,
  mailer: { send: async () => {} },
})
await app.ready()

let ip = 1
const client = () => new TestClient(app, { remoteAddress: `10.${ip >> 16}.${(ip >> 8) & 255}.${ip++ & 255}` })
const form = (fields: Record<string, Blob | string>) => {
  const f = new FormData()
  for (const [k, v] of Object.entries(fields)) f.append(k, v)
  return f
}
const png = (bytes: Buffer) => new Blob([new Uint8Array(bytes)], { type: 'image/png' })
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0)

// 1. Memory and the queue under 48 large uploads.
const large = await largePlainPng()
const sprite = await upscaledSprite()
global.gc?.()
const baseline = process.memoryUsage().rss
let peak = baseline
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20)
const started = performance.now()
const flood = Array.from({ length: UPLOADS }, () =>
  client().postForm('/api/recover-native-image/', form({ file: png(large) })),
)
await new Promise((r) => setTimeout(r, 200))
const smallStarted = performance.now()
const small = await client().postForm('/api/recover-native-image/', form({ file: png(sprite) }))
const smallMs = performance.now() - smallStarted
const results = await Promise.all(flood)
clearInterval(sampler)
const byStatus = new Map<number, number>()
for (const r of results) byStatus.set(r.statusCode, (byStatus.get(r.statusCode) ?? 0) + 1)
console.log(
  `${UPLOADS} concurrent 4000×4000 PNG uploads (${(large.length / 1024).toFixed(0)} kB each): RSS ${mb(baseline)} → peak ${mb(peak)} MB ` +
    `(+${mb(peak - baseline)} MB), answers ${[...byStatus].map(([s, n]) => `${n}×${s}`).join(', ')}, ` +
    `all done in ${((performance.now() - started) / 1000).toFixed(1)} s`,
)
console.log(
  `a 16×16 sprite sent 200 ms into the flood: ${small.statusCode} in ${smallMs.toFixed(0)} ms` +
    (small.statusCode === 429 ? ` (Retry-After ${small.headers['retry-after']} s)` : ''),
)

// 2. Logins alone, then with image work in flight.
const user = uniqueUser()
await client().register(user)
async function timeLogins(): Promise<number[]> {
  const times: number[] = []
  for (let i = 0; i < LOGINS; i++) {
    const t = performance.now()
    const res = await client().post('/api/auth/login/', { username: user.username, password: user.password })
    if (res.statusCode !== 200) throw new Error(`login ${res.statusCode}`)
    times.push(performance.now() - t)
  }
  return times.sort((a, b) => a - b)
}
const quiet = await timeLogins()
const load = [
  ...Array.from({ length: 4 }, () =>
    client().postForm('/api/image-generation/', form({ prompt: 'x', reference_image: png(large) })),
  ),
  ...Array.from({ length: 4 }, () =>
    client().postForm('/api/recover-native-image/', form({ file: png(HEAVY_SVG) })),
  ),
  ...Array.from({ length: 4 }, () =>
    client().postForm('/api/recover-native-image/', form({ file: png(large) })),
  ),
]
const busy = await timeLogins()
await Promise.all(load)
const median = (xs: number[]) => xs[Math.floor(xs.length / 2)] ?? 0
console.log(
  `login p50/max: alone ${median(quiet).toFixed(0)}/${(quiet.at(-1) ?? 0).toFixed(0)} ms, ` +
    `with 4 large references + 4 large recoveries + 4 SVGs in flight ${median(busy).toFixed(0)}/${(busy.at(-1) ?? 0).toFixed(0)} ms ` +
    `(p50 ratio ${(median(busy) / median(quiet)).toFixed(2)})`,
)

await app.close()
await fake.close()
await database.close()
