import { toast } from '../../ui/toast.ts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { encodeRGBAToPNG, type RGBAImage } from '@threadbit/pixelart'
import { rgbaToDataUrl } from '../../api/imaging.ts'
import { fakeServer } from '../../test/fake-server.ts'
import { ImportMessages, prepareImport } from './prepare.ts'

function checker(cells: number, scale: number, pad = 0): RGBAImage {
  const size = cells * scale
  const data = new Uint8ClampedArray(size * size * 4)
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const cx = Math.floor(x / scale)
      const cy = Math.floor(y / scale)
      if (cx < pad || cy < pad || cx >= cells - pad || cy >= cells - pad) continue
      data.set((cx + cy) % 2 ? [228, 87, 46, 255] : [29, 27, 38, 255], (y * size + x) * 4)
    }
  return { width: size, height: size, data }
}

const file = (image: RGBAImage) =>
  new File([encodeRGBAToPNG(image) as Uint8Array<ArrayBuffer>], 'art.png', { type: 'image/png' })

beforeEach(() => {
  vi.spyOn(toast, 'error')
  vi.spyOn(toast, 'success')
  vi.spyOn(toast, 'loading').mockReturnValue('t1')
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('prepareImport', () => {
  it("says 'Failed to load image. Please try another file.' for a file that is not an image", async () => {
    fakeServer()
    const result = await prepareImport(new File(['hello'], 'notes.txt', { type: 'text/plain' }))
    expect(result).toBeNull()
    expect(toast.error).toHaveBeenCalledWith(ImportMessages.loadFailed)
  })

  it('takes images up to 96×96 as they are: no server call, trimmed, with a 2 px margin', async () => {
    const api = fakeServer()
    const result = await prepareImport(file(checker(10, 1, 2)))
    expect(api.requests).toHaveLength(0)
    expect(toast.loading).not.toHaveBeenCalled()
    expect([result?.width, result?.height]).toEqual([10, 10])
  })

  it('sends larger images to the server and uses its native grid', async () => {
    const api = fakeServer({
      'POST /api/recover-native-image/': { status: 200, body: { image_data: rgbaToDataUrl(checker(12, 1)) } },
    })
    const result = await prepareImport(file(checker(12, 10)))
    expect(api.last('POST', '/api/recover-native-image/')?.body).toBeInstanceOf(FormData)
    expect(toast.loading).toHaveBeenCalledWith(ImportMessages.processing)
    expect(toast.success).toHaveBeenCalledWith(ImportMessages.processed, { id: 't1' })
    expect([result?.width, result?.height]).toEqual([16, 16])
  })

  it('recovers in the browser when the server has no recovery endpoint', async () => {
    fakeServer()
    const result = await prepareImport(file(checker(12, 10, 1)))
    expect(toast.success).toHaveBeenCalledWith(ImportMessages.processed, { id: 't1' })
    // 12×12 cells, a 1-cell transparent ring: trimmed to 10×10, then the margin.
    expect([result?.width, result?.height]).toEqual([14, 14])
  })

  it("says 'Processing failed, try a different image.' with the server's reason", async () => {
    fakeServer({
      'POST /api/recover-native-image/': { status: 400, body: { detail: 'This is not pixel art.' } },
    })
    expect(await prepareImport(file(checker(12, 10)))).toBeNull()
    expect(toast.error).toHaveBeenCalledWith(ImportMessages.notPixelArt, {
      id: 't1',
      description: 'This is not pixel art.',
    })
  })

  it("says 'Failed to process image' when the server fails otherwise", async () => {
    fakeServer({ 'POST /api/recover-native-image/': { status: 500 } })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(await prepareImport(file(checker(12, 10)))).toBeNull()
    expect(toast.error).toHaveBeenCalledWith(ImportMessages.failed, { id: 't1' })
  })
})
