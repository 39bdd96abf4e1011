import { threadId as mainThreadId } from 'node:worker_threads'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { upscaledSprite } from '../../testing/fake-ai.ts'
import { appPerFile } from '../../testing/app-per-file.ts'
import { TestClient } from '../../testing/test-app.ts'
import { createRecoveryPool } from './recover-image.ts'

const server = appPerFile()

const upload = (blob: Blob, field = 'file') => {
  const form = new FormData()
  form.append(field, blob)
  return new TestClient(server.app).postForm('/api/recover-native-image/', form)
}

describe('POST /api/recover-native-image/', () => {
  it('answers the native pixel art of an upscaled sprite as a PNG data URL', async () => {
    const res = await upload(new Blob([await upscaledSprite()], { type: 'image/png' }))
    expect(res.statusCode).toBe(200)
    const png = Buffer.from(res.json().image_data.replace('data:image/png;base64,', ''), 'base64')
    const meta = await sharp(png).metadata()
    expect(meta.format).toBe('png')
    expect([meta.width, meta.height]).toEqual([16, 16])
    // The grid found: 17 edges per axis from 0 to the input's size, for drawing it over the upload.
    const { input, grid } = res.json() as { input: { width: number; height: number }; grid: { x: number[] } }
    expect(grid.x).toHaveLength(17)
    expect(grid.x[0]).toBe(0)
    expect(grid.x[16]).toBe(input.width)
  })

  it('fits the grid to the cell counts asked for', async () => {
    const form = new FormData()
    form.append('cells_x', '15')
    form.append('cells_y', '17')
    form.append('file', new Blob([await upscaledSprite()], { type: 'image/png' }))
    const res = await new TestClient(server.app).postForm('/api/recover-native-image/', form)
    expect(res.statusCode).toBe(200)
    const png = Buffer.from(res.json().image_data.replace('data:image/png;base64,', ''), 'base64')
    const meta = await sharp(png).metadata()
    expect([meta.width, meta.height]).toEqual([15, 17])
    expect(res.json().grid.y).toHaveLength(18)
  })

  it.each(['0', '129', '2.5', 'many'])('refuses a cell count of %s', async (count) => {
    const form = new FormData()
    form.append('cells_x', count)
    form.append('file', new Blob([await upscaledSprite()], { type: 'image/png' }))
    const res = await new TestClient(server.app).postForm('/api/recover-native-image/', form)
    expect(res.statusCode).toBe(400)
    expect(res.json().detail).toBe('cells_x must be a whole number of cells from 1 to 128.')
  })

  it.each([
    ['a file that is not an image', new Blob(['hello'], { type: 'image/png' })],
    ['a file of another type', new Blob(['%PDF-1.4'], { type: 'application/pdf' })],
  ])('refuses %s with a detail', async (_name, blob) => {
    const res = await upload(blob)
    expect(res.statusCode).toBe(400)
    expect(typeof res.json().detail).toBe('string')
  })

  it('refuses a photo-like image as not pixel art', async () => {
    const noise = Buffer.from(Array.from({ length: 200 * 200 * 3 }, (_, i) => (i * 7919) % 256))
    const photo = await sharp(noise, { raw: { width: 200, height: 200, channels: 3 } })
      .blur(1.2)
      .png()
      .toBuffer()
    const res = await upload(new Blob([photo], { type: 'image/png' }))
    expect(res.statusCode).toBe(400)
    expect(res.json().detail.length).toBeGreaterThan(10)
  })

  it('refuses more than 10 MB, too many pixels, a missing file and a JSON body', async () => {
    const big = await upload(new Blob([Buffer.alloc(10 * 1024 * 1024 + 1)], { type: 'image/png' }))
    expect(big.json()).toEqual({ detail: 'This image is too big, please use an image less than 10MB' })
    const huge = await sharp({ create: { width: 5000, height: 4000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer()
    const pixels = await upload(new Blob([huge], { type: 'image/png' }))
    expect(pixels.statusCode).toBe(400)
    expect(pixels.json().detail).toMatch(/4096/)
    expect((await upload(new Blob(['x'], { type: 'image/png' }), 'other')).json()).toEqual({
      detail: 'No file was sent.',
    })
    expect(
      (await new TestClient(server.app).post('/api/recover-native-image/', { file: 'x' })).statusCode,
    ).toBe(400)
  })
})

describe('the recovery pool', () => {
  it('runs the recovery on a worker thread', async () => {
    const pool = createRecoveryPool()
    try {
      const { data, info } = await sharp(await upscaledSprite())
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true })
      const result = await pool.run({
        image: { width: info.width, height: info.height, data: new Uint8ClampedArray(data) },
      })
      expect(result.threadId).not.toBe(mainThreadId)
      expect(result.value.image.width).toBeLessThanOrEqual(128)
      expect(result.value.grid.x).toHaveLength(result.value.image.width + 1)
    } finally {
      await pool.close()
    }
  })
})
