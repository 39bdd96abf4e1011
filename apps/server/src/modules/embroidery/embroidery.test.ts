import { readDst, readJef, readPes } from '@threadbit/embroidery'
import { threadId as mainThreadId } from 'node:worker_threads'
import { beforeAll, describe, expect, it } from 'vitest'
import { designPng, makeStaff } from '../../testing/fixtures.ts'
import { appPerFile } from '../../testing/app-per-file.ts'
import { TestClient } from '../../testing/test-app.ts'
import { createEmbroideryPool } from './embroidery-pool.ts'
import { generateEmbroideryFile } from './generate.ts'

const URL = '/api/pixel-art/generate-embroidery-file/'
const server = appPerFile()

async function signedIn() {
  const c = new TestClient(server.app)
  const user = await c.register()
  return Object.assign(c, { user })
}

/** Red left half, blue right half. */
const twoColours = (x: number) => (x < 5 ? ([255, 0, 0, 255] as const) : ([0, 0, 255, 255] as const))

async function save(c: TestClient, body: Record<string, unknown> = {}) {
  const res = await c.post('/api/pixel-art/', {
    title: 'Flag',
    png_data: designPng(10, 8, twoColours),
    ...body,
  })
  if (res.statusCode !== 201) throw new Error(`save failed ${res.statusCode}: ${res.body}`)
  return res.json() as { uuid: string }
}

describe('who may generate', () => {
  let owner: Awaited<ReturnType<typeof signedIn>>
  let publicDesign: { uuid: string }
  let privateDesign: { uuid: string }
  beforeAll(async () => {
    owner = await signedIn()
    publicDesign = await save(owner)
    privateDesign = await save(owner, { is_public: false })
  })
  const body = (uuid: string) => ({ pixel_art_uuid: uuid, stitch_size: '2.00', scale: 1 })

  it('refuses anonymous visitors with 403', async () => {
    const res = await new TestClient(server.app).post(URL, body(publicDesign.uuid))
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ detail: 'Authentication credentials were not provided.' })
  })

  it('lets the owner generate for a private design', async () => {
    expect((await owner.post(URL, body(privateDesign.uuid))).statusCode).toBe(200)
  })

  it('lets another user generate for a public design but not for a private one (404)', async () => {
    const other = await signedIn()
    expect((await other.post(URL, body(publicDesign.uuid))).statusCode).toBe(200)
    const hidden = await other.post(URL, body(privateDesign.uuid))
    expect(hidden.statusCode).toBe(404)
    expect(hidden.json()).toEqual({ detail: 'Not found.' })
  })

  it('lets staff generate for any design', async () => {
    const staff = await signedIn()
    await makeStaff(server.database.db, staff.user.pk)
    expect((await staff.post(URL, body(privateDesign.uuid))).statusCode).toBe(200)
  })

  it('answers 404 for an unknown design', async () => {
    const res = await owner.post(URL, body('00000000-0000-4000-8000-000000000000'))
    expect(res.statusCode).toBe(404)
    expect((await owner.post(URL, body('not-a-uuid'))).statusCode).toBe(404)
  })
})

describe('validation', () => {
  let c: Awaited<ReturnType<typeof signedIn>>
  let uuid: string
  beforeAll(async () => {
    c = await signedIn()
    uuid = (await save(c)).uuid
  })

  it.each([
    ['missing', undefined],
    ['below 1.5', 1.4],
    ['above 2.5', 2.51],
    ['not a number', 'abc'],
    ['null', null],
  ])('stitch_size %s: "Enter a number between 1.5 and 2.5"', async (_, stitchSize) => {
    const res = await c.post(URL, { pixel_art_uuid: uuid, stitch_size: stitchSize, scale: 1 })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ stitch_size: ['Enter a number between 1.5 and 2.5'] })
  })

  it.each([
    ['missing', undefined],
    ['0', 0],
    ['3', 3],
    ['1.5', 1.5],
    ['text', 'two'],
  ])('scale %s: "Enter an integer between 1 and 2"', async (_, scale) => {
    const res = await c.post(URL, { pixel_art_uuid: uuid, stitch_size: 2, scale })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ scale: ['Enter an integer between 1 and 2'] })
  })

  it('requires pixel_art_uuid and a known format', async () => {
    const res = await c.post(URL, { stitch_size: 2, scale: 1, format: 'svg' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      pixel_art_uuid: ['This field is required.'],
      format: ['"svg" is not a valid choice.'],
    })
  })

  it('allows scale 2 only for designs up to 32×32', async () => {
    const big = await c.post('/api/pixel-art/', { png_data: designPng(33, 10) })
    const res = await c.post(URL, { pixel_art_uuid: big.json().uuid, stitch_size: 2, scale: 2 })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ scale: ['Scale 2 is only available for designs up to 32×32 pixels.'] })
    const ok = await c.post(URL, { pixel_art_uuid: uuid, stitch_size: '1.50', scale: '2' })
    expect(ok.statusCode).toBe(200)
    // Stitched extents: 10×8 pixels of 3 mm plus the border (2 mm each side) minus half its satin width.
    const { width_mm, height_mm } = ok.json()
    expect(width_mm).toBeGreaterThan(10 * 3)
    expect(width_mm).toBeLessThanOrEqual(10 * 3 + 4)
    expect(height_mm).toBeGreaterThan(8 * 3)
    expect(height_mm).toBeLessThanOrEqual(8 * 3 + 4)
  })
})

describe('the generated file', () => {
  it('is a PES v6 file the package reads back with the right size and colours', async () => {
    const c = await signedIn()
    const { uuid } = await save(c, { border: false })
    const res = await c.post(URL, { pixel_art_uuid: uuid, stitch_size: '2.00', scale: 1 })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ format: 'pes', color_count: 2, machine: 'brother', thread_chart: 'brother' })
    expect(body.file_name).toMatch(/^design_\d+\.pes$/)
    for (const key of ['color_count', 'data', 'file_name', 'format', 'height_mm', 'stitch_count', 'width_mm'])
      expect(body).toHaveProperty(key)
    const file = readPes(new Uint8Array(Buffer.from(body.data, 'base64')))
    // The reported size is the stitched size, as the file says.
    expect(body.width_mm).toBeCloseTo(file.width / 10, 1)
    expect(body.height_mm).toBeCloseTo(file.height / 10, 1)
    expect(file.version).toBe('#PES0060')
    expect(file.threads.map((t) => t.hex).sort()).toEqual(['#0000ff', '#ff0000'])
    expect(file.commands.filter((cmd) => cmd.kind === 'stitch')).toHaveLength(body.stitch_count)
    // Needle points span the columns (no border), each outer edge within half a thread (0.2 mm) of the pixels'.
    expect(file.width).toBeGreaterThanOrEqual(196)
    expect(file.width).toBeLessThanOrEqual(204)
    expect(file.height).toBeGreaterThanOrEqual(156)
    expect(file.height).toBeLessThanOrEqual(164)
  })

  it('adds the border in the design border colour and writes DST and JEF on request', async () => {
    const c = await signedIn()
    const { uuid } = await save(c, { border: true, border_color: '#00ff00' })
    const pes = (await c.post(URL, { pixel_art_uuid: uuid, stitch_size: 2, scale: 1 })).json()
    expect(pes).toMatchObject({ color_count: 3 })
    expect(pes.width_mm).toBeGreaterThan(20)
    expect(pes.width_mm).toBeLessThanOrEqual(24)
    expect(readPes(new Uint8Array(Buffer.from(pes.data, 'base64'))).threads.at(-1)?.hex).toBe('#00ff00')

    const dst = (await c.post(URL, { pixel_art_uuid: uuid, stitch_size: 2, scale: 1, format: 'dst' })).json()
    expect(dst.file_name).toMatch(/^design_\d+\.dst$/)
    const dstFile = readDst(new Uint8Array(Buffer.from(dst.data, 'base64')))
    expect(Number(dstFile.header['CO'])).toBe(2)
    expect(dstFile.commands.filter((cmd) => cmd.kind === 'stitch')).toHaveLength(dst.stitch_count)

    const jef = (await c.post(URL, { pixel_art_uuid: uuid, stitch_size: 2, scale: 1, format: 'jef' })).json()
    const jefFile = readJef(new Uint8Array(Buffer.from(jef.data, 'base64')))
    expect(jefFile.paletteIndices).toHaveLength(3)
  })
})

describe('the worker pool', () => {
  it('generates in a worker thread, not on the event loop', async () => {
    const pool = createEmbroideryPool({ size: 1 })
    try {
      const input = {
        pngData: designPng(4, 4),
        stitchSizeMm: 2,
        scale: 1,
        borderColor: null,
        format: 'pes',
        name: 'w',
      } as const
      const result = await pool.run(input)
      expect(result.threadId).not.toBe(mainThreadId)
      // The worker's file is the very file the main thread would have made.
      expect(Buffer.from(result.bytes).equals(Buffer.from(generateEmbroideryFile(input).bytes))).toBe(true)
    } finally {
      await pool.close()
    }
  })

  it('keeps serving other work while a large design is generated', async () => {
    const pool = createEmbroideryPool({ size: 1 })
    try {
      const png = designPng(128, 128, (x, y) => [((x >> 4) % 4) * 60, ((y >> 4) % 3) * 100, 90, 255])
      let finished = false
      const job = pool
        .run({
          pngData: png,
          stitchSizeMm: 1.5,
          scale: 1,
          borderColor: '#000000',
          format: 'pes',
          name: 'big',
        })
        .then((result) => {
          finished = true
          return result
        })
      // The event loop turns (a timer fires) while the job is still running: it is not on this thread.
      await new Promise((resolve) => setTimeout(resolve, 0))
      expect(finished).toBe(false)
      expect((await job).threadId).not.toBe(mainThreadId)
    } finally {
      await pool.close()
    }
  })
})
