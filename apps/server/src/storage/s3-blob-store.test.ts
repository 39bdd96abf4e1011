import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { startFakeS3 } from '../testing/fake-s3.ts'
import { createConfiguredBlobStore } from './configured-blob-store.ts'
import { createS3BlobStore, type S3Settings } from './s3-blob-store.ts'

const credentials = { accessKeyId: 'AKIDTEST', secretAccessKey: 'test-secret-key' }
let s3: Awaited<ReturnType<typeof startFakeS3>>
let settings: S3Settings

beforeAll(async () => {
  s3 = await startFakeS3(credentials)
  settings = {
    endpoint: s3.endpoint,
    bucket: 'threadbit-media',
    region: 'eu-west-1',
    prefix: 'prod',
    timeoutMs: 5_000,
    ...credentials,
  }
})
afterAll(() => s3.close())

describe('S3 blob store', () => {
  it('stores and reads back bytes and content type under the bucket and prefix, signed with SigV4', async () => {
    const store = createS3BlobStore(settings)
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])
    await store.put('reviews/ab/cd.png', bytes, 'image/png')
    expect(s3.objects.has('/threadbit-media/prod/reviews/ab/cd.png')).toBe(true)
    const blob = await store.get('reviews/ab/cd.png')
    expect(blob?.contentType).toBe('image/png')
    expect(blob?.bytes.equals(bytes)).toBe(true)
  })

  it('deletes an object, and deleting a missing one is not an error', async () => {
    const store = createS3BlobStore(settings)
    await store.put('ai/references/gone.png', Buffer.from('x'), 'image/png')
    await store.delete('ai/references/gone.png')
    expect(s3.objects.has('/threadbit-media/prod/ai/references/gone.png')).toBe(false)
    expect(await store.get('ai/references/gone.png')).toBeNull()
    await expect(store.delete('ai/references/gone.png')).resolves.toBeUndefined()
    expect(s3.requests.filter((r) => r.method === 'DELETE')).toHaveLength(2)
  })

  it('answers null for a missing object and for keys that could escape the prefix', async () => {
    const store = createS3BlobStore(settings)
    expect(await store.get('nothing/here.png')).toBeNull()
    expect(await store.get('../other/secret.png')).toBeNull()
    await expect(store.put('../escape.png', Buffer.from('x'), 'image/png')).rejects.toThrow(
      /invalid blob key/,
    )
  })

  it('surfaces a refused signature as an error instead of pretending the write worked', async () => {
    const store = createS3BlobStore({ ...settings, secretAccessKey: 'wrong-secret' })
    await expect(store.put('a/b.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/answered 403/)
    await expect(store.get('a/b.png')).rejects.toThrow(/answered 403/)
  })

  it('is chosen by BLOB_STORE=s3 and refuses an incomplete configuration', async () => {
    const env = {
      BLOB_STORE: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: 'threadbit-media',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      SECRET_KEY: 'x'.repeat(32),
    }
    const config = loadConfig(env)
    expect(config.blobStore).toMatchObject({ kind: 's3', bucket: 'threadbit-media', region: 'us-east-1' })
    const store = createConfiguredBlobStore(config.blobStore)
    await store.put('products/tee.webp', Buffer.from('webp'), 'image/webp')
    expect(s3.objects.has('/threadbit-media/products/tee.webp')).toBe(true)

    expect(() => loadConfig({ ...env, S3_BUCKET: '' })).toThrow(/BLOB_STORE=s3 needs S3_BUCKET/)
    expect(loadConfig({ SECRET_KEY: 'x'.repeat(32), DATA_DIR: '/tmp/tb-config' }).blobStore).toEqual({
      kind: 'fs',
      root: '/tmp/tb-config/blobs',
    })
  })
})
