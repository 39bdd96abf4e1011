import { readExp, readJef, readPes, readVp3, readXxx } from '@threadbit/embroidery'
import { unzipSync } from 'fflate'
import { beforeAll, describe, expect, it } from 'vitest'
import { designPng } from '../../testing/fixtures.ts'
import { appPerFile } from '../../testing/app-per-file.ts'
import { TestClient } from '../../testing/test-app.ts'

const URL = '/api/pixel-art/generate-embroidery-file/'
const sheetUrl = (uuid: string, query: string) => `/api/pixel-art/${uuid}/embroidery-sheet/?${query}`

const server = appPerFile()
let owner: TestClient
let small: string
let large: string
let privateDesign: string

beforeAll(async () => {
  owner = new TestClient(server.app)
  await owner.register()
  const save = async (body: Record<string, unknown>) => {
    const res = await owner.post('/api/pixel-art/', body)
    if (res.statusCode !== 201) throw new Error(`save failed ${res.statusCode}: ${res.body}`)
    return (res.json() as { uuid: string }).uuid
  }
  const colours = (x: number, y: number) =>
    (x + y) % 3 === 0 ? ([17, 17, 17, 255] as const) : ([45, 106, 79, 255] as const)
  small = await save({ title: 'Leaf & Stem', png_data: designPng(12, 10, colours), border: false })
  large = await save({ title: 'Big', png_data: designPng(128, 20, colours), border: false })
  privateDesign = await save({ title: 'Secret', png_data: designPng(8, 8, colours), is_public: false })
})

const body = (uuid: string, extra: Record<string, unknown> = {}) => ({
  pixel_art_uuid: uuid,
  stitch_size: '2.00',
  scale: 1,
  ...extra,
})

describe('hoop, time and threads in the response', () => {
  it('picks the smallest hoop that fits and reports stitched size, trims, jumps and time', async () => {
    const res = await owner.post(URL, body(small))
    expect(res.statusCode).toBe(200)
    const json = res.json()
    expect(json.hoop).toEqual({
      id: 'brother-100x100',
      name: 'Brother 10×10 cm (4×4")',
      width_mm: 100,
      height_mm: 100,
    })
    // 12 pixels of 2 mm: needle points on the outer edges at most half a thread (0.2 mm) inside or outside.
    expect(json.width_mm).toBeGreaterThanOrEqual(23.6)
    expect(json.width_mm).toBeLessThanOrEqual(24.4)
    expect(json.estimated_minutes).toBeGreaterThanOrEqual(1)
    expect(json.machine_speed_spm).toBe(600)
    expect(typeof json.trims).toBe('number')
    expect(typeof json.jumps).toBe('number')
    // Near-black is Brother 900 Black by CIEDE2000, not Dark Brown.
    expect(json.threads.map((t: { code: string; name: string }) => `${t.code} ${t.name}`)).toContain(
      '900 Black',
    )
    const pes = readPes(new Uint8Array(Buffer.from(json.data, 'base64')))
    expect([pes.hoopWidthMm, pes.hoopHeightMm]).toEqual([100, 100])
    expect(pes.threadCodes).toEqual(json.threads.map((t: { code: string }) => t.code))
  })

  it('answers 400 with the stitched size and what to change when no hoop is large enough', async () => {
    const res = await owner.post(URL, body(large))
    expect(res.statusCode).toBe(400)
    const message = res.json().non_field_errors[0] as string
    expect(message).toMatch(/25[56](\.\d)? × \d+(\.\d)? mm/)
    expect(message).toContain('smaller stitch size')
    expect(message).toContain('scale 1')
  })

  it('refuses a hoop the design does not fit, a hoop of another machine and a machine of another format', async () => {
    const tooSmall = await owner.post(URL, body(large, { machine: 'janome', hoop: 'janome-b' }))
    expect(tooSmall.statusCode).toBe(400)
    expect(tooSmall.json().hoop[0]).toContain('Janome 5×5 cm')
    const other = await owner.post(URL, body(small, { machine: 'janome', hoop: 'brother-100x100' }))
    expect(other.json()).toEqual({ hoop: ['"brother-100x100" is not a valid choice.'] })
    const mismatch = await owner.post(URL, body(small, { machine: 'janome', format: 'pes' }))
    expect(mismatch.json()).toEqual({ format: ['Janome machines read JEF files, not PES.'] })
    const unknown = await owner.post(URL, body(small, { machine: 'toaster', thread_chart: 'x' }))
    expect(unknown.statusCode).toBe(400)
  })

  it.each([
    ['janome', 'jef', (d: Uint8Array) => readJef(d).commands],
    ['bernina', 'exp', (d: Uint8Array) => readExp(d).commands],
    ['pfaff', 'vp3', (d: Uint8Array) => readVp3(d).commands],
    ['singer', 'xxx', (d: Uint8Array) => readXxx(d).commands],
  ])('writes the %s machine format (%s)', async (machine, format, read) => {
    const res = await owner.post(URL, body(small, { machine }))
    expect(res.statusCode).toBe(200)
    const json = res.json()
    expect(json.format).toBe(format)
    expect(json.file_name.endsWith(`.${format}`)).toBe(true)
    const commands = read(new Uint8Array(Buffer.from(json.data, 'base64')))
    expect(commands.filter((c) => c.kind === 'stitch')).toHaveLength(json.stitch_count)
  })
})

describe('the production pack', () => {
  it('zips the machine file, a thread list and the production sheet as HTML and PDF', async () => {
    const res = await owner.post(URL, body(small, { package: 'zip', machine: 'husqvarna' }))
    expect(res.statusCode).toBe(200)
    const json = res.json()
    expect(json.file_name).toMatch(/^leaf-stem_\d+\.zip$/)
    const files = unzipSync(new Uint8Array(Buffer.from(json.data, 'base64')))
    expect(Object.keys(files).sort()).toEqual(
      ['leaf-stem-sheet.html', 'leaf-stem-sheet.pdf', 'leaf-stem-threads.txt', 'leaf-stem.vp3'].sort(),
    )
    const vp3 = readVp3(files['leaf-stem.vp3']!)
    expect(vp3.threads.map((t) => t.code)).toEqual(json.threads.map((t: { code: string }) => t.code))
    const list = new TextDecoder().decode(files['leaf-stem-threads.txt'])
    expect(list).toContain('Brother 900 Black')
    const html = new TextDecoder().decode(files['leaf-stem-sheet.html'])
    expect(html).toContain('Leaf &#38; Stem')
    expect(html).toContain('data:image/png;base64,')
    expect(html).toContain(json.hoop.name.replace(/"/g, '&#34;'))
    expect(new TextDecoder().decode(files['leaf-stem-sheet.pdf']!.slice(0, 5))).toBe('%PDF-')
  })

  it('serves the sheet as a page and as a PDF to those who may see the design', async () => {
    const html = await owner.get(sheetUrl(small, 'stitch_size=2&scale=1&machine=brother'))
    expect(html.statusCode).toBe(200)
    expect(html.headers['content-type']).toContain('text/html')
    expect(html.body).toContain('Colour sequence')
    const pdf = await owner.get(sheetUrl(small, 'stitch_size=2&scale=1&as=pdf'))
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
  })

  it('denies the sheet to anonymous visitors (403) and hides private designs from others (404)', async () => {
    const anonymous = await new TestClient(server.app).get(sheetUrl(small, 'stitch_size=2&scale=1'))
    expect(anonymous.statusCode).toBe(403)
    const other = new TestClient(server.app)
    await other.register()
    expect((await other.get(sheetUrl(privateDesign, 'stitch_size=2&scale=1'))).statusCode).toBe(404)
    expect((await other.get(sheetUrl(small, 'stitch_size=9&scale=1'))).json()).toEqual({
      stitch_size: ['Enter a number between 1.5 and 2.5'],
    })
  })
})
