import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { CheckoutResponse } from '@threadbit/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { uploadImages } from '../images/image-work.ts'
import { UploadImageMessages } from '../images/upload-image.ts'
import { centre, insertDesign, insertOwner, insertShopProduct } from '../testing/shop-fixtures.ts'
import { createFsBlobStore } from '../storage/blob-store.ts'
import { startFakeAi } from '../testing/fake-ai.ts'
import { hostileUploads, largePlainPng } from '../testing/hostile-files.ts'
import { TestClient, uniqueUser, loopbackAddresses } from '../testing/test-app.ts'
import { appPerFile } from '../testing/app-per-file.ts'

let fake: Awaited<ReturnType<typeof startFakeAi>>
let files: [string, Buffer][]
const nextIp = loopbackAddresses()

const server = appPerFile(async (database, closeLater) => {
  fake = closeLater(await startFakeAi())
  const blobs = createFsBlobStore(mkdtempSync(path.join(tmpdir(), 'threadbit-hostile-blobs-')))
  return {
    blobs,
    mailer: { send: async () => {} },
    env: { AI_PROVIDER: 'sdwebui', SDWEBUI_URL: fake.url, AI_TIMEOUT_SECONDS: '1' },
  }
})
beforeAll(async () => {
  files = await hostileUploads()
})

function form(fields: Record<string, string | Blob>) {
  const f = new FormData()
  for (const [k, v] of Object.entries(fields)) f.append(k, v)
  return f
}
const asPng = (bytes: Buffer) => new Blob([new Uint8Array(bytes)], { type: 'image/png' })
const messages = Object.values(UploadImageMessages) as string[]

function expectNoLeak(body: string) {
  expect(body).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/)
}

describe('every upload path takes raster images only, checked from the header before decoding', () => {
  it('POST /api/recover-native-image/', async () => {
    for (const [name, bytes] of files) {
      const res = await new TestClient(server.app, { remoteAddress: nextIp() }).postForm(
        '/api/recover-native-image/',
        form({ file: asPng(bytes) }),
      )
      expect(res.statusCode, name).toBe(400)
      expect(messages, name).toContain(res.json().detail)
      expectNoLeak(res.body)
    }
  })

  it('POST /api/image-generation/ (reference_image), without using the quota', async () => {
    const c = new TestClient(server.app, { remoteAddress: nextIp() })
    for (const [name, bytes] of files) {
      const res = await c.postForm(
        '/api/image-generation/',
        form({ prompt: 'x', reference_image: asPng(bytes) }),
      )
      expect(res.statusCode, name).toBe(400)
      expect(Object.keys(res.json()), name).toEqual(['reference_image'])
      expectNoLeak(res.body)
    }
    expect((await c.get('/api/image-generation-quota/')).json().used).toBe(0)
  })

  it('POST /api/submit-review/:uuid/ (image)', async () => {
    const product = await insertShopProduct(server.database.db)
    const design = await insertDesign(server.database.db, {
      ownerId: await insertOwner(server.database.db),
      title: 'H',
    })
    const checkout = await new TestClient(server.app, { remoteAddress: nextIp() }).post(
      '/api/orders/checkout/',
      {
        email: 'hostile@example.com',
        name: 'Hostile',
        items: [
          {
            sku_id: product.skuId,
            art_uuid: design.uuid,
            product_color_id: product.colorId,
            ...centre,
            quantity: 1,
          },
        ],
      },
    )
    expect(checkout.statusCode).toBe(201)
    const { uuid, items } = checkout.json() as CheckoutResponse
    const c = new TestClient(server.app, { remoteAddress: nextIp() })
    for (const [name, bytes] of files) {
      const res = await c.postForm(
        `/api/submit-review/${uuid}/`,
        form({ pixel_art_product_uuid: items[0]!.pixel_art_product_uuid, stars: '4', image: asPng(bytes) }),
      )
      expect(res.statusCode, name).toBe(400)
      expect(Object.keys(res.json()), name).toEqual(['image'])
      expectNoLeak(res.body)
    }
    // Nothing was stored: the item can still be reviewed.
    expect((await c.get(`/api/submit-review/${uuid}/`)).statusCode).toBe(200)
  })

  it('POST /api/pixel-art/ (png_data)', async () => {
    const c = new TestClient(server.app, { remoteAddress: nextIp() })
    await c.register()
    for (const [name, bytes] of files) {
      const res = await c.post('/api/pixel-art/', {
        title: 'x',
        png_data: `data:image/png;base64,${bytes.toString('base64')}`,
      })
      expect(res.statusCode, name).toBe(400)
      expect(Object.keys(res.json()), name).toEqual(['png_data'])
      expectNoLeak(res.body)
    }
  })
})

describe('the recovery queue is bounded', () => {
  it('answers 429 with Retry-After to a client over its share and to anyone when the queue is full', async () => {
    const large = await largePlainPng(1500)
    const send = (ip: string) =>
      new TestClient(server.app, { remoteAddress: ip }).postForm(
        '/api/recover-native-image/',
        form({ file: asPng(large) }),
      )
    const oneClient = nextIp()
    const mine = await Promise.all(Array.from({ length: 4 }, () => send(oneClient)))
    const refusedMine = mine.filter((r) => r.statusCode === 429)
    expect(refusedMine.length).toBeGreaterThanOrEqual(1)
    expect(refusedMine[0]!.json().detail).toMatch(/already have images being converted/)
    expect(Number(refusedMine[0]!.headers['retry-after'])).toBeGreaterThanOrEqual(1)

    const everyone = await Promise.all(Array.from({ length: 14 }, () => send(nextIp())))
    const refused = everyone.filter((r) => r.statusCode === 429)
    expect(refused.length).toBeGreaterThanOrEqual(1)
    expect(refused[0]!.json().detail).toMatch(/Too many images/)
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThanOrEqual(1)
    for (const res of [...mine, ...everyone]) expect(res.statusCode).toBeLessThan(500)
  })
})

describe('image work cannot starve logins', () => {
  it('answers a login within 2 s while 4 large and 4 SVG uploads are in flight', async () => {
    const user = uniqueUser()
    await new TestClient(server.app, { remoteAddress: nextIp() }).register(user)
    const large = await largePlainPng()
    const svg = files[0]![1]
    const uploads = [
      ...Array.from({ length: 4 }, () =>
        new TestClient(server.app, { remoteAddress: nextIp() }).postForm(
          '/api/image-generation/',
          form({ prompt: 'x', reference_image: asPng(large) }),
        ),
      ),
      ...Array.from({ length: 4 }, () =>
        new TestClient(server.app, { remoteAddress: nextIp() }).postForm(
          '/api/recover-native-image/',
          form({ file: asPng(svg) }),
        ),
      ),
    ]
    // Wait until image work has really started, so the login competes with it.
    for (let i = 0; i < 200 && uploadImages.active === 0; i++) await new Promise((r) => setTimeout(r, 10))
    expect(uploadImages.active).toBeGreaterThan(0)

    const started = performance.now()
    const login = await new TestClient(server.app, { remoteAddress: nextIp() }).post('/api/auth/login/', {
      username: user.username,
      password: user.password,
    })
    const elapsed = performance.now() - started
    expect(login.statusCode).toBe(200)
    expect(elapsed).toBeLessThan(2000)

    for (const res of await Promise.all(uploads)) expect(res.statusCode).toBeLessThan(500)
  })
})
