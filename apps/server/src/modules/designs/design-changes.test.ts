import { describe, expect, it } from 'vitest'
import { designPng } from '../../testing/fixtures.ts'
import { TestClient } from '../../testing/test-app.ts'
import { twoNodesPerFile } from '../../testing/two-nodes.ts'
import { DESIGNS_CACHE_TTL_MS } from './designs.service.ts'

const nodes = twoNodesPerFile()

/** Polls well inside the cache lifetime: passing proves the change was announced, not waited out. */
async function withinNotice<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + DESIGNS_CACHE_TTL_MS / 2
  for (;;) {
    const value = await read()
    if (done(value) || Date.now() > deadline) return value
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('design caches across nodes', () => {
  it('drop a design made private on another node: its render is a 404 and lists leave it out', async () => {
    const owner = new TestClient(nodes.nodeA)
    await owner.register()
    const title = `Shared ${Math.random().toString(36).slice(2, 10)}`
    const created = await owner.post('/api/pixel-art/', { title, png_data: designPng(8, 8), is_public: true })
    expect(created.statusCode).toBe(201)
    const { uuid } = created.json() as { uuid: string }

    const visitor = new TestClient(nodes.nodeB)
    const list = () => visitor.get(`/api/pixel-art/?search=${encodeURIComponent(title)}`)
    // Node B now holds the render's row and the list page in its caches.
    expect((await visitor.get(`/api/pixel-art/${uuid}/render/`)).statusCode).toBe(200)
    expect((await list()).json().count).toBe(1)

    expect((await owner.patch(`/api/pixel-art/${uuid}/`, { is_public: false })).statusCode).toBe(200)
    const render = await withinNotice(
      () => visitor.get(`/api/pixel-art/${uuid}/render/`),
      (res) => res.statusCode === 404,
    )
    expect(render.statusCode).toBe(404)
    expect((await list()).json().count).toBe(0)

    // And back: made public on A, B lists it again.
    expect((await owner.patch(`/api/pixel-art/${uuid}/`, { is_public: true })).statusCode).toBe(200)
    const again = await withinNotice(list, (res) => res.json().count === 1)
    expect(again.json().count).toBe(1)
  })
})
