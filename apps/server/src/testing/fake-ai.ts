import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'
import { shopDesignPng } from '../modules/designs/designs.seed.ts'
import { SHOP_DESIGNS } from '../modules/designs/shop-designs.ts'

/** The shop's 16×16 mushroom scaled up 8× with nearest neighbour: what an AI "pixel art" image looks like. */
export async function upscaledSprite(): Promise<Buffer> {
  const mushroom = SHOP_DESIGNS.find((d) => d.title === 'Forest Mushroom')!
  const png = Buffer.from(shopDesignPng(mushroom).split(',')[1]!, 'base64')
  return sharp(png).resize(128, 128, { kernel: 'nearest' }).png().toBuffer()
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** `held`: answers with the image only once `release()` is called (a job that is surely in flight). */
export type FakeBehaviour = 'image' | 'error' | 'hang' | 'photo' | 'held'

/**
 * Stands in for both AI providers on 127.0.0.1, speaking their real protocols: the OpenAI images API
 * (`/v1/images/generations`, `/v1/images/edits`) and the Stable Diffusion web UI (`/sdapi/v1/txt2img`, `img2img`).
 */
export async function startFakeAi(options: { port?: number } = {}) {
  let behaviour: FakeBehaviour = 'image'
  let release!: () => void
  let released = new Promise<void>((resolve) => (release = resolve))
  const calls: { path: string; body: Buffer }[] = []
  const sprite = await upscaledSprite()
  const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#808080' } })
    .composite([
      {
        input: Buffer.from(Array.from({ length: 64 * 64 * 3 }, () => Math.floor(Math.random() * 256))),
        raw: { width: 64, height: 64, channels: 3 },
      },
    ])
    .png()
    .toBuffer()
  const server = createServer((req, res) => {
    if (req.url === '/health') {
      res.writeHead(200, { 'content-type': 'text/plain' })
      res.end('ok')
      return
    }
    void (async () => {
      const body = await readBody(req)
      calls.push({ path: req.url ?? '', body })
      if (behaviour === 'hang') return // never answers: the client's timeout must end it
      if (behaviour === 'held') await released
      if (behaviour === 'error') {
        res.writeHead(500, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ error: { message: 'model overloaded' } }))
        return
      }
      const b64 = (behaviour === 'photo' ? photo : sprite).toString('base64')
      res.writeHead(200, { 'content-type': 'application/json' })
      if (req.url?.startsWith('/sdapi/'))
        res.end(JSON.stringify({ images: [b64], parameters: {}, info: '{}' }))
      else res.end(JSON.stringify({ created: 1, data: [{ b64_json: b64 }] }))
    })()
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    set(next: FakeBehaviour) {
      behaviour = next
      if (next === 'held') released = new Promise<void>((resolve) => (release = resolve))
    },
    /** Lets held answers go. */
    release: () => release(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
