import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { appPerFile } from '../testing/app-per-file.ts'
import { createTestApp } from '../testing/test-app.ts'

const CHECKED_IN = path.resolve(import.meta.dirname, '../../../../docs/openapi.json')

const server = appPerFile()

describe('the API description', () => {
  it('matches docs/openapi.json (run `npm run openapi` after changing a route)', async () => {
    const served = (await server.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json()
    expect(served).toEqual(JSON.parse(readFileSync(CHECKED_IN, 'utf8')))
  })

  it("documents list queries and bodies from the routes' schemas", async () => {
    const document = (await server.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json()
    const list = document.paths['/api/pixel-art/'].get
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['page', 'page_size', 'search', 'ordering', 'fits']),
    )
    expect(
      document.paths['/api/pixel-art/'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('png_data')
    expect(document.paths['/api/pixel-art/{uuid}/'].get.parameters[0]).toMatchObject({
      name: 'uuid',
      in: 'path',
    })
    const page = await server.app.inject({ method: 'GET', url: '/api/docs/' })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('/api/pixel-art/{uuid}/render/')
  })

  it('is not served in production', async () => {
    const production = await createTestApp(server.database, { env: { NODE_ENV: 'production' } })
    try {
      expect((await production.inject({ method: 'GET', url: '/api/docs/openapi.json' })).statusCode).toBe(404)
    } finally {
      await production.close()
    }
  })
})
