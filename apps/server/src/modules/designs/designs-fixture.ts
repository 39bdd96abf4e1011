import { insertProduct, designPng } from '../../testing/fixtures.ts'
import { appPerFile } from '../../testing/app-per-file.ts'
import { TestClient } from '../../testing/test-app.ts'

/**
 * What the design tests share: an app on its own database with two products, a small patch (fits up to
 * 20×20 cells, 30 mm at 1.5 mm) and a large tee (fits up to 128×128), and a signed-in user who saves designs.
 */
export function designsPerFile() {
  const products = {} as { small: { id: number }; large: { id: number } }
  const server = appPerFile(async (database) => {
    products.small = await insertProduct(database.db, {
      name: 'Patch',
      pxPerMm: 10,
      regions: [{ width: 300, height: 300 }],
    })
    products.large = await insertProduct(database.db, {
      name: 'Tee',
      pxPerMm: 5,
      regions: [{ width: 960, height: 960 }],
    })
    return {}
  })
  async function signedIn() {
    const c = new TestClient(server.app)
    const user = await c.register()
    return Object.assign(c, { user })
  }
  return { server, products, signedIn }
}

/** A short random word, for titles a search must find. */
export const token = () => `t${Math.random().toString(36).slice(2, 9)}`

/** Saves a 24×24 design (or what `body` says) and answers it. */
export async function saveDesign(c: TestClient, body: Record<string, unknown> = {}) {
  const res = await c.post('/api/pixel-art/', { title: 'My art', png_data: designPng(24, 24), ...body })
  if (res.statusCode !== 201) throw new Error(`save failed ${res.statusCode}: ${res.body}`)
  return res.json() as { uuid: string; id: number; updated_at: string } & Record<string, unknown>
}
